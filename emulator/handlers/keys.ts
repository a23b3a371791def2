import { keyEndpoints } from "../../schema/keys";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError, notFound } from "../errors";
import { paginate } from "../paginate";
import { requireScopes } from "../platform/scope";
import type { Account, KeyRecord } from "../state";

function keyView(k: KeyRecord, core: EmulatorCore) {
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
  create: ({ core, account, mode, key, body, required }) => {
    // keys:write must not be a way to every scope: a key grants at most the scopes it holds.
    requireScopes(key, required, body.scopes, "Granting scopes to a new key", "scopes");
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
  update: ({ core, account, mode, key, params, body, required }) => {
    const k = findKey(core, account, mode, params.key_id);
    requireScopes(key, required, k.scopes, `Changing the API key ${k.id}`);
    if (k.revokedAt !== null) {
      throw new ApiError(409, "api_key_revoked", `The API key ${k.id} is revoked and can no longer be changed.`);
    }
    if (body.name !== undefined) k.name = body.name;
    if (body.metadata !== undefined) k.metadata = { ...body.metadata };
    return keyView(k, core);
  },
  revoke: ({ core, account, mode, key, params, body, required }) => {
    const k = findKey(core, account, mode, params.key_id);
    requireScopes(key, required, k.scopes, `Revoking the API key ${k.id}`);
    if (k.id === key.id && k.revokedAt === null && body.confirm_self_revoke !== true) {
      throw new ApiError(
        422,
        "self_revocation_unconfirmed",
        `${k.id} is the key making this request: revoking it locks this caller out for good. ` +
        "Send {\"confirm_self_revoke\": true} if that is intended.",
        { param: "confirm_self_revoke" },
      );
    }
    // Irreversible (spec 3); revoking twice is a no-op that returns the same record.
    if (k.revokedAt === null) {
      const now = core.clock.now();
      k.revokedAt = now;
      k.revocationEffectiveAt = now + core.settings.revocationPropagationMs;
    }
    return keyView(k, core);
  },
});
