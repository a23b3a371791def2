import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startEmulator } from "../../../emulator/index";
import { EmulatorProcess } from "../../helpers/emulatorProcess";
import { batches, checked, expectRefused, extraBatch, filesOf, format1, linesOf, payload, sharedStateDir, startIn } from "./support";

// Damage that keeps every checksum valid, and edits of the one line without a checksum (the first):
// every byte that decides how a state file is read is checked. Each is refused on one line naming
// the file and the fix, and changes nothing; none is read as format version 1 or as an empty state.

const state = sharedStateDir();
const copy = state.copy;
const SNAPSHOT = "snapshot.ndjson";
const JOURNAL = "journal.ndjson";
const HEADER = "{\"format\":\"msgform-emulator-state\",\"version\":2}\n";

/** `text` with its first line replaced. */
const withHeader = (text: string, first: string) => first + text.slice(HEADER.length);

describe("the first line of a state file", () => {
  it("msgform emulator refuses a journal whose first line says format version 1: one line, nothing cut, no new account", async () => {
    const journal = withHeader(state.made.journal, HEADER.replace("2", "1"));
    const dir = copy({ journal });
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    expect((await p.exit).code).toBe(1);
    const lines = p.stderr.trim().split("\n");
    expect(lines, p.stderr).toHaveLength(1);
    expect(lines[0]).toContain(`${join(dir, JOURNAL)} is damaged at line 1 (byte 0): it says format version 1, but the lines after it are checksummed`);
    expect(lines[0]).toContain("--state-dir-reset-damaged");
    expect(readFileSync(join(dir, JOURNAL), "utf8")).toBe(journal);
  });

  it("version 1 in the snapshot's, or in both files' first line, is refused the same way", async () => {
    const v1 = HEADER.replace("2", "1");
    const said = /line 1 .*says format version 1/;
    await expectRefused(copy({ snapshot: withHeader(state.made.snapshot, v1) }), SNAPSHOT, said);
    await expectRefused(
      copy({ snapshot: withHeader(state.made.snapshot, v1), journal: withHeader(state.made.journal, v1) }),
      SNAPSHOT,
      said,
    );
  });

  it("any first line but the one this emulator writes, byte for byte, is damage", async () => {
    const variants = [
      HEADER.replace("}", "} "),
      "{\"version\":2,\"format\":\"msgform-emulator-state\"}\n",
      HEADER.replace("2", "2.0"),
      HEADER.replace("\n", "\r\n"),
      "\ufeff" + HEADER,
      " " + HEADER,
      HEADER.replace("msgform", "msgfork"),
      "\n",
    ];
    for (const first of variants) {
      for (const [name, text] of [[SNAPSHOT, state.made.snapshot], [JOURNAL, state.made.journal]] as const) {
        const edited = withHeader(text, first);
        const dir = copy(name === SNAPSHOT ? { snapshot: edited } : { journal: edited });
        await expectRefused(dir, name, /damaged at line 1 \(byte 0\)/);
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it("another version number is refused as such, naming the file, with the fix for both readings", async () => {
    const dir = copy({ journal: withHeader(state.made.journal, HEADER.replace("2", "3")) });
    const message = await expectRefused(dir, JOURNAL, /format version 3; this msgform emulator reads format version 2/);
    expect(message).toMatch(/its first line was changed: restore the directory from a backup/);
  });
});

describe("files emptied, cut to their first line, missing, or from another directory", () => {
  it("an empty or first-line-only snapshot or journal is refused, not read as an empty state", async () => {
    await expectRefused(copy({ snapshot: "" }), SNAPSHOT);
    await expectRefused(copy({ snapshot: HEADER }), SNAPSHOT, /cut short/);
    await expectRefused(copy({ journal: "" }), JOURNAL, /before its opening line/);
    await expectRefused(copy({ journal: HEADER }), JOURNAL, /before its opening line/);
    await expectRefused(copy({ journal: HEADER.slice(0, 20) }), JOURNAL, /before its opening line/);
  });

  it("a missing journal beside its snapshot is refused; a missing snapshot before a journal that continues it too", async () => {
    const noJournal = copy();
    rmSync(join(noJournal, JOURNAL));
    await expectRefused(noJournal, JOURNAL, /is missing beside .*snapshot\.ndjson/);
    const noSnapshot = copy();
    rmSync(join(noSnapshot, SNAPSHOT));
    await expectRefused(noSnapshot, JOURNAL, /batches missing/);
  });

  it("a snapshot or a journal from another state directory is refused, naming both directories' ids", async () => {
    const otherDir = mkdtempSync(join(tmpdir(), "msgform-other-"));
    state.track(otherDir);
    const other = await startEmulator({ stateDir: otherDir, notice: () => {} });
    await other.close();
    const theirs = (name: string) => readFileSync(join(otherDir, name), "utf8");
    await expectRefused(copy({ snapshot: theirs(SNAPSHOT) }), JOURNAL, /files of two state directories/);
    await expectRefused(copy({ journal: theirs(JOURNAL) }), JOURNAL, /files of two state directories/);
  });

  it("a snapshot written before directory ids (an earlier release) is still read, and gets an id at the start", async () => {
    // The opening lines without their id, their checksums made anew: as the earlier release wrote them.
    const strip = (text: string) =>
      linesOf(text).map((l, i) => (i === 1 ? checked(payload(l).replace(/,"dir":"[0-9a-f]{32}"/, "")) : l)).join("");
    const dir = copy({ snapshot: strip(state.made.snapshot), journal: strip(state.made.journal) });
    const r = await startIn(dir);
    if ("refused" in r) throw new Error(r.refused);
    for (const id of state.made.keyIds) expect(r.emu.core.state.keys.get(id), id).toBeDefined();
    const files = filesOf(dir);
    const id = /"snapshot":\{"seq":\d+,"dir":"([0-9a-f]{32})"/.exec(files[SNAPSHOT]!)?.[1];
    expect(id, "the snapshot has an id").toBeDefined();
    expect(files[JOURNAL]).toContain(`"dir":"${id}"`);
    await r.emu.close();
    // And such a snapshot beside a journal with an id is refused: they are not of one directory.
    await expectRefused(copy({ snapshot: strip(state.made.snapshot) }), JOURNAL, /has no directory id/);
  });
});

describe("records that are each well formed but do not make one account's state", () => {
  it("a second primary account added in a well-formed batch is refused, naming the directory", async () => {
    const account = { id: "acct_second", createdAt: 1, allowlist: {}, administrators: [], outbox: [], primary: true };
    const journal = state.made.journal + extraBatch(state.made.journal, [`["a","acct_second"]\t${JSON.stringify(account)}`]);
    const dir = copy({ journal });
    const message = await expectRefused(dir, "", /holds 2 primary accounts, not one/);
    expect(message).toContain(`the state directory ${dir} holds`);
    expect(message).toContain("--state-dir-reset-damaged");
  });
});

describe("format-1 files beside format-2 files", () => {
  it("a format-1 file set aside beside a state that was not migrated from it, or under both names, is refused", async () => {
    const v1 = format1(state.made);
    const planted = copy();
    writeFileSync(join(planted, "journal.ndjson.format1"), v1.journal);
    await expectRefused(planted, "journal.ndjson.format1", /beside a state of format version 2 that was not migrated from it; move it out/);
    const both = copy({ snapshot: v1.snapshot, journal: v1.journal });
    writeFileSync(join(both, "snapshot.ndjson.format1"), v1.snapshot);
    await expectRefused(both, "snapshot.ndjson.format1", /are both files of format version 1/);
    const notFormat1 = copy();
    writeFileSync(join(notFormat1, "snapshot.ndjson.format1"), state.made.snapshot);
    await expectRefused(notFormat1, "snapshot.ndjson.format1", /is not a file of format version 1/);
  });
});

describe("lines moved, repeated or dropped with their checksums intact", () => {
  const snapshotLines = () => linesOf(state.made.snapshot);
  const journalLines = () => linesOf(state.made.journal);

  it("in the snapshot: two records swapped, one repeated, one dropped, the end line dropped", async () => {
    const l = snapshotLines();
    const swapped = [...l];
    [swapped[2], swapped[3]] = [swapped[3]!, swapped[2]!];
    await expectRefused(copy({ snapshot: swapped.join("") }), SNAPSHOT, /moved or replaced/);
    await expectRefused(copy({ snapshot: [...l.slice(0, 3), l[2]!, ...l.slice(3)].join("") }), SNAPSHOT, /a record twice/);
    await expectRefused(copy({ snapshot: [...l.slice(0, 2), ...l.slice(3)].join("") }), SNAPSHOT, /holds \d+ records, not \d+/);
    await expectRefused(copy({ snapshot: l.slice(0, -1).join("") }), SNAPSHOT, /cut short/);
    await expectRefused(copy({ snapshot: [l[0]!, ...l.slice(2)].join("") }), SNAPSHOT, /opening line/);
  });

  it("in the journal: a record moved to the next batch, repeated, a commit line dropped (two batches merged), the opening line dropped", async () => {
    const l = journalLines();
    const [b1, b2] = batches(l);
    const moved = [...l];
    const [record] = moved.splice(b1![0], 1); // the first batch's first record …
    moved.splice(b2![0] - 1, 0, record!); // … now at the start of the second batch
    await expectRefused(copy({ journal: moved.join("") }), JOURNAL, /is not the batch that was written/);
    const repeated = [...l.slice(0, b1![0] + 1), l[b1![0]]!, ...l.slice(b1![0] + 1)];
    await expectRefused(copy({ journal: repeated.join("") }), JOURNAL, /is not the batch that was written/);
    const merged = l.filter((_, i) => i !== b1![1]);
    await expectRefused(copy({ journal: merged.join("") }), JOURNAL, /is not the batch that was written|where batch/);
    await expectRefused(copy({ journal: [l[0]!, ...l.slice(2)].join("") }), JOURNAL, /opening line/);
  });

  it("a record line written into the snapshot from the journal (a checksum-valid line of another file) is refused", async () => {
    const s = snapshotLines();
    const j = journalLines();
    const record = j[batches(j)[0]![0]]!;
    await expectRefused(copy({ snapshot: [...s.slice(0, 2), record, ...s.slice(2)].join("") }), SNAPSHOT);
    // A snapshot's end line in the journal, the journal's opening line in the snapshot.
    await expectRefused(copy({ journal: [...j.slice(0, 2), s.at(-1)!, ...j.slice(2)].join("") }), JOURNAL, /does not belong in a journal/);
    await expectRefused(copy({ snapshot: [s[0]!, j[1]!, ...s.slice(2)].join("") }), SNAPSHOT, /opening line/);
  });
});
