import { closeSync, constants, openSync, readSync, renameSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { crashPoint } from "../../sdk/crashPoints";
import { entryKind } from "../../sdk/files/private";
import { addressKey } from "./codec";
import { apply, type FilesRead, FORMAT, header, JOURNAL, readFiles, SNAPSHOT, SNAPSHOT_TMP, type StoredRecord, VERSION, writeSnapshot } from "./files";
import { syncDir } from "../../sdk/files/checked";
import { damageAt, eachLine, recordOf, StateDirError } from "./lines";

/**
 * Format version 1 (earlier releases: no checksums, "commit" lines) and its migration to version 2.
 *
 * The migration cannot lose what the format-1 files hold: everything is read and checked before
 * anything is written; the new snapshot is written beside the old files (snapshot.ndjson.tmp,
 * synced); the format-1 files are renamed aside (`<name>.format1`); one rename puts the new
 * snapshot in place; it is read back; the new journal is started; only then are the format-1
 * files removed. Killed at any point, the next start finds either no new snapshot in place (the
 * format-1 files, under either name, are read and the migration starts over) or the new snapshot,
 * marked as migrated, with the format-1 files still beside it (it is read and checked like any
 * other, then the migration is finished).
 */

const SNAPSHOT_FORMAT1 = SNAPSHOT + ".format1";
const JOURNAL_FORMAT1 = JOURNAL + ".format1";

/** The crash points (sdk/crashPoints.ts) of a migration, in order. */
export const MIGRATION_STEPS = [
  "state-key-written",
  "state-migration-written",
  "state-migration-journal-aside",
  "state-migration-snapshot-aside",
  "state-migration-switched",
  "state-migration-journal-started",
  "state-migration-leftover-removed",
] as const;

/** Where a start finds the directory's state. */
export type Layout =
  /** Format 2 (or nothing yet); `leftovers`: format-1 files a finished migration had not removed yet. */
  | { format: 2; leftovers: string[] }
  /** Format 1, where a migration (or none) left it; `stale`: a format-2 journal holding nothing, to remove. */
  | { format: 1; snapshot: string | undefined; journal: string | undefined; stale: string | undefined };
export type Format1 = Extract<Layout, { format: 1 }>;

/**
 * The format version a state file's first line says, checked against the line after it (the
 * first line has no checksum of its own: it must be one of the two this emulator knows, byte for
 * byte, and agree with the lines after it). Undefined: a journal killed while writing its first line.
 */
function formatOf(path: string, journal: boolean): 1 | 2 | undefined {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  const buf = Buffer.alloc(512);
  let n: number;
  try {
    n = readSync(fd, buf, 0, buf.length, 0);
  } finally {
    closeSync(fd);
  }
  const nl = buf.subarray(0, n).indexOf(10);
  const first = buf.toString("latin1", 0, nl < 0 ? n : nl);
  if (nl < 0 && journal && (header(1).startsWith(first) || header(2).startsWith(first))) return undefined;
  if (nl >= 0 && first + "\n" === header(2)) return 2;
  if (nl >= 0 && first + "\n" === header(1)) {
    // A format-1 line is a record (`[…]\t…`) or "commit": a checksummed line after it says the first line was changed.
    if (CHECKSUMMED.test(buf.toString("latin1", nl + 1, Math.min(n, nl + 10)))) {
      throw damageAt(path, 1, 0, `it says format version 1, but the lines after it are checksummed lines of format version ${VERSION}: the first line was changed`);
    }
    return 1;
  }
  let h: { format?: unknown; version?: unknown } | undefined;
  try {
    h = JSON.parse(first) as typeof h;
  } catch {
    h = undefined;
  }
  if (nl >= 0 && h?.format === FORMAT && h.version !== 1 && h.version !== VERSION) {
    throw new StateDirError(
      `${path}: format version ${String(h.version)}; this msgform emulator reads format version ${VERSION} ` +
      "(and 1, which it migrates) (use another --state-dir, or move this one away to start empty; " +
      "if this msgform wrote it, its first line was changed: restore the directory from a backup)",
    );
  }
  throw damageAt(path, 1, 0, `not the first line of a msgform emulator state file (${header().trim()})`);
}

const CHECKSUMMED = /^[0-9a-f]{8}\t/;

/** Finds where the directory's state is, changing nothing. Throws StateDamage or StateDirError. */
export function layoutOf(dir: string): Layout {
  const at = (name: string) => join(dir, name);
  const present = (name: string) => entryKind(at(name)) !== "missing";
  const snap = present(SNAPSHOT) ? formatOf(at(SNAPSHOT), false) : undefined;
  const journal = present(JOURNAL) ? formatOf(at(JOURNAL), true) : undefined;
  const aside = [SNAPSHOT_FORMAT1, JOURNAL_FORMAT1].filter(present);
  for (const name of aside) {
    if (formatOf(at(name), name === JOURNAL_FORMAT1) !== 1) {
      throw new StateDirError(`${at(name)} is not a file of format version 1, which is the only kind kept under that name; move it out of ${dir}`);
    }
  }
  const conflict = (name: string) =>
    new StateDirError(
      `${at(name)} and ${at(name + ".format1")} are both files of format version 1 (a migration cannot have left both): ` +
      `keep the one you trust under ${name}, move the other out of ${dir}`,
    );
  if (snap === 2 || (snap === undefined && journal === 2 && aside.length === 0)) {
    if (journal === 1) {
      throw damageAt(at(JOURNAL), 1, 0, `a journal of format version 1 beside a snapshot of format version ${VERSION}`);
    }
    return { format: 2, leftovers: aside.map(at) };
  }
  if (snap === 1 && aside.includes(SNAPSHOT_FORMAT1)) throw conflict(SNAPSHOT);
  if (journal === 1 && aside.includes(JOURNAL_FORMAT1)) throw conflict(JOURNAL);
  const snapshot = snap === 1 ? at(SNAPSHOT) : aside.includes(SNAPSHOT_FORMAT1) ? at(SNAPSHOT_FORMAT1) : undefined;
  const journal1 = journal === 1 ? at(JOURNAL) : aside.includes(JOURNAL_FORMAT1) ? at(JOURNAL_FORMAT1) : undefined;
  if (!snapshot && !journal1) return { format: 2, leftovers: [] };
  // A journal of format 2 (or one killed while writing its first line) beside format-1 files: one an
  // earlier release's migration started before it was stopped. It can hold nothing, or it is damage.
  const stale = present(JOURNAL) && journal !== 1 ? at(JOURNAL) : undefined;
  if (stale && journal === 2) refuseBatches(stale);
  return { format: 1, snapshot, journal: journal1, stale };
}

/** Refuses a format-2 journal beside format-1 files unless it holds nothing but its opening line. */
function refuseBatches(path: string): void {
  eachLine(path, ({ no, offset }) => {
    if (no > 2) throw damageAt(path, no, offset, `a journal of format version ${VERSION} that holds batches, beside files of format version 1`);
  });
}

/**
 * Reads format-1 files into `into`, changing nothing: every snapshot line, and the journal's
 * committed batches. Every whole line must be a record (or "commit"); an uncommitted batch at the
 * journal's end, its last line cut short, is left out.
 * Returns the size of that tail (bytes left out).
 */
export function readFormat1(layout: Format1, into: Map<string, StoredRecord>): number {
  let dropped = 0;
  for (const path of [layout.snapshot, layout.journal]) {
    if (path === undefined) continue;
    const journal = path === layout.journal;
    let batch: StoredRecord[] = [];
    let good = 0;
    const end = eachLine(path, ({ start, end, text, no, offset }) => {
      const next = offset + end - start + 1;
      if (no === 1) return void (good = next); // checked by formatOf
      if (CHECKSUMMED.test(text)) {
        throw damageAt(path, no, offset, `a checksummed line of format version ${VERSION} in a file whose first line says format version 1`);
      }
      if (journal && text === "commit") {
        for (const r of batch) apply(into, r);
        batch = [];
        return void (good = next);
      }
      // Only the last line, cut short, may be other than a record: a write cut off by a kill.
      const r = recordOf(text);
      if (typeof r === "string") throw damageAt(path, no, offset, r);
      batch.push({ at: r.at, json: r.json, file: path, line: no });
    });
    if (!journal) {
      if (end.complete < end.size) throw damageAt(path, end.partialLine, end.complete, "the file ends in the middle of a line (cut short)");
      for (const r of batch) apply(into, r);
    } else {
      dropped = end.size - good;
    }
  }
  return dropped;
}

/**
 * Writes `records` (read from `layout` and checked, then encoded as this version stores them) as
 * the directory's new snapshot and switches to it; returns what the new files read back.
 */
export function migrate(dir: string, layout: Format1, records: StoredRecord[], id: string): FilesRead {
  writeSnapshot(dir, records, { seq: 0, dir: id, migrated: true });
  crashPoint("state-migration-written");
  if (layout.stale) unlinkSync(layout.stale); // holds nothing (layoutOf)
  if (layout.journal === join(dir, JOURNAL)) {
    renameSync(layout.journal, join(dir, JOURNAL_FORMAT1));
    syncDir(dir);
    crashPoint("state-migration-journal-aside");
  }
  if (layout.snapshot === join(dir, SNAPSHOT)) {
    renameSync(layout.snapshot, join(dir, SNAPSHOT_FORMAT1));
    syncDir(dir);
    crashPoint("state-migration-snapshot-aside");
  }
  renameSync(join(dir, SNAPSHOT_TMP), join(dir, SNAPSHOT));
  syncDir(dir);
  crashPoint("state-migration-switched");
  const read = readFiles(dir, true);
  const written = records.filter((r) => r.json !== null);
  const same = read.records.size === written.length &&
    written.every((r) => read.records.get(addressKey(r.at))?.json === r.json);
  if (!same) {
    throw new StateDirError(
      `${join(dir, SNAPSHOT)} does not read back as it was written during the migration from format version 1; ` +
      `the format-1 files are kept as ${SNAPSHOT_FORMAT1} and ${JOURNAL_FORMAT1}: check the disk, then start again`,
    );
  }
  return read;
}

/** Removes the format-1 files of a finished migration (the new files read back, the journal started). */
export function removeLeftovers(dir: string, leftovers: readonly string[]): void {
  for (const path of leftovers) {
    unlinkSync(path);
    crashPoint("state-migration-leftover-removed");
  }
  if (leftovers.length > 0) syncDir(dir);
}

/** The format-1 files that a directory's migration keeps aside until it is finished. */
export const FORMAT1_ASIDE = [SNAPSHOT_FORMAT1, JOURNAL_FORMAT1];
