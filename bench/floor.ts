// The floor: the least time the service's rate limits allow for a set of requests, given which
// requests must wait for which.
//
// The service counts requests per account and rate-limit group in fixed one-second windows
// (spec 8; emulator/platform/rateLimit.ts: a group's first request opens its window, each window
// admits L_g requests). The floor is the finish time of an ideal client that
//   (a) sends every request the moment the requests it depends on have answered,
//   (b) knows each group's window phase and fills every window up to the group's limit L_g, and
//   (c) sees every request take rtt, the median round trip of an unthrottled request measured in
//       the same run (rtt = 0 gives the pure rate-limit floor, also reported).
// It is computed by list-scheduling the request graph under those rules (earliest ready first,
// longer remaining chain first on ties). For independent requests in one group it reduces to
//   floor_g = (⌈N_g / L_g⌉ − 1) · W + rtt
// (the first L_g go at once, the last window opens ⌈N_g / L_g⌉ − 1 windows later), and for a graph
//   floor ≈ max_g (⌈N_g / L_g⌉ − 1) · W + D · rtt,
// D being the round trips on the longest dependency chain, unless a chain through a slow group
// (brand → campaigns in "registration", 10/s) binds harder: the scheduler takes the larger.
//
// The apply's graph (what the kinds send, see bench/README.md):
//   reads of the live state (every section's list, GET /v1/me, GET /v1/allowlist) — no deps;
//   then, per change, its kind's requests in sequence:
//     IpAllowlist update: GET /v1/me ∥ GET /v1/allowlist (read) → GET /v1/me → PUT /v1/allowlist
//     ApiKey, WebhookEndpoint create: one POST (writes)
//     Brand create: POST /v1/brands (registration)
//     Campaign create: POST /v1/campaigns (registration), after its brand
//     PhoneNumber create (exact number, campaign_id in the body): POST /v1/numbers (writes), after its campaign.
//     PhoneNumber create by search criteria: the same POST, after its campaign and a search
//       (GET /v1/numbers/available, reads) that offered its number. The search has no cursor and
//       answers the first 50 numbers nobody owns, so the n-th number is offered once the buy 50
//       places before it answered: the ideal client searches again as buys answer (Searches).
import type { Change, Plan } from "../cli/reconcile/model";
import { RATE_GROUPS, RATE_WINDOW_MS, type RateGroup } from "../schema/scopes";

export interface Node {
  id: number;
  group: RateGroup;
  deps: Node[];
  label: string;
  /** The config section the request works for ("read" for the live-state reads). */
  section: string;
  /** Filled by the scheduler. */
  send?: number;
  finish?: number;
}

export class Graph {
  readonly nodes: Node[] = [];
  add(group: RateGroup, label: string, deps: Node[] = [], section = "read"): Node {
    const n: Node = { id: this.nodes.length, group, deps, label, section };
    this.nodes.push(n);
    return n;
  }

  counts(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const n of this.nodes) out[n.group] = (out[n.group] ?? 0) + 1;
    return out;
  }
}

/** The requests of one change, chained; returns the node its dependents wait for. */
function changeRequests(g: Graph, c: Change, after: Node[]): Node {
  const label = `${c.section}.${c.name}`;
  if (c.section === "ip_allowlist") {
    const me = g.add("reads", `${label}: GET /v1/me`, after, c.section);
    const get = g.add("reads", `${label}: GET /v1/allowlist`, after, c.section);
    const me2 = g.add("reads", `${label}: GET /v1/me`, [me, get], c.section);
    return g.add("writes", `${label}: PUT /v1/allowlist`, [me2], c.section);
  }
  const group: RateGroup = c.section === "brands" || c.section === "campaigns" ? "registration" : "writes";
  return g.add(group, `${label}: ${c.action}`, after, c.section);
}

/** Most matches one number search answers (schema/numbers.ts MAX_SEARCH_RESULTS). */
const SEARCH_PAGE = 50;
/** Numbers of one criteria the floor gives one search (see Searches). */
const SEARCH_CHUNK = 10;

/**
 * The searches of number creates by criteria. A search answers the first SEARCH_PAGE numbers of a
 * fixed sequence that nobody owns, so the n-th number of one criteria is offered once the buy
 * SEARCH_PAGE places before it has answered, and an ideal client searches again as buys answer.
 * The floor gives each SEARCH_CHUNK numbers one search, after the buy its first number needs: a
 * little more than the ideal client may need, so the floor stays a lower bound (within
 * SEARCH_CHUNK buys).
 */
class Searches {
  private readonly byCriteria = new Map<string, { buys: Node[]; search?: Node }>();

  constructor(
    private readonly g: Graph,
    private readonly reads: Node[],
  ) {}

  private criteria(c: Change): string | undefined {
    const d = (c.desired ?? {}) as { number?: string; areaCode?: string; contains?: string; capabilities?: string[] };
    if (c.section !== "phone_numbers" || c.action !== "create" || d.number !== undefined) return undefined;
    return JSON.stringify([d.areaCode, d.contains, [...(d.capabilities ?? [])].sort()]);
  }

  /** The search that offers this create its number, or undefined for an exact number. */
  for(c: Change): Node | undefined {
    const key = this.criteria(c);
    if (key === undefined) return undefined;
    const state = this.byCriteria.get(key) ?? { buys: [] };
    this.byCriteria.set(key, state);
    const n = state.buys.length;
    if (state.search === undefined || n % SEARCH_CHUNK === 0) {
      const needs = n >= SEARCH_PAGE ? [state.buys[n - SEARCH_PAGE]!] : [];
      state.search = this.g.add("reads", `search ${key} from #${n + 1}`, [...this.reads, ...needs], c.section);
    }
    return state.search;
  }

  /** The buy of a create `for` answered. */
  bought(c: Change, buy: Node): void {
    const key = this.criteria(c);
    if (key !== undefined) this.byCriteria.get(key)!.buys.push(buy);
  }
}

/**
 * The request graph of a fresh apply of a plan: `liveReads` reads with no dependency, then every
 * change's requests after them, references (campaign → brand, number → campaign) as edges.
 */
export function applyGraph(plan: Plan, liveReads: number): Graph {
  const g = new Graph();
  const reads: Node[] = [];
  for (let i = 0; i < liveReads; i++) reads.push(g.add("reads", `read live state ${i + 1}`, [], "read"));
  const searches = new Searches(g, reads);
  const done = new Map<string, Node>();
  // Sections in dependency order: brands, then campaigns, then numbers (plan order already is).
  for (const c of plan.changes) {
    if (c.action === "noop") continue;
    const deps = [...reads];
    for (const w of c.waitsFor) {
      const d = done.get(`${w.section}.${w.name}`);
      if (d) deps.push(d);
    }
    const search = searches.for(c);
    if (search) deps.push(search);
    const last = changeRequests(g, c, deps);
    searches.bought(c, last);
    done.set(`${c.section}.${c.name}`, last);
  }
  return g;
}

/** Requests that still follow this one (its longest chain), for tie-breaking. */
function chainLengths(g: Graph): Map<Node, number> {
  const dependents = new Map<Node, Node[]>();
  for (const n of g.nodes) for (const d of n.deps) dependents.set(d, [...(dependents.get(d) ?? []), n]);
  const memo = new Map<Node, number>();
  const len = (n: Node): number => {
    const known = memo.get(n);
    if (known !== undefined) return known;
    const v = 1 + Math.max(0, ...(dependents.get(n) ?? []).map(len));
    memo.set(n, v);
    return v;
  };
  for (const n of g.nodes) len(n);
  return memo;
}

export interface FloorResult {
  seconds: number;
  /** The same with rtt = 0: what the limits alone impose. */
  limitsOnlySeconds: number;
  rttMs: number;
  requestsByGroup: Record<string, number>;
  /** Round trips on the longest dependency chain. */
  chainDepth: number;
  /** max_g (⌈N_g / L_g⌉ − 1) · W + D · rtt, for comparison with the scheduled floor. */
  closedFormSeconds: number;
  /** Per group: windows needed, and when its last request is sent in the ideal schedule. */
  groups: Record<string, { requests: number; limit: number; windows: number; lastSendSeconds: number }>;
}

function schedule(g: Graph, rttMs: number, limitOf: (group: RateGroup) => number): number {
  const chain = chainLengths(g);
  const windows = new Map<RateGroup, { t0: number; used: number[] }>();
  for (const n of g.nodes) {
    n.send = undefined;
    n.finish = undefined;
  }
  const pending = new Set(g.nodes);
  let makespan = 0;
  while (pending.size > 0) {
    let best: Node | undefined;
    let bestReady = Number.POSITIVE_INFINITY;
    for (const n of pending) {
      if (n.deps.some((d) => d.finish === undefined)) continue;
      const ready = Math.max(0, ...n.deps.map((d) => d.finish!));
      if (ready < bestReady || (ready === bestReady && best && chain.get(n)! > chain.get(best)!)) {
        best = n;
        bestReady = ready;
      }
    }
    if (!best) throw new Error("the request graph has a cycle");
    const limit = limitOf(best.group);
    let w = windows.get(best.group);
    let send: number;
    if (!w) {
      w = { t0: bestReady, used: [1] };
      windows.set(best.group, w);
      send = bestReady;
    } else {
      let k = Math.max(0, Math.floor((bestReady - w.t0) / RATE_WINDOW_MS));
      while ((w.used[k] ?? 0) >= limit) k++;
      w.used[k] = (w.used[k] ?? 0) + 1;
      send = Math.max(bestReady, w.t0 + k * RATE_WINDOW_MS);
    }
    best.send = send;
    best.finish = send + rttMs;
    makespan = Math.max(makespan, best.finish);
    pending.delete(best);
  }
  return makespan;
}

/**
 * A model of msgform's client, for the breakdown (not the floor): the sdk's slot pacer
 * (sdk/pacing.ts: L_g slots per group, a slot taken at send and free again windowMs + marginMs after
 * the response) with unlimited concurrency, either walking the graph (each request as soon as its
 * dependencies answered) or, like cli/reconcile/apply.ts today, section by section (a section starts
 * when the previous one has finished).
 */
export function pacerModel(
  g: Graph,
  rttMs: number,
  opts: { bySection: boolean; marginMs?: number; limitOf?: (group: RateGroup) => number },
): number {
  const limitOf = opts.limitOf ?? ((group: RateGroup) => RATE_GROUPS[group].limit);
  const hold = RATE_WINDOW_MS + (opts.marginMs ?? 10);
  const slots = new Map<RateGroup, number[]>();
  const order: string[] = [];
  for (const n of g.nodes) if (!order.includes(n.section)) order.push(n.section);
  const finish = new Map<Node, number>();
  let barrier = 0;
  let makespan = 0;
  const run = (nodes: Node[]) => {
    const pending = new Set(nodes);
    while (pending.size > 0) {
      let best: Node | undefined;
      let bestReady = Number.POSITIVE_INFINITY;
      for (const n of pending) {
        if (n.deps.some((d) => !finish.has(d))) continue;
        const ready = Math.max(barrier, ...n.deps.map((d) => finish.get(d) ?? 0));
        if (ready < bestReady) {
          best = n;
          bestReady = ready;
        }
      }
      if (!best) throw new Error("the request graph has a cycle");
      let free = slots.get(best.group);
      if (!free) {
        free = Array.from({ length: limitOf(best.group) }, () => 0);
        slots.set(best.group, free);
      }
      let k = 0;
      for (let i = 1; i < free.length; i++) if (free[i]! < free[k]!) k = i;
      const send = Math.max(bestReady, free[k]!);
      const done = send + rttMs;
      free[k] = done + hold;
      finish.set(best, done);
      makespan = Math.max(makespan, done);
      pending.delete(best);
    }
  };
  if (opts.bySection) {
    for (const section of order) {
      run(g.nodes.filter((n) => n.section === section));
      barrier = makespan;
    }
  } else run(g.nodes);
  return makespan / 1000;
}

function depth(g: Graph): number {
  const memo = new Map<Node, number>();
  const d = (n: Node): number => {
    const known = memo.get(n);
    if (known !== undefined) return known;
    const v = 1 + Math.max(0, ...n.deps.map(d));
    memo.set(n, v);
    return v;
  };
  return Math.max(0, ...g.nodes.map(d));
}

const specLimit = (group: RateGroup) => RATE_GROUPS[group].limit;

export function floorOf(g: Graph, rttMs: number, limitOf = specLimit): FloorResult {
  const limitsOnly = schedule(g, 0, limitOf);
  const withRtt = schedule(g, rttMs, limitOf);
  const counts = g.counts();
  const groups: FloorResult["groups"] = {};
  for (const [group, n] of Object.entries(counts)) {
    const limit = limitOf(group as RateGroup);
    const lastSend = Math.max(...g.nodes.filter((x) => x.group === group).map((x) => x.send!));
    groups[group] = { requests: n, limit, windows: Math.ceil(n / limit), lastSendSeconds: lastSend / 1000 };
  }
  const D = depth(g);
  const windowsBound = Math.max(...Object.values(groups).map((x) => (x.windows - 1) * RATE_WINDOW_MS));
  return {
    seconds: withRtt / 1000,
    limitsOnlySeconds: limitsOnly / 1000,
    rttMs,
    requestsByGroup: counts,
    chainDepth: D,
    closedFormSeconds: (windowsBound + D * rttMs) / 1000,
    groups,
  };
}

export const FLOOR_FORMULA =
  "floor = finish time of an ideal client that sends each request as soon as its dependencies answered, fills every " +
  "one-second window of each rate-limit group up to the group's limit (knowing the window phase) and sees every request " +
  "take rtt (median unthrottled round trip measured in the same run). Computed by list-scheduling the apply's request " +
  "graph (live-state reads → allowlist chain me/get → me → put; keys, webhooks; brand → campaigns → numbers, each " +
  "number after its own campaign; a number by search criteria also after a search, one search per 50 numbers of one " +
  "criteria, each after the previous 50 buys). For independent requests in one group it is (ceil(N_g/L_g) - 1) * 1 s + rtt; for the " +
  "graph ≈ max_g (ceil(N_g/L_g) - 1) * 1 s + D * rtt (D = round trips on the longest chain) unless the registration " +
  "chain binds harder.";
