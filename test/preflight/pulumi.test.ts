// The Pulumi check of Brand and Campaign runs the 10DLC preflight rules, through the real
// dynamic-provider host: errors fail the check by property, warnings fail only with
// preflight: "strict" (the default) and are written to the host's output with "warn",
// acknowledged findings pass with their reason, "off" skips the rules, unknown values are skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN } from "../helpers/pulumiHost";
import { Harness } from "../provider/kinds/harness";
import { BRAND_ARGS, campaignArgs as sampleCampaign } from "../helpers/fixtures";

let h: Harness;
beforeAll(async () => {
  h = await Harness.start();
});
afterAll(async () => {
  await h?.close();
});

const brandArgs = BRAND_ARGS;
const campaignArgs = sampleCampaign("bn_123");

describe("Pulumi check: 10DLC preflight (Brand, Campaign)", () => {
  it("a sound brand and campaign pass", async () => {
    expect((await h.check("Brand", "acme", brandArgs)).failures).toEqual([]);
    expect((await h.check("Campaign", "notify", campaignArgs)).failures).toEqual([]);
  });

  it("an error fails the check at its property with what to change, the vendors' codes and the rule id", async () => {
    const noOptOut = { ...campaignArgs, sampleMessages: ["Acme: your order 1234 has shipped.", "Acme: it arrives today."] };
    const r = await h.check("Campaign", "notify", noOptOut);
    const reason = expect.stringMatching(/opt out.* \(.*Twilio 30893\) \[preflight sample-opt-out\]$/);
    expect(r.failures).toEqual([{ property: "sampleMessages", reason }]);
    const gmail = await h.check("Brand", "acme", { ...brandArgs, contact: { ...brandArgs.contact, email: "acme.shop@gmail.com" } });
    expect(gmail.failures).toEqual([{ property: "contact.email", reason: expect.stringContaining("gmail.com is a public e-mail provider") }]);
  });

  it("a warning fails under the default strict mode; warn reports it on the host's output; off skips the rules", async () => {
    const links = { ...campaignArgs, embeddedLinks: true };
    const strict = await h.check("Campaign", "links", links);
    const unused = expect.stringContaining("[preflight embedded-link-unused]");
    expect(strict.failures).toEqual([{ property: "embeddedLinks", reason: unused }]);
    const before = h.host.output.length;
    const warn = await h.check("Campaign", "links", { ...links, preflight: "warn" });
    expect(warn.failures).toEqual([]);
    expect(warn.inputs).toMatchObject({ preflight: "warn" });
    // The host's stderr reaches us on its own pipe, possibly after the check's gRPC answer.
    const warning = /msgform Campaign: warning: embeddedLinks: embeddedLinks is true but/;
    await expect.poll(() => h.host.output.slice(before)).toMatch(warning);
    const noOptOut = { ...campaignArgs, sampleMessages: ["Acme: your order 1234 has shipped.", "Acme: it arrives today."] };
    expect((await h.check("Campaign", "plain", { ...noOptOut, preflight: "warn" })).failures).toHaveLength(1);
    expect((await h.check("Campaign", "plain", { ...noOptOut, preflight: "off" })).failures).toEqual([]);
  });

  it("an acknowledged finding passes and is reported with its reason; an unknown rule id fails", async () => {
    const reason = "legacy samples, approved by every carrier in 2024";
    const noOptOut = { ...campaignArgs, sampleMessages: ["Acme: your order 1234 has shipped.", "Acme: it arrives today."] };
    const before = h.host.output.length;
    const acked = await h.check("Campaign", "ack", { ...noOptOut, acknowledge: [{ rule: "sample-opt-out", reason }] });
    expect(acked.failures).toEqual([]);
    await expect.poll(() => h.host.output.slice(before)).toContain(`acknowledged (${reason}): sampleMessages:`);
    const typo = await h.check("Campaign", "ack", { ...noOptOut, acknowledge: [{ rule: "sample-optout", reason }] });
    expect(typo.failures.map((f) => f.property)).toEqual(["acknowledge[0].rule"]);
  });

  it("values not known yet (a preview) are left to the apply-time check", async () => {
    const preview = { ...campaignArgs, brandId: UNKNOWN, sampleMessages: [UNKNOWN, UNKNOWN] };
    expect((await h.check("Campaign", "preview", preview)).failures).toEqual([]);
  });
});
