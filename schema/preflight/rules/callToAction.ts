import type { Hit, Rule, Subject } from "../model";
import { bandwidth, page, PAGES, twilio } from "../sources";
import { affirmed, links } from "../text";
import {
  ASKED,
  BOX_TICKED,
  CONCRETE_PLACE,
  CONSENT,
  CONSENT_ACTION,
  CONSENT_CHOICE,
  CONSENT_CONDITION,
  KEYWORD_TEXTED,
  NUMBER_GIVEN,
  OPT_IN_METHOD,
  PRE_CHECKED,
  REPLIED_YES,
  THIRD_PARTY,
  WEB_OPT_IN,
} from "../vocabulary/callToAction";
import { FREQUENCY, RATES } from "../vocabulary/disclosures";
import { campaign, type FieldText, quoted } from "./subject";

/*
 * The call to action (message flow): how, where and to what recipients consent, and the privacy
 * policy that goes with it.
 */

/**
 * The flow names how recipients opt in: a method word, their number given, a box ticked, a keyword texted, or
 * their own choice or confirmation ("customers who want refill texts confirm it on the card reader"), or someone
 * asking them ("the technician asks the customer whether they would like a text").
 */
const namesMethod = (flow: string) =>
  OPT_IN_METHOD.test(flow) || NUMBER_GIVEN.test(flow) || BOX_TICKED.test(flow) || KEYWORD_TEXTED.test(flow) ||
  CONSENT_ACTION.test(flow) || CONSENT_CHOICE.test(flow) || ASKED.test(flow);

/** The flow says the recipient chose: a consent word, action or choice, a box ticked, a YES replied or a keyword texted. */
const namesConsent = (flow: string) =>
  CONSENT.test(flow) || CONSENT_ACTION.test(flow) || CONSENT_CHOICE.test(flow) || BOX_TICKED.test(flow) ||
  REPLIED_YES.test(flow) || KEYWORD_TEXTED.test(flow);

/** The flow names where or through what the opt-in happens: an address, a keyword texted, or a concrete place. */
const namesPlace = (flow: string) => links(flow).length > 0 || KEYWORD_TEXTED.test(flow) || CONCRETE_PLACE.test(flow);

function callToActionMethod(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || (namesMethod(flow) && namesPlace(flow))) return [];
  return [{
    message: "the message flow does not say how and where recipients opt in: name the method and the place (a web form " +
      "at its URL, a keyword texted to the number, a checkbox at checkout, in person at the front desk)",
  }];
}

/** The flow, or the opt-in confirmation it leads to, discloses `what`. */
const discloses = (s: Subject, what: RegExp) =>
  !s.campaign!.message_flow || what.test(s.campaign!.message_flow) || what.test(s.campaign!.opt_in_message ?? "");

function callToActionFrequency(s: Subject): Hit[] {
  if (discloses(s, FREQUENCY)) return [];
  return [{
    message: "the message flow does not say how often messages come: disclose the frequency at the opt-in " +
      "(\"Msg frequency varies\", \"up to 4 msgs/month\", \"one code per sign-in\")",
  }];
}

function callToActionRates(s: Subject): Hit[] {
  if (discloses(s, RATES)) return [];
  return [{
    message: "the message flow does not disclose \"Message and data rates may apply\" at the opt-in: add it to the " +
      "consent language the recipient sees",
  }];
}

/** The texts that describe the opt-in: the message flow, the description, and the opt-in confirmation. */
function optInTexts(s: Subject): FieldText[] {
  const c = s.campaign!;
  return (["message_flow", "description", "opt_in_message"] as const).flatMap((f) => (c[f] ? [{ path: [f], text: c[f]! }] : []));
}

/** The first opt-in text that affirms `pattern` (negations excepted), as a hit naming the words. */
function affirmedHit(s: Subject, pattern: RegExp, message: (words: string) => string): Hit[] {
  for (const { path, text } of optInTexts(s)) {
    const words = affirmed(text, pattern);
    if (words !== undefined) return [{ path, message: message(words) }];
  }
  return [];
}

function preChecked(s: Subject): Hit[] {
  return affirmedHit(s, PRE_CHECKED, (w) =>
    `says the consent is given in advance (${quoted(w)}): consent must be the recipient's own action; leave the SMS box unchecked until they tick it`);
}

function consentCondition(s: Subject): Hit[] {
  return affirmedHit(s, CONSENT_CONDITION, (w) =>
    `makes consent to texts a condition of something else (${quoted(w)}): consent must be optional and separate from the purchase, the service and the terms; say "Consent is not a condition of purchase"`);
}

function thirdParty(s: Subject): Hit[] {
  return affirmedHit(s, THIRD_PARTY, (w) =>
    `lets others have the opt-in or message the subscriber (${quoted(w)}): consent covers this brand alone, and opt-in data is never shared with third parties or affiliates`);
}

const TO_NUMBER = /^\s*(?:[(+]?\d|(?:our|the|this|that|a|your)\s+(?:[\w-]+\s+){0,2}?(?:number|short\s*code|line))/i;

/** Keywords the flow advertises ("text ORDERS to 55123") that the campaign does not declare as opt-in keywords. */
function keywordUndeclared(s: Subject): Hit[] {
  const c = s.campaign!;
  if (!c.message_flow) return [];
  const declared = new Set((c.opt_in_keywords ?? []).map((k) => k.toUpperCase()));
  // A keyword texted to a number ("to 55123", "to (415) 555-0100", "to our number"), not "text YES to confirm";
  // or printed as a sign or sticker prints it ("Text TUNEUP for yearly reminders"), not "text YES for a callback".
  const advertisedHere = (m: RegExpExecArray) =>
    /\sfor$/.test(m[0])
      ? !/^["'“‘]?(?:YES|NO)(?![A-Z0-9])/.test(m[1]!)
      : TO_NUMBER.test(c.message_flow!.slice(m.index + m[0].length));
  const advertised = [...c.message_flow.matchAll(new RegExp(KEYWORD_TEXTED.source, "g"))]
    .filter(advertisedHere)
    .flatMap((m) => m[1]!.match(/[A-Z][A-Z0-9]*/g) ?? []);
  const missing = [...new Set(advertised.filter((k) => !declared.has(k)))];
  if (missing.length === 0) return [];
  return [{
    message: `the message flow has recipients text ${missing.join(", ")} but opt_in_keywords does not declare ${missing.length === 1 ? "it" : "them"}: ` +
      "add the keyword to opt_in_keywords (with its opt-in confirmation in opt_in_message)",
  }];
}

function callToActionConsent(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || namesConsent(flow)) return [];
  return [{ message: "the message flow does not say that recipients consent: describe the explicit opt-in (they tick an unchecked SMS consent box, text a keyword, agree to receive messages)" }];
}

function callToActionUrl(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || !WEB_OPT_IN.test(flow) || links(flow).length > 0) return [];
  return [{ message: "the opt-in is on the web but the message flow gives no address: add the URL of the page with the opt-in form" }];
}

function privacyPolicy(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.privacy_policy_url) return [];
  if (c.message_flow && /\bprivacy\b/i.test(c.message_flow) && links(c.message_flow).length > 0) return [];
  return [{ message: "no privacy policy: set privacy_policy_url to the brand's policy, which says mobile numbers are not shared for marketing" }];
}

export const CALL_TO_ACTION_RULES: readonly Rule[] = [
  campaign({
    id: "call-to-action", code: "MESSAGE_FLOW_INSUFFICIENT", severity: "error", field: ["message_flow"],
    summary: "The message flow says how and where recipients opt in (a method and a concrete place, address or keyword)",
    sources: [bandwidth("2100"), twilio("30842"), page("Twilio", PAGES.twilioApproval)],
    check: callToActionMethod,
  }),
  campaign({
    id: "call-to-action-consent", code: "MESSAGE_FLOW_CONSENT_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The message flow describes explicit consent",
    sources: [twilio("30841"), bandwidth("2102"), page("Twilio", PAGES.twilioApproval)],
    check: callToActionConsent,
  }),
  campaign({
    id: "call-to-action-url", code: "MESSAGE_FLOW_URL_MISSING", severity: "error", field: ["message_flow"],
    summary: "A web opt-in gives the address of its page",
    sources: [page("AWS", PAGES.awsRejections)],
    check: callToActionUrl,
  }),
  campaign({
    id: "call-to-action-frequency", code: "MESSAGE_FLOW_FREQUENCY_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The call to action discloses how often messages come",
    sources: [bandwidth("2135", PAGES.bandwidthCallToAction), page("AWS", PAGES.awsChecklist)],
    check: callToActionFrequency,
  }),
  campaign({
    id: "call-to-action-rates", code: "MESSAGE_FLOW_RATES_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The call to action discloses \"Message and data rates may apply\"",
    sources: [bandwidth("2136", PAGES.bandwidthCallToAction), page("AWS", PAGES.awsChecklist), page("Twilio", PAGES.twilioVerifyConsent)],
    check: callToActionRates,
  }),
  campaign({
    id: "consent-pre-checked", code: "OPT_IN_PRECHECKED", severity: "error", field: ["message_flow"],
    summary: "The consent box is not pre-checked: consent is the recipient's own action",
    sources: [page("AWS", PAGES.awsChecklist), page("CTIA", PAGES.ctia)],
    check: preChecked,
  }),
  campaign({
    id: "consent-condition", code: "OPT_IN_CONDITION_OF_SERVICE", severity: "error", field: ["message_flow"],
    summary: "Consent is not a condition of purchase or service, nor folded into accepting the terms",
    sources: [twilio("30831"), twilio("30841"), page("AWS", PAGES.awsChecklist)],
    check: consentCondition,
  }),
  campaign({
    id: "consent-third-party", code: "OPT_IN_SHARED_WITH_THIRD_PARTIES", severity: "error", field: ["message_flow"],
    summary: "Consent is for this brand alone: no partners messaging, no opt-in data shared with third parties",
    sources: [page("AWS", PAGES.awsChecklist), page("CTIA", PAGES.ctia)],
    check: thirdParty,
  }),
  campaign({
    id: "opt-in-keyword-undeclared", code: "OPT_IN_KEYWORD_UNDECLARED", severity: "error", field: ["opt_in_keywords"],
    summary: "Keywords the message flow advertises (\"text ORDERS to …\") are declared as opt-in keywords",
    sources: [page("Twilio", PAGES.twilioApproval), page("CTIA", PAGES.ctia)],
    check: keywordUndeclared,
  }),
  campaign({
    id: "privacy-policy", code: "PRIVACY_POLICY_MISSING", severity: "error", field: ["privacy_policy_url"],
    summary: "A privacy policy is linked",
    sources: [page("AWS", PAGES.awsRejections)],
    check: privacyPolicy,
  }),
];
