// What the consent covers (reading/scope.ts, conditions.ts, consent.ts): consent as an act, in its own clause, as a
// condition, in terms, pre-checked, for other channels or "communications", against what the campaign sends.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { type CampaignSubject, preflight } from "../../../schema/preflight";
import { CampaignReadingImpl } from "../../../schema/preflight/reading";
import { solicitationWithNotices } from "../../../schema/preflight/reading/useCase";
import { brand, read, readsFact } from "../readingSubject";

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
      "Send me Pinecrest Dental feedback requests.", "Text me the Pinecrest Dental ballot for the new office hours.",
      "Pinecrest Dental will send me one ballot and its results.", "Send me Pinecrest Dental's ballot on the next charity we support."]) {
      expect(kind("POLLING_VOTING", box(words))).toHaveLength(0);
    }
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
    // (a donation of blood or plasma is a visit, not money asked: eligibility and appointments are one programme)
    "Text me Valley Blood appointment reminders and when I can donate again.",
    "Send me plasma visit reminders and a note when I'm eligible to give again.",
    "Valley Center may text me my platelet donation appointments and when the next donation opens.",
  ]);
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

describe("a control that arrives on, whatever verb brings it, and on for every person", () => {
  readsFact("pre-checked", (f) => read({ message_flow: f }).scope.preChecked, [
    "The packet's text line is pre-marked \"Text me return updates\"; clients cross it out to decline.",
    "The app's News card has a checkbox that ships checked: \"Text me game news and offers\".",
    "Booking alerts by text are now on for every guest with a phone on file; guests can switch them off in Settings.",
  ], [
    // a box the person ticks, a number filled in for them, a time that comes on a day
    "The checkbox starts empty and the player ticks it to get news texts.",
    "The phone field comes pre-filled from the account; the text box is empty until the guest ticks it.",
    "Reminders are on for the day before every appointment, for patients who ticked the text box.",
  ]);
});

describe("a gift's receipt is the giving's own text, not a notice beside the appeals (IRS Publication 1771)", () => {
  const box = (words: string) => `Supporters tick an empty box on harborpantry.example/join: "${words} Up to 4 msgs/mo. Msg & data rates may apply. Reply HELP for help, STOP to cancel."`;
  readsFact("appeals and account notices in one box", (words) => solicitationWithNotices(read({ message_flow: box(words) }).optIn.wording), [
    "Text me my pickup reminders and Harbor Pantry giving news.",
    "Harbor Pantry may text me volunteer shift changes and fundraising drives.",
    "Send me my delivery status, my receipt and Harbor Pantry donation appeals.",
  ], [
    "Text me my receipt and Harbor Pantry giving news.",
    "Harbor Pantry may text me fundraising drives and an acknowledgment when I give.",
    "Send me Harbor Pantry donation appeals and a tax receipt for each gift.",
  ]);
});

describe("consent folded into terms, and a form of its own beside them", () => {
  const inTerms = (message_flow: string) => read({ message_flow }).scope.condition;
  it("a text form separate from the lease, the contract or the terms is a consent of its own", () => {
    for (const flow of [
      "The lease packet includes a one-page text form, separate from the lease, where residents may tick \"Text me work orders\".",
      "The contract includes a separate sheet, apart from the contract, with an empty box: \"Text me job updates\".",
      "The membership agreement includes a text consent card that is separate from the agreement; members tick it if they want texts.",
    ]) expect(inTerms(flow), flow).toBeUndefined();
  });
  it("a packet that holds a card or a flyer of its own, whose words follow, holds a sign-up, not the packet's consent", () => {
    for (const flow of [
      "Each guest's welcome packet includes a card: \"Want the shuttle times by text? Text SHUTTLE to 555-0100.\"",
      "The closing paperwork includes a flyer: \"Get move-in reminders by text, reply YES to 555-0100 to join.\"",
      "The enrollment packet includes an insert that reads \"Text me bus delays\"; families fill it in only if they want texts.",
      "The service contract includes a notices section: by signing, the homeowner agrees to the payment schedule. Texts are a separate, optional box.",
    ]) expect(inTerms(flow), flow).toBeUndefined();
  });
  it("still: the lease itself includes the permission, with no form of its own", () => {
    for (const flow of [
      "The lease includes a clause that residents agree to receive texts about maintenance.",
      "Our contract includes permission to text clients about their jobs.",
      "The rental packet includes a clause: renters agree to get pickup texts.",
      "The member agreement includes consent to texts about a card the member orders.",
      // (past a part of the document named before a colon)
      "The service contract includes a notices section: by signing, the homeowner agrees that Acme Roofing may text them.",
      "Our rental agreement contains a short paragraph on contact: by initialing it, the renter allows Acme to send texts.",
      "The enrollment agreement includes a communications clause: by signing it, each family agrees that the school may text.",
    ]) expect(inTerms(flow), flow).toBeDefined();
  });
});

describe("a page named by its signing up is a web form whose fields the flow lists (Bandwidth 2139)", () => {
  it.each([
    "Same recall signup page (it asks for name, street address and email only), with an unticked box: \"Text me recall reminders.\"",
    "Our sign-up page asks for name, email and date of birth; a separate unticked box reads \"Pinecrest Dental may text me.\"",
    "The registration page asks for name, email and date of birth, with an empty SMS box below.",
  ])("%s", (message_flow) => expect(read({ message_flow }).optIn.formWithoutPhone).toBeDefined());
  it.each([
    "Same recall signup page (it asks for name, email and mobile number), with an unticked box: \"Text me recall reminders.\"",
    "Page 2 of the paper packet asks for name, address and insurance ID, and has an empty SMS box.",
  ])("look-alike: %s", (message_flow) => expect(read({ message_flow }).optIn.formWithoutPhone).toBeUndefined());
});

describe("consent to be contacted, the messages named only by how many, is consent to communications (Twilio 30551)", () => {
  const line = (words: string) => read({ message_flow: `Patients sign the loaner sheet, which has a separate unticked line: "${words} Msg & data rates may apply. Reply HELP for help, STOP to stop."` });
  it.each([
    "OK for Pinecrest Dental to contact me about my crown: fittings, pickup, lab updates. A few messages while it is at the lab.",
    "Pinecrest Dental may contact me about my aligners. About 2 messages a month.",
    "Yes, keep me in the loop on my treatment plan. 1-3 msgs per visit.",
  ])("%s", (words) => expect(line(words).scope.communications).toBeDefined());
  it.each([
    "OK for Pinecrest Dental to text me about my crown. A few messages while it is at the lab.",
    "Pinecrest Dental may contact me about my aligners. About 2 texts a month.",
  ])("look-alike, texts named: %s", (words) => expect(line(words).scope.communications).toBeUndefined());
});

describe("joining a waitlist or a membership said to mean agreeing to the texts (Twilio 30831)", () => {
  const condition = (message_flow: string) => read({ message_flow }).scope.condition;
  readsFact("consent presumed from joining something sought for its own sake", condition, [
    "Joining the waitlist means you agree to get Harbor Dental offers by text.",
    "Signing up for a membership counts as a yes to our text deals.",
    "Joining our waitlist for fall classes means you accept promo texts from the studio.",
  ], [
    "Joining the text list means you agree to get Harbor Dental offers by text.",
    "Joining the waitlist means you'll hear from us by email when a spot opens.",
    "Joining the waitlist is free; a separate unticked box asks if we may text you when a spot opens.",
  ]);
});
