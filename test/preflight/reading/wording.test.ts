// The consent's own words (reading/wording.ts) and what the call to action discloses in them: the brand, what the texts
// are about, HELP and STOP, however the flow quotes or introduces them.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { type BrandSubject, type CampaignSubject, preflight } from "../../../schema/preflight";
import { CampaignReadingImpl } from "../../../schema/preflight/reading";
import { otherSenderInWording } from "../../../schema/preflight/reading/useCase";
import { wordsOf } from "../../../schema/preflight/reading/words";
import { brand, read, readsFact } from "../readingSubject";

describe("the consent's own words accept the terms and the texts in one breath", () => {
  const scope = (quote: string) =>
    read({ message_flow: `At checkout there is an empty box: "${quote} About 2 msgs a month. Msg & data rates may apply. Reply HELP for help, STOP to end."` })
      .scope.condition;
  for (const quote of [
    "I accept the Terms of Service and Privacy Policy and agree to get order updates by text from Pinecrest.",
    "I agree to the rental conditions and want pickup reminders by text message from Pinecrest.",
    "I have read and accept the membership agreement terms and I consent to receive Pinecrest texts.",
  ]) {
    it(`"${quote}"`, () => expect(scope(quote)).toBeDefined());
  }
  for (const quote of [
    "I agree to receive order updates by text from Pinecrest. See our Terms and Privacy Policy.",
    "I agree to the Pinecrest SMS Terms and want order updates by text.",
    "I accept the Terms of Service.",
  ]) {
    it(`not: "${quote}"`, () => expect(scope(quote)).toBeUndefined());
  }
});

describe("the consent language names the brand (Bandwidth 2133)", () => {
  const flow = (words: string) => `Parents fill out our registration packet at the front desk. Page 2 has a blank box and the words: ` +
    `"${words} Most families get one or two texts a month. Msg & data rates may apply. Text HELP for help, STOP to stop." ` +
    "The parent ticks the box and signs the page.";
  const wording = (words: string) => preflight({ brand, campaign: {
    use_case: "ACCOUNT_NOTIFICATION", message_flow: flow(words),
  } }).filter((f) => f.rule === "call-to-action-wording");
  it("flags consent language that never names who texts, with no page of the brand's either", () => {
    expect(wording("I want texts reminding me about my child's appointments.")).toHaveLength(1);
  });
  it("passes it when the words name the brand", () => {
    expect(wording("I want Pinecrest Dental texts reminding me about my child's appointments.")).toHaveLength(0);
  });
  const onPage = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  it("at the brand's own page, app, kiosk or staff, with an address that spells its name, the words need not name it", () => {
    for (const flow of [
      "On pinecrestdental.example/new-patient the form has an empty box that reads \"Text me appointment reminders. 2 texts per visit. " +
      "Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
      "In the patient app, under Settings, a switch says: \"Send me cleaning reminders by text. Up to 2 msgs/month. " +
      "Msg & data rates may apply. Reply HELP for help, STOP to cancel.\" Privacy: pinecrestdental.example/privacy",
      "The front desk reads each patient this: \"May we text you a reminder before each visit? About 1 msg a month. " +
      "Msg & data rates may apply. HELP for help, STOP to end.\" Staff tick yes in the chart. Privacy at https://www.pinecrestdental.example/privacy.",
    ]) {
      expect(read({ message_flow: flow }).optIn.ownAddress, flow).toBeDefined();
      expect(onPage(flow), flow).toEqual([]);
    }
    expect(onPage("At https://pinecrestdental.example/book patients tick an empty box to get appointment reminders by text: 1-2 msgs " +
      "per visit, msg & data rates may apply, reply HELP for help, STOP to opt out.")).toHaveLength(0);
  });
  it("still flags words that leave out the name where no address shows whose page it is, or printed matter carries them", () => {
    for (const flow of [
      // (a page with no address, or another's address: the reviewer cannot see whose page it is)
      "On our booking page the form has an empty box that reads \"Text me appointment reminders. 2 texts per visit. " +
      "Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
      "Booking at https://smilebook.example/pinecrest shows a checkbox labelled \"Yes, remind me of visits by text. About 1 msg a month. " +
      "Msg & data rates may apply. HELP for help, STOP to end.\"",
      // (printed matter: a flyer, a card, a paper form, a sign, wherever it is seen)
      "Flyers at the library say \"Text SMILE to 55123 for cleaning reminders. 1 msg a month. Msg & data rates may apply. " +
      "HELP for help, STOP to end.\" and pinecrestdental.example has the same words.",
      "The paper intake form has a box: \"Text me appointment reminders. 2 texts per visit. Msg & data rates may apply. " +
      "Reply HELP for help, STOP to opt out.\" Privacy: pinecrestdental.example/privacy",
      "A sign by the register says \"Text SMILE to 55123 for cleaning reminders. 1 msg a month. Msg & data rates may apply. " +
      "HELP for help, STOP to end.\" Privacy: pinecrestdental.example/privacy",
    ]) expect(onPage(flow).map((f) => f.vendorCodes), flow).toEqual([["Bandwidth 2133", "CTIA 5.1.1", "Twilio 30909"]]);
  });
  it("reads the address by its host, and printed matter as a noun outside the consent words", () => {
    // (the name's words run together, or its first word of five letters or more: "pinecrest.example")
    expect(read({ message_flow: "Privacy: https://pinecrest.example/privacy" }).optIn.ownAddress).toBeDefined();
    // (a path that names the brand on another's host is not its own address)
    expect(read({ message_flow: "Book at https://smilebook.example/pinecrestdental" }).optIn.ownAddress).toBeUndefined();
    // (a label opens with it: "book.pinecrest.example" is the brand's, "mypinecrest.example" is not)
    expect(read({ message_flow: "Book at https://book.pinecrest.example/now" }).optIn.ownAddress).toBeDefined();
    expect(read({ message_flow: "Book at https://mypinecrest.example/now" }).optIn.ownAddress).toBeUndefined();
    // (signing up is no sign; the texts' own topic in the words is no invoice that carries them)
    for (const flow of [
      "Clients open the sign-up form at pinecrestdental.example and tick the box \"Text me when my invoices are paid. " +
      "Msg & data rates may apply. Reply STOP to stop.\"",
      "Clients sign in at pinecrestdental.example and tick the box in sms_invoice_alerts.",
    ]) expect(read({ message_flow: flow }).optIn.printed, flow).toBeUndefined();
    // (nor a card or bill paid with: "the card field", "credit card", "bill pay")
    for (const flow of [
      "At checkout on pinecrestdental.example, under the card field, a box reads \"Text me my receipts\".",
      "Patients pay by credit card online and tick the box.",
      "In bill pay on pinecrestdental.example, a switch turns on payment texts.",
    ]) expect(read({ message_flow: flow }).optIn.printed, flow).toBeUndefined();
    expect(read({ message_flow: "The loyalty card at the desk has a box to tick." }).optIn.printed?.words).toBe("card");
    expect(read({ message_flow: "Posters at every stop say \"Text me\"." }).optIn.printed?.words).toBe("Posters");
    expect(read({ message_flow: "The registration packet has a box." }).optIn.printed?.words).toBe("packet");
  });
});

describe("a call to action without HELP names Twilio 30570 (\"missing customer support instructions\") beside Bandwidth 2137", () => {
  const codes = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "call-to-action-wording").map((f) => f.vendorCodes);
  it("names them for HELP left out of a sign, a box or a card", () => {
    for (const flow of [
      "A sign in the lobby: \"Text SMILE to 55123 for Pinecrest Dental cleaning reminders. 1 msg a month. Msg & data rates may apply. STOP to end.\"",
      "The paper form's box reads \"Text me Pinecrest Dental visit reminders, 2 per visit. Msg & data rates may apply. Reply STOP to opt out.\"",
      "The card at checkout says \"Pinecrest Dental reminders by text: 1 a month. Msg & data rates may apply. Reply STOP to stop.\"",
    ]) expect(codes(flow), flow).toEqual([["Bandwidth 2137", "Twilio 30570"]]);
  });
  it("not for the brand left out, which is Bandwidth 2133 and CTIA 5.1.1", () => {
    expect(codes("A sign in the lobby: \"Text SMILE to 55123 for cleaning reminders. 1 msg a month. Msg & data rates may apply. HELP for help, STOP to end.\""))
      .toEqual([["Bandwidth 2133", "CTIA 5.1.1", "Twilio 30909"]]);
  });
});

describe("the question staff ask or the statement they read is consent language: it says how to stop (Bandwidth 2138)", () => {
  const stop = (message_flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow } })
    .filter((f) => f.rule === "call-to-action-wording" && /how to opt out/.test(f.message));
  it("flags the question or statement that gives the rest but not STOP", () => {
    for (const flow of [
      "At checkout the hygienist asks: 'Can Pinecrest Dental text you cleaning reminders? About 1 a month. Msg & data rates may apply, reply HELP for help.' A yes is noted in the chart.",
      "When patients call, the scheduler asks each one \"May Pinecrest Dental text your visit reminders, 1-2 per visit? Message and data rates may apply. Text HELP for help.\" and records the answer.",
      "The front desk reads this statement to new patients: \"Pinecrest Dental will text you appointment reminders, about 2 a month. Msg & data rates may apply. Reply HELP for help.\" Staff record the yes.",
    ]) {
      expect(stop(flow), flow).toHaveLength(1);
      // (cited with CTIA's opt-out section, as vendors cite it)
      expect(stop(flow)[0]!.sources.map((x) => x.code)).toContain("5.1.3");
    }
  });
  it("not: the question that gives STOP, or a bare question that discloses nothing", () => {
    for (const flow of [
      "At checkout the hygienist asks: 'Can Pinecrest Dental text you cleaning reminders? About 1 a month. Msg & data rates may apply, reply HELP for help, STOP to stop.' A yes is noted in the chart.",
      "At checkout we ask \"want reminders by text?\" and note the yes. Reminders: 1 a month, msg & data rates may apply, reply HELP for help.",
    ]) expect(stop(flow), flow).toEqual([]);
  });
});

describe("the consent language says how to stop", () => {
  const flow = (stop: string) => "Volunteers sign up for shifts in our app. Under Settings > Reminders there is a switch, off until " +
    "they turn it on, labelled \"Text me shift reminders from Pinecrest Dental\". The screen underneath says: one reminder the day " +
    `before each shift you pick; msg & data rates may apply; reply HELP for help${stop}.`;
  const wording = (stop: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow(stop) } })
    .filter((f) => f.rule === "call-to-action-wording");
  it("flags a label whose screen gives frequency, rates and HELP but never STOP", () => {
    expect(wording("")).toHaveLength(1);
  });
  it("passes it when the screen gives STOP", () => {
    expect(wording(" or STOP to stop")).toHaveLength(0);
  });
});

describe("consent language found by what it discloses, whatever introduces it", () => {
  it("a quote after \"sees\" that gives frequency, rates and STOP", () => {
    const flow = "After entering a cell number the member sees \"Oak Ridge Outfitters may text this number. About 3 a month. " +
      "Msg & data rates may apply. Reply STOP to end.\" and presses Save.";
    expect(read({ message_flow: flow }).optIn.wording).toHaveLength(1);
  });
  it("a sign's words after a colon, without quotes", () => {
    const flow = "The food truck window has a sign: Text TACOS to 55123 for today's spot. Up to 5 msgs/wk. Msg & data rates may apply. STOP to end.";
    expect(read({ message_flow: flow }).optIn.wording).toHaveLength(1);
  });
  it("not: a quote that discloses nothing and that nothing introduces", () => {
    const flow = "Customers who say \"sure, go ahead\" at the counter are signed up by the cashier at https://oak.example/join.";
    expect(read({ message_flow: flow }).optIn.wording).toHaveLength(0);
  });
});

describe("the consent language names the brand unless the person is with the brand", () => {
  const rule = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  it("flags a poster in someone else's premises that never says who texts (Bandwidth 2133)", () => {
    const flows = ["Posters in the library lobby say: Text SMILE to 55123 for cleaning reminders. 1 msg per visit. Msg & data rates may apply. Reply HELP for help or STOP to end."];
    for (const flow of flows) expect(rule(flow).map((f) => f.vendorCodes)).toEqual([["Bandwidth 2133", "CTIA 5.1.1", "Twilio 30909"]]);
  });
  it("passes it when the caller is on the brand's own line", () => {
    expect(rule("Patients phone our reminder line and press 1. The recording says: cleaning reminders, 1 msg per visit; msg & data rates may apply; reply HELP for help or STOP to end.")).toEqual([]);
  });
});

describe("consent language introduced by what shows or says it", () => {
  for (const message_flow of [
    "Our van has a magnet that says \"Text WAGS to 208-555-0117 to join Pinecrest Dental!\"",
    "The coordinator reads: \"Can Pinecrest Dental text this mobile about your visits? Msg & data rates may apply.\"",
    "Turning it on shows this: \"Pinecrest Dental will text you when your aligners ship, about 2 a month.\"",
    "The member list has a column \"Text me polls from Pinecrest Dental (a few per year)\" with a Yes box per row.",
  ]) {
    it(message_flow, () => {
      const o = read({ message_flow }).optIn;
      expect(o.wording.length, message_flow).toBeGreaterThan(0);
      expect(o.wordingIntroduced, message_flow).toBe(true);
    });
  }
  it("not: a quote found only by what it discloses", () => {
    const o = read({ message_flow: "After they text JOIN we reply \"Pinecrest Dental: about 2 msgs/mo. Msg & data rates may apply.\"" }).optIn;
    expect(o.wordingIntroduced).toBe(false);
  });
  it("STOP missing from the words shown, and from the flow, is a finding; not for one-time codes", () => {
    const flow = "In the app, turning on texts shows this: \"Pinecrest Dental will text you appointment reminders, about 2 a month. " +
      "Msg & data rates may apply. Text HELP for help.\"";
    const found = (use_case: CampaignSubject["use_case"], message_flow = flow) =>
      preflight({ brand, campaign: { use_case, message_flow } }).filter((f) => f.rule === "call-to-action-wording");
    expect(found("ACCOUNT_NOTIFICATION")).toHaveLength(1);
    expect(found("2FA")).toHaveLength(0);
    // (a code notice that tells how to stop and not how to get help leaves HELP out: Twilio 30570)
    for (const codes of [
      "The sign-in page says: \"Pinecrest Dental texts 1 code per login. Msg & data rates may apply. Reply STOP to stop.\"",
      "The setup screen says: \"Pinecrest Dental will text a code each time you sign in. Msg & data rates may apply. STOP to opt out.\"",
      "Beside the button: \"We text a one-time code from Pinecrest Dental whenever you log in. Message and data rates may apply. Text STOP to end.\"",
    ]) expect(found("2FA", codes).map((f) => f.vendorCodes), codes).toEqual([["Bandwidth 2137", "Twilio 30570"]]);
    // (one of the vendors' kind gives HELP, or neither)
    expect(found("2FA", "The setup screen says: \"Pinecrest Dental will text a code each time you sign in. Msg & data rates may apply.\""))
      .toEqual([]);
    const withStop = flow.replace("Text HELP for help.", "Text HELP for help, STOP to cancel.");
    expect(preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: withStop } })
      .filter((f) => f.rule === "call-to-action-wording")).toHaveLength(0);
  });
});

describe("a flow that never names texts, whose quoted words speak of updates in general (Twilio 30551)", () => {
  const communications = (flow: string) => read({ message_flow: flow }).scope.communications;
  it("reads it as consent to messages in general", () => {
    for (const flow of [
      "The tablet asks: \"Keep me posted about my cleaning from Pinecrest Dental? [ ] Yes\". Under it: \"2-4 updates per visit, msg & data rates may apply, reply HELP for help, STOP to opt out.\"",
      "The form's box reads \"Yes, keep me in the loop\" and below it \"About 2 updates a month. Msg & data rates may apply. HELP for help, STOP to end.\"",
      "Staff ask \"Can we keep you informed?\" and the card says: \"Updates 1-2 per visit. Message and data rates may apply. Reply HELP for help, STOP to stop.\"",
    ]) expect(communications(flow), flow).toBeDefined();
  });
  it("not where the flow names the texts", () => {
    for (const flow of [
      "The tablet asks: \"Text me about my cleaning from Pinecrest Dental? [ ] Yes\". Under it: \"2-4 updates per visit, msg & data rates may apply, reply HELP for help, STOP to opt out.\"",
      "Patients choose texts at the desk. The card says: \"Updates 1-2 per visit. Message and data rates may apply. Reply HELP for help, STOP to stop.\"",
    ]) expect(communications(flow), flow).toBeUndefined();
  });
});

describe("consent to \"communications\" in the consent language, whatever introduces it", () => {
  for (const message_flow of [
    "Patients sign up online or on paper. Both say: \"Yes! Keep me in the loop with communications from Pinecrest Dental. Up to 4 a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "The intake tablet shows: \"I agree to receive communications from Pinecrest Dental, about 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to end.\"",
    "Under the form: \"Send me Pinecrest Dental correspondence, up to 3 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).scope.communications).toBeDefined();
    });
  }
  it("not: the same words asking for texts", () => {
    const message_flow = "Both say: \"Yes! Keep me in the loop with text messages from Pinecrest Dental. Up to 4 a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"";
    expect(read({ message_flow }).scope.communications).toBeUndefined();
  });
});

describe("a spoken question quoted after the one who asks", () => {
  for (const message_flow of [
    "When someone orders at the window we ask \"want our specials by text?\" and add the number if they nod.",
    "At checkout the optician asks: \"Can we text you when your glasses are ready?\"",
    "The cashier asks “Want a text when your order is ready?” before printing the receipt.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).optIn.verbal).toBeDefined();
    });
  }
  it("not: a form or a screen that asks", () => {
    expect(read({ message_flow: "The web form asks: \"Want texts about your order?\" with an empty box." }).optIn.verbal).toBeUndefined();
  });
});

describe("the consent language found however it is quoted", () => {
  it("a quote after a quoted heading, with an apostrophe inside, or in single quotes", () => {
    for (const [message_flow, start] of <[string, string][]>[
      ["The enrolment form, section 4 \"Texting\", reads: \"I agree to receive texts from Pinecrest Dental about my child's visits. Msg & data rates may apply.\"", "I agree"],
      ["Fine print on the sheet: 'about 1-4 texts a month, your plan's usual text charges may apply, STOP to stop.' Campers sign.", "about 1-4"],
      ["The card says: \"Pinecrest Dental's recall texts, about 2 a year. Msg & data rates may apply.\"", "Pinecrest Dental's"],
    ]) {
      const w = read({ message_flow }).optIn.wording;
      expect(w.map((e) => e.words.slice(0, start.length)), message_flow).toContain(start);
      expect(w.some((e) => /^\s|^["']/.test(e.words)), message_flow).toBe(false);
    }
  });
});

describe("consent language printed on receipts, brochures and table tents", () => {
  for (const message_flow of [
    "At our events and on donation receipts: \"Text FEED to (615) 555-0137 for Pinecrest Dental news. About 3 texts a month.\"",
    "Our brochure: \"Text SMILE to 55123 for recall reminders from Pinecrest Dental.\"",
    "Table tents in the lobby: \"Text SMILE to 55123 for Pinecrest Dental recall reminders.\"",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).optIn.wordingIntroduced).toBe(true);
    });
  }
  it("not: a sheet's title read as consent to communications", () => {
    const message_flow = "The packet includes a \"Resident Contact Preferences\" sheet. Beside its text box: \"Pinecrest Dental will text " +
      "about your visits, about 2 a month. Msg & data rates may apply. Text HELP for help, STOP to opt out.\"";
    expect(read({ message_flow }).scope.communications).toBeUndefined();
  });
});

describe("a keyword call to action read as people read it", () => {
  it("who texts the keyword is no topic; a keyword is no brand name", () => {
    const r = read({ message_flow: "Patients text SMILE to 503-555-0100 (on the lobby sign): \"Text SMILE to 503-555-0100. About 2 msgs a month. Msg & data rates may apply. Reply HELP for help, STOP to end.\"" });
    expect(r.atOptIn.purpose).toBeUndefined();
    const pine: BrandSubject = { ...brand, display_name: "Pinecrest Dental", legal_name: "Pinecrest Dental LLC" };
    const flow = "Patients text PINECREST to 503-555-0100: \"Text PINECREST to 503-555-0100 for cleaning reminders. 2 msgs a month. Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
    expect(new CampaignReadingImpl({ brand: pine, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } }).atOptIn.brand).toBeUndefined();
    // (nor where the flow says the keyword is texted without saying to what: "they text PINECREST, get a confirm")
    for (const said of ["Patients text PINECREST, then get a confirmation.", "Once they txt PINECREST they're in.", "Everyone who texts \"PINECREST\" gets a welcome text."]) {
      const r = new CampaignReadingImpl({ brand: pine, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: `${said} ${flow}` } });
      expect(r.atOptIn.brand, said).toBeUndefined();
    }
    const named = new CampaignReadingImpl({ brand: pine, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: `Pinecrest Dental patients text PINECREST. ${flow}` } });
    expect(named.atOptIn.brand).toBeDefined();
  });
  it("a negation that invites negates nothing: the kind after it is what the texts are about", () => {
    const w = wordsOf("never forget mom again - txt BLOOMS for holiday reminders");
    expect(w.filter((x) => x.negated)).toEqual([]);
    expect(wordsOf("we never share your number").find((x) => x.lower === "share")?.negated).toBe(true);
  });
  it("a link labelled as the policies is no sign-up page", () => {
    const r = read({ message_flow: "Guests text ZOO to 316-555-0158 from the gate banner. Terms & privacy at pinecrest.example/sms." });
    expect(r.optIn.webAddress).toBeUndefined();
    expect(read({ message_flow: "Guests sign up at pinecrest.example/sms by ticking an empty box." }).optIn.webAddress).toBe("pinecrest.example/sms");
  });
});

describe("the consent's words name another business as the sender", () => {
  const sender = (box: string) => otherSenderInWording(
    read({ message_flow: `Clients tick an empty box: "${box} Msg & data rates may apply. Reply HELP for help, STOP to cancel."` }).optIn.wording,
    ["Pinecrest Dental"]);
  readsFact("the other business named after \"from\"", sender, [
    "Send me visit reminders from Lakeshore Family Dentistry.",
    "I agree to get cleaning reminders and offers from Maple & Birch Smiles.",
    "Yes, text me updates from Northgate Oral Surgery about my visit.",
  ], [
    // the brand, a day, a month or no name after "from"
    "Text me reminders from Pinecrest Dental.",
    "Send me reminders from Monday to Friday.",
    "Text me reminders from Pinecrest Dental, starting from March 3.",
    "Text me reminders from the front desk.",
  ]);
});

describe("a quoted title is a name, not an offer", () => {
  const offers = (sample: string) => read({ sample_messages: [sample] }).samples[0]?.promotional;
  readsFact("an offer beside or inside quotes", offers, [
    "Pinecrest Books: our 'Flash Sale' starts today.",
    "Pinecrest Books: 'Murder at the Bake Sale' is in, and everything else is 20% off this weekend.",
    "Pinecrest Books: book sale this weekend only!",
  ], [
    "Pinecrest Books: the cozy mystery 'Murder at the Bake Sale' you ordered is here.",
    "Pinecrest Books: your copy of “The Last Day to Buy” is ready for pickup.",
    "Pinecrest Books: \"Half Off the Hook and the Rest of the Line\" arrived for your book club.",
  ]);
});

describe("quoted consent language read by its place in the flow: a script read aloud, or a text the person gets", () => {
  const wording = (message_flow: string) => read({ message_flow }).optIn.wording[0];
  readsFact("words that follow the spoken question in its own sentence", (f) => (wording(f)?.spokenScript ? true : undefined), [
    "At the counter, staff ask each customer and read this line aloud: \"Pinecrest Dental will text you visit reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "On the phone the front desk asks callers whether texts are wanted, reading \"Can Pinecrest Dental text you reminders? Up to 4 msgs/mo; msg & data rates may apply; reply STOP to end, HELP for help.\"",
    "The hygienist asks verbally, saying \"May Pinecrest Dental text your reminders, about 2 a month? Msg & data rates may apply. Text STOP to end or HELP for help.\"",
  ], [
    // the words in a sentence of their own after the spoken question, or after a quoted question that closes it
    "Staff ask each patient at checkout whether texts are wanted. The booking page shows: \"Pinecrest Dental will text you visit reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "Staff ask \"Want reminders by text?\" If yes, they enter the number and the system sends: \"Pinecrest Dental: you're in for visit reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
  ]);
  it("reads the spoken question in the look-alikes all the same", () => {
    for (const f of [
      "Staff ask each patient at checkout whether texts are wanted. The booking page shows: \"Pinecrest Dental will text you visit reminders.\"",
      "Staff ask \"Want reminders by text?\" If yes, they enter the number.",
    ]) expect(read({ message_flow: f }).optIn.verbal, f).toBeDefined();
  });
  readsFact("words introduced as a text the person gets", (f) => (wording(f)?.textReceived ? true : undefined), [
    "Patients sign up at the desk. The first text they get says: \"Pinecrest Dental: 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "Patients sign up at the desk and the confirmation reads \"Pinecrest Dental: visit reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "Patients sign up at the desk; our automatic reply: \"Pinecrest Dental: visit reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
  ], [
    // words shown at the opt-in, after a sentence about texts, or after a link with "texts" in it
    "Patients opt in to texts at the desk. The sign-in tablet's box says: \"Pinecrest Dental visit reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "Patients sign up at pinecrest.example/texts! The page has its own empty box: \"Text me Pinecrest Dental reminders, 2-4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
  ]);
});

describe("one consent for texts and e-mail asked as two verbs in the consent's words (Twilio 30556)", () => {
  const bundled = (flow: string) => read({ message_flow: flow }).scope.bundled;
  it("flags the words that ask to be e-mailed and texted, or called and texted", () => {
    for (const flow of [
      "One box on the form: \"OK to email me the Pinecrest newsletter and text me 1 reminder a month. Msg & data rates may apply.\"",
      "The checkbox says \"Text me my appointment times, or call me if anything changes. Msg & data rates may apply.\"",
      "The sign-up line reads \"Please mail me the catalog, and text me sale alerts. Reply STOP to stop.\"",
    ]) expect(bundled(flow), flow).toBeDefined();
  });
  it("not: one channel asked for, or the other channel denied", () => {
    for (const flow of [
      "The box says \"Text me 1 reminder a month. Msg & data rates may apply. Call us at 555-0100 with questions.\"",
      "The box says \"Text me 1 reminder a month; do not email me. Msg & data rates may apply.\"",
      "Patients ask staff to email me? No: the box says \"Text me my reminders. Msg & data rates may apply. Reply STOP to stop.\"",
    ]) expect(bundled(flow), flow).toBeUndefined();
  });
});

describe("a box on the brand's page beside a conversation the customer starts is a call to action of its own (Bandwidth 2135, 2136)", () => {
  const rule = (flow: string, id: string) => preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } })
    .filter((f) => f.rule === id);
  it("asks the box's words for rates and frequency", () => {
    for (const flow of [
      "Patients book at pinecrestdental.example/book; under the phone field an unticked box reads: \"Pinecrest Dental can text me about my visit. " +
      "About 2 texts per visit. Reply HELP for help, STOP to stop.\" Patients who text us first also get answers.",
      "On pinecrestdental.example/portal a switch says: \"Text me Pinecrest Dental visit reminders, 1 a month. Reply HELP for help, STOP to stop.\" " +
      "Anyone who writes to us first by text gets a reply.",
      "At pinecrestdental.example the checkbox label says: \"Yes, text me my Pinecrest Dental reminders, 2 per visit. HELP for help, STOP to end.\" " +
      "Clients who text first get answers in that thread.",
    ]) expect(rule(flow, "call-to-action-rates"), flow).toHaveLength(1);
  });
  it("not: a conversation alone, or a button that starts it", () => {
    for (const flow of [
      "Patients text us first at (503) 555-0100, printed on the website. We answer in that thread only.",
      "The 'Text us' button on pinecrestdental.example opens a text to our number. Button page says: 'Text Pinecrest Dental your question. " +
      "Reply HELP for help, STOP to opt out.' We reply only to what they sent.",
    ]) expect(rule(flow, "call-to-action-rates"), flow).toEqual([]);
  });
});

describe("the opt-in's words, as new writers put them", () => {
  const box = (words: string) => `Patients tick an empty box at https://pinecrest.example/join: "${words} Msg & data rates may apply. ` +
    "Reply HELP for help, STOP to end.\"";
  it("a dash set off by spaces ends the kind of message; a hyphen that touches the word still joins a compound", () => {
    for (const words of ["Text me the Pinecrest Dental monthly newsletter - 1 text a month.",
      "Send me the Pinecrest Dental weekly update - one text each Friday.", "Text me Pinecrest Dental reminders - about 2 a month."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose, words).toBeDefined();
    }
    expect(read({ message_flow: box("Pinecrest Dental may text me at drop-off, about 2 texts a month.") }).inWording.purpose).toBeUndefined();
  });
  it("hearing or knowing first, in the consent's own words, is being texted when the event comes", () => {
    for (const words of ["Text CHAIRS to 555-0100 to hear first when Pinecrest Dental chair openings come up! 2 texts a month.",
      "Be the first to know when Pinecrest Dental whitening slots open. 2 texts a month.",
      "Join to learn first when new hygienist hours are posted. 2 texts a month."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose, words).toBeDefined();
    }
    expect(read({ message_flow: box("Pinecrest Dental may text me. I know it is 2 texts a month.") }).inWording.purpose).toBeUndefined();
  });
  it("a flow that says no policy or terms are shown at the opt-in says so whatever the wording", () => {
    for (const flow of ["The checkout box reads \"Text me order updates\". There's no link to terms or privacy on that step.",
      "On the account page there is an empty checkbox. No terms or privacy links there.",
      "The app screen has a switch; the privacy policy is not linked on that screen."]) {
      expect(read({ message_flow: flow }).optIn.policiesWithheld, flow).toBeDefined();
    }
    for (const flow of ["We never share your number. See our privacy policy at pinecrest.example/privacy.",
      "The box is not checked for you. Terms: pinecrest.example/terms.",
      "Patients tick an empty box on pinecrest.example/join, beside links to our privacy policy and terms."]) {
      expect(read({ message_flow: flow }).optIn.policiesWithheld, flow).toBeUndefined();
    }
  });
});

describe("a quoted call to action that invites a keyword text is the opt-in's words, whatever carries it", () => {
  const flows = [
    "Each poll is announced in the newsletter and at the coaches' table: \"Text VOTE to (937) 555-0188 to join Pinecrest Dental polls. One or two polls a month. Msg & data rates may apply. Text HELP for help.\"",
    "We mention it at every cleaning: \"Text SMILE to 503-555-0142 for Pinecrest Dental news, about 2 texts a month. Msg & data rates may apply. Text HELP for help.\"",
    "The hygienist announces it in the waiting room: \"Send TIPS to 71234 for Pinecrest Dental care tips, weekly. Msg & data rates may apply. Reply HELP for help.\"",
  ];
  it.each(flows)("%s", (flow) => expect(read({ message_flow: flow }).optIn.wordingIntroduced).toBe(true));
  it("so a quoted invitation that never says how to stop is flagged", () => {
    for (const flow of flows) {
      const findings = preflight({ brand, campaign: { use_case: "MARKETING", message_flow: flow, opt_in_keywords: ["VOTE", "SMILE", "TIPS"] } as CampaignSubject });
      expect(findings.find((f) => f.rule === "call-to-action-wording")?.message, flow).toMatch(/STOP/);
    }
  });
  it.each([
    "Patients often tell us \"about 2 texts a month, and Msg & data rates may apply\" is all they need to know.",
    "Each text ends with \"Reply HELP for help. Text STOP to 71234 to end. Msg & data rates may apply.\"",
  ])("look-alike, no keyword invited: %s", (flow) => expect(read({ message_flow: flow }).optIn.wordingIntroduced).toBe(false));
});

describe("opting out said to take a letter, a visit or a written request, with no STOP, is flagged at the flow", () => {
  const wording = (flow: string) =>
    preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } as CampaignSubject }).filter((f) => f.rule === "call-to-action-wording");
  it.each([
    "Patients text our front desk first at (480) 555-0173. To stop receiving texts, patients must send a written request to the office by mail.",
    "Clients text the office line first. Opting out requires a signed letter to our records department.",
    "Customers text us first from the number on our door. To cancel texts you need to come in person to the front desk.",
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.optOutElsewhere).toBeDefined();
    expect(wording(flow).map((f) => f.vendorCodes).flat()).toEqual(expect.arrayContaining(["CTIA 5.1.3"]));
  });
  it.each([
    "Patients text our front desk first. Reply STOP to stop; you can also send a written request by mail.",
    "To stop, reply STOP. You never need to write a letter or visit us to opt out.",
    "To sign up, patients must visit the front desk in person and tick the box. Reply STOP to cancel.",
  ])("look-alike: %s", (flow) => expect(wording(flow).filter((f) => /more than a text/.test(f.message))).toEqual([]));
});

describe("the consent's own words, introduced however the flow shows them: STOP is judged in them (Bandwidth 2138)", () => {
  const words = "Pinecrest Dental will text visit reminders, 2 a month. Msg & data rates may apply. Reply HELP for help.";
  const stopMissing = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording" && /STOP/.test(f.message));
  for (const flow of [
    // the box or screen named before the colon, past what describes it
    `The kiosk screen shows this line beside a toggle that stays off until the patient slides it on: "${words}"`,
    // words of display
    `Under the number field the following is displayed: "${words}"`,
    // a box drawn in the words themselves
    `At the bottom of the intake form: "Want visit reminders by text? [ ] Yes. From Pinecrest Dental, 2 texts a month. Msg & data rates may apply. Reply HELP for help."`,
  ]) it(`flags the missing STOP: ${flow.slice(0, 60)}…`, () => expect(stopMissing(flow)).toHaveLength(1));
  for (const flow of [
    // words quoted with nothing that shows them as the box's (a passage found by what it discloses judges no STOP)
    `Patients sign up at the front desk, and we confirm with "${words}"`,
    // the box named in another sentence
    `The toggle is on the intake screen. Our welcome text: "${words}"`,
    // a drawn box in words that carry no disclosures is not the consent language
    `Patients tick the box at pinecrest.example/book. Our card reads "[ ] Visit reminders" and the desk says: "2 a month."`,
  ]) it(`no STOP judged: ${flow.slice(0, 60)}…`, () => expect(stopMissing(flow)).toHaveLength(0));
});

describe("an option's label quoted as what the person ticks, checks or selects is not the consent language (its disclosures sit beside it)", () => {
  const wording = (flow: string) => read({ message_flow: flow }).optIn.wording.map((e) => e.words);
  for (const flow of [
    "Patients add a mobile in the portal, checks 'Send my visit reminders by SMS' (unchecked by default).",
    "On the tablet the patient taps \"Yes, text me about my visits\" before signing.",
    "In the app, the patient selects \"Text me visit reminders\" under Settings.",
  ]) it(`label: "${flow}"`, () => expect(wording(flow)).toHaveLength(0));
  for (const flow of [
    // a field of a record staff mark
    "The hygienist asks if texting is OK and checks \"Text updates: YES\" on the chart.",
    "Staff select \"SMS consent: Y\" in the practice system after a clear yes.",
    // a keyword texted
    "Patients text \"VISIT\" to 555-0100 to join.",
  ]) it(`not: "${flow}"`, () => expect(wording(flow)).toHaveLength(0));
});

describe("printed matter at the brand's own desk or booth is all the person reads of who texts (Bandwidth 2133)", () => {
  const rule = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  const words = "\"Text SMILE to 55123 for cleaning reminders. 1 msg per visit. Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
  it.each([
    `Sign at our info booth, exactly as printed: ${words}`,
    `The card taped at our front desk says: ${words}`,
    `A poster in our office reads ${words}`,
  ])("%s", (flow) => expect(rule(flow).map((f) => f.vendorCodes)).toEqual([["Bandwidth 2133", "CTIA 5.1.1", "Twilio 30909"]]));
  it.each([
    `At our front desk the receptionist asks each patient: ${words}`,
    `Patients phone our reminder line and the recording says: ${words}`,
    `Sign at our info booth, exactly as printed: ${words.replace("for cleaning", "for Pinecrest Dental cleaning")}`,
  ])("look-alike, heard from the brand or named: %s", (flow) => expect(rule(flow)).toEqual([]));
});

describe("the consent's words introduced by a box, button or switch named in the plural", () => {
  const stop = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  const words = "\"Text me visit reminders from Pinecrest Dental, 2 texts per visit. Msg & data rates may apply. Reply HELP for help.\"";
  it.each([
    `The last page at pinecrest.example/book has two unchecked boxes: email, and ${words}`,
    `The booking screen at pinecrest.example/book shows two switches, one for email and one with ${words}`,
    `At pinecrest.example/book the reminder checkboxes read ${words}`,
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.wordingIntroduced, flow).toBe(true);
    expect(stop(flow).map((f) => f.vendorCodes[0])).toEqual(["Bandwidth 2138"]);
  });
  it.each([
    `The last page at pinecrest.example/book has two unchecked boxes: email, and ${words.replace("HELP for help.", "HELP for help, STOP to end.")}`,
  ])("look-alike, STOP in the words: %s", (flow) => expect(stop(flow)).toEqual([]));
  it("look-alike: short labels of the boxes listed, the disclosures in the flow around them, are named options", () => {
    const flow = "At checkout on https://pinecrest.example patients tick one or both unchecked boxes, \"Text me visit reminders\" " +
      "and \"Text me offers\" (up to 4 msgs/month). Message and data rates may apply. Reply STOP to opt out.";
    expect(read({ message_flow: flow }).optIn.wordingIntroduced).toBe(false);
  });
});

describe("the consent's words set out on the lines under the one that introduces them", () => {
  const rule = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  it.each([
    "Clipboard at the front desk. The top of the sheet says:\n  CLEANING REMINDERS FROM PINECREST DENTAL\n  [ ] Yes, text me. About 2 a month.\n  Msg & data rates may apply. Reply HELP for help.\nThe box is blank until the patient ticks it.",
    "The intake card reads:\n    Pinecrest Dental visit texts\n    [ ] Text me my visit reminders, 1 per visit. Msg & data rates may apply. Reply HELP for help.\nPatients tick it themselves.",
    "Our kiosk screen shows:\n\tPinecrest Dental will text you before each cleaning, one text per visit.\n\tMsg & data rates may apply. Reply HELP for help.\nThe patient taps Agree.",
  ])("%s", (flow) => {
    const o = read({ message_flow: flow }).optIn;
    expect(o.wording.length, flow).toBe(1);
    expect(o.wording[0]!.words, flow).not.toMatch(/^\s|blank|ticks|taps/);
    expect(rule(flow).map((f) => f.vendorCodes[0])).toEqual(["Bandwidth 2138"]);
  });
  it.each([
    "Clipboard at the front desk. The top of the sheet says:\n  CLEANING REMINDERS FROM PINECREST DENTAL\n  [ ] Yes, text me. About 2 a month.\n  Msg & data rates may apply. Reply HELP for help, STOP to end.",
    // (lines not set under it: no words of the box)
    "Clipboard at the front desk. The sheet says:\nPatients write their cell and tick the box for cleaning reminders from Pinecrest Dental.",
  ])("look-alike: %s", (flow) => expect(rule(flow)).toEqual([]));
});

describe("a choice's round boxes drawn in the words mark them as the form's", () => {
  const rule = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  it.each([
    "The intake form asks, and nothing is pre-selected: \"Do you want visit reminders by text from Pinecrest Dental? ( ) Yes ( ) No. About 2 texts a month. Msg & data rates may apply. Reply HELP for help.\"",
    "New patients answer on paper: \"Visit reminders by text from Pinecrest Dental (1-2 a month, msg & data rates may apply, HELP for help)? (  ) yes (  ) no\"",
    "The question on the portal, its own: \"Pinecrest Dental may text me cleaning reminders, about 1 a month. Msg & data rates may apply. Reply HELP for help. ( _ ) I agree\"",
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.wordingIntroduced, flow).toBe(true);
    expect(rule(flow).map((f) => f.vendorCodes[0])).toEqual(["Bandwidth 2138"]);
  });
  it("look-alike: a quote with no box drawn, found only by what it discloses", () => {
    const flow = "After they text JOIN we reply \"Pinecrest Dental: about 2 msgs/mo. Msg & data rates may apply. Reply HELP for help.\"";
    expect(read({ message_flow: flow }).optIn.wordingIntroduced).toBe(false);
  });
});

describe("a box with its words beside a conversation the customer starts is judged as a call to action", () => {
  const rule = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  const box = "\"Text me Pinecrest Dental visit reminders, 2-4 texts a month. Msg & data rates may apply. HELP for help.\"";
  it.each([
    `Booking form online at pinecrest.example/book, checkbox (blank): ${box} Patients can also text the office first.`,
    `At pinecrest.example/book an empty box reads ${box} Anyone may text us first with a question.`,
    `The online booking page pinecrest.example/book has a checkbox: ${box} Or patients text first and we reply.`,
  ])("%s", (flow) => expect(rule(flow).map((f) => f.vendorCodes[0])).toEqual(["Bandwidth 2138"]));
  it("look-alike: only the conversation the customer starts, no box", () => {
    expect(rule("A sign at the desk says \"Questions? Text us at (503) 555-0100. Msg & data rates may apply. HELP for help.\" Patients text first and we reply.")).toEqual([]);
  });
});

describe("consent language named before a web address that ends the sentence it is in", () => {
  const words = "\"Text me my Pinecrest Dental visit reminders (about 2 texts a month). Msg & data rates may apply. Reply HELP for help.\"";
  it.each([
    `Patients tick a blank box on the recall signup at pinecrest.example/recall: ${words}`,
    `A switch on the portal's settings page, portal.pinecrest.example/settings.html, reads ${words}`,
    `The box at the foot of the intake page (www.pinecrest.example/forms/intake): ${words}`,
  ])("%s", (message_flow) => expect(read({ message_flow }).optIn.wordingIntroduced).toBe(true));
  it.each([
    `Patients sign up on a form. The reply from pinecrest.example/sms is ${words}`,
    `We keep a box of cards at the desk. The site, pinecrest.example/texts, has more: ${words.replace("Text me my", "Get")}`,
  ])("look-alike, a sentence ended before the address: %s", (message_flow) => expect(read({ message_flow }).optIn.wordingIntroduced).toBe(false));
  it("the words shown give no STOP: a finding", () => {
    const findings = preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION",
      message_flow: `Patients tick a blank box on the recall signup at pinecrest.example/recall: ${words}` } })
      .filter((f) => f.rule === "call-to-action-wording");
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("STOP");
  });
});

describe("consent language named as a form's question", () => {
  const words = "\"Text me visit and billing alerts? About 2 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"";
  it.each([
    `The intake form has a separate question, unanswered by default: ${words}`,
    `Page 2 of the registration ends with an optional question ${words}`,
    `Each new patient answers one yes/no question in the portal: ${words}`,
  ])("%s", (message_flow) => expect(read({ message_flow }).optIn.wordingIntroduced).toBe(true));
  it.each([
    `Questions go to the front desk, and ${words} is what our welcome email repeats.`,
    `We answer questions by phone. Later ${words} comes back.`,
  ])("look-alike, questions the person asks: %s", (message_flow) => expect(read({ message_flow }).optIn.wordingIntroduced).toBe(false));
  it("the question names no sender: a finding", () => {
    const findings = preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION",
      message_flow: `Patients opt in in the patient portal. The intake form has a separate question, unanswered by default: ${words}` } })
      .filter((f) => f.rule === "call-to-action-wording");
    expect(findings.map((f) => f.message).join()).toContain("brand's name");
  });
});

describe("the reply to a customer who texts first, quoted with its disclosures, gives STOP (Bandwidth 2138)", () => {
  const wording = (message_flow: string) => preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  it.each([
    "Patients text our office line first. The first reply: \"Hi, this is Pinecrest Dental. We'll answer here; msg & data rates may apply and frequency depends on your questions. Reply HELP for help.\"",
    "People message us first from the number on our door. Our auto-reply says \"Pinecrest Dental here! Msg & data rates may apply. Text HELP for help.\"",
    "Patients text us first at (555) 555-0142. We answer with this text: \"Thanks for writing to Pinecrest Dental. Expect 1-2 replies per question; message and data rates may apply.\"",
  ])("%s", (flow) => expect(wording(flow), flow).toHaveLength(1));
  it.each([
    "Patients text our office line first. The first reply: \"Hi, this is Pinecrest Dental. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "Patients text our office line first. The first reply: \"Hi, this is Pinecrest Dental, how can we help?\"",
    "Patients text our office line first and we answer them. Msg & data rates may apply; reply HELP for help.",
  ])("look-alike: %s", (flow) => expect(wording(flow), flow).toEqual([]));
});

describe("the words beside a box reported without quotes are the consent language", () => {
  const wording = (flow: string) => read({ message_flow: flow }).optIn.wording;
  const rules = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-wording");
  it.each([
    "Patients tick an empty box at pinecrest.example/book. The line under the box says Pinecrest Dental sends " +
    "appointment reminders, 1-2 a month, and that msg & data rates may apply. Reply STOP to end.",
    "In the patient app the small print beside the switch explains that reminder texts come about twice a month, " +
    "message and data rates may apply, and texting STOP ends them.",
    "The wording next to the checkbox tells patients that Pinecrest Dental texts visit reminders, up to 3 a month, " +
    "and that they can reply STOP at any time.",
  ])("%s", (flow) => {
    expect(wording(flow), flow).toHaveLength(1);
    // (none gives HELP, anywhere in the flow: the words shown at the box leave it out)
    expect(rules(flow)[0]?.message, flow).toMatch(/HELP/);
  });
  it.each([
    // (nothing disclosed in what is reported: a description, not the words shown)
    "Patients tick an empty box at pinecrest.example/book. The text by the box says what the reminders are for.",
    // (not said of a box's words: what staff say)
    "Our receptionist says reminders come 1-2 a month, msg & data rates may apply, and STOP ends them.",
    // (quoted words are read as quotes, not reported)
    "The line under the box says \"Pinecrest Dental reminders, 1-2/mo. Msg & data rates may apply. Reply HELP for " +
    "help, STOP to end.\"",
  ])("look-alike: %s", (flow) => {
    const w = wording(flow);
    expect(w.every((e) => !/^Pinecrest Dental sends|^reminder texts|^what the/.test(e.words)), flow).toBe(true);
    expect(rules(flow).filter((f) => /HELP/.test(f.message)), flow).toHaveLength(0);
  });
});
