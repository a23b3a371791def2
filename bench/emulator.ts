// The emulator as the benchmark uses it: a separate process (`node dist/cli/main.js emulator`), so
// that its CPU and memory are its own and the load generator's are not counted, plus raw HTTPS and
// control-API callers.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Agent, request } from "undici";
import { processMemory } from "./common";

export const ROOT = resolve(__dirname, "..", "..");
const MAIN = join(ROOT, "dist", "cli", "main.js");

export interface KeyPair {
  id: string;
  secret: string;
}

export interface Account {
  accountId: string;
  keys: { live: KeyPair; test: KeyPair };
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
}

export function basic(key: KeyPair): string {
  return "Basic " + Buffer.from(`${key.id}:${key.secret}`).toString("base64");
}

/** One emulator process. */
export class EmulatorProcess {
  readonly agent: Agent;
  private exited = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly baseUrl: string,
    readonly caFile: string,
    readonly controlUrl: string,
    private readonly controlToken: string,
    readonly primary: Account,
  ) {
    this.agent = new Agent({ connect: { ca: readFileSync(caFile) }, keepAliveTimeout: 4000 });
    child.once("exit", () => (this.exited = true));
  }

  /** Starts `msgform emulator` with extra arguments (e.g. --state-dir), of this build or of the CLI `main` names. */
  static async start(args: string[] = [], main = MAIN): Promise<EmulatorProcess> {
    const child = spawn(process.execPath, [main, "emulator", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      stderr += chunk;
      if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
    });
    const line = await new Promise<string>((resolveLine, reject) => {
      let buffered = "";
      child.stdout!.setEncoding("utf8");
      child.stdout!.on("data", (chunk: string) => {
        buffered += chunk;
        const nl = buffered.indexOf("\n");
        if (nl >= 0) resolveLine(buffered.slice(0, nl));
      });
      child.once("exit", (code) => reject(new Error(`the emulator exited (${code}) before starting:\n${stderr}`)));
      child.once("error", reject);
    });
    const info = JSON.parse(line) as {
      base_url: string;
      ca_file: string;
      control_url: string;
      control_token: string;
      account_id: string;
      keys: { live: KeyPair; test: KeyPair };
    };
    return new EmulatorProcess(child, info.base_url, info.ca_file, info.control_url, info.control_token, {
      accountId: info.account_id,
      keys: info.keys,
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  memory() {
    return processMemory(this.pid);
  }

  async control<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const res = await request(this.controlUrl + path, {
      method: method as "GET",
      headers: {
        "x-msgform-control-token": this.controlToken,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    const parsed = (text ? JSON.parse(text) : undefined) as T;
    if (res.statusCode >= 400) throw new Error(`control ${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
    return { status: res.statusCode, headers: res.headers, body: parsed };
  }

  /** A raw call of the service API with a key (no sdk: no pacing, no retries). */
  async api<T = unknown>(
    method: string,
    path: string,
    key: KeyPair,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { authorization: basic(key) };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    const res = await request(this.baseUrl + path, {
      method: method as "GET",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher: this.agent,
    });
    const text = await res.body.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: res.statusCode, headers: res.headers, body: parsed as T };
  }

  /** Like api(), but throws unless the status is 2xx. */
  async must<T = unknown>(method: string, path: string, key: KeyPair, body?: unknown): Promise<T> {
    const r = await this.api<T>(method, path, key, body);
    if (r.status < 200 || r.status >= 300) {
      throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 400)}`);
    }
    return r.body;
  }

  async setRateLimits(value: "spec" | "off" | number): Promise<void> {
    await this.control("PATCH", "/control/settings", { rate_limits: value });
  }

  async newAccount(name: string): Promise<Account> {
    const r = await this.control<{ account_id: string; keys: { live: KeyPair; test: KeyPair } }>("POST", "/control/accounts", { name });
    return { accountId: r.body.account_id, keys: r.body.keys };
  }

  /** Sends a signal and waits for the process to exit. */
  async kill(signal: NodeJS.Signals): Promise<void> {
    await this.agent.close().catch(() => undefined);
    if (this.exited) return;
    const exited = new Promise<void>((r) => this.child.once("exit", () => r()));
    this.child.kill(signal);
    await exited;
  }

  async close(): Promise<void> {
    await this.agent.close().catch(() => undefined);
    if (this.exited) return;
    const exited = new Promise<void>((r) => this.child.once("exit", () => r()));
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  }
}
