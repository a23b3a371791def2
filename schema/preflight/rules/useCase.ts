import type { CampaignSubject, Hit, RuleSource } from "../model";
import type { CampaignReadingImpl } from "../reading";
import { solicitationWithNotices } from "../reading/useCase";
import { dca, page, PAGES, twilio } from "../sources";
import { TRANSACTIONAL_USE_CASES } from "../vocabulary/useCase";
import { brandNames, type CampaignOf, campaign, quoted, soleProprietor } from "./subject";

/*
 * The use case and what the campaign says it is: samples that fit the use case, a description that
 * says who sends what to whom, sole proprietors' one campaign on one number.
 */

const MIXED_USE_CASES = ["MIXED", "LOW_VOLUME"];
/** A sample or use case that does not fit: Twilio's and the DCA's codes for it. */
const MISMATCH: [RuleSource, ...RuleSource[]] = [twilio("30893"), dca("602")];
/**
 * A description that promises offers the use case does not send: Twilio 30886, "description does not match the use
 * case", beside the promotional-samples rule's own codes.
 */
const DESCRIBED_OFFER_SOURCES: [RuleSource, ...RuleSource[]] = [twilio("30886"), twilio("30985"), twilio("30893"), dca("602")];
const POLITICAL_SOURCES: [RuleSource, ...RuleSource[]] = [twilio("30542"), ...MISMATCH];
/** A sub use case no sample shows. */
const SUB_USE_CASE: [RuleSource, ...RuleSource[]] = [twilio("30538"), ...MISMATCH];

/** Use cases whose messages are not appeals: a sample asking for gifts to a cause does not fit them (DCA 602). */
const DONATION_USE_CASES = [
  "HIGHER_EDUCATION", "K12_EDUCATION", "ACCOUNT_NOTIFICATION", "CUSTOMER_CARE", "DELIVERY_NOTIFICATION", "2FA", "SECURITY_ALERT",
  "FRAUD_ALERT", "POLLING_VOTING", "PUBLIC_SERVICE_ANNOUNCEMENT",
];

/** Whether the campaign declares a use case, directly or as a sub use case of MIXED or LOW_VOLUME. */
function declares(c: CampaignSubject, useCase: string): boolean {
  return c.use_case === useCase || (MIXED_USE_CASES.includes(c.use_case ?? "") && (c.sub_use_cases ?? []).includes(useCase as never));
}

/**
 * The use case against what the campaign's samples and description say, together: 2FA samples carry
 * the code; one-time codes belong to 2FA; a CHARITY campaign speaks of giving; political content is
 * registered as POLITICAL, not MARKETING.
 */
/**
 * The samples against the use case, one concern after another; the first that finds something is the finding: the
 * one-time codes and the sub use cases, then the kind of message the use case is for, then appeals, campaigning and
 * prize drawings.
 */
function useCaseSamples(r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  if (r.samples.length === 0) return [];
  for (const judge of [codesAndSubUseCases, messagesOfTheUseCase, appealsAndCampaigning]) {
    const hits = judge(r, c, s);
    if (hits.length > 0) return hits;
  }
  return [];
}

/** One-time codes belong to 2FA, and a declared sub use case is shown by a sample. */
function codesAndSubUseCases(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const samples = r.samples;
  if (c.use_case === "2FA") {
    const i = samples.findIndex((m) => !m.code);
    // As for the alert use cases: no code in any sample nor in the description, and the use case is what is wrong
    // (order-ready texts, appeals filed as 2FA); a 2FA campaign with a sample that lacks its code, the sample.
    // (every sample a code: what else the campaign does, a giveaway or an appeal riding on the codes, is read below)
    const none = !samples.some((m) => m.code) && !r.useCaseFacts.describedCode;
    if (i >= 0 && none) return [{ path: ["use_case"], message: "the use case is 2FA but no sample is a one-time code and the description names none: choose the use case the messages have" }];
    if (i >= 0) return [{ path: ["sample_messages", i], message: "a 2FA sample carries the one-time code: show it (e.g. \"Your Acme code is 482913\")" }];
  }
  // And a code sample that also urges something else (a pitch, "enroll now!"): the sample carries another programme.
  const urging = c.use_case === "2FA" ? r.useCaseFacts.codeUrging : undefined;
  if (urging && !samples.some((m) => m.promotional)) {
    return [{ path: urging.path, sources: MISMATCH, message: "this one-time code sample also urges something else: a 2FA sample carries the code alone; send the rest from a campaign of its own (MARKETING or MIXED)" }];
  }
  // A 2FA campaign sends the codes alone: a description that names news or invitations beside them describes another
  // programme riding on the same number (Twilio 30986, 30886).
  const beside = c.use_case === "2FA" ? r.useCaseFacts.describedBesideCodes : undefined;
  if (beside) {
    return [{ path: ["description"], sources: DESCRIBED_OFFER_SOURCES, message: `the description names ${quoted(beside.words)} beside the one-time codes, but a 2FA campaign sends the codes alone: send the rest from a campaign of its own (MARKETING or MIXED)` }];
  }
  // Nor one whose description speaks of something else altogether: no code, password, sign-in or verifying at all
  // (Twilio 30886: the description does not match the use case). In another language it is english-only's finding.
  const described = r.useCaseFacts.description;
  if (c.use_case === "2FA" && described && !described.foreign && !described.placeholder && !r.useCaseFacts.describedAccess) {
    return [{ path: ["description"], sources: [twilio("30886"), ...MISMATCH], message: "the use case is 2FA but the description never speaks of one-time codes, signing in or verifying who someone is: describe the passcodes the campaign sends" }];
  }
  if (declares(c, "2FA") && !samples.some((m) => m.code)) {
    return [{ message: "2FA is a sub use case but no sample carries a one-time code: add a sample with the code" }];
  }
  // As for 2FA: a MARKETING sub use case is shown by a sample that markets (an offer, a sale, news of the brand).
  if (c.use_case !== "MARKETING" && declares(c, "MARKETING") && !r.useCaseFacts.marketingSample) {
    return [{ path: ["sample_messages"], sources: SUB_USE_CASE, message: "MARKETING is a sub use case but no sample markets anything: add a sample of the promotional messages (an offer, a sale, news of the brand) or drop MARKETING from sub_use_cases" }];
  }
  const code = samples.findIndex((m) => m.oneTimeCode);
  if (code >= 0 && !declares(c, "2FA")) {
    // Every sample a one-time code: the campaign sends codes, and its use case is what to change (as for MARKETING or an
    // alert use case whose samples are all the recipient's own codes); one code among other messages, the sample.
    if (r.useCaseFacts.ownNoticeSamples === "one-time code" && (c.use_case ?? "") !== "MIXED" && c.use_case !== "LOW_VOLUME") {
      return [{ path: ["use_case"], sources: MISMATCH, message: `every sample is a one-time passcode but the use case is ${c.use_case}: register one-time codes as a 2FA campaign` }];
    }
    return [{ path: ["sample_messages", code], message: `this sample is a one-time passcode but the use case is ${c.use_case}: register one-time codes as a 2FA campaign (or MIXED with the 2FA sub use case)` }];
  }
  return [];
}

/** The messages are of the kind the use case is for: alerts, deliveries, marketing, a school's, the public's, polls. */
function messagesOfTheUseCase(r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  const samples = r.samples;
  const facts = r.useCaseFacts;
  // An alert use case's samples are alerts: a FRAUD_ALERT campaign that sends shipping or statement notices is not one.
  if (c.use_case === "FRAUD_ALERT" && !facts.fraudSample) {
    // The description a fraud alert's and the samples not: the samples are wrong; neither: the use case is.
    return [{ path: facts.fraudDescription ? ["sample_messages"] : ["use_case"], sources: MISMATCH, message: "the use case is FRAUD_ALERT but no sample is a fraud alert (a charge, sign-in or transfer to confirm, a card blocked): choose the use case the messages have (order, shipping and account updates are ACCOUNT_NOTIFICATION or DELIVERY_NOTIFICATION) or show the fraud alerts" }];
  }
  if (c.use_case === "SECURITY_ALERT" && !facts.securitySample) {
    // As for FRAUD_ALERT: the description a security alert's and the samples not, the samples are wrong; neither, the use case.
    return [{ path: facts.securityDescription ? ["sample_messages"] : ["use_case"], sources: MISMATCH, message: "the use case is SECURITY_ALERT but no sample is a security alert (an alarm, a breach, a sign-in or password change): choose the use case the messages have or show the security alerts" }];
  }
  // MARKETING is for messages that market: a campaign none of whose samples markets, each of them the recipient's own
  // code, alert or account notice, is registered under the use case those have (Bandwidth's DCA 602: the use case
  // does not match the messages; Twilio 30893).
  // A delivery notification is sent by the brand when a delivery moves; a campaign the description says answers what
  // customers text in is a conversation, CUSTOMER_CARE (DCA 602: the use case does not match the messages).
  // (where a sample is itself a delivery or order update, the conversation rides beside the notices: left to the reviewer)
  const updates = samples.some((m) => m.signals.includes("order or booking update"));
  if (c.use_case === "DELIVERY_NOTIFICATION" && facts.describedConversation && !updates) {
    return [{ path: ["use_case"], sources: MISMATCH, message: `the description says the texts answer customers (${quoted(facts.describedConversation.words)}): a two-way support conversation is CUSTOMER_CARE, not DELIVERY_NOTIFICATION` }];
  }
  // (and a delivery notification's use case, where every sample is a code or a fraud or security alert: no delivery at all)
  if (c.use_case === "DELIVERY_NOTIFICATION" && facts.ownNoticeSamples && facts.ownNoticeSamples !== "account or order notice") {
    const fits = facts.ownNoticeSamples === "one-time code" ? "2FA" : "FRAUD_ALERT or SECURITY_ALERT";
    return [{ path: ["use_case"], sources: MISMATCH, message: `the use case is DELIVERY_NOTIFICATION but no sample is about a delivery: each is the recipient's own ${facts.ownNoticeSamples}; register ${fits}` }];
  }
  // Nor one none of whose samples speaks of anything ordered, sent, carried or collected (where the truck parks this week).
  // (the words are English: samples in another language are english-only's finding)
  if (c.use_case === "DELIVERY_NOTIFICATION" && !facts.deliverySample && !facts.ownNoticeSamples &&
    !facts.foreign.some((f) => f.path[0] === "sample_messages")) {
    return [{ path: ["use_case"], sources: MISMATCH, message: "the use case is DELIVERY_NOTIFICATION but no sample speaks of anything ordered, shipped, carried or collected: choose the use case the messages have" }];
  }
  if (c.use_case === "MARKETING" && facts.ownNoticeSamples) {
    const fits = { "one-time code": "2FA", "fraud or security alert": "FRAUD_ALERT or SECURITY_ALERT", "account or order notice": "ACCOUNT_NOTIFICATION" }[facts.ownNoticeSamples];
    return [{ path: ["use_case"], sources: MISMATCH, message: `the use case is MARKETING but no sample markets anything: each is the recipient's own ${facts.ownNoticeSamples}; register ${fits}, or show the marketing messages` }];
  }
  // Higher education is for colleges and universities, K-12 for schools that teach children: the brand's name says which it is.
  const k12 = facts.school.k12 !== undefined;
  const higher = facts.school.higher !== undefined;
  if ((c.use_case === "HIGHER_EDUCATION" && k12 && !higher) || (c.use_case === "K12_EDUCATION" && higher && !k12)) {
    const other = c.use_case === "HIGHER_EDUCATION" ? "K12_EDUCATION" : "HIGHER_EDUCATION";
    const school = brandNames(s.brand!).filter((n): n is string => typeof n === "string").join(" ");
    return [{ path: ["use_case"], sources: MISMATCH, message: `the brand's name (${quoted(school)}) is a ${k12 ? "K-12 school" : "college or university"}: register ${other}, not ${c.use_case}` }];
  }
  // And higher education is sent by a college, a university or another school past high school: a HIGHER_EDUCATION
  // campaign whose brand's names and description name none (a driving school, a 4-H club) has the wrong use case.
  if (c.use_case === "HIGHER_EDUCATION" && !higher && !k12 && !facts.postSecondary) {
    return [{ path: ["use_case"], sources: MISMATCH, message: "the use case is HIGHER_EDUCATION but neither the brand's name nor the description names a college, university or other school past high school: choose the use case the messages have (lesson and appointment reminders are ACCOUNT_NOTIFICATION)" }];
  }
  // A public service announcement is for the public: a campaign most of whose samples are each recipient's own bill or payment is not one.
  if (c.use_case === "PUBLIC_SERVICE_ANNOUNCEMENT" && facts.personalSamples * 2 > samples.length) {
    return [{ path: ["use_case"], sources: MISMATCH, message: "the use case is PUBLIC_SERVICE_ANNOUNCEMENT but the samples are about each recipient's own bill, payment or account: register ACCOUNT_NOTIFICATION for those" }];
  }
  // Fewer of them, but one recipient's own bill with its amount beside the public notices: mixed content under one use case.
  const bill = c.use_case === "PUBLIC_SERVICE_ANNOUNCEMENT" ? facts.billSample : undefined;
  if (bill) {
    return [{ path: bill.path, sources: MISMATCH, message: "this sample is one recipient's own bill, not a public service announcement: send bills from an ACCOUNT_NOTIFICATION campaign (or register MIXED)" }];
  }
  // And a polling programme (its description and a sample call the texts votes, polls or surveys) filed as account
  // notices or public announcements is POLLING_VOTING (DCA 602, Twilio 30893: the use case does not match the messages).
  if ((c.use_case === "ACCOUNT_NOTIFICATION" || c.use_case === "PUBLIC_SERVICE_ANNOUNCEMENT") && facts.pollProgram) {
    return [{ path: ["use_case"], sources: MISMATCH, message: `the description and the samples are polls or surveys (${quoted(facts.pollProgram.words)}) but the use case is ${c.use_case}: register POLLING_VOTING` }];
  }
  // A poll asks: a POLLING_VOTING campaign every one of whose samples is the recipient's own code, alert or account notice
  // (an alarm tripped, a payment due) sends those, not polls, whatever reply they invite ("if that wasn't you, reply NO").
  if (c.use_case === "POLLING_VOTING" && facts.ownNoticeSamples && !facts.pollSample) {
    return [{ path: ["use_case"], sources: MISMATCH, message: `the use case is POLLING_VOTING but no sample is a poll: each is the recipient's own ${facts.ownNoticeSamples}; register the use case those have` }];
  }
  // A poll asks something: a POLLING_VOTING campaign whose samples and description ask no vote, survey or question is not one.
  if (c.use_case === "POLLING_VOTING" && !facts.pollAsk) {
    return [{ path: ["use_case"], sources: MISMATCH, message: "the use case is POLLING_VOTING but nothing in the campaign asks a vote, a survey or a question: choose the use case the messages have" }];
  }
  return [];
}

/** Appeals for gifts, campaigning for a candidate and prize drawings have use cases of their own. */
function appealsAndCampaigning(r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  const facts = r.useCaseFacts;
  // Asking for gifts to a cause is what CHARITY (or MARKETING) sends: inside a school's, an account's or a care line's campaign it is another programme.
  // (campaigning filed as a public service is POLITICAL, below: its fundraising asks are part of it)
  // (and a MIXED or LOW_VOLUME campaign whose sub use cases are all of these: "shift reminders and schedule questions")
  const subs = c.sub_use_cases ?? [];
  const mixedWithoutAppeals = MIXED_USE_CASES.includes(c.use_case ?? "") && subs.length > 0 && subs.every((u) => DONATION_USE_CASES.includes(u));
  if (mixedWithoutAppeals && facts.donationSample) {
    return [{ path: facts.donationSample.path, sources: MISMATCH, message: `this sample asks for donations but the sub use cases are ${subs.join(", ")}: add CHARITY (or MARKETING) to the sub use cases, send appeals from a campaign of their own, or remove it` }];
  }
  if (DONATION_USE_CASES.includes(c.use_case ?? "") && !(c.use_case === "PUBLIC_SERVICE_ANNOUNCEMENT" && facts.partisan)) {
    const asking = facts.donationSample;
    if (asking) return [{ path: asking.path, sources: MISMATCH, message: `this sample asks for donations but the use case is ${c.use_case}: send appeals from a CHARITY (or MIXED) campaign of their own, or remove it` }];
    // The description that says the texts ask for donations ("fundraising asks for the Meal Fund"): the use case.
    const asks = facts.describedSolicitation;
    // (and the description is what differs from the samples, none of which asks: Twilio 30886, it does not match them)
    if (asks) {
      return [{ path: ["use_case"], sources: MISMATCH, message: `the description says the texts ask for money (${quoted(asks.words)}) but the use case is ${c.use_case}: register appeals as CHARITY (or MIXED), or send them from a campaign of their own` },
        { path: asks.path, sources: [twilio("30886"), ...MISMATCH], message: `the description says the texts ask for money (${quoted(asks.words)}) but no sample does: describe the messages the campaign sends` }];
    }
  }
  if (c.use_case === "CHARITY" && !facts.charitable) {
    // The messages are what they are: the use case is what to change (Bandwidth's DCA 602 example: charity filed for reminders).
    return [{ path: ["use_case"], sources: MISMATCH, message: "the use case is CHARITY but neither the description nor the samples speak of donations, volunteering or the charity's cause: choose the use case the messages have (appointment and volunteer shift reminders are ACCOUNT_NOTIFICATION) or show the charitable messages" }];
  }
  // A political brand's messages are POLITICAL whether declared as MARKETING or as CHARITY (DCA 602).
  const marketing = declares(c, "MARKETING") || c.use_case === "MARKETING";
  if (marketing || c.use_case === "CHARITY") {
    const political = s.brand?.vertical === "POLITICAL"
      ? "the brand is POLITICAL"
      : marketing && facts.political ? `mentions ${quoted(facts.political.words)}` : undefined;
    if (political) {
      return [{ path: ["use_case"], sources: POLITICAL_SOURCES, message: `political content (${political}) is registered with the POLITICAL use case (and a Campaign Verify token), not ${marketing ? "MARKETING" : c.use_case}` }];
    }
  }
  // A prize drawing or giveaway is the SWEEPSTAKE use case, a special use case of its own (DCA 602 when filed as another):
  // the use case, and the sample that runs it (the fix is either).
  const sweepstakes = r.content.find((f) => f.category === "sweepstakes");
  if (sweepstakes && !declares(c, "SWEEPSTAKE") && c.use_case !== "SWEEPSTAKE") {
    const message = `${quoted(sweepstakes.phrase)} is a sweepstakes (a prize drawing or giveaway): register it as a SWEEPSTAKE campaign of its own, not ${c.use_case}`;
    return [{ path: ["use_case"], sources: MISMATCH, message },
      // (and where the campaign says it: the sample that runs it, or the description that makes the campaign one)
      ...(sweepstakes.at.path[0] === "sample_messages" ? [{ path: sweepstakes.at.path, sources: MISMATCH, message: `${message}, or leave it out of this campaign's samples` }] : []),
      ...(sweepstakes.at.path[0] === "description" ? [{ path: sweepstakes.at.path, sources: MISMATCH, message: `${message}, or leave it out of this campaign's description` }] : [])];
  }
  // A candidate's texts are not a public service announcement, and polling about a race is not non-political polling.
  if (c.use_case === "PUBLIC_SERVICE_ANNOUNCEMENT" || c.use_case === "POLLING_VOTING") {
    const e = facts.partisan ?? (c.use_case === "POLLING_VOTING" ? facts.political : undefined);
    const political = s.brand?.vertical === "POLITICAL" ? "the brand is POLITICAL" : e ? `mentions ${quoted(e.words)}` : undefined;
    if (political) {
      // As for the alert use cases: a public service's sample that campaigns for a candidate is what is wrong;
      // campaigning in the description, polling about a race, or a POLITICAL brand: the use case.
      const inSample = s.brand?.vertical !== "POLITICAL" && e === facts.partisan && e?.path[0] === "sample_messages";
      const message = `campaign or election content (${political}) is registered with the POLITICAL use case (and a Campaign Verify token), not ${c.use_case}`;
      if (c.use_case === "PUBLIC_SERVICE_ANNOUNCEMENT") return [{ path: inSample ? e!.path : ["use_case"], sources: POLITICAL_SOURCES, message }];
      // A poll's sample that speaks for or about a candidate (push polling, a race's poll): the use case, and the sample that shows it.
      return [{ path: ["use_case"], sources: POLITICAL_SOURCES, message },
        ...(inSample ? [{ path: e!.path, sources: POLITICAL_SOURCES, message: `${quoted(e!.words)} speaks for or about a candidate: a poll that does is POLITICAL (and push polling is not polling); register POLITICAL or remove it` }] : [])];
    }
  }
  // Whatever else the use case, campaigning for a candidate is POLITICAL (Twilio 30542: "a registered political PAC
  // submitted under the generic Customer Care use case"): at the sample that campaigns, or at the use case.
  // Words that also name a charity's or a shop's own drive ("our campaign", "chip in") are left to the use cases above.
  const campaigning = facts.campaigning;
  if (campaigning && c.use_case !== "POLITICAL" && !declares(c, "POLITICAL")) {
    return [{ path: campaigning.path[0] === "sample_messages" ? campaigning.path : ["use_case"], sources: POLITICAL_SOURCES,
      message: `campaign content (${quoted(campaigning.words)}) is registered with the POLITICAL use case (and a Campaign Verify token), not ${c.use_case}` }];
  }
  return [];
}

/** CHARITY is for registered charities: a NON_PROFIT brand. */
function charityBrand(_r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  if (c.use_case !== "CHARITY" || !s.brand?.entity_type || s.brand.entity_type === "NON_PROFIT") return [];
  return [{ message: `the CHARITY use case is for a NON_PROFIT brand (a registered charity), and this brand is ${s.brand.entity_type}: choose the use case the messages have` }];
}

/**
 * A charity's one consent for notices and donation requests together (Twilio 30548: "a single signup checkbox covers
 * both account notifications and donation requests"; the informational texts and the appeals each need a box of their
 * own). Judged where a charity sends: a CHARITY campaign, or any campaign of a NON_PROFIT brand (where the use case is
 * informational, `consent-kind` also names the box as one consent for two kinds, Twilio 30913). A conversation the
 * customer starts is consent to it alone and has no box.
 */
function charityConsentSeparate(r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  // (a candidate's or a committee's asks are POLITICAL, not a charitable programme's)
  const charity = c.use_case === "CHARITY" ||
    (s.brand?.entity_type === "NON_PROFIT" && s.brand.vertical !== "POLITICAL" && !declares(c, "POLITICAL"));
  if (!charity || r.optIn.customerInitiated) return [];
  const both = solicitationWithNotices(r.optIn.wording);
  if (!both) return [];
  const message = `one consent (${quoted(both.at.words)}) covers donation requests (${quoted(both.solicitation.words)}) ` +
    `and notices (${quoted(both.notices.words)}) together: give the appeals an unchecked box of their own, separate from the informational texts`;
  return [{ path: both.at.path, message }];
}

function testContent(r: CampaignReadingImpl): Hit[] {
  const e = r.useCaseFacts.test;
  return e ? [{ path: e.path, message: `reads as test content (${quoted(e.words)}): register the messages the campaign will really send; a test program is not a campaign` }] : [];
}

/** Every reviewed text not in English, with its language; the reviewers read English only. */
function englishOnly(r: CampaignReadingImpl): Hit[] {
  return r.useCaseFacts.foreign.map(({ path, language }) => ({
    path, message: `reads as ${language}: write the registration in English (a message sent in another language is shown with its English translation)`,
  }));
}

function descriptionBrand(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  const others = r.useCaseFacts.description?.otherCompanies ?? [];
  if (others.length === 0 || !s.brand) return [];
  const brand = s.brand.display_name ?? s.brand.legal_name ?? "the brand";
  return [{ message: `names ${others.map(quoted).join(", ")}, not the brand (${brand}): the campaign is the brand's own messages; register the company that sends them as its own brand` }];
}

function promotionalSamples(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  const mixed = c.use_case === "MIXED" || c.use_case === "LOW_VOLUME";
  const transactional = TRANSACTIONAL_USE_CASES.includes(c.use_case ?? "") || (mixed && !(c.sub_use_cases ?? []).includes("MARKETING"));
  if (c.use_case === "AGENTS_FRANCHISES") return franchiseOffer(r);
  if (!transactional) return [];
  // (credit offered with its rate is an offer too, "refinance your auto loan at 5.9% APR today!"; the recipient's own loan
  // being serviced is no lending content, reading/content.ts)
  const credit = r.content.find((f) => f.category === "lending" && f.rate !== undefined && f.at.path[0] === "sample_messages");
  const sample = r.samples.find((m) => m.promotional) ?? (credit ? { path: credit.at.path } : undefined);
  // The description promising offers ("and lets them know about our refer-a-friend deal") is the same mix.
  const offer = r.useCaseFacts.offer?.path[0] === "description" ? r.useCaseFacts.offer : r.useCaseFacts.describedOffer;
  const described = offer?.path[0] === "description";
  if (sample) {
    // A sample and the description both offer: the campaign sends marketing, and only its use case changes that
    // (Twilio 30985: "editing this campaign won't fix it"); a sample alone, the sample is what to change.
    if (described) return [{ path: ["use_case"], message: `the description (${quoted(offer.words)}) and a sample make offers but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING)` }];
    // Every sample an offer: the campaign is marketing, and its use case is what to change (as where the description offers too).
    // So too where one offers and every other markets to everyone (an open house, "strawberries are in!"), none of them a
    // notice of the recipient's own: the campaign is marketing, filed under another use case (DCA 602, Twilio 30893).
    const texts = r.samples.filter((m) => m.words > 2);
    const everyOffer = texts.length > 1 && texts.every((m) => m.promotional);
    if (everyOffer || r.useCaseFacts.everySampleMarkets) {
      const what = everyOffer ? "every sample makes an offer" : "a sample makes an offer and every sample markets to everyone (no notice of the recipient's own)";
      return [{ path: ["use_case"], message: `${what} but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING)` },
        { path: sample.path, message: `this sample is promotional but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING) or remove the offer` }];
    }
    return [{ path: sample.path, message: `this sample is promotional but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING) or remove the offer` }];
  }
  if (!described) return [];
  // The samples market too, though no single one makes an offer (a price list sent to everyone: "winter weekly rate
  // $299"): the campaign is marketing, and its use case is what to change.
  if (r.useCaseFacts.marketingSample) {
    return [{ path: offer.path, sources: DESCRIBED_OFFER_SOURCES, message: `the description promises an offer (${quoted(offer.words)}) but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING) or leave the offers out` },
      { path: ["use_case"], message: `the description promises an offer (${quoted(offer.words)}) and the samples market to everyone, but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING)` }];
  }
  return [{ path: offer.path, sources: DESCRIBED_OFFER_SOURCES, message: `the description promises an offer (${quoted(offer.words)}) but the use case is ${c.use_case}: register MARKETING (or MIXED with MARKETING) or leave the offers out` }];
}

/**
 * The locations of an AGENTS_FRANCHISES campaign send what its description says they send: a sample that makes an offer
 * where the description names no offer and nothing marketing ("oil change due reminders and 'your car is ready'
 * messages") shows messages the campaign was not registered for (DCA 602, Twilio 30893: the samples do not match).
 * A description that names the locations' deals ("each shop texts its own local deals") registers them.
 */
function franchiseOffer(r: CampaignReadingImpl): Hit[] {
  const sample = r.samples.find((m) => m.promotional);
  const f = r.useCaseFacts;
  const described = f.offer?.path[0] === "description" || f.marketing?.path[0] === "description" || f.describedOffer !== undefined;
  if (!sample || described || !f.description) return [];
  return [{ path: sample.path, message: "this sample makes an offer but the description names no offers or marketing: describe the offers the locations send, or send them from a MARKETING campaign" }];
}

/** A MARKETING campaign that also sends order, shipping or reservation messages is MIXED. */
function marketingMixed(r: CampaignReadingImpl, c: CampaignSubject): Hit[] {
  if (c.use_case !== "MARKETING") return [];
  // Nothing offered or announced anywhere: the campaign is not marketing at all, and the use case is what to change.
  const offered = r.useCaseFacts.offer !== undefined || r.useCaseFacts.describedOffer !== undefined ||
    r.samples.some((m) => m.promotional !== undefined);
  const offers = offered || r.useCaseFacts.marketing !== undefined;
  // A notice about the service the person has (an outage, a maintenance window) where nothing is offered: not marketing.
  const notice = offered ? undefined : r.useCaseFacts.serviceNotice;
  const e = r.useCaseFacts.transactional ?? notice;
  if (!e) return [];
  if (!offers || e === notice) {
    const what = e === notice ? "a notice about the recipient's service" : "a transactional message";
    // (no offer at all: the samples do not match the use case, Twilio 30893, rather than a marketing campaign that is MIXED)
    return [{ path: ["use_case"], sources: [...MISMATCH, twilio("30969")], message: `${quoted(e.words)} is ${what} and nothing in the campaign is an offer: register the use case the messages have (ACCOUNT_NOTIFICATION, DELIVERY_NOTIFICATION), not MARKETING` }];
  }
  return [{ path: e.path, message: `${quoted(e.words)} is a transactional message in a MARKETING campaign: register MIXED with MARKETING and the transactional sub use case, or send it from a campaign of its own` }];
}

function descriptionQuality(r: CampaignReadingImpl, _c: CampaignSubject, s: CampaignOf): Hit[] {
  const d = r.useCaseFacts.description;
  // A description in another language is english-only's finding; these word lists read English.
  if (!d || d.foreign) return [];
  if (d.placeholder) return [{ message: `reads as a placeholder (${quoted(d.placeholder.words)}): describe who sends what to whom, and why` }];
  // Who sends is the brand: a short description that does not name it leaves the reviewer guessing, unless it says what
  // is sent and to whom ("Timed-entry ticket confirmations and same-day reminders for visitors who booked online": the
  // sender is the registration's brand). Nor does one that leaves the purpose open ("for various purposes").
  const unnamed = s.brand !== undefined && !d.namesBrand;
  // (nor one that lists the texts' topics after the line that sends them: "Box office text line: ticket exchanges,
  // accessibility seating, parking, lost & found")
  const short = d.words < 12 && !d.kindsForWhom && !d.listsTopics;
  const vague = d.words < 7 || (unnamed && (short || d.genericPurpose !== undefined));
  // However long, a description must say what the messages are about; one that describes the company instead of its
  // messages ("… is a leading provider of …") says nothing of what is sent. Kinds of messages, or what they tell ("when
  // the driver leaves and when it's dropped off"), need no word for texting: the reviewer reads a campaign's description.
  const empty = !d.subject || (!d.messaging && d.describesCompany);
  if (!vague && !empty) return [];
  return [{ message: "too vague to review: say who sends the messages (the brand), what they are about, who receives them and why" }];
}

function distinctSamples(r: CampaignReadingImpl): Hit[] {
  return r.useCaseFacts.nearCopies.slice(0, 1).map(({ index, of }) => ({
    path: ["sample_messages", index],
    message: `repeats sample ${of + 1} with only a name, a number or a word changed: each sample should show a different message the campaign sends`,
  }));
}

function numberPool(_r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  if (soleProprietor(s.brand) && c.number_pool === true) {
    return [{ message: "a sole-proprietor campaign sends from one number: set number_pool to false" }];
  }
  if (soleProprietor(s.brand) && (s.numbers ?? 0) > 1) {
    return [{ message: `a sole-proprietor campaign sends from one number, not ${s.numbers}` }];
  }
  if (c.number_pool !== true && (s.numbers ?? 0) > 49) {
    return [{ message: `${s.numbers} numbers send on this campaign: more than 49 need number_pool: true` }];
  }
  return [];
}

function soleProprietorUseCase(_r: CampaignReadingImpl, c: CampaignSubject, s: CampaignOf): Hit[] {
  if (!s.brand?.entity_type || !c.use_case) return [];
  const sole = soleProprietor(s.brand);
  if (sole === (c.use_case === "SOLE_PROPRIETOR")) return [];
  return [{
    message: sole
      ? "a SOLE_PROPRIETOR brand registers one campaign with the SOLE_PROPRIETOR use case"
      : "the SOLE_PROPRIETOR use case is only for a SOLE_PROPRIETOR brand: choose the use case the messages have",
  }];
}

export const USE_CASE_RULES = [
  campaign({
    id: "use-case-samples", code: "SAMPLES_USE_CASE_MISMATCH", severity: "error", field: ["sample_messages"],
    summary: "Samples and description fit the use case: 2FA samples carry a code, one-time codes are 2FA, alerts are alerts, CHARITY speaks of giving, campaigning is POLITICAL, a PSA is for the public, a school's use case is its kind, a giveaway is a SWEEPSTAKE, a MARKETING sub use case shows a sample that markets",
    sources: [twilio("30893"), dca("602"), twilio("30542"), twilio("30538"), page("Telnyx", PAGES.telnyx)],
    judge: useCaseSamples,
  }),
  campaign({
    id: "charity-brand", code: "CHARITY_BRAND_NOT_NON_PROFIT", severity: "error", field: ["use_case"],
    summary: "The CHARITY use case is for a NON_PROFIT brand",
    sources: [twilio("30900"), dca("602")],
    judge: charityBrand,
  }),
  campaign({
    id: "charity-consent-separate", code: "CHARITY_CONSENT_NOT_SEPARATE", severity: "warning", field: ["message_flow"],
    summary: "A charity's donation requests have a consent of their own, not one box with its notices",
    sources: [twilio("30548")],
    judge: charityConsentSeparate,
  }),
  campaign({
    id: "test-content", code: "TEST_CONTENT", severity: "error", field: ["sample_messages"],
    summary: "No test content (\"this is a test message\")",
    sources: [twilio("30893"), page("Telnyx", PAGES.telnyx)],
    judge: testContent,
  }),
  campaign({
    id: "english-only", code: "NOT_ENGLISH", severity: "error", field: ["sample_messages"],
    summary: "The description, message flow, samples and replies are in English",
    sources: [twilio("30910"), dca("506")],
    judge: englishOnly,
  }),
  campaign({
    id: "description-other-brand", code: "DESCRIPTION_BRAND_MISMATCH", severity: "error", field: ["description"],
    summary: "The description names no company but the brand",
    sources: [dca("603"), twilio("30886")],
    judge: descriptionBrand,
  }),
  campaign({
    id: "promotional-samples", code: "SAMPLES_PROMOTIONAL", severity: "warning", field: ["sample_messages"],
    summary: "Offers (in a sample or promised by the description) only in MARKETING (or MIXED with MARKETING) campaigns",
    sources: [twilio("30985"), twilio("30893"), dca("602"), page("Telnyx", PAGES.telnyx)],
    judge: promotionalSamples,
  }),
  campaign({
    id: "use-case-mixed", code: "USE_CASE_MIXED", severity: "warning", field: ["use_case"],
    summary: "A MARKETING campaign sends no order, shipping or reservation messages (that is MIXED)",
    sources: [twilio("30969"), dca("602"), twilio("30893")],
    judge: marketingMixed,
  }),
  campaign({
    id: "description-quality", code: "DESCRIPTION_INSUFFICIENT", severity: "error", field: ["description"],
    summary: "The description says who sends what to whom and why (no placeholder), however long it is",
    sources: [
      twilio("30886"), twilio("30497"),
      page("Twilio", "https://support.twilio.com/hc/en-us/articles/26149060902555-A2P-10DLC-Campaign-Registration-Recommendations"),
    ],
    judge: descriptionQuality,
  }),
  campaign({
    id: "distinct-samples", code: "SAMPLES_NOT_DISTINCT", severity: "warning", field: ["sample_messages"],
    summary: "Each sample shows a different message, not the same template with a name, a number or a word changed",
    sources: [dca("603"), page("Twilio", PAGES.twilioApproval)],
    judge: distinctSamples,
  }),
  campaign({
    id: "number-pool", code: "NUMBER_POOL_MISMATCH", severity: "error", field: ["number_pool"],
    summary: "Sole proprietors send from one number; more than 49 numbers need number_pool",
    sources: [page("T-Mobile", PAGES.tmobile)],
    judge: numberPool,
  }),
  campaign({
    id: "sole-proprietor-use-case", code: "SOLE_PROPRIETOR_USE_CASE", severity: "error", field: ["use_case"],
    summary: "SOLE_PROPRIETOR brands and the SOLE_PROPRIETOR use case go together",
    sources: [page("Twilio", PAGES.twilioApproval)],
    judge: soleProprietorUseCase,
  }),
];
