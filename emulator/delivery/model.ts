import type { Mode } from "../../schema/common";
import type { EventKind } from "../../schema/eventKinds";
import type { EmulatorCore } from "../core";
import { EVENTS_COLLECTION, type StoredEvent } from "../events/bus";
import { type Account, keepOrdered } from "../state";

/** Collections of the webhook module in State (per account and mode). */
export const ENDPOINTS_COLLECTION = "webhook_endpoints";
/** event id → endpoint id → delivery. */
export const DELIVERIES_COLLECTION = "webhook_deliveries";
/** Tombstones of events deleted by retention: event id → when. */
const EXPIRED_EVENTS_COLLECTION = "events_expired";

export interface EndpointRecord {
  id: string;
  accountId: string;
  mode: Mode;
  url: string;
  description: string | null;
  enabledEvents: EventKind[];
  status: "enabled" | "disabled";
  disabledReason: "manual" | "failing_continuously" | null;
  disabledAt: number | null;
  metadata: Record<string, string>;
  createdAt: number;
  updatedAt: number;
  /**
   * Kept in clear, unlike API key secrets: HMAC signing needs the key itself. It leaves the
   * emulator only in the create and roll responses.
   */
  secret: string;
  /** Secrets replaced by a roll that still sign until expiresAt (emulator clock). */
  previousSecrets: { secret: string; expiresAt: number }[];
  /** Due time of the first failed attempt since the last success, creation or re-enabling. */
  failingSince: number | null;
  /** Due time of the latest successful attempt: an older attempt failing later does not count. */
  lastSuccessAt: number | null;
  deleted: boolean;
}

type DeliveryStatus = "pending" | "awaiting_retry" | "delivered" | "undelivered" | "cancelled";

export interface AttemptRecord {
  id: string;
  eventId: string;
  endpointId: string;
  mode: Mode;
  url: string;
  run: number;
  number: number;
  scheduledAt: number;
  startedAt: number;
  completedAt: number | null;
  outcome: "in_flight" | "succeeded" | "failed";
  statusCode: number | null;
  error: string | null;
  latencyMs: number | null;
  nextRetryAt: number | null;
  /** The signature header it was sent with (no secret: receivers see it); absent in older state. */
  signature?: string | null;
  /** The start of the receiver's response body, for people inspecting deliveries; absent in older state. */
  responseExcerpt?: string | null;
}

/** One event on its way to one endpoint (spec 3, webhook delivery). */
export interface Delivery {
  eventId: string;
  endpoint: EndpointRecord;
  status: DeliveryStatus;
  /** 0 for the original delivery, incremented by each replay. */
  run: number;
  /** Base of the retry offsets of the current run (emulator ms). */
  runStartedAt: number;
  nextAttemptAt: number | null;
  deliveredAt: number | null;
  attempts: AttemptRecord[];
  cancelTimer: (() => void) | null;
}

keepOrdered<EndpointRecord>(ENDPOINTS_COLLECTION, { time: (ep) => ep.createdAt, ties: "id" });

export function eventsOf(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.ordered<StoredEvent>(account, mode, EVENTS_COLLECTION);
}

export function endpointsOf(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.ordered<EndpointRecord>(account, mode, ENDPOINTS_COLLECTION);
}

export function deliveriesOf(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.collection<Map<string, Delivery>>(account, mode, DELIVERIES_COLLECTION);
}

export function expiredEventsOf(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.collection<{ occurredMs: number; expiredAt: number }>(account, mode, EXPIRED_EVENTS_COLLECTION);
}

/** The delivery body: exactly the spec 2 envelope, in the spec's field order. */
export function envelopeJson(e: StoredEvent): string {
  return JSON.stringify({ id: e.id, event: e.event, occurred_at: e.occurred_at, data: e.data });
}

/** False while any endpoint the event was sent to has not acknowledged it (deleted endpoints aside). */
export function isDeliveredOverall(deliveries: Map<string, Delivery> | undefined): boolean {
  for (const d of deliveries?.values() ?? []) {
    if (d.status !== "delivered" && d.status !== "cancelled") return false;
  }
  return true;
}

export function eventView(core: EmulatorCore, e: StoredEvent, deliveries: Map<string, Delivery> | undefined) {
  const iso = (ms: number | null) => (ms === null ? null : core.clock.iso(ms));
  return {
    id: e.id,
    event: e.event as EventKind,
    occurred_at: e.occurred_at,
    data: e.data,
    mode: e.mode,
    delivered: isDeliveredOverall(deliveries),
    deliveries: [...(deliveries?.values() ?? [])].map((d) => ({
      endpoint_id: d.endpoint.id,
      status: d.status,
      attempts: d.attempts.length,
      last_attempt_at: iso(d.attempts.at(-1)?.startedAt ?? null),
      next_attempt_at: iso(d.nextAttemptAt),
      delivered_at: iso(d.deliveredAt),
    })),
  };
}

export function liveSecrets(ep: EndpointRecord, now: number): string[] {
  ep.previousSecrets = ep.previousSecrets.filter((p) => p.expiresAt > now);
  return [ep.secret, ...ep.previousSecrets.map((p) => p.secret)];
}

export function endpointView(core: EmulatorCore, ep: EndpointRecord) {
  const iso = (ms: number | null) => (ms === null ? null : core.clock.iso(ms));
  const now = core.clock.now();
  liveSecrets(ep, now);
  const prevExpiry = ep.previousSecrets.length === 0 ? null : Math.max(...ep.previousSecrets.map((p) => p.expiresAt));
  return {
    id: ep.id,
    object: "webhook_endpoint" as const,
    mode: ep.mode,
    url: ep.url,
    description: ep.description,
    enabled_events: [...ep.enabledEvents],
    status: ep.status,
    disabled_reason: ep.disabledReason,
    disabled_at: iso(ep.disabledAt),
    failing_since: iso(ep.failingSince),
    previous_secret_expires_at: iso(prevExpiry),
    metadata: { ...ep.metadata },
    created_at: core.clock.iso(ep.createdAt),
    updated_at: core.clock.iso(ep.updatedAt),
  };
}

export function attemptView(core: EmulatorCore, a: AttemptRecord) {
  const iso = (ms: number | null) => (ms === null ? null : core.clock.iso(ms));
  return {
    id: a.id,
    event_id: a.eventId,
    endpoint_id: a.endpointId,
    mode: a.mode,
    url: a.url,
    run: a.run,
    number: a.number,
    scheduled_at: core.clock.iso(a.scheduledAt),
    started_at: core.clock.iso(a.startedAt),
    completed_at: iso(a.completedAt),
    outcome: a.outcome,
    status_code: a.statusCode,
    error: a.error,
    latency_ms: a.latencyMs,
    next_retry_at: iso(a.nextRetryAt),
    signature: a.signature ?? null,
    response_excerpt: a.responseExcerpt ?? null,
  };
}
