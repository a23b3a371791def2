/**
 * Delivery timing (spec 3, 6, 8). Retry offsets are measured from the FIRST attempt of a run, so
 * the last retry lands 30 minutes after the first try: the spec's "roughly 10 s, 1 min, 5 min,
 * 15 min, 30 min" with "about 30 minutes overall". All of them run on the emulator clock.
 */
export const RETRY_OFFSETS_MS = [0, 10_000, 60_000, 300_000, 900_000, 1_800_000] as const;
/** One first attempt plus five retries. */
export const ATTEMPTS_PER_RUN = RETRY_OFFSETS_MS.length;
/** Spec 6, 8: a 2xx must arrive within 10 s. Real time: it is a network time-out. */
export const RESPONSE_TIMEOUT_MS = 10_000;
/** Spec 3, 8: an endpoint failing continuously this long (emulator clock) is disabled. */
export const DISABLE_AFTER_MS = 24 * 3600 * 1000;
/** At most this many requests in flight to one endpoint: a slow endpoint holds only its own slots. */
export const PER_ENDPOINT_CONCURRENCY = 8;
/** At most this many requests in flight in total; queues share the slots round-robin. */
export const GLOBAL_CONCURRENCY = 512;
export const USER_AGENT = "SVC-Webhooks/1.0 (msgform emulator)";

/** A small binary min-heap keyed by a number, for retention deadlines. */
export class MinHeap<T> {
  private items: { key: number; value: T }[] = [];

  get size(): number {
    return this.items.length;
  }

  peekKey(): number | undefined {
    return this.items[0]?.key;
  }

  push(key: number, value: T): void {
    const a = this.items;
    a.push({ key, value });
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]!.key <= a[i]!.key) break;
      [a[p], a[i]] = [a[i]!, a[p]!];
      i = p;
    }
  }

  pop(): T | undefined {
    const a = this.items;
    if (a.length === 0) return undefined;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l]!.key < a[m]!.key) m = l;
        if (r < a.length && a[r]!.key < a[m]!.key) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top.value;
  }
}
