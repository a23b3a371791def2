import type { z } from "zod";
import { ErrorBody, MAX_PAGE_SIZE } from "./envelopes";
import { DELIVERY_BODIES, DELIVERY_HEADERS, WebhookDelivery } from "./deliveries";
import { EVENT_DESCRIPTIONS, EVENT_KINDS, type EventKind } from "./eventKinds";
import { type Endpoint, isWrite } from "./endpoint";
import { ID_PREFIX } from "./ids";
import { serviceEndpointGroups } from "./index";
import { addExamples, exampleId } from "./openapiExamples";
import {
  type ErrorCase,
  errorResponse,
  type Json,
  parameters,
  REF,
  render,
  requestBody,
  SchemaRegistry,
  successResponse,
} from "./openapiSchemas";
import { RATE_GROUPS, RATE_WINDOW_MS, type RateGroup, SCOPE_DESCRIPTIONS, SPEC_SCOPES } from "./scopes";

/**
 * schema/openapi.json: the service's OpenAPI 3.1 document (operations, errors, rate limits,
 * scopes, and the webhooks of spec 6), generated from the zod models. Deterministic: the same
 * models always give the same bytes, so a stale committed file is a test failure (`npm run gen`
 * rewrites it). The emulator's control API is in controlOpenapi.ts.
 */

/** Largest accepted request body; the emulator's default (spec: not shown, our choice). */
const BODY_LIMIT_BYTES = 1024 * 1024;
/** Longest Idempotency-Key accepted. */
const IDEMPOTENCY_KEY_MAX = 255;

const AUTH_ERRORS: ErrorCase[] = [
  { code: "authentication_required", when: "no Authorization header" },
  { code: "malformed_authorization", when: "the Authorization header is not Basic base64(key_id:key_secret)" },
  { code: "invalid_api_key", when: "unknown key ID or wrong secret (one code for both, so key IDs cannot be probed)" },
  { code: "api_key_revoked", when: "the key was revoked and the revocation has propagated (at most 5 s, spec 3)" },
];
const IDEMPOTENCY_ERRORS: ErrorCase[] = [
  { code: "idempotency_key_reused", when: "the Idempotency-Key was used with a different request (spec 8)" },
  { code: "idempotency_key_in_use", when: "a request with this Idempotency-Key is still in flight; retry after Retry-After" },
];
const RATE_ERRORS: ErrorCase[] = [
  { code: "rate_limited", when: "the account's limit for this operation's group is used up (spec 8); see Retry-After" },
];
const SERVER_ERRORS: ErrorCase[] = [
  { code: "internal_error", when: "the service failed; safe to retry with the same Idempotency-Key" },
  { code: "not_implemented", when: "501: the request method is not one the service implements (or injected)" },
  { code: "service_unavailable", when: "temporarily unavailable (the emulator injects this on request); retry with backoff" },
];
const TIMEOUT: ErrorCase[] = [
  { code: "request_timeout", when: "the request did not arrive in time (or injected); the connection closes; retry" },
];
const TOO_LARGE: ErrorCase[] = [{ code: "payload_too_large", when: `the body is larger than ${BODY_LIMIT_BYTES} bytes` }];
const MEDIA_TYPE: ErrorCase[] = [
  { code: "unsupported_media_type", when: "a body was sent with a Content-Type other than application/json" },
];
const URI_TOO_LONG: ErrorCase[] = [{ code: "uri_too_long", when: "the request target (path and query) is too long" }];
const HEADERS_TOO_LARGE: ErrorCase[] = [{ code: "headers_too_large", when: "the request headers are too large" }];
const HTTPS_REQUIRED: ErrorCase = {
  code: "https_required",
  when: "the request came over plain HTTP (spec 5.2); never redirected",
};
const IP_NOT_ALLOWED: ErrorCase = {
  code: "ip_not_allowed",
  when: "the source address is outside the account's IP allowlist; checked before authentication (spec 5.6)",
};

/** Headers of the service's responses; `required` where every such response carries them. */
const HEADERS: Record<string, Json> = {
  "RateLimit-Limit": {
    description: "Limit of the applicable group, requests per window (spec 8)",
    schema: { type: "integer", minimum: 1 },
    example: RATE_GROUPS.reads.limit,
  },
  "RateLimit-Remaining": {
    description: "Requests remaining in the current window (spec 8); never more than RateLimit-Limit",
    schema: { type: "integer", minimum: 0 },
    example: RATE_GROUPS.reads.limit - 1,
  },
  "RateLimit-Reset": {
    description: "Seconds until the window resets (spec 8)",
    schema: { type: "integer", minimum: 1 },
    example: RATE_WINDOW_MS / 1000,
  },
  "Request-Id": {
    description: "The req_ identifier of this request, also error.request_id",
    schema: { type: "string", pattern: `^${ID_PREFIX.request}` },
    example: exampleId("request"),
  },
  "Account-Id": {
    description: "The account the key belongs to (authenticated responses)",
    schema: { type: "string", pattern: `^${ID_PREFIX.account}` },
    example: exampleId("account"),
  },
  "Retry-After": { description: "Seconds to wait before retrying (spec 7, 8)", schema: { type: "integer", minimum: 1 }, example: 1 },
  "WWW-Authenticate": {
    description: "Basic realm=\"messaging\", charset=\"UTF-8\"",
    schema: { type: "string" },
    example: "Basic realm=\"messaging\", charset=\"UTF-8\"",
  },
};
const required = (name: string) => ({ ...HEADERS[name], required: true });
const ALWAYS = ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Request-Id"];
const COMPONENT_HEADERS: Record<string, Json> = {
  ...Object.fromEntries(ALWAYS.map((h) => [h, required(h)])),
  "Account-Id": required("Account-Id"),
  "Retry-After": required("Retry-After"),
  "WWW-Authenticate": required("WWW-Authenticate"),
  "Idempotent-Replayed": {
    description: "\"true\" when the response is a stored result replayed for a repeated Idempotency-Key",
    schema: { type: "string", enum: ["true"] },
    example: "true",
  },
  Allow: { description: "Methods the path supports (405 responses)", required: true, schema: { type: "string" }, example: "GET, POST" },
};
const COMMON_HEADERS = Object.fromEntries(ALWAYS.map((h) => [h, REF("headers", h)]));

/** Headers of an error response by status, beyond the common ones. */
function errorHeaders(status: string): Json {
  const extra: Json = {};
  if (status === "401") extra["WWW-Authenticate"] = REF("headers", "WWW-Authenticate");
  if (status === "429") extra["Retry-After"] = REF("headers", "Retry-After");
  // 409: only idempotency_key_in_use says when to retry.
  if (status === "409") extra["Retry-After"] = { ...HEADERS["Retry-After"], description: "With idempotency_key_in_use" };
  return { ...COMMON_HEADERS, ...extra };
}

/** Error responses shared by many operations: referenced, not repeated. */
const SHARED_RESPONSES: Record<string, { status: string; cases: ErrorCase[] }> = {
  Unauthorized: { status: "401", cases: AUTH_ERRORS },
  RequestTimeout: { status: "408", cases: TIMEOUT },
  IdempotencyConflict: { status: "409", cases: IDEMPOTENCY_ERRORS },
  PayloadTooLarge: { status: "413", cases: TOO_LARGE },
  UriTooLong: { status: "414", cases: URI_TOO_LONG },
  UnsupportedMediaType: { status: "415", cases: MEDIA_TYPE },
  RateLimited: { status: "429", cases: RATE_ERRORS },
  HeadersTooLarge: { status: "431", cases: HEADERS_TOO_LARGE },
  ServerError: { status: "5XX", cases: SERVER_ERRORS },
};

/** Every status the emulator can send for this operation, with its codes, in status order. */
function serviceErrors(e: Endpoint): Record<string, ErrorCase[]> {
  const write = isWrite(e);
  const errors: Record<string, ErrorCase[]> = {
    400: [
      { code: "invalid_request", when: "a path, query or body field is invalid; param names it, details lists every one" },
      { code: "malformed_request", when: "the request is not valid HTTP/1.1 (framing, encoding)" },
      { code: "missing_host", when: "the request has no Host header" },
      { code: "invalid_header", when: "a request header holds a character HTTP does not allow (a control character such as NUL)" },
      ...(write
        ? [
            { code: "invalid_json", when: "the body is not valid JSON" },
            { code: "invalid_idempotency_key", when: `Idempotency-Key is empty or longer than ${IDEMPOTENCY_KEY_MAX} characters` },
          ]
        : []),
    ],
    401: [...AUTH_ERRORS],
    403: [IP_NOT_ALLOWED, HTTPS_REQUIRED],
    408: [...TIMEOUT],
    414: [...URI_TOO_LONG],
    429: [...RATE_ERRORS],
    431: [...HEADERS_TOO_LARGE],
  };
  if (e.scopes.length > 0) errors[403]!.push({ code: "insufficient_scope", when: `the key holds none of: ${e.scopes.join(", ")}` });
  if (write) Object.assign(errors, { 409: [...IDEMPOTENCY_ERRORS], 413: [...TOO_LARGE], 415: [...MEDIA_TYPE] });
  if (e.params) errors[404] = [{ code: "resource_not_found", when: "no such object in this account and mode" }];
  if (e.query && "shape" in e.query && (e.query as z.ZodObject).shape.cursor) {
    errors[400]!.push({ code: "invalid_cursor", when: "the cursor does not belong to this list" });
  }
  for (const own of e.errors ?? []) {
    const list = (errors[own.status] ??= []);
    if (!list.some((c) => c.code === own.code)) list.push({ code: own.code, when: own.when });
  }
  errors["5XX"] = [...SERVER_ERRORS];
  return errors;
}

function errorResponses(e: Endpoint): Json {
  const responses: Json = {};
  for (const [status, cases] of Object.entries(serviceErrors(e))) {
    const codes = JSON.stringify(cases.map((c) => c.code));
    const shared = Object.entries(SHARED_RESPONSES).find(
      ([, r]) => r.status === status && JSON.stringify(r.cases.map((c) => c.code)) === codes,
    );
    responses[status] = shared ? REF("responses", shared[0]) : errorResponse(cases, errorHeaders(status));
  }
  return responses;
}

function rateLimitExtension(e: Endpoint): Json {
  const groups: readonly RateGroup[] = typeof e.group === "function" ? (e.groups ?? []) : [e.group];
  return {
    "x-rate-limit-group": typeof e.group === "function" ? "depends on the request body" : e.group,
    "x-rate-limit": groups.map((g) => ({
      group: g,
      limit: RATE_GROUPS[g].limit,
      window_seconds: RATE_WINDOW_MS / 1000,
      per: "account",
    })),
  };
}

function serviceOperation(reg: SchemaRegistry, e: Endpoint, tag: string): Json {
  const write = isWrite(e);
  const success = successResponse(reg, e, {
    ...COMMON_HEADERS,
    "Account-Id": REF("headers", "Account-Id"),
    ...(write ? { "Idempotent-Replayed": REF("headers", "Idempotent-Replayed") } : {}),
  });
  const body = requestBody(reg, e.body);
  return {
    operationId: e.id,
    summary: e.summary,
    tags: [tag],
    security: [{ basicAuth: [] }],
    "x-scopes": [...e.scopes],
    "x-scopes-rule": e.scopes.length === 0 ? "any valid key" : "any one of x-scopes grants access",
    ...rateLimitExtension(e),
    "x-idempotent": write,
    parameters: [
      ...parameters(reg, e.params, "path"),
      ...parameters(reg, e.query, "query"),
      ...(write ? [REF("parameters", "Idempotency-Key")] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: { ...success, ...errorResponses(e) },
  };
}

/** One webhooks entry (spec 6): what the service POSTs for this kind and what it expects back. */
function webhook(reg: SchemaRegistry, kind: EventKind): Json {
  return {
    post: {
      operationId: `webhook.${kind}`,
      summary: `${kind}: ${EVENT_DESCRIPTIONS[kind]}`,
      description:
        "POSTed to every enabled endpoint subscribed to this kind. Verify SVC-Signature over the raw body before " +
        "parsing; drop duplicates by SVC-Event-Id; order by occurred_at, not arrival (spec 6).",
      tags: ["webhooks"],
      security: [],
      parameters: Object.entries(DELIVERY_HEADERS).map(([name, h]) => ({
        name,
        in: "header",
        required: h.required,
        description: h.description,
        schema: { type: "string", ...(h.pattern ? { pattern: h.pattern } : {}) },
      })),
      requestBody: { required: true, content: { "application/json": { schema: reg.convert(DELIVERY_BODIES[kind], "output") } } },
      responses: {
        "2XX": { description: "Received: any 2xx within 10 seconds; the body is not read (spec 3, 6)" },
        default: {
          description:
            "Any other status, or no answer within 10 seconds: retried at about 10 s, 1 min, 5 min, 15 min and " +
            "30 min, then undelivered (replayable for 30 days); 24 hours of continuous failure disable the endpoint",
        },
      },
    },
  };
}

const DESCRIPTION = `The messaging service (spec: messaging-api.md) as msgform's emulator serves it. The emulator's
control API has its own document (control.openapi.json).

- HTTPS only (spec 5.2). A plain-HTTP request is refused with 403 \`https_required\` and never
  redirected (no Location header).
- HTTP basic authentication: key ID as user name, key secret as password (spec 5.1). Every
  operation lists the scopes that grant it in \`x-scopes\` (any one suffices; empty: any valid key).
- The IP allowlist (spec 5.6) is checked before authentication: 403 \`ip_not_allowed\`, with
  valid, wrong or missing credentials alike.
- Every response, errors included, carries RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset
  and Request-Id (spec 8). Limits are per account, per group (\`x-rate-limit\` on each operation,
  \`x-rate-limit-groups\` here), in one-second windows. Rejected requests are carried into later
  windows, so tight-loop retries push Retry-After out.
- Writes accept Idempotency-Key (spec 8): results kept 24 h per account and mode; a replay carries
  Idempotent-Replayed: true.
- One error shape everywhere (components.schemas.Error), also for unknown paths (404
  \`route_not_found\`), wrong methods (405 \`method_not_allowed\` with Allow), unparseable paths
  (400 \`invalid_request\`), over-long path parameters (414 \`uri_too_long\`), oversized headers
  (431 \`headers_too_large\`) and non-HTTP input (400 \`malformed_request\`).
- Lists are cursor-paginated; \`limit\` is at most ${MAX_PAGE_SIZE}. Request bodies are at most ${BODY_LIMIT_BYTES} bytes.
- Spec 9: request bodies are strict (unknown fields are rejected); responses and webhook bodies are
  open: clients ignore unknown fields, and every enum lists its known values in
  \`x-extensible-enum\` but accepts any string (new values ship within /v1).
- Webhooks (spec 6): \`webhooks\` has one entry per event kind: the delivery body (the spec 2
  envelope with that kind's data), the delivery headers, and the 2xx the receiver must answer
  within 10 seconds. Fixed signature vectors: webhook-signature.vectors.json.`;

function components(reg: SchemaRegistry): Json {
  return {
    securitySchemes: {
      basicAuth: {
        type: "http",
        scheme: "basic",
        description: "Key ID as user name, key secret as password (spec 5.1). Live keys svc_live_k_/svc_live_s_, test keys svc_test_.",
      },
    },
    schemas: reg.sorted(),
    parameters: {
      "Idempotency-Key": {
        name: "Idempotency-Key",
        in: "header",
        required: false,
        description:
          "A UUID per logical operation (spec 8). Replays the stored result for 24 h; another body with the same key gets 409 idempotency_key_reused.",
        schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
        example: "7c1d3c1e-5f0a-4d39-9d55-0c2f4f0d7a11",
      },
    },
    headers: COMPONENT_HEADERS,
    responses: {
      ...Object.fromEntries(
        Object.entries(SHARED_RESPONSES).map(([name, r]) => [name, errorResponse(r.cases, errorHeaders(r.status))]),
      ),
      RouteNotFound: errorResponse([{ code: "route_not_found", when: "no endpoint has this path; all live under /v1" }], COMMON_HEADERS),
      MethodNotAllowed: errorResponse([{ code: "method_not_allowed", when: "the path exists; Allow lists its methods" }], {
        ...COMMON_HEADERS,
        Allow: REF("headers", "Allow"),
      }),
      HttpsRequired: errorResponse([HTTPS_REQUIRED], COMMON_HEADERS),
    },
  };
}

export function buildOpenApi(): Json {
  return addExamples(buildDocument());
}

function buildDocument(): Json {
  const reg = new SchemaRegistry();
  reg.convert(ErrorBody, "output"); // registers components.schemas.Error (its meta id)
  const paths: Record<string, Json> = {};
  for (const [tag, group] of Object.entries(serviceEndpointGroups)) {
    for (const e of Object.values(group) as Endpoint[]) {
      (paths[e.path] ??= {})[e.method.toLowerCase()] = serviceOperation(reg, e, tag);
    }
  }
  const webhooks = Object.fromEntries(EVENT_KINDS.map((k) => [k, webhook(reg, k)]));
  reg.convert(WebhookDelivery, "output"); // components.schemas.WebhookDelivery: any delivery body, by kind
  return {
    openapi: "3.1.0",
    info: { title: "Messaging service (msgform emulator)", version: "v1", description: DESCRIPTION },
    servers: [
      {
        url: "{base_url}",
        description: "The service; `msgform emulator` prints its base_url",
        variables: { base_url: { default: "https://127.0.0.1:12111" } },
      },
    ],
    security: [{ basicAuth: [] }],
    tags: [
      ...Object.keys(serviceEndpointGroups).map((name) => ({ name })),
      { name: "webhooks", description: "Endpoints, and the deliveries of spec 6 (the webhooks section)" },
    ].filter((t, i, all) => all.findIndex((o) => o.name === t.name) === i),
    paths,
    webhooks,
    components: components(reg),
    "x-rate-limit-groups": Object.fromEntries(
      Object.entries(RATE_GROUPS).map(([g, v]) => [
        g,
        { limit: v.limit, window_seconds: RATE_WINDOW_MS / 1000, per: "account", description: v.description },
      ]),
    ),
    "x-scopes": Object.fromEntries(
      Object.entries(SCOPE_DESCRIPTIONS).map(([scope, description]) => [
        scope,
        { description, source: (SPEC_SCOPES as readonly string[]).includes(scope) ? "spec" : "added" },
      ]),
    ),
  };
}

/** The committed file's exact text. */
export function renderOpenApi(): string {
  return render(buildOpenApi());
}
