// provider/kinds/fields.ts: what a kind derives from declaring each field once, shown on the Brand
// and Campaign kinds (their rule tables are the service's, schema/brands.ts and schema/campaigns.ts).
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BRAND_FIELD_RULES, BRAND_REVIEW_FIELDS, brandSubmission } from "../../schema/brands";
import { Brand, reviewFields as brandReviewFields } from "../../provider/kinds/brand";
import { ApiKey, ROTATION_KEY } from "../../provider/kinds/apiKey";
import { Campaign } from "../../provider/kinds/campaign";
import { declareFields, local, mapped, marker, wire } from "../../provider/kinds/fields";
import { fieldRule } from "../../provider/kinds/kind";

const brand = {
  entityType: "PRIVATE_PROFIT",
  legalName: "Acme Widgets LLC",
  displayName: "Acme",
  taxId: "123456789",
  vertical: "RETAIL",
  address: { street: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" },
  contact: { email: "ops@acme.example.com", phone: "+14155550100" },
};

describe("kind fields declared once (issue 19)", () => {
  it("spec 1: the change rule of every wire field is the service's: immutable replaces, the rest update", () => {
    for (const [field, wireName] of [["entityType", "entity_type"], ["legalName", "legal_name"], ["website", "website"]]) {
      const expected = BRAND_FIELD_RULES[wireName as keyof typeof BRAND_FIELD_RULES] === "immutable" ? "replace" : "update";
      expect(fieldRule(Brand, field!)?.change).toBe(expected);
    }
    expect(fieldRule(Brand, "waitFor")?.change).toBe("local");
    expect(fieldRule(Campaign, "optOutKeywords")).toEqual({ change: "update", unordered: true });
    expect(brandReviewFields).toHaveLength(BRAND_REVIEW_FIELDS.length);
    expect(brandReviewFields).toEqual(expect.arrayContaining(["legalName", "address", "stockSymbol", "stockExchange"]));
  });

  it("spec 1: the create body maps names and nested shapes; tax_id_country only with a tax id", () => {
    const body = Brand.toWire(Brand.schema.parse(brand));
    expect(body).toMatchObject({ legal_name: "Acme Widgets LLC", tax_id: "12-3456789", tax_id_country: "US" });
    expect(body.address).toEqual({ street: "1 Market St", city: "San Francisco", state: "CA", postal_code: "94105", country: "US" });
    const sole = Brand.schema.parse({
      ...brand,
      entityType: "SOLE_PROPRIETOR",
      taxId: undefined,
      contact: { ...brand.contact, firstName: "Ann", lastName: "Lee" },
    });
    expect(JSON.parse(JSON.stringify(Brand.toWire(sole)))).not.toHaveProperty("tax_id_country");
  });

  it("the wire view round-trips to the same desired state (no diff on refresh)", () => {
    const desired = Brand.schema.parse(brand);
    const at = "2026-01-01T00:00:00Z";
    const times = { created_at: at, updated_at: at, submitted_at: at, verified_at: null };
    const stored = brandSubmission(Brand.toWire(desired)); // nulls where unset, as the service stores it
    const wireObject = { ...stored, ...times, id: "bn_1", object: "brand" as const, mode: "live", status: "PENDING", status_reasons: [], trust_score: null };
    expect(Brand.fromWire(wireObject).desired).toEqual(desired);
  });

  it("an update sends only the given fields, null for an unset clearable one", () => {
    const F = declareFields(
      {
        title: wire("title", z.string()),
        note: wire("note", z.string().optional(), { clearable: true }),
        size: mapped("size_cm", z.number(), { toWire: (mm) => mm / 10, fromWire: (cm: number) => cm * 10 }),
        wait: local(z.boolean().default(false)),
      },
      { title: "in_place", note: "review", size_cm: "immutable" },
    );
    const d = F.object.parse({ title: "t", size: 120 });
    expect(F.toWire(d)).toEqual({ title: "t", size_cm: 12 });
    expect(F.updateBody(d, ["note", "wait"])).toEqual({ note: null });
    expect(F.fromWire({ title: "t", note: null, size_cm: 12 })).toEqual({ title: "t", note: undefined, size: 120 });
    expect(F.rules).toEqual({ title: { change: "update" }, note: { change: "update" }, size: { change: "replace" }, wait: { change: "local" } });
    expect(F.reviewFields).toEqual(["note"]);
  });

  it("without a service rule table, each field says its own change rule (unsaid: update); a marker rides in metadata", () => {
    const F = declareFields({
      label: wire("label", z.string().optional(), { clearable: true }),
      scopes: wire("scopes", z.array(z.string()), { change: "replace", unordered: true }),
      generation: marker("msgform:generation", z.string().optional(), { change: "replace" }),
      metadata: wire("metadata", z.record(z.string(), z.string()).default({})),
      quiet: local(z.number().default(0)),
    });
    expect(F.rules).toEqual({
      label: { change: "update" },
      scopes: { change: "replace", unordered: true },
      generation: { change: "replace" },
      metadata: { change: "update" },
      quiet: { change: "local" },
    });
    expect(F.reviewFields).toEqual([]);
    const d = F.object.parse({ scopes: ["a"], generation: "g2", metadata: { team: "ops" } });
    expect(F.toWire(d)).toEqual({ scopes: ["a"], metadata: { team: "ops", "msgform:generation": "g2" } });
    // Metadata is replaced whole, so an update that sends it keeps the marker; one that does not, leaves it out.
    expect(F.updateBody(d, ["metadata", "label"])).toEqual({ label: null, metadata: { team: "ops", "msgform:generation": "g2" } });
    expect(F.updateBody(d, ["quiet"])).toEqual({});
    expect(F.fromWire({ scopes: ["a"], label: null, metadata: { team: "ops", "msgform:generation": "g2" } }))
      .toEqual({ label: undefined, scopes: ["a"], generation: "g2", metadata: { team: "ops" } });
    // The kinds without a rule table: an API key's scopes and rotation replace it, its name changes in place.
    expect([fieldRule(ApiKey, "scopes"), fieldRule(ApiKey, "rotation"), fieldRule(ApiKey, "name")]).toEqual([
      { change: "replace", unordered: true }, { change: "replace" }, { change: "update" },
    ]);
    const key = ApiKey.schema.parse({ scopes: ["keys:read"], rotation: "2026-q4" });
    expect(ApiKey.toWire(key).metadata).toEqual({ [ROTATION_KEY]: "2026-q4" });
  });

  it("spec 7: the service's cross-field problems are raised at the desired path, in the declaration's names", () => {
    const r = Campaign.schema.safeParse({
      brandId: "bn_1",
      useCase: "ACCOUNT_NOTIFICATION",
      description: "Order and account notifications for Acme customers who signed up.",
      messageFlow: "Customers tick an SMS consent box at checkout, which states frequency and rates.",
      sampleMessages: ["Acme: your order has shipped. Reply STOP to opt out.", "Acme: your password changed. Reply HELP."],
      optInKeywords: ["START"],
      optOutMessage: "Acme: you are unsubscribed and will get no more messages.",
      helpMessage: "Acme: help at support desk, msg and data rates may apply.",
    });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["optInMessage", "required when optInKeywords is not empty"],
    ]);
  });
});
