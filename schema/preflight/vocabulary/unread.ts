import { PERIODS, UNITS } from "./disclosures";
import { MESSAGE_KINDS, TEXT_CHANNEL, WHO } from "./texting";

/*
 * What each fact an absence judgement asks for looks like where the reading cannot classify its words
 * (reading/unclassified.ts): the cue words that carry the fact, and what they must be said of. A rule that
 * judges an absence ("the flow does not say how often", "the STOP reply does not confirm") stays silent where
 * the field has such words: a fact stated in words the reading has no pattern for gets no finding rather than a
 * false alarm (docs/preflight.md, "Absence judgements"). Words are matched by lemma or as written, lower case.
 */

/** The cues of one fact. */
export interface UnreadCues {
  /**
   * Beside-the-subject cues: a word of `words` (in one of `pos`, if given) or, with `counts`, a count (a number that is
   * not a phone number's, an address's, a time's or a count of something else named after it), not negated, not a
   * keyword written in capitals, not right after one of `notAfter`, within `window` words of a word of `about` in its
   * clause (anywhere in the field if there is no `about`).
   */
  readonly words?: readonly string[];
  readonly pos?: readonly string[];
  readonly counts?: boolean;
  readonly about?: readonly string[];
  readonly window?: number;
  /** Words one of which the cue's sentence must also carry (the texts, where `about` names something else). */
  readonly inSentence?: readonly string[];
  /** Only in a statement: a question asks for the fact, it does not state it ("want reminder texts stopped?"). */
  readonly statements?: boolean;
  /** Words that, one or two before a cue, make it an instruction or an aim rather than the fact ("reply STOP", "to stop"). */
  readonly notAfter?: readonly string[];
  /**
   * An act instead: one of `people` as the subject of a verb (not one of `undergoing`) whose object, before the clause
   * ends or another verb comes, is one of `about` or `controls`.
   */
  readonly actor?: {
    readonly people: readonly string[];
    readonly undergoing: readonly string[];
    readonly controls: readonly string[];
  };
}

/** The texts, as a flow or a reply names them (not e-mail or calls, not "one"). */
const TEXTS = [
  ...new Set([...TEXT_CHANNEL, ...MESSAGE_KINDS, ...UNITS.filter((u) => !/^(?:one|email|call)$/.test(u))]),
];

const MONTHS = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
];

/**
 * How often the texts come: a count or a period (a month named: "about 4 in August") beside the texts or their
 * sending (Bandwidth 2135, Twilio 30545; CTIA 5.1.2.1 for the confirmation).
 */
const FREQUENCY: UnreadCues = {
  counts: true,
  words: [...PERIODS, ...MONTHS.filter((m) => m !== "may")],
  about: [...TEXTS, "send", "sent", "receive", "expect"],
  window: 4,
};

/**
 * That the person consents: the person as the actor of a verb acting on the texts or their control ("patients initial
 * the text line", "guests flag the SMS option on the card"). Verbs of undergoing ("customers receive texts") are not it
 * (Twilio 30841, Bandwidth 2102).
 */
const CONSENT: UnreadCues = {
  about: TEXTS,
  actor: {
    people: [...WHO, "i", "he", "she", "someone", "anyone", "everyone", "person", "visitor", "visitors", "fan", "fans",
      "family", "families", "supporter", "supporters", "subscriber", "subscribers", "attendee", "attendees", "player", "players"],
    undergoing: [
      "receive", "get", "be", "have", "see", "read", "view", "hear", "come", "go", "need", "will", "can", "may", "might",
      "would", "should", "must", "could", "shall", "do", "find", "expect", "start", "continue", "keep", "stay", "remain",
    ],
    controls: ["box", "checkbox", "button", "option", "toggle", "switch", "line", "yes", "slider", "field"],
  },
};

/**
 * That the STOP reply confirms the opt-out: a word of ending, said of the texts, the list or the chat ("texts are
 * discontinued", "this text chat is closed", "your number is dropped from the list", "alerts halted"), not an
 * instruction ("reply STOP to end texts", "you can cancel any time"), a question, nor the keyword itself (Twilio 30887,
 * CTIA 5.1.3). "Off" is left to the reading (reading/optOut.ts): a price says it too ("texts get 20% off").
 */
const STOP_CONFIRMED: UnreadCues = {
  words: [
    "stop", "end", "close", "discontinue", "cancel", "cease", "halt", "pause", "finish", "remove", "unsubscribe", "quit",
    "drop", "delete", "deactivate", "disable", "unenroll", "suspend", "terminate", "shut", "wrap", "conclude",
    "withdraw", "opt", "opt-out", "optout", "erase", "purge",
  ],
  about: [
    ...TEXTS, "list", "subscription", "program", "programme", "club", "chat", "conversation", "thread", "number", "enrollment",
    "signup", "sign-up",
  ],
  window: 5,
  statements: true,
  notAfter: ["to", "reply", "text", "txt", "send", "respond", "can", "may", "could", "might", "please", "anytime", "want", "wish", "if"],
};

/**
 * That the consent is to feedback asked (a POLLING_VOTING campaign's, Twilio 30987): a word of asking, in the consent's
 * own words ("ask me how the class went", "my opinion on new flavors", "my input on the visit"), not a question of its
 * own ("Questions? Call …").
 */
const SURVEY: UnreadCues = {
  words: ["ask", "answer", "opinion", "input", "thought", "thoughts"],
  statements: true,
};

/**
 * That the person's carrier may charge for the texts (Bandwidth 2136, Twilio 30569): a word of charging beside the
 * carrier, the plan or the data, in a sentence about the texts ("your carrier may bill you for these texts", "texting
 * costs depend on your wireless plan"), not negated ("no cost to you" says nothing of the carrier), not a price of
 * something else ("pick a plan, the price shows at checkout").
 */
const RATES: UnreadCues = {
  words: ["rate", "charge", "fee", "cost", "bill", "price", "pricing"],
  about: ["carrier", "carriers", "plan", "data", "wireless", "provider"],
  window: 5,
  inSentence: [...TEXTS, "texting", "messaging"],
};

/*
 * What is no cue though it looks like one (reading/unclassified.ts): a number that counts no texts, the terms of a
 * programme or a document, a period that names a topic.
 */
/** Words that count one thing, no texts: "a", "single", "half". */
export const NO_COUNT = ["a", "an", "single", "half"];
/**
 * Words a number after is no count of texts: "press 1", "step 2", "age 21", "suite 300", "page 4"; and how often the
 * person is asked or invited to join, the sign-up's count, not the texts' ("families are asked once, by text, whether
 * they'd like survey texts"; "reminded once a week" still times the texts).
 */
export const NO_COUNT_AFTER = [
  "press", "dial", "step", "option", "age", "ages", "aged", "over", "under", "page", "line", "unit", "suite", "room", "of", "#",
  "asked", "invited", "prompted",
];
/** Words a number before is no count of texts: "9 am", "5 years", "6 digits", "20%". */
export const NO_COUNT_BEFORE = [
  "+", "am", "pm", "a.m.", "p.m.", "of", ":", "%", "year", "years", "yr", "yrs", "digit", "digits", "character", "characters",
];
/** A count of times, which counts the texts: "2 times", "3x". */
export const TIMES = ["time", "times", "x"];
/** A programme's or a document's terms, not a school term: "SMS terms", "the terms" (TERMS_OF), "terms of service" (TERMS_BEFORE). */
export const TERMS_OF = ["sms", "text", "texting", "messaging", "program", "programme", "service", "the"];
export const TERMS_BEFORE = ["of", "and", "&", ":", "apply", "linked", "page"];
/** Words before a named period that time the texts: "on arrival day", "every game night", "most days". */
/**
 * Words after a count that make it a count of the sign-up's own message, not of the program's texts: "we send one welcome
 * text", "a single confirmation message" (CTIA 5.1.2.1: the confirmation is sent once, on the opt-in).
 */
export const ONE_OFF_MESSAGES = ["welcome", "confirmation", "confirming"];
/** Words before a period that make it a time limit for an act, not how often texts come: "we key cards in within a week". */
export const DEADLINE = ["within"];
export const TIMING = ["on", "every", "each", "per", "before", "after", "during", "until", "by", "most", "some", "many", "all"];

export const UNREAD_CUES = {
  frequency: FREQUENCY, consent: CONSENT, stopConfirmed: STOP_CONFIRMED, survey: SURVEY, rates: RATES,
} as const;
export type UnreadFact = keyof typeof UNREAD_CUES;
