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

/** The console's one time format: date, time and zone. */
const TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/;
/** The fixture campaign's reply to STOP (test/cli/fixtures/account.yaml). */
const OPT_OUT_REPLY = "Acme: you are unsubscribed and will get no more messages.";

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
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: t.emu.controlUrl });
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

  it("the header names the account once and gives the emulator's time with its date and zone", async () => {
    const option = (await page.locator("#account option").first().textContent())!;
    expect(option).toBe(`primary · ${account()}`);
    const clock = page.getByRole("group", { name: "Emulator clock" });
    expect(await clock.textContent()).toMatch(TIME);
    // An empty list is a first look: what arrives from now on is new.
    await page.getByText("No message matches.").waitFor();
  });

  it("Numbers & keys: the apply's number appears with its campaign; keys show counters, never secrets", async () => {
    await view("Numbers & keys", "Numbers");
    const row = page.getByRole("row", { name: new RegExp(ids.number!.replace("+", "\\+")) });
    await row.waitFor();
    expect(await row.textContent()).toContain(ids.campaign);
    // Names beside ids: the configuration's names for the number and its campaign, not "—".
    const cells = row.locator("td");
    await cells.nth(0).getByText("main", { exact: true }).waitFor();
    expect(await cells.nth(4).textContent()).toMatch(/^alerts/);
    expect(await cells.nth(0).locator(".ref-name").getAttribute("title")).toBe("main, declared in configuration default");
    // The id is one click from the clipboard.
    await cells.nth(4).getByRole("button", { name: `Copy campaign ${ids.campaign}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ids.campaign);
    expect(await row.textContent()).toMatch(TIME);
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
    await result.getByText(/: (pending|awaiting_retry)/).first().waitFor();
    expect(await result.textContent()).toContain("events");
    // The campaign's reply is the message the number sent back.
    await result.getByText("sent back as").waitFor();
    await shot("handset");

    // Back on Messages: the STOP and its reply are new since the last look, the reply an outbound message.
    await view("Messages", "Messages");
    await page.getByText("2 new since your last look").waitFor();
    const reply = page.getByRole("row", { name: new RegExp(OPT_OUT_REPLY.slice(0, 20)) });
    expect(await reply.locator("td").nth(1).textContent()).toBe("out");
    expect(await reply.locator(".new-mark").count()).toBe(1);
    // A text from a script appears on the Messages view by itself: no reload.
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

  it("Messages: search and filters are served by the emulator; a message opens beside the list, where the eye is", async () => {
    await page.getByLabel("Search").fill("late?");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("1 matching message").waitFor();
    await page.getByRole("button", { name: "Is my order late?" }).click();
    const detail = page.getByRole("complementary");
    await detail.getByText("message.received").waitFor();
    expect(await detail.textContent()).toContain("+14155550123");
    // On a wide screen the detail is a pane beside the list, inside the window: no scrolling to find it.
    const pane = (await detail.boundingBox())!;
    const list = (await page.getByRole("region", { name: "Messages, newest first" }).boundingBox())!;
    expect(pane.x).toBeGreaterThan(list.x + list.width - 1);
    expect(pane.y).toBeLessThan(900 / 2);
    expect(page.url()).toMatch(/#\/messages\/msg_/);
    await page.getByLabel("Status").selectOption("delivered");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("0 matching messages").waitFor();
    await page.getByRole("button", { name: "Clear", exact: true }).click();
    await page.getByText("4 matching messages").waitFor();
    await shot("messages");
  });

  it("Messages: arrows move between messages, Enter opens one, Escape goes back to the list", async () => {
    const rows = page.locator("tr[data-id]");
    await rows.first().focus();
    await page.keyboard.press("ArrowDown");
    const second = (await rows.nth(1).getAttribute("data-id"))!;
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-id"))).toBe(second);
    await page.keyboard.press("Enter");
    await page.getByRole("complementary", { name: `Message ${second}` }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("complementary").waitFor({ state: "detached" });
    expect(page.url()).toMatch(/#\/messages$/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-id"))).toBe(second);
  });

  it("Messages: the conversation of a number pair, the reply in it", async () => {
    await page.getByRole("row", { name: /STOP/ }).first().click();
    const detail = page.getByRole("complementary");
    await detail.getByRole("button", { name: /^Conversation between/ }).click();
    const talk = page.getByRole("complementary", { name: /^Conversation between/ });
    await talk.getByText(OPT_OUT_REPLY).waitFor();
    const bubbles = await talk.locator(".bubble").evaluateAll((els) => els.map((e) => `${e.className}: ${e.querySelector(".pre")?.textContent}`));
    expect(bubbles).toEqual(["bubble theirs: STOP", `bubble ours: ${OPT_OUT_REPLY}`]);
    expect(await talk.textContent()).toContain("main");
    await shot("conversation");
    await page.keyboard.press("Escape");
    await talk.waitFor({ state: "detached" });
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
    // The endpoint by the configuration's name; the notice stays with the view it came from.
    expect(await endpoints.getByRole("row").nth(1).locator("td").first().textContent()).toMatch(/^events/);
    await view("Registrations", "Campaigns");
    expect(await page.getByText(/Replaying evt_/).count()).toBe(0);
    await view("Webhooks", "Webhook endpoints");
  });

  it("Time: failing for 24 h on the emulator clock disables the endpoint, and the page shows when", async () => {
    receiver.ok = false;
    const text = async (body: string) =>
      t.control("POST", `/control/accounts/${account()}/handset`, { from: "+14155550177", to: ids.number, body });
    const first = await text("first failure");
    await t.control("POST", "/control/deliveries/settle", {});
    // The Time view says what +24 h will do: the endpoint stays enabled until an attempt fails after the day.
    await view("Time & faults", "Time");
    const ahead = page.getByRole("list", { name: "What +24 h does to failing endpoints" });
    await ahead.getByText(/has failed since/).waitFor();
    expect(await ahead.textContent()).toContain("it stays enabled until the next event delivered to it fails");
    await shot("time");
    await page.getByRole("banner").getByRole("button", { name: "Advance the clock by 24 h" }).click();
    await page.getByRole("status").getByText(/The emulator clock is now \d{4}-\d{2}-\d{2} [0-9:]+ UTC, 24\sh ahead of real time\./).waitFor();
    await page.getByText(/the emulator is 24\sh ahead of real time/).waitFor();
    await view("Webhooks", "Webhook endpoints");
    await text("a day later, still failing");
    await t.control("POST", "/control/deliveries/settle", {});
    const endpoints = page.getByRole("region", { name: "Endpoints and their health" });
    await endpoints.getByText("failing_continuously").waitFor({ timeout: 15_000 });
    await endpoints.getByText("disabled", { exact: true }).waitFor();
    const eps = await t.control("GET", `/control/accounts/${account()}/webhook-endpoints`);
    expect(eps.body.data[0]).toMatchObject({ status: "disabled", disabled_reason: "failing_continuously" });
    // The retries of the first failure fell due inside the jump: each says when it was due and how late it ran.
    const firstEvent = first.body.events[0].id;
    const row = page.getByRole("row", { name: new RegExp(firstEvent) });
    await row.getByRole("button", { name: /attempt/ }).click();
    const attempts = page.getByRole("list", { name: `Attempts of ${firstEvent}` });
    await attempts.getByText(/later: the emulator clock was moved past it/).first().waitFor();
    const lines = await attempts.locator(".attempt-times").allTextContents();
    for (const l of lines) expect(l).toMatch(/^due \d{4}-\d{2}-\d{2} [0-9:]+ UTC/);
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
    // The targets are the service's operations, listed by the control API (once it has answered).
    await page.getByLabel("Target operation").locator("option", { hasText: "* (every operation)" }).waitFor({ state: "attached" });
    const targets = await page.getByLabel("Target operation").locator("option").allTextContents();
    expect(targets).toContain("* (every operation)");
    expect(targets).toContain("messages.create — POST /v1/messages");
    await page.getByLabel("Target operation").selectOption("messages.create");
    await page.getByLabel("Probability").fill("0.25");
    await page.getByRole("button", { name: "Add fault" }).click();
    await page.getByRole("region", { name: /Faults being injected/ }).getByText("messages.create").waitFor();
    expect((await t.control("GET", "/control/faults")).body.data).toEqual([expect.objectContaining({ target: "messages.create", probability: 0.25 })]);
    // The same fault again is refused by the control API, and the page says why.
    await page.getByRole("button", { name: "Add fault" }).click();
    await page.getByRole("status").getByText(/^fault_exists: Fault flt_\w+ already injects error_5xx into messages\.create/).waitFor();
    expect((await t.control("GET", "/control/faults")).body.data).toHaveLength(1);
    // The browser logs the refused request; that one was made on purpose.
    const refused = pageErrors.findIndex((e) => e.includes("409 (Conflict)"));
    expect(refused).toBeGreaterThanOrEqual(0);
    pageErrors.splice(refused, 1);
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
    // (as a person does: once the view is shown; before it, a busy machine can still be rendering the page the keys reach)
    await page.locator("main h2").first().waitFor();
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

  it("on a phone (390 x 844): a compact header, tables that say they scroll, a message as its own view", async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const p = await phone.newPage();
      await p.goto(t.emu.consoleUrl);
      for (const hash of ["messages", "handset", "webhooks", "registrations", "account", "time"]) {
        await p.goto(`${t.emu.controlUrl}/console#/${hash}`);
        await p.locator("main h2").first().waitFor();
        await p.waitForLoadState("networkidle").catch(() => undefined);
        const overflow = await p.evaluate(() => {
          const root = document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(overflow, hash).toBeLessThanOrEqual(0);
        // The header and the views' tabs leave the screen to the view.
        const top = await p.evaluate(() => document.querySelector("main")!.getBoundingClientRect().top);
        const parts = await p.evaluate(() =>
          ["header.top", "nav.views", ".notice"].map((q) => `${q} ${document.querySelector(q)!.getBoundingClientRect().height}`).join(", "));
        expect(top, `${hash}: ${parts}`).toBeLessThan(140);
        await p.screenshot({ path: join(SCREENSHOTS, `phone-${hash}.png`), fullPage: true });
      }
      // A table wider than the screen says so, and shades the edge where columns hide.
      await p.goto(`${t.emu.controlUrl}/console#/webhooks`);
      const endpoints = p.getByRole("region", { name: "Endpoints and their health" });
      await endpoints.getByText("more columns →, scroll sideways").waitFor();
      expect(await endpoints.getAttribute("class")).toContain("more-right");
      await endpoints.evaluate((el) => el.scrollBy(2000, 0));
      await endpoints.getByText("← scroll back for the first columns").waitFor();
      // A message opens as its own view; Back returns to the list.
      await p.goto(`${t.emu.controlUrl}/console#/messages`);
      await p.getByRole("button", { name: "Is my order late?" }).click();
      const detail = p.getByRole("complementary");
      await detail.getByText("message.received").waitFor();
      expect(await p.getByRole("region", { name: "Messages, newest first" }).isVisible()).toBe(false);
      expect((await detail.boundingBox())!.y).toBeLessThan(844 / 2);
      await p.screenshot({ path: join(SCREENSHOTS, "phone-message.png"), fullPage: false });
      await detail.getByRole("button", { name: "← Messages" }).click();
      await p.getByRole("region", { name: "Messages, newest first" }).waitFor();
      await p.getByRole("row", { name: /STOP/ }).first().click();
      await p.getByRole("button", { name: /^Conversation between/ }).click();
      await p.getByRole("complementary", { name: /^Conversation between/ }).getByText(OPT_OUT_REPLY).waitFor();
      await p.screenshot({ path: join(SCREENSHOTS, "phone-conversation.png"), fullPage: false });
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
      // The page says how to get in, styled by the console's stylesheet (the same strict policy).
      await p.getByRole("heading", { name: "This browser is not signed in to this emulator" }).waitFor();
      expect(await p.textContent("main")).toContain("npm start");
      expect(await p.locator("main.gate").evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("solid");
      await p.screenshot({ path: join(SCREENSHOTS, "unauthorized.png") });
      const wrong = await p.goto(`${t.emu.controlUrl}/console?token=stale`);
      expect(wrong?.status()).toBe(403);
      await p.getByRole("heading", { name: "This link's token is not this emulator's" }).waitFor();
      await p.goto(`${t.emu.controlUrl}/console`);
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

  it("Messages: clear all empties the account's list, after a second click", async () => {
    await view("Messages", "Messages");
    await page.getByRole("button", { name: "Clear all messages…" }).click();
    await page.getByRole("group", { name: "Confirm clearing" }).getByText(/Their events and charges stay/).waitFor();
    await page.getByRole("button", { name: "Yes, clear" }).click();
    await page.getByRole("status").getByText(/^Cleared \d+ messages\.$/).waitFor();
    await page.getByText("No message matches.").waitFor();
    expect((await t.control("GET", `/control/accounts/${account()}/messages`)).body.matching).toBe(0);
  });
});
