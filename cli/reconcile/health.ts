import { MAX_NUMBERS_WITHOUT_POOL } from "../../schema/campaigns";
import { camelCase, RULES } from "../../schema/preflight";
import { type AnyKind, fieldRule, type KindObject } from "../../provider/kinds/kind";

/*
 * Where a declared object stands with the service beyond its fields: a 10DLC registration that
 * carriers rejected, suspended or let expire, a brand that failed vetting, an endpoint the service
 * disabled. Drift, plan and status report these with the service's reasons and the next step;
 * registrations still in review are pending, which is not drift.
 */

type Live = KindObject<object, object>;

/** A reason the service gave, with the carriers that gave it (campaigns). */
export interface Reason {
  code: string;
  description: string;
  carriers?: string[];
}

export interface Health {
  /** unhealthy: someone has to act (drift exits 2); pending: in review, wait. */
  state: "unhealthy" | "pending";
  /** The service's status: REJECTED, UNVERIFIED, disabled, PENDING… */
  status: string;
  reasons: Reason[];
  /** One line: what happened. */
  problem: string;
  /** What to do next. */
  next: string;
  /** When the registration was (re)submitted: it has been in review since. */
  submitted_at?: string;
}

interface CarrierView {
  name: string;
  status: string;
  reasons: { code: string; description: string }[];
}

const outputs = (o: Live) => o.outputs as Record<string, unknown>;
const desired = (o: Live) => o.desired as Record<string, unknown>;

/** Every carrier's reasons merged by code, each naming the carriers that gave it. */
function carrierReasons(carriers: readonly CarrierView[], fallback: readonly Reason[]): Reason[] {
  const out = new Map<string, Reason>();
  for (const k of carriers) {
    for (const r of k.reasons) {
      const seen = out.get(r.code);
      if (seen) seen.carriers = [...new Set([...(seen.carriers ?? []), k.name])];
      else out.set(r.code, { code: r.code, description: r.description, carriers: [k.name] });
    }
  }
  return out.size > 0 ? [...out.values()] : fallback.map((r) => ({ code: r.code, description: r.description }));
}

/**
 * What to change for these reasons: the fields of the preflight rules with the reason codes, in the
 * config's names, each saying whether a change goes back into review or needs a new registration.
 */
function fieldsToChange(kind: AnyKind, object: "brand" | "campaign", reasons: readonly Reason[]): string[] {
  const fields = new Set<string>();
  for (const r of reasons) {
    for (const rule of RULES) {
      if (rule.code === r.code && rule.object === object) fields.add(camelCase(String(rule.field[0])));
    }
  }
  return [...fields].sort().map((f) => (fieldRule(kind, f)?.change === "replace" ? `${f} (a new registration)` : f));
}

function nextForRejection(kind: AnyKind, object: "brand" | "campaign", reasons: readonly Reason[]): string {
  const again = object === "brand" ? "it is verified again" : "it goes back into carrier review";
  if (object === "campaign" && reasons.some((r) => r.code === "BRAND_UNVERIFIED")) {
    return `fix its brand first (it failed identity verification), then change a review field and apply: ${again}`;
  }
  const fields = fieldsToChange(kind, object, reasons);
  const what = fields.length > 0 ? `change ${fields.join(", ")}` : "change the fields the reasons name";
  return `${what} to answer the reasons, then apply: ${again}`;
}

/** A brand: UNVERIFIED (failed vetting) needs attention; PENDING is in verification. */
export function brandHealth(kind: AnyKind) {
  return (o: Live): Health | undefined => {
    const out = outputs(o);
    const status = String(out.status);
    const submitted_at = out.submittedAt as string | undefined;
    if (status === "PENDING") {
      return { state: "pending", status, reasons: [], problem: "in identity verification", next: "wait: campaigns are reviewed once the brand is VERIFIED", submitted_at };
    }
    if (status !== "UNVERIFIED") return undefined;
    const reasons = (out.statusReasons as Reason[]).map((r) => ({ code: r.code, description: r.description }));
    return { state: "unhealthy", status, reasons, problem: "failed identity verification (vetting)", next: nextForRejection(kind, "brand", reasons) };
  };
}

const NOT_SENDING = "numbers on it cannot send";

/** A campaign: REJECTED, SUSPENDED or EXPIRED needs attention; PENDING is in carrier review. */
export function campaignHealth(kind: AnyKind) {
  return (o: Live): Health | undefined => {
    const out = outputs(o);
    const status = String(out.status);
    const carriers = out.carriers as CarrierView[];
    const submitted_at = out.submittedAt as string | undefined;
    const by = (s: string) => carriers.filter((k) => k.status === s).map((k) => k.name).join(", ");
    const reasons = carrierReasons(carriers.filter((k) => k.status !== "APPROVED"), out.statusReasons as Reason[]);
    const base = { status, reasons };
    if (status === "PENDING") {
      const where = carriers.map((k) => `${k.name} ${k.status}`).join(", ");
      return { ...base, state: "pending", problem: `in carrier review (${where})`, next: "wait for every carrier's decision", submitted_at };
    }
    if (status === "REJECTED") {
      return { ...base, state: "unhealthy", problem: `rejected by ${by("REJECTED")}: ${NOT_SENDING}`, next: nextForRejection(kind, "campaign", reasons) };
    }
    if (status === "SUSPENDED") {
      return {
        ...base,
        state: "unhealthy",
        problem: `suspended by ${by("SUSPENDED")}: ${NOT_SENDING}`,
        next: "resolve the reasons with the carriers (review fields cannot change while suspended); it sends again once reinstated",
      };
    }
    if (status === "EXPIRED") {
      return {
        ...base,
        state: "unhealthy",
        problem: `expired: ${NOT_SENDING}`,
        next: "an expired campaign cannot be renewed or resubmitted: declare a new campaign, point the phone numbers at it and apply",
      };
    }
    return undefined;
  };
}

/** How many numbers a campaign holds, and how many it may hold (null: no limit, with number_pool). */
export function numberAllowance(o: Live): { attached: number; limit: number | null } {
  const d = desired(o);
  const limit = d.useCase === "SOLE_PROPRIETOR" ? 1 : d.numberPool === true ? null : MAX_NUMBERS_WITHOUT_POOL;
  return { attached: Number(outputs(o).numberCount ?? 0), limit };
}

/** A webhook endpoint the service disabled after failing for 24 hours. */
export function endpointHealth(o: Live): Health | undefined {
  const out = outputs(o);
  if (out.status !== "disabled" || out.disabledReason !== "failing_continuously") return undefined;
  return {
    state: "unhealthy",
    status: "disabled",
    reasons: [{ code: "failing_continuously", description: "every delivery failed for 24 hours" }],
    problem: "disabled by the service after failing continuously for 24 hours",
    next: "fix the receiver, then re-enable (apply) and replay missed events",
  };
}
