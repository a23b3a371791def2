import { z } from "zod";
import type { RegistrationReason } from "../brands";
import type { FieldPath, Finding, PreflightObject, Rule, RuleSource, Subject } from "./model";
import { vendorCode } from "./model";
import { RULE_IDS, RULES } from "./rules";

export * from "./model";
export { PAGES } from "./sources";
export { explain, explanationLines, type Explanation } from "./explain";
export { hasOptOutLanguage, RULES, RULE_IDS, VERIFICATION_RULES } from "./rules";

/**
 * 10DLC preflight review: runs the rule table (rules.ts, one file per family in rules/) over a brand and/or campaign and returns
 * its findings, most severe first. Front ends decide what fails: `validate` fails on errors
 * (`--strict` on warnings too), the Pulumi check by the object's `preflight` setting, the
 * emulator's carrier review rejects on errors.
 */

/** How the Pulumi check and `validate` treat findings: strict fails on warnings too, off skips the rules. */
export const PREFLIGHT_MODES = ["strict", "warn", "off"] as const;
export type PreflightMode = (typeof PREFLIGHT_MODES)[number];
export const PreflightMode = z.enum(PREFLIGHT_MODES);

/** A reviewed exception: the finding is still shown, with this reason, but does not fail. */
export const Acknowledgement = z.strictObject({
  rule: z.enum(RULE_IDS).meta({ description: "The preflight rule id, e.g. sample-brand-name" }),
  reason: z.string().min(10).max(500).meta({ description: "Why the finding is acceptable for this object (shown in the plan)" }),
});
export type Acknowledgement = z.infer<typeof Acknowledgement>;
export const Acknowledgements = z.array(Acknowledgement).max(30);

export interface PreflightOptions {
  /** Which objects' rules to run; default: brand rules when a brand is given, campaign rules when a campaign is. */
  objects?: readonly PreflightObject[];
  acknowledge?: readonly Acknowledgement[];
  /** Run only these rules (the emulator: identity verification vs carrier review). */
  only?: (rule: Rule) => boolean;
}

/** The findings for a subject. Campaign rules that need the brand skip what they cannot know without it. */
export function preflight(subject: Subject, options: PreflightOptions = {}): Finding[] {
  const objects = options.objects ?? [
    ...(subject.brand ? (["brand"] as const) : []),
    ...(subject.campaign ? (["campaign"] as const) : []),
  ];
  const acks = new Map((options.acknowledge ?? []).map((a) => [a.rule, a.reason]));
  const findings: Finding[] = [];
  for (const rule of RULES) {
    if (!objects.includes(rule.object) || (options.only && !options.only(rule))) continue;
    if (rule.object === "campaign" && !subject.campaign) continue;
    if (rule.object === "brand" && !subject.brand) continue;
    for (const hit of rule.check(subject)) {
      const ack = acks.get(rule.id);
      findings.push({
        rule: rule.id,
        code: rule.code,
        severity: rule.severity,
        object: rule.object,
        path: hit.path ?? rule.field,
        message: hit.message,
        source: (hit.sources ?? rule.sources)[0].url,
        sources: hit.sources ?? rule.sources,
        vendorCodes: hit.sources ? codesOf(hit.sources) : vendorCodes(rule),
        ...(ack !== undefined ? { acknowledged: ack } : {}),
      });
    }
  }
  return findings.sort((a, b) => rank(a) - rank(b));
}

/** The vendors' codes of some sources, once each. */
const codesOf = (sources: readonly RuleSource[]) =>
  [...new Set(sources.map(vendorCode).filter((c): c is string => c !== undefined))];
/** The vendors' codes a rule's findings name, once each. */
const ruleCodes = new WeakMap<Rule, readonly string[]>();
function vendorCodes(rule: Rule): readonly string[] {
  let codes = ruleCodes.get(rule);
  if (!codes) {
    codes = codesOf(rule.sources);
    ruleCodes.set(rule, codes);
  }
  return codes;
}

const rank = (f: Finding) => (f.acknowledged !== undefined ? 2 : f.severity === "error" ? 0 : 1);

/** Whether the findings fail under a mode: errors always (unless acknowledged), warnings in strict. */
export function failing(findings: readonly Finding[], mode: PreflightMode): Finding[] {
  if (mode === "off") return [];
  return findings.filter((f) => f.acknowledged === undefined && (f.severity === "error" || mode === "strict"));
}

/** A wire path as text: sample_messages[1], contact.email. `rename` maps each name (e.g. to camelCase). */
export function formatPath(path: FieldPath, rename: (name: string) => string = (n) => n): string {
  let out = "";
  for (const seg of path) out += typeof seg === "number" ? `[${seg}]` : `${out ? "." : ""}${rename(seg)}`;
  return out;
}

/** snake_case → camelCase: the provider kinds' (and YAML files') names for wire fields. */
export const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** A message with its wire field names (privacy_policy_url) in camelCase (privacyPolicyUrl): the kinds' and YAML's names. */
export const camelCaseFields = (text: string) => text.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, camelCase);

/** A finding as the emulator's carrier review gives it: a reason code and what to change. */
export function reasonOf(f: Finding): RegistrationReason {
  const reason = { code: f.code, description: `${formatPath(f.path)}: ${f.message}` };
  return f.vendorCodes.length > 0 ? { ...reason, vendor_codes: [...f.vendorCodes] } : reason;
}

/** The vendors' codes as a finding's text names them: " (Twilio 30887; AWS \"Opt-out message non-compliant\")", or "". */
export const vendorCodesText = (codes: readonly string[]) => (codes.length > 0 ? ` (${codes.join("; ")})` : "");

/**
 * A finding as the YAML toolkit's diagnostics and the Pulumi check print it: what to change (field
 * names in camelCase, the config's and the kinds' names), the vendors' codes, and the rule id.
 */
export const findingText = (f: Finding) =>
  `${camelCaseFields(f.message)}${vendorCodesText(f.vendorCodes)} [preflight ${f.rule}]`;
