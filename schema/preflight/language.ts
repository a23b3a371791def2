/**
 * Which language a message is written in, for the rule that samples and the description be in
 * English (reviewers reject what they cannot read). The detector (eld, schema/preflight/eld.ts) is
 * loaded on the first question, so only a review of a registration pays for it.
 *
 * A message is read as prose first: links, e-mail addresses, phone numbers, words with digits
 * (codes, amounts, times), keywords in capitals (STOP, HELP), template placeholders and the brand's
 * names are taken out, so "Señor Taco: your order is ready" is English and "Acme: su código es
 * 482913" is Spanish. Too little prose to tell (a bare code, "OK") is never called foreign.
 */

import { existsSync } from "node:fs";
import { join } from "node:path";
import { everywhere, namePatterns, readOnce } from "./text";

interface Detector {
  detect(text: string): { language: string; isReliable(): boolean; getScores(): Record<string, number> };
}

let detector: Detector | undefined;

/**
 * eld from the CommonJS bundle of it beside the compiled file: the build's (scripts/vendor.ts) beside
 * dist/schema/preflight/language.js, the GitHub Action's (scripts/bundle.ts) beside its msgform.js.
 * Running the TypeScript (the tests), through eld.ts.
 */
function load(): Detector {
  if (detector) return detector;
  const bundle = join(__dirname, "eld.bundle.js");
  const built = __filename.endsWith(".js");
  if (built && !existsSync(bundle)) {
    throw new Error(`msgform was built without its bundle of the language detector (${bundle}): build with \`npm run build\` (the GitHub Action's copy: \`npm run bundle\`)`);
  }
  detector = ((built ? require(bundle) : require("./eld")) as { eld: Detector }).eld;
  return detector;
}

/** How close English's score may come to the detector's choice before a text is still read as English. */
const ENGLISH_MARGIN = 0.8;

/** Letters (any script) a text needs before its language is judged. */
const MIN_LETTERS = 10;
/**
 * Words a text needs before its language is judged: the detector's own benchmark (its README) finds sentences
 * 99% right but word pairs 85-90% and single words 67-77%, "very short text is unreliable"; a reply of three words
 * ("lesson texts stopped": Swedish 0.59, English 0.45) is one of those.
 */
const MIN_WORDS = 4;

/** The text without what is not prose: links, addresses, numbers, codes, keywords, placeholders, names. */
export function prose(text: string, names: readonly (string | null | undefined)[] = []): string {
  let out = text
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, " ")
    .replace(/(?<![\w.%+-])[\w.%+-]+@[\w.-]+\.[a-z]{2,}/gi, " ")
    .replace(/(?<![\w@.-])[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?/gi, " ")
    .replace(/[{[<]{1,2}[^{}[\]<>]{0,40}[}\]>]{1,2}/g, " ")
    .replace(/(?<![\w#$%&*+.,:/'-])[\w#$%&*+.,:/'-]*\d[\w#$%&*+.,:/'-]*/g, " ")
    .replace(/(?<![\p{Ll}\p{Lu}])\p{Lu}{2,}(?![\p{Ll}\p{Lu}])/gu, " ");
  for (const name of names.filter((n) => n)) {
    for (const p of namePatterns(name!)) out = out.replace(everywhere(p), " ");
  }
  return out.replace(/\s+/g, " ").trim();
}

let languageNames: Intl.DisplayNames | undefined;

/** A language's English name ("es" → "Spanish"). ICU's names are made on the first one asked: about 10 ms. */
const languageName = (code: string): string | undefined =>
  (languageNames ??= new Intl.DisplayNames(["en"], { type: "language" })).of(code);

/**
 * English function words no other language the detector knows writes as words of its own. Prose
 * where they are at least a fifth of the words (and three or more) reads as English without asking
 * the detector: most registrations never load it. A message in another language with its English
 * translation is English here too, as the vendors ask.
 */
const ENGLISH_WORDS = new Set([
  "the", "your", "you", "you're", "and", "for", "of", "with", "is", "are", "to", "this", "that", "our", "we", "will",
  "has", "have", "was", "be", "it", "at", "on", "by", "from", "please", "reply", "thanks", "thank", "today", "tomorrow",
  "here", "now", "new", "get", "can", "if", "or", "an", "my", "us", "any", "more", "about", "what", "when", "who",
]);

function readsAsEnglish(words: string): boolean {
  const tokens = words.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = tokens.filter((t) => ENGLISH_WORDS.has(t)).length;
  return english >= 3 && english * 5 >= tokens.length;
}

/**
 * The language a message is written in when it is reliably not English (its English name, e.g.
 * "Spanish"), else undefined: English, mixed with English enough to be read, or too short to tell.
 */
export function foreignLanguage(text: string, names: readonly (string | null | undefined)[] = []): string | undefined {
  // Most texts read as English as they are: no need to take them apart.
  if (englishAsWritten(text)) return undefined;
  // The texts judged so far, by the brand's names and the text (a file of many campaigns repeats its texts).
  return judged(`${names.join("\u0000")}\u0001${text}`);
}

/** readsAsEnglish of a whole text, remembered per text (asked for each campaign that sends it). */
const englishAsWritten = readOnce(readsAsEnglish);

const judged = readOnce((key: string) => {
  const cut = key.indexOf("\u0001");
  return judge(key.slice(cut + 1), key.slice(0, cut).split("\u0000"));
});

function judge(text: string, names: readonly (string | null | undefined)[]): string | undefined {
  return verdict(prose(text, names));
}

/**
 * The language of a text's prose, remembered per prose: what follows reads nothing else, and texts that differ
 * only in what prose() takes out (an order number, a link, the brand's name) have the one answer.
 */
const verdict = readOnce((words: string): string | undefined => {
  const letters = words.match(/\p{L}/gu)?.length ?? 0;
  if (letters < MIN_LETTERS || readsAsEnglish(words)) return undefined;
  // Mostly letters of another script (Han, Cyrillic, Hangul, Arabic…) is not English, however sure the detector is.
  const otherScript = (words.match(/(?!\p{Script=Latin})\p{L}/gu)?.length ?? 0) * 2 > letters;
  if (!otherScript && (words.match(/[\p{L}']+/gu)?.length ?? 0) < MIN_WORDS) return undefined;
  const result = load().detect(words);
  if (result.language === "en") return undefined;
  if (!(result.language && result.isReliable()) && !otherScript) return undefined;
  // A short text English fits nearly as well ("reminder texts stopped": Danish 0.64, English 0.56) is not called
  // foreign: precision first, the detector's lead must be clear.
  const scores = result.getScores();
  if (!otherScript && (scores.en ?? 0) >= ENGLISH_MARGIN * Math.max(...Object.values(scores))) return undefined;
  return result.language ? languageName(result.language) ?? result.language : "a script other than Latin";
});
