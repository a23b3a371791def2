import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { advanceTo, eventsFor, getMessage, provisionSender, recipient, send, type Sender } from "./support";

let emu: TestEmulator;
let live: Sender;
let test: Sender;

beforeAll(async () => {
  emu = await TestEmulator.start();
  live = await provisionSender(emu, { mode: "live" });
  test = await provisionSender(emu, { mode: "test" });
});
afterAll(async () => {
  await emu?.close();
});

async function ledger(mode?: "live" | "test") {
  const r = await emu.control("GET", `/control/accounts/${emu.emu.accountId}/charges${mode ? `?mode=${mode}` : ""}`);
  expect(r.status, r.text).toBe(200);
  return r.body;
}

describe("spec 1: test keys never send and never charge; live keys are charged", () => {
  it("spec 1: a live message is charged per segment when handed to the carrier ($0.0079 per NANP segment)", async () => {
    const before = await ledger("live");
    const r = await send(emu, { from: live.number, to: recipient(), body: "a".repeat(161) });
    expect(r.body.price).toBeNull();
    expect((await ledger("live")).data).toHaveLength(before.data.length);
    await advanceTo(emu, Date.parse(r.body.created_at) + 1500);
    const m = await getMessage(emu, r.body.id);
    expect(["sent", "delivered"]).toContain(m.status);
    expect(m).toMatchObject({ segments: 2, price: "0.0158", price_currency: "usd" });
    const after = await ledger("live");
    const line = after.data.find((c: any) => c.message_id === r.body.id);
    expect(line).toMatchObject({ mode: "live", type: "sms", segments: 2, amount: "0.0158", currency: "usd" });
    expect(line.id).toMatch(/^chg_/);
    expect(line.created_at).toBe(m.sent_at);
  });

  it("spec 1: a test-key message progresses and fires the same events as live, but costs nothing", async () => {
    const r = await send(emu, { from: test.number, to: recipient(), body: "a".repeat(161) }, { mode: "test" });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ mode: "test", status: "queued", segments: 2 });
    const created = Date.parse(r.body.created_at);
    if (await advanceTo(emu, created + 500)) expect((await getMessage(emu, r.body.id, "test")).status).toBe("sending");
    if (await advanceTo(emu, created + 1500)) expect((await getMessage(emu, r.body.id, "test")).status).toBe("sent");
    await advanceTo(emu, created + 3500);
    const m = await getMessage(emu, r.body.id, "test");
    expect(m).toMatchObject({ status: "delivered", price: "0.0000" });
    expect(Date.parse(m.sent_at) - created).toBe(1000);
    expect(Date.parse(m.done_at) - created).toBe(3000);
    expect((await eventsFor(emu, r.body.id, "test")).map((e) => e.event)).toEqual(["message.sent", "message.delivered"]);
    const t = await ledger("test");
    expect(t.data).toEqual([]);
    expect(t.totals.test).toBe("0.0000");
  });

  it("the ledger totals: live adds up, test stays 0.0000 however much test traffic there is", async () => {
    const start = await ledger();
    for (let i = 0; i < 5; i++) {
      expect((await send(emu, { from: test.number, to: recipient(), body: "t" }, { mode: "test" })).status).toBe(201);
    }
    expect((await send(emu, { from: live.number, to: recipient(), body: "one" })).status).toBe(201);
    expect((await send(emu, { from: live.number, to: "+447700900123", body: "intl" })).status).toBe(201);
    expect(
      (await send(emu, { from: live.number, to: recipient(), body: "pic", media_urls: ["https://cdn.example/a.png"] })).status,
    ).toBe(201);
    await emu.advance(5);
    const end = await ledger();
    const added = end.data.length - start.data.length;
    expect(added).toBe(3);
    const cents = (s: string) => Math.round(Number(s) * 10_000);
    // 0.0079 (SMS NANP) + 0.0500 (SMS international) + 0.0200 (MMS)
    expect(cents(end.totals.live) - cents(start.totals.live)).toBe(79 + 500 + 200);
    expect(end.totals.test).toBe("0.0000");
    expect(end.data.every((c: any) => c.mode === "live")).toBe(true);
  });

  it("failed messages (rejected before the carrier) are not charged; undelivered ones are", async () => {
    const failed = await send(emu, { from: live.number, to: "+13125550001", body: "f" });
    const undelivered = await send(emu, { from: live.number, to: "+13125550002", body: "u" });
    await emu.advance(5);
    expect(await getMessage(emu, failed.body.id)).toMatchObject({ status: "failed", price: null });
    expect(await getMessage(emu, undelivered.body.id)).toMatchObject({ status: "undelivered", price: "0.0079" });
    const l = await ledger("live");
    expect(l.data.some((c: any) => c.message_id === failed.body.id)).toBe(false);
    expect(l.data.some((c: any) => c.message_id === undelivered.body.id)).toBe(true);
  });
});
