import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import type { Mode } from "../../schema/common";
import { EVENT_RETENTION_MS, type EventKind } from "../../schema/events";
import type { EmulatorCore } from "../core";
import { EVENTS_COLLECTION, type StoredEvent } from "../events/bus";
import { newId, PREFIX } from "../ids";
import type { Account } from "../state";
import {
  type AttemptRecord,
  type Delivery,
  deliveriesOf,
  type EndpointRecord,
  endpointsOf,
  envelopeJson,
  expiredEventsOf,
  liveSecrets,
} from "./model";
import {
  ATTEMPTS_PER_RUN,
  DISABLE_AFTER_MS,
  GLOBAL_CONCURRENCY,
  MinHeap,
  PER_ENDPOINT_CONCURRENCY,
  RESPONSE_TIMEOUT_MS,
  RETRY_OFFSETS_MS,
  USER_AGENT,
} from "./schedule";
import { EVENT_ID_HEADER, SIGNATURE_HEADER, signatureHeader } from "./signer";

/** One attempt waiting for a slot: attempt `number` (1 to 6) of run `run` of a delivery. */
interface Job {
  delivery: Delivery;
  run: number;
  number: number;
  scheduledAt: number;
}

/** A FIFO per endpoint; head index instead of shift() so long backlogs stay O(1) per job. */
interface EndpointQueue {
  id: string;
  jobs: Job[];
  head: number;
  active: number;
}

interface RetentionEntry {
  accountId: string;
  mode: Mode;
  eventId: string;
}

interface PostResult {
  statusCode?: number;
  error?: string;
  latencyMs: number;
}

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

export function eventsOf(core: EmulatorCore, account: Account, mode: Mode) {
  return core.state.ordered<StoredEvent>(account, mode, EVENTS_COLLECTION);
}

/**
 * Webhook delivery (spec 3, 6): one FIFO per endpoint with at most PER_ENDPOINT_CONCURRENCY
 * requests in flight, so a slow endpoint (10 s time-out) holds only its own slots; retries,
 * disabling and retention are timers on the emulator clock. At least once, unordered.
 */
export class WebhookDispatcher {
  private readonly agent = new Agent({
    connect: { timeout: RESPONSE_TIMEOUT_MS },
    headersTimeout: RESPONSE_TIMEOUT_MS,
    bodyTimeout: RESPONSE_TIMEOUT_MS,
    keepAliveTimeout: 4_000,
  });

  private readonly queues = new Map<string, EndpointQueue>();
  /** Queues with jobs that wait for a global slot, served round-robin. */
  private readonly blocked = new Set<EndpointQueue>();
  /** Endpoint id → its deliveries that are pending or awaiting a retry. */
  private readonly active = new Map<string, Set<Delivery>>();
  /**
   * Endpoint id → the due time of the failed attempt that closed 24 h of failure, while attempts
   * due before it catch up.
   */
  private readonly pendingDisable = new Map<string, number>();
  private readonly bodies = new WeakMap<StoredEvent, string>();
  private readonly retention = new MinHeap<RetentionEntry>();
  private retentionTimer: { at: number; cancel: () => void } | null = null;
  private queued = 0;
  private inFlight = 0;
  private readonly idleWaiters = new Set<() => void>();
  private closed = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly core: EmulatorCore) {
    for (const account of core.state.accounts.values()) {
      for (const mode of ["live", "test"] as const) {
        for (const e of eventsOf(core, account, mode).values()) this.trackRetention(e);
      }
    }
    this.unsubscribe = core.events.subscribe((e, account) => this.onEvent(e, account));
    core.onClose(() => this.close());
  }

  // ---- events in -------------------------------------------------------------------------------

  private onEvent(e: StoredEvent, account: Account): void {
    this.trackRetention(e);
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
      this.enqueue({ delivery: d, run: d.run, number, scheduledAt: at });
    });
  }

  private startRun(d: Delivery, now: number): void {
    d.cancelTimer?.();
    d.cancelTimer = null;
    d.runStartedAt = now;
    d.status = "pending";
    d.nextAttemptAt = now;
    this.activate(d);
    this.enqueue({ delivery: d, run: d.run, number: 1, scheduledAt: now });
  }

  // ---- queues ----------------------------------------------------------------------------------

  private enqueue(job: Job): void {
    if (this.closed) return;
    const id = job.delivery.endpoint.id;
    let q = this.queues.get(id);
    if (!q) {
      q = { id, jobs: [], head: 0, active: 0 };
      this.queues.set(id, q);
    }
    q.jobs.push(job);
    this.queued++;
    this.pump(q);
  }

  private pump(q: EndpointQueue): void {
    while (q.head < q.jobs.length && q.active < PER_ENDPOINT_CONCURRENCY && this.inFlight < GLOBAL_CONCURRENCY) {
      const job = q.jobs[q.head]!;
      q.jobs[q.head++] = undefined as never;
      this.queued--;
      q.active++;
      this.inFlight++;
      void this.attempt(job)
        .catch((err: unknown) => process.emitWarning(`webhook attempt failed: ${(err as Error).message}`))
        .finally(() => {
          q.active--;
          this.inFlight--;
          this.slotFreed(q);
        });
    }
    if (q.head === q.jobs.length) {
      q.jobs = [];
      q.head = 0;
    } else if (q.head > 1024 && q.head * 2 > q.jobs.length) {
      q.jobs = q.jobs.slice(q.head);
      q.head = 0;
    }
    if (q.head < q.jobs.length && q.active < PER_ENDPOINT_CONCURRENCY) this.blocked.add(q);
    else this.blocked.delete(q);
  }

  private slotFreed(q: EndpointQueue): void {
    this.pump(q);
    for (const b of [...this.blocked]) {
      if (this.inFlight >= GLOBAL_CONCURRENCY) break;
      this.pump(b);
    }
    if (q.active === 0 && q.head === q.jobs.length && this.queues.get(q.id) === q) this.queues.delete(q.id);
    this.checkIdle();
  }

  private dropQueue(endpointId: string): void {
    const q = this.queues.get(endpointId);
    if (!q) return;
    this.queued -= q.jobs.length - q.head;
    q.jobs = [];
    q.head = 0;
    this.blocked.delete(q);
    if (q.active === 0) this.queues.delete(endpointId);
    this.checkIdle();
  }

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
    };
    d.attempts.push(attempt);
    d.status = "pending";
    d.nextAttemptAt = null;
    // t is wall-clock time, not the emulator clock: like the 10 s time-out it belongs to the real
    // network exchange, so receivers' standard 300 s tolerance (spec 6) holds after a clock advance.
    const t = Math.floor(Date.now() / 1000);
    const headers = {
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
      [SIGNATURE_HEADER]: signatureHeader(liveSecrets(ep, now), t, body),
      [EVENT_ID_HEADER]: event.id,
    };
    const result = await this.post(ep.url, body, headers);
    if (this.closed) return;
    const done = this.core.clock.now();
    attempt.completedAt = done;
    attempt.latencyMs = result.latencyMs;
    attempt.statusCode = result.statusCode ?? null;
    if (result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300) {
      attempt.outcome = "succeeded";
      this.succeeded(d, attempt, done);
    } else {
      attempt.outcome = "failed";
      attempt.error = result.error ?? "non_2xx";
      this.failed(d, job, attempt, done);
    }
  }

  private async post(url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
    const started = performance.now();
    const signal = AbortSignal.timeout(RESPONSE_TIMEOUT_MS);
    try {
      const res = await request(url, { method: "POST", headers, body, dispatcher: this.agent, signal });
      const latencyMs = Math.round(performance.now() - started);
      // Spec 3: the response body is not read; drain it so the connection can be reused.
      res.body.dump().catch(() => undefined);
      return { statusCode: res.statusCode, latencyMs };
    } catch (err) {
      return { error: classifyError(err, signal), latencyMs: Math.round(performance.now() - started) };
    }
  }

  /*
   * Failure streaks are judged on each attempt's due time (scheduledAt), not on when it ran: a
   * clock advance that jumps past several due retries must come out as if the time had passed.
   */

  private succeeded(d: Delivery, attempt: AttemptRecord, now: number): void {
    if (d.status !== "cancelled") {
      d.cancelTimer?.();
      d.cancelTimer = null;
      d.status = "delivered";
      d.deliveredAt = now;
      d.nextAttemptAt = null;
      this.deactivate(d);
    }
    const ep = d.endpoint;
    if (ep.deleted) return;
    const at = attempt.scheduledAt;
    if (ep.lastSuccessAt === null || at > ep.lastSuccessAt) ep.lastSuccessAt = at;
    // A success ends the failure streak, unless an attempt due after it has failed since.
    if (ep.status === "enabled" && ep.failingSince !== null && at >= ep.failingSince) {
      ep.failingSince = null;
      this.clearPendingDisable(ep);
    }
    this.checkPendingDisable(ep);
  }

  private failed(d: Delivery, job: Job, attempt: AttemptRecord, now: number): void {
    const ep = d.endpoint;
    const at = attempt.scheduledAt;
    if (!ep.deleted && ep.status === "enabled") {
      if (ep.failingSince === null && (ep.lastSuccessAt === null || at >= ep.lastSuccessAt)) {
        ep.failingSince = at;
      } else if (ep.failingSince !== null && at - ep.failingSince >= DISABLE_AFTER_MS) {
        // Spec 3: failures that really span 24 h (an attempt failed at least 24 h after the first,
        // no success between), not 24 h of quiet after one failed retry run.
        if (!this.pendingDisable.has(ep.id)) this.pendingDisable.set(ep.id, at);
      }
    }
    // Unless superseded by a replay, delivered by another run, or stopped by disabling or deletion.
    if (d.run === job.run && d.status === "pending") {
      if (job.number < ATTEMPTS_PER_RUN) {
        const next = d.runStartedAt + RETRY_OFFSETS_MS[job.number]!;
        attempt.nextRetryAt = next;
        d.status = "awaiting_retry";
        d.nextAttemptAt = next;
        const fire = () => {
          d.cancelTimer = null;
          this.enqueue({ delivery: d, run: job.run, number: job.number + 1, scheduledAt: next });
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
    this.checkPendingDisable(ep);
  }

  // ---- endpoint state --------------------------------------------------------------------------

  /**
   * Disables an endpoint whose failures span 24 h, as of the failed attempt that showed it, unless an
   * attempt due before then is still queued or in flight (the clock jumped past it): then after it,
   * if it failed too.
   */
  private checkPendingDisable(ep: EndpointRecord): void {
    const at = this.pendingDisable.get(ep.id);
    if (at === undefined) return;
    if (ep.deleted || ep.status !== "enabled" || ep.failingSince === null) {
      this.pendingDisable.delete(ep.id);
      return;
    }
    for (const d of this.active.get(ep.id) ?? []) {
      if (d.status === "pending" || (d.nextAttemptAt !== null && d.nextAttemptAt < at)) return;
    }
    this.pendingDisable.delete(ep.id);
    this.disable(ep, "failing_continuously", at);
  }

  private clearPendingDisable(ep: EndpointRecord): void {
    this.pendingDisable.delete(ep.id);
  }

  /** Disabled endpoints receive nothing: pending retries stop and become undelivered (replayable). */
  disable(ep: EndpointRecord, reason: "manual" | "failing_continuously", now: number): void {
    if (ep.status === "disabled") return;
    ep.status = "disabled";
    ep.disabledReason = reason;
    ep.disabledAt = now;
    ep.updatedAt = now;
    this.clearPendingDisable(ep);
    this.stopDeliveries(ep, "undelivered");
    if (reason === "failing_continuously") this.emailDisabled(ep, now);
  }

  /** Re-enabling resets failure tracking; events missed meanwhile wait for a replay. */
  enable(ep: EndpointRecord, now: number): void {
    if (ep.status === "enabled") return;
    ep.status = "enabled";
    ep.disabledReason = null;
    ep.disabledAt = null;
    ep.failingSince = null;
    ep.updatedAt = now;
    this.clearPendingDisable(ep);
  }

  /** Deleting cancels pending retries; its unacknowledged deliveries read cancelled. */
  remove(account: Account, ep: EndpointRecord): void {
    ep.deleted = true;
    this.clearPendingDisable(ep);
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
    this.dropQueue(ep.id);
  }

  private emailDisabled(ep: EndpointRecord, now: number): void {
    const account = this.core.state.accounts.get(ep.accountId);
    if (!account) return;
    const iso = (ms: number) => this.core.clock.iso(ms);
    this.core.state.sendEmail(
      account,
      now,
      `Webhook endpoint disabled: ${ep.url}`,
      [
        `Your ${ep.mode}-mode webhook endpoint ${ep.id} (${ep.url}) has been disabled.`,
        ``,
        `Every delivery attempt to it has failed since ${ep.failingSince === null ? "unknown" : iso(ep.failingSince)}: ` +
        `it has been failing continuously for 24 hours.`,
        `It receives no events while disabled. Events it missed stay available for replay for 30 days.`,
        ``,
        `To re-enable it once it answers with a 2xx again: PATCH /v1/webhook_endpoints/${ep.id} {"status":"enabled"}.`,
        `Then replay what it missed: POST /v1/events/replay {"occurred_after":…,"occurred_before":…}.`,
      ].join("\n"),
    );
  }

  // ---- retention -------------------------------------------------------------------------------

  private trackRetention(e: StoredEvent): void {
    this.retention.push(e.occurredMs + EVENT_RETENTION_MS, { accountId: e.accountId, mode: e.mode, eventId: e.id });
    this.armRetention();
  }

  private armRetention(): void {
    if (this.closed) return;
    const next = this.retention.peekKey();
    if (next === undefined) return;
    if (this.retentionTimer && this.retentionTimer.at <= next) return;
    this.retentionTimer?.cancel();
    const cancel = this.core.clock.at(next, () => {
      this.retentionTimer = null;
      this.sweep();
    });
    this.retentionTimer = { at: next, cancel };
  }

  /** Deletes every event past its 30 days (spec 6, 8); handlers call it so reads are exact. */
  sweep(): void {
    const now = this.core.clock.now();
    for (let at = this.retention.peekKey(); at !== undefined && at <= now; at = this.retention.peekKey()) {
      this.expire(this.retention.pop()!, at);
    }
    this.armRetention();
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
      this.deactivate(d);
    }
    deliveries.delete(e.id);
    expiredEventsOf(this.core, account, entry.mode).set(e.id, { occurredMs: e.occurredMs, expiredAt: at });
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
  async whenIdle(timeoutMs: number): Promise<{ idle: boolean; queued: number; in_flight: number }> {
    if (!this.isIdle()) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.idleWaiters.add(() => done());
      });
    }
    return { idle: this.isIdle(), queued: this.queued, in_flight: this.inFlight };
  }

  private isIdle(): boolean {
    return this.queued === 0 && this.inFlight === 0;
  }

  private checkIdle(): void {
    if (!this.isIdle() && !this.closed) return;
    const waiters = [...this.idleWaiters];
    this.idleWaiters.clear();
    for (const w of waiters) w();
  }

  private async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    this.retentionTimer?.cancel();
    for (const set of this.active.values()) for (const d of set) d.cancelTimer?.();
    this.checkIdle();
    await this.agent.destroy();
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

function classifyError(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return "timeout";
  const e = err as { code?: string; name?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
  return code ?? e.name ?? "network_error";
}
