import type { CampaignSubject } from "../model";
import { VANITY_NUMBER } from "../vocabulary/disclosures";
import { PHONE, EMAIL_ADDRESS, readOnce, everywhere, links, withoutEmails } from "../text";
import { Field } from "./field";
import type { Evidence } from "./model";
import type { Span } from "./sentences";
import { type Word, wordEndingAfter } from "./words";
import type { Match } from "./phrase";
import { POLICY_LINK } from "../vocabulary/callToAction";

/*
 * What the readings share: a reading's span in a field as evidence, the campaign's fields as read text, the contacts
 * (phone numbers, e-mail addresses, vanity numbers) and links a field gives.
 */

/** A word reading's span in a field, as evidence. */
export const spanIn = (f: Field, reading: (words: readonly Word[]) => Span | undefined) => {
  const span = reading(f.words);
  return span ? f.at(span.start, span.end) : undefined;
};
/*
 * Reading a campaign once into facts (reading/model.ts), each with the words it came from. The rule
 * families judge these facts; nothing here decides whether a registration passes.
 */
export const field = (c: CampaignSubject, name: "message_flow" | "description" | "opt_in_message" | "opt_out_message" | "help_message") => c[name] ? new Field([name], c[name]!) : undefined;
/** The first defined value. */
export function firstOf<T>(...values: (() => T | undefined)[]): T | undefined {
  for (const v of values) {
    const x = v();
    if (x !== undefined) return x;
  }
  return undefined;
}
/** The index of the first word that ends after `at` (flow.words.length: none). */
export function wordAt(f: Field, at: number): number {
  const i = wordEndingAfter(f.words, at);
  return i < 0 ? f.words.length : i;
}
/** The ways to reach someone a text gives, by kind, each kind's in the order written (character spans). */
const CONTACT_PATTERNS = { phone: PHONE, email: EMAIL_ADDRESS, vanity: VANITY_NUMBER } as const;
type ContactKind = keyof typeof CONTACT_PATTERNS;
const CONTACTS = readOnce((text: string) => {
  const out = {} as Record<ContactKind, readonly (readonly [number, number])[]>;
  for (const [kind, p] of Object.entries(CONTACT_PATTERNS) as [ContactKind, RegExp][]) {
    out[kind] = [...text.matchAll(everywhere(p))].map((m) => [m.index, m.index + m[0].length] as const);
  }
  return out;
});
/**
 * The contacts in a field: its phone numbers, e-mail addresses and vanity numbers ("1-800-FLOWERS"), as evidence,
 * each kind in the order written. Read once per text: the opt-in's help contact and the HELP reply's both ask it.
 */
export function contactsIn(f: Field): Record<ContactKind, readonly Evidence[]> {
  const spans = CONTACTS(f.text);
  const at = (kind: ContactKind) => spans[kind].map(([start, end]) => f.at(start, end));
  return { phone: at("phone"), email: at("email"), vanity: at("vanity") };
}
/** Where a text's links are, as character spans. */
export function linkSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const l of links(text)) {
    const i = text.indexOf(l, from);
    if (i < 0) continue;
    out.push([i, i + l.length]);
    from = i + l.length;
  }
  return out;
}
/** Whether a word is inside a rates disclosure ("msg & data rates", "standard messaging rates"). */
export const inRates = (w: Word, rates: readonly Match[]) => rates.some((r) => r.start <= w.start && w.end <= r.end);
export const withoutLinks = (text: string) => {
  let out = withoutEmails(text);
  for (const l of links(out)) out = out.split(l).join(" ");
  return out;
};
/** The first link of a field that `keep` accepts (given the link and the text before it), as evidence. */
export function linkIn(f: Field, keep: (link: string, before: string) => boolean = () => true): Evidence | undefined {
  let from = 0;
  for (const l of links(f.text)) {
    const i = f.text.indexOf(l, from);
    if (i < 0) continue;
    from = i + l.length;
    if (keep(l, f.text.slice(Math.max(0, i - 24), i))) return f.at(i, i + addressLength(l));
  }
  return undefined;
}
/**
 * The first link that can be a written route: not a privacy or terms page by its address or by its label ("Privacy &
 * terms: acme.example/text" is where the policies are, not where anyone signs up).
 */
export const routeLinkIn = (f: Field) => linkIn(f, (link, before) => !POLICY_LINK.test(link) &&
  !POLICY_LINK.test(before));
/**
 * A link's length without what closes the sentence around it: trailing punctuation and a closing bracket the
 * link did not open ("(at acme.example/join)." quotes "acme.example/join").
 */
function addressLength(link: string): number {
  let end = link.length;
  for (; ;) {
    const last = link[end - 1];
    const unopened = last === ")" && link.slice(0, end).split("(").length <= link.slice(0, end).split(")").length - 1;
    if (end > 1 && (unopened || (last !== undefined && ".,;:!?'\"’”".includes(last)))) end--;
    else return end;
  }
}
