import { type Match, isNumber, matchAll, type Phrase } from "./phrase";
import { MESSAGE_KINDS } from "../vocabulary/texting";
import { type Word, clauseBefore, endsClauseOrQuote, sameSentence, wordsAfter } from "./words";
import {
  FREQUENCY_PHRASES, HELP_PHRASES, LEAVING, OPENING_HOURS, PERIODIC, RATES_PHRASES, SENT_BY_TEXT, TEXTS_OR_SENDING,
  UNITS,
} from "../vocabulary/disclosures";

/*
 * Three disclosures of a call to action, each read one way, by the phrase patterns of vocabulary/disclosures.ts over a
 * text's words: how often the texts come (a quantity per period or per event, a range, "about"/"usually", an adverb
 * of frequency, "varies", "only when …"), that message and data rates may apply, and how to get help. The opt-in, the consent's own
 * words, the confirmation and the use-case reading of the description all ask these, so a wording read as frequency
 * in one place is read so in every place.
 */

/** The first match of the first pattern that has one, of those `keep` accepts. */
function firstOf(words: readonly Word[], patterns: readonly Phrase[], keep: (m: Match) => boolean): Match | undefined {
  for (const p of patterns) {
    const m = matchAll(words, p).find(keep);
    if (m) return m;
  }
  return undefined;
}

/**
 * How often the texts come, or undefined. A business's opening hours carry counts per period too ("open 7 days a
 * week", "Mon-Fri 9-5", "24/7"): a match inside them says nothing of the texts.
 */
export function frequencyIn(all: readonly Word[]): Match | undefined {
  const words = withoutListNumbers(all);
  const hours = OPENING_HOURS.flatMap((p) => matchAll(words, p));
  return firstOf(words, FREQUENCY_PHRASES, (m) =>
    !hours.some((h) => h.from < m.to && m.from < h.to) && aboutTheTexts(words, m) && !whenLeaving(words, m) &&
    !rareThing(words, m) && !periodicThing(words, m) && !periodOfAnotherAct(words, m) && !namesNumber(words, m) &&
    !limitToPeople(words, m)) ?? countedEach(words);
}

/**
 * A number that is part of a name, just after the name's capitalized word ("Pipe Trades Local 418 while you're on the
 * books", "Route 66"): no count of the texts.
 */
function namesNumber(words: readonly Word[], m: Match): boolean {
  const n = words[m.from]!;
  const prev = words[m.from - 1];
  return /^\d{2,}$/.test(n.text) && prev !== undefined && prev.sentence === n.sentence && prev.end < n.start &&
    prev.pos === "PROPN" && /^[A-Z][a-z]/.test(prev.text) && !UNITS.includes(prev.lemma) && !UNITS.includes(prev.lower);
}

/**
 * "Only for" the people who get the texts limits whom they go to, not when: "the texts are only for people who initial",
 * "only for those who ask", "just for members who opted in" (not "only for closures").
 */
function limitToPeople(words: readonly Word[], m: Match): boolean {
  if (!/^(?:only|just)$/.test(words[m.from]!.lower)) return false;
  const f = words.slice(m.from, m.to).findIndex((w) => w.lower === "for");
  if (f < 0) return false;
  const after = words.slice(m.from + f + 1, m.from + f + 5).filter((w) => sameSentence(w, words[m.from]));
  return /^(?:those|anyone|everyone|whoever|you|them|us|me)$/.test(after[0]?.lower ?? "") ||
    after.some((w, k) => /^(?:who|whom)$/.test(w.lower) && k > 0);
}

/**
 * A list's numbering, no count: a number and its closing bracket where a line, a sentence or a clause opens ("Two
 * switches:\n 1) \"Appointment texts\"", "Steps: (1) text JOIN"); "2) About 2 a month" still counts its second number.
 */
export function listNumber(words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  const prev = words[i - 1];
  return isNumber(w) && words[i + 1]?.text === ")" &&
    (prev === undefined || /[(.:;]$/.test(prev.text) || prev.text === "\n" || prev.sentence !== w.sentence);
}

/**
 * The words with a list's numbers set apart as bullets (same places and spans), so no count is read from them and the
 * count after one still is: "1) \"Appointment texts\"" counts nothing, "2) About 2 a month" counts 2 a month.
 */
const BULLETED = new WeakMap<readonly Word[], readonly Word[]>();
function withoutListNumbers(words: readonly Word[]): readonly Word[] {
  let out = BULLETED.get(words);
  if (out === undefined) {
    const bullet = (w: Word): Word => ({ ...w, text: "•", lower: "•", lemma: "•", pos: "PUNCT", type: "punctuation" });
    const at = words.flatMap((_, i) => (listNumber(words, i) ? [i, i + 1] : []));
    out = at.length === 0 ? words : words.map((w, i) => (at.includes(i) ? bullet(w) : w));
    BULLETED.set(words, out);
  }
  return out;
}

/**
 * A count of the texts, their kind named with a modifier, then the event each comes with further on in the clause: "one
 * feedback question at the end of each term", "two short survey texts after every stay", "1 quick reminder the day
 * before each cleaning" (Bandwidth 2135 asks how many per period or per event). Not an article ("a box at the end of
 * each form"), nor a count of something other than the texts.
 */
function countedEach(words: readonly Word[]): Match | undefined {
  for (let i = 0; i < words.length; i++) {
    const n = words[i]!;
    if (n.negated || !isNumber(n) || /^(?:a|an)$/.test(n.lower)) continue;
    const unit = words.slice(i + 1, i + 4).findIndex((w) => (UNITS.includes(w.lemma) || UNITS.includes(w.lower)) &&
      w.pos !== "VERB" && !/^(?:one|email|call)$/.test(w.lower));
    if (unit < 0) continue;
    const u = i + 1 + unit;
    for (let k = u + 1; k < Math.min(words.length, u + 9); k++) {
      const w = words[k]!;
      if (w.sentence !== n.sentence || /^[.;:!?,"“”()]$/.test(w.text)) break;
      if (/^(?:each|every|per)$/.test(w.lower) && words.slice(k + 1, k + 3).some((x) => x.pos === "NOUN" || x.pos === "PROPN")) {
        const end = words.slice(k + 1, k + 3).findLastIndex((x) => x.pos === "NOUN" || x.pos === "PROPN");
        const last = words[k + 1 + end]!;
        return { from: i, to: k + 2 + end, start: n.start, end: last.end, negated: false };
      }
    }
  }
  return undefined;
}

/**
 * A period ("every week", "most Sundays") that times another act, its clause naming no texts nor their sending: "The
 * bulletin runs this box every week", "the board meets most Mondays" say when the box is printed or the board meets,
 * not how often texts come ("we text specials most mornings" does).
 */
function periodOfAnotherAct(words: readonly Word[], m: Match): boolean {
  // (or an event each time: "the invoice we leave after each visit is printed" times the invoice)
  const eachEvent = /^(?:after|before|following)$/.test(words[m.from]!.lower) &&
    /^(?:every|each)$/.test(words[m.from + 1]?.lower ?? "");
  if (!/^(?:most|every|each|some|many)$/.test(words[m.from]!.lower) && !eachEvent) return false;
  const clause = clauseBefore(words, m.from);
  let end = m.to;
  while (end < words.length && sameSentence(words[end], words[m.from]) && !endsClauseOrQuote(words[end]!)) end++;
  const near = [...clause, ...words.slice(m.to, end)];
  const texts = (w: Word) => TEXTS_OR_SENDING.has(w.lower) || TEXTS_OR_SENDING.has(w.lemma) ||
    SENT_BY_TEXT.includes(w.lower);
  return clause.some((w) => w.pos === "VERB") && !near.some(texts);
}

/**
 * A period's adjective on a thing the texts bring, the texts only its channel: "weekly deals by text", "our monthly
 * specials via SMS" say when the deals change, not how often texts come ("weekly reminder texts" still do).
 */
function periodicThing(words: readonly Word[], m: Match): boolean {
  const w = words[m.from]!;
  if (!PERIODIC.includes(w.lower)) return false;
  const thing = words[m.from + 1];
  if (!thing || !/^(?:NOUN|ADJ)$/.test(thing.pos) || UNITS.includes(thing.lower) || UNITS.includes(thing.lemma) ||
    MESSAGE_KINDS.includes(thing.lower) || MESSAGE_KINDS.includes(thing.lemma)) return false;
  // (or the thing is what the texts are about, after "about" or "regarding" and its determiner: "texts regarding the
  // monthly close", "about our weekly market": when it happens, not how often they come; the tagger makes an adjective
  // of the thing at times, "the monthly close")
  const about = /^(?:the|our|your|my|their|a|an)$/.test(words[m.from - 1]?.lower ?? "") ? m.from - 2 : m.from - 1;
  if (/^(?:about|regarding|concerning)$/.test(words[about]?.lower ?? "") && sameSentence(words[about], w)) return true;
  if (thing.pos !== "NOUN") return false;
  return /^(?:by|via|over)$/.test(words[m.from + 2]?.lower ?? "") && SENT_BY_TEXT.includes(words[m.from + 3]?.lower ?? "");
}

/**
 * "Rare" before a noun it modifies names a thing ("rare books", "a rare vintage"), not how often the texts come; so does
 * "seasonal" before a noun that is not the texts ("seasonal specials", "the seasonal menu": what is sold changes with the
 * season; "seasonal texts", "texts are seasonal" still say how often).
 */
function rareThing(words: readonly Word[], m: Match): boolean {
  const w = words[m.from]!;
  const next = words[m.to];
  if (w.lower === "seasonal") {
    return m.to - m.from === 1 && next !== undefined && next.sentence === w.sentence && next.pos === "NOUN" &&
      !MESSAGE_KINDS.includes(next.lower) && !MESSAGE_KINDS.includes(next.lemma) && !UNITS.includes(next.lemma);
  }
  if (w.lower !== "rare") return false;
  return next !== undefined && next.sentence === w.sentence && /^(?:NOUN|PROPN|ADJ|NUM)$/.test(next.pos);
}

/**
 * A "whenever" of the person's own leaving says nothing of how often the texts come: "text STOP whenever you wish to
 * leave", "reply STOP whenever", "you can unsubscribe whenever you like" (its clause is the opt-out's).
 */
function whenLeaving(words: readonly Word[], m: Match): boolean {
  if (m.to - m.from !== 1 || words[m.from]!.lower !== "whenever") return false;
  const after = wordsAfter(words, m.from, 4);
  const near = [...clauseBefore(words, m.from), ...after];
  return near.some((w) => w.text === "STOP" || LEAVING.includes(w.lemma));
}

/**
 * A limit ("only when …", "just after …", "only for closures") says how often the texts come where it goes with them:
 * a word for the texts or for sending them in its clause before it ("texts only go out during an emergency", "Shipyard
 * will text project alerts to this number, only when a deploy fails"), or a clause of its own ("Only when there's an
 * outage", "It's only if something looks wrong"). Another act limited so is not ("the agent marks \"SMS consent: yes\"
 * in our agency system only after a clear yes").
 */
function aboutTheTexts(words: readonly Word[], m: Match): boolean {
  if (!/^(?:only|just)$/.test(words[m.from]!.lower)) return true;
  const from = m.from - clauseBefore(words, m.from).length;
  const clause = words.slice(from, m.from + 2);
  // (a clause with no verb before the limit limits no other act: "From Millrace Community CU, only when your login
  // details change", "Lakeview Dental - just before each visit")
  // (from its start: the sentence's or an opening quote's, not a closing quote's, past which the act may be: "marks
  // \"SMS consent: yes\" in our system only after a clear yes")
  const opens = from === 0 || !sameSentence(words[from - 1], words[from]) ||
    (/^["“]$/.test(words[from - 1]!.text) && words[from - 1]!.end === words[from]!.start);
  const acted = !opens || words.slice(from, m.from).some((w) => w.pos === "VERB" || w.pos === "AUX");
  return m.from - from <= 2 || !acted ||
    clause.some((w) => TEXTS_OR_SENDING.has(w.lower) || TEXTS_OR_SENDING.has(w.lemma));
}

/**
 * Whether a rates match is one: what the charges are for ends its own phrase before them, so a charge that is the
 * subject of an event, the texts timed to it, is none ("will text only when a charge looks unusual", "texts you if a
 * fee is due"; "standard text and data charges", "SMS and data fees" are).
 */
const EVENT_OPENS = /^(?:when|whenever|if|once|before|after|a|an|any|each|every)$/;
const chargesOfTexts = (words: readonly Word[]) => (m: Match) =>
  !words.slice(m.from + 1, m.to - 1).some((w) => EVENT_OPENS.test(w.lower));

/** That message and data rates may apply ("Msg&Data rates may apply", "standard messaging rates"), or undefined. */
export const ratesIn = (words: readonly Word[]): Match | undefined =>
  firstOf(words, RATES_PHRASES, chargesOfTexts(words));

/** Every rates disclosure of a text: words inside one name no channel the consent is to ("msg & data rates"). */
export const ratesAll = (words: readonly Word[]): readonly Match[] =>
  RATES_PHRASES.flatMap((p) => matchAll(words, p).filter(chargesOfTexts(words)));

/**
 * How to get help, or undefined: the HELP keyword written as a keyword (a word of its own in capitals, "HELP for
 * help"), asked for ("reply help", "text \"help\""), or one of the campaign's own help keywords as a word.
 */
export function helpIn(words: readonly Word[], keywords: readonly string[] = []): Match | undefined {
  const own = new Set(keywords.map((k) => k.toLowerCase()));
  // (a word glued to a slash, dot or at sign before it is part of an address: "acme.example/help", "help@acme.example")
  // (not two keywords joined by a slash: "HELP/STOP any time")
  const keywordPair = (i: number) => words[i + 1]?.text === "/" && /^[A-Z]{2,}$/.test(words[i + 2]?.text ?? "") &&
    words[i + 2]!.start === words[i + 1]!.end;
  const inAddress = (i: number) =>
    (i > 0 && words[i - 1]!.end === words[i]!.start && /[/.@]$/.test(words[i - 1]!.text)) ||
    (words[i + 1]?.start === words[i]!.end && /^[/@]/.test(words[i + 1]!.text) && !keywordPair(i));
  // (a keyword of the campaign's own written as a word of the sentence is the word, not the keyword: "Help pick our class
  // times!", "we help families plan"; "HELP" in capitals is the keyword whatever the tagger makes of it)
  const keywordAt = (w: Word) => w.text === "HELP" || (own.has(w.lower) && (w.pos !== "VERB" || w.text === w.text.toUpperCase()));
  const k = words.findIndex((w, i) => keywordAt(w) && !inAddress(i));
  const asked = firstOf(words, HELP_PHRASES, () => true);
  if (k < 0 || (asked && asked.from < k)) return asked;
  const w = words[k]!;
  return { from: k, to: k + 1, start: w.start, end: w.end, negated: w.negated };
}
