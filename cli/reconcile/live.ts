import { createHash } from "node:crypto";
import type { AnyKind, KindContext, KindObject } from "../../provider/kinds/kind";
import { IDENTITY_KEY, type Section } from "./model";

type Obj = KindObject<object, object>;

export interface LiveSection {
  /** Managed objects by declaration name (from the identity marker; the section key for a singleton). */
  managed: Map<string, Obj>;
  byId: Map<string, Obj>;
  /** Objects without the identity marker. */
  unmanaged: Obj[];
}

export interface LiveState {
  sections: Map<string, LiveSection>;
  /** Hash of every object's id and desired view: what a saved plan was computed from. */
  fingerprint: string;
  /** How many objects were read. */
  count: number;
}

export type ContextFor = (kind: AnyKind) => KindContext;

export function identityOf(section: Section, obj: Obj): string | undefined {
  if (section.singleton) return section.key;
  const metadata = (obj.desired as { metadata?: Record<string, string> }).metadata;
  return metadata?.[IDENTITY_KEY];
}

/** Reads every object of every section's kind (sections in parallel: the sdk paces the requests). */
export async function readLive(sections: Section[], contextFor: ContextFor): Promise<LiveState> {
  const entries = await Promise.all(
    sections.map(async (section): Promise<[string, LiveSection]> => {
      const kind = section.kind;
      if (!kind.list) throw new Error(`the ${kind.name} kind cannot list its objects`);
      const live: LiveSection = { managed: new Map(), byId: new Map(), unmanaged: [] };
      for await (const obj of kind.list(contextFor(kind))) {
        live.byId.set(obj.id, obj);
        const name = identityOf(section, obj);
        if (name === undefined) live.unmanaged.push(obj);
        else if (!live.managed.has(name)) live.managed.set(name, obj);
        else {
          throw new Error(
            `two ${kind.name} objects (${live.managed.get(name)!.id} and ${obj.id}) carry the name '${name}'; ` +
            `remove the ${IDENTITY_KEY} metadata from the one that is not managed by this config`,
          );
        }
      }
      return [section.key, live];
    }),
  );
  const sectionsMap = new Map(entries);
  const hash = createHash("sha256");
  let count = 0;
  for (const [key, live] of [...sectionsMap].sort(([a], [b]) => (a < b ? -1 : 1))) {
    for (const obj of [...live.byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      hash.update(`${key}\u0000${obj.id}\u0000${stableJson(obj.desired)}\n`);
      count++;
    }
  }
  return { sections: sectionsMap, fingerprint: hash.digest("hex"), count };
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
