import { randomBytes, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import { ApiError } from "../errors";

/** The header a script sends the control token in (the ready line's control_token). */
export const TOKEN_HEADER = "x-msgform-control-token";

/** A fresh control token: 32 random bytes, URL-safe. */
export function newControlToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The console's cookie: one name per port, since browsers share cookies between the ports of a host
 * (two emulators on 127.0.0.1 would otherwise overwrite each other's).
 */
export function cookieName(port: number): string {
  return `msgform_console_${port}`;
}

export function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

/**
 * The Host header's name when it is one the listener answers to: an IP address or `localhost`, with
 * the port the request came in on. A DNS name (what a rebinding attack uses: evil.example resolved
 * to 127.0.0.1) is refused.
 */
export function ownHost(req: Pick<FastifyRequest, "headers" | "socket">): string | undefined {
  const host = req.headers.host;
  if (host === undefined) return undefined;
  const m = /^(\[[0-9a-fA-F:.]+\]|[^:[\]]+):([0-9]{1,5})$/.exec(host);
  if (!m) return undefined;
  const name = m[1]!.toLowerCase();
  if (Number(m[2]) !== req.socket.localPort) return undefined;
  const bare = name.startsWith("[") ? name.slice(1, -1) : name;
  return name === "localhost" || isIP(bare) !== 0 ? host.toLowerCase() : undefined;
}

const refuse = (code: string, message: string) => new ApiError(403, code, message);

/**
 * The control listener's guard, run before every request (page, assets and control API alike):
 * the Host must be the listener's own (no DNS rebinding), an Origin must be its own origin (no
 * page from elsewhere: a cross-site form post or fetch), and a request that changes anything must
 * carry the control token, in the x-msgform-control-token header (scripts) or in the console's
 * cookie, which the browser sends with an Origin the guard has checked.
 */
export function guardRequest(req: FastifyRequest, token: string): void {
  const host = ownHost(req);
  if (host === undefined) {
    throw refuse(
      "control_host_refused",
      "This is the emulator's control listener: it answers only to its own address (an IP address or localhost, " +
      "with its port) in the Host header.",
    );
  }
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`) {
    throw refuse("control_origin_refused", "Requests from another origin are refused by the emulator's control listener.");
  }
  if (req.headers["sec-fetch-site"] === "cross-site") {
    throw refuse("control_origin_refused", "Cross-site requests are refused by the emulator's control listener.");
  }
  if (req.method === "GET" || req.method === "HEAD") return;
  const header = req.headers[TOKEN_HEADER];
  if (typeof header === "string") {
    if (sameToken(header, token)) return;
    throw refuse("control_token_invalid", `The ${TOKEN_HEADER} header does not hold this emulator's control token.`);
  }
  const cookie = cookieValue(req.headers.cookie, cookieName(req.socket.localPort ?? 0));
  if (origin !== undefined && sameToken(cookie, token)) return;
  throw refuse(
    "control_token_required",
    `A request that changes the emulator needs its control token: the ${TOKEN_HEADER} header with the ready ` +
    "line's control_token, or the console opened from its printed console_url.",
  );
}
