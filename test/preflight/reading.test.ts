// The campaign reading (schema/preflight/reading/): wordings of one fact, written the ways different
// businesses write it, each read as that fact; and look-alikes that must not be.
import { describe, expect, it } from "vitest";
import { type BrandSubject, type CampaignSubject, explain, preflight } from "../../schema/preflight";
import { CampaignReadingImpl } from "../../schema/preflight/reading";
import { brand, read } from "./readingSubject";
import { contentFacts } from "../../schema/preflight/reading/content";
import { otherSenderInWording, solicitationWithNotices } from "../../schema/preflight/reading/useCase";
import { matchAll, phrase, wordList } from "../../schema/preflight/reading/phrase";
import { wordsOf } from "../../schema/preflight/reading/words";
import { namesAny } from "../../schema/preflight/text";
import { explanationLines } from "../../schema/preflight/explain";

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
    "Pine Street Dental: your order is complete and ready for pickup.",
  ];
  for (const text of not) {
    it(`not: "${text}"`, () => {
      expect(read({ opt_out_message: text }).replies.stopConfirms).toBeUndefined();
    });
  }
});

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

describe("a spoken question read or said to people; a policy link is no written route", () => {
  for (const message_flow of [
    "At the bar the bartender reads to the guest: \"Want Pinecrest event nights by text? About 2 a month.\"",
    "After each tour our guide says to the group: \"Would you like Pinecrest offers by text message?\"",
    "The stylist reads to each client: \"Can Pinecrest text you styling deals?\" and saves the number.",
    "Staff ask at checkout; if customer say yes, the number goes in the register.",
  ]) {
    it(`spoken: "${message_flow}"`, () => expect(read({ message_flow }).optIn.verbal).toBeDefined());
  }
  it("not spoken: a sign that says something, a guide printed", () => {
    expect(read({ message_flow: "The sign at the door says: \"Text DEALS to 55123 for offers.\"" }).optIn.verbal).toBeUndefined();
  });
  it("not spoken: a staff word inside the words quoted after \"says\" (the quote's own verb governs it)", () => {
    for (const message_flow of [
      "On our listing it says \"Message us your size and we reply with stock\". Customers write first.",
      "Our flyer and Facebook page say “Text us a picture of the damage: 555-0140”.",
      "Online it said \"Ask our staff about a quote by text\" and the customer texts the shop first.",
    ]) expect(read({ message_flow }).optIn.verbal, message_flow).toBeUndefined();
    // (told to the staff, with no quote between, is still spoken)
    for (const message_flow of [
      "Customers just tell us at the counter that texts are fine, and we add the number.",
      "If a guest says to staff they want specials by text, the host adds them.",
    ]) expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
  });
  it("a link labelled as the policies is no written route; a sign-up page is", () => {
    const written = (message_flow: string) => read({ message_flow }).optIn.written;
    expect(written("Staff ask at the counter. Privacy & terms: pinecrest.example/text")).toBeUndefined();
    expect(written("Staff ask at the counter. Our policies: pinecrest.example/privacy")).toBeUndefined();
    expect(written("Staff ask at the counter, or people sign up at pinecrest.example/join")).toBeDefined();
  });
});

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

describe("consent as wanting, allowing or saying yes to the texts", () => {
  const flows = [
    "Callers are asked whether they want appointment texts, and the yes is logged in our scheduler.",
    "Tenants who would like maintenance updates by text give their cell to the leasing office.",
    "At pickup, owners allow us to send a text when the next vaccine is due.",
    "Clients answer \"sure\" when the stylist asks about reminder texts, and she notes it on the card.",
    "Riders accept trip alerts on the last screen of the booking.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).optIn.consent).toBeDefined();
    });
  }
  const not = [
    // Wanting something else, not the texts; a sentence end glued to a word does not join two sentences.
    "The user enters their number on the account security page and confirms they want to sign in. One code per sign-in.",
    "Customers who do not want texts are never added to the list.",
  ];
  for (const flow of not) {
    it(`not: "${flow}"`, () => {
      expect(read({ message_flow: flow }).optIn.consent).toBeUndefined();
    });
  }
});

describe("what the texts are about, in the consent's own words", () => {
  const flows = [
    "Westbrook College Admissions may text me about deadlines, tours and my application.",
    "Lakeside Apartments will send texts regarding your lease and building access.",
    "Ace Plumbing can message you about your job's arrival window.",
    // whom the texts go to named between, or heard from
    "Text the site contact below about inspections and reports from Ace Plumbing.",
    "Ace Plumbing will remind our members about dues and meetings.",
    "Text LIGHTS to hear from the Westbrook Playhouse about the spring fund drive.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).atOptIn.purpose).toBeDefined();
    });
  }
  it("not: \"about\" before a count", () => {
    expect(read({ message_flow: "Ace Plumbing will text the customer about 2 times a week." }).atOptIn.purpose).toBeUndefined();
  });
  it("not: a kind of message word used as a verb", () => {
    expect(read({ message_flow: "On our site, a pop-up offers \"Join our list\" with a mobile number field." }).atOptIn.purpose).toBeUndefined();
  });
});

describe("consent as what the person does", () => {
  const flows = [
    "Cardholders pick \"Text message\" as their notice method in their library account at https://lib.example/account.",
    "Clients sign the client agreement, which has a separate line for texts with an empty box.",
    "Patients choose SMS for reminders on the intake tablet at the front desk.",
    "Members turn on text alerts in the app under Settings > Notifications.",
    "The agent can only text clients whose file shows the box ticked.",
    "The intake form has a line 'Text me appointment reminders' with a box they can check.",
    "After typing the number they tap \"Send me a code\" at https://ledgerly.example/security.",
    "The customer answers by signing \"yes\" on the counter signature pad.",
    "In the app members flip separate toggles for 'Class reminders by text' and 'Offers by text'.",
    "On https://vet.example/forms the box 'Text me reminders from Oakview Vet' is unchecked.",
    "On the last page there is a question with two buttons: [Yes, text me] [No thanks].",
    "The last step asks how we should reach you, with two choices you pick from: Email only, or Email and text.",
    "The last checkout screen has a switch, off by default, labelled \"Text me order updates\".",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).optIn.consent).toBeDefined();
    });
  }
});

describe("how and where, in everyday words", () => {
  const flows = [
    "Members sign in to online banking, go to Alerts, and choose which account alerts they want by text.",
    "At drop-off, the service advisor asks if the customer wants text updates on their repair.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      const o = read({ message_flow: flow }).optIn;
      expect(o.method).toBeDefined();
      expect(o.place).toBeDefined();
    });
  }
});

describe("a spoken opt-in, and whether it is recorded", () => {
  const unrecorded = [
    "Most jobs are booked over the phone, and our schedulers let people know we will text them about the appointment.",
    "When clients call in, agents mention that we text about renewals, and if the client doesn't object we start texting.",
    "Father Tom announces at Mass that volunteers can just tell someone in the parish office, and the office adds them.",
    // The texts spoken of, whoever speaks; the agreement taken in person
    "Our installers mention appointment reminders while they are on site and put the homeowner's cell in if that works for them.",
    "The day the lease starts, the manager phones each tenant and lets them know maintenance texts will come from our office.",
    "We take the client's OK over the phone before the first shipment alert goes out.",
  ];
  for (const flow of unrecorded) {
    it(`"${flow}"`, () => {
      const o = read({ message_flow: flow }).optIn;
      expect(o.verbal).toBeDefined();
      expect(o.verbalRecord).toBeUndefined();
    });
  }
  it("recorded: the words read are quoted and the yes marked on the work order", () => {
    const flow = "Our dispatcher asks callers whether they'd like arrival texts and, if they agree, reads: 'Carver Plumbing will " +
      "text you about this job.' The dispatcher then marks SMS OK on the work order.";
    const o = read({ message_flow: flow }).optIn;
    expect(o.verbal).toBeDefined();
    expect(o.verbalRecord).toBeDefined();
    expect(o.place).toBeDefined();
  });
  it("not spoken: a reminder text that mentions the appointment, a keyword that lets the business know", () => {
    for (const flow of ["Customers tick an empty box \"Text me order updates\" at https://shop.example/checkout.",
      "Text STOP any time to end; replying HELP lets us know you need a hand."]) {
      expect(read({ message_flow: flow }).optIn.verbal).toBeUndefined();
    }
  });
  it("not recorded: documents are papers, not a record of the yes", () => {
    const o = read({ message_flow: "Our planners text families about dates and documents; we get their okay in person." }).optIn;
    expect(o.verbal).toBeDefined();
    expect(o.verbalRecord).toBeUndefined();
  });
  it("recorded: the planner documents the yes", () => {
    const o = read({ message_flow: "We get their okay in person and the planner documents it in the family's file." }).optIn;
    expect(o.verbalRecord).toBeDefined();
  });
  it("recorded: the yes is logged", () => {
    const o = read({ message_flow: "Our front desk asks each client if they want reminders by text and notes the answer in the client's record." }).optIn;
    expect(o.verbal).toBeDefined();
    expect(o.verbalRecord).toBeDefined();
  });
});

it("the act of consenting says how, where no method word does: a box whose words are quoted", () => {
  const o = read({ message_flow: "Owners book at https://vet.example/book, where a box reads 'Text me reminders'." }).optIn;
  expect(o.method).toBeDefined();
  expect(o.place).toBeDefined();
});

describe("what the consent covers, read in its own clause", () => {
  it("a list after a colon is not terms that include permission", () => {
    const description = "Updates for customers who signed an installation contract: site survey, permit approved, utility permission to operate.";
    expect(read({ description }).scope.condition).toBeUndefined();
  });
  it("a paragraph of a document signed for something else", () => {
    const message_flow = "Clients sign the intake packet at the front desk. Section 4 of that paperwork says we may text them about visits.";
    expect(read({ message_flow }).scope.condition).toBeDefined();
  });
  it("a section of an agreement signed for something else, with its box denied", () => {
    const message_flow = "Clause 7 of the rental agreement (signed by every renter) says the renter agrees to receive text reminders. " +
      "There's no separate box.";
    expect(read({ message_flow }).scope.condition).toBeDefined();
  });
  it("sign-in sheets handed to others", () => {
    expect(read({ message_flow: "Sign-ins are also shared with our mortgage partners." }).scope.thirdParty).toBeDefined();
  });
  it("sign-ups handed to others", () => {
    expect(read({ message_flow: "Registrations are also shared with our lender partners for their offers." }).scope.thirdParty).toBeDefined();
    expect(read({ message_flow: "Sign-ups are never shared with partners." }).scope.thirdParty).toBeUndefined();
  });
});

describe("numbers from records or from someone other than the recipient", () => {
  for (const message_flow of [
    "We load every cell number from the utility billing accounts into the alert tool.",
    "Numbers come from county property tax records.",
    "Shippers type in the recipient's mobile number when they book, and we text the recipient.",
    "Each parent number in the enrollment records is imported into the messaging platform in August.",
  ]) {
    it(`"${message_flow}"`, () => {
      const p = read({ message_flow }).provenance;
      expect(p.bought ?? p.inherited ?? p.referred).toBeDefined();
    });
  }
  it("not: people entering their own number", () => {
    const p = read({ message_flow: "Customers enter their mobile number on the checkout page and tick the box." }).provenance;
    expect(p.bought ?? p.inherited ?? p.referred).toBeUndefined();
  });
  it("numbers another business shares, of one bought, of other locations, or of people the person adds", () => {
    const from = (message_flow: string) => {
      const p = read({ message_flow }).provenance;
      return p.bought ?? p.inherited ?? p.referred;
    };
    for (const message_flow of [
      // another party named between, or sharing its own club or people; "w" for "with"
      "Our partner bakery, Crumb & Co, shares its order numbers with us every Friday.",
      "The gym across the street shares their members w us for the joint challenge.",
      "Once a month the cafe downstairs sends their text club to us.",
      // the people of a business bought, named first
      "We also message the clients of the salon on Main we bought in March.",
      "We text the patients of the practice I purchased last year.",
      // other locations' lists
      "Each new branch texts the guest lists of the neighboring branches.",
      "We load the member lists of nearby studios when a studio opens.",
      // others the person puts on the list
      "Regulars can add their coworkers to the sheet.",
      "Parents may enter their classmates' mobile numbers on the invite page.",
      "We ask shoppers to write their neighbors on the card too.",
    ]) expect(from(message_flow), message_flow).toBeDefined();
    for (const message_flow of [
      "The gym across the street shares their parking lot with us.",
      "We bought the laundromat's old dryers and text our own customers when one is free.",
      "Customers add their own number on the sheet; friends sign up themselves at the counter.",
      "Shoppers write their number on the card and tick the box.",
      "Clients of our salon sign up at the front desk.",
    ]) expect(from(message_flow), message_flow).toBeUndefined();
  });
  it("a price given only with the consent, a contract's numbered section, on until turned off, a check in passing, a label's 'communications'", () => {
    for (const message_flow of [
      "The 15% club price at the register only works if the texts box is ticked.",
      "Members get the intro pricing only when they text JOIN first.",
      "The spring discount applies only with the SMS checkbox on.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
    for (const message_flow of [
      "The member price only applies with a loyalty card; texts are a separate, optional box.",
      "Discounts only when you show the coupon at the register. The texts box is optional.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeUndefined();
    for (const message_flow of ["Clause 4 of the membership contract says members agree to texts.",
      "Paragraph 12 of our lease covers texts to tenants.", "Section 3 of the service terms lists the reminder texts."]) {
      expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
    }
    for (const message_flow of ["Owners get reminders unless they switch them off in the app.",
      "Clients get texts unless they turn the toggle off under Settings.", "New accounts receive alerts unless someone unticks them off the list."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "Owners tick an empty box; texts stop when they reply STOP or switch the toggle off." }).scope.preChecked).toBeUndefined();
    for (const message_flow of ["Leave the box we tick for u on the reminders page.", "At checkout it is the line staff check for customers.",
      "The texts line is one we mark for everyone at sign-up."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "Customers tick the box themselves; we check for them that the number is right." }).scope.preChecked).toBeUndefined();
    // (another channel's option put in for them leaves the text box theirs; the text box or both channels put in is not)
    for (const message_flow of ["The e-mail option is pre-checked; the SMS line below is empty until they tick it.",
      "Receipts by email are checked by default and text updates are a separate empty box.",
      "Options: Email / Text / Both. Email only is preselected, and texting needs the customer's pick."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeUndefined();
    }
    for (const message_flow of ["The email and text box is pre-checked at checkout.", "The SMS box is preselected; email is empty.",
      "Both email and SMS are checked by default."]) {
      expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    }
    for (const text of ["Mother's Day preorders open: order by 5/8.", "Pre-orders are now open for the fall box!", "Holiday preorder starts Monday."]) {
      expect(read({ sample_messages: [text] }).useCaseFacts.offer, text).toBeDefined();
    }
    expect(read({ sample_messages: ["Your preorder shipped today."] }).useCaseFacts.offer).toBeUndefined();
    for (const message_flow of ["At pickup the clerk will check whether texting is OK for the ready notice.",
      "Drivers confirm if texts are fine before they leave.", "Our techs check if SMS is alright for updates."]) {
      expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "We check whether the text was delivered and resend it if not." }).optIn.verbal).toBeUndefined();
    for (const message_flow of ["A toggle labelled \"Get Pinecrest rewards communications\" in the app.",
      "The box says \"Send me account communications from Pinecrest Dental.\"", "Tick \"Receive Pinecrest billing correspondence\"."]) {
      expect(read({ message_flow }).scope.communications, message_flow).toBeDefined();
    }
    expect(read({ message_flow: "The box says \"Send me text communications from Pinecrest Dental.\"" }).scope.communications).toBeUndefined();
  });
  it("not: rent beside a number, a compound after 'property', people who ticked themselves", () => {
    for (const message_flow of [
      "Residents initial the line \"Text notices to this number (building notices, rent receipts, van days).\"",
      "Texts go to property managers with roll-up doors under contract, who tick the box on page 3.",
      "The office enters only the numbers of families who ticked and signed the page.",
      "Staff add the numbers of parents who opted in at the desk.",
    ]) {
      const p = read({ message_flow }).provenance;
      expect(p.bought ?? p.inherited ?? p.referred, message_flow).toBeUndefined();
    }
    for (const message_flow of ["We also text numbers from a consumer database we rent each quarter.", "Numbers come from the property tax rolls.",
      "Members add the numbers of their friends and family."]) {
      const p = read({ message_flow }).provenance;
      expect(p.bought ?? p.inherited ?? p.referred, message_flow).toBeDefined();
    }
  });
  it("a contact who opts in through a partner's form or portal is the person consenting, not a list from partners", () => {
    for (const message_flow of [
      "Each partner agency's designated contact opts in through the partner agreement renewal form, section 6.",
      "Contacts sign up via the partner portal and tick the text box.",
      "The member's contact subscribes through our partner page at lumen.example/partners.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeUndefined();
    for (const message_flow of ["Contacts we get through partners are texted too.", "We text contacts from partner lists each spring.",
      "Contacts enrolled through partners are added to the alerts."]) {
      expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    }
  });
  it("a licence or a rental of something else is no list bought", () => {
    for (const message_flow of [
      "Each licensed agent gets a Harbor number in the agent app and texts clients who opted in with them.",
      "Our licensed electricians text the customer who booked when they are on the way.",
      "Guests with a rented kayak get a text when the rental period ends.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeUndefined();
    for (const message_flow of ["We text a rented list of homeowners.", "Licensed leads from a data vendor are texted.", "We licensed a list of numbers from a broker."]) {
      expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    }
  });
});

it("asked about the texts, whoever asks, is a spoken opt-in", () => {
  const o = read({ message_flow: "The dispatcher asks if texting is ok and we text the driver's ETA." }).optIn;
  expect(o.verbal).toBeDefined();
  expect(o.verbalRecord).toBeUndefined();
});

it("a box's words after a colon are its consent language", () => {
  const message_flow = "Patients fill in the form at https://derm.example/intake. The texting part is its own unchecked box: " +
    "Derm Co will text reminders. Msg&data rates may apply. Text HELP for help.";
  expect(read({ message_flow }).optIn.wording).toHaveLength(1);
});

describe("a phone menu", () => {
  it("a key pressed for the texts is consent", () => {
    const o = read({ message_flow: "Customers call our service line; pressing 1 opts them in to repair texts and the system logs the call." }).optIn;
    expect(o.consent).toBeDefined();
    expect(o.place).toBeDefined();
  });
  it("not: a key pressed to hear a balance", () => {
    expect(read({ message_flow: "Members call and press 1 to hear their balance; we then text alerts to the number on file." }).optIn.consent).toBeUndefined();
  });
});

it("a website where a keyword is advertised is not a web opt-in", () => {
  const flow = "Residents text ALERTS to (845) 555-0102, as advertised on the town newsletter and the town website.";
  expect(read({ message_flow: flow, opt_in_keywords: ["ALERTS"] }).optIn.web).toBeUndefined();
  expect(read({ message_flow: "Residents sign up on the town website or text ALERTS to (845) 555-0102." }).optIn.web).toBeDefined();
});

it("a message texted to the brand's number, whatever is texted, is a place", () => {
  const flow = "Residents subscribe by texting their route name (e.g. SWEEP4) to the city's number.";
  expect(read({ message_flow: flow }).optIn.place).toBeDefined();
  expect(read({ message_flow: "Members call and press 1 to hear their balance; we then text alerts to the number on file." }).optIn.place)
    .toBeUndefined();
});

describe("the customer writes first", () => {
  it("clients who reach out by text", () => {
    expect(read({ message_flow: "Clients who reach out to an agent by text first get replies in that conversation." }).optIn.customerInitiated).toBeDefined();
    expect(read({ message_flow: "Residents who contact the county office by SMS get an answer there." }).optIn.customerInitiated).toBeDefined();
    expect(read({ message_flow: "The customer always writes first." }).optIn.customerInitiated).toBeDefined();
    expect(read({ message_flow: "Clients send the first message from their ID card's number." }).optIn.customerInitiated).toBeDefined();
  });
  it("whoever writes first, named by a noun after its article", () => {
    for (const flow of ["A sign at the dock gives our number; the boater texts first and we reply.",
      "The listener always writes first with a song request.", "Each angler messages us first from the launch."]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeDefined();
    }
  });
  it("the conversation starting when they text, replies only to what they sent, or writing first past the brand's name", () => {
    for (const flow of [
      "The chat only opens when a customer texts our line; nothing is sent before.",
      "A thread begins once the recipient messages the number on the door tag.",
      "Staff answer only the questions people send to the desk number.",
      "We respond only to what the client wrote, in that thread.",
      "The renter texts Pinecrest Dental Front Desk first from the card.",
      "Members who have texted first get an answer the same day.",
    ]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeDefined();
      // (and it is consent to that conversation: no frequency asked of it, Bandwidth 2135)
      expect(preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } })
        .filter((f) => f.rule === "call-to-action-frequency"), flow).toEqual([]);
    }
  });
  it("not: the brand writing first, or a conversation that starts when the brand texts", () => {
    for (const flow of [
      "The conversation starts when we text the booking confirmation.",
      "A thread opens once staff message the customer about the order.",
      "We reply to the survey only after the customer finishes the visit, by text to everyone on file.",
    ]) expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeUndefined();
  });
  it("not: the brand contacting the customer by text", () => {
    expect(read({ message_flow: "We send a confirmation text first, then the reminders." }).optIn.customerInitiated).toBeUndefined();
    expect(read({ message_flow: "The terms include permission for Tidewater Insurance to contact the client by text." }).optIn.customerInitiated).toBeUndefined();
    expect(read({ message_flow: "We reach out by text first, then call." }).optIn.customerInitiated).toBeUndefined();
  });
});

it("a box ticked for the person is not their consent, whatever its words", () => {
  const flow = "On the form the box labelled \"Text me visit reminders from Oakview Vet\" is already ticked.";
  expect(read({ message_flow: flow }).optIn.consent).toBeUndefined();
});

describe("an opt-in behind a sign-in has no public page to give", () => {
  const flows = [
    "Members turn on text codes themselves in online banking under Profile > Sign-in security.",
    "Users add a phone number under Settings > Security in their account on our website.",
    "After logging in to the patient portal online, patients tick the text reminders box.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).optIn.signedIn).toBeDefined();
    });
  }
  it("not: the account named inside the consent language", () => {
    for (const message_flow of [
      "Customers sign a slip at the counter: \"I agree to get refill texts about prescriptions on my profile. Reply STOP to cancel.\"",
      "The paper form's box reads \"Text me when my account balance is low. Msg & data rates may apply.\"",
      "At the desk the card says \"Text me about charges in my account online. Reply STOP to cancel.\"",
    ]) expect(read({ message_flow }).optIn.signedIn, message_flow).toBeUndefined();
  });
  it("not: a public sign-up page", () => {
    expect(read({ message_flow: "Customers opt in on our website by ticking an unchecked SMS consent box at checkout." }).optIn.signedIn).toBeUndefined();
  });
});

describe("consent made a condition of something else", () => {
  it("the sign-up itself held back until the box is ticked is no condition of something else (Twilio 30831)", () => {
    const condition = (extra: string) => preflight({ brand, campaign: { use_case: "MARKETING",
      message_flow: `Guests scan the table card to reach https://pinecrest.example/join: phone field and an empty box "Send me Pinecrest Dental deals by text, 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out." ${extra}` } })
      .filter((f) => f.rule === "consent-condition");
    for (const extra of [
      "The Join button only works once the box is ticked by the guest.",
      "Subscribe is only possible when the box is checked.",
      "The Sign up button stays grey until the guest ticks it.",
    ]) expect(condition(extra), extra).toEqual([]);
    for (const extra of [
      "The Book button only works once the box is ticked.",
      "The Join button for the membership only works once the box is ticked.",
      "Checkout is only possible when the box is checked.",
    ]) expect(condition(extra), extra).toHaveLength(1);
  });
  const flows = [
    "To finish booking online at https://dental.example/book, patients have to tick the box \"Text me reminders\".",
    "Agreeing to texts is required to open an account with us.",
    "Customers must agree to receive texts to complete checkout.",
    "The Book button stays grey until the text consent box is ticked.",
    "The booking can't be completed until it's ticked, since we rely on texts on the mountain.",
    "Customers must tap \"I agree to get move-day texts\" before we can give them a quote.",
    "Creating an account means accepting our Terms of Service, which say SwiftCart may text you about your orders.",
    "Section 22 of every lease says the resident agrees to receive rent and building text messages.",
    "Under Article 9 of the CC&Rs that every homeowner accepts at closing, owners agree to receive HOA notices by text.",
    "Every client signs our policy application, whose terms and conditions include permission for Tidewater Insurance to contact the client by text.",
    "Paying for a ticket accepts our Conditions of Carriage (shown as a link beside the Pay button at the bottom of the page), which state riders agree to receive trip texts.",
    // Completing the form the box sits in, or what signing the texts' form gets
    "The intake form has an SMS box that patients must check before they can submit it.",
    "Lockers come with a text sign-up sheet that each renter needs to sign to get a key.",
    // Saying no keeps the person from something else
    "Members who tap No can't finish the membership signup.",
    "Guests who decline will not be able to check in online.",
    "If a parent leaves the text box blank, the registration cannot be submitted.",
    "Anyone who doesn't agree to the texts can't join the club.",
    // The texts agreed to by doing something else, required of everyone the brand serves, or accepted with a list of terms
    "By booking you agree to receive our deal texts.",
    "By placing an order you consent to order and offer texts.",
    "By paying online you join our text club and agree to get promo messages.",
    "Text reminders are required for all new patients.",
    "SMS alerts are mandatory for every tenant in the building.",
    "I agree to the Acme rental agreement, damage waiver, Terms and Privacy Policy, and to receive order texts.",
    // The document that gives the consent must be signed for something else
    "Page 3 of the rental agreement says: \"Renter agrees to get pickup reminders by text.\" The agreement must be signed before the car is released.",
    "Our service contract includes a text alerts clause. The contract has to be signed for the install to be scheduled.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).scope.condition).toBeDefined();
    });
  }
  const not = [
    "Consent to texts is not required to book; patients may tick the box if they want reminders.",
    "Pinecrest Dental texts patients to confirm a booking and when the office has to move an appointment.",
    "Clients sign the client agreement, which has its own separate line for texts with an empty box.",
    "Customers must tick the box to receive order texts.",
    "You have to sign up to get texts.",
    "Texts are not needed for booking; tick the box if you want them.",
    "Booking a tour doesn't require ticking it.",
    "Shoppers who'd like order texts must tick the box before they submit the order.",
    "Our terms (linked in the footer) state our refund policy; the text box beside the Pay button is separate and optional.",
    "To opt in, members have to tick the box before they continue.",
    "Renters have to sign the form to get texts about their locker.",
    "Delivery texts end with a reminder that someone over 21 must sign for the parcel.",
    "Members who tap No can still finish the signup and get e-mail instead.",
    "Guests who decline can't be sent booking updates by text.",
    "If you untick the box we cannot text you about your order.",
    "Patients who leave it unticked get a phone call instead.",
    "By texting JOIN or clicking Subscribe, you agree to receive deal texts.",
    "Booking is separate: by ticking the box you agree to get reminders.",
    "A mobile number is required for all members who want texts.",
    "Texts are not required for any client.",
    "The rental agreement must be signed before the car is released; texts have their own optional box on the website.",
  ];
  for (const flow of not) {
    it(`not: "${flow}"`, () => {
      expect(read({ message_flow: flow }).scope.condition).toBeUndefined();
    });
  }
});

describe("opt-in data handed to others", () => {
  const texts = [
    "We pass our subscriber list to a few partner brands so they can text their own offers too.",
    "Numbers collected here are shared with select affiliates.",
    "We may sell customer contact details to other companies.",
    "Panel members' numbers are also sold to our market research clients, who text them their own studies.",
    // Offers from a sponsor or partner, whatever modifies it
    // Whom it goes to, as a whole noun phrase
    "Your number may be shared with Acme's lens and frame manufacturer partners.",
    "Numbers are passed to the Valley Coalition's member charities for their own events.",
    "One box covers race-day updates and offers from our title sponsor Ridgeway Bank.",
    "Tick the box for deals from a trusted travel partner.",
    "Members also get promotions from the gym's apparel affiliate.",
  ];
  for (const description of texts) {
    it(`"${description}"`, () => {
      expect(read({ description }).scope.thirdParty).toBeDefined();
    });
  }
  const not = [
    "We never sell, rent or share your number with partners or third parties.",
    "Patients give their number to the front desk.",
    "We never send offers from our league sponsor or any partner.",
    "Texts come only from Ridgeway Running Club; our sponsors never get the list.",
    "Numbers are shared with our front desk staff only.",
    "We never pass numbers to the Valley Coalition's member charities.",
  ];
  for (const description of not) {
    it(`not: "${description}"`, () => {
      expect(read({ description }).scope.thirdParty).toBeUndefined();
    });
  }
});

describe("consent to messages in general, not to texts", () => {
  const flows = [
    "Owners enter a phone number and tick \"Send me communications about this parcel's tax bill.\"",
    "On the Notifications page residents can check \"Keep me updated\" (it starts unchecked).",
    "Ticking the box means the policyholder agrees to get digital notices from Harbor Mutual at the number on file.",
    // (a word of an address names no channel)
    "An unchecked box reads: \"Send me electronic communications about my loan. See acme.example/text-terms.\"",
    "Members tick \"Keep me informed by electronic communications (terms: acme.example/sms).\"",
    "The box says: \"Email me communications about my account, per acme.example/texting-policy.\"",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).scope.communications).toBeDefined();
    });
  }
  it("not: digital notices by text", () => {
    const flow = "Ticking the box means the policyholder agrees to get digital notices by text from Harbor Mutual.";
    expect(read({ message_flow: flow }).scope.communications).toBeUndefined();
  });
  it("not: a label that asks for texts", () => {
    expect(read({ message_flow: "Residents tick \"Text me updates about my building\"." }).scope.communications).toBeUndefined();
  });
});

describe("filled in advance: the box is pre-checked, the phone number is a convenience", () => {
  it("a box or toggle filled in advance", () => {
    for (const flow of ["The SMS checkbox comes pre-filled on the order page.", "There is a pre-filled consent box under the phone field.",
      "The text toggle is already filled in when the app opens."]) {
      expect(read({ message_flow: flow }).scope.preChecked, flow).toBeDefined();
    }
  });
  it("not: the mobile number filled in for them", () => {
    for (const flow of ["The link opens a page with their mobile number pre-filled and an empty box to tick.",
      "Their phone number is already filled in from the account; they tick the unchecked box to join.",
      "A separate checkbox, not pre-filled, sits below the form."]) {
      expect(read({ message_flow: flow }).scope.preChecked, flow).toBeUndefined();
    }
  });
});

describe("a box ticked before the person acts", () => {
  const flows = [
    "At checkout there is a box that is ticked when the page loads: \"Text me delivery updates\".",
    "The SMS box is ticked for you; untick it if you don't want texts.",
    "\"Text me security alerts\" is switched on for every new account with a phone number.",
    "Below your phone number there is a toggle. It's switched on for you, and you can turn it off.",
  ];
  for (const flow of flows) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).scope.preChecked).toBeDefined();
    });
  }
  // A control on as a state, with the person left to undo it
  for (const flow of [
    "Under Settings, \"Order texts\" is turned on when an account is created; anyone who doesn't want them can turn them off.",
    "The SMS option comes ticked on the checkout page and shoppers can untick it.",
  ]) {
    it(`on before the person acts: "${flow}"`, () => {
      expect(read({ message_flow: flow }).scope.preChecked).toBeDefined();
    });
  }
  for (const flow of [
    "The reminder switch is off until you turn it on, and you can switch it off again any time.",
    "Texts are switched on once they tap Yes; they can turn them off any time.",
    "Members switch on alerts in online banking and can turn them off whenever they like.",
  ]) {
    it(`not: on only by the person's act: "${flow}"`, () => {
      expect(read({ message_flow: flow }).scope.preChecked).toBeUndefined();
    });
  }
  it("not: nothing ticked for you", () => {
    expect(read({ message_flow: "Nothing is ticked for you, and you don't need to join to buy." }).scope.preChecked).toBeUndefined();
  });
});

describe("numbers from elsewhere", () => {
  it("a list taken over with a business", () => {
    const r = read({ message_flow: "When we bought the Round Rock studio we also moved its old member list into our texting tool." });
    expect(r.provenance.inherited).toBeDefined();
    expect(read({ message_flow: "After acquiring Smith Dental we imported their patient list." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "We uploaded the previous owner's customer list." }).provenance.inherited).toBeDefined();
  });
  it("people taken over with a business, however the taking over is said", () => {
    for (const message_flow of [
      "We bought the practice last year and now text its former patients.",
      "Since taking over the salon in May we message the existing clients from the old booking system.",
      "After we acquired Harbor Pets, its previous customers started getting our reminders.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "We bought new chairs for the practice and text our patients about the move." }).provenance.inherited)
      .toBeUndefined();
  });
  it("numbers from a directory", () => {
    expect(read({ message_flow: "At the start of each term I also text the parents in the middle school's PTA directory." }).provenance.bought)
      .toBeDefined();
  });
  it("numbers from public records", () => {
    expect(read({ message_flow: "We text every voter in the district using cell numbers matched to the county voter file." }).provenance.bought).toBeDefined();
    expect(read({ message_flow: "Homeowners' numbers come from public records." }).provenance.bought).toBeDefined();
  });
  it("lists others hand over", () => {
    expect(read({ message_flow: "Our partner grocery chain gave us the numbers from its loyalty program." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "We combine sign-ups with the lists that allied committees share with us." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "We add the customers of our sister company, since they gave us their numbers." }).provenance.inherited).toBeDefined();
    expect(read({ message_flow: "When Greenway bought out Prairie Mowing we got their customer list." }).provenance.inherited).toBeDefined();
  });
  it("people who signed up with another location or brand", () => {
    for (const message_flow of [
      "We also text the members of our sister studio across town.",
      "Patients of our other clinic get the same reminders.",
      "Guests from our partner restaurant are added to the list.",
      "The three branches share one customer list, so a deal from any branch reaches everyone.",
      "Both our stores pool their member lists for the holiday sale.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    for (const message_flow of [
      "Students from other schools can sign up on our page too.",
      "Each location keeps its own customer list and never shares it.",
      "All our locations share one texting number.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeUndefined();
  });
  it("lists another party names as its own, or that came with a business, however the clause is built", () => {
    for (const message_flow of [
      "When we bought Dr. Patel's clinic we got her patient list.",
      "We also load the roster Harbor FC sent us each season.",
      "The spreadsheet Northside Church shared with us goes into the texting tool.",
      "We text the contacts that came with the bakery we bought.",
      "The member list came with the two clubs we acquired last spring.",
      "Corporate marketing adds every franchised spa's client list to the deals program.",
      "Each month we merge all salons' customer lists into one promo list.",
      "The head office imports each clinic's patient database into the newsletter.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "Staff add each customer to the shop's text list once they tick the box." }).provenance.inherited).toBeUndefined();
    for (const message_flow of [
      "We text the numbers customers gave us at checkout, once they tick the box.",
      "Each order comes with a text receipt.",
      "We keep the list you gave us private.",
    ]) {
      const p = read({ message_flow }).provenance;
      expect(p.inherited ?? p.bought ?? p.referred, message_flow).toBeUndefined();
    }
  });
  it("the number of whoever receives a parcel, typed in by the sender", () => {
    for (const message_flow of [
      "Shippers type in the receiver's mobile on the booking page and we text the receiver updates.",
      "Senders enter the addressee's cell number at checkout.",
      "The store adds receivers' phone numbers from each order.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    expect(read({ message_flow: "Receivers type in their own mobile on the tracking page to get updates." }).provenance.referred).toBeUndefined();
  });
  it("people imported from a directory or roster kept elsewhere", () => {
    for (const message_flow of [
      "Directors import families from the shared regional directory and text them.",
      "Coaches pull families from the league roster into the texting app.",
      "We upload members enrolled at other branches from the district database.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    expect(read({ message_flow: "We import patients from our own records once they tick the text box." }).provenance.bought).toBeUndefined();
  });
  it("numbers taken from someone's phone contacts", () => {
    for (const message_flow of [
      "Members can invite friends straight from their address book and we text each one.",
      "The app lets riders import numbers from their contacts to send referral texts.",
      "Customers choose people from their phone contacts for us to text a coupon.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "Customers save our number to their contacts after they text JOIN.",
      "Pick a time from your calendar and tick the box to get a reminder.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeUndefined();
  });
  it("a list of people handed over by someone else, or got from another party's records", () => {
    for (const message_flow of [
      "Each school's front office emails us the parent list every term and we add everyone on it.",
      "Every season we receive the player roster from the league's registration system and text each family.",
    ]) expect(read({ message_flow }).provenance.referred).toBeDefined();
  });
  it("not: a person giving their own number, or a list the brand keeps", () => {
    for (const message_flow of [
      "Customers send us their number by texting JOIN to 555-0100.",
      "We get the weekly pickup list from our own order system.",
    ]) expect(read({ message_flow }).provenance.referred).toBeUndefined();
  });
  it("not: people referred who sign up themselves", () => {
    const r = read({ description: "Clients referred by friends sign up themselves like everyone else." });
    expect(r.provenance.referred).toBeUndefined();
    expect(read({ message_flow: "Our agents also text home buyers sent to us by our referral network partners." }).provenance.referred).toBeDefined();
  });
  it("not: caring for customers, moving members between the brand's own lists", () => {
    for (const description of ["We take care of our customers and text them reminders.", "When new members join, we transfer them to the right class list."]) {
      const r = read({ description });
      expect(r.provenance.inherited ?? r.provenance.bought ?? r.provenance.referred).toBeUndefined();
    }
    expect(read({ description: "We inherited the previous dentist's patients." }).provenance.inherited).toBeDefined();
    expect(read({ description: "We took over the old owner's customer list." }).provenance.inherited).toBeDefined();
  });
  it("not: the customers give the brand their number", () => {
    const r = read({ message_flow: "Customers give us their number at the counter and tick the box." });
    expect(r.provenance.inherited ?? r.provenance.bought ?? r.provenance.referred).toBeUndefined();
  });
  it("not: the brand's own sign-ups", () => {
    const r = read({ message_flow: "Since we bought the bakery in 2019, customers sign up at the counter and we add them to our list." });
    expect(r.provenance.inherited ?? r.provenance.bought).toBeUndefined();
  });
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

describe("one consent for texts and other channels", () => {
  it("not: a channel word inside a compound, or clauses joined", () => {
    for (const message_flow of [
      "Contractors check the box \"Text me when my will-call order is ready. Msgs per order. Msg & data rates may apply. Reply HELP for help, STOP to end.\"",
      "Users open a ticket by email and tick \"text me updates on this ticket\" on the form.",
      "Guests reserve by phone and check the box for text reminders.",
    ]) expect(read({ message_flow }).scope.bundled, message_flow).toBeUndefined();
    const dashed = "One empty checkbox: \"Contact me by email, phone call or text - Riverside Clinic reminders, 2 per visit.\"";
    expect(read({ message_flow: dashed }).scope.bundled).toBeDefined();
  });
  it("one box for calls, email and texts", () => {
    const flow = "There is one empty checkbox: \"Shear Joy Salon may reach me by phone, email and text about my appointments, a reminder for each booking.\"";
    expect(read({ message_flow: flow }).scope.bundled).toBeDefined();
  });
  it("the consent language lists the channels the brand reaches the person by", () => {
    const flow = "The sign-up card has a single line to initial: Riverside Clinic may reach me via voicemail, e-mail or " +
      "text about my visits, 2 msgs per visit. Msg & data rates may apply. Reply HELP for help, STOP to end.";
    expect(read({ message_flow: flow }).scope.bundled).toBeDefined();
  });
  it("not: the consent language invites the customer to call or text", () => {
    const flow = "Our vans say \"Call or text 555-0100\". The first reply reads: Riverside Clinic here, 1-2 msgs per " +
      "question. Msg & data rates may apply. Reply HELP for help, STOP to end.";
    expect(read({ message_flow: flow }).scope.bundled).toBeUndefined();
  });
  it("not: a box of its own for each channel", () => {
    for (const flow of ["The form has one box for texts and another for email.",
      "Patients choose how we reach them: text, email or phone call, each with its own checkbox."]) {
      expect(read({ message_flow: flow }).scope.bundled).toBeUndefined();
    }
  });
});

it("consent language in single quotes is read as the label's words; an apostrophe is not a quote", () => {
  const flow = "On the booking form there's a line: 'Text me reminders about my appointments - usually 2 or 3 per booking. " +
    "Msg & data rates may apply. Reply HELP for help, STOP to stop.' with an empty box next to it. The client's cell goes beside it.";
  const wording = read({ message_flow: flow }).optIn.wording.map((w) => w.words);
  expect(wording).toEqual(["Text me reminders about my appointments - usually 2 or 3 per booking. Msg & data rates may apply. " +
    "Reply HELP for help, STOP to stop."]);
});

describe("what the texts are about, read by structure", () => {
  const named = [
    "Riders tap \"Get trail-closure texts\" on the park's page.",
    "Text HIKE to join Oak Ridge Outfitters' weekend hike list.",
    "Students tick \"Financial aid deadline alerts from Westbrook College\".",
    "Drivers see: \"Westbrook Parking will text me when my meter has 5 minutes left.\"",
    "Voters sign next to \"I agree to receive text messages from Dana Ruiz for County Clerk.\"",
    // the object of "text me" after the brand's name, whatever the tagger makes of its first word
    "Guests tick an empty box: \"Text me my Pinecrest Dental stay info. Msg & data rates may apply. Reply STOP to stop.\"",
    "Patients tick an empty box: \"Send me my Pinecrest Dental check results. Msg & data rates may apply. Reply STOP to stop.\"",
    "Parents tick an empty box: \"Text me your Pinecrest Dental rest tips. Msg & data rates may apply. Reply STOP to stop.\"",
  ];
  for (const flow of named) {
    it(`"${flow}"`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeDefined();
    });
  }
  const setting = [
    // a topic of the setting, not of the texts
    "At pickup the clerk fills in the repair ticket. Customers sign the line \"OK to text me\".",
    // a confirmation of the sign-up, and a topic a negation covers
    "Members tick \"Send me texts from Oak Ridge Outfitters\". Not needed for any purchase. A confirmation text follows.",
  ];
  for (const flow of setting) {
    it(`not: "${flow}"`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
    });
  }
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

describe("the link to the policies is the place only beside a means of opting in (call-to-action, Bandwidth 2100)", () => {
  const method = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action");
  it("consent said to exist, with only the policies' address, names no method and no place", () => {
    for (const flow of [
      "Families opt in to texts from Pinecrest Dental about their visits, up to 4 a month. Msg & data rates may apply. Reply HELP for help, STOP to stop. pinecrest.example/privacy",
      "Patients consent to appointment texts. Msg & data rates may apply. Privacy: pinecrest.example/privacy.",
      "Clients have opted in to reminders, 2 a month. Msg & data rates may apply. Terms at pinecrest.example/terms.",
    ]) expect(method(flow), flow).toHaveLength(1);
  });
  it("the brand's own texting is no means of opting in", () => {
    for (const flow of [
      "Our coordinator adds helpers she knows, texting only while we plan a shift. Msg & data rates may apply. pinecrest.example/privacy",
      "Our manager handles it all, texting folks when plans change. Privacy: pinecrest.example/privacy.",
      "We keep it simple, texting as needed. Terms at pinecrest.example/terms.",
    ]) expect(method(flow), flow).toHaveLength(1);
    for (const flow of ["Patients opt in by texting SMILE to 55123. Privacy: pinecrest.example/privacy.",
      "Patients start by texting us at 555-010-2233. Privacy: pinecrest.example/privacy.",
      "Patients join by texting the word SMILE. Privacy: pinecrest.example/privacy."]) {
      expect(method(flow), flow).toEqual([]);
    }
  });
  it("not: a form, a box or a sign-up beside the same address", () => {
    for (const flow of [
      "Patients sign up on the paper intake form handed over at the first visit. Terms & privacy at pinecrest.example/sms.",
      "Patients tick an empty box on the consent form at their first visit. Privacy: pinecrest.example/privacy.",
      "Families register for reminders on the enrollment form. Msg & data rates may apply. pinecrest.example/privacy",
    ]) expect(method(flow), flow).toEqual([]);
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
    // (a question counted is a survey's kind already: "one question after my visit", reading/vocabulary.ts SURVEY_KINDS)
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

describe("numbers, consent steps and private forms, read by structure", () => {
  it("numbers of the actor's own people put in by the actor are referred (Twilio 30932)", () => {
    for (const flow of ["Team leads type in their volunteers' cell numbers on the roster page.",
      "Coaches add their players' mobile numbers in the club app."]) {
      expect(read({ message_flow: flow }).provenance.referred).toBeDefined();
    }
    expect(read({ message_flow: "Volunteers type in their own cell numbers on the roster page." }).provenance.referred).toBeUndefined();
  });
  it("a consent step denied in its own right makes consent part of something else (Twilio 30831)", () => {
    expect(read({ message_flow: "Buyers at the register join the deals list; no separate checkbox is shown." }).scope.condition).toBeDefined();
    expect(read({ message_flow: "Buyers tick a box for texts; there is no separate box for e-mail." }).scope.condition).toBeUndefined();
  });
  it("a form's control denied in its own right, where the sentence names the paper's consent step (Twilio 30831)", () => {
    for (const flow of ["Renters sign the lease and get our texts. No separate line, it's one signature for all of it.",
      "Volunteers sign the waiver, which covers the texts too; there's no separate toggle, just the one signature.",
      "Members sign the agreement at the desk. There is no separate checkbox line: the signature covers texts."]) {
      expect(read({ message_flow: flow }).scope.condition, flow).toBeDefined();
    }
    for (const flow of ["We have no separate line for texts; they come from the main office number.",
      "Members tick a box for texts. There's no separate switch for reminders and news.",
      "Renters sign the lease; the text box is a separate line they tick only if they want texts."]) {
      expect(read({ message_flow: flow }).scope.condition, flow).toBeUndefined();
    }
  });
  it("a box at a checkout with no policy or terms anywhere and none registered (privacy-policy)", () => {
    const found = (flow: string, extra: Record<string, string> = {}) => preflight({ brand, campaign: {
      use_case: "MARKETING", message_flow: flow, ...extra } }).filter((f) => f.rule === "privacy-policy");
    for (const flow of ["On the checkout page, under Pay now, an empty box: \"Text me deals, 4/mo. Msg & data rates may apply. Reply HELP for help, STOP to stop.\"",
      "At checkout there's an unticked checkbox for order texts, 2 per order, rates may apply, STOP to end.",
      "Our check-out screen shows \"[ ] Send me sale texts (up to 3 a month). Reply STOP to quit, HELP for help.\""]) {
      expect(found(flow), flow).toHaveLength(1);
    }
    for (const [flow, extra] of [
      ["On the checkout page, under Pay now, an empty box: \"Text me deals, 4/mo. Reply STOP to stop. Privacy: shop.example/privacy\"", {}],
      ["At checkout the cashier asks if they'd like deal texts, 4 a month; we note the yes in the POS.", {}],
      ["At checkout there's an unticked checkbox for order texts, 2 per order, rates may apply, STOP to end.", { privacy_policy_url: "https://shop.example/privacy" }],
    ] as const) expect(found(flow, extra), flow).toEqual([]);
  });
  it("a spoken ask with a privacy link is still a spoken opt-in with no record (Twilio 30979)", () => {
    const flow = "Clients are asked at pickup if they want texts about their next grooming, and we key in the cell. Privacy: https://groom.example/privacy";
    const found = preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } }).filter((f) => f.rule === "verbal-opt-in-record");
    expect(found).toHaveLength(1);
  });
  it("a question asked aloud, then the consent given in the person's own hand beside the words shown, is written (Twilio 30979)", () => {
    // (a web page beside it: the words quoted are the page's, not a script read aloud)
    const found = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION",
      message_flow: `${flow} The page pinecrest.example/texts has the same box.` } }).filter((f) => f.rule === "verbal-opt-in-record");
    const shown = "\"Pinecrest Dental visit texts, 1 per visit. Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
    for (const flow of [`At the desk staff ask "Want visit texts?" and if yes, the patient types their own number on the tablet showing ${shown}`,
      `The hygienist asks whether they'd like reminders. If so, they enter their cell on the check-in screen: ${shown}`,
      `Staff ask patients if texts are fine; a patient who agrees ticks the box on the paper slip, which reads ${shown}`]) {
      expect(found(flow), flow).toEqual([]);
    }
    // (staff entering the number, or the number only said, is still a spoken opt-in with nothing recorded)
    for (const flow of [`At the desk staff ask "Want visit texts?" and the receptionist types their number into the system. Sign: ${shown}`,
      `The hygienist asks whether they'd like reminders, and they give their number to her. Sign: ${shown}`]) {
      expect(found(flow), flow).toHaveLength(1);
    }
  });
  it("a form sent to one person about their booking has no public address to give", () => {
    const flow = "Patients say yes by ticking the box on the online pre-visit form. 1 text per visit. Msg & data rates may apply. Reply STOP to end.";
    expect(read({ message_flow: flow }).optIn.signedIn).toBeDefined();
  });
});

describe("a website is where the opt-in is only where people sign up on it", () => {
  it("not: the website named for something else beside a spoken opt-in", () => {
    const flow = "Clients book grooming online or by phone. At drop-off the groomer asks whether they want a text when the dog is ready and notes the yes on the ticket.";
    expect(read({ message_flow: flow }).optIn.web).toBeUndefined();
  });
  it("a sign-up on the website", () => {
    expect(read({ message_flow: "Clients sign up for grooming texts on our website by ticking a box." }).optIn.web).toBeDefined();
  });
});

describe("the privacy policy is asked of a web opt-in", () => {
  const privacy = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "privacy-policy");
  it("flags a web form with no policy linked (AWS)", () => {
    expect(privacy("Patients tick an empty box on https://pinecrest.example/book to get reminders. 1 per visit. Msg & data rates may apply.")).toHaveLength(1);
  });
  it("not: a keyword on a poster, a paper card, or a conversation the customer starts", () => {
    for (const flow of [
      "Patients text SMILE to 55123 from the poster in our lobby. 1 msg per visit. Msg & data rates may apply. STOP to end.",
      "Patients tick the text box on the paper intake card at the front desk. 1 msg per visit. Msg & data rates may apply.",
      "Patients text our office line first with questions (the number is on https://pinecrest.example) and we reply in that thread.",
    ]) expect(privacy(flow)).toEqual([]);
  });
});

describe("a web route beside another one, and conversations the customer starts, in other words", () => {
  const url = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-url");
  it("no address asked of a described web route beside a paper one", () => {
    expect(url("Patients fill in the paper card at the front desk or the same form online; both have an empty box " +
      "\"Text me Pinecrest Dental cleaning reminders, 1 per visit. Msg & data rates may apply. Reply STOP to end.\"")).toEqual([]);
  });
  it("still asks it of a web sign-up that is the only route", () => {
    expect(url("Patients sign up for reminders on our website.")).toHaveLength(1);
  });
  it("conversations said to be started by the customer, in the passive", () => {
    for (const flow of ["Chats are opened by the patient texting our office line.", "Threads are started by patients who text us first."]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated).toBeDefined();
    }
  });
  it("a phone number's digits beside the texts are no frequency", () => {
    expect(read({ message_flow: "Patients join by texting SMILE to 510-555-0194. Msg & data rates may apply." }).optIn.unread.frequency).toBeUndefined();
  });
});

describe("what is texted, named as the object or as sent by text", () => {
  for (const flow of [
    "The sign-up sheet has a line \"Text me Pinecrest Dental open chair slots\" with a box. 1-2 a month, msg & data rates may apply, STOP to end.",
    "The card has a line \"Cancellation openings by text from Pinecrest Dental\" and a box. 1-2 a month, msg & data rates may apply, STOP to end.",
  ]) {
    it(`"${flow.slice(0, 60)}…"`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeDefined();
    });
  }
  it("a method with the words shown at the opt-in quoted needs no place word the reading knows", () => {
    const flow = "Parents enrol at the centre; section 4 of the form reads: \"I agree to get Pinecrest Dental reminders by text, 1 per visit. " +
      "Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
    expect(preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } }).filter((f) => f.rule === "call-to-action")).toEqual([]);
  });
  it("a kind noun whose own modifier is of neither kind is not that kind (\"presale codes\")", () => {
    const r = read({ message_flow: "Posters say: \"Pinecrest Dental presale codes by text! Text SMILE to 55123. 2 msgs/mo. Msg & data rates may apply. STOP to end.\"" });
    expect(r.consentKinds[0]?.informational).toBeUndefined();
  });
});

it("the brand named by its first word as a name (\"Pinecrest cleaning reminders\")", () => {
  expect(read({ message_flow: "Patients text SMILE to get Pinecrest cleaning reminders." }).atOptIn.brand).toBeDefined();
  expect(read({ message_flow: "Patients text SMILE to get pine cleaning reminders." }).atOptIn.brand).toBeUndefined();
});

describe("a spoken ask, whoever asks and whatever they check", () => {
  for (const flow of [
    "At the end of a visit the hygienist checks with the patient whether a text reminder works and adds the cell to the schedule.",
    "Front desk staff sign them up if they say it's fine.",
  ]) {
    it(`"${flow}"`, () => {
      expect(read({ message_flow: flow }).optIn.verbal).toBeDefined();
    });
  }
  it("not: a system checking a number", () => {
    expect(read({ message_flow: "Patients tick the box on https://pinecrest.example/book; the page checks whether the number can get texts." }).optIn.verbal).toBeUndefined();
  });
});

it("a switch already on for everyone is consent given in advance", () => {
  expect(read({ message_flow: "Reminder texts are already switched on for everyone with a cell on file; patients can turn them off." }).scope.preChecked).toBeDefined();
  expect(read({ message_flow: "The reminder switch is off until the patient switches it on." }).scope.preChecked).toBeUndefined();
});

it("one switch for texts and other channels, with a separate choice denied", () => {
  const flow = "Turning the reminder switch on sends them by email, push and SMS together; there is no separate text option.";
  expect(read({ message_flow: flow }).scope.bundled).toBeDefined();
});

describe("a conversation the customer starts is consent to it alone, not to offers the brand sends later", () => {
  const kind = (flow: string) => preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } })
    .filter((f) => f.rule === "consent-kind");
  const start = "Patients text our office line first with their questions, and we reply in that thread. ";
  for (const later of [
    "Each spring we also message those patients our whitening specials.",
    "Our team keeps the numbers and then sends coupons for cleanings to them twice a year.",
  ]) {
    it(`"${later}"`, () => {
      expect(read({ message_flow: start + later }).scope.offersSent).toBeDefined();
      expect(kind(start + later)).toHaveLength(1);
    });
  }
  for (const later of [
    "We never text offers or coupons to these numbers.",
    "Patients who ask about our whitening specials get an answer in the same thread.",
    "We only reply to questions; deals are e-mailed to newsletter subscribers.",
  ]) {
    it(`not: "${later}"`, () => {
      expect(kind(start + later)).toHaveLength(0);
    });
  }
});

describe("the reading shows the words it found", () => {
  it("the brand at the opt-in is quoted as the name the flow uses, not the start of its sentence", () => {
    const flow = "Patients who book online tick an empty box that reads \"Text me visit reminders from Pinecrest Dental\".";
    expect(read({ message_flow: flow }).atOptIn.brand?.words).toBe("Pinecrest Dental");
    expect(read({ message_flow: "Patients tick an empty box at https://pinecrest.example/book." }).atOptIn.brand).toBeUndefined();
  });
});

describe("the place of a web opt-in", () => {
  it("is the address without the punctuation or bracket that closes the sentence around it", () => {
    for (const flow of [
      "Patients tick an empty box on the booking page (pinecrest.example/book).",
      "Patients tick an empty box at pinecrest.example/book, then submit.",
      "Patients tick an empty box at \"pinecrest.example/book\".",
    ]) {
      expect(read({ message_flow: flow }).optIn.place?.words, flow).toBe("pinecrest.example/book");
    }
    expect(read({ message_flow: "Patients tick the box at pinecrest.example/book_(new)." }).optIn.place?.words).toBe("pinecrest.example/book_(new)");
  });
});

describe("what the consent covers, by kind, against what the campaign sends (Twilio 30987)", () => {
  const kind = (use_case: CampaignSubject["use_case"], flow: string) => preflight({ brand, campaign: { use_case, message_flow: flow } })
    .filter((f) => f.rule === "consent-kind");
  const box = (words: string) => `Patients tick an empty box on the intake tablet that reads "${words} About 2 texts a month. ` +
    "Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
  it("news with its topic as a modifier is still news: an account campaign behind it sends other texts", () => {
    for (const words of ["Send me Pinecrest Dental clinic news.", "Text me community event news from Pinecrest Dental.",
      "Yes to Pinecrest Dental wellness news and seminar invites by text."]) {
      expect(kind("ACCOUNT_NOTIFICATION", box(words))).toHaveLength(1);
    }
  });
  it("news about the person's own matter is not promotional", () => {
    expect(kind("ACCOUNT_NOTIFICATION", box("Text me when there's news on my treatment plan and my visit reminders."))).toHaveLength(0);
    expect(kind("ACCOUNT_NOTIFICATION", box("Pinecrest Dental may text me news about my claim."))).toHaveLength(0);
  });
  it("closures, alerts and notices are informational: a marketing campaign behind them sends other texts", () => {
    for (const words of ["Text me office closure alerts from Pinecrest Dental.", "Pinecrest Dental can text me emergency notices.",
      "Send me schedule delays from Pinecrest Dental."]) {
      expect(kind("MARKETING", box(words))).toHaveLength(1);
    }
  });
  it("notices said to be about the person's own thing are informational: a marketing campaign behind them sends other texts", () => {
    for (const words of ["Text me about my Pinecrest Dental plan - cleaning day and renewal notices.",
      "Pinecrest Dental may text me notices regarding my aligner subscription.", "Send me notices about your membership renewal."]) {
      expect(kind("MARKETING", box(words)), words).toHaveLength(1);
    }
    // (a topic that is not the person's own, "about new arrivals", "about the whitening specials", is none)
    for (const words of ["Text me about new arrivals and renewal notices from Pinecrest Dental.",
      "Text me notices about the whitening specials at Pinecrest Dental."]) {
      expect(kind("MARKETING", box(words)), words).toHaveLength(0);
    }
  });
  it("an offer of something sold is a promotion; an offer of work, a place or a time held for the person is not", () => {
    const kinds = (words: string) => new CampaignReadingImpl({ brand, campaign: { use_case: "MARKETING", message_flow: box(words) } })
      .consentKinds[0]?.promotional;
    for (const words of ["Sign me up for Pinecrest Dental supply offers and reminders.", "Text me whitening kit offers from Pinecrest Dental.",
      "Pinecrest Dental may text me floss offers."]) expect(kinds(words), words).toBeDefined();
    for (const words of ["Text me shift offers from Pinecrest Dental.", "Pinecrest Dental may text me waitlist offers.",
      "Send me overtime offers."]) expect(kinds(words), words).toBeUndefined();
    // (nor "offers" as a verb with its object, which the tagger may read after a noun: "the driver offers text updates")
    const door = new CampaignReadingImpl({ brand, campaign: { use_case: "DELIVERY_NOTIFICATION", message_flow:
      "Shippers pass the number on only when the recipient ticked \"Send me delivery texts from Pinecrest\" on the order form. " +
      "Recipients can also sign up in person: the driver offers text updates at the door and enters the number when the " +
      "recipient agrees. Message frequency varies; message and data rates may apply; reply HELP for help." } }).consentKinds;
    expect(door.length).toBeGreaterThan(0);
    expect(door.some((k) => k.promotional)).toBe(false);
  });
  it("behind a MARKETING campaign an alert, a code or an update is as promotional as its topic", () => {
    for (const words of ["Get whitening-special alerts and deals from Pinecrest Dental.", "Text me Pinecrest Dental seminar alerts.",
      "Send me Pinecrest Dental sale codes and new-service updates.", "Pinecrest Dental can text me open-chair alerts."]) {
      expect(kind("MARKETING", box(words)), words).toEqual([]);
    }
    // (an alert about the person's own matter is still informational there)
    expect(kind("MARKETING", box("Text me appointment reminders and office closure alerts from Pinecrest Dental."))).toHaveLength(1);
  });
  it("a promotional word that modifies a noun of no kind names that noun, and the person's own listing or appeal is theirs", () => {
    for (const words of ["Pinecrest Dental can text me flash flood closings of the office.",
      "Text me Pinecrest Dental questions about special handling of my lab order.",
      "Send me updates on my appeal and my claim from Pinecrest Dental.",
      "Pinecrest Dental can text me about my listing agreement and my sale's closing date."]) {
      expect(kind("ACCOUNT_NOTIFICATION", box(words)), words).toEqual([]);
    }
    for (const words of ["Text me Pinecrest Dental specials and flash sales.", "Send me Pinecrest Dental deal texts.",
      "Pinecrest Dental promo messages by text."]) {
      expect(kind("ACCOUNT_NOTIFICATION", box(words)), words).toHaveLength(1);
    }
  });
  it("a bare singular after \"or\" or \"and\" shares the first item's owner: the person's own sale or offer", () => {
    for (const words of ["Pinecrest Dental can text me about my home search or sale.",
      "Send me texts from Pinecrest Dental about your lease or sale.",
      "Pinecrest Dental may text me updates on my bid or offer."]) {
      expect(kind("CUSTOMER_CARE", box(words)), words).toEqual([]);
    }
    // (a plural or a word with no plural does not share it: the brand's own sales and marketing)
    for (const words of ["Pinecrest Dental can text me about my order updates and sales.",
      "Text me Pinecrest Dental news about my visit and marketing.", "Send me my receipts and a coupon from Pinecrest Dental."]) {
      expect(kind("CUSTOMER_CARE", box(words)), words).toHaveLength(1);
    }
  });
  it("deals, coupons and promotions are offers whatever they are of; only an offer has another sense by its modifier", () => {
    for (const words of ["Send me Pinecrest Dental energy-savings deals by text.", "Pinecrest Dental partner promotions by text.",
      "Text me Pinecrest Dental clearance coupons."]) {
      expect(kind("ACCOUNT_NOTIFICATION", box(words)), words).toHaveLength(1);
    }
    for (const words of ["Text me Pinecrest Dental job offers for open hygienist shifts.", "Pinecrest Dental can text me shift offers and my schedule.",
      "Pinecrest Dental can text me when my loyalty coupon is about to expire."]) {
      expect(kind("ACCOUNT_NOTIFICATION", box(words)), words).toEqual([]);
    }
  });
  it("a kind of message before the place of the sign-up names the place, not the texts", () => {
    for (const words of ["Pinecrest Dental whitening deals, also on the booking page as a separate box.",
      "Pinecrest Dental specials. Same line on the order form.", "Pinecrest Dental seasonal offers (or switch it on in account settings)."]) {
      expect(kind("MARKETING", box(words)), words).toEqual([]);
    }
    expect(kind("MARKETING", box("Pinecrest Dental booking reminders."))).toHaveLength(1);
  });
  it("what the brand sells (tickets, tours, lessons) is the person's own matter only where it is theirs", () => {
    for (const words of ["Get Pinecrest Dental seminar ticket alerts for new dates.", "Text me Pinecrest Dental open house tour dates.",
      "Pinecrest Dental can text me new lesson openings for kids' brushing class."]) {
      expect(kind("MARKETING", box(words)), words).toEqual([]);
    }
    for (const words of ["Text me reminders of my tour with Pinecrest Dental.", "Pinecrest Dental can text me about your tickets for the seminar."]) {
      expect(kind("MARKETING", box(words)), words).toHaveLength(1);
    }
  });
  it("texts timed to the person's own event are informational, unless the words name offers", () => {
    for (const words of ["Know when your aligners ship from Pinecrest Dental.", "Pinecrest Dental texts once my crown is ready.",
      "Hear from Pinecrest Dental whenever your lab results come back."]) {
      expect(read({ message_flow: box(words) }).consentKinds[0]?.informational).toBeDefined();
      expect(kind("MARKETING", box(words))).toHaveLength(1);
    }
    expect(kind("MARKETING", box("Pinecrest Dental deals when your favourite whitening kit goes on sale."))).toHaveLength(0);
  });
  it("a survey campaign's consent names surveys, polls or ratings", () => {
    for (const words of ["Yes, text me Pinecrest Dental visit reminders.", "Text me Pinecrest Dental shift offers.",
      "Pinecrest Dental may text me about my appointments."]) {
      expect(kind("POLLING_VOTING", box(words))).toHaveLength(1);
    }
    for (const words of ["Text me a 1-question Pinecrest Dental survey after each visit.", "Pinecrest Dental may text me polls and ratings requests.",
      "Send me Pinecrest Dental feedback requests."]) {
      expect(kind("POLLING_VOTING", box(words))).toHaveLength(0);
    }
  });
});

describe("the sound fails of the opt-in family, read as facts", () => {
  const rules = (flow: string, extra: Partial<CampaignSubject> = {}) =>
    preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow, ...extra } }).map((f) => f.rule);
  it("a request the customer starts by texting the number is customer-initiated", () => {
    for (const flow of ["Patients start it by texting 503-555-0148 from the number on our door sign.",
      "Owners begin by messaging our front desk line with the pet's name.", "Clients start simply by writing to our text line."]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated).toBeDefined();
    }
    expect(read({ message_flow: "Reminders start two days before the visit, by text." }).optIn.customerInitiated).toBeUndefined();
  });
  it("the frequency said to vary in other words", () => {
    for (const words of ["How many depends on the treatment, usually 2-5.", "The number of texts varies with each plan.",
      "How many texts you get depends on your bookings."]) {
      expect(read({ message_flow: `Patients tick an empty box at https://pinecrest.example/book. ${words}` }).atOptIn.frequency).toBeDefined();
    }
    expect(read({ message_flow: "Patients tick an empty box at https://pinecrest.example/book. How many people came?" }).atOptIn.frequency)
      .toBeUndefined();
  });
  it("a text conversation is a place", () => {
    for (const flow of ["At the end of a 311 text conversation the resident is asked to reply Y.", "In the SMS thread we ask if they want reminders.",
      "During the chat exchange the agent asks them to reply YES."]) {
      expect(read({ message_flow: flow }).optIn.place).toBeDefined();
    }
  });
  it("a form's fields are a web form's: a record in the brand's own system is no form the person fills in", () => {
    const staff = "If they say yes the advisor ticks the field in our dealer system, which stamps the date, time and advisor name.";
    expect(read({ message_flow: staff }).optIn.formWithoutPhone).toBeUndefined();
    const web = "The sign-up form at https://pinecrest.example/join asks for name, email and birthday, with an empty SMS box.";
    expect(read({ message_flow: web }).optIn.formWithoutPhone).toBeDefined();
  });
  it("a web route described beside a phone route needs no policy link nor address of its own; a web route alone does", () => {
    const both = "Online it's a switch that starts off; by phone the desk asks and taps yes. Usually 2 texts per visit, msg & data rates " +
      "may apply, HELP for help, STOP to stop.";
    expect(rules(both)).not.toContain("privacy-policy");
    const alone = "Patients sign up for reminders on our website. About 2 texts per visit.";
    expect(rules(alone)).toContain("privacy-policy");
    expect(rules(alone)).toContain("call-to-action-url");
  });
  it("a web opt-in whose box's words are quoted is described, without its address", () => {
    const flow = "When they sign up online, patients may check an empty box: \"Text me visit reminders from Pinecrest " +
      "Dental. 1-2 a month. Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
    expect(rules(flow).filter((r) => /^(?:call-to-action|privacy)/.test(r))).toEqual(["privacy-policy"]);
  });
});

describe("opt-in facts met in new registrations, each in several wordings", () => {
  const box = (words: string) => `Patients tick an empty box at https://pinecrest.example/join: "${words} Up to 3 txts a month. ` +
    "Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
  it("the consent's own words say what the texts are about by the event they come at, or by their aim", () => {
    for (const words of ["text me when chairs open up from Pinecrest Dental.", "Pinecrest Dental may text me to confirm any change made in my name.",
      "Pinecrest Dental can message me to approve each refill request."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose).toBeDefined();
    }
    expect(read({ message_flow: box("Pinecrest Dental may text me.") }).inWording.purpose).toBeUndefined();
  });
  it("what is texted, named as the object, is a compound's last part whatever the tagger makes of the first (Bandwidth 2134)", () => {
    for (const words of ["Text me Pinecrest Dental follow-ups about my new aligners.", "Pinecrest Dental may send me walk-in openings.",
      "Yes, message me Pinecrest Dental check-ups due."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose, words).toBeDefined();
    }
    // (a compound whose last part is no noun names nothing texted)
    for (const words of ["Pinecrest Dental may text me opt-in.", "Pinecrest Dental may text me - up to you."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose, words).toBeUndefined();
    }
  });
  it("a keyword invitation's \"for\" says what texting the keyword gets", () => {
    const flow = (words: string) => `${words} A sign by the till: "Pinecrest Dental texts, 2 a month. Msg & data rates may apply. ` +
      "Text HELP for help, STOP to stop.\"";
    for (const words of ["In the shop we say \"Text SMILE to 55123 for whitening specials\".", "Text PINE to (555) 010-2233 for new arrivals.",
      "Our posters: text CLUB to 201-555-0179 for first pick of the chairs."]) {
      expect(read({ message_flow: flow(words) }).atOptIn.purpose, words).toBeDefined();
    }
    for (const words of ["Text PINE to 55123 for help.", "We are open Monday to Friday for walk-ins and repairs."]) {
      expect(read({ message_flow: flow(words) }).atOptIn.purpose, words).toBeUndefined();
    }
  });
  it("the event is still what the texts are about past the blank or the number to text at", () => {
    for (const words of ["Pinecrest Dental: text me at ________ if a charge on my plan looks wrong.",
      "Text me at (555) 010-2233 when my aligners are ready. Pinecrest Dental.",
      "Pinecrest Dental may text me at ___-___-____ once my claim is paid."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose, words).toBeDefined();
    }
    // (a place of words is no number: nor is a bare number with no event)
    for (const words of ["Pinecrest Dental may text me at work.", "Pinecrest Dental may text me at ________."]) {
      expect(read({ message_flow: box(words) }).inWording.purpose, words).toBeUndefined();
    }
  });
  it("those who write first, in other words, start the conversation", () => {
    for (const flow of ["Our yard signs say text TOUR to 602-555-0187. The prospect texts first and we answer.",
      "Applicants write to us first from the job post.", "The recruiter only texts people who wrote to us."]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated).toBeDefined();
    }
    expect(read({ message_flow: "The recruiter texts every applicant on the list." }).optIn.customerInitiated).toBeUndefined();
  });
  it("as often as the person's own events come is a frequency", () => {
    for (const words of ["as often as they trigger", "as often as your bookings change", "as often as a payment posts"]) {
      expect(read({ message_flow: `Members choose alerts in online banking; we text them ${words}.` }).atOptIn.frequency).toBeDefined();
    }
  });
  it("a control per channel to pick from is no bundle; one box for all of them is", () => {
    const pick = ["The kiosk shows buttons for E-mail, Text, or No reminders.", "Patients see the options: e-mail or text, one tap each.",
      "The form has separate boxes for email and text."];
    for (const flow of pick) expect(read({ message_flow: flow }).scope.bundled).toBeUndefined();
    expect(read({ message_flow: "One box: \"Pinecrest Dental may reach me by phone, email and text.\"" }).scope.bundled).toBeDefined();
    // (the channels as the brand's verbs in the consent's own words)
    for (const flow of [
      "A keypad shows: \"Pinecrest Dental may call, email or text you when your order is ready. Msg & data rates may apply. Reply STOP to end.\" Pressing OK accepts.",
      "The tablet reads \"Pinecrest Dental may text, call & email you about this visit. Msg & data rates may apply. Reply STOP to end.\" and the patient taps YES.",
      "Patients tick an empty box: \"Pinecrest Dental can email or text me reminders. 2 a month. Msg & data rates may apply. Reply STOP to end.\"",
      // (one box set apart from the rest of the form is still one box)
      "Members renew with a separate, unticked box: \"Contact me by mail, email, phone or text with office notices from Pinecrest Dental. Msg & data rates may apply. Reply STOP to end.\"",
      "The form has a separate box: \"Reach me by email or text about my visits. 2 a month. Msg & data rates may apply. STOP to end.\"",
    ]) expect(read({ message_flow: flow }).scope.bundled, flow).toBeDefined();
    expect(read({ message_flow: "The form has separate boxes: one for email and one for text reminders. Msg & data rates may apply." }).scope.bundled)
      .toBeUndefined();
    expect(read({ message_flow: "Patients tick an empty box: \"Pinecrest Dental may text me reminders. 2 a month. Msg & data rates may apply. " +
      "Reply STOP to end.\" Questions? Call or email us." }).scope.bundled).toBeUndefined();
  });
  it("a word of the brand's own name is no kind of text", () => {
    const repair = { ...brand, display_name: "Bench & Bezel Jewelry Repair" };
    const kinds = (label: string) => new CampaignReadingImpl({ brand: repair, campaign: { use_case: "MARKETING", message_flow:
      `An empty box: "${label} About 1 msg a month. Msg & data rates may apply. Reply HELP for help, STOP to quit."` } }).consentKinds[0];
    expect(kinds("Txt me specials from Bench & Bezel Jewelry Repair.")?.informational).toBeUndefined();
    expect(kinds("Txt me repair updates and specials from Bench & Bezel Jewelry Repair.")?.informational).toBeDefined();
  });
  it("a general word for messages with nothing it is of, or the event a count is per, names no purpose (Bandwidth 2134)", () => {
    const purpose = (flow: string) => {
      const r = new CampaignReadingImpl({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } });
      return r.inWording.purpose ?? r.atOptIn.purpose;
    };
    const tail = "Pinecrest Dental will text this number, about 1 text per dental visit. Msg & data rates may apply. Reply HELP for help, STOP to opt out.'";
    for (const flow of [
      "The tablet shows a screen titled 'Text notifications' and below it: ' " + tail,
      "The kiosk shows a toggle labelled 'SMS updates' and beside it: '" + tail,
      "The app's switch says 'Get updates' and under it: '" + tail,
      "Patients elect text notices in the patient center; the screen says: '" + tail,
    ]) expect(purpose(flow), flow).toBeUndefined();
    for (const flow of [
      "The tablet shows a screen titled 'Text notifications about my visit' and below it: '" + tail,
      "The kiosk shows a toggle labelled 'Appointment updates' and beside it: '" + tail,
      "Patients elect text notices of their claims in the patient center; the screen says: '" + tail,
      // (the texts timed to the person's event, sent to the number given)
      "The tablet shows: 'Pinecrest Dental will text this number when your X-rays are ready, about 1 text per visit. Msg & data rates may apply. Reply HELP for help, STOP to opt out.'",
      "The screen says: 'We text the phone on file if your appointment moves, 1 text per change. Msg & data rates may apply. Reply HELP for help, STOP to opt out.'",
    ]) expect(purpose(flow), flow).toBeDefined();
  });
  it("in the flow's prose, a word of an address, or a kind that names another noun, is no purpose (Bandwidth 2134)", () => {
    const purpose = (flow: string) => {
      const r = new CampaignReadingImpl({ brand, campaign: { use_case: "MARKETING", message_flow: flow } });
      return r.inWording.purpose ?? r.atOptIn.purpose;
    };
    const box = " The box says: \"Yes, text me from Pinecrest Dental. Up to 3 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"";
    for (const flow of [
      "Patients sign up at pinecrest.example/deals." + box,
      "It is separate from the email newsletter checkbox." + box,
      "The club captain keeps the sign-up sheet." + box,
      "In the app, the \"Notifications\" screen has a switch." + box,
    ]) expect(purpose(flow), flow).toBeUndefined();
    // (a rates pattern of charges is no rates disclosure: the box's "if a charge looks odd" still says what)
    expect(purpose("The switch says: \"Text me if a charge on my Pinecrest Dental account looks odd. Only when it happens. " +
      "Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"")).toBeDefined();
    for (const flow of [
      "Patients sign up for deals by text at pinecrest.example/join." + box,
      "Patients tick it on the page for cleaning reminders." + box,
      "Patients get order updates and project texts." + box,
    ]) expect(purpose(flow), flow).toBeDefined();
  });
  it("the keyword texted, in capitals, names no purpose (Bandwidth 2134)", () => {
    const purpose = (flow: string) => new CampaignReadingImpl({ brand, campaign: { use_case: "MARKETING", message_flow: flow } });
    for (const flow of [
      "Sign at the desk: 'Text DEALS to (555) 555-0141 to hear from Pinecrest Dental. Up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.'",
      "A card at checkout: \"Send OFFERS to 55123 and join Pinecrest Dental's list. 2 msgs/mo. Msg & data rates may apply. HELP for help, STOP to end.\"",
      "The poster says \"Reply SPECIALS to our number for Pinecrest Dental texts. 2 msgs/mo. Msg & data rates may apply. HELP for help, STOP to end.\"",
    ]) {
      const r = purpose(flow);
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeUndefined();
    }
    // (the same word in lower case, or as what the texts are for, still is)
    for (const flow of [
      "Sign at the desk: 'Text DEALS to (555) 555-0141 for Pinecrest Dental deals. Up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.'",
      "Sign at the desk: 'Text JOIN to 55123 for cleaning reminders. Up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel.'",
    ]) expect(purpose(flow).inWording.purpose, flow).toBeDefined();
  });
  it("the brand's name and the word for texts after \"for\" name no purpose (Bandwidth 2134)", () => {
    const boutique = { ...brand, display_name: "Loom Lane Boutique" };
    const purpose = (label: string) => new CampaignReadingImpl({ brand: boutique, campaign: { use_case: "MARKETING", message_flow:
      `Shoppers tick an empty box: "${label} Up to 6 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel."` } }).inWording.purpose;
    for (const label of ["Yes, sign me up for Loom Lane Boutique texts!", "Sign me up for Loom Lane messages.", "Count me in for Loom Lane Boutique SMS."]) {
      expect(purpose(label), label).toBeUndefined();
    }
    for (const label of ["Sign me up for Loom Lane Boutique trunk show invites!", "Sign me up for new arrival texts from Loom Lane."]) {
      expect(purpose(label), label).toBeDefined();
    }
  });
  it("the brand's name before \"by text\" says who sends, not what the texts are about (Bandwidth 2134)", () => {
    const boutique = { ...brand, display_name: "Loom Lane Boutique" };
    const purpose = (label: string) => new CampaignReadingImpl({ brand: boutique, campaign: { use_case: "MARKETING", message_flow:
      `Shoppers flip a switch, off by default: "${label} Up to 6 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel."` } }).inWording.purpose;
    for (const label of ["Stay connected with Loom Lane Boutique by text.", "Keep up with Loom Lane via SMS!", "Stay close to Loom Lane Boutique over text."]) {
      expect(purpose(label), label).toBeUndefined();
    }
    for (const label of ["Get Loom Lane restocks by text.", "Get Loom Lane Boutique trunk show invites via SMS."]) {
      expect(purpose(label), label).toBeDefined();
    }
  });
  it("a word of the brand's own name, or a step of a menu path, is no purpose (Bandwidth 2134)", () => {
    const repair = { ...brand, display_name: "Bench & Bezel Jewelry Repair" };
    const reading = (flow: string) => new CampaignReadingImpl({ brand: repair, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } });
    const toggle = (path: string, label: string) => reading(`Members sign in; ${path} has a switch, off by default: "${label} Up to 3 a month. ` +
      "Msg & data rates may apply. Reply HELP for help, STOP to end.\"");
    for (const path of ["Settings > Notifications", "Profile > Alerts", "Menu > Updates > Text"]) {
      const r = toggle(path, "Get texts from Bench & Bezel Jewelry Repair.");
      expect(r.inWording.purpose ?? r.atOptIn.purpose, path).toBeUndefined();
    }
    const r = toggle("Settings > Notifications", "Get repair status texts from Bench & Bezel Jewelry Repair.");
    expect(r.inWording.purpose).toBeDefined();
    // (the brand's word written in lowercase, as a kind, still says what)
    const county = { ...brand, display_name: "Oak County Emergency Management" };
    const label = "Settings > Notifications has a switch: \"Get emergency texts from Oak County. Msg & data rates may apply. STOP to end.\"";
    expect(new CampaignReadingImpl({ brand: county, campaign: { use_case: "PUBLIC_SERVICE_ANNOUNCEMENT", message_flow: label } })
      .inWording.purpose).toBeDefined();
  });
  it("an item of a list the tagger calls a verb is still a kind (\"reminders + offers\", \"tips & deals\")", () => {
    const kinds = (label: string) => new CampaignReadingImpl({ brand, campaign: { use_case: "MARKETING", message_flow:
      `An empty box: "${label} About 2 msgs a month. Msg & data rates may apply. Reply HELP for help, STOP to quit."` } }).consentKinds[0];
    for (const label of ["Text me care reminders + offers from Pinecrest Dental.", "Txt me visit reminders & offers from Pinecrest Dental.",
      "Send me reminders / offers from Pinecrest Dental."]) {
      expect(kinds(label)?.promotional, label).toBeDefined();
    }
    // (a verb after the person is still a verb: "Pinecrest offers you texts" names no offers)
    expect(kinds("Pinecrest Dental offers you reminders by text.")?.promotional).toBeUndefined();
  });
  it("a survey's texts counted as the questions they ask are what a POLLING_VOTING consent names (Twilio 30987)", () => {
    const kind = (label: string) => preflight({ brand, campaign: { use_case: "POLLING_VOTING", message_flow:
      `Patients may initial the line "${label} 1 text per visit. Msg & data rates may apply. Reply HELP for help, STOP to opt out."` } })
      .filter((f) => f.rule === "consent-kind");
    for (const label of ["Text me one question after my visit from Pinecrest Dental.", "Pinecrest Dental may text me two quick questions after each cleaning.",
      "Send me a question about my visit from Pinecrest Dental."]) {
      expect(kind(label), label).toEqual([]);
    }
    expect(kind("Text me special offers from Pinecrest Dental.")).toHaveLength(1);
  });
  it("a lowercase word that is also in the brand's name modifies like any other (\"delivery offers\" are no offers)", () => {
    const courier = { ...brand, display_name: "Hopscotch Delivery" };
    const kinds = (label: string) => new CampaignReadingImpl({ brand: courier, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow:
      `A toggle: "${label} Up to 10 a day. Msg & data rates may apply. Reply HELP for help, STOP to opt out."` } }).consentKinds[0];
    for (const label of ["Get delivery offers by text.", "Text me delivery offers near me.", "Send me new delivery offers."]) {
      expect(kinds(label)?.promotional).toBeUndefined();
    }
    expect(kinds("Get Hopscotch Delivery offers by text.")?.promotional).toBeDefined();
  });
  it("the one box there is, for the terms, gives the texts no consent of their own", () => {
    for (const flow of ["A single box \"I accept the Pinecrest Dental terms\" - the terms page says patients get reminders by text.",
      "There is one checkbox, \"I agree to the terms\", and the terms state that patients agree to texts.",
      "Only one box, for the terms of service, which include permission to text the patient."]) {
      expect(read({ message_flow: flow }).scope.condition).toBeDefined();
    }
    expect(read({ message_flow: "A separate empty box asks for texts; the terms say how texts work." }).scope.condition).toBeUndefined();
  });
  it("marketing texts on a spoken yes alone need written consent (Bandwidth 2101)", () => {
    const spoken = ["At the counter our staff ask each customer if they want our coupons by text; if they say yes we add them.",
      "Servers ask diners out loud whether they'd like our specials by text and note the number.",
      "Cashiers ask customers whether they want our weekly deals by text, and key in the number if they do."];
    const writtenAsked = (flow: string, use_case: CampaignSubject["use_case"] = "MARKETING") =>
      preflight({ brand, campaign: { use_case, message_flow: flow } }).filter((f) => /written consent/.test(f.message));
    for (const flow of spoken) expect(writtenAsked(flow)).toHaveLength(1);
    expect(writtenAsked(spoken[0]!, "ACCOUNT_NOTIFICATION")).toHaveLength(0);
    const written = "At the counter staff ask each customer if they want our coupons by text; those who do sign the paper card.";
    expect(writtenAsked(written)).toHaveLength(0);
  });
});

describe("what the consent covers, in more wordings", () => {
  it("the rates disclosure names no channel: consent to communications is still not to texts", () => {
    for (const label of ["I agree to receive communications from Pinecrest Dental about my visits (msg & data rates may apply)",
      "Keep me in the loop with communications about my care. Message and data rates may apply.",
      "Send me communications about my bill; standard messaging rates apply"]) {
      expect(read({ message_flow: `Patients tick an empty checkbox, not checked, "${label}" at the front desk.` }).scope.communications).toBeDefined();
    }
    expect(read({ message_flow: "Patients tick an empty box \"I agree to receive text messages from Pinecrest Dental (msg & data rates may apply)\"." })
      .scope.communications).toBeUndefined();
  });
  it("a form said to have no field for the phone, or whose numbers are of something else", () => {
    for (const flow of ["Members sign up at https://pinecrest.example/join; the form has no place for a phone number.",
      "The web form at https://pinecrest.example/join has no field for a mobile number.",
      "The website's form at https://pinecrest.example/join asks for name, lot number and e-mail address, with an empty SMS box."]) {
      expect(read({ message_flow: flow }).optIn.formWithoutPhone).toBeDefined();
    }
    expect(read({ message_flow: "The web form at https://pinecrest.example/join asks for name, email and mobile number." }).optIn.formWithoutPhone)
      .toBeUndefined();
  });
  it("a list handed over by a previous manager or owner is not the brand's", () => {
    for (const flow of ["When we take over a building, the previous manager hands over its resident phone list and we text everyone on it.",
      "The former owner passed us the client numbers when we bought the practice.", "The outgoing agency sends its contact list to us."]) {
      expect(read({ message_flow: flow }).provenance.inherited).toBeDefined();
    }
    expect(read({ message_flow: "Our previous newsletter list is e-mail only and is never texted." }).provenance.inherited).toBeUndefined();
  });
  it("the consent required, said across a quote, or with the goal fronted", () => {
    for (const flow of ["At checkout fans must switch on \"Presale texts. Reply STOP to cancel.\" before the Buy button works.",
      "To get the member price you must tick the box \"Yes, text me deals.\" - no box, no price.",
      "Patients must enable \"Visit texts. Msg & data rates may apply.\" to finish booking."]) {
      expect(read({ message_flow: flow }).scope.condition).toBeDefined();
    }
    for (const flow of ["There is a toggle, off until you turn it on: \"text me reminders. reply STOP to opt out.\" the lease doesnt need it.",
      "To get texts, you must tick the box \"Yes, text me deals.\" Buying works without it."]) {
      expect(read({ message_flow: flow }).scope.condition).toBeUndefined();
    }
  });
  it("one tick for texts and other channels", () => {
    for (const flow of ["They tick \"Notify me by mail, e-mail and text when the balance is low\".",
      "Parents check \"Reach me by phone call or text about closures\".", "Members tick \"Send me e-mails and texts about classes\"."]) {
      expect(read({ message_flow: flow }).scope.bundled).toBeDefined();
    }
  });
});

describe("numbers handed to the brand by someone else", () => {
  it("another party sends, passes or shares the numbers with the brand", () => {
    for (const flow of ["The dental school's front office passes us the numbers of patients who need a cleaning, and we text them.",
      "Two insurance agencies we partner with send us their client lists every quarter.",
      "The expo organizer shares its attendee list with every vendor, and we text those visitors."]) {
      expect(read({ message_flow: flow }).provenance.referred).toBeDefined();
    }
  });
  it("the person giving their own number, or the brand handing nothing on, is not it", () => {
    for (const flow of ["Patients give us their number at the front office.", "Our office never shares patient lists with partners.",
      "We send our partners a monthly report with no numbers in it."]) {
      expect(read({ message_flow: flow }).provenance.referred).toBeUndefined();
    }
  });
});

describe("clients bought with a business", () => {
  it("a book of business or client base bought or acquired is numbers bought", () => {
    for (const flow of ["We bought the book of business of a retiring agent and text those policyholders.",
      "Last year we acquired her client base and now send them reminders.", "When we purchased the patient book of the old clinic, we added its numbers."]) {
      expect(read({ message_flow: flow }).provenance.bought).toBeDefined();
    }
    expect(read({ message_flow: "Clients who book with us tick an empty box to get reminders." }).provenance.bought).toBeUndefined();
  });
});

describe("a spoken OK beside a web route", () => {
  const unrecorded = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "verbal-opt-in-record");
  it("staff signing people up if they say OK is a spoken opt-in; the web route's quoted words are no script", () => {
    for (const flow of ["Patients turn on texts online (\"Pinecrest Dental visit texts, 1 per visit, msg & data rates may apply, HELP for help, STOP to end\"), or the desk signs them up if they say it's OK.",
      "Online, a toggle is labelled \"Pinecrest Dental reminders, 2/mo, msg & data rates may apply, HELP for help, STOP to end\"; hygienists add patients when they say yes.",
      "Members switch on \"Pinecrest Dental alerts, msg & data rates may apply, HELP for help, STOP to end\" online, or tellers enroll them once they say sure."]) {
      expect(unrecorded(flow)).toHaveLength(1);
    }
    // (recorded, and what the desk asks given: Twilio 30979 asks for the words said, not a record alone)
    expect(unrecorded("The desk reads the reminder wording, signs patients up if they say it's OK, and logs the date and staff initials in the chart.")).toHaveLength(0);
  });
  it("a box on the brand's page quoted before a spoken route is the box's, not a script; texting first is another route", () => {
    for (const flow of ["Bookings on https://pinecrest.example have an empty box: \"Text me Pinecrest Dental reminders, 2/mo, msg & data rates may apply, HELP for help, STOP to end.\" By phone, the desk asks if texts are okay.",
      "The order page at pinecrest.example/order shows an unticked box \"Pinecrest Dental order texts, msg & data rates may apply, HELP for help, STOP to end\". Walk-in patients are asked at the counter whether they want texts. Patients can also text us first.",
      "Online orders at pinecrest.example carry an empty box \"Pinecrest Dental visit texts. Msg & data rates may apply. Reply HELP for help, STOP to end.\" Callers are asked if we may text them."]) {
      expect(unrecorded(flow), flow).toHaveLength(1);
    }
    // (a text the person gets, quoted, is no script: "The first text they get says: …"; telling the host is spoken)
    for (const flow of ["At drop-off the attendant asks if texting is OK. The first text they get says: \"Pinecrest Dental: HELP for help, STOP to opt out.\"",
      "Guests reserve by phone or tell the server, who adds them to the waitlist if they're fine with a text.",
      "Patients can tell the clerk at the window, who signs them up for pickup texts."]) {
      expect(unrecorded(flow), flow).toHaveLength(1);
    }
    expect(unrecorded("At drop-off the attendant reads: \"May Pinecrest Dental text you when your order is ready? Msg & data rates may apply. " +
      "Reply HELP for help, STOP to opt out.\" and asks if texting is OK.")).toHaveLength(0);
    // (the words shown after the question in its own sentence are what is asked)
    expect(unrecorded("On pinecrest.example/pay the driver is asked whether texts are wanted; the wording shown is \"Pinecrest Parking: " +
      "text me when my session ends. Msg & data rates may apply. Reply HELP for help, STOP to stop.\"")).toHaveLength(0);
  });
});

/** Whether a negation covers the first word written `word` in the text. */
const covered = (text: string, word: string) => wordsOf(text).find((w) => w.lower === word)!.negated;

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

describe("a loan offered with no credit check is a loan scam's sign, even where a list runs the negation on", () => {
  const categories = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "Get approved for a car loan today, no credit check, bad credit no problem.",
    "Personal loans up to $5,000 with no credit check - poor credit OK!",
    "Boat loans this month: no credit check, bad credit welcome, apply now.",
  ])("%s: deceptive", (text) => {
    expect(categories(text)).toContain("deceptive");
  });
  it.each([
    "Rent a storage unit with no credit check, bad credit OK.",
    "Your auto loan payment posted. No credit check was run on your account.",
    "We never offer loans with no credit check.",
  ])("%s: no loan offered without one", (text) => {
    expect(categories(text)).not.toContain("deceptive");
  });
});

describe("a drink's name before another noun names that noun (a colour, a flavour, a scent, a place)", () => {
  const alcohol = (text: string) => contentFacts({ sample_messages: [text] }).filter((f) => f.category === "alcohol");
  it.each([
    "Our cognac leather recliner is back in the showroom.",
    "New arrival: the Merlot velvet blazer in sizes S-XL.",
    "Moscow Mule copper mugs are restocked at the kitchen store.",
    "Whiskey-scented soy candles are 20% off this week.",
    "Kahlua brownies and lemon bars at Saturday's bake sale.",
    "Wine country bike tour openings this Saturday: book a seat.",
    "Tequila Sunrise gel polish is back at the salon.",
    "Ale House Road is closed for paving until Friday.",
  ])("%s: no alcohol", (text) => {
    expect(alcohol(text)).toEqual([]);
  });
  it.each([
    "Tequila shots tonight and beer specials Friday.",
    "Bourbon Night at the grill: $5 pours until 10.",
    "Two-for-one margaritas at the patio bar.",
    "A new rye whiskey release lands this Saturday.",
    "$10 pitchers of Miller Lite till 9pm.",
    "Hennessy bottles and Patron shots for the party.",
  ])("%s: alcohol", (text) => {
    expect(alcohol(text)).toHaveLength(1);
  });
  it.each([
    "Your fabric samples (linen, charcoal, merlot) are ready at the front desk.",
    "The throw pillows (ivory, champagne and rust) are back in stock.",
    "Paint chips (sand, bourbon, moss) are taped to your order form.",
  ])("%s: an item of a bracketed list naming a non-drink's kinds is that thing's colour, no alcohol", (text) => {
    expect(alcohol(text)).toEqual([]);
  });
  it.each([
    "Tonight's drinks (beer, wine, cider) are half off.",
    "Weekend specials (sangria, wine) on the patio.",
    "Bring a bottle (wine or cider) to the potluck.",
  ])("%s: a bracketed list after a drink's head is still alcohol", (text) => {
    expect(alcohol(text).length).toBeGreaterThan(0);
  });
  const tobacco = (text: string) => contentFacts({ sample_messages: [text] }).filter((f) => f.category === "tobacco-vaping");
  it.each([
    "Vape detectors go into the middle school restrooms this week.",
    "Volunteers: cigarette butt pickup on the beach Saturday at 9.",
    "The tobacco-brown suede loafers are back in size 10.",
  ])("%s: no tobacco or vaping", (text) => {
    expect(tobacco(text)).toEqual([]);
  });
  it.each([
    "Vape flavors restocked: mango and mint.",
    "Cigar night on the patio, Thursday 7pm.",
    "Disposable vapes in stock today, 2 for $30.",
  ])("%s: tobacco or vaping", (text) => {
    expect(tobacco(text)).toHaveLength(1);
  });
  it("any product's name joined by a hyphen to a colour is the colour", () => {
    expect(contentFacts({ sample_messages: ["Our wine-red velvet chairs and champagne-gold lamps are 20% off."] })).toEqual([]);
  });
});

describe("a lottery that allocates places, and a loan already held, are not gambling or lending offered", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "The charter academy lottery for fall seats is drawn Monday; results go to each applicant by email.",
    "Your spot in the community garden plot lottery: check the permit office list Friday.",
    "Housing lottery results for the Elm Court apartments are posted.",
  ])("%s: no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each([
    "Lottery-style drawing for the parking spots is Friday.", "The community garden plot lottery results are posted.",
    "Tenants: the lottery for the two open storage units is Monday.",
  ])("%s: a landlord's or a city's allocation, no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each(["Tonight's lottery jackpot is $80 million.", "Play the lottery at the front counter, Powerball and Mega Millions."])("%s: gambling", (text) => {
    expect(found(text)).toContain("gambling");
  });
  it.each([
    "Reminders for boat-loan and mortgage installment dates on the member's accounts.",
    "We received the lender's payoff statement for the property.",
    "Your car loan and card payment reminders are on for this number.",
  ])("%s: no lending", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each(["Apply for an auto loan payment plan with rates from 5.9%.", "Need a personal loan? Borrow money today."])("%s: lending", (text) => {
    expect(found(text)).toContain("lending");
  });
});

describe("words of a category used for something else: a tax form, a pharmacy's counter, a bank's job title, storage, a stain", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "We got your W-2G from the casino trip, all set for the return.",
    "Bring any W-2G forms: gambling winnings are taxable and losses may be deductible.",
    "Your 1099 and the poker tournament W2G are in the tax folder.",
  ])("%s: a tax matter, no gambling", (text) => {
    expect(found(text)).not.toContain("gambling");
  });
  it.each(["Casino night is back Friday, chips on us!", "Free play at the casino with every shuttle ticket."])("%s: gambling", (text) => {
    expect(found(text)).toContain("gambling");
  });
  it.each([
    "Your prescription is ready at the dispensary counter.",
    "The pharmacist at the dispensary window will call you about your refill.",
    "Pick up your dog's medication at the clinic dispensary by 6.",
  ])("%s: a pharmacy's dispensary, no cannabis", (text) => {
    expect(found(text)).not.toContain("cannabis");
  });
  it.each(["New strains at our dispensary this weekend.", "The dispensary on 5th has 20% off pre-rolls."])("%s: cannabis", (text) => {
    expect(found(text)).toContain("cannabis");
  });
  it.each([
    "You're booked with Alicia Moore, loan officer, Tuesday at 10.",
    "Our mortgage officer can meet you at the branch Thursday.",
    "Our lending officers are out Friday; the lobby is open.",
  ])("%s: a bank's job title, no lending", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each([
    "Your closing with the title company is Friday; the lender will wire funds.", "The lender needs your last two pay stubs by Monday.",
    "Good news: the buyer's lender approved the appraisal.",
  ])("%s: a party to the person's own closing, no lending", (text) => {
    expect(found(text)).not.toContain("lending");
  });
  it.each(["Talk to a lender today.", "As a direct lender we decide the same day."])("%s: lending", (text) => {
    expect(found(text)).toContain("lending");
  });
  it.each(["Apply for a personal loan with our loan officer.", "Talk to our loan officer about a home equity loan."])("%s: lending", (text) => {
    expect(found(text)).toContain("lending");
  });
  it.each([
    "We'd add a 4th mover for the gun safe and the piano.",
    "Gun cabinets and jewelry safes installed in a day.",
    "Free cable gun locks at the police station.",
  ])("%s: storage and locks, no firearms", (text) => {
    expect(found(text)).not.toContain("firearms");
  });
  it.each(["Gun safe and handguns on sale.", "Gun show Saturday at the fairgrounds."])("%s: firearms", (text) => {
    expect(found(text)).toContain("firearms");
  });
  it.each([
    "Red wine stain on a wool sweater: bring it in.",
    "We got the white wine stains out of the tablecloth.",
    "Rosé wine spills come out with our spot treatment.",
  ])("%s: a stain, no alcohol", (text) => {
    expect(found(text)).not.toContain("alcohol");
  });
  it.each(["A glass of red wine with every entree.", "Red wine tasting Friday at 6."])("%s: alcohol", (text) => {
    expect(found(text)).toContain("alcohol");
  });
  it.each([
    "Rifle Creek Trail is closed for repairs.", "Pickup moved to 40 Whiskey Hill Rd. on Friday.", "Detour: Casino Point Road is flooded.",
  ])("%s: a place's name, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
  it.each([
    "Shotgun House Realty: your showing is Tuesday.", "Rum Runner Charters: your fishing trip leaves at 6am.", "Our casino-themed prom is Saturday.",
    "Bourbon-scented candles are back in stock.",
  ])("%s: another trade's name or a theme, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
  it.each(["Whiskey Creek Liquor: 20% off bourbon.", "Casino night Saturday: blackjack and roulette.", "Marijuana Clinic: renew your card today.",
    "Shotgun Academy: clay shooting lessons Saturday."])("%s: content", (text) => {
    expect(found(text).length).toBeGreaterThan(0);
  });
  it.each(["Rifles and whiskey at the Creek Road store.", "rifle creek sale: 20% off all rifles"])("%s: content", (text) => {
    expect(found(text).length).toBeGreaterThan(0);
  });
  it.each([
    "Please confirm your name, date of birth and sex on the intake form.", "We confirm the sex of your kitten at the first visit.",
    "Adult content filters are on for your child's tablet.", "Your hospital escort service ride is at 9am.",
  ])("%s: a record's field, parental controls, a patient's escort: no sexual content", (text) => {
    expect(found(text)).not.toContain("sex");
  });
  it.each(["The best sex of your life starts here.", "Escort service available tonight.", "Adult content, no filters."])("%s: sexual content", (text) => {
    expect(found(text)).toContain("sex");
  });
  it.each([
    "Firearm safety course for hunters, required for your license.", "Firearms safe storage tips from the sheriff's office.",
    "Your pet's THC toxicity test results are ready.",
  ])("%s: safety and a clinic's test, no content", (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe("high-risk financial offers and lead generation, in more wordings", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    ["payday", "Need cash now? Get up to $3,500 today with our refund advance loan."],
    ["payday", "Tax refund anticipation loans in 24 hours."],
    ["payday", "Get an advance on your tax refund before the IRS pays."],
    ["credit-repair", "Bad credit? Our partner erases collections in 30 days."],
    ["credit-repair", "We wipe out your late payments and charge-offs."],
    ["credit-repair", "Our team fixes your credit score before you buy."],
    ["debt-consolidation", "Drowning in debt? We'll consolidate it into your new car payment."],
    ["debt-consolidation", "We roll your debts into a new home loan."],
    ["debt-consolidation", "Rolling it all into your mortgage payment is easy."],
    ["lead-generation", "The insurance agents we work with pay us for each customer who calls them."],
    ["lead-generation", "Movers pay us for every referral we send."],
    ["lead-generation", "Lenders paid us for each buyer last year."],
    ["lead-generation", "Quotes from marine lenders who buy the renter's details from us."],
    ["lead-generation", "Dealers purchase our customer contact info each month."],
    ["lead-generation", "Insurers bought the caller phone numbers last year."],
  ])("%s: %s", (category, text) => {
    expect(found(text)).toContain(category);
  });
  it.each([
    "Your tax refund was deposited today.", "We file early so your refund arrives sooner.",
    "Your collections bin pickup moved to Friday.", "Our art collections are free to visit.",
    "Your car payment is due on the 5th.", "We roll your tires every 5,000 miles.",
    "Customers pay us for each visit at the front desk.", "You pay us for each month you use the locker.",
    "Buy the details kit for your model at the counter.", "You can buy our gift cards online.",
  ])("%s: none of them", (text) => {
    expect(found(text).filter((c) => ["payday", "credit-repair", "debt-consolidation", "lead-generation"].includes(c))).toEqual([]);
  });
});

describe("a prescription medicine offered without the visit or prescription it needs is an illegal sale (CTIA 5.3.1)", () => {
  const found = (text: string) => contentFacts({ sample_messages: [text] }).map((f) => f.category);
  it.each([
    "Reply with your cat's weight and we'll mail amoxicillin, no exam or prescription needed.",
    "Doxycycline for your dog shipped today, without a vet visit or a script.",
    "Order Rimadyl online, no appointment or prescription required.",
    "Tramadol for your senior dog shipped from us, no vet script needed.",
    "Get Rimadyl for your old dog without a vet's prescription.",
  ])("%s: illegal sale", (text) => {
    expect(found(text)).toContain("drugs");
  });
  it.each([
    "Luna's amoxicillin refill is ready at the front desk.",
    "Your dog's Apoquel was sent to the clinic pharmacy; pick it up any time.",
    "No exam needed for nail trims: walk in Saturday.",
    "Flea shampoo in stock, no vet script needed.",
  ])("%s: no illegal sale", (text) => {
    expect(found(text)).not.toContain("drugs");
  });
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

describe("what the texts are about: not a count, a unit of frequency, a manner or an act", () => {
  const box = (words: string) => `The sign-up form has an empty box: "${words} Msg & data rates may apply. Reply HELP for help, STOP to cancel."`;
  const none = [
    // "about" before a count says how many
    "Pinecrest Dental may text me, about 3-5 texts a month.",
    "Yes, Pinecrest Dental can send me messages, about two a month.",
    // the event a count is per
    "Yes, Pinecrest Dental can text me, normally 2 per order.",
    "Pinecrest Dental may text me, one text for each visit.",
    // how the texts are sent, not what about
    "By clicking Join you agree to receive recurring automated texts from Pinecrest Dental, up to 4 a month.",
    // the act of choosing the channel
    "By checking Text, I agree Pinecrest Dental may text this number, about 2 a month.",
  ];
  for (const words of none) {
    it(`none: "${words}"`, () => {
      expect(read({ message_flow: box(words) }).inWording.purpose).toBeUndefined();
    });
  }
  const some = [
    "Pinecrest Dental may text me about my cleaning, about 2 a month.",
    "Text me order updates from Pinecrest Dental, 2 per order.",
    "Pinecrest Dental may text me from its front desk when my crown is ready.",
    "Get Pinecrest Dental supply-run texts, 1 per pickup.",
  ];
  for (const words of some) {
    it(`some: "${words}"`, () => {
      expect(read({ message_flow: box(words) }).inWording.purpose).toBeDefined();
    });
  }
  it("a person texting is no topic, nor is texting a number", () => {
    for (const message_flow of [
      "1) Rider texts the route number to 814-555-0166. Msg & data rates may apply.",
      "Patients text the word SMILE to 55123. They can add a second office by texting another number.",
      "Diner texts the host stand when seated.",
    ]) expect(read({ message_flow }).atOptIn.purpose, message_flow).toBeUndefined();
    expect(read({ message_flow: "Rider texts the route number to get detour alerts." }).atOptIn.purpose).toBeDefined();
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

describe("the brand's own side starting a conversation is not the customer writing first", () => {
  for (const message_flow of [
    "Customer care starts a text conversation with every shopper whose order has a problem.",
    "Our team begins a chat with each new client after the first visit.",
    "The front desk always initiates the thread the day before a visit.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).optIn.customerInitiated).toBeUndefined();
    });
  }
  it("the customer starting it still is", () => {
    expect(read({ message_flow: "Customers start the conversation by texting our number." }).optIn.customerInitiated).toBeDefined();
    expect(read({ message_flow: "Each patient starts a chat from the link on our website." }).optIn.customerInitiated).toBeDefined();
  });
});

describe("an offer keeps its kind whatever adjective goes before it", () => {
  for (const label of ["Send me seasonal promotions by text.", "Text me exclusive deals.", "Yes, text me weekly specials."]) {
    it(label, () => {
      const k = read({ message_flow: `An empty box: "${label} About 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to quit."` })
        .consentKinds[0];
      expect(k?.promotional).toBeDefined();
    });
  }
});

describe("consent required for an entry, or for what is got only after joining", () => {
  for (const message_flow of [
    "At shows our tablet has a box \"text me specials\". You have to tick it to be entered in our free raffle.",
    "Entrants must check the SMS box to be entered in the prize drawing.",
    "Subscribers get member pricing only after joining our text list.",
    "You unlock the bundle price only if you sign up for our texts.",
    "Members receive the discount only once they text JOIN to 55123.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).scope.condition).toBeDefined();
    });
  }
  for (const message_flow of [
    "Members get texts only after they sign up on the website.",
    "You get a confirmation only after you opt in.",
    "To enter the giveaway, text WIN to 55123.",
    "Ticking the box is optional; everyone is entered in the raffle.",
  ]) {
    it(`not: ${message_flow}`, () => {
      expect(read({ message_flow }).scope.condition).toBeUndefined();
    });
  }
});

describe("numbers of people the giver knows", () => {
  for (const message_flow of [
    "Text ROCK plus the numbers of three friends to 216-555-0145 and you all get entered.",
    "Parents can add the cell numbers of their family members on the form.",
    "Members share the numbers of coworkers who might like our alerts.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).provenance.referred).toBeDefined();
    });
  }
  for (const message_flow of [
    "We report the number of friends who joined each month.",
    "Staff keep the numbers of our members in the system.",
    "Friends can text JOIN to 55123 from their own phones.",
  ]) {
    it(`not: ${message_flow}`, () => {
      expect(read({ message_flow }).provenance.referred).toBeUndefined();
    });
  }
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

describe("records taken over from someone else", () => {
  for (const message_flow of [
    "When Dr. Hale retired we took over his patient files and now text his patients.",
    "We took over their client records when the agency closed.",
    "Since taking over its member roster, we text the old gym's members.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).provenance.inherited).toBeDefined();
    });
  }
  it("not: taking over a task", () => {
    expect(read({ message_flow: "Our front desk took over the reminder calls and now texts patients who opted in online." }).provenance.inherited)
      .toBeUndefined();
  });
});

describe("numbers from papers kept for something else, or handed over by agents", () => {
  it("numbers loaded from applications, tickets or invoices", () => {
    for (const message_flow of [
      "We load the cell numbers from residents' rental applications into the texting system at move-in.",
      "Staff import the phone numbers from old service tickets into our SMS tool.",
      "Each month we upload mobile numbers out of paid invoices into the alerts platform.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    expect(read({ message_flow: "We load the numbers from the text sign-up form into the texting system." }).provenance.bought).toBeUndefined();
  });
  it("agents handing over their buyers' numbers", () => {
    for (const message_flow of [
      "Real estate agents we partner with send us their buyers' names and mobile numbers each week.",
      "Insurance agents pass us the contact list of their clients.",
      "Two agents share their client numbers with us every month.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    expect(read({ message_flow: "Our agents send us a note when a client asks for texts." }).provenance.referred).toBeUndefined();
  });
  it("a customer list that comes with a business bought, however the business is described", () => {
    for (const message_flow of [
      "When a franchisee buys an existing local cleaning business, its customer list comes with the sale.",
      "We acquired a small neighborhood bakery and kept its loyalty list.",
      "After we bought the old downtown shoe store its mailing list came too.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
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

describe("what the texts are about, with who sends them between, or a draw entered", () => {
  for (const words of [
    "I agree to receive texts from my Pinecrest Dental hygienist about cleanings and my questions.",
    "I agree to receive texts from Pinecrest Dental Group about billing.",
    "Text SMILE to 55123 to enter the Pinecrest Dental free whitening drawing.",
  ]) {
    it(words, () => {
      expect(read({ message_flow: `The box reads: "${words} About 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to cancel."` })
        .inWording.purpose).toBeDefined();
    });
  }
});

describe("the brand's own list is not bought, and a keyword texted is consent of its own", () => {
  it("its own roster or directory", () => {
    for (const description of [
      "Shiftwell texts workers on its own roster about open shifts.",
      "We message members listed in our directory who ticked the text box.",
      "The league texts coaches on its own roster.",
    ]) expect(read({ description }).provenance.bought, description).toBeUndefined();
    expect(read({ description: "We text the parents in the PTA directory." }).provenance.bought).toBeDefined();
  });
  it("a packet that shows a keyword to text is no consent folded into its terms", () => {
    for (const message_flow of [
      "The packet says: \"Closing texts: text SVSALERTS to (815) 555-0121. Msg & data rates may apply.\"",
      "The lease packet includes a flyer: \"Building texts: text ALERTS to 55123.\"",
      "Our terms state: \"For reminders, text REMIND to 55123.\"",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeUndefined();
    expect(read({ message_flow: "The lease packet includes permission for us to text residents." }).scope.condition).toBeDefined();
  });
});

describe("consent required, ticked in advance, or given by one act with the terms", () => {
  it("having to sign up for the texts to get something else", () => {
    for (const message_flow of [
      "To get a loyalty card you have to sign up for our deal texts at the kiosk.",
      "Renters must join the text list to get the online rate.",
      "You need to subscribe to our sale texts to receive the coupon book.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
    expect(read({ message_flow: "You have to sign up at the kiosk to get texts about your wash." }).scope.condition).toBeUndefined();
    expect(read({ message_flow: "You have to sign the rental form to get a locker key." }).scope.condition).toBeUndefined();
  });
  it("a box that comes, starts or loads checked", () => {
    for (const message_flow of [
      "The box \"Send me billing texts\" comes checked; members who leave it are enrolled.",
      "In the app the text toggle starts on for every new member.",
      "The SMS option loads selected on the checkout page.",
    ]) expect(read({ message_flow }).scope.preChecked, message_flow).toBeDefined();
    expect(read({ message_flow: "The SMS box starts unchecked and members tick it themselves." }).scope.preChecked).toBeUndefined();
  });
  it("one act that covers the terms and the texts", () => {
    for (const message_flow of [
      "One signature covers the agreement and the texts.",
      "A single tick accepts the terms of service and the text alerts.",
      "The same checkbox covers our policy and SMS reminders.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
    expect(read({ message_flow: "One tick covers the texts; the terms are accepted on another page." }).scope.condition).toBeUndefined();
  });
});

describe("numbers handed over, put in by another, or given for friends", () => {
  it("anyone's numbers put in or handed on by another party", () => {
    for (const message_flow of [
      "When a business subscribes, its admin uploads the phone numbers of all employees and managers.",
      "Partner churches send Pinecrest Dental the phone numbers of their members each quarter.",
      "Area hospitals send Pinecrest Dental the contact lists of patients' family members.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "We upload the phone numbers of all patients who ticked the text box.",
      "Patients enter their own phone numbers on the form.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeUndefined();
  });
  it("friends' numbers texted or sent in, and a list shared with the brand by others", () => {
    for (const message_flow of [
      "Text us 3 friends' cell numbers for bonus guesses.",
      "Send us your friends' numbers and we'll invite them.",
      "Players can text two friends numbers for extra entries.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "Our list includes the supporter list shared with us by an allied campaign.",
      "The numbers were passed to us by the previous owner's agency.",
      "A donor database given to us by a partner charity is added each spring.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "Supporters share the sign-up link with friends, who join on their own." }).provenance.referred).toBeUndefined();
  });
  it("a question asked at the desk, quoted", () => {
    for (const message_flow of [
      "At checkout the front desk asks each patient, \"Can we text you our specials?\"",
      "Our receptionist asks every patient: \"Want recall texts?\"",
      "The receptionist asks callers “Would you like a text reminder?”",
    ]) expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
  });
});

describe("a mark already in the box", () => {
  for (const message_flow of [
    "The account form's text box is printed with the X already in it; cross it out if you don't want texts.",
    "On the slip the check mark is already there for every member.",
    "The tick is already made on the paper form when members receive it.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).scope.preChecked).toBeDefined();
    });
  }
  it("not: a mark the person makes", () => {
    expect(read({ message_flow: "Members put an X in the text box if they want texts; it is empty when printed." }).scope.preChecked).toBeUndefined();
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

describe("a spoken yes from one person, and staff speaking with people", () => {
  for (const message_flow of [
    "Tellers enter the mobile number in the member profile if the member says sure.",
    "The host adds the number once a guest says yes.",
    "Our crews talk to neighbors while they work and add interested ones to the list.",
    "Agents speak with each caller about reminder texts.",
  ]) {
    it(message_flow, () => {
      expect(read({ message_flow }).optIn.verbal).toBeDefined();
    });
  }
  it("not: a yes texted, or people talking to each other", () => {
    expect(read({ message_flow: "Members text YES to 55123 to join." }).optIn.verbal).toBeUndefined();
    expect(read({ message_flow: "Parents talk to each other about our reminders and sign up on the website." }).optIn.verbal).toBeUndefined();
  });
});

describe("more of where numbers come from, and who asks", () => {
  it("files bought, and the previous owner's records", () => {
    for (const message_flow of [
      "Pinecrest Dental bought the patient files of the Lake City practice when it closed.",
      "We purchased the client files of a retiring hygienist.",
    ]) expect(read({ message_flow }).provenance.bought, message_flow).toBeDefined();
    for (const message_flow of [
      "When we bought the facility the old owner's software came with every tenant's cell.",
      "We kept the previous owner's contacts and text them reminders.",
      "The former manager's roster is loaded into our texting tool.",
    ]) expect(read({ message_flow }).provenance.inherited, message_flow).toBeDefined();
    expect(read({ message_flow: "The previous owner's logo is still on the sign; patients opt in on our website." }).provenance.inherited)
      .toBeUndefined();
  });
  it("others' people's numbers handed over", () => {
    for (const message_flow of [
      "Breeders we work with hand us their puppy buyers' names and cell numbers.",
      "Coaches send us their players' phone numbers.",
      "Landlords give us their tenants' cell numbers.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    expect(read({ message_flow: "Customers give us their own phone numbers at the desk." }).provenance.referred).toBeUndefined();
  });
  it("others' people's numbers put in by a gerund the tagger takes for a noun", () => {
    for (const message_flow of [
      "The checkout page rewards shoppers for typing their neighbors' phone numbers; we text those neighbors our coupons.",
      "Parents earn a free class by adding their friends' cell numbers on the referral screen.",
      "Members get points for entering their coworkers' mobile numbers in the app.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeDefined();
    for (const message_flow of [
      "Shoppers finish checkout by typing their own phone numbers and ticking the text box.",
      "Parents sign up by adding their mobile number on the class page.",
      "Typing their friends' names in the gift note is optional; only the buyer gets texts.",
    ]) expect(read({ message_flow }).provenance.referred, message_flow).toBeUndefined();
  });
  it("people talking with staff, and staff asking whoever it is", () => {
    for (const message_flow of [
      "Members are enrolled when they talk with a teller and say they'd like reminders.",
      "At check-in the front desk asks campers if they'd like texts.",
      "Our staff ask diners whether they want a text when the table is ready.",
    ]) expect(read({ message_flow }).optIn.verbal, message_flow).toBeDefined();
    expect(read({ message_flow: "The web form asks for a mobile number and has an empty text box." }).optIn.verbal).toBeUndefined();
  });
});

describe("the event the texts are sent on, past an adverb, is what they are about", () => {
  it.each([
    "The switch reads: \"Pinecrest Dental will text you only if a payment fails. Msg & data rates may apply. Reply HELP for help, STOP to end.\"",
    "The box reads: \"Text me just when my aligners are ready. Msg & data rates may apply. Reply HELP for help, STOP to end.\"",
    "The toggle says: \"We'll message you right after a claim is filed. Msg & data rates may apply. Reply HELP for help, STOP to end.\"",
  ])("%s", (message_flow) => {
    const r = read({ message_flow });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeDefined();
  });
});

describe("a fraud alert warns of someone posing as the brand", () => {
  const fraudSample = (s: string) => read({ use_case: "FRAUD_ALERT", sample_messages: [s] }).useCaseFacts.fraudSample;
  it.each([
    "Pinecrest Dental ALERT: emails pretending to be us are asking for card numbers. Do not reply to them.",
    "Pinecrest Dental: callers impersonating our billing team are asking for payment. Hang up and call us.",
    "Pinecrest Dental: a phishing text with our name is going around; we never ask for your password.",
  ])("%s", (s) => expect(fraudSample(s)).toBeDefined());
  it("not: a plain reminder", () => expect(fraudSample("Pinecrest Dental: your cleaning is tomorrow at 9am.")).toBeUndefined());
});

describe("what --explain shows is what a reviewer needs", () => {
  const lines = (c: Partial<CampaignSubject>) =>
    explanationLines(explain({ brand, campaign: { use_case: "MARKETING", ...c } }), (p) => p.join("."));
  it("the place is the sign-up page, not the policy link its words point to", () => {
    const r = read({ message_flow: "Patients tick an empty box at pinecrest.example/join reading \"Text me offers. Privacy: pinecrest.example/privacy\"." });
    expect(r.optIn.place?.words).toBe("pinecrest.example/join");
    const paper = read({ message_flow: "The front desk hands the patient a paper form to sign. Privacy: pinecrest.example/privacy." });
    expect(paper.optIn.place?.words).not.toBe("pinecrest.example/privacy");
  });
  it("a purpose said by a phrase shows the phrase, not its verb", () => {
    const r = read({ message_flow: "An unchecked box reads: \"Yes, send me marketing text messages from Pinecrest Dental with whitening offers. Reply STOP to end.\"" });
    expect(r.inWording.purpose?.words).toMatch(/^send me marketing text messages/);
  });
  it("a category found in several fields is one entry naming the fields", () => {
    const content = lines({
      description: "Pinecrest Dental texts offers on its wine club.",
      sample_messages: ["Pinecrest Dental: wine club pickup this Friday. Reply STOP to end.", "Pinecrest Dental: a new wine arrives. Reply STOP to end.",
        "Pinecrest Dental: wine tasting Sunday. Reply STOP to end.", "Pinecrest Dental: last wine of the year. Reply STOP to end."],
    }).find((l) => l.startsWith("content:"))!;
    expect(content.match(/alcohol/g)).toHaveLength(1);
    expect(content, content).toMatch(/\(description, sample_messages\.0, sample_messages\.1 and 2 more\)/);
  });
});

describe("frequency said as texts sent only on an event, with a verb between", () => {
  it.each(["Only sent when a purchase looks suspicious.", "Texts are just sent if a class is cancelled.", "It only goes out when a storm closes the lot."])(
    "%s", (t) => expect(read({ message_flow: `Members tick the empty box in the portal. ${t}` }).atOptIn.frequency).toBeDefined(),
  );
});

describe("a brand named by its initials in capitals", () => {
  const union: BrandSubject = { ...brand, legal_name: "Warehouse Workers United Local 1188", display_name: "Ironworks Warehouse Organizing Committee" };
  const unnamed = (help_message: string) => new CampaignReadingImpl({ brand: union, campaign: { use_case: "CUSTOMER_CARE", help_message } }).replies.unnamed;
  it("names it", () => {
    expect(unnamed("WWU Local 1188 steward line: (219) 555-0181.")).toEqual([]);
    expect(unnamed("IWOC: call (219) 555-0181.")).toEqual([]);
  });
  it("not: other capitals, or the initials in lower case", () => {
    expect(unnamed("UPS steward line: (219) 555-0181.")).toEqual([["help_message"]]);
    expect(unnamed("wwu steward line: (219) 555-0181.")).toEqual([["help_message"]]);
  });
});

describe("an election named as a date or a place is not campaigning", () => {
  const political = (sample: string, use_case: "MARKETING" | "MIXED" = "MARKETING") => preflight({ brand, campaign: {
    use_case, description: "Pinecrest Dental texts patients about visits and offers.", sample_messages: [sample],
  } }).filter((f) => f.rule === "use-case-samples");
  it("a closure on election day, a union vote's date", () => {
    expect(political("Pinecrest Dental: closed Tuesday (election day, our lobby is a polling place). Reply STOP to end.")).toEqual([]);
    expect(political("Pinecrest Dental: the staff union vote for Mar 14 is in the break room. Reply STOP to end.")).toEqual([]);
  });
  it("still: a vote asked for a candidate", () => {
    expect(political("Pinecrest Dental: vote for Dana Ruiz on Tuesday! Reply STOP to end.")).not.toEqual([]);
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

describe("what the untouched batches showed, read as facts", () => {
  const confirms = (t: string) => read({ opt_out_message: t }).replies.stopConfirms;
  it("a STOP reply that says the texts are discontinued or the chat closed confirms it", () => {
    expect(confirms("Pinecrest Dental: account texts discontinued. Notices continue by mail.")).toBeDefined();
    expect(confirms("Pinecrest Dental support: this text chat is closed. Reach us in the app.")).toBeDefined();
    expect(confirms("Pinecrest Dental: we are closed Sundays.")).toBeUndefined();
  });
  it("show announcements are a kind of text, not a spoken opt-in; an announcement at Mass is", () => {
    expect(read({ message_flow: "A box that starts empty says \"Yes, text me show announcements and ticket deals.\"" }).optIn.verbal).toBeUndefined();
    expect(read({ message_flow: "The pastor makes an announcement at Mass and people text JOIN to 555-0100." }).optIn.verbal).toBeDefined();
  });
  it.each([
    "You'll get 3 quick questions after your trip.",
    "About 4 in August, fewer the rest of the year.",
    "Pinecrest Dental will text you a one-time code when you sign in on a new device.",
  ])("frequency: %s", (t) => expect(read({ message_flow: `Members tick the empty box in the portal. ${t}` }).atOptIn.frequency).toBeDefined());
  it("\"rates may apply\" is no month", () =>
    expect(read({ message_flow: "Members tick the empty box in the portal. Msg & data rates may apply." }).atOptIn.frequency).toBeUndefined());
  it("a vote is what the texts are about", () => {
    const r = read({ message_flow: "Ballot card: \"Vote People's Choice! Text PIE to 555-0100. Msg & data rates may apply. Reply HELP for help, STOP to end.\"" });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeDefined();
  });
});

describe("the untouched batches' rejectable misses, read as facts", () => {
  it("a toggle switched on for every new customer is ticked in advance", () => {
    expect(read({ message_flow: "The portal has an SMS toggle, switched on for every new project. Label: \"Pinecrest Dental texts.\"" }).scope.preChecked).toBeDefined();
    expect(read({ message_flow: "Customers switch on the SMS toggle for every project they want texts about." }).scope.preChecked).toBeUndefined();
  });
  it("a purchase possible only with the box checked is a condition", () => {
    for (const message_flow of [
      "There is a box: \"Text me about my reservation.\" The booking is only possible when this box is checked.",
      "Below the box the Pay button stays grey until the SMS box is ticked.",
    ]) expect(read({ message_flow }).scope.condition, message_flow).toBeDefined();
  });
  it("e-mail and the phone listed with texts are one consent for several channels", () => {
    expect(read({ message_flow: "One box not checked: \"Yes, Pinecrest Dental can send me offers by e-mail, by phone and by text.\"" }).scope.bundled).toBeDefined();
    expect(read({ message_flow: "Patients enter their phone number and tick the box for text reminders." }).scope.bundled).toBeUndefined();
  });
  it("\"text beside the toggle\" is the label's wording, not texts", () => {
    expect(read({ message_flow: "Settings > Alerts, off by default. Text beside the toggle: \"Receive Pinecrest Dental account communications.\"" }).scope.communications).toBeDefined();
  });
  it("a business bought, then its customers moved onto the list", () => {
    expect(read({ message_flow: "When we bought Arctic Air Service, its maintenance customers were moved into the club." }).provenance.bought).toBeDefined();
  });
});

/** A reading checked on wordings of its fact (each must read) and on look-alikes (none may). */
function readsFact(
  what: string, reading: (text: string) => unknown, wordings: readonly string[], lookAlikes: readonly string[],
) {
  it(`reads ${what}, however it is worded`, () => {
    for (const t of wordings) expect(reading(t), t).toBeDefined();
  });
  it(`does not read ${what} in its look-alikes`, () => {
    for (const t of lookAlikes) expect(reading(t), t).toBeUndefined();
  });
}

describe("a charity's one consent for donation requests and notices (Twilio 30548)", () => {
  const box = (words: string) => `Supporters tick an empty box on harborpantry.example/join: "${words} Up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel."`;
  readsFact("appeals and notices named in one box", (words) => solicitationWithNotices(read({ message_flow: box(words) }).optIn.wording), [
    "Send me Harbor Pantry pickup reminders plus giving requests.",
    "I'd like shelter shift changes and donation asks from Harbor Pantry by text.",
    "Yes! Food distribution times and fundraiser news from Harbor Pantry.",
    "Harbor Pantry may text me my delivery status and its year-end appeal.",
  ], [
    // a box for one programme, or a kind that modifies the other's noun
    "Text me Harbor Pantry donation receipts.",
    "Text me Harbor Pantry giving appeals and mission updates.",
    "Text me Harbor Pantry fundraising drives, separate from any pickup reminders.",
    "Harbor Pantry fundraising texts, one per campaign. Privacy Notice applies.",
    "Harbor Pantry pickup reminders, one text per donation drop-off.",
    // (a kind's word inside a name: "Warm Homes Repair Fund", "Pickup Pals Pantry")
    "Text me updates and giving appeals from Warm Homes Repair Fund.",
    "Giving appeals from the Pickup Pals Pantry.",
    "Send me year-end appeals from Harbor Delivery Relief.",
  ]);
});

describe("balances owed to other businesses, collected by the brand, are third-party collection", () => {
  const collection = (description: string) =>
    contentFacts({ description }, ["Pinecrest Dental"]).find((f) => f.category === "debt-collection");
  readsFact("the other businesses as those the money is owed to", collection, [
    "We text members who owe money to other gyms about their overdue accounts.",
    "Reminders about unpaid invoices for clients owing to other law firms.",
    "Patients who owed a balance to another clinic get a past-due bill from us.",
    "We also send overdue account notices for three other landlords and collect the rent for them.",
    "Our office texts past-due balances at two other vet clinics.",
    "Unpaid bills are texted too: four pharmacies hire us to collect.",
  ], [
    // the brand's own unpaid invoices, or thanks owed to others
    "Your unpaid invoice from Pinecrest Dental is due Friday.",
    "We owe thanks to other volunteers for the food drive.",
    "Your past-due balance is listed with your other accounts in the portal.",
  ]);
});

describe("a description that says the texts ask for money", () => {
  readsFact("requests for money named among what is sent", (description) => read({ description }).useCaseFacts.describedSolicitation, [
    "Harbor Pantry texts neighbors pickup times, plus donation requests during the winter drive.",
    "Weekly shelter news and giving appeals for the new kennel wing.",
    "We text supporters our fundraising asks and how many meals were served.",
  ], [
    // a receipt for a gift, a count per gift, or a negation
    "Harbor Pantry texts donors their donation receipts.",
    "Pickup times and closures only; no fundraising on this list.",
    "One confirmation text per donation drop-off at the warehouse.",
  ]);
});

describe("a purpose that only qualifies a word of no subject is none", () => {
  const subject = (description: string) => read({ description }).useCaseFacts.description?.subject;
  it("\"about exciting things\" names no subject, \"about exciting new classes\" does", () => {
    for (const d of ["Pinecrest Dental will text people about exciting things at the office.", "Texts about fun stuff going on.",
      "Pinecrest Dental texts patients about cool happenings."]) expect(subject(d), d).toBe(false);
    expect(subject("Pinecrest Dental texts patients about exciting new whitening offers.")).toBe(true);
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

describe("the use case's facts: what the description, the samples and the brand's names say", () => {
  readsFact("a one-time code the description names", (description) => read({ description }).useCaseFacts.describedCode, [
    "Pinecrest Dental texts patients a verification code when they sign in to the patient portal.",
    "A one-time passcode for each portal login, nothing else.",
    "We send a login code by SMS whenever someone resets their password.",
    // the plural, and a kind of code with a word before it
    "One-time sign-in codes for the Pinecrest Dental patient portal.",
    "Pinecrest Dental sends one-time codes when a patient logs in from a new device.",
    "Verification and security codes for portal logins.",
  ], [
    // a code of another kind: a coupon's, a door's, a confirmation number
    "Pinecrest Dental texts a discount code to patients who refer a friend.",
    "Appointment reminders with the office's door code for after-hours visits.",
  ]);
  readsFact("one recipient's own bill with its amount", (s) => read({ sample_messages: ["City of Alder Falls: water main work on Elm St Monday.", s] }).useCaseFacts.billSample, [
    "City of Alder Falls: your water bill of $61.20 is due 8/15.",
    "City of Alder Falls: your current balance is now past due.",
    "Alder Falls Utilities: your payment amount due is $[amt].",
  ], [
    // a bill the public is told about, or a balance with no amount and not due
    "City of Alder Falls: property tax bills for 2025 go out this week.",
    "City of Alder Falls: your balance can be viewed at alderfalls.example/pay.",
  ]);
  readsFact("a vote, a survey or a question asked", (s) => read({ use_case: "POLLING_VOTING", sample_messages: [s] }).useCaseFacts.pollAsk, [
    "Maple HOA: vote on the new pool hours by Friday. Reply A for 9-9, B for 10-8.",
    "Maple HOA: how did the cleanup go? Reply 1-5.",
    "Maple HOA: take our 2-minute survey at maplehoa.example/s.",
  ], [
    // news with nothing asked
    "Maple HOA: the pool opens Saturday at 10am.",
    "Maple HOA: trash pickup moves to Thursday this week.",
  ]);
  readsFact("a sample that asks for money for a cause", (s) => read({ use_case: "K12_EDUCATION", sample_messages: [s] }).useCaseFacts.donationSample, [
    "Lincoln Elementary PTA: donate $20 to the library fund today!",
    "Lincoln Elementary: give to the field trip fund at lincolnpta.example/give.",
    "Lincoln Elementary: make a gift to our new playground campaign.",
  ], [
    // giving that is not an appeal
    "Lincoln Elementary: we'll give you a $10 credit for the book fair.",
    "Lincoln Elementary: thanks for your donation receipt request; it's in the mail.",
  ]);
  readsFact("campaigning, not a drive's own words", (s) => read({ use_case: "CUSTOMER_CARE", sample_messages: [s] }).useCaseFacts.campaigning, [
    "Vote for Dana Ruiz for Mayor on November 4!",
    "Friends of Dana Ruiz: vote for Dana on Tuesday.",
    "Dana Ruiz for City Council needs you: vote for Dana.",
  ], [
    // a charity's or a shop's own drive, in words a candidate's texts use too (partisan, but not campaigning)
    "Harbor Pantry: donate to our campaign for winter coats.",
    "Lakeside Shop: our campaign for local makers starts Monday.",
  ]);
  it("reads a drive's own words as partisan words all the same", () => {
    expect(read({ sample_messages: ["Harbor Pantry: donate to our campaign for winter coats."] }).useCaseFacts.partisan).toBeDefined();
  });
  const school = (display_name: string, legal_name = display_name) =>
    new CampaignReadingImpl({ brand: { ...brand, display_name, legal_name, vertical: "EDUCATION" }, campaign: { use_case: "K12_EDUCATION" } })
      .useCaseFacts.school;
  readsFact("a school that teaches children, by its name", (n) => school(n).k12, [
    "Lincoln Elementary", "Westside School District", "Cedar Hill Middle School",
  ], ["Ridgeway College", "Summit Academy"]);
  readsFact("a college or university, by its name", (n) => school(n).higher, [
    "Ridgeway College", "Northlake University", "Bay Institute of Technology",
  ], ["Ridgeway College Prep", "Lincoln Elementary", "Summit Preparatory College"]);
  it("reads the school from the legal name as from the display name, with the name's words", () => {
    expect(school("Ridgeway", "Ridgeway Community College").higher).toMatchObject({ path: ["brand", "legal_name"], words: "College" });
    expect(school("Lincoln Elementary", "Lincoln Elementary PTO").k12).toMatchObject({ path: ["brand", "display_name"], words: "Elementary" });
  });
});

describe("the opt-in's age check: a date of birth entered, or a yes/no question", () => {
  const age = (message_flow: string) => read({ use_case: "MARKETING", age_gated: true, message_flow }).optIn.ageCheck;
  readsFact("a date of birth entered", (f) => age(f).dateOfBirth, [
    "Guests join on cellarclub.example/text, enter their date of birth (MM/DD/YYYY) and tick the SMS box.",
    "At the register, staff key in the customer's birth date from their ID before adding the number.",
    "The sign-up form asks for month, day and year of birth; under-21s are turned away.",
  ], [
    // an age asked as yes or no, or a birthday only as a treat
    "Guests tick a box confirming they are 21 or older, then tick the SMS box.",
    "Guests join on cellarclub.example/text and tick the SMS box.",
  ]);
  readsFact("an age asked as yes or no", (f) => age(f).yesNo, [
    "The form asks \"Are you 21 or older?\" before the SMS box.",
    "Guests tick a box confirming they are of legal drinking age.",
    "Staff confirm that they are 21+ by asking, then add the number.",
  ], [
    // a date of birth entered, or no age at all
    "Guests enter their date of birth (MM/DD/YYYY) before the SMS box.",
    "Guests tick the SMS box on cellarclub.example/text.",
  ]);
  it("keeps the words of the check", () => {
    expect(age("Guests enter their DOB at cellarclub.example/text.").dateOfBirth?.words).toBe("DOB");
    expect(age("Guests are asked: Are you 21 or older? Then they tick the SMS box.").yesNo).toMatchObject({ path: ["message_flow"], words: "Are you 21" });
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

describe("the web opt-in's address is the sign-up page, never the policies' page", () => {
  const address = (message_flow: string) => read({ message_flow }).optIn.webAddress;
  readsFact("the address of the page people sign up on", address, [
    "Patients tick the SMS box on pinecrest.example/reminders. Privacy: pinecrest.example/privacy.",
    "Sign up at https://pinecrest.example/text (terms at pinecrest.example/terms).",
    "Privacy & terms: pinecrest.example/legal. The booking page, pinecrest.example/book, has the unticked SMS box.",
  ], [
    // only the policies linked, by their address or by their label
    "Patients tick the SMS box when booking online. Privacy policy: https://pinecrest.example/privacy.",
    "Patients tick the SMS box when booking online; see pinecrest.example/terms-of-service.",
    "Patients tick the SMS box when booking online. Privacy & terms: pinecrest.example/sms.",
  ]);
  it("keeps the sign-up page, not the policy link before it", () => {
    expect(address("Terms: pinecrest.example/terms. Patients sign up at pinecrest.example/join.")).toBe("pinecrest.example/join");
  });
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

describe("what the campaign says it does: requests or numbers passed on to others", () => {
  const shared = (description: string, sample = "Northfield Roofing: your estimate is ready.") =>
    read({ description, sample_messages: [sample] }).leadSharing;
  readsFact("a request passed on", shared, [
    "Homeowners text us about repairs and we share their request with up to 3 local contractors.",
    "We pass your number to trusted partner lenders who can quote you a rate.",
    "Northfield Roofing forwards each inquiry to participating installers in your area.",
  ], [
    // the brand's own messages to its customers, or a negation
    "Northfield Roofing texts its customers estimates and appointment reminders.",
    "We never share your number with partners or third parties.",
  ]);
  it("reads it in a sample, at the sample", () => {
    expect(shared("Northfield Roofing texts estimates.", "Northfield Roofing: we've sent your request to 3 local contractors.")?.path)
      .toEqual(["sample_messages", 0]);
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

describe("a program that gives no privacy policy or terms anywhere", () => {
  const findings = (flow: string, urls: Partial<CampaignSubject>) => preflight({ brand, campaign: {
    use_case: "ACCOUNT_NOTIFICATION", message_flow: flow, privacy_policy_url: null, terms_url: null, ...urls,
  } }).filter((f) => f.rule === "privacy-policy");
  const withheld = [
    "At the front desk patients sign a paper form with an empty box \"Text me visit reminders\". The form has no privacy link.",
    "Checkout step 2 has a blank box: \"Text me order updates\". There's no link to terms or privacy on that step.",
    "Members text JOIN to 555-0100 as the poster says. No terms or privacy are mentioned anywhere.",
  ];
  it("is found where the flow says none is shown and none is registered, whatever the route", () => {
    for (const flow of withheld) expect(findings(flow, {}), flow).toHaveLength(1);
  });
  it("is not found where a policy or terms are registered", () => {
    for (const flow of withheld) {
      expect(findings(flow, { privacy_policy_url: "https://pinecrest.example/privacy" }), flow).toEqual([]);
      expect(findings(flow, { terms_url: "https://pinecrest.example/terms" }), flow).toEqual([]);
    }
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

describe("being kept in the loop or informed names no channel (Twilio 30551)", () => {
  const communications = (words: string) => read({
    message_flow: `Shoppers tick an empty box next to the phone field on pinecrest.example/join: "${words} About 2 a month. ` +
      "Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"",
  }).scope.communications;
  it("a box that asks only to be kept in the loop or informed is consent to messages in general", () => {
    for (const words of ["YES, keep me in the loop with Pinecrest Dental offers and new services.",
      "Keep me informed about Pinecrest Dental specials.", "Yes! I want to stay in the loop on Pinecrest Dental whitening deals."]) {
      expect(communications(words), words).toBeDefined();
    }
  });
  it("staying in touch, by no channel named, is consent to messages in general; an address's \"text\" names no channel", () => {
    for (const words of ["Yes, Pinecrest Dental can stay in touch with me about whitening deals.",
      "Keep in touch with me about Pinecrest Dental specials.", "I'd like Pinecrest Dental to keep in touch about my plan."]) {
      expect(communications(words), words).toBeDefined();
    }
    const onAir = read({ message_flow: "On air, hosts read: \"Leave your number at pinecrest.example/stay and Pinecrest Dental will stay in " +
      "touch about checkups, about 2 a month. Message and data rates may apply. HELP for help, STOP to cancel.\" Details at pinecrest.example/text." });
    expect(onAir.scope.communications).toBeDefined();
    for (const words of ["Pinecrest Dental will stay in touch by text about whitening deals.", "Keep in touch with me by SMS, Pinecrest Dental."]) {
      expect(communications(words), words).toBeUndefined();
    }
  });
  it("not: the same words that name texts", () => {
    for (const words of ["YES, keep me in the loop with Pinecrest Dental offers by text.",
      "Text me to keep me informed about Pinecrest Dental specials.", "Yes! Keep me in the loop with SMS deals from Pinecrest Dental."]) {
      expect(communications(words), words).toBeUndefined();
    }
  });
});

describe("a word for texts in a menu path names the screen, not what its box consents to (Twilio 30551)", () => {
  const communications = (flow: string) => read({ message_flow: flow }).scope.communications;
  it("a box asking for notifications in general, on a screen reached by a path through \"Text alerts\"", () => {
    for (const flow of [
      "Same Profile > Text alerts page, separate box: \"Send me security notifications about my Pinecrest account. HELP for help, STOP to stop.\"",
      "Under Settings > SMS > Preferences, a box reads: \"Keep me informed about my Pinecrest claims.\"",
      "Members open Account > Text messages, where a switch says: \"Send me notifications about my plan.\"",
    ]) expect(communications(flow), flow).toBeDefined();
  });
  it("not: the box's own words name texts", () => {
    for (const flow of [
      "Same Profile > Text alerts page, separate box: \"Text me security notifications about my Pinecrest account. STOP to stop.\"",
      "Under Settings > Notifications, a box reads: \"Send me SMS updates about my Pinecrest claims.\"",
    ]) expect(communications(flow), flow).toBeUndefined();
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

describe("a government is named by its place", () => {
  it("finds City of X, County of X and Town of X by the place's name as written", () => {
    expect(namesAny("Yes, text me Marlow Springs Parks & Rec news.", ["City of Marlow Springs"])).toBe(true);
    expect(namesAny("Dunmore tax reminders: 2 texts a year.", ["County of Dunmore"])).toBe(true);
    expect(namesAny("Port Hollis Harbor alerts by text.", ["Town of Port Hollis"])).toBe(true);
  });
  it("not: the place's words uncapitalized, or a company whose name only has an 'of'", () => {
    expect(namesAny("We hope you enjoy the park.", ["Town of Hope"])).toBe(false);
    expect(namesAny("Texts from Springs Dental.", ["City of Marlow Springs"])).toBe(false);
    expect(namesAny("Our Lady parish news.", ["Bank of Our Lady"])).toBe(false);
  });
});

describe("a brand is named by the words after its first, the kind of business", () => {
  it("finds Taqueria La Palapa as La Palapa, Trattoria Nonna Lucia as Nonna Lucia, Café Bella Vista as Bella Vista", () => {
    expect(namesAny("You agreed to order texts from La Palapa, 1-3 per order.", ["Taqueria La Palapa", "Taqueria La Palapa LLC"])).toBe(true);
    expect(namesAny("Nonna Lucia supper club: next dinner Friday.", ["Trattoria Nonna Lucia"])).toBe(true);
    expect(namesAny("Text me Bella Vista specials.", ["Cafe Bella Vista Inc."])).toBe(true);
  });
  it("not: those words uncapitalized, one of them alone, or a name of two words by its last", () => {
    expect(namesAny("We sat under a palapa by la playa.", ["Taqueria La Palapa"])).toBe(false);
    expect(namesAny("Ask Lucia at the desk.", ["Trattoria Nonna Lucia"])).toBe(false);
    expect(namesAny("Haven texts for cat owners.", ["Whisker Haven"])).toBe(false);
    expect(namesAny("Texts from Springs Parks.", ["City of Marlow Springs Parks"])).toBe(false);
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

describe("the texts timed to each occurrence of an event say what they are about", () => {
  const box = (words: string) => `Picking Text on the order form shows: "${words} Msg & data rates may apply. Reply HELP for help, STOP to opt out."`;
  it.each([
    "Harlow Couriers will text you each time your parcel changes hands, 3-4 texts per order.",
    "We'll message you every time a part for your repair arrives, about 2 texts per repair.",
    "Birch Vet will text you each time your pet's lab results come in, one text per result.",
  ])("%s", (words) => {
    const r = read({ message_flow: box(words) });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeDefined();
  });
  it.each([
    "Harlow Couriers will text you each time, 3-4 texts per order.",
    "We'll message you every time slot we have, about 2 texts a week.",
  ])("look-alike, no event: %s", (words) => {
    const r = read({ message_flow: box(words) });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
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

describe("the consent's words say what the texts are about by the question of place or time they answer", () => {
  const sign = (words: string) => `The truck's side reads: "${words} About 5 texts a week. Msg & data rates may apply. Text HELP for help, STOP to stop."`;
  it.each([
    "Where are we today? Text TACO to (210) 555-0176.",
    "When's the next bake drop? Text DROP to 71234.",
    "Where's the food truck parked? Text WHERE to 503-555-0190 from Pinecrest Dental.",
  ])("%s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeDefined());
  it.each([
    "What are you waiting for? Text TACO to (210) 555-0176.",
    "Where are we today? Ask at the window.",
    "Text TACO to (210) 555-0176. Questions? Text HELP.",
  ])("look-alike: %s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeUndefined());
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

describe("a person named by its article before \"texts\" is who texts, not what about", () => {
  const flow = (after: string) => `Members renew at pinecrest.example/renew; the form has an empty checkbox: "Sign me up for Pinecrest Dental texts, usually 2 to 8 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out." ${after}`;
  it.each([
    "The club captain texts only members who ticked it.",
    "Our office manager messages everyone who ticked it.",
    "The front desk texts them from the office line.",
  ])("%s", (after) => {
    const r = read({ message_flow: flow(after) });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
  });
  it.each([
    "The appointment texts only go to members who ticked it.",
    "The shift texts only cover weekend shifts.",
  ])("look-alike, a kind of texts: %s", (after) => {
    const r = read({ message_flow: flow(after) });
    expect(r.atOptIn.purpose).toBeDefined();
  });
});

describe("a \"text club\" is the program's name, not what its texts are about", () => {
  const magnet = (words: string) => `Our fridge magnet reads: "${words} 1-2 msgs/month. Msg & data rates may apply. HELP for help, STOP to cancel."`;
  it.each([
    "Text OFFER to 71234 to join the Pinecrest Dental text club.",
    "Join our SMS club: text JOIN to 71234.",
    "Pinecrest Dental has a txt club: text SMILE to 71234 to join.",
  ])("%s", (words) => {
    const r = read({ message_flow: magnet(words) });
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
  });
  it.each([
    "Text OFFER to 71234 to join the Pinecrest Dental VIP club.",
    "Text OFFER to 71234 to join our text club for whitening deals.",
  ])("look-alike, a kind said: %s", (words) => expect(read({ message_flow: magnet(words) }).inWording.purpose).toBeDefined());
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
