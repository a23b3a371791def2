/**
 * Which records of a collection may have changed since someone last asked: every record handed out
 * by get() or stored by set() or delete(), or all of them once the collection was iterated. Handlers
 * change records in place, so "handed out" is the most a Map can know; a state directory
 * (emulator/persistence) re-encodes only these instead of every record.
 */
export interface Tracked {
  /** The ids touched since the last call, or "all"; starts over empty. */
  takeTouched(): Set<string> | "all";
  /** A record without counting as touching it. */
  peek(id: string): unknown;
  /** Every id, without counting as touching. */
  ids(): IterableIterator<string>;
}

/** Touch bookkeeping shared by TrackedMap and OrderedMap. */
export class Touches {
  private touched: Set<string> | "all" = new Set();

  one(id: string): void {
    if (this.touched !== "all") this.touched.add(id);
  }

  all(): void {
    this.touched = "all";
  }

  take(): Set<string> | "all" {
    const t = this.touched;
    this.touched = new Set();
    return t;
  }
}

export function isTracked(x: unknown): x is Tracked {
  return typeof (x as Partial<Tracked> | null)?.takeTouched === "function";
}

/** A Map that knows which of its records were handed out (see Tracked). */
export class TrackedMap<V> extends Map<string, V> implements Tracked {
  private readonly touches = new Touches();

  override get(id: string): V | undefined {
    this.touches.one(id);
    return super.get(id);
  }

  override set(id: string, value: V): this {
    // Map's constructor calls set before the field exists.
    this.touches?.one(id);
    return super.set(id, value);
  }

  override delete(id: string): boolean {
    this.touches.one(id);
    return super.delete(id);
  }

  override clear(): void {
    this.touches.all();
    super.clear();
  }

  override forEach(fn: (value: V, key: string, map: Map<string, V>) => void, thisArg?: unknown): void {
    this.touches.all();
    super.forEach(fn, thisArg);
  }

  override entries(): MapIterator<[string, V]> {
    this.touches.all();
    return super.entries();
  }

  override values(): MapIterator<V> {
    this.touches.all();
    return super.values();
  }

  override [Symbol.iterator](): MapIterator<[string, V]> {
    return this.entries();
  }

  takeTouched(): Set<string> | "all" {
    return this.touches.take();
  }

  peek(id: string): unknown {
    return super.get(id);
  }

  ids(): MapIterator<string> {
    return super.keys();
  }
}
