import { EMAIL_ADDRESS, everywhere, LINK, PHONE, readOnce } from "./text";

/**
 * Near-copies among sample messages: one template shown twice with a name, a number or a word
 * changed. Samples are compared as words after masking what a template fills in (links, e-mail
 * addresses, phone numbers, words with digits, placeholders; a name is the one word changed), by
 * the number of words to insert, delete or replace to turn one into the other (a word edit distance). Two samples are near-copies when they are the same after masking, or when one
 * word edit separates them and they have at least MIN_WORDS words, or when the edits are at most
 * MAX_SHARE of the longer one's words. So "Hi Ann, your order 1042 shipped" and "Hi Bo, your order
 * 2211 shipped" are near-copies, while "Your order has shipped! Track it at acme.example/t/1" and
 * "Your order was delivered today. Reply HELP for help" are two messages.
 */

/** Fewest words for a one-word difference to make two samples near-copies. */
const MIN_WORDS = 6;
/** Most edits, as a share of the longer sample's words, that still make near-copies. */
const MAX_SHARE = 0.12;

const MASKS: [RegExp, string][] = [
  [everywhere(EMAIL_ADDRESS), " _email_ "],
  [everywhere(LINK), " _link_ "],
  [everywhere(PHONE), " _phone_ "],
  [/[{[<]{1,2}[^{}[\]<>]{0,40}[}\]>]{1,2}/g, " _field_ "],
  // Starting where a run starts (a look-behind): a long run without a digit is scanned once.
  [/(?<![\p{L}\p{N}#$%&*+.,:/'-])[\p{L}\p{N}#$%&*+.,:/'-]*\d[\p{L}\p{N}#$%&*+.,:/'-]*/gu, " _n_ "],
];

/** A sample's words, lower case, with what a template fills in masked (remembered per text: campaigns share samples). */
export const templateWords: (text: string) => readonly string[] = readOnce((text) => {
  let out = text;
  for (const [re, mask] of MASKS) out = out.replace(re, mask);
  return out.toLowerCase().match(/_[a-z]+_|[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
});

/**
 * Most edits ever counted: two samples further apart are not near-copies. Samples are short (a few dozen
 * words); the cap keeps the comparison linear in the words of a very long text (MAX_SHARE of 533 words).
 */
const MAX_EDITS = 64;

/**
 * Word edit distance (insertions, deletions, replacements), stopping early once above `limit`. The
 * words both share at the start and at the end are set aside first (they change no edit distance), and
 * the rest are compared as numbers (each distinct word one number), in the band of cells within `limit`
 * of the diagonal only (a path outside it costs more than `limit`): time is the words times the band,
 * at the same cost per cell whatever the length, not the words squared.
 */
function editDistance(a: readonly string[], b: readonly string[], limit: number): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  const over = limit + 1;
  if (Math.abs(n - m) > limit) return over;
  if (n === 0 || m === 0) return Math.max(n, m);
  const ids = new Map<string, number>();
  const idsOf = (words: readonly string[], end: number) => {
    const out = new Int32Array(end - start);
    for (let i = start; i < end; i++) {
      let id = ids.get(words[i]!);
      if (id === undefined) ids.set(words[i]!, (id = ids.size));
      out[i - start] = id;
    }
    return out;
  };
  const x = idsOf(a, endA);
  const y = idsOf(b, endB);
  // Two rows, reused; a cell outside the band reads as `over`.
  let prev = new Int32Array(m + 2).fill(over);
  let row = new Int32Array(m + 2).fill(over);
  for (let j = 0; j <= Math.min(m, limit); j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(m, i + limit);
    row[from - 1] = from - 1 === 0 && i <= limit ? i : over;
    let best = row[from - 1]!;
    const word = x[i - 1]!;
    for (let j = from; j <= to; j++) {
      const cell = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (word === y[j - 1] ? 0 : 1), over);
      row[j] = cell;
      if (cell < best) best = cell;
    }
    row[to + 1] = over;
    if (best > limit) return over;
    const swap = prev;
    prev = row;
    row = swap;
  }
  return prev[m]!;
}

/** Whether two samples are one template with a name, a number or a word changed. */
export function nearCopies(a: string, b: string): boolean {
  return similar({ text: a, words: templateWords(a) }, { text: b, words: templateWords(b) });
}

interface Sample {
  readonly text: string;
  readonly words: readonly string[];
}

function similar(a: Sample, b: Sample): boolean {
  const longer = Math.max(a.words.length, b.words.length);
  if (longer === 0) return a.text.trim().toLowerCase() === b.text.trim().toLowerCase();
  const limit = Math.min(MAX_EDITS, Math.max(longer >= MIN_WORDS ? 1 : 0, Math.floor(longer * MAX_SHARE)));
  return editDistance(a.words, b.words, limit) <= limit;
}

/** For each sample that nearly copies an earlier one, its index and the earlier one's (each sample's words taken once). */
export function nearCopyPairs(samples: readonly string[]): { index: number; of: number }[] {
  const out: { index: number; of: number }[] = [];
  const read = samples.map((text) => ({ text, words: templateWords(text) }));
  read.forEach((m, i) => {
    const of = read.findIndex((e, j) => j < i && similar(e, m));
    if (of >= 0) out.push({ index: i, of });
  });
  return out;
}
