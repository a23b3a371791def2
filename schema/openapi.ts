import { z } from "zod";
import { ErrorBody, MAX_PAGE_SIZE } from "./common";
import { type ControlEndpoint, type Endpoint, isWrite } from "./endpoint";
import { controlEndpointGroups, serviceEndpointGroups } from "./index";
import { RATE_GROUPS, RATE_WINDOW_MS, type RateGroup, SCOPE_DESCRIPTIONS, SPEC_SCOPES } from "./scopes";

/**
 * The OpenAPI 3.1 document of the service and of the emulator's control API, generated from the
 * zod models (zod 4's native z.toJSONSchema, JSON Schema 2020-12, OpenAPI 3.1's own dialect).
 * Deterministic: the same models always give the same bytes, so a stale committed file is a
 * test failure (`npm run gen` rewrites it).
 */

type Json = Record<string, unknown>;
type Io = "input" | "output";

/** Largest accepted request body; the emulator's default (spec: not shown, our choice). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Longest Idempotency-Key accepted. */
const IDEMPOTENCY_KEY_MAX = 255;

const REF = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Named component schemas, collected from every conversion; one name, one shape. */
class SchemaRegistry {
  readonly schemas: Record<string, Json> = {};

  /** A zod schema as JSON Schema; models with a meta id become components and are referenced. */
  convert(schema: z.ZodType, io: Io): Json {
    const out = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io,
      unrepresentable: "any",
      override: (ctx) => {
        // Responses may grow new fields within /v1 (spec 9.3): only strict objects (request
        // bodies) forbid unknown properties.
        const def = ctx.zodSchema._zod.def as { type: string; catchall?: unknown };
        if (io === "output" && def.type === "object" && def.catchall === undefined) {
          delete ctx.jsonSchema.additionalProperties;
        }
      },
    }) as Json;
    delete out.$schema;
    const defs = (out.$defs ?? {}) as Record<string, Json>;
    delete out.$defs;
    const renames = new Map<string, string>();
    for (const [name, def] of Object.entries(defs)) renames.set(name, this.nameFor(name, def, io));
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node === null || typeof node !== "object") return node;
      const copy: Json = {};
      for (const [k, v] of Object.entries(node)) {
        if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
          const name = v.slice("#/$defs/".length);
          copy[k] = `#/components/schemas/${renames.get(name) ?? name}`;
        } else copy[k] = rewrite(v);
      }
      return copy;
    };
    for (const [name, def] of Object.entries(defs)) this.schemas[renames.get(name)!] = rewrite(def) as Json;
    return rewrite(out) as Json;
  }

  private nameFor(name: string, def: Json, io: Io): string {
    const candidates = [name, io === "input" ? `${name}Input` : `${name}Output`];
    for (let i = 2; ; i++) {
      const c = candidates.shift() ?? `${name}${i}`;
      const existing = this.schemas[c];
      if (existing === undefined || JSON.stringify(existing) === JSON.stringify(this.rewritePreview(def, name, c))) {
        return c;
      }
    }
  }

  /** Refs inside a def point at #/$defs until rewritten; compare with them already rewritten. */
  private rewritePreview(def: Json, from: string, to: string): unknown {
    return JSON.parse(
      JSON.stringify(def).replaceAll(`"#/$defs/${from}"`, `"#/components/schemas/${to}"`).replace(/"#\/\$defs\//g, "\"#/components/schemas/"),
    );
  }
}

/** Path or query parameters from a z.object. */
function parameters(reg: SchemaRegistry, schema: z.ZodType | undefined, where: "path" | "query"): Json[] {
  if (!schema) return [];
  const js = reg.convert(schema, "input");
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

const COMMON_HEADERS = {
  "RateLimit-Limit": REF("headers", "RateLimit-Limit"),
  "RateLimit-Remaining": REF("headers", "RateLimit-Remaining"),
  "RateLimit-Reset": REF("headers", "RateLimit-Reset"),
  "Request-Id": REF("headers", "Request-Id"),
};

interface ErrorCase {
  code: string;
  when: string;
}

function errorResponse(cases: ErrorCase[], extraHeaders: Record<string, unknown> = {}): Json {
  return {
    description: cases.map((c) => `\`${c.code}\`: ${c.when}`).join("; "),
    headers: { ...COMMON_HEADERS, ...extraHeaders },
    content: { "application/json": { schema: REF("schemas", "Error") } },
    "x-error-codes": cases.map((c) => c.code),
  };
}

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
  { code: "service_unavailable", when: "temporarily unavailable (the emulator injects this on request); retry with backoff" },
];
const TOO_LARGE: ErrorCase[] = [{ code: "payload_too_large", when: `the body is larger than ${BODY_LIMIT_BYTES} bytes` }];
const MEDIA_TYPE: ErrorCase[] = [
  { code: "unsupported_media_type", when: "a body was sent with a Content-Type other than application/json" },
];

/** Error responses shared by many operations: referenced, not repeated. */
const SHARED_RESPONSES: Record<string, { status: string; cases: ErrorCase[]; headers?: Record<string, unknown> }> = {
  Unauthorized: { status: "401", cases: AUTH_ERRORS, headers: { "WWW-Authenticate": REF("headers", "WWW-Authenticate") } },
  IdempotencyConflict: { status: "409", cases: IDEMPOTENCY_ERRORS, headers: { "Retry-After": REF("headers", "Retry-After") } },
  PayloadTooLarge: { status: "413", cases: TOO_LARGE },
  UnsupportedMediaType: { status: "415", cases: MEDIA_TYPE },
  RateLimited: { status: "429", cases: RATE_ERRORS, headers: { "Retry-After": REF("headers", "Retry-After") } },
  ServerError: { status: "5XX", cases: SERVER_ERRORS },
};

/** Errors every service operation can return, by status, before its own. */
function serviceErrors(e: Endpoint): Record<string, ErrorCase[]> {
  const errors: Record<string, ErrorCase[]> = {
    400: [
      { code: "invalid_request", when: "a path, query or body field is invalid; param names it, details lists every one" },
    ],
    401: [...AUTH_ERRORS],
    403: [
      { code: "ip_not_allowed", when: "the source address is outside the account's IP allowlist; checked before authentication (spec 5.6)" },
    ],
    429: [...RATE_ERRORS],
  };
  if (e.scopes.length > 0) {
    errors[403]!.push({ code: "insufficient_scope", when: `the key holds none of: ${e.scopes.join(", ")}` });
  }
  if (isWrite(e)) {
    errors[400]!.push(
      { code: "invalid_json", when: "the body is not valid JSON" },
      { code: "invalid_idempotency_key", when: `Idempotency-Key is empty or longer than ${IDEMPOTENCY_KEY_MAX} characters` },
    );
    errors[409] = [...IDEMPOTENCY_ERRORS];
    errors[413] = [...TOO_LARGE];
    errors[415] = [...MEDIA_TYPE];
  }
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

function requestBody(reg: SchemaRegistry, schema: z.ZodType | undefined): Json | undefined {
  if (!schema) return undefined;
  // An absent body is read as {}: the body is optional exactly when {} is valid.
  return {
    required: !schema.safeParse({}).success,
    content: { "application/json": { schema: reg.convert(schema, "input") } },
  };
}

function successResponse(reg: SchemaRegistry, e: ControlEndpoint, headers: Record<string, unknown>): Json {
  return {
    [String(e.status ?? 200)]: {
      description: e.summary,
      headers,
      content: { "application/json": { schema: reg.convert(e.response, "output") } },
    },
  };
}

function serviceOperation(reg: SchemaRegistry, e: Endpoint, tag: string): Json {
  const write = isWrite(e);
  const errors = serviceErrors(e);
  const responses: Json = {
    ...successResponse(reg, e, {
      ...COMMON_HEADERS,
      "Account-Id": REF("headers", "Account-Id"),
      ...(write ? { "Idempotent-Replayed": REF("headers", "Idempotent-Replayed") } : {}),
    }),
  };
  for (const [status, cases] of Object.entries(errors)) {
    const codes = JSON.stringify(cases.map((c) => c.code));
    const shared = Object.entries(SHARED_RESPONSES).find(
      ([, r]) => r.status === status && JSON.stringify(r.cases.map((c) => c.code)) === codes,
    );
    const extra: Json = {};
    if (status === "401") extra["WWW-Authenticate"] = REF("headers", "WWW-Authenticate");
    if (status === "429" || status === "409") extra["Retry-After"] = REF("headers", "Retry-After");
    responses[status] = shared ? REF("responses", shared[0]) : errorResponse(cases, extra);
  }
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
    responses,
  };
}

function controlOperation(reg: SchemaRegistry, e: ControlEndpoint): Json {
  const responses: Json = { ...successResponse(reg, e, {}) };
  const bad: ErrorCase[] = [
    { code: "invalid_request", when: "a field is invalid; param names it" },
    { code: "control_api_takes_no_credentials", when: "an Authorization header was sent: service keys are refused here" },
  ];
  responses["400"] = { ...errorResponse(bad), headers: {} };
  if (e.params) {
    responses["404"] = { ...errorResponse([{ code: "resource_not_found", when: "no such object" }]), headers: {} };
  }
  const body = requestBody(reg, e.body);
  return {
    operationId: e.id,
    summary: e.summary,
    tags: ["control"],
    servers: [{ url: "{control_url}", variables: { control_url: { default: "http://127.0.0.1:12112" } } }],
    security: [],
    "x-control-api": true,
    parameters: [...parameters(reg, e.params, "path"), ...parameters(reg, e.query, "query")],
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const DESCRIPTION = `The messaging service (spec: messaging-api.md) as msgform's emulator serves it, plus the
emulator's control API (tag "control", its own plain-HTTP loopback listener, no credentials).

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
- Clients ignore unknown response fields and tolerate new enum values (spec 9.3).`;

export function buildOpenApi(): Json {
  const reg = new SchemaRegistry();
  reg.convert(ErrorBody, "output"); // registers components.schemas.Error (its meta id)
  const paths: Record<string, Json> = {};
  const add = (path: string, method: string, op: Json) => {
    (paths[path] ??= {})[method.toLowerCase()] = op;
  };
  for (const [tag, group] of Object.entries(serviceEndpointGroups)) {
    for (const e of Object.values(group) as Endpoint[]) add(e.path, e.method, serviceOperation(reg, e, tag));
  }
  for (const group of Object.values(controlEndpointGroups)) {
    for (const e of Object.values(group) as ControlEndpoint[]) add(e.path, e.method, controlOperation(reg, e));
  }
  const sortedSchemas = Object.fromEntries(Object.entries(reg.schemas).sort(([a], [b]) => (a < b ? -1 : 1)));
  return {
    openapi: "3.1.0",
    info: {
      title: "Messaging service (msgform emulator)",
      version: "v1",
      description: DESCRIPTION,
    },
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
      { name: "control", description: "The emulator's control API: not part of the service" },
    ],
    paths,
    components: {
      securitySchemes: {
        basicAuth: {
          type: "http",
          scheme: "basic",
          description: "Key ID as user name, key secret as password (spec 5.1). Live keys svc_live_k_/svc_live_s_, test keys svc_test_.",
        },
      },
      schemas: sortedSchemas,
      parameters: {
        "Idempotency-Key": {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "A UUID per logical operation (spec 8). Replays the stored result for 24 h; another body with the same key gets 409 idempotency_key_reused.",
          schema: { type: "string", minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
        },
      },
      headers: {
        "RateLimit-Limit": { description: "Limit of the applicable group, requests per window (spec 8)", schema: { type: "integer" } },
        "RateLimit-Remaining": { description: "Requests remaining in the current window (spec 8)", schema: { type: "integer" } },
        "RateLimit-Reset": { description: "Seconds until the window resets (spec 8)", schema: { type: "integer", minimum: 1 } },
        "Request-Id": { description: "The req_ identifier of this request, also error.request_id", schema: { type: "string" } },
        "Account-Id": { description: "The account the key belongs to (authenticated responses)", schema: { type: "string" } },
        "Retry-After": { description: "Seconds to wait before retrying (spec 7, 8)", schema: { type: "integer", minimum: 1 } },
        "Idempotent-Replayed": {
          description: "\"true\" when the response is a stored result replayed for a repeated Idempotency-Key",
          schema: { type: "string", enum: ["true"] },
        },
        "WWW-Authenticate": { description: "Basic realm=\"messaging\", charset=\"UTF-8\"", schema: { type: "string" } },
        Allow: { description: "Methods the path supports (405 responses)", schema: { type: "string" } },
      },
      responses: {
        ...Object.fromEntries(
          Object.entries(SHARED_RESPONSES).map(([name, r]) => [name, errorResponse(r.cases, r.headers ?? {})]),
        ),
        RouteNotFound: errorResponse([{ code: "route_not_found", when: "no endpoint has this path; all live under /v1" }]),
        MethodNotAllowed: errorResponse([{ code: "method_not_allowed", when: "the path exists; Allow lists its methods" }], {
          Allow: REF("headers", "Allow"),
        }),
        HttpsRequired: errorResponse([{ code: "https_required", when: "the request came over plain HTTP (403, never redirected)" }]),
      },
    },
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
  return JSON.stringify(buildOpenApi(), null, 2) + "\n";
}
