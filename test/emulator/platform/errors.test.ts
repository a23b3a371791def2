import { connect as tlsConnect } from "node:tls";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorBody } from "../../../schema/envelopes";
import { serviceEndpoints } from "../../../schema/index";
import { TestEmulator } from "../../helpers/emulator";
import { createKey, expectError, expectRateHeaders } from "./support";

/** Errors (spec 7): one JSON shape everywhere, documented codes, never a 5xx for bad input. */

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
});
afterAll(async () => t?.close());

const json = { "content-type": "application/json" };

describe("spec 7 one error shape", () => {
  it("spec 7: error bodies match the Error model of schema/common.ts exactly", async () => {
    const r = await t.api("POST", "/v1/keys", { body: { scopes: ["nope"], name: 5 } });
    expectError(r, 400, "invalid_request");
    expect(ErrorBody.strict().safeParse(r.body).success).toBe(true);
  });

  it("spec 7: an unknown path is 404 route_not_found, with or without credentials", async () => {
    expectError(await t.api("GET", "/v1/does-not-exist"), 404, "route_not_found");
    expectError(await t.api("POST", "/v1/does-not-exist", { key: null, body: {} }), 404, "route_not_found");
    expectError(await t.api("GET", "/v1/keys/a/b/c"), 404, "route_not_found");
  });

  it("spec 7: a wrong method is 405 method_not_allowed with an Allow header", async () => {
    const r = await t.api("DELETE", "/v1/keys");
    expectError(r, 405, "method_not_allowed");
    expect(r.headers.allow).toBe("POST, GET, HEAD");
    const one = await t.api("PUT", "/v1/keys/svc_live_k_whatever");
    expectError(one, 405, "method_not_allowed");
    expect(String(one.headers.allow).split(", ").sort()).toEqual(["GET", "HEAD", "PATCH"]);
  });

  it("spec 7: every path the schema defines answers 405 (not 404) to a method it lacks, and Allow lists all it has", async () => {
    const templates = serviceEndpoints.map((e) => ({
      method: e.method,
      pattern: new RegExp(`^${e.path.replace(/\{[a-z_]+\}/g, "[^/]+")}$`),
    }));
    for (const path of new Set(serviceEndpoints.map((e) => e.path.replace(/\{[a-z_]+\}/g, "x")))) {
      const methods = new Set<string>(templates.filter((tp) => tp.pattern.test(path)).map((tp) => tp.method));
      const missing = ["PUT", "PATCH", "DELETE", "GET", "POST"].find((m) => !methods.has(m));
      if (!missing) continue;
      const r = await t.api(missing, path);
      expectError(r, 405, "method_not_allowed");
      const allow = new Set(String(r.headers.allow).split(", "));
      for (const m of methods) expect(allow.has(m), `${path}: Allow ${r.headers.allow} lacks ${m}`).toBe(true);
    }
  });

  it("spec 7: malformed JSON is 400 invalid_json", async () => {
    for (const raw of ["{", "{\"scopes\": [}", "nul", "{'single': 1}", "\u0000"]) {
      expectError(await t.api("POST", "/v1/keys", { rawBody: raw, headers: json }), 400, "invalid_json");
    }
  });

  it("spec 7: prototype-poisoning JSON is refused as invalid_json", async () => {
    const r = await t.api("POST", "/v1/keys", { rawBody: "{\"__proto__\":{\"admin\":true},\"scopes\":[\"keys:read\"]}", headers: json });
    expectError(r, 400, "invalid_json");
  });

  it("spec 7: a body in another content type is 415 unsupported_media_type", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml"]) {
      expectError(await t.api("POST", "/v1/keys", { rawBody: "scopes=keys:read", headers: { "content-type": type } }), 415, "unsupported_media_type");
    }
  });

  it("spec 7: a body over the limit (1 MiB, control settings body_limit_bytes) is 413 payload_too_large; at the limit it is read", async () => {
    const limit = (await t.control("GET", "/control/settings")).body.body_limit_bytes;
    expect(limit).toBe(1024 * 1024);
    const body = (size: number) => {
      const head = "{\"scopes\":[\"keys:read\"],\"name\":\"x\"}";
      return head + " ".repeat(size - head.length);
    };
    expectError(await t.api("POST", "/v1/keys", { rawBody: body(limit + 1), headers: json }), 413, "payload_too_large");
    const atLimit = await t.api("POST", "/v1/keys", { rawBody: body(limit), headers: json });
    expect(atLimit.status, atLimit.text).toBe(201);
  });

  it("spec 7: POST with Content-Type: application/json and no body: a body-less operation runs, one needing a body names the missing field", async () => {
    const k = await createKey(t, ["keys:read"]);
    const revoke = await t.api("POST", `/v1/keys/${k.id}/revoke`, { rawBody: "", headers: json });
    expect(revoke.status, revoke.text).toBe(200);
    expect(revoke.body.status).toBe("revoked");
    const missing = await t.api("POST", "/v1/keys", { rawBody: "", headers: json });
    expectError(missing, 400, "invalid_request");
    expect(missing.body.error.param).toBe("scopes");
    expect(missing.body.error.message).toContain("required");
    const noType = await t.api("POST", "/v1/keys", {});
    expectError(noType, 400, "invalid_request");
    expect(noType.body.error.param).toBe("scopes");
  });

  it("spec 7: a JSON body that is not an object is 400 naming the body", async () => {
    for (const raw of ["[]", "42", "\"s\"", "null", "true"]) {
      const r = await t.api("POST", "/v1/keys", { rawBody: raw, headers: json });
      expectError(r, 400, "invalid_request");
    }
  });

  it("spec 7: invalid field values name the field and what is expected", async () => {
    const wrongType = await t.api("POST", "/v1/keys", { body: { scopes: ["keys:read"], name: 5 } });
    expectError(wrongType, 400, "invalid_request");
    expect(wrongType.body.error.param).toBe("name");
    expect(wrongType.body.error.message).toContain("expected string");
    expect(wrongType.body.error.message).not.toContain("required");

    const badEnum = await t.api("POST", "/v1/keys", { body: { scopes: ["keys:read", "keys:delete"] } });
    expect(badEnum.body.error.param).toBe("scopes.1");
    expect(badEnum.body.error.message).toContain("\"keys:read\"");

    const unknown = await t.api("POST", "/v1/keys", { body: { scopes: ["keys:read"], colour: "red" } });
    expect(unknown.body.error.param).toBe("colour");
    expect(unknown.body.error.message).toContain("unknown field");

    const several = await t.api("POST", "/v1/keys", { body: { name: "", metadata: { k: 5 } } });
    expectError(several, 400, "invalid_request");
    const params = several.body.error.details.map((d: any) => d.param).sort();
    expect(params).toEqual(["metadata.k", "name", "scopes"]);
    for (const d of several.body.error.details) expect(d.message.length).toBeGreaterThan(0);
  });

  it("spec 7: invalid query values name the parameter", async () => {
    for (const [q, param] of [["limit=0", "limit"], ["limit=101", "limit"], ["limit=abc", "limit"], ["status=gone", "status"], ["cursor=", "cursor"]]) {
      const r = await t.api("GET", `/v1/keys?${q}`);
      expectError(r, 400, "invalid_request");
      expect(r.body.error.param, q).toBe(param);
    }
    const nan = await t.api("GET", "/v1/keys?limit=abc");
    expect(nan.body.error.message).not.toContain("required");
    expectError(await t.api("GET", "/v1/keys?cursor=bm9wZQ"), 400, "invalid_cursor");
  });

  it("spec 7: an unparseable path, an over-long path parameter and oversized headers get the same shape", async () => {
    expectError(await t.api("GET", "/v1/keys/%E0%A4%A"), 400, "invalid_request");
    expectError(await t.api("GET", `/v1/keys/${"x".repeat(1000)}`), 414, "uri_too_long");
    expectError(await t.api("GET", "/v1/me", { headers: { "x-big": "b".repeat(40_000) } }), 431, "headers_too_large");
  });

  it("spec 7: invalid HTTP inside TLS gets a 400 malformed_request in the same shape, with RateLimit headers", async () => {
    const { hostname, port } = new URL(t.emu.baseUrl);
    const reply = await new Promise<string>((resolve, reject) => {
      let text = "";
      const s = tlsConnect({ host: hostname, port: Number(port), ca: readFileSync(t.emu.caFile) }, () => {
        s.write("GET /v1/me HTTP/1.1\r\nHost: x\r\nnot a header line\r\n\r\n");
      });
      s.on("data", (c) => (text += c));
      s.on("error", reject);
      s.on("close", () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toMatch(/\r\nRateLimit-Limit: [0-9]+\r\n/);
    expect(reply).toMatch(/\r\nRateLimit-Remaining: [0-9]+\r\n/);
    expect(reply).toMatch(/\r\nRateLimit-Reset: [0-9]+\r\n/);
    const body = JSON.parse(reply.slice(reply.indexOf("\r\n\r\n") + 4));
    expect(body.error.code).toBe("malformed_request");
    expect(body.error.request_id).toMatch(/^req_/);
  });

  it("spec 7: deeply nested JSON is answered, not a stack overflow", async () => {
    const deep = "{\"a\":" + "[".repeat(50_000) + "]".repeat(50_000) + "}";
    const idem = "deep-" + Date.now();
    for (const path of ["/v1/keys", "/v1/keys/svc_live_k_x/revoke"]) {
      const r = await t.api("POST", path, { rawBody: deep, headers: json, idempotencyKey: idem + path });
      expect(r.status, r.text).toBeLessThan(500);
      expectRateHeaders(r);
    }
  });
});

// The seeded fuzz (bad input never a 5xx, the process stays up) is test/emulator/redteam/fuzz.test.ts.
