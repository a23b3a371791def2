import { phrase } from "../reading/phrase";
import { MESSAGE_KINDS } from "./texting";

/*
 * The disclosures of a call to action (CTIA Messaging Principles and Best Practices 5.2.1: how often messages come,
 * that message and data rates may apply, how to get help), read by phrase patterns over words (reading/disclosures.ts;
 * reading/phrase.ts), each list data matched over lemmas, so one entry covers every inflection: the units, periods,
 * events and counts of a frequency, a business's opening hours that are not one, rates, HELP and the contacts that
 * offer help; a vanity number in a HELP reply, read by its characters; the words an "only …" of frequency goes with.
 * The confirmation of an opt-out is read by meaning (reading/optOut.ts). Sources: CTIA 5.2.1; Twilio 30570 (HELP's
 * instructions); Bandwidth's call-to-action codes 2133-2139, 2137 for HELP (schema/preflight/sources.ts has each page).
 */

/** Units a frequency counts. */
export const UNITS = [
  "text", "texts", "msg", "msgs", "message", "sms", "code", "alert", "reminder", "notification", "update", "note",
  "one", "ping", "email", "call", "survey",
  // a survey's texts counted as what they ask: "3 quick questions coming", "1 poll after my trip"
  "question", "poll",
];

/** Periods a frequency is counted per. */
export const PERIODS = [
  "day", "week", "wk", "month", "mo", "mo.", "mth", "year", "yr", "hour", "weekday", "weekend", "season", "quarter",
  "semester", "term", "night", "morning", "evening", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  "sunday", "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
  // Plurals as a schedule says them ("on Thursdays", "most weekends"): the lemmatizer keeps some as written.
  "days", "weeks", "months", "weekdays", "weekends", "nights", "mornings", "evenings", "mondays", "tuesdays",
  "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
  // A season a count is per ("a few a winter", "twice a summer", "every winter"; not "spring" or "fall", verbs too)
  "winter", "winters", "summer", "summers", "autumn", "autumns",
  // A month a count falls in: "about 4 in August"
  "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
  "december",
];

/** Events a message is sent for: a frequency per event ("a code each time you sign in", "one text per order"). */
const EVENTS = [
  "visit", "appointment", "order", "sign-in", "signin", "login", "log-in", "purchase", "transaction", "request",
  "delivery", "shipment", "booking", "reservation", "payment", "bill", "statement", "event", "change", "time",
  "session", "attempt", "device", "trip", "class", "ride", "game", "pickup", "refill", "prescription", "closure",
  "emergency", "outage", "storm", "sale", "drop", "launch", "release", "deadline", "charge", "withdrawal", "deposit",
  "new", "case", "ticket", "incident", "shift", "meeting", "lesson", "step", "stage",
];

/** A count of texts (not "a"/"an": "text me a code" says nothing of how often). */
const COUNTS = [
  ...Array.from({ length: 30 }, (_, i) => String(i + 1)),
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "few", "couple", "several", "handful",
  // A range written closed up: "2-4 msgs", "1–3 texts".
  ...Array.from({ length: 12 }, (_, i) => Array.from({ length: 12 - i }, (_, k) => [`${i + 1}-${i + k + 2}`, `${i + 1}–${i + k + 2}`])).flat(2),
];

/**
 * Adverbs that say how often (Cambridge Grammar's adverbs of frequency): beside the texts, in their clause, they say
 * how often the texts come ("we usually text on game days", "reminders typically go out a day ahead").
 */
export const FREQUENCY_ADVERBS = [
  "usually", "often", "sometimes", "rarely", "seldom", "typically", "normally", "generally", "occasionally", "mostly",
  "regularly", "frequently", "hardly", "sporadically", "constantly", "periodically",
];

/** The texts themselves, as a frequency's sentence names them (not "one", an e-mail or a call). */
const TEXTS = UNITS.filter((u) => !["one", "email", "call"].includes(u));
const lists = { unit: UNITS, period: PERIODS, event: EVENTS, count: COUNTS, adverb: FREQUENCY_ADVERBS, texts: TEXTS };

/** How often messages come, whatever words carry it: a quantity per period or per event, or a word that says it. */
export const FREQUENCY_PHRASES = [
  phrase("frequency|freq|freq. ~2 vary|varies|depend|depends|may"),
  phrase("msg|message|text ~1 frequency|freq|freq."),
  // "Msgs vary by your pet's schedule", "how many texts depends on your order"
  phrase("@unit ~2 vary|varies|depend|depends", lists),
  phrase("how many ~3 vary|varies|depend|depends"),
  phrase("how often"),
  // "as often as they trigger": as often as the person's own events
  phrase("as often as"),
  // "2 texts a week", "about 4 per month", "4/wk", "up to 3 msgs/mo", "one text two days before each visit"
  phrase("# ~3 per|a|an|each|every|/ @period", lists),
  phrase("# @unit ~6 per|each|every|/ @event|@period", lists),
  phrase("# @unit ~2 when|whenever|after|before|if", lists),
  // A count of texts for what they go with: "1 to 3 texts about this repair", "(2 or 3 texts)", "a few messages until it's fixed"
  phrase("@count @unit", lists),
  // The texts counted as the replies they are: "you will receive one reply with the details", "two replies at most"
  // (a count, not an article: "you'll get a reply" says nothing of how many)
  phrase("@count|single reply|replies", lists),
  // (a vague count with "of": "a handful of messages in the autumn", "a couple of texts before each visit")
  phrase("few|couple|several|handful of @unit", lists),
  phrase("@count ~1 more|other|short|quick|reminder|update|status @unit", lists),
  // A count per whatever the texts go with: "usually 2 or 3 per booking", "1-2 per lesson", "about 3 per visit",
  // "around 2-4 in one month", "2-5 during a visit"
  phrase("# per|each|every"),
  phrase("# or|to|and|- # per|each|every"),
  phrase("# ~2 in|within one|a|each|every|per? @period", lists),
  // (a count, not an article: "a sign over the demo tables" says nothing of how often)
  phrase("/\\d+(?:[-–]\\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|several/ ~2 during|over|throughout|while"),
  // "every other Fri", "each weekday"
  phrase("every|each other @period", lists),
  // Replies only: "then only replies to what I ask"
  phrase("only reply|replies|answer|answers|respond|responses"),
  // The texts of one matter, named as this one: "texts about this order", "messages for this reservation" (as many as it needs)
  phrase("@unit about|for|on|regarding this %NOUN", lists),
  // Timed to something: "reminders 3 days before rent is due", "notices when needed"
  phrase("# day|days|hour|hours|week|weeks|minute|minutes before|ahead|after|prior"),
  phrase("when|as|if needed|necessary|required"),
  // Texts sent as things happen: "texts come when there's news on the repair", "we'll text when an invoice is due"
  phrase("@unit ~2 come|go|arrive|sent|out ~2 when|whenever|only|as", lists),
  phrase("we|'ll|will text|message|notify|alert|ping ~3 when|whenever", lists),
  // A code sent on the person's act: "VaultKey will text you a one-time code when you sign in on a new device"
  phrase("text|texts|send|sends|message you|me a|one|your ~3 code|passcode|pin ~2 when|whenever|each|every"),
  // (with no one named, past where it goes or what it is for: "Acme will text a one-time code to this number when you
  // sign in", "will text a code to verify this number and when you sign in on a new device")
  phrase("text|texts|send|sends|message a|one|your ~3 code|codes|passcode|passcodes|pin ~6 when|whenever|each|every"),
  // "you'll get alerts for Route 4 when it detours", "you receive a text whenever a part arrives"
  phrase("get|receive @unit ~4 when|whenever", lists),
  // A quantity per anything the texts go with: "2 or 3 texts per rental", "one reminder for each lesson"
  phrase("# ~3 @unit ~2 per|each|every", lists),
  phrase("@unit ~1 per|each|every", lists),
  phrase("@unit ~2 per|each|every|/ @event|@period", lists),
  phrase("# ~1 time|times ~1 a|per|each|every @period", lists),
  phrase("once|twice ~2 a|per|each|every @period", lists),
  // "most mornings", "every week", "some weekends"
  phrase("most|every|each|some|many @period", lists),
  phrase("daily|weekly|monthly|yearly|nightly|quarterly|biweekly|bi-weekly|periodic|occasional ~2 @unit", lists),
  phrase("daily|weekly|monthly|occasionally|rarely|seldom|sporadically"),
  // An adverb of frequency beside the texts: "we sometimes send a reminder", "texts usually go out on Fridays"
  phrase("@adverb ~3 @texts|send|sends|notify|notifies|remind|reminds|ping|pings", lists),
  phrase("@texts ~3 @adverb", lists),
  phrase("each|every time"),
  phrase("only|just when|if|after|whenever"),
  // The limit after the texts' event, in a sentence of its own: "We'll text you if your tickets are transferred. Only then."
  phrase("only|just then"),
  // (a verb between: "only sent when a purchase looks suspicious", "just texted if a class is cancelled")
  phrase("only|just sent|texted|send|text|go|goes|come|comes|messaged out? when|if|whenever"),
  phrase("whenever"),
  phrase("at|on|for|with|after|before|ahead|prior most? of? each|every @event", lists),
  // (the event named with what it is of: "after each card purchase", "before every group lesson")
  phrase("after|before|for each|every ~1 @event", lists),
  phrase("few|couple ~1 @unit ~2 a|per|each @period", lists),
  phrase("no|never more than #"),
  // "1-2x per appointment", "3x a week", "2 times per order": a count of times per anything
  phrase("# x|times|time ~2 per|a|an|each|every|/"),
  // A schedule by weekday or part of day: "on Thursdays", "Saturday mornings"
  phrase("on @period", lists),
  // Timed to an event: "the day before appointments", "the morning of your visit", "a week out"
  phrase("the day|morning|night|evening|afternoon|week|month before|of|after|prior|ahead"),
  phrase("a|one|two|three|# day|days|week|weeks|hour|hours out|ahead|prior|beforehand"),
  // A word that says how often on its own: "infrequent", "sporadic", "on an ongoing basis", "event-driven"
  phrase("infrequent|infrequently|frequent|frequently|sporadic|sporadically|periodically|regularly|irregular|irregularly|ongoing|seasonal|seasonally|intermittent|intermittently"),
  // (said of the texts, not of a thing: "rare, only when your login changes", "texts are rare"; "rare books" is
  // what the texts are about, disclosures.ts)
  phrase("rare"),
  phrase("now and then"),
  phrase("from time to time"),
  phrase("event|activity|usage|trigger|account ~1 driven|based|dependent|triggered"),
  // As things happen: "alerts as they happen", "when something comes up"
  phrase("as|when|whenever ~2 happen|happens|occur|occurs|arise|arises|come|comes|change|changes|post|posts|ship|ships|update|updates"),
  // Texts limited to an occasion: "only for closures", "texts only go out during an emergency"
  phrase("only ~4 for|during|after|around|on"),
  // Texts limited to one matter of the person's: "will text you about this quote and your trip only", "only about this order"
  phrase("about|regarding this ~4 only"),
  phrase("only about|regarding this|your|my"),
  phrase("no? set|fixed|regular|schedule|scheduled ~1 schedule|basis|interval|intervals|cadence"),
  phrase("up to #"),
  // The frequency named as what the consent language states ("a box that states frequency and rates")
  phrase("frequency|freq|freq."),
];

/**
 * A business's opening hours, which carry counts per period that are not how often texts come: "open 7 days a
 * week", "available 24/7", "Hours: Mon-Fri 9-5" (reading/disclosures.ts reads no frequency inside them).
 */
export const OPENING_HOURS = [
  phrase("open|opens|staffed|answered ~1 # ~1 day|days|hour|hours|hrs"),
  phrase("24/7|24x7"),
  phrase("@period -|–|to|through|thru @period #", lists),
];

/** Message and data rates. */
export const RATES_PHRASES = [
  phrase("rate|rates|charge|charges|fee|fees may|might|can|will ~1 apply"),
  phrase("rate|rates|charge|charges|fee|fees apply|applies"),
  phrase("data rate|rates"),
  phrase("standard|carrier|usual|normal ~2 rate|rates|charge|charges|fee|fees"),
  // What the charges are for named before them ("standard text and data charges", "SMS and data fees")
  phrase("text|texting|sms|data ~3 rate|rates|charge|charges|fee|fees"),
  phrase("msg&data"),
  phrase("msg|msgs|message|messages|messaging &|and data"),
  // The rates named as what the consent language states ("a box that states frequency and rates", "the sign discloses rates")
  phrase("frequency|freq|freq. and|& rate|rates"),
  phrase("state|states|mention|mentions|disclose|discloses|note|notes|list|lists|explain|explains ~6 rate|rates"),
];

/** How to get help asked for in words: "reply help", "text \"help\"", "respond with HELP". */
export const HELP_PHRASES = [phrase("reply|text|txt|send|respond with? \"|“|'|‘? help")];

/**
 * Words that make a phone number or an e-mail address given at the opt-in a way to get help (Bandwidth 2137: the
 * instructions tell the person "how a customer can receive help"): "questions? call 555-…", "reach us at …", "for
 * assistance write to …". A number the keyword is texted to ("text TIDE to 207-555-0175") has none of them beside it.
 */
export const HELP_CONTACT_WORDS = [
  "help", "support", "question", "assistance", "assist", "contact", "reach", "call", "helpline", "hotline",
  "care", "service", "desk", "problem", "trouble", "issue",
];

/** Verbs that offer a contact when the brand is their object: "email us at …", "write to us at …". */
export const CONTACT_US_VERBS = ["email", "e-mail", "write", "message", "text", "phone", "ring"];

/** An address that is itself the help desk's ("support@…", "help.acme.example"). */
export const HELP_DESK_ADDRESS = /^(?:help|support|care|service|questions?|helpdesk)[@.]/i;

/** A toll-free or vanity number written with letters: 1-800-FLOWERS, 800-ACME-HELP. */
export const VANITY_NUMBER =
  /(?<![\w-])(?:1[\s.-]?)?8(?:00|33|44|55|66|77|88)[\s.-]?[A-Z0-9]{3,}[\s.-]?[A-Z0-9]{3,}(?![\w])/;

/** Words for the texts and for sending them, that an "only …" of frequency goes with. */
export const TEXTS_OR_SENDING = new Set([
  ...UNITS.filter((u) => !/^(?:one|email|call)$/.test(u)), ...MESSAGE_KINDS, "send", "go", "come", "notify", "ping",
]);

/** Words of leaving the texts: the opt-out a "whenever" may belong to ("reply STOP whenever", "unsubscribe whenever"). */
export const LEAVING = ["stop", "unsubscribe", "cancel", "quit", "leave", "opt", "end"];

/**
 * A periodic thing sent by text (PERIODIC before a noun, SENT_BY_TEXT after "by"): "weekly specials via SMS" says when
 * the deals change, not how often texts come.
 */
export const PERIODIC = ["daily", "weekly", "monthly", "yearly", "nightly", "quarterly"];
export const SENT_BY_TEXT = ["text", "texts", "sms", "message", "txt"];
