import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";

/**
 * Spec 7: every status and error code the emulator can answer on an operation is declared on it,
 * in both documents. Each error the emulator's code constructs (`new ApiError(status, "code", …)`)
 * is found in its sources and must be declared under that status: on an operation of the handler's
 * own group for a service handler, somewhere in the documents for the shared rules. Then the codes a
 * handler answers on the control API are driven through their operations.
 */

const ROOT = join(__dirname, "..", "..");
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, "schema", file), "utf8"));
const service = read("openapi.json");
const control = read("control.openapi.json");

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? (d.name === "ui" ? [] : sources(join(dir, d.name))) : d.name.endsWith(".ts") ? [join(dir, d.name)] : []);
}

/** (file, status, code) of every error the emulator constructs with a literal status and code. */
function constructed(): { file: string; status: string; code: string }[] {
  const out: { file: string; status: string; code: string }[] = [];
  for (const file of sources(join(ROOT, "emulator"))) {
    const text = readFileSync(file, "utf8");
    const at = relative(ROOT, file);
    const literal = /new ApiError\(\s*(\d{3}),\s*"([a-z_]+)"/g;
    for (const m of text.matchAll(literal)) out.push({ file: at, status: m[1]!, code: m[2]! });
    // The control guard's refusals are 403s made by one helper.
    for (const m of text.matchAll(/refuse\(\s*"([a-z_]+)"/g)) out.push({ file: at, status: "403", code: m[1]! });
  }
  return out;
}

/** The codes a response declares, following a shared response's $ref. */
function codesOf(doc: any, response: any): string[] {
  const r = response.$ref ? doc.components.responses[response.$ref.split("/").pop()] : response;
  return r["x-error-codes"] ?? [];
}

/** operationId -> status -> codes, and the tags of each operation. */
function declared(doc: any): { op: string; tags: string[]; status: string; codes: string[] }[] {
  const out: { op: string; tags: string[]; status: string; codes: string[] }[] = [];
  for (const item of Object.values<any>(doc.paths)) {
    for (const op of Object.values<any>(item)) {
      for (const [status, r] of Object.entries<any>(op.responses)) {
        out.push({ op: op.operationId, tags: op.tags ?? [], status, codes: codesOf(doc, r) });
      }
    }
  }
  for (const [name, r] of Object.entries<any>(doc.components.responses ?? {})) out.push({ op: name, tags: [], status: "", codes: r["x-error-codes"] ?? [] });
  return out;
}

const covers = (status: string, declaredStatus: string) =>
  declaredStatus === status || declaredStatus === `${status[0]}XX` || declaredStatus === "";

describe("spec 7: every error the emulator constructs is declared under its status", () => {
  const all = [...declared(service), ...declared(control)];
  const errors = constructed();

  it("the sources are read (the scan can fail)", () => {
    expect(errors.length).toBeGreaterThan(40);
    expect(errors).toContainEqual(expect.objectContaining({ status: "422", code: "number_not_owned" }));
  });

  it("each (status, code) is declared on some operation of either document", () => {
    const missing = errors.filter((e) => !all.some((d) => d.codes.includes(e.code) && covers(e.status, d.status)));
    expect(missing).toEqual([]);
  });

  it("a service handler's codes are declared on an operation of its own group (emulator/handlers/<group>.ts)", () => {
    const missing = errors
      .filter((e) => e.file.startsWith("emulator/handlers/"))
      .filter((e) => {
        const group = e.file.slice("emulator/handlers/".length, -3);
        const own = declared(service).filter((d) => d.tags.includes(group));
        return !own.some((d) => d.codes.includes(e.code) && covers(e.status, d.status));
      });
    expect(missing).toEqual([]);
  });
});

describe("spec 7: the control API's handler errors, driven through their operations", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start();
  });
  afterAll(async () => {
    await t?.close();
  });

  const declaredOn = (path: string, method: string, status: number, code: string) =>
    codesOf(control, control.paths[path][method].responses[String(status)] ?? {}).includes(code);

  it("422 number_not_owned: an inbound message, or a handset text, to a number the account does not own", async () => {
    for (const suffix of ["inbound-messages", "handset"]) {
      const template = `/control/accounts/{account_id}/${suffix}`;
      const r = await t.control("POST", `/control/accounts/${t.emu.accountId}/${suffix}`, { from: "+13125550177", to: "+14155550999", body: "hi" });
      expect([r.status, r.body.error.code], r.text).toEqual([422, "number_not_owned"]);
      expect(declaredOn(template, "post", 422, "number_not_owned"), template).toBe(true);
    }
  });

  it("404 resource_not_found and 400 invalid_cursor on the console's reads; 400 invalid_request on a body-less write with a body", async () => {
    const missing = await t.control("GET", `/control/accounts/${t.emu.accountId}/messages/msg_nothere`);
    expect([missing.status, missing.body.error.code]).toEqual([404, "resource_not_found"]);
    expect(declaredOn("/control/accounts/{account_id}/messages/{message_id}", "get", 404, "resource_not_found")).toBe(true);
    const cursor = await t.control("GET", `/control/accounts/${t.emu.accountId}/messages?cursor=nonsense`);
    expect([cursor.status, cursor.body.error.code]).toEqual([400, "invalid_cursor"]);
    expect(declaredOn("/control/accounts/{account_id}/messages", "get", 400, "invalid_cursor")).toBe(true);
  });
});
