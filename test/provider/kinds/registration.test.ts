// Brand and Campaign (10DLC registration, spec 1) through the real dynamic-provider host against
// the emulator: lifecycles, which fields replace and which send the registration back into review,
// waiting for a target status, and rejection with the reasons as an error that keeps the object in
// state. Vetting is steered with the emulator's control API and its virtual clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Props } from "../../helpers/pulumiHost";
import { Harness, type Res, sleep, timingTable } from "./harness";
import { BRAND_ARGS, campaignArgs as sampleCampaign } from "../../helpers/fixtures";

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  console.info(`Brand/Campaign host calls: ${timingTable()}`);
  await h?.close();
});

const brandArgs = BRAND_ARGS;
const campaignArgs = (brandId: string) => ({ ...sampleCampaign(brandId), optOutKeywords: ["stop", "end", "quit"] });

async function wire(path: string): Promise<{ status: number; body: Props }> {
  const r = await h.emu.api("GET", path);
  return { status: r.status, body: r.body };
}

async function control(method: string, path: string, body?: unknown): Promise<Props> {
  const r = await h.emu.control(method, path, body);
  expect(r.status, r.text).toBe(200);
  return r.body;
}

const verifyBrand = (id: string, trust = 80) => control("POST", `/control/brands/${id}/decision`, { outcome: "verify", trust_score: trust });

describe("Brand lifecycle (spec 1: create and update brands, read registration status)", () => {
  let brand: Res;

  it("check: defaults and tax id normalization; invalid input by property", async () => {
    const ok = await h.check("Brand", "acme", brandArgs);
    expect(ok.failures).toEqual([]);
    expect(ok.inputs).toMatchObject({ taxId: "12-3456789", taxIdCountry: "US", metadata: {}, waitTimeoutSeconds: 900 });
    const bad = await h.check("Brand", "acme", {
      ...brandArgs,
      entityType: "LLC",
      contact: { email: "not-an-email", phone: "+14155550123" },
      address: { street: "1 Main St", city: "San Francisco", state: "CA", country: "US" },
    });
    const by = Object.fromEntries(bad.failures.map((f) => [f.property, f.reason]));
    expect(Object.keys(by).sort()).toEqual(["address.postalCode", "contact.email", "entityType"]);
    // A misspelt nested field is named at check, not silently dropped.
    const misspelt = await h.check("Brand", "acme", {
      ...brandArgs,
      address: { ...(brandArgs.address as object), postal_code: "94105" },
    });
    expect(misspelt.failures).toContainEqual({ property: "address.postal_code", reason: "unknown property \"postal_code\"" });
  });

  it("create: submitted for verification (PENDING)", async () => {
    brand = await h.create("Brand", "acme", brandArgs);
    expect(brand.id).toMatch(/^bn_/);
    expect(brand.outputs).toMatchObject({ status: "PENDING", statusReasons: [], trustScore: null, taxId: "12-3456789" });
  });

  it("diff: immutable fields replace, the rest update in place; the EIN's spelling is no change", async () => {
    const diff = async (change: Props) => (await h.plan(brand, { ...brandArgs, ...change })).diff;
    expect(await diff({})).toMatchObject({ changes: "none" });
    expect(await diff({ taxId: "12-3456789" })).toMatchObject({ changes: "none" });
    expect(await diff({ displayName: "Acme Shop" })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ legalName: "Acme Corp." })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ address: { ...brandArgs.address, street: "2 Main St" } })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ taxId: "98-7654321" })).toMatchObject({ changes: "some", replaces: ["taxId"], deleteBeforeReplace: false });
    expect(await diff({ entityType: "NON_PROFIT" })).toMatchObject({ replaces: ["entityType"] });
    expect(await diff({ taxIdCountry: "CA" })).toMatchObject({ replaces: ["taxIdCountry"] });
    expect(await diff({ waitFor: "VERIFIED" })).toMatchObject({ changes: "some", replaces: [] });
  });

  it("read: the live brand as declared (normalized), status as outputs", async () => {
    await verifyBrand(brand.id);
    const r = await h.read(brand);
    expect(r.inputs).toEqual(brand.inputs);
    expect(r.properties).toMatchObject({ status: "VERIFIED", trustScore: 80, verifiedAt: expect.any(String) });
    brand = { ...brand, outputs: r.properties };
  });

  it("update: an in-place field keeps it VERIFIED; a review field sends it back into verification", async () => {
    brand = await h.update(brand, { ...brandArgs, displayName: "Acme Shop" });
    expect(brand.outputs).toMatchObject({ displayName: "Acme Shop", status: "VERIFIED" });
    const submitted = brand.outputs.submittedAt;
    brand = await h.update(brand, { ...brandArgs, displayName: "Acme Shop", legalName: "Acme Corp." });
    expect(brand.outputs).toMatchObject({ legalName: "Acme Corp.", status: "PENDING" });
    expect(brand.outputs.submittedAt).not.toBe(submitted);
  });

  it("drift: a change made out of band shows on read", async () => {
    const r = await h.emu.api("PATCH", `/v1/brands/${brand.id}`, { body: { display_name: "Acme by hand", metadata: { by: "hand" } } });
    expect(r.status).toBe(200);
    const refreshed = await h.refresh(brand);
    expect(refreshed.inputs).toMatchObject({ displayName: "Acme by hand", metadata: { by: "hand" } });
    expect((await h.plan(refreshed, { ...brandArgs, displayName: "Acme Shop", legalName: "Acme Corp." })).diff).toMatchObject({ changes: "some", replaces: [] });
    brand = refreshed;
  });

  it("replace: a new tax id registers a new brand first; the old one is deleted after", async () => {
    const { created, replaces } = await h.replace(brand, { ...brandArgs, taxId: "98-7654321" });
    expect(replaces).toEqual(["taxId"]);
    expect(created.id).not.toBe(brand.id);
    expect(created.outputs).toMatchObject({ taxId: "98-7654321", status: "PENDING" });
    await h.delete(brand);
    expect((await wire(`/v1/brands/${brand.id}`)).status).toBe(404);
    brand = created;
  });

  it("delete: gone; a read reports it gone", async () => {
    await h.delete(brand);
    expect((await h.read(brand)).id).toBe("");
    await h.delete(brand);
  });
});

describe("Brand waiting and rejection (spec 1: registration status)", () => {
  it("waitFor VERIFIED: create returns once verified, with the trust score", async () => {
    await control("PATCH", "/control/registration/settings", { brand_verification_seconds: 1 });
    try {
      const t0 = Date.now();
      const brand = await h.create("Brand", "waited", { ...brandArgs, displayName: "Waited", waitFor: "VERIFIED", waitTimeoutSeconds: 30 });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
      expect(brand.outputs).toMatchObject({ status: "VERIFIED", trustScore: 75 });
      await expect.poll(() => h.output()).toMatch(new RegExp(`waiting for Brand ${brand.id} to be VERIFIED \\(now PENDING; up to 30 s\\)`));
      await h.delete(brand);
    } finally {
      await control("PATCH", "/control/registration/settings", { brand_verification_seconds: 300 });
    }
  });

  it("UNVERIFIED fails create with the service's reasons; the brand exists and stays in state", async () => {
    await control("PATCH", "/control/registration/settings", { brand_verification_seconds: 1 });
    try {
      const urn = h.urn("Brand", "bad-ein");
      const args = { ...brandArgs, displayName: "Bad EIN", taxId: "00-1234567", waitFor: "VERIFIED" };
      const checked = await h.check("Brand", "bad-ein", { ...args, waitTimeoutSeconds: 30, preflight: "off" });
      const err = await h.failure(h.host.create(urn, checked.inputs));
      const unverified = /^Brand bn_\w+ is UNVERIFIED: TAX_ID_NOT_FOUND: tax_id: no business with EIN 00-1234567/;
      expect(err.message).toMatch(unverified);
      expect(err.initFailure).toBeDefined();
      const { id, properties, reasons } = err.initFailure!;
      expect(reasons).toEqual([expect.stringMatching(/^TAX_ID_NOT_FOUND: /)]);
      expect(properties).toMatchObject({ status: "UNVERIFIED", taxId: "00-1234567", statusReasons: [{ code: "TAX_ID_NOT_FOUND" }] });
      expect((await wire(`/v1/brands/${id}`)).status).toBe(200);
      await h.delete({ kind: "Brand", name: "bad-ein", urn, id, inputs: checked.inputs, outputs: properties });
    } finally {
      await control("PATCH", "/control/registration/settings", { brand_verification_seconds: 300 });
    }
  });

  it("an update with waitFor fails with the reasons of a decision made meanwhile", async () => {
    let brand = await h.create("Brand", "decided", { ...brandArgs, displayName: "Decided" });
    await verifyBrand(brand.id);
    brand = await h.refresh(brand);
    const pending = h.update(brand, { ...brandArgs, displayName: "Decided", legalName: "Acme Holdings", waitFor: "VERIFIED", waitTimeoutSeconds: 30 });
    await sleep(400);
    await control("POST", `/control/brands/${brand.id}/decision`, {
      outcome: "unverify",
      reasons: [{ code: "LEGAL_NAME_MISMATCH", description: "The legal name does not match the tax record." }],
    });
    const err = await h.failure(pending);
    expect(err.message).toBe(
      `Brand ${brand.id} is UNVERIFIED: LEGAL_NAME_MISMATCH: The legal name does not match the tax record. Fix a review field ` +
      "(legalName, address, stockSymbol, stockExchange) and apply, or resubmit the brand; an immutable field needs a new brand",
    );
    expect(err.initFailure).toMatchObject({ id: brand.id, reasons: ["LEGAL_NAME_MISMATCH: The legal name does not match the tax record."] });
    expect(err.initFailure!.properties).toMatchObject({ legalName: "Acme Holdings", status: "UNVERIFIED" });
    await h.delete(brand);
  });

  it("a wait that times out fails with the status reached; the brand stays", async () => {
    const urn = h.urn("Brand", "slow");
    const checked = await h.check("Brand", "slow", { ...brandArgs, displayName: "Slow", waitFor: "VERIFIED", waitTimeoutSeconds: 1 });
    const err = await h.failure(h.host.create(urn, checked.inputs));
    expect(err.message).toMatch(/^Brand bn_\w+ to be VERIFIED: still PENDING after 1 s \(waitTimeoutSeconds\); the/);
    expect(err.initFailure!.properties.status).toBe("PENDING");
    await h.delete({ kind: "Brand", name: "slow", urn, id: err.initFailure!.id, inputs: checked.inputs, outputs: err.initFailure!.properties });
  });
});

describe("Campaign lifecycle (spec 1, 3, 6: carrier review and campaign status)", () => {
  let brand: Res;
  let campaign: Res;

  beforeAll(async () => {
    brand = await h.create("Brand", "sender", { ...brandArgs, displayName: "Sender" });
    await verifyBrand(brand.id);
  });

  afterAll(async () => {
    await h.delete(brand);
  });

  it("check: defaults, upper-case keywords; invalid input by property", async () => {
    const ok = await h.check("Campaign", "notify", campaignArgs(brand.id));
    expect(ok.failures).toEqual([]);
    expect(ok.inputs).toMatchObject({
      optOutKeywords: ["STOP", "END", "QUIT"],
      helpKeywords: ["HELP", "INFO"],
      optInKeywords: [],
      subUseCases: [],
      embeddedLinks: false,
      subscriberOptOut: true,
      metadata: {},
    });
    const bad = await h.check("Campaign", "notify", { ...campaignArgs(brand.id), useCase: "SPAM", description: "too short", sampleMessages: ["only one sample message here"] });
    expect(bad.failures.map((f) => f.property).sort()).toEqual(["description", "sampleMessages", "useCase"]);
  });

  it("create: submitted for carrier review (PENDING, every carrier PENDING)", async () => {
    campaign = await h.create("Campaign", "notify", campaignArgs(brand.id));
    expect(campaign.id).toMatch(/^cmp_/);
    expect(campaign.outputs).toMatchObject({ status: "PENDING", throughputPerSecond: null, numberCount: 0 });
    expect(campaign.outputs.carriers.map((c: Props) => `${c.carrier}:${c.status}`)).toEqual(["att:PENDING", "tmobile:PENDING", "verizon:PENDING"]);
  });

  it("diff: immutable fields replace; review fields and metadata update in place; keyword case and order are no change", async () => {
    const diff = async (change: Props) => (await h.plan(campaign, { ...campaignArgs(brand.id), ...change })).diff;
    expect(await diff({})).toMatchObject({ changes: "none" });
    expect(await diff({ optOutKeywords: ["QUIT", "Stop", "end"] })).toMatchObject({ changes: "none" });
    expect(await diff({ description: "Account notifications for Acme customers, with order and delivery updates." })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ metadata: { team: "ops" } })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ useCase: "CUSTOMER_CARE" })).toMatchObject({ replaces: ["useCase"], deleteBeforeReplace: false });
    expect(await diff({ brandId: "bn_other" })).toMatchObject({ replaces: ["brandId"] });
  });

  it("read: the live campaign as declared (normalized)", async () => {
    const r = await h.read(campaign);
    expect(r.inputs).toEqual(campaign.inputs);
  });

  it("waitFor ACTIVE: a review-field update waits through carrier review (virtual clock: 48 h of review)", async () => {
    const pending = h.update(campaign, {
      ...campaignArgs(brand.id),
      sampleMessages: ["Acme: your order 1234 has shipped. Reply STOP to opt out.", "Acme: your parcel is at the door. Reply HELP for help."],
      waitFor: "ACTIVE",
      waitTimeoutSeconds: 60,
    });
    await sleep(500);
    expect((await wire(`/v1/campaigns/${campaign.id}`)).body.status).toBe("PENDING"); // back in review
    await h.emu.advance(49 * 3600); // every carrier decides (default: approve)
    campaign = await pending;
    expect(campaign.outputs.status).toBe("ACTIVE");
    expect(campaign.outputs.throughputPerSecond).toEqual(expect.any(Number));
    expect(campaign.outputs.carriers.every((c: Props) => c.status === "APPROVED")).toBe(true);
    await expect.poll(() => h.output()).toMatch(new RegExp(`waiting for Campaign ${campaign.id} to be ACTIVE \\(now PENDING \\(AT&T PENDING, T-Mobile PENDING, Verizon Wireless PENDING\\)`));
  });

  it("metadata updates in place without a new review", async () => {
    campaign = await h.update(campaign, { ...campaign.inputs, metadata: { team: "ops" }, __provider: undefined });
    expect(campaign.outputs).toMatchObject({ metadata: { team: "ops" }, status: "ACTIVE" });
  });

  it("a carrier's rejection fails the waiting update with its reasons; the campaign stays in state", async () => {
    const args = { ...campaign.inputs, __provider: undefined, description: "Account notifications for Acme customers, with order and delivery updates." };
    const pending = h.update(campaign, args);
    await sleep(400);
    await control("POST", `/control/campaigns/${campaign.id}/decision`, {
      outcome: "reject",
      carriers: ["tmobile"],
      reasons: [{ code: "MESSAGE_FLOW_INSUFFICIENT", description: "The opt-in is not shown to the recipient." }],
    });
    const err = await h.failure(pending);
    expect(err.message).toMatch(
      new RegExp(`^Campaign ${campaign.id} is REJECTED: T-Mobile REJECTED: MESSAGE_FLOW_INSUFFICIENT: The opt-in is not shown to the recipient\\. Fix a review field`),
    );
    expect(err.initFailure).toMatchObject({
      id: campaign.id,
      reasons: ["T-Mobile REJECTED: MESSAGE_FLOW_INSUFFICIENT: The opt-in is not shown to the recipient."],
    });
    expect(err.initFailure!.properties).toMatchObject({ status: "REJECTED", statusReasons: [{ code: "MESSAGE_FLOW_INSUFFICIENT" }] });
    const inputs = { ...args, __provider: campaign.inputs.__provider };
    campaign = { ...campaign, inputs, outputs: err.initFailure!.properties };
  });

  it("drift: a change made out of band shows on read", async () => {
    await h.emu.api("PATCH", `/v1/campaigns/${campaign.id}`, { body: { metadata: { by: "hand" } } });
    const refreshed = await h.refresh(campaign);
    expect(refreshed.inputs.metadata).toEqual({ by: "hand" });
    expect(refreshed.outputs.status).toBe("REJECTED");
    campaign = refreshed;
  });

  it("replace: a new use case registers a new campaign first; the old one is deactivated after", async () => {
    const { created, replaces } = await h.replace(campaign, { ...campaignArgs(brand.id), useCase: "CUSTOMER_CARE" });
    expect(replaces).toEqual(["useCase"]);
    expect(created.outputs).toMatchObject({ useCase: "CUSTOMER_CARE", status: "PENDING" });
    await h.delete(campaign);
    expect((await wire(`/v1/campaigns/${campaign.id}`)).status).toBe(404);
    campaign = created;
  });

  it("a brand with campaigns cannot be deleted: the API's error says why", async () => {
    const err = await h.failure(h.delete(brand));
    expect(err.message).toMatch(new RegExp(`^Brand ${brand.id}: delete: The brand ${brand.id} still has campaigns \\(${campaign.id}\\); delete them first\\. \\(brand_has_campaigns, req_`));
  });

  it("delete: deactivates; a read reports it gone", async () => {
    await h.delete(campaign);
    expect((await h.read(campaign)).id).toBe("");
  });
});
