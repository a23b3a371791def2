import { isNumber } from "./phrase";
import { MESSAGE_KINDS, PERIODS, TEXT_CHANNEL, UNITS, WHO } from "./vocabulary";
import { inCompound, type Word } from "./words";
import { sentences, type Span } from "./consent";

/*
 * What the reading saw of a fact but could not classify. The opt-in rules that judge an absence ("the flow does
 * not say how often", "the flow does not say that recipients consent") fire only where the reading found nothing
 * of the kind: a flow that speaks of the fact in words the reading has no pattern for gets no finding rather than
 * a false alarm (docs/preflight.md, "Precision first"). Each reading is structural, over the words' parts of
 * speech, numbers and negation scope (reading/words.ts), not a list of phrasings.
 */

const has = (set: ReadonlySet<string>, w: Word) => set.has(w.lower) || set.has(w.lemma);
const MESSAGES = new Set([...TEXT_CHANNEL, ...MESSAGE_KINDS, ...UNITS.filter((u) => !/^(?:one|email|call)$/.test(u))]);
const PERIOD = new Set(PERIODS);
/** Numbers that are not counts: a phone number's or an address's parts, a keyword's digits, a year. */
const notACount = (w: Word, prev?: Word, next?: Word) =>
  /\d{3,}/.test(w.text) || /^\d/.test(next?.text ?? "") || /^[A-Z]+\d|\d[A-Z]/.test(w.text) || /^(?:a|an|single|half)$/i.test(w.text) ||
  /^(?:press|dial|step|option|age|ages|aged|over|under|page|line|unit|suite|room|of|#)$/i.test(prev?.text ?? "") ||
  /^(?:\+|am|pm|a\.m\.|p\.m\.|of|:|%|years?|yrs?|digits?|characters?)$/i.test(next?.text ?? "") ||
  // (a count of something else, named just after it: "two buttons", "3 locations"; not "2 texts", "3 days", "2 times")
  (next !== undefined && /^(?:NOUN|PROPN)$/.test(next.pos) && !has(MESSAGES, next) && !has(PERIOD, next) &&
    !/^(?:times?|x)$/i.test(next.text));
/** A programme's or a document's terms, not a school term: "SMS terms", "terms of service", "terms and privacy". */
const docTerms = (w: Word, prev?: Word, next?: Word) => w.lower === "terms" &&
  (/^(?:sms|text|texting|messaging|program|programme|service|the)$/i.test(prev?.text ?? "") ||
    /^(?:of|and|&|:|apply|linked|page)$/i.test(next?.text ?? ""));

/**
 * How often, unread: a sentence about the texts (a word for them) that carries a count or a period no negation covers
 * ("texts go out maybe 2 times in a busy month", "we only text on game days"). An adverb of frequency beside the
 * texts is read as frequency (reading/disclosures.ts).
 */
export function frequencyUnread(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const w = s[i]!;
      if (w.negated) continue;
      const cue = (isNumber(w) && w.type !== "url" && !notACount(w, s[i - 1], s[i + 1])) ||
        (has(PERIOD, w) && !docTerms(w, s[i - 1], s[i + 1]));
      if (!cue || inCompound(s, i)) continue;
      // Beside a word for the texts, in its clause: within four words, no clause's end between.
      for (let k = Math.max(0, i - 4); k <= Math.min(s.length - 1, i + 4); k++) {
        const between = s.slice(Math.min(i, k) + 1, Math.max(i, k));
        if (k !== i && has(MESSAGES, s[k]!) && !between.some((x) => /^[.;:!?\n]$/.test(x.text))) {
          return { start: Math.min(w.start, s[k]!.start), end: Math.max(w.end, s[k]!.end) };
        }
      }
    }
  }
  return undefined;
}

const PEOPLE = new Set([...WHO, "i", "he", "she", "someone", "anyone", "everyone", "person", "visitor", "visitors", "fan", "fans",
  "family", "families", "supporter", "supporters", "subscriber", "subscribers", "attendee", "attendees", "player", "players"]);
/** Verbs that say what happens to the person, not what they do. */
const UNDERGOING = new Set([
  "receive", "get", "be", "have", "see", "read", "view", "hear", "come", "go", "need", "will", "can", "may", "might", "would",
  "should", "must", "could", "shall", "do", "find", "expect", "start", "continue", "keep", "stay", "remain",
]);

/**
 * Consent, unread: the person as the actor of a verb that acts on the texts or their control, with no other verb
 * between ("patients initial the text line", "guests flag the SMS option on the card"): a choice the person makes
 * that the reading has no word for. Verbs of undergoing ("customers receive texts", "get texts") are not it.
 */
export function consentUnread(words: readonly Word[]): Span | undefined {
  const CONTROL = new Set(["box", "checkbox", "button", "option", "toggle", "switch", "line", "yes", "slider", "field"]);
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      // A verb, or a word the tagger takes for a noun after a plural subject and before its object ("owners mark the
      // text line": the lite model tags "mark" NOUN).
      const verbal = v.pos === "VERB" ||
        (/^(?:NOUN|ADJ)$/.test(v.pos) && /^(?:the|a|an|their|his|her|its|our|that|this)$/.test(s[i + 1]?.lower ?? ""));
      if (!verbal || v.negated || has(UNDERGOING, v) || has(PEOPLE, v)) continue;
      // The person is its subject: a word for them just before it (an adverb or auxiliary between).
      const before = s.slice(Math.max(0, i - 3), i);
      const subject = before.findLastIndex((w) => has(PEOPLE, w));
      if (subject < 0 || before.slice(subject + 1).some((w) => !/^(?:ADV|AUX|PART)$/.test(w.pos) && w.lower !== "who")) continue;
      for (let k = i + 1; k < Math.min(s.length, i + 7); k++) {
        const w = s[k]!;
        // (a full stop glued to the word before ends the clause too: "sign in. Message")
        if (w.pos === "VERB" || /^[,;:.!?\n]$/.test(w.text) || /[.!?]$/.test(s[k - 1]!.text)) break;
        if (s[k - 1]!.lower === "qr") continue;
        if (has(MESSAGES, w) || has(CONTROL as ReadonlySet<string>, w)) return { start: v.start, end: w.end };
      }
    }
  }
  return undefined;
}
