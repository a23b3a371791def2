import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { brandBody } from "./support";

describe("registration rate limit", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start();
  });
  afterAll(async () => {
    await t.close();
  });

  it("spec 8: brand and campaign writes share the registration group, 10 per second: the 11th gets 429", async () => {
    // Warm 11 keep-alive connections (reads group) so the writes below land well within one window.
    await Promise.all(Array.from({ length: 11 }, () => t.api("GET", "/v1/me")));
    const results = await Promise.all(
      Array.from({ length: 11 }, () => t.api("POST", "/v1/brands", { body: brandBody() })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const limited = results.find((r) => r.status === 429)!;
    expect(limited.body.error.code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(limited.headers["ratelimit-limit"]).toBe("10");
    expect(limited.headers["ratelimit-remaining"]).toBe("0");
    // Campaign writes are in the same group; reads and number writes are not.
    const campaign = await t.api("POST", "/v1/campaigns", { body: {} });
    expect(campaign.status).toBe(429);
    const read = await t.api("GET", "/v1/brands?limit=1");
    expect(read.status).toBe(200);
    expect(read.headers["ratelimit-limit"]).toBe("100");
    const search = await t.api("GET", "/v1/numbers/available?limit=1");
    const buy = await t.api("POST", "/v1/numbers", { body: { number: search.body.data[0].number } });
    expect(buy.status).toBe(201);
    expect(buy.headers["ratelimit-limit"]).toBe("100");
    // Honouring Retry-After (on the emulator clock) opens the group again.
    await t.advance(Number(limited.headers["retry-after"]) + 1);
    expect((await t.api("POST", "/v1/brands", { body: brandBody() })).status).toBe(201);
  });
});
