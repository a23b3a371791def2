import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";

export const CLI = join(__dirname, "..", "..", "dist", "cli", "main.js");

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the built CLI as a child process, as a user or CI would, with no terminal. */
export function msgform(
  args: string[],
  env: Record<string, string | undefined> = {},
  input?: string,
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
    child.stdin.end(input ?? "");
  });
}

/** The MSGFORM_* environment that points the CLI at an emulator with one of its keys (live by default). */
export function cliEnv(
  emu: { baseUrl: string; caFile: string; keys: { live: { id: string; secret: string } } },
  key: { id: string; secret: string } = emu.keys.live,
): Record<string, string> {
  return {
    MSGFORM_BASE_URL: emu.baseUrl,
    MSGFORM_KEY_ID: key.id,
    MSGFORM_KEY_SECRET: key.secret,
    MSGFORM_CA_FILE: emu.caFile,
  };
}

export interface Child {
  child: ChildProcess;
  stderr: () => string;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** The built CLI as a child process, no terminal, that the test can signal. */
export function start(args: string[], env: Record<string, string>): Child {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d) => (stdout += d));
  child.stderr!.on("data", (d) => (stderr += d));
  const done = new Promise<Awaited<Child["done"]>>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return { child, stderr: () => stderr, done };
}

/** Resolves once the child's stderr matches `pattern` `times` times. */
export async function waitFor(c: Child, pattern: RegExp, times = 1): Promise<void> {
  const global = new RegExp(pattern.source, "g");
  for (let i = 0; i < 600; i++) {
    if ((c.stderr().match(global) ?? []).length >= times) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never saw ${pattern} ${times}x in:\n${c.stderr()}`);
}
