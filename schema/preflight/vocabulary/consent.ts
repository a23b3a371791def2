/*
 * The words the consent reading (reading/consent.ts) meets one at a time, by lemma or as written: what makes
 * consent a condition of something else (Twilio 30831, 30923; CTIA 5.1.2), what folds it into terms or ticks it
 * for the person (Twilio 30831; CTIA 5.1.2), what passes the numbers to others or takes them from others (Twilio
 * 30951, 30932; CTIA 5.1.4), and what other channels or offers one consent also covers (Twilio 30556). Each list
 * sits beside the reading that asks it (rules/callToAction.ts has each rule's sources); kept to words that carry
 * the fact on their own, a word with an everyday second meaning left out rather than flagging sound registrations.
 */

/** Words that make something an obligation. */
export const OBLIGATION = new Set(["must", "required", "require", "requires", "mandatory", "compulsory", "necessary"]);

/** "have to", "has to", "need to", "needs to". */
export const OBLIGED_TO = new Set(["have", "has", "had", "need", "needs"]);

/** Acts of consenting. */
export const CONSENT_ACT = new Set([
  "tick", "check", "agree", "consent", "accept", "opt-in", "authorize", "box", "checkbox", "text", "texts", "sms", "switch", "toggle",
  "enable",
]);

/** The brand's people, whose being so consent may be made a condition of: "required for all clients". */
export const CLIENTS = new Set(["client", "customer", "member", "patient", "tenant", "resident", "student", "guest", "renter", "owner"]);

/** What else the consent would be needed for: a purchase, a booking, an account, a service. */
export const GOALS = new Set([
  "book", "booking", "checkout", "purchase", "buy", "order", "reservation", "reserve", "appointment", "account",
  "application", "apply", "loan", "lease", "rent", "rental", "service", "services", "membership", "enrollment",
  "admission", "treatment", "visit", "quote", "estimate", "delivery", "pay", "payment", "ticket", "policy",
  // Completing the form or the step the consent sits in: "a box they must tick before the form can be submitted"
  "submit", "register", "registration", "enroll", "finish", "complete", "continue", "proceed",
  // Being entered in a draw: "you have to tick it to be entered in our raffle"
  "entered", "entry", "raffle", "drawing", "giveaway", "contest",
  // A price, a seat or a step the person wants: "to get the sale price", "to reserve a seat", "to finish check-in"
  "price", "pricing", "discount", "seat", "rsvp", "check-in", "attend", "donate",
]);

/** Acts of joining that are consent when the texts follow them ("sign up for our deal texts", "join the text list"). */
export const JOINING_THE_TEXTS = new Set(["sign", "join", "subscribe", "enroll", "register"]);

/** Getting something by the consent: "has to sign it to get a slip" (what is got is the goal, unless it is the texts). */
export const GET = new Set(["get", "obtain", "secure", "keep", "receive"]);

/** Joining the texts, as the act something else waits on: "member pricing only after joining our text list". */
export const JOINING = new Set(["join", "sign", "subscribe", "tick", "check", "agree", "opt", "consent", "text", "enroll"]);

/** The texts themselves. */
export const MESSAGES = new Set(["text", "texts", "message", "sms", "alert", "update", "reminder", "notification", "msg"]);

/** What is got that is the texts or their own confirmation, not something else. */
export const THE_TEXTS = new Set([...MESSAGES, "confirmation", "code"]);

/** Giving something: "the weekly rate we give only to guests who join the text list". */
export const GIVE = new Set(["give", "offer", "extend", "honor", "honour", "grant", "unlock", "get", "apply"]);

/** A choice the person makes: "customers who want texts must tick the box before submitting". */
export const CHOICE = new Set(["if", "want", "wish", "like", "prefer", "choose", "optional", "opt"]);

/** Signing is consenting where the thing signed is the texts' own form: "the text form, which every holder has to sign". */
export const SIGN = new Set(["sign", "initial", "initials"]);

/** Documents that carry consent language and are signed as a whole: an addendum, an agreement, a contract. */
export const CONSENT_DOCS = new Set(["addendum", "agreement", "contract", "lease", "waiver", "packet", "paperwork"]);

/** The texts as a word: "text", "SMS", "texting" (as written). */
export const TEXTS = new Set(["text", "texts", "sms", "texting"]);

/** Words that introduce what something is for. */
export const FOR = new Set(["to", "for", "before", "until", "of", "order"]);

/** A control that stays off: "the Book button stays grey until it is ticked". */
export const LOCKED = new Set(["grey", "gray", "greyed", "grayed", "disabled", "inactive", "locked", "blocked"]);

/**
 * The consent's own controls, whose state before the person acts is no condition (CTIA 5.1.2 asks that the person act:
 * "the setting is disabled until the guest enables it" is a box left unticked).
 */
export const CONTROLS = new Set(["box", "checkbox", "setting", "switch", "toggle", "option", "tickbox", "check-box"]);

/** Joining the texts' own list: what an opt-in's own button does ("Join", "Subscribe", "Sign up"). */
export const JOIN_THE_LIST = new Set(["join", "subscribe", "signup", "sign-up", "opt-in"]);

/** Refusing the texts: "declines", "unticks it". */
export const REFUSE = new Set(["decline", "declines", "refuse", "refuses", "untick", "unticks", "uncheck", "unchecks", "deselect"]);

/** Picking an answer: "tap No", "say no". */
export const PICK = new Set(["tap", "press", "click", "select", "choose", "pick", "say", "answer", "hit", "reply", "mark"]);

/** A box left as it was: "leave it unticked", "leaves the box blank". */
export const UNSET = new Set(["unticked", "unchecked", "blank", "empty", "unselected", "unmarked"]);

/** Inability: "can't", "cannot", "won't be able", "not possible". */
export const ABLE = new Set(["can", "could", "able", "possible"]);

/** What a refusal may keep the person from: the goals above, and joining or signing up. */
export const BLOCKED = new Set([...GOALS, "join", "signup", "sign-up", "checkout", "check-in"]);

/** Acts done for something else than the texts: booking, buying, ordering, paying. */
export const GOAL_ACTS = new Set(["book", "purchase", "buy", "order", "reserve", "pay", "rent", "checkout"]);

/** Terms, contracts and agreements that consent can be folded into. */
export const TERMS = new Set([
  "terms", "conditions", "agreement", "contract", "tos", "fine", "policy", "lease", "cc&rs", "ccrs", "rs", "bylaws",
  "covenants", "document", "packet", "paperwork", "acknowledgment", "acknowledgement", "paragraph", "clause", "print",
]);

/** Verbs by which terms carry the consent: "the lease includes consent to texts", "the terms say …". */
export const INCLUDE = new Set([
  "include", "includes", "included", "including", "contain", "contains", "cover", "covers", "grant", "grants", "give", "gives",
  "say", "says", "state", "states", "allow", "allows", "authorize", "authorizes", "permit", "permits", "agree", "agrees",
]);

/** What terms carry when they carry the consent: permission, consent, texting. */
export const PERMISSION = new Set(["permission", "consent", "authorization", "authorisation", "agreement", "text", "texts", "sms", "messaging"]);

/** What shows the consent is given on its own after all: a separate line, an empty box. */
export const SEPARATE = new Set(["separate", "separately", "own", "optional", "empty", "unchecked", "unticked", "blank", "box", "checkbox"]);

/** One act of the person's: a signature, a tick, a click. */
export const ONE_ACT = new Set(["signature", "tick", "click", "checkbox", "box", "initial", "initials", "checkmark"]);

/** Verbs of handing data on. */
export const HAND_ON = new Set([
  "share", "sell", "rent", "pass", "give", "provide", "transfer", "hand", "disclose", "trade", "lend", "send", "forward",
  "license", "lease", "swap", "exchange",
]);

/** Opt-in data: a list, numbers, contacts. */
export const DATA = new Set([
  "list", "lists", "number", "numbers", "contact", "contacts", "subscriber", "subscribers", "info", "information", "data",
  "detail", "details", "name", "names", "database", "lead", "leads", "opt-in", "opt-ins", "consent", "sign-in", "sign-ins",
  "sign-up", "sign-ups", "signup", "signups", "entry", "entries", "registration", "registrations", "submission",
  "submissions", "roster", "rosters",
]);

/** Others who might receive it. */
export const OTHERS = new Set([
  "partner", "partners", "brand", "brands", "business", "businesses", "company", "companies", "affiliate", "affiliates",
  "sponsor", "sponsors", "advertiser", "advertisers", "marketer", "marketers", "lender", "lenders", "third",
  "third-party", "third-parties", "merchant", "merchants", "client", "clients", "buyer", "buyers", "agency", "agencies",
  "dealer", "dealers", "group", "groups", "committee", "committees", "organization", "organizations", "campaign",
  "campaigns", "candidate", "candidates", "charity", "charities", "party", "parties",
]);

/** Others who hand a brand numbers they collected: organisations, offices, sites, organisers, coaches. */
export const SOURCES = new Set([
  "police", "officer", "officers", "adjuster", "adjusters", "insurer", "insurers", "hospital", "hospitals", "office", "offices", "organizer", "organizers", "organiser", "organisers", "site", "sites",
  "realtor", "realtors", "agency", "agencies", "partner", "partners", "school", "schools", "coach", "coaches", "clinic",
  "clinics", "doctor", "doctors", "practice", "practices", "company", "companies", "broker", "brokers", "vendor", "vendors",
  "sponsor", "sponsors", "association", "league", "platform", "marketplace", "registry", "dealer", "dealers", "agent", "agents",
]);

/** Whom the numbers go to: the brand, or the brand among others ("every vendor", "sponsors"). */
export const TO_BRAND = new Set(["us", "we", "vendor", "vendors", "sponsor", "sponsors", "exhibitor", "exhibitors", "members"]);

/** Verbs of putting numbers into a system. */
export const PUT_IN = new Set([
  "enter", "type", "add", "paste", "upload", "import", "sync", "load", "list", "submit", "input", "key", "register", "enroll",
]);

/** The numbers put in or passed on: "numbers", "mobiles", "contacts". */
export const NUMBER_WORDS = new Set(["number", "numbers", "mobile", "mobiles", "cell", "cells", "phone", "phones", "contact", "contacts"]);

/** Acts of one's own consent, in a relative clause after the people ("who ticked", "who opted in", "that signed up"). */
export const CONSENTED = new Set(["tick", "check", "sign", "agree", "opt", "join", "consent", "choose", "ask", "text", "subscribe"]);

/** People someone knows, whose numbers are theirs to give only with their own consent. */
export const CLOSE_PEOPLE = new Set([
  "friend", "friends", "family", "relative", "relatives", "neighbor", "neighbors", "neighbour", "neighbours", "coworker",
  "coworkers", "co-worker", "co-workers", "colleague", "colleagues", "classmate", "classmates", "teammate", "teammates",
  "grandparent", "grandparents",
]);

/** What makes a step of consent its own, denied: "no separate box", "no extra consent". */
export const OF_ITS_OWN = new Set(["separate", "own", "specific", "extra", "additional", "explicit", "dedicated", "distinct"]);

/** A step of consent, just after OF_ITS_OWN: a box, a question, a signature. */
export const CONSENT_STEP = new Set([
  "box", "checkbox", "tickbox", "consent", "agreement", "opt-in", "optin", "permission", "question", "step", "signature",
  "authorization", "yes",
]);

/** What a form asks for, as a flow lists it. */
export const FORM_FIELDS = new Set([
  "name", "names", "email", "e-mail", "address", "card", "zip", "postcode", "date", "birthday", "birth", "details",
  "amount", "company", "password", "username", "gift", "donation", "payment", "billing", "title", "message", "comment",
]);

/** A form's field for the phone number, as a flow lists it. */
export const PHONE_FIELD = new Set(["phone", "mobile", "cell", "number", "sms", "text", "texts", "cellphone", "telephone"]);

/** Verbs that introduce a form's fields: "the form asks for name, email and zip". */
export const ASKS_FOR = new Set(["ask", "collect", "request", "take", "capture", "field"]);

/** A control's state of being on: "is switched on", "comes ticked", "starts enabled". */
export const ON_STATE = new Set(["on", "checked", "ticked", "selected", "enabled", "active", "marked"]);

/** Verbs that put a control in a state, and the state verbs: "is switched on", "comes checked", "starts on". */
export const STATE_VERB = new Set(["be", "come", "start", "stay", "remain", "appear", "show", "load", "switch", "turn", "set"]);

/** Verbs that say a state with no one acting: "comes checked", "starts on". */
export const STATE_OF = new Set(["come", "start", "stay", "remain", "appear", "load"]);

/** What qualifies terms as the text programme's own ("the SMS terms", "Text Alerts Terms"): accepting those is consent. */
export const PROGRAMME_TERMS = new Set(["sms", "text", "texting", "messaging", "message", "mobile", "alert", "alerts", "program", "programme"]);

/** Accepting something in the first person: "I accept", "I agree to", "I have read and accept". */
export const ACCEPT = new Set(["accept", "agree", "acknowledge"]);

/** Verbs of a state no one set: "comes checked", "starts ticked", "loads selected". */
export const ARRIVES_ON = new Set(["come", "start", "load", "appear"]);

/** Undoing it: "switch it off", "untick", "opt out". */
export const UNDO = new Set(["off", "uncheck", "untick", "unchecks", "unticks", "deselect", "unselect", "disable", "clear"]);

/** A person's act before which the control is on: "once they tap Yes", "after you tick it". */
export const PERSON_ACT = new Set([
  "tap", "tick", "check", "click", "press", "agree", "choose", "select", "opt", "turn", "switch", "say", "reply", "sign", "consent",
]);

/** A consent control, or the mark put in one. */
export const CONTROL = new Set(["box", "checkbox", "tickbox", "toggle", "switch", "option", "check", "tick", "checkmark", "mark", "x", "it"]);

/** Setting a control: ticking, marking, switching on, putting a mark in. */
export const SET_CONTROL = new Set(["put", "place", "tick", "check", "mark", "select", "enable", "switch", "turn", "set", "fill", "leave", "add"]);

/** Having a thing in a state someone else put it in: "have it switched on", "get it ticked". */
export const HAVE = new Set(["have", "get", "keep"]);

/** Verbs of the brand sending. */
export const SENDS = new Set(["text", "send", "message", "blast", "push", "market"]);

/** The brand's side as the subject of a sending verb: "we", "our team". */
export const BRAND_SUBJECT = new Set(["we", "us", "our", "staff", "team"]);

/** Records kept for something else than the texts, that numbers can be taken from. */
export const RECORDS = new Set([
  "system", "file", "files", "record", "records", "book", "books", "database", "crm", "report", "reports", "software", "chart",
  "charts", "directory", "ledger", "history", "account", "accounts", "roster", "spreadsheet", "registry", "pos",
]);

/** What makes a record the texts' own: a sign-up sheet, the opt-in list, the SMS roster. */
export const OPT_IN_RECORD = new Set([
  "sign-up", "signup", "opt-in", "optin", "consent", "text", "texts", "sms", "keyword", "subscriber", "subscribers", "club",
  // (a form or card may be where the person consents: "numbers from the paper form")
  "form", "forms", "card", "cards", "box", "checkbox",
]);

/** Verbs of taking numbers from somewhere or putting them somewhere, wholesale. */
export const TAKE_OR_PUT = new Set([...PUT_IN, "put", "pull", "copy", "take", "move", "transfer", "grab", "export", "dump", "merge"]);

/** Where texts are sent from: a texting tool, system or list. */
export const TEXTING_PLACE = new Set(["tool", "system", "platform", "app", "software", "list", "program", "service", "account"]);

/** Documents everyone signs for a stay, a rental or a service, that may carry consent language. */
export const SIGNED_DOCS = new Set([...CONSENT_DOCS, "rules", "card", "form", "waiver", "terms", "registration", "application", "agreement"]);

/** Verbs of putting people on a list or into a programme. */
export const ENROL = new Set(["add", "enroll", "enrol", "subscribe", "sign", "put", "move", "register", "opt", "load", "import", "upload"]);

/** What the people are put on: the texts, a list, a club, offers. */
export const TEXTING_DEST = new Set([
  ...TEXTS, "list", "club", "program", "programme", "alert", "alerts", "special", "specials", "deal", "deals", "offer",
  "offers", "promotion", "promotions", "newsletter",
]);

/** The people's own act of consent: ticking, opting in, joining, texting a keyword, replying, saying yes, asking. */
export const OWN_CONSENT = new Set([
  "tick", "check", "agree", "opt", "join", "consent", "subscribe", "choose", "text", "reply", "ask", "request", "want",
  "select", "tap", "click", "enable", "accept", "confirm", "say", "respond",
]);

/** Verbs of getting numbers from somewhere. */
export const GET_FROM = new Set([...GET, "import", "upload", "buy", "pull", "take", "collect", "gather", "acquire", "pick", "load", "add"]);

/** Others numbers can come from: partners, promoters, sites, hotels, blogs, groups. */
export const FROM_PARTY = new Set([
  ...SOURCES, ...OTHERS, "promoter", "promoters", "hotel", "hotels", "blog", "blogs", "website", "websites", "store",
  "stores", "publisher", "publishers", "network", "networks", "reseller", "resellers", "venue", "venues",
]);

/** Acquiring data by paying for it. */
export const ACQUIRE = new Set(["buy", "purchase", "rent", "license", "licence", "lease"]);

/** Collections of other people's numbers: a list, leads, a database (not a number, which a brand buys to send from). */
export const COLLECTION = new Set(["list", "lists", "leads", "database", "databases", "roster", "rosters"]);

/** Others that work with the brand and are not it. */
export const PARTNER = new Set([
  "partner", "partners", "affiliate", "affiliates", "vendor", "vendors", "third-party", "sponsor", "sponsors", "supplier", "suppliers",
]);

/** Verbs of putting a person on a list or program. */
export const PUT_ON = new Set(["put", "add", "enroll", "enrol", "sign", "subscribe", "place", "opt"]);
/** What a list of people is called, as the head of its noun phrase: "the customer phone lists", "the expo lead sheet". */
export const LIST_HEADS = new Set(["list", "sheet", "roster", "database", "directory", "spreadsheet"]);
/** Verbs of taking a list in: importing it, adding it, getting it. */
export const TAKE_IN = new Set([...TAKE_OR_PUT, "get", "receive", "obtain", "combine"]);
/**
 * The person's own matter a list may be of, which makes it the list of those the texts are about, not people taken in:
 * "the delivery list we get from the POS", "the class roster", "the pickup sheet".
 */
export const OWN_MATTER_LISTS = new Set([
  "order", "delivery", "pickup", "appointment", "reservation", "booking", "waitlist", "wait", "shift", "route", "schedule",
  "class", "course", "team", "patient", "job", "service", "repair", "ride", "trip", "tour", "lesson", "visit", "dispatch",
]);
