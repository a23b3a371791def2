// The brand and the reading the reading's tests share (reading.test.ts, consentScope.test.ts): a dental practice, and
// a campaign of account notifications with the fields a test gives.
import type { BrandSubject, CampaignSubject } from "../../schema/preflight";
import { CampaignReadingImpl } from "../../schema/preflight/reading";

export const brand: BrandSubject = {
  entity_type: "PRIVATE_PROFIT",
  legal_name: "Pinecrest Dental LLC",
  display_name: "Pinecrest Dental",
  vertical: "HEALTHCARE",
  website: "https://pinecrest.example",
};

/** The reading of an account-notification campaign of `brand` with these fields. */
export const read = (c: Partial<CampaignSubject>) =>
  new CampaignReadingImpl({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", ...c } });
