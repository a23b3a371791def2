import type { Endpoint } from "../../schema/endpoint";
import type { Scope } from "../../schema/scopes";
import { ApiError } from "../errors";
import type { KeyRecord } from "../state";
import type { PlatformRule } from "./request";

/** Spec 5.4: any one of the operation's scopes grants it; no scopes means any valid key. */
export const scopeRule: PlatformRule = {
  spec: "spec 5.4 scopes",
  stage: () => "onRequest",
  run: (_core, req, _reply, e: Endpoint) => {
    const key = req.svc.key!;
    if (e.scopes.length > 0 && !e.scopes.some((sc) => key.scopes.includes(sc))) {
      const need = e.scopes.length === 1 ? `the scope ${e.scopes[0]}` : `one of the scopes ${e.scopes.join(", ")}`;
      throw new ApiError(
        403,
        "insufficient_scope",
        `${e.method} ${e.path} needs ${need}; this key has ${key.scopes.join(", ")}.`,
      );
    }
  },
};

/** The scopes of `needed` that `key` lacks. */
export function missingScopes(key: Pick<KeyRecord, "scopes">, needed: Iterable<Scope>): Scope[] {
  return [...needed].filter((sc) => !key.scopes.includes(sc));
}

/**
 * An operation that acts on scopes (granting them, managing a key that holds them) needs every one
 * of them itself: the check, and the record an idempotent replay is held to.
 */
export function requireScopes(
  key: KeyRecord,
  required: Set<Scope>,
  needed: readonly Scope[],
  what: string,
  param?: string,
): void {
  const lacking = missingScopes(key, needed);
  if (lacking.length > 0) {
    throw new ApiError(403, "insufficient_scope", `${what} needs every scope involved; this key lacks ${lacking.join(", ")}.`, {
      ...(param === undefined ? {} : { param }),
    });
  }
  for (const sc of needed) required.add(sc);
}
