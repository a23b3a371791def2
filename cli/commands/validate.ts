import type { Command } from "commander";
import { type DiagnosticFormat, errorCount, renderGithub } from "../diagnostics";
import { sections } from "../reconcile/catalog";
import { declaredFindings, planReadings, preflightCheck } from "../reconcile/preflight";
import { checkDeclarations } from "../config/declarations";
import { terminalText } from "../../sdk/escape";
import { diagnosticFormatOption, diagnosticsDocument, filesArgument, printDiagnostics, run } from "./common";

interface ValidateOptions {
  format: DiagnosticFormat;
  strict?: boolean;
  explain?: boolean;
}

export function registerValidate(program: Command): void {
  filesArgument(program.command("validate"))
    .description(
      "Check config files offline and report every problem at once: YAML syntax, ${env:NAME} references, " +
      "every field, references between entries, the 10DLC preflight review of brands and campaigns (what " +
      "carriers reject) and the service's limits on sets of declarations (webhook endpoints per account, numbers " +
      "per campaign). Exit 0: valid (warnings allowed); 1: problems, preflight errors included (the ones plan " +
      "reports and apply refuses).",
    )
    .option(
      "--format <format>",
      "text (stderr), json (stdout; schema: msgform-validate v1) or github (workflow annotations on stdout)",
      diagnosticFormatOption,
      "text",
    )
    .option("--strict", "warnings fail too (preflight findings carriers often reject or delay)")
    .option(
      "--explain",
      "show, per campaign, what the 10DLC review understood: how and where recipients opt in, what is disclosed " +
      "(each found with its words, or missing), content categories found and the use case's fit",
    )
    .action((files: string[], opts: ValidateOptions) =>
      run(undefined, async ({ io }) => {
        const checks = [preflightCheck(sections)];
        const { declarations, diagnostics } = checkDeclarations(files, sections, process.env, checks);
        // --explain: what the review understood of each campaign (read again here; the check above kept only findings).
        const readings = opts.explain && declarations
          ? planReadings(declaredFindings(sections, declarations.declared, undefined, { explain: true }))
          : [];
        if (opts.format === "json") io.out(diagnosticsDocument("msgform-validate", diagnostics, opts.explain ? { readings } : {}));
        if (opts.format === "github") io.out(renderGithub(diagnostics));
        printDiagnostics(io, diagnostics, opts.format);
        if (opts.format === "text" && readings.length > 0) {
          // The review's text rendering (and the diff helpers it shares with plan) only for --explain.
          const { readingsText } = require("../reconcile/review") as typeof import("../reconcile/review");
          io.err(readingsText(readings).join("\n") + "\n");
        }
        if (!declarations || errorCount(diagnostics) > 0) return 1;
        if (opts.strict && diagnostics.length > 0) return 1;
        const counts = sections
          .map((s) => [s.key, Object.keys(declarations.declared[s.key] ?? {}).length] as const)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${n} ${k}`);
        io.progress(`${terminalText(files.join(" + "))}: valid (${counts.join(", ") || "nothing declared"})`);
        return 0;
      }),
    );
}
