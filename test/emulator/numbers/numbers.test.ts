import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { senderCheck } from "../../../emulator/handlers/numbers";
import { TestEmulator } from "../../helpers/emulator";
import { activeCampaign, createBrand, createCampaign, events, keyWith, verifiedBrand } from "../registration/support";

describe("phone numbers", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (q: string, key: "live" | "test" = "live") => {
    const r = await t.api("GET", `/v1/numbers/available?${q}`, { key });
    expect(r.status, r.text).toBe(200);
    return r.body.data as any[];
  };
  const buy = async (number: string, extra: Record<string, unknown> = {}) => {
    const r = await t.api("POST", "/v1/numbers", { body: { number, ...extra } });
    expect(r.status, r.text).toBe(201);
    return r.body;
  };

  it("spec 1 (decided): search returns deterministic, realistic US local numbers matching the query", async () => {
    const a = await search("area_code=415&limit=10");
    const b = await search("area_code=415&limit=10");
    expect(a).toEqual(b);
    expect(a).toHaveLength(10);
    for (const n of a) {
      expect(n).toMatchObject({ object: "available_phone_number", country: "US", area_code: "415", locality: "San Francisco", region: "CA" });
      expect(n.number).toMatch(/^\+1415[2-9][0-9]{6}$/);
      expect(n.number.slice(5, 8)).not.toBe("555");
      expect(n.capabilities.sms).toBe(true);
    }
    // A smaller limit is a prefix of the larger one.
    expect(await search("area_code=415&limit=3")).toEqual(a.slice(0, 3));

    const contains = await search("contains=4242&limit=5");
    expect(contains).toHaveLength(5);
    for (const n of contains) expect(n.number.slice(2)).toContain("4242");
    const vanity = await search("area_code=212&contains=CAKE&limit=3");
    for (const n of vanity) expect(n.number).toMatch(/^\+1212.*2253/);

    const mms = await search("capabilities=mms,voice&limit=20");
    for (const n of mms) expect(n.capabilities).toEqual({ sms: true, mms: true, voice: true });
    const tx = await search("region=TX&limit=20");
    expect(new Set(tx.map((n) => n.region))).toEqual(new Set(["TX"]));

    const tollFree = await t.api("GET", "/v1/numbers/available?area_code=800");
    expect(tollFree.status).toBe(422);
    expect(tollFree.body.error.code).toBe("area_code_not_supported");
    const bad = await t.api("GET", "/v1/numbers/available?capabilities=fax");
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("capabilities");
  });

  it("spec 1, 5.4: buy an exact number; read and list it; buying it again is refused clearly", async () => {
    const [avail] = await search("area_code=617&limit=1");
    const n = await buy(avail.number, { name: "support line", metadata: { "msgform/name": "support" } });
    expect(n).toMatchObject({
      object: "phone_number",
      mode: "live",
      number: avail.number,
      status: "active",
      name: "support line",
      area_code: "617",
      locality: "Boston",
      region: "MA",
      capabilities: avail.capabilities,
      campaign_id: null,
      campaign_status: null,
      sending_enabled: false,
      metadata: { "msgform/name": "support" },
      released_at: null,
    });
    expect(n.id).toMatch(/^pn_[A-Za-z0-9]{24}$/);
    expect((await t.api("GET", `/v1/numbers/${n.id}`)).body).toEqual(n);
    const listed = await t.api("GET", `/v1/numbers?number=${encodeURIComponent(avail.number)}`);
    expect(listed.body.data).toEqual([n]);
    // Owned numbers are no longer offered.
    expect((await search("area_code=617&limit=5")).map((x) => x.number)).not.toContain(avail.number);

    const again = await t.api("POST", "/v1/numbers", { body: { number: avail.number } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("number_already_owned");
    expect(again.body.error.message).toContain(n.id);
    // Another account cannot buy it.
    const other = (await t.control("POST", "/control/accounts", { name: "other" })).body;
    const theirs = await t.api("POST", "/v1/numbers", { key: other.keys.live, body: { number: avail.number } });
    expect(theirs.status).toBe(409);
    expect(theirs.body.error.code).toBe("number_unavailable");
    // Not a US local number.
    for (const number of ["+442071838750", "+18005550100", "+14155550123"]) {
      const r = await t.api("POST", "/v1/numbers", { body: { number } });
      expect(r.status, number).toBe(422);
      expect(r.body.error.code).toBe("number_not_supported");
    }
    const invalid = await t.api("POST", "/v1/numbers", { body: { number: "4155550123" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.param).toBe("number");
  });

  it("spec 1 (decided): test and live numbers are separate inventories and data sets", async () => {
    const [avail] = await search("area_code=702&limit=1", "test");
    const r = await t.api("POST", "/v1/numbers", { key: "test", body: { number: avail.number } });
    expect(r.status).toBe(201);
    expect(r.body.mode).toBe("test");
    expect((await t.api("GET", `/v1/numbers/${r.body.id}`)).status).toBe(404);
    // The live inventory still offers it.
    expect((await search("area_code=702&limit=1"))[0].number).toBe(avail.number);
  });

  it("spec 1, 5.4: configure the campaign association (PENDING or ACTIVE), name and metadata; list filters", async () => {
    const brand = await verifiedBrand(t);
    const pending = await createCampaign(t, brand.id);
    const active = await activeCampaign(t);
    const [a, b] = await search("area_code=206&limit=2");
    const na = await buy(a.number);
    const nb = await buy(b.number, { campaign_id: pending.id });
    expect(nb).toMatchObject({ campaign_id: pending.id, campaign_status: "PENDING", sending_enabled: false });
    expect(nb.campaign_associated_at).toBe(nb.purchased_at);

    const assoc = await t.api("PATCH", `/v1/numbers/${na.id}`, {
      body: { campaign_id: active.id, name: "alerts", metadata: { env: "prod" } },
    });
    expect(assoc.status, assoc.text).toBe(200);
    expect(assoc.body).toMatchObject({
      campaign_id: active.id,
      campaign_status: "ACTIVE",
      sending_enabled: true,
      name: "alerts",
      metadata: { env: "prod" },
    });
    const byCampaign = await t.api("GET", `/v1/numbers?campaign_id=${active.id}`);
    expect(byCampaign.body.data.map((x: any) => x.id)).toEqual([na.id]);
    expect((await t.api("GET", `/v1/campaigns/${active.id}`)).body.number_count).toBe(1);

    const unassoc = await t.api("PATCH", `/v1/numbers/${nb.id}`, { body: { campaign_id: null, name: null } });
    expect(unassoc.body).toMatchObject({
      campaign_id: null,
      campaign_status: null,
      campaign_associated_at: null,
      name: null,
    });
    const free = await t.api("GET", "/v1/numbers?unassociated=true&limit=100");
    expect(free.body.data.map((x: any) => x.id)).toContain(nb.id);
    expect(free.body.data.map((x: any) => x.id)).not.toContain(na.id);
    const both = await t.api("GET", `/v1/numbers?unassociated=true&campaign_id=${active.id}`);
    expect(both.status).toBe(400);

    const missing = await t.api("PATCH", `/v1/numbers/${nb.id}`, { body: { campaign_id: "cmp_missing" } });
    expect(missing.status).toBe(404);
    expect(missing.body.error.param).toBe("campaign_id");
    // A campaign of the other mode does not exist for this key.
    const testBrand = await createBrand(t, {}, "test");
    const testCampaign = await createCampaign(t, testBrand.id, {}, "test");
    expect((await t.api("PATCH", `/v1/numbers/${nb.id}`, { body: { campaign_id: testCampaign.id } })).status).toBe(404);
    const extra = await t.api("PATCH", `/v1/numbers/${nb.id}`, { body: { number: "+14155550000" } });
    expect(extra.status).toBe(400);
  });

  it("spec 1 (decided): numbers bought do not hide the rest of an area code: after 250, a search for one still finds one", async () => {
    const bought = new Set<string>();
    while (bought.size < 250) {
      for (const n of await search("area_code=503&limit=50")) bought.add((await buy(n.number)).number);
    }
    // Each search draws a bounded number of candidates per result asked for (impossible patterns end
    // early); numbers already taken are not counted against it.
    const [next] = await search("area_code=503&limit=1");
    expect(next.number).toMatch(/^\+1503/);
    expect(bought.has(next.number)).toBe(false);
  });

  it("spec 1 (decided): a campaign without number_pool holds at most 49 numbers", async () => {
    const c = await activeCampaign(t);
    const avail = await search("area_code=312&limit=50");
    for (const n of avail.slice(0, 49)) await buy(n.number, { campaign_id: c.id });
    const over = await t.api("POST", "/v1/numbers", { body: { number: avail[49].number, campaign_id: c.id } });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe("campaign_number_limit");
    expect(over.body.error.message).toMatch(/number_pool/);
  });

  it("spec 6: release fires number.released with the number object; it leaves the account and never returns via search", async () => {
    const c = await activeCampaign(t);
    const before = await search("area_code=919&limit=5");
    const n = await buy(before[0].number, { campaign_id: c.id, metadata: { "msgform/name": "gone" } });
    const del = await t.api("DELETE", `/v1/numbers/${n.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: n.id, status: "released", campaign_id: c.id, sending_enabled: false });
    expect(del.body.released_at).not.toBeNull();
    expect((await t.api("GET", `/v1/numbers/${n.id}`)).status).toBe(404);
    expect((await t.api("DELETE", `/v1/numbers/${n.id}`)).status).toBe(404);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body.number_count).toBe(0);

    const released = (await events(t, "number.released")).filter((e: any) => e.data.id === n.id);
    expect(released).toHaveLength(1);
    expect(released[0].data).toEqual(del.body);
    expect(released[0].occurred_at).toBe(del.body.released_at);

    // The same query, with any limit, never offers it to this account again; buying it is refused.
    const after = await search("area_code=919&limit=5");
    expect(after.map((x) => x.number)).not.toContain(n.number);
    expect(after.slice(0, 4)).toEqual(before.slice(1, 5));
    const rebuy = await t.api("POST", "/v1/numbers", { body: { number: n.number } });
    expect(rebuy.status).toBe(409);
    expect(rebuy.body.error.code).toBe("number_unavailable");
    expect(rebuy.body.error.message).toMatch(/released/);
    // Another account may buy it.
    const other = (await t.control("POST", "/control/accounts", { name: "next owner" })).body;
    expect((await t.api("POST", "/v1/numbers", { key: other.keys.live, body: { number: n.number } })).status).toBe(201);
  });

  it("spec 5.4: numbers:read lists and reads but cannot search, buy, configure or release; numbers:write cannot list", async () => {
    const [avail] = await search("area_code=305&limit=1");
    const n = await buy(avail.number);
    const reader = await keyWith(t, ["numbers:read"]);
    expect((await t.api("GET", "/v1/numbers", { key: reader })).status).toBe(200);
    expect((await t.api("GET", `/v1/numbers/${n.id}`, { key: reader })).status).toBe(200);
    for (const [method, path, body] of [
      ["GET", "/v1/numbers/available", undefined],
      ["POST", "/v1/numbers", { number: "+13055550000" }],
      ["PATCH", `/v1/numbers/${n.id}`, { name: "x" }],
      ["DELETE", `/v1/numbers/${n.id}`, undefined],
    ] as const) {
      const r = await t.api(method, path, { key: reader, body });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.error.code).toBe("insufficient_scope");
    }
    const writer = await keyWith(t, ["numbers:write"]);
    expect((await t.api("GET", "/v1/numbers/available?limit=1", { key: writer })).status).toBe(200);
    expect((await t.api("GET", "/v1/numbers", { key: writer })).status).toBe(403);
  });

  it("senderCheck (messages contract): ownership, campaign approval and throughput", async () => {
    const core = t.emu.core;
    const account = core.state.accounts.get(t.emu.accountId)!;
    expect(senderCheck(core, account, "live", "+19999999999")).toEqual({ owned: false });
    const [a, b] = await search("area_code=213&limit=2");
    const plain = await buy(a.number);
    expect(senderCheck(core, account, "live", a.number)).toEqual({ owned: true, numberId: plain.id, campaign: null });
    expect(senderCheck(core, account, "test", a.number)).toEqual({ owned: false });
    const brand = await verifiedBrand(t);
    const c = await createCampaign(t, brand.id);
    const on = await buy(b.number, { campaign_id: c.id });
    expect(senderCheck(core, account, "live", b.number)).toEqual({
      owned: true,
      numberId: on.id,
      campaign: { id: c.id, status: "PENDING", approved: false, throughputPerSecond: 0 },
    });
    await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "approve" });
    expect(senderCheck(core, account, "live", b.number)).toMatchObject({
      campaign: { status: "ACTIVE", approved: true, throughputPerSecond: 75 },
    });
  });
});
