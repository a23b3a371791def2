import { INFORMATIONAL_KINDS, PROMOTIONAL_KINDS } from "./vocabulary";
import { isKind, isNegator, type Word } from "./words";
import {
  ABLE, ACCEPT, ACQUIRE, ARRIVES_ON, ASKS_FOR, BLOCKED, BRAND_SUBJECT, CHOICE, CLIENTS, CLOSE_PEOPLE, COLLECTION,
  CONSENTED, CONSENT_ACT, CONSENT_DOCS, CONSENT_STEP, CONTROL, DATA, ENROL, FOR, FORM_FIELDS, FROM_PARTY, GET,
  GET_FROM, GIVE, GOALS, GOAL_ACTS, HAND_ON, HAVE, INCLUDE, JOINING, JOINING_THE_TEXTS, JOIN_THE_LIST, LIST_HEADS,
  LOCKED, MESSAGES, NUMBER_WORDS, OBLIGATION, OBLIGED_TO, OF_ITS_OWN, ONE_ACT, ON_STATE, OPT_IN_RECORD, OTHERS,
  OWN_CONSENT, OWN_MATTER_LISTS, PARTNER, PERMISSION, PERSON_ACT, PHONE_FIELD, PICK, PROGRAMME_TERMS, PUT_IN, PUT_ON,
  RECORDS, REFUSE, SENDS, SEPARATE, SET_CONTROL, SIGN, SIGNED_DOCS, SOURCES, STATE_OF, STATE_VERB, TAKE_IN,
  TAKE_OR_PUT, TERMS, TEXTING_DEST, TEXTING_PLACE, TEXTS, THE_TEXTS, TO_BRAND, UNDO, UNSET,
} from "../vocabulary/consent";

/*
 * What the consent covers, read by meaning over a text's words (reading/words.ts): consent made a
 * condition of something else, consent folded into terms, and opt-in data passed to others. Each
 * reading works sentence by sentence on lemmas and the negation scope, so "patients have to tick the
 * box to finish booking", "texts are required to book" and "the Book button stays grey until it is
 * ticked" are one fact, and "consent is not required to book" is not it.
 */

/** A character span in the text read. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/**
 * Sentences with their continuations joined: the sentences inside a quote, and one that opens with a linking word
 * after a quote's own full stop, go on the one before ("must switch on \"Presale texts. Reply STOP to cancel.\" before
 * the Buy button works").
 */
function continued(all: readonly (readonly Word[])[]): Word[][] {
  const out: Word[][] = [];
  // (a quote still open at a sentence's end: its sentences are the label's, said inside the one that quotes it)
  const open = (ws: readonly Word[]) => ws.filter((w) => /^["“”]$/.test(w.text)).length % 2 === 1;
  for (const s of all) {
    const last = out.at(-1);
    const prev = last?.at(-1);
    const goesOn = /^(?:before|until|unless|so|or|and|to|for|in|when|after)$/.test(s[0]!.text);
    if (last && prev && (open(last) || (/^["”']$/.test(prev.text) && goesOn))) last.push(...s);
    else out.push([...s]);
  }
  return out;
}

/** Each text's sentences, split once (by its words, which reading/words.ts keeps per text): a dozen readings ask. */
const SENTENCES = new WeakMap<readonly Word[], readonly (readonly Word[])[]>();

/** The sentences of a text's words. */
export function sentences(words: readonly Word[]): readonly (readonly Word[])[] {
  let out = SENTENCES.get(words);
  if (out === undefined) SENTENCES.set(words, (out = split(words)));
  return out;
}

function split(words: readonly Word[]): Word[][] {
  const out: Word[][] = [];
  for (const w of words) {
    const last = out.at(-1);
    if (last && last[0]!.sentence === w.sentence) last.push(w);
    else out.push([w]);
  }
  return out;
}

const spanOf = (ws: readonly Word[]): Span => ({ start: ws[0]!.start, end: ws.at(-1)!.end });
const has = (set: ReadonlySet<string>, w: Word) => set.has(w.lower) || set.has(w.lemma);

/**
 * Something got only once the person joins the texts (Twilio 30831: consent is not a condition of purchase): a verb
 * of getting with its noun phrase, not the texts, then "only after", "only if" or "only once" and an act of joining
 * ("subscribers get member pricing only after joining our text list", "you unlock the bundle price only if you sign up").
 */
function onlyAfterJoining(s: readonly Word[]): boolean {
  const only = s.findIndex((w, i) => w.lower === "only" && !w.negated && /^(?:after|if|once|when|by)$/.test(s[i + 1]?.lower ?? "") &&
    s.slice(i + 2, i + 5).some((x) => JOINING.has(x.lemma) && x.pos !== "NOUN"));
  if (only < 0) return onlyToThoseWhoJoin(s);
  return s.slice(0, only).some((w, i) => {
    if (!(GET.has(w.lemma) || w.lemma === "unlock") || w.negated) return false;
    const after = s.slice(i + 1, only);
    const end = after.findIndex((x) => !/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(x.pos));
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
      const who = s.slice(to(i) + 1, to(i) + 6).findIndex((x) => /^(?:who|that)$/.test(x.lower));
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
    !/^(?:text|sms|texting|mms)$/.test(s[k - 1]?.lower ?? "") &&
    !/^(?:club|list|program|programme|group|community|circle|subscription)$/.test(w.lemma));
  return gives && given;
}

/**
 * The goal the consent is made a condition of, named after a "to" or "for": something other than the texts (not "to
 * receive order texts"), or being one of the brand's people ("required for all 2025 tax clients").
 */
function goalNamed(s: readonly Word[]): boolean {
  // The goal is something other than the texts: not "to receive order texts".
  // (or being one of the brand's people: "text updates are required for all 2025 tax clients")
  const everyOne = (i: number) =>
    CLIENTS.has(s[i]!.lemma) && s.slice(Math.max(0, i - 4), i).some((x) => /^(?:all|every|each)$/.test(x.lower));
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
 * Consent made a condition of something else (Twilio 30923, 30831): in one sentence, an obligation that
 * no negation covers, an act of consenting, and a goal other than the texts introduced as what it is for
 * ("to finish booking", "required for checkout"); or a control kept off until the box is ticked.
 */
export function requiredFor(words: readonly Word[]): Span | undefined {
  const all = continued(sentences(words));
  // Documents whose words give the consent to texts ("Section 4 of the lease addendum reads: \"Resident agrees to
  // receive … by text\""): signing one of them is the act of consent wherever the flow says it must be signed.
  const consentDocs = new Set(all.filter((s) => s.some((w) => TEXTS.has(w.lower)))
    .flatMap((s) => s.filter((w) => CONSENT_DOCS.has(w.lemma)).map((w) => w.lemma)));
  const signsDoc = (s: readonly Word[], x: Word, i: number) =>
    SIGN.has(x.lemma) && s.slice(Math.max(0, i - 6), i).some((y) => consentDocs.has(y.lemma));
  // (joining with nothing named counts where what is joined in the flow is the texts, a membership of them: "Kaiyo text
  // members", "our SMS club", "the text list"; not a gym's "join to book classes" beside its class texts)
  const joinable = all.some((s) => s.some((w, i) => /^(?:text|sms|txt|texting)$/.test(w.lower) &&
    /^(?:member|members|club|list|subscriber|subscribers|vip|program|programme|crew|family)$/.test(s[i + 1]?.lower ?? "")));
  for (const s of all) {
    // (or a pick said as what something waits on: "cannot be started without tapping Yes")
    const picked = s.some((w, i) => w.lower === "without" && s.slice(i + 1, i + 4).some((x) => PICK.has(x.lemma) || x.lower === "yes"));
    // (or "without it" just after the consent: "guests sign under \"I agree to get … by text\". There's no way to RSVP
    // without it.")
    const before = all[all.indexOf(s) - 1];
    const consentBefore = before !== undefined &&
      before.some((x) => (SIGN.has(x.lemma) || /^(?:agree|consent|tick|check)$/.test(x.lemma)) &&
        !x.negated) && before.some((x) => TEXTS.has(x.lower) || MESSAGES.has(x.lemma));
    const withoutIt = consentBefore && s.some((w, i) => w.lower === "without" && /^(?:it|this|that|one)$/.test(s[i + 1]?.lower ?? "") &&
      /^[.!]?$/.test(s[i + 2]?.text ?? "."));
    const acts = s.some((w, i) => has(CONSENT_ACT, w) || signsDoc(s, w, i) || (joinable && bareJoin(s, i)));
    if (!acts && !picked && !withoutIt) continue;
    // Signing counts as the act where the texts are named before the obligation (the form signed is theirs), or the
    // document signed is the one that gives the consent.
    // (then what it is for is what the signing gets, said after it: "to get a slip", or for a consent document, the
    // goal it is required for: "the addendum must be signed for the lease to be executed")
    const signs = (x: Word, i: number) =>
      SIGN.has(x.lemma) && (s.slice(Math.max(0, i - 10), i).some((y) => TEXTS.has(y.lower)) || signsDoc(s, x, i));
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
      (joinable && bareJoin(s, s.indexOf(x)));
    let obliged = s.findIndex((w, i) => obligation(w, i) && near(i).some((x) => has(CONSENT_ACT, x) || joinsTexts(x)));
    const bySigning = obliged < 0;
    if (bySigning) {
      obliged = s.findIndex((w, i) => obligation(w, i) && near(i).some((x, k) => signs(x, Math.max(0, i - 3) + k)));
    }
    // A choice in the sentence makes the obligation the way to opt in, not a condition.
    // (words the label says, after a colon or inside quotes, are not the flow's: "sign it: \"I want texts …\"")
    const quoteAt = s.findIndex((w) => /^[:"“]$/.test(w.text));
    const chosen = s.slice(0, quoteAt < 0 ? s.length : quoteAt).some((w) => CHOICE.has(w.lemma) && !w.negated);
    const goal = goalNamed(s);
    // Or what the consent gets: "to get a slip", the first thing named after the verb, when it is not the texts.
    // (after the obligation, or fronted as the sentence's purpose: "to get the flash day price you must tick the box")
    const got = s.some((w, i) => GET.has(w.lemma) && !w.negated && s[i - 1]?.lower === "to" && obliged >= 0 &&
      (i > obliged || i <= 1 || /[.!?:]$/.test(s[i - 2]?.text ?? "")) &&
      (() => {
        // (a pronoun for what is got: its antecedent, the last noun before, is not the texts: "the sale prices are VIP
        // prices: to get them, guests must join the text club")
        if (/^(?:them|it)$/.test(s[i + 1]?.lower ?? "")) {
          const ante = s.slice(0, i - 1).findLast((x) => x.pos === "NOUN");
          return ante !== undefined && !THE_TEXTS.has(ante.lemma) && !has(CONSENT_ACT, ante) && !TEXTS.has(ante.lower);
        }
        // The noun phrase got ("a slip", "order texts"): its words up to the first that is neither noun nor modifier.
        const after = s.slice(i + 1, i + 6);
        const end = after.findIndex((x) => !/^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(x.pos));
        const np = after.slice(0, end < 0 ? after.length : end);
        return np.some((x) => x.pos === "NOUN") && !np.some((x) => MESSAGES.has(x.lemma) || has(CONSENT_ACT, x));
      })());
    const bySigningDoc = bySigning && obliged >= 0 && s.some((x, i) => signsDoc(s, x, i));
    if (obliged >= 0 && !chosen && ((goal && (!bySigning || bySigningDoc)) || got)) return spanOf(s);
    // Or what follows if it is not done: "the box has to be checked or we can't start service", "you must tick it,
    // otherwise we cannot complete the booking" (not the texts: "… or we can't send you reminders").
    if (obliged >= 0 && !chosen && !bySigning && orElseBlocked(s.slice(obliged + 1))) return spanOf(s);
    if (onlyAfterJoining(s)) return spanOf(s);
    const until = s.some((w) => w.lower === "until" || w.lower === "unless");
    // (not the sign-up's own button: "the Sign up button stays grey until the guest ticks it")
    const lockedAt = s.findIndex((w) => LOCKED.has(w.lower));
    const locked = lockedAt >= 0 && until && !signUpHeldBack(s, s[lockedAt]!.start);
    // "the booking can't be completed until it's ticked": the goal itself held back until the consent
    // (the goal itself, not a word that qualifies another noun: "we don't add service-plan customers unless they tick
    // it" holds back the texts from the brand's customers, not the service)
    // (or "without" the consent: "the membership cannot be started without tapping Yes"; the negation that holds the goal
    // back is not the "without" itself: "you can book without ticking the box")
    const withoutConsent = s.some((w, i) => w.lower === "without" &&
      s.slice(i + 1, i + 4).some((x) => has(CONSENT_ACT, x) || PICK.has(x.lemma) || x.lower === "yes" || JOINING.has(x.lemma))) ||
      withoutIt;
    // ("check out", "check in": a goal in two words)
    const goalAt = (w: Word, i: number) => (has(GOALS, w) && !qualifies(s, i)) ||
      (w.lemma === "check" && /^(?:in|out)$/.test(s[i + 1]?.lower ?? "") && w.pos === "VERB");
    // (what it waits on is the consent: "until it's ticked", "unless you agree to texts"; not "until the desk confirms the
    // booking; texts are optional")
    const untilConsent = s.some((w, i) => {
      if (!/^(?:until|unless)$/.test(w.lower)) return false;
      const clause = s.slice(i + 1, i + 9);
      const end = clause.findIndex((x) => /^[,;:.]$/.test(x.text) || /^(?:and|but)$/.test(x.lower));
      // (or picking the consent's own button, named in the sentence: "one button, \"I agree\", and check-in can't be
      // finished until the patient taps it")
      const agreeing = s.some((x) => /^(?:agree|consent|accept)$/.test(x.lemma) && !x.negated);
      return clause.slice(0, end < 0 ? clause.length : end).some((x) => has(CONSENT_ACT, x) || JOINING.has(x.lemma) ||
        (agreeing && PICK.has(x.lemma)));
    });
    const heldBack = (untilConsent || withoutConsent) && s.some((w, i) => goalAt(w, i) &&
      s.slice(Math.max(0, i - 3), i + 5).some((x) => isNegator(x) && x.lower !== "without"));
    if (locked || heldBack) return spanOf(s);
  }
  return undefined;
}

/**
 * Joining with nothing joined named, in a flow about joining the texts: "servers tell guests they need to join to get the
 * special" (not signing or registering, which have objects of their own: "sign to get the receipt").
 */
function bareJoin(s: readonly Word[], i: number): boolean {
  const x = s[i];
  return x !== undefined && /^(?:join|subscribe)$/.test(x.lemma) && x.pos === "VERB" && !x.negated &&
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
 * After an obligation to consent, what is lost if it is not done: "or" or "otherwise", then an inability ("can't",
 * "cannot", "won't be able to") to reach a goal other than the texts ("or we can't start service").
 */
function orElseBlocked(rest: readonly Word[]): boolean {
  const or = rest.findIndex((w) => w.lower === "or" || w.lower === "otherwise");
  if (or < 0) return false;
  const after = rest.slice(or + 1, or + 12);
  const cannot = after.findIndex((w, i) =>
    isNegator(w) && after.slice(Math.max(0, i - 2), i + 3).some((x) => ABLE.has(x.lemma)));
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
      (/^(?:agree|consent|accept|opt)$/.test(w.lemma) && s.slice(Math.max(0, i - 3), i).some((x) => isNegator(x)) &&
        s.slice(Math.max(0, i - 6), i).some((x) => /^(?:who|if|whoever|those|anyone|unless)$/.test(x.lower))));
    if (refusal < 0) continue;
    for (let i = refusal + 1; i < s.length; i++) {
      if (!isNegator(s[i]!) || !s.slice(Math.max(refusal + 1, i - 2), i + 3).some((x) => ABLE.has(x.lemma))) continue;
      const after = s.slice(i + 1, i + 7);
      // ("check in", "check out": a goal in two words)
      const g = after.findIndex((x, k) => BLOCKED.has(x.lower) || BLOCKED.has(x.lemma) ||
        (x.lemma === "check" && /^(?:in|out)$/.test(after[k + 1]?.lower ?? "")));
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
        if (!/^(?:sign|accept|initial)$/.test(s[i + 1]?.lemma ?? "")) return -1;
        const d = s.slice(i + 2, i + 6)
          .findIndex((w) => CONSENT_DOCS.has(w.lemma) || /^(?:terms|rules|waiver|waivers)$/.test(w.lower));
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
      const named = s.slice(i + 1, i + 4).findIndex((w) => GOAL_ACTS.has(w.lemma) || GOAL_ACTS.has(w.lower));
      const goalAct = named >= 0 ? named : goalObject();
      const act = goalAct >= 0 ? goalAct : signedDoc();
      if (act < 0 || s.slice(i + 1, i + 1 + act).some((w) => /^[,;:.]$/.test(w.text))) continue;
      const rest = s.slice(i + 2 + act, i + 14);
      const agree = rest.findIndex((w) => /^(?:agree|consent|join|accept|authorize)$/.test(w.lemma) && !w.negated);
      // (the texts as what is agreed to, or, past a "that", as a channel the brand may use: "you agree that KWRP Public
      // Radio may contact you by phone call, email and text")
      const that = rest[agree + 1]?.lower === "that";
      const texts = agree < 0 ? -1 : rest.concat(s.slice(i + 14, that ? i + 2 + act + agree + 18 : i + 14))
        .slice(agree + 1, agree + (that ? 17 : 10)).findIndex((w) => MESSAGES.has(w.lemma));
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

/** Acts that are opting in to the texts themselves, whatever they are said of. */
const OPTING_IN = new RegExp("^(?:text|texting|txt|click|clicking|tick|ticking|check|checking|tap|tapping|reply|replying|" +
  "opt|opting|consent|agree)$");
/** Where one opts in, not something sought for its own sake. */
const OPT_IN_PLACES = new RegExp("^(?:form|box|checkbox|page|number|phone|cell|line|sheet|online|website|site|keyword|" +
  "link|button)$");

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
    const passive = /ed$|^put$/.test(v.lower) && before.some((w) => /^(?:be|get)$/.test(w.lemma) && !w.negated) &&
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
  if (verb && (OPTING_IN.test(verb.lower) || OPTING_IN.test(verb.lemma))) return undefined;
  // (its object names no texts: not "signing up for our texts")
  const theTexts = (w: Word) =>
    MESSAGES.has(w.lemma) || TEXTS.has(w.lower) ||
    /^(?:sms|keyword|list|club|consent|permission|authorization)$/.test(w.lower);
  if (words.some(theTexts)) return undefined;
  // (a sign-up or opt-in named as a place of opting in: "on the sign-up sheet")
  const placeOfOptIn = words.some((w, k) => {
    const compound = /^(?:sign-up|signup|opt-in|optin)$/.test(w.lower) ||
      (w.text === "-" && /^(?:sign|opt)$/.test(words[k - 1]?.lower ?? "") && /^(?:up|in)$/.test(words[k + 1]?.lower ?? ""));
    const next = words[compound && w.text === "-" ? k + 2 : k + 1];
    return compound && next !== undefined && OPT_IN_PLACES.test(next.lemma);
  });
  // (and it is for something of its own, a noun: "the card", "a table"; "signing up online" is the opt-in itself)
  const sought = words.some((w) => w.pos === "NOUN" && !OPT_IN_PLACES.test(w.lemma) && !/^(?:sign|up)$/.test(w.lower));
  return placeOfOptIn || !sought ? undefined : from;
}

/**
 * Consent folded into terms (Twilio 30831: "listing SMS in your terms is not express consent"): a
 * sentence in which terms, a contract or an agreement include permission to text, with nothing in it
 * that gives the texts a consent of their own (a separate line, an empty box).
 */
export function consentInTerms(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    // (a separate line or box denied does not count: "there's no separate checkbox"; nor does the one box there is,
    // "a single box \"I accept the terms\"")
    const only = (i: number) => /^(?:box|checkbox)$/.test(s[i]!.lower) &&
      (s.slice(Math.max(0, i - 2), i).some((w) => /^(?:single|one|only|same)$/.test(w.lower)) || acceptsTerms(s, i));
    // (nor "separate from" something else: "Separate from the status texts: …")
    if (s.some((w, i) => has(SEPARATE, w) && !w.negated && !only(i) && s[i + 1]?.lower !== "from")) continue;
    // (a keyword to text is an act of consent of its own: "the packet says: \"… texts: text SVSALERTS to …\"")
    if (s.some((w, i) => w.lemma === "text" && /^[A-Z][A-Z0-9]{1,}$/.test(s[i + 1]?.text ?? ""))) continue;
    for (let i = 0; i < s.length; i++) {
      if (!TERMS.has(s[i]!.lower) || s[i]!.negated) continue;
      // The terms do the including, in their own clause: a verb ("include", "permit"), not a noun, and not in a
      // list after a colon ("signed a contract: site survey, permit approved, …").
      let end = s.findIndex((w, k) => k > i && /^[:;—–]$/.test(w.text));
      if (end < 0) end = s.length;
      // Within ten words of them, not counting an aside in parentheses ("our Terms of Sale (linked under the button) say …").
      const aside = new Set<number>();
      for (let k = i + 1, depth = 0; k < end; k++) {
        if (s[k]!.text === "(") depth++;
        if (depth > 0) aside.add(k);
        if (s[k]!.text === ")") depth = Math.max(0, depth - 1);
      }
      const distance = (k: number) => k - i - [...aside].filter((a) => a < k).length;
      const j = s.findIndex((w, k) => k > i && k < end && distance(k) <= 10 && !aside.has(k) &&
        INCLUDE.has(w.lower) && !w.negated &&
        // (a verb the tagger may take for a noun, with its clause after it: "paragraph 9 say that …")
        (w.pos !== "NOUN" || /^(?:that|:)$/.test(s[k + 1]?.text ?? "")));
      if (j < 0) continue;
      // (what they permit, within its clause: "the Terms say registered families receive news about registration, camps
      // and discounts by text")
      // (not one denied: "the lease says nothing about texts")
      const permits = s.slice(j + 1, j + 15).findIndex((w) => has(PERMISSION, w) && !w.negated);
      // (a colon introduces what they say: "says: \"Renter agrees to get reminders by text\"")
      if (permits >= 0 && !s.slice(j + 1, j + 1 + permits).some((w) => /^[.;!?]$/.test(w.text) || isNegator(w))) {
        return spanOf(s.slice(i, Math.min(s.length, j + 2 + permits)));
      }
    }
  }
  return undefined;
}

/**
 * A box whose words, quoted just after it, accept terms ("the box \"I accept the membership terms\"", "the terms box reads
 * \"I accept the Terms of Service and Privacy Policy\""): the terms' box, not one of the texts' own.
 */
function acceptsTerms(s: readonly Word[], i: number): boolean {
  const q = s.slice(i + 1, i + 4).findIndex((w) => /^["“]$/.test(w.text));
  if (q < 0) return false;
  const quote = s.slice(i + 2 + q, i + 16 + q);
  const close = quote.findIndex((w) => /^["”]$/.test(w.text));
  const words = quote.slice(0, close < 0 ? quote.length : close);
  return words.some((w) => ACCEPT.has(w.lemma)) && words.some((w) => TERMS.has(w.lower)) &&
    !words.some((w) => TEXTS.has(w.lower) || MESSAGES.has(w.lemma));
}

/**
 * One act that covers the terms and the texts together (Twilio 30841, 30831): "one signature covers the agreement and
 * the texts", "a single tick accepts the terms and the text alerts".
 */
export function oneActForTermsAndTexts(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    const act = s.findIndex((w, i) => ONE_ACT.has(w.lemma) && /^(?:one|single|same|a)$/.test(s[i - 1]?.lower ?? "") && !w.negated);
    if (act < 0) continue;
    // (in its clause: "one signature covers the agreement; texts have their own empty box")
    const end = s.findIndex((w, k) => k > act && /^[;:—–]$/.test(w.text));
    const rest = s.slice(act + 1, Math.min(act + 14, end < 0 ? s.length : end));
    const verb = rest.findIndex((w) => INCLUDE.has(w.lower) || /^(?:accept|cover|sign)$/.test(w.lemma));
    if (verb < 0) continue;
    const after = rest.slice(verb + 1);
    if (after.some((w) => TERMS.has(w.lower)) && after.some((w) => has(PERMISSION, w) || MESSAGES.has(w.lemma))) {
      return spanOf(s.slice(act - 1, act + 2 + verb + after.length));
    }
  }
  return undefined;
}

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
      const end = np.findIndex((w, k) =>
        k > 0 && !/^(?:DET|ADJ|NOUN|PROPN|NUM|PART|CCONJ)$/.test(w.pos) && !/^(?:'s|’s|'|’)$/.test(w.text));
      const after = np.slice(0, Math.max(4, end < 0 ? np.length : end));
      // (or an office, a school, a site of someone else's: "the diocesan appeal office and the parish school"; not "our
      // office")
      // (of a list or numbers: "clients give consent to the office they work with" hands on nothing)
      const elsewhere = near.some((w) => LIST_DATA.test(w.lower)) &&
        !after.some((w) => /^(?:our|my|own)$/.test(w.lower)) && after.some((w) => SOURCES.has(w.lower));
      if (after.some((w) => has(OTHERS, w)) || elsewhere) {
        return spanOf(s.slice(i, Math.min(s.length, i + 2 + to + after.length)));
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
export function handedToUs(words: readonly Word[]): Span | undefined {
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
      const subject = relative && antecedent.some((w) => SOURCES.has(w.lower)) ? antecedent : before.slice(cut + 1);
      // (the brand before the party is the brand acting; after it, a relative clause: "offices we work with send us")
      const party = subject.findIndex((w) => SOURCES.has(w.lower));
      if (party < 0 || subject.slice(0, party).some((w) => /^(?:we|us|our)$/.test(w.lower))) continue;
      const after = s.slice(i + 1, i + 9);
      // (the data, or a number: "the officer gives us the owner's phone")
      const data = after.some((w) => has(DATA, w) || NUMBER_WORDS.has(w.lower));
      if (!data || !after.some((w) => TO_BRAND.has(w.lower))) continue;
      return spanOf(s.slice(Math.max(0, i - 7) + cut + 1, i + 9));
    }
  }
  return undefined;
}

/**
 * Numbers of the actor's own people put in by the actor (Twilio 30932: the person texted never agreed): a verb of
 * putting in, then a possessive determiner, a noun and a possessive marker, then a number ("admins paste in their
 * engineers' mobile numbers", "parents add their kids' numbers", "managers enter each of their employee's cells").
 * "Customers enter their mobile number" has no one else's number in it.
 */
export function othersNumbers(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      // (put in, or handed on: "breeders hand us their puppy buyers' names and cell numbers")
      if (!(PUT_IN.has(s[i]!.lemma) || HAND_ON.has(s[i]!.lemma)) || s[i]!.negated) continue;
      for (let k = i + 1; k < Math.min(s.length - 3, i + 6); k++) {
        if (!/^(?:their|your|its|our|his|her)$/.test(s[k]!.lower)) continue;
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
      if (!/^(?:numbers|cells|mobiles|contacts|lists)$/.test(s[i]!.lower) || s[i]!.negated || s[i + 1]!.lower !== "of") continue;
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
      const ownConsent = /^(?:who|that)$/.test(after[0]?.lower ?? "") && after.slice(1).some((w) => CONSENTED.has(w.lemma));
      if (who >= 0 && !ownConsent && !between.some((w) => /^(?:our|my)$/.test(w.lower) || /^[.;:,]$/.test(w.text))) {
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
    const i = s.findIndex((w, k) => OF_ITS_OWN.has(w.lower) && (w.negated || isNegator(s[k - 1] ?? { lower: "", lemma: "" })) &&
      s.slice(k + 1, k + 3).some((x) => CONSENT_STEP.has(x.lemma) || CONSENT_STEP.has(x.lower)));
    if (i >= 0) return spanOf(s);
  }
  return undefined;
}

/**
 * A form whose fields the flow lists with none for the phone number (Bandwidth 2139: "the provided opt-in form does
 * not contain any phone number input field"): a verb of asking for ("asks for", "collects", "fields:") followed in
 * its clause by two or more fields (name, e-mail, address, card details) and no word for a phone or its number.
 */
export function formWithoutPhone(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    // Said outright: "the form has no place for a phone number", "there is no field for a mobile number"
    const none = s.findIndex((w, i) => /^(?:place|field|space|spot|box|line|room)$/.test(w.lower) &&
      (w.negated || s[i - 1]?.lower === "no") && s.slice(i + 1, i + 5).some((x) => /^(?:phone|mobile|cell|cellphone)$/.test(x.lower)));
    if (none >= 0) return spanOf(s);
    for (let i = 0; i < s.length; i++) {
      if (!ASKS_FOR.has(s[i]!.lemma) || s[i]!.negated) continue;
      let end = s.findIndex((w, k) => k > i && /^[.;!?\n]$|^with$/.test(w.lower));
      if (end < 0) end = s.length;
      const list = s.slice(i + 1, Math.min(end, i + 16));
      // Two fields or more, as a list: joined by a comma or "and" ("name, email and card details", not "date of birth").
      const fields = list.map((w, k) => (FORM_FIELDS.has(w.lower) ? k : -1)).filter((k) => k >= 0);
      const joined = (from: number, to: number) => list.slice(from + 1, to).some((w) => /^(?:,|and|&)$/.test(w.lower));
      const listed = fields.some((k, n) => n > 0 && joined(fields[n - 1]!, k));
      if (!listed) continue;
      // ("lot number", "order number": a number of something else is no phone field)
      const phone = (w: Word, k: number) => PHONE_FIELD.has(w.lower) &&
        !(w.lower === "number" && list[k - 1]?.pos === "NOUN" && !PHONE_FIELD.has(list[k - 1]!.lower));
      if (list.some(phone)) continue;
      return spanOf(s.slice(i, i + 1 + list.length));
    }
  }
  return undefined;
}

/**
 * The consent's own words accept the terms and the texts in one breath (Twilio 30841, CTIA 5.1.2.2): "I accept the
 * Terms of Service and Privacy Policy and agree to get order texts", "I agree to the rental conditions and want
 * reminders by text". Terms that are the text programme's own ("I agree to the SMS Terms") are part of the consent.
 */
export function termsAcceptedWithTexts(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length; i++) {
      const w = s[i]!;
      if (!ACCEPT.has(w.lemma) || w.negated || !s.slice(Math.max(0, i - 4), i).some((x) => x.lower === "i")) continue;
      // (within a list of documents: "I agree to the LumenLoft Tutoring enrollment agreement, tuition policy, Terms …")
      const terms = s.slice(i + 1, i + 12).findIndex((x, k, ws) =>
        TERMS.has(x.lower) && x.lower !== "agreement" && !ws.slice(Math.max(0, k - 3), k).some((y) => PROGRAMME_TERMS.has(y.lower)));
      if (terms < 0) continue;
      // (then, in the same sentence after "and", the texts: "and agree to get … by text", "and want text reminders")
      const rest = s.slice(i + 2 + terms, i + 24);
      const and = rest.findIndex((x) => x.lower === "and");
      if (and < 0) continue;
      const texts = rest.slice(and + 1).findIndex((x) => MESSAGES.has(x.lemma) || x.lower === "sms");
      if (texts < 0) continue;
      return spanOf(s.slice(i - 1, i + 3 + terms + and + texts));
    }
  }
  return undefined;
}

/**
 * A control that is on before the person acts (Twilio 30831, CTIA 5.1.2: consent is the person's own act): in one
 * sentence, a control said to be on as a state ("\"Visit texts\" is switched on when the app is installed") and
 * the person left to undo it ("those who don't want them can switch it off"). A control off until the person turns
 * it on, or on once they act ("switched on after they tap Yes"), is not it.
 */
export function onByDefault(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    // ("switch it off", "untick it"; an "off" of its own is a state, not an act)
    // (the negation that counts is the verb's own, "can't switch it off", not one a relative clause before it
    // carries over: "those who don't want them can switch it off")
    const denied = (i: number) => s.slice(Math.max(0, i - 2), i).some((x) => isNegator(x));
    const undo = s.some((w, i) => (w.lower === "off"
      ? /^(?:switch|turn|toggle|flip)$/.test(s[i - 2]?.lemma ?? "") && !denied(i - 2)
      : (UNDO.has(w.lemma) || UNDO.has(w.lower)) && !denied(i)));
    // (a control that comes, starts or loads on is on before the person acts, whether or not undoing it is said:
    // "the box … comes checked; members who leave it as it is are enrolled")
    // ("on" with an object is a place, not a state: "the number appears on the firm's website")
    const state = (i: number) => ON_STATE.has(s[i]?.lower ?? "") &&
      !(s[i]!.lower === "on" && /^(?:DET|NOUN|PROPN|PRON|NUM|ADJ)$/.test(s[i + 1]?.pos ?? ""));
    const arrives = s.some((w, i) => ARRIVES_ON.has(w.lemma) && state(i + 1) && !w.negated);
    // A control already in its state when the person comes to it: "a checkbox, ticked already so no one misses out", "a
    // switch, already on". Not a person's own act done before ("who already ticked the box", "guests already checked in").
    const already = s.findIndex((w, i) => w.lower === "already" && !w.negated && [i - 1, i + 1].some((k) => state(k) &&
      !/^(?:DET|NOUN|PROPN|PRON|NUM)$/.test(s[k + 1]?.pos ?? "") && !/^(?:in|out|off|into|for|with)$/.test(s[k + 1]?.lower ?? "") &&
      // (the brand ticking it for them is no act of theirs: "a checkbox that we have ticked already")
      !s.slice(Math.max(0, Math.min(i, k) - 2), Math.min(i, k)).some((x) => x.pos === "PRON" && !/^(?:we|i|staff)$/.test(x.lower))));
    if (already >= 0) return spanOf(s);
    // Set for the person by another, with undoing it left to them: the brand ticking or marking the control ("we put
    // the check in the box; they can uncheck it"), or the control had in its state ("new owners have it switched on")
    if (undo && setForThem(s)) return spanOf(s);
    // Or the brand setting it for everyone, no act of theirs in the sentence: "staff tick \"SMS - verbal\" for every
    // patient with a mobile number on file" (not "for every patient who says yes")
    if (forEveryone(s)) return spanOf(s);
    if (!undo && !arrives) continue;
    for (let i = 1; i < s.length; i++) {
      const w = s[i]!;
      if (!state(i) || w.negated) continue;
      // The state, after a verb of being or of setting that no subject acts ("is switched on", not "they switch it on")
      const before = s.slice(Math.max(0, i - 3), i);
      const aux = before.findIndex((x) => (x.pos === "AUX" && x.lemma === "be") || STATE_OF.has(x.lemma));
      if (aux < 0 || before.slice(aux + 1).some((x) => !STATE_VERB.has(x.lemma) && x.pos !== "ADV")) continue;
      // Not on once the person acts: a subordinate clause after the state with an act of theirs in it.
      const sub = s.findIndex((x, k) => k > i && /^(?:once|after|when|whenever|if|as|until)$/.test(x.lower));
      if (sub >= 0 && s.slice(sub + 1, sub + 5).some((x) => PERSON_ACT.has(x.lemma))) continue;
      if (s.slice(0, i).some((x) => /^(?:once|after|until|if)$/.test(x.lower))) continue;
      return spanOf(s);
    }
  }
  return undefined;
}

/**
 * A control set on for the person by another (with undoing it said by the caller): the brand as the subject of setting
 * a control or a mark in it ("we put the check already in the box", "staff tick the option for them"), or the control
 * had in an on state ("owners have it switched on when they join"), not once the person acts ("when they say yes").
 */
function setForThem(s: readonly Word[]): boolean {
  const theirAct = s.some((x, k) => /^(?:once|after|when|whenever|if|as|until)$/.test(x.lower) &&
    s.slice(k + 1, k + 5).some((y) => PERSON_ACT.has(y.lemma) && !y.negated));
  if (theirAct) return false;
  const byBrand = s.some((w, i) => SET_CONTROL.has(w.lemma) && !w.negated && w.pos === "VERB" &&
    s.slice(Math.max(0, i - 3), i).some((x) => BRAND_SUBJECT.has(x.lower) && x.lower !== "us") &&
    s.slice(i + 1, i + 6).some((x) => CONTROL.has(x.lower) && x.lower !== "it"));
  const had = s.some((w, i) => HAVE.has(w.lemma) && !w.negated && /^(?:it|them|this)$/.test(s[i + 1]?.lower ?? "") &&
    s.slice(i + 2, i + 5).some((x, k) => ON_STATE.has(x.lower) && (x.lower !== "on" || k > 0)));
  return byBrand || had;
}

/** The brand ticking or switching on a consent for every one of its people, with no act of theirs in the sentence. */
function forEveryone(s: readonly Word[]): boolean {
  if (s.some((x) => PERSON_ACT.has(x.lemma) && x.pos === "VERB" && !x.negated &&
    !s.slice(Math.max(0, s.indexOf(x) - 3), s.indexOf(x)).some((y) => BRAND_SUBJECT.has(y.lower)))) return false;
  if (s.some((x) => /^(?:yes|ask|asks|agree|agrees|want|wants)$/.test(x.lower))) return false;
  return s.some((w, i) => /^(?:tick|check|mark|select|enable)$/.test(w.lemma) && !w.negated && i > 0 &&
    s.slice(Math.max(0, i - 2), i).some((x) => /^(?:we|staff|team)$/.test(x.lower)) &&
    s.slice(i + 1, i + 12).some((x, k, ws) => x.lower === "for" && /^(?:every|all|each|everyone)$/.test(ws[k + 1]?.lower ?? "") &&
      // (what is ticked is a consent: a control, a quoted label, the texts: not "we check the ID for every member")
      ws.slice(0, k).some((y) => (CONTROL.has(y.lower) && y.lower !== "it") || /^["“]$/.test(y.text) ||
        TEXTS.has(y.lower) || MESSAGES.has(y.lemma) || y.lemma === "consent")));
}

/**
 * The brand sending offers on its own initiative (CTIA 5.1.1: a conversation the customer starts is consent to that
 * conversation only): in one sentence, the brand as the subject of a verb of sending ("we text our seasonal offers",
 * "the team sends deals to them") with a promotional kind of message after it, no negation covering either.
 */
export function sendsOffers(words: readonly Word[], promotional: readonly string[]): Span | undefined {
  const promo = new Set(promotional);
  for (const s of sentences(words)) {
    for (let i = 1; i < s.length; i++) {
      const v = s[i]!;
      // (a verb, or the lite model's noun where a verb's place is: after "and", "we", "will", "to")
      const verbal = v.pos === "VERB" || /^(?:and|we|will|'ll|to|then|also)$/.test(s[i - 1]!.lower);
      if (!SENDS.has(v.lemma) || !verbal || v.negated) continue;
      // The brand is the subject: "we" within three words before, with nothing but adverbs, auxiliaries and another verb
      // ("we keep those numbers and text …": a verb joined by "and" keeps its subject).
      const subject = s.slice(Math.max(0, i - 8), i).findLastIndex((w) => BRAND_SUBJECT.has(w.lower));
      if (subject < 0) continue;
      const between = s.slice(Math.max(0, i - 8) + subject + 1, i);
      if (between.some((w) => /^[.;:!?]$/.test(w.text) || w.lower === "who" || w.lower === "if" || isNegator(w))) continue;
      const offer = s.slice(i + 1, i + 7).findIndex((w) => promo.has(w.lemma) && !w.negated);
      if (offer >= 0) return spanOf(s.slice(i, i + 2 + offer));
    }
  }
  return undefined;
}

/** Everyone, as a determiner or a pronoun. */
const EVERYONE = /^(?:every|all|each|everyone|everybody)$/;

/** Whether words name the texts' own record: "the sign-up sheet", "the opt-in list", "the SMS roster". */
function optInRecord(ws: readonly Word[]): boolean {
  return ws.some((w, k) => OPT_IN_RECORD.has(w.lower) || OPT_IN_RECORD.has(w.lemma) ||
    // ("sign-up" and "opt-in" as three words)
    (/^(?:sign|opt)$/.test(w.lower) && /^(?:up|in)$/.test(ws[k + (ws[k + 1]?.text === "-" ? 2 : 1)]?.lower ?? "")));
}

/** An act of the people's own consent in a clause, which makes the numbers in it theirs to give. */
function peopleConsentIn(s: readonly Word[]): boolean {
  // (a consent act of the people's own in the sentence: "every cell from the booking system that ticked the box")
  // (or a condition of theirs: "when they tick the box", "once they opt in")
  if (s.some((w, i) => /^(?:who|that|whose|when|once|if|after)$/.test(w.lower) &&
    s.slice(i + 1, i + 5).some((x) => CONSENTED.has(x.lemma)))) return true;
  // (or any act of consenting in the sentence: "numbers from the tablet, where guests tick the box", "the paper sheets
  // people sign at events"; the brand's texting is no such act)
  // (the tagger may take the verb for a noun after its subject: "the sheets people sign")
  return s.some((w, i) => /^(?:tick|check|sign|agree|opt|join|consent|subscribe|choose)$/.test(w.lemma) && !w.negated &&
    (w.pos !== "NOUN" || /^(?:NOUN|PRON|PROPN)$/.test(s[i - 1]?.pos ?? "")) &&
    !/^(?:-|up|in)$/.test(s[i + 1]?.lower ?? ""));
}

/** The parts of a sentence joined by "plus" (two groups of people, or two sources). */
function joinedByPlus(s: readonly Word[]): (readonly Word[])[] {
  const out: Word[][] = [[]];
  for (const w of s) {
    if (w.lower === "plus" && out.at(-1)!.length > 0) out.push([]);
    else out.at(-1)!.push(w);
  }
  return out.filter((p) => p.length > 0);
}

/** The wholesale shapes of numbersOnFile, in one sentence. */
function wholesaleNumbers(s: readonly Word[]): Span | undefined {
  for (let i = 0; i < s.length; i++) {
    if (!/^(?:every|all|each)$/.test(s[i]!.lower) || s[i]!.negated) continue;
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
  }
  // Another place's whole list copied in: "copied the Decorah branch's whole customer phone list into tank alerts"
  for (let i = 0; i < s.length - 3; i++) {
    if (!TAKE_OR_PUT.has(s[i]!.lemma) || s[i]!.negated || s[i]!.pos !== "VERB") continue;
    // (or another business's customer list, by a pronoun, put onto the brand's own: "we moved their whole customer phone
    // list onto our specials list"; a customer list is a business's, not the customers' own numbers)
    if (/^(?:their|its|his|her)$/.test(s[i + 1]?.lower ?? "")) {
      const list = s.slice(i + 2, i + 7).findIndex((w) => /^(?:list|lists|database|contacts|roster)$/.test(w.lower));
      const of = s.slice(i + 2, i + 2 + Math.max(0, list));
      const onto = s[i + 3 + list]?.lower;
      if (list >= 0 && of.some((w) => CLIENTS.has(w.lemma)) && /^(?:onto|into|to)$/.test(onto ?? "") &&
        /^(?:our|my)$/.test(s[i + 4 + list]?.lower ?? "")) {
        return spanOf(s.slice(i, i + 6 + list));
      }
    }
    const poss = s.slice(i + 1, i + 5).findIndex((w) => /^(?:'s|’s)$/.test(w.text));
    if (poss < 1) continue;
    const owner = s[i + poss]!;
    const place = /^(?:branch|location|store|office|shop|studio|clinic|gym|restaurant)$/.test(owner.lemma);
    if (!(SOURCES.has(owner.lower) || OTHERS.has(owner.lower) || place)) continue;
    // (not the brand's own, "our branch's", unless another of its own, "our other branch's"; nor an opt-in list)
    const np = s.slice(i + 1, i + 1 + poss);
    const another = np.some((w) => /^(?:other|another|sister|old|former|previous)$/.test(w.lower));
    if (np.some((w) => /^(?:our|my)$/.test(w.lower)) && !another) continue;
    const list = s.slice(i + 2 + poss, i + 7 + poss)
      .findIndex((w) => /^(?:list|lists|numbers|contacts|roster|database|file|files)$/.test(w.lower));
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
      const k = s.slice(i + 1, i + (whose ? 8 : 5)).findIndex((x) => /^(?:on|in)$/.test(x.lower));
      if (k < 0 || s.slice(i + 1, i + 1 + k).some((x) => (x.pos === "VERB" && x.lemma !== "be") || /^[,;:.]$/.test(x.text))) return false;
      const where = s.slice(i + 2 + k, i + 7 + k);
      const records = (x: Word) => /^(?:system|database|records|crm|files|books|software)$/.test(x.lower);
      // (or a record named by the head of its noun phrase, past its modifiers: "in our electronic health record")
      const np = where.slice(1, 1 + Math.max(0, where.slice(1).findIndex((x) => !/^(?:ADJ|NOUN|PROPN)$/.test(x.pos))));
      const head = where.slice(1).every((x) => /^(?:ADJ|NOUN|PROPN)$/.test(x.pos)) ? where.slice(1).at(-1) : np.at(-1);
      const recordHead = head !== undefined && RECORDS.has(head.lemma) && !optInRecord(where.slice(1));
      const inRecords = where.slice(1, 3).some(records) || recordHead;
      return (s[i + 1 + k]!.lower === "on" && where[0]?.lower === "file") ||
        (s[i + 1 + k]!.lower === "in" && /^(?:our|the|its|their)$/.test(where[0]?.lower ?? "") && inRecords) ||
        (whose && s[i + 1 + k]!.lower === "in" && where.some(records) && !optInRecord(where));
    })());
    // (everyone the object of the brand's sending, "we text everyone on file", or the subject of getting, "all patients on
    // file get the texts"; not the people writing, "every patient on file can text us first")
    // (a verb the tagger may take for a noun, after its subject or before its object: "we text …", "the foundation texts
    // every alumnus …")
    const verbal = (w: Word, k: number) => !w.negated && (w.pos !== "NOUN" || /^(?:we|i|they|staff)$/.test(s[k - 1]?.lower ?? "") ||
      /^(?:every|all|each|everyone|everybody)$/.test(s[k + 1]?.lower ?? ""));
    const sends = everyone >= 0 && (s.slice(0, everyone).some((w, k) => (SENDS.has(w.lemma) || w.lemma === "add") && verbal(w, k)) ||
      s.slice(everyone + 1).some((w, k) => GET.has(w.lemma) && verbal(w, everyone + 1 + k) && s[everyone + 2 + k]?.lower !== "us"));
    if (sends) return spanOf(s.slice(everyone, everyone + 8));
    // Everyone's numbers taken or put in wholesale: "every employee's cell number is pulled from the HR hire file", "put
    // every phone number into the texting tool", "copied the other branch's whole customer phone list into tank alerts"
    const wholesale = wholesaleNumbers(s);
    if (wholesale) return wholesale;
    for (let i = 0; i < s.length; i++) {
      if (!PUT_IN.has(s[i]!.lemma) || s[i]!.negated) continue;
      const rest = s.slice(i + 1, i + 8);
      // everyone's number: "every patient cell #", "all the numbers"
      const every = rest.findIndex((w) => /^(?:every|all|each)$/.test(w.lower));
      const n = rest.findIndex((w, k) => k > every && NUMBER_WORDS.has(w.lower));
      if (every >= 0 && n >= 0 && n - every <= 4) {
        // (where they come from, not where they are put: "we enter every number in the CRM" records consent)
        const from = rest.findIndex((w, k) => k > n && /^(?:from|off)$/.test(w.lower));
        const after = s.slice(i + 2 + from, i + 2 + from + 5);
        const record = after.findIndex((w) => RECORDS.has(w.lower) || RECORDS.has(w.lemma));
        if (from >= 0 && record >= 0 && !optInRecord(after.slice(0, record)) &&
          !after.slice(0, record + 1).some((w) => /^[,;:.]$/.test(w.text))) {
          return spanOf(s.slice(i, i + 3 + from + record));
        }
      }
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
          (w.lower === "on" && after.slice(k + 1, k + 7).some((x) => /^(?:list|lists|roster|rosters|sheet|sheets|directory)$/.test(x.lower))));
        if (fromAt >= 0 && !after.slice(0, fromAt).some((w) => /^[,;:.]$/.test(w.text) || w.pos === "VERB")) {
          const source = s.slice(i + 3 + num + fromAt, i + 3 + num + fromAt + 6);
          // ("sign-up" and "opt-in" as three words)
          const ownSignUp = source.some((w, k) => OPT_IN_RECORD.has(w.lower) || OPT_IN_RECORD.has(w.lemma) ||
            (/^(?:sign|opt)$/.test(w.lower) && /^(?:up|in)$/.test(source[k + (source[k + 1]?.text === "-" ? 2 : 1)]?.lower ?? "")));
          if (!ownSignUp) return spanOf(s.slice(i, i + 3 + num + fromAt + 6));
        }
        // people of another place: "its owner may also import the families of nearby centers"
        const of = rest.slice(0, 4).findIndex((w, k) => /^(?:of|from)$/.test(w.lower) && k > 0 && rest[k - 1]!.pos === "NOUN" &&
          !NUMBER_WORDS.has(rest[k - 1]!.lower) && /^(?:other|another|nearby|neighboring|neighbouring|sister|partner|affiliated)$/.test(rest[k + 1]?.lower ?? ""));
        if (of > 0) return spanOf(s.slice(i, i + 4 + of));
        const who = rest.slice(0, 4).findIndex((w) => /^(?:who|that)$/.test(w.lower));
        if (who > 0 && rest[who - 1]!.pos === "NOUN" && !NUMBER_WORDS.has(rest[who - 1]!.lower) &&
          rest.slice(who + 1, who + 3).some((w) => w.pos === "VERB")) {
          return spanOf(s.slice(i, i + 2 + who + 2));
        }
      }
      // the numbers another party shares, put in: "we load the numbers the county registry shares with its partners"
      const data = rest.findIndex((w) => NUMBER_WORDS.has(w.lower) || /^(?:list|lists|roster|rosters)$/.test(w.lower));
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
 * Consent to texts in a document everyone signs for something else (Twilio 30841, CTIA 5.1.2: consent is its own act,
 * not folded into what must be signed): in one sentence (with the words it quotes), everyone ("every guest", "all
 * renters", "everyone") signs a document that is not the texts' own (the park rules, the registration card, the rental
 * agreement), and the texts are named ("Park rules section 14, which every guest signs at check-in: \"Guests agree we may
 * text them …\""). Not where the texts have a choice of their own there ("a separate, optional box on the card").
 */
export function everyoneSigns(words: readonly Word[]): Span | undefined {
  // (a choice of its own anywhere in the flow: "the text box on it is separate and unticked", "texts are not required")
  const ownChoice = /^(?:separate|separately|optional|unchecked|unticked|empty|blank)$/;
  if (words.some((w) => (ownChoice.test(w.lower) && !w.negated) ||
    (/^(?:required|mandatory|necessary)$/.test(w.lower) && w.negated))) return undefined;
  for (const s of continued(sentences(words))) {
    if (!s.some((w) => TEXTS.has(w.lower) || w.lemma === "text")) continue;
    // (the flow's own words, not the label's it quotes: "… reply STOP to opt out" is no choice the flow gives)
    const quoteAt = s.findIndex((w) => /^[:"“]$/.test(w.text));
    const flowWords = s.slice(0, quoteAt < 0 ? s.length : quoteAt);
    if (flowWords.some((w) => (has(SEPARATE, w) || CHOICE.has(w.lemma)) && !w.negated)) continue;
    const everyone = s.findIndex((w, i) => (/^(?:everyone|everybody)$/.test(w.lower) ||
      (/^(?:every|all|each)$/.test(w.lower) && s.slice(i + 1, i + 3).some((x) => x.pos === "NOUN" && !SIGNED_DOCS.has(x.lemma)))));
    if (everyone < 0) continue;
    // (the verb; the tagger may take it for a noun after the people: "which every guest signs")
    // (signing a paper, not signing in or up: "each time you sign in")
    const sign = s.findIndex((w, i) => i > everyone && i <= everyone + 5 && SIGN.has(w.lemma) && !w.negated &&
      (w.pos !== "NOUN" || i === everyone + 2) && !/^(?:in|up|on|out|into|-)$/.test(s[i + 1]?.lower ?? ""));
    if (sign < 0) continue;
    // The document: named before (the relative clause's antecedent) or after the verb, not qualified as the texts' own.
    const own = (k: number) => s.slice(Math.max(0, k - 3), k).some((x) =>
      TEXTS.has(x.lower) || PROGRAMME_TERMS.has(x.lower) ||
      x.lemma === "consent" || x.lower === "opt-in");
    // (as written or by lemma, but not "app", which the lemmatizer reads as "application")
    const doc = s.findIndex((w, k) => (SIGNED_DOCS.has(w.lower) || (w.lower !== "app" && SIGNED_DOCS.has(w.lemma))) && (k < sign ? k >= Math.max(0, everyone - 12) : k <= sign + 4) && !own(k));
    if (doc < 0) continue;
    return spanOf(s);
  }
  return undefined;
}

/**
 * People who agreed to other texts, then put on offers as well (Twilio 30987: the consent covers other texts than are
 * sent): "every patient who agreed to refill-ready texts is also sent front-store deals" (an agreement to an
 * informational kind before "also" in the sentence), or "we then add them to our leasing specials" (the people the flow
 * has opted in, added to offers). "Members who join also get deals" joins the offers themselves.
 */
export function alsoSentOffers(
  words: readonly Word[], promotional: readonly string[], informational: readonly string[],
): Span | undefined {
  const promo = new Set(promotional);
  const info = new Set(informational);
  for (const s of sentences(words)) {
    for (let i = 0; i < s.length - 2; i++) {
      if (!/^(?:also|then)$/.test(s[i]!.lower) || s[i]!.negated) continue;
      // (the lemmatizer keeps "texted" as written)
      const v = s.slice(i + 1, i + 4).findIndex((w) => (/^(?:send|text|add|put|move|enroll|enrol)$/.test(w.lemma) ||
        /^(?:texted|enrols|enrolls)$/.test(w.lower)) && !w.negated);
      if (v < 0) continue;
      const at = i + 1 + v;
      // (sent by the brand: "are also sent", "we also text"; not the person's own act, "can also text JOIN for deals")
      const passive = /^(?:is|are|was|were|be|get|gets)$/.test(s[i - 1]?.lower ?? "");
      const byBrand = s.slice(Math.max(0, i - 2), i).some((w) => /^(?:we|staff|team|i)$/.test(w.lower));
      const putOn = /^(?:add|put|move|enroll|enrol)$/.test(s[at]!.lemma) || /^(?:enrols|enrolls)$/.test(s[at]!.lower);
      if (!passive && !byBrand && !putOn) continue;
      const offer = s.slice(at + 1, at + 9).findIndex((w) => (promo.has(w.lemma) || promo.has(w.lower)) && !w.negated);
      if (offer < 0) continue;
      const end = at + 2 + offer;
      // (the people added, by a pronoun: "add them to our leasing specials")
      // (or the people by a noun: "a yes to the reminder question also enrols the customer in our specials", unless an act
      // of theirs follows: "we also add customers to the deals list when they text DEALS")
      const det = /^(?:the|a|each|every|our|all)$/.test(s[at + 1]?.lower ?? "") ? 1 : 0;
      const person = /^(?:them|those|these|everyone)$/.test(s[at + 1]?.lower ?? "") || CLIENTS.has(s[at + 1 + det]?.lemma ?? "");
      // (the tagger may take the verb for a noun after its subject: "when they text DEALS")
      const theirAct = s.slice(at + 2).some((w, k) => CONSENTED.has(w.lemma) && !w.negated &&
        (w.pos !== "NOUN" || s[at + 1 + k]?.pos === "PRON"));
      const added = putOn && person && !theirAct &&
        s.slice(at + 2, at + 5 + det).some((w) => /^(?:to|onto|into|on|in)$/.test(w.lower));
      // (or an agreement to an informational kind earlier in the sentence: "who agreed to refill-ready texts … is also sent")
      const agreed = s.slice(0, i).findIndex((w) => CONSENTED.has(w.lemma) && !w.negated);
      const toInfo = agreed >= 0 && s.slice(agreed + 1, i).some((w) => info.has(w.lemma) || info.has(w.lower)) &&
        !s.slice(agreed + 1, i).some((w) => promo.has(w.lemma) || promo.has(w.lower));
      if (added || toInfo) return spanOf(s.slice(agreed >= 0 && toInfo ? agreed : i, end));
    }
    // Or said with "too" or "as well": "everyone already registered for outage texts gets member news too" (people
    // registered or signed up for an informational kind, getting a promotional kind, "too" closing the clause)
    const too = s.findIndex((w, k) => (w.lower === "too" || (w.lower === "well" && s[k - 1]?.lower === "as")) && !w.negated);
    if (too < 0) continue;
    const reg = s.slice(0, too)
      .findIndex((w) => (CONSENTED.has(w.lemma) || /^(?:register|enroll|enrol)$/.test(w.lemma)) && !w.negated);
    const got = s.slice(0, too).findIndex((w, k) => k > reg && /^(?:get|receive|send)$/.test(w.lemma) && !w.negated);
    if (reg < 0 || got < 0) continue;
    const toWhat = s.slice(reg + 1, got);
    const offered = s.slice(got + 1, too);
    const isInfo = (w: Word) => info.has(w.lemma) || info.has(w.lower);
    const isPromo = (w: Word) => promo.has(w.lemma) || promo.has(w.lower);
    if (toWhat.some(isInfo) && !toWhat.some(isPromo) && offered.some(isPromo)) return spanOf(s.slice(reg, too + 1));
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
    if (s.some((w, k) => !aside.has(k) && /^(?:yes|keyword|unless|optional)$/.test(w.lower))) continue;
    // Enrolment said to be automatic: "subscription is automatic for utility customers", "enrollment in alerts is
    // automatic"
    const auto = s.findIndex((w, k) => !aside.has(k) &&
      /^(?:subscription|enrollment|enrolment|sign-up|signup|opt-in)$/.test(w.lower) &&
      s.slice(k + 1, k + 9).some((x) => x.lower === "automatic" && !x.negated && !isNegator(s[s.indexOf(x) - 1] ?? x)));
    if (auto >= 0) return spanOf(s.slice(auto, auto + 4));
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      // (a verb, which the tagger may take for a noun before its object: "Public Works loads every number …")
      const verb = v.pos === "VERB" || (v.pos === "NOUN" && /s$/.test(v.lower) && GROUP.test(s[i + 1]?.lower ?? "") && i > 0);
      if (aside.has(i) || !ENROL.has(v.lemma) || v.negated || !verb || isNegator(s[i - 1] ?? v)) continue;
      // ("sign" and "opt" only as "signed up", "opted in")
      if (v.lemma === "sign" && s[i + 1]?.lower !== "up") continue;
      if (v.lemma === "opt" && s[i + 1]?.lower !== "in") continue;
      if (s.slice(Math.max(0, i - 4), i + 4).some((w) => w.negated || /^(?:not|never|no)$/.test(w.lower))) continue;
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
      const to = rest.findIndex((w, k) =>
        (stop < 0 || k < stop) && /^(?:to|onto|into|in|for|on)$/.test(w.lower) && fits(k));
      // (or the texts said just after, in the words the people are enrolled with: "every contributor is enrolled:
      // \"Your receipt will be sent by text …\"")
      const told = to < 0 && s[i + 1]?.text === ":" && s.slice(i + 2, i + 20).some((w) => TEXTS.has(w.lower));
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
        s.slice(Math.max(0, i - 2), i).some((w) => /^(?:we|i|staff|team)$/.test(w.lower));
      const people = object !== undefined && (GROUP.test(object.lower) || /^(?:them|those|these)$/.test(object.lower) ||
        theirNumbers);
      if (!passive && !people) continue;
      // Who: everyone or anyone before the verb, or "them" after it with everyone named before; or automatically
      const group = s.slice(0, i).some((w) => GROUP.test(w.lower) && !w.negated) ||
        (people && GROUP.test(object.lower));
      const automatic = s.slice(Math.max(0, i - 3), i + 10).some((w) => /^(?:automatically|automatic)$/.test(w.lower));
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
  const modifier = (k: number) =>
    /^(?:ADJ|NOUN|PROPN|NUM)$/.test(s[k]!.pos) || /^(?:-|'s|’s|')$/.test(s[k]!.text) || inside(k);
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
      const brand = (k: number) => s.slice(Math.max(0, k - 3), k).some((w) => /^(?:we|i|staff|team)$/.test(w.lower));
      // (the object of a verb of taking in by the brand, only its determiner between: "we … importing the customer lists")
      const v = from - 1;
      const verb = s[v];
      const takes = verb !== undefined && TAKE_IN.has(verb.lemma) && verb.pos === "VERB" && !verb.negated && brand(v);
      // (or the list followed by the brand getting it: "the bridal expo lead sheet we get each spring")
      const after = s.slice(h + 1, h + 4);
      const got = /^(?:we|i)$/.test(after[0]?.lower ?? "") && after.slice(1).some((w) => TAKE_IN.has(w.lemma) && !w.negated);
      // (or handed on by another party, then added or texted by the brand: "each stall hands the hall its customer list
      // and we add those")
      // (the tagger may take the verb for a noun after its subject: "every vendor hands the market …")
      const hand = s.slice(Math.max(0, from - 5), from).findIndex((w, k, ws) => HAND_ON.has(w.lemma) && !w.negated &&
        (w.pos === "VERB" || (ws[k - 1]?.pos === "NOUN" && /^(?:DET|PRON)$/.test(ws[k + 1]?.pos ?? ""))));
      const handAt = Math.max(0, from - 5) + hand;
      const byOther = hand >= 0 && !brand(handAt) && s.slice(h + 1).some((w, k) =>
        (PUT_IN.has(w.lemma) || SENDS.has(w.lemma) || TAKE_IN.has(w.lemma)) && !w.negated && /^(?:we|i)$/.test(s[h + k]?.lower ?? ""));
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
      const be = rest.findIndex((w) => /^(?:be|get)$/.test(w.lemma) && !w.negated);
      const put = be >= 0 ? rest[be + 1] : undefined;
      if (on && put && TAKE_IN.has(put.lemma) && /ed$/.test(put.lower) && !put.negated &&
        !rest.slice(0, be + 2).some((w) => w.negated || isNegator(w))) {
        return spanOf(s.slice(from - 1, h + 3 + be));
      }
    }
  }
  return undefined;
}

/** Lists and numbers, as data to get. */
const LIST_DATA = new RegExp(
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
      if (!GET_FROM.has(v.lemma) || v.negated || (v.pos !== "VERB" && !/^(?:we|i)$/.test(s[i - 1]?.lower ?? ""))) continue;
      if (s.slice(Math.max(0, i - 3), i + 1).some((w) => w.negated || /^(?:not|never|no)$/.test(w.lower))) continue;
      // (the brand gets them, not the person: "we also get", "staff import"; not "customers get a code from the app")
      const by = s.slice(Math.max(0, i - 3), i).some((w) => /^(?:we|i|staff|team)$/.test(w.lower));
      if (!by) continue;
      const data = s.slice(i + 1, i + 7).findIndex((w) => LIST_DATA.test(w.lower));
      if (data < 0) continue;
      const at = i + 1 + data;
      // (or "of" another party: "the SMS subscribers of our affiliate craft blogs")
      const from = s.slice(at + 1, at + 5).findIndex((w) => w.lower === "from" || w.lower === "of");
      if (from < 0) continue;
      const src = s.slice(at + 2 + from, at + 2 + from + 7);
      // (to a relative clause: "the sites we partner with"; "booking sites" is one noun phrase)
      const cut = src.findIndex((w) => /^[,;:.]$/.test(w.text) || (w.pos === "VERB" && !/ing$/.test(w.lower)) ||
        /^(?:who|which|that|we|they)$/.test(w.lower));
      const party = src.slice(0, cut < 0 ? src.length : cut);
      const p = party.findIndex((w) => FROM_PARTY.has(w.lower));
      // (up to the party, not an opt-in record of the brand's own: "from our sign-up form", "the sign-up sheet's site")
      const upTo = party.slice(0, p + 1);
      // ("our partner site" is still another's: a partner, affiliate or vendor of the brand's is not the brand)
      const ours = upTo.some((w) => /^(?:our|my|own)$/.test(w.lower)) && !upTo.some((w) => PARTNER.has(w.lower));
      if (p < 0 || optInRecord(upTo) || ours) continue;
      return spanOf(s.slice(i, at + 3 + from + p));
    }
    // A list the brand buys, rents or licenses, named after the verb or before it in a relative clause ("we buy a
    // contractor list", "a list of new homeowners that we buy each spring")
    const acquired = s.findIndex((v, i) => ACQUIRE.has(v.lemma) && !v.negated && !isNegator(s[i - 1] ?? v) &&
      s.slice(Math.max(0, i - 3), i).some((w) => /^(?:we|i|staff|team)$/.test(w.lower)) &&
      (s.slice(i + 1, i + 6).some((w) => COLLECTION.has(w.lower)) ||
        (/^(?:that|which)$/.test(s[i - 2]?.lower ?? "") && s.slice(Math.max(0, i - 12), i - 2).some((w) => COLLECTION.has(w.lower)))) &&
        !s.slice(i + 1, i + 4).some((w) => /^(?:our|my|own)$/.test(w.lower)));
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
