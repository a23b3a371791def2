import {
  CONSENT_CONDITION, PRE_CHECKED, TICKED_FOR_THEM, VERBAL, ASKED, REPLIED_YES, YES_MARKED, THIRD_PARTY, TEXT_OPTION,
  PHONE_PARTS, ABOUT_CONSENT, OWN_BOX, BOX_KINDS, LAYOUT,
  BOX_WORDS, SENDING_VERBS, CHANNELS_ASKED,
} from "../vocabulary/callToAction";
import {
  holdsBackTheSignUp, requiredFor, refusalBlocks, agreedByDoing, textsComeWith, everyoneMustGiveNumber, purposeThenJoin,
  consentPresumed, cannotSkip,
} from "./conditions";
import {
  onByDefault, consentInTerms, oneActForTermsAndTexts, termsAcceptedWithTexts, everyoneSigns, sendsOffers,
  alsoSentOffers, textedRegardless,
} from "./consent";
import { frequencyIn, ratesAll } from "./disclosures";
import { firstOf, spanIn, linkSpans, inRates } from "./evidence";
import { Field } from "./field";
import type { ConsentScope, Evidence } from "./model";
import { type Phrase, type Match, matchAll } from "./phrase";
import { addedWithoutAsking, noConsentOfItsOwn, handedOn } from "./provenance";
import { LABEL_NEAR } from "./provenance";
import type { Span } from "./sentences";
import {
  COMMUNICATIONS, GENERAL_MESSAGES, BUNDLED_CHANNELS, INSTEAD, TEXT_AS_WORDING, COVERING, TICKING, ANOTHER_BOX,
} from "../vocabulary/consent";
import { CLAUSE_COORDINATORS } from "../vocabulary/grammar";
import { PROMOTIONAL_KINDS, INFORMATIONAL_KINDS } from "../vocabulary/purpose";
import { TEXT_CHANNEL } from "../vocabulary/texting";
import { wordingOf } from "./wording";
import { type Word, inCompound, quotedIn, sameSentence, sentenceWords, wordsBefore, wordsOf } from "./words";

/*
 * What the consent covers (`readScope`): other channels bundled with texts in one act (Twilio 30556), consent to
 * "communications" rather than to text messages (Twilio 30551), and what one consent is also said to cover.
 */

/** A yes of the person's own in the flow: said, asked for and answered, replied or marked on their word. */
const PERSONS_YES = [...VERBAL, ...ASKED, ...REPLIED_YES, ...YES_MARKED];

export function readScope(
  flow?: Field, description?: Field, confirmation?: Field, samples: readonly Field[] = [],
): ConsentScope {
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
      (flow && !flow.affirmed(PERSONS_YES) ? flow.affirmedWhere(TICKED_FOR_THEM, notOwnAct) : undefined) ??
      (flow
        ? spanIn(flow, onByDefault) ?? spanIn(flow, addedWithoutAsking) ?? spanIn(flow, textedRegardless)
        : undefined),
    condition: stated ?? readIn(requiredFor) ?? readIn(refusalBlocks) ?? readIn(agreedByDoing) ??
      readIn(textsComeWith) ?? readIn(everyoneMustGiveNumber) ?? readIn(purposeThenJoin) ??
      readIn(consentPresumed) ?? readIn(cannotSkip) ??
      readIn(consentInTerms) ?? readIn(oneActForTermsAndTexts) ?? readIn(termsAcceptedWithTexts) ??
      readIn(everyoneSigns) ??
      (flow ? spanIn(flow, noConsentOfItsOwn) : undefined),
    // (or a sample telling the person their details went to another party: "I've sent your name and number to StormPro
    // Restoration, one of our referral partners")
    thirdParty: affirmedIn(THIRD_PARTY) ?? readIn(handedOn) ??
      firstOf(...samples.map((f) => () => spanIn(f, handedOn))),
    bundled: flow ? bundled(flow) : undefined,
    communications: flow ? communications(flow) : undefined,
    offersSent: flow ? spanIn(flow, (words) => sendsOffers(words, PROMOTIONAL_KINDS)) : undefined,
    alsoOffered: flow
      ? spanIn(flow, (words) => alsoSentOffers(words, PROMOTIONAL_KINDS, INFORMATIONAL_KINDS)) : undefined,
  };
}
/**
 * "Already ticked" as a state, not the person's own act done before: "customers who already ticked the box", "guests
 * who already checked in" (a subject pronoun before, or an object or particle after); nor another channel's option put
 * in ("\"Email only\" selected by default"). The opt-in's consent (optIn.ts) reads the same.
 */
export const notOwnAct = (m: Match, words: readonly Word[]) => !otherChannelSelected(m, words) &&
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
    // (an option's name in quotes is the subject still: "a radio choice with \"Email only\" selected by default")
    if (/^["“”]$/.test(w.text) && sameSentence(w, words[m.from])) continue;
    const ends = /^[.;:,!?()]$/.test(w.text) || CLAUSE_COORDINATORS.has(w.lower);
    if (!sameSentence(w, words[m.from]) || ends) break;
    subject.push(w);
  }
  const channel = (ws: readonly Word[]) => ws.filter((w) => BUNDLED_CHANNELS.includes(w.lower) ||
    BUNDLED_CHANNELS.includes(w.lemma));
  const texts = (ws: readonly Word[]) => ws.some((w) => TEXT_CHANNEL.includes(w.lower) ||
    TEXT_CHANNEL.includes(w.lemma) ||
    TEXT_OPTION.includes(w.lower));
  return channel(subject).length > 0 && !texts(subject) && !texts(words.slice(m.from, m.to));
}
/**
 * Controls counted, more than one, in a sentence: a number, then up to two words that say what they are like, then the
 * plural of a control ("three toggles", "two unchecked boxes", "3 separate switches"). Each channel the sentence lists is
 * then one control's, not one consent for all (Twilio 30556 is one box for several).
 */
function controlsCounted(span: readonly Word[]): boolean {
  return span.some((w, k) => {
    if (!BOX_KINDS.includes(w.lemma) || w.lower === w.lemma) return false;
    let n = k - 1;
    // (what they are like: an adjective or a participle, "unchecked", "blank", "unticked")
    while (n >= k - 2 && n >= 0 && (span[n]!.pos === "ADJ" || (span[n]!.pos === "VERB" && /ed$/.test(span[n]!.lower)))) n--;
    const count = span[n];
    return count !== undefined && count.pos === "NUM" && !/^(?:1|one)$/i.test(count.text);
  });
}
/**
 * The sentences about the consent (bundled): those with a word about consenting, those with a box drawn as "[ ]"
 * ("\"[ ] OK to email me the newsletter and text me …\""), and the sentences of a quote opened in one of them (the
 * box's words go on past a "yes!!" that ends a sentence).
 */
function sentencesAboutConsent(words: readonly Word[]): Set<number> {
  const sentences = new Set<number>();
  for (const w of words) if (ABOUT_CONSENT.includes(w.lemma)) sentences.add(w.sentence);
  words.forEach((w, i) => {
    if (w.text === "[" && words[i + 1]?.text === "]") sentences.add(w.sentence);
  });
  let open = false;
  for (const w of words) {
    if (/^["“”]$/.test(w.text)) open = !open && sentences.has(w.sentence);
    else if (open) sentences.add(w.sentence);
  }
  return sentences;
}
/** The indexes of the words inside parentheses, an aside ("Email, call (automated) and text me …"). */
function asides(words: readonly Word[]): Set<number> {
  const aside = new Set<number>();
  for (let k = 0, depth = 0; k < words.length; k++) {
    if (words[k]!.text === "(") depth++;
    if (depth > 0) aside.add(k);
    if (words[k]!.text === ")") depth = Math.max(0, depth - 1);
  }
  return aside;
}
/**
 * One consent for texts and other channels (Twilio 30556): in a sentence about a box, a button or the
 * consent, texts listed together with e-mail or calls ("emails, phone calls and texts", "text and email
 * offers"); "call us" or a separate box for e-mail is not that.
 */
function bundled(flow: Field): Evidence | undefined {
  const words = flow.words;
  // (nor a word inside a compound: "will-call and backorder texts" names no calls; "e-mail" is a channel of its own)
  const isText = (w: Word, i: number) => (TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma)) &&
    !inCompound(words, i);
  // (the phone as a channel, "by phone and by text"; not a phone number or field)
  const isOther = (w: Word, i: number) => !w.negated && (BUNDLED_CHANNELS.includes(w.lower) ||
    BUNDLED_CHANNELS.includes(w.lemma) ||
    (w.lower === "phone" && !PHONE_PARTS.includes(words[i + 1]?.lower ?? ""))) &&
    !inCompound(words, i) && !/^(?:us|me|you|our|the|a)$/i.test(words[i + 1]?.text ?? "");
  const sentences = sentencesAboutConsent(words);
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
  // (an aside in parentheses is no break in the list: "Email, call (automated) and text me …")
  const aside = asides(words);
  const asVerbs = (i: number) => {
    let k = i - 1;
    while (k >= 0 && i - k <= 6 + [...aside].filter((a) => a >= k && a < i).length &&
      (CHANNEL_VERB.test(words[k]!.lower) || aside.has(k)) && sameSentence(words[k], words[i])) k--;
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
    if (!channelVerb(i, BUNDLED_CHANNELS) && !channelVerb(i, TEXT_CHANNEL)) continue;
    if (!sentences.has(w.sentence) && !inWording.has(w.sentence)) continue;
    const other = channelVerb(i, BUNDLED_CHANNELS) ? TEXT_CHANNEL : BUNDLED_CHANNELS;
    for (let j = i + 2; j < words.length && sameSentence(words[j], w) && j <= i + 16; j++) {
      if (!channelVerb(j, other)) continue;
      const between = words.slice(i + 2, j);
      const span = sentenceWords(words, w);
      if (between.some((x) => /^(?:and|or|&|,|\+)$/.test(x.lower)) && !between.some((x) => /^[.;:!?]$/.test(x.text)) &&
        !span.some((x) => OWN_BOX.includes(x.lower) && x.lower !== "own" && !x.negated) && !controlsCounted(span)) {
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
    // (as the brand's verbs, the person is their object: "Pressline will text and email you", not "email us")
    const verbs = asVerbs(i);
    const otherAsVerb = (w: Word, j: number) => isOther(w, j) ||
      (verbs && !w.negated && BUNDLED_CHANNELS.includes(w.lower) && /^(?:you|me)$/.test(words[j + 1]?.lower ?? "") && !inCompound(words, j));
    const reach = (to: number) => i + 4 + [...aside].filter((a) => a > i && a < to).length;
    for (let j = i + 1; j <= Math.min(words.length - 1, reach(j)); j++) {
      // (the reach past an aside is for a word after it, not one inside it: "Phone: ____ (2 or 3 texts …")
      if (j > i + 4 && aside.has(j)) continue;
      const pair = isText(words[i]!, i) ? otherAsVerb(words[j]!, j) : isText(words[j]!, j);
      // (an aside skipped, not one the pair is in: "texts (or emails)")
      const between = words.slice(i + 1, j).filter((_, k) => aside.has(j) || !aside.has(i + 1 + k));
      // (a channel the tagger takes for a verb is still a list's item: "by email, fax and text")
      const joined = between.some((w) => /^(?:,|and|or|&|\/|\+)$/.test(w.lower)) &&
        !between.some((w) => w.pos === "VERB" && !BUNDLED_CHANNELS.includes(w.lower) &&
          !TEXT_CHANNEL.includes(w.lower));
      if (pair && joined) {
        const span = sentenceWords(words, words[i]!);
        // A box of its own for each channel: "separate boxes", "one for texts and another for email",
        // "each with its own checkbox"
        // (not one box set apart from the rest of a form: "a separate, unticked box: \"Contact me by mail, email …\"")
        // (nor the text box itself, named as set apart: "they tick the separate SMS box, which reads \"… by text, email and
        // phone call\"": one box, the texts', whose words list the channels; "the separate email box" is another's)
        const apart = (k: number) => span[k]!.lower === "separate" && (() => {
          const box = span.slice(k + 1, k + 4).findIndex((w) => BOX_KINDS.includes(w.lower));
          if (box < 0) return false;
          if (/^(?:a|one)$/.test(span[k - 1]?.lower ?? "")) return true;
          const named = span.slice(k + 1, k + 1 + box);
          return /^(?:the|this|that|its)$/.test(span[k - 1]?.lower ?? "") && named.length > 0 &&
            named.every((w) => TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma));
        })();
        // (nor the one box on a line of its own: "(blank box, own line)" places it on the form)
        // (nor a person's own number: "each person adds their own mobile number and ticks one box"; "own" is a box's)
        const layout = (k: number) => span[k]!.lower === "own" &&
          (LAYOUT.includes(span[k + 1]?.lower ?? "") ||
            !span.slice(k + 1, k + 4).some((w) => BOX_WORDS.includes(w.lower)));
        // (nor controls counted, one a channel: "three toggles: Push, Email, and \"Text messages\"")
        if (span.some((w, k) => (OWN_BOX.includes(w.lower) && !w.negated && !apart(k) && !layout(k))) ||
          controlsCounted(span)) break;
        return flow.at(words[i]!.start, words[j]!.end);
      }
    }
  }
  return alsoCoversOthers(flow, isOther) ??
    channelsApart(flow, new Set([...sentences, ...inWording]), isText, isOther) ??
    channelsAsKinds(flow, inWording, isText, isOther);
}
/**
 * In the consent's own words, a channel named as the modifier of what is sent, joined to the other kind of channel: "Sign
 * here for the Frostbite Creamery email newsletter and Scoop Club texts", "your e-mail receipts and order texts" (one
 * noun phrase each, joined by "and", "&", "+" or a comma, no verb or clause's end between, no box of each's own).
 */
/**
 * The text box, or ticking it, said to cover another channel as well (Twilio 30556): a box or a tick as the subject, "also"
 * and a verb of covering or signing up, then e-mail or calls ("Ticking the box also signs them up for our email newsletter
 * and phone calls", "the same box also covers admissions emails and phone calls"). Not denied ("does not also sign them
 * up for email"), nor another box's ("a second box also covers email").
 */
function alsoCoversOthers(flow: Field, isOther: (w: Word, i: number) => boolean): Evidence | undefined {
  const words = flow.words;
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w.lower !== "also" || w.negated) continue;
    const verb = words[i + 1];
    if (!verb || !COVERING.has(verb.lemma) || verb.negated) continue;
    // (the box or the ticking of it as the subject, within four words before: "Ticking the box", "The same box")
    const subject = wordsBefore(words, i, 4);
    const boxed = (x: Word) => BOX_KINDS.includes(x.lower) || BOX_KINDS.includes(x.lemma) || TICKING.has(x.lower);
    // (or texting the keyword, the opt-in's own act: "Texting DEALS also signs you up for our email flyer")
    const keyword = (x: Word, k: number) => /^(?:texting|replying|sending)$/.test(x.lower) &&
      /^[A-Z][A-Z0-9]{1,}$/.test(subject[k + 1]?.text ?? "");
    if (!subject.some((x, k) => boxed(x) || keyword(x, k))) continue;
    if (subject.some((x) => ANOTHER_BOX.has(x.lower))) continue;
    // (up to the clause's end: "… for the loyalty program; emails are a separate choice")
    const after = words.slice(i + 2, i + 12);
    const stop = after.findIndex((x) => /^[;:.!?]$/.test(x.text) || x.sentence !== w.sentence);
    const object = after.slice(0, stop < 0 ? after.length : stop);
    const other = object.findIndex((x) => isOther(x, words.indexOf(x)));
    if (other >= 0) return flow.at(subject[0]!.start, object[other]!.end);
  }
  return undefined;
}
function channelsAsKinds(flow: Field, inWording: ReadonlySet<number>, isText: (w: Word, i: number) => boolean,
  isOther: (w: Word, i: number) => boolean): Evidence | undefined {
  const words = flow.words;
  // (a capitalized word is a name's, whatever the tagger makes of it: "Scoop Club texts")
  const nominal = (w: Word | undefined) => w !== undefined && (/^(?:NOUN|PROPN|ADJ|DET|NUM)$/.test(w.pos) ||
    /^[A-Z]/.test(w.text));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!inWording.has(w.sentence) || w.negated || !(isText(w, i) || isOther(w, i))) continue;
    // (the channel modifies a noun just after it: "email newsletter", "text alerts")
    if (words[i + 1]?.pos !== "NOUN" || !sameSentence(words[i + 1], w)) continue;
    // (what is sent, not the person's address or settings for the channel: "your email address and text preferences")
    if (CHANNEL_SETTING.test(words[i + 1]!.lemma)) continue;
    const other = isText(w, i) ? isOther : isText;
    let joined = false;
    for (let j = i + 2; j < Math.min(words.length, i + 9) && sameSentence(words[j], w); j++) {
      const x = words[j]!;
      if (/^(?:and|&|\+|,)$/.test(x.lower)) {
        joined = true;
        continue;
      }
      if (joined && other(x, j) && !x.negated) {
        const span = sentenceWords(words, w);
        if (span.some((y) => OWN_BOX.includes(y.lower) && !y.negated) || controlsCounted(span)) break;
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
    if (s.some(([x]) => (OWN_BOX.includes(x.lower) && x.lower !== "own" && !x.negated) || INSTEAD.has(x.lower)) ||
      controlsCounted(s.map(([x]) => x))) {
      continue;
    }
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
    !(w.lower === "text" && TEXT_AS_WORDING.has(flow.words[i + 1]?.lower ?? "")) &&
    !inMenu(i);
  // (nor a word of an address: "details at kwrp.example/text")
  const flowLinks = linkSpans(flow.text);
  const namingTexts = new Set(flow.words
    .filter((w, i) => isText(w, i) && !inRates(w, rates) && !flowLinks.some(([a, b]) => a <= w.start && w.end <= b))
    .map((w) => w.sentence));
  // (inside quoted consent words, only the quote's words of the sentence name the channel, or the control just before it,
  // "the SMS box:": not a text feature the sentence speaks of outside the quote, "Clients who enable text verification see
  // a box: \"Send me communications …\"")
  const quotes = quotedIn(flow.text, flow.words).filter((q) => q.double);
  const namedIn = (from: number, to: number, sentence?: number) => flow.words.some((w, i) =>
    w.start >= from && w.end <= to &&
    (sentence === undefined || w.sentence === sentence) && isText(w, i) &&
    !inRates(w, rates) && !flowLinks.some(([a, b]) => a <= w.start && w.end <= b));
  for (const p of COMMUNICATIONS) {
    for (const m of matchAll(flow.words, p)) {
      if (m.negated) continue;
      const at = flow.words[m.from]!;
      const q = quotes.find((x) => x.start <= at.start && at.end <= x.start + x.text.length);
      if (q) {
        const lead = flow.words.filter((w) => w.end <= q.start).slice(-4);
        // (the quote's part of the match's sentence: not a count further on, "1 msg per order.")
        if (!namedIn(q.start, q.start + q.text.length, at.sentence) && !namedIn(lead[0]?.start ?? q.start, q.start)) {
          return flow.ofMatch(m);
        }
        continue;
      }
      if (!namingTexts.has(at.sentence)) return flow.ofMatch(m);
    }
  }
  // The label the person ticks or taps asks for messages in general ("Send me communications about
  // this bill", "Keep me updated"), with no word for texts in it or its sentence.
  // (and the consent language the flow quotes, whatever introduces it: "Both say: \"Keep me in the loop with
  // communications from …\"")
  const labels = [
    ...quotedIn(flow.text, flow.words)
      .filter((q) => q.double && LABEL_NEAR.test(flow.text.slice(Math.max(0, q.start - 41), q.start - 1))),
    // (words the person agrees in, not a sheet's or screen's title: "Resident Contact Preferences")
    ...wordingOf(flow).wording.filter((e) => /\b(?:me|my|I|yes|agree|consent|subscribe)\b/i.test(e.words))
      .map((e) => ({ start: e.start, text: e.words })),
  ];
  // (a label of its own for the texts elsewhere in the flow makes a general one another channel's: "The app asks: \"Allow
  // notifications?\" We also ask for SMS consent with a separate box \"Text me order updates\"")
  // (not a word of an address: "terms: acme.example/sms")
  // (nor the messages a count of the label's says how many of: "OK to contact me about my repair. A few messages while
  // it's in the shop" names how many, not by what channel; "2 texts a month" names texts)
  const counted = (w: Word, ws: readonly Word[]) => {
    const f = frequencyIn(ws);
    return f !== undefined && f.start <= w.start && w.end <= f.end &&
      !/^(?:text|texts|sms|texting|txt|txts)$/.test(w.lower);
  };
  const textsLabelled = labels.some((l) => {
    const inLink = linkSpans(l.text);
    return wordsOf(l.text).some((w, i, ws) => (TEXT_CHANNEL.includes(w.lower) || TEXT_CHANNEL.includes(w.lemma)) &&
      !inRates(w, ratesAll(ws)) && !inLink.some(([a, b]) => a <= w.start && w.end <= b) && !counted(w, ws));
  });
  for (const { start, text } of labels) {
    if (textsLabelled) break;
    const all = wordsOf(text);
    // (nor words of an address: "quillbackcu.example/text-terms" names no channel)
    const inLink = linkSpans(text);
    const label = all.filter((w) => !inRates(w, ratesAll(all)) &&
      !inLink.some(([a, b]) => a <= w.start && w.end <= b) &&
      !counted(w, all));
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
