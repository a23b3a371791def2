import { type CategoryId, categoryInfo, type CategoryMatch, findCategories } from "../lexicon";
import type { CampaignSubject, Hit, Rule, Subject } from "../model";
import { page, PAGES, telnyx, twilio } from "../sources";
import { affirmed, findWord, readOnce } from "../text";
import { AGE_YES_NO, DATE_OF_BIRTH, LEAD_SHARING } from "../vocabulary/content";
import { campaign, type FieldText, quoted, reviewedTexts, samplesOf } from "./subject";

/*
 * Content carriers refuse or restrict, whatever the use case: prohibited content, age-gated content,
 * lending, lead generation and affiliate marketing. Content is recognised by the products and services
 * of each category (the lexicon, schema/preflight/lexicon), not only by the category's own word.
 */

/** The texts' lexicon matches, each text read once for all the content rules. */
const found = readOnce(findCategories);

/** The first reviewed text naming a product or service of one of `categories`, as a hit naming its words. */
function categoryHit(
  c: CampaignSubject, categories: readonly CategoryId[], message: (m: CategoryMatch) => string,
): Hit[] {
  for (const { path, text } of reviewedTexts(c)) {
    const m = found(text).find((x) => categories.includes(x.category));
    if (m) return [{ path, message: message(m) }];
  }
  return [];
}

function prohibitedContent(s: Subject): Hit[] {
  return categoryHit(s.campaign!, ["sex", "hate", "cannabis", "cbd-hemp", "drugs"], ({ phrase: w }) =>
    `mentions ${quoted(w)}: sexual content, hate speech and cannabis/CBD are not allowed on 10DLC whatever the attributes; remove it`,
  );
}

function ageGate(s: Subject): Hit[] {
  if (s.campaign!.age_gated === true) return [];
  return categoryHit(s.campaign!, ["alcohol", "tobacco-vaping", "firearms"], ({ phrase: w }) =>
    `mentions ${quoted(w)}: alcohol, tobacco, vaping and firearms content needs age_gated: true and an age check in the message flow`,
  );
}

function directLending(s: Subject): Hit[] {
  if (s.campaign!.direct_lending === true) return [];
  return categoryHit(s.campaign!, ["lending", "payday"], ({ phrase: w }) => `mentions ${quoted(w)}: set direct_lending to true for loan or lending content`);
}

/** What the campaign says it does: its description and its samples (how consent is shared is the call to action's). */
function statedTexts(s: Subject): FieldText[] {
  const c = s.campaign!;
  return [
    ...(c.description ? [{ path: ["description"], text: c.description }] : []),
    ...samplesOf(c).map((text, i) => ({ path: ["sample_messages", i], text })),
  ];
}

function affiliateMarketing(s: Subject): Hit[] {
  if (s.campaign!.affiliate_marketing === true) {
    return [{ message: "affiliate marketing and lead generation are not allowed on 10DLC: send only the brand's own messages and set affiliate_marketing to false" }];
  }
  const named = categoryHit(s.campaign!, ["lead-generation"], ({ phrase: w }) =>
    `mentions ${quoted(w)}: lead generation and affiliate marketing are not allowed on 10DLC; consent must be for this brand alone`,
  );
  if (named.length) return named;
  for (const { path, text } of statedTexts(s)) {
    const phrase = affirmed(text, LEAD_SHARING);
    if (phrase) {
      return [{
        path,
        message: `${quoted(phrase)} is lead generation: requests or numbers passed to partners, contractors or lenders are not allowed on 10DLC; send only the brand's own messages to people who asked the brand`,
      }];
    }
  }
  return [];
}

function gambling(s: Subject): Hit[] {
  if (s.brand?.vertical === "GAMBLING") {
    return [{ path: ["use_case"], message: "the brand's vertical is GAMBLING: gambling and sports betting are not allowed on 10DLC, whatever the use case" }];
  }
  return categoryHit(s.campaign!, ["gambling"], ({ phrase: w }) =>
    `mentions ${quoted(w)}: gambling, casinos, sports betting and lotteries are not allowed on 10DLC, whatever the consent; remove it (a SWEEPSTAKE with no purchase and no stake is another use case)`,
  );
}

const HIGH_RISK: readonly CategoryId[] = ["cryptocurrency", "debt-collection", "debt-consolidation", "debt-relief", "credit-repair", "payday"];

function highRiskFinancial(s: Subject): Hit[] {
  return categoryHit(s.campaign!, HIGH_RISK, ({ phrase: w, category }) => {
    const attribute = category === "payday" ? " (direct_lending does not make it eligible)" : "";
    return `mentions ${quoted(w)}: ${categoryInfo(category).name} is not allowed on 10DLC whatever the consent${attribute}; remove it`;
  });
}

/** An age-gated campaign's flow checks the date of birth (without age_gated, age-gated-content says so first). */
function ageGateMethod(s: Subject): Hit[] {
  const flow = s.campaign!.message_flow;
  if (!flow || s.campaign!.age_gated !== true || findWord(flow, DATE_OF_BIRTH) !== undefined) return [];
  const yesNo = AGE_YES_NO.exec(flow)?.[0];
  return [{
    message: yesNo
      ? `the age check is a yes/no question (${quoted(yesNo)}): carriers want the date of birth entered at opt-in (MM/DD/YYYY) and checked`
      : "age-gated content needs an age check at opt-in: say in the message flow that subscribers enter their date of birth (MM/DD/YYYY), which is checked",
  }];
}

export const CONTENT_RULES: readonly Rule[] = [
  campaign({
    id: "prohibited-content", code: "PROHIBITED_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No sexual content, hate speech or cannabis/CBD (SHAFT-C)",
    sources: [page("T-Mobile", PAGES.tmobile), telnyx("701"), telnyx("703"), telnyx("705"), twilio("30860")],
    check: prohibitedContent,
  }),
  campaign({
    id: "age-gated-content", code: "AGE_GATE_MISSING", severity: "error", field: ["age_gated"],
    summary: "Alcohol, tobacco/vaping and firearms content needs age_gated: true",
    sources: [page("T-Mobile", PAGES.tmobile)],
    check: ageGate,
  }),
  campaign({
    id: "direct-lending", code: "DIRECT_LENDING_UNDECLARED", severity: "error", field: ["direct_lending"],
    summary: "Loan and lending content needs direct_lending: true",
    sources: [page("AWS", PAGES.awsRejections)],
    check: directLending,
  }),
  campaign({
    id: "affiliate-marketing", code: "AFFILIATE_MARKETING", severity: "error", field: ["affiliate_marketing"],
    summary: "No affiliate marketing or lead generation, however it is phrased (requests passed to partners)",
    sources: [page("T-Mobile", PAGES.tmobile), telnyx("708")],
    check: affiliateMarketing,
  }),
  campaign({
    id: "gambling-content", code: "GAMBLING_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No gambling, casinos, sports betting or lotteries",
    sources: [telnyx("704")],
    check: gambling,
  }),
  campaign({
    id: "high-risk-financial", code: "HIGH_RISK_FINANCIAL", severity: "error", field: ["sample_messages"],
    summary: "No cryptocurrency, third-party debt collection, debt relief or credit repair, payday or title loans",
    sources: [telnyx("709"), twilio("30867"), twilio("30863"), twilio("30869"), twilio("30950")],
    check: highRiskFinancial,
  }),
  campaign({
    id: "age-gate-method", code: "AGE_GATE_INSUFFICIENT", severity: "error", field: ["message_flow"],
    summary: "Age-gated content checks a date of birth at opt-in, not a yes/no question",
    sources: [telnyx("706"), telnyx("707"), page("AWS", "https://docs.aws.amazon.com/sms-voice/latest/userguide/registration-help-quickstart.html")],
    check: ageGateMethod,
  }),
];
