import { OPT_OUT_KEYWORDS } from "../vocabulary/replies";

/*
 * Opt-out language: an opt-out keyword written as a keyword (upper case, "STOP"), or asked for
 * ("reply stop", "text END"), or the words "unsubscribe"/"opt out". Whole words only: "STOP2END"
 * and "nonstop" are not opt-out language.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const OPT_OUT_WORDS = /(?<![a-z0-9])(?:unsubscribe|opt[\s-]?out)(?![a-z0-9])/i;
const OPT_OUT_PATTERNS = new Map<string, [RegExp, RegExp]>();

/** The opt-out keywords (CTIA's and the campaign's own) written as keywords, and asked for. */
function optOutPatterns(keywords: readonly string[]): [RegExp, RegExp] {
  const words = [...new Set([...OPT_OUT_KEYWORDS, ...keywords.map((k) => k.toUpperCase())])].map(escape).join("|");
  let patterns = OPT_OUT_PATTERNS.get(words);
  if (patterns === undefined) {
    const asked = `(?:reply|text|txt|send|respond|message)(?:\\s+with)?\\s+["'“‘]?(?:${words})(?![A-Za-z0-9])`;
    patterns = [new RegExp(`(?<![A-Za-z0-9])(?:${words})(?![A-Za-z0-9])`), new RegExp(asked, "i")];
    if (OPT_OUT_PATTERNS.size > 10_000) OPT_OUT_PATTERNS.clear();
    OPT_OUT_PATTERNS.set(words, patterns);
  }
  return patterns;
}

/** Where a text gives opt-out language, or undefined. */
export function optOutLanguage(text: string, keywords: readonly string[] = []):
  { index: number; words: string } | undefined {
  const [asKeyword, asked] = optOutPatterns(keywords);
  const m = asKeyword.exec(text) ?? OPT_OUT_WORDS.exec(text) ?? asked.exec(text);
  return m ? { index: m.index, words: m[0] } : undefined;
}

export const hasOptOutLanguage = (text: string, keywords: readonly string[] = []) =>
  optOutLanguage(text, keywords) !== undefined;
