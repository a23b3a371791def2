import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { connect as tlsConnect } from "node:tls";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceEndpoints } from "../../../schema/index";
import { TestEmulator } from "../../helpers/emulator";
import { expectError, expectRateHeaders, keyCounters } from "./support";

let t: TestEmulator;
let plainBase: string;

beforeAll(async () => {
  t = await TestEmulator.start();
  plainBase = t.emu.baseUrl.replace(/^https:/, "http:");
});
afterAll(async () => t?.close());

/** Raw bytes on a plain TCP connection to the service port; resolves with everything sent back. */
function rawExchange(bytes: string): Promise<string> {
  const { hostname, port } = new URL(t.emu.baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sock = connect({ host: hostname, port: Number(port) }, () => sock.write(bytes));
    sock.on("data", (c) => chunks.push(c));
    sock.on("error", reject);
    sock.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

describe("spec 5.2 HTTPS only", () => {
  it("spec 5.2: the service answers over HTTPS with a certificate from the CA file it wrote", async () => {
    expect(t.emu.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:[0-9]+$/);
    expect(readFileSync(t.emu.caFile, "utf8")).toContain("BEGIN CERTIFICATE");
    const r = await t.api("GET", "/v1/me");
    expect(r.status, r.text).toBe(200);
    expect(r.body.account_id).toBe(t.emu.accountId);
  });

  it("spec 5.2: a client that does not trust the emulator CA cannot connect (real TLS, not a bypass)", async () => {
    const agent = new Agent();
    try {
      await expect(request(t.emu.baseUrl + "/v1/me", { dispatcher: agent })).rejects.toThrow(/certificate|self.signed|issuer/i);
    } finally {
      await agent.close();
    }
  });

  it("spec 5.2: the certificate names 127.0.0.1 and is issued by the emulator CA", async () => {
    const { hostname, port } = new URL(t.emu.baseUrl);
    const peer = await new Promise<any>((resolve, reject) => {
      const s = tlsConnect({ host: hostname, port: Number(port), ca: readFileSync(t.emu.caFile) }, () => {
        resolve(s.getPeerCertificate());
        s.end();
      });
      s.on("error", reject);
    });
    expect(peer.subjectaltname).toContain("IP Address:127.0.0.1");
    expect(peer.issuer.CN).toBe("msgform emulator local CA");
  });
});

describe("spec 5.2, 7 plain HTTP is refused and never redirected", () => {
  for (const [method, path, body] of [
    ["GET", "/v1/me", undefined],
    ["GET", "/v1/keys", undefined],
    ["POST", "/v1/keys", JSON.stringify({ scopes: ["keys:read"] })],
    ["DELETE", "/v1/ip_allowlist", undefined],
    ["GET", "/no/such/path", undefined],
  ] as const) {
    it(`spec 5.2, 7: ${method} ${path} over plain HTTP gets 403 https_required, no Location, with RateLimit headers`, async () => {
      const res = await request(plainBase + path, {
        method,
        body,
        headers: body ? { "content-type": "application/json" } : {},
      });
      const text = await res.body.text();
      const r = { status: res.statusCode, headers: res.headers, body: JSON.parse(text), text };
      expectError(r, 403, "https_required");
      expect(res.statusCode < 300 || res.statusCode >= 400).toBe(true);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers.connection).toBe("close");
    });
  }

  it("spec 5.2: plain HTTP with valid credentials is refused before authentication (no key is counted)", async () => {
    const before = (await keyCounters(t, t.emu.accountId)).get(t.emu.keys.live.id).request_count;
    const res = await request(plainBase + "/v1/me", { headers: { authorization: t.basic(t.emu.keys.live) } });
    await res.body.text();
    expect(res.statusCode).toBe(403);
    const after = (await keyCounters(t, t.emu.accountId)).get(t.emu.keys.live.id).request_count;
    expect(after).toBe(before);
  });

  it("spec 5.2, 8: bytes that are neither TLS nor valid HTTP get the same refusal with the RateLimit headers", async () => {
    const reply = await rawExchange("HELLO THIS IS NOT HTTP\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 403 /);
    expect(reply).toMatch(/\r\nRateLimit-Limit: [0-9]+\r\n/i);
    expect(reply).toMatch(/\r\nRateLimit-Remaining: [0-9]+\r\n/i);
    expect(reply).toMatch(/\r\nRateLimit-Reset: [0-9]+\r\n/i);
    expect(reply).not.toMatch(/\r\nLocation:/i);
    expect(reply).toContain("\"https_required\"");
  });

  it("spec 5.2: a plain-HTTP request line sent by hand gets 403, not a 3xx", async () => {
    const reply = await rawExchange("GET /v1/me HTTP/1.1\r\nHost: example\r\nConnection: close\r\n\r\n");
    expect(reply).toMatch(/^HTTP\/1\.1 403 /);
    expect(reply).not.toMatch(/\r\nLocation:/i);
  });

  it("spec 5.2: the service keeps serving HTTPS after plain-HTTP refusals", async () => {
    const r = await t.api("GET", "/v1/me");
    expect(r.status).toBe(200);
    expectRateHeaders(r);
  });
});

describe("spec 9 versioning", () => {
  it("spec 9.1: every service endpoint lives under /v1", () => {
    expect(serviceEndpoints.length).toBeGreaterThan(0);
    for (const e of serviceEndpoints) expect(e.path, e.id).toMatch(/^\/v1\//);
  });

  for (const path of ["/v2/me", "/me", "/v0/keys", "/"]) {
    it(`spec 9.1: ${path} is not an endpoint (404 route_not_found)`, async () => {
      expectError(await t.api("GET", path), 404, "route_not_found");
    });
  }
});
