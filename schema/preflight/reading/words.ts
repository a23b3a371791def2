/**
 * The words of a text, as the reading sees them: wink-nlp's tokens (CONTRIBUTING.md, dependencies)
 * with their lemma, part of speech, type (word, number, url, email…), character span and sentence, and
 * the reading's own negation scope. wink-nlp and its English model load on the first text read, so only
 * a review of a registration pays for them (a plain lazy require, which a bundler can split off).
 *
 * Negation: a negator ("not", "n't", "never", "no", "nor", "without", "none", "cannot") covers what
 * follows it in its clause, including a list of verbs or participles ("we never sell, rent or share your
 * number", "numbers are not shared, sold or rented"), up to the clause's end: a sentence end, a colon or
 * semicolon, a dash, a contrast ("but", "however", "except", "unless"), a comma followed by a new
 * subject ("…, and you can opt out") or by a correction ("we don't text first, only reply"), or the sentence's own verb resuming after a relative clause that holds the
 * negation ("requests we can't write are passed to partners": "are passed" is not covered). Words before the
 * negator in its clause are not covered.
 */

import { SHORTHAND } from "../vocabulary/shorthand";
import { readOnce } from "../text";
import {
  ANSWERING, CLAUSE_BREAKS, CLAUSE_ENDS, INVITING, NEGATORS, QUOTE_MARKS, SUBJECTS, SUBORDINATORS, BE_BEFORE_S,
  DOUBLE_QUOTES, OPENS_DOUBLE, CLOSES_DOUBLE, OPENS_SINGLE, CLOSES_SINGLE,
} from "../vocabulary/grammar";

export interface Word {
  /** The word as written. */
  readonly text: string;
  /** Lower case. */
  readonly lower: string;
  /** The dictionary form ("shared" → "share"; texting shorthand as its word: "txts" → "text", vocabulary/shorthand.ts), lower case. */
  readonly lemma: string;
  /** Universal part of speech (VERB, NOUN, NUM, PRON, ADP, CCONJ, PUNCT…). */
  readonly pos: string;
  /** word, number, punctuation, url, email, emoji, symbol… */
  readonly type: string;
  readonly start: number;
  readonly end: number;
  /** Index of its sentence. */
  readonly sentence: number;
  /** Covered by a negation (the negator itself is not). */
  readonly negated: boolean;
}

/*
 * A word's sentence and the clause around it, said once for the reading. A sentence is wink's (an address's full stop
 * joined, `joinAddresses`), numbered in order, so its words stand together. A window of words before or after a word
 * keeps to its sentence, holds at most `max` words, and ends before the first word `stop` holds (a clause's end, where
 * the caller gives one); the word itself is not in it.
 */

/** Whether both words are there and in one sentence. */
export const sameSentence = (a: Word | undefined, b: Word | undefined): boolean =>
  a !== undefined && b !== undefined && a.sentence === b.sentence;

/** The words of the sentence `w` is in, in order. */
export const sentenceWords = (words: readonly Word[], w: Word): Word[] =>
  words.filter((x) => x.sentence === w.sentence);

/** Which words end a window: a clause's end, say. */
type Stop = (w: Word) => boolean;
const noStop: Stop = () => false;

/** Up to `max` words just before word `i` in its sentence, in order, none at or before a word `stop` holds. */
export function wordsBefore(words: readonly Word[], i: number, max: number, stop: Stop = noStop): Word[] {
  let from = i;
  while (from > 0 && i - from < max && sameSentence(words[from - 1], words[i]) && !stop(words[from - 1]!)) from--;
  return words.slice(from, i);
}

/** Up to `max` words just after word `i` in its sentence, in order, none at or after a word `stop` holds. */
export function wordsAfter(words: readonly Word[], i: number, max: number, stop: Stop = noStop): Word[] {
  let to = i;
  while (to + 1 < words.length && to - i < max && sameSentence(words[to + 1], words[i]) && !stop(words[to + 1]!)) to++;
  return words.slice(i + 1, to + 1);
}

/** A clause's end or a double quote mark: a full stop, a semicolon, a colon, "!", "?", `"`, `“`, `”`. */
export const endsClauseOrQuote = (w: Word) => /^[.;:!?"“”]$/.test(w.text);

/** The words of a word's clause before it: up to twelve, back to a sentence's end or a stop, colon or quote mark. */
export const clauseBefore = (words: readonly Word[], at: number): Word[] =>
  wordsBefore(words, at, 12, endsClauseOrQuote);

interface Wink {
  readDoc(text: string): WinkDoc;
  its: Record<string, unknown>;
}
interface WinkCollection {
  out(f: unknown): unknown[];
}
interface WinkDoc {
  tokens(): WinkCollection;
  sentences(): WinkCollection;
}

let nlp: Wink | undefined;

function load(): Wink {
  if (nlp) return nlp;
  // Sentence boundaries and parts of speech only: no entities, sentiment or custom entities to pay for.
  const winkNLP = require("wink-nlp") as (model: unknown, pipe?: string[]) => Wink;
  nlp = winkNLP(require("wink-eng-lite-web-model"), ["sbd", "pos"]);
  return nlp;
}

/** Whether the word is one of these kinds, as written or by its lemma ("closures" for "closure"). */
export const isKind = (w: Word | undefined, kinds: readonly string[]) =>
  w !== undefined && (kinds.includes(w.lemma) || kinds.includes(w.lower));

export const isNegator = (w: Word | { lower: string; lemma: string }) =>
  NEGATORS.has(w.lower) || w.lemma === "not" || w.lower === "don't" || w.lower === "won't" || w.lower === "can't";

/**
 * Whether the words quote something: a quote mark with a word after it. An apostrophe inside a word ("don't",
 * "[Pet]'s") is part of a token of wink's ("n't", "'s"), no quote mark.
 */
export function quotes(words: readonly Word[]): boolean {
  const last = words.findLastIndex((w) => w.text !== "\n");
  return words.some((w, i) => i < last && QUOTE_MARKS.has(w.text));
}

/** A quoted passage: where its words start in the text and the words themselves, without the marks. */
export interface Quoted {
  readonly start: number;
  readonly text: string;
  /** In double quotes ("…", “…”), not single. */
  readonly double: boolean;
}

/**
 * The passages the words quote, by wink's quote-mark tokens (QUOTE_MARKS): double quotes first ("…", “…”), then single
 * ('…', ‘…’), each 8 to 600 characters. A double quote opens where no word ends against it and closes at the next
 * double mark when no word begins against it (the words between two quotes, `section 4 "Texting", reads: "I agree …"`,
 * are no quote); a single quote opens after a space, a colon or a bracket and closes at the first single mark before a
 * space or a punctuation mark (an apostrophe inside a word, "don't", "it's", is part of a word's token, no mark).
 */
export function quotedIn(text: string, words: readonly Word[]): Quoted[] {
  const marks = words.flatMap(marksOf);
  const out: Quoted[] = [];
  const quote = (open: Mark, close: Mark | undefined) => {
    if (!close || close.start - open.end < 8 || close.start - open.end > 600) return false;
    out.push({ start: open.end, text: text.slice(open.end, close.start), double: DOUBLE_QUOTES.has(open.text) });
    return true;
  };
  const alnum = (c: string | undefined) => c !== undefined && /[A-Za-z0-9]/.test(c);
  // (double: opened where no word ends against it, closed at the next double mark where none begins)
  const doubles = marks.filter((m) => DOUBLE_QUOTES.has(m.text));
  for (let k = 0; k < doubles.length; k++) {
    const [open, close] = [doubles[k]!, doubles[k + 1]];
    if (!OPENS_DOUBLE.has(open.text) || alnum(text[open.start - 1])) continue;
    if (close && CLOSES_DOUBLE.has(close.text) && !alnum(text[close.end]) && quote(open, close)) k++;
  }
  // (single: opened after a space, a colon or a bracket, closed at the next single mark before a space or a punctuation
  // mark, with no line break between)
  const singles = marks.filter((m) => !DOUBLE_QUOTES.has(m.text));
  for (let k = 0; k < singles.length; k++) {
    const [open, close] = [singles[k]!, singles[k + 1]];
    if (!OPENS_SINGLE.has(open.text) || !(open.start === 0 || /[\s:([]/.test(text[open.start - 1]!))) continue;
    if (!close || !CLOSES_SINGLE.has(close.text) || text.slice(open.end, close.start).includes("\n")) continue;
    if ((close.end === text.length || /[\s.,;:)\]]/.test(text[close.end]!)) && quote(open, close)) k++;
  }
  return out;
}
type Mark = Pick<Word, "text" | "start" | "end">;
/**
 * A word's quote marks: the word itself if it is one, or those inside a link, where wink keeps a mark that closes right
 * after it ("Terms: https://acme.example/sms\"."): a link holds no quote mark but the straight single one (RFC 3986).
 */
function marksOf(w: Word): Mark[] {
  if (QUOTE_MARKS.has(w.text)) return [w];
  const inLink: Mark[] = [];
  for (let k = 0; w.type === "url" && k < w.text.length; k++) {
    const c = w.text[k]!;
    if (QUOTE_MARKS.has(c) && c !== "'") inLink.push({ text: c, start: w.start + k, end: w.start + k + 1 });
  }
  return inLink;
}

/** The index of the first word that ends after the character offset `at` (-1: none). */
export const wordEndingAfter = (words: readonly Word[], at: number): number => words.findIndex((w) => w.end > at);

/**
 * Whether the word at `i` is part of a compound: joined by a hyphen, with no space, to a word ("move-day updates",
 * "will-call and backorder texts", "a one-page form"): no channel, count or period of its own. Not "mail" in
 * "e-mail", a channel of its own.
 */
export function inCompound(words: readonly Word[], i: number): boolean {
  const glued = (a: number, b: number) =>
    words[a] !== undefined && words[b] !== undefined && words[a]!.end === words[b]!.start;
  // (a hyphen glued on both sides, a word beyond it)
  const after = words[i + 1]?.text === "-" && glued(i, i + 1) && glued(i + 1, i + 2) && /^[a-z]/i.test(words[i + 2]!.text);
  const before = words[i - 1]?.text === "-" && glued(i - 1, i) && glued(i - 2, i - 1) && /^[a-z]/i.test(words[i - 2]!.text) &&
    words[i - 2]!.lower !== "e";
  return after || before;
}

/** Whether the "no" at `i` is an answer ("vote no on …", "reply YES or NO"), which negates nothing. */
export function answerNo(words: readonly Word[], i: number): boolean {
  if (words[i]!.lower !== "no") return false;
  const before = words[i - 1];
  if (before === undefined) return false;
  return ANSWERING.has(before.lemma) || ANSWERING.has(before.lower) ||
    ((before.lower === "or" || before.text === "/") && words[i - 2]?.lower === "yes");
}

/** Whether the negator at `i` invites ("don't miss", "don't pass up"): it negates nothing ("not passed to partners" does). */
const invites = (words: readonly Word[], i: number) =>
  (INVITING.has(words[i + 1]?.lemma ?? "") && (words[i + 1]!.lemma !== "let" || imperative(words, i))) ||
  (words[i + 1]?.lemma === "pass" && words[i + 2]?.lower === "up");
/**
 * Whether the negator at `i` is an imperative's, "don't" or "do not" opening its clause ("Don't let this sale slip by"):
 * "let" invites there only; with a subject it still denies ("the form won't let the box be pre-checked", "our app
 * doesn't let staff tick it").
 */
function imperative(words: readonly Word[], i: number): boolean {
  const d = words[i - 1];
  if (d?.lower !== "do") return false;
  const before = words[i - 2];
  return before === undefined || before.sentence !== d.sentence || /^[.!:;,"“(—-]$/.test(before.text) ||
    /^(?:please|just|so|and|then)$/.test(before.lower);
}

/** The longest text read at once: longer texts are read in pieces cut at a sentence end or a space. */
const PIECE = 16_384;

const CACHE = new Map<string, readonly Word[]>();

/** A text's words (cached: the reading and the rules ask for the same few texts). */
export function wordsOf(text: string): readonly Word[] {
  let words = CACHE.get(text);
  if (words === undefined) {
    words = read(text);
    if (CACHE.size > 5_000) CACHE.clear();
    CACHE.set(text, words);
  }
  return words;
}

/** A word as it is made: every property named (one object shape), its negation set by `negate`. */
type Made = { -readonly [K in keyof Word]: Word[K] };

const word = (
  text: string, lower: string, lemma: string, pos: string, type: string, start: number, end: number, sentence: number,
): Made => ({ text, lemma, pos, type, start, end, sentence, lower, negated: false });

/**
 * The longest run of non-space characters given to wink as text: its tokenizer takes time growing with
 * the square of a token's length, so a longer run (a pasted blob, a long link) is one opaque word here.
 */
const LONGEST_RUN = 200;
const LONG_RUN = new RegExp(`\\S{${LONGEST_RUN + 1},}`, "g");

function read(text: string): Word[] {
  const out: Made[] = [];
  let sentence = 0;
  let at = 0;
  for (const run of text.matchAll(LONG_RUN)) {
    sentence = readText(text, at, run.index, out, sentence);
    const value = run[0];
    const lower = value.toLowerCase();
    out.push(word(value, lower, lower, "X", "word", run.index, run.index + value.length, sentence));
    at = run.index + value.length;
  }
  readText(text, at, text.length, out, sentence);
  joinAddresses(out);
  const words = aboutNumbers(out);
  negate(words);
  return words;
}

/**
 * A number said as about itself, "3ish texts", "10-ish a year": wink splits the suffix off as a word of its own; the
 * number is read as the number, the suffix set aside, so a count reads the same with it and without it.
 */
function aboutNumbers(words: Made[]): Made[] {
  const glued = (a: Made | undefined, b: Made | undefined) => a !== undefined && b !== undefined && a.end === b.start;
  const dropped = new Set<number>();
  for (let i = 1; i < words.length; i++) {
    if (words[i]!.lower !== "ish") continue;
    const dash = words[i - 1]!.text === "-" && glued(words[i - 1], words[i]) ? 1 : 0;
    const n = words[i - 1 - dash];
    if (n?.type !== "number" || !glued(n, words[i - dash])) continue;
    dropped.add(i);
    if (dash) dropped.add(i - 1);
  }
  return dropped.size === 0 ? words : words.filter((_, i) => !dropped.has(i));
}

/**
 * A full stop inside an address ("at liftmark.example/privacy says …") ends no sentence: where the tagger starts one
 * after a stop that touches the words on both sides and the word after it is in lower case, the sentence goes on.
 */
function joinAddresses(words: Made[]): void {
  const original = words.map((w) => w.sentence);
  let shift = 0;
  for (let i = 1; i < words.length; i++) {
    const stop = words[i - 1]!;
    const w = words[i]!;
    const inAddress = stop.text === "." && stop.end === w.start && words[i - 2]?.end === stop.start && /^[a-z0-9]/.test(w.text);
    if (original[i] !== original[i - 1] && inAddress) shift++;
    w.sentence = original[i]! - shift;
  }
}

/** Reads text[from, to) in pieces of at most PIECE characters cut at a sentence end or a space. */
function readText(text: string, from: number, to: number, out: Made[], firstSentence: number): number {
  let sentence = firstSentence;
  // wink reads a document in one pass; pieces keep its working memory bounded on a very long text.
  for (let at = from; at < to;) {
    let end = Math.min(to, at + PIECE);
    if (end < to) {
      // Cut after the piece's last sentence end, else its last space (looked for in the piece alone).
      const piece = text.slice(at, end);
      const cut = Math.max(piece.lastIndexOf(". "), piece.lastIndexOf("\n"), piece.lastIndexOf(" "));
      if (cut > 0) end = at + cut + 1;
    }
    if (NOT_SPACE.test(text.slice(at, end))) sentence = readPiece(text, at, end, out, sentence);
    at = end;
  }
  return sentence;
}

const TITLE_CASE = /^[A-Z][a-z]+$/;
/** A word of a prefix, a hyphen and a stem: "pre-checked", "re-enrolls", "auto-renewed". */
const PREFIXED = /^(pre|re|auto|un|co)-([a-z]{3,})$/;
/** The lemma of one word written in lower case, as the tagger reads it alone ("texts" → "text"). */
const lemmaOf = readOnce((lower: string): string => {
  const wink = load();
  return ((wink.readDoc(lower).tokens().out(wink.its.lemma) as string[])[0] ?? lower).toLowerCase();
}, 10_000);

/** A possessive glued to its word ("customer's"): the word and the "'s". */
const GLUED_POSSESSIVE = /^([A-Za-z][A-Za-z-]*)(['’]s)$/;

const NOT_SPACE = /\S/;
const ALL_SPACE = /^\s+$/;

function readPiece(text: string, from: number, to: number, out: Made[], firstSentence: number): number {
  const wink = load();
  const its = wink.its;
  const doc = wink.readDoc(text.slice(from, to));
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const pos = tokens.out(its.pos) as string[];
  const lemmas = tokens.out(its.lemma) as string[];
  const types = tokens.out(its.type) as string[];
  const spans = doc.sentences().out(its.span) as [number, number][];
  let cursor = from;
  let s = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    let start = cursor + (spaces[i]?.length ?? 0);
    // wink keeps every character; should a token ever not sit where the spaces say, look just ahead for it.
    if (text.startsWith(value, start) === false) {
      const found = text.slice(cursor, Math.min(to, cursor + value.length + 64)).indexOf(value);
      start = found >= 0 ? cursor + found : start;
    }
    const end = Math.min(to, start + value.length);
    cursor = end;
    while (s < spans.length - 1 && i > spans[s]![1]) s++;
    if (types[i] === "tabCRLF" || ALL_SPACE.test(value)) {
      // (a line break or another run of white space: one word "\n" of its own)
      out.push(word("\n", "\n", "\n", "PUNCT", "punctuation", start, end, firstSentence + s));
      continue;
    }
    const lower = value.toLowerCase();
    // A capital after a colon starts a clause ("Acme: Texts off."), which the tagger reads as a name ("Texts", PROPN,
    // lemma "texts"): such a word takes the lemma it has written in lower case.
    const afterColon = pos[i] === "PROPN" && TITLE_CASE.test(value) && out.at(-1)?.text === ":";
    const read = SHORTHAND.get(lower) ?? (afterColon ? lemmaOf(lower) : (lemmas[i] ?? value).toLowerCase());
    // A verb with a prefix wink's lexicon does not hold ("pre-checks", "re-enrolled") takes its stem's lemma after the
    // prefix, so one word element covers every form ("pre-check"), as it does for the words wink knows.
    const prefixed = read === lower ? PREFIXED.exec(lower) : null;
    const lemma = prefixed ? `${prefixed[1]}-${lemmaOf(prefixed[2]!)}` : read;
    // wink learns words it has met: a possessive it once saw glued ("the customer's," in an earlier text) comes back as
    // one token ever after, a name ("customer's", PROPN). Split it as wink reads it fresh, so a text reads the same
    // whatever was read before it: the word, then "'s".
    const glued = GLUED_POSSESSIVE.exec(value);
    if (glued && types[i] === "word") {
      const head = glued[1]!;
      const headLower = head.toLowerCase();
      const headPos = pos[i] === "PROPN" && !/^[A-Z]/.test(head) ? "NOUN" : (pos[i] ?? "X");
      out.push(word(head, headLower, SHORTHAND.get(headLower) ?? lemmaOf(headLower), headPos, "word", start, start + head.length,
        firstSentence + s));
      const [sPos, sLemma] = BE_BEFORE_S.has(headLower) ? ["AUX", "be"] : headLower === "let" ? ["PRON", "us"] : ["PART", "'s"];
      out.push(word(glued[2]!, glued[2]!.toLowerCase(), sLemma, sPos, "word", start + head.length, end, firstSentence + s));
      continue;
    }
    out.push(word(value, lower, lemma, pos[i] ?? "X", types[i] ?? "word", start, end, firstSentence + s));
  }
  return firstSentence + spans.length;
}

/** The reading's negation scope over the words (see the header): sets each word's `negated`. */
function negate(words: Made[]): void {
  let open = false;
  /** Whether the open negation has covered a verb of its own yet ("never *sell*"). */
  let negatedVerb = false;
  let verbNext = false;
  let sentence = -1;
  /** Whether a subordinate clause opened ("If this …") and its comma has not come yet; and the negation opened in it. */
  let subordinate = false;
  let openedInSubordinate = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const lower = w.lower;
    if (w.sentence !== sentence) {
      open = false;
      sentence = w.sentence;
      subordinate = false;
    }
    // (a mark glued to another by the tokenizer ends the clause as each would: "(not pre-ticked):" closes the aside)
    const ends = CLAUSE_ENDS.has(w.text) || (w.text.length > 1 && [...w.text].every((c) => CLAUSE_ENDS.has(c)));
    if (ends) subordinate = false;
    if (ends || CLAUSE_BREAKS.has(lower)) open = false;
    if (SUBORDINATORS.has(lower)) subordinate = true;
    if (w.text === ",") {
      // The comma that closes a subordinate clause closes the negation inside it when an order follows: "If this wasn't
      // you, reply with …" (a verb first, the main clause's imperative; with a subject after the comma, as in "… without
      // checking it, our team follows up by email, never a text", the clause is read as before).
      const order = words[i + 1] !== undefined && (words[i + 1]!.pos === "VERB" || ANSWERING.has(words[i + 1]!.lemma) ||
        words[i + 1]!.lemma === "call");
      if (open && openedInSubordinate && order) open = false;
      subordinate = false;
      // A comma goes on with the list ("never sell, rent or share") unless a new clause starts after it.
      const next = words[i + 1]?.lower ?? "";
      const after = words[i + 2]?.lower ?? "";
      // (nor past a correction: "we don't text anyone first, only reply to people who write", "not sold, only used
      // to send your codes": what follows "only" is what is done)
      const newClause = SUBJECTS.has(next) || CLAUSE_BREAKS.has(next) || next === "only" ||
        ((next === "and" || next === "or" || next === "so") && SUBJECTS.has(after));
      if (newClause) open = false;
    }
    // A relative clause the negation sits in ends where the sentence's own verb resumes: in "requests we can't
    // write are passed to partners" the negation covers "write", not "are passed" (a verb after the negated verb,
    // with no "and", "or" or comma between, is another clause's).
    // (but a verb the negated one governs goes on under it: "won't let it be pre-ticked", "does not allow it to be
    // shared": the infinitive after "to", or after the object of "let" or "make")
    let object = i - 1;
    while (object >= 0 && i - object <= 4 && /^(?:PRON|NOUN|PROPN|DET|ADJ)$/.test(words[object]!.pos)) object--;
    const governed = words[i - 1]?.lower === "to" ||
      (object < i - 1 && /^(?:let|make)$/.test(words[object]?.lemma ?? ""));
    if (open && negatedVerb && w.pos === "AUX" && !governed && !/^(?:and|or|nor|,)$/.test(words[i - 1]?.lower ?? "")) open = false;
    w.negated = open;
    // (a verb of leaving out negates what it governs as well: "our offers exclude tobacco and alcohol", "excluding
    // alcohol"; not its subject, before it)
    const excludes = w.lemma === "exclude" && w.pos === "VERB";
    if ((isNegator(w) || excludes) && !answerNo(words, i) && !invites(words, i)) {
      open = true;
      openedInSubordinate = subordinate;
      negatedVerb = false;
      // After "do not", "can't", "won't", "cannot" the next word is the verb, whatever the tagger calls it.
      verbNext = words[i - 1]?.pos === "AUX" || /n't$|^cannot$/.test(lower);
    } else {
      if (open && (w.pos === "VERB" || (verbNext && !/^(?:AUX|ADV|PART|DET)$/.test(w.pos)))) negatedVerb = true;
      verbNext = false;
    }
  }
}
