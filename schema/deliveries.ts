import { z } from "zod";
import { CampaignStatusChangedData } from "./campaigns";
import { Timestamp } from "./common";
import { Message } from "./messages";
import { PhoneNumber } from "./numbers";
import { EVENT_DESCRIPTIONS, EVENT_KINDS, EventKind } from "./eventKinds";

/**
 * Webhook deliveries (spec 6): the event kinds, the envelope of spec 2, each kind's data object,
 * and the headers of a delivery. One source for the emulator's deliveries, the OpenAPI `webhooks`
 * section and the sdk's typed events.
 */

/**
 * Each kind's data object. Message events carry the message object of spec 2; spec 6 leaves the
 * other two open: a campaign change record, and the number as it was when it left the account.
 */
const EVENT_DATA = {
  "message.sent": Message,
  "message.delivered": Message,
  "message.undelivered": Message,
  "message.failed": Message,
  "message.received": Message,
  "message.opted_out": Message,
  "message.help_requested": Message,
  "campaign.status_changed": CampaignStatusChangedData,
  "number.released": PhoneNumber,
} as const satisfies Record<EventKind, z.ZodType>;

const envelopeFields = {
  id: z.string().meta({ description: "Event identifier, prefix evt_ (spec 2); the same as SVC-Event-Id" }),
  occurred_at: Timestamp.meta({ description: "ISO 8601 UTC timestamp; authoritative for ordering (spec 2, 6)" }),
};

/** The envelope of spec 2 whatever the kind: the four fields every delivery body has. */
export const EventEnvelope = z
  .object({
    id: envelopeFields.id,
    event: EventKind,
    occurred_at: envelopeFields.occurred_at,
    data: z.record(z.string(), z.unknown()).meta({ description: "Event-specific object (spec 6)" }),
  })
  .meta({ id: "EventEnvelope" });
export type EventEnvelope = z.infer<typeof EventEnvelope>;

/** "message.opted_out" → "MessageOptedOut". */
function pascal(kind: string): string {
  return kind
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");
}

function deliveryBody<K extends EventKind>(kind: K) {
  return z
    .object({
      id: envelopeFields.id,
      event: z.literal(kind),
      occurred_at: envelopeFields.occurred_at,
      data: EVENT_DATA[kind] as (typeof EVENT_DATA)[K],
    })
    .meta({ id: `${pascal(kind)}Event`, description: `${kind}: ${EVENT_DESCRIPTIONS[kind]} (spec 6)` });
}

type DeliveryBodies = { [K in EventKind]: ReturnType<typeof deliveryBody<K>> };

/** The body of a delivery of each kind: the envelope with that kind's data. */
export const DELIVERY_BODIES = Object.fromEntries(EVENT_KINDS.map((k) => [k, deliveryBody(k)])) as DeliveryBodies;

/** Any delivery body, discriminated by `event`. */
export const WebhookDelivery = z
  .discriminatedUnion("event", EVENT_KINDS.map((k) => DELIVERY_BODIES[k]) as unknown as [
    DeliveryBodies[EventKind],
    ...DeliveryBodies[EventKind][],
  ])
  .meta({ id: "WebhookDelivery", description: "A delivery body: the event envelope of spec 2, by kind" });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** The headers of every delivery, for the documents and the contract tests. */
export const DELIVERY_HEADERS: Record<string, { required: boolean; description: string; pattern?: string }> = {
  "SVC-Signature": {
    required: true,
    description:
      "t=<unix seconds>,v1=<hex> (spec 6): HMAC-SHA256 of \"<t>.<raw body>\" with the endpoint's signing secret, " +
      "lowercase hex. During a secret roll's grace period one v1 per valid secret, the new one first",
    pattern: "^t=[0-9]+(,v1=[0-9a-f]{64})+$",
  },
  "SVC-Event-Id": {
    required: true,
    description: "The evt_ identifier of the event, the body's id; the same id can arrive more than once (spec 6)",
    pattern: "^evt_",
  },
  "Content-Type": { required: true, description: "application/json", pattern: "^application/json" },
  "User-Agent": { required: true, description: "SVC-Webhooks/1.0 (msgform emulator)" },
};
