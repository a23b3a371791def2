import type { FieldDiff } from "../../provider/kinds/kind";
import type { Health } from "./health";
import type { LiveState } from "./live";
import { type Change, type ManagedElsewhere, type Plan, reviewedFields, type Section, type Unmanaged } from "./model";

/** A declared object that needs attention: the service's status and reasons, and what to do. */
export type Unhealthy = { section: string; name: string; id: string } & Omit<Health, "state" | "submitted_at">;
/** A declared registration still in review: shown, not drift. */
export type Pending = {
  section: string;
  name: string;
  id: string;
  status: string;
  problem: string;
  submitted_at?: string;
};

/** The declared objects (not those a plan deletes) the service has put in a state worth reporting. */
export function healthOf(changes: readonly Change[], sections: Section[], live: LiveState) {
  const unhealthy: Unhealthy[] = [];
  const pending: Pending[] = [];
  for (const c of changes) {
    if (!c.id || c.action === "delete") continue;
    const obj = live.sections.get(c.section)?.byId.get(c.id);
    const h = obj && sections.find((s) => s.key === c.section)?.health?.(obj);
    if (!h) continue;
    const where = { section: c.section, name: c.name, id: c.id };
    if (h.state === "pending") pending.push({ ...where, status: h.status, problem: h.problem, submitted_at: h.submitted_at });
    else unhealthy.push({ ...where, status: h.status, reasons: h.reasons, problem: h.problem, next: h.next });
  }
  return { unhealthy, pending };
}

/** Drift: the account against the declarations, read-only. */
export interface DriftReport {
  format: "msgform-drift";
  version: 1;
  checked_at: string;
  base_url: string;
  /** The configuration checked: drift covers only its own objects. */
  configuration: string;
  drifted: boolean;
  /** Declared objects whose live fields (or owner) differ: before is the account, after the declaration. */
  changed: {
    section: string;
    name: string;
    id: string;
    replace: boolean;
    fields: FieldDiff[];
    ownership?: { from: string; to: string };
  }[];
  /** Declared objects the account does not have. */
  missing: { section: string; name: string }[];
  /** Objects carrying msgform's identity that no declaration names any more. */
  undeclared: { section: string; name: string; id: string }[];
  /** Extra objects under a declared name (two applies at once, a copy by hand): `kept` is the one in use. */
  duplicates: { section: string; name: string; id: string; kept: string }[];
  /**
   * Declared objects the service has put in a state that needs attention (a disabled endpoint, a
   * rejected, suspended or expired campaign, a brand that failed vetting): drift.
   */
  unhealthy: Unhealthy[];
  /** Declared registrations still in review: not drift. */
  pending: Pending[];
  unmanaged: Unmanaged[];
  /** Other owners' objects (counted and named, never checked). */
  managed_elsewhere: ManagedElsewhere[];
}

export function driftFrom(
  plan: Pick<Plan, "changes" | "unmanaged" | "managed_elsewhere" | "configuration" | "base_url">,
  sections: Section[],
  live: LiveState,
  now: Date,
): DriftReport {
  const changes = plan.changes;
  const changed = changes
    .filter((c) => c.action === "update" || c.action === "replace")
    .map((c) => ({
      section: c.section,
      name: c.name,
      id: c.id!,
      replace: c.action === "replace",
      fields: reviewedFields(c),
      ...(c.ownership ? { ownership: c.ownership } : {}),
    }));
  const missing = changes.filter((c) => c.action === "create").map((c) => ({ section: c.section, name: c.name }));
  const deletes = changes.filter((c) => c.action === "delete");
  const undeclared = deletes
    .filter((c) => !c.duplicateOf)
    .map((c) => ({ section: c.section, name: c.name, id: c.id! }));
  const duplicates = deletes
    .filter((c) => c.duplicateOf)
    .map((c) => ({ section: c.section, name: c.name, id: c.id!, kept: c.duplicateOf! }));
  const { unhealthy, pending } = healthOf(changes, sections, live);
  const drifted = changed.length + missing.length + undeclared.length + duplicates.length + unhealthy.length > 0;
  return {
    format: "msgform-drift",
    version: 1,
    checked_at: now.toISOString(),
    base_url: plan.base_url,
    configuration: plan.configuration,
    drifted,
    changed,
    missing,
    undeclared,
    duplicates,
    unhealthy,
    pending,
    unmanaged: plan.unmanaged,
    managed_elsewhere: plan.managed_elsewhere,
  };
}

/** Live objects with no identity marker that no declaration adopts by id. */
export function unmanagedOf(sections: Section[], live: LiveState, adopted: ReadonlySet<string>): Unmanaged[] {
  return sections.flatMap((s) =>
    (live.sections.get(s.key)?.unmanaged ?? []).filter((obj) => !adopted.has(obj.id)).map((obj) => ({
      section: s.key,
      kind: s.kind.name,
      id: obj.id,
      ...(s.label?.(obj) ? { label: s.label(obj) } : {}),
    })),
  );
}
