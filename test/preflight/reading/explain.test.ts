// What the reading shows: the words each fact came from, and what `--explain` prints for a reviewer.
// Each fact in wordings of its own, written the ways different businesses write it, and look-alikes that must not be it.
import { describe, expect, it } from "vitest";
import { type CampaignSubject, explain, preflight } from "../../../schema/preflight";
import { brand, read } from "../readingSubject";
import { explanationLines } from "../../../schema/preflight/explain";

describe("the reading shows the words it found", () => {
  it("the brand at the opt-in is quoted as the name the flow uses, not the start of its sentence", () => {
    const flow = "Patients who book online tick an empty box that reads \"Text me visit reminders from Pinecrest Dental\".";
    expect(read({ message_flow: flow }).atOptIn.brand?.words).toBe("Pinecrest Dental");
    expect(read({ message_flow: "Patients tick an empty box at https://pinecrest.example/book." }).atOptIn.brand).toBeUndefined();
  });
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

describe("--explain shows the disclosures the wording rule read, in the consent's own words too", () => {
  const disclosed = (flow: string) =>
    explanationLines(explain({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } }), (p) => p.join("."))
      .find((l) => l.startsWith("disclosed:"))!;
  for (const flow of [
    "Patients tick an empty box that reads \"Pinecrest Dental may text me when openings come up. 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to opt out.\"",
    "The sign-up screen shows: \"Yes, Pinecrest Dental can text me when chairs free up, about 2 a month. Msg & data rates may apply. HELP for help, STOP to end.\"",
    "An unticked box says \"Text me if cancellations open up - Pinecrest Dental, 1-2/mo. Msg & data rates may apply. Reply HELP for help, STOP to quit.\"",
  ]) {
    it(`purpose shown, and no finding that it is missing: ${flow.slice(0, 50)}…`, () => {
      const r = read({ message_flow: flow });
      expect(r.inWording.purpose).toBeDefined();
      expect(disclosed(flow)).not.toMatch(/purpose missing/);
      expect(preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
        .filter((f) => f.rule === "call-to-action-wording")).toHaveLength(0);
    });
  }
  it("a disclosure found only in the confirmation is shown with its field, beside a finding that the opt-in leaves it out", () => {
    for (const confirmation of [
      "Pinecrest Dental: you're in for cleaning deals, about 2 a month. Reply STOP to end.",
      "Pinecrest Dental: welcome! Expect whitening specials, 2 a month. Reply STOP to end.",
      "Pinecrest Dental: thanks for joining our recall reminders. Reply STOP to end.",
    ]) {
      const flow = "The counter card says \"Text SMILE to 71234 to stay in touch with Pinecrest Dental. 2 texts a month. Msg & data rates may apply. Reply HELP for help, STOP to end.\"";
      const campaign = { use_case: "MARKETING" as const, message_flow: flow, opt_in_keywords: ["SMILE"], opt_in_message: confirmation };
      const line = explanationLines(explain({ brand, campaign }), (p) => p.join(".")).find((l) => l.startsWith("disclosed:"))!;
      expect(line, confirmation).toMatch(/purpose "[^"]+" \(opt_in_message\)/);
      expect(preflight({ brand, campaign }).filter((f) => f.rule === "call-to-action-wording"), confirmation).toHaveLength(1);
    }
  });
  it("not: consent language that says nothing of what the texts are about shows the purpose missing, and is flagged", () => {
    const flow = "Patients tick an empty box that reads \"Pinecrest Dental may text me, 2 a month. Msg & data rates may apply. Reply HELP for help, STOP to end alerts.\"";
    expect(disclosed(flow)).toMatch(/purpose missing/);
    expect(preflight({ brand, campaign: { use_case: "ACCOUNT_NOTIFICATION", message_flow: flow } })
      .filter((f) => f.rule === "call-to-action-wording")).toHaveLength(1);
  });
});
