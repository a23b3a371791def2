import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  computeSignature,
  createWebhookHandler,
  isKnownEvent,
  MemoryEventStore,
  orderByOccurredAt,
  parseTolerant,
  signPayload,
  type TypedWebhookEvent,
  verifySignature,
  type WebhookEvent,
  type WebhookFailureReason,
  WebhookReceiver,
  WebhookVerificationError,
} from "../../sdk";
import { WebhookDelivery } from "../../schema/deliveries";
import { EVENT_KINDS } from "../../schema/eventKinds";
import { provisionSender, send } from "../emulator/messages/support";
import { TestEmulator } from "../helpers/emulator";
import { SIGNATURE_VECTORS } from "../schema/signatureVectors";
import { clientFor } from "./support";

const SECRET = "whsec_" + "A1b2C3d4".repeat(4);
const OTHER = "whsec_" + "Z9y8X7w6".repeat(4);
const NOW_S = 1_767_225_600; // 2026-01-01T00:00:00Z
const NOW_MS = NOW_S * 1000;
/** Deliberately not compact: a re-serialization changes the bytes. */
const RAW = `{"id": "evt_1", "event": "message.sent", "occurred_at": "2026-01-01T00:00:00.000Z", "data": {"id": "msg_1"}}`;
const sig = (body: string | Buffer = RAW, secret = SECRET, t = NOW_S) => computeSignature(body, secret, t);

type Case = {
  name: string;
  header: string | string[] | undefined;
  body?: string | Buffer | Uint8Array;
  secret?: string | string[];
  nowMs?: number | Date;
  tolerance?: number;
  expect: WebhookFailureReason | { secretIndex: number };
};

const CASES: Case[] = [
  { name: "valid, string body", header: `t=${NOW_S},v1=${sig()}`, expect: { secretIndex: 0 } },
  { name: "valid, Buffer body", header: `t=${NOW_S},v1=${sig()}`, body: Buffer.from(RAW), expect: { secretIndex: 0 } },
  { name: "valid, Uint8Array body", header: `t=${NOW_S},v1=${sig()}`, body: new Uint8Array(Buffer.from(RAW)), expect: { secretIndex: 0 } },
  { name: "valid, now as a Date", header: `t=${NOW_S},v1=${sig()}`, nowMs: new Date(NOW_MS), expect: { secretIndex: 0 } },
  { name: "missing header", header: undefined, expect: "missing_header" },
  { name: "empty header", header: "  ", expect: "missing_header" },
  { name: "no name=value items", header: "garbage", expect: "malformed_header" },
  { name: "t not a number", header: `t=abc,v1=${sig()}`, expect: "malformed_header" },
  { name: "t negative", header: `t=-5,v1=${sig()}`, expect: "malformed_header" },
  { name: "t missing", header: `v1=${sig()}`, expect: "malformed_header" },
  { name: "t twice", header: `t=${NOW_S},t=${NOW_S},v1=${sig()}`, expect: "malformed_header" },
  { name: "no v1", header: `t=${NOW_S}`, expect: "no_signature" },
  { name: "only another scheme", header: `t=${NOW_S},v0=${sig()}`, expect: "no_signature" },
  { name: "v1 not hex", header: `t=${NOW_S},v1=zzzz`, expect: "malformed_header" },
  { name: "v1 truncated", header: `t=${NOW_S},v1=${sig().slice(0, 63)}`, expect: "malformed_header" },
  { name: "several v1, the right one second", header: `t=${NOW_S},v1=${sig(RAW, OTHER)},v1=${sig()}`, expect: { secretIndex: 0 } },
  { name: "several v1, the right one first", header: `t=${NOW_S},v1=${sig()},v1=${sig(RAW, OTHER)}`, expect: { secretIndex: 0 } },
  { name: "a bad v1 beside a good one", header: `t=${NOW_S},v1=nothex,v1=${sig()}`, expect: { secretIndex: 0 } },
  { name: "spaces around items", header: ` t=${NOW_S} , v1=${sig()} `, expect: { secretIndex: 0 } },
  { name: "unknown scheme beside v1", header: `t=${NOW_S},v0=abc,v2=def,v1=${sig()}`, expect: { secretIndex: 0 } },
  { name: "uppercase hex", header: `t=${NOW_S},v1=${sig().toUpperCase()}`, expect: { secretIndex: 0 } },
  { name: "duplicated header (array)", header: [`t=${NOW_S}`, `v1=${sig()}`], expect: { secretIndex: 0 } },
  { name: "wrong secret", header: `t=${NOW_S},v1=${sig()}`, secret: OTHER, expect: "signature_mismatch" },
  { name: "rotation: old and new secret, new one matches", header: `t=${NOW_S},v1=${sig()}`, secret: [OTHER, SECRET], expect: { secretIndex: 1 } },
  { name: "signature of another timestamp", header: `t=${NOW_S},v1=${sig(RAW, SECRET, NOW_S - 1)}`, expect: "signature_mismatch" },
  { name: "re-serialized JSON body", header: `t=${NOW_S},v1=${sig()}`, body: JSON.stringify(JSON.parse(RAW)), expect: "signature_mismatch" },
  { name: "body with a byte changed", header: `t=${NOW_S},v1=${sig()}`, body: RAW.replace("msg_1", "msg_2"), expect: "signature_mismatch" },
  { name: "exactly 300 s old", header: `t=${NOW_S - 300},v1=${sig(RAW, SECRET, NOW_S - 300)}`, expect: { secretIndex: 0 } },
  { name: "301 s old", header: `t=${NOW_S - 301},v1=${sig(RAW, SECRET, NOW_S - 301)}`, expect: "timestamp_too_old" },
  { name: "300.5 s old", header: `t=${NOW_S - 300},v1=${sig(RAW, SECRET, NOW_S - 300)}`, nowMs: NOW_MS + 500, expect: "timestamp_too_old" },
  { name: "exactly 300 s ahead", header: `t=${NOW_S + 300},v1=${sig(RAW, SECRET, NOW_S + 300)}`, expect: { secretIndex: 0 } },
  { name: "301 s ahead", header: `t=${NOW_S + 301},v1=${sig(RAW, SECRET, NOW_S + 301)}`, expect: "timestamp_in_future" },
  { name: "tolerance 10: 10 s old", header: `t=${NOW_S - 10},v1=${sig(RAW, SECRET, NOW_S - 10)}`, tolerance: 10, expect: { secretIndex: 0 } },
  { name: "tolerance 10: 11 s old", header: `t=${NOW_S - 11},v1=${sig(RAW, SECRET, NOW_S - 11)}`, tolerance: 10, expect: "timestamp_too_old" },
  { name: "tolerance 10: 11 s ahead", header: `t=${NOW_S + 11},v1=${sig(RAW, SECRET, NOW_S + 11)}`, tolerance: 10, expect: "timestamp_in_future" },
];

describe("verifySignature (spec 6)", () => {
  it.each(CASES)("spec 6: $name", (c) => {
    const run = () =>
      verifySignature(c.body ?? RAW, c.header, c.secret ?? SECRET, {
        now: c.nowMs ?? NOW_MS,
        ...(c.tolerance !== undefined ? { toleranceSeconds: c.tolerance } : {}),
      });
    if (typeof c.expect === "string") {
      let err: unknown;
      try {
        run();
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(WebhookVerificationError);
      expect((err as WebhookVerificationError).reason).toBe(c.expect);
      for (const s of [SECRET, OTHER]) expect((err as Error).message).not.toContain(s);
    } else {
      expect(run()).toMatchObject(c.expect);
    }
  });

  it("spec 6: a parsed object is refused (only raw bytes can be verified), as is an empty secret list", () => {
    expect(() => verifySignature(JSON.parse(RAW), `t=${NOW_S},v1=${sig()}`, SECRET, { now: NOW_MS })).toThrow(TypeError);
    expect(() => verifySignature(RAW, `t=${NOW_S},v1=${sig()}`, [], { now: NOW_MS })).toThrow(TypeError);
  });

  it("spec 6: signPayload builds the header the service sends, and verifies", () => {
    const header = signPayload(RAW, SECRET, NOW_S);
    expect(header).toBe(`t=${NOW_S},v1=${sig()}`);
    expect(sig()).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("verifySignature: known-answer vectors (schema/webhook-signature.vectors.json)", () => {
  for (const v of SIGNATURE_VECTORS) {
    it(`spec 6: ${v.name}: the published header verifies, as string and as bytes; each secret alone matches its own v1`, () => {
      const now = v.timestamp * 1000;
      expect(verifySignature(v.body, v.header, v.secrets, { now })).toEqual({ timestamp: v.timestamp, secretIndex: 0 });
      expect(verifySignature(Buffer.from(v.body, "utf8"), v.header, v.secrets, { now }).secretIndex).toBe(0);
      v.secrets.forEach((secret, i) => {
        expect(computeSignature(v.body, secret, v.timestamp)).toBe(v.signatures[i]);
        expect(verifySignature(v.body, `t=${v.timestamp},v1=${v.signatures[i]}`, secret, { now }).secretIndex).toBe(0);
      });
      if (v.secrets.length === 1) expect(signPayload(v.body, v.secrets[0]!, v.timestamp)).toBe(v.header);
    });
  }

  it("spec 6: one changed byte of a vector's body, or its body re-encoded as Latin-1, does not verify", () => {
    const v = SIGNATURE_VECTORS.find((x) => x.body_utf8_bytes > x.body.length)!;
    const now = v.timestamp * 1000;
    const reason = (body: string | Buffer) => {
      try {
        verifySignature(body, v.header, v.secrets, { now });
        return "verified";
      } catch (err) {
        return (err as WebhookVerificationError).reason;
      }
    };
    expect(reason(Buffer.from(v.body, "latin1"))).toBe("signature_mismatch");
    expect(reason(v.body.replace("K", "k"))).toBe("signature_mismatch");
    expect(reason(v.body)).toBe("verified");
  });
});

function event(id: string, occurredAt: string, kind = "message.sent"): string {
  return JSON.stringify({ id, event: kind, occurred_at: occurredAt, data: { id: `msg_${id}` } });
}

function delivery(raw: string, opts: { secret?: string; eventId?: string | null; t?: number } = {}) {
  const id = opts.eventId === undefined ? JSON.parse(raw).id : opts.eventId;
  return {
    rawBody: raw,
    headers: {
      "svc-signature": signPayload(raw, opts.secret ?? SECRET, opts.t ?? Math.floor(Date.now() / 1000)),
      ...(id === null ? {} : { "svc-event-id": id }),
    },
  };
}

describe("WebhookReceiver (spec 6)", () => {
  it("spec 6: duplicates of one SVC-Event-Id are dropped through the store", async () => {
    const rx = new WebhookReceiver({ secret: SECRET });
    const d = delivery(event("evt_a", "2026-01-01T00:00:00.000Z"));
    expect((await rx.receive(d)).status).toBe("accepted");
    expect((await rx.receive(d)).status).toBe("duplicate");
    // Header names in any case, as a framework may hand them over.
    const upper = { rawBody: d.rawBody, headers: { "SVC-Signature": d.headers["svc-signature"], "SVC-Event-Id": "evt_a" } };
    expect((await rx.receive(upper)).status).toBe("duplicate");
  });

  it("spec 6: an SVC-Event-Id that differs from the envelope, or a body that is not an envelope, is rejected", async () => {
    const rx = new WebhookReceiver({ secret: SECRET });
    await expect(rx.receive(delivery(event("evt_b", "2026-01-01T00:00:00.000Z"), { eventId: "evt_other" }))).rejects.toMatchObject({
      reason: "event_id_mismatch",
    });
    await expect(rx.receive(delivery("not json", { eventId: null }))).rejects.toMatchObject({ reason: "invalid_payload" });
    await expect(rx.receive(delivery(JSON.stringify({ id: "evt_c" }), { eventId: null }))).rejects.toMatchObject({
      reason: "invalid_payload",
    });
  });

  it("spec 6: a batch is verified, deduplicated (against the store and within the batch) and ordered by occurred_at", async () => {
    const rx = new WebhookReceiver({ secret: SECRET });
    await rx.receive(delivery(event("evt_seen", "2026-01-01T00:00:05.000Z")));
    const batch = [
      delivery(event("evt_3", "2026-01-01T00:00:03.000Z", "message.delivered")),
      delivery(event("evt_1", "2026-01-01T00:00:01.000Z")),
      delivery(event("evt_seen", "2026-01-01T00:00:05.000Z")),
      delivery(event("evt_2", "2026-01-01T00:00:02.000Z"), { secret: OTHER }),
      delivery(event("evt_1", "2026-01-01T00:00:01.000Z")),
      delivery(event("evt_0", "2026-01-01T00:00:01.000Z")),
    ];
    const r = await rx.receiveBatch(batch);
    expect(r.accepted.map((e) => e.id)).toEqual(["evt_0", "evt_1", "evt_3"]);
    expect(r.duplicates.map((e) => e.id)).toEqual(["evt_seen", "evt_1"]);
    expect(r.rejected.map((x) => [x.index, x.error.reason])).toEqual([[3, "signature_mismatch"]]);
  });

  it("orderByOccurredAt sorts by time, then id, without changing its input", () => {
    const events = [
      { id: "evt_b", occurred_at: "2026-01-01T00:00:01.000Z" },
      { id: "evt_c", occurred_at: "2025-12-31T23:59:59.000Z" },
      { id: "evt_a", occurred_at: "2026-01-01T00:00:01.000Z" },
    ];
    expect(orderByOccurredAt(events).map((e) => e.id)).toEqual(["evt_c", "evt_a", "evt_b"]);
    expect(events[0]!.id).toBe("evt_b");
  });

  it("MemoryEventStore is bounded in size and time, and forgets a released id", () => {
    let now = 0;
    const store = new MemoryEventStore({ maxEntries: 2, ttlMs: 1000, now: () => now });
    expect(store.claim("a")).toBe(true);
    expect(store.claim("b")).toBe(true);
    expect(store.claim("a")).toBe(false);
    expect(store.claim("c")).toBe(true); // evicts the oldest, a
    expect(store.size).toBe(2);
    expect(store.claim("a")).toBe(true);
    now = 1500;
    expect(store.claim("c")).toBe(true); // expired
    store.release("c");
    expect(store.claim("c")).toBe(true);
  });
});

async function listen(handler: (req: any, res: any) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks` };
}

async function post(url: string, d: { rawBody: string; headers: Record<string, string> }) {
  const r = await request(url, { method: "POST", body: d.rawBody, headers: { "content-type": "application/json", ...d.headers } });
  return { status: r.statusCode, body: (await r.body.json()) as any };
}

describe("createWebhookHandler: node:http receiver (spec 6)", () => {
  it("spec 6: answers 200 before processing, processes asynchronously, drops duplicates, rejects bad signatures", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const processed: string[] = [];
    const rejected: unknown[] = [];
    const handler = createWebhookHandler({
      secret: SECRET,
      onEvent: async (e) => {
        await gate; // processing cannot finish until the test has its response
        processed.push(e.id);
      },
      onError: (err) => rejected.push(err),
    });
    const { server, url } = await listen(handler);
    const d = delivery(event("evt_h1", "2026-01-01T00:00:00.000Z"));
    const first = await post(url, d);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(processed).toEqual([]);
    expect((await post(url, d)).body.duplicate).toBe(true);
    const bad = await post(url, delivery(event("evt_h2", "2026-01-01T00:00:00.000Z"), { secret: OTHER }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("signature_mismatch");
    const get = await request(url);
    expect(get.statusCode).toBe(405);
    await get.body.text();
    release();
    await handler.idle();
    expect(processed).toEqual(["evt_h1"]);
    expect(rejected).toHaveLength(1);
    server.close();
  });

  it("spec 6: a failed processing releases the id, so a redelivery is processed again", async () => {
    const seen: string[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const handler = createWebhookHandler({
      secret: SECRET,
      onEvent: (e) => {
        seen.push(e.id);
        if (fail) throw new Error("database down");
      },
      onError: (err) => errors.push(err),
    });
    const { server, url } = await listen(handler);
    const d = delivery(event("evt_f", "2026-01-01T00:00:00.000Z"));
    expect((await post(url, d)).status).toBe(200);
    await handler.idle();
    fail = false;
    expect((await post(url, d)).body.duplicate).toBe(false);
    await handler.idle();
    expect(seen).toEqual(["evt_f", "evt_f"]);
    expect(errors).toHaveLength(1);
    server.close();
  });

  it("spec 6: with a batch window, events are processed in occurred_at order, not arrival order", async () => {
    const order: string[] = [];
    const onEvent = (e: WebhookEvent) => void order.push(e.id);
    const handler = createWebhookHandler({ secret: SECRET, batchWindowMs: 60_000, onEvent });
    const { server, url } = await listen(handler);
    for (const [id, at] of [["evt_late", "2026-01-01T00:00:09.000Z"], ["evt_early", "2026-01-01T00:00:01.000Z"], ["evt_mid", "2026-01-01T00:00:05.000Z"]]) {
      expect((await post(url, delivery(event(id!, at!)))).status).toBe(200);
    }
    expect(order).toEqual([]);
    await handler.idle();
    expect(order).toEqual(["evt_early", "evt_mid", "evt_late"]);
    server.close();
  });

  it("a body over the limit gets 413 and is not processed", async () => {
    const seen: string[] = [];
    const handler = createWebhookHandler({ secret: SECRET, maxBodyBytes: 64, onEvent: (e) => void seen.push(e.id) });
    const { server, url } = await listen(handler);
    const big = delivery(event("evt_big", "2026-01-01T00:00:00.000Z"));
    expect(big.rawBody.length).toBeGreaterThan(64);
    const r = await post(url, big);
    expect(r.status).toBe(413);
    await handler.idle();
    expect(seen).toEqual([]);
    server.close();
  });
});

/** What a receiver writes with typed events: each case reads its kind's own fields (compile-time checked). */
function summary(e: TypedWebhookEvent): string {
  switch (e.event) {
    case "message.sent":
    case "message.delivered":
    case "message.undelivered":
    case "message.failed":
    case "message.received":
    case "message.opted_out":
    case "message.help_requested":
      return `${e.event} ${e.data.id} ${e.data.status} ${e.data.to} ${e.data.segments}`;
    case "campaign.status_changed":
      return `${e.event} ${e.data.campaign_id} ${e.data.status} ${e.data.cause}`;
    case "number.released":
      // @ts-expect-error a number has no segments: data is narrowed by the kind
      void e.data.segments;
      return `${e.event} ${e.data.number} ${e.data.status}`;
  }
}

describe("end to end: the emulator delivers, the sdk handler verifies (spec 6)", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await TestEmulator.start();
  });
  afterAll(async () => {
    await emu.close();
  });

  const settle = async () => {
    const r = await emu.control("POST", "/control/deliveries/settle", { timeout_seconds: 20 });
    expect(r.status, r.text).toBe(200);
  };
  const emit = (kind: string, data: Record<string, unknown> = { id: "msg_e2e", status: "sent" }) =>
    emu.emu.core.events.emit(emu.emu.core.state.accounts.get(emu.emu.accountId)!, "live", kind, data);

  it("spec 6: real deliveries verify with the endpoint's secret; after a roll, with the old or the new; a replay is a duplicate", async () => {
    const processed: WebhookEvent[] = [];
    let secrets: string[] = [];
    const rejected: unknown[] = [];
    let handler = createWebhookHandler({ secret: "placeholder", onEvent: () => undefined });
    const { server, url } = await listen((req, res) => handler(req, res));
    const { client } = clientFor(emu);
    const ep = await client.webhooks.create({ url, enabled_events: ["message.sent", "message.delivered"] });
    secrets = [ep.secret];
    const store = new MemoryEventStore();
    const make = () =>
      createWebhookHandler({
        secret: secrets,
        store,
        onEvent: (e) => void processed.push(e),
        onError: (e) => rejected.push(e),
      });
    handler = make();
    const sent = emit("message.sent");
    const delivered = emit("message.delivered");
    await settle();
    await handler.idle();
    expect(orderByOccurredAt(processed).map((e) => e.id)).toEqual([sent.id, delivered.id]);
    expect(rejected).toEqual([]);

    // Rotation grace: the service signs with both secrets; either one alone verifies.
    const rolled = await client.webhooks.rollSecret(ep.id, { grace_period_seconds: 3600 });
    for (const only of [[ep.secret], [rolled.secret]]) {
      secrets = only;
      handler = make();
      const e = emit("message.sent");
      await settle();
      await handler.idle();
      expect(processed.at(-1)!.id).toBe(e.id);
    }
    expect(rejected).toEqual([]);

    // A replay of an event already processed arrives again and is dropped as a duplicate.
    const before = processed.length;
    await client.events.replay(sent.id, { include_delivered: true });
    await settle();
    await handler.idle();
    expect(processed.length).toBe(before);
    const attempts = await emu.control("GET", `/control/accounts/${emu.emu.accountId}/deliveries?event_id=${sent.id}`);
    expect(attempts.body.data.length).toBeGreaterThanOrEqual(2);

    // A secret that is not the endpoint's rejects real deliveries.
    secrets = ["whsec_" + "0".repeat(32)];
    handler = make();
    emit("message.sent");
    await settle();
    expect(rejected.length).toBeGreaterThan(0);
    expect((rejected[0] as WebhookVerificationError).reason).toBe("signature_mismatch");
    await client.webhooks.delete(ep.id);
    await client.close();
    server.close();
  });

  it("issue 16: onEvent gets typed events: real message, campaign and number deliveries narrow by kind and parse with the sdk's tolerant contract parser", async () => {
    const { client } = clientFor(emu);
    const processed: TypedWebhookEvent[] = [];
    const unknown: WebhookEvent[] = [];
    let handler = createWebhookHandler({ secret: "placeholder", onEvent: () => undefined });
    const { server, url } = await listen((req, res) => handler(req, res));
    const ep = await client.webhooks.create({ url, enabled_events: [...EVENT_KINDS] });
    handler = createWebhookHandler({
      secret: ep.secret,
      onEvent: (e) => void processed.push(e),
      onUnknownKind: (e) => void unknown.push(e),
    });
    const sender = await provisionSender(emu);
    expect((await send(emu, { from: sender.number, to: "+13125550140", body: "typed" })).status).toBe(201);
    await emu.advance(120);
    await settle();
    expect((await emu.api("DELETE", `/v1/numbers/${sender.numberId}`)).status).toBe(200);
    await settle();
    await handler.idle();
    const lines = processed.map(summary);
    expect(lines).toEqual(expect.arrayContaining([
      expect.stringMatching(/^message\.sent msg_\w+ \w+ \+13125550140 1$/),
      expect.stringMatching(/^message\.delivered msg_\w+ delivered \+13125550140 1$/),
      expect.stringMatching(/^campaign\.status_changed cmp_\w+ \w+ \w+$/),
      expect.stringMatching(new RegExp(`^number\\.released \\${sender.number} `)),
    ]));
    for (const e of processed) expect(parseTolerant(WebhookDelivery, e).success, e.event).toBe(true);

    // A kind added to the service later goes to onUnknownKind, untyped, never to onEvent.
    const raw = JSON.stringify({ id: "evt_new", event: "message.teleported", occurred_at: "2026-01-01T00:00:00Z", data: {} });
    const res = await request(url, { method: "POST", body: raw, headers: { "svc-signature": signPayload(raw, ep.secret) } });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
    await handler.idle();
    expect(unknown.map((e) => e.event)).toEqual(["message.teleported"]);
    expect(processed.every((e) => isKnownEvent(e))).toBe(true);
    await client.webhooks.delete(ep.id);
    await client.close();
    server.close();
  });
});
