import Fastify, { type FastifyError, type FastifyReply } from "fastify";
import type { z } from "zod";
import type { ControlEndpoint } from "../../schema/endpoint";
import { type EmulatorCore, parseRequestParts, type RequestParts } from "../core";
import { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import { errorBody } from "../platform/reply";
import { tolerantJsonParser } from "../platform/validation";
import { changesOf } from "../events/changes";
import { guardRequest } from "./guard";
import { MAX_CHANGE_STREAMS, registerChangeStream } from "./stream";

/** Connections the control listener keeps at once: the change streams' limit and room for requests. */
export const MAX_CONTROL_CONNECTIONS = 4 * MAX_CHANGE_STREAMS;

export interface ControlContext<E extends ControlEndpoint> extends RequestParts<E> {
  core: EmulatorCore;
}

export interface ControlRoute {
  endpoint: ControlEndpoint;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed at definition by controlRoutes()
  handler: (ctx: ControlContext<any>) => unknown;
}

export function controlRoutes<T extends Record<string, ControlEndpoint>>(
  endpoints: T,
  impl: { [K in keyof T]: (ctx: ControlContext<T[K]>) => z.input<T[K]["response"]> | Promise<z.input<T[K]["response"]>> },
): ControlRoute[] {
  return Object.keys(endpoints).map((k) => ({ endpoint: endpoints[k]!, handler: impl[k as keyof T] as never }));
}

/**
 * The control API: plain HTTP on its own loopback listener, outside the service (the instance mounts
 * the console beside it, emulator/console/page.ts). It
 * knows no keys; service credentials sent to it are refused so that nobody mistakes it for the
 * service. Every request passes the guard (guard.ts: own Host and Origin; the token for changes).
 */
export async function buildControlApp(core: EmulatorCore, routeList: ControlRoute[], token: string) {
  const app = Fastify({
    logger: false,
    genReqId: () => newId(PREFIX.request),
    forceCloseConnections: true,
    frameworkErrors: (err, req, reply) => {
      const apiErr = new ApiError(400, "invalid_request", err.message);
      void (reply as unknown as FastifyReply).code(apiErr.status).send(errorBody(apiErr, String(req.id)));
    },
  });
  tolerantJsonParser(app);
  // Connections held open without end (idle sockets, streams) take descriptors the service needs:
  // past this many, the listener closes new ones at once, whoever opens them.
  app.server.maxConnections = MAX_CONTROL_CONNECTIONS;

  app.addHook("onRequest", async (req) => {
    if (req.headers.authorization) {
      throw new ApiError(
        400,
        "control_api_takes_no_credentials",
        "This is the emulator's control API; it takes no service credentials. Service keys are for base_url.",
      );
    }
    guardRequest(req, token);
  });

  app.setErrorHandler((err, req, reply) => {
    const fe = err as FastifyError;
    const apiErr =
      err instanceof ApiError
        ? err
        : fe.statusCode !== undefined && fe.statusCode < 500
          ? new ApiError(fe.statusCode, "invalid_request", fe.message)
          : new ApiError(500, "internal_error", (err as Error).message);
    return reply.code(apiErr.status).send(errorBody(apiErr, String(req.id)));
  });

  app.setNotFoundHandler(async (req) => {
    throw new ApiError(404, "route_not_found", `No control endpoint ${req.method} ${req.url.split("?")[0]}.`);
  });

  // Whatever a change through the control API did, watchers re-read (the clock moved, a fault went).
  app.addHook("onResponse", async (req) => {
    if (req.method !== "GET" && req.method !== "HEAD") changesOf(core).changed(req.url.startsWith("/control/clock") ? "clock" : "account");
  });

  registerChangeStream(app, core);
  for (const { endpoint: e, handler } of routeList) {
    app.route({
      method: e.method,
      url: e.path.replace(/\{([a-z_]+)\}/g, ":$1"),
      handler: async (req, reply) => {
        const result = await handler({
          ...parseRequestParts(e, req),
          core,
        });
        return reply.code(e.status ?? 200).send(e.response.parse(result));
      },
    });
  }
  return app;
}
