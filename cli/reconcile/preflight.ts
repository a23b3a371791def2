import type {
  Explanation, Finding, PreflightMode, PreflightObject, RuleSource, Severity, Subject,
} from "../../schema/preflight";
import type { Diagnostic } from "../diagnostics";
import type { DeclaredCheck } from "../config/declarations";
import { limitFindings } from "./limits";
import type { Section } from "./model";
import type { Declared } from "./model";

/*
 * 10DLC preflight review of the declared brands and campaigns (schema/preflight): the findings
 * `validate` prints as diagnostics and `plan` shows per registration. Offline: a campaign is
 * reviewed with the brand its `brand:` names and the phone numbers that name it.
 */

// The rules and their word lists load when a brand or campaign is first reviewed: a config that
// declares neither (keys, webhooks) is validated without them.
const review = () => require("../../schema/preflight") as typeof import("../../schema/preflight");

/** What each kind is to the rules. */
const OBJECT_OF: Record<string, PreflightObject> = { Brand: "brand", Campaign: "campaign" };

/** A finding as plan JSON carries it (field in the config's own names, e.g. sampleMessages[1]). */
export interface PlanFinding {
  rule: string;
  severity: Severity;
  section: string;
  name: string;
  field: string;
  message: string;
  source: string;
  /** The vendors' codes for the reason, e.g. ["Twilio 30887", "Bandwidth 2138"] (a service limit has none). */
  vendorCodes?: string[];
  /** The rule's published sources, each with the vendor's code where it publishes one. */
  sources?: RuleSource[];
  /** The reason the entry's `acknowledge` gives: shown, never failing. */
  acknowledged?: string;
  /** The entry has `preflight: strict`: a warning fails like an error. */
  strict?: true;
}

export interface EntryFindings {
  section: string;
  name: string;
  /** The entry's `preflight` setting; undefined follows the command (warn, or strict with --strict). */
  mode?: PreflightMode;
  findings: Finding[];
  /** A campaign's: what the review understood of it (schema/preflight/explain.ts). */
  explanation?: Explanation;
}

/** What the review understood of a campaign, as plan JSON carries it (fields in the config's own names). */
export interface PlanReading {
  section: string;
  name: string;
  /** The reading's lines, as the text plan and `validate --explain` print them. */
  lines: string[];
  explanation: Explanation;
}

type Entry = Record<string, unknown>;

function wireOf(section: Section | undefined, entry: Entry | undefined): Record<string, unknown> | undefined {
  if (!section || !entry) return undefined;
  try {
    return section.kind.toWire(entry);
  } catch {
    return undefined; // a shape the kind cannot send is the schema's to report
  }
}

/**
 * The subject the rules review for an entry: a brand, or a campaign with the brand its entry
 * names and `numbers`, how many phone numbers will send on it (declared, plus a plan's live count).
 */
function subjectOf(
  sections: Section[],
  declared: Declared,
  section: Section,
  entry: Entry,
  numbers: number,
  brandWire: (section: Section, entry: Entry | undefined) => Record<string, unknown> | undefined,
): Subject {
  const object = OBJECT_OF[section.kindName];
  if (object === "brand") return { brand: wireOf(section, entry) };
  const subject: Subject = { campaign: wireOf(section, entry) };
  for (const [field, ref] of Object.entries(section.refs ?? {})) {
    const target = sections.find((s) => s.key === ref.section);
    if (target && OBJECT_OF[target.kindName] === "brand" && typeof entry[field] === "string") {
      subject.brand = brandWire(target, declared[ref.section]?.[entry[field] as string]);
    }
  }
  return numbers > 0 ? { ...subject, numbers } : subject;
}

/**
 * How many declared entries name each entry of a section (the phone numbers on a campaign), by
 * section key and name: counted once over the declarations, not once per entry.
 */
function referrers(sections: Section[], declared: Declared): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const s of sections) {
    for (const [field, ref] of Object.entries(s.refs ?? {})) {
      const counts = out.get(ref.section) ?? new Map<string, number>();
      out.set(ref.section, counts);
      for (const e of Object.values(declared[s.key] ?? {})) {
        if (typeof e[field] === "string") counts.set(e[field], (counts.get(e[field]) ?? 0) + 1);
      }
    }
  }
  return out;
}

/**
 * The findings of every declared brand and campaign, in section order (entries with `preflight: off`
 * skipped). `liveNumbers`: numbers the account already has on a declared campaign (by its name).
 */
export function declaredFindings(
  sections: Section[],
  declared: Declared,
  liveNumbers: ReadonlyMap<string, number> = new Map(),
  options: { explain?: boolean } = {},
): EntryFindings[] {
  const out: EntryFindings[] = [];
  const named = referrers(sections, declared);
  // A brand's wire form, made once for all the campaigns that name it (the review only reads it).
  const brands = new Map<Entry, Record<string, unknown> | undefined>();
  const brandWire = (target: Section, e: Entry | undefined) => {
    if (!e) return undefined;
    if (!brands.has(e)) brands.set(e, wireOf(target, e));
    return brands.get(e);
  };
  for (const section of sections) {
    const object = OBJECT_OF[section.kindName];
    if (object === undefined) continue;
    for (const [name, entry] of Object.entries(declared[section.key] ?? {})) {
      const mode = entry.preflight as PreflightMode | undefined;
      if (mode === "off") continue;
      const numbers = object === "campaign" ? (liveNumbers.get(name) ?? 0) + (named.get(section.key)?.get(name) ?? 0) : 0;
      const subject = subjectOf(sections, declared, section, entry, numbers, brandWire);
      const acknowledge = entry.acknowledge as { rule: string; reason: string }[] | undefined;
      const findings = review().preflight(subject, { objects: [object], acknowledge });
      const explained = options.explain && object === "campaign" && subject.campaign
        ? { explanation: review().explain({ ...subject, campaign: subject.campaign }, findings) }
        : {};
      if (findings.length > 0 || explained.explanation) {
        out.push({ section: section.key, name, mode, findings, ...explained });
      }
    }
  }
  return out;
}

/** The config path of a finding's field: campaigns.<name>.sampleMessages[1]. */
const findingField = (f: Finding) => review().formatPath(f.path, review().camelCase);

/** A plan finding's message followed by the vendors' codes, as the plan's text and apply's refusal print it. */
export const messageWithCodes = (f: PlanFinding) =>
  f.vendorCodes?.length ? `${f.message} (${f.vendorCodes.join("; ")})` : f.message;

/** The findings as plan JSON lists them. */
export function planFindings(entries: readonly EntryFindings[]): PlanFinding[] {
  return entries.flatMap((e) =>
    e.findings.map((f) => ({
      rule: f.rule,
      severity: f.severity,
      section: e.section,
      name: e.name,
      field: findingField(f),
      message: review().camelCaseFields(f.message),
      source: f.source,
      vendorCodes: [...f.vendorCodes],
      sources: [...f.sources],
      ...(f.acknowledged !== undefined ? { acknowledged: f.acknowledged } : {}),
      ...(e.mode === "strict" ? { strict: true as const } : {}),
    })),
  );
}

/** The campaigns' readings as plan JSON lists them, each with the lines the text shows. */
export function planReadings(entries: readonly EntryFindings[]): PlanReading[] {
  return entries.flatMap((e) => (e.explanation
    ? [{ section: e.section, name: e.name, lines: explanationText(e.explanation), explanation: e.explanation }]
    : []));
}

/** An explanation's lines, fields named as the config names them (sampleMessages[1]). */
const explanationText = (e: Explanation) =>
  review().explanationLines(e, (p) => review().formatPath(p, review().camelCase));

/** The findings that fail `plan --strict`: every one not acknowledged. */
const unacknowledged = (findings: readonly PlanFinding[]) =>
  findings.filter((f) => f.acknowledged === undefined);

/**
 * The one answer validate, plan and apply give: the findings that fail them (and that apply
 * refuses to start with). Errors not acknowledged, warnings of an entry with `preflight: strict`,
 * and with `strict` (the commands' --strict) every finding not acknowledged.
 */
export const blocking = (findings: readonly PlanFinding[], strict = false) =>
  unacknowledged(findings).filter((f) => strict || f.severity === "error" || f.strict === true);

/**
 * validate's cross check: every unacknowledged finding as a diagnostic at its place in the files.
 * An entry with `preflight: strict` fails on its warnings (they are reported as errors).
 */
export function preflightCheck(sections: Section[]): DeclaredCheck {
  return (declared, merged) => {
    const limits = limitFindings(sections, declared).map((f): Diagnostic => ({
      severity: "error",
      code: f.rule,
      ...merged.positions.locate([f.section, f.name]),
      path: `${f.section}.${f.name}`,
      message: `${f.message} [limit ${f.rule}]`,
    }));
    return [...limits, ...declaredFindings(sections, declared).flatMap((e) =>
      e.findings
        .filter((f) => f.acknowledged === undefined)
        .map((f): Diagnostic => {
          const path = [e.section, e.name, ...f.path.map((p) => (typeof p === "string" ? review().camelCase(p) : p))];
          const strict = e.mode === "strict" && f.severity === "warning";
          return {
            severity: strict ? "error" : f.severity,
            code: f.rule,
            ...merged.positions.locate(path),
            path: `${e.section}.${e.name}.${findingField(f)}`,
            message: `${strict ? "(warning; this entry has preflight: strict) " : ""}${review().findingText(f)}`,
          };
        }),
    )];
  };
}
