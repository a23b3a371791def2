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
  "(?:text|texts|sms|notifications?|alerts?|messages?|messaging|codes?|two-factor|2fa)(?![A-Za-z0-9])" +
  // "confirms they want sign-in codes by SMS", "confirm that you would like to receive text alerts"
  "|(?<![A-Za-z0-9])(?:confirm|confirms|confirmed|confirming|indicate|indicates|indicated)\\s+(?:that\\s+)?" +
  "(?:they|you|he|she|the\\s+user|the\\s+customer)\\s+(?:want|wants|wish|wishes|would\\s+like|agree|agrees|prefer|prefers)" +
  "\\s+(?:to\\s+(?:receive|get)\\s+)?(?:[\\w'-]+\\s+){0,3}?" +
  "(?:text|texts|sms|notifications?|alerts?|messages?|codes?|passcodes?|reminders?|updates?)(?![A-Za-z0-9])",
  "i",
);

/**
 * A box ticked on a form: "check the SMS box", "ticks a consent box", "selected the text option", or the box's
 * own words quoted ("may check \"It's OK to text me\"").
 */
export const BOX_TICKED = new RegExp(
  "(?<![A-Za-z0-9])(?:check|checks|checked|checking|tick|ticks|ticked|ticking|select|selects|selected|selecting)\\s+" +
  "(?:(?:the|a|an|their)\\s+(?:[\\w'-]+\\s+){0,3}?(?:box|checkbox|option)(?![A-Za-z0-9])|[\"“])",
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
 * A keyword texted to a number: "text DEALS to 55123", "texting the keyword JOIN to (415) 555-0100", or
 * printed as a sign or sticker prints it, "Text TUNEUP for yearly reminders".
 * The keyword is written in capitals, as programs print it; the opt-out and help keywords are not opt-ins.
 * Several may be offered at once ("text DEALS or SAVE to …"): the first group holds them all.
 */
const KEYWORD =
  "[\"'“‘]?(?!(?:STOP|STOPALL|END|CANCEL|UNSUBSCRIBE|QUIT|OPTOUT|HELP|INFO)(?![A-Z0-9]))[A-Z][A-Z0-9]{1,29}[\"'”’]?";

export const KEYWORD_TEXTED = new RegExp(
  "(?<![A-Za-z0-9])(?:[Tt]ext|[Tt]exts|[Tt]exted|[Tt]exting|[Tt]xt|[Ss]end|[Ss]ends)\\s+(?:the\\s+(?:word|keyword)\\s+)?" +
  `(${KEYWORD}(?:\\s*(?:,|/|or|and)\\s*${KEYWORD})*)\\s+(?:to|for)(?![A-Za-z0-9])`,
);

/**
 * A keyword said as texted, whatever follows ("they text TORNADO, get a confirm"): a word to type, not a name, wherever
 * the reading looks for the brand's name. (A keyword advertised is `KEYWORD_TEXTED`: texted to a number or for something.)
 */
export const KEYWORD_SAID = new RegExp(
  "(?<![A-Za-z0-9])(?:[Tt]ext|[Tt]exts|[Tt]exted|[Tt]exting|[Tt]xt|[Ss]end|[Ss]ends)\\s+(?:the\\s+(?:word|keyword)\\s+)?" +
  `(${KEYWORD}(?:\\s*(?:,|/|or|and)\\s*${KEYWORD})*)(?![A-Za-z0-9])`,
);

/** Someone asking the recipient, as a verbal opt-in: "the technician asks the customer whether they would like a text". */
export const ASKED = new RegExp(
  "(?<![A-Za-z0-9])(?:ask|asks|asked|asking)\\s+(?:(?:the\\s+|each\\s+)?" +
  "(?:customer|caller|patient|client|member|guest|shopper|user|resident|donor|student|parent|them|him|her)s?\\s+)?" +
  "(?:whether|if)(?![A-Za-z0-9])",
  "i",
);

/** A message flow that mentions these opts in on the web: it must give the page's address. */
export const WEB_OPT_IN = wordsPattern([
  "website", "web site", "webform", "web form", "web page", "webpage", "online", "landing page", "our site",
]);

/**
 * A concrete place or channel where the opt-in happens, introduced as a place ("on our website",
 * "at checkout", "in the Acme app", "over the phone", "in person"): what makes a call to action
 * more than "customers sign up to receive our texts", however long that is made.
 */
export const CONCRETE_PLACE = new RegExp(
  "(?<![A-Za-z0-9])(?:at|on|in|via|through|from|using|by|during|over|into|inside|within|onto)\\s+(?:[\\w'&-]+\\s+){0,4}?" +
  "(?:website|web\\s+site|site|webform|web\\s+form|web\\s+page|webpage|page|form|forms|app|application|portal|store|" +
  "stores|shop|office|clinic|desk|reception|checkout|check-?out|counter|register|kiosk|event|events|booth|paper|" +
  "phone|call|calls|ivr|keypad|menu|settings|profile|dashboard|point\\s+of\\s+sale|pos|terminal|reader|tablet|" +
  "qr\\s+code|chat|widget|booking|enrollment|location|locations|branch|branches|door|visit|appointment|lesson|" +
  "class|meeting|pickup|delivery|screen|signup|sign-up|flow|card|survey|agent|representative|staff|number|line|" +
  "hotline|short\\s*code|intake|consultation|onboarding|orientation|registration|conversation)(?![A-Za-z0-9])" +
  "|(?<![A-Za-z0-9])(?:in[\\s-]person|in[\\s-]store|verbal(?:ly)?|qr\\s+code|point\\s+of\\s+sale|over\\s+the\\s+phone|" +
  "front\\s+desk|check-?in|waiting\\s+room|drop-?off|drop\\s+off|" +
  "(?:service|phone|help|support|main|customer)\\s+line|callers?|dispatch(?:er|ers)?|phone\\s+calls?|" +
  // "at the end of a 311 text conversation", "in the SMS thread"
  "(?:text|sms|chat)\\s+(?:conversation|thread|exchange)s?)(?![A-Za-z0-9])" +
  // "when they sign the onboarding form", "fill out a paper card"
  "|(?<![A-Za-z0-9])(?:sign|signs|signed|fill|fills|filled|complete|completes|completed|submit|submits|submitted)\\s+" +
  "(?:out\\s+|in\\s+)?(?:the|a|an|our|their|its)\\s+(?:[\\w'-]+\\s+){0,3}?(?:form|sheet|card|application|agreement)(?![A-Za-z0-9])",
  "i",
);

/** A link to the brand's policies, not to a page with an opt-in. */
export const POLICY_LINK = /privacy|terms|legal|policy/i;

/** A consent box checked before the recipient acts: "pre-checked", "checked by default", "automatically opted in". */
export const PRE_CHECKED = new RegExp(
  "(?<![A-Za-z0-9])(?:(?:pre|already)[\\s-]?(?:checked|ticked|selected|switched\\s+on|turned\\s+on|enabled)" +
  // filled in advance is the box's, not the phone number's ("the mobile number pre-filled" is a convenience)
  "|(?:box|checkbox|tick[\\s-]?box|check[\\s-]?box|toggle|switch|consent)\\b[^.;:\"]{0,24}?(?:pre|already)[\\s-]?filled" +
  "|(?:pre|already)[\\s-]?filled\\s+(?:in\\s+)?(?:box|checkbox|tick[\\s-]?box|check[\\s-]?box|toggle|switch|consent)" +
  "|(?:checked|ticked|selected|enabled|opted[\\s-]?in|on)\\s+by\\s+default" +
  "|defaults?\\s+to\\s+(?:checked|yes|on|opted[\\s-]?in)" +
  "|automatically\\s+(?:checked|ticked|opted[\\s-]?in|enrolled|subscribed|signed\\s+up|added)" +
  "|(?:checked|ticked|selected|enrolled|subscribed|opted[\\s-]?in)\\s+automatically" +
  // "a box that is ticked when the page loads", "ticked for you", "switched on from the start"
  "|(?:checked|ticked|selected|on|switched\\s+on|turned\\s+on)\\s+(?:when|as|once)\\s+(?:the\\s+)?(?:page|form|screen|app)\\s+(?:loads|opens|appears)" +
  "|(?:checked|ticked|selected|switched\\s+on|turned\\s+on|enabled)\\s+for\\s+(?:you|them|the\\s+customer|customers|users|members|everyone|everybody)" +
  // switched on for everyone it applies to: "an SMS toggle, switched on for every new project"
  "|(?:switched|turned)\\s+on\\s+for\\s+(?:every|each|all)\\b" +
  "|(?:checked|ticked|selected|on)\\s+from\\s+the\\s+start" +
  // the mark put in for them: "printed with the X already in it", "the check mark is already there"
  "|(?:x|mark|check\\s*mark|checkmark|tick)\\s+(?:is\\s+)?already\\s+(?:in|there|on|made)" +
  // "switched on for every new account", "enabled for all customers"
  "|(?:checked|ticked|selected|switched\\s+on|turned\\s+on|enabled|on)\\s+for\\s+(?:every|all|each)\\s+(?:new\\s+)?" +
  "(?:accounts?|customers?|users?|members?|residents?|patients?|clients?|students?))(?![A-Za-z0-9])",
  "i",
);

/**
 * Consent made a condition of something else: of a purchase or the service, or folded into
 * accepting the terms ("as a condition of service", "must agree to receive texts to create an
 * account", "by accepting our Terms of Service, customers agree to receive text messages").
 */
export const CONSENT_CONDITION = new RegExp(
  [
    "condition\\s+of\\s+(?:any\\s+|the\\s+|their\\s+|a\\s+)?(?:purchase|service|sale|enrollment|registration|employment|use|using|checkout|membership|account|loan|booking)",
    "(?:texts?|sms|messages?|messaging|consent)\\s+(?:[\\w'-]+\\s+){0,4}?(?:as|is)\\s+part\\s+of\\s+(?:our|the|its|their)\\s+(?:terms|tos|service|membership|account|purchase)",
    "(?:consent|opt[\\s-]?in|opting[\\s-]in|agreement|agreeing)\\s+(?:to\\s+(?:[\\w'-]+\\s+){0,4}?)?(?:is|are)\\s+(?:required|mandatory|a\\s+requirement)\\s+(?:to|for|in\\s+order\\s+to)",
    "(?:by|when|after)\\s+(?:accepting|agreeing\\s+to|signing|accept|agree\\s+to|they\\s+accept|they\\s+agree\\s+to)\\s+(?:our|the|its|their)\\s+(?:[\\w'-]+\\s+){0,1}?(?:terms|tos|privacy\\s+policy)[^.;]{0,80}?(?:consent|agree|opt[\\s-]?in|receive|authorize)",
    "(?:terms|tos)(?:\\s+(?:of\\s+service|and\\s+conditions|of\\s+use))?,?\\s+(?:[\\w'-]+\\s+){0,2}?(?:include|includes|cover|covers|contain|contains)\\s+(?:[\\w'-]+\\s+){0,3}?(?:sms|texts?|text\\s+messages|messaging)",
    // the thing wanted works only with the box checked: "the booking is only possible when this box is checked"
    "only\\s+(?:possible|allowed|available|works)\\s+(?:when|if|once|after)\\s+(?:this|the|that)\\s+(?:box|checkbox|toggle|option)\\s+is\\s+(?:checked|ticked|on|selected)",
    "(?:button|submit\\s+button)\\s+(?:stays|remains|is)\\s+(?:grey|gray|greyed\\s+out|grayed\\s+out|disabled)\\s+(?:until|before|unless)",
  ].map((p) => `(?<![A-Za-z0-9])(?:${p})(?![A-Za-z0-9])`).join("|"),
  "i",
);

const PARTIES = "(?:partners?|third[\\s-]part(?:y|ies)|affiliates?|sponsors?|other\\s+(?:companies|businesses|brands)|vendors?|advertisers?|marketers?|lenders?|contractors?|providers?)";

/**
 * Opt-in data shared with others, or others allowed to message the subscriber: "we share your
 * number with our partners", "numbers are provided to affiliates", "our partners may text you",
 * "offers from select third parties", "offers from Acme and our marketing partners".
 */
export const THIRD_PARTY = new RegExp(
  [
    `(?:share|shares|shared|sharing|sell|sells|sold|selling|rent|rents|provide|provides|provided|pass|passes|passed|give|gives|transfer|transfers|transferred|disclose|discloses|disclosed|send|sends|forward|forwards|forwarded)\\s+(?:[\\w'-]+\\s+){0,4}?(?:numbers?|information|info|data|details|contacts?|opt-?ins?|consent|leads?|requests?)\\s+(?:[\\w'-]+\\s+){0,2}?(?:with|to)\\s+(?:[\\w'-]+\\s+){0,2}?${PARTIES}`,
    `(?:numbers?|information|info|data|details|contacts?|opt-?ins?|consent)\\s+(?:[\\w'-]+\\s+){0,3}?(?:is|are|will\\s+be|may\\s+be|can\\s+be|get|gets|might\\s+be)\\s+(?:[\\w'-]+\\s+){0,1}?(?:shared|sold|provided|passed|given|transferred|disclosed|sent|forwarded)\\s+(?:with|to)\\s+(?:[\\w'-]+\\s+){0,2}?${PARTIES}`,
    `${PARTIES}\\s+(?:[\\w'-]+\\s+){0,2}?(?:may|will|can|could|might)\\s+(?:also\\s+)?(?:text|message|contact|send|reach\\s+out|call)`,
    `(?:offers?|messages?|texts?|promotions?|deals?|marketing|alerts?)\\s+from\\s+(?:our\\s+|select\\s+|selected\\s+|trusted\\s+|participating\\s+)*(?:marketing\\s+|business\\s+|retail\\s+|advertising\\s+)?${PARTIES}`,
    "(?:partner|sponsor|affiliate|third[\\s-]party)\\s+(?:offers|messages|promotions|texts|deals|marketing)",
    // Offers from a sponsor or partner whatever modifies it: "offers from our league sponsor Midwest Auto Glass"
    "(?:offers?|promotions?|deals?|marketing)\\s+from\\s+(?:our\\s+|an?\\s+|the\\s+)?(?:[\\w'’-]+\\s+){0,2}?(?:partners?|sponsors?|affiliates?|advertisers?)",
    // Numbers bought or rented from others: "we purchase opt-in lists", "rented lead lists".
    "(?:purchase|purchases|purchased|buy|buys|bought|rent|rents|rented)\\s+(?:[\\w'-]+\\s+){0,3}?(?:lists?|leads|contacts)",
    `(?:texts?|messages?|offers?|calls?|alerts?)\\s+from\\s+(?:[\\w'.-]+\\s+){0,3}?(?:and|&)\\s+(?:its|our|their)\\s+(?:[\\w'-]+\\s+)?${PARTIES}`,
  ].map((p) => `(?<![A-Za-z0-9])(?:${p})(?![A-Za-z0-9])`).join("|"),
  "i",
);

/**
 * Consent as a choice the recipient makes in their own words or clicks: "customers who want the
 * texts enter their number", "picks \"Text me a code\"", "records the customer's yes", "press 1 to receive
 * alerts by text", "register their mobile number for alerts".
 */
export const CONSENT_CHOICE = new RegExp(
  "(?<![A-Za-z0-9])(?:who|that)\\s+(?:want|wants|ask\\s+for|asks\\s+for|opt\\s+for|opts\\s+for|choose|chooses)\\s+" +
  "(?:to\\s+(?:receive|get)\\s+)?(?:the\\s+|our\\s+|these\\s+|a\\s+)?(?:[\\w'-]+\\s+){0,2}?" +
  "(?:texts?|sms|messages?|alerts?|codes?|receipts?|reminders?|updates?|notifications?)(?![A-Za-z0-9])" +
  "|(?<![A-Za-z0-9])(?:pick|picks|picked|choose|chooses|chose|select|selects|selected|click|clicks|clicked|tap|taps|tapped|press|presses|pressed)\\s+" +
  "(?:the\\s+)?(?:option\\s+)?[\"“'‘]?(?:text|sms)\\s+me(?![A-Za-z0-9])" +
  "|(?<![A-Za-z0-9])(?:customer|caller|patient|user|member|client|guest|shopper|student|parent|resident)['’]s\\s+" +
  "(?:verbal\\s+)?(?:yes|agreement|permission)(?![A-Za-z0-9])" +
  // "press 1 to receive account alerts by text" (an IVR), "register their mobile number for RidgeAlert"
  "|(?<![A-Za-z0-9])(?:press|presses|pressed|pressing)\\s+(?:\\d|#|\\*)\\s+to\\s+(?:receive|get|opt\\s+in|sign\\s+up|subscribe)(?![A-Za-z0-9])" +
  "|(?<![A-Za-z0-9])(?:register|registers|registered|registering|enroll|enrolls|enrolled|enrolling|sign\\s+up|signs\\s+up|signed\\s+up)\\s+" +
  "(?:their|his|her|your|a)\\s+(?:mobile\\s+|cell\\s+|phone\\s+|cell\\s+phone\\s+)?(?:number|phone)\\s+(?:for|to\\s+receive|to\\s+get)(?![A-Za-z0-9])",
  "i",
);
