import type { BrandSubject, CampaignSubject, FieldPath, Hit, Rule, Subject } from "./model";
import { EMAIL_ADDRESS, findWord, hostIs, hostOf, links, namesAny, PHONE, withoutEmails, wordCount } from "./text";
import {
  AGE_GATED,
  BOX_TICKED,
  CONSENT,
  CONSENT_ACTION,
  FREE_MAIL,
  INVALID_EIN_PREFIXES,
  KEYWORD_TEXTED,
  LEAD_GENERATION,
  LENDING,
  NUMBER_GIVEN,
  OPT_IN_METHOD,
  OPT_IN_PLACE,
  OPT_OUT_KEYWORDS,
  PLACEHOLDER,
  PROHIBITED,
  PROMOTIONAL,
  REPLIED_YES,
  SOCIAL_SITES,
  TRANSACTIONAL_USE_CASES,
  URL_SHORTENERS,
  WEB_OPT_IN,
} from "./vocabulary";

/*
 * The 10DLC preflight rules: what carriers, The Campaign Registry and aggregators publish as
 * reasons to reject a brand or campaign, checked offline on the wire-format bodies. One table row
 * per rule; `validate`, `plan`, the Pulumi check and the emulator's carrier review all run this
 * table (schema/preflight/index.ts), so what the plan predicts is what the emulator decides.
 */

// ---------------------------------------------------------------------------------------------
// Reading a subject

const samplesOf = (c: CampaignSubject) => c.sample_messages ?? [];
const brandNames = (b: BrandSubject) => [b.display_name, b.legal_name];
const soleProprietor = (b: BrandSubject | undefined) => b?.entity_type === "SOLE_PROPRIETOR";
const quoted = (s: string) => `"${s.length > 40 ? s.slice(0, 40) + "…" : s}"`;

/** The texts recipients receive, each with its field. */
function sentTexts(c: CampaignSubject): { path: FieldPath; text: string }[] {
  const out = samplesOf(c).map((text, i) => ({ path: ["sample_messages", i] as FieldPath, text }));
  for (const f of ["opt_in_message", "opt_out_message", "help_message"] as const) {
    const text = c[f];
    if (text) out.push({ path: [f], text });
  }
  return out;
}

/** Every text a reviewer reads to judge the content: description, message flow, samples, replies. */
function reviewedTexts(c: CampaignSubject): { path: FieldPath; text: string }[] {
  const out: { path: FieldPath; text: string }[] = [];
  if (c.description) out.push({ path: ["description"], text: c.description });
  if (c.message_flow) out.push({ path: ["message_flow"], text: c.message_flow });
  return [...out, ...sentTexts(c)];
}

/** The first reviewed text containing a word of `pattern`, as a hit naming the word. */
function contentHit(c: CampaignSubject, pattern: RegExp, message: (word: string) => string): Hit[] {
  for (const { path, text } of reviewedTexts(c)) {
    const word = findWord(text, pattern);
    if (word !== undefined) return [{ path, message: message(word) }];
  }
  return [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

// ---------------------------------------------------------------------------------------------
// Campaign rules

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

function sampleBrand(s: Subject): Hit[] {
  const samples = samplesOf(s.campaign!);
  if (!s.brand || samples.length === 0 || samples.some((m) => namesAny(m, brandNames(s.brand!)))) return [];
  const name = s.brand.display_name ?? s.brand.legal_name ?? "the brand";
  return [{ message: `no sample message names the brand: start the samples with "${name}:" so recipients know who is texting` }];
}

function replyBrand(s: Subject): Hit[] {
  if (!s.brand) return [];
  const c = s.campaign!;
  const name = s.brand.display_name ?? s.brand.legal_name ?? "the brand";
  return (["opt_out_message", "help_message", "opt_in_message"] as const)
    .filter((f) => c[f] && !namesAny(c[f]!, brandNames(s.brand!)))
    .map((f) => ({ path: [f], message: `the ${f.replace(/_/g, " ")} does not name the brand: start it with "${name}:"` }));
}

/** The public URL shortener a text links to (bare "goo.gl/x" too, whose top-level domain LINK does not know). */
const shortenerIn = (text: string) =>
  links(text).map(hostOf).find((h) => hostIs(h, URL_SHORTENERS)) ??
  URL_SHORTENERS.find((d) => new RegExp(`(?<![\\w.-])${escape(d)}/`, "i").test(text));

function urlShortener(s: Subject): Hit[] {
  return sentTexts(s.campaign!).flatMap(({ path, text }) => {
    const short = shortenerIn(text);
    return short ? [{ path, message: `${short} is a public URL shortener, which carriers filter: use a link on the brand's own domain` }] : [];
  });
}

/** Links in samples, public shorteners included. */
const sampleHasLink = (m: string) => links(m).length > 0 || shortenerIn(m) !== undefined;

function embeddedLinkUndeclared(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.embedded_links === true) return [];
  const i = samplesOf(c).findIndex(sampleHasLink);
  if (i < 0) return [];
  return [{ path: ["sample_messages", i], message: "this sample contains a link but embedded_links is false: set embedded_links to true or remove the link" }];
}

/** Declared links are shown by any message the campaign sends: a sample, or the HELP, STOP or opt-in reply. */
function embeddedLinkUnused(s: Subject): Hit[] {
  const c = s.campaign!;
  const shown = sentTexts(c).some(({ text }) => sampleHasLink(text));
  if (c.embedded_links !== true || samplesOf(c).length === 0 || shown) return [];
  return [{ message: "embedded_links is true but no sample (or reply) contains a link: show one in a sample (on the brand's own domain) or set embedded_links to false" }];
}

function embeddedPhoneUndeclared(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.embedded_phone === true) return [];
  const i = samplesOf(c).findIndex((m) => PHONE.test(withoutEmails(m)));
  if (i < 0) return [];
  return [{ path: ["sample_messages", i], message: "this sample contains a phone number but embedded_phone is false: set embedded_phone to true or remove the number" }];
}

function prohibitedContent(s: Subject): Hit[] {
  return contentHit(s.campaign!, PROHIBITED, (w) =>
    `mentions ${quoted(w)}: sexual content, hate speech and cannabis/CBD are not allowed on 10DLC whatever the attributes; remove it`,
  );
}

function ageGate(s: Subject): Hit[] {
  if (s.campaign!.age_gated === true) return [];
  return contentHit(s.campaign!, AGE_GATED, (w) =>
    `mentions ${quoted(w)}: alcohol, tobacco, vaping and firearms content needs age_gated: true and an age check in the message flow`,
  );
}

function directLending(s: Subject): Hit[] {
  if (s.campaign!.direct_lending === true) return [];
  return contentHit(s.campaign!, LENDING, (w) => `mentions ${quoted(w)}: set direct_lending to true for loan or lending content`);
}

function affiliateMarketing(s: Subject): Hit[] {
  if (s.campaign!.affiliate_marketing === true) {
    return [{ message: "affiliate marketing and lead generation are not allowed on 10DLC: send only the brand's own messages and set affiliate_marketing to false" }];
  }
  return contentHit(s.campaign!, LEAD_GENERATION, (w) =>
    `mentions ${quoted(w)}: lead generation and affiliate marketing are not allowed on 10DLC; consent must be for this brand alone`,
  );
}

/** The flow names how recipients opt in: a method word, their number given, a box ticked or a keyword texted. */
const namesMethod = (flow: string) =>
  OPT_IN_METHOD.test(flow) || NUMBER_GIVEN.test(flow) || BOX_TICKED.test(flow) || KEYWORD_TEXTED.test(flow);

/** The flow says the recipient chose: a consent word or action, a box ticked, a YES replied or a keyword texted. */
const namesConsent = (flow: string) =>
  CONSENT.test(flow) || CONSENT_ACTION.test(flow) || BOX_TICKED.test(flow) || REPLIED_YES.test(flow) ||
  KEYWORD_TEXTED.test(flow);

function callToActionMethod(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || (namesMethod(flow) && (OPT_IN_PLACE.test(flow) || links(flow).length > 0))) return [];
  return [{ message: "the message flow does not say how recipients opt in: name the method and the place (a web form at its URL, a keyword texted to the number, a checkbox at checkout, in person)" }];
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

/**
 * A one-time code in a sample: "482913", "G-482913", "123 456", or the placeholder a template writes
 * for it ("{code}", "{{otp}}", "[CODE]", "<code>", "${pin}", "######", "XXXXXX").
 */
const hasCode = (m: string) =>
  /(?<![A-Za-z0-9])(?=[A-Z0-9-]*\d)[A-Z0-9-]{4,10}(?![A-Za-z0-9])/.test(m) ||
  /(?<!\d[,.]?)\d{3}[ -]\d{3}(?![,.]?\d)/.test(m) ||
  /[{[<]{1,2}\s*[\w -]*(?:code|otp|pin|passcode|token)[\w -]*\s*[}\]>]{1,2}/i.test(m) ||
  /(?<![#X])(?:#{4,10}|X{4,10})(?![#X])/.test(m);

function useCaseSamples(s: Subject): Hit[] {
  const c = s.campaign!;
  const samples = samplesOf(c);
  if (samples.length === 0) return [];
  if (c.use_case === "2FA") {
    const i = samples.findIndex((m) => !hasCode(m));
    return i < 0 ? [] : [{ path: ["sample_messages", i], message: "a 2FA sample carries the one-time code: show it (e.g. \"Your Acme code is 482913\")" }];
  }
  const subs = c.sub_use_cases ?? [];
  if ((c.use_case === "MIXED" || c.use_case === "LOW_VOLUME") && subs.includes("2FA") && !samples.some(hasCode)) {
    return [{ message: "2FA is a sub use case but no sample carries a one-time code: add a sample with the code" }];
  }
  return [];
}

function promotionalSamples(s: Subject): Hit[] {
  const c = s.campaign!;
  const mixed = c.use_case === "MIXED" || c.use_case === "LOW_VOLUME";
  const transactional = TRANSACTIONAL_USE_CASES.includes(c.use_case ?? "") || (mixed && !(c.sub_use_cases ?? []).includes("MARKETING"));
  if (!transactional) return [];
  const i = samplesOf(c).findIndex((m) => PROMOTIONAL.test(m));
  if (i < 0) return [];
  return [{ path: ["sample_messages", i], message: `this sample is promotional but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING) or remove the offer` }];
}

function descriptionQuality(s: Subject): Hit[] {
  const d = s.campaign!.description;
  if (!d) return [];
  const placeholder = findWord(d, PLACEHOLDER);
  if (placeholder) return [{ message: `reads as a placeholder (${quoted(placeholder)}): describe who sends what to whom, and why` }];
  const words = wordCount(d);
  // Who sends is the brand: a short description that does not name it leaves the reviewer guessing.
  const vague = words < 7 || (s.brand !== undefined && words < 12 && !namesAny(d, brandNames(s.brand)));
  if (!vague) return [];
  return [{ message: "too vague to review: say who sends the messages (the brand), what they are about, who receives them and why" }];
}

function privacyPolicy(s: Subject): Hit[] {
  const c = s.campaign!;
  if (c.privacy_policy_url) return [];
  if (c.message_flow && /\bprivacy\b/i.test(c.message_flow) && links(c.message_flow).length > 0) return [];
  return [{ message: "no privacy policy: set privacy_policy_url to the brand's policy, which says mobile numbers are not shared for marketing" }];
}

function distinctSamples(s: Subject): Hit[] {
  const norm = samplesOf(s.campaign!).map((m) => m.toLowerCase().replace(/\s+/g, " ").trim());
  const i = norm.findIndex((m, j) => norm.indexOf(m) !== j);
  return i < 0 ? [] : [{ path: ["sample_messages", i], message: "repeats another sample: each sample should show a different message the campaign sends" }];
}

function numberPool(s: Subject): Hit[] {
  const c = s.campaign!;
  if (soleProprietor(s.brand) && c.number_pool === true) {
    return [{ message: "a sole-proprietor campaign sends from one number: set number_pool to false" }];
  }
  if (soleProprietor(s.brand) && (s.numbers ?? 0) > 1) {
    return [{ message: `a sole-proprietor campaign sends from one number, not ${s.numbers}` }];
  }
  if (c.number_pool !== true && (s.numbers ?? 0) > 49) {
    return [{ message: `${s.numbers} numbers send on this campaign: more than 49 need number_pool: true` }];
  }
  return [];
}

function soleProprietorUseCase(s: Subject): Hit[] {
  const c = s.campaign!;
  if (!s.brand?.entity_type || !c.use_case) return [];
  const sole = soleProprietor(s.brand);
  if (sole === (c.use_case === "SOLE_PROPRIETOR")) return [];
  return [{
    message: sole
      ? "a SOLE_PROPRIETOR brand registers one campaign with the SOLE_PROPRIETOR use case"
      : "the SOLE_PROPRIETOR use case is only for a SOLE_PROPRIETOR brand: choose the use case the messages have",
  }];
}

// ---------------------------------------------------------------------------------------------
// Brand rules

function freeMail(s: Subject): Hit[] {
  const email = s.brand!.contact?.email;
  if (!email || soleProprietor(s.brand)) return [];
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  if (!hostIs(domain, FREE_MAIL)) return [];
  return [{ message: `${domain} is a public e-mail provider: use an address on the business's own domain (e.g. compliance@<your domain>)` }];
}

function brandWebsite(s: Subject): Hit[] {
  const b = s.brand!;
  if (soleProprietor(b)) return [];
  if (!b.website) return [{ message: "no website: carriers verify the business through its own website; set website" }];
  const host = hostOf(b.website);
  if (hostIs(host, SOCIAL_SITES)) return [{ message: `${host} is a social network, not the business's website: give its own domain` }];
  if (hostIs(host, URL_SHORTENERS)) return [{ message: `${host} is a URL shortener: give the business's own website` }];
  return [];
}

function taxIdPrefix(s: Subject): Hit[] {
  const b = s.brand!;
  const t = b.tax_id?.trim();
  if (!t || (b.tax_id_country ?? "US") !== "US" || !/^\d{2}-?\d{7}$/.test(t) || !INVALID_EIN_PREFIXES.has(t.slice(0, 2))) return [];
  return [{
    message: `no business with EIN ${t} is on record: the prefix ${t.slice(0, 2)} is never issued. Check the EIN; it ` +
      "cannot change on a registered brand, so register a new brand with the right one",
  }];
}

// ---------------------------------------------------------------------------------------------
// The table

const campaign = (r: Omit<Rule, "object">): Rule => ({ ...r, object: "campaign" });
const brand = (r: Omit<Rule, "object">): Rule => ({ ...r, object: "brand" });

export const RULES: readonly Rule[] = [
  campaign({ id: "sample-opt-out", code: "SAMPLE_OPT_OUT_MISSING", severity: "error", field: ["sample_messages"], source: "ctia", summary: "At least one sample message carries opt-out language (STOP, END, CANCEL, UNSUBSCRIBE, QUIT as whole words)", check: sampleOptOut }),
  campaign({ id: "opt-out-reply", code: "OPT_OUT_MISSING", severity: "error", field: ["opt_out_message"], source: "ctia", summary: "Recipients can opt out and the STOP reply is given", check: optOutReply }),
  campaign({ id: "help-reply", code: "HELP_MESSAGE_INSUFFICIENT", severity: "error", field: ["help_message"], source: "ctia", summary: "HELP is handled and its reply says how to reach support", check: helpReply }),
  campaign({ id: "sample-brand-name", code: "SAMPLE_BRAND_MISSING", severity: "error", field: ["sample_messages"], source: "telnyx", summary: "The samples name the brand (display or legal name)", check: sampleBrand }),
  campaign({ id: "reply-brand-name", code: "REPLY_BRAND_MISSING", severity: "error", field: ["help_message"], source: "ctia", summary: "The HELP, STOP and opt-in replies name the brand", check: replyBrand }),
  campaign({ id: "url-shortener", code: "URL_SHORTENER", severity: "error", field: ["sample_messages"], source: "tmobile", summary: "No public URL shorteners (bit.ly, tinyurl.com, …) in messages", check: urlShortener }),
  campaign({ id: "embedded-link-undeclared", code: "EMBEDDED_LINK_UNDECLARED", severity: "error", field: ["embedded_links"], source: "aws", summary: "A link in a sample needs embedded_links: true", check: embeddedLinkUndeclared }),
  campaign({ id: "embedded-link-unused", code: "EMBEDDED_LINK_NOT_SHOWN", severity: "warning", field: ["embedded_links"], source: "aws", summary: "embedded_links: true is shown by a link in a message (a sample or a reply)", check: embeddedLinkUnused }),
  campaign({ id: "embedded-phone-undeclared", code: "EMBEDDED_PHONE_UNDECLARED", severity: "error", field: ["embedded_phone"], source: "aws", summary: "A phone number in a sample needs embedded_phone: true", check: embeddedPhoneUndeclared }),
  campaign({ id: "prohibited-content", code: "PROHIBITED_CONTENT", severity: "error", field: ["sample_messages"], source: "tmobile", summary: "No sexual content, hate speech or cannabis/CBD (SHAFT-C)", check: prohibitedContent }),
  campaign({ id: "age-gated-content", code: "AGE_GATE_MISSING", severity: "error", field: ["age_gated"], source: "tmobile", summary: "Alcohol, tobacco/vaping and firearms content needs age_gated: true", check: ageGate }),
  campaign({ id: "direct-lending", code: "DIRECT_LENDING_UNDECLARED", severity: "error", field: ["direct_lending"], source: "aws", summary: "Loan and lending content needs direct_lending: true", check: directLending }),
  campaign({ id: "affiliate-marketing", code: "AFFILIATE_MARKETING", severity: "error", field: ["affiliate_marketing"], source: "tmobile", summary: "No affiliate marketing or lead generation", check: affiliateMarketing }),
  campaign({ id: "call-to-action", code: "MESSAGE_FLOW_INSUFFICIENT", severity: "error", field: ["message_flow"], source: "twilio", summary: "The message flow says how and where recipients opt in", check: callToActionMethod }),
  campaign({ id: "call-to-action-consent", code: "MESSAGE_FLOW_CONSENT_MISSING", severity: "warning", field: ["message_flow"], source: "twilio", summary: "The message flow describes explicit consent", check: callToActionConsent }),
  campaign({ id: "call-to-action-url", code: "MESSAGE_FLOW_URL_MISSING", severity: "error", field: ["message_flow"], source: "aws", summary: "A web opt-in gives the address of its page", check: callToActionUrl }),
  campaign({ id: "use-case-samples", code: "SAMPLES_USE_CASE_MISMATCH", severity: "error", field: ["sample_messages"], source: "telnyx", summary: "Samples fit the use case (2FA samples carry a code)", check: useCaseSamples }),
  campaign({ id: "promotional-samples", code: "SAMPLES_PROMOTIONAL", severity: "warning", field: ["sample_messages"], source: "telnyx", summary: "Promotional samples only in MARKETING (or MIXED with MARKETING) campaigns", check: promotionalSamples }),
  campaign({ id: "description-quality", code: "DESCRIPTION_INSUFFICIENT", severity: "error", field: ["description"], source: "twilio", summary: "The description says who sends what to whom and why (no placeholder)", check: descriptionQuality }),
  campaign({ id: "privacy-policy", code: "PRIVACY_POLICY_MISSING", severity: "error", field: ["privacy_policy_url"], source: "aws", summary: "A privacy policy is linked", check: privacyPolicy }),
  campaign({ id: "distinct-samples", code: "SAMPLES_NOT_DISTINCT", severity: "warning", field: ["sample_messages"], source: "twilio", summary: "Each sample shows a different message", check: distinctSamples }),
  campaign({ id: "number-pool", code: "NUMBER_POOL_MISMATCH", severity: "error", field: ["number_pool"], source: "tmobile", summary: "Sole proprietors send from one number; more than 49 numbers need number_pool", check: numberPool }),
  campaign({ id: "sole-proprietor-use-case", code: "SOLE_PROPRIETOR_USE_CASE", severity: "error", field: ["use_case"], source: "twilio", summary: "SOLE_PROPRIETOR brands and the SOLE_PROPRIETOR use case go together", check: soleProprietorUseCase }),
  brand({ id: "brand-email-free-mail", code: "BRAND_EMAIL_PUBLIC_DOMAIN", severity: "error", field: ["contact", "email"], source: "aws", summary: "The contact e-mail is on the business's own domain, not a public provider", check: freeMail }),
  brand({ id: "brand-website", code: "BRAND_WEBSITE_INVALID", severity: "error", field: ["website"], source: "aws", summary: "The brand has its own website (not a social network page)", check: brandWebsite }),
  brand({ id: "tax-id-prefix", code: "TAX_ID_NOT_FOUND", severity: "error", field: ["tax_id"], source: "irs", summary: "A US EIN has a prefix the IRS issues", check: taxIdPrefix }),
];

/** Rules identity verification decides (the brand's own record), not carrier review. */
export const VERIFICATION_RULES: ReadonlySet<string> = new Set(["tax-id-prefix"]);

export const RULE_IDS = RULES.map((r) => r.id) as [string, ...string[]];
