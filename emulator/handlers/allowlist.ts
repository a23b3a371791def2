import { allowlistEndpoints } from "../../schema/allowlist";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError } from "../errors";
import { isAllowed } from "../platform/ipAllowlist";
import type { Account, AllowlistState } from "../state";

/** The allowlist as the service (and the control API) shows it. */
export function allowlistView(list: AllowlistState, core: EmulatorCore) {
  return {
    object: "ip_allowlist" as const,
    enabled: list.entries.length > 0,
    entries: list.entries.map((e) => ({ ...e })),
    metadata: { ...(list.metadata ?? {}) },
    updated_at: list.updatedAt === null ? null : core.clock.iso(list.updatedAt),
  };
}

function replace(account: Account, entries: AllowlistState["entries"], metadata: Record<string, string>, core: EmulatorCore) {
  // A new object, so the compiled matcher (cached per list object) is rebuilt.
  account.allowlist = { entries, metadata, updatedAt: core.clock.now() };
  return allowlistView(account.allowlist, core);
}

export const allowlistRoutes = routes(allowlistEndpoints, {
  get: ({ core, account }) => allowlistView(account.allowlist, core),
  replace: ({ core, account, body, sourceIp }) => {
    const next: AllowlistState = { entries: body.entries, updatedAt: null };
    if (!body.allow_self_lockout && !isAllowed(next, sourceIp)) {
      throw new ApiError(
        422,
        "allowlist_excludes_caller",
        `The new allowlist does not include your own address ${sourceIp}: every later request from it would be ` +
        "refused. Add it, or send allow_self_lockout: true if that is intended.",
        { param: "entries" },
      );
    }
    // metadata is replaced with the list when sent, and kept when not (a client that predates it).
    return replace(account, body.entries, body.metadata ?? account.allowlist.metadata ?? {}, core);
  },
  clear: ({ core, account }) => replace(account, [], {}, core),
});
