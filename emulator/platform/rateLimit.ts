import { RATE_GROUPS, RATE_WINDOW_MS, type RateGroup } from "../../schema/scopes";
import type { Endpoint } from "../../schema/endpoint";
import type { VirtualClock } from "../clock";
import { ApiError } from "../errors";
import type { PlatformRule } from "./request";

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the current window resets (RateLimit-Reset). */
  resetSeconds: number;
  /** Seconds to wait before a request can succeed (Retry-After), on a rejection. */
  retryAfterSeconds: number;
}

interface Window {
  end: number;
  used: number;
  /** Rejected requests carried into later windows: the tight-loop penalty (spec 8). */
  debt: number;
}

/** Every decision while the limits are lifted: one object, not one per request. */
const LIFTED: RateDecision = Object.freeze({
  allowed: true,
  limit: 1_000_000_000,
  remaining: 1_000_000_000,
  resetSeconds: 1,
  retryAfterSeconds: 0,
});

/** Most windows' worth of rejections a tight loop can run up. */
export const MAX_DEBT_WINDOWS = 10;

/**
 * Fixed one-second windows per account and group (spec 8: per account, not per key).
 * Rejections are not free: each one is carried into the next windows (up to ten windows' worth),
 * so a client that retries in a tight loop pushes its own Retry-After out, while one that honours
 * Retry-After loses only its overshoot.
 */
export class RateLimiter {
  private windows = new Map<string, Window>();
  /** Multiplies every limit; Infinity lifts the limits (control API, for throughput runs). */
  factor = 1;

  constructor(private readonly clock: VirtualClock) {}

  /** A whole number of requests, at least one, whatever the factor (RateLimit-Limit is an integer). */
  limitOf(group: RateGroup): number {
    const scaled = RATE_GROUPS[group].limit * this.factor;
    return Number.isFinite(scaled) ? Math.max(1, Math.round(scaled)) : scaled;
  }

  take(accountId: string, group: RateGroup): RateDecision {
    return this.decide(accountId, group, true);
  }

  peek(accountId: string | undefined, group: RateGroup): RateDecision {
    return this.decide(accountId, group, false);
  }

  private decide(accountId: string | undefined, group: RateGroup, consume: boolean): RateDecision {
    const limit = this.limitOf(group);
    const now = this.clock.now();
    if (!Number.isFinite(limit)) return LIFTED;
    const key = `${accountId ?? "-"}:${group}`;
    let w = this.windows.get(key);
    if (!w) {
      w = { end: now + RATE_WINDOW_MS, used: 0, debt: 0 };
      if (consume) this.windows.set(key, w);
    }
    if (now >= w.end) {
      const elapsed = Math.floor((now - w.end) / RATE_WINDOW_MS) + 1;
      // Each elapsed window pays off up to `limit` of the debt; the current one starts with the rest.
      const debt = Math.max(0, w.debt - limit * (elapsed - 1));
      w = { end: w.end + elapsed * RATE_WINDOW_MS, used: Math.min(debt, limit), debt: Math.max(0, debt - limit) };
      if (consume) this.windows.set(key, w);
    }
    const resetMs = w.end - now;
    const resetSeconds = Math.max(1, Math.ceil(resetMs / 1000));
    if (w.used < limit) {
      if (consume) w.used++;
      return { allowed: true, limit, remaining: limit - w.used, resetSeconds, retryAfterSeconds: 0 };
    }
    if (consume) w.debt = Math.min(w.debt + 1, MAX_DEBT_WINDOWS * limit);
    const fullWindowsBlocked = Math.floor(w.debt / limit);
    const retryAfterMs = resetMs + fullWindowsBlocked * RATE_WINDOW_MS;
    return {
      allowed: false,
      limit,
      remaining: 0,
      resetSeconds,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }
}

export function rateLimited(e: Pick<Endpoint, "method" | "path">, group: RateGroup, retryAfter: number): ApiError {
  return new ApiError(
    429,
    "rate_limited",
    `Rate limit for ${group} (${e.method} ${e.path}) exceeded; retry after ${retryAfter} s with backoff and jitter.`,
    { headers: { "Retry-After": String(retryAfter) } },
  );
}

/**
 * Spec 8: per account and group. A fixed group is charged as soon as the caller is known, so
 * requests that then fail body parsing or validation count too; a group that depends on the body
 * (lookup batch) is charged once the body is parsed.
 */
export const rateLimitRule: PlatformRule = {
  spec: "spec 8 rate limits",
  stage: (e) => (typeof e.group === "function" ? "preHandler" : "onRequest"),
  run: (core, req, _reply, e) => {
    const s = req.svc;
    s.group = typeof e.group === "function" ? e.group(req.body) : e.group;
    s.rate = core.rate.take(s.account!.id, s.group);
    if (!s.rate.allowed) throw rateLimited(e, s.group, s.rate.retryAfterSeconds);
  },
};
