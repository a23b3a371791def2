import type { BrandSubject, CampaignSubject, FieldPath, Subject } from "../model";
import { foreignLanguage } from "../language";
import { nearCopyPairs } from "../similarity";
import { nameSpans, namesAny, otherCompanies, wordCount } from "../text";
import {
  ACCESS_WORDS, BESIDE_CODES, CHARITABLE, CHARITY_NOTICE_KINDS, COLLEGE_PREP, COMPANY_SELF_DESCRIPTION,
  DESCRIBED_OFFERS, DONATION_ASK, FRAUD_CONTENT, GENERIC_PURPOSE, GIVEN_IN_KIND, HIGHER_SCHOOL, K12_SCHOOL,
  MARKETING_MATTER, MESSAGE_KINDS, MESSAGING, MONEY_GIVEN, OCCASION_OF, ONE_TIME_CODE, PARTISAN, PERSONAL_ACCOUNT,
  PERSONAL_BILL, PLACEHOLDER, POLITICAL_CONTENT, POLL_ASK, POLL_PROGRAM, POST_SECONDARY, PROMOTIONAL, SECURITY_CONTENT,
  GIFT_RECORD_KINDS, SERVICE_NOTICE,
  SOLICITATION_KINDS, SUBJECT_ASK, SUBJECT_MATTER, SUBJECT_WHEN, TEST_CONTENT, TRANSACTIONAL_CONTENT, VAGUE_KIND,
} from "../vocabulary/useCase";
import type { Evidence } from "./model";
import { matchAll, type Phrase } from "./phrase";
import { chosenNotOffered, hasCode, reviewedTexts, withoutTitles } from "./content";
import { Field, type FieldText, saysAny } from "./field";
import { frequencyIn } from "./disclosures";
import { sentences } from "./sentences";
import { CARRYING, clauseEnd, DETERMINER, heads, objectOfTexting, type Texting } from "./texted";
import { INFORMATIONAL_KINDS } from "../vocabulary/purpose";
import { RECIPIENT_NOUNS, TEXT_CHANNEL, WHO } from "../vocabulary/texting";
import { isKind, sameSentence, sentenceWords, type Word, wordsAfter, wordsOf } from "./words";
import {
  ANSWER_OPENERS, ASKING, CONVERSATION, DELIVERY_WORDS, DUE, NOT_A_SENDER, NOT_A_SUBJECT, PITCH, SAYING, TELLING,
  TO_THE_RECIPIENT, TOPIC_OPENERS, URGED,
} from "../vocabulary/useCase";

/*
 * What the description and samples say the campaign is, for the use-case judgements: political,
 * charitable or test content, what the description names (the brand, other companies, kinds of
 * messages), the language of each text, and samples that repeat one template.
 */

export interface UseCaseFacts {
  readonly political?: Evidence;
  /** Campaigning for a candidate ("vote for", "for Mayor", canvassing), in the description or a sample. */
  readonly partisan?: Evidence;
  /**
   * The partisan words where they are not also a charity's or a shop's own drive ("our campaign", "campaign office",
   * "chip in", "donate to our campaign"): campaigning whatever the use case.
   */
  readonly campaigning?: Evidence;
  /** An offer, in the description or a sample, that no negation covers ("20% off", "spring special"). */
  readonly offer?: Evidence;
  /** What marketing speaks of (offers, specials, sales, events, news), in the description or a sample, not negated. */
  readonly marketing?: Evidence;
  /** Offers the description lists ("wellness class discounts", "event promotions") that no negation covers. */
  readonly describedOffer?: Evidence;
  /** A transactional message: an order shipped, a reservation confirmed (the description or a sample). */
  readonly transactional?: Evidence;
  /** A notice about the service the person has: an outage, a maintenance window, service restored. */
  readonly serviceNotice?: Evidence;
  /** The first sample that reads as a fraud alert, and as a security alert. */
  readonly fraudSample?: Evidence;
  readonly securitySample?: Evidence;
  /** The description reads as a security alert's ("texts the owner when the alarm is triggered"). */
  readonly securityDescription?: Evidence;
  /**
   * Whether a sample markets: it speaks of an offer, a sale, news or an event, or it speaks to everyone rather than
   * to the recipient about their own order or account (a price list, "flavor of the week"). What a MARKETING sub use case shows.
   */
  readonly marketingSample: boolean;
  /**
   * Whether every sample markets so (more than one sample): none is a notice of the recipient's own, an answer or a
   * service notice, and the campaign as a whole is marketing whatever use case it declares.
   */
  readonly everySampleMarkets: boolean;
  /**
   * What every sample is when none markets and each is the recipient's own: a one-time code, a fraud or security alert,
   * the recipient's own account or order ("login codes filed as MARKETING"); undefined when one markets or one is none of these.
   */
  readonly ownNoticeSamples?: "one-time code" | "fraud or security alert" | "account or order notice";
  /** The description reads as a fraud alert's ("when a card purchase looks unusual"). */
  readonly fraudDescription?: Evidence;
  /** How many samples are about the recipient's own account ("your tax bill was mailed"). */
  readonly personalSamples: number;
  /** The first sample that is one recipient's own bill with its amount ("your bill of $61.20 is due 8/15"). */
  readonly billSample?: Evidence;
  /** The first words, in the description or a sample, that ask a vote, a survey or a question ("Reply 1-5"). */
  readonly pollAsk?: Evidence;
  /** The first sample that names a vote, a poll, a survey, feedback or questions (POLL_ASK's words, not a bare "reply NO"). */
  readonly pollSample?: Evidence;
  /**
   * A polling programme: the description calls the texts surveys or questionnaires, and a sample asks a vote, a survey or
   * a question (the sample's words): what POLLING_VOTING is for.
   */
  readonly pollProgram?: Evidence;
  /** The first sample that asks for money for a cause ("give to the emergency grant fund today"). */
  readonly donationSample?: Evidence;
  /** The description names a one-time code ("a verification code at each sign-in"). */
  readonly describedCode?: Evidence;
  /**
   * The first sample with a code that also urges an action now ("615204 is your code. Classes start at $99, enroll now!";
   * not "Not you? Call us now").
   */
  readonly codeUrging?: Evidence;
  /** Whether some sample speaks of something ordered, sent, carried or collected (DELIVERY_WORDS). */
  readonly deliverySample: boolean;
  /** The description speaks of codes, passwords, signing in or verifying (ACCESS_WORDS): what a 2FA description describes. */
  readonly describedAccess: boolean;
  /** The description names news or invitations, which no 2FA campaign sends ("and the monthly newsletter"), not negated. */
  readonly describedBesideCodes?: Evidence;
  /** The description says the brand answers what people text it ("our florists answer texts from customers"): a conversation. */
  readonly describedConversation?: Evidence;
  /**
   * What the brand's names say the school is, each with the words of the name that say it: one that teaches children
   * ("Lincoln Elementary", "Westside School District"), or a college or university ("Ridgeway College"; not where a name
   * says it prepares for college: "Ridgeway College Prep", "Summit Academy").
   */
  readonly school: { readonly k12?: Evidence; readonly higher?: Evidence };
  /**
   * Where the brand's names, the description or a sample name a school past high school (a college, a university, an institute,
   * an academy, a conservatory: POST_SECONDARY), the words that do: what a HIGHER_EDUCATION campaign is sent by.
   */
  readonly postSecondary?: Evidence;
  readonly charitable?: Evidence;
  /** The description names requests for money among what is sent ("fundraising asks", "donation requests"). */
  readonly describedSolicitation?: Evidence;
  readonly test?: Evidence;
  readonly description?: {
    readonly placeholder?: Evidence;
    readonly genericPurpose?: Evidence;
    /** Says that messages are sent. */
    readonly messaging: boolean;
    /** Says what they are about: a kind of message, or "about" something named. */
    readonly subject: boolean;
    readonly words: number;
    /**
     * Names a kind of notice (INFORMATIONAL_KINDS, not a vague one) and, as a noun, who gets it: "ticket confirmations and
     * same-day reminders for visitors who booked online".
     */
    readonly kindsForWhom: boolean;
    /**
     * Lists what the texts are about after a colon in the sentence that names them ("Box office text line: ticket
     * exchanges, accessibility seating, parking").
     */
    readonly listsTopics: boolean;
    /** Describes the company rather than its messages ("Acme is a leading provider of …"). */
    readonly describesCompany: boolean;
    readonly namesBrand: boolean;
    readonly otherCompanies: readonly string[];
    readonly foreign: boolean;
  };
  /** Texts not in English, with the language. */
  readonly foreign: readonly { path: FieldPath; language: string }[];
  /** Samples that repeat an earlier one with a name, a number or a word changed. */
  readonly nearCopies: readonly { index: number; of: number }[];
}

/** The first match of the phrase patterns that no negation covers, in the first text that has one. */
function affirmedAmong(texts: readonly FieldText[], patterns: readonly Phrase[]): Evidence | undefined {
  for (const { path, text } of texts) {
    const e = new Field(path, text).affirmed(patterns);
    if (e) return e;
  }
  return undefined;
}

/** The leftmost match of any of the phrase patterns in the first text that has one, negated or not. */
function leftmostIn(texts: readonly FieldText[], patterns: readonly Phrase[]): Evidence | undefined {
  for (const { path, text } of texts) {
    const e = new Field(path, text).leftmost(patterns);
    if (e) return e;
  }
  return undefined;
}

/** Whether a text names what messages are about: a kind, a subject, when they come, what they ask, or what is texted. */
const named = (d: string) =>
  saysAny(d, MESSAGE_KINDS) || saysAny(d, SUBJECT_MATTER) || saysAny(d, SUBJECT_WHEN) || saysAny(d, SUBJECT_ASK) ||
  textsSomething(wordsOf(d)) || listedAfterTexts(wordsOf(d)) || askedFor(wordsOf(d)) || opensWithTopic(wordsOf(d)) ||
  forWhom(wordsOf(d)) || letsKnow(wordsOf(d)) || textsSay(wordsOf(d)) || sendersDoing(wordsOf(d));

/**
 * What is sent, written as the things themselves and then whom they are for ("Seasonal packages and midweek rates from
 * the hotel for past guests who signed up", "Double-stamp days, a free extra shot on Mondays - for customers who joined"):
 * a common noun before "for" and the recipients, in one sentence, that names something other than the recipients or the
 * texts ("Texts from Acme for customers" names nothing).
 */
function forWhom(words: readonly Word[]): boolean {
  return sentences(words).some((s) => s.some((w, i) => {
    if (w.lower !== "for" || w.pos !== "ADP") return false;
    // (whom, perhaps qualified: "for past guests", "for website visitors", "for our members")
    let k = i + 1;
    const nominal = (w: Word) => /^(?:DET|ADJ|NOUN|PROPN|PRON)$/.test(w.pos);
    while (k < s.length && k <= i + 3 && !isIn(WHO_NOUNS)(s[k]!) && nominal(s[k]!)) k++;
    if (k >= s.length || !isIn(WHO_NOUNS)(s[k]!)) return false;
    return s.slice(0, i).some((x) => x.pos === "NOUN" && names(x) && !/^[A-Z]/.test(x.text));
  }));
}

/**
 * A sentence written as the texts' topic, a clause of where, when or what that opens it ("Where the Rolling Tortilla
 * truck is parked this week and the taco of the week", "When the farm stand opens and what's picked that morning"): it
 * names what is told when a noun of it names something other than the recipients (not "When needed." nor "Where our
 * customers are").
 */
function opensWithTopic(words: readonly Word[]): boolean {
  return sentences(words).some((s) => {
    const first = s.findIndex((w) => w.type === "word");
    if (first < 0 || !TOPIC_OPENERS.has(s[first]!.lower)) return false;
    const rest = s.slice(first + 1);
    // (a capitalised noun may be a name, the brand's own: "Where Rolling Tortilla is")
    return rest.some((w) => heads(w) && names(w) && !/^[A-Z]/.test(w.text));
  });
}

const TEXTS = new Set(TEXT_CHANNEL);
/**
 * What a text is about, listed after a colon in the sentence that names the texts ("Grace Fellowship's weekly text for
 * people who asked for it: what's happening this Sunday, small group sign-ups, the chili pot luck"): a noun after the
 * colon that names something other than the recipients or the texts.
 */
function listedAfterTexts(words: readonly Word[]): boolean {
  for (const s of sentences(words)) {
    const text = s.findIndex((w) => TEXTS.has(w.lower) || TEXTS.has(w.lemma));
    if (text < 0) continue;
    const colon = s.findIndex((w, k) => k > text && w.text === ":");
    if (colon < 0) continue;
    if (s.slice(colon + 1).some((w) => heads(w) && names(w))) return true;
  }
  return false;
}

/**
 * What the texts answer, said as what the recipients asked for, in a sentence that speaks of texts ("designers follow up
 * by text with shoppers who asked for help choosing fabric", "we text owners who requested a quote on a fence"): the
 * head of the noun phrase "for" governs when it names something other than the recipients or the texts; a head that a
 * gerund or a carrying preposition continues ("help choosing fabric", "advice on a kitchen") is named by what follows.
 */
function askedFor(words: readonly Word[]): boolean {
  for (const s of sentences(words)) {
    if (!s.some((w) => TEXTS.has(w.lower) || TEXTS.has(w.lemma) || TELLING.has(w.lemma))) continue;
    for (let i = 0; i + 1 < s.length; i++) {
      const from = askingFor(s, i);
      if (from < 0) continue;
      for (let k = from; k < s.length && !clauseEnd(s[k]!); k++) {
        const w = s[k]!;
        // (what they asked for may be a clause: "help choosing fabric", "to have a fitter call"; a new subject ends it)
        if (!heads(w)) {
          if (w.pos === "AUX" || (w.pos === "PRON" && !DETERMINER.test(w.lower))) break;
          continue;
        }
        const next = s[k + 1];
        const continued = next !== undefined && ((next.pos === "VERB" && /ing$/.test(next.lower)) ||
          (next.pos === "ADP" && CARRYING.test(next.lower)));
        if (continued) continue;
        if (names(w)) return true;
        break;
      }
    }
  }
  return false;
}

/**
 * Where what is asked for starts, when word `i` asks for it: an asking verb and "for" ("who requested a quote"), or the
 * recipients texting the brand for it ("Guests text us for extra towels", "message me for a pickup time"); -1 if not.
 */
function askingFor(s: readonly Word[], i: number): number {
  const w = s[i]!;
  if (w.negated) return -1;
  if (ASKING.has(w.lemma) && w.pos === "VERB" && s[i + 1]?.lower === "for") return i + 2;
  // (the tagger may take "text" after a plural for a noun, "Guests text us": before "us" or "me" it is the verb)
  const texting = TEXTS.has(w.lower) || TEXTS.has(w.lemma);
  return texting && /^(?:us|me)$/.test(s[i + 1]?.lower ?? "") && s[i + 2]?.lower === "for" ? i + 3 : -1;
}

const RECIPIENT = new Set(RECIPIENT_NOUNS);
/** Who a campaign's texts go to, as nouns ("visitors", "patients"; not "they" or "you"). */
const WHO_NOUNS = new Set(WHO);
const NOTICE_NOUNS = new Set(INFORMATIONAL_KINDS);
const isIn = (set: ReadonlySet<string>) => (w: Word) => w.pos === "NOUN" && (set.has(w.lower) || set.has(w.lemma));

/**
 * Whether a description names a kind of notice and who gets it, both as nouns ("Timed-entry ticket confirmations and
 * same-day reminders for visitors who booked online"); a kind left vague ("general updates") is none.
 */
function kindsForWhom(d: string): boolean {
  return wordsOf(withoutVagueKinds(new Field(["description"], d))).some(isIn(NOTICE_NOUNS)) && wordsOf(d).some(isIn(WHO_NOUNS));
}
// (a keyword in capitals is what people text, not what the texts are about: "text JOIN to …")
const names = (w: Word) => !/^[A-Z0-9]{2,}$/.test(w.text) && !RECIPIENT.has(w.lower) && !RECIPIENT.has(w.lemma) &&
  !NOT_A_SUBJECT.has(w.lower) && !NOT_A_SUBJECT.has(w.lemma);
/**
 * What a description texts (reading/texted.ts), by the head of each phrase its verb of texting governs ("Mochi Moon
 * texts our weekly flavor drop", "the truck texts where we're scooping", "texts owners who asked for it when their dog
 * is ready"): a head that names something other than the recipients or the texts themselves.
 */
const DESCRIBED: Texting = { verbs: TELLING, names };
const textsSomething = (words: readonly Word[]) => words.some((_, i) => objectOfTexting(words, i, DESCRIBED));

/**
 * What a description tells, said as letting the recipients know it ("Lets the person who ordered know the arrangement
 * went out and when it was delivered", "We let patients know their prescription is ready"): "know" after a verb "let"
 * in its sentence, read as a verb of texting is (what it governs names something other than the recipients or the
 * texts, or is a clause of when or what). Not "we know", "let us know if …", nor under a negation.
 */
const KNOWING: Texting = { verbs: new Set(["know"]), names };
function letsKnow(words: readonly Word[]): boolean {
  // (whom it lets know the brand itself asks to be told, "let us know if you need anything": no topic)
  return words.some((w, i) => w.lemma === "let" && w.pos === "VERB" && !w.negated &&
    !/^(?:us|me)$/.test(words[i + 1]?.lower ?? "") && wordsAfter(words, i, 7).some((k, j) =>
    k.lemma === "know" && objectOfTexting(words, i + 1 + j, KNOWING)));
}

/**
 * What the texts themselves are said to say, the texts the subject of a verb of saying ("Texts say the van is coming and
 * when the bag was dropped off", "Each reminder states the pickup window", "The messages mention the stop and any
 * delay"): what the verb governs names the subject, read as a verb of texting's object is. The subject is a noun of
 * texts or of a kind of notice, before the verb past its adverbs ("texts also say"); not a person ("customers say").
 */
const SAYING_VERBS = new Set(SAYING);
const SAID: Texting = { verbs: SAYING_VERBS, names };
function textsSay(words: readonly Word[]): boolean {
  return words.some((w, i) => {
    if (!SAYING_VERBS.has(w.lemma) || w.negated) return false;
    let k = i - 1;
    while (k >= 0 && sameSentence(words[k], w) && words[k]!.pos === "ADV") k--;
    const subject = k >= 0 && sameSentence(words[k], w) ? words[k]! : undefined;
    const texts = subject !== undefined && /^(?:NOUN|PROPN)$/.test(subject.pos) &&
      (TEXTS.has(subject.lower) || TEXTS.has(subject.lemma) || NOTICE_NOUNS.has(subject.lemma));
    return texts && objectOfTexting(words, i, SAID);
  });
}

/**
 * What the texts' senders are doing, a participle after whom the texts come from ("answering texts from parents planning
 * a birthday or a work outing", "messages from owners looking for a quote on a fence"): what the participle governs is
 * what the conversation is about, read as a verb of texting's object is. The senders are the noun phrases after "from"
 * that follows a word for texts (joined by "and", "or", commas).
 */
function sendersDoing(words: readonly Word[]): boolean {
  return words.some((w, i) => {
    if (!(TEXTS.has(w.lower) || TEXTS.has(w.lemma)) || words[i + 1]?.lower !== "from" || !sameSentence(words[i + 1], w)) return false;
    // (a participle the tagger takes for a noun before its object is one too: "companies planning a birthday")
    const participle = (k: number) => /ing$/.test(words[k]!.lower) && (words[k]!.pos === "VERB" ||
      (words[k]!.pos === "NOUN" && /^(?:the|a|an|their|his|her|its|our|your|some)$/.test(words[k + 1]?.lower ?? "")));
    let k = i + 2;
    while (k < words.length && sameSentence(words[k], w) && !participle(k) &&
      (/^(?:DET|ADJ|NOUN|PROPN|CCONJ|NUM)$/.test(words[k]!.pos) || words[k]!.text === ",")) k++;
    const v = words[k];
    if (k === i + 2 || !v || v.sentence !== w.sentence || !participle(k)) return false;
    return objectOfTexting(words, k, { verbs: new Set([v.lemma]), names });
  });
}

/** A purpose left open ("about various things"), unless what follows names it ("about things that affect their home"). */
/** The text with the words of its vague kinds set aside ("general updates": VAGUE_KIND), the leftmost, longest first. */
function withoutVagueKinds(f: Field): string {
  const found = VAGUE_KIND.flatMap((p) => matchAll(f.words, p)).sort((a, b) => a.start - b.start || b.end - a.end);
  let out = "";
  let at = 0;
  for (const m of found) {
    if (m.start < at) continue;
    out += f.text.slice(at, m.start) + " ";
    at = m.end;
  }
  return out + f.text.slice(at);
}

function genericPurpose(d: string): Evidence | undefined {
  const m = new Field(["description"], d).leftmost(GENERIC_PURPOSE);
  const after = d.slice(m ? m.end : 0);
  if (!m || /^\s*(?:that|which|like|such as|including|[-\u2013\u2014:(])/i.test(after)) return undefined;
  return m;
}

/** The text with the brand's names blanked out (same length, so evidence keeps its place). */
function withoutNames(text: string, names: readonly (string | null | undefined)[]): string {
  let out = text;
  for (const [a, b] of nameSpans(text, names)) out = out.slice(0, a) + " ".repeat(b - a) + out.slice(b);
  return out;
}

/** Partisan words a charity's or a shop's own drive says too ("our campaign", "chip in"): set apart by `campaigning`. */
const SHARED_WITH_DRIVES = /^(?:our campaign|campaign office|chip in|donate to (?:the|our) campaign)$/i;

/** What the brand's display and legal names say the school is (UseCaseFacts.school). */
function schoolNamed(b: BrandSubject): UseCaseFacts["school"] {
  const names = (["display_name", "legal_name"] as const).flatMap((k) => (b[k] ? [new Field(["brand", k], b[k]!)] : []));
  const first = (patterns: readonly Phrase[]) => names.map((f) => f.leftmost(patterns)).find((e) => e !== undefined);
  const k12 = first(K12_SCHOOL);
  const higher = first(COLLEGE_PREP) ? undefined : first(HIGHER_SCHOOL);
  return { ...(k12 ? { k12 } : {}), ...(higher ? { higher } : {}) };
}

/**
 * Whether a text tells the recipient of something of theirs, read by grammar rather than by its kind's words: a clause
 * whose subject is theirs and whose verb reports ("your direct deposit of $1,843.20 posted", "your gate code was used at
 * 10pm"), the recipient as the subject of a participle ("you're booked for Wed 6 AM", "you've been moved up"), or
 * something said to be theirs ("a spot opened and it's yours"). None under a negation.
 */
function tellsTheirOwn(text: string): boolean {
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.negated) continue;
    const same = (k: number) => k < words.length && sameSentence(words[k], w);
    if (w.lower === "your") {
      let k = i + 1;
      while (same(k) && k <= i + 8 && (/^(?:NOUN|PROPN|ADJ|NUM|SYM|X)$/.test(words[k]!.pos) || words[k]!.lower === "of")) k++;
      if (k > i + 1 && same(k) && words[k]!.pos === "VERB") return true;
      if (k > i + 1 && same(k + 1) && words[k]!.pos === "AUX" && words[k + 1]!.pos === "VERB") return true;
    }
    if (w.lower === "you" && same(i + 2) && words[i + 1]!.pos === "AUX" &&
      (words[i + 2]!.pos === "VERB" || (words[i + 2]!.lemma === "be" && same(i + 3) && words[i + 3]!.pos === "VERB"))) return true;
    if (w.lower === "yours" && i > 0 && words[i - 1]!.pos === "AUX" && sameSentence(words[i - 1], w)) return true;
  }
  return false;
}

/**
 * Whether a sample that names no recipient is still no broadcast: a notice of something booked, rented or due ("the tile
 * saw is due back tomorrow by 10 AM", "the pool is closed for maintenance"), or an answer to what the person asked, opening
 * with a yes, a no or a thanks after the sender's name ("yes, the carpet cleaner takes the blue solution").
 */
function noticeOrAnswer(text: string): boolean {
  if (saysAny(text, TRANSACTIONAL_CONTENT) || saysAny(text, SERVICE_NOTICE) || saysAny(text, DUE)) return true;
  const words = wordsOf(text);
  const colon = words.findIndex((w) => w.text === ":");
  const first = words.slice(colon + 1).find((w) => w.type === "word");
  return first !== undefined && ANSWER_OPENERS.has(first.lower);
}

/**
 * Whether a sample markets: it speaks of an offer, a sale, news or an event, or it speaks to everyone rather than to the
 * recipient about their own order or account, and is no notice or answer (UseCaseFacts.marketingSample).
 */
const markets = (text: string) =>
  saysAny(text, MARKETING_MATTER) || saysAny(text, PROMOTIONAL) || saysAny(text, PITCH) ||
  (!saysAny(text, TO_THE_RECIPIENT) && !noticeOrAnswer(text));

/**
 * What the samples are when every one of them is the recipient's own notice and none markets (an offer, news of the
 * brand, a pitch): one-time codes, fraud or security alerts, or the recipient's own account or order.
 */
function ownNotices(samples: readonly FieldText[]): Pick<UseCaseFacts, "ownNoticeSamples"> {
  if (samples.length === 0) return {};
  const kinds = samples.map(({ text }) => {
    if (saysAny(text, MARKETING_MATTER) || saysAny(text, PROMOTIONAL) || saysAny(text, PITCH)) return undefined;
    if (hasCode(text)) return "one-time code" as const;
    if (saysAny(text, FRAUD_CONTENT) || saysAny(text, SECURITY_CONTENT)) return "fraud or security alert" as const;
    if (saysAny(text, PERSONAL_ACCOUNT) || saysAny(text, TRANSACTIONAL_CONTENT) || tellsTheirOwn(text)) return "account or order notice" as const;
    return undefined;
  });
  if (kinds.some((k) => k === undefined)) return {};
  // (all of one kind names it; codes beside alerts, or alerts beside account notices, are account notices at least)
  const one = kinds.every((k) => k === kinds[0]) ? kinds[0]! : kinds.includes("account or order notice") ? "account or order notice" : "fraud or security alert";
  return { ownNoticeSamples: one };
}

export function readUseCase(
  s: Subject & { campaign: CampaignSubject },
  names: readonly (string | null | undefined)[],
): UseCaseFacts {
  const c = s.campaign;
  const stated = [
    ...(c.description ? [{ path: ["description"] as FieldPath, text: c.description }] : []),
    ...(c.sample_messages ?? []).map((text, i) => ({ path: ["sample_messages", i] as FieldPath, text })),
  ];
  const foreign = reviewedTexts(c).flatMap(({ path, text }) => {
    const language = foreignLanguage(text, names);
    return language ? [{ path, language }] : [];
  });
  const d = c.description;
  const samples = stated.filter((t) => t.path[0] === "sample_messages");
  const partisan = affirmedAmong(stated, PARTISAN);
  return {
    // "Not elections and nothing about candidates" is not political content; nor is the brand's own name, an election
    // office's ("Marlow County Elections: thanks for working Precinct 12!").
    political: affirmedAmong(stated.map((t) => ({ ...t, text: withoutNames(t.text, names) })), POLITICAL_CONTENT),
    partisan,
    campaigning: partisan && !SHARED_WITH_DRIVES.test(partisan.words) ? partisan : undefined,
    // (a quoted title is a name, not an offer: "the cozy mystery 'Murder at the Bake Sale' you ordered")
    // (nor an offer a poll asks the person to choose: "pick next month's special")
    offer: stated.map((t) => new Field(t.path, withoutTitles(t.text))
      .affirmedWhere(PROMOTIONAL, (m, words) => !chosenNotOffered(m, words))).find((e) => e !== undefined),
    marketing: affirmedAmong(stated, MARKETING_MATTER),
    describedOffer: d ? new Field(["description"], d).affirmed(DESCRIBED_OFFERS) : undefined,
    // (not what the campaign is said to be apart from: "Separate consent from delivery texts (own checkbox, own campaign)")
    transactional: stated.map(({ path, text }) =>
      new Field(path, text).affirmedWhere(TRANSACTIONAL_CONTENT, (m, words) => !setApart(words, m.from)))
      .find((e) => e !== undefined),
    serviceNotice: affirmedAmong(stated, SERVICE_NOTICE),
    fraudSample: leftmostIn(samples, FRAUD_CONTENT),
    fraudDescription: d ? new Field(["description"], d).leftmost(FRAUD_CONTENT) : undefined,
    personalSamples: samples.filter((t) => saysAny(t.text, PERSONAL_ACCOUNT)).length,
    billSample: leftmostIn(samples, PERSONAL_BILL),
    pollAsk: leftmostIn(stated, POLL_ASK),
    pollSample: leftmostIn(samples, POLL_ASK.slice(0, 5)),
    pollProgram: d && new Field(["description"], d).affirmed(POLL_PROGRAM) ? affirmedAmong(samples, POLL_ASK) : undefined,
    donationSample: leftmostIn(samples, DONATION_ASK),
    describedCode: d ? new Field(["description"], d).leftmost(ONE_TIME_CODE) : undefined,
    deliverySample: samples.some((t) =>
      wordsOf(t.text).some((w) => DELIVERY_WORDS.has(w.lower) || DELIVERY_WORDS.has(w.lemma))),
    codeUrging: affirmedAmong(samples.filter((t) => hasCode(t.text)), URGED),
    describedBesideCodes: d ? new Field(["description"], d).affirmed(BESIDE_CODES) : undefined,
    describedAccess: !!d && saysAny(d, ACCESS_WORDS),
    describedConversation: d ? new Field(["description"], d).affirmed(CONVERSATION) : undefined,
    school: s.brand ? schoolNamed(s.brand) : {},
    postSecondary: [
      ...(["display_name", "legal_name"] as const).flatMap((k) => (s.brand?.[k] ? [new Field(["brand", k], s.brand[k]!)] : [])),
      ...stated.map((t) => new Field(t.path, t.text)),
    ].map((f) => f.leftmost(POST_SECONDARY)).find((e) => e !== undefined),
    securitySample: leftmostIn(samples, SECURITY_CONTENT),
    securityDescription: d ? new Field(["description"], d).leftmost(SECURITY_CONTENT) : undefined,
    marketingSample: samples.some((t) => markets(t.text)),
    everySampleMarkets: samples.length > 1 && samples.every((t) => markets(t.text)),
    ...ownNotices(samples),
    charitable: leftmostIn(stated, CHARITABLE),
    describedSolicitation: d ? solicitationAt(["description"], d) : undefined,
    // What is sent and what the campaign is: a flow's "Send test text" button, the opt-in's own check, is not test content.
    test: leftmostIn(reviewedTexts(c).filter((t) => t.path[0] !== "message_flow"), TEST_CONTENT),
    description: d
      ? {
          placeholder: new Field(["description"], d).leftmost(PLACEHOLDER),
          genericPurpose: genericPurpose(d),
          // Kinds of messages and how often they come ("game changes… 1-2x/wk") say that messages are sent (how often
          // read as the opt-in's frequency is: reading/disclosures.ts).
          messaging: saysAny(d, MESSAGING) || (saysAny(d, MESSAGE_KINDS) && frequencyIn(wordsOf(d)) !== undefined),
          subject: named(withoutVagueKinds(new Field(["description"], d))),
          words: wordCount(d),
          kindsForWhom: kindsForWhom(d),
          listsTopics: listedAfterTexts(wordsOf(withoutVagueKinds(new Field(["description"], d)))),
          describesCompany: COMPANY_SELF_DESCRIPTION.test(d),
          namesBrand: s.brand !== undefined && namesAny(d, names),
          otherCompanies: s.brand ? otherCompanies(d, names) : [],
          foreign: foreign.some((f) => f.path[0] === "description"),
        }
      : undefined,
    foreign,
    nearCopies: nearCopyPairs(c.sample_messages ?? []),
  };
}

/** One piece of consent language that covers requests for money for a cause and notices together (Twilio 30548). */
export interface SolicitationConsent {
  /** The consent language (a box's, switch's or sign's words). */
  readonly at: Evidence;
  readonly solicitation: Evidence;
  readonly notices: Evidence;
}

const NOTICE_KINDS = [...INFORMATIONAL_KINDS, ...CHARITY_NOTICE_KINDS];
const nounish = (w: Word | undefined) => w !== undefined && /^(?:NOUN|PROPN|ADJ)$/.test(w.pos);

/**
 * The first word that names requests for money for a cause ("donation asks", "giving appeals", "fundraising texts")
 * no negation covers: not one that modifies a notice ("donation receipts"), nor a donation that is the occasion of a
 * text ("one text per contribution", "a survey after each donation"), nor a donation of what a body gives, blood or
 * plasma, in a sentence that says so ("reminders for donors who booked a platelet donation", "Text me Coastal Blood
 * reminders and when I'm eligible to donate again": a visit booked, not money asked).
 */
function solicitationIn(words: readonly Word[]): Word | undefined {
  return words.find((w, i) => !w.negated && !isKind(words[i + 1], NOTICE_KINDS) && !occasion(words, i) &&
    !inKind(words, w) &&
    (isKind(w, SOLICITATION_KINDS) || (w.lower === "giving" && nounish(words[i + 1]))));
}
/** The words of giving whose gift may be in kind: a donation of blood is no request for money. */
const GIVING = new Set(["donation", "donate", "contribution", "contribute", "give", "giving"]);
/** A word of giving in a sentence that names what a body gives and no money ("a fund", "$25"). */
const inKind = (words: readonly Word[], w: Word) => {
  if (!GIVING.has(w.lemma)) return false;
  const sentence = sentenceWords(words, w);
  return sentence.some((x) => isKind(x, GIVEN_IN_KIND)) && !sentence.some((x) => isKind(x, MONEY_GIVEN) || x.text === "$");
};

/**
 * Whether the word heads a noun phrase that a preposition of time or count governs ("after a whole-blood donation",
 * "per donation drop-off", "before each donation"): past its determiners and modifiers, in its sentence.
 */
function occasion(words: readonly Word[], i: number): boolean {
  for (let k = i - 1; k >= 0 && sameSentence(words[k], words[i]); k--) {
    const w = words[k]!;
    if (isKind(w, OCCASION_OF)) return true;
    // (a modifier, a determiner, a count or a compound's hyphen: "a whole-blood", "each first-time", "your 3rd")
    if (!/^(?:DET|ADJ|NUM|NOUN|PRON)$/.test(w.pos) && w.text !== "-") return false;
    if (w.pos === "PRON" && !/^(?:your|their|my|his|her|our)$/.test(w.lower)) return false;
  }
  return false;
}

/**
 * Whether the word is what the consent is said to be apart from ("a box separate from any donor appointment texts",
 * "its own box, apart from volunteer shift texts", "separate from the form and from any reminders"): within ten words
 * after "separate|apart|distinct|independent from" or "other than", with no quote, colon or full stop between.
 */
function setApart(words: readonly Word[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 10); j--) {
    const w = words[j]!;
    if (/^["“”:.;]$/.test(w.text)) return false;
    // (or with what is kept apart between: "separate consent from delivery texts", "a list apart from our order texts")
    const separate = (x: Word | undefined) => x !== undefined && x.sentence === w.sentence &&
      /^(?:separate|separately|apart|distinct|independent|independently)$/.test(x.lower);
    if ((w.lower === "from" && [1, 2, 3].some((n) => separate(words[j - n]) &&
      words.slice(j - n + 1, j).every((x) => /^(?:NOUN|PROPN|ADJ|DET|PRON)$/.test(x.pos)))) ||
      (w.lower === "other" && words[j + 1]?.lower === "than")) return true;
  }
  return false;
}

/**
 * The first piece of consent language that names donation requests and, beside them, informational notices ("shift
 * reminders … plus donation appeals", "distribution dates, volunteer needs and donation requests", "appointment
 * reminders and fundraising text messages"): one consent for two programmes, which Twilio 30548 asks to separate.
 * A word of one kind that modifies the other's noun is that noun's ("donation receipts", "fundraiser reminders"), and
 * a negated word names nothing ("never any donation requests"), nor does a document's title ("Privacy Notice").
 */
export function solicitationWithNotices(wording: readonly Evidence[]): SolicitationConsent | undefined {
  for (const at of wording) {
    const words = wordsOf(at.words);
    const ev = (w: Word): Evidence =>
      ({ path: at.path, start: at.start + w.start, end: at.start + w.end, words: w.text });
    const solicitation = solicitationIn(words);
    if (!solicitation) continue;
    // (a word of a name, capitalised beside another, is no kind: "updates and giving appeals from Warm Homes Repair Fund")
    const inName = (i: number) => /^[A-Z]/.test(words[i]!.text) &&
      (/^[A-Z]/.test(words[i - 1]?.text ?? "") || /^[A-Z]/.test(words[i + 1]?.text ?? ""));
    const notices = words.find((w, i) => !w.negated && isKind(w, NOTICE_KINDS) && w.pos !== "VERB" && !inName(i) &&
      !isKind(words[i - 1], SOLICITATION_KINDS) && words[i - 1]?.lower !== "giving" && !setApart(words, i) &&
      !/^(?:privacy|legal|hipaa|policy|policies)$/.test(words[i - 1]?.lower ?? "") && !isKind(w, GIFT_RECORD_KINDS));
    if (notices) return { at, solicitation: ev(solicitation), notices: ev(notices) };
  }
  return undefined;
}

/** Requests for money for a cause named in a text, as evidence. */
function solicitationAt(path: FieldPath, text: string): Evidence | undefined {
  const w = solicitationIn(wordsOf(text));
  return w ? { path, start: w.start, end: w.end, words: w.text } : undefined;
}

/**
 * The sender the consent's own words name, where it is not the brand: "Text me booking reminders from River Valley
 * Bodywork" on a brand registered as Tidewell Massage. Two or more capitalised words after "from", in consent
 * language that names none of the brand's names (a practice whose consent names another business's program is asking
 * for that business's texts: the DCA's 603, brand and opt-in inconsistent).
 */
export function otherSenderInWording(
  wording: readonly Evidence[], names: readonly (string | null | undefined)[],
): Evidence | undefined {
  if (names.every((n) => !n)) return undefined;
  for (const at of wording) {
    if (namesAny(at.words, names)) continue;
    const words = wordsOf(at.words);
    for (let i = 0; i < words.length; i++) {
      if (words[i]!.lower !== "from" || words[i]!.negated) continue;
      let j = i + 1;
      const inName = (w: Word) => /^[A-Z][a-z]/.test(w.text) || (j > i + 1 && /^(?:&|of|and)$/.test(w.text));
      while (j < words.length && inName(words[j]!)) j++;
      const run = words.slice(i + 1, j);
      if (run.length < 2 || NOT_A_SENDER.has(run[0]!.lower)) continue;
      const first = run[0]!;
      const last = run[run.length - 1]!;
      const name = at.words.slice(first.start, last.end);
      return { path: at.path, start: at.start + first.start, end: at.start + last.end, words: name };
    }
  }
  return undefined;
}
