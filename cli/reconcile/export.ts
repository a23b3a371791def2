import { Document, Scalar, visit } from "yaml";
import { exactView, fieldRule, type KindObject } from "../../provider/kinds/kind";
import { ADOPT_FIELD, NAME_PATTERN, nameFrom, ownerLabel, standingOf, TAKE_OVER_FIELD, withoutReserved } from "../../provider/ownership";
import { escapedLiterals, hasUnsafeText, scriptLiteral, terminalText } from "../../sdk/escape";
import { type LiveState, ownershipOfObject } from "./live";
import type { Section } from "./model";
import { orderSections } from "./plan";

interface Exported {
  section: Section;
  name: string;
  id: string;
  managed: boolean;
  entry: Record<string, unknown>;
  /** The live object's own metadata, markers included (who owns it now). */
  liveMetadata?: Record<string, string>;
}

/** What an export leaves out: other configurations' objects, and Pulumi stacks' unless asked. */
export interface ExportOptions {
  /** Take Pulumi-owned objects over into the YAML (`id` + `takeOver: true`), instead of listing them. */
  includePulumi?: boolean;
}

export interface ExportResult {
  entries: Exported[];
  /** Objects left out, with their owner: "webhook_endpoints.orders (we_…): configuration prod". */
  skipped: string[];
}

/** A declaration name made from a label, accents dropped first (ü → u). */
const slug = (s: string) => nameFrom(s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")) || "object";

type Obj = KindObject<object, object>;

/**
 * The live account as the declarations of the configuration it was read for: its own objects and
 * legacy ones (named by an older msgform) under their names, unmanaged ones adopted by id (so a
 * plan on the export shows no changes and never creates duplicates). Other configurations' objects
 * are never exported; Pulumi stacks' only with `includePulumi`, as an explicit take-over. Local
 * settings and secrets are not exported.
 */
export function exportEntries(sectionsIn: Section[], live: LiveState, options: ExportOptions = {}): ExportResult {
  const out: Exported[] = [];
  const skipped: string[] = [];
  const nameById = new Map<string, string>();
  for (const section of orderSections(sectionsIn)) {
    const ls = live.sections.get(section.key)!;
    const used = new Set<string>();
    const elsewhere = new Map(ls.elsewhere.map((e) => [e.obj.id, e]));
    for (const obj of [...ls.byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const other = elsewhere.get(obj.id);
      const takeOver = other?.owner.kind === "pulumi" && options.includePulumi === true;
      if (other && !takeOver) {
        skipped.push(`${section.key}.${other.name} (${obj.id}): ${ownerLabel(other.owner)}`);
        continue;
      }
      const o = ownershipOfObject(obj);
      // An empty list nobody owns declares nothing: exporting it would only claim it.
      if (section.singleton && o.state !== "owned" && isEmptySingleton(obj)) continue;
      // A marker name no declaration could carry (written by hand or another tool) is not reused:
      // the object is adopted by id under a valid name instead, as an unmanaged one is.
      const known = o.state === "unmanaged" || !NAME_PATTERN.test(o.name) ? undefined : o.name;
      const base = known ?? slug(section.label?.(obj) || obj.id);
      let name = base;
      for (let i = 2; used.has(name); i++) name = `${base.slice(0, 62 - String(i).length)}-${i}`;
      used.add(name);
      nameById.set(obj.id, name);
      const entry = entryOf(section, obj, nameById);
      const managed = section.singleton || (known !== undefined && !takeOver);
      if (!managed && !section.singleton) entry[ADOPT_FIELD] = obj.id;
      if (takeOver) entry[TAKE_OVER_FIELD] = true;
      const liveMetadata = (obj.desired as { metadata?: Record<string, string> }).metadata;
      out.push({ section, name, id: obj.id, managed, entry, ...(liveMetadata ? { liveMetadata } : {}) });
    }
  }
  return { entries: out, skipped };
}

const isEmptySingleton = (obj: Obj) =>
  Object.values(obj.desired as Record<string, unknown>).every((v) => !Array.isArray(v) || v.length === 0);

/**
 * A live object's declaration: what it is (a number bought by search by its number, never criteria
 * that would buy another), less local settings and owner markers, refs by name.
 */
function entryOf(section: Section, obj: Obj, nameById: Map<string, string>): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(exactView(section.kind, obj).desired as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (fieldRule(section.kind, field)?.change === "local") continue;
    entry[field] = value;
  }
  // No owner markers, nor any key msgform reserves: a declaration that set one would be refused.
  const metadata = withoutReserved(entry.metadata as Record<string, string> | undefined);
  if (Object.keys(metadata).length > 0) entry.metadata = metadata;
  else delete entry.metadata;
  for (const [yamlField, ref] of Object.entries(section.refs ?? {})) {
    const id = entry[ref.field];
    delete entry[ref.field];
    if (typeof id === "string") entry[yamlField] = nameById.get(id) ?? id;
  }
  return entry;
}

/** What an export writes: the account as read for one configuration, where it came from and when. */
export interface ExportRequest {
  sections: Section[];
  live: LiveState;
  baseUrl: string;
  now: Date;
  options?: ExportOptions;
}

export function exportYaml({ sections, live, baseUrl, now, options = {} }: ExportRequest): string {
  const { entries, skipped } = exportEntries(sections, live, options);
  const doc: Record<string, unknown> = { version: 1 };
  if (live.owner.kind === "config") doc.configuration = live.owner.configuration;
  for (const e of entries) {
    if (e.section.singleton) doc[e.section.key] = e.entry;
    else ((doc[e.section.key] ??= {}) as Record<string, unknown>)[e.name] = e.entry;
  }
  const header =
    `# Exported by msgform from ${terminalText(baseUrl)} on ${now.toISOString()}.\n` +
    "# Objects msgform did not create are adopted by `id`; secrets are never exported.\n" +
    skipped.map((s) => `# Not exported, managed elsewhere: ${terminalText(s)}\n`).join("") +
    "# yaml-language-server: $schema=./node_modules/msgform/schema/config.schema.json\n";
  // Files are read back with ${env:NAME} substitution: text from the account must stay literal.
  return header + yamlText(literalText(doc));
}

/**
 * A string that could start a line of the CI log or hide text if written plain or as a block: one
 * with a control, bidirectional or zero-width character (a line break among them), or with `::` or
 * `##[` anywhere (a key or a list item starts its line).
 */
const needsQuotes = (s: string) => hasUnsafeText(s) || s.includes("::") || s.includes("##[");

/**
 * YAML where account text can neither start a line nor hide: such strings (keys and values) are
 * written double-quoted on one line, with JSON's escapes (`\n`, never a folded line) and `\uXXXX`
 * for the bidirectional and zero-width characters JSON leaves raw; nothing is folded (no line width).
 */
function yamlText(value: unknown): string {
  const doc = new Document(value);
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && needsQuotes(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return escapedLiterals(doc.toString({ lineWidth: 0, doubleQuotedAsJSON: true }));
}

/** Every string value with `${` written as `$${` (the config files' literal form); keys are never substituted. */
function literalText(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("${", () => "$${");
  if (Array.isArray(value)) return value.map(literalText);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, literalText(v)]));
  }
  return value;
}

const ident = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : "")).replace(/^[0-9]/, "_$&");

/**
 * The same account as a Pulumi TypeScript program whose resources adopt every object (`adoptId`;
 * the allowlist by `adoptExisting`). Not the `import` option: the engine's import Read of a dynamic
 * resource carries no provider (pulumi/pulumi#16175). Owner markers are never written: the stack
 * records its own on adoption, and a declared `msgform:` key is refused.
 */
export function exportPulumi({ sections, live, baseUrl, now, options = {} }: ExportRequest): string {
  const entries = exportEntries(sections, live, options).entries;
  // Objects with a recorded owner are adopted only in a hand-over: the stack consents by id.
  const owned = entries.filter((e) => !e.section.singleton && standingOf(e.liveMetadata, undefined).kind === "other").map((e) => e.id);
  const lines = [
    `// Exported by msgform from ${terminalText(baseUrl)} on ${now.toISOString()}.`,
    "// Every resource adopts its existing object (`adoptId`), so the first `pulumi up` takes the objects over",
    "// (updated to these args, marked as the stack's) instead of creating new ones.",
    ...(owned.length > 0
      ? [
          "// Some objects have an owner (a configuration, another stack): the stack takes them only with consent,",
          `//   pulumi config set msgform:takeOver ${terminalText(owned.join(","))}`,
          "// and after the first `pulumi up` their owner drops them (its next apply then leaves them to the stack).",
        ]
      : []),
    "// Secrets are never exported. Configure msgform:baseUrl, msgform:keyId and msgform:keySecret (--secret).",
    "import * as msgform from \"msgform\";",
    "",
  ];
  const vars = new Map<string, string>();
  for (const e of entries) {
    const v = ident(`${e.section.key}_${e.name}`);
    vars.set(`${e.section.key}\u0000${e.name}`, v);
    const args: Record<string, unknown> = { ...e.entry };
    delete args[ADOPT_FIELD];
    delete args[TAKE_OVER_FIELD];
    const fields: string[] = [];
    for (const [yamlField, ref] of Object.entries(e.section.refs ?? {})) {
      const target = args[yamlField];
      delete args[yamlField];
      const targetVar = typeof target === "string" ? vars.get(`${ref.section}\u0000${target}`) : undefined;
      if (targetVar) fields.push(`${ref.field}: ${targetVar}.id`);
    }
    if (e.section.singleton) args.adoptExisting = true;
    else args.adoptId = e.id;
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : scriptLiteral(k));
    fields.unshift(...Object.entries(args).map(([k, val]) => `${key(k)}: ${scriptLiteral(val)}`));
    lines.push(`export const ${v} = new msgform.${e.section.kind.name}(${scriptLiteral(e.name)}, {`);
    for (const f of fields) lines.push(`  ${f},`);
    lines.push("});");
    lines.push("");
  }
  return lines.join("\n");
}
