import { fieldRule, type FieldDiff } from "../../provider/kinds/kind";
import { stableJson } from "./live";
import type { Change, Section } from "./model";

/*
 * A change to a list field as the elements that changed: an allowlist of 300 entries with one
 * description edited is one changed entry, named by its CIDR, not the whole list twice. Plan and
 * drift JSON carry it as `elements` on the field's diff; text and markdown render it.
 */

/** The elements of a list field that were added, removed or changed, and how many stayed. */
export interface ListElements {
  /**
   * objects: a list of objects, identified by `key` when every element has a distinct one; set: an
   * unordered list of values; sequence: an ordered list of values (sample messages).
   */
  kind: "objects" | "set" | "sequence";
  /** The field that identifies an element of a list of objects (cidr for an allowlist entry). */
  key?: string;
  added: unknown[];
  removed: unknown[];
  /** Elements with the same key whose other fields differ: the key, the fields, before and after. */
  changed: { key: string; fields: string[]; old: unknown; new: unknown }[];
  unchanged: number;
}

/** Fields that name an element of a list of objects, most specific first. */
const KEY_FIELDS = ["cidr", "id", "name", "key", "number", "carrier", "code", "url"];

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The key field every element of both lists has, as distinct text within each list. */
function keyField(a: readonly unknown[], b: readonly unknown[]): string | undefined {
  const all = [...a, ...b];
  if (all.length === 0 || !all.every(isRecord)) return undefined;
  const distinct = (list: readonly unknown[], k: string) => {
    const values = list.map((e) => (e as Record<string, unknown>)[k]);
    return values.every((v) => typeof v === "string") && new Set(values).size === values.length;
  };
  return KEY_FIELDS.find((k) => distinct(a, k) && distinct(b, k));
}

/** Elements of `from` that `against` lacks, counting repeats (a multiset difference by value). */
function missingFrom(from: readonly unknown[], against: readonly unknown[]): unknown[] {
  const left = new Map<string, number>();
  for (const e of against) left.set(stableJson(e), (left.get(stableJson(e)) ?? 0) + 1);
  return from.filter((e) => {
    const n = left.get(stableJson(e)) ?? 0;
    if (n > 0) left.set(stableJson(e), n - 1);
    return n === 0;
  });
}

function byKey(a: readonly unknown[], b: readonly unknown[], key: string): ListElements {
  const keyOf = (e: unknown) => (e as Record<string, string>)[key]!;
  const before = new Map(a.map((e) => [keyOf(e), e as Record<string, unknown>]));
  const after = new Map(b.map((e) => [keyOf(e), e as Record<string, unknown>]));
  const out: ListElements = { kind: "objects", key, added: [], removed: [], changed: [], unchanged: 0 };
  for (const [k, old] of before) {
    const next = after.get(k);
    if (next === undefined) out.removed.push(old);
    else if (stableJson(old) === stableJson(next)) out.unchanged++;
    else {
      const names = [...new Set([...Object.keys(old), ...Object.keys(next)])].sort();
      const fields = names.filter((f) => stableJson(old[f]) !== stableJson(next[f]));
      out.changed.push({ key: k, fields, old, new: next });
    }
  }
  for (const [k, next] of after) if (!before.has(k)) out.added.push(next);
  return out;
}

/** A list field's change element by element, or undefined when neither side is a list. */
export function listElements(old: unknown, next: unknown, unordered = false): ListElements | undefined {
  const asList = (v: unknown) => (Array.isArray(v) ? v : v === undefined || v === null ? [] : undefined);
  const a = asList(old);
  const b = asList(next);
  if (a === undefined || b === undefined || (!Array.isArray(old) && !Array.isArray(next))) return undefined;
  const key = keyField(a, b);
  if (key !== undefined) return byKey(a, b, key);
  const removed = missingFrom(a, b);
  const objects = [...a, ...b].some(isRecord);
  const kind = objects ? "objects" : unordered ? "set" : "sequence";
  return { kind, added: missingFrom(b, a), removed, changed: [], unchanged: a.length - removed.length };
}

export type ElementFieldDiff = FieldDiff & { elements?: ListElements };

/** The plan's field diffs with `elements` on every list field (secret fields never). */
export function withElementDiffs(changes: Change[], sections: readonly Section[]): Change[] {
  for (const c of changes) {
    if (!c.diff) continue;
    const kind = sections.find((s) => s.key === c.section)?.kind;
    const fields = c.diff.changes.map((d): ElementFieldDiff => {
      if (d.secret) return d;
      const elements = listElements(d.old, d.new, kind ? fieldRule(kind, d.field)?.unordered === true : false);
      return elements ? { ...d, elements } : d;
    });
    c.diff = { ...c.diff, changes: fields };
  }
  return changes;
}
