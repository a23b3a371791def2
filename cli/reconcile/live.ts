import type { AnyKind, KindContext, KindObject } from "../../provider/kinds/kind";
import { type Owner, type Ownership, ownershipOf, sameOwner } from "../../provider/ownership";
import type { Section } from "./model";

type Obj = KindObject<object, object>;

/** An object another owner (a configuration or a Pulumi stack) manages: listed, never touched. */
interface OwnedElsewhere {
  obj: Obj;
  name: string;
  owner: Owner;
}

export interface LiveSection {
  /** Objects this configuration owns, by declaration name (the section key for a singleton). */
  managed: Map<string, Obj>;
  /** Objects an older msgform named without recording an owner, by name: adopted when declared. */
  legacy: Map<string, Obj>;
  /** Objects owned by another configuration or a Pulumi stack. */
  elsewhere: OwnedElsewhere[];
  byId: Map<string, Obj>;
  /** Objects without msgform's markers. */
  unmanaged: Obj[];
  /** Extra objects carrying a name another object of this section already carries. */
  duplicates: Duplicate[];
}

/**
 * One of two or more objects with the same owner and name (two applies at once in an older
 * msgform, a copy made by hand). `kept` is the one in use, the one plans match the declaration to.
 */
interface Duplicate {
  name: string;
  obj: Obj;
  kept: Obj;
  /** Named by an older msgform that recorded no owner. */
  legacy: boolean;
}

export interface LiveState {
  /** The configuration the account was read for: it decides which objects are "mine". */
  owner: Owner;
  sections: Map<string, LiveSection>;
  /** How many objects were read. */
  count: number;
}

export type ContextFor = (kind: AnyKind) => KindContext;

/** What the markers on a live object say (a singleton's owner is recorded the same way). */
export function ownershipOfObject(obj: Obj): Ownership {
  return ownershipOf((obj.desired as { metadata?: Record<string, string> }).metadata);
}

function place(section: Section, live: LiveSection, obj: Obj, me: Owner): void {
  live.byId.set(obj.id, obj);
  const o = ownershipOfObject(obj);
  if (section.singleton) {
    // One per account: it is "ours" unless another owner has recorded itself on it.
    if (o.state === "owned" && !sameOwner(o.owner, me)) live.elsewhere.push({ obj, name: section.key, owner: o.owner });
    else live.managed.set(section.key, obj);
    return;
  }
  if (o.state === "unmanaged") live.unmanaged.push(obj);
  else if (o.state === "legacy") addNamed(live, true, o.name, obj);
  else if (!sameOwner(o.owner, me)) live.elsewhere.push({ obj, name: o.name, owner: o.owner });
  else addNamed(live, false, o.name, obj);
}

/** Records a named object; of several with one name, the one in use is kept, the others are duplicates. */
function addNamed(live: LiveSection, legacy: boolean, name: string, obj: Obj): void {
  const map = legacy ? live.legacy : live.managed;
  const other = map.get(name);
  if (!other) {
    map.set(name, obj);
    return;
  }
  const [kept, extra] = inUseFirst(other, obj);
  map.set(name, kept);
  for (const d of live.duplicates) if (d.name === name && d.legacy === legacy) d.kept = kept;
  live.duplicates.push({ name, obj: extra, kept, legacy });
}

/**
 * Of two objects with one name, the one in use first: the more recently used (an API key's
 * last_used_at), else the older (what was there first is what others were given), else by id.
 */
function inUseFirst(a: Obj, b: Obj): [Obj, Obj] {
  const out = (o: Obj, f: string) => (o.outputs as Record<string, unknown>)[f] as string | null | undefined;
  const used = (o: Obj) => out(o, "lastUsedAt") ?? "";
  const created = (o: Obj) => out(o, "createdAt") ?? out(o, "purchasedAt") ?? "";
  if (used(a) !== used(b)) return used(a) > used(b) ? [a, b] : [b, a];
  if (created(a) !== created(b)) return created(a) < created(b) ? [a, b] : [b, a];
  return a.id < b.id ? [a, b] : [b, a];
}

/** Reads every object of every section's kind (sections in parallel: the sdk paces the requests). */
export async function readLive(sections: Section[], contextFor: ContextFor, me: Owner): Promise<LiveState> {
  let count = 0;
  const entries = await Promise.all(
    sections.map(async (section): Promise<[string, LiveSection]> => {
      const kind = section.kind;
      if (!kind.list) throw new Error(`the ${kind.name} kind cannot list its objects`);
      const live: LiveSection = {
        managed: new Map(), legacy: new Map(), elsewhere: [], byId: new Map(), unmanaged: [], duplicates: [],
      };
      for await (const obj of kind.list(contextFor(kind))) {
        place(section, live, obj, me);
        count++;
      }
      return [section.key, live];
    }),
  );
  return { owner: me, sections: new Map(entries), count };
}

/**
 * What a plan depends on: the objects of the sections it manages that it owns, that it adopts
 * (legacy names it declares, ids it names) and the singletons it declares. Activity elsewhere in
 * the account (another configuration, an unmanaged object, a section it does not mention) leaves
 * the fingerprint alone, so a saved plan stays applicable; any change to these objects moves it.
 */
export interface FingerprintScope {
  sections: string[];
  names: Map<string, Set<string>>;
  ids: Set<string>;
}

export function fingerprintOf(live: LiveState, scope: FingerprintScope): string {
  // Required here: node:crypto takes a few ms to load, and validate never fingerprints.
  const hash = (require("node:crypto") as typeof import("node:crypto")).createHash("sha256");
  hash.update(`owner\u0000${stableJson(live.owner)}\n`);
  for (const key of [...scope.sections].sort()) {
    const ls = live.sections.get(key);
    if (!ls) continue;
    const names = scope.names.get(key) ?? new Set<string>();
    const relevant = new Map<string, Obj>();
    for (const obj of ls.managed.values()) relevant.set(obj.id, obj);
    for (const d of ls.duplicates) if (!d.legacy || names.has(d.name)) relevant.set(d.obj.id, d.obj);
    for (const [name, obj] of ls.legacy) if (names.has(name)) relevant.set(obj.id, obj);
    for (const id of scope.ids) if (ls.byId.has(id)) relevant.set(id, ls.byId.get(id)!);
    for (const obj of [...relevant.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      hash.update(`${key}\u0000${obj.id}\u0000${stableJson(obj.desired)}\n`);
    }
  }
  return hash.digest("hex");
}

export function stableJson(value: unknown): string {
  if (value === undefined || value === null) return "null";
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (typeof value === "object") {
    const keys = Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
