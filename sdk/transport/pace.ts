// Step 2, pace: before an attempt, a slot in the account's rate-limit group (sdk/pacing.ts), or
// the one probe that learns which account the key belongs to; after it, what the response says
// about the limit goes back to the pacer. Retry decisions are not made here (see decide.ts).
import { accountPacer, type KeyAccount, type Lease, type Outcome, type PacingSettings, type RateHeaders } from "../pacing";
import { RATE_GROUPS, type RateGroup } from "../../schema/scopes";
import { parseRetryAfter } from "../retry";
import { type AttemptResult, header, type Headers } from "./send";

/**
 * Statuses the service answers before its rate limiter (allowlist, authentication, scope, routing):
 * the request was not counted, and the RateLimit-* headers describe a default group, not the endpoint's.
 */
const UNPACED_STATUSES = new Set([401, 403, 405, 413, 415]);
/** Of those, the ones certainly refused before the limiter counted them (body errors may come after it). */
const UNCOUNTED_STATUSES = new Set([401, 403, 405]);

/**
 * Past these a rate-limit header cannot be true, whatever the service (spec 8: limits of 10 to 200
 * requests in one-second windows): a RateLimit-Limit above the emulator's "no limit" (a billion),
 * a window or a Retry-After of more than an hour. Such a value, a negative or non-numeric one, or a
 * RateLimit-Remaining above RateLimit-Limit, comes from a broken service, a proxy or a mock that
 * invents headers; believed, it would stall the client (a pause of years, a limit of zero).
 */
const RATE_HEADER_MOST = { limit: 1_000_000_000, resetSeconds: 3600, retryAfterSeconds: 3600 } as const;

/** A whole number of at least `least` and at most `most`, or why the header's value is not one. */
function plausible(h: Headers, name: string, least: number, most: number): { value?: number; problem?: string } {
  const raw = header(h, name.toLowerCase());
  if (raw === undefined) return {};
  const shown = `${name}=${raw.length > 24 ? raw.slice(0, 24) + "…" : raw}`;
  if (!/^\s*-?\d+\s*$/.test(raw)) return { problem: `${shown} (not a whole number)` };
  const value = Number(raw);
  if (value < least) return { problem: `${shown} (${value < 0 ? "negative" : `below ${least}`})` };
  if (value > most) return { problem: `${shown} (more than ${most})` };
  return { value };
}

/** What the RateLimit-* headers say, or which of them cannot be true (and so none is used). */
export interface RateReading {
  rate?: RateHeaders | undefined;
  ignored?: string[] | undefined;
}

/** The RateLimit-* headers, when complete and possible (spec 8). */
export function rateHeaders(h: Headers): RateReading {
  const limit = plausible(h, "RateLimit-Limit", 1, RATE_HEADER_MOST.limit);
  const remaining = plausible(h, "RateLimit-Remaining", 0, RATE_HEADER_MOST.limit);
  const reset = plausible(h, "RateLimit-Reset", 0, RATE_HEADER_MOST.resetSeconds);
  const problems = [limit, remaining, reset].flatMap((r) => (r.problem ? [r.problem] : []));
  const over = limit.value !== undefined && remaining.value !== undefined && remaining.value > limit.value;
  if (problems.length === 0 && over) {
    problems.push(`RateLimit-Remaining=${remaining.value} (more than RateLimit-Limit=${limit.value})`);
  }
  if (problems.length > 0) return { ignored: problems };
  if (limit.value === undefined || remaining.value === undefined) return {};
  return { rate: { limit: limit.value, remaining: remaining.value, reset: reset.value ?? 1 } };
}

/** A 429's Retry-After in seconds (spec 8), or why it cannot be true. */
function retryAfterOf(h: Headers): { seconds?: number | undefined; problem?: string } {
  const raw = header(h, "retry-after");
  const seconds = parseRetryAfter(raw);
  if (raw === undefined || raw.trim() === "") return {};
  if (seconds === undefined) return { problem: `Retry-After=${raw.slice(0, 40)} (neither seconds nor a date)` };
  if (seconds > RATE_HEADER_MOST.retryAfterSeconds) {
    return { problem: `Retry-After=${raw.slice(0, 40)} (more than ${RATE_HEADER_MOST.retryAfterSeconds} s)` };
  }
  return { seconds };
}

/**
 * What an attempt tells the pacer: when it ended, the limit headers of its group, a 429's wait.
 * Headers that cannot be true are left out (`ignored` says which, for the request trace) and the
 * group is paced by the spec's limit for it (`fallbackLimit`, spec 8) until a true header arrives.
 */
export function pacingOutcome(r: AttemptResult, group?: string): Outcome {
  const read = r.status !== 0 && !UNPACED_STATUSES.has(r.status) ? rateHeaders(r.headers) : {};
  const wait = r.status === 429 ? retryAfterOf(r.headers) : {};
  const ignored = [...(read.ignored ?? []), ...(wait.problem ? [wait.problem] : [])];
  const known = group !== undefined && Object.hasOwn(RATE_GROUPS, group);
  const specLimit = known ? RATE_GROUPS[group as RateGroup].limit : undefined;
  return {
    at: r.at,
    status: r.status,
    rate: read.rate,
    retryAfter: wait.seconds,
    // Refused before the rate limiter (credentials, scope, allowlist) or never sent: not counted.
    notCounted: r.network?.notSent === true || UNCOUNTED_STATUSES.has(r.status),
    ...(ignored.length > 0 ? { ignored, fallbackLimit: specLimit } : {}),
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
