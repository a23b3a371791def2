import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { eventsFor, inbound, provisionSender, recipient, send, type Sender } from "./support";

let emu: TestEmulator;
let sender: Sender;
let second: Sender;

beforeAll(async () => {
  emu = await TestEmulator.start();
  sender = await provisionSender(emu);
  second = await provisionSender(emu);
});
afterAll(async () => {
  await emu?.close();
});

async function kinds(messageId: string): Promise<string[]> {
  return (await eventsFor(emu, messageId)).map((e) => e.event).sort();
}

describe("spec 6: inbound messages through the control API", () => {
  it("spec 6: an inbound message fires message.received with the message object (direction inbound)", async () => {
    const from = recipient();
    const r = await inbound(emu, { from, to: sender.number, body: "Where is my order?" });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({
      object: "message",
      direction: "inbound",
      status: "received",
      from,
      to: sender.number,
      body: "Where is my order?",
      segments: 1,
      encoding: "gsm7",
      campaign_id: sender.campaignId,
      mode: "live",
    });
    expect(r.body.id).toMatch(/^msg_/);
    const lookup = await emu.api("POST", "/v1/lookup", { body: { number: from } });
    expect(r.body.carrier).toBe(lookup.body.carrier);

    const events = await eventsFor(emu, r.body.id);
    expect(events.map((e) => e.event)).toEqual(["message.received"]);
    expect(events[0].data).toMatchObject({ id: r.body.id, status: "received", from, to: sender.number, reference: "" });
    expect(typeof events[0].data.carrier).toBe("string");

    // It is in the history, filterable by direction.
    const listed = await emu.api("GET", `/v1/messages?direction=inbound&from=${encodeURIComponent(from)}`);
    expect(listed.body.data.map((m: any) => m.id)).toEqual([r.body.id]);
  });

  it("inbound to a number the account does not own is refused (422 number_not_owned); mode is respected", async () => {
    const r = await inbound(emu, { from: recipient(), to: "+14155559876", body: "hi" });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("number_not_owned");
    const wrongMode = await inbound(emu, { from: recipient(), to: sender.number, body: "hi", mode: "test" });
    expect(wrongMode.status).toBe(422);
    const unknownAccount = await inbound(emu, { from: recipient(), to: sender.number, body: "hi" }, "acct_nope");
    expect(unknownAccount.status).toBe(404);
    const bad = await inbound(emu, { from: "12345", to: sender.number, body: "hi" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("from");
  });

  it("spec 6: STOP fires message.opted_out and later sends from that number to that recipient are 422 recipient_opted_out", async () => {
    const person = recipient();
    expect((await send(emu, { from: sender.number, to: person, body: "before" })).status).toBe(201);
    const stop = await inbound(emu, { from: person, to: sender.number, body: "  stop \n" });
    expect(stop.status).toBe(201);
    expect(await kinds(stop.body.id)).toEqual(["message.opted_out", "message.received"]);
    const ev = (await eventsFor(emu, stop.body.id)).find((e) => e.event === "message.opted_out");
    expect(ev.data).toMatchObject({ id: stop.body.id, from: person, to: sender.number, direction: "inbound" });

    const refused = await send(emu, { from: sender.number, to: person, body: "after" });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "recipient_opted_out", param: "to" });
    expect(refused.body.error.message).toMatch(/STOP/);
    expect(refused.body.error.message).toMatch(/START/);

    // Scope: per sender number. The account's other number may still text this recipient.
    expect((await send(emu, { from: second.number, to: person, body: "other number" })).status).toBe(201);
    // Other recipients are unaffected.
    expect((await send(emu, { from: sender.number, to: recipient(), body: "someone else" })).status).toBe(201);

    const list = await emu.control("GET", `/control/accounts/${emu.emu.accountId}/opt-outs?mode=live`);
    expect(list.body.data).toContainEqual(expect.objectContaining({ number: sender.number, recipient: person, keyword: "STOP" }));

    // START lifts it (no opted_out event), and sending works again.
    const start = await inbound(emu, { from: person, to: sender.number, body: "Start" });
    expect(await kinds(start.body.id)).toEqual(["message.received"]);
    expect((await send(emu, { from: sender.number, to: person, body: "welcome back" })).status).toBe(201);
  });

  it.each(["STOP", "stopall", "Unsubscribe", "CANCEL", "end", "QUIT", " Stop "])(
    "spec 6: %j is an opt-out keyword (whole body, trimmed, any case)",
    async (word) => {
      const person = recipient();
      const r = await inbound(emu, { from: person, to: sender.number, body: word });
      expect(await kinds(r.body.id)).toEqual(["message.opted_out", "message.received"]);
      expect((await send(emu, { from: sender.number, to: person, body: "x" })).status).toBe(422);
    },
  );

  it.each(["START", "unstop", "Yes"])("%j lifts an opt-out", async (word) => {
    const person = recipient();
    await inbound(emu, { from: person, to: sender.number, body: "STOP" });
    expect((await send(emu, { from: sender.number, to: person, body: "x" })).status).toBe(422);
    await inbound(emu, { from: person, to: sender.number, body: word });
    expect((await send(emu, { from: sender.number, to: person, body: "x" })).status).toBe(201);
  });

  it("a keyword inside a longer text is not a keyword: 'please stop texting me' is only received", async () => {
    const person = recipient();
    const r = await inbound(emu, { from: person, to: sender.number, body: "please stop texting me" });
    expect(await kinds(r.body.id)).toEqual(["message.received"]);
    expect((await send(emu, { from: sender.number, to: person, body: "x" })).status).toBe(201);
  });

  it.each(["HELP", "help", " Info "])("spec 6: %j fires message.help_requested (and no opt-out)", async (word) => {
    const person = recipient();
    const r = await inbound(emu, { from: person, to: sender.number, body: word });
    expect(await kinds(r.body.id)).toEqual(["message.help_requested", "message.received"]);
    expect((await send(emu, { from: sender.number, to: person, body: "x" })).status).toBe(201);
  });

  it("spec 1: opt-outs are per mode; test-mode inbound fires the same events to test data", async () => {
    const testSender = await provisionSender(emu, { mode: "test" });
    const person = recipient();
    const r = await inbound(emu, { from: person, to: testSender.number, body: "STOP", mode: "test" });
    expect(r.status, r.text).toBe(201);
    expect(r.body.mode).toBe("test");
    expect((await eventsFor(emu, r.body.id, "test")).map((e) => e.event).sort()).toEqual([
      "message.opted_out",
      "message.received",
    ]);
    expect(await eventsFor(emu, r.body.id, "live")).toEqual([]);
    const refused = await send(emu, { from: testSender.number, to: person, body: "x" }, { mode: "test" });
    expect(refused.body.error.code).toBe("recipient_opted_out");
    // The live sender is unaffected by a test-mode STOP.
    expect((await send(emu, { from: sender.number, to: person, body: "x" })).status).toBe(201);
  });

  it("the receiving number's campaign keywords are honoured as well as the defaults", async () => {
    const custom = await provisionSender(emu, {
      campaign: {
        opt_out_keywords: ["STOP", "ARRET"],
        opt_in_keywords: ["JOIN"],
        opt_in_message: "Acme: you are subscribed to order updates. Reply STOP to opt out.",
        help_keywords: ["HELP", "AIDE"],
      },
    });
    const person = recipient();
    const arret = await inbound(emu, { from: person, to: custom.number, body: "arret" });
    expect(await kinds(arret.body.id)).toEqual(["message.opted_out", "message.received"]);
    expect((await send(emu, { from: custom.number, to: person, body: "x" })).body.error.code).toBe("recipient_opted_out");
    await inbound(emu, { from: person, to: custom.number, body: "JOIN" });
    expect((await send(emu, { from: custom.number, to: person, body: "x" })).status).toBe(201);
    const aide = await inbound(emu, { from: person, to: custom.number, body: "Aide" });
    expect(await kinds(aide.body.id)).toEqual(["message.help_requested", "message.received"]);
    // Another campaign's number does not know ARRET.
    const other = await inbound(emu, { from: person, to: sender.number, body: "ARRET" });
    expect(await kinds(other.body.id)).toEqual(["message.received"]);
  });

  it("an inbound MMS is type mms with its media", async () => {
    const r = await inbound(emu, { from: recipient(), to: sender.number, media_urls: ["https://cdn.example/photo.jpg"] });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ type: "mms", media_urls: ["https://cdn.example/photo.jpg"], segments: 1, body: "" });
  });
});
