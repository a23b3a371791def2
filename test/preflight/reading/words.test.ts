// The words the reading stands on (reading/words.ts, phrase.ts, sentences.ts): negation and its scope, a phrase pattern's
// elements, sentence ends, quote marks, texting shorthand.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { contentFacts } from "../../../schema/preflight/reading/content";
import { matchAll, phrase, wordList } from "../../../schema/preflight/reading/phrase";
import { wordsOf } from "../../../schema/preflight/reading/words";
import { covered, read } from "../readingSubject";

describe("texting shorthand read as the word it stands for", () => {
  const said = [
    "Guests tick the box at https://inn.example/stay: 1-2 txts per stay.",
    "Guests tick the box at https://inn.example/stay. approx 3 msgs/wk.",
    "Guests tick the box at https://inn.example/stay, about 2 txt a month.",
  ];
  for (const flow of said) {
    it(`frequency in "${flow}"`, () => {
      expect(read({ message_flow: flow }).atOptIn.frequency).toBeDefined();
    });
  }
  for (const text of [
    "Inn at Pine Hollow: stay txts off. call 555-0140 anytime.",
    "Inn at Pine Hollow: u won't get any more txts from us.",
    "Inn at Pine Hollow: ur unsubscribed, no more msgs.",
  ]) {
    it(`the STOP reply confirms: "${text}"`, () => {
      expect(read({ opt_out_message: text }).replies.stopConfirms).toBeDefined();
    });
  }
  it("not: a count of something else written short", () => {
    expect(read({ message_flow: "Guests tick the box at https://inn.example/stay for 2 appts." }).atOptIn.frequency).toBeUndefined();
  });
});

describe("a negation inside a relative clause covers that clause's verb, not the sentence's own", () => {
  it.each([
    ["quote requests we can't write are passed to partner carriers", "passed"],
    ["leads that we do not convert are sold to other agents", "sold"],
    ["numbers the office never calls are shared with our affiliates", "shared"],
  ])("%s: the main verb is affirmed", (text, word) => {
    expect(covered(text, word)).toBe(false);
  });
  it.each([
    ["we never sell, rent or share your number", "share"],
    ["numbers are not shared, sold or rented", "rented"],
    ["we will not be sharing your number with partners", "sharing"],
    ["your number is not passed to partners", "passed"],
    ["no numbers are shared with third parties", "shared"],
  ])("%s: the negation still covers its own verbs", (text, word) => {
    expect(covered(text, word)).toBe(true);
  });
});

describe("a negated verb covers the verb it governs: an infinitive, or the verb after the object of \"let\"", () => {
  it.each([
    ["the form software won't let the box be pre-checked", "pre-checked"],
    ["our app does not allow the toggle to be switched on for anyone", "switched"],
    ["the kiosk can't make it be selected in advance", "selected"],
  ])("%s: covered", (text, word) => {
    expect(covered(text, word)).toBe(true);
  });
  it.each([
    ["leads that we do not convert are sold to other agents", "sold"],
    ["numbers the office never calls are shared with our affiliates", "shared"],
    // ("don't let" opening its clause invites: it denies nothing)
    ["Don't let the spring sale pass you by", "pass"],
    ["Hurry, do not let these deals be missed", "missed"],
  ])("%s: another clause's verb, or an invitation's, is not", (text, word) => {
    expect(covered(text, word)).toBe(false);
  });
});

describe("a \"no\" that is an answer given negates nothing; one that denies still does", () => {
  it.each([
    ["Vote NO on Prop 7 to keep the pool open", "keep"],
    ["Reply YES or NO to confirm the repair", "confirm"],
    ["Text NO to skip this week's delivery", "skip"],
  ])("%s: what follows is affirmed", (text, word) => {
    expect(covered(text, word)).toBe(false);
  });
  it.each([
    ["No numbers are sold to partners", "sold"],
    ["We say no fees apply to transfers", "apply"],
    ["There is no charge to keep the pool open", "keep"],
  ])("%s: the negation still covers it", (text, word) => {
    expect(covered(text, word)).toBe(true);
  });
});

describe("a phrase pattern: a word not after another, a word's shape, a word as written", () => {
  const found = (pattern: string, text: string) =>
    matchAll(wordsOf(text), phrase(pattern)).map((m) => text.slice(m.start, m.end));
  it("`!your` asks that the word before is not \"your\", and takes no word", () => {
    expect(found("!your free trial", "Start a free trial of Acme Pro today")).toEqual(["free trial"]);
    expect(found("!your free trial", "Your free trial ends Friday")).toEqual([]);
    // (at the text's start there is no word before)
    expect(found("!your free trial", "Free trial: 14 days")).toEqual(["Free trial"]);
  });
  it("`!>for` asks that the next word is not \"for\", and takes no word", () => {
    expect(found("your ~6 is confirmed !>for", "Your table for 4 is confirmed.")).toEqual(["Your table for 4 is confirmed"]);
    expect(found("your ~6 is confirmed !>for", "Your favorite band is confirmed for Friday")).toEqual([]);
  });
  it("`!>#` asks that the next word does not start with a digit; a \"no\" given as an answer negates nothing", () => {
    expect(found("vote for !>#", "Vote for Dana Ruiz on Tuesday")).toEqual(["Vote for"]);
    expect(found("vote for !>#", "Vote for 2 pies in the bake-off")).toEqual([]);
    expect(found("vote for !>#", "vote for 3rd place")).toEqual([]);
    const negated = (pattern: string, text: string) => matchAll(wordsOf(text), phrase(pattern)).map((m) => m.negated);
    expect(negated("/yes|no/ on measure", "Vote no on Measure 4 this Tuesday")).toEqual([false]);
    expect(negated("/yes|no/ on measure", "Reply NO on measure days")).toEqual([false]);
    expect(negated("texts ~2 measure", "No texts on measure days")).toEqual([true]);
  });
  it("a word list matches its entries as written, apart or joined by a hyphen", () => {
    const listed = (text: string) => wordList(["sign in", "k-12", "% off", "promo"])
      .flatMap((p) => matchAll(wordsOf(text), p)).sort((a, b) => a.start - b.start)
      .map((m) => text.slice(m.start, m.end));
    expect(listed("Sign in, then sign-in again")).toEqual(["Sign in", "sign-in"]);
    expect(listed("Oak Hill K-12 and k 12 schools")).toEqual(["K-12", "k 12"]);
    expect(listed("20% off today, PROMO inside")).toEqual(["% off", "PROMO"]);
    // (as written, not by lemma: "signed in", "promos" are not entries)
    expect(listed("signed in with promos")).toEqual([]);
  });
  it("`/re/` is a word of that shape, whole and case-insensitive: a code word, a sign", () => {
    expect(found("use /[a-z]+\\d+/ at checkout", "Use FALL20 at checkout for 20% off")).toEqual(["Use FALL20 at checkout"]);
    expect(found("use /[a-z]+\\d+/ at checkout", "Use the app at checkout")).toEqual([]);
    expect(found("# /%|percent/ off", "Take 20% off or 15 percent off")).toEqual(["20% off", "15 percent off"]);
    expect(found("not you /\\?/", "Not you? Call us")).toEqual(["Not you?"]);
    expect(found("not you /\\?/", "If not you, call us")).toEqual([]);
  });
  it("`_2` is up to two plain words: no punctuation between, a word's glued parts one word", () => {
    expect(found("on _2 website", "Sign up on our new website today")).toEqual(["on our new website"]);
    expect(found("on _2 website", "Sign up on the clinic's website")).toEqual(["on the clinic's website"]);
    expect(found("on _3 website", "Sign up in-store or on Panel & Page website")).toEqual(["on Panel & Page website"]);
    // (a comma, a quote or a full stop ends the gap; more words than two do not fit; `~2` takes the comma)
    expect(found("on _2 website", "Sign up on time, website or app")).toEqual([]);
    expect(found("on ~2 website", "Sign up on time, website or app")).toEqual(["on time, website"]);
    expect(found("on _2 website", "Sign up on our brand new website")).toEqual([]);
    expect(found("on _2 website", "Sign up on \"our website\"")).toEqual([]);
    // (the gap ends where a word begins: not inside "in-store")
    expect(found("at _2 store", "Sign up at our in-store kiosk")).toEqual([]);
  });
  it("`/word/` is the word as written, not by its lemma", () => {
    expect(found("/member/ offers", "member offers for you")).toEqual(["member offers"]);
    expect(found("/member/ offers", "texts members offers for loans")).toEqual([]);
    expect(found("member offers", "texts members offers for loans")).toEqual(["members offers"]);
  });
});

describe("a full stop inside an address ends no sentence", () => {
  it("the words after an address go on in its sentence; a stop and a space end one", () => {
    const ws = wordsOf("Sign up at acme.example/sms to get texts. Then reply YES.");
    const at = (t: string) => ws.find((w) => w.text === t)!.sentence;
    expect(at("to")).toBe(at("Sign"));
    expect(at("texts")).toBe(at("Sign"));
    expect(at("Then")).not.toBe(at("Sign"));
  });
  it("so terms that say the texts across their address are read in one sentence (consent-condition)", () => {
    for (const flow of [
      "Our privacy policy at pinecrest.example/privacy says we may text patients about visits. Patients accept it when they book.",
      "The terms at pinecrest.example/terms include permission to text you offers.",
      "Our rental agreement (pinecrest.example/lease) states that we may text renters.",
    ]) expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined();
    expect(read({ message_flow: "See pinecrest.example. we text only those who tick the box." }).scope.condition).toBeUndefined();
  });
});

describe("a correction after a comma ends the negation: what follows \"only\" is done", () => {
  it.each([
    ["we never text a customer first, only answer the people who write to us", "answer"],
    ["numbers are not sold, only used to send your codes", "used"],
    ["the shop does not start the chat, only replies to customers who message the line", "replies"],
  ])("%s", (text, word) => expect(covered(text, word)).toBe(false));
  it.each([
    ["we never sell, rent or share your number", "share"],
    ["we do not text only customers who write first", "customers"],
    ["we never sell your number, rent it or share it", "share"],
  ])("look-alike, still covered: %s", (text, word) => expect(covered(text, word)).toBe(true));
  it("the customer writing first is read past the negation of the brand's", () => {
    for (const flow of [
      "Our number is on the door and the website. We don't text anyone first, only reply to people who message us.",
      "The line is printed on receipts. Staff never start a thread, only reply to customers who text the shop.",
      "Members find the number on the app. We do not message members first, only answer members who text us.",
    ]) expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeDefined();
    for (const flow of [
      "Customers never write to us first, only the store texts them when an order ships.",
      "We text every member first with a welcome message.",
    ]) expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeUndefined();
  });
});

describe("a verb of leaving out covers what it governs, as a negation does", () => {
  const restricted = (description: string) => contentFacts({ description }).map((f) => f.category);
  it.each([
    "Weekly deals on snacks and car washes; our texts exclude tobacco and alcohol.",
    "Store coupons for members, excluding alcohol, tobacco and lottery.",
    "Fuel-day offers. The program excludes vape products and beer.",
  ])("%s: nothing restricted", (description) => {
    expect(restricted(description)).toEqual([]);
  });
  it.each([
    "Beer and tobacco deals; gift cards are excluded from the offers.",
    "Vape specials every Friday, which exclude gift cards.",
  ])("%s: still restricted (what is left out is something else)", (description) => {
    expect(restricted(description).length).toBeGreaterThan(0);
  });
});

describe("words quoted in the flow are read from its quote marks, not from an apostrophe inside a word", () => {
  it.each([
    "Staff ask \"Can we text you when your order is ready?\" and note the answer.",
    "The greeter says 'want our weekly specials by text?' to each guest at the door.",
    "At the counter we ask “OK to text you about your repair?” and tick the ticket.",
  ])("quoted: %s", (message_flow) => expect(read({ message_flow }).optIn.quotesWords).toBe(true));
  it.each([
    "Staff ask at the counter if it's OK to text and note the answer in [Customer]'s file.",
    "We don't text anyone who hasn't said yes at the front desk; the clerk writes it on the patient's card.",
    "The groomer asks each owner whether [Pet Name]'s reminders may come by text, then notes it.",
  ])("no quote: %s", (message_flow) => expect(read({ message_flow }).optIn.quotesWords).toBe(false));
});

describe("a negation inside a clause opened by if or when ends at its comma before an order", () => {
  it("does not cover the order that follows", () => {
    expect(covered("If this wasn't you, reply with your card number.", "reply")).toBe(false);
    expect(covered("When you don't need the reminders anymore, text STOP to end them.", "text")).toBe(false);
    expect(covered("If the charge isn't yours, call the number on your card.", "call")).toBe(false);
  });
  it("still covers what the negation's own clause says, and a clause with a subject after the comma", () => {
    expect(covered("If this wasn't you, reply with your card number.", "you")).toBe(true);
    expect(covered("If someone writes a number without checking the box, our team follows up by email, never a text.", "follows")).toBe(true);
    expect(covered("We never share, sell or rent your number.", "rent")).toBe(true);
  });
});

// (wink learns the words it meets: a possessive once seen glued comes back as one token; the reading splits it so a text
// reads the same whatever was read before it)
describe("a text reads the same whatever was read before it: a possessive is its word and \"'s\"", () => {
  it.each([
    ["Staff write the patient's number on the chart.", "We flag charges that are possibly not the patient's, then text."],
    ["The clerk types the renter's cell into the system.", "Refunds go back to the card if it is the renter's."],
    ["Drivers call the buyer's phone on arrival.", "Packages left at the door are the buyer's!"],
  ])("%s", (text, before) => {
    const split = (t: string) => wordsOf(t).map((w) => `${w.text}/${w.lemma}`).join(" ");
    const fresh = split(`${text} `);
    wordsOf(before);
    expect(split(`${text}  `)).toBe(fresh.replace(/ $/, ""));
    expect(wordsOf(`${text}   `).some((w) => w.text === "'s")).toBe(true);
  });
});

// (wink's lexicon holds "check" but not "pre-check": the reading gives such a word its stem's lemma after the prefix)
describe("a verb with a prefix wink does not know takes its stem's lemma after the prefix", () => {
  const lemmaOf = (text: string, word: string) => wordsOf(text).find((w) => w.lower === word)?.lemma;
  it.each([
    ["We pre-check that box on every order.", "pre-check", "pre-check"],
    ["The box is pre-checked for members.", "pre-checked", "pre-check"],
    ["Staff pre-ticks it at the desk.", "pre-ticks", "pre-tick"],
    ["The app pre-selects the texts option.", "pre-selects", "pre-select"],
  ])("%s", (text, word, lemma) => expect(lemmaOf(text, word)).toBe(lemma));
  // (a word wink knows keeps wink's lemma)
  it("a known word keeps its lemma", () => expect(lemmaOf("Members re-enter their number.", "re-enter")).toBe("re-enter"));
});

describe("a number said as about itself reads as the number: \"3ish texts\", \"10-ish a year\"", () => {
  const frequency = (message_flow: string) => read({ message_flow }).atOptIn.frequency?.words;
  it.each([
    ["Blank checkbox: \"Text me about my custom order (proof, printed, shipped - 3ish texts). Msg & data rates may apply.\"", "3ish texts"],
    ["The sign-up card says we send 10-ish reminders a year. Msg & data rates may apply.", "10-ish reminders a year"],
    ["Expect 2ish texts a month from Loud Cotton; reply STOP to end.", "2ish texts a month"],
  ])("%s", (flow, words) => expect(frequency(flow)).toBe(words));
  it("not: a word that ends in \"ish\", nor \"ish\" on its own", () => {
    expect(wordsOf("a British-ish accent").map((w) => w.lower)).toContain("ish");
    expect(wordsOf("the word ish is slang").map((w) => w.lower)).toContain("ish");
    expect(frequency("Loud Cotton texts about its stylish tees and 3 colors of ink.")).toBeUndefined();
  });
});
