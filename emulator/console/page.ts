import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { cookieName, cookieValue, sameToken } from "../control/guard";

/** Where the console lives on the control listener. */
export const CONSOLE_PATH = "/console";

/** The bundled assets, built by `npm run build` (scripts/consoleAssets.ts) next to this module in dist. */
export const ASSET_NAMES = ["console.js", "console.css"] as const;

export function assetsDir(): string {
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

const NO_TOKEN = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>msgform emulator console</title></head>
<body><h1>Open the console from its printed address</h1>
<p>The emulator printed the console's address, with its token, in its ready line (<code>console_url</code>).
Open that address: it signs this browser in for this emulator.</p></body></html>
`;

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

  app.get(CONSOLE_PATH, (req, reply) => {
    const port = req.socket.localPort ?? 0;
    const query = req.query as Record<string, unknown>;
    if (typeof query.token === "string") {
      if (!sameToken(query.token, token)) return send(reply, 403, "text/html; charset=utf-8", NO_TOKEN);
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
    if (!sameToken(cookieValue(req.headers.cookie, cookieName(port)), token)) {
      return send(reply, 401, "text/html; charset=utf-8", NO_TOKEN);
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
