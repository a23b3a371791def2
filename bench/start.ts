// The CLI's start: `msgform --help` and `msgform validate` of a small file against a bare `node -e 0`,
// each the wall time from spawn to exit. The three are interleaved run by run, so a change in the
// machine's load touches all three alike; the ratios are of the medians of this one run. The CLI runs
// with a code cache of its own (cli/start/): a command's first run on a machine caches nothing, its
// second writes the cache, and the unmeasured first two rounds do that, as a user's first runs do.
// `validate_first_run` is the first run, measured each time with an empty cache directory (a CI job's
// run: its cache directory is gone with the job); `validate_second_run` the run that writes the cache.
// Every measured run follows an unmeasured `node -e 0`: a process started right after a heavier one
// is slower by about a millisecond (after the run that writes the cache, `node -e 0` took 23.4 ms
// against 22.6 ms after another `node -e 0`; the effect is gone one process later), so without it
// each case would carry the cost of whichever case ran before it, and `node -e 0`, which followed the
// cache write, the most.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { median, progress, round, settings } from "./common";
import { ROOT } from "./emulator";

const MAIN = join(ROOT, "dist", "cli", "main.js");
const SMALL_CONFIG = [
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
const GOAL = 3;

function timed(args: string[], cacheDir: string): number {
  const env = { ...process.env, MSGFORM_CACHE_DIR: cacheDir };
  settle();
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

export async function startSection() {
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-start-"));
  const config = join(dir, "small.yaml");
  writeFileSync(config, SMALL_CONFIG);
  const cases = {
    bare: ["-e", "0"],
    help: [MAIN, "--help"],
    validate: [MAIN, "validate", config],
  };
  const ms: Record<keyof typeof cases | "first" | "second", number[]> = { bare: [], help: [], validate: [], first: [], second: [] };
  const cache = join(dir, "cache");
  try {
    // Two unmeasured rounds warm the file cache and fill the code cache (the second run of a command writes it).
    for (let round = 0; round < 2; round++) for (const args of Object.values(cases)) timed(args, cache);
    for (let i = 0; i < settings.startRuns; i++) {
      for (const [name, args] of Object.entries(cases)) ms[name as keyof typeof cases].push(timed(args, cache));
      const empty = join(dir, `empty-${i}`);
      ms.first.push(timed(cases.validate, empty));
      ms.second.push(timed(cases.validate, empty));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const med = (xs: number[]) => round(median(xs), 1);
  const figure = (xs: number[]) => ({
    median_ms: med(xs),
    min_ms: round(Math.min(...xs), 1),
    ratio_to_bare: round(median(xs) / median(ms.bare), 2),
  });
  const help = figure(ms.help);
  const validate = figure(ms.validate);
  const first = figure(ms.first);
  const second = figure(ms.second);
  progress(
    `  start: bare ${med(ms.bare)} ms, --help ${help.median_ms} ms (${help.ratio_to_bare}x), ` +
    `validate ${validate.median_ms} ms (${validate.ratio_to_bare}x), first validate ${first.median_ms} ms (${first.ratio_to_bare}x), ` +
    `second (writes the cache) ${second.median_ms} ms (${second.ratio_to_bare}x)`,
  );
  return {
    runs: settings.startRuns,
    node: process.version,
    bare_ms: { median_ms: med(ms.bare), min_ms: round(Math.min(...ms.bare), 1) },
    help,
    validate,
    validate_first_run: first,
    validate_second_run: second,
    goal: {
      ratio_at_most: GOAL,
      met: help.ratio_to_bare <= GOAL && validate.ratio_to_bare <= GOAL && first.ratio_to_bare <= GOAL,
    },
  };
}
