import { phrase } from "../reading/phrase";

/*
 * The words the consent reading (reading/consent.ts) meets one at a time, by lemma or as written: what makes
 * consent a condition of something else (Twilio 30831, 30923; CTIA 5.1.2), what folds it into terms or ticks it
 * for the person (Twilio 30831; CTIA 5.1.2), what passes the numbers to others or takes them from others (Twilio
 * 30951, 30932; CTIA 5.1.4), and what other channels or offers one consent also covers (Twilio 30556; a consent to
 * "communications" in general, Twilio 30551, as phrase patterns at the end). Each list
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

/**
 * Lists people join for a place held, not for texts: a waitlist is what is sought ("Joining the waitlist means you agree
 * to … offers by text": consent presumed from an act done for another goal, Twilio 30831).
 */
export const WAITING_LISTS = new Set(["waitlist", "waitlists", "wait-list", "waiting", "standby"]);

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

/** Acts that are opting in to the texts themselves, whatever they are said of ("by ticking …", "texting JOIN"). */
export const OPTING_IN = new Set([
  "text", "texting", "txt", "click", "clicking", "tick", "ticking", "check", "checking", "tap", "tapping", "reply",
  "replying", "opt", "opting", "consent", "agree",
]);

/** Where one opts in, not something sought for its own sake ("the sign-up form", "the keyword"). */
export const OPT_IN_PLACES = new Set([
  "form", "box", "checkbox", "page", "number", "phone", "cell", "line", "sheet", "online", "website", "site", "keyword",
  "link", "button",
]);

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

/**
 * Things of their own a packet or paperwork holds, which carry a sign-up of their own rather than the document's
 * consent: "the welcome packet includes a card: \"Text the keyword …\"" (consentInTerms).
 */
export const HANDED_THINGS = new Set(["card", "form", "flyer", "insert", "slip", "sheet", "postcard", "brochure"]);

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

/** Opt-in data: a list, numbers, contacts. */
export const DATA = new Set([
  "list", "lists", "number", "numbers", "contact", "contacts", "subscriber", "subscribers", "info", "information", "data",
  "detail", "details", "name", "names", "database", "lead", "leads", "opt-in", "opt-ins", "consent", "sign-in", "sign-ins",
  "sign-up", "sign-ups", "signup", "signups", "entry", "entries", "registration", "registrations", "submission",
  "submissions", "roster", "rosters",
  // what an inquiry form collects: "inquiries are also passed to our partner schools"
  "inquiry", "inquiries", "enquiry", "enquiries",
]);

/** The numbers put in or passed on: "numbers", "mobiles", "contacts". */
export const NUMBER_WORDS = new Set(["number", "numbers", "mobile", "mobiles", "cell", "cells", "phone", "phones", "contact", "contacts"]);

/** Acts of one's own consent, in a relative clause after the people ("who ticked", "who opted in", "that signed up"). */
export const CONSENTED = new Set(["tick", "check", "sign", "agree", "opt", "join", "consent", "choose", "ask", "text", "subscribe"]);

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

/** Documents everyone signs for a stay, a rental or a service, that may carry consent language. */
export const SIGNED_DOCS = new Set([...CONSENT_DOCS, "rules", "card", "form", "waiver", "terms", "registration", "application", "agreement"]);

/** Verbs of putting a person on a list or program. */
export const PUT_ON = new Set(["put", "add", "enroll", "enrol", "sign", "subscribe", "place", "opt"]);
/** What a list of people is called, as the head of its noun phrase: "the customer phone lists", "the expo lead sheet". */
export const LIST_HEADS = new Set(["list", "sheet", "roster", "database", "directory", "spreadsheet"]);
/**
 * The channels one consent bundles with texts (Twilio 30556): e-mail, calls, mail, push. Not the channels a STOP reply
 * leaves open (replies.ts CHANNELS_AFTER_STOP), whose members differ on purpose: each list is kept to what its own
 * reading meets.
 */
export const BUNDLED_CHANNELS = [
  "email", "e-mail", "emails", "e-mails", "call", "calls", "phone call", "phone calls", "mail", "postal", "voicemail",
  "voicemails", "robocall", "prerecorded", "push", "fax",
];

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

/*
 * Single words the consent readings once matched by inline patterns, each tested as before (by lemma or as written) by
 * the reading named, whose sources it shares.
 */

/** The box itself, the one there is ("a single box \"I accept the terms\""): consentInTerms (Twilio 30831). */
export const THE_BOX = new Set(["box", "checkbox"]);
/**
 * One act taking in the terms and the texts, by lemma ("one signature covers the agreement"): oneActForTermsAndTexts
 * (Twilio 30841, 30831).
 */
export const COVERS = new Set(["accept", "cover", "sign"]);
/** Room on a form for something ("no place for a phone number", "no field for a mobile number"): formWithoutPhone. */
export const ROOM_FOR = new Set(["place", "field", "space", "spot", "box", "line", "room"]);
/** A phone number by its kind, after the room for it: formWithoutPhone. */
export const PHONE_KINDS = new Set(["phone", "mobile", "cell", "cellphone"]);
/** Turning a control, by lemma, before "off" ("can switch it off"): onByDefault (Twilio 30831; CTIA 5.1.2). */
export const SWITCHING = new Set(["switch", "turn", "toggle", "flip"]);
/** The person's own yes or being asked for it, as written: no box ticked for everyone where said (forEveryone). */
export const PERSONS_YES = new Set(["yes", "ask", "asks", "agree", "agrees", "want", "wants"]);
/** Setting a control, by lemma, done by the brand ("we tick it for every guest"): forEveryone. */
export const TICK_FOR = new Set(["tick", "check", "mark", "select", "enable"]);
/**
 * Being required, negated ("texts are not required": a choice of their own): everyoneSigns (Twilio 30841; CTIA 5.1.2).
 */
export const REQUIRED_WORDS = new Set(["required", "mandatory", "necessary"]);
/**
 * Sending texts or putting on a list after "also" or "then", by lemma, and as written where the lemmatizer keeps the
 * form ("texted", "enrols"): alsoSentOffers (Twilio 30987).
 */
export const SEND_OR_ADD = new Set(["send", "text", "add", "put", "move", "enroll", "enrol"]);
export const SENT_OR_ADDED_AS_WRITTEN = new Set(["texted", "enrols", "enrolls"]);
/** Getting texts, by lemma, said of the people who agreed to others ("guests who tick the booking box also get our specials"). */
export const GOT = new Set(["get", "receive"]);
/** Sending, adding or getting, by lemma: alsoSentOffers (Twilio 30987). */
export const SENT_ADDED_OR_GOT = new Set([...SEND_OR_ADD, ...GOT]);
/** Setting a control or a record, by lemma, before "yes": the yes staff mark, not the person's ("marks yes for everyone"). */
export const MARKING = new Set(["mark", "tick", "check", "select", "enter", "set"]);
/** Putting someone on a list, by lemma and as written ("we also enrol them"): alsoSentOffers (Twilio 30987). */
export const ADD_TO_LIST = new Set(["add", "put", "move", "enroll", "enrol"]);
export const ENROLS_AS_WRITTEN = new Set(["enrols", "enrolls"]);
/** Registering, by lemma, before getting texts "too": alsoSentOffers (Twilio 30987). */
export const REGISTER = new Set(["register", "enroll", "enrol"]);
/**
 * What a membership is called, by lemma, that the texts qualify ("text notices are offered only to club members"):
 * onlyToThoseWhoJoin (Twilio 30831; CTIA 5.1.2).
 */
export const MEMBERSHIPS = new Set([
  "club", "list", "program", "programme", "group", "community", "circle", "subscription",
]);
/**
 * Joining the texts named after "text" or "SMS" ("Kaiyo text members", "our SMS club"): requiredFor (Twilio 30923,
 * 30831).
 */
export const TEXT_MEMBERSHIPS = new Set([
  "member", "members", "club", "list", "subscriber", "subscribers", "vip", "program", "programme", "crew", "family",
]);
/** Documents signed for something else, as written ("by signing the rental waiver …"): agreedByDoing (Twilio 30831). */
export const TERMS_SIGNED = new Set(["terms", "rules", "waiver", "waivers"]);
/** The texts by other names, as a sign-up's object ("signing up for our SMS list"): triggeringAct (Twilio 30831). */
export const TEXTS_BY_OTHER_NAMES = new Set([
  "sms", "keyword", "list", "club", "consent", "permission", "authorization",
]);
/**
 * A sign-up or opt-in named as one word, a place of opting in ("on the sign-up sheet"): triggeringAct (Twilio 30831).
 */
export const SIGN_UP_COMPOUNDS = new Set(["sign-up", "signup", "opt-in", "optin"]);
/**
 * A word for texts before the noun it qualifies ("text notices are offered only to …"): onlyToThoseWhoJoin (Twilio
 * 30831).
 */
export const TEXT_BEFORE_NOUN = new Set(["text", "sms", "texting", "mms"]);
/**
 * A word for texts before what joining them is called (TEXT_MEMBERSHIPS: "text members"): requiredFor (Twilio 30923).
 */
export const TEXT_BEFORE_MEMBERSHIP = new Set(["text", "sms", "txt", "texting"]);
/** Agreeing or ticking, by lemma, in the sentence before a condition: requiredFor (Twilio 30923, 30831). */
export const AGREE_OR_TICK = new Set(["agree", "consent", "tick", "check"]);
/**
 * Agreeing, by lemma, the consent's own button named ("one button, \"I agree\""): requiredFor (Twilio 30923, 30831).
 */
export const AGREEING = new Set(["agree", "consent", "accept"]);
/** Joining, by lemma, as a verb: bareJoin (conditions.ts; Twilio 30923, 30831). */
export const JOIN_VERBS = new Set(["join", "subscribe"]);
/** Agreeing or opting in, by lemma, negated for those who do not: refusalBlocks (Twilio 30831). */
export const AGREE_OR_OPT = new Set(["agree", "consent", "accept", "opt"]);
/** Signing or accepting a document, by lemma ("by signing the rental waiver"): agreedByDoing (Twilio 30831). */
export const SIGN_OR_ACCEPT = new Set(["sign", "accept", "initial"]);
/** Agreeing to the texts, by lemma, after the act done for something else: agreedByDoing (Twilio 30831). */
export const AGREEING_TO = new Set(["agree", "consent", "join", "accept", "authorize"]);
/** Channels kept apart, not bundled ("instead", "rather than"): channelsApart (scope.ts; Twilio 30556). */
export const INSTEAD = new Set(["instead", "rather", "than"]);
/**
 * After "text", words that make it the printed words, not the channel ("the text beside the box", "the text reads"):
 * communications (scope.ts; Twilio 30551).
 */
export const TEXT_AS_WORDING = new Set([
  "beside", "next", "near", "under", "above", "below", "of", "reads", "says", "on",
]);
/** The verbs of "sign up" and "opt in", before their particle (grammar.ts UP_OR_IN). */
export const SIGN_OR_OPT = new Set(["sign", "opt"]);
/**
 * What a person leaves that is only how to reach them, one or many ("by leaving your number" gives the number texted,
 * unlike "by leaving your watch"): bookedByLeaving (Twilio 30831).
 */
export const CONTACT_DETAILS = new Set([
  "number", "phone", "cell", "mobile", "contact", "details", "info", "information", "name", "email", "message", "voicemail",
]);
/**
 * What is bought or signed up for that the texts may be said to come with or be included in (Twilio 30831: consent is not
 * a condition of purchase): "text reminders just come with the membership", "the free plan includes tips by text".
 */
export const PURCHASED = new Set([
  "membership", "plan", "subscription", "purchase", "order", "service", "contract", "booking", "lease", "enrollment",
  "registration", "account", "tier", "package", "bundle", "warranty",
]);
/** Where the texts are opted in to, as what a package holds: "the package includes a one-page \"Closing Text Updates\" form". */
export const OPT_IN_THINGS = new Set(["form", "box", "checkbox", "line", "sheet", "card", "option", "toggle", "switch", "page", "choice"]);

/*
 * Single words the consent readings (reading/conditions.ts, consent.ts, scope.ts) test, moved here from the code that
 * asks them; each names its reading and source.
 */
/** The yes picked, as written after a verb of picking: "tap YES", "tap \"Agree\"" (requiredFor; Twilio 30831). */
export const YES_ANSWERS: ReadonlySet<string> = new Set(["yes", "agree", "accept"]);
/** Words that give the texts a consent of their own, as written: "a separate box", "optional" (textsComeWith; Twilio 30831). */
export const SEPARATE_OR_OPTIONAL: ReadonlySet<string> = new Set([
  "separate", "separately", "optional", "opt-in", "unchecked", "unticked", "empty", "blank",
]);
/** Verbs of giving a number, by lemma: "put their cell on the sheet", "give a mobile number" (everyoneMustGiveNumber; Twilio 30831). */
export const GIVING_A_NUMBER: ReadonlySet<string> = new Set(["put", "give", "write", "enter", "provide", "leave", "list", "add", "fill"]);
/**
 * Terms signed as a whole, as written, not a privacy policy that "covers it": foldedIntoTerms (Twilio 30831; CTIA 5.1.2).
 */
export const SIGNED_TERMS: ReadonlySet<string> = new Set([
  "terms", "conditions", "agreement", "contract", "lease", "addendum", "waiver", "packet", "paperwork",
]);
/**
 * Pronouns before a control's state that are no person acting, as written: the brand ("we have ticked it") or the control
 * ("we have it ticked already"): preChecked (Twilio 30831; CTIA 5.1.2).
 */
export const NO_PERSON_ACTING: ReadonlySet<string> = new Set(["we", "i", "staff", "it", "this", "that", "one"]);
/**
 * Acts of consenting or opting in, by lemma, after "whether or not", "regardless of" or "even if": textedRegardless
 * (Twilio 30831: consent is the person's own act).
 */
export const OPTING_IN_ACTS: ReadonlySet<string> = new Set([
  "tick", "check", "agree", "consent", "opt", "sign", "subscribe", "join", "text", "reply", "ask", "say", "want", "choose",
  "select",
]);
/** Verbs of a box covering or signing up, by lemma, after "also": alsoCoversOthers (scope.ts; Twilio 30556). */
export const COVERING: ReadonlySet<string> = new Set(["cover", "sign", "enroll", "enrol", "subscribe", "add", "include", "opt", "put"]);
/** Ticking the box as the subject, as written: "Ticking the box also signs them up" (alsoCoversOthers; Twilio 30556). */
export const TICKING: ReadonlySet<string> = new Set(["ticking", "checking"]);
/** Another box than the text one, as written: "a second box also covers email" (alsoCoversOthers; Twilio 30556). */
export const ANOTHER_BOX: ReadonlySet<string> = new Set(["second", "another", "other", "separate"]);
/**
 * An agreement said as a word of its own, not a verb: what an act done for something else is said to mean ("means
 * you're OK with …", "counts as a yes", "is taken as agreement"): consentPresumed (conditions.ts; Twilio 30831: express
 * consent is an act of its own).
 */
export const AGREEMENT_SAID: ReadonlySet<string> = new Set(["ok", "okay", "fine", "consent", "yes", "permission", "agreement"]);
