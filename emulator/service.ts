import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Endpoint } from "../schema/endpoint";
import { isWrite } from "../schema/endpoint";
import type { RateGroup } from "../schema/scopes";
import { type EmulatorCore, parseRequestParts, type Route } from "./core";
import { ApiError } from "./errors";
import { newId, PREFIX } from "./ids";
import { invalidKey, parseBasic, revokedKey } from "./platform/auth";
import { fingerprint } from "./platform/idempotency";
import { isAllowed, normalizeAddress } from "./platform/ipAllowlist";
import type { RateDecision } from "./platform/rateLimit";
import type { Account, KeyRecord } from "./state";
import { HTTPS_REQUIRED_BODY } from "./platform/plainHttp";

interface RequestState {
  requestId: string;
  sourceIp: string;
  group: RateGroup;
  account?: Account;
  key?: KeyRecord;
  rate?: RateDecision;
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

function ipNotAllowed(sourceIp: string): ApiError {
  return new ApiError(403, "ip_not_allowed", `Requests from ${sourceIp} are not in this account's IP allowlist.`);
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
    case "FST_ERR_BAD_URL":
      return new ApiError(400, "invalid_request", "The request path is not validly percent-encoded.");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return new ApiError(414, "uri_too_long", "A path parameter is longer than any identifier the service issues.");
  }
  if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (err instanceof SyntaxError || /JSON/i.test(fe.message)) {
      return new ApiError(400, "invalid_json", `The request body is not valid JSON: ${fe.message}`);
    }
    return new ApiError(fe.statusCode, "invalid_request", fe.message);
  }
  return new ApiError(500, "internal_error", "The service failed to process the request.");
}

/**
 * JSON bodies. An empty body with Content-Type: application/json is no body (many clients send
 * the header on every request, including body-less POSTs such as revoke); anything else must parse.
 * Prototype poisoning is refused, as by fastify's own parser.
 */
export function tolerantJsonParser(
  app: Pick<FastifyInstance, "getDefaultJsonParser" | "removeContentTypeParser" | "addContentTypeParser">,
) {
  const strict = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if ((body as string).trim() === "") return done(null, undefined);
    strict(req, body as string, done);
  });
}

const toFastifyPath = (p: string) => p.replace(/\{([a-z_]+)\}/g, ":$1");

function groupOf(e: Endpoint, body: unknown): RateGroup {
  return typeof e.group === "function" ? e.group(body) : e.group;
}

/**
 * The service API. The spec's order of concerns reads off the hooks of every route:
 * IP allowlist (before authentication, spec 5.6), authentication (spec 5.1), scope (spec 5.4),
 * rate limit (spec 8), then in the handler validation, idempotency (spec 8), injected faults and
 * the operation.
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
    // Unparseable paths (bad percent-encoding, over-long parameters) get the one error shape too.
    frameworkErrors: (err, rawReq, rawReply) => {
      const req = rawReq as unknown as FastifyRequest;
      const reply = rawReply as unknown as FastifyReply;
      req.svc = initialState(req);
      let apiErr = toApiError(err);
      try {
        checkAllowlist(req);
      } catch (e) {
        apiErr = toApiError(e);
      }
      setCommonHeaders(req, reply);
      void reply.code(apiErr.status).type("application/json; charset=utf-8").send(errorBody(apiErr, req.svc.requestId));
    },
    // Requests that are not valid HTTP (oversized headers, garbage) never reach a route: answer
    // them in the same shape, with the same headers, before closing the connection.
    clientErrorHandler: (err, socket) => clientError(err, socket),
  });
  app.removeContentTypeParser("text/plain");
  tolerantJsonParser(app);
  app.decorateRequest("svc", null as unknown as RequestState);

  const methodsByPath: { pattern: RegExp; methods: Set<string> }[] = [];

  const readGroup = (method: string): RateGroup => (method === "GET" || method === "HEAD" ? "reads" : "writes");

  function initialState(req: FastifyRequest): RequestState {
    return {
      requestId: String(req.id),
      sourceIp: normalizeAddress(req.socket.remoteAddress),
      group: readGroup(req.method),
    };
  }

  /** Headers every response carries: RateLimit-* (spec 8), Request-Id, and Account-Id once known. */
  function rateHeaders(s: Pick<RequestState, "account" | "group" | "rate" | "requestId">): Record<string, string> {
    const rate = s.rate ?? core.rate.peek(s.account?.id ?? core.state.primaryAccount()?.id, s.group);
    return {
      "RateLimit-Limit": String(rate.limit),
      "RateLimit-Remaining": String(rate.remaining),
      "RateLimit-Reset": String(rate.resetSeconds),
      "Request-Id": s.requestId,
      ...(s.account ? { "Account-Id": s.account.id } : {}),
    };
  }

  function setCommonHeaders(req: FastifyRequest, reply: FastifyReply) {
    req.svc ??= initialState(req);
    reply.headers(rateHeaders(req.svc));
  }

  function clientError(err: Error & { code?: string }, socket: Socket) {
    if (err.code === "ECONNRESET" || socket.destroyed || !socket.writable) return;
    const requestId = newId(PREFIX.request);
    const sourceIp = normalizeAddress(socket.remoteAddress);
    const primary = core.state.primaryAccount();
    let apiErr: ApiError;
    if (primary && !isAllowed(primary.allowlist, sourceIp)) apiErr = ipNotAllowed(sourceIp);
    else if (err.code === "HPE_HEADER_OVERFLOW") {
      apiErr = new ApiError(431, "headers_too_large", "The request headers are larger than the service accepts.");
    } else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
      apiErr = new ApiError(408, "request_timeout", "The request was not received in time.");
    } else apiErr = new ApiError(400, "malformed_request", "The request is not valid HTTP/1.1.");
    const body = JSON.stringify(errorBody(apiErr, requestId));
    const headers = {
      ...rateHeaders({ requestId, group: "reads" }),
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    };
    const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`).join("");
    socket.end(`HTTP/1.1 ${apiErr.status} ${STATUS_CODES[apiErr.status]}\r\n${head}\r\n${body}`);
  }

  app.addHook("onRequest", async (req) => {
    req.svc = initialState(req);
  });

  // Every response, errors included, carries the rate-limit headers (spec 8) and its request id.
  app.addHook("onSend", async (req, reply, payload) => {
    setCommonHeaders(req, reply);
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
    // Every template the path matches counts (/v1/events/replay is POST's own path and GET's
    // /v1/events/{event_id}).
    const methods = new Set(methodsByPath.filter((m) => m.pattern.test(path)).flatMap((m) => [...m.methods]));
    if (methods.size > 0) {
      const allow = [...methods, ...(methods.has("GET") ? ["HEAD"] : [])].join(", ");
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
    if (account && !isAllowed(account.allowlist, s.sourceIp)) throw ipNotAllowed(s.sourceIp);
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

  /**
   * Injected faults (control API), decided once per executed operation: after the idempotency key
   * is taken, so added latency holds the key in flight, and never for a replay.
   */
  async function injectFaults(req: FastifyRequest, e: Endpoint) {
    const s = req.svc;
    const plan = core.faults.plan(e.id, s.account!.id, core.clock.now());
    if (plan.latencyMs > 0) await new Promise((r) => setTimeout(r, plan.latencyMs));
    if (plan.rateLimited) {
      // An injected 429 looks like a real one: nothing remaining in the window.
      if (s.rate) s.rate = { ...s.rate, allowed: false, remaining: 0 };
      throw rateLimited(e, s.group, plan.rateLimited.retryAfterSeconds);
    }
    if (plan.error5xx) {
      const [code, message] =
        plan.error5xx === 408
          ? ["request_timeout", "The service timed out reading the request; retry."]
          : plan.error5xx === 501
            ? ["not_implemented", "The service does not implement this operation."]
            : ["service_unavailable", "The service is temporarily unavailable; retry."];
      throw new ApiError(plan.error5xx, code, message);
    }
    return plan;
  }

  async function execute(req: FastifyRequest, reply: FastifyReply, route: Route) {
    const e = route.endpoint;
    const s = req.svc;
    const { params, query, body } = parseRequestParts(e, req);
    const idemKey = req.headers["idempotency-key"];
    // The fingerprint is of the validated body: what the operation acts on (a body-less endpoint
    // ignores any body it is sent, so it cannot make a retry "different").
    const idem =
      isWrite(e) && typeof idemKey === "string"
        ? core.idempotency.begin(
            `${s.account!.id}:${s.key!.mode}`,
            idemKey,
            fingerprint(e.method, req.url.split("?")[0]!, body),
          )
        : undefined;
    if (idem?.kind === "replay") {
      reply.header("Idempotent-Replayed", "true");
      return reply.code(idem.status).type("application/json; charset=utf-8").send(idem.body);
    }
    let status: number;
    let payload: string;
    let resetAfterCommit: boolean;
    try {
      resetAfterCommit = (await injectFaults(req, e)).resetAfterCommit;
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
    if (resetAfterCommit) {
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
    // A fixed group is charged as soon as the caller is known, so requests that then fail body
    // parsing or validation count too; a group that depends on the body is charged once it is parsed.
    const fixedGroup = typeof e.group !== "function";
    app.route({
      method: e.method,
      url,
      onRequest: [
        async (req) => checkAllowlist(req),
        async (req) => authenticate(req),
        async (req) => authorize(req, e),
        ...(fixedGroup ? [async (req: FastifyRequest) => rateLimit(req, e)] : []),
      ],
      preHandler: fixedGroup ? [] : [async (req) => rateLimit(req, e)],
      handler: (req, reply) => execute(req, reply, route),
    });
  }
  /** Spec 5.2: the answer to a plain-HTTP request on the service port, with the same headers. */
  const refusePlainHttp = (method: string) => {
    const requestId = newId(PREFIX.request);
    return {
      status: 403,
      headers: rateHeaders({ group: readGroup(method), requestId }),
      body: HTTPS_REQUIRED_BODY(requestId),
    };
  };
  return { app, refusePlainHttp };
}
