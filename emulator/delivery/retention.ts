import type { Mode } from "../../schema/common";
import { EVENT_RETENTION_MS } from "../../schema/events";
import type { EmulatorCore } from "../core";
import type { StoredEvent } from "../events/bus";
import { type Delivery, deliveriesOf, eventsOf, expiredEventsOf } from "./model";
import { MinHeap } from "./schedule";

interface RetentionEntry {
  accountId: string;
  mode: Mode;
  eventId: string;
}

/**
 * Event retention (spec 6, 8: 30 days): one timer on the emulator clock for the next event to
 * expire. An expired event is deleted with its deliveries (retries still due are cancelled) and
 * leaves a tombstone, so a replay of it is told why it is gone.
 */
export class EventRetention {
  private readonly heap = new MinHeap<RetentionEntry>();
  private timer: { at: number; cancel: () => void } | null = null;
  private closed = false;

  constructor(
    private readonly core: EmulatorCore,
    /** Ends a delivery of an expired event: its timer, its place among the active ones. */
    private readonly endDelivery: (d: Delivery) => void,
  ) {}

  track(e: StoredEvent): void {
    this.heap.push(e.occurredMs + EVENT_RETENTION_MS, { accountId: e.accountId, mode: e.mode, eventId: e.id });
    this.arm();
  }

  private arm(): void {
    if (this.closed) return;
    const next = this.heap.peekKey();
    if (next === undefined) return;
    if (this.timer && this.timer.at <= next) return;
    this.timer?.cancel();
    const cancel = this.core.clock.at(next, () => {
      this.timer = null;
      this.sweep();
    });
    this.timer = { at: next, cancel };
  }

  /** Deletes every event past its 30 days; handlers call it so reads are exact. */
  sweep(): void {
    const now = this.core.clock.now();
    for (let at = this.heap.peekKey(); at !== undefined && at <= now; at = this.heap.peekKey()) {
      this.expire(this.heap.pop()!, at);
    }
    this.arm();
  }

  private expire(entry: RetentionEntry, at: number): void {
    const account = this.core.state.accounts.get(entry.accountId);
    if (!account) return;
    const events = eventsOf(this.core, account, entry.mode);
    const e = events.get(entry.eventId);
    if (!e) return;
    events.delete(e.id);
    const deliveries = deliveriesOf(this.core, account, entry.mode);
    for (const d of deliveries.get(e.id)?.values() ?? []) {
      d.cancelTimer?.();
      d.cancelTimer = null;
      if (d.status === "pending" || d.status === "awaiting_retry") d.status = "cancelled";
      this.endDelivery(d);
    }
    deliveries.delete(e.id);
    expiredEventsOf(this.core, account, entry.mode).set(e.id, { occurredMs: e.occurredMs, expiredAt: at });
  }

  close(): void {
    this.closed = true;
    this.timer?.cancel();
  }
}
