import type { BrandSubject, CampaignSubject, Subject } from "../model";
import { CampaignReadingImpl } from "./read";

export * from "./model";
export { CampaignReadingImpl, shortenerIn } from "./read";
export { Field } from "./field";
export { hasOptOutLanguage, optOutLanguage } from "./optOut";
export { hasCode, hasPhone, reviewedTexts, type FieldText } from "./content";

/*
 * Read once, judge many: a campaign is read once into its reading (reading/model.ts), kept for as
 * long as the campaign object lives, and every rule judges that reading.
 */

const READINGS = new WeakMap<CampaignSubject, { brand: BrandSubject | undefined; reading: CampaignReadingImpl }>();

/** The reading of a subject's campaign (read on first use, kept with the campaign object). */
export function readingOf(subject: Subject & { campaign: CampaignSubject }): CampaignReadingImpl {
  const kept = READINGS.get(subject.campaign);
  if (kept && kept.brand === subject.brand) return kept.reading;
  const reading = new CampaignReadingImpl(subject);
  READINGS.set(subject.campaign, { brand: subject.brand, reading });
  return reading;
}
