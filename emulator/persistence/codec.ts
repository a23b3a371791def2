/**
 * JSON for the emulator's records, as the state directory keeps them. Besides plain JSON it keeps
 * Maps, Sets and Buffers, drops functions (timer cancellers: the timers are re-armed on load), and
 * keeps object identity across records: a record that holds another stored record (a delivery
 * holds its endpoint) is written with a reference to that record's address, and linked back to
 * the very same object on load.
 */

/** Where a record lives in the state directory: ["c", account, mode, collection, id], ["k", id], … */
export type Address = string[];

export const addressKey = (at: Address): string => at.join("\u0000");

/**
 * A stored record's address, on the record itself: a hidden (symbol, non-enumerable) property that
 * JSON, Object.keys and spreads all skip. A WeakMap of every record would cost every GC more.
 */
const ADDRESS = Symbol("msgform.stateAddress");

/** Marks an object as the record stored at `at`, so that other records refer to it by address. */
export function markAddress(record: object, at: Address): void {
  if (!(ADDRESS in record)) Object.defineProperty(record, ADDRESS, { value: at });
}

/** Encodes one record. */
export function encode(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string | symbol, unknown>, key: string, v: unknown) {
    const raw = this[key];
    if (raw === null || typeof raw !== "object") return typeof raw === "function" ? null : v;
    if (Buffer.isBuffer(raw)) return { $buf: raw.toString("base64") };
    if (raw instanceof Map) return { $map: [...raw] };
    if (raw instanceof Set) return { $set: [...raw] };
    if (key !== "") {
      const at = (raw as Record<symbol, Address | undefined>)[ADDRESS];
      if (at) return { $ref: at };
    }
    return v;
  });
}

/** A decoded record whose references still wait for the records they point at. */
export interface Decoded {
  value: unknown;
  links: { holder: Record<string, unknown>; key: string; at: Address }[];
}

const only = (o: Record<string, unknown>, k: string) => Object.keys(o).length === 1 && k in o;

export function decode(json: string): Decoded {
  const links: Decoded["links"] = [];
  // Most records are plain JSON: the reviver (slow) only where an encoded form may be.
  if (!json.includes("{\"$")) return { value: JSON.parse(json), links };
  const value = JSON.parse(json, function (this: Record<string, unknown>, key: string, v: unknown) {
    if (v === null || typeof v !== "object" || Array.isArray(v)) return v;
    const o = v as Record<string, unknown>;
    if (only(o, "$buf") && typeof o.$buf === "string") return Buffer.from(o.$buf, "base64");
    if (only(o, "$map") && Array.isArray(o.$map)) return new Map(o.$map as [unknown, unknown][]);
    if (only(o, "$set") && Array.isArray(o.$set)) return new Set(o.$set);
    if (only(o, "$ref") && Array.isArray(o.$ref)) links.push({ holder: this, key, at: o.$ref as Address });
    return v;
  });
  return { value, links };
}

/** Points each reference at its record; a reference to a record that is gone is left null. */
export function link(decoded: Decoded[], lookup: (at: Address) => unknown): void {
  for (const d of decoded) {
    for (const l of d.links) {
      l.holder[l.key] = lookup(l.at) ?? null;
    }
  }
}
