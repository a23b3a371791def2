/**
 * What an object id may look like where it becomes a path segment. The spec names three prefixes
 * (spec 2: `evt_` events, `msg_` messages, `svc_live_k_` / `svc_test_` key ids); every other id's
 * shape is not shown, so the rule for them is the one no id needs to break: letters, digits, `_`
 * and `-`, starting with a letter or digit. Such an id is never empty, never a dot segment (`.`,
 * `..`, which a URL parser resolves away: `/v1/keys/..` is `/v1/`), and needs no percent-encoding
 * (docs/decisions.md, ids in paths).
 */
export const PLAIN_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,254}$/;

/** Path parameters whose ids the spec gives a prefix: the value must start with one of them. */
export const ID_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  event_id: ["evt_"],
  message_id: ["msg_"],
  key_id: ["svc_live_k_", "svc_test_"],
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
