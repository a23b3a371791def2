import { isNumber } from "./phrase";
import { listNumber } from "./disclosures";
import {
  DEADLINE, ONE_OFF_MESSAGES, NO_COUNT, NO_COUNT_AFTER, NO_COUNT_BEFORE,
  TERMS_BEFORE, TERMS_OF, TIMES, TIMING, UNREAD_CUES,
  type UnreadCues,
  type UnreadFact,
} from "../vocabulary/unread";
import { inCompound, type Word } from "./words";
import { has, sentences, type Span } from "./sentences";

/*
 * What the reading saw of a fact but could not classify: one mechanism for every judgement of an absence. A rule that
 * fires because a fact was NOT found ("the flow does not say how often", "the flow does not say that recipients
 * consent", "the STOP reply does not confirm the opt-out", "the confirmation gives no frequency") fires only where the
 * field has no words that carry the fact's cues: a field that states the fact in words the reading has no pattern for
 * gets no finding rather than a false alarm (docs/preflight.md, "Absence judgements"). A rejectable edit removes the
 * fact's words altogether, which leaves no cue either.
 *
 * The cues per fact are data (vocabulary/unread.ts); the reading here is structural, over the words' lemmas, parts
 * of speech, numbers and negation scope (reading/words.ts), never a list of phrasings.
 */

type Sets = Record<"words" | "about" | "notAfter" | "inSentence", ReadonlySet<string>>;
type Cues = UnreadCues & { readonly set: Sets };
const sets = (c: UnreadCues): Cues => ({
  ...c,
  set: {
    words: new Set(c.words ?? []), about: new Set(c.about ?? []), notAfter: new Set(c.notAfter ?? []),
    inSentence: new Set(c.inSentence ?? []),
  },
});
const CUES = Object.fromEntries(Object.entries(UNREAD_CUES).map(([k, c]) => [k, sets(c)])) as Record<UnreadFact, Cues>;

/**
 * A cue word in any of its forms: as written, its lemma, or a participle the tagger keeps as an adjective ("texts
 * suspended", "subscription terminated": the stem without its "-ed" or "-d").
 */
const hasForm = (set: ReadonlySet<string>, w: Word) =>
  has(set, w) || (/ed$/.test(w.lower) && (set.has(w.lower.slice(0, -2)) || set.has(w.lower.slice(0, -1))));

/** Numbers that are not counts: a phone number's or an address's parts, a keyword's digits, a year. */
const notACount = (s: readonly Word[], i: number, about: ReadonlySet<string>, periods: ReadonlySet<string>) => {
  const w = s[i]!;
  const prev = s[i - 1];
  const next = s[i + 1];
  return /\d{3,}/.test(w.text) || /^\d/.test(next?.text ?? "") || /^[A-Z]+\d|\d[A-Z]/.test(w.text) || NO_COUNT.includes(w.lower) ||
    NO_COUNT_AFTER.includes(prev?.lower ?? "") || NO_COUNT_BEFORE.includes(next?.lower ?? "") ||
    // (a count of the sign-up's own message: "send one welcome text")
    ONE_OFF_MESSAGES.includes(next?.lower ?? "") ||
    // (a list's numbering: "Two ways in. 1) Text DEALS …", "(2) on the web", "switches:\n 1) \"Appointment texts\"")
    listNumber(s, i) ||
    // (a count of something else, named just after it: "two buttons", "3 locations"; not "2 texts", "3 days", "2 times")
    (next !== undefined && /^(?:NOUN|PROPN)$/.test(next.pos) && !has(about, next) && !has(periods, next) &&
      !TIMES.includes(next.lower));
};
/** A programme's or a document's terms, not a school term: "SMS terms", "terms of service", "terms and privacy". */
const docTerms = (w: Word, prev?: Word, next?: Word) => w.lower === "terms" &&
  (TERMS_OF.includes(prev?.lower ?? "") || TERMS_BEFORE.includes(next?.lower ?? ""));
/** A keyword to text, written in capitals ("STOP", "END"): an instruction, not the fact. */
const keyword = (w: Word) => /[A-Z]/.test(w.text) && w.text.length > 1 && w.text === w.text.toUpperCase();
const CLAUSE_END = /^[.;:!?\n]$/;

/** A cue of the fact at s[i], or none (see UnreadCues). */
function cueAt(c: Cues, s: readonly Word[], i: number): boolean {
  const w = s[i]!;
  if (w.negated || inCompound(s, i)) return false;
  // (a time limit on an act, its period or its count after "within": "we key the cards in within a week and send one
  // welcome text", "replies within 24 hours"; "2 texts a week" still counts)
  const limit = (k: number) => DEADLINE.includes(s[k]?.lower ?? "");
  if (c.counts && (limit(i - 1) || (limit(i - 2) && (isNumber(s[i - 1]!) || s[i - 1]!.pos === "DET")))) return false;
  if (c.counts && isNumber(w) && w.type !== "url" && !notACount(s, i, c.set.about, c.set.words)) return true;
  if (!hasForm(c.set.words, w) || keyword(w) || docTerms(w, s[i - 1], s[i + 1])) return false;
  if (c.pos && !c.pos.includes(w.pos)) return false;
  // (a period named by what happens in it is a topic, not how often: "about the measure, volunteer days and ballot
  // reminders"; but "most days", "on arrival day", "every game night" time the texts)
  if (c.counts && /^(?:NOUN|PROPN)$/.test(s[i - 1]?.pos ?? "") && !isNumber(s[i - 1]!) && !hasForm(c.set.words, s[i - 1]!) &&
    !TIMING.includes(s[i - 2]?.lower ?? "")) return false;
  // (an instruction or an aim: "to pause or cancel", "you can stop, pause or end": back over a list of cues to its head)
  let k = i - 1;
  while (k >= 0 && (s[k]!.pos === "CCONJ" || s[k]!.text === "," || hasForm(c.set.words, s[k]!))) k--;
  // (as written, and not a noun: "reply stop", "text us to end"; not "appointment texts halted")
  return ![s[k], s[k - 1]].some((x) => x !== undefined && c.set.notAfter.has(x.lower) && x.pos !== "NOUN");
}

/** A cue beside a word of what it must be said of, in its clause. */
function besideSubject(c: Cues, words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    // (a question asks for the fact: "want reminder texts stopped?")
    if (c.statements && s.some((w) => w.text === "?")) continue;
    // (a sentence about the texts, where the cue is said of something else: the carrier's charges)
    if (c.set.inSentence.size > 0 && !s.some((w) => has(c.set.inSentence, w))) continue;
    for (let i = 0; i < s.length; i++) {
      if (!cueAt(c, s, i)) continue;
      const w = s[i]!;
      if (c.set.about.size === 0) return { start: w.start, end: w.end };
      const n = c.window ?? 4;
      for (let k = Math.max(0, i - n); k <= Math.min(s.length - 1, i + n); k++) {
        // (a label's colon goes with the label: "Reminder texts: 2 for every stay")
        const between = s.slice(Math.min(i, k) + 1, Math.max(i, k)).filter((x, n) => !(k < i && n === 0 && x.text === ":"));
        if (k !== i && has(c.set.about, s[k]!) && !between.some((x) => CLAUSE_END.test(x.text))) {
          return { start: Math.min(w.start, s[k]!.start), end: Math.max(w.end, s[k]!.end) };
        }
      }
    }
  }
  return undefined;
}

/**
 * The person as the actor of a verb that acts on the texts or their control, with no other verb between ("patients
 * initial the text line", "guests flag the SMS option on the card"): a choice the person makes that the reading has
 * no word for. Verbs of undergoing ("customers receive texts", "get texts") are not it.
 */
function actedOn(c: Cues, words: readonly Word[]): Span | undefined {
  const a = c.actor!;
  const people = new Set(a.people);
  const undergoing = new Set(a.undergoing);
  const controls = new Set(a.controls);
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      // A verb, or a word the tagger takes for a noun after a plural subject and before its object ("owners mark the
      // text line": the lite model tags "mark" NOUN).
      const verbal = v.pos === "VERB" ||
        (/^(?:NOUN|ADJ)$/.test(v.pos) && /^(?:the|a|an|their|his|her|its|our|that|this)$/.test(s[i + 1]?.lower ?? ""));
      if (!verbal || v.negated || has(undergoing, v) || has(people, v)) continue;
      // The person is its subject: a word for them just before it (an adverb or auxiliary between).
      const before = s.slice(Math.max(0, i - 3), i);
      const subject = before.findLastIndex((w) => has(people, w));
      if (subject < 0 || before.slice(subject + 1).some((w) => !/^(?:ADV|AUX|PART)$/.test(w.pos) && w.lower !== "who")) continue;
      for (let k = i + 1; k < Math.min(s.length, i + 7); k++) {
        const w = s[k]!;
        // (a full stop glued to the word before ends the clause too: "sign in. Message")
        if (w.pos === "VERB" || /^[,;:.!?\n]$/.test(w.text) || /[.!?]$/.test(s[k - 1]!.text)) break;
        if (s[k - 1]!.lower === "qr") continue;
        if (has(c.set.about, w) || has(controls, w)) return { start: v.start, end: w.end };
      }
    }
  }
  return undefined;
}

/** Words of a field that carry the fact's cues but that the reading could not classify, or undefined. */
export function unreadIn(fact: UnreadFact, words: readonly Word[]): Span | undefined {
  const c = CUES[fact];
  return c.actor ? actedOn(c, words) : besideSubject(c, words);
}
