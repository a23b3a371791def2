import { expect } from "vitest";
import type { CallOptions, TestEmulator } from "../../helpers/emulator";

const MIN = 60;
const HOUR = 3600;
/** Default vetting durations (seconds): brand verification, then each carrier's review. */
export const BRAND_SECONDS = 5 * MIN;
export const ATT_SECONDS = 24 * HOUR;
export const TMOBILE_SECONDS = 36 * HOUR;
export const VERIZON_SECONDS = 48 * HOUR;

export { brandBody, campaignBody } from "../../helpers/fixtures";
import { brandBody, campaignBody } from "../../helpers/fixtures";

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
