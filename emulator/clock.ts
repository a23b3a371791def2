/**
 * The emulator clock: real time plus an offset the control API can advance, so that rules measured
 * in hours or days (idempotency retention, webhook retries, event retention, vetting) are testable
 * in milliseconds. Timers are scheduled on this clock and fire when it reaches them, whether it
 * got there by waiting or by an advance.
 */
export class VirtualClock {
  private offsetMs = 0;
  private timers: { at: number; seq: number; fn: () => void }[] = [];
  private seq = 0;
  private realTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Grows with every advance and timer run: timers change records they hold (persistence/stateDir.ts). */
  activity = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  date(): Date {
    return new Date(this.now());
  }

  iso(ms = this.now()): string {
    return new Date(ms).toISOString();
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** Continues a clock saved in a state directory: the same offset from real time, before any timer. */
  restoreOffset(ms: number): void {
    if (this.timers.length > 0) throw new Error("restore the clock before scheduling on it");
    this.offsetMs = ms;
  }

  /** Move the clock forward and run every timer that became due, in time order. */
  advance(ms: number): number {
    if (ms < 0) throw new RangeError("the clock only moves forward");
    this.offsetMs += ms;
    this.runDue();
    return this.now();
  }

  /** Run fn when the clock reaches `at` (emulator milliseconds). Returns a cancel function. */
  at(at: number, fn: () => void): () => void {
    const timer = { at, seq: this.seq++, fn };
    // Binary insertion keeps the list ordered by (at, seq) without re-sorting it per timer: a busy
    // emulator holds one timer per queued message.
    let lo = 0;
    let hi = this.timers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.timers[mid]!.at <= at) lo = mid + 1;
      else hi = mid;
    }
    this.timers.splice(lo, 0, timer);
    if (lo === 0) this.arm();
    return () => {
      const i = this.timers.indexOf(timer);
      if (i >= 0) this.timers.splice(i, 1);
      this.arm();
    };
  }

  after(ms: number, fn: () => void): () => void {
    return this.at(this.now() + ms, fn);
  }

  pending(): number {
    return this.timers.length;
  }

  close(): void {
    this.closed = true;
    this.timers = [];
    if (this.realTimer) clearTimeout(this.realTimer);
  }

  private runDue(): void {
    this.activity++;
    const now = this.now();
    while (this.timers.length > 0 && this.timers[0]!.at <= now) {
      const t = this.timers.shift()!;
      try {
        t.fn();
      } catch (err) {
        // A failing timer must not stop the others; the owner reports its own errors.
        process.emitWarning(`emulator timer failed: ${(err as Error).message}`);
      }
    }
    this.arm();
  }

  private arm(): void {
    if (this.realTimer) clearTimeout(this.realTimer);
    this.realTimer = undefined;
    if (this.closed || this.timers.length === 0) return;
    const delay = Math.max(0, Math.min(this.timers[0]!.at - this.now(), 2_147_483_647));
    this.realTimer = setTimeout(() => this.runDue(), delay);
    this.realTimer.unref();
  }
}
