// What each reply does (reading/replies.ts, optOut.ts): the STOP reply confirms, the HELP reply helps and names the brand,
// the confirmation, the links recipients receive.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { read, readsFact } from "../readingSubject";

describe("the STOP reply confirms the opt-out", () => {
  const confirming = [
    "Pinecrest Dental: you won't get any more appointment texts. We'll call you with reminders instead.",
    "Sunny Side Diner: you're off the specials list. Text EGGS anytime to rejoin.",
    "Oakview Vet: reminder texts are off. We'll mail postcard reminders instead.",
    "Hollis Hardware: you've left the text club and won't get more deals.",
    "Carver Plumbing: got it, we won't text you again. Call (918) 555-0140 anytime.",
    "Town of Millbrook: you've been removed from text alerts.",
    "County Clerk: you will no longer hear from us by text.",
    "First Valley CU: we've stopped your balance alerts. Turn them back on in online banking.",
    "Ace Plumbing: no more texts from us. Call 555-0100 if you need us.",
    "Ridgeline CU: text codes are turned off.",
    "Maple Soap: you're unsubscribed. Reply START to come back.",
    "Sunny Side Diner: Done! We've taken you off our text list.",
    "Oakview Vet: you're all set, we'll stop sending reminders.",
    "Oakview Vet: Your text alerts have been deactivated.",
    "Hollis Hardware: this number is now blocked from our texts.",
    // The opt-out itself said done
    "Oakview Vet: opt-out confirmed.",
    "Sunny Side Diner: your unsubscribe request is complete.",
    "Maple Soap: STOP processed for this number.",
    // As a notice writes it, without subject or verb
    "Sixpenny Orchard: off the cider list. Thanks.",
    "Maple Soap - off our text list, see you in the shop.",
    "Oakview Vet: Off all reminder texts.",
  ];
  for (const text of confirming) {
    it(`"${text}"`, () => {
      expect(read({ opt_out_message: text }).replies.stopConfirms).toBeDefined();
    });
  }
  const not = [
    "Greenleaf Market: Reply START to resubscribe.",
    "Bluebird Fitness: We're sorry to see you go! Visit bluebirdfitness.example for classes.",
    "Acme: thanks for your message. Reply HELP for help.",
    "Pine Street Dental: text STOP to unsubscribe, HELP for help.",
    "Pine Street Dental: to complete your opt-out, reply STOP.",
    "Pine Street Dental: your opt-out is not complete yet; reply STOP again.",
    "Maple Soap: 20% off the list price this week. Reply START to resubscribe.",
    "Maple Soap: want off the list? Reply STOP.",
    "Maple Soap: kicked off the reminder season with a sale!",
    "Pine Street Dental: your order is complete and ready for pickup.",
  ];
  for (const text of not) {
    it(`not: "${text}"`, () => {
      expect(read({ opt_out_message: text }).replies.stopConfirms).toBeUndefined();
    });
  }
});

describe("a reply names the brand as people read it, not inside an address", () => {
  const unnamed = (help_message: string) => read({ help_message }).replies.unnamed;
  it.each([
    "For help, e-mail help@pinecrestdental.example. Reply STOP to stop.",
    "Questions? Visit https://pinecrestdental.example/help or reply STOP to opt out.",
    "Need a hand? Write to care@pinecrest.example.",
  ])("%s: the brand is not named", (text) => {
    expect(unnamed(text)).toEqual([["help_message"]]);
  });
  it.each([
    "Pinecrest Dental: for help, e-mail help@pinecrestdental.example.",
    "Help from Pinecrest Dental: call 555-0100. Reply STOP to stop.",
  ])("%s: named", (text) => {
    expect(unnamed(text)).toEqual([]);
  });
});

describe("the opt-in confirmation promises a reply: a conversation, not a programme", () => {
  const promised = (opt_in_message: string) => read({ opt_in_message }).replies.replyPromised;
  readsFact("a reply promised to the person who wrote", promised, [
    "Pinecrest Dental: thanks for texting! A hygienist will reply within the hour. Msg & data rates may apply. Reply STOP to opt out.",
    "Pinecrest Dental: got your message, we'll get back to you today. Reply HELP for help, STOP to cancel.",
    "Pinecrest Dental: thanks! Our front desk will respond shortly. Reply STOP to end.",
  ], [
    // a recurring programme's confirmation, or replies the person is asked to send
    "Pinecrest Dental: you're signed up for appointment reminders, up to 4 msgs/mo. Reply HELP for help, STOP to cancel.",
    "Pinecrest Dental: you'll get reminders before each visit. Reply Y to confirm, STOP to cancel.",
  ]);
  it("keeps the words of the promise", () => {
    expect(promised("Pinecrest Dental: thanks! We will reply soon. Reply STOP to opt out.")).toMatchObject({ path: ["opt_in_message"], words: "We will reply" });
  });
});

describe("the HELP reply says how to opt out", () => {
  const stopIn = (help_message: string, opt_out_keywords?: string[]) =>
    read({ help_message, opt_out_keywords }).replies.helpOptOut;
  readsFact("opt-out language in the HELP reply", stopIn, [
    "Pinecrest Dental: reminders about your visits. Call 555-0100 for help. Reply STOP to cancel.",
    "Pinecrest Dental support: help@pinecrest.example. Text END to stop these codes.",
    "Pinecrest Dental: questions? 555-0100. To unsubscribe, reply UNSUBSCRIBE.",
  ], [
    // help alone, or a word that only looks like a keyword
    "Pinecrest Dental: for help call 555-0100 or visit pinecrest.example/help.",
    "Pinecrest Dental: we never stop caring. Call 555-0100.",
  ]);
  it("reads the campaign's own opt-out keyword, with its words", () => {
    expect(stopIn("Pinecrest Dental: call 555-0100. Reply PAUSE to opt out.", ["PAUSE"])).toMatchObject({ path: ["help_message"], words: "PAUSE" });
  });
});

describe("the links in what recipients receive", () => {
  const sent = (sample: string, help_message?: string) => read({ sample_messages: [sample], help_message }).linksSent;
  readsFact("an unsecured http:// link", (s) => sent(s)[0]?.insecure, [
    "Pinecrest Dental: confirm your visit at http://pinecrest.example/c",
    "Pinecrest Dental: forms are at HTTP://pinecrest.example/forms before your visit.",
    "Pinecrest Dental: see https://pinecrest.example/a or http://pinecrest.example/b for directions.",
  ], [
    // https, or no link at all
    "Pinecrest Dental: confirm your visit at https://pinecrest.example/c",
    "Pinecrest Dental: see you Tuesday at 3pm.",
  ]);
  readsFact("a public URL shortener", (s) => sent(s)[0]?.shortener, [
    "Pinecrest Dental: confirm at https://bit.ly/3xYz",
    "Pinecrest Dental: forms at tinyurl.com/pinecrest-forms",
    "Pinecrest Dental: directions goo.gl/abc12",
  ], [
    "Pinecrest Dental: confirm at https://pinecrest.example/c",
    "Pinecrest Dental: email help@bit.ly.example.com for directions.",
  ]);
  it("reads the replies after the samples, each at its field, with the link's words", () => {
    const found = sent("Pinecrest Dental: see you Tuesday.", "Pinecrest Dental: help at http://pinecrest.example/help");
    expect(found.map((l) => l.path)).toEqual([["help_message"]]);
    expect(found[0]!.insecure?.words).toBe("http://pinecrest.example/help");
  });
});

describe("a STOP reply that prices, or that puts the opt-out off for days", () => {
  readsFact("an opt-out confirmed", (t) => read({ opt_out_message: t }).replies.stopConfirms, [
    "Oakview Vet: reminder texts are off.",
    "Sunny Side Diner: alerts are now turned off.",
    "Maple Soap: you're off the list.",
  ], [
    // a price taken off is no opt-out
    "Hollis Hardware: sorry to see you go! All rakes are 25% off this week.",
    "Maple Soap: before you leave, candles are $5 off today.",
    "Sunny Side Diner: we'll miss you. Omelets are 2 dollars off till noon.",
  ]);
  readsFact("an offer in a STOP reply that confirms nothing", (t) => read({ opt_out_message: t }).replies.stopOffers, [
    "Hollis Hardware: we'll miss you! Before you go, all rakes are 25% off this week.",
    "Maple Soap: sad to see you leave. Use code STAY20 at checkout for 20% off.",
    "Sunny Side Diner: wait! Bring a friend for free this weekend.",
  ], [
    "Hollis Hardware: you're unsubscribed and won't get more deals.",
    "Maple Soap: no more coupon texts. Reply START to rejoin.",
    "Sunny Side Diner: you've left the specials list.",
  ]);
  readsFact("more texts promised after STOP, not what comes in their place", (t) => read({ opt_out_message: t }).replies.stopPromises, [
    "Pine Ridge Dental: you're unsubscribed. We'll send one reminder a month instead.",
    "Corner Bakery: opted out. We will still text you when your order is ready.",
    "Lakeview Vet: you're off the list, but we'll send your pet's vaccine reminder next week.",
  ], [
    "Pine Ridge Dental: you won't get reminder texts anymore. We'll send a postcard instead.",
    "Corner Bakery: you're unsubscribed. We'll mail you a postcard before the holiday rush.",
    "Lakeview Vet: texts stopped. We will reach you another way instead.",
  ]);
  readsFact("the removal said to take days, in words the reading leaves unclassified", (t) => read({ opt_out_message: t }).replies.stopPromises, [
    "Cedar HVAC: staff will purge your number from our system within 7 working days.",
    "Lark Tutoring: to complete the opt-out, email us and we'll erase your number in 10 days.",
    "Birch Dental: our office will delete your number from the list in 2 weeks.",
  ], [
    "Cedar HVAC: staff will purge your number now. Your filter is due in 3 weeks.",
    "Birch Dental: our office will delete your number from the list today. See you in 2 weeks!",
    "Lark Tutoring: we'll erase your number right away. Your next session is in 10 days.",
  ]);
  readsFact("the opt-out said to take days", (t) => read({ opt_out_message: t }).replies.stopPromises, [
    "Two Oaks Farm: you'll be removed within 10 business days.",
    "Maple Soap: your number will be removed from our list in 7 days.",
    "Hollis Hardware: unsubscribe confirmed; it can take up to 2 weeks to be removed.",
  ], [
    "Two Oaks Farm: you're unsubscribed. See you at the stand in 2 weeks!",
    "Maple Soap: you'll be removed within 24 hours.",
    "Hollis Hardware: you're unsubscribed and will get no more texts.",
  ]);
});
