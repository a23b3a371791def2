/*
 * The words the reply rules look for: opt-out keywords, and the words that confirm an opt-out (reading/optOut.ts; CTIA
 * 5.1.3 asks the STOP reply to confirm it).
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/**
 * A confirmation that answers the person who wrote first ("thanks for texting! A recruiter will reply soon", "we'll
 * reply about this home"): the texts that follow are replies to theirs, a conversation and not a recurring programme
 * (CTIA 5.1.2.1 asks the confirmation of recurring messages for their frequency).
 */
export const REPLY_PROMISE = new RegExp(
  "(?<![A-Za-z0-9])(?:we(?:['\u2019]ll| will)|(?:a|an|our|the) [\\w-]+(?: [\\w-]+)? will) (?:reply|respond|answer|text you back|get back to you)" +
  "(?![A-Za-z0-9])",
  "i",
);

/**
 * A support number the person holds, named by where it is printed ("call the number on your card", "the number on the
 * back of your statement"): a way to reach support as a number written out is (CTIA 5.1; Twilio 30936 asks for "at
 * least one customer contact method").
 */
export const NUMBER_HELD = "call|dial|phone|ring ~2 number|line printed|listed|shown|given? on ~5 card|statement|bill|invoice|receipt|policy|letter|notice|badge|paperwork";
/**
 * The same number named without the verb ("fraud team 24/7: number on the back of your card"), where no identifier
 * names it (NUMBER_IDS: "the order number on your receipt" is no one to call).
 */
export const NUMBER_ON = "number|line printed|listed|shown? on ~5 card|statement|bill|invoice|receipt|policy|letter|notice|badge|paperwork";
/**
 * An extension dialled on a phone the person is at ("dial 0 from your room", "press 5 on any house phone", "call ext. 210
 * from the lobby phone", "dial extension 4"): a line to a person as a number written out is, where the guest, patient or
 * resident is (a hotel's, a hospital's, a residence's desk).
 */
export const EXTENSION_DIALLED = [
  "call|dial|press # from|on your|the|any|a ~2 room|phone|house|desk|bedside|lobby|unit",
  "call|dial|press|at ext|extension #",
  // (the abbreviation's full stop is a word of its own: "ext. 210")
  "call|dial|press|at ext /\\./ #",
];
export const NUMBER_IDS = [
  "order", "account", "card", "member", "membership", "confirmation", "reference", "tracking", "policy", "claim", "ticket",
  "case", "routing", "serial", "model", "pin", "lot", "invoice", "booking", "reservation", "customer", "unit", "job",
];

/**
 * The opt-out said to take days ("you'll be removed within 10 business days", "it may take up to 2 weeks"): texts go on
 * meanwhile, where CTIA 5.1.3 asks the confirmation to be the last one. (Hours are how a system says it is immediate.)
 */
export const OPT_OUT_DELAY = "within|in|take|takes|to ~2 # business|working? day|days|week|weeks";

/** CTIA's standard opt-out keywords. */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "END", "CANCEL", "UNSUBSCRIBE", "QUIT", "OPTOUT"];

/** Verbs that ask the person to answer by text ("Reply YES to …", "Text DEALS to …": "text" as a verb or before a keyword, not "coupon texts"). */
export const REPLY_ASKED = new Set(["reply", "text", "txt", "respond", "answer"]);

/** Verbs of getting or sending messages: negated, they say no more will come. */
export const RECEIVING = new Set(["get", "receive", "text", "message", "send", "hear", "contact", "email", "notify", "ping", "bother", "alert", "remind"]);

/** What a program sends: "shipping texts off", "reminders off". */
export const SENT = new Set(["text", "message", "msg", "sms", "alert", "reminder", "notification", "update", "code", "notice", "txt"]);

/** Words that say a request was carried out ("opt-out confirmed"), and the opt-out they may be said of. */
export const FINISHED = new Set(["confirmed", "complete", "completed", "successful", "processed"]);

/** The opt-out a word of FINISHED may be said of: "opt-out confirmed", "your unsubscribe request is complete". */
export const OPTING_OUT = new Set(["opt-out", "optout", "unsubscribe", "unsubscription", "cancellation", "removal", "stop"]);

/** Words that say the subscription ended. */
export const DONE = new Set([
  "unsubscribed", "removed", "unenrolled", "deactivated", "disabled", "canceled", "cancelled", "stopped", "ended",
  "paused", "deleted", "opted-out", "optedout", "blocked", "discontinued",
]);

/**
 * The opt-out said done in other words (reading/optOut.ts): "no more texts" (NO_MORE after "no"), "we'll stop sending
 * reminders" (STOPPING after WE_HAVE), "alerts turned off" (TURNED before "off"), "this text chat is closed" (THREADS
 * before "closed"), "you've left the text club" (YOU_HAVE before "left").
 */
export const NO_MORE = ["more", "further", "longer"];
export const STOPPING = ["stop", "end", "cease", "halt"];
export const WE_HAVE = ["we", "'ll", "will", "'ve", "have", "has"];
export const TURNED = ["turned", "switched", "now", "taken", "took", "signed"];
/** A conversation by text: one the customer starts (reading/read.ts), one said closed. */
export const THREADS = ["chat", "conversation", "thread"];
export const YOU_HAVE = ["'ve", "have", "has", "you"];

/** Verbs of sending a message, said by the brand of itself ("we'll send", "we will text you"). */
export const SENDING = new Set(["send", "text", "message", "remind", "notify", "ping", "alert"]);
/**
 * The channels a STOP reply leaves open: what the brand still sends by them is no text ("you'll still get shipment
 * emails", "we'll mail it"). Not the channels one consent bundles with texts (consent.ts BUNDLED_CHANNELS, Twilio
 * 30556), whose members differ on purpose: each list is kept to what its own reading meets.
 */
export const CHANNELS_AFTER_STOP = new Set([
  "email", "e-mail", "mail", "letter", "post", "app", "call", "phone", "portal", "voicemail",
  // (what the post brings: "we'll send a postcard before your next visit")
  "postcard", "mailer",
]);
/** Verbs that say texts go on: "reminders will continue", "alerts keep coming". */
export const GOING_ON = new Set(["continue", "keep", "remain"]);
