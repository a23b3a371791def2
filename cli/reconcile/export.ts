import { stringify } from "yaml";
import { fieldRule } from "../../provider/kinds/kind";
import type { LiveState } from "./live";
import { identityOf } from "./live";
import { IDENTITY_KEY, type Section } from "./model";
import { ADOPT_FIELD, orderSections } from "./plan";

interface Exported {
  section: Section;
  name: string;
  id: string;
  managed: boolean;
  entry: Record<string, unknown>;
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .replace(/^[^a-z0-9]+|-+$/g, "")
    .slice(0, 63) || "object";

/**
 * The live account as declarations: managed objects under their own names, unmanaged ones adopted
 * by id (so a plan on the export shows no changes and never creates duplicates). Local settings
 * and secrets are not exported.
 */
export function exportEntries(sectionsIn: Section[], live: LiveState): Exported[] {
  const sections = orderSections(sectionsIn);
  const out: Exported[] = [];
  const nameById = new Map<string, string>();
  for (const section of sections) {
    const ls = live.sections.get(section.key)!;
    const used = new Set<string>();
    const objects = [...ls.byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const obj of objects) {
      const identity = identityOf(section, obj);
      let name = identity ?? slug(section.label?.(obj) ?? obj.id);
      for (let i = 2; used.has(name); i++) name = `${slug(section.label?.(obj) ?? obj.id)}-${i}`;
      used.add(name);
      nameById.set(obj.id, name);
      const entry: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(obj.desired as Record<string, unknown>)) {
        if (value === undefined || value === null) continue;
        if (fieldRule(section.kind, field)?.change === "local") continue;
        entry[field] = value;
      }
      const metadata = { ...((entry.metadata as Record<string, string> | undefined) ?? {}) };
      delete metadata[IDENTITY_KEY];
      if (Object.keys(metadata).length > 0) entry.metadata = metadata;
      else delete entry.metadata;
      for (const [yamlField, ref] of Object.entries(section.refs ?? {})) {
        const id = entry[ref.field];
        delete entry[ref.field];
        if (typeof id === "string") entry[yamlField] = nameById.get(id) ?? id;
      }
      const managed = section.singleton || identity !== undefined;
      if (!managed) entry[ADOPT_FIELD] = obj.id;
      out.push({ section, name, id: obj.id, managed, entry });
    }
  }
  return out;
}

export function exportYaml(sections: Section[], live: LiveState, baseUrl: string, now: Date): string {
  const doc: Record<string, unknown> = { version: 1 };
  for (const e of exportEntries(sections, live)) {
    if (e.section.singleton) doc[e.section.key] = e.entry;
    else ((doc[e.section.key] ??= {}) as Record<string, unknown>)[e.name] = e.entry;
  }
  const header =
    `# Exported by msgform from ${baseUrl} on ${now.toISOString()}.\n` +
    "# Objects msgform did not create are adopted by `id`; secrets are never exported.\n" +
    "# yaml-language-server: $schema=./node_modules/msgform/schema/config.schema.json\n";
  return header + stringify(doc, { lineWidth: 0 });
}

const ident = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : "")).replace(/^[0-9]/, "_$&");

/** The same account as a Pulumi TypeScript program that imports every object. */
export function exportPulumi(sections: Section[], live: LiveState, baseUrl: string, now: Date): string {
  const lines = [
    `// Exported by msgform from ${baseUrl} on ${now.toISOString()}.`,
    "// Every resource is imported (`import:`), so the first `pulumi up` adopts the objects instead of creating them.",
    "// Secrets are never exported. Configure msgform:baseUrl, msgform:keyId and msgform:keySecret (--secret).",
    "import * as msgform from \"msgform\";",
    "",
  ];
  const vars = new Map<string, string>();
  for (const e of exportEntries(sections, live)) {
    const v = ident(`${e.section.key}_${e.name}`);
    vars.set(`${e.section.key}\u0000${e.name}`, v);
    const args: Record<string, unknown> = { ...e.entry };
    delete args[ADOPT_FIELD];
    const fields: string[] = [];
    for (const [yamlField, ref] of Object.entries(e.section.refs ?? {})) {
      const target = args[yamlField];
      delete args[yamlField];
      const targetVar = typeof target === "string" ? vars.get(`${ref.section}\u0000${target}`) : undefined;
      if (targetVar) fields.push(`${ref.field}: ${targetVar}.id`);
    }
    if (!e.section.singleton && e.managed) {
      // Keep msgform's identity, so the YAML toolkit and Pulumi agree on what is managed.
      args.metadata = { ...((args.metadata as Record<string, string> | undefined) ?? {}), [IDENTITY_KEY]: e.name };
    }
    const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k));
    fields.unshift(...Object.entries(args).map(([k, val]) => `${key(k)}: ${JSON.stringify(val)}`));
    lines.push(`export const ${v} = new msgform.${e.section.kind.name}(${JSON.stringify(e.name)}, {`);
    for (const f of fields) lines.push(`  ${f},`);
    lines.push(`}, { import: ${JSON.stringify(e.id)} });`);
    lines.push("");
  }
  return lines.join("\n");
}
