import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Harness, messageData, Receiver } from "./support";

const DAY = 86_400;

describe("events API", () => {
  let h: Harness;
  const receivers: Receiver[] = [];
  const receiver = async (status = 200) => {
    const r = await Receiver.start();
    r.status = status;
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

  it("spec 2, 4: GET /v1/events lists envelopes newest first in the list wrapper, with cursor pagination", async () => {
    const kinds = ["message.sent", "message.delivered", "message.failed", "number.released", "message.received"];
    const emitted = [];
    for (let i = 0; i < 7; i++) {
      emitted.push(h.emit("live", kinds[i % kinds.length]!, messageData({ reference: `r${i}` })));
      await h.t.advance(1);
    }
    const first = await h.t.api("GET", "/v1/events?limit=3");
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ object: "list", has_more: true });
    const item = first.body.data[0];
    expect(item).toMatchObject({
      id: emitted[6]!.id,
      event: emitted[6]!.event,
      occurred_at: emitted[6]!.occurred_at,
      data: emitted[6]!.data,
      mode: "live",
      delivered: true,
      deliveries: [],
    });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const r: any = await h.t.api("GET", `/v1/events?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(r.status).toBe(200);
      ids.push(...r.body.data.map((e: any) => e.id));
      cursor = r.body.next_cursor;
      if (!cursor) expect(r.body.has_more).toBe(false);
    } while (cursor);
    expect(ids).toEqual(emitted.map((e) => e.id).reverse());
    // Occurred_at orders the list, not the order of recording (spec 2).
    const early = h.emit("live", "message.sent", messageData(), undefined);
    const backdated = h.t.emu.core.events.emit(
      h.t.emu.core.state.accounts.get(h.t.emu.accountId)!,
      "live",
      "message.sent",
      messageData(),
      Date.parse(emitted[0]!.occurred_at) - 1000,
    );
    const all = (await h.t.api("GET", "/v1/events?limit=100")).body.data.map((e: any) => e.id);
    expect(all[0]).toBe(early.id);
    expect(all.at(-1)).toBe(backdated.id);
    expect((await h.t.api("GET", "/v1/events?limit=101")).status).toBe(400);
    expect((await h.t.api("GET", "/v1/events?limit=0")).status).toBe(400);
    expect((await h.t.api("GET", "/v1/events?cursor=bogus")).body.error.code).toBe("invalid_cursor");
  });

  it("spec 4: filters by delivered, type, endpoint and occurred time range (half-open), combined with AND", async () => {
    const ok = await receiver(200);
    const bad = await receiver(500);
    const good = await h.createEndpoint(ok.url, { enabled_events: ["message.sent", "message.delivered"] });
    const failing = await h.createEndpoint(bad.url, { enabled_events: ["message.sent"] });
    const e1 = h.emit("live", "message.sent"); // good ✓, failing ✗
    await h.advance(10);
    const e2 = h.emit("live", "message.delivered"); // good ✓ only
    await h.advance(10);
    const e3 = h.emit("live", "number.released"); // nobody
    await h.settle();
    const ids = async (qs: string) => {
      const r = await h.t.api("GET", `/v1/events?${qs}`);
      expect(r.status, r.text).toBe(200);
      return r.body.data.map((e: any) => e.id);
    };
    // e3 went nowhere: nothing is outstanding, so it is not "not successfully delivered".
    expect(await ids("delivered=false")).toEqual([e1.id]);
    expect(await ids("delivered=true")).toEqual([e3.id, e2.id]);
    expect(await ids("type=message.sent")).toEqual([e1.id]);
    expect(await ids(`endpoint_id=${failing.id}`)).toEqual([e1.id]);
    expect(await ids(`endpoint_id=${good.id}`)).toEqual([e2.id, e1.id]);
    // With an endpoint, delivered is about the delivery to that endpoint.
    expect(await ids(`endpoint_id=${good.id}&delivered=true`)).toEqual([e2.id, e1.id]);
    expect(await ids(`endpoint_id=${failing.id}&delivered=false`)).toEqual([e1.id]);
    expect(await ids(`occurred_after=${encodeURIComponent(e2.occurred_at)}`)).toEqual([e3.id, e2.id]);
    expect(await ids(`occurred_before=${encodeURIComponent(e2.occurred_at)}`)).toEqual([e1.id]);
    expect(
      await ids(
        `occurred_after=${encodeURIComponent(e1.occurred_at)}&occurred_before=${encodeURIComponent(e3.occurred_at)}&delivered=true`,
      ),
    ).toEqual([e2.id]);
    expect(await ids("type=message.sent&delivered=true")).toEqual([]);
    for (const bad of ["type=message.bounced", "occurred_after=yesterday", "delivered=maybe"]) {
      const r = await h.t.api("GET", `/v1/events?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
    }
  });

  it("spec 2: GET /v1/events/{id} reads one event; other modes and unknown ids are 404", async () => {
    const e = h.emit("live", "message.sent");
    const r = await h.t.api("GET", `/v1/events/${e.id}`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: e.id, event: "message.sent", occurred_at: e.occurred_at, data: e.data });
    expect((await h.t.api("GET", `/v1/events/${e.id}`, { key: "test" })).status).toBe(404);
    const none = await h.t.api("GET", "/v1/events/evt_nope");
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe("resource_not_found");
    expect((await h.t.api("GET", "/v1/events", { key: "test" })).body.data).toEqual([]);
  });

  it("spec 6, 8: events are kept 30 days on the emulator clock; then gone (404) and replay is refused (410)", async () => {
    const rx = await receiver(500);
    const ep = await h.createEndpoint(rx.url);
    const e = h.emit("live", "message.sent");
    await h.settle();
    // One jump of 30 days runs what falls due in order: all six attempts. One failed retry run is
    // not 24 h of failure (spec 3), so the endpoint stays enabled.
    await h.advance(30 * DAY - 5);
    expect((await h.t.api("GET", `/v1/events/${e.id}`)).status).toBe(200);
    const attempts = await h.attempts({ event_id: e.id });
    expect(attempts.length).toBe(6);
    expect((await h.t.api("GET", `/v1/webhook_endpoints/${ep.id}`)).body.status).toBe("enabled");
    rx.status = 200;
    await h.t.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { body: { status: "enabled" } });
    const inTime = await h.t.api("POST", `/v1/events/${e.id}/replay`);
    expect(inTime.status).toBe(202);
    await h.settle();
    await h.advance(10);
    const gone = await h.t.api("GET", `/v1/events/${e.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error.message).toMatch(/30-day retention/);
    const replay = await h.t.api("POST", `/v1/events/${e.id}/replay`);
    expect(replay.status).toBe(410);
    expect(replay.body.error.code).toBe("event_expired");
    expect(replay.body.error.message).toMatch(/30-day retention/);
    expect((await h.t.api("GET", "/v1/events")).body.data).toEqual([]);
    expect(await h.attempts({ event_id: e.id })).toEqual([]);
    const bulk = await h.t.api("POST", "/v1/events/replay", {
      body: { occurred_after: "2000-01-01T00:00:00Z", occurred_before: "2100-01-01T00:00:00Z" },
    });
    expect(bulk.body).toMatchObject({ matched_events: 0, deliveries: 0 });
  });

  it("spec 4: replay goes to enabled subscribed endpoints that have not acknowledged the event, new ones included", async () => {
    const ok = await receiver(200);
    const bad = await receiver(500);
    const a = await h.createEndpoint(ok.url, { enabled_events: ["message.sent"] });
    const b = await h.createEndpoint(bad.url, { enabled_events: ["message.sent"] });
    const e = h.emit("live", "message.sent");
    await h.settle();
    bad.status = 200;
    const late = await receiver(200);
    const c = await h.createEndpoint(late.url, { enabled_events: ["message.sent"] });
    const unsub = await h.createEndpoint(late.url, { enabled_events: ["number.released"] });
    const r = await h.t.api("POST", `/v1/events/${e.id}/replay`);
    expect(r.status).toBe(202);
    await h.settle();
    expect(ok.requests).toHaveLength(1);
    expect(bad.requests).toHaveLength(2);
    expect(late.requests).toHaveLength(1);
    const after = (await h.t.api("GET", `/v1/events/${e.id}`)).body;
    expect(after.delivered).toBe(true);
    expect(after.deliveries.map((d: any) => [d.endpoint_id, d.status]).sort()).toEqual(
      [[a.id, "delivered"], [b.id, "delivered"], [c.id, "delivered"]].sort(),
    );
    // Nothing left to do is a clear 409; include_delivered sends again; endpoint_id narrows.
    const nothing = await h.t.api("POST", `/v1/events/${e.id}/replay`);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error.code).toBe("nothing_to_replay");
    expect((await h.t.api("POST", `/v1/events/${e.id}/replay`, { body: { endpoint_id: a.id } })).status).toBe(409);
    const one = await h.t.api("POST", `/v1/events/${e.id}/replay`, { body: { endpoint_id: a.id, include_delivered: true } });
    expect(one.status).toBe(202);
    await h.settle();
    expect(ok.requests).toHaveLength(2);
    expect(bad.requests).toHaveLength(2);
    const all = await h.t.api("POST", `/v1/events/${e.id}/replay`, { body: { include_delivered: true } });
    expect(all.status).toBe(202);
    await h.settle();
    expect([ok.requests.length, bad.requests.length, late.requests.length]).toEqual([3, 3, 2]);
    const notSub = await h.t.api("POST", `/v1/events/${e.id}/replay`, { body: { endpoint_id: unsub.id } });
    expect(notSub.status).toBe(422);
    expect(notSub.body.error.code).toBe("webhook_endpoint_not_subscribed");
    expect((await h.t.api("POST", `/v1/events/${e.id}/replay`, { body: { endpoint_id: "we_nope" } })).status).toBe(404);
    expect((await h.t.api("POST", "/v1/events/evt_nope/replay")).status).toBe(404);
    // Every replay delivers the same envelope and event id.
    expect(new Set(ok.requests.map((q) => q.rawBody)).size).toBe(1);
  });

  it("spec 4: replaying an event no endpoint subscribes to is refused with nothing_to_replay", async () => {
    const e = h.emit("live", "campaign.status_changed", { id: "cmp_1", status: "approved" });
    const r = await h.t.api("POST", `/v1/events/${e.id}/replay`);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("nothing_to_replay");
    expect(r.body.error.message).toMatch(/campaign\.status_changed/);
  });

  it("spec 6: bulk replay by time range [occurred_after, occurred_before), with type and delivered filters", async () => {
    const rx = await receiver(500);
    await h.createEndpoint(rx.url, { enabled_events: ["message.sent", "message.failed"] });
    const e1 = h.emit("live", "message.sent");
    await h.advance(60);
    const e2 = h.emit("live", "message.failed");
    await h.advance(60);
    const e3 = h.emit("live", "message.sent");
    await h.advance(3600);
    expect(rx.requests).toHaveLength(18);
    rx.status = 200;
    const r = await h.t.api("POST", "/v1/events/replay", {
      body: { occurred_after: e1.occurred_at, occurred_before: e3.occurred_at, type: "message.sent" },
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      object: "event_replay",
      occurred_after: e1.occurred_at,
      occurred_before: e3.occurred_at,
      matched_events: 1,
      replayed_events: 1,
      deliveries: 1,
    });
    await h.settle();
    expect(rx.requests.slice(18).map((q) => q.body.id)).toEqual([e1.id]);
    const rest = await h.t.api("POST", "/v1/events/replay", {
      body: { occurred_after: e1.occurred_at, occurred_before: "2100-01-01T00:00:00Z", delivered: false },
    });
    expect(rest.body).toMatchObject({ matched_events: 2, replayed_events: 2, deliveries: 2 });
    await h.settle();
    expect(rx.requests.slice(19).map((q) => q.body.id).sort()).toEqual([e2.id, e3.id].sort());
    const again = await h.t.api("POST", "/v1/events/replay", {
      body: { occurred_after: e1.occurred_at, occurred_before: "2100-01-01T00:00:00Z" },
    });
    expect(again.body).toMatchObject({ matched_events: 3, replayed_events: 0, deliveries: 0 });
    for (const body of [
      { occurred_after: e3.occurred_at, occurred_before: e1.occurred_at },
      { occurred_after: e1.occurred_at },
      { occurred_after: "soon", occurred_before: e3.occurred_at },
      { occurred_after: e1.occurred_at, occurred_before: e3.occurred_at, type: "nope" },
    ]) {
      const bad = await h.t.api("POST", "/v1/events/replay", { body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });

  it("spec 5.4: events are read with webhooks:read or webhooks:write; replay needs webhooks:write", async () => {
    const mk = async (scopes: string[]) => {
      const r = await h.t.api("POST", "/v1/keys", { body: { scopes } });
      return { id: r.body.id, secret: r.body.secret };
    };
    const reader = await mk(["webhooks:read"]);
    const writer = await mk(["webhooks:write"]);
    const other = await mk(["messages:read"]);
    const e = h.emit("live", "message.sent");
    for (const k of [reader, writer]) {
      expect((await h.t.api("GET", "/v1/events", { key: k })).status).toBe(200);
      expect((await h.t.api("GET", `/v1/events/${e.id}`, { key: k })).status).toBe(200);
    }
    expect((await h.t.api("GET", "/v1/events", { key: other })).status).toBe(403);
    const denied = await h.t.api("POST", `/v1/events/${e.id}/replay`, { key: reader });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("insufficient_scope");
    const bulkDenied = await h.t.api("POST", "/v1/events/replay", {
      key: reader,
      body: { occurred_after: e.occurred_at, occurred_before: "2100-01-01T00:00:00Z" },
    });
    expect(bulkDenied.status).toBe(403);
    // The writer passes the scope check (nothing subscribes, so the replay itself is a 409).
    expect((await h.t.api("POST", `/v1/events/${e.id}/replay`, { key: writer })).status).toBe(409);
  });
});
