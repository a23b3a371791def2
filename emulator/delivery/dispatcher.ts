import type { Mode } from "../../schema/common";
import type { EventKind } from "../../schema/eventKinds";
import type { EmulatorCore } from "../core";
import type { StoredEvent } from "../events/bus";
import { changesOf } from "../events/changes";
import { newId, PREFIX } from "../ids";
import type { Account } from "../state";
import { EndpointHealth } from "./health";
import {
  type AttemptRecord,
  type Delivery,
  deliveriesOf,
  type EndpointRecord,
  endpointsOf,
  envelopeJson,
  eventsOf,
  liveSecrets,
} from "./model";
import { WebhookPoster } from "./post";
import { DeliveryQueues, type Job } from "./queues";
import { EventRetention } from "./retention";
import { ATTEMPTS_PER_RUN, RETRY_OFFSETS_MS, USER_AGENT } from "./schedule";
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signer";

export { eventsOf } from "./model";

const dispatchers = new WeakMap<EmulatorCore, WebhookDispatcher>();

/**
 * The webhook dispatcher of an emulated service, created on first use. Everything that can make a
 * delivery happen (creating an endpoint, replaying, the control API) goes through here first, so
 * it is subscribed to the event bus before any endpoint exists.
 */
export function dispatcherFor(core: EmulatorCore): WebhookDispatcher {
  let d = dispatchers.get(core);
  if (!d) {
    d = new WebhookDispatcher(core);
    dispatchers.set(core, d);
  }
  return d;
}

/**
 * Webhook delivery (spec 3, 6): each event becomes one delivery per subscribed endpoint, each
 * delivery a run of up to six attempts with retries on the emulator clock. Its pieces: the queues
 * that bound concurrency (queues.ts), the network POST (post.ts), endpoint health and disabling
 * (health.ts), and event retention (retention.ts). At least once, unordered.
 */
export class WebhookDispatcher {
  private readonly poster = new WebhookPoster();
  private readonly queues = new DeliveryQueues((job) => this.attempt(job));
  /** Endpoint id → its deliveries that are pending or awaiting a retry. */
  private readonly active = new Map<string, Set<Delivery>>();
  private readonly health: EndpointHealth;
  private readonly retention: EventRetention;
  private readonly bodies = new WeakMap<StoredEvent, string>();
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly core: EmulatorCore) {
    this.health = new EndpointHealth(core, (id) => this.active.get(id) ?? [], (ep) => this.stopDeliveries(ep, "undelivered"));
    this.retention = new EventRetention(core, (d) => this.deactivate(d));
    for (const account of core.state.accounts.values()) {
      for (const mode of ["live", "test"] as const) {
        for (const e of eventsOf(core, account, mode).values()) this.retention.track(e);
      }
    }
    this.unsubscribe = core.events.subscribe((e, account) => this.onEvent(e, account));
    core.onClose(() => this.close());
  }

  // ---- events in -------------------------------------------------------------------------------

  private onEvent(e: StoredEvent, account: Account): void {
    this.retention.track(e);
    if (this.closed) return;
    const targets = this.subscribers(account, e.mode, e.event);
    if (targets.length === 0) return;
    // Freeze the body as the event was when it occurred.
    this.bodies.set(e, envelopeJson(e));
    const map = this.deliveryMap(account, e.mode, e.id);
    // The first attempt is due when the event occurred: an event fired by a timer that a clock
    // advance jumped past is delivered (and retried) as if the time had passed.
    const start = Math.min(e.occurredMs, this.core.clock.now());
    for (const ep of targets) {
      const d = newDelivery(e.id, ep);
      map.set(ep.id, d);
      this.startRun(d, start);
    }
  }

  /** Enabled endpoints of an account and mode subscribed to an event kind. */
  subscribers(account: Account, mode: Mode, kind: string): EndpointRecord[] {
    return [...endpointsOf(this.core, account, mode).values()].filter(
      (ep) => ep.status === "enabled" && !ep.deleted && ep.enabledEvents.includes(kind as EventKind),
    );
  }

  private deliveryMap(account: Account, mode: Mode, eventId: string): Map<string, Delivery> {
    const all = deliveriesOf(this.core, account, mode);
    let m = all.get(eventId);
    if (!m) {
      m = new Map();
      all.set(eventId, m);
    }
    return m;
  }

  /**
   * Replay one event to the given endpoints (spec 3: undelivered → pending delivery): a new run of
   * six attempts each. Endpoints that already acknowledged it are skipped unless includeDelivered.
   * Returns how many deliveries started.
   */
  replay(account: Account, e: StoredEvent, endpoints: EndpointRecord[], includeDelivered: boolean): number {
    const now = this.core.clock.now();
    const existing = deliveriesOf(this.core, account, e.mode).get(e.id);
    const chosen = endpoints.filter((ep) => {
      if (ep.deleted || ep.status !== "enabled" || !ep.enabledEvents.includes(e.event as EventKind)) return false;
      return includeDelivered || existing?.get(ep.id)?.status !== "delivered";
    });
    if (chosen.length === 0) return 0;
    const map = this.deliveryMap(account, e.mode, e.id);
    for (const ep of chosen) {
      let d = map.get(ep.id);
      if (!d) {
        d = newDelivery(e.id, ep);
        map.set(ep.id, d);
      }
      d.run++;
      this.startRun(d, now);
    }
    return chosen.length;
  }

  /**
   * Picks up deliveries restored from a state directory: a pending one runs again (an attempt cut
   * off by the restart counts as failed and is repeated: at least once), a waiting retry is re-armed
   * at its time. A failing endpoint keeps its failing_since: its next failure judges the 24 hours.
   */
  resume(): void {
    for (const account of this.core.state.accounts.values()) {
      for (const mode of ["live", "test"] as const) {
        for (const map of deliveriesOf(this.core, account, mode).values()) {
          for (const d of map.values()) this.resumeDelivery(d);
        }
      }
    }
  }

  private resumeDelivery(d: Delivery): void {
    if (d.status !== "pending" && d.status !== "awaiting_retry") return;
    const last = d.attempts.filter((a) => a.run === d.run).at(-1);
    const interrupted = last?.outcome === "in_flight";
    if (interrupted) {
      last!.outcome = "failed";
      last!.error = "emulator_restarted";
      last!.completedAt = this.core.clock.now();
    }
    const number = last === undefined ? 1 : interrupted ? last.number : last.number + 1;
    const at = d.nextAttemptAt ?? last?.scheduledAt ?? d.runStartedAt;
    this.activate(d);
    d.cancelTimer = this.core.clock.at(at, () => {
      d.cancelTimer = null;
      this.queues.enqueue({ delivery: d, run: d.run, number, scheduledAt: at });
    });
  }

  private startRun(d: Delivery, now: number): void {
    d.cancelTimer?.();
    d.cancelTimer = null;
    d.runStartedAt = now;
    d.status = "pending";
    d.nextAttemptAt = now;
    this.activate(d);
    this.queues.enqueue({ delivery: d, run: d.run, number: 1, scheduledAt: now });
  }

  // ---- active deliveries -----------------------------------------------------------------------

  private activate(d: Delivery): void {
    let s = this.active.get(d.endpoint.id);
    if (!s) {
      s = new Set();
      this.active.set(d.endpoint.id, s);
    }
    s.add(d);
  }

  private deactivate(d: Delivery): void {
    const s = this.active.get(d.endpoint.id);
    if (!s) return;
    s.delete(d);
    if (s.size === 0) this.active.delete(d.endpoint.id);
  }

  // ---- one attempt -----------------------------------------------------------------------------

  private async attempt(job: Job): Promise<void> {
    const d = job.delivery;
    const ep = d.endpoint;
    if (this.closed || ep.deleted || ep.status !== "enabled") return;
    if (d.run !== job.run || (d.status !== "pending" && d.status !== "awaiting_retry")) return;
    const account = this.core.state.accounts.get(ep.accountId);
    const event = account ? eventsOf(this.core, account, ep.mode).get(d.eventId) : undefined;
    if (!event) return;
    let body = this.bodies.get(event);
    if (body === undefined) {
      body = envelopeJson(event);
      this.bodies.set(event, body);
    }
    const now = this.core.clock.now();
    const attempt: AttemptRecord = {
      id: newId(PREFIX.attempt),
      eventId: d.eventId,
      endpointId: ep.id,
      mode: ep.mode,
      url: ep.url,
      run: job.run,
      number: job.number,
      scheduledAt: job.scheduledAt,
      startedAt: now,
      completedAt: null,
      outcome: "in_flight",
      statusCode: null,
      error: null,
      latencyMs: null,
      nextRetryAt: null,
      signature: null,
      responseExcerpt: null,
    };
    d.attempts.push(attempt);
    changesOf(this.core).changed("deliveries");
    d.status = "pending";
    d.nextAttemptAt = null;
    // t is wall-clock time, not the emulator clock: like the 10 s time-out it belongs to the real
    // network exchange, so receivers' standard 300 s tolerance (spec 6) holds after a clock advance.
    const t = Math.floor(Date.now() / 1000);
    const signature = signatureHeader(liveSecrets(ep, now), t, body);
    attempt.signature = signature;
    const headers = {
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
      [SIGNATURE_HEADER]: signature,
      [EVENT_ID_HEADER]: event.id,
    };
    const result = await this.poster.post(ep.url, body, headers);
    if (this.closed) return;
    const done = this.core.clock.now();
    attempt.completedAt = done;
    attempt.latencyMs = result.latencyMs;
    attempt.statusCode = result.statusCode ?? null;
    attempt.responseExcerpt = result.excerpt ?? null;
    changesOf(this.core).changed("deliveries");
    if (result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300) {
      attempt.outcome = "succeeded";
      this.succeeded(d, attempt, done);
    } else {
      attempt.outcome = "failed";
      attempt.error = result.error ?? "non_2xx";
      this.failed(d, job, attempt, done);
    }
  }

  private succeeded(d: Delivery, attempt: AttemptRecord, now: number): void {
    if (d.status !== "cancelled") {
      d.cancelTimer?.();
      d.cancelTimer = null;
      d.status = "delivered";
      d.deliveredAt = now;
      d.nextAttemptAt = null;
      this.deactivate(d);
    }
    this.health.succeeded(d.endpoint, attempt.scheduledAt);
    this.health.check(d.endpoint);
  }

  private failed(d: Delivery, job: Job, attempt: AttemptRecord, now: number): void {
    const ep = d.endpoint;
    this.health.failed(ep, attempt.scheduledAt);
    // Unless superseded by a replay, delivered by another run, or stopped by disabling or deletion.
    if (d.run === job.run && d.status === "pending") {
      if (job.number < ATTEMPTS_PER_RUN) {
        const next = d.runStartedAt + RETRY_OFFSETS_MS[job.number]!;
        attempt.nextRetryAt = next;
        d.status = "awaiting_retry";
        d.nextAttemptAt = next;
        const fire = () => {
          d.cancelTimer = null;
          this.queues.enqueue({ delivery: d, run: job.run, number: job.number + 1, scheduledAt: next });
        };
        // Already due (the clock was advanced past it while this attempt was in flight): go now.
        if (next <= now) fire();
        else d.cancelTimer = this.core.clock.at(next, fire);
      } else {
        // Spec 3: five retries exhausted → undelivered, kept for replay.
        d.status = "undelivered";
        d.nextAttemptAt = null;
        this.deactivate(d);
      }
    }
    this.health.check(ep);
  }

  // ---- endpoint state --------------------------------------------------------------------------

  disable(ep: EndpointRecord, reason: "manual" | "failing_continuously", now: number): void {
    this.health.disable(ep, reason, now);
  }

  enable(ep: EndpointRecord, now: number): void {
    this.health.enable(ep, now);
  }

  /** Deleting cancels pending retries; its unacknowledged deliveries read cancelled. */
  remove(account: Account, ep: EndpointRecord): void {
    ep.deleted = true;
    this.health.forget(ep);
    this.stopDeliveries(ep, "cancelled");
    for (const m of deliveriesOf(this.core, account, ep.mode).values()) {
      const d = m.get(ep.id);
      if (d && d.status !== "delivered") d.status = "cancelled";
    }
    endpointsOf(this.core, account, ep.mode).delete(ep.id);
  }

  private stopDeliveries(ep: EndpointRecord, status: "undelivered" | "cancelled"): void {
    for (const d of this.active.get(ep.id) ?? []) {
      d.cancelTimer?.();
      d.cancelTimer = null;
      d.status = status;
      d.nextAttemptAt = null;
    }
    this.active.delete(ep.id);
    this.queues.drop(ep.id);
  }

  /** Deletes every event past its 30 days (spec 6, 8); handlers call it so reads are exact. */
  sweep(): void {
    this.retention.sweep();
  }

  // ---- observation -----------------------------------------------------------------------------

  /** Every attempt of an account's retained events, oldest first. */
  attempts(account: Account, filter: { mode?: Mode; eventId?: string; endpointId?: string }): AttemptRecord[] {
    this.sweep();
    const out: AttemptRecord[] = [];
    for (const mode of filter.mode ? [filter.mode] : (["live", "test"] as const)) {
      const all = deliveriesOf(this.core, account, mode);
      const maps = filter.eventId !== undefined ? [all.get(filter.eventId)] : [...all.values()];
      for (const m of maps) {
        for (const d of m?.values() ?? []) {
          if (filter.endpointId !== undefined && d.endpoint.id !== filter.endpointId) continue;
          out.push(...d.attempts);
        }
      }
    }
    return out.sort(
      (a, b) => a.scheduledAt - b.scheduledAt || a.startedAt - b.startedAt || a.run - b.run || a.number - b.number,
    );
  }

  /** Resolves when nothing is queued or in flight, or after timeoutMs of real time. */
  whenIdle(timeoutMs: number): Promise<{ idle: boolean; queued: number; in_flight: number }> {
    return this.queues.whenIdle(timeoutMs);
  }

  private async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    this.retention.close();
    for (const set of this.active.values()) for (const d of set) d.cancelTimer?.();
    this.queues.close();
    await this.poster.close();
  }
}

function newDelivery(eventId: string, endpoint: EndpointRecord): Delivery {
  return {
    eventId,
    endpoint,
    status: "pending",
    run: 0,
    runStartedAt: 0,
    nextAttemptAt: null,
    deliveredAt: null,
    attempts: [],
    cancelTimer: null,
  };
}
