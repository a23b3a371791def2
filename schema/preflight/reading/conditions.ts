import {
  RELATIVE_WHO, IN_OR_OUT, BE_OR_GET, UP_OR_IN, WITH_OR_IN, EVERYONE, PURPOSE_OPENERS, THEM_OR_IT, UNTIL_OR_UNLESS,
  AND_OR_BUT, IT_THIS_THAT,
} from "../vocabulary/grammar";
import {
  JOINING, GET, THE_TEXTS, CONSENT_ACT, GIVE, CLIENTS, GOALS, FOR, MESSAGES, TEXTS, CONSENT_DOCS, SIGN, PICK,
  OBLIGATION, OBLIGED_TO, JOINING_THE_TEXTS, CHOICE, LOCKED, ABLE, BLOCKED, JOIN_THE_LIST, REFUSE, UNSET,
  PROGRAMME_TERMS, GOAL_ACTS, PUT_ON, WAITING_LISTS,
  MEMBERSHIPS, TEXT_MEMBERSHIPS, TERMS_SIGNED, TEXTS_BY_OTHER_NAMES, SIGN_UP_COMPOUNDS, TEXT_BEFORE_NOUN,
  TEXT_BEFORE_MEMBERSHIP, AGREE_OR_TICK, AGREEING, JOIN_VERBS, AGREE_OR_OPT, SIGN_OR_ACCEPT, AGREEING_TO,
  SIGN_OR_OPT, CONTROLS, CONTACT_DETAILS, PURCHASED, OPT_IN_THINGS, NUMBER_WORDS, YES_ANSWERS, SEPARATE_OR_OPTIONAL,
  GIVING_A_NUMBER, SWITCHING, SENDS, AGREEMENT_SAID, OPTING_IN, OPT_IN_PLACES,
} from "../vocabulary/consent";
import { has, Span, continued, sentences, spanOf } from "./sentences";
import { INFORMATIONAL_KINDS, PROMOTIONAL_KINDS } from "../vocabulary/purpose";
import { type Word, isNegator, isKind } from "./words";

/*
 * Consent made a condition of something else (Twilio 30831, 30923; CTIA 5.1.2), read by meaning over a text's words: an
 * obligation that governs the act of consent and a goal other than the texts ("patients have to tick the box to finish
 * booking"), a goal held back until the consent ("the Book button stays grey until it is ticked"), an offer given only
 * to those who join, an act done for something else that puts people on the texts; "consent is not required to book"
 * is none of them.
 */

/**
 * Something got only once the person joins the texts (Twilio 30831: consent is not a condition of purchase): a verb
 * of getting with its noun phrase, not the texts, then "only after", "only if" or "only once" and an act of joining
 * ("subscribers get member pricing only after joining our text list", "you unlock the bundle price only if you sign up").
 */
function onlyAfterJoining(s: readonly Word[], textClub = false): boolean {
  // (or switching the texts' control on: "only after you turn on \"Openings & specials\"", "once you enable it")
  const joins = (x: Word, k: number) => (JOINING.has(x.lemma) && x.pos !== "NOUN") || (x.lemma === "enable" && !x.negated) ||
    (SWITCHING.has(x.lemma) && s.slice(k + 1, k + 4).some((y) => y.lower === "on"));
  // (the connective just after "only", or past the goal's verb: "only shows after", "only applies once")
  // (not a verb of texting, whose "only once" is the opt-in itself: "your booking is only texted once you switch it on";
  // the lemmatizer keeps "texted" as written)
  const at = (i: number) => (s[i + 1]?.pos === "VERB" && !sendsTexts(s[i + 1]!) ? i + 2 : i + 1);
  const only = s.findIndex((w, i) => w.lower === "only" && !w.negated && /^(?:after|if|once|when|by)$/.test(s[at(i)]?.lower ?? "") &&
    s.slice(at(i) + 1, at(i) + 4).some((x, k) => joins(x, at(i) + 1 + k)));
  if (only < 0) return onlyToThoseWhoJoin(s) || forTextMembersOnly(s, textClub) || onlyDoneForThoseWhoJoin(s);
  // (or the thing itself the subject, a goal other than the texts, its verb not one of sending them: "the member price
  // only shows after you turn on …", "the discount applies only once you join"; not "your booking is only texted once you
  // agree")
  let k = only - 1;
  while (k >= 0 && /^(?:VERB|AUX|ADV|PART)$/.test(s[k]!.pos) && !sendsTexts(s[k]!)) k--;
  const subject = s[k];
  if (subject?.pos === "NOUN" && GOALS.has(subject.lemma) && !subject.negated) return true;
  return s.slice(0, only).some((w, i) => {
    if (!(GET.has(w.lemma) || w.lemma === "unlock") || w.negated) return false;
    const after = s.slice(i + 1, only);
    // (a kind of the texts the tagger takes for a verb is still the noun phrase's: "gets security alerts only if …")
    const end = after.findIndex((x) => !/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(x.pos) && !MESSAGES.has(x.lemma));
    const np = after.slice(0, end < 0 ? after.length : end);
    return np.some((x) => x.pos === "NOUN") && !np.some((x) => THE_TEXTS.has(x.lemma) || has(CONSENT_ACT, x));
  });
}
/**
 * Something given only to the people who join the texts (Twilio 30831, CTIA 5.1.2): a verb of giving, not of sending,
 * just before "only to" or "only for", people who join after it, and the thing given a noun that is not the texts ("the
 * weekly rate we give only to guests who join the text list", "we offer the member price only to those who sign up for
 * texts"). "We send the deals only to people who join" is the opt-in itself.
 */
function onlyToThoseWhoJoin(s: readonly Word[]): boolean {
  // (or "only available to", "only offered to": the giving said by what is given)
  const AVAILABLE = /^(?:available|offered|open|reserved|given|extended)$/;
  const to = (i: number) => (AVAILABLE.test(s[i + 1]?.lower ?? "") ? i + 2 : i + 1);
  const only = s.findIndex((w, i) => w.lower === "only" && !w.negated && /^(?:to|for)$/.test(s[to(i)]?.lower ?? "") &&
    (() => {
      const who = s.slice(to(i) + 1, to(i) + 6).findIndex((x) => RELATIVE_WHO.has(x.lower));
      const at = to(i) + 1 + who;
      // (the verb; the tagger may take it for a noun just after "who": "who sign up")
      return who >= 0 && s.slice(at + 1, at + 4).some((x, k) => JOINING.has(x.lemma) && (x.pos !== "NOUN" || k === 0) && !x.negated);
    })());
  if (only < 0) return false;
  const gives = AVAILABLE.test(s[only + 1]!.lower) ||
    s.slice(Math.max(0, only - 6), only).some((w) => GIVE.has(w.lemma) && !w.negated);
  // (not the text list or club itself: "the club is only open to people who sign up for texts")
  // (nor the texts by a noun "text" or "SMS" qualifies: "text notices are offered only to clients who …")
  const given = s.slice(0, only).some((w, k) => w.pos === "NOUN" && !THE_TEXTS.has(w.lemma) && !CLIENTS.has(w.lemma) && !has(CONSENT_ACT, w) &&
    !TEXT_BEFORE_NOUN.has(s[k - 1]?.lower ?? "") &&
    !MEMBERSHIPS.has(w.lemma));
  return gives && given;
}
/**
 * Something the brand does only for the people who say yes to the texts (Twilio 30831: consent is not a condition of a
 * service): "only" before a verb that is not one of sending them nor of putting on a list, its object a thing of the
 * brand's (not the texts, their offers, a number or a control), then "for", "from" or "to" the people, and a relative
 * clause whose verb joins or agrees or says yes ("We only take cars from people who say yes", "we only book appointments
 * for clients who agree to texts"). "We only text people who say yes" is the opt-in itself.
 */
function onlyDoneForThoseWhoJoin(s: readonly Word[]): boolean {
  return s.some((w, i) => {
    // (an adverb before the verb, not a compound's last part: "members-only discount codes for people who joined")
    if (w.lower !== "only" || w.negated || s[i - 1]?.text === "-") return false;
    const v = s[i + 1];
    // (the verb, which the tagger may take for a noun just after "only": "the clinic only books follow-up visits")
    // (a hyphen's parts are the phrase's, whatever the tagger makes of them: "follow-up visits")
    const inPhrase = (k: number) => /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(s[k]?.pos ?? "") || s[k]?.text === "-" ||
      s[k + 1]?.text === "-" || s[k - 1]?.text === "-";
    const verbal = v !== undefined && (v.pos === "VERB" || (v.pos === "NOUN" && inPhrase(i + 2)));
    if (!v || !verbal || v.negated || sendsTexts(v) || PUT_ON.has(v.lemma) || JOINING.has(v.lemma)) return false;
    // (the object: a noun phrase, then the preposition)
    let k = i + 2;
    while (k < s.length && k <= i + 6 && inPhrase(k)) k++;
    const object = s.slice(i + 2, k);
    if (!object.some((x) => x.pos === "NOUN") || !/^(?:for|from|to)$/.test(s[k]?.lower ?? "")) return false;
    if (object.some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower) || isKind(x, PROMOTIONAL_KINDS) ||
      has(CONSENT_ACT, x) ||
      NUMBER_WORDS.has(x.lower) || CONTROLS.has(x.lemma) || CONTACT_DETAILS.has(x.lower))) return false;
    // (the people, then "who" and their yes: "people who say yes", "clients who agree to texts")
    const who = s.slice(k + 1, k + 5).findIndex((x) => RELATIVE_WHO.has(x.lower));
    if (who < 0) return false;
    const at = k + 2 + who;
    return s.slice(at, at + 3).some((x, j) => !x.negated && ((JOINING.has(x.lemma) && (x.pos !== "NOUN" || j === 0)) ||
      (PICK.has(x.lemma) && YES_ANSWERS.has(s[at + j + 1]?.lower ?? ""))));
  });
}
/** A verb of sending or a word for the texts (the lemmatizer keeps "texted" as written): "texted", "sends", "alerts". */
const sendsTexts = (x: Word) => MESSAGES.has(x.lemma) || SENDS.has(x.lemma) || /^(?:text|txt|messag|sms)/.test(x.lower);
/**
 * A goal (a price, a discount) said to be for the texts' members only (Twilio 30831, CTIA 5.1.2): the goal as the head
 * of the subject, then "for" or "to" and a membership of the texts ("Text Club members", "SMS subscribers") with "only"
 * just before or just after it ("Special prices are for Text Club members only", "the discount is only for SMS club
 * members"). The texts' own offers ("deals are for text club members only") are what the texts are, no goal.
 */
function forTextMembersOnly(s: readonly Word[], textClub = false): boolean {
  for (let i = 1; i < s.length; i++) {
    if (!/^(?:for|to)$/.test(s[i]!.lower) || s[i]!.negated) continue;
    // (the members: a word for texts, then one for a membership, within the noun phrase after it)
    // (or "club members" where the flow's one club is the text club: "joining the club is how you get on the books: the
    // desk only schedules December appointments for club members")
    let end = i + 1;
    while (end < s.length && end <= i + 5 && /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(s[end]!.pos) && s[end]!.lower !== "only") end++;
    const np = s.slice(i + 1, end);
    const members = np.some((w, k) => (TEXT_BEFORE_MEMBERSHIP.has(w.lower) || (textClub && MEMBERSHIPS.has(w.lemma))) &&
      TEXT_MEMBERSHIPS.has(np[k + 1]?.lower ?? "") && /^members?$/.test(np[np.length - 1]?.lower ?? ""));
    const only = s[i - 1]?.lower === "only" || s[end]?.lower === "only";
    // ("only" before a verb whose object is the goal: "the front desk only schedules December appointments for club
    // members", "we only take bookings for text club members")
    const verbOnly = s.slice(Math.max(0, i - 8), i).findIndex((w, k, ws) => w.lower === "only" && !w.negated &&
      (ws[k - 1] ?? s[Math.max(0, i - 8) - 1])?.text !== "-");
    if (members && !only && verbOnly >= 0) {
      const at = Math.max(0, i - 8) + verbOnly;
      const v = s[at + 1];
      const object = s.slice(at + 2, i);
      // (the verb, which the tagger may take for a noun just after "only": "only schedules December appointments")
      if (v !== undefined && (v.pos === "VERB" || (v.pos === "NOUN" && object.length > 0)) && !sendsTexts(v) && !v.negated && object.every((w) => /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(w.pos)) &&
        // (a thing of the brand's own, not the texts nor what they offer: "only posts deals for club members" is the texts)
        object.some((w) => w.pos === "NOUN") &&
        !object.some((w) => MESSAGES.has(w.lemma) || isKind(w, PROMOTIONAL_KINDS) || has(CONSENT_ACT, w))) return true;
    }
    if (!members || !only) continue;
    // (the subject's head: the noun before its verb, "Special prices are", "the discount is only")
    let k = i - 1;
    while (k >= 0 && (/^(?:VERB|AUX|ADV|PART)$/.test(s[k]!.pos) || s[k]!.lower === "only")) k--;
    const head = s[k];
    if (head?.pos === "NOUN" && GOALS.has(head.lemma) && !head.negated) return true;
  }
  return false;
}
/**
 * A purpose of another goal fronted, its main clause the person joining the texts (Twilio 30831: consent is not a
 * condition of a service): "To book a student clinic service you'll join our specials list", "To reserve a table, guests
 * sign up for our text club". The purpose opens the sentence or a quote ("the screen says \"To book …\""), a verb of a
 * goal (GOALS) with no texts in it; then a subject, and a verb of joining or agreeing whose object, within six words, is a
 * list, a club or the texts. Not where the texts are the goal ("To get deals, join our text club"), nor a choice ("if you
 * like").
 */
export function purposeThenJoin(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    for (let p = 0; p < s.length - 3; p++) {
      if (s[p]!.lower !== "to" || (p > 0 && !/^[:"“(]$/.test(s[p - 1]!.text) && s[p - 1]!.text.trim() !== "")) continue;
      // (the verb after the opening "to", whatever the tagger makes of it: "To book", "To reserve")
      const goal = s[p + 1]!;
      if (!/^(?:VERB|NOUN)$/.test(goal.pos) || !GOALS.has(goal.lemma) || goal.negated) continue;
      const rest = s.slice(p + 2, p + 16);
      // (the main clause's subject: a pronoun or the person by a noun, "you", "guests")
      // (the person by a noun after the purpose's comma: "To reserve a slot, patients sign up"; not a noun of the
      // purpose's own, "To book a student clinic service you'll join")
      const subject = rest.findIndex((x, k) => (x.pos === "PRON" && /^(?:you|they|we|i)$/.test(x.lower)) ||
        (x.pos === "NOUN" && CLIENTS.has(x.lemma) && rest[k - 1]?.text === ","));
      if (subject < 0) continue;
      const purpose = rest.slice(0, subject);
      if (purpose.some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower) || CHOICE.has(x.lemma) ||
        /^[.;!?]$/.test(x.text))) continue;
      const main = rest.slice(subject + 1, subject + 5);
      // (the verb, which the tagger may take for a noun after its subject: "patients sign up")
      const v = main.findIndex((x, k) => (JOINING_THE_TEXTS.has(x.lemma) || AGREE_OR_OPT.has(x.lemma)) && !x.negated &&
        (x.pos === "VERB" || k === 0));
      if (v < 0) continue;
      const at = p + 2 + subject + 1 + v;
      const object = s.slice(at + 1, at + 7);
      const stop = object.findIndex((x) => /^[.;:!?]$/.test(x.text));
      const joined = object.slice(0, stop < 0 ? object.length : stop);
      if (joined.some((x) => MEMBERSHIPS.has(x.lemma) || MESSAGES.has(x.lemma) || TEXTS.has(x.lower)) &&
        !s.slice(p, at + 7).some((x) => CHOICE.has(x.lemma) && !x.negated)) {
        return spanOf(s.slice(p, at + 1 + joined.length));
      }
    }
  }
  return undefined;
}
/**
 * The goal the consent is made a condition of, named after a "to" or "for": something other than the texts (not "to
 * receive order texts"), or being one of the brand's people ("required for all 2025 tax clients").
 */
function goalNamed(s: readonly Word[]): boolean {
  // The goal is something other than the texts: not "to receive order texts".
  // (or being one of the brand's people: "text updates are required for all 2025 tax clients")
  const everyOne = (i: number) => CLIENTS.has(s[i]!.lemma) && s.slice(Math.max(0, i - 4), i).some((x) =>
    /^(?:all|every|each)$/.test(x.lower));
  // (what the texts are about is not it: "must tick the box to receive texts about their order"; the words from the
  // "to" or "for" to the goal name no texts and no getting them. The goal may be a few words on: "before the advisor
  // can open the repair order")
  return s.some((w, i) => {
    if (!(has(GOALS, w) || everyOne(i)) || w.negated) return false;
    const from = Math.max(0, i - 8);
    const f = s.slice(from, i).findLastIndex((x) => FOR.has(x.lower));
    if (f < 0) return false;
    const between = s.slice(from + f + 1, i);
    return !between.some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower) || x.lemma === "receive" || x.lemma === "get") &&
      !s.slice(i + 1, i + 3).some((x) => MESSAGES.has(x.lemma)) &&
      !s.slice(Math.max(0, i - 2), i).some((x) => x.lemma === "receive" || x.lemma === "get");
  });
}
/**
 * Signing a document whose words give the consent to texts ("Section 4 of the lease addendum reads: \"Resident agrees to
 * receive … by text\""): signing one of them is the act of consent wherever the flow says it must be signed. A test of
 * the word at `i` of a sentence: a verb of signing with such a document in the six words before it.
 */
function signsConsentDoc(all: readonly (readonly Word[])[]): (s: readonly Word[], x: Word, i: number) => boolean {
  const consentDocs = new Set(all.filter((s) => s.some((w) => TEXTS.has(w.lower)))
    .flatMap((s) => s.filter((w) => CONSENT_DOCS.has(w.lemma)).map((w) => w.lemma)));
  // (or the document by a pronoun as what is signed, "Tenants have to sign it to get a gate code": only a document is
  // signed, so "it" is the last one the flow named before, which must be one whose words give the consent)
  // (the last thing named in the flow's own words, not a quote's, nor a person: "an addendum page, \"Texting,\" that
  // tenants may sign …"; with the noun before it, a compound's: "addendum page")
  const lastDoc = (s: readonly Word[], i: number) => {
    const before = [...all.slice(0, all.indexOf(s)).flat(), ...s.slice(0, i)];
    let quoted = false;
    let last = -1;
    before.forEach((y, k) => {
      if (/^["“”]$/.test(y.text)) quoted = !quoted;
      else if (!quoted && y.pos === "NOUN" && !CLIENTS.has(y.lemma)) last = k;
    });
    return last < 0 ? false : [before[last]!, before[last - 1]].some((y) => y?.pos === "NOUN" && consentDocs.has(y.lemma));
  };
  return (s, x, i) => SIGN.has(x.lemma) && (s.slice(Math.max(0, i - 6), i).some((y) => consentDocs.has(y.lemma)) ||
    (IT_THIS_THAT.has(s[i + 1]?.lower ?? "") && s[i + 1]!.pos === "PRON" && lastDoc(s, i)));
}
/**
 * Whether giving the number is the consent in the flow (Twilio 30831 names it as the act made a condition): "by" and a
 * gerund of giving ("entering", "providing"), the number its object within four words, then within eight an agreeing
 * no negation covers ("By entering your number you agree to get appointment texts").
 */
function numberIsConsent(all: readonly (readonly Word[])[]): boolean {
  return all.some((s) => s.some((w, i) => w.lower === "by" && /ing$/.test(s[i + 1]?.lower ?? "") &&
    GIVING_A_NUMBER.has(s[i + 1]!.lemma) && agreesAfterNumber(s, i)));
}

/** After "by giving", a number word and, within eight words of it, an agreeing verb not negated. */
function agreesAfterNumber(s: readonly Word[], i: number): boolean {
  const n = s.slice(i + 2, i + 6).findIndex((x) => NUMBER_WORDS.has(x.lower));
  return n >= 0 && s.slice(i + 3 + n, i + 11 + n).some((x) => AGREEING_TO.has(x.lemma) && !x.negated);
}
/**
 * A sign-up or an opt-in named as a noun at `i`, the head of its phrase ("Sign-up required for today's price", "opt-in is
 * mandatory to book"): the act of joining the texts the flow is about, not another's, qualified by a noun before it
 * ("account sign-up") or naming a thing after it ("the sign-up form"). Its last word's index, or -1.
 */
function signUpNamed(s: readonly Word[], i: number): number {
  const w = s[i];
  if (!w) return -1;
  let end = -1;
  if (SIGN_UP_COMPOUNDS.has(w.lower)) end = i;
  else if (SIGN_OR_OPT.has(w.lemma) && s[i + 1]?.text === "-" && UP_OR_IN.has(s[i + 2]?.lower ?? "")) end = i + 2;
  if (end < 0) return -1;
  const qualified = /^(?:NOUN|PROPN)$/.test(s[i - 1]?.pos ?? "") && !TEXT_BEFORE_NOUN.has(s[i - 1]!.lower);
  return qualified || s[end + 1]?.pos === "NOUN" ? -1 : end;
}
/**
 * Membership of the texts in a flow: whether joining with nothing named counts, where what is joined in the flow is the
 * texts, a membership of them ("Kaiyo text members", "our SMS club", "the text list"; not a gym's "join to book classes"
 * beside its class texts), and a test of being a member of them, named by the keyword texted to join them or by a word
 * for texts ("you need to be a Perks member" where people "Text PERKS to …", "you must be an SMS member").
 */
function textMembership(words: readonly Word[], all: readonly (readonly Word[])[]): {
  joinable: boolean; textMember: (s: readonly Word[], i: number) => boolean;
} {
  const joinable = all.some((s) => s.some((w, i) => TEXT_BEFORE_MEMBERSHIP.has(w.lower) &&
    TEXT_MEMBERSHIPS.has(s[i + 1]?.lower ?? "")));
  const keywords = new Set(words.filter((w, i) => w.lemma === "text" && /^[A-Z][A-Z0-9]{2,}$/.test(words[i + 1]?.text ?? ""))
    .map((w) => words[words.indexOf(w) + 1]!.lower));
  const textMember = (s: readonly Word[], i: number) => TEXT_MEMBERSHIPS.has(s[i]?.lower ?? "") &&
    (TEXT_BEFORE_MEMBERSHIP.has(s[i - 1]?.lower ?? "") || keywords.has(s[i - 1]?.lower ?? "")) &&
    s.slice(Math.max(0, i - 4), i - 1).some((x) => x.lemma === "be" || x.lemma === "become");
  return { joinable, textMember };
}
/**
 * What the consent gets, when it is not the texts: "to get a slip", the first thing named after the verb, after the
 * obligation at `obliged` or fronted as the sentence's purpose ("to get the flash day price you must tick the box").
 */
function getsSomethingElse(s: readonly Word[], obliged: number): boolean {
  return s.some((w, i) => GET.has(w.lemma) && !w.negated && s[i - 1]?.lower === "to" &&
    (i > obliged || i <= 1 || /[.!?:]$/.test(s[i - 2]?.text ?? "")) &&
    (() => {
      // (a pronoun for what is got: its antecedent, the last noun before, is not the texts: "the sale prices are VIP
      // prices: to get them, guests must join the text club")
      if (THEM_OR_IT.has(s[i + 1]?.lower ?? "")) {
        const ante = s.slice(0, i - 1).findLast((x) => x.pos === "NOUN");
        return ante !== undefined && !THE_TEXTS.has(ante.lemma) && !has(CONSENT_ACT, ante) && !TEXTS.has(ante.lower);
      }
      // The noun phrase got ("a slip", "order texts"): its words up to the first that is neither noun nor modifier.
      const after = s.slice(i + 1, i + 6);
      // (a possessive is the phrase's determiner: "to get their keys")
      const end = after.findIndex((x, k) => !/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(x.pos) &&
        !(k === 0 && /^(?:their|your|his|her|my|our)$/.test(x.lower)));
      const np = after.slice(0, end < 0 ? after.length : end);
      return np.some((x) => x.pos === "NOUN") && !np.some((x) => MESSAGES.has(x.lemma) || has(CONSENT_ACT, x));
    })());
}
/**
 * A wait on the consent: "until" or "unless" and, in its clause, an act of consent ("until it's ticked", "unless you
 * agree to texts"; not "until the desk confirms the booking; texts are optional"), or picking the consent's own button,
 * named in the sentence ("one button, \"I agree\", and check-in can't be finished until the patient taps it").
 */
function waitsUntilConsent(s: readonly Word[]): boolean {
  return s.some((w, i) => {
    if (!UNTIL_OR_UNLESS.has(w.lower)) return false;
    const clause = s.slice(i + 1, i + 9);
    const end = clause.findIndex((x) => /^[,;:.]$/.test(x.text) || AND_OR_BUT.has(x.lower));
    const agreeing = s.some((x) => AGREEING.has(x.lemma) && !x.negated);
    return clause.slice(0, end < 0 ? clause.length : end).some((x) => has(CONSENT_ACT, x) || JOINING.has(x.lemma) ||
      (agreeing && PICK.has(x.lemma)));
  });
}
/**
 * Consent made a condition of something else (Twilio 30923, 30831): in one sentence, an obligation that
 * no negation covers, an act of consenting, and a goal other than the texts introduced as what it is for
 * ("to finish booking", "required for checkout"); or a control kept off until the box is ticked.
 */

export function requiredFor(words: readonly Word[]): Span | undefined {
  const all = continued(sentences(words));
  const signsDoc = signsConsentDoc(all);
  const { joinable, textMember } = textMembership(words, all);
  const numberConsents = numberIsConsent(all);
  // (the flow's one club or list is the texts': every one it names with a word before it is named by the texts, "the
  // Marigold VIP text club", not a loyalty club or a book club beside them)
  const textClub = joinable && all.every((s) => s.every((w, i) => !MEMBERSHIPS.has(w.lemma) || w.pos !== "NOUN" ||
    !/^(?:NOUN|ADJ)$/.test(s[i - 1]?.pos ?? "") || TEXT_BEFORE_MEMBERSHIP.has(s[i - 1]!.lower) ||
    TEXT_BEFORE_MEMBERSHIP.has(s[i - 2]?.lower ?? "")));
  for (const s of all) {
    // (or a pick said as what something waits on: "cannot be started without tapping Yes")
    // (or without the number, where giving it is the consent: "the booking won't go through without a mobile number")
    const picked = s.some((w, i) => w.lower === "without" && s.slice(i + 1, i + 4).some((x) => PICK.has(x.lemma) || x.lower === "yes" ||
      (numberConsents && NUMBER_WORDS.has(x.lower))));
    // (or "without it" just after the consent: "guests sign under \"I agree to get … by text\". There's no way to RSVP
    // without it.")
    const before = all[all.indexOf(s) - 1];
    const consentBefore = before !== undefined &&
      before.some((x) => (SIGN.has(x.lemma) || AGREE_OR_TICK.has(x.lemma)) &&
        !x.negated) && before.some((x) => TEXTS.has(x.lower) || MESSAGES.has(x.lemma));
    const withoutIt = consentBefore && s.some((w, i) => w.lower === "without" && /^(?:it|this|that|one)$/.test(s[i + 1]?.lower ?? "") &&
      /^[.!]?$/.test(s[i + 2]?.text ?? "."));
    // (or picking the yes: "members have to tap YES to finish joining")
    // (the yes in quotes too: "owners have to tap \"Yes, text me deals\" before …")
    const picksYes = (x: Word | undefined, i: number) => x !== undefined && PICK.has(x.lemma) &&
      YES_ANSWERS.has(s[/^["“`]$/.test(s[i + 1]?.text ?? "") ? i + 2 : i + 1]?.lower ?? "");
    const acts = s.some((w, i) => has(CONSENT_ACT, w) || signsDoc(s, w, i) || (joinable && bareJoin(s, i)) ||
      signUpNamed(s, i) >= 0 ||
      picksYes(w, i) || textMember(s, i));
    // (a goal held until the texts' control is switched on needs no word of consent: "the member price only shows after
    // you turn on \"Specials\"")
    if (!acts && !picked && !withoutIt) {
      if (onlyAfterJoining(s, textClub)) return spanOf(s);
      continue;
    }
    // Signing counts as the act where the texts are named before the obligation (the form signed is theirs), or the
    // document signed is the one that gives the consent.
    // (then what it is for is what the signing gets, said after it: "to get a slip", or for a consent document, the
    // goal it is required for: "the addendum must be signed for the lease to be executed")
    const signs = (x: Word, i: number) => SIGN.has(x.lemma) && (s.slice(Math.max(0, i - 10), i).some((y) =>
      TEXTS.has(y.lower)) || signsDoc(s, x, i));
    const obligation = (w: Word, i: number) => !w.negated && !s[i - 1]?.negated &&
      (has(OBLIGATION, w) || (OBLIGED_TO.has(w.lower) && s[i + 1]?.lower === "to"));
    // The obligation governs the consent: the act just after it ("have to tick", "must agree") or just
    // before it ("texts are required", "consent is mandatory").
    const near = (i: number) => s.slice(Math.max(0, i - 3), i + 5);
    // (joining the texts is an act of consent where the texts follow it: "you have to sign up for our deal texts")
    // (or joining with nothing joined named, in a flow about joining the texts: "servers tell guests they need to join to
    // get the special"; not signing or registering, which have objects of their own: "sign to get the receipt")
    const joinsTexts = (x: Word) => (JOINING_THE_TEXTS.has(x.lemma) &&
      s.slice(s.indexOf(x) + 1, s.indexOf(x) + 7).some((y) => MESSAGES.has(y.lemma))) ||
      (joinable && bareJoin(s, s.indexOf(x))) || textMember(s, s.indexOf(x));
    let obliged = s.findIndex((w, i) => obligation(w, i) &&
      (near(i).some((x, k) => has(CONSENT_ACT, x) || joinsTexts(x) || picksYes(x, Math.max(0, i - 3) + k) ||
        signUpNamed(s, Math.max(0, i - 3) + k) >= 0) ||
        s.slice(i + 1, i + 8).some((_, k) => textMember(s, i + 1 + k))));
    const bySigning = obliged < 0;
    if (bySigning) {
      obliged = s.findIndex((w, i) => obligation(w, i) && near(i).some((x, k) => signs(x, Math.max(0, i - 3) + k)));
    }
    // A choice in the sentence makes the obligation the way to opt in, not a condition.
    // (words the label says, after a colon or inside quotes, are not the flow's: "sign it: \"I want texts …\"")
    const quoteAt = s.findIndex((w) => /^[:"“]$/.test(w.text));
    const chosen = s.slice(0, quoteAt < 0 ? s.length : quoteAt).some((w) => CHOICE.has(w.lemma) && !w.negated);
    const goal = goalNamed(s);
    // Or what the consent gets, when it is not the texts.
    const got = obliged >= 0 && getsSomethingElse(s, obliged);
    const bySigningDoc = bySigning && obliged >= 0 && s.some((x, i) => signsDoc(s, x, i));
    if (obliged >= 0 && !chosen && ((goal && (!bySigning || bySigningDoc)) || got)) return spanOf(s);
    // Or what follows if it is not done: "the box has to be checked or we can't start service", "you must tick it,
    // otherwise we cannot complete the booking" (not the texts: "… or we can't send you reminders").
    if (obliged >= 0 && !chosen && !bySigning && orElseBlocked(s.slice(obliged + 1))) return spanOf(s);
    // Or what waits on it, after "before": "a required line every bride must tick before we hold the date" (not the texts
    // themselves: "must tick the box before we text you")
    if (obliged >= 0 && !chosen && !bySigning && waitsOnIt(s.slice(obliged + 1))) return spanOf(s);
    if (onlyAfterJoining(s, textClub)) return spanOf(s);
    const until = s.some((w) => w.lower === "until" || w.lower === "unless");
    // (not the sign-up's own button: "the Sign up button stays grey until the guest ticks it")
    const lockedAt = s.findIndex((w) => LOCKED.has(w.lower));
    const locked = lockedAt >= 0 && until && !signUpHeldBack(s, s[lockedAt]!.start) && !controlItself(s, lockedAt);
    // "the booking can't be completed until it's ticked": the goal itself held back until the consent
    // (the goal itself, not a word that qualifies another noun: "we don't add service-plan customers unless they tick
    // it" holds back the texts from the brand's customers, not the service)
    // (or "without" the consent: "the membership cannot be started without tapping Yes"; the negation that holds the goal
    // back is not the "without" itself: "you can book without ticking the box")
    // (or without the number, where giving it is the consent: "By entering your number you agree to get appointment texts
    // … the booking won't go through without a mobile number")
    const withoutConsent = s.some((w, i) => w.lower === "without" &&
      s.slice(i + 1, i + 4).some((x) => has(CONSENT_ACT, x) || PICK.has(x.lemma) || x.lower === "yes" || JOINING.has(x.lemma) ||
        (numberConsents && NUMBER_WORDS.has(x.lower)))) ||
        withoutIt;
    // ("check out", "check in": a goal in two words)
    const goalAt = (w: Word, i: number) => (has(GOALS, w) && !qualifies(s, i)) ||
      (w.lemma === "check" && IN_OR_OUT.has(s[i + 1]?.lower ?? "") && w.pos === "VERB");
    const untilConsent = waitsUntilConsent(s);
    // (a negator that denies an obligation holds nothing back: "Not required to book any service")
    const holds = (x: Word, k: number, near: readonly Word[]) => isNegator(x) && x.lower !== "without" &&
      !OBLIGATION.has(near[k + 1]?.lower ?? "");
    const heldBack = (untilConsent || withoutConsent) && s.some((w, i) => goalAt(w, i) &&
      s.slice(Math.max(0, i - 3), i + 5).some((x, k, near) => holds(x, k, near)));
    if (locked || heldBack || cannotUntil(s, untilConsent)) return spanOf(s);
  }
  return undefined;
}
/**
 * Whatever the person cannot do before an "until" or "unless" the consent closes (Twilio 30831: consent is not a
 * condition of a service): a verb an inability governs ("can't place their first pickup", "cannot finish checking in",
 * "won't be able to book") that is not the texts' own (sending or getting them, "can't send you reminders until …") nor
 * the sign-up itself ("the Join button can't be tapped until the box is ticked").
 */
function cannotUntil(s: readonly Word[], untilConsent: boolean): boolean {
  if (!untilConsent) return false;
  const until = s.findIndex((w) => UNTIL_OR_UNLESS.has(w.lower));
  const sending = (x: Word) => sendsTexts(x) || GET.has(x.lemma);
  return s.some((w, i) => i < until && w.pos === "VERB" && !sending(w) && !JOINING.has(w.lemma) &&
    s.slice(Math.max(0, i - 4), i).some((x) => isNegator(x)) &&
    s.slice(Math.max(0, i - 4), i + 1).some((x) => ABLE.has(x.lemma)) &&
    !s.slice(i + 1, until).some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower)) && !signUpHeldBack(s, w.start + 1));
}
/**
 * Whether what is held back is the consent's own control, its state until the person acts ("The setting is disabled
 * until the guest enables it", "the toggle stays locked until they switch it on"): the subject of the word of locking,
 * in its clause before it, is a box, a setting or a switch and nothing else is named beside it ("the Book button", "the
 * checkout" are goals held back).
 */
function controlItself(s: readonly Word[], at: number): boolean {
  let k = at - 1;
  while (k >= 0 && /^(?:AUX|ADV|PART|VERB)$/.test(s[k]!.pos) && !/^[,;:]$/.test(s[k]!.text)) k--;
  const subject = s[k];
  return subject !== undefined && CONTROLS.has(subject.lemma) && !GOALS.has(s[k - 1]?.lemma ?? "") &&
    !/^(?:PROPN|NOUN)$/.test(s[k - 1]?.pos ?? "");
}
/**
 * Joining with nothing joined named, in a flow about joining the texts: "servers tell guests they need to join to get the
 * special" (not signing or registering, which have objects of their own: "sign to get the receipt").
 */
function bareJoin(s: readonly Word[], i: number): boolean {
  const x = s[i];
  return x !== undefined && JOIN_VERBS.has(x.lemma) && x.pos === "VERB" && !x.negated &&
    /^(?:to|[,.;]|now|first)?$/.test(s[i + 1]?.lower ?? "");
}
/** Whether the noun at `i` qualifies a noun after it ("service-plan customers", "booking page"), as a compound's first part. */
function qualifies(s: readonly Word[], i: number): boolean {
  let k = i + 1;
  while (s[k]?.text === "-" || (s[k]?.pos === "NOUN" && s[k - 1]?.text === "-")) k++;
  // (a noun, or a gerund the tagger reads as a verb: "booking customers")
  const modifier = s[i]!.pos === "NOUN" || (s[i]!.pos === "VERB" && /ing$/.test(s[i]!.lower));
  return modifier && (s[k]?.pos === "NOUN" || (k > i + 1 && s[k - 1]?.pos === "NOUN"));
}
/**
 * After an obligation to consent, "before" and the act that waits on it, a verb other than the texts' sending ("before we
 * hold the date", "before the order is placed"; not "before we text you", "before reminders go out").
 */
function waitsOnIt(words: readonly Word[]): boolean {
  // (the words of a button quoted after the obligation count as one: "have to tap \"Yes, text me deals\" before …")
  let open = false;
  const rest = words.filter((w) => {
    if (/^["“”]$/.test(w.text)) {
      open = !open;
      return false;
    }
    return !open;
  });
  const before = rest.slice(0, 8).findIndex((w) => w.lower === "before" && !w.negated);
  if (before < 0) return false;
  const clause = rest.slice(before + 1, before + 6);
  const end = clause.findIndex((w) => /^[,;:.!?"“”]$/.test(w.text));
  const said = clause.slice(0, end < 0 ? clause.length : end);
  const verb = said.find((w) => w.pos === "VERB" && !/^(?:be|can|will|may)$/.test(w.lemma));
  return verb !== undefined && !verb.negated && !MESSAGES.has(verb.lemma) && !TEXTS.has(verb.lower) &&
    !/^(?:send|text|message|contact|reach|notify|remind|go|start|begin)$/.test(verb.lemma) &&
    !said.some((w) => MESSAGES.has(w.lemma) || TEXTS.has(w.lower));
}
/**
 * After an obligation to consent, what is lost if it is not done: "or" or "otherwise", then an inability ("can't",
 * "cannot", "won't be able to") to reach a goal other than the texts ("or we can't start service").
 */
function orElseBlocked(rest: readonly Word[]): boolean {
  const or = rest.findIndex((w) => w.lower === "or" || w.lower === "otherwise");
  if (or < 0) return false;
  const after = rest.slice(or + 1, or + 12);
  const cannot = after.findIndex((w, i) => isNegator(w) && after.slice(Math.max(0, i - 2), i + 3).some((x) =>
    ABLE.has(x.lemma)));
  if (cannot < 0) return false;
  const tail = after.slice(cannot + 1, cannot + 7);
  const g = tail.findIndex((x) => has(BLOCKED, x));
  return g >= 0 && !tail.slice(0, g + 3).some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower));
}
/**
 * Whether what a stated condition holds back is the sign-up to the texts itself, not something else (Twilio 30831 asks
 * that consent not be a condition of a purchase or a service): in the condition's sentence, before it, the act of
 * joining the list ("the Join button only works once the box is ticked by the guest", "Subscribe stays grey until the
 * box is ticked"), and no goal other than the texts anywhere in it ("the Join button for the membership…" is one).
 */

export function holdsBackTheSignUp(words: readonly Word[], span: Span): boolean {
  const s = continued(sentences(words)).find((x) => x[0]!.start <= span.start && span.start < x.at(-1)!.end);
  return s !== undefined && signUpHeldBack(s, span.start);
}
/** In a sentence, the act of joining the list before `at`, and no goal other than the texts (holdsBackTheSignUp). */
function signUpHeldBack(s: readonly Word[], at: number): boolean {
  const joins = s.some((w, i) => w.end <= at && !w.negated &&
    (JOIN_THE_LIST.has(w.lemma) || JOIN_THE_LIST.has(w.lower) || (w.lemma === "sign" && s[i + 1]?.lower === "up")));
  return joins && !s.some((w) => has(GOALS, w) || w.lemma === "member" || w.lemma === "membership");
}
/**
 * Saying no to the texts keeps the person from something else (Twilio 30831: consent is not a condition of purchase or
 * service): in one sentence, a refusal (tapping No, declining, unticking or leaving the box blank, not agreeing)
 * and after it an inability ("can't", "won't be able to") to reach a goal other than the texts ("members who tap No
 * can't finish the membership signup", "guests who decline cannot check in"). Being not texted is no such goal
 * ("those who decline can't be sent order updates").
 */

export function refusalBlocks(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    const refusal = s.findIndex((w, i) => REFUSE.has(w.lower) || REFUSE.has(w.lemma) ||
      (w.lower === "no" && s.slice(Math.max(0, i - 3), i).some((x) => PICK.has(x.lemma))) ||
      (UNSET.has(w.lower) && s.slice(Math.max(0, i - 4), i).some((x) => x.lemma === "leave")) ||
      (AGREE_OR_OPT.has(w.lemma) && s.slice(Math.max(0, i - 3), i).some((x) => isNegator(x)) &&
        s.slice(Math.max(0, i - 6), i).some((x) => /^(?:who|if|whoever|those|anyone|unless)$/.test(x.lower))));
    if (refusal < 0) continue;
    for (let i = refusal + 1; i < s.length; i++) {
      if (!isNegator(s[i]!) || !s.slice(Math.max(refusal + 1, i - 2), i + 3).some((x) => ABLE.has(x.lemma))) continue;
      const after = s.slice(i + 1, i + 7);
      // ("check in", "check out": a goal in two words)
      const g = after.findIndex((x, k) => BLOCKED.has(x.lower) || BLOCKED.has(x.lemma) ||
        (x.lemma === "check" && IN_OR_OUT.has(after[k + 1]?.lower ?? "")));
      if (g < 0) continue;
      // (not the texts themselves: "can't send you order updates", "can't be texted about the booking")
      if (after.slice(0, g + 3).some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower))) continue;
      return spanOf(s.slice(refusal, i + 2 + g));
    }
  }
  return undefined;
}
/**
 * The texts agreed to by doing something else (Twilio 30831: consent is not a condition of purchase): "by" and an act
 * done for something else, then an act of agreeing or joining and the texts ("By booking you join Pack Perks and agree
 * to receive recurring marketing texts", "by placing an order you consent to order and offer texts"). "By texting
 * PERKS or clicking Join, you agree …" agrees by acts of opting in.
 */

export function agreedByDoing(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    for (let i = 0; i < s.length - 2; i++) {
      if (s[i]!.lower !== "by" || s[i]!.negated) continue;
      // (the act, or the act's object: "by booking", "by placing an order")
      // (or signing a document signed for something else: "by signing the rental waiver the rider agrees to get texts";
      // not the texts' own form, "by signing the SMS consent form", nor signing alone, "by signing below")
      const signedDoc = () => {
        if (!SIGN_OR_ACCEPT.has(s[i + 1]?.lemma ?? "")) return -1;
        const d = s.slice(i + 2, i + 6)
          .findIndex((w) => CONSENT_DOCS.has(w.lemma) || TERMS_SIGNED.has(w.lower));
        return d >= 0 && !s.slice(i + 2, i + 2 + d).some((w) => TEXTS.has(w.lower) || PROGRAMME_TERMS.has(w.lower) || w.lemma === "consent")
          ? d + 1 : -1;
      };
      // (or a gerund whose object is a goal of its own, not the texts: "by creating an account", "by submitting the
      // application", "by starting a membership")
      const goalObject = () => {
        const v = s[i + 1];
        if (!v || v.pos !== "VERB" || !/ing$/.test(v.lower)) return -1;
        const g = s.slice(i + 2, i + 5).findIndex((w) => GOALS.has(w.lower) || GOALS.has(w.lemma));
        const texts = s.slice(i + 2, i + 3 + g).some((w) => MESSAGES.has(w.lemma) || TEXTS.has(w.lower));
        return g >= 0 && !texts ? g + 1 : -1;
      };
      // (or leaving or dropping off something of one's own that is not the number: "by leaving items with Pressed &
      // Proper you agree we may text you"; "by leaving your number" gives the number texted)
      const leaves = () => {
        const v = s[i + 1];
        if (!v || !/^(?:leave|drop)$/.test(v.lemma) || !/ing$/.test(v.lower)) return -1;
        // (the object past its determiner, whatever the tagger makes of it: "your watch")
        let k = i + 2;
        while (k < i + 4 && /^(?:your|the|my|our|their|a|an|his|her|off|any)$/.test(s[k]?.lower ?? "")) k++;
        const object = s[k];
        return object && /^[a-z]/i.test(object.text) &&
          !CONTACT_DETAILS.has(object.lower) && !CONTACT_DETAILS.has(object.lower.replace(/s$/, "")) ? 0 : -1;
      };
      const named = s.slice(i + 1, i + 4).findIndex((w) => GOAL_ACTS.has(w.lemma) || GOAL_ACTS.has(w.lower));
      const goalAct = named >= 0 ? named : goalObject() >= 0 ? goalObject() : leaves();
      const act = goalAct >= 0 ? goalAct : signedDoc();
      if (act < 0 || s.slice(i + 1, i + 1 + act).some((w) => /^[,;:.]$/.test(w.text))) continue;
      const rest = s.slice(i + 2 + act, i + 14);
      // (the texts as what is agreed to, or, past a "that", as a channel the brand may use: "you agree that KWRP Public
      // Radio may contact you by phone call, email and text")
      // (the agreeing that takes the texts, past one that takes the terms: "you accept our tuition terms and agree that
      // we may text you")
      const after = s.slice(i + 2 + act);
      const textsAfter = (a: number) => {
        const that = after[a + 1]?.lower === "that";
        return after.slice(a + 1, a + (that ? 17 : 10)).findIndex((w) => MESSAGES.has(w.lemma));
      };
      const agreeing = rest.map((w, k) => (AGREEING_TO.has(w.lemma) && !w.negated ? k : -1))
        .filter((k) => k >= 0);
      const agree = agreeing.find((k) => textsAfter(k) >= 0) ?? -1;
      const texts = agree < 0 ? -1 : textsAfter(agree);
      if (texts < 0) continue;
      // (an act of opting in in the same breath is the texts' own: "by texting PERKS or clicking Join")
      // (or a box ticked beside the goal: "by creating an account and checking the SMS box")
      const optingIn = new RegExp("^(?:text|texting|click|clicking|tick|ticking|tap|tapping|check|checking|select|selecting|" +
        "opting|toggling|enabling|box|checkbox)$");
      if (s.slice(i + 1, i + 2 + act + agree).some((w) => optingIn.test(w.lower))) continue;
      return spanOf(s.slice(i, i + 2 + act + agree + 2 + texts));
    }
    const put = actPutsOnTexts(s);
    if (put) return put;
  }
  return undefined;
}
/**
 * Consent presumed from an act done for something else (Twilio 30831: express consent is an act of its own, more than
 * giving a number to book): a gerund act as the subject of "means", "counts as" or "is taken (treated) as", and after it
 * an agreement or a yes to the texts ("booking a table counts as a yes to our texts"). The act reaches another goal
 * (booking, ordering), or gives the number in the course of one named before it in the sentence ("When you book online
 * you enter your cell, and giving us your number means you're OK with us texting …"). Not an act of opting in ("Tapping
 * 'text' means you agree to get one code"), nor a number given with no other goal ("Entering your number on our SMS page
 * means you agree to texts").
 */
export function consentPresumed(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    for (let m = 1; m < s.length; m++) {
      const v = s[m]!;
      const means = (v.lemma === "mean" && v.pos === "VERB") ||
        (/^(?:count|treat|take)$/.test(v.lemma) && s[m + 1]?.lower === "as");
      if (!means || v.negated || isNegator(s[m - 1]!)) continue;
      // (the subject: back to its clause's start, past the auxiliary of a passive, "is taken as")
      let b = m - 1;
      while (b >= 0 && m - b <= 9 && !/^[,;:"“(]$/.test(s[b]!.text) && !AND_OR_BUT.has(s[b]!.lower) &&
        s[b]!.text.trim() !== "") b--;
      const subject = s.slice(b + 1, m).filter((w) => w.pos !== "AUX");
      const act = subject[0];
      if (!act || !/ing$/.test(act.lower) || OPTING_IN.has(act.lower) || OPTING_IN.has(act.lemma)) continue;
      // (its object names no texts nor a control of theirs: not "signing up for texts", "ticking the box")
      if (subject.some((w) => MESSAGES.has(w.lemma) || TEXTS.has(w.lower) || CONTROLS.has(w.lemma))) continue;
      // (or joining something sought for its own sake: "Joining the waitlist means you agree to … offers by text")
      const joinsGoal = JOINING_THE_TEXTS.has(act.lemma) &&
        subject.slice(1).some((w) => w.pos === "NOUN" && (GOALS.has(w.lemma) || WAITING_LISTS.has(w.lower)));
      const goal = GOAL_ACTS.has(act.lemma) || GOALS.has(act.lemma) || GOALS.has(act.lower) || joinsGoal;
      const numberForGoal = GIVING_A_NUMBER.has(act.lemma) && subject.some((w) => NUMBER_WORDS.has(w.lower)) &&
        s.slice(0, b + 1).some((w, k) => (GOAL_ACTS.has(w.lemma) || GOALS.has(w.lemma)) && !w.negated &&
          // (a verb, or the tagger's noun for one before its object: "patients order their kit")
          (w.pos === "VERB" || (w.pos === "NOUN" && /^(?:DET|PRON)$/.test(s[k + 1]?.pos ?? ""))));
      if (!goal && !numberForGoal) continue;
      // (what it means: an agreement or a yes, and the texts, in the words after it)
      const after = s.slice(m + 1, m + 15);
      const agreed = after.findIndex((w) => (AGREEING_TO.has(w.lemma) || AGREEMENT_SAID.has(w.lower)) &&
        !w.negated);
      const texts = after.findIndex((w, k) => k > agreed && (MESSAGES.has(w.lemma) || TEXTS.has(w.lower) ||
        /^(?:texting|texted|messaging)$/.test(w.lower)));
      if (agreed >= 0 && texts >= 0) return spanOf(s.slice(b + 1, m + 2 + texts));
    }
  }
  return undefined;
}
/**
 * An act done for something else that puts the person on the texts as well (Twilio 30831: consent is not a condition of
 * purchase; CTIA 5.1.2): a verb of putting on, active with the person as object ("puts you on Scoop Club texts") or
 * passive ("are also added to our promo texts", "gets enrolled in our show texts"), the texts after it, and before it
 * the act that does it: a gerund opening the sentence ("Signing up for the card gets you a free scoop and also puts you
 * on Scoop Club texts"), a clause of when or who ("when you sign up for the loyalty card, you are also added to …",
 * "anyone who takes the rewards card is put on promo texts"), or a subject that names it ("every loyalty card sign-up is
 * also added to …"). Not an act of opting in ("Texting JOIN puts you on the list", "customers who tick the box are
 * added"), one whose object is the texts or a place of opting in ("signing up online", "on the sign-up sheet"), nor texts
 * about the act's own matter ("booking a table adds you to the reservation reminder texts").
 */
function actPutsOnTexts(s: readonly Word[]): Span | undefined {
  for (let put = 1; put < s.length; put++) {
    const v = s[put]!;
    if (!PUT_ON.has(v.lemma) || v.negated || isNegator(s[put - 1]!)) continue;
    const active = v.pos === "VERB" && /^(?:you|them|him|her|everyone|customers|guests|members|people)$/.test(s[put + 1]?.lower ?? "");
    const before = s.slice(Math.max(0, put - 3), put);
    const passive = /ed$|^put$/.test(v.lower) && before.some((w) => BE_OR_GET.has(w.lemma) && !w.negated) &&
      !before.some((w) => isNegator(w));
    if (!active && !passive) continue;
    // (the texts after it, on, to or in which the person is put: "puts you on Scoop Club texts")
    const after = s.slice(put + 1, put + 10);
    const texts = after.findIndex((w) => MESSAGES.has(w.lemma) || TEXTS.has(w.lower));
    if (texts < 0 || !after.slice(0, texts).some((w) => /^(?:on|to|in|into|for)$/.test(w.lower))) continue;
    // (texts of the act's own matter, named by an informational kind and no promotional one, are its, not a programme
    // it is made a condition of: "booking online adds you to appointment reminder texts")
    // (to the end of the noun phrase and its list: "Summit alerts and offer texts")
    let end = texts + 1;
    // (a kind the tagger takes for a verb still names them: "text alerts")
    const listed = (w: Word) => /^(?:NOUN|PROPN|ADJ|CCONJ)$/.test(w.pos) || /^[&+,]$/.test(w.text) ||
      MESSAGES.has(w.lemma) || isKind(w, INFORMATIONAL_KINDS) || isKind(w, PROMOTIONAL_KINDS);
    while (end < after.length && listed(after[end]!)) end++;
    const named = after.slice(0, end);
    const kind = (kinds: readonly string[]) => named.some((w) => isKind(w, kinds) || kinds.includes(w.lower.replace(/s$/, "")));
    if (kind(INFORMATIONAL_KINDS) && !kind(PROMOTIONAL_KINDS)) continue;
    const act = triggeringAct(s, put);
    if (act !== undefined) return spanOf(s.slice(act, put + 2 + texts));
  }
  return undefined;
}
/**
 * The act before a verb of putting on that does it, done for something else: a gerund opening the sentence, a clause
 * after "when", "once", "if" or "after", a relative clause after "who" or "that", or the subject's own noun phrase. Its
 * start, or undefined where the act is opting in, names the texts, or names only a place of opting in.
 */
function triggeringAct(s: readonly Word[], put: number): number | undefined {
  const first = s[0]!;
  let from = -1;
  if (/ing$/.test(first.lower) && !first.negated) from = 0;
  else {
    const k = s.slice(0, put).findIndex((w) => /^(?:when|once|if|after|who|that)$/.test(w.lower) && !w.negated);
    if (k >= 0) from = k + 1;

    // (the subject's own noun phrase: "every loyalty card sign-up is also added …")
    else if (/^(?:every|each|all|any)$/.test(first.lower)) from = 1;
  }
  if (from < 0) return undefined;
  const words = s.slice(from, put);
  // (the act's verb: the first after a pronoun or noun of whom, or the gerund itself)
  const verb = words.find((w) => w.pos === "VERB" || /ing$/.test(w.lower));
  if (verb && (OPTING_IN.has(verb.lower) || OPTING_IN.has(verb.lemma))) return undefined;
  // (its object names no texts: not "signing up for our texts")
  const theTexts = (w: Word) => MESSAGES.has(w.lemma) || TEXTS.has(w.lower) ||
    TEXTS_BY_OTHER_NAMES.has(w.lower);
  if (words.some(theTexts)) return undefined;
  // (a sign-up or opt-in named as a place of opting in: "on the sign-up sheet")
  const placeOfOptIn = words.some((w, k) => {
    const compound = SIGN_UP_COMPOUNDS.has(w.lower) ||
      (w.text === "-" && SIGN_OR_OPT.has(words[k - 1]?.lower ?? "") && UP_OR_IN.has(words[k + 1]?.lower ?? ""));
    const next = words[compound && w.text === "-" ? k + 2 : k + 1];
    return compound && next !== undefined && OPT_IN_PLACES.has(next.lemma);
  });
  // (and it is for something of its own, a noun: "the card", "a table"; "signing up online" is the opt-in itself)
  const sought = words.some((w) => w.pos === "NOUN" && !OPT_IN_PLACES.has(w.lemma) && !/^(?:sign|up)$/.test(w.lower));
  return placeOfOptIn || !sought ? undefined : from;
}
/**
 * The texts said to come with something bought, or that thing said to include them (Twilio 30831: consent is not a
 * condition of purchase; CTIA 5.1.2): "text reminders just come with the membership", "texts are included with every
 * service plan", "the free plan includes tips and offers by text". Not denied ("texts don't come with the plan"), not
 * the text programme's own membership ("SMS membership includes offers"), not a place of opting in that it holds ("the
 * packet includes a separate, optional \"Text Banking\" form"), and no choice in the sentence ("customers who want texts
 * …", "optional").
 */
export function textsComeWith(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    // (opting out is no choice of having them: "STOP to opt out")
    if (s.some((w, i) => (CHOICE.has(w.lemma) || SEPARATE_OR_OPTIONAL.has(w.lower)) && !w.negated &&
      s[i + 1]?.lower !== "out")) continue;
    const textWord = (w: Word) => TEXTS.has(w.lower) || (w.lemma === "text" && w.pos === "NOUN");
    const bought = (w: Word, i: number) => PURCHASED.has(w.lemma) && !TEXT_BEFORE_MEMBERSHIP.has(s[i - 1]?.lower ?? "");
    for (let i = 0; i < s.length; i++) {
      const w = s[i]!;
      if (w.negated || (i > 0 && isNegator(s[i - 1]!))) continue;
      // The texts come with it, or are included in it: the texts just before, the thing bought just after.
      const comes = (w.lemma === "come" && s[i + 1]?.lower === "with") ||
        (w.lower === "included" && WITH_OR_IN.has(s[i + 1]?.lower ?? "") && s[i - 1]?.lemma === "be");
      const t = s.slice(Math.max(0, i - 5), i).findIndex(textWord);
      if (comes && t >= 0) {
        const k = s.slice(i + 2, i + 6).findIndex((x, j) => bought(x, i + 2 + j));
        if (k >= 0) return spanOf(s.slice(Math.max(0, i - 5) + t, i + 3 + k));
      }
      // The thing bought includes them: it just before the verb, the texts in its object, up to a stop.
      if (w.lemma === "include" && w.pos === "VERB" && s.slice(Math.max(0, i - 3), i).some((x, j) => bought(x, Math.max(0, i - 3) + j))) {
        const object = s.slice(i + 1, i + 10);
        const end = object.findIndex((x) => /^[,;:.!?()]$/.test(x.text));
        const said = object.slice(0, end < 0 ? object.length : end);
        if (said.some(textWord) && !said.some((x) => OPT_IN_THINGS.has(x.lemma))) {
          return spanOf(s.slice(Math.max(0, i - 3), i + 1 + said.length));
        }
      }
    }
  }
  return undefined;
}
/**
 * Everyone obliged to give their number so the brand can text them (Twilio 30831: consent is freely given, not a
 * condition of a service): everyone (or all, every one of some people) as the subject, an obligation no negation covers,
 * an act of giving a number ("put their cell on the sheet", "give a mobile number", "write their phone"), and the texts as
 * its purpose ("so we can text them", "to get the alerts"). No choice in the sentence ("everyone who wants the alerts must
 * write their number") and none of it denied ("nobody has to give a number").
 */
export function everyoneMustGiveNumber(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    const ob = s.findIndex((w, i) => !w.negated && !(i > 0 && isNegator(s[i - 1]!)) &&
      (has(OBLIGATION, w) || (OBLIGED_TO.has(w.lower) && s[i + 1]?.lower === "to")));
    if (ob < 0) continue;
    // (everyone before it, the subject: "everybody picking up food has to …", "all guests must …")
    const e = s.slice(0, ob).findLastIndex((w, k) => k >= ob - 6 &&
      EVERYONE.has(w.lower) &&
      !w.negated);
    if (e < 0) continue;
    // (a choice from the subject on: "everyone who wants the alerts must …"; a tagger's run-on sentence before it is not
    // this one's: "… if they want in. everybody picking up food has to …")
    if (s.slice(e).some((w) => CHOICE.has(w.lemma) && !w.negated)) continue;
    const act = s.slice(ob + 1, ob + 5).findIndex((w) => GIVING_A_NUMBER.has(w.lemma) && w.pos === "VERB");
    if (act < 0) continue;
    const object = s.slice(ob + 2 + act, ob + 6 + act);
    if (!object.some((w) => NUMBER_WORDS.has(w.lower))) continue;
    // (the texts as the purpose: "so we can text them", "to get our alerts", "for the texts")
    const rest = s.slice(ob + 2 + act, ob + 16 + act);
    const purpose = rest.findIndex((w, k) => PURPOSE_OPENERS.has(w.lower) &&
      rest.slice(k + 1, k + 7).some((x) => MESSAGES.has(x.lemma) || TEXTS.has(x.lower)));
    if (purpose >= 0) return spanOf(s.slice(e, ob + 3 + act + purpose + 4));
  }
  return undefined;
}

/**
 * The consent's step said to be one the person cannot skip, in a flow that takes it in the course of something else
 * (Twilio 30831: consent is not a condition of purchase or service): "skip" covered by a negation, its object the
 * consent's screen, step, box or "it" ("You can't skip the screen", "There is no way to skip it during enrollment"), or
 * the control for skipping denied ("There's no skip button on that screen"); the flow names a goal the consent is taken
 * in (checkout, an order, enrolment) and calls nothing optional. Not the brand's own skipping ("we never skip the
 * disclosure"), nor skipping something else ("you can't skip the line").
 */
export function cannotSkip(words: readonly Word[]): Span | undefined {
  const goal = words.some((w, i) => !w.negated && (has(GOALS, w) ||
    (w.lemma === "check" && IN_OR_OUT.has(words[i + 1]?.lower ?? "") && words[i + 1] !== undefined)));
  if (!goal || words.some((w) => SEPARATE_OR_OPTIONAL.has(w.lower) && !w.negated)) return undefined;
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const w = s[i]!;
      if (w.lemma !== "skip") continue;
      // (the control for skipping denied: "no skip button", "no \"Skip\" option")
      let c = i + 1;
      if (/^["”“]$/.test(s[c]?.text ?? "")) c++;
      const noControl = s.slice(Math.max(0, i - 2), i).some((x) => x.lower === "no") &&
        /^(?:button|option|link|choice)$/.test(s[c]?.lemma ?? "");
      // (the act denied, the consent's step its object)
      const denied = (w.negated || s.slice(Math.max(0, i - 3), i).some((x) => isNegator(x))) && w.pos === "VERB";
      let o = i + 1;
      while (o < s.length && o <= i + 3 && /^(?:DET|ADJ|PRON)$/.test(s[o]!.pos) &&
        !/^(?:it|this|that)$/.test(s[o]!.lower)) o++;
      const object = s[o];
      const step = object !== undefined && (/^(?:it|this|that)$/.test(object.lower) ||
        /^(?:screen|step|page|box|checkbox|prompt|question|form|popup|pop-up|opt-in)$/.test(object.lemma));
      // (not the brand's own skipping: "we never skip the consent screen")
      let b = i - 1;
      while (b >= 0 && /^(?:ADV|AUX|PART)$/.test(s[b]!.pos)) b--;
      const brand = b >= 0 && /^(?:we|staff|team|i)$/.test(s[b]!.lower);
      if ((noControl || (denied && step)) && !brand) return spanOf(s);
    }
  }
  return undefined;
}
