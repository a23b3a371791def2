import { closeSync, constants, fsyncSync, lstatSync, openSync, unlinkSync, writeSync } from "node:fs";

/** Creating a file that must not exist yet, and never through a symbolic link planted at its name. */
export const CREATE_EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

/** Creates a file that did not exist (never through a link), mode 0600, with `data`, synced. */
export function writeExclusive(path: string, data: string | Uint8Array): void {
  const fd = openSync(path, CREATE_EXCLUSIVE, 0o600);
  try {
    if (typeof data === "string") writeSync(fd, data);
    else writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** What is at `path` without following a link: "missing", "link", "file" or "other". */
export function entryKind(path: string): "missing" | "link" | "file" | "other" {
  try {
    const s = lstatSync(path);
    return s.isSymbolicLink() ? "link" : s.isFile() ? "file" : "other";
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return "missing";
    throw e;
  }
}

/**
 * Replaces the regular file at `path` with a new one holding `data` (mode 0600). Returns why not,
 * on one line naming the path, when something else is there (a symbolic link, a directory).
 */
export function replacePrivateFile(path: string, data: string): string | undefined {
  const kind = entryKind(path);
  if (kind === "link") return `refusing ${path}: it is a symbolic link; remove it`;
  if (kind === "other") return `refusing ${path}: it is not a regular file; remove it`;
  if (kind === "file") unlinkSync(path);
  try {
    writeExclusive(path, data);
  } catch (e) {
    return `cannot create ${path} (${(e as NodeJS.ErrnoException).code ?? String(e)}); remove what is there or fix its directory`;
  }
  return undefined;
}
