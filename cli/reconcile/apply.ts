import { type AnyKind, carryOver, isObjectNotReady, type KindObject, outputFields } from "../../provider/kinds/kind";
import type { ContextFor } from "./live";
import { type Change, PENDING, type Plan, type Section } from "./model";
import { orderSections } from "./plan";
import { label as changeLabel } from "./render";

export interface SecretRecord {
  section: string;
  name: string;
  id: string;
  field: string;
  value: string;
}

export interface ApplyOptions {
  allowDestroy: boolean;
  /** Operations in flight at once per section (the sdk paces them to the rate limits). */
  concurrency?: number;
  progress?: (line: string) => void;
  /** Receives each secret the service shows once, before anything else happens to it. */
  onSecret?: (secret: SecretRecord) => void;
}

export type StepOutcome = "done" | "failed" | "skipped";

export interface StepResult {
  change: Change;
  step: "create" | "update" | "replace" | "delete";
  outcome: StepOutcome;
  id?: string;
  error?: string;
}

export interface ApplyResult {
  results: StepResult[];
  ok: boolean;
}

export class DestroyRefusedError extends Error {
  constructor(readonly changes: Change[]) {
    super(
      `this plan is destructive and --allow-destroy was not given:\n` +
      changes.map((c) => `  ${c.action} ${changeLabel(c)}${c.id ? ` (${c.id})` : ""}`).join("\n") +
      `\nReview the plan, then apply with --allow-destroy.`,
    );
  }
}

/** Runs at most `n` tasks at once; a finished task hands its slot straight to the next waiting. */
function limiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < n) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * Carries out a plan: creates and updates in dependency order (brands, then campaigns, then
 * numbers), independent objects in parallel; then deletions (planned ones and the old halves of
 * replacements) in reverse order. A failed step skips what depends on it and nothing else, so the
 * report says exactly what was and was not done, and a re-run converges.
 */
export async function applyPlan(
  plan: Plan,
  sectionsIn: Section[],
  contextFor: ContextFor,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const destructive = plan.changes.filter((c) => c.destructive);
  if (destructive.length > 0 && !options.allowDestroy) throw new DestroyRefusedError(destructive);
  const sections = orderSections(sectionsIn);
  const progress = options.progress ?? (() => {});
  const concurrency = options.concurrency ?? 16;
  const results: StepResult[] = [];
  const ids = new Map<string, string>();
  const ref = (section: string, name: string) => `${section}.${name}`;

  for (const c of plan.changes) if (c.id && c.action !== "replace") ids.set(ref(c.section, c.name), c.id);

  const record = (r: StepResult) => {
    results.push(r);
    const label = `${r.step} ${changeLabel(r.change)}`;
    if (r.outcome === "done") progress(`${label}: done${r.id ? ` (${r.id})` : ""}`);
    else if (r.outcome === "skipped") progress(`${label}: skipped (${r.error})`);
    else progress(`${label}: FAILED: ${r.error}`);
  };

  const emitSecrets = (section: Section, change: Change, id: string, outputs: object) => {
    for (const field of outputFields(section.kind)) {
      const rule = (section.kind.outputs as Record<string, { secret?: boolean }>)[field];
      const value = (outputs as Record<string, unknown>)[field];
      if (rule?.secret && typeof value === "string") {
        options.onSecret?.({ section: section.key, name: change.name, id, field, value });
      }
    }
  };

  // Phase 1: creates, updates and the create half of replacements. Each starts as soon as the
  // objects it references exist (a number waits for its own campaign, not for every campaign), so
  // all sections run at once and the sdk paces each rate-limit group to the account's limits.
  const runStep = async (section: Section, change: Change): Promise<void> => {
    const kind: AnyKind = section.kind;
    const ctx = contextFor(kind);
    const step = change.action as "create" | "update" | "replace";
    // A dependency with no id was not created; one that exists but is not ready has an id.
    const blocked = change.waitsFor.find((w) => !ids.has(ref(w.section, w.name)));
    if (blocked) {
      record({ change, step, outcome: "skipped", error: `${blocked.section}.${blocked.name} was not created` });
      return;
    }
    const desired: Record<string, unknown> = { ...change.desired };
    for (const w of change.waitsFor) desired[w.field] = ids.get(ref(w.section, w.name));
    if (Object.values(desired).includes(PENDING)) {
      record({ change, step, outcome: "failed", error: "a referenced object's id is still unknown" });
      return;
    }
    try {
      const parsed = kind.schema.parse(desired) as object;
      if (step === "update") {
        const current = await kind.read(ctx, change.id!);
        if (!current) throw new Error(`${change.id} no longer exists; run plan again`);
        const olds = current.desired as Record<string, unknown>;
        await kind.update(ctx, change.id!, {
          olds,
          news: parsed,
          outputs: current.outputs,
          diff: change.diff!,
        });
        record({ change, step, outcome: "done", id: change.id });
      } else {
        const created = await kind.create(ctx, parsed);
        ids.set(ref(change.section, change.name), created.id);
        emitSecrets(section, change, created.id, created.outputs);
        record({ change, step, outcome: "done", id: created.id });
      }
    } catch (err) {
      if (isObjectNotReady(err)) {
        // It exists but is not ready (a rejected campaign): keep its id so dependents can proceed.
        ids.set(ref(change.section, change.name), err.id);
        emitSecrets(section, change, err.id, err.outputs);
      }
      record({ change, step, outcome: "failed", error: describe(err) });
    }
  };
  const finished = new Map<string, Promise<void>>();
  const slots = new Map(sections.map((s) => [s.key, limiter(concurrency)]));
  // Sections in dependency order, so every change's dependencies are registered before it.
  for (const section of sections) {
    for (const change of plan.changes) {
      if (change.section !== section.key || !["create", "update", "replace"].includes(change.action)) continue;
      const deps = change.waitsFor.map((w) => finished.get(ref(w.section, w.name)) ?? Promise.resolve());
      const run = Promise.all(deps).then(() => slots.get(section.key)!(() => runStep(section, change)));
      finished.set(ref(change.section, change.name), run);
    }
  }
  await Promise.all(finished.values());

  // Phase 2: deletions, dependents first.
  for (const section of [...sections].reverse()) {
    const kind: AnyKind = section.kind;
    const ctx = contextFor(kind);
    const work = plan.changes.filter(
      (c) =>
        c.section === section.key &&
        (c.action === "delete" ||
          (c.action === "replace" && results.some((r) => r.change === c && r.outcome === "done"))),
    );
    const slot = limiter(concurrency);
    const deleteOne = async (change: Change) => {
      try {
        const current = (await kind.read(ctx, change.id!)) as KindObject<object, object> | undefined;
        if (current) {
          // What read() cannot see (local settings) comes from the declaration, plus the consent
          // that --allow-destroy gave.
          const declared = carryOver(kind, current, { desired: (change.desired ?? {}) as Partial<object> });
          const desired = { ...(declared.desired as object), ...(section.destroyOptIn ?? {}) };
          await kind.delete(ctx, change.id!, { ...declared, desired });
        }
        record({ change, step: "delete", outcome: "done", id: change.id });
      } catch (err) {
        record({ change, step: "delete", outcome: "failed", id: change.id, error: describe(err) });
      }
    };
    await Promise.all(work.map((change) => slot(() => deleteOne(change))));
  }
  return { results, ok: results.every((r) => r.outcome === "done") };
}

export function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
