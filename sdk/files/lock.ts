import { randomBytes } from "node:crypto";
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  fsyncSync,
  linkSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { CREATE_EXCLUSIVE } from "./private";

/**
 * An exclusive lock between processes of one machine, kept as a file that names its holder
 * ("<pid> <nonce>"). Used by the emulator's state directory and the CLI's secrets sink.
 *
 * Why not "create with O_EXCL, delete when the holder is dead": two processes that both see a dead
 * holder both delete, and the second deletes the first's live lock. Here every file appears whole
 * (written under a unique name, then link()ed into place, which fails if the name exists), and a
 * stale lock is removed only by the one process that created its claim file
 * `<lock>.reap-<key>` (again link(): exactly one wins per dead holder). The winner re-reads the
 * lock and removes it only if it still says what the dead holder's said; nobody else can remove it
 * meanwhile, since its owner is dead and any other reaper of that text needs the same claim.
 *
 * The claim's key comes from the lock's text alone, never from the file (its inode or time): the
 * same text can come back as a new file (a process that re-creates a dead lock, an old msgform that
 * wrote only its pid and keeps restarting as that pid), and two reapers holding claims keyed by two
 * files of one text would both take "their" lock away, the second removing the lock a live process
 * placed in between; two writers then hold the lock at once. A claim left by a reaper that died is
 * itself reaped the same way.
 */

/** The lock is held by a live process; the message names the lock, the holder and the fix. */
export class LockHeldError extends Error {
  constructor(
    readonly path: string,
    readonly holder: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** The lock cannot be used (a link planted at its name, a directory we cannot write). */
export class LockError extends Error {}

export interface LockOptions {
  /** How long to wait for a live holder before giving up (0: refuse at once). */
  waitMs: number;
  /** What a LockHeldError says after the lock path and the holder: the fix, e.g. "stop it first". */
  advice: string;
}

export interface HeldLock {
  readonly path: string;
  /**
   * Whether the lock file still says we hold it. Only a program outside this protocol can take it
   * from us (one that removes or rewrites lock files it did not place); a holder about to replace a
   * shared file checks this first and starts over rather than overwrite another writer's work.
   */
  held(): boolean;
  /** Gives the lock up (only if it is still ours). */
  release(): void;
}

interface Holder {
  pid: number | undefined;
  /** The file's whole text: the lock is removed only while it still says exactly this. */
  text: string;
  /** Names the claim a reaper takes: one for every lock of this text. */
  key: string;
}

/** Whether a process of this id runs (one of another user's counts: signalling it is refused, not failed). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Locks this process holds: a lock naming our own pid that is not among them was left by an earlier process. */
const heldHere = new Set<string>();

/**
 * Whether the process named by a lock still holds it. Our own pid on a lock we do not hold is an
 * earlier process's (a container restarted with the same pid, e.g. 1), not ours.
 */
function holderAlive(path: string, pid: number): boolean {
  return pid === process.pid ? heldHere.has(path) : processAlive(pid);
}

/**
 * How long a claim on a dead holder's lock may stand in the way. A reaper holds its claim for the
 * time of one read and one unlink; a claim held longer belongs to a stopped process (Ctrl-Z, a
 * debugger) or names a pid that another program now has.
 */
export const CLAIM_WAIT_MS = 3000;

/**
 * Takes the lock at `path`, waiting up to `waitMs` for a live holder; a dead holder's lock is
 * taken over. Every wait ends: at `waitMs` for a live holder, after CLAIM_WAIT_MS for a takeover
 * claimed by a process that does not finish it, and after both in any case.
 */
export function acquireLock(path: string, options: LockOptions): HeldLock {
  const text = `${process.pid} ${randomBytes(12).toString("hex")}\n`;
  // A monotonic clock: the wall clock may be set back while we wait.
  const started = performance.now();
  const deadline = started + options.waitMs;
  const lastChance = deadline + CLAIM_WAIT_MS;
  let blockedSince: number | undefined;
  cleanTemporaries(path);
  for (;;) {
    if (placeWhole(path, text)) {
      heldHere.add(path);
      return {
        path,
        held: () => safeHolder(path)?.text === text,
        release: () => {
          heldHere.delete(path);
          removeIf(path, text);
        },
      };
    }
    const seen = readHolder(path);
    const now = performance.now();
    if (seen?.pid !== undefined && !holderAlive(path, seen.pid)) {
      pauseForTest("MSGFORM_TEST_LOCK_PAUSE");
      const blocker = reap(path, seen);
      if (!blocker) continue; // taken over (by us or another): try again
      blockedSince ??= now;
      if (now - blockedSince >= CLAIM_WAIT_MS || now >= lastChance) throw stuckClaim(path, seen.pid, blocker);
    } else {
      blockedSince = undefined;
      if (seen && now >= deadline) {
        const who = seen.pid === undefined
          ? "something that is not a msgform lock (if no msgform is running, remove it)"
          : `process ${seen.pid}`;
        throw new LockHeldError(path, seen.pid, `${path} is held by ${who}; ${options.advice}`);
      }
      if (!seen && now >= lastChance) throw new LockError(`cannot take the lock ${path}: it keeps appearing and vanishing; try again`);
      if (!seen) continue; // released in between
    }
    sleepSync(2 + Math.floor(Math.random() * 8));
  }
}

/** The refusal when a dead holder's lock cannot be taken over: another process's claim stands in the way. */
function stuckClaim(path: string, dead: number, blocker: { claim: string; pid: number | undefined }): LockHeldError {
  const fix = `remove ${blocker.claim}, then try again`;
  const why = blocker.pid === undefined
    ? `${blocker.claim} stands in the way of its takeover but is not a msgform claim; ${fix}`
    : `process ${blocker.pid} claimed its takeover (${blocker.claim}) and has not finished in ${CLAIM_WAIT_MS / 1000} s: ` +
      `it is stopped, or its pid now belongs to another program; if process ${blocker.pid} is not a msgform at work, ` +
      `end it (kill ${blocker.pid}) or ${fix}`;
  return new LockHeldError(path, blocker.pid, `${path} is held by process ${dead}, which is no longer running, but ${why}`);
}

/** Runs `fn` holding the lock at `path`. */
export function withLock<T>(path: string, options: LockOptions, fn: (lock: HeldLock) => T): T {
  const lock = acquireLock(path, options);
  try {
    return fn(lock);
  } finally {
    lock.release();
  }
}

/**
 * For the race tests only: MSGFORM_TEST_LOCK_PAUSE=<file> holds a taker between judging a holder
 * dead and taking over; MSGFORM_TEST_REAP_PAUSE=<file> holds it after it placed its claim, before
 * it re-reads the lock; MSGFORM_TEST_UNLINK_PAUSE=<file> after it re-read the dead holder's text
 * there, before it removes the lock. Each waits until <file> exists (it creates <file>.seen when it
 * gets there). Unset, it costs one lookup per stale lock.
 */
function pauseForTest(variable: "MSGFORM_TEST_LOCK_PAUSE" | "MSGFORM_TEST_REAP_PAUSE" | "MSGFORM_TEST_UNLINK_PAUSE"): void {
  const file = process.env[variable];
  if (!file) return;
  writeFileSync(`${file}.seen`, "");
  while (!existsSync(file)) sleepSync(5);
}

/** Creates `path` holding `text`, whole, only if nothing is there: true when it did. */
function placeWhole(path: string, text: string): boolean {
  const tmp = `${path}.${process.pid}-${randomBytes(8).toString("hex")}.tmp`;
  let fd: number;
  try {
    fd = openSync(tmp, CREATE_EXCLUSIVE, 0o600);
  } catch (e) {
    throw new LockError(`cannot create the lock ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)} in ${dirname(path)}`);
  }
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(tmp, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw new LockError(`cannot create the lock ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  } finally {
    unlinkQuietly(tmp);
  }
}

/** Who holds `path`, or undefined if nothing is there. A link at the name is refused. */
function readHolder(path: string): Holder | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP") throw new LockError(`refusing the lock ${path}: it is a symbolic link; remove it`);
    throw new LockError(`cannot read the lock ${path}: ${code ?? String(e)}`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new LockError(`refusing the lock ${path}: it is not a regular file; remove it`);
    const text = readFileSync(fd, "utf8");
    const m = /^([1-9][0-9]{0,9})(?: ([0-9a-f]{24}))?\s*$/.exec(text);
    const pid = m ? Number(m[1]) : undefined;
    // A lock written by an earlier msgform holds only its pid: every lock of that text shares one claim.
    const key = m?.[2] ?? `pid-${m?.[1] ?? "none"}`;
    return { pid, text, key };
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes the lock `path` that `dead` held, unless someone already did. Only the process that
 * places the claim may remove the lock, and only while it still says what `dead` said. Returns the
 * claim of a live process (or a file that is not a claim) that stands in the way, if any.
 */
function reap(path: string, dead: Holder): { claim: string; pid: number | undefined } | undefined {
  const claim = `${path}.reap-${dead.key}`;
  const mine = `${process.pid} ${randomBytes(12).toString("hex")}\n`;
  if (placeWhole(claim, mine)) {
    try {
      pauseForTest("MSGFORM_TEST_REAP_PAUSE");
      if (readHolder(path)?.text === dead.text) {
        pauseForTest("MSGFORM_TEST_UNLINK_PAUSE");
        unlinkQuietly(path);
      }
    } finally {
      removeIf(claim, mine);
    }
    return undefined;
  }
  const reaper = readHolder(claim);
  if (!reaper) return undefined; // finished in between
  if (reaper.pid !== undefined && !holderAlive(claim, reaper.pid)) return reap(claim, reaper);
  return { claim, pid: reaper.pid };
}

function removeIf(path: string, text: string): void {
  try {
    if (readHolder(path)?.text === text) unlinkSync(path);
  } catch {
    // gone already, or no longer ours
  }
}

/**
 * Removes what dead processes left next to the lock: their temporary files (`<name>.<pid>-<hex>.tmp`,
 * the lock's and its claims'), and their claims (`<name>.reap-<key>`, taken over like a lock).
 */
function cleanTemporaries(path: string): void {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const rest = name.slice(prefix.length);
    const tmp = /\.?([0-9]+)-[0-9a-f]{16}\.tmp$/.exec(rest);
    const full = join(dirname(path), name);
    if (tmp && (tmp.index === 0 || rest.startsWith("reap-"))) {
      if (!processAlive(Number(tmp[1]))) unlinkQuietly(full);
    } else if (rest.startsWith("reap-") && !rest.endsWith(".tmp")) {
      const claimant = safeHolder(full);
      if (claimant?.pid !== undefined && !holderAlive(full, claimant.pid)) reap(full, claimant);
    }
  }
}

function safeHolder(path: string): Holder | undefined {
  try {
    return readHolder(path);
  } catch {
    return undefined;
  }
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}
