/// <reference lib="dom" />
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../../helpers/browser";
import { TestEmulator } from "../../helpers/emulator";

/**
 * The console left open for a long time: its change stream ends when it has carried nothing for a
 * while (emulator/control/stream.ts), and the browser opens it again a little later. What changed
 * while no stream was open must still reach the page, without a reload and without waiting for some
 * other change: the page reads its data again whenever the stream (re)opens.
 */

let t: TestEmulator;
let browser: Browser;
let page: Page;
let number: string;
const pageErrors: string[] = [];

beforeAll(async () => {
  // A stream that carries nothing for a second ends; the browser reconnects two seconds later.
  t = await TestEmulator.start({ rateLimits: "off", changeStreamIdleSeconds: 1 });
  const search = await t.api("GET", "/v1/numbers/available?limit=1");
  const bought = await t.api("POST", "/v1/numbers", { body: { number: search.body.data[0].number } });
  expect(bought.status).toBe(201);
  number = bought.body.number;
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.on("pageerror", (e) => pageErrors.push(e.message));
});

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe("the console's live updates across a reconnect", () => {
  it("shows a message that arrived while the change stream was closed, once the stream is open again", async () => {
    await page.goto(t.emu.consoleUrl);
    await page.getByRole("heading", { level: 2, name: "Messages" }).waitFor();
    const status = page.getByRole("status", { name: /Live updates/ });
    await page.getByRole("status", { name: "Live updates on" }).waitFor();
    // The idle stream ends; the page says it is reconnecting.
    await page.getByRole("status", { name: "Live updates reconnecting" }).waitFor({ timeout: 10_000 });
    // A text arrives while no stream is open: no change event can carry it.
    const sent = await t.control("POST", `/control/accounts/${t.emu.accountId}/inbound-messages`, {
      from: "+14155550123",
      to: number,
      body: "Sent while the console was reconnecting",
    });
    expect(sent.status).toBeLessThan(300);
    expect(await status.getAttribute("aria-label")).toBe("Live updates reconnecting");
    // Once the stream is open again the page has read its data again; nothing else changed meanwhile.
    await page.getByRole("button", { name: "Sent while the console was reconnecting" }).waitFor({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  });
});
