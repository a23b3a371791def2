import type { Hit, Rule, Subject } from "../model";
import { page, PAGES, twilio } from "../sources";
import { EMAIL_ADDRESS, links, namesAny, PHONE } from "../text";
import { FREQUENCY, HELP_INSTRUCTION, OPT_OUT_CONFIRMED, RATES, VANITY_NUMBER } from "../vocabulary/disclosures";
import { OPT_OUT_KEYWORDS } from "../vocabulary/replies";
import { brandNames, campaign, escape, samplesOf } from "./subject";

/*
 * The replies a campaign gives and the opt-out language of its samples: STOP and HELP handled, their
 * replies saying what they must, each naming the brand.
 */

/**
 * Opt-out language: an opt-out keyword written as a keyword (upper case, "STOP"), or asked for
 * ("reply stop", "text END"), or the words "unsubscribe"/"opt out". Whole words only: "STOP2END"
 * and "nonstop" are not opt-out language.
 */
export function hasOptOutLanguage(text: string, keywords: readonly string[] = []): boolean {
  const [asKeyword, asked] = optOutPatterns(keywords);
  return asKeyword.test(text) || OPT_OUT_WORDS.test(text) || asked.test(text);
}

const OPT_OUT_WORDS = /(?<![a-z0-9])(?:unsubscribe|opt[\s-]?out)(?![a-z0-9])/i;
const OPT_OUT_PATTERNS = new Map<string, [RegExp, RegExp]>();

/** The opt-out keywords (CTIA's and the campaign's own) written as keywords, and asked for. */
function optOutPatterns(keywords: readonly string[]): [RegExp, RegExp] {
  const words = [...new Set([...OPT_OUT_KEYWORDS, ...keywords.map((k) => k.toUpperCase())])].map(escape).join("|");
  let patterns = OPT_OUT_PATTERNS.get(words);
  if (patterns === undefined) {
    const asked = `(?:reply|text|txt|send|respond|message)(?:\\s+with)?\\s+["'“‘]?(?:${words})(?![A-Za-z0-9])`;
    patterns = [new RegExp(`(?<![A-Za-z0-9])(?:${words})(?![A-Za-z0-9])`), new RegExp(asked, "i")];
    if (OPT_OUT_PATTERNS.size > 10_000) OPT_OUT_PATTERNS.clear();
    OPT_OUT_PATTERNS.set(words, patterns);
  }
  return patterns;
}

/**
 * A way to reach support that a recipient can use: an e-mail address, a phone number (a vanity
 * one too), or a website. "Contact our support team" or "call us" names none.
 */
const hasContact = (text: string) =>
  EMAIL_ADDRESS.test(text) || PHONE.test(text) || VANITY_NUMBER.test(text) || links(text).length > 0;

function sampleOptOut(s: Subject): Hit[] {
  const c = s.campaign!;
  const samples = samplesOf(c);
  if (samples.length === 0 || samples.some((m) => hasOptOutLanguage(m, c.opt_out_keywords ?? []))) return [];
  return [{
    message: "no sample message tells the recipient how to opt out: add \"Reply STOP to opt out\" (STOP, END, CANCEL, " +
      "UNSUBSCRIBE or QUIT as a word of its own) to at least one sample",
  }];
}

function optOutReply(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.subscriber_opt_out === false) {
    return [{ path: ["subscriber_opt_out"], message: "recipients must be able to opt out: set subscriber_opt_out to true and give an opt-out message" }];
  }
  if (!c.opt_out_message) return [{ path: ["opt_out_message"], message: "add the reply to STOP: it confirms the opt-out and names the brand" }];
  return [];
}

function optOutConfirmation(s: Subject): Hit[] {
  const reply = s.campaign!.opt_out_message;
  if (!reply || s.campaign!.subscriber_opt_out === false || OPT_OUT_CONFIRMED.test(reply)) return [];
  return [{
    message: "the STOP reply neither confirms the opt-out nor says that no more messages will be sent: say so " +
      "(e.g. \"You are unsubscribed and will receive no more messages\")",
  }];
}

/** What an opt-in confirmation must say besides the brand (reply-brand-name checks the brand). */
function optInConfirmation(s: Subject): Hit[] {
  const c = s.campaign!;
  const reply = c.opt_in_message;
  if (!reply) return [];
  const missing = [
    !FREQUENCY.test(reply) && "the message frequency (e.g. \"Msg frequency varies\" or \"up to 4 msgs/month\")",
    !RATES.test(reply) && "\"Msg & data rates may apply\"",
    !HELP_INSTRUCTION.test(reply) && !(c.help_keywords ?? []).some((k) => new RegExp(`(?<![A-Za-z0-9])${escape(k)}(?![A-Za-z0-9])`, "i").test(reply)) &&
    "how to get help (\"Reply HELP for help\")",
    !hasOptOutLanguage(reply, c.opt_out_keywords ?? []) && "how to opt out (\"Reply STOP to cancel\")",
  ].filter((m): m is string => typeof m === "string");
  if (missing.length === 0) return [];
  return [{ message: `the opt-in confirmation does not give ${missing.join(", ")}: add ${missing.length === 1 ? "it" : "them"} to the reply` }];
}

function helpReply(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.subscriber_help === false) {
    return [{ path: ["subscriber_help"], message: "recipients must be able to ask for help: set subscriber_help to true and give a help message" }];
  }
  if (!c.help_message) return [{ message: "add the reply to HELP: the brand name and how to reach support (phone, e-mail or website)" }];
  if (!hasContact(c.help_message)) {
    return [{ message: "the HELP reply gives no way to reach support: add a phone number, an e-mail address or a website" }];
  }
  return [];
}

function replyBrand(s: Subject): Hit[] {
  if (!s.brand) return [];
  const c = s.campaign!;
  const name = s.brand.display_name ?? s.brand.legal_name ?? "the brand";
  return (["opt_out_message", "help_message", "opt_in_message"] as const)
    .filter((f) => c[f] && !namesAny(c[f]!, brandNames(s.brand!)))
    .map((f) => ({ path: [f], message: `the ${f.replace(/_/g, " ")} does not name the brand: start it with "${name}:"` }));
}

export const REPLY_RULES: readonly Rule[] = [
  campaign({
    id: "sample-opt-out", code: "SAMPLE_OPT_OUT_MISSING", severity: "error", field: ["sample_messages"],
    summary: "At least one sample message carries opt-out language (STOP, END, CANCEL, UNSUBSCRIBE, QUIT as whole words)",
    sources: [page("CTIA", PAGES.ctia), twilio("30893"), page("AWS", PAGES.awsChecklist)],
    check: sampleOptOut,
  }),
  campaign({
    id: "opt-out-reply", code: "OPT_OUT_MISSING", severity: "error", field: ["opt_out_message"],
    summary: "Recipients can opt out and the STOP reply is given",
    sources: [page("CTIA", PAGES.ctia), page("AWS", PAGES.awsChecklist)],
    check: optOutReply,
  }),
  campaign({
    id: "opt-out-reply-confirmation", code: "OPT_OUT_MESSAGE_NONCOMPLIANT", severity: "error", field: ["opt_out_message"],
    summary: "The STOP reply confirms the opt-out or says no more messages will be sent",
    sources: [page("CTIA", PAGES.ctia), page("AWS", PAGES.awsChecklist)],
    check: optOutConfirmation,
  }),
  campaign({
    id: "opt-in-reply-disclosures", code: "OPT_IN_MESSAGE_NONCOMPLIANT", severity: "error", field: ["opt_in_message"],
    summary: "The opt-in confirmation gives the message frequency, \"Msg & data rates may apply\", HELP and STOP",
    sources: [page("AWS", PAGES.awsChecklist), page("CTIA", PAGES.ctia)],
    check: optInConfirmation,
  }),
  campaign({
    id: "help-reply", code: "HELP_MESSAGE_INSUFFICIENT", severity: "error", field: ["help_message"],
    summary: "HELP is handled and its reply gives a way to reach support (phone, e-mail or website; not \"contact our team\")",
    sources: [page("CTIA", PAGES.ctia), twilio("30936"), page("AWS", PAGES.awsChecklist)],
    check: helpReply,
  }),
  campaign({
    id: "reply-brand-name", code: "REPLY_BRAND_MISSING", severity: "error", field: ["help_message"],
    summary: "The HELP, STOP and opt-in replies name the brand",
    sources: [page("CTIA", PAGES.ctia)],
    check: replyBrand,
  }),
];
