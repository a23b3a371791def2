// Every file msgform reads code from or writes data through, and every directory it keeps a cache or
// state in, is checked on its open descriptor, never by a path looked at before it is used: another
// local user must not be able to put a link, a FIFO, their own file or their own directory where msgform
// writes a secret, a trace line or its state, or reads compiled code.
// - A file is opened with O_NOFOLLOW (a link at its name is refused, not followed) and O_NONBLOCK (a
//   FIFO cannot hang the open), then fstat'ed: a regular file, owned by us, not writable by group or
//   others.
// - A directory is reached through directories others cannot rename in (each owned by root or us, and
//   not writable by group or others unless sticky, as /tmp: there only an entry's owner may rename it),
//   links only where root or we made them; it is created mode 0700 when missing, then opened with
//   O_DIRECTORY | O_NOFOLLOW and fstat'ed: a directory, owned by us, mode 0700 (read or search bits for
//   others are taken away on the descriptor; write bits are refused: others may have put files in it).
// Every refusal names the path, what is wrong and the fix (`UnsafePathError`).
import { closeSync, constants, fchmodSync, fstatSync, fsyncSync, lstatSync, mkdirSync, openSync, readlinkSync, type Stats } from "node:fs";
import { dirname, isAbsolute, join, parse, resolve, sep } from "node:path";

/** A path msgform will not use: `message` says which path, what is wrong and the fix, on one line. */
export class UnsafePathError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${path} ${problem}; ${fix}`);
    this.name = "UnsafePathError";
  }
}

// Absent on Windows, where none of this applies the same way (no uid, no FIFOs by path).
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;
const O_NONBLOCK = constants.O_NONBLOCK ?? 0;
const O_DIRECTORY = constants.O_DIRECTORY ?? 0;
const S_ISVTX = 0o1000;

/** Our user id; undefined where the platform has none (Windows). */
const ourUid = (): number | undefined => process.getuid?.();

const octal = (mode: number) => `0${(mode & 0o7777).toString(8).padStart(3, "0")}`;

function kindOf(s: Stats): string {
  if (s.isFIFO()) return "a FIFO (named pipe)";
  if (s.isDirectory()) return "a directory";
  if (s.isSymbolicLink()) return "a symbolic link";
  if (s.isSocket()) return "a socket";
  if (s.isCharacterDevice() || s.isBlockDevice()) return "a device";
  return "not a regular file";
}

/** How a checked file is opened. */
export type FileUse =
  /** Read what is there. */
  | "read"
  /** Append to it, creating it (mode 0600) when missing. */
  | "append";

/**
 * Opens `path` for `use` and checks the descriptor (a regular file, ours, not writable by group or
 * others); returns the descriptor. `fix` is what the refusal tells the user to do instead (choose
 * another path for what). A file we append to that others may read is made 0600.
 */
export function openCheckedFile(path: string, use: FileUse, fix = "choose another path"): number {
  const flags = (use === "read" ? constants.O_RDONLY : constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT) | O_NOFOLLOW | O_NONBLOCK;
  let fd: number;
  try {
    fd = openSync(path, flags, 0o600);
  } catch (e) {
    throw openRefusal(path, e as NodeJS.ErrnoException, fix, use);
  }
  try {
    checkFile(fd, path, fix);
    if (use === "append" && ourUid() !== undefined && (fstatSync(fd).mode & 0o077) !== 0) fchmodSync(fd, 0o600);
    return fd;
  } catch (e) {
    closeSync(fd);
    throw e;
  }
}

/** Why `path` could not be opened, as a refusal: a link, a FIFO without a reader, a missing directory. */
function openRefusal(path: string, e: NodeJS.ErrnoException, fix: string, use?: FileUse): Error {
  let s: Stats | undefined;
  try {
    s = lstatSync(path);
  } catch {
    s = undefined;
  }
  if (e.code === "ELOOP" || e.code === "EMLINK" || s?.isSymbolicLink()) {
    return new UnsafePathError(path, "is a symbolic link, which msgform does not follow there", `remove it, or ${fix}`);
  }
  if (s && !s.isFile()) return new UnsafePathError(path, `is ${kindOf(s)}, not a regular file`, `remove it, or ${fix}`);
  if (e.code === "ENOENT" && use === "read") return new UnsafePathError(path, "does not exist (any more)", fix);
  if (e.code === "ENOENT") return new UnsafePathError(path, `cannot be created: its directory ${dirname(path)} does not exist`, `create it first, or ${fix}`);
  return new UnsafePathError(path, `cannot be opened (${e.code ?? e.message})`, `check its permissions, or ${fix}`);
}

/** Refuses the open file `fd` (named `path`) unless it is a regular file, ours, not writable by group or others. */
function checkFile(fd: number, path: string, fix = "choose another path"): void {
  const s = fstatSync(fd);
  if (!s.isFile()) throw new UnsafePathError(path, `is ${kindOf(s)}, not a regular file`, `remove it, or ${fix}`);
  const uid = ourUid();
  if (uid === undefined) return;
  if (s.uid !== uid) throw new UnsafePathError(path, `belongs to user ${s.uid}, not to you (user ${uid})`, `remove it, or ${fix}`);
  if ((s.mode & 0o022) !== 0) {
    throw new UnsafePathError(path, `is writable by ${s.mode & 0o002 ? "others" : "its group"} (mode ${octal(s.mode)})`, `run chmod go-w ${path}, or ${fix}`);
  }
}

/**
 * Makes `dir` a private directory msgform may keep a cache or state in, or refuses it: every directory
 * on the way is one others cannot rename in, each link on the way is root's or ours; `dir` itself is
 * created (mode 0700, and each missing parent too) when missing, then checked on its descriptor: ours,
 * no write permission for group or others (refused), no other permission for them (taken away).
 */
export function privateDirectory(dir: string, fix = "choose another directory"): void {
  const abs = resolve(dir);
  const parent = dirname(abs);
  let target = join(parent === abs ? abs : trustedPath(parent, fix, 0, true), parse(abs).base);
  try {
    mkdirSync(target, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") {
      throw new UnsafePathError(dir, `cannot be created (${(e as NodeJS.ErrnoException).code ?? String(e)})`, `check ${dirname(target)}'s permissions, or ${fix}`);
    }
  }
  // A link of root's or ours (a home directory's cache moved to another disk): where it leads is checked as well.
  if (lstatSync(target).isSymbolicLink()) target = trustedPath(target, fix, 0, false);
  let fd: number;
  try {
    fd = openSync(target, constants.O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOTDIR") throw new UnsafePathError(dir, "is not a directory", `remove it, or ${fix}`);
    throw openRefusal(dir, e as NodeJS.ErrnoException, fix);
  }
  try {
    const s = fstatSync(fd);
    if (!s.isDirectory()) throw new UnsafePathError(dir, `is ${kindOf(s)}, not a directory`, `remove it, or ${fix}`);
    const uid = ourUid();
    if (uid === undefined) return;
    if (s.uid !== uid) throw new UnsafePathError(dir, `belongs to user ${s.uid}, not to you (user ${uid})`, fix);
    if ((s.mode & 0o022) !== 0) {
      throw new UnsafePathError(dir, `is writable by ${s.mode & 0o002 ? "others" : "its group"} (mode ${octal(s.mode)}), who may have put files in it`, `run chmod 700 ${dir} if only you did, or ${fix}`);
    }
    if ((s.mode & 0o077) !== 0) fchmodSync(fd, 0o700);
  } finally {
    closeSync(fd);
  }
}

/**
 * The real path of the directory `path`, having checked every directory it passes through (others
 * cannot rename in it) and every link (root's or ours), following links as the kernel would. With
 * `create`, missing directories are made (mode 0700) on the way. Throws UnsafePathError.
 */
function trustedPath(path: string, fix: string, depth: number, create: boolean): string {
  if (depth > 32) throw new UnsafePathError(path, "passes through too many symbolic links", fix);
  const abs = resolve(path);
  const { root } = parse(abs);
  let at = root;
  checkTraversed(at, lstatSync(at), fix);
  for (const name of abs.slice(root.length).split(sep).filter(Boolean)) {
    const next = join(at, name);
    let s: Stats;
    try {
      s = lstatSync(next);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT" || !create) throw new UnsafePathError(path, `cannot be reached (${next}: ${(e as NodeJS.ErrnoException).code})`, fix);
      try {
        mkdirSync(next, { mode: 0o700 });
      } catch (m) {
        if ((m as NodeJS.ErrnoException).code !== "EEXIST") throw new UnsafePathError(path, `cannot be created (${next}: ${(m as NodeJS.ErrnoException).code})`, fix);
      }
      s = lstatSync(next);
    }
    if (s.isSymbolicLink()) {
      const uid = ourUid();
      if (uid !== undefined && s.uid !== 0 && s.uid !== uid) {
        throw new UnsafePathError(path, `is reached through ${next}, a symbolic link of user ${s.uid}'s, who can point it elsewhere`, fix);
      }
      const to = readlinkSync(next);
      at = trustedPath(isAbsolute(to) ? to : join(at, to), fix, depth + 1, false);
      continue;
    }
    checkTraversed(next, s, fix);
    at = next;
  }
  return at;
}

/** A directory on the way to ours: root's or ours, and no one else may rename in it (not writable by them, or sticky). */
function checkTraversed(dir: string, s: Stats, fix: string): void {
  if (!s.isDirectory()) throw new UnsafePathError(dir, `is ${kindOf(s)}, not a directory`, fix);
  const uid = ourUid();
  if (uid === undefined) return;
  if (s.uid !== 0 && s.uid !== uid) {
    throw new UnsafePathError(dir, `belongs to user ${s.uid}, who can rename what is in it`, `use a directory under one of yours or root's, or ${fix}`);
  }
  if ((s.mode & 0o022) !== 0 && (s.mode & S_ISVTX) === 0) {
    throw new UnsafePathError(dir, `is writable by ${s.mode & 0o002 ? "others" : "its group"} without the sticky bit (mode ${octal(s.mode)}), so they can rename what is in it`, `run chmod +t ${dir} (or go-w), or ${fix}`);
  }
}

/** Makes renames and removals in `dir` durable (some file systems cannot sync a directory: the rename is still atomic). */
export function syncDir(dir: string): void {
  const fd = openSync(dir, constants.O_RDONLY | O_DIRECTORY);
  try {
    fsyncSync(fd);
  } catch {
    // not supported here
  } finally {
    closeSync(fd);
  }
}
