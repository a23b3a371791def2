import { jsonText, terminalText } from "../../sdk/escape";
import { DiagnosticsError, diagnosticsJson, summaryLine as problemsLine } from "../diagnostics";
import { errorText, type Io, PREFIX } from "../io";
import type { StepResult } from "../reconcile/apply";
import { type Change, type Plan, summaryLine } from "../reconcile/model";
import { messageWithCodes, type PlanFinding } from "../reconcile/preflight";
import { label } from "../reconcile/render";
import { findingsSummary } from "../reconcile/review";

/*
 * What apply prints around the work: the refusal on preflight errors, the plan in short, the final
 * report (failures grouped by reason, each once) and the `--format json` document.
 */

const name = (c: Pick<Change, "section" | "name">) => terminalText(label(c));

/** Why apply refuses to start: each finding with its object, field, rule and fix. */
export function refusal(findings: readonly PlanFinding[]): string {
  const lines = findings.map(
    (f) => `  ${name(f)} ${terminalText(f.field)} [${f.rule}]: ${terminalText(messageWithCodes(f))}`,
  );
  return (
    `not applying: ${findings.length} preflight error(s) that carriers or the service would reject; nothing was changed:\n` +
    lines.join("\n") +
    "\nFix them (msgform validate points at each in the files). A carrier rule you have reviewed can be acknowledged " +
    "on its entry: acknowledge: [{ rule: <rule>, reason: \"…\" }]; a service limit cannot."
  );
}

/** Changes above which apply shows the plan as counts per section (`msgform plan` shows each change). */
export const FULL_PLAN_CHANGES = 20;

/** The plan as counts per section and action, for a long apply. */
export function planInShort(plan: Plan): string[] {
  const counts = new Map<string, Map<string, number>>();
  for (const c of plan.changes) {
    if (c.action === "noop") continue;
    const s = counts.get(c.section) ?? new Map<string, number>();
    s.set(c.action, (s.get(c.action) ?? 0) + 1);
    counts.set(c.section, s);
  }
  const lines = [`plan: ${summaryLine(plan.summary)} (msgform plan lists each change)`];
  for (const [section, s] of counts) {
    lines.push(`  ${section}: ${[...s].map(([action, n]) => `${n} to ${action}`).join(", ")}`);
  }
  const findings = plan.findings ?? [];
  if (findings.length > 0) lines.push(`preflight: ${findingsSummary(findings)}`);
  return lines;
}

/** How failures are told apart: the service's error code, else the message without ids and numbers. */
function reasonKey(r: StepResult): string {
  const text = (r.error ?? "").replace(/\b[a-z]{2,6}_[A-Za-z0-9_]{6,}\b/g, "…").replace(/\+?\d[\d-]{2,}/g, "#");
  return `${r.outcome} ${r.code ?? text}`;
}

const SHOWN = 5;

/** One line per reason: a lone failure with its object, several with a count and the first few names. */
function failureLines(results: readonly StepResult[]): string[] {
  const groups = new Map<string, StepResult[]>();
  for (const r of results) {
    if (r.outcome === "done" || r.notStarted) continue;
    const key = reasonKey(r);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((list) => {
    const first = list[0]!;
    const why = terminalText(first.error ?? "");
    const verb = first.outcome === "failed" ? "failed" : "skipped";
    if (list.length === 1) return `  ${first.step} ${name(first.change)}: ${verb === "skipped" ? "skipped: " : ""}${why}`;
    const names = list.slice(0, SHOWN).map((r) => name(r.change)).join(", ");
    const more = list.length > SHOWN ? ` and ${list.length - SHOWN} more` : "";
    return `  ${list.length} ${verb}${first.code ? ` (${terminalText(first.code)})` : ""}: ${names}${more}; the first: ${why}`;
  });
}

export interface ApplyOutcome {
  results: StepResult[];
  /** The signal that stopped the apply. */
  interrupted?: NodeJS.Signals;
  elapsedMs: number;
}

function counts(results: readonly StepResult[]) {
  const n = (pick: (r: StepResult) => boolean) => results.filter(pick).length;
  return {
    done: n((r) => r.outcome === "done"),
    failed: n((r) => r.outcome === "failed"),
    skipped: n((r) => r.outcome === "skipped" && !r.notStarted),
    notStarted: n((r) => r.notStarted === true),
  };
}

/** The final report: counts, what an interrupt left, each failure reason once. */
export function reportText(o: ApplyOutcome): string {
  const c = counts(o.results);
  const stopped = o.interrupted ? `, ${c.notStarted} not started (interrupted by ${o.interrupted})` : "";
  const lines = [`\nApply: ${c.done} done, ${c.failed} failed, ${c.skipped} skipped${stopped}.`];
  const failures = failureLines(o.results);
  if (failures.length > 0 || c.notStarted > 0) {
    lines.push("Not done (the account has everything listed as done; run apply again to converge):", ...failures);
  }
  if (c.notStarted > 0) lines.push(`  ${c.notStarted} not started: the apply was interrupted before them`);
  return lines.join("\n") + "\n";
}

type Outcome = "done" | "failed" | "skipped";

/** One entry per change: its outcome over its steps (a replacement's create and delete). */
function changeResults(changes: readonly Change[], results: readonly StepResult[]) {
  return changes.map((change) => {
    const steps = results.filter((r) => r.change === change);
    const failed = steps.find((r) => r.outcome === "failed");
    const skipped = steps.find((r) => r.outcome === "skipped");
    const outcome: Outcome = failed ? "failed" : skipped || steps.length === 0 ? "skipped" : "done";
    const id = [...steps].reverse().find((r) => r.id !== undefined && r.step !== "delete")?.id ?? change.id ?? null;
    const error = failed?.error ?? skipped?.error ?? (steps.length === 0 ? "not started" : null);
    const action = change.action === "noop" ? "recover" : change.action;
    return { section: change.section, name: change.name, action, outcome, id, error };
  });
}

/** What ended an apply early: a refusal (nothing was changed), or a failure or a quit after it started. */
export interface Ending {
  error: string;
  /** True when nothing was changed. */
  refused: boolean;
  /** The preflight findings, when they were the reason. */
  findings?: readonly PlanFinding[];
  /** The configuration's problems, when they were the reason (as `validate --format json` lists them). */
  diagnostics?: readonly unknown[];
}

const NO_CHANGES = { create: 0, update: 0, replace: 0, delete: 0 };

/**
 * `apply --format json`: one document, no secrets (ids and error messages only). `changes` are the
 * plan's changes the apply set out to make (and objects whose secret it recovers); without a plan
 * (refused before one was made: an unusable sink, a stale saved plan, a configuration error) the
 * summary has no base_url nor configuration and counts nothing.
 */
function applyDocument(plan: Plan | undefined, changes: readonly Change[], o: ApplyOutcome, ended?: Ending) {
  const results = changeResults(changes, o.results);
  const count = (x: Outcome) => results.filter((r) => r.outcome === x).length;
  return {
    format: "msgform-apply",
    version: 1,
    summary: {
      base_url: plan?.base_url ?? null,
      configuration: plan?.configuration ?? null,
      planned: plan?.summary ?? NO_CHANGES,
      total: results.length,
      done: count("done"),
      failed: count("failed"),
      skipped: count("skipped"),
      not_started: results.filter((r) => r.error === "not started" || r.error === "not started: interrupted").length,
      interrupted: o.interrupted ?? null,
      refused: ended?.refused === true,
      elapsed_seconds: Math.round(o.elapsedMs / 100) / 10,
    },
    results,
    ...(ended !== undefined ? { error: ended.error } : {}),
    ...(ended?.findings !== undefined ? { findings: ended.findings } : {}),
    ...(ended?.diagnostics !== undefined ? { diagnostics: ended.diagnostics } : {}),
  };
}

/**
 * `--format json`'s one document on stdout, whatever ends the apply: printed once, by the first of
 * the normal end, a refusal, a failure, or a quit on a signal. Results are collected as they finish,
 * so a document printed early still gives every object made its id.
 */
export class ApplyJson {
  plan: Plan | undefined;
  changes: readonly Change[] = [];
  readonly results: StepResult[] = [];
  /** When the first change started: before it, an early end changed nothing (a refusal). */
  startedAt: number | undefined;
  private printed = false;

  constructor(
    private readonly io: Pick<Io, "out">,
    private readonly enabled: boolean,
  ) {}

  print(o: ApplyOutcome, ended?: Ending): void {
    if (!this.enabled || this.printed) return;
    this.printed = true;
    this.io.out(jsonText(applyDocument(this.plan, this.changes, o, ended), 2));
  }

  /** The document of an apply ended early by `err` (or a signal), with what finished so far. */
  ended(err: unknown, interrupted?: NodeJS.Signals): void {
    const elapsedMs = this.startedAt === undefined ? 0 : Date.now() - this.startedAt;
    const diagnostics = err instanceof DiagnosticsError ? diagnosticsJson(err.diagnostics).diagnostics : undefined;
    const error = err instanceof DiagnosticsError ? problemsLine(err.diagnostics) : errorText(err).slice(PREFIX.length);
    const ending = { error, refused: this.startedAt === undefined, ...(diagnostics ? { diagnostics } : {}) };
    this.print({ results: this.results, interrupted, elapsedMs }, ending);
  }
}
