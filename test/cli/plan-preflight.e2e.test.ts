// `msgform plan` shows the 10DLC preflight findings (text, markdown "Preflight" block, JSON
// `findings`) and predicts what carrier review decides: the emulator's review runs the same rules.
// A change to sample messages reads as element diffs with the changed words marked.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULES, vendorCode } from "../../schema/preflight";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";

const CONFIG = `brands:
  smile:
    entityType: PRIVATE_PROFIT
    legalName: Bright Smile Dental LLC
    displayName: Bright Smile Dental
    taxId: "12-3456789"
    vertical: HEALTHCARE
    website: https://brightsmile.example
    address: { street: 1 Main St, city: Austin, state: TX, postalCode: "78701", country: US }
    contact: { email: office@brightsmile.example, phone: "+15125550100" }
campaigns:
  reminders:
    brand: smile
    useCase: ACCOUNT_NOTIFICATION
    description: Appointment reminders and confirmations Bright Smile Dental sends to patients who asked for them.
    messageFlow: Patients opt in on the booking form at https://brightsmile.example/book by ticking an unchecked SMS box. Msg frequency varies; msg & data rates may apply.
    sampleMessages:
      - "Bright Smile Dental: your cleaning is booked for Tue 3/4 at 2 PM. Reply STOP to opt out."
      - "Bright Smile Dental: reminder, your visit is tomorrow at 9:30 AM. Reply HELP for help."
      - "Bright Smile Dental: your x-ray results are ready in the patient portal."
    optOutMessage: "Bright Smile Dental: you are unsubscribed and will get no more messages."
    helpMessage: "Bright Smile Dental: call (512) 555-0100 or email office@brightsmile.example for help."
`;

const privacyRule = RULES.find((r) => r.id === "privacy-policy")!;
/** The privacy-policy rule's vendors' codes as the markdown links them. */
const privacyCodes = privacyRule.sources.flatMap((s) => (vendorCode(s) ? [`[${vendorCode(s)!}](${s.url})`] : [])).join(", ") || "—";

describe("msgform plan: 10DLC preflight and reviewable registration changes", () => {
  let t: TestEmulator;
  let config: string;
  let env: Record<string, string>;
  const edit = (from: string, to: string) => {
    const text = readFileSync(config, "utf8");
    expect(text).toContain(from);
    writeFileSync(config, text.replace(from, to));
  };
  const campaign = async () => {
    const list = await t.api("GET", "/v1/campaigns?limit=10");
    return list.body.data[0];
  };

  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
    config = join(mkdtempSync(join(tmpdir(), "msgform-plan-pf-")), "account.yaml");
    writeFileSync(config, CONFIG);
    env = cliEnv(t.emu);
  });
  afterAll(async () => t?.close());

  it("json lists each finding with rule, severity, section, name, field, message and source; an error fails the plan as apply would", async () => {
    const r = await msgform(["plan", config, "--format", "json"], env);
    const planned = JSON.parse(r.stdout) as { readings?: { section: string; name: string; lines: string[] }[] };
    expect(planned.readings?.map((x) => `${x.section}.${x.name}`)).toEqual(["campaigns.reminders"]);
    expect(planned.readings![0]!.lines[0]).toMatch(/^opt-in: how /);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain("1 preflight error(s): apply refuses this plan");
    expect(JSON.parse(r.stdout).findings).toEqual([
      {
        rule: "privacy-policy",
        severity: "error",
        section: "campaigns",
        name: "reminders",
        field: "privacyPolicyUrl",
        message: expect.stringMatching(/^no privacy policy: set privacyPolicyUrl/),
        source: expect.stringMatching(/^https:\/\/docs\.aws\.amazon\.com\//),
        vendorCodes: privacyRule.sources.flatMap((s) => vendorCode(s) ?? []),
        sources: privacyRule.sources,
      },
    ]);
  });

  it("text and markdown show a Preflight block with the fix; an acknowledgement is shown with its reason", async () => {
    const text = await msgform(["plan", config], env);
    expect(text.stdout).toContain("Preflight (10DLC review of the declared registrations): 1 error (carriers reject these)");
    expect(text.stdout).toMatch(/ {4}error privacy-policy: privacyPolicyUrl: no privacy policy: set privacyPolicyUrl/);
    const strict = await msgform(["plan", config, "--strict"], env);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain("Preflight (10DLC review");
    expect(strict.stderr).toContain("1 preflight finding(s) not acknowledged (--strict)");
    const md = await msgform(["plan", config, "--format", "markdown"], env);
    // What the review read of the campaign, under the Preflight block: the opt-in and the disclosures with their words.
    expect(md.stdout).toContain("<summary>What the review read, per campaign</summary>");
    expect(md.stdout).toMatch(/- disclosed: brand .*; frequency "frequency varies"; rates "rates may apply"/);
    const block = md.stdout.slice(md.stdout.indexOf("#### Preflight"), md.stdout.indexOf("<details><summary>What the review read"));
    expect(block).toBe(
      [
        "#### Preflight",
        "",
        "10DLC review of the declared registrations: 1 error (carriers reject these).",
        "",
        "**<code>campaigns.reminders</code>**",
        "",
        "| | Rule | Field | What to change | Vendors' codes |",
        "|---|---|---|---|---|",
        `| ❌ | [privacy-policy](${privacyRule.sources[0].url}) ` +
        "| <code>privacyPolicyUrl</code> | no privacy policy: set privacyPolicyUrl to the brand's policy, which says mobile numbers are not " +
        `shared for marketing | ${privacyCodes} |`,
        "",
        "",
      ].join("\n"),
    );
    edit("    optOutMessage:", "    acknowledge: [{ rule: privacy-policy, reason: \"policy is on the booking form itself\" }]\n    optOutMessage:");
    const acked = await msgform(["plan", config, "--format", "markdown"], env);
    expect(acked.stdout).toContain("10DLC review of the declared registrations: 1 acknowledged.");
    expect(acked.stdout).toContain("— acknowledged: policy is on the booking form itself |");
    expect((await msgform(["plan", config, "--strict"], env)).code).toBe(0);
  });

  it("the plan predicts the review: apply, then the emulator's carriers reject with the same rule", async () => {
    const r = await msgform(["apply", config, "--yes"], env);
    expect(r.code, r.stderr).toBe(0);
    await t.advance(5 * 60 + 48 * 3600);
    const c = await campaign();
    expect(c.status).toBe("REJECTED");
    expect(c.status_reasons.map((x: { code: string }) => x.code)).toEqual(["PRIVACY_POLICY_MISSING"]);
  });

  it("a sample change reads as element diffs with the changed words marked, and the registration's status and review impact", async () => {
    edit("    acknowledge: [{ rule: privacy-policy, reason: \"policy is on the booking form itself\" }]\n", "    privacyPolicyUrl: https://brightsmile.example/privacy\n");
    edit("tomorrow at 9:30 AM", "on Friday at 9:30 AM");
    const md = await msgform(["plan", config, "--format", "markdown"], env);
    expect(md.code, md.stderr).toBe(0);
    // No finding: the Preflight block shows only what the review read.
    expect(md.stdout).toContain("10DLC review of the declared registrations: no finding.");
    expect(md.stdout).not.toContain("| | Rule | Field |");
    expect(md.stdout).toContain("sends the campaign back into carrier review (current status: REJECTED)");
    expect(md.stdout).toContain("| sampleMessages | 1 removed, 1 added, 2 unchanged | (below) | in place |");
    expect(md.stdout).toContain(
      [
        "**sampleMessages**",
        "",
        "<pre>",
        "… 1 unchanged",
        "- Bright Smile Dental: reminder, your visit is <del>tomorrow</del> at 9:30 AM. Reply HELP for help.",
        "+ Bright Smile Dental: reminder, your visit is <ins>on Friday</ins> at 9:30 AM. Reply HELP for help.",
        "… 1 unchanged",
        "</pre>",
      ].join("\n"),
    );
    const text = await msgform(["plan", config], env);
    expect(text.stdout).toContain("      sampleMessages: 1 removed, 1 added, 2 unchanged\n");
    expect(text.stdout).toContain("        - Bright Smile Dental: reminder, your visit is [-tomorrow-] at 9:30 AM.");
    expect(text.stdout).toContain("        + Bright Smile Dental: reminder, your visit is {+on Friday+} at 9:30 AM.");
    const applied = await msgform(["apply", config, "--yes"], env);
    expect(applied.code, applied.stderr).toBe(0);
    await t.advance(48 * 3600);
    expect((await campaign()).status).toBe("ACTIVE");
  });
});
