// A Create that ends as a partial failure (the object exists but is not ready: a campaign the
// carriers reject, a brand that is not verified), through the real dynamic-provider host as the
// engine drives it. The engine keeps the properties of the partial failure as the resource's state
// and sends exactly those back on the next Delete (`pulumi destroy`, a resource removed) or Update
// (`pulumi up` with the program fixed): they must carry the stack's identity and the serialized
// provider, or the Delete would judge the stack's own object someone else's and leave it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Props } from "../../helpers/pulumiHost";
import { BRAND_ARGS, campaignArgs } from "../../helpers/fixtures";
import { Harness, type Res, sleep } from "./harness";

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  await h?.close();
});

/** The hidden input the resource classes pass (provider/pulumi/resource.ts). */
const identity = (name: string) => ({ __identity: { project: "shop", stack: "prod", name } });

async function control(method: string, path: string, body?: unknown): Promise<Props> {
  const r = await h.emu.control(method, path, body);
  expect(r.status, r.text).toBe(200);
  return r.body;
}

const status = async (path: string) => (await h.emu.api("GET", path)).status;

/** The id of the object of `list` whose owner marker names `name`, once it exists. */
async function madeFor(list: string, name: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const r = await h.emu.api("GET", `${list}?limit=100`);
    const hit = (r.body.data as Props[]).find((o) => o.metadata?.["msgform:name"] === name);
    if (hit) return hit.id as string;
    await sleep(50);
  }
  throw new Error(`nothing made for ${name} in ${list}`);
}

/** Check then Create, expecting a partial failure; the resource as the engine then keeps it. */
async function rejectedCreate(kind: string, name: string, args: Props, decide: () => Promise<void>): Promise<Res> {
  const checked = await h.check(kind, name, { ...args, ...identity(name) });
  expect(checked.failures).toEqual([]);
  const urn = h.urn(kind, name);
  const pending = h.failure(h.host.create(urn, checked.inputs));
  await decide();
  const err = await pending;
  expect(err.initFailure, err.message).toBeDefined();
  const { id, properties } = err.initFailure!;
  return { kind, name, urn, id, inputs: checked.inputs, outputs: properties };
}

describe("a partial failure keeps what a later call needs (engine: ErrorResourceInitFailed state)", () => {
  let brand: Res;

  beforeAll(async () => {
    brand = await h.create("Brand", "sender", { ...BRAND_ARGS, ...identity("sender") });
    await control("POST", `/control/brands/${brand.id}/decision`, { outcome: "verify", trust_score: 80 });
  });

  const rejectCampaign = (name: string) => async () => {
    const id = await madeFor("/v1/campaigns", name);
    await control("POST", `/control/campaigns/${id}/decision`, { outcome: "reject", carriers: ["tmobile"] });
  };

  it("a Campaign the carriers reject: its properties carry the identity, the provider and the outputs; Delete deletes it", async () => {
    const args = { ...campaignArgs(brand.id), waitFor: "ACTIVE", waitTimeoutSeconds: 30 };
    const rejected = await rejectedCreate("Campaign", "alerts", args, rejectCampaign("alerts"));
    expect(rejected.outputs).toMatchObject({
      status: "REJECTED",
      __identity: identity("alerts").__identity,
      __provider: h.providerText("Campaign"),
      brandId: brand.id,
    });
    expect(await status(`/v1/campaigns/${rejected.id}`)).toBe(200);
    // `pulumi destroy`: Delete with exactly the properties the partial failure returned.
    await h.delete(rejected);
    expect(await status(`/v1/campaigns/${rejected.id}`)).toBe(404);
    expect(h.output()).not.toMatch(/left to/);
    // With its campaign gone the brand can go too (it failed with brand_has_campaigns before).
    await h.delete(brand);
    expect(await status(`/v1/brands/${brand.id}`)).toBe(404);
    brand = await h.create("Brand", "sender", { ...BRAND_ARGS, ...identity("sender") });
    await control("POST", `/control/brands/${brand.id}/decision`, { outcome: "verify", trust_score: 80 });
  });

  it("a rejected Campaign is updated from those properties (the program fixed) and keeps its owner markers", async () => {
    const args = { ...campaignArgs(brand.id), waitFor: "ACTIVE", waitTimeoutSeconds: 30 };
    const rejected = await rejectedCreate("Campaign", "promo", args, rejectCampaign("promo"));
    const fixed = { ...args, waitFor: undefined, description: "Account notifications for Acme customers: receipts, order and delivery updates.", ...identity("promo") };
    const updated = await h.update(rejected, fixed);
    expect(updated.outputs).toMatchObject({ status: "PENDING", description: fixed.description, __identity: identity("promo").__identity });
    const live = (await h.emu.api("GET", `/v1/campaigns/${rejected.id}`)).body;
    expect(live.metadata).toMatchObject({ "msgform:name": "promo", "msgform:pulumi": "shop/prod" });
    await h.delete(updated);
    expect(await status(`/v1/campaigns/${rejected.id}`)).toBe(404);
  });

  it("a Brand that is not verified: Delete with its partial failure's properties deletes it; Update from them works", async () => {
    await control("PATCH", "/control/registration/settings", { brand_verification_seconds: 1 });
    try {
      const args = { ...BRAND_ARGS, displayName: "Bad EIN", taxId: "00-1234567", waitFor: "VERIFIED", waitTimeoutSeconds: 30, preflight: "off" };
      const first = await rejectedCreate("Brand", "bad-ein", args, async () => undefined);
      expect(first.outputs).toMatchObject({ status: "UNVERIFIED", __identity: identity("bad-ein").__identity, __provider: h.providerText("Brand") });
      const updated = await h.update(first, { ...args, waitFor: undefined, displayName: "Bad EIN, renamed", ...identity("bad-ein") });
      expect(updated.outputs).toMatchObject({ displayName: "Bad EIN, renamed" });
      await h.delete(first);
      expect(await status(`/v1/brands/${first.id}`)).toBe(404);
    } finally {
      await control("PATCH", "/control/registration/settings", { brand_verification_seconds: 300 });
    }
  });
});
