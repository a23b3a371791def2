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
const MAX_HEADER_BYTES = 16 * 1024;
/** Longest request target: longer is 414. */
const MAX_URL_LENGTH = 8 * 1024;
/**
 * What Node's parser reads before giving up (request line and headers together). Below it the
 * two limits above are checked exactly (checkRequest); above it, parseOverflow tells which it was.
 */
const PARSER_HEADER_BYTES = 64 * 1024;
/**
 * Bodies over the limit are still read (and discarded) up to this size before the connection is
 * reused, so that the client reads its 413 instead of a TCP reset; beyond it the connection closes.
 */
const MAX_DRAINED_BODY = 64 * 1024 * 1024;

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 72_000;

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

const headersTooLarge = () =>
  new ApiError(431, "headers_too_large", `The request headers are larger than ${MAX_HEADER_BYTES} bytes.`);

/** A request line begins with a method token and a space; a header line with its name and a colon. */
const REQUEST_LINE_START = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ /;

/** A byte no request target may hold (RFC 3986 and 9112): outside printable ASCII, a space, a quote. */
const NOT_IN_TARGET = /[^\x21-\x7e]|["<>\\^`{|}]/;

/**
 * How the line the parser stopped in ends, read from `from` on: " HTTP/" ends a request line (the
 * target overflowed), a line break or a byte no target holds makes it a header; undefined when the
 * chunk ends first.
 */
function lineEnding(chunk: Buffer, from: number): ApiError | undefined {
  const text = chunk.toString("latin1", from);
  const m = NOT_IN_TARGET.exec(text);
  if (!m) return undefined;
  const rest = text.slice(m.index);
  if (rest.startsWith(" HTTP/") || (rest.startsWith(" ") && " HTTP/".startsWith(rest))) return uriTooLong();
  return headersTooLarge();
}

/**
 * Which of the two the parser's overflow (over PARSER_HEADER_BYTES) was: the request target (414) or
 * the headers (431). Node reads the connection in C++ (nothing of ours sees each chunk: a listener
 * on the socket's data would move every read of the connection into JavaScript), so this reads the
 * chunk the parser stopped in and where it stopped: the line it stopped in, when that line began in
 * the chunk (a request line begins with a method and a space, a header with its name and a colon);
 * else how that line ends (lineEnding), or a byte before the stop no target may hold. Undefined when
 * the line is longer than the chunk both ways: the next chunks tell (onClientError waits for them).
 */
function parseOverflow(err: { rawPacket?: unknown; bytesParsed?: unknown }): ApiError | undefined {
  if (!Buffer.isBuffer(err.rawPacket)) return headersTooLarge();
  const chunk = err.rawPacket;
  const at = typeof err.bytesParsed === "number" ? Math.min(err.bytesParsed, chunk.length) : chunk.length;
  const before = chunk.toString("latin1", 0, at);
  const lineStart = before.lastIndexOf("\n") + 1;
  if (lineStart > 0) return REQUEST_LINE_START.test(before.slice(lineStart)) ? uriTooLong() : headersTooLarge();
  if (NOT_IN_TARGET.test(before)) return headersTooLarge();
  return lineEnding(chunk, at);
}

/** Sockets whose overflowing line is still being read: each later chunk (the parser repeats its error with it) goes here. */
const overflowing = new WeakMap<Socket, (chunk: Buffer) => void>();
/** How long the rest of an overflowing line may take to tell what it was; then it counts as headers. */
const OVERFLOW_WAIT_MS = 1_000;

/** Calls `answer` with the overflow's error once the chunks tell which it was (or the wait ends). */
function whenOverflowKnown(
  socket: Socket,
  err: { rawPacket?: unknown; bytesParsed?: unknown },
  answer: (e: ApiError) => void,
): void {
  const known = parseOverflow(err);
  if (known) {
    answer(known);
    return;
  }
  let done = false;
  const decide = (e: ApiError) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    overflowing.delete(socket);
    answer(e);
  };
  const timer = setTimeout(() => decide(headersTooLarge()), OVERFLOW_WAIT_MS);
  timer.unref();
  overflowing.set(socket, (chunk) => {
    const e = lineEnding(chunk, 0);
    if (e) decide(e);
  });
  socket.once("end", () => decide(headersTooLarge()));
}

const malformed = () => new ApiError(400, "malformed_request", "The request is not valid HTTP/1.1.");
const invalidHeader = () =>
  new ApiError(400, "invalid_header", "A request header has a character HTTP does not allow (a control character such as NUL).");

/** A control character other than the line breaks and tabs HTTP framing uses: what makes a header invalid, not malformed. */
// eslint-disable-next-line no-control-regex
const hasControlChar = (raw: unknown) => Buffer.isBuffer(raw) && /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(raw.toString("latin1"));

function clientErrorOf(err: Error & { code?: string; rawPacket?: unknown; bytesParsed?: unknown }): ApiError {
  switch (err.code) {
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
export function onClientError(
  core: EmulatorCore,
  err: Error & { code?: string; rawPacket?: unknown; bytesParsed?: unknown },
  socket: Socket,
): void {
  if (err.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  if (answering.has(socket)) {
    const more = overflowing.get(socket);
    if (more && Buffer.isBuffer(err.rawPacket)) more(err.rawPacket);
    return;
  }
  answering.add(socket);
  const http = socket as HttpSocket;
  const reading = http.parser?.incoming;
  const inBody = reading && !reading.complete ? reading : undefined;
  if (err.code === "HPE_HEADER_OVERFLOW") whenOverflowKnown(socket, err, (e) => answerInTurn(core, http, inBody, e));
  else answerInTurn(core, http, inBody, clientErrorOf(err));
}

/** Answers `apiErr` once the responses owed before it on this connection are written (onClientError). */
function answerInTurn(
  core: EmulatorCore,
  socket: HttpSocket,
  inBody: IncomingMessage | undefined,
  apiErr: ApiError,
): void {
  eachPendingResponse(socket, (pending) => {
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
      // Fastify's own default (a server it creates keeps idle connections this long); Node's 5 s
      // made a client that paused for a few seconds pay a new TLS handshake.
      keepAliveTimeout: KEEP_ALIVE_MS,
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

const ambiguous = (why: string) => new ApiError(400, "malformed_request", `The request is ambiguous: ${why}.`);

/** A target's authority with the scheme's default port left out, lower case (`Host: a:443` is `a` over https). */
function authorityOf(authority: string, scheme: string): string {
  const a = authority.toLowerCase();
  const port = scheme === "https" ? ":443" : ":80";
  return a.endsWith(port) ? a.slice(0, -port.length) : a;
}

/**
 * RFC 9112 3.2 and 3.2.2: one Host header, and an absolute-form target naming the same authority as
 * the Host header. A second Host, or a target naming another authority than the Host it came with,
 * makes the request mean two things (a proxy or cache in front may have read the other one): 400,
 * on both listeners. `target` is the request target as received (before absolute-form is rewritten).
 */
export function checkAuthority(raw: IncomingMessage, target: string): void {
  let hosts = 0;
  const names = raw.rawHeaders;
  for (let i = 0; i < names.length; i += 2) {
    if (names[i]!.length === 4 && names[i]!.toLowerCase() === "host") hosts++;
  }
  if (hosts > 1) throw ambiguous("it has more than one Host header (RFC 9112 3.2 allows one)");
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(target);
  if (!m) return;
  const scheme = m[1]!.toLowerCase();
  const authority = m[2]!;
  if (authority.includes("@")) throw ambiguous("its absolute-form target carries user information");
  const host = raw.headers.host;
  if (host !== undefined && authorityOf(authority, scheme) !== authorityOf(host.trim(), scheme)) {
    throw ambiguous(`its target names ${authority} but its Host header ${host.trim()} (RFC 9112 3.2.2: they must agree)`);
  }
}

/** Checks a parsed request line and headers: one Host (RFC 9112 3.2), agreeing with the target, neither over-long. */
export function checkRequest(req: FastifyRequest): void {
  if (req.raw.url !== undefined && req.raw.url.length > MAX_URL_LENGTH) throw uriTooLong();
  let headerBytes = 0;
  for (const h of req.raw.rawHeaders) headerBytes += h.length + 2;
  if (headerBytes > MAX_HEADER_BYTES) throw headersTooLarge();
  const host = req.raw.headers.host;
  if (req.raw.httpVersion !== "1.0" && (host === undefined || host.trim() === "")) {
    throw new ApiError(400, "missing_host", "HTTP/1.1 requests must carry a Host header.");
  }
  checkAuthority(req.raw, req.originalUrl);
}

/** RFC 9112 9.3 and 9.6: the request asked for its connection to close after its answer. */
function wantsClose(req: IncomingMessage): boolean {
  const tokens = (req.headers.connection ?? "").toLowerCase().split(",").map((t) => t.trim());
  if (tokens.includes("close")) return true;
  return req.httpVersion === "1.0" && !tokens.includes("keep-alive");
}

/**
 * After an error the connection stays open (fastify closes it after a body it refused) unless the
 * request asked to close it (RFC 9112 9.6: then it closes after this answer, errors included). A
 * client still sending would otherwise get a reset instead of its 413, and one that sent a bad body
 * a new TLS handshake. A body not yet read is read and discarded first, up to MAX_DRAINED_BODY (a
 * larger one closes), and the answer waits for it: the promise returned resolves once it is read,
 * with whether the answer can still be sent. Answering before would promise a connection that the
 * rest of the body may yet break (a framing error in it closes the connection: it is then answered
 * 400 in this answer's place, platform/protocol.ts onClientError), and closing with bytes unread
 * would reset the connection, and the answer with it.
 */
export function connectionAfterError(req: FastifyRequest, reply: FastifyReply): Promise<boolean> | undefined {
  reply.header("Connection", wantsClose(req.raw) ? "close" : "keep-alive");
  if (req.raw.complete) return undefined;
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_DRAINED_BODY) {
    reply.header("Connection", "close");
    return undefined;
  }
  return new Promise((resolve) => {
    let seen = 0;
    const socket = req.raw.socket;
    req.raw.on("data", (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= MAX_DRAINED_BODY) return;
      // Too much to read: answered now, and the connection closes after the answer.
      reply.header("Connection", "close");
      req.raw.pause();
      resolve(true);
    });
    req.raw.once("end", () => resolve(true));
    req.raw.once("close", () => resolve(socket.writable && !socket.destroyed));
  });
}
