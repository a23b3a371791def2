// Offline validation agrees with the service (issue 17 item 5): a corpus of brand and campaign
// declarations, each checked offline first (the kind's schema, the real Pulumi check over gRPC,
// and `msgform validate` as a child process), then sent to the emulator. Every declaration the
// emulator rejects with a validation error (400 invalid_request) must have been reported offline;
// every one it accepts must pass the kind's schema (no rule the service does not have).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Brand } from "../../provider/kinds/brand";
import { Campaign } from "../../provider/kinds/campaign";
import { msgform } from "../cli/run";
import { brandBody, campaignBody } from "../helpers/fixtures";
import { Harness } from "./kinds/harness";

type Body = Record<string, unknown>;

/** A request body as a declaration: snake_case keys written camelCase (metadata keys as they are). */
function declared(body: Body): Body {
  const camel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  const walk = (v: unknown, key?: string): unknown => {
    if (key === "metadata" || v === null || typeof v !== "object" || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [camel(k), walk(x, k)]));
  };
  return walk(body) as Body;
}

const without = (body: Body, ...keys: string[]) =>
  Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));
const sole = { entity_type: "SOLE_PROPRIETOR", contact: { first_name: "Ann", last_name: "Lee", email: "a@b.co", phone: "+14155550100" } };
const usAddress = { street: "1 Market St", city: "San Francisco", postal_code: "94105", country: "US" };

/** Brand bodies by declaration name (valid ones included, so over-strict offline rules fail too). */
const BRANDS: Record<string, Body> = {
  valid: brandBody(),
  "valid-sole": without(brandBody(sole), "tax_id", "legal_name"),
  "valid-public": brandBody({ entity_type: "PUBLIC_PROFIT", stock_symbol: "ACME", stock_exchange: "NYSE" }),
  "no-legal-name": without(brandBody(), "legal_name"),
  "no-tax-id": without(brandBody(), "tax_id"),
  "sole-with-tax-id": brandBody(sole),
  "sole-without-names": without(brandBody({ entity_type: "SOLE_PROPRIETOR" }), "tax_id"),
  "bad-ein": brandBody({ tax_id: "12345" }),
  "public-without-listing": brandBody({ entity_type: "PUBLIC_PROFIT" }),
  "private-with-listing": brandBody({ stock_symbol: "ACME" }),
  "us-state-spelled-out": brandBody({ address: { ...usAddress, state: "California" } }),
  "empty-display-name": brandBody({ display_name: "" }),
  "unknown-vertical": brandBody({ vertical: "SPACE" }),
  "ftp-website": brandBody({ website: "ftp://acme.example.com" }),
  "bad-email": brandBody({ contact: { email: "nope", phone: "+14155550100" } }),
};

/** Campaign bodies by declaration name (brand_id filled in per check). */
const CAMPAIGNS: Record<string, Body> = {
  valid: campaignBody(""),
  "valid-no-help": without(campaignBody("", { subscriber_help: false }), "help_message"),
  "valid-mixed": campaignBody("", { use_case: "MIXED", sub_use_cases: ["MARKETING", "2FA"] }),
  "mixed-one-sub": campaignBody("", { use_case: "MIXED", sub_use_cases: ["MARKETING"] }),
  "subs-without-mixed": campaignBody("", { sub_use_cases: ["MARKETING", "2FA"] }),
  "opt-in-without-message": campaignBody("", { opt_in_keywords: ["START"] }),
  "opt-out-without-stop": campaignBody("", { opt_out_keywords: ["QUIT"] }),
  "no-opt-out-message": without(campaignBody(""), "opt_out_message"),
  "help-without-help": campaignBody("", { help_keywords: ["INFO"] }),
  "no-help-message": without(campaignBody(""), "help_message"),
  "keyword-twice": campaignBody("", { opt_in_keywords: ["START", "HELP"], opt_in_message: "Acme: you are subscribed to alerts." }),
  "short-description": campaignBody("", { description: "Alerts." }),
  "one-sample": campaignBody("", { sample_messages: ["Acme: your order 4411 has shipped."] }),
  "repeated-keyword": campaignBody("", { opt_out_keywords: ["STOP", "stop"] }),
};

let h: Harness;
let brandId: string;
const dir = mkdtempSync(join(tmpdir(), "msgform-offline-"));

beforeAll(async () => {
  // Limits lifted: the corpus is many writes in a row, and a 429 is no verdict on a body.
  h = await Harness.start({ emulator: { rateLimits: "off" } });
  const made = await h.emu.api("POST", "/v1/brands", { body: brandBody() });
  expect(made.status).toBe(201);
  brandId = made.body.id;
}, 60_000);

afterAll(async () => {
  await h?.close();
});

interface Verdicts {
  emulator: Map<string, { status: number; code?: string; param?: string }>;
  pulumi: Map<string, string[]>;
  schema: Map<string, boolean>;
}

/** Offline first (schema, Pulumi check), then the emulator, for every declaration of one kind. */
async function judge(kind: "Brand" | "Campaign", corpus: Record<string, Body>, path: string): Promise<Verdicts> {
  const v: Verdicts = { emulator: new Map(), pulumi: new Map(), schema: new Map() };
  const schema = kind === "Brand" ? Brand.schema : Campaign.schema;
  for (const [name, raw] of Object.entries(corpus)) {
    const body = kind === "Campaign" ? { ...raw, brand_id: brandId } : raw;
    const args = { ...declared(body), preflight: "off" };
    v.schema.set(name, schema.safeParse(args).success);
    const checked = await h.check(kind, `offline-${name}`, args);
    v.pulumi.set(name, checked.failures.map((f) => f.property));
    const r = await h.emu.api("POST", path, { body });
    v.emulator.set(name, { status: r.status, code: r.body?.error?.code, param: r.body?.error?.param });
  }
  return v;
}

const rejected = (v: Verdicts) =>
  [...v.emulator].filter(([, r]) => r.status === 400 && r.code === "invalid_request").map(([n]) => n);

describe("spec 7: offline validation reports every request-body rule the service enforces", () => {
  it("spec 7: brands: every body the emulator rejects as invalid fails the schema and the Pulumi check first", async () => {
    const v = await judge("Brand", BRANDS, "/v1/brands");
    const bad = rejected(v);
    // The corpus exercises the cross-field rules, not only field types.
    expect(bad).toEqual(expect.arrayContaining(["no-legal-name", "sole-with-tax-id", "public-without-listing", "bad-ein"]));
    expect(bad.length).toBe(Object.keys(BRANDS).length - 3);
    for (const name of bad) {
      expect({ name, schema: v.schema.get(name) }).toEqual({ name, schema: false });
      expect({ name, pulumi: v.pulumi.get(name)!.length > 0 }).toEqual({ name, pulumi: true });
    }
    for (const name of Object.keys(BRANDS).filter((n) => !bad.includes(n))) {
      const verdict = { name, status: v.emulator.get(name)!.status, schema: v.schema.get(name) };
      expect(verdict).toEqual({ name, status: 201, schema: true });
    }
    // The issue's own example: where the service points, the check points (in the declaration's names).
    expect(v.emulator.get("no-legal-name")!.param).toBe("legal_name");
    expect(v.pulumi.get("no-legal-name")).toEqual(["legalName"]);
    expect(v.pulumi.get("sole-without-names")).toEqual(["contact.firstName"]);
  }, 120_000);

  it("spec 7: campaigns: every body the emulator rejects as invalid fails the schema and the Pulumi check first", async () => {
    const v = await judge("Campaign", CAMPAIGNS, "/v1/campaigns");
    const bad = rejected(v);
    expect(bad).toEqual(expect.arrayContaining(["mixed-one-sub", "opt-in-without-message", "keyword-twice", "no-help-message"]));
    expect(bad.length).toBe(Object.keys(CAMPAIGNS).length - 3);
    for (const name of bad) {
      expect({ name, schema: v.schema.get(name) }).toEqual({ name, schema: false });
      expect({ name, pulumi: v.pulumi.get(name)!.length > 0 }).toEqual({ name, pulumi: true });
    }
    for (const name of Object.keys(CAMPAIGNS).filter((n) => !bad.includes(n))) {
      const verdict = { name, status: v.emulator.get(name)!.status, schema: v.schema.get(name) };
      expect(verdict).toEqual({ name, status: 201, schema: true });
    }
    expect(v.pulumi.get("keyword-twice")).toEqual(["helpKeywords"]);
  }, 120_000);

  it("spec 7: msgform validate reports every invalid brand and campaign of the corpus in one run, at its entry", async () => {
    const entries = (corpus: Record<string, Body>, extra: Body = {}) =>
      Object.fromEntries(Object.entries(corpus).map(([n, b]) => [n, { ...declared(without(b, "brand_id")), ...extra }]));
    const file = join(dir, "corpus.yaml");
    // JSON is YAML: one file with every declaration.
    const config = { version: 1, brands: entries(BRANDS), campaigns: entries(CAMPAIGNS, { brand: "valid" }) };
    writeFileSync(file, JSON.stringify(config, null, 2));
    const r = await msgform(["validate", file]);
    expect(r.code).toBe(1);
    const reported = (section: string) => new Set([...r.stderr.matchAll(new RegExp(`: ${section}\\.([a-z0-9-]+)[.:]`, "g"))].map((m) => m[1]));
    const invalid = (corpus: Record<string, Body>) => Object.keys(corpus).filter((n) => !n.startsWith("valid"));
    expect([...reported("brands")].sort()).toEqual(invalid(BRANDS).sort());
    expect([...reported("campaigns")].sort()).toEqual(invalid(CAMPAIGNS).sort());
    expect(r.stderr).toMatch(/brands\.no-legal-name\.legalName: required for PRIVATE_PROFIT/);
  }, 60_000);
});
