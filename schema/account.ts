import { z } from "zod";
import { Mode } from "./common";
import { endpoint } from "./endpoint";
import { ScopeSchema } from "./scopes";

/** Who the caller is, as the service sees it: what a client needs before changing the allowlist. */
const KeyContext = z
  .object({
    object: z.literal("key_context"),
    account_id: z.string(),
    key_id: z.string(),
    mode: Mode,
    scopes: z.array(ScopeSchema),
    source_ip: z.string().meta({ description: "The caller's source address as the service sees it" }),
  })
  .meta({ id: "KeyContext" });

export const accountEndpoints = {
  get: endpoint({
    id: "me.get",
    method: "GET",
    path: "/v1/me",
    summary: "Describe the calling key: account, mode, scopes and the source address seen by the service.",
    scopes: [],
    group: "reads",
    response: KeyContext,
  }),
};
