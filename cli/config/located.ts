import type { Location } from "../diagnostics";

export type { Location };

export type Path = readonly (string | number)[];

export const pathKey = (path: Path): string => path.map(String).join(".");

/**
 * Where every value of a config stands, and where its key stands, by path: a problem with a value
 * points at the value, a problem with a key (unknown, badly named, missing a field) at the key.
 */
export class PositionMap {
  private readonly values = new Map<string, Location>();
  private readonly keys = new Map<string, Location>();

  set(path: Path, value: Location, key?: Location): void {
    this.values.set(pathKey(path), value);
    if (key) this.keys.set(pathKey(path), key);
  }

  /** Drops the positions of a subtree that an overlay replaced. */
  dropUnder(path: Path): void {
    const prefix = pathKey(path);
    for (const map of [this.values, this.keys]) {
      for (const k of [...map.keys()]) if (k === prefix || k.startsWith(prefix + ".")) map.delete(k);
    }
  }

  /** Takes the positions of a subtree (all of it when `under` is empty) from another file's map. */
  absorb(other: PositionMap, under: Path): void {
    const prefix = pathKey(under);
    const inside = (k: string) => prefix === "" || k === prefix || k.startsWith(prefix + ".");
    for (const [k, v] of other.values) if (inside(k)) this.values.set(k, v);
    for (const [k, v] of other.keys) if (inside(k)) this.keys.set(k, v);
  }

  /** Takes the positions of exactly one path (not its subtree) from another file's map. */
  copyAt(other: PositionMap, path: Path): void {
    const k = pathKey(path);
    const value = other.values.get(k);
    const key = other.keys.get(k);
    if (value) this.values.set(k, value);
    if (key) this.keys.set(k, key);
  }

  /** The position of a value, or of its nearest ancestor that has one. */
  locate(path: Path): Location | undefined {
    for (let n = path.length; n >= 0; n--) {
      const loc = this.values.get(pathKey(path.slice(0, n)));
      if (loc) return loc;
    }
    return undefined;
  }

  /** The position of a key (the value's, for list items and the document), or its nearest ancestor's. */
  locateKey(path: Path): Location | undefined {
    for (let n = path.length; n >= 0; n--) {
      const p = pathKey(path.slice(0, n));
      const loc = this.keys.get(p) ?? this.values.get(p);
      if (loc) return loc;
    }
    return undefined;
  }
}
