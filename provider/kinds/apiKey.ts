// ApiKey: an API key pair of the caller's mode (spec 2, 5). The secret is shown once, at creation:
// it becomes a secret output and is kept from then on by the front end (read leaves it undefined).
//
// Rotation (spec 5.5: create the new key, deploy it, confirm traffic has moved using the per-key
// request counter, then revoke the old key): `rotation` is any string; changing it replaces the key
// create-before-delete, so dependents receive the new secret first. delete() then waits until the
// old key's request counter has stopped moving for `revokeQuietSeconds` before it revokes, and
// gives up after `revokeTimeoutSeconds` with a message that says what is still using it.
//
// `rotation` is stored in the key's metadata under "msgform:rotation" (a marker field), so read()
// returns it and a stateless tool (the YAML CLI) sees no drift.
import { z } from "zod";
import { Metadata } from "../../schema/common";
import type { CreateKeyBody } from "../../schema/keys";
import { KeyScopes } from "../../schema/scopes";
import { declareFields, local, marker, wire } from "./fields";
import type { Kind, KindObject } from "./kind";
import {
  attempt,
  type Client,
  createOptions,
  eachItem,
  failure,
  isNotFound,
  normalized,
  readOrGone,
  type SdkContext,
  sleep,
} from "./support";

/** Where `rotation` lives on the key. */
export const ROTATION_KEY = "msgform:rotation";

const DEFAULT_REVOKE_QUIET_SECONDS = 30;
const DEFAULT_REVOKE_TIMEOUT_SECONDS = 300;

const FIELDS = declareFields({
  name: wire("name", z.string().min(1).max(100).optional().meta({ description: "Label shown in the console and key lists" }), {
    clearable: true,
  }),
  scopes: wire(
    "scopes",
    KeyScopes.meta({
      description:
        "The key's scopes (docs/service.md, 5. Authentication), a set; fixed at creation, so a change replaces the key (create-before-delete). " +
        "A key can grant only scopes the managing key holds",
    }),
    { change: "replace", unordered: true },
  ),
  rotation: marker(
    ROTATION_KEY,
    z
      .string()
      .min(1)
      .max(500)
      .optional()
      .meta({
        description:
          "Any string, e.g. \"2026-q4\". Changing it rotates the key: a new key is created, dependents get its secret, " +
          "then the old key is revoked once its request counter has gone quiet",
      }),
    { change: "replace" },
  ),
  metadata: wire(
    "metadata",
    Metadata.refine((m) => !(ROTATION_KEY in m), `${ROTATION_KEY} is reserved: set rotation instead`)
      .default({})
      .meta({ description: "String labels (up to 19 here: rotation takes one)" }),
  ),
  revokeQuietSeconds: local(
    z
      .number()
      .min(0)
      .max(86_400)
      .default(DEFAULT_REVOKE_QUIET_SECONDS)
      .meta({
        description:
          "On delete: revoke only after the key's request counter has not moved for this long. 0 revokes at once",
      }),
  ),
  revokeTimeoutSeconds: local(
    z
      .number()
      .min(1)
      .max(86_400)
      .default(DEFAULT_REVOKE_TIMEOUT_SECONDS)
      .meta({
        description:
          "On delete: give up (and leave the key active) if it is still in use after this long (at least twice revokeQuietSeconds)",
      }),
  ),
});

export const ApiKeyDesired = FIELDS.object;
export type ApiKeyDesired = z.output<typeof ApiKeyDesired>;
export type ApiKeyInput = z.input<typeof ApiKeyDesired>;

export interface ApiKeyOutputs {
  /** The key ID (safe to log, spec 2); also the resource id. */
  keyId: string;
  /** The key secret: shown once at creation, kept as a secret output. */
  secret?: string;
  /** live or test. */
  mode: string;
  /** active or revoked. */
  status: string;
  /** The per-key request counter (spec 2). */
  requestCount: number;
  lastUsedAt: string | null;
  createdAt: string;
}

/** The key as the sdk returns it; `secret` only in the create response. */
type Wire = Awaited<ReturnType<Client["keys"]["get"]>> & { secret?: string };

function fromWire(k: Wire): KindObject<ApiKeyDesired, ApiKeyOutputs> {
  return {
    id: k.id,
    desired: normalized(ApiKeyDesired, FIELDS.fromWire(k)),
    outputs: {
      keyId: k.id,
      secret: k.secret,
      mode: k.mode,
      status: k.status,
      requestCount: k.request_count,
      lastUsedAt: k.last_used_at,
      createdAt: k.created_at,
    },
  };
}

function toWire(d: ApiKeyDesired): z.input<typeof CreateKeyBody> {
  return FIELDS.toWire(d);
}

/**
 * Spec 5.5: revoke only once traffic has moved. Watches the key's request counter and returns when
 * it has not moved for `quietSeconds` (at once for a key never used); throws after `timeoutSeconds`.
 */
async function waitUntilQuiet(ctx: SdkContext, id: string, quietSeconds: number, timeoutSeconds: number): Promise<"quiet" | "gone"> {
  const get = () => readOrGone(`API key ${id}: reading its request counter`, () => ctx.client.keys.get(id, { signal: ctx.signal }));
  const first = await get();
  if (first === undefined || first.status === "revoked") return "gone";
  if (quietSeconds === 0 || first.last_used_at === null) return "quiet";
  const started = Date.now();
  const quietMs = quietSeconds * 1000;
  // An idle key always gets its full quiet period, whatever the timeout says.
  const timeoutMs = Math.max(timeoutSeconds * 1000, 2 * quietMs);
  const interval = Math.min(Math.max(quietMs / 5, 200), 5000);
  let count = first.request_count;
  let lastUsed = first.last_used_at;
  let quietSince = started;
  ctx.log(
    `API key ${id}: waiting until its request counter (${count}) stops moving for ${quietSeconds} s before revoking it ` +
    `(so nothing still uses it); giving up after ${Math.round(timeoutMs / 1000)} s`,
  );
  for (;;) {
    const now = Date.now();
    if (now - quietSince >= quietMs) return "quiet";
    if (now - started >= timeoutMs) {
      throw new Error(
        `API key ${id} was not revoked: it was still in use after ${Math.round(timeoutMs / 1000)} s (its request counter went from ` +
        `${first.request_count} to ${count}, last used at ${lastUsed}). Spec 5.5: ` +
        "move the remaining traffic to the new key and confirm it with the counter, then run again; or raise " +
        "revokeTimeoutSeconds, or set revokeQuietSeconds: 0 to revoke at once.",
      );
    }
    await sleep(Math.min(interval, quietMs - (now - quietSince) + 10), ctx.signal);
    const k = await get();
    if (k === undefined || k.status === "revoked") return "gone";
    if (k.request_count !== count) {
      ctx.log(`API key ${id}: still in use (${k.request_count - count} more requests); waiting for ${quietSeconds} s without any`);
      count = k.request_count;
      lastUsed = k.last_used_at ?? lastUsed;
      quietSince = Date.now();
    }
  }
}

export const ApiKey = {
  name: "ApiKey",
  idParam: "key_id",
  description:
    "An API key pair. The secret is a secret output, shown once. Change `rotation` to rotate: the new key " +
    "is created first, the old one revoked once its request counter has gone quiet.",
  schema: ApiKeyDesired,
  fields: FIELDS.rules,

  outputs: {
    keyId: { stable: true },
    secret: { secret: true, stable: true },
    mode: { stable: true },
    status: {},
    requestCount: {},
    lastUsedAt: {},
    createdAt: { stable: true },
  },
  replaceStrategy: "create-before-delete",
  toWire,
  fromWire,

  async read(ctx, id) {
    const k = await readOrGone(`API key ${id}: read`, () => ctx.client.keys.get(id, { signal: ctx.signal }));
    // A revoked key is gone for good (spec 3: irreversible): report it gone so it is recreated.
    if (k === undefined || k.status === "revoked") return undefined;
    return fromWire(k);
  },

  async create(ctx, desired) {
    const k = await attempt(`API key${desired.name ? ` "${desired.name}"` : ""}: create`, () =>
      ctx.client.keys.create(toWire(desired), createOptions(ctx)),
    );
    const { outputs } = fromWire(k);
    return { id: k.id, outputs };
  },

  async update(ctx, id, { news, diff }) {
    const k = await attempt(`API key ${id}: update`, () =>
      ctx.client.keys.update(id, FIELDS.updateBody(news, diff.updateFields), { signal: ctx.signal }),
    );
    return fromWire(k).outputs;
  },

  async delete(ctx, id, state) {
    if (id === ctx.client.keyId) {
      throw new Error(
        `API key ${id} was not revoked: it is the key msgform itself authenticates with (${ctx.settings.describe()}). ` +
        "Point msgform at another key with keys:write, then delete this one.",
      );
    }
    const quiet = state.desired.revokeQuietSeconds ?? DEFAULT_REVOKE_QUIET_SECONDS;
    const timeout = state.desired.revokeTimeoutSeconds ?? DEFAULT_REVOKE_TIMEOUT_SECONDS;
    if ((await waitUntilQuiet(ctx, id, quiet, timeout)) === "gone") return;
    try {
      await ctx.client.keys.revoke(id, {}, { signal: ctx.signal });
    } catch (e) {
      if (isNotFound(e)) return;
      throw failure(`API key ${id}: revoke`, e);
    }
    ctx.log(`API key ${id}: revoked (effective within 5 s)`);
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.keys.list({ status: "active", limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<ApiKeyDesired, ApiKeyOutputs, Client>;
