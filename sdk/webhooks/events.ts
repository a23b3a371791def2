import type { WebhookDelivery } from "../../schema/deliveries";
import { EVENT_KINDS } from "../../schema/eventKinds";
import type { Tolerant } from "../tolerant";
import { bodyBytes, type RawBody, WebhookVerificationError } from "./signatures";

/**
 * The event types a receiver handles (spec 2, spec 6): the envelope, the deliveries typed by kind,
 * kinds this sdk does not know yet, and the order events are processed in.
 */

/** The delivery header that repeats the envelope's id (spec 6); lowercase, as node:http gives headers. */
export const EVENT_ID_HEADER = "svc-event-id";

/** The event envelope (spec 2). Unknown fields are kept; `event` may be a kind this sdk does not know. */
export interface WebhookEvent<D = Record<string, unknown>> {
  id: string;
  event: string;
  occurred_at: string;
  data: D;
  [field: string]: unknown;
}

/**
 * A delivery typed by its kind, from the contract (schema/deliveries.ts, the OpenAPI `webhooks`):
 * `switch (e.event)` narrows `data` to the message object (message.*), the campaign change
 * (campaign.status_changed) or the number (number.released). Tolerant as spec 9.3 asks: enums
 * admit new values and objects keep unknown fields.
 */
export type TypedWebhookEvent = Tolerant<WebhookDelivery>;

/**
 * A delivery of a kind added to the service after this sdk (spec 9.3). It is kept apart from
 * {@link TypedWebhookEvent}, so that a switch on `event` narrows `data` exactly.
 */
export type UnknownKindEvent = WebhookEvent;

const KNOWN_KINDS = new Set<string>(EVENT_KINDS);

/** Whether this sdk knows the event's kind (and so its data's shape). */
export function isKnownEvent(event: Pick<WebhookEvent, "event">): event is TypedWebhookEvent {
  return KNOWN_KINDS.has(event.event);
}

/** Sorts by occurred_at (spec 6: authoritative for ordering), then by id. Returns a new array. */
export function orderByOccurredAt<E extends Pick<WebhookEvent, "id" | "occurred_at">>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => {
    const d = Date.parse(a.occurred_at) - Date.parse(b.occurred_at);
    if (d !== 0 && !Number.isNaN(d)) return d;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** The envelope of a verified body; invalid_payload when it is not one (JSON with id, event, occurred_at, data). */
export function parseEnvelope(rawBody: RawBody): WebhookEvent {
  let value: unknown;
  try {
    value = JSON.parse(bodyBytes(rawBody).toString("utf8"));
  } catch {
    throw new WebhookVerificationError("invalid_payload", "not JSON");
  }
  const v = value as Record<string, unknown>;
  if (
    !v || typeof v !== "object" || Array.isArray(v) ||
    typeof v.id !== "string" || typeof v.event !== "string" || typeof v.occurred_at !== "string" ||
    !v.data || typeof v.data !== "object"
  ) {
    throw new WebhookVerificationError("invalid_payload");
  }
  return v as WebhookEvent;
}
