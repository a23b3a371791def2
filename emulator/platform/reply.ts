import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError } from "fastify";
import { ApiError } from "../errors";

export const JSON_TYPE = "application/json; charset=utf-8";

/** The service's one error shape (spec 7: not shown; README "Spec decisions"). */
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

const FRAMEWORK_ERRORS: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new ApiError(415, "unsupported_media_type", "Send request bodies as JSON with Content-Type: application/json."),
  FST_ERR_CTP_BODY_TOO_LARGE: () =>
    new ApiError(413, "payload_too_large", "The request body is larger than the service accepts."),
  FST_ERR_CTP_EMPTY_JSON_BODY: () =>
    new ApiError(400, "invalid_json", "Content-Type is application/json but the body is empty."),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () =>
    new ApiError(400, "invalid_request", "The Content-Length header does not match the body."),
  FST_ERR_BAD_URL: () => new ApiError(400, "invalid_request", "The request path is not validly percent-encoded."),
  FST_ERR_MAX_PARAM_LENGTH: () =>
    new ApiError(414, "uri_too_long", "A path parameter is longer than any identifier the service issues."),
};

/** Maps anything thrown to the one error shape; bad input is never a 5xx. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError;
  const known = fe.code === undefined ? undefined : FRAMEWORK_ERRORS[fe.code];
  if (known) return known();
  if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (err instanceof SyntaxError || /JSON/i.test(fe.message)) {
      return new ApiError(400, "invalid_json", `The request body is not valid JSON: ${fe.message}`);
    }
    return new ApiError(fe.statusCode, "invalid_request", fe.message);
  }
  return new ApiError(500, "internal_error", "The service failed to process the request.");
}

/**
 * Answers on a bare socket, outside any request object (bytes that are not HTTP, CONNECT, a
 * refused plain-HTTP connection): a complete HTTP/1.1 response, then the connection is closed.
 */
export function rawReply(socket: Socket, status: number, headers: Record<string, string>, body: string): void {
  if (socket.destroyed || !socket.writable) return;
  const all = {
    ...headers,
    "Content-Type": JSON_TYPE,
    "Content-Length": String(Buffer.byteLength(body)),
    Connection: "close",
  };
  const head = Object.entries(all).map(([k, v]) => `${k}: ${v}\r\n`).join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}\r\n${head}\r\n${body}`);
}
