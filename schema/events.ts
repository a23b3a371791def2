import { z } from "zod";
import { Mode, Timestamp } from "./common";
import { ListOf, PageQuery, QueryBoolean } from "./envelopes";
import { EventEnvelope } from "./deliveries";
import { EventKind } from "./eventKinds";
import { endpoint } from "./endpoint";

/** Spec 6, 8: events are kept 30 days, then deleted; replay is refused after that. */
export const EVENT_RETENTION_DAYS = 30;
export const EVENT_RETENTION_MS = EVENT_RETENTION_DAYS * 86_400_000;

const DELIVERY_STATUSES = ["pending", "awaiting_retry", "delivered", "undelivered", "cancelled"] as const;

/** Where one event stands with one endpoint (spec 3, webhook delivery states). */
const EventDelivery = z
  .object({
    endpoint_id: z.string(),
    status: z.enum(DELIVERY_STATUSES).meta({
      description:
        "pending: an attempt is queued or in flight; awaiting_retry: the last attempt failed and another is " +
        "scheduled; delivered: a 2xx was received; undelivered: every attempt of the run failed, or the endpoint " +
        "was disabled, so the event waits for a replay; cancelled: the endpoint was deleted",
    }),
    attempts: z.number().int().min(0).meta({ description: "Attempts made to this endpoint, replays included" }),
    last_attempt_at: Timestamp.nullable(),
    next_attempt_at: Timestamp.nullable(),
    delivered_at: Timestamp.nullable(),
  })
  .meta({ id: "EventDelivery" });

/** What GET /v1/events adds to a delivery body (spec 9 additive fields). */
const EventState = z.object({
  mode: Mode,
  delivered: z.boolean().meta({
    description:
      "False while any endpoint the event was sent to has not acknowledged it with a 2xx (a delivery pending, " +
      "awaiting a retry or undelivered); true otherwise, including an event no enabled endpoint subscribed to " +
      "(deliveries: []). Deliveries to deleted endpoints are ignored",
  }),
  deliveries: z.array(EventDelivery).meta({ description: "One entry per endpoint the event was sent to" }),
});

/**
 * An event as GET /v1/events returns it: the delivery envelope (spec 2; `data` is the kind's data
 * object, WebhookDelivery) plus the delivery state. Deliveries themselves carry only the envelope.
 */
export const Event = z.intersection(EventEnvelope, EventState).meta({ id: "Event" });
export type Event = z.infer<typeof Event>;

/** An ISO 8601 timestamp in a query or body, as emulator milliseconds. */
const TimeBound = z.iso
  .datetime({ offset: true })
  .transform((s) => Date.parse(s))
  .meta({ description: "ISO 8601 timestamp, e.g. 2026-11-21T20:27:40Z" });

const EventQuery = PageQuery.extend({
  delivered: QueryBoolean.optional().meta({
    description:
      "false selects events not successfully delivered (spec 4); true the others. With endpoint_id it applies to " +
      "the delivery to that endpoint",
  }),
  type: EventKind.optional().meta({ description: "Only events of this kind (the envelope's event field)" }),
  endpoint_id: z.string().optional().meta({ description: "Only events sent to this webhook endpoint (we_…)" }),
  occurred_after: TimeBound.optional().meta({ description: "Only events with occurred_at at or after this time" }),
  occurred_before: TimeBound.optional().meta({ description: "Only events with occurred_at strictly before this time" }),
});

const ReplayTargets = {
  endpoint_id: z.string().optional().meta({
    description:
      "Replay to this one endpoint only (we_…); it must be enabled (409 otherwise). A single replay refuses an " +
      "endpoint not subscribed to the event's kind (422); a bulk replay skips events of kinds it does not subscribe to",
  }),
  include_delivered: z.boolean().optional().meta({
    description:
      "Also deliver again to endpoints that already acknowledged the event (default false: only endpoints that " +
      "have not received it)",
  }),
};

const ReplayEventBody = z.strictObject(ReplayTargets);

export const BulkReplayBody = z
  .strictObject({
    occurred_after: TimeBound.meta({ description: "Start of the range, inclusive" }),
    occurred_before: TimeBound.meta({ description: "End of the range, exclusive" }),
    type: EventKind.optional().meta({ description: "Only events of this kind" }),
    delivered: z.boolean().optional().meta({
      description: "false: only events with delivered false (as GET /v1/events?delivered=false); true: only delivered ones",
    }),
    ...ReplayTargets,
  })
  .refine((b) => b.occurred_after < b.occurred_before, {
    message: "occurred_after must be earlier than occurred_before",
    path: ["occurred_before"],
  });

export const BulkReplayResult = z
  .object({
    object: z.literal("event_replay"),
    occurred_after: Timestamp,
    occurred_before: Timestamp,
    matched_events: z.number().int().min(0).meta({ description: "Retained events in the range that matched the filters" }),
    replayed_events: z.number().int().min(0).meta({ description: "Events sent again to at least one endpoint" }),
    deliveries: z.number().int().min(0).meta({ description: "Deliveries started (event × endpoint)" }),
  })
  .meta({ id: "BulkReplayResult" });

const EventParams = z.object({ event_id: z.string() });

export const eventEndpoints = {
  list: endpoint({
    id: "events.list",
    method: "GET",
    path: "/v1/events",
    summary:
      "List retained events (30 days), newest occurred_at first, with delivery status. Filters combine with AND.",
    scopes: ["webhooks:read", "webhooks:write"],
    group: "reads",
    query: EventQuery,
    response: ListOf(Event),
  }),
  get: endpoint({
    id: "events.get",
    method: "GET",
    path: "/v1/events/{event_id}",
    summary: "Read one event. After the 30-day retention it is gone: 404.",
    scopes: ["webhooks:read", "webhooks:write"],
    group: "reads",
    params: EventParams,
    response: Event,
  }),
  replay: endpoint({
    id: "events.replay",
    method: "POST",
    path: "/v1/events/{event_id}/replay",
    summary:
      "Replay one event (spec 4): a new delivery run (six attempts, spec 3) to every enabled endpoint subscribed to " +
      "its kind that has not acknowledged it, including endpoints created or re-enabled since. The body is optional.",
    scopes: ["webhooks:write"],
    group: "writes",
    params: EventParams,
    body: ReplayEventBody,
    response: Event,
    status: 202,
    errors: [
      { status: 410, code: "event_expired", when: "the event is older than the 30-day retention and was deleted" },
      { status: 409, code: "nothing_to_replay", when: "no enabled, subscribed endpoint is missing the event" },
      { status: 409, code: "webhook_endpoint_disabled", when: "endpoint_id names a disabled endpoint" },
      { status: 422, code: "webhook_endpoint_not_subscribed", when: "endpoint_id names an endpoint not subscribed to the kind" },
    ],
  }),
  bulkReplay: endpoint({
    id: "events.bulk_replay",
    method: "POST",
    path: "/v1/events/replay",
    summary:
      "Replay every retained event that occurred in [occurred_after, occurred_before) (spec 6: bulk by time range), " +
      "with the same targets as a single replay. Matching nothing is not an error.",
    scopes: ["webhooks:write"],
    group: "writes",
    body: BulkReplayBody,
    response: BulkReplayResult,
    status: 202,
  }),
};
