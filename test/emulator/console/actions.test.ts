import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

describe("messages as a mail catcher shows them (control API)", () => {
  it("a keyword's reply is the outbound message the number sent back: listed, in the conversation, free, with no event", async () => {
    const texter = "+13125550160";
    const help = await text(texter, "HELP");
    expect(help.status, help.text).toBe(201);
    const reply = help.body.reply_message;
    expect(reply).toMatchObject({
      direction: "outbound",
      status: "delivered",
      from: sender.number,
      to: texter,
      body: campaignBody("x").help_message,
      price: "0.0000",
    });
    expect(help.body.reply).toBe(reply.body);
    // The reply fires nothing: the handset's events are the inbound message's.
    expect(help.body.events.map((e: any) => e.event)).toEqual(["message.received", "message.help_requested"]);
    const events = await t.control("GET", `${acct()}/events?limit=500`);
    expect(events.body.data.filter((e: any) => e.data?.id === reply.id)).toEqual([]);
    // A plain text between them, then the conversation: both ways, only these two numbers.
    await text("+13125550161", "someone else");
    await text(texter, "thanks");
    const talk = await t.control("GET", `${acct()}/messages?number=${encodeURIComponent(sender.number)}&with=${encodeURIComponent(texter)}`);
    expect(talk.status, talk.text).toBe(200);
    expect(talk.body.data.map((m: any) => [m.direction, m.body])).toEqual([
      ["inbound", "thanks"],
      ["outbound", campaignBody("x").help_message],
      ["inbound", "HELP"],
    ]);
    const charges = await t.control("GET", `${acct()}/charges`);
    expect(charges.body.data.filter((c: any) => c.message_id === reply.id)).toEqual([]);
    // A text that is no keyword is answered by nothing.
    const plain = await text(texter, "just saying");
    expect(plain.body.reply_message).toBeNull();
  });

  it("clear all removes the account's messages (one mode or both) and keeps their events", async () => {
    const before = await t.control("GET", `${acct()}/messages?limit=1`);
    expect(before.body.matching).toBeGreaterThan(0);
    const eventsBefore = (await t.control("GET", `${acct()}/events?limit=1`)).body.matching;
    const testOnly = await t.control("DELETE", `${acct()}/messages?mode=test`);
    expect(testOnly.status, testOnly.text).toBe(200);
    expect(testOnly.body).toEqual({ deleted: 0 });
    const all = await t.control("DELETE", `${acct()}/messages`);
    expect(all.body).toEqual({ deleted: before.body.matching });
    expect((await t.control("GET", `${acct()}/messages`)).body).toMatchObject({ data: [], matching: 0 });
    expect((await t.control("GET", `${acct()}/events?limit=1`)).body.matching).toBe(eventsBefore);
    // Without the control token nothing is cleared (a change needs it).
    await text("+13125550162", "after the clear");
    const refused = await fetch(`${t.emu.controlUrl}${acct()}/messages`, { method: "DELETE" });
    expect(refused.status).toBe(403);
    expect((await t.control("GET", `${acct()}/messages`)).body.matching).toBe(1);
  });
});

describe("clear all on a state directory", () => {
  it("the cleared list stays empty after a restart; a reply made before it is gone with it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "msgform-clear-"));
    try {
      const first = await TestEmulator.start({ rateLimits: "off", stateDir: dir });
      const s = await provisionSender(first);
      const path = `/control/accounts/${first.emu.accountId}/messages`;
      const help = await first.control("POST", `/control/accounts/${first.emu.accountId}/handset`, { from: "+13125550170", to: s.number, body: "HELP" });
      expect(help.body.reply_message.direction).toBe("outbound");
      expect((await first.control("GET", path)).body.matching).toBe(2);
      expect((await first.control("DELETE", path)).body).toEqual({ deleted: 2 });
      await first.close();
      const second = await TestEmulator.start({ stateDir: dir });
      try {
        expect(second.emu.restored).toBe(true);
        expect((await second.control("GET", path)).body).toMatchObject({ data: [], matching: 0 });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("fault targets come from the service's operations", () => {
  it("the operations are listed, with their families; an unknown target and a duplicate are refused, saying why", async () => {
    const ops = await t.control("GET", "/control/operations");
    expect(ops.status, ops.text).toBe(200);
    expect(ops.body.data).toContainEqual({ id: "messages.create", method: "POST", path: "/v1/messages", summary: expect.any(String) });
    expect(ops.body.families).toContain("keys.*");
    expect(ops.body.families.at(-1)).toBe("*");
    // The sdk's method name is not the operation's: the refusal names the operations it may have meant.
    const typo = await t.control("POST", "/control/faults", { target: "messages.send", kind: "error_5xx", probability: 1 });
    expect(typo.status).toBe(400);
    expect(typo.body.error).toMatchObject({ code: "unknown_fault_target", param: "target" });
    expect(typo.body.error.message).toContain("messages.create");
    expect(typo.body.error.message).toContain("/control/operations");
    const first = await t.control("POST", "/control/faults", { target: "messages.create", kind: "latency", probability: 0.5 });
    expect(first.status, first.text).toBe(201);
    const again = await t.control("POST", "/control/faults", { target: "messages.create", kind: "latency", probability: 0.9 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("fault_exists");
    expect(again.body.error.message).toContain(first.body.id);
    // Another kind on the same operation, or the same kind on a family, is another fault.
    expect((await t.control("POST", "/control/faults", { target: "messages.create", kind: "error_5xx", probability: 0 })).status).toBe(201);
    expect((await t.control("POST", "/control/faults", { target: "messages.*", kind: "latency", probability: 0 })).status).toBe(201);
    expect((await t.control("GET", "/control/faults")).body.data).toHaveLength(3);
    // A fault spent (its max_count reached) injects nothing more: the same one may be added again.
    await t.control("DELETE", "/control/faults");
    const once = { target: "keys.list", kind: "latency", latency_ms: 1, probability: 1, max_count: 1 };
    expect((await t.control("POST", "/control/faults", once)).status).toBe(201);
    expect((await t.control("POST", "/control/faults", once)).status).toBe(409);
    expect((await t.api("GET", "/v1/keys")).status).toBe(200);
    expect((await t.control("POST", "/control/faults", once)).status).toBe(201);
    await t.control("DELETE", "/control/faults");
  });
});
