import { wordsPattern } from "../text";

/*
 * Content carriers refuse or restrict: prohibited content, age-gated content, lending, lead generation.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** Prohibited on 10DLC whatever the attributes: sexual content, hate speech, cannabis and CBD. */
export const PROHIBITED = wordsPattern([
  "sex", "sexual", "porn", "porno", "pornography", "pornographic", "nude", "nudes", "erotic", "escort service",
  "escort services", "hate speech", "white power", "cannabis", "marijuana", "cbd", "thc", "delta-8", "dispensary",
  "dispensaries", "kratom", "psilocybin", "magic mushrooms",
], [
  // "Nude" is also a colour of cosmetics and clothing. ("XXX" is left out: templates write "order #XXX".)
  "nude lipstick", "nude lip", "nude lips", "nude polish", "nude nail", "nude nails", "nude shade", "nude shades",
  "nude heels", "nude pumps", "nude sandals", "nude color", "nude colour", "nude tone", "nude tones",
]);

/** Content carriers take only from age-gated campaigns: alcohol, tobacco and vaping, firearms. */
export const AGE_GATED = wordsPattern([
  "alcohol", "alcoholic", "beer", "beers", "craft beer", "wine", "wines", "winery", "liquor", "vodka", "whiskey", "whisky",
  "tequila", "bourbon", "brewery", "cocktail", "cocktails", "tobacco", "cigarette", "cigarettes", "cigar", "cigars",
  "e-cigarette", "e-cigarettes", "vape", "vapes", "vaping", "nicotine", "hookah", "e-liquid", "firearm", "firearms",
  "gun", "guns", "handgun", "handguns", "rifle", "rifles", "shotgun", "shotguns", "ammo", "ammunition", "pistol",
  "pistols",
], [
  // Everyday compounds that are not alcohol or firearms, and help to quit.
  "root beer", "ginger beer", "glue gun", "glue guns", "nail gun", "nail guns", "staple gun", "staple guns", "heat gun",
  "heat guns", "spray gun", "spray guns", "massage gun", "massage guns", "water gun", "water guns", "gun violence",
  "cocktail attire", "cocktail dress", "cocktail dresses", "shrimp cocktail", "fruit cocktail", "tobacco cessation",
  "tobacco free", "tobacco-free", "quit tobacco", "quit vaping", "stop vaping", "nicotine replacement",
]);

/** Lending: needs the direct_lending attribute. */
export const LENDING = wordsPattern([
  "loan", "loans", "lending", "lender", "lenders", "payday", "cash advance", "cash advances", "line of credit",
], [
  // A library's items on loan are borrowed books, not credit.
  "on loan", "interlibrary loan", "interlibrary loans", "library loan", "library loans",
]);

/** Lead generation and affiliate marketing: not allowed on 10DLC. */
export const LEAD_GENERATION = wordsPattern([
  "lead generation", "lead gen", "affiliate marketing", "affiliate offers", "affiliate program", "sell your information",
  "marketing partners",
]);
