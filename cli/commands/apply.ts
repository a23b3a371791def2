import { existsSync, readFileSync } from "node:fs";
import type { Command } from "commander";
import { connectionOptions } from "../connect";
import { CliError, type Io } from "../io";
import { applyPlan, guardDestroy, lostSecrets, secretsElsewhere, type StepResult } from "../reconcile/apply";
import { sections } from "../reconcile/catalog";
import { label } from "../reconcile/render";
import { type Plan, summarize, summaryLine } from "../reconcile/model";
import { SecretsSink, SinkError } from "../secrets";
import { DEFAULT_CONFIGURATION } from "../../provider/ownership";
import { fingerprintOf } from "../reconcile/live";
import { withOwnershipRecorded } from "../reconcile/plan";
import { buildPlan, loadDeclarations, planScope, readAccount } from "../workflow";
import { run } from "./common";
import { renderPlan } from "./plan";

interface ApplyOptions {
  yes?: boolean;
  allowDestroy?: boolean;
  secretsOut?: string;
  replaceLostSecrets?: boolean;
  concurrency: string;
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

/** A single JSON file that says it is a msgform plan; anything else is read as config files. */
function isSavedPlan(files: string[]): Plan | undefined {
  if (files.length !== 1 || !files[0]!.endsWith(".json") || !existsSync(files[0]!)) return undefined;
  let plan: Plan;
  try {
    plan = JSON.parse(readFileSync(files[0]!, "utf8")) as Plan;
  } catch {
    return undefined;
  }
  if (plan?.format !== "msgform-plan") return undefined;
  if (plan.version !== 1) throw new CliError(`${files[0]} is a version ${plan.version} plan; this msgform reads version 1`);
  return plan;
}

/** Kinds whose create shows a secret once: applying them without a sink would lose it. */
function secretProducing(plan: Plan): string[] {
  return plan.changes
    .filter((c) => c.action === "create" || c.action === "replace")
    .filter((c) => {
      const kind = sections.find((s) => s.key === c.section)?.kind;
      return Object.values((kind?.outputs ?? {}) as Record<string, { secret?: boolean }>).some((r) => r.secret);
    })
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
 * Objects whose once-shown secrets never reached a sink: recovered by replay (the default), or,
 * with --replace-lost-secrets, replaced by new objects with new secrets.
 */
function handleLostSecrets(io: Io, plan: Plan, sink: SecretsSink | undefined, replace: boolean): Plan {
  const lost = new Set(lostSecrets(plan));
  if (lost.size === 0) return plan;
  const names = [...lost].map((c) => `${label(c)} (${c.id})`).join(", ");
  if (!sink) {
    throw new CliError(`the secrets of ${names} never reached a secrets sink; pass --secrets-out FILE to recover them`);
  }
  if (!replace) {
    io.progress(`the secrets of ${names} never reached a sink: recovering them by replaying their creates`);
    return plan;
  }
  io.progress(`replacing ${names}: their secrets never reached a sink (--replace-lost-secrets)`);
  const changes = plan.changes.map((c) =>
    lost.has(c) ? { ...c, action: "replace" as const, destructive: true, notes: [...c.notes, "its secret was lost: replaced to get a new one"] } : c,
  );
  return { ...plan, changes, summary: summarize(changes) };
}

function report(io: Io, results: StepResult[]): void {
  const by = (o: StepResult["outcome"]) => results.filter((r) => r.outcome === o);
  const failed = by("failed");
  const skipped = by("skipped");
  io.err(`\nApply: ${by("done").length} done, ${failed.length} failed, ${skipped.length} skipped.\n`);
  if (failed.length + skipped.length > 0) {
    io.err("Not done (the account has everything listed as done; run apply again to converge):\n");
    for (const r of [...failed, ...skipped]) io.err(`  ${r.step} ${label(r.change)}: ${r.error}\n`);
  }
}

export function registerApply(program: Command): void {
  connectionOptions(program.command("apply"))
    .argument("<files...>", "config files (base, then overlays), or one plan saved by `plan --out`")
    .description("Make the account match the configuration: dependency order, independent changes in parallel within the rate limits.")
    .option("-y, --yes", "do not ask for confirmation")
    .option("--allow-destroy", "allow destructive changes: key revocation, number release, campaign and endpoint deletion, replacements")
    .option("--secrets-out <file>", "write secrets shown once (API key secrets, signing secrets) to this file, mode 0600; never printed")
    .option("--replace-lost-secrets", "replace objects whose secrets never reached --secrets-out and cannot be recovered (new key / new endpoint secret; needs --allow-destroy)")
    .option("--concurrency <n>", "operations in flight at once per section (each change starts as soon as what it references exists)", "16")
    .action((files: string[], opts: ApplyOptions) =>
      run(opts, async (ctx) => {
        const { io } = ctx;
        const sink = openSink(opts.secretsOut);
        const saved = isSavedPlan(files);
        // Config problems come before connection settings: they need no account.
        const decl = saved ? undefined : loadDeclarations(files, sections);
        const conn = ctx.conn;
        io.progress(`reading the account at ${conn!.settings.baseUrl}`);
        let plan: Plan;
        if (saved) {
          if (saved.base_url !== conn!.settings.baseUrl) {
            throw new CliError(`the plan was made for ${saved.base_url}, not ${conn!.settings.baseUrl}`);
          }
          const live = await readAccount(sections, conn!, saved.configuration ?? DEFAULT_CONFIGURATION);
          if (fingerprintOf(live, planScope(saved.sections ?? [], saved.changes)) !== saved.fingerprint) {
            throw new CliError("the account changed since this plan was made; run `msgform plan --out` again and review it");
          }
          plan = saved;
        } else {
          const live = await readAccount(sections, conn!, decl!.configuration);
          plan = buildPlan(sections, decl!, live, conn!);
        }
        plan = handleLostSecrets(io, withOwnershipRecorded(plan), sink, Boolean(opts.replaceLostSecrets));
        const todo = plan.changes.filter((c) => c.action !== "noop");
        const elsewhere = sink ? secretsElsewhere(plan, sections, (...a) => sink.holds(...a)) : [];
        const recovering = lostSecrets(plan).length + elsewhere.length;
        if (todo.length === 0 && recovering === 0) {
          io.progress("no changes: the account matches the configuration");
          return 0;
        }
        // A saved plan was reviewed when it was made: its summary is enough here.
        if (saved) io.progress(`applying the saved plan: ${summaryLine(plan.summary)}`);
        else io.err(renderPlan(plan, "text", io.color));
        try {
          guardDestroy(todo, Boolean(opts.allowDestroy));
        } catch (e) {
          throw new CliError((e as Error).message);
        }
        const needSink = secretProducing(plan);
        if (needSink.length > 0 && !opts.secretsOut) {
          throw new CliError(
            `${needSink.join(", ")} will get secrets that the service shows only once; ` +
            "pass --secrets-out FILE to keep them (written with mode 0600, never printed)",
          );
        }
        // Recovering secrets only changes nothing in the account: nothing to confirm.
        if (!opts.yes && todo.length > 0) {
          if (!io.interactive) throw new CliError("not applying without confirmation: pass --yes (no terminal to ask on)");
          if (!(await io.confirm(`Apply ${summaryLine(plan.summary)}? Only 'yes' is accepted: `))) {
            io.progress("apply cancelled");
            return 1;
          }
        }
        const concurrency = Math.max(1, Number(opts.concurrency) || 16);
        const result = await applyPlan(plan, sections, (k) => conn!.contextFor(k), {
          allowDestroy: Boolean(opts.allowDestroy),
          concurrency,
          progress: (line) => io.progress(line),
          onSecret: (s) => sink!.write(s),
          holds: sink ? (...a) => sink.holds(...a) : undefined,
        });
        if (sink && sink.count > 0) io.progress(`${sink.count} secret(s) written to ${sink.file} (mode 0600)`);
        report(io, result.results);
        return result.ok ? 0 : 1;
      }),
    );
}
