import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { Agent, request } from "undici";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_SCOPES } from "../../../schema/scopes";

/**
 * `msgform emulator` as users run it: the built binary as a child process (npm test builds
 * first; alone, run `npm run build` before this file).
 */

const BIN = join(__dirname, "..", "..", "..", "dist", "cli", "main.js");

interface Running {
  child: ChildProcessWithoutNullStreams;
  line: any;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  startMs: number;
}

const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

function run(args: string[]): { child: ChildProcessWithoutNullStreams; stdout: () => string; stderr: () => string; exit: Running["exit"] } {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ["pipe", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout.on("data", (c) => (out += c));
  child.stderr.on("data", (c) => (err += c));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function start(args: string[] = ["--port", "0"]): Promise<Running> {
  const t0 = performance.now();
  const p = run(["emulator", ...args]);
  const line = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const nl = p.stdout().indexOf("\n");
      if (nl >= 0) resolve(p.stdout().slice(0, nl));
    };
    p.child.stdout.on("data", check);
    void p.exit.then(({ code }) => reject(new Error(`emulator exited ${code} before printing: ${p.stderr()}`)));
  });
  return { ...p, line: JSON.parse(line), startMs: performance.now() - t0 };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

describe("msgform emulator (issue 3 item 1)", () => {
  it("prints exactly one JSON line with base_url, ca_file, control_url, control_token, console_url, account_id and both bootstrap keys; SIGTERM exits 0", async () => {
    const emu = await start();
    console.info(`msgform emulator: first line after ${Math.round(emu.startMs)} ms (process start included)`);
    const l = emu.line;
    expect(Object.keys(l).sort()).toEqual(["account_id", "base_url", "ca_file", "console_url", "control_token", "control_url", "keys"]);
    expect(Object.keys(l.keys).sort()).toEqual(["live", "test"]);
    expect(l.base_url).toMatch(/^https:\/\/127\.0\.0\.1:[0-9]+$/);
    expect(l.control_url).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+$/);
    expect(l.control_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(l.console_url).toBe(`${l.control_url}/console?token=${l.control_token}`);
    expect(l.account_id).toMatch(/^acct_/);
    expect(l.keys.live.id).toMatch(/^svc_live_k_[A-Za-z0-9]{24}$/);
    expect(l.keys.live.secret).toMatch(/^svc_live_s_[A-Za-z0-9]{40}$/);
    expect(l.keys.test.id).toMatch(/^svc_test_[A-Za-z0-9]{24}$/);
    expect(l.keys.test.secret).toMatch(/^svc_test_[A-Za-z0-9]{40}$/);
    expect(readFileSync(l.ca_file, "utf8")).toContain("BEGIN CERTIFICATE");

    // The line is enough to use the service: trust ca_file, authenticate with a key.
    const agent = new Agent({ connect: { ca: readFileSync(l.ca_file) } });
    try {
      for (const mode of ["live", "test"] as const) {
        const { id, secret } = l.keys[mode];
        const res = await request(l.base_url + "/v1/me", {
          headers: { authorization: "Basic " + Buffer.from(`${id}:${secret}`).toString("base64") },
          dispatcher: agent,
        });
        const me = (await res.body.json()) as any;
        expect(res.statusCode).toBe(200);
        expect(me).toMatchObject({ account_id: l.account_id, key_id: id, mode });
        expect([...me.scopes].sort()).toEqual([...ALL_SCOPES].sort());
      }
    } finally {
      await agent.close();
    }
    const clock = await request(l.control_url + "/control/clock", { headers: { "x-msgform-control-token": l.control_token } });
    expect(clock.statusCode).toBe(200);
    await clock.body.text();

    emu.child.kill("SIGTERM");
    expect(await emu.exit).toEqual({ code: 0, signal: null });
    expect(emu.stdout().split("\n").filter((s) => s !== "")).toHaveLength(1);
    expect(emu.stdout().endsWith("\n")).toBe(true);
  });

  it("SIGINT also shuts down cleanly with exit code 0, and the port is released", async () => {
    const emu = await start();
    const port = Number(new URL(emu.line.base_url).port);
    emu.child.kill("SIGINT");
    expect(await emu.exit).toEqual({ code: 0, signal: null });
    await new Promise<void>((resolve, reject) => {
      const s = createServer().once("error", reject).listen(port, "127.0.0.1", () => s.close(() => resolve()));
    });
  });

  it("--port, --host and --control-port choose where it listens", async () => {
    const [port, controlPort] = [await freePort(), await freePort()];
    const emu = await start(["--port", String(port), "--host", "127.0.0.1", "--control-port", String(controlPort)]);
    expect(emu.line.base_url).toBe(`https://127.0.0.1:${port}`);
    expect(emu.line.control_url).toBe(`http://127.0.0.1:${controlPort}`);
    emu.child.kill("SIGTERM");
    expect((await emu.exit).code).toBe(0);
  });

  it("a bad option fails with a message on stderr and nothing on stdout", async () => {
    const p = run(["emulator", "--port", "http"]);
    const { code } = await p.exit;
    expect(code).not.toBe(0);
    expect(p.stdout()).toBe("");
    expect(p.stderr()).toContain("port");
  });

  it("a port already in use fails with exit code 1 and nothing on stdout", async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", () => r()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const p = run(["emulator", "--port", String(port)]);
      expect((await p.exit).code).toBe(1);
      expect(p.stdout()).toBe("");
      expect(p.stderr()).toMatch(/EADDRINUSE|in use/i);
    } finally {
      blocker.close();
    }
  });

  it("msgform --help lists the emulator command", async () => {
    const p = run(["--help"]);
    await p.exit;
    expect(p.stdout()).toContain("emulator");
  });
});
