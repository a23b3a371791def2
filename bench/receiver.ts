// Loopback webhook receivers, run as a child process of the benchmark (child_process.fork) so that
// their CPU is not the emulator's. One HTTP server per endpoint; each records, per request, the
// event id and the time from the event's occurred_at to the request's arrival, and answers 200, or
// in "fail-half" mode 500 to every other request. Driven over IPC:
//   { cmd: "start", endpoints }   → { ports }
//   { cmd: "mode", mode }         → { ok }
//   { cmd: "report" }             → the figures, the ids answered 2xx, and resets the counters.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

type Mode = "ok" | "fail-half";

interface Endpoint {
  server: Server;
  requests: number;
  ok: number;
  failed: number;
  /** Event ids answered 2xx, with how many times. */
  delivered: Map<string, number>;
}

let mode: Mode = "ok";
const endpoints: Endpoint[] = [];
let latencies: number[] = [];
let first = Number.POSITIVE_INFINITY;
let last = 0;

const nowMs = () => performance.timeOrigin + performance.now();

function serve(ep: Endpoint): Promise<number> {
  ep.server.on("request", (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const arrival = nowMs();
      ep.requests++;
      let id = String(req.headers["svc-event-id"] ?? "");
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { id?: string; occurred_at?: string };
        id ||= body.id ?? "";
        if (body.occurred_at) latencies.push(arrival - Date.parse(body.occurred_at));
      } catch {
        // not JSON: counted, not timed
      }
      if (arrival < first) first = arrival;
      if (arrival > last) last = arrival;
      const fail = mode === "fail-half" && ep.requests % 2 === 0;
      if (fail) {
        ep.failed++;
        res.writeHead(500).end();
        return;
      }
      ep.ok++;
      ep.delivered.set(id, (ep.delivered.get(id) ?? 0) + 1);
      res.writeHead(200, { "content-length": "0" }).end();
    });
  });
  return new Promise((resolve) => ep.server.listen(0, "127.0.0.1", () => resolve((ep.server.address() as AddressInfo).port)));
}

function report() {
  const sorted = latencies.sort((a, b) => a - b);
  const rank = (p: number) => Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  const q = (p: number) => (sorted.length === 0 ? null : Math.round(sorted[rank(p)]! * 10) / 10);
  const out = {
    requests: endpoints.reduce((t, e) => t + e.requests, 0),
    ok: endpoints.reduce((t, e) => t + e.ok, 0),
    failed: endpoints.reduce((t, e) => t + e.failed, 0),
    per_endpoint_ok: endpoints.map((e) => e.ok),
    /** (endpoint, event) pairs answered 2xx more than once. */
    duplicates: endpoints.reduce((t, e) => t + [...e.delivered.values()].filter((n) => n > 1).length, 0),
    delivered_pairs: endpoints.reduce((t, e) => t + e.delivered.size, 0),
    delivered_ids: [...new Set(endpoints.flatMap((e) => [...e.delivered.keys()]))],
    first_arrival_ms: Number.isFinite(first) ? first : null,
    last_arrival_ms: last || null,
    latency_ms: { count: sorted.length, p50: q(0.5), p90: q(0.9), p99: q(0.99), max: q(1) },
  };
  for (const e of endpoints) {
    e.requests = 0;
    e.ok = 0;
    e.failed = 0;
    e.delivered.clear();
  }
  latencies = [];
  first = Number.POSITIVE_INFINITY;
  last = 0;
  return out;
}

process.on("message", (msg: { cmd: string; endpoints?: number; mode?: Mode }) => {
  const send = (m: unknown) => process.send!(m);
  if (msg.cmd === "start") {
    void (async () => {
      const ports: number[] = [];
      for (let i = 0; i < (msg.endpoints ?? 1); i++) {
        const server = createServer({ keepAliveTimeout: 30_000 });
        const ep: Endpoint = { server, requests: 0, ok: 0, failed: 0, delivered: new Map() };
        endpoints.push(ep);
        ports.push(await serve(ep));
      }
      send({ ports });
    })();
  } else if (msg.cmd === "mode") {
    mode = msg.mode ?? "ok";
    send({ ok: true });
  } else if (msg.cmd === "report") {
    send(report());
  } else if (msg.cmd === "stop") {
    for (const e of endpoints) e.server.close();
    process.disconnect();
  }
});
// The parent gone, nothing to do here.
process.on("disconnect", () => process.exit(0));
