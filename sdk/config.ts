import { KEY_PREFIX, keyPrefixes } from "../schema/ids";
import { ConfigurationError } from "./errors";

/** Console-like sink for the client's log lines. Lines carry ids, statuses and timings, never secrets or bodies. */
export interface Logger {
  debug?(message: string, fields?: Record<string, unknown>): void;
  info?(message: string, fields?: Record<string, unknown>): void;
  warn?(message: string, fields?: Record<string, unknown>): void;
  error?(message: string, fields?: Record<string, unknown>): void;
}

export interface RetryOptions {
  /** Retries after failures (network errors, 408, 5xx) after the first attempt. Default 6. */
  maxRetries?: number;
  /**
   * Retries after the service said when to come back (429 with Retry-After, idempotency key in
   * use). They are bounded separately, and higher: under a burst of rate limiting every attempt
   * can be a 429 without anything being wrong. Default 30.
   */
  maxRateLimitedRetries?: number;
  /** Backoff base: attempt n waits a uniformly random time in [0, min(maxDelayMs, baseDelayMs * 2^n)]. Default 100. */
  baseDelayMs?: number;
  /** Ceiling of one backoff. Default 20 000. */
  maxDelayMs?: number;
  /** Floor of any wait between attempts, so a retry is never a tight loop (spec 8). Default 25. */
  minDelayMs?: number;
  /** Longest Retry-After honoured; a longer one surfaces as a RateLimitError at once. Default 60 000. */
  maxRetryAfterMs?: number;
  /**
   * Retry budget (AWS SDK "standard" retry mode): a token bucket per client. A retry after a failure
   * (5xx, 408, network) costs `retryCost` tokens (`timeoutCost` for time-outs and resets); a call that
   * succeeds gives back what its last retry cost, or `successIncrement` when it needed none. With the
   * bucket empty, failures surface instead of being retried, so an outage cannot turn into a retry
   * storm. 429 and 409 idempotency_key_in_use are not charged: the service says when to come back
   * and the pacer holds everyone back until then. `false` disables the budget.
   */
  budget?: false | { capacity?: number; retryCost?: number; timeoutCost?: number; successIncrement?: number };
}

export interface PacingOptions {
  /** Client-side pacing by the RateLimit-* headers. Default true. */
  enabled?: boolean;
  /**
   * Extra time a rate-limit slot stays taken after its response arrives, beyond the window (1 s).
   * Covers timer granularity and clocks that tick at slightly different rates. Default 10.
   */
  marginMs?: number;
  /** Window length assumed when the service does not say otherwise (spec 8: limits per second). Default 1000. */
  windowMs?: number;
}

export interface TimeoutOptions {
  /** TCP + TLS connect. Default 10 000. */
  connectMs?: number;
  /** One attempt, from send to the last byte of the response. Default 30 000. */
  requestMs?: number;
  /** Idle keep-alive connections are closed after this. Default 4 000. */
  keepAliveMs?: number;
}

export interface ClientOptions {
  /** The service's base URL; must be https:// (spec 5.2). */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** PEM file of a CA to trust in addition to the system's (the emulator writes one). */
  caFile?: string;
  /** PEM text of a CA to trust. */
  ca?: string | Buffer;
  /** Appended to the User-Agent after `msgform/<version> (+node <version>)`. */
  userAgent?: string;
  timeouts?: TimeoutOptions;
  retry?: RetryOptions;
  pacing?: PacingOptions;
  /** Source address for outgoing connections (IP allowlist tests on loopback). */
  localAddress?: string;
  /**
   * Most connections per origin. Default: no cap (in-flight requests are already bounded by the
   * pacer, at most the sum of the group limits).
   */
  connections?: number;
  /** The account the key belongs to, when known; otherwise learned from the first response (Account-Id). */
  accountId?: string;
  logger?: Logger;
  /**
   * Where the connection settings were read from (names such as "--key-id" or "MSGFORM_KEY_SECRET",
   * never values), so that connection and credential errors say where to fix them.
   */
  sources?: SettingSources;
  /** How the front end in use sets each setting ("--ca-file", "MSGFORM_CA_FILE"), for errors that ask for one. */
  ways?: Partial<Record<ConnectionField, string[]>>;
  /** Called after every HTTP attempt: for metrics and tests (counting 429s on the wire). */
  onAttempt?: (info: AttemptInfo) => void;
}

export interface AttemptInfo {
  operation: string;
  method: string;
  path: string;
  attempt: number;
  /** 0 when no response arrived. */
  status: number;
  code?: string | undefined;
  requestId?: string | undefined;
  replayed: boolean;
  durationMs: number;
  group: string;
  /** When the call will be retried: the wait before the next attempt. */
  retryInMs?: number | undefined;
  retryAfter?: number | undefined;
  rateLimit?: { limit: number; remaining: number; reset: number } | undefined;
  /** Rate-limit headers that could not be true, ignored (pacing fell back to the spec's limits). */
  rateLimitIgnored?: string[] | undefined;
}

/** The four connection settings. The key secret is the only secret among them. */
export type ConnectionField = "baseUrl" | "keyId" | "keySecret" | "caFile";
const FIELDS: readonly ConnectionField[] = ["baseUrl", "keyId", "keySecret", "caFile"];
/** How messages name each setting. */
const LABELS: Record<ConnectionField, string> = {
  baseUrl: "the base URL",
  keyId: "the key ID",
  keySecret: "the key secret",
  caFile: "the CA file",
};

/**
 * The environment variables every front end reads (the sdk's createClientFromEnv, the CLI, the
 * Pulumi provider). MSGFORM_CA_FILE is optional; the others are required.
 */
export const ENV = {
  baseUrl: "MSGFORM_BASE_URL",
  keyId: "MSGFORM_KEY_ID",
  keySecret: "MSGFORM_KEY_SECRET",
  caFile: "MSGFORM_CA_FILE",
} as const;

/** Where each setting was read from ("--key-id", "MSGFORM_KEY_SECRET", "msgform:baseUrl"): names, never values. */
export type SettingSources = Partial<Record<ConnectionField, string>>;

/**
 * One place settings can come from: command-line flags, stack config, the environment. A front end
 * passes its layers in precedence order to {@link resolveConnection}.
 */
export interface SettingsLayer {
  /** The layer as a whole, for "no msgform settings in …". */
  readonly label: string;
  /** How the user sets a field here ("--key-id", "MSGFORM_KEY_ID"), or undefined when this layer cannot hold it. */
  nameOf(field: ConnectionField): string | undefined;
  /** How to set it, when the name alone does not say (e.g. `pulumi config set --secret …`). Defaults to the name. */
  howToSet?(field: ConnectionField): string | undefined;
  /** The value, or undefined when unset or empty. */
  get(field: ConnectionField): string | undefined;
  /** The key ID and secret come from this layer together, or not at all: setting one half is an error. */
  readonly wholeKeyPair?: boolean;
}

/** The MSGFORM_* environment variables. */
export function envLayer(env: NodeJS.ProcessEnv = process.env): SettingsLayer {
  return {
    label: "environment",
    nameOf: (field) => ENV[field],
    get: (field) => (env[ENV[field]] === "" ? undefined : env[ENV[field]]),
  };
}

/** Resolved connection settings, each with where it came from. The secret is not enumerable. */
export interface ConnectionSettings {
  readonly baseUrl?: string | undefined;
  readonly keyId?: string | undefined;
  /** Secret. Never put it in an error message, a log line or an output. */
  readonly keySecret?: string | undefined;
  readonly caFile?: string | undefined;
  /** Where each set value was read from. */
  readonly sources: SettingSources;
  /** Every way to set each field, in precedence order ("--base-url or MSGFORM_BASE_URL"). */
  readonly ways: Record<ConnectionField, string[]>;
  /** Any other value of the front end's configuration by its full key ("namespace:key"). */
  config(key: string): string | undefined;
  /** Where each value came from, without the values: "baseUrl from msgform:baseUrl, key from MSGFORM_KEY_ID/…". */
  describe(): string;
}

/** The half of a key pair a layer sets without the other, as an error naming both ways to fix it. */
function checkKeyPair(layer: SettingsLayer, fallback: string): void {
  if (!layer.wholeKeyPair) return;
  const [id, secret] = [layer.get("keyId"), layer.get("keySecret")];
  if ((id === undefined) === (secret === undefined)) return;
  const [set, missing] = id === undefined ? ["keySecret", "keyId"] as const : ["keyId", "keySecret"] as const;
  throw new ConfigurationError(
    `msgform: ${layer.label} sets ${layer.nameOf(set)} but not ${layer.nameOf(missing)}; set both ` +
    `(${layer.howToSet?.("keyId") ?? layer.nameOf("keyId")}, ${layer.howToSet?.("keySecret") ?? layer.nameOf("keySecret")}) ` +
    `or neither (then ${fallback} are used)`,
  );
}

/** "baseUrl from msgform:baseUrl, caFile from MSGFORM_CA_FILE, key from MSGFORM_KEY_ID/MSGFORM_KEY_SECRET". */
function describeSources(from: Partial<Record<ConnectionField, SettingsLayer>>, layers: SettingsLayer[]): string {
  const name = (f: ConnectionField) => from[f]!.nameOf(f)!;
  const parts = (["baseUrl", "caFile"] as const).filter((f) => from[f]).map((f) => `${f} from ${name(f)}`);
  if (from.keyId && from.keyId === from.keySecret) parts.push(`key from ${name("keyId")}/${name("keySecret")}`);
  else for (const f of ["keyId", "keySecret"] as const) if (from[f]) parts.push(`${f} from ${name(f)}`);
  return parts.length > 0 ? parts.join(", ") : `no msgform settings in ${layers.map((l) => l.label).join(" or ")}`;
}

/**
 * The one connection-settings resolver. Each field comes from the first layer that sets it (the
 * layers are in precedence order: flags, then stack config, then the environment), and the result
 * records where each came from, so that errors can name the place to fix without showing a value.
 */
export function resolveConnection(
  layers: SettingsLayer[],
  config: (key: string) => string | undefined = () => undefined,
): ConnectionSettings {
  const values: Partial<Record<ConnectionField, string>> = {};
  const from: Partial<Record<ConnectionField, SettingsLayer>> = {};
  const ways = Object.fromEntries(FIELDS.map((f) => [f, [] as string[]])) as Record<ConnectionField, string[]>;
  for (const layer of layers) {
    checkKeyPair(layer, `${ENV.keyId} and ${ENV.keySecret}`);
    for (const field of FIELDS) {
      const way = layer.howToSet?.(field) ?? layer.nameOf(field);
      if (way !== undefined) ways[field].push(way);
      const value = from[field] ? undefined : layer.get(field);
      if (value === undefined) continue;
      values[field] = value;
      from[field] = layer;
    }
  }
  const sources: SettingSources = {};
  for (const f of FIELDS) if (from[f]) sources[f] = from[f].nameOf(f);
  const description = describeSources(from, layers);
  const { keySecret, ...shown } = values;
  const settings = { ...shown, sources, ways, config, describe: () => description };
  // Not enumerable: a stray console.log(settings) or JSON.stringify(settings) does not show it.
  Object.defineProperty(settings, "keySecret", { value: keySecret, enumerable: false });
  return settings;
}

/**
 * The client options of complete settings, or a ConfigurationError naming every missing setting
 * with the ways to set it and where the others came from. Never shows a value.
 */
export function clientOptionsFrom(
  settings: ConnectionSettings,
): Pick<ClientOptions, "baseUrl" | "keyId" | "keySecret" | "caFile" | "sources" | "ways"> {
  const missing = (["baseUrl", "keyId", "keySecret"] as const).filter((f) => !settings[f]);
  if (missing.length > 0) {
    const what = missing.map((f) => `${LABELS[f]} (${settings.ways[f].join(" or ")})`);
    throw new ConfigurationError(`msgform: cannot reach the messaging service: set ${what.join(", ")} (${settings.describe()})`);
  }
  return {
    baseUrl: settings.baseUrl!,
    keyId: settings.keyId!,
    keySecret: settings.keySecret!,
    ...(settings.caFile ? { caFile: settings.caFile } : {}),
    sources: settings.sources,
    ways: settings.ways,
  };
}

/** Spec 5.2: HTTPS only. Refused here, before any byte is sent, with the reason. */
export function checkBaseUrl(baseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new ConfigurationError(`msgform: the base URL is not a URL: ${JSON.stringify(String(baseUrl).slice(0, 200))}.`);
  }
  if (url.protocol !== "https:") {
    throw new ConfigurationError(
      `msgform: refusing the base URL ${url.protocol}//${url.host}: the service accepts HTTPS only ` +
      `and would refuse the request without redirecting; use https://${url.host}${url.pathname === "/" ? "" : url.pathname}.`,
    );
  }
  if (url.username || url.password) {
    throw new ConfigurationError("msgform: the base URL must not carry credentials; pass keyId and keySecret instead.");
  }
  if (url.search || url.hash) {
    throw new ConfigurationError("msgform: the base URL must not have a query or fragment.");
  }
  // Spec 4: every path begins /v1, which the client adds itself: a base URL copied with it would
  // ask for /v1/v1/me, and the service's 404 would not say why.
  const version = /\/v1\/*$/i.exec(url.pathname);
  if (version) {
    const base = `${url.protocol}//${url.host}${url.pathname.slice(0, version.index)}`;
    throw new ConfigurationError(
      `msgform: the base URL ${base}${version[0]} ends in /v1, which msgform adds to every request path itself ` +
      `(GET /v1/me); drop it: use ${base}.`,
    );
  }
  return url;
}

/** The ways the caller said a setting is given ("--ca-file or MSGFORM_CA_FILE"), or `fallback` when it named none. */
export function waysToSet(ways: ClientOptions["ways"], field: ConnectionField, fallback: string): string {
  const given = ways?.[field];
  return given?.length ? given.join(" or ") : fallback;
}

const SECRET_PREFIXES = keyPrefixes("secret");
/**
 * The least a secret holds after its prefix. The spec gives only the prefix (the emulator issues 40
 * letters and digits); a shorter value is a placeholder or a cut paste, and every message the client
 * writes is scrubbed of the secret, which a value of a few letters would garble (docs/decisions.md).
 */
const MIN_SECRET_CHARS = 16;

/**
 * What is wrong with a key secret, in words that never show it, or undefined when it is shaped as spec 2
 * says: refused before any request, where a 401 would say only that the pair is wrong.
 */
export function keySecretProblem(secret: string): string | undefined {
  const live = KEY_PREFIX.live;
  if (secret.startsWith(live.id)) return `it is a key ID (${live.id}…), not a key secret (${live.secret}…)`;
  const prefix = SECRET_PREFIXES.find((p) => secret.startsWith(p));
  if (!prefix) return `it does not begin ${SECRET_PREFIXES.join(" or ")}, as every key secret does`;
  const rest = secret.slice(prefix.length);
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(rest)) return "it holds a space, a line break or a control character (a copy that took more than the secret?)";
  if (rest.length < MIN_SECRET_CHARS) {
    return `it has ${rest.length} characters after ${prefix} where a key secret has at least ${MIN_SECRET_CHARS} (a placeholder, or a cut copy?)`;
  }
  return undefined;
}
