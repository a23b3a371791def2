import type { CampaignSubject, Hit, RuleSource } from "../model";
import type { CampaignReadingImpl } from "../reading";
import { ctia, page, PAGES, twilio } from "../sources";
import { type CampaignOf, campaign, quoted } from "./subject";
import { hasOptOutLanguage } from "../reading";

export { hasOptOutLanguage };

/*
 * The replies a campaign gives and the opt-out language of its samples: STOP and HELP handled, their
 * replies saying what they must, each naming the brand. Judged over the reading (schema/preflight/reading/).
 */

/**
 * One-time codes: a 2FA campaign whose every sample is a code with no offer, and whose recipients are told how to stop
 * at the opt-in or in the HELP reply. Vendors' own one-time-code messages carry no STOP line (Twilio
 * Verify's, Telnyx's 2FA samples), and opt-out instructions in samples are "not strictly required for 2FA"
 * where every other use case needs them.
 */
function oneTimeCodesOnly(r: CampaignReadingImpl, c: CampaignSubject): boolean {
  if (c.use_case !== "2FA" || !r.samples.every((m) => (m.oneTimeCode || m.code) && !m.promotional)) return false;
  return r.atOptIn.stop !== undefined || r.replies.helpOptOut !== undefined;
}

function sampleOptOut(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const samples = r.samples;
  if (samples.length === 0 || samples.some((m) => m.optOut) || oneTimeCodesOnly(r, c)) return [];
  return [{
    message: "no sample message tells the recipient how to opt out: add \"Reply STOP to opt out\" (STOP, END, CANCEL, " +
      "UNSUBSCRIBE or QUIT as a word of its own) to at least one sample",
  }];
}

function optOutReply(_r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.subscriber_opt_out === false) {
    return [{ path: ["subscriber_opt_out"], message: "recipients must be able to opt out: set subscriber_opt_out to true and give an opt-out message" }];
  }
  if (!c.opt_out_message) return [{ path: ["opt_out_message"], message: "add the reply to STOP: it confirms the opt-out and names the brand" }];
  return [];
}

function optOutConfirmation(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  // A word of ending said of the texts or the list that the reading could not classify ("texts are wound down"): no
  // finding rather than a false alarm (reading/unclassified.ts).
  if (!c.opt_out_message || c.subscriber_opt_out === false) return [];
  // The confirmation is the last text the person gets: one that makes an offer to keep them ("Reply YES to still get our
  // special price every week!") is marketing sent after the STOP, however it confirms (CTIA 5.1.3).
  const offer = r.replies.stopOffers;
  if (offer) {
    return [{ message: `the STOP reply makes an offer (${quoted(offer.words)}): confirm the opt-out and nothing else; no offer or ` +
      "invitation to stay subscribed after STOP" }];
  }
  // Nor one that promises more texts after it ("We'll just send the vaccine reminder and then stop"), however it ends.
  const more = r.replies.stopPromises;
  if (more) {
    return [{ message: `the STOP reply promises more messages (${quoted(more.words)}): after STOP, send only the ` +
      "confirmation; say that no more messages will be sent" }];
  }
  if (r.replies.stopConfirms || r.replies.unread.stopConfirmed) return [];
  return [{
    message: "the STOP reply neither confirms the opt-out nor says that no more messages will be sent: say so " +
      "(e.g. \"You are unsubscribed and will receive no more messages\")",
  }];
}

/** What an opt-in confirmation must say besides the brand (reply-brand-name checks the brand). */
function optInConfirmation(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (!c.opt_in_message) return [];
  const d = r.inConfirmation;
  // A conversation the person starts, or a confirmation that answers them ("a recruiter will reply soon"), is no
  // recurring programme: the replies come as often as the person writes (CTIA 5.1.2.1 asks frequency of recurring ones).
  const conversation = r.optIn.customerInitiated !== undefined || r.replies.replyPromised !== undefined;
  const missing = [
    // (a count or a period beside the texts that the reading could not classify is not judged missing: reading/unclassified.ts)
    !d.frequency && !conversation && !r.replies.unread.frequency && "the message frequency (e.g. \"Msg frequency varies\" or \"up to 4 msgs/month\")",
    !d.rates && "\"Msg & data rates may apply\"",
    !d.help && "how to get help (\"Reply HELP for help\")",
    !d.stop && "how to opt out (\"Reply STOP to cancel\")",
  ].filter((m): m is string => typeof m === "string");
  if (missing.length === 0) return [];
  return [{ message: `the opt-in confirmation does not give ${missing.join(", ")}: add ${missing.length === 1 ? "it" : "them"} to the reply` }];
}

function helpReply(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.subscriber_help === false) {
    return [{ path: ["subscriber_help"], message: "recipients must be able to ask for help: set subscriber_help to true and give a help message" }];
  }
  if (!c.help_message) return [{ message: "add the reply to HELP: the brand name and how to reach support (phone, e-mail or website)" }];
  if (!r.replies.helpReaches) {
    return [{ message: "the HELP reply gives no way to reach support: add a phone number, an e-mail address or a website" }];
  }
  return [];
}

/**
 * Twilio 30887 (opt-out error): the STOP reply "acknowledges the opt-out request, confirms that no further messages
 * will be sent, and includes your brand name"; a campaign that takes no opt-outs, or gives no STOP reply, is rejected
 * with it too.
 */
const OPT_OUT_ERROR = twilio("30887");
/**
 * Twilio 30540: the confirmation sent after opting in "includes the brand name, program name, a 'message and data rates
 * may apply' disclosure, and help and opt-out disclosures".
 */
const CONFIRMATION_ERROR = twilio("30540");
const BRAND_IN_REPLIES = page("CTIA", PAGES.ctia);
/** Twilio 30936: "the HELP keyword response doesn't include your business or brand name" (or a way to reach support). */
const HELP_ERROR = twilio("30936");
/** Each reply's own codes where its brand is missing: the HELP reply's, the STOP reply's and the confirmation's are Twilio's too. */
const REPLY_BRAND_SOURCES: Record<string, [RuleSource, ...RuleSource[]]> = {
  help_message: [HELP_ERROR, BRAND_IN_REPLIES],
  opt_out_message: [OPT_OUT_ERROR, BRAND_IN_REPLIES],
  opt_in_message: [CONFIRMATION_ERROR, BRAND_IN_REPLIES],
};

function replyBrand(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  const name = s.brand?.display_name ?? s.brand?.legal_name ?? "the brand";
  return r.replies.unnamed.map((path) => ({
    path,
    message: `the ${String(path[0]).replace(/_/g, " ")} does not name the brand: start it with "${name}:"`,
    sources: REPLY_BRAND_SOURCES[String(path[0])] ?? [BRAND_IN_REPLIES],
  }));
}

export const REPLY_RULES = [
  campaign({
    id: "sample-opt-out", code: "SAMPLE_OPT_OUT_MISSING", severity: "error", field: ["sample_messages"],
    summary: "At least one sample message carries opt-out language (STOP, END, CANCEL, UNSUBSCRIBE, QUIT as whole words)",
    sources: [ctia("5.1.3"), twilio("30893"), page("AWS", PAGES.awsChecklist)],
    judge: sampleOptOut,
  }),
  campaign({
    id: "opt-out-reply", code: "OPT_OUT_MISSING", severity: "error", field: ["opt_out_message"],
    summary: "Recipients can opt out and the STOP reply is given",
    sources: [twilio("30887"), ctia("5.1.3"), page("AWS", PAGES.awsChecklist)],
    judge: optOutReply,
  }),
  campaign({
    id: "opt-out-reply-confirmation", code: "OPT_OUT_MESSAGE_NONCOMPLIANT", severity: "error", field: ["opt_out_message"],
    summary: "The STOP reply confirms the opt-out or says no more messages will be sent",
    sources: [twilio("30887"), ctia("5.1.3"), page("AWS", PAGES.awsChecklist)],
    judge: optOutConfirmation,
  }),
  campaign({
    id: "opt-in-reply-disclosures", code: "OPT_IN_MESSAGE_NONCOMPLIANT", severity: "error", field: ["opt_in_message"],
    summary: "The opt-in confirmation gives the message frequency, \"Msg & data rates may apply\", HELP and STOP",
    sources: [page("AWS", PAGES.awsChecklist), ctia("5.1.2.1"), twilio("30540")],
    judge: optInConfirmation,
  }),
  campaign({
    id: "help-reply", code: "HELP_MESSAGE_INSUFFICIENT", severity: "error", field: ["help_message"],
    summary: "HELP is handled and its reply gives a way to reach support (phone, e-mail or website; not \"contact our team\")",
    sources: [ctia("5.1"), HELP_ERROR, page("AWS", PAGES.awsChecklist)],
    judge: helpReply,
  }),
  campaign({
    id: "reply-brand-name", code: "REPLY_BRAND_MISSING", severity: "error", field: ["help_message"],
    summary: "The HELP, STOP and opt-in replies name the brand",
    sources: [BRAND_IN_REPLIES, HELP_ERROR, OPT_OUT_ERROR, CONFIRMATION_ERROR],
    judge: replyBrand,
  }),
];
