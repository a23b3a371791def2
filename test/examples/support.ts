import { spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { expect } from "vitest";
import type { KeyPair, RunningEmulator } from "../../emulator/index";
import { type Client, createClient } from "../../sdk";
import { CLI } from "../cli/run";

/** Shared pieces of the examples' tests (issue 8): workflow runner, README runner, secret checks. */

export const ROOT = join(__dirname, "..", "..");
export const EXAMPLES = join(ROOT, "examples");

export interface ShellResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** An sdk client of the emulator with the given key (the live bootstrap key by default). */
export function clientFor(emu: RunningEmulator, key: KeyPair = emu.keys.live): Client {
  return createClient({ baseUrl: emu.baseUrl, keyId: key.id, keySecret: key.secret, caFile: emu.caFile });
}

/** A scratch folder, removed by the returned function. */
export function scratch(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `msgform-ex-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A folder of commands for PATH: `msgform` (the built CLI, as `npm install -g msgform` would give) and a fake `gh`. */
export function binDir(dir: string): string {
  const bin = join(dir, "bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, "msgform"), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  // Records what the workflow asked of the GitHub CLI: its arguments and the comment body.
  writeFileSync(
    join(bin, "gh"),
    [
      "#!/bin/sh",
      "mkdir -p \"$GH_CAPTURE\"",
      "printf \"%s\\n\" \"$*\" >> \"$GH_CAPTURE/calls\"",
      "while [ $# -gt 0 ]; do",
      "  case \"$1\" in --body-file|-F) cp \"$2\" \"$GH_CAPTURE/body.md\"; shift ;; esac",
      "  shift",
      "done",
      "",
    ].join("\n"),
  );
  chmodSync(join(bin, "msgform"), 0o755);
  chmodSync(join(bin, "gh"), 0o755);
  return bin;
}

/**
 * Runs a bash script in its own process group, as GitHub's `shell: bash` does
 * (bash --noprofile --norc -eo pipefail), and kills whatever it left behind in that group.
 */
export function bash(
  script: string,
  opts: { cwd: string; env: Record<string, string | undefined>; timeoutMs?: number },
): Promise<ShellResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], {
      cwd: opts.cwd,
      env: opts.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => killGroup(child.pid!), opts.timeoutMs ?? 50_000);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const left = groupMembers(child.pid!);
      if (left.length > 0) killGroup(child.pid!);
      resolve({ code: code ?? (signal ? 128 : -1), stdout, stderr: stderr + (left.length ? `\n[left running: ${left.join(", ")}]` : "") });
    });
  });
}

/** Processes still in a process group (pgid = the leader's pid). */
export function groupMembers(pgid: number): string[] {
  const ps = spawnSync("ps", ["-o", "pid=,args=", "-g", String(pgid)], { encoding: "utf8" });
  return ps.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
}

function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // already gone
  }
}

// ---- GitHub Actions workflows -------------------------------------------------------------------

export interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}

interface Job {
  if?: string;
  concurrency?: { group: string; "cancel-in-progress"?: boolean | string; queue?: string };
  "runs-on": string;
  env?: Record<string, string>;
  environment?: string;
  permissions?: Record<string, string>;
  steps: Step[];
}

export interface Workflow {
  name: string;
  on: Record<string, unknown>;
  env?: Record<string, string>;
  defaults?: { run?: { shell?: string } };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

export function loadWorkflow(file: string): Workflow {
  return parse(readFileSync(file, "utf8")) as Workflow;
}

/** Replaces `${{ expr }}` with the value the test gives for expr; an expression the test does not know fails. */
export function substitute(value: string, expressions: Record<string, string>): string {
  return value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expr: string) => {
    if (!(expr in expressions)) throw new Error(`the test has no value for the workflow expression \${{ ${expr} }}`);
    return expressions[expr]!;
  });
}

/** A copy of an example folder, standing in for the repository it would be the root of. */
export function checkout(example: string, into: string): string {
  const dir = join(into, "repo");
  cpSync(join(EXAMPLES, example), dir, { recursive: true });
  return dir;
}

/** A reviewer's edit of one config file of a checked-out example: `from` must be there. */
export function editConfig(repo: string, file: string, from: string, to: string): void {
  const p = join(repo, "msgform", file);
  const text = readFileSync(p, "utf8");
  expect(text).toContain(from);
  writeFileSync(p, text.replace(from, to));
}

// ---- READMEs ------------------------------------------------------------------------------------

/** The ```sh blocks of a README, in order. */
function shellBlocks(readme: string): string[] {
  const text = readFileSync(readme, "utf8");
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

/**
 * Pastes a README's ```sh blocks, in order, into one bash (-eo pipefail) at the repository root,
 * as a user following it would, with an empty HOME and nothing of the test's MSGFORM_* variables.
 */
export async function runReadme(readme: string, extraEnv: Record<string, string> = {}): Promise<ShellResult> {
  const blocks = shellBlocks(readme);
  expect(blocks.length, `${readme} has shell blocks`).toBeGreaterThan(0);
  // HOME and TMPDIR in one scratch folder: whatever the commands leave (even when they fail) goes with it.
  const home = mkdtempSync(join(tmpdir(), "msgform-readme-"));
  mkdirSync(join(home, "tmp"));
  try {
    return await bash(blocks.join("\n"), {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: home, TMPDIR: join(home, "tmp"), ...extraEnv },
      timeoutMs: 55_000,
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

// ---- secrets ------------------------------------------------------------------------------------

/** Every secret value of a --secrets-out file (all fields but id). */
export function secretsIn(file: string): string[] {
  if (!existsSync(file)) return [];
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, Record<string, string>>>;
  return Object.values(data).flatMap((section) =>
    Object.values(section).flatMap((entry) => Object.entries(entry).filter(([k]) => k !== "id").map(([, v]) => v)),
  );
}

/** Secret shapes that must never be printed, known or not. */
const SECRET_PATTERNS = [
  /svc_live_s_[A-Za-z0-9]+/,
  /svc_test_[A-Za-z0-9]{40}(?![A-Za-z0-9])/,
  /whsec_[A-Za-z0-9]{16,}/,
];

export function expectNoSecrets(texts: string[], secrets: string[]): void {
  for (const s of secrets) expect(s.length, "a secret to look for").toBeGreaterThan(8);
  for (const t of texts) {
    for (const s of secrets) expect(t.includes(s), "a known secret was printed").toBe(false);
    for (const p of SECRET_PATTERNS) expect(p.test(t), `something shaped like a secret (${p}) was printed`).toBe(false);
  }
}
