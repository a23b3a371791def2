// What the texts are about and whose they are (reading/disclosed.ts): the purpose read from what is texted and for what,
// the brand named as people write it.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { type BrandSubject, preflight } from "../../../schema/preflight";
import { CampaignReadingImpl } from "../../../schema/preflight/reading";
import { brand, read } from "../readingSubject";
import { namesAny } from "../../../schema/preflight/text";

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

describe("a purpose that only qualifies a word of no subject is none", () => {
  const subject = (description: string) => read({ description }).useCaseFacts.description?.subject;
  it("\"about exciting things\" names no subject, \"about exciting new classes\" does", () => {
    for (const d of ["Pinecrest Dental will text people about exciting things at the office.", "Texts about fun stuff going on.",
      "Pinecrest Dental texts patients about cool happenings."]) expect(subject(d), d).toBe(false);
    expect(subject("Pinecrest Dental texts patients about exciting new whitening offers.")).toBe(true);
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

// (a survey's purpose is the question it asks: Twilio 30544 asks the consent for what the texts are about)
describe("a survey's texts said by what they ask, or counted before what they are", () => {
  for (const flow of [
    "At pickup staff ask: \"May we send one short text from Pinecrest Dental asking how the new crown feels? Msg & data rates may apply. Reply STOP to stop.\"",
    "Patients tick an empty box: \"I'd like a message inviting me to rate my hygienist. Msg & data rates may apply. Reply STOP to stop, HELP for help.\"",
    "The sign-up sheet reads: \"Text me two comfort questions after each procedure. Msg & data rates may apply. Reply STOP to stop, HELP for help.\"",
  ]) {
    it(`"${flow}"`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeDefined();
    });
  }
  it("not: a count's unit, a confirmation asking for the yes, or asking for a text", () => {
    for (const flow of [
      "Patients tick an empty box: \"Text me 2 times a month from Pinecrest Dental. Msg & data rates may apply. Reply STOP to stop.\"",
      "Patients give their number and get a confirmation text asking them to reply YES. Msg & data rates may apply.",
      "Staff ask at the desk before sending a text. Msg & data rates may apply, reply STOP to stop.",
    ]) {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeUndefined();
    }
  });
});

// (Twilio 30544: a count of the texts per event says how often, not what the texts are about)
describe("a count of texts before each event is no purpose", () => {
  it("not: the count and its event alone", () => {
    for (const flow of [
      "A card says: \"Stay in touch! Text SMILE to 55123 to hear from Pinecrest Dental, 1-2 texts after each visit. Msg & data rates may apply. Reply STOP to stop.\"",
      "Tick the box: \"Keep me posted by Pinecrest Dental. 2 messages before every cleaning. Msg & data rates may apply. Reply STOP to stop.\"",
      "The sign reads: \"Text SMILE to 55123, 3 texts after each treatment. Msg & data rates may apply. Reply STOP to stop.\"",
    ]) {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeUndefined();
    }
  });
  it("still a purpose: the event of the person's own after the texts", () => {
    for (const flow of [
      "Tick the box: \"Pinecrest Dental will send a text when my crown is ready. Msg & data rates may apply. Reply STOP to stop.\"",
      "Tick the box: \"Send me 2 texts when my aligners ship. Msg & data rates may apply. Reply STOP to stop.\"",
      "Tick the box: \"Text me when my appointment is near. Msg & data rates may apply. Reply STOP to stop.\"",
    ]) {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeDefined();
    }
  });
});

describe("what is texted, past a word of how often or how that modifies it", () => {
  for (const flow of [
    "The switch reads \"Text me my weekly brushing report\". Msg & data rates may apply. Reply STOP to stop.",
    "The box reads \"Send me quick crown updates from Pinecrest Dental\". Msg & data rates may apply. Reply STOP to stop.",
    "The box reads \"Text me monthly hygiene tips\". Msg & data rates may apply. Reply STOP to stop.",
  ]) {
    it(`"${flow}"`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeDefined();
    });
  }
  it("not: the word of how often alone", () => {
    for (const flow of [
      "The box reads \"Text me weekly\". Msg & data rates may apply. Reply STOP to stop.",
      "The box reads \"Send me quick texts\". Msg & data rates may apply. Reply STOP to stop.",
    ]) {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeUndefined();
    }
  });
});

// (Twilio 30544: what the texts are about, said as the notice and the event it comes with, or as warnings of something)
describe("a notice named by its event, or warnings of something, in the consent's words", () => {
  for (const flow of [
    "A sign says: \"Want a heads-up when whitening kits are back? Text SMILE to 55123. Reply STOP to quit.\"",
    "The card says: \"Get a nudge if your retainer check is overdue. Text SMILE to 55123. Reply STOP to quit.\"",
    "The magnet says: \"Storm warnings from Pinecrest Dental: text SMILE to 55123. Reply STOP to quit.\"",
  ]) {
    it(`"${flow}"`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeDefined();
    });
  }
  it("not: a notice with no event, or a warning given about something else", () => {
    for (const flow of [
      "A sign says: \"Want a heads-up? Text SMILE to 55123. Reply STOP to quit.\"",
      "A sign says: \"No warnings, just texts. Text SMILE to 55123. Reply STOP to quit.\"",
      "A sign says: \"Text SMILE to 55123 when you like. Reply STOP to quit.\"",
    ]) {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose ?? r.atOptIn.purpose, flow).toBeUndefined();
    }
  });
});

describe("what the texts are about is not read from the words around it: a count's event, the opt-out, a screen, a page, who texts", () => {
  const box = (words: string) =>
    read({ message_flow: `Patients tick an empty box at pinecrest.example/book that reads "${words} Msg & data rates may apply. Reply HELP for help, STOP to opt out."` });
  const stopBox = (words: string) =>
    read({ message_flow: `Patients tick an empty box at pinecrest.example/book that reads "Pinecrest Dental may text me, 2 a month. Msg & data rates may apply. ${words}"` });
  // the event a count of the texts is per: how often, not what about (Twilio 30544 asks what they are about)
  for (const words of [
    "Yes, Pinecrest Dental may text me - about 3 texts for a typical treatment.",
    "Pinecrest Dental can send me two messages for the whole treatment plan.",
    "Texts from Pinecrest Dental, around 5 texts for your course of care.",
  ]) it(`not the event a count is per: "${words}"`, () => expect(box(words).inWording.purpose).toBeUndefined());
  it("still: what the texts are for, with or without a count", () => {
    expect(box("Pinecrest Dental may text me 2 texts for appointment reminders.").inWording.purpose).toBeDefined();
    expect(box("Send me messages for my cleaning visits from Pinecrest Dental.").inWording.purpose).toBeDefined();
  });
  // what the opt-out ends is the texts
  for (const words of ["Reply HELP for assistance or STOP to end alerts.", "Text STOP to cancel reminders.", "HELP for help. STOP to stop all notifications."]) {
    it(`not what STOP ends: "${words}"`, () => expect(stopBox(words).inWording.purpose).toBeUndefined());
  }
  it("still: a kind named in the texts' own words beside the opt-out", () => {
    expect(box("Text me billing alerts from Pinecrest Dental, 2 a month.").inWording.purpose).toBeDefined();
  });
  // a screen's or menu's title
  const portal = (where: string) => read({ message_flow: `Patients sign in at pinecrest.example/portal and ${where}. The box says: ` +
    "\"Pinecrest Dental may text me, 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"" });
  for (const where of ["go to Notifications", "open the settings under Notifications", "tap Notifications"]) {
    it(`not a screen's title: "${where}"`, () => expect(portal(where).atOptIn.purpose).toBeUndefined());
  }
  it("still: notifications of something, a title or not", () => {
    expect(portal("turn on Notifications about my visit").atOptIn.purpose).toBeDefined();
  });
  // a program's name that modifies a noun names that noun
  const page = (where: string) => read({ message_flow: `Patients join on ${where} at pinecrest.example/join. The box says: ` +
    "\"Pinecrest Dental may text me, 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"" });
  for (const where of ["the smile club page", "the family list sign-up form", "the recall program page"]) {
    it(`not a program name modifying a noun: "${where}"`, () => expect(page(where).atOptIn.purpose).toBeUndefined());
  }
  it("still: a program named by its texts", () => {
    expect(page("the page for whitening deal texts").atOptIn.purpose).toBeDefined();
  });
  // who is to text, the subject of an infinitive
  for (const words of [
    "It's OK for Pinecrest Dental to text me.",
    "It is fine for the front desk to message me.",
    "I agree for the office to send me texts.",
  ]) it(`not who is to text: "${words}"`, () => expect(box(words).inWording.purpose).toBeUndefined());
  it("still: what the texts are for", () => {
    expect(box("It's OK to text me for my cleaning appointments.").inWording.purpose).toBeDefined();
  });
});

describe("who texts the number, told by the object after \"text\", is no topic of the texts", () => {
  // (Twilio 30544: a flow that says only who texts the keyword names nothing the texts are about)
  const sign = (after: string) => read({ message_flow: "The counter card says: \"Text SMILE to 71234 to stay in touch with " +
    `Pinecrest Dental. 2 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to end." ${after}` });
  it.each([
    "Patients text it while the numbing kicks in.",
    "Lots of parents text us from the waiting room.",
    "Most walk-ins message them before they leave.",
  ])("%s", (after) => {
    const r = sign(after);
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
  });
  it.each([
    "Patients ask for whitening deal texts at checkout.",
    "Patients text us for recall reminders.",
  ])("look-alike, a kind of texts named: %s", (after) => expect(sign(after).atOptIn.purpose).toBeDefined());
});

describe("a group or a sheet where something happens is no topic of the texts", () => {
  const flyer = (where: string) => read({ message_flow: `We hand out a flyer ${where}. It says: "Text SMILE to 71234 to hear ` +
    "from Pinecrest Dental. 2 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to end.\"" });
  it.each(["at the senior lunch program", "at the Tuesday coffee club and the library", "at our youth soccer program"])(
    "not the place: %s", (where) => expect(flyer(where).atOptIn.purpose).toBeUndefined());
  it.each(["to join the whitening deal list", "for the cleaning reminder program"])(
    "look-alike, the list or program joined: %s", (where) => expect(flyer(where).atOptIn.purpose).toBeDefined());
  // in the consent's own words too, a kind that modifies the sheet written on names the sheet
  const card = (words: string) => read({ message_flow: `The card at the front desk says: "${words} 1-2 texts a week. ` +
    "Msg & data rates may apply. Reply HELP for help, STOP to stop.\"" });
  it.each([
    "Pinecrest Dental texts. Write your cell on the class roster and tick 'text me'.",
    "Pinecrest Dental texts. Put your number on the appointment sheet to join.",
    "Pinecrest Dental texts. Sign at the visit desk and we add you.",
  ])("not the sheet written on: %s", (words) => expect(card(words).inWording.purpose).toBeUndefined());
  it.each([
    "Pinecrest Dental will text me appointment reminders on my cell.",
    "Write your cell on the roster for Pinecrest Dental class updates.",
  ])("look-alike, a kind of texts: %s", (words) => expect(card(words).inWording.purpose).toBeDefined());
});

describe("the texts timed to an event, with the number texted \"at\" between", () => {
  const box = (words: string) => read({ message_flow: `Patients tick an empty box at pinecrest.example/portal that reads "${words}"` });
  it.each([
    "Text me at this number if anyone changes my Pinecrest Dental billing details.",
    "Pinecrest Dental may text me at my cell when a cancellation opens up.",
    "Message me at the number on file whenever my Pinecrest Dental claim is paid.",
  ])("%s", (words) => expect(box(words).inWording.purpose).toBeDefined());
  it.each([
    "Pinecrest Dental may text me at this number.",
    "Pinecrest Dental can text me at my cell.",
  ])("look-alike, no event: %s", (words) => {
    const r = box(words);
    expect(r.inWording.purpose).toBeUndefined();
  });
});

describe("\"on\" before a kind of texts without a determiner is \"about\", not a sheet", () => {
  const card = (words: string) => read({ message_flow: `The card at the front desk says: "${words} 1-2 texts a week. ` +
    "Msg & data rates may apply. Reply HELP for help, STOP to stop.\"" });
  it.each([
    "Get first dibs on new class openings from Pinecrest Dental. Text SEATS to 71234.",
    "Pinecrest Dental news on cleaning specials: text SMILE to 71234.",
    "Text SMILE to 71234 for the scoop on appointment openings at Pinecrest Dental.",
  ])("%s", (words) => expect(card(words).inWording.purpose).toBeDefined());
});

describe("the event after a count of the texts and an article is how often, not what about", () => {
  const asked = (words: string) => read({ message_flow: `Staff ask on the phone at signup: "${words} Msg & data rates may apply, HELP for help, STOP to stop." The yes is noted in the chart.` });
  it.each([
    "OK if Pinecrest Dental texts you? Around 2 texts a visit.",
    "Can Pinecrest Dental text you? 3 messages an appointment at most.",
    "May Pinecrest Dental text this number? Usually two texts a cleaning.",
  ])("%s", (words) => expect(asked(words).inWording.purpose).toBeUndefined());
  it.each([
    "OK if Pinecrest Dental texts you a visit reminder? Around 2 texts a month.",
    "Can Pinecrest Dental text you about a visit? 3 messages a month.",
  ])("look-alike, the visit the texts are about: %s", (words) => expect(asked(words).inWording.purpose).toBeDefined());
});

describe("how the consent was given, before the word for texts, is no topic", () => {
  const noted = (words: string) => read({ message_flow: `Staff ask on the phone at signup: "OK if Pinecrest Dental texts you? Around 2 texts a month. Msg & data rates may apply, HELP for help, STOP to stop." ${words}` });
  it.each([
    "The patient says yes; the desk notes \"verbal SMS yes\" with the date.",
    "The answer is kept as oral text consent in the chart.",
    "Those who agree later sign a written SMS consent.",
  ])("%s", (words) => {
    const r = noted(words);
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
  });
  it.each([
    "The patient says yes and gets visit texts.",
    "The patient says yes to written visit texts.",
  ])("look-alike, a kind named: %s", (words) => expect(noted(words).atOptIn.purpose).toBeDefined());
});

describe("an indirect question as what is texted names what the texts tell", () => {
  const script = (words: string) => read({ message_flow: `At intake the coordinator reads: "${words} Usually 2 texts a visit. Msg and data rates may apply, text HELP for help or STOP to stop. Is that ok?" The answer is recorded.` });
  it.each([
    "Pinecrest Dental can text you which hygienist is coming and when they check in.",
    "Pinecrest Dental will text you where to park on visit days.",
    "Pinecrest Dental can text you whether your crown has arrived.",
  ])("%s", (words) => expect(script(words).inWording.purpose).toBeDefined());
  it.each([
    "Pinecrest Dental can text you.",
    "Is it OK if Pinecrest Dental texts you?",
  ])("look-alike, nothing texted: %s", (words) => expect(script(words).inWording.purpose).toBeUndefined());
});

describe("in prose, a kind that is where the call to action is read is no topic", () => {
  const flow = (where: string) => read({ message_flow: `Patients text SMILE to (423) 555-0107 ${where}. The printed call to action: "Text SMILE to (423) 555-0107 to stay connected with Pinecrest Dental. Up to 3 msgs/month. Msg & data rates may apply. Reply HELP for help, STOP to cancel."` });
  it.each([
    "from our newsletter, the waiting-room posters and the booking page",
    "after seeing it in the newsletter",
    "from each bulletin we mail",
  ])("%s", (where) => expect(flow(where).atOptIn.purpose).toBeUndefined());
  it.each(["to get our newsletter by text", "for cleaning reminders from the front desk"])(
    "look-alike, what the texts are: %s", (where) => expect(flow(where).atOptIn.purpose).toBeDefined());
});

describe("a step of a menu path is where the switch is, not what the texts are about", () => {
  const screen = (path: string) => read({ message_flow: `Patients switch it on in the portal (${path}; it starts off). The screen says: "Pinecrest Dental will text you. Only when needed. Msg & data rates may apply. HELP for help, STOP to turn off."` });
  it.each([
    "Account > Security texts",
    "Profile > Text Messages > Hygiene Clinic program",
    "Settings > Lab texts > On",
  ])("%s", (path) => {
    const r = screen(path);
    expect(r.inWording.purpose ?? r.atOptIn.purpose).toBeUndefined();
  });
  it.each([
    "Account > Texts; the toggle is labeled \"Send me cleaning reminder texts\"",
    "Settings > Alerts, where they choose crown-ready texts",
  ])("look-alike, a topic named outside the path: %s", (path) => expect(screen(path).atOptIn.purpose).toBeDefined());
});

describe("a keyword invitation says what the texts are about by what texting it gets", () => {
  const sign = (words: string) => `The card at the desk reads: "${words} About 5 texts a week. Msg & data rates may apply. Text HELP for help, STOP to stop."`;
  it.each([
    "Text MOVEIN to (936) 555-0141 to get your chair number and parking help from Pinecrest Dental.",
    "Text PUPS to 55123 to receive adoption news.",
    "Text SLOTS to 71234 to get first pick of cancelled cleanings.",
  ])("%s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeDefined());
  it.each([
    "Text HELP to (936) 555-0141 to get help.",
    "Text JOIN to 55123 to get more info.",
    "Text JOIN to 55123 to join Pinecrest Dental.",
  ])("look-alike: %s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeUndefined());
});

describe("the aim of a keyword texted with its number given elsewhere, and who sends before \"by text\"", () => {
  const sign = (words: string) => `The card at the desk reads: "${words} About 2 texts a month. Msg & data rates may apply. Text HELP for help, STOP to stop."`;
  it.each([
    "Text CLEAN to get cleaning day openings from Pinecrest Dental.",
    "Txt SMILE to receive whitening specials from Pinecrest Dental.",
    "Send FLOSS to get the new hygienist hours from Pinecrest Dental.",
    "Get cancellation openings from Pinecrest Dental by text.",
    "Hear first about open chairs from the Pinecrest Dental team via SMS.",
    "Holiday hours from Pinecrest Dental over text.",
  ])("%s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeDefined());
  it.each([
    "Text HELP to get help from Pinecrest Dental.",
    "Text JOIN to get texts from Pinecrest Dental.",
    "Text JOIN to join Pinecrest Dental.",
    "Stay in touch with Pinecrest Dental by text.",
    "Texts from Pinecrest Dental by SMS.",
  ])("look-alike: %s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeUndefined());
});

describe("in prose, the paper or screen a keyword is shown on is not what the texts are about", () => {
  it.each([
    "Customers text JOIN to 55123, which is on our store receipt.",
    "The keyword PINE is listed in our monthly newsletter; people text it to 55123.",
    "Patients text SMILE to 55123, a number printed on their visit receipt.",
  ])("%s", (flow) => expect(read({ message_flow: flow }).atOptIn.purpose).toBeUndefined());
  it.each([
    "Patients text SMILE to 55123 to get texts about their invoice.",
    "Patients text SMILE to 55123 and we send a receipt by text after each visit.",
    "Customers text JOIN to 55123 for order updates, and the keyword is printed on every receipt.",
  ])("look-alike: %s", (flow) => expect(read({ message_flow: flow }).atOptIn.purpose).toBeDefined());
});

describe("the consent's words say what the texts are about by the wish they answer", () => {
  const sign = (words: string) => `Our chalkboard says: "${words} Pinecrest Dental, 1-4 texts/month. Msg & data rates may apply. Reply HELP for help, STOP to quit."`;
  it.each([
    "Want last-minute openings? Text OPENINGS to 303-555-0187.",
    "Need a same-day cleaning slot? Text SLOT to 55123.",
    "Want first dibs on whitening specials? Text WHITE to 71234.",
  ])("%s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeDefined());
  it.each([
    "Need help? Text HELP to 55123.",
    "Want more info? Text INFO to 55123.",
    "Want last-minute openings? Ask at the window.",
  ])("look-alike: %s", (words) => expect(read({ message_flow: sign(words) }).inWording.purpose).toBeUndefined());
});
