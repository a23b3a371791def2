import type { Mode } from "../../schema/common";
import type { VirtualClock } from "../clock";
import { newId, PREFIX } from "../ids";
import { type Account, keepOrdered, type State } from "../state";

/** An event as the service keeps it: the spec 2 envelope plus where it belongs. */
export interface StoredEvent {
  id: string;
  event: string;
  occurred_at: string;
  data: Record<string, unknown>;
  accountId: string;
  mode: Mode;
  /** Emulator-clock milliseconds of occurred_at, for retention and time-range queries. */
  occurredMs: number;
}

export const EVENTS_COLLECTION = "events";

// Newest occurred_at first (spec 2: occurred_at orders events); the same instant: latest recorded first.
keepOrdered<StoredEvent>(EVENTS_COLLECTION, { time: (e) => e.occurredMs, ties: "insertion", indexes: { type: (e) => e.event } });

export type EventListener = (event: StoredEvent, account: Account) => void;

/**
 * Where domain handlers announce what happened (message.sent, campaign.status_changed, …).
 * The bus records each event in its account and mode and tells its listeners; webhook delivery is
 * one of them.
 */
export class EventBus {
  private listeners: EventListener[] = [];

  constructor(
    private readonly state: State,
    private readonly clock: VirtualClock,
  ) {}

  subscribe(listener: EventListener): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  emit(account: Account, mode: Mode, event: string, data: Record<string, unknown>, occurredMs = this.clock.now()) {
    const stored: StoredEvent = {
      id: newId(PREFIX.event),
      event,
      occurred_at: this.clock.iso(occurredMs),
      data,
      accountId: account.id,
      mode,
      occurredMs,
    };
    this.state.collection<StoredEvent>(account, mode, EVENTS_COLLECTION).set(stored.id, stored);
    for (const l of this.listeners) l(stored, account);
    return stored;
  }
}
