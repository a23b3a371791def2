import { SHORTHAND } from "../vocabulary/shorthand";
import { readOnce } from "../text";
import type { Category, CategoryId } from "./types";

/*
 * The content lexicon's matcher: the text is cut into word tokens once, each token is normalised
 * (fold(); a plural also reads as its singular), and a trie of token sequences of the lexicon's terms
 * and look-alikes is walked from each token. The walk is at most as deep as the longest term, so a
 * text is read in time linear in its length, without regular expressions built from the lists and
 * without backtracking. At each token the longest term or look-alike starting there is taken
 * (leftmost, then longest); a look-alike taken hides the words it covers. The trie is not built from
 * every variant of every term (a term of five `{a|b}` parts stands for thousands): the terms are kept
 * as a graph of word positions, and a trie node is made from it the first time a text reaches it.
 */

/** One product or service found: its category and lexicon entry, the words as written and their span. */
export interface CategoryMatch {
  readonly category: CategoryId;
  /** The lexicon entry (`<category>/<name>`). */
  readonly entry: string;
  /** The text's own words for it: text.slice(start, end). */
  readonly phrase: string;
  /** Character offsets in the text (end exclusive). */
  readonly start: number;
  readonly end: number;
}

interface Token {
  /** The word folded (case, apostrophes, possessive). */
  key: string;
  /** Its singular where the word is the plural of a lexicon word ("gummies" -> "gummy"). */
  singular: string | undefined;
  /**
   * The word texting shorthand stands for (reading/shorthand.ts, as the reading's lemmas read it: "ur" -> "your",
   * "pts" -> "point"), tried as the word and its plural: "fix ur credit", "raise your score 100 pts".
   */
  short: string | undefined;
  start: number;
  end: number;
  /** Joined to the previous token by spaces or hyphens only (a phrase does not run across other punctuation). */
  soft: boolean;
}

type Payload = { kind: "entry"; category: CategoryId; entry: string } | { kind: "look-alike"; category: CategoryId };

/** A word token: letters and digits, with apostrophes inside ("don't", "Acme's"); "&" reads as "and". */
const WORD = /[\p{L}\p{N}]+(?:['\u2019][\p{L}\p{N}]+)*|&/gu;
/**
 * What may separate the words of one phrase: spaces and hyphens, and a currency sign before an amount
 * ("borrow up to $500"); a phrase does not run across "," "." "/" … .
 */
const SOFT = new Set([0x20, 0x09, 0x0a, 0x0d, 0xa0, 0x2d, 0x2010, 0x2011, 0x24]);
function softGap(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (!SOFT.has(c)) return false;
  }
  return true;
}

/** The English regular plural (and third person) of a word: "gummy" -> "gummies", "glass" -> "glasses". */
function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Case, apostrophes and the possessive: the one place a written word is made a lexicon word. */
function fold(word: string): string {
  if (word === "&") return "and";
  let lower = word.toLowerCase();
  if (lower.includes("\u2019")) lower = lower.replace(/\u2019/g, "'");
  return lower.endsWith("'s") ? lower.slice(0, -2) : lower;
}

const wordsOf = (s: string) => s.split(/[\s\-\u2010\u2011]+/).filter((w) => w.length > 0).map(fold);

/** A term's variants as lexicon words: "{a|b} c" -> [["a","c"],["b","c"]]; words split at spaces and hyphens. */
export function expand(term: string): string[][] {
  let variants: string[][] = [[]];
  for (const part of term.split(/(\{[^}]*\})/)) {
    if (part.trim().length === 0) continue;
    const options = (part.startsWith("{") ? part.slice(1, -1).split("|") : [part]).map(wordsOf);
    variants = variants.flatMap((v) => options.map((o) => v.concat(o)));
  }
  return variants;
}

/** A term's parts: each a list of options, each option the lexicon words it stands for (none: the part may be left out). */
function parts(term: string): string[][][] {
  const out: string[][][] = [];
  for (const part of term.split(/(\{[^}]*\})/)) {
    if (part.trim().length === 0) continue;
    out.push((part.startsWith("{") ? part.slice(1, -1).split("|") : [part]).map(wordsOf));
  }
  return out;
}

/** A term's variants of exactly two words, closed up ("e cig" -> "ecig"): enumerated without the longer variants. */
function closedUp(ps: readonly (readonly string[])[][]): string[] {
  // The fewest words the parts from i on can give: a path that must exceed two words is not walked.
  const fewest = new Array<number>(ps.length + 1).fill(0);
  for (let i = ps.length - 1; i >= 0; i--) fewest[i] = fewest[i + 1]! + Math.min(...ps[i]!.map((o) => o.length));
  if (fewest[0]! > 2) return [];
  const out = new Set<string>();
  const walk = (i: number, words: readonly string[]): void => {
    if (words.length + fewest[i]! > 2) return;
    if (i === ps.length) {
      if (words.length === 2) out.add(words.join(""));
      return;
    }
    for (const o of ps[i]!) walk(i + 1, o.length === 0 ? words : words.concat(o));
  };
  walk(0, []);
  return [...out];
}

/**
 * A node of the trie of token sequences, made when a text first reaches it. `positions` are the places in
 * the terms where the next word may stand; its children are made from them on first use.
 */
class Node {
  private index?: Map<string, number[] | Node>;
  constructor(private positions: readonly number[], readonly hit: Payload | undefined) {}

  child(word: string, lexicon: Compiled): Node | undefined {
    if (!this.index) {
      this.index = new Map();
      for (const p of this.positions) {
        const w = lexicon.word[p]!;
        const at = this.index.get(w) as number[] | undefined;
        if (at) at.push(p);
        else this.index.set(w, [p]);
      }
      this.positions = [];
    }
    const found = this.index.get(word);
    if (found === undefined || found instanceof Node) return found;
    const node = lexicon.after(found);
    this.index.set(word, node);
    return node;
  }
}

/**
 * The terms as a graph of word positions (each `{a|b}` part is a set of positions, not a list of every
 * variant: one term of five parts stands for up to 5,760 variants). Position p holds a word; `next[p]` are
 * the positions that may follow it, and `ends[p]` says whether the term may end after it. A trie node is
 * the set of positions a sequence of words leads to; its hit is the first term (in declaration order) that
 * the sequence completes: the same trie as one built from every variant, made only where a text goes.
 */
class Compiled {
  readonly word: string[] = [];
  readonly term: number[] = [];
  readonly next: (readonly number[])[] = [];
  readonly ends: boolean[] = [];
  readonly first: number[] = [];
  readonly hits: Payload[] = [];
  readonly words = new Set<string>();

  add(ps: readonly (readonly string[])[][], hit: Payload): void {
    const t = this.hits.push(hit) - 1;
    // From the last part back: the positions a part may start at, and whether the term may end there.
    let follow: number[] = [];
    let ends = true;
    for (let i = ps.length - 1; i >= 0; i--) {
      const starts = new Set<number>();
      let empty = false;
      for (const option of ps[i]!) {
        if (option.length === 0) {
          empty = true;
          continue;
        }
        starts.add(this.word.length);
        for (let k = 0; k < option.length; k++) {
          const w = option[k]!;
          const last = k === option.length - 1;
          this.next.push(last ? follow : [this.word.length + 1]);
          this.ends.push(last && ends);
          this.word.push(w);
          this.term.push(t);
          this.words.add(w);
        }
      }
      if (empty) for (const p of follow) starts.add(p);
      follow = [...starts];
      ends = empty && ends;
    }
    this.first.push(...follow);
  }

  /** The node a word leads to from the positions that hold it. */
  after(positions: readonly number[]): Node {
    const next = new Set<number>();
    let hit = -1;
    for (const p of positions) {
      for (const q of this.next[p]!) next.add(q);
      if (this.ends[p] && (hit < 0 || this.term[p]! < hit)) hit = this.term[p]!;
    }
    return new Node([...next], hit < 0 ? undefined : this.hits[hit]);
  }
}

/** The lexicon compiled: the trie (made as texts walk it) and the map from a written form to its lexicon word (plurals to singulars). */
export class Matcher {
  private readonly lexicon = new Compiled();
  private readonly root: Node;
  private readonly forms = new Map<string, string>();

  constructor(categories: readonly Category[]) {
    const terms: { parts: string[][][]; hit: Payload }[] = [];
    for (const c of categories) {
      for (const e of c.entries) for (const t of e.terms) terms.push({ parts: parts(t), hit: { kind: "entry", category: c.id, entry: e.id } });
      for (const l of c.lookAlikes) terms.push({ parts: parts(l.phrase), hit: { kind: "look-alike", category: c.id } });
    }
    for (const t of terms) this.lexicon.add(t.parts, t.hit);
    // A two-word phrase is also written closed up ("e cig", "ecig"; "sports book", "sportsbook"), after every
    // term as written (a phrase declared as written stands before a closed-up one).
    for (const t of terms) for (const w of closedUp(t.parts)) this.lexicon.add([[[w]]], t.hit);
    for (const w of this.lexicon.words) this.forms.set(plural(w), w);
    this.root = new Node(this.lexicon.first, undefined);
  }

  /**
   * A written word as the lexicon reads it: case, apostrophes and the possessive folded, and the plural
   * of a lexicon word made singular. (A term written in the plural, "edibles", matches only the plural.)
   */
  normalise(word: string): string {
    const w = fold(word);
    return this.forms.get(w) ?? w;
  }

  tokens(text: string): Token[] {
    const out: Token[] = [];
    let last = 0;
    for (const m of text.matchAll(WORD)) {
      const start = m.index;
      const key = fold(m[0]);
      const end = start + m[0].length;
      const short = SHORTHAND.get(key);
      out.push({ key, singular: this.forms.get(key), short, start, end, soft: softGap(text, last, start) });
      last = end;
    }
    return out;
  }

  /**
   * Every product or service of the lexicon the text names, in text order, none inside a look-alike (remembered
   * per text: a file of many campaigns repeats its flows and samples).
   */
  readonly find: (text: string) => readonly CategoryMatch[] = readOnce((text) => this.scan(text));

  private scan(text: string): CategoryMatch[] {
    const tokens = this.tokens(text);
    const out: CategoryMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      let node: Node | undefined = this.root;
      let best: { hit: Payload; last: number } | undefined;
      for (let j = i; j < tokens.length; j++) {
        if (j > i && !tokens[j]!.soft) break;
        const t = tokens[j]!;
        const at: Node = node;
        node = at.child(t.key, this.lexicon);
        if (!node && t.singular !== undefined) node = at.child(t.singular, this.lexicon);
        if (!node && t.short !== undefined) {
          node = at.child(t.short, this.lexicon) ?? at.child(plural(t.short), this.lexicon);
        }
        if (!node) break;
        if (node.hit) best = { hit: node.hit, last: j };
      }
      if (!best) {
        i++;
        continue;
      }
      if (best.hit.kind === "entry") {
        const start = tokens[i]!.start;
        const end = tokens[best.last]!.end;
        out.push({ category: best.hit.category, entry: best.hit.entry, phrase: text.slice(start, end), start, end });
      }
      i = best.last + 1;
    }
    return out;
  }
}
