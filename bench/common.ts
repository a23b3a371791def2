// Shared pieces of the benchmark: settings from the environment, statistics, logging, machine
// facts. Progress goes to stderr; only the final table goes to stdout.
import { cpus, loadavg, totalmem } from "node:os";
import { performance } from "node:perf_hooks";

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, not ${JSON.stringify(raw)}`);
  return Math.floor(n);
}

const QUICK = process.env.BENCH_QUICK === "1";

/**
 * Sizes and repetitions. Defaults are the figures; BENCH_QUICK=1 shrinks everything for a
 * quick local run (each value can still be set on its own).
 */
export const settings = {
  quick: QUICK,
  /**
   * Sections to run, comma separated (start,apply,area_codes,baseline,noop,throughput,request_path,webhooks,faults,
   * pulumi,lists,restart,crash,preflight);
   * all when unset. firsthour (a clone's npm ci, build and main job) runs only when named.
   */
  only: (process.env.BENCH_ONLY ?? "").split(",").map((s) => s.trim()).filter(Boolean),
  fixture: {
    campaigns: int("BENCH_CAMPAIGNS", QUICK ? 5 : 25),
    numbers: int("BENCH_NUMBERS", QUICK ? 60 : 400),
    webhooks: Math.min(10, int("BENCH_WEBHOOKS", 10)),
    allowlist: Math.min(50, Math.max(1, int("BENCH_ALLOWLIST", 50))),
    apiKeys: int("BENCH_API_KEYS", 6),
  },
  applyRuns: int("BENCH_APPLY_RUNS", QUICK ? 1 : 5),
  /** The apply whose numbers are all declared by one area code (section area_codes). */
  areaCodes: {
    numbers: int("BENCH_AREA_CODE_NUMBERS", QUICK ? 100 : 1000),
    runs: int("BENCH_AREA_CODE_RUNS", QUICK ? 1 : 3),
  },
  baselineRuns: int("BENCH_BASELINE_RUNS", QUICK ? 1 : 3),
  baselineWorkers: int("BENCH_BASELINE_WORKERS", 10),
  noopRuns: int("BENCH_NOOP_RUNS", QUICK ? 1 : 3),
  bigNumbers: int("BENCH_BIG_NUMBERS", QUICK ? 500 : 5000),
  throughput: {
    seconds: int("BENCH_THROUGHPUT_SECONDS", QUICK ? 2 : 4),
    runs: int("BENCH_THROUGHPUT_RUNS", QUICK ? 1 : 5),
    concurrency: int("BENCH_THROUGHPUT_CONCURRENCY", 32),
    seedMessages: int("BENCH_SEED_MESSAGES", 1000),
  },
  webhooks: {
    events: int("BENCH_WEBHOOK_EVENTS", QUICK ? 1000 : 10_000),
    endpoints: Math.min(10, int("BENCH_WEBHOOK_ENDPOINTS", 10)),
    failingEvents: int("BENCH_FAILING_EVENTS", QUICK ? 1000 : 10_000),
  },
  pulumiRuns: int("BENCH_PULUMI_RUNS", QUICK ? 2 : 5),
  lists: {
    objects: int("BENCH_LIST_OBJECTS", QUICK ? 3000 : 30_000),
    requests: int("BENCH_LIST_REQUESTS", QUICK ? 50 : 200),
  },
  restartObjects: int("BENCH_RESTART_OBJECTS", QUICK ? 10_000 : 100_000),
  startRuns: int("BENCH_START_RUNS", QUICK ? 5 : 20),
  /** The 10DLC preflight review (section preflight): campaigns reviewed, and runs of each measure. */
  preflight: { campaigns: int("BENCH_PREFLIGHT_CAMPAIGNS", 1000), runs: int("BENCH_PREFLIGHT_RUNS", QUICK ? 2 : 5) },
};

export function wanted(section: string): boolean {
  return settings.only.length === 0 || settings.only.includes(section);
}

const started = performance.now();

/** A progress line on stderr, stamped with the seconds since the start. */
export function progress(message: string): void {
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);
}

export function elapsedSeconds(): number {
  return (performance.now() - started) / 1000;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The q-quantile (0..1) of a sorted, non-empty sample, nearest rank. */
function quantileOfSorted(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Rounds for the report: 3 significant decimals at most. */
export function round(n: number, digits = 3): number {
  if (!Number.isFinite(n)) return n;
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A histogram-free latency recorder: keeps every sample (a few hundred thousand at most). */
export class Samples {
  private values: number[] = [];
  add(v: number): void {
    this.values.push(v);
  }

  get count(): number {
    return this.values.length;
  }

  summary(): { count: number; p50: number; p90: number; p99: number; max: number } {
    const sorted = [...this.values].sort((a, b) => a - b);
    const at = (q: number) => (sorted.length === 0 ? Number.NaN : quantileOfSorted(sorted, q));
    return { count: sorted.length, p50: round(at(0.5)), p90: round(at(0.9)), p99: round(at(0.99)), max: round(at(1)) };
  }
}

export function machine() {
  const cpu = cpus();
  return {
    cores: cpu.length,
    cpu_model: cpu[0]?.model ?? "unknown",
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    memory_gb: round(totalmem() / 2 ** 30, 1),
    load_average_at_start: loadavg().map((l) => round(l, 2)),
  };
}

/** VmHWM (peak resident set) and VmRSS of a process, in MiB, from /proc (Linux). */
export async function processMemory(pid: number): Promise<{ peakMb: number; rssMb: number } | undefined> {
  try {
    const { readFile } = await import("node:fs/promises");
    const text = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? Number.NaN);
    return { peakMb: round(kb("VmHWM") / 1024, 1), rssMb: round(kb("VmRSS") / 1024, 1) };
  } catch {
    return undefined;
  }
}

/**
 * The CPU time (user and system, milliseconds) a process has used, from /proc/<pid>/stat: on a
 * machine shared with other work, CPU time per request moves far less with the load than requests
 * per second do.
 */
export async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const { readFile } = await import("node:fs/promises");
    const fields = (await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1]!.split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Runs fn and returns its result with the wall time in seconds. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, seconds: (performance.now() - t0) / 1000 };
}
