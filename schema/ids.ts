/**
 * What an object id may look like where it becomes a path segment. The spec names three prefixes
 * (spec 2: `evt_` events, `msg_` messages, `svc_live_k_` / `svc_test_` key ids); every other id's
 * shape is not shown, so the rule for them is the one no id needs to break: letters, digits, `_`
 * and `-`, starting with a letter or digit. Such an id is never empty, never a dot segment (`.`,
 * `..`, which a URL parser resolves away: `/v1/keys/..` is `/v1/`), and needs no percent-encoding
 * (docs/decisions.md, ids in paths).
 */
const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$/;

/** The prefixes spec 2 gives messages' and events' ids (the emulator's other ids have its own). */
const SPEC_ID_PREFIX = { message: "msg_", event: "evt_" } as const;

/**
 * Every object id's prefix: msg_ and evt_ are the spec's (section 2); the rest are the emulator's
 * (docs/decisions.md). An id is its prefix and ID_CHARS letters and digits.
 */
export const ID_PREFIX = {
  account: "acct_",
  request: "req_",
  message: SPEC_ID_PREFIX.message,
  event: SPEC_ID_PREFIX.event,
  webhookEndpoint: "we_",
  phoneNumber: "pn_",
  brand: "bn_",
  campaign: "cmp_",
  email: "eml_",
  fault: "flt_",
  attempt: "att_",
} as const;
export const ID_CHARS = 24;

/**
 * Spec 2: what each part of an API key begins with, by mode (a test key's ID and secret both begin
 * svc_test_), and how many letters and digits the service puts after the prefix.
 */
export const KEY_PREFIX = {
  live: { id: "svc_live_k_", secret: "svc_live_s_" },
  test: { id: "svc_test_", secret: "svc_test_" },
} as const;
export const KEY_CHARS = { id: 24, secret: 40 } as const;

/** What a key's ID or secret may begin with, whatever the key's mode. */
export function keyPrefixes(part: "id" | "secret"): string[] {
  return [...new Set(Object.values(KEY_PREFIX).map((p) => p[part]))];
}

/** Every key secret in a text, as the service issues them (its prefix, then KEY_CHARS.secret letters and digits). */
export const KEY_SECRET_IN_TEXT = new RegExp(`(?:${keyPrefixes("secret").join("|")})[A-Za-z0-9]{${KEY_CHARS.secret}}`, "g");

/** Path parameters whose ids the spec gives a prefix: the value must start with one of them. */
const ID_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  event_id: [SPEC_ID_PREFIX.event],
  message_id: [SPEC_ID_PREFIX.message],
  key_id: keyPrefixes("id"),
};

/**
 * Why `value` cannot be the id `param` names (undefined when it can): said so that the message
 * reads after "the id 'x' ...".
 */
export function idProblem(value: unknown, param?: string): string | undefined {
  if (typeof value !== "string") return `is not a string (${value === null ? "null" : typeof value})`;
  if (value === "") return "is empty";
  if (value === "." || value === "..") return "is a dot segment, which would address another path";
  if (!PLAIN_ID.test(value)) {
    return value.length > 255
      ? "is longer than 255 characters"
      : "has characters no id has (ids are letters, digits, '_' and '-', starting with a letter or digit)";
  }
  const prefixes = param === undefined ? undefined : ID_PREFIXES[param];
  if (prefixes && !prefixes.some((p) => value.startsWith(p))) return `does not start with ${prefixes.join(" or ")}`;
  return undefined;
}
