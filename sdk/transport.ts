import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Dispatcher } from "undici";
import { request } from "undici";
import { VERSION } from "./version";
import type { Endpoint } from "../schema/endpoint";
import { acquireAgent } from "./agents";
import type { AttemptInfo, ClientOptions, Logger } from "./config";
import { checkBaseUrl } from "./config";
import { type ApiError, type ApiErrorKind, ConfigurationError, type ErrorDetail, kindOf, makeError } from "./errors";
import { accountPacer, type AccountPacer, keyAccount, type Lease, type Outcome, type RateHeaders } from "./pacing";
import { backoffMs, classifyNetworkError, parseRetryAfter, RetryBudget, type RetryPolicy, retryPolicy } from "./retry";
import { parseTolerant } from "./tolerant";

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  /**
   * Writes: the Idempotency-Key of this logical operation (spec 8). By default the sdk makes a
   * UUID once per call and sends it on every attempt. Pass your own to make an operation
   * idempotent across processes (e.g. a key stored with your job), or `false` to send none:
   * such a write is never retried once it may have reached the service.
   */
  idempotencyKey?: string | false;
  /** Cancels the call: waiting for a slot, an attempt in flight, or a backoff. */
  signal?: AbortSignal;
  /** Time limit of each attempt in ms (default: the client's timeouts.requestMs). */
  timeout?: number;
  /** Overrides the client's retry.maxRetries for this call. */
  maxRetries?: number;
  /**
   * Called once with the service's final answer (success or error, not a network failure):
   * whether it was an idempotent replay of an earlier request with this key (spec 8).
   */
  onResponse?: (info: { status: number; replayed: boolean }) => void;
}

/** A call described against the endpoint table. */
export interface CallSpec {
  endpoint: Pick<Endpoint, "id" | "method" | "path" | "group" | "response">;
  params?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

export interface RawResponse {
  status: number;
  body: unknown;
  requestId: string | undefined;
  accountId: string | undefined;
  replayed: boolean;
  attempts: number;
  rate: RateHeaders | undefined;
}

export interface TransportStats {
  calls: number;
  attempts: number;
  retries: number;
  /** 429 responses received (on the wire, whether or not retried). */
  rateLimited: number;
  /** Responses that were idempotent replays. */
  replayed: number;
  /** Calls that ended in an error. */
  failed: number;
  retryBudget: number | undefined;
}

export interface Transport {
  readonly baseUrl: string;
  readonly keyId: string;
  /** The key's account, once learned (Account-Id). */
  accountId(): string | undefined;
  /** Sends a call and returns the raw parsed JSON. Throws ApiError. */
  send(spec: CallSpec, opts?: RequestOptions): Promise<RawResponse>;
  /** Sends a call and parses the response tolerantly with the endpoint's response schema. */
  call<T>(spec: CallSpec, opts?: RequestOptions): Promise<T>;
  stats(): TransportStats;
  /** The shared pacer of this key's account, once known (for diagnostics and tests). */
  pacer(): AccountPacer | undefined;
  close(): Promise<void>;
}

export const USER_AGENT = `msgform/${VERSION} (+node ${process.versions.node})`;

/**
 * Statuses the service answers before its rate limiter (allowlist, authentication, scope, routing):
 * the request was not counted, and the RateLimit-* headers describe a default group, not the endpoint's.
 */
const UNPACED_STATUSES = new Set([401, 403, 405, 413, 415]);
/** Of those, the ones certainly refused before the limiter counted them (body errors may come after it). */
const UNCOUNTED_STATUSES = new Set([401, 403, 405]);

const SECRET_PATTERNS = [/svc_(?:live_s|test)_[A-Za-z0-9]{40}/g, /whsec_[A-Za-z0-9+/=_-]{8,}/g];

function header(h: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function rateHeaders(h: Record<string, string | string[] | undefined>): RateHeaders | undefined {
  const limit = Number(header(h, "ratelimit-limit"));
  const remaining = Number(header(h, "ratelimit-remaining"));
  const reset = Number(header(h, "ratelimit-reset"));
  if (!Number.isFinite(limit) || !Number.isFinite(remaining) || header(h, "ratelimit-limit") === undefined) return undefined;
  return { limit, remaining, reset: Number.isFinite(reset) ? reset : 1 };
}

function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      sp.append(k, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === "") throw new TypeError(`msgform: missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(v));
  });
}

function groupOf(e: CallSpec["endpoint"], body: unknown): string {
  return typeof e.group === "function" ? e.group(body) : e.group;
}

/**
 * The one transport. It alone knows authentication, idempotency keys, pacing, retries with backoff
 * and error mapping; every method of the client is a declaration that ends here.
 *
 * The key secret lives only in this closure (as the precomputed Authorization header); the
 * returned object has no property holding it, so no inspect or JSON.stringify can reveal it.
 */
export function createTransport(options: ClientOptions): Transport {
  const url = checkBaseUrl(options.baseUrl);
  if (!options.keyId || typeof options.keyId !== "string") throw new ConfigurationError("msgform: keyId is required.");
  if (!options.keySecret || typeof options.keySecret !== "string") {
    throw new ConfigurationError("msgform: keySecret is required.");
  }
  if (options.keyId.includes(":")) throw new ConfigurationError("msgform: keyId must not contain ':' (HTTP basic auth).");
  const keyId = options.keyId;
  const basePath = url.pathname.replace(/\/+$/, "");
  const origin = url.origin;
  const baseUrl = origin + basePath;

  // Spec 5.1: HTTP basic authentication, key ID as user name, key secret as password.
  const token = Buffer.from(`${keyId}:${options.keySecret}`, "utf8").toString("base64");
  const authorization = `Basic ${token}`;
  const secrets = [options.keySecret, token];
  const scrub = (text: string): string => {
    let out = text;
    for (const s of secrets) if (s) out = out.split(s).join("[REDACTED]");
    for (const re of SECRET_PATTERNS) out = out.replace(re, "[REDACTED]");
    return out;
  };

  let ca: Buffer | undefined;
  if (options.ca !== undefined) ca = Buffer.isBuffer(options.ca) ? options.ca : Buffer.from(options.ca);
  if (options.caFile) {
    try {
      const file = readFileSync(options.caFile);
      ca = ca ? Buffer.concat([ca, Buffer.from("\n"), file]) : file;
    } catch (err) {
      throw new ConfigurationError(`msgform: cannot read the CA file ${options.caFile}: ${(err as Error).message}`);
    }
  }

  const timeouts = {
    connectMs: options.timeouts?.connectMs ?? 10_000,
    requestMs: options.timeouts?.requestMs ?? 30_000,
    keepAliveMs: options.timeouts?.keepAliveMs ?? 4_000,
  };
  const policy: RetryPolicy = retryPolicy(options.retry);
  const budget = options.retry?.budget === false ? undefined : new RetryBudget(options.retry?.budget ?? {});
  const pacing = {
    enabled: options.pacing?.enabled ?? true,
    settings: { windowMs: options.pacing?.windowMs ?? 1000, marginMs: options.pacing?.marginMs ?? 10 },
  };
  const userAgent = options.userAgent ? `${USER_AGENT} ${options.userAgent}` : USER_AGENT;
  const logger: Logger = options.logger ?? {};
  const onAttempt = options.onAttempt;
  const log = (level: keyof Logger, message: string, fields?: Record<string, unknown>) => {
    const fn = logger[level];
    if (fn) fn.call(logger, scrub(message), fields);
  };

  const { agent, release } = acquireAgent({
    origin,
    ca,
    localAddress: options.localAddress,
    connectMs: timeouts.connectMs,
    keepAliveMs: timeouts.keepAliveMs,
    connections: options.connections ?? 0,
  });
  const account = keyAccount(origin + basePath, keyId, options.accountId);
  const stats = { calls: 0, attempts: 0, retries: 0, rateLimited: 0, replayed: 0, failed: 0 };
  let closed = false;

  const pacerOf = (accountId: string) => accountPacer(origin + basePath, accountId, pacing.settings);

  async function send(spec: CallSpec, opts: RequestOptions = {}): Promise<RawResponse> {
    if (closed) throw new ConfigurationError("msgform: this client is closed.");
    stats.calls++;
    const e = spec.endpoint;
    const method = e.method;
    const write = method !== "GET";
    const path = basePath + fillPath(e.path, spec.params) + encodeQuery(spec.query);
    const group = groupOf(e, spec.body);
    // One key per logical operation, made here once and sent on every attempt (spec 8).
    const idemKey = !write || opts.idempotencyKey === false ? undefined : (opts.idempotencyKey ?? randomUUID());
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const headers: Record<string, string> = {
      authorization,
      "user-agent": userAgent,
      accept: "application/json",
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idemKey !== undefined) headers["idempotency-key"] = idemKey;
    const maxRetries = opts.maxRetries ?? policy.maxRetries;
    const attemptTimeout = opts.timeout ?? timeouts.requestMs;
    const signal = opts.signal;
    let lastCost = 0;
    // Failures and "come back later" answers are counted apart (see RetryOptions).
    let failedRetries = 0;
    let toldToWait = 0;
    const errBase = { method, path, operation: e.id };

    for (let attempt = 1; ; attempt++) {
      if (signal?.aborted) throw aborted(signal, attempt - 1);

      // Pacing: a slot in the account's group limiter, or the probe that learns the account.
      let lease: Lease | undefined;
      let probe = false;
      if (pacing.enabled) {
        let accountId: string | undefined;
        try {
          accountId = await account.gate(signal);
          if (accountId === undefined) probe = true;
          else lease = await pacerOf(accountId).group(group).acquire(signal);
        } catch {
          throw aborted(signal, attempt - 1);
        }
      }

      stats.attempts++;
      const started = performance.now();
      const timeoutSignal = AbortSignal.timeout(attemptTimeout);
      const attemptSignal = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;
      let res: Dispatcher.ResponseData | undefined;
      let text = "";
      let failure: unknown;
      let at = 0;
      try {
        res = await request(origin + path, {
          method,
          headers,
          body,
          dispatcher: agent,
          signal: attemptSignal,
          headersTimeout: attemptTimeout,
          bodyTimeout: attemptTimeout,
        });
        at = performance.now();
        text = await res.body.text();
      } catch (err) {
        failure = err;
        if (at === 0) at = performance.now();
      }

      const status = failure === undefined && res ? res.statusCode : 0;
      const h = res?.headers ?? {};
      const accountId = header(h, "account-id");
      const rate = status !== 0 && !UNPACED_STATUSES.has(status) ? rateHeaders(h) : undefined;
      const retryAfter = status >= 400 ? parseRetryAfter(h["retry-after"]) : undefined;
      const nf = failure === undefined ? undefined : classifyNetworkError(failure, timeoutSignal.aborted);
      const outcome: Outcome = {
        at,
        status,
        rate,
        retryAfter: status === 429 ? retryAfter : undefined,
        // Refused before the rate limiter (credentials, scope, allowlist) or never sent: not counted.
        notCounted: nf?.notSent === true || UNCOUNTED_STATUSES.has(status),
      };
      if (lease) lease.done(outcome);
      if (probe) {
        account.finishProbe(accountId);
        if (accountId !== undefined) pacerOf(accountId).group(group).adopt(outcome);
      } else if (accountId !== undefined && account.accountId !== accountId) {
        account.accountId = accountId;
      }

      const requestId = header(h, "request-id");
      const replayed = header(h, "idempotent-replayed") === "true";
      if (status === 429) stats.rateLimited++;
      if (replayed) stats.replayed++;
      const durationMs = Math.round(performance.now() - started);

      // Success.
      if (status >= 200 && status < 300) {
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          stats.failed++;
          throw makeError({
            kind: "invalid_response",
            status,
            code: "invalid_json",
            message: `${method} ${path}: the response is not JSON.`,
            requestId,
            attempts: attempt,
            ...errBase,
          });
        }
        if (budget) budget.succeeded(lastCost);
        opts.onResponse?.({ status, replayed });
        const info = { attempt, status, requestId, replayed, durationMs, group, rateLimit: rate };
        report({ ...info, operation: e.id, method, path });
        log("debug", `msgform: ${method} ${path} ${status}`, { operation: e.id, requestId, attempt, durationMs, replayed });
        return { status, body: parsed, requestId, accountId, replayed, attempts: attempt, rate };
      }

      // Failure: build the error, then decide whether to retry it.
      let error: ApiError;
      let retryable: boolean;
      let cost = 0;
      let waitFloorMs = 0;
      if (failure !== undefined) {
        if (signal?.aborted || !nf) throw aborted(signal, attempt);
        error = makeError({
          kind: "network",
          status: 0,
          code: nf.code,
          message: scrub(`${method} ${path}: ${nf.message}`),
          attempts: attempt,
          ...errBase,
        });
        // A write without an idempotency key is retried only when it cannot have reached the service.
        retryable = !nf.permanent && (!write || idemKey !== undefined || nf.notSent);
        cost = nf.timeoutLike ? (budget?.timeoutCost ?? 0) : (budget?.retryCost ?? 0);
      } else {
        const info = errorInfo(status, text);
        const kind: ApiErrorKind = kindOf(status, info.code);
        error = makeError({
          kind,
          status,
          code: info.code,
          message: scrub(info.message),
          requestId: info.requestId ?? requestId,
          param: info.param,
          details: info.details,
          retryAfter,
          attempts: attempt,
          ...errBase,
        });
        if (status === 429) {
          // Refused before it was processed: safe to retry, key or not.
          retryable = true;
          waitFloorMs = (retryAfter ?? 1) * 1000;
        } else if (status === 409 && info.code === "idempotency_key_in_use") {
          retryable = true;
          waitFloorMs = (retryAfter ?? 1) * 1000;
        } else if (status === 408 || (status >= 500 && status !== 501)) {
          retryable = !write || idemKey !== undefined;
          cost = budget?.retryCost ?? 0;
          if (retryAfter !== undefined) waitFloorMs = retryAfter * 1000;
        } else {
          retryable = false;
        }
      }

      let retryInMs: number | undefined;
      let why = "";
      const told = failure === undefined && (error.status === 429 || error.code === "idempotency_key_in_use");
      if (retryable) {
        if (told) toldToWait++;
        else failedRetries++;
      }
      if (retryable && !told && failedRetries > maxRetries) why = `gave up after ${attempt} attempts`;
      else if (retryable && told && toldToWait > policy.maxRateLimitedRetries) why = `gave up after ${attempt} attempts`;
      else if (retryable && waitFloorMs > policy.maxRetryAfterMs) why = `Retry-After ${waitFloorMs / 1000} s exceeds the cap`;
      else if (retryable && budget && !budget.take(cost)) why = "the retry budget is exhausted";
      else if (retryable) {
        const jitter = backoffMs(attempt - 1, policy);
        // Retry-After is a floor (whole seconds, already rounded up by the service); a little
        // jitter on top spreads the herd, and the pacer orders what is left.
        retryInMs = waitFloorMs > 0 ? waitFloorMs + Math.min(jitter, 250) : jitter;
        lastCost = cost;
      }

      report({
        attempt,
        status,
        code: error.code,
        requestId: error.requestId,
        replayed,
        durationMs,
        group,
        rateLimit: rate,
        retryInMs,
        retryAfter,
        operation: e.id,
        method,
        path,
      });

      if (retryInMs === undefined) {
        stats.failed++;
        if (status !== 0) opts.onResponse?.({ status, replayed });
        log(status >= 500 || status === 0 ? "warn" : "debug", `msgform: ${method} ${path} failed: ${error.code}${why ? ` (${why})` : ""}`, {
          operation: e.id,
          status,
          code: error.code,
          requestId: error.requestId,
          attempt,
        });
        throw error;
      }
      stats.retries++;
      log("info", `msgform: ${method} ${path} ${status || error.code}; retrying in ${retryInMs} ms`, {
        operation: e.id,
        status,
        code: error.code,
        requestId: error.requestId,
        attempt,
        retryInMs,
      });
      try {
        await sleep(retryInMs, undefined, signal ? { signal } : undefined);
      } catch {
        throw aborted(signal, attempt);
      }
    }

    function report(info: AttemptInfo) {
      if (!onAttempt) return;
      try {
        onAttempt(info);
      } catch {
        // an observer must not break the call
      }
    }

    function aborted(s: AbortSignal | undefined, attempts: number): ApiError {
      stats.failed++;
      return makeError({
        kind: "aborted",
        status: 0,
        code: "aborted",
        message: `${method} ${path}: the call was aborted.`,
        attempts,
        cause: s?.reason,
        ...errBase,
      });
    }
  }

  async function call<T>(spec: CallSpec, opts?: RequestOptions): Promise<T> {
    const raw = await send(spec, opts);
    if (raw.body === undefined) return undefined as T;
    const r = parseTolerant(spec.endpoint.response, raw.body);
    if (!r.success) {
      const details: ErrorDetail[] = r.error.issues.map((i) => ({ param: i.path.map(String).join("."), message: i.message }));
      throw makeError({
        kind: "invalid_response",
        status: raw.status,
        code: "invalid_response",
        message:
          `${spec.endpoint.method} ${spec.endpoint.path}: the response does not have the documented structure ` +
          `(${details.slice(0, 3).map((d) => `${d.param || "body"}: ${d.message}`).join("; ")}).`,
        requestId: raw.requestId,
        details,
        method: spec.endpoint.method,
        path: spec.endpoint.path,
        operation: spec.endpoint.id,
        attempts: raw.attempts,
      });
    }
    return r.data as T;
  }

  const transport: Transport = {
    baseUrl,
    keyId,
    accountId: () => account.accountId,
    send,
    call,
    stats: () => ({ ...stats, retryBudget: budget?.available() }),
    pacer: () => (account.accountId === undefined ? undefined : pacerOf(account.accountId)),
    close: async () => {
      if (closed) return;
      closed = true;
      await release();
    },
  };
  return transport;
}

function errorInfo(
  status: number,
  text: string,
): { code: string; message: string; requestId?: string; param?: string; details?: ErrorDetail[] } {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const err = (body as { error?: Record<string, unknown> } | undefined)?.error;
  if (err && typeof err === "object" && typeof err.code === "string") {
    const details = Array.isArray(err.details)
      ? (err.details as unknown[])
          .filter((d): d is ErrorDetail => !!d && typeof d === "object" && typeof (d as ErrorDetail).param === "string")
          .map((d) => ({ param: d.param, message: String(d.message ?? "") }))
      : undefined;
    return {
      code: err.code,
      message: typeof err.message === "string" ? err.message : `HTTP ${status}`,
      ...(typeof err.request_id === "string" ? { requestId: err.request_id } : {}),
      ...(typeof err.param === "string" ? { param: err.param } : {}),
      ...(details ? { details } : {}),
    };
  }
  return { code: `http_${status}`, message: `The service answered HTTP ${status} without an error body.` };
}
