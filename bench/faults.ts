// Section 6a: the large fixture's apply with 20% of requests faulted (5xx, 429 bursts, connection
// resets after the operation committed, added latency), at the spec's limits. It must converge in
// one run with no duplicate object; a second plan must show no change.
import { analyse, warmUp } from "./applyBench";
import { progress, round, settings, timed } from "./common";
import { EmulatorProcess, type KeyPair } from "./emulator";
import { declaredCounts, fixtureConfig, writeConfig } from "./fixture";
import { apply, pendingChanges, plan, Recorder, session } from "./msgform";

/** Each of the four faults fires with this probability, so that 1 − (1 − p)^4 = 20% of operations get at least one. */
const FAULT_PROBABILITY = round(1 - 0.8 ** (1 / 4), 4);
const FAULT_SEED = 9;

async function listAll<T>(emu: EmulatorProcess, key: KeyPair, path: string): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const sep = path.includes("?") ? "&" : "?";
    const page = await emu.must<{ data: T[]; has_more: boolean; next_cursor: string | null }>(
      "GET",
      `${path}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      key,
    );
    out.push(...page.data);
    if (!page.has_more || !page.next_cursor) return out;
    cursor = page.next_cursor;
  }
}

type Managed = { id: string; metadata?: Record<string, string> };

/** Objects per kind in the account, and how many carry a declaration name more than once (duplicates). */
async function census(emu: EmulatorProcess, key: KeyPair) {
  const kinds: Record<string, string> = {
    api_keys: "/v1/keys?status=active",
    webhook_endpoints: "/v1/webhook_endpoints",
    brands: "/v1/brands",
    campaigns: "/v1/campaigns",
    phone_numbers: "/v1/numbers",
  };
  const counts: Record<string, number> = {};
  const total: Record<string, number> = {};
  const duplicates: Record<string, number> = {};
  for (const [section, path] of Object.entries(kinds)) {
    const all = await listAll<Managed>(emu, key, path);
    // Only what this config manages: the bootstrap keys carry no msgform:name.
    const managed = all.filter((o) => o.metadata?.["msgform:name"] !== undefined);
    counts[section] = managed.length;
    total[section] = all.length;
    duplicates[section] = managed.length - new Set(managed.map((o) => o.metadata!["msgform:name"])).size;
  }
  const allowlist = await emu.must<{ entries: unknown[] }>("GET", "/v1/ip_allowlist", key);
  counts.ip_allowlist_entries = allowlist.entries.length;
  return { counts, total, duplicates };
}

export async function faultSection() {
  const config = fixtureConfig(settings.fixture, 2);
  const file = writeConfig(config);
  const emu = await EmulatorProcess.start();
  await warmUp(emu);
  const s = session(emu.baseUrl, emu.caFile, emu.primary.keys.live);
  try {
    const account = emu.primary.accountId;
    await emu.control("PATCH", "/control/settings", { fault_seed: FAULT_SEED });
    const faults = [
      { target: "*", kind: "error_5xx", probability: FAULT_PROBABILITY, status: 503, account_id: account },
      { target: "*", kind: "rate_limit_burst", probability: FAULT_PROBABILITY, burst_ms: 1000, account_id: account },
      { target: "*", kind: "reset_after_commit", probability: FAULT_PROBABILITY, account_id: account },
      { target: "*", kind: "latency", probability: FAULT_PROBABILITY, latency_ms: 300, account_id: account },
    ];
    for (const f of faults) await emu.control("POST", "/control/faults", f);
    progress(`faults: msgform apply of the large fixture with ${faults.length} faults at p=${FAULT_PROBABILITY} each (20% of operations)`);
    const { value: run, seconds } = await timed(() => apply(s, file));
    const injected = (await emu.control<{ data: { kind: string; count: number }[] }>("GET", "/control/faults")).body.data;
    await emu.control("DELETE", "/control/faults");
    const summary = Recorder.summary(s.recorder.between(run.marks.start, run.marks.end + 1));
    const breakdown = analyse(s, run);
    const failed = run.result.results.filter((r) => r.outcome !== "done");
    progress(`  ${round(seconds)} s, ${summary.requests} requests, ${failed.length} errors surfaced`);
    const { counts, total, duplicates } = await census(emu, emu.primary.keys.live);
    const declared = declaredCounts(config);
    const second = await plan(s, file);
    const pending = pendingChanges(second);
    const dupTotal = Object.values(duplicates).reduce((t, n) => t + n, 0);
    const matches = Object.entries(declared).every(([k, n]) => counts[k] === n);
    progress(`  objects match the declarations: ${matches}; duplicates: ${dupTotal}; second plan: ${pending.length} changes`);
    return {
      faults: faults.map(({ account_id: _a, ...f }) => f),
      fault_seed: FAULT_SEED,
      faults_fired: Object.fromEntries(injected.map((f) => [f.kind, f.count])),
      seconds: round(seconds),
      requests: summary.requests,
      first_attempts: summary.first_attempts,
      rate_limited_429: summary.rate_limited_429,
      server_errors_5xx: summary.server_errors_5xx,
      network_errors: summary.network_errors,
      errors_surfaced: failed.length,
      first_error: failed[0]?.error,
      converged_in_one_run: run.result.ok,
      declared,
      found: counts,
      found_including_unmanaged: total,
      duplicates,
      duplicate_objects: dupTotal,
      objects_match_declarations: matches,
      second_plan_changes: pending.length,
      retry_budget_left: s.client.stats().retryBudget,
      sections: breakdown.sections,
      note:
        "a rate_limit_burst fault answers 429 to every request of the account for burst_ms (1 s); the sdk's pacer then " +
        "pauses the group for Retry-After and holds the rejected request's slot one more window",
    };
  } finally {
    await s.close();
    await emu.close();
  }
}
