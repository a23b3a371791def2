// `npm run bench`: every figure of issue 9 in one run, written to bench/results.json and printed as
// a table on stdout (progress on stderr). Not part of `npm test`; no figure here is asserted.
// BENCH_QUICK=1 shrinks every size for a quick local run; BENCH_ONLY=apply,baseline,… runs some
// sections only (see bench/common.ts and bench/README.md).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { applySection, areaCodeSection, baselineSection, noopOnApplied, noopOnBigAccount } from "./applyBench";
import { crashSection } from "./crash";
import { faultSection } from "./faults";
import { firstHourSection } from "./firstHour";
import { listsSection } from "./lists";
import { elapsedSeconds, machine, progress, round, settings, wanted } from "./common";
import { ROOT } from "./emulator";
import { removeConfigs } from "./fixture";
import { preflightSection } from "./preflight";
import { pulumiSection } from "./pulumi";
import { restartSection } from "./restart";
import { startSection } from "./start";
import { requestPathSection } from "./requestPath";
import { renderTable } from "./table";
import { throughputSection } from "./throughput";
import { deliverySection, lossSection } from "./webhooks";

export type Results = Record<string, unknown>;

async function section<T>(results: Results, name: string, fn: () => Promise<T>): Promise<T | undefined> {
  const t0 = elapsedSeconds();
  try {
    const value = await fn();
    results[name] = value;
    return value;
  } catch (err) {
    progress(`${name} FAILED: ${(err as Error).stack ?? String(err)}`);
    results[name] = { error: (err as Error).message };
    return undefined;
  } finally {
    progress(`${name}: ${round(elapsedSeconds() - t0, 1)} s`);
  }
}

/** The headline checks of issue 9, read off the sections (null where a section did not run). */
function summary(r: Results) {
  type Loose = Record<string, Record<string, unknown> | undefined> | undefined;
  const get = (section: string, ...path: string[]): unknown => {
    let v: unknown = r[section];
    for (const p of path) v = v === undefined || v === null ? undefined : (v as Record<string, unknown>)[p];
    return v ?? null;
  };
  const applyRuns = (r.apply as { runs?: { rate_limited_share: number; errors_surfaced: number }[] } | undefined)?.runs;
  const faults = r.faults as Loose;
  return {
    apply_ratio_to_floor: get("apply", "median", "ratio_to_floor"),
    apply_ratio_goal: 1.1,
    apply_goal_met: get("apply", "goal", "met"),
    apply_rate_limited_share_max: applyRuns ? Math.max(...applyRuns.map((x) => x.rate_limited_share)) : null,
    apply_errors_surfaced_max: applyRuns ? Math.max(...applyRuns.map((x) => x.errors_surfaced)) : null,
    apply_area_codes_ratio_to_floor: get("apply_area_codes", "median", "ratio_to_floor"),
    apply_area_codes_goal_met: get("apply_area_codes", "goal", "met"),
    msgform_to_baseline: get("comparison", "msgform_to_baseline"),
    msgform_to_baseline_converged: get("comparison", "msgform_to_baseline_converged"),
    baseline_errors_surfaced: get("baseline", "median", "errors_surfaced"),
    baseline_rate_limited_share: get("baseline", "median", "rate_limited_share"),
    fault_apply_converged_in_one_run: faults?.apply?.converged_in_one_run ?? null,
    duplicate_objects: faults?.apply?.duplicate_objects ?? null,
    second_plan_changes: faults?.apply?.second_plan_changes ?? null,
    webhook_events_lost: faults?.webhook_loss?.lost ?? null,
    webhook_events_lost_after_replay: faults?.webhook_loss?.lost_after_replay ?? null,
    list_worst_ratio_30k_to_100: get("lists", "worst_ratio"),
    list_bytes_per_object: get("lists", "memory", "bytes_per_object"),
    restart_seconds_after_sigkill: get("restart", "start_seconds_after_sigkill"),
    restart_seconds_after_sigterm: get("restart", "start_seconds_after_sigterm"),
    crash_secrets_lost_after_sigkills: get("crash", "sigkill", "secrets_lost"),
    crash_duplicates_after_sigkills: get("crash", "sigkill", "duplicates"),
    crash_duplicates_after_concurrent_applies: get("crash", "concurrent", "duplicates"),
    start_help_to_bare_node: get("start", "now", "help", "ratio_to_bare"),
    start_validate_warm_to_bare_node: get("start", "now", "validate_keys_warm", "ratio_to_bare"),
    start_validate_first_run_to_bare_node: get("start", "now", "validate_keys_first", "ratio_to_bare"),
    preflight_review_1000_campaigns_ms: get("preflight", "review_ms", "median_ms"),
    preflight_validate_strict_1000_campaigns_ms: get("preflight", "validate_strict_ms", "median_ms"),
    preflight_goal_met: get("preflight", "goal_met"),
    webhook_burst_all_delivered:
      get("webhooks", "burst", "deliveries_received") === null
        ? null
        : get("webhooks", "burst", "deliveries_received") === get("webhooks", "burst", "deliveries_expected"),
  };
}

async function main(): Promise<void> {
  const results: Results = {
    generated_at: new Date().toISOString(),
    machine: machine(),
    settings,
  };
  progress(`msgform bench on ${results.machine && JSON.stringify(results.machine)}`);

  // First, on a machine the other sections have not yet warmed or loaded.
  if (wanted("start")) await section(results, "start", startSection);
  if (wanted("preflight")) await section(results, "preflight", preflightSection);
  let ours: Awaited<ReturnType<typeof applySection>> | undefined;
  if (wanted("apply")) {
    ours = await section(results, "apply", applySection);
    if (ours) results.apply = ours.result;
  }
  if (wanted("area_codes")) await section(results, "apply_area_codes", areaCodeSection);
  if (wanted("baseline")) {
    const msgformOperations = ours?.result.runs[0]?.operations_by_id;
    const base = await section(results, "baseline", () => baselineSection(ours?.kept.file, msgformOperations));
    if (base && ours) {
      const m = ours.result.median.wall_seconds;
      const converged = base.median.seconds_to_converge;
      results.comparison = {
        msgform_seconds: m,
        baseline_seconds: base.median.seconds,
        msgform_to_baseline: round(m / base.median.seconds),
        speedup: round(base.median.seconds / m, 2),
        baseline_seconds_to_converge: converged,
        msgform_to_baseline_converged: converged ? round(m / converged) : null,
        note:
          "msgform_to_baseline compares with the baseline's first apply, which surfaced errors and skipped their dependents; " +
          "_converged with the applies it took the baseline to create everything",
      };
    }
  }
  if (wanted("noop")) {
    const noop: Results = {};
    if (ours) await section(noop, "applied_fixture", () => noopOnApplied(ours.kept));
    await section(noop, "big_account", () => noopOnBigAccount());
    results.noop = noop;
  }
  if (ours) {
    await ours.kept.s.close();
    await ours.kept.emu.close();
  }

  // The throughput section includes the request path against bare Fastify (request_path alone runs only that).
  if (wanted("throughput") || wanted("request_path")) await section(results, "request_path", requestPathSection);
  if (wanted("throughput")) await section(results, "throughput", throughputSection);
  if (wanted("webhooks")) await section(results, "webhooks", deliverySection);
  const faults: Results = {};
  if (wanted("faults")) {
    await section(faults, "apply", faultSection);
    await section(faults, "webhook_loss", lossSection);
  }
  if (Object.keys(faults).length > 0) results.faults = faults;
  if (wanted("pulumi")) await section(results, "pulumi", pulumiSection);
  if (wanted("lists")) await section(results, "lists", listsSection);
  if (wanted("restart")) await section(results, "restart", restartSection);
  if (wanted("crash")) await section(results, "crash", crashSection);
  // Only when named: it runs npm itself (a clone's install and build), several minutes on 2 cores.
  if (settings.only.includes("firsthour")) await section(results, "firsthour", firstHourSection);

  removeConfigs();
  results.summary = summary(results);
  results.total_seconds = round(elapsedSeconds(), 1);
  (results.machine as Record<string, unknown>).load_average_at_end = loadavg().map((l) => round(l, 2));
  const file = join(ROOT, "bench", "results.json");
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
  process.stdout.write(renderTable(results));
  progress(`wrote ${file}; total ${round(elapsedSeconds(), 1)} s`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    progress(`bench failed: ${(err as Error).stack ?? String(err)}`);
    process.exit(1);
  },
);
