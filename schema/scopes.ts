import { z } from "zod";

/**
 * Scopes (spec 5.4). The first eight are the spec's own; the rest are additive (spec 9) for
 * operations the spec mentions but does not scope: key management, the IP allowlist, and reading
 * webhook endpoints and events.
 */
export const SPEC_SCOPES = [
  "messages:write",
  "messages:read",
  "numbers:write",
  "numbers:read",
  "registration:write",
  "registration:read",
  "lookup:read",
  "webhooks:write",
] as const;
const ADDED_SCOPES = ["webhooks:read", "keys:write", "keys:read", "allowlist:write", "allowlist:read"] as const;
export const ALL_SCOPES = [...SPEC_SCOPES, ...ADDED_SCOPES] as const;
export type Scope = (typeof ALL_SCOPES)[number];
export const ScopeSchema = z.enum(ALL_SCOPES);

/**
 * The scopes a key is created with (spec 5): a set of at least one. Here rather than in schema/keys.ts, so
 * the ApiKey kind declares its field without building the key's wire model.
 */
export const KeyScopes = z
  .array(ScopeSchema)
  .min(1, "a key needs at least one scope")
  .refine((s) => new Set(s).size === s.length, "scopes must not repeat");

/** What each scope grants: the spec's table (5.4) for its own, ours for the additions. */
export const SCOPE_DESCRIPTIONS: Record<Scope, string> = {
  "messages:write": "Send SMS and MMS (spec 5.4)",
  "messages:read": "Read message history and delivery status (spec 5.4)",
  "numbers:write": "Search, buy, configure and release numbers (spec 5.4)",
  "numbers:read": "List numbers and their campaign association (spec 5.4)",
  "registration:write": "Create and update brands and campaigns (spec 5.4)",
  "registration:read": "Read registration status (spec 5.4)",
  "lookup:read": "Perform number lookups (spec 5.4)",
  "webhooks:write": "Manage webhook endpoints (spec 5.4)",
  "webhooks:read": "Read webhook endpoints and events (added, spec 9)",
  "keys:write": "Create, rename and revoke API keys, granting at most the caller's own scopes (added, spec 9)",
  "keys:read": "List and read API keys, with their request counters (added, spec 9)",
  "allowlist:write": "Replace or clear the account's IP allowlist (added, spec 9)",
  "allowlist:read": "Read the account's IP allowlist (added, spec 9)",
};

/**
 * Rate-limit groups (spec 8). The spec names four; every other endpoint falls into "writes".
 * Limits are per account per one-second window.
 */
export const RATE_GROUPS = {
  messages_send: { limit: 200, description: "POST /v1/messages (spec 8)" },
  reads: { limit: 100, description: "every GET endpoint (spec 8)" },
  lookup_batch: { limit: 10, description: "POST /v1/lookup with a batch (spec 8)" },
  registration: { limit: 10, description: "brand and campaign writes (spec 8: registration endpoints)" },
  writes: {
    limit: 100,
    description: "every other write: keys, allowlist, webhooks, events replay, numbers, single lookup (not in spec; our choice)",
  },
} as const;
export type RateGroup = keyof typeof RATE_GROUPS;
export const RATE_WINDOW_MS = 1000;
