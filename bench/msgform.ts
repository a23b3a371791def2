// msgform's own apply path, in process: the CLI's reconcile engine exactly as `msgform apply`,
// `plan` and `drift` run it (cli/workflow.ts loadDeclarations, readAccount → readLive, buildPlan →
// computeChanges, applyPlan with the CLI's default concurrency), over an sdk client whose
// onAttempt hook counts every HTTP attempt on the wire. Only the Io and the secrets sink differ:
// secrets shown once are counted and dropped.
import { setMaxListeners } from "node:events";
import { performance } from "node:perf_hooks";
import { type Connection, connect } from "../cli/connect";
import { type Io, processIo } from "../cli/io";
import { applyPlan, type ApplyResult } from "../cli/reconcile/apply";
import { sections } from "../cli/reconcile/catalog";
import { type DriftReport, driftFrom } from "../cli/reconcile/drift";
import type { Plan } from "../cli/reconcile/model";
import { loadDeclarations } from "../cli/config/declarations";
import { buildPlan, readAccount } from "../cli/workflow";
import type { AttemptInfo, Client } from "../sdk";
import type { KeyPair } from "./emulator";

/** The CLI's default `apply --concurrency`. */
export const CLI_CONCURRENCY = 16;

/** One HTTP attempt as onAttempt reported it, stamped with when it ended (ms since the recorder began). */
export interface Attempt {
  operation: string;
  method: string;
  group: string;
  status: number;
  attempt: number;
  start: number;
  end: number;
}

/** Everything the sdk told onAttempt. */
export class Recorder {
  readonly attempts: Attempt[] = [];
  readonly t0 = performance.now();

  hook = (info: AttemptInfo): void => {
    const end = performance.now() - this.t0;
    this.attempts.push({
      operation: info.operation,
      method: info.method,
      group: info.group,
      status: info.status,
      attempt: info.attempt,
      start: end - info.durationMs,
      end,
    });
  };

  now(): number {
    return performance.now() - this.t0;
  }

  /** Attempts within [from, to) (ms since t0, by end time). */
  between(from: number, to: number): Attempt[] {
    return this.attempts.filter((a) => a.end >= from && a.end < to);
  }

  static summary(attempts: readonly Attempt[]) {
    const byGroup: Record<string, number> = {};
    const byOperation: Record<string, number> = {};
    const firstByOperation: Record<string, number> = {};
    let rateLimited = 0;
    let errors5xx = 0;
    let network = 0;
    for (const a of attempts) {
      byGroup[a.group] = (byGroup[a.group] ?? 0) + 1;
      byOperation[a.operation] = (byOperation[a.operation] ?? 0) + 1;
      if (a.attempt === 1) firstByOperation[a.operation] = (firstByOperation[a.operation] ?? 0) + 1;
      if (a.status === 429) rateLimited++;
      else if (a.status >= 500) errors5xx++;
      else if (a.status === 0) network++;
    }
    return {
      requests: attempts.length,
      first_attempts: attempts.filter((a) => a.attempt === 1).length,
      rate_limited_429: rateLimited,
      server_errors_5xx: errors5xx,
      network_errors: network,
      by_group: byGroup,
      by_operation: byOperation,
      /** Logical operations (first attempts) by operation id. */
      operations_by_id: firstByOperation,
    };
  }
}

export interface Session {
  conn: Connection;
  client: Client;
  recorder: Recorder;
  close(): Promise<void>;
}

/** The CLI's own connection (cli/connect.ts), with the onAttempt hook added. */
export function session(baseUrl: string, caFile: string, key: KeyPair): Session {
  const recorder = new Recorder();
  const signal = new AbortController().signal;
  // Every waiting request adds an abort listener to the one signal, as in the CLI's run().
  setMaxListeners(0, signal);
  const quiet: Io = { ...processIo(), progress: () => undefined };
  const conn = connect({ baseUrl, keyId: key.id, caFile }, quiet, signal, {
    env: { MSGFORM_KEY_SECRET: key.secret },
    client: { onAttempt: recorder.hook },
  });
  return { conn, client: conn.client, recorder, close: () => conn.close() };
}

export interface ApplyRun {
  plan: Plan;
  result: ApplyResult;
  secrets: number;
  /** ms since the recorder began. */
  marks: { start: number; readDone: number; planDone: number; end: number };
}

/** The config section an operation works for (for the per-section breakdown). */
export function sectionOf(operation: string): string {
  const family = operation.split(".")[0];
  switch (family) {
    case "me":
    case "allowlist":
      return "ip_allowlist";
    case "keys":
      return "api_keys";
    case "webhooks":
      return "webhook_endpoints";
    case "brands":
      return "brands";
    case "campaigns":
      return "campaigns";
    case "numbers":
      return "phone_numbers";
    default:
      return family ?? operation;
  }
}

/** `msgform apply --yes --allow-destroy` of one config file, in process. */
export async function apply(s: Session, file: string, concurrency = CLI_CONCURRENCY): Promise<ApplyRun> {
  const start = s.recorder.now();
  const decl = loadDeclarations([file], sections);
  const live = await readAccount(sections, s.conn, decl.configuration);
  const readDone = s.recorder.now();
  const plan = buildPlan(sections, decl, live, s.conn);
  const planDone = s.recorder.now();
  let secrets = 0;
  const result = await applyPlan(plan, sections, (k) => s.conn.contextFor(k), {
    allowDestroy: true,
    concurrency,
    onSecret: () => {
      secrets++;
    },
  });
  const end = s.recorder.now();
  return { plan, result, secrets, marks: { start, readDone, planDone, end } };
}

/** Where a plan or drift run spent its time, in seconds. */
export interface Phases {
  load_config_s: number;
  read_live_s: number;
  compute_s: number;
}

async function planWithPhases(s: Session, file: string) {
  const t0 = performance.now();
  const decl = loadDeclarations([file], sections);
  const t1 = performance.now();
  const live = await readAccount(sections, s.conn, decl.configuration);
  const t2 = performance.now();
  const p = buildPlan(sections, decl, live, s.conn);
  return { p, live, t0, t1, t2 };
}

const phases = (t0: number, t1: number, t2: number, t3: number): Phases => ({
  load_config_s: (t1 - t0) / 1000,
  read_live_s: (t2 - t1) / 1000,
  compute_s: (t3 - t2) / 1000,
});

/** `msgform plan`: read the account and compute the changes. */
export async function plan(s: Session, file: string): Promise<Plan & { phases: Phases }> {
  const { p, t0, t1, t2 } = await planWithPhases(s, file);
  return { ...p, phases: phases(t0, t1, t2, performance.now()) };
}

/** `msgform drift`: the same reads, then the drift report. */
export async function drift(s: Session, file: string): Promise<DriftReport & { phases: Phases }> {
  const { p, live, t0, t1, t2 } = await planWithPhases(s, file);
  const report = driftFrom(p, sections, live, new Date());
  return { ...report, phases: phases(t0, t1, t2, performance.now()) };
}

export const pendingChanges = (p: Plan) => p.changes.filter((c) => c.action !== "noop");
