// Numbers bought by search criteria, shared out among the creates of one process (a CLI apply, a
// Pulumi dynamic-provider host running many Creates at once).
//
// The service's search has no cursor: it answers the first matches of a query in a fixed order,
// minus the numbers owned in this mode (docs/decisions.md). So creates that search on their own all
// chase the same first matches, and each one that loses a race moves down the same short list. Here
// one pool per client and criteria searches once for every create waiting, hands each match to one
// create, and searches again when its matches are used up: the numbers bought meanwhile have left
// the results, so the next search shows the matches after them (paging by buying). A match another
// buyer took since the search moves that create to the next one. The criteria are exhausted only
// when a search finds nothing and no buy of this process is in flight.
import { MAX_SEARCH_RESULTS } from "../../schema/numberSearch";
import { ApiError } from "../../sdk/errors";
import { attempt, type Client, defined, failure, type SdkContext } from "./support";

/** The service's answers to a buy of a number someone (or this account) already owns. */
const TAKEN = new Set(["number_unavailable", "number_already_owned"]);

/** Matches one create may find taken by other buyers before it gives up (each one is a buy that lost a race). */
const MAX_TAKEN = 25;

/** Searches in a row that offer only numbers this process saw settled (a search racing a buy), before giving up. */
const STALE_SEARCHES = 3;

/** Matches kept longer than this are searched again: another buyer may have taken them. */
const FRESH_MS = 30_000;

/** The next search starts when fewer matches than this are left, so that creates rarely wait for one. */
const PREFETCH_BELOW = 16;

export interface SearchCriteria {
  areaCode?: string;
  contains?: string;
  capabilities?: readonly string[];
}

type Outcome = "bought" | "taken" | "unused";

/** The matches of one criteria for one client: handed out once each. */
class Pool {
  private queue: string[] = [];
  private searchedAt = 0;
  /** Handed to a create whose buy has not answered yet. */
  private readonly inFlight = new Set<string>();
  /** Bought or found taken in this process: never handed out again. */
  private readonly gone = new Set<string>();
  private refill: Promise<number> | undefined;
  private waiting: (() => void)[] = [];

  /** The next match no other create holds, or undefined when the criteria are exhausted. */
  async claim(search: () => Promise<string[]>): Promise<string | undefined> {
    let stale = 0;
    for (;;) {
      if (Date.now() - this.searchedAt > FRESH_MS) this.queue = [];
      const next = this.queue.shift();
      if (next !== undefined) {
        this.inFlight.add(next);
        // Ahead of need; its failure is reported to the create that waits for it, if any.
        if (this.queue.length < PREFETCH_BELOW) this.searchOnce(search).catch(() => undefined);
        return next;
      }
      const found = await this.searchOnce(search);
      if (this.queue.length > 0) continue;
      // Every match is held by a buy in flight: once bought they leave the results and the next
      // search shows the ones after them; a buy that fails for another reason hands its match back.
      if (this.inFlight.size > 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
      else if (found === 0 || ++stale > STALE_SEARCHES) return undefined;
    }
  }

  /** What became of a match handed out by claim(). */
  settle(number: string, outcome: Outcome): void {
    this.inFlight.delete(number);
    if (outcome === "unused") this.queue.unshift(number);
    else this.gone.add(number);
    this.wake();
  }

  /** Creates waiting for a match look again. */
  private wake(): void {
    for (const resume of this.waiting.splice(0)) resume();
  }

  /** The search in progress, or a new one: one at a time per pool, every create waiting shares its answer. */
  private searchOnce(run: () => Promise<string[]>): Promise<number> {
    this.refill ??= this.search(run).finally(() => (this.refill = undefined));
    return this.refill;
  }

  /** Searches; queues the matches no create holds. Returns how many matches the service offered. */
  private async search(run: () => Promise<string[]>): Promise<number> {
    const found = await run();
    this.searchedAt = Date.now();
    const queued = new Set(this.queue);
    for (const n of found) {
      if (!this.inFlight.has(n) && !this.gone.has(n) && !queued.has(n)) this.queue.push(n);
    }
    if (this.queue.length > 0) this.wake();
    return found.length;
  }
}

/** Pools by client (one account and mode, per process) and criteria. */
const pools = new WeakMap<object, Map<string, Pool>>();

function poolFor(client: Client, query: Record<string, unknown>): Pool {
  let byQuery = pools.get(client);
  if (byQuery === undefined) pools.set(client, (byQuery = new Map()));
  const key = JSON.stringify(query);
  let pool = byQuery.get(key);
  if (pool === undefined) byQuery.set(key, (pool = new Pool()));
  return pool;
}

/**
 * Buys a number matching the criteria with `buy(number, attempt)` (`attempt` counts the matches
 * this create tried, for its idempotency key), moving on to the next match while the service says
 * another buyer has it. `label` names the criteria in errors; other failures of the buy are thrown
 * as failure()s naming the number.
 */
export async function buyBySearch<T>(
  ctx: SdkContext,
  criteria: SearchCriteria,
  label: string,
  buy: (number: string, attempt: number) => Promise<T>,
): Promise<T> {
  const capabilities = criteria.capabilities === undefined ? undefined : [...criteria.capabilities].sort().join(",");
  const query = defined({ area_code: criteria.areaCode, contains: criteria.contains, capabilities });
  const pool = poolFor(ctx.client, query);
  const search = async () => {
    const page = await attempt(`Phone number: search (${label})`, () =>
      ctx.client.numbers.search({ ...query, limit: MAX_SEARCH_RESULTS }, { signal: ctx.signal }));
    return page.data.map((a) => a.number);
  };
  for (let tried = 0; tried < MAX_TAKEN; tried++) {
    const number = await pool.claim(search);
    if (number === undefined) {
      throw new Error(`Phone number was not bought: no number is available matching ${label}; widen the search criteria`);
    }
    let outcome: Outcome = "unused";
    try {
      const made = await buy(number, tried);
      outcome = "bought";
      return made;
    } catch (e) {
      if (!(e instanceof ApiError && TAKEN.has(e.code))) throw failure(`Phone number ${number}: buy`, e);
      outcome = "taken";
    } finally {
      pool.settle(number, outcome);
    }
  }
  throw new Error(
    `Phone number was not bought: ${MAX_TAKEN} matches of ${label} in a row were bought by someone else before this ` +
    "create could buy them; run again",
  );
}
