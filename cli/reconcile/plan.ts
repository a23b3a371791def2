import { carryOver, diffDesired, type KindObject } from "../../provider/kinds/kind";
import type { LiveState } from "./live";
import { type Change, IDENTITY_KEY, PENDING, type Section } from "./model";

/** Declarations by section key, then by name. A singleton section holds one entry under its key. */
export type Declared = Record<string, Record<string, Record<string, unknown>>>;

/** Field of a declaration that adopts an existing object by id (what export writes). */
export const ADOPT_FIELD = "id";

/** Sections in dependency order: every section after the sections it references. */
export function orderSections(sections: Section[]): Section[] {
  const byKey = new Map(sections.map((s) => [s.key, s]));
  const out: Section[] = [];
  const visiting = new Set<string>();
  const visit = (s: Section) => {
    if (out.includes(s)) return;
    if (visiting.has(s.key)) throw new Error(`sections reference each other in a cycle at ${s.key}`);
    visiting.add(s.key);
    for (const ref of Object.values(s.refs ?? {})) visit(byKey.get(ref.section)!);
    visiting.delete(s.key);
    out.push(s);
  };
  sections.forEach(visit);
  return out;
}

/**
 * Compares declarations with the live account. Declarations match live objects by an explicit
 * id (adoption) or by the identity marker; managed objects no declaration names are deleted;
 * objects without the marker are reported as unmanaged and left alone.
 */
export function computeChanges(sectionsIn: Section[], declared: Declared, live: LiveState): Change[] {
  const sections = orderSections(sectionsIn);
  const changes: Change[] = [];
  const planned = new Map<string, Change>();
  const keyOf = (section: string, name: string) => `${section}\u0000${name}`;

  for (const section of sections) {
    const kind = section.kind;
    const liveSection = live.sections.get(section.key)!;
    const decls = declared[section.key] ?? {};
    for (const [name, entry] of Object.entries(decls)) {
      const adoptId = typeof entry[ADOPT_FIELD] === "string" ? (entry[ADOPT_FIELD] as string) : undefined;
      let current: KindObject<object, object> | undefined;
      if (adoptId !== undefined) {
        current = liveSection.byId.get(adoptId);
        if (!current) throw new Error(`${section.key}.${name} adopts ${adoptId}, which does not exist in the account`);
      } else {
        current = liveSection.managed.get(name);
      }
      const desired: Record<string, unknown> = { ...entry };
      delete desired[ADOPT_FIELD];
      const waitsFor: Change["waitsFor"] = [];
      for (const [yamlField, ref] of Object.entries(section.refs ?? {})) {
        const target = desired[yamlField];
        delete desired[yamlField];
        if (target === undefined || target === null) continue;
        const targetName = String(target);
        const targetChange = planned.get(keyOf(ref.section, targetName));
        if (targetChange && (targetChange.action === "create" || targetChange.action === "replace")) {
          desired[ref.field] = PENDING;
          waitsFor.push({ section: ref.section, name: targetName, field: ref.field });
        } else if (targetChange?.id) {
          desired[ref.field] = targetChange.id;
        } else {
          throw new Error(`${section.key}.${name}.${yamlField} names '${targetName}', which ${ref.section} does not declare`);
        }
      }
      if (!section.singleton) {
        // Adopted objects keep whatever marker they have, so adoption alone is not a change.
        const liveMetadata = (current?.desired as { metadata?: Record<string, string> } | undefined)?.metadata;
        const marker = adoptId !== undefined ? liveMetadata?.[IDENTITY_KEY] : name;
        const metadata = { ...((desired.metadata as Record<string, string> | undefined) ?? {}) };
        if (marker !== undefined) metadata[IDENTITY_KEY] = marker;
        desired.metadata = metadata;
      }
      let change: Change;
      if (!current) {
        change = { section: section.key, kind: kind.name, name, action: "create", desired, waitsFor, destructive: false, notes: [] };
      } else {
        const liveView = carryOver(kind, current, { desired: desired as Partial<object> });
        const diff = diffDesired(kind, liveView.desired as Record<string, unknown>, desired, {
          isUnknown: (v) => v === PENDING,
        });
        const action = diff.action === "none" ? "noop" : diff.action;
        change = {
          section: section.key,
          kind: kind.name,
          name,
          action,
          id: current.id,
          desired,
          waitsFor,
          diff,
          destructive: action === "replace",
          notes: [],
        };
      }
      change.notes = section.notes?.({ action: change.action, diff: change.diff, live: current }) ?? [];
      planned.set(keyOf(section.key, name), change);
      changes.push(change);
    }
    // A section no file mentions is not managed by this config (another config may manage it),
    // and neither is an undeclared singleton (the allowlist): nothing in them is deleted.
    if (section.singleton || declared[section.key] === undefined) continue;
    for (const [name, obj] of liveSection.managed) {
      if (decls[name] !== undefined) continue;
      if ([...Object.values(decls)].some((e) => e[ADOPT_FIELD] === obj.id)) continue;
      const change: Change = {
        section: section.key,
        kind: kind.name,
        name,
        action: "delete",
        id: obj.id,
        waitsFor: [],
        destructive: true,
        notes: [],
      };
      change.notes = section.notes?.({ action: "delete", live: obj }) ?? [];
      changes.push(change);
    }
  }
  return changes;
}
