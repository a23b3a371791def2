import { wordsPattern } from "../text";

/*
 * How message flows describe an opt-in: the method, the place, and the recipient's consent.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** How and where a recipient opts in: a message flow names at least one. */
export const OPT_IN_METHOD = wordsPattern([
  "sign up", "signs up", "signed up", "signing up", "signup", "subscribe", "subscribes", "subscribed", "enroll",
  "enrolls", "enrolled", "enrollment", "register", "registers", "registration", "opt in", "opts in", "opted in",
  "opting in", "optin", "join", "joins", "checkbox", "check box", "checks a box", "checks the box", "tick", "ticks",
  "ticking", "form", "forms", "website", "web site", "webform", "web page", "webpage", "online", "app", "mobile app",
  "checkout", "check out", "keyword", "texting", "text us", "texts us", "text the", "texts the", "in person",
  "in-store", "in store", "point of sale", "verbal", "verbally", "ivr", "phone call", "over the phone", "by phone",
  "qr code", "kiosk", "paper", "intake", "booking", "book an appointment", "books an appointment", "consent",
  "portal", "request", "requests", "requested", "tap", "taps", "tapped", "tapping", "click", "clicks", "clicked",
  "clicking", "press", "presses", "pressed", "scan", "scans", "scanned", "scanning",
]);

/** Where a recipient opts in: a message flow names a place (or gives an address). */
export const OPT_IN_PLACE = wordsPattern([
  "website", "web site", "webform", "web form", "web page", "webpage", "site", "online", "app", "apps", "application",
  "portal", "store", "in-store", "in store", "shop", "in person", "office", "clinic", "front desk", "reception",
  "checkout", "check out", "counter", "kiosk", "event", "events", "paper", "form", "forms", "phone call", "call",
  "calls", "over the phone", "by phone", "ivr", "keyword", "short code", "number", "text", "texts", "texting", "sms",
  "qr code", "email", "e-mail", "settings", "account", "point of sale", "booking", "registration", "lesson", "visit",
  "appointment", "chat", "page", "dashboard", "profile",
]);

/** Words that say the recipient chose to receive messages. */
export const CONSENT = wordsPattern([
  "consent", "consents", "consented", "agree", "agrees", "agreed", "agreeing", "opt in", "opts in", "opted in",
  "opting in", "opt-in", "optin", "checkbox", "check box", "checks a box", "checks the box", "tick", "ticks", "ticking",
  "request", "requests", "requested", "sign up", "signs up", "signed up", "signing up", "signup", "subscribe",
  "subscribes", "subscribed", "enroll", "enrolls", "enrolled", "join", "joins", "initiate", "initiates",
  "start the conversation", "starts the conversation", "start a conversation", "starts a conversation", "texting",
  "text us", "texts us", "text the", "texts the", "authorize", "authorizes", "permission", "choose to", "chooses to",
  "turn on", "turns on", "turned on", "switch on", "switches on", "register for", "registers for", "registered for",
  "say yes", "says yes", "tap yes", "taps yes",
]);

/**
 * Consent as an action on the recipient's own number or setting: "enters their number and confirms",
 * "verifies their mobile number", "enables text notifications". Bare "confirm" or "enable" is not
 * consent ("we text to confirm appointments", "to enable faster support").
 */
export const CONSENT_ACTION = new RegExp(
  "(?<![A-Za-z0-9])(?:confirm|confirms|confirmed|confirming|verify|verifies|verified|verifying)" +
  "(?:\\s+(?:their|the|a|your|his|her)\\s+(?:[\\w'-]+\\s+){0,2}?(?:number|phone|opt-in|subscription|consent)" +
  "(?![A-Za-z0-9])|\\s+(?:it|them)(?![A-Za-z0-9])|(?=\\s*(?:[.,;:)]|$))|\\s+(?:with|by|using|via)(?![A-Za-z0-9]))" +
  "|(?<![A-Za-z0-9])(?:enable|enables|enabled|enabling)\\s+(?:[\\w'-]+\\s+){0,2}?" +
  "(?:text|texts|sms|notifications?|alerts?|messages?|messaging|codes?|two-factor|2fa)(?![A-Za-z0-9])",
  "i",
);

/** A box ticked on a form: "check the SMS box", "ticks a consent box", "selected the text option". */
export const BOX_TICKED = new RegExp(
  "(?<![A-Za-z0-9])(?:check|checks|checked|checking|tick|ticks|ticked|ticking|select|selects|selected|selecting)\\s+" +
  "(?:the|a|an|their)\\s+(?:[\\w'-]+\\s+){0,3}?(?:box|checkbox|option)(?![A-Za-z0-9])",
  "i",
);

/** A reply that agrees: "reply YES", "replying Y to the first text". */
export const REPLIED_YES =
  /(?<![A-Za-z0-9])(?:reply|replies|replied|replying|text|texts|texted|texting)\s+["'“‘]?(?:YES|Y)(?![A-Za-z0-9])/i;

/**
 * A recipient giving their number: "enters their mobile number", "provide a cell phone number",
 * "type their number". How a verification or sign-up page describes its opt-in.
 */
export const NUMBER_GIVEN = new RegExp(
  "(?<![A-Za-z0-9])(?:enter|enters|entered|entering|provide|provides|provided|providing|give|gives|gave|giving|" +
  "submit|submits|submitted|submitting|add|adds|added|adding|type|types|typed|typing|input|inputs|write|writes|" +
  "share|shares|shared|sharing)\\s+(?:[\\w'-]+\\s+){0,3}?(?:number|phone|mobile|cell)(?![A-Za-z0-9])",
  "i",
);

/**
 * A keyword texted to a number: "text DEALS to 55123", "texting the keyword JOIN to (415) 555-0100".
 * The keyword is written in capitals, as programs print it; the opt-out and help keywords are not opt-ins.
 */
export const KEYWORD_TEXTED = new RegExp(
  "(?<![A-Za-z0-9])(?:[Tt]ext|[Tt]exts|[Tt]exted|[Tt]exting|[Tt]xt|[Ss]end|[Ss]ends)\\s+(?:the\\s+(?:word|keyword)\\s+)?" +
  "[\"'“‘]?(?!(?:STOP|STOPALL|END|CANCEL|UNSUBSCRIBE|QUIT|OPTOUT|HELP|INFO)(?![A-Z0-9]))[A-Z][A-Z0-9]{1,29}[\"'”’]?\\s+to(?![A-Za-z0-9])",
);

/** A message flow that mentions these opts in on the web: it must give the page's address. */
export const WEB_OPT_IN = wordsPattern([
  "website", "web site", "webform", "web form", "web page", "webpage", "online", "landing page", "our site",
]);
