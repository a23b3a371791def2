import { z } from "zod";
import { Metadata, Mode, Timestamp } from "./common";
import { ListOf, PageQuery } from "./envelopes";
import { endpoint } from "./endpoint";
import { KeyScopes, ScopeSchema } from "./scopes";

export const ApiKey = z
  .object({
    id: z.string().meta({ description: "Key ID (svc_live_k_… or svc_test_…); safe to log" }),
    object: z.literal("api_key"),
    name: z.string().nullable(),
    mode: Mode,
    scopes: z.array(ScopeSchema),
    status: z.enum(["active", "revoked"]),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable().meta({ description: "Last authenticated request made with this key" }),
    request_count: z
      .number()
      .int()
      .min(0)
      .meta({ description: "Authenticated requests made with this key (spec 2: the per-key request counter)" }),
    revoked_at: Timestamp.nullable(),
    revocation_effective_at: Timestamp.nullable().meta({
      description:
        "When revocation has propagated and the key stops authenticating: at most 5 s after revoked_at (spec 3, 8)",
    }),
    metadata: Metadata,
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyWithSecret = ApiKey.extend({
  secret: z.string().meta({ description: "The key secret. Returned only in the create response, never again" }),
}).meta({ id: "ApiKeyWithSecret" });

export const CreateKeyBody = z.strictObject({
  name: z.string().min(1).max(100).optional(),
  scopes: KeyScopes,
  metadata: Metadata.optional(),
});

const UpdateKeyBody = z.strictObject({
  name: z.string().min(1).max(100).nullable().optional(),
  metadata: Metadata.optional(),
});

const RevokeKeyBody = z.strictObject({
  confirm_self_revoke: z
    .literal(true)
    .optional()
    .meta({ description: "Required to revoke the key making the request (it locks the caller out for good)" }),
});

const KeyParams = z.object({ key_id: z.string() });

export const keyEndpoints = {
  create: endpoint({
    id: "keys.create",
    method: "POST",
    path: "/v1/keys",
    summary:
      "Create an API key of the caller's mode, with scopes the caller holds. The secret is in this response only.",
    scopes: ["keys:write"],
    group: "writes",
    body: CreateKeyBody,
    response: ApiKeyWithSecret,
    status: 201,
    errors: [{ status: 403, code: "insufficient_scope", when: "scopes names a scope the calling key does not hold" }],
  }),
  list: endpoint({
    id: "keys.list",
    method: "GET",
    path: "/v1/keys",
    summary: "List the API keys of the caller's mode, newest first, revoked ones included.",
    scopes: ["keys:read"],
    group: "reads",
    query: PageQuery.extend({ status: z.enum(["active", "revoked"]).optional() }),
    response: ListOf(ApiKey),
  }),
  get: endpoint({
    id: "keys.get",
    method: "GET",
    path: "/v1/keys/{key_id}",
    summary: "Read one key, with its request counter and last-used time (spec 5.5 rotation).",
    scopes: ["keys:read"],
    group: "reads",
    params: KeyParams,
    response: ApiKey,
  }),
  update: endpoint({
    id: "keys.update",
    method: "PATCH",
    path: "/v1/keys/{key_id}",
    summary:
      "Rename a key or change its metadata; only keys holding no scope the caller lacks. Scopes are fixed at " +
      "creation: rotate to change them.",
    scopes: ["keys:write"],
    group: "writes",
    params: KeyParams,
    body: UpdateKeyBody,
    response: ApiKey,
    errors: [
      { status: 403, code: "insufficient_scope", when: "the key holds a scope the calling key does not" },
      { status: 409, code: "api_key_revoked", when: "the key is revoked: a revoked key cannot be changed" },
    ],
  }),
  revoke: endpoint({
    id: "keys.revoke",
    method: "POST",
    path: "/v1/keys/{key_id}/revoke",
    summary:
      "Revoke a key holding no scope the caller lacks. Irreversible; effective within 5 seconds (spec 3, 5.5). " +
      "Revoking the calling key itself needs confirm_self_revoke: true.",
    scopes: ["keys:write"],
    group: "writes",
    params: KeyParams,
    body: RevokeKeyBody,
    response: ApiKey,
    errors: [
      { status: 403, code: "insufficient_scope", when: "the key holds a scope the calling key does not" },
      { status: 422, code: "self_revocation_unconfirmed", when: "the key is the calling key and confirm_self_revoke is not true" },
    ],
  }),
};
