import { z } from "zod";

// The event kinds on their own, without the payload schemas of schema/deliveries: a webhook
// endpoint's enabledEvents needs only the names, and validating a config should not build every
// event's wire model.

/** The nine event kinds of spec 6, in the spec's order. */
export const EVENT_KINDS = [
  "message.sent",
  "message.delivered",
  "message.undelivered",
  "message.failed",
  "message.received",
  "message.opted_out",
  "message.help_requested",
  "campaign.status_changed",
  "number.released",
] as const;
export const EventKind = z.enum(EVENT_KINDS).meta({ id: "EventKind", description: "An event kind the service sends to webhook endpoints" });
export type EventKind = z.infer<typeof EventKind>;

/** The event kinds a webhook endpoint subscribes to (spec 2): a set of at least one. */
export const EnabledEvents = z
  .array(EventKind)
  .min(1, "subscribe to at least one event kind")
  .refine((s) => new Set(s).size === s.length, "event kinds must not repeat")
  .meta({ description: "The event kinds this endpoint receives; a non-empty set" });

/** What fires each kind (spec 6), for the documents. */
export const EVENT_DESCRIPTIONS: Record<EventKind, string> = {
  "message.sent": "Message handed to the carrier",
  "message.delivered": "Carrier confirmed handset delivery",
  "message.undelivered": "Carrier accepted the message then failed to deliver",
  "message.failed": "Message rejected before reaching the carrier",
  "message.received": "An inbound message arrived",
  "message.opted_out": "An opt-out keyword was received and suppressed",
  "message.help_requested": "A HELP keyword was received",
  "campaign.status_changed": "A 10DLC campaign changed carrier status",
  "number.released": "A number left the account",
};
