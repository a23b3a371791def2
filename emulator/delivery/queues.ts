import { GLOBAL_CONCURRENCY, PER_ENDPOINT_CONCURRENCY } from "./schedule";
import type { Delivery } from "./model";

/** One attempt waiting for a slot: attempt `number` (1 to 6) of run `run` of a delivery. */
export interface Job {
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

/**
 * The attempts waiting to be made: one FIFO per endpoint with at most PER_ENDPOINT_CONCURRENCY
 * attempts in flight, so a slow endpoint (10 s time-out) holds only its own slots, and at most
 * GLOBAL_CONCURRENCY in all; endpoints waiting for a global slot are served round-robin.
 */
export class DeliveryQueues {
  private readonly queues = new Map<string, EndpointQueue>();
  /** Queues with jobs that wait for a global slot. */
  private readonly blocked = new Set<EndpointQueue>();
  private queued = 0;
  private inFlight = 0;
  private readonly idleWaiters = new Set<() => void>();
  private closed = false;

  constructor(private readonly run: (job: Job) => Promise<void>) {}

  enqueue(job: Job): void {
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
      void this.run(job)
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

  /** Forgets an endpoint's waiting attempts (disabled or deleted); those in flight finish. */
  drop(endpointId: string): void {
    const q = this.queues.get(endpointId);
    if (!q) return;
    this.queued -= q.jobs.length - q.head;
    q.jobs = [];
    q.head = 0;
    this.blocked.delete(q);
    if (q.active === 0) this.queues.delete(endpointId);
    this.checkIdle();
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

  /** Starts nothing more and releases whoever waits for idleness. */
  close(): void {
    this.closed = true;
    this.checkIdle();
  }
}
