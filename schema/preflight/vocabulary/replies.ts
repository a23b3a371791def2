/*
 * The words the reply rules look for: opt-out keywords.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/**
 * A confirmation that answers the person who wrote first ("thanks for texting! A recruiter will reply soon", "we'll
 * reply about this home"): the texts that follow are replies to theirs, a conversation and not a recurring programme
 * (CTIA 5.1.2.1 asks the confirmation of recurring messages for their frequency).
 */
export const REPLY_PROMISE = new RegExp(
  "(?<![A-Za-z0-9])(?:we(?:['\u2019]ll| will)|(?:a|an|our|the) [\\w-]+(?: [\\w-]+)? will) (?:reply|respond|answer|text you back|get back to you)" +
  "(?![A-Za-z0-9])",
  "i",
);

/** CTIA's standard opt-out keywords. */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "END", "CANCEL", "UNSUBSCRIBE", "QUIT", "OPTOUT"];
