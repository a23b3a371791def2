import { readFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { createKey, expectError } from "./support";

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());

const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

describe("spec 5.1 HTTP basic authentication", () => {
  it("spec 5.1: the explicit form, Authorization: Basic base64(key_id:key_secret), authenticates", async () => {
    const { id, secret } = t.emu.keys.live;
    const r = await t.api("GET", "/v1/me", { authorization: `Basic ${b64(`${id}:${secret}`)}` });
    expect(r.status, r.text).toBe(200);
    expect(r.body.key_id).toBe(id);
    expect(r.headers["account-id"]).toBe(t.emu.accountId);
  });

  it("spec 5.1: user name and password as an HTTP client sends them (https auth option) authenticate", async () => {
    const { id, secret } = t.emu.keys.test;
    const { hostname, port } = new URL(t.emu.baseUrl);
    const res = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const req = httpsRequest(
        { host: hostname, port: Number(port), path: "/v1/me", auth: `${id}:${secret}`, ca: readFileSync(t.emu.caFile) },
        (res) => {
          let text = "";
          res.on("data", (c) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
        },
      );
      req.on("error", reject);
      req.end();
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key_id: id, mode: "test" });
  });

  it("spec 5.1: the scheme name is case-insensitive (RFC 7617)", async () => {
    const { id, secret } = t.emu.keys.live;
    expect((await t.api("GET", "/v1/me", { authorization: `basic ${b64(`${id}:${secret}`)}` })).status).toBe(200);
    expect((await t.api("GET", "/v1/me", { authorization: `BASIC ${b64(`${id}:${secret}`)}` })).status).toBe(200);
  });
});

describe("spec 5.1, 7 authentication failures: documented status and code", () => {
  it("spec 7: missing credentials: 401 authentication_required with a Basic challenge", async () => {
    const r = await t.api("GET", "/v1/keys", { key: null });
    expectError(r, 401, "authentication_required");
    expect(r.headers["www-authenticate"]).toBe("Basic realm=\"messaging\", charset=\"UTF-8\"");
  });

  const malformed: [string, string][] = [
    ["another scheme", "Bearer svc_live_k_abc"],
    ["the scheme alone", "Basic"],
    ["not base64", "Basic !!!not-base64!!!"],
    ["no colon", `Basic ${b64("svc_live_k_abcdefghijklmnopqrstuvwx")}`],
    ["an empty user name", `Basic ${b64(":svc_live_s_secret")}`],
    ["credentials without a scheme", b64("svc_live_k_x:svc_live_s_y")],
  ];
  for (const [what, header] of malformed) {
    it(`spec 7: a malformed Authorization header (${what}): 401 malformed_authorization`, async () => {
      const r = await t.api("GET", "/v1/keys", { authorization: header });
      expectError(r, 401, "malformed_authorization");
      expect(r.headers["www-authenticate"]).toMatch(/^Basic /);
    });
  }

  it("spec 7: an unknown key ID: 401 invalid_api_key", async () => {
    const r = await t.api("GET", "/v1/keys", { key: { id: "svc_live_k_" + "A".repeat(24), secret: t.emu.keys.live.secret } });
    expectError(r, 401, "invalid_api_key");
  });

  it("spec 7: a wrong secret: 401 invalid_api_key, indistinguishable from an unknown ID", async () => {
    const wrong = await t.api("GET", "/v1/keys", { key: { id: t.emu.keys.live.id, secret: "svc_live_s_" + "B".repeat(40) } });
    const unknown = await t.api("GET", "/v1/keys", { key: { id: "svc_live_k_" + "C".repeat(24), secret: "svc_live_s_" + "B".repeat(40) } });
    expectError(wrong, 401, "invalid_api_key");
    expectError(unknown, 401, "invalid_api_key");
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it("spec 7: the secret of another key: 401 invalid_api_key", async () => {
    const r = await t.api("GET", "/v1/keys", { key: { id: t.emu.keys.live.id, secret: t.emu.keys.test.secret } });
    expectError(r, 401, "invalid_api_key");
  });

  it("spec 3, 7: a revoked key, once propagated: 401 api_key_revoked", async () => {
    const k = await createKey(t, ["keys:read"]);
    await t.api("POST", `/v1/keys/${k.id}/revoke`);
    await t.advance(5);
    expectError(await t.api("GET", "/v1/keys", { key: k }), 401, "api_key_revoked");
  });

  it("spec 5.4, 7: a valid key without the scope: 403 insufficient_scope naming the scope needed", async () => {
    const k = await createKey(t, ["messages:read"]);
    const r = await t.api("GET", "/v1/keys", { key: k });
    expectError(r, 403, "insufficient_scope");
    expect(r.body.error.message).toContain("keys:read");
  });

  it("spec 7: authentication is checked before the body: a bad body without credentials is 401, not 400", async () => {
    const r = await t.api("POST", "/v1/keys", { key: null, rawBody: "{not json", headers: { "content-type": "application/json" } });
    expectError(r, 401, "authentication_required");
  });

  it("spec 7: error messages never echo the secret sent", async () => {
    const secret = "svc_live_s_" + "Z".repeat(40);
    const r = await t.api("GET", "/v1/keys", { key: { id: t.emu.keys.live.id, secret } });
    expect(r.text).not.toContain(secret);
    expect(r.text).not.toContain("ZZZZZZZZ");
  });
});
