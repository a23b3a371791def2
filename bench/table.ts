// The table printed on stdout: the figures of results.json, a readable summary per section.
import type { ApplySectionResult, baselineSection, noopOnApplied, noopOnBigAccount } from "./applyBench";
import type { faultSection } from "./faults";
import type { firstHourSection } from "./firstHour";
import type { listsSection } from "./lists";
import type { pulumiSection } from "./pulumi";
import type { requestPathSection } from "./requestPath";
import type { restartSection } from "./restart";
import type { preflightSection } from "./preflight";
import type { startSection } from "./start";
import type { throughputSection } from "./throughput";
import type { deliverySection, lossSection } from "./webhooks";

type Of<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
type Maybe<T> = T | { error: string } | undefined;

function ok<T>(v: Maybe<T>): v is T {
  return v !== undefined && !(typeof v === "object" && v !== null && "error" in v);
}

const s = (n: number | null | undefined, unit = "s") => (n === null || n === undefined || Number.isNaN(n) ? "-" : `${n} ${unit}`.trim());
const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

class Table {
  private lines: string[] = [];

  heading(text: string): void {
    this.lines.push("", text, "-".repeat(Math.min(118, text.length)));
  }

  row(label: string, value: string, note = ""): void {
    this.lines.push(`  ${label.padEnd(38)} ${value.padEnd(24)} ${note}`.trimEnd());
  }

  text(line: string): void {
    this.lines.push(`  ${line}`);
  }

  failed(name: string, v: unknown): void {
    this.row(name, "FAILED", (v as { error?: string } | undefined)?.error ?? "not run");
  }

  toString(): string {
    return this.lines.join("\n") + "\n";
  }
}

export function renderTable(r: Record<string, unknown>): string {
  const t = new Table();
  const m = r.machine as {
    cores: number;
    cpu_model: string;
    node: string;
    load_average_at_start: number[];
    load_average_at_end?: number[];
  };
  t.heading(`msgform bench: ${m.cores} cores (${m.cpu_model}), Node ${m.node}, total ${r.total_seconds} s`);
  t.text(`load average at start ${m.load_average_at_start.join(" / ")}, at end ${(m.load_average_at_end ?? []).join(" / ")} (1, 5, 15 min)`);

  startTable(t, r);
  preflightTable(t, r);
  const apply = r.apply as Maybe<ApplySectionResult>;
  const base = r.baseline as Maybe<Of<typeof baselineSection>>;
  const cmp = r.comparison as
    | { msgform_to_baseline: number; speedup: number; msgform_to_baseline_converged: number | null }
    | undefined;
  if (r.apply !== undefined) {
    if (ok(apply)) {
      const f = apply.fixture;
      t.heading(
        `1. Apply from an empty account: ${f.brands} brand, ${f.campaigns} campaigns, ${f.phone_numbers} numbers, ` +
        `${f.webhook_endpoints} webhooks, ${f.ip_allowlist_entries} allowlist entries, ${f.api_keys} API keys; spec limits`,
      );
      applyFigures(t, apply);
    } else t.failed("1. apply", apply);
  }
  const byAreaCode = r.apply_area_codes as Maybe<ApplySectionResult>;
  if (byAreaCode !== undefined) {
    if (ok(byAreaCode)) {
      const f = byAreaCode.fixture;
      t.heading(
        `1b. The same apply with every number declared by one area code: ${f.campaigns} campaigns, ` +
        `${f.phone_numbers} numbers { areaCode: "212" }; spec limits`,
      );
      applyFigures(t, byAreaCode);
    } else t.failed("1b. apply by area code", byAreaCode);
  }
  if (r.baseline !== undefined) {
    t.heading("2. Baseline: same operations, 10 workers, go-retryablehttp defaults (1 s..30 s, 4 retries, Retry-After), no pacing");
    if (ok(base)) {
      const b = base.median;
      t.row(`wall time, first apply (median of ${base.runs.length})`, s(b.seconds), `runs: ${base.runs.map((x) => x.seconds).join(", ")}`);
      t.row("requests", String(b.requests), `same operations as msgform's apply: ${base.same_operations_as_msgform}`);
      t.row("429s received", String(b.rate_limited_429), `share ${pct(b.rate_limited_share)}`);
      t.row("errors surfaced", String(b.errors_surfaced), `+ ${b.skipped} operations skipped (dependency failed)`);
      t.row("applies until converged", b.passes_to_converge === null ? "did not converge" : String(b.passes_to_converge), `total ${s(b.seconds_to_converge)}`);
      if (cmp) t.row("msgform time / baseline time", String(cmp.msgform_to_baseline), `baseline first apply ÷ msgform = ${cmp.speedup}×`);
      if (cmp?.msgform_to_baseline_converged) {
        t.row("msgform time / baseline until converged", String(cmp.msgform_to_baseline_converged));
      }
    } else t.failed("2. baseline", base);
  }

  const noop = r.noop as
    | { applied_fixture?: Maybe<Of<typeof noopOnApplied>>; big_account?: Maybe<Of<typeof noopOnBigAccount>> }
    | undefined;
  if (noop) {
    t.heading("3. No-op plan and drift (spec limits; median of the runs)");
    if (noop.applied_fixture !== undefined) {
      if (ok(noop.applied_fixture)) {
        const a = noop.applied_fixture;
        const ph = (p: { load_config_s: number; read_live_s: number; compute_s: number }) =>
          `config ${p.load_config_s} + reads ${p.read_live_s} + compute ${p.compute_s} s`;
        t.row(
          "applied fixture: plan",
          `${s(a.plan.seconds_median)}, ${a.plan.requests} req`,
          `${a.plan.changes} changes, ${a.plan.rate_limited_429} x 429; ${ph(a.plan.phases_median)}`,
        );
        t.row("applied fixture: drift", `${s(a.drift.seconds_median)}, ${a.drift.requests} req`, `drifted: ${a.drift.drifted}; ${ph(a.drift.phases_median)}`);
        const d = a.drift_with_changes;
        t.row("  after out-of-band edits", `${s(d.seconds)}, ${d.requests} req`, `${d.detected} of ${d.changed_out_of_band} changed objects reported`);
      } else t.failed("applied fixture", noop.applied_fixture);
    }
    if (ok(noop.big_account)) {
      const b = noop.big_account;
      const ph = (p: { load_config_s: number; read_live_s: number; compute_s: number }) =>
        `config ${p.load_config_s} + reads ${p.read_live_s} + compute ${p.compute_s} s`;
      t.row(
        `${b.numbers} numbers: plan`,
        `${s(b.plan.seconds_median)}, ${b.plan.requests} req`,
        `${b.plan.changes} changes; ${ph(b.plan.phases_median)}; setup ${b.setup_seconds} s, limits lifted`,
      );
      t.row(`${b.numbers} numbers: drift`, `${s(b.drift.seconds_median)}, ${b.drift.requests} req`, `drifted: ${b.drift.drifted}; ${ph(b.drift.phases_median)}`);
    } else if (noop.big_account !== undefined) t.failed("big account", noop.big_account);
  }

  const tp = r.throughput as Maybe<Of<typeof throughputSection>>;
  if (r.throughput !== undefined) {
    t.heading(`4. Emulator throughput: HTTPS keep-alive, concurrency ${ok(tp) ? tp.concurrency : "?"}, limits lifted, emulator a separate process`);
    if (ok(tp)) {
      const line = (label: string, x: (typeof tp)["post"]) =>
        t.row(label, `${x.rps_median} req/s`, `p50 ${x.p50_ms_median} ms, p99 ${x.p99_ms_median} ms; runs ${x.runs.map((p) => p.rps).join(", ")}; non-2xx ${x.non_2xx}`);
      line(`GET /v1/messages (${tp.get.messages_stored} stored)`, tp.get);
      line("POST /v1/messages (Idempotency-Key)", tp.post);
      line("POST /v1/messages (no key)", tp.post_without_idempotency_key);
      const sus = tp.post_sustained;
      t.row(`POST sustained ${sus.rps_by_second.length} s, one emulator`, `${sus.rps_median} req/s`, `by second: ${sus.rps_by_second.join(", ")}`);
      line(`GET /v1/messages (${tp.get_with_more_messages.messages_stored} stored)`, tp.get_with_more_messages);
      const mem = tp.emulator_memory;
      t.row(
        "emulator memory (VmHWM)",
        `peak ${s(mem.peak_rss_mb, "MiB")}`,
        `RSS at start ${s(mem.rss_at_start_mb, "MiB")}, end ${s(mem.rss_at_end_mb, "MiB")}; POST runs' peaks ${mem.peak_rss_mb_post_runs.join(", ")} MiB`,
      );
    } else t.failed("4. throughput", tp);
  }
  const rp = r.request_path as Maybe<Of<typeof requestPathSection>>;
  if (r.request_path !== undefined) {
    t.heading("4b. Authenticated request path against a bare Fastify HTTPS handler, interleaved rounds (goal ≥ 0.6x GET /v1/me, ≥ 0.4x the key list)");
    if (ok(rp)) {
      for (const c of [rp.me, rp.keys_list]) {
        t.row(`bare Fastify ${c.what}`, `${c.bare_fastify.rps_median} req/s`, `p50 ${c.bare_fastify.p50_ms} ms; runs ${c.bare_fastify.runs.join(", ")}`);
        t.row(`emulator ${c.what}`, `${c.emulator.rps_median} req/s`, `p50 ${c.emulator.p50_ms} ms; runs ${c.emulator.runs.join(", ")}`);
        t.row("ratio", `${c.ratio}x`, `by round ${c.ratio_by_run.join(", ")}; server CPU per request ${c.emulator.cpu_us_per_request} vs ${c.bare_fastify.cpu_us_per_request} µs (${c.cpu_ratio}x)`);
      }
    } else t.failed("4b. request path", rp);
  }

  const wh = r.webhooks as Maybe<Of<typeof deliverySection>>;
  if (r.webhooks !== undefined) {
    t.heading("5. Webhook delivery to loopback receivers (emulator in process, events via core.events.emit)");
    if (ok(wh)) {
      const b = wh.burst;
      t.row(`${wh.events} events × ${wh.endpoints} endpoints`, `${b.deliveries_per_second} deliveries/s`, `${b.deliveries_received}/${b.deliveries_expected} received in ${b.seconds} s, ${b.duplicates} duplicates`);
      t.row("  event → arrival, burst", `p50 ${s(b.latency_ms.p50, "ms")}`, `p99 ${s(b.latency_ms.p99, "ms")} (queued behind the burst)`);
      const u = wh.unloaded;
      t.row(`  event → arrival, ${u.rate_per_second} events/s`, `p50 ${s(u.latency_ms.p50, "ms")}`, `p99 ${s(u.latency_ms.p99, "ms")} (${u.deliveries_received} deliveries)`);
    } else t.failed("5. webhooks", wh);
  }

  const faults = r.faults as
    | { apply?: Maybe<Of<typeof faultSection>>; webhook_loss?: Maybe<Of<typeof lossSection>> }
    | undefined;
  if (faults) {
    t.heading("6. Convergence under faults");
    if (ok(faults.apply)) {
      const f = faults.apply;
      t.row("apply with 20% faults", s(f.seconds), `fired: ${JSON.stringify(f.faults_fired).replace(/"/g, "")}`);
      t.row("  converged in one run", String(f.converged_in_one_run), `${f.errors_surfaced} errors surfaced; ${f.requests} requests, ${f.rate_limited_429} x 429, ${f.server_errors_5xx} x 5xx, ${f.network_errors} resets`);
      t.row("  duplicate objects", String(f.duplicate_objects), `objects match the declarations: ${f.objects_match_declarations}`);
      t.row("  second plan", `${f.second_plan_changes} changes`);
      for (const sec of f.sections) t.row(`    ${sec.section}`, `${sec.requests} req  ${sec.start_s} → ${sec.end_s}`);
    } else if (faults.apply !== undefined) t.failed("apply with faults", faults.apply);
    if (ok(faults.webhook_loss)) {
      const w = faults.webhook_loss;
      t.row(`${w.events} events, receiver fails 1/2`, `${w.lost} lost`, `${w.delivered} delivered, ${w.undelivered_listed} undelivered and listed (delivered=false); ${w.delivery_requests} requests`);
      t.row("  after replaying the undelivered", `${w.lost_after_replay} lost`, `${w.replayed_received}/${w.replayed} replays received; ${w.duplicate_deliveries_2xx} duplicate 2xx`);
    } else if (faults.webhook_loss !== undefined) t.failed("webhook loss", faults.webhook_loss);
  }

  const pl = r.pulumi as Maybe<Of<typeof pulumiSection>>;
  if (r.pulumi !== undefined) {
    t.heading(`7. Pulumi provider through the dynamic-provider host (median ms of ${ok(pl) ? pl.runs_per_kind : "?"} runs; limits lifted)`);
    if (ok(pl)) {
      t.row("host start / configure", `${pl.host_startup_ms} ms / ${pl.configure_ms} ms`);
      t.text(`${"kind".padEnd(16)} ${"provider B".padStart(10)} ${"state B".padStart(8)}  check  create    diff  update    read  delete`);
      for (const [kind, k] of Object.entries(pl.kinds)) {
        const c = k.median_ms as Record<string, number>;
        const cols = ["check", "create", "diff", "update", "read", "delete"].map((x) => String(c[x]).padStart(7)).join(" ");
        t.text(`${kind.padEnd(16)} ${String(k.serialized_provider_bytes).padStart(10)} ${String(k.state_bytes).padStart(8)} ${cols}`);
      }
    } else t.failed("7. pulumi", pl);
  }
  stateTables(t, r);
  firstHourTable(t, r);
  const sum = r.summary as Record<string, unknown> | undefined;
  if (sum) {
    t.heading("Headline (results.json summary)");
    for (const [k, v] of Object.entries(sum)) t.row(k, String(v));
  }
  return t.toString();
}

/** The 10DLC preflight review of 1,000 campaigns, in process and through `validate --strict`. */
function preflightTable(t: Table, r: Record<string, unknown>): void {
  const pf = r.preflight as Maybe<Of<typeof preflightSection>>;
  if (r.preflight === undefined) return;
  t.heading(`0b. 10DLC preflight review of ${ok(pf) ? pf.campaigns : "?"} campaigns (median of ${ok(pf) ? pf.runs : "?"} runs; goal < 2 s)`);
  if (!ok(pf)) return t.failed("0b. preflight", pf);
  const each = `${pf.review_ms_per_campaign} ms each`;
  t.row("rule table over the campaigns", s(pf.review_ms.median_ms, "ms"), `${each}; the first run ${pf.review_ms.first_run_ms} ms`);
  t.row("msgform validate --strict", s(pf.validate_strict_ms.median_ms, "ms"), `${pf.diagnostics} diagnostics; goal met: ${pf.goal_met}`);
}

/** The CLI's start against a bare `node -e 0` (and another build's, with BENCH_START_BEFORE). */
function startTable(t: Table, r: Record<string, unknown>): void {
  const st = r.start as Maybe<Of<typeof startSection>>;
  if (r.start === undefined) return;
  const clock = ok(st) && st.clock === "cpu" ? "CPU time of the child" : "spawn to exit";
  t.heading(`0. CLI start, ${clock} (median of ${ok(st) ? st.runs : "?"} interleaved runs)`);
  if (!ok(st)) return t.failed("0. start", st);
  t.row("node -e 0", s(st.bare_ms.median_ms, "ms"), `min ${st.bare_ms.min_ms} ms`);
  for (const label of ["before", "now"] as const) {
    const figures = st[label];
    if (!figures) continue;
    for (const [name, f] of Object.entries(figures)) {
      t.row(`${label}: ${name}`, s(f.median_ms, "ms"), `${f.ratio_to_bare}× node -e 0; min ${f.min_ms} ms`);
    }
  }
}

/** The first hour: a fresh clone's install, build and main job, as the README quotes them. */
function firstHourTable(t: Table, r: Record<string, unknown>): void {
  const fh = r.firsthour as Maybe<Of<typeof firstHourSection>>;
  if (r.firsthour === undefined) return;
  t.heading("The first hour: a fresh clone's steps, wall and CPU time (npm's cache warm)");
  if (!ok(fh)) return t.failed("firsthour", fh);
  for (const f of [fh.npm_ci, fh.build, fh.main_job, fh.git_install]) {
    t.row(f.command, `${f.wall_seconds} s wall`, `${f.cpu_seconds} s CPU; load average ${f.load_average_before.join(" / ")} before, ${f.load_average_after.join(" / ")} after`);
  }
  t.text(`npm ${fh.npm_version}; ${fh.note}`);
}

/** Issue 20: list latency by collection size, and restarts from a state directory. */
function stateTables(t: Table, r: Record<string, unknown>): void {
  const li = r.lists as Maybe<Of<typeof listsSection>>;
  if (r.lists !== undefined) {
    t.heading(`8. List p50 (ms) at 100 and ${ok(li) ? li.objects_big : "?"} objects per collection, one emulator, limits lifted`);
    if (ok(li)) {
      for (const [c, big] of Object.entries(li.at_big)) {
        const small = li.at_small[c]!;
        const ratio = li.ratio_big_to_small[c]!;
        t.row(`${c}: first page`, `${small.first_page_ms} → ${big.first_page_ms} ms`, `ratio ${ratio.first_page}`);
        t.row(`${c}: deep cursor`, `${small.deep_cursor_ms} → ${big.deep_cursor_ms} ms`, `ratio ${ratio.deep_cursor}`);
      }
      t.row("worst ratio (goal ≤ 1.5)", String(li.worst_ratio), `goal met: ${li.goal_met}`);
      t.row("memory per stored object", s(li.memory.bytes_per_object, "B"), "RSS growth / objects added (goal ≤ 4096 B)");
    } else t.failed("8. lists", li);
  }
  const rs = r.restart as Maybe<Of<typeof restartSection>>;
  if (r.restart !== undefined) {
    t.heading(`9. Restart from --state-dir with ${ok(rs) ? rs.objects : "?"} objects (spawn to start line)`);
    if (ok(rs)) {
      t.row("empty emulator", s(rs.start_seconds_empty));
      t.row("after SIGKILL (snapshot + journal)", s(rs.start_seconds_after_sigkill), `on disk ${JSON.stringify(rs.on_disk_at_kill)}; old key works: ${rs.old_key_works_after_sigkill}`);
      t.row("SIGTERM shutdown (final snapshot)", s(rs.sigterm_shutdown_seconds));
      t.row("after SIGTERM (snapshot)", s(rs.start_seconds_after_sigterm), `old key works: ${rs.old_key_works_after_sigterm}`);
    } else t.failed("9. restart", rs);
  }
}

/** The rows of one apply figure: wall time against the floor, requests, 429s, errors, where the time goes. */
function applyFigures(t: Table, apply: ApplySectionResult): void {
  const runs = apply.runs;
  const first = runs[0]!;
  t.row("path", "msgform's reconcile engine", "in process (readLive → computeChanges → applyPlan), emulator a separate process");
  t.row(`wall time (median of ${runs.length})`, s(apply.median.wall_seconds), `runs: ${runs.map((x) => x.wall_seconds).join(", ")}`);
  const g = first.floor.groups;
  t.row(
    "floor",
    s(apply.median.floor_seconds),
    Object.entries(g).map(([k, v]) => `${k} ${v.requests}@${v.limit}/s`).join(", ") +
    `; rtt ${first.floor.rttMs} ms; limits alone ${first.floor.limitsOnlySeconds} s`,
  );
  t.row("ratio to floor", String(apply.median.ratio_to_floor), `goal ≤ ${apply.goal.ratio_at_most}: ${apply.median.ratio_to_floor <= apply.goal.ratio_at_most ? "met" : "NOT met"}`);
  const share = Math.max(...runs.map((x) => x.rate_limited_share));
  t.row("requests (onAttempt)", String(apply.median.requests), JSON.stringify(first.by_group).replace(/"/g, ""));
  t.row("429s received", String(apply.median.rate_limited_429), `max share ${pct(share)}; goal ≤ 1%: ${share <= 0.01 ? "met" : "NOT met"}`);
  t.row("errors surfaced", String(Math.max(...runs.map((x) => x.errors_surfaced))), "goal 0");
  t.text("where the time goes (run 1): phase / section   requests   start → end (s)   alone at the limit");
  t.row("  read live state + config", `${first.phases.read_live_s} s`, "loadDeclarations (YAML) + 7 list reads behind the account and group probes");
  for (const sec of first.sections) {
    t.row(`  ${sec.section}`, `${sec.requests} req  ${sec.start_s} → ${sec.end_s}`, `${sec.alone_at_limit_s} s alone at the limit`);
  }
  t.row(
    "  model: sdk pacer, by section",
    s(first.model.sdk_pacer_by_section_s),
    "a section-by-section walk (each section starts when the previous ended), for comparison",
  );
  t.row("  model: sdk pacer, graph walk", s(first.model.sdk_pacer_graph_walk_s), "each request as soon as its dependencies answered (what applyPlan does)");
}
