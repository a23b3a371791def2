import { escape } from "../text";
import { isNegator, sameSentence, sentenceWords, type Word, wordsAfter, wordsBefore } from "./words";
import {
  DONE, FINISHED, GOING_ON, NO_MORE, OPT_OUT_KEYWORDS, OPTING_OUT, CHANNELS_AFTER_STOP, RECEIVING, SENDING, SENT,
  STOPPING, THREADS, TURNED, WE_HAVE, YOU_HAVE,
} from "../vocabulary/replies";

/*
 * Opt-out language: an opt-out keyword written as a keyword (upper case, "STOP"), or asked for
 * ("reply stop", "text END"), or the words "unsubscribe"/"opt out". Whole words only: "STOP2END"
 * and "nonstop" are not opt-out language.
 */

const OPT_OUT_WORDS = /(?<![a-z0-9])(?:unsubscribe|opt[\s-]?out)(?![a-z0-9])/i;
/** The patterns by the campaign's own keywords as declared (a file's campaigns declare the same few lists). */
const OPT_OUT_PATTERNS = new Map<string, [RegExp, RegExp]>();

/** The opt-out keywords (CTIA's and the campaign's own) written as keywords, and asked for. */
function optOutPatterns(keywords: readonly string[]): [RegExp, RegExp] {
  const key = keywords.join("\u0000");
  let patterns = OPT_OUT_PATTERNS.get(key);
  if (patterns === undefined) {
    const words = [...new Set([...OPT_OUT_KEYWORDS, ...keywords.map((k) => k.toUpperCase())])].map(escape).join("|");
    const asked = `(?:reply|text|txt|send|respond|message)(?:\\s+with)?\\s+["'“‘]?(?:${words})(?![A-Za-z0-9])`;
    patterns = [new RegExp(`(?<![A-Za-z0-9])(?:${words})(?![A-Za-z0-9])`), new RegExp(asked, "i")];
    if (OPT_OUT_PATTERNS.size > 10_000) OPT_OUT_PATTERNS.clear();
    OPT_OUT_PATTERNS.set(key, patterns);
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

/**
 * Whether a STOP reply confirms the opt-out, read by meaning over its words (reading/words.ts) rather
 * than by set phrases: a verb of receiving or sending under a negation close before it ("you won't
 * get any more appointment texts", "we won't text you again", "you will no longer hear from us"), "no
 * more"/"no further" ("no more texts"), a done state ("you're unsubscribed", "you've been removed",
 * "reminder texts are off", "you're off the specials list", "alerts turned off", "we've stopped your
 * reminders"), or the recipient having left ("you've left the text club"). An instruction ("reply
 * START to subscribe again", "text STOP to unsubscribe") is not a confirmation.
 */
export function optOutConfirmedIn(words: readonly Word[]): { start: number; end: number } | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const before = (n: number) => words.slice(Math.max(0, i - n), i);
    const span = (from: number, to = i) => ({ start: words[from]!.start, end: words[to]!.end });
    if (w.negated && RECEIVING.has(w.lemma)) {
      const k = before(4).findLastIndex((x) => isNegator(x));
      if (k >= 0) return span(Math.max(0, i - 4) + k);
    }
    if (w.lower === "no" && NO_MORE.includes(words[i + 1]?.lower ?? "")) return span(i, i + 1);
    if (w.negated) continue;
    // (not an end still to be reached: "to unsubscribed", "to be removed from notices, write to …", "to get unenrolled")
    const toBe = words[i - 2]?.lower === "to" && /^(?:be|get)$/.test(words[i - 1]?.lemma ?? "");
    if (DONE.has(w.lower) && words[i - 1]?.lower !== "to" && !toBe) return span(i);
    if (w.lower === "opted" && /^out$/i.test(words[i + 1]?.text ?? "")) return span(i, i + 1);
    // "we'll stop sending reminders", "we have ended your alerts"
    if (STOPPING.includes(w.lemma) && words[i - 1]?.lower !== "to" &&
      before(2).some((x) => WE_HAVE.includes(x.lower))) return span(i);
    // "texts are off", "you're off the list", "alerts turned off", "switched off"
    // "we've taken you off our text list"
    // (not a price taken off: "all helmets are 25% off", "boots are $20 off")
    const priceOff = before(2).some((x) => x.text === "%" || x.text === "$" || /^\d/.test(x.text));
    if (w.lower === "off" && !priceOff && before(3).some((x) => x.lemma === "be" || TURNED.includes(x.lower))) {
      return span(i);
    }
    // As a notice writes it, without the verb: "shipping texts off.", "reminders: off"
    // (not asked: "want texts off?")
    // (the program's name a noun phrase ending before it: "SMS order status off", the channel opening it)
    if (w.lower === "off" && (before(2).some((x) => SENT.has(x.lemma)) || namedBefore(words, i).some((x) => SENT.has(x.lemma))) &&
      !/^(?:to|on|\?)$/.test(words[i + 1]?.lower ?? "")) {
      return span(i);
    }
    // As a notice writes it, without a subject or verb: "off the surplus list.", "Off our text list, thanks": "off"
    // opening its clause, governing a noun phrase whose head is a list or texts (not "10% off the list price", nor asked:
    // "want off the list?")
    if (w.lower === "off" && !priceOff && offTheList(words, i)) return span(i, offTheList(words, i)!);
    // "you're out of league vote texts", "you're out": the recipient has left the list
    if (w.lower === "out" && words[i - 1]?.lemma === "be" && (words[i + 1] === undefined || /^(?:of|now|\.|!)$/.test(words[i + 1]!.lower))) {
      return span(i - 1);
    }
    // "this text chat is closed", "the conversation is closed": the texting the person asked for has ended
    if (w.lower === "closed" && before(3).some((x) => THREADS.includes(x.lemma)) &&
      before(2).some((x) => x.lemma === "be")) return span(i);
    // "you've left the text club", "you have left our list"
    if (w.lower === "left" && before(2).some((x) => YOU_HAVE.includes(x.lower))) return span(i);
    // The opt-out itself said done: "opt-out confirmed", "your unsubscribe request is complete", "cancellation processed"
    if (FINISHED.has(w.lower)) {
      const k = before(4).findLastIndex((x) => OPTING_OUT.has(x.lower) || (x.lower === "out" && /^(?:opt|-)$/i.test(words[words.indexOf(x) - 1]?.lower ?? "")));
      if (k >= 0) return span(Math.max(0, i - 4) + k);
    }
  }
  return undefined;
}

/** Lists a person is on, by lemma: "off the surplus list", "off our roster". */
const LISTS = new Set(["list", "roster", "club"]);

/**
 * Where "off" at `i` opens its clause (after a sender's label or a stop, "Sixpenny Farm: off the surplus list.") and
 * governs a noun phrase whose head, the phrase's last noun, is a list or texts: the head's index. Not in a question.
 */
function offTheList(words: readonly Word[], i: number): number | undefined {
  const prev = words[i - 1];
  const opens = prev === undefined || !sameSentence(prev, words[i]) || /^[:;,.!\-\u2013\u2014]$/.test(prev.text);
  if (!opens) return undefined;
  let head: number | undefined;
  let k = i + 1;
  for (; k < words.length && k <= i + 6 && sameSentence(words[k], words[i]); k++) {
    const w = words[k]!;
    if (w.pos === "NOUN" || w.pos === "PROPN") head = k;
    else if (!/^(?:DET|ADJ|PRON)$/.test(w.pos) || head !== undefined) break;
  }
  if (head === undefined || sentenceWords(words, words[i]!).some((w) => w.text === "?")) return undefined;
  const h = words[head]!;
  return LISTS.has(h.lemma) || SENT.has(h.lemma) ? head : undefined;
}

/** The noun phrase just before a word: up to four nouns or adjectives, in its sentence ("SMS order status" off). */
function namedBefore(words: readonly Word[], i: number): readonly Word[] {
  return wordsBefore(words, i, 4, (w) => !/^(?:NOUN|PROPN|ADJ)$/.test(w.pos));
}

/**
 * Where a STOP reply promises more texts: the brand, as "we", saying it will still send ("We'll just send the vaccine
 * reminder and then stop", "we will text you one more time about your order", "we'll still remind you the day before"):
 * after STOP, the confirmation is the last text (CTIA 5.1.3). Not under a negation ("we won't text you again"), nor by
 * another channel named in its sentence ("we'll email your receipts"), nor a verb of sending that the brand does not
 * promise ("text START to rejoin").
 */
export function morePromisedIn(words: readonly Word[]): { start: number; end: number } | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.negated || !SENDING.has(w.lemma)) continue;
    // (said by "we" with a future, only adverbs between: "we'll just send", "we will still text", "we're going to send";
    // the future makes the word the verb, however the tagger reads "text")
    let from = i - 1;
    while (from > 0 && (words[from]!.pos === "ADV" || (words[from]!.lower === "to" && words[from - 1]?.lower === "going"))) from--;
    const future = /^(?:'ll|will|going|gonna)$/.test(words[from]?.lower ?? "");
    const subject = words[from - 1]?.lower === "we" || (words[from]?.lower === "going" && words[from - 2]?.lower === "we");
    if (!future || !subject) continue;
    // (a condition the person must meet is no promise: "we'll only text you again if you reply START")
    if (sentenceWords(words, w).some((x) => /^(?:if|unless)$/.test(x.lower))) continue;
    if (byOtherChannel(words, w) || inPlaceOfTexts(words, w)) continue;
    return { start: words[from - 1]!.start, end: w.end };
  }
  return keptUp(words);
}

/**
 * Whether what the brand will send is said to come in place of the texts ("We'll send a postcard instead", "we'll
 * reach you another way instead"): "instead" in its sentence, with no kind of text named there (not "we'll send one
 * reminder a month instead", fewer texts still texts).
 */
const inPlaceOfTexts = (words: readonly Word[], w: Word) => {
  const sentence = sentenceWords(words, w);
  return sentence.some((x) => x.lower === "instead") &&
    !sentence.some((x) => x !== w && (SENT.has(x.lemma) || SENT.has(x.lower)));
};

const byOtherChannel = (words: readonly Word[], w: Word) =>
  sentenceWords(words, w).some((x) => CHANNELS_AFTER_STOP.has(x.lemma) || CHANNELS_AFTER_STOP.has(x.lower));

/**
 * Texts said to go on after STOP, by what they are: a kind of text with a verb of going on ("Lane reminders will continue
 * as before", "order alerts keep coming"), or "you'll still get" one ("you'll still get order texts"). Not by another
 * channel in the sentence ("notices will still go to your email", "you'll still get emails"), nor negated.
 */
function keptUp(words: readonly Word[]): { start: number; end: number } | undefined {
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.negated) continue;
    if (SENT.has(w.lemma) || SENT.has(w.lower)) {
      // (the texts the subject, only a modal or an adverb between: "reminders will continue", "alerts still keep coming";
      // not an order to text, "Text START to keep getting alerts")
      let j = i + 1;
      while (j < words.length && j <= i + 3 && /^(?:AUX|ADV)$/.test(words[j]!.pos)) j++;
      const on = words[j];
      if (on && on.sentence === w.sentence && !on.negated && GOING_ON.has(on.lemma) && !byOtherChannel(words, w)) {
        return { start: w.start, end: on.end };
      }
    }
    if (/^(?:get|receive)$/.test(w.lemma) && words[i - 1]?.lower === "still" && /^(?:you|'ll|will)$/.test(words[i - 2]?.lower ?? "")) {
      const k = wordsAfter(words, i, 4).findIndex((x) => SENT.has(x.lemma));
      if (k >= 0 && !byOtherChannel(words, w)) return { start: words[i - 2]!.start, end: words[i + 1 + k]!.end };
    }
  }
  return undefined;
}
