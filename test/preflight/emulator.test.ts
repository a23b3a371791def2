// The emulator's carrier review runs the same preflight rules as `msgform validate` and `plan`:
// what the rules call an error, the default review rejects with the rule's reason code; a sound
// registration is approved; identity rules decide brand verification.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrandSubject, type CampaignSubject, preflight } from "../../schema/preflight";
import { TestEmulator } from "../helpers/emulator";
import { brandBody, campaignBody } from "../helpers/fixtures";
import { ATT_SECONDS, BRAND_SECONDS, createBrand, createCampaign, VERIZON_SECONDS, verifiedBrand } from "../emulator/registration/support";

describe("preflight: the emulator's default vetting", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * One campaign per case: the rules predict exactly that error, and after review the emulator rejects
   * the campaign with that one reason, what to change and the vendors' codes.
   */
  async function rejectedEach(brandId: string, cases: [string, Record<string, unknown>][]) {
    const created = [];
    for (const [code, overrides] of cases) {
      const campaign = campaignBody(brandId, overrides) as CampaignSubject;
      const predicted = preflight({ brand: brandBody() as BrandSubject, campaign }).filter((f) => f.severity === "error");
      expect(predicted.map((f) => f.code), code).toEqual([code]);
      created.push({ code, predicted: predicted[0]!, campaign: await createCampaign(t, brandId, overrides) });
    }
    await t.advance(ATT_SECONDS);
    for (const { code, predicted, campaign } of created) {
      const after = (await t.api("GET", `/v1/campaigns/${campaign.id}`)).body;
      expect(after.status, code).toBe("REJECTED");
      expect(after.status_reasons, code).toEqual([{
        code,
        description: expect.stringContaining(predicted.message),
        // A reason whose sources publish no code carries none.
        ...(predicted.vendorCodes.length > 0 ? { vendor_codes: [...predicted.vendorCodes] } : {}),
      }]);
    }
    return created;
  }

  it("spec 3 (decided): a campaign the rules flag is rejected with the rules' reason codes and what to change", async () => {
    const b = await verifiedBrand(t);
    const overrides = {
      sample_messages: ["Your order 4411 has shipped and arrives Tuesday.", "Your password was changed yesterday evening."],
      // a web opt-in, which links a privacy policy
      message_flow: "Customers tick an SMS consent box at checkout on https://acme.example.com/checkout, which states frequency and rates.",
      privacy_policy_url: null,
    };
    const campaign = campaignBody(b.id, overrides) as CampaignSubject;
    const predicted = preflight({ brand: brandBody() as BrandSubject, campaign })
      .filter((f) => f.severity === "error")
      .map((f) => f.code);
    expect(predicted.sort()).toEqual(["PRIVACY_POLICY_MISSING", "SAMPLE_BRAND_MISSING", "SAMPLE_OPT_OUT_MISSING"]);
    const c = await createCampaign(t, b.id, overrides);
    await t.advance(ATT_SECONDS);
    const after = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(after.status).toBe("REJECTED");
    expect(after.status_reasons.map((r: { code: string }) => r.code).sort()).toEqual(predicted.sort());
    const optOut = after.status_reasons.find((r: { code: string }) => r.code === "SAMPLE_OPT_OUT_MISSING");
    expect(optOut.description).toMatch(/^sample_messages: .*Reply STOP to opt out/);
  });

  it("spec 3 (decided): a campaign with each error of the links, replies and call-to-action rules is rejected with that reason and the vendors' codes", async () => {
    const b = await verifiedBrand(t);
    const base = campaignBody(b.id);
    const flow = base.message_flow;
    const cases: [string, Record<string, unknown>][] = [
      ["LINK_NOT_HTTPS", { embedded_links: true, sample_messages: [base.sample_messages[0], "Acme: track it at http://acme.example.com/t/4411"] }],
      ["EMBEDDED_PHONE_NOT_SHOWN", { embedded_phone: true }],
      ["HELP_MESSAGE_INSUFFICIENT", { help_message: "Acme: please contact our support team. Reply STOP to opt out." }],
      ["OPT_OUT_MESSAGE_NONCOMPLIANT", { opt_out_message: "Acme: thanks for your message." }],
      ["OPT_IN_MESSAGE_NONCOMPLIANT", {
        message_flow: `${flow} They can also text JOIN to (415) 555-0100.`,
        opt_in_keywords: ["JOIN"],
        opt_in_message: "Acme: welcome! Reply STOP to opt out.",
      }],
      ["OPT_IN_PRECHECKED", { message_flow: "At checkout on the Acme store the SMS consent box is pre-checked; it states frequency and rates." }],
      ["OPT_IN_CONDITION_OF_SERVICE", { message_flow: `${flow} Customers must agree to receive texts to complete checkout.` }],
      ["OPT_IN_SHARED_WITH_THIRD_PARTIES", { message_flow: `${flow} We share their numbers with our partners.` }],
      ["OPT_IN_KEYWORD_UNDECLARED", { message_flow: `${flow} They can also text ORDERS to (415) 555-0100.` }],
      ["MESSAGE_FLOW_INSUFFICIENT", { message_flow: "Customers sign up to receive our texts, which state frequency and rates." }],
    ];
    const created = await rejectedEach(b.id, cases);
    const phone = created.find((c) => c.code === "EMBEDDED_PHONE_NOT_SHOWN")!;
    const phoneReasons = (await t.api("GET", `/v1/campaigns/${phone.campaign.id}`)).body.status_reasons;
    expect(phoneReasons[0].vendor_codes).toEqual(["Twilio 30889", "DCA 601"]);
  });

  it("spec 3 (decided): a campaign with each error of the content and use-case rules is rejected with that reason and the vendors' codes", async () => {
    const b = await verifiedBrand(t);
    const base = campaignBody(b.id);
    const first = base.sample_messages[0];
    const cases: [string, Record<string, unknown>][] = [
      ["GAMBLING_CONTENT", { sample_messages: [first, "Acme: place your bets on Sunday's game at our sportsbook."] }],
      ["HIGH_RISK_FINANCIAL", { description: `${base.description} Customers can also pay in Bitcoin.` }],
      ["NOT_ENGLISH", { sample_messages: [first, "Acme: su contraseña fue cambiada ayer por la tarde."] }],
      ["TEST_CONTENT", { sample_messages: [first, "Acme: this is a test message."] }],
      ["DESCRIPTION_BRAND_MISMATCH", { description: `${base.description} Sent on behalf of Globex Retail.` }],
      ["SAMPLES_USE_CASE_MISMATCH", { sample_messages: [first, "Acme: your verification code is 482913."] }],
      ["CHARITY_BRAND_NOT_NON_PROFIT", { use_case: "CHARITY", description: `${base.description} Donations go to the animal shelter.` }],
    ];
    const created = await rejectedEach(b.id, cases);
    const english = created.find((c) => c.code === "NOT_ENGLISH")!;
    const reasons = (await t.api("GET", `/v1/campaigns/${english.campaign.id}`)).body.status_reasons;
    expect(reasons[0].vendor_codes).toEqual(["Twilio 30910", "DCA 506"]);
    expect(reasons[0].description).toMatch(/^sample_messages\[1\]: reads as Spanish/);
  });

  it("spec 3 (decided): a brand on a public e-mail domain gets its campaigns rejected (BRAND_EMAIL_PUBLIC_DOMAIN)", async () => {
    const b = await verifiedBrand(t, { contact: { email: "acme.widgets@gmail.com", phone: "+14155550100" } });
    const c = await createCampaign(t, b.id);
    await t.advance(ATT_SECONDS);
    const after = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(after.status_reasons.map((r: { code: string }) => r.code)).toEqual(["BRAND_EMAIL_PUBLIC_DOMAIN"]);
  });

  it("spec 3 (decided): a sound registration (the shared fixture) is clean and approved by every carrier", async () => {
    const b = await verifiedBrand(t);
    const sound = { brand: brandBody() as BrandSubject, campaign: campaignBody(b.id) as CampaignSubject };
    expect(preflight(sound)).toEqual([]);
    const c = await createCampaign(t, b.id);
    await t.advance(VERIZON_SECONDS);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body.status).toBe("ACTIVE");
  });

  it("spec 3 (decided): the identity rule (EIN prefix never issued) decides brand verification", async () => {
    const b = await createBrand(t, { tax_id: "07-1234567" });
    await t.advance(BRAND_SECONDS);
    const after = (await t.api("GET", `/v1/brands/${b.id}`)).body;
    expect(after.status).toBe("UNVERIFIED");
    expect(after.status_reasons).toEqual([{ code: "TAX_ID_NOT_FOUND", description: expect.stringMatching(/^tax_id: no business with EIN 07-1234567 is on record: the prefix 07/) }]);
  });

  it("control: steering still decides over the rules (approve a flagged campaign)", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id, { privacy_policy_url: null });
    const r = await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "approve" });
    expect(r.body.status).toBe("ACTIVE");
  });
});
