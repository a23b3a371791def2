import {
  closeSync,
  existsSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { type Address, addressKey } from "./codec";

/** What the first line of both files says; a directory with another version is refused. */
export const FORMAT = "msgform-emulator-state";
export const VERSION = 1;

const SNAPSHOT = "snapshot.ndjson";
const JOURNAL = "journal.ndjson";
const COMMIT = "commit";
/** The journal is folded into a new snapshot once it outgrows the snapshot (and this). */
const MIN_COMPACT_BYTES = 8 * 1024 * 1024;

/** One stored record: where it lives and its JSON (codec.ts); null json: deleted. */
export interface StoredRecord {
  at: Address;
  json: string | null;
}

export class StateDirError extends Error {}

const header = () => JSON.stringify({ format: FORMAT, version: VERSION }) + "\n";

/**
 * The files of a state directory: snapshot.ndjson (every record, replaced atomically by write,
 * fsync, rename) and journal.ndjson (batches of changed records appended since, each ending with a
 * commit line, fsynced). A line is `<address JSON>\t<record JSON>`; an empty record is a deletion.
 * A batch without its commit line (a process killed mid-write) is ignored and cut off on load.
 */
export class StateFiles {
  private fd: number;
  private journalBytes: number;
  private snapshotBytes: number;

  private constructor(
    readonly dir: string,
    readonly records: Map<string, StoredRecord>,
  ) {
    const snap = join(dir, SNAPSHOT);
    this.snapshotBytes = existsSync(snap) ? statSync(snap).size : 0;
    this.fd = openSync(join(dir, JOURNAL), "a+");
    this.journalBytes = statSync(join(dir, JOURNAL)).size;
    if (this.journalBytes === 0) this.write(header());
  }

  /** Opens (creating it if need be) a state directory and reads every committed record. */
  static open(dir: string): StateFiles {
    mkdirSync(dir, { recursive: true });
    const records = new Map<string, StoredRecord>();
    const snap = join(dir, SNAPSHOT);
    if (existsSync(snap)) readLines(dir, SNAPSHOT, records, false);
    const journal = join(dir, JOURNAL);
    if (existsSync(journal)) {
      const good = readLines(dir, JOURNAL, records, true);
      // Cut a torn tail off, so the next batch is not appended after half a line.
      if (good < statSync(journal).size) {
        const fd = openSync(journal, "r+");
        ftruncateSync(fd, good);
        fsyncSync(fd);
        closeSync(fd);
      }
    }
    return new StateFiles(dir, records);
  }

  /** Appends one batch of changes and makes it durable. */
  append(changes: StoredRecord[]): void {
    if (changes.length === 0) return;
    let chunk = "";
    for (const c of changes) {
      chunk += line(c);
      if (chunk.length > 1 << 20) {
        this.write(chunk);
        chunk = "";
      }
    }
    this.write(chunk + COMMIT + "\n");
    fsyncSync(this.fd);
  }

  get needsCompaction(): boolean {
    return this.journalBytes > Math.max(this.snapshotBytes, MIN_COMPACT_BYTES);
  }

  /** Writes every live record as the new snapshot, then empties the journal. */
  compact(all: Iterable<StoredRecord>): void {
    const tmp = join(this.dir, SNAPSHOT + ".tmp");
    const fd = openSync(tmp, "w");
    let bytes = 0;
    let chunk = header();
    const flush = () => {
      bytes += writeSync(fd, chunk);
      chunk = "";
    };
    for (const r of all) {
      if (r.json === null) continue;
      chunk += line(r);
      if (chunk.length > 1 << 20) flush();
    }
    flush();
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, join(this.dir, SNAPSHOT));
    syncDir(this.dir);
    this.snapshotBytes = bytes;
    // A crash before this point replays the old journal onto the new snapshot: the same values.
    ftruncateSync(this.fd, 0);
    this.journalBytes = 0;
    this.write(header());
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }

  private write(text: string): void {
    this.journalBytes += writeSync(this.fd, text);
  }
}

function line(r: StoredRecord): string {
  return JSON.stringify(r.at) + "\t" + (r.json ?? "") + "\n";
}

function syncDir(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Applies one file's records to `into`; in the journal only whole committed batches. Returns the
 * byte length of what was applied (the header included).
 */
function readLines(dir: string, name: string, into: Map<string, StoredRecord>, batched: boolean): number {
  const text = readFileSync(join(dir, name), "utf8");
  const firstEnd = text.indexOf("\n");
  checkHeader(dir, name, firstEnd < 0 ? text : text.slice(0, firstEnd), firstEnd < 0 && text.length < 200);
  let good = firstEnd + 1;
  let batch: StoredRecord[] = [];
  const apply = (records: StoredRecord[]) => {
    for (const r of records) {
      const key = addressKey(r.at);
      if (r.json === null) into.delete(key);
      else into.set(key, r);
    }
  };
  for (let start = good; start < text.length;) {
    const end = text.indexOf("\n", start);
    if (end < 0) break; // a line without its newline was cut short
    const l = text.slice(start, end);
    start = end + 1;
    if (l === COMMIT) {
      apply(batch);
      batch = [];
      good = start;
      continue;
    }
    const tab = l.indexOf("\t");
    let at: Address | undefined;
    try {
      at = tab < 0 ? undefined : (JSON.parse(l.slice(0, tab)) as Address);
    } catch {
      at = undefined;
    }
    if (!Array.isArray(at)) {
      if (batched) break;
      throw new StateDirError(`${join(dir, name)} is damaged (an unreadable line); restore it or remove the directory`);
    }
    const json = l.slice(tab + 1);
    batch.push({ at, json: json === "" ? null : json });
  }
  if (!batched) {
    apply(batch);
    good = text.length;
  }
  return good;
}

function checkHeader(dir: string, name: string, first: string, torn: boolean): void {
  let h: { format?: unknown; version?: unknown } | undefined;
  try {
    h = JSON.parse(first) as typeof h;
  } catch {
    h = undefined;
  }
  if (h?.format === FORMAT && h.version === VERSION) return;
  if (torn && name === JOURNAL) return; // killed while writing the journal's first line
  const what = h?.format === FORMAT ? `format version ${String(h.version)}` : "not a msgform emulator state file";
  throw new StateDirError(
    `${join(dir, name)}: ${what}; this msgform emulator reads format version ${VERSION} ` +
    "(use another --state-dir, or remove this one to start empty)",
  );
}
