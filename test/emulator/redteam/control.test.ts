import { request as httpRequest, type ClientRequest, type IncomingMessage } from "node:http";
import { readdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_CONTROL_CONNECTIONS } from "../../../emulator/control/app";
import { MAX_CHANGE_STREAMS, STREAM_PATH } from "../../../emulator/control/stream";
import { controlRoutesList } from "../../../emulator/routes";
import { TestEmulator } from "../../helpers/emulator";
import { EmulatorProcess, type StartLine } from "../../helpers/emulatorProcess";

// A hostile local process (no token, no cookie) against the control listener of a real `msgform
// emulator` process: every control read, the change stream and every change are refused without the
// token; a page on another port that tosses a cookie of our name does not lock the console out; and
// change streams are bounded, so a client that opens them without end cannot exhaust the process.

let emu: EmulatorProcess;
let line: StartLine;
let port: number;
beforeAll(async () => {
  emu = EmulatorProcess.spawn(["--port", "0", "--control-port", "0"]);
  line = await emu.line();
  port = Number(new URL(line.control_url).port);
});
afterAll(async () => {
  await emu?.kill("SIGTERM");
});

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  text: string;
}

/** One request on its own connection (no agent: nothing is pooled or kept alive). */
function call(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${line.control_url}${path}`, { method, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const token = () => ({ "x-msgform-control-token": line.control_token });
const cookie = (value: string) => `msgform_console_${port}=${value}`;

/** Every control route, its path parameters filled (the bootstrap account; made-up ids for the rest). */
function routes(): { method: string; path: string }[] {
  return controlRoutesList.map(({ endpoint }) => ({
    method: endpoint.method,
    path: endpoint.path.replace(/\{([a-z_]+)\}/g, (_m, name: string) => (name === "account_id" ? line.account_id : `x_${name}`)),
  }));
}

describe("the control listener's reads need the token, like its writes", () => {
  it("every control route and the change stream answer 403 without the token (no header, no cookie), with nothing of the account in the answer", async () => {
    const all = [...routes(), { method: "GET", path: STREAM_PATH }];
    expect(all.filter((r) => r.method === "GET").length).toBeGreaterThan(15);
    for (const { method, path } of all) {
      const body = method === "GET" || method === "DELETE" ? undefined : "{}";
      const r = await call(method, path, body === undefined ? {} : { "content-type": "application/json" }, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(JSON.parse(r.text).error.code, `${method} ${path}`).toBe("control_token_required");
      expect(r.text).not.toContain(line.account_id);
    }
  });

  it("a wrong token, or the console's cookie without a sign of the console's own page, is refused too", async () => {
    const path = `/control/accounts/${line.account_id}/messages`;
    const wrong = await call("GET", path, { "x-msgform-control-token": "x".repeat(line.control_token.length) });
    expect(JSON.parse(wrong.text).error.code).toBe("control_token_invalid");
    const twice = await call("GET", path, { "x-msgform-control-token": [line.control_token, line.control_token] as unknown as string });
    expect(twice.status).toBe(403);
    // A subresource of a page on another port carries the cookie (same site) but says same-site, not same-origin.
    const extras: Record<string, string>[] = [{}, { "sec-fetch-site": "same-site" }, { "sec-fetch-site": "none" }];
    for (const extra of extras) {
      const r = await call("GET", path, { cookie: cookie(line.control_token), ...extra });
      expect(r.status, JSON.stringify(extra)).toBe(403);
    }
    const stream = await call("GET", STREAM_PATH, { cookie: cookie(line.control_token), "sec-fetch-site": "same-site" });
    expect(stream.status).toBe(403);
  });

  it("no other spelling of a path reaches a control route without the token; a path that is no route is refused before it is looked up", async () => {
    for (const path of [
      "/control//accounts",
      "/control/accounts/",
      "/CONTROL/accounts",
      "/control/accounts?x=/console",
      "/console/../control/accounts",
      "/console/assets/../../control/accounts",
      "/console/assets/..%2F..%2Fcontrol%2Faccounts",
      "/console%2F..%2Fcontrol/accounts",
      "/control/nope",
    ]) {
      const r = await call("GET", path);
      // 403 from the guard, or the console's 404 for an asset name it does not have: never the route's data.
      expect([403, 404], `${path}: ${r.status}`).toContain(r.status);
      if (!path.startsWith("/console/assets/")) expect(r.status, path).toBe(403);
      expect(r.text, path).not.toContain(line.account_id);
    }
    expect((await call("GET", "/control/nope", token())).status).toBe(404);
  });

  it("with the token, in the header or as the console's cookie from its own page, reads answer; the console's sign-in page and assets need none", async () => {
    const path = `/control/accounts/${line.account_id}/keys`;
    const byHeader = await call("GET", path, token());
    expect(byHeader.status, byHeader.text).toBe(200);
    expect(byHeader.text).toContain(line.keys.live.id);
    const byCookie = await call("GET", path, { cookie: cookie(line.control_token), "sec-fetch-site": "same-origin" });
    expect(byCookie.status, byCookie.text).toBe(200);
    const signIn = await call("GET", "/console");
    expect(signIn.status).toBe(401);
    expect(signIn.headers["content-type"]).toContain("text/html");
    expect((await call("GET", "/console/assets/console.js")).status).not.toBe(403);
  });

  it("cookie tossing: cookies of our name set by another port (any path, any order) do not hide the real one", async () => {
    const tossed = [cookie("tossed"), cookie(""), `${cookie(line.control_token)}x`];
    const header = [...tossed, cookie(line.control_token), "other=1"].join("; ");
    const read = await call("GET", "/control/clock", { cookie: header, "sec-fetch-site": "same-origin" });
    expect(read.status, read.text).toBe(200);
    const own = `http://127.0.0.1:${port}`;
    const write = await call("POST", "/control/clock/advance", { cookie: header, origin: own, "content-type": "application/json" }, "{\"seconds\":1}");
    expect(write.status, write.text).toBe(200);
    const page = await call("GET", "/console", { cookie: header });
    expect(page.status).toBe(200);
    // Tossed cookies alone are still nothing.
    expect((await call("GET", "/control/clock", { cookie: tossed.join("; "), "sec-fetch-site": "same-origin" })).status).toBe(403);
    expect((await call("GET", "/console", { cookie: tossed.join("; ") })).status).toBe(401);
  });
});

/** Opens a change stream on its own connection; resolves once its headers arrived. */
interface Stream {
  res: IncomingMessage;
  req: ClientRequest;
  text: () => string;
}

function openStream(headers: Record<string, string> = token()): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = "";
    const req = httpRequest(`${line.control_url}${STREAM_PATH}`, { headers, agent: false }, (res) => {
      res.setEncoding("utf8").on("data", (d: string) => (text += d));
      res.on("error", () => {});
      resolve({ res, req, text: () => text });
    });
    req.on("error", reject);
    req.end();
  });
}

const fds = () => readdirSync(`/proc/${emu.child.pid}/fd`).length;

describe("change streams are bounded", () => {
  it(`at most ${MAX_CHANGE_STREAMS} streams at once: the next gets 503 with Retry-After, the listener keeps answering, and a closed stream frees its place`, async () => {
    const before = fds();
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_CHANGE_STREAMS; i++) streams.push(await openStream());
    expect(streams.every((s) => s.res.statusCode === 200)).toBe(true);
    // A client that keeps opening streams (three times the limit) gets refusals, not descriptors.
    for (let i = 0; i < MAX_CHANGE_STREAMS * 3; i++) {
      const r = await call("GET", STREAM_PATH, token());
      if (i === 0) {
        expect(r.status).toBe(503);
        expect(r.headers["retry-after"]).toMatch(/^[1-9][0-9]*$/);
        const err = JSON.parse(r.text).error;
        expect(err.code).toBe("change_streams_exhausted");
        expect(err.message).toContain(String(MAX_CHANGE_STREAMS));
      } else {
        expect(r.status).toBe(503);
      }
    }
    expect(fds() - before).toBeLessThan(MAX_CHANGE_STREAMS + 20);
    expect((await call("GET", "/control/clock", token())).status).toBe(200);
    // The streams still carry changes.
    expect((await call("POST", "/control/clock/advance", { ...token(), "content-type": "application/json" }, "{\"seconds\":1}")).status).toBe(200);
    await until(() => streams.every((s) => s.text().includes("event: change")));
    streams.pop()!.req.destroy();
    await until(async () => (await call("GET", "/control/clock", token())).status === 200 && fds() < before + MAX_CHANGE_STREAMS + 20);
    let next: Stream | undefined;
    await until(async () => {
      next?.req.destroy();
      next = await openStream();
      return next.res.statusCode === 200;
    });
    for (const s of [...streams, next!]) s.req.destroy();
  }, 120_000);
});

describe("the control listener's connections are bounded", () => {
  it(`idle connections that never send a request (twice ${MAX_CONTROL_CONNECTIONS}) take no more than ${MAX_CONTROL_CONNECTIONS} descriptors; closed, the listener answers`, async () => {
    const before = fds();
    const sockets: Socket[] = [];
    for (let i = 0; i < 2 * MAX_CONTROL_CONNECTIONS; i++) {
      sockets.push(await new Promise<Socket>((resolve) => {
        const s = connect(port, "127.0.0.1", () => resolve(s));
        s.on("error", () => resolve(s));
      }));
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(fds() - before).toBeLessThanOrEqual(MAX_CONTROL_CONNECTIONS + 20);
    for (const s of sockets) s.destroy();
    await until(async () => (await call("GET", "/control/clock", token()).catch(() => ({ status: 0 }))).status === 200);
  }, 120_000);
});

async function until(cond: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (await cond()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error("condition not met in 10 s");
}

describe("an idle change stream is closed", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start({ changeStreamIdleSeconds: 1 });
  });
  afterAll(async () => t?.close());

  it("a stream that carried no change for changeStreamIdleSeconds ends on its own, telling its client when to reconnect", async () => {
    const ended = await new Promise<string>((resolve, reject) => {
      let text = "";
      const req = httpRequest(`${t.emu.controlUrl}${STREAM_PATH}`, { headers: t.emu.controlHeaders, agent: false }, (res) => {
        expect(res.statusCode).toBe(200);
        res.setEncoding("utf8").on("data", (d: string) => (text += d));
        res.on("end", () => resolve(text));
      });
      req.on("error", reject);
      req.end();
    });
    // It told the client how soon to come back; it ended on its own, not with an error.
    expect(ended).toContain("retry: 2000");
  });
});
