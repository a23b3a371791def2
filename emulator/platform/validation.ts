import type { FastifyInstance } from "fastify";
import { parseRequestParts } from "../core";
import { afterBody, type PlatformRule } from "./request";

/**
 * JSON bodies. An empty body with Content-Type: application/json is no body (many clients send
 * the header on every request, including body-less POSTs such as revoke); anything else must parse.
 * Prototype poisoning is refused, as by fastify's own parser. Shared by the service and control API.
 */
export function tolerantJsonParser(
  app: Pick<FastifyInstance, "getDefaultJsonParser" | "removeContentTypeParser" | "addContentTypeParser">,
) {
  const strict = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("text/plain");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    if ((body as string).trim() === "") return done(null, undefined);
    strict(req, body as string, done);
  });
}

/** The operation's path parameters, query and body against its schemas: 400 naming each field. */
export const validationRule: PlatformRule = {
  spec: "spec 7 request validation",
  stage: afterBody,
  run: (_core, req, _reply, e) => {
    req.svc.parts = parseRequestParts(e, req);
  },
};
