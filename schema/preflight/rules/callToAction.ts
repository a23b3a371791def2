import type { CampaignSubject, Hit, RuleSource } from "../model";
import type { CampaignReadingImpl, Disclosed, Disclosure, Evidence } from "../reading";
import { bandwidth, ctia, dca, page, PAGES, TELNYX_CODES, telnyx, twilio } from "../sources";
import { otherSenderInWording } from "../reading/useCase";
import { brandNames, type CampaignOf, campaign, quoted } from "./subject";

/*
 * The call to action (message flow): how, where and to what recipients consent, where the numbers
 * come from, what the consent language discloses, and the privacy policy that goes with it. Each
 * judgement reads the campaign's reading (schema/preflight/reading/).
 */

/** A hit at the field the evidence came from, naming its words. */
const hitAt = (e: Evidence, message: (words: string) => string): Hit =>
  ({ path: e.path, message: message(quoted(e.words)) });

/** The customer texts first: CTIA treats that first message as consent to the conversation it starts. */
const customerInitiated = (r: CampaignReadingImpl) => r.optIn.customerInitiated !== undefined;

/**
 * A conversation the customer starts, with nothing of what they are told when they text: none of frequency, rates,
 * HELP, STOP and the privacy policy anywhere in the flow (nor words of frequency or rates the reading could not classify). Twilio 30842 asks
 * the message flow to describe the opt-in's disclosures; in the development set every one of 288 approvable campaigns
 * whose customer texts first gives at least one of them.
 */
function conversationUndescribed(r: CampaignReadingImpl): boolean {
  const given = (d: Disclosure) => r.atOptIn[d] !== undefined || r.inWording[d] !== undefined;
  // (the privacy policy named beside the number is something the flow tells: "Patients start by texting us at …. Privacy: …")
  return (["frequency", "rates", "help", "stop", "privacy"] as const).every((d) => !given(d)) && !r.optIn.helpContact &&
    !r.optIn.unread.frequency && !r.optIn.unread.rates && !r.optIn.optOutElsewhere;
}

function callToActionMethod(r: CampaignReadingImpl): Hit[] {
  if (r.flow && customerInitiated(r) && conversationUndescribed(r)) {
    return [{
      message: "the customer texts first, but the message flow does not say what they are told when they do: describe the " +
        "first reply (who answers, that message and data rates may apply, HELP for help, STOP to opt out)",
    }];
  }
  if (!r.flow || customerInitiated(r) || (r.optIn.method && r.optIn.place)) return [];
  // A method with the words shown at the opt-in quoted (a form's section, a screen's text, a line to initial): the
  // place is what shows them, named in words the reading may not know ("the enrolment form, section 4", "the setup
  // screen"). No finding rather than a false alarm.
  if (r.optIn.method && r.optIn.wording.length > 0) return [];
  return [{
    message: "the message flow does not say how and where recipients opt in: name the method and the place (a web form " +
      "at its URL, a keyword texted to the number, a checkbox at checkout, in person at the front desk)",
  }];
}

/**
 * A disclosure made at the opt-in, in the message flow: the confirmation comes after the consent, so what it
 * says does not make up for a call to action that leaves it out (Bandwidth 2135, 2136).
 */
function disclosedAtOptIn(r: CampaignReadingImpl, what: Disclosure): boolean {
  return !r.flow || (customerInitiated(r) && !boxBesideConversation(r)) || r.atOptIn[what] !== undefined;
}

/**
 * A box on the brand's page whose words the flow quotes, beside a conversation the customer starts ("clients who write
 * to us first get an answer"): the box is a call to action of its own, and discloses what one does.
 */
const boxBesideConversation = (r: CampaignReadingImpl) =>
  r.optIn.wordingIntroduced && r.optIn.control !== undefined &&
  (r.optIn.web !== undefined || r.optIn.webAddress !== undefined);

function callToActionFrequency(r: CampaignReadingImpl): Hit[] {
  // Words of frequency the reading could not read (a count or a period beside the texts): no finding rather than a false alarm.
  if (disclosedAtOptIn(r, "frequency") || r.optIn.unread.frequency) return [];
  return [{
    message: "the message flow does not say how often messages come: disclose the frequency at the opt-in " +
      "(\"Msg frequency varies\", \"up to 4 msgs/month\", \"one code per sign-in\")",
  }];
}

function callToActionRates(r: CampaignReadingImpl): Hit[] {
  // A word of charging beside the carrier, the plan or the data that the reading could not classify: no finding.
  if (disclosedAtOptIn(r, "rates") || r.optIn.unread.rates) return [];
  return [{
    message: "the message flow does not disclose \"Message and data rates may apply\" at the opt-in: add it to the " +
      "consent language the recipient sees",
  }];
}

/**
 * The consent language the flow quotes (the checkbox's or button's own words, the sign's, the screen's): the
 * instructions the person reads when they opt in (Bandwidth 2133, 2134, 2137, 2138; Twilio 30544, 30570). It is
 * judged where the quote is given as the consent language: it, or the flow describing what is shown beside it,
 * discloses at least two of frequency, rates, HELP and STOP (a box ticked in advance has its own error).
 * Judged across the whole opt-in, not the quote alone:
 * - what the texts are about and STOP: in the quote or where the flow says it beside the texts;
 * - the brand: named in the quote or in the flow's words, or the box is on the brand's page at its address (only where
 *   the flow describes the box rather than quoting what it says: words quoted as the box's, on any page, name the brand,
 *   as Bandwidth 2133 asks) or on a channel the flow calls the brand's own ("members call our phone line");
 * - HELP: in the quote or the flow, as the keyword or a phone number or address given for help (Bandwidth 2137; the
 *   confirmation comes after the consent and does not make up for it, as for frequency and rates); not at a one-time
 *   code's request (2FA), as for STOP.
 * Frequency and rates have rules of their own.
 */
/**
 * CTIA 5.1.1, "Message senders should provide clear and conspicuous calls-to-action": the call to action names who
 * sends and how to opt out (the section vendors cite for a sign or box that leaves out either).
 */
const CTA_SECTION = ctia("5.1.1");
/**
 * Twilio 30909, "Message Flow / Call to Action Incomplete": its page names the brand's identification, the links to the
 * terms and privacy policy and the opt-out instructions among what the message flow omits.
 */
const CTA_INCOMPLETE = twilio("30909");
const WORDING = {
  brand: bandwidth("2133", PAGES.bandwidthCallToAction), purpose: bandwidth("2134", PAGES.bandwidthCallToAction),
  help: bandwidth("2137", PAGES.bandwidthCallToAction), stop: bandwidth("2138", PAGES.bandwidthCallToAction),
};

/**
 * The consent is given at the brand's own place, which shows or says whose it is: its page or app, its kiosk or tablet,
 * its staff at its desk or on its phone line, where the flow gives an address that spells the brand's name (the
 * reviewer can see whose place it is), and no printed matter or sign carries the words (a flyer, a card, a sign by the
 * register, a paper form: what it says is all the person reads of who will text). Decided from the development set
 * (docs/preflight.md, "Decided from the data: independent writers").
 */
const atBrandsOwnPlace = (r: CampaignReadingImpl) =>
  r.optIn.ownAddress !== undefined && r.optIn.ownPlace !== undefined && r.optIn.printed === undefined;

function callToActionWording(r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  // Opting out said to take a letter, a visit or a written request, with no STOP offered in the flow, whoever wrote
  // first (CTIA 5.1.3: the texts end on a reply of STOP).
  const elsewhere = r.optIn.optOutElsewhere;
  if (r.flow && elsewhere && !r.atOptIn.stop && !r.inWording.stop) {
    return [{
      ...hitAt(elsewhere, (w) => `the flow makes opting out take more than a text (${w}) and gives no STOP: ` +
        "let people opt out by replying STOP, and say so at the opt-in"),
      sources: [WORDING.stop, ctia("5.1.3"), CTA_SECTION],
    }];
  }
  const wording = r.optIn.wording;
  // The reply to a customer who texts first, quoted with what it discloses (two of frequency, rates and HELP) and no STOP
  // anywhere in the flow: the conversation's own disclosures leave out how to stop (Bandwidth 2138; CTIA 5.1.3).
  const reply = wording.find((e) => e.textReceived && e.disclosesAllButStop);
  if (r.flow && reply && customerInitiated(r) && !boxBesideConversation(r) && !r.inWording.stop && !r.atOptIn.stop) {
    return [{
      ...hitAt(reply, (w) => `the reply to the customer who texts first (${w}) does not say how to opt out: ` +
        "give STOP in it (\"Reply STOP to opt out\")"),
      sources: [WORDING.stop, ctia("5.1.3"), CTA_SECTION],
    }];
  }
  // (a box with its words beside a conversation the customer starts is a call to action of its own, as for frequency and
  // rates: "checkbox (blank): \"Text me …\"; guests can also text the office first")
  if (!r.flow || wording.length === 0 || (customerInitiated(r) && !boxBesideConversation(r))) return [];
  const shown: Disclosed = r.inWording;
  const given = (d: Disclosure) => shown[d] !== undefined || (!r.scope.preChecked && r.atOptIn[d] !== undefined);
  const DISCLOSED = ["frequency", "rates", "help", "stop"] as const;
  if (DISCLOSED.filter(given).length < 2) return [];
  const missing: { what: string; sources: RuleSource[] }[] = [];
  // The brand, where the quote itself is the disclosure: named nowhere in the flow, neither in its words nor by the
  // address of its page; the page's address stands for the name only where the flow does not quote the words it shows.
  const quoteDiscloses = DISCLOSED.filter((d) => shown[d]).length >= 2;
  // (the page's address, never a link to the brand's policies (OptIn.webAddress); an area the person signed in to is the brand's)
  const onBrandPage = r.optIn.webAddress !== undefined || r.optIn.signedIn !== undefined;
  // (a channel of the brand's own shows whose it is where the person hears or reads the words there from the brand, not
  // where printed matter carries them: a sign at "our info booth" is all the passer-by reads of who will text)
  const ownChannel = r.optIn.ownChannel !== undefined && r.optIn.printed === undefined;
  const placeShowsBrand = (onBrandPage && !r.optIn.wordingIntroduced) || ownChannel || atBrandsOwnPlace(r);
  // (words that name another business as the sender are opt-in-other-brand's finding: "Text me shift reminders from Metro
  // Volunteer Hub" behind a food bank's campaign)
  const otherSender = s.brand !== undefined && otherSenderInWording(wording, brandNames(s.brand)) !== undefined;
  if (quoteDiscloses && !shown.brand && !r.atOptIn.brand && !placeShowsBrand && !otherSender) missing.push({ what: "the brand's name", sources: [WORDING.brand, CTA_SECTION, CTA_INCOMPLETE] });
  if (!shown.purpose && !r.atOptIn.purpose) missing.push({ what: "what the messages are about", sources: [WORDING.purpose, twilio("30544")] });
  // STOP, where the flow introduces the words as what a box, button, sign or screen says (a passage found only by what
  // it discloses is judged for the brand and the purpose). Not at a one-time code's request: the vendors' own 2FA
  // consent notices (Twilio Verify's) give none, and each code is sent because the person asked for it.
  const oneTimeCodes = c.use_case === "2FA";
  const stopGiven = shown.stop ?? r.atOptIn.stop;
  // (CTIA's opt-out section too, which vendors cite for an opt-in that never says how to stop)
  if (r.optIn.wordingIntroduced && !oneTimeCodes && !stopGiven) missing.push({ what: "how to opt out (STOP)", sources: [WORDING.stop, CTA_SECTION, ctia("5.1.3"), CTA_INCOMPLETE] });
  // HELP, anywhere in the opt-in: in the words, in the flow (the keyword), or a phone or address offered there for help
  // (Twilio 30570 is "Call-to-Action is missing customer support instructions": HELP's, not the brand's). At a one-time
  // code's request only where the notice gives STOP: the vendors' 2FA notices give HELP or neither, so one that tells
  // how to stop and not how to get help leaves HELP out (in the development set, 70 approvable 2FA campaigns that
  // quote their words give HELP).
  if ((!oneTimeCodes || stopGiven) && !shown.help && !r.atOptIn.help && !r.optIn.helpContact) {
    missing.push({ what: "how to get help (HELP)", sources: [WORDING.help, twilio("30570")] });
  }
  const [first, ...rest] = missing.flatMap((m) => m.sources);
  if (!first) return [];
  return [{
    message: `the consent language (${quoted(wording[0]!.words)}) does not give ${missing.map((m) => m.what).join(", ")}: ` +
      "the words beside the box or button must name the brand, what the texts are about, how often they come, that rates may apply, HELP and STOP",
    sources: [first, ...rest],
  }];
}

/** Use cases whose texts are informational or transactional, and the marketing one (MIXED and the rest send either). */
const INFORMATIONAL_USE_CASES = ["2FA", "ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "DELIVERY_NOTIFICATION", "FRAUD_ALERT", "SECURITY_ALERT"];

/**
 * The consent covers other texts than the campaign sends (Twilio 30987), or one box covers marketing and
 * informational texts together (Twilio 30913). Judged on the consent language's own nouns: a box for deals behind an
 * account-notification campaign, a box for repair updates behind a marketing one, one box for shift reminders and
 * giving appeals outside a MIXED campaign. Where the words name no kind, or both kinds in separate boxes, nothing.
 */
function consentKind(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  // A conversation the customer starts is consent to it alone (CTIA 5.1.1): offers the brand sends later are not in it.
  const offers = r.scope.offersSent;
  if (offers && customerInitiated(r)) {
    return [hitAt(offers, (w) => `the texts the customer starts are consent to that conversation only, but the brand also sends offers (${w}): ` +
      "marketing texts need an opt-in of their own that names them")];
  }
  const kinds = r.consentKinds;
  // People who agreed to other texts, put on offers as well, where the consent's words name no offers (Twilio 30987).
  const also = r.scope.alsoOffered;
  if (also && !customerInitiated(r) && !kinds.some((k) => k.promotional)) {
    return [hitAt(also, (w) => `people who agreed to other texts are put on offers as well (${w}): ` +
      "marketing texts need an opt-in of their own that names them")];
  }
  if (kinds.length === 0 || customerInitiated(r) || c.use_case === "MIXED" || c.use_case === "LOW_VOLUME") return [];
  // A survey campaign's consent asks for feedback: words that name other texts and no survey, poll or rating cover
  // other texts than it sends ("Yes, text me shift offers" behind a campaign of job-site ratings).
  const named = kinds.find((k) => k.promotional ?? k.informational) ?? (r.inWording.purpose ? kinds[0] : undefined);
  // (a word of asking the reading could not classify is not judged missing: "Text me one question after my visit")
  if (c.use_case === "POLLING_VOTING" && named && !kinds.some((k) => k.survey || k.unread.survey)) {
    return [hitAt(named.at, (w) => `the consent (${w}) names other texts than the surveys or polls this POLLING_VOTING campaign sends: ` +
      "the words people agree to must name the texts this campaign sends")];
  }
  const informationalCampaign = INFORMATIONAL_USE_CASES.includes(c.use_case ?? "");
  const marketingCampaign = c.use_case === "MARKETING";
  // Behind a MARKETING campaign an alert, a notice or a code is as promotional as its topic ("powder alerts", "rush
  // seat alerts", "sale codes"): what Twilio 30987 documents is a marketing consent that covers only account texts,
  // so there the consent must name the person's own matter (reminders, orders, closures, bills…) to be informational.
  const informational = (k: (typeof kinds)[number]) =>
    k.informational !== undefined && (!marketingCampaign || k.ownMatter !== undefined);
  const both = kinds.find((k) => k.promotional && informational(k));
  // Behind a MARKETING campaign, one box for both kinds is two programmes only where a sample offers nothing: "care
  // reminders + specials" behind samples that all sell is one marketing programme (the reminders bring people in).
  // Behind an informational campaign a box that also names offers always is (the offers need a consent of their own).
  const samples = r.samples;
  const sendsOther = !marketingCampaign || samples.length === 0 || samples.some((x) => !x.promotional);
  if (both && sendsOther && (informationalCampaign || marketingCampaign)) {
    return [hitAt(both.at, (w) => `one consent (${w}) covers marketing (${quoted(both.promotional!.words)}) and informational texts ` +
      `(${quoted(both.informational!.words)}) together: give marketing texts a box of their own, or register MIXED`)];
  }
  const promo = kinds.find((k) => k.promotional);
  const info = kinds.find(informational);
  if (informationalCampaign && promo && !info) {
    return [hitAt(promo.at, (w) => `the consent (${w}) is to marketing texts (${quoted(promo.promotional!.words)}) but the campaign is ${c.use_case}: ` +
      "the words people agree to must name the texts this campaign sends")];
  }
  if (marketingCampaign && info && !promo) {
    return [hitAt(info.at, (w) => `the consent (${w}) covers informational texts (${quoted(info.informational!.words)}) but the campaign is MARKETING: ` +
      "marketing texts need a consent that names them (offers, deals, news)")];
  }
  return [];
}

function formPhoneField(r: CampaignReadingImpl): Hit[] {
  const e = r.optIn.formWithoutPhone;
  return e && !customerInitiated(r)
    ? [hitAt(e, (w) => `the opt-in form's fields (${w}) include none for the mobile number to be texted: the form must ask for it beside the consent box`)]
    : [];
}

function preChecked(r: CampaignReadingImpl): Hit[] {
  const e = r.scope.preChecked;
  return e ? [hitAt(e, (w) => `says the consent is given in advance (${w}): consent must be the recipient's own action; leave the SMS box unchecked until they tick it`)] : [];
}

function consentCondition(r: CampaignReadingImpl): Hit[] {
  const e = r.scope.condition;
  return e ? [hitAt(e, (w) => `makes consent to texts a condition of something else (${w}): consent must be optional and separate from the purchase, the service and the terms; say "Consent is not a condition of purchase"`)] : [];
}

function thirdParty(r: CampaignReadingImpl): Hit[] {
  const e = r.scope.thirdParty;
  return e ? [hitAt(e, (w) => `lets others have the opt-in or message the subscriber (${w}): consent covers this brand alone, and opt-in data is never shared with third parties or affiliates`)] : [];
}

function bundledChannels(r: CampaignReadingImpl): Hit[] {
  const e = r.scope.bundled;
  return e ? [hitAt(e, (w) => `one consent covers texts together with e-mail or calls (${w}): give text messages a consent of their own (a separate, unchecked box for SMS)`)] : [];
}

function communicationsConsent(r: CampaignReadingImpl): Hit[] {
  const e = r.scope.communications;
  return e ? [hitAt(e, (w) => `the consent is to "communications" in general (${w}): the recipient must agree to receive text messages, named as such`)] : [];
}

function provenance(r: CampaignReadingImpl): Hit[] {
  const p = r.provenance;
  const e = p.bought ?? p.inherited ?? p.referred ?? p.onFile;
  if (!e) return [];
  let how = "taken from records kept for something else (a patient file, a booking system, a report), everyone's at once";
  if (e === p.bought) how = "bought, rented or licensed";
  else if (e === p.inherited) how = "taken over from another business or owner, or signed up with another location or brand";
  else if (e === p.referred) how = "given by someone other than the person texted (referred, or handed over on a list)";
  return [hitAt(e, (w) => `the numbers are ${how} (${w}): only people who gave this brand their own consent may be texted; collect a new opt-in from each`)];
}

function verbalRecord(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const o = r.optIn;
  // Marketing texts on a spoken yes alone (Bandwidth 2101: "promotional campaign but no mention of a written opt-in";
  // Twilio 30831: "promotional messaging ... requires express written consent"): no web page, keyword, box or form.
  if (o.verbal && !o.written && !o.web && !customerInitiated(r) && c.use_case === "MARKETING") {
    return [hitAt(o.verbal, (w) => `marketing texts on a spoken yes alone (${w}): promotional texts need written consent ` +
      "(a form, a box ticked, a keyword texted, a signature)")];
  }
  // (a web opt-in at its address beside the spoken one is judged as the web's; a privacy link is no opt-in page, OptIn.webAddress)
  // (words quoted beside a web route are the web's, not a script read aloud)
  // (words quoted beside a page of the brand's are the page's, unless they follow the spoken question in its own
  // sentence: "the driver is asked whether texts are wanted; the wording shown is \"…\"")
  const onPage = o.web !== undefined || o.webAddress !== undefined;
  // (nor is a text the person gets quoted a script: "First text they get says: FreshFold, HELP for help, …")
  const scripted = o.wording.some((e) => e.spokenScript) || (!onPage && o.wording.some((e) => !e.textReceived));
  if (!o.verbal || (o.web && o.webAddress) || scripted || o.verbalScript) return [];
  // (the question asked aloud, the consent then given in the person's own hand beside the words quoted: "the cashier
  // asks …; if they say yes, they type their own number on the screen, which shows: \"…\"": written, recorded by it)
  if (o.selfEntered && o.wording.length > 0) return [];
  // Recorded, but what is said to the person is not given (Twilio 30979 asks for the script): no words quoted anywhere in
  // the flow, nor a script or a statement read named. (Words quoted anywhere may be what staff read: no finding rather
  // than a false alarm.)
  if (o.verbalRecord) {
    if (o.wording.length > 0 || o.quotesWords) return [];
    // (a question described, with what staff tell the person given beside it: "asked if we can text the delivery
    // updates; … 2 texts per delivery, msg & data rates may apply, reply HELP for help, STOP to stop")
    const told = (["frequency", "rates", "help", "stop"] as const).filter((d) => r.atOptIn[d] !== undefined).length;
    // (claimed only: "verbal consent" with no question described, not "the agent asks whether … If the customer gives
    // verbal consent")
    if (told >= 2 && !o.verbalClaimedOnly) return [];
    return [hitAt(o.verbal, (w) => `a spoken opt-in (${w}) with no script: say what staff read to the customer (brand, purpose, frequency, rates, HELP, STOP)`)];
  }
  return [hitAt(o.verbal, (w) => `a spoken opt-in (${w}) with no script and no record: say what staff read to the customer (brand, purpose, frequency, rates, HELP, STOP) and how the consent is recorded`)];
}

/** Keywords the flow advertises ("text ORDERS to 55123") that the campaign does not declare as opt-in keywords. */
function keywordUndeclared(r: CampaignReadingImpl): Hit[] {
  const missing = r.optIn.keywordsAdvertised;
  if (missing.length === 0) return [];
  return [{
    message: `the message flow has recipients text ${missing.join(", ")} but opt_in_keywords does not declare ${missing.length === 1 ? "it" : "them"}: ` +
      "add the keyword to opt_in_keywords (with its opt-in confirmation in opt_in_message)",
  }];
}

function callToActionConsent(r: CampaignReadingImpl): Hit[] {
  // The person acting on the texts or their control in words the reading has none for: no finding rather than a false alarm.
  if (!r.flow || r.optIn.consent || r.optIn.unread.consent) return [];
  return [{ message: "the message flow does not say that recipients consent: describe the explicit opt-in (they tick an unchecked SMS consent box, text a keyword, agree to receive messages)" }];
}

/**
 * A web route the flow describes (the words of its box quoted, or two of frequency, rates, HELP and STOP given at it)
 * beside another route it describes too (a paper form, a spoken yes, a keyword).
 */
function webDescribedBesideAnotherRoute(r: CampaignReadingImpl): boolean {
  const disclosed = (["frequency", "rates", "help", "stop"] as const).filter((d) => r.atOptIn[d] !== undefined).length;
  return (r.optIn.wording.length > 0 || disclosed >= 2) && r.optIn.otherRoute !== undefined;
}

function callToActionUrl(r: CampaignReadingImpl): Hit[] {
  // Behind a sign-in (account settings, online banking) there is no public page to give.
  const o = r.optIn;
  if (!r.flow || !o.web || o.webAddress !== undefined || o.signedIn || customerInitiated(r)) return [];
  // A web route the flow describes (the words of its box quoted, or the disclosures shown at it given) beside another
  // route it describes too (a paper form, a spoken yes, a keyword) is approved without its address ("paper at the desk
  // or online", "online buyers tick the same box"); a web sign-up that is the opt-in must give its page.
  if (r.optIn.wording.length > 0 || webDescribedBesideAnotherRoute(r)) return [];
  return [{ message: "the opt-in is on the web but the message flow gives no address: add the URL of the page with the opt-in form" }];
}

/**
 * A web opt-in links the privacy policy at the point of consent (AWS's checklist: "links to Terms and Privacy
 * Policy" among the disclosures at consent): a web form described with no policy linked anywhere. Other opt-ins
 * (a keyword, a paper form, a spoken yes, a conversation the customer starts) have no page to link it from; the
 * brand's site carries the policy, which the review cannot see (docs/preflight.md, "What preflight cannot see").
 */
function privacyPolicy(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const o = r.optIn;
  const onAPage = o.web !== undefined || o.webAddress !== undefined;
  // The flow says no policy or terms are shown at the opt-in, and none is registered: the program gives none anywhere,
  // whatever the route (CTIA 5.2.1 asks it be conspicuously displayed).
  if (!c.privacy_policy_url && !c.terms_url && o.policiesWithheld && !customerInitiated(r)) {
    return [{ message: `the opt-in shows no privacy policy or terms (${quoted(o.policiesWithheld.words)}) and none is registered: ` +
      "link the brand's privacy policy at the opt-in and set privacy_policy_url" }];
  }
  if (c.privacy_policy_url || customerInitiated(r)) return [];
  // A web opt-in with no policy registered (the message every web route gets, checkout or not), unless a web route is
  // described beside another route (a phone order, a paper form, a keyword): the policy goes with the brand's site,
  // which preflight cannot see, as for those routes.
  // (the policy's address given in the flow beside the page's is the policy at the opt-in; "Terms and Privacy links below
  // the box" names links and gives none to review)
  if (onAPage && !webDescribedBesideAnotherRoute(r) && !(r.optIn.privacyLink && r.optIn.webAddress !== undefined)) {
    return [{ message: "no privacy policy: set privacy_policy_url to the brand's policy, which says mobile numbers are not shared for marketing" }];
  }
  // A marketing program with no policy anywhere: none registered (neither privacy_policy_url nor terms_url) and none
  // named in the flow, whatever the route (Twilio 30932: the message flow links no publicly accessible privacy policy;
  // CTIA 5.2.1). Informational programs on a keyword, a paper form or a spoken yes are approved without it.
  if ((c.use_case === "MARKETING" || c.use_case === "MIXED") && !c.terms_url && !r.atOptIn.privacy) {
    return [{ message: "a marketing program with no privacy policy anywhere (none registered, none named in the message flow): " +
      "link the brand's privacy policy at the opt-in and set privacy_policy_url" }];
  }
  // A box at a checkout (where the person pays: the brand's own page or screen), no policy or terms named anywhere in
  // the flow and none registered: the consent is taken where the policy belongs, and it is nowhere (CTIA 5.2.1).
  const { checkout } = o;
  if (!c.terms_url && checkout && (o.control ?? o.boxDrawn) && !o.verbal && !r.atOptIn.privacy) {
    return [{ message: `a box at the checkout (${checkout.words}) with no privacy policy or terms anywhere, and none registered: ` +
      "link the brand's privacy policy beside the box and set privacy_policy_url" }];
  }
  return [];
}

export const CALL_TO_ACTION_RULES = [
  campaign({
    id: "call-to-action", code: "MESSAGE_FLOW_INSUFFICIENT", severity: "error", field: ["message_flow"],
    summary: "The message flow says how and where recipients opt in (a method and a concrete place, address or keyword); a conversation the customer starts is its own opt-in",
    sources: [bandwidth("2100"), twilio("30842"), page("Twilio", PAGES.twilioApproval), page("CTIA", PAGES.ctia)],
    judge: callToActionMethod,
  }),
  campaign({
    id: "call-to-action-consent", code: "MESSAGE_FLOW_CONSENT_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The message flow describes explicit consent (in consent words, or as what the person does: ticks the box, taps the button, texts first)",
    // (Twilio 30555, "First message sent without documented prior consent": the step where the person grants permission)
    sources: [twilio("30841"), bandwidth("2102"), twilio("30831"), page("Twilio", PAGES.twilioApproval), twilio("30555")],
    judge: callToActionConsent,
  }),
  campaign({
    id: "call-to-action-url", code: "MESSAGE_FLOW_URL_MISSING", severity: "error", field: ["message_flow"],
    summary: "A web opt-in named and not described gives the address of its page (an opt-in behind a sign-in has none to give)",
    sources: [twilio("30543"), twilio("30842"), bandwidth("2100"), page("AWS", PAGES.awsRejections)],
    judge: callToActionUrl,
  }),
  campaign({
    id: "call-to-action-frequency", code: "MESSAGE_FLOW_FREQUENCY_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The call to action discloses how often messages come (a quantity per period or per event, or that it varies)",
    // (Twilio 30909's page names message frequency among what an incomplete call to action omits)
    sources: [bandwidth("2135", PAGES.bandwidthCallToAction), twilio("30545"), page("AWS", PAGES.awsChecklist), CTA_INCOMPLETE],
    judge: callToActionFrequency,
  }),
  campaign({
    id: "call-to-action-rates", code: "MESSAGE_FLOW_RATES_MISSING", severity: "warning", field: ["message_flow"],
    summary: "The call to action discloses \"Message and data rates may apply\"",
    // (and "message and data rates may apply", Twilio 30909)
    sources: [
      bandwidth("2136", PAGES.bandwidthCallToAction), twilio("30569"), page("AWS", PAGES.awsChecklist),
      page("Twilio", PAGES.twilioVerifyConsent), CTA_INCOMPLETE,
    ],
    judge: callToActionRates,
  }),
  campaign({
    id: "call-to-action-wording", code: "MESSAGE_FLOW_CONSENT_LANGUAGE_INCOMPLETE", severity: "warning", field: ["message_flow"],
    summary: "The consent language the flow quotes (the checkbox's, button's or sign's words) names the brand and what the texts are about, with HELP and STOP at the opt-in",
    sources: [
      WORDING.brand, WORDING.purpose, WORDING.help, WORDING.stop, twilio("30544"), twilio("30570"), CTA_SECTION, ctia("5.1.3"),
      CTA_INCOMPLETE,
    ],
    judge: callToActionWording,
  }),
  campaign({
    id: "opt-in-form-phone-field", code: "OPT_IN_FORM_NO_PHONE_FIELD", severity: "warning", field: ["message_flow"],
    summary: "A web form whose fields the flow lists has a field for the mobile number",
    sources: [bandwidth("2139", PAGES.bandwidthCallToAction), bandwidth("2100")],
    judge: formPhoneField,
  }),
  campaign({
    id: "consent-kind", code: "OPT_IN_CONSENT_OTHER_KIND", severity: "warning", field: ["message_flow"],
    summary: "The consent language covers the kind of texts the campaign sends (marketing or informational), one kind per box",
    // (CTIA 5.1.2.2, "Apply One Opt-In per Campaign": consent to one programme does not cover another)
    sources: [twilio("30987"), twilio("30913"), ctia("5.1.2.2")],
    judge: consentKind,
  }),
  campaign({
    id: "consent-pre-checked", code: "OPT_IN_PRECHECKED", severity: "error", field: ["message_flow"],
    summary: "The consent box is not pre-checked: consent is the recipient's own action",
    sources: [twilio("30831"), page("AWS", PAGES.awsChecklist), ctia("5.1.2")],
    judge: preChecked,
  }),
  campaign({
    id: "consent-condition", code: "OPT_IN_CONDITION_OF_SERVICE", severity: "error", field: ["message_flow"],
    summary: "Consent is not a condition of purchase or service, nor folded into accepting the terms",
    // (CTIA 5.1.2, consumer opt-in: the opt-in is not obscured in the terms of another service)
    sources: [twilio("30831"), twilio("30923"), twilio("30841"), page("AWS", PAGES.awsChecklist), ctia("5.1.2")],
    judge: consentCondition,
  }),
  campaign({
    id: "consent-third-party", code: "OPT_IN_SHARED_WITH_THIRD_PARTIES", severity: "error", field: ["message_flow"],
    summary: "Consent is for this brand alone: no partners messaging, no opt-in data shared with third parties",
    sources: [twilio("30951"), dca("708", TELNYX_CODES), telnyx("708"), page("AWS", PAGES.awsChecklist), ctia("5.1.4")],
    judge: thirdParty,
  }),
  campaign({
    id: "consent-bundled-channels", code: "OPT_IN_BUNDLED_CHANNELS", severity: "warning", field: ["message_flow"],
    summary: "Consent to texts is given on its own, not in one box with e-mail or calls",
    sources: [twilio("30556"), ctia("5.1.2")],
    judge: bundledChannels,
  }),
  campaign({
    id: "consent-communications", code: "OPT_IN_NOT_FOR_SMS", severity: "warning", field: ["message_flow"],
    summary: "The consent names text messages, not \"communications\" in general",
    sources: [twilio("30551"), twilio("30841")],
    judge: communicationsConsent,
  }),
  campaign({
    id: "numbers-provenance", code: "OPT_IN_NUMBERS_NOT_OWN", severity: "error", field: ["message_flow"],
    summary: "The numbers come from people who opted in to this brand: not bought, licensed, inherited or referred",
    sources: [twilio("30932"), ctia("5.1.4"), twilio("30831")],
    judge: provenance,
  }),
  campaign({
    id: "verbal-opt-in-record", code: "OPT_IN_VERBAL_UNRECORDED", severity: "warning", field: ["message_flow"],
    summary: "A spoken opt-in says what is read to the customer and how the consent is recorded; marketing texts need written consent, not a spoken yes alone",
    sources: [twilio("30979"), bandwidth("2101"), twilio("30831"), twilio("30842")],
    judge: verbalRecord,
  }),
  campaign({
    id: "opt-in-keyword-undeclared", code: "OPT_IN_KEYWORD_UNDECLARED", severity: "error", field: ["opt_in_keywords"],
    summary: "Keywords the message flow advertises (\"text ORDERS to …\") are declared as opt-in keywords",
    sources: [page("Twilio", PAGES.twilioApproval), page("CTIA", PAGES.ctia)],
    judge: keywordUndeclared,
  }),
  campaign({
    id: "privacy-policy", code: "PRIVACY_POLICY_MISSING", severity: "error", field: ["privacy_policy_url"],
    summary: "A web opt-in links a privacy policy; a marketing program names one somewhere, and a program whose flow says none is shown, or whose checkout box names none, registers one",
    // (CTIA 5.2.1: "Maintain and conspicuously display a clear, easy-to-understand privacy policy")
    sources: [page("AWS", PAGES.awsRejections), page("AWS", PAGES.awsChecklist), ctia("5.2.1"), CTA_INCOMPLETE, twilio("30932")],
    judge: privacyPolicy,
  }),
];
