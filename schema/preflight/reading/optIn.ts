import type { CampaignSubject } from "../model";
import { links, hostOf } from "../text";
import {
  KEYWORD_TEXTED, ON_FILE, BOX_TICKED, NUMBER_GIVEN, OPT_IN_METHOD, CONCRETE_PLACE, CONSENT, CONSENT_ACTION,
  CONSENT_CHOICE, REPLIED_YES, PRE_CHECKED, ASKED, POLICY_LINK, ENTERING, ENTERER, ENTERED, PAID_WITH,
  PAID_WITH_KINDS, PAID_WITH_PARTS, WRITTEN_ASKING, SAYING, WRITTEN_SAYERS, WANTING, EVERYONE, POLICY_WORDS,
  SHOWN_WORDS, STARTING, WEB_OPT_IN, SIGN_UP_WORDS, CONSENT_ACTS, SIGNED_IN, TEXTED_TO_NUMBER, ASKS, VERBAL_RECORD,
  VERBAL_SCRIPT, FORM_PARTS, OTHER_ROUTES, WRITTEN_ROUTES, OWN_CHANNEL, OPT_OUT_ELSEWHERE, CONSENT_CONTROL,
  PRINTED_MATTER, OWN_DEVICE, RECEIVED_TEXT, VERBAL, CUSTOMER_FIRST, BRAND_SIDE, BRAND_WRITES_FIRST,
  MESSAGE_WORDS, TEXTING_VERBS, YES_MARKED, SIGN_UP_PAGES, MARKING_VERBS, YES_CONDITIONS, YES_WORDS, AGREEING,
  SPEAKING_VERBS, SPEAKERS,
} from "../vocabulary/callToAction";
import { JOIN_THE_LIST, PICK } from "../vocabulary/consent";
import { PROMOTIONAL_KINDS, PURPOSE_KINDS_ON_THEIR_OWN } from "../vocabulary/purpose";
import { DATE_OF_BIRTH, AGE_YES_NO } from "../vocabulary/content";
import { HELP_CONTACT_WORDS, CONTACT_US_VERBS, HELP_DESK_ADDRESS } from "../vocabulary/disclosures";
import { WHO } from "../vocabulary/texting";
import { THREADS } from "../vocabulary/replies";
import { formWithoutPhone } from "./consent";
import { routeLinkIn, linkIn, firstOf, spanIn, wordAt, contactsIn } from "./evidence";
import { Field } from "./field";
import type { OptIn, Evidence } from "./model";
import { type Match, matchAll } from "./phrase";
import { disclosesAllButStop, wordingOf } from "./wording";
import { notOwnAct } from "./scope";
import { unreadIn } from "./unclassified";
import { type Word, quotes, quotedIn, isKind, sameSentence, sentenceWords, wordsAfter, wordsBefore } from "./words";
import { sentences } from "./sentences";

/*
 * How recipients opt in (`readOptIn`): the method (a keyword texted, a box ticked, a number given, a form, a spoken
 * yes), the place and who asks, the words quoted for it, an age check, the opt-in record, and a conversation the
 * customer starts (CTIA 5.1.2).
 */

export function readOptIn(c: CampaignSubject, flow: Field | undefined,
  names: readonly (string | null | undefined)[]): OptIn {
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
  const customerInitiated = customerFirst(flow) ?? questionInvited(flow);
  const act = flow.affirmedWhere(CONSENT_ACTS, (m, words) => !presumed(m, words));
  const { wording, introduced: wordingIntroduced } = wordingOf(flow);
  // (the area the person signed in to is where the flow puts the opt-in, not a word of the consent language: "texts
  // about prescriptions on my profile")
  // (nor a record kept with the account, "consent is on file with the account": no place the person acts)
  const signedIn = flow.affirmedWhere(SIGNED_IN, (m, words) => !wording.some((e) => e.start <= m.start &&
    m.start < e.end) &&
    !words.slice(m.from, m.to).some((w) => ON_FILE.includes(w.lower)));
  // (the link to the policies stands for the place only beside a means of opting in, a box, a number given, a form, a
  // sign-up: "Families opt in to texts from Lantern House … lanternhouse.example/privacy" names consent and no means)
  const CONSENT_ONLY = /^(?:opt|opts|opted|opting|optin|consent|request|requests|requested)$/;
  // (texting is the person's means where it goes to the brand or sends a keyword, "by texting us", "texting JOIN"; not
  // the brand's own texting, "texting only while we coordinate with them")
  const brandsTexting = (m: Match, words: readonly Word[]) => words[m.from]!.lower === "texting" &&
    words[m.from - 1]?.lower !== "by" && !/^(?:us|in|to|back|[A-Z0-9]{2,})$/.test(words[m.from + 1]?.text ?? "");
  const means = () => flow.leftmost(BOX_TICKED) ?? flow.leftmost(NUMBER_GIVEN) ?? keyword ??
    flow.affirmedWhere(OPT_IN_METHOD, (m, words) => !CONSENT_ONLY.test(words[m.from]!.lower) && !brandsTexting(m,
      words));
  const place = firstOf(
    () => addressAt, () => keyword, () => flow.leftmost(CONCRETE_PLACE), () => customerInitiated, () => signedIn,
    () => flow.affirmed(TEXTED_TO_NUMBER), () => (means() ? policyAt : undefined),
  );
  const consent = firstOf(
    () => flow.leftmost(CONSENT), () => flow.leftmost(CONSENT_ACTION), () => flow.leftmost(CONSENT_CHOICE),
    () => flow.leftmost(BOX_TICKED),
    () => flow.leftmost(REPLIED_YES), () => keyword, () => act, () => customerInitiated,
    // The words of a box, switch or button quoted: the person acts on them (unless it is ticked for them; another
    // channel's option put in, "\"Email only\" selected by default", leaves the text one theirs, as consent-pre-checked
    // reads it).
    () => (flow.affirmedWhere(PRE_CHECKED, notOwnAct) ? undefined : wording[0]),
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
    // (or the yes marked by staff: "marks yes only if the caller says yes", "tick it only on a yes")
    verbalRecord: verbal ? flow.first(VERBAL_RECORD) ?? flow.first(YES_MARKED) ?? markedOnYes(flow) : undefined,
    verbalScript: verbal
      ? flow.first(VERBAL_SCRIPT) ?? (wording.length > 0 ? sameWordsSpoken(flow) : undefined) ?? questionQuoted(flow)
      : undefined,
    quotesWords: quotes(flow.words),
    verbalClaimedOnly: !!verbal && /^(?:verbal|verbally|orally)$/i.test(verbal.words.trim()) && !flow.first(ASKS),
    selfEntered: verbal ? selfEntered(flow, verbal) : undefined,
    web: webOptIn(flow),
    signedIn,
    webAddress: address,
    formDescribed: flow.first(FORM_PARTS),
    otherRoute: firstOf(() => verbal, () => keyword, () => flow.affirmed(OTHER_ROUTES)),
    // (not the screen staff type the number into, "the canvasser types the number into the app"; a yes the person texts
    // back is written, "which texts them \"Reply Y to confirm\"")
    written: firstOf(() => routeLinkIn(flow), () => keyword,
      () => flow.affirmedWhere(WRITTEN_ROUTES, (m, words) => !enteredByStaff(words, m.from)),
      () => flow.first(REPLIED_YES)),
    // (a web form's: a record in the brand's own system, "ticks the field in our dealer system, which stamps the date,
    // time and advisor name", is no form the person fills in)
    // (a page named by its signing up is the web form's: "the plan signup page (it asks for name, address and email)")
    formWithoutPhone: flow.leftmost(NUMBER_GIVEN) || !(webOptIn(flow) || address || signUpPage(flow.words))
      ? undefined : spanIn(flow, formWithoutPhone),
    keywordsAdvertised: keywordsAdvertised(c, flow.text),
    wording: wording.map((e) => ({ ...e, spokenScript: spokenScript(flow, verbal, e), textReceived: textReceived(flow,
      e), disclosesAllButStop: disclosesAllButStop(e.words) })),
    wordingIntroduced,
    ownChannel: flow.affirmed(OWN_CHANNEL),
    ownAddress: ownAddress(flow, names),
    policiesWithheld: policiesWithheld(flow),
    // (by its address or the label just before it: "Privacy policy: https://acme.example/legal")
    privacyLink: linkIn(flow, (link, before) => /privacy/i.test(link) || /privacy/i.test(before)),
    optOutElsewhere: flow.affirmed(OPT_OUT_ELSEWHERE),
    // (not a thing of the person's own: "Problem with your box?", "my boxes" are what was delivered, not a box to tick)
    // (nor a compound's last part, "the in-box recipe card"; a "check-box" is one)
    control: flow.affirmedWhere(CONSENT_CONTROL, (m, words) => !/^(?:your|my|their|his|her)$/.test(words[m.from - 1]?.lower ?? "") &&
      !(words[m.from - 1]?.text === "-" && words[m.from - 1]!.end === words[m.from]!.start &&
        words[m.from - 2]?.end === words[m.from - 1]!.start && !/^(?:check|tick)$/.test(words[m.from - 2]!.lower))),
    boxDrawn: boxDrawn(flow),
    checkout: checkout(flow),
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
/**
 * The spoken yes marked where it is kept (OptIn.verbalRecord): in a sentence with the yes as its condition ("if they say
 * yes", "once the customer says OK", "when they agree"), a verb of marking or writing down outside that condition, before
 * or after it, whoever does it ("If they say yes I tick \"texts OK\" in their card", "switches it on only if the
 * customer says yes", "write Y next to the number only if they say yes"). Not a marking the sentence denies.
 */
function markedOnYes(flow: Field): Evidence | undefined {
  for (const s of sentences(flow.words)) {
    for (let k = 0; k < s.length; k++) {
      if (!YES_CONDITIONS.has(s[k]!.lower)) continue;
      // (the yes in the condition's own clause: its verb of saying with the yes after it, or a verb of agreeing)
      const cond = s.slice(k + 1, k + 7);
      const said = cond.findIndex((w, j) => !w.negated && !cond.slice(0, j).some((x) => /^[,;:.]$/.test(x.text)) &&
        ((w.lemma === "say" && cond.slice(j + 1, j + 3).some((x) => YES_WORDS.has(x.lower))) ||
          (AGREEING.has(w.lemma) && w.pos === "VERB")));
      if (said < 0) continue;
      const yes = cond[said]!.lemma === "say" ? cond.slice(said + 1, said + 3).findIndex((x) => YES_WORDS.has(x.lower)) + 1 : 0;
      const end = k + 1 + said + yes;
      // (a verb, or the tagger's noun for one before its object: "the canvasser types the number"; "turn" with "on")
      const marks = (w: Word, i: number) => (i < k || i > end) && MARKING_VERBS.has(w.lemma) && !w.negated &&
        (w.pos === "VERB" || (w.pos === "NOUN" && /^(?:DET|PRON)$/.test(s[i + 1]?.pos ?? "") && s[i - 1]?.pos === "NOUN")) &&
        (w.lemma !== "turn" || s.slice(i + 1, i + 6).some((x) => x.lower === "on")) &&
        !/^(?:if|whether)$/.test(s[i + 1]?.lower ?? "");
      // (the brand's marking, not the person's own act in a route of theirs: "Members switch it on online, or tellers
      // enroll them once they say sure"; in the condition's clause, no semicolon between)
      const staffs = (i: number) => {
        let b = i - 1;
        while (b >= 0 && /^(?:ADV|AUX|PART)$/.test(s[b]!.pos)) b--;
        const between = i < k ? s.slice(i + 1, k) : s.slice(end + 1, i);
        return !WHO.includes(s[b]?.lower ?? "") && !between.some((w) => /^[;:]$/.test(w.text));
      };
      const at = s.findIndex((w, i) => marks(w, i) && staffs(i));
      if (at >= 0) return flow.at(s[Math.min(at, k)]!.start, s[Math.max(at, end)]!.end);
    }
  }
  return undefined;
}
/**
 * The words the flow quotes said aloud as well (OptIn.verbalScript): a verb of putting words to the person ("asks",
 * "reads", "says") governing "the same" or "that same" ("walk-ins get asked the same thing out loud", "the dispatcher
 * reads that same sentence"): the script is the quote.
 */
function sameWordsSpoken(flow: Field): Evidence | undefined {
  for (const s of sentences(flow.words)) {
    for (let i = 0; i < s.length; i++) {
      const v = s[i]!;
      if (!SPEAKING_VERBS.has(v.lemma) || v.pos !== "VERB" || v.negated) continue;
      // (its object: a determiner or "that", then "same", with nothing else between)
      const same = s.slice(i + 1, i + 4).findIndex((w, j, ws) => w.lower === "same" &&
        ws.slice(0, j).every((x) => /^(?:the|that|this|those|these|exact|very)$/.test(x.lower)) && j > 0);
      if (same >= 0) return flow.at(v.start, s[i + 2 + same]?.end ?? s[i + 1 + same]!.end);
    }
  }
  return undefined;
}
/**
 * The question itself quoted where the brand's people ask it aloud, with what they do hung on its answer in the same
 * sentence (OptIn.verbalScript): "at the window we ask \"text or email?\" and type in the number only if they say text",
 * "the clerk asks \"Want the pickup texts?\" and adds them once they agree". The quote is what is said, the script Twilio
 * 30979 asks for, however short; not a sign's or a page's saying (askedAloud), and not a question whose answer nothing
 * waits on ("staff ask \"Want visit texts?\" and the receptionist types their number in": nothing of the yes is kept).
 */
function questionQuoted(flow: Field): Evidence | undefined {
  const q = quotedIn(flow.text, flow.words).find((x) => {
    const e = flow.at(x.start, x.start + x.text.length);
    if (!askedAloud(flow, e)) return false;
    // (up to the clause's end: the question's own mark may end a sentence for the tagger, "… email?\" and type …")
    const rest = flow.words.slice(wordAt(flow, e.end - 1) + 1, wordAt(flow, e.end - 1) + 16);
    const stop = rest.findIndex((w) => /^[.;!]$/.test(w.text));
    const after = stop < 0 ? rest : rest.slice(0, stop);
    return after.some((w, k) => YES_CONDITIONS.has(w.lower) && !w.negated && after.slice(k + 1, k + 5)
      .some((v) => v.lemma === "say" || v.lemma === "answer" || AGREEING.has(v.lemma)));
  });
  return q ? flow.at(q.start, q.start + q.text.length) : undefined;
}
/**
 * Whether the place at `i` is where someone other than the person enters what they said ("the canvasser types the number
 * into the app", "staff key it in on the tablet"): a preposition of place just before it (past its determiner and
 * modifiers), after a verb of entering or marking in its clause whose subject is not the person texted.
 */
function enteredByStaff(words: readonly Word[], i: number): boolean {
  let p = i - 1;
  while (p >= 0 && /^(?:DET|ADJ|NOUN|PROPN|PRON)$/.test(words[p]!.pos) && i - p < 4) p--;
  if (!/^(?:into|onto|in|on)$/.test(words[p]?.lower ?? "")) return false;
  for (let k = p - 1; k >= Math.max(0, p - 6); k--) {
    const v = words[k]!;
    if (v.sentence !== words[i]!.sentence || /^[,;:.]$/.test(v.text)) return false;
    const verb = v.pos === "VERB" || (v.pos === "NOUN" && /^(?:DET|PRON)$/.test(words[k + 1]?.pos ?? ""));
    if (!verb || !(MARKING_VERBS.has(v.lemma) || ENTERING.includes(v.lemma)) || v.negated) continue;
    let b = k - 1;
    while (b >= 0 && /^(?:ADV|AUX|PART)$/.test(words[b]!.pos)) b--;
    const subject = words[b];
    // (whatever the tagger makes of the word before: "the crew lead types the number")
    return subject !== undefined && subject.sentence === v.sentence && !/^[,;:.]$/.test(subject.text) &&
      !WHO.includes(subject.lower) && !ENTERER.includes(subject.lower);
  }
  return false;
}
/**
 * Whether quoted words follow the spoken opt-in in its own sentence, or are the question someone of the brand's asks or
 * says aloud just before them (Wording.spokenScript): "I ask: \"Want me to text you …\"", "the clerk says to each guest:
 * \"…\"". Not a written thing's saying ("the sign says: \"…\"").
 */
function spokenScript(flow: Field, asked: Evidence | undefined, e: Evidence): boolean {
  if (!asked) return false;
  if (askedAloud(flow, e)) return true;
  if (e.start < asked.end) return false;
  const last = flow.words[wordAt(flow, asked.end - 1)];
  const first = flow.words[wordAt(flow, e.start)];
  return last !== undefined && first !== undefined && last.sentence === first.sentence;
}
/** How many words before a quote the verb that says it aloud may stand. */
const ASKED_REACH = 8;
/**
 * Whether the quote is said aloud by its speaker just before it: in its sentence, a verb of asking or saying, then no
 * sentence break, whose subject (past adverbs and auxiliaries) is "I", "we", "he" or "she", or one of the brand's people
 * who speak with customers.
 */
function askedAloud(flow: Field, e: Evidence): boolean {
  const words = flow.words;
  const i = wordAt(flow, e.start);
  const sentence = words[i]?.sentence;
  for (let k = i - 1; k >= Math.max(0, i - ASKED_REACH); k--) {
    const v = words[k]!;
    if (v.sentence !== sentence || /^[.;!?]$/.test(v.text)) return false;
    if (!(v.lemma === "ask" || SAYING.includes(v.lemma)) || v.pos !== "VERB" || v.negated) continue;
    let b = k - 1;
    while (b >= 0 && /^(?:ADV|AUX|PART)$/.test(words[b]!.pos)) b--;
    // (the head of the subject before a phrase that places it: "the sign at the desk says" is the sign's saying)
    let np = b;
    while (np > 0 && /^(?:DET|ADJ|NOUN|PROPN)$/.test(words[np - 1]!.pos) && words[np - 1]!.sentence === sentence) np--;
    if (words[np - 1]?.pos === "ADP" && words[np - 2]?.sentence === sentence && /^(?:NOUN|PROPN)$/.test(words[np - 2]!.pos)) {
      b = np - 2;
    }
    const subject = words[b];
    return subject !== undefined && subject.sentence === sentence &&
      (/^(?:i|we|he|she)$/.test(subject.lower) || SPEAKERS.includes(subject.lower));
  }
  return false;
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
/**
 * Whether a verb's subject is a written thing (WRITTEN_SAYERS): the noun just before it, or past "and" the subject of the
 * verb it is joined to, the sentence's first nouns ("The first reply names the library and mentions …"; not "the cashier
 * rings the order up and mentions our texts").
 */
function writtenSubject(words: readonly Word[], at: number): boolean {
  const said = (w: Word | undefined) => w !== undefined && (WRITTEN_SAYERS.has(w.lemma) || WRITTEN_SAYERS.has(w.lower));
  let k = at - 1;
  while (k >= 0 && /^(?:ADV|AUX|PART)$/.test(words[k]!.pos)) k--;
  if (k < 0 || !sameSentence(words[k], words[at])) return false;
  if (words[k]!.lower !== "and") return said(words[k]);
  // (the sentence's first nouns, whatever the tagger makes of the verb after them: "reply names")
  const sentence = wordsBefore(words, at, Infinity);
  const first = sentence.findIndex((w) => w.pos === "NOUN");
  const end = sentence.findIndex((w, i) => i > first && w.pos !== "NOUN");
  return first >= 0 && sentence.slice(first, end < 0 ? sentence.length : end).some(said);
}
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
    // (a written thing mentioning the texts: "the first reply names the library and mentions msg & data rates")
    if (words[m.from]!.lemma === "mention") return writtenSubject(words, m.from);
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
  const before = wordsBefore(words, m.from, 5);
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
    (SHOWN_WORDS.includes(w.lower) && sentenceWords(words, w).some((x) => POLICY_WORDS.includes(x.lower)))));
  if (!hit) return undefined;
  const inSentence = sentenceWords(words, hit);
  return flow.at(inSentence[0]!.start, inSentence[inSentence.length - 1]!.end);
}
/** A box drawn as the form shows it: "[" then "]" (OptIn.boxDrawn). */
function boxDrawn(flow: Field): Evidence | undefined {
  const i = flow.words.findIndex((w, k, ws) => w.text === "[" && ws[k + 1]?.text === "]");
  return i < 0 ? undefined : flow.at(flow.words[i]!.start, flow.words[i + 1]!.end);
}
/** The checkout named as a place, as one word or three ("checkout", "check-out"; not the verb "check out"). */
function checkout(flow: Field): Evidence | undefined {
  const ws = flow.words;
  const i = ws.findIndex((w, k) => (/^check-?out$/.test(w.lower) && w.pos === "NOUN") ||
    (w.lower === "check" && ws[k + 1]?.text === "-" && ws[k + 2]?.lower === "out"));
  if (i < 0) return undefined;
  const last = ws[i]!.lower === "check" ? ws[i + 2]! : ws[i]!;
  return flow.at(ws[i]!.start, last.end);
}
const HELP_CONTACT = new Set(HELP_CONTACT_WORDS);
/**
 * Whether word `i` of a sentence names where something is, the object of a preposition of place with its determiner,
 * back over its modifiers: "posted on the admissions desk", "cards at the front desk", "by the service window".
 */
function placeNamed(sentence: readonly Word[], i: number): boolean {
  // (the phrase's head: a word that modifies a noun names that noun's use, "at the help desk" still offers help)
  if (/^(?:NOUN|PROPN)$/.test(sentence[i + 1]?.pos ?? "")) return false;
  const modifiers = wordsBefore(sentence, i, 4, (w) => !/^(?:NOUN|PROPN|ADJ)$/.test(w.pos));
  const k = i - modifiers.length - 1;
  return /^(?:the|a|an|our|your|their|its|each|every)$/.test(sentence[k]?.lower ?? "") &&
    /^(?:on|at|in|by|behind|near|beside|inside)$/.test(sentence[k - 1]?.lower ?? "");
}
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
    const sentence = sentenceWords(flow.words, w);
    const us = (i: number) => sentence[i + 1]?.lower === "us" || (sentence[i + 1]?.lower === "to" && sentence[i + 2]?.lower === "us");
    // (a verb of helping that governs another act helps with that act, no support offered: "Help pick our class times!",
    // "help us choose the menu"; "we're happy to help: 555-0100" offers it)
    const helpsDo = (i: number) => sentence[i]!.pos === "VERB" &&
      (sentence[i + 1]?.pos === "VERB" || (/^(?:us|me|them)$/.test(sentence[i + 1]?.lower ?? "") && sentence[i + 2]?.pos === "VERB"));
    const offered = sentence.some((x, i) => !x.negated &&
      ((HELP_CONTACT.has(x.lemma) && !helpsDo(i) && !placeNamed(sentence, i)) ||
        (CONTACT_US_VERBS.includes(x.lemma) && us(i))));
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
    // (people texted as the object are texted by the brand, whoever stands before: "we look up past clients and text
    // them first")
    const span = words.slice(x.from, x.to);
    const texted = (w: Word, k: number) => /^(?:them|him|her)$/.test(w.lower) && k > 0 &&
      TEXTING_VERBS.includes(span[k - 1]!.lemma);
    if (span.some(texted)) return false;
    // (nor a channel picked as an option by its name: "If you pick Text, the line under it says …")
    const picked = (w: Word, k: number) => /^(?:text|sms)$/.test(w.lower) && PICK.has(words[x.from + k - 1]?.lemma ?? "");
    if (span.some(picked)) return false;
    // (the one who texts when the conversation starts is not the brand: "the chat starts when we text the reminder")
    if (THREADS.includes(words[x.from]!.lemma)) {
      return !words.slice(x.from, x.to).some((w) => BRAND_SIDE.includes(w.lower));
    }
    if (!STARTING.includes(words[x.from]!.lemma)) return true;
    // (the subject just before the verb, past an adverb: "customer care always starts …")
    let k = x.from - 1;
    while (k >= 0 && words[k]!.pos === "ADV" && sameSentence(words[k], words[x.from])) k--;
    const subject = words[k];
    return !(subject && sameSentence(subject, words[x.from]) && BRAND_SIDE.includes(subject.lower));
  });
}
/**
 * An invitation to text the brand's own line with whatever the person brings (CTIA 5.1.1: the customer starts the
 * conversation): a texting verb opening its sentence, whom it goes to the brand's side ("us", "the front desk", "the
 * BrightNote office", the brand by its name), then the number ("at 518-…", "on (831) …", "The shop window says \"Text the
 * shop: (503) 555-0131\""). Either after a question the person brings ("Questions on this car? Text Route 9 Auto at …",
 * "Running late? Send us a text at …") or as the sentence's whole invitation. Not a program offered ("Want our deals?
 * Text us at …", "Text us at … for weekly specials", "Want text alerts?"), nor a keyword to text ("Text JOIN to …"),
 * nor an invitation to join or sign up.
 */
const PURPOSE_ON_ITS_OWN: ReadonlySet<string> = new Set(PURPOSE_KINDS_ON_THEIR_OWN);
function questionInvited(flow: Field): Evidence | undefined {
  const words = flow.words;
  const promotional = (w: Word) => PROMOTIONAL_KINDS.includes(w.lemma) || PROMOTIONAL_KINDS.includes(w.lower.replace(/s$/, ""));
  const kindOfTexts = (w: Word) => MESSAGE_WORDS.has(w.lemma) || MESSAGE_WORDS.has(w.lower) || promotional(w);
  const namesPurpose = (w: Word) =>
    PURPOSE_ON_ITS_OWN.has(w.lemma) || PURPOSE_ON_ITS_OWN.has(w.lower.replace(/s$/, "")) || promotional(w);
  const joins = (k: number) => JOIN_THE_LIST.has(words[k]!.lemma) ||
    (words[k]!.lemma === "sign" && /^(?:up|me)$/.test(words[k + 1]?.lower ?? "")) ||
    (words[k]!.lemma === "opt" && words[k + 1]?.lower === "in");
  const quoteMark = (k: number) => /^["“'‘]$/.test(words[k]!.text);
  // The words of a sentence near word k, as indexes (at most NEAR on each side: a text of one endless sentence stays
  // linear; an invitation and its number sit within a few words).
  const NEAR = 40;
  const sentenceNear = (k: number) => {
    const from = k - wordsBefore(words, k, NEAR).length;
    const to = k + wordsAfter(words, k, NEAR).length;
    return { from, to };
  };
  const joined = (r: { from: number; to: number } | undefined) => {
    for (let k = r?.from ?? 0; r && k <= r.to; k++) if (joins(k)) return true;
    return false;
  };
  let brandWritesFirst: boolean | undefined;
  for (let i = 0; i < words.length; i++) {
    const invite = words[i]!;
    if (invite.negated || !TEXTING_VERBS.includes(invite.lemma)) continue;
    // (the verb opens its sentence, past an opening quote mark: the imperative, not "we text the customer at …")
    // or a quotation's first word, the words of a sign or a page: 'the decal says "Text the shop: (503) 555-0131"')
    const quoted = /^["“]$/.test(words[i - 1]?.text ?? "");
    let before = i - 1;
    while (before >= 0 && sameSentence(words[before], invite) && quoteMark(before)) before--;
    if (!quoted && before >= 0 && sameSentence(words[before], invite)) continue;
    const mark = quoted || before < 0 ? undefined : words[before]!;
    const question = mark?.text === "?";
    const asked = question ? sentenceNear(before) : undefined;
    const askedWords = asked ? words.slice(asked.from, asked.to + 1).filter((w) => w.text !== "\"" && w.text !== "“") : [];
    const said = sentenceNear(i);
    if (question && askedWords.length < 2) continue;
    if (askedWords.some(kindOfTexts)) continue;
    if (joined(asked) || joined(said)) continue;
    // (whom the text goes to: the brand by its name, "us", its desk; not a keyword, "Text JOIN", "Text \"DEALS\"")
    const after = words.slice(i + 1, said.to + 1);
    const object = after.find((w) => !/^["“”']$/.test(w.text));
    if (!object || (/^[A-Z0-9]{2,}$/.test(object.text) && /[A-Z]/.test(object.text))) continue;
    // (at the number given: "at 518-555-0147", "on (831) 555-0177", "Text the shop: (503) 555-0131")
    const digitsAfter = (k: number) => {
      let n = k + 1;
      while (n < after.length && n - k <= 2 && /^[(+]$/.test(after[n]!.text)) n++;
      return /\d/.test(after[n]?.text ?? "");
    };
    const at = after.findIndex((w, k) => k <= 10 && /^(?:at|on|to|:)$/.test(w.lower) && digitsAfter(k));
    if (at < 0) continue;
    // Without a question, the invitation is the sentence's whole matter: the brand's side addressed ("us", "the
    // office", a name), and nothing the texts would be about after the number ("… for weekly specials").
    // (nor in a flow where the brand's side also writes first: "we also text reviewers first to follow up")
    if (!question) {
      brandWritesFirst ??= flow.affirmed(BRAND_WRITES_FIRST) !== undefined;
      if (brandWritesFirst) return undefined;
      const brandSide = object.lower === "us" || /^(?:the|our)$/.test(object.lower) || /^[A-Z]/.test(object.text);
      if (!brandSide || after.some(namesPurpose)) continue;
    }
    return flow.at((askedWords[0] ?? invite).start, after[at + 1]!.end);
  }
  return undefined;
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
/** A page named by signing up, its modifier one word or a hyphenated compound: "signup page", "sign-up page", "opt-in page". */
function signUpPage(words: readonly Word[]): boolean {
  return words.some((w, i) => {
    if (w.lemma !== "page" || w.pos !== "NOUN" || i === 0) return false;
    const prev = words[i - 1]!;
    const hyphened = words[i - 2]?.text === "-" && words[i - 3] !== undefined && words[i - 3]!.end === words[i - 2]!.start &&
      words[i - 2]!.end === prev.start;
    return SIGN_UP_PAGES.includes(hyphened ? words[i - 3]!.lower + prev.lower : prev.lower);
  });
}
const KEYWORDS_TEXTED = new RegExp(KEYWORD_TEXTED.source, "g");
const TO_NUMBER = /^\s*(?:[(+]?\d|(?:our|the|this|that|a|your)\s+(?:[\w-]+\s+){0,2}?(?:number|short\s*code|line))/i;
/** Keywords the flow advertises ("text ORDERS to 55123", a sign's "Text TUNEUP for yearly reminders"). */
function keywordsAdvertised(c: CampaignSubject, flow: string): string[] {
  const advertisedHere = (m: RegExpExecArray) => /\sfor$/.test(m[0])
    ? !/^["'“‘]?(?:YES|NO)(?![A-Z0-9])/.test(m[1]!)
    : TO_NUMBER.test(flow.slice(m.index + m[0].length));
  const declared = new Set((c.opt_in_keywords ?? []).map((k) => k.toUpperCase()));
  const advertised = [...flow.matchAll(KEYWORDS_TEXTED)]
    .filter(advertisedHere)
    .flatMap((m) => m[1]!.match(/[A-Z][A-Z0-9]*/g) ?? []);
  return [...new Set(advertised.filter((k) => !declared.has(k)))];
}
