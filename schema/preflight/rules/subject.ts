import type { BrandSubject, CampaignSubject, FieldPath, Hit, Rule } from "../model";
import { findWord } from "../text";

/*
 * Reading a subject, for the rule families (schema/preflight/rules/*.ts): the texts a campaign
 * sends and shows its reviewer, the brand's names, and how a family declares its table rows.
 */

export const samplesOf = (c: CampaignSubject) => c.sample_messages ?? [];
export const brandNames = (b: BrandSubject) => [b.display_name, b.legal_name];
export const brandName = (b: BrandSubject) => b.display_name ?? b.legal_name ?? "the brand";
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
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface FieldText {
  path: FieldPath;
  text: string;
}

/** The replies a campaign declares, in the order reviewers read them. */
export const REPLY_FIELDS = ["opt_in_message", "opt_out_message", "help_message"] as const;

/** The texts recipients receive, each with its field: the samples, then the replies. */
export function sentTexts(c: CampaignSubject): FieldText[] {
  const out = samplesOf(c).map((text, i) => ({ path: ["sample_messages", i] as FieldPath, text }));
  for (const f of REPLY_FIELDS) {
    const text = c[f];
    if (text) out.push({ path: [f], text });
  }
  return out;
}

/** Every text a reviewer reads to judge the content: description, message flow, samples, replies. */
export function reviewedTexts(c: CampaignSubject): FieldText[] {
  const out: FieldText[] = [];
  if (c.description) out.push({ path: ["description"], text: c.description });
  if (c.message_flow) out.push({ path: ["message_flow"], text: c.message_flow });
  return [...out, ...sentTexts(c)];
}

/** The first reviewed text containing a word of `pattern`, as a hit naming the word. */
export function contentHit(c: CampaignSubject, pattern: RegExp, message: (word: string) => string): Hit[] {
  for (const { path, text } of reviewedTexts(c)) {
    const word = findWord(text, pattern);
    if (word !== undefined) return [{ path, message: message(word) }];
  }
  return [];
}

/** A table row about a campaign or a brand. */
export const campaign = (r: Omit<Rule, "object">): Rule => ({ ...r, object: "campaign" });
export const brand = (r: Omit<Rule, "object">): Rule => ({ ...r, object: "brand" });
