import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { isDeepStrictEqual } from "node:util";
import { type Endpoint, isWrite } from "../schema/endpoint";
import type { EmulatorCore, Route } from "./core";
import { ApiError } from "./errors";
import { changesOf } from "./events/changes";
import { newId, PREFIX } from "./ids";
import { commitOutcome } from "./platform/idempotency";
import { checkAllowlist, namedKeyId } from "./platform/ipAllowlist";
import { HTTPS_REQUIRED_BODY } from "./platform/plainHttp";
import {
  allowlistFirst,
  checkRequest,
  connectionAfterError,
  createServiceServer,
  onClientError,
  originForm,
} from "./platform/protocol";
import { errorBody, JSON_TYPE, toApiError } from "./platform/reply";
import { initialState, type PlatformRule, rateHeaders } from "./platform/request";
import { PLATFORM_RULES } from "./platform/rules";
import { tolerantJsonParser } from "./platform/validation";

const toFastifyPath = (p: string) => p.replace(/\{([a-z_]+)\}/g, ":$1");

type Hook = (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => void;
type SendHook = (
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: Error | null, payload: unknown) => void,
) => void;

/**
 * The rules of one stage as one callback-style hook, run in PLATFORM_RULES order (a hook per rule,
 * or a promise per hook per request, costs measurably: bench/README): a rule that answered (an
 * idempotent replay) ends the chain; one that is async is awaited before the next.
 */
function stageHook(core: EmulatorCore, rules: PlatformRule[], e: Endpoint): Hook[] {
  if (rules.length === 0) return [];
  const hook: Hook = (req, reply, done) => {
    const from = (first: number): void => {
      for (let i = first; i < rules.length; i++) {
        let out: unknown;
        try {
          out = rules[i]!.run(core, req, reply, e);
        } catch (err) {
          done(err as Error);
          return;
        }
        if (out === reply) return;
        if (out instanceof Promise) {
          out.then(() => from(i + 1), done);
          return;
        }
      }
      done();
    };
    from(0);
  };
  return [hook];
}

/** The platform rules of one operation as Fastify hooks, one per stage, in PLATFORM_RULES order. */
function hooksFor(core: EmulatorCore, e: Endpoint) {
  const stage = (name: "onRequest" | "preHandler") => PLATFORM_RULES.filter((r) => r.stage(e) === name);
  // A rule sees the responses of the operations it runs on (an idempotent write's, to store it).
  const sends = PLATFORM_RULES.filter(
    (r): r is Required<PlatformRule> => r.onSend !== undefined && r.stage(e) !== undefined,
  );
  const onSend: SendHook[] = sends.length === 0 ? [] : [
    (req, reply, payload, done) => {
      for (const r of sends) r.onSend(core, req, reply, payload);
      done(null, payload);
    },
  ];
  return { onRequest: stageHook(core, stage("onRequest"), e), preHandler: stageHook(core, stage("preHandler"), e), onSend };
}

/**
 * Set to 1 (the project's test runs set it: vitest.config.mts), every response of the service is
 * held to its operation's response schema: it must parse, and parsing must change nothing that is
 * sent (no field stripped, defaulted or transformed), so what is sent without the check is what the
 * schema says. Off by default: on every request it cost about as much as serializing the response
 * (docs/decisions.md, "Response contract").
 */
export const CHECK_RESPONSES_ENV = "MSGFORM_EMULATOR_CHECK_RESPONSES";

/** The response contract check of CHECK_RESPONSES_ENV: throws (a 500) when `result` is not exactly what the schema sends. */
export function checkResponse(e: Endpoint, result: unknown, payload: string): void {
  const out = e.response.safeParse(result);
  if (!out.success) throw new Error(`${e.id} response broke its contract: ${out.error.message}`);
  const sent: unknown = JSON.parse(payload);
  if (!isDeepStrictEqual(sent, JSON.parse(JSON.stringify(out.data)))) {
    throw new Error(`${e.id} response is not what its contract sends (a field its schema strips, defaults or transforms): ${payload}`);
  }
}

/** The operation itself, once every rule passed: its handler, its response contract, its reply. */
function operation(core: EmulatorCore, route: Route, checkResponses: boolean) {
  const e = route.endpoint;
  const answer = (req: FastifyRequest, reply: FastifyReply, result: unknown): undefined => {
    const s = req.svc;
    const payload = JSON.stringify(result);
    if (checkResponses) checkResponse(e, result, payload);
    if (s.faults?.resetAfterCommit) {
      // The operation committed; the client sees only a dropped connection.
      commitOutcome(s, e.status ?? 200, payload);
      reply.hijack();
      req.raw.socket.destroy();
      return undefined;
    }
    reply.code(e.status ?? 200).type(JSON_TYPE).send(payload);
    return undefined;
  };
  // Not an async function: a handler that answers at once is answered without a promise.
  return (req: FastifyRequest, reply: FastifyReply): Promise<undefined> | undefined => {
    const s = req.svc;
    const parts = s.parts!;
    // Each field named, not `...s.parts`: V8 builds an object literal that spreads another on its
    // slow path, which cost more per request than the rest of this function (bench/README).
    const result = route.handler({
      params: parts.params,
      query: parts.query,
      body: parts.body,
      account: s.account!,
      mode: s.key!.mode,
      key: s.key!,
      sourceIp: s.sourceIp,
      requestId: s.requestId,
      required: s.required,
      core,
    });
    return result instanceof Promise ? result.then((r) => answer(req, reply, r)) : answer(req, reply, result);
  };
}

/** 405 with Allow when the path exists under another method (every template it matches counts). */
function notFoundHandler(core: EmulatorCore, routeList: Route[]) {
  const templates = routeList.map(({ endpoint: e }) => ({
    method: e.method,
    pattern: new RegExp(`^${toFastifyPath(e.path).replace(/:[a-z_]+/g, "[^/]+")}/?$`),
  }));
  return async (req: FastifyRequest, reply: FastifyReply) => {
    checkAllowlist(core, namedKeyId(req.svc, req.headers.authorization), req.svc.sourceIp);
    const path = req.url.split("?")[0]!;
    const methods = new Set(templates.filter((tp) => tp.pattern.test(path)).map((tp) => tp.method));
    const method = req.method === "HEAD" ? "GET" : req.method;
    if ([...methods].some((m) => m === method)) {
      // The path exists but not with this trailing slash: no endpoint has one.
      throw new ApiError(404, "route_not_found", `No endpoint ${req.method} ${path}; endpoint paths do not end with '/'.`);
    }
    if (methods.size > 0) {
      const allow = [...methods, ...(methods.has("GET") ? ["HEAD"] : [])].join(", ");
      reply.header("Allow", allow);
      throw new ApiError(405, "method_not_allowed", `${req.method} is not allowed on ${path}; use ${allow}.`);
    }
    throw new ApiError(404, "route_not_found", `No endpoint ${req.method} ${path}. Endpoints live under /v1.`);
  };
}

/**
 * The service API: the platform rules (platform/rules.ts, in the spec's order) as hooks of every
 * route, then the operation. Protocol edges are answered by platform/protocol.ts.
 */
export async function buildServiceApp(core: EmulatorCore, routeList: Route[], tls: { key: string; cert: string }) {
  const app = Fastify({
    serverFactory: (handler) => createServiceServer(core, tls, core.settings, handler),
    logger: false,
    bodyLimit: core.settings.bodyLimitBytes,
    genReqId: () => newId(PREFIX.request),
    requestIdHeader: false,
    return503OnClosing: true,
    forceCloseConnections: true,
    rewriteUrl: (req) => originForm(req.url ?? "/"),
    clientErrorHandler: (err, socket) => onClientError(core, err, socket),
    // Unparseable paths (bad percent-encoding, over-long parameters) get the one error shape too.
    frameworkErrors: (err, rawReq, rawReply) => {
      const req = rawReq as unknown as FastifyRequest;
      const reply = rawReply as unknown as FastifyReply;
      req.svc = initialState(req.method, req.socket.remoteAddress, String(req.id));
      const apiErr = allowlistFirst(core, err, namedKeyId(req.svc, req.headers.authorization), req.svc.sourceIp);
      reply.code(apiErr.status).headers(rateHeaders(core, req.svc)).type(JSON_TYPE);
      void reply.send(errorBody(apiErr, req.svc.requestId));
    },
  });
  tolerantJsonParser(app);
  app.decorateRequest("svc", null as never);

  app.addHook("onRequest", (req, _reply, done) => {
    req.svc = initialState(req.method, req.socket.remoteAddress, String(req.id));
    try {
      checkRequest(req);
    } catch (err) {
      done(allowlistFirst(core, err, namedKeyId(req.svc, req.headers.authorization), req.svc.sourceIp));
      return;
    }
    done();
  });
  // Every response, errors included, carries the rate-limit headers (spec 8) and its request id.
  app.addHook("onSend", (req, reply, payload, done) => {
    req.svc ??= initialState(req.method, req.socket.remoteAddress, String(req.id));
    reply.headers(rateHeaders(core, req.svc));
    done(null, payload);
  });
  app.setErrorHandler((err, req, reply) => {
    const apiErr = toApiError(err);
    if (apiErr.status >= 500 && !(err instanceof ApiError)) {
      process.emitWarning(`emulator internal error on ${req.method} ${req.url}: ${(err as Error).stack}`);
    }
    const answer = () => {
      reply.code(apiErr.status).headers(apiErr.extra.headers ?? {}).type(JSON_TYPE);
      return reply.send(errorBody(apiErr, req.svc?.requestId ?? String(req.id)));
    };
    const bodyRead = connectionAfterError(req, reply);
    if (!bodyRead) return answer();
    // The connection was answered and closed by the protocol layer meanwhile (a broken body).
    return bodyRead.then((open) => (open ? answer() : reply.hijack()));
  });
  app.setNotFoundHandler(notFoundHandler(core, routeList));

  const checkResponses = process.env[CHECK_RESPONSES_ENV] === "1";
  // A change through the service (an apply, a send) is something a watcher may show: written on
  // the write operations' own hook, so that reads run no onResponse hook at all.
  const published: Hook = (_req, _reply, done) => {
    changesOf(core).changed("account");
    done();
  };
  for (const route of routeList) {
    const e = route.endpoint;
    app.route({
      method: e.method,
      url: toFastifyPath(e.path),
      ...hooksFor(core, e),
      onResponse: isWrite(e) ? [published] : [],
      handler: operation(core, route, checkResponses),
    });
  }
  /** Spec 5.2: the answer to a plain-HTTP request on the service port, with the same headers. */
  const refusePlainHttp = (method: string) => {
    const s = initialState(method, undefined);
    return { status: 403, headers: rateHeaders(core, s), body: HTTPS_REQUIRED_BODY(s.requestId) };
  };
  return { app, refusePlainHttp };
}
