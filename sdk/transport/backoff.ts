// Step 6, backoff: how long to wait before the next attempt. Pure, with the random source injected.
import type { RetryPolicy } from "../retry";

/**
 * Exponential backoff with full jitter (the AWS SDKs' choice): a uniformly random wait in
 * [0, min(cap, base * 2^retry)], never below `minDelayMs` so that no retry is a tight loop.
 * `retry` counts from 0 for the first retry.
 */
export function backoffMs(retry: number, p: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** Math.min(retry, 30));
  return Math.max(p.minDelayMs, Math.round(random() * ceiling));
}

/** Most jitter added on top of a Retry-After floor. */
export const FLOOR_JITTER_MS = 250;

/**
 * The wait after attempt `attempt` (from 1). Retry-After is a floor (whole seconds, already rounded
 * up by the service); a little jitter on top spreads the herd, and the pacer orders what is left.
 * Without a floor, the full-jitter backoff.
 */
export function retryDelayMs(
  attempt: number,
  waitFloorMs: number,
  p: RetryPolicy,
  random: () => number = Math.random,
): number {
  const jitter = backoffMs(attempt - 1, p, random);
  return waitFloorMs > 0 ? waitFloorMs + Math.min(jitter, FLOOR_JITTER_MS) : jitter;
}
