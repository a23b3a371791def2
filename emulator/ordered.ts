import { Touches, type Tracked } from "./tracked";

/**
 * How a collection is listed: newest first by a timestamp that never changes while the object is
 * stored, ties broken by id (larger first) or by insertion (later first). Equality filters on
 * fields that never change either can be served from an index instead of a scan.
 */
export interface Order<T> {
  time: (x: T) => number;
  ties: "id" | "insertion";
  /** Index name → the immutable field value it indexes (undefined: not indexed). */
  indexes?: Record<string, (x: T) => string | undefined>;
}

interface Entry<T> {
  id: string;
  t: number;
  seq: number;
  value: T;
}

/** A seek into an ordered collection: the candidates, where to start and when to stop. */
export interface Seek<T> {
  /** Equality filters on indexed fields: the smallest of their index lists is walked. */
  indexed?: Record<string, string | undefined>;
  /** Every other condition; indexed and time conditions need not be repeated. */
  where?: (x: T) => boolean;
  /** Only objects with time >= from and < until. */
  from?: number;
  until?: number;
}

/**
 * A Map kept in list order as well: a sorted array (oldest first) beside the id map, so a page is a
 * binary search plus the page, not a sort of the whole collection. Iteration stays in insertion
 * order, like any Map, so code that only needs a Map cannot tell the difference. It is Tracked
 * (tracked.ts); the records page() returns are for reading (list views) and do not count as touched.
 */
export class OrderedMap<T> implements Map<string, T>, Tracked {
  private readonly touches = new Touches();
  private readonly byId = new Map<string, Entry<T>>();
  private readonly sorted: Entry<T>[] = [];
  private readonly indexes = new Map<string, Map<string, Entry<T>[]>>();
  private seq = 0;
  readonly [Symbol.toStringTag] = "OrderedMap";

  constructor(private readonly order: Order<T>) {
    for (const name of Object.keys(order.indexes ?? {})) this.indexes.set(name, new Map());
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): T | undefined {
    this.touches.one(id);
    return this.byId.get(id)?.value;
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  set(id: string, value: T): this {
    this.touches.one(id);
    const old = this.byId.get(id);
    if (old?.value === value) return this;
    if (old) this.unlink(old);
    const entry: Entry<T> = { id, t: this.order.time(value), seq: old?.seq ?? this.seq++, value };
    this.byId.set(id, entry);
    insert(this.sorted, entry, this.before);
    for (const [name, lists] of this.indexes) {
      const key = this.order.indexes![name]!(value);
      if (key === undefined) continue;
      let list = lists.get(key);
      if (!list) lists.set(key, (list = []));
      insert(list, entry, this.before);
    }
    return this;
  }

  delete(id: string): boolean {
    this.touches.one(id);
    const entry = this.byId.get(id);
    if (!entry) return false;
    this.unlink(entry);
    this.byId.delete(id);
    return true;
  }

  clear(): void {
    this.touches.all();
    this.byId.clear();
    this.sorted.length = 0;
    for (const lists of this.indexes.values()) lists.clear();
  }

  /**
   * Up to `limit` matching objects, newest first, after the object `afterId` (which must itself
   * match: undefined is returned when it does not, so the caller can refuse the cursor), plus
   * whether more follow. Cost: a binary search, then the objects walked past.
   */
  page(limit: number, afterId: string | undefined, seek: Seek<T> = {}): { items: T[]; hasMore: boolean } | undefined {
    const list = this.candidates(seek.indexed);
    const matches = (e: Entry<T>) =>
      (seek.from === undefined || e.t >= seek.from) &&
      (seek.until === undefined || e.t < seek.until) &&
      this.indexMatch(e.value, seek.indexed) &&
      (seek.where === undefined || seek.where(e.value));
    let i: number;
    if (afterId !== undefined) {
      const at = this.byId.get(afterId);
      if (!at || !matches(at)) return undefined;
      i = position(list, at, this.before) - 1;
    } else {
      // The first object older than `until`: everything above it is out of range.
      i = seek.until === undefined ? list.length - 1 : lowerBound(list, (e) => e.t >= seek.until!) - 1;
    }
    const items: T[] = [];
    for (; i >= 0; i--) {
      const e = list[i]!;
      if (seek.from !== undefined && e.t < seek.from) break;
      if (!matches(e)) continue;
      if (items.length === limit) return { items, hasMore: true };
      items.push(e.value);
    }
    return { items, hasMore: false };
  }

  forEach(fn: (value: T, key: string, map: Map<string, T>) => void): void {
    this.touches.all();
    for (const [k, e] of this.byId) fn(e.value, k, this);
  }

  * entries(): MapIterator<[string, T]> {
    this.touches.all();
    for (const [k, e] of this.byId) yield [k, e.value];
  }

  keys(): MapIterator<string> {
    return this.byId.keys();
  }

  * values(): MapIterator<T> {
    this.touches.all();
    for (const e of this.byId.values()) yield e.value;
  }

  [Symbol.iterator](): MapIterator<[string, T]> {
    return this.entries();
  }

  takeTouched(): Set<string> | "all" {
    return this.touches.take();
  }

  peek(id: string): T | undefined {
    return this.byId.get(id)?.value;
  }

  ids(): MapIterator<string> {
    return this.byId.keys();
  }

  /** a sorts before b (older first). */
  private readonly before = (a: Entry<T>, b: Entry<T>): boolean => {
    if (a.t !== b.t) return a.t < b.t;
    return this.order.ties === "id" ? a.id < b.id : a.seq < b.seq;
  };

  private candidates(indexed: Record<string, string | undefined> | undefined): Entry<T>[] {
    let best = this.sorted;
    for (const [name, value] of Object.entries(indexed ?? {})) {
      if (value === undefined) continue;
      const list = this.indexes.get(name)!.get(value) ?? [];
      if (list.length < best.length) best = list;
    }
    return best;
  }

  private indexMatch(value: T, indexed: Record<string, string | undefined> | undefined): boolean {
    for (const [name, want] of Object.entries(indexed ?? {})) {
      if (want !== undefined && this.order.indexes![name]!(value) !== want) return false;
    }
    return true;
  }

  private unlink(entry: Entry<T>): void {
    remove(this.sorted, entry, this.before);
    for (const [name, lists] of this.indexes) {
      const key = this.order.indexes![name]!(entry.value);
      const list = key === undefined ? undefined : lists.get(key);
      if (!list) continue;
      remove(list, entry, this.before);
      if (list.length === 0) lists.delete(key!);
    }
  }
}

/** The first index at which `atOrAfter` holds (it holds from some index to the end). */
function lowerBound<E>(list: E[], atOrAfter: (e: E) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (atOrAfter(list[mid]!)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function position<E>(list: E[], entry: E, before: (a: E, b: E) => boolean): number {
  return lowerBound(list, (e) => !before(e, entry));
}

function insert<E>(list: E[], entry: E, before: (a: E, b: E) => boolean): void {
  // New objects are almost always the newest: appending is the common case.
  if (list.length === 0 || before(list[list.length - 1]!, entry)) list.push(entry);
  else list.splice(position(list, entry, before), 0, entry);
}

function remove<E>(list: E[], entry: E, before: (a: E, b: E) => boolean): void {
  const i = position(list, entry, before);
  if (list[i] === entry) list.splice(i, 1);
}
