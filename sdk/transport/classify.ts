// Step 4, classify: what an attempt's result means. A success with its parsed body, the caller's
// abort, or a failure: the typed error (messages scrubbed of secrets) and the facts the retry
// decision needs (retryable at all, "told to wait" or a failure, the Retry-After floor, the cost).
import { type ClientOptions, type SettingSources, waysToSet } from "../config";
import { type ApiError, type ApiErrorKind, type ErrorDetail, kindOf, makeError } from "../errors";
import { parseRetryAfter } from "../retry";
import type { PreparedCall } from "./prepare";
import { type AttemptResult, header } from "./send";

/** What a failure costs from the retry budget (see RetryOptions.budget). */
export type RetryCost = "none" | "retry" | "timeout";

export interface Failure {
  error: ApiError;
  /** Safe to send again at all (a write without a key is not, once it may have been received). */
  retryable: boolean;
  /** The service said when to come back (429, idempotency key in use): counted apart from failures. */
  told: boolean;
  /** The least wait before the next attempt (Retry-After), in ms. */
  waitFloorMs: number;
  cost: RetryCost;
}

export type Verdict = { outcome: "success"; body: unknown } | { outcome: "aborted" } | ({ outcome: "failure" } & Failure);

/** What classify needs besides the attempt: the call, the attempt number, the scrubber, the settings' origins. */
export interface ClassifyContext {
  call: PreparedCall;
  attempt: number;
  scrub: (text: string) => string;
  keyId: string;
  baseUrl: string;
  sources?: SettingSources | undefined;
  ways?: ClientOptions["ways"];
}

export function classify(r: AttemptResult, ctx: ClassifyContext): Verdict {
  if (r.network) return r.aborted ? { outcome: "aborted" } : networkFailure(r, ctx);
  if (r.status >= 200 && r.status < 300) {
    try {
      return { outcome: "success", body: r.text ? JSON.parse(r.text) : undefined };
    } catch {
      const message = `${ctx.call.method} ${ctx.call.path}: the response is not JSON.`;
      const error = errorOf(ctx, r, { kind: "invalid_response", code: "invalid_json", message });
      return { outcome: "failure", error, retryable: false, told: false, waitFloorMs: 0, cost: "none" };
    }
  }
  return httpFailure(r, ctx);
}

function networkFailure(r: AttemptResult, ctx: ClassifyContext): Verdict {
  const nf = r.network!;
  // A failure of the connection settings is not about this call: it names the setting, not the path.
  const hint = settingHint(nf.code, ctx);
  const message = hint ? `${nf.message}.${hint}` : `${ctx.call.method} ${ctx.call.path}: ${nf.message}`;
  const error = errorOf(ctx, r, { kind: "network", code: nf.code, message });
  const { write, idempotencyKey } = ctx.call;
  return {
    outcome: "failure",
    error,
    // A write without an idempotency key is retried only when it cannot have reached the service.
    retryable: !nf.permanent && (!write || idempotencyKey !== undefined || nf.notSent),
    told: false,
    waitFloorMs: 0,
    cost: nf.timeoutLike ? "timeout" : "retry",
  };
}

function httpFailure(r: AttemptResult, ctx: ClassifyContext): Verdict {
  const info = errorInfo(r.status, r.text);
  const retryAfter = parseRetryAfter(r.headers["retry-after"]);
  const kind = kindOf(r.status, info.code);
  const error = errorOf(ctx, r, { ...info, kind, message: info.message + settingHint(kind, ctx), retryAfter });
  const base = { outcome: "failure" as const, error, told: false, waitFloorMs: 0, cost: "none" as RetryCost };
  // Refused before it was processed, or another attempt with this key is in flight: safe to retry.
  if (r.status === 429 || (r.status === 409 && info.code === "idempotency_key_in_use")) {
    return { ...base, retryable: true, told: true, waitFloorMs: (retryAfter ?? 1) * 1000 };
  }
  if (r.status === 408 || (r.status >= 500 && r.status !== 501)) {
    const retryable = !ctx.call.write || ctx.call.idempotencyKey !== undefined;
    return { ...base, retryable, cost: "retry", waitFloorMs: retryAfter === undefined ? 0 : retryAfter * 1000 };
  }
  return { ...base, retryable: false };
}

/**
 * The setting to fix, for failures that come from the connection settings rather than the call:
 * credentials name the key ID and where the key pair was read from; connection failures the base
 * URL; TLS failures the CA file. Names of settings only, never a secret.
 */
function settingHint(kindOrCode: string, ctx: Pick<ClassifyContext, "keyId" | "baseUrl" | "sources" | "ways">): string {
  const from = (field: keyof SettingSources) => (ctx.sources?.[field] ? ` from ${ctx.sources[field]}` : "");
  if (kindOrCode === "authentication") {
    return ` The key ID ${ctx.keyId} or its secret is wrong, or the key was revoked: check the key ID` +
      `${from("keyId")} and the key secret${from("keySecret")}.`;
  }
  if (kindOrCode === "connection_refused" || kindOrCode === "connect_failed" || kindOrCode === "connect_timeout") {
    return ` Is the service running at ${ctx.baseUrl}? Check the base URL${from("baseUrl")}.`;
  }
  if (kindOrCode === "tls_error") {
    return ctx.sources?.caFile
      ? ` The certificate of ${ctx.baseUrl} is not trusted by the CA file${from("caFile")}.`
      : ` The certificate of ${ctx.baseUrl} is not trusted; for a private CA (the emulator's), set a CA file ` +
        `(${waysToSet(ctx.ways, "caFile", "the caFile option")}).`;
  }
  return "";
}

function errorOf(
  ctx: ClassifyContext,
  r: AttemptResult,
  e: { kind: ApiErrorKind; code: string; message: string } & Partial<Pick<ApiError, "requestId" | "param" | "details" | "retryAfter">>,
): ApiError {
  const { method, path, operation } = ctx.call;
  return makeError({
    ...e,
    status: r.status,
    message: ctx.scrub(e.message),
    requestId: e.requestId ?? header(r.headers, "request-id"),
    attempts: ctx.attempt,
    method,
    path,
    operation,
  });
}

/** The service's error body (code, message, request id, param, details), or a stand-in without one. */
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
  if (!err || typeof err !== "object" || typeof err.code !== "string") {
    return { code: `http_${status}`, message: `The service answered HTTP ${status} without an error body.` };
  }
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
