import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness, Receiver } from "./support";

describe("webhook delivery under load", () => {
  let h: Harness;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    h = await Harness.start();
    for (let i = 0; i < 10; i++) receivers.push(await Receiver.start());
  });
  afterAll(async () => {
    await h.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  it("spec 2, 6: ten endpoints served concurrently: every event reaches every endpoint, at least once", async () => {
    for (const r of receivers) await h.createEndpoint(r.url, { enabled_events: ["message.sent"] });
    const events = 300;
    const started = performance.now();
    const ids = new Set<string>();
    for (let i = 0; i < events; i++) ids.add(h.emit("live", "message.sent").id);
    await Promise.all(receivers.map((r) => r.waitFor(events, 30_000)));
    const seconds = (performance.now() - started) / 1000;
    const total = events * receivers.length;
    console.log(`webhook load: ${total} deliveries in ${seconds.toFixed(2)} s = ${Math.round(total / seconds)}/s`);
    for (const r of receivers) expect(new Set(r.requests.map((q) => q.body.id))).toEqual(ids);
    await h.settle();
    expect((await h.t.api("GET", "/v1/events?delivered=false")).body.data).toEqual([]);
  }, 60_000);
});
