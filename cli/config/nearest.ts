/**
 * How many single-character edits turn one word into the other, two neighbours swapped counting as
 * one (RETIAL → RETAIL): the optimal-string-alignment form of the Damerau–Levenshtein distance.
 */
export function editDistance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      if (swapped) row[j] = Math.min(row[j]!, before[j - 2]! + 1);
    }
    [before, prev] = [prev, row];
  }
  return prev[b.length]!;
}

// Case, '_' and '-' are how people most often miss a name (enabled_events, Retail): ignore them.
const fold = (s: string) => s.toLowerCase().replace(/[_-]/g, "");

/**
 * The candidate the user most likely meant, if one is close enough to be worth suggesting: at most
 * one edit per four letters (at least one) once case, '_' and '-' are set aside.
 */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    if (c === word) continue;
    const d = editDistance(fold(word), fold(c));
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  // A one- or two-letter word is near everything: only a difference of case or '_' counts there.
  const limit = word.length < 3 ? 0 : Math.max(1, Math.floor(word.length / 4));
  return bestDistance <= limit ? best : containing(word, candidates);
}

/** The one candidate that contains the word (its singular, 5 letters or more): webhooks → webhook_endpoints. */
function containing(word: string, candidates: Iterable<string>): string | undefined {
  const stem = fold(word).replace(/s$/, "");
  if (stem.length < 5) return undefined;
  const matches = [...candidates].filter((c) => fold(c).includes(stem));
  return matches.length === 1 ? matches[0] : undefined;
}
