import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { Receiver, verifySignature } from "../webhooks/support";
import { advanceTo, inbound, provisionSender, recipient, send, type Mode, type Sender } from "./support";

let emu: TestEmulator;
const senders: Partial<Record<Mode, Sender>> = {};

beforeAll(async () => {
  emu = await TestEmulator.start();
  senders.live = await provisionSender(emu, { mode: "live" });
  senders.test = await provisionSender(emu, { mode: "test" });
});
afterAll(async () => {
  await emu?.close();
});

const MESSAGE_EVENTS = [
  "message.sent",
  "message.delivered",
  "message.undelivered",
  "message.failed",
  "message.received",
  "message.opted_out",
  "message.help_requested",
];

async function subscribe(mode: Mode): Promise<{ receiver: Receiver; secret: string; close: () => Promise<void> }> {
  const receiver = await Receiver.start();
  const r = await emu.api("POST", "/v1/webhook_endpoints", {
    key: mode,
    body: { url: receiver.url, enabled_events: MESSAGE_EVENTS },
  });
  expect(r.status, r.text).toBe(201);
  const close = async () => {
    await emu.api("DELETE", `/v1/webhook_endpoints/${r.body.id}`, { key: mode });
    await receiver.close();
  };
  return { receiver, secret: r.body.secret, close };
}

async function settle() {
  const r = await emu.control("POST", "/control/deliveries/settle", { timeout_seconds: 20 });
  expect(r.status, r.text).toBe(200);
}

describe("spec 6: message events reach webhook endpoints", () => {
  it.each(["live", "test"] as const)(
    "spec 1, 6 (%s key): a receiver gets message.sent then message.delivered, signed, with the spec 2 message object",
    async (mode) => {
      const { receiver, secret, close } = await subscribe(mode);
      try {
        const sender = senders[mode]!;
        const to = recipient();
        const r = await send(emu, { from: sender.number, to, body: "hello", reference: `wh-${mode}` }, { mode });
        expect(r.status, r.text).toBe(201);
        await advanceTo(emu, Date.parse(r.body.created_at) + 3500);
        await settle();
        await receiver.waitFor(2);
        const mine = receiver.requests.filter((q) => q.body?.data?.id === r.body.id);
        expect(mine.map((q) => q.body.event)).toEqual(["message.sent", "message.delivered"]);
        for (const q of mine) {
          const v = verifySignature(q.headers["svc-signature"] as string, q.rawBody, secret);
          expect(v.ok, v.reason).toBe(true);
          expect(q.headers["svc-event-id"]).toBe(q.body.id);
          expect(Object.keys(q.body)).toEqual(["id", "event", "occurred_at", "data"]);
          expect(q.body.data).toMatchObject({
            id: r.body.id,
            from: sender.number,
            to,
            carrier: r.body.carrier,
            segments: 1,
            reference: `wh-${mode}`,
          });
        }
        expect(mine[0]!.body.data.status).toBe("sent");
        expect(mine[1]!.body.data.status).toBe("delivered");
        expect(mine[0]!.body.occurred_at < mine[1]!.body.occurred_at).toBe(true);
      } finally {
        await close();
      }
    },
  );

  it("spec 6: inbound STOP and HELP reach the receiver as message.received, message.opted_out, message.help_requested", async () => {
    const { receiver, secret, close } = await subscribe("live");
    try {
      const person = recipient();
      const stop = await inbound(emu, { from: person, to: senders.live!.number, body: "STOP" });
      const help = await inbound(emu, { from: person, to: senders.live!.number, body: "HELP" });
      await settle();
      await receiver.waitFor(4);
      const kinds = (id: string) =>
        receiver.requests
          .filter((q) => q.body?.data?.id === id)
          .map((q) => q.body.event)
          .sort();
      expect(kinds(stop.body.id)).toEqual(["message.opted_out", "message.received"]);
      expect(kinds(help.body.id)).toEqual(["message.help_requested", "message.received"]);
      for (const q of receiver.requests) expect(verifySignature(q.headers["svc-signature"] as string, q.rawBody, secret).ok).toBe(true);
    } finally {
      await close();
    }
  });
});
