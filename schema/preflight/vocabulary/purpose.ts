import { phrase } from "../reading/phrase";
import { UNITS } from "./disclosures";

/*
 * What the texts are about: the kinds of message that say it (reminders, deals, codes, alerts…), the texts said to be
 * about something, the words that name no subject, and what a consent covers by kind. Nouns matched by lemma, phrase
 * patterns over a text's words (reading/phrase.ts). Sources: CTIA Messaging Principles and Best Practices 5.2.1 (a
 * call to action says what the messages are about); Twilio 30544 and Bandwidth 2134 (a call to action that does not
 * say it); Twilio 30987 and 30913 (the consent covers the campaign's kind);
 * schema/preflight/sources.ts has each page.
 */

/** The units of a frequency (disclosures.ts), as what the texts are called. */
const lists = { unit: UNITS };

/** The texts said to be about something: "text me about deadlines", "messages regarding your lease". */
export const ABOUT_PHRASES = [
  phrase("@unit|text|texts|message|me|you|them ~1 about|regarding|concerning ~3 my|your|their|our|the|upcoming|new|any|a|an", lists),
  phrase("@unit|text|texts|message|me|you|them about|regarding|concerning", lists),
  // who sends between the texts and their topic: "texts from Juneberry Valley College about registration"
  phrase("@unit|text|texts|message|me|you|them|hear from ~5 about|regarding|concerning", lists),
  // whom the texts go to named between: "Text the contact below about inspections", "remind our members about dues"
  phrase("text|message|notify|alert|remind|update ~4 about|regarding|concerning"),
];

/**
 * What the messages are about: a kind of message named (reminders, deals, codes, alerts, updates, news…), by lemma
 * (reading/read.ts, the purpose disclosed at the opt-in, in the consent's words and in the confirmation; CTIA 5.2.1:
 * a call to action says what the messages are about).
 */
export const PURPOSE_KINDS = [
  "reminder", "alert", "notification", "notice", "update", "code", "passcode", "confirmation", "receipt", "offer",
  "promotion", "deal", "discount", "coupon", "sale", "special", "news", "newsletter", "announcement", "survey", "poll",
  "appointment", "order", "delivery", "shipping", "payment", "bill", "billing", "statement", "balance", "event",
  "schedule", "closure", "emergency", "fundraising", "donation", "volunteer", "verification", "security", "fraud",
  "tracking", "status", "refill", "prescription", "reservation", "booking", "class", "weather", "outage", "promo",
  "tip", "invite", "invitation", "drop", "restock", "launch", "support", "service", "vip", "perk", "reward", "club",
  "shift", "lesson", "grade", "attendance", "pickup", "listing", "showing", "ride", "ticket", "job", "estimate",
  "quote", "invoice", "renewal", "membership", "account", "marketing", "sign-in", "login", "visit", "checkup",
  "cleaning", "menu", "arrival", "trip", "meeting", "game", "practice", "tournament", "pick", "vote",
  // a draw entered by text: "to enter the season pass drawing"
  "contest", "drawing", "giveaway", "sweepstakes", "raffle",
];

/** Kinds of message that say what the texts are about on their own ("Text me reminders", "deals by text"). */
export const PURPOSE_KINDS_ON_THEIR_OWN = [
  "reminder", "alert", "notification", "code", "passcode", "offer", "promotion", "deal", "discount", "coupon", "special",
  "newsletter", "announcement", "promo", "invite", "invitation", "receipt", "survey", "poll",
];

/** Heads of an object that name no subject ("texts things", "sends stuff"). */
export const NO_SUBJECT_NOUNS = [
  "thing", "things", "stuff", "topic", "topics", "matter", "matters", "content", "anything", "everything", "something",
  "whatever", "way", "ways", "kind", "kinds", "type", "types", "sort", "sorts", "it", "this", "that", "these", "those",
];

/**
 * What a consent covers, by kind (Twilio 30987: the consent must cover the same kind of texts as the campaign type,
 * "a campaign for appointment reminders can't use a form that asks people to agree to marketing texts"; Twilio 30913:
 * marketing and informational consent are separate). Nouns, matched by lemma in the consent language.
 */
export const PROMOTIONAL_KINDS = [
  "offer", "promotion", "promo", "deal", "discount", "coupon", "sale", "special", "marketing", "newsletter", "listing",
  "appeal", "fundraiser", "fundraising", "perk", "flash", "giveaway", "promotional", "news",
];
export const INFORMATIONAL_KINDS = [
  "reminder", "appointment", "repair", "order", "delivery", "shipping", "pickup", "shift", "tour", "receipt", "code",
  "passcode", "bill", "billing", "payment", "status", "tracking", "reservation", "booking", "prescription", "refill",
  "visit", "lesson", "schedule", "outage", "claim", "ticket", "invoice", "account", "closure", "alert", "notice",
  "emergency", "deadline", "cancellation", "delay",
];

/**
 * What an "offer" offers when it is not a promotion: work, a place or a time held for the person ("shift offers",
 * "overtime offers", "waitlist offers", "load offers"). Other modifiers name what is sold ("flower offers", "supply
 * offers", "roofing offers"): promotions (Twilio 30987 reads the consent's kind).
 */
export const OFFERED_ASSIGNMENTS = [
  "shift", "overtime", "job", "gig", "work", "waitlist", "load", "freight", "route", "trip", "ride", "spot", "slot",
  "appointment", "opening", "position", "placement", "volunteer", "interview", "housing", "unit", "lease", "court", "time",
];

/**
 * Where a sign-up happens, not what the texts are: a kind of message before one of these names the setting ("the
 * booking page", "the order form", "account settings", "the appointment desk"), not the texts.
 */
export const SETTINGS = [
  "page", "form", "site", "website", "portal", "desk", "counter", "app", "screen", "setting", "link", "button", "checkbox",
  "box", "card", "sheet", "kiosk", "office", "system", "tablet", "clipboard", "agreement", "window", "line",
];

/**
 * Feedback asked of the person: what a POLLING_VOTING campaign's consent names (Twilio 30987), a survey's texts counted
 * as what they ask too ("text me one question after my visit"). A ballot is the poll's own form, what a vote is cast on
 * (Merriam-Webster: "a sheet of paper used to cast a secret vote").
 */
export const SURVEY_KINDS = [
  "survey", "poll", "feedback", "rating", "questionnaire", "vote", "voting", "review", "question", "ballot",
];
