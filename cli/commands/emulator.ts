import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import { isIP } from "node:net";
import { TOKEN_HEADER } from "../../emulator/control/guard";
import { type RunningEmulator, startEmulator } from "../../emulator/index";
import { ENV } from "../../sdk/config";
import { terminalText } from "../../sdk/escape";

function port(value: string): number {
  const n = Number(value);
  if (!/^[0-9]+$/.test(value) || n > 65_535) throw new InvalidArgumentError("expected a port number, 0 to 65535");
  return n;
}

/** An IP address or a host name; what only looks like an address (999.1.1.1, 1:2:3) is refused here, naming the option. */
function host(value: string): string {
  const looksLikeAddress = /^[0-9.]+$/.test(value) || value.includes(":");
  if (value === "" || (looksLikeAddress && isIP(value) === 0)) {
    throw new InvalidArgumentError("expected an IP address (127.0.0.1, 0.0.0.0, ::1, ::) or a host name");
  }
  return value;
}

/**
 * A listen failure as what to change: the option that chose the address or port, never Node's code
 * alone ("listen EADDRINUSE: address already in use 127.0.0.1:8443").
 */
function listenProblem(err: unknown, opts: EmulatorCommandOptions): Error | undefined {
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number };
  const where = e.port !== undefined ? `${e.address ?? opts.host}:${e.port}` : opts.host;
  const flag = e.port !== undefined && e.port === opts.controlPort && e.port !== opts.port ? "--control-port" : "--port";
  switch (e?.code) {
    case "EADDRINUSE":
      return new Error(`cannot listen on ${where}: the port is in use (another emulator?); choose another with ${flag} N, or ${flag} 0 for a free one`);
    case "EACCES":
      return new Error(`cannot listen on ${where}: permission denied (ports below 1024 need privileges); choose another with ${flag} N, or ${flag} 0 for a free one`);
    case "EADDRNOTAVAIL":
      return new Error(`cannot listen on ${where}: no network interface of this machine has the address ${opts.host}; choose one with --host (127.0.0.1 by default, 0.0.0.0 for every interface)`);
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new Error(`cannot listen on ${opts.host}: the host name does not resolve; choose an address with --host (127.0.0.1 by default)`);
    default:
      return undefined;
  }
}

interface EmulatorCommandOptions {
  port: number;
  host: string;
  controlPort: number;
  stateDir?: string;
  stateDirResetDamaged?: boolean;
}

/**
 * The one line `msgform emulator` prints: everything a client needs, and the only time the
 * bootstrap secrets are shown. A start from a state directory that already held an account says
 * "restored": true and shows no secrets (null): they were shown by the start that made them.
 */
function startLine(emu: RunningEmulator): string {
  const secret = (s: string) => (emu.restored ? null : s);
  return JSON.stringify({
    base_url: emu.baseUrl,
    ca_file: emu.caFile,
    control_url: emu.controlUrl,
    control_token: emu.controlToken,
    console_url: emu.consoleUrl,
    account_id: emu.accountId,
    keys: {
      live: { id: emu.keys.live.id, secret: secret(emu.keys.live.secret) },
      test: { id: emu.keys.test.id, secret: secret(emu.keys.test.secret) },
    },
    ...(emu.restored ? { restored: true } : {}),
  });
}

/** A value as one shell word: plain when it is, else in single quotes. */
const shellWord = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);

/**
 * What a person at a terminal reads before the JSON line: the links to open, and the lines to paste
 * into another shell (`export MSGFORM_…`) so msgform and the examples talk to this emulator. Scripts
 * (stdout not a terminal) get the JSON line alone, as before.
 */
function startText(emu: RunningEmulator): string {
  const t = (s: string) => terminalText(s);
  const exports: [string, string | null][] = [
    [ENV.baseUrl, emu.baseUrl],
    [ENV.caFile, emu.caFile],
    [ENV.keyId, emu.keys.live.id],
    [ENV.keySecret, emu.restored ? null : emu.keys.live.secret],
    ["MSGFORM_CONTROL_URL", emu.controlUrl],
    ["MSGFORM_CONTROL_TOKEN", emu.controlToken],
  ];
  return [
    `msgform emulator: the messaging service, emulated on this machine${emu.restored ? " (restored from its state directory)" : ""}`,
    `  console   ${t(emu.consoleUrl)}   (open it in a browser)`,
    `  base URL  ${t(emu.baseUrl)}   (HTTPS; its CA certificate: ${t(emu.caFile)})`,
    `  control   ${t(emu.controlUrl)}   (the emulator's levers; send the ${TOKEN_HEADER} header)`,
    `  account   ${t(emu.accountId)}`,
    "",
    "Point msgform at it: paste these into another shell",
    ...exports.map(([name, value]) =>
      value === null
        ? `  # ${name}: shown only by the start that made this state directory`
        : `  export ${name}=${t(shellWord(value))}`),
    emu.restored ? "" : `  (the test key: ${t(emu.keys.test.id)} / ${t(emu.keys.test.secret)}; the key secrets are shown only now)`,
    "",
    "Ctrl-C stops it. The line below is what scripts read (the only line when stdout is not a terminal):",
  ].join("\n");
}

/**
 * Runs until SIGINT or SIGTERM, then closes every listener. The handlers are in place before the
 * line is printed: whoever reads the line may signal at once (a signal during start-up waits for
 * the start to finish, then closes).
 */
async function runEmulator(opts: EmulatorCommandOptions): Promise<void> {
  let signalled: (signal: NodeJS.Signals) => void = () => undefined;
  const stopRequested = new Promise<NodeJS.Signals>((resolve) => (signalled = resolve));
  const onSignal = (signal: NodeJS.Signals) => signalled(signal);
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    const emu = await startEmulator({
      port: opts.port,
      host: opts.host,
      controlPort: opts.controlPort,
      stateDir: opts.stateDir,
      moveDamagedAside: Boolean(opts.stateDirResetDamaged),
    }).catch((err: unknown) => {
      throw listenProblem(err, opts) ?? err;
    });
    if (process.stdout.isTTY) process.stdout.write(startText(emu) + "\n");
    process.stdout.write(startLine(emu) + "\n");
    const signal = await stopRequested;
    process.stderr.write(`msgform emulator: ${signal}, shutting down\n`);
    // A close that hangs must not keep the process alive forever.
    setTimeout(() => {
      process.stderr.write("msgform emulator: shutdown timed out\n");
      process.exit(1);
    }, 10_000).unref();
    await emu.close();
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

export function registerEmulatorCommand(program: Command): void {
  program
    .command("emulator")
    .description(
      "Run a local emulator of the messaging service over HTTPS, until SIGINT/SIGTERM (Ctrl-C). Prints one JSON " +
      "line: base_url, ca_file, control_url, control_token (the x-msgform-control-token header), console_url (the " +
      "console, with its token), account_id, keys.live and keys.test ({id, secret}; secrets null and restored: true " +
      "when --state-dir held an account). On a terminal it first prints the links and export MSGFORM_… lines to paste.",
    )
    .option("--port <n>", "service port (HTTPS); 0 picks a free one", port, 0)
    .option("--host <host>", "address to listen on", host, "127.0.0.1")
    .option("--control-port <n>", "control API port (plain HTTP, loopback); 0 picks a free one", port, 0)
    .option(
      "--state-dir <dir>",
      "keep accounts, keys, objects, events, the clock and pending deliveries in this directory across " +
      "restarts (flushed every second; ca.pem is written there too)",
    )
    .option(
      "--state-dir-reset-damaged",
      "if the state directory is damaged, move its files aside (<name>.damaged-<time>, never deleted) and start empty",
    )
    .action(async (opts: EmulatorCommandOptions) => {
      await runEmulator(opts);
      process.exit(0);
    });
}
