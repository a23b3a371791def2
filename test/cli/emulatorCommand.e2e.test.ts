// `msgform emulator` when it cannot start where it was asked to: each message names the option to change.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msgform } from "./run";

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
