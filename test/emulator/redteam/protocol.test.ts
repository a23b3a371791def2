import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { basicOf, type RawResult, rawExchange } from "./support";

/**
 * Issue 15.4: every request that reaches the server is answered in the error shape (spec 7) with
 * the RateLimit headers (spec 8) and Request-Id, however broken it is. Raw TLS sockets, so that
 * nothing is fixed up by an HTTP client.
 */

let t: TestEmulator;
let auth: string;

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off", headersTimeoutSeconds: 1 });
  auth = basicOf(t.emu.keys.live);
});
afterAll(async () => t?.close());

function expectRawError(r: RawResult, status: number, code: string): void {
  expect(r.error, `connection error instead of ${status}: ${r.text.slice(0, 200)}`).toBeUndefined();
  expect(r.status, r.text.slice(0, 300)).toBe(status);
  expect(r.headers["content-type"]).toMatch(/^application\/json/);
  expect(r.body?.error?.code, r.text.slice(0, 300)).toBe(code);
  expect(r.body.error.request_id).toMatch(/^req_/);
  expect(r.headers["request-id"]).toBe(r.body.error.request_id);
  for (const h of ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"]) expect(r.headers[h], h).toMatch(/^\d+$/);
}

const get = (target: string, headers = "Host: x\r\n") => `GET ${target} HTTP/1.1\r\n${headers}Authorization: ${auth}\r\n\r\n`;

describe("spec 7, 8 request line and headers", () => {
  it("spec 7: dot-segment and malformed ids are answered in the error shape where they stand, never routed to another path", async () => {
    const cases: [string, string, number, string][] = [
      ["GET", "/v1/keys/..", 404, "resource_not_found"],
      ["GET", "/v1/keys/%2e%2e", 404, "resource_not_found"],
      ["POST", "/v1/events/./replay", 404, "resource_not_found"],
      ["POST", "/v1/events/%2E/replay", 404, "resource_not_found"],
      ["DELETE", "/v1/webhook_endpoints/..", 404, "resource_not_found"],
      ["GET", "/v1/keys/a%2Fb", 404, "resource_not_found"],
      ["GET", "/v1/numbers/%00", 404, "resource_not_found"],
      ["GET", "/v1/../v1/me", 404, "route_not_found"],
      ["GET", "/v1/./me", 404, "route_not_found"],
      ["GET", "/v1/keys/./", 404, "route_not_found"],
    ];
    for (const [method, target, status, code] of cases) {
      const body = method === "GET" ? "" : "Content-Length: 0\r\n";
      const r = await rawExchange(t, [`${method} ${target} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n${body}\r\n`], { stopOnResponse: true });
      expectRawError(r, status, code);
    }
  });

  it("spec 7, 8: an HTTP/1.1 request without Host is 400 missing_host in the error shape (HTTP/1.0 needs none)", async () => {
    expectRawError(await rawExchange(t, [get("/v1/me", "")], { stopOnResponse: true }), 400, "missing_host");
    const old = await rawExchange(t, [`GET /v1/me HTTP/1.0\r\nAuthorization: ${auth}\r\n\r\n`]);
    expect(old.status, old.text).toBe(200);
  });

  it("spec 7, 8: CONNECT is answered 405 method_not_allowed (a client error, never a 5xx), not dropped", async () => {
    const connect = "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n";
    expectRawError(await rawExchange(t, [connect]), 405, "method_not_allowed");
  });

  it("spec 7, 8: a method token HTTP does not know is 405 too; a known method a path lacks is 405 with Allow", async () => {
    expectRawError(await rawExchange(t, [`BREW /v1/me HTTP/1.1\r\nHost: x\r\n\r\n`]), 405, "method_not_allowed");
    for (const m of ["PROPFIND", "TRACE", "OPTIONS"]) {
      const r = await rawExchange(t, [`${m} /v1/me HTTP/1.1\r\nHost: x\r\n\r\n`], { stopOnResponse: true });
      expectRawError(r, 405, "method_not_allowed");
      expect(r.headers.allow).toBe("GET, HEAD");
    }
  });

  it("spec 7: an absolute-form target naming the Host's authority is served as its path (RFC 9112 3.2.2)", async () => {
    const r = await rawExchange(t, [get("https://x/v1/me?x=1")], { stopOnResponse: true });
    expect(r.status, r.text).toBe(200);
    expect(r.body.key_id).toBe(t.emu.keys.live.id);
    const star = await rawExchange(t, ["OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n"], { stopOnResponse: true });
    expectRawError(star, 404, "route_not_found");
  });

  it("spec 7, 8: headers over 16 KiB are 431, whether Node's parser or the service finds it", async () => {
    const big = (n: number) => `X-Big: ${"b".repeat(n)}\r\n`;
    expectRawError(await rawExchange(t, [get("/v1/me", `Host: x\r\n${big(17_000)}`)], { stopOnResponse: true }), 431, "headers_too_large");
    expectRawError(await rawExchange(t, [get("/v1/me", `Host: x\r\n${big(70_000)}`)]), 431, "headers_too_large");
    // Past the parser's limit by more than a read: the line it stops in began in an earlier chunk and goes on after it.
    for (const n of [100_000, 200_000]) expectRawError(await rawExchange(t, [get("/v1/me", `Host: x\r\n${big(n)}`)]), 431, "headers_too_large");
    const many = Array.from({ length: 900 }, (_, i) => `X-H${i}: ${"v".repeat(20)}\r\n`).join("");
    expectRawError(await rawExchange(t, [get("/v1/me", `Host: x\r\n${many}`)], { stopOnResponse: true }), 431, "headers_too_large");
  });

  it("spec 7, 8: a request target over 8 KiB is 414, also when it overflows the parser", async () => {
    expectRawError(await rawExchange(t, [get(`/v1/keys/${"a".repeat(9000)}`)], { stopOnResponse: true }), 414, "uri_too_long");
    expectRawError(await rawExchange(t, [get(`/v1/keys/${"a".repeat(70_000)}`)]), 414, "uri_too_long");
    for (const n of [100_000, 200_000]) expectRawError(await rawExchange(t, [get(`/v1/keys/${"a".repeat(n)}`)]), 414, "uri_too_long");
  });

  it("spec 7, 8: slow headers (slowloris) time out: 408 request_timeout, then the connection closes", async () => {
    const started = performance.now();
    const drip = "GET /v1/me HTTP/1.1\r\nHost: x\r\nX-Slow: ".split("").concat(Array(100).fill("z"));
    const r = await rawExchange(t, drip, { gapMs: 100, closeAfterMs: 15_000 });
    expectRawError(r, 408, "request_timeout");
    // Closed by the server, long before the client would have finished dripping (10 s).
    expect(performance.now() - started).toBeLessThan(9_000);
  });
});

describe("spec 7, 8 bodies", () => {
  /** Read only once the whole upload is written: a server that closes early loses the response to a reset. */
  const uploadFirst = { stopOnResponse: true, readAfterSend: true, closeAfterMs: 30_000 };
  const post = (length: number | "chunked") =>
    `POST /v1/keys HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nContent-Type: application/json\r\n` +
    (length === "chunked" ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${length}\r\n`) + "\r\n";

  it("spec 7: a body over 1 MiB is answered 413 payload_too_large, never a reset, up to 64 MiB sent at once", async () => {
    for (const size of [1024 * 1024 + 1, 1_500_000, 4 * 1024 * 1024, 64 * 1024 * 1024]) {
      const r = await rawExchange(t, [post(size), Buffer.alloc(size, 0x20)], { ...uploadFirst, closeAfterMs: 60_000 });
      expectRawError(r, 413, "payload_too_large");
    }
  });

  it("spec 7: 40 bodies of 1 to 4 MB at random sizes all get their 413 (no reset race)", async () => {
    let seed = 15;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 40; i++) {
      const size = 1_000_000 + Math.floor(rnd() * 3_000_000);
      const r = await rawExchange(t, [post(size), Buffer.alloc(size, 0x20)], { ...uploadFirst, closeAfterMs: 30_000 });
      expectRawError(r, 413, "payload_too_large");
    }
  });

  it("spec 7: a body over the limit sent slowly, or chunked without a length, still gets its 413", async () => {
    const size = 2 * 1024 * 1024;
    const slices = Array.from({ length: 16 }, () => Buffer.alloc(size / 16, 0x20));
    expectRawError(await rawExchange(t, [post(size), ...slices], { ...uploadFirst, gapMs: 60 }), 413, "payload_too_large");
    const chunk = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from("\r\n")]);
    const chunks = Array.from({ length: 12 }, () => chunk(Buffer.alloc(256 * 1024, 0x20)));
    const r = await rawExchange(t, [post("chunked"), ...chunks, "0\r\n\r\n"], { ...uploadFirst, gapMs: 20 });
    expectRawError(r, 413, "payload_too_large");
  });

  it("spec 7: malformed chunked encoding is 400 malformed_request", async () => {
    const r = await rawExchange(t, [post("chunked"), "zz\r\n{}\r\n0\r\n\r\n"]);
    expectRawError(r, 400, "malformed_request");
    const lying = await rawExchange(t, [post("chunked"), "5\r\n{}\r\n0\r\n\r\n"]);
    expect(lying.error).toBeUndefined();
    expect(lying.status).toBeGreaterThanOrEqual(400);
    expect(lying.status).toBeLessThan(500);
  });

  it("spec 7: the connection that got a 413 for a drained body serves the next request", async () => {
    const size = 1_200_000;
    const r = await rawExchange(t, [post(size), Buffer.alloc(size, 0x20), get("/v1/me")], { closeAfterMs: 1_500 });
    expect(r.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(r.text).toMatch(/HTTP\/1\.1 200 OK[\s\S]*"key_context"/);
  });
});

describe("spec 7: invalid header characters", () => {
  const withHeader = (line: string) => `GET /v1/me HTTP/1.1\r\nHost: x\r\n${line}\r\n\r\n`;

  it("spec 7: a NUL or other control character in a header value or name is 400 invalid_header in the error shape", async () => {
    for (const line of ["Authorization: \0", `Authorization: Basic \0\0\0\0`, "X-Note: a\u0001b", "X\0Y: 1"]) {
      expectRawError(await rawExchange(t, [withHeader(line)], { stopOnResponse: true }), 400, "invalid_header");
    }
  });

  it("spec 7: on a kept-alive connection, after a good request, the bad one is still answered", async () => {
    const r = await rawExchange(t, [get("/v1/me"), withHeader("Authorization: \0")], { gapMs: 150, closeAfterMs: 3_000 });
    expect(r.text).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(r.text).toMatch(/HTTP\/1\.1 400 Bad Request[\s\S]*"code":"invalid_header"/);
  });
});

describe("spec 5.6: outside the allowlist, every request is 403 ip_not_allowed, however malformed or oversized", () => {
  const outside = "127.0.0.91";
  let u: TestEmulator;
  let uauth: string;
  beforeAll(async () => {
    u = await TestEmulator.start({ rateLimits: "off", headersTimeoutSeconds: 1 });
    uauth = basicOf(u.emu.keys.live);
    const put = await u.api("PUT", "/v1/ip_allowlist", { body: { entries: [{ cidr: "127.0.0.1/32" }] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  });
  afterAll(async () => u?.close());

  const from = (parts: string[], opts: { stopOnResponse?: boolean } = { stopOnResponse: true }) =>
    rawExchange(u, parts, { ...opts, localAddress: outside });
  const named = (headers: string) => `GET /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: ${uauth}\r\n${headers}\r\n`;

  it("spec 5.6: headers of 20 KB (over the 16 KiB limit, under the parser's) are 403, not 431; inside the list, 431", async () => {
    const big = `X-Big: ${"b".repeat(20_000)}\r\n`;
    expectRawError(await from([named(big)]), 403, "ip_not_allowed");
    expectRawError(await rawExchange(u, [named(big)], { stopOnResponse: true, localAddress: "127.0.0.1" }), 431, "headers_too_large");
  });

  it("spec 5.6: headers past the parser's limit, garbage, invalid characters, a long target and no Host are all 403", async () => {
    expectRawError(await from([named(`X-Big: ${"b".repeat(70_000)}\r\n`)], {}), 403, "ip_not_allowed");
    expectRawError(await from(["\x00\x01garbage\r\n\r\n"], {}), 403, "ip_not_allowed");
    expectRawError(await from([named("X-Bad: \0\r\n")]), 403, "ip_not_allowed");
    expectRawError(await from([`GET /v1/keys/${"a".repeat(9000)} HTTP/1.1\r\nHost: x\r\nAuthorization: ${uauth}\r\n\r\n`]), 403, "ip_not_allowed");
    expectRawError(await from([`GET /v1/me HTTP/1.1\r\nAuthorization: ${uauth}\r\n\r\n`]), 403, "ip_not_allowed");
    expectRawError(await from([`BREW /v1/me HTTP/1.1\r\nHost: x\r\n\r\n`], {}), 403, "ip_not_allowed");
  });
});
