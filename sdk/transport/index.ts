// The one transport. It alone knows authentication, idempotency keys, pacing, retries with backoff
// and error mapping; every method of the client is a declaration that ends here. A call runs as
// named steps, each in its own module: prepare, pace, send, classify, decide (retry), backoff;
// call.ts sequences them. This file builds what the steps share, once per client.
import { readFileSync } from "node:fs";
import { KEY_SECRET_IN_TEXT } from "../../schema/ids";
import { acquireAgent } from "../agents";
import { checkBaseUrl, type ClientOptions, keySecretProblem, type Logger, waysToSet } from "../config";
import { ConfigurationError } from "../errors";
import { keyAccount } from "../pacing";
import { RetryBudget, retryPolicy } from "../retry";
import { VERSION } from "../version";
import { type CallContext, parsedCall, sendCall } from "./call";
import { Pacing } from "./pace";
import { traceFromEnv } from "./trace";
import type { Transport } from "./types";

export type { RequestOptions, Transport, TransportStats } from "./types";

export const USER_AGENT = `msgform/${VERSION} (+node ${process.versions.node})`;

const SECRET_PATTERNS = [KEY_SECRET_IN_TEXT, /whsec_[A-Za-z0-9+/=_-]{8,}/g];

/** Replaces the key secret, its basic-auth token and anything shaped like a secret with [REDACTED]. */
function scrubber(secrets: string[]): (text: string) => string {
  return (text) => {
    let out = text;
    for (const s of secrets) if (s) out = out.split(s).join("[REDACTED]");
    for (const re of SECRET_PATTERNS) out = out.replace(re, "[REDACTED]");
    return out;
  };
}

function checkKeyPair(options: ClientOptions): void {
  if (!options.keyId || typeof options.keyId !== "string") throw new ConfigurationError("msgform: keyId is required.");
  if (!options.keySecret || typeof options.keySecret !== "string") {
    throw new ConfigurationError("msgform: keySecret is required.");
  }
  if (options.keyId.includes(":")) throw new ConfigurationError("msgform: keyId must not contain ':' (HTTP basic auth).");
  const problem = keySecretProblem(options.keySecret);
  if (problem) {
    const where = options.sources?.keySecret ?? "keySecret";
    throw new ConfigurationError(
      `msgform: ${where} is not a key secret: ${problem}; set ${waysToSet(options.ways, "keySecret", where)} to the secret ` +
      "shown once when the key was created",
    );
  }
}

/** The CA to trust besides the system's: the `ca` text and the `caFile`, both when given. */
function readCa(options: ClientOptions): Buffer | undefined {
  let ca = options.ca === undefined ? undefined : Buffer.isBuffer(options.ca) ? options.ca : Buffer.from(options.ca);
  if (!options.caFile) return ca;
  const from = options.sources?.caFile ? ` (from ${options.sources.caFile})` : "";
  try {
    const file = readFileSync(options.caFile);
    ca = ca ? Buffer.concat([ca, Buffer.from("\n"), file]) : file;
  } catch (err) {
    const reason = CA_FILE_REASONS[(err as NodeJS.ErrnoException).code ?? ""] ?? (err as Error).message;
    throw new ConfigurationError(
      `msgform: cannot read the CA file ${options.caFile}${from}: ${reason}; set ${options.sources?.caFile ?? "the caFile option"} ` +
      "to the service's CA certificate, a PEM file (an emulator writes a new one at each start: the ca_file of its start line)",
    );
  }
  return ca;
}

/** Why a CA file could not be read, in words (the path is named once, by the message). */
const CA_FILE_REASONS: Record<string, string> = {
  ENOENT: "no such file or directory",
  ENOTDIR: "no such file or directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EISDIR: "it is a directory",
};

function logTo(logger: Logger, scrub: (text: string) => string): CallContext["log"] {
  return (level, message, fields) => {
    const fn = logger[level];
    if (fn) fn.call(logger, scrub(message), fields);
  };
}

/**
 * The key secret lives only in this closure (as the precomputed Authorization header); the
 * returned object has no property holding it, so no inspect or JSON.stringify can reveal it.
 */
export function createTransport(options: ClientOptions): Transport {
  const url = checkBaseUrl(options.baseUrl);
  checkKeyPair(options);
  const { keyId } = options;
  const basePath = url.pathname.replace(/\/+$/, "");
  const baseUrl = url.origin + basePath;
  // Spec 5.1: HTTP basic authentication, key ID as user name, key secret as password.
  const token = Buffer.from(`${keyId}:${options.keySecret}`, "utf8").toString("base64");
  const scrub = scrubber([options.keySecret, token]);
  const timeouts = {
    connectMs: options.timeouts?.connectMs ?? 10_000,
    requestMs: options.timeouts?.requestMs ?? 30_000,
    keepAliveMs: options.timeouts?.keepAliveMs ?? 4_000,
  };
  const budget = options.retry?.budget === false ? undefined : new RetryBudget(options.retry?.budget ?? {});
  const pacingSettings = { windowMs: options.pacing?.windowMs ?? 1000, marginMs: options.pacing?.marginMs ?? 10 };
  const { agent, release } = acquireAgent({
    origin: url.origin,
    ca: readCa(options),
    localAddress: options.localAddress,
    connectMs: timeouts.connectMs,
    keepAliveMs: timeouts.keepAliveMs,
    connections: options.connections ?? 0,
  });
  const account = keyAccount(baseUrl, keyId, options.accountId);
  let closed = false;
  const t: CallContext = {
    base: { basePath, authorization: `Basic ${token}`, userAgent: options.userAgent ? `${USER_AGENT} ${options.userAgent}` : USER_AGENT },
    target: { origin: url.origin, agent },
    pacing: new Pacing(options.pacing?.enabled ?? true, account, baseUrl, pacingSettings),
    policy: retryPolicy(options.retry),
    budget,
    requestMs: timeouts.requestMs,
    stats: { calls: 0, attempts: 0, retries: 0, rateLimited: 0, replayed: 0, failed: 0 },
    keyId,
    baseUrl,
    sources: options.sources,
    ways: options.ways,
    scrub,
    log: logTo(options.logger ?? {}, scrub),
    onAttempt: options.onAttempt,
    trace: traceFromEnv(process.env, scrub),
    isClosed: () => closed,
  };
  return {
    baseUrl,
    keyId,
    accountId: () => account.accountId,
    send: (spec, opts) => sendCall(t, spec, opts),
    call: (spec, opts) => parsedCall(t, spec, opts),
    stats: () => ({ ...t.stats, retryBudget: budget?.available() }),
    pacer: () => (account.accountId === undefined ? undefined : t.pacing.pacerOf(account.accountId)),
    close: async () => {
      if (closed) return;
      closed = true;
      await release();
    },
  };
}
