import { ConfigurationError } from "./errors";

/** Console-like sink for the client's log lines. Lines carry ids, statuses and timings, never secrets or bodies. */
export interface Logger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info?(message: string, fields?: Record<string, unknown>): void;
  warn?(message: string, fields?: Record<string, unknown>): void;
  error?(message: string, fields?: Record<string, unknown>): void;
}

export interface RetryOptions {
  /** Retries after failures (network errors, 408, 5xx) after the first attempt. Default 6. */
  maxRetries?: number;
  /**
   * Retries after the service said when to come back (429 with Retry-After, idempotency key in
   * use). They are bounded separately, and higher: under a burst of rate limiting every attempt
   * can be a 429 without anything being wrong. Default 30.
   */
  maxRateLimitedRetries?: number;
  /** Backoff base: attempt n waits a uniformly random time in [0, min(maxDelayMs, baseDelayMs * 2^n)]. Default 100. */
  baseDelayMs?: number;
  /** Ceiling of one backoff. Default 20 000. */
  maxDelayMs?: number;
  /** Floor of any wait between attempts, so a retry is never a tight loop (spec 8). Default 25. */
  minDelayMs?: number;
  /** Longest Retry-After honoured; a longer one surfaces as a RateLimitError at once. Default 60 000. */
  maxRetryAfterMs?: number;
  /**
   * Retry budget (AWS SDK "standard" retry mode): a token bucket per client. A retry after a failure
   * (5xx, 408, network) costs `retryCost` tokens (`timeoutCost` for time-outs and resets); a call that
   * succeeds gives back what its last retry cost, or `successIncrement` when it needed none. With the
   * bucket empty, failures surface instead of being retried, so an outage cannot turn into a retry
   * storm. 429 and 409 idempotency_key_in_use are not charged: the service says when to come back
   * and the pacer holds everyone back until then. `false` disables the budget.
   */
  budget?: false | { capacity?: number; retryCost?: number; timeoutCost?: number; successIncrement?: number };
}

export interface PacingOptions {
  /** Client-side pacing by the RateLimit-* headers. Default true. */
  enabled?: boolean;
  /**
   * Extra time a rate-limit slot stays taken after its response arrives, beyond the window (1 s).
   * Covers timer granularity and clocks that tick at slightly different rates. Default 10.
   */
  marginMs?: number;
  /** Window length assumed when the service does not say otherwise (spec 8: limits per second). Default 1000. */
  windowMs?: number;
}

export interface TimeoutOptions {
  /** TCP + TLS connect. Default 10 000. */
  connectMs?: number;
  /** One attempt, from send to the last byte of the response. Default 30 000. */
  requestMs?: number;
  /** Idle keep-alive connections are closed after this. Default 4 000. */
  keepAliveMs?: number;
}

export interface ClientOptions {
  /** The service's base URL; must be https:// (spec 5.2). */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** PEM file of a CA to trust in addition to the system's (the emulator writes one). */
  caFile?: string;
  /** PEM text of a CA to trust. */
  ca?: string | Buffer;
  /** Appended to the User-Agent after `msgform/<version> (+node <version>)`. */
  userAgent?: string;
  timeouts?: TimeoutOptions;
  retry?: RetryOptions;
  pacing?: PacingOptions;
  /** Source address for outgoing connections (IP allowlist tests on loopback). */
  localAddress?: string;
  /**
   * Most connections per origin. Default: no cap (in-flight requests are already bounded by the
   * pacer, at most the sum of the group limits).
   */
  connections?: number;
  /** The account the key belongs to, when known; otherwise learned from the first response (Account-Id). */
  accountId?: string;
  logger?: Logger;
  /** Called after every HTTP attempt: for metrics and tests (counting 429s on the wire). */
  onAttempt?: (info: AttemptInfo) => void;
}

export interface AttemptInfo {
  operation: string;
  method: string;
  path: string;
  attempt: number;
  /** 0 when no response arrived. */
  status: number;
  code?: string | undefined;
  requestId?: string | undefined;
  replayed: boolean;
  durationMs: number;
  group: string;
  /** When the call will be retried: the wait before the next attempt. */
  retryInMs?: number | undefined;
  retryAfter?: number | undefined;
  rateLimit?: { limit: number; remaining: number; reset: number } | undefined;
}

/**
 * The environment variables read by {@link createClientFromEnv}. MSGFORM_CA_FILE is optional;
 * the others are required.
 */
export const ENV = {
  baseUrl: "MSGFORM_BASE_URL",
  keyId: "MSGFORM_KEY_ID",
  keySecret: "MSGFORM_KEY_SECRET",
  caFile: "MSGFORM_CA_FILE",
} as const;

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<ClientOptions, "baseUrl" | "keyId" | "keySecret" | "caFile"> {
  const missing = [ENV.baseUrl, ENV.keyId, ENV.keySecret].filter((n) => !env[n]);
  if (missing.length > 0) {
    throw new ConfigurationError(
      `msgform: set ${missing.join(", ")} (the service's https:// base URL, an API key ID and its secret).`,
    );
  }
  return {
    baseUrl: env[ENV.baseUrl]!,
    keyId: env[ENV.keyId]!,
    keySecret: env[ENV.keySecret]!,
    ...(env[ENV.caFile] ? { caFile: env[ENV.caFile] } : {}),
  };
}

/** Spec 5.2: HTTPS only. Refused here, before any byte is sent, with the reason. */
export function checkBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigurationError(`msgform: the base URL is not a URL: ${JSON.stringify(String(baseUrl).slice(0, 200))}.`);
  }
  if (url.protocol !== "https:") {
    throw new ConfigurationError(
      `msgform: refusing the base URL ${url.protocol}//${url.host}: the service accepts HTTPS only (spec 5.2) ` +
      `and would refuse the request without redirecting; use https://${url.host}${url.pathname === "/" ? "" : url.pathname}.`,
    );
  }
  if (url.username || url.password) {
    throw new ConfigurationError("msgform: the base URL must not carry credentials; pass keyId and keySecret instead.");
  }
  if (url.search || url.hash) {
    throw new ConfigurationError("msgform: the base URL must not have a query or fragment.");
  }
  return url;
}
