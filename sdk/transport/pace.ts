// Step 2, pace: before an attempt, a slot in the account's rate-limit group (sdk/pacing.ts), or
// the one probe that learns which account the key belongs to; after it, what the response says
// about the limit goes back to the pacer. Retry decisions are not made here (see decide.ts).
import { accountPacer, type KeyAccount, type Lease, type Outcome, type PacingSettings, type RateHeaders } from "../pacing";
import { parseRetryAfter } from "../retry";
import { type AttemptResult, header, type Headers } from "./send";

/**
 * Statuses the service answers before its rate limiter (allowlist, authentication, scope, routing):
 * the request was not counted, and the RateLimit-* headers describe a default group, not the endpoint's.
 */
const UNPACED_STATUSES = new Set([401, 403, 405, 413, 415]);
/** Of those, the ones certainly refused before the limiter counted them (body errors may come after it). */
const UNCOUNTED_STATUSES = new Set([401, 403, 405]);

/** The RateLimit-* headers, when complete. */
export function rateHeaders(h: Headers): RateHeaders | undefined {
  const limit = Number(header(h, "ratelimit-limit"));
  const remaining = Number(header(h, "ratelimit-remaining"));
  const reset = Number(header(h, "ratelimit-reset"));
  if (!Number.isFinite(limit) || !Number.isFinite(remaining) || header(h, "ratelimit-limit") === undefined) return undefined;
  return { limit, remaining, reset: Number.isFinite(reset) ? reset : 1 };
}

/** What an attempt tells the pacer: when it ended, the limit headers of its group, a 429's wait. */
export function pacingOutcome(r: AttemptResult): Outcome {
  const rate = r.status !== 0 && !UNPACED_STATUSES.has(r.status) ? rateHeaders(r.headers) : undefined;
  return {
    at: r.at,
    status: r.status,
    rate,
    retryAfter: r.status === 429 ? parseRetryAfter(r.headers["retry-after"]) : undefined,
    // Refused before the rate limiter (credentials, scope, allowlist) or never sent: not counted.
    notCounted: r.network?.notSent === true || UNCOUNTED_STATUSES.has(r.status),
  };
}

/** An attempt's place in the pacer: a slot, or the probe that goes alone while the account is unknown. */
export interface Slot {
  lease?: Lease | undefined;
  probe: boolean;
}

export class Pacing {
  constructor(
    readonly enabled: boolean,
    private readonly account: KeyAccount,
    private readonly origin: string,
    private readonly settings: PacingSettings,
  ) {}

  pacerOf(accountId: string) {
    return accountPacer(this.origin, accountId, this.settings);
  }

  get accountId(): string | undefined {
    return this.account.accountId;
  }

  /** Waits for a slot in the group. Rejects (with the signal's reason) when the caller aborts. */
  async acquire(group: string, signal: AbortSignal | undefined): Promise<Slot> {
    if (!this.enabled) return { probe: false };
    const accountId = await this.account.gate(signal);
    if (accountId === undefined) return { probe: true };
    return { lease: await this.pacerOf(accountId).group(group).acquire(signal), probe: false };
  }

  /** Gives the slot back with what the attempt said, and learns the account from Account-Id. */
  settle(slot: Slot, group: string, outcome: Outcome, accountId: string | undefined): void {
    slot.lease?.done(outcome);
    if (slot.probe) {
      this.account.finishProbe(accountId);
      if (accountId !== undefined) this.pacerOf(accountId).group(group).adopt(outcome);
    } else if (accountId !== undefined && this.account.accountId !== accountId) {
      this.account.accountId = accountId;
    }
  }
}
