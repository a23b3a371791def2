import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clientOf, EmulatorProcess } from "../../helpers/emulatorProcess";
import { LOCK_JS, stoppedReaper, unrelatedProcess } from "../../helpers/stoppedReaper";
import { format1, linesOf, sharedStateDir, startIn } from "./support";

// The state directory is the emulator's alone: one emulator at a time, no links followed, private
// files, signing secrets sealed, unusable places refused at once. Real processes where it matters.

const state = sharedStateDir();
const copy = state.copy;
const running: EmulatorProcess[] = [];
afterEach(async () => {
  for (const p of running.splice(0)) await p.kill("SIGKILL");
});

function spawn(args: string[]): EmulatorProcess {
  const p = EmulatorProcess.spawn(args);
  running.push(p);
  return p;
}

/** The process exits 1 with exactly one line on stderr, which is returned. */
async function refusedLine(p: EmulatorProcess): Promise<string> {
  expect((await p.exit).code).toBe(1);
  const lines = p.stderr.trim().split("\n");
  expect(lines, p.stderr).toHaveLength(1);
  return lines[0]!;
}

describe("the state directory is ours alone", () => {
  it("a second emulator on the same directory is refused, naming the first one's pid; the first's CA stays", async () => {
    const dir = copy();
    const first = spawn(["--state-dir", dir]);
    const line = await first.line();
    const ca = readFileSync(join(dir, "ca.pem"), "utf8");
    const second = spawn(["--state-dir", dir]);
    const message = await refusedLine(second);
    expect(message).toContain(join(dir, "lock"));
    expect(message).toContain(`process ${first.child.pid}`);
    expect(message).toMatch(/another msgform emulator uses the state directory/);
    expect(readFileSync(join(dir, "ca.pem"), "utf8")).toBe(ca);
    // The first still serves, with its own CA.
    const c = clientOf(line);
    expect((await c.control("GET", "/control/clock")).status).toBe(200);
    await c.close();
    expect(await first.kill("SIGTERM")).toEqual({ code: 0, signal: null });
    // Stopped: the directory is free again.
    const third = spawn(["--state-dir", dir]);
    expect((await third.line()).restored).toBe(true);
  });

  it("a lock left by a killed emulator is taken over", async () => {
    const dir = copy();
    const first = spawn(["--state-dir", dir]);
    await first.line();
    await first.kill("SIGKILL");
    expect(readFileSync(join(dir, "lock"), "utf8")).toContain(String(first.child.pid));
    const second = spawn(["--state-dir", dir]);
    expect((await second.line()).restored).toBe(true);
    expect(readFileSync(join(dir, "lock"), "utf8")).toContain(String(second.child.pid));
  });

  it("a lock naming this very pid, left by an earlier process (a restarted container), is taken over", async () => {
    const dir = copy();
    writeFileSync(join(dir, "lock"), `${process.pid} 0123456789abcdef01234567\n`);
    const r = await startIn(dir);
    if ("refused" in r) throw new Error(r.refused);
    // Held by this process now: a second start here is refused, naming it.
    const again = await startIn(dir);
    expect("refused" in again && again.refused).toContain(`held by process ${process.pid}`);
    await r.emu.close();
  });

  it.skipIf(!existsSync(LOCK_JS))(
    "a dead emulator's lock whose takeover a stopped (SIGSTOP) process claimed: the start ends, naming the claim; once it is gone, the start takes over",
    async () => {
      const dir = copy();
      writeFileSync(join(dir, "lock"), "999999999 0123456789abcdef01234567\n");
      const before = readdirSync(dir).sort();
      const reaper = await stoppedReaper(join(dir, "lock"));
      const message = await refusedLine(spawn(["--state-dir", dir]));
      expect(message).toContain(`${join(dir, "lock")} is held by process 999999999, which is no longer running`);
      expect(message).toContain(`process ${reaper.pid} claimed its takeover (${reaper.claim})`);
      expect(message).toMatch(/end it \(kill \d+\) or remove .*, then try again$/);
      expect(readdirSync(dir).sort()).toEqual([...before, basename(reaper.claim)].sort());
      // The same with a claim naming a live process that is no msgform at all (a reused pid).
      const other = unrelatedProcess();
      try {
        writeFileSync(reaper.claim, `${other.pid} 89abcdef0123456789abcdef\n`);
        expect(await refusedLine(spawn(["--state-dir", dir]))).toContain(`process ${other.pid} claimed its takeover (${reaper.claim})`);
      } finally {
        other.kill();
      }
      // The claimant gone (the stopped reaper killed; the other process ended), the claim is cleaned up.
      await reaper.kill();
      const p = spawn(["--state-dir", dir]);
      expect((await p.line()).restored).toBe(true);
      expect(existsSync(reaper.claim)).toBe(false);
      expect(readFileSync(join(dir, "lock"), "utf8")).toContain(String(p.child.pid));
    },
    60_000,
  );

  it("a symbolic link where any of its files belongs is refused, naming the path; the target is untouched", async () => {
    for (const name of ["snapshot.ndjson.tmp", "ca.pem", "journal.ndjson", "snapshot.ndjson", "state.key", "lock"]) {
      const dir = copy();
      const target = join(dir, "..", `${name}.victim-${process.pid}`);
      writeFileSync(target, "untouched\n");
      state.track(target);
      rmSync(join(dir, name), { force: true });
      symlinkSync(target, join(dir, name));
      const r = await startIn(dir);
      if (!("refused" in r)) {
        await r.emu.close();
        throw new Error(`started with a link at ${name}`);
      }
      expect(r.refused).toContain(join(dir, name));
      expect(r.refused).toMatch(/symbolic link/);
      expect(readFileSync(target, "utf8")).toBe("untouched\n");
    }
  });

  it("a directory on /proc, a file, and a missing parent on /proc are refused at once with one line", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "msgform-notdir-")), "file");
    state.track(file);
    writeFileSync(file, "x");
    for (const [dir, why] of [
      ["/proc/x", /proc file system/],
      ["/proc/self/x/y", /proc file system/],
      [file, /is not a directory/],
      [join(file, "sub"), /is not a directory/],
    ] as const) {
      const message = await refusedLine(spawn(["--state-dir", dir]));
      expect(message).toContain(`cannot use ${dir} as the emulator's state directory`);
      expect(message).toMatch(why);
    }
  });

  it("the directory is 0700, its files 0600, and no webhook signing secret is on disk in clear", async () => {
    const dir = copy();
    const p = spawn(["--state-dir", dir]);
    await p.line();
    expect(await p.kill("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) {
      expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);
      expect(readFileSync(join(dir, name), "utf8"), name).not.toContain(state.made.endpointSecret);
    }
    expect(readFileSync(join(dir, "snapshot.ndjson"), "utf8")).toMatch(/"secret":"sealed:v1:/);
  });

  it("a sealed signing secret opens after a restart; under another key it is refused", async () => {
    const dir = copy();
    const r = await startIn(dir);
    if ("refused" in r) throw new Error(r.refused);
    const eps = r.emu.core.state.accounts.get(state.made.accountId)!.data.live.get("webhook_endpoints")!;
    expect([...eps.values()].map((e) => (e as { secret: string }).secret)).toEqual([state.made.endpointSecret]);
    await r.emu.close();
    writeFileSync(join(dir, "state.key"), Buffer.alloc(32, 7).toString("base64") + "\n", { mode: 0o600 });
    const other = await startIn(dir);
    expect("refused" in other && other.refused).toMatch(/does not open under the directory's state\.key/);
    rmSync(join(dir, "state.key"));
    const none = await startIn(dir);
    expect("refused" in none && none.refused).toMatch(/state\.key is missing/);
  });
});

describe("starting over after damage", () => {
  it("--state-dir-reset-damaged moves the damaged files aside, byte for byte, and starts empty", async () => {
    const damaged = Buffer.from(state.made.journal);
    damaged[Buffer.byteLength(linesOf(state.made.journal).slice(0, 3).join("")) + 20]! ^= 0x04;
    const dir = copy({ journal: damaged });
    const refused = await refusedLine(spawn(["--state-dir", dir]));
    expect(refused).toMatch(/journal\.ndjson is damaged at line 4 .*--state-dir-reset-damaged/);
    const p = spawn(["--state-dir", dir, "--state-dir-reset-damaged"]);
    const line = await p.line();
    expect(line.restored).toBeUndefined();
    expect(line.account_id).not.toBe(state.made.accountId);
    await p.kill("SIGTERM");
    expect(p.stderr).toMatch(/journal\.ndjson is damaged at line 4.*moved aside: .*journal\.ndjson\.damaged-/);
    const aside = readdirSync(dir).filter((f) => f.includes(".damaged-")).sort();
    expect(aside.map((f) => f.replace(/\.damaged-.*/, ""))).toEqual(["journal.ndjson", "snapshot.ndjson", "state.key"]);
    expect(readFileSync(join(dir, aside[0]!)).equals(damaged)).toBe(true);
    expect(readFileSync(join(dir, aside[1]!), "utf8")).toBe(state.made.snapshot);
  });
});

describe("format version 1", () => {
  it("a directory written by format version 1 is read, rewritten as version 2 with sealed secrets, and says so", async () => {
    const v1 = format1(state.made);
    const dir = copy(v1);
    rmSync(join(dir, "state.key"));
    const r = await startIn(dir);
    if ("refused" in r) throw new Error(r.refused);
    expect(r.notices).toEqual([expect.stringMatching(/format version 1 read and rewritten as format version 2/)]);
    for (const id of state.made.keyIds) expect(r.emu.core.state.keys.get(id)).toBeDefined();
    for (const name of ["snapshot.ndjson", "journal.ndjson"]) {
      expect(readFileSync(join(dir, name), "utf8")).toMatch(/^\{"format":"msgform-emulator-state","version":2\}\n/);
      expect(readFileSync(join(dir, name), "utf8")).not.toContain(state.made.endpointSecret);
    }
    await r.emu.close();
    // A version-1 record of the wrong shape is refused like any other.
    const bad = copy({ snapshot: v1.snapshot, journal: v1.journal + "42\ncommit\n" });
    const refused = await startIn(bad);
    expect("refused" in refused && refused.refused).toMatch(/journal\.ndjson is damaged at line \d+.*not a record/);
  });
});
