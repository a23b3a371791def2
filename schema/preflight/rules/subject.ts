import type { BrandSubject, CampaignSubject, Hit, Rule, Subject } from "../model";
import { type CampaignReadingImpl, readingOf } from "../reading";
import { withDcaCodes } from "../sources";

/*
 * Reading a subject, for the rule families (schema/preflight/rules/*.ts): the brand's names, quoting
 * the user's words in a finding, and how a family declares its table rows.
 */

export { brandNames } from "../model";
export const soleProprietor = (b: BrandSubject | undefined) => b?.entity_type === "SOLE_PROPRIETOR";
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A short piece of the user's text, quoted in a finding: at most 40 characters, control and bidi
 * characters shown as "\uFFFD" (findings reach terminals, pull requests and the Pulumi output raw).
 */
export const quoted = (s: string) => {
  const safe = s.replace(UNSAFE, "\uFFFD");
  return `"${safe.length > 40 ? safe.slice(0, 40) + "…" : safe}"`;
};

/** A subject with its campaign: what a campaign rule judges. */
export type CampaignOf = Subject & { campaign: CampaignSubject };

/**
 * A table row about a campaign: its judgement reads the campaign's reading (reading/), the campaign
 * (its declared attributes) and the subject (the brand, the number count), never the raw text.
 */
export interface CampaignRuleSpec extends Omit<Rule, "object" | "check"> {
  judge(reading: CampaignReadingImpl, campaign: CampaignSubject, subject: CampaignOf): Hit[];
}

/** A table row about a brand: its judgement reads the brand's declared record. */
export interface BrandRuleSpec extends Omit<Rule, "object" | "check"> {
  judge(brand: BrandSubject, subject: Subject): Hit[];
}

/** A hit's own sources, with each Telnyx code also named as the DCA's (sources.ts withDcaCodes). */
const named = (hits: Hit[]): Hit[] => hits.map((h) => (h.sources ? { ...h, sources: withDcaCodes(h.sources) } : h));

export const campaign = ({ judge, ...r }: CampaignRuleSpec): Rule => ({
  ...r,
  sources: withDcaCodes(r.sources),
  object: "campaign",
  check: (s) => (s.campaign ? named(judge(readingOf(s as CampaignOf), s.campaign, s as CampaignOf)) : []),
});
export const brand = ({ judge, ...r }: BrandRuleSpec): Rule => ({
  ...r,
  sources: withDcaCodes(r.sources),
  object: "brand",
  check: (s) => (s.brand ? named(judge(s.brand, s)) : []),
});
