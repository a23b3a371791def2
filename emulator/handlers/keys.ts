import { keyEndpoints } from "../../schema/keys";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError, notFound } from "../errors";
import { paginate } from "../paginate";
import type { Account, KeyRecord } from "../state";

export function keyView(k: KeyRecord, core: EmulatorCore) {
  const iso = (ms: number | null) => (ms === null ? null : core.clock.iso(ms));
  return {
    id: k.id,
    object: "api_key" as const,
    name: k.name,
    mode: k.mode,
    scopes: k.scopes,
    status: k.revokedAt === null ? ("active" as const) : ("revoked" as const),
    created_at: core.clock.iso(k.createdAt),
    last_used_at: iso(k.lastUsedAt),
    request_count: k.requestCount,
    revoked_at: iso(k.revokedAt),
    revocation_effective_at: iso(k.revocationEffectiveAt),
    metadata: k.metadata,
  };
}

/** A key of the caller's account and mode: test keys manage test keys, live keys live ones. */
function findKey(core: EmulatorCore, account: Account, mode: string, id: string): KeyRecord {
  const k = core.state.keys.get(id);
  if (!k || k.accountId !== account.id || k.mode !== mode) throw notFound("API key", id);
  return k;
}

export const keyRoutes = routes(keyEndpoints, {
  create: ({ core, account, mode, key, body }) => {
    // keys:write must not be a way to every scope: a key grants at most the scopes it holds.
    const beyond = body.scopes.filter((sc) => !key.scopes.includes(sc));
    if (beyond.length > 0) {
      throw new ApiError(
        403,
        "insufficient_scope",
        `A key can only grant scopes it holds itself; this key lacks ${beyond.join(", ")}.`,
        { param: "scopes" },
      );
    }
    const { record, secret } = core.state.createKey(account, mode, core.clock.now(), body);
    return { ...keyView(record, core), secret };
  },
  list: ({ core, account, mode, query }) => {
    const page = paginate(core.state.keysOf(account.id, mode), query.limit, query.cursor, {
      where: query.status === undefined ? undefined : (k) => (query.status === "active") === (k.revokedAt === null),
    });
    return { ...page, data: page.data.map((k) => keyView(k, core)) };
  },
  get: ({ core, account, mode, params }) => keyView(findKey(core, account, mode, params.key_id), core),
  update: ({ core, account, mode, params, body }) => {
    const k = findKey(core, account, mode, params.key_id);
    if (k.revokedAt !== null) {
      throw new ApiError(409, "api_key_revoked", `The API key ${k.id} is revoked and can no longer be changed.`);
    }
    if (body.name !== undefined) k.name = body.name;
    if (body.metadata !== undefined) k.metadata = { ...body.metadata };
    return keyView(k, core);
  },
  revoke: ({ core, account, mode, params }) => {
    const k = findKey(core, account, mode, params.key_id);
    // Irreversible (spec 3); revoking twice is a no-op that returns the same record.
    if (k.revokedAt === null) {
      const now = core.clock.now();
      k.revokedAt = now;
      k.revocationEffectiveAt = now + core.settings.revocationPropagationMs;
    }
    return keyView(k, core);
  },
});
