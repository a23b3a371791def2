import { controlEndpoints } from "../../schema/control";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { ALL_SCOPES } from "../../schema/scopes";
import { controlRoutes } from "./app";
import { accountOf } from "./messaging";

export function createAccountWithKeys(
  core: EmulatorCore,
  opts: { name?: string; administrators?: string[]; primary?: boolean },
) {
  const now = core.clock.now();
  const account = core.state.createAccount(now, opts);
  const scopes = [...ALL_SCOPES];
  const live = core.state.createKey(account, "live", now, { name: "bootstrap", scopes });
  const test = core.state.createKey(account, "test", now, { name: "bootstrap", scopes });
  return {
    account,
    credentials: {
      account_id: account.id,
      keys: {
        live: { id: live.record.id, secret: live.secret },
        test: { id: test.record.id, secret: test.secret },
      },
    },
  };
}

function settingsView(core: EmulatorCore) {
  const f = core.rate.factor;
  return {
    rate_limits: f === 1 ? ("spec" as const) : Number.isFinite(f) ? f : ("off" as const),
    revocation_propagation_seconds: core.settings.revocationPropagationMs / 1000,
    body_limit_bytes: core.settings.bodyLimitBytes,
  };
}

const clockView = (core: EmulatorCore) => ({ now: core.clock.iso(), offset_ms: core.clock.offset });

/** Control operations for the platform rules of part 1: accounts, keys, clock, faults, settings. */
export const platformControlRoutes = controlRoutes(controlEndpoints, {
  createAccount: ({ core, body }) => createAccountWithKeys(core, body).credentials,
  listAccounts: ({ core }) => ({
    data: [...core.state.accounts.values()].map((a) => ({
      account_id: a.id,
      name: a.name,
      primary: a.primary,
      administrators: a.administrators,
      created_at: core.clock.iso(a.createdAt),
    })),
  }),
  keyCounters: ({ core, params }) => {
    const account = accountOf(core, params.account_id);
    return {
      data: [...core.state.keys.values()]
        .filter((k) => k.accountId === account.id)
        .map((k) => ({
          id: k.id,
          mode: k.mode,
          name: k.name,
          status: k.revokedAt === null ? ("active" as const) : ("revoked" as const),
          scopes: [...k.scopes],
          created_at: core.clock.iso(k.createdAt),
          request_count: k.requestCount,
          last_used_at: k.lastUsedAt === null ? null : core.clock.iso(k.lastUsedAt),
        })),
    };
  },
  outbox: ({ core, params }) => ({
    data: accountOf(core, params.account_id).outbox.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      body: m.body,
      sent_at: core.clock.iso(m.sentAt),
    })),
  }),
  getClock: ({ core }) => clockView(core),
  advanceClock: ({ core, body }) => {
    core.clock.advance(Math.round(body.seconds * 1000));
    return clockView(core);
  },
  listFaults: ({ core }) => ({ data: core.faults.list() }),
  addFault: ({ core, body }) => core.faults.add(body),
  removeFault: ({ core, params }) => {
    if (!core.faults.remove(params.fault_id)) {
      throw new ApiError(404, "resource_not_found", `No fault '${params.fault_id}'.`, { param: "fault_id" });
    }
    return { id: params.fault_id, deleted: true as const };
  },
  clearFaults: ({ core }) => {
    const n = core.faults.list().length;
    core.faults.clear();
    return { deleted: n };
  },
  getSettings: ({ core }) => settingsView(core),
  updateSettings: ({ core, body }) => {
    if (body.rate_limits !== undefined) {
      core.rate.factor = body.rate_limits === "spec" ? 1 : body.rate_limits === "off" ? Number.POSITIVE_INFINITY : body.rate_limits;
    }
    if (body.revocation_propagation_seconds !== undefined) {
      core.settings.revocationPropagationMs = Math.round(body.revocation_propagation_seconds * 1000);
    }
    if (body.fault_seed !== undefined) core.faults.reseed(body.fault_seed);
    return settingsView(core);
  },
});
