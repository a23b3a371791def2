import type { FieldDiff } from "../../provider/kinds/kind";
import type { LiveState } from "./live";
import { type ManagedElsewhere, type Plan, reviewedFields, type Section, type Unmanaged } from "./model";

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
  /** Declared objects the service has put in a state that needs attention (a disabled endpoint). */
  unhealthy: { section: string; name: string; id: string; problem: string }[];
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
  const unhealthy: DriftReport["unhealthy"] = [];
  for (const c of changes) {
    const section = sections.find((s) => s.key === c.section);
    const obj = c.id ? live.sections.get(c.section)?.byId.get(c.id) : undefined;
    const problem = obj && section?.health?.(obj);
    if (problem) unhealthy.push({ section: c.section, name: c.name, id: c.id!, problem });
  }
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
