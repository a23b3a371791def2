// Near-copies among sample messages (schema/preflight/similarity.ts): one template with a name, a
// number or a word changed is caught; distinct messages of one use case are not.
import { describe, expect, it } from "vitest";
import { nearCopies, nearCopyPairs, templateWords } from "../../schema/preflight/similarity";

describe("near-copy samples", () => {
  it.each([
    ["a name and a number", "Hi Ann, your order 1042 has shipped. Reply STOP to opt out.", "Hi Bo, your order 2211 has shipped. Reply STOP to opt out."],
    ["the code", "Acme: Your verification code is 482913.", "Acme: Your verification code is 119283."],
    ["one word", "Bright Smile Dental: Reminder of your cleaning tomorrow at 3pm. Reply C to confirm or STOP to opt out.", "Bright Smile Dental: Reminder of your checkup tomorrow at 3pm. Reply C to confirm or STOP to opt out."],
    ["a link and a placeholder", "Acme: {{first_name}}, your receipt is at https://acme.example/r/1. Reply STOP to end.", "Acme: [NAME], your receipt is at acme.example/r/2. Reply STOP to end."],
    ["spacing and case", "ACME: your table is ready.", "Acme:  Your table is READY."],
  ])("caught: differing only in %s", (_, a, b) => {
    expect(nearCopies(a, b)).toBe(true);
  });

  it.each([
    ["shipped vs delivered", "Acme: Your order #A1029 has shipped! Track it at https://acme.example/t/A1029. Reply STOP to end.", "Acme: Your order #A1029 was delivered. Msg&data rates may apply. Reply HELP for help, STOP to cancel."],
    ["short messages a word apart", "Acme: your order has shipped.", "Acme: your order was delivered."],
    ["a reminder and a confirmation", "Bright Smile Dental: Reminder of your cleaning tomorrow at 3pm. Reply C to confirm.", "Bright Smile Dental: Thanks, your cleaning is confirmed. See you tomorrow!"],
    ["the same opening, different news", "Acme: Your order 123 has shipped and is on its way to you. Reply STOP to opt out.", "Acme: Your order 123 has been delivered to your door today. Reply STOP to opt out."],
  ])("distinct: %s", (_, a, b) => {
    expect(nearCopies(a, b)).toBe(false);
  });

  it("masks what a template fills in", () => {
    expect(templateWords("Hi Ann, call (415) 555-0100 or help@acme.example about order #42 at acme.example/o/42 {{x}}"))
      .toEqual(["hi", "ann", "call", "_phone_", "or", "_email_", "about", "order", "_n_", "at", "_link_", "_field_"]);
  });

  it("pairs each near-copy with the first sample it copies", () => {
    const samples = ["Acme: code 1 is yours.", "Acme: order shipped today, track it online.", "Acme: code 2 is yours."];
    expect(nearCopyPairs(samples)).toEqual([{ index: 2, of: 0 }]);
  });
});
