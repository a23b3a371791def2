/*
 * The disclosures carriers ask for where a recipient consents (the call to action) and in the
 * replies: how often messages come, that message and data rates may apply, how to get help, and
 * the confirmation that an opt-out took effect. Matched the ways programs write them ("Msg freq
 * varies", "up to 4 msgs/month", "a code at each sign-in", "Msg&Data Rates May Apply", "standard
 * rates apply").
 */

const COUNT = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an)";
const UNIT = "(?:msgs?|messages?|texts?|sms|codes?|alerts?|reminders?|notifications?|updates?|surveys?)";
const PERIOD = "(?:day|wk|week|mo|month|yr|year|order|visit|appointment|login|log-in|sign-in|request|transaction|purchase|event)";

/** How often messages come: "Msg frequency varies", "up to 4 msgs/month", "one text per order", "a code at each sign-in", "recurring messages". */
export const FREQUENCY = new RegExp(
  [
    "(?<![A-Za-z])(?:freq(?:uency|\\.)?|how\\s+often)(?![A-Za-z])",
    // "as often as they trigger": as often as the person's own events
    "(?<![A-Za-z])as\\s+often\\s+as(?![A-Za-z])",
    // "how many depends on the trip", "the number of texts varies": the frequency said to vary
    "(?<![A-Za-z])(?:how\\s+many|number\\s+of\\s+(?:msgs|messages|texts|alerts))(?:\\s+[\\w-]+){0,3}?\\s+(?:depends|varies|vary)(?![A-Za-z])",
    `(?<![A-Za-z])${COUNT}\\s+(?:[\\w-]+\\s+){0,2}?${UNIT}\\s*(?:/|per|a|an|each|every)\\s*${PERIOD}(?![A-Za-z])`,
    `(?<![A-Za-z])${UNIT}\\s*(?:/|(?:[\\w-]+\\s+){0,2}?(?:per|each|every)\\s)\\s*${PERIOD}(?![A-Za-z])`,
    `(?<![A-Za-z])(?:daily|weekly|monthly|recurring|periodic)\\s+(?:[\\w-]+\\s+){0,1}?${UNIT}(?![A-Za-z])`,
    `(?<![A-Za-z])(?:at|on|for|with|after)\\s+(?:each|every)\\s+(?:${PERIOD}|time)(?![A-Za-z])`,
    "(?<![A-Za-z])(?:each|every)\\s+time\\s+(?:they|you|he|she|the user|a user|customers?)(?![A-Za-z])",
    "(?<![A-Za-z])(?:once|twice)\\s+(?:a|per|each)\\s+(?:day|week|month|year)(?![A-Za-z])",
  ].join("|"),
  "i",
);

/** "Message and data rates may apply", "Msg&Data rates", "standard messaging rates apply", "rates may apply". */
export const RATES = new RegExp(
  "(?<![A-Za-z])(?:data\\s+rates?|(?:standard|carrier)\\s+(?:[\\w-]+\\s+)?(?:rates?|charges|fees)|rates|msg\\s*&\\s*data)(?![A-Za-z])",
  "i",
);

/** How to get help: the HELP keyword written as a keyword, or asked for ("reply help", "text HELP"). */
export const HELP_INSTRUCTION = new RegExp(
  "(?<![A-Za-z0-9])HELP(?![A-Za-z0-9])|(?<![A-Za-z])(?:reply|text|txt|send|respond)(?:\\s+with)?\\s+[\"'“‘]?help(?![A-Za-z])",
  "i",
);

/** A toll-free or vanity number written with letters: 1-800-FLOWERS, 800-ACME-HELP. */
export const VANITY_NUMBER =
  /(?<![\w-])(?:1[\s.-]?)?8(?:00|33|44|55|66|77|88)[\s.-]?[A-Z0-9]{3,}[\s.-]?[A-Z0-9]{3,}(?![\w])/;

/**
 * A reply confirming that an opt-out took effect: "you are unsubscribed", "you have been opted out",
 * "you will no longer receive", "no more messages will be sent", "text codes are off".
 */
export const OPT_OUT_CONFIRMED = new RegExp(
  [
    "unsubscribed",
    "opted[\\s-]?out",
    "opt[\\s-]?out\\s+(?:request\\s+)?(?:is\\s+|has\\s+been\\s+)?(?:confirmed|complete|completed|processed|received)",
    "unenrolled",
    "(?:have|has)\\s+been\\s+removed",
    "(?:are|were|is)\\s+(?:now\\s+)?removed",
    "(?:no\\s+longer|not)\\s+(?:[\\w-]+\\s+){0,2}?(?:receive|get|be\\s+sent|be\\s+texted|be\\s+messaged|hear)",
    "won'?t\\s+(?:[\\w-]+\\s+){0,2}?(?:receive|get|be\\s+sent|hear)",
    "will\\s+not\\s+(?:[\\w-]+\\s+){0,2}?(?:receive|get|be\\s+sent|hear)",
    "no\\s+(?:more|further)\\s+(?:[\\w-]+\\s+){0,2}?(?:msgs?|messages?|texts?|alerts?|codes?|notifications?|reminders?|updates?)",
    "(?:get|receive|be\\s+sent)\\s+no\\s+(?:more|further)",
    "(?:msgs?|messages?|texts?|alerts?|codes?|notifications?|reminders?|updates?|sms|subscription)\\s+" +
    "(?:are|is|have\\s+been|has\\s+been)\\s+(?:now\\s+)?(?:off|stopped|turned\\s+off|disabled|cancell?ed|ended|paused)",
    "(?:stopped|cancell?ed|ended)\\s+(?:your\\s+|all\\s+)?(?:subscription|msgs?|messages?|texts?|alerts?)",
    "(?:stop|end)\\s+request\\s+(?:is\\s+|has\\s+been\\s+)?(?:received|confirmed|processed)",
  ].map((p) => `(?<![A-Za-z])${p}(?![A-Za-z])`).join("|"),
  "i",
);
