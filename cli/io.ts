import { closeSync, existsSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { connectionProblem } from "../sdk/errors";
import { openCheckedFile, UnsafePathError } from "../sdk/files/checked";
import { inertLine, terminalText } from "../sdk/escape";
import { stderr, stdout } from "./output";

/** Every line the CLI writes about itself (progress, errors) starts with this, once. */
export const PREFIX = "msgform: ";

/**
 * Where the CLI writes: data to stdout, progress and messages to stderr. Colour only on a
 * terminal, never with NO_COLOR; no spinners (apply's one status line on a terminal is cli/progress.ts;
 * without one, a line per step reads well in CI logs).
 */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** A progress line on stderr. */
  progress(line: string): void;
  color: boolean;
  interactive: boolean;
  confirm(question: string): Promise<boolean>;
}

export function processIo(): Io {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== "";
  // Getters: opening process.stdin costs a few ms of every start, and a command that never asks (all
  // but apply) need not open it. stdout and stderr are written without their streams (cli/output.ts).
  return {
    out: (t) => stdout.write(t),
    err: (t) => stderr.write(t),
    progress: (line) => stderr.write(prefixed(line) + "\n"),
    get color() {
      return !noColor && (process.env.FORCE_COLOR !== undefined || stdout.isTTY);
    },
    get interactive() {
      return stderr.isTTY && Boolean(process.stdin.isTTY);
    },
    confirm: async (question) => {
      // Loaded here: only apply asks, and node:readline is a noticeable share of every command's start.
      const { createInterface } = require("node:readline") as typeof import("node:readline");
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      // On a terminal readline reads Ctrl-C as a key: pass it on as the signal it stands for.
      rl.on("SIGINT", () => process.emit("SIGINT", "SIGINT"));
      try {
        const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
        return answer.trim() === "yes";
      } finally {
        rl.close();
      }
    },
  };
}

/** An error the user can act on: printed as is, exit code 1 (or the one given). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** The prefix exactly once, whatever the lower layers (the sdk says "msgform: " too) put in front. */
export function prefixed(message: string): string {
  let text = message;
  while (text.startsWith(PREFIX)) text = text.slice(PREFIX.length);
  return PREFIX + text;
}

const FILE_REASONS: Record<string, string> = {
  ENOENT: "no such file or directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EEXIST: "it already exists",
  ENOSPC: "no space left on the device",
  EROFS: "the file system is read-only",
  EMFILE: "too many open files",
  ENAMETOOLONG: "the name is too long",
  ELOOP: "too many symbolic links",
  EBUSY: "the file is busy",
};

const SYSCALL_VERBS: Record<string, string> = {
  open: "open",
  read: "read",
  write: "write",
  mkdir: "create the directory",
  rename: "write",
  scandir: "read the directory",
  unlink: "remove",
  rmdir: "remove the directory",
  chmod: "set the permissions of",
  stat: "find",
  lstat: "find",
  copyfile: "copy to",
};

type FileError = NodeJS.ErrnoException & { path: string };

export const isFileError = (err: unknown): err is FileError =>
  err instanceof Error && typeof (err as FileError).code === "string" && typeof (err as FileError).path === "string" &&
  typeof (err as FileError).syscall === "string";

/** Why a file operation failed, in words, naming a missing directory rather than the file in it. */
export function fileReason(err: NodeJS.ErrnoException, path: string): string {
  if (err.code === "ENOENT") {
    const dir = dirname(path);
    if (dir !== path && !existsSync(dir)) return `the directory ${dir} does not exist`;
  }
  return FILE_REASONS[err.code ?? ""] ?? err.code ?? err.message;
}

/** One line naming the path and the reason: "cannot write out/x.yaml: the directory out does not exist". */
function fileErrorLine(err: FileError, verb?: string): string {
  return `cannot ${verb ?? SYSCALL_VERBS[err.syscall ?? ""] ?? "access"} ${err.path}: ${fileReason(err, err.path)}`;
}

/**
 * Writes an output file the user named (a saved plan, an export), checked on its descriptor like every
 * file msgform writes (sdk/files/checked.ts: no link followed, no FIFO waited on, a regular file of
 * ours that others cannot write), turning a refusal or a file-system failure into one clear line.
 */
export function writeOutputFile(path: string, text: string, what = "output file"): void {
  let fd: number | undefined;
  try {
    fd = openCheckedFile(path, "replace", `write the ${what} somewhere else`);
    writeFileSync(fd, text);
  } catch (err) {
    if (err instanceof UnsafePathError) throw new CliError(`cannot write the ${what} ${err.path}: it ${err.problem}; ${err.fix}`);
    throw isFileError(err) ? new CliError(fileErrorLine(err, "write")) : err;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** What run() and main print for an error: one prefixed message; the stack only with MSGFORM_DEBUG=1. */
export function errorText(err: unknown): string {
  // A rejected credential or an unreachable service is the problem, whatever operation met it first.
  const connection = connectionProblem(err);
  if (connection) return prefixed(terminalText(connection.message));
  const text = isFileError(err) ? fileErrorLine(err) : err instanceof Error ? err.message : String(err);
  const debug = process.env.MSGFORM_DEBUG && err instanceof Error && err.stack ? `\n${terminalText(err.stack)}` : "";
  // Messages carry account and file strings (owner names, service messages, paths): each of our
  // lines stays a line, nothing in it can move the cursor, recolour or rewrite the terminal,
  // and none, a continuation line among them, can start a CI workflow command.
  return prefixed(text.split("\n").map((line) => inertLine(terminalText(line))).join("\n")) + debug;
}
