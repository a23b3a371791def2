import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { provisionSender, type Sender } from "../messages/support";

/**
 * The console's message list is served by the control API (GET /control/accounts/{id}/messages):
 * filters, search and paging run on the emulator, so a page stays one request with 10,000
 * messages. 10,000 real inbound messages through the control API, then every page walked.
 */
const TOTAL = 10_000;
const REGULAR = "+14155550142";

let t: TestEmulator;
let sender: Sender;
const list = (q: string) => t.control("GET", `/control/accounts/${t.emu.accountId}/messages?${q}`);

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  sender = await provisionSender(t);
  const started = performance.now();
  let next = 0;
  // Sixteen clients at once; one in a hundred texts from the regular customer, asking for a refund.
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < TOTAL; i = next++) {
        const regular = i % 100 === 0;
        const r = await t.control("POST", `/control/accounts/${t.emu.accountId}/inbound-messages`, {
          from: regular ? REGULAR : `+1415555${String(1000 + (i % 9000)).padStart(4, "0")}`,
          to: sender.number,
          body: regular ? `refund please, order ${i}` : `where is order ${i}?`,
        });
        if (r.status !== 201) throw new Error(r.text);
        if (i % 2000 === 1999) await t.advance(60);
      }
    }),
  );
  console.info(`10,000 inbound messages through the control API in ${Math.round(performance.now() - started)} ms`);
}, 180_000);
afterAll(async () => t?.close());

describe("the console's message list over 10,000 messages (control API)", () => {
  it("pages of 500 walk every message once, newest first; each page is one request", async () => {
    const seen = new Set<string>();
    let cursor: string | undefined;
    let last = Number.POSITIVE_INFINITY;
    let pages = 0;
    const times: number[] = [];
    do {
      const started = performance.now();
      const r = await list(`limit=500${cursor ? `&cursor=${cursor}` : ""}`);
      times.push(performance.now() - started);
      expect(r.status, r.text).toBe(200);
      expect(r.body.matching).toBe(TOTAL);
      for (const m of r.body.data) {
        expect(seen.has(m.id)).toBe(false);
        seen.add(m.id);
        const at = Date.parse(m.created_at);
        expect(at).toBeLessThanOrEqual(last);
        last = at;
      }
      cursor = r.body.next_cursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(TOTAL / 500);
    expect(seen.size).toBe(TOTAL);
    times.sort((a, b) => a - b);
    console.info(`a page of 500 of 10,000 messages: median ${times[times.length >> 1]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms`);
  });

  it("number, search, status, direction and time filters narrow on the emulator, with the count over every page", async () => {
    const byNumber = await list(`number=${encodeURIComponent(REGULAR)}&limit=20`);
    expect(byNumber.body.matching).toBe(TOTAL / 100);
    expect(byNumber.body.data).toHaveLength(20);
    expect(byNumber.body.data.every((m: any) => m.from === REGULAR)).toBe(true);
    expect(byNumber.body.has_more).toBe(true);

    const search = await list("q=REFUND&limit=500");
    expect(search.body.matching).toBe(TOTAL / 100);
    expect(search.body.data.every((m: any) => m.body.startsWith("refund please"))).toBe(true);
    expect((await list("q=order%209999%3F")).body.data.map((m: any) => m.body)).toEqual(["where is order 9999?"]);

    expect((await list("status=received&direction=inbound&limit=1")).body.matching).toBe(TOTAL);
    expect((await list("status=delivered")).body.matching).toBe(0);
    expect((await list("direction=outbound")).body.matching).toBe(0);
    expect((await list("mode=test")).body.matching).toBe(0);

    // The clock moved 60 s after every 2,000: a window holds what was created in it.
    const first = (await list("limit=1")).body.data[0];
    const until = new Date(Date.parse(first.created_at) + 1).toISOString();
    const since = new Date(Date.parse(first.created_at) - 1000).toISOString();
    const window = await list(`since=${since}&until=${until}&limit=1`);
    expect(window.body.matching).toBeGreaterThan(0);
    expect(window.body.matching).toBeLessThan(TOTAL);
  });

  it("a cursor keeps its place while new messages arrive; a foreign cursor is refused", async () => {
    const page1 = await list("limit=100");
    const page2 = await list(`limit=100&cursor=${page1.body.next_cursor}`);
    await t.control("POST", `/control/accounts/${t.emu.accountId}/inbound-messages`, { from: REGULAR, to: sender.number, body: "one more" });
    const again = await list(`limit=100&cursor=${page1.body.next_cursor}`);
    expect(again.body.data.map((m: any) => m.id)).toEqual(page2.body.data.map((m: any) => m.id));
    expect(again.body.matching).toBe(TOTAL + 1);
    const bad = await list("cursor=bm90LWEtY3Vyc29y");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_cursor");
  });
});
