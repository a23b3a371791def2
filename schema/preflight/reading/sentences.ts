import type { Word } from "./words";

/*
 * A text's sentences as the consent readings take them (wink's sentence boundaries, with a quote's sentences and a
 * sentence that goes on after a quote joined to the one before), and the character span a reading returns.
 */

/** A character span in the text read. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Sentences with their continuations joined: the sentences inside a quote, and one that opens with a linking word
 * after a quote's own full stop, go on the one before ("must switch on \"Presale texts. Reply STOP to cancel.\" before
 * the Buy button works").
 */
export function continued(all: readonly (readonly Word[])[]): Word[][] {
  const out: Word[][] = [];
  // (a quote still open at a sentence's end: its sentences are the label's, said inside the one that quotes it)
  const open = (ws: readonly Word[]) => ws.filter((w) => /^["“”]$/.test(w.text)).length % 2 === 1;
  for (const s of all) {
    const last = out.at(-1);
    const prev = last?.at(-1);
    const goesOn = /^(?:before|until|unless|so|or|and|to|for|in|when|after)$/.test(s[0]!.text);
    if (last && prev && (open(last) || (/^["”']$/.test(prev.text) && goesOn))) last.push(...s);
    else out.push([...s]);
  }
  return out;
}
/** Each text's sentences, split once (by its words, which reading/words.ts keeps per text): a dozen readings ask. */
const SENTENCES = new WeakMap<readonly Word[], readonly (readonly Word[])[]>();
/** The sentences of a text's words. */

export function sentences(words: readonly Word[]): readonly (readonly Word[])[] {
  let out = SENTENCES.get(words);
  if (out === undefined) SENTENCES.set(words, (out = split(words)));
  return out;
}
function split(words: readonly Word[]): Word[][] {
  const out: Word[][] = [];
  for (const w of words) {
    const last = out.at(-1);
    if (last && last[0]!.sentence === w.sentence) last.push(w);
    else out.push([w]);
  }
  return out;
}
export const spanOf = (ws: readonly Word[]): Span => ({ start: ws[0]!.start, end: ws.at(-1)!.end });
export const has = (set: ReadonlySet<string>, w: Word) => set.has(w.lower) || set.has(w.lemma);
