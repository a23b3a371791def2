import { z } from "zod";
import { Metadata, Timestamp } from "./common";
import { AllowlistEntry, MAX_ALLOWLIST_ENTRIES } from "./allowlistEntry";
import { endpoint } from "./endpoint";

export const IpAllowlist = z
  .object({
    object: z.literal("ip_allowlist"),
    enabled: z.boolean().meta({ description: "True when entries is non-empty: requests from other addresses get 403" }),
    entries: z.array(AllowlistEntry),
    metadata: Metadata.meta({ description: "Labels on the list as a whole (msgform records its owner here); cleared with the list" }),
    updated_at: Timestamp.nullable(),
  })
  .meta({ id: "IpAllowlist" });
export type IpAllowlist = z.infer<typeof IpAllowlist>;

const ReplaceAllowlistBody = z.strictObject({
  entries: z
    .array(AllowlistEntry)
    .max(MAX_ALLOWLIST_ENTRIES, `at most ${MAX_ALLOWLIST_ENTRIES} entries`)
    .refine((e) => new Set(e.map((x) => x.cidr)).size === e.length, "entries must not repeat a cidr"),
  metadata: Metadata.optional().meta({ description: "Replaces the list's labels; omitted, they are kept" }),
  allow_self_lockout: z.boolean().optional().meta({
    description: "Accept a list that excludes the caller's own source address (otherwise refused with 422)",
  }),
});

export const allowlistEndpoints = {
  get: endpoint({
    id: "allowlist.get",
    method: "GET",
    path: "/v1/ip_allowlist",
    summary: "Read the account's IP allowlist (spec 5.6). One per account; empty means unrestricted.",
    scopes: ["allowlist:read"],
    group: "reads",
    response: IpAllowlist,
  }),
  replace: endpoint({
    id: "allowlist.replace",
    method: "PUT",
    path: "/v1/ip_allowlist",
    summary: "Replace the whole allowlist. Refused when it would exclude the caller, unless allow_self_lockout.",
    scopes: ["allowlist:write"],
    group: "writes",
    body: ReplaceAllowlistBody,
    response: IpAllowlist,
    errors: [{ status: 422, code: "allowlist_excludes_caller", when: "the new list does not include the caller's address" }],
  }),
  clear: endpoint({
    id: "allowlist.clear",
    method: "DELETE",
    path: "/v1/ip_allowlist",
    summary: "Remove every entry: API access is unrestricted again.",
    scopes: ["allowlist:write"],
    group: "writes",
    response: IpAllowlist,
  }),
};
