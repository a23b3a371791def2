import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { basicOf, parseRaw, type RawResult, rawExchange } from "./support";

/**
 * HTTP/1.1 message semantics on both listeners, over raw sockets (no client fixes anything up):
 * RFC 9112 9.6, a request that says `Connection: close` is the connection's last, whatever its
 * answer; RFC 9112 3.2 and 3.2.2, a request that names its authority twice (two Host headers, or an
 * absolute-form target and a Host that disagree) is refused with 400 instead of served as one of
 * the two. The service is HTTPS (TLS sockets); the control listener plain HTTP on loopback.
 */

let t: TestEmulator;
let auth: string;
let controlHost: string;

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  auth = basicOf(t.emu.keys.live);
  controlHost = new URL(t.emu.controlUrl).host;
});
afterAll(async () => t?.close());

/** One exchange with the control listener over a plain socket: everything it sent until it closed or `closeAfterMs` passed. */
function controlExchange(request: string, closeAfterMs = 5_000): Promise<RawResult> {
  const { hostname, port } = new URL(t.emu.controlUrl);
  return new Promise((resolve) => {
    let text = "";
    let ended = false;
    let error: string | undefined;
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...parseRaw(text, error), ended });
    };
    socket.on("data", (c) => (text += c.toString("latin1")));
    socket.on("end", () => (ended = true));
    socket.on("error", (e: Error & { code?: string }) => (error = e.code ?? e.message));
    socket.on("close", finish);
    const timer = setTimeout(finish, closeAfterMs);
  });
}

const token = () => `x-msgform-control-token: ${t.emu.controlToken}\r\n`;

/** Answered once, with `Connection: close`, and then the server closed the connection itself. */
function expectClosedAfter(r: RawResult, status: number): void {
  expect(r.status, r.text.slice(0, 300)).toBe(status);
  expect(r.headers.connection, r.text.slice(0, 300)).toBe("close");
  expect(r.ended, "the server kept the connection open after answering a request that said Connection: close").toBe(true);
  expect(r.text.match(/^HTTP\/1\.1 \d{3} /gm)).toHaveLength(1);
}

describe("RFC 9112 9.6: a request that says Connection: close is the connection's last, errors included", () => {
  const service = (method: string, target: string, extra = "") =>
    `${method} ${target} HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\nConnection: close\r\n${extra}\r\n`;

  it("service: a success and the errors of a route (404, 405, 400, 401) are each followed by the server closing", async () => {
    const cases: [string, number][] = [
      [service("GET", "/v1/me"), 200],
      [service("GET", "/v1/keys/svc_live_k_doesnotexist0000000000"), 404],
      [service("GET", "/v1/nowhere"), 404],
      [service("PUT", "/v1/me", "Content-Length: 0\r\n"), 405],
      [service("GET", "/v1/keys?limit=nope"), 400],
      [service("GET", "/v1/me").replace(auth, "Basic bm9wZTpub3Bl"), 401],
      [service("POST", "/v1/keys", "Content-Type: application/json\r\nContent-Length: 9\r\n") + "{not json", 400],
    ];
    for (const [request, status] of cases) {
      expectClosedAfter(await rawExchange(t, [request], { closeAfterMs: 5_000 }), status);
    }
  });

  it("service: `Connection: keep-alive, close` and HTTP/1.0 without keep-alive close too; a plain error keeps the connection", async () => {
    const list = service("GET", "/v1/nowhere").replace("Connection: close", "Connection: keep-alive, Close");
    expectClosedAfter(await rawExchange(t, [list], { closeAfterMs: 5_000 }), 404);
    const old = `GET /v1/nowhere HTTP/1.0\r\nAuthorization: ${auth}\r\n\r\n`;
    const r = await rawExchange(t, [old], { closeAfterMs: 5_000 });
    expect(r.status).toBe(404);
    expect(r.ended).toBe(true);
    // Without it, the same error leaves the connection open for the next request.
    const kept = await rawExchange(t, [`GET /v1/nowhere HTTP/1.1\r\nHost: x\r\n\r\n`, `GET /v1/me HTTP/1.1\r\nHost: x\r\nAuthorization: ${auth}\r\n\r\n`], {
      gapMs: 200,
      closeAfterMs: 1_500,
    });
    expect(kept.text).toMatch(/^HTTP\/1\.1 404 [\s\S]*HTTP\/1\.1 200 OK/);
    expect(kept.ended).toBe(false);
  });

  it("service: a body over the limit with Connection: close gets its 413 (read after the upload, never a reset), then the close", async () => {
    const size = 1_200_000;
    const head = service("POST", "/v1/keys", `Content-Type: application/json\r\nContent-Length: ${size}\r\n`);
    const r = await rawExchange(t, [head, Buffer.alloc(size, 0x20)], { readAfterSend: true, closeAfterMs: 20_000 });
    expect(r.error, r.text.slice(0, 200)).toBeUndefined();
    expectClosedAfter(r, 413);
    expect(r.body.error.code).toBe("payload_too_large");
  });

  it("control listener: a read, an unknown route (404) and a refused write (403) are each followed by the server closing", async () => {
    const base = (method: string, target: string, extra = "") =>
      `${method} ${target} HTTP/1.1\r\nHost: ${controlHost}\r\nConnection: close\r\n${extra}\r\n`;
    expectClosedAfter(await controlExchange(base("GET", "/control/settings", token())), 200);
    expectClosedAfter(await controlExchange(base("GET", "/control/nowhere", token())), 404);
    expectClosedAfter(await controlExchange(base("POST", "/control/clock/advance", "Content-Type: application/json\r\nContent-Length: 2\r\n") + "{}"), 403);
  });
});

describe("RFC 9112 3.2, 3.2.2: a request naming its authority twice is 400 on both listeners", () => {
  it("service: two Host headers are 400 malformed_request in the error shape, whatever their values", async () => {
    for (const hosts of ["Host: x\r\nHost: x\r\n", "Host: x\r\nhost: evil.example\r\n", "HOST: a\r\nHost: b\r\n"]) {
      const r = await rawExchange(t, [`GET /v1/me HTTP/1.1\r\n${hosts}Authorization: ${auth}\r\n\r\n`], { stopOnResponse: true });
      expect(r.status, r.text.slice(0, 300)).toBe(400);
      expect(r.body.error.code).toBe("malformed_request");
      expect(r.body.error.message).toMatch(/Host/);
      expect(r.headers["request-id"]).toBe(r.body.error.request_id);
      expect(r.headers["ratelimit-limit"]).toMatch(/^\d+$/);
    }
  });

  it("service: an absolute-form target naming another authority than Host is 400; the same authority is served", async () => {
    const get = (target: string, host: string) => `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${auth}\r\n\r\n`;
    for (const [target, host] of [
      ["https://elsewhere.example/v1/me", "x"],
      ["https://127.0.0.2/v1/me", "127.0.0.1"],
      ["https://x:8443/v1/me", "x"],
      ["https://user@x/v1/me", "x"],
    ]) {
      const r = await rawExchange(t, [get(target!, host!)], { stopOnResponse: true });
      expect(r.status, `${target} with Host ${host}: ${r.text.slice(0, 300)}`).toBe(400);
      expect(r.body.error.code).toBe("malformed_request");
    }
    for (const [target, host] of [["https://x/v1/me?x=1", "x"], ["https://X:443/v1/me", "x"], ["HTTPS://x/v1/me", "x:443"]]) {
      const r = await rawExchange(t, [get(target!, host!)], { stopOnResponse: true });
      expect(r.status, `${target} with Host ${host}: ${r.text.slice(0, 300)}`).toBe(200);
      expect(r.body.key_id).toBe(t.emu.keys.live.id);
    }
  });

  it("control listener: two Host headers, or an absolute-form target naming another authority, are 400; the same authority is served", async () => {
    const two = await controlExchange(`GET /control/settings HTTP/1.1\r\nHost: ${controlHost}\r\nHost: ${controlHost}\r\n${token()}Connection: close\r\n\r\n`);
    expect(two.status, two.text.slice(0, 300)).toBe(400);
    expect(two.body.error.code).toBe("malformed_request");
    const other = await controlExchange(`GET http://evil.example/control/settings HTTP/1.1\r\nHost: ${controlHost}\r\n${token()}Connection: close\r\n\r\n`);
    expect(other.status, other.text.slice(0, 300)).toBe(400);
    expect(other.body.error.code).toBe("malformed_request");
    const same = await controlExchange(`GET http://${controlHost}/control/settings HTTP/1.1\r\nHost: ${controlHost}\r\n${token()}Connection: close\r\n\r\n`);
    expect(same.status, same.text.slice(0, 300)).toBe(200);
  });
});
