import type { Command } from "commander";
import { connectionOptions } from "../connect";
import { writeOutputFile } from "../io";
import { sections } from "../reconcile/catalog";
import { blocking } from "../reconcile/preflight";
import type { Plan } from "../reconcile/model";
import { planMarkdown } from "../reconcile/markdown";
import { planText } from "../reconcile/render";
import { planFromFiles } from "../workflow";
import { type Format, filesArgument, formatOption, run } from "./common";
import { jsonText } from "../../sdk/escape";

export function renderPlan(plan: Plan, format: Format, color: boolean): string {
  if (format === "json") return jsonText(plan, 2);
  if (format === "markdown") return planMarkdown(plan, sections);
  return planText(plan, sections, { color });
}

interface PlanOptions {
  format: Format;
  out?: string;
  detailedExitcode?: boolean;
  strict?: boolean;
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

export function registerPlan(program: Command): void {
  connectionOptions(filesArgument(program.command("plan")))
    .description(
      "Show what apply would change in the account, field by field. Reads only. Exit 0: the plan is shown; 1: an " +
      "error, or preflight errors apply would refuse (set-wide service limits included); 2: changes, with " +
      "--detailed-exitcode.",
    )
    .option("--format <format>", "text, markdown (pull-request comments) or json (schema: msgform-plan v1)", formatOption, "text")
    .option("--out <file>", "save the plan; `msgform apply <file>` then applies exactly it")
    .option("--detailed-exitcode", "exit 0 when there are no changes, 2 when there are, 1 on error or preflight errors")
    .option("--strict", "exit 1 when a 10DLC preflight finding is not acknowledged (errors and warnings; the plan is still shown)")
    .action((files: string[], opts: PlanOptions) =>
      run(opts, async (ctx) => {
        const { io } = ctx;
        const { plan } = await planFromFiles(sections, files, () => ctx.conn!, (line) => io.progress(line));
        io.out(renderPlan(plan, opts.format, io.color));
        if (opts.out) {
          writeOutputFile(opts.out, jsonText(plan, 2), "saved plan");
          io.progress(`plan saved to ${opts.out}: apply it with \`msgform apply ${opts.out}\``);
        }
        // The answer validate and apply give too: apply refuses a plan with these.
        const open = blocking(plan.findings ?? [], opts.strict);
        if (open.length > 0) {
          io.progress(
            opts.strict
              ? `${open.length} preflight finding(s) not acknowledged (--strict): fix them or acknowledge them with a reason`
              : `${open.length} preflight error(s): apply refuses this plan until they are fixed (or, for a carrier rule, acknowledged)`,
          );
          return 1;
        }
        const changes = plan.changes.some((c) => c.action !== "noop");
        return opts.detailedExitcode && changes ? 2 : 0;
      }, { json: opts.format === "json" ? "msgform-plan" : undefined }),
    );
}
