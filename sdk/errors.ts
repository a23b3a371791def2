/**
 * Typed errors. Every failure of a call is an {@link ApiError} (or a subclass), so callers branch on
 * `kind` or `instanceof` and never parse messages. Error text never contains a key secret or a
 * signing secret: messages come from the service (which never echoes secrets) or from fixed text
 * here, and the transport scrubs anything that looks like a secret before building an error.
 */

export type ApiErrorKind =
  /** 401: missing, malformed, unknown, wrong or revoked credentials. */
  | "authentication"
  /** 403 insufficient_scope: the key lacks the scope the endpoint needs. */
  | "scope"
  /** 403 ip_not_allowed: the source address is outside the account's allowlist (spec 5.6). */
  | "ip_not_allowed"
  /** 403 with another code (e.g. https_required). */
  | "forbidden"
  /** 429: the rate limit; `retryAfter` says when to come back (spec 8). */
  | "rate_limited"
  /** 409 idempotency_key_reused / idempotency_key_in_use (spec 8). */
  | "idempotency_conflict"
  /** 404. */
  | "not_found"
  /** 400 and 422: the request is invalid; `param` and `details` name the fields. */
  | "validation"
  /** 409 other than idempotency (e.g. the object's state forbids the change). */
  | "conflict"
  /** 5xx. */
  | "server"
  /** No response: connection refused or reset, TLS failure, time-out. */
  | "network"
  /** The caller's AbortSignal fired. */
  | "aborted"
  /** A 2xx whose body does not have the documented structure. */
  | "invalid_response"
  /** Any other 4xx. */
  | "api";

export interface ErrorDetail {
  param: string;
  message: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  code: string;
  message: string;
  requestId?: string | undefined;
  param?: string | undefined;
  details?: ErrorDetail[] | undefined;
  retryAfter?: number | undefined;
  method?: string | undefined;
  path?: string | undefined;
  operation?: string | undefined;
  attempts?: number | undefined;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response (network, aborted). */
  readonly status: number;
  /** The service's machine-readable code, or the sdk's for local failures (e.g. "connection_reset"). */
  readonly code: string;
  /** The req_ id (Request-Id header), when the service answered. */
  readonly requestId: string | undefined;
  readonly param: string | undefined;
  readonly details: ErrorDetail[] | undefined;
  /** Seconds, from Retry-After. */
  readonly retryAfter: number | undefined;
  readonly method: string | undefined;
  readonly path: string | undefined;
  /** Operation id from the schema, e.g. "keys.create". */
  readonly operation: string | undefined;
  /** HTTP attempts made for this call, retries included. */
  readonly attempts: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.param = init.param;
    this.details = init.details;
    this.retryAfter = init.retryAfter;
    this.method = init.method;
    this.path = init.path;
    this.operation = init.operation;
    this.attempts = init.attempts;
  }

  toJSON() {
    return {
      name: this.name,
      kind: this.kind,
      status: this.status,
      code: this.code,
      message: this.message,
      requestId: this.requestId,
      param: this.param,
      details: this.details,
      retryAfter: this.retryAfter,
      method: this.method,
      path: this.path,
      operation: this.operation,
      attempts: this.attempts,
    };
  }
}

export class AuthenticationError extends ApiError {}
export class ScopeError extends ApiError {}
export class IpNotAllowedError extends ApiError {}
export class ForbiddenError extends ApiError {}
export class RateLimitError extends ApiError {}
export class IdempotencyError extends ApiError {}
export class NotFoundError extends ApiError {}
export class ValidationError extends ApiError {}
export class ConflictError extends ApiError {}
export class ServerError extends ApiError {}
export class NetworkError extends ApiError {}
export class AbortedError extends ApiError {}
export class InvalidResponseError extends ApiError {}

const CLASSES: Record<ApiErrorKind, typeof ApiError> = {
  authentication: AuthenticationError,
  scope: ScopeError,
  ip_not_allowed: IpNotAllowedError,
  forbidden: ForbiddenError,
  rate_limited: RateLimitError,
  idempotency_conflict: IdempotencyError,
  not_found: NotFoundError,
  validation: ValidationError,
  conflict: ConflictError,
  server: ServerError,
  network: NetworkError,
  aborted: AbortedError,
  invalid_response: InvalidResponseError,
  api: ApiError,
};

/** Builds the subclass that matches the kind. */
export function makeError(init: ApiErrorInit): ApiError {
  return new CLASSES[init.kind](init);
}

/** The kind of an HTTP error response, from its status and code. */
export function kindOf(status: number, code: string): ApiErrorKind {
  if (status === 401) return "authentication";
  if (status === 403) {
    if (code === "insufficient_scope") return "scope";
    if (code === "ip_not_allowed") return "ip_not_allowed";
    return "forbidden";
  }
  if (status === 429) return "rate_limited";
  if (status === 409) {
    return code === "idempotency_key_reused" || code === "idempotency_key_in_use" ? "idempotency_conflict" : "conflict";
  }
  if (status === 404) return "not_found";
  if (status === 400 || status === 422) return "validation";
  if (status >= 500) return "server";
  return "api";
}

/** A configuration mistake found before any request (e.g. a non-HTTPS base URL). */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigurationError";
  }
}

/** Network failure codes that come from the connection settings (base URL, CA file), not from the call. */
const CONNECTION_CODES = new Set(["connection_refused", "connect_failed", "connect_timeout", "tls_error"]);

/**
 * The error in `err` or its causes that is about the connection settings rather than the
 * operation: a rejected credential, a service that cannot be reached, a certificate that is not
 * trusted. Front ends show it alone: which operation happened to run into it first does not matter,
 * and its message already names the setting to fix and where it was read from.
 */
export function connectionProblem(err: unknown): ApiError | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    if (e instanceof ApiError && (e.kind === "authentication" || CONNECTION_CODES.has(e.code))) return e;
  }
  return undefined;
}
