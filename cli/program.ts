// The msgform program: its commands, each loaded only when it runs, and how a run ends.
import { Command } from "commander";
import { requestedCommand } from "./commandLine";
import { errorText, prefixed } from "./io";
import { stderr } from "./output";
import { VERSION } from "../sdk/version";

type Register = (program: Command) => void;

/**
 * Every command, in help order: its name, its line in `msgform --help`, and the module that defines it,
 * loaded only when that command runs (or its help is asked for), so each command loads only what it
 * needs: the emulator, fastify and the x509 code only for `msgform emulator`. To add a command, add a
 * line here; its module must not be imported anywhere else in this file.
 */
const COMMANDS: ReadonlyArray<{ name: string; summary: string; load: () => Register }> = [
  {
    name: "validate",
    summary: "check config files offline: syntax, every field, references, 10DLC preflight",
    load: () => (require("./commands/validate") as typeof import("./commands/validate")).registerValidate,
  },
  {
    name: "plan",
    summary: "show what apply would change in the account, field by field (reads only)",
    load: () => (require("./commands/plan") as typeof import("./commands/plan")).registerPlan,
  },
  {
    name: "apply",
    summary: "make the account match the config",
    load: () => (require("./commands/apply") as typeof import("./commands/apply")).registerApply,
  },
  {
    name: "drift",
    summary: "compare the account with the config (reads only)",
    load: () => (require("./commands/drift") as typeof import("./commands/drift")).registerDrift,
  },
  {
    name: "status",
    summary: "show where each declared 10DLC registration stands with the carriers (reads only)",
    load: () => (require("./commands/status") as typeof import("./commands/status")).registerStatus,
  },
  {
    name: "export",
    summary: "write the live account as config YAML, or as a Pulumi program",
    load: () => (require("./commands/export") as typeof import("./commands/export")).registerExport,
  },
  {
    name: "events",
    summary: "webhook events: list the undelivered, replay one or a time range",
    load: () => (require("./commands/events") as typeof import("./commands/events")).registerEvents,
  },
  {
    name: "emulator",
    summary: "run a local emulator of the messaging service over HTTPS",
    load: () => (require("./commands/emulator") as typeof import("./commands/emulator")).registerEmulatorCommand,
  },
];

/**
 * The program. Given the process's argv, only the command it runs is defined in full; the others are
 * names and summaries for the help listing and for "did you mean". Without argv, every command is.
 */
function buildProgram(argv?: readonly string[]): Command {
  const program = new Command();
  program
    .name("msgform")
    .description(
      "Manage a messaging account as code: API keys, webhook endpoints, the IP allowlist, 10DLC brands and " +
      "campaigns, phone numbers. Connection: --base-url/--key-id/--ca-file or MSGFORM_BASE_URL, " +
      "MSGFORM_KEY_ID, MSGFORM_KEY_SECRET, MSGFORM_CA_FILE.",
    )
    .version(VERSION, "-V, --version", "print the msgform version")
    // Usage errors read like every other message: "msgform: missing required argument 'files'", one line
    // (commander's "(Did you mean --format?)" joins it: "msgform: unknown option '--formt'; did you mean --format?").
    .configureOutput({ outputError: (text, write) => write(usageError(text)) })
    // The listing shows names only: a command not loaded has no arguments or options to show.
    .configureHelp({ subcommandTerm: (cmd) => cmd.name() });
  const wanted = argv && requestedCommand(argv);
  for (const { name, summary, load } of COMMANDS) {
    if (argv && name !== wanted) program.command(name).summary(summary);
    else {
      load()(program);
      const command = program.commands.find((c) => c.name() === name);
      command?.summary(summary);
      if (command) withUsageAfterErrors(command, "msgform");
    }
  }
  // A command msgform does not have: the line after it says where the list is.
  program.showHelpAfterError(prefixed("usage: msgform <command> [options] (msgform --help lists the commands)"));
  return program;
}

/** Commander's usage error as msgform's one line: the prefix once, a suggestion on the same line. */
function usageError(text: string): string {
  const line = text.replace(/^error: /, "").replace(/\n\(Did you mean (.+)\?\)(?=\n|$)/, "; did you mean $1?");
  const unknown = /^unknown option '(--[a-z-]+)'(?=\n|$)/;
  return prefixed(line.replace(unknown, (m, option: string) => m + fromEnvironment(option)));
}

/**
 * An option that does not exist but names a connection setting (`--key-secret`): where msgform reads
 * it instead. The key secret has no option at all, so no other local user sees it in the process list.
 */
function fromEnvironment(option: string): string {
  const { ENV } = require("../sdk/config") as typeof import("../sdk/config");
  const field = option.slice(2).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()) as keyof typeof ENV;
  if (!Object.hasOwn(ENV, field)) return "";
  return field === "keySecret"
    ? `: the key secret is read from ${ENV.keySecret} only (an option would show it to every user of the machine in the process list)`
    : `: this command does not connect to the service; ${ENV[field]} and ${option} belong to plan, apply, drift, status, export and events`;
}

/** A usage error ("missing required argument 'files'") ends with the command's usage line, subcommands too. */
function withUsageAfterErrors(command: Command, parent: string): void {
  const path = `${parent} ${command.name()}`;
  command.showHelpAfterError(prefixed(`usage: ${path} ${command.usage()} (${path} --help describes every option)`));
  for (const sub of command.commands) withUsageAfterErrors(sub, path);
}

/** A bug still reads as one line; MSGFORM_DEBUG=1 shows where it came from. */
function fatal(err: unknown): never {
  stderr.write(errorText(err) + "\n");
  process.exit(1);
}

/** Runs the command `argv` names. */
export function run(argv: readonly string[]): void {
  process.on("uncaughtException", fatal);
  process.on("unhandledRejection", fatal);
  buildProgram(argv)
    .parseAsync(argv)
    .catch(fatal);
}
