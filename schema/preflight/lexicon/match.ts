import type { Category, CategoryId } from "./types";

/*
 * The content lexicon's matcher: the text is cut into word tokens once, each token is normalised
 * (fold(); a plural also reads as its singular), and a trie of token sequences built from the
 * lexicon's terms and look-alikes is walked from each token. The walk is at most as deep as the longest term, so a text is read in time linear in
 * its length, without regular expressions built from the lists and without backtracking. At each token
 * the longest term or look-alike starting there is taken (leftmost, then longest); a look-alike taken
 * hides the words it covers.
 */

/** One product or service found: its category and lexicon entry, the words as written and their span. */
export interface CategoryMatch {
  category: CategoryId;
  /** The lexicon entry (`<category>/<name>`). */
  entry: string;
  /** The text's own words for it: text.slice(start, end). */
  phrase: string;
  /** Character offsets in the text (end exclusive). */
  start: number;
  end: number;
}

interface Token {
  /** The word folded (case, apostrophes, possessive). */
  key: string;
  /** Its singular where the word is the plural of a lexicon word ("gummies" -> "gummy"). */
  singular: string | undefined;
  start: number;
  end: number;
  /** Joined to the previous token by spaces or hyphens only (a phrase does not run across other punctuation). */
  soft: boolean;
}

type Payload = { kind: "entry"; category: CategoryId; entry: string } | { kind: "look-alike"; category: CategoryId };

interface Node {
  /** Made with the node's first child: most nodes are the last word of a term and have none. */
  next?: Map<string, Node>;
  hit?: Payload;
}

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

/** The lexicon compiled: the trie and the map from a written form to its lexicon word (plurals to singulars). */
export class Matcher {
  private readonly root: Node = {};
  private readonly forms = new Map<string, string>();

  constructor(categories: readonly Category[]) {
    const sequences: { words: string[]; hit: Payload }[] = [];
    for (const c of categories) {
      for (const e of c.entries) {
        for (const t of e.terms) for (const words of expand(t)) sequences.push({ words, hit: { kind: "entry", category: c.id, entry: e.id } });
      }
      for (const l of c.lookAlikes) {
        for (const words of expand(l.phrase)) sequences.push({ words, hit: { kind: "look-alike", category: c.id } });
      }
    }
    // A two-word phrase is also written closed up ("e cig", "ecig"; "sports book", "sportsbook").
    for (const s of [...sequences]) if (s.words.length === 2) sequences.push({ words: [s.words.join("")], hit: s.hit });
    for (const w of new Set(sequences.flatMap((s) => s.words))) this.forms.set(plural(w), w);
    for (const { words, hit } of sequences) {
      let node = this.root;
      for (const w of words) {
        node.next ??= new Map();
        let child = node.next.get(w);
        if (!child) node.next.set(w, (child = {}));
        node = child;
      }
      // The first declaration of a phrase stands (lexicon.test.ts checks that no phrase is declared twice).
      node.hit ??= hit;
    }
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
      out.push({ key, singular: this.forms.get(key), start, end, soft: softGap(text, last, start) });
      last = end;
    }
    return out;
  }

  /** Every product or service of the lexicon the text names, in text order, none inside a look-alike. */
  find(text: string): CategoryMatch[] {
    const tokens = this.tokens(text);
    const out: CategoryMatch[] = [];
    let i = 0;
    while (i < tokens.length) {
      let node: Node | undefined = this.root;
      let best: { hit: Payload; last: number } | undefined;
      for (let j = i; j < tokens.length; j++) {
        if (j > i && !tokens[j]!.soft) break;
        const t = tokens[j]!;
        const next: Map<string, Node> | undefined = node.next;
        if (!next) break;
        node = next.get(t.key) ?? (t.singular === undefined ? undefined : next.get(t.singular));
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
