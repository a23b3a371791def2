import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";

/**
 * Spec 9: request bodies are strict. An operation the document declares without a request body
 * takes none: a body with fields is refused with the documented 400 invalid_request, by one rule of
 * the emulator's request handling (emulator/core.ts parseRequestParts), on the service and the control
 * API alike. No body, an empty body and `{}` (no fields, so no unknown one) are accepted.
 */

const read = (file: string) => JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "schema", file), "utf8"));
const service = read("openapi.json");
const control = read("control.openapi.json");

/** The document's operations that are writes without a request body, with a path made of its parameter examples. */
function bodiless(doc: any): { id: string; method: string; path: string }[] {
  const out: { id: string; method: string; path: string }[] = [];
  for (const [template, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (method === "get" || op.requestBody) continue;
      const example = (name: string) => op.parameters.find((p: any) => p.name === name).example;
      const path = template.replace(/\{([a-z_]+)\}/g, (_m, name) => example(name));
      out.push({ id: op.operationId, method: method.toUpperCase(), path });
    }
  }
  return out;
}

let t: TestEmulator;
beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
});
afterAll(async () => {
  await t?.close();
});

describe("spec 9: an operation declared without a request body refuses one", () => {
  it("POST /v1/brands/{brand_id}/resubmit with {\"foo\":1}: 400 invalid_request naming foo, nothing processed", async () => {
    const r = await t.api("POST", `/v1/brands/${service.paths["/v1/brands/{brand_id}/resubmit"].post.parameters[0].example}/resubmit`, { body: { foo: 1 } });
    expect(r.status, r.text).toBe(400);
    expect(r.body.error).toMatchObject({ code: "invalid_request", param: "foo" });
    expect(r.body.error.message).toMatch(/takes no request body/);
    expect(service.paths["/v1/brands/{brand_id}/resubmit"].post.responses["400"]["x-error-codes"]).toContain("invalid_request");
  });

  it("every body-less write of the service document: a body with a field is 400; no body, empty and {} are not", async () => {
    const ops = bodiless(service);
    expect(ops.length).toBeGreaterThanOrEqual(6);
    for (const op of ops) {
      const refused = await t.api(op.method, op.path, { body: { unexpected: true } });
      expect([refused.status, refused.body?.error?.code, refused.body?.error?.param], op.id).toEqual([400, "invalid_request", "unexpected"]);
      const array = await t.api(op.method, op.path, { rawBody: "[1]", headers: { "content-type": "application/json" } });
      expect([array.status, array.body?.error?.param], op.id).toEqual([400, "body"]);
      for (const opts of [{}, { body: {} }, { rawBody: "", headers: { "content-type": "application/json" } }]) {
        const accepted = await t.api(op.method, op.path, opts);
        expect(accepted.body?.error?.message ?? "", op.id).not.toMatch(/takes no request body/);
      }
    }
  });

  it("every body-less write of the control document, through the same rule", async () => {
    const ops = bodiless(control).map((op) => ({ ...op, path: op.path.replace(/acct_[A-Za-z0-9]+/, t.emu.accountId) }));
    expect(ops.length).toBeGreaterThanOrEqual(1);
    for (const op of ops) {
      const refused = await t.control(op.method, op.path, { unexpected: true });
      expect([refused.status, refused.body?.error?.code], op.id).toEqual([400, "invalid_request"]);
      const accepted = await t.control(op.method, op.path, {});
      expect(accepted.body?.error?.message ?? "", op.id).not.toMatch(/takes no request body/);
    }
  });
});
