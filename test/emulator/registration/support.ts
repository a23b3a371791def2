import { expect } from "vitest";
import type { CallOptions, TestEmulator } from "../../helpers/emulator";

export const MIN = 60;
export const HOUR = 3600;
/** Default vetting durations (seconds): brand verification, then each carrier's review. */
export const BRAND_SECONDS = 5 * MIN;
export const ATT_SECONDS = 24 * HOUR;
export const TMOBILE_SECONDS = 36 * HOUR;
export const VERIZON_SECONDS = 48 * HOUR;

export function brandBody(overrides: Record<string, unknown> = {}) {
  return {
    entity_type: "PRIVATE_PROFIT",
    legal_name: "Acme Widgets LLC",
    display_name: "Acme",
    tax_id: "123456789",
    vertical: "RETAIL",
    website: "https://acme.example.com",
    address: { street: "1 Market St", city: "San Francisco", state: "CA", postal_code: "94105", country: "US" },
    contact: { email: "ops@acme.example.com", phone: "+14155550100" },
    metadata: { "msgform/name": "acme" },
    ...overrides,
  };
}

export function campaignBody(brandId: string, overrides: Record<string, unknown> = {}) {
  return {
    brand_id: brandId,
    use_case: "ACCOUNT_NOTIFICATION",
    description: "Order and account notifications for Acme customers who signed up on checkout.",
    message_flow: "Customers tick an SMS consent box at checkout on the Acme store, which states frequency and rates.",
    sample_messages: [
      "Acme: your order 4411 has shipped and arrives Tuesday. Reply STOP to opt out.",
      "Acme: your password was changed. If this was not you, reply HELP. Reply STOP to opt out.",
    ],
    opt_out_message: "Acme: you are unsubscribed and will receive no more messages.",
    help_message: "Acme: help at support desk, msg and data rates may apply. Reply STOP to opt out.",
    ...overrides,
  };
}

type Key = CallOptions["key"];

export async function createBrand(t: TestEmulator, overrides: Record<string, unknown> = {}, key: Key = "live") {
  const r = await t.api("POST", "/v1/brands", { key, body: brandBody(overrides) });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** A brand verified through the default clock path (5 minutes). */
export async function verifiedBrand(t: TestEmulator, overrides: Record<string, unknown> = {}, key: Key = "live") {
  const b = await createBrand(t, overrides, key);
  await t.advance(BRAND_SECONDS);
  const r = await t.api("GET", `/v1/brands/${b.id}`, { key });
  expect(r.body.status).toBe("VERIFIED");
  return r.body;
}

export async function createCampaign(
  t: TestEmulator,
  brandId: string,
  overrides: Record<string, unknown> = {},
  key: Key = "live",
) {
  const r = await t.api("POST", "/v1/campaigns", { key, body: campaignBody(brandId, overrides) });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** An ACTIVE campaign, approved by every carrier through the control API. */
export async function activeCampaign(t: TestEmulator, overrides: Record<string, unknown> = {}, key: Key = "live") {
  const b = await verifiedBrand(t, {}, key);
  const c = await createCampaign(t, b.id, overrides, key);
  const r = await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "approve" });
  expect(r.status, r.text).toBe(200);
  expect(r.body.status).toBe("ACTIVE");
  return r.body;
}

/** Events of one kind, oldest first, through GET /v1/events. */
export async function events(t: TestEmulator, type: string, key: Key = "live") {
  const r = await t.api("GET", `/v1/events?type=${type}&limit=100`, { key });
  expect(r.status, r.text).toBe(200);
  return [...r.body.data].reverse();
}

/** A key with only the given scopes, of the live mode. */
export async function keyWith(t: TestEmulator, scopes: string[]) {
  const r = await t.api("POST", "/v1/keys", { body: { name: scopes.join(" "), scopes } });
  expect(r.status, r.text).toBe(201);
  return { id: r.body.id as string, secret: r.body.secret as string };
}
