import { closeSync, constants, openSync, readFileSync } from "node:fs";
import { type Command, InvalidArgumentError } from "commander";
import { checkFile, UnsafePathError } from "../../sdk/files/checked";
import { type Connection, connectionOptions } from "../connect";
import { CliError, type Io } from "../io";
import { stderr } from "../output";
import { applyPlan, guardDestroy, lostSecrets, secretOutputs, secretsElsewhere } from "../reconcile/apply";
import { blocking, type PlanFinding } from "../reconcile/preflight";
import { ApplyProgress, duration } from "../progress";
import { ApplyJson, type ApplyOutcome, FULL_PLAN_CHANGES, planInShort, refusal, reportText } from "./applyReport";
import { sections } from "../reconcile/catalog";
import { label } from "../reconcile/render";
import { type Change, type Plan, summaryLine } from "../reconcile/model";
import { SecretsSink, SinkError } from "../secrets";
import { DEFAULT_CONFIGURATION } from "../../provider/ownership";
import { fingerprintOf } from "../reconcile/live";
import { withOwnershipRecorded } from "../reconcile/plan";
import { loadDeclarations } from "../config/declarations";
import { buildPlan, planScope, readAccount } from "../workflow";
import { INTERRUPT_GRACE_MS, type Interrupts, run } from "./common";
import { renderPlan } from "./plan";

interface ApplyOptions {
  yes?: boolean;
  allowDestroy?: boolean;
  secretsOut?: string;
  replaceLostSecrets?: boolean;
  concurrency: string;
  format: "text" | "json";
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

/**
 * A single JSON file that says it is a msgform plan; anything else is read as config files. A plan is
 * acted on as it stands, so it is checked on the descriptor it was read through (sdk/files/checked.ts):
 * a regular file of ours that no one else can write, never one another local user could have edited.
 */
function isSavedPlan(files: string[]): Plan | undefined {
  const path = files[0]!;
  if (files.length !== 1 || !path.endsWith(".json")) return undefined;
  let fd: number;
  try {
    // Non-blocking: a FIFO at the path is not waited on here.
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    let plan: Plan;
    try {
      plan = JSON.parse(readFileSync(fd, "utf8")) as Plan;
    } catch {
      return undefined;
    }
    if (plan?.format !== "msgform-plan") return undefined;
    try {
      checkFile(fd, path, "save the plan where only you can write (msgform plan --out)");
    } catch (e) {
      throw e instanceof UnsafePathError ? new CliError(`refusing the saved plan ${e.message}`) : e;
    }
    if (plan.version !== 1) throw new CliError(`${path} is a version ${plan.version} plan; this msgform reads version 1`);
    return plan;
  } finally {
    closeSync(fd);
  }
}

/** Kinds whose create shows a secret once: applying them without a sink would lose it. */
function secretProducing(plan: Plan): string[] {
  return plan.changes
    .filter((c) => c.action === "create" || c.action === "replace")
    .filter((c) => secretOutputs(sectionOf(c).kind).length > 0)
    .map(label);
}

/** Opens the sink before anything else happens, so an unusable one changes nothing in the account. */
function openSink(file: string | undefined): SecretsSink | undefined {
  if (file === undefined) return undefined;
  try {
    return SecretsSink.open(file);
  } catch (e) {
    throw new CliError(e instanceof SinkError ? e.message : `cannot use the secrets sink ${file}: ${(e as Error).message}`);
  }
}

/**
 * Objects whose once-shown secrets never reached a sink are recovered first: from the sink when it
 * holds them after all (a stop before the marker's removal), else by replaying their creates. With
 * --replace-lost-secrets only those that cannot be recovered are replaced; this says, before
 * anything happens, which is which.
 */
function announceLostSecrets(io: Io, plan: Plan, sink: SecretsSink | undefined, opts: ApplyOptions): void {
  const replace = Boolean(opts.replaceLostSecrets);
  const lost = lostSecrets(plan);
  if (lost.length === 0) return;
  const names = (cs: Change[]) => cs.map((c) => `${label(c)} (${c.id})`).join(", ");
  if (!sink) {
    throw new CliError(`the secrets of ${names(lost)} never reached a secrets sink; pass --secrets-out FILE to recover them`);
  }
  if (replace && !opts.allowDestroy) {
    throw new CliError("--replace-lost-secrets replaces the objects whose secrets cannot be recovered: it needs --allow-destroy");
  }
  const inSink = lost.filter((c) => sink.holds(c.section, c.name, c.id!, secretOutputs(sectionOf(c).kind)));
  const replay = lost.filter((c) => !inSink.includes(c));
  if (inSink.length > 0) io.progress(`the secrets of ${names(inSink)} are in ${sink.file}: only their pending markers are removed`);
  if (replay.length === 0) return;
  io.progress(`the secrets of ${names(replay)} never reached a sink: recovering them by replaying their creates`);
  if (replace) io.progress("  any of them whose create the service no longer replays (24 h) is replaced (--replace-lost-secrets)");
}

const sectionOf = (c: Change) => sections.find((s) => s.key === c.section)!;

/** A replacement whose kind creates the new object first, then deletes the old one: two steps. */
const deletesAfter = (c: Change) => c.action === "replace" && sectionOf(c).kind.replaceStrategy !== "delete-before-create";

/**
 * The plan to apply: a saved one (refused when made for another service or when the account moved
 * since), or one made now from the files (checked offline first: config problems need no account).
 */
async function planToApply(files: string[], conn: () => Connection, io: Io): Promise<Plan> {
  const saved = isSavedPlan(files);
  const decl = saved ? undefined : loadDeclarations(files, sections);
  const c = conn();
  io.progress(`reading the account at ${c.settings.baseUrl}`);
  if (!saved) return buildPlan(sections, decl!, await readAccount(sections, c, decl!.configuration), c);
  if (saved.base_url !== c.settings.baseUrl) {
    throw new CliError(`the plan was made for ${saved.base_url}, not ${c.settings.baseUrl}`);
  }
  const live = await readAccount(sections, c, saved.configuration ?? DEFAULT_CONFIGURATION);
  if (fingerprintOf(live, planScope(saved.sections ?? [], saved.changes)) !== saved.fingerprint) {
    throw new CliError("the account changed since this plan was made; run `msgform plan --out` again and review it");
  }
  return saved;
}

/** Why the apply cannot start (destructive changes without --allow-destroy, secrets with no sink), if it cannot. */
function cannotStart(plan: Plan, todo: readonly Change[], opts: ApplyOptions): string | undefined {
  try {
    guardDestroy(todo, Boolean(opts.allowDestroy));
  } catch (e) {
    return (e as Error).message;
  }
  const needSink = secretProducing(plan);
  if (needSink.length > 0 && !opts.secretsOut) {
    return `${needSink.join(", ")} will get secrets that the service shows only once; ` +
      "pass --secrets-out FILE to keep them (written with mode 0600, never printed)";
  }
  return undefined;
}

/**
 * Whether requests wait for the rate limit right now: every slot of a group in use with requests
 * queued, or a group paused by a 429's Retry-After (not the first request probing for the limit).
 */
function rateLimited(conn: Connection): boolean {
  return Object.values(conn.client.stats().pacing).some(
    (g) => g.pausedForMs > 0 || (g.limit !== undefined && g.waiting > 0 && g.inUse >= g.limit),
  );
}

/** Steps the apply runs: one per change, a second for a replacement that deletes after it creates, a recovery per lost secret. */
function stepCount(plan: Plan, todo: readonly Change[]): number {
  return todo.length + todo.filter(deletesAfter).length + lostSecrets(plan).length;
}

/** The plan before applying: in full when it is short or a person confirms it, else counts per section. */
function showPlan(io: Io, plan: Plan, saved: boolean, todo: readonly Change[], confirming: boolean): void {
  // A saved plan was reviewed when it was made: its summary is enough here.
  if (saved) io.progress(`applying the saved plan: ${summaryLine(plan.summary)}`);
  else if (confirming || todo.length <= FULL_PLAN_CHANGES) io.err(renderPlan(plan, "text", io.color));
  else for (const line of planInShort(plan)) io.progress(line);
}

function applyFormat(value: string): "text" | "json" {
  if (value !== "text" && value !== "json") throw new InvalidArgumentError("expected text or json");
  return value;
}

/**
 * Runs the plan with progress on stderr. From here on an interrupt is graceful: nothing new
 * starts, what is in flight finishes (every secret it gets goes to the sink), and the report says
 * what was not started.
 */
async function carryOut(
  plan: Plan,
  todo: readonly Change[],
  conn: Connection,
  interrupts: Interrupts,
  io: Io,
  opts: ApplyOptions & { sink: SecretsSink | undefined; json: ApplyJson },
): Promise<ApplyOutcome> {
  const { sink } = opts;
  const progress = new ApplyProgress({
    live: stderr.isTTY,
    total: stepCount(plan, todo),
    write: (text) => io.err(text),
    rateLimited: () => rateLimited(conn),
    // Tests shorten the interval of the count lines (the default is ~10 s).
    everyMs: Number(process.env.MSGFORM_TEST_PROGRESS_MS) || undefined,
  });
  interrupts.graceful((signal) => {
    const again = signal === "SIGINT" ? "Ctrl-C" : "SIGTERM";
    progress.note(
      `interrupted (${signal}): starting nothing new; letting the ${progress.running} operation(s) in flight finish ` +
      `(at most ${INTERRUPT_GRACE_MS / 1000} s; ${again} again to quit now)`,
    );
  });
  // What the kinds log while applying (a number bought by search) goes above the status line.
  const print = io.progress;
  io.progress = (line) => progress.note(line);
  const started = Date.now();
  try {
    const result = await applyPlan(plan, sections, (k) => conn.contextFor(k), {
      allowDestroy: Boolean(opts.allowDestroy),
      concurrency: Math.max(1, Number(opts.concurrency) || 16),
      progress: (line) => progress.note(line),
      onStart: (c, step) => progress.start(step === "recover" && !c.lostSecret ? 1 : 0),
      onNothingToDo: () => progress.dropped(),
      // A replacement whose create failed never deletes its old half.
      onResult: (r) => {
        opts.json.results.push(r);
        progress.result(r, r.step === "replace" && r.outcome !== "done" && deletesAfter(r.change) ? -1 : 0);
      },
      stopped: () => interrupts.received !== undefined,
      onSecret: (s) => sink!.write(s),
      holds: sink ? (...a) => sink.holds(...a) : undefined,
      replaceLost: Boolean(opts.replaceLostSecrets),
    });
    return { results: result.results, interrupted: interrupts.received, elapsedMs: Date.now() - started };
  } finally {
    progress.close();
    io.progress = print;
  }
}

export function registerApply(program: Command): void {
  connectionOptions(program.command("apply"))
    .argument("<files...>", "config files (base, then overlays), or one plan saved by `plan --out`")
    .description(
      "Make the account match the configuration: dependency order, independent changes in parallel within the rate " +
      "limits. Refuses, changing nothing, while the plan has preflight errors (what plan and validate report). The " +
      "first Ctrl-C (SIGINT) or SIGTERM starts nothing new and lets what is in flight finish (at most 30 s); a " +
      "second quits at once. Exit 0: applied (or nothing to do); 1: an error, a refusal, or a change that failed; " +
      "130: stopped by SIGINT; 143: stopped by SIGTERM. A re-run converges.",
    )
    .option("-y, --yes", "do not ask for confirmation")
    .option("--allow-destroy", "allow destructive changes: key revocation, number release, campaign and endpoint deletion, replacements")
    .option("--secrets-out <file>", "write secrets shown once (API key secrets, signing secrets) to this file, mode 0600; never printed")
    .option("--replace-lost-secrets", "recover lost secrets first (from the sink, or by replaying their creates), then replace only the objects whose secrets cannot be recovered (new key / new endpoint secret; needs --allow-destroy)")
    .option("--concurrency <n>", "operations in flight at once per section (each change starts as soon as what it references exists)", "16")
    .option("--format <format>", "text, or json: one msgform-apply v1 document on stdout (progress stays on stderr)", applyFormat, "text")
    .action((files: string[], opts: ApplyOptions) =>
      run(opts, async (ctx) => {
        const json = new ApplyJson(ctx.io, opts.format === "json");
        // A quit at once (a signal before the apply started, or a second one) still prints the document.
        ctx.interrupts.onQuit = (signal) => {
          json.ended(new Error(quitMessage(signal, json.startedAt !== undefined)), signal);
        };
        try {
          return await applyCommand(files, opts, ctx, json);
        } catch (e) {
          json.ended(e, ctx.interrupts.received);
          throw e;
        }
      }),
    );
}

function quitMessage(signal: NodeJS.Signals, started: boolean): string {
  return started
    ? `quit at once on a second ${signal}: what was in flight may or may not have happened (a re-run converges)`
    : `interrupted (${signal}) before any change: nothing was changed`;
}

/** The apply: plan, checks, confirmation, the work and its report; every end goes through `json`. */
async function applyCommand(
  files: string[],
  opts: ApplyOptions,
  ctx: { io: Io; conn?: Connection; interrupts: Interrupts },
  json: ApplyJson,
): Promise<number> {
  const { io } = ctx;
  const sink = openSink(opts.secretsOut);
  const plan = withOwnershipRecorded(await planToApply(files, () => ctx.conn!, io));
  json.plan = plan;
  announceLostSecrets(io, plan, sink, opts);
  const todo = plan.changes.filter((c) => c.action !== "noop");
  const elsewhere = sink ? secretsElsewhere(plan, sections, (...a) => sink.holds(...a)) : [];
  const changes = plan.changes.filter((c) => c.action !== "noop" || c.lostSecret || elsewhere.includes(c));
  json.changes = changes;
  // From here a refusal changes nothing: the JSON document says so too.
  const refuse = (error: string, findings?: PlanFinding[]): never => {
    json.print({ results: [], elapsedMs: 0 }, { error, refused: true, findings });
    throw new CliError(error);
  };
  // Before anything changes: the answer validate and plan give.
  const refused = blocking(plan.findings ?? []);
  if (refused.length > 0) refuse(refusal(refused), refused);
  if (changes.length === 0) {
    io.progress("no changes: the account matches the configuration");
    json.print({ results: [], elapsedMs: 0 });
    return 0;
  }
  const confirming = !opts.yes && todo.length > 0;
  showPlan(io, plan, isSavedPlan(files) !== undefined, todo, confirming);
  const problem = cannotStart(plan, todo, opts);
  if (problem) refuse(problem);
  // Recovering secrets only changes nothing in the account: nothing to confirm.
  if (confirming) {
    if (!io.interactive) refuse("not applying without confirmation: pass --yes (no terminal to ask on)");
    if (!(await io.confirm(`Apply ${summaryLine(plan.summary)}? Only 'yes' is accepted: `))) {
      io.progress("apply cancelled");
      json.print({ results: [], elapsedMs: 0 }, { error: "apply cancelled: not confirmed", refused: true });
      return 1;
    }
  }
  json.startedAt = Date.now();
  const outcome = await carryOut(plan, todo, ctx.conn!, ctx.interrupts, io, { ...opts, sink, json });
  if (sink && sink.count > 0) io.progress(`${sink.count} secret(s) written to ${sink.file} (mode 0600)`);
  io.progress(`elapsed ${duration(outcome.elapsedMs)}`);
  io.err(reportText(outcome));
  json.print(outcome);
  return outcome.results.every((r) => r.outcome === "done") ? 0 : 1;
}
