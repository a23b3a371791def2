import { z } from "zod";
import type { Path } from "./located";

// Reads the config schema to explain a problem: which fields a mapping allows, what a field's
// type is, a value it would accept. Works on zod's definitions, so it follows whatever the kinds
// declare without a second description of them.

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema itself, without the wrappers that do not change what a value may be. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const def = defOf(s);
    if (["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(def.type)) {
      s = def.innerType as z.ZodType;
    } else if (def.type === "pipe") s = def.in as z.ZodType;
    else if (def.type === "lazy") s = (def.getter as () => z.ZodType)();
    else return s;
  }
}

/** The schema of the value at a path of the config, as declared (wrappers and all). */
export function declaredAt(root: z.ZodType, path: Path): z.ZodType | undefined {
  let s: z.ZodType | undefined = root;
  for (const step of path) {
    if (!s) return undefined;
    const def = defOf(unwrap(s));
    if (def.type === "object") s = (def.shape as Record<string, z.ZodType>)[String(step)];
    else if (def.type === "record") s = def.valueType as z.ZodType;
    else if (def.type === "array") s = def.element as z.ZodType;
    else return undefined;
  }
  return s;
}

/** The schema of the value at a path of the config, if the path leads anywhere the schema knows. */
export function schemaAt(root: z.ZodType, path: Path): z.ZodType | undefined {
  const s = declaredAt(root, path);
  return s && unwrap(s);
}

/**
 * The first sentence of a field's description, wherever among its wrappers it was declared, without
 * its references to the documentation ("(docs/service.md, 5. Authentication)"): a period inside
 * parentheses does not end the sentence.
 */
export function purposeOf(schema: z.ZodType): string | undefined {
  let s: z.ZodType | undefined = schema;
  while (s) {
    const description = z.globalRegistry.get(s)?.description;
    if (description) return firstSentence(description).replace(/ \((?:see )?docs\/[^()]*\)/g, "");
    const def = defOf(s);
    s = (def.innerType ?? (def.type === "pipe" ? def.in : undefined)) as z.ZodType | undefined;
  }
  return undefined;
}

function firstSentence(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "." && depth === 0 && (i + 1 === text.length || /\s/.test(text[i + 1]!))) return text.slice(0, i);
  }
  return text;
}

/** The fields a mapping allows, in declaration order; empty for anything else. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  return def.type === "object" ? Object.keys(def.shape as object) : [];
}

/** The values an enum or literal allows, as strings; undefined for other types. */
function valuesOf(schema: z.ZodType | undefined): string[] | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === "enum") return Object.values(def.entries as Record<string, string | number>).map(String);
  if (def.type === "literal") return (def.values as unknown[]).map(String);
  return undefined;
}

const isRequired = (s: z.ZodType) => !s.safeParse(undefined).success;

/** What a value must be, in YAML words: "a string", "a list of …", "one of A, B". */
export function typePhrase(schema: z.ZodType): string {
  const s = unwrap(schema);
  const def = defOf(s);
  const values = valuesOf(s);
  if (values) return values.length === 1 ? values[0]! : `one of ${values.join(", ")}`;
  switch (def.type) {
    case "string": {
      const format = (s as unknown as { format?: string }).format;
      return format === "url" ? "a URL" : format === "email" ? "an email address" : "a string";
    }
    case "number":
    case "int":
      return "a number";
    case "boolean":
      return "true or false";
    case "array": {
      const item = typePhrase(def.element as z.ZodType);
      return item.startsWith("one of ") ? `a list, each ${item}` : `a list of ${plural(item)}`;
    }
    case "record":
      return `a mapping of names to ${plural(typePhrase(def.valueType as z.ZodType))}`;
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const required = Object.keys(shape).filter((k) => isRequired(shape[k]!));
      return required.length ? `a mapping with ${required.join(", ")}` : "a mapping";
    }
    case "union":
      return (def.options as z.ZodType[]).map(typePhrase).join(" or ");
    default:
      return def.type;
  }
}

const plural = (phrase: string) =>
  phrase.replace(/^an? (string|number|URL|email address|mapping|list)\b/, (_, w: string) => `${w}s`);

// Sample values, plainest first: the first one a field accepts is shown as its example.
const SAMPLES: unknown[] = [
  "example", "US", "415", "12-3456789", "+14155550123", "ops@example.com", "https://hooks.example.com/msgform",
  1, 60, true,
];

const FREE_TEXT = "Free text, as long as a description needs to be.";

/** A value the field accepts, as YAML, to show in a "required" message; undefined if none is simple. */
export function exampleOf(schema: z.ZodType): string | undefined {
  const s = unwrap(schema);
  const def = defOf(s);
  const examples = (z.globalRegistry.get(schema) ?? z.globalRegistry.get(s))?.examples;
  if (Array.isArray(examples) && examples.length > 0) return yamlInline(examples[0]);
  const values = valuesOf(s);
  if (values) return values[0];
  if (def.type === "array") {
    const item = exampleOf(def.element as z.ZodType);
    return item === undefined ? undefined : `[${item}]`;
  }
  // Free text (a name, a description) is better explained by its purpose than by a made-up value.
  if (schema.safeParse(FREE_TEXT).success) return undefined;
  const sample = SAMPLES.find((v) => schema.safeParse(v).success);
  return sample === undefined ? undefined : yamlInline(sample);
}

const yamlInline = (v: unknown) => (typeof v === "string" && /^[\w.+@/:-]+$/.test(v) ? v : JSON.stringify(v));
