import { expect, it } from "vitest";
// The brand and the reading the reading's tests share (test/preflight/reading/*.test.ts, consentScope.test.ts): a dental practice, and
// a campaign of account notifications with the fields a test gives.
import type { BrandSubject, CampaignSubject } from "../../schema/preflight";
import { CampaignReadingImpl } from "../../schema/preflight/reading";
import { wordsOf } from "../../schema/preflight/reading/words";

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

/** Whether a negation covers the first word written `word` in the text. */
export const covered = (text: string, word: string) => wordsOf(text).find((w) => w.lower === word)!.negated;

/** A reading checked on wordings of its fact (each must read) and on look-alikes (none may). */
export function readsFact(
  what: string, reading: (text: string) => unknown, wordings: readonly string[], lookAlikes: readonly string[],
) {
  it(`reads ${what}, however it is worded`, () => {
    for (const t of wordings) expect(reading(t), t).toBeDefined();
  });
  it(`does not read ${what} in its look-alikes`, () => {
    for (const t of lookAlikes) expect(reading(t), t).toBeUndefined();
  });
}
