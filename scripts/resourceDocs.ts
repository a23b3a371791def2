// The per-resource reference pages (docs/resources/<kind>.md), generated from what each kind
// declares: its desired-state schema (fields, types, defaults, descriptions), its field rules
// (change rule, secret), its output rules, and the CLI section that binds it to the config file.
// Nothing about a field is written here by hand, so a field added to a kind (declareFields) appears
// on its page at the next `npm run gen`, and test/docs/resources.test.ts fails until it does.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { parse, stringify } from "yaml";
import { ADOPT_ID, adoptsById } from "../provider/pulumi/adapter";
import { entrySchema } from "../cli/config/schema";
import { typePhrase, unwrap } from "../cli/config/schemaInfo";
import { sections } from "../cli/reconcile/catalog";
import type { Section } from "../cli/reconcile/model";
import { reviewFields as brandReviewFields } from "../provider/kinds/brand";
import { reviewFields as campaignReviewFields } from "../provider/kinds/campaign";
import type { AnyKind, ChangeKind, FieldRule } from "../provider/kinds/kind";

/** The config file every page takes its example from: tested end to end by `npm start`. */
export const EXAMPLE_FILE = "examples/main-job/account.yaml";

/** Fields whose change sends a registration back into carrier review, by kind. */
const REVIEW_FIELDS: Record<string, readonly string[]> = { Brand: brandReviewFields, Campaign: campaignReviewFields };

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A field's whole description, wherever among its wrappers it was declared. */
function descriptionOf(schema: z.ZodType): string {
  let s: z.ZodType | undefined = schema;
  while (s) {
    const description = z.globalRegistry.get(s)?.description;
    if (description) return description;
    const def = defOf(s);
    s = (def.innerType ?? (def.type === "pipe" ? def.in : undefined)) as z.ZodType | undefined;
  }
  return "";
}

/** The object schema of a kind (its refinements set aside): the fields in declaration order. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(unwrap(schema));
  return def.type === "object" ? (def.shape as Record<string, z.ZodType>) : {};
}

const cell = (s: string) => s.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
const code = (s: string) => "`" + s + "`";
const rule = (r: ChangeKind | FieldRule): FieldRule => (typeof r === "string" ? { change: r } : r);

function changeWords(kind: AnyKind, field: string): string {
  const r = rule((kind.fields as Record<string, ChangeKind | FieldRule>)[field] ?? "update");
  if (r.change === "local") return "local setting (never sent)";
  if (r.change === "replace") return "**replaces**";
  return REVIEW_FIELDS[kind.name]?.includes(field) ? "in place, back into review" : "in place";
}

function defaultOf(schema: z.ZodType): string {
  const parsed = schema.safeParse(undefined);
  if (!parsed.success || parsed.data === undefined) return "";
  return code(JSON.stringify(parsed.data));
}

interface Row {
  name: string;
  schema: z.ZodType;
  /** Where the row's change rule comes from: the top-level field. */
  top: string;
}

/** Top-level fields, then one level of nested mappings (address.city, entries[].cidr), as the Registry's nested blocks. */
function rowsOf(shape: Record<string, z.ZodType>): Row[] {
  const rows: Row[] = [];
  for (const [name, schema] of Object.entries(shape)) {
    rows.push({ name, schema, top: name });
    const inner = unwrap(schema);
    const def = defOf(inner);
    const nested = def.type === "array" ? unwrap(def.element as z.ZodType) : inner;
    const prefix = def.type === "array" ? `${name}[].` : `${name}.`;
    for (const [sub, s] of Object.entries(shapeOf(nested))) rows.push({ name: prefix + sub, schema: s, top: name });
  }
  return rows;
}

function argumentTable(section: Section): string[] {
  const kind = section.kind;
  const refs = Object.entries(section.refs ?? {});
  const lines = [
    "| Argument | Type | Required | On change | Default | Description |",
    "|---|---|---|---|---|---|",
  ];
  for (const row of rowsOf(shapeOf(kind.schema))) {
    const required = row.schema.safeParse(undefined).success ? "" : "yes";
    const secret = rule((kind.fields as Record<string, ChangeKind | FieldRule>)[row.top] ?? "update").secret ? " (secret)" : "";
    const ref = refs.find(([, r]) => r.field === row.name);
    const yamlName = ref ? ` In a config file: ${code(ref[0])}, the name of an entry of ${code(ref[1].section)}.` : "";
    const description = descriptionOf(row.schema).replace(/([^.])$/, "$1.");
    const change = row.name === row.top ? changeWords(kind, row.top) : "";
    lines.push(
      `| ${code(row.name)} | ${cell(typePhrase(row.schema))}${secret} | ${required} | ${change} | ${defaultOf(row.schema)} | ` +
      `${cell(description + yamlName)} |`,
    );
  }
  return lines;
}

/** Fields the YAML entry has beyond the kind's own (adoption by id, a hand-over). */
function yamlOnlyFields(section: Section): string[] {
  const kindFields = new Set(Object.keys(shapeOf(section.kind.schema)));
  const refFields = new Set(Object.keys(section.refs ?? {}));
  const extra = Object.entries(shapeOf(entrySchema(section))).filter(([k]) => !kindFields.has(k) && !refFields.has(k));
  if (extra.length === 0) return [];
  return [
    "",
    "In a config file an entry also takes:",
    "",
    ...extra.map(([k, s]) => `- ${code(k)} (${typePhrase(s)}): ${cell(descriptionOf(s))}`),
  ];
}

function outputTable(kind: AnyKind): string[] {
  const outputs = Object.entries(kind.outputs as Record<string, { secret?: boolean; stable?: boolean }>);
  return [
    "| Output | Secret | Changes |",
    "|---|---|---|",
    "| `id` |  | never (the object's id) |",
    ...outputs.map(([k, o]) => `| ${code(k)} | ${o.secret ? "**yes**" : ""} | ${o.stable ? "never" : "as the service reports"} |`),
  ];
}

/** The example entry of a section from the example config (a singleton's body, else the first entry). */
type Example = { name: string; entry: Record<string, unknown> };
function exampleEntry(section: Section, doc: Record<string, unknown>): Example {
  const value = doc[section.key] as Record<string, unknown>;
  if (section.singleton) return { name: section.key.replace(/_/g, "-"), entry: value };
  const [name, entry] = Object.entries(value)[0]!;
  return { name, entry: entry as Record<string, unknown> };
}

const ident = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""));

/**
 * A value as a TypeScript literal, on one line when it fits, else one element per line.
 * `${env:NAME}` becomes process.env.NAME (Pulumi has no substitution).
 */
function tsValue(v: unknown, indent = "  "): string {
  const env = typeof v === "string" ? /^\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(v) : null;
  if (env) return `process.env.${env[1]}!`;
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
  const inner = indent + "  ";
  const parts = Array.isArray(v)
    ? v.map((x) => tsValue(x, inner))
    : Object.entries(v).map(([k, x]) => `${key(k)}: ${tsValue(x, inner)}`);
  const [open, close] = Array.isArray(v) ? ["[", "]"] : ["{ ", " }"];
  const flat = open + parts.join(", ") + close;
  if (flat.length + indent.length <= 100 && !flat.includes("\n")) return flat;
  return `${open.trim()}\n${parts.map((p) => `${inner}${p},`).join("\n")}\n${indent}${close.trim()}`;
}

function pulumiExample(section: Section, name: string, entry: Record<string, unknown>): string[] {
  const refs = section.refs ?? {};
  const args = Object.entries(entry).map(([k, v]) => {
    const ref = refs[k];
    return ref ? `  ${ref.field}: ${ident(String(v))}.id, // a msgform.${kindOf(ref.section)}` : `  ${k}: ${tsValue(v, "  ")},`;
  });
  return [
    "```ts",
    "import * as msgform from \"msgform\";",
    "",
    `const ${ident(name)} = new msgform.${section.kind.name}(${JSON.stringify(name)}, {`,
    ...args,
    "});",
    "```",
  ];
}

const kindOf = (sectionKey: string) => sections.find((s) => s.key === sectionKey)?.kind.name ?? sectionKey;

function yamlExample(section: Section, name: string, entry: Record<string, unknown>): string[] {
  const doc = section.singleton ? { [section.key]: entry } : { [section.key]: { [name]: entry } };
  return ["```yaml", stringify(doc, { lineWidth: 0 }).trimEnd(), "```"];
}

function deleting(section: Section): string[] {
  const optIn = Object.keys(section.destroyOptIn ?? {}).map(code).join(", ");
  const pulumi = `Pulumi: deleting the resource ${section.deleteEffect}${optIn ? `; it needs ${optIn}` : ""}.`;
  const yaml = section.singleton
    ? `Config file: removing the ${code(section.key)} section leaves the list as it is (a section no file mentions is not managed).`
    : `Config file: an entry removed from ${code(section.key)} (while the files still declare the section) is deleted by ` +
      `${code("apply --allow-destroy")}; the plan says so first.`;
  return [`- ${pulumi}`, `- ${yaml}`];
}

/** How an object made elsewhere comes under management, in each front end. */
function adopting(kind: Section["kind"]): string[] {
  const pulumi = adoptsById(kind)
    ? `Pulumi: the input ${code(`${ADOPT_ID}: "<id>"`)} makes the resource's first create take over that object ` +
    "(checked to be of this kind, then updated to the arguments) instead of making a new one."
    : `Pulumi: ${code("adoptExisting: true")} takes over the account's list instead of refusing to replace it.`;
  return [
    `- ${pulumi} Pulumi's ${code("import")} option cannot work for dynamic providers (pulumi/pulumi#16175).`,
    "- Config file: an entry with `id:` adopts the object. `msgform export -o account.yaml` writes the account's " +
    `objects that way, and ${code("msgform export --pulumi program.ts")} writes a Pulumi program using the input above.`,
    "- An object another configuration or stack owns is taken over only with `takeOver: true` (config file) or " +
    "its id in `msgform:takeOver` (Pulumi).",
  ];
}

export const pageFile = (section: Section) => `docs/resources/${section.kind.name}.md`;

/** One kind's reference page. `example` is the parsed example config. */
export function renderResourcePage(section: Section, example: Record<string, unknown>): string {
  const kind = section.kind;
  const { name, entry } = exampleEntry(section, example);
  const where = section.singleton
    ? `the top-level ${code(section.key)} mapping (one per account)`
    : `${code(section.key)}, a mapping of names to entries`;
  const lines = [
    `# ${kind.name}`,
    "",
    "<!-- Generated by `npm run gen` from provider/kinds and cli/reconcile/catalog.ts: edit those, not this page. -->",
    "",
    cell(kind.description ?? ""),
    "",
    `Pulumi: ${code(`new msgform.${kind.name}(name, args)`)}. Config file: ${where}.`,
    "",
    "## Example",
    "",
    "Config file:",
    "",
    ...yamlExample(section, name, entry),
    "",
    "Pulumi (TypeScript):",
    "",
    ...pulumiExample(section, name, entry),
    "",
    "## Arguments",
    "",
    "The same names in Pulumi and in a config file. **On change**: *in place* updates the object; " +
    "**replaces** creates a new object, then deletes the old one" +
    (kind.replaceStrategy === "delete-before-create" ? " (for this kind: deletes first, as the service allows only one)" : "") +
    "; a *local setting* steers msgform and is never sent to the service.",
    "",
    ...argumentTable(section),
    ...yamlOnlyFields(section),
    "",
    "## Outputs",
    "",
    "Secret outputs are Pulumi secrets; the CLI writes them only to the `--secrets-out` file, once, when the service shows them.",
    "",
    ...outputTable(kind),
    "",
    "## Deleting",
    "",
    ...deleting(section),
    "",
    "## Adopting an existing object",
    "",
    ...adopting(kind),
    "",
  ];
  return lines.join("\n");
}

/** docs/resources/README.md: the index of the pages. */
export function renderResourceIndex(): string {
  const rows = sections.map((s) => `| [${s.kind.name}](${s.kind.name}.md) | \`${s.key}\` | ${cell((s.kind.description ?? "").split(/\.(\s|$)/)[0]!)} |`);
  return [
    "# Resource reference",
    "",
    "<!-- Generated by `npm run gen`: edit provider/kinds, not this page. -->",
    "",
    "One page per kind: its arguments (type, required, what a change does, default), outputs (which are secret), " +
    "and an example as a config file entry and as a Pulumi resource.",
    "",
    "| Pulumi resource | Config file section | What it is |",
    "|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/** Every page, by path from the package root, for scripts/generate.ts. */
export function resourcePages(root: string): { file: string; render: () => string }[] {
  const example = () => parse(readFileSync(join(root, EXAMPLE_FILE), "utf8")) as Record<string, unknown>;
  return [
    { file: "docs/resources/README.md", render: renderResourceIndex },
    ...sections.map((s) => ({ file: pageFile(s), render: () => renderResourcePage(s, example()) })),
  ];
}
