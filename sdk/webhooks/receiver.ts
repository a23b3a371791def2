import type { IncomingHttpHeaders } from "node:http";
import { inspect } from "node:util";
import { EVENT_ID_HEADER, orderByOccurredAt, parseEnvelope, type WebhookEvent } from "./events";
import {
  DEFAULT_TOLERANCE_SECONDS,
  type RawBody,
  SIGNATURE_HEADER,
  verifySignature,
  WebhookVerificationError,
} from "./signatures";

/**
 * Receiving deliveries (spec 6): a receiver verifies each one and claims its event id in a store,
 * so that a delivery that arrives again is recognised as a duplicate.
 */

/** Where processed event ids are remembered, to drop duplicates (spec 6: the same SVC-Event-Id can arrive again). */
export interface EventStore {
  /** Claims an id; resolves false when it was claimed before (a duplicate). */
  claim(eventId: string): boolean | Promise<boolean>;
  /** Forgets a claim (processing failed), so that a redelivery or replay is processed. */
  release(eventId: string): void | Promise<void>;
}

/**
 * In-process store, bounded in size and time. It forgets on restart and is not shared between
 * processes: use a database-backed {@link EventStore} when receivers run in several processes.
 * The default TTL covers the service's retry schedule (about 30 minutes) many times over; events
 * can be replayed for 30 days, so a durable store should keep ids that long.
 */
export class MemoryEventStore implements EventStore {
  private ids = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 7 * 24 * 3600 * 1000;
    this.now = options.now ?? Date.now;
  }

  claim(eventId: string): boolean {
    const now = this.now();
    const seen = this.ids.get(eventId);
    if (seen !== undefined && seen > now) return false;
    if (seen !== undefined) this.ids.delete(eventId);
    this.ids.set(eventId, now + this.ttlMs);
    // Insertion order is expiry order (constant TTL): evict from the front.
    for (const [id, expires] of this.ids) {
      if (this.ids.size <= this.maxEntries && expires > now) break;
      this.ids.delete(id);
    }
    return true;
  }

  release(eventId: string): void {
    this.ids.delete(eventId);
  }

  get size(): number {
    return this.ids.size;
  }
}

export interface ReceiverOptions {
  /** The endpoint's signing secret, or several during a rotation (any may match). */
  secret: string | readonly string[];
  toleranceSeconds?: number;
  /** Duplicate dropping; an in-memory store by default. */
  store?: EventStore;
  /** Current time in ms (tests). */
  now?: () => number;
}

export interface Delivery {
  rawBody: RawBody;
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>;
}

export type ReceiveResult<D = Record<string, unknown>> =
  | { status: "accepted"; event: WebhookEvent<D> }
  | { status: "duplicate"; event: WebhookEvent<D> };

function headerOf(headers: Delivery["headers"], name: string): string | string[] | undefined {
  const direct = headers[name];
  if (direct !== undefined) return direct;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return undefined;
}

/**
 * Verifies deliveries and drops duplicates. The secrets are held in a private field: they do not
 * show in util.inspect or JSON.stringify of the receiver.
 */
export class WebhookReceiver {
  readonly #secrets: readonly string[];
  readonly store: EventStore;
  readonly toleranceSeconds: number;
  readonly #now: () => number;

  constructor(options: ReceiverOptions) {
    this.#secrets = typeof options.secret === "string" ? [options.secret] : [...options.secret];
    if (this.#secrets.length === 0) throw new TypeError("msgform: a webhook receiver needs a signing secret");
    this.store = options.store ?? new MemoryEventStore();
    this.toleranceSeconds = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    this.#now = options.now ?? Date.now;
  }

  /** Verifies one delivery and claims its event id. Throws WebhookVerificationError. */
  async receive<D = Record<string, unknown>>(delivery: Delivery): Promise<ReceiveResult<D>> {
    const event = this.verify<D>(delivery);
    const fresh = await this.store.claim(event.id);
    return { status: fresh ? "accepted" : "duplicate", event };
  }

  /** Verifies without claiming. */
  verify<D = Record<string, unknown>>(delivery: Delivery): WebhookEvent<D> {
    const sig = headerOf(delivery.headers, SIGNATURE_HEADER);
    const options = { toleranceSeconds: this.toleranceSeconds, now: this.#now() };
    verifySignature(delivery.rawBody, sig, this.#secrets, options);
    const event = parseEnvelope(delivery.rawBody);
    const idHeader = headerOf(delivery.headers, EVENT_ID_HEADER);
    const headerId = Array.isArray(idHeader) ? idHeader[0] : idHeader;
    if (headerId !== undefined && headerId !== event.id) throw new WebhookVerificationError("event_id_mismatch");
    return event as WebhookEvent<D>;
  }

  /**
   * A batch of deliveries (e.g. collected over a short window, or a replay): verified, duplicates
   * dropped (against the store and within the batch), the rest ordered by occurred_at.
   */
  async receiveBatch<D = Record<string, unknown>>(deliveries: readonly Delivery[]): Promise<{
    accepted: WebhookEvent<D>[];
    duplicates: WebhookEvent<D>[];
    rejected: { index: number; error: WebhookVerificationError }[];
  }> {
    const accepted: WebhookEvent<D>[] = [];
    const duplicates: WebhookEvent<D>[] = [];
    const rejected: { index: number; error: WebhookVerificationError }[] = [];
    for (const [index, d] of deliveries.entries()) {
      try {
        const r = await this.receive<D>(d);
        (r.status === "accepted" ? accepted : duplicates).push(r.event);
      } catch (err) {
        if (err instanceof WebhookVerificationError) rejected.push({ index, error: err });
        else throw err;
      }
    }
    return { accepted: orderByOccurredAt(accepted), duplicates, rejected };
  }

  toJSON() {
    return { secrets: this.#secrets.length, toleranceSeconds: this.toleranceSeconds };
  }

  [inspect.custom]() {
    return `WebhookReceiver { secrets: ${this.#secrets.length}, toleranceSeconds: ${this.toleranceSeconds} }`;
  }
}
