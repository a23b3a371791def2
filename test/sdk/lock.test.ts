import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// sdk/files/lock.ts between real processes: the moment that breaks "delete a dead holder's lock,
// then create ours" is a taker that judged the holder dead, then lost the CPU while another taker
// took over. MSGFORM_TEST_LOCK_PAUSE holds the first taker exactly there.

const LOCK_JS = join(__dirname, "..", "..", "dist", "sdk", "files", "lock.js");
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
