#!/usr/bin/env node
import { Command } from "commander";
import { registerEmulatorCommand } from "./commands/emulator";
import { VERSION } from "./version";

export function buildProgram(): Command {
  const program = new Command();
  program
    .name("msgform")
    .description("Manage a messaging account as code.")
    .version(VERSION, "-V, --version", "print the msgform version");
  registerEmulatorCommand(program);
  return program;
}

if (require.main === module) {
  buildProgram()
    .parseAsync(process.argv)
    .catch((err: unknown) => {
      process.stderr.write(`msgform: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    });
}
