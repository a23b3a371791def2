/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { cliEnv, msgform } from "../../cli/run";
import { acmeRegistration } from "../../cli/support/fixture";
import { launchChromium, SCREENSHOTS } from "../../helpers/browser";
import { TestEmulator } from "../../helpers/emulator";

/**
 * The console in a real browser (Debian's headless Chromium through playwright-core): an emulator
 * where the CLI applied an account, a webhook receiver that fails, and a person clicking through
 * each view. Every check reads what the page shows, and what the change did through the control
 * API or the CLI. One browser for the file; the views are visited in order, as a person would.
 */

/** A webhook receiver that answers 500 with a body, or 200 when told to. */
class Receiver {
  ok = false;
  received = 0;
  readonly server: Server = createServer((req, res) => {
    if (req.url === "/evil") {
      res.writeHead(200, { "content-type": "text/html" }).end(evilPage(this.target));
      return;
    }
    req.resume().on("end", () => {
      this.received++;
      if (this.ok) res.writeHead(200, { "content-type": "text/plain" }).end("thanks, got it");
      else res.writeHead(500, { "content-type": "text/plain" }).end("receiver is down: database unavailable");
    });
  });

  target = "";

  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, "127.0.0.1", () => r()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

/** A page on another origin (another port of 127.0.0.1) that tries to change the emulator. */
function evilPage(control: string): string {
  return `<!doctype html><title>elsewhere</title>
<form id="f" method="POST" action="${control}/control/clock/advance" enctype="text/plain">
<input name='{"seconds":86400, "x":"' value='"}'></form>
<script>
window.results = [];
const tries = [
  fetch("${control}/control/clock/advance", { method: "POST", credentials: "include", mode: "no-cors",
    headers: { "content-type": "text/plain" }, body: JSON.stringify({ seconds: 86400 }) }),
  fetch("${control}/control/faults", { method: "POST", credentials: "include", mode: "no-cors",
    headers: { "content-type": "text/plain" }, body: JSON.stringify({ target: "*", kind: "error_5xx", probability: 1 }) }),
  fetch("${control}/control/accounts", { credentials: "include" }).then((r) => r.text()),
];
Promise.allSettled(tries).then((r) => { window.results = r.map((x) => x.status); document.getElementById("f").submit(); });
</script>`;
}

const REASON = { code: "CONSOLE_REVIEW_REJECTED", description: "Rejected from the console: the sample messages lack the brand name." };

let t: TestEmulator;
let receiver: Receiver;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let config: string;
let env: Record<string, string>;
const ids: Record<string, string> = {};
/** Script errors on the page (none expected; a refused request the page made on purpose would show here too). */
const pageErrors: string[] = [];
const account = () => t.emu.accountId;

async function shot(name: string) {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function view(hash: string, heading: string) {
  await page.getByRole("link", { name: hash }).click();
  await page.getByRole("heading", { level: 2, name: heading }).first().waitFor();
}

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  receiver = new Receiver();
  const receiverUrl = await receiver.listen();
  receiver.target = t.emu.controlUrl;
  const { brands, campaigns } = acmeRegistration();
  const dir = mkdtempSync(join(tmpdir(), "msgform-console-"));
  config = join(dir, "account.yaml");
  writeFileSync(
    config,
    stringify({
      version: 1,
      webhook_endpoints: {
        events: {
          url: `${receiverUrl}/hooks`,
          enabledEvents: ["message.received", "message.opted_out", "message.help_requested", "campaign.status_changed"],
        },
      },
      brands,
      campaigns,
      phone_numbers: { main: { areaCode: "415", campaign: "alerts" } },
    }),
  );
  env = cliEnv(t.emu);
  const applied = await msgform(["apply", config, "--yes", "--secrets-out", join(dir, "secrets.json")], env);
  expect(applied.code, applied.stderr).toBe(0);
  const [numbers, campaignList] = await Promise.all([t.api("GET", "/v1/numbers"), t.api("GET", "/v1/campaigns")]);
  ids.number = numbers.body.data[0].number;
  ids.campaign = campaignList.body.data[0].id;
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") pageErrors.push(m.text());
  });
});

afterAll(async () => {
  expect(pageErrors).toEqual([]);
  await browser?.close();
  await new Promise<void>((r) => (receiver ? receiver.server.close(() => r()) : r()));
  await t?.close();
});

describe("the console in a real browser", () => {
  it("opens from the printed URL, which signs the browser in and leaves the address bar without the token", async () => {
    await page.goto(t.emu.consoleUrl);
    await page.waitForURL(`${t.emu.controlUrl}/console`);
    expect(page.url()).not.toContain("token");
    await page.getByRole("heading", { level: 2, name: "Messages" }).waitFor();
    const cookies = await context.cookies();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    const html = await page.content();
    for (const secret of [t.emu.keys.live.secret, t.emu.keys.test.secret, t.emu.controlToken]) {
      expect(html).not.toContain(secret);
    }
  });

  it("Numbers & keys: the apply's number appears with its campaign; keys show counters, never secrets", async () => {
    await view("Numbers & keys", "Numbers");
    const row = page.getByRole("row", { name: new RegExp(ids.number!.replace("+", "\\+")) });
    await row.waitFor();
    expect(await row.textContent()).toContain(ids.campaign);
    const keys = page.getByRole("region", { name: /Keys and their request counters/ });
    expect(await keys.textContent()).toContain(t.emu.keys.live.id);
    expect(await page.content()).not.toContain(t.emu.keys.live.secret);
    await shot("numbers");
  });

  it("Handset: a STOP opts the number out and shows what followed; updates arrive without a reload", async () => {
    await view("Handset", "Handset");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByLabel("From (any number)").fill("+14155550199");
    await page.getByLabel("To (the account's number)").selectOption(ids.number!);
    await page.getByRole("button", { name: "Send STOP" }).click();
    const result = page.getByLabel("What happened");
    await result.getByText("an opt-out").waitFor();
    expect(await result.textContent()).toContain("yes: +14155550199 gets nothing from");
    await result.getByText("message.opted_out").waitFor();
    const optOuts = await t.control("GET", `/control/accounts/${account()}/opt-outs`);
    expect(optOuts.body.data).toEqual([expect.objectContaining({ number: ids.number, recipient: "+14155550199", keyword: "STOP" })]);
    // The deliveries of those events (to the failing receiver) show up as they happen.
    await result.getByText(/we_\w+: (pending|awaiting_retry)/).first().waitFor();
    await shot("handset");

    // A text from a script appears on the Messages view by itself: no reload.
    await view("Messages", "Messages");
    await t.control("POST", `/control/accounts/${account()}/inbound-messages`, { from: "+14155550123", to: ids.number, body: "Is my order late?" });
    await page.getByRole("button", { name: "Is my order late?" }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  it("Messages: a hostile body is shown as text; nothing in it runs", async () => {
    const hostile = `<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>\u202Eevil`;
    await t.control("POST", `/control/accounts/${account()}/inbound-messages`, { from: "+14155550124", to: ids.number, body: hostile });
    await page.getByRole("button", { name: /<img src=x onerror/ }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator("main img").count()).toBe(0);
  });

  it("Messages: search and filters are served by the emulator; a message shows its timeline", async () => {
    await page.getByLabel("Search").fill("late?");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("1 matching message").waitFor();
    await page.getByRole("button", { name: "Is my order late?" }).click();
    const detail = page.getByRole("complementary");
    await detail.getByText("message.received").waitFor();
    expect(await detail.textContent()).toContain("+14155550123");
    await page.getByLabel("Status").selectOption("delivered");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("0 matching messages").waitFor();
    await page.getByRole("button", { name: "Clear" }).click();
    await page.getByText("3 matching messages").waitFor();
    await shot("messages");
  });

  it("Webhooks: a failing endpoint's attempts with status, duration, response excerpt and signature; a replay", async () => {
    await t.control("POST", "/control/deliveries/settle", {});
    await view("Webhooks", "Webhook endpoints");
    const endpoints = page.getByRole("region", { name: "Endpoints and their health" });
    await endpoints.getByText("enabled").waitFor();
    const optedOut = page.getByRole("row", { name: /message\.opted_out/ });
    await optedOut.getByRole("button", { name: /attempt/ }).click();
    const attempts = page.getByRole("list", { name: /Attempts of evt_/ });
    await attempts.getByText("HTTP 500").first().waitFor();
    const text = (await attempts.textContent())!;
    expect(text).toContain("receiver is down: database unavailable");
    expect(text).toMatch(/SVC-Signature: t=\d+,v1=[0-9a-f]{64}/);
    expect(text).toMatch(/\d+ ms/);
    expect(Number(/\d+/.exec((await endpoints.getByRole("row").nth(1).locator("td").nth(4).textContent())!)![0])).toBeGreaterThan(0);
    await shot("webhooks-failing");

    // The receiver recovers; a replay from the page is delivered.
    receiver.ok = true;
    await optedOut.getByRole("button", { name: /^Replay evt_/ }).click();
    await page.getByRole("status").getByText(/Replaying evt_/).waitFor();
    await attempts.getByText("HTTP 200").waitFor({ timeout: 15_000 });
    expect(await attempts.textContent()).toContain("thanks, got it");
    await endpoints.getByRole("row").nth(1).locator("td").nth(4).getByText("0").waitFor();
  });

  it("Time: failing for 24 h on the emulator clock disables the endpoint, and the page shows when", async () => {
    receiver.ok = false;
    const text = async (body: string) =>
      t.control("POST", `/control/accounts/${account()}/handset`, { from: "+14155550177", to: ids.number, body });
    await text("first failure");
    await t.control("POST", "/control/deliveries/settle", {});
    await page.getByRole("button", { name: "Advance the clock by 24 h" }).click();
    await page.getByRole("status").getByText(/The clock is now/).waitFor();
    await text("a day later, still failing");
    await t.control("POST", "/control/deliveries/settle", {});
    const endpoints = page.getByRole("region", { name: "Endpoints and their health" });
    await endpoints.getByText("failing_continuously").waitFor({ timeout: 15_000 });
    await endpoints.getByText("disabled", { exact: true }).waitFor();
    const eps = await t.control("GET", `/control/accounts/${account()}/webhook-endpoints`);
    expect(eps.body.data[0]).toMatchObject({ status: "disabled", disabled_reason: "failing_continuously" });
    await shot("webhooks-disabled");
  });

  it("Registrations: a campaign rejected from the page, with a reason, shows in msgform status", async () => {
    await view("Registrations", "Campaigns");
    // The vetting partner's decisions on the brand, from the page.
    const brand = page.getByRole("region", { name: "Brands and their verification" });
    await brand.getByRole("button", { name: /^Unverify bn_/ }).click();
    await brand.getByText("IDENTITY_NOT_VERIFIED").waitFor();
    await brand.getByRole("button", { name: /^Verify bn_/ }).click();
    await page.getByRole("status").getByText(/Brand bn_\w+ is VERIFIED\./).waitFor();
    const card = page.getByRole("article", { name: new RegExp(ids.campaign!) });
    await card.getByLabel("Reason code").fill(REASON.code);
    await card.getByLabel("Reason description").fill(REASON.description);
    await card.getByRole("button", { name: `Reject ${ids.campaign}` }).click();
    await page.getByRole("status").getByText(`Campaign ${ids.campaign} is REJECTED.`).waitFor();
    await card.getByText("REJECTED").first().waitFor();
    await card.getByText("History").click();
    await card.getByText(REASON.code).first().waitFor();
    await shot("registrations");
    const status = await msgform(["status", config, "--format", "json"], env);
    expect(status.code, status.stderr).toBe(2);
    const alerts = JSON.parse(status.stdout).registrations.find((r: { name: string }) => r.name === "alerts");
    expect(alerts).toMatchObject({ status: "REJECTED", state: "attention", reasons: [expect.objectContaining(REASON)] });
  });

  it("Time & faults: a fault added and removed from the page", async () => {
    await view("Time & faults", "Faults");
    await page.getByLabel("Target operation").fill("messages.send");
    await page.getByLabel("Probability").fill("0.25");
    await page.getByRole("button", { name: "Add fault" }).click();
    await page.getByRole("region", { name: /Faults being injected/ }).getByText("messages.send").waitFor();
    expect((await t.control("GET", "/control/faults")).body.data).toEqual([expect.objectContaining({ target: "messages.send", probability: 0.25 })]);
    await shot("time-faults");
    await page.getByRole("button", { name: /^Remove fault / }).click();
    await page.getByText("No fault: the service behaves.").waitFor();
    expect((await t.control("GET", "/control/faults")).body.data).toEqual([]);
  });

  it("every form control has a label, and the views are reached by keyboard", async () => {
    for (const name of ["Messages", "Handset", "Webhooks", "Registrations", "Numbers & keys", "Time & faults"]) {
      await page.getByRole("link", { name }).click();
      await page.locator("main h2").first().waitFor();
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll("input, select, textarea, button")]
          .filter((el) => {
            const e = el as HTMLInputElement;
            return !(e.labels?.length || e.getAttribute("aria-label") || (el.tagName === "BUTTON" && el.textContent?.trim()));
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unlabelled, name).toEqual([]);
    }
    await page.goto(`${t.emu.controlUrl}/console`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to the view");
    let reached = "";
    for (let i = 0; i < 30 && reached !== "Webhooks"; i++) {
      await page.keyboard.press("Tab");
      reached = (await page.evaluate(() => document.activeElement?.textContent)) ?? "";
    }
    expect(reached).toBe("Webhooks");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Webhook endpoints" }).waitFor();
  });

  it("is readable at 390 px wide: no page-wide horizontal scroll (tables scroll by themselves)", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const p = await phone.newPage();
      await p.goto(t.emu.consoleUrl);
      for (const hash of ["messages", "webhooks", "registrations"]) {
        await p.goto(`${t.emu.controlUrl}/console#/${hash}`);
        await p.locator("main h2").first().waitFor();
        await p.waitForLoadState("networkidle").catch(() => undefined);
        const overflow = await p.evaluate(() => {
          const root = document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(overflow, hash).toBeLessThanOrEqual(0);
        await p.screenshot({ path: join(SCREENSHOTS, `phone-${hash}.png`), fullPage: true });
      }
    } finally {
      await phone.close();
    }
  });

  it("a page from another origin cannot change anything, and a browser without the token cannot either", async () => {
    const clock = (await t.control("GET", "/control/clock")).body.offset_ms;
    // The signed-in browser visits another site on this machine (another port: same site, so the cookie goes along).
    const evil = await context.newPage();
    await evil.goto(`http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/evil`);
    await evil.waitForURL(/\/control\/clock\/advance/, { timeout: 10_000 });
    expect(await evil.textContent("body")).toContain("control_origin_refused");
    await evil.close();
    expect((await t.control("GET", "/control/clock")).body.offset_ms).toBe(clock);
    expect((await t.control("GET", "/control/faults")).body.data).toEqual([]);

    // A browser that never opened the printed URL: no page, and its own-origin writes are refused.
    const stranger = await browser.newContext();
    try {
      const p = await stranger.newPage();
      const res = await p.goto(`${t.emu.controlUrl}/console`);
      expect(res?.status()).toBe(401);
      const answer = await p.evaluate(async () => {
        const r = await fetch("/control/clock/advance", { method: "POST", headers: { "content-type": "application/json" }, body: "{\"seconds\":60}" });
        return { status: r.status, body: await r.json() };
      });
      expect(answer).toMatchObject({ status: 403, body: { error: { code: "control_token_required" } } });
    } finally {
      await stranger.close();
    }
    expect((await t.control("GET", "/control/clock")).body.offset_ms).toBe(clock);
  });
});
