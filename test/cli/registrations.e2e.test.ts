import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";
import { acmeRegistration } from "./support/fixture";

/**
 * Registration health, end to end: the built CLI against the emulator over HTTPS. Carriers reject a
 * campaign and a brand fails vetting (control API); drift reports them as needing attention with the
 * reasons and the next step (exit 2), `status` lists every declared registration, and registrations
 * still in review are pending, not drift.
 */
const { brands, campaigns } = acmeRegistration();
const CONFIG = stringify({
  version: 1,
  brands: {
    ...brands,
    beta: {
      ...brands.acme,
      legalName: "Beta Industries LLC",
      displayName: "Beta",
      taxId: "98-7654321",
      vertical: "RETAIL",
      website: "https://beta.example",
      address: { street: "2 Side St", city: "Austin", state: "TX", postalCode: "73301", country: "US" },
      contact: { email: "ops@beta.example", phone: "+15125550100" },
    },
  },
  campaigns,
  phone_numbers: { main: { areaCode: "415", campaign: "alerts" } },
});

describe("registration health in drift and status", () => {
  let t: TestEmulator;
  let config: string;
  let env: Record<string, string>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await TestEmulator.start();
    const dir = mkdtempSync(join(tmpdir(), "msgform-registrations-"));
    config = join(dir, "account.yaml");
    writeFileSync(config, CONFIG);
    env = cliEnv(t.emu);
    const applied = await msgform(["apply", config, "--yes"], env);
    expect(applied.code, applied.stderr).toBe(0);
    const [brands, campaigns] = await Promise.all([t.api("GET", "/v1/brands"), t.api("GET", "/v1/campaigns")]);
    for (const b of brands.body.data) ids[b.metadata["msgform:name"]] = b.id;
    for (const c of campaigns.body.data) ids[c.metadata["msgform:name"]] = c.id;
  });
  afterAll(async () => t?.close());

  it("registrations in review are pending, not drift: drift and status exit 0", async () => {
    const drift = await msgform(["drift", config, "--format", "json"], env);
    expect(drift.code, drift.stderr).toBe(0);
    const report = JSON.parse(drift.stdout);
    expect(report.drifted).toBe(false);
    expect(report.unhealthy).toEqual([]);
    expect(report.pending.map((p: { name: string }) => p.name).sort()).toEqual(["acme", "alerts", "beta"]);
    const text = await msgform(["drift", config], env);
    expect(text.stdout).toContain("In review (not drift):");
    expect(text.stdout).toContain("No drift.");

    const status = await msgform(["status", config, "--format", "json"], env);
    expect(status.code, status.stderr).toBe(0);
    const s = JSON.parse(status.stdout);
    expect(s).toMatchObject({ format: "msgform-status", version: 1, attention: false });
    expect(s.registrations.map((r: { section: string; name: string; state: string }) => `${r.section}.${r.name}:${r.state}`)).toEqual([
      "brands.acme:pending",
      "brands.beta:pending",
      "campaigns.alerts:pending",
    ]);
    const alerts = s.registrations.find((r: { name: string }) => r.name === "alerts");
    expect(alerts.numbers).toMatchObject({ attached: 1, limit: 49 });
    expect(alerts.numbers.phone_numbers).toHaveLength(1);
    expect(alerts.in_review_seconds).toBeGreaterThanOrEqual(0);
  });

  it("a campaign carriers rejected and a brand that failed vetting: drift exits 2 with the reasons and the next step", async () => {
    await t.advance(6 * 60); // acme verifies by default, which starts the campaign's carrier review
    const reject = await t.control("POST", `/control/campaigns/${ids.alerts}/decision`, {
      outcome: "reject",
      carriers: ["att", "tmobile"],
      reasons: [{ code: "MESSAGE_FLOW_INSUFFICIENT", description: "The opt-in page could not be found." }],
    });
    expect(reject.status, reject.text).toBe(200);
    const unvet = await t.control("POST", `/control/brands/${ids.beta}/decision`, {
      outcome: "unverify",
      reasons: [{ code: "BRAND_IDENTITY_MISMATCH", description: "The legal name does not match the tax id." }],
    });
    expect(unvet.status, unvet.text).toBe(200);

    const drift = await msgform(["drift", config, "--format", "json"], env);
    expect(drift.code, drift.stderr).toBe(2);
    const report = JSON.parse(drift.stdout);
    expect(report.drifted).toBe(true);
    const bySection = Object.fromEntries(report.unhealthy.map((u: { section: string }) => [u.section, u]));
    expect(bySection.campaigns).toMatchObject({
      name: "alerts",
      id: ids.alerts,
      status: "REJECTED",
      reasons: [{ code: "MESSAGE_FLOW_INSUFFICIENT", description: "The opt-in page could not be found.", carriers: ["AT&T", "T-Mobile"] }],
      next: expect.stringContaining("change messageFlow"),
    });
    expect(bySection.brands).toMatchObject({
      name: "beta",
      id: ids.beta,
      status: "UNVERIFIED",
      reasons: [{ code: "BRAND_IDENTITY_MISMATCH", description: "The legal name does not match the tax id." }],
    });
    // Nothing else is drift: the fields still match the files.
    expect(report.changed).toEqual([]);
    expect(report.missing).toEqual([]);

    const text = await msgform(["drift", config], env);
    expect(text.code).toBe(2);
    expect(text.stdout).toMatch(/! campaigns\.alerts {2}\S+ {2}REJECTED: rejected by AT&T, T-Mobile/);
    expect(text.stdout).toContain("reason MESSAGE_FLOW_INSUFFICIENT (AT&T, T-Mobile): The opt-in page could not be found.");
    expect(text.stdout).toMatch(/next: change messageFlow to answer the reasons, then apply/);
    const md = await msgform(["drift", config, "--format", "markdown"], env);
    expect(md.code).toBe(2);
    expect(md.stdout).toContain("> [!CAUTION]");
    expect(md.stdout).toContain("**REJECTED**");
  });

  it("plan shows what needs attention beside the changes (and its exit code is the plan's)", async () => {
    const plan = await msgform(["plan", config, "--format", "json"], env);
    expect(plan.code, plan.stderr).toBe(0);
    expect(JSON.parse(plan.stdout).unhealthy.map((u: { name: string }) => u.name).sort()).toEqual(["alerts", "beta"]);
    const text = await msgform(["plan", config], env);
    expect(text.stdout).toContain("Needs attention:");
    expect(text.stdout).toContain("! brands.beta");
  });

  it("status lists every registration, exits 2, and works with a read-only key", async () => {
    const key = await t.api("POST", "/v1/keys", { body: { name: "status reader", scopes: ["registration:read", "numbers:read"] } });
    expect(key.status, key.text).toBe(201);
    const readOnly = cliEnv(t.emu, { id: key.body.id, secret: key.body.secret });
    const status = await msgform(["status", config, "--format", "json"], readOnly);
    expect(status.code, status.stderr).toBe(2);
    const s = JSON.parse(status.stdout);
    expect(s.attention).toBe(true);
    const by = Object.fromEntries(s.registrations.map((r: { name: string }) => [r.name, r]));
    expect(by.acme).toMatchObject({ status: "VERIFIED", state: "approved", reasons: [], next: null });
    expect(by.acme.in_review_seconds).toBeGreaterThanOrEqual(300);
    expect(by.beta).toMatchObject({ status: "UNVERIFIED", state: "attention", reasons: [{ code: "BRAND_IDENTITY_MISMATCH" }] });
    expect(by.alerts).toMatchObject({
      status: "REJECTED",
      state: "attention",
      carriers: [
        { carrier: "att", status: "REJECTED" },
        { carrier: "tmobile", status: "REJECTED" },
        { carrier: "verizon", status: "PENDING" },
      ],
      numbers: { attached: 1, limit: 49 },
    });
    expect(by.alerts.next).toContain("messageFlow");

    const text = await msgform(["status", config], readOnly);
    expect(text.code, text.stderr).toBe(2);
    expect(text.stdout).toContain("! campaigns.alerts");
    expect(text.stdout).toContain("1 number(s) of 49 without numberPool");
    expect(text.stdout).toContain("3 registration(s): 1 approved, 0 in review, 2 need(s) attention.");
    const md = await msgform(["status", config, "--format", "markdown"], readOnly);
    expect(md.code).toBe(2);
    expect(md.stdout).toMatch(/\| ❌ \| <code>campaigns\.alerts<\/code>/);
  });

  it("status exits 0 once the registrations are approved again, and 1 on a bad file", async () => {
    await t.control("POST", `/control/campaigns/${ids.alerts}/decision`, { outcome: "approve" });
    await t.control("POST", `/control/brands/${ids.beta}/decision`, { outcome: "verify" });
    const ok = await msgform(["status", config], env);
    expect(ok.code, ok.stdout + ok.stderr).toBe(0);
    expect(ok.stdout).toContain("3 registration(s): 3 approved, 0 in review, 0 need(s) attention.");
    const missing = await msgform(["status", join(config, "..", "nope.yaml")], env);
    expect(missing.code).toBe(1);
  });
});
