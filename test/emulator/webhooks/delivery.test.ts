import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Harness, messageData, Receiver, verifySignature } from "./support";

const MIN = 60;
const HOUR = 3600;

describe("webhook delivery", () => {
  let h: Harness;
  const receivers: Receiver[] = [];
  const receiver = async () => {
    const r = await Receiver.start();
    receivers.push(r);
    return r;
  };
  beforeEach(async () => {
    h = await Harness.start();
  });
  afterEach(async () => {
    await h.close();
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  it("spec 2, 6: POSTs exactly the envelope with SVC-Signature and SVC-Event-Id, verified independently", async () => {
    const rx = await receiver();
    const ep = await h.createEndpoint(rx.url);
    const data = messageData({ status: "sent" });
    const ev = h.emit("live", "message.sent", data);
    await rx.waitFor(1);
    const got = rx.requests[0]!;
    expect(got.method).toBe("POST");
    expect(got.path).toBe("/hooks");
    expect(got.headers["content-type"]).toBe("application/json");
    expect(got.headers["user-agent"]).toMatch(/\S/);
    expect(got.headers["svc-event-id"]).toBe(ev.id);
    // Exactly the four envelope fields of spec 2, nothing else.
    expect(Object.keys(got.body)).toEqual(["id", "event", "occurred_at", "data"]);
    expect(got.body).toEqual({ id: ev.id, event: "message.sent", occurred_at: ev.occurred_at, data });
    expect(got.body.id).toMatch(/^evt_/);
    expect(got.body.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const sig = got.headers["svc-signature"] as string;
    expect(sig).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(sig, got.rawBody, ep.secret)).toMatchObject({ ok: true, v1Count: 1 });
    // Tampering and a wrong secret fail; a stale t fails the 300 s tolerance.
    expect(verifySignature(sig, got.rawBody + " ", ep.secret).ok).toBe(false);
    expect(verifySignature(sig, got.rawBody, "whsec_wrong").ok).toBe(false);
    expect(verifySignature(sig, got.rawBody, ep.secret, { nowSeconds: Math.floor(Date.now() / 1000) + 301 }).ok).toBe(
      false,
    );

    await h.settle();
    const events = await h.t.api("GET", "/v1/events");
    expect(events.body.data[0]).toMatchObject({ id: ev.id, delivered: true });
    expect(events.body.data[0].deliveries).toEqual([
      expect.objectContaining({ endpoint_id: ep.id, status: "delivered", attempts: 1, next_attempt_at: null }),
    ]);
  });

  it("spec 6: only subscribed, enabled endpoints of the event's mode receive it", async () => {
    const sent = await receiver();
    const other = await receiver();
    const off = await receiver();
    const testRx = await receiver();
    await h.createEndpoint(sent.url, { enabled_events: ["message.sent"] });
    await h.createEndpoint(other.url, { enabled_events: ["number.released"] });
    const disabled = await h.createEndpoint(off.url, { enabled_events: ["message.sent"] });
    await h.t.api("PATCH", `/v1/webhook_endpoints/${disabled.id}`, { body: { status: "disabled" } });
    const testEp = await h.createEndpoint(testRx.url, { enabled_events: ["message.sent"] }, "test");
    const live = h.emit("live", "message.sent");
    await h.settle();
    expect(sent.requests.map((r) => r.body.id)).toEqual([live.id]);
    expect(other.requests).toHaveLength(0);
    expect(off.requests).toHaveLength(0);
    expect(testRx.requests).toHaveLength(0);
    // Spec 1: test mode delivers exactly like live mode, to test-mode endpoints only.
    const test = h.emit("test", "message.sent");
    await testRx.waitFor(1);
    await h.settle();
    expect(testRx.requests[0]!.body.id).toBe(test.id);
    expect(verifySignature(testRx.requests[0]!.headers["svc-signature"] as string, testRx.requests[0]!.rawBody, testEp.secret).ok)
      .toBe(true);
    expect(sent.requests).toHaveLength(1);
    const rel = h.emit("live", "number.released", { id: "pn_1", number: "+14155550100" });
    await h.settle();
    expect(other.requests.map((r) => r.body.id)).toEqual([rel.id]);
  });

  it("spec 6: after a roll, deliveries carry a v1 per valid secret until the grace period ends", async () => {
    const rx = await receiver();
    const ep = await h.createEndpoint(rx.url);
    const rolled = (await h.t.api("POST", `/v1/webhook_endpoints/${ep.id}/roll_secret`, {
      body: { grace_period_seconds: HOUR },
    })).body;
    h.emit("live", "message.sent");
    await h.settle();
    const first = rx.requests[0]!;
    const sig = first.headers["svc-signature"] as string;
    expect(sig).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(sig, first.rawBody, rolled.secret)).toMatchObject({ ok: true, v1Count: 2 });
    expect(verifySignature(sig, first.rawBody, ep.secret)).toMatchObject({ ok: true, v1Count: 2 });
    // The new secret signs first.
    const v1s = sig.split(",").slice(1);
    expect(verifySignature(`${sig.split(",")[0]},${v1s[0]}`, first.rawBody, rolled.secret).ok).toBe(true);

    await h.advance(HOUR);
    h.emit("live", "message.sent");
    await h.settle();
    const second = rx.requests[1]!;
    const sig2 = second.headers["svc-signature"] as string;
    expect(sig2).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(sig2, second.rawBody, rolled.secret).ok).toBe(true);
    expect(verifySignature(sig2, second.rawBody, ep.secret).ok).toBe(false);
  });

  it("spec 3, 6: a failing receiver gets exactly six attempts at +0, +10 s, +1, +5, +15, +30 min; then undelivered and replayable", async () => {
    const rx = await receiver();
    rx.status = 500;
    const ep = await h.createEndpoint(rx.url);
    const nowhere = h.emit("live", "number.released", { id: "pn_1" }); // no endpoint subscribes
    const ev = h.emit("live", "message.sent");
    await h.settle();
    let elapsed = 0;
    for (const at of [10, MIN, 5 * MIN, 15 * MIN, 30 * MIN]) {
      await h.advance(at - elapsed);
      elapsed = at;
    }
    await h.advance(2 * HOUR);
    expect(rx.requests).toHaveLength(6);
    expect(new Set(rx.requests.map((r) => r.body.id))).toEqual(new Set([ev.id]));

    const attempts = await h.attempts({ event_id: ev.id });
    expect(attempts).toHaveLength(6);
    const t0 = Date.parse(attempts[0].scheduled_at);
    const offsets = [0, 10, MIN, 5 * MIN, 15 * MIN, 30 * MIN].map((s) => s * 1000);
    expect(attempts.map((a) => Date.parse(a.scheduled_at) - t0)).toEqual(offsets);
    attempts.forEach((a, i) => {
      expect(a).toMatchObject({
        event_id: ev.id,
        endpoint_id: ep.id,
        mode: "live",
        url: rx.url,
        run: 0,
        number: i + 1,
        outcome: "failed",
        status_code: 500,
        error: "non_2xx",
      });
      expect(a.id).toMatch(/^att_/);
      // Started when due on the emulator clock (plus the real milliseconds the test took).
      const late = Date.parse(a.started_at) - (t0 + offsets[i]!);
      expect(late).toBeGreaterThanOrEqual(0);
      expect(late).toBeLessThan(5000);
      expect(a.latency_ms).toBeGreaterThanOrEqual(0);
      expect(a.next_retry_at === null ? null : Date.parse(a.next_retry_at) - t0).toBe(i < 5 ? offsets[i + 1] : null);
    });

    const undelivered = await h.t.api("GET", "/v1/events?delivered=false");
    expect(undelivered.body.data.map((e: any) => e.id)).toEqual([ev.id]);
    expect((await h.t.api("GET", `/v1/events/${nowhere.id}`)).body).toMatchObject({ delivered: true, deliveries: [] });
    expect(undelivered.body.data[0].deliveries[0]).toMatchObject({ status: "undelivered", attempts: 6, next_attempt_at: null });
    expect((await h.t.api("GET", "/v1/events?delivered=true")).body.data.map((e: any) => e.id)).toEqual([nowhere.id]);

    // Spec 3: undelivered → replay → pending delivery; the recovered receiver gets it.
    rx.status = 204;
    const replay = await h.t.api("POST", `/v1/events/${ev.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body.deliveries[0].status).toBe("pending");
    await h.settle();
    expect(rx.requests).toHaveLength(7);
    expect(rx.requests[6]!.body).toEqual(rx.requests[0]!.body);
    expect(rx.requests[6]!.headers["svc-event-id"]).toBe(ev.id);
    const after = await h.t.api("GET", `/v1/events/${ev.id}`);
    expect(after.body).toMatchObject({ delivered: true });
    expect(after.body.deliveries[0]).toMatchObject({ status: "delivered", attempts: 7 });
    expect((await h.t.api("GET", "/v1/events?delivered=false")).body.data).toEqual([]);
    const last = (await h.attempts({ event_id: ev.id })).at(-1);
    expect(last).toMatchObject({ run: 1, number: 1, outcome: "succeeded", status_code: 204, error: null });
  });

  it("spec 3, 6: an endpoint whose failures span 24 h is disabled and the administrators are emailed", async () => {
    const rx = await receiver();
    rx.status = 503;
    const ep = await h.createEndpoint(rx.url);
    const ev = h.emit("live", "message.delivered");
    await h.settle();
    const first = (await h.attempts({ event_id: ev.id }))[0];
    const failingSince = (await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.failing_since;
    expect(failingSince).toBe(first.scheduled_at);
    await h.advance(24 * HOUR - 10);
    // A new event fails 10 s before the 24 h are up; its retry, due exactly 24 h after the first
    // failure, fails too: now the failures span 24 h.
    const late = h.emit("live", "message.sent");
    await h.settle();
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
    const outboxBefore = await h.t.control("GET", `/control/accounts/${h.t.emu.accountId}/outbox`);
    expect(outboxBefore.body.data).toEqual([]);
    await h.advance(20);
    const disabled = (await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body;
    expect(disabled).toMatchObject({ status: "disabled", disabled_reason: "failing_continuously", failing_since: failingSince });
    // As of the failed retry that closed the 24 h (the clock also moves with real time meanwhile).
    expect(disabled.disabled_at).toBe((await h.attempts({ event_id: late.id }))[1].scheduled_at);
    expect(Date.parse(disabled.disabled_at) - Date.parse(failingSince)).toBeGreaterThanOrEqual(24 * HOUR * 1000);
    const outbox = await h.t.control("GET", `/control/accounts/${h.t.emu.accountId}/outbox`);
    expect(outbox.body.data).toHaveLength(1);
    const mail = outbox.body.data[0];
    expect(mail.to).toEqual(["admin@example.com"]);
    expect(mail.subject).toContain(rx.url);
    expect(mail.body).toContain(ep.id);
    expect(mail.body).toContain("24 hours");
    expect(mail.sent_at).toBe(disabled.disabled_at);

    // Disabled endpoints receive nothing.
    const missed = h.emit("live", "message.sent");
    await h.settle();
    expect(rx.requests).toHaveLength(8);
    expect((await h.t.api("GET", `/v1/events/${missed.id}`)).body).toMatchObject({ delivered: true, deliveries: [] });
    const refused = await h.t.api("POST", `/v1/events/${missed.id}/replay`, { body: { endpoint_id: ep.id } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("webhook_endpoint_disabled");

    // Re-enabling resets failure tracking; a bulk replay then sends what it missed, including the
    // event that occurred while it was disabled (replay targets every subscribed endpoint lacking it).
    rx.status = 200;
    const on = await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { body: { status: "enabled" } });
    expect(on.body).toMatchObject({ status: "enabled", disabled_reason: null, disabled_at: null, failing_since: null });
    const bulk = await h.t.api("POST", "/v1/events/replay", {
      body: {
        occurred_after: ev.occurred_at,
        occurred_before: new Date(Date.parse(missed.occurred_at) + 1).toISOString(),
      },
    });
    expect(bulk.status).toBe(202);
    expect(bulk.body).toMatchObject({ object: "event_replay", matched_events: 3, replayed_events: 3, deliveries: 3 });
    await h.settle();
    expect(rx.requests.slice(8).map((r) => r.body.id).sort()).toEqual([ev.id, late.id, missed.id].sort());
    expect((await h.t.api("GET", "/v1/events?delivered=false")).body.data).toEqual([]);
    // A further 24 h of quiet does not disable a healthy endpoint.
    await h.advance(25 * HOUR);
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
    expect((await h.t.control("GET", `/control/accounts/${h.t.emu.accountId}/outbox`)).body.data).toHaveLength(1);
  });

  it("spec 3: 'continuously' means no success since the first failure; a success restarts the 24 h", async () => {
    const rx = await receiver();
    rx.status = 500;
    const ep = await h.createEndpoint(rx.url);
    h.emit("live", "message.sent");
    await h.settle();
    await h.advance(12 * HOUR);
    rx.status = 200;
    h.emit("live", "message.sent");
    await h.settle();
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.failing_since).toBeNull();
    await h.advance(HOUR);
    rx.status = 500;
    const ev3 = h.emit("live", "message.sent");
    await h.settle();
    const restart = (await h.attempts({ event_id: ev3.id }))[0].scheduled_at;
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.failing_since).toBe(restart);
    // A failure 24 h after the FIRST failure: still enabled, the streak restarted 13 h in.
    await h.advance(11 * HOUR + 60);
    h.emit("live", "message.sent");
    await h.settle();
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
    // A failure 24 h after the restart disables it, as of that attempt.
    await h.advance(13 * HOUR);
    const ev5 = h.emit("live", "message.sent");
    await h.settle();
    const ep2 = (await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body;
    expect(ep2.status).toBe("disabled");
    expect(ep2.disabled_at).toBe((await h.attempts({ event_id: ev5.id }))[0].scheduled_at);
    expect(Date.parse(ep2.disabled_at) - Date.parse(restart)).toBeGreaterThanOrEqual(24 * HOUR * 1000);
  });

  it("spec 3: one failed retry run followed by 25 h of quiet is not 24 h of failure; a failure after it is", async () => {
    const rx = await receiver();
    rx.status = 500;
    const ep = await h.createEndpoint(rx.url);
    const ev = h.emit("live", "message.sent");
    await h.settle();
    await h.advance(25 * HOUR);
    const attempts = await h.attempts({ event_id: ev.id });
    const t0 = Date.parse(attempts[0].scheduled_at);
    const offsets = attempts.map((a) => (Date.parse(a.scheduled_at) - t0) / 1000);
    expect(offsets).toEqual([0, 10, MIN, 5 * MIN, 15 * MIN, 30 * MIN]);
    const quiet = (await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body;
    expect(quiet).toMatchObject({ status: "enabled", failing_since: attempts[0].scheduled_at });
    expect((await h.t.control("GET", `/control/accounts/${h.t.emu.accountId}/outbox`)).body.data).toHaveLength(0);
    const next = h.emit("live", "message.sent");
    await h.settle();
    const after = (await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body;
    expect(after).toMatchObject({ status: "disabled", disabled_reason: "failing_continuously" });
    expect(after.disabled_at).toBe((await h.attempts({ event_id: next.id }))[0].scheduled_at);
    expect((await h.t.control("GET", `/control/accounts/${h.t.emu.accountId}/outbox`)).body.data).toHaveLength(1);
  });

  it("spec 2, 3: an event that occurred earlier (fired by a timer the clock jumped past) is retried from occurred_at", async () => {
    const rx = await receiver();
    rx.status = 500;
    await h.createEndpoint(rx.url);
    const account = h.t.emu.core.state.accounts.get(h.t.emu.accountId)!;
    const occurred = (await h.clockMs()) - 90_000;
    const ev = h.t.emu.core.events.emit(account, "live", "message.delivered", messageData(), occurred);
    await h.settle();
    const attempts = await h.attempts({ event_id: ev.id });
    // Due at +0, +10 s and +1 min of occurred_at: all three already run; the next waits for +5 min.
    expect(attempts.map((a) => Date.parse(a.scheduled_at) - occurred)).toEqual([0, 10_000, 60_000]);
    expect(Date.parse(attempts[2].next_retry_at) - occurred).toBe(300_000);
    expect(rx.requests).toHaveLength(3);
  });

  it("deleting an endpoint cancels its pending retries", async () => {
    const rx = await receiver();
    rx.status = 500;
    const ep = await h.createEndpoint(rx.url);
    const ev = h.emit("live", "message.sent");
    await h.settle();
    await h.advance(10);
    expect(rx.requests).toHaveLength(2);
    await h.t.api("DELETE", `/v1/webhook_endpoints/${ep.id}`);
    await h.advance(HOUR);
    expect(rx.requests).toHaveLength(2);
    const e = (await h.t.api("GET", `/v1/events/${ev.id}`)).body;
    expect(e.deliveries[0]).toMatchObject({ endpoint_id: ep.id, status: "cancelled", next_attempt_at: null });
  });

  it("disabling an endpoint by PATCH stops its retries; the event reads undelivered", async () => {
    const rx = await receiver();
    rx.status = 500;
    const ep = await h.createEndpoint(rx.url);
    const ev = h.emit("live", "message.sent");
    await h.settle();
    await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { body: { status: "disabled" } });
    await h.advance(HOUR);
    expect(rx.requests).toHaveLength(1);
    expect((await h.t.api("GET", `/v1/events/${ev.id}`)).body.deliveries[0].status).toBe("undelivered");
    expect((await h.t.control("GET", `/control/accounts/${h.t.emu.accountId}/outbox`)).body.data).toEqual([]);
  });

  it("spec 6: one slow endpoint does not hold back another endpoint's deliveries", async () => {
    const slow = await receiver();
    slow.delayMs = 2000;
    const fast = await receiver();
    await h.createEndpoint(slow.url);
    await h.createEndpoint(fast.url);
    const started = Date.now();
    const ids = Array.from({ length: 16 }, () => h.emit("live", "message.sent").id);
    await fast.waitFor(16, 3000);
    const fastDone = Date.now() - started;
    expect(fastDone).toBeLessThan(2000);
    expect(new Set(fast.requests.map((r) => r.body.id))).toEqual(new Set(ids));
    await h.settle();
    expect(slow.requests).toHaveLength(16);
  });

  it("spec 6: any 2xx is delivered whatever the body; 3xx and 4xx are failures and retried", async () => {
    const rx = await receiver();
    const ep = await h.createEndpoint(rx.url);
    for (const [status, outcome] of [
      [202, "succeeded"],
      [299, "succeeded"],
      [301, "failed"],
      [404, "failed"],
    ] as const) {
      rx.status = status;
      const ev = h.emit("live", "message.sent");
      await h.settle();
      const [a] = await h.attempts({ event_id: ev.id, endpoint_id: ep.id });
      expect(a).toMatchObject({ outcome, status_code: status });
    }
  });

  it("spec 3: a receiver that is down fails with a network error and is retried", async () => {
    const rx = await receiver();
    const ep = await h.createEndpoint(rx.url);
    await rx.close();
    const ev = h.emit("live", "message.sent");
    await h.settle();
    const [a] = await h.attempts({ event_id: ev.id });
    expect(a).toMatchObject({ endpoint_id: ep.id, outcome: "failed", status_code: null });
    expect(a.error).toMatch(/ECONNREFUSED|ECONNRESET|network/);
    expect(a.next_retry_at).not.toBeNull();
  });
});
