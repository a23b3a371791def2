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

const NL = Buffer.from("\n");

/** Where a file's reading ended: after its last newline, and its size. */
export interface ReadEnd {
  complete: number;
  size: number;
  /** The bytes after the last newline (a line cut short), if any. */
  partial: Buffer | undefined;
  /** The number the partial line would have. */
  partialLine: number;
}

/** Calls `visit` with each newline-terminated line of `path` (without its newline), in order. */
export function eachLine(path: string, visit: (line: Buffer, no: number, offset: number) => void): ReadEnd {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if (!fstatSync(fd).isFile()) throw new StateDirError(`${path} is not a regular file; remove it or choose another --state-dir`);
    // Read in chunks, never as one string: a journal may outgrow the largest string.
    const chunk = Buffer.allocUnsafe(1 << 20);
    let carry: Buffer | undefined;
    let carryAt = 0;
    let pos = 0;
    let no = 0;
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, pos);
      if (n === 0) break;
      const data = carry ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n);
      const base = carry ? carryAt : pos;
      pos += n;
      carry = undefined;
      let start = 0;
      for (let nl = data.indexOf(10, start); nl >= 0; nl = data.indexOf(10, start)) {
        visit(data.subarray(start, nl), ++no, base + start);
        start = nl + 1;
      }
      if (start < data.length) {
        carry = Buffer.from(data.subarray(start));
        carryAt = base + start;
      }
    }
    return { complete: carry ? carryAt : pos, size: pos, partial: carry, partialLine: no + 1 };
  } finally {
    closeSync(fd);
  }
}

/** A line with its checksum: `<crc>\t<payload>\n`. */
export function checkedLine(payload: string): string {
  return crc32(payload).toString(16).padStart(8, "0") + "\t" + payload + "\n";
}

/** The payload of a line whose checksum matches, else undefined. */
export function payloadOf(line: Buffer): string | undefined {
  if (line.length < 9 || line[8] !== 9) return undefined;
  const head = line.toString("latin1", 0, 8);
  if (!/^[0-9a-f]{8}$/.test(head)) return undefined;
  const payload = line.subarray(9);
  return crc32(payload) === parseInt(head, 16) ? payload.toString("utf8") : undefined;
}

/** A running checksum over whole lines (their newline included): batches and snapshots carry one. */
export function crcOfLines(line: Buffer, previous: number): number {
  return crc32(NL, crc32(line, previous));
}

export function crcOfText(text: string, previous: number): number {
  return crc32(text, previous);
}

/** The address of a record line, if it has the shape of one. */
export function addressOf(text: string): Address | undefined {
  let at: unknown;
  try {
    at = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(at) || !at.every((p) => typeof p === "string")) return undefined;
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
