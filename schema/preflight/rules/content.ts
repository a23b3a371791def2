import { type CategoryId, categoryInfo } from "../lexicon";
import type { CampaignSubject, Hit, RuleSource } from "../model";
import type { CampaignReadingImpl, ContentFact } from "../reading";
import { dca, page, TELNYX_CODES, telnyx, twilio } from "../sources";
import { type CampaignOf, campaign, quoted } from "./subject";

/*
 * Content carriers refuse or restrict, whatever the use case: prohibited content, age-gated content,
 * lending, lead generation and affiliate marketing. Judged over the reading's content facts: each
 * category found in a text, with the phrase that names it (schema/preflight/reading/content.ts).
 */

/** The first fact of one of the categories (in the reviewed texts' order: description, flow, samples, replies). */
const factOf = (r: CampaignReadingImpl, categories: readonly CategoryId[]): ContentFact | undefined =>
  r.content.find((f) => (categories as readonly string[]).includes(f.category));

/** A finding about a fact: at its field, naming its category's sources and codes (cannabis: DCA 701, not 703). */
const hitOf = (f: ContentFact | undefined, message: (phrase: string) => string): Hit[] =>
  f ? [{ path: f.at.path, message: message(quoted(f.phrase)), sources: categorySources(f.category as CategoryId) }]
    : [];

type Sources = readonly [RuleSource, ...RuleSource[]];
const categorySources = (id: CategoryId) => categoryInfo(id).sources as Sources;

/** A rule's sources: its categories' sources (their codes first), then its own pages, each once. */
function sourcesOf(categories: readonly CategoryId[], ...pages: RuleSource[]): Sources {
  const seen = new Set<string>();
  const out: RuleSource[] = [];
  for (const s of [...categories.flatMap(categorySources), ...pages]) {
    const key = `${s.vendor} ${s.code ?? ""} ${s.url}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(s);
    }
  }
  return out as unknown as Sources;
}

const PROHIBITED: readonly CategoryId[] = ["cannabis", "cbd-hemp", "sex", "hate", "drugs", "deceptive"];
const AGE_GATED: readonly CategoryId[] = ["alcohol", "tobacco-vaping", "firearms"];

function prohibitedContent(r: CampaignReadingImpl): Hit[] {
  const f = factOf(r, PROHIBITED);
  // (the category's own name: a medicine sold without a prescription is not "sexual content")
  const what = f ? categoryInfo(f.category as CategoryId).name : "";
  return hitOf(f, (w) => `mentions ${w} (${what}): sexual content, hate speech, cannabis/CBD, illegal substances, fraud and deceptive marketing are not allowed on 10DLC whatever the attributes; remove it`);
}

/** Where a phrase was found, for a finding that points at the attribute to change instead. */
const where = (f: ContentFact) => f.at.path.map((p) => (typeof p === "number" ? `[${p}]` : p)).join("");

function ageGate(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  // Twilio 30878: tobacco, vape and e-cigarette traffic "is not allowed on messaging regardless of age gating", so
  // the attribute is no fix: the finding points at the words, age-gated or not.
  const tobacco = hitOf(factOf(r, ["tobacco-vaping"]), (w) =>
    `mentions ${w}: tobacco, vaping and e-cigarette messages are refused even with age_gated: true; remove them`);
  if (c.age_gated === true || tobacco.length > 0) return tobacco;
  const f = factOf(r, AGE_GATED);
  if (!f) return [];
  // The fix is the attribute, and the reviewer needs the words: one finding at age_gated, one at the text that shows it.
  const sources = categorySources(f.category as CategoryId);
  return [
    { path: ["age_gated"], sources,
      message: `${where(f)} mentions ${quoted(f.phrase)}: alcohol, tobacco, vaping and firearms content needs age_gated: true and an age check in the message flow` },
    { path: f.at.path, sources,
      message: `mentions ${quoted(f.phrase)}: age-gated content (alcohol, firearms) is sent only with age_gated: true and an age check at opt-in` },
  ];
}

/**
 * Lending content with the attribute unset: an attribute that does not match the samples is the DCA's 601 ("campaign
 * attributes do not match website and/or sample message content"), and Plivo names the direct-lending attribute itself
 * among its decline reasons.
 */
const LENDING_ATTRIBUTE: Sources = [
  dca("601"),
  page("Plivo", "https://support.plivo.com/hc/en-us/articles/24760935120665-Why-was-my-campaign-registration-declined-and-how-can-I-fix-it"),
  ...categorySources("lending"),
];

function directLending(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.direct_lending === true) return [];
  // A payday loan is lending too (and high-risk-financial says it is not allowed at all).
  const f = factOf(r, ["lending", "payday"]);
  if (!f) return [];
  const hits: Hit[] = [{ path: ["direct_lending"], message: `${where(f)} mentions ${quoted(f.phrase)}: set direct_lending to true for loan or lending content`, sources: LENDING_ATTRIBUTE }];
  // Where the description itself is about loans, it and the registration's attributes disagree (Twilio 30886: the
  // description does not match what the campaign declares), as age-gated content is found at its sample too.
  if (f.at.path[0] === "description") {
    hits.push({ path: ["description"], message: `the description speaks of ${quoted(f.phrase)} while direct_lending is not set: declare the lending or describe what the campaign sends`, sources: [twilio("30886"), ...LENDING_ATTRIBUTE] });
  }
  return hits;
}

function affiliateMarketing(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.affiliate_marketing === true) {
    return [{ message: "affiliate marketing and lead generation are not allowed on 10DLC: send only the brand's own messages and set affiliate_marketing to false" }];
  }
  const named = hitOf(factOf(r, ["lead-generation"]), (w) =>
    `mentions ${w}: lead generation and affiliate marketing are not allowed on 10DLC; consent must be for this brand alone`);
  // (the attribute not set, it and the samples disagree too: the DCA's 601, as for lending)
  if (named.length) return named.map((h) => ({ ...h, sources: [...h.sources!, dca("601")] }));
  // Loans a partner makes, offered in a sample: the brand sends another business's offer (affiliate lending).
  const lent = r.content.find((f) => f.partner !== undefined && f.at.path[0] === "sample_messages");
  if (lent) {
    return [{ path: lent.at.path, sources: categorySources("lead-generation"), message: `offers ${quoted(lent.phrase)} from a ` +
      `${lent.partner}: another business's loans sent to the brand's list are affiliate marketing, not allowed on 10DLC` }];
  }
  // What the campaign says it does (its description and samples) passing requests or numbers on; in the
  // message flow, sharing the opt-in is consent-third-party's finding.
  const e = r.leadSharing;
  return e ? [{
    path: e.path,
    sources: categorySources("lead-generation"),
    message: `${quoted(e.words)} is lead generation: requests or numbers passed to partners, contractors or lenders are not allowed on 10DLC; send only the brand's own messages to people who asked the brand`,
  }] : [];
}

function gambling(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  if (s.brand?.vertical === "GAMBLING") {
    return [{ path: ["use_case"], message: "the brand's vertical is GAMBLING: gambling and sports betting are not allowed on 10DLC, whatever the use case" }];
  }
  return hitOf(factOf(r, ["gambling"]), (w) =>
    `mentions ${w}: gambling, casinos, sports betting and lotteries are not allowed on 10DLC, whatever the consent; remove it (a SWEEPSTAKE with no purchase and no stake is another use case)`);
}

const HIGH_RISK: readonly CategoryId[] = [
  "cryptocurrency", "debt-collection", "debt-consolidation", "debt-relief", "credit-repair", "payday", "risky-investment",
];

function highRiskFinancial(r: CampaignReadingImpl): Hit[] {
  const f = factOf(r, HIGH_RISK);
  if (!f) return [];
  const category = f.category as CategoryId;
  const attribute = category === "payday" ? " (direct_lending does not make it eligible)" : "";
  return hitOf(f, (w) => `mentions ${w}: ${categoryInfo(category).name} is not allowed on 10DLC whatever the consent${attribute}; remove it`);
}

/** Whether a campaign sends marketing: its use case, or a MIXED or LOW_VOLUME campaign's MARKETING sub use case. */
const marketing = (c: CampaignSubject) => c.use_case === "MARKETING" ||
  ((c.use_case === "MIXED" || c.use_case === "LOW_VOLUME") && (c.sub_use_cases ?? []).includes("MARKETING"));

/**
 * Prescription drugs and GLP-1 products may be named in informational messages (a refill ready, an order shipped,
 * an appointment) but not promoted (Twilio 30565): in a marketing campaign, in a sample that makes an offer, or in a
 * description that promises offers. A reading that finds the drug but no promotion gives no finding.
 */
function prescriptionPromotion(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const facts = r.content.filter((f) => f.category === "prescription-drugs");
  // (offering it with no prescription, "semaglutide shots, no prescription needed", sells it: a promotion as well as an
  // illegal sale, `prohibited-content`)
  const sold = (f: ContentFact) => r.content.some((o) => o.category === "drugs" && String(o.at.path) === String(f.at.path));
  const promoted = (f: ContentFact) => {
    if (marketing(c) || sold(f)) return true;
    const [field, i] = f.at.path;
    if (field === "sample_messages") return r.samples[i as number]?.promotional !== undefined;
    return field === "description" && r.useCaseFacts.describedOffer !== undefined;
  };
  const f = facts.find(promoted);
  return hitOf(f, (w) => `promotes ${w}: promotional messages for prescription drugs and GLP-1 products are not allowed; ` +
    "send only informational messages about them (refills, orders, appointments) from a non-marketing campaign, or leave them out");
}

/** The age check's own sources; Twilio 30875 where the content is alcohol (its page: "a simple yes or no confirmation instead of collecting the user's full date of birth"). */
const AGE_GATE_METHOD: [RuleSource, ...RuleSource[]] = [dca("706", TELNYX_CODES), telnyx("706"), dca("707", TELNYX_CODES), telnyx("707"),
  page("AWS", "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-quickstart.html")];

/** An age-gated campaign's flow checks the date of birth (without age_gated, age-gated-content says so first). */
function ageGateMethod(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const check = r.optIn.ageCheck;
  if (!r.flow || c.age_gated !== true || check.dateOfBirth) return [];
  const yesNo = check.yesNo?.words;
  const alcohol = r.content.some((f) => f.category === "alcohol");
  return [{
    sources: alcohol ? [...AGE_GATE_METHOD, twilio("30875")] : AGE_GATE_METHOD,
    message: yesNo
      ? `the age check is a yes/no question (${quoted(yesNo)}): carriers want the date of birth entered at opt-in (MM/DD/YYYY) and checked`
      : "age-gated content needs an age check at opt-in: say in the message flow that subscribers enter their date of birth (MM/DD/YYYY), which is checked",
  }];
}

export const CONTENT_RULES = [
  campaign({
    id: "prohibited-content", code: "PROHIBITED_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No sexual content, hate speech, cannabis/CBD, illegal substances, fraud or deceptive marketing",
    sources: sourcesOf(PROHIBITED),
    judge: prohibitedContent,
  }),
  campaign({
    id: "age-gated-content", code: "AGE_GATE_MISSING", severity: "error", field: ["age_gated"],
    summary: "Alcohol, tobacco/vaping and firearms content needs age_gated: true",
    sources: sourcesOf(AGE_GATED),
    judge: ageGate,
  }),
  campaign({
    id: "direct-lending", code: "DIRECT_LENDING_UNDECLARED", severity: "error", field: ["direct_lending"],
    summary: "Loan and lending content needs direct_lending: true",
    sources: LENDING_ATTRIBUTE,
    judge: directLending,
  }),
  campaign({
    id: "affiliate-marketing", code: "AFFILIATE_MARKETING", severity: "error", field: ["affiliate_marketing"],
    summary: "No affiliate marketing or lead generation, however it is phrased (requests passed to partners)",
    sources: sourcesOf(["lead-generation"]),
    judge: affiliateMarketing,
  }),
  campaign({
    id: "gambling-content", code: "GAMBLING_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No gambling, casinos, sports betting or lotteries",
    sources: sourcesOf(["gambling"]),
    judge: gambling,
  }),
  campaign({
    id: "high-risk-financial", code: "HIGH_RISK_FINANCIAL", severity: "error", field: ["sample_messages"],
    summary: "No cryptocurrency, third-party debt collection, debt relief or credit repair, payday or title loans",
    sources: sourcesOf(HIGH_RISK),
    judge: highRiskFinancial,
  }),
  campaign({
    id: "prescription-drug-promotion", code: "PRESCRIPTION_DRUG_PROMOTION", severity: "error", field: ["sample_messages"],
    summary: "Prescription drugs and GLP-1 products are named only in informational messages, never promoted",
    sources: sourcesOf(["prescription-drugs"]),
    judge: prescriptionPromotion,
  }),
  campaign({
    id: "age-gate-method", code: "AGE_GATE_INSUFFICIENT", severity: "error", field: ["message_flow"],
    summary: "Age-gated content checks a date of birth at opt-in, not a yes/no question",
    sources: [...AGE_GATE_METHOD, twilio("30875")],
    judge: ageGateMethod,
  }),
];
