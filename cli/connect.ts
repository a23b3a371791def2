import type { Command } from "commander";
import type { AnyKind, KindContext, Settings } from "../provider/kinds/kind";
import { resolveSettings } from "../provider/pulumi/settings";
import { type Client, type ClientOptions, createClient } from "../sdk";
import { CliError, type Io } from "./io";

export interface ConnectionOptions {
  baseUrl?: string;
  keyId?: string;
  caFile?: string;
}

/** The connection flags every command that talks to the service takes. The secret is env-only. */
export function connectionOptions(cmd: Command): Command {
  return cmd
    .option("--base-url <url>", "service base URL (https); default $MSGFORM_BASE_URL")
    .option("--key-id <id>", "API key ID; default $MSGFORM_KEY_ID (the secret is read from $MSGFORM_KEY_SECRET only)")
    .option("--ca-file <file>", "extra CA to trust, e.g. the emulator's; default $MSGFORM_CA_FILE");
}

export interface Connection {
  client: Client;
  settings: Settings;
  contextFor(kind: AnyKind): KindContext;
  close(): Promise<void>;
}

/**
 * Settings from flags, else the environment (the same MSGFORM_* variables as the sdk and the
 * Pulumi provider). The key secret is never a flag: flags end up in shell history and process lists.
 */
export function connect(
  opts: ConnectionOptions,
  io: Io,
  signal: AbortSignal,
  extra: { env?: NodeJS.ProcessEnv; client?: Partial<ClientOptions> } = {},
): Connection {
  const env = { ...(extra.env ?? process.env) };
  if (opts.baseUrl) env.MSGFORM_BASE_URL = opts.baseUrl;
  if (opts.keyId) env.MSGFORM_KEY_ID = opts.keyId;
  if (opts.caFile) env.MSGFORM_CA_FILE = opts.caFile;
  const settings = resolveSettings(undefined, env);
  const missing = [
    settings.baseUrl ? undefined : "the base URL (--base-url or MSGFORM_BASE_URL)",
    settings.keyId ? undefined : "the key ID (--key-id or MSGFORM_KEY_ID)",
    settings.keySecret ? undefined : "the key secret (MSGFORM_KEY_SECRET)",
  ].filter(Boolean);
  if (missing.length > 0) throw new CliError(`cannot reach the service: missing ${missing.join(", ")}`);
  let client: Client;
  try {
    client = createClient({
      baseUrl: settings.baseUrl!,
      keyId: settings.keyId!,
      keySecret: settings.keySecret!,
      ...(settings.caFile ? { caFile: settings.caFile } : {}),
      ...extra.client,
    });
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
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
