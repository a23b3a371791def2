// Section 4: the emulator's throughput. The emulator runs as its own process (`node dist/cli/main.js
// emulator`), rate limits lifted through the control API; the load generator (this process) keeps
// `concurrency` requests in flight over as many keep-alive HTTPS connections, each worker sending
// its next request when the previous one answered. Memory is the emulator process's own, read from
// /proc/<pid>/status (VmRSS sampled every 100 ms, VmHWM at the end).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import { Brand, Campaign } from "../provider/kinds";
import { median, processCpuMs, progress, round, Samples, settings } from "./common";
import { basic, EmulatorProcess, type KeyPair } from "./emulator";
import { exactNumber, fixtureConfig } from "./fixture";

export interface Phase {
  rps: number;
  requests: number;
  non_2xx: number;
  latency_ms: ReturnType<Samples["summary"]>;
  emulator_rss_peak_mb: number;
  /** Requests per second in the phase's first and last second: does it hold up? */
  rps_first_second: number;
  rps_last_second: number;
  rps_by_second: number[];
  /** The server process's CPU time per answered request (µs), when its pid is known. */
  server_cpu_us_per_request?: number;
}

/** The sender every POST uses: a number of an ACTIVE campaign (brand verified, campaign approved via the control API). */
async function activeSender(
  emu: EmulatorProcess,
  key: KeyPair,
  series: number,
): Promise<{ number: string; campaignId: string }> {
  const cfg = fixtureConfig({ campaigns: 1, numbers: 0, webhooks: 0, allowlist: 1, apiKeys: 0 });
  const brandDecl = (cfg.brands as Record<string, Record<string, unknown>>).acme!;
  const brand = await emu.must<{ id: string }>("POST", "/v1/brands", key, Brand.toWire(Brand.schema.parse(brandDecl)));
  await emu.control("POST", `/control/brands/${brand.id}/decision`, { outcome: "verify" });
  const { brand: _b, ...campaignDecl } = (cfg.campaigns as Record<string, Record<string, unknown>>).c01!;
  const campaign = await emu.must<{ id: string }>(
    "POST",
    "/v1/campaigns",
    key,
    Campaign.toWire(Campaign.schema.parse({ ...campaignDecl, brandId: brand.id })),
  );
  await emu.control("POST", `/control/campaigns/${campaign.id}/decision`, { outcome: "approve" });
  const status = (await emu.must<{ status: string }>("GET", `/v1/campaigns/${campaign.id}`, key)).status;
  if (status !== "ACTIVE") throw new Error(`the campaign is ${status}, not ACTIVE, after approval`);
  const number = exactNumber(0, series);
  await emu.must("POST", "/v1/numbers", key, { number, campaign_id: campaign.id });
  return { number, campaignId: campaign.id };
}

export interface Req {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A server under load: its address, its process's memory, and its pid (for its CPU time). */
export type LoadTarget = Pick<EmulatorProcess, "baseUrl" | "memory"> & { pid?: number };

const send = (emu: LoadTarget, agent: Agent, r: Req) =>
  request(emu.baseUrl + r.path, { method: r.method, headers: r.headers, body: r.body, dispatcher: agent });

/** Keeps `concurrency` requests in flight for `seconds`. */
export async function load(
  emu: LoadTarget,
  agent: Agent,
  seconds: number,
  concurrency: number,
  next: () => Req,
): Promise<Phase> {
  const latency = new Samples();
  let non2xx = 0;
  const perSecond: number[] = [];
  let rssPeak = 0;
  const sampler = setInterval(() => {
    void emu.memory().then((m) => {
      if (m && m.rssMb > rssPeak) rssPeak = m.rssMb;
    });
  }, 100);
  const cpu0 = emu.pid === undefined ? undefined : await processCpuMs(emu.pid);
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = next();
        const start = performance.now();
        const res = await send(emu, agent, r);
        await res.body.dump();
        const end = performance.now();
        if (end > until) break;
        latency.add(end - start);
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
        const s = Math.floor((end - t0) / 1000);
        perSecond[s] = (perSecond[s] ?? 0) + 1;
      }
    }),
  );
  clearInterval(sampler);
  const cpu1 = emu.pid === undefined ? undefined : await processCpuMs(emu.pid);
  const m = await emu.memory();
  const elapsed = Math.min(seconds, (performance.now() - t0) / 1000);
  return {
    rps: round(latency.count / elapsed, 0),
    requests: latency.count,
    non_2xx: non2xx,
    latency_ms: latency.summary(),
    emulator_rss_peak_mb: Math.max(rssPeak, m?.rssMb ?? 0),
    rps_first_second: perSecond[0] ?? 0,
    rps_last_second: perSecond[Math.max(0, seconds - 1)] ?? 0,
    rps_by_second: Array.from({ length: seconds }, (_, i) => perSecond[i] ?? 0),
    ...(cpu0 !== undefined && cpu1 !== undefined && latency.count > 0
      ? { server_cpu_us_per_request: round(((cpu1 - cpu0) * 1000) / latency.count, 0) }
      : {}),
  };
}

function summarize(label: string, phases: Phase[]) {
  return {
    what: label,
    runs: phases,
    rps_median: round(median(phases.map((p) => p.rps)), 0),
    p50_ms_median: round(median(phases.map((p) => p.latency_ms.p50)), 2),
    p99_ms_median: round(median(phases.map((p) => p.latency_ms.p99)), 2),
    non_2xx: phases.reduce((t, p) => t + p.non_2xx, 0),
  };
}

/** An emulator process with rate limits lifted, an ACTIVE sender, and an agent of `concurrency` connections. */
async function target(concurrency: number) {
  const emu = await EmulatorProcess.start();
  const ca = readFileSync(emu.caFile);
  const agent = new Agent({ connect: { ca }, connections: concurrency, keepAliveTimeout: 10_000 });
  const startMem = await emu.memory();
  await emu.setRateLimits("off");
  const key = emu.primary.keys.live;
  const sender = await activeSender(emu, key, 5);
  const authorization = basic(key);
  let seq = 0;
  const post = (idempotent: boolean) => (): Req => {
    const headers: Record<string, string> = { authorization, "content-type": "application/json" };
    if (idempotent) headers["idempotency-key"] = randomUUID();
    const body = JSON.stringify({ from: sender.number, to: "+14155550123", body: `bench message ${seq++}`, reference: "bench" });
    return { method: "POST", path: "/v1/messages", headers, body };
  };
  const get = (): Req => ({ method: "GET", path: "/v1/messages", headers: { authorization } });
  const close = async () => {
    await agent.close();
    await emu.close();
  };
  return { emu, agent, startMem, post, get, close };
}

export async function throughputSection() {
  const { seconds, runs, concurrency, seedMessages } = settings.throughput;

  // GET, on an account with a fixed number of messages.
  const a = await target(concurrency);
  let gets: Phase[];
  let sustained: Phase;
  let getsLater: Phase;
  let stored: number;
  let memA;
  try {
    progress(`throughput: seeding ${seedMessages} messages, then GET /v1/messages at concurrency ${concurrency}`);
    let next = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next++ < seedMessages) {
          const res = await send(a.emu, a.agent, a.post(true)());
          await res.body.dump();
          if (res.statusCode !== 201) throw new Error(`seeding a message: HTTP ${res.statusCode}`);
        }
      }),
    );
    await load(a.emu, a.agent, 1, concurrency, a.get); // warm-up, not counted
    gets = [];
    for (let i = 0; i < runs; i++) gets.push(await load(a.emu, a.agent, seconds, concurrency, a.get));
    progress(`  GET: ${gets.map((p) => p.rps).join(", ")} req/s`);

    // POST without a pause on the same emulator: does the rate hold as messages pile up?
    const long = seconds * 3;
    progress(`throughput: POST /v1/messages sustained for ${long} s on the same emulator`);
    sustained = await load(a.emu, a.agent, long, concurrency, a.post(true));
    progress(`  sustained POST by second: ${sustained.rps_by_second.join(", ")}`);
    stored = seedMessages + 1 + sustained.requests;
    getsLater = await load(a.emu, a.agent, seconds, concurrency, a.get);
    progress(`  GET with ~${stored} messages stored: ${getsLater.rps} req/s`);
    memA = await a.emu.memory();
  } finally {
    await a.close();
  }

  // POST, each run on a fresh emulator process so that runs are comparable.
  const postRuns = async (idempotent: boolean, n: number) => {
    const out: { phase: Phase; peak: number | undefined }[] = [];
    for (let i = 0; i < n; i++) {
      const b = await target(concurrency);
      try {
        await load(b.emu, b.agent, 1, concurrency, b.post(idempotent)); // warm-up
        const phase = await load(b.emu, b.agent, seconds, concurrency, b.post(idempotent));
        out.push({ phase, peak: (await b.emu.memory())?.peakMb });
      } finally {
        await b.close();
      }
    }
    return out;
  };
  progress(`throughput: POST /v1/messages at concurrency ${concurrency}, a fresh emulator per run (Idempotency-Key on each, as the sdk sends)`);
  const posts = await postRuns(true, runs);
  progress(`  POST: ${posts.map((p) => p.phase.rps).join(", ")} req/s`);
  const plain = await postRuns(false, 1);
  progress(`  POST without Idempotency-Key: ${plain[0]!.phase.rps} req/s`);

  return {
    setup:
      "emulator as a separate process; rate limits off (PATCH /control/settings); brand verified and campaign approved " +
      "via the control API; one ACTIVE sender number",
    concurrency,
    seconds_per_run: seconds,
    connections: `${concurrency} keep-alive HTTPS connections (undici Agent), basic auth on every request`,
    get: { ...summarize(`GET /v1/messages (page of 20) with ${seedMessages} messages stored`, gets), messages_stored: seedMessages },
    post: summarize("POST /v1/messages with an Idempotency-Key per request, fresh emulator per run", posts.map((p) => p.phase)),
    post_without_idempotency_key: summarize("POST /v1/messages without Idempotency-Key, fresh emulator", plain.map((p) => p.phase)),
    post_sustained: {
      ...summarize(`POST /v1/messages for ${seconds * 3} s on one emulator (after the GET runs)`, [sustained]),
      rps_by_second: sustained.rps_by_second,
    },
    get_with_more_messages: { ...summarize(`GET /v1/messages with ~${stored} messages stored`, [getsLater]), messages_stored: stored },
    emulator_memory: {
      rss_at_start_mb: a.startMem?.rssMb,
      peak_rss_mb: memA?.peakMb,
      rss_at_end_mb: memA?.rssMb,
      peak_rss_mb_post_runs: posts.map((p) => p.peak),
      note:
        "peak = VmHWM of the emulator process that served the GET runs, the sustained POST run and the last GET " +
        `(~${stored} messages); peak_rss_mb_post_runs: each fresh POST emulator's`,
    },
  };
}
