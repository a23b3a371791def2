import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Agent, request } from "undici";

/** The built CLI (npm test builds first; alone, run `npm run build` before a test that uses it). */
const BIN = join(__dirname, "..", "..", "dist", "cli", "main.js");

export interface StartLine {
  base_url: string;
  ca_file: string;
  control_url: string;
  control_token: string;
  console_url: string;
  account_id: string;
  keys: { live: { id: string; secret: string | null }; test: { id: string; secret: string | null } };
  restored?: boolean;
}

/** `msgform emulator …` as a child process, up to its start line (or its exit). */
export class EmulatorProcess {
  private out = "";
  private err = "";
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(readonly child: ChildProcessWithoutNullStreams) {
    child.stdout.on("data", (c) => (this.out += c));
    child.stderr.on("data", (c) => (this.err += c));
    this.exit = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  }

  static spawn(args: string[], env?: Record<string, string>): EmulatorProcess {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` first`);
    const options = { stdio: ["pipe", "pipe", "pipe"] as ["pipe", "pipe", "pipe"], env: env && { ...process.env, ...env } };
    return new EmulatorProcess(spawn(process.execPath, [BIN, "emulator", ...args], options));
  }

  get stderr(): string {
    return this.err;
  }

  /** The JSON start line; rejects if the process exits first. */
  line(): Promise<StartLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const nl = this.out.indexOf("\n");
        if (nl >= 0) resolve(JSON.parse(this.out.slice(0, nl)) as StartLine);
      };
      this.child.stdout.on("data", check);
      check();
      void this.exit.then(({ code }) => reject(new Error(`emulator exited ${code} before printing: ${this.err}`)));
    });
  }

  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exit;
  }
}

/** Calls a started emulator over HTTPS (trusting its CA) or its control API. */
export function clientOf(line: StartLine) {
  const agent = new Agent({ connect: { ca: readFileSync(line.ca_file) } });
  const call = async (url: string, method: string, body: unknown, headers: Record<string, string>) => {
    const res = await request(url, {
      method: method as "GET",
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      dispatcher: url.startsWith("https:") ? agent : undefined,
    });
    const text = await res.body.text();
    return { status: res.statusCode, body: text ? JSON.parse(text) : undefined, text };
  };
  return {
    api: (key: { id: string; secret: string }, method: string, path: string, body?: unknown) =>
      call(line.base_url + path, method, body, {
        authorization: "Basic " + Buffer.from(`${key.id}:${key.secret}`).toString("base64"),
      }),
    control: (method: string, path: string, body?: unknown) => call(line.control_url + path, method, body, { "x-msgform-control-token": line.control_token }),
    close: () => agent.close(),
  };
}
