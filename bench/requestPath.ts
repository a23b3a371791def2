// The authenticated request path against a bare Fastify HTTPS handler, in one run (run with the
// throughput section). Both servers are separate processes on the same machine, loaded in
// interleaved rounds by the same load generator (this process): GET /v1/me and a page of 10 keys
// (GET /v1/keys?limit=10 over 100), `concurrency` requests in flight over as many keep-alive HTTPS
// connections. The emulator's request passes the allowlist, basic authentication (SHA-256 of
// the secret, constant-time compare), scope, rate limit (lifted through the control API),
// validation, injected faults, the handler and the RateLimit and Request-Id headers (the response
// contract check is the tests' only: docs/decisions.md); the bare handler returns a body of the
// same shape and size.
// BENCH_REQUEST_PATH_BEFORE=<path of another build's dist/cli/main.js> loads that build's emulator
// too, in the same rounds (how bench/README compares two builds on a shared machine).
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

/** Median CPU time per request of a server over rounds. */
const cpuOf = (runs: Phase[]) => median(runs.map((p) => p.server_cpu_us_per_request ?? Number.NaN));

/** Another build's emulator against this one's, from the same rounds (BENCH_REQUEST_PATH_BEFORE). */
function compareBuilds(what: string, bareRuns: Phase[], emuRuns: Phase[], beforeRuns: Phase[]) {
  const rps = (runs: Phase[]) => median(runs.map((p) => p.rps));
  const byRun = beforeRuns.map((p, i) => round(p.rps / bareRuns[i]!.rps, 2));
  progress(
    `request path, build before: ${what} ${rps(beforeRuns)} req/s (${round(rps(beforeRuns) / rps(bareRuns), 2)}x bare; rounds ` +
    `${byRun.join(", ")}); server CPU per request ${cpuOf(beforeRuns)} µs, now ${cpuOf(emuRuns)} µs`,
  );
  return {
    rps_median: rps(beforeRuns),
    runs: beforeRuns.map((p) => p.rps),
    cpu_us_per_request: cpuOf(beforeRuns),
    ratio: round(rps(beforeRuns) / rps(bareRuns), 2),
    ratio_by_run: byRun,
    cpu_ratio: round(cpuOf(bareRuns) / cpuOf(beforeRuns), 2),
    /** This build's CPU time per request over the other's. */
    cpu_now_over_before: round(cpuOf(emuRuns) / cpuOf(beforeRuns), 2),
  };
}

/** One operation's figures against the bare handler's, from interleaved rounds. */
function compare(what: string, bareRuns: Phase[], emuRuns: Phase[]) {
  const bareRps = median(bareRuns.map((p) => p.rps));
  const emuRps = median(emuRuns.map((p) => p.rps));
  const byRun = emuRuns.map((p, i) => round(p.rps / bareRuns[i]!.rps, 2));
  const cpu = cpuOf;
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
  const beforeMain = process.env.BENCH_REQUEST_PATH_BEFORE;
  const bare = await startBare();
  const agentOf = (caFile: string) =>
    new Agent({ connect: { ca: readFileSync(caFile) }, connections: concurrency, keepAliveTimeout: 10_000 });
  const bareAgent = agentOf(bare.caFile);
  const emus: { emu: EmulatorProcess; agent: Agent; authorization: string }[] = [];
  try {
    // This build's emulator, then (BENCH_REQUEST_PATH_BEFORE) the other build's, set up alike.
    for (const main of beforeMain ? [undefined, beforeMain] : [undefined]) {
      const emu = await EmulatorProcess.start([], main);
      emus.push({ emu, agent: agentOf(emu.caFile), authorization: basic(emu.primary.keys.live) });
      await emu.setRateLimits("off");
      const key = emu.primary.keys.live;
      // The bootstrap key and 99 more: the list pages over 100 keys.
      for (let i = 1; i < LISTED_KEYS; i++) await emu.must("POST", "/v1/keys", key, { name: `bench key ${i}`, scopes: ["keys:read"] });
    }
    const op = (path: string, authorization?: string) => (): Req => ({
      method: "GET",
      path,
      headers: authorization ? { authorization } : {},
    });
    const ops = [
      { name: "me", what: "GET /v1/me", path: "/v1/me" },
      { name: "keys_list", what: `GET /v1/keys?limit=10 over ${LISTED_KEYS} keys`, path: "/v1/keys?limit=10" },
    ] as const;
    // Warm-up (JIT, TLS sessions), not counted.
    for (const o of ops) {
      await load(bare, bareAgent, 1, concurrency, op(o.path));
      for (const e of emus) await load(e.emu, e.agent, 1, concurrency, op(o.path, e.authorization));
    }
    // Per operation: the bare server's rounds, then each emulator's (this build first).
    const phases = ops.map(() => [[] as Phase[], ...emus.map(() => [] as Phase[])]);
    // Interleaved rounds: each round loads every server with each operation, so that a change in the
    // machine's load touches every side of every ratio alike.
    for (let i = 0; i < runs; i++) {
      for (const [j, o] of ops.entries()) {
        phases[j]![0]!.push(await load(bare, bareAgent, seconds, concurrency, op(o.path)));
        for (const [k, e] of emus.entries()) {
          phases[j]![k + 1]!.push(await load(e.emu, e.agent, seconds, concurrency, op(o.path, e.authorization)));
        }
      }
    }
    const [me, keysList] = ops.map((o, j) => {
      const [bareRuns, emuRuns, beforeRuns] = phases[j]! as [Phase[], Phase[], Phase[] | undefined];
      const now = compare(o.what, bareRuns, emuRuns);
      return beforeRuns ? { ...now, build_before: compareBuilds(o.what, bareRuns, emuRuns, beforeRuns) } : now;
    });
    return {
      setup:
        `all servers are child processes; ${runs} interleaved rounds of ${seconds} s per server and operation, ` +
        `${concurrency} requests in flight over ${concurrency} keep-alive HTTPS connections; emulator rate limits lifted; ` +
        "the bare handlers return bodies of the emulator's shape and size" +
        (beforeMain ? `; build_before: the emulator of ${beforeMain} in the same rounds` : ""),
      goal: { me: 0.6, keys_list: 0.4 },
      me: me!,
      keys_list: keysList!,
    };
  } finally {
    await Promise.all([bareAgent.close(), ...emus.map((e) => e.agent.close())]);
    await Promise.all([bare.close(), ...emus.map((e) => e.emu.close())]);
  }
}
