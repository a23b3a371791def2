import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { crc32 } from "node:zlib";
import type { Address } from "./codec";

/**
 * The line format of a state file (format version 2): `<crc32 of the payload, 8 hex>\t<payload>`.
 * A payload is a record, `<address JSON>\t<record JSON>` (an empty record: deleted), or a control
 * object (`{"snapshot":…}`, `{"journal":…}`, `{"commit":…}`, `{"end":…}`). Files are read in chunks,
 * never as one string, so their size is limited by the disk only.
 */

export class StateDirError extends Error {}

/** What the refusal of a damaged file says after naming the damage. */
export const DAMAGE_ADVICE =
  "restore the state directory from a backup, or start with --state-dir-reset-damaged " +
  "(startEmulator({ moveDamagedAside: true })) to move the damaged files aside (nothing is deleted) and start empty";

/** Damage in a state directory: what a reset (moving the damaged files aside) answers. */
export class StateDamage extends StateDirError {}

/** Damage in a state file: the one line names the file, the line (and byte offset), and the fix. */
export function damageAt(file: string, line: number, offset: number | undefined, what: string): StateDamage {
  const where = offset === undefined ? `line ${line}` : `line ${line} (byte ${offset})`;
  return new StateDamage(`${file} is damaged at ${where}: ${what}; ${DAMAGE_ADVICE}`);
}

/** Where a file's reading ended: after its last newline, and its size. */
export interface ReadEnd {
  complete: number;
  size: number;
  /** The bytes after the last newline (a line cut short), if any. */
  partial: Buffer | undefined;
  /** The number the partial line would have. */
  partialLine: number;
}

/** One line of a file, without its newline: its bytes are `data[start, end)`. */
export interface Line {
  data: Buffer;
  start: number;
  end: number;
  text: string;
  no: number;
  /** Its byte offset in the file. */
  offset: number;
}

/**
 * Calls `visit` with each newline-terminated line of `path`, in order. Each chunk is decoded once;
 * a line's text is a slice of it. The Line object is reused: `visit` must not keep it.
 */
export function eachLine(path: string, visit: (line: Line) => void): ReadEnd {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if (!fstatSync(fd).isFile()) throw new StateDirError(`${path} is not a regular file; remove it or choose another --state-dir`);
    // Read in chunks, never as one string: a journal may outgrow the largest string.
    const chunk = Buffer.allocUnsafe(1 << 20);
    // The start of a line that continues past the chunks read so far (joined once its end is read).
    let parts: Buffer[] = [];
    let partsBytes = 0;
    let carryAt = 0;
    let pos = 0;
    let no = 0;
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, pos);
      if (n === 0) break;
      const fresh = chunk.subarray(0, n);
      const base = parts.length > 0 ? carryAt : pos;
      pos += n;
      if (parts.length > 0 && fresh.indexOf(10) < 0) {
        // No line of ours is this long: keep only what the torn-tail check needs, then stop keeping.
        if (partsBytes < MAX_LINE_BYTES) parts.push(Buffer.from(fresh));
        partsBytes += n;
        continue;
      }
      if (partsBytes > MAX_LINE_BYTES) throw damageAt(path, no + 1, carryAt, `a line of over ${MAX_LINE_BYTES} bytes`);
      const data = parts.length > 0 ? Buffer.concat([...parts, fresh]) : fresh;
      const start = visitLines(data, base, no, visit);
      no += start.lines;
      parts = start.next < data.length ? [Buffer.from(data.subarray(start.next))] : [];
      partsBytes = data.length - start.next;
      carryAt = base + start.next;
    }
    const partial = parts.length > 0 && partsBytes <= MAX_LINE_BYTES ? Buffer.concat(parts) : undefined;
    return { complete: parts.length > 0 ? carryAt : pos, size: pos, partial, partialLine: no + 1 };
  } finally {
    closeSync(fd);
  }
}

/** Longer than any line this emulator writes: such a line is damage, or garbage at the end. */
const MAX_LINE_BYTES = 256 * 1024 * 1024;

/** Visits the whole lines of `data` (the file's bytes from `base`); returns how many and where the rest starts. */
function visitLines(data: Buffer, base: number, before: number, visit: (line: Line) => void) {
  const last = data.lastIndexOf(10);
  const text = last < 0 ? "" : data.toString("utf8", 0, last + 1);
  let start = 0;
  let startText = 0;
  let lines = 0;
  const line: Line = { data, start: 0, end: 0, text: "", no: 0, offset: 0 };
  for (let nl = data.indexOf(10, start); nl >= 0 && nl <= last; nl = data.indexOf(10, start)) {
    const nlText = text.indexOf("\n", startText);
    line.start = start;
    line.end = nl;
    line.text = text.slice(startText, nlText);
    line.no = before + ++lines;
    line.offset = base + start;
    visit(line);
    start = nl + 1;
    startText = nlText + 1;
  }
  return { lines, next: start };
}

/** A line with its checksum (`crc32(payload)`): `<crc, 8 hex>\t<payload>\n`. */
export function checkedLine(payload: string, crc: number): string {
  return crc.toString(16).padStart(8, "0") + "\t" + payload + "\n";
}

export const lineCrc = (payload: string): number => crc32(payload);

/**
 * Folds one line's checksum into the checksum of a sequence of lines (a batch, a snapshot), so that
 * lines moved, repeated or left out change it. Order matters: FNV-1a over the lines' checksums.
 */
export const chain = (previous: number, crc: number): number => Math.imul(previous ^ crc, 16777619) >>> 0;
export const CHAIN_START = 2166136261;

/** The checksum written at the start of a line, or -1 if there is none. */
function crcField(bytes: Buffer, start: number, end: number): number {
  if (end - start < 9 || bytes[start + 8] !== 9) return -1;
  let v = 0;
  for (let i = start; i < start + 8; i++) {
    const c = bytes[i]!;
    const d = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

/** The checksum of the line `bytes[start, end)` if it matches its payload, else -1. */
export function verifiedCrc(bytes: Buffer, start = 0, end = bytes.length): number {
  const want = crcField(bytes, start, end);
  return want >= 0 && crc32(bytes.subarray(start + 9, end)) === want ? want : -1;
}

/** The address of a record line, if it has the shape of one. */
function addressOf(text: string): Address | undefined {
  let at: unknown;
  try {
    at = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(at)) return undefined;
  for (const p of at) if (typeof p !== "string") return undefined;
  const a = at as string[];
  const ok =
    (a[0] === "clock" && a.length === 1) ||
    ((a[0] === "a" || a[0] === "k") && a.length === 2) ||
    (a[0] === "c" && a.length === 5 && (a[2] === "live" || a[2] === "test"));
  return ok ? a : undefined;
}

/** A record payload split into its address and record JSON (null: a deletion), or why it is not one. */
export function recordOf(payload: string): { at: Address; json: string | null } | string {
  const tab = payload.indexOf("\t");
  if (tab < 0) return "not a record (no address)";
  const at = addressOf(payload.slice(0, tab));
  if (!at) return "not a record (its address is not one this emulator writes)";
  const json = payload.slice(tab + 1);
  return { at, json: json === "" ? null : json };
}

/** The control object on a line, e.g. `{"commit":{…}}` → ["commit", {…}], or undefined. */
export function controlOf(payload: string): [string, Record<string, unknown>] | undefined {
  if (!payload.startsWith("{")) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  const keys = Object.keys(v);
  const body = (v as Record<string, unknown>)[keys[0]!];
  if (keys.length !== 1 || body === null || typeof body !== "object" || Array.isArray(body)) return undefined;
  return [keys[0]!, body as Record<string, unknown>];
}

/** A whole number ≥ 0 in a control object, or undefined. */
export function count(v: unknown): number | undefined {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? v : undefined;
}
