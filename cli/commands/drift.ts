import type { Command } from "commander";
import { connectionOptions } from "../connect";
import { sections } from "../reconcile/catalog";
import { driftFrom } from "../reconcile/drift";
import { driftMarkdown } from "../reconcile/markdown";
import { driftText } from "../reconcile/render";
import { planFromFiles } from "../workflow";
import { type Format, filesArgument, formatOption, run } from "./common";
import { jsonText } from "../../sdk/escape";

interface DriftOptions {
  format: Format;
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

export function registerDrift(program: Command): void {
  connectionOptions(filesArgument(program.command("drift")))
    .description(
      "Compare the account with the configuration, read-only: changed fields, missing objects, unmanaged objects, " +
      "endpoints the service disabled. Exit 0 no drift, 2 drift, 1 error.",
    )
    .option("--format <format>", "text, markdown (CI job summaries) or json (schema: msgform-drift v1)", formatOption, "text")
    .action((files: string[], opts: DriftOptions) =>
      run(opts, async (ctx) => {
        const { io } = ctx;
        const { plan, live } = await planFromFiles(sections, files, () => ctx.conn!, (line) => io.progress(line));
        const report = driftFrom(plan, sections, live, new Date());
        if (opts.format === "json") io.out(jsonText(report, 2));
        else if (opts.format === "markdown") io.out(driftMarkdown(report));
        else io.out(driftText(report, { color: io.color }));
        return report.drifted ? 2 : 0;
      }, { json: opts.format === "json" ? "msgform-drift" : undefined }),
    );
}
