// Frequency, rates, HELP and codes read one way (reading/disclosures.ts), and what the reading saw but could not
// classify (reading/unclassified.ts).
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { type CampaignSubject, explain, preflight } from "../../../schema/preflight";
import { brand, read, readsFact } from "../readingSubject";
import { explanationLines } from "../../../schema/preflight/explain";

describe("frequency at the opt-in, a quantity per period or per whatever the texts go with", () => {
  const flows = [
    "Renters tick a box at https://trail.example/rent. 2 or 3 texts per rental. Msg & data rates may apply.",
    "Students tick the box on the enrollment form at https://swim.example/join: one reminder for each lesson.",
    "Owners tick a box at https://vet.example/book; a text per appointment, rates may apply.",
    "Diners text EGGS to 55123 and we text specials most mornings.",
    "Customers tick the box at https://auto.example/book. Texts come when there's news on the repair.",
    "Owners tick the box at https://vet.example/book and we text 2 days before each visit.",
    "Residents tick 'Text me' at https://live.example/portal. We send rent reminders 3 days before rent is due.",
    "Owners tick the box at https://vet.example/book. Msgs vary by your pet's schedule.",
    "Clients tick the line on the booking form: usually 2 or 3 per booking.",
    "Families tick the empty box on the form: around 2-4 in one month, more in Ramadan.",
    "Owners tick the box on the tablet (usually 2-5 during a visit and 1 follow-up).",
    "Shoppers tick the box on the sign-up sheet. Every other Fri, occasional extra.",
    "Buyers tick a box at https://petal.example; we text when the order is confirmed and when it is delivered.",
    "The tag says Fenwick Bike & Board will send 1 to 3 texts about this repair.",
    "Our first reply says we'll text only about the issue they raised, usually a few messages until it's fixed.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).atOptIn.frequency).toBeDefined();
    });
  }
  it("a period that times another act is not how often the texts come", () => {
    for (const flow of ["The parish newsletter carries this sign-up box every month: \"Text JOIN to 55123 for club news.\"",
      "Our board meets most Mondays; members tick the box on the sign-in sheet to get club news by text.",
      "The front desk restocks the sign-up cards each week; guests tick \"Text me\" on a card."]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeUndefined();
    }
    // (the texts' own period, whatever the clause's verb: "we text specials most mornings")
    for (const flow of ["Members tick the box on the sheet; we post club news by text every week.",
      "Guests tick the box at https://inn.example/stay and hear from us by SMS most Fridays.",
      "Diners tick \"Text me\" on the card and receive reminders each month."]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeDefined();
    }
  });
  // (Bandwidth 2135: how often the texts come; an event each time that times something else says nothing of it)
  it("an event each time that times another act is not how often the texts come", () => {
    for (const flow of ["On the bag tag we print after each visit: \"Text SMILE to 55123 for Pinecrest Dental news.\"",
      "The card our hygienist hands out before every cleaning says: \"Text SMILE to 55123 for whitening offers.\"",
      "We tuck a flyer in the bag after each order: \"Text SMILE to 55123 for member deals.\""]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeUndefined();
    }
    for (const flow of ["Patients tick the box; we text a care tip after each visit.",
      "Patients tick the box and get one reminder before every cleaning.",
      "Tick \"Text me\" at checkout: 1 text after each order."]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeDefined();
    }
  });
  // (Bandwidth 2135: a count per event, the texts' kind named with a modifier and the event a few words on)
  it("a count of the texts, then the event each comes with further on", () => {
    const freq = (words: string) => read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency;
    for (const words of ["\"Text me one feedback question at the end of each Pinecrest term.\"",
      "We send two short survey texts after every kayak tour.", "You get 1 quick reminder the night before each crown fitting."]) {
      expect(freq(words), words).toBeDefined();
    }
    for (const words of ["Tick a box at the end of each form.", "We fill two bags of towels after every stay.",
      "Three staff members check each room."]) expect(freq(words), words).toBeUndefined();
  });
  it("the texts of one matter named as this one: as many as it needs", () => {
    for (const flow of ["Buyers tick the box at https://shop.example/cart to get texts about this order.",
      "Renters tick \"Send me messages for this reservation\" on the tablet.",
      "The repair tag has a box: \"Text me updates on this repair\"."]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeDefined();
    }
    // (not texts in general, nor this shop's: "texts about our deals", "sign up for texts at this store")
    for (const flow of ["Buyers tick the box at https://shop.example/cart to get texts about our deals.",
      "Shoppers sign up for texts at this store's counter.", "Renters tick \"Send me messages\" on this tablet."]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeUndefined();
    }
  });
  it("not: one text named, with no count", () => {
    expect(read({ message_flow: "Users tap \"Text me a code\" at https://acme.example/login." }).atOptIn.frequency).toBeUndefined();
  });
  it("not: a quantity that is not of texts", () => {
    expect(read({ message_flow: "Customers sign up at https://shop.example/join for 2 free coffees per visit." }).atOptIn.frequency).toBeUndefined();
  });
});

describe("frequency in any words that carry it: a count of times, a schedule, a word that says how often", () => {
  const said = [
    "Reminders come 1-2x per appointment.",
    "We text 3x a week during the season.",
    "Specials go out on Thursdays.",
    "Reminders go out the day before appointments.",
    "One text the morning of your cleaning.",
    "A reminder a week out, another two days ahead.",
    "Texts are infrequent.",
    "Sporadic messages about your order.",
    "Messages are sent on an ongoing basis.",
    "Texts are event-driven.",
    "Alerts go out as they happen.",
    "Only during a water main emergency.",
    "Texts only go out for storms and outages.",
    "No set schedule.",
    "We may text now and then.",
    "From time to time we text a coupon.",
  ];
  for (const words of said) {
    it(`"${words}"`, () => {
      expect(read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency).toBeDefined();
    });
  }
  it("a period's adjective on what the texts bring, by text, is not how often they come; on the texts it is", () => {
    const freq = (words: string) => read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency;
    for (const words of ["Want our weekly deals by text?", "Get the monthly specials via SMS.", "Sign up for daily menus by text."]) {
      expect(freq(words), words).toBeUndefined();
    }
    for (const words of ["Weekly reminder texts.", "We send deals weekly by text.", "Monthly texts about specials."]) {
      expect(freq(words), words).toBeDefined();
    }
  });
  it("\"recurring\" says the texts repeat, not how often they come (Bandwidth 2135); a count or a period beside it does", () => {
    const freq = (words: string) => read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency;
    for (const words of ["Text FISH to 55123 for recurring promo msgs.", "You agree to receive recurring automated texts.",
      "Recurring marketing messages from the Inn."]) expect(freq(words), words).toBeUndefined();
    for (const words of ["Up to 4 recurring promo msgs/mo.", "Recurring texts, about 2 a month.", "Recurring weekly texts."]) {
      expect(freq(words), words).toBeDefined();
    }
  });
  it("\"rare\" said of the texts is how often; before a noun it names a thing", () => {
    const freq = (words: string) => read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency;
    for (const words of ["Texts are rare, only for storms.", "\"Text me room alerts? (rare, msg & data rates may apply)\"",
      "Alerts: rare. Reply STOP to end."]) expect(freq(words), words).toBeDefined();
    for (const words of ["Text me rare book arrivals.", "Our rare whisky list is on the page."]) expect(freq(words), words).toBeUndefined();
  });
  // (Bandwidth 2135: how often the texts come; what changes with the season is what is sold)
  it("\"seasonal\" said of the texts is how often; before a thing sold it names the thing", () => {
    const freq = (words: string) => read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency;
    for (const words of ["Texts are seasonal, mostly in summer.", "\"Text me seasonal alerts from the Inn.\"",
      "Offers come seasonally."]) expect(freq(words), words).toBeDefined();
    for (const words of ["\"Text me the Inn's seasonal specials.\"", "Our seasonal menu changes in May.",
      "\"Send me seasonal packages and rates.\""]) expect(freq(words), words).toBeUndefined();
  });
  it("not: a sign-in that happens to end a sentence before a count of something else", () => {
    expect(read({ message_flow: "Guests tick the box at https://inn.example/stay to get a code." }).atOptIn.frequency).toBeUndefined();
  });
  it("a limit goes with the texts, not with another act limited so", () => {
    for (const words of [
      "We text only when a part arrives.",
      "Inn Alerts will text this number, only if a storm closes the road.",
      "It's only if the pool closes.",
    ]) expect(read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency, words).toBeDefined();
    for (const words of [
      "The clerk marks the consent in the guest file only after a clear yes.",
      "Staff enroll the number in our booking system only when the guest agrees.",
    ]) expect(read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency, words).toBeUndefined();
  });
  it("a count over a time is how often; an article before \"over\" is none", () => {
    for (const words of ["Expect 2-4 texts over a long weekend.", "Three alerts during a storm, at most.", "A few throughout your stay."]) {
      expect(read({ message_flow: `Guests tick the box at https://inn.example/stay. ${words}` }).atOptIn.frequency, words).toBeDefined();
    }
    for (const words of ["The keyword is on a sign over the front desk.", "A banner during check-in shows the keyword.", "An easel throughout the lobby."]) {
      expect(read({ message_flow: `Guests text INN to 555-0100. ${words}` }).atOptIn.frequency, words).toBeUndefined();
    }
  });
});

describe("frequency is one reading: a quantity per period or per event, a range, an adverb, \"varies\", \"only when\"", () => {
  const forms: Record<string, string[]> = {
    "per period": ["Expect about 3 texts a month.", "We send 1 or 2 messages per week.", "Up to 6 msgs/mo."],
    "per event": ["One text per delivery.", "A code each time you log in.", "We text once per visit."],
    "a range": ["2-4 texts a month.", "Between 3 and 5 messages per order.", "1 to 3 alerts weekly."],
    "about, usually": ["Usually two texts a week.", "About one text per appointment.", "Typically 4 messages a month."],
    "an adverb of frequency": ["We sometimes send a reminder.", "Texts come occasionally.", "Reminders usually go out on Fridays."],
    varies: ["Message frequency varies.", "How many texts you get varies with your plan.", "The number of alerts depends on your account activity."],
    "only when": ["We text only when your order ships.", "Texts are sent only when there is a storm.", "Only when a payment is late."],
    "over a stretch of time": ["Expect 3 texts over the summer.", "Usually 2-4 over a month.", "About 5 messages over the season."],
  };
  const flow = (words: string) => `Guests tick the box at https://inn.example/stay. ${words} Msg & data rates may apply.`;
  for (const [form, wordings] of Object.entries(forms)) {
    for (const words of wordings) {
      it(`${form}: "${words}" at the opt-in, in the consent's words and in the confirmation`, () => {
        const r = read({ message_flow: flow(words), opt_in_message: `Pinecrest Dental: thanks for joining! ${words}` });
        expect(r.atOptIn.frequency).toBeDefined();
        expect(r.inConfirmation.frequency).toBeDefined();
        const quoted = read({ message_flow: `Guests tick a box that reads: "Pinecrest Dental texts. ${words} Reply STOP to end."` });
        expect(quoted.inWording.frequency).toBeDefined();
      });
    }
  }
  const lookalikes = [
    "Support is available 24/7.", "We are open 7 days.", "Our front desk is open 7 days a week.", "Buy 2 for 1 at the counter.",
    "Call 555-0100 for help.", "Store hours: Mon-Fri 9-5.", "Our office is open Monday through Friday 9 to 5.",
    // (an article and a place: the count is no count of texts)
    "The keyword is on a sign over the demo tables.", "A banner over the door shows the keyword.",
  ];
  for (const words of lookalikes) {
    it(`not: "${words}"`, () => {
      expect(read({ message_flow: flow(words) }).atOptIn.frequency).toBeUndefined();
    });
  }
  it("the use-case reading consults the same reading: a description that says how often offers come says that messages are sent", () => {
    const facts = (description: string) => read({ description }).useCaseFacts.description!;
    expect(facts("Spring sales and new arrivals from Pinecrest Dental, usually 2 a month.").messaging).toBe(true);
    expect(facts("Spring sales and new arrivals from Pinecrest Dental, open 7 days a week.").messaging).toBe(false);
  });
});

describe("rates read with what the charges are for named before them", () => {
  const flow = (words: string) => `Guests tick the box at https://inn.example/stay. 2 texts a month. ${words} Reply STOP to end.`;
  for (const words of [
    "Standard text and data charges from your carrier may apply.", "Usual SMS and data fees from your provider apply.",
    "Your plan's texting and data rates still count.",
  ]) {
    it(`"${words}"`, () => {
      expect(read({ message_flow: flow(words) }).atOptIn.rates).toBeDefined();
    });
  }
  for (const words of ["Late fees are listed in the lease.", "Shipping charges are shown at checkout.", "We text the data of your visit."]) {
    it(`not: "${words}"`, () => {
      expect(read({ message_flow: flow(words) }).atOptIn.rates).toBeUndefined();
    });
  }
  // (a charge that is the event the texts are timed to: its own phrase, after "when", "if" or an article)
  it.each([
    "We text only when a charge on your card looks odd.", "Pinecrest will text you if a fee is added to your folio.",
    "Texts go out once any charge over $500 posts.",
  ])("not, a charge texted about: %s", (words) => expect(read({ message_flow: flow(words) }).atOptIn.rates).toBeUndefined());
  it.each([
    "We text only when your room is ready; standard text and data charges may apply.",
    "SMS charges may apply.", "Text and data rates from your carrier apply.",
  ])("look-alike, rates beside an event: %s", (words) => expect(read({ message_flow: flow(words) }).atOptIn.rates).toBeDefined());
});

describe("how to get help, read one way", () => {
  const flow = (words: string) => `Guests tick the box at https://inn.example/stay. 2 texts a month. ${words}`;
  for (const words of ["Reply HELP for help.", "Text \"help\" for assistance.", "Respond with help any time.", "HELP for help, STOP to end."]) {
    it(`"${words}"`, () => {
      expect(read({ message_flow: flow(words) }).atOptIn.help).toBeDefined();
    });
  }
  for (const words of ["Our team is happy to help.", "Questions? Email help@inn.example."]) {
    it(`not: "${words}"`, () => {
      expect(read({ message_flow: flow(words) }).atOptIn.help).toBeUndefined();
    });
  }
  it("not a help keyword inside an address: \"acme.example/help\", \"help@acme.example\", \"acme.example/HELP\"", () => {
    for (const words of ["The number is printed on inn.example/help.", "Questions go to help@inn.example.", "See inn.example/HELP for the menu."]) {
      expect(read({ message_flow: flow(words) }).atOptIn.help, words).toBeUndefined();
    }
  });
  it("the campaign's own help keyword, as a word", () => {
    expect(read({ message_flow: flow("Text INFO for info."), help_keywords: ["INFO"] }).atOptIn.help).toBeDefined();
  });
});

describe("a code read as a code, not an order, ticket, confirmation, tracking or invoice number", () => {
  const codes = [
    "Pinecrest Dental: 482913 is your verification code. It expires in 10 minutes.",
    "Pinecrest Dental: your passcode is G-482913.",
    "Pinecrest Dental: use 551 203 to sign in. Never share it.",
    "Pinecrest Dental: enter 7731 at the kiosk to check in.",
    "Pinecrest Dental: your PIN: 4821.",
    "Pinecrest Dental: 739204 is your patient portal code.",
    "Pinecrest Dental: {code} is your sign-in code.",
    "Pinecrest Dental sign-in: 482913. Don't share it.",
    // a template's placeholder for the value, written as its digits
    "Pinecrest Dental: your portal code is [6 digits]. It expires in 5 minutes.",
    "Pinecrest Dental: {4-digit number} is your check-in PIN.",
    "Pinecrest Dental: enter <6 digits> to confirm your new phone.",
  ];
  for (const text of codes) {
    it(`"${text}"`, () => {
      expect(read({ sample_messages: [text] }).samples[0]!.code).toBe(true);
    });
  }
  const identifiers = [
    "Pinecrest Dental: your order #40211 shipped with UPS.",
    "Pinecrest Dental: ticket #3317 is open; we'll text when it's done.",
    "Pinecrest Dental: confirmation number 88213 for your cleaning on Tue.",
    "Pinecrest Dental: tracking 1Z9941 shows it arrives Thursday.",
    "Pinecrest Dental: invoice 20931 for $120 is due 7/1.",
    "Pinecrest Dental: 4411 is your order number.",
    "Pinecrest Dental: call 425-555-0311 to reschedule.",
    // a placeholder for digits that are no code: a card's last digits, an order's number
    "Pinecrest Dental: we charged $[amount] to the card ending [4 digits]. Reply Y if this was you.",
    "Pinecrest Dental: your order [6 digits] shipped today.",
  ];
  for (const text of identifiers) {
    it(`not: "${text}"`, () => {
      expect(read({ sample_messages: [text] }).samples[0]!.code).toBe(false);
    });
  }
  it("a 2FA campaign whose sample gives an order number, not a code, is told its sample lacks one", () => {
    const rules = preflight({
      brand,
      campaign: {
        use_case: "2FA", description: "Sign-in codes for the Pinecrest Dental patient portal.",
        sample_messages: ["Pinecrest Dental: 482913 is your sign-in code.", "Pinecrest Dental: your order #40211 shipped."],
      },
    }).filter((f) => f.rule === "use-case-samples");
    expect(rules.map((f) => f.path)).toEqual([["sample_messages", 1]]);
  });
});

describe("the opt-in says how to get help (Bandwidth 2137), anywhere in it", () => {
  const flow = (help: string) => "Owners tick an empty box on the grooming intake tablet labelled \"Text me pickup alerts from " +
    `Pinecrest Dental, about one per visit. Msg & data rates may apply. Reply STOP to quit."${help}`;
  const wording = (help: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow(help) } })
    .filter((f) => f.rule === "call-to-action-wording");
  it("flags box wording with no way to get help anywhere in the opt-in", () => {
    expect(wording("")).toHaveLength(1);
    expect(wording("")[0]!.vendorCodes).toContain("Bandwidth 2137");
  });
  it("a number the keyword is texted to, or an address given for something else, is no way to get help", () => {
    expect(wording(" The same words are on the counter card: text PICKUP to 503-555-0148.")).toHaveLength(1);
    expect(wording(" Receipts go to the e-mail on file, billing@pinecrest.example.")).toHaveLength(1);
  });
  it("passes HELP given beside the box or a contact given for help", () => {
    expect(wording(" The tablet screen also says: text HELP for help.")).toHaveLength(0);
    expect(wording(" Questions? Call the front desk at (503) 555-0100.")).toHaveLength(0);
    expect(wording(" Anyone stuck can write to frontdesk@pinecrest.example for assistance.")).toHaveLength(0);
    expect(wording(" Or email us at hello@pinecrest.example.")).toHaveLength(0);
    expect(read({ message_flow: flow(" Need a hand? Reach us at 503-555-0100.") }).optIn.helpContact?.words).toBe("503-555-0100");
  });
  it("asks no HELP of a one-time code's request (2FA), as for STOP", () => {
    const codes = "The sign-in page at https://pinecrest.example/login says beside the number field: \"We'll text you a one-time " +
      "code from Pinecrest Dental each time you sign in. Msg & data rates may apply.\"";
    const found = (use_case: "2FA" | "ACCOUNT_NOTIFICATION") => preflight({ brand, campaign: { use_case, message_flow: codes } })
      .filter((f) => f.rule === "call-to-action-wording");
    expect(found("2FA")).toEqual([]);
    expect(found("ACCOUNT_NOTIFICATION").map((f) => f.vendorCodes)).toEqual([expect.arrayContaining(["Bandwidth 2137"])]);
  });
});

describe("what the reading saw but could not classify: no finding rather than a false alarm", () => {
  const rules = (flow: string, id: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === id);
  it("a count beside the texts, in words no pattern reads", () => {
    for (const flow of [
      "Owners tick the box at https://vet.example/book. Texts go out maybe 2 in a busy stretch. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book. Patients get texts, 3 in a normal stretch. Msg & data rates may apply.",
    ]) {
      expect(read({ message_flow: flow }).optIn.unread.frequency).toBeDefined();
      expect(rules(flow, "call-to-action-frequency")).toEqual([]);
    }
  });
  it("a period named by what happens in it is a topic, not how often (Bandwidth 2135)", () => {
    for (const flow of [
      "People initial the line: \"Yes, text me updates about the measure, volunteer days and ballot reminders. Msg & data rates may apply.\"",
      "The box reads \"Text me about game nights and new reminders from the league. Msg & data rates may apply.\"",
      "The card says \"Send me texts about open house weeks and school reminders. Msg & data rates may apply.\"",
    ]) {
      expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeUndefined();
      expect(rules(flow, "call-to-action-frequency"), flow).toHaveLength(1);
    }
    // (timed by it, it says when: "on arrival day", "every game night", "most days")
    for (const flow of [
      "Guests get a welcome text on arrival day. Msg & data rates may apply.",
      "We send reminder texts every game night. Msg & data rates may apply.",
    ]) expect(rules(flow, "call-to-action-frequency"), flow).toEqual([]);
  });
  it("a list's numbering is no count beside the texts (Bandwidth 2135)", () => {
    for (const flow of [
      "Two ways in. 1) Text SMILE to 55123. 2) Tick the box at https://vet.example/book. Msg & data rates may apply.",
      "Steps: (1) text JOIN to 55123; (2) reply YES. Msg & data rates may apply.",
      "How: 1) owners text us from the card. Msg & data rates may apply.",
    ]) {
      expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeUndefined();
      expect(rules(flow, "call-to-action-frequency"), flow).toHaveLength(1);
    }
    // (a count in brackets is still one: "texts (about 2)")
    expect(rules("Owners tick the box at https://vet.example/book for texts (about 2). Msg & data rates may apply.",
      "call-to-action-frequency")).toEqual([]);
  });
  // (how often the person is asked or invited to join counts the sign-up, not the texts)
  it.each([
    "Patients on our call list are asked once, by text, whether they want reminder texts. Msg & data rates may apply.",
    "Owners are invited 2 times by text to join reminder texts. Msg & data rates may apply.",
    "Everyone checking in is prompted once on the tablet to get texts from us. Msg & data rates may apply.",
  ])("a count of the asking is no frequency unread: %s", (flow) => {
    expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeUndefined();
    expect(rules(flow, "call-to-action-frequency"), flow).toHaveLength(1);
  });
  it.each([
    "Patients who say yes get reminder texts, asked for or not, about once a month. Msg & data rates may apply.",
    "Owners are reminded once a week by text. Msg & data rates may apply.",
  ])("look-alike, the texts timed: %s", (flow) => expect(rules(flow, "call-to-action-frequency"), flow).toEqual([]));
  it("still flags a flow with no word of frequency beside the texts (Bandwidth 2135)", () => {
    const flow = "Owners tick the box at https://vet.example/book, step 2 of 3, to get texts. Msg & data rates may apply. Call (555) 555-0100.";
    expect(read({ message_flow: flow }).optIn.unread.frequency).toBeUndefined();
    expect(rules(flow, "call-to-action-frequency")).toHaveLength(1);
  });
  it("a count of something else, or a programme's terms, beside the texts is no frequency unread (Bandwidth 2135)", () => {
    for (const flow of [
      // (nor a word of a compound: "move-day updates", "a one-page form")
      "Owners tick the box at https://vet.example/book: \"Txt me move-day updates from Acme Vet. Msg & data rates may apply.\"",
      "Owners sign the one-page \"Text Authorization\" at https://vet.example/book. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book for same-day text reminders. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book. The screen asks \"Texts from Acme Vet?\" with two buttons. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book to get texts from any of our 3 clinics. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book to get texts. SMS terms and privacy are linked. Msg & data rates may apply.",
    ]) {
      expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeUndefined();
      expect(rules(flow, "call-to-action-frequency"), flow).toHaveLength(1);
    }
    expect(read({ message_flow: "Owners tick the box at https://vet.example/book. Texts come 2 times in a busy stretch." }).optIn.unread.frequency)
      .toBeDefined();
    expect(read({ message_flow: "Owners tick the box at https://vet.example/book. We text each term about tuition." }).optIn.unread.frequency)
      .toBeDefined();
  });
  it("the person acting on the texts' control in words no pattern reads", () => {
    const flow = "At the counter, owners mark the text line on the visit sheet.";
    expect(read({ message_flow: flow }).optIn.unread.consent).toBeDefined();
    expect(rules(flow, "call-to-action-consent")).toEqual([]);
  });
  it("still flags texts the person only receives (Twilio 30841)", () => {
    const flow = "Owners book at the counter and receive texts about the visit.";
    expect(read({ message_flow: flow }).optIn.unread.consent).toBeUndefined();
    expect(rules(flow, "call-to-action-consent")).toHaveLength(1);
  });
  it("a month or the texts' sending beside a count is frequency unread (Bandwidth 2135)", () => {
    for (const flow of [
      "Owners tick the box at https://vet.example/book. Recall texts go out in March and again in September. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book. We send maybe 2 before a surgery. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book. Reminder texts: 2 for every boarding stay. Msg & data rates may apply.",
      "Owners tick the box at https://vet.example/book. Texts come in October, 3 of them at most. Msg & data rates may apply.",
    ]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeUndefined();
      expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeDefined();
      expect(rules(flow, "call-to-action-frequency"), flow).toEqual([]);
    }
    // (a month that only dates something else, with no count or text beside it, is no frequency)
    const flow = "Owners tick the box at https://vet.example/book to get texts. The clinic opened in August 2019. Msg & data rates may apply.";
    expect(read({ message_flow: flow }).optIn.unread.frequency).toBeUndefined();
    expect(rules(flow, "call-to-action-frequency")).toHaveLength(1);
  });
  const replies = (c: Partial<CampaignSubject>, id: string) =>
    preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", ...c } }).filter((f) => f.rule === id);
  it("a word of ending said of the texts or the list is the opt-out confirmed, unread (Twilio 30887)", () => {
    for (const stop of [
      "Pinecrest Dental: appointment texts halted for this number.",
      "Pinecrest Dental: your text subscription is terminated. Questions? 555-555-0100",
      "Pinecrest Dental: we've dropped your number from our reminder list.",
      "Pinecrest Dental: reminder texts suspended as you asked.",
    ]) {
      const r = read({ opt_out_message: stop });
      expect(r.replies.stopConfirms, stop).toBeUndefined();
      expect(r.replies.unread.stopConfirmed, stop).toBeDefined();
      expect(replies({ opt_out_message: stop }, "opt-out-reply-confirmation"), stop).toEqual([]);
    }
  });
  it("still flags a STOP reply that only instructs, sells or thanks (Twilio 30887)", () => {
    for (const stop of [
      "Pinecrest Dental: thanks for texting! Reply STOP to end texts.",
      "Pinecrest Dental: you can cancel texts any time at pinecrest.example.",
      "Pinecrest Dental: sorry to see you go! Our whitening special ends Friday.",
      "Pinecrest Dental: message received. Text us to pause or cancel your appointment.",
      "Pinecrest Dental: we never stop caring about your smile!",
      // (an end still to be reached is no confirmation)
      "Pinecrest Dental: to be removed from reminders, please write to the front desk.",
      "Pinecrest Dental: if you'd like to be unsubscribed, call 555-555-0100.",
      "Pinecrest Dental: want to get unenrolled from recall texts? Ask at your next visit.",
    ]) {
      expect(read({ opt_out_message: stop }).replies.unread.stopConfirmed, stop).toBeUndefined();
      expect(replies({ opt_out_message: stop }, "opt-out-reply-confirmation"), stop).toHaveLength(1);
    }
  });
  it("a STOP reply that promises more texts is flagged however it ends (CTIA 5.1.3); one that sends the rest by another channel, or promises none, is not", () => {
    for (const stop of [
      "Pinecrest Dental: got it. We'll just send tomorrow's appointment reminder and then stop.",
      "Pinecrest Dental: you're unsubscribed, but we will still text you when your crown is ready.",
      "Pinecrest Dental: okay! We're going to send one last checkup reminder, then no more texts.",
    ]) {
      expect(read({ opt_out_message: stop }).replies.stopPromises, stop).toBeDefined();
      expect(replies({ opt_out_message: stop }, "opt-out-reply-confirmation"), stop).toHaveLength(1);
    }
    // (some of the texts said to go on: "reminders will continue", "you'll still get")
    for (const stop of [
      "Pinecrest Dental: we will stop sending offers. Appointment reminders will continue as before.",
      "Pinecrest Dental: specials are off; your recall alerts keep coming as usual.",
      "Pinecrest Dental: you're off the promo list. You'll still get appointment texts from us.",
    ]) {
      expect(read({ opt_out_message: stop }).replies.stopPromises, stop).toBeDefined();
    }
    for (const stop of [
      "Pinecrest Dental: you're unsubscribed. We won't text you again.",
      "Pinecrest Dental: texts stopped. We'll still email your appointment reminders.",
      "Pinecrest Dental: reminder texts are off. Notices will still go to your email.",
      "Pinecrest Dental: texts are off. You'll still get appointment reminders by phone call.",
      "Pinecrest Dental: alerts off. Text START to keep getting them, or to resume.",
      "Pinecrest Dental: you're unsubscribed. We'll only text you again if you reply START.",
      "Pinecrest Dental: you're unsubscribed and will get no more texts. Text START if you want them back.",
    ]) {
      expect(read({ opt_out_message: stop }).replies.stopPromises, stop).toBeUndefined();
      expect(replies({ opt_out_message: stop }, "opt-out-reply-confirmation"), stop).toEqual([]);
    }
  });
  it("a count per season is the confirmation's frequency (CTIA 5.1.2.1); a season named alone is none", () => {
    const tail = " Msg & data rates may apply. Reply HELP for help, STOP to cancel.";
    for (const welcome of [
      "Pinecrest Dental: you'll get snow-closure alerts, a few a winter.",
      "Pinecrest Dental: you're in for camp-checkup reminders, twice a summer.",
      "Pinecrest Dental: you're in. We text flu-season clinic dates every autumn.",
    ]) expect(replies({ opt_in_message: welcome + tail }, "opt-in-reply-disclosures"), welcome).toEqual([]);
    for (const welcome of ["Pinecrest Dental: you're in for our winter whitening news.", "Pinecrest Dental: you're in for summer camp news."]) {
      expect(replies({ opt_in_message: welcome + tail }, "opt-in-reply-disclosures"), welcome).toHaveLength(1);
    }
  });
  it("a count beside the texts in the confirmation is its frequency, unread (CTIA 5.1.2.1)", () => {
    const tail = " Msg & data rates may apply. Reply HELP for help, STOP to cancel.";
    for (const welcome of [
      "Pinecrest Dental: you're in! Expect 3 before each cleaning.",
      "Pinecrest Dental: you're in for recall reminders, 2 or so around each visit.",
      "Pinecrest Dental: you're set. Checkup texts go out in March, when school checkups peak.",
    ]) {
      const r = read({ opt_in_message: welcome + tail });
      expect(r.inConfirmation.frequency, welcome).toBeUndefined();
      expect(r.replies.unread.frequency, welcome).toBeDefined();
      expect(replies({ opt_in_message: welcome + tail }, "opt-in-reply-disclosures"), welcome).toEqual([]);
    }
    for (const welcome of [
      "Pinecrest Dental: you're in for visit reminders. Call 555-555-0100 with questions.",
      "Pinecrest Dental: welcome to the 2 for 1 whitening club!",
      "Pinecrest Dental: you're in for texts about your 3 kids' visits.",
    ]) {
      expect(read({ opt_in_message: welcome + tail }).replies.unread.frequency, welcome).toBeUndefined();
      expect(replies({ opt_in_message: welcome + tail }, "opt-in-reply-disclosures"), welcome).toHaveLength(1);
    }
  });
  it("words of asking in a poll's consent are the survey, unread (Twilio 30987)", () => {
    // (a question counted is a survey's kind already: "one question after my visit", vocabulary/purpose.ts SURVEY_KINDS)
    const kind = (box: string) => preflight({ brand, campaign: { use_case: "POLLING_VOTING",
      message_flow: `Patients tick an empty box at https://pinecrest.example/visit: "${box} Msg & data rates may apply. Reply HELP for help, STOP to opt out."` } })
      .filter((f) => f.rule === "consent-kind");
    for (const box of [
      "Text me after each visit so I can give Pinecrest Dental my input on it, 1 text per visit.",
      "Pinecrest Dental may ask me by text how my cleaning went, once per visit.",
      "Send me a text after each appointment for my opinion on the visit, 1 per visit.",
    ]) {
      expect(read({ message_flow: `Patients tick the box: "${box}"` }).consentKinds[0]?.unread.survey, box).toBeDefined();
      expect(kind(box), box).toEqual([]);
    }
    // (other texts named, and a question of its own beside them, are still another kind: "Questions? Call us")
    for (const box of [
      "Text me appointment reminders from Pinecrest Dental, 1 text per visit. Questions? Call 555-555-0100.",
      "Text me cleaning deals from Pinecrest Dental, 2 a month.",
    ]) {
      expect(read({ message_flow: `Patients tick the box: "${box}"` }).consentKinds[0]?.unread.survey, box).toBeUndefined();
      expect(kind(box), box).toHaveLength(1);
    }
  });
  it("a word of charging beside the carrier or the plan, in a sentence about the texts, is rates unread (Bandwidth 2136)", () => {
    const flow = (t: string) => `Patients tick the box at https://pinecrest.example/book to get visit reminders, 2 a month. ${t}`;
    for (const t of [
      "Your carrier may bill you for these texts.",
      "Texting costs depend on your wireless plan.",
      "Each message counts against your plan's pricing with your carrier.",
    ]) {
      expect(read({ message_flow: flow(t) }).atOptIn.rates, t).toBeUndefined();
      expect(read({ message_flow: flow(t) }).optIn.unread.rates, t).toBeDefined();
      expect(rules(flow(t), "call-to-action-rates"), t).toEqual([]);
    }
    for (const t of ["There is no cost to join.", "We never share your data. Prices shown at checkout.", "Pick the plan that fits, the price is on the page."]) {
      expect(read({ message_flow: flow(t) }).optIn.unread.rates, t).toBeUndefined();
      expect(rules(flow(t), "call-to-action-rates"), t).toHaveLength(1);
    }
  });
  it("--explain shows the unread words where a finding was withheld for them, and not where the fact was read", () => {
    const lines = (c: Partial<CampaignSubject>) =>
      explanationLines(explain({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", ...c } }), (p) => p.join("."));
    expect(lines({ message_flow: "At the counter, owners mark the text line on the visit sheet. We send maybe 2 before a surgery.",
      opt_out_message: "Pinecrest Dental: appointment texts halted for this number." }))
      .toContain("unread: frequency \"send maybe 2\" (message_flow); consent \"mark the text\" (message_flow); " +
        "opt-out confirmed \"texts halted\" (opt_out_message)");
    expect(lines({ message_flow: "Owners tick the box at https://vet.example/book. Up to 4 texts a month.",
      opt_out_message: "Pinecrest Dental: you're unsubscribed and will get no more texts." }).some((l) => l.startsWith("unread:")))
      .toBe(false);
  });
});

describe("frequency said as texts sent only on an event, with a verb between", () => {
  it.each(["Only sent when a purchase looks suspicious.", "Texts are just sent if a class is cancelled.", "It only goes out when a storm closes the lot."])(
    "%s", (t) => expect(read({ message_flow: `Members tick the empty box in the portal. ${t}` }).atOptIn.frequency).toBeDefined(),
  );
});

describe("how often the texts come, said by what they go with (Bandwidth 2135)", () => {
  const frequency = (flow: string) => read({ message_flow: flow }).atOptIn.frequency;
  it("a code sent on the person's act with no one named, an event named with what it is of, a count of polls", () => {
    for (const flow of [
      "Pinecrest Dental will text a one-time code to this number when you sign in from a new browser.",
      "The portal sends a passcode to the phone on file each time a payment is approved.",
      "We text a code to the mobile you gave whenever the password changes.",
      "After each online payment we text a receipt.",
      "Before every group lesson a reminder goes to the number on file.",
      "Tick the box to get 1 poll after your visit.",
    ]) expect(frequency(flow), flow).toBeDefined();
  });
  it("texts limited to one matter of the person's", () => {
    for (const flow of [
      "Our front desk will text you about this appointment and its paperwork only.",
      "We text only about your claim, from filing to payment.",
      "Staff text the owner regarding this repair visit only.",
    ]) expect(frequency(flow), flow).toBeDefined();
    for (const flow of [
      "We text you about our specials and events.",
      "Questions about this order? Call us; texts come from the shop.",
    ]) expect(frequency(flow), flow).toBeUndefined();
  });
  it("not: a code with no event, a pronoun-less text of anything, a word of an event that is not one", () => {
    for (const flow of [
      "Pinecrest Dental will text a one-time code to this number.",
      "The portal sends your code by text.",
      "We post a poll on our website.",
    ]) expect(frequency(flow), flow).toBeUndefined();
  });
});

describe("a code sent on the person's act, past what it is for", () => {
  it("is a frequency however the code's aim comes between", () => {
    for (const flow of ["The screen reads: \"Pinecrest Dental will text a code to confirm this number and when you sign in from a new phone.\"",
      "The app says: \"We send a one-time passcode to check your number and then whenever you reset your password.\"",
      "Patients read: \"Pinecrest Dental texts a 6-digit code to verify your phone and each time you log in.\""]) {
      expect(read({ message_flow: flow }).atOptIn.frequency, flow).toBeDefined();
    }
  });
  it("not: a code and an event in different sentences", () => {
    const flow = "The screen reads: \"Pinecrest Dental will text a code to confirm this number.\" Patients sign in when they visit.";
    expect(read({ message_flow: flow }).atOptIn.frequency).toBeUndefined();
  });
});

describe("how often: a vague count \"of\" the texts, and a limit \"only then\"", () => {
  it.each([
    "Families tick the box: \"Text me about registration, a handful of messages in the autumn. Reply STOP to stop.\"",
    "The form reads: \"Send me a couple of texts before each class. Reply STOP to stop.\"",
    "The screen says: \"We'll text you if a payment fails. Only then. Reply STOP to stop.\"",
    "The switch reads: \"We text you when your card is used abroad, and just then. Reply STOP to stop.\"",
  ])("%s", (flow) => expect(read({ message_flow: flow }).atOptIn.frequency).toBeDefined());
  it.each([
    "Families tick the box: \"Text me about registration. A handful of volunteers run the league. Reply STOP to stop.\"",
    "The form reads: \"Text me about classes. Only members may enter. Reply STOP to stop.\"",
    "Customers pick a couple of options on the form and tick \"Text me about my order\".",
  ])("look-alike: %s", (flow) => expect(read({ message_flow: flow }).atOptIn.frequency).toBeUndefined());
});

describe("a \"whenever\" of the person's own leaving says nothing of how often the texts come", () => {
  const sign = (words: string) => `A poster at the counter reads: "Text JOIN to 503-555-0100 for Fern Cafe news. Msg & data rates may apply. ${words}"`;
  it.each([
    "Text HELP for help; text STOP whenever you wish to leave.",
    "Reply HELP for help. You can reply STOP whenever you like.",
    "Text HELP for help, and unsubscribe whenever you want by texting STOP.",
  ])("%s", (words) => expect(read({ message_flow: sign(words) }).atOptIn.frequency).toBeUndefined());
  it.each([
    "We text whenever a new roast arrives. Text STOP to leave.",
    "Texts come whenever there's a new menu. Reply STOP to end.",
  ])("still how often: %s", (words) => expect(read({ message_flow: sign(words) }).atOptIn.frequency).toBeDefined());
});

describe("how often: the texts counted as the replies they are", () => {
  it.each([
    "The obituary reads: \"Text SERVICE to (937) 555-0126. You will receive one reply with the details. Msg & data rates may apply.\"",
    "The sign reads: \"Text HOURS to 71234 and get a single reply with today's hours. Msg & data rates may apply.\"",
    "The card reads: \"Text QUOTE to 71234 for two replies at most: your quote and its expiry. Msg & data rates may apply.\"",
  ])("%s", (flow) => expect(read({ message_flow: flow }).atOptIn.frequency).toBeDefined());
  it.each([
    "The card reads: \"Text QUOTE to 71234 and you'll get a reply from our team. Msg & data rates may apply.\"",
    "The card reads: \"Text QUOTE to 71234. Reply STOP to end. Msg & data rates may apply.\"",
  ])("look-alike: %s", (flow) => expect(read({ message_flow: flow }).atOptIn.frequency).toBeUndefined());
});

describe("the word before the rates' \"msg/data\" names no topic", () => {
  const box = (rates: string) => `Members tick the box on pinecrest.example/members: "Txt me from Pinecrest Dental. ~4-8 msgs/mo. ${rates} may apply. HELP for help, STOP to stop."`;
  it.each(["Your carrier's normal msg/data rates", "Usual message and data rates", "Regular text & data rates"])("%s", (rates) => {
    const r = read({ message_flow: box(rates) });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
  });
  it("a topic beside the texts is still read", () => {
    const r = read({ message_flow: box("Your carrier's normal msg/data rates").replace("Txt me", "Txt me shift alerts") });
    expect(r.inWording.purpose).toBeDefined();
  });
});

describe("a limit in a verbless fragment of the consent's words is how often the texts come", () => {
  const frequency = (flow: string) => read({ message_flow: flow }).atOptIn.frequency;
  readsFact("a limit on the texts in a fragment of their own", frequency, [
    "Beside the box: \"From Pinecrest Dental, only when your visit changes. Msg & data rates may apply.\"",
    "The box reads \"Visit changes from Pinecrest Dental, only if the schedule moves. Reply STOP to opt out.\"",
    "Patients see \"Pinecrest Dental to your mobile, only when an x-ray result is in. Reply HELP for help.\"",
  ], [
    // another act limited, its verb before the quote that cuts the clause
    "The front desk marks \"SMS consent: yes\" in the chart only after a clear yes.",
    "Staff enters the number in our system only after the patient signs.",
    "The office approves each request only when the dentist agrees.",
  ]);
});

describe("HELP and STOP written as a pair with a slash", () => {
  const help = (words: string) => read({ message_flow: `Patients tick an empty box at pinecrest.example/book. 2 texts a month. ${words}` }).atOptIn.help;
  readsFact("HELP beside STOP", help, ["HELP/STOP any time.", "Text HELP/STOP for help or to end.", "Msg&data rates may apply. HELP/STOP."], [
    "See pinecrest.example/HELP for the menu.", "The guide is at pinecrest.example/HELP/faq.", "Questions go to help@pinecrest.example.",
  ]);
});

describe("\"help\" as a verb of the sentence is neither the HELP keyword nor help offered (Bandwidth 2137)", () => {
  const flow = (words: string) => `Guests tick the box at https://inn.example/stay. 2 texts a month. Call 503-555-0148 to book. ${words}`;
  const r = (words: string) => read({ message_flow: flow(words), help_keywords: ["HELP"] });
  it.each(["Help pick our class times!", "Help us choose next month's menu.", "We help families plan their stay."])(
    "not HELP: %s", (words) => expect(r(words).atOptIn.help).toBeUndefined());
  it.each(["Text HELP for help.", "Reply help for assistance.", "Need help? Reply HELP."])(
    "look-alike, the keyword: %s", (words) => expect(r(words).atOptIn.help).toBeDefined());
  // (a contact in a sentence whose "help" helps with another act offers no help)
  const sign = (words: string) => read({ message_flow: `Members who want a say text POLL to 503-555-0148 - ${words}` }).optIn.helpContact;
  it.each(["help pick our class times!", "help us choose the next menu!", "it helps decide the schedule."])(
    "not help offered: %s", (words) => expect(sign(words)).toBeUndefined());
  it.each(["we're happy to help.", "questions go to the same number.", "we can help you choose."])(
    "look-alike, help offered: %s", (words) => expect(sign(words)).toBeDefined());
  // (a word of help that names where something is, the object of a preposition of place, offers none)
  it.each([
    "the number is posted on the admissions desk.", "cards sit at the reception desk.",
    "it is taped to the glass at the ticket desk.",
  ])("not help offered, a place: %s", (words) => expect(sign(words)).toBeUndefined());
  it.each([
    "questions go to the front desk.", "call the service desk with questions.", "stop by the help desk for support.",
  ])("look-alike, help offered beside a place: %s", (words) => expect(sign(words)).toBeDefined());
});

describe("a list's numbering at the start of a line is no count beside the texts (Bandwidth 2135)", () => {
  const rules = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-frequency");
  it.each([
    "In the app: Settings > Texts. Two switches, both off:\n  1) \"Appointment texts\"\n  2) \"Openings\"\nTurning on #2 shows: \"Pinecrest Dental will text you openings. Msg & data rates may apply. Reply HELP for help, STOP to stop.\"",
    "Patients pick:\n1) reminder texts from Pinecrest Dental\n2) no texts\nMsg & data rates may apply. Reply STOP to stop.",
    "Two routes:\n 1) text SMILE to 55123\n 2) tick the box at https://pinecrest.example/book. Msg & data rates may apply.",
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeUndefined();
    expect(rules(flow), flow).toHaveLength(1);
  });
  it.each([
    "Patients tick the box at https://pinecrest.example/book.\nMaybe 2 texts in a busy stretch. Msg & data rates may apply.",
    "Patients tick the box at https://pinecrest.example/book for reminder texts.\n2) About 2 a month. Msg & data rates may apply.",
  ])("look-alike, a count at a line's start: %s", (flow) => expect(rules(flow)).toEqual([]));
});

// (a text when each event happens is one per event, how often as the person can tell it: "only when…", "a code each
// time…" are how owners write it, and a vendor documents no rejection of it; the wording without any event is none)
describe("the event the texts come on is how often they come: one per event (Bandwidth 2135 asks per period or per event)", () => {
  const rules = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-frequency");
  const box = (words: string) => `Patients tick an empty box at https://pinecrest.example/book that reads "${words} Msg & data rates may apply. Reply HELP for help, STOP to stop."`;
  it.each([
    "Pinecrest Dental will text you when a cancellation opens up.",
    "We'll text you when your Pinecrest Dental aligners are ready for pickup.",
    "Pinecrest Dental will message you whenever your claim is paid.",
    "Pinecrest Dental will text you when a cancellation opens up, one text per opening.",
    "We'll text you only when your aligners ship from Pinecrest Dental.",
  ])("%s", (words) => expect(rules(box(words))).toEqual([]));
  it.each([
    "Pinecrest Dental will text you about cancellations.",
    "We'll text you about your Pinecrest Dental aligners.",
    "Pinecrest Dental may message you regarding claims.",
  ])("look-alike, no event and no count: %s", (words) => expect(rules(box(words))).toHaveLength(1));
});

describe("no frequency in a name's number, a limit to the people texted, or a period of what the texts are about (Bandwidth 2135)", () => {
  const rules = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-frequency");
  const box = (words: string) => `Patients tick an empty box at https://pinecrest.example/book that reads "${words} Msg & data rates may apply. Reply HELP for help, STOP to stop."`;
  it.each([
    // a name's number
    "Do you want visit reminders texted to you by Pinecrest Dental Suite 210 while your plan is open?",
    "Do you want claim updates texted by Pinecrest Dental Local 418 during open enrollment?",
    // a limit to the people texted
    "Pinecrest Dental may text me visit reminders; the texts are only for patients who initial here.",
    "Pinecrest Dental may text me visit reminders, only for those who ask.",
    // a period of what the texts are about
    "Pinecrest Dental may text me regarding the monthly close of my plan.",
    "Pinecrest Dental may text me about our weekly open house.",
  ])("%s", (words) => expect(rules(box(words)), words).toHaveLength(1));
  it.each([
    "Pinecrest Dental may text me visit reminders, 2 texts per visit.",
    "Pinecrest Dental may text me visit reminders, only for cancellations.",
    "Pinecrest Dental may text me weekly visit reminders.",
    "Pinecrest Dental may send me 12 texts a year.",
  ])("look-alike, how often: %s", (words) => expect(rules(box(words))).toEqual([]));
});

describe("a time limit on an act, or a count of the sign-up's own message, is no unread frequency (Bandwidth 2135)", () => {
  const rules = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-frequency");
  const card = "Patients sign a card at the desk: \"Text me Pinecrest Dental recall reminders. Msg & data rates may apply. Reply HELP for help, STOP to quit.\"";
  it.each([
    `${card} We key the signed cards in within a week and send one welcome text that repeats the STOP line.`,
    `${card} Staff enter the cards within 2 days and send a single confirmation message.`,
    `${card} The office then sends one confirmation text.`,
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.unread.frequency, flow).toBeUndefined();
    expect(rules(flow), flow).toHaveLength(1);
  });
  it.each([
    `${card} We send 2 texts a week.`,
    `${card} Expect one text within a day of each visit and about 2 texts a month.`,
  ])("look-alike, the texts counted: %s", (flow) => expect(rules(flow), flow).toEqual([]));
});
