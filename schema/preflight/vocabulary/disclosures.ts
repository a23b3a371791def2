import { MESSAGE_KINDS, UNITS } from "../reading/vocabulary";

/*
 * A vanity number in a HELP reply, read by its characters. The disclosures of a call to action (how often
 * messages come, that rates may apply, how to get help) are read by phrase patterns over words
 * (reading/disclosures.ts), with the words an "only …" of frequency goes with here; the confirmation of an opt-out by
 * meaning (reading/optOut.ts).
 */

/** A toll-free or vanity number written with letters: 1-800-FLOWERS, 800-ACME-HELP. */
export const VANITY_NUMBER =
  /(?<![\w-])(?:1[\s.-]?)?8(?:00|33|44|55|66|77|88)[\s.-]?[A-Z0-9]{3,}[\s.-]?[A-Z0-9]{3,}(?![\w])/;

/** Words for the texts and for sending them, that an "only …" of frequency goes with. */
export const TEXTS_OR_SENDING = new Set([
  ...UNITS.filter((u) => !/^(?:one|email|call)$/.test(u)), ...MESSAGE_KINDS, "send", "go", "come", "notify", "ping",
]);

/** Words of leaving the texts: the opt-out a "whenever" may belong to ("reply STOP whenever", "unsubscribe whenever"). */
export const LEAVING = ["stop", "unsubscribe", "cancel", "quit", "leave", "opt", "end"];

/**
 * A periodic thing sent by text (PERIODIC before a noun, SENT_BY_TEXT after "by"): "weekly specials via SMS" says when
 * the deals change, not how often texts come.
 */
export const PERIODIC = ["daily", "weekly", "monthly", "yearly", "nightly", "quarterly"];
export const SENT_BY_TEXT = ["text", "texts", "sms", "message", "txt"];
