import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../helpers/browser";
import { EmulatorProcess, type StartLine } from "../../helpers/emulatorProcess";

// Cookie tossing in a real Chromium: a page on another port of 127.0.0.1 (cookies are not kept
// apart by port) sets cookies of the console's name with narrower paths, which the browser then
// sends before the real one, from script and from its server's Set-Cookie. The console, signed in
// before or after, still reads, writes and follows the change stream; the tossed cookies alone get
// nothing.

let emu: EmulatorProcess;
let line: StartLine;
let browser: Browser;
let evil: Server;
let evilUrl: string;

beforeAll(async () => {
  emu = EmulatorProcess.spawn(["--port", "0", "--control-port", "0"]);
  line = await emu.line();
  const name = `msgform_console_${new URL(line.control_url).port}`;
  evil = createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "text/html",
      "set-cookie": [`${name}=from-server; Path=/control/changes`, `${name}=from-server; Path=/control/accounts`],
    });
    res.end(`<!doctype html><title>elsewhere</title><script>
for (const path of ["/control", "/console", "/control/clock", "/control/accounts/${line.account_id}"]) {
  document.cookie = "${name}=tossed; path=" + path;
}
document.title = "tossed";
</script>`);
  });
  await new Promise<void>((r) => evil.listen(0, "127.0.0.1", () => r()));
  evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((r) => (evil ? evil.close(() => r()) : r()));
  await emu?.kill("SIGTERM");
});

async function toss(page: Page): Promise<void> {
  await page.goto(evilUrl);
  await page.waitForFunction(() => document.title === "tossed");
}

/** What the console page can do with its cookie: a read, a write, and the change stream. */
async function consoleWorks(page: Page): Promise<{ read: number; write: number; stream: string }> {
  const result = await page.evaluate(async (account) => {
    const read = (await fetch(`/control/accounts/${account}/messages`)).status;
    const stream = new Promise<string>((resolve) => {
      const source = new EventSource("/control/changes");
      source.addEventListener("change", () => {
        source.close();
        resolve("change");
      });
      source.addEventListener("error", () => {
        source.close();
        resolve("error");
      });
      source.addEventListener("open", () => {
        void fetch("/control/clock/advance", { method: "POST", headers: { "content-type": "application/json" }, body: "{\"seconds\":1}" });
      });
    });
    const write = (await fetch("/control/clock/advance", { method: "POST", headers: { "content-type": "application/json" }, body: "{\"seconds\":1}" })).status;
    return { read, write, stream: await stream };
  }, line.account_id);
  return result;
}

describe("cookie tossing from another port of the host", () => {
  it("tossed before the sign-in: the printed URL signs in and the console reads, writes and streams", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await toss(page);
    const name = `msgform_console_${new URL(line.control_url).port}`;
    const tossed = (await context.cookies()).filter((c) => c.name === name && c.domain === "127.0.0.1");
    expect(tossed.map((c) => c.path).sort()).toEqual(
      ["/console", "/control", "/control/accounts", `/control/accounts/${line.account_id}`, "/control/changes", "/control/clock"].sort(),
    );
    await page.goto(line.console_url);
    await page.waitForURL(`${line.control_url}/console`);
    expect(await consoleWorks(page)).toEqual({ read: 200, write: 200, stream: "change" });
    await context.close();
  }, 60_000);

  it("tossed after the sign-in: the console, reloaded, keeps working; the tossed cookies alone get nothing", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(line.console_url);
    await page.waitForURL(`${line.control_url}/console`);
    await toss(page);
    const res = await page.goto(`${line.control_url}/console`);
    expect(res?.status()).toBe(200);
    expect(await consoleWorks(page)).toEqual({ read: 200, write: 200, stream: "change" });
    // Without the real cookie (another browser profile that only met the other port's page).
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await toss(stranger);
    expect((await stranger.goto(`${line.control_url}/console`))?.status()).toBe(401);
    await context.close();
    await other.close();
  }, 60_000);
});
