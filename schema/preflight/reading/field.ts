import type { FieldPath } from "../model";
import { everywhere, readOnceBy } from "../text";
import { firstMatch, type Match, matchAll, type Phrase } from "./phrase";
import type { Evidence } from "./model";
import { answerNo, type Word, wordsOf } from "./words";

/*
 * A field of a registration as the reading sees it: its path, its text and its words (read once, on
 * first use), with the ways the reading asks a field for evidence (a phrase, a regular expression, an
 * affirmed match that no negation covers). Shared by the reading (read.ts) and the use-case facts
 * (useCase.ts), so neither imports the other for it.
 */

export interface FieldText {
  readonly path: FieldPath;
  readonly text: string;
}

/**
 * The span of a pattern's first affirmed match, by text and pattern (null: none): a file of many campaigns
 * repeats its flows and samples, and the reading asks each the same patterns.
 */
const AFFIRMED = readOnceBy((text: string, pattern: RegExp) => new Field([], text).firstAffirmed(pattern));

/** The span of a pattern's first match. */
function firstSpan(text: string, pattern: RegExp): readonly [number, number] | null {
  const m = pattern.exec(text);
  return m ? [m.index, m.index + m[0].length] : null;
}

/** The span of a pattern's first match, by text and pattern (null: none), as AFFIRMED. */
const FIRST = readOnceBy(firstSpan);

/** A field's text with its words, read once. */
export class Field {
  private w?: readonly Word[];
  constructor(readonly path: FieldPath, readonly text: string) {}
  get words(): readonly Word[] {
    return (this.w ??= wordsOf(this.text));
  }

  /** Evidence for a character span. */
  at(start: number, end: number): Evidence {
    return { path: this.path, start, end, words: this.text.slice(start, end) };
  }

  ofMatch(m: Match): Evidence {
    return this.at(m.start, m.end);
  }

  /** The first match of any pattern (negated or not), as evidence. */
  first(patterns: readonly Phrase[]): Evidence | undefined {
    for (const p of patterns) {
      const m = firstMatch(this.words, p);
      if (m) return this.ofMatch(m);
    }
    return undefined;
  }

  /** The first match of any pattern that no negation covers. */
  affirmed(patterns: readonly Phrase[]): Evidence | undefined {
    return this.affirmedWhere(patterns, () => true);
  }

  /** The first match of any pattern that no negation covers and that `keep` accepts (given the field's words). */
  affirmedWhere(
    patterns: readonly Phrase[], keep: (m: Match, words: readonly Word[]) => boolean,
  ): Evidence | undefined {
    return this.leftmostWhere(patterns, (m, words) => !m.negated && keep(m, words));
  }

  /**
   * The leftmost match of any pattern, negated or not (where a list of patterns is one vocabulary, the words a
   * reader meets first, as one regular expression's alternatives would find them).
   */
  leftmost(patterns: readonly Phrase[]): Evidence | undefined {
    return this.leftmostWhere(patterns, () => true);
  }

  /** The leftmost match of any pattern, negated or not, that `keep` accepts (given the field's words). */
  leftmostWhere(
    patterns: readonly Phrase[], keep: (m: Match, words: readonly Word[]) => boolean,
  ): Evidence | undefined {
    let best: Match | undefined;
    for (const p of patterns) {
      const m = matchAll(this.words, p).find((x) => keep(x, this.words));
      if (m && (!best || m.start < best.start)) best = m;
    }
    return best ? this.ofMatch(best) : undefined;
  }

  /** The first match of a regex, as evidence. */
  regex(pattern: RegExp): Evidence | undefined {
    // (a pattern with a state of its own, g or y, answers from its lastIndex: asked afresh each time)
    const span = pattern.global || pattern.sticky ? firstSpan(this.text, pattern) : FIRST(this.text, pattern);
    return span === null ? undefined : this.at(span[0], span[1]);
  }

  /** The first match of a regex that no negation covers (the words' negation scope, reading/words.ts). */
  affirmedRegex(pattern: RegExp): Evidence | undefined {
    const span = AFFIRMED(this.text, pattern);
    return span === null ? undefined : this.at(span[0], span[1]);
  }

  /** The span of the pattern's first match that no negation covers, or null (AFFIRMED remembers it per text). */
  firstAffirmed(pattern: RegExp): readonly [number, number] | null {
    const text = this.text;
    // The pattern itself answers a text with no match or an affirmed first one, which is most texts: its `g`
    // copy is a pattern of its own to V8, compiled again (to bytecode on first use, to machine code on the
    // second) at every run, about 20-40 ms for the review's longest (bench/README.md, "Both start goals
    // against the documented levers"), so it is made only for a text that needs the matches after the first.
    if (!pattern.global && !pattern.sticky) {
      const first = pattern.exec(text);
      if (first === null) return null;
      const end = first.index + first[0].length;
      if (end > first.index && !this.negatedSpan(first.index, end)) return [first.index, end];
    }
    // The matches left to right, as matchAll gives them, from the pattern's one `g` copy (matchAll would copy it
    // again at every call).
    const all = everywhere(pattern);
    all.lastIndex = 0;
    try {
      for (let m = all.exec(text); m !== null; m = all.exec(text)) {
        const start = m.index;
        const end = start + m[0].length;
        // (an empty match: on from the next character, or code point with the u or v flag, as matchAll goes on)
        if (end === start) all.lastIndex = nextIndex(text, all.lastIndex, all.unicode || all.flags.includes("v"));
        else if (!this.negatedSpan(start, end)) return [start, end];
      }
      return null;
    } finally {
      all.lastIndex = 0;
    }
  }

  /** Whether a negation covers the span's first word, or a negator is inside it. */
  negatedSpan(start: number, end: number): boolean {
    const words = this.words;
    // The first word ending after `start` (binary search: many matches in a long text stay linear).
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (words[mid]!.end <= start) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < words.length; k++) {
      const w = words[k]!;
      if (w.start >= end) break;
      if (w.negated || w.lemma === "not" || w.lower === "never" || (w.lower === "no" && !answerNo(words, k)) || w.lower === "without") return true;
    }
    return false;
  }
}

/** Whether any pattern matches the text (negated or not): for a text outside a registration's fields. */
export const saysAny = (text: string, patterns: readonly Phrase[]): boolean =>
  new Field([], text).leftmost(patterns) !== undefined;

/** The index after `i`: the next code unit, or with `unicode` the next code point (a surrogate pair is one). */
function nextIndex(text: string, i: number, unicode: boolean): number {
  if (!unicode || i + 1 >= text.length) return i + 1;
  const c = text.charCodeAt(i);
  const d = text.charCodeAt(i + 1);
  return c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff ? i + 2 : i + 1;
}
