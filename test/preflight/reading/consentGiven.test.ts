// How the consent is given (reading/consent.ts, scope.ts, words.ts): a box the brand ticks for the person, one box for
// terms and texts, one box for several channels. Each fact in wordings of our own, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { read } from "../readingSubject";
import { covered } from "../readingSubject";

const scope = (flow: string) => read({ message_flow: flow }).scope;

describe("a negation in parentheses ends with them, even where the tokenizer glues the closing mark to a colon", () => {
  it.each([
    ["There is one checkbox (not pre-ticked): \"I agree to the rental terms and to texts about my order\"", "agree"],
    ["A single box (never ticked for you): \"I accept the club rules and want reminder texts\"", "accept"],
    ["Below the form, one box (not checked in advance): \"I agree to the booking policy and texts\"", "agree"],
  ])("%s: the quote after it is not denied", (text, word) => {
    expect(covered(text, word)).toBe(false);
  });
  it("the words inside the parentheses are still denied", () => {
    expect(covered("There is one checkbox (not pre-ticked): \"I agree\"", "pre-ticked")).toBe(true);
  });
  it("so terms and texts accepted in the box's one breath are read as one consent", () => {
    expect(scope("Under the address field there's one checkbox (not pre-ticked): \"I agree to the service terms, the " +
      "deposit policy and texts about my job from Oakline Roofing.\" Msg & data rates may apply.").condition).toBeDefined();
  });
});

describe("the brand ticking the consent's box, said of the box or of \"it\"", () => {
  const wordings = [
    "The lease has a separate checkbox that we tick before emailing it to the tenant: \"Text me maintenance updates.\"",
    "The order form has a box for texts: \"[ ] Text me when my order ships.\" The cashier ticks it for every customer at the till.",
    "Each intake sheet carries the SMS box staff tick before the patient arrives: \"Text me appointment reminders.\"",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).preChecked).toBeDefined();
    });
  }
  const lookAlikes = [
    // the person's yes first, the box the record of it
    "The order form has a separate checkbox that we tick once the customer says yes on the phone.",
    "If they agree, the cashier ticks it for every order that day: \"Text me when my order ships.\"",
    // the person ticks it; the brand never does
    "The lease has a separate checkbox that tenants tick if they want maintenance texts. We never tick it for anyone.",
    // ticking off a list's item, and "it" where no box is named
    "Our checklist has a box we tick off when the job is done; customers opt in by texting JOIN.",
    "Every customer gets a receipt and the cashier checks it for every order before handing it over. Text JOIN to opt in.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).preChecked).toBeUndefined();
    });
  }
});

describe("a box set to start checked by someone else; a noun named by an act (\"sign-up numbers\") is no act of the person's", () => {
  const wordings = [
    "Branch managers can set the box to start checked if they want higher sign-up numbers.",
    "Each clinic may set the SMS box to start ticked if it wants more opt-in numbers; many do.",
    "Our resellers can have the text box start checked when they need better sign-up rates.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).preChecked).toBeDefined();
    });
  }
  const lookAlikes = [
    "The box starts unchecked and is checked only after the customer signs up.",
    "The SMS box starts unticked; it becomes checked once the guest taps it.",
    "The text box shows as checked after they sign the form.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).preChecked).toBeUndefined();
    });
  }
});

describe("the text box named as set apart, whose own words list other channels, is one box for all of them", () => {
  const wordings = [
    "Guests tick the separate SMS box on the intake form, which reads \"Send me specials by text, email and phone call.\"",
    "Patients check the separate text box on the tablet, labeled \"Contact me by text and email about offers.\"",
    "Members tick this separate SMS box at the desk: \"Reach me by text, e-mail or phone call with deals.\"",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).bundled).toBeDefined();
    });
  }
  const lookAlikes = [
    "Guests tick the separate SMS box for specials. The email and phone call boxes sit below it, each a separate box.",
    "There are separate boxes for text, email and phone call on the intake form.",
    "Guests tick the separate email box for the newsletter, and the text box for specials by text.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).bundled).toBeUndefined();
    });
  }
});

describe("a sign-up named as a noun, made what something else needs", () => {
  const wordings = [
    "Clients tap an empty box: \"Text me salon specials. Sign-up required for the new-client price.\"",
    "The screen reads \"Send me deals by text\" and under it: \"Opt-in is mandatory to book online.\"",
    "Guests tick the box \"Text me offers\". Signup required for the member rate at checkout.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).condition).toBeDefined();
    });
  }
  const lookAlikes = [
    // another sign-up, qualified by a noun, or a thing the sign-up names
    "Account sign-up required to book online. Separately, customers may tick \"Text me offers\" if they like.",
    "Clients tick an empty box \"Text me specials\" on the sign-up screen; the sign-up form is required for nothing else.",
    // denied
    "Guests tick the box \"Text me offers\". Sign-up is not required for the member rate.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).condition).toBeUndefined();
    });
  }
});

describe("the texts' own document signed by a pronoun, made what something else needs", () => {
  const wordings = [
    "The lease comes with a texting addendum: \"I'd like texts about rent and repairs.\" Residents have to sign it to get their keys.",
    "Our storage contract has a one-page SMS addendum, \"Text me gate updates.\" Every renter must sign it to receive an access card.",
    "Members get a waiver page titled \"Texts\": \"Send me class updates by text.\" They need to sign it to get a locker.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).condition).toBeDefined();
    });
  }
  const lookAlikes = [
    // a choice: signing it is the way to opt in
    "The lease comes with a texting addendum: \"I'd like texts about rent.\" Residents who want texts have to sign it.",
    // the pronoun stands for something else than the texts' document
    "Residents get a texting addendum they may skip. The parking permit is separate; they have to sign it to get a sticker.",
    "The lease has a separate texting addendum that tenants may sign or skip. Tenants sign the lease; they don't have to sign the addendum to move in.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).condition).toBeUndefined();
    });
  }
});

describe("a goal the brand gives only to its text club's members, the goal as the verb's object", () => {
  const wordings = [
    "Join the Brightside text club: text SHINE to 555-0100 for specials. The studio only books Saturday sessions for club members.",
    "Text SAVE to 555-0142 to join our SMS club for deals. In summer we only take reservations for club members.",
    "Our text list gets weekly offers (text JOIN to 555-0190). The shop only accepts preorders for text list members.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).condition).toBeDefined();
    });
  }
  const lookAlikes = [
    // the texts themselves are what members get
    "Join the Brightside text club: text SHINE to 555-0100. We only send specials for club members.",
    "Join the Brightside text club: text SHINE to 555-0100. The studio only posts flash deals for club members.",
    // another club beside the texts'
    "Text SHINE to 555-0100 to join our text club. The gym's fitness club is separate: we only book classes for club members.",
    // members of something else, with no club of the texts'
    "Text SHINE to 555-0100 for studio updates. The studio only books Saturday sessions for members.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).condition).toBeUndefined();
    });
  }
});

describe("the number made what a booking needs, where giving the number is the consent", () => {
  const wordings = [
    "Under the phone field: \"By entering your number you agree to get visit texts from Oakline Vet.\" The appointment can't be booked without a phone number.",
    "The form says \"By providing your mobile number you consent to order updates by text.\" Checkout won't finish without a mobile number.",
    "\"By giving us your cell number you agree to get reminder texts.\" Our booking page will not submit without a cell number.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).condition).toBeDefined();
    });
  }
  const lookAlikes = [
    // the booking goes through without it
    "Under the phone field: \"By entering your number you agree to get visit texts.\" You can book without a phone number.",
    // the number is not the consent: a box of its own is
    "Customers tick an empty box \"Text me visit reminders.\" The appointment can't be booked without a phone number, which we call if needed.",
    // held back without something else
    "\"By entering your number you agree to get visit texts.\" The appointment can't be booked without a deposit.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).condition).toBeUndefined();
    });
  }
});

describe("a service the brand does only for the people who say yes to the texts", () => {
  const wordings = [
    "The desk asks each owner: \"OK to text you about this visit?\" We only board dogs for owners who say yes.",
    "At intake we ask about texts. The clinic only books follow-up visits for patients who agree to texts.",
    "Our counter asks every customer if we can text them. We only accept repairs from customers who answer yes.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).condition).toBeDefined();
    });
  }
  const lookAlikes = [
    // the texts themselves, or the list they go on, are what the yes gets
    "The desk asks each owner: \"OK to text you about this visit?\" We only send visit updates to owners who say yes.",
    "The desk asks each owner if we can text them. We only add numbers for owners who say yes.",
    "The desk asks each owner if we can text them. We only tick the SMS box for owners who say yes.",
    // no yes to anything: who the service is for
    "We only board dogs for owners who live in the county. Owners may text BOARD to 555-0101 for updates.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).condition).toBeUndefined();
    });
  }
});

describe("\"only\" as a compound's last part (\"members-only\") is no service given only to those who join", () => {
  const lookAlikes = [
    "Texts about new serums and members-only discount codes for people who joined at checkout.",
    "Shoppers tick an empty box to join. We send club-only coupons for customers who agree to texts.",
    "Join by texting GLOW. Expect members-only restock alerts for people who sign up.",
  ];
  for (const text of lookAlikes) {
    it(`not: "${text}"`, () => {
      expect(read({ description: text, message_flow: "Customers tick an empty box at checkout: \"Text me deals\". Not required to buy." })
        .scope.condition).toBeUndefined();
    });
  }
});

describe("the consent's step one cannot skip, in a flow that takes it at checkout, an order or enrolment", () => {
  const wordings = [
    "At checkout the tablet shows \"Yes, text me deals from Pinecrest\". There is no Skip button on that page.",
    "Patients see the text consent box while booking online. They cannot skip the box to finish.",
    "New members get the SMS prompt during registration, and there is no way to skip it.",
  ];
  for (const flow of wordings) {
    it(`"${flow}"`, () => {
      expect(scope(flow).condition).toBeDefined();
    });
  }
  const lookAlikes = [
    // skipping allowed
    "At checkout the tablet shows \"Yes, text me deals\" with a Skip button beside it.",
    "Patients see the text consent box while booking online and can skip it.",
    // the brand's own skipping, or skipping something else
    "At checkout the tablet shows \"Yes, text me deals\". We never skip the privacy notice on that page.",
    "At checkout guests may tick \"Text me when my table is ready\"; members can't skip the line at the host stand.",
    // no goal the consent is taken in: a sign-up of its own
    "Text JOIN to 555-0101 for deals. There is no skip button because there is nothing to skip.",
  ];
  for (const flow of lookAlikes) {
    it(`not: "${flow}"`, () => {
      expect(scope(flow).condition).toBeUndefined();
    });
  }
});
