import { request } from "undici";
import type { KeyPair } from "../../../emulator/index";
import { ErrorBody } from "../../../schema/envelopes";
import { serviceEndpoints } from "../../../schema/index";
import { ALL_SCOPES } from "../../../schema/scopes";
import type { TestEmulator } from "../../helpers/emulator";
import { prng } from "../platform/support";
import { rawExchange } from "./support";

/**
 * A seeded stream of hostile requests: random methods, paths (real templates with junk, bad
 * percent-encoding, unknown paths), bodies (random JSON, deep nesting, junk, near-valid creates),
 * credentials (none, malformed, wrong, real), content types and Idempotency-Keys; every 100th is
 * raw bytes over TLS (broken request lines and framing). A failing run replays from its seed.
 */

interface FuzzReport {
  seed: number;
  requests: number;
  byStatus: Record<string, number>;
  failures: string[];
  elapsedMs: number;
  /** CPU time of this process (emulator and client): what the run costs on an idle machine. */
  cpuMs: number;
  rssStartMb: number;
  rssPeakMb: number;
}

interface Gen {
  rnd: () => number;
  pick: <T>(xs: readonly T[]) => T;
  int: (n: number) => number;
}

const CHARS = ["a", "Z", "0", " ", "/", "%", "\"", "\\", "é", "\u0000", "💥", "{", "}", ":", "?", "&", "="];
const FIELDS = ["scopes", "name", "metadata", "entries", "cidr", "to", "from", "body", "number", "url", "limit",
  "enabled_events", "confirm_self_revoke", "allow_self_lockout", "__proto__", "constructor"];
const TYPES = [undefined, "application/json", "application/json; charset=utf-8", "application/JSON", "text/plain",
  "application/octet-stream", ";", "*/*"];
// No HEAD: undici closes the connection after each one, and a new TLS handshake costs five times
// the request (HEAD is covered by test/emulator/platform).
const METHODS = ["GET", "GET", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const TEMPLATES = [...new Set(serviceEndpoints.map((e) => e.path))];

const randomString = (g: Gen, n: number) => Array.from({ length: n }, () => g.pick(CHARS)).join("");

function randomJson(g: Gen, depth = 0): unknown {
  switch (depth > 3 ? g.int(4) : g.int(7)) {
    case 0: return null;
    case 1: return g.rnd() < 0.5;
    case 2: return g.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 3: return randomString(g, g.int(20));
    case 4: return Array.from({ length: g.int(4) }, () => randomJson(g, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: g.int(5) }, () => [g.pick(FIELDS), randomJson(g, depth + 1)]));
  }
}

function randomPath(g: Gen): string {
  const filled = (fill: () => string) => g.pick(TEMPLATES).replace(/\{[a-z_]+\}/g, fill);
  switch (g.int(5)) {
    case 0: return "/" + Array.from({ length: g.int(4) }, () => encodeURIComponent(randomString(g, g.int(8)))).join("/");
    case 1: return filled(() => encodeURIComponent(randomString(g, g.int(30))));
    case 2: return filled(() => "x") + `?${g.pick(["limit", "cursor", "status", "delivered", "x"])}=` +
      encodeURIComponent(randomString(g, g.int(6)));
    case 3: return filled(() => "%" + g.pick(["", "G", "E0%A4%A", "00", "ZZ"]));
    default: return filled(() => "x");
  }
}

function randomBody(g: Gen): string | undefined {
  switch (g.int(6)) {
    case 0: return undefined;
    case 1: return JSON.stringify(randomJson(g))?.slice(0, 5000);
    case 2: return "{".repeat(g.int(2000)) + randomString(g, 10);
    case 3: return randomString(g, g.int(200));
    case 4: return JSON.stringify({ scopes: [g.pick(ALL_SCOPES)], name: randomString(g, g.int(300)) });
    default: return "[".repeat(g.int(5000)) + "]".repeat(g.int(5000));
  }
}

const RAW = [
  "GARBAGE\r\n\r\n",
  "GET /v1/me HTTP/1.1\r\nHost: x\r\nbad header\r\n\r\n",
  "GET /v1/me HTTP/9.9\r\nHost: x\r\n\r\n",
  "POST /v1/keys HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",
  "POST /v1/keys HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!",
  "CONNECT a:1 HTTP/1.1\r\nHost: a:1\r\n\r\n",
  "GET /v1/me HTTP/1.1\r\n\r\n",
  "\u0016\u0003\u0001\u0000\u0000",
];

/** Is this answer acceptable: never a 5xx; an error in the one shape with RateLimit headers. */
function judge(status: number, headers: Record<string, unknown>, text: string): string | undefined {
  if (status >= 500) return `${status} ${text.slice(0, 200)}`;
  if (!headers["ratelimit-limit"]) return `no RateLimit-Limit on ${status}`;
  if (status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return `not JSON: ${text.slice(0, 200)}`;
    }
    if (!ErrorBody.safeParse(body).success) return `not the error shape: ${text.slice(0, 200)}`;
  }
  return undefined;
}

async function oneRequest(t: TestEmulator, g: Gen, i: number, auths: (string | undefined)[]) {
  if (i % 100 === 99) {
    const r = await rawExchange(t, [g.pick(RAW)], { closeAfterMs: 5_000, stopOnResponse: true });
    if (r.status === undefined) return { status: "none", failure: `raw: no answer (${r.error ?? "closed"})` };
    return { status: String(r.status), failure: judge(r.status, r.headers, r.text.slice(r.text.indexOf("\r\n\r\n") + 4)) };
  }
  const method = g.pick(METHODS);
  const path = randomPath(g);
  const headers: Record<string, string> = {};
  const type = g.pick(TYPES);
  if (type !== undefined) headers["content-type"] = type;
  if (g.rnd() < 0.3) headers["idempotency-key"] = encodeURIComponent(randomString(g, 1 + g.int(40)));
  const auth = g.pick(auths);
  if (auth !== undefined) headers.authorization = auth;
  // Bodies only where HTTP expects one: undici drops the connection after a DELETE or OPTIONS with
  // a body, and the handshakes would cost more than the requests.
  const body = ["POST", "PUT", "PATCH"].includes(method) ? randomBody(g) : undefined;
  const res = await request(t.emu.baseUrl + path, { method, headers, body, dispatcher: t.agent() });
  const text = await res.body.text();
  return { status: String(res.statusCode), failure: judge(res.statusCode, res.headers, text) };
}

/** Request i's own generator: any one request replays from (seed, i), whatever the interleaving. */
function generator(seed: number, i: number): Gen {
  const rnd = prng((seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0);
  return { rnd, pick: (xs) => xs[Math.floor(rnd() * xs.length)]!, int: (n) => Math.floor(rnd() * n) };
}

/** Runs `count` requests, `concurrency` at a time, and reports what came back. */
export async function fuzz(t: TestEmulator, key: KeyPair, seed: number, count: number, concurrency = 16) {
  const good = `Basic ${Buffer.from(`${key.id}:${key.secret}`).toString("base64")}`;
  const auths = [undefined, "", "Basic", "Basic =", good, good, good, good,
    `Basic ${Buffer.from(`${key.id}:wrong`).toString("base64")}`, `Basic ${Buffer.from("\u00ff:\u0000").toString("base64")}`];
  const report: FuzzReport = {
    seed, requests: 0, byStatus: {}, failures: [], elapsedMs: 0, cpuMs: 0,
    rssStartMb: process.memoryUsage().rss / 2 ** 20, rssPeakMb: 0,
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      try {
        const { status, failure } = await oneRequest(t, generator(seed, i), i, auths);
        report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
        if (failure) report.failures.push(`#${i}: ${failure}`);
      } catch (err) {
        report.failures.push(`#${i}: client error ${(err as Error).message}`);
      }
      report.requests++;
      if (i % 500 === 0) report.rssPeakMb = Math.max(report.rssPeakMb, process.memoryUsage().rss / 2 ** 20);
    }
  }));
  report.elapsedMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  report.cpuMs = (used.user + used.system) / 1000;
  report.rssPeakMb = Math.max(report.rssPeakMb, process.memoryUsage().rss / 2 ** 20);
  return report;
}
