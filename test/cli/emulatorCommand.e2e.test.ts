// `msgform emulator`: when it cannot start where it was asked to, each message names the option to
// change; when it starts, what a script and what a person at a terminal read.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, msgform } from "./run";

let busy: Server;
let busyPort: number;

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  busyPort = (busy.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => busy.close(() => resolve()));
});

describe("msgform emulator: where it listens", () => {
  it.each(["999.1.1.1", "1.2.3", "12:34:zz", ""])("--host %j is refused before anything starts, naming the option", async (host) => {
    const r = await msgform(["emulator", "--host", host]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `msgform: option '--host <host>' argument '${host}' is invalid. expected an IP address (127.0.0.1, 0.0.0.0, ::1, ::) or a host name\n` +
      "msgform: usage: msgform emulator [options] (msgform emulator --help describes every option)\n",
    );
  });

  it("a port in use: the address, and --port to choose another (or 0 for a free one); nothing left behind", async () => {
    // The CA file's temporary folder goes under TMPDIR: a start that failed removes it.
    const tmp = mkdtempSync(join(tmpdir(), "msgform-emulator-test-"));
    const r = await msgform(["emulator", "--port", String(busyPort)], { TMPDIR: tmp });
    // (Node's own compile cache may write its folder there too.)
    expect(readdirSync(tmp).filter((f) => f.startsWith("msgform-emulator-"))).toEqual([]);
    rmSync(tmp, { recursive: true, force: true });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `msgform: cannot listen on 127.0.0.1:${busyPort}: the port is in use (another emulator?); ` +
      "choose another with --port N, or --port 0 for a free one\n",
    );
  });

  it("a control port in use names --control-port", async () => {
    const r = await msgform(["emulator", "--control-port", String(busyPort)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`cannot listen on 127.0.0.1:${busyPort}: the port is in use (another emulator?); choose another with --control-port N`);
  });

  it("an address no interface has (TEST-NET-1) names --host", async () => {
    const r = await msgform(["emulator", "--host", "192.0.2.55"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^msgform: cannot listen on 192\.0\.2\.55(:\d+)?: no network interface of this machine /);
    expect(r.stderr).toContain("has the address 192.0.2.55; ");
    expect(r.stderr).toContain("choose one with --host");
  });
});

describe("msgform emulator: what it prints", () => {
  /** Runs `msgform emulator` with `stdout` a terminal (script(1) gives it one) or a pipe, until its JSON line; then stops it. */
  interface Started { out: string; line: Record<string, unknown>; stop: () => Promise<void> }
  async function started(onTerminal: boolean): Promise<Started> {
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} emulator`;
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const child = onTerminal
      ? spawn("script", ["-qfec", command, "/dev/null"], { stdio: "pipe", detached: true, env })
      : spawn(process.execPath, [CLI, "emulator"], { stdio: "pipe", detached: true, env });
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    const closed = new Promise((resolve) => child.on("close", resolve));
    const stop = async () => {
      process.kill(-child.pid!, "SIGTERM");
      await closed;
    };
    await expect.poll(() => /^\{.*\}\r?$/m.test(out), { timeout: 30_000, interval: 100 }).toBe(true);
    const line = JSON.parse(/^(\{.*\})\r?$/m.exec(out)![1]!) as Record<string, unknown>;
    return { out: out.replaceAll("\r\n", "\n"), line, stop };
  }

  it("not on a terminal: the JSON line alone, every field the help lists", async () => {
    const { out, line, stop } = await started(false);
    try {
      expect(out.trimEnd().split("\n")).toHaveLength(1);
      expect(Object.keys(line).sort()).toEqual(["account_id", "base_url", "ca_file", "console_url", "control_token", "control_url", "keys"]);
      const help = await msgform(["emulator", "--help"]);
      for (const field of [...Object.keys(line), "keys.live", "keys.test", "restored"]) expect(help.stdout.replace(/\s+/g, " ")).toContain(field);
    } finally {
      await stop();
    }
  });

  it("on a terminal: the console's link and export lines that, pasted into a shell, point msgform at it; then the same JSON line", async () => {
    const { out, line, stop } = await started(true);
    try {
      expect(out).toContain(`  console   ${String(line.console_url)}   (open it in a browser)`);
      expect(out.trimEnd().split("\n").at(-1)).toBe(JSON.stringify(line));
      const exports = out.split("\n").filter((l) => l.startsWith("  export MSGFORM_")).map((l) => l.trim());
      expect(exports.map((l) => l.split("=")[0])).toEqual([
        "export MSGFORM_BASE_URL", "export MSGFORM_CA_FILE", "export MSGFORM_KEY_ID", "export MSGFORM_KEY_SECRET",
        "export MSGFORM_CONTROL_URL", "export MSGFORM_CONTROL_TOKEN",
      ]);
      // Pasted into a shell, they are all msgform needs: export reads the (empty) account.
      const pasted = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const sh = spawn("bash", ["-c", `${exports.join("\n")}\n${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} export`], {
          env: { PATH: process.env.PATH, HOME: process.env.HOME },
        });
        let stdout = "";
        let stderr = "";
        sh.stdout.on("data", (d) => (stdout += d));
        sh.stderr.on("data", (d) => (stderr += d));
        sh.on("close", (code) => resolve({ code, stdout, stderr }));
      });
      expect(pasted.code, pasted.stderr).toBe(0);
      expect(pasted.stdout).toContain("version: 1");
      // The link signs a browser in: a redirect to the console that sets its cookie.
      const page = await fetch(String(line.console_url), { redirect: "manual" });
      expect(page.status).toBe(303);
      expect(page.headers.get("set-cookie")).toBeTruthy();
      await page.arrayBuffer();
    } finally {
      await stop();
    }
  });
});
