import { brandNames, type CampaignSubject, type FieldPath, type Subject } from "../model";
import { EMAIL_ADDRESS, everywhere, hostIs, hostOf, links, namePatterns, namesAny, PHONE, readOnce, withoutEmails } from "../text";
import { URL_SHORTENERS } from "../vocabulary/links";
import { PROMOTIONAL } from "../vocabulary/useCase";
import { contentFacts, reviewedTexts, sampleFacts } from "./content";
import { readUseCase, type UseCaseFacts } from "./useCase";
import {
  ABOUT_CONSENT, ANY_TOPIC, ASKED, BOX_KINDS, BOX_TICKED, BOX_WORDS, CHANNELS_ASKED, CONCRETE_PLACE, CONSENT,
  CONSENT_ACTION, CONSENT_CHOICE, CONSENT_CONDITION, ENTERED, ENTERER, ENTERING, EVENT_VERBS, EVERYONE, GENERAL_KINDS,
  HEARING, KEPT_ON, KEYWORD_SAID, KEYWORD_TEXTED, KEYWORD_VERBS, LAYOUT, MESSAGE_WORDS, NOT_A_TOPIC, NOT_WHAT,
  NUMBER_GIVEN, NUMBER_TEXTED, ON_FILE, OPT_IN_METHOD, OWN_BOX, PAID_WITH, PAID_WITH_KINDS, PAID_WITH_PARTS,
  PERSONS_OWN, PHONE_PARTS, PLAIN_BEFORE, POLICY_LINK, POLICY_WORDS, PRE_CHECKED, PROGRAM_CHANNELS, PROGRAM_HEADS,
  RECORD_KINDS, REPLIED_YES, SAYING, SENDING_VERBS, SHOWN_WORDS, SIGN_UP_WORDS, SOLD, SOURCE_WORDS, STARTING,
  TEXTED_BY, TEXTING_VERBS, TEXT_OPTION, THIRD_PARTY, TOPIC_HEADS, WANTING, WEB_OPT_IN, WRITTEN_ASKING,
  WRITTEN_SAYERS,
} from "../vocabulary/callToAction";
import { AGE_YES_NO, CLAUSE_JOINERS, DATE_OF_BIRTH, LEAD_SHARING, OTHERS_OFFERS, PERSON_DIRECTS } from "../vocabulary/content";
import { VANITY_NUMBER } from "../vocabulary/disclosures";
import { NUMBER_HELD, NUMBER_IDS, NUMBER_ON, REPLY_ASKED, REPLY_PROMISE, THREADS } from "../vocabulary/replies";
import {
  ABOUT_PHRASES, ASKS, BOUGHT, BRAND_SIDE, LIST_NOUNS, COMMUNICATIONS, CONSENT_ACTS, CONTACT_US_VERBS, CUSTOMER_FIRST,
  FORM_PARTS,
  HELP_CONTACT_WORDS, HELP_DESK_ADDRESS, INHERITED, PURPOSE_KINDS, PURPOSE_KINDS_ON_THEIR_OWN,
  GENERAL_MESSAGES, INFORMATIONAL_KINDS, OFFERED_ASSIGNMENTS, OPT_OUT_ELSEWHERE, OTHER_CHANNELS, OTHER_ROUTES, OWN,
  OWN_CHANNEL,
  PROMOTIONAL_KINDS, SETTINGS,
  CONSENT_CONTROL, OWN_DEVICE, PRINTED_MATTER, RECEIVED_TEXT, REFERRED, SIGNED_IN,
  SURVEY_KINDS, TEXTED_TO_NUMBER, TEXT_CHANNEL, VERBAL, VERBAL_RECORD, VERBAL_SCRIPT,
  WHO, WRITTEN_ROUTES,
} from "./vocabulary";
import { isNumber, type Match, matchAll, phrase, type Phrase } from "./phrase";
import { frequencyIn, helpIn, ratesAll, ratesIn } from "./disclosures";
import type {
  CampaignReading, ConsentScope, ContentFact, Disclosed, Evidence, LinksSent, OptIn, Provenance, Replies, SampleReading,
  Unread,
} from "./model";
import { inCompound, isKind, quotes, type Word, wordEndingAfter, wordsOf } from "./words";
import { morePromisedIn, optOutConfirmedIn, optOutLanguage } from "./optOut";
import {
  consentInTerms, everyoneSigns, formWithoutPhone, handedOn, handedToUs, noConsentOfItsOwn, onByDefault,
  oneActForTermsAndTexts, agreedByDoing, alsoSentOffers, holdsBackTheSignUp, numbersOnFile, listTakenIn, othersNumbers,
  addedWithoutAsking, numbersFromOthers,
  refusalBlocks, requiredFor, termsAcceptedWithTexts,
  sendsOffers,
  type Span,
} from "./consent";
import { Field } from "./field";
import { unreadIn } from "./unclassified";

/** A word reading's span in a field, as evidence. */
const spanIn = (f: Field, reading: (words: readonly Word[]) => Span | undefined) => {
  const span = reading(f.words);
  return span ? f.at(span.start, span.end) : undefined;
};

/*
 * Reading a campaign once into facts (reading/model.ts), each with the words it came from. The rule
 * families judge these facts; nothing here decides whether a registration passes.
 */

const field = (c: CampaignSubject, name: "message_flow" | "description" | "opt_in_message" | "opt_out_message" | "help_message") =>
  c[name] ? new Field([name], c[name]!) : undefined;

/** The first defined value. */
function firstOf<T>(...values: (() => T | undefined)[]): T | undefined {
  for (const v of values) {
    const x = v();
    if (x !== undefined) return x;
  }
  return undefined;
}

function readOptIn(c: CampaignSubject, flow: Field | undefined, names: readonly (string | null | undefined)[]): OptIn {
  if (!flow) {
    return {
      keywordsAdvertised: [], wording: [], wordingIntroduced: false, ageCheck: {}, quotesWords: false,
      verbalClaimedOnly: false, unread: {},
    };
  }
  // (where the person opts in: a page's address, not the link to the policies, by its address or by its label ("Terms
  // & privacy at acme.example/sms"), which is the place only where the flow names no other: "the form handed over at
  // the first meeting")
  const addressAt = routeLinkIn(flow);
  const address = addressAt?.words;
  const policyAt = linkIn(flow);
  const keyword = flow.regex(KEYWORD_TEXTED);
  const customerInitiated = customerFirst(flow);
  const act = flow.affirmedWhere(CONSENT_ACTS, (m, words) => !presumed(m, words));
  const { wording, introduced: wordingIntroduced } = wordingOf(flow);
  // (the area the person signed in to is where the flow puts the opt-in, not a word of the consent language: "texts
  // about prescriptions on my profile")
  // (nor a record kept with the account, "consent is on file with the account": no place the person acts)
  const signedIn = flow.affirmedWhere(SIGNED_IN, (m, words) =>
    !wording.some((e) => e.start <= m.start && m.start < e.end) &&
    !words.slice(m.from, m.to).some((w) => ON_FILE.includes(w.lower)));
  // (the link to the policies stands for the place only beside a means of opting in, a box, a number given, a form, a
  // sign-up: "Families opt in to texts from Lantern House … lanternhouse.example/privacy" names consent and no means)
  const CONSENT_ONLY = /^(?:opt|opts|opted|opting|optin|consent|request|requests|requested)$/;
  // (texting is the person's means where it goes to the brand or sends a keyword, "by texting us", "texting JOIN"; not
  // the brand's own texting, "texting only while we coordinate with them")
  const brandsTexting = (m: Match, words: readonly Word[]) => words[m.from]!.lower === "texting" &&
    words[m.from - 1]?.lower !== "by" && !/^(?:us|in|to|back|[A-Z0-9]{2,})$/.test(words[m.from + 1]?.text ?? "");
  const means = () => flow.leftmost(BOX_TICKED) ?? flow.leftmost(NUMBER_GIVEN) ?? keyword ??
    flow.affirmedWhere(OPT_IN_METHOD, (m, words) =>
      !CONSENT_ONLY.test(words[m.from]!.lower) && !brandsTexting(m, words));
  const place = firstOf(
    () => addressAt, () => keyword, () => flow.leftmost(CONCRETE_PLACE), () => customerInitiated, () => signedIn,
    () => flow.affirmed(TEXTED_TO_NUMBER), () => (means() ? policyAt : undefined),
  );
  const consent = firstOf(
    () => flow.leftmost(CONSENT), () => flow.leftmost(CONSENT_ACTION), () => flow.leftmost(CONSENT_CHOICE),
    () => flow.leftmost(BOX_TICKED),
    () => flow.leftmost(REPLIED_YES), () => keyword, () => act, () => customerInitiated,
    // The words of a box, switch or button quoted: the person acts on them (unless it is ticked for them).
    () => (flow.affirmed(PRE_CHECKED) ? undefined : wording[0]),
  );
  // How: the act itself where it is named (ticking a box, giving a number, texting a keyword), else a method named
  // ("sign up", "online"), else the act of consenting (agreeing). The most telling first: `--explain` shows it.
  const method = firstOf(
    () => flow.leftmost(BOX_TICKED), () => flow.leftmost(NUMBER_GIVEN), () => keyword,
    () => flow.leftmost(OPT_IN_METHOD),
    () => flow.leftmost(CONSENT_ACTION), () => flow.leftmost(CONSENT_CHOICE), () => flow.leftmost(ASKED), () => act,
    () => customerInitiated, () => consent,
  );
  const verbal = spokenIn(flow);
  return {
    method,
    place,
    consent,
    customerInitiated,
    asks: flow.first(ASKS),
    verbal,
    verbalRecord: verbal ? flow.first(VERBAL_RECORD) : undefined,
    verbalScript: verbal ? flow.first(VERBAL_SCRIPT) : undefined,
    quotesWords: quotes(flow.words),
    verbalClaimedOnly: !!verbal && /^(?:verbal|verbally|orally)$/i.test(verbal.words.trim()) && !flow.first(ASKS),
    selfEntered: verbal ? selfEntered(flow, verbal) : undefined,
    web: webOptIn(flow),
    signedIn,
    webAddress: address,
    formDescribed: flow.first(FORM_PARTS),
    otherRoute: firstOf(() => verbal, () => keyword, () => flow.affirmed(OTHER_ROUTES)),
    written: firstOf(() => routeLinkIn(flow), () => keyword, () => flow.affirmed(WRITTEN_ROUTES)),
    // (a web form's: a record in the brand's own system, "ticks the field in our dealer system, which stamps the date,
    // time and advisor name", is no form the person fills in)
    formWithoutPhone: flow.leftmost(NUMBER_GIVEN) || !(webOptIn(flow) || address)
      ? undefined : spanIn(flow, formWithoutPhone),
    keywordsAdvertised: keywordsAdvertised(c, flow.text),
    wording: wording.map((e) =>
      ({ ...e, spokenScript: spokenScript(flow, verbal, e), textReceived: textReceived(flow, e) })),
    wordingIntroduced,
    ownChannel: flow.affirmed(OWN_CHANNEL),
    ownAddress: ownAddress(flow, names),
    policiesWithheld: policiesWithheld(flow),
    optOutElsewhere: flow.affirmed(OPT_OUT_ELSEWHERE),
    control: flow.affirmed(CONSENT_CONTROL),
    printed: flow.affirmedWhere(PRINTED_MATTER, (m, words) => printedMatter(flow, words, m.from, wording)),
    ownPlace: firstOf(() => webOptIn(flow), () => (address && !POLICY_LINK.test(address) ? addressAt : undefined),
      () => signedIn, () => verbal, () => flow.affirmed(OWN_DEVICE)),
    helpContact: helpContact(flow),
    ageCheck: ageCheck(flow),
    unread: {
      frequency: spanIn(flow, (w) => unreadIn("frequency", w)), consent: spanIn(flow, (w) => unreadIn("consent", w)),
      rates: spanIn(flow, (w) => unreadIn("rates", w)),
    },
  };
}

/**
 * The person's own written act after the spoken opt-in (OptIn.selfEntered): a verb of writing or ticking whose subject
 * is the person ("they type their own number", "the customer ticks the box"), its object a number or a box. Not staff's
 * ("the cashier enters their number"), nor a number said aloud ("they give their number").
 */
function selfEntered(flow: Field, verbal: Evidence): Evidence | undefined {
  const words = flow.words;
  for (let i = wordAt(flow, verbal.end); i < words.length; i++) {
    const v = words[i]!;
    // (a verb, or what the tagger takes for a noun with a determiner for its object: "the patient types their number")
    const verb = v.pos === "VERB" || (v.pos === "NOUN" && /^(?:their|his|her|the|a|in)$/.test(words[i + 1]?.lower ?? ""));
    if (v.negated || !verb || !ENTERING.includes(v.lemma)) continue;
    let k = i - 1;
    while (k >= 0 && /^(?:ADV|AUX|PART)$/.test(words[k]!.pos)) k--;
    const subject = words[k];
    if (!subject || !(WHO.includes(subject.lower) || ENTERER.includes(subject.lower))) continue;
    const object = words.slice(i + 1, i + 5)
      .findIndex((w) => ENTERED.includes(w.lower));
    if (object >= 0) return flow.at(subject.start, words[i + 1 + object]!.end);
  }
  return undefined;
}

/** The index of the first word that ends after `at` (flow.words.length: none). */
function wordAt(f: Field, at: number): number {
  const i = wordEndingAfter(f.words, at);
  return i < 0 ? f.words.length : i;
}

/** Whether quoted words follow the spoken opt-in in its own sentence (Wording.spokenScript). */
function spokenScript(flow: Field, asked: Evidence | undefined, e: Evidence): boolean {
  if (!asked || e.start < asked.end) return false;
  const last = flow.words[wordAt(flow, asked.end - 1)];
  const first = flow.words[wordAt(flow, e.start)];
  return last !== undefined && first !== undefined && last.sentence === first.sentence;
}

/** How far before the quote a word may introduce it as a text the person gets, in characters. */
const RECEIVED_TEXT_REACH = 40;

/** Whether quoted words are introduced as a text the person gets (Wording.textReceived). */
function textReceived(flow: Field, e: Evidence): boolean {
  const i = wordAt(flow, e.start);
  const sentence = flow.words[i]?.sentence;
  for (let k = i - 1; k >= 0; k--) {
    const w = flow.words[k]!;
    if (w.sentence !== sentence || w.end < e.start - RECEIVED_TEXT_REACH) return false;
    if (isKind(w, RECEIVED_TEXT)) return true;
  }
  return false;
}

/** How the flow checks the person's age (OptIn.ageCheck): the date of birth entered, or a yes/no question. */
function ageCheck(flow: Field): OptIn["ageCheck"] {
  const dateOfBirth = flow.regex(DATE_OF_BIRTH);
  const yesNo = flow.regex(AGE_YES_NO);
  return { ...(dateOfBirth ? { dateOfBirth } : {}), ...(yesNo ? { yesNo } : {}) };
}

/**
 * Printed matter the flow names, as a noun outside the consent words ("my invoices" in the box's words is what the
 * texts are about), not part of a name written as code ("sms_invoice_alerts"), nor a card or bill paid with ("the card
 * field", "credit card", "bill pay").
 */
function printedMatter(flow: Field, words: readonly Word[], i: number, wording: readonly Evidence[]): boolean {
  const w = words[i]!;
  const paidWith = PAID_WITH.includes(w.lower) &&
    (PAID_WITH_KINDS.includes(words[i - 1]?.lower ?? "") || PAID_WITH_PARTS.includes(words[i + 1]?.lower ?? ""));
  return /^(?:NOUN|PROPN)$/.test(w.pos) && !paidWith && !wording.some((e) => e.start <= w.start && w.start < e.end) &&
    !/\w/.test((flow.text[w.start - 1] ?? " ") + (flow.text[w.end] ?? " "));
}

/**
 * An address in the flow (the opt-in page's or the policies') whose host spells the brand's name ("packhorsemoving.example"
 * for Packhorse Moving, "lindenstreetrx.example" for Linden Street Pharmacy): the place is shown to be the brand's own.
 * Spelled: a label of the host opens with the name's first two words run together (its one word), or with its first
 * word of five letters or more.
 */
function ownAddress(flow: Field, names: readonly (string | null | undefined)[]): Evidence | undefined {
  const spellings = names.flatMap((n) => {
    const core = (n ?? "").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 0 && w !== "the");
    if (core.length === 0) return [];
    return [core.slice(0, 2).join(""), ...(core[0]!.length >= 5 ? [core[0]!] : [])];
  });
  for (const link of links(flow.text)) {
    // (a label of the host opens with it: "vetmed.eastfield.example", not "myfirstbank.example" for First Prairie Bank)
    const labels = hostOf(link).replace(/[^a-z0-9.]/g, "").split(".");
    if (spellings.some((sp) => sp.length >= 4 && labels.some((l) => l.startsWith(sp)))) {
      const at = flow.text.indexOf(link);
      return flow.at(at, at + link.length);
    }
  }
  return undefined;
}

/**
 * A spoken opt-in (VERBAL), the first pattern's first match, as `first` finds it; not a written thing's "saying" ("the
 * first automatic reply says it's Paystream Crew": a text, not staff speaking).
 */
function spokenIn(flow: Field): Evidence | undefined {
  const words = flow.words;
  const written = (m: Match) => {
    // (asked in writing: "at the end of a support chat, the agent asks whether the customer would take a survey")
    if (words[m.from]!.lemma === "ask" || words.slice(m.from, m.to).some((w) => w.lemma === "ask")) {
      // (where the asking happens, said before it; not where the answer is kept after: "add the cell to the list in the
      // dispatch app")
      // (up to a full stop that ends a sentence, not one inside an address: "a support chat on acme.example, the agent …")
      const window = words.slice(Math.max(0, m.from - 14), m.from);
      const stop = window.findLastIndex((w, k) => /^[.!?]$/.test(w.text) && /^[A-Z]/.test(window[k + 1]?.text ?? ""));
      const before = window.slice(stop + 1);
      if (before.some((w) => WRITTEN_ASKING.includes(w.lower))) return true;
    }
    if (!SAYING.includes(words[m.from]!.lemma)) return false;
    // (the one told is no staff word inside the words said: "our website says \"Text us a photo\"" quotes an invitation,
    // the "us" is what the quote's own verb governs)
    if (words.slice(m.from + 1, m.to).some((w) => /^["“”]$/.test(w.text))) return true;
    let k = m.from - 1;
    while (k >= 0 && /^(?:ADV|AUX|PART)$/.test(words[k]!.pos)) k--;
    return k >= 0 && (WRITTEN_SAYERS.has(words[k]!.lemma) || WRITTEN_SAYERS.has(words[k]!.lower));
  };
  for (const p of VERBAL) {
    const m = matchAll(words, p).find((x) => !written(x));
    if (m) return flow.ofMatch(m);
  }
  return undefined;
}

/**
 * Wanting the texts said of everyone at once, the brand's presumption and no one's act ("all our buyers want delivery
 * texts, so we just send them", "everyone wants reminders"); not a choice some make ("all customers who want texts tick
 * the box").
 */
function presumed(m: Match, words: readonly Word[]): boolean {
  if (!WANTING.includes(words[m.from]!.lemma)) return false;
  const before = words.slice(Math.max(0, m.from - 5), m.from).filter((w) => w.sentence === words[m.from]!.sentence);
  const all = before.findLastIndex((w) => EVERYONE.includes(w.lower));
  return all >= 0 && !before.slice(all + 1).some((w) => /^(?:who|that|if|when|whoever|,)$/.test(w.lower));
}

/**
 * The flow says the policies are not shown where the person opts in: a word naming them, or a word of showing in the
 * same sentence as one, under a negation ("There's no link to terms or privacy", "No terms or privacy links there",
 * "the privacy policy is not linked on that screen"); not a negation of something else ("we never share your number;
 * see our privacy policy").
 */
function policiesWithheld(flow: Field): Evidence | undefined {
  const words = flow.words;
  const hit = words.find((w) => w.negated && (POLICY_WORDS.includes(w.lower) ||
    (SHOWN_WORDS.includes(w.lower) && words.some((x) => x.sentence === w.sentence && POLICY_WORDS.includes(x.lower)))));
  if (!hit) return undefined;
  const inSentence = words.filter((x) => x.sentence === hit.sentence);
  return flow.at(inSentence[0]!.start, inSentence[inSentence.length - 1]!.end);
}

/** The ways to reach someone a text gives, by kind, each kind's in the order written (character spans). */
const CONTACT_PATTERNS = { phone: PHONE, email: EMAIL_ADDRESS, vanity: VANITY_NUMBER } as const;
type ContactKind = keyof typeof CONTACT_PATTERNS;
const CONTACTS = readOnce((text: string) => {
  const out = {} as Record<ContactKind, readonly (readonly [number, number])[]>;
  for (const [kind, p] of Object.entries(CONTACT_PATTERNS) as [ContactKind, RegExp][]) {
    out[kind] = [...text.matchAll(everywhere(p))].map((m) => [m.index, m.index + m[0].length] as const);
  }
  return out;
});
/**
 * The contacts in a field: its phone numbers, e-mail addresses and vanity numbers ("1-800-FLOWERS"), as evidence,
 * each kind in the order written. Read once per text: the opt-in's help contact and the HELP reply's both ask it.
 */
function contactsIn(f: Field): Record<ContactKind, readonly Evidence[]> {
  const spans = CONTACTS(f.text);
  const at = (kind: ContactKind) => spans[kind].map(([start, end]) => f.at(start, end));
  return { phone: at("phone"), email: at("email"), vanity: at("vanity") };
}

const HELP_CONTACT = new Set(HELP_CONTACT_WORDS);

/**
 * A way to get help given at the opt-in other than the HELP keyword (Bandwidth 2137): a phone number or e-mail
 * address in a sentence that offers it for help ("Questions? Call 555-0100", "reach us at …"), or the help desk's own
 * address ("support@…"); not the number a keyword is texted to.
 */
function helpContact(flow: Field): Evidence | undefined {
  const contacts = contactsIn(flow);
  for (const m of [...contacts.phone, ...contacts.email, ...contacts.vanity]) {
    const w = flow.words.find((x) => x.end > m.start);
    if (!w) continue;
    const sentence = flow.words.filter((x) => x.sentence === w.sentence);
    const us = (i: number) => sentence[i + 1]?.lower === "us" || (sentence[i + 1]?.lower === "to" && sentence[i + 2]?.lower === "us");
    const offered = sentence.some((x, i) => !x.negated &&
      (HELP_CONTACT.has(x.lemma) || (CONTACT_US_VERBS.includes(x.lemma) && us(i))));
    if (offered || HELP_DESK_ADDRESS.test(m.words)) return m;
  }
  return undefined;
}

/**
 * The customer writes first (CUSTOMER_FIRST), where the one who starts is not the brand's side: "customer care starts a
 * text conversation with every shopper" is the brand writing first.
 */
function customerFirst(flow: Field): Evidence | undefined {
  return flow.affirmedWhere(CUSTOMER_FIRST, (x, words) => {
    // (the one who texts when the conversation starts is not the brand: "the chat starts when we text the reminder")
    if (THREADS.includes(words[x.from]!.lemma)) {
      return !words.slice(x.from, x.to).some((w) => BRAND_SIDE.includes(w.lower));
    }
    if (!STARTING.includes(words[x.from]!.lemma)) return true;
    // (the subject just before the verb, past an adverb: "customer care always starts …")
    let k = x.from - 1;
    while (k >= 0 && words[k]!.pos === "ADV" && words[k]!.sentence === words[x.from]!.sentence) k--;
    const subject = words[k];
    return !(subject && subject.sentence === words[x.from]!.sentence && BRAND_SIDE.includes(subject.lower));
  });
}

/**
 * The web opt-in: the website named where people sign up, not where a keyword is advertised ("text ALERTS to
 * … as advertised on the town website").
 */
function webOptIn(flow: Field): Evidence | undefined {
  const found = WEB_OPT_IN.flatMap((p) => matchAll(flow.words, p)).sort((a, b) => a.start - b.start);
  for (const m of found) {
    const from = Math.max(flow.text.lastIndexOf(".", m.start) + 1, 0);
    const dot = flow.text.indexOf(".", m.end);
    const to = dot < 0 ? flow.text.length : dot;
    // A website named in a sentence with no act of signing up is not where the opt-in is ("customers also book online;
    // staff ask at the counter"), nor is one where a keyword is advertised.
    // (a word's parts count: "sign-up", "opt-in")
    const signsUp = flow.words.some((w) => w.start >= from && w.end <= to &&
      w.lower.split(/[^a-z]+/).some((x) => SIGN_UP_WORDS.has(x)));
    if (signsUp) return flow.ofMatch(m);
  }
  return undefined;
}

const KEYWORDS_TEXTED = new RegExp(KEYWORD_TEXTED.source, "g");
const TO_NUMBER = /^\s*(?:[(+]?\d|(?:our|the|this|that|a|your)\s+(?:[\w-]+\s+){0,2}?(?:number|short\s*code|line))/i;

/** Keywords the flow advertises ("text ORDERS to 55123", a sign's "Text TUNEUP for yearly reminders"). */
function keywordsAdvertised(c: CampaignSubject, flow: string): string[] {
  const advertisedHere = (m: RegExpExecArray) =>
    /\sfor$/.test(m[0])
      ? !/^["'“‘]?(?:YES|NO)(?![A-Z0-9])/.test(m[1]!)
      : TO_NUMBER.test(flow.slice(m.index + m[0].length));
  const declared = new Set((c.opt_in_keywords ?? []).map((k) => k.toUpperCase()));
  const advertised = [...flow.matchAll(KEYWORDS_TEXTED)]
    .filter(advertisedHere)
    .flatMap((m) => m[1]!.match(/[A-Z][A-Z0-9]*/g) ?? []);
  return [...new Set(advertised.filter((k) => !declared.has(k)))];
}

/**
 * Quoted passages: "…", “…”, opened where a word does not end and closed where none begins (the words between two
 * quotes, `section 4 "Texting", reads: "I agree …"`, are no quote). Linear: each quote is looked for once from where
 * the last ended.
 */
const QUOTED = /(?<![A-Za-z0-9])["“]([^"“”]{8,600})["”](?![A-Za-z0-9])/g;
/**
 * Passages in single quotes, '…' or ‘…’, opened after a space, colon or bracket and closed before one (an
 * apostrophe inside a word neither opens nor closes one).
 */
const SINGLE_QUOTED = /(?<=^|[\s:([])['‘]((?:[^'‘’\n]|(?<=[A-Za-z])['’](?=[A-Za-z])){8,600}?)['’](?=$|[\s.,;:)\]])/g;
/** The checkbox's or button's own words: a quote with the box, button or label named just before it. */
const WORDING_NEAR = new RegExp(
  "\\b(?:box|checkbox|check-box|button|toggle|label|labell?ed|switch|line|print|sign|poster|tag|card|notice|wording|" +
  // (or what shows or says them: "a magnet that says", "the coordinator reads", "turning it on shows this", "a column")
  "words|script|column|screen|magnet|banner|flyer|says|reads|shows|displays|states|statement|" +
  // (printed matter that carries them: "on donation receipts: \"Text FEED …\"", "the brochure", "table tents")
  "receipt|sticker|brochure|mailer|postcard|insert|menu|chalkboard|whiteboard|packet|tent|placard|decal)s?" +
  "\\b[^\"“.;]{0,40}$",
  "i",
);

/**
 * The question staff ask, quoted after the asking ("I ask: 'Can I text you …?'", "the clerk asks each guest: \"…\""):
 * the words the person hears at the opt-in where they carry the disclosures a call to action makes.
 */
const ASKED_NEAR = /\b(?:ask|asks|asked|asking)\b[^"“.;]{0,40}$/i;

/**
 * The words of a box, sign or screen given after a colon without quotes ("its own unchecked box: Clearbrook
 * Dermatology will text …", "a big sign: Text TACO to …"), to the end of the line.
 */
const AFTER_COLON = new RegExp(
  "\\b(?:box|checkbox|check-box|tickbox|sign|poster|banner|flyer|label|tag|card|screen|notice|wording|words|line|" +
  "script|column|magnet|reads|says|shows|sees|states|displays):(?![ \\t]*[\"“'‘\\[])[ \\t]*([^\\n]{8,600})",
  "gi",
);
/** Any passage after a colon, to the end of the line: consent language when it carries the disclosures. */
const ANY_AFTER_COLON = /:(?![ \t]*["“'‘[/])[ \t]*([^\n]{8,600})/g;

/**
 * The consent language the flow quotes: quoted passages introduced by a box, a button, a label or a sign,
 * or whatever introduces them, passages that carry the disclosures a call to action makes (two of frequency,
 * rates, HELP and STOP): by what they say, they are the words shown to the person at the opt-in.
 */
function readWording(flow: Field): { wording: Evidence[]; introduced: boolean } {
  const out: Evidence[] = [];
  let introduced = false;
  const add = (start: number, length: number, named: boolean) => {
    if (out.some((e) => e.start <= start && start < e.end)) return;
    out.push(flow.at(start, start + length));
    introduced ||= named;
  };
  for (const m of [...flow.text.matchAll(QUOTED), ...flow.text.matchAll(SINGLE_QUOTED)]) {
    const before = flow.text.slice(Math.max(0, m.index - 60), m.index);
    const named = WORDING_NEAR.test(before);
    const discloses = disclosesAtLeastTwo(m[1]!);
    // (a quote that invites the keyword text is a call to action, whatever carries it: "at the coaches' table: \"Text
    // VOTE to (937) 555-0188 … Msg & data rates may apply.\"")
    const invites = discloses && KEYWORD_TEXTED.test(m[1]!);
    const introduced = named || (discloses && (ASKED_NEAR.test(before) || invites));
    if (named || discloses) add(m.index + 1, m[1]!.length, introduced);
  }
  if (out.length === 0) {
    for (const m of flow.text.matchAll(AFTER_COLON)) {
      // words, not a bare link ("Privacy notice: https://…")
      const prose = /(?:[A-Za-z]{2,}\W+){3}/.test(withoutLinks(m[1]!));
      if (prose) add(m.index + m[0].length - m[1]!.length, m[1]!.length, true);
    }
  }
  if (out.length === 0) {
    for (const m of flow.text.matchAll(ANY_AFTER_COLON)) {
      if (disclosesAtLeastTwo(m[1]!)) add(m.index + m[0].length - m[1]!.length, m[1]!.length, false);
    }
  }
  return { wording: out.sort((a, b) => a.start - b.start), introduced };
}

/** readWording of a flow, remembered per text: the opt-in and the bundled consent both ask it. */
const WORDING = readOnce((text: string) => readWording(new Field(["message_flow"], text)));
const wordingOf = (flow: Field) =>
  (flow.path.length === 1 && flow.path[0] === "message_flow" ? WORDING(flow.text) : readWording(flow));

/** Whether a passage gives at least two of frequency, rates, HELP and STOP: what a call to action's words give. */
function disclosesAtLeastTwo(text: string): boolean {
  const f = new Field(["message_flow"], text);
  const found = [
    () => frequencyIn(f.words), () => ratesIn(f.words),
    () => helpIn(f.words), () => optOutLanguage(text, []),
  ];
  let n = 0;
  for (const has of found) if (has() && ++n >= 2) return true;
  return false;
}

function readScope(flow?: Field, description?: Field, confirmation?: Field): ConsentScope {
  const fields = [flow, description, confirmation];
  const affirmedIn = (patterns: readonly Phrase[]) => firstOf(...fields.map((f) => () => f?.affirmed(patterns)));
  /** A word reading (reading/consent.ts) over each field, as evidence. */
  const readIn = (reading: (words: readonly Word[]) => Span | undefined) => firstOf(...fields.map((f) => () => {
    const span = f ? reading(f.words) : undefined;
    return span && f ? f.at(span.start, span.end) : undefined;
  }));
  // (not the sign-up itself held back: "the Join button only works once the box is ticked")
  const stated = firstOf(...fields.map((f) => () => {
    const e = f?.affirmed(CONSENT_CONDITION);
    return e && f && !holdsBackTheSignUp(f.words, e) ? e : undefined;
  }));
  return {
    preChecked: firstOf(...fields.map((f) => () => f?.affirmedWhere(PRE_CHECKED, notOwnAct))) ??
      (flow ? spanIn(flow, onByDefault) ?? spanIn(flow, addedWithoutAsking) : undefined),
    condition: stated ?? readIn(requiredFor) ?? readIn(refusalBlocks) ?? readIn(agreedByDoing) ??
      readIn(consentInTerms) ?? readIn(oneActForTermsAndTexts) ?? readIn(termsAcceptedWithTexts) ??
      readIn(everyoneSigns) ??
      (flow ? spanIn(flow, noConsentOfItsOwn) : undefined),
    thirdParty: affirmedIn(THIRD_PARTY) ?? readIn(handedOn),
    bundled: flow ? bundled(flow) : undefined,
    communications: flow ? communications(flow) : undefined,
    offersSent: flow ? spanIn(flow, (words) => sendsOffers(words, PROMOTIONAL_KINDS)) : undefined,
    alsoOffered: flow
      ? spanIn(flow, (words) => alsoSentOffers(words, PROMOTIONAL_KINDS, INFORMATIONAL_KINDS)) : undefined,
  };
}

/**
 * "Already ticked" as a state, not the person's own act done before: "customers who already ticked the box", "guests
 * who already checked in" (a subject pronoun before, or an object or particle after).
 */
const notOwnAct = (m: Match, words: readonly Word[]) => !otherChannelSelected(m, words) &&
  (words[m.from]!.lower !== "already" ||
    !(words[m.from - 1]?.pos === "PRON" || /^(?:DET|NOUN|PROPN|PRON|NUM)$/.test(words[m.to]?.pos ?? "") ||
      /^(?:in|out|into)$/.test(words[m.to]?.lower ?? "")));

/**
 * The option put in for the person is another channel's, named as the state's subject in its clause with no word for
 * texts: "Email only is preselected", "the e-mail option is checked by default" (the text box is still theirs to tick).
 */
function otherChannelSelected(m: Match, words: readonly Word[]): boolean {
  const subject: Word[] = [];
  for (let k = m.from - 1; k >= 0 && k >= m.from - 6; k--) {
    const w = words[k]!;
    const ends = /^[.;:,!?()"“”]$/.test(w.text) || /^(?:and|but|while|whereas)$/.test(w.lower);
    if (w.sentence !== words[m.from]!.sentence || ends) break;
    subject.push(w);
  }
  const channel = (ws: readonly Word[]) =>
    ws.filter((w) => OTHER_CHANNELS.includes(w.lower) || OTHER_CHANNELS.includes(w.lemma));
  const texts = (ws: readonly Word[]) => ws.some((w) =>
    TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma) ||
    TEXT_OPTION.includes(w.lower));
  return channel(subject).length > 0 && !texts(subject) && !texts(words.slice(m.from, m.to));
}

/**
 * One consent for texts and other channels (Twilio 30556): in a sentence about a box, a button or the
 * consent, texts listed together with e-mail or calls ("emails, phone calls and texts", "text and email
 * offers"); "call us" or a separate box for e-mail is not that.
 */
function bundled(flow: Field): Evidence | undefined {
  const words = flow.words;
  // (nor a word inside a compound: "will-call and backorder texts" names no calls; "e-mail" is a channel of its own)
  const isText = (w: Word, i: number) =>
    (TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma)) && !inCompound(words, i);
  // (the phone as a channel, "by phone and by text"; not a phone number or field)
  const isOther = (w: Word, i: number) =>
    !w.negated && (OTHER_CHANNELS.includes(w.lower) || OTHER_CHANNELS.includes(w.lemma) ||
      (w.lower === "phone" && !PHONE_PARTS.includes(words[i + 1]?.lower ?? ""))) &&
      !inCompound(words, i) && !/^(?:us|me|you|our|the|a)$/i.test(words[i + 1]?.text ?? "");
  const sentences = new Set<number>();
  for (const w of words) if (ABOUT_CONSENT.includes(w.lemma)) sentences.add(w.sentence);
  // (a box drawn as "[ ]" is a box: "\"[ ] OK to email me the newsletter and text me …\"")
  words.forEach((w, i) => {
    if (w.text === "[" && words[i + 1]?.text === "]") sentences.add(w.sentence);
  });
  // (and the sentences of a quote opened in one of them: the box's words go on past a "yes!!" that ends a sentence)
  let open = false;
  for (const w of words) {
    if (/^["“”]$/.test(w.text)) open = !open && sentences.has(w.sentence);
    else if (open) sentences.add(w.sentence);
  }
  // The consent language itself (the words beside the box, whatever introduces them): what it lists is what the one
  // consent covers ("one checkbox: … may contact me by email, postal mail, phone call and text").
  // There the channels are the means the brand reaches the person by ("by email, … and text"), not an invitation
  // to the customer ("Call or text").
  const { wording } = wordingOf(flow);
  const inWording = new Set(words
    .filter((w) => wording.some((e) => e.start <= w.start && w.end <= e.end)).map((w) => w.sentence));
  // (a list's later items count: "by" is before its first)
  const asMeans = (i: number) => {
    const before = words.slice(Math.max(0, i - 8), i);
    const by = before.findLastIndex((w) => /^(?:by|via|through|over)$/.test(w.lower));
    return by >= 0 && before.slice(by + 1).every((w) => w.pos !== "VERB" && !/^[.;:!?]$/.test(w.text));
  };
  // (or as the verbs of the brand reaching the person: "Halcyon Optometry may call, email or text you")
  const CHANNEL_VERB = /^(?:call|calls|email|e-mail|emails|text|texts|mail|phone|message|,|or|and|&|\/|\+)$/;
  // (or as an imperative opening the consent's words: "\"Call, email or text me about my student's attendance\"")
  const asVerbs = (i: number) => {
    let k = i - 1;
    while (k >= 0 && i - k <= 6 && CHANNEL_VERB.test(words[k]!.lower) && words[k]!.sentence === words[i]!.sentence) k--;
    const opener = words[k];
    if (/^(?:may|can|will|could|might|to)$/.test(opener?.lower ?? "")) return true;
    // (an imperative to the brand opens the quote and asks for the person: "Call, email or text me")
    let end = i + 1;
    while (end < words.length && CHANNEL_VERB.test(words[end]!.lower)) end++;
    return /^["“]$/.test(opener?.text ?? "") && /^(?:me|us)$/.test(words[end]?.lower ?? "");
  };
  // Two channels as the consent's own verbs, a clause each, in either order: "[ ] OK to email me the newsletter and text
  // me 1 poll after my trip" (in a sentence about the box, or in its quoted words; not across a clause's end, "text me
  // updates; to change your e-mail, call me", nor where the sentence gives each its own box, "a separate one")
  const channelVerb = (i: number, kinds: readonly string[]) => kinds.includes(words[i]!.lower) && !words[i]!.negated &&
    words[i + 1]?.lower === "me";
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!channelVerb(i, OTHER_CHANNELS) && !channelVerb(i, TEXT_CHANNEL)) continue;
    if (!sentences.has(w.sentence) && !inWording.has(w.sentence)) continue;
    const other = channelVerb(i, OTHER_CHANNELS) ? TEXT_CHANNEL : OTHER_CHANNELS;
    for (let j = i + 2; j < words.length && words[j]!.sentence === w.sentence && j <= i + 16; j++) {
      if (!channelVerb(j, other)) continue;
      const between = words.slice(i + 2, j);
      const span = words.filter((x) => x.sentence === w.sentence);
      if (between.some((x) => /^(?:and|or|&|,|\+)$/.test(x.lower)) && !between.some((x) => /^[.;:!?]$/.test(x.text)) &&
        !span.some((x) => OWN_BOX.includes(x.lower) && x.lower !== "own" && !x.negated)) {
        return flow.at(w.start, words[j]!.end);
      }
    }
  }
  for (let i = 0; i < words.length; i++) {
    const about = sentences.has(words[i]!.sentence) ||
      (inWording.has(words[i]!.sentence) && (asMeans(i) || asVerbs(i)));
    if (!about || !(isText(words[i]!, i) || isOther(words[i]!, i))) continue;
    // A list: the other kind of channel within three words, joined by a comma, "and", "or", "&" or "/" (not
    // clauses joined: "opens a ticket by email and ticks \"text me updates\"").
    for (let j = i + 1; j <= Math.min(words.length - 1, i + 4); j++) {
      const pair = isText(words[i]!, i) ? isOther(words[j]!, j) : isText(words[j]!, j);
      const between = words.slice(i + 1, j);
      // (a channel the tagger takes for a verb is still a list's item: "by email, fax and text")
      const joined = between.some((w) => /^(?:,|and|or|&|\/|\+)$/.test(w.lower)) &&
        !between.some((w) => w.pos === "VERB" && !OTHER_CHANNELS.includes(w.lower) && !TEXT_CHANNEL.includes(w.lower));
      if (pair && joined) {
        const span = words.filter((w) => w.sentence === words[i]!.sentence);
        // A box of its own for each channel: "separate boxes", "one for texts and another for email",
        // "each with its own checkbox"
        // (not one box set apart from the rest of a form: "a separate, unticked box: \"Contact me by mail, email …\"")
        const apart = (k: number) => span[k]!.lower === "separate" && /^(?:a|one)$/.test(span[k - 1]?.lower ?? "") &&
          span.slice(k + 1, k + 4).some((w) => BOX_KINDS.includes(w.lower));
        // (nor the one box on a line of its own: "(blank box, own line)" places it on the form)
        // (nor a person's own number: "each person adds their own mobile number and ticks one box"; "own" is a box's)
        const layout = (k: number) => span[k]!.lower === "own" &&
          (LAYOUT.includes(span[k + 1]?.lower ?? "") ||
            !span.slice(k + 1, k + 4).some((w) => BOX_WORDS.includes(w.lower)));
        if (span.some((w, k) => OWN_BOX.includes(w.lower) && !w.negated && !apart(k) && !layout(k))) break;
        return flow.at(words[i]!.start, words[j]!.end);
      }
    }
  }
  return channelsApart(flow, new Set([...sentences, ...inWording]), isText, isOther) ??
    channelsAsKinds(flow, inWording, isText, isOther);
}

/**
 * In the consent's own words, a channel named as the modifier of what is sent, joined to the other kind of channel: "Sign
 * here for the Frostbite Creamery email newsletter and Scoop Club texts", "your e-mail receipts and order texts" (one
 * noun phrase each, joined by "and", "&", "+" or a comma, no verb or clause's end between, no box of each's own).
 */
function channelsAsKinds(flow: Field, inWording: ReadonlySet<number>, isText: (w: Word, i: number) => boolean,
  isOther: (w: Word, i: number) => boolean): Evidence | undefined {
  const words = flow.words;
  // (a capitalized word is a name's, whatever the tagger makes of it: "Scoop Club texts")
  const nominal = (w: Word | undefined) =>
    w !== undefined && (/^(?:NOUN|PROPN|ADJ|DET|NUM)$/.test(w.pos) || /^[A-Z]/.test(w.text));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!inWording.has(w.sentence) || w.negated || !(isText(w, i) || isOther(w, i))) continue;
    // (the channel modifies a noun just after it: "email newsletter", "text alerts")
    if (words[i + 1]?.pos !== "NOUN" || words[i + 1]!.sentence !== w.sentence) continue;
    // (what is sent, not the person's address or settings for the channel: "your email address and text preferences")
    if (CHANNEL_SETTING.test(words[i + 1]!.lemma)) continue;
    const other = isText(w, i) ? isOther : isText;
    let joined = false;
    for (let j = i + 2; j < Math.min(words.length, i + 9) && words[j]!.sentence === w.sentence; j++) {
      const x = words[j]!;
      if (/^(?:and|&|\+|,)$/.test(x.lower)) {
        joined = true;
        continue;
      }
      if (joined && other(x, j) && !x.negated) {
        const span = words.filter((y) => y.sentence === w.sentence);
        if (span.some((y) => OWN_BOX.includes(y.lower) && !y.negated)) break;
        return flow.at(w.start, x.end);
      }
      if (!nominal(x) && !/^(?:'s|’s|-)$/.test(x.text)) break;
    }
  }
  return undefined;
}

/**
 * One consent's channels further apart than a list: a channel verb, then the texts as what is sent ("can email me the
 * newsletter, call me about upgrades and send show alert texts"), or each channel as a means ("the newsletter by email,
 * seminar invitations by text and calls from our intake team"): in one sentence about the box or in its quoted words,
 * joined by "and", "or" or a comma, with no clause's end between, no box of each's own, no "instead".
 */
function channelsApart(flow: Field, about: ReadonlySet<number>, isText: (w: Word, i: number) => boolean,
  isOther: (w: Word, i: number) => boolean): Evidence | undefined {
  const words = flow.words;
  // (what is sent, by a channel: "invitations by text"; not how the person reaches in, "opens a ticket by texting or by
  // email")
  const means = (k: number) => /^(?:by|via)$/.test(words[k - 1]?.lower ?? "") && words[k - 2]?.pos === "NOUN" &&
    !/ing$/.test(words[k]!.lower);
  // (texts sent: "send show alert texts")
  const sent = (k: number) => words.slice(Math.max(0, k - 4), k).some((x) => SENDING_VERBS.includes(x.lemma));
  for (const n of about) {
    const s = words.map((w, i) => [w, i] as const).filter(([w]) => w.sentence === n);
    if (s.some(([x]) => (OWN_BOX.includes(x.lower) && x.lower !== "own" && !x.negated) || /^(?:instead|rather|than)$/.test(x.lower))) continue;
    const text = s.find(([w, k]) => isText(w, k) && !w.negated && (means(k) || (sent(k) && /s$/.test(w.lower))));
    // (or the other channel as the modifier of what is sent: "… repair status by text and sign me up for the CircuitCare
    // email newsletter"; not the person's address or settings)
    const sentBy = (k: number) => words[k + 1]?.pos === "NOUN" && words[k + 1]!.sentence === n && !CHANNEL_SETTING.test(words[k + 1]!.lemma);
    const other = s.find(([w, k]) => !w.negated && ((isOther(w, k) && (means(k) || sentBy(k))) ||
      (CHANNELS_ASKED.includes(w.lower) && words[k + 1]?.lower === "me")));
    if (!text || !other) continue;
    const [a, b] = text[1] < other[1] ? [text[1], other[1]] : [other[1], text[1]];
    const between = words.slice(a + 1, b);
    if (between.some((x) => /^(?:and|or|&|,)$/.test(x.lower)) && !between.some((x) => /^[.;:!?]$/.test(x.text))) {
      return flow.at(words[a]!.start, words[b]!.end);
    }
  }
  return undefined;
}

/** What a channel names when it modifies the person's address or settings, not what is sent: "email address", "text preferences". */
const CHANNEL_SETTING = /^(?:address|addresses|field|account|inbox|preference|setting|number|id|login|app)$/;

/** Consent to "communications" with no word for text messages in the same sentence (Twilio 30551). */
function communications(flow: Field): Evidence | undefined {
  // (the rates disclosure, "msg & data rates may apply", names no channel the consent is to)
  const rates = ratesAll(flow.words);
  // (nor "text" as the words of a label: "Text beside the toggle: …", "the text of the box")
  // (nor a step of a menu path, which names the screen and not what its box consents to: "Profile > Text alerts page")
  const inMenu = (i: number) => flow.words.slice(Math.max(0, i - 2), i + 3).some((x) => x.text === ">");
  const isText = (w: Word, i: number) => (TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma)) &&
    !(w.lower === "text" && /^(?:beside|next|near|under|above|below|of|reads|says|on)$/.test(flow.words[i + 1]?.lower ?? "")) &&
    !inMenu(i);
  // (nor a word of an address: "details at kwrp.example/text")
  const flowLinks = linkSpans(flow.text);
  const namingTexts = new Set(flow.words
    .filter((w, i) => isText(w, i) && !inRates(w, rates) && !flowLinks.some(([a, b]) => a <= w.start && w.end <= b))
    .map((w) => w.sentence));
  for (const p of COMMUNICATIONS) {
    for (const m of matchAll(flow.words, p)) {
      if (m.negated) continue;
      if (!namingTexts.has(flow.words[m.from]!.sentence)) return flow.ofMatch(m);
    }
  }
  // The label the person ticks or taps asks for messages in general ("Send me communications about
  // this bill", "Keep me updated"), with no word for texts in it or its sentence.
  // (and the consent language the flow quotes, whatever introduces it: "Both say: \"Keep me in the loop with
  // communications from …\"")
  const labels = [
    ...[...flow.text.matchAll(QUOTED)]
      .filter((m) => LABEL_NEAR.test(flow.text.slice(Math.max(0, m.index - 40), m.index)))
      .map((m) => ({ start: m.index + 1, text: m[1]! })),
    // (words the person agrees in, not a sheet's or screen's title: "Resident Contact Preferences")
    ...wordingOf(flow).wording.filter((e) => /\b(?:me|my|I|yes|agree|consent|subscribe)\b/i.test(e.words))
      .map((e) => ({ start: e.start, text: e.words })),
  ];
  // (a label of its own for the texts elsewhere in the flow makes a general one another channel's: "The app asks: \"Allow
  // notifications?\" We also ask for SMS consent with a separate box \"Text me order updates\"")
  // (not a word of an address: "terms: acme.example/sms")
  const textsLabelled = labels.some((l) => {
    const inLink = linkSpans(l.text);
    return wordsOf(l.text).some((w, i, ws) => (TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma)) &&
      !inRates(w, ratesAll(ws)) && !inLink.some(([a, b]) => a <= w.start && w.end <= b));
  });
  for (const { start, text } of labels) {
    if (textsLabelled) break;
    const all = wordsOf(text);
    // (nor words of an address: "quillbackcu.example/text-terms" names no channel)
    const inLink = linkSpans(text);
    const label = all.filter((w) => !inRates(w, ratesAll(all)) && !inLink.some(([a, b]) => a <= w.start && w.end <= b));
    const general = label.find((w) => GENERAL_MESSAGES.includes(w.lower) || GENERAL_MESSAGES.includes(w.lemma));
    if (!general || label.some(isText)) continue;
    const sentence = flow.words.find((w) => w.start >= start - 1)?.sentence;
    if (sentence !== undefined && namingTexts.has(sentence)) continue;
    return flow.at(start, start + text.length);
  }
  // (a flow that never names texts, outside the rates disclosure, whose quoted words speak of messages in general:
  // "Keep me posted about my delivery? [ ] Yes", with "2-4 updates per delivery" under it)
  if (namingTexts.size === 0) {
    for (const e of wordingOf(flow).wording) {
      const all = wordsOf(e.words);
      const rated = ratesAll(all);
      const general = all.find((w) => !inRates(w, rated) &&
        (GENERAL_MESSAGES.includes(w.lower) || GENERAL_MESSAGES.includes(w.lemma)));
      if (general) return flow.at(e.start, e.end);
    }
  }
  return undefined;
}

/** Where a text's links are, as character spans. */
function linkSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  for (const l of links(text)) {
    const i = text.indexOf(l, from);
    if (i < 0) continue;
    out.push([i, i + l.length]);
    from = i + l.length;
  }
  return out;
}

/** Whether a word is inside a rates disclosure ("msg & data rates", "standard messaging rates"). */
const inRates = (w: Word, rates: readonly Match[]) => rates.some((r) => r.start <= w.start && w.end <= r.end);

/** A label acted on: a quote just after a box, a button, or ticking or tapping; or the question a form or screen asks. */
const LABEL_NEAR = new RegExp(
  "\\b(?:box|checkbox|button|switch|toggle|label|labell?ed|tick|ticks|ticking|check|checks|checking|select|selects|" +
  "tap|taps|click|clicks|(?:form|tablet|screen|page|app|sheet|card|kiosk)\\s+asks)\\b[^\"“.;]{0,25}$",
  "i",
);

function readProvenance(fields: readonly (Field | undefined)[]): Provenance {
  const affirmed = (patterns: readonly Phrase[]) => firstOf(...fields.map((f) => () => f?.affirmed(patterns)));
  const others = firstOf(...fields.map((f) => () =>
    (f ? spanIn(f, othersNumbers) ?? spanIn(f, handedToUs) ?? spanIn(f, numbersFromOthers) : undefined)));
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
    const at = before.findLastIndex((w) => /^(?:on|in)$/.test(w.lower));
    return before.some((w) => SOURCE_WORDS.includes(w.lower)) ||
      (at >= before.length - 4 && at >= 0 && !before.slice(at + 1).some((w) => /^(?:'s|’s|'|’)$/.test(w.text)));
  };
  const denied = (m: Match, words: readonly Word[]) => words.slice(m.to, m.to + 8)
    .some((w) => w.sentence === words[m.from]!.sentence && (w.negated || /^(?:never|not|n't)$/.test(w.lower)));
  // (the contact is a person who acts on their own consent, the source the way they do it: the verb just after them, its
  // subject, "each agency's contact opts in through the partner agreement form", "contacts sign up via the partner
  // portal"; not "contacts we got through partners", nor a participle that says what was done to them, "families
  // enrolled at other centers")
  const SELF_ACTS = /^(?:opt|sign|agree|consent|subscribe|join|enroll|enrol|register|initial|tick|check)$/;
  // (a verb with its particle whatever the tagger makes of it: "contacts sign up")
  const ownAct = (m: Match, words: readonly Word[]) => words.slice(m.from + 1, Math.min(m.to, m.from + 3))
    .some((w, k) => (w.pos === "VERB" || /^(?:up|in)$/.test(words[m.from + 2 + k]?.lower ?? "")) &&
      (SELF_ACTS.test(w.lemma) || SELF_ACTS.test(w.lower)) && !w.negated && !/ed$/.test(w.lower));
  const boughtList = (m: Match, words: readonly Word[]) => notOwn(m, words) && !describesOther(m, words) &&
    asSource(m, words) && !denied(m, words) && !ownAct(m, words);
  const bought = firstOf(...fields.map((f) => () => f?.affirmedWhere(BOUGHT, boughtList)));
  return {
    own: affirmed(OWN), bought, inherited: affirmed(INHERITED),
    referred: affirmed(REFERRED) ?? others,
    onFile: firstOf(...fields.map((f) => () => (f ? spanIn(f, numbersOnFile) ?? spanIn(f, listTakenIn) : undefined))),
  };
}

/** What a text discloses, each with its words. */
function disclosed(f: Field | undefined, s: Subject, opts: { skipLinks: boolean; label?: boolean }): Disclosed {
  if (!f) return {};
  const c = s.campaign!;
  const out: { -readonly [K in keyof Disclosed]: Disclosed[K] } = {};
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

const withoutLinks = (text: string) => {
  let out = withoutEmails(text);
  for (const l of links(out)) out = out.split(l).join(" ");
  return out;
};

/** What the messages are about: a kind of message named (reading/vocabulary.ts). */
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
  // (nor the texts the rates are charged for: "your carrier's normal msg/data rates", "standard message and data rates")
  const link = words[i + 2]?.lower ?? "";
  if (/^(?:\/|and|&|\+)$/.test(link) && words[i + 3]?.lemma === "datum" && /^rates?$/.test(words[i + 4]?.lower ?? "")) return false;
  // (an act after "by" is how, not what about: "by checking Text"; a person opening a clause before "texts the
  // number" is its subject: "Rider texts the route number")
  if (words[i - 1]?.lower === "by") return false;
  const opens = i === 0 || words[i - 1]!.sentence !== x.sentence || /^[.;:,)(\n]$|^\d+\)?$/.test(words[i - 1]!.text);
  if (opens && /^(?:the|a|an|their|his|her|your|our|us|me|in)$/.test(words[i + 2]?.lower ?? "")) return false;
  // (nor one named by its article, whose "texts" takes the people texted: "The club captain texts only members who
  // ticked it", "our coach messages every player")
  const article = (k: number) => /^(?:the|our|your|a|an|each|every)$/.test(words[k]?.lower ?? "") && words[k]!.sentence === x.sentence;
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

/** What a label says the texts are for: "texts from Maya Chen for State Senate", "messages for my order" (not "HELP for help"). */
function forWhat(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const w = words[i]!;
  if (w.lower !== "for" || w.negated || /^(?:help|info)$/i.test(words[i - 1]?.text ?? "")) return false;
  // (a count's unit is how often, not what for: "one text for each visit")
  if (/^(?:each|every|per)$/.test(words[i + 1]?.lower ?? "")) return false;
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

/**
 * The "for" of a keyword invitation, which says what texting the keyword gets: "Text BLOOM to 201-555-0179 for new
 * arrivals", "text DEALS to 55123 for weekly offers" (the rest of the flow's "for" is the setting's).
 */
function keywordFor(words: readonly Word[], i: number): boolean {
  if (words[i]?.lower !== "for") return false;
  let k = i - 1;
  while (k >= 0 && !/[a-z]/i.test(words[k]!.text) && i - k <= 6) k--;
  if (!/\d/.test(words.slice(k + 1, i).map((w) => w.text).join("")) || words[k]?.lower !== "to") return false;
  const keyword = words[k - 1];
  return keyword !== undefined && /^[A-Z0-9]{2,}$/.test(keyword.text) && /[A-Z]/.test(keyword.text) &&
    /^(?:text|txt|send)$/.test(words[k - 2]?.lemma ?? "");
}

/** What is texted, named as the object: "Text me Northside Co-op member votes", "send me lane openings". */
function objectOfTexting(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const v = words[i]!;
  if (v.negated || !TEXTING_VERBS.includes(v.lemma) || !/^(?:me|us|you|them)$/.test(words[i + 1]?.lower ?? "")) return false;
  // (after a determiner the word opens a noun phrase whatever the tagger makes of it: "text me my stay info")
  let determined = false;
  for (let k = i + 2; k < Math.min(words.length, i + 8); k++) {
    const w = words[k]!;
    if (/^(?:the|a|an|my|our|your)$/.test(w.lower)) determined = true;
    if (brandWords.has(w.lower) || /^(?:the|a|an|my|our|your|-|&|'s)$/.test(w.lower)) continue;
    // (a compound's first part: its last part is the noun, whatever the tagger makes of the first, "follow-ups")
    const hyphen = words[k + 1];
    if (hyphen?.text === "-" && hyphen.start === w.end && words[k + 2]?.start === hyphen.end) continue;
    // (and the compound modifies the noun after it: "walk-in openings")
    const joined = words[k - 1]?.text === "-" && words[k - 1]!.start === words[k - 2]?.end && words[k - 1]!.end === w.start;
    if (joined && /^(?:NOUN|PROPN)$/.test(words[k + 1]?.pos ?? "") && words[k + 1]!.sentence === w.sentence) continue;
    return (/^(?:NOUN|PROPN|ADJ)$/.test(w.pos) || (determined && w.pos === "VERB")) && /^[a-z][a-z'’-]*$/i.test(w.text) &&
      !NOT_A_TOPIC.has(w.lower) && !PROGRAM_HEADS.has(w.lower);
  }
  return false;
}

/** Something said to come by text: "league votes by text", "openings via SMS". */
function sentByText(words: readonly Word[], i: number, brandWords: ReadonlySet<string>): boolean {
  const x = words[i]!;
  // (the brand's own name written as a name says who, not what: "Stay connected with SliceCraft Pizza by text")
  if (brandWords.has(x.lower) && /^[A-Z]/.test(x.text)) return false;
  return /^(?:NOUN|PROPN)$/.test(x.pos) && !x.negated && !NOT_A_TOPIC.has(x.lower) && !PROGRAM_HEADS.has(x.lower) &&
    /^(?:by|via|over)$/.test(words[i + 1]?.lower ?? "") && TEXTED_BY.includes(words[i + 2]?.lower ?? "") &&
    // (texting something is the person's act, not the channel: "add more routes by texting another number")
    !(words[i + 2]!.lower === "texting" && words[i + 3] !== undefined && /^[\w(+]/.test(words[i + 3]!.text) &&
      words[i + 3]!.sentence === x.sentence);
}

/** The texts timed to an event of the person's own: "text me when my session starts", "alert you if a payment fails". */
function eventAfter(words: readonly Word[], i: number, label = false): boolean {
  const v = words[i]!;
  // (in the consent's own words, hearing or knowing first is being texted: "to hear first when spots open", "be the
  // first to know when tickets drop")
  const told = label && HEARING.includes(v.lemma);
  if (v.negated || !(told || EVENT_VERBS.includes(v.lemma))) return false;
  let k = words[i + 1] && /^(?:me|you|them|us)$/.test(words[i + 1]!.lower) ? i + 2 : i + 1;
  // (or the number texted: "will text this number when your results are ready", "texts the phone on file if …")
  if (/^(?:this|that|the|your|my)$/.test(words[k]?.lower ?? "") && NUMBER_TEXTED.includes(words[k + 1]?.lower ?? "")) {
    k += 2;
    if (/^(?:on|in)$/.test(words[k]?.lower ?? "") && KEPT_ON.includes(words[k + 1]?.lower ?? "")) k += 2;
  }
  // (or where to text, a blank for the number or its digits: "Text me at ________ if a charge looks odd", "text me at
  // (555) 010-2233 when it is ready"; words are no number: "text me at work when")
  if (words[k]?.lower === "at") {
    let n = k + 1;
    while (n < words.length && n - k <= 6 && !/[a-z]/i.test(words[n]!.text) && words[n]!.sentence === v.sentence) n++;
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
  const w = words.findIndex((x, i) => {
    phrased = true;
    if (topicBefore(words, i, brandWords) || eventAfter(words, i, label)) return true;
    if ((label || keywordFor(words, i)) && forWhat(words, i, brandWords)) return true;
    if (objectOfTexting(words, i, brandWords) || sentByText(words, i, brandWords)) return true;
    phrased = false;
    // (a plural the lemmatizer keeps as written: "passcodes")
    const kind = [x.lemma, x.lower, x.lower.replace(/s$/, "")].find((k) => PURPOSE.has(k));
    // (a hyphen joins a compound only where it touches the word: "drop-off"; one set off by spaces is a dash, "weekly
    // update - 1 text a week")
    const joined = (k: number) => words[k]?.text === "-" && (k > i ? words[k]!.start === x.end : words[k]!.end === x.start);
    if (!kind || x.negated || joined(i + 1) || joined(i - 1) || notProse(x)) return false;
    // (a word of the brand's own name written as a name, "Get texts from Spindrift Ride", and a step of a menu path,
    // "Settings > Notifications", name who sends and where, not what the texts are about; "emergency texts from Oak
    // County Emergency Management" still say what)
    if ((brandWords.has(x.lower) && /^[A-Z]/.test(x.text)) || words[i - 1]?.text === ">" || words[i + 1]?.text === ">") return false;
    // (the event a count is per is how often, not what about: "2 per order", "one text before each visit")
    // (past the event's own modifier: "1 text per test order", "one reminder each cleaning visit")
    const per = (k: number) => /^(?:per|each|every)$/.test(words[k]?.lower ?? "");
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
    if (label) return true;
    if (x.pos === "VERB" || kind === "confirmation" || words[i - 1]?.lower === "privacy") return false;
    // (in prose, a kind that modifies a noun of no kind names that noun: "the club captain", "the email newsletter
    // checkbox", the "Notifications" screen; "order updates", "project texts" are kinds)
    const next = words[i + 1];
    if (next && /^(?:NOUN|PROPN)$/.test(next.pos) && !MESSAGE_WORDS.has(next.lemma) && !MESSAGE_WORDS.has(next.lower) &&
      ![next.lemma, next.lower, next.lower.replace(/s$/, "")].some((k) => PURPOSE.has(k))) return false;
    if (/^["“'‘]$/.test(next?.text ?? "") && /^(?:NOUN|PROPN)$/.test(words[i + 2]?.pos ?? "") && /^["“'‘]$/.test(words[i - 1]?.text ?? "")) return false;
    return PURPOSE_ON_ITS_OWN.has(kind) || nearTexts(i);
  });
  if (w < 0) return aboutSomething(f) ?? (label ? questionAnswered(f) : undefined);
  let end = w;
  while (phrased && end + 1 < words.length && end - w < 7 && words[end + 1]!.sentence === words[w]!.sentence &&
    !/^[.;:!?,()"“”]$/.test(words[end + 1]!.text)) end++;
  return f.at(words[w]!.start, words[end]!.end);
}

/**
 * In the consent's own words, the question of place or time the texts answer, asked just before the invitation to text
 * a keyword ("Where are we today? Text TACO to …", "When's the next drop? Text DROP to …"). ("What are you waiting for?"
 * asks nothing the texts tell.)
 */
function questionAnswered(f: Field): Evidence | undefined {
  const words = f.words;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!/^(?:where|when)$/.test(w.lemma) || (i > 0 && words[i - 1]!.sentence === w.sentence && words[i - 1]!.text !== "\"")) continue;
    const sentence = words.filter((x) => x.sentence === w.sentence);
    const last = sentence.at(-1)!;
    if (last.text !== "?" || sentence.length < 3) continue;
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

/** A support number the person holds, named by where it is printed ("call the number on your card"). */
const NUMBER_HELD_PHRASE = phrase(NUMBER_HELD);
const NUMBER_ON_PHRASE = phrase(NUMBER_ON);

function readReplies(s: Subject): Replies {
  const c = s.campaign!;
  const help = field(c, "help_message");
  const stop = field(c, "opt_out_message");
  const reaches = help
    ? firstOf(() => contactsIn(help).email[0], () => contactsIn(help).phone[0], () => contactsIn(help).vanity[0],
        () => linkIn(help), () => help.affirmed([NUMBER_HELD_PHRASE]),
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
  const stopPromises = promised && stop ? stop.at(promised.start, promised.end) : undefined;
  const confirmation = field(c, "opt_in_message");
  const unread = {
    stopConfirmed: stop && !stopConfirms ? spanIn(stop, (w) => unreadIn("stopConfirmed", w)) : undefined,
    frequency: confirmation ? spanIn(confirmation, (w) => unreadIn("frequency", w)) : undefined,
  };
  const helpStop = help ? optOutLanguage(help.text, c.opt_out_keywords ?? []) : undefined;
  const helpOptOut = help && helpStop ? help.at(helpStop.index, helpStop.index + helpStop.words.length) : undefined;
  const replyPromised = confirmation?.regex(REPLY_PROMISE);

  // An offer in the sentence that asks for a reply ("Reply YES to still get our special price every week!"); not the name
  // of what stops ("you've left the coupon club"), nor an offer negated ("no more special prices by text").
  // And an offer in a sentence of its own, apart from the confirmation ("you're opted out. Book this week and take 15%
  // off!"): marketing after STOP, whatever it asks.
  const confirmedIn = stop && confirmed ? stop.words.find((w) => w.end > confirmed.start)?.sentence : undefined;
  const stopOffers = stop?.affirmedWhere(PROMOTIONAL, (m, words) =>
    (confirmedIn !== undefined && words[m.from]!.sentence !== confirmedIn) ||
    words.some((w, i) => w.sentence === words[m.from]!.sentence && REPLY_ASKED.has(w.lemma) &&
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
function leadSharingIn(f: Field): Evidence | undefined {
  const shared = f.affirmedRegex(LEAD_SHARING);
  const next = shared ? wordsWritten(f.words, f.words.findIndex((w) => w.start >= shared.end), 4) : [];
  const directed = next.length > 0 && !CLAUSE_JOINERS.includes(next[0]!.lower) &&
    PERSON_DIRECTS.some((p) => matchAll(next, p).length > 0);
  return (directed ? undefined : shared) ?? f.affirmed(OTHERS_OFFERS);
}

/** The first link of a field that `keep` accepts (given the link and the text before it), as evidence. */
function linkIn(f: Field, keep: (link: string, before: string) => boolean = () => true): Evidence | undefined {
  let from = 0;
  for (const l of links(f.text)) {
    const i = f.text.indexOf(l, from);
    if (i < 0) continue;
    from = i + l.length;
    if (keep(l, f.text.slice(Math.max(0, i - 24), i))) return f.at(i, i + addressLength(l));
  }
  return undefined;
}

/**
 * The first link that can be a written route: not a privacy or terms page by its address or by its label ("Privacy &
 * terms: acme.example/text" is where the policies are, not where anyone signs up).
 */
const routeLinkIn = (f: Field) => linkIn(f, (link, before) => !POLICY_LINK.test(link) && !POLICY_LINK.test(before));

/**
 * A link's length without what closes the sentence around it: trailing punctuation and a closing bracket the
 * link did not open ("(at acme.example/join)." quotes "acme.example/join").
 */
function addressLength(link: string): number {
  let end = link.length;
  for (;;) {
    const last = link[end - 1];
    const unopened = last === ")" && link.slice(0, end).split("(").length <= link.slice(0, end).split(")").length - 1;
    if (end > 1 && (unopened || (last !== undefined && ".,;:!?'\"’”".includes(last)))) end--;
    else return end;
  }
}

/**
 * A campaign's reading: each part is read on first use and kept, so a rule that needs one fact does not
 * pay for the rest, and `--explain` reads them all once.
 */
export class CampaignReadingImpl implements CampaignReading {
  readonly flow?: Field;
  readonly description?: Field;
  readonly confirmation?: Field;
  private cache = new Map<string, unknown>();
  constructor(readonly subject: Subject & { campaign: CampaignSubject }) {
    const c = subject.campaign;
    this.flow = field(c, "message_flow");
    this.description = field(c, "description");
    this.confirmation = field(c, "opt_in_message");
  }

  private once<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  /** The texts that describe the opt-in: the message flow, the description, and the opt-in confirmation. */
  get optInFields(): Field[] {
    return [this.flow, this.description, this.confirmation].filter((f): f is Field => f !== undefined);
  }

  /** The samples as fields (their words read on first use). */
  get sampleFields(): Field[] {
    return this.once("sampleFields", () => (this.subject.campaign.sample_messages ?? []).map((t, i) => new Field(["sample_messages", i], t)));
  }

  get optIn(): OptIn {
    return this.once("optIn", () => readOptIn(this.subject.campaign, this.flow, this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get scope(): ConsentScope {
    return this.once("scope", () => readScope(this.flow, this.description, this.confirmation));
  }

  get provenance(): Provenance {
    return this.once("provenance", () => readProvenance([this.flow, this.description]));
  }

  get atOptIn(): Disclosed {
    return this.once("atOptIn", () => disclosed(this.flow, this.subject, { skipLinks: true }));
  }

  get inConfirmation(): Disclosed {
    return this.once("inConfirmation", () => disclosed(this.confirmation, this.subject, { skipLinks: false }));
  }

  /** What the quoted consent language discloses (the checkbox's or button's own words, with the words described beside it). */
  get inWording(): Disclosed {
    return this.once("inWording", () => {
      const wording = this.optIn.wording;
      if (wording.length === 0 || !this.flow) return {};
      const joined = new Field(["message_flow"], wording.map((w) => w.words).join(" \n "));
      return disclosed(joined, this.subject, { skipLinks: true, label: true });
    });
  }

  /**
   * What kinds of texts each piece of consent language covers (Twilio 30987, 30913): the first promotional noun
   * ("deals", "new listings", "giving appeals") and the first informational one ("pickup reminders", "my repair",
   * "my shifts") no negation covers, in the words of each box, button or sign.
   */
  get consentKinds(): readonly ConsentKinds[] {
    const names = this.subject.brand ? brandNames(this.subject.brand) : [];
    const brandWords = new Set(names.flatMap((n) => (n ? wordsOf(n) : []).map((w) => w.lower)));
    return this.once("consentKinds", () => this.optIn.wording.map((at) => {
      const f = new Field(at.path, at.words);
      const ev = (w: Word | undefined) => (w ? this.flow!.at(at.start + w.start, at.start + w.end) : undefined);
      // (the lite model tags a plural after its modifier as a verb at times: "closure alerts", not "it alerts you")
      // (a plural the tagger calls a verb after a noun, or after a noun and a coordinator, is an item of the list:
      // "reminders + offers", "tips & offers")
      const joined = (i: number) => /^(?:CCONJ|SYM)$/.test(f.words[i - 1]?.pos ?? "") || /^[+&/,]$/.test(f.words[i - 1]?.text ?? "");
      // (but a verb with its object after it is the verb: "the driver offers text updates at the door", "the app alerts
      // you")
      const object = (w: Word | undefined) => w !== undefined && /^(?:DET|NUM|PRON|NOUN|ADJ)$/.test(w.pos);
      const noun = (x: Word, i: number) => x.pos !== "VERB" ||
        (/s$/.test(x.lower) && /^(?:NOUN|PROPN|ADJ)$/.test(f.words[joined(i) ? i - 2 : i - 1]?.pos ?? "") &&
          !/^(?:you|me|us|them|him|her)$/.test(f.words[i + 1]?.lower ?? "") && !object(f.words[i + 1]));
      // (a word of the brand's own name is no kind: "Bench & Bezel Jewelry Repair")
      const named = (x: Word) => brandWords.has(x.lower) && /^[A-Z]/.test(x.text);
      // (a kind before a word for where the sign-up happens names that place: "the booking page", "the order form")
      const setting = (i: number) => isKind(f.words[i + 1], SETTINGS) && /^(?:NOUN|PROPN)$/.test(f.words[i + 1]!.pos);
      const find = (kinds: readonly string[]) => {
        // (a modifier of the other kind's noun is not its own kind: "lesson deals", "sale reminders")
        const other = kinds === PROMOTIONAL_KINDS ? INFORMATIONAL_KINDS : PROMOTIONAL_KINDS;
        // (nor is a noun whose own modifier is of neither kind: "presale codes" are not sign-in codes; but a noun that
        // takes its topic as a modifier keeps its kind: "event news", "pool alerts")
        const modifiedOtherwise = (i: number) => {
          const m = f.words[i - 1];
          if (TOPIC_HEADS.has(f.words[i]!.lemma) && !isKind(m, other)) return false;
          // (deals, coupons, promotions and sales are offers whatever they are of: "energy savings deals", "partner
          // promotions"; only "offer" has another sense by its modifier: "job offers", "shift offers")
          if (kinds === PROMOTIONAL_KINDS && f.words[i]!.lemma !== "offer" && !isKind(m, other)) return false;
          // (an offer of something sold is a promotion, "flower offers", "supply offers"; of work, a place or a time held
          // for the person it is not: "shift offers", "waitlist offers")
          const sold = m !== undefined && !isKind(m, other) && !isKind(m, OFFERED_ASSIGNMENTS);
          if (kinds === PROMOTIONAL_KINDS && sold) return false;
          // (the brand's name as a modifier is written as a name: "Hopscotch offers", not "delivery offers")
          // (an adjective does not change what an offer is: "seasonal promotions", "exclusive deals")
          const modifier = kinds === PROMOTIONAL_KINDS ? /^(?:NOUN|PROPN)$/ : /^(?:NOUN|PROPN|ADJ)$/;
          return m !== undefined && modifier.test(m.pos) && /^[a-z]/i.test(m.text) && !isKind(m, kinds) &&
            !(brandWords.has(m.lower) && /^[A-Z]/.test(m.text)) &&
            !/^(?:my|your|our|their|new|upcoming|any|next|own)$/i.test(m.lower);
        };
        // (news about the person's own matter is not promotional: "news on your repair"; nor is the person's own listing,
        // sale or appeal: "updates on my listing", "my appeal")
        const ofTheirs = (i: number) => (/^(?:on|about|of|regarding|for)$/.test(f.words[i + 1]?.lower ?? "") &&
          PERSONS_OWN.includes(f.words[i + 2]?.lower ?? "")) || ownedPhrase(i);
        // (the owner opens the noun phrase: "my rewards coupon", "your listing")
        const ownedPhrase = (i: number) => {
          let j = i - 1;
          while (j >= i - 3 && /^(?:NOUN|PROPN|ADJ)$/.test(f.words[j]?.pos ?? "") && !PERSONS_OWN.includes(f.words[j]!.lower)) j--;
          return PERSONS_OWN.includes(f.words[j]?.lower ?? "");
        };
        // (a promotional word that modifies a noun of no kind names that noun: "flash flood notices", "special handling
        // questions", "the listing agreement"; but "deal texts", "promo messages" are the kind)
        const modifies = (i: number) => {
          const next = f.words[i + 1];
          return next !== undefined && /^(?:NOUN|PROPN)$/.test(next.pos) && !isKind(next, kinds) &&
            !MESSAGE_WORDS.has(next.lemma) && !MESSAGE_WORDS.has(next.lower) && !PROGRAM_HEADS.has(next.lower);
        };
        const w = f.words.find((x, i) => !x.negated && noun(x, i) && isKind(x, kinds) && !named(x) &&
          !isKind(f.words[i + 1], other) && !setting(i) &&
          !modifiedOtherwise(i) && !(kinds === PROMOTIONAL_KINDS && (ofTheirs(i) || modifies(i))));
        return ev(w);
      };
      const promotional = find(PROMOTIONAL_KINDS);
      // The texts timed to the person's own event ("know when your box ships", "once my order is ready"), where the
      // words name nothing promotional: informational whatever noun carries it.
      const timed = promotional ? undefined : f.words.find((x, i) => /^(?:when|once|whenever)$/.test(x.lower) &&
        !x.negated &&
        f.words.slice(i + 1, i + 3).some((y) => /^(?:your|my|their)$/.test(y.lower)));
      const survey = f.words.find((x) => !x.negated && isKind(x, SURVEY_KINDS));
      // (a thing the brand sells, "ticket alerts for new shows", "tour dates", "lesson openings", is the person's own only
      // where it is theirs: "my lesson", "your tickets")
      const own = f.words.find((x, i) => !x.negated && noun(x, i) && isKind(x, INFORMATIONAL_KINDS) && !named(x) &&
        !ANY_TOPIC.has(x.lemma) && !setting(i) &&
        (!SOLD.has(x.lemma) || f.words.slice(Math.max(0, i - 2), i).some((y) => PERSONS_OWN.includes(y.lower))));
      const informational = find(INFORMATIONAL_KINDS) ?? ev(timed);
      // (words of asking the reading could not classify: "one question after my visit", reading/unclassified.ts)
      const asked = survey ? undefined : unreadIn("survey", f.words);
      const unread = asked ? { survey: this.flow!.at(at.start + asked.start, at.start + asked.end) } : {};
      // (or the texts said to be about the person's own thing: "Text me about my Kettle Peak subscription", "texts
      // regarding your lease")
      const about = f.words.find((x, i) => /^(?:about|regarding|concerning)$/.test(x.lower) && !x.negated &&
        /^(?:my|your|their)$/.test(f.words[i + 1]?.lower ?? "") &&
        f.words.slice(i + 2, i + 6).some((y) => y.pos === "NOUN" && !named(y)));
      const ownMatter = ev(own) ?? ev(timed) ?? ev(about);
      return { at, promotional, informational, survey: ev(survey), ownMatter, unread };
    }));
  }

  get replies(): Replies {
    return this.once("replies", () => readReplies(this.subject));
  }

  get content(): readonly ContentFact[] {
    return this.once("content", () => contentFacts(this.subject.campaign, this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get samples(): readonly SampleReading[] {
    const names = this.subject.brand ? brandNames(this.subject.brand) : [];
    return this.once("samples", () => sampleFacts(this.subject.campaign, shortenerIn, (t) => names.length > 0 && namesAny(withoutLinks(t), names)));
  }

  /**
   * Requests or numbers passed on to partners, contractors or lenders ("we share your request with up to 3 local
   * contractors"), no negation covering it, in what the campaign says it does: its description, then its samples (in the
   * message flow, sharing the opt-in is ConsentScope.thirdParty).
   */
  get leadSharing(): Evidence | undefined {
    return this.once("leadSharing", () => firstOf(...[this.description, ...this.sampleFields].map((f) => () => f && leadSharingIn(f))));
  }

  get linksSent(): readonly LinksSent[] {
    return this.once("linksSent", () => linksSent(this.subject.campaign));
  }

  get useCaseFacts(): UseCaseFacts {
    return this.once("useCaseFacts", () => readUseCase(this.subject, this.subject.brand ? brandNames(this.subject.brand) : []));
  }

  get useCase(): CampaignReading["useCase"] {
    return this.once("useCase", () => this.samples.flatMap((s) => s.signals.map((signal) => ({
      signal, at: { path: s.path, start: 0, end: 0, words: "" },
    }))));
  }
}

/** The texts recipients receive (samples, then replies) that link somewhere, with their links (CampaignReading.linksSent). */
function linksSent(c: CampaignSubject): LinksSent[] {
  return reviewedTexts(c).filter((t) => t.path[0] !== "description" && t.path[0] !== "message_flow").flatMap(({ path, text }) => {
    const f = new Field(path, text);
    let from = 0;
    const found = links(text).map((l) => {
      const i = text.indexOf(l, from);
      if (i >= 0) from = i + l.length;
      return i >= 0 ? f.at(i, i + l.length) : { path, start: 0, end: 0, words: l };
    });
    const shortener = shortenerIn(text);
    if (found.length === 0 && shortener === undefined) return [];
    const insecure = found.find((e) => e.words.toLowerCase().startsWith("http://"));
    return [{
      path, links: found, ...(insecure ? { insecure } : {}), ...(shortener !== undefined ? { shortener } : {}),
    }];
  });
}

/** What one piece of consent language covers, by kind (Twilio 30987, 30913). */
export interface ConsentKinds {
  readonly at: Evidence;
  readonly promotional?: Evidence;
  readonly informational?: Evidence;
  /** Feedback asked of the person (a survey, a poll, a rating). */
  readonly survey?: Evidence;
  /**
   * The first informational kind that names the person's own matter ("reminders", "my order", "closures"), not a kind
   * that carries any topic, promotional or not ("powder alerts", "sale codes", "rush seat updates").
   */
  readonly ownMatter?: Evidence;
  /** Words of the fact the reading could not classify (reading/unclassified.ts): feedback asked (survey). */
  readonly unread: Unread;
}

/** The public URL shortener a text links to (bare "goo.gl/x" too, whose top-level domain LINK does not know). */
export const shortenerIn = (text: string) =>
  links(text).map(hostOf).find((h) => hostIs(h, URL_SHORTENERS)) ?? BARE_SHORTENER.exec(text)?.[1]?.toLowerCase();

const BARE_SHORTENER = new RegExp(`(?<![\\w.-])(${URL_SHORTENERS.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})/`, "i");
