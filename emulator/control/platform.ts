import { controlEndpoints } from "../../schema/control";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { ALL_SCOPES } from "../../schema/scopes";
import { serviceEndpoints } from "../../schema/index";
import type { FaultSpec } from "../platform/faults";
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

/** The service's operations, and the family targets ("keys.*") they make, then "*". */
function operations() {
  const data = serviceEndpoints
    .map((e) => ({ id: e.id, method: e.method, path: e.path, summary: e.summary }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const families = [...new Set(data.map((o) => `${o.id.slice(0, o.id.indexOf("."))}.*`))];
  return { data, families: [...families, "*"] };
}

/** A fault that has fired its max_count times is spent: it injects nothing more. */
const spent = (f: { count: number; max_count?: number | undefined }) =>
  f.max_count !== undefined && f.count >= f.max_count;

/** A fault's target names an operation, a family or "*", and no live fault of the same kind covers it already. */
function checkFault(core: EmulatorCore, spec: FaultSpec): void {
  const ops = operations();
  if (!ops.families.includes(spec.target) && !ops.data.some((o) => o.id === spec.target)) {
    const near = ops.data.filter((o) => o.id.startsWith(spec.target.split(".")[0] ?? "")).map((o) => o.id);
    throw new ApiError(
      400,
      "unknown_fault_target",
      `No service operation '${spec.target}'. A target is an operation id (${near.slice(0, 4).join(", ") || "messages.create"}, …), ` +
      "a family (\"keys.*\") or \"*\"; GET /control/operations lists them.",
      { param: "target" },
    );
  }
  const same = core.faults
    .list()
    .find((f) => f.target === spec.target && f.kind === spec.kind && f.account_id === spec.account_id && !spent(f));
  if (same) {
    throw new ApiError(
      409,
      "fault_exists",
      `Fault ${same.id} already injects ${same.kind} into ${same.target}${same.account_id ? ` for ${same.account_id}` : ""}; ` +
      `remove it (DELETE /control/faults/${same.id}) before adding another.`,
      { param: "target" },
    );
  }
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
  listOperations: () => operations(),
  addFault: ({ core, body }) => {
    checkFault(core, body);
    return core.faults.add(body);
  },
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
