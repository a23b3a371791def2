import { z } from "zod";

// Searching available numbers (spec 1: search by area code, digits, region and capabilities): the query
// and how a number matches it, on their own so the PhoneNumber kind declares its search without building
// the numbers' wire model (schema/numbers.ts) and the campaign statuses it names.

export const CAPABILITIES = ["sms", "mms", "voice"] as const;

/** Most numbers one search returns. */
export const MAX_SEARCH_RESULTS = 50;

const KEYPAD: Record<string, string> = {
  A: "2", B: "2", C: "2", D: "3", E: "3", F: "3", G: "4", H: "4", I: "4", J: "5", K: "5", L: "5",
  M: "6", N: "6", O: "6", P: "7", Q: "7", R: "7", S: "7", T: "8", U: "8", V: "8", W: "9", X: "9", Y: "9", Z: "9",
};

/** Letters to keypad digits: "CAKE" → "2253". */
export function keypadDigits(s: string): string {
  return s
    .toUpperCase()
    .split("")
    .map((ch) => KEYPAD[ch] ?? ch)
    .join("");
}

/** Whether a US number (E.164) is a match of `contains` (digits or keypad letters) in its 10-digit national number. */
export const containsMatch = (e164: string, contains: string) => e164.replace(/^\+1/, "").includes(keypadDigits(contains));

/** A US area code: 3 digits, the first 2 to 9 and the second not 9. */
export const AreaCode = z.string().regex(/^[2-9][0-8][0-9]$/, "a 3-digit US area code, e.g. 415");

export const SearchNumbersQuery = z.strictObject({
  area_code: AreaCode.optional(),
  contains: z
    .string()
    .regex(/^[0-9A-Za-z]{1,10}$/, "1 to 10 digits or letters (letters map to keypad digits: CAKE = 2253)")
    .optional()
    .meta({ description: "Digits (or keypad letters) the 10-digit national number must contain" }),
  region: z
    .string()
    .regex(/^[A-Z]{2}$/, "a 2-letter US state, e.g. CA")
    .optional()
    .meta({ description: "US state (2 letters)" }),
  capabilities: z
    .string()
    .regex(/^(sms|mms|voice)(,(sms|mms|voice))*$/, "a comma-separated list of sms, mms, voice")
    .transform((s) => [...new Set(s.split(","))] as (typeof CAPABILITIES)[number][])
    .optional()
    .meta({ description: "Comma-separated capabilities every result must have, e.g. sms,mms" }),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_RESULTS).default(20),
});
