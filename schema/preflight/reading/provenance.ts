import {
  EVERY, RELATIVE_WHO, BE_OR_GET, UP_OR_IN, OUR_OR_MY, OURS, ON_OR_IN, PLAIN_NEGATORS, WE_OR_I,
  POSSESSIVE_MARKS, PERSONS_POSSESSIVES, APPOSED_QUANTIFIERS, WE_OR_US, THEM_THESE_THOSE, FROM_OR_OFF, AT_ON_OR_IN,
  RELATIVE_OPENERS, A_AN_OR_ONE,
} from "../vocabulary/grammar";
import { BOX_KINDS, RECORD_KINDS, SOURCE_WORDS } from "../vocabulary/callToAction";
import { DATA, NUMBER_WORDS, CONSENTED, TEXTS, SENDS, GET, CLIENTS, LIST_HEADS, SIGN_OR_OPT } from "../vocabulary/consent";
import {
  COLLECTED, BUYING_AS_WRITTEN, DATA_STORES, PEOPLE_IN_RECORDS, CONTACT_LEMMAS, CONTACTS_AS_WRITTEN,
  BRAND_ACTORS, NUMBERS_PLURAL, CUSTOMER_LISTS, LISTS_TAKEN, LISTS_ON, ROSTERS, ASKED_FIRST, AUTOMATIC,
  PERSONS_OWN_ACT, PLACES_OF_BUSINESS, ANOTHER_OWNER, RECORD_SYSTEMS, ANOTHER_PLACE, ENROLMENT, TAKE_IN,
  OWN_MATTER_LISTS, TEXTING_DEST, PARTNER, OWN_CONSENT, GET_FROM, FROM_PARTY, ENROL, COLLECTION, ACQUIRE,
  TEXTING_PLACE, TAKE_OR_PUT, RECORDS, OPT_IN_RECORD, CLOSE_PEOPLE, OF_ITS_OWN, CONSENT_STEP, SOURCES, OTHERS,
  TO_BRAND, PUT_IN, HAND_ON, LIST_NOUNS, BOUGHT, OWN, INHERITED, REFERRED, LISTS_BOUGHT, LISTS_TAKEN_OVER,
  LISTS_HANDED, MISSED_CALLERS, SIGNED_PAPERS, SENDS_OR_CONTACTS, ADDED_FROM_RECORDS, BRANDS_OWN_PLACES, LEGAL_FORMS,
  RECEIVING, PEOPLE_TEXTED,
  DEALING_PAPERS, USING_NUMBER,
} from "../vocabulary/provenance";
import type { Phrase, Match } from "./phrase";
import type { Provenance } from "./model";
import { Field } from "./field";
import { firstOf, spanIn } from "./evidence";
import { Span, sentences, has, spanOf } from "./sentences";
import { type Word, isNegator, sameSentence, sentenceWords, wordsBefore, wordsOf } from "./words";

/*
 * Where the numbers come from (Twilio 30932, 30951; CTIA 5.1.4): the readings over a text's words of numbers handed on
 * to others or taken from them, records kept for something else ("everyone in our patient system"), lists taken in
 * from partners, previous owners or events, and people added without being asked; and `readProvenance`, which gathers
 * them for a campaign, each with its words.
 */

/**
 * Opt-in data handed to others (CTIA 5.1; consent covers one brand): a verb of handing on, opt-in data,
 * and another party it goes to, in one clause no negation covers ("we pass our subscriber list to a few
 * partner brands", "numbers are shared with select affiliates").
 */

export function handedOn(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      // (or made available: "our list is made available to partner agencies")
      const available = v.lower === "available" && s[i - 1]?.lemma === "make";
      if (!(HAND_ON.has(v.lemma) || available) || v.negated || s[i - 1]?.negated) continue;
      const near = s.slice(Math.max(0, i - 5), i + 9);
      if (near.some((w) => w.negated || (w.lemma === "not" || w.lower === "never"))) continue;
      // "sign-ins", "sign-ups": read as three words
      const data = near.some((w, k) => has(DATA, w) ||
        (/^(?:ins|ups)$/.test(w.lower) && near[k - 1]?.text === "-" && near[k - 2]?.lower === "sign"));
      const to = s.slice(i + 1, i + 10).findIndex((w) => w.lower === "to" || w.lower === "with");
      if (!data || to < 0) continue;
      // Whom it goes to: the noun phrase after "to" or "with", to its head ("select partners", "Halcyon's contact lens
      // and frame manufacturer partners", "the Miami Valley Justice Coalition's member charities")
      const np = s.slice(i + 2 + to, i + 2 + to + 10);
      // (a list of modifiers goes on past its commas: "our insurance, payroll and PEO partners")
      // (and a compound's hyphen: "our grocery and wine-club partners")
      const end = np.findIndex((w, k) => k > 0 && !/^(?:DET|ADJ|NOUN|PROPN|NUM|PART|CCONJ)$/.test(w.pos) &&
        !POSSESSIVE_MARKS.has(w.text) && !(w.text === "," && /^(?:ADJ|NOUN|PROPN)$/.test(np[k + 1]?.pos ?? "")) &&
        !(w.text === "-" && np[k - 1]!.end === w.start && np[k + 1]?.start === w.end));
      // (and an apposition that names what it is: "StormPro Restoration, one of our referral partners")
      const apposed = end >= 0 && np[end]!.text === "," && APPOSED_QUANTIFIERS.has(np[end + 1]?.lower ?? "") &&
        np[end + 2]?.lower === "of";
      const after = apposed ? s.slice(i + 2 + to, i + 2 + to + end + 7)
        : np.slice(0, Math.max(4, end < 0 ? np.length : end));
      // (or an office, a school, a site of someone else's: "the diocesan appeal office and the parish school"; not "our
      // office")
      // (of a list or numbers: "clients give consent to the office they work with" hands on nothing)
      const elsewhere = near.some((w) => LIST_DATA.test(w.lower)) &&
        !after.some((w) => OURS.has(w.lower)) && after.some((w) => SOURCES.has(w.lower));
      // (or whoever they are, not the brand's own, said to text the people themselves: "the sale list with the three
      // galleries in the arts district so they can text their shows"; the purpose's subject is whom the list goes to)
      // (the verb after a modal or "to", whatever the tagger makes of it: "so they can text", "for them to text")
      const rest = s.slice(i + 2 + to, i + 2 + to + 14);
      const so = rest.findIndex((w, k) => (w.lower === "so" || (w.lower === "for" && rest[k + 1]?.lower === "them")) &&
        !rest.slice(0, k).some((x) => /^[.;:!?]$/.test(x.text)));
      const they = so + (rest[so + 1]?.lower === "that" ? 2 : 1);
      const theyText = so >= 0 && /^(?:they|them)$/.test(rest[they]?.lower ?? "") &&
        rest.slice(they + 1, they + 5).some((w, k, ws) => (SENDS.has(w.lemma) || w.lemma === "contact") && !w.negated &&
          (w.pos === "VERB" || ws[k - 1]?.pos === "AUX" || ws[k - 1]?.lower === "to"));
      const theirOwn = !after.some((w) => OURS.has(w.lower) || WE_OR_US.has(w.lower));
      if (after.some((w) => has(OTHERS, w)) || elsewhere || (data && theyText && theirOwn)) {
        return spanOf(s.slice(i, Math.min(s.length, theyText ? i + 2 + to + they + 3 : i + 2 + to + after.length)));
      }
    }
  }
  return dataReachesOthers(words);
}
/**
 * Whether a word names another party, not the people texted: "partners", "rental companies", "adjusters" (OTHERS,
 * SOURCES), not a client or a buyer, whom the texts are for.
 */
const otherParty = (w: Word) => /^(?:NOUN|PROPN)$/.test(w.pos) && (has(OTHERS, w) || SOURCES.has(w.lower)) &&
  // (by lemma, or as written without its plural: the tagger takes "Clients" opening a sentence for a name)
  ![w.lemma, w.lower.replace(/s$/, "")].some((x) => CLIENTS.has(x) || PEOPLE_IN_RECORDS.has(x) || PEOPLE_TEXTED.has(x));
/**
 * Opt-in data reaching another party said the other way round from handing it on (CTIA 5.1.4; consent covers one
 * brand): another party as the subject of getting the numbers ("the insurance adjusters and rental companies we work
 * with also get these numbers"), or the data as the subject of going to one ("your info may also go to our partner
 * surgeons"), in a clause no negation covers.
 */
function dataReachesOthers(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 1; i < s.length; i++) {
      const v = s[i]!;
      if (v.pos !== "VERB" || v.negated || isNegator(s[i - 1]!)) continue;
      if (s.slice(Math.max(0, i - 4), i + 4).some((w) => w.negated || PLAIN_NEGATORS.has(w.lower))) continue;
      // (the subject: back to a clause break, past a relative clause of the brand's, "companies we work with")
      const before = s.slice(Math.max(0, i - 10), i);
      const cut = before.findLastIndex((w) => /^[.;:,]$/.test(w.text));
      const subject = before.slice(cut + 1);
      const we = subject.findIndex((w) => WE_OR_US.has(w.lower) || w.lower === "i");
      const heads = we < 0 ? subject : subject.slice(0, we);
      // (not the brand's own: "our adjusters"; a partner of the brand's is another, "our partner shops")
      const own = heads.some((w) => OURS.has(w.lower)) && !heads.some((w) => PARTNER.has(w.lower));
      if (RECEIVING.has(v.lemma) && heads.some(otherParty) && !own) {
        const object = s.slice(i + 1, i + 5);
        const data = object.findIndex((w) => LIST_DATA.test(w.lower));
        // (the data the brand holds, not a thing of one's own given out: "each agent gets a Hearthmark number")
        if (data >= 0 && !object.slice(0, data).some((w) => /^[,;:.]$/.test(w.text) || A_AN_OR_ONE.has(w.lower))) {
          return spanOf(s.slice(Math.max(0, i - 10) + cut + 1, i + 2 + data));
        }
      }
      // (the data going to another party: "your info may also go to our partner plastic surgeons")
      if (v.lemma === "go" && subject.some((w) => has(DATA, w) && w.pos === "NOUN")) {
        const to = s.slice(i + 1, i + 4).findIndex((w) => w.lower === "to");
        if (to < 0) continue;
        const np = s.slice(i + 2 + to, i + 2 + to + 6);
        const end = np.findIndex((w) => !/^(?:DET|ADJ|NOUN|PROPN|PRON)$/.test(w.pos));
        const party = np.slice(0, end < 0 ? np.length : end);
        const ours = party.some((w) => OURS.has(w.lower)) && !party.some((w) => PARTNER.has(w.lower));
        if (party.some(otherParty) && !ours) {
          return spanOf(s.slice(Math.max(0, i - 10) + cut + 1, i + 2 + to + party.length));
        }
      }
    }
  }
  return undefined;
}
/**
 * Numbers handed to the brand by someone else (Twilio 30932, CTIA 5.1.4; consent is given to one brand by the person
 * texted): in one clause no negation covers, another party as the subject ("area hospitals", "the race registration
 * site", "two realtor offices we work with"), a verb of handing on, opt-in data, and the brand as whom it goes to
 * ("send us the numbers", "shares its rider list with sponsors", "sends every vendor the attendee list").
 */

export function handedToUs(words: readonly Word[], brandWords: ReadonlySet<string> = new Set()): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 1; i < s.length; i++) {
      const v = s[i]!;
      if (!HAND_ON.has(v.lemma) || v.negated || s[i - 1]?.negated || isNegator(s[i - 1]!)) continue;
      // The subject: a party other than the brand and the person, within six words before, with no clause break.
      const before = s.slice(Math.max(0, i - 7), i);
      const cut = before.findLastIndex((w) => /^[.;:,]$/.test(w.text) || /^(?:and|but|then|who|which)$/.test(w.lower));
      // (a relative clause's subject is what it follows: "the realtor, who gives us their cell numbers")
      const relative = cut >= 0 && /^(?:who|which)$/.test(before[cut]!.lower);
      const antecedent = relative ? before.slice(Math.max(0, cut - 3), cut).filter((w) => w.text !== ",") : [];
      // (a verb joined by "and" to one before shares its subject, the sentence's first words: "Our partner garden blogs also
      // collect numbers … and send them to us")
      const joinedVerb = cut === before.length - 1 && before[cut]!.lower === "and";
      const first = s.findIndex((w) => w.pos === "VERB");
      const shared = joinedVerb && first > 0 && first < i ? s.slice(0, first) : [];
      const subject = relative && antecedent.some((w) => SOURCES.has(w.lower)) ? antecedent
        : shared.length > 0 ? shared : before.slice(cut + 1);
      // (the brand before the party is the brand acting; after it, a relative clause: "offices we work with send us")
      // ("our" before a word for another party names one: "our partner blogs", "our affiliate sites"; "our office" is the
      // brand's own)
      const after = s.slice(i + 1, i + 9);
      // (or the brand by its own name's words as whom it goes to, "shares its billing phone numbers with the library" for
      // Mapleton Public Library: then whoever the subject is, not the brand, the people texted or a place of the brand's
      // own, hands them on, "the registrar", "the city's water utility")
      // (the verb as written, not a keyword in capitals: "Text GIVE to the pantry number" hands nothing on)
      const wide = s.slice(i + 1, i + 14);
      const to = wide.findIndex((w) => /^(?:with|to)$/.test(w.lower) || /^[.;:!?]$/.test(w.text));
      const byName = to >= 0 && /^(?:with|to)$/.test(wide[to]!.lower) && !/^[A-Z]{2,}$/.test(v.text) &&
        wide.slice(to + 1, to + 5).some((w) => brandWords.has(w.lower) && /^(?:NOUN|PROPN)$/.test(w.pos));
      const head = subject.findLast((w) => /^(?:NOUN|PROPN)$/.test(w.pos));
      // (the people by a capitalised plural the tagger takes for a name: "Patients share their numbers")
      const person = (w: Word) => [w.lemma, w.lower, w.lower.replace(/s$/, "")]
        .some((x) => PEOPLE_IN_RECORDS.has(x) || CLIENTS.has(x) || BRANDS_OWN_PLACES.has(x));
      const other = byName && head !== undefined && !subject.some((w) => OURS.has(w.lower) || WE_OR_US.has(w.lower) ||
        brandWords.has(w.lower)) && !person(head);
      const party = subject.findIndex((w) => SOURCES.has(w.lower));
      if (!other && (party < 0 || subject.slice(0, party).some((w, k) => WE_OR_US.has(w.lower) ||
        (w.lower === "our" && !subject.slice(k + 1, party + 1).some((x) => has(OTHERS, x)))))) continue;
      // (the data, or a number: "the officer gives us the owner's phone"; or a pronoun for the numbers the joined verb
      // before took: "collect numbers … and send them to us")
      const data = after.some((w) => has(DATA, w) || NUMBER_WORDS.has(w.lower)) ||
        (shared.length > 0 && THEM_THESE_THOSE.has(after[0]?.lower ?? "") &&
          s.slice(first, i).some((w) => has(DATA, w) || NUMBER_WORDS.has(w.lower)));
      if (!data || !(after.some((w) => TO_BRAND.has(w.lower)) || byName)) continue;
      return spanOf(s.slice(Math.max(0, i - 7) + cut + 1, i + 9));
    }
  }
  return undefined;
}
/**
 * Numbers of the actor's own people put in by the actor (Twilio 30932: the person texted never agreed): a verb of
 * putting in, then a possessive determiner (or "every", "each", "all" where the brand is not the actor), a noun and a
 * possessive marker, then a number ("admins paste in their engineers' mobile numbers", "parents add their kids'
 * numbers", "managers enter each of their employee's cells", "the organizer lists every guest's cell").
 * "Customers enter their mobile number" has no one else's number in it.
 */

/**
 * A verb of putting in, or its gerund the tagger takes for a noun of its own lemma ("by typing their friends' numbers":
 * "typing", "adding", "pasting").
 */
function putIn(w: Word): boolean {
  if (PUT_IN.has(w.lemma)) return true;
  if (!/ing$/.test(w.lower)) return false;
  const stem = w.lower.slice(0, -3);
  return PUT_IN.has(stem) || PUT_IN.has(`${stem}e`) || (/(.)\1$/.test(stem) && PUT_IN.has(stem.slice(0, -1)));
}

export function othersNumbers(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      // (put in, or handed on: "breeders hand us their puppy buyers' names and cell numbers")
      if (!(putIn(s[i]!) || HAND_ON.has(s[i]!.lemma)) || s[i]!.negated) continue;
      // (or everyone's, put in by someone not the brand: "the organizer lists every guest's cell on the form"; "we enter
      // each customer's number" is the brand keeping its own records)
      // (put in, not sent on, with no act of the people's own: "the booking app sends each patient's number to the texting
      // tool when they tick the box")
      const byBrand = s.slice(Math.max(0, i - 3), i).some((w) => BRAND_ACTORS.has(w.lower)) || !putIn(s[i]!) ||
        peopleConsentIn(s);
      for (let k = i + 1; k < Math.min(s.length - 3, i + 6); k++) {
        if (!/^(?:their|your|its|our|his|her)$/.test(s[k]!.lower) && !(EVERY.has(s[k]!.lower) && !byBrand)) continue;
        // (the owner, one noun or a noun after its modifier: "engineers'", "puppy buyers'")
        const m = [k + 2, k + 3].find((j) => /^(?:'|’|'s|’s)$/.test(s[j]?.text ?? "") && s[j - 1]!.pos === "NOUN" &&
          s.slice(k + 1, j).every((w) => /^(?:NOUN|PROPN|ADJ)$/.test(w.pos)));
        if (m === undefined) continue;
        const n = s.slice(m + 1, m + 6).findIndex((w) => NUMBER_WORDS.has(w.lower));
        if (n >= 0) return spanOf(s.slice(i, m + 2 + n));
      }
    }
    // Or the numbers of people close to the one who gives them: "text ROCK plus the numbers of three friends",
    // "add the cell numbers of your family members"
    for (let i = 0; i < s.length - 2; i++) {
      // (plural: "the number of friends who joined" is a count)
      if (!NUMBERS_PLURAL.has(s[i]!.lower) || s[i]!.negated || s[i + 1]!.lower !== "of") continue;
      // Or of anyone's, put in or handed on by another ("its admin uploads the phone numbers of all employees", "partner
      // churches send us the phone numbers of their members"), where the brand is not the one who acts.
      const from = Math.max(0, i - 8);
      const verb = s.slice(from, i).findLastIndex((w) => (PUT_IN.has(w.lemma) || HAND_ON.has(w.lemma)) && !w.negated);
      const actor = verb < 0 ? [] : s.slice(Math.max(0, from + verb - 3), from + verb);
      const byOther = verb >= 0 && !actor.some((w) => /^(?:we|i|you|they)$/.test(w.lower)) &&
        /^(?:all|each|every|their|its)$/.test(s[i + 2]?.lower ?? "") && s.slice(i + 3, i + 5).some((w) => w.pos === "NOUN");
      if (byOther) return spanOf(s.slice(i, i + 5));
      const who = s.slice(i + 2, i + 5).findIndex((w) => CLOSE_PEOPLE.has(w.lemma) || CLOSE_PEOPLE.has(w.lower));
      const between = s.slice(i + 2, i + 2 + who);
      // (people who gave their own consent are not given by another: "the numbers of families who ticked and signed")
      const after = s.slice(i + 3 + who, i + 7 + who);
      const ownConsent = RELATIVE_WHO.has(after[0]?.lower ?? "") && after.slice(1).some((w) => CONSENTED.has(w.lemma));
      if (who >= 0 && !ownConsent && !between.some((w) => OUR_OR_MY.has(w.lower) || /^[.;:,]$/.test(w.text))) {
        return spanOf(s.slice(i, i + 3 + who));
      }
    }
  }
  return undefined;
}
/**
 * Consent to texts said to have no act of its own (Twilio 30831: express consent is an intentional action, more than
 * collecting a number): a step of consent denied in its own right ("there is no separate box", "no extra consent is
 * asked"), while the texts follow from something else. A denial about another channel ("no separate box for e-mail")
 * is not it.
 */

export function noConsentOfItsOwn(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    if (s.some((w) => /^(?:e-?mail|emails|call|calls|mail)$/.test(w.lower))) continue;
    // (or a control of a paper's or a screen's, where the sentence names the paper's consent step: "No separate line,
    // it's all one signature"; not a phone line, "no separate line for texts, we use the main number")
    const onPaper = s.some((x) => CONSENT_STEP.has(x.lemma) || CONSENT_STEP.has(x.lower));
    const step = (x: Word) => CONSENT_STEP.has(x.lemma) || CONSENT_STEP.has(x.lower) || (onPaper &&
      BOX_KINDS.includes(x.lemma));
    const i = s.findIndex((w, k) => OF_ITS_OWN.has(w.lower) && (w.negated || isNegator(s[k - 1] ?? { lower: "", lemma: "" })) &&
      s.slice(k + 1, k + 3).some(step));
    if (i >= 0) return spanOf(s);
  }
  return undefined;
}
/** Everyone, as a determiner or a pronoun. */
const EVERYONE = /^(?:every|all|each|everyone|everybody)$/;
/** Whether words name the texts' own record: "the sign-up sheet", "the opt-in list", "the SMS roster". */
export function optInRecord(ws: readonly Word[]): boolean {
  return ws.some((w, k) => OPT_IN_RECORD.has(w.lower) || OPT_IN_RECORD.has(w.lemma) ||
    // ("sign-up" and "opt-in" as three words)
    (SIGN_OR_OPT.has(w.lower) && UP_OR_IN.has(ws[k + (ws[k + 1]?.text === "-" ? 2 : 1)]?.lower ?? "")));
}
/** An act of the people's own consent in a clause, which makes the numbers in it theirs to give. */
export function peopleConsentIn(s: readonly Word[]): boolean {
  // (a consent act of the people's own in the sentence: "every cell from the booking system that ticked the box")
  // (or a condition of theirs: "when they tick the box", "once they opt in")
  if (s.some((w, i) => /^(?:who|that|whose|when|once|if|after)$/.test(w.lower) &&
    s.slice(i + 1, i + 5).some((x) => CONSENTED.has(x.lemma)))) return true;
  // (or any act of consenting in the sentence: "numbers from the tablet, where guests tick the box", "the paper sheets
  // people sign at events"; the brand's texting is no such act)
  // (the tagger may take the verb for a noun after its subject: "the sheets people sign")
  return s.some((w, i) => PERSONS_OWN_ACT.has(w.lemma) && !w.negated &&
    (w.pos !== "NOUN" || /^(?:NOUN|PRON|PROPN)$/.test(s[i - 1]?.pos ?? "")) &&
    !/^(?:-|up|in)$/.test(s[i + 1]?.lower ?? ""));
}
/** The parts of a sentence joined by "plus" or "and we also" (two groups of people, or two sources). */
export function joinedByPlus(s: readonly Word[]): (readonly Word[])[] {
  const out: Word[][] = [[]];
  s.forEach((w, i) => {
    // (or "and we also": a second group the brand adds, "Couples who tick it are added, and we also text every guest …")
    const alsoWe = w.lower === "and" && WE_OR_I.has(s[i + 1]?.lower ?? "") && s[i + 2]?.lower === "also";
    if ((w.lower === "plus" || alsoWe) && out.at(-1)!.length > 0) out.push([]);
    if (w.lower !== "plus" && !alsoWe) out.at(-1)!.push(w);
  });
  return out.filter((p) => p.length > 0);
}
/** The wholesale shapes of numbersOnFile, in one sentence. */
function wholesaleNumbers(s: readonly Word[]): Span | undefined {
  for (let i = 0; i < s.length; i++) {
    if (!EVERY.has(s[i]!.lower) || s[i]!.negated) continue;
    const n = s.slice(i + 1, i + 6).findIndex((w) => NUMBER_WORDS.has(w.lower));
    if (n < 0) continue;
    const at = i + 1 + n;
    // (taken: "… number is pulled from the HR hire file")
    const v = s.slice(at + 1, at + 4).findIndex((w) => TAKE_OR_PUT.has(w.lemma) && !w.negated);
    if (v >= 0 && s[at + 2 + v]?.lower === "from") {
      const source = s.slice(at + 3 + v, at + 8 + v);
      if (!optInRecord(source)) return spanOf(s.slice(i, at + 8 + v));
    }
    // (put in: "put every phone number into the texting tool")
    const put = s.slice(Math.max(0, i - 3), i).some((w) => TAKE_OR_PUT.has(w.lemma) && !w.negated);
    const into = s.slice(at + 1, at + 3).findIndex((w) => /^(?:into|onto)$/.test(w.lower));
    // (a place the texts go out from, named as the texts': "the texting tool", "our SMS list"; not "the booking system",
    // where staff type each patient's own number)
    const dest = s.slice(at + 2 + into, at + 6 + into);
    if (put && into >= 0 && dest.some((w) => TEXTS.has(w.lower) || w.lemma === "text") && dest.some((w) => TEXTING_PLACE.has(w.lemma))) {
      return spanOf(s.slice(Math.max(0, i - 1), at + 6 + into));
    }
    // (or everyone's number said to go onto the list: "every ticket buyer's number from online sales goes onto the list
    // too", "all member numbers get added to the club")
    const goes = s.slice(at + 1, at + 8).findIndex((w) => /^(?:go|add|put|move|load)$/.test(w.lemma) && !w.negated);
    if (goes >= 0) {
      const g = at + 1 + goes;
      const onto = s.slice(g + 1, g + 3).findIndex((w) => /^(?:onto|into|on|to)$/.test(w.lower));
      const dest = onto < 0 ? [] : s.slice(g + 2 + onto, g + 5 + onto);
      // (from a source that is not the opt-in's own: "every number from the sign-up sheet goes onto the list" is theirs)
      if (dest.some((w) => /^(?:list|club|texts|alerts)$/.test(w.lower)) && !optInRecord(s.slice(at + 1, g))) {
        return spanOf(s.slice(i, g + 5 + onto));
      }
    }
  }
  // Another place's whole list copied in: "copied the Decorah branch's whole customer phone list into tank alerts"
  for (let i = 0; i < s.length - 3; i++) {
    if (!TAKE_OR_PUT.has(s[i]!.lemma) || s[i]!.negated || s[i]!.pos !== "VERB") continue;
    // (or another business's customer list, by a pronoun, put onto the brand's own: "we moved their whole customer phone
    // list onto our specials list"; a customer list is a business's, not the customers' own numbers)
    if (/^(?:their|its|his|her)$/.test(s[i + 1]?.lower ?? "")) {
      const list = s.slice(i + 2, i + 7).findIndex((w) => CUSTOMER_LISTS.has(w.lower));
      const of = s.slice(i + 2, i + 2 + Math.max(0, list));
      const onto = s[i + 3 + list]?.lower;
      if (list >= 0 && of.some((w) => CLIENTS.has(w.lemma)) && /^(?:onto|into|to)$/.test(onto ?? "") &&
        OUR_OR_MY.has(s[i + 4 + list]?.lower ?? "")) {
        return spanOf(s.slice(i, i + 6 + list));
      }
    }
    const poss = s.slice(i + 1, i + 5).findIndex((w) => /^(?:'s|’s)$/.test(w.text));
    if (poss < 1) continue;
    const owner = s[i + poss]!;
    const place = PLACES_OF_BUSINESS.has(owner.lemma);
    if (!(SOURCES.has(owner.lower) || OTHERS.has(owner.lower) || place)) continue;
    // (not the brand's own, "our branch's", unless another of its own, "our other branch's"; nor an opt-in list)
    const np = s.slice(i + 1, i + 1 + poss);
    const another = np.some((w) => ANOTHER_OWNER.has(w.lower));
    if (np.some((w) => OUR_OR_MY.has(w.lower)) && !another) continue;
    const list = s.slice(i + 2 + poss, i + 7 + poss)
      .findIndex((w) => LISTS_TAKEN.has(w.lower));
    const qualified = s.slice(i + 2 + poss, i + 2 + poss + Math.max(0, list));
    if (list >= 0 && !qualified.some((w) => OPT_IN_RECORD.has(w.lower) || OPT_IN_RECORD.has(w.lemma) || w.lower === "opt")) {
      return spanOf(s.slice(i, i + 3 + poss + list));
    }
  }
  return undefined;
}
/**
 * Numbers taken from records kept for something else, everyone's at once (Twilio 30831: express consent is the person's own
 * act): a verb of putting in, then everyone ("every", "all", "each") and a number, from a record that is not the texts'
 * own ("we also add every patient cell from the pharmacy system", "added every cell from the book of business we took
 * over", "the owner phone from the crash report"); or the numbers another party shares, put in ("we load the numbers the
 * county registry shares with its partners"). Not the people who gave their own consent ("every number from the sign-up
 * sheet", "all customers who ticked the box").
 */

export function numbersOnFile(words: readonly Word[]): Span | undefined {
  // (each part of a sentence joined by "plus" on its own: everyone in a record, plus the people who text a keyword, are
  // two groups, and the second's consent is not the first's)
  for (const s of sentences(words).flatMap(joinedByPlus)) {
    if (peopleConsentIn(s)) continue;
    // Everyone on file texted: "we send order messages to every customer in our database", "all patients on file get
    // the reminders" (a sending or getting no negation covers, and everyone kept in the brand's records)
    const everyone = s.findIndex((w, i) => EVERYONE.test(w.lower) && !w.negated && (() => {
      // (or by a relative clause of where their number is: "every alumnus whose mobile number is in the college's
      // student records")
      const whose = s[i + 2]?.lower === "whose";
      const k = s.slice(i + 1, i + (whose ? 8 : 5)).findIndex((x) => ON_OR_IN.has(x.lower));
      if (k < 0 || s.slice(i + 1, i + 1 + k).some((x) => (x.pos === "VERB" && x.lemma !== "be") || /^[,;:.]$/.test(x.text))) return false;
      const where = s.slice(i + 2 + k, i + 7 + k);
      const records = (x: Word) => RECORD_SYSTEMS.has(x.lower);
      // (or a record named by the head of its noun phrase, past its modifiers: "in our electronic health record")
      const np = where.slice(1, 1 + Math.max(0, where.slice(1).findIndex((x) => !/^(?:ADJ|NOUN|PROPN)$/.test(x.pos))));
      const head = where.slice(1).every((x) => /^(?:ADJ|NOUN|PROPN)$/.test(x.pos)) ? where.slice(1).at(-1) : np.at(-1);
      const recordHead = head !== undefined && RECORDS.has(head.lemma) && !optInRecord(where.slice(1));
      const inRecords = where.slice(1, 3).some(records) || recordHead;
      // (or on another's record, named by its owner: "every guest and vendor number on the couple's planning spreadsheet")
      const owned = where.findIndex((x, j) => x.pos === "NOUN" && /^['’]s?$/.test(where[j + 1]?.text ?? ""));
      const othersRecord = s[i + 1 + k]!.lower === "on" && where[0]?.lower === "the" && owned > 0 &&
        where.slice(owned + 2).some((x) => RECORDS.has(x.lemma) || RECORDS.has(x.lower)) && !optInRecord(where);
      return othersRecord || (s[i + 1 + k]!.lower === "on" && where[0]?.lower === "file") ||
        (s[i + 1 + k]!.lower === "in" && /^(?:our|the|its|their)$/.test(where[0]?.lower ?? "") && inRecords) ||
        (whose && s[i + 1 + k]!.lower === "in" && where.some(records) && !optInRecord(where));
    })());
    // (everyone the object of the brand's sending, "we text everyone on file", or the subject of getting, "all patients on
    // file get the texts"; not the people writing, "every patient on file can text us first")
    // (a verb the tagger may take for a noun, after its subject or before its object: "we text …", "the foundation texts
    // every alumnus …")
    const verbal = (w: Word, k: number) => !w.negated && (w.pos !== "NOUN" || /^(?:we|i|they|staff)$/.test(s[k - 1]?.lower ?? "") ||
      /^(?:every|all|each|everyone|everybody)$/.test(s[k + 1]?.lower ?? ""));
    // (a gerund the lemmatizer keeps as written: "we're also texting every patient")
    const sending = (w: Word) => SENDS.has(w.lemma) || w.lemma === "add" ||
      (/ing$/.test(w.lower) && [w.lower.slice(0, -3), `${w.lower.slice(0, -3)}e`].some((x) => SENDS.has(x)));
    const sends = everyone >= 0 && (s.slice(0, everyone).some((w, k) => sending(w) && verbal(w, k)) ||
      s.slice(everyone + 1).some((w, k) => GET.has(w.lemma) && verbal(w, everyone + 1 + k) && s[everyone + 2 + k]?.lower !== "us"));
    if (sends) return spanOf(s.slice(everyone, everyone + 8));
    // Everyone's numbers taken or put in wholesale: "every employee's cell number is pulled from the HR hire file", "put
    // every phone number into the texting tool", "copied the other branch's whole customer phone list into tank alerts"
    const wholesale = wholesaleNumbers(s);
    if (wholesale) return wholesale;
    const past = pastDoersTexted(s);
    if (past) return past;
    const papers = numbersOnPapers(s);
    if (papers) return papers;
    const doers = doersNumbersListed(s);
    if (doers) return doers;
    for (let i = 0; i < s.length; i++) {
      // (put in, or taken from where they are kept: "pulled every number from the booking system onto it")
      if (!TAKE_OR_PUT.has(s[i]!.lemma) || s[i]!.negated) continue;
      const rest = s.slice(i + 1, i + 8);
      // everyone's number: "every patient cell #", "all the numbers"
      const every = rest.findIndex((w) => EVERY.has(w.lower));
      const n = rest.findIndex((w, k) => k > every && NUMBER_WORDS.has(w.lower));
      if (every >= 0 && n >= 0 && n - every <= 4) {
        // (where they come from, not where they are put: "we enter every number in the CRM" records consent)
        // (or where they were collected for something else: "every number collected at the waiver kiosk")
        const from = rest.findIndex((w, k) => k > n && (FROM_OR_OFF.has(w.lower) ||
          (AT_ON_OR_IN.has(w.lower) && k <= n + 3 && COLLECTED.has(rest[k - 1]!.lower))));
        const after = s.slice(i + 2 + from, i + 2 + from + 5);
        // (a place collected at is named by its noun phrase's head, whatever it is: "the waiver kiosk")
        const collected = from >= 0 && rest[from]!.lower !== "from" && rest[from]!.lower !== "off";
        const np = after.findIndex((w, k) => collected && w.pos === "NOUN" && after[k + 1]?.pos !== "NOUN");
        const record = collected ? np : after.findIndex((w) => RECORDS.has(w.lower) || RECORDS.has(w.lemma));
        if (from >= 0 && record >= 0 && !optInRecord(collected ? after : after.slice(0, record)) &&
          !after.slice(0, record + 1).some((w) => /^[,;:.]$/.test(w.text))) {
          return spanOf(s.slice(i, i + 3 + from + record));
        }
      }
      if (!PUT_IN.has(s[i]!.lemma)) continue;
      // Put in besides the opt-in, from somewhere that is not it: "we also add numbers from the loyalty lookup at
      // checkout", "we also add the people who received flowers from us" (not "we also add numbers from the sign-up
      // sheet", "the people who text JOIN")
      const also = s.slice(Math.max(0, i - 2), i).some((w) => w.lower === "also");
      if (also) {
        // (the last of them: "phone numbers from")
        const num = rest.slice(0, 3).findLastIndex((w) => NUMBER_WORDS.has(w.lower));
        // (where they come from, a few words on: "the cell numbers of library-card holders from the district's records",
        // "every number on the shift phone list")
        const after = num < 0 ? [] : s.slice(i + 2 + num, i + 2 + num + 8);
        const fromAt = after.findIndex((w, k) => w.lower === "from" ||
          (w.lower === "on" && after.slice(k + 1, k + 7).some((x) => LISTS_ON.has(x.lower))));
        if (fromAt >= 0 && !after.slice(0, fromAt).some((w) => /^[,;:.]$/.test(w.text) || w.pos === "VERB")) {
          const source = s.slice(i + 3 + num + fromAt, i + 3 + num + fromAt + 6);
          // ("sign-up" and "opt-in" as three words)
          const ownSignUp = source.some((w, k) => OPT_IN_RECORD.has(w.lower) || OPT_IN_RECORD.has(w.lemma) ||
            (SIGN_OR_OPT.has(w.lower) && UP_OR_IN.has(source[k + (source[k + 1]?.text === "-" ? 2 : 1)]?.lower ?? "")));
          if (!ownSignUp) return spanOf(s.slice(i, i + 3 + num + fromAt + 6));
        }
        // people of another place: "its owner may also import the families of nearby centers"
        const of = rest.slice(0, 4).findIndex((w, k) => /^(?:of|from)$/.test(w.lower) && k > 0 && rest[k - 1]!.pos === "NOUN" &&
          !NUMBER_WORDS.has(rest[k - 1]!.lower) && ANOTHER_PLACE.has(rest[k + 1]?.lower ?? ""));
        if (of > 0) return spanOf(s.slice(i, i + 4 + of));
        const who = rest.slice(0, 4).findIndex((w) => RELATIVE_WHO.has(w.lower));
        if (who > 0 && rest[who - 1]!.pos === "NOUN" && !NUMBER_WORDS.has(rest[who - 1]!.lower) &&
          rest.slice(who + 1, who + 3).some((w) => w.pos === "VERB")) {
          return spanOf(s.slice(i, i + 2 + who + 2));
        }
      }
      // the numbers another party shares, put in: "we load the numbers the county registry shares with its partners"
      const data = rest.findIndex((w) => NUMBER_WORDS.has(w.lower) || ROSTERS.has(w.lower));
      if (data < 0) continue;
      const tail = s.slice(i + 2 + data, i + 2 + data + 7);
      const party = tail.findIndex((w) => SOURCES.has(w.lower) || OTHERS.has(w.lower));
      if (party >= 0 && !tail.slice(0, party).some((w) => /^(?:we|us|our|i|you|they|[,;:.])$/.test(w.lower)) &&
        tail.slice(party + 1, party + 3).some((w) => HAND_ON.has(w.lemma) && !w.negated)) {
        return spanOf(s.slice(i, i + 2 + data + party + 3));
      }
    }
  }
  return undefined;
}
/**
 * Whether word `i` of a sentence is the brand sending ("we text", "staff also message"): a verb of sending no negation
 * covers, with the brand's side among the three words before it.
 */
const brandSends = (s: readonly Word[], i: number): boolean =>
  SENDS.has(s[i]!.lemma) && !s[i]!.negated && wordsBefore(s, i, 3).some((w) => BRAND_ACTORS.has(w.lower));
/**
 * The brand also texting everyone named by something they once did, no act of consent ("we also text the quote-only
 * folks from the phone log, anyone who called for a price in the last two years"): the brand as the subject of "also"
 * and a verb of sending, then anyone or everyone and a relative clause whose verb is past ("called", "bought"), not an
 * act of the people's own consent ("anyone who texted us", "everyone who ticked the box"). "Also" says they are besides
 * those who opted in.
 */
function pastDoersTexted(s: readonly Word[]): Span | undefined {
  for (let i = 1; i < s.length; i++) {
    if (!brandSends(s, i) || !wordsBefore(s, i, 3).some((w) => w.lower === "also")) continue;
    const rest = s.slice(i + 1, i + 16);
    // (or people named by nothing but the act: "we also text people who dropped a card in the bowl")
    // (the group whose relative clause follows: past "the quote-only folks from the phone log" to "anyone who called")
    const g = rest.findIndex((w, k) => /^(?:anyone|everyone|anybody|everybody|people|those|folks)$/.test(w.lower) &&
      RELATIVE_WHO.has(rest[k + 1]?.lower ?? "") && !rest.slice(0, k).some((x) => /^[.;:]$/.test(x.text)));
    const who = rest[g + 1];
    // (past an auxiliary of the perfect: "anyone who has adopted from us")
    const perfect = /^(?:has|have|had)$/.test(rest[g + 2]?.lower ?? "");
    const act = rest[g + (perfect ? 3 : 2)];
    if (g < 0 || !who || !act || !RELATIVE_WHO.has(who.lower) || act.negated || act.pos !== "VERB") continue;
    // (past, as written: "called", "bought"; not "anyone who books", a rule for the texts to come)
    const pastForm = act.lower !== act.lemma && !/s$/.test(act.lower) && !/ing$/.test(act.lower);
    if (pastForm && !OWN_CONSENT.has(act.lemma) && !CONSENTED.has(act.lemma)) {
      return spanOf(s.slice(i, i + (perfect ? 5 : 4) + g));
    }
  }
  return undefined;
}
/**
 * Everyone who does something for another goal, their number said to go onto the texts' list (Twilio 30831: buying is no
 * consent): everyone or anyone, a relative clause whose verb is no act of consent, a number given in the sentence, then
 * it going, put or added onto a list, club or the texts ("Everyone who buys a ticket gives a mobile number, and it goes
 * onto the news list"). Not people who opt in ("everyone who texts JOIN", peopleConsentIn), nor a list of the sign-up's.
 */
function doersNumbersListed(s: readonly Word[]): Span | undefined {
  const i = s.findIndex((w, k) => /^(?:everyone|everybody|anyone|anybody)$/.test(w.lower) && !w.negated &&
    // (the clause's verb, whatever the tagger makes of it: "who books", "who rents")
    RELATIVE_WHO.has(s[k + 1]?.lower ?? "") && /^(?:VERB|NOUN)$/.test(s[k + 2]?.pos ?? "") && !OWN_CONSENT.has(s[k + 2]!.lemma) &&
    !CONSENTED.has(s[k + 2]!.lemma));
  if (i < 0) return undefined;
  const n = s.slice(i + 3, i + 16).findIndex((w) => NUMBER_WORDS.has(w.lower));
  if (n < 0) return undefined;
  const at = i + 3 + n;
  const goes = s.slice(at + 1, at + 8).findIndex((w) => /^(?:go|add|put|move|load)$/.test(w.lemma) && !w.negated);
  if (goes < 0) return undefined;
  const g = at + 1 + goes;
  const onto = s.slice(g + 1, g + 3).findIndex((w) => /^(?:onto|into|on|to)$/.test(w.lower));
  const dest = onto < 0 ? [] : s.slice(g + 2 + onto, g + 8 + onto);
  const end = dest.findIndex((w) => /^[,;:.]$/.test(w.text));
  const place = end < 0 ? dest : dest.slice(0, end);
  if (!place.some((w) => /^(?:list|club|texts|alerts)$/.test(w.lower)) || optInRecord(place)) return undefined;
  return spanOf(s.slice(i, g + 2 + onto + place.length));
}
/**
 * The brand texting with the number the person wrote on the papers of another dealing ("we text appeals to every
 * adopter, using the phone number on their adoption contract", "staff text offers with the cell from each rental
 * agreement"): the brand sending, then a word of using, a number and, on, from or in, a paper of that dealing named by
 * its noun phrase's head, within the clause. Not the texts' own paper ("the number on their text sign-up card").
 */
function numbersOnPapers(s: readonly Word[]): Span | undefined {
  const sends = s.findIndex((_, i) => brandSends(s, i));
  if (sends < 0) return undefined;
  for (let i = sends + 1; i < s.length; i++) {
    if (!USING_NUMBER.has(s[i]!.lower)) continue;
    // (the last of the number's words: "the cell phone number")
    let n = s.slice(i + 1, i + 5).findIndex((w) => NUMBER_WORDS.has(w.lower));
    while (n >= 0 && NUMBER_WORDS.has(s[i + 2 + n]?.lower ?? "")) n++;
    const on = n < 0 ? undefined : s[i + 2 + n];
    if (!on || !/^(?:on|from|in)$/.test(on.lower)) continue;
    const after = s.slice(i + 3 + n, i + 9 + n);
    const end = after.findIndex((w) => !/^(?:DET|PRON|ADJ|NOUN|PROPN)$/.test(w.pos) && !/^['’]s?$/.test(w.text));
    const np = after.slice(0, end < 0 ? after.length : end);
    const head = np.at(-1);
    if (head && DEALING_PAPERS.has(head.lemma) && !optInRecord(np)) {
      return spanOf(s.slice(sends, i + 4 + n + np.length));
    }
  }
  return undefined;
}
/** Everyone, as a pronoun or determiner, and anyone. */
const GROUP = /^(?:every|all|each|everyone|everybody|anyone|anybody|whoever)$/;
/**
 * People put on the texts by the brand, not by an act of their own (Twilio 30831: express consent is the person's own
 * act, not something that follows from buying, visiting or holding an account): a verb of putting on ("added",
 * "enrolled", "signed up") no negation covers, whose people are everyone or anyone ("everyone who signs in at our open
 * houses is added to the newsletter", "every pass holder is enrolled in fraud alert texts", "we add them to our texting
 * list", after "everyone who visits"), or which happens "automatically", with the texts, a list, a club or offers as
 * where they are put. Not where the people's own act leads to it ("everyone who texts JOIN is added", "customers who
 * tick the box are enrolled", "once they reply YES we add them").
 */

export function addedWithoutAsking(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    // (an act of consent of the people's own anywhere in the sentence; "sign in" is no such act)
    // (not the label's words the sentence quotes, "… Reply STOP to quit", nor another way in said after a semicolon with
    // "also": "Public Works loads every number into the notice list; residents may also text STREETS")
    const aside = new Set<number>();
    for (let k = 0, open = false, clause = 0; k < s.length; k++) {
      if (/^["“”]$/.test(s[k]!.text)) open = !open;
      if (s[k]!.text === ";") clause = k;
      const also = clause > 0 && k > clause &&
        s.slice(clause + 1, k + 4).some((w) => /^(?:also|alternatively)$/.test(w.lower));
      if (open || also) aside.add(k);
    }
    // (texting as the person's act: "who text JOIN", "they text us"; not "our texting list", "fraud alert texts")
    // (the tagger may take "texts" for a noun after "who": "everyone who texts DEALS")
    const consents = s.some((w, k) => !aside.has(k) && OWN_CONSENT.has(w.lemma) && !w.negated &&
      (w.pos !== "NOUN" || (w.lemma === "text" &&
        (/^(?:who|that|people|they|you)$/.test(s[k - 1]?.lower ?? "") || /^[A-Z][A-Z0-9]+$/.test(s[k + 1]?.text ?? "")))) &&
        (w.lemma !== "text" || /^[A-Z0-9]{2,}$/.test(s[k + 1]?.text ?? "") ||
          /^(?:who|that|they|you|people|us)$/.test(s[k - 1]?.lower ?? "") || s[k + 1]?.lower === "us"));
    if (consents) continue;
    if (s.some((w, k) => !aside.has(k) && ASKED_FIRST.has(w.lower))) continue;
    // Enrolment said to be automatic: "subscription is automatic for utility customers", "enrollment in alerts is
    // automatic"
    const auto = s.findIndex((w, k) => !aside.has(k) &&
      ENROLMENT.has(w.lower) &&
      s.slice(k + 1, k + 9).some((x) => x.lower === "automatic" && !x.negated && !isNegator(s[s.indexOf(x) - 1] ?? x)));
    if (auto >= 0) return spanOf(s.slice(auto, auto + 4));
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      // (a verb, which the tagger may take for a noun before its object: "Public Works loads every number …")
      const verb = v.pos === "VERB" || (v.pos === "NOUN" && /s$/.test(v.lower) && GROUP.test(s[i + 1]?.lower ?? "") && i > 0);
      if (aside.has(i) || !ENROL.has(v.lemma) || v.negated || !verb || isNegator(s[i - 1] ?? v)) continue;
      // ("sign" and "opt" only as "signed up", "opted in"; the particle after the object too: "signs every applicant up")
      const upAt = s.slice(i + 1, i + 5).findIndex((w) => w.lower === "up");
      const splitUp = upAt > 0 && s.slice(i + 1, i + 1 + upAt).every((w) => /^(?:DET|PRON|ADJ|NOUN)$/.test(w.pos));
      if (v.lemma === "sign" && s[i + 1]?.lower !== "up" && !splitUp) continue;
      if (v.lemma === "opt" && s[i + 1]?.lower !== "in") continue;
      if (s.slice(Math.max(0, i - 4), i + 4).some((w) => w.negated || PLAIN_NEGATORS.has(w.lower))) continue;
      // Where to: a preposition, then the texts, a list, a club or offers (the first such within the clause: "loads every
      // number on file in the billing system into the notice list")
      const rest = s.slice(i + 1, i + 14);
      const stop = rest.findIndex((w) => /^[;.]$/.test(w.text));
      const whereAt = (to: number) => {
        const dest = rest.slice(to + 1, to + 6);
        // (a verb ends it, unless it is the destination's own word the tagger took for a verb: "our sale alerts list")
        const cut = dest.findIndex((w) => /^[,;:.]$/.test(w.text) ||
          (w.pos === "VERB" && !/^text/.test(w.lower) && !TEXTING_DEST.has(w.lemma)));
        return dest.slice(0, cut < 0 ? dest.length : cut);
      };
      // (or a programme by its name, the texts named after it: "is added to the Coastal Scoop: … 1-2 texts a week")
      const fits = (to: number) => {
        const where = whereAt(to);
        const named = where.some((w) => w.pos === "PROPN") &&
          s.slice(i + 2 + to + where.length).some((w) => TEXTS.has(w.lower) || w.lemma === "text");
        return named || where.some((w) => TEXTING_DEST.has(w.lower) || TEXTING_DEST.has(w.lemma));
      };
      const to = rest.findIndex((w, k) => (stop < 0 || k < stop) && /^(?:to|onto|into|in|for|on)$/.test(w.lower) &&
        fits(k));
      // (or the texts said just after, in the words the people are enrolled with: "every contributor is enrolled:
      // \"Your receipt will be sent by text …\"")
      // (the colon may close the clause the verb opens, "the portal signs every applicant up automatically: \"…\"", and the
      // quote after it run on past its own full stops)
      const colon = s.slice(i + 1, i + 7).findIndex((w) => w.text === ":");
      const clause = colon >= 0 && !s.slice(i + 1, i + 1 + colon).some((w) => /^[,;.]$/.test(w.text));
      const from = clause ? words.indexOf(s[i + 1 + colon]!) : -1;
      const told = to < 0 && from >= 0 && words.slice(from + 1, from + 40).some((w) => TEXTS.has(w.lower) ||
        w.lemma === "text" || w.lemma === "message");
      if (to < 0 && !told) continue;
      const where = to < 0 ? [] : whereAt(to);
      // Put on by another: said in the passive ("is added", "gets enrolled", "are automatically signed up"), or with
      // the people as the object ("add them", "enroll everyone"); not the people's own act ("each engineer adds their
      // own number")
      let b = i - 1;
      while (b > 0 && s[b]!.pos === "ADV") b--;
      const passive = /^(?:is|are|was|were|be|been|being|get|gets|got|getting)$/.test(s[b]?.lower ?? "");
      const object = s[i + (s[i + 1]?.lower === "up" ? 2 : 1)];
      // (or by their numbers: "we put their number on the specials list", "add every mobile number to the texts")
      // (by the brand, not the people's own act: "each engineer adds their own number")
      const theirNumbers = object !== undefined && /^(?:their|every|all|each|the)$/.test(object.lower) &&
        s.slice(i + 2, i + 5).some((w) => NUMBER_WORDS.has(w.lower)) && s[i + 2]?.lower !== "own" &&
        s.slice(Math.max(0, i - 2), i).some((w) => BRAND_ACTORS.has(w.lower));
      // (or anyone named before the clause and taken up by the brand's verb with no object of its own: "anyone who DMs us
      // with a number, we add to texts")
      const fronted = s[i + 1]?.pos === "ADP" && WE_OR_I.has(s[i - 1]?.lower ?? "") &&
        s.slice(0, i - 1).some((w) => GROUP.test(w.lower) && !w.negated);
      const people = object !== undefined && (GROUP.test(object.lower) || /^(?:them|those|these)$/.test(object.lower) ||
        theirNumbers || fronted);
      if (!passive && !people) continue;
      // Who: everyone or anyone before the verb, or "them" after it with everyone named before; or automatically
      const group = s.slice(0, i).some((w) => GROUP.test(w.lower) && !w.negated) ||
        (people && GROUP.test(object.lower));
      const automatic = s.slice(Math.max(0, i - 3), i + 10).some((w) => AUTOMATIC.has(w.lower));
      if (!group && !automatic) continue;
      return spanOf(s.slice(Math.max(0, i - 2), i + 2 + to + where.length));
    }
  }
  return undefined;
}
/** The noun phrase a list word heads, back to its determiner: its modifiers (a kind, a source, an owner). */
function listPhrase(s: readonly Word[], h: number): { from: number; mods: readonly Word[] } {
  let from = h;
  // (a word between the phrase's modifiers and its head is one of them, whatever the tagger makes of it: "the bridal expo
  // lead sheet")
  const inside = (k: number) => s[k]!.pos === "VERB" && !/(?:ed|ing)$/.test(s[k]!.lower) &&
    /^(?:DET|ADJ|NOUN|PROPN)$/.test(s[k - 1]?.pos ?? "") && k === h - 1;
  const modifier = (k: number) => /^(?:ADJ|NOUN|PROPN|NUM)$/.test(s[k]!.pos) || /^(?:-|'s|’s|')$/.test(s[k]!.text) ||
    inside(k);
  while (from > 0 && modifier(from - 1)) from--;
  const mods = s.slice(from, h);
  // (and its determiner or possessive: "the", "their", "its own")
  while (from > 0 && (/^(?:DET|PRON)$/.test(s[from - 1]!.pos) || s[from - 1]!.lower === "own") && h - from < 8) from--;
  return { from, mods };
}
/**
 * A list of people kept for something else than the texts, taken in by the brand (Twilio 30932, CTIA 5.1.4: consent is
 * the person's own act, given to this brand): in one clause with no act of the people's own consent, a list named by a
 * noun phrase with a modifier that is not the texts' own ("the customer phone lists franchisees kept", "the bridal expo
 * lead sheet", "its own customer phone list"), and the brand taking it in: the list the object of a verb of taking in by
 * the brand ("we are also importing the customer phone lists …"), the list followed by the brand getting it ("the lead
 * sheet we get each spring"), or another party handing it on and the brand then adding or texting ("each stall hands the
 * hall its customer list and we add those"). Not the texts' own list ("the sign-up sheet", "our SMS list").
 */

export function listTakenIn(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words).flatMap(joinedByPlus)) {
    if (peopleConsentIn(s)) continue;
    for (let h = 1; h < s.length; h++) {
      const head = s[h]!;
      if (!LIST_HEADS.has(head.lemma) || head.pos !== "NOUN" || head.negated) continue;
      const { from, mods } = listPhrase(s, h);
      if (!mods.some((w) => /^(?:NOUN|PROPN|ADJ)$/.test(w.pos) && w.lower !== "own") || optInRecord(mods)) continue;
      if (mods.some((w) => OWN_MATTER_LISTS.has(w.lemma) || OWN_MATTER_LISTS.has(w.lower))) continue;
      // (put into another's own place, not the brand's texts: "we put their customer list into their own account")
      if (/^(?:into|onto|to|in)$/.test(s[h + 1]?.lower ?? "") && /^(?:their|his|her|its)$/.test(s[h + 2]?.lower ?? "")) continue;
      const brand = (k: number) => s.slice(Math.max(0, k - 3), k).some((w) => BRAND_ACTORS.has(w.lower));
      // (the object of a verb of taking in by the brand, only its determiner between: "we … importing the customer lists")
      const v = from - 1;
      const verb = s[v];
      const takes = verb !== undefined && TAKE_IN.has(verb.lemma) && verb.pos === "VERB" && !verb.negated && brand(v);
      // (or the list followed by the brand getting it: "the bridal expo lead sheet we get each spring")
      const after = s.slice(h + 1, h + 4);
      const got = WE_OR_I.has(after[0]?.lower ?? "") && after.slice(1).some((w) => TAKE_IN.has(w.lemma) && !w.negated);
      // (or handed on by another party, then added or texted by the brand: "each stall hands the hall its customer list
      // and we add those")
      // (the tagger may take the verb for a noun after its subject: "every vendor hands the market …")
      const hand = s.slice(Math.max(0, from - 5), from).findIndex((w, k, ws) => HAND_ON.has(w.lemma) && !w.negated &&
        (w.pos === "VERB" || (ws[k - 1]?.pos === "NOUN" && /^(?:DET|PRON)$/.test(ws[k + 1]?.pos ?? ""))));
      const handAt = Math.max(0, from - 5) + hand;
      const byOther = hand >= 0 && !brand(handAt) && s.slice(h + 1).some((w, k) => (PUT_IN.has(w.lemma) || SENDS.has(w.lemma) || TAKE_IN.has(w.lemma)) && !w.negated && WE_OR_I.has(s[h + k]?.lower ?? ""));
      if (takes || got || byOther) return spanOf(s.slice(Math.max(0, (takes ? v : byOther ? handAt : from)), h + 1));
      const on = /^(?:from|on|in|off)$/.test(s[from - 1]?.lower ?? "") && from >= 2;
      // (or the people on it texted as well by the brand: "we also text the people on the florist next door's customer
      // list"; "also" says they are besides those who opted in)
      const sent = s.slice(Math.max(0, from - 8), from - 1).findIndex((w) => SENDS.has(w.lemma) && !w.negated);
      const sentAt = Math.max(0, from - 8) + sent;
      if (on && sent >= 0 && brand(sentAt + 1) && s.slice(Math.max(0, sentAt - 2), sentAt).some((w) => w.lower === "also")) {
        return spanOf(s.slice(sentAt, h + 1));
      }
      // (or the people or numbers on it, put in, said in the passive: "contacts from the chamber's member directory are
      // added to our text list", "everyone on the expo lead sheet gets imported")
      const rest = s.slice(h + 1, h + 5);
      const be = rest.findIndex((w) => BE_OR_GET.has(w.lemma) && !w.negated);
      const put = be >= 0 ? rest[be + 1] : undefined;
      if (on && put && TAKE_IN.has(put.lemma) && /ed$/.test(put.lower) && !put.negated &&
        !rest.slice(0, be + 2).some((w) => w.negated || isNegator(w))) {
        return spanOf(s.slice(from - 1, h + 3 + be));
      }
      // (or the list itself the subject of a passive of taking in, past what it is of: "the city's rental-registration
      // list of owners and tenants, with phone numbers, will be loaded to the text list"; the phrase opens its clause)
      const opens = from === 0 || /^[:;"“”(]$/.test(s[from - 1]!.text) || s[from - 1]!.pos === "CCONJ";
      if (opens) {
        let k = h + 1;
        while (k < s.length && k - h <= 16 && !/^[;:.!?]$/.test(s[k]!.text) && !(BE_OR_GET.has(s[k]!.lemma) &&
          /^(?:AUX|VERB)$/.test(s[k]!.pos))) k++;
        const by = s[k]?.lemma === "be" || s[k]?.lemma === "get" ? s[k + 1] : undefined;
        if (by && (TAKE_IN.has(by.lemma) || PUT_IN.has(by.lemma)) && /ed$/.test(by.lower) && !by.negated &&
          !s[k]!.negated &&
          !s.slice(h, k + 2).some((w) => w.negated || isNegator(w))) {
          return spanOf(s.slice(from, k + 2));
        }
      }
    }
  }
  return undefined;
}
/**
 * People the brand texts because they are listed on other people's papers (Twilio 30932, CTIA 5.1.4: consent is the
 * person's own; being named on someone else's form is none): the brand as the subject of a verb of sending, then the
 * people texted, "listed", "named" or "given" on or in a document whose owner, by a possessive, is another group ("we
 * also text the parents listed on students' financial aid forms", "we message the emergency contacts named in patients'
 * intake packets"). Not the person's own papers ("the customers listed on their work orders").
 */
export function listedOnOthersPapers(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 1; i < s.length; i++) {
      const v = s[i]!;
      if (!SENDS.has(v.lemma) || v.negated) continue;
      if (!s.slice(Math.max(0, i - 3), i).some((w) => /^(?:we|i|staff)$/.test(w.lower))) continue;
      const listed = s.slice(i + 1, i + 7).findIndex((w) => /^(?:listed|named|given|written)$/.test(w.lower));
      if (listed < 0) continue;
      const at = i + 1 + listed;
      const texted = s.slice(i + 1, at).findLast((w) => w.pos === "NOUN");
      // (people, not the number itself: "the number given on the patient's intake form" is the patient's own)
      if (!texted || /^(?:number|phone|cell|mobile)s?$/.test(texted.lower) || !/^(?:on|in)$/.test(s[at + 1]?.lower ?? "")) continue;
      // (the papers' owner by a possessive, another group than the people texted)
      const rest = s.slice(at + 2, at + 8);
      const owner = rest.findIndex((w, k) => w.pos === "NOUN" && (/['’]$/.test(w.text) || /^['’]s?$/.test(rest[k + 1]?.text ?? "")));
      if (owner < 0 || rest[owner]!.lemma === texted.lemma || /^(?:their|his|her|your)$/.test(s[at + 2]?.lower ?? "")) continue;
      const papers = rest.slice(owner + 1).some((w) => SIGNED_PAPERS.has(w.lemma) || SIGNED_PAPERS.has(w.lower));
      if (papers) return spanOf(s.slice(i, at + 2 + rest.length));
    }
  }
  return undefined;
}
/** Papers people are listed on: forms, applications, packets, records. */
/** Lists and numbers, as data to get. */

export const LIST_DATA = new RegExp(
  "^(?:list|lists|number|numbers|contact|contacts|lead|leads|subscriber|subscribers|name|names|roster|rosters|" +
  "database|databases)$",
);
/**
 * Numbers the brand gets from others (Twilio 30932, CTIA 5.1.4: consent is given to this brand by the person texted):
 * in one clause no negation covers, the brand getting or importing lists or numbers ("we also get numbers from the
 * booking sites we partner with", "we pull the fan lists from the promoters"), from another party, not an opt-in record
 * of the brand's own ("numbers from our sign-up sheet"); or lists another party trades or shares with the brand ("the
 * lists those groups trade with us").
 */

export function numbersFromOthers(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      // (a verb, which the tagger may take for a noun after its subject: "we pull the lists")
      if (!GET_FROM.has(v.lemma) || v.negated || (v.pos !== "VERB" && !WE_OR_I.has(s[i - 1]?.lower ?? ""))) continue;
      if (s.slice(Math.max(0, i - 3), i + 1).some((w) => w.negated || PLAIN_NEGATORS.has(w.lower))) continue;
      // (the brand gets them, not the person: "we also get", "staff import"; not "customers get a code from the app")
      const by = s.slice(Math.max(0, i - 3), i).some((w) => BRAND_ACTORS.has(w.lower));
      if (!by) continue;
      const data = s.slice(i + 1, i + 7).findIndex((w) => LIST_DATA.test(w.lower));
      if (data < 0) continue;
      const at = i + 1 + data;
      // (or "of" another party: "the SMS subscribers of our affiliate craft blogs"; past an "of" that says what the list
      // holds: "a list of area growers' cell numbers from the seed company")
      const found = [0, 1, 2, 3, 4, 5, 6, 7].map((from) => {
        const w = s[at + 1 + from];
        if (!w || !(w.lower === "from" || (w.lower === "of" && from < 4)) || /^[,;:.]$/.test(w.text)) return undefined;
        if (s.slice(at + 1, at + 1 + from).some((x) => /^[,;:.]$/.test(x.text) || x.pos === "VERB")) return undefined;
        const src = s.slice(at + 2 + from, at + 2 + from + 7);
        // (to a relative clause: "the sites we partner with"; "booking sites" is one noun phrase, and so is a name the
        // tagger takes for a verb: "a Charleston-area tourism marketing outfit")
        const cut = src.findIndex((x, k) => /^[,;:.]$/.test(x.text) ||
          (x.pos === "VERB" && !/ing$/.test(x.lower) && !(k > 0 && /^[A-Z][a-z]/.test(x.text))) ||
          RELATIVE_OPENERS.has(x.lower));
        const party = src.slice(0, cut < 0 ? src.length : cut);
        const p = party.findIndex((x) => FROM_PARTY.has(x.lower));
        // (up to the party, not an opt-in record of the brand's own: "from our sign-up form", "the sign-up sheet's site")
        const upTo = party.slice(0, p + 1);
        // ("our partner site" is still another's: a partner, affiliate or vendor of the brand's is not the brand)
        const ours = upTo.some((x) => OURS.has(x.lower)) && !upTo.some((x) => PARTNER.has(x.lower));
        return p < 0 || optInRecord(upTo) || ours ? undefined : spanOf(s.slice(i, at + 3 + from + p));
      }).find((x) => x !== undefined);
      if (found) return found;
    }
    // A list the brand buys, rents or licenses, named after the verb or before it in a relative clause ("we buy a
    // contractor list", "a list of new homeowners that we buy each spring")
    const acquired = s.findIndex((v, i) => ACQUIRE.has(v.lemma) && !v.negated && !isNegator(s[i - 1] ?? v) &&
      s.slice(Math.max(0, i - 3), i).some((w) => BRAND_ACTORS.has(w.lower)) &&
      (s.slice(i + 1, i + 6).some((w) => COLLECTION.has(w.lower)) ||
        (/^(?:that|which)$/.test(s[i - 2]?.lower ?? "") && s.slice(Math.max(0, i - 12), i - 2).some((w) => COLLECTION.has(w.lower)))) &&
        !s.slice(i + 1, i + 4).some((w) => OURS.has(w.lower)));
    if (acquired >= 0) return spanOf(s.slice(Math.max(0, acquired - 2), acquired + 4));
    // A list handed to the brand by someone else: "the gym next door shares its member list with us", "its owner gave
    // us their texting list"
    // (or numbers, where the one handing them is another party: "our fuel supplier passes us the mobile numbers")
    const handed = s.findIndex((v, i) => HAND_ON.has(v.lemma) && !v.negated && !isNegator(s[i - 1] ?? v) && i > 0 &&
      !s.slice(Math.max(0, i - 2), i).some((w) => /^(?:we|i|our|you|they|[,;:])$/.test(w.lower)) &&
      s.slice(i + 1, i + 9).some((w) => /^(?:us|me)$/.test(w.lower)) &&
      s.slice(i + 1, i + 6).some((w) => COLLECTION.has(w.lower) ||
        (NUMBER_WORDS.has(w.lower) &&
          s.slice(Math.max(0, i - 3), i).some((x) => PARTNER.has(x.lower) || FROM_PARTY.has(x.lower)))));
    if (handed >= 0) return spanOf(s.slice(Math.max(0, handed - 3), handed + 5));
    // Lists another party trades or shares with the brand: "using the lists those groups trade with us"
    for (let i = 0; i < s.length - 3; i++) {
      if (!LIST_DATA.test(s[i]!.lower)) continue;
      const rest = s.slice(i + 1, i + 5);
      const p = rest.findIndex((w) => FROM_PARTY.has(w.lower));
      if (p < 0 || rest.slice(0, p).some((w) => /^(?:our|my|we|[,;:.])$/.test(w.lower))) continue;
      const hand = s[i + 2 + p];
      if (!hand || !(HAND_ON.has(hand.lemma) || hand.lemma === "trade") || hand.negated) continue;
      const to = s.slice(i + 3 + p, i + 6 + p);
      if (to.some((w) => w.lower === "us")) return spanOf(s.slice(i, i + 6 + p));
    }
  }
  return undefined;
}
/** A label acted on: a quote just after a box, a button, or ticking or tapping; or the question a form or screen asks. */

export const LABEL_NEAR = new RegExp(
  "\\b(?:box|checkbox|button|switch|toggle|label|labell?ed|tick|ticks|ticking|check|checks|checking|select|selects|" +
  "tap|taps|click|clicks|(?:form|tablet|screen|page|app|sheet|card|kiosk)\\s+asks)\\b[^\"“.;]{0,25}$",
  "i",
);
export function readProvenance(
  fields: readonly (Field | undefined)[], names: readonly (string | null | undefined)[] = [],
): Provenance {
  const affirmed = (patterns: readonly Phrase[]) => firstOf(...fields.map((f) => () => f?.affirmed(patterns)));
  // (the words of the brand's names that name it, nouns of four letters or more: "library", "campus", "store")
  const brandWords = new Set(names.flatMap((n) => (n ? wordsOf(n) : []))
    .filter((w) => /^(?:NOUN|PROPN)$/.test(w.pos) && w.lower.length >= 4 && !LEGAL_FORMS.has(w.lower))
    .map((w) => w.lower));
  const others = firstOf(...fields.map((f) => () => (f ? spanIn(f, othersNumbers) ??
    spanIn(f, (words) => handedToUs(words, brandWords)) ??
    spanIn(f, numbersFromOthers) : undefined)));
  // (the brand's own list is not bought: "texts workers on its own roster", "our directory")
  const notOwn = (m: Match, words: readonly Word[]) => !/^(?:own|our)$/.test(words[m.to - 2]?.lower ?? "");
  // (a participle before a noun that is no list describes that noun: "each licensed agent gets a number", "our licensed
  // electricians"; "a rented list", "purchased leads" are lists)
  const describesOther = (m: Match, words: readonly Word[]) => {
    const [verb, next] = [words[m.from]!, words[m.from + 1]];
    return /ed$/.test(verb.lower) && next !== undefined && next.pos === "NOUN" && !LIST_NOUNS.has(next.lemma);
  };
  // (records kept for another purpose are a source where the numbers come from them, "numbers from the tax roll",
  // "matched to the county voter file", not the person's own account the texts are about, "a resident's online utility
  // account"; and none where what is done with them is denied: "numbers from the tax roll are never enrolled")
  // (a preposition of source, or the numbers just before: "the mobile number the state DMV has on file"; "on" or "in" a
  // record with no one's possessive between: "numbers on the Ward 3 voter file", not "on a resident's utility account")
  const asSource = (m: Match, words: readonly Word[]) => {
    if (!RECORD_KINDS.includes(words[m.from]!.lower)) return true;
    const before = words.slice(Math.max(0, m.from - 6), m.from);
    const at = before.findLastIndex((w) => ON_OR_IN.has(w.lower));
    // (nor the person's own, a possessive pronoun of theirs between: "on my Harlan Falls Utilities account", "in your
    // utility account"; "on our utility accounts" are the brand's records)
    return before.some((w) => SOURCE_WORDS.includes(w.lower)) ||
      (at >= before.length - 4 && at >= 0 && !before.slice(at + 1).some((w) => POSSESSIVE_MARKS.has(w.text) ||
        PERSONS_POSSESSIVES.has(w.lower)));
  };
  // (a verb of buying said as one, and a thing bought said as a noun: not "to pay rent or file repair requests", where
  // "rent" is what is paid and "file" what is done with the requests)
  const boughtAsSaid = (m: Match, words: readonly Word[]) => {
    const [verb, last] = [words[m.from]!, words[m.to - 1]!];
    // (a noun as the object of a verb or after a determiner, "pay rent", "the rent"; the tagger's noun for a verb after a
    // name is still the verb: "Anchorline Staffing licenses resume contacts")
    const asNoun = verb.pos === "NOUN" && /^(?:VERB|DET|ADJ)$/.test(words[m.from - 1]?.pos ?? "");
    return !(BUYING_AS_WRITTEN.has(verb.lower) && (asNoun || last.pos === "VERB"));
  };
  // (a store of data bought, "a licensed database", "purchased records", is where numbers come from only where the
  // sentence speaks of numbers, contacts or texting them: not "a mass download from a licensed database")
  const ofContacts = (m: Match, words: readonly Word[]) => {
    if (!BUYING_AS_WRITTEN.has(words[m.from]!.lower) || !DATA_STORES.has(words[m.to - 1]!.lower)) return true;
    const sentence = sentenceWords(words, words[m.from]!);
    // (or the people in it: "bought the patient files of the Lake City practice")
    return sentence.some((w) => CONTACT_LEMMAS.has(w.lemma) || CONTACTS_AS_WRITTEN.has(w.lower) ||
      PEOPLE_IN_RECORDS.has(w.lemma));
  };
  const denied = (m: Match, words: readonly Word[]) => words.slice(m.to, m.to + 8)
    .some((w) => sameSentence(w, words[m.from]) && (w.negated || /^(?:never|not|n't)$/.test(w.lower)));
  // (the contact is a person who acts on their own consent, the source the way they do it: the verb just after them, its
  // subject, "each agency's contact opts in through the partner agreement form", "contacts sign up via the partner
  // portal"; not "contacts we got through partners", nor a participle that says what was done to them, "families
  // enrolled at other centers")
  const SELF_ACTS = /^(?:opt|sign|agree|consent|subscribe|join|enroll|enrol|register|initial|tick|check)$/;
  // (a verb with its particle whatever the tagger makes of it: "contacts sign up")
  const ownAct = (m: Match, words: readonly Word[]) => words.slice(m.from + 1, Math.min(m.to, m.from + 3))
    .some((w, k) => (w.pos === "VERB" || UP_OR_IN.has(words[m.from + 2 + k]?.lower ?? "")) &&
      (SELF_ACTS.test(w.lemma) || SELF_ACTS.test(w.lower)) && !w.negated && !/ed$/.test(w.lower));
  // (texting or contacting said with the speaker as its object is the person's own ask, the words of a label or a
  // request: "the 'text me' column on the roster", "contact us for a spot in the directory"; the brand texting people
  // names them as its object, "we text the parents in the PTA directory")
  const askedBySpeaker = (m: Match, words: readonly Word[]) => SENDS_OR_CONTACTS.has(words[m.from]!.lemma) &&
    /^(?:me|us)$/.test(words[m.from + 1]?.lower ?? "");
  const boughtList = (m: Match, words: readonly Word[]) => notOwn(m, words) && !describesOther(m, words) &&
    asSource(m, words) && !denied(m, words) && !ownAct(m, words) && boughtAsSaid(m, words) && ofContacts(m, words) &&
    !askedBySpeaker(m, words);
  const bought = firstOf(...fields.map((f) => () => f?.affirmedWhere(BOUGHT, boughtList))) ??
    firstOf(...fields.map((f) => () => f?.affirmedWhere(LISTS_BOUGHT, (m, words) => !denied(m, words))));
  // (one number taken is the person's own, given where they are, or the brand's line: "we read the card before we take
  // the number", "we acquired the number from our old carrier"; a list taken over is many: "took over the numbers")
  const manyTaken = (m: Match, words: readonly Word[]) => words[m.to - 1]!.lower !== "number" &&
    words[m.from]!.lower !== "number";
  const inherited = firstOf(...fields.map((f) => () => f?.affirmedWhere(INHERITED, manyTaken))) ??
    affirmed(LISTS_TAKEN_OVER);
  return {
    own: affirmed(OWN), bought, inherited,
    referred: affirmed(REFERRED) ?? others ?? affirmed(LISTS_HANDED),
    // (added from records, where no act of the people's own consent is in the sentence: not "we add students from the
    // class roster who ticked 'text me'")
    onFile: firstOf(...fields.map((f) => () => (f
      ? spanIn(f, numbersOnFile) ?? spanIn(f, listTakenIn) ?? spanIn(f, listedOnOthersPapers)
      : undefined))) ?? affirmed(MISSED_CALLERS) ??
      firstOf(...fields.map((f) => () => f?.affirmedWhere(ADDED_FROM_RECORDS, (m, words) => boughtList(m, words) &&
        !peopleConsentIn(sentenceWords(words, words[m.from]!))))),
  };
}
