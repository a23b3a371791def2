import { type Command, InvalidArgumentError } from "commander";
import { connectionOptions } from "../connect";
import { writeOutputFile } from "../io";
import { sections } from "../reconcile/catalog";
import { DEFAULT_CONFIGURATION, NAME_PATTERN } from "../../provider/ownership";
import { exportEntries, exportPulumi, exportYaml } from "../reconcile/export";
import { readAccount } from "../workflow";
import { run } from "./common";
import { terminalText } from "../../sdk/escape";

/** A configuration name follows the declaration naming rule (it is written into the export). */
function configurationName(value: string): string {
  if (!NAME_PATTERN.test(value)) {
    throw new InvalidArgumentError("names are 1 to 63 lowercase letters, digits, '_', '.' or '-', starting with a letter or digit");
  }
  return value;
}

interface ExportOptions {
  out?: string;
  configuration?: string;
  includePulumi?: boolean;
  pulumi?: string;
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

export function registerExport(program: Command): void {
  connectionOptions(program.command("export"))
    .description(
      "Write the live account as config YAML (stdout, or --out), objects msgform did not create adopted by id, " +
      "so that `plan` on the export shows no changes; optionally the same as a Pulumi TypeScript program.",
    )
    .option("-o, --out <file>", "write the YAML here instead of stdout")
    .option("--pulumi <file>", "also write a Pulumi TypeScript program whose resources adopt every object (adoptId)")
    .option("--configuration <name>", "export as this configuration: its own objects by name; other configurations' objects are left out", configurationName, DEFAULT_CONFIGURATION)
    .option("--include-pulumi", "take objects owned by Pulumi stacks over into the export (id + takeOver: true) instead of listing them")
    .action((opts: ExportOptions) =>
      run(opts, async ({ io, conn }) => {
        io.progress(`reading the account at ${conn!.settings.baseUrl}`);
        const live = await readAccount(sections, conn!, opts.configuration ?? DEFAULT_CONFIGURATION);
        const now = new Date();
        const options = { includePulumi: Boolean(opts.includePulumi) };
        const { skipped } = exportEntries(sections, live, options);
        for (const s of skipped) io.progress(`not exported, managed elsewhere: ${terminalText(s)}`);
        const request = { sections, live, baseUrl: conn!.settings.baseUrl!, now, options };
        const yaml = exportYaml(request);
        if (opts.out) {
          writeOutputFile(opts.out, yaml, "export");
          io.progress(`wrote ${live.count} object(s) to ${opts.out}`);
        } else io.out(yaml);
        if (opts.pulumi) {
          writeOutputFile(opts.pulumi, exportPulumi(request), "Pulumi program");
          io.progress(`wrote the Pulumi program to ${opts.pulumi}`);
        }
        return 0;
      }),
    );
}
