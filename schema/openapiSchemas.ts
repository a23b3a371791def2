import { z } from "zod";
import { QueryBoolean } from "./envelopes";
import type { ControlEndpoint } from "./endpoint";

/**
 * zod models as OpenAPI 3.1 schemas (zod 4's native z.toJSONSchema, JSON Schema 2020-12, OpenAPI
 * 3.1's own dialect), shared by the service document (openapi.ts) and the control document
 * (controlOpenapi.ts). Spec 9 decides the direction of each conversion:
 *
 * - input (request bodies, parameters) stays strict: unknown fields and unknown enum values are
 *   rejected, as the emulator does;
 * - output (responses, webhook deliveries) is open: objects admit new fields and enums list their
 *   known values but accept any string (spec 9.3: "new enumerated values" ship within /v1).
 */

export type Json = Record<string, unknown>;
export type Io = "input" | "output";

export const REF = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

/** Query booleans are sent as true/false: typed boolean, whatever zod parses them from. */
const QUERY_BOOLEANS = new Set<unknown>([QueryBoolean, QueryBoolean._zod.def.in]);

/** An enum of known values that accepts later ones (spec 9.3); generators read x-extensible-enum. */
function openEnum(json: Json): void {
  const values = json.enum as unknown[];
  delete json.enum;
  delete json.type;
  json.anyOf = [{ type: "string", enum: values }, { type: "string", description: "a value added within /v1 (spec 9.3)" }];
  json["x-extensible-enum"] = values;
}

function override(io: Io) {
  return (ctx: { zodSchema: z.core.$ZodTypes; jsonSchema: z.core.JSONSchema.BaseSchema }) => {
    const json = ctx.jsonSchema as Json;
    if (QUERY_BOOLEANS.has(ctx.zodSchema)) {
      for (const k of Object.keys(json)) delete json[k];
      json.type = "boolean";
      return;
    }
    if (io === "input") return;
    // Records keep their value schema; only closed objects (strict ones too) are opened.
    if (json.additionalProperties === false) delete json.additionalProperties;
    if (Array.isArray(json.enum) && json.enum.every((v) => typeof v === "string")) openEnum(json);
  };
}

/** Named component schemas, collected from every conversion; one name, one shape. */
export class SchemaRegistry {
  readonly schemas: Record<string, Json> = {};

  /** A zod schema as JSON Schema; models with a meta id become components and are referenced. */
  convert(schema: z.ZodType, io: Io): Json {
    const out = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any", override: override(io) }) as Json;
    delete out.$schema;
    const defs = (out.$defs ?? {}) as Record<string, Json>;
    delete out.$defs;
    const renames = new Map<string, string>();
    for (const [name, def] of Object.entries(defs)) renames.set(name, this.nameFor(name, def, io));
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node === null || typeof node !== "object") return node;
      const copy: Json = {};
      for (const [k, v] of Object.entries(node)) {
        if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) {
          const name = v.slice("#/$defs/".length);
          copy[k] = `#/components/schemas/${renames.get(name) ?? name}`;
        } else copy[k] = rewrite(v);
      }
      return copy;
    };
    for (const [name, def] of Object.entries(defs)) this.schemas[renames.get(name)!] = rewrite(def) as Json;
    return rewrite(out) as Json;
  }

  /** The components, sorted by name (the committed file is deterministic). */
  sorted(): Record<string, Json> {
    return Object.fromEntries(Object.entries(this.schemas).sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  private nameFor(name: string, def: Json, io: Io): string {
    const candidates = [name, io === "input" ? `${name}Input` : `${name}Output`];
    for (let i = 2; ; i++) {
      const c = candidates.shift() ?? `${name}${i}`;
      const existing = this.schemas[c];
      if (existing === undefined || JSON.stringify(existing) === JSON.stringify(this.rewritePreview(def, name, c))) {
        return c;
      }
    }
  }

  /** Refs inside a def point at #/$defs until rewritten; compare with them already rewritten. */
  private rewritePreview(def: Json, from: string, to: string): unknown {
    return JSON.parse(
      JSON.stringify(def).replaceAll(`"#/$defs/${from}"`, `"#/components/schemas/${to}"`).replace(/"#\/\$defs\//g, "\"#/components/schemas/"),
    );
  }
}

/** Path or query parameters from a z.object. */
export function parameters(reg: SchemaRegistry, schema: z.ZodType | undefined, where: "path" | "query"): Json[] {
  if (!schema) return [];
  const js = reg.convert(schema, "input");
  const props = (js.properties ?? {}) as Record<string, Json>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(props).map(([name, s]) => {
    const { description, ...rest } = s;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

export function requestBody(reg: SchemaRegistry, schema: z.ZodType | undefined): Json | undefined {
  if (!schema) return undefined;
  // An absent body is read as {}: the body is optional exactly when {} is valid.
  return {
    required: !schema.safeParse({}).success,
    content: { "application/json": { schema: reg.convert(schema, "input") } },
  };
}

export function successResponse(reg: SchemaRegistry, e: ControlEndpoint, headers: Record<string, unknown>): Json {
  return {
    [String(e.status ?? 200)]: {
      description: e.summary,
      headers,
      content: { "application/json": { schema: reg.convert(e.response, "output") } },
    },
  };
}

export interface ErrorCase {
  code: string;
  when: string;
}

/** An error response in the one Error shape, listing its codes. */
export function errorResponse(cases: ErrorCase[], headers: Record<string, unknown>): Json {
  return {
    description: cases.map((c) => `\`${c.code}\`: ${c.when}`).join("; "),
    headers,
    content: { "application/json": { schema: REF("schemas", "Error") } },
    "x-error-codes": cases.map((c) => c.code),
  };
}

/** The document's exact committed text. */
export function render(doc: Json): string {
  return JSON.stringify(doc, null, 2) + "\n";
}
