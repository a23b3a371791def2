import { setMaxListeners } from "node:events";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { type Connection, type ConnectionOptions, connect } from "../connect";
import { CliError, type Io, processIo } from "../io";

export type Format = "text" | "markdown" | "json";

export function formatOption(value: string): Format {
  if (value !== "text" && value !== "markdown" && value !== "json") {
    throw new InvalidArgumentError("expected text, markdown or json");
  }
  return value;
}

/**
 * Runs a command body with an Io, a connection when asked for, Ctrl-C handling, and the exit
 * code convention: the body returns the code; a CliError prints its message and exits 1.
 */
export async function run(
  opts: ConnectionOptions | undefined,
  body: (ctx: { io: Io; conn?: Connection; signal: AbortSignal }) => Promise<number>,
): Promise<never> {
  const io = processIo();
  const abort = new AbortController();
  // Every request waiting for a rate-limit slot listens on this one signal: hundreds is normal.
  setMaxListeners(0, abort.signal);
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    io.progress("interrupted: finishing the operations in flight (Ctrl-C again to quit now)");
    abort.abort(new Error("interrupted"));
  };
  process.on("SIGINT", onSigint);
  let conn: Connection | undefined;
  let code: number;
  try {
    if (opts) conn = connect(opts, io, abort.signal);
    code = await body({ io, conn, signal: abort.signal });
  } catch (err) {
    io.err(`msgform: ${err instanceof Error ? err.message : String(err)}\n`);
    code = err instanceof CliError ? err.exitCode : 1;
  } finally {
    process.off("SIGINT", onSigint);
    await conn?.close().catch(() => undefined);
  }
  // Piped stdout is asynchronous: let everything written reach the reader before exiting.
  await new Promise<void>((resolve) => process.stdout.write("", () => resolve()));
  await new Promise<void>((resolve) => process.stderr.write("", () => resolve()));
  process.exit(code);
}

export const filesArgument = (cmd: Command) =>
  cmd.argument("<files...>", "config files: a base, then overlays applied in order (later files win)");
