import type { Hit, Rule, Subject } from "../model";
import { page, PAGES } from "../sources";
import { AGE_GATED, LEAD_GENERATION, LENDING, PROHIBITED } from "../vocabulary/content";
import { campaign, contentHit, quoted } from "./subject";

/*
 * Content carriers refuse or restrict, whatever the use case: prohibited content, age-gated content,
 * lending, lead generation and affiliate marketing.
 */

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

export const CONTENT_RULES: readonly Rule[] = [
  campaign({
    id: "prohibited-content", code: "PROHIBITED_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No sexual content, hate speech or cannabis/CBD (SHAFT-C)",
    sources: [page("T-Mobile", PAGES.tmobile)],
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
    summary: "No affiliate marketing or lead generation",
    sources: [page("T-Mobile", PAGES.tmobile)],
    check: affiliateMarketing,
  }),
];
