// How recipients opt in (reading/optIn.ts): the method, the place, who asks, a spoken opt-in and its record, the web
// page, the age check, the customer writing first.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { type CampaignSubject, preflight } from "../../../schema/preflight";
import { CampaignReadingImpl } from "../../../schema/preflight/reading";
import { brand, read, readsFact } from "../readingSubject";

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
  // (Twilio 30979: the record of a spoken yes is the mark staff make on it, wherever they make it)
  it("recorded: staff mark the yes itself, or mark the box on a yes", () => {
    for (const flow of [
      "By phone the scheduler asks \"Can Pinecrest Dental text your visit reminders?\" and sets yes in the scheduling tool only when the patient agrees.",
      "At the chair the assistant asks if texts are fine and enters a yes on the patient's card.",
      "When people call, we ask if we may text them, and check it only after a clear yes.",
    ]) {
      const o = read({ message_flow: flow }).optIn;
      expect(o.verbal, flow).toBeDefined();
      expect(o.verbalRecord, flow).toBeDefined();
    }
  });
  it("not recorded: a yes said, or a box the person checks, with no mark staff make", () => {
    for (const flow of [
      "Our front desk asks each patient if they want reminder texts; most say yes.",
      "Staff ask in person, and people who say yes get a confirmation later in the week.",
    ]) expect(read({ message_flow: flow }).optIn.verbalRecord, flow).toBeUndefined();
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
  // (CTIA 5.1.1: a sign, card or sticker that asks the reader's question and invites them to text the brand's number
  // with it is a conversation the person starts; what it is about is their question)
  it("a question put to the reader, then the invitation to text the brand's number with it", () => {
    for (const flow of [
      "Decal on every rental kayak: \"Lost or stuck? Text Pinecrest Outfitters at 207-555-0190. Msg & data rates may apply.\"",
      "Counter card: Questions about a prescription? Text the pharmacy desk on (503) 555-0111 and a pharmacist answers.",
      "The flyer on each door says: \"Something broken in your unit? Send us a text at 555-0142 with a photo.\"",
    ]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeDefined();
      expect(preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } })
        .filter((f) => /^call-to-action-(?:frequency|wording)$/.test(f.rule)), flow).toEqual([]);
    }
  });
  it("not: a question that offers texts or deals, a keyword to text, or an invitation to join", () => {
    for (const flow of [
      "Sign at the register: \"Want weekly deals? Text Pinecrest Dental at 555-0142 and we'll add you.\"",
      "Want appointment text alerts? Text Pinecrest at 555-0142.",
      "Questions about your order? Text ORDER to 55123.",
      "Need a reminder? Text the Pinecrest desk at 555-0142 to sign up for the reminder list.",
      "Need a ride? Call the office and staff will add your number.",
      "Questions? Our staff text you back at 555-0142.",
    ]) expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeUndefined();
  });
  // (the same with no question before it: a sign, a listing or a page whose whole invitation is to text the brand's line)
  it("an invitation to text the brand's own line, whole in its sentence, with whatever the person brings", () => {
    for (const flow of [
      "Our window decal and our map listing say \"Text the shop: (503) 555-0131\". Whoever texts gets one auto-reply.",
      "Every invoice reads \"Text the Pinecrest office: (520) 555-0116\". When someone texts we answer.",
      "Text us at 555-0142 any time and a stylist answers between appointments.",
    ]) {
      expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeDefined();
      expect(preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } })
        .filter((f) => /^call-to-action-(?:frequency|wording)$/.test(f.rule)), flow).toEqual([]);
    }
  });
  it("not: an invitation that names a program, staff texting the person, or a flow where the brand also writes first", () => {
    for (const flow of [
      "The sign says \"Text the shop at 555-0142 for weekly specials.\"",
      "Text the Pinecrest desk at 555-0142 to join our reminder list.",
      "The poster reads \"Text the shop at 555-0131 and get our deals first.\"",
      "We text the customer at the number on the order when the bike is ready.",
      "The door says \"Text the desk at (509) 555-0121.\" We also text new members first to welcome them.",
      "Our card reads \"Text the office at 555-0188.\" We also look up past clients and text them first about renewals.",
    ]) expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeUndefined();
  });
  it("not: a channel picked by its name as an option (\"If you pick Text, …\")", () => {
    for (const flow of [
      "Delivery has three options: Email, Text, or Pickup. If you pick Text, the line under it names the rates.",
      "Patients choose Text, the option under Email, and the reminders go to the number on file.",
      "Members select SMS, the second choice on the preferences page, to get alerts.",
    ]) expect(read({ message_flow: flow }).optIn.customerInitiated, flow).toBeUndefined();
    // (still: the person texting the brand's line first)
    expect(read({ message_flow: "Customers text the line first with their question." }).optIn.customerInitiated).toBeDefined();
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

describe("a spoken OK beside a web route", () => {
  const unrecorded = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
    .filter((f) => f.rule === "verbal-opt-in-record");
  it("the question quoted where staff ask it aloud is the script, however short (Twilio 30979 asks for the words said)", () => {
    const web = "Bookings on https://pinecrest.example have an empty box: \"Text me Pinecrest Dental reminders, 2/mo, msg & data " +
      "rates may apply, HELP for help, STOP to end.\"";
    for (const spoken of ["At the desk we ask \"text or email?\" and add the number only if they say text.",
      "By phone the receptionist asks \"Okay if we text your reminders?\" and signs them up when they agree.",
      "At pickup the clerk asks \"Can we text you next time?\" and adds the number if they say yes."]) {
      expect(read({ message_flow: `${web} ${spoken}` }).optIn.verbalScript, spoken).toBeDefined();
      expect(unrecorded(`${web} ${spoken}`), spoken).toHaveLength(0);
    }
    // (a sign's or a page's saying is no question asked aloud, nor a question whose answer nothing waits on)
    for (const spoken of ["At the desk we ask \"Want visit texts?\" and the receptionist types the number in.",
      "The sign at the desk says \"Ask us about texts!\" and staff add the number if they say yes.",
      "The card reads \"Want a text the day before?\" and staff add patients who say yes."]) {
      expect(read({ message_flow: `${web} ${spoken}` }).optIn.verbalScript, spoken).toBeUndefined();
    }
  });
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

describe("a marketing program names a privacy policy somewhere, whatever the route (Twilio 30932)", () => {
  const findings = (flow: string, urls: Partial<CampaignSubject> = {}) => preflight({ brand, campaign: {
    use_case: "MARKETING", message_flow: flow, privacy_policy_url: null, terms_url: null, ...urls,
  } }).filter((f) => f.rule === "privacy-policy");
  const nowhere = [
    "Poster by the register: \"Text DEALS to 555-0100 for Pinecrest weekly specials, 1 a week. Msg & data rates may apply. STOP to end.\"",
    "Members sign the paper sign-up sheet at the desk under \"Send me Pinecrest offers by text, about 2 a month. Reply STOP to quit.\"",
    "Stylists ask at checkout whether clients want our monthly promo texts and tick yes in the booking app when they agree.",
  ];
  it("is found for a keyword, a paper sheet or a spoken ask when no policy is registered or named", () => {
    for (const flow of nowhere) expect(findings(flow), flow).toHaveLength(1);
    expect(findings(nowhere[0]!, { use_case: "MIXED" })).toHaveLength(1);
  });
  it("not where the flow names one, one is registered, terms are registered, or the texts are informational", () => {
    for (const flow of nowhere) {
      expect(findings(`${flow} Privacy: pinecrest.example/privacy`), flow).toEqual([]);
      expect(findings(`${flow} Terms at pinecrest.example/sms-terms.`), flow).toEqual([]);
      expect(findings(flow, { privacy_policy_url: "https://pinecrest.example/privacy" }), flow).toEqual([]);
      expect(findings(flow, { terms_url: "https://pinecrest.example/terms" }), flow).toEqual([]);
      expect(findings(flow.replace(/specials|offers|promo/, "appointment"), { use_case: "ACCOUNT_NOTIFICATION" }), flow).toEqual([]);
    }
  });
  it("not in a conversation the customer starts", () => {
    expect(findings("Customers text our shop line first with questions and we reply in that thread; no texts otherwise.")).toEqual([]);
  });
});

describe("the checkout and a box drawn as the form shows it", () => {
  const optIn = (message_flow: string) => read({ use_case: "MARKETING", message_flow }).optIn;
  readsFact("the checkout named as a place", (f) => optIn(f).checkout, [
    "On the checkout page shoppers can tick an empty box for order texts.",
    "At check-out the app shows a switch, off until the person turns it on.",
    "Our checkout has one unticked box: \"Text me about this order\".",
  ], [
    // the verb, or a checkout nowhere
    "Guests check out of the hotel at noon; the front desk asks if they want texts.",
    "Customers tick an empty box on the sign-up page.",
  ]);
  readsFact("a box drawn in the flow", (f) => optIn(f).boxDrawn, [
    "The form reads: [ ] Text me order updates.",
    "Under the phone field: \"[ ] Send me delivery texts. Reply STOP to end.\"",
    "Paper card: Name ____ Mobile ____ [ ] OK to text me.",
  ], [
    // brackets around words, a link, or no box at all
    "Texts [about 2 a month] come from Acme.",
    "Customers tick the box on acme.example/text.",
  ]);
  it("keeps the words of each", () => {
    expect(optIn("At check-out, [ ] Text me.").checkout?.words).toBe("check-out");
    expect(optIn("At check-out, [ ] Text me.").boxDrawn?.words).toBe("[ ]");
  });
});

describe("a box of the person's own, or a compound's part, is no box to tick", () => {
  // (a conversation the customer starts discloses nothing at the opt-in unless a consent box beside it does)
  const frequency = (flow: string) => preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow: flow } })
    .filter((f) => f.rule === "call-to-action-frequency");
  it.each([
    "A \"Text us\" button on pinecrest.example/help and the in-box care card: \"Problem with your box? Text (503) 555-0119.\" The customer texts first; the auto-reply says \"Pinecrest Dental support, msgs in this chat only. Msg & data rates may apply. Reply HELP for help, STOP to end.\"",
    "A \"Text us\" button on pinecrest.example/help: \"Is my box late? Text (503) 555-0119.\" The customer always texts first. Msg & data rates may apply. Reply HELP for help, STOP to end.",
    "The recipe card and the \"Text us\" button on pinecrest.example/help say \"Trouble with their boxes? Text (503) 555-0119.\" The customer always texts first. Msg & data rates may apply. Reply HELP for help, STOP to end.",
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.control, flow).toBeUndefined();
    expect(frequency(flow)).toEqual([]);
  });
  it.each([
    "On pinecrest.example/help an empty box reads \"Text me about my aligner order. Reply HELP for help, STOP to end.\" Customers who text first get replies too.",
    "On pinecrest.example/help an empty check-box reads \"Text me about my aligner order. Reply HELP for help, STOP to end.\" Customers who text first get replies too.",
  ])("look-alike, a box to tick: %s", (flow) => expect(read({ message_flow: flow }).optIn.control).toBeDefined());
});

describe("a web opt-in with no privacy policy registered gives the policy's address, not its name (Twilio 30909, CTIA 5.2.1)", () => {
  const privacy = (flow: string) => preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow, terms_url: "https://pinecrest.example/terms" } })
    .filter((f) => f.rule === "privacy-policy");
  const box = "an unchecked box: \"Text me reminders about my Pinecrest Dental visits. 1-3 texts per visit. Msg & data rates may apply. Reply HELP for help, STOP to cancel.\"";
  it.each([
    `Booking at pinecrest.example/book, last step: ${box} (+ Terms, Privacy links)`,
    `Patients book at pinecrest.example/book and see ${box} Terms and Privacy links sit below the box.`,
    `On pinecrest.example/book there is ${box} Our privacy policy is linked in the footer.`,
  ])("%s", (flow) => {
    expect(read({ message_flow: flow }).optIn.privacyLink, flow).toBeUndefined();
    expect(privacy(flow)).toHaveLength(1);
  });
  it.each([
    `Booking at pinecrest.example/book, last step: ${box} Privacy: pinecrest.example/privacy`,
    `Patients book at pinecrest.example/book and see ${box} Privacy policy: https://pinecrest.example/legal`,
  ])("look-alike, the policy's address given: %s", (flow) => {
    expect(read({ message_flow: flow }).optIn.privacyLink, flow).toBeDefined();
    expect(privacy(flow)).toEqual([]);
  });
});

describe("a conversation the customer starts describes what they are told when they text (Twilio 30842)", () => {
  const method = (message_flow: string) => preflight({ brand, campaign: { use_case: "CUSTOMER_CARE", message_flow } })
    .filter((f) => f.rule === "call-to-action");
  it.each([
    "Our site, cards and front-desk sign say \"Got a question? Text Pinecrest Dental at (555) 555-0106.\" The patient texts first; we answer them.",
    "Patients text our office number first and the hygienist on duty writes back.",
    "People message us first from the number on our door, and we reply during office hours.",
  ])("%s", (flow) => expect(method(flow), flow).toHaveLength(1));
  it.each([
    "Patients text our office number first. Our first reply says who we are; msg & data rates may apply.",
    "Patients text our office number first; we answer, and they can reply STOP at any time.",
    "Patients text our office number first. We reply with our hours and HELP and STOP instructions.",
  ])("look-alike, a disclosure described: %s", (flow) => expect(method(flow), flow).toEqual([]));
});
