import { z } from "zod";
import { sections } from "../reconcile/catalog";
import { configSchema } from "./schema";

/** schema/config.schema.json: the config files' JSON Schema, so editors complete and check them. */
export function renderConfigSchema(): string {
  const schema = z.toJSONSchema(configSchema(sections), { io: "input", unrepresentable: "any", target: "draft-2020-12" });
  return JSON.stringify(schema, null, 2) + "\n";
}
