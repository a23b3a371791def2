import type { Command } from "commander";
import type { AnyKind, KindContext, Settings } from "../provider/kinds/kind";
import {
  type Client,
  type ClientOptions,
  clientOptionsFrom,
  type ConnectionField,
  createClient,
  envLayer,
  LOG_FILE_ENV,
  resolveConnection,
  type SettingsLayer,
} from "../sdk";
import { CliError, type Io } from "./io";

export interface ConnectionOptions {
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
  /** The request trace's file (the sdk's MSGFORM_LOG_FILE). */
  logFile?: string;
}

/** The flag of each setting. The key secret has none: flags end up in shell history and process lists. */
const FLAGS: Partial<Record<ConnectionField, string>> = { baseUrl: "--base-url", keyId: "--key-id", caFile: "--ca-file" };

/** The connection flags every command that talks to the service takes. The secret is env-only. */
export function connectionOptions(cmd: Command): Command {
  return cmd
    .option(`${FLAGS.baseUrl} <url>`, "service base URL (https); default $MSGFORM_BASE_URL")
    .option(`${FLAGS.keyId} <id>`, "API key ID; default $MSGFORM_KEY_ID (the secret is read from $MSGFORM_KEY_SECRET only)")
    .option(`${FLAGS.caFile} <file>`, "extra CA to trust, e.g. the emulator's; default $MSGFORM_CA_FILE")
    .option("--log-file <file>", "append a line per HTTP request (no header or body) to this file; default $MSGFORM_LOG_FILE");
}

/** The command-line flags as the first settings layer. */
export function flagLayer(opts: ConnectionOptions): SettingsLayer {
  return {
    label: "flags",
    nameOf: (field) => FLAGS[field],
    get: (field) => (field === "keySecret" ? undefined : opts[field] || undefined),
  };
}

export interface Connection {
  client: Client;
  settings: Settings;
  contextFor(kind: AnyKind): KindContext;
  close(): Promise<void>;
}

/**
 * Settings from flags, else the environment, through the sdk's one resolver (which also serves the
 * Pulumi provider), so errors name the flag or variable each value came from.
 */
export function connect(
  opts: ConnectionOptions,
  io: Io,
  signal: AbortSignal,
  extra: { env?: NodeJS.ProcessEnv; client?: Partial<ClientOptions> } = {},
): Connection {
  let client: Client;
  let settings: Settings;
  try {
    // Every client this run makes (the kinds' too) traces to the file, through the sdk's one setting.
    if (opts.logFile) process.env[LOG_FILE_ENV] = opts.logFile;
    settings = resolveConnection([flagLayer(opts), envLayer(extra.env ?? process.env)]);
    client = createClient({ ...clientOptionsFrom(settings), ...extra.client });
  } catch (err) {
    // The CLI adds its own "msgform: " prefix.
    throw new CliError((err instanceof Error ? err.message : String(err)).replace(/^msgform: /, ""));
  }
  const clients = new Map<AnyKind, unknown>();
  return {
    client,
    settings,
    contextFor(kind) {
      let c = clients.get(kind);
      if (c === undefined) {
        c = kind.connect ? kind.connect(settings) : client;
        clients.set(kind, c);
      }
      return { client: c, settings, log: (m) => io.progress(m), signal };
    },
    close: () => client.close(),
  };
}
