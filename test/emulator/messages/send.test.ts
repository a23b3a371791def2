import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, TestEmulator } from "../../helpers/emulator";
import { advanceTo, emulatorNow, eventsFor, getMessage, listAll, provisionSender, recipient, send, type Sender } from "./support";

let emu: TestEmulator;
let sender: Sender;

beforeAll(async () => {
  emu = await TestEmulator.start();
  sender = await provisionSender(emu);
});
afterAll(async () => {
  await emu?.close();
});

describe("POST /v1/messages and reading messages", () => {
  it("spec 2, 4: a send returns 201 with the message object, queued, carrying the spec 2 fields", async () => {
    const to = recipient();
    const r = await send(emu, { from: sender.number, to, body: "Your order shipped", reference: "order-1" });
    expect(r.status, r.text).toBe(201);
    const m = r.body;
    expect(m.id).toMatch(/^msg_[A-Za-z0-9]{24}$/);
    expect(m).toMatchObject({
      object: "message",
      direction: "outbound",
      status: "queued",
      from: sender.number,
      to,
      body: "Your order shipped",
      media_urls: [],
      type: "sms",
      encoding: "gsm7",
      segments: 1,
      reference: "order-1",
      campaign_id: sender.campaignId,
      error_code: null,
      price: null,
      price_currency: "usd",
      mode: "live",
      sent_at: null,
      done_at: null,
    });
    expect(typeof m.carrier).toBe("string");
    expect(m.carrier.length).toBeGreaterThan(0);
    expect(Date.parse(m.created_at)).not.toBeNaN();
  });

  it("spec 2: the carrier is the recipient's carrier as lookup reports it, deterministically", async () => {
    const to = recipient();
    const a = await send(emu, { from: sender.number, to, body: "one" });
    const b = await send(emu, { from: sender.number, to, body: "two" });
    const l = await emu.api("POST", "/v1/lookup", { body: { number: to } });
    expect(a.body.carrier).toBe(l.body.carrier);
    expect(b.body.carrier).toBe(a.body.carrier);
  });

  it("spec 2: reference is an empty string when none is given", async () => {
    const r = await send(emu, { from: sender.number, to: recipient(), body: "no reference" });
    expect(r.body.reference).toBe("");
  });

  it("spec 4: GET /v1/messages/{message_id} reads one message; an unknown id is 404", async () => {
    const r = await send(emu, { from: sender.number, to: recipient(), body: "read me" });
    const m = await getMessage(emu, r.body.id);
    expect(m.id).toBe(r.body.id);
    expect(m.body).toBe("read me");
    const missing = await emu.api("GET", "/v1/messages/msg_doesnotexist");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("resource_not_found");
  });

  it("spec 1: live and test data are separate: a live message is not visible to a test key", async () => {
    const r = await send(emu, { from: sender.number, to: recipient(), body: "live only" });
    const asTest = await emu.api("GET", `/v1/messages/${r.body.id}`, { key: "test" });
    expect(asTest.status).toBe(404);
    // The live number is not the test mode's number either.
    const fromTest = await send(emu, { from: sender.number, to: recipient(), body: "x" }, { mode: "test" });
    expect(fromTest.status).toBe(422);
    expect(fromTest.body.error.code).toBe("sender_not_owned");
  });

  it("spec 8: a repeated Idempotency-Key replays the first send and creates no second message", async () => {
    const to = recipient();
    const key = "3f1c9a52-4a7d-4d7e-9a53-5b8c1f0e2d11";
    const a = await emu.api("POST", "/v1/messages", { body: { from: sender.number, to, body: "once" }, idempotencyKey: key });
    const b = await emu.api("POST", "/v1/messages", { body: { from: sender.number, to, body: "once" }, idempotencyKey: key });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    expect(b.headers["idempotent-replayed"]).toBe("true");
    expect(await listAll(emu, `to=${encodeURIComponent(to)}`)).toHaveLength(1);
  });

  it("spec 5.4: sending needs messages:write; reading needs messages:read", async () => {
    const reader = await emu.api("POST", "/v1/keys", { body: { scopes: ["messages:read"] } });
    const pair = { id: reader.body.id, secret: reader.body.secret };
    const denied = await emu.api("POST", "/v1/messages", {
      key: pair,
      body: { from: sender.number, to: recipient(), body: "x" },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("insufficient_scope");
    const listed = await emu.api("GET", "/v1/messages?limit=1", { key: pair });
    expect(listed.status).toBe(200);
    const writer = await emu.api("POST", "/v1/keys", { body: { scopes: ["messages:write"] } });
    const cannotRead = await emu.api("GET", "/v1/messages", { key: { id: writer.body.id, secret: writer.body.secret } });
    expect(cannotRead.status).toBe(403);
  });

  it("spec 8: POST /v1/messages is in the messages_send rate group (200 per second)", async () => {
    const r = await send(emu, { from: sender.number, to: recipient(), body: "limit header" });
    expect(r.headers["ratelimit-limit"]).toBe("200");
    const g = await emu.api("GET", "/v1/messages?limit=1");
    expect(g.headers["ratelimit-limit"]).toBe("100");
  });
});

describe("validation and sender errors", () => {
  it("spec 2: from and to must be E.164; the error names the field and the expected form", async () => {
    for (const [field, value] of [
      ["to", "4155550123"],
      ["to", "+1 415 555 0123"],
      ["to", "+0123456789"],
      ["from", "14155550100"],
      ["to", "+1234567"],
    ] as const) {
      const body = { from: sender.number, to: recipient(), body: "x", [field]: value };
      const r = await send(emu, body);
      expect(r.status, `${field}=${value}`).toBe(400);
      expect(r.body.error.code).toBe("invalid_request");
      expect(r.body.error.param).toBe(field);
      expect(r.body.error.message).toMatch(/E\.164/);
    }
  });

  it("a well-formed number that is not a number of its country is refused with 422 invalid_recipient", async () => {
    const r = await send(emu, { from: sender.number, to: "+11235550123", body: "x" });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ code: "invalid_recipient", param: "to" });
    const unassigned = await send(emu, { from: sender.number, to: "+99912345678", body: "x" });
    expect(unassigned.status).toBe(422);
    expect(unassigned.body.error.message).toMatch(/country calling code/);
  });

  it("a body or media is required; unknown fields, long bodies and non-https media are refused", async () => {
    const none = await send(emu, { from: sender.number, to: recipient() });
    expect(none.status).toBe(400);
    expect(none.body.error.param).toBe("body");
    const empty = await send(emu, { from: sender.number, to: recipient(), body: "" });
    expect(empty.status).toBe(400);
    const unknown = await send(emu, { from: sender.number, to: recipient(), body: "x", status_callback: "https://x" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe("status_callback");
    const long = await send(emu, { from: sender.number, to: recipient(), body: "a".repeat(1601) });
    expect(long.status).toBe(400);
    expect(long.body.error.param).toBe("body");
    const http = await send(emu, { from: sender.number, to: recipient(), media_urls: ["http://cdn.example/a.png"] });
    expect(http.status).toBe(400);
    expect(http.body.error.param).toBe("media_urls.0");
    const eleven = await send(emu, {
      from: sender.number,
      to: recipient(),
      media_urls: Array.from({ length: 11 }, (_, i) => `https://cdn.example/${i}.png`),
    });
    expect(eleven.status).toBe(400);
    expect(eleven.body.error.param).toBe("media_urls");
  });

  it("sending from a number the account does not own is 422 sender_not_owned", async () => {
    const r = await send(emu, { from: "+14155559876", to: recipient(), body: "x" });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ code: "sender_not_owned", param: "from" });
    expect(r.body.error.message).toContain("+14155559876");
  });

  it("sending from a number with no campaign, or a campaign not approved, is 422 sender_not_registered", async () => {
    const search = await emu.api("GET", "/v1/numbers/available?area_code=646&limit=1");
    const bare = await emu.api("POST", "/v1/numbers", { body: { number: search.body.data[0].number } });
    expect(bare.status, bare.text).toBe(201);
    const r = await send(emu, { from: bare.body.number, to: recipient(), body: "x" });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatchObject({ code: "sender_not_registered", param: "from" });
    expect(r.body.error.message).toMatch(/not associated with a 10DLC campaign/);

    const pending = await provisionSender(emu, { approve: false });
    const p = await send(emu, { from: pending.number, to: recipient(), body: "x" });
    expect(p.status).toBe(422);
    expect(p.body.error.code).toBe("sender_not_registered");
    expect(p.body.error.message).toContain(pending.campaignId);
    expect(p.body.error.message).toMatch(/PENDING/);
  });

  it("MMS: media makes it an MMS of one segment; MMS outside NANP is 422 mms_unsupported_destination", async () => {
    const r = await send(emu, {
      from: sender.number,
      to: recipient(),
      body: "ж".repeat(300),
      media_urls: ["https://cdn.example/a.png", "https://cdn.example/b.jpg"],
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ type: "mms", segments: 1, media_urls: ["https://cdn.example/a.png", "https://cdn.example/b.jpg"] });
    const mediaOnly = await send(emu, { from: sender.number, to: recipient(), media_urls: ["https://cdn.example/c.gif"] });
    expect(mediaOnly.status).toBe(201);
    expect(mediaOnly.body).toMatchObject({ type: "mms", body: "", segments: 1 });
    const uk = await send(emu, { from: sender.number, to: "+447700900123", media_urls: ["https://cdn.example/a.png"] });
    expect(uk.status).toBe(422);
    expect(uk.body.error).toMatchObject({ code: "mms_unsupported_destination", param: "media_urls" });
    const ukSms = await send(emu, { from: sender.number, to: "+447700900123", body: "SMS is fine" });
    expect(ukSms.status).toBe(201);
  });
});

describe("status progression on the emulator clock", () => {
  it("spec 3, 6: queued → sending → sent (message.sent) → delivered (message.delivered)", async () => {
    const r = await send(emu, { from: sender.number, to: recipient(), body: "progress", reference: "prog" });
    expect(r.body.status).toBe("queued");
    const created = Date.parse(r.body.created_at);
    // Samples of the status on the way (skipped if the machine is too slow to catch them).
    if (await advanceTo(emu, created + 500)) expect((await getMessage(emu, r.body.id)).status).toBe("sending");
    if (await advanceTo(emu, created + 1500)) expect((await getMessage(emu, r.body.id)).status).toBe("sent");
    await advanceTo(emu, created + 3500);
    const delivered = await getMessage(emu, r.body.id);
    expect(delivered.status).toBe("delivered");
    // Exact timing on the emulator clock: sent 1 s after leaving the (idle) queue, delivered 2 s later.
    expect(Date.parse(delivered.sent_at) - created).toBe(1000);
    expect(Date.parse(delivered.done_at) - Date.parse(delivered.sent_at)).toBe(2000);

    const events = await eventsFor(emu, r.body.id);
    expect(events.map((e) => e.event)).toEqual(["message.sent", "message.delivered"]);
    const [s, d] = events;
    expect(s.id).toMatch(/^evt_/);
    expect(s.occurred_at).toBe(delivered.sent_at);
    expect(d.occurred_at).toBe(delivered.done_at);
    // spec 6: the data of message events is the spec 2 message object, as it was at that moment.
    for (const e of events) {
      expect(e.data).toMatchObject({
        id: r.body.id,
        from: sender.number,
        to: r.body.to,
        carrier: r.body.carrier,
        segments: 1,
        reference: "prog",
      });
    }
    expect(s.data.status).toBe("sent");
    expect(d.data.status).toBe("delivered");
  });

  it("spec 3, 6: recipients ending 0001 fail before the carrier (message.failed, no message.sent)", async () => {
    const r = await send(emu, { from: sender.number, to: "+13125550001", body: "fail" });
    expect(r.status).toBe(201);
    await emu.advance(4);
    const m = await getMessage(emu, r.body.id);
    expect(m).toMatchObject({ status: "failed", error_code: "unknown_destination", sent_at: null, price: null });
    expect((await eventsFor(emu, r.body.id)).map((e) => e.event)).toEqual(["message.failed"]);
  });

  it.each([
    ["0002", "unreachable_handset"],
    ["0003", "carrier_filtered"],
    ["0004", "landline_unreachable"],
  ])(
    "spec 3, 6: recipients ending %s are sent, then undelivered (%s): message.sent then message.undelivered",
    async (suffix, code) => {
      const r = await send(emu, { from: sender.number, to: `+1312555${suffix}`, body: "undeliverable" });
      await emu.advance(4);
      const m = await getMessage(emu, r.body.id);
      expect(m).toMatchObject({ status: "undelivered", error_code: code });
      expect(m.sent_at).not.toBeNull();
      expect(m.error_message.length).toBeGreaterThan(10);
      expect((await eventsFor(emu, r.body.id)).map((e) => e.event)).toEqual(["message.sent", "message.undelivered"]);
    },
  );
});

describe("a sender that lapses while its messages wait", () => {
  it("spec 3, 6: a campaign suspended before hand-off fails its accepted messages (message.failed, sender_not_registered)", async () => {
    const s = await provisionSender(emu);
    const r = await send(emu, { from: s.number, to: recipient(), body: "accepted, then suspended" });
    expect(r.status).toBe(201);
    const suspended = await emu.control("POST", `/control/campaigns/${s.campaignId}/decision`, { outcome: "suspend" });
    expect(suspended.status, suspended.text).toBe(200);
    await emu.advance(4);
    const m = await getMessage(emu, r.body.id);
    expect(m).toMatchObject({ status: "failed", error_code: "sender_not_registered", price: null });
    expect((await eventsFor(emu, r.body.id)).map((e) => e.event)).toEqual(["message.failed"]);
    // And new sends are refused at once.
    const refused = await send(emu, { from: s.number, to: recipient(), body: "x" });
    expect(refused.body.error.code).toBe("sender_not_registered");
  });

  it("a number released before hand-off fails its accepted messages (sender_released)", async () => {
    const s = await provisionSender(emu);
    const r = await send(emu, { from: s.number, to: recipient(), body: "accepted, then released" });
    const released = await emu.api("DELETE", `/v1/numbers/${s.numberId}`);
    expect(released.status, released.text).toBe(200);
    await emu.advance(4);
    expect(await getMessage(emu, r.body.id)).toMatchObject({ status: "failed", error_code: "sender_released" });
    expect((await send(emu, { from: s.number, to: recipient(), body: "x" })).body.error.code).toBe("sender_not_owned");
  });
});

describe("GET /v1/messages: filters and pagination", () => {
  it("spec 4: history filters by from, to, status, direction, reference and creation time, newest first, paginated", async () => {
    const other = await provisionSender(emu);
    const to = recipient();
    const before = new Date(await emulatorNow(emu)).toISOString();
    await emu.advance(1);
    const created: any[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await send(emu, { from: i % 2 === 0 ? sender.number : other.number, to, body: `n${i}`, reference: `batch-${i % 3}` });
      expect(r.status).toBe(201);
      created.push(r.body);
    }
    const failing = await send(emu, { from: other.number, to: "+13125550001", body: "x", reference: "batch-f" });
    await emu.advance(10);

    const byTo = await listAll(emu, `to=${encodeURIComponent(to)}`);
    expect(byTo.map((m) => m.id)).toEqual(created.map((m) => m.id).reverse());
    const fromOther = await listAll(emu, `to=${encodeURIComponent(to)}&from=${encodeURIComponent(other.number)}`);
    expect(fromOther.map((m) => m.body).sort()).toEqual(["n1", "n3", "n5"]);
    const ref = await listAll(emu, "reference=batch-1");
    expect(ref.map((m) => m.body).sort()).toEqual(["n1", "n4"]);
    const failed = await listAll(emu, `status=failed&from=${encodeURIComponent(other.number)}`);
    expect(failed.map((m) => m.id)).toEqual([failing.body.id]);
    const delivered = await listAll(emu, `status=delivered&to=${encodeURIComponent(to)}`);
    expect(delivered).toHaveLength(7);
    expect(await listAll(emu, `direction=inbound&to=${encodeURIComponent(to)}`)).toHaveLength(0);

    const t3 = created[3].created_at;
    const after = await listAll(emu, `to=${encodeURIComponent(to)}&created_after=${encodeURIComponent(t3)}`);
    expect(after.every((m) => m.created_at >= t3)).toBe(true);
    expect(after.map((m) => m.id)).toContain(created[3].id);
    const beforeT3 = await listAll(emu, `to=${encodeURIComponent(to)}&created_before=${encodeURIComponent(t3)}`);
    expect(beforeT3.every((m) => m.created_at < t3)).toBe(true);
    expect(after.length + beforeT3.length).toBe(7);
    expect(await listAll(emu, `to=${encodeURIComponent(to)}&created_before=${encodeURIComponent(before)}`)).toHaveLength(0);

    // Pagination: pages of 3, no overlap, same order as one page.
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const r: ApiResponse = await emu.api("GET", `/v1/messages?to=${encodeURIComponent(to)}&limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(r.status).toBe(200);
      expect(r.body.object).toBe("list");
      pages.push(r.body.data.map((m: any) => m.id));
      expect(r.body.has_more).toBe(r.body.next_cursor !== null);
      cursor = r.body.next_cursor;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(byTo.map((m) => m.id));
  });

  it("spec 4: bad filters are 400 naming the parameter; the page size is 1 to 100", async () => {
    for (const [q, param] of [
      ["status=bogus", "status"],
      ["to=12345", "to"],
      ["created_after=yesterday", "created_after"],
      ["limit=101", "limit"],
      ["limit=0", "limit"],
      ["cursor=bm9wZQ", "cursor"],
    ]) {
      const r = await emu.api("GET", `/v1/messages?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.error.param, q).toBe(param);
    }
  });
});
