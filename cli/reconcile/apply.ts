import { type AnyKind, carryOver, diffDesired, isObjectNotReady, type KindObject, outputFields } from "../../provider/kinds/kind";
import { createOnce, findByOwner, recoverCreate } from "../../provider/idempotency";
import { DEFAULT_CONFIGURATION, type Identity } from "../../provider/ownership";
import { ApiError } from "../../sdk/errors";
import { crashPoint } from "../../sdk/crashPoints";
import type { ContextFor } from "./live";
import { type Change, PENDING, type Plan, SECRET_PENDING_KEY, type Section } from "./model";
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
  /** Remarks about a change that are not its result (an object a concurrent apply made). */
  progress?: (line: string) => void;
  /** Each step's result as it finishes (not the steps an interrupt kept from starting). */
  onResult?: (result: StepResult) => void;
  /** Each step as it starts: the operations in flight are the started ones not yet finished. */
  onStart?: (change: Change, step: StepResult["step"]) => void;
  /** A started step that turned out to have nothing to do (no result follows). */
  onNothingToDo?: (change: Change) => void;
  /**
   * True once the apply must start nothing new (an interrupt): the steps in flight finish, the
   * rest are reported as not started.
   */
  stopped?: () => boolean;
  /** Receives each secret the service shows once, before anything else happens to it. */
  onSecret?: (secret: SecretRecord) => void;
  /**
   * Whether the secrets sink holds every secret field of an object: objects it lacks (a crash
   * between the create and the sink write, another machine's apply) are recovered by replaying
   * their create. Without it nothing is recovered.
   */
  holds?: (section: string, name: string, id: string, fields: readonly string[]) => boolean;
  /**
   * --replace-lost-secrets: a lost secret that can be recovered (the sink holds it, or the service
   * still replays its create) is recovered; only the rest are replaced to get new secrets.
   */
  replaceLost?: boolean;
}

type StepOutcome = "done" | "failed" | "skipped";

export interface StepResult {
  change: Change;
  step: "create" | "update" | "replace" | "delete" | "recover";
  outcome: StepOutcome;
  id?: string;
  error?: string;
  /** Never started: the apply was interrupted first. */
  notStarted?: boolean;
  /** The service's error code, when the service refused it (what failures are grouped by). */
  code?: string;
  /** What the step chose or found that the plan did not say (the number a search bought), shown with its result. */
  detail?: string;
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

/** The one destroy guard: a plan with destructive changes needs --allow-destroy. */
export function guardDestroy(changes: readonly Change[], allowDestroy: boolean): void {
  const destructive = changes.filter((c) => c.destructive && c.action !== "noop");
  if (destructive.length > 0 && !allowDestroy) throw new DestroyRefusedError(destructive);
}

/** Names of a kind's output fields that hold a secret shown once. */
export function secretOutputs(kind: AnyKind): string[] {
  return outputFields(kind).filter((f) => (kind.outputs as Record<string, { secret?: boolean }>)[f]?.secret === true);
}

/** Objects whose once-shown secret never reached a sink (the plan found SECRET_PENDING_KEY on them). */
export function lostSecrets(plan: Plan): Change[] {
  return plan.changes.filter((c) => c.lostSecret === true && c.id && (c.action === "noop" || c.action === "update"));
}

/**
 * Existing objects whose secrets this sink lacks although they reached another (a concurrent
 * apply made them): worth a replay while the service keeps their create.
 */
export function secretsElsewhere(plan: Plan, sections: Section[], holds: NonNullable<ApplyOptions["holds"]>): Change[] {
  return plan.changes.filter((c) => {
    const kind = sections.find((s) => s.key === c.section)?.kind;
    if (!kind || !c.id || c.lostSecret || (c.action !== "noop" && c.action !== "update")) return false;
    const fields = secretOutputs(kind);
    return fields.length > 0 && !holds(c.section, c.name, c.id, fields);
  });
}

/** How recent an object must be for a sink that lacks its secret to try a replay (a concurrent apply). */
const RECENT_MS = 600_000;

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

const ref = (section: string, name: string) => `${section}.${name}`;
const isCreateLike = (c: Change) => c.action === "create" || c.action === "update" || c.action === "replace";

/** The state of one apply: what was done, and the ids of what exists so far. */
class ApplyRun {
  readonly results: StepResult[] = [];
  private readonly ids = new Map<string, string>();
  /** Each create's detail (the number a search bought), given with its result. */
  private readonly details = new Map<Change, string>();
  private readonly progress: (line: string) => void;
  /** Objects whose lost secret could not be recovered: their pending marker stays. */
  private readonly unrecovered = new Set<Change>();
  /** Lost secrets that could not be recovered, to be replaced (--replace-lost-secrets). */
  private readonly renewals = new Set<Change>();
  private readonly concurrency: number;

  constructor(
    private plan: Plan,
    private readonly sections: Section[],
    private readonly contextFor: ContextFor,
    private readonly options: ApplyOptions,
  ) {
    this.progress = options.progress ?? (() => {});
    this.concurrency = options.concurrency ?? 16;
    // A replacement's id and a duplicate's are not what dependents should reference.
    for (const c of plan.changes) if (c.id && c.action !== "replace" && !c.duplicateOf) this.ids.set(ref(c.section, c.name), c.id);
  }

  private section(change: Change): Section {
    return this.sections.find((s) => s.key === change.section)!;
  }

  private identity(change: Change): Identity {
    return { kind: "config", configuration: this.plan.configuration ?? DEFAULT_CONFIGURATION, name: change.name };
  }

  record(r: StepResult): void {
    this.results.push(r);
    this.options.onResult?.(r);
  }

  /** Whether to start a step; when not (an interrupt), it is recorded as not started, silently. */
  private starts(change: Change, step: StepResult["step"]): boolean {
    if (this.options.stopped?.() !== true) {
      this.options.onStart?.(change, step);
      return true;
    }
    this.results.push({ change, step, outcome: "skipped", notStarted: true, id: change.id, error: "not started: interrupted" });
    return false;
  }

  private failed(change: Change, step: StepResult["step"], err: unknown, id?: string): StepResult {
    return { change, step, outcome: "failed", id, error: describe(err), code: errorCode(err) };
  }

  private emitSecrets(section: Section, change: Change, id: string, outputs: object): void {
    const fields = secretOutputs(section.kind).filter((f) => typeof (outputs as Record<string, unknown>)[f] === "string");
    for (const field of fields) {
      const value = (outputs as Record<string, string>)[field]!;
      this.options.onSecret?.({ section: section.key, name: change.name, id, field, value });
    }
    if (fields.length > 0) crashPoint("secret-written");
  }

  /**
   * Phase 0: secrets got back by replaying their objects' creates (spec 8: kept 24 h): the ones
   * that never reached any sink, and recent ones a concurrent apply wrote to its own sink.
   */
  async recoverSecrets(): Promise<void> {
    if (!this.options.onSecret) return;
    const slot = limiter(this.concurrency);
    const elsewhere = this.options.holds ? secretsElsewhere(this.plan, this.sections, this.options.holds) : [];
    await Promise.all([
      ...lostSecrets(this.plan).map((c) => slot(() => this.recoverOne(c, true))),
      ...elsewhere.map((c) => slot(() => this.recoverOne(c, false))),
    ]);
  }

  private async recoverOne(change: Change, lost: boolean): Promise<void> {
    const section = this.section(change);
    const kind: AnyKind = section.kind;
    const ctx = this.contextFor(kind);
    try {
      // Another apply's recent object is worth a try only while the apply goes on.
      if (!lost && (this.options.stopped?.() === true || !(await this.recent(kind, change.id!)))) return;
    } catch {
      return; // its secret is in the sink of the apply that made it, most likely
    }
    if (!this.starts(change, "recover")) return;
    try {
      const declared = kind.schema.parse(change.desired) as object;
      if (lost && this.options.holds?.(change.section, change.name, change.id!, secretOutputs(kind))) {
        await this.clearFoundInSink(section, change, declared);
        return;
      }
      const desired = this.withPendingMarker(section, declared);
      const got = await recoverCreate(kind, ctx, desired, this.identity(change), change.id!);
      if ("failed" in got) {
        if (!lost) {
          this.options.onNothingToDo?.(change);
          return; // its secret is in the sink of the apply that made it
        }
        if (this.options.replaceLost) {
          this.renewals.add(change);
          this.options.onNothingToDo?.(change);
          this.progress(`${changeLabel(change)}: its secret cannot be recovered (${got.failed}); replacing it`);
          return;
        }
        this.unrecovered.add(change);
        this.record({ change, step: "recover", outcome: "failed", id: change.id, error: lostSecretAdvice(section, got.failed) });
        return;
      }
      this.emitSecrets(section, change, change.id!, got.outputs);
      this.record({ change, step: "recover", outcome: "done", id: change.id });
    } catch (err) {
      if (lost) this.unrecovered.add(change);
      this.record(this.failed(change, "recover", err, change.id));
    }
  }

  /**
   * A stop between the sink write and the marker's removal leaves the marker on an object whose
   * secret is safe in the sink: only the marker goes, nothing is replayed or replaced.
   */
  private async clearFoundInSink(section: Section, change: Change, declared: object): Promise<void> {
    const kind: AnyKind = section.kind;
    const current = await kind.read(this.contextFor(kind), change.id!);
    if (!current) throw new Error(`${change.id} no longer exists; run plan again`);
    const sent = this.withPendingMarker(section, current.desired as object);
    await this.clearPendingMarker(section, change.id!, sent, declared, current.outputs as object);
    this.record({ change, step: "recover", outcome: "done", id: change.id });
  }

  /** The lost secrets that could not be recovered become replacements (--replace-lost-secrets). */
  renewUnrecovered(): void {
    if (this.renewals.size === 0) return;
    const renewed = (c: Change): Change =>
      ({ ...c, action: "replace", destructive: true, notes: [...c.notes, "its secret was lost: replaced to get a new one"] });
    this.plan = { ...this.plan, changes: this.plan.changes.map((c) => (this.renewals.has(c) ? renewed(c) : c)) };
  }

  /** Created within the last ten minutes (by the service's created_at): a concurrent apply's object. */
  private async recent(kind: AnyKind, id: string): Promise<boolean> {
    const live = await kind.read(this.contextFor(kind), id);
    const created = Date.parse(String((live?.outputs as { createdAt?: string } | undefined)?.createdAt));
    return Number.isFinite(created) && Math.abs(Date.now() - created) < RECENT_MS;
  }

  /**
   * The desired state a create of this section sends: with SECRET_PENDING_KEY when the kind shows
   * a secret once and the apply keeps secrets, so that a stop before the sink write stays visible.
   */
  private withPendingMarker(section: Section, desired: object): object {
    if (!this.options.onSecret || secretOutputs(section.kind).length === 0) return desired;
    const metadata = (desired as { metadata?: Record<string, string> }).metadata;
    return { ...desired, metadata: { ...metadata, [SECRET_PENDING_KEY]: "true" } };
  }

  /** Removes SECRET_PENDING_KEY once the secret is in the sink. */
  private async clearPendingMarker(section: Section, id: string, sent: object, declared: object, outputs: object) {
    if (sent === declared) return;
    const kind: AnyKind = section.kind;
    const diff = diffDesired(kind, sent as Record<string, unknown>, declared as Record<string, unknown>);
    await kind.update(this.contextFor(kind), id, { olds: sent, news: declared, outputs, diff });
  }

  /**
   * Phase 1: creates, updates and replacements. Each starts as soon as the objects it references
   * exist (a number waits for its own campaign, not for every campaign), so all sections run at
   * once and the sdk paces each rate-limit group to the account's limits.
   */
  async createsAndUpdates(): Promise<void> {
    const finished = new Map<string, Promise<void>>();
    const slots = new Map(this.sections.map((s) => [s.key, limiter(this.concurrency)]));
    // Sections in dependency order, so every change's dependencies are registered before it.
    for (const section of this.sections) {
      for (const change of this.plan.changes) {
        if (change.section !== section.key || !isCreateLike(change)) continue;
        const deps = change.waitsFor.map((w) => finished.get(ref(w.section, w.name)) ?? Promise.resolve());
        const run = Promise.all(deps).then(() => slots.get(section.key)!(() => this.step(section, change)));
        finished.set(ref(change.section, change.name), run);
      }
    }
    await Promise.all(finished.values());
  }

  /** The desired state with the ids of objects this apply created, or why it cannot run. */
  private resolved(change: Change): Record<string, unknown> | StepResult {
    const step = change.action as StepResult["step"];
    // A dependency with no id was not created; one that exists but is not ready has an id.
    const blocked = change.waitsFor.find((w) => !this.ids.has(ref(w.section, w.name)));
    if (blocked) return { change, step, outcome: "skipped", error: `${blocked.section}.${blocked.name} was not created` };
    const desired: Record<string, unknown> = { ...change.desired };
    for (const w of change.waitsFor) desired[w.field] = this.ids.get(ref(w.section, w.name));
    if (Object.values(desired).includes(PENDING)) {
      return { change, step, outcome: "failed", error: "a referenced object's id is still unknown" };
    }
    return desired;
  }

  private async step(section: Section, change: Change): Promise<void> {
    const step = change.action as "create" | "update" | "replace";
    if (!this.starts(change, step)) return;
    if (this.unrecovered.has(change)) {
      this.record({ change, step, outcome: "skipped", error: "its secret is lost: the object keeps its pending marker" });
      return;
    }
    const desired = this.resolved(change);
    if ("outcome" in desired) {
      this.record(desired as StepResult);
      return;
    }
    try {
      const parsed = section.kind.schema.parse(desired) as object;
      if (step === "update") await this.update(section, change, parsed);
      else await this.create(section, change, parsed);
      const detail = this.details.get(change) || undefined;
      this.record({ change, step, outcome: "done", id: this.ids.get(ref(change.section, change.name)), ...(detail ? { detail } : {}) });
    } catch (err) {
      if (isObjectNotReady(err)) {
        // It exists but is not ready (a rejected campaign): keep its id so dependents can proceed.
        this.ids.set(ref(change.section, change.name), err.id);
        this.emitSecrets(section, change, err.id, err.outputs);
      }
      // An object made before the failure (its secret not written, a rejected campaign) keeps its id.
      this.record(this.failed(change, step, err, this.ids.get(ref(change.section, change.name))));
    }
  }

  private async update(section: Section, change: Change, news: object): Promise<void> {
    const kind: AnyKind = section.kind;
    const ctx = this.contextFor(kind);
    const current = await kind.read(ctx, change.id!);
    if (!current) throw new Error(`${change.id} no longer exists; run plan again`);
    await kind.update(ctx, change.id!, { olds: current.desired, news, outputs: current.outputs, diff: change.diff! });
  }

  /**
   * A create, or the create half of a replacement. The kind's replace strategy decides the order:
   * delete-before-create (where the service forbids two) removes the old object first.
   */
  private async create(section: Section, change: Change, desired: object): Promise<void> {
    const kind: AnyKind = section.kind;
    const ctx = this.contextFor(kind);
    if (change.action === "replace" && kind.replaceStrategy === "delete-before-create") {
      await this.deleteObject(section, change);
    }
    crashPoint("before-create");
    const identity = this.identity(change);
    const sent = this.withPendingMarker(section, desired);
    const created = await createOnce(kind, ctx, sent, {
      identity,
      // A replacement's new object is never the old one (same inputs: a lost secret's renewal).
      avoid: change.action === "replace" ? change.id : undefined,
      find: () => findByOwner(section.kind, this.contextFor(section.kind), identity),
    });
    const made = created.replayed ? "made by an earlier or concurrent apply" : undefined;
    this.details.set(change, [created.detail, made].filter((d) => d !== undefined).join("; "));
    this.ids.set(ref(change.section, change.name), created.id);
    crashPoint("created");
    this.emitSecrets(section, change, created.id, created.outputs);
    await this.clearPendingMarker(section, created.id, sent, desired, created.outputs);
  }

  /** Phase 2: deletions (planned ones, old halves of replacements), dependents first. */
  async deletions(): Promise<void> {
    for (const section of [...this.sections].reverse()) {
      const slot = limiter(this.concurrency);
      const work = this.plan.changes.filter((c) => c.section === section.key && this.deletesNow(section, c));
      await Promise.all(work.map((change) => slot(() => this.deleteOne(section, change))));
    }
  }

  private deletesNow(section: Section, c: Change): boolean {
    if (c.action === "delete") return true;
    if (c.action !== "replace" || section.kind.replaceStrategy === "delete-before-create") return false;
    return this.results.some((r) => r.change === c && r.outcome === "done");
  }

  private async deleteOne(section: Section, change: Change): Promise<void> {
    if (!this.starts(change, "delete")) return;
    try {
      await this.deleteObject(section, change);
      this.record({ change, step: "delete", outcome: "done", id: change.id });
    } catch (err) {
      this.record(this.failed(change, "delete", err, change.id));
    }
  }

  /** Deletes the change's live object (gone already is success). */
  private async deleteObject(section: Section, change: Change): Promise<void> {
    const kind: AnyKind = section.kind;
    const ctx = this.contextFor(kind);
    const current = (await kind.read(ctx, change.id!)) as KindObject<object, object> | undefined;
    if (!current) return;
    // What read() cannot see (local settings) comes from the declaration, plus the consent that
    // --allow-destroy gave.
    const declared = carryOver(kind, current, { desired: (change.desired ?? {}) as Partial<object> });
    const desired = { ...(declared.desired as object), ...(section.destroyOptIn ?? {}) };
    await kind.delete(ctx, change.id!, { ...declared, desired });
  }
}

/** Why a lost secret cannot come back, and the one command that gets a new one. */
function lostSecretAdvice(section: Section, why: string): string {
  const renewal = section.kind.name === "ApiKey" ? "a new key (the old one is revoked once unused)" : "a new object with a new secret";
  return (
    `its secret never reached the secrets sink and cannot be recovered (${why}); ` +
    `apply again with --replace-lost-secrets --allow-destroy to get ${renewal}`
  );
}

/**
 * Carries out a plan: lost secrets recovered first; creates, updates and replacements in
 * dependency order, independent objects in parallel; then deletions in reverse order. A failed
 * step skips what depends on it and nothing else, so the report says exactly what was and was not
 * done, and a re-run converges. Creates are idempotent across runs (provider/idempotency.ts).
 */
export async function applyPlan(
  plan: Plan,
  sectionsIn: Section[],
  contextFor: ContextFor,
  options: ApplyOptions,
): Promise<ApplyResult> {
  guardDestroy(plan.changes, options.allowDestroy);
  const run = new ApplyRun(plan, orderSections(sectionsIn), contextFor, options);
  await run.recoverSecrets();
  run.renewUnrecovered();
  await run.createsAndUpdates();
  await run.deletions();
  return { results: run.results, ok: run.results.every((r) => r.outcome === "done") };
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The service's error code behind a failure (the kinds wrap the sdk's ApiError as its cause). */
function errorCode(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof ApiError) return e.code;
  }
  return undefined;
}
