import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { METADATA_MAX_KEYS } from "../../schema/common";
import { ID_CHARS, ID_PREFIX, KEY_CHARS, KEY_PREFIX } from "../../schema/ids";
import { EXAMPLE_SIGNING_SECRET } from "../../schema/openapiExamples";
import { verifySignature } from "../../sdk/webhooks";

/**
 * The documents' examples (made from the declarations by schema/openapiExamples.ts): every
 * operation's request and responses, every parameter and header, the component schemas and the
 * webhook deliveries carry one, each valid against its own schema, with values the service sends.
 */

const read = (file: string) => JSON.parse(readFileSync(join(__dirname, "..", "..", "schema", file), "utf8"));
const DOCS = [["openapi.json", read("openapi.json")], ["control.openapi.json", read("control.openapi.json")]] as const;
const esc = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

interface Example {
  where: string;
  pointer: string;
  value: unknown;
}

/** Every example of a document with the JSON pointer of the schema it illustrates; `missing` lists what has none. */
function examplesOf(doc: any): { examples: Example[]; missing: string[] } {
  const examples: Example[] = [];
  const missing: string[] = [];
  const media = (where: string, m: any, pointer: string) => {
    if (!m?.schema) return;
    if (m.example !== undefined) examples.push({ where, pointer: `${pointer}/schema`, value: m.example });
    else if (m.examples) for (const [k, e] of Object.entries<any>(m.examples)) examples.push({ where: `${where} ${k}`, pointer: `${pointer}/schema`, value: e.value });
    else missing.push(where);
  };
  const params = (where: string, list: any[], pointer: string) =>
    list.forEach((p, i) => {
      if (p.$ref) return;
      if (p.example === undefined) missing.push(`${where} parameter ${p.name}`);
      else examples.push({ where: `${where} ${p.name}`, pointer: `${pointer}/parameters/${i}/schema`, value: p.example });
    });
  for (const section of ["paths", "webhooks"]) {
    for (const [path, item] of Object.entries<any>(doc[section] ?? {})) {
      for (const [method, op] of Object.entries<any>(item)) {
        const base = `#/${section}/${esc(path)}/${method}`;
        params(op.operationId, op.parameters ?? [], base);
        media(`${op.operationId} request`, op.requestBody?.content?.["application/json"], `${base}/requestBody/content/application~1json`);
        for (const [status, r] of Object.entries<any>(op.responses)) {
          if (r.$ref || !r.content?.["application/json"]) continue;
          media(`${op.operationId} ${status}`, r.content["application/json"], `${base}/responses/${status}/content/application~1json`);
        }
      }
    }
  }
  for (const [name, r] of Object.entries<any>(doc.components.responses ?? {})) {
    media(`responses.${name}`, r.content?.["application/json"], `#/components/responses/${name}/content/application~1json`);
  }
  for (const [name, h] of Object.entries<any>(doc.components.headers ?? {})) {
    if (h.example === undefined) missing.push(`header ${name}`);
    else examples.push({ where: `header ${name}`, pointer: `#/components/headers/${esc(name)}/schema`, value: h.example });
  }
  for (const [name, p] of Object.entries<any>(doc.components.parameters ?? {})) {
    if (p.example === undefined) missing.push(`parameter ${name}`);
    else examples.push({ where: `parameter ${name}`, pointer: `#/components/parameters/${esc(name)}/schema`, value: p.example });
  }
  for (const [name, s] of Object.entries<any>(doc.components.schemas)) {
    if (!Array.isArray(s.examples) || s.examples.length === 0) missing.push(`schema ${name}`);
    else examples.push({ where: `schema ${name}`, pointer: `#/components/schemas/${esc(name)}`, value: s.examples[0] });
  }
  return { examples, missing };
}

/** Every (field name, value) pair inside an example. */
function fields(value: unknown, out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((v) => fields(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.push([k, v]);
      fields(v, out);
    }
  }
  return out;
}

describe("examples generated with the declarations", () => {
  it.each(DOCS)("%s: every operation, response status, parameter, header and component schema has an example", (_f, doc) => {
    const { examples, missing } = examplesOf(doc);
    expect(missing).toEqual([]);
    expect(examples.length).toBeGreaterThan(300);
  });

  it.each(DOCS)("%s: every example is valid against its own schema (ajv, JSON Schema 2020-12, formats checked)", (_f, doc) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(doc, "doc");
    const bad: string[] = [];
    for (const x of examplesOf(doc).examples) {
      const validate = ajv.getSchema(`doc${x.pointer}`);
      if (!validate) bad.push(`${x.where}: no schema at ${x.pointer}`);
      else if (!validate(x.value)) bad.push(`${x.where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(bad).toEqual([]);
  });

  it("spec 2: ids carry their prefixes and lengths (schema/ids.ts), numbers are E.164, timestamps ISO 8601 UTC", () => {
    const [, service] = DOCS[0];
    const prefixes = Object.values(ID_PREFIX);
    const id = new RegExp(`^(?:(?:${prefixes.join("|")})[A-Za-z0-9]{${ID_CHARS}}|${KEY_PREFIX.live.id}[A-Za-z0-9]{${KEY_CHARS.id}})$`);
    const all = examplesOf(service).examples.flatMap((x) => fields(x.value));
    const ids = all.filter(([k, v]) => (k === "id" || k.endsWith("_id")) && k !== "tax_id" && typeof v === "string");
    expect(ids.length).toBeGreaterThan(50);
    for (const [k, v] of ids) expect(v, k).toMatch(id);
    const phones = all.filter(([k, v]) => ["from", "to", "number", "phone", "e164"].includes(k) && typeof v === "string");
    for (const [k, v] of phones) expect(v, k).toMatch(/^\+[1-9][0-9]{7,14}$/);
    const times = all.filter(([k, v]) => k.endsWith("_at") && typeof v === "string");
    for (const [k, v] of times) expect(new Date(v as string).toISOString(), k).toBe(v);
    expect(service.components.schemas.ApiKeyWithSecret.examples[0].secret).toMatch(new RegExp(`^${KEY_PREFIX.live.secret}[A-Za-z0-9]{${KEY_CHARS.secret}}$`));
  });

  it("spec 4: every list example is its last page (has_more false, next_cursor null), so a mock of the document ends", () => {
    const [, service] = DOCS[0];
    const lists = examplesOf(service).examples.filter((x) => (x.value as any)?.object === "list");
    expect(lists.length).toBeGreaterThanOrEqual(8);
    for (const x of lists) expect(x.value, x.where).toMatchObject({ has_more: false, next_cursor: null });
  });

  it("spec 8: the rate-limit header examples are what the service sends (within the limit, never negative)", () => {
    const headers = DOCS[0][1].components.headers;
    expect(headers["RateLimit-Limit"].example).toBeGreaterThanOrEqual(1);
    expect(headers["RateLimit-Remaining"].example).toBeLessThanOrEqual(headers["RateLimit-Limit"].example);
    expect(headers["RateLimit-Remaining"].schema.minimum).toBe(0);
    expect(headers["RateLimit-Reset"].schema.minimum).toBe(1);
  });

  it("spec 7: an error status shows each of its codes as a named example", () => {
    const [, service] = DOCS[0];
    const resubmit = service.paths["/v1/brands/{brand_id}/resubmit"].post.responses["409"];
    const examples = resubmit.content["application/json"].examples;
    expect(Object.keys(examples)).toEqual(resubmit["x-error-codes"]);
    expect(examples.brand_not_resubmittable.value.error).toMatchObject({ code: "brand_not_resubmittable", request_id: expect.stringMatching(/^req_/) });
  });

  it("spec 6: each webhook example is signed: its SVC-Signature verifies over the example body with the example secret", () => {
    const [, service] = DOCS[0];
    for (const [kind, item] of Object.entries<any>(service.webhooks)) {
      const body = JSON.stringify(item.post.requestBody.content["application/json"].example);
      const header = (name: string) => item.post.parameters.find((p: any) => p.name === name).example;
      const t = Number(/^t=(\d+)/.exec(header("SVC-Signature"))![1]);
      expect(() => verifySignature(body, header("SVC-Signature"), EXAMPLE_SIGNING_SECRET, { now: t * 1000 })).not.toThrow();
      expect(header("SVC-Event-Id"), kind).toBe(JSON.parse(body).id);
      expect(JSON.parse(body).event).toBe(kind);
    }
  });
});

describe("bounds: what the service never sends negative says minimum 0; metadata's limits are declared", () => {
  it.each(DOCS)("%s: no integer or number anywhere allows a negative value", (_f, doc) => {
    const open: string[] = [];
    const walk = (n: unknown, at: string) => {
      if (Array.isArray(n)) return n.forEach((v, i) => walk(v, `${at}/${i}`));
      if (!n || typeof n !== "object") return;
      const s = n as Record<string, any>;
      const numeric = s.type === "integer" || s.type === "number" || (Array.isArray(s.type) && s.type.some((t: string) => t === "integer" || t === "number"));
      const fixed = "const" in s || Array.isArray(s.enum);
      if (numeric && !fixed && !(s.minimum >= 0) && !(s.exclusiveMinimum >= 0)) open.push(at);
      for (const [k, v] of Object.entries(s)) if (k !== "examples" && k !== "example") walk(v, `${at}/${k}`);
    };
    walk(doc, "#");
    expect(open).toEqual([]);
  });

  it("spec 2 (metadata): at most 20 labels, keys up to 40 characters, values up to 500, in the schema as the emulator enforces", () => {
    const service = DOCS[0][1];
    const body = service.paths["/v1/keys"].post.requestBody.content["application/json"].schema;
    const metadata = (body.$ref ? service.components.schemas[body.$ref.split("/").pop()] : body).properties.metadata;
    expect(metadata).toMatchObject({ maxProperties: METADATA_MAX_KEYS, propertyNames: { maxLength: 40 } });
    expect(metadata.additionalProperties).toMatchObject({ maxLength: 500 });
  });
});
