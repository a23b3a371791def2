/*
 * The words the reply rules look for: opt-out keywords.
 * Phrases are matched as whole words, case-insensitive (text.ts wordsPattern), and kept to terms
 * that mean the thing on their own: a word with an everyday second meaning is left out rather than
 * flagging sound registrations.
 */

/** CTIA's standard opt-out keywords. */
export const OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "END", "CANCEL", "UNSUBSCRIBE", "QUIT", "OPTOUT"];
