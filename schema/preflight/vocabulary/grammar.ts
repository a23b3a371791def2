/*
 * The words the reading cuts a text by (reading/words.ts, reading/phrase.ts): negators and what ends their
 * scope, clause ends, quote marks, abbreviations whose full stop ends no sentence, and number words. Kept to
 * the closed classes of English grammar (The Cambridge Grammar of the English Language, Huddleston & Pullum:
 * negators, coordinators and subordinators, personal pronouns, cardinal numerals and quantifiers; its
 * punctuation chapter for the marks), with the words of texting the reading's tests name beside each.
 */

/** Quote marks, double and single, straight and curly, as wink reads them: a token of their own. */
export const QUOTE_MARKS = new Set(["\"", "“", "”", "‘", "’", "'"]);
/** Of QUOTE_MARKS: the double ones, those that open a double quote and close one, those that open and close a single. */
export const DOUBLE_QUOTES = new Set(["\"", "“", "”"]);
export const OPENS_DOUBLE = new Set(["\"", "“"]);
export const CLOSES_DOUBLE = new Set(["\"", "”"]);
export const OPENS_SINGLE = new Set(["'", "‘"]);
export const CLOSES_SINGLE = new Set(["'", "’"]);
/** Words whose glued "'s" is "is" or "has", not a possessive: "it's", "that's", "everyone's here". */
export const BE_BEFORE_S = new Set([
  "it", "that", "what", "there", "here", "he", "she", "who", "where", "how", "when", "this", "everyone", "nobody",
]);

/** Negators (reading/words.ts negation scope): each covers what follows it in its clause. */
export const NEGATORS = new Set(["not", "n't", "never", "no", "nor", "neither", "without", "none", "cannot", "nobody", "nothing"]);

/** Words that start a clause of their own: the negation before them does not reach past them. */
export const CLAUSE_BREAKS = new Set([
  "but", "however", "though", "although", "except", "unless", "yet", "instead", "whereas", "while", "so", "because",
  "if", "when", "once", "until", "after", "before",
]);

/**
 * Subordinating conjunctions that open a clause a comma closes before the main clause ("If this wasn't you, reply …",
 * "When you don't need the reminders, text STOP"): a negation inside such a clause ends at its comma (the Cambridge
 * Grammar of English on adverbial clauses: the subordinate clause placed first is followed by a comma).
 */
export const SUBORDINATORS = new Set([
  "if", "when", "whenever", "once", "unless", "because", "since", "although", "though", "while", "until", "after", "before",
]);

/** Subjects that, after a comma, start a new clause ("…, and you can opt out"): personal pronouns and the people texted. */
export const SUBJECTS = new Set(["i", "you", "we", "they", "he", "she", "it", "customers", "patients", "members", "users", "people"]);

/** Marks that end a negation's clause: a sentence's end, a colon or semicolon, a dash, a bracket, a line break. */
export const CLAUSE_ENDS = new Set([".", "!", "?", ";", ":", "—", "–", "(", ")", "\n"]);

/** Verbs whose "no" is an answer given, not a negation: "vote NO on Prop 7", "reply NO", "text NO". */
export const ANSWERING = new Set(["vote", "reply", "text", "answer"]);

/**
 * Verbs after which a negation invites rather than denies, and words after which it adds: "don't miss", "never
 * forget", "don't wait", "not only", "not just", "don't pass up". Such a negator negates nothing.
 */
export const INVITING = new Set(["miss", "forget", "wait", "hesitate", "delay", "sleep", "let", "just", "only"]);

/** Words that count (a phrase's `#`): cardinal numerals to twelve, the articles ("a text a week") and quantifiers. */
export const NUMBER_WORDS = new Set([
  "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "a", "an", "a couple",
  "couple", "few", "several", "single", "once", "twice", "dozen", "half",
]);

/** Marks a phrase's gap does not run past: a sentence's end, a semicolon, a line break. */
export const CLAUSE_END = new Set([".", "!", "?", ";", "\n"]);

/** Abbreviations whose full stop ends no sentence: "when we bought Dr. Lindqvist's practice", "St. Mark's". */
export const TITLES = new Set(["dr.", "mr.", "mrs.", "ms.", "st.", "mt.", "jr.", "sr.", "prof.", "rev.", "fr.", "co.", "inc.", "ltd.", "no.", "vs."]);

/*
 * Closed classes the consent readings test one word against (reading/consent.ts, conditions.ts, provenance.ts), by
 * lemma or as written as each reading asks.
 */
/** Universal quantifiers ("every guest", "all renters", "each member"). */
export const EVERY = new Set(["every", "all", "each"]);
/** Relative pronouns that open who a clause is about ("people who signed", "the list that …"). */
export const RELATIVE_WHO = new Set(["who", "that"]);
/** The particles that make "check" no tick ("check in", "check out"). */
export const IN_OR_OUT = new Set(["in", "out"]);
/** The particles of signing up or opting in ("sign up", "opt in"). */
export const UP_OR_IN = new Set(["up", "in"]);
/** The passive's auxiliaries, by lemma ("are added", "get enrolled"). */
export const BE_OR_GET = new Set(["be", "get"]);
/** First-person possessives: the brand's own ("our list", "my clients"). */
export const OUR_OR_MY = new Set(["our", "my"]);
/** The brand's own, with "own" ("our own customers"). */
export const OURS = new Set(["our", "my", "own"]);
/** Prepositions of where something is kept ("on file", "in our system"). */
export const ON_OR_IN = new Set(["on", "in"]);
/** The plain negators, as written (NEGATORS has them all). */
export const PLAIN_NEGATORS = new Set(["not", "never", "no"]);
/** First-person subjects: the brand speaking ("we add", "I text"). */
export const WE_OR_I = new Set(["we", "i"]);

/*
 * More closed classes the readings test one word against, as written (reading/conditions.ts, consent.ts, disclosed.ts,
 * provenance.ts, read.ts, replies.ts, scope.ts): the Cambridge Grammar's pronouns, determiners, prepositions and
 * coordinators, each named by what its reading asks of it.
 */
/** The possessive clitic as wink writes it apart: "the owner's", "the partners'" (tested on the word as written). */
export const POSSESSIVE_MARKS: ReadonlySet<string> = new Set(["'s", "’s", "'", "’"]);
/** The possessive determiners of a person, not the brand's "our": "my account", "your utility account". */
export const PERSONS_POSSESSIVES: ReadonlySet<string> = new Set(["my", "your", "their", "his", "her"]);
/** The prepositions after "included" that make it the texts included with something: "included with", "included in". */
export const WITH_OR_IN: ReadonlySet<string> = new Set(["with", "in"]);
/** Universal quantifiers and pronouns as a subject: "everyone", "everybody", "all guests", "every renter", "each member". */
export const EVERYONE: ReadonlySet<string> = new Set(["everyone", "everybody", "all", "every", "each"]);
/** Quantifiers that open an apposition naming what a noun is: "StormPro, one of our partners", "each of them". */
export const APPOSED_QUANTIFIERS: ReadonlySet<string> = new Set(["one", "each", "both", "all", "any"]);
/** What opens a purpose: "so we can text them", "to get the alerts", "for the texts". */
export const PURPOSE_OPENERS: ReadonlySet<string> = new Set(["so", "to", "for"]);
/** Personal pronouns as a subject of their own: "you agree", "we may text". */
export const PERSONAL_SUBJECTS: ReadonlySet<string> = new Set(["you", "i", "we", "they", "he", "she"]);
/** The pronouns of the parties to the texts, the brand and the person: "we", "I", "you", "they". */
export const PARTY_PRONOUNS: ReadonlySet<string> = new Set(["we", "i", "you", "they"]);
/** Personal pronouns as an object: "send us", "pass it to them". */
export const OBJECT_PRONOUNS: ReadonlySet<string> = new Set(["us", "you", "me", "him", "her", "them"]);
/** The brand in the first person plural, subject or object: "we", "us". */
export const WE_OR_US: ReadonlySet<string> = new Set(["we", "us"]);
/** Pronouns for a thing just named: "covers it", "says this". */
export const IT_THIS_THAT: ReadonlySet<string> = new Set(["it", "this", "that"]);
/** Pronouns for things taken before: "send them to us", "these", "those". */
export const THEM_THESE_THOSE: ReadonlySet<string> = new Set(["them", "these", "those"]);
/** What opens a relative clause, or its subject where the relative pronoun is left out: "the sites we partner with". */
export const RELATIVE_OPENERS: ReadonlySet<string> = new Set(["who", "which", "that", "we", "they"]);
/** The indefinite articles. */
export const A_OR_AN: ReadonlySet<string> = new Set(["a", "an"]);
/** The indefinite articles and "one": a count of one, said without a number ("a text", "one text"). */
export const A_AN_OR_ONE: ReadonlySet<string> = new Set(["a", "an", "one"]);
/** After "even", what makes it a concession: "even if", "even though". */
export const IF_OR_THOUGH: ReadonlySet<string> = new Set(["if", "though"]);
/** Prepositions of where something comes from: "from the kiosk", "off the sheet". */
export const FROM_OR_OFF: ReadonlySet<string> = new Set(["from", "off"]);
/** Prepositions of where something was collected: "collected at the kiosk", "taken on the sheet", "gathered in store". */
export const AT_ON_OR_IN: ReadonlySet<string> = new Set(["at", "on", "in"]);
/** Coordinators and subordinators that end a clause's list: "and", "but", "while", "whereas". */
export const CLAUSE_COORDINATORS: ReadonlySet<string> = new Set(["and", "but", "while", "whereas"]);
/** Pronouns for what is got: "to get them", "to get it". */
export const THEM_OR_IT: ReadonlySet<string> = new Set(["them", "it"]);
/** What makes a wait on something: "until it's ticked", "unless you agree". */
export const UNTIL_OR_UNLESS: ReadonlySet<string> = new Set(["until", "unless"]);
/** Coordinators that end a clause: "and", "but". */
export const AND_OR_BUT: ReadonlySet<string> = new Set(["and", "but"]);
