import { answerNo, type Word } from "./words";
import { CLAUSE_END, NUMBER_WORDS, TITLES } from "../vocabulary/grammar";

/**
 * The one way the reading writes a phrase pattern: words separated by spaces, matched over a text's
 * words (reading/words.ts) by lemma or as written, case-insensitive, so one entry covers every
 * inflection ("share" matches "shares", "shared", "sharing").
 *
 *   `a|b|c`   one word of these (by lemma or as written)
 *   `a?`      an optional word
 *   `~3`      up to 3 words of anything within the clause
 *   `_3`      up to 3 plain words: no punctuation between (a comma, a quote, a bracket or a full stop ends the gap), a
 *             word's glued parts counted as one ("customer's", "in-store"), and the gap ends where a word begins
 *             (as `(?:[\w'&-]+\s+){0,3}?` between two words of a regular expression: "on our website" is `on _2
 *             website`, "on our site, in person" no `on _3 person`)
 *   `#`       a number (digits, a range "2-3", or a number word)
 *   `@name`   a word of the named list given to `phrase()` (`@a|@b|word` mixes them)
 *   `%NOUN`   a word of that part of speech (`%NOUN|PROPN`: of either), whatever the word
 *   `!a|b`    here the word before is none of these (it takes no word: "!your free trial" is a free trial offered,
 *             not the recipient's own)
 *   `!>a|b`   here the next word is none of these (it takes no word: "your !>favorite ~10 confirmed"); in `!` and
 *             `!>`, `#` is a word starting with a digit ("vote for !>#" is not "vote for 2 pies")
 *   `/re/`    a word whose whole text has this shape, case-insensitive: for a token that is a shape rather than a
 *             word (a code word "FALL20": `/[a-z]+\d+/`; the sign `/%/`, which `%` would read as a part of speech),
 *             or a word only as written, not by lemma (`/member/`: not "members"); a question mark is `/\?/` (`?`
 *             alone would be an optional nothing)
 *
 * e.g. phrase("share|sell|rent ~4 number|information with|to ~2 @party", { party: PARTIES }).
 * Matching tries each start once with gaps bounded by their `~N`: linear in the text's length.
 */
export interface Match {
  /** Index of the first and one past the last word. */
  readonly from: number;
  readonly to: number;
  /** Character span in the text. */
  readonly start: number;
  readonly end: number;
  /** Some word of the match is covered by a negation, or is a negator. */
  readonly negated: boolean;
}

type Element =
  | { kind: "word"; words: ReadonlySet<string>; optional: boolean; asWritten?: boolean }
  | { kind: "gap"; max: number }
  | { kind: "words"; max: number }
  | { kind: "number" }
  | { kind: "pos"; tags: ReadonlySet<string> }
  | { kind: "notAfter"; words: ReadonlySet<string> }
  | { kind: "notBefore"; words: ReadonlySet<string> }
  | { kind: "shape"; shape: RegExp };

export interface Phrase {
  readonly source: string;
  readonly elements: readonly Element[];
}

export const isNumber = (w: Word) => w.type === "number" || w.pos === "NUM" || /^\d+(?:[-–/]\d+)?$/.test(w.text) || NUMBER_WORDS.has(w.lower);

/**
 * A word a gap does not run past: a clause's end, or a word with a sentence's full stop glued to it (the
 * tokenizer reads "in." in "want to sign in. One code" as one word).
 */
const endsClause = (w: Word) =>
  CLAUSE_END.has(w.text) ||
  (w.text.length > 1 && /[a-z]\.$/i.test(w.text) && !/\./.test(w.text.slice(0, -1)) && !TITLES.has(w.lower));

/** A shape's source that is words and nothing else a regular expression would read as more than itself. */
const LITERAL = /^[a-z0-9%&'’,;:"“”‘#@!<>=_-]+(?:\|[a-z0-9%&'’,;:"“”‘#@!<>=_-]+)*$/i;

export function phrase(source: string, lists: Record<string, readonly string[]> = {}): Phrase {
  const elements = source.trim().split(/\s+/).map((part): Element => {
    if (/^~\d+$/.test(part)) return { kind: "gap", max: Number(part.slice(1)) };
    if (/^_\d+$/.test(part)) return { kind: "words", max: Number(part.slice(1)) };
    if (part === "#") return { kind: "number" };
    if (part.startsWith("%")) return { kind: "pos", tags: new Set(part.slice(1).split("|")) };
    if (part.length > 2 && part.startsWith("/") && part.endsWith("/")) {
      const body = part.slice(1, -1);
      // (a shape that is only words, "/member|members/", is those words as written: a set, as a word element is)
      if (LITERAL.test(body)) return { kind: "word", words: new Set(body.toLowerCase().split("|")), optional: false, asWritten: true };
      return { kind: "shape", shape: new RegExp(`^(?:${body})$`, "i") };
    }
    if (part.length > 2 && part.startsWith("!>")) {
      return { kind: "notBefore", words: new Set(part.slice(2).split("|").map((w) => w.toLowerCase())) };
    }
    if (part.length > 1 && part.startsWith("!")) {
      return { kind: "notAfter", words: new Set(part.slice(1).split("|").map((w) => w.toLowerCase())) };
    }
    const optional = part.endsWith("?");
    const body = optional ? part.slice(0, -1) : part;
    if (body === "") throw new Error(`phrase "${source}": "?" alone is no word (a question mark is /\\?/)`);
    const words = body.split("|").flatMap((alt) => {
      if (!alt.startsWith("@")) return [alt];
      const list = lists[alt.slice(1)];
      if (!list) throw new Error(`phrase "${source}": no list ${alt}`);
      return list;
    });
    return { kind: "word", words: new Set(words.map((w) => w.toLowerCase())), optional };
  });
  return { source, elements };
}

const wordIs = (w: Word, set: ReadonlySet<string>) => set.has(w.lower) || set.has(w.lemma);
/** A word of a `!` or `!>` element's list: `#` there is a word starting with a digit. */
const listed = (w: Word, set: ReadonlySet<string>) => wordIs(w, set) || (set.has("#") && /^\d/.test(w.text));

/**
 * A word, or a part glued to one, as a regular expression's `[\w'&-]+` reads it: no punctuation but the apostrophe,
 * the hyphen and the ampersand ("Panel & Page").
 */
const PLAIN = /^[\w'&-]+$/;

/** Whether a word meets a word, number, part-of-speech or shape element. */
function meetsElement(w: Word, el: Exclude<Element, { kind: "gap" | "words" | "notAfter" | "notBefore" }>): boolean {
  if (el.kind === "number") return isNumber(w);
  if (el.kind === "pos") return el.tags.has(w.pos) && w.type === "word";
  if (el.kind === "shape") return el.shape.test(w.text);
  return el.asWritten ? el.words.has(w.lower) : wordIs(w, el.words);
}

/** Where the pattern matches from word `i` (one past its last word), or -1. */
function matchAt(words: readonly Word[], elements: readonly Element[], e: number, i: number): number {
  if (e === elements.length) return i;
  const el = elements[e]!;
  if (el.kind === "gap") {
    for (let k = 0; k <= el.max; k++) {
      const end = matchAt(words, elements, e + 1, i + k);
      if (end >= 0) return end;
      if (i + k >= words.length || endsClause(words[i + k]!)) break;
    }
    return -1;
  }
  if (el.kind === "words") {
    let j = i;
    for (let k = 0; ; k++) {
      const end = matchAt(words, elements, e + 1, j);
      if (end >= 0) return end;
      if (k === el.max || j >= words.length || !PLAIN.test(words[j]!.text)) return -1;
      // (one word: its first token and the parts glued to it, each of a word's characters)
      for (j++; j < words.length && words[j]!.start === words[j - 1]!.end; j++) {
        if (!PLAIN.test(words[j]!.text)) return -1;
      }
    }
  }
  if (el.kind === "notAfter") {
    const before = words[i - 1];
    return before !== undefined && listed(before, el.words) ? -1 : matchAt(words, elements, e + 1, i);
  }
  if (el.kind === "notBefore") {
    const next = words[i];
    return next !== undefined && listed(next, el.words) ? -1 : matchAt(words, elements, e + 1, i);
  }
  const w = words[i];
  const ok = w !== undefined && meetsElement(w, el);
  if (ok) {
    const end = matchAt(words, elements, e + 1, i + 1);
    if (end >= 0) return end;
  }
  return el.kind === "word" && el.optional ? matchAt(words, elements, e + 1, i) : -1;
}

function matchOf(words: readonly Word[], from: number, to: number): Match {
  let negated = false;
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    // (a "no" given as an answer negates nothing: "vote no on Measure 4", as Field.negatedSpan reads it)
    if (w.negated || w.lemma === "not" || w.lower === "never" || (w.lower === "no" && !answerNo(words, k)) || w.lower === "without") {
      negated = true;
    }
  }
  return { from, to, start: words[from]!.start, end: words[to - 1]!.end, negated };
}

/**
 * The matches found so far, by text (its words, which reading/words.ts keeps per text) and pattern: the
 * reading and the rules ask one text for the same pattern more than once, and a file of many campaigns
 * repeats its flows and replies.
 */
const FOUND = new WeakMap<readonly Word[], Map<Phrase, readonly Match[]>>();

/** Every match of the pattern, left to right, not overlapping. */
export function matchAll(words: readonly Word[], p: Phrase): readonly Match[] {
  let found = FOUND.get(words);
  if (found === undefined) FOUND.set(words, (found = new Map()));
  let out = found.get(p);
  if (out === undefined) found.set(p, (out = mayMatch(words, p) ? scan(words, p) : NONE));
  return out;
}

const NONE: readonly Match[] = Object.freeze([]);

/** Each text's words as a set of what a word element compares (lower case and lemma). */
const VOCABULARY = new WeakMap<readonly Word[], ReadonlySet<string>>();
/** Each pattern's word elements that every match must meet (not optional). */
const REQUIRED = new WeakMap<Phrase, readonly ReadonlySet<string>[]>();

/**
 * Whether every word the pattern requires has a word of the text to meet it: most patterns asked of a text
 * name a word it does not hold, and are answered so without walking its words (the same matches: a word
 * element meets a word only by its lower case or lemma).
 */
function mayMatch(words: readonly Word[], p: Phrase): boolean {
  let vocabulary = VOCABULARY.get(words);
  if (vocabulary === undefined) {
    const v = new Set<string>();
    for (const w of words) v.add(w.lower).add(w.lemma);
    VOCABULARY.set(words, (vocabulary = v));
  }
  let required = REQUIRED.get(p);
  if (required === undefined) {
    required = p.elements.flatMap((e) => (e.kind === "word" && !e.optional ? [e.words] : []));
    REQUIRED.set(p, required);
  }
  for (const set of required) if (!meets(set, vocabulary)) return false;
  return true;
}

/** Whether two sets share a member (walking the smaller). */
function meets(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const x of small) if (large.has(x)) return true;
  return false;
}

function scan(words: readonly Word[], p: Phrase): Match[] {
  const out: Match[] = [];
  for (let i = 0; i < words.length; i++) {
    const end = matchAt(words, p.elements, 0, i);
    if (end > i) {
      out.push(matchOf(words, i, end));
      i = end - 1;
    }
  }
  return out;
}

/** The first match, negated or not. */
export const firstMatch = (words: readonly Word[], p: Phrase): Match | undefined => matchAll(words, p)[0];

/**
 * A list of words and phrases matched as written (whole words, case-insensitive, not by lemma), as phrase patterns:
 * the words of an entry may be written apart or joined by a hyphen, whichever the tokenizer keeps as one word ("sign
 * in", "sign-in" and "sign - in" each read both "sign in" and "sign-in"). For a vocabulary of names and set phrases
 * ("k-12", "one-time code", "paid for by"); one pattern holds the entries of one word.
 */
export function wordList(entries: readonly string[]): Phrase[] {
  const single: string[] = [];
  const out: Phrase[] = [];
  const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  for (const entry of entries) {
    const parts = entry.trim().toLowerCase().split(/[\s-]+/).map(esc);
    // each joint of two words: apart ("-?" between them) or joined into one word "a-b"
    for (let mask = 0; mask < 1 << (parts.length - 1); mask++) {
      let source = parts[0]!;
      for (let k = 1; k < parts.length; k++) source += mask & (1 << (k - 1)) ? `-${parts[k]}` : `/ -? /${parts[k]}`;
      if (!source.includes("/")) single.push(source);
      else out.push(phrase(`/${source}/`));
    }
  }
  return single.length > 0 ? [phrase(`/${single.join("|")}/`), ...out] : out;
}
