import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());

/** The change stream's text until `until` is seen or `ms` pass. */
async function watch(ms: number, act: () => Promise<void>, until = "event: change"): Promise<string> {
  const res = await request(t.emu.controlUrl + "/control/changes", { headers: t.emu.controlHeaders });
  expect(res.headers["content-type"]).toContain("text/event-stream");
  let text = "";
  const timer = setTimeout(() => res.body.destroy(), ms);
  const reading = (async () => {
    try {
      for await (const c of res.body) {
        text += String(c);
        if (text.includes(until)) break;
      }
    } catch {
      // destroyed when the time is up
    }
  })();
  await new Promise((r) => setTimeout(r, 100));
  await act();
  await reading;
  clearTimeout(timer);
  return text;
}

describe("the console's live updates from the service", () => {
  it("a write through the service is announced on the change stream (topic account)", async () => {
    const text = await watch(5_000, async () => {
      const r = await t.api("POST", "/v1/keys", { body: { name: "announced", scopes: ["keys:read"] } });
      expect(r.status).toBe(201);
    });
    expect(text).toMatch(/event: change\ndata: \{"topics":\[[^\]]*"account"/);
  });

  it("reads announce nothing: a watcher re-reads key counters with its next notice", async () => {
    const text = await watch(1_000, async () => {
      for (let i = 0; i < 20; i++) {
        expect((await t.api("GET", i % 2 ? "/v1/me" : "/v1/keys?limit=10")).status).toBe(200);
      }
    });
    expect(text).not.toContain("event: change");
  });
});
