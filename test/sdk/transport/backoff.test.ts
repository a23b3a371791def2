// Step 6, backoff: full jitter with a floor, and Retry-After as a floor plus a little jitter.
import { describe, expect, it } from "vitest";
import { retryPolicy } from "../../../sdk/retry";
import { backoffMs, FLOOR_JITTER_MS, retryDelayMs } from "../../../sdk/transport/backoff";

const policy = retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, minDelayMs: 25 });

describe("backoff", () => {
  it("spec 8: full jitter in [minDelay, min(cap, base * 2^retry)], never a tight loop", () => {
    expect(backoffMs(0, policy, () => 0)).toBe(25);
    expect(backoffMs(0, policy, () => 1)).toBe(100);
    expect(backoffMs(3, policy, () => 1)).toBe(800);
    expect(backoffMs(4, policy, () => 1)).toBe(1000);
    expect(backoffMs(200, policy, () => 0.5)).toBe(500);
  });

  it("spec 8: a Retry-After floor is waited in full, with at most 250 ms of jitter on top", () => {
    expect(retryDelayMs(1, 2000, policy, () => 1)).toBe(2000 + Math.min(100, FLOOR_JITTER_MS));
    expect(retryDelayMs(5, 2000, policy, () => 1)).toBe(2000 + FLOOR_JITTER_MS);
    expect(retryDelayMs(5, 2000, policy, () => 0)).toBe(2025);
    // Without a floor: the backoff of the retry number (attempt 1 is followed by retry 0).
    expect(retryDelayMs(1, 0, policy, () => 1)).toBe(100);
    expect(retryDelayMs(2, 0, policy, () => 1)).toBe(200);
  });
});
