// Issue 20.3: the authenticated request path against a bare Fastify HTTPS handler, in one run.
// Both servers are separate processes on the same machine, loaded alternately by the same load
// generator (this process): GET /v1/me, `concurrency` requests in flight over as many keep-alive
// HTTPS connections. The emulator's request passes the allowlist, basic authentication (SHA-256 of
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
    memory: () => processMemory(child.pid!),
    close: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

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
    const me = (authorization?: string) => (): Req => ({
      method: "GET",
      path: "/v1/me",
      headers: authorization ? { authorization } : {},
    });
    const emuReq = me(basic(emu.primary.keys.live));
    // Warm-up (JIT, TLS sessions), not counted.
    await load(bare, bareAgent, 1, concurrency, me());
    await load(emu, emuAgent, 1, concurrency, emuReq);
    const bareRuns: Phase[] = [];
    const emuRuns: Phase[] = [];
    for (let i = 0; i < runs; i++) {
      bareRuns.push(await load(bare, bareAgent, seconds, concurrency, me()));
      emuRuns.push(await load(emu, emuAgent, seconds, concurrency, emuReq));
    }
    const bareRps = median(bareRuns.map((p) => p.rps));
    const emuRps = median(emuRuns.map((p) => p.rps));
    progress(`request path: GET /v1/me ${emuRps} req/s, bare Fastify ${bareRps} req/s (${round(emuRps / bareRps, 2)}x)`);
    return {
      setup:
        `both servers are child processes; alternate runs of ${seconds} s, ${concurrency} requests in flight over ` +
        `${concurrency} keep-alive HTTPS connections; emulator rate limits lifted`,
      bare_fastify: {
        rps_median: bareRps,
        runs: bareRuns.map((p) => p.rps),
        p50_ms: median(bareRuns.map((p) => p.latency_ms.p50)),
      },
      emulator_me: {
        rps_median: emuRps,
        runs: emuRuns.map((p) => p.rps),
        p50_ms: median(emuRuns.map((p) => p.latency_ms.p50)),
        non_2xx: emuRuns.reduce((t, p) => t + p.non_2xx, 0),
      },
      ratio: round(emuRps / bareRps, 2),
      ratio_by_run: emuRuns.map((p, i) => round(p.rps / bareRuns[i]!.rps, 2)),
    };
  } finally {
    await Promise.all([bareAgent.close(), emuAgent.close()]);
    await Promise.all([bare.close(), emu.close()]);
  }
}
