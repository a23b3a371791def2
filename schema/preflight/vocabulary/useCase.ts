import { wordsPattern } from "../text";

/*
 * Wording that tells a use case: promotional offers, placeholder descriptions; the transactional use cases.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** Promotional wording: out of place in a transactional use case. */
export const PROMOTIONAL = new RegExp(
  "\\b\\d{1,2}\\s?% off\\b|" +
  "\\b(?:promo code|coupon|discount code|flash sale|limited[\\s-]time offer|bogo|buy one,? get one|shop now)\\b",
  "i",
);

/** Placeholder descriptions. */
export const PLACEHOLDER = wordsPattern([
  "lorem ipsum", "placeholder", "asdf", "tbd", "todo", "test campaign", "test description", "this is a test",
  "sample description", "description goes here",
]);

/** Use cases whose messages are not promotional (a standard use case other than MARKETING). */
export const TRANSACTIONAL_USE_CASES = [
  "2FA", "ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "DELIVERY_NOTIFICATION", "FRAUD_ALERT", "HIGHER_EDUCATION",
  "POLLING_VOTING", "PUBLIC_SERVICE_ANNOUNCEMENT", "SECURITY_ALERT",
];
