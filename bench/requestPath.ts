// The authenticated request path against a bare Fastify HTTPS handler, in one run (run with the
// throughput section). Both servers are separate processes on the same machine, loaded in
// interleaved rounds by the same load generator (this process): GET /v1/me and a page of 10 keys
// (GET /v1/keys?limit=10 over 100), `concurrency` requests in flight over as many keep-alive HTTPS
// connections. The emulator's request passes the allowlist, basic authentication (SHA-256 of
// the secret, constant-time compare), scope, rate limit (lifted: the window is still computed),
// validation, injected faults, the handler, the response contract (zod) and the RateLimit and
// Request-Id headers; the bare handler returns a body of the same shape and size.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Agent } from "undici";
import { median, processMemory, progress, round, settings } from "./common";
import { basic, EmulatorProcess, ROOT } from "./emulator";
import { load, type LoadTarget, type Phase, type Req } from "./throughput";

/** The bare Fastify server (bench/bareFastify.ts) as a child process. */
async function startBare(): Promise<LoadTarget & { caFile: string; close(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, "dist", "bench", "bareFastify.js")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      buffered += chunk;
      const nl = buffered.indexOf("\n");
      if (nl >= 0) resolve(buffered.slice(0, nl));
    });
    child.once("exit", (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  const info = JSON.parse(line) as { base_url: string; ca_file: string };
  return {
    baseUrl: info.base_url,
    caFile: info.ca_file,
    pid: child.pid,
    memory: () => processMemory(child.pid!),
    close: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** One operation's figures against the bare handler's, from interleaved rounds. */
function compare(what: string, bareRuns: Phase[], emuRuns: Phase[]) {
  const bareRps = median(bareRuns.map((p) => p.rps));
  const emuRps = median(emuRuns.map((p) => p.rps));
  const byRun = emuRuns.map((p, i) => round(p.rps / bareRuns[i]!.rps, 2));
  const cpu = (runs: Phase[]) => median(runs.map((p) => p.server_cpu_us_per_request ?? Number.NaN));
  // Bare CPU time per request over the emulator's: what the throughput ratio would be if each server had a core.
  const cpuRatio = round(cpu(bareRuns) / cpu(emuRuns), 2);
  progress(
    `request path: ${what} ${emuRps} req/s, bare Fastify ${bareRps} req/s (${round(emuRps / bareRps, 2)}x; rounds ${byRun.join(", ")}); ` +
    `server CPU per request ${cpu(emuRuns)} vs ${cpu(bareRuns)} µs (${cpuRatio}x)`,
  );
  return {
    what,
    bare_fastify: {
      rps_median: bareRps,
      runs: bareRuns.map((p) => p.rps),
      p50_ms: median(bareRuns.map((p) => p.latency_ms.p50)),
      cpu_us_per_request: cpu(bareRuns),
    },
    emulator: {
      rps_median: emuRps,
      runs: emuRuns.map((p) => p.rps),
      p50_ms: median(emuRuns.map((p) => p.latency_ms.p50)),
      non_2xx: emuRuns.reduce((t, p) => t + p.non_2xx, 0),
      cpu_us_per_request: cpu(emuRuns),
    },
    ratio: round(emuRps / bareRps, 2),
    ratio_by_run: byRun,
    ratio_min: Math.min(...byRun),
    ratio_max: Math.max(...byRun),
    cpu_ratio: cpuRatio,
  };
}

/** Keys the emulator's primary account holds in live mode for the key-list figure. */
const LISTED_KEYS = 100;

export async function requestPathSection() {
  const { seconds, runs, concurrency } = settings.throughput;
  const bare = await startBare();
  const emu = await EmulatorProcess.start();
  const agentOf = (caFile: string) =>
    new Agent({ connect: { ca: readFileSync(caFile) }, connections: concurrency, keepAliveTimeout: 10_000 });
  const bareAgent = agentOf(bare.caFile);
  const emuAgent = agentOf(emu.caFile);
  try {
    await emu.setRateLimits("off");
    const key = emu.primary.keys.live;
    // The bootstrap key and 99 more: the list pages over 100 keys.
    for (let i = 1; i < LISTED_KEYS; i++) await emu.must("POST", "/v1/keys", key, { name: `bench key ${i}`, scopes: ["keys:read"] });
    const op = (path: string, authorization?: string) => (): Req => ({
      method: "GET",
      path,
      headers: authorization ? { authorization } : {},
    });
    const authorization = basic(key);
    const ops = [
      { name: "me", what: "GET /v1/me", bare: op("/v1/me"), emu: op("/v1/me", authorization) },
      { name: "keys_list", what: `GET /v1/keys?limit=10 over ${LISTED_KEYS} keys`, bare: op("/v1/keys?limit=10"), emu: op("/v1/keys?limit=10", authorization) },
    ] as const;
    // Warm-up (JIT, TLS sessions), not counted.
    for (const o of ops) {
      await load(bare, bareAgent, 1, concurrency, o.bare);
      await load(emu, emuAgent, 1, concurrency, o.emu);
    }
    const phases = ops.map(() => ({ bare: [] as Phase[], emu: [] as Phase[] }));
    // Interleaved rounds: each round loads both servers with each operation, so that a change in the
    // machine's load touches both sides of every ratio alike.
    for (let i = 0; i < runs; i++) {
      for (const [j, o] of ops.entries()) {
        phases[j]!.bare.push(await load(bare, bareAgent, seconds, concurrency, o.bare));
        phases[j]!.emu.push(await load(emu, emuAgent, seconds, concurrency, o.emu));
      }
    }
    const [me, keysList] = ops.map((o, j) => compare(o.what, phases[j]!.bare, phases[j]!.emu));
    return {
      setup:
        `both servers are child processes; ${runs} interleaved rounds of ${seconds} s per server and operation, ` +
        `${concurrency} requests in flight over ${concurrency} keep-alive HTTPS connections; emulator rate limits lifted; ` +
        "the bare handlers return bodies of the emulator's shape and size",
      goal: { me: 0.6, keys_list: 0.4 },
      me: me!,
      keys_list: keysList!,
    };
  } finally {
    await Promise.all([bareAgent.close(), emuAgent.close()]);
    await Promise.all([bare.close(), emu.close()]);
  }
}
