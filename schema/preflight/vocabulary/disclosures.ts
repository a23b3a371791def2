/*
 * Disclosures read by character patterns: how to get help (the HELP keyword, or asked for), and a vanity number in
 * a HELP reply. How often messages come and that rates may apply are read by phrase patterns over words
 * (reading/frequency.ts); the confirmation of an opt-out by meaning (reading/optOut.ts).
 */

/** How to get help: the HELP keyword written as a keyword, or asked for ("reply help", "text HELP"). */
export const HELP_INSTRUCTION = new RegExp(
  "(?<![A-Za-z0-9])HELP(?![A-Za-z0-9])|(?<![A-Za-z])(?:reply|text|txt|send|respond)(?:\\s+with)?\\s+[\"'“‘]?help(?![A-Za-z])",
  "i",
);

/** A toll-free or vanity number written with letters: 1-800-FLOWERS, 800-ACME-HELP. */
export const VANITY_NUMBER =
  /(?<![\w-])(?:1[\s.-]?)?8(?:00|33|44|55|66|77|88)[\s.-]?[A-Z0-9]{3,}[\s.-]?[A-Z0-9]{3,}(?![\w])/;
