import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlRoutesList, serviceRoutes } from "../../../emulator/routes";
import { isWrite } from "../../../schema/endpoint";
import { controlEndpointList, serviceEndpoints } from "../../../schema/index";
import { buildControlOpenApi, renderControlOpenApi } from "../../../schema/controlOpenapi";
import { buildOpenApi, renderOpenApi } from "../../../schema/openapi";
import { ALL_SCOPES, RATE_GROUPS } from "../../../schema/scopes";
import { STREAM_PATH } from "../../../emulator/control/stream";
import { TestEmulator } from "../../helpers/emulator";
import { concretePath } from "./support";

/**
 * The contract (issue 3 item 12, issue 16): schema/openapi.json (the service) and
 * schema/control.openapi.json (the emulator's control API) are generated from schema/ and complete.
 */

const SCHEMA_DIR = join(__dirname, "..", "..", "..", "schema");
const doc = buildOpenApi() as any;
const controlDoc = buildControlOpenApi() as any;
const METHODS = ["get", "post", "put", "patch", "delete"];

function operations(d: any = doc): { path: string; method: string; op: any; control: boolean }[] {
  return Object.entries(d.paths as Record<string, any>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      path,
      method: m.toUpperCase(),
      op: item[m],
      control: d === controlDoc,
    })),
  );
}

function resolve(ref: string, d: any = doc): unknown {
  expect(ref.startsWith("#/")).toBe(true);
  return ref
    .slice(2)
    .split("/")
    .reduce<any>((node, part) => node?.[part.replace(/~1/g, "/").replace(/~0/g, "~")], d);
}

describe("OpenAPI document: committed and current", () => {
  for (const [file, render] of [["openapi.json", renderOpenApi], ["control.openapi.json", renderControlOpenApi]] as const) {
    it(`schema/${file} is what the models generate (run \`npm run gen\` when this fails)`, () => {
      if (readFileSync(join(SCHEMA_DIR, file), "utf8") !== render()) {
        expect.fail(`schema/${file} is stale: run \`npm run gen\` and commit the result`);
      }
    });

    it(`${file}: generation is deterministic`, () => {
      expect(render()).toBe(render());
    });
  }
});

describe("OpenAPI document: every route the emulator serves", () => {
  it("every service and control route registered by emulator/routes.ts has its operation", () => {
    for (const [d, routes] of [[doc, serviceRoutes], [controlDoc, controlRoutesList]] as const) {
      const ops = operations(d);
      for (const { endpoint: e } of routes) {
        const o = ops.find((x) => x.method === e.method && x.path === e.path);
        expect(o, `${e.method} ${e.path}`).toBeDefined();
        expect(o!.op.operationId).toBe(e.id);
      }
      // The change stream (server-sent events) is documented beside the JSON operations.
      expect(ops.filter((o) => o.path !== STREAM_PATH).length).toBe(routes.length);
    }
    expect(operations(controlDoc).some((o) => o.path === STREAM_PATH && o.method === "GET")).toBe(true);
  });

  it("every schema endpoint has a route (nothing in the contract is left unserved)", () => {
    const served = new Set([...serviceRoutes, ...controlRoutesList].map((r) => `${r.endpoint.method} ${r.endpoint.path}`));
    for (const e of [...serviceEndpoints, ...controlEndpointList]) expect(served.has(`${e.method} ${e.path}`), e.id).toBe(true);
  });

  describe("against a running emulator", () => {
    let t: TestEmulator;
    beforeAll(async () => {
      t = await TestEmulator.start({ rateLimits: "off" });
    });
    afterAll(async () => t?.close());

    it("every documented operation is served (no route_not_found, no 405) and an undocumented path is not", async () => {
      for (const { path, method, control } of [...operations(), ...operations(controlDoc)]) {
        if (path === STREAM_PATH) continue; // never ends: tested in test/emulator/console/guard.test.ts
        const concrete = concretePath(path);
        const write = method !== "GET";
        const r = control
          ? await t.control(method, concrete, write ? {} : undefined)
          : await t.api(method, concrete, write ? { body: {} } : {});
        expect(r.status, `${method} ${path}: ${r.text}`).not.toBe(405);
        expect(r.body?.error?.code, `${method} ${path}`).not.toBe("route_not_found");
        expect(r.status, `${method} ${path}: ${r.text}`).toBeLessThan(500);
      }
      expect((await t.api("GET", "/v1/undocumented")).body.error.code).toBe("route_not_found");
      expect((await t.control("GET", "/control/undocumented")).body.error.code).toBe("route_not_found");
    });
  });
});

describe("OpenAPI document: content", () => {
  it("is OpenAPI 3.1 with a basic-auth security scheme, servers, and unique operation ids", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.basicAuth).toMatchObject({ type: "http", scheme: "basic" });
    expect(doc.security).toEqual([{ basicAuth: [] }]);
    expect(doc.servers[0].url).toBe("{base_url}");
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([["openapi.json", doc], ["control.openapi.json", controlDoc]])("%s: every $ref resolves", (_name, d) => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) {
          if (k === "$ref" && typeof v === "string") refs.push(v);
          else walk(v);
        }
      }
    };
    walk(d);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) expect(resolve(ref, d), ref).toBeDefined();
  });

  it("every path parameter of every template is declared", () => {
    for (const { path, op } of [...operations(), ...operations(controlDoc)]) {
      const names = [...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      const declared = op.parameters.filter((p: any) => p.in === "path").map((p: any) => p.name);
      expect(declared.sort(), path).toEqual(names.sort());
    }
  });

  it("service operations carry their scopes and rate group as x- extensions, and the Idempotency-Key header on writes", () => {
    for (const e of serviceEndpoints) {
      const op = doc.paths[e.path][e.method.toLowerCase()];
      expect(op["x-scopes"], e.id).toEqual([...e.scopes]);
      if (typeof e.group === "string") {
        expect(op["x-rate-limit-group"]).toBe(e.group);
        expect(op["x-rate-limit"]).toEqual([{ group: e.group, limit: RATE_GROUPS[e.group].limit, window_seconds: 1, per: "account" }]);
      }
      const idem = op.parameters.some((p: any) => p.$ref === "#/components/parameters/Idempotency-Key");
      expect(idem, e.id).toBe(isWrite(e));
      expect(op.security).toEqual([{ basicAuth: [] }]);
    }
    expect(Object.keys(doc["x-scopes"]).sort()).toEqual([...ALL_SCOPES].sort());
    expect(Object.keys(doc["x-rate-limit-groups"]).sort()).toEqual(Object.keys(RATE_GROUPS).sort());
  });

  it("every service response, success or error, documents the RateLimit headers and Request-Id; errors use the one Error schema", () => {
    for (const { op } of operations()) {
      const success = Object.keys(op.responses)[0];
      for (const [status, raw] of Object.entries(op.responses as Record<string, any>)) {
        const res: any = raw.$ref ? resolve(raw.$ref) : raw;
        for (const h of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Request-Id"]) {
          expect(res.headers?.[h], `${op.operationId} ${status} ${h}`).toBeDefined();
        }
        if (status !== success) {
          expect(res.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/Error" });
          expect(res["x-error-codes"].length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("the documented error codes cover the platform's: 401 auth codes, 403 ip_not_allowed and insufficient_scope, 409 idempotency, 429 with Retry-After", () => {
    for (const e of serviceEndpoints) {
      const op = doc.paths[e.path][e.method.toLowerCase()];
      const codes = (status: string) => {
        const raw = op.responses[status];
        expect(raw, `${e.id} ${status}`).toBeDefined();
        return (raw.$ref ? (resolve(raw.$ref) as any) : raw)["x-error-codes"];
      };
      expect(codes("401")).toEqual(["authentication_required", "malformed_authorization", "invalid_api_key", "api_key_revoked"]);
      expect(codes("403")).toContain("ip_not_allowed");
      if (e.scopes.length > 0) expect(codes("403")).toContain("insufficient_scope");
      expect(codes("429")).toEqual(["rate_limited"]);
      const r429: any = resolve(op.responses["429"].$ref);
      expect(r429.headers["Retry-After"]).toBeDefined();
      if (isWrite(e)) expect(codes("409")).toEqual(expect.arrayContaining(["idempotency_key_reused", "idempotency_key_in_use"]));
      for (const own of e.errors ?? []) expect(codes(String(own.status)), e.id).toContain(own.code);
    }
  });

  it("response models allow new fields (spec 9.3); request bodies are strict", () => {
    expect(doc.components.schemas.ApiKey.additionalProperties).toBeUndefined();
    const create = doc.paths["/v1/keys"].post;
    expect(create.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
    expect(create.requestBody.required).toBe(true);
  });

  it("issue 16: control operations are only in the control document, on the control server, with no service credentials", () => {
    expect(controlDoc.servers[0].url).toBe("{control_url}");
    // Every operation, reads and the change stream too, carries the control token (never a service key).
    expect(controlDoc.security).toEqual([{ controlToken: [] }]);
    expect(Object.keys(controlDoc.components.securitySchemes)).toEqual(["controlToken"]);
    expect(controlDoc.components.securitySchemes.controlToken).toMatchObject({ type: "apiKey", in: "header", name: "x-msgform-control-token" });
    const stream = controlDoc.paths[STREAM_PATH].get;
    expect(stream.security).toBeUndefined();
    expect(stream.responses["403"]["x-error-codes"]).toContain("control_token_required");
    expect(stream.responses["503"]["x-error-codes"]).toEqual(["change_streams_exhausted"]);
    expect(stream.responses["503"].headers["Retry-After"]).toBeDefined();
    for (const e of controlEndpointList) {
      const op = controlDoc.paths[e.path][e.method.toLowerCase()];
      expect(op.security, e.id).toBeUndefined();
      expect(op.responses["403"]["x-error-codes"], e.id).toContain("control_token_required");
      expect(op.operationId).toBe(e.id);
      expect(doc.paths[e.path], e.path).toBeUndefined();
    }
    expect(JSON.stringify(doc)).not.toContain("/control/");
  });
});
