import { readFileSync } from "node:fs";
import { Agent, request } from "undici";
import { checkServerIdentity } from "../../sdk/agents";
import type { EmulatorOptions, KeyPair } from "../../emulator/index";
import { type EmulatorInstance, startInstance } from "../../emulator/instance";
import { checkAgainstContract, contractCheckEnabled } from "../schema/contractHook";

export interface ApiResponse<T = any> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

export interface CallOptions {
  /** Which key authenticates: a bootstrap key by mode, any key pair, or null for no credentials. */
  key?: "live" | "test" | KeyPair | null;
  /** A raw Authorization header, overriding key. */
  authorization?: string;
  body?: unknown;
  /** Sent as is, overriding body. */
  rawBody?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** Source address on loopback (127.0.0.0/8), for IP allowlist tests. */
  localAddress?: string;
}

/**
 * A started emulator plus a raw HTTPS caller that trusts its CA: the black-box harness for tests.
 * Everything goes over real HTTPS on loopback.
 */
export class TestEmulator {
  private agents = new Map<string, Agent>();
  private readonly ca: Buffer;

  private constructor(readonly emu: EmulatorInstance) {
    this.ca = readFileSync(emu.caFile);
  }

  static async start(options: EmulatorOptions = {}): Promise<TestEmulator> {
    return new TestEmulator(await startInstance(options));
  }

  /** An agent trusting the emulator's CA; with localAddress, every connection leaves from it. */
  agent(localAddress?: string): Agent {
    const id = localAddress ?? "default";
    let a = this.agents.get(id);
    if (!a) {
      // undici reads localAddress as a top-level option (inside `connect` it is overridden).
      // (a connection's TLS handshake waits as long as a test may: a burst of hundreds of new connections on a loaded
      // two-core machine takes more than undici's default 10 s to be answered, and the tests judge the answers, not it)
      const connect = { ca: this.ca, checkServerIdentity, timeout: 60_000 };
      a = new Agent({ connect, keepAliveTimeout: 1000, ...(localAddress ? { localAddress } : {}) });
      this.agents.set(id, a);
    }
    return a;
  }

  basic(pair: KeyPair): string {
    return "Basic " + Buffer.from(`${pair.id}:${pair.secret}`).toString("base64");
  }

  async api<T = any>(method: string, path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const key = opts.key === undefined ? "live" : opts.key;
    if (opts.authorization !== undefined) headers.authorization = opts.authorization;
    else if (key !== null) headers.authorization = this.basic(typeof key === "string" ? this.emu.keys[key] : key);
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers["content-type"] ??= "application/json";
    }
    if (opts.idempotencyKey) headers["idempotency-key"] = opts.idempotencyKey;
    const res = await request(this.emu.baseUrl + path, {
      method: method as "GET",
      headers,
      body,
      dispatcher: this.agent(opts.localAddress),
    });
    const text = await res.body.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: leave as text
    }
    if (contractCheckEnabled()) {
      checkAgainstContract({ method, path, status: res.statusCode, headers: res.headers, body: parsed });
    }
    return { status: res.statusCode, headers: res.headers, body: parsed as T, text };
  }

  /** The emulator's control API (plain HTTP on loopback; the control token in its header). */
  async control<T = any>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const res = await request(this.emu.controlUrl + path, {
      method: method as "GET",
      headers: { ...this.emu.controlHeaders, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    return { status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : undefined, text };
  }

  async advance(seconds: number): Promise<void> {
    const r = await this.control("POST", "/control/clock/advance", { seconds });
    if (r.status !== 200) throw new Error(`clock advance failed: ${r.text}`);
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((a) => a.close()));
    await this.emu.close();
  }
}
