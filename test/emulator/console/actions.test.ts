import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { campaignBody } from "../../helpers/fixtures";
import { provisionSender, type Sender } from "../messages/support";
import { Receiver } from "../webhooks/support";

/**
 * What the console does, through the control API a script uses the same way (spec 6: opt-out
 * keywords; spec 3: deliveries, replay, endpoint health).
 */
let t: TestEmulator;
let sender: Sender;
let receiver: Receiver;
let endpointId: string;
const acct = () => `/control/accounts/${t.emu.accountId}`;
const text = (from: string, body: string) => t.control("POST", `${acct()}/handset`, { from, to: sender.number, body });
const settle = () => t.control("POST", "/control/deliveries/settle", {});

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  sender = await provisionSender(t);
  receiver = await Receiver.start();
  const ep = await t.api("POST", "/v1/webhook_endpoints", {
    body: { url: receiver.url, enabled_events: ["message.received", "message.opted_out", "message.help_requested"] },
  });
  expect(ep.status, ep.text).toBe(201);
  endpointId = ep.body.id;
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe("the handset (spec 6: opt-out keywords)", () => {
  it("HELP answers with the campaign's help_message and fires message.help_requested; no opt-out", async () => {
    const r = await text("+13125550140", "help");
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ keyword: "help", reply: campaignBody("x").help_message, opted_out: false });
    expect(r.body.message).toMatchObject({ direction: "inbound", status: "received", from: "+13125550140" });
    expect(r.body.events.map((e: any) => e.event)).toEqual(["message.received", "message.help_requested"]);
  });

  it("STOP opts out with the opt_out_message; START opts back in; free text is no keyword", async () => {
    const stop = await text("+13125550141", " Stop ");
    expect(stop.body).toMatchObject({ keyword: "opt_out", reply: campaignBody("x").opt_out_message, opted_out: true });
    expect(stop.body.events.map((e: any) => e.event)).toEqual(["message.received", "message.opted_out"]);
    const start = await text("+13125550141", "START");
    expect(start.body).toMatchObject({ keyword: "opt_in", opted_out: false });
    const plain = await text("+13125550141", "where is my parcel?");
    expect(plain.body).toMatchObject({ keyword: null, reply: null, opted_out: false });
    expect(plain.body.events.map((e: any) => e.event)).toEqual(["message.received"]);
  });

  it("a number the account does not own is refused, with nothing recorded", async () => {
    const before = (await t.control("GET", `${acct()}/messages?limit=1`)).body.matching;
    const r = await t.control("POST", `${acct()}/handset`, { from: "+13125550142", to: "+13125559999", body: "hi" });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("number_not_owned");
    expect((await t.control("GET", `${acct()}/messages?limit=1`)).body.matching).toBe(before);
  });
});

describe("deliveries, health and replay (spec 3)", () => {
  it("each attempt carries its status code, duration, response excerpt and signature; the endpoint its failing streak", async () => {
    receiver.status = 503;
    await text("+13125550151", "first, failing");
    const r = await text("+13125550150", "hello");
    await settle();
    const events = await t.control("GET", `${acct()}/events?endpoint_id=${endpointId}&limit=5`);
    const received = events.body.data.find((e: any) => e.data.id === r.body.message.id);
    expect(received.attempts).toHaveLength(1);
    expect(received.attempts[0]).toMatchObject({
      outcome: "failed",
      status_code: 503,
      response_excerpt: "ignored body",
      signature: expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
      latency_ms: expect.any(Number),
    });
    // The signature is the one the receiver got.
    const got = receiver.requests.find((q) => q.body?.id === received.id)!;
    expect(got.headers["svc-signature"]).toBe(received.attempts[0].signature);
    const health = await t.control("GET", `${acct()}/webhook-endpoints`);
    expect(health.body.data[0]).toMatchObject({ id: endpointId, status: "enabled", failing_streak: 2 });
    expect(health.body.data[0].failing_since).toEqual(expect.any(String));
    expect(JSON.stringify(health.body)).not.toContain("whsec_");
  });

  it("a replay of one event and a bulk replay of a time range deliver again, ending the streak", async () => {
    receiver.status = 200;
    const events = await t.control("GET", `${acct()}/events?delivered=false&limit=50`);
    const undelivered = events.body.data;
    expect(undelivered).toHaveLength(2);
    const one = await t.control("POST", `${acct()}/events/${undelivered[0].id}/replay`, {});
    expect(one.status, one.text).toBe(200);
    await settle();
    const occurred = undelivered.map((e: any) => Date.parse(e.occurred_at));
    const bulk = await t.control("POST", `${acct()}/events/replay`, {
      mode: "live",
      occurred_after: new Date(Math.min(...occurred)).toISOString(),
      occurred_before: new Date(Math.max(...occurred) + 1).toISOString(),
      delivered: false,
    });
    expect(bulk.status, bulk.text).toBe(202);
    // The first replay was delivered: the range holds one event still undelivered.
    expect(bulk.body).toMatchObject({ matched_events: 1, replayed_events: 1, deliveries: 1 });
    await settle();
    expect((await t.control("GET", `${acct()}/events?delivered=false`)).body.matching).toBe(0);
    const health = await t.control("GET", `${acct()}/webhook-endpoints`);
    expect(health.body.data[0]).toMatchObject({ failing_streak: 0, failing_since: null });
    expect(health.body.data[0].last_success_at).toEqual(expect.any(String));
  });
});

describe("registrations, numbers, keys and allowlist reads", () => {
  it("campaigns carry their status history; numbers their campaign; keys their scopes and counters, never a secret", async () => {
    const campaigns = await t.control("GET", `${acct()}/campaigns`);
    const c = campaigns.body.data.find((x: any) => x.campaign.id === sender.campaignId);
    expect(c.campaign.status).toBe("ACTIVE");
    expect(c.history.map((e: any) => e.data.status)).toContain("ACTIVE");
    expect(c.history.every((e: any) => e.event === "campaign.status_changed")).toBe(true);
    const numbers = await t.control("GET", `${acct()}/numbers`);
    const bought = expect.objectContaining({ number: sender.number, campaign_id: sender.campaignId });
    expect(numbers.body.data).toEqual([bought]);
    const keys = await t.control("GET", `${acct()}/keys`);
    const live = keys.body.data.find((k: any) => k.id === t.emu.keys.live.id);
    expect(live.scopes.length).toBeGreaterThan(5);
    expect(live.request_count).toBeGreaterThan(0);
    expect(JSON.stringify(keys.body)).not.toContain(t.emu.keys.live.secret);
    const allowlist = await t.control("GET", `${acct()}/allowlist`);
    expect(allowlist.body).toMatchObject({ object: "ip_allowlist", enabled: false, entries: [] });
  });
});
