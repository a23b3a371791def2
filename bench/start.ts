// The CLI's start: `msgform --help` and `msgform validate` of two small files (keys and webhook
// endpoints; one brand and two campaigns, which loads those kinds and the 10DLC review) against a bare
// `node -e 0`, each the wall time from spawn to exit. Every case runs once per round, and the rounds
// are interleaved, so a change in the machine's load touches all cases alike; the ratios are of the
// medians of this one run.
//
// The CLI is one esbuild bundle behind an entry that turns on Node's compile cache in msgform's cache
// directory (cli/main.ts). A `first` validate runs with an empty cache directory each time (a CI job's
// run: its cache directory is gone with the job; Node compiles everything and writes the cache at
// exit); a `warm` one with a cache directory an unmeasured run filled.
//
// BENCH_START_BEFORE=<path of another build's dist/cli/main.js> measures that CLI too, in the same
// rounds (how bench/README.md's before/after figures were taken: the same machine, the same minutes).
//
// Every measured run follows an unmeasured `node -e 0`: a process started right after a heavier one
// is slower by about a millisecond, so without it each case would carry the cost of whichever case
// ran before it.
//
// BENCH_START_CLOCK=cpu measures the CPU time of each child instead (user + system, from bash's
// `times`, 1 ms resolution; not on Windows): on a machine shared with other jobs the wall time is
// mostly the others' load, the CPU time much less so. Each run then goes through a `bash -c`, whose
// own start is not counted.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { stringify } from "yaml";
import { median, progress, round, settings } from "./common";
import { ROOT } from "./emulator";
import { fixtureConfig } from "./fixture";

const MAIN = join(ROOT, "dist", "cli", "main.js");
const KEYS_CONFIG = [
  "api_keys:",
  "  ci:",
  "    name: ci",
  "    scopes: [messages:read, messages:write]",
  "webhook_endpoints:",
  "  orders:",
  "    url: https://example.com/hooks/orders",
  "    enabledEvents: [message.delivered, message.failed]",
  "",
].join("\n");

/** One brand and two campaigns, nothing else. */
function registrationConfig(): string {
  const { brands, campaigns } = fixtureConfig({ campaigns: 2, numbers: 0, webhooks: 0, allowlist: 0, apiKeys: 0 });
  return stringify({ version: 1, brands, campaigns });
}

/** What a run's figure is: the wall time from spawn to exit, or the child's CPU time (BENCH_START_CLOCK=cpu). */
const CLOCK: "wall" | "cpu" = process.env.BENCH_START_CLOCK === "cpu" ? "cpu" : "wall";
if (CLOCK === "cpu" && process.platform === "win32") throw new Error("BENCH_START_CLOCK=cpu needs bash's times (not on Windows)");

/** The child's user + system time in ms from the second line of bash's `times` ("0m0.041s 0m0.012s"). */
function childrenCpu(times: string): number {
  const m = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s\s*$/.exec(times.trim());
  if (!m) throw new Error(`cannot read bash's times: ${times}`);
  return (Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])) * 1000;
}

function timed(args: string[], cacheDir: string): number {
  const env: NodeJS.ProcessEnv = { ...process.env, MSGFORM_CACHE_DIR: cacheDir };
  delete env.NODE_COMPILE_CACHE;
  settle();
  if (CLOCK === "cpu") {
    // The child's output to /dev/null, its stderr kept for an error; then bash's `times`, whose second
    // line is the CPU time of the children it waited for: this one.
    const script = "\"$@\" >/dev/null; rc=$?; times; exit $rc";
    const r = spawnSync("bash", ["-c", script, "bash", process.execPath, ...args], { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", env });
    if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
    return childrenCpu(r.stdout);
  }
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8", env });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return ms;
}

/** An unmeasured `node -e 0`, so that the measured run after it follows the same process whatever ran before. */
function settle(): void {
  const r = spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
  if (r.status !== 0) throw new Error(`node -e 0 exited ${r.status}`);
}

interface Case {
  name: string;
  args: string[];
  /** A fresh, empty cache directory for each run. */
  first?: boolean;
}

type Figure = { median_ms: number; min_ms: number; ratio_to_bare: number };

export interface StartResult {
  runs: number;
  node: string;
  /** What the milliseconds are: wall time from spawn to exit, or the child's CPU time (BENCH_START_CLOCK=cpu). */
  clock: "wall" | "cpu";
  bare_ms: Figure;
  /** This build's figures, and (BENCH_START_BEFORE) the other build's, by case. */
  now: Record<string, Figure>;
  before?: Record<string, Figure>;
  now_to_before?: Record<string, number>;
}

export async function startSection(): Promise<StartResult> {
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-start-"));
  const keys = join(dir, "keys.yaml");
  const registration = join(dir, "registration.yaml");
  writeFileSync(keys, KEYS_CONFIG);
  writeFileSync(registration, registrationConfig());
  const bins: Record<string, string> = { now: MAIN };
  if (process.env.BENCH_START_BEFORE) bins.before = process.env.BENCH_START_BEFORE;
  const cases: Case[] = [{ name: "bare", args: ["-e", "0"] }];
  for (const [label, main] of Object.entries(bins)) {
    cases.push(
      { name: `${label}.help`, args: [main, "--help"] },
      { name: `${label}.validate_keys_first`, args: [main, "validate", keys], first: true },
      { name: `${label}.validate_keys_warm`, args: [main, "validate", keys] },
      { name: `${label}.validate_registration_first`, args: [main, "validate", registration], first: true },
      { name: `${label}.validate_registration_warm`, args: [main, "validate", registration] },
    );
  }
  const ms = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  let fresh = 0;
  const cacheOf = (c: Case) => join(dir, c.first ? `empty-${fresh++}` : `cache-${c.name.split(".")[0]}`);
  try {
    // Unmeasured rounds warm the file cache and fill each CLI's cache directory (a code cache of its
    // own, before, needed a command's second run to write it).
    for (let r = 0; r < 3; r++) for (const c of cases) timed(c.args, cacheOf(c));
    for (let i = 0; i < settings.startRuns; i++) {
      for (const c of cases) ms.get(c.name)!.push(timed(c.args, cacheOf(c)));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const bare = median(ms.get("bare")!);
  const figures: Record<string, Figure> = {};
  for (const [name, xs] of ms) {
    const m = median(xs);
    figures[name] = { median_ms: round(m, 1), min_ms: round(Math.min(...xs), 1), ratio_to_bare: round(m / bare, 2) };
  }
  const line = (label: string) => Object.entries(figures)
    .filter(([name]) => name.startsWith(`${label}.`))
    .map(([name, f]) => `${name.slice(label.length + 1)} ${f.median_ms} ms (${f.ratio_to_bare}x)`)
    .join(", ");
  progress(`  start (${CLOCK === "cpu" ? "CPU time of the child" : "wall time"}): bare ${round(bare, 1)} ms`);
  for (const label of Object.keys(bins)) progress(`  start, ${label}: ${line(label)}`);
  const out: StartResult = {
    runs: settings.startRuns, node: process.version, clock: CLOCK, bare_ms: figures.bare!, now: {},
  };
  for (const label of ["now", "before"] as const) {
    if (!bins[label]) continue;
    const f = (name: string) => figures[`${label}.${name}`]!;
    out[label] = {
      help: f("help"),
      validate_keys_first: f("validate_keys_first"),
      validate_keys_warm: f("validate_keys_warm"),
      validate_registration_first: f("validate_registration_first"),
      validate_registration_warm: f("validate_registration_warm"),
    };
  }
  if (bins.before) {
    const ratio = (name: string) => round(figures[`now.${name}`]!.median_ms / figures[`before.${name}`]!.median_ms, 3);
    out.now_to_before = Object.fromEntries(
      ["help", "validate_keys_first", "validate_keys_warm", "validate_registration_first", "validate_registration_warm"].map((n) => [n, ratio(n)]),
    );
  }
  return out;
}
