import { EVERY, PERSONAL_SUBJECTS, IT_THIS_THAT, IF_OR_THOUGH, RELATIVE_OPENERS } from "../vocabulary/grammar";
import { BRAND_ACTORS } from "../vocabulary/provenance";
import { isNegator, type Word } from "./words";
import {
  ACCEPT, ARRIVES_ON, ASKS_FOR, BRAND_SUBJECT, CHOICE, CLIENTS, CONSENTED, CONTROL, FORM_FIELDS, HAVE, INCLUDE,
  MESSAGES, ONE_ACT, ON_STATE, PERMISSION, PERSON_ACT, PHONE_FIELD, PROGRAMME_TERMS, SENDS, SEPARATE, SET_CONTROL,
  SIGN, SIGNED_DOCS, STATE_OF, STATE_VERB, TERMS, TEXTS, UNDO,
  THE_BOX, COVERS, ROOM_FOR, PHONE_KINDS, SWITCHING, PERSONS_YES, TICK_FOR, REQUIRED_WORDS, SENT_ADDED_OR_GOT, GOT,
  MARKING,
  SENT_OR_ADDED_AS_WRITTEN, ADD_TO_LIST, ENROLS_AS_WRITTEN, REGISTER, SIGNED_TERMS, NO_PERSON_ACTING, OPTING_IN_ACTS,
  HANDED_THINGS,
} from "../vocabulary/consent";
import { SENDING_VERBS } from "../vocabulary/callToAction";
import { continued, has, sentences, type Span, spanOf } from "./sentences";
import { WHO } from "../vocabulary/texting";

/*
 * What the consent covers and how it is given, read by meaning over a text's words (reading/words.ts), sentence by
 * sentence on lemmas and the negation scope: consent folded into terms or into documents everyone signs, one act for
 * terms and texts, a control on by default or set for the person, a form that asks for no phone number, and offers sent
 * on a consent to something else. Conditions are in conditions.ts, where the numbers come from in provenance.ts.
 */

/**
 * How many words after the terms' verb what they permit may stand: past a part of the document named before a colon
 * ("includes a communications section: by signing, the couple agrees that Bellwether Weddings may text them").
 */
const PERMISSION_REACH = 20;
/**
 * Consent folded into terms (Twilio 30831: "listing SMS in your terms is not express consent"): a
 * sentence in which terms, a contract or an agreement include permission to text, with nothing in it
 * that gives the texts a consent of their own (a separate line, an empty box).
 */
export function consentInTerms(words: readonly Word[]): Span | undefined {
  const all = sentences(words);
  for (const s of all) {
    // (a sentence before, where a pronoun after the terms' verb stands for its consent: "… \"Resident agrees that we may
    // send text messages …\" Signing the lease covers it.")
    // (within the few sentences before: the quoted clause may go on with its rates, HELP and STOP)
    const k = all.indexOf(s);
    const consentBefore = all.slice(Math.max(0, k - 4), k).some((prev) =>
      prev.some((w) => (w.lemma === "agree" || w.lemma === "consent") && !w.negated) &&
      prev.some((w) => TEXTS.has(w.lower) || MESSAGES.has(w.lemma)));
    // (a separate line or box denied does not count: "there's no separate checkbox"; nor does the one box there is,
    // "a single box \"I accept the terms\"")
    const only = (i: number) => THE_BOX.has(s[i]!.lower) &&
      (s.slice(Math.max(0, i - 2), i).some((w) => /^(?:single|one|only|same)$/.test(w.lower)) || acceptsTerms(s, i));
    // (nor "separate from" something else: "Separate from the status texts: …"; but separate from the terms themselves
    // is a consent of its own: "a one-page text form, separate from the lease")
    const fromTerms = (i: number) => s.slice(i + 2, i + 5).some((w) => TERMS.has(w.lower));
    if (s.some((w, i) => has(SEPARATE, w) && !w.negated && !only(i) && (s[i + 1]?.lower !== "from" || fromTerms(i)))) {
      continue;
    }
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
      // (the terms' own verb, not one with a subject of its own: "in normal-size print, \"By tapping, you agree to …\""
      // has the person agree, not the print)
      const ownSubject = (k: number) => {
        let b = k - 1;
        while (b > i && /^(?:ADV|AUX|PART)$/.test(s[b]!.pos)) b--;
        return b > i && s[b]!.pos === "PRON" && PERSONAL_SUBJECTS.has(s[b]!.lower);
      };
      const j = s.findIndex((w, k) => k > i && k < end && distance(k) <= 10 && !aside.has(k) &&
        INCLUDE.has(w.lower) && !w.negated && !ownSubject(k) &&
        // (a verb the tagger may take for a noun, with its clause after it: "paragraph 9 say that …")
        (w.pos !== "NOUN" || /^(?:that|:)$/.test(s[k + 1]?.text ?? "")));
      if (j < 0) continue;
      // (what they permit, within its clause: "the Terms say registered families receive news about registration, camps
      // and discounts by text")
      // (not one denied: "the lease says nothing about texts")
      const permits = s.slice(j + 1, j + PERMISSION_REACH).findIndex((w) => has(PERMISSION, w) && !w.negated);
      // (nor a thing of its own handed out with them, whose words follow: "the welcome packet includes a card: \"Get the
      // schedule by text! …\"" holds a sign-up, as a packet holding a separate text form does, conditions.ts)
      if (permits >= 0 && s.slice(j + 1, j + 1 + permits).some((w, k) => HANDED_THINGS.has(w.lemma) &&
        /^(?:a|an|one|its|their|our)$/.test(s[j + k]?.lower ?? ""))) continue;
      // (terms signed as a whole, not a privacy policy that "covers it")
      const signed = SIGNED_TERMS.has(s[i]!.lower);
      if (permits < 0 && consentBefore && signed && IT_THIS_THAT.has(s[j + 1]?.lower ?? "") &&
        /^[.!]?$/.test(s[j + 2]?.text ?? ".")) {
        return spanOf(s.slice(i, j + 2));
      }
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
    const verb = rest.findIndex((w) => INCLUDE.has(w.lower) || COVERS.has(w.lemma));
    if (verb < 0) continue;
    const after = rest.slice(verb + 1);
    // (or the box's own words quoted just after its clause, which name the texts: "one checkbox that also accepts our
    // campground rules: \"Text me my site details …\"")
    const quoted = end >= 0 && s[end]!.text === ":" && boxWordsNameTexts(words, words.indexOf(s[end]!));
    const permits = after.some((w) => has(PERMISSION, w) || MESSAGES.has(w.lemma));
    if (after.some((w) => TERMS.has(w.lower)) && (permits || quoted)) {
      return spanOf(s.slice(act - 1, act + 2 + verb + after.length));
    }
  }
  return undefined;
}

/** Whether a quote opens just after the colon at `colon` and names the texts before it closes (oneActForTermsAndTexts). */
function boxWordsNameTexts(words: readonly Word[], colon: number): boolean {
  if (!/^["“]$/.test(words[colon + 1]?.text ?? "")) return false;
  for (let k = colon + 2; k < words.length && k < colon + 40; k++) {
    const w = words[k]!;
    if (/^["”]$/.test(w.text)) return false;
    if (TEXTS.has(w.lower) || MESSAGES.has(w.lemma)) return true;
  }
  return false;
}
/**
 * A form whose fields the flow lists with none for the phone number (Bandwidth 2139: "the provided opt-in form does
 * not contain any phone number input field"): a verb of asking for ("asks for", "collects", "fields:") followed in
 * its clause by two or more fields (name, e-mail, address, card details) and no word for a phone or its number.
 */
export function formWithoutPhone(words: readonly Word[]): Span | undefined {
  for (const s of sentences(words)) {
    // Said outright: "the form has no place for a phone number", "there is no field for a mobile number"
    const none = s.findIndex((w, i) => ROOM_FOR.has(w.lower) &&
      (w.negated || s[i - 1]?.lower === "no") && s.slice(i + 1, i + 5).some((x) => PHONE_KINDS.has(x.lower)));
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
      ? SWITCHING.has(s[i - 2]?.lemma ?? "") && !denied(i - 2)
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
      // (the control as the object had ticked is no person acting: "we have it ticked already")
      !s.slice(Math.max(0, Math.min(i, k) - 2), Math.min(i, k)).some((x) => x.pos === "PRON" &&
        !NO_PERSON_ACTING.has(x.lower))));
    if (already >= 0) return spanOf(s);
    // Set for the person by another, with undoing it left to them: the brand ticking or marking the control ("we put
    // the check in the box; they can uncheck it"), or the control had in its state ("new owners have it switched on")
    if (undo && setForThem(s)) return spanOf(s);
    // Or the brand setting it for everyone, no act of theirs in the sentence: "staff tick \"SMS - verbal\" for every
    // patient with a mobile number on file" (not "for every patient who says yes")
    if (forEveryone(s, controlNamed(words, s))) return spanOf(s);
    // Or the brand ticking the consent's control, named as what it ticks: "a separate checkbox that we tick before sending
    // the contract over", "the box staff tick on every order"
    if (tickedByBrand(s)) return spanOf(s);
    // A control named as what something starts, comes or loads with, in its on state: "every new account starts with
    // \"Deals by text\" turned ON", "the form loads with the SMS box ticked" (not once the person acts: "… with the box
    // ticked once they tap Yes")
    const withOn = startsWithItOn(s, state);
    if (withOn >= 0) {
      const sub = s.findIndex((x, k) => k > withOn && /^(?:once|after|when|whenever|if|as|until)$/.test(x.lower));
      if (sub < 0 || !s.slice(sub + 1, sub + 5).some((x) => PERSON_ACT.has(x.lemma))) return spanOf(s);
    }
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
      // (an act, not a noun it names another by: "if they want higher sign-up numbers" has no one signing up)
      if (sub >= 0 && s.slice(sub + 1, sub + 5).some((x, k) => PERSON_ACT.has(x.lemma) &&
        !namesNoun(s, sub + 1 + k))) continue;
      if (s.slice(0, i).some((x) => /^(?:once|after|until|if)$/.test(x.lower))) continue;
      return spanOf(s);
    }
  }
  return undefined;
}

/**
 * The index of a state word ("on", "checked") a control is in as what something starts, comes or loads with: a verb of
 * arriving (ARRIVES_ON, STATE_OF) no negation covers, "with", then within ten words of its clause the control (any words,
 * those of a quoted label among them) and its state, after nothing but nouns, modifiers and a verb of setting ("turned",
 * "switched", "set"), no clause of its own between ("with a switch that patients turn on"). -1: none.
 */
function startsWithItOn(s: readonly Word[], state: (i: number) => boolean): number {
  for (let w = 1; w < s.length; w++) {
    if (s[w]!.lower !== "with" || !(ARRIVES_ON.has(s[w - 1]!.lemma) || STATE_OF.has(s[w - 1]!.lemma)) ||
      s[w - 1]!.negated) continue;
    let quoted = false;
    for (let k = w + 1; k < s.length && k <= w + 10; k++) {
      const x = s[k]!;
      if (/^["“”]$/.test(x.text)) {
        quoted = !quoted;
        continue;
      }
      if (quoted) continue;
      if (state(k) && !x.negated && k > w + 1) return k;
      if (/^[.;:!?,]$/.test(x.text) || (x.pos === "VERB" && !STATE_VERB.has(x.lemma)) || x.pos === "AUX" ||
        x.pos === "SCONJ" || x.pos === "PRON" || RELATIVE_OPENERS.has(x.lower)) break;
    }
  }
  return -1;
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

/**
 * Whether the word at `k` is a noun's first part, an act named as a kind of something ("sign-up numbers", "check-in
 * desk"): past a hyphen and a particle, a noun follows.
 */
function namesNoun(s: readonly Word[], k: number): boolean {
  // (a verb joined by a hyphen is a compound's too, whatever the tagger makes of it: "opt-in numbers")
  if (s[k]?.pos === "VERB" && s[k + 1]?.text !== "-") return false;
  let n = k + 1;
  if (s[n]?.text === "-") n++;
  if (/^(?:up|in|out|on)$/.test(s[n]?.lower ?? "") && n > k + 1) n++;
  return s[n]?.pos === "NOUN" && n > k + 1;
}

/**
 * Whether a consent control (a box, a checkbox, a toggle) is named in the flow's own words before the sentence `s`, or in
 * it: what "it" stands for as the object of ticking ("The purchase order has a checkbox … The salesperson ticks it for
 * every buyer"): only a control is ticked.
 */
function controlNamed(words: readonly Word[], s: readonly Word[]): boolean {
  const end = s.length > 0 ? words.indexOf(s[s.length - 1]!) : -1;
  return words.slice(0, end + 1).some((w) => CONTROL.has(w.lower) && w.pos === "NOUN" && !/^(?:it|x|check|mark)$/.test(w.lower));
}

/**
 * The brand ticking the consent's control, said of the control (Twilio 30831, CTIA 5.1.2: consent is the person's own
 * act): the control as what a relative clause's verb of ticking takes, the brand its subject ("a separate checkbox that
 * we tick before sending it over", "the SMS box staff tick on the work order"), no negation covering it, not ticking off
 * a list's item, and no yes of the person's in the sentence ("the box we tick once they say yes").
 */
function tickedByBrand(s: readonly Word[]): boolean {
  if (s.some((x, i) => PERSONS_YES.has(x.lower) && !(x.lower === "yes" && MARKING.has(s[i - 1]?.lemma ?? "")))) return false;
  if (s.some((x, k) => /^(?:once|after|when|whenever|if|until)$/.test(x.lower) &&
    s.slice(k + 1, k + 5).some((y, j) => PERSON_ACT.has(y.lemma) && !y.negated &&
      !namesNoun(s, k + 1 + j)))) return false;
  return s.some((w, i) => {
    if (!TICK_FOR.has(w.lemma) || w.pos !== "VERB" || w.negated || /^(?:off|on|in|out|whether|if|that)$/.test(s[i + 1]?.lower ?? "")) {
      return false;
    }
    // (the subject just before: the brand, "we", "staff", "our team")
    let b = i - 1;
    while (b >= 0 && /^(?:ADV|AUX|PART)$/.test(s[b]!.pos)) b--;
    if (b < 0 || !BRAND_SUBJECT.has(s[b]!.lower) || s[b]!.lower === "us" || s[b]!.lower === "our") return false;
    // (the control before it, alone or with "that" or "which": the relative clause's antecedent)
    const rel = /^(?:that|which)$/.test(s[b - 1]?.lower ?? "") ? b - 2 : b - 1;
    const control = s[rel];
    return control !== undefined && control.pos === "NOUN" && CONTROL.has(control.lower) && !/^(?:it|x|check|mark)$/.test(control.lower);
  });
}

/** The brand ticking or switching on a consent for every one of its people, with no act of theirs in the sentence. */
function forEveryone(s: readonly Word[], controlBefore = false): boolean {
  // (one of the brand's people by their role is the brand too: "the lifeguard checks the box for every family", "the agent
  // marks yes for everyone"; not the people texted, "customers tick the box for every order")
  const person = (x: Word) => WHO.includes(x.lower) || CLIENTS.has(x.lemma);
  const brandSide = (x: Word, i: number) => /^(?:we|staff|team)$/.test(x.lower) ||
    (x.pos === "NOUN" && !CONTROL.has(x.lower) && !s.slice(0, i + 1).some(person));
  if (s.some((x, i) => PERSON_ACT.has(x.lemma) && x.pos === "VERB" && !x.negated &&
    !s.slice(Math.max(0, i - 3), i).some((y, k) => BRAND_SUBJECT.has(y.lower) ||
      brandSide(y, Math.max(0, i - 3) + k)))) {
    return false;
  }
  // (a yes the person gives; not the yes staff mark: "marks yes for everyone")
  if (s.some((x, i) => PERSONS_YES.has(x.lower) &&
    !(x.lower === "yes" && MARKING.has(s[i - 1]?.lemma ?? "")))) return false;
  return s.some((w, i) => TICK_FOR.has(w.lemma) && !w.negated && i > 0 &&
    s.slice(Math.max(0, i - 2), i).some((x, k) => brandSide(x, Math.max(0, i - 2) + k)) &&
    s.slice(i + 1, i + 12).some((x, k, ws) => x.lower === "for" && /^(?:every|all|each|everyone)$/.test(ws[k + 1]?.lower ?? "") &&
      // (what is ticked is a consent: a control, a quoted label, the texts: not "we check the ID for every member")
      // ("it" where the flow has named a control: only a control is ticked)
      ws.slice(0, k).some((y) => (CONTROL.has(y.lower) && (y.lower !== "it" || controlBefore)) || /^["“]$/.test(y.text) ||
        TEXTS.has(y.lower) || MESSAGES.has(y.lemma) || y.lemma === "consent" || y.lower === "yes")));
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
    (REQUIRED_WORDS.has(w.lower) && w.negated))) return undefined;
  for (const s of continued(sentences(words))) {
    if (!s.some((w) => TEXTS.has(w.lower) || w.lemma === "text")) continue;
    // (the flow's own words, not the label's it quotes: "… reply STOP to opt out" is no choice the flow gives)
    const quoteAt = s.findIndex((w) => /^[:"“]$/.test(w.text));
    const flowWords = s.slice(0, quoteAt < 0 ? s.length : quoteAt);
    if (flowWords.some((w) => (has(SEPARATE, w) || CHOICE.has(w.lemma)) && !w.negated)) continue;
    const everyone = s.findIndex((w, i) => (/^(?:everyone|everybody)$/.test(w.lower) ||
      (EVERY.has(w.lower) && s.slice(i + 1, i + 3).some((x) => x.pos === "NOUN" && !SIGNED_DOCS.has(x.lemma)))));
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
      // (or got by the people who agreed: "guests who tick the booking-texts box also get our specials")
      const v = s.slice(i + 1, i + 4).findIndex((w) => (SENT_ADDED_OR_GOT.has(w.lemma) ||
        SENT_OR_ADDED_AS_WRITTEN.has(w.lower)) && !w.negated);
      if (v < 0) continue;
      const at = i + 1 + v;
      // (sent by the brand: "are also sent", "we also text"; not the person's own act, "can also text JOIN for deals")
      const passive = /^(?:is|are|was|were|be|get|gets)$/.test(s[i - 1]?.lower ?? "");
      const byBrand = s.slice(Math.max(0, i - 2), i).some((w) => /^(?:we|staff|team|i)$/.test(w.lower));
      const putOn = ADD_TO_LIST.has(s[at]!.lemma) || ENROLS_AS_WRITTEN.has(s[at]!.lower);
      const got = GOT.has(s[at]!.lemma) && !passive;
      if (!passive && !byBrand && !putOn && !got) continue;
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
      if ((added && !got) || toInfo) return spanOf(s.slice(agreed >= 0 && toInfo ? agreed : i, end));
    }
    // Or said with "too" or "as well": "everyone already registered for outage texts gets member news too" (people
    // registered or signed up for an informational kind, getting a promotional kind, "too" closing the clause)
    const too = s.findIndex((w, k) => (w.lower === "too" || (w.lower === "well" && s[k - 1]?.lower === "as")) && !w.negated);
    if (too < 0) continue;
    const reg = s.slice(0, too)
      .findIndex((w) => (CONSENTED.has(w.lemma) || REGISTER.has(w.lemma)) && !w.negated);
    const got = s.slice(0, too).findIndex((w, k) => k > reg && SENDING_VERBS.includes(w.lemma) && !w.negated);
    if (reg < 0 || got < 0) continue;
    const toWhat = s.slice(reg + 1, got);
    const offered = s.slice(got + 1, too);
    const isInfo = (w: Word) => info.has(w.lemma) || info.has(w.lower);
    const isPromo = (w: Word) => promo.has(w.lemma) || promo.has(w.lower);
    if (toWhat.some(isInfo) && !toWhat.some(isPromo) && offered.some(isPromo)) return spanOf(s.slice(reg, too + 1));
  }
  return undefined;
}

/**
 * The brand texting people whatever they did about the texts (Twilio 30831: consent is the person's own act): a sending
 * verb of the brand's no negation covers, and in its sentence "whether or not", "regardless of whether" or "even if"
 * followed by an act of consenting or opting in ("we text the number from checkout, whether or not they ever texted us or
 * ticked anything", "buyers get the follow-up text regardless of whether they opted in"). Not the texts' own timing
 * ("whether or not the order has shipped").
 */
export function textedRegardless(words: readonly Word[]): Span | undefined {
  for (const s of continued(sentences(words))) {
    // (or the person getting them: "every buyer gets our follow-up text")
    const sends = s.some((w, i) => !w.negated && ((SENDS.has(w.lemma) && (w.pos === "VERB" ||
      BRAND_ACTORS.has(s[i - 1]?.lower ?? ""))) ||
      (w.lemma === "get" && s.slice(i + 1, i + 7).some((x) => MESSAGES.has(x.lemma)))));
    if (!sends) continue;
    for (let i = 0; i < s.length - 2; i++) {
      const w = s[i]!;
      const whether = (w.lower === "whether" && s[i + 1]?.lower === "or" && s[i + 2]?.lower === "not") ||
        (w.lower === "regardless" && s[i + 1]?.lower === "of") || (w.lower === "even" && IF_OR_THOUGH.has(s[i + 1]?.lower ?? ""));
      if (!whether) continue;
      const clause = s.slice(i + 2, i + 12);
      const end = clause.findIndex((x) => /^[.;:!?]$/.test(x.text));
      const act = clause.slice(0, end < 0 ? clause.length : end).findIndex((x) => OPTING_IN_ACTS.has(x.lemma) && x.pos !== "NOUN");
      if (act >= 0) return spanOf(s.slice(i, i + 3 + act));
    }
  }
  return undefined;
}
