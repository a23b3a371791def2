import type { Command } from "commander";
import { sections } from "../reconcile/catalog";
import { loadDeclarations } from "../workflow";
import { filesArgument, run } from "./common";

export function registerValidate(program: Command): void {
  filesArgument(program.command("validate"))
    .description("Check config files offline: YAML syntax, ${env:NAME} references, every field, and references between entries.")
    .action((files: string[]) =>
      run(undefined, async ({ io }) => {
        const { declared } = loadDeclarations(files, sections);
        const counts = sections
          .map((s) => [s.key, Object.keys(declared[s.key] ?? {}).length] as const)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${n} ${k}`);
        io.progress(`${files.join(" + ")}: valid (${counts.join(", ") || "nothing declared"})`);
        return 0;
      }),
    );
}
