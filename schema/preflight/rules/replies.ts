import type { Hit, Rule, Subject } from "../model";
import { page, PAGES } from "../sources";
import { EMAIL_ADDRESS, links, namesAny, PHONE } from "../text";
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
  const words = [...new Set([...OPT_OUT_KEYWORDS, ...keywords.map((k) => k.toUpperCase())])].map(escape).join("|");
  if (new RegExp(`(?<![A-Za-z0-9])(?:${words})(?![A-Za-z0-9])`).test(text)) return true;
  if (/(?<![a-z0-9])(?:unsubscribe|opt[\s-]?out)(?![a-z0-9])/i.test(text)) return true;
  const asked = `(?:reply|text|txt|send|respond|message)(?:\\s+with)?\\s+["'“‘]?(?:${words})(?![A-Za-z0-9])`;
  return new RegExp(asked, "i").test(text);
}

const hasContact = (text: string) =>
  EMAIL_ADDRESS.test(text) ||
  PHONE.test(text) ||
  links(text).length > 0 ||
  /\b(?:call|visit|email|e-mail|contact)\b/i.test(text);

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
    sources: [page("CTIA", PAGES.ctia)],
    check: sampleOptOut,
  }),
  campaign({
    id: "opt-out-reply", code: "OPT_OUT_MISSING", severity: "error", field: ["opt_out_message"],
    summary: "Recipients can opt out and the STOP reply is given",
    sources: [page("CTIA", PAGES.ctia)],
    check: optOutReply,
  }),
  campaign({
    id: "help-reply", code: "HELP_MESSAGE_INSUFFICIENT", severity: "error", field: ["help_message"],
    summary: "HELP is handled and its reply says how to reach support",
    sources: [page("CTIA", PAGES.ctia)],
    check: helpReply,
  }),
  campaign({
    id: "reply-brand-name", code: "REPLY_BRAND_MISSING", severity: "error", field: ["help_message"],
    summary: "The HELP, STOP and opt-in replies name the brand",
    sources: [page("CTIA", PAGES.ctia)],
    check: replyBrand,
  }),
];
