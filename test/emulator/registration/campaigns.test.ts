import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_FIELD_RULES, CAMPAIGN_IMMUTABLE_FIELDS, CAMPAIGN_REVIEW_FIELDS } from "../../../schema/campaigns";
import { TestEmulator } from "../../helpers/emulator";
import {
  activeCampaign,
  ATT_SECONDS,
  BRAND_SECONDS,
  campaignBody,
  createBrand,
  createCampaign,
  events,
  keyWith,
  TMOBILE_SECONDS,
  verifiedBrand,
  VERIZON_SECONDS,
} from "./support";

const carrierStatuses = (c: any) => Object.fromEntries(c.carriers.map((k: any) => [k.carrier, k.status]));
const eventsOf = async (t: TestEmulator, id: string) =>
  (await events(t, "campaign.status_changed")).filter((e: any) => e.data.campaign_id === id);

describe("10DLC campaigns", () => {
  let t: TestEmulator;
  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("spec 1, 2: creates a campaign with the TCR fields and defaults, id cmp_, PENDING at every carrier", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id, { metadata: { "msgform/name": "notify" } });
    expect(c.id).toMatch(/^cmp_[A-Za-z0-9]{24}$/);
    expect(c).toMatchObject({
      object: "campaign",
      mode: "live",
      brand_id: b.id,
      use_case: "ACCOUNT_NOTIFICATION",
      sub_use_cases: [],
      opt_in_keywords: [],
      opt_out_keywords: ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"],
      help_keywords: ["HELP", "INFO"],
      embedded_links: false,
      embedded_phone: false,
      number_pool: false,
      age_gated: false,
      direct_lending: false,
      subscriber_opt_in: true,
      subscriber_opt_out: true,
      subscriber_help: true,
      status: "PENDING",
      status_reasons: [],
      throughput_per_second: null,
      number_count: 0,
      approved_at: null,
      metadata: { "msgform/name": "notify" },
    });
    expect(c.carriers.map((k: any) => [k.carrier, k.name, k.status])).toEqual([
      ["att", "AT&T", "PENDING"],
      ["tmobile", "T-Mobile", "PENDING"],
      ["verizon", "Verizon Wireless", "PENDING"],
    ]);
    expect(c.review_started_at).toBe(c.created_at);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body).toEqual(c);
    const list = await t.api("GET", `/v1/campaigns?brand_id=${b.id}`);
    expect(list.body.data.map((x: any) => x.id)).toEqual([c.id]);
    expect((await t.api("GET", `/v1/campaigns?brand_id=${b.id}&status=ACTIVE`)).body.data).toEqual([]);
    // The first submission fires campaign.status_changed with previous_status null.
    const [first] = await eventsOf(t, c.id);
    expect(first.data).toMatchObject({ cause: "submitted", previous_status: null, status: "PENDING" });
  });

  it("spec 1 (decided): 2 to 5 samples; MIXED needs sub use cases; STOP and HELP are required; unknown fields refused", async () => {
    const b = await verifiedBrand(t);
    const one = await t.api("POST", "/v1/campaigns", {
      body: campaignBody(b.id, { sample_messages: ["Only one sample message here."] }),
    });
    expect(one.status).toBe(400);
    expect(one.body.error.param).toBe("sample_messages");
    const six = await t.api("POST", "/v1/campaigns", {
      body: campaignBody(b.id, { sample_messages: Array.from({ length: 6 }, (_, i) => `Sample message number ${i}.`) }),
    });
    expect(six.status).toBe(400);
    const mixed = await t.api("POST", "/v1/campaigns", { body: campaignBody(b.id, { use_case: "MIXED" }) });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.param).toBe("sub_use_cases");
    const mixedOk = await t.api("POST", "/v1/campaigns", {
      body: campaignBody(b.id, { use_case: "MIXED", sub_use_cases: ["2FA", "MARKETING"] }),
    });
    expect(mixedOk.status, mixedOk.text).toBe(201);
    const noStop = await t.api("POST", "/v1/campaigns", { body: campaignBody(b.id, { opt_out_keywords: ["QUIT"] }) });
    expect(noStop.status).toBe(400);
    expect(noStop.body.error.param).toBe("opt_out_keywords");
    const noHelp = await t.api("POST", "/v1/campaigns", { body: campaignBody(b.id, { help_message: undefined }) });
    expect(noHelp.status).toBe(400);
    expect(noHelp.body.error.param).toBe("help_message");
    const extra = await t.api("POST", "/v1/campaigns", { body: { ...campaignBody(b.id), vertical: "RETAIL" } });
    expect(extra.status).toBe(400);
    const missing = await t.api("POST", "/v1/campaigns", { body: campaignBody("bn_missing") });
    expect(missing.status).toBe(404);
    expect(missing.body.error.param).toBe("brand_id");
  });

  it("spec 3, 6 (decided): carriers decide on the clock (AT&T 24 h, T-Mobile 36 h, Verizon 48 h); ACTIVE with throughput", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id);
    await t.advance(ATT_SECONDS);
    let now = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(carrierStatuses(now)).toEqual({ att: "APPROVED", tmobile: "PENDING", verizon: "PENDING" });
    expect(now.status).toBe("PENDING");
    expect(now.carriers[0].throughput_per_second).toBe(75);
    await t.advance(TMOBILE_SECONDS - ATT_SECONDS);
    now = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(carrierStatuses(now)).toEqual({ att: "APPROVED", tmobile: "APPROVED", verizon: "PENDING" });
    expect(now.carriers[1]).toMatchObject({ throughput_per_second: null, daily_cap: 200_000 });
    await t.advance(VERIZON_SECONDS - TMOBILE_SECONDS);
    now = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(now).toMatchObject({ status: "ACTIVE", throughput_per_second: 75 });
    expect(now.approved_at).not.toBeNull();

    const evs = await eventsOf(t, c.id);
    const summary = (e: any) => [
      e.data.cause,
      e.data.previous_status,
      e.data.status,
      e.data.changed_carriers.map((x: any) => x.carrier),
    ];
    expect(evs.map(summary)).toEqual([
      ["submitted", null, "PENDING", ["att", "tmobile", "verizon"]],
      ["carrier_review", "PENDING", "PENDING", ["att"]],
      ["carrier_review", "PENDING", "PENDING", ["tmobile"]],
      ["carrier_review", "PENDING", "ACTIVE", ["verizon"]],
    ]);
    const last = evs[3];
    expect(last.data).toMatchObject({
      object: "campaign_status_change",
      campaign_id: c.id,
      brand_id: b.id,
      throughput_per_second: 75,
      reasons: [],
      changed_carriers: [{ carrier: "verizon", previous_status: "PENDING", status: "APPROVED" }],
    });
    expect(last.data.occurred_at).toBe(last.occurred_at);
    expect(last.data.carriers).toHaveLength(3);
  });

  it("spec 3 (decided): review waits for a PENDING brand, starts when it is VERIFIED; an unverified brand rejects it", async () => {
    const b = await createBrand(t);
    const c = await createCampaign(t, b.id);
    expect(c.review_started_at).toBeNull();
    await t.advance(BRAND_SECONDS);
    const started = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(started.review_started_at).not.toBeNull();
    await t.advance(VERIZON_SECONDS);
    const active = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(active.status).toBe("ACTIVE");
    // One jump of the clock still decides each carrier at its own due time.
    const start = Date.parse(started.review_started_at);
    expect(active.carriers.map((k: any) => (Date.parse(k.updated_at) - start) / 1000)).toEqual([
      ATT_SECONDS,
      TMOBILE_SECONDS,
      VERIZON_SECONDS,
    ]);
    expect(active.approved_at).toBe(active.carriers[2].updated_at);

    const bad = await createBrand(t);
    const waiting = await createCampaign(t, bad.id);
    await t.control("POST", `/control/brands/${bad.id}/decision`, { outcome: "unverify" });
    const rejected = (await t.api("GET", `/v1/campaigns/${waiting.id}`)).body;
    expect(rejected.status).toBe("REJECTED");
    expect(rejected.status_reasons).toEqual([expect.objectContaining({ code: "BRAND_UNVERIFIED" })]);
    const [, ev] = await eventsOf(t, waiting.id);
    expect(ev.data).toMatchObject({ cause: "brand_unverified", status: "REJECTED" });
  });

  it("spec 6 (issue check): a campaign steered to rejection fires campaign.status_changed with the reason", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id);
    const reason = { code: "MESSAGE_FLOW_INSUFFICIENT", description: "The opt-in flow does not show consent language." };
    const r = await t.control("POST", `/control/campaigns/${c.id}/decision`, {
      outcome: "reject",
      carriers: ["tmobile"],
      reasons: [reason],
    });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ status: "REJECTED", status_reasons: [reason] });
    expect(carrierStatuses(r.body)).toEqual({ att: "PENDING", tmobile: "REJECTED", verizon: "PENDING" });
    expect(r.body.carriers[1].reasons).toEqual([reason]);
    const evs = await eventsOf(t, c.id);
    expect(evs.at(-1).event).toBe("campaign.status_changed");
    expect(evs.at(-1).data).toMatchObject({
      cause: "carrier_review",
      previous_status: "PENDING",
      status: "REJECTED",
      reasons: [reason],
      changed_carriers: [{ carrier: "tmobile", previous_status: "PENDING", status: "REJECTED" }],
    });
    // Numbers cannot join a rejected campaign.
    const search = await t.api("GET", "/v1/numbers/available?area_code=512&limit=1");
    const buy = await t.api("POST", "/v1/numbers", { body: { number: search.body.data[0].number, campaign_id: c.id } });
    expect(buy.status).toBe(409);
    expect(buy.body.error.code).toBe("campaign_not_associable");
    // Resubmitting (an appeal) sends it back into review; the other carriers' pending reviews continue.
    const re = await t.api("POST", `/v1/campaigns/${c.id}/resubmit`);
    expect(re.body).toMatchObject({ status: "PENDING", status_reasons: [] });
    expect((await eventsOf(t, c.id)).at(-1).data).toMatchObject({ cause: "resubmitted", previous_status: "REJECTED" });
    await t.advance(VERIZON_SECONDS);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body.status).toBe("ACTIVE");
    const again = await t.api("POST", `/v1/campaigns/${c.id}/resubmit`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("campaign_not_resubmittable");
  });

  it("control: a decision planned for review time replaces the default outcome when the carrier's review completes", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id);
    const planned = await t.control("POST", `/control/campaigns/${c.id}/decision`, {
      outcome: "reject",
      carriers: ["verizon"],
      reasons: [{ code: "PROHIBITED_CONTENT", description: "Samples suggest prohibited content." }],
      apply: "at_review_time",
    });
    expect(planned.body.status).toBe("PENDING");
    await t.advance(TMOBILE_SECONDS);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body.status).toBe("PENDING");
    await t.advance(VERIZON_SECONDS - TMOBILE_SECONDS);
    const after = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(after.status).toBe("REJECTED");
    expect(carrierStatuses(after)).toEqual({ att: "APPROVED", tmobile: "APPROVED", verizon: "REJECTED" });
    expect(after.status_reasons[0].code).toBe("PROHIBITED_CONTENT");
  });

  it("spec 3 (decided): the default review rejects samples with undeclared links or phone numbers", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id, {
      sample_messages: [
        "Acme: track your order at https://acme.example.com/t/4411 Reply STOP to opt out.",
        "Acme: your order has shipped. Reply STOP to opt out.",
      ],
    });
    await t.advance(ATT_SECONDS);
    const after = (await t.api("GET", `/v1/campaigns/${c.id}`)).body;
    expect(after.status).toBe("REJECTED");
    expect(after.status_reasons.map((r: any) => r.code)).toEqual(["EMBEDDED_LINK_UNDECLARED"]);
    // Declaring the link (a review field) resubmits; the review then approves.
    const fixed = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body: { embedded_links: true } });
    expect(fixed.body.status).toBe("PENDING");
    await t.advance(VERIZON_SECONDS);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body.status).toBe("ACTIVE");
  });

  it("spec 1 (decided): immutable fields (brand, use case) refuse a change with field_immutable", async () => {
    expect(CAMPAIGN_IMMUTABLE_FIELDS).toEqual(["brand_id", "use_case", "sub_use_cases"]);
    const c = await activeCampaign(t);
    const other = await verifiedBrand(t);
    for (const body of [{ use_case: "MARKETING" }, { brand_id: other.id }]) {
      const r = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body });
      expect(r.status).toBe(422);
      expect(r.body.error).toMatchObject({ code: "field_immutable", param: Object.keys(body)[0] });
      expect(r.body.error.message).toMatch(/register a new campaign/);
    }
    const same = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body: { use_case: "ACCOUNT_NOTIFICATION", brand_id: c.brand_id } });
    expect(same.status).toBe(200);
    expect(same.body.status).toBe("ACTIVE");
  });

  it("spec 3, 6 (decided): review-field edits send an ACTIVE campaign back to PENDING and fire the event; metadata does not", async () => {
    expect(CAMPAIGN_REVIEW_FIELDS).toEqual(expect.arrayContaining(["description", "message_flow", "sample_messages", "opt_out_keywords", "help_message"]));
    expect(CAMPAIGN_FIELD_RULES.metadata).toBe("in_place");
    const c = await activeCampaign(t);
    const meta = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body: { metadata: { owner: "ops" } } });
    expect(meta.body).toMatchObject({ status: "ACTIVE", metadata: { owner: "ops" } });
    const before = (await eventsOf(t, c.id)).length;
    const edit = await t.api("PATCH", `/v1/campaigns/${c.id}`, {
      body: { sample_messages: [...c.sample_messages, "Acme: your refund of 12 dollars was issued. Reply STOP to opt out."] },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ status: "PENDING", throughput_per_second: null });
    expect(carrierStatuses(edit.body)).toEqual({ att: "PENDING", tmobile: "PENDING", verizon: "PENDING" });
    const evs = await eventsOf(t, c.id);
    expect(evs).toHaveLength(before + 1);
    expect(evs.at(-1).data).toMatchObject({ cause: "resubmitted", previous_status: "ACTIVE", status: "PENDING" });
    // Sending the same values again changes nothing.
    const noop = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body: { description: c.description } });
    expect(noop.body.updated_at).toBe(edit.body.updated_at);
    expect(await eventsOf(t, c.id)).toHaveLength(before + 1);
  });

  it("spec 8 (decided): throughput follows the use case and the brand's trust score", async () => {
    const low = await verifiedBrand(t);
    await t.control("POST", `/control/brands/${low.id}/decision`, { outcome: "verify", trust_score: 40 });
    const mid = await verifiedBrand(t);
    await t.control("POST", `/control/brands/${mid.id}/decision`, { outcome: "verify", trust_score: 70 });
    const cases: [string, Record<string, unknown>, number][] = [
      [low.id, {}, 4],
      [mid.id, {}, 40],
      [mid.id, { use_case: "MARKETING" }, 40],
      [mid.id, { use_case: "LOW_VOLUME", sub_use_cases: ["2FA", "CUSTOMER_CARE"] }, 1.25],
    ];
    for (const [brandId, overrides, tps] of cases) {
      const c = await createCampaign(t, brandId, overrides);
      const r = await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "approve" });
      expect(r.body.throughput_per_second, JSON.stringify(overrides)).toBe(tps);
    }
    const sole = await verifiedBrand(t, {
      entity_type: "SOLE_PROPRIETOR",
      legal_name: undefined,
      tax_id: undefined,
      contact: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "+14155550101" },
    });
    const wrong = await t.api("POST", "/v1/campaigns", { body: campaignBody(sole.id) });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe("use_case_not_allowed");
    const sc = await createCampaign(t, sole.id, { use_case: "SOLE_PROPRIETOR" });
    const approved = await t.control("POST", `/control/campaigns/${sc.id}/decision`, { outcome: "approve" });
    expect(approved.body.throughput_per_second).toBe(0.25);
    const second = await t.api("POST", "/v1/campaigns", { body: campaignBody(sole.id, { use_case: "SOLE_PROPRIETOR" }) });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe("sole_proprietor_campaign_limit");
  });

  it("control: suspend and reinstate a carrier, expire a campaign (terminal)", async () => {
    const c = await activeCampaign(t);
    const s = await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "suspend", carriers: ["att"] });
    expect(s.body).toMatchObject({ status: "SUSPENDED", throughput_per_second: null });
    expect(s.body.status_reasons[0].code).toBe("CAMPAIGN_SUSPENDED");
    const edit = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body: { description: "z".repeat(60) } });
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe("campaign_suspended");
    const back = await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "approve", carriers: ["att"] });
    expect(back.body.status).toBe("ACTIVE");
    const ex = await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "expire" });
    expect(ex.body.status).toBe("EXPIRED");
    expect((await eventsOf(t, c.id)).at(-1).data).toMatchObject({ cause: "expired", previous_status: "ACTIVE", status: "EXPIRED" });
    const edit2 = await t.api("PATCH", `/v1/campaigns/${c.id}`, { body: { metadata: { a: "b" } } });
    expect(edit2.status).toBe(409);
    expect(edit2.body.error.code).toBe("campaign_expired");
    expect((await t.control("POST", `/control/campaigns/${c.id}/decision`, { outcome: "approve" })).status).toBe(409);
  });

  it("spec 1 (decided): DELETE deactivates: numbers lose the association, the event fires, then 404", async () => {
    const c = await activeCampaign(t);
    const search = await t.api("GET", "/v1/numbers/available?area_code=303&limit=1");
    const n = await t.api("POST", "/v1/numbers", { body: { number: search.body.data[0].number, campaign_id: c.id } });
    expect(n.body).toMatchObject({ campaign_id: c.id, campaign_status: "ACTIVE", sending_enabled: true });
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body.number_count).toBe(1);
    const del = await t.api("DELETE", `/v1/campaigns/${c.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ id: c.id, status: "DEACTIVATED", number_count: 0 });
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).status).toBe(404);
    expect((await t.api("GET", `/v1/numbers/${n.body.id}`)).body).toMatchObject({ campaign_id: null, sending_enabled: false });
    expect((await eventsOf(t, c.id)).at(-1).data).toMatchObject({ cause: "deactivated", status: "DEACTIVATED" });
  });

  it("control: timings and default trust score are settable", async () => {
    const s = await t.control("PATCH", "/control/registration/settings", {
      brand_verification_seconds: 1,
      carrier_review_seconds: { att: 2, tmobile: 2, verizon: 3 },
      default_trust_score: 90,
    });
    expect(s.body).toEqual({
      brand_verification_seconds: 1,
      carrier_review_seconds: { att: 2, tmobile: 2, verizon: 3 },
      default_trust_score: 90,
      automated_checks: true,
    });
    const b = await createBrand(t);
    const c = await createCampaign(t, b.id);
    await t.advance(1);
    await t.advance(3);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`)).body).toMatchObject({ status: "ACTIVE", throughput_per_second: 75 });
    expect((await t.api("GET", `/v1/brands/${b.id}`)).body.trust_score).toBe(90);
    await t.control("PATCH", "/control/registration/settings", {
      brand_verification_seconds: 300,
      carrier_review_seconds: { att: ATT_SECONDS, tmobile: TMOBILE_SECONDS, verizon: VERIZON_SECONDS },
      default_trust_score: 75,
    });
  });

  it("spec 5.4: registration:read reads campaigns but cannot create them; test and live are separate", async () => {
    const b = await verifiedBrand(t);
    const c = await createCampaign(t, b.id);
    const reader = await keyWith(t, ["registration:read"]);
    expect((await t.api("GET", `/v1/campaigns/${c.id}`, { key: reader })).status).toBe(200);
    const r = await t.api("POST", "/v1/campaigns", { key: reader, body: campaignBody(b.id) });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("insufficient_scope");
    expect((await t.api("GET", `/v1/campaigns/${c.id}`, { key: "test" })).status).toBe(404);
    const testCreate = await t.api("POST", "/v1/campaigns", { key: "test", body: campaignBody(b.id) });
    expect(testCreate.status).toBe(404);
  });
});
