import { randomBytes } from "node:crypto";
import { accessSync, chmodSync, closeSync, constants, fstatSync, openSync, readFileSync, renameSync, statfsSync, statSync, unlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { crashPoint } from "../../sdk/crashPoints";
import { entryKind, writeExclusive } from "../../sdk/files/private";
import { privateDirectory, syncDir, UnsafePathError } from "../../sdk/files/checked";
import { StateDamage, StateDirError } from "./lines";

/** The key that seals webhook signing secrets at rest (AES-256-GCM), mode 0600. */
export const KEY_FILE = "state.key";
export const LOCK_FILE = "lock";

/**
 * File systems that hold no files of ours: the kernel's views (/proc, /sys, …). Creating a
 * directory there fails in ways that make a recursive mkdir loop forever.
 */
const PSEUDO_FILE_SYSTEMS = new Map<number, string>([
  [0x9fa0, "proc"],
  [0x62656572, "sysfs"],
  [0x1cd1, "devpts"],
  [0x64626720, "debugfs"],
  [0x74726163, "tracefs"],
  [0x73636673, "securityfs"],
  [0x27e0eb, "cgroup"],
  [0x63677270, "cgroup2"],
  [0xcafe4a11, "bpf"],
  [0x6165676c, "pstore"],
  [0x42494e4d, "binfmt_misc"],
]);

const refuse = (dir: string, why: string) =>
  new StateDirError(`cannot use ${dir} as the emulator's state directory: ${why}; choose another --state-dir`);

/** Makes `dir` usable (created mode 0700 if missing, made private if not) or refuses it at once. */
export function prepareDirectory(dir: string): void {
  let existing = resolve(dir);
  while (entryKind(existing) === "missing" && dirname(existing) !== existing) existing = dirname(existing);
  let kind: string | undefined;
  try {
    kind = PSEUDO_FILE_SYSTEMS.get(statfsSync(existing).type);
  } catch {
    kind = undefined;
  }
  if (kind) throw refuse(dir, `${existing} is on the kernel's ${kind} file system, which holds no files`);
  if (!statSync(existing).isDirectory()) throw refuse(dir, `${existing} is not a directory`);
  // Created mode 0700 one level at a time (mkdir({ recursive }) spins on some file systems instead of
  // failing), reached through directories others cannot rename in, ours, private: keys' hashes, sealed
  // signing secrets and their key live here (sdk/files/checked.ts).
  try {
    privateDirectory(dir, "choose another --state-dir");
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (e) {
    if (e instanceof UnsafePathError) throw new StateDirError(`cannot use ${dir} as the emulator's state directory: ${e.message}`);
    throw refuse(dir, `it is not writable (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
}

/** Refuses symbolic links (and anything but regular files) where the directory's own files belong. */
export function refuseLinks(dir: string, names: readonly string[]): void {
  for (const name of names) {
    const path = join(dir, name);
    const kind = entryKind(path);
    if (kind === "link") throw new StateDirError(`refusing the state directory ${dir}: ${path} is a symbolic link; remove it`);
    if (kind === "other") throw new StateDirError(`refusing the state directory ${dir}: ${path} is not a regular file; remove it`);
  }
}

/** Renames each of `names` that exists to `<name>.damaged-<time>`; returns the new paths. Nothing is deleted. */
export function moveAside(dir: string, names: readonly string[]): string[] {
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  const moved: string[] = [];
  for (const name of names) {
    const from = join(dir, name);
    if (entryKind(from) === "missing") continue;
    let to = `${from}.damaged-${stamp}`;
    if (entryKind(to) !== "missing") to += `-${randomBytes(3).toString("hex")}`;
    renameSync(from, to);
    moved.push(to);
  }
  return moved;
}

/** The sealing key, read or made; nothing is written until `persist`, once every check has passed. */
export interface SealingKey {
  key: Buffer;
  /** Writes a new key (a temporary file, synced, renamed into place), or makes an existing one private. */
  persist(): void;
}

/**
 * The sealing key: read from KEY_FILE, or made (32 random bytes) when it is missing and `mayCreate`
 * says the directory holds nothing sealed under an older one. Throws StateDamage, changing nothing.
 */
export function sealingKey(dir: string, mayCreate: () => boolean): SealingKey {
  const path = join(dir, KEY_FILE);
  if (entryKind(path) === "missing") {
    if (!mayCreate()) {
      throw new StateDamage(
        `${path} is missing: the webhook signing secrets in ${dir} cannot be opened without it; ` +
        "restore it, or start with --state-dir-reset-damaged to move the state aside and start empty",
      );
    }
    const key = randomBytes(32);
    return {
      key,
      persist: () => {
        const tmp = path + ".tmp";
        if (entryKind(tmp) === "file") unlinkSync(tmp); // left by a start that was stopped
        writeExclusive(tmp, key.toString("base64") + "\n");
        renameSync(tmp, path);
        syncDir(dir);
        crashPoint("state-key-written");
      },
    };
  }
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const loose = (fstatSync(fd).mode & 0o077) !== 0;
    const text = readFileSync(fd, "utf8").trim();
    const key = Buffer.from(text, "base64");
    if (key.length !== 32 || key.toString("base64") !== text) {
      throw new StateDamage(`${path} is not a msgform state key (32 bytes, base64); restore it from a backup, or start with --state-dir-reset-damaged to move the state aside and start empty`);
    }
    return { key, persist: () => (loose ? chmodSync(path, 0o600) : undefined) };
  } finally {
    closeSync(fd);
  }
}
