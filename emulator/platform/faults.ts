import type { z } from "zod";
import type { FaultSpecSchema } from "../../schema/control";
import type { FastifyRequest } from "fastify";
import type { Endpoint } from "../../schema/endpoint";
import { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import { seededRandom } from "../random";
import { rateLimited } from "./rateLimit";
import { afterBody, type PlatformRule } from "./request";

/** The fault's wire shape is the control API's (schema/control.ts). */
export type FaultSpec = z.infer<typeof FaultSpecSchema>;

export interface Fault extends FaultSpec {
  id: string;
  count: number;
}

export interface FaultPlan {
  latencyMs: number;
  error5xx?: number;
  rateLimited?: { retryAfterSeconds: number };
  resetAfterCommit: boolean;
}

/** The plan of every request while no fault is set: one object, not one per request. */
const NO_FAULTS: FaultPlan = Object.freeze({ latencyMs: 0, resetAfterCommit: false });

/** Faults injected through the control API, decided once per request before the operation runs. */
export class Faults {
  private faults: Fault[] = [];
  private bursts = new Map<string, number>();
  private random: () => number;

  constructor(seed?: number) {
    this.random = seed === undefined ? Math.random : seededRandom(seed);
  }

  reseed(seed: number): void {
    this.random = seededRandom(seed);
  }

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: newId(PREFIX.fault, 12), count: 0 };
    this.faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  remove(id: string): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < before;
  }

  clear(): void {
    this.faults = [];
    this.bursts.clear();
  }

  plan(operationId: string, accountId: string, now: number): FaultPlan {
    if (this.faults.length === 0) return NO_FAULTS;
    const plan: FaultPlan = { latencyMs: 0, resetAfterCommit: false };
    for (const f of this.faults) {
      if (!matches(f.target, operationId) || (f.account_id && f.account_id !== accountId)) continue;
      if (f.kind === "rate_limit_burst") {
        const until = this.bursts.get(f.id + accountId);
        if (until !== undefined && until > now) {
          plan.rateLimited = { retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
          continue;
        }
      }
      if (f.max_count !== undefined && f.count >= f.max_count) continue;
      if (this.random() >= f.probability) continue;
      f.count++;
      switch (f.kind) {
        case "latency":
          plan.latencyMs += f.latency_ms ?? 1000;
          break;
        case "error_5xx":
          plan.error5xx ??= f.status ?? 503;
          break;
        case "reset_after_commit":
          plan.resetAfterCommit = true;
          break;
        case "rate_limit_burst": {
          const ms = f.burst_ms ?? 1000;
          this.bursts.set(f.id + accountId, now + ms);
          plan.rateLimited = { retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
          break;
        }
      }
    }
    return plan;
  }
}

function matches(target: string, operationId: string): boolean {
  if (target === "*" || target === operationId) return true;
  return target.endsWith(".*") && operationId.startsWith(target.slice(0, -1));
}

const INJECTED: Record<number, [string, string]> = {
  408: ["request_timeout", "The service timed out reading the request; retry."],
  501: ["not_implemented", "The service does not implement this operation."],
};

/**
 * Injected faults (control API), decided once per executed operation: after the idempotency key
 * is taken, so added latency holds the key in flight, and never for a replay.
 */
export const faultsRule: PlatformRule = {
  spec: "injected faults (control API)",
  stage: afterBody,
  run: (core, req, _reply, e) => {
    const s = req.svc;
    const plan = core.faults.plan(e.id, s.account!.id, core.clock.now());
    s.faults = plan;
    if (plan.latencyMs > 0) return new Promise((r) => setTimeout(r, plan.latencyMs)).then(() => failIfPlanned(req, e));
    return failIfPlanned(req, e);
  },
};

/** The injected 429 or error of the plan, if any. */
function failIfPlanned(req: FastifyRequest, e: Endpoint): void {
  const s = req.svc;
  const plan = s.faults!;
  if (plan.rateLimited) {
    // An injected 429 looks like a real one: nothing remaining in the window.
    if (s.rate) s.rate = { ...s.rate, allowed: false, remaining: 0 };
    throw rateLimited(e, s.group, plan.rateLimited.retryAfterSeconds);
  }
  if (plan.error5xx) {
    const [code, message] = INJECTED[plan.error5xx] ??
      ["service_unavailable", "The service is temporarily unavailable; retry."];
    throw new ApiError(plan.error5xx, code, message);
  }
}
