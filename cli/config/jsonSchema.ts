import { z } from "zod";
import type { Section } from "../reconcile/model";
import { configSchema } from "./schema";

type Json = Record<string, unknown>;
const NULL = { type: "null", description: "null removes what an earlier file declares (an overlay)" };

/**
 * A mapping as it may appear in one file: null means absent (cli/config/merge.ts), so a field that
 * may be absent may also be null. In a base file (`complete`) the required fields stay required:
 * the base alone must describe every object. In an overlay (cli/config/merge.ts: mappings merge key
 * by key) any field may be left to another file. Lists and scalars replace whole, so their own
 * contents stay as strict as in the merged config. Required fields cannot be null: the merged entry
 * would lack them.
 */
function asLayer(node: unknown, complete: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => asLayer(n, complete));
  if (node === null || typeof node !== "object") return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    // A list replaces whole: its items are complete values, not layers.
    out[k] = k === "items" || k === "prefixItems" ? v : asLayer(v, complete);
  }
  if (out.type === "object" && out.properties) {
    const required = new Set((out.required ?? []) as string[]);
    const props = out.properties as Record<string, Json>;
    for (const [name, schema] of Object.entries(props)) {
      if (!required.has(name)) props[name] = { anyOf: [schema, NULL] };
    }
    if (!complete) delete out.required;
  }
  // Entries of a named section (maps of name to entry) may be removed by name.
  if (out.type === "object" && out.propertyNames && out.additionalProperties && typeof out.additionalProperties === "object") {
    out.additionalProperties = { anyOf: [out.additionalProperties, NULL] };
  }
  return out;
}

/** Which file of a configuration a schema describes. */
export type ConfigFileRole = "base" | "overlay";

const ROLE_DESCRIPTION: Record<ConfigFileRole, string> = {
  base:
    "A base file: it declares every object completely, so required fields are required. Overlays " +
    "(config.overlay.schema.json) merge into it key by key; null means absent.",
  overlay:
    "An overlay: merged into the base file and earlier overlays key by key, so any field may be left " +
    "to them; null removes an entry or field. The merged result must be complete (msgform validate base.yaml overlay.yaml).",
};

/**
 * The JSON Schema of one config file, so editors complete and check each file: schema/config.schema.json
 * for a base, schema/config.overlay.schema.json for an overlay. Derived from the same zod schema the
 * CLI validates the merged files with. What depends on the other files (that a partial entry
 * completes one a base declares, that a reference names a declaration) is the CLI's check of the
 * merged result.
 */
export function configFileJsonSchema(sections: Section[], role: ConfigFileRole = "base"): Json {
  const merged = z.toJSONSchema(configSchema(sections), { io: "input", unrepresentable: "any", target: "draft-2020-12" });
  const layer = asLayer(merged, role === "base") as Json;
  if (role === "overlay") layer.title = `${String(merged.title ?? "")} (overlay)`;
  layer.description = `${String(merged.description ?? "")} ${ROLE_DESCRIPTION[role]}`.trim();
  return layer;
}

export const renderConfigSchema = (sections: Section[], role: ConfigFileRole = "base"): string =>
  JSON.stringify(configFileJsonSchema(sections, role), null, 2) + "\n";
