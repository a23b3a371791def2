#!/usr/bin/env node
import { Command } from "commander";
import { registerApply } from "./commands/apply";
import { registerDrift } from "./commands/drift";
import { registerEmulatorCommand } from "./commands/emulator";
import { registerEvents } from "./commands/events";
import { registerExport } from "./commands/export";
import { registerPlan } from "./commands/plan";
import { registerStatus } from "./commands/status";
import { registerValidate } from "./commands/validate";
import { errorText, prefixed } from "./io";
import { VERSION } from "../sdk/version";

export function buildProgram(): Command {
  const program = new Command();
  program
    .name("msgform")
    .description(
      "Manage a messaging account as code: API keys, webhook endpoints, the IP allowlist, 10DLC brands and " +
      "campaigns, phone numbers. Connection: --base-url/--key-id/--ca-file or MSGFORM_BASE_URL, " +
      "MSGFORM_KEY_ID, MSGFORM_KEY_SECRET, MSGFORM_CA_FILE.",
    )
    .version(VERSION, "-V, --version", "print the msgform version")
    // Usage errors read like every other message: "msgform: missing required argument 'files'".
    .configureOutput({ outputError: (text, write) => write(prefixed(text.replace(/^error: /, ""))) });
  registerValidate(program);
  registerPlan(program);
  registerApply(program);
  registerDrift(program);
  registerStatus(program);
  registerExport(program);
  registerEvents(program);
  registerEmulatorCommand(program);
  return program;
}

/** A bug still reads as one line; MSGFORM_DEBUG=1 shows where it came from. */
function fatal(err: unknown): never {
  process.stderr.write(errorText(err) + "\n");
  process.exit(1);
}

if (require.main === module) {
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  buildProgram()
    .parseAsync(process.argv)
    .catch(fatal);
}
