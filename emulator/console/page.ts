import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { cookieHolds, cookieName, sameToken } from "../control/guard";
import { ApiError } from "../errors";

/** Where the console lives on the control listener. */
export const CONSOLE_PATH = "/console";

/** The bundled assets, built by `npm run build` (scripts/consoleAssets.ts) next to this module in dist. */
export const ASSET_NAMES = ["console.js", "console.css"] as const;

function assetsDir(): string {
  // Built, this module sits beside its assets; run from the sources (tests), the built copy is used.
  const beside = join(resolve(__dirname), "assets");
  if (existsSync(beside)) return beside;
  // Run from the sources (tests) or from the CLI's bundle (dist/cli/bundle/): the build's, in the package's dist/.
  for (let dir = resolve(__dirname); ; dir = dirname(dir)) {
    const built = join(dir, "dist", "emulator", "console", "assets");
    if (existsSync(built) || dirname(dir) === dir) return built;
  }
}

const SECURITY_HEADERS = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  // The address bar held the token a moment ago: never send it anywhere as a referrer.
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>msgform emulator console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${CONSOLE_PATH}/assets/console.css">
<script defer src="${CONSOLE_PATH}/assets/console.js"></script>
</head>
<body>
<div id="app"><p class="boot">Loading the console…</p></div>
<noscript>The console needs JavaScript; everything it shows is also in the control API.</noscript>
</body>
</html>
`;

/** The console's own pages for a browser it does not let in: styled by the console's stylesheet, no script. */
function gatePage(status: number, title: string, paragraphs: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · msgform emulator console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${CONSOLE_PATH}/assets/console.css">
</head>
<body>
<header class="top"><div class="brand"><strong>msgform</strong> emulator console</div></header>
<main class="gate" id="main">
<p class="gate-status">${status}</p>
<h1>${title}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
</main>
</body>
</html>
`;
}

const HOW_TO_OPEN =
  "Open the console's address as the emulator printed it, with its token: <code>msgform emulator</code> prints it " +
  "(the <code>console_url</code> of its ready line), and so does <code>npm start</code>. " +
  "Opening it signs this browser in to this emulator and takes the token out of the address bar.";

/** 401: no console cookie, or one from another start of the emulator. */
const NOT_SIGNED_IN = gatePage(401, "This browser is not signed in to this emulator", [
  "The console shows an emulator's messages and can change its clock and faults, so it opens only for a browser " +
  "that came through the emulator's own link. This browser has no console cookie for this address, or one from an " +
  "earlier start (each start makes a new token).",
  HOW_TO_OPEN,
]);

/** 403: a token in the address that is not this emulator's. */
const WRONG_TOKEN = gatePage(403, "This link's token is not this emulator's", [
  "The address carried a token, and it is not the running emulator's: it is from an earlier start (each start makes " +
  "a new one) or was cut short when copied. Nothing was changed and this browser was not signed in.",
  HOW_TO_OPEN,
]);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;" })[c]!);

/** 403 from the listener's guard (another Host or Origin): what was refused, and where the console is. */
function refusedPage(message: string): string {
  return gatePage(403, "Refused by the emulator's control listener", [
    escapeHtml(message),
    "The console answers only at the address the emulator printed (<code>http://127.0.0.1:…/console</code> or " +
    "<code>http://localhost:…/console</code>), opened directly in the browser, not through another name or from " +
    "another site. " + HOW_TO_OPEN,
  ]);
}

function send(reply: FastifyReply, status: number, type: string, body: string | Buffer) {
  return reply.code(status).headers({ ...SECURITY_HEADERS, "content-type": type }).send(body);
}

/**
 * The console: GET /console?token=… checks the token, sets it as an HttpOnly, SameSite=Strict
 * cookie for this port and redirects to /console, so the token leaves the address bar and history;
 * GET /console then serves the page to a browser holding the cookie. The assets are the bundles
 * built by `npm run build`, read once.
 */
export function registerConsole(app: FastifyInstance, token: string): void {
  // Its own scope on the listener, beside the control API: refusals of the page read as pages.
  void app.register(async (scope) => consoleRoutes(scope, token));
}

function consoleRoutes(app: FastifyInstance, token: string): void {
  const cache = new Map<string, Buffer>();
  const asset = (name: string): Buffer | undefined => {
    let b = cache.get(name);
    if (b === undefined) {
      const file = join(assetsDir(), name);
      try {
        if (!statSync(file).isFile()) return undefined;
        b = readFileSync(file);
      } catch {
        return undefined;
      }
      cache.set(name, b);
    }
    return b;
  };

  app.setErrorHandler((err, _req, reply) => {
    const status = err instanceof ApiError ? err.status : ((err as { statusCode?: number }).statusCode ?? 500);
    const message = err instanceof Error ? err.message : String(err);
    const body = status === 403 ? refusedPage(message) : gatePage(status, "The console could not answer", [escapeHtml(message)]);
    return send(reply, status, "text/html; charset=utf-8", body);
  });

  app.get(CONSOLE_PATH, (req, reply) => {
    const port = req.socket.localPort ?? 0;
    const query = req.query as Record<string, unknown>;
    if (typeof query.token === "string") {
      if (!sameToken(query.token, token)) return send(reply, 403, "text/html; charset=utf-8", WRONG_TOKEN);
      return reply
        .code(303)
        .headers({
          ...SECURITY_HEADERS,
          "cache-control": "no-store",
          "set-cookie": `${cookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`,
          location: CONSOLE_PATH,
        })
        .send();
    }
    if (!cookieHolds(req.headers.cookie, cookieName(port), token)) {
      return send(reply, 401, "text/html; charset=utf-8", NOT_SIGNED_IN);
    }
    void reply.header("cache-control", "no-store");
    return send(reply, 200, "text/html; charset=utf-8", PAGE);
  });

  app.get(`${CONSOLE_PATH}/assets/:name`, (req, reply) => {
    const name = (req.params as { name: string }).name;
    const body = (ASSET_NAMES as readonly string[]).includes(name) ? asset(name) : undefined;
    if (body === undefined) {
      return send(reply, 404, "text/plain; charset=utf-8", `No console asset ${name}: build it with npm run build.`);
    }
    const type = name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
    return send(reply, 200, type, body);
  });
}
