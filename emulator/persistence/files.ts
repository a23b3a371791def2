import { randomBytes } from "node:crypto";
import { closeSync, constants, fsyncSync, ftruncateSync, openSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";
import { crashPoint } from "../../sdk/crashPoints";
import { syncDir } from "../../sdk/files/checked";
import { CREATE_EXCLUSIVE, entryKind } from "../../sdk/files/private";
import { type Address, addressKey } from "./codec";
import {
  chain,
  CHAIN_START,
  checkedLine,
  controlOf,
  count,
  DAMAGE_ADVICE,
  damageAt,
  eachLine,
  lineCrc,
  recordOf,
  StateDamage,
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
export const JOURNAL_TMP = JOURNAL + ".tmp";
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

/**
 * The first line of a state file of `version`, byte for byte. It has no checksum of its own: it is
 * compared whole, and the lines after it must agree with it (migration.ts, formatOf).
 */
export const header = (version = VERSION): string => JSON.stringify({ format: FORMAT, version }) + "\n";
const HEADER_LINE = header().slice(0, -1);

/** A directory's id: written in the opening line of its snapshot and of its journal, which must agree. */
const newId = () => randomBytes(16).toString("hex");
const ID_PATTERN = /^[0-9a-f]{32}$/;

/** What reading a directory's format-2 files found. Nothing is changed until StateFiles.open. */
export interface FilesRead {
  records: Map<string, StoredRecord>;
  /** The number of the last batch the state holds. */
  seq: number;
  /** The directory's id; undefined: files written before ids, given one by a compaction at open. */
  id: string | undefined;
  /** The journal starts over: missing (a new directory, or a migration's), or holding nothing beyond the snapshot. */
  restartJournal: boolean;
  /** A batch cut off at the journal's end (bytes from `good` to `size`): cut once every check has passed. */
  tornTail?: { path: string; good: number; size: number };
  /** The snapshot was written by a migration from format version 1 (migration.ts). */
  migrated: boolean;
}

/**
 * Reads every committed record of a directory of format version 2 (which the caller holds locked),
 * changing nothing. Throws StateDamage, naming the file, line and fix, for damage: a changed byte,
 * lines or batches moved, repeated or missing, a snapshot and a journal of different directories,
 * a journal missing beside its snapshot (unless `migrating`: a migration's format-1 files are still
 * there, and its new snapshot may have been put in place before the journal).
 */
export function readFiles(dir: string, migrating = false): FilesRead {
  const records = new Map<string, StoredRecord>();
  const snap = join(dir, SNAPSHOT);
  const journal = join(dir, JOURNAL);
  const snapshot = entryKind(snap) === "missing" ? undefined : readSnapshot(snap, records);
  const snapSeq = snapshot?.seq ?? 0;
  const j = entryKind(journal) === "missing" ? undefined : readJournal(journal, records, snapSeq);
  // A journal exists from a directory's first start on; only a migration (its format-1 files still
  // beside it) puts its snapshot in place before its journal.
  if (snapshot && !j && !(snapshot.migrated && migrating)) {
    throw new StateDamage(`${journal} is missing beside ${snap} (the changes written after the snapshot would be lost); ${DAMAGE_ADVICE}`);
  }
  const adds = j?.last !== undefined && j.last > snapSeq;
  if (snapshot && j && j.id !== snapshot.id && (j.id !== undefined || adds)) {
    const what = j.id === undefined
      ? "it has no directory id, but the snapshot it continues has one: it was not written after this snapshot"
      : snapshot.id === undefined
        ? `it belongs to directory ${j.id}, but ${snap} has no directory id: the snapshot is not the one this journal continues`
        : `it belongs to directory ${j.id}, but ${snap} to directory ${snapshot.id}: files of two state directories`;
    throw damageAt(journal, 2, j!.openerAt, what);
  }
  const known = snapshot?.id ?? j?.id;
  const legacy = known === undefined && (snapshot !== undefined || j?.last !== undefined);
  const restartJournal = !adds;
  return {
    records,
    seq: adds ? j.last! : snapSeq,
    id: known ?? (legacy ? undefined : newId()),
    restartJournal,
    tornTail: j && j.good < j.size ? { path: journal, good: j.good, size: j.size } : undefined,
    migrated: snapshot?.migrated ?? false,
  };
}

/**
 * The files of a state directory: snapshot.ndjson (every record, replaced atomically by write,
 * fsync, rename, opened by a line with its batch number and the directory's id, closed by an end
 * line with the record count and a checksum of all its lines) and journal.ndjson (opened by a line
 * with the number of its first batch and the directory's id, then numbered batches of changed
 * records appended since, each closed by a commit line with its number, record count and checksum,
 * fsynced). Every line carries its own checksum (lines.ts). Only a batch cut off at the very end of
 * the journal (a process killed mid-write) is dropped, with a notice, once every check has passed;
 * any other damage refuses the directory, and a refused file is never changed.
 */
export class StateFiles {
  private journalBytes: number;
  private snapshotBytes: number;

  private constructor(
    readonly dir: string,
    readonly records: Map<string, StoredRecord>,
    private fd: number,
    /** The number of the last batch written. */
    private seq: number,
    private id: string | undefined,
  ) {
    const snap = join(dir, SNAPSHOT);
    this.snapshotBytes = entryKind(snap) === "file" ? statSync(snap).size : 0;
    this.journalBytes = statSync(join(dir, JOURNAL)).size;
  }

  /**
   * Opens what readFiles read for writing, once every check has passed: a torn tail is cut (and
   * `notice` hears of it), a journal that holds nothing beyond the snapshot starts over, and files
   * written before directory ids get one (a compaction).
   */
  static open(dir: string, read: FilesRead, notice: (line: string) => void): StateFiles {
    // Left by a compaction, a migration or a journal's start that was stopped: never read.
    for (const tmp of [SNAPSHOT_TMP, JOURNAL_TMP]) if (entryKind(join(dir, tmp)) === "file") unlinkSync(join(dir, tmp));
    // A journal that starts over loses its torn tail with the rest: cut only one that goes on.
    if (read.tornTail) dropTornTail(read.tornTail, !read.restartJournal, notice);
    const fd = read.restartJournal ? startJournal(dir, read.seq + 1, read.id) : appendTo(join(dir, JOURNAL));
    const files = new StateFiles(dir, read.records, fd, read.seq, read.id);
    if (read.id === undefined) files.compact(read.records.values());
    return files;
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

  /** Writes every live record as the new snapshot, then starts the journal over. */
  compact(all: Iterable<StoredRecord>): void {
    this.id ??= newId();
    this.snapshotBytes = writeSnapshot(this.dir, all, { seq: this.seq, dir: this.id });
    crashPoint("state-compact-written");
    renameSync(join(this.dir, SNAPSHOT_TMP), join(this.dir, SNAPSHOT));
    syncDir(this.dir);
    crashPoint("state-compact-switched");
    // A crash before the new journal is in place leaves the old one, whose batches the snapshot holds: skipped.
    const fd = startJournal(this.dir, this.seq + 1, this.id);
    closeSync(this.fd);
    this.fd = fd;
    this.journalBytes = statSync(join(this.dir, JOURNAL)).size;
  }

  close(): void {
    closeSync(this.fd);
  }

  private write(text: string): void {
    this.journalBytes += writeSync(this.fd, text);
  }
}

/**
 * Writes `all` (deletions skipped) as a snapshot to SNAPSHOT_TMP, synced, opened by `opening`
 * (`{seq, dir, migrated?}`); returns its size. The caller renames it into place.
 */
export function writeSnapshot(
  dir: string,
  all: Iterable<StoredRecord>,
  opening: { seq: number; dir: string; migrated?: true },
): number {
  const fd = createTemporary(join(dir, SNAPSHOT_TMP));
  try {
    let bytes = 0;
    let sum = CHAIN_START;
    let n = 0;
    let chunk = header() + control({ snapshot: opening });
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
    return bytes;
  } finally {
    closeSync(fd);
  }
}

/** Creates the temporary file `path` (mode 0600), replacing one a stopped process left; refuses anything else there. */
function createTemporary(path: string): number {
  const kind = entryKind(path);
  if (kind === "link" || kind === "other") throw new StateDirError(`refusing ${path}: it is not a regular file; remove it`);
  if (kind === "file") unlinkSync(path);
  return openSync(path, CREATE_EXCLUSIVE, 0o600);
}

const hex = (n: number) => n.toString(16).padStart(8, "0");

function control(body: object): string {
  const p = JSON.stringify(body);
  return checkedLine(p, lineCrc(p));
}

/** Opens the journal for appending, never through a link. */
function appendTo(path: string): number {
  return openSync(path, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW);
}

/**
 * Puts a new, empty journal in place (its header and opening line, written beside it, synced and
 * renamed over it: a journal is never without its opening line) and opens it for appending.
 */
function startJournal(dir: string, seq: number, id: string | undefined): number {
  const tmp = join(dir, JOURNAL_TMP);
  const fd = createTemporary(tmp);
  try {
    writeSync(fd, header() + control({ journal: id === undefined ? { seq } : { seq, dir: id } }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  const path = join(dir, JOURNAL);
  renameSync(tmp, path);
  syncDir(dir);
  return appendTo(path);
}

/** The directory id in an opening line: absent (older files), or 32 hex digits; null: neither. */
function idOf(v: unknown): string | undefined | null {
  if (v === undefined) return undefined;
  return typeof v === "string" && ID_PATTERN.test(v) ? v : null;
}

const CHANGED = "its checksum does not match (a changed, added or removed byte)";

/** What a snapshot's opening line says. */
interface SnapshotRead {
  seq: number;
  id: string | undefined;
  migrated: boolean;
}

/** Reads a snapshot of format version 2 into `into`. */
function readSnapshot(path: string, into: Map<string, StoredRecord>): SnapshotRead {
  let opening: SnapshotRead | undefined;
  let sum = CHAIN_START;
  let n = 0;
  let ended = false;
  const end = eachLine(path, ({ data, start, end, text, no, offset }) => {
    const damage = (what: string) => damageAt(path, no, offset, what);
    if (no === 1) {
      if (text !== HEADER_LINE) throw damage(`not the first line of a state file of format version ${VERSION} (${HEADER_LINE})`);
      return;
    }
    if (ended) throw damage("a line after the snapshot's end line");
    const crc = verifiedCrc(data, start, end);
    if (crc < 0) throw damage(CHANGED);
    const payload = text.slice(9);
    const control = controlOf(payload);
    if (no === 2) {
      const body = control?.[0] === "snapshot" ? control[1] : {};
      const seq = count(body.seq);
      const id = idOf(body.dir);
      if (seq === undefined || id === null || (body.migrated !== undefined && body.migrated !== true)) {
        throw damage("not the snapshot's opening line");
      }
      opening = { seq, id, migrated: body.migrated === true };
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
  return opening!;
}

/** What a journal holds: its first batch's number and its directory's id. */
interface JournalRead {
  start: number | undefined;
  id: string | undefined;
  /** The opening line's byte offset. */
  openerAt: number;
  /** The number of its last committed batch (undefined: none). */
  last: number | undefined;
  /** Where its committed part ends, and its size: bytes between are a torn tail. */
  good: number;
  size: number;
}

/**
 * Applies a journal of format version 2 on top of a snapshot holding batches up to `snapSeq`.
 * A torn final batch is left out (and cut later, by StateFiles.open).
 */
function readJournal(path: string, into: Map<string, StoredRecord>, snapSeq: number): JournalRead {
  const read: JournalRead = { start: undefined, id: undefined, openerAt: 0, last: undefined, good: 0, size: 0 };
  let expected = 0;
  let batch: StoredRecord[] = [];
  let sum = CHAIN_START;
  const end = eachLine(path, ({ data, start, end, text, no, offset }) => {
    const damage = (what: string) => damageAt(path, no, offset, what);
    const next = offset + end - start + 1;
    if (no === 1) {
      if (text !== HEADER_LINE) throw damage(`not the first line of a state file of format version ${VERSION} (${HEADER_LINE})`);
      return void (read.good = next);
    }
    const crc = verifiedCrc(data, start, end);
    if (crc < 0) throw damage(CHANGED);
    const payload = text.slice(9);
    const control = controlOf(payload);
    if (no === 2) {
      const body = control?.[0] === "journal" ? control[1] : {};
      const first = count(body.seq);
      const id = idOf(body.dir);
      if (!first || id === null) throw damage("not the journal's opening line");
      if (first > snapSeq + 1) {
        throw damage(`the journal continues from batch ${first} but the snapshot ends at batch ${snapSeq} (batches missing)`);
      }
      Object.assign(read, { start: first, id, openerAt: offset, good: next });
      expected = first;
      return;
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
    read.last = seq;
    expected = seq + 1;
    batch = [];
    sum = CHAIN_START;
    read.good = next;
  });
  read.size = end.size;
  if (end.partial && verifiedCrc(end.partial.subarray(0, -1)) >= 0) {
    throw damageAt(path, end.partialLine, end.size - 1, "a byte where the line's newline belongs");
  }
  // A journal is put in place whole, with its opening line (startJournal): without one, it was cut short.
  if (read.start === undefined) {
    throw damageAt(path, Math.min(end.partialLine, 2), read.good, "the journal ends before its opening line (cut short, or emptied)");
  }
  return read;
}

/** Applies one journal record: a deletion removes its address. */
export function apply(into: Map<string, StoredRecord>, r: StoredRecord): void {
  const key = addressKey(r.at);
  if (r.json === null) into.delete(key);
  else into.set(key, r);
}

/** Drops a batch cut off mid-write at the very end of the journal, so the next one is not appended after it. */
function dropTornTail(tail: NonNullable<FilesRead["tornTail"]>, cut: boolean, notice: (l: string) => void): void {
  const fd = cut ? openSync(tail.path, constants.O_RDWR | constants.O_NOFOLLOW) : undefined;
  if (fd !== undefined) {
    try {
      ftruncateSync(fd, tail.good);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  notice(`${tail.path}: dropped ${tail.size - tail.good} bytes at its end (byte ${tail.good} on): a batch cut off mid-write, never committed`);
}
