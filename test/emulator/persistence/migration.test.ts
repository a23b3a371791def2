import { existsSync, rmSync, watch } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATION_STEPS } from "../../../emulator/persistence/migration";
import { EmulatorProcess } from "../../helpers/emulatorProcess";
import { expectRefused, filesOf, format1, sharedStateDir, startIn } from "./support";

// The migration from format version 1 cannot lose what the format-1 files hold: a real emulator
// process is killed (SIGKILL, MSGFORM_TEST_CRASH_AT) at each of its steps, once and in turn, and the
// next start finds every key; a refused format-1 start changes no file.

const state = sharedStateDir();

/** A copy of the made directory as format version 1 wrote it (no state.key), its journal ending in a torn batch. */
function format1Dir(): string {
  const v1 = format1(state.made);
  const dir = state.copy({ snapshot: v1.snapshot, journal: v1.journal + "[\"k\",\"svc_live_k_torn\"]\t{\"id\":\"svc_li" });
  rmSync(join(dir, "state.key"));
  return dir;
}

/** `msgform emulator --state-dir dir`, killed at `point`. */
async function killedAt(dir: string, point: string): Promise<void> {
  const p = EmulatorProcess.spawn(["--state-dir", dir], { MSGFORM_TEST_CRASH_AT: point });
  const exit = await p.exit;
  expect(exit, `${point}: ${p.stderr}`).toEqual({ code: null, signal: "SIGKILL" });
}

/** Starts on `dir`: everything the format-1 files held is there, and the migration is finished. */
async function expectEverythingThere(dir: string, context: string): Promise<string[]> {
  const r = await startIn(dir);
  if ("refused" in r) throw new Error(`${context}: ${r.refused}`);
  const { state: s } = r.emu.core;
  expect(s.accounts.has(state.made.accountId), context).toBe(true);
  for (const id of state.made.keyIds) expect(s.keys.get(id), `${context}: key ${id}`).toBeDefined();
  const eps = s.accounts.get(state.made.accountId)!.data.live.get("webhook_endpoints")!;
  expect([...eps.values()].map((e) => (e as { secret: string }).secret), context).toEqual([state.made.endpointSecret]);
  await r.emu.close();
  const files = filesOf(dir);
  expect(Object.keys(files), context).toEqual(["journal.ndjson", "snapshot.ndjson", "state.key"]);
  for (const name of ["journal.ndjson", "snapshot.ndjson"]) {
    expect(files[name], `${context}: ${name}`).toMatch(/^\{"format":"msgform-emulator-state","version":2\}\n/);
    expect(files[name], `${context}: ${name} holds no signing secret in clear`).not.toContain(state.made.endpointSecret);
  }
  return r.notices;
}

describe("migration from format version 1", () => {
  it("killed (SIGKILL) at each step, the next start finishes the migration or makes it again: nothing is lost", async () => {
    const points = [...MIGRATION_STEPS, "state-migration-leftover-removed#2"];
    for (const point of points) {
      const dir = format1Dir();
      await killedAt(dir, point);
      const left = Object.keys(filesOf(dir));
      // Until the new snapshot is in place, the format-1 files are there, under their names or set aside.
      expect(left.some((f) => f.startsWith("journal.ndjson")), `${point}: ${left.join(", ")}`).toBe(true);
      await expectEverythingThere(dir, point);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  it("killed at every step in turn on one directory (each start gets one step further), then started: nothing is lost", async () => {
    const dir = format1Dir();
    for (const point of MIGRATION_STEPS.filter((p) => p !== "state-key-written")) await killedAt(dir, point);
    // The second format-1 file removed, before that removal is synced.
    await killedAt(dir, "state-migration-leftover-removed");
    expect(existsSync(join(dir, "journal.ndjson.format1"))).toBe(false);
    const notices = await expectEverythingThere(dir, "in turn");
    expect(notices, "finished, not made again").toEqual([]);
  }, 300_000);

  it("killed by a watcher of the directory (no crash point) the moment the new snapshot appears, or at a random moment, repeatedly", async () => {
    const dir = format1Dir();
    for (let round = 0; round < 6; round++) {
      const p = EmulatorProcess.spawn(["--state-dir", dir]);
      const watcher = watch(dir, (_, name) => {
        if (round % 2 === 0 && name === "snapshot.ndjson.tmp") void p.kill("SIGKILL");
      });
      const timer = setTimeout(() => void p.kill("SIGKILL"), round % 2 === 0 ? 5_000 : Math.random() * 400);
      await p.exit;
      clearTimeout(timer);
      watcher.close();
    }
    await expectEverythingThere(dir, "watched");
  }, 120_000);

  it("a finished migration's snapshot does not excuse a journal removed later", async () => {
    const dir = format1Dir();
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    await p.line();
    await p.kill("SIGKILL"); // no compaction yet: the snapshot is still the migration's
    expect(filesOf(dir)["snapshot.ndjson"]).toContain("\"migrated\":true");
    rmSync(join(dir, "journal.ndjson"));
    await expectRefused(dir, "journal.ndjson", /is missing beside/);
  });

  it("killed during a compaction (the snapshot written, then put in place), the next start has every key", async () => {
    for (const point of ["state-compact-written", "state-compact-switched"]) {
      const dir = state.copy();
      const p = EmulatorProcess.spawn(["--state-dir", dir], { MSGFORM_TEST_CRASH_AT: point });
      await p.line();
      // SIGTERM folds the journal into a new snapshot: killed in the middle of it.
      expect(await p.kill("SIGTERM"), point).toEqual({ code: null, signal: "SIGKILL" });
      const r = await startIn(dir);
      if ("refused" in r) throw new Error(`${point}: ${r.refused}`);
      for (const id of state.made.keyIds) expect(r.emu.core.state.keys.get(id), `${point}: ${id}`).toBeDefined();
      await r.emu.close();
    }
  }, 120_000);

  it("a format-1 directory the checks refuse is left exactly as it was: no file changed, added or set aside; one line", async () => {
    const v1 = format1(state.made);
    // A committed record of an account that is not there, then a torn batch.
    const journal = v1.journal + "[\"c\",\"acct_nobody\",\"live\",\"messages\",\"m1\"]\t{\"id\":\"m1\"}\ncommit\n[\"k\",\"x\"]\t{";
    const dir = state.copy({ snapshot: v1.snapshot, journal });
    rmSync(join(dir, "state.key"));
    const before = filesOf(dir);
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    expect((await p.exit).code).toBe(1);
    const lines = p.stderr.trim().split("\n");
    expect(lines, p.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/journal\.ndjson is damaged at line \d+.*account acct_nobody, which is not there/);
    expect(lines[0]).toContain("--state-dir-reset-damaged");
    expect(filesOf(dir)).toEqual(before);
  });

  it("a format-1 journal with a changed commit line is refused, not read as an uncommitted tail and left out", async () => {
    const v1 = format1(state.made);
    const at = v1.journal.indexOf("commit\n");
    const journal = v1.journal.slice(0, at) + "commiT" + v1.journal.slice(at + 6);
    const dir = state.copy({ snapshot: v1.snapshot, journal });
    rmSync(join(dir, "state.key"));
    await expectRefused(dir, "journal.ndjson", /damaged at line \d+.*not a record/);
  });

  it("format 2 without state.key and with a torn batch at the journal's end: one line, the torn batch still there", async () => {
    const dir = state.copy({ journal: state.made.journal + "0badf00d\t[\"k\",\"svc" });
    rmSync(join(dir, "state.key"));
    const before = filesOf(dir);
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    expect((await p.exit).code).toBe(1);
    const lines = p.stderr.trim().split("\n");
    expect(lines, p.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/state\.key is missing/);
    expect(filesOf(dir)).toEqual(before);
  });
});
