import { setMaxListeners } from "node:events";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import type { Connection, ConnectionOptions } from "../connect";
import {
  type Diagnostic,
  type DiagnosticFormat,
  diagnosticsJson,
  DiagnosticsError,
  renderText,
  summaryLine,
} from "../diagnostics";
import { CliError, errorText, type Io, prefixed, processIo } from "../io";
import { flushOutput } from "../output";
import { jsonText } from "../../sdk/escape";

export type Format = "text" | "markdown" | "json";

export function formatOption(value: string): Format {
  if (value !== "text" && value !== "markdown" && value !== "json") {
    throw new InvalidArgumentError("expected text, markdown or json");
  }
  return value;
}

/** validate's formats: text on stderr, or JSON / GitHub annotations on stdout. */
export function diagnosticFormatOption(value: string): DiagnosticFormat {
  if (value !== "text" && value !== "json" && value !== "github") {
    throw new InvalidArgumentError("expected text, json or github");
  }
  return value;
}

export interface RunOutput {
  /** The JSON document the command prints (e.g. "msgform-plan"): on bad config it carries the diagnostics. */
  json?: string;
}

/** How long a graceful stop lets the operations in flight run before it aborts them. */
export const INTERRUPT_GRACE_MS = 30_000;

/** The exit code of a command stopped by a signal: 128 + the signal's number, as shells report it. */
const signalExitCode = (signal: NodeJS.Signals) => (signal === "SIGTERM" ? 143 : 130);

/**
 * The signals a command received. By default the first SIGINT or SIGTERM exits at once (the
 * command reads, or makes one call: nothing to finish). A command that changes the account calls `graceful`
 * first: the first signal then only asks it to start nothing new (`onStop`), the calls in flight
 * run on (aborted after INTERRUPT_GRACE_MS), and the second signal quits at once.
 */
export class Interrupts {
  received: NodeJS.Signals | undefined;
  onStop: ((signal: NodeJS.Signals) => void) | undefined;
  /** Called before the command quits at once on a signal (the last chance to print its document). */
  onQuit: ((signal: NodeJS.Signals) => void) | undefined;

  graceful(onStop: (signal: NodeJS.Signals) => void): void {
    this.onStop = onStop;
  }
}

/**
 * Runs a command body with an Io, a connection when asked for, signal handling (Interrupts), and
 * the exit code convention: the body returns the code; a CliError prints its message and exits 1;
 * a command stopped by SIGINT exits 130, by SIGTERM 143. The connection is made when the body
 * first asks for it, so config problems come first.
 */
export async function run(
  opts: ConnectionOptions | undefined,
  body: (ctx: { io: Io; conn?: Connection; signal: AbortSignal; interrupts: Interrupts }) => Promise<number>,
  output: RunOutput = {},
): Promise<never> {
  const io = processIo();
  const abort = new AbortController();
  // Every request waiting for a rate-limit slot listens on this one signal: hundreds is normal.
  setMaxListeners(0, abort.signal);
  const interrupts = new Interrupts();
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupts.received !== undefined) {
      io.progress(`${signal} again: quitting now; what was in flight may or may not have happened (a re-run converges)`);
      interrupts.onQuit?.(signal);
      process.exit(signalExitCode(signal));
    }
    interrupts.received = signal;
    if (interrupts.onStop) {
      interrupts.onStop(signal);
      setTimeout(() => abort.abort(new Error(`interrupted (${signal})`)), INTERRUPT_GRACE_MS).unref();
      return;
    }
    // Nothing to finish: the command only reads, or makes one call whose outcome a re-run shows.
    io.progress(`interrupted (${signal})`);
    interrupts.onQuit?.(signal);
    process.exit(signalExitCode(signal));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  let conn: Connection | undefined;
  let code: number;
  try {
    const ctx = {
      io,
      signal: abort.signal,
      interrupts,
      get conn(): Connection | undefined {
        // Loaded here, not imported: offline commands (validate) do not load the sdk client.
        if (opts && !conn) conn = (require("../connect") as typeof import("../connect")).connect(opts, io, abort.signal);
        return conn;
      },
    };
    code = await body(ctx);
  } catch (err) {
    // Calls aborted after the grace period fail with "interrupted": the command's summary says so.
    if (interrupts.received === undefined) reportFailure(io, err, output);
    code = err instanceof CliError ? err.exitCode : 1;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await conn?.close().catch(() => undefined);
  }
  if (interrupts.received !== undefined) code = signalExitCode(interrupts.received);
  // A stream that took a write may still hold it (a pipe on macOS): let it reach the reader before exiting.
  await flushOutput();
  process.exit(code);
}

/** One prefixed line for an error; config problems one per line, then how many. */
function reportFailure(io: Io, err: unknown, output: RunOutput): void {
  if (!(err instanceof DiagnosticsError)) {
    io.err(errorText(err) + "\n");
    return;
  }
  if (output.json) io.out(diagnosticsDocument(output.json, err.diagnostics));
  printDiagnostics(io, err.diagnostics, output.json ? "json" : "text");
}

/** A command's JSON document when the config has problems: its format name, then the diagnostics. */
export const diagnosticsDocument = (format: string, ds: readonly Diagnostic[], extra: Record<string, unknown> = {}) =>
  jsonText({ format, version: 1, ...diagnosticsJson(ds), ...extra }, 2);

/**
 * Diagnostics on stderr: each one in text, then the summary line; with the diagnostics on stdout
 * in another format, only the summary line.
 */
export function printDiagnostics(io: Io, ds: readonly Diagnostic[], stdoutFormat: DiagnosticFormat): void {
  if (stdoutFormat === "text") io.err(renderText(ds));
  if (ds.length > 0) io.err(prefixed(summaryLine(ds)) + "\n");
}

export const filesArgument = (cmd: Command) =>
  cmd.argument("<files...>", "config files: a base, then overlays applied in order (later files win)");
