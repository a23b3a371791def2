import { sameSentence, type Word, wordsAfter } from "./words";

/*
 * What is texted: the object of a verb of texting. The description's subject (useCase.ts: "Mochi Moon texts our
 * weekly flavor drop", "texts owners who asked for it when their dog is ready") and the consent's purpose (disclosed.ts:
 * "Text me Northside Co-op member votes") both ask it, each with its own verbs and its own judgement of what a head
 * names.
 */

/** How one reading asks what is texted. */
export interface Texting {
  /** The verbs of texting it reads, by lemma. */
  readonly verbs: ReadonlySet<string>;
  /** Whether a word the object's reading stops at names what is texted (not the recipients, nor the texts). */
  readonly names: (w: Word) => boolean;
  /** Whether whom the verb texts must come first, as a pronoun ("text me …", "send us …"). */
  readonly toWhom?: boolean;
  /**
   * The object read by its first word (a consent's label: "Text me order updates" names "order", whatever follows),
   * past determiners, the `skip` words and a compound's first part; otherwise by the head of each noun phrase in the
   * clause (a description: "texts owners who asked for it when their dog is ready").
   */
  readonly firstWord?: boolean;
  /** Words passed over before the object's first word (the brand's own name: who sends, not what). */
  readonly skip?: ReadonlySet<string>;
  /**
   * Units of a count, by lemma or singular: a count as the object's first word is passed over ("text me one feedback
   * question each term"), and a unit after it means the words count the texts, naming nothing ("text me 2 times a month").
   */
  readonly countUnits?: ReadonlySet<string>;
  /** Adjectives of how often or how, passed over before the thing sent ("my weekly pool report", "quick order updates"). */
  readonly modifiers?: ReadonlySet<string>;
}

/** Words before the verb that make it a noun: "our texts", "2 texts", "weekly texts", "by text". */
export const DETERMINER = /^(?:a|an|the|our|their|your|its|his|her|my|these|those|this|that|some|any|no)$/;
/** What introduces when or on what the texts come, after the verb and whom it texts ("… owners who asked when …"). */
const WHEN = /^(?:when|whenever|where|wherever|whichever|if|once|before|after|whether|what|which|how|until)$/;
/** Prepositions whose object is what the texts carry ("with pickup times", "on their order"); others name whom or where. */
export const CARRYING = /^(?:with|about|on|regarding|concerning|of)$/;
export const clauseEnd = (w: Word) => /^[.;!?\n]$/.test(w.text);
/** The heads of a noun phrase, by part of speech. */
export const heads = (w: Word) => w.pos === "NOUN" || w.pos === "PROPN";

/**
 * Whether the verb at `i` texts something named, whatever the tagger calls the verb. A verb under a negation texts
 * nothing; one used as a noun ("our texts", "2 texts") governs nothing, unless whom it texts follows.
 */
export function objectOfTexting(words: readonly Word[], i: number, how: Texting): boolean {
  const v = words[i]!;
  if (v.negated || !how.verbs.has(v.lemma)) return false;
  const prev = i > 0 && sameSentence(words[i - 1], v) ? words[i - 1] : undefined;
  // (whom it texts after it shows a verb whatever comes before: "would you like us to text you …")
  if (how.toWhom) {
    if (!/^(?:me|us|you|them)$/.test(words[i + 1]?.lower ?? "")) return false;
  } else if (prev && (DETERMINER.test(prev.lower) || prev.pos === "ADJ" || prev.pos === "NUM" || prev.pos === "ADP")) {
    return false;
  }
  const from = how.toWhom ? i + 2 : i + 1;
  return how.firstWord ? firstWordNames(words, from, how) : phraseHeadNames(words, from, how);
}

/**
 * The head of a phrase the verb governs, in its clause, when it names something, what a carrying preposition
 * introduces, or a clause of when, where or what.
 */
function phraseHeadNames(words: readonly Word[], from: number, how: Texting): boolean {
  let head: Word | undefined;
  let carrying = true;
  for (const w of wordsAfter(words, from - 1, Infinity, clauseEnd)) {
    if (WHEN.test(w.lower)) return true;
    if (heads(w)) {
      head = w;
      continue;
    }
    // The end of a noun phrase: its head names the subject when the phrase is the verb's object or a carrying
    // preposition's.
    if (head && carrying && how.names(head)) return true;
    head = undefined;
    if (w.pos === "ADP") carrying = CARRYING.test(w.lower);
    else if (w.pos === "VERB" || w.pos === "AUX") carrying = false;
  }
  return head !== undefined && carrying && how.names(head);
}

/** The object's first word, within six words: a noun, a name or an adjective (a verb after a determiner) that names. */
function firstWordNames(words: readonly Word[], from: number, how: Texting): boolean {
  // (after a determiner the word opens a noun phrase whatever the tagger makes of it: "text me my stay info")
  let determined = false;
  let counted = false;
  const units = how.countUnits;
  // (an indirect question as the object names what the texts tell: "can text you which aide is coming", "will text you
  // where the truck is parked", "texts you whether class is on")
  const question = words[from];
  if (question && /^(?:which|where|what|whether)$/.test(question.lower) && words[from + 1] !== undefined &&
    sameSentence(words[from + 1], question) && /^[a-z]/i.test(words[from + 1]!.text)) return true;
  for (let k = from; k < Math.min(words.length, from + 6); k++) {
    const w = words[k]!;
    if (units && w.pos === "NUM" && k === from && !/\d[:.]\d/.test(w.text)) {
      counted = true;
      continue;
    }
    if (units && counted && (units.has(w.lemma) || units.has(w.lower.replace(/s$/, "")))) return false;
    if (/^(?:the|a|an|my|our|your)$/.test(w.lower)) determined = true;
    if (how.skip?.has(w.lower) || /^(?:the|a|an|my|our|your|-|&|'s)$/.test(w.lower)) continue;
    if (how.modifiers?.has(w.lower) && w.pos === "ADJ" && /^(?:NOUN|PROPN|ADJ)$/.test(words[k + 1]?.pos ?? "") &&
      sameSentence(words[k + 1], w)) continue;
    // (a compound's first part: its last part is the noun, whatever the tagger makes of the first, "follow-ups")
    const hyphen = words[k + 1];
    if (hyphen?.text === "-" && hyphen.start === w.end && words[k + 2]?.start === hyphen.end) continue;
    // (and the compound modifies the noun after it: "walk-in openings")
    const joined = words[k - 1]?.text === "-" && words[k - 1]!.start === words[k - 2]?.end && words[k - 1]!.end === w.start;
    if (joined && /^(?:NOUN|PROPN)$/.test(words[k + 1]?.pos ?? "") && sameSentence(words[k + 1], w)) continue;
    return (/^(?:NOUN|PROPN|ADJ)$/.test(w.pos) || (determined && w.pos === "VERB")) && how.names(w);
  }
  return false;
}
