// Step 5, the retry decision: a table of (failure, counts, limits) -> decision.
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../sdk/errors";
import { RetryBudget, retryPolicy } from "../../../sdk/retry";
import type { Failure } from "../../../sdk/transport/classify";
import { decideRetry, type RetryCounts } from "../../../sdk/transport/decide";

const error = new ApiError({ kind: "server", status: 503, code: "unavailable", message: "down" });
const failure = (f: Partial<Failure>): Failure => ({ error, retryable: true, told: false, waitFloorMs: 0, cost: "retry", ...f });
const policy = retryPolicy({ maxRetries: 2, maxRateLimitedRetries: 3, maxRetryAfterMs: 5000 });
const zero: RetryCounts = { failures: 0, toldToWait: 0 };

describe("the retry decision", () => {
  const cases: [string, Partial<Failure>, RetryCounts, { retry: boolean; why?: string; counts?: RetryCounts }][] = [
    ["not retryable: final, no reason given", { retryable: false }, zero, { retry: false, why: "", counts: zero }],
    ["a failure within maxRetries", {}, { failures: 1, toldToWait: 0 }, { retry: true, counts: { failures: 2, toldToWait: 0 } }],
    ["a failure beyond maxRetries", {}, { failures: 2, toldToWait: 0 }, { retry: false, why: "gave up after 3 attempts" }],
    ["spec 8: a 429 does not use up failure retries", { told: true, waitFloorMs: 1000, cost: "none" },
      { failures: 2, toldToWait: 0 }, { retry: true, counts: { failures: 2, toldToWait: 1 } }],
    ["spec 8: 429s have their own bound", { told: true, waitFloorMs: 1000 }, { failures: 0, toldToWait: 3 },
      { retry: false, why: "gave up after 3 attempts" }],
    ["spec 8: a Retry-After beyond the cap surfaces at once", { told: true, waitFloorMs: 6000 }, zero,
      { retry: false, why: "Retry-After 6 s exceeds the cap" }],
  ];
  for (const [name, f, counts, expected] of cases) {
    it(name, () => {
      const d = decideRetry(failure(f), 3, counts, { maxRetries: policy.maxRetries, policy });
      expect(d).toMatchObject(expected);
    });
  }

  it("the budget: a retry takes its cost (timeouts more), an empty bucket stops failures but not 429s", () => {
    const budget = new RetryBudget({ capacity: 15, retryCost: 5, timeoutCost: 10 });
    const limits = { maxRetries: 10, policy, budget };
    expect(decideRetry(failure({ cost: "timeout" }), 1, zero, limits)).toMatchObject({ retry: true, cost: 10 });
    expect(decideRetry(failure({}), 1, zero, limits)).toMatchObject({ retry: true, cost: 5 });
    expect(budget.available()).toBe(0);
    expect(decideRetry(failure({}), 1, zero, limits)).toMatchObject({ retry: false, why: "the retry budget is exhausted" });
    expect(decideRetry(failure({ told: true, cost: "none", waitFloorMs: 1000 }), 1, zero, limits)).toMatchObject({ retry: true, cost: 0 });
    budget.succeeded(5);
    expect(budget.available()).toBe(5);
  });
});
