// Step 5, the retry decision: after a failure, send again or give up, as ordered rules over the
// classified failure, the counts so far, the policy and the budget. Pure but for the budget's
// token take; how long to wait is backoff.ts's.
import type { RetryBudget, RetryPolicy } from "../retry";
import type { Failure, RetryCost } from "./classify";

/** Retries so far: failures and "come back later" answers are counted apart (see RetryOptions). */
export interface RetryCounts {
  failures: number;
  toldToWait: number;
}

export type Decision =
  /** `cost`: the budget tokens this retry took. */
  | { retry: true; counts: RetryCounts; cost: number }
  /** `why`: why not, for the log ("" when the failure is final by nature). */
  | { retry: false; counts: RetryCounts; why: string };

export interface RetryLimits {
  /** The call's failure retries (RequestOptions.maxRetries, else the policy's). */
  maxRetries: number;
  policy: RetryPolicy;
  budget?: RetryBudget | undefined;
}

function budgetCost(cost: RetryCost, budget: RetryBudget | undefined): number {
  if (!budget || cost === "none") return 0;
  return cost === "timeout" ? budget.timeoutCost : budget.retryCost;
}

/**
 * In order: not retryable; too many failures; too many "told to wait"; a Retry-After beyond the
 * cap; the budget empty. Otherwise retry (taking the budget's tokens).
 */
export function decideRetry(f: Failure, attempt: number, counts: RetryCounts, limits: RetryLimits): Decision {
  if (!f.retryable) return { retry: false, counts, why: "" };
  const next = f.told ? { ...counts, toldToWait: counts.toldToWait + 1 } : { ...counts, failures: counts.failures + 1 };
  const { policy, budget } = limits;
  const stop = (why: string): Decision => ({ retry: false, counts: next, why });
  if (!f.told && next.failures > limits.maxRetries) return stop(`gave up after ${attempt} attempts`);
  if (f.told && next.toldToWait > policy.maxRateLimitedRetries) return stop(`gave up after ${attempt} attempts`);
  if (f.waitFloorMs > policy.maxRetryAfterMs) return stop(`Retry-After ${f.waitFloorMs / 1000} s exceeds the cap`);
  const cost = budgetCost(f.cost, budget);
  if (budget && !budget.take(cost)) return stop("the retry budget is exhausted");
  return { retry: true, counts: next, cost };
}
