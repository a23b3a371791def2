// Step 2, pace: a slot per attempt, the probe that learns the account, and what a response tells the pacer.
import { describe, expect, it } from "vitest";
import { KeyAccount } from "../../../sdk/pacing";
import { Pacing, pacingOutcome, rateHeaders } from "../../../sdk/transport/pace";
import type { AttemptResult } from "../../../sdk/transport/send";

const rate = { "ratelimit-limit": "5", "ratelimit-remaining": "4", "ratelimit-reset": "1" };
const result = (status: number, headers: AttemptResult["headers"] = {}): AttemptResult =>
  ({ status, headers, text: "", aborted: false, at: 100, durationMs: 1 });
let n = 0;

describe("pace", () => {
  it("spec 8: reads the RateLimit-* headers; a 429 carries Retry-After; refusals before the limiter are not counted", () => {
    expect(rateHeaders(rate)).toEqual({ rate: { limit: 5, remaining: 4, reset: 1 } });
    expect(rateHeaders({ "ratelimit-remaining": "1" })).toEqual({});
    expect(pacingOutcome(result(200, rate))).toEqual({ at: 100, status: 200, rate: { limit: 5, remaining: 4, reset: 1 },
      retryAfter: undefined, notCounted: false });
    expect(pacingOutcome(result(429, { ...rate, "retry-after": "3" }))).toMatchObject({ retryAfter: 3, notCounted: false });
    // 401/403/405 come before the limiter: not counted, and their headers describe another group.
    expect(pacingOutcome(result(401, rate))).toMatchObject({ rate: undefined, notCounted: true });
    expect(pacingOutcome(result(413, rate))).toMatchObject({ rate: undefined, notCounted: false });
    const refused = { ...result(0), network: { code: "connection_refused", message: "", notSent: true, permanent: false, timeoutLike: false } };
    expect(pacingOutcome(refused)).toMatchObject({ notCounted: true });
  });

  it("spec 8: headers that cannot be true are ignored (named for the trace) and the group's spec limit stands in", () => {
    const untrue = { "ratelimit-limit": "-1", "ratelimit-remaining": "abc", "ratelimit-reset": "99999999" };
    expect(rateHeaders(untrue)).toEqual({
      ignored: ["RateLimit-Limit=-1 (negative)", "RateLimit-Remaining=abc (not a whole number)", "RateLimit-Reset=99999999 (more than 3600)"],
    });
    expect(pacingOutcome(result(200, untrue), "messages_send")).toMatchObject({ rate: undefined, fallbackLimit: 200 });
    const absurd = pacingOutcome(result(429, { ...rate, "retry-after": "9999999" }), "reads");
    expect(absurd).toMatchObject({ retryAfter: undefined, ignored: ["Retry-After=9999999 (more than 3600 s)"], fallbackLimit: 100 });
  });

  it("the first attempt of a key is a probe that goes alone; its Account-Id opens the account's group limiter", async () => {
    const origin = `https://pace-${++n}.example`;
    const pacing = new Pacing(true, new KeyAccount(), origin, { windowMs: 1000, marginMs: 10 });
    const probe = await pacing.acquire("reads", undefined);
    expect(probe).toEqual({ probe: true });
    let second = false;
    const waiting = pacing.acquire("reads", undefined).then((s) => {
      second = true;
      return s;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(second).toBe(false);
    pacing.settle(probe, "reads", pacingOutcome(result(200, rate)), "acct_1");
    const slot = await waiting;
    expect(slot.probe).toBe(false);
    expect(slot.lease).toBeDefined();
    expect(pacing.accountId).toBe("acct_1");
    // The probe was adopted into the group, whose limit the headers set: two slots taken of five.
    expect(pacing.pacerOf("acct_1").group("reads").stats()).toMatchObject({ limit: 5, inUse: 2, granted: 2 });
    slot.lease!.done({ ...pacingOutcome(result(401)), at: 0 });
    expect(pacing.pacerOf("acct_1").group("reads").stats().inUse).toBe(1);
  });

  it("with pacing disabled an attempt takes no slot", async () => {
    const pacing = new Pacing(false, new KeyAccount(), `https://pace-${++n}.example`, { windowMs: 1000, marginMs: 10 });
    expect(await pacing.acquire("reads", undefined)).toEqual({ probe: false });
  });
});
