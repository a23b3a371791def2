import { type Subject, brandNames } from "../model";
import { everywhere, namePatterns } from "../text";
import {
  KEYWORD_SAID, PROGRAM_HEADS, NOT_A_TOPIC, NOT_WHAT, TEXTING_VERBS, TEXTED_BY, HEARING, EVENT_VERBS, NUMBER_TEXTED,
  KEPT_ON, MESSAGE_WORDS, PLAIN_BEFORE, GENERAL_KINDS, PROGRAM_CHANNELS, KEYWORD_VERBS, KEYWORD_TEXTED, ASKING_VERBS,
  COUNT_UNITS, EVENT_NOUNS, WHEN_WORDS, ABOUT_WORDS, GETTING, WISHING, SHOWN_ON,
} from "../vocabulary/callToAction";
import { frequencyIn, ratesIn, helpIn, ratesAll } from "./disclosures";
import { withoutLinks, spanIn, linkSpans, inRates } from "./evidence";
import { Field } from "./field";
import type { Disclosed, Evidence } from "./model";
import { optOutLanguage } from "./optOut";
import { isNumber } from "./phrase";
import { objectOfTexting, type Texting } from "./texted";
import { PURPOSE_KINDS, PURPOSE_KINDS_ON_THEIR_OWN, ABOUT_PHRASES } from "../vocabulary/purpose";
import { LEAVING, UNITS } from "../vocabulary/disclosures";
import { A_AN_OR_ONE } from "../vocabulary/grammar";
import { TEXT_CHANNEL } from "../vocabulary/texting";
import { sameSentence, sentenceWords, wordsAfter, wordsBefore, wordsOf, type Word } from "./words";

/*
 * What is disclosed at the opt-in and in the confirmation (`disclosed`): the brand, the purpose (what the texts are
 * about, read from what is texted and for what), frequency, rates, HELP, STOP, privacy and terms, each found with its
 * words or missing.
 */

/** What a text discloses, each with its words. */
export function disclosed(f: Field | undefined, s: Subject, opts: { skipLinks: boolean; label?: boolean }): Disclosed {
  if (!f) return {};
  const c = s.campaign!;
  const out: {
    -readonly [K in keyof Disclosed]: Disclosed[K];
  } = {};
  const names = s.brand ? brandNames(s.brand) : [];
  // The brand's name as prose names it: inside a link's address it is not a name the recipient reads.
  // Nor is the keyword texted ("Text FERNHILL to …"): a word to type, not who sends.
  const prose = (opts.skipLinks ? withoutLinks(f.text) : f.text)
    .replace(everywhere(KEYWORD_SAID), (m, keywords: string) => m.replace(keywords, " ".repeat(keywords.length)));
  out.brand = brandNamed(f, prose, names);
  // Or by its first word as a name (capitalized, five letters or more): "CoolBreeze offers" for CoolBreeze Heating & Air.
  const first = names.map((n) => (n ?? "").split(/\s+/)[0] ?? "").filter((w) => /^[A-Z][A-Za-z]{4,}$/.test(w));
  const named = f.words.find((w) => first.includes(w.text) && prose.includes(w.text));
  if (!out.brand && named) out.brand = f.at(named.start, named.end);
  out.frequency = spanIn(f, frequencyIn);
  out.rates = spanIn(f, ratesIn);
  out.help = spanIn(f, (words) => helpIn(words, c.help_keywords ?? []));
  const stop = optOutLanguage(f.text, c.opt_out_keywords ?? []);
  if (stop) out.stop = f.at(stop.index, stop.index + stop.words.length);
  out.privacy = f.regex(PRIVACY_OR_TERMS);
  const brandWords = new Set(names.flatMap((n) => (n ? wordsOf(n) : []).map((w) => w.lower)));
  out.purpose = purposeOf(f, opts.label === true, brandWords);
  for (const k of Object.keys(out) as (keyof Disclosed)[]) if (out[k] === undefined) delete out[k];
  return out;
}
const PRIVACY_OR_TERMS = /\bprivacy\b|\bterms\b/i;
/** Where the text names the brand, as prose reads it (not inside a link): the name's own words, for the reviewer. */
function brandNamed(f: Field, prose: string, names: readonly (string | null | undefined)[]): Evidence | undefined {
  for (const name of names) {
    if (!name) continue;
    for (const p of namePatterns(name)) {
      const m = p.exec(prose);
      if (!m) continue;
      const at = f.text.indexOf(m[0]);
      return at >= 0 ? f.at(at, at + m[0].length) : f.at(0, Math.min(f.text.length, 40));
    }
  }
  return undefined;
}
/** What the messages are about: a kind of message named (vocabulary/purpose.ts). */
const PURPOSE: ReadonlySet<string> = new Set(PURPOSE_KINDS);
/** Kinds of message that say what the texts are about on their own. */
const PURPOSE_ON_ITS_OWN: ReadonlySet<string> = new Set(PURPOSE_KINDS_ON_THEIR_OWN);
/**
 * A topic named as a program's modifier: a noun or adjective just before a word for the texts or their list
 * ("Get move-day texts", "join the flash day list", "academic deadline texts"), not a count, a channel, a
 * pronoun or the brand's own name.
 */
function topicBefore(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const head = words[i + 1];
  const x = words[i]!;
  if (!head || !PROGRAM_HEADS.has(head.lower) || x.negated || PROGRAM_HEADS.has(x.lower)) return false;
  const shape = /^[a-z][a-z'’-]*$/i;
  // (a compound's last part is a noun's whatever the tagger makes of it: "parts-run texts")
  const compound = words[i - 1]?.text === "-" && words[i - 1]!.start === words[i - 2]?.end;
  const nounLike = compound || /^(?:NOUN|ADJ|PROPN)$/.test(x.pos);
  if (!nounLike || !shape.test(x.text) || head.sentence !== x.sentence) return false;
  if (NOT_A_TOPIC.has(x.lower) || NOT_A_TOPIC.has(x.lemma)) return false;
  // (nor a step of a menu path, a screen's name: "Account > Security texts", "Profile > Text Messages > Automotive
  // Technology program" name where the switch is, not what the texts are about)
  if (menuStep(words, i, i + 1)) return false;
  // (nor a program's name that itself modifies a noun, the thing named being that noun: "on the ride club page", "the
  // text list sign-up form"; "move-day texts today" still names the texts)
  const after = words[i + 2];
  if (after && after.sentence === x.sentence && after.pos === "NOUN" && /^[a-z]/.test(after.text) &&
    !MESSAGE_WORDS.has(after.lemma) && !MESSAGE_WORDS.has(after.lower) && !PROGRAM_HEADS.has(after.lower) &&
    !WHEN_WORDS.has(after.lemma)) return false;
  // (nor the texts the rates are charged for: "your carrier's normal msg/data rates", "standard message and data rates")
  const link = words[i + 2]?.lower ?? "";
  if (/^(?:\/|and|&|\+)$/.test(link) && words[i + 3]?.lemma === "datum" && /^rates?$/.test(words[i + 4]?.lower ?? "")) return false;
  // (an act after "by" is how, not what about: "by checking Text"; a person opening a clause before "texts the
  // number" is its subject: "Rider texts the route number")
  if (words[i - 1]?.lower === "by") return false;
  const opens = i === 0 || !sameSentence(words[i - 1], x) || /^[.;:,)(\n]$|^\d+\)?$/.test(words[i - 1]!.text);
  if (opens && /^(?:the|a|an|their|his|her|your|our|us|me|in)$/.test(words[i + 2]?.lower ?? "")) return false;
  // (nor the subject of "text" as a verb, wherever its clause opens, the verb told by its object: a pronoun of the
  // object's form after it, which no noun takes; "Clients text it while their gel cures", "lots of people text us",
  // "members message him"; "it" only where no verb of its own follows: "flash texts it's true" is no object)
  const pronoun = words[i + 2];
  const objectForm = pronoun !== undefined && pronoun.sentence === x.sentence &&
    (/^(?:them|us|me|him)$/.test(pronoun.lower) ||
      (pronoun.lower === "it" && !/^(?:VERB|AUX)$/.test(words[i + 3]?.pos ?? "") && !/^['’]/.test(words[i + 3]?.text ?? "")));
  if (objectForm && !MESSAGE_WORDS.has(x.lemma) && TEXTING.has(head.lemma)) return false;
  // (nor a group's name that is where something happens, the object of "at": "hands out flyers at the senior lunch
  // program", "at the parents' club"; one joins a list, a club or a program, one is not texted at it)
  if (!MESSAGE_WORDS.has(head.lemma) && !MESSAGE_WORDS.has(head.lower) && placedAt(words, i)) return false;
  // (nor one named by its article, whose "texts" takes the people texted: "The club captain texts only members who
  // ticked it", "our coach messages every player")
  const article = (k: number) => /^(?:the|our|your|a|an|each|every)$/.test(words[k]?.lower ?? "") && sameSentence(words[k], x);
  const named = article(i - 1) || (article(i - 2) && /^(?:NOUN|PROPN|ADJ)$/.test(words[i - 1]!.pos));
  const object = words[i + 2];
  if (named && object && (/^(?:them|us|me|you|everyone|anyone|every|each|all)$/.test(object.lower) ||
    (object.lower === "only" && /^(?:NOUN|PRON|PROPN)$/.test(words[i + 3]?.pos ?? "")))) return false;
  // (nor before a keyword texted: "Guests text ZOO to …", "Supporters text RIVERS to …" name who texts, not a topic)
  const next = words[i + 2];
  const keywordAt = (w: Word | undefined) => w !== undefined && /^[A-Z0-9]{2,}$/.test(w.text) && /[A-Z]/.test(w.text);
  if (next && (keywordAt(next) || (/^[“"'‘]$/.test(next.text) && keywordAt(words[i + 3])) || next.lower === "to")) return false;
  return !brandWords.has(x.lower);
}
/**
 * Whether the name from word `i` to `head` is a step of a menu path: the words before it, back over the name's own
 * (capitalized words, a hyphen or "&"), open on ">" in its sentence, or ">" follows it ("Settings > Alert texts",
 * "Reminder texts > On").
 */
function menuStep(words: readonly Word[], i: number, head: number): boolean {
  const sentence = words[i]!.sentence;
  const after = words[head + 1];
  if (after?.text === ">" && after.sentence === sentence) return true;
  let k = i - 1;
  while (k >= 0 && i - k <= 4 && words[k]!.sentence === sentence && /^(?:[A-Z][\w'’]*|-|&)$/.test(words[k]!.text)) k--;
  return words[k]?.text === ">" && words[k]!.sentence === sentence;
}
/**
 * Whether the noun phrase word `i` modifies is the object of a preposition of place ("at the senior lunch program",
 * "on the class roster"): back over its determiner and modifiers, in its sentence. `on` only where asked, and only
 * before a thing named with its determiner ("on the class roster", "on our sign-up sheet"): without one "on" is
 * "about" ("first dibs on new class openings", "news on spring classes").
 */
function placedAt(words: readonly Word[], i: number, on = false): boolean {
  const DETERMINER = /^(?:the|a|an|this|that|our|your|their|my|his|her|its)$/;
  let k = i - 1;
  const modifier = (w: Word) =>
    /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(w.pos) || DETERMINER.test(w.lower) || /^(?:'s|’s|-)$/.test(w.lower);
  while (k >= 0 && i - k <= 5 && sameSentence(words[k], words[i]) && modifier(words[k]!)) k--;
  const p = words[k];
  if (p === undefined || k >= i || !sameSentence(p, words[i])) return false;
  return p.lower === "at" || (on && p.lower === "on" && DETERMINER.test(words[k + 1]!.lower));
}
/**
 * In prose, whether word `i` names the paper or screen something is shown on, the object of "on" or "in" after a verb
 * of being or showing, past its determiner and modifiers: "the keyword, which is on the checkout receipt", "printed on
 * every invoice", "listed in the weekly newsletter" (not "texts on your order status": no such verb).
 */
function printedOn(words: readonly Word[], i: number): boolean {
  const modifiers = wordsBefore(words, i, 4, (w) => !/^(?:NOUN|PROPN|ADJ)$/.test(w.pos) || w.text === "-");
  const k = i - modifiers.length - 1;
  if (!/^(?:the|a|an|our|your|their|its|each|every|this|that)$/.test(words[k]?.lower ?? "")) return false;
  const on = words[k - 1];
  return on !== undefined && /^(?:on|in)$/.test(on.lower) && sameSentence(on, words[i]) &&
    SHOWN_ON.includes(words[k - 2]?.lemma ?? "");
}
/** What a label says the texts are for: "texts from Maya Chen for State Senate", "messages for my order" (not "HELP for help"). */
function forWhat(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const w = words[i]!;
  if (w.lower !== "for" || w.negated || /^(?:help|info)$/i.test(words[i - 1]?.text ?? "")) return false;
  // (a count's unit is how often, not what for: "one text for each visit")
  if (/^(?:each|every|per)$/.test(words[i + 1]?.lower ?? "")) return false;
  // (nor the event a count of the texts is per: "about 4 texts for a typical stay", "2 messages for the whole trip")
  if (countOfTexts(words, i - 1)) return false;
  // (nor who is to do something, the subject of an infinitive: "It's OK for Iron Pine Dojo to text me", "fine for the
  // school to message us")
  const to = words.slice(i + 1, i + 7).findIndex((x) => !/^(?:NOUN|PROPN|DET|ADJ|PRON|PART)$/.test(x.pos) || x.lower === "to");
  const verb = words[i + 2 + to];
  // (the tagger makes a noun of "text" after "to" at times: "to text me")
  if (to > 0 && words[i + 1 + to]!.lower === "to" && verb !== undefined &&
    (verb.pos === "VERB" || (TEXTING.has(verb.lemma) && words[i + 3 + to]?.pos === "PRON"))) return false;
  // (the brand's name written as a name, then the word for texts, says who sends and nothing of what: "sign me up for
  // Loom Lane Boutique texts" names no purpose; "for Loom Lane trunk show invites" does, and so does a name that is all
  // the phrase: "texts from Maya Chen for State Senate")
  const name = (x: Word) => brandWords.has(x.lower) && /^[A-Z]/.test(x.text);
  const after = words.slice(i + 1, i + 8).findIndex((x) => !name(x) && !/^(?:the|a|an|my|our|your|'s)$/.test(x.lower));
  const then = after >= 0 ? words[i + 1 + after] : undefined;
  if (then && (TEXT_CHANNEL.includes(then.lower) || TEXT_CHANNEL.includes(then.lemma))) return false;
  const next = words.slice(i + 1, i + 4).find((x) => /^(?:NOUN|PROPN)$/.test(x.pos));
  return next !== undefined && !NOT_WHAT.includes(next.lower) &&
    !words.slice(i + 1, words.indexOf(next)).some((x) => /^[.;!?\n]$/.test(x.text));
}
/** A count of the texts ending at word `u`, its unit: "4 texts", "about two messages", "2 short texts". */
function countOfTexts(words: readonly Word[], u: number): boolean {
  const unit = words[u];
  if (!unit || unit.pos === "VERB" || !(UNITS.includes(unit.lower) || UNITS.includes(unit.lemma))) return false;
  const n = [words[u - 1], words[u - 2]].find((w) => w !== undefined && w.sentence === unit.sentence && isNumber(w));
  return n !== undefined && !A_AN_OR_ONE.has(n.lower);
}
/**
 * The "for" of a keyword invitation, which says what texting the keyword gets: "Text BLOOM to 201-555-0179 for new
 * arrivals", "text DEALS to 55123 for weekly offers" (the rest of the flow's "for" is the setting's).
 */
function keywordFor(words: readonly Word[], i: number): boolean {
  return words[i]?.lower === "for" && afterKeywordTexted(words, i);
}
/**
 * The aim of a keyword invitation, an infinitive of getting with its object, which says what texting the keyword gets:
 * "Text MOVEIN to (936) 555-0141 to get your space number", "text PUPS to 55123 to receive adoption news" (not "to get
 * help", "to get more info": NOT_WHAT; nor "to get texts", "to get Pinecrest Dental texts").
 */
function keywordTo(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const verb = words[i + 1];
  if (words[i]?.lower !== "to" || !verb || verb.negated || !GETTING.includes(verb.lemma) || !afterKeywordTexted(words, i, true)) return false;
  // (the brand's own name says who sends, not what: "to get Pinecrest Dental texts")
  const object = words.slice(i + 2, i + 6).find((x) => /^(?:NOUN|PROPN)$/.test(x.pos));
  return object !== undefined && object.sentence === verb.sentence && !NOT_WHAT.includes(object.lower) &&
    !brandWords.has(object.lower) && !MESSAGE_WORDS.has(object.lemma) &&
    !words.slice(i + 2, words.indexOf(object)).some((x) => /^[.;!?\n]$/.test(x.text));
}
/**
 * Whether word `i` follows a keyword invitation's number: "Text BLOOM to 201-555-0179 ⟨i⟩"; or, for the infinitive of
 * its aim, the keyword itself where the number is given elsewhere ("Text PLAN ⟨to get⟩ seminar dates").
 */
function afterKeywordTexted(words: readonly Word[], i: number, aim = false): boolean {
  const keywordTexted = (k: number) => {
    const keyword = words[k];
    return keyword !== undefined && /^[A-Z0-9]{2,}$/.test(keyword.text) && /[A-Z]/.test(keyword.text) &&
      /^(?:text|txt|send)$/.test(words[k - 1]?.lemma ?? "") && sameSentence(words[k - 1], keyword);
  };
  if (aim && keywordTexted(i - 1) && sameSentence(words[i - 1], words[i])) return true;
  let k = i - 1;
  while (k >= 0 && !/[a-z]/i.test(words[k]!.text) && i - k <= 6) k--;
  if (!/\d/.test(words.slice(k + 1, i).map((w) => w.text).join("")) || words[k]?.lower !== "to") return false;
  return keywordTexted(k - 1);
}
const TEXTING = new Set(TEXTING_VERBS);
const COUNT_UNIT = new Set(COUNT_UNITS);
/**
 * What is texted, named as the object (reading/texted.ts): the first word after whom it texts, past the brand's own
 * name, a topic ("Text me Northside Co-op member votes", "send me lane openings"; not "text me texts").
 */
const texting = (brandWords: ReadonlySet<string>): Texting => ({
  verbs: TEXTING, toWhom: true, firstWord: true, skip: brandWords, countUnits: COUNT_UNIT, modifiers: NOT_A_TOPIC,
  names: (w) => /^[a-z][a-z'’-]*$/i.test(w.text) && !NOT_A_TOPIC.has(w.lower) && !PROGRAM_HEADS.has(w.lower),
});
/**
 * A text said by what it asks, the participle after the word for it, in its clause (past who sends it): "one quick text
 * from the Harbourview Inn asking how your stay was", "a message inviting you to rate the visit", "texts checking in after
 * each class". Not a text the person is asked for ("asking" before it: "asking for a text"), nor one negated.
 */
function askingText(words: readonly Word[], i: number): boolean {
  const x = words[i]!;
  if (x.negated || x.pos === "VERB" || !/^(?:text|message|sms|msg)$/.test(x.lemma)) return false;
  // (the sign-up's own confirmation asks for the yes, nothing the texts are about: "a confirmation text asking them to reply YES")
  if (/^(?:confirmation|welcome|opt-in|first)$/.test(words[i - 1]?.lower ?? "")) return false;
  return wordsAfter(words, i, 7, (w) => /^[.;:!?,()"“”]$/.test(w.text))
    .some((w) => /ing$/.test(w.lower) && ASKING_VERBS.includes(w.lemma) && !w.negated);
}
/**
 * In the consent's own words, a notice named by the event it comes with: a noun for it (or "heads-up"), then "when",
 * "whenever", "if" or "once" and the event ("Want a heads-up when flu shots are in?", "a warning if the pipes may freeze").
 */
function noticeWhen(words: readonly Word[], i: number, label: boolean): boolean {
  const x = words[i]!;
  if (!label || x.negated) return false;
  // ("heads-up" as the tagger splits it: "heads", "-", "up")
  const headsUp = x.lower === "heads" && words[i + 1]?.text === "-" && words[i + 2]?.lower === "up";
  if (!headsUp && !(EVENT_NOUNS.includes(x.lower) || (EVENT_NOUNS.includes(x.lemma) && x.pos === "NOUN"))) return false;
  if (x.pos === "VERB") return false;
  const k = headsUp ? i + 3 : i + 1;
  return /^(?:when|whenever|if|once)$/.test(words[k]?.lower ?? "") && /^[a-z]/i.test(words[k + 1]?.text ?? "") &&
    sameSentence(words[k + 1], x);
}
/**
 * Something said to come by text: "league votes by text", "openings via SMS"; who sends may stand between, the brand's
 * own name after "from" ("clinic dates from the Fayette County Bar by text").
 */
function sentByText(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const x = words[i]!;
  // (the brand's own name written as a name says who, not what: "Stay connected with SliceCraft Pizza by text")
  if (brandWords.has(x.lower) && /^[A-Z]/.test(x.text)) return false;
  let k = i + 1;
  if (words[k]?.lower === "from") {
    const sender = (w: Word) =>
      (brandWords.has(w.lower) && /^[A-Z]/.test(w.text)) || /^(?:the|&|and|'s|’s)$/.test(w.lower);
    const name = wordsAfter(words, k, 8, (w) => !sender(w));
    if (name.some((w) => brandWords.has(w.lower))) k += name.length + 1;
  }
  return /^(?:NOUN|PROPN)$/.test(x.pos) && !x.negated && !NOT_A_TOPIC.has(x.lower) && !PROGRAM_HEADS.has(x.lower) &&
    /^(?:by|via|over)$/.test(words[k]?.lower ?? "") && TEXTED_BY.includes(words[k + 1]?.lower ?? "") &&
    // (texting something is the person's act, not the channel: "add more routes by texting another number")
    !(words[k + 1]!.lower === "texting" && words[k + 2] !== undefined && /^[\w(+]/.test(words[k + 2]!.text) &&
      sameSentence(words[k + 2], x));
}
/** The texts timed to an event of the person's own: "text me when my session starts", "alert you if a payment fails". */
function eventAfter(words: readonly Word[], i: number, label = false): boolean {
  const v = words[i]!;
  // (in the consent's own words, hearing or knowing first is being texted: "to hear first when spots open", "be the
  // first to know when tickets drop")
  const told = label && HEARING.includes(v.lemma);
  if (v.negated || !(told || EVENT_VERBS.includes(v.lemma))) return false;
  // (a count of the texts before each event is how often, not what about: "1-2 texts after each course", "2 messages
  // before every visit"; "a text when your order ships" still says what)
  const prev = words[i - 1];
  if (prev && isNumber(prev) && !/^(?:a|an)$/.test(prev.lower) && /^(?:each|every)$/.test(words[i + 2]?.lower ?? "")) return false;
  let k = words[i + 1] && /^(?:me|you|them|us)$/.test(words[i + 1]!.lower) ? i + 2 : i + 1;
  // (or the number texted: "will text this number when your results are ready", "texts the phone on file if …"; or
  // where, the number after "at": "Text me at this number if anyone changes my payout account", "at my cell when")
  if (words[k]?.lower === "at" && /^(?:this|that|the|your|my)$/.test(words[k + 1]?.lower ?? "") &&
    NUMBER_TEXTED.includes(words[k + 2]?.lower ?? "")) k++;
  if (/^(?:this|that|the|your|my)$/.test(words[k]?.lower ?? "") && NUMBER_TEXTED.includes(words[k + 1]?.lower ?? "")) {
    k += 2;
    if (/^(?:on|in)$/.test(words[k]?.lower ?? "") && KEPT_ON.includes(words[k + 1]?.lower ?? "")) k += 2;
  }
  // (or where to text, a blank for the number or its digits: "Text me at ________ if a charge looks odd", "text me at
  // (555) 010-2233 when it is ready"; words are no number: "text me at work when")
  if (words[k]?.lower === "at") {
    let n = k + 1;
    while (n < words.length && n - k <= 6 && !/[a-z]/i.test(words[n]!.text) && sameSentence(words[n], v)) n++;
    if (n > k + 1 && /[_\d]/.test(words.slice(k + 1, n).map((w) => w.text).join(""))) k = n;
  }
  // (an adverb before the event: "will text you only if a card purchase looks suspicious", "texts me right when")
  // (the tagger reads "right" as a verb, so the adverbs that narrow a time are named)
  for (let n = 0; n < 2 && /^(?:only|just|right|immediately|straight|also|even|ever|soon|directly|first)$/.test(words[k]?.lower ?? ""); n++) k++;
  // (who sends goes between: "text me from Clearview Eye Care when my glasses are ready")
  if (words[k]?.lower === "from") {
    const when = words.slice(k + 1, k + 7).findIndex((w) => /^(?:when|whenever|if|once|before|after)$/.test(w.lower));
    if (when >= 0 && !words.slice(k + 1, k + 1 + when).some((w) => /^[.;:,!?\n]$/.test(w.text))) k += 1 + when;
  }
  // In the consent's own words the event needs no determiner ("text me when spots open"), and the texts' aim said as
  // an infinitive is what they are about ("may text me to confirm any rekey request made in my name").
  if (label && words[k]?.lower === "to" && words[k + 1]?.pos === "VERB" &&
    words.slice(k + 2, k + 6).some((w) => w.pos === "NOUN")) return true;
  // (each time the event happens: "will text you each time your documents change hands", "every time a part ships";
  // its event has its own determiner even in the consent's words: "every time slot we have" is no event)
  const everyTime = /^(?:each|every)$/.test(words[k]?.lower ?? "") && words[k + 1]?.lemma === "time";
  if (everyTime) k++;
  return (everyTime || /^(?:when|whenever|if|once|as|before|after)$/.test(words[k]?.lower ?? "")) &&
    ((label && !everyTime && /^[a-z]/i.test(words[k + 1]?.text ?? "")) ||
      words.slice(k + 1, k + 4).some((w) => /^(?:my|your|their|our|the|a|an|it|its)$/.test(w.lower)));
}
/**
 * What the messages are about: a kind of message named, or the texts said to be about something
 * ("may text me about deadlines, tours and my application", "texts regarding your lease").
 *
 * In the consent's own words (a label) any kind or topic counts. In the rest of the flow a topic counts only
 * beside the texts (within four words of a word for them, in its clause: "texts about your repair", "order
 * updates by text"), since the flow also describes the setting ("signs the line on the repair order", "online
 * booking has the same box"); and a confirmation of the sign-up ("a confirmation text goes out") is no purpose.
 */
function purposeOf(f: Field, label: boolean, brandWords: ReadonlySet<string>): Evidence | undefined {
  // In prose a kind of message is a noun ("a pop-up offers …" names no purpose); a label's words are a
  // noun phrase whatever the tagger makes of them ("Text me campus alerts").
  // Nor is a word inside a compound ("drop-off", "check-in"), nor one a negation covers ("not required to get service").
  const words = f.words;
  // (nor a word of the rates disclosure, "your carrier's normal msg/data rates", nor of an address, "inkwright.example/deals")
  // (one that names the rates: a rates pattern of charges, "text me if a charge looks odd", discloses nothing here)
  const rates = ratesAll(words).filter((m) => words.slice(m.from, m.to).some((x) => x.lemma === "rate" || x.lower === "rates"));
  const inLink = linkSpans(f.text);
  const notProse = (x: Word) => inRates(x, rates) || inLink.some(([a, b]) => a <= x.start && x.end <= b);
  const nearTexts = (i: number) => {
    for (let k = Math.max(0, i - 4); k <= Math.min(words.length - 1, i + 4); k++) {
      if (k === i) continue;
      const between = k < i ? words.slice(k, i) : words.slice(i + 1, k + 1);
      if (between.some((x) => /^[.;!?\n]$/.test(x.text))) continue;
      if (MESSAGE_WORDS.has(words[k]!.lemma) || MESSAGE_WORDS.has(words[k]!.lower)) return true;
    }
    return false;
  };
  // (said by a phrase, its evidence is the phrase to the end of its clause, at most eight words: "send me marketing
  // text messages from Cobbleridge Insurance", not "send")
  let phrased = false;
  const texted = texting(brandWords);
  const w = words.findIndex((x, i) => {
    phrased = true;
    if (topicBefore(words, i, brandWords) || eventAfter(words, i, label)) return true;
    if (((label || keywordFor(words, i)) && forWhat(words, i, brandWords)) || keywordTo(words, i, brandWords)) {
      return true;
    }
    if (objectOfTexting(words, i, texted) || sentByText(words, i, brandWords) || askingText(words, i) ||
      noticeWhen(words, i, label)) return true;
    phrased = false;
    // (a plural the lemmatizer keeps as written: "passcodes")
    const kind = [x.lemma, x.lower, x.lower.replace(/s$/, "")].find((k) => PURPOSE.has(k));
    // (a hyphen joins a compound only where it touches the word: "drop-off"; one set off by spaces is a dash, "weekly
    // update - 1 text a week")
    const joined = (k: number) => words[k]?.text === "-" && (k > i ? words[k]!.start === x.end : words[k]!.end === x.start);
    if (!kind || x.negated || joined(i + 1) || joined(i - 1) || notProse(x)) return false;
    // (what the opt-out ends is the texts, not what they are about: "Reply STOP to end alerts", "text STOP to cancel
    // all reminders")
    const ended = (k: number) => LEAVING.includes(words[k]?.lemma ?? "") && sameSentence(words[k], x);
    if (ended(i - 1) || (ended(i - 2) && /^(?:DET|PRON)$/.test(words[i - 1]!.pos))) return false;
    // (nor a screen's or a menu's title, capitalized after a word of where: "under Notifications", "go to Alerts")
    const title = /^[A-Z][a-z]/.test(x.text) && i > 0 && sameSentence(words[i - 1], x) &&
      /^(?:ADP|VERB)$/.test(words[i - 1]!.pos) && /^[a-z]/.test(words[i - 1]!.text);
    if (title && GENERAL_KINDS.includes(kind) &&
      !ABOUT_WORDS.has(words[i + 1]?.lower ?? "")) return false;
    // (a word of the brand's own name written as a name, "Get texts from Spindrift Ride", and a step of a menu path,
    // "Settings > Notifications", name who sends and where, not what the texts are about; "emergency texts from Oak
    // County Emergency Management" still say what)
    if ((brandWords.has(x.lower) && /^[A-Z]/.test(x.text)) || words[i - 1]?.text === ">" || words[i + 1]?.text === ">") return false;
    // (the event a count is per is how often, not what about: "2 per order", "one text before each visit")
    // (past the event's own modifier: "1 text per test order", "one reminder each cleaning visit")
    // (an article after a count of the texts is "per" too: "around 2 texts a visit", "3 messages an order")
    const per = (k: number) => /^(?:per|each|every)$/.test(words[k]?.lower ?? "") ||
      (/^(?:a|an)$/.test(words[k]?.lower ?? "") && countOfTexts(words, k - 1));
    if (per(i - 1) || (per(i - 2) && /^(?:NOUN|ADJ|PROPN)$/.test(words[i - 1]?.pos ?? ""))) return false;
    // (nor a general word for messages with nothing it is of: the screen titled "Text notifications", "SMS updates"; but
    // "order updates", "notifications about my visit" say what)
    const plainBefore = i === 0 || PLAIN_BEFORE.includes(words[i - 1]!.lemma);
    if (GENERAL_KINDS.includes(kind) && plainBefore &&
      !/^(?:about|on|for|regarding|of|when|whenever|if|from|to)$/.test(words[i + 1]?.lower ?? "") &&
      !/^(?:NOUN|PROPN)$/.test(words[i + 1]?.pos ?? "")) return false;
    // (nor a "text club", "SMS club": the program's name, not what its texts are about; "VIP club", "wine club" say it)
    if (kind === "club" && PROGRAM_CHANNELS.includes(words[i - 1]?.lemma ?? "")) return false;
    // (nor is the keyword texted, written in capitals: "Text DEALS to (276) 555-0141" names the word to send)
    if (x.text.length > 1 && x.text === x.text.toUpperCase() && KEYWORD_VERBS.includes(words[i - 1]?.lemma ?? "")) return false;
    // (a kind that modifies a noun of no kind names that noun: "the club captain", "the email newsletter checkbox", the
    // "Notifications" screen; "order updates", "project texts" are kinds)
    const next = words[i + 1];
    const modifies = next !== undefined && /^(?:NOUN|PROPN)$/.test(next.pos) &&
      !MESSAGE_WORDS.has(next.lemma) && !MESSAGE_WORDS.has(next.lower) &&
      ![next.lemma, next.lower, next.lower.replace(/s$/, "")].some((k) => PURPOSE.has(k));
    // (in the consent's own words too where that noun is a place, the object of "at" or "on": "write your cell on the
    // class roster", "sign at the appointment desk"; "text me class updates" still names a kind)
    if (modifies && next!.sentence === x.sentence && placedAt(words, i, true)) return false;
    // (nor the policy named, in the consent's words too: "Privacy notice: acme.example/privacy")
    if (words[i - 1]?.lower === "privacy") return false;
    if (label) return true;
    if (x.pos === "VERB" || kind === "confirmation") return false;
    // (in prose, a kind that is where the call to action is read, the object of "from" or "in" with its determiner:
    // "supporters text RIVERS from our newsletter", "the keyword is in the newsletter")
    if (/^(?:from|in)$/.test(words[i - 2]?.lower ?? "") && /^(?:our|the|your|their|its|each|every)$/.test(words[i - 1]?.lower ?? "")) return false;
    if (modifies || printedOn(words, i)) return false;
    if (/^["“'‘]$/.test(next?.text ?? "") && /^(?:NOUN|PROPN)$/.test(words[i + 2]?.pos ?? "") && /^["“'‘]$/.test(words[i - 1]?.text ?? "")) return false;
    return PURPOSE_ON_ITS_OWN.has(kind) || nearTexts(i);
  });
  if (w < 0) return aboutSomething(f) ?? (label ? questionAnswered(f) : undefined);
  const end = phrased ? w + wordsAfter(words, w, 7, (x) => /^[.;:!?,()"“”]$/.test(x.text)).length : w;
  return f.at(words[w]!.start, words[end]!.end);
}
/**
 * In the consent's own words, the question of place or time the texts answer, asked just before the invitation to text
 * a keyword ("Where are we today? Text TACO to …", "When's the next drop? Text DROP to …"), or the wish it answers ("Want
 * last-minute openings? Text …"). ("What are you waiting for?" asks nothing the texts tell.)
 */
function questionAnswered(f: Field): Evidence | undefined {
  const words = f.words;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (i > 0 && sameSentence(words[i - 1], w) && words[i - 1]!.text !== "\"") continue;
    const sentence = sentenceWords(words, w);
    const last = sentence.at(-1)!;
    if (last.text !== "?" || sentence.length < 3) continue;
    // (or the wish it offers, a noun wanted: "Want last-minute openings? Text OPENINGS to …"; not "Need help?", "Want
    // more info?", NOT_WHAT)
    // (a notice in general names nothing: "Want a heads-up?", "Need texts?")
    const general = (x: Word) =>
      NOT_WHAT.includes(x.lower) || EVENT_NOUNS.includes(x.lemma) || GENERAL_KINDS.includes(x.lemma) ||
      MESSAGE_WORDS.has(x.lemma) || MESSAGE_WORDS.has(x.lower) || (x.lower === "heads" && words[words.indexOf(x) + 1]?.text === "-");
    const wanted = WISHING.includes(w.lemma) && sentence.some((x) => x.pos === "NOUN" && !general(x) && !x.negated);
    if (!/^(?:where|when)$/.test(w.lemma) && !wanted) continue;
    const next = words.filter((x) => x.sentence === w.sentence + 1);
    const said = next.length > 0 ? f.text.slice(next[0]!.start, next.at(-1)!.end) : "";
    if (next.length > 0 && KEYWORD_TEXTED.test(said)) return f.at(w.start, last.end);
  }
  return undefined;
}
/**
 * The texts said to be about something ("may text me about deadlines"), not "about" before a count, where it says
 * how many ("may text me, about 3-5 texts a month").
 */
function aboutSomething(f: Field): Evidence | undefined {
  return f.affirmedWhere(ABOUT_PHRASES, (x, words) => {
    const about = words.slice(x.from, x.to).findIndex((w) => /^(?:about|regarding|concerning)$/.test(w.lower));
    const next = words[x.from + about + 1];
    return about < 0 || next === undefined || !(isNumber(next) || /^(?:once|twice)$/.test(next.lower));
  });
}
