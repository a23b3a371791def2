// Where the CLI's code cache lives and how its files are laid out. One file per Node version, CPU, set
// of V8 flags (compiled code is only valid for the binary and flags that made it) and command, in a
// directory only the user can write: compiled code from another user would run as this one. Nothing read from the file
// is trusted without its checksum: a damaged disk must cost a slower start, never a crash or wrong code.
import { closeSync, lstatSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { requestedCommand } from "../commandLine";

/**
 * A file as it was when its code was compiled: if any of these differs, the code is not its code. The
 * change time too, because copies and archives can keep a modification time (and a size) while the
 * content differs, but nothing sets the change time back.
 */
export interface Stamp { size: number; mtimeMs: number; ctimeMs: number }

/** Where a request of a module led, and what must still hold for it to lead there (start/resolutions.ts). */
export interface Dep { to: string; via?: string; manifest?: Stamp }

export interface Entry extends Stamp {
  off: number; len: number; crc: number;
  /** When a run last loaded the module (ms since epoch): the least recently used are dropped first. */
  used: number;
  deps: Record<string, Dep>;
}

export interface CacheContents { entries: Record<string, Entry>; data: Buffer }

const MAGIC = 0x4d534643; // "MSFC"
const FORMAT = 1;
const HEAD = 16; // magic, format, header length, header checksum: four little-endian u32

type Crc32 = (data: Uint8Array) => number;
let zlibCrc32: Crc32 | null | undefined;

/**
 * zlib's CRC-32 (Node 22.2 and later), or undefined on a Node without it, where there is no code cache.
 * zlib loads on the first call: a command's first run reads and writes no cache file, so never needs it.
 */
export function crc32Function(): Crc32 | undefined {
  if (zlibCrc32 === undefined) zlibCrc32 = (require("node:zlib") as { crc32?: Crc32 }).crc32 ?? null;
  return zlibCrc32 ?? undefined;
}

const crc32 = (data: Uint8Array): number => crc32Function()!(data);

/** The directory msgform keeps caches in, or undefined when they are turned off. */
export function cacheDirectory(env = process.env): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE || env.NODE_V8_COVERAGE) return undefined;
  if (env.MSGFORM_CACHE_DIR) return resolve(env.MSGFORM_CACHE_DIR);
  const home = homedir();
  if (process.platform === "win32") return join(env.LOCALAPPDATA ?? join(home, "AppData", "Local"), "msgform", "Cache");
  if (process.platform === "darwin") return join(home, "Library", "Caches", "msgform");
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, ".cache"), "msgform");
}

/** Why `dir` cannot hold the cache, or undefined when it is (or now is) a directory of this user's that nobody else can write to. */
export function unusableDirectory(dir: string): string | undefined {
  try {
    let st = lstatSync(dir, { throwIfNoEntry: false });
    if (!st) {
      makeDirectory(dir, 0);
      st = lstatSync(dir);
    }
    if (!st.isDirectory()) return `${dir} is not a directory`;
    if (process.platform === "win32") return undefined;
    if (st.uid !== process.getuid?.()) return `${dir} belongs to another user`;
    if ((st.mode & 0o022) !== 0) return `others can write to ${dir}`;
    return undefined;
  } catch (e) {
    return `${dir}: ${(e as Error).message}`;
  }
}

/** mkdir -p, by hand: Node's recursive mkdirSync spins forever where mkdir keeps failing with ENOENT (under /proc). */
function makeDirectory(dir: string, depth: number): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return;
    if (code !== "ENOENT" || depth > 64 || dirname(dir) === dir) throw e;
    makeDirectory(dirname(dir), depth + 1);
    mkdirSync(dir, { mode: 0o700 });
  }
}

/**
 * The cache file of one command: a run reads the code of the modules its command loaded before, not
 * every module any command ever loaded (the emulator's alone are megabytes).
 */
export function cacheFilePath(dir: string, command: string): string {
  const flags = `${process.execArgv.join(" ")}|${process.env.NODE_OPTIONS ?? ""}`;
  return join(dir, `code-${process.version}-${process.arch}-${fnv1a(flags)}-${command}.bin`);
}

/** The file whose presence says the command has run once here, so its next run writes the cache (see `heat`). */
export const seenMarker = (cacheFile: string): string => cacheFile.replace(/\.bin$/, ".seen");

/**
 * How much this machine has run the command: `cold` the first time (no cache file and no marker),
 * `warm` the second (the marker, no cache file), `hot` once a cache file is there. As V8 does for scripts
 * in Chrome: code is cached on a script's second run, not its first, because most scripts run once, and
 * so does msgform in a CI job, whose cache directory is gone with the job. A cold run compiles as Node
 * does and leaves only the marker; a warm run compiles through the cache and saves it at exit.
 */
export function heat(cacheFile: string): "cold" | "warm" | "hot" {
  if (statSync(cacheFile, { throwIfNoEntry: false })) return "hot";
  return statSync(seenMarker(cacheFile), { throwIfNoEntry: false }) ? "warm" : "cold";
}

/** At exit, the marker of a command's first run here: an empty file, the user's alone. */
export function markSeenAtExit(cacheFile: string): void {
  process.on("exit", () => {
    let marked = true;
    try {
      closeSync(openSync(seenMarker(cacheFile), "w", 0o600));
    } catch {
      marked = false;
    }
    debugNote(`code cache ${cacheFile}: first run of the command here, nothing cached, marked: ${marked ? "yes" : "no"}`);
  });
}

/**
 * The cache file of the command a run's arguments name, and how much it has run here; or why there is
 * none: caches turned off, no home directory, or a cache directory that is not the user's alone.
 */
export type CommandCache = { file: string; dir: string; heat: ReturnType<typeof heat> } | { why: string };

export function commandCache(argv: readonly string[]): CommandCache {
  try {
    const dir = cacheDirectory();
    if (!dir) return { why: "caches are turned off" };
    const why = unusableDirectory(dir);
    if (why) return { why };
    const file = cacheFilePath(dir, commandOf(argv));
    return { file, dir, heat: heat(file) };
  } catch (e) {
    // No home directory to be found, say: the CLI runs without the cache.
    return { why: (e as Error).message };
  }
}

/** For NODE_DEBUG=msgform (Node's convention for debug output: comma-separated sections): one line to stderr. */
export function debugNote(text: string): void {
  if ((process.env.NODE_DEBUG ?? "").split(",").some((s) => s.trim().toLowerCase() === "msgform")) {
    process.stderr.write(`MSGFORM ${process.pid}: ${text}\n`);
  }
}

/** FNV-1a, 32 bits, as 8 hex digits: names a set of flags in a file name (not a checksum). */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}

/** The command a run's arguments name, fit for a file name. */
export function commandOf(argv: readonly string[]): string {
  const word = requestedCommand(argv) ?? "none";
  return /^[a-z][a-z0-9-]{0,31}$/.test(word) ? word : "other";
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Removes cache files no run has written for 30 days (other Node versions, flags or commands) and
 * temporary files a killed run left. Only when a run writes: a run that reads never lists the directory.
 */
function pruneOld(dir: string, now: number): void {
  for (const name of readdirSync(dir)) {
    const tmp = /^code-.*\.tmp$/.test(name);
    if (!tmp && !/^code-.*\.(bin|seen)$/.test(name)) continue;
    const file = join(dir, name);
    const age = now - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? now);
    if (age > (tmp ? DAY_MS : 30 * DAY_MS)) rmSync(file, { force: true });
  }
}

/** The entries and code of the cache file; none if it is missing, of another format or damaged. */
export function readCache(file: string): CacheContents {
  const none = { entries: {}, data: Buffer.alloc(0) };
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch {
    return none;
  }
  if (buf.length < HEAD || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== FORMAT) return none;
  const headerEnd = HEAD + buf.readUInt32LE(8);
  if (headerEnd > buf.length) return none;
  const header = buf.subarray(HEAD, headerEnd);
  if (crc32(header) !== buf.readUInt32LE(12)) return none;
  try {
    const entries = (JSON.parse(header.toString("utf8")) as { entries?: unknown }).entries;
    return entries && typeof entries === "object" ? { entries: entries as Record<string, Entry>, data: buf.subarray(headerEnd) } : none;
  } catch {
    return none;
  }
}

/** The code of `e` in `data`, if it is there whole and intact. */
export function codeOf(e: Entry, data: Buffer): Buffer | undefined {
  const whole = Number.isSafeInteger(e.off) && Number.isSafeInteger(e.len) && e.off >= 0 && e.len >= 0;
  if (!whole || e.off + e.len > data.length) return undefined;
  const code = data.subarray(e.off, e.off + e.len);
  return crc32(code) === e.crc ? code : undefined;
}

export type NewEntry = Omit<Entry, "off" | "len" | "crc">;

/** Replaces the cache file with these modules; false if it could not (the cache is only ever a speed-up). */
export function writeCache(file: string, modules: ReadonlyArray<readonly [string, NewEntry, Buffer]>): boolean {
  const entries: Record<string, Entry> = {};
  let off = 0;
  for (const [name, e, code] of modules) {
    entries[name] = { ...e, off, len: code.length, crc: crc32(code) };
    off += code.length;
  }
  const header = Buffer.from(JSON.stringify({ entries }), "utf8");
  const head = Buffer.alloc(HEAD);
  head.writeUInt32LE(MAGIC, 0);
  head.writeUInt32LE(FORMAT, 4);
  head.writeUInt32LE(header.length, 8);
  head.writeUInt32LE(crc32(header), 12);
  // A whole new file renamed over the old: a reader sees one or the other, never half of each.
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, Buffer.concat([head, header, ...modules.map(([, , code]) => code)]), { mode: 0o600 });
    renameSync(tmp, file);
    rmSync(seenMarker(file), { force: true });
    pruneOld(dirname(file), Date.now());
    return true;
  } catch {
    rmSync(tmp, { force: true });
    return false;
  }
}

/** What the file system says about files, asked once per file per run. */
export class Stamps {
  private readonly files = new Map<string, Stamp | null>();
  private readonly present = new Map<string, boolean>();

  /** The stamp of a regular file, or null if there is none at `file`. */
  file(file: string): Stamp | null {
    let s = this.files.get(file);
    if (s === undefined) {
      const st = statSync(file, { throwIfNoEntry: false });
      s = st?.isFile() ? { size: st.size, mtimeMs: st.mtimeMs, ctimeMs: st.ctimeMs } : null;
      this.files.set(file, s);
    }
    return s;
  }

  /** Whether anything is at `p` (following links). */
  exists(p: string): boolean {
    let e = this.present.get(p);
    if (e === undefined) {
      e = statSync(p, { throwIfNoEntry: false }) !== undefined;
      this.present.set(p, e);
    }
    return e;
  }
}

export const sameStamp = (a: Stamp | null | undefined, b: Stamp | null | undefined): boolean =>
  !!a && !!b && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ctimeMs === b.ctimeMs;
