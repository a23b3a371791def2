import { performance } from "node:perf_hooks";

/**
 * Client-side rate-limit pacing (spec 8), separate from retry (Octokit's throttling plugin is the
 * model). Limits are per account and endpoint group, so the limiter is too: one
 * {@link GroupLimiter} per (base URL, account, group), shared by every client in the process
 * (many Pulumi resources in one provider host; two keys of one account after a rotation).
 *
 * ## Why slots, not a window-aligned bucket
 *
 * The service counts requests in fixed one-second windows whose phase the client cannot see:
 * RateLimit-Reset is in whole seconds (always "1" for a 1 s window), so it says nothing about
 * where inside the second the boundary lies, and aligning a client window to it is off by up to a
 * second. Instead each group has `limit` slots. A request takes a slot before it is sent and gives
 * it back `windowMs + marginMs` after its response arrived. The service counted the request at some
 * instant between send and response, so two requests that use the same slot are counted more than
 * one window apart, and no fixed window of the service, whatever its phase, sees more than `limit`
 * requests from this process. No clock skew enters: only the local monotonic clock is read.
 *
 * The price is the time from the server's count to our receipt of the response (a few ms on
 * loopback, more under load) per slot cycle; a burst still goes out at once, up to the limit.
 *
 * ## What the headers drive
 *
 * - RateLimit-Limit: the number of slots. Until a group's limit is known, one request goes alone
 *   (a probe), so a limit lower than the spec's (a plan, the emulator's scaled limits) is learned
 *   before the burst, not from a storm of 429s.
 * - RateLimit-Remaining 0 while this process holds free slots: someone else (another process) is
 *   using the account's budget; the group waits RateLimit-Reset seconds.
 * - 429: the group waits Retry-After seconds, and the rejected request's slot stays taken one
 *   more window (a rejection counts against the next window on the service: spec 8, "tight-loop
 *   retries extend the window").
 * - A request refused before the service's limiter (401, 403, 405) or never sent (connection
 *   refused) gives its slot back at once.
 */

export interface RateHeaders {
  limit: number;
  remaining: number;
  reset: number;
}

export interface Outcome {
  /** performance.now() when the response (or the failure) arrived. */
  at: number;
  status: number;
  /** RateLimit-* headers, when present and describing this request's group. */
  rate?: RateHeaders | undefined;
  /** Retry-After in seconds, on a 429. */
  retryAfter?: number | undefined;
  /** The request cannot have reached the service (connection refused): its slot is free at once. */
  notCounted?: boolean;
  /** Rate-limit headers that cannot be true, left out of `rate` and `retryAfter` (transport/pace.ts). */
  ignored?: string[] | undefined;
  /** With `ignored`: the spec's limit for the group (spec 8), used while no true limit is known. */
  fallbackLimit?: number | undefined;
}

export interface Lease {
  done(outcome: Outcome): void;
}

export interface PacingSettings {
  windowMs: number;
  marginMs: number;
}

/** A limit this large is no limit (the emulator with rate limits lifted). */
const UNLIMITED = 100_000;

interface Waiter {
  resolve: (lease: Lease) => void;
  reject: (err: unknown) => void;
  signal?: AbortSignal | undefined;
  onAbort?: () => void;
}

export interface GroupStats {
  limit: number | undefined;
  inUse: number;
  waiting: number;
  pausedForMs: number;
  /** Requests granted a slot. */
  granted: number;
  /** 429s seen by this limiter. */
  rejected: number;
}

export class GroupLimiter {
  limit: number | undefined;
  private inUse = 0;
  private frees: number[] = [];
  private freeTimer: NodeJS.Timeout | undefined;
  private pausedUntil = 0;
  private pauseTimer: NodeJS.Timeout | undefined;
  private waiters: Waiter[] = [];
  private granted = 0;
  private rejected = 0;

  constructor(private readonly settings: PacingSettings) {}

  private capacity(): number {
    if (this.limit === undefined) return 1;
    return this.limit >= UNLIMITED ? Number.POSITIVE_INFINITY : this.limit;
  }

  acquire(signal?: AbortSignal): Promise<Lease> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.waiters.length === 0 && this.canGrant(performance.now())) return Promise.resolve(this.grant());
    return new Promise<Lease>((resolve, reject) => {
      const w: Waiter = { resolve, reject, signal };
      if (signal) {
        w.onAbort = () => {
          const i = this.waiters.indexOf(w);
          if (i >= 0) this.waiters.splice(i, 1);
          reject(signal.reason);
        };
        signal.addEventListener("abort", w.onAbort, { once: true });
      }
      this.waiters.push(w);
      this.pump();
      // A caller waiting for a slot keeps the process alive, as its request would (see armFree).
      if (this.waiters.length > 0) [this.freeTimer, this.pauseTimer].forEach((t) => t?.ref());
    });
  }

  /** Counts a request that was sent without a slot (the account was not known yet). */
  adopt(outcome: Outcome): void {
    this.inUse++;
    this.granted++;
    this.finish(outcome);
  }

  stats(): GroupStats {
    return {
      limit: this.limit,
      inUse: this.inUse,
      waiting: this.waiters.length,
      pausedForMs: Math.max(0, this.pausedUntil - performance.now()),
      granted: this.granted,
      rejected: this.rejected,
    };
  }

  private canGrant(now: number): boolean {
    return now >= this.pausedUntil && this.inUse < this.capacity();
  }

  private grant(): Lease {
    this.inUse++;
    this.granted++;
    let done = false;
    return {
      done: (outcome) => {
        if (done) return;
        done = true;
        this.finish(outcome);
      },
    };
  }

  private finish(o: Outcome): void {
    const { windowMs, marginMs } = this.settings;
    if (o.rate && Number.isFinite(o.rate.limit) && o.rate.limit > 0) this.limit = o.rate.limit;
    else if (this.limit === undefined && o.fallbackLimit !== undefined) this.limit = o.fallbackLimit;
    let holdMs = windowMs + marginMs;
    if (o.status === 429) {
      this.rejected++;
      holdMs += windowMs;
      const wait = (o.retryAfter ?? 1) * 1000;
      this.pauseUntil(o.at + wait);
    } else if (o.rate && o.rate.remaining === 0 && this.inUse < this.capacity()) {
      // The service's window is full but this process has not filled it: another consumer of the
      // account's budget. Hold back until the window resets.
      this.pauseUntil(o.at + Math.max(1, o.rate.reset) * 1000);
    }
    if (this.capacity() === Number.POSITIVE_INFINITY || o.notCounted) {
      this.inUse--;
      this.pump();
      return;
    }
    const at = o.at + holdMs;
    // Responses arrive roughly in time order; keep the list sorted anyway.
    let i = this.frees.length;
    while (i > 0 && this.frees[i - 1]! > at) i--;
    this.frees.splice(i, 0, at);
    this.armFree();
  }

  private armFree(): void {
    if (this.freeTimer || this.frees.length === 0) return;
    const delay = Math.max(0, this.frees[0]! - performance.now());
    this.freeTimer = setTimeout(() => {
      this.freeTimer = undefined;
      const now = performance.now();
      while (this.frees.length > 0 && this.frees[0]! <= now) {
        this.frees.shift();
        this.inUse--;
      }
      this.armFree();
      this.pump();
    }, Math.ceil(delay));
    // Unreferenced only while nobody waits: an idle client must not hold the process open, but a
    // pending request must not be dropped by the process exiting under it.
    if (this.waiters.length === 0) this.freeTimer.unref();
  }

  private pauseUntil(t: number): void {
    if (t <= this.pausedUntil) return;
    this.pausedUntil = t;
    if (this.pauseTimer) clearTimeout(this.pauseTimer);
    this.pauseTimer = setTimeout(() => {
      this.pauseTimer = undefined;
      this.pump();
    }, Math.ceil(Math.max(0, t - performance.now())));
    if (this.waiters.length === 0) this.pauseTimer.unref();
  }

  private pump(): void {
    const now = performance.now();
    while (this.waiters.length > 0 && this.canGrant(now)) {
      const w = this.waiters.shift()!;
      if (w.signal && w.onAbort) w.signal.removeEventListener("abort", w.onAbort);
      w.resolve(this.grant());
    }
  }
}

/** Every group's limiter for one account at one base URL. */
export class AccountPacer {
  private groups = new Map<string, GroupLimiter>();

  constructor(
    readonly origin: string,
    readonly accountId: string,
    private readonly settings: PacingSettings,
  ) {}

  group(name: string): GroupLimiter {
    let g = this.groups.get(name);
    if (!g) {
      g = new GroupLimiter(this.settings);
      this.groups.set(name, g);
    }
    return g;
  }

  stats(): Record<string, GroupStats> {
    return Object.fromEntries([...this.groups].map(([k, g]) => [k, g.stats()]));
  }
}

const pacers = new Map<string, AccountPacer>();

/** The process-wide pacer of an account at a base URL. The first caller's settings win. */
export function accountPacer(origin: string, accountId: string, settings: PacingSettings): AccountPacer {
  const key = `${origin}|${accountId}`;
  let p = pacers.get(key);
  if (!p) {
    p = new AccountPacer(origin, accountId, settings);
    pacers.set(key, p);
  }
  return p;
}

/**
 * Which account a key belongs to, learned from the Account-Id response header. Until it is known,
 * a key's requests go one at a time (the first is a probe), so that nothing is sent unpaced.
 */
export class KeyAccount {
  accountId: string | undefined;
  private probing = false;
  private waiters: (() => void)[] = [];

  /** Resolves to the account id, or to undefined when the caller is to send the probe. */
  async gate(signal?: AbortSignal): Promise<string | undefined> {
    for (;;) {
      if (this.accountId !== undefined) return this.accountId;
      if (!this.probing) {
        this.probing = true;
        return undefined;
      }
      await new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const onAbort = () => {
          this.waiters = this.waiters.filter((w) => w !== wake);
          reject(signal!.reason);
        };
        const wake = () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        this.waiters.push(wake);
      });
    }
  }

  /** The probe's answer: the account id, or undefined when the response did not name one. */
  finishProbe(accountId: string | undefined): void {
    if (accountId !== undefined) this.accountId = accountId;
    this.probing = false;
    const ws = this.waiters;
    this.waiters = [];
    for (const w of ws) w();
  }
}

const keyAccounts = new Map<string, KeyAccount>();

export function keyAccount(origin: string, keyId: string, known?: string): KeyAccount {
  const key = `${origin}|${keyId}`;
  let k = keyAccounts.get(key);
  if (!k) {
    k = new KeyAccount();
    keyAccounts.set(key, k);
  }
  if (known !== undefined && k.accountId === undefined) k.accountId = known;
  return k;
}
