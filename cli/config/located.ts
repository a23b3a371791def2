import type { Location } from "../diagnostics";

export type { Location };

export type Path = readonly (string | number)[];

export const pathKey = (path: Path): string => path.map(String).join(".");

/** One step of a config path: its positions and the steps below it. */
export interface PositionNode {
  value?: Location;
  key?: Location;
  children: Map<string, PositionNode>;
}

const node = (): PositionNode => ({ children: new Map() });

/** The step below `n` (made when absent): to build a map top-down without walking from the root for each path. */
export function childOf(n: PositionNode, step: string | number): PositionNode {
  const key = String(step);
  let next = n.children.get(key);
  if (!next) n.children.set(key, (next = node()));
  return next;
}

/**
 * Where every value of a config stands, and where its key stands, by path: a problem with a value
 * points at the value, a problem with a key (unknown, badly named, missing a field) at the key.
 * A tree by path step, so an overlay replacing a subtree costs the size of that subtree, not of the
 * whole file (a 5,000-entry section merged in seconds otherwise).
 */
export class PositionMap {
  /** The document's step: what a file's reading and a merge build from, step by step (`childOf`). */
  readonly root = node();

  set(path: Path, value: Location, key?: Location): void {
    place(this.walk(path, true)!, value, key);
  }

  /** Drops the positions of a subtree that an overlay replaced. */
  dropUnder(path: Path): void {
    if (path.length === 0) {
      this.root.children.clear();
      delete this.root.value;
      delete this.root.key;
      return;
    }
    this.walk(path.slice(0, -1), false)?.children.delete(String(path[path.length - 1]));
  }

  /** Takes the positions of a subtree (all of it when `under` is empty) from another file's map. */
  absorb(other: PositionMap, under: Path): void {
    const from = other.walk(under, false);
    if (from) copyInto(this.walk(under, true)!, from);
  }

  /** Takes the positions of exactly one path (not its subtree) from another file's map. */
  copyAt(other: PositionMap, path: Path): void {
    const from = other.walk(path, false);
    if (!from?.value && !from?.key) return;
    const to = this.walk(path, true)!;
    if (from.value) to.value = from.value;
    if (from.key) to.key = from.key;
  }

  /** The position of a value, or of its nearest ancestor that has one. */
  locate(path: Path): Location | undefined {
    return this.nearest(path, (n) => n.value);
  }

  /** The position of a key (the value's, for list items and the document), or its nearest ancestor's. */
  locateKey(path: Path): Location | undefined {
    return this.nearest(path, (n) => n.key ?? n.value);
  }

  private nearest(path: Path, pick: (n: PositionNode) => Location | undefined): Location | undefined {
    let n: PositionNode | undefined = this.root;
    let found = pick(n);
    for (const step of path) {
      n = n.children.get(String(step));
      if (!n) break;
      found = pick(n) ?? found;
    }
    return found;
  }

  private walk(path: Path, create: boolean): PositionNode | undefined {
    let n = this.root;
    for (const step of path) {
      let next = n.children.get(String(step));
      if (!next) {
        if (!create) return undefined;
        next = node();
        n.children.set(String(step), next);
      }
      n = next;
    }
    return n;
  }
}

/** Sets a step's positions: its value's, and its key's when it has one. */
export function place(n: PositionNode, value: Location, key?: Location): void {
  n.value = value;
  if (key) n.key = key;
}

/** Copies a subtree's positions onto another step (an overlay's value replacing a base's). */
export function copyInto(to: PositionNode, from: PositionNode): void {
  if (from.value) to.value = from.value;
  if (from.key) to.key = from.key;
  for (const [step, child] of from.children) {
    let mine = to.children.get(step);
    if (!mine) to.children.set(step, (mine = node()));
    copyInto(mine, child);
  }
}
