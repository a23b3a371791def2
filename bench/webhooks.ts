// Sections 5 and 6b: webhook delivery. The emulator runs in process here, so that events can be
// generated directly with core.events.emit (what the messaging engine calls when a message is
// delivered), without the carrier-throughput queue of real sends in between; the receivers run in
// a child process (bench/receiver.ts) so their CPU is not the dispatcher's. Endpoints are created
// through the service API with msgform's sdk; the clock is advanced and deliveries inspected
// through the control API.
import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { request } from "undici";
import { type EmulatorInstance, startInstance } from "../emulator/instance";
import { createClient } from "../sdk";
import { progress, round, settings, sleep } from "./common";

interface Report {
  requests: number;
  ok: number;
  failed: number;
  per_endpoint_ok: number[];
  duplicates: number;
  delivered_pairs: number;
  delivered_ids: string[];
  first_arrival_ms: number | null;
  last_arrival_ms: number | null;
  latency_ms: { count: number; p50: number | null; p90: number | null; p99: number | null; max: number | null };
}

class Receivers {
  private constructor(private readonly child: ChildProcess) {}

  static async start(endpoints: number): Promise<{ receivers: Receivers; ports: number[] }> {
    const child = fork(join(__dirname, "receiver.js"), [], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const r = new Receivers(child);
    const { ports } = await r.call<{ ports: number[] }>({ cmd: "start", endpoints });
    return { receivers: r, ports };
  }

  call<T>(msg: unknown): Promise<T> {
    return new Promise((resolve) => {
      this.child.once("message", (m) => resolve(m as T));
      this.child.send(msg as object);
    });
  }

  report(): Promise<Report> {
    return this.call<Report>({ cmd: "report" });
  }

  async stop(): Promise<void> {
    const exited = new Promise<void>((r) => this.child.once("exit", () => r()));
    this.child.send({ cmd: "stop" });
    await Promise.race([exited, sleep(3000)]);
    if (this.child.exitCode === null) this.child.kill("SIGKILL");
  }
}

async function control<T>(emu: EmulatorInstance, method: string, path: string, body?: unknown): Promise<T> {
  const res = await request(emu.controlUrl + path, {
    method: method as "POST",
    headers: { ...emu.controlHeaders, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.body.text();
  if (res.statusCode >= 400) throw new Error(`control ${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Waits (real time) until no delivery attempt is queued or in flight. */
async function settle(emu: EmulatorInstance): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const r = await control<{ idle: boolean }>(emu, "POST", "/control/deliveries/settle", { timeout_seconds: 30 });
    if (r.idle) return;
  }
  throw new Error("webhook deliveries did not settle");
}

/** A message.delivered event's data, shaped like the messaging engine's (a message object, spec 2). */
function messageData(i: number) {
  return {
    id: `msg_bench${String(i).padStart(8, "0")}`,
    object: "message",
    direction: "outbound",
    status: "delivered",
    from: "+14155550100",
    to: "+14155550123",
    body: `bench message ${i}`,
    type: "sms",
    segments: 1,
    carrier: "T-Mobile",
    reference: "bench",
  };
}

async function setup(endpoints: number) {
  const emu = await startInstance({ rateLimits: "off" });
  const { receivers, ports } = await Receivers.start(endpoints);
  const key = emu.keys.live;
  const client = createClient({ baseUrl: emu.baseUrl, keyId: key.id, keySecret: key.secret, caFile: emu.caFile });
  const ids: string[] = [];
  for (const port of ports) {
    const ep = await client.webhooks.create({ url: `http://127.0.0.1:${port}/hook`, enabled_events: ["message.delivered"] });
    ids.push(ep.id);
  }
  const account = emu.core.state.accounts.get(emu.accountId)!;
  const emit = (i: number) => emu.core.events.emit(account, "live", "message.delivered", messageData(i));
  return { emu, receivers, client, account, emit, endpointIds: ids };
}

/** Section 5: N events to every one of `endpoints` loopback endpoints. */
export async function deliverySection() {
  const { events, endpoints } = settings.webhooks;
  const rssBefore = process.memoryUsage().rss;
  const { emu, receivers, client, emit } = await setup(endpoints);
  try {
    // Unloaded: a trickle of 100 events per second, for the latency of one delivery.
    const trickle = Math.min(200, events);
    progress(`webhooks: ${trickle} events at 100/s to ${endpoints} endpoints (unloaded latency)`);
    for (let i = 0; i < trickle; i++) {
      emit(i);
      await sleep(10);
    }
    await settle(emu);
    const unloaded = await receivers.report();

    progress(`webhooks: a burst of ${events} events to ${endpoints} endpoints (${events * endpoints} deliveries)`);
    const t0 = performance.timeOrigin + performance.now();
    const e0 = performance.now();
    for (let i = 0; i < events; i++) emit(trickle + i);
    const emitMs = performance.now() - e0;
    await settle(emu);
    const settled = performance.timeOrigin + performance.now();
    const burst = await receivers.report();
    const seconds = ((burst.last_arrival_ms ?? settled) - t0) / 1000;
    progress(`  ${burst.delivered_pairs} deliveries in ${round(seconds)} s: ${round(burst.delivered_pairs / seconds, 0)}/s`);
    return {
      how: "emulator in process, events from core.events.emit (message.delivered), receivers in a child process on loopback (one HTTP server per endpoint, 200 at once), every endpoint subscribed to every event",
      events,
      endpoints,
      burst: {
        deliveries_expected: events * endpoints,
        deliveries_received: burst.delivered_pairs,
        duplicates: burst.duplicates,
        seconds: round(seconds),
        deliveries_per_second: round(burst.delivered_pairs / seconds, 0),
        events_per_second: round(events / seconds, 0),
        emit_loop_ms: round(emitMs, 1),
        latency_ms: burst.latency_ms,
        note: "latency = arrival at the receiver − the event's occurred_at; the whole burst is emitted at once, so it includes the time queued behind the burst (per-endpoint concurrency 8)",
      },
      unloaded: {
        events: trickle,
        rate_per_second: 100,
        deliveries_received: unloaded.delivered_pairs,
        latency_ms: unloaded.latency_ms,
      },
      bench_process_rss_growth_mb: round((process.memoryUsage().rss - rssBefore) / 2 ** 20, 1),
    };
  } finally {
    await client.close();
    await receivers.stop();
    await emu.close();
  }
}

/**
 * Section 6b: N events to one receiver that fails every other request. The emulator clock is
 * advanced through the retry schedule (10 s, 1, 5, 15, 30 min after the first attempt); then every
 * event must be delivered, or undelivered and listed by GET /v1/events?delivered=false (replayable).
 * The undelivered ones are then replayed to the receiver, healthy again, and must all arrive.
 */
export async function lossSection() {
  const events = settings.webhooks.failingEvents;
  const { emu, receivers, client, emit } = await setup(1);
  try {
    await receivers.call({ cmd: "mode", mode: "fail-half" });
    progress(`webhooks: ${events} events to a receiver failing half its requests`);
    const t0 = performance.now();
    const emitted = new Set<string>();
    for (let i = 0; i < events; i++) emitted.add(emit(i).id);
    await settle(emu);
    const firstEventMs = Date.parse((await control<{ now: string }>(emu, "GET", "/control/clock")).now);
    // Retries are due at the first attempt + 10 s, 1, 5, 15 and 30 min (emulator clock).
    const rounds: { at_offset_s: number; requests: number; ok: number; failed: number }[] = [];
    const received = new Set<string>();
    let requests = 0;
    let duplicates = 0;
    const collect = async (offset: number) => {
      const r = await receivers.report();
      for (const id of r.delivered_ids) {
        if (received.has(id)) duplicates++;
        received.add(id);
      }
      requests += r.requests;
      rounds.push({ at_offset_s: offset, requests: r.requests, ok: r.ok, failed: r.failed });
    };
    await collect(0);
    for (const offset of [10, 60, 300, 900, 1800]) {
      const now = Date.parse((await control<{ now: string }>(emu, "GET", "/control/clock")).now);
      const delta = firstEventMs + (offset + 5) * 1000 - now;
      if (delta > 0) await control(emu, "POST", "/control/clock/advance", { seconds: delta / 1000 });
      await settle(emu);
      await collect(offset);
    }
    // The service's view: undelivered events, listed for replay.
    const undelivered = new Set<string>();
    for await (const e of client.events.list({ delivered: false, limit: 100 })) undelivered.add(e.id);
    const attempts = (await control<{ data: { event_id: string; outcome: string }[] }>(emu, "GET", `/control/accounts/${emu.accountId}/deliveries`)).data;
    const deliveredByService = new Set(attempts.filter((a) => a.outcome === "succeeded").map((a) => a.event_id));
    const accounted = new Set([...received, ...undelivered]);
    const lost = [...emitted].filter((id) => !accounted.has(id)).length;
    const both = [...undelivered].filter((id) => received.has(id)).length;
    const disagree = [...emitted].filter((id) => received.has(id) !== deliveredByService.has(id)).length;
    const deliveredBeforeReplay = received.size;
    progress(`  ${received.size} delivered, ${undelivered.size} undelivered and listed, ${lost} lost; replaying the undelivered`);

    // Replay them to the receiver, healthy again.
    await receivers.call({ cmd: "mode", mode: "ok" });
    const toReplay = [...undelivered];
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < toReplay.length) await client.events.replay(toReplay[next++]!, {});
      }),
    );
    await settle(emu);
    const after = await receivers.report();
    for (const id of after.delivered_ids) received.add(id);
    const lostAfterReplay = [...emitted].filter((id) => !received.has(id)).length;
    const seconds = (performance.now() - t0) / 1000;
    return {
      how: "emulator in process, events from core.events.emit, one receiver (child process) answering 500 to every other request; emulator clock advanced through the retry schedule via POST /control/clock/advance",
      events,
      delivery_requests: requests,
      rounds,
      delivered: deliveredBeforeReplay,
      undelivered_listed: undelivered.size,
      lost,
      listed_and_delivered: both,
      receiver_and_service_disagree: disagree,
      duplicate_deliveries_2xx: duplicates + after.duplicates,
      replayed: toReplay.length,
      replayed_received: after.delivered_pairs,
      lost_after_replay: lostAfterReplay,
      seconds: round(seconds),
      zero_lost: lost === 0 && lostAfterReplay === 0,
    };
  } finally {
    await client.close();
    await receivers.stop();
    await emu.close();
  }
}
