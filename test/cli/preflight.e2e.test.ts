// `msgform validate` runs the 10DLC preflight review offline (the real CLI as a child process):
// errors fail, warnings are shown and fail only with --strict, acknowledged findings and
// `preflight: off` entries do not fail; every example registration is clean under --strict.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { msgform } from "./run";

const dir = mkdtempSync(join(tmpdir(), "msgform-preflight-"));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

const BRAND = [
  "brands:",
  "  smile:",
  "    entityType: PRIVATE_PROFIT",
  "    legalName: Bright Smile Dental LLC",
  "    displayName: Bright Smile Dental",
  "    taxId: \"12-3456789\"",
  "    vertical: HEALTHCARE",
  "    website: https://brightsmile.example",
  "    address: { street: 1 Main St, city: Austin, state: TX, postalCode: \"78701\", country: US }",
  "    contact: { email: office@brightsmile.example, phone: \"+15125550100\" }",
];

/** A sound campaign with `extra` lines appended to (or replacing, by key) its fields. */
function config(extra: Record<string, string> = {}, brand: string[] = BRAND): string {
  const fields: Record<string, string> = {
    brand: "smile",
    useCase: "ACCOUNT_NOTIFICATION",
    description: "Appointment reminders and confirmations Bright Smile Dental sends to patients who asked for them.",
    messageFlow: "Patients opt in on the booking form at https://brightsmile.example/book by ticking an unchecked SMS consent box. Msg frequency varies; msg & data rates may apply.",
    sampleMessages:
      "\n      - \"Bright Smile Dental: your cleaning is booked for Tue 3/4 at 2 PM. Reply STOP to opt out.\"" +
      "\n      - \"Bright Smile Dental: reminder, your visit is tomorrow at 9:30 AM. Reply HELP for help.\"",
    optOutMessage: "\"Bright Smile Dental: you are unsubscribed and will get no more messages.\"",
    helpMessage: "\"Bright Smile Dental: call (512) 555-0100 or email office@brightsmile.example for help.\"",
    privacyPolicyUrl: "https://brightsmile.example/privacy",
    ...extra,
  };
  const lines = Object.entries(fields).map(([k, v]) => `    ${k}: ${v}`);
  return [...brand, "campaigns:", "  reminders:", ...lines, ""].join("\n");
}

describe("msgform validate: 10DLC preflight", () => {
  it("a sound registration exits 0 with no warning, also with --strict", async () => {
    const r = await msgform(["validate", "--strict", file("sound.yaml", config())]);
    expect(r.stderr).not.toMatch(/warning|\[preflight/);
    expect(r.code).toBe(0);
  });

  it("--explain shows what the review read of each campaign: opt-in, disclosures with their words, content, use-case fit", async () => {
    const r = await msgform(["validate", "--explain", file("explain.yaml", config())]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("campaigns.reminders (what the 10DLC review read)");
    expect(r.stderr).toMatch(/opt-in: how "[^"]+"; where "https:\/\/brightsmile\.example\/book"; consent "[^"]+"/);
    // The brand is named only in the page's address, which is not a name the recipient reads; the box's own name
    // ("an unchecked SMS consent box") is not what the texts are about.
    expect(r.stderr).toMatch(/disclosed: brand missing; purpose missing; frequency "frequency varies"; rates "/);
    expect(r.stderr).toContain("; HELP missing; STOP missing");
    expect(r.stderr).toContain("content: no restricted category");
    expect(r.stderr).toContain("use case: ACCOUNT_NOTIFICATION, fits the samples");
    // Why a finding fired: the flow discloses no frequency, and the reading says so.
    const bare = await msgform(["validate", "--explain", "--format", "json", file("explain-bare.yaml", config({
      messageFlow: "Patients opt in on the booking form at https://brightsmile.example/book by ticking an unchecked SMS consent box.",
    }))]);
    interface Explained {
      disclosures: { what: string; found?: unknown }[];
      content: { category: string; found: { words: string } }[];
    }
    const doc = JSON.parse(bare.stdout) as {
      diagnostics: { code: string }[];
      readings: { name: string; lines: string[]; explanation: Explained }[];
    };
    expect(doc.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(["call-to-action-frequency", "call-to-action-rates"]));
    const reading = doc.readings.find((x) => x.name === "reminders")!;
    expect(reading.explanation.disclosures.find((d) => d.what === "frequency")!.found).toBeUndefined();
    expect(reading.explanation.content).toEqual([]);
    expect(reading.lines.join("\n")).toContain("frequency missing; rates missing");
  });

  it("--explain shows the words a finding of an absence was withheld for (unread), and --strict passes on them", async () => {
    // The STOP reply says the texts ended in words the reading has no pattern for: no finding, and the reviewer sees why.
    const f = file("explain-unread.yaml", config({ optOutMessage: "\"Bright Smile Dental: appointment texts halted for this number.\"" }));
    const r = await msgform(["validate", "--strict", "--explain", f]);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain("unread: opt-out confirmed \"texts halted\" (optOutMessage)");
    // Where the words name no ending at all, the finding fires and nothing is shown as unread.
    const g = file("explain-unread-not.yaml", config({ optOutMessage: "\"Bright Smile Dental: thanks, see you at your next visit!\"" }));
    const bare = await msgform(["validate", "--explain", g]);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain("opt-out-reply-confirmation");
    expect(bare.stderr).not.toContain("unread:");
  });

  it("an error names the file, line, entry and field, says what to change, and exits 1", async () => {
    const f = file("no-opt-out.yaml", config({
      sampleMessages: "\n      - \"Bright Smile Dental: booked for Tuesday.\"\n      - \"Bright Smile Dental: see you tomorrow.\"",
    }));
    const r = await msgform(["validate", f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`${f}:\\d+:\\d+: campaigns\\.reminders\\.sampleMessages: no sample message tells the recipient how to opt out.*\\[preflight sample-opt-out\\]`));
  });

  it("points at the brand's field for a brand rule (free-mail contact)", async () => {
    const brand = BRAND.map((l) => l.replace("office@brightsmile.example", "brightsmile@gmail.com"));
    const f = file("gmail.yaml", config({}, brand));
    const r = await msgform(["validate", f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`${f}:10:\\d+: brands\\.smile\\.contact\\.email: gmail\\.com is a public e-mail provider`));
  });

  it("a warning is shown and exits 0; --strict makes it fail; preflight: strict on the entry too", async () => {
    const f = file("links.yaml", config({ embeddedLinks: "true" }));
    const warn = await msgform(["validate", f]);
    expect(warn.code).toBe(0);
    expect(warn.stderr).toMatch(/campaigns\.reminders\.embeddedLinks: warning: embeddedLinks is true but no sample/);
    expect((await msgform(["validate", "--strict", f])).code).toBe(1);
    const entry = await msgform(["validate", file("links-strict.yaml", config({ embeddedLinks: "true", preflight: "strict" }))]);
    expect(entry.code).toBe(1);
  });

  it("an acknowledged finding and a preflight: off entry do not fail; an unknown rule id is a config error", async () => {
    const lending = { description: "\"Payment plan and loan reminders Bright Smile Dental sends to patients who asked for them.\"" };
    expect((await msgform(["validate", file("loan.yaml", config(lending))])).code).toBe(1);
    const ack = "\n      - { rule: direct-lending, reason: \"in-house payment plans, reviewed by counsel\" }";
    const acked = await msgform(["validate", "--strict", file("loan-ack.yaml", config({ ...lending, acknowledge: ack }))]);
    expect(acked.stderr).not.toMatch(/direct-lending/);
    expect(acked.code).toBe(0);
    expect((await msgform(["validate", "--strict", file("loan-off.yaml", config({ ...lending, preflight: "off" }))])).code).toBe(0);
    const typo = await msgform(["validate", file("typo.yaml", config({ acknowledge: "\n      - { rule: direct-lend, reason: \"a reason long enough\" }" }))]);
    expect(typo.code).toBe(1);
    expect(typo.stderr).toMatch(/campaigns\.reminders\.acknowledge\.0\.rule/);
  });

  it("--format json carries each finding with its rule id as the code, and the vendors' codes in the message", async () => {
    const r = await msgform(["validate", "--format", "json", file("json.yaml", config({ privacyPolicyUrl: "null" }))]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.diagnostics).toEqual([
      expect.objectContaining({ severity: "error", code: "privacy-policy", path: "campaigns.reminders.privacyPolicyUrl" }),
    ]);
    const insecure = config({ helpMessage: "\"Bright Smile Dental: help at http://brightsmile.example/help\"" });
    const http = await msgform(["validate", "--format", "json", file("http.yaml", insecure)]);
    expect(JSON.parse(http.stdout).diagnostics).toEqual([expect.objectContaining({
      code: "insecure-link",
      path: "campaigns.reminders.helpMessage",
      message: expect.stringMatching(
        /unsecured http:\/\/ link.* \(Twilio 30858; Twilio 30857; Twilio 30892\) \[preflight insecure-link\]$/,
      ),
    })]);
  });

  it("every example registration is clean under --strict", async () => {
    const env = { RECEIPTS_WEBHOOK_URL: "https://hooks.example/r", HOOKS_BASE_URL: "https://hooks.example" };
    const root = join(__dirname, "..", "..");
    for (const files of [
      ["examples/10dlc-gitops/msgform/brands.yaml", "examples/10dlc-gitops/msgform/campaigns.yaml"],
      ["examples/main-job/account.yaml"],
      ["test/cli/fixtures/account.yaml"],
    ]) {
      const r = await msgform(["validate", "--strict", ...files.map((f) => join(root, f))], env);
      expect(r.stderr).not.toMatch(/warning|\[preflight/);
      expect(r.code, files.join(" ")).toBe(0);
    }
  });
});
