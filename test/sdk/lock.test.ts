import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireLock, CLAIM_WAIT_MS, LockHeldError } from "../../sdk/files/lock";
import { LOCK_JS as BUILT_LOCK_JS, stoppedReaper, unrelatedProcess } from "../helpers/stoppedReaper";

const LOCK_JS = process.env.LOCK_JS ?? BUILT_LOCK_JS;

// sdk/files/lock.ts between real processes: the moment that breaks "delete a dead holder's lock,
// then create ours" is a taker that judged the holder dead, then lost the CPU while another taker
// took over. MSGFORM_TEST_LOCK_PAUSE holds the first taker exactly there.

const root = mkdtempSync(join(tmpdir(), "msgform-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Takes the lock, logs "<tag> in", holds it until `release` exists, logs "<tag> out", releases. */
const HOLDER = `
const fs = require("node:fs");
const { acquireLock, sleepSync } = require(process.argv[1]);
const [path, log, tag, release] = process.argv.slice(2);
const lock = acquireLock(path, { waitMs: 60000, advice: "test" });
fs.appendFileSync(log, tag + " in\\n");
while (!fs.existsSync(release)) sleepSync(5);
fs.appendFileSync(log, tag + " out\\n");
lock.release();
`;

function holder(args: string[], env: Record<string, string> = {}): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["-e", HOLDER, LOCK_JS, ...args], { env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code) => resolve(code));
  });
}

async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 20));
}

describe("sdk/files/lock.ts", () => {
  it.skipIf(!existsSync(LOCK_JS))(
    "a taker that judged the holder dead while another took over does not break in: one holder at a time",
    async () => {
      const dir = mkdtempSync(join(root, "race-"));
      const lock = join(dir, "x.lock");
      const log = join(dir, "log");
      writeFileSync(log, "");
      writeFileSync(lock, "999999999 0123456789abcdef01234567\n"); // a dead holder
      const pause = join(dir, "resume");
      const a = holder([lock, log, "A", join(dir, "release-a")], { MSGFORM_TEST_LOCK_PAUSE: pause });
      await until(() => existsSync(`${pause}.seen`)); // A saw the dead holder and stopped there
      const b = holder([lock, log, "B", join(dir, "release-b")]);
      await until(() => readFileSync(log, "utf8").includes("B in"));
      writeFileSync(pause, ""); // A goes on with its takeover of the lock B now holds
      await new Promise((r) => setTimeout(r, 500));
      expect(readFileSync(log, "utf8"), "A must wait while B holds the lock").toBe("B in\n");
      writeFileSync(join(dir, "release-b"), "");
      await until(() => readFileSync(log, "utf8").includes("A in"));
      writeFileSync(join(dir, "release-a"), "");
      expect(await Promise.all([a, b])).toEqual([0, 0]);
      expect(readFileSync(log, "utf8")).toBe("B in\nB out\nA in\nA out\n");
      expect(existsSync(lock)).toBe(false);
    },
  );
});

/** Whether the log of HOLDER lines ever shows two holders at once. */
function overlaps(log: string): boolean {
  let inside = 0;
  for (const entry of log.split("\n").filter(Boolean)) {
    inside += entry.endsWith(" in") ? 1 : -1;
    if (inside > 1) return true;
  }
  return false;
}

describe("sdk/files/lock.ts: a dead lock re-created with the same text", () => {
  it.skipIf(!existsSync(LOCK_JS))(
    "two takers of two files of one dead text are one takeover: the second waits for the first's claim, never removes the lock the first then holds",
    async () => {
      const dir = mkdtempSync(join(root, "recreated-"));
      const lock = join(dir, "x.lock");
      const log = join(dir, "log");
      writeFileSync(log, "");
      const DEAD_PID_ONLY = "999999999\n"; // a dead holder, of a version that wrote only its pid
      writeFileSync(lock, DEAD_PID_ONLY);
      const seenA = join(dir, "seen-a");
      const readA = join(dir, "read-a");
      const goB = join(dir, "go-b");
      const a = holder([lock, log, "A", join(dir, "release-a")], { MSGFORM_TEST_LOCK_PAUSE: seenA, MSGFORM_TEST_UNLINK_PAUSE: readA });
      await until(() => existsSync(`${seenA}.seen`)); // A judged the first file's holder dead
      // Meanwhile another process took that file away and a program put the same dead text back: a new file.
      rmSync(lock);
      writeFileSync(lock, DEAD_PID_ONLY);
      writeFileSync(seenA, "");
      await until(() => existsSync(`${readA}.seen`)); // A holds its claim and has read the dead text, about to remove it
      const b = holder([lock, log, "B", join(dir, "release-b")], { MSGFORM_TEST_LOCK_PAUSE: goB });
      await until(() => existsSync(`${goB}.seen`)); // B judged the same (new) file's holder dead
      writeFileSync(goB, "");
      // B must not take the lock away under A's claim (a claim per file would let it, and A would then remove B's lock).
      // Long enough for B to act, and well inside CLAIM_WAIT_MS: B waits that long for A's claim, then gives up, so a
      // longer pause on a loaded machine made B refuse and the test wait for it in vain.
      await new Promise((r) => setTimeout(r, 300));
      writeFileSync(readA, "");
      // Once A has removed the dead lock, either may place its own first: release each in the order they got in.
      await until(() => /[AB] in/.test(readFileSync(log, "utf8")));
      const [first, second] = readFileSync(log, "utf8").startsWith("A in") ? ["a", "b"] : ["b", "a"];
      writeFileSync(join(dir, `release-${first}`), "");
      await until(() => readFileSync(log, "utf8").includes(`${second!.toUpperCase()} in`));
      writeFileSync(join(dir, `release-${second}`), "");
      expect(await Promise.all([a, b])).toEqual([0, 0]);
      const entries = readFileSync(log, "utf8");
      expect(overlaps(entries), entries).toBe(false);
      expect(["A in\nA out\nB in\nB out\n", "B in\nB out\nA in\nA out\n"]).toContain(entries);
      expect(readdirSync(dir).filter((f) => f.startsWith("x.lock"))).toEqual([]);
    },
    30_000,
  );
});

/** The refusal acquireLock throws, and how long it took. */
function refusal(path: string, waitMs: number): { error: LockHeldError; ms: number } {
  const t0 = Date.now();
  try {
    acquireLock(path, { waitMs, advice: "stop it first" }).release();
  } catch (e) {
    expect(e).toBeInstanceOf(LockHeldError);
    return { error: e as LockHeldError, ms: Date.now() - t0 };
  }
  throw new Error(`took ${path} although its takeover was claimed by a live process`);
}

const DEAD = "999999999 0123456789abcdef01234567\n";

describe("sdk/files/lock.ts: every wait ends", () => {
  it.skipIf(!existsSync(LOCK_JS))(
    "a takeover claimed by a reaper stopped with SIGSTOP is refused, naming the dead holder, the claim, the reaper and the fix",
    async () => {
      const dir = mkdtempSync(join(root, "stopped-"));
      const lock = join(dir, "x.lock");
      writeFileSync(lock, DEAD);
      const reaper = await stoppedReaper(lock);
      // With no wait (the emulator's) and with a long one (the secrets sink's 30 s): both end.
      for (const waitMs of [0, 30_000]) {
        const { error, ms } = refusal(lock, waitMs);
        expect(error.message).toContain(`${lock} is held by process 999999999, which is no longer running`);
        expect(error.message).toContain(`process ${reaper.pid} claimed its takeover (${reaper.claim})`);
        expect(error.message).toContain(`end it (kill ${reaper.pid}) or remove ${reaper.claim}, then try again`);
        expect(error.message).not.toContain("\n");
        // The claim's own deadline, not the 30 s wait for a live holder.
        expect(ms).toBeGreaterThanOrEqual(CLAIM_WAIT_MS - 50);
      }
      expect(readFileSync(lock, "utf8"), "the lock is as it was").toBe(DEAD);
      // Resumed, the reaper finishes its takeover and holds the lock; then it is ours.
      reaper.resume();
      await until(() => reaper.holds());
      expect(refusal(lock, 0).error.message).toContain(`held by process ${reaper.pid}; stop it first`);
      expect(await reaper.release()).toBe(0);
      acquireLock(lock, { waitMs: 0, advice: "" }).release();
      expect(readdirSync(dir).filter((f) => f.includes(".reap-") || f.endsWith(".tmp"))).toEqual([]);
    },
    60_000,
  );

  it.skipIf(!existsSync(LOCK_JS))("a stopped reaper killed (SIGKILL) leaves its claim: the next taker cleans it up and takes the lock", async () => {
    const dir = mkdtempSync(join(root, "killed-"));
    const lock = join(dir, "x.lock");
    writeFileSync(lock, DEAD);
    const reaper = await stoppedReaper(lock);
    await reaper.kill();
    expect(existsSync(reaper.claim)).toBe(true);
    // And a claim's temporary file left by a process killed while placing it.
    writeFileSync(`${reaper.claim}.999999998-0123456789abcdef.tmp`, "999999998 0123\n");
    const held = acquireLock(lock, { waitMs: 0, advice: "" });
    expect(readFileSync(lock, "utf8")).toMatch(new RegExp(`^${process.pid} `));
    held.release();
    expect(readdirSync(dir).filter((f) => f.startsWith("x.lock"))).toEqual([]);
  }, 60_000);

  it("a claim naming a live process that is no msgform (a reused pid) is refused at its deadline, naming it", () => {
    const dir = mkdtempSync(join(root, "reused-"));
    const lock = join(dir, "x.lock");
    writeFileSync(lock, DEAD);
    const other = unrelatedProcess();
    try {
      const claim = `${lock}.reap-0123456789abcdef01234567`;
      writeFileSync(claim, `${other.pid} 89abcdef0123456789abcdef\n`);
      const { error } = refusal(lock, 30_000);
      expect(error.message).toContain(`process ${other.pid} claimed its takeover (${claim})`);
      expect(readFileSync(claim, "utf8"), "a live process's claim is not touched").toContain(String(other.pid));
      // A file at a claim's name that is no claim at all stands in the way the same way, and is named.
      writeFileSync(claim, "garbage");
      expect(refusal(lock, 0).error.message).toContain(`${claim} stands in the way of its takeover but is not a msgform claim; remove`);
    } finally {
      other.kill();
    }
  }, 60_000);
});
