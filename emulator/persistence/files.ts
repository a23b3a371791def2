import { closeSync, constants, fsyncSync, ftruncateSync, openSync, readSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { CREATE_EXCLUSIVE, entryKind } from "../../sdk/files/private";
import { type Address, addressKey } from "./codec";
import {
  chain,
  CHAIN_START,
  checkedLine,
  controlOf,
  count,
  damageAt,
  eachLine,
  lineCrc,
  recordOf,
  StateDirError,
  verifiedCrc,
} from "./lines";

export { StateDamage, StateDirError } from "./lines";

/** What the first line of both files says; a directory with another version is refused. */
export const FORMAT = "msgform-emulator-state";
/** 2: every line checksummed, batches numbered, the snapshot sealed by an end line. 1 is read and migrated. */
export const VERSION = 2;

export const SNAPSHOT = "snapshot.ndjson";
export const JOURNAL = "journal.ndjson";
export const SNAPSHOT_TMP = SNAPSHOT + ".tmp";
/** The journal is folded into a new snapshot once it outgrows the snapshot (and this). */
const MIN_COMPACT_BYTES = 8 * 1024 * 1024;

/** One stored record: where it lives and its JSON (codec.ts); null json: deleted. */
export interface StoredRecord {
  at: Address;
  json: string | null;
  /** Where it was read from, for a refusal that names the line. */
  file?: string;
  line?: number;
}

const header = (version = VERSION) => JSON.stringify({ format: FORMAT, version }) + "\n";

/**
 * The files of a state directory: snapshot.ndjson (every record, replaced atomically by write,
 * fsync, rename, closed by an end line with the record count and a checksum of all its lines) and
 * journal.ndjson (numbered batches of changed records appended since, each closed by a commit line
 * with its number, record count and checksum, fsynced). Every line carries its own checksum
 * (lines.ts). Only a batch cut off at the very end of the journal (a process killed mid-write) is
 * dropped, with a notice; any other damage refuses the directory, and a refused file is never
 * changed.
 */
export class StateFiles {
  private journalBytes: number;
  private snapshotBytes: number;
  /** Read from format version 1 and rewritten: its records are as that version stored them. */
  migrated = false;

  private constructor(
    readonly dir: string,
    readonly records: Map<string, StoredRecord>,
    private fd: number,
    /** The number of the last batch written. */
    private seq: number,
  ) {
    const snap = join(dir, SNAPSHOT);
    this.snapshotBytes = entryKind(snap) === "file" ? statSync(snap).size : 0;
    this.journalBytes = statSync(join(dir, JOURNAL)).size;
  }

  /**
   * Reads every committed record of `dir` (which the caller holds locked). Throws StateDamage
   * for damage, StateDirError for a directory it cannot use; `notice` hears of a dropped torn tail
   * and of a migration from format version 1.
   */
  static open(dir: string, notice: (line: string) => void): StateFiles {
    const records = new Map<string, StoredRecord>();
    const snap = join(dir, SNAPSHOT);
    const journal = join(dir, JOURNAL);
    const snapVersion = entryKind(snap) === "missing" ? undefined : versionOf(snap, false);
    const journalVersion = entryKind(journal) === "missing" ? undefined : versionOf(journal, true);
    if (snapVersion === 1 || journalVersion === 1) {
      if ((snapVersion ?? 1) !== 1 || (journalVersion ?? 1) !== 1) {
        throw new StateDirError(`${dir}: ${SNAPSHOT} and ${JOURNAL} are of different format versions; ${restoreAdvice}`);
      }
      readVersion1(dir, records, notice);
      const files = new StateFiles(dir, records, openJournal(journal, 1), 0);
      files.compact(records.values());
      files.migrated = true;
      notice(`${dir}: state of format version 1 read and rewritten as format version ${VERSION} (checksummed)`);
      return files;
    }
    const snapSeq = snapVersion === undefined ? 0 : readSnapshot(snap, records);
    const last = journalVersion === undefined ? undefined : readJournal(journal, records, snapSeq, notice);
    // A journal that adds nothing to the snapshot (a compaction stopped before emptying it) starts over.
    const fresh = last === undefined || last <= snapSeq;
    const fd = openJournal(journal, fresh ? snapSeq + 1 : undefined);
    return new StateFiles(dir, records, fd, fresh ? snapSeq : last);
  }

  /** Appends one batch of changes and makes it durable. */
  append(changes: StoredRecord[]): void {
    if (changes.length === 0) return;
    let chunk = "";
    let sum = CHAIN_START;
    for (const c of changes) {
      const p = JSON.stringify(c.at) + "\t" + (c.json ?? "");
      const crc = lineCrc(p);
      sum = chain(sum, crc);
      chunk += checkedLine(p, crc);
      if (chunk.length > 1 << 20) {
        this.write(chunk);
        chunk = "";
      }
    }
    this.seq++;
    this.write(chunk + control({ commit: { seq: this.seq, records: changes.length, crc: hex(sum) } }));
    fsyncSync(this.fd);
  }

  get needsCompaction(): boolean {
    return this.journalBytes > Math.max(this.snapshotBytes, MIN_COMPACT_BYTES);
  }

  /** Writes every live record as the new snapshot, then empties the journal. */
  compact(all: Iterable<StoredRecord>): void {
    const tmp = join(this.dir, SNAPSHOT_TMP);
    const kind = entryKind(tmp);
    if (kind === "link" || kind === "other") throw new StateDirError(`refusing ${tmp}: it is not a regular file; remove it`);
    if (kind === "file") unlinkSync(tmp); // left by a compaction that stopped
    const fd = openSync(tmp, CREATE_EXCLUSIVE, 0o600);
    let bytes = 0;
    let sum = CHAIN_START;
    let n = 0;
    let chunk = header() + control({ snapshot: { seq: this.seq } });
    const flush = () => {
      bytes += writeSync(fd, chunk);
      chunk = "";
    };
    for (const r of all) {
      if (r.json === null) continue;
      const p = JSON.stringify(r.at) + "\t" + r.json;
      const crc = lineCrc(p);
      sum = chain(sum, crc);
      n++;
      chunk += checkedLine(p, crc);
      if (chunk.length > 1 << 20) flush();
    }
    chunk += control({ end: { records: n, crc: hex(sum) } });
    flush();
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, join(this.dir, SNAPSHOT));
    syncDir(this.dir);
    this.snapshotBytes = bytes;
    // A crash before this point replays the old journal's batches, which the snapshot holds: skipped.
    ftruncateSync(this.fd, 0);
    this.journalBytes = 0;
    this.write(header() + control({ journal: { seq: this.seq + 1 } }));
    fsyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
  }

  private write(text: string): void {
    this.journalBytes += writeSync(this.fd, text);
  }
}

const restoreAdvice = "restore the directory from a backup, or use another --state-dir";
const hex = (n: number) => n.toString(16).padStart(8, "0");

function control(body: object): string {
  const p = JSON.stringify(body);
  return checkedLine(p, lineCrc(p));
}

function syncDir(dir: string): void {
  const fd = openSync(dir, constants.O_RDONLY);
  try {
    fsyncSync(fd);
  } catch {
    // Some file systems cannot sync a directory; the rename is still atomic.
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens the journal for appending, never through a link. With `startSeq`, it is (re)started empty:
 * its header and the number of the first batch to come.
 */
function openJournal(path: string, startSeq: number | undefined): number {
  const exists = entryKind(path) !== "missing";
  const fd = exists
    ? openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW)
    : openSync(path, CREATE_EXCLUSIVE | constants.O_APPEND, 0o600);
  if (startSeq !== undefined) {
    ftruncateSync(fd, 0);
    writeSync(fd, header() + control({ journal: { seq: startSeq } }));
    fsyncSync(fd);
  }
  return fd;
}

/** The format version on a file's first line; refuses another format or version on one line. */
function versionOf(path: string, journal: boolean): 1 | 2 | undefined {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  const buf = Buffer.alloc(256);
  let n: number;
  try {
    n = readSync(fd, buf, 0, buf.length, 0);
  } finally {
    closeSync(fd);
  }
  const end = buf.subarray(0, n).indexOf(10);
  const first = buf.toString("utf8", 0, end < 0 ? n : end);
  // Killed while writing the journal's first line: nothing was ever committed to it.
  if (end < 0 && journal && (header(1).startsWith(first) || header().startsWith(first))) return undefined;
  let h: { format?: unknown; version?: unknown } | undefined;
  try {
    h = JSON.parse(first) as typeof h;
  } catch {
    h = undefined;
  }
  if (h?.format === FORMAT && (h.version === 1 || h.version === VERSION)) return h.version;
  if (h?.format !== FORMAT) throw damageAt(path, 1, 0, "not the header of a msgform emulator state file");
  throw new StateDirError(
    `${path}: format version ${String(h.version)}; this msgform emulator reads format version ${VERSION} ` +
    "(and 1, which it migrates) (use another --state-dir, or move this one away to start empty)",
  );
}

const CHANGED = "its checksum does not match (a changed, added or removed byte)";

/** Reads a snapshot of format version 2 into `into`; returns the number of the last batch it holds. */
function readSnapshot(path: string, into: Map<string, StoredRecord>): number {
  let seq: number | undefined;
  let sum = CHAIN_START;
  let n = 0;
  let ended = false;
  const end = eachLine(path, ({ data, start, end, text, no, offset }) => {
    if (no === 1) return; // the header, checked already
    const damage = (what: string) => damageAt(path, no, offset, what);
    if (ended) throw damage("a line after the snapshot's end line");
    const crc = verifiedCrc(data, start, end);
    if (crc < 0) throw damage(CHANGED);
    const payload = text.slice(9);
    const control = controlOf(payload);
    if (no === 2) {
      seq = control?.[0] === "snapshot" ? count(control[1].seq) : undefined;
      if (seq === undefined) throw damage("not the snapshot's opening line");
      return;
    }
    if (control) {
      if (control[0] !== "end") throw damage(`a "${control[0]}" line does not belong in a snapshot`);
      if (control[1].records !== n) throw damage(`the snapshot says it holds ${String(control[1].records)} records, not ${n}`);
      if (control[1].crc !== hex(sum)) throw damage("the snapshot's lines are not the ones it was written with (moved or replaced)");
      ended = true;
      return;
    }
    const r = recordOf(payload);
    if (typeof r === "string") throw damage(r);
    const key = addressKey(r.at);
    if (r.json === null || into.has(key)) throw damage(r.json === null ? "a deletion in a snapshot" : "a record twice");
    sum = chain(sum, crc);
    n++;
    into.set(key, { at: r.at, json: r.json, file: path, line: no });
  });
  if (end.complete < end.size) throw damageAt(path, end.partialLine, end.complete, "the file ends in the middle of a line (cut short)");
  if (!ended) throw damageAt(path, end.partialLine, end.size, "the snapshot ends before its end line (cut short)");
  return seq!;
}

/**
 * Applies a journal of format version 2 on top of a snapshot holding batches up to `snapSeq`.
 * Returns the number of its last committed batch (undefined: none). A torn final batch is cut off.
 */
function readJournal(path: string, into: Map<string, StoredRecord>, snapSeq: number, notice: (l: string) => void) {
  let expected: number | undefined;
  let batch: StoredRecord[] = [];
  let sum = CHAIN_START;
  let good = 0;
  let last: number | undefined;
  const end = eachLine(path, ({ data, start, end, text, no, offset }) => {
    const damage = (what: string) => damageAt(path, no, offset, what);
    const next = offset + end - start + 1;
    if (no === 1) return void (good = next);
    const crc = verifiedCrc(data, start, end);
    if (crc < 0) throw damage(CHANGED);
    const payload = text.slice(9);
    const control = controlOf(payload);
    if (no === 2) {
      expected = control?.[0] === "journal" ? count(control[1].seq) : undefined;
      if (!expected) throw damage("not the journal's opening line");
      if (expected > snapSeq + 1) {
        throw damage(`the journal continues from batch ${expected} but the snapshot ends at batch ${snapSeq} (batches missing)`);
      }
      return void (good = next);
    }
    if (!control) {
      const r = recordOf(payload);
      if (typeof r === "string") throw damage(r);
      sum = chain(sum, crc);
      batch.push({ at: r.at, json: r.json, file: path, line: no });
      return;
    }
    const seq = control[0] === "commit" ? count(control[1].seq) : undefined;
    if (seq === undefined) throw damage(`a "${control[0]}" line does not belong in a journal`);
    if (seq !== expected) throw damage(`batch ${seq} where batch ${expected} belongs (batches moved or missing)`);
    if (control[1].records !== batch.length || control[1].crc !== hex(sum)) {
      throw damage(`batch ${seq} is not the batch that was written (lines moved, added or removed)`);
    }
    if (seq > snapSeq) for (const r of batch) apply(into, r);
    last = seq;
    expected = seq + 1;
    batch = [];
    sum = CHAIN_START;
    good = next;
  });
  if (end.partial && verifiedCrc(end.partial.subarray(0, -1)) >= 0) {
    throw damageAt(path, end.partialLine, end.size - 1, "a byte where the line's newline belongs");
  }
  if (good < end.size) cutTornTail(path, good, end.size, notice);
  return last;
}

function apply(into: Map<string, StoredRecord>, r: StoredRecord): void {
  const key = addressKey(r.at);
  if (r.json === null) into.delete(key);
  else into.set(key, r);
}

/** Drops a batch cut off mid-write at the very end of the journal, so the next one is not appended after it. */
function cutTornTail(path: string, good: number, size: number, notice: (l: string) => void): void {
  const fd = openSync(path, constants.O_RDWR | constants.O_NOFOLLOW);
  try {
    ftruncateSync(fd, good);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  notice(`${path}: dropped ${size - good} bytes at its end (byte ${good} on): a batch cut off mid-write, never committed`);
}

/**
 * Reads a directory of format version 1 (no checksums): whole committed journal batches; a line
 * that is not a record is damage, unless it is in the uncommitted tail of the journal.
 */
function readVersion1(dir: string, into: Map<string, StoredRecord>, notice: (l: string) => void): void {
  for (const name of [SNAPSHOT, JOURNAL]) {
    const path = join(dir, name);
    if (entryKind(path) === "missing") continue;
    const journal = name === JOURNAL;
    let batch: StoredRecord[] = [];
    let good = 0;
    let bad: ReturnType<typeof damageAt> | undefined;
    const end = eachLine(path, ({ start, end, text, no, offset }) => {
      const next = offset + end - start + 1;
      if (no === 1) return void (good = next);
      if (journal && text === "commit") {
        if (bad) throw bad;
        for (const r of batch) apply(into, r);
        batch = [];
        return void (good = next);
      }
      const r = recordOf(text);
      if (typeof r === "string") bad ??= damageAt(path, no, offset, r);
      else batch.push({ at: r.at, json: r.json, file: path, line: no });
      if (bad && !journal) throw bad;
    });
    if (!journal) {
      if (end.complete < end.size) throw damageAt(path, end.partialLine, end.complete, "the file ends in the middle of a line (cut short)");
      for (const r of batch) apply(into, r);
    } else if (good < end.size) {
      cutTornTail(path, good, end.size, notice);
    }
  }
}
