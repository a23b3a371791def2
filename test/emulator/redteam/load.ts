import { readFileSync } from "node:fs";
import { connect as tlsConnect, type TLSSocket } from "node:tls";
import { ErrorBody } from "../../../schema/envelopes";
import type { TestEmulator } from "../../helpers/emulator";
import { prng } from "../platform/support";
import { basicOf } from "./support";

/**
 * A sustained mixed load over many keep-alive TLS connections: valid requests and malformed ones
 * (bytes the HTTP parser refuses, bad framing, bad percent-encoding, dot-segment ids), each sent as
 * soon as the previous answer on its connection has been read, and now and then a valid request
 * with a malformed one right behind it in the same write (pipelined). Counts every request that got
 * no answer: a connection that ended (or reset) before the request's response had arrived whole.
 */

export interface LoadReport {
  requests: number;
  answered: number;
  /** One line per request without an answer, or with an answer outside the error shape. */
  failures: string[];
  byStatus: Record<string, number>;
  connections: number;
  elapsedMs: number;
}

interface Sent {
  kind: string;
  bytes: Buffer;
  /** The statuses this write is owed, in order (a pipelined write is owed two); 0 takes any. */
  expect: number[];
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One keep-alive connection that reads responses in order as they arrive. */
class Connection {
  private buf = Buffer.alloc(0);
  private waiting: ((a: Answer | undefined) => void)[] = [];
  private ready: Answer[] = [];
  closed = false;
  error: string | undefined;
  private constructor(private readonly socket: TLSSocket) {
    socket.on("data", (c: Buffer) => {
      this.buf = Buffer.concat([this.buf, c]);
      this.parse();
    });
    socket.on("error", (e: Error & { code?: string }) => (this.error = e.code ?? e.message));
    socket.on("close", () => {
      this.closed = true;
      for (const w of this.waiting.splice(0)) w(undefined);
    });
  }

  static open(t: TestEmulator, ca: Buffer): Promise<Connection> {
    const { hostname, port } = new URL(t.emu.baseUrl);
    return new Promise((resolve, reject) => {
      const socket = tlsConnect({ host: hostname, port: Number(port), ca }, () => resolve(new Connection(socket)));
      socket.once("error", reject);
    });
  }

  private parse(): void {
    for (;;) {
      const end = this.buf.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = this.buf.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      const length = Number(headers["content-length"] ?? 0);
      if (this.buf.length < end + 4 + length) return;
      const answer = {
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0]!)?.[1] ?? 0),
        headers,
        body: this.buf.subarray(end + 4, end + 4 + length).toString("utf8"),
      };
      this.buf = this.buf.subarray(end + 4 + length);
      const w = this.waiting.shift();
      if (w) w(answer);
      else this.ready.push(answer);
    }
  }

  next(): Promise<Answer | undefined> {
    const a = this.ready.shift();
    if (a) return Promise.resolve(a);
    if (this.closed) return Promise.resolve(undefined);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  write(bytes: Buffer): void {
    if (!this.closed) this.socket.write(bytes);
  }

  close(): void {
    this.closed = true;
    this.socket.destroy();
  }
}

/** The requests of the mix, each a function of the key's Authorization header. */
function requestKinds(auth: string): [kind: string, bytes: Buffer][] {
  const req = (line: string, headers = "", body = "") =>
    Buffer.from(`${line} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n${headers}\r\n${body}`, "latin1");
  const good = req("GET /v1/me");
  return [
    ["valid GET /v1/me", good],
    ["valid GET /v1/me", good],
    ["valid GET /v1/keys", req("GET /v1/keys?limit=1")],
    ["valid POST /v1/keys (invalid body)", req("POST /v1/keys", "Content-Type: application/json\r\nContent-Length: 7\r\n", "{\"x\":1}")],
    ["invalid UTF-8 in the target", req("GET /v1/campaigns/\xff..")],
    ["bad percent-encoding", req("GET /v1/campaigns/%E0%A4%A")],
    ["dot-segment id", req("GET /v1/keys/..")],
    ["encoded dot-segment id", req("POST /v1/events/%2E/replay", "Content-Length: 0\r\n")],
    ["NUL in a header", req("GET /v1/me", "X-Bad: a\x00b\r\n")],
    ["header without a colon", req("GET /v1/me", "bad header\r\n")],
    ["bad chunk size", req("POST /v1/keys", "Transfer-Encoding: chunked\r\n", "zz\r\n\r\n")],
    ["unknown route", req("GET /v1/nothing/here")],
    ["pipelined valid then invalid UTF-8", Buffer.concat([good, req("GET /v1/campaigns/\xff..")])],
    ["pipelined valid then NUL header", Buffer.concat([good, req("GET /v1/me", "X-Bad: \x00\r\n")])],
  ];
}

/** Why an answer is not acceptable: never a 5xx; errors in the one shape; RateLimit headers on every answer. */
function judge(a: Answer): string | undefined {
  if (a.status >= 500 || a.status < 100) return `status ${a.status}: ${a.body.slice(0, 200)}`;
  if (!a.headers["ratelimit-limit"]) return `no RateLimit-Limit on ${a.status}`;
  if (a.status >= 400) {
    try {
      if (!ErrorBody.safeParse(JSON.parse(a.body)).success) return `not the error shape: ${a.body.slice(0, 200)}`;
    } catch {
      return `not JSON: ${a.body.slice(0, 200)}`;
    }
  }
  return undefined;
}

export interface LoadOptions {
  seed: number;
  requests: number;
  connections: number;
}

/** Drives the load; a failing request replays from (seed, its number). */
export async function mixedLoad(
  t: TestEmulator,
  key: { id: string; secret: string },
  opts: LoadOptions,
): Promise<LoadReport> {
  const ca = readFileSync(t.emu.caFile);
  const kinds = requestKinds(basicOf(key));
  const report: LoadReport = { requests: 0, answered: 0, failures: [], byStatus: {}, connections: 0, elapsedMs: 0 };
  const started = performance.now();
  let next = 0;
  const open = async () => {
    report.connections++;
    return Connection.open(t, ca);
  };
  await Promise.all(Array.from({ length: opts.connections }, async () => {
    let conn = await open();
    while (next < opts.requests) {
      const i = next++;
      const rnd = prng((opts.seed + Math.imul(i + 1, 0x9e3779b1)) >>> 0);
      const [kind, bytes] = kinds[Math.floor(rnd() * kinds.length)]!;
      const sent: Sent = { kind, bytes, expect: kind.startsWith("pipelined") ? [200, 400] : [0] };
      if (conn.closed) conn = await open();
      conn.write(sent.bytes);
      for (let k = 0; k < sent.expect.length; k++) {
        report.requests++;
        const answer = await conn.next();
        if (!answer) {
          report.failures.push(`#${i} ${sent.kind} (request ${k + 1} of ${sent.expect.length}): no answer, the connection ${conn.error ? `failed (${conn.error})` : "closed"}`);
          break;
        }
        report.answered++;
        report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
        const owed = sent.expect[k]!;
        const wrong = owed !== 0 && answer.status !== owed ? `request ${k + 1} answered ${answer.status}, not ${owed}: ${answer.body.slice(0, 120)}` : judge(answer);
        if (wrong) report.failures.push(`#${i} ${sent.kind}: ${wrong}`);
        if (answer.headers.connection === "close") {
          // The server said it closes: what was already sent after this request is not owed an answer.
          conn.close();
          break;
        }
      }
    }
    conn.close();
  }));
  report.elapsedMs = Math.round(performance.now() - started);
  return report;
}
