import { phrase, type Phrase } from "../reading/phrase";
import { PURPOSE_KINDS_ON_THEIR_OWN } from "./purpose";
import { MESSAGE_KINDS, WHO } from "./texting";

/*
 * How message flows describe an opt-in: the method, the place, and the recipient's consent, as phrase
 * patterns over a text's words (reading/phrase.ts). A word written /so/ is matched as written, not by its
 * lemma, where the regular expressions these phrases replace matched only those forms ("ticked" is a box
 * ticked for the person, "ticks" one the person ticks). Kept to terms that mean the thing on their own: a word
 * with an everyday second meaning is left out rather than flagging sound registrations. `_N` is a gap of plain
 * words, as the expressions' `(?:[\w'-]+\s+){0,N}?` was. Sources: CTIA Messaging Principles and Best Practices 5.1
 * (consent); the vendors' codes the opt-in rules name for each fact (rules/callToAction.ts, sources.ts).
 * Two stay regular expressions: KEYWORD_TEXTED, whose keyword is told by its capitals (a phrase's words and shapes are
 * case-insensitive) and whose group gives the keywords themselves; POLICY_LINK, read over a link's address, not words.
 * From CONSENT_ACTS on, the opt-in reading's own patterns (reading/optIn.ts): the consent's acts, a conversation the
 * customer starts (CTIA 5.1.1, consumer-initiated conversations), staff asking and a spoken opt-in with its script
 * and record (Twilio 30979), a signed-in area, the brand's own channels and devices, printed matter, the routes that
 * are not a web page and the written ones beside a spoken one (Bandwidth 2101), and an opt-out said to take a letter
 * (CTIA 5.1.3).
 */

/** The same pattern once for each of a slot's fillers: `each("at ~4 {place}", { place: ["web site", "qr code"] })`. */
function each(source: string, slots: Record<string, readonly string[]>): Phrase[] {
  let sources = [source];
  for (const [name, fillers] of Object.entries(slots)) {
    sources = sources.flatMap((s) => (s.includes(`{${name}}`) ? fillers.map((f) => s.replaceAll(`{${name}}`, f)) : [s]));
  }
  return sources.map((s) => phrase(s));
}

/** How and where a recipient opts in: a message flow names at least one. */
export const OPT_IN_METHOD = [
  phrase("/sign|signs|signed|signing/ -? /up/"),
  phrase(
    "/signup|subscribe|subscribes|subscribed|enroll|enrolls|enrolled|enrollment|register|registers|registration|optin|" +
    "join|joins|checkbox|tick|ticks|ticking|form|forms|website|webform|webpage|online|app|checkout|keyword|texting|" +
    "verbal|verbally|ivr|kiosk|paper|intake|booking|consent|portal|request|requests|requested|" +
    "tap|taps|tapped|tapping|click|clicks|clicked|clicking|press|presses|pressed|scan|scans|scanned|scanning/",
  ),
  phrase("/opt|opts|opted|opting/ -? /in/"), phrase("/check/ -? /box/"), phrase("/checks/ /a|the/ /box/"),
  phrase("/web/ -? /site|page/"), phrase("/check/ -? /out/"), phrase("/text|texts/ -? /us|the/"),
  phrase("/in/ -? /person|store/"), phrase("/point/ -? /of/ -? /sale/"), phrase("/phone/ -? /call/"),
  phrase("/over/ /the/ /phone/"), phrase("/by/ /phone/"), phrase("/qr/ -? /code/"), phrase("/mobile/ -? /app/"),
  phrase("/book|books/ /an/ /appointment/"),
];

/** Words that say the recipient chose to receive messages. */
export const CONSENT = [
  phrase(
    "/consent|consents|consented|agree|agrees|agreed|agreeing|optin|checkbox|tick|ticks|ticking|request|requests|" +
    "requested|signup|subscribe|subscribes|subscribed|enroll|enrolls|enrolled|join|joins|initiate|initiates|texting|" +
    "authorize|authorizes|permission/",
  ),
  phrase("/opt|opts|opted|opting/ -? /in/"), phrase("/opt-in/"), phrase("/check/ -? /box/"), phrase("/checks/ /a|the/ /box/"),
  phrase("/sign|signs|signed|signing/ -? /up/"), phrase("/start|starts/ /the|a/ /conversation/"),
  phrase("/text|texts/ -? /us|the/"), phrase("/choose|chooses/ -? /to/"), phrase("/turn|turns|turned|switch|switches/ -? /on/"),
  phrase("/register|registers|registered/ -? /for/"), phrase("/say|says|tap|taps/ -? /yes/"),
];

const CONFIRM = "/confirm|confirms|confirmed|confirming/";
/** What a consent is given to: the texts, or the kind of message they are. */
const WANTED = "text|texts|sms|notification|notifications|alert|alerts|message|messages|code|codes|passcode|passcodes|reminder|reminders|update|updates";

/**
 * Consent as an action on the recipient's own number or setting: "enters their number and confirms",
 * "verifies their mobile number", "enables text notifications". Bare "confirm" or "enable" is not
 * consent ("we text to confirm appointments", "to enable faster support").
 */
export const CONSENT_ACTION = [
  ...each("{v} their|the|a|your|his|her _2 {what}", {
    v: [CONFIRM, "/verify|verifies|verified|verifying/"], what: ["number|numbers|phone|subscription|consent", "opt - in"],
  }),
  // (a confirmation that ends its clause: "enters their number and confirms.")
  ...each("{v} it|them|with|by|using|via|/[.,;:)]/", { v: [CONFIRM, "/verify|verifies|verified|verifying/"] }),
  phrase("/enable|enables|enabled|enabling/ _2 text|texts|sms|notification|notifications|alert|alerts|message|messages|messaging|code|codes|2fa|/two-factor/"),
  phrase("/enable|enables|enabled|enabling/ _2 two - factor"),
  // "confirms they want sign-in codes by SMS", "confirm that you would like to receive text alerts"
  ...each(`{v} that? {who} {want} to? receive|get? _3 ${WANTED}`, {
    v: [CONFIRM, "/indicate|indicates|indicated/"], who: ["they|you|he|she", "the user|customer"],
    want: ["/want|wants|wish|wishes|agree|agrees|prefer|prefers/", "would like"],
  }),
];

/**
 * A box ticked on a form: "check the SMS box", "ticks a consent box", "selected the text option", or the box's
 * own words quoted, in double or single quotes ("may check \"It's OK to text me\"", "checks 'Send my codes by SMS'").
 */
const TICK = "/check|checks|checked|checking|tick|ticks|ticked|ticking|select|selects|selected|selecting/";
export const BOX_TICKED = [phrase(`${TICK} the|a|an|their _3 box|checkbox|option`), phrase(`${TICK} /"|“|'|‘/`)];

/** A reply that agrees: "reply YES", "replying Y to the first text". */
export const REPLIED_YES = each("/reply|replies|replied|replying|text|texts|texted|texting/ {quote} yes|y", {
  quote: ["", "/[\"'“‘]/"],
});

/**
 * A recipient giving their number: "enters their mobile number", "provide a cell phone number",
 * "type their number". How a verification or sign-up page describes its opt-in.
 */
export const NUMBER_GIVEN = [
  phrase(
    "/enter|enters|entered|entering|provide|provides|provided|providing|give|gives|gave|giving|submit|submits|submitted|" +
    "submitting|add|adds|added|adding|type|types|typed|typing|input|inputs|write|writes|share|shares|shared|sharing/ " +
    "_3 number|numbers|phone|mobile|cell",
  ),
];

/**
 * A keyword texted to a number: "text DEALS to 55123", "texting the keyword JOIN to (415) 555-0100", or
 * printed as a sign or sticker prints it, "Text TUNEUP for yearly reminders".
 * The keyword is written in capitals, as programs print it; the opt-out and help keywords are not opt-ins.
 * Several may be offered at once ("text DEALS or SAVE to …"): the first group holds them all.
 */
const KEYWORD =
  "[\"'“‘]?(?!(?:STOP|STOPALL|END|CANCEL|UNSUBSCRIBE|QUIT|OPTOUT|HELP|INFO)(?![A-Z0-9]))[A-Z][A-Z0-9]{1,29}[\"'”’]?";

/** A verb of texting, then one keyword or several ("JOIN or SI"): what KEYWORD_TEXTED and KEYWORD_SAID both start with. */
const KEYWORDS_AFTER_TEXTING =
  "(?<![A-Za-z0-9])(?:[Tt]ext|[Tt]exts|[Tt]exted|[Tt]exting|[Tt]xt|[Ss]end|[Ss]ends)\\s+(?:the\\s+(?:word|keyword)\\s+)?" +
  `(${KEYWORD}(?:\\s*(?:,|/|or|and)\\s*${KEYWORD})*)`;

export const KEYWORD_TEXTED = new RegExp(`${KEYWORDS_AFTER_TEXTING}\\s+(?:to|for)(?![A-Za-z0-9])`);

/**
 * A keyword said as texted, whatever follows ("they text TORNADO, get a confirm"): a word to type, not a name, wherever
 * the reading looks for the brand's name. (A keyword advertised is `KEYWORD_TEXTED`: texted to a number or for something.)
 */
export const KEYWORD_SAID = new RegExp(`${KEYWORDS_AFTER_TEXTING}(?![A-Za-z0-9])`);

/** Someone asking the recipient, as a verbal opt-in: "the technician asks the customer whether they would like a text". */
export const ASKED = [
  phrase(
    "/ask|asks|asked|asking/ the|each? /(?:customer|caller|patient|client|member|guest|shopper|user|resident|donor|student|" +
    "parent|them|him|her)s?/ whether|if",
  ),
  phrase("/ask|asks|asked|asking/ whether|if"),
];

/** A message flow that mentions these opts in on the web: it must give the page's address. */
export const WEB_OPT_IN = [
  phrase("website|webform|webpage|online"), phrase("web -? site|form|page"), phrase("landing -? page"), phrase("our site"),
];

/** Words that say where, introducing a place: "on our website", "at checkout", "in the Acme app". */
const AT = "/at|on|in|via|through|from|using|by|during|over|into|inside|within|onto/";
/** Places and channels an opt-in happens at, as one word. */
const PLACES = [
  "website", "site", "webform", "webpage", "page", "form", "forms", "app", "application", "portal", "store", "stores",
  "shop", "office", "clinic", "desk", "reception", "checkout", "counter", "register", "kiosk", "event", "events", "booth",
  "paper", "phone", "call", "calls", "ivr", "keypad", "menu", "settings", "profile", "dashboard", "pos", "terminal",
  "reader", "tablet", "chat", "widget", "booking", "enrollment", "location", "locations", "branch", "branches", "door",
  "visit", "appointment", "lesson", "class", "meeting", "pickup", "delivery", "screen", "signup", "flow", "card",
  "survey", "agent", "representative", "staff", "number", "line", "hotline", "shortcode", "intake", "consultation",
  "onboarding", "orientation", "registration", "conversation", "check-out", "sign-up",
];
/**
 * A concrete place or channel where the opt-in happens, introduced as a place ("on our website",
 * "at checkout", "in the Acme app", "over the phone", "in person"): what makes a call to action
 * more than "customers sign up to receive our texts", however long that is made.
 */
export const CONCRETE_PLACE = [
  phrase(`${AT} _4 /${PLACES.join("|")}/`),
  ...each(`${AT} _4 {place}`, {
    place: ["web site|form|page", "point of sale", "qr code", "short code", "check - out", "sign - up"],
  }),
  phrase("in -? person|store"), phrase("/in-person|in-store|verbal|verbally|checkin|check-in|dropoff|drop-off|callers?/"),
  phrase("qr code"), phrase("point of sale"), phrase("over the phone"), phrase("front desk"), phrase("check - in"),
  phrase("waiting room"), phrase("drop -? off"), phrase("service|phone|help|support|main|customer /line/"),
  phrase("/dispatch|dispatcher|dispatchers/"), phrase("phone /call|calls/"),
  // "at the end of a 311 text conversation", "in the SMS thread"
  phrase("text|sms|chat /conversations?|threads?|exchanges?/"),
  // "when they sign the onboarding form", "fill out a paper card"
  phrase(
    "/sign|signs|signed|fill|fills|filled|complete|completes|completed|submit|submits|submitted/ out|in? " +
    "the|a|an|our|their|its _3 /form|sheet|card|application|agreement/",
  ),
];

/** A link to the brand's policies, not to a page with an opt-in. */
export const POLICY_LINK = /privacy|terms|legal|policy/i;

/** Ticked, selected or switched on: the states of a box or switch put in for the person. */
const ON = ["/checked|ticked|selected|enabled/", "switched|turned on"];
const BOXES = ["/box|checkbox|tickbox|checkbox|toggle|switch|consent/", "tick|check - box"];
const FILLED = ["pre|already -? filled", "/pre-filled|prefilled|already-filled/"];

/** A consent box checked before the recipient acts: "pre-checked", "checked by default", "automatically opted in". */
/**
 * The brand's people ticking the box on the person's behalf: "the tech ticks the deals box on the receipt for the
 * customer before handing it over" (not once the person says yes: "the clerk ticks it for the customer if they agree").
 * Pre-checked only where the flow reads no yes of the person's own (reading/scope.ts): where staff ask and mark the
 * answer, the tick is the record of a spoken opt-in (Twilio 30979), not a box set for them (Twilio 30909, CTIA 5.1.2).
 */
export const TICKED_FOR_THEM = [
  phrase("@staff /tick|ticks|ticked|check|checks|checked|mark|marks|marked|select|selects|selected/ ~3 /box|checkbox|toggle|switch|option|it/ ~5 for the|each|every|a? " +
    "/customer|client|patient|guest|buyer|owner|homeowner|member|them|you|him|her/ !>who|that|if|when|once|after|whenever|as|'s|’s", {
    staff: ["tech", "techs", "technician", "technicians", "cashier", "cashiers", "staff", "agent", "agents", "rep", "reps",
      "receptionist", "receptionists", "clerk", "clerks", "driver", "drivers", "nurse", "nurses", "installer", "installers",
      "we", "i", "employee", "employees", "advisor", "advisors"],
  }),
];
export const PRE_CHECKED = [
  ...each("pre|already -? {on}", { on: ON }),
  phrase("/pre-checked|pre-ticked|pre-selected|pre-enabled|pre-marked|prechecked|preticked|preselected|preenabled|premarked/"),
  // the brand setting it in advance, any form of the verb: "we pre-check that box on every order", "staff pre-tick it"
  phrase("pre-check|pre-tick|pre-select|pre-enable|pre-mark ~3 box|boxes|checkbox|checkboxes|option|options|toggle|switch|it|them"),
  // a box that arrives in its on state, whatever verb brings it: "a checkbox that ships checked", "the toggle loads on",
  // "the box comes ticked"
  ...each("/come|comes|came|ship|ships|shipped|load|loads|loaded|arrive|arrives|appear|appears|show|shows/ {state}", {
    state: ["/checked|ticked|selected|enabled/"],
  }),
  phrase("/pre-switched|pre-turned|preswitched|preturned/ on"),
  // filled in advance is the box's, not the phone number's ("the mobile number pre-filled" is a convenience)
  ...each("{box} ~4 {filled}", { box: BOXES, filled: FILLED }),
  ...each("{filled} in? {box}", { box: BOXES, filled: FILLED }),
  ...each("{state} by default", { state: [...ON, "/on/", "opted -? in"] }),
  // (the verb in any form, by its lemma: "a checkbox defaulted to checked", "the toggle defaults to on")
  phrase("default to /checked|ticked|selected|yes|on/"), phrase("default to opted -? in"),
  ...each("automatically {state}", { state: ["/checked|ticked|enrolled|subscribed|added/", "opted -? in", "signed up"] }),
  ...each("{state} automatically", { state: ["/checked|ticked|selected|enrolled|subscribed/", "opted -? in"] }),
  // "a box that is ticked when the page loads", "ticked for you", "switched on from the start"
  ...each("{state} when|as|once the? page|form|screen|app /loads|opens|appears/", { state: [...ON, "/on/"] }),
  ...each("{state} for you|them|customers|users|members|everyone|everybody", { state: ON }),
  ...each("{state} for the customer", { state: ON }),
  // switched on for everyone it applies to: "an SMS toggle, switched on for every new project"
  phrase("/switched|turned/ on for every|each|all"),
  ...each("{state} from the start", { state: ["/checked|ticked|selected|on/"] }),
  // the mark put in for them: "printed with the X already in it", "the check mark is already there"
  phrase("x|mark|checkmark|tick is? already in|there|on|made"), phrase("check mark is? already in|there|on|made"),
  // the box the brand ticks for the person: "leave the box we tick for u", "the line staff check for customers"
  phrase("box|checkbox|toggle|line|one we|staff|they /tick|check|mark|select|ticks|checks|marks|selects/ ~1 for you|them|customers|everyone"),
  // on until the person turns it off: "owners get reminders unless they turn them off under Contact Preferences"
  phrase("unless ~3 /turn|turns|switch|switches|untick|unticks|uncheck|unchecks/ ~3 off"),
  // "switched on for every new account", "enabled for all customers"
  // (whoever they are: "text alerts are now ON for every seller with a verified phone")
  ...each("{state} for every|all|each", { state: [...ON, "/on/"] }),
  // in or set to its on state with no one acting: "starts in the on position", "is set to Yes for new accounts"
  phrase("be|start|starts|started|come|comes|sit|sits|stay|stays ~1 in the /on|yes|checked/ position"),
  phrase("be|come|comes ~1 set to /on|yes|checked|ticked/"),
  // in the list until the person undoes it: "customers are opted in unless they uncheck the box", "enrolled unless
  // they opt out"
  phrase("/opted|enrolled|subscribed/ in? unless ~3 /uncheck|unchecks|untick|unticks|decline|declines|opt|opts|deselect|deselects/"),
  // turned on by the brand, its object left out: "a checkbox we turn on for everyone by default"
  phrase("we|staff|they turn|turns|switch|switches|set|sets on for everyone|everybody|all|every|each"),
  phrase("/on/ ~3 by default"),
  // the brand's own act of setting it, by default: "a box we check by default", "staff tick it by default"
  phrase("we|staff|they /check|tick|select|mark|set|turn|switch/ ~4 by default"),
  // or beforehand: "we check the box ahead of time so folks don't forget", "staff tick it in advance"
  phrase("we|staff|they /check|tick|select|mark/ ~2 box|checkbox|option|line|it ~2 ahead of time"),
  phrase("we|staff|they /check|tick|select|mark/ ~2 box|checkbox|option|line|it ~2 in advance !>of"),
  phrase("we|staff|they /check|tick|select|mark/ ~2 box|checkbox|option|line|it ~2 beforehand"),
  // the default written as a setting's value: "a box, default checked=true", "default: on"
  phrase("default :? /checked|ticked|selected|on|yes|true/"), phrase("/checked|ticked|selected/ = /true|yes|1/"),
  // signed up with no act of the person's: "every member is signed up automatically" (not "signed up automatically when
  // they text JOIN", their own act)
  phrase("/signed/ up automatically !>when|once|after|if|by|as"),
  // in unless the person objects: "signs the number up unless the customer says otherwise", "unless they object"
  phrase("unless ~4 /say|says|tell|tells/ otherwise"), phrase("unless ~3 /object|objects|objected/"),
];

/**
 * Consent made a condition of something else: of a purchase or the service, or folded into
 * accepting the terms ("as a condition of service", "must agree to receive texts to create an
 * account", "by accepting our Terms of Service, customers agree to receive text messages").
 */
const TERMS_ACCEPTED = ["/accepting|agreeing|signing|accept|agree/ to?", "they /accept|agree/ to?"];
export const CONSENT_CONDITION = [
  phrase(
    "condition of any|the|their|a? " +
    "/purchase|service|sale|enrollment|registration|employment|use|using|checkout|membership|account|loan|booking/",
  ),
  phrase("/texts?|sms|messages?|messaging|consent/ _4 as|is part of our|the|its|their /terms|tos|service|membership|account|purchase/"),
  ...each("{consent} to? _4 /is|are/ {required} to|for|in", {
    consent: ["/consent|agreement|agreeing/", "opt -? in", "/opting/ - in"], required: ["/required|mandatory/", "a requirement"],
  }),
  ...each("by|when|after {accept} our|the|its|their _1 {terms} ~16 /consent|agree|opt|receive|authorize/", {
    accept: TERMS_ACCEPTED, terms: ["/terms|tos/", "privacy policy"],
  }),
  // the thing wanted works only with the box checked: "the booking is only possible when this box is checked"
  phrase("only /possible|allowed|available|works/ when|if|once|after this|the|that /box|checkbox|toggle|option/ is /checked|ticked|on|selected/"),
  phrase("button /stays|remains|is/ /grey|gray|greyed|grayed|disabled/ out? until|before|unless"),
  // a price or discount given only with the consent: "the 10% member price only works if the text box is ticked",
  // "get the $99 exam price only if they text SMILE"
  phrase("price|pricing|discount ~3 only if|when|once|with ~6 text|texting|sms|box|checkbox|toggle|sign|join|subscribe|opt"),
  phrase("price|pricing|discount ~3 only work|apply|count if|when|once|with ~6 text|texting|sms|box|checkbox|toggle|sign|join|subscribe|opt"),
  // the consent as a numbered part of a contract: "Section 7 of the enrollment agreement says families agree to texts"
  phrase("/section|clause|paragraph|article/ # of the|our|their|its? _2 /agreement|contract|lease|terms/"),
];

/** Who opt-in data is shared with, other than the brand: the last words of a phrase. */
const PARTIES = [
  "/(?:partner|affiliate|sponsor|vendor|advertiser|marketer|lender|contractor|provider)s?/", "third -? /party|parties/",
  "/third-party|third-parties/", "other /companies|businesses|brands/",
];
/** Who sends the offers, as "our", "select", "trusted" or a kind of partner say it: "offers from our select marketing partners". */
const FROM_WHOM = "our|select|selected|trusted|participating? our|select|selected|trusted|participating? marketing|business|retail|advertising?";
const SHARED = "/share|shares|shared|sharing|sell|sells|sold|selling|rent|rents|provide|provides|provided|pass|passes|passed|give|gives|transfer|transfers|transferred|disclose|discloses|disclosed|send|sends|forward|forwards|forwarded/";
const DATA = ["/numbers?|information|info|data|details|contacts?|consent|leads?|requests?|optins?/", "opt - in|ins"];

/**
 * Opt-in data shared with others, or others allowed to message the subscriber: "we share your
 * number with our partners", "numbers are provided to affiliates", "our partners may text you",
 * "offers from select third parties", "offers from Acme and our marketing partners".
 */
export const THIRD_PARTY = [
  ...each(`${SHARED} _4 {data} _2 with|to _2 {party}`, { data: DATA, party: PARTIES }),
  ...each("{data} _3 {be} _1 /shared|sold|provided|passed|given|transferred|disclosed|sent|forwarded/ with|to _2 {party}", {
    data: DATA, be: ["/is|are|get|gets/", "will|may|can|might be"], party: PARTIES,
  }),
  ...each("{party} _2 /may|will|can|could|might/ also? /text|message|contact|send|call/", { party: PARTIES }),
  ...each("{party} _2 /may|will|can|could|might/ also? reach out", { party: PARTIES }),
  ...each(`/offers?|messages?|texts?|promotions?|deals?|marketing|alerts?/ from ${FROM_WHOM} {party}`, { party: PARTIES }),
  phrase("/partner|sponsor|affiliate/ /offers|messages|promotions|texts|deals|marketing/"),
  phrase("third -? party /offers|messages|promotions|texts|deals|marketing/"),
  // Offers from a sponsor or partner whatever modifies it: "offers from our league sponsor Midwest Auto Glass"
  phrase("/offers?|promotions?|deals?|marketing/ from our|a|an|the? _2 /partners?|sponsors?|affiliates?|advertisers?/"),
  // Numbers bought or rented from others: "we purchase opt-in lists", "rented lead lists".
  phrase("/purchase|purchases|purchased|buy|buys|bought|rent|rents|rented/ _3 /lists?|leads|contacts/"),
  ...each("/texts?|messages?|offers?|calls?|alerts?/ from _3 and|& its|our|their _1 {party}", { party: PARTIES }),
  // Others given the brand's own list, as what they get: "sponsors (local agents, a tutoring company) get our parent list
  // so they can text families", "partners receive our customer numbers"
  ...each("{party} ~9 /get|gets|got|receive|receives|received|buy|buys|bought/ our _2 /lists?|numbers|contacts|data|roster|directory/", {
    party: PARTIES,
  }),
];

/** A person whose yes is named ("the customer's verbal yes"), as written (texting.ts WHO is the lemmas' list). */
const PERSON_AS_WRITTEN = "/customer|caller|patient|user|member|client|guest|shopper|student|parent|resident/";
/**
 * Consent as a choice the recipient makes in their own words or clicks: "customers who want the
 * texts enter their number", "picks \"Text me a code\"", "records the customer's yes", "press 1 to receive
 * alerts by text", "register their mobile number for alerts".
 */
export const CONSENT_CHOICE = [
  ...each(`who|that {want} to? receive|get? the|our|these|a? _2 /(?:text|message|alert|code|receipt|reminder|update|notification)s?|sms/`, {
    want: ["/want|wants|choose|chooses/", "/ask|asks|opt|opts/ for"],
  }),
  ...each("/pick|picks|picked|choose|chooses|chose|select|selects|selected|click|clicks|clicked|tap|taps|tapped|press|presses|pressed/ the? option? {quote} /text|sms/ me", {
    quote: ["", "/[\"“'‘]/"],
  }),
  phrase(`${PERSON_AS_WRITTEN} /'s|’s/ verbal? /yes|agreement|permission/`),
  // "press 1 to receive account alerts by text" (an IVR), "register their mobile number for RidgeAlert"
  phrase("/press|presses|pressed|pressing/ /\\d|#|\\*/ to /receive|get|subscribe/"),
  phrase("/press|presses|pressed|pressing/ /\\d|#|\\*/ to opt in"),
  phrase("/press|presses|pressed|pressing/ /\\d|#|\\*/ to sign up"),
  ...each("{register} their|his|her|your|a mobile|cell|phone? /number|phone/ for", {
    register: ["/register|registers|registered|registering|enroll|enrolls|enrolled|enrolling/", "/sign|signs|signed/ up"],
  }),
  ...each("{register} their|his|her|your|a cell phone /number|phone/ for", {
    register: ["/register|registers|registered|registering|enroll|enrolls|enrolled|enrolling/", "/sign|signs|signed/ up"],
  }),
  ...each("{register} their|his|her|your|a mobile|cell|phone? /number|phone/ to receive|get", {
    register: ["/register|registers|registered|registering|enroll|enrolls|enrolled|enrolling/", "/sign|signs|signed/ up"],
  }),
];

/*
 * Words the opt-in's reading (reading/read.ts) meets one at a time, as written or by lemma: what writes rather than
 * speaks, what signing up on a page names, and the words around a program's name that say what its texts are about
 * (CTIA 5.1, Twilio 30987 and 30913 for the kinds of text one consent covers).
 */

/** Written things whose words "say" something: a saying with one of these as its subject is read, not spoken. */
export const WRITTEN_SAYERS = new Set([
  "reply", "text", "message", "confirmation", "auto-reply", "autoreply", "sign", "screen", "page", "label", "card", "poster",
  "flyer", "form", "email", "e-mail", "banner", "receipt", "paystub", "website", "site", "notice", "letter", "sheet",
]);

/** Signing up on a page: a word of these in its sentence makes a mention of a website an opt-in there. */
/**
 * Acts of signing up that name a page ("the plan signup page", "our sign-up page", "the registration page"): a page
 * the person fills in to sign up, whose fields a flow may list (Bandwidth 2139 asks that a web form have a phone field).
 */
export const SIGN_UP_PAGES = ["signup", "registration", "enrollment", "enrolment", "optin", "checkout", "subscription"];
export const SIGN_UP_WORDS = new Set([
  "sign", "signs", "signed", "signing", "join", "joins", "subscribe", "subscribes", "register", "registers", "enroll",
  "enrolls", "enter", "enters", "form", "box", "checkbox", "opt", "opts", "tick", "ticks", "check", "checks", "button",
  "consent", "consents", "agree", "agrees", "request", "requests", "toggle", "switch", "turn", "turns", "field",
]);

/** The texts themselves, as prose names them: a topic near one of these is what they are about. */
export const MESSAGE_WORDS = new Set(["text", "texts", "texting", "sms", "message", "messages", "msg", "msgs", "mms", ...PURPOSE_KINDS_ON_THEIR_OWN]);

/** What a program of texts is called by: "move-day texts", "Inkwell's flash day list", "academic deadline alerts". */
export const PROGRAM_HEADS = new Set([
  "text", "texts", "message", "messages", "msg", "msgs", "sms", "alert", "alerts", "update", "updates", "notification",
  "notifications", "list", "club", "program", "programme", "reminder", "reminders", "notice", "notices",
  // "freeze warnings from Tolliver Plumbing", "storm warning texts"
  "warning", "warnings",
]);
/**
 * A notice named by what it comes with, in the consent's own words (CTIA 5.1.1, Twilio 30544: what the texts are about):
 * "a heads-up when flu shots are in", "a text when your order ships", "a warning if the pipes may freeze".
 */
export const EVENT_NOUNS = ["alert", "notice", "reminder", "warning", "ping", "note", "text", "message", "nudge", "heads-up"];

/** Words before a program's name that say how many or how, not what about. */
export const NOT_A_TOPIC = new Set([
  "text", "texts", "sms", "mms", "message", "msg", "few", "more", "other", "some", "any", "no", "daily", "weekly",
  "monthly", "occasional", "periodic", "recurring", "regular", "optional", "free", "short", "quick", "new", "first",
  "welcome", "confirmation", "opt-in", "subscriber", "mailing", "contact", "phone", "mobile", "cell", "email",
  "automated", "automatic", "autodialed", "prerecorded", "personal", "individual",
  // (how the consent to them was given, not what they are about: "notes \"verbal SMS yes\"", "written text consent";
  // the consent's manners as the TCPA and CTIA 5.1.2 name them)
  "verbal", "oral", "spoken", "written", "express", "prior",
]);

/** Kinds of text that carry any topic: informational only by what they are about. */
export const ANY_TOPIC = new Set(["alert", "notice", "code", "update"]);

/** What a business sells as well as books: informational only where the words make it the person's own ("my lesson"). */
export const SOLD = new Set(["ticket", "tour", "lesson", "schedule", "visit"]);

/** Kind nouns that take their topic as a modifier and keep their kind ("event news", "pool alerts", "closure notices"). */
export const TOPIC_HEADS = new Set(["news", "newsletter", "alert", "notice"]);

/**
 * Printed matter that is also what a person pays with ("credit card", "the card field", "bill pay"): no printed
 * matter the opt-in is given on where a kind of payment comes before it or a part of paying after it.
 */
export const PAID_WITH = ["card", "cards", "bill", "bills"];
/** Kinds of card a person pays with: "credit card", "gift card". */
export const PAID_WITH_KINDS = ["credit", "debit", "payment", "bank", "gift"];
/** Parts of paying named after the card or bill: "card field", "card number", "bill pay". */
export const PAID_WITH_PARTS = [
  "field", "number", "reader", "payment", "payments", "details", "info", "information", "pay", "page", "purchase", "purchases",
];

/** Where an asking is written, not spoken: "at the end of a support chat, the agent asks …" (Twilio 30979 is for the spoken). */
export const WRITTEN_ASKING = ["chat", "chats", "e-mail", "email", "emails", "dm", "messenger", "online", "website", "portal", "app"];

/** Words that name the policies (CTIA 5.2.1 asks a call to action to link them). */
export const POLICY_WORDS = ["privacy", "terms", "policy", "policies"];
/** What is done to show the policies: "there's no link to terms", "the privacy policy is not shown". */
export const SHOWN_WORDS = ["link", "links", "linked", "show", "shows", "shown", "display", "displayed", "mention", "mentioned", "given", "posted"];

/** Words that make a thing the person's own ("my lesson", "your tickets"): possessive determiners. */
export const PERSONS_OWN = ["your", "my", "their", "his", "her"];

/** A record the consent is kept on, no place the person acts: "consent is on file with the account". */
export const ON_FILE = ["file", "files", "record", "records"];

/**
 * The person entering the number themselves after a spoken opt-in ("the patient types their number into the tablet"):
 * the verbs of entering (ENTERING), who enters besides the people the reading knows (ENTERER), and what (ENTERED).
 */
export const ENTERING = ["type", "enter", "input", "key", "tick", "check", "write", "submit"];
export const ENTERER = ["person", "he", "she"];
export const ENTERED = ["number", "phone", "mobile", "cell", "box", "checkbox"];

/** Verbs of saying: a spoken opt-in's, unless a written thing (WRITTEN_SAYERS) is what says. */
export const SAYING = ["say", "tell", "read"];

/** Wanting the texts: said of everyone at once (EVERYONE), the brand's presumption, not anyone's act (CTIA 5.1). */
export const WANTING = ["want", "like", "prefer", "wish"];
export const EVERYONE = ["all", "every", "everyone", "everybody", "each"];

/** The verbs of starting a conversation (vocabulary/replies.ts THREADS) the customer starts: "customers start a text chat". */
export const STARTING = ["start", "begin", "initiate", "open"];

/** Words of a consent's control: a sentence with one is about the box (Twilio 30556 for channels bundled in one). */
export const ABOUT_CONSENT = [
  "box", "checkbox", "button", "toggle", "switch", "turn", "option", "consent", "agree", "opt", "authorize", "permission",
  "tick", "check",
];
/** A box, for a box of a channel's own set apart from the one box's layout ("own line" places it on the form). */
export const BOX_WORDS = [
  "box", "boxes", "checkbox", "checkboxes", "toggle", "switch", "tickbox", "option", "consent", "opt-in", "line", "lines",
];
/** A control per channel to pick from: "separate boxes", "buttons for E-mail, Text, or No reminders", "options: email or text". */
export const OWN_BOX = ["separate", "separately", "another", "own", "individual", "individually", "distinct", "buttons", "options", "choices"];

/**
 * Records kept for another purpose: numbers taken from them come from a source, not the person ("numbers from the tax
 * roll", "matched to the county voter file"; Twilio 30932, CTIA 5.1.4), where a word of source (SOURCE_WORDS) comes before.
 */
export const RECORD_KINDS = ["tax", "utility", "utilities", "court", "dmv", "assessor", "licensing", "permit", "voter", "voters", "public"];
export const SOURCE_WORDS = ["from", "off", "using", "against", "to", "with", "number", "numbers", "cell", "cells", "mobile", "phone", "phones"];

/** What a "for" names that is not what the texts are about: "text HELP for help", "for more details". */
export const NOT_WHAT = ["help", "info", "information", "details", "more", "number", "phone", "cell", "mobile", "free"];

/**
 * What the consent's words say the texts are about, read from its verbs of texting (CTIA 5.2.1 asks a call to action
 * for the program's purpose): the verbs whose object is what is sent ("Text me Northside Co-op member votes", "send me
 * lane openings"), the texts something comes by ("league votes by text", "openings via SMS"), the verbs timed to the
 * person's own event ("text me when my session starts", "alert you if a payment fails") or, in the consent's own
 * words, hearing of it ("to hear first when spots open"), and the number the texts go to ("text this number when …").
 */
export const TEXTING_VERBS = ["text", "send", "message"];
export const TEXTED_BY = ["text", "texts", "sms", "texting", "message"];
export const EVENT_VERBS = ["text", "message", "notify", "alert", "remind", "ping"];
export const HEARING = ["hear", "know", "learn"];
/**
 * Verbs of getting the texts, whose object after a keyword invitation is what the texts are about ("Text MOVEIN to … to
 * get your space number and move-in help"): CTIA 5.2.1 asks a call to action for the program's purpose.
 */
export const GETTING = ["get", "receive"];
/**
 * Verbs of being or showing before the paper or screen a call to action is on ("which is on the checkout receipt",
 * "printed on every invoice", "listed in the newsletter"): where the keyword is read, not what the texts are about
 * (CTIA 5.2.1 asks for the program's purpose, which the place it is printed on does not give). By lemma.
 */
export const SHOWN_ON = ["be", "print", "post", "show", "list", "display", "appear", "find", "include", "feature"];
/** Verbs of wishing that open a question offering what the texts bring ("Want last-minute openings? Text OPENINGS to …"). */
export const WISHING = ["want", "need"];
export const NUMBER_TEXTED = ["number", "phone", "mobile", "cell"];
/**
 * Verbs, by lemma, of staff marking or writing down a spoken yes where it is kept (Twilio 30979 asks how a spoken opt-in
 * is recorded): "I tick \"texts OK\" in their card", "switches it on", "write Y next to the number", "she enters the number".
 */
export const MARKING_VERBS: ReadonlySet<string> = new Set([
  "tick", "check", "mark", "flip", "switch", "toggle", "turn", "write", "enter", "type", "key", "note", "log", "record",
  "select", "initial", "tap", "click", "save", "flag",
]);
/** The conditions a spoken yes is given as, and the yes itself: "if they say yes", "once the caller says OK". */
export const YES_CONDITIONS: ReadonlySet<string> = new Set(["if", "once", "when", "after"]);
export const YES_WORDS: ReadonlySet<string> = new Set(["yes", "y", "ok", "okay", "sure", "yeah", "yep"]);
/** Verbs of agreeing aloud, by lemma, that are the yes with no word of it: "once the customer agrees". */
export const AGREEING: ReadonlySet<string> = new Set(["agree", "accept", "nod", "consent"]);
/**
 * Verbs, by lemma, that put words to the person aloud: with "same" as what they govern, the words the flow quotes ("asks
 * the same question", "reads that same sentence", "get asked the same thing").
 */
export const SPEAKING_VERBS: ReadonlySet<string> = new Set(["ask", "say", "tell", "read", "repeat"]);
/**
 * The record of a spoken yes kept as staff mark the answer (Twilio 30979 asks how a spoken opt-in is recorded): the yes
 * marked, "marks yes only if the caller says yes", "mark yes in the booking app", "enters a yes"; or the box marked on
 * the yes, "tick it only on a yes", "checks the box only if they say yes".
 */
export const YES_MARKED = [
  phrase("mark|marks|marked|tick|ticks|ticked|check|checks|checked|enter|enters|entered|select|selects|selected|tap|taps|" +
    "click|clicks|toggle|toggles|set|sets|put|puts|log|logs|logged a? yes"),
  phrase("mark|marks|tick|ticks|check|checks|select|selects|toggle|toggles|flip|flips it|box|field|switch|toggle ~5 yes"),
  // (the control with its determiner: "we flip the switch only if they say yes", "staff tick their box once they say yes")
  phrase("mark|marks|tick|ticks|check|checks|select|selects|toggle|toggles|flip|flips the|their|that|this box|field|switch|toggle ~5 yes"),
];
/**
 * A survey's texts said by what they ask (CTIA 5.1.1 and Twilio 30544 ask the call to action for the program's purpose; a
 * survey's purpose is its question): "one quick text asking how your stay was", "a message inviting you to rate the
 * visit", the participle after the word for the texts.
 */
export const ASKING_VERBS = ["ask", "inquire", "invite", "check"];
/** Units of a count that say how often, not what about: "text me 2 times a month", "one text a week". */
export const COUNT_UNITS = ["time", "week", "month", "day", "year", "hour", "visit", "order", "stay"];
/** Where the number texted is kept: "texts the phone on file", "the number on record". */
export const KEPT_ON = ["file", "record"];
/** The channel a "club" is named for, the program's name and not what its texts are about: "text club", "SMS club". */
export const PROGRAM_CHANNELS = ["text", "sms", "txt", "message", "mobile"];
/** Verbs a keyword in capitals follows, the word to send and not a topic: "Text DEALS to (276) 555-0141". */
export const KEYWORD_VERBS = ["text", "texting", "send", "reply", "txt"];

/**
 * One consent bundling channels (Twilio 30556, CTIA 5.1.2): the option put in for the person is the texts' own where
 * the words name them (TEXT_OPTION: "SMS consent is preselected"); the phone a channel, not its number or field
 * (PHONE_PARTS after it); a box of a channel's own (BOX_KINDS after "a separate"), not one placed on the form (LAYOUT
 * after "own": "own line"); the texts sent (SENDING_VERBS before: "send show alert texts"); another channel asked for
 * ("email me", "call me").
 */
export const TEXT_OPTION = ["sms", "consent"];
export const PHONE_PARTS = ["number", "numbers", "#", "no", "field", "line", "lines", "app"];
export const BOX_KINDS = ["box", "checkbox", "line", "toggle", "switch", "tickbox"];
export const LAYOUT = ["line", "row", "page", "section", "part"];
export const SENDING_VERBS = ["send", "get", "receive"];
export const CHANNELS_ASKED = ["email", "e-mail", "call", "mail", "phone"];

/**
 * A general word for messages (GENERAL_KINDS) with nothing it is of, after a plain word (PLAIN_BEFORE): the screen
 * titled "Text notifications", "get updates"; not "order updates", "notifications about my visit".
 */
export const GENERAL_KINDS = ["notification", "update", "notice"];
export const PLAIN_BEFORE = ["text", "sms", "txt", "message", "the", "my", "your", "get", "receive"];

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

/**
 * The brand's side writing first to people ("we text them first to follow up", "our staff message new members first"):
 * an invitation to text the brand's line does not make such a flow customer-initiated (CTIA 5.1.1).
 */
export const BRAND_WRITES_FIRST = [
  phrase("we|staff|team|agents|reps ~2 text|texts|message|messages|contact|contacts|reach ~3 first"),
  // (the people texted as the object, whoever the subject far before: "we look up reviewers and text them first")
  phrase("text|texts|message|messages|contact|contacts them|him|her ~2 first"),
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
export const SPEAKERS = [
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
  // The yes told to someone as what it says of the texts, whoever is told: "have told Father Tom or the office over the
  // years that texts are fine", "said texting was OK"
  phrase("tell|tells|told|say|says|said ~10 text|texts|texting|sms be|is|are|was|were fine|ok|okay|alright|good"),
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

/**
 * Words that introduce a text the person gets, by lemma: quoted words after them within a few words, in one sentence,
 * are that text, not the consent language shown or read at the opt-in ("First text they get says: …", "the
 * confirmation reads …", "our reply: …").
 */
export const RECEIVED_TEXT = ["text", "texts", "message", "messages", "sms", "reply", "confirmation"];

/**
 * Words of when, by lemma, that still let a program's name name the texts: "move-day texts today" (disclosed.ts; Twilio
 * 30909: the call to action says what the texts are about).
 */
export const WHEN_WORDS: ReadonlySet<string> = new Set(["today", "tonight", "tomorrow", "now", "week", "month", "year", "day"]);
/**
 * Words after a kind that say what it is about, as written, so a capitalised kind is no menu's title: "Alerts about your
 * order", "Updates when it ships" (disclosed.ts; Twilio 30909).
 */
export const ABOUT_WORDS: ReadonlySet<string> = new Set([
  "about", "on", "for", "regarding", "of", "when", "whenever", "if", "from",
]);
/** Verbs of an offer arriving, by lemma: "an offer comes in" is a buyer's bid, not an offer texted (read.ts; Twilio 30909). */
export const ARRIVING: ReadonlySet<string> = new Set(["come", "arrive", "land"]);
