import { type Subject, brandNames, type FieldPath } from "../model";
import { namesAny } from "../text";
import { LEAD_SHARING, CLAUSE_JOINERS, PERSON_DIRECTS, OTHERS_OFFERS, PASSING, OWNERS, DETAILS, OWN_SIDE, GETTING, WHO_LISTED, LISTED_PEOPLE } from "../vocabulary/content";
import { EXTENSION_DIALLED, NUMBER_HELD, OPT_OUT_DELAY, NUMBER_ON, NUMBER_IDS, REPLY_PROMISE, REPLY_ASKED } from "../vocabulary/replies";
import { PROMOTIONAL } from "../vocabulary/useCase";
import { PARTY_PRONOUNS, WE_OR_I, POSSESSIVE_MARKS, OBJECT_PRONOUNS } from "../vocabulary/grammar";
import { field, firstOf, contactsIn, linkIn, withoutLinks, spanIn } from "./evidence";
import { Field } from "./field";
import type { Replies, Evidence } from "./model";
import { optOutConfirmedIn, morePromisedIn, optOutLanguage } from "./optOut";
import { phrase, matchAll } from "./phrase";
import { unreadIn } from "./unclassified";
import { sameSentence, type Word } from "./words";

/*
 * What each reply does (`readReplies`): whether the HELP reply reaches support and names the brand and opt-out, whether
 * the STOP reply confirms the opt-out and promises nothing more, the confirmation's disclosures, and lead sharing said in
 * them.
 */

/** A support number the person holds, named by where it is printed ("call the number on your card"). */
const NUMBER_HELD_PHRASE = phrase(NUMBER_HELD);
const NUMBER_ON_PHRASE = phrase(NUMBER_ON);
const OPT_OUT_DELAY_PHRASE = phrase(OPT_OUT_DELAY);
/** An extension dialled where the person is ("dial 0 from your room"). */
const EXTENSION_PHRASES = EXTENSION_DIALLED.map((p) => phrase(p));
export function readReplies(s: Subject): Replies {
  const c = s.campaign!;
  const help = field(c, "help_message");
  const stop = field(c, "opt_out_message");
  const reaches = help
    ? firstOf(() => contactsIn(help).email[0], () => contactsIn(help).phone[0], () => contactsIn(help).vanity[0],
        () => linkIn(help), () => help.affirmed([NUMBER_HELD_PHRASE]), () => help.affirmed(EXTENSION_PHRASES),
        () => help.affirmedWhere([NUMBER_ON_PHRASE], (m, words) => !NUMBER_IDS.includes(words[m.from - 1]?.lemma ?? "")))
    : undefined;
  const names = s.brand ? brandNames(s.brand) : [];
  const unnamed = s.brand
    // (as people read it: a name inside an e-mail address or a link, "panel@benchmarkopinion.example", is no name)
    ? (["opt_out_message", "help_message", "opt_in_message"] as const)
        .filter((f) => c[f] && !namesAny(withoutLinks(c[f]!), names)).map((f) => [f] as FieldPath)
    : [];
  const confirmed = stop ? optOutConfirmedIn(stop.words) : undefined;
  const stopConfirms = confirmed && stop ? stop.at(confirmed.start, confirmed.end) : undefined;
  const promised = stop ? morePromisedIn(stop.words) : undefined;
  const confirmation = field(c, "opt_in_message");
  const unread = {
    stopConfirmed: stop && !stopConfirms ? spanIn(stop, (w) => unreadIn("stopConfirmed", w)) : undefined,
    frequency: confirmation ? spanIn(confirmation, (w) => unreadIn("frequency", w)) : undefined,
  };
  // (or the opt-out said to take days, in the sentence that confirms it, "you'll be removed within 10 business days", or
  // that speaks of the removal in words the reading leaves unclassified: "our team will remove your number within 10
  // business days")
  const removal = confirmed ?? unread.stopConfirmed;
  const confirmedAt = stop && removal ? stop.words.find((w) => w.end > removal.start)?.sentence : undefined;
  const delayed = stop && confirmedAt !== undefined
    ? stop.affirmedWhere([OPT_OUT_DELAY_PHRASE], (m, words) => words[m.from]!.sentence === confirmedAt) : undefined;
  const stopPromises = promised && stop ? stop.at(promised.start, promised.end) : delayed;
  const helpStop = help ? optOutLanguage(help.text, c.opt_out_keywords ?? []) : undefined;
  const helpOptOut = help && helpStop ? help.at(helpStop.index, helpStop.index + helpStop.words.length) : undefined;
  const replyPromised = confirmation?.regex(REPLY_PROMISE);

  // An offer in the sentence that asks for a reply ("Reply YES to still get our special price every week!"); not the name
  // of what stops ("you've left the coupon club"), nor an offer negated ("no more special prices by text").
  // And an offer in a sentence of its own, apart from the confirmation ("you're opted out. Book this week and take 15%
  // off!"): marketing after STOP, whatever it asks.
  const confirmedIn = stop && confirmed ? stop.words.find((w) => w.end > confirmed.start)?.sentence : undefined;
  // (where nothing confirms, any offer is: "we'll miss you! Before you go, all helmets are 25% off this week")
  const stopOffers = stop?.affirmedWhere(PROMOTIONAL, (m, words) => confirmedIn === undefined ||
    words[m.from]!.sentence !== confirmedIn ||
    words.some((w, i) => sameSentence(w, words[m.from]) && REPLY_ASKED.has(w.lemma) &&
      (w.pos === "VERB" || !/^(?:text|txt)$/.test(w.lemma) || /^[A-Z0-9]{2,}$/.test(words[i + 1]?.text ?? ""))));
  return {
    helpReaches: reaches, stopConfirms, helpOptOut, ...(stopOffers ? { stopOffers } : {}),
    ...(stopPromises ? { stopPromises } : {}), unnamed, replyPromised,
    unread,
  };
}
/**
 * The words of the first `n` written from `from` (-1: none), what is written on to a word counted with it (the "'s" of
 * "the patient's request", a full stop).
 */
function wordsWritten(words: readonly Word[], from: number, n: number): readonly Word[] {
  let count = 0;
  let to = from;
  for (; from >= 0 && to < words.length; to++) {
    if (to === from || words[to]!.start > words[to - 1]!.end) count++;
    if (count > n) break;
  }
  return from < 0 ? [] : words.slice(from, to);
}
/**
 * Requests or numbers passed on in a field, or other businesses' offers sent; not where the receivers are the ones the
 * person directs, said right after them ("to the insurance carriers you choose", "to the lender of your choice"; not a
 * choice among the offers that follow, "to 3 lenders and you pick the best quote").
 */
export function leadSharingIn(f: Field): Evidence | undefined {
  const shared = f.affirmedRegex(LEAD_SHARING);
  const next = shared ? wordsWritten(f.words, f.words.findIndex((w) => w.start >= shared.end), 4) : [];
  const directed = next.length > 0 && !CLAUSE_JOINERS.includes(next[0]!.lower) &&
    PERSON_DIRECTS.some((p) => matchAll(next, p).length > 0);
  return (directed ? undefined : shared) ?? f.affirmed(OTHERS_OFFERS) ?? detailsPassedOn(f) ?? listGiven(f);
}

/**
 * Each verb of `lemmas` not under a negation: its index, and whether an index is a word of its sentence (what the
 * readings below look for around it).
 */
type InSentence = (k: number) => boolean;
function* affirmedVerbs(words: readonly Word[], lemmas: ReadonlySet<string>): Generator<[number, InSentence]> {
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!;
    if (!lemmas.has(v.lemma) || v.negated || v.pos !== "VERB") continue;
    yield [i, (k) => k >= 0 && k < words.length && sameSentence(words[k], v)];
  }
}

/**
 * Others given the brand's list of people, the receivers the subject ("sponsors get our parent list", "partner agents
 * receive our customer numbers"): a verb of getting, "our", and the people's list or numbers (a list named by whose it
 * is: "parent list", "member list"; not "our price list", "our newsletter"). Not under a negation, nor the recipients
 * themselves getting it ("you get our list of deals").
 */
function listGiven(f: Field): Evidence | undefined {
  const words = f.words;
  for (const [i, same] of affirmedVerbs(words, GETTING)) {
    const v = words[i]!;
    const subject = [i - 1, i - 2].map((k) => (same(k) ? words[k]! : undefined)).find((w) => w && (w.pos === "NOUN" || w.pos === "PRON" || w.pos === "PROPN"));
    if (!subject || PARTY_PRONOUNS.has(subject.lower) || WHO_LISTED.has(subject.lemma)) continue;
    if (!same(i + 1) || words[i + 1]!.lower !== "our") continue;
    for (let k = i + 2; same(k) && k <= i + 4; k++) {
      const w = words[k]!;
      const listed = (w.lemma === "list" || w.lemma === "database") && k > i + 2 && WHO_LISTED.has(words[k - 1]!.lemma);
      if (listed || LISTED_PEOPLE.has(w.lower)) return f.at(v.start, w.end);
    }
  }
  return undefined;
}

/**
 * The brand passing the person's own details to someone else, read by grammar whoever the receiver is ("I'll pass your
 * info to my solar guys", "we'll pass your info to our insurance and land buyer partners", "I've sent your name and
 * number to StormPro Restoration"): "we" or "I" the subject of a verb of passing, the person's details its object, and a
 * receiver after "to" that is not the brand's own people ("our front desk", "your adjuster") nor one the person names
 * ("to your insurer"). Not under a negation.
 */
function detailsPassedOn(f: Field): Evidence | undefined {
  const words = f.words;
  for (const [i, same] of affirmedVerbs(words, PASSING)) {
    const v = words[i]!;
    // (the brand the subject: "we", "I", "we'll", "I've")
    let subject = false;
    for (let k = i - 1; k >= i - 3 && same(k); k--) if (WE_OR_I.has(words[k]!.lower)) subject = true;
    if (!subject) continue;
    // (the details someone's: "your info", "their numbers", "interested managers' details")
    let k = i + 1;
    let owned = false;
    let details = false;
    const toward = (w: Word) => w.lower === "to" || w.lower === "with";
    for (; same(k) && k <= i + 7 && !toward(words[k]!); k++) {
      const w = words[k]!;
      if (OWNERS.has(w.lower) || POSSESSIVE_MARKS.has(w.text)) owned = true;
      else if (owned && (DETAILS.has(w.lower) || DETAILS.has(w.lemma))) details = true;
    }
    if (!details || !same(k) || !toward(words[k]!)) continue;
    const receiver: Word[] = [];
    for (let r = k + 1; same(r) && receiver.length < 8 && words[r]!.text !== "." && words[r]!.text !== ";"; r++) receiver.push(words[r]!);
    const first = receiver.find((w) => w.type === "word");
    if (!first || OWNERS.has(first.lower) || first.pos === "NUM" || OBJECT_PRONOUNS.has(first.lower)) continue;
    if (receiver.some((w) => OWN_SIDE.has(w.lower) || OWN_SIDE.has(w.lemma))) continue;
    return f.at(v.start, receiver[receiver.length - 1]!.end);
  }
  return undefined;
}
