import type { CampaignSubject, Finding, FieldPath, Subject } from "./model";
import { DISCLOSURES, type Disclosure, type Evidence, readingOf } from "./reading";
import { quoted } from "./rules/subject";

/*
 * What the review understood of a campaign, compactly, for a reviewer: how and where recipients opt in,
 * what is disclosed (each found, with its words, or missing), what the consent covers and where the numbers
 * come from when that is in question, the content categories found, and the use case's fit. `msgform
 * validate --explain` and the plan's Preflight block show it; it says why a finding fired and why a
 * registration passed.
 */

/** Words the reading found, with the field they are in. */
export interface Quoted {
  words: string;
  path: FieldPath;
}

export interface Explanation {
  useCase?: string;
  optIn: {
    how?: Quoted;
    where?: Quoted;
    consent?: Quoted;
    /** The customer writes first: the conversation is its own opt-in (CTIA). */
    customerFirst?: Quoted;
    spoken?: Quoted;
    record?: Quoted;
  };
  /** Each disclosure at the opt-in (the message flow, else the confirmation): found with its words, or missing. */
  disclosures: { what: Disclosure; found?: Quoted }[];
  /** What the consent covers and where the numbers come from, where the review found a problem in it. */
  concerns: { what: string; found: Quoted }[];
  /**
   * Facts whose absence a rule would judge but whose cues the field carries in words the reading could not classify
   * (reading/unclassified.ts): the finding was withheld for these words. Present only where there are some.
   */
  unread?: { what: string; found: Quoted }[];
  content: { category: string; found: Quoted }[];
  /** The use case against the samples: fits, or the use-case findings; what each sample reads as. */
  fit: { fits: boolean; signals: string[] };
}

const q = (e: Evidence | undefined): Quoted | undefined => (e ? { words: quoted(e.words), path: e.path } : undefined);

/** The disclosures call-to-action-wording reads in the consent language's own words as well as in the flow. */
const WORDING_READS: ReadonlySet<Disclosure> = new Set(["brand", "purpose", "help", "stop"]);

const USE_CASE_RULES = new Set(["use-case-samples", "promotional-samples", "use-case-mixed", "charity-brand", "sole-proprietor-use-case"]);

/** The explanation of a subject's campaign (its reading is the one the rules judged). */
export function explain(
  subject: Subject & { campaign: CampaignSubject },
  findings: readonly Finding[] = [],
): Explanation {
  const r = readingOf(subject);
  const o = r.optIn;
  // (the consent language's own words as the wording rule reads them, where the flow's prose gave none: the rule takes
  // what they disclose, so the explanation does too)
  const disclosures = DISCLOSURES.filter((d) => d !== "privacy").map((what) => {
    const inWords = WORDING_READS.has(what) ? r.inWording[what] : undefined;
    const found = q(r.atOptIn[what] ?? inWords ?? r.inConfirmation[what]);
    return found ? { what, found } : { what };
  });
  const s = r.scope;
  const p = r.provenance;
  const concerns = ([
    ["pre-checked", s.preChecked], ["condition of something else", s.condition], ["shared with others", s.thirdParty],
    ["bundled with e-mail or calls", s.bundled], ["\"communications\", not texts", s.communications],
    ["numbers bought", p.bought], ["numbers inherited", p.inherited], ["numbers referred", p.referred], ["numbers taken from records", p.onFile],
  ] as const).flatMap(([what, e]) => (e ? [{ what, found: q(e)! }] : []));
  // (only where the fact itself was not read, so the finding that would judge its absence was withheld)
  const c = subject.campaign;
  const unread = ([
    ["frequency", r.flow && !r.atOptIn.frequency ? o.unread.frequency : undefined],
    ["consent", r.flow && !o.consent ? o.unread.consent : undefined],
    ["rates", r.flow && !r.atOptIn.rates ? o.unread.rates : undefined],
    ["frequency in the confirmation", c.opt_in_message && !r.inConfirmation.frequency ? r.replies.unread.frequency : undefined],
    ["opt-out confirmed", c.opt_out_message && !r.replies.stopConfirms ? r.replies.unread.stopConfirmed : undefined],
  ] as const).flatMap(([what, e]) => (e ? [{ what, found: q(e)! }] : []));
  const signals = r.samples.flatMap((m, i) => (m.signals.length > 0 ? [`sample ${i + 1}: ${m.signals.join(", ")}`] : []));
  return {
    ...(subject.campaign.use_case ? { useCase: subject.campaign.use_case } : {}),
    optIn: {
      how: q(o.method), where: q(o.place), consent: q(o.consent), customerFirst: q(o.customerInitiated),
      spoken: q(o.verbal), record: q(o.verbalRecord),
    },
    disclosures,
    concerns,
    ...(unread.length > 0 ? { unread } : {}),
    content: r.content.map((c) => ({ category: c.category, found: { words: quoted(c.phrase), path: c.at.path } })),
    fit: { fits: !findings.some((f) => USE_CASE_RULES.has(f.rule) && f.acknowledged === undefined), signals },
  };
}

const NAMES: Record<Disclosure, string> = {
  brand: "brand", purpose: "purpose", frequency: "frequency", rates: "rates", help: "HELP", stop: "STOP", privacy: "privacy",
};

/**
 * The explanation as lines of text (no indentation), `field` naming a path as the caller's config
 * does. The words are the user's, at most 40 characters each, control characters replaced.
 */
export function explanationLines(e: Explanation, field: (p: FieldPath) => string): string[] {
  const at = (x: Quoted | undefined) => (x ? `${x.words}` : "not said");
  const o = e.optIn;
  const optIn = o.customerFirst
    ? `the customer texts first ${at(o.customerFirst)}`
    : `how ${at(o.how)}; where ${at(o.where)}; consent ${at(o.consent)}`;
  const spoken = o.spoken ? `; spoken ${at(o.spoken)}, record ${at(o.record)}` : "";
  // (one found only in the confirmation is named with its field: the call to action's rules do not take it for the
  // opt-in's, "purpose \"deals\" (opt_in_message)" beside a finding that the consent language names no purpose)
  const flowPath = (x: Quoted) => x.path.length === 1 && x.path[0] === "message_flow";
  const disclosed = e.disclosures
    .map((d) => (d.found ? `${NAMES[d.what]} ${d.found.words}${flowPath(d.found) ? "" : ` (${field(d.found.path)})`}` : `${NAMES[d.what]} missing`))
    .join("; ");
  const lines = [`opt-in: ${optIn}${spoken}`, `disclosed: ${disclosed}`];
  const located = (what: string, x: Quoted) => `${what} ${x.words} (${field(x.path)})`;
  if (e.concerns.length > 0) lines.push(`consent: ${e.concerns.map((c) => located(c.what, c.found)).join("; ")}`);
  // (no finding for these absences: the words below say the fact in a way the reading could not classify)
  if (e.unread) lines.push(`unread: ${e.unread.map((u) => located(u.what, u.found)).join("; ")}`);
  // (a category found in several fields once, with the first words and the fields: "lending \"Mortgage\"
  // (description, messageFlow, sampleMessages[0] and 4 more)")
  const byCategory = new Map<string, { words: Set<string>; fields: string[] }>();
  for (const c of e.content) {
    const seen = byCategory.get(c.category) ?? { words: new Set<string>(), fields: [] };
    seen.words.add(c.found.words);
    const at = field(c.found.path);
    if (!seen.fields.includes(at)) seen.fields.push(at);
    byCategory.set(c.category, seen);
  }
  const upTo3 = (xs: readonly string[], sep: string) => xs.slice(0, 3).join(sep) + (xs.length > 3 ? ` and ${xs.length - 3} more` : "");
  const content = [...byCategory].map(([category, c]) => `${category} ${upTo3([...c.words], ", ")} (${upTo3(c.fields, ", ")})`).join("; ");
  lines.push(`content: ${content || "no restricted category"}`);
  const signals = e.fit.signals.length > 0 ? ` (${e.fit.signals.join("; ")})` : "";
  lines.push(`use case: ${e.useCase ?? "not set"}, ${e.fit.fits ? "fits the samples" : "does not fit the samples"}${signals}`);
  return lines;
}
