import { createServer, type Server as HttpServer } from "node:http";
import { createServer as createNetServer, type Server, type Socket } from "node:net";
import { JSON_TYPE, rawReply } from "./reply";

/** The first byte of every TLS connection: a handshake record. */
const TLS_HANDSHAKE = 0x16;

export const HTTPS_REQUIRED_BODY = (requestId: string) =>
  JSON.stringify({
    error: {
      code: "https_required",
      message: "Only HTTPS is accepted: the request was refused and not redirected. Use https://.",
      request_id: requestId,
    },
  });

/**
 * One port for both: TLS connections go to the service, plain-HTTP ones to a refuser that answers
 * 403 https_required with no Location header (spec 5.2: refused, not redirected).
 */
export function dualListener(
  tlsServer: Server,
  refuse: (method: string) => { status: number; headers: Record<string, string>; body: string },
): { server: Server; sockets: Set<Socket> } {
  const sockets = new Set<Socket>();
  const plain: HttpServer = createServer((req, res) => {
    const out = refuse(req.method ?? "GET");
    res.writeHead(out.status, { ...out.headers, "Content-Type": JSON_TYPE, Connection: "close" });
    res.end(out.body);
  });
  // Bytes that are neither TLS nor parseable HTTP get the same refusal (Node's default would be a
  // bare 400 without the headers every response carries).
  plain.on("clientError", (err: Error & { code?: string }, socket: Socket) => {
    if (err.code === "ECONNRESET") return;
    const out = refuse("GET");
    rawReply(socket, out.status, out.headers, out.body);
  });
  // noDelay as http.Server sets it: with Nagle's algorithm a small response waits for the ACK of
  // the previous one (delayed up to 40 ms by the client's delayed ACK).
  const server = createNetServer({ pauseOnConnect: false, noDelay: true }, (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.once("readable", () => {
      const first = socket.read(1) as Buffer | null;
      if (first === null) return;
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? tlsServer : plain).emit("connection", socket);
    });
  });
  return { server, sockets };
}
