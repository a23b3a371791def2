import { z } from "zod";
import { sections } from "../reconcile/catalog";
import { configSchema } from "./schema";

type Json = Record<string, unknown>;
const NULL = { type: "null", description: "null removes what an earlier file declares (an overlay)" };

/**
 * A mapping as it may appear in one file of several (cli/config/merge.ts): mappings merge key by
 * key, so any field may be left to another file; a field that may be absent may also be null,
 * which removes it. Lists and scalars replace whole, so their own contents stay as strict as in
 * the merged config. Required fields cannot be null: the merged entry would lack them.
 */
function asLayer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asLayer);
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    // A list replaces whole: its items are complete values, not layers.
    out[k] = k === "items" || k === "prefixItems" ? v : asLayer(v);
  }
  if (out.type === "object" && out.properties) {
    const required = new Set((out.required ?? []) as string[]);
    const props = out.properties as Record<string, Json>;
    for (const [name, schema] of Object.entries(props)) {
      if (!required.has(name)) props[name] = { anyOf: [schema, NULL] };
    }
    delete out.required;
  }
  // Entries of a named section (maps of name to entry) may be removed by name.
  if (out.type === "object" && out.propertyNames && out.additionalProperties && typeof out.additionalProperties === "object") {
    out.additionalProperties = { anyOf: [out.additionalProperties, NULL] };
  }
  return out;
}

/**
 * schema/config.schema.json: the JSON Schema of one config file, a base or an overlay, so editors
 * complete and check each file. Derived from the same zod schema the CLI validates the merged
 * files with. What depends on the other files (that a partial entry completes one a base declares,
 * that a reference names a declaration) is the CLI's check of the merged result.
 */
export function configFileJsonSchema(): Json {
  const merged = z.toJSONSchema(configSchema(sections), { io: "input", unrepresentable: "any", target: "draft-2020-12" });
  const layer = asLayer(merged) as Json;
  layer.description = `${String(merged.description ?? "")} One file of a base and its overlays: later files merge into earlier ones key by key, and null removes an entry or field.`.trim();
  return layer;
}

export function renderConfigSchema(): string {
  return JSON.stringify(configFileJsonSchema(), null, 2) + "\n";
}
