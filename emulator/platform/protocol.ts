import { createServer, type Server } from "node:https";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { checkAllowlist } from "./ipAllowlist";
import { errorBody, rawReply, toApiError } from "./reply";
import { initialState, rateHeaders } from "./request";

/**
 * HTTP/1.1 edges: every request that reaches the server is answered in the error shape with the
 * RateLimit and Request-Id headers, whether or not it parses (docs/decisions.md).
 */

/** Request headers (names, values and their separators): larger is 431. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** Longest request target: longer is 414. */
export const MAX_URL_LENGTH = 8 * 1024;
/**
 * What Node's parser reads before giving up (request line and headers together). Below it the
 * two limits above are checked exactly (checkRequest); above it, parseOverflow tells which it was.
 */
const PARSER_HEADER_BYTES = 64 * 1024;
/**
 * Bodies over the limit are still read (and discarded) up to this size before the connection is
 * reused, so that the client reads its 413 instead of a TCP reset; beyond it the connection closes.
 */
export const MAX_DRAINED_BODY = 64 * 1024 * 1024;

export interface ProtocolSettings {
  /** A request's headers must arrive within this time (slowloris): then 408 and close. */
  headersTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this time: then 408 and close. */
  requestTimeoutMs: number;
}

/** Methods the service does not serve are a client error (4xx), like any method a path lacks. */
const notAllowed = (why: string) =>
  new ApiError(405, "method_not_allowed", `${why} The service answers GET, HEAD, POST, PUT, PATCH and DELETE.`);

const uriTooLong = () =>
  new ApiError(414, "uri_too_long", `The request target is longer than ${MAX_URL_LENGTH} characters.`);

/**
 * Spec 5.6 puts the allowlist before everything: a caller outside it learns nothing but 403
 * ip_not_allowed, however malformed or oversized its request (docs/decisions.md, protocol edges).
 * So every protocol error is first held against the allowlist of the account the request names
 * (the primary account's when no key id could be read).
 */
export function allowlistFirst(core: EmulatorCore, err: unknown, keyId: string | undefined, ip: string): ApiError {
  try {
    checkAllowlist(core, keyId, ip);
  } catch (e) {
    return toApiError(e);
  }
  return toApiError(err);
}

/** Answers on a bare socket: the allowlist first (spec 5.6), then the protocol error itself. */
function replyOnSocket(core: EmulatorCore, socket: Socket, err: ApiError): void {
  const s = initialState("GET", socket.remoteAddress);
  const apiErr = allowlistFirst(core, err, undefined, s.sourceIp);
  rawReply(socket, apiErr.status, rateHeaders(core, s), JSON.stringify(errorBody(apiErr, s.requestId)));
}

/** Sockets whose request line has ended (a CRLF arrived): an overflow after that is the headers'. */
const lineEnded = new WeakSet<Socket>();

function watchRequestLine(socket: Socket): void {
  const onData = (chunk: Buffer) => {
    if (!chunk.includes("\r\n")) return;
    lineEnded.add(socket);
    socket.off("data", onData);
  };
  socket.on("data", onData);
}

function parseOverflow(socket: Socket): ApiError {
  if (!lineEnded.has(socket)) return uriTooLong();
  return new ApiError(431, "headers_too_large", `The request headers are larger than ${MAX_HEADER_BYTES} bytes.`);
}

const malformed = () => new ApiError(400, "malformed_request", "The request is not valid HTTP/1.1.");
const invalidHeader = () =>
  new ApiError(400, "invalid_header", "A request header has a character HTTP does not allow (a control character such as NUL).");

/** A control character other than the line breaks and tabs HTTP framing uses: what makes a header invalid, not malformed. */
// eslint-disable-next-line no-control-regex
const hasControlChar = (raw: unknown) => Buffer.isBuffer(raw) && /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(raw.toString("latin1"));

function clientErrorOf(err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): ApiError {
  switch (err.code) {
    case "HPE_HEADER_OVERFLOW":
      return parseOverflow(socket);
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new ApiError(408, "request_timeout", "The request was not received in time; the connection is closed.");
    case "HPE_INVALID_METHOD":
      return notAllowed("The request method is not an HTTP method.");
    case "HPE_INVALID_HEADER_TOKEN":
      return hasControlChar(err.rawPacket) ? invalidHeader() : malformed();
    case "HPE_INVALID_CHUNK_SIZE":
    case "HPE_INVALID_TRANSFER_ENCODING":
    case "HPE_UNEXPECTED_CONTENT_LENGTH":
      return new ApiError(400, "malformed_request", `The request body's framing is invalid (${err.code}).`);
    default:
      return malformed();
  }
}

/** Node's own fields: the response a connection writes now (it hands the socket to each queued response in turn), and its parser. */
type PendingResponse = {
  req?: unknown;
  headersSent: boolean;
  once(event: "finish" | "close", listener: () => void): unknown;
};
type HttpSocket = Socket & {
  _httpMessage?: PendingResponse | null;
  parser?: { incoming?: (IncomingMessage & { complete: boolean }) | null } | null;
};

/**
 * Calls `step` with the response this connection writes now, and again after each one finishes,
 * until `step` returns true (done) or none is left (then with undefined). Node assigns the socket
 * to the next queued response in its own "finish" listener, registered before ours.
 */
function eachPendingResponse(socket: HttpSocket, step: (pending: PendingResponse | undefined) => boolean): void {
  const pending = socket._httpMessage ?? undefined;
  if (step(pending) || !pending) return;
  let done = false;
  const next = () => {
    if (done) return;
    done = true;
    eachPendingResponse(socket, step);
  };
  pending.once("finish", next);
  pending.once("close", next);
}

/** Sockets whose broken request is being answered: the parser repeats its error for every later chunk. */
const answering = new WeakSet<Socket>();

/**
 * Bytes that are not valid HTTP never reach a route. They are answered in the error shape and the
 * connection closes, but only in their turn: after the responses owed to the requests before them
 * on this connection (keep-alive or pipelined) have been written. A client that reads an answer
 * and sends its next request at once can make the server parse it before the previous response
 * has finished on the server's side: answering at once wrote the error in the previous request's
 * place, and closing at once (Node's default once a response has begun) left the new request with
 * no answer at all (docs/decisions.md, protocol edges). A body whose framing breaks belongs to a
 * request that reached a route: it is answered by the error only if its own response has not begun.
 */
export function onClientError(core: EmulatorCore, err: Error & { code?: string }, socket: Socket): void {
  if (err.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  if (answering.has(socket)) return;
  answering.add(socket);
  const apiErr = clientErrorOf(err, socket);
  const http = socket as HttpSocket;
  const reading = http.parser?.incoming;
  const inBody = reading && !reading.complete ? reading : undefined;
  eachPendingResponse(http, (pending) => {
    if (!pending) {
      // A broken body whose request was already answered needs no second answer.
      if (inBody) socket.end();
      else replyOnSocket(core, socket, apiErr);
      return true;
    }
    if (!inBody || pending.req !== inBody) return false;
    if (pending.headersSent) return false;
    replyOnSocket(core, socket, apiErr);
    return true;
  });
}

/** The HTTPS server of the service, with the edges above answered. */
export function createServiceServer(
  core: EmulatorCore,
  tls: { key: string; cert: string },
  settings: ProtocolSettings,
  handler: (req: IncomingMessage, res: import("node:http").ServerResponse) => void,
): Server {
  const server = createServer(
    {
      ...tls,
      // A request without Host reaches the service and is answered in the error shape (checkRequest).
      requireHostHeader: false,
      maxHeaderSize: PARSER_HEADER_BYTES,
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, settings.headersTimeoutMs),
    },
    handler,
  );
  // The server never listens itself (platform/plainHttp.ts hands it TLS connections), so Node's
  // tracking of header and request time-outs, which starts on "listening", is started here.
  server.emit("listening");
  // Registered after Node's own listener, so it sees a chunk after the parser did.
  server.on("secureConnection", watchRequestLine);
  // The service is no proxy: CONNECT is answered, not dropped.
  server.on("connect", (_req: IncomingMessage, socket: Socket) =>
    replyOnSocket(core, socket, notAllowed("CONNECT is not allowed: the service is not a proxy.")),
  );
  return server;
}

/** Absolute-form targets (RFC 9112 3.2.2) are served as their path and query. */
export function originForm(url: string): string {
  const m = /^https?:\/\/[^/?#]*([^#]*)/i.exec(url);
  if (!m) return url;
  const rest = m[1]!;
  return rest === "" ? "/" : rest.startsWith("?") ? `/${rest}` : rest;
}

/** Checks a parsed request line and headers: Host present (RFC 9112 3.2), target not over-long. */
export function checkRequest(req: FastifyRequest): void {
  if (req.raw.url !== undefined && req.raw.url.length > MAX_URL_LENGTH) throw uriTooLong();
  let headerBytes = 0;
  for (const h of req.raw.rawHeaders) headerBytes += h.length + 2;
  if (headerBytes > MAX_HEADER_BYTES) {
    throw new ApiError(431, "headers_too_large", `The request headers are larger than ${MAX_HEADER_BYTES} bytes.`);
  }
  const host = req.raw.headers.host;
  if (req.raw.httpVersion !== "1.0" && (host === undefined || host.trim() === "")) {
    throw new ApiError(400, "missing_host", "HTTP/1.1 requests must carry a Host header.");
  }
}

/**
 * An error keeps the connection (fastify closes it after a body it refused): a client still sending
 * would otherwise get a reset instead of its 413, and one that sent a bad body a new TLS handshake.
 * A body not yet read is read and discarded, up to MAX_DRAINED_BODY; a larger one closes.
 */
export function keepConnectionAfterError(req: FastifyRequest, reply: FastifyReply): void {
  if (req.raw.complete) {
    reply.header("Connection", "keep-alive");
    return;
  }
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_DRAINED_BODY) {
    reply.header("Connection", "close");
    return;
  }
  reply.header("Connection", "keep-alive");
  let seen = 0;
  req.raw.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > MAX_DRAINED_BODY) req.raw.socket.destroy();
  });
}
