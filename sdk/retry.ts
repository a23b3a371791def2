import type { RetryOptions } from "./config";

export interface RetryPolicy {
  maxRetries: number;
  maxRateLimitedRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  minDelayMs: number;
  maxRetryAfterMs: number;
}

export function retryPolicy(o: RetryOptions = {}): RetryPolicy {
  const policy = {
    maxRetries: o.maxRetries ?? 6,
    maxRateLimitedRetries: o.maxRateLimitedRetries ?? 30,
    baseDelayMs: o.baseDelayMs ?? 100,
    maxDelayMs: o.maxDelayMs ?? 20_000,
    minDelayMs: o.minDelayMs ?? 25,
    maxRetryAfterMs: o.maxRetryAfterMs ?? 60_000,
  };
  for (const [k, v] of Object.entries(policy)) {
    if (!Number.isFinite(v) || v < 0) throw new RangeError(`msgform: retry.${k} must be a non-negative number`);
  }
  return policy;
}

/** Retry-After: delta seconds or an HTTP date. Returns seconds, or undefined when absent or unreadable. */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v.trim() === "") return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  const t = Date.parse(v);
  return Number.isNaN(t) ? undefined : Math.max(0, (t - now) / 1000);
}

/**
 * The retry budget of one client: a token bucket (AWS SDK "standard" retry mode). Failures spend
 * tokens to be retried; successes refill it. When it runs dry the client stops retrying failures
 * until successes refill it, so a degraded service is not hit with a multiple of its normal load.
 */
export class RetryBudget {
  private tokens: number;
  readonly capacity: number;
  readonly retryCost: number;
  readonly timeoutCost: number;
  readonly successIncrement: number;

  constructor(o: { capacity?: number; retryCost?: number; timeoutCost?: number; successIncrement?: number } = {}) {
    this.capacity = o.capacity ?? 500;
    this.retryCost = o.retryCost ?? 5;
    this.timeoutCost = o.timeoutCost ?? 10;
    this.successIncrement = o.successIncrement ?? 1;
    this.tokens = this.capacity;
  }

  /** Takes `cost` tokens if there are that many. */
  take(cost: number): boolean {
    if (cost <= 0) return true;
    if (this.tokens < cost) return false;
    this.tokens -= cost;
    return true;
  }

  /** A call succeeded: give back what its last retry cost, or the success increment. */
  succeeded(lastCost: number): void {
    this.tokens = Math.min(this.capacity, this.tokens + (lastCost > 0 ? lastCost : this.successIncrement));
  }

  available(): number {
    return this.tokens;
  }
}

/** Connection failures that happen before any byte of the request can have reached the service. */
const NOT_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
]);

/** TLS trust failures: permanent, never retried. */
const TLS_CODES = /^(ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_SSL_|HOSTNAME_MISMATCH)/;

export interface NetworkFailure {
  code: string;
  message: string;
  /** True when the request cannot have reached the service. */
  notSent: boolean;
  /** Permanent failures (TLS trust) are not retried. */
  permanent: boolean;
  /** Timeouts and resets cost more of the retry budget. */
  timeoutLike: boolean;
}

function errCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === "object"; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && code !== "UND_ERR_SOCKET") return code;
    e = (e as { cause?: unknown }).cause;
  }
  const code = (err as { code?: unknown })?.code;
  return typeof code === "string" ? code : undefined;
}

export function classifyNetworkError(err: unknown, timedOut: boolean): NetworkFailure {
  const raw = errCode(err) ?? "";
  const message = err instanceof Error ? err.message : String(err);
  if (timedOut || raw === "UND_ERR_HEADERS_TIMEOUT" || raw === "UND_ERR_BODY_TIMEOUT") {
    return { code: "timeout", message: "the attempt timed out waiting for the response", notSent: false, permanent: false, timeoutLike: true };
  }
  if (raw === "UND_ERR_CONNECT_TIMEOUT") {
    return { code: "connect_timeout", message: "connecting to the service timed out", notSent: true, permanent: false, timeoutLike: true };
  }
  if (TLS_CODES.test(raw)) {
    return { code: "tls_error", message: `TLS failed (${raw}): ${message}`, notSent: true, permanent: true, timeoutLike: false };
  }
  if (NOT_SENT.has(raw)) {
    return {
      code: raw === "ECONNREFUSED" ? "connection_refused" : "connect_failed",
      message: `could not connect (${raw}): ${message}`,
      notSent: true,
      permanent: false,
      timeoutLike: false,
    };
  }
  if (raw === "ECONNRESET" || raw === "EPIPE" || raw === "UND_ERR_SOCKET" || /other side closed|socket hang up/i.test(message)) {
    return {
      code: "connection_reset",
      message: `the connection closed before the response arrived: ${message}`,
      notSent: false,
      permanent: false,
      timeoutLike: true,
    };
  }
  return { code: "network_error", message: `${raw ? raw + ": " : ""}${message}`, notSent: false, permanent: false, timeoutLike: false };
}
