import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Endpoint } from "../schema/endpoint";
import { isWrite } from "../schema/endpoint";
import type { RateGroup } from "../schema/scopes";
import type { EmulatorCore, Route } from "./core";
import { ApiError, validationError } from "./errors";
import { newId, PREFIX } from "./ids";
import { invalidKey, parseBasic, revokedKey } from "./platform/auth";
import type { FaultPlan } from "./platform/faults";
import { fingerprint } from "./platform/idempotency";
import { isAllowed, normalizeAddress } from "./platform/ipAllowlist";
import type { RateDecision } from "./platform/rateLimit";
import type { Account, KeyRecord } from "./state";

interface RequestState {
  requestId: string;
  sourceIp: string;
  group: RateGroup;
  account?: Account;
  key?: KeyRecord;
  rate?: RateDecision;
  faults?: FaultPlan;
}

declare module "fastify" {
  interface FastifyRequest {
    svc: RequestState;
  }
}

export function errorBody(err: ApiError, requestId: string) {
  return {
    error: {
      code: err.code,
      message: err.message,
      request_id: requestId,
      ...(err.extra.param !== undefined ? { param: err.extra.param } : {}),
      ...(err.extra.details !== undefined ? { details: err.extra.details } : {}),
    },
  };
}

/** Maps anything thrown to the service's one error shape; bad input is never a 5xx. */
function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError;
  switch (fe.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new ApiError(415, "unsupported_media_type", "Send request bodies as JSON with Content-Type: application/json.");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new ApiError(413, "payload_too_large", `The request body is larger than the service accepts.`);
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new ApiError(400, "invalid_json", "Content-Type is application/json but the body is empty.");
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return new ApiError(400, "invalid_request", "The Content-Length header does not match the body.");
  }
  if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (err instanceof SyntaxError || /JSON/i.test(fe.message)) {
      return new ApiError(400, "invalid_json", `The request body is not valid JSON: ${fe.message}`);
    }
    return new ApiError(fe.statusCode, "invalid_request", fe.message);
  }
  return new ApiError(500, "internal_error", "The service failed to process the request.");
}

function parsePart<T extends z.ZodType | undefined>(
  schema: T,
  value: unknown,
  where: "body" | "query" | "path",
): T extends z.ZodType ? z.output<T> : undefined {
  if (!schema) return undefined as never;
  const r = schema.safeParse(value);
  if (!r.success) throw validationError(where, r.error);
  return r.data as never;
}

const toFastifyPath = (p: string) => p.replace(/\{([a-z_]+)\}/g, ":$1");

function groupOf(e: Endpoint, body: unknown): RateGroup {
  return typeof e.group === "function" ? e.group(body) : e.group;
}

/**
 * The service API. The spec's order of concerns reads off the hooks of every route:
 * IP allowlist (before authentication, spec 5.6), authentication (spec 5.1), scope (spec 5.4),
 * then rate limit (spec 8), injected faults, validation and idempotency (spec 8) in the handler.
 */
export async function buildServiceApp(core: EmulatorCore, routeList: Route[], tls: { key: string; cert: string }) {
  const app = Fastify({
    https: tls,
    logger: false,
    bodyLimit: core.settings.bodyLimitBytes,
    genReqId: () => newId(PREFIX.request),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: true,
  });
  app.removeContentTypeParser("text/plain");
  app.decorateRequest("svc", null as unknown as RequestState);

  const methodsByPath: { pattern: RegExp; methods: Set<string> }[] = [];

  app.addHook("onRequest", async (req) => {
    req.svc = {
      requestId: String(req.id),
      sourceIp: normalizeAddress(req.socket.remoteAddress),
      group: req.method === "GET" ? "reads" : "writes",
    };
  });

  // Every response, errors included, carries the rate-limit headers (spec 8) and its request id.
  app.addHook("onSend", async (req, reply, payload) => {
    const s = req.svc;
    const rate = s.rate ?? core.rate.peek(s.account?.id ?? core.state.primaryAccount()?.id, s.group);
    reply.header("RateLimit-Limit", String(rate.limit));
    reply.header("RateLimit-Remaining", String(rate.remaining));
    reply.header("RateLimit-Reset", String(rate.resetSeconds));
    reply.header("Request-Id", s.requestId);
    if (s.account) reply.header("Account-Id", s.account.id);
    return payload;
  });

  app.setErrorHandler((err, req, reply) => {
    const apiErr = toApiError(err);
    if (apiErr.status >= 500 && !(err instanceof ApiError)) {
      process.emitWarning(`emulator internal error on ${req.method} ${req.url}: ${(err as Error).stack}`);
    }
    reply.code(apiErr.status).headers(apiErr.extra.headers ?? {}).type("application/json; charset=utf-8");
    return reply.send(errorBody(apiErr, req.svc?.requestId ?? String(req.id)));
  });

  app.setNotFoundHandler(async (req, reply) => {
    checkAllowlist(req);
    const path = req.url.split("?")[0]!;
    const match = methodsByPath.find((m) => m.pattern.test(path));
    if (match) {
      const allow = [...match.methods].join(", ");
      reply.header("Allow", allow);
      throw new ApiError(405, "method_not_allowed", `${req.method} is not allowed on ${path}; use ${allow}.`);
    }
    throw new ApiError(404, "route_not_found", `No endpoint ${req.method} ${path}. Endpoints live under /v1.`);
  });

  /** Spec 5.6: the account's allowlist, checked before the secret. */
  function checkAllowlist(req: FastifyRequest) {
    const s = req.svc;
    let keyId: string | undefined;
    try {
      keyId = parseBasic(req.headers.authorization).keyId;
    } catch {
      keyId = undefined;
    }
    const key = keyId ? core.state.keys.get(keyId) : undefined;
    // The key id names the account; a request that names no known key is held to the primary
    // account's list, as a deployment's own hostname would be.
    const account = key ? core.state.accounts.get(key.accountId) : core.state.primaryAccount();
    if (account && !isAllowed(account.allowlist, s.sourceIp)) {
      throw new ApiError(403, "ip_not_allowed", `Requests from ${s.sourceIp} are not in this account's IP allowlist.`);
    }
  }

  function authenticate(req: FastifyRequest) {
    const s = req.svc;
    const creds = parseBasic(req.headers.authorization);
    const key = core.state.verifyKey(creds.keyId, creds.secret);
    if (!key) throw invalidKey();
    if (key.revocationEffectiveAt !== null && core.clock.now() >= key.revocationEffectiveAt) throw revokedKey(key.id);
    const account = core.state.accounts.get(key.accountId)!;
    key.requestCount++;
    key.lastUsedAt = core.clock.now();
    s.key = key;
    s.account = account;
  }

  function authorize(req: FastifyRequest, e: Endpoint) {
    const key = req.svc.key!;
    if (e.scopes.length > 0 && !e.scopes.some((sc) => key.scopes.includes(sc))) {
      const need = e.scopes.length === 1 ? `the scope ${e.scopes[0]}` : `one of the scopes ${e.scopes.join(", ")}`;
      throw new ApiError(403, "insufficient_scope", `${e.method} ${e.path} needs ${need}; this key has ${key.scopes.join(", ")}.`);
    }
  }

  function rateLimit(req: FastifyRequest, e: Endpoint) {
    const s = req.svc;
    s.group = groupOf(e, req.body);
    const decision = core.rate.take(s.account!.id, s.group);
    s.rate = decision;
    if (!decision.allowed) throw rateLimited(e, s.group, decision.retryAfterSeconds);
  }

  function rateLimited(e: Endpoint, group: RateGroup, retryAfter: number) {
    return new ApiError(
      429,
      "rate_limited",
      `Rate limit for ${group} (${e.method} ${e.path}) exceeded; retry after ${retryAfter} s with backoff and jitter.`,
      { headers: { "Retry-After": String(retryAfter) } },
    );
  }

  async function injectFaults(req: FastifyRequest, e: Endpoint) {
    const s = req.svc;
    const plan = core.faults.plan(e.id, s.account!.id, core.clock.now());
    s.faults = plan;
    if (plan.latencyMs > 0) await new Promise((r) => setTimeout(r, plan.latencyMs));
    if (plan.rateLimited) throw rateLimited(e, s.group, plan.rateLimited.retryAfterSeconds);
    if (plan.error5xx) {
      throw new ApiError(plan.error5xx, "service_unavailable", "The service is temporarily unavailable; retry.");
    }
  }

  async function execute(req: FastifyRequest, reply: FastifyReply, route: Route) {
    const e = route.endpoint;
    const s = req.svc;
    const params = parsePart(e.params, req.params, "path");
    const query = parsePart(e.query, req.query, "query");
    const body = parsePart(e.body, e.body ? (req.body ?? {}) : undefined, "body");
    const idemKey = req.headers["idempotency-key"];
    const idem =
      isWrite(e) && typeof idemKey === "string"
        ? core.idempotency.begin(
            `${s.account!.id}:${s.key!.mode}`,
            idemKey,
            fingerprint(e.method, req.url.split("?")[0]!, req.body),
          )
        : undefined;
    if (idem?.kind === "replay") {
      reply.header("Idempotent-Replayed", "true");
      return reply.code(idem.status).type("application/json; charset=utf-8").send(idem.body);
    }
    let status: number;
    let payload: string;
    try {
      const result = await route.handler({
        params,
        query,
        body,
        account: s.account!,
        mode: s.key!.mode,
        key: s.key!,
        sourceIp: s.sourceIp,
        requestId: s.requestId,
        core,
      });
      const out = e.response.safeParse(result);
      if (!out.success) {
        throw new Error(`${e.id} response broke its contract: ${out.error.message}`);
      }
      status = e.status ?? 200;
      payload = JSON.stringify(out.data);
    } catch (err) {
      const apiErr = toApiError(err);
      idem?.commit(apiErr.status, JSON.stringify(errorBody(apiErr, s.requestId)));
      throw err;
    }
    idem?.commit(status, payload);
    if (s.faults?.resetAfterCommit) {
      // The operation committed; the client sees only a dropped connection.
      reply.hijack();
      req.raw.socket.destroy();
      return reply;
    }
    return reply.code(status).type("application/json; charset=utf-8").send(payload);
  }

  for (const route of routeList) {
    const e = route.endpoint;
    const url = toFastifyPath(e.path);
    const pattern = new RegExp(`^${url.replace(/:[a-z_]+/g, "[^/]+")}/?$`);
    const entry = methodsByPath.find((m) => m.pattern.source === pattern.source);
    if (entry) entry.methods.add(e.method);
    else methodsByPath.push({ pattern, methods: new Set([e.method]) });
    app.route({
      method: e.method,
      url,
      onRequest: [
        async (req) => checkAllowlist(req),
        async (req) => authenticate(req),
        async (req) => authorize(req, e),
      ],
      preHandler: [async (req) => rateLimit(req, e), async (req) => injectFaults(req, e)],
      handler: (req, reply) => execute(req, reply, route),
    });
  }
  return app;
}
