import { wordsPattern } from "./text";

/**
 * The words and domains the preflight rules look for. Each list is matched as whole words,
 * case-insensitive (see wordsPattern), and kept to terms that mean the thing on their own: a word
 * with an everyday second meaning ("weed", "hate", "spirits", "adult") is left out rather than
 * flagging sound registrations.
 */

/** CTIA's standard opt-out keywords. */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "END", "CANCEL", "UNSUBSCRIBE", "QUIT", "OPTOUT"];

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

/** Public URL shorteners: carriers filter their links. */
export const URL_SHORTENERS = [
  "bit.ly", "bitly.com", "tinyurl.com", "goo.gl", "t.co", "ow.ly", "is.gd", "buff.ly", "rebrand.ly", "cutt.ly",
  "shorturl.at", "tiny.cc", "rb.gy", "t.ly", "s.id", "lnkd.in", "shorte.st", "adf.ly", "bl.ink", "v.gd", "qr.ae",
  "tiny.one", "short.gy", "soo.gd", "clck.ru",
];

/** Public e-mail providers: not a business's own domain. */
export const FREE_MAIL = [
  "gmail.com", "googlemail.com", "yahoo.com", "ymail.com", "rocketmail.com", "hotmail.com", "outlook.com", "live.com",
  "msn.com", "aol.com", "icloud.com", "me.com", "mac.com", "protonmail.com", "proton.me", "gmx.com", "gmx.net",
  "mail.com", "yandex.com", "zoho.com", "zohomail.com", "tutanota.com", "fastmail.com", "hushmail.com", "inbox.com",
  "att.net", "comcast.net", "verizon.net", "sbcglobal.net", "cox.net", "qq.com", "163.com",
];

/** Social networks and link pages: not a brand's own website. */
export const SOCIAL_SITES = [
  "facebook.com", "fb.com", "fb.me", "instagram.com", "twitter.com", "x.com", "linkedin.com", "tiktok.com",
  "youtube.com", "youtu.be", "pinterest.com", "snapchat.com", "threads.net", "linktr.ee", "craigslist.org", "yelp.com",
  "nextdoor.com", "reddit.com", "tumblr.com",
];

/** Use cases whose messages are not promotional (a standard use case other than MARKETING). */
export const TRANSACTIONAL_USE_CASES = [
  "2FA", "ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "DELIVERY_NOTIFICATION", "FRAUD_ALERT", "HIGHER_EDUCATION",
  "POLLING_VOTING", "PUBLIC_SERVICE_ANNOUNCEMENT", "SECURITY_ALERT",
];

/** US EIN prefixes the IRS never assigns. */
export const INVALID_EIN_PREFIXES = new Set([
  "00", "07", "08", "09", "17", "18", "19", "28", "29", "49", "69", "70", "78", "79", "89", "96", "97",
]);
