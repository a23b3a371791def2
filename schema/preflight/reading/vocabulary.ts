import { phrase } from "./phrase";

/*
 * The reading's phrase patterns (reading/phrase.ts): what people write to say how they opt in,
 * what the consent covers, where the numbers come from and how often messages come. Each list is
 * data, matched over lemmas, so one entry covers every inflection. Sources: CTIA Messaging
 * Principles and Best Practices (5.1 consent, 5.1.1 consumer-initiated conversations, 5.2.1 what a
 * call to action discloses), Twilio's 10DLC error pages (30544, 30551, 30556, 30570, 30831, 30923,
 * 30932, 30979), Bandwidth's call-to-action codes 2133-2139 (schema/preflight/sources.ts has each page).
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

/** The texts said to be about something: "text me about deadlines", "messages regarding your lease". */
export const ABOUT_PHRASES = [
  phrase("@unit|text|texts|message|me|you|them ~1 about|regarding|concerning ~3 my|your|their|our|the|upcoming|new|any|a|an", lists),
  phrase("@unit|text|texts|message|me|you|them about|regarding|concerning", lists),
  // who sends between the texts and their topic: "texts from Juneberry Valley College about registration"
  phrase("@unit|text|texts|message|me|you|them|hear from ~5 about|regarding|concerning", lists),
  // whom the texts go to named between: "Text the contact below about inspections", "remind our members about dues"
  phrase("text|message|notify|alert|remind|update ~4 about|regarding|concerning"),
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

/** What the texts are, as a person asking for them names them. */
export const MESSAGE_KINDS = [
  "text", "texts", "texting", "sms", "message", "messages", "msg", "msgs", "reminder", "reminders", "alert", "alerts",
  "update", "updates", "notification", "notifications", "code", "codes", "notice", "notices", "receipt", "receipts",
];

/** A button or box the recipient acts on, and the act: consent as what the person does. */
export const CONSENT_ACTS = [
  phrase("tap|taps|click|press|hit|select|choose|pick|tick|check|toggle|switch|flip|flips|slide|slides ~5 button|box|checkbox|toggle|switch|option|link|yes"),
  phrase("tick|check|select it|them"),
  // A box left for the person to tick ("with an empty box", "an unticked checkbox"), or found ticked ("shows the box ticked")
  phrase("empty|unchecked|unticked|blank|unmarked|unselected|optional ~1 box|checkbox|check-box|tickbox"),
  phrase("box|checkbox|check-box|tickbox|switch|toggle ~10 be unchecked|unticked|empty|blank|off|optional"),
  phrase("box|checkbox|check-box|option|toggle ~2 ticked|checked|marked|selected|switched|turned"),
  // "a box they can check", "a box to tick"
  phrase("box|checkbox|check-box ~3 check|tick|mark|select"),
  // Texts chosen as the way to be reached ("pick \"Text message\" as their notice method", "choose SMS for reminders")
  phrase("pick|picks|choose|chooses|select|selects|prefer|prefers|set|sets ~3 text|texts|sms|texting"),
  phrase("pick|picks|choose|chooses|select|selects|want|wants ~6 by|via text|sms|texting"),
  phrase("turn|turns|switch|switches on ~3 text|texts|sms|texting|alert|alerts|reminder|reminders|notification|notifications"),
  phrase("turn|turns|switch|switches text|texts|sms|texting|alert|alerts|reminder|reminders|notification|notifications ~1 on"),
  phrase("turn|turns|switch|switches|flip|flips it|them on"),
  // A button labelled with the yes: "[Yes, text me] [No thanks]"; a choice among channels that includes texts
  phrase("yes|ok|okay ,? text|send|message me"),
  phrase("pick|picks|choose|chooses|select|selects ~8 text|texts|sms|texting"),
  phrase("reply|text|answer ~1 yes|y|start|join"),
  phrase("say|says|said|answer|answers yes"),
  // "answers by signing \"yes\"", "tap \"Send me a code\"": a quoted label acted on
  phrase("answer|answers|reply|replies|say|says|sign|signs|signing|write|writes|initial|initials ~2 yes"),
  phrase("tap|taps|tapped|click|clicks|clicked|press|presses|pressed|hit|hits|select|selects|choose|chooses \"|“|'|‘"),
  // A key pressed on a phone menu for the texts: "pressing 1 opts them in", "press 2 for text updates"
  // (not "press 1 to hear their balance")
  phrase("press|presses|pressed|pressing|dial|dials|dialing # ~3 text|texts|sms|texting|opt|opts|opted|subscribe|subscribes|enroll|enrolls|yes"),
  // Wanting the texts, asked for or answered: "if they want appointment texts", "patients who'd like a reminder by text"
  phrase("want|wants|wanted|like|prefer|prefers|preferred|wish|wishes ~4 @message", { message: MESSAGE_KINDS }),
  // Allowing them: "allow us to text them", "accept text reminders", "okays texts"
  phrase("allow|allows|allowed|accept|accepts|accepted|approve|approves|approved|permit|permits ~4 @message", { message: MESSAGE_KINDS }),
  // The yes itself, as a noun or an answer: "the yes is logged", "answers yes", "says OK"
  phrase("the|their|a|his|her|customer's|patient's|client's yes"),
  phrase("answer|answers|answered|reply|replies|replied|say|says|said|respond|responds|responded ~2 yes|ok|okay|sure|y"),
];

/** Who the recipients are, as a flow names them. */
export const WHO = [
  "customer", "customers", "guest", "guests", "patient", "patients", "member", "members", "client", "clients", "shopper",
  "shoppers", "people", "caller", "callers", "resident", "residents", "student", "students", "parent", "parents",
  "tenant", "tenants", "user", "users", "buyer", "buyers", "renter", "renters", "owner", "owners", "donor", "donors",
  "volunteer", "volunteers", "homeowner", "homeowners", "driver", "drivers", "rider", "riders", "they", "you",
  "prospect", "prospects", "applicant", "applicants", "patron", "patrons", "visitor", "visitors", "recipient", "recipients",
];

/**
 * Who is texted, as a description or a flow names them: the recipients (WHO) and other words for people, so that the
 * object of "texts" that names who gets the texts is not read as what they are about ("texts owners", "texts a
 * card holder", "texts our community").
 */
export const RECIPIENT_NOUNS = [
  ...WHO, "holder", "holders", "fan", "fans", "follower", "followers", "subscriber", "subscribers", "family", "families",
  "community", "everyone", "everybody", "neighbor", "neighbors", "neighbour", "neighbours", "staff", "employee",
  "employees", "team", "crew", "attendee", "attendees", "participant", "participants", "recipient", "recipients",
  "contact", "contacts", "person", "folks", "diner", "diners", "reader", "readers", "player", "players", "athlete",
  "athletes", "agent", "agents", "partner", "partners", "supporter", "supporters", "voter", "voters", "them", "him",
  "her", "us", "list", "audience", "household", "households", "number", "numbers",
];
/** Heads of an object that name no subject ("texts things", "sends stuff"). */
export const NO_SUBJECT_NOUNS = [
  "thing", "things", "stuff", "topic", "topics", "matter", "matters", "content", "anything", "everything", "something",
  "whatever", "way", "ways", "kind", "kinds", "type", "types", "sort", "sorts", "it", "this", "that", "these", "those",
];

/** A message texted to the brand's number, whatever is texted: "texting their route name to the city's number". */
export const TEXTED_TO_NUMBER = [
  phrase("by texting|sending|messaging ~8 to ~4 number|line|shortcode"),
  phrase("@who ~1 text|texts|send|sends ~6 to ~4 number|line|shortcode", { who: WHO }),
];

/** The customer writes first: CTIA 5.1.1, a consumer-initiated conversation. */
export const CUSTOMER_FIRST = [
  phrase("customer|customers|guest|guests|patient|patients|member|members|client|clients|shopper|shoppers|people|anyone|they|you|caller|callers|resident|residents|student|students|parent|parents|tenant|tenants ~3 text|message|sms|contact ~1 us|our|the ~2 number|line|first"),
  phrase("text|message|texts|messages us ~4 first|at|on"),
  phrase("start|starts|begin|begins|initiate|initiates ~2 conversation|chat|thread"),
  // "residents start it by texting 425-555-0311", "customers begin by messaging our line"
  phrase("start|starts|begin|begins ~2 by texting|messaging|writing"),
  phrase("customer-initiated|consumer-initiated|user-initiated"),
  // "the customer always writes first", "clients send the first message"
  // (past a name of the brand's: "Customer texts Tidewater Wash & Fold first", "clients who have texted first")
  phrase("@who ~2 write|writes|wrote|send|sends|sent|text|texts|texted|texting|message|messages|messaged|messaging|" +
    "contact|contacts|contacted|reach|reaches|reached ~4 first", { who: WHO }),
  // "Conversation only starts when they text in", "a chat opens once the recipient texts that number"
  phrase("conversation|conversations|chat|chats|thread|threads ~1 start|starts|begin|begins|open|opens ~1 when|once|after " +
    "the? @who text|texts|texted|message|messages|messaged|write|writes", { who: WHO }),
  // whoever they are, named by a noun after its article: "the boater texts first", "a listener always writes first"
  phrase("the|a|an|each|every|any %NOUN ~1 writes|texts|messages|contacts ~1 us|in? first"),
  // Said in the passive: "conversations are started by the client texting us", "threads are opened by the customer"
  phrase("conversation|conversations|chat|chats|thread|threads ~2 start|started|begin|begun|initiate|initiated|open|opened by"),
  phrase("by ~2 @who texting|messaging|writing us|in", { who: WHO }),
  // The conversation said to start with the person's text: "a conversation only starts when the recipient texts that
  // number", "chats begin once a customer messages the line" (not the brand's: read.ts, customerFirst)
  phrase("conversation|conversations|chat|chats|thread|threads ~2 start|starts|begin|begins|open|opens when|once|after|if ~4 text|texts|message|messages|write|writes"),
  // "every conversation begins with the customer texting our main number"
  phrase("conversation|conversations|chat|chats|thread|threads ~2 start|starts|begin|begins|open|opens with ~3 texting|messaging|writing|text|message"),
  // the person reaching the brand by text: "clients reach us by texting the office line"
  phrase("@who ~2 reach|reaches|contact|contacts us ~2 by|via|through text|texting|sms|message|messaging", { who: WHO }),
  // whoever they are, the brand's name between: "Customer texts Tidewater Wash & Fold first"
  phrase("@who ~1 text|texts|message|messages|write|writes|contact|contacts %PROPN ~4 first", { who: WHO }),
  // "clients who reach out to an agent by text first", "patients who write to us by text"
  phrase("who|that reach|reaches|write|writes|contact|contacts|message|messages out? ~4 by text|sms|message|messages"),
  phrase("only ~2 reply|respond|answer ~2 to ~2 who|customers|people|messages|texts"),
  // "Reply only to what they sent", "we answer only the questions they text"
  phrase("reply|replies|respond|responds|answer|answers only ~2 to? ~2 what|who|message|messages|text|texts|question|questions"),
  // "the recruiter only texts people who wrote to us"
  phrase("only ~1 text|texts|message|messages|answer|answers ~2 who|that write|writes|wrote|text|texts|texted|message|messaged|contact|contacted ~1 us|first"),
  phrase("we|staff|agent|agents ~2 reply|respond|answer ~2 to ~3 text|texts|message|messages|question|questions"),
  // the brand's texts said to be replies only: "We'll reply only about your order", "you agree to replies about your question"
  phrase("reply|replies|respond|responds|answer|answers only about|regarding|on"),
  phrase("agree|agrees|consent|consents to replies|responses|answers about|to|regarding|on"),
];

/** Staff asking for the opt-in: who asks. */
export const ASKS = [phrase("ask|asks|asked|offer|offers ~3 customer|customers|caller|callers|patient|patients|client|clients|guest|guests|them|him|her|member|members|resident|residents|whether|if")];

/** The brand's side as the one who acts: who starts a conversation there is not the customer ("customer care starts a chat"). */
export const BRAND_SIDE = [
  "we", "our", "staff", "team", "care", "support", "service", "desk", "office", "agent", "agents", "rep", "reps",
  "representative", "representatives", "coordinator", "coordinators", "dispatcher", "dispatchers", "recruiter", "recruiters",
];

const STAFF = ["agent", "agents", "staff", "crew", "crews", "us", "teller", "tellers", "technician", "technicians", "cashier", "cashiers", "receptionist", "writer", "writers", "rep", "reps", "representative", "representatives", "associate", "associates", "advisor", "advisors", "employee", "employees"];
/** The brand's people who speak with customers where they work. */
const SPEAKERS = [
  ...STAFF, "desk", "optician", "opticians", "pharmacist", "pharmacists", "clerk", "clerks", "host", "hosts", "server", "servers",
  "barista", "baristas", "nurse", "nurses", "driver", "drivers", "dispatcher", "dispatchers", "scheduler", "schedulers",
  "coordinator", "coordinators", "guide", "guides", "instructor", "instructors", "stylist", "stylists", "tech", "techs",
  "bartender", "bartenders", "mechanic", "mechanics", "trainer", "trainers", "coach", "coaches",
];
/** A spoken opt-in: said aloud, told to staff, or asked by staff. */
export const VERBAL = [
  phrase("verbal|verbally|orally|aloud"),
  phrase("out loud"),
  // (telling the brand's people where people are served: "or tell the host at the stand"; not "told the driver is
  // coming", the person being told)
  phrase("tell|tells|told|say|says|said ~3 @staff", {
    staff: [...STAFF, "host", "hosts", "server", "servers", "clerk", "clerks", "barista", "baristas", "bartender", "bartenders"],
  }),
  phrase("@staff ~2 ask|asks|asked ~3 customer|customers|caller|callers|patient|patients|client|clients|guest|guests|them|member|members|resident|residents ~5 if|whether", { staff: STAFF }),
  phrase("ask|asks|asked ~3 customer|customers|caller|callers|patient|patients|client|clients|guest|guests|them|member|members|resident|residents ~2 if|whether"),
  // The question itself quoted after the one who asks: "we ask \"want our specials by text?\"", "the optician asks: \"Can we …\""
  phrase("we|@staff ask|asks|asked ~3 \"|“", { staff: SPEAKERS }),
  // or read or said to them: "the cashier reads to the customer: \"Do you want …\"", "the guide says to the group: \"…\""
  phrase("@staff ~1 say|says|said|read|reads to ~3 \"|“", { staff: SPEAKERS }),
  // Asked about the texts themselves, whoever asks: "the dispatcher asks if texting is ok"
  phrase("ask|asks|asked|asking ~4 if|whether ~6 text|texts|texting|sms|message|messages|@kinds", { kinds: MESSAGE_KINDS }),
  // Asked whether the person wants something, whoever asks: "counter staff ask if the customer wants to hear about our
  // specials", "we ask whether each guest would like …"
  // (wanting the texts or to hear about something: not "asks if the customer wants a receipt by e-mail")
  phrase("ask|asks|asked if|whether the|a|each|every? @who want|wants|would|'d ~8 text|texts|texting|sms|hear|@kinds",
    { who: WHO, kinds: MESSAGE_KINDS }),
  // or checked in passing: "they'll usually check whether texting is fine", "confirm if texts are OK"
  phrase("check|checks|checked|checking|confirm|confirms|confirmed whether|if ~3 text|texts|texting|sms ~2 fine|ok|okay|alright|good"),
  // Staff telling people about the texts, people telling staff: "agents mention that …", "schedulers let people know",
  // "can just tell someone in the parish office", "announces at Mass"
  phrase("@staff ~2 mention|mentions|mentioned|explain|explains|explained|inform|informs|informed|let|lets", { staff: [...STAFF, "scheduler", "schedulers", "agent", "office", "dispatcher", "dispatchers", "nurse", "nurses"] }),
  phrase("tell|tells|told ~3 someone|anyone|staff|office|desk|front"),
  // Staff signing people up on a spoken OK: "tellers sign them up at the branch if they say it's OK"
  phrase("if|when|once they|customers|members|patients|clients ~1 say|says|said ~2 ok|okay|yes|sure"),
  // staff speaking with people: "our crews talk to neighbors while they work and mention …", and people with staff:
  // "when they talk with a teller or loan officer"
  phrase("@staff ~1 talk|talks|talked|speak|speaks|spoke|chat|chats|chatted to|with", { staff: STAFF }),
  phrase("talk|talks|talked|speak|speaks|spoke to|with ~2 @staff", { staff: [...STAFF, "teller", "officer", "desk"] }),
  // staff asking people whoever they are: "the front desk asks campers if they'd like …"
  phrase("we|desk|@staff ~2 ask|asks|asked %NOUN if|whether", { staff: STAFF }),
  // one person, after an article: "if the member says sure", "once a caller says yes"
  phrase("if|when|once the|a|each? customer|member|patient|client|guest|caller|neighbor|homeowner|visitor|diner|resident ~1 say|says|said ~2 ok|okay|yes|sure|yeah"),
  // Someone asked in person whoever asks: "checks with the family whether texting works", "ask the homeowner if"
  phrase("ask|asks|asked|asking|check|checks|checked|checking with? the|each|a|every? @person ~2 if|whether", { person: [...WHO, "family", "families", "homeowner", "homeowners", "visitor", "visitors", "member", "members", "household", "caller", "diner", "diners"] }),
  // The yes said aloud: "if they say it's OK", "when customers say yes"
  phrase("if|when|once they|he|she|customers|clients|patients|members|guests say|says|said yes|ok|okay|sure|it's|it"),
  // (the verb, or an announcement where people gather: "announces at Mass", "an announcement at practice"; not "text me
  // show announcements")
  // (where people gather, not a keyword advertised: "we announce it on our radio spot" is a written opt-in's advert)
  phrase("announce|announces|announced at|during|in|after ~2 mass|service|services|meeting|meetings|pulpit|assembly|practice|game|games|class|classes|church|worship"),
  phrase("announcement|announcements at|during|from ~2 mass|service|services|meeting|meetings|pulpit|assembly|practice|game|games"),
  // The texts spoken of to the person, whoever speaks: "salespeople mention delivery texts", "lets them know they'll be
  // getting project texts"
  phrase("mention|mentions|mentioned|mentioning ~3 text|texts|texting|sms|@kinds", { kinds: MESSAGE_KINDS }),
  phrase("let|lets|letting them|customers|clients|patients|families|the|him|her ~1 know ~8 text|texts|texting|sms|@kinds", { kinds: MESSAGE_KINDS }),
  // The agreement taken in person or on the phone: "we get their okay in person", "takes the customer's OK by phone"
  phrase("get|gets|got|take|takes|took|obtain|obtains|obtained ~3 okay|ok|yes|permission|consent|agreement ~2 in|over|by|on ~1 person|phone"),
];
/** The words read to the person for a spoken opt-in (Twilio 30979): a script, a statement read, the words quoted. */
export const VERBAL_SCRIPT = [
  phrase("script|scripted|transcript"),
  // (or the words the flow gives, read: "the representative reads the same wording")
  phrase("read|reads ~3 aloud|following|disclosure|disclosures|statement|script|wording|words|language"),
  // Words the flow gives read out: "staff say it out loud", "the clerk reads those words aloud" (what "it" is, the flow quoted)
  phrase("say|says|said|read|reads it|this|that|them|those|the ~2 aloud|out"),
  // The words read quoted: "reads: 'Carver Plumbing will text you …'"
  phrase("read|reads ~1 :|\"|“|'|‘"),
];
/** A script read or a record kept of a spoken opt-in (Twilio 30979). */
export const VERBAL_RECORD = [
  phrase("script|scripted|recorded|recording|record|records|log|logs|logged|note|notes|noted|documented|timestamp|timestamped|audit|transcript"),
  // "documents" as the verb, with its object ("staff documents the yes"), not papers ("times and documents")
  phrase("document|documents the|their|his|her|its|each|every|it|this|that|consent|permission|agreement"),
  ...VERBAL_SCRIPT.slice(1),
  phrase("enter|enters|entered|mark|marks|marked|save|saves|saved|tick|ticks|ticked|check|checks|checked|flag|flags|flagged|select|selects|selected|tap|taps|tapped|click|clicks|clicked|choose|chooses|chose ~8 system|account|file|profile|chart|crm|record|box|field|tablet|form|order|ticket|log|note|notes|software"),
  phrase("confirmation|confirm ~3 text|texts|message|sms"),
];

/**
 * An opt-in inside an area the person has signed in to (account settings, online banking, a profile
 * page, an app): a page with no public address to give.
 */
export const SIGNED_IN = [
  phrase("in|under|from|on|via|through ~3 setting|settings|profile|preference|preferences|dashboard|account|portal"),
  phrase("online|mobile banking"),
  phrase("log|logs|logged|sign|signs|signed in|into"),
  phrase("after|once|when ~2 log|logging|logged|sign|signing|signed in"),
  // A form sent to one person about their own booking ("the online pre-registration form", "the pre-visit form")
  phrase("pre - registration|visit|appointment|arrival|admission|check-in"),
  phrase("preregistration|pre-registration|previsit|pre-visit|pre-arrival|pre-admission"),
];

/**
 * The opt-in on a channel the flow calls the brand's own, where the person is with the brand: on the phone with
 * it ("members call our automated phone system") or at its premises ("at our front desk"). What the person hears
 * or reads there comes from the brand. A page of its site is not this: without its address the reviewer cannot
 * see whose page it is.
 */
export const OWN_CHANNEL = [
  phrase("call|calls|dial|dials|phone|phones ~1 our ~2 system|line|number|hotline|menu"),
  phrase("at|in our ~2 store|shop|office|desk|counter|studio|clinic|kiosk|booth|location|branch"),
];

/**
 * Opting out said to take a letter, a visit or a written request, not a text ("To stop receiving texts, clients must
 * send a written request by mail", "opting out requires a signed letter", "to cancel you need to come in person"):
 * CTIA 5.1.3 asks that a reply of STOP end the texts.
 */
export const OPT_OUT_ELSEWHERE = [
  phrase("stop|cancel|unsubscribe|opt ~8 must|need|needs|required|requires|require ~5 letter|writing|written|mail|mailed|fax|visit|person"),
];

/**
 * Printed matter and signs: what shows the consent words on paper or on a wall, a vehicle, a bag or a post, read
 * wherever it is seen and kept (a flyer, a yard sign, a card in the bag, a sign by the register, a form on paper). Read
 * as nouns: "sign up", "bill the card" are not these.
 */
export const PRINTED_MATTER = [
  // (not the verb's noun: "the sign-up form", "sign in")
  phrase("sign|signs !>up|-|in|on|off"),
  // (plurals too: a name opening a sentence is tagged as a proper noun and keeps its plural, "Posters at every stop")
  phrase("signage|poster|posters|flyer|flyers|flier|fliers|banner|banners|sticker|stickers|magnet|magnets|decal|" +
    "decals|card|cards|sheet|sheets|slip|slips|ticket|tickets|bag|bags|menu|menus|receipt|receipts|invoice|" +
    "invoices|bill|bills|clipboard|chalkboard|whiteboard|cling|clings|brochure|brochures|mailer|mailers|postcard|" +
    "postcards|hanger|hangers|calendar|newsletter|bulletin|paper|packet|placard|placards|tent|tents|" +
    "insert|inserts|leaflet|leaflets|handout|handouts|pamphlet|pamphlets|billboard|billboards|advertisement|door-hanger"),
];

/**
 * The brand's own interactive places, where the person is on its page or app, at its device or with its staff (the
 * web, a spoken yes and a signed-in area are read apart): its app, a kiosk or tablet, a screen, a portal, a checkout,
 * a form's box, switch or button, its staff at the desk.
 */
export const OWN_DEVICE = [
  phrase("app|apps|kiosk|kiosks|tablet|tablets|screen|screens|portal|checkout|website|online|settings"),
  // (a form's controls, where no printed matter is named: "the estimate form has an empty box", "Toggle \"Security texts\"")
  phrase("form|forms|checkbox|checkboxes|box|boxes|toggle|toggles|switch|button|buttons"),
  // (its staff at its desk or on its line: "the front desk reads each patient this")
  phrase("desk|staff|receptionist|scheduler|dispatcher|cashier|clerk|technician|front-desk"),
];

/** A control the person sets to consent: a box to tick, a switch or toggle to turn on (not a button that starts a chat). */
export const CONSENT_CONTROL = [phrase("box|boxes|checkbox|checkboxes|tickbox|toggle|toggles|switch")];

/** An opt-in route that is not a web page: paper, a counter, a phone call, a sign, staff. */
export const OTHER_ROUTES = [
  phrase("paper|printed|in-person|in-store|counter|desk|register|cashier|salesperson|clerk|receptionist|kiosk|tablet"),
  phrase("in person|store"),
  phrase("by|over|on the? phone"),
  phrase("sign|poster|flyer|hanger|card|sheet|sticker|clipboard|signup ~1 sheet|card"),
];

/**
 * A written route to consent beside a spoken one (Bandwidth 2101 asks marketing for written consent): a paper, a card,
 * a form, a box, a screen, a signature.
 */
export const WRITTEN_ROUTES = [
  phrase("paper|printed|form|forms|card|cards|sheet|sheets|clipboard|signature|signs|signed|initial|initials|checkbox|box"),
  phrase("tablet|kiosk|screen|app|website|online|web|email|e-mail|keyword"),
];

/** A web form described: the field for the number, the box or the button. */
export const FORM_PARTS = [
  phrase("field|box|checkbox|button|toggle|form|pop-up|popup|banner|page|screen|modal|widget"),
];

/** Texts together with other channels in one consent (Twilio 30556). */
export const OTHER_CHANNELS = ["email", "e-mail", "emails", "e-mails", "call", "calls", "phone call", "phone calls", "mail", "postal", "voicemail", "voicemails", "robocall", "prerecorded", "push", "fax"];
export const TEXT_CHANNEL = ["text", "texts", "sms", "message", "messages", "msg", "msgs", "mms", "texting"];

/**
 * Words that introduce a text the person gets, by lemma: quoted words after them within a few words, in one sentence,
 * are that text, not the consent language shown or read at the opt-in ("First text they get says: …", "the
 * confirmation reads …", "our reply: …").
 */
export const RECEIVED_TEXT = ["text", "texts", "message", "messages", "sms", "reply", "confirmation"];

/** Words for messages in general, with no channel: a box asking for these does not ask for texts (Twilio 30551). */
export const GENERAL_MESSAGES = [
  "communication", "communications", "correspondence", "update", "updates", "updated", "information", "info", "news",
  "contact", "contacted", "outreach",
  // kept informed, by no channel named: "Keep me posted about my delivery?", "Keep me informed", "keep me in the loop
  // with offers"
  "posted", "informed", "loop",
  // kept in touch, by no channel named: "KWRP Public Radio will stay in touch about membership drives"
  "touch",
  // notifications by no channel: "I agree to receive notifications about my appointments", "Notify me about deliveries"
  "notification", "notifications", "notify", "notified",
];

/** Consent to "communications" in general (Twilio 30551). */
export const COMMUNICATIONS = [
  phrase("consent|agree|agrees|authorize|authorizes|opt|sign ~5 communication|communications|contact|contacted|marketing|outreach|correspondence"),
  phrase("receive|get ~2 communication|communications|correspondence|outreach"),
  // a label's own words for what is sent: "Get Brass Kettle perks communications", "Send me subscription communications"
  phrase("receive|get ~4 !text|sms|texting|mobile|message|messaging communication|communications|correspondence"),
  phrase("send me ~4 !text|sms|texting|mobile|message|messaging communication|communications|correspondence"),
  // Messages named by a medium that is not texting: "consent to receive electronic notices", "agree to digital delivery"
  phrase("consent|agree|agrees|authorize|authorizes|opt|sign ~4 electronic|digital|online ~1 notice|notices|message|messages|communication|communications|delivery|disclosure|disclosures|statement|statements"),
];

/** What a list of numbers is called, as the object of buying one ("a rented list", "purchased leads"). */
export const LIST_NOUNS: ReadonlySet<string> = new Set([
  "list", "lead", "contact", "number", "database", "data", "directory", "record", "file", "name", "book", "base", "portfolio",
]);

const PEOPLE = ["customer", "customers", "client", "clients", "patient", "patients", "member", "members", "subscriber", "subscribers", "guest", "guests", "student", "students", "tenant", "tenants", "donor", "donors", "contact", "contacts", "family", "families", "owner", "owners"];
/** Numbers from elsewhere (Twilio 30932; CTIA 5.1): bought, licensed, inherited, referred. */
export const BOUGHT = [
  // A business's clients bought with it: "we bought the book of business of a retiring agent", "acquired her client base"
  phrase("buy|bought|purchase|purchased|acquire|acquired ~3 book|books of business"),
  phrase("buy|bought|purchase|purchased|acquire|acquired ~3 client|customer|patient|subscriber base|bases|book|books|portfolio|portfolios"),
  // the business bought, then its people: "when we bought Arctic Air Service, its maintenance customers were moved in"
  phrase("buy|bought|purchase|purchased|acquire|acquired ~6 its|their ~2 customer|customers|client|clients|patient|patients|member|members|subscriber|subscribers|list|lists"),
  // Numbers from public records: "cell numbers matched to the county voter file", "public records"
  phrase("voter|voters file|files|roll|rolls|list|lists|database|data"),
  phrase("public record|records|directory|directories"),
  // Records kept for another purpose: "numbers on file from property tax records and water utility accounts"
  phrase("tax|utility|utilities|court|dmv|assessor|licensing|permit ~2 record|records|roll|rolls|account|accounts|file|files"),
  // (one word between at most: "property tax rolls"; not "property managers with roll-up doors")
  phrase("property ~1 record|records|roll|rolls|account|accounts|file|files"),
  // Numbers loaded from records so that people "don't have to sign up": "every guardian number in the enrollment
  // records is loaded into the alert system"
  phrase("number|numbers|contact|contacts|cell|cells|mobile ~6 record|records|file|files|database|system|roster ~4 load|loaded|import|imported|upload|uploaded|pull|pulled|add|added|copy|copied|sync|synced ~4 into|to ~3 alert|alerts|text|texting|sms|messaging|notification|system|tool|platform"),
  // (or papers kept for another purpose: "we load the cell numbers from residents' rental applications")
  // (or the people themselves: "import families enrolled at other centers from the shared directory")
  phrase("load|loads|loaded|import|imports|imported|upload|uploads|uploaded|pull|pulls|pulled|sync|syncs|synced ~4 number|numbers|contact|contacts|cell|cells|@people ~8 from|in|out ~4 record|records|file|files|database|accounts|roster|rosters|directory|directories|application|applications|ticket|tickets|invoice|invoices|envelope|envelopes|chart|charts", { people: PEOPLE }),
  // Numbers from a directory or roster: "I also text the parents in the middle school's PTA directory"
  phrase("text|texts|message|messages|contact|contacts ~9 directory|directories|roster|rosters|phonebook"),
  phrase("number|numbers ~4 from|in ~4 directory|directories|roster|rosters|phonebook"),
  phrase("match|matched|append|appended|skip-trace|skip-traced ~5 to|from|against|with|using ~4 voter|purchased|bought|rented|third-party|public|county|state ~2 file|files|list|lists|records|database|roll|rolls"),
  phrase("buy|buys|bought|purchase|purchases|purchased|license|licenses|licensed|rent|rents|rented|acquire|acquired|obtain|obtained ~4 list|lists|lead|leads|contact|contacts|number|numbers|database|data|directory|records|file|files"),
  phrase("list|lists|lead|leads|contact|contacts|number|numbers|database|directory ~3 from|through|via ~3 vendor|vendors|broker|brokers|provider|providers|directory|directories|data|marketplace|third-party|third|partner|partners|list"),
  // (plain words between, no punctuation: not "this number (building notices, rent receipts)")
  phrase("list|lists|lead|leads|contact|contacts|number|numbers|database|directory|name|names _4 buy|bought|purchase|purchased|license|licensed|rent|rented|acquire|acquired"),
];
const BUSINESSES = "studio|business|company|practice|gym|store|shop|clinic|office|agency|location|franchise|salon|firm|bakery|restaurant|dealership|pharmacy|school|center|spa|route|book|portfolio";
const OTHER_ORGS = "partner|partners|company|companies|chain|store|stores|committee|committees|party|parties|group|groups|organization|organizations|affiliate|affiliates|business|businesses|sister|vendor|vendors|broker|brokers|campaign|campaigns|club|clubs";
/** Another business than the one texting, as "our other …", "a sister …" names it (no school or centre: "students from other schools"). */
const OTHER_BUSINESSES = [
  "company", "business", "store", "location", "brand", "practice", "office", "chain", "gym", "clinic", "shop", "restaurant", "studio",
  "salon", "spa", "bakery", "pharmacy", "dealership", "franchise", "franchisee", "branch",
  // lodging: "guests of our sister properties", "another hotel's guests"
  "property", "properties", "hotel", "hotels", "inn", "inns", "resort", "resorts",
];
export const INHERITED = [
  // Lists others hand over: "our partner grocery chain gave us the numbers from its loyalty program",
  // "the lists that allied committees share with us"
  // (the party may be named between: "our sister restaurant, Rye Smokehouse, shares its reservation numbers w us")
  phrase(`${OTHER_ORGS} ~6 give|gives|gave|share|shares|shared|send|sends|sent|pass|passes|passed|hand|handed|sell|sold|provide|provided ~2 us|their|its|the ~3 number|numbers|list|lists|contacts|database|data`),
  // Another business sharing its own people or club: "the boba place next door shares their text club w us"
  phrase(`${OTHER_ORGS}|place|places|shop|shops|store|stores|restaurant|restaurants|cafe|bar|bars|gym|studio|salon|office ~4 share|shares|shared|give|gives|gave|pass|passes|passed|send|sends|sent their|its ~2 club|clubs|list|lists|numbers|contacts|@people with|to us`, { people: PEOPLE }),
  phrase("list|lists|numbers|contacts|database ~1 that|which ~6 share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed ~1 with|to us"),
  // A list named before, used for these texts as well: "our sister restaurant has a text club, and we use those numbers
  // also for the truck messages" (not "we use those numbers only for order texts")
  phrase("use|uses|used|reuse|reuses|reused those|these|their|its|that|the ~1 numbers|list|lists|contacts|club|roster also|too for"),
  // Another business that also shares its own people's numbers, whom with left unsaid: "our friends at the Lake Oswego
  // studio also share their sign-in sheet numbers so their students hear about our workshops"
  phrase(`${OTHER_ORGS}|place|places|shop|shops|store|stores|restaurant|restaurants|cafe|bar|bars|gym|gyms|studio|studios|salon|salons|office|offices ~2 also share|shares|shared|give|gives|gave|pass|passes|passed|send|sends|sent their|its ~4 club|clubs|list|lists|numbers|contacts|roster|rosters`),
  // The same as a reduced relative clause with another party named: "we load the roster Local 2240 gave us"
  phrase("list|lists|roster|rosters|database|spreadsheet ~1 %PROPN ~2 share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed with|to? us"),
  // or another party named by what it is: "the contact list our publishing partner shares with us"
  phrase(`list|lists|roster|rosters|database|spreadsheet our|a|the|their|its ~2 ${OTHER_ORGS} share|shares|shared|give|gives|gave|send|sends|sent|pass|passes|passed|hand|hands|handed with|to? us`),
  // A list that came with a business taken over: "the member list that came with the two FlexPoint clubs we bought"
  phrase("list|lists|roster|rosters|database|contacts ~1 that|which? came|come|comes with ~6 @business|club|clubs|bought|acquired|purchased", { business: OTHER_BUSINESSES }),
  // Said in the passive: "the supporter list shared with us by an allied campaign"
  phrase("list|lists|numbers|contacts|database ~2 shared|given|sent|passed|handed|provided|sold|forwarded with|to us by"),
  // "the previous manager hands over its resident phone list", "the former owner passed us the client numbers"
  phrase("previous|prior|former|old|outgoing|last manager|management|owner|owners|company|agency|landlord ~2 hand|hands|handed|give|gives|gave|pass|passes|passed|send|sends|sent|transfer|transfers ~5 list|lists|numbers|contacts|roster|database"),
  // "the customers of our sister company", "numbers from our other location", "subscribers of our sister brand",
  // "the clients of our other restaurant": people or lists of another business than the one texting
  phrase("@people|number|numbers|list|lists ~2 of|from ~2 previous|prior|former|old|other|another|sister|partner|affiliated|affiliate|nearby|neighboring|neighbouring|surrounding ~2 @business",
    { people: PEOPLE, business: OTHER_BUSINESSES }),
  // Lists each of several businesses collected, added to this one's: "corporate adds every franchised spa's client list"
  phrase("add|adds|added|load|loads|loaded|import|imports|imported|pull|pulls|pulled|merge|merges|merged|combine|combines|combined ~3 every|each|all|other ~2 @business 's|’s|' ~5 list|lists|roster|rosters|database|databases",
    { business: [...OTHER_BUSINESSES, ...OTHER_BUSINESSES.map((b) => `${b}s`)] }),
  // Locations or brands that pool the people who signed up with each: "all 12 locations share one student list"
  phrase("location|locations|store|stores|branch|branches|franchise|franchises|franchisee|franchisees|brand|brands|studio|studios|clinic|clinics|office|offices|restaurant|restaurants|shop|shops|gym|gyms ~2 share|shares|shared|pool|pools|pooled ~2 one|a|the|same|single|common|their @people ~1 list|lists|database|roster", { people: PEOPLE }),
  // "when we bought out Prairie Mowing we got their customer list"
  phrase("bought|buy|buys|acquired|acquire|acquires|purchased|merged ~1 out|over|with ~6 get|got|take|took|receive|received|inherit|inherited|keep|kept ~3 list|lists|database|roster"),
  phrase("get|got|receive|received|inherit|inherited|take|took their|its ~2 customer|client|member|patient|subscriber|contact|mailing|email|loyalty ~1 list|lists|database|roster"),
  // "we moved its old member list into our texting tool", "imported the previous owner's customer list"
  phrase("move|moved|copy|copied|load|loaded|upload|uploaded|import|imported|transfer|transferred|bring|brought|add|added ~3 old|previous|prior|former|legacy ~3 list|lists|database|roster|contacts|numbers"),
  phrase("move|moved|copy|copied|load|loaded|upload|uploaded|import|imported|transfer|transferred its|their ~2 list|lists|database|roster"),
  // "when we bought the Round Rock studio … its member list", "after acquiring Smith Dental we added their patient list"
  // The previous owner's records: "the old owner's software came with every tenant's cell"
  phrase("old|previous|former|prior|last owner|owners|manager|management ~1 's|’s|' ~3 number|numbers|cell|cells|contacts|list|lists|database|software|system|records|files|roster"),
  // "when Dr. Hale retired we took over his patient files", "we took over their client records"
  phrase("take|took|taking over his|her|their|its ~2 file|files|record|records|chart|charts|list|lists|database|roster|patients|clients|customers|members"),
  phrase("buy|buys|bought|acquire|acquires|acquired|acquiring|purchase|purchases|purchased|take|took|merge|merged ~4 studio|business|company|practice|gym|store|shop|clinic|office|agency|location|franchise|salon|firm|bakery|restaurant ~10 list|lists|database|roster"),
  // Inherited people or lists; lists (not people: "we take care of our customers", "we acquired new customers")
  // taken over, acquired or carried over
  phrase("inherit|inherits|inherited ~5 list|lists|contact|contacts|number|numbers|database|member|members|customer|customers|subscriber|subscribers|client|clients|patient|patients|donor|donors|guest|guests|resident|residents"),
  phrase("take|takes|took|taken|carry|carried|acquire|acquired over? ~4 list|lists|contact|contacts|number|numbers|database|roster"),
  phrase("previous|prior|former|old|other|another|sister ~2 owner|owners|business|company|location|locations|store|studio|practice|office|brand|gym|clinic ~6 list|lists|contact|contacts|number|numbers|member|members|customer|customers|subscriber|subscribers|client|clients|database"),
  phrase("list|lists|contact|contacts|number|numbers|database ~3 from ~3 previous|prior|former|other|another|sister|acquired|old"),
  // People taken over with a business: "we bought the practice last year and now text its former patients"
  phrase(`buy|bought|acquire|acquired|acquiring|purchase|purchased|take|took|taking|merge|merged ~3 ${BUSINESSES} ~12 its|their|former|previous|prior|old|existing|legacy ~1 @people`, { people: PEOPLE }),
  // The people of a business bought, named first: "we also text the customers of the laundromat on Evans we bought"
  phrase("@people of ~5 we|i bought|acquired|purchased", { people: PEOPLE }),
  // "After we acquired Harbor Pets, its previous customers …": the business by its name
  phrase("bought|acquire|acquired|acquiring|purchased|merged ~8 its|their former|previous|prior|old|legacy|existing ~1 @people", { people: PEOPLE }),
  phrase("take|took|taking|taken over ~8 its|their|former|previous|prior|old|legacy|existing ~1 @people", { people: PEOPLE }),
  // "We took over the club from the previous owner in 2024 and kept their member list"
  phrase("take|took|taking|taken over ~10 keep|kept|get|got|inherit|inherited|use|used ~3 list|lists|database|roster|contacts|numbers"),
];
export const REFERRED = [
  // Someone else gives the recipient's number: "businesses that book a run type in the recipient's mobile number"
  phrase("type|types|typed|enter|enters|entered|add|adds|added|upload|uploads|uploaded|submit|submits|submitted|provide|provides|provided|give|gives|gave|write|writes|wrote|list|lists|listed|text|texts|send|sends ~4 recipient|recipient's|recipients|recipients'|receiver|receiver's|receivers|receivers'|addressee|addressee's|friend's|friends'|friends|someone's|somebody's|contact's|customer's|customers'|client's|clients'|classmate's|classmates'|classmates|neighbor's|neighbors'|coworker's|coworkers'|colleague's|colleagues' ~3 number|numbers|mobile|cell|phone"),
  // A person referred who then signs up themselves is not it ("clients referred by friends sign up themselves"):
  // the numbers come from a referral network, partners or a list.
  phrase("referral|referrals|referred|refer|refers ~3 network|networks|partner|partners|affiliate|affiliates|list|lists|number|numbers|contact|contacts|lead|leads"),
  phrase("friend|friends|neighbor|neighbors|family ~3 give|gives|gave|share|shares|shared|submit|submits|enter|enters|send|sends ~3 number|numbers|contact|contacts"),
  // The person puts others on the list: "we tell ppl to add their friends + family on the sheet too"
  phrase("add|adds|added|enter|enters|entered|write|writes|wrote|put|puts|include|includes ~2 their|your|his|her friend|friends|family|families|neighbor|neighbors|coworker|coworkers|classmate|classmates|colleague|colleagues"),
  // Numbers taken from someone's own phone contacts or address book: "each friend a subscriber picks from their phone
  // contacts", "invite people straight from your address book", "import contacts from their phone"
  phrase("pick|choose|select|import|invite|add|share|upload|sync|pull ~6 from their|your|his|her ~2 contacts|addressbook|phonebook"),
  phrase("pick|choose|select|import|invite|add|share|upload|sync|pull ~6 from their|your|his|her address book"),
  phrase("import|upload|sync|share their|your|his|her ~1 phone|mobile|device? contacts|addressbook|phonebook"),
  // A list of people handed to the brand by someone else: "its office manager sends us the staff roster" (a list of
  // people, not "customers send us their number")
  phrase("send|sends|sent|give|gives|gave|pass|passes|passed|forward|forwards|forwarded|email|emails|emailed|share|shares|shared us ~3 roster|rosters|list|lists|spreadsheet|spreadsheets|database"),
  // Or got from another party's records: "we get the member roster from the International's national database"
  phrase("get|gets|got|receive|receives|received|pull|pulls|pulled ~3 roster|rosters|list|lists|spreadsheet ~5 from ~2 's|’s ~2 database|databases|list|lists|roster|rosters|system|records|files"),
];
export const OWN = [
  phrase("own|existing|current|past ~1 customer|customers|member|members|patient|patients|client|clients|subscriber|subscribers"),
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
 * as what they ask too ("text me one question after my visit").
 */
export const SURVEY_KINDS = ["survey", "poll", "feedback", "rating", "questionnaire", "vote", "voting", "review", "question"];
