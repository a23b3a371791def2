import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

// A real process stopped (SIGSTOP, as Ctrl-Z does) in the middle of taking over a dead holder's
// lock (sdk/files/lock.ts): it has placed its claim `<lock>.reap-<key>` and not yet removed the lock.

export const LOCK_JS = join(__dirname, "..", "..", "dist", "sdk", "files", "lock.js");

/** Takes the lock at argv[2] (waiting up to 60 s), then releases it once argv[3] exists. */
const TAKER = `
const fs = require("node:fs");
const { acquireLock, sleepSync } = require(process.argv[1]);
const [path, release] = process.argv.slice(2);
const lock = acquireLock(path, { waitMs: 60000, advice: "test" });
fs.writeFileSync(release + ".taken", "");
while (!fs.existsSync(release)) sleepSync(5);
lock.release();
`;

export interface StoppedReaper {
  pid: number;
  /** Its claim file. */
  claim: string;
  /** SIGKILL while stopped: its claim is left behind, as a crash leaves it. */
  kill(): Promise<void>;
  /** SIGCONT: it finishes the takeover, holds the lock until `release()`, then exits. */
  resume(): void;
  /** Whether it has taken the lock (after `resume()`). */
  holds(): boolean;
  release(): Promise<number | null>;
}

const until = async (cond: () => boolean) => {
  while (!cond()) await new Promise((r) => setTimeout(r, 10));
};

/** Starts a process that takes over `lock` (which must name a dead holder), stops it holding its claim. */
export async function stoppedReaper(lock: string): Promise<StoppedReaper> {
  // Its control files live elsewhere: the lock's directory holds only what the lock puts there.
  const control = mkdtempSync(join(tmpdir(), "msgform-reaper-"));
  const pause = join(control, "pause");
  const release = join(control, "release");
  const child: ChildProcess = spawn(process.execPath, ["-e", TAKER, LOCK_JS, lock, release], {
    env: { ...process.env, MSGFORM_TEST_REAP_PAUSE: pause },
    stdio: "inherit",
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await until(() => existsSync(`${pause}.seen`));
  child.kill("SIGSTOP");
  const prefix = `${basename(lock)}.reap-`;
  const claim = readdirSync(dirname(lock)).find((f) => f.startsWith(prefix) && !f.endsWith(".tmp"));
  if (!claim) throw new Error(`the reaper placed no claim beside ${lock}`);
  return {
    pid: child.pid!,
    claim: join(dirname(lock), claim),
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
    resume: () => {
      writeFileSync(pause, "");
      child.kill("SIGCONT");
    },
    holds: () => existsSync(`${release}.taken`),
    release: async () => {
      writeFileSync(release, "");
      return exited;
    },
  };
}

/** A live process that is no msgform (a pid a dead reaper's claim may come to name). */
export function unrelatedProcess(): { pid: number; kill(): void } {
  const child = spawn("sleep", ["600"], { stdio: "ignore" });
  return { pid: child.pid!, kill: () => void child.kill("SIGKILL") };
}
