import { randomBytes } from "node:crypto";
import { closeSync, lstatSync, readdirSync, readFileSync, renameSync, type Stats, unlinkSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { openCheckedFile, syncDir, UnsafePathError } from "../sdk/files/checked";
import { type HeldLock, LockError, LockHeldError, processAlive, withLock } from "../sdk/files/lock";
import { writeExclusive } from "../sdk/files/private";
import type { SecretRecord } from "./reconcile/apply";

/** Section → declaration name → { id, field: secret }. */
type SinkData = Record<string, Record<string, Record<string, string>>>;

/** A sink that cannot be used: the message names the path and the fix, on one line. */
export class SinkError extends Error {}

/** How long a writer waits for another process's write to the same sink. */
const LOCK_WAIT_MS = 30_000;

/** How many times a write starts over when its lock was taken from it before it replaced the file. */
const LOCK_LOST_TRIES = 5;

/** A writer's temporary file beside the sink: ".<sink>.<16 hex digits>.tmp", one name per write. */
function tempName(sink: string, id: string): string {
  return `.${sink}.${id}.tmp`;
}

/** Whether a name is one of `tempName`'s for this sink (a writer killed mid-write leaves it). */
function isTempOf(sink: string, name: string): boolean {
  const prefix = `.${sink}.`;
  const id = name.slice(prefix.length, -".tmp".length);
  return name.startsWith(prefix) && name.endsWith(".tmp") && /^[0-9a-f]{16}$/.test(id);
}

function lstatOrUndefined(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
}

/** The document in `text`, or why it is not a sink: an empty file is an empty sink. */
function parseSink(text: string): SinkData | string {
  if (text.trim() === "") return {};
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return "it is not JSON";
  }
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isRecord(doc)) return "it is not a JSON object";
  for (const [section, names] of Object.entries(doc)) {
    if (!isRecord(names)) return `"${section}" is not an object of entries`;
    for (const [name, entry] of Object.entries(names)) {
      if (!isRecord(entry) || !Object.values(entry).every((v) => typeof v === "string")) {
        return `"${section}.${name}" is not an entry of strings`;
      }
    }
  }
  return doc as SinkData;
}

/**
 * The secrets sink: a JSON file, mode 0600, holding each secret the service shows only once (API
 * key secrets, webhook signing secrets) by section and name, with the id of the object it belongs
 * to (so plan and apply can tell which objects' secrets it lacks). `open` proves the sink usable
 * before anything changes in the account. Each secret is written the moment it arrives, through a
 * new file created exclusively next to the sink, synced, then renamed over it; writers to one sink
 * in several processes take turns (a lock file) and merge, so concurrent applies lose nothing.
 */
export class SecretsSink {
  /** Secrets written by this process. */
  count = 0;
  private constructor(readonly file: string, private data: SinkData) {}

  /** Checks that `file` can be a sink and reads what it holds. Throws SinkError. */
  static open(path: string): SecretsSink {
    const file = resolve(path);
    const dir = dirname(file);
    const dirStat = lstatOrUndefined(dir);
    if (!dirStat) {
      throw new SinkError(`cannot write secrets to ${path}: the directory ${dir} does not exist; create it first (mkdir -p ${dir})`);
    }
    if (!dirStat.isDirectory()) throw new SinkError(`cannot write secrets to ${path}: ${dir} is not a directory; choose another --secrets-out path`);
    const stat = lstatOrUndefined(file);
    if (stat?.isSymbolicLink()) {
      throw new SinkError(`refusing the secrets sink ${path}: it is a symbolic link; pass the path of a real file (or a new one) to --secrets-out`);
    }
    if (stat?.isDirectory()) throw new SinkError(`the secrets sink ${path} is a directory; name a file in it, e.g. --secrets-out ${join(path, "secrets.json")}`);
    let data: SinkData = {};
    if (stat) {
      const parsed = stat.isFile() ? parseSink(readSink(file, path)) : "it is not a regular file";
      if (typeof parsed === "string") {
        throw new SinkError(`refusing the secrets sink ${path}: ${parsed}, so it is not a msgform secrets file; choose another path or remove it`);
      }
      data = parsed;
    }
    SecretsSink.probe(dir, path);
    return new SecretsSink(file, data);
  }

  /**
   * Proves the directory writable the way every write will use it: an exclusive new file, named with this process's id
   * so that one left by a process killed before removing it goes with the next write (`removeLeftovers`).
   */
  private static probe(dir: string, path: string): void {
    const tmp = join(dir, `.msgform-probe-${process.pid}-${randomBytes(8).toString("hex")}`);
    try {
      writeExclusive(tmp, "");
      unlinkSync(tmp);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? "error";
      throw new SinkError(`cannot write secrets to ${path}: cannot create files in ${dir} (${code}); make it writable or choose another --secrets-out path`);
    }
  }

  /** True when the sink holds every one of `fields` for the object `id` of this declaration. */
  holds(section: string, name: string, id: string, fields: readonly string[]): boolean {
    const entry = this.data[section]?.[name];
    return entry?.id === id && fields.every((f) => typeof entry[f] === "string");
  }

  /**
   * Records one secret durably before returning, then reads it back from the file: a write that
   * did not land throws (SinkError), so its object keeps its pending marker.
   */
  write(secret: SecretRecord): void {
    for (let attempt = 1; !this.locked((lock) => this.writeHolding(secret, lock)); attempt++) {
      if (attempt === LOCK_LOST_TRIES) {
        throw new SinkError(
          `could not write the secret of ${secret.section}.${secret.name} to ${this.file}: another program keeps ` +
          `removing or rewriting its lock ${this.file}.lock while msgform holds it; keep that file to msgform alone`,
        );
      }
    }
    this.verify(secret);
    this.count++;
  }

  /**
   * Merges the secret into what the file holds now and replaces the file, holding the lock; false,
   * with nothing changed, when the lock is no longer ours just before the replacement (another
   * program took it): the caller starts over rather than drop what a writer holding it now wrote.
   */
  private writeHolding(secret: SecretRecord, lock: HeldLock): boolean {
    const current = this.reread();
    const section = (current[secret.section] ??= {});
    // A new object under this name (a replacement): the old object's secrets go with it.
    if (section[secret.name]?.id !== secret.id) section[secret.name] = { id: secret.id };
    section[secret.name]![secret.field] = secret.value;
    this.removeLeftovers();
    const tmp = join(dirname(this.file), tempName(basename(this.file), randomBytes(8).toString("hex")));
    const removeTmp = () => {
      try {
        unlinkSync(tmp);
      } catch {
        // never created
      }
    };
    try {
      writeExclusive(tmp, JSON.stringify(current, null, 2) + "\n");
      if (!lock.held()) {
        removeTmp();
        return false;
      }
      renameSync(tmp, this.file);
    } catch (e) {
      removeTmp();
      throw new SinkError(`could not write the secret of ${secret.section}.${secret.name} to ${this.file}: ${(e as Error).message}`);
    }
    syncDir(dirname(this.file));
    this.data = current;
    return true;
  }

  /**
   * Removes the temporary files of writers killed mid-write (they hold secrets). Called holding the
   * lock: no live writer has one then, since each writes its own only while holding it. And the empty
   * probe of a process killed while opening a sink (`probe`), which is made without the lock: only
   * once the process that made it no longer runs.
   */
  private removeLeftovers(): void {
    const dir = dirname(this.file);
    const probe = /^\.msgform-probe-(\d+)-[0-9a-f]{16}$/;
    for (const name of readdirSync(dir)) {
      const pid = probe.exec(name)?.[1];
      if (!isTempOf(basename(this.file), name) && (pid === undefined || processAlive(Number(pid)))) continue;
      try {
        unlinkSync(join(dir, name));
      } catch {
        // gone already
      }
    }
  }

  /** What the file holds now (another process may have written to it), else what this one knows. */
  private reread(): SinkData {
    const stat = lstatOrUndefined(this.file);
    if (!stat?.isFile()) return structuredClone(this.data);
    const parsed = parseSink(readSink(this.file, this.file));
    return typeof parsed === "string" ? structuredClone(this.data) : parsed;
  }

  /** Runs `fn` holding the sink's lock (sdk/files/lock.ts): a lock left by a killed process is taken over. */
  private locked<T>(fn: (lock: HeldLock) => T): T {
    try {
      return withLock(`${this.file}.lock`, { waitMs: LOCK_WAIT_MS, advice: "if no msgform is running, remove it" }, fn);
    } catch (e) {
      if (e instanceof LockHeldError || e instanceof LockError) throw new SinkError(e.message);
      throw e;
    }
  }

  /** Reads the sink back from the disk: the secret must be there, as written, for the write to count. */
  private verify(secret: SecretRecord): void {
    const parsed = parseSink(readSink(this.file, this.file));
    const entry = typeof parsed === "string" ? undefined : parsed[secret.section]?.[secret.name];
    if (entry?.id !== secret.id || entry[secret.field] !== secret.value) {
      throw new SinkError(
        `the secret of ${secret.section}.${secret.name} is not in ${this.file} when read back after writing it; ` +
        "another program changed the file: keep it to msgform alone",
      );
    }
  }
}

/**
 * The sink's text, read through a descriptor that is checked (sdk/files/checked.ts): never through a
 * link, never blocking on a FIFO, only a regular file of ours that no one else can write.
 */
function readSink(file: string, shown: string): string {
  let fd: number;
  try {
    fd = openCheckedFile(file, "read", "pass another path to --secrets-out");
  } catch (e) {
    if (e instanceof UnsafePathError) throw new SinkError(`refusing the secrets sink ${shown}: ${e.message.slice(e.path.length + 1)}`);
    throw e;
  }
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
}
