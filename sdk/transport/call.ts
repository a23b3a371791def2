// The orchestrator: one call as the six named steps, prepare → (pace → send → classify → retry
// decision → backoff)*, plus the bookkeeping between them (stats, the attempt observer, log lines).
// Each step is its own module with its own tests; this file only sequences them.
import { setTimeout as sleep } from "node:timers/promises";
import type { AttemptInfo, ClientOptions, Logger, SettingSources } from "../config";
import { type ApiError, ConfigurationError, type ErrorDetail, makeError } from "../errors";
import type { Outcome } from "../pacing";
import type { RetryBudget, RetryPolicy } from "../retry";
import { parseTolerant } from "../tolerant";
import { retryDelayMs } from "./backoff";
import { classify } from "./classify";
import { decideRetry, type RetryCounts } from "./decide";
import { pacingOutcome, type Pacing, type Slot } from "./pace";
import { prepare, type PreparedCall, type RequestBase } from "./prepare";
import { type AttemptResult, header, sendAttempt, type SendTarget } from "./send";
import type { Trace } from "./trace";
import type { CallSpec, RawResponse, RequestOptions, TransportStats } from "./types";

/** The counters calls keep; the transport adds the retry budget's level when asked. */
type CallStats = Omit<TransportStats, "retryBudget">;

/** What every call of one transport shares (built once by createTransport). */
export interface CallContext {
  base: RequestBase;
  target: SendTarget;
  pacing: Pacing;
  policy: RetryPolicy;
  budget: RetryBudget | undefined;
  requestMs: number;
  stats: CallStats;
  keyId: string;
  baseUrl: string;
  sources: SettingSources | undefined;
  ways: ClientOptions["ways"];
  scrub: (text: string) => string;
  log: (level: keyof Logger, message: string, fields?: Record<string, unknown>) => void;
  onAttempt: ((info: AttemptInfo) => void) | undefined;
  /** MSGFORM_LOG=debug's request trace (./trace.ts), when on. */
  trace: Trace | undefined;
  isClosed(): boolean;
}

export async function sendCall(t: CallContext, spec: CallSpec, opts: RequestOptions = {}): Promise<RawResponse> {
  if (t.isClosed()) throw new ConfigurationError("msgform: this client is closed.");
  t.stats.calls++;
  const call = prepare(spec, opts, t.base);
  const limits = { maxRetries: opts.maxRetries ?? t.policy.maxRetries, policy: t.policy, budget: t.budget };
  let counts: RetryCounts = { failures: 0, toldToWait: 0 };
  let lastCost = 0;
  for (let attempt = 1; ; attempt++) {
    const waitStart = performance.now();
    const slot = await acquire(t, call, opts.signal, attempt - 1);
    const waitedMs = performance.now() - waitStart;
    if (t.trace && waitedMs >= 1) {
      t.trace({ method: call.method, path: call.path, attempt, group: call.group, waitedMs });
    }
    t.stats.attempts++;
    const result = await sendAttempt(t.target, call, opts.timeout ?? t.requestMs, opts.signal);
    const outcome = pacingOutcome(result, call.group);
    const seen = settle(t, slot, call, result, outcome);
    const verdict = classify(result, { ...t, call, attempt });
    if (verdict.outcome === "aborted") throw aborted(t, call, opts.signal, attempt);
    const { status, durationMs } = result;
    const rates = { rateLimit: outcome.rate, rateLimitIgnored: outcome.ignored };
    const info = { attempt, status, replayed: seen.replayed, durationMs, ...rates };
    if (verdict.outcome === "success") {
      t.budget?.succeeded(lastCost);
      opts.onResponse?.({ status: result.status, replayed: seen.replayed });
      observe(t, call, { ...info, requestId: seen.requestId });
      const { requestId, replayed } = seen;
      const fields = { operation: call.operation, requestId, attempt, durationMs: result.durationMs, replayed };
      t.log("debug", `msgform: ${call.method} ${call.path} ${result.status}`, fields);
      return { status: result.status, body: verdict.body, ...seen, attempts: attempt, rate: outcome.rate };
    }
    const { error } = verdict;
    const decision = decideRetry(verdict, attempt, counts, limits);
    counts = decision.counts;
    const retryInMs = decision.retry ? retryDelayMs(attempt, verdict.waitFloorMs, t.policy) : undefined;
    if (decision.retry) lastCost = decision.cost;
    const { code, requestId, retryAfter } = error;
    observe(t, call, { ...info, code, requestId, retryInMs, retryAfter });
    const fields = { operation: call.operation, status, code, requestId, attempt };
    if (!decision.retry) {
      t.stats.failed++;
      if (result.status !== 0) opts.onResponse?.({ status: result.status, replayed: seen.replayed });
      const why = decision.why ? ` (${decision.why})` : "";
      const level = result.status >= 500 || result.status === 0 ? "warn" : "debug";
      t.log(level, `msgform: ${call.method} ${call.path} failed: ${error.code}${why}`, fields);
      throw error;
    }
    t.stats.retries++;
    const what = result.status || error.code;
    t.log("info", `msgform: ${call.method} ${call.path} ${what}; retrying in ${retryInMs} ms`, { ...fields, retryInMs });
    await sleep(retryInMs!, undefined, opts.signal ? { signal: opts.signal } : undefined).catch(() => {
      throw aborted(t, call, opts.signal, attempt);
    });
  }
}

/** Pace: the caller's abort before or while waiting for a slot ends the call. */
async function acquire(t: CallContext, call: PreparedCall, signal: AbortSignal | undefined, n: number): Promise<Slot> {
  if (signal?.aborted) throw aborted(t, call, signal, n);
  try {
    return await t.pacing.acquire(call.group, signal);
  } catch {
    throw aborted(t, call, signal, n);
  }
}

/** After an attempt: the slot back to the pacer, the account learned, the wire counters. */
function settle(t: CallContext, slot: Slot, call: PreparedCall, r: AttemptResult, outcome: Outcome) {
  const accountId = header(r.headers, "account-id");
  t.pacing.settle(slot, call.group, outcome, accountId);
  const replayed = header(r.headers, "idempotent-replayed") === "true";
  if (r.status === 429) t.stats.rateLimited++;
  if (replayed) t.stats.replayed++;
  return { requestId: header(r.headers, "request-id"), accountId, replayed };
}

type ObservedAttempt = Omit<AttemptInfo, "operation" | "method" | "path" | "group">;

function observe(t: CallContext, call: PreparedCall, info: ObservedAttempt): void {
  const { method, path, group } = call;
  t.trace?.({ method, path, group, ...info, error: info.code, retryAfterS: info.retryAfter });
  if (!t.onAttempt) return;
  try {
    t.onAttempt({ ...info, group: call.group, operation: call.operation, method: call.method, path: call.path });
  } catch {
    // an observer must not break the call
  }
}

function aborted(t: CallContext, call: PreparedCall, signal: AbortSignal | undefined, attempts: number): ApiError {
  t.stats.failed++;
  return makeError({
    kind: "aborted",
    status: 0,
    code: "aborted",
    message: `${call.method} ${call.path}: the call was aborted.`,
    attempts,
    cause: signal?.reason,
    method: call.method,
    path: call.path,
    operation: call.operation,
  });
}

/** A call whose response is parsed tolerantly with the endpoint's response schema (spec 9). */
export async function parsedCall<T>(t: CallContext, spec: CallSpec, opts?: RequestOptions): Promise<T> {
  const raw = await sendCall(t, spec, opts);
  if (raw.body === undefined) return undefined as T;
  const r = parseTolerant(spec.endpoint.response, raw.body);
  if (r.success) return r.data as T;
  const details: ErrorDetail[] = r.error.issues.map((i) => ({ param: i.path.map(String).join("."), message: i.message }));
  const shown = details.slice(0, 3).map((d) => `${d.param || "body"}: ${d.message}`).join("; ");
  const { method, path, id } = spec.endpoint;
  throw makeError({
    kind: "invalid_response",
    status: raw.status,
    code: "invalid_response",
    message: `${method} ${path}: the response does not have the documented structure (${shown}).`,
    requestId: raw.requestId,
    details,
    method,
    path,
    operation: id,
    attempts: raw.attempts,
  });
}
