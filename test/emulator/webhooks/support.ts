import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TestEmulator } from "../../helpers/emulator";

/**
 * A Stripe-style webhook signature verifier, written here independently of the emulator's signer
 * (and of the sdk's): parse t= and every v1=, HMAC-SHA256 over `${t}.${rawBody}` with the secret,
 * compare in constant time, and reject a t outside the tolerance.
 */
export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  opts: { toleranceSeconds?: number; nowSeconds?: number } = {},
): { ok: boolean; reason?: string; t?: number; v1Count?: number } {
  if (!header) return { ok: false, reason: "no header" };
  if (/\s/.test(header)) return { ok: false, reason: "whitespace in header" };
  let t: number | undefined;
  const v1: string[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq <= 0) return { ok: false, reason: `malformed part ${part}` };
    const k = part.slice(0, eq);
    const v = part.slice(eq + 1);
    if (k === "t") {
      if (!/^\d+$/.test(v)) return { ok: false, reason: "t is not an integer" };
      t = Number(v);
    } else if (k === "v1") {
      v1.push(v);
    }
  }
  if (t === undefined) return { ok: false, reason: "no t" };
  if (v1.length === 0) return { ok: false, reason: "no v1" };
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return { ok: false, reason: "outside tolerance", t };
  const expected = Buffer.from(createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex"), "utf8");
  const match = v1.some((sig) => {
    const got = Buffer.from(sig, "utf8");
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  return match ? { ok: true, t, v1Count: v1.length } : { ok: false, reason: "no v1 matches", t, v1Count: v1.length };
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
  /** Real time the request arrived. */
  at: number;
}

/** A webhook receiver: a real HTTP server on loopback whose answer the test steers. */
export class Receiver {
  readonly requests: Received[] = [];
  /** Status to answer with (default 200). */
  status = 200;
  /** Real milliseconds to wait before answering. */
  delayMs = 0;
  private server!: Server;
  private waiters: { n: number; resolve: () => void }[] = [];

  static async start(): Promise<Receiver> {
    const r = new Receiver();
    r.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const rawBody = Buffer.concat(chunks).toString("utf8");
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          body = undefined;
        }
        r.requests.push({ method: req.method!, path: req.url!, headers: req.headers, rawBody, body, at: Date.now() });
        for (const w of [...r.waiters]) {
          if (r.requests.length >= w.n) {
            r.waiters.splice(r.waiters.indexOf(w), 1);
            w.resolve();
          }
        }
        const status = r.status;
        const answer = () => {
          if (res.destroyed) return;
          res.writeHead(status, { "content-type": "text/plain" }).end("ignored body");
        };
        if (r.delayMs > 0) setTimeout(answer, r.delayMs);
        else answer();
      });
    });
    await new Promise<void>((resolve) => r.server.listen(0, "127.0.0.1", resolve));
    return r;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Resolves once n requests in total have arrived. */
  waitFor(n: number, timeoutMs = 5000): Promise<void> {
    if (this.requests.length >= n) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`receiver got ${this.requests.length} requests, expected ${n}`)),
        timeoutMs,
      );
      this.waiters.push({
        n,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A message object as spec 2 describes it, for message.* event data. */
export function messageData(over: Record<string, unknown> = {}) {
  return {
    id: "msg_" + Math.random().toString(36).slice(2, 14),
    status: "sent",
    from: "+14155550100",
    to: "+14155550123",
    carrier: "T-Mobile",
    segments: 1,
    reference: "order-42",
    ...over,
  };
}

/** An emulator plus the few levers webhook tests use. Events are emitted through the core only. */
export class Harness {
  private constructor(readonly t: TestEmulator) {}

  static async start(): Promise<Harness> {
    return new Harness(await TestEmulator.start({ rateLimits: "off" }));
  }

  /** Emulates a domain event (messages land in another module): emitting only. */
  emit(mode: "live" | "test", kind: string, data: Record<string, unknown> = messageData(), accountId?: string) {
    const account = this.t.emu.core.state.accounts.get(accountId ?? this.t.emu.accountId)!;
    return this.t.emu.core.events.emit(account, mode, kind, data);
  }

  /** Waits until no attempt is queued or in flight (the control API's settle lever). */
  async settle(): Promise<void> {
    const r = await this.t.control("POST", "/control/deliveries/settle", { timeout_seconds: 20 });
    if (r.status !== 200 || r.body.idle !== true) throw new Error(`deliveries did not settle: ${r.text}`);
  }

  async advance(seconds: number): Promise<void> {
    await this.t.advance(seconds);
    await this.settle();
  }

  async attempts(query: Record<string, string> = {}, accountId?: string): Promise<any[]> {
    const qs = new URLSearchParams(query).toString();
    const r = await this.t.control("GET", `/control/accounts/${accountId ?? this.t.emu.accountId}/deliveries?${qs}`);
    if (r.status !== 200) throw new Error(r.text);
    return r.body.data;
  }

  async createEndpoint(url: string, over: Record<string, unknown> = {}, key: "live" | "test" = "live") {
    const r = await this.t.api("POST", "/v1/webhook_endpoints", {
      key,
      body: { url, enabled_events: ["message.sent", "message.delivered"], ...over },
    });
    if (r.status !== 201) throw new Error(`create endpoint failed: ${r.text}`);
    return r.body;
  }

  async clockMs(): Promise<number> {
    const r = await this.t.control("GET", "/control/clock");
    return Date.parse(r.body.now);
  }

  close(): Promise<void> {
    return this.t.close();
  }
}
