// The first hour (BENCH_ONLY=firsthour; not part of a run without BENCH_ONLY): what a newcomer waits
// for in a fresh clone before the first run, as the README's Quick start quotes it. A `git clone` of
// this repository's HEAD into a temporary folder, then `npm ci` (installs and builds the package),
// `npm run build` (everything: what `npm start` builds) and the main job
// (`node dist/examples/main-job/index.js`, what `npm start` runs after its build); then, in a new
// project, `npm install git+file://<the clone>`: the README's Git install (npm fetches the build tools
// into a temporary folder and builds the package). Each step's wall time
// and CPU time (user + system of the step and every process it waited for), with the load average
// before and after it: on a machine shared with other work the wall time grows with the load, the
// CPU time far less. npm's cache is whatever this machine has (warm after any earlier install), so the
// download is mostly not measured; the figures say so.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { progress, round } from "./common";
import { ROOT } from "./emulator";

/**
 * CPU time (user and system, seconds) of this process's waited-for children, from /proc/self/stat
 * (cutime, cstime): a child's figure includes every descendant it waited for, so the difference
 * around one step is the whole step, npm and the compilers it ran included.
 */
function childrenCpuSeconds(): number {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The environment of a newcomer's shell: nothing of the `npm run bench` that started us. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("npm_") && k !== "INIT_CWD") env[k] = v;
  return env;
}

export interface StepFigures {
  command: string;
  wall_seconds: number;
  cpu_seconds: number;
  load_average_before: number[];
  load_average_after: number[];
}

async function step(command: string, argv: string[], cwd: string): Promise<StepFigures> {
  progress(`firsthour: ${command}`);
  const load_average_before = loadavg().map((l) => round(l, 2));
  const cpu0 = childrenCpuSeconds();
  const t0 = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(argv[0]!, argv.slice(1), { cwd, env: newcomerEnv(), stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", resolve);
  });
  const wall = (performance.now() - t0) / 1000;
  const cpu = childrenCpuSeconds() - cpu0;
  if (code !== 0) throw new Error(`${command} exited ${code}:\n${output.join("").slice(-4000)}`);
  const figures = {
    command,
    wall_seconds: round(wall, 1),
    cpu_seconds: round(cpu, 1),
    load_average_before,
    load_average_after: loadavg().map((l) => round(l, 2)),
  };
  progress(`firsthour: ${command}: ${figures.wall_seconds} s wall, ${figures.cpu_seconds} s CPU`);
  return figures;
}

export async function firstHourSection() {
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-firsthour-"));
  const clone = join(dir, "msgform");
  try {
    const cloned = await step("git clone", ["git", "clone", "--quiet", ROOT, clone], dir);
    const npm = "npm";
    const npmCi = await step("npm ci", [npm, "ci", "--no-audit", "--no-fund"], clone);
    const build = await step("npm run build", [npm, "run", "build"], clone);
    const mainJob = await step("main job", [process.execPath, join("dist", "examples", "main-job", "index.js")], clone);
    const project = join(dir, "project");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "newcomer", version: "1.0.0", private: true }) + "\n");
    const gitInstall = await step("npm install git+file://…", [npm, "install", "--no-audit", "--no-fund", `git+file://${clone}`], project);
    return {
      npm_version: spawnSync(npm, ["--version"], { encoding: "utf8" }).stdout.trim(),
      note:
        "a git clone of HEAD into a temporary folder; npm's cache as this machine has it (warm: the download is mostly " +
        "not measured); CPU time is user + system of the step and every process it waited for",
      clone_seconds: cloned.wall_seconds,
      npm_ci: npmCi,
      build,
      main_job: mainJob,
      git_install: gitInstall,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
