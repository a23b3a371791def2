import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_FIELD_RULES, BRAND_IMMUTABLE_FIELDS, BRAND_REVIEW_FIELDS } from "../../../schema/brands";
import { TestEmulator } from "../../helpers/emulator";
import { BRAND_SECONDS, brandBody, createBrand, createCampaign, keyWith, verifiedBrand } from "./support";

describe("10DLC brands", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("spec 1, 2: creates a brand with the TCR fields, PENDING, id bn_, EIN normalized; reads and lists it", async () => {
    const b = await createBrand(t);
    expect(b).toMatchObject({
      object: "brand",
      mode: "live",
      entity_type: "PRIVATE_PROFIT",
      legal_name: "Acme Widgets LLC",
      display_name: "Acme",
      tax_id: "12-3456789",
      tax_id_country: "US",
      vertical: "RETAIL",
      website: "https://acme.example.com",
      address: { street: "1 Market St", street2: null, city: "San Francisco", state: "CA", postal_code: "94105", country: "US" },
      contact: { first_name: null, last_name: null, email: "ops@acme.example.com", phone: "+14155550100" },
      stock_symbol: null,
      stock_exchange: null,
      metadata: { "msgform/name": "acme" },
      status: "PENDING",
      status_reasons: [],
      trust_score: null,
      verified_at: null,
    });
    expect(b.id).toMatch(/^bn_[A-Za-z0-9]{24}$/);
    const got = await t.api("GET", `/v1/brands/${b.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(b);
    const list = await t.api("GET", "/v1/brands?status=PENDING&limit=100");
    expect(list.body.data.map((x: any) => x.id)).toContain(b.id);
    // Mode separation (Stripe model): a test key sees no live brand.
    expect((await t.api("GET", `/v1/brands/${b.id}`, { key: "test" })).status).toBe(404);
  });

  it("spec 3 (decided): verification completes on the emulator clock after 5 minutes, with a trust score", async () => {
    const b = await createBrand(t);
    await t.advance(BRAND_SECONDS - 5);
    expect((await t.api("GET", `/v1/brands/${b.id}`)).body.status).toBe("PENDING");
    await t.advance(5);
    const after = (await t.api("GET", `/v1/brands/${b.id}`)).body;
    expect(after).toMatchObject({ status: "VERIFIED", trust_score: 75, status_reasons: [] });
    expect(after.verified_at).not.toBeNull();
  });

  it("spec 3 (decided): an EIN prefix the IRS never issues fails verification with a reason", async () => {
    const b = await createBrand(t, { tax_id: "00-1234567" });
    await t.advance(BRAND_SECONDS);
    const after = (await t.api("GET", `/v1/brands/${b.id}`)).body;
    expect(after.status).toBe("UNVERIFIED");
    expect(after.status_reasons).toEqual([expect.objectContaining({ code: "TAX_ID_NOT_FOUND" })]);
    // A campaign cannot be registered for an unverified brand.
    const c = await t.api("POST", "/v1/campaigns", {
      body: { brand_id: b.id, use_case: "2FA", description: "x".repeat(40), message_flow: "y".repeat(40), sample_messages: ["a".repeat(20), "b".repeat(20)], opt_out_message: "You are unsubscribed from Acme.", help_message: "Acme help: support@acme.example" },
    });
    expect(c.status).toBe(409);
    expect(c.body.error.code).toBe("brand_not_verified");
  });

  it("spec 1 (decided): cross-field rules — sole proprietor, public company, EIN format", async () => {
    const sole = await t.api("POST", "/v1/brands", {
      body: brandBody({ entity_type: "SOLE_PROPRIETOR", legal_name: undefined }),
    });
    expect(sole.status).toBe(400);
    expect(sole.body.error.details.map((d: any) => d.param)).toEqual(["tax_id", "contact.first_name"]);

    const soleOk = await t.api("POST", "/v1/brands", {
      body: brandBody({
        entity_type: "SOLE_PROPRIETOR",
        legal_name: undefined,
        tax_id: undefined,
        contact: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "+14155550101" },
      }),
    });
    expect(soleOk.status, soleOk.text).toBe(201);
    expect(soleOk.body).toMatchObject({ tax_id: null, tax_id_country: null });
    await t.advance(BRAND_SECONDS);
    // SOLE_PROPRIETOR brands are not scored.
    expect((await t.api("GET", `/v1/brands/${soleOk.body.id}`)).body).toMatchObject({ status: "VERIFIED", trust_score: null });

    const pub = await t.api("POST", "/v1/brands", { body: brandBody({ entity_type: "PUBLIC_PROFIT" }) });
    expect(pub.status).toBe(400);
    expect(pub.body.error.details.map((d: any) => d.param)).toEqual(["stock_symbol", "stock_exchange"]);
    const pubOk = await t.api("POST", "/v1/brands", {
      body: brandBody({ entity_type: "PUBLIC_PROFIT", stock_symbol: "ACME", stock_exchange: "NASDAQ" }),
    });
    expect(pubOk.status).toBe(201);
    const priv = await t.api("POST", "/v1/brands", { body: brandBody({ stock_symbol: "ACME" }) });
    expect(priv.status).toBe(400);
    expect(priv.body.error.param).toBe("stock_symbol");

    const ein = await t.api("POST", "/v1/brands", { body: brandBody({ tax_id: "12-34" }) });
    expect(ein.status).toBe(400);
    expect(ein.body.error.param).toBe("tax_id");
    const unknown = await t.api("POST", "/v1/brands", { body: { ...brandBody(), colour: "red" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe("colour");
  });

  it("spec 1 (decided): immutable fields refuse a change with field_immutable; the same value is accepted", async () => {
    expect(BRAND_IMMUTABLE_FIELDS).toEqual(["entity_type", "tax_id", "tax_id_country"]);
    const b = await verifiedBrand(t);
    const r = await t.api("PATCH", `/v1/brands/${b.id}`, { body: { tax_id: "98-7654321" } });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ code: "field_immutable", param: "tax_id" });
    expect(r.body.error.message).toMatch(/register a new brand/);
    const same = await t.api("PATCH", `/v1/brands/${b.id}`, { body: { tax_id: "123456789", entity_type: "PRIVATE_PROFIT" } });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ status: "VERIFIED", updated_at: b.updated_at });
  });

  it("spec 1 (decided): review fields resubmit the brand (PENDING again); in-place fields do not", async () => {
    expect(BRAND_REVIEW_FIELDS).toEqual(["legal_name", "address", "stock_symbol", "stock_exchange"]);
    expect(BRAND_FIELD_RULES.display_name).toBe("in_place");
    const b = await verifiedBrand(t);
    await t.control("POST", `/control/brands/${b.id}/decision`, { outcome: "verify", trust_score: 60 });
    const inPlace = await t.api("PATCH", `/v1/brands/${b.id}`, {
      body: { display_name: "Acme Shop", website: null, metadata: { team: "growth" } },
    });
    expect(inPlace.status).toBe(200);
    expect(inPlace.body).toMatchObject({ status: "VERIFIED", display_name: "Acme Shop", website: null, metadata: { team: "growth" } });
    const review = await t.api("PATCH", `/v1/brands/${b.id}`, { body: { legal_name: "Acme Widgets Inc" } });
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({ status: "PENDING", legal_name: "Acme Widgets Inc" });
    await t.advance(BRAND_SECONDS);
    // Re-verification keeps the brand's score.
    expect((await t.api("GET", `/v1/brands/${b.id}`)).body).toMatchObject({ status: "VERIFIED", trust_score: 60 });
  });

  it("control: unverify with reasons, resubmit, then verify with a chosen trust score", async () => {
    const b = await createBrand(t);
    const un = await t.control("POST", `/control/brands/${b.id}/decision`, {
      outcome: "unverify",
      reasons: [{ code: "ADDRESS_MISMATCH", description: "The address does not match the EIN record." }],
    });
    expect(un.status, un.text).toBe(200);
    expect(un.body).toMatchObject({ status: "UNVERIFIED", status_reasons: [{ code: "ADDRESS_MISMATCH" }] });
    const notAgain = await t.api("POST", `/v1/brands/${(await verifiedBrand(t)).id}/resubmit`);
    expect(notAgain.status).toBe(409);
    expect(notAgain.body.error.code).toBe("brand_not_resubmittable");
    const re = await t.api("POST", `/v1/brands/${b.id}/resubmit`);
    expect(re.body).toMatchObject({ status: "PENDING", status_reasons: [] });
    const planned = await t.control("POST", `/control/brands/${b.id}/decision`, {
      outcome: "verify",
      trust_score: 90,
      apply: "at_review_time",
    });
    expect(planned.body.status).toBe("PENDING");
    await t.advance(BRAND_SECONDS);
    expect((await t.api("GET", `/v1/brands/${b.id}`)).body).toMatchObject({ status: "VERIFIED", trust_score: 90 });
    expect((await t.control("POST", "/control/brands/bn_nope/decision", { outcome: "verify" })).status).toBe(404);
  });

  it("spec 1 (decided): a brand with campaigns cannot be deleted; without, DELETE returns it and it reads 404", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id);
    const refused = await t.api("DELETE", `/v1/brands/${b.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("brand_has_campaigns");
    expect(refused.body.error.message).toContain(c.id);
    expect((await t.api("DELETE", `/v1/campaigns/${c.id}`)).status).toBe(200);
    const del = await t.api("DELETE", `/v1/brands/${b.id}`);
    expect(del.status).toBe(200);
    expect(del.body.id).toBe(b.id);
    expect((await t.api("GET", `/v1/brands/${b.id}`)).status).toBe(404);
  });

  it("spec 5.4: registration:read reads brands but cannot create or update them", async () => {
    const b = await createBrand(t);
    const reader = await keyWith(t, ["registration:read"]);
    expect((await t.api("GET", `/v1/brands/${b.id}`, { key: reader })).status).toBe(200);
    const create = await t.api("POST", "/v1/brands", { key: reader, body: brandBody() });
    expect(create.status).toBe(403);
    expect(create.body.error.code).toBe("insufficient_scope");
    expect((await t.api("PATCH", `/v1/brands/${b.id}`, { key: reader, body: { display_name: "X" } })).status).toBe(403);
    const writer = await keyWith(t, ["registration:write"]);
    expect((await t.api("POST", "/v1/brands", { key: writer, body: brandBody() })).status).toBe(201);
    expect((await t.api("GET", `/v1/brands/${b.id}`, { key: writer })).status).toBe(403);
    const numbersKey = await keyWith(t, ["numbers:write"]);
    expect((await t.api("GET", "/v1/brands", { key: numbersKey })).status).toBe(403);
  });
});
