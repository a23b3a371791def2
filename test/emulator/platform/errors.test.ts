import { connect as tlsConnect } from "node:tls";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../../emulator/index";
import { ErrorBody } from "../../../schema/common";
import { serviceEndpoints } from "../../../schema/index";
import { ALL_SCOPES } from "../../../schema/scopes";
import { type ApiResponse, TestEmulator } from "../../helpers/emulator";
import { createKey, expectError, expectRateHeaders, prng } from "./support";

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

describe("spec 7 bad input never yields a 5xx nor takes the process down (seeded fuzz)", () => {
  const SEED = 20261121;
  let fuzzKey: KeyPair;

  beforeAll(async () => {
    // Every scope but allowlist:write: a random body must not be able to lock the suite out.
    fuzzKey = await createKey(t, ALL_SCOPES.filter((s) => s !== "allowlist:write"));
  });

  it(`spec 7: 400 random requests (seed ${SEED}) all answer below 500 in the one error shape, and the service stays up`, async () => {
    const rnd = prng(SEED);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const int = (n: number) => Math.floor(rnd() * n);
    const randomString = (n: number) =>
      Array.from({ length: n }, () => pick(["a", "Z", "0", " ", "/", "%", "\"", "\\", "é", "\u0000", "💥", "{", "}", ":", "?", "&", "="])).join("");
    const randomJson = (depth = 0): unknown => {
      switch (depth > 3 ? int(4) : int(7)) {
        case 0: return null;
        case 1: return rnd() < 0.5;
        case 2: return pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
        case 3: return randomString(int(20));
        case 4: return Array.from({ length: int(4) }, () => randomJson(depth + 1));
        default: {
          const keys = ["scopes", "name", "metadata", "entries", "cidr", "to", "from", "body", "number", "numbers", "url", "events", "limit", randomString(5)];
          return Object.fromEntries(Array.from({ length: int(5) }, () => [pick(keys), randomJson(depth + 1)]));
        }
      }
    };
    const paths = [...new Set(serviceEndpoints.map((e) => e.path))];
    const randomPath = () => {
      switch (int(5)) {
        case 0: return "/" + Array.from({ length: int(4) }, () => encodeURIComponent(randomString(int(8)))).join("/");
        case 1: return pick(paths).replace(/\{[a-z_]+\}/g, () => encodeURIComponent(randomString(int(30))));
        case 2: return pick(paths).replace(/\{[a-z_]+\}/g, "x") + "?" + `${pick(["limit", "cursor", "status", "delivered", "x"])}=${encodeURIComponent(randomString(int(6)))}`;
        case 3: return pick(paths).replace(/\{[a-z_]+\}/g, "%" + pick(["", "G", "E0%A4%A", "00", "ZZ"]));
        default: return pick(paths).replace(/\{[a-z_]+\}/g, "x");
      }
    };
    const randomBody = (): string | undefined => {
      switch (int(6)) {
        case 0: return undefined;
        case 1: return JSON.stringify(randomJson()).slice(0, 5000);
        case 2: return "{".repeat(int(2000)) + randomString(10);
        case 3: return randomString(int(200));
        case 4: {
          const metadata = { [randomString(3)]: randomString(3) };
          return JSON.stringify({ scopes: [pick(ALL_SCOPES)], name: randomString(int(300)), metadata });
        }
        default: return "[".repeat(int(5000)) + "]".repeat(int(5000));
      }
    };
    const auths = [
      undefined,
      "",
      "Basic",
      "Basic =",
      `Basic ${Buffer.from(`${fuzzKey.id}:${fuzzKey.secret}`).toString("base64")}`,
      `Basic ${Buffer.from(`${fuzzKey.id}:${fuzzKey.secret}`).toString("base64")}`,
      `Basic ${Buffer.from(`${fuzzKey.id}:${fuzzKey.secret}`).toString("base64")}`,
      `Basic ${Buffer.from("\u00ff:\u0000").toString("base64")}`,
      "Digest username=x",
    ];
    const types = [undefined, "application/json", "application/json; charset=utf-8", "application/JSON", "text/plain", "application/octet-stream", "application/json; charset=latin1", ";", "*/*"];

    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const method = pick(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]);
      const path = randomPath();
      const rawBody = method === "GET" || method === "HEAD" ? undefined : randomBody();
      const headers: Record<string, string> = {};
      const type = pick(types);
      if (type !== undefined) headers["content-type"] = type;
      if (rnd() < 0.3) headers["idempotency-key"] = encodeURIComponent(randomString(int(300)));
      if (rnd() < 0.1) headers["accept"] = randomString(5).replace(/[^\x21-\x7e]/g, "a");
      const auth = pick(auths);
      let r: ApiResponse;
      try {
        r = await t.api(method, path, {
          key: null,
          ...(auth === undefined ? {} : { authorization: auth }),
          ...(rawBody === undefined ? {} : { rawBody }),
          headers,
        });
      } catch (err) {
        failures.push(`#${i} ${method} ${path}: client error ${(err as Error).message}`);
        continue;
      }
      if (r.status >= 500) failures.push(`#${i} ${method} ${path} -> ${r.status} ${r.text.slice(0, 200)}`);
      if (method !== "HEAD") {
        if (r.status >= 400 && !ErrorBody.safeParse(r.body).success) failures.push(`#${i} ${method} ${path}: not the error shape: ${r.text.slice(0, 200)}`);
      }
      if (!r.headers["ratelimit-limit"]) failures.push(`#${i} ${method} ${path}: no RateLimit-Limit on ${r.status}`);
    }
    expect(failures).toEqual([]);
    const alive = await t.api("GET", "/v1/me");
    expect(alive.status).toBe(200);
  });
});
