import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EmulatorProcess } from "../../helpers/emulatorProcess";
import { batches, expectRefused, extraBatch, linesOf, sharedStateDir, startIn } from "./support";

// The state directory under damage: every refusal is one line naming the file, the line and the
// fix, and leaves the files as they were; only a batch cut off at the very end of the journal is
// dropped, with a notice.

const state = sharedStateDir();
const copy = state.copy;

async function expectStarts(dir: string) {
  const r = await startIn(dir);
  if ("refused" in r) throw new Error(r.refused);
  return r;
}

describe("state directory integrity", () => {
  it("the directory made by real processes has a snapshot and a journal of several batches", () => {
    expect(batches(linesOf(state.made.journal)).length).toBeGreaterThanOrEqual(3);
    expect(state.made.snapshot).toContain("{\"end\":");
  });

  it("a changed byte anywhere in the snapshot or the journal refuses the start, naming the file and line", async () => {
    for (const [name, text] of [["snapshot.ndjson", state.made.snapshot], ["journal.ndjson", state.made.journal]] as const) {
      const bytes = Buffer.from(text);
      // The first, a middle and the last byte (its newline) of every line.
      const positions = new Set<number>();
      let at = 0;
      for (const l of linesOf(text)) {
        const n = Buffer.byteLength(l);
        positions.add(at).add(at + Math.floor(n / 2)).add(at + n - 1);
        at += n;
      }
      for (const pos of positions) {
        const damaged = Buffer.from(bytes);
        damaged[pos] = damaged[pos]! ^ 0x01;
        const dir = copy(name === "snapshot.ndjson" ? { snapshot: damaged } : { journal: damaged });
        // A changed version digit is another format version: refused as such, naming the file.
        const message = await expectRefused(dir, name, /damaged at line \d+|format version/);
        if (!/format version/.test(message)) expect(message).toContain("--state-dir-reset-damaged");
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }, 120_000);

  it("msgform emulator refuses a snapshot cut at a line boundary: exit 1, one line, the file as it was", async () => {
    const cut = linesOf(state.made.snapshot).slice(0, -2).join("");
    const dir = copy({ snapshot: cut });
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    expect((await p.exit).code).toBe(1);
    const lines = p.stderr.trim().split("\n");
    expect(lines, p.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`${join(dir, "snapshot.ndjson")} is damaged at line \\d+ .*cut short.*--state-dir-reset-damaged`));
    expect(readFileSync(join(dir, "snapshot.ndjson"), "utf8")).toBe(cut);
  });

  it("a snapshot cut at any line boundary or in the middle of a line is refused", async () => {
    const lines = linesOf(state.made.snapshot);
    for (let keep = 1; keep < lines.length; keep++) {
      await expectRefused(copy({ snapshot: lines.slice(0, keep).join("") }), "snapshot.ndjson", /cut short/);
      const half = lines.slice(0, keep).join("") + lines[keep]!.slice(0, Math.ceil(lines[keep]!.length / 2));
      await expectRefused(copy({ snapshot: half }), "snapshot.ndjson", /cut short/);
    }
  });

  it("only the journal's final batch cut off mid-write is dropped, with a notice of the bytes dropped", async () => {
    const lines = linesOf(state.made.journal);
    const [first, commit] = batches(lines).at(-1)!;
    const whole = lines.slice(0, commit).join("");
    for (const cut of [lines.slice(0, first + 1).join(""), whole, whole + lines[commit]!.slice(0, 20)]) {
      const dir = copy({ journal: cut });
      const r = await expectStarts(dir);
      const dropped = Buffer.byteLength(cut) - Buffer.byteLength(lines.slice(0, first).join(""));
      expect(r.notices).toEqual([expect.stringContaining(`dropped ${dropped} bytes`)]);
      expect(r.notices[0]).toContain(join(dir, "journal.ndjson"));
      // Everything before the torn batch is there: the keys of the earlier batches.
      for (const id of state.made.keyIds.slice(0, -1)) expect(r.emu.core.state.keys.get(id), id).toBeDefined();
      expect(r.emu.core.state.keys.get(state.made.keyIds.at(-1)!)).toBeUndefined();
      await r.emu.close();
    }
  });

  it("megabytes of bytes without a newline at the journal's end are a torn tail: dropped, with a notice", async () => {
    const dir = copy();
    const garbage = Buffer.alloc(20 * 1024 * 1024, 0x61);
    const fd = openSync(join(dir, "journal.ndjson"), "a");
    writeSync(fd, garbage);
    closeSync(fd);
    const r = await expectStarts(dir);
    expect(r.notices).toEqual([expect.stringContaining(`dropped ${garbage.length} bytes`)]);
    for (const id of state.made.keyIds) expect(r.emu.core.state.keys.get(id)).toBeDefined();
    await r.emu.close();
    // The same bytes after the snapshot's end line are damage.
    const snap = copy({ snapshot: Buffer.concat([Buffer.from(state.made.snapshot), garbage]) });
    await expectRefused(snap, "snapshot.ndjson", /cut short/);
  });

  it("reordered, repeated or missing batches are refused", async () => {
    const lines = linesOf(state.made.journal);
    const [b1, b2] = batches(lines);
    const part = (b: [number, number]) => lines.slice(b[0], b[1] + 1).join("");
    const head = lines.slice(0, 2).join("");
    const rest = lines.slice(b2![1] + 1).join("");
    await expectRefused(copy({ journal: head + part(b2!) + part(b1!) + rest }), "journal.ndjson", /batch \d+ where batch \d+ belongs/);
    await expectRefused(copy({ journal: head + part(b1!) + part(b1!) + rest }), "journal.ndjson", /batch \d+ where batch \d+ belongs/);
    await expectRefused(copy({ journal: head + part(b2!) + rest }), "journal.ndjson", /batch \d+ where batch \d+ belongs/);
  });

  it("records of the wrong shape are refused, naming the line", async () => {
    const acct = state.made.accountId;
    const cases = [
      "42",
      "[1]",
      "null",
      "[\"k\",\"svc_live_k_x\"]\t42",
      "[\"k\",\"svc_live_k_x\"]\tnull",
      "[\"k\",\"svc_live_k_x\"]\t{\"id\":\"svc_live_k_x\"}",
      "[\"a\",\"acct_x\"]\t[1]",
      "[\"clock\"]\t{}",
      `["c","${acct}","live","webhook_endpoints","we_x"]\t{"id":"we_x"}`,
      "[\"c\",\"acct_nobody\",\"live\",\"messages\",\"m1\"]\t{\"id\":\"m1\"}",
      "[\"x\",\"y\"]\t{}",
    ];
    for (const p of cases) {
      const journal = state.made.journal + extraBatch(state.made.journal, [p]);
      const line = linesOf(journal).length - 1;
      await expectRefused(copy({ journal }), "journal.ndjson", new RegExp(`damaged at line ${line}\\b`));
    }
    const journal = state.made.journal + extraBatch(state.made.journal, [`["c","${acct}","live","messages","m1"]\t{"id":`]);
    const message = await expectRefused(copy({ journal }), "journal.ndjson", /not JSON/);
    expect(message).toContain(`line ${linesOf(journal).length - 1}`);
  });

  it("a journal of many megabytes is read as a stream and loads", async () => {
    const dir = copy();
    const fd = openSync(join(dir, "journal.ndjson"), "a");
    const value = JSON.stringify("x".repeat(400));
    const lines: string[] = [];
    for (let i = 0; i < 1000; i++) lines.push(`["c","${state.made.accountId}","live","bulk","b${i % 50}"]\t${value}`);
    // 120 batches of 1000 records: about 50 MB, each record a few hundred bytes.
    let journal = state.made.journal;
    for (let b = 0; b < 120; b++) {
      const batch = extraBatch(journal, lines);
      writeSync(fd, batch);
      journal = linesOf(journal).slice(0, 2).join("") + batch; // only the last commit's number matters
    }
    closeSync(fd);
    expect(statSync(join(dir, "journal.ndjson")).size).toBeGreaterThan(48 * 1024 * 1024);
    const r = await expectStarts(dir);
    expect(r.emu.restored).toBe(true);
    for (const id of state.made.keyIds) expect(r.emu.core.state.keys.get(id)).toBeDefined();
    await r.emu.close();
  }, 120_000);
});
