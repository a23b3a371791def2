import type { Command } from "commander";
import { connectionOptions } from "../connect";
import { sections } from "../reconcile/catalog";
import { readLive } from "../reconcile/live";
import { STATUS_SECTIONS, statusMarkdown, statusReport, statusText } from "../reconcile/status";
import { configOwner, loadDeclarations } from "../config/declarations";
import { type Format, filesArgument, formatOption, run } from "./common";
import { jsonText } from "../../sdk/escape";

interface StatusOptions {
  format: Format;
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

export function registerStatus(program: Command): void {
  connectionOptions(filesArgument(program.command("status")))
    .description(
      "Where every declared 10DLC brand and campaign stands: status, time in review, the carriers' reasons, numbers " +
      "attached, what to do next. Reads only (registration:read, numbers:read). Exit 0 all approved or in review, " +
      "2 something needs attention, 1 error.",
    )
    .option("--format <format>", "text, markdown (CI job summaries) or json (schema: msgform-status v1)", formatOption, "text")
    .action((files: string[], opts: StatusOptions) =>
      run(opts, async (ctx) => {
        const { io } = ctx;
        const decl = loadDeclarations(files, sections);
        const conn = ctx.conn!;
        io.progress(`reading the registrations at ${conn.settings.baseUrl}`);
        // Only the sections status reports on: a read-only registration key cannot list keys or endpoints.
        const read = sections.filter((s) => STATUS_SECTIONS.includes(s.key));
        const live = await readLive(read, (kind) => conn.contextFor(kind), configOwner(decl.configuration));
        const report = statusReport(sections, decl.declared, live, {
          baseUrl: conn.settings.baseUrl!,
          configuration: decl.configuration,
          now: new Date(),
        });
        if (opts.format === "json") io.out(jsonText(report, 2));
        else if (opts.format === "markdown") io.out(statusMarkdown(report));
        else io.out(statusText(report, { color: io.color }));
        return report.attention ? 2 : 0;
      }, { json: opts.format === "json" ? "msgform-status" : undefined }),
    );
}
