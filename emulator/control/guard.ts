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

/**
 * Whether some cookie named `name` in a Cookie header holds `token`. Every cookie of that name is
 * tried, not only the first: cookies are not kept apart by port (RFC 6265, section 8.5), so a page
 * on another port of this host can set one of our name with a narrower path, which the browser then
 * sends first (cookie tossing); its value is not the token, ours still is.
 */
export function cookieHolds(header: string | undefined, name: string, token: string): boolean {
  let found = false;
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    // No early return: the time taken does not tell which cookie matched.
    if (i > 0 && part.slice(0, i).trim() === name && sameToken(part.slice(i + 1).trim(), token)) found = true;
  }
  return found;
}

/**
 * The Host header's name when it is one the listener answers to: an IP address or `localhost`, with
 * the port the request came in on. A DNS name (what a rebinding attack uses: evil.example resolved
 * to 127.0.0.1) is refused.
 */
function ownHost(req: Pick<FastifyRequest, "headers" | "socket">): string | undefined {
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
 * The routes that answer without the token: the console's sign-in page (it checks the token in its
 * address or cookie itself, and otherwise says how to open it) and its scripts and styles, which hold
 * no data. Judged by the route the request matched, so no spelling of a path reaches another route.
 */
const OPEN_ROUTES: ReadonlySet<string> = new Set(["/console", "/console/assets/:name"]);

/**
 * The control listener's guard, run before every request (page, assets and control API alike):
 * the Host must be the listener's own (no DNS rebinding), an Origin must be its own origin (no
 * page from elsewhere: a cross-site form post or fetch), and every request but the console's
 * sign-in page and assets, reads and the change stream as much as changes, must carry the control
 * token: in the x-msgform-control-token header (scripts), or in the console's cookie on a request
 * the browser marks as coming from the console's own origin (`Origin`, or `Sec-Fetch-Site:
 * same-origin` on a read, where browsers send no Origin).
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
  const site = req.headers["sec-fetch-site"];
  if (site === "cross-site") {
    throw refuse("control_origin_refused", "Cross-site requests are refused by the emulator's control listener.");
  }
  if ((req.method === "GET" || req.method === "HEAD") && OPEN_ROUTES.has(req.routeOptions.url ?? "")) return;
  const header = req.headers[TOKEN_HEADER];
  if (header !== undefined) {
    if (typeof header === "string" && sameToken(header, token)) return;
    throw refuse("control_token_invalid", `The ${TOKEN_HEADER} header does not hold this emulator's control token.`);
  }
  const fromOwnPage = origin !== undefined || site === "same-origin";
  if (fromOwnPage && cookieHolds(req.headers.cookie, cookieName(req.socket.localPort ?? 0), token)) return;
  throw refuse(
    "control_token_required",
    `The emulator's control API needs its control token, for reads and changes alike: the ${TOKEN_HEADER} header ` +
    "with the ready line's control_token, or the console opened from its printed console_url.",
  );
}
