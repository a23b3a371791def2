import { type CategoryId, categoryInfo } from "../lexicon";
import type { CampaignSubject, Hit } from "../model";
import type { CampaignReadingImpl, ContentFact } from "../reading";
import { page, PAGES, telnyx, twilio } from "../sources";
import { DATE_OF_BIRTH, AGE_YES_NO, LEAD_SHARING } from "../vocabulary/content";
import { type CampaignOf, campaign, quoted } from "./subject";

/*
 * Content carriers refuse or restrict, whatever the use case: prohibited content, age-gated content,
 * lending, lead generation and affiliate marketing. Judged over the reading's content facts: each
 * category found in a text, with the phrase that names it (schema/preflight/reading/content.ts).
 */

/** The first fact of one of the categories (in the reviewed texts' order: description, flow, samples, replies). */
const factOf = (r: CampaignReadingImpl, categories: readonly CategoryId[]): ContentFact | undefined =>
  r.content.find((f) => (categories as readonly string[]).includes(f.category));

const hitOf = (f: ContentFact | undefined, message: (phrase: string) => string): Hit[] =>
  f ? [{ path: f.at.path, message: message(quoted(f.phrase)) }] : [];

function prohibitedContent(r: CampaignReadingImpl): Hit[] {
  return hitOf(factOf(r, ["sex", "hate", "cannabis", "cbd-hemp", "drugs"]), (w) =>
    `mentions ${w}: sexual content, hate speech and cannabis/CBD are not allowed on 10DLC whatever the attributes; remove it`);
}

function ageGate(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.age_gated === true) return [];
  return hitOf(factOf(r, ["alcohol", "tobacco-vaping", "firearms"]), (w) =>
    `mentions ${w}: alcohol, tobacco, vaping and firearms content needs age_gated: true and an age check in the message flow`);
}

function directLending(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.direct_lending === true) return [];
  return hitOf(factOf(r, ["lending", "payday"]), (w) => `mentions ${w}: set direct_lending to true for loan or lending content`);
}

function affiliateMarketing(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.affiliate_marketing === true) {
    return [{ message: "affiliate marketing and lead generation are not allowed on 10DLC: send only the brand's own messages and set affiliate_marketing to false" }];
  }
  const named = hitOf(factOf(r, ["lead-generation"]), (w) =>
    `mentions ${w}: lead generation and affiliate marketing are not allowed on 10DLC; consent must be for this brand alone`);
  if (named.length) return named;
  // What the campaign says it does (its description and samples) passing requests or numbers on.
  for (const f of [r.description, ...r.sampleFields]) {
    const e = f?.affirmedRegex(LEAD_SHARING);
    if (e) {
      return [{
        path: e.path,
        message: `${quoted(e.words)} is lead generation: requests or numbers passed to partners, contractors or lenders are not allowed on 10DLC; send only the brand's own messages to people who asked the brand`,
      }];
    }
  }
  return [];
}

function gambling(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  if (s.brand?.vertical === "GAMBLING") {
    return [{ path: ["use_case"], message: "the brand's vertical is GAMBLING: gambling and sports betting are not allowed on 10DLC, whatever the use case" }];
  }
  return hitOf(factOf(r, ["gambling"]), (w) =>
    `mentions ${w}: gambling, casinos, sports betting and lotteries are not allowed on 10DLC, whatever the consent; remove it (a SWEEPSTAKE with no purchase and no stake is another use case)`);
}

const HIGH_RISK: readonly CategoryId[] = ["cryptocurrency", "debt-collection", "debt-consolidation", "debt-relief", "credit-repair", "payday"];

function highRiskFinancial(r: CampaignReadingImpl): Hit[] {
  const f = factOf(r, HIGH_RISK);
  if (!f) return [];
  const category = f.category as CategoryId;
  const attribute = category === "payday" ? " (direct_lending does not make it eligible)" : "";
  return hitOf(f, (w) => `mentions ${w}: ${categoryInfo(category).name} is not allowed on 10DLC whatever the consent${attribute}; remove it`);
}

/** An age-gated campaign's flow checks the date of birth (without age_gated, age-gated-content says so first). */
function ageGateMethod(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const flow = r.flow;
  if (!flow || c.age_gated !== true || flow.regex(DATE_OF_BIRTH)) return [];
  const yesNo = flow.regex(AGE_YES_NO)?.words;
  return [{
    message: yesNo
      ? `the age check is a yes/no question (${quoted(yesNo)}): carriers want the date of birth entered at opt-in (MM/DD/YYYY) and checked`
      : "age-gated content needs an age check at opt-in: say in the message flow that subscribers enter their date of birth (MM/DD/YYYY), which is checked",
  }];
}

export const CONTENT_RULES = [
  campaign({
    id: "prohibited-content", code: "PROHIBITED_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No sexual content, hate speech or cannabis/CBD (SHAFT-C)",
    sources: [page("T-Mobile", PAGES.tmobile), telnyx("701"), telnyx("703"), telnyx("705"), twilio("30860")],
    judge: prohibitedContent,
  }),
  campaign({
    id: "age-gated-content", code: "AGE_GATE_MISSING", severity: "error", field: ["age_gated"],
    summary: "Alcohol, tobacco/vaping and firearms content needs age_gated: true",
    sources: [page("T-Mobile", PAGES.tmobile)],
    judge: ageGate,
  }),
  campaign({
    id: "direct-lending", code: "DIRECT_LENDING_UNDECLARED", severity: "error", field: ["direct_lending"],
    summary: "Loan and lending content needs direct_lending: true",
    sources: [page("AWS", PAGES.awsRejections)],
    judge: directLending,
  }),
  campaign({
    id: "affiliate-marketing", code: "AFFILIATE_MARKETING", severity: "error", field: ["affiliate_marketing"],
    summary: "No affiliate marketing or lead generation, however it is phrased (requests passed to partners)",
    sources: [page("T-Mobile", PAGES.tmobile), telnyx("708")],
    judge: affiliateMarketing,
  }),
  campaign({
    id: "gambling-content", code: "GAMBLING_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No gambling, casinos, sports betting or lotteries",
    sources: [telnyx("704")],
    judge: gambling,
  }),
  campaign({
    id: "high-risk-financial", code: "HIGH_RISK_FINANCIAL", severity: "error", field: ["sample_messages"],
    summary: "No cryptocurrency, third-party debt collection, debt relief or credit repair, payday or title loans",
    sources: [telnyx("709"), twilio("30867"), twilio("30863"), twilio("30869"), twilio("30950")],
    judge: highRiskFinancial,
  }),
  campaign({
    id: "age-gate-method", code: "AGE_GATE_INSUFFICIENT", severity: "error", field: ["message_flow"],
    summary: "Age-gated content checks a date of birth at opt-in, not a yes/no question",
    sources: [telnyx("706"), telnyx("707"), page("AWS", "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-quickstart.html")],
    judge: ageGateMethod,
  }),
];
