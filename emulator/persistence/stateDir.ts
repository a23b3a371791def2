import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { DELIVERIES_COLLECTION, ENDPOINTS_COLLECTION } from "../delivery/model";
import type { Account, KeyRecord } from "../state";
import { isTracked, type Tracked } from "../tracked";
import { type Address, addressKey, decode, type Decoded, encode, link, markAddress } from "./codec";
import { StateFiles, type StoredRecord } from "./files";

/** How often changes reach the disk: a SIGKILL loses at most this much (plus one flush's work). */
export const FLUSH_INTERVAL_MS = 1000;
/**
 * A webhook attempt in flight (10 s time-out) changes its delivery and endpoint when it completes,
 * touching nothing: webhook collections are re-encoded whole for this long after being touched.
 */
const SETTLE_MS = 11_000;
const SETTLING = new Set([ENDPOINTS_COLLECTION, DELIVERIES_COLLECTION]);

const MODES: Mode[] = ["live", "test"];

/**
 * An emulator's state kept in a directory (`--state-dir`): accounts, keys (hashed), every
 * collection of every account and mode, and the clock. Every FLUSH_INTERVAL_MS the records that
 * may have changed (those handed out since, tracked.ts; all of them after a clock timer ran, since
 * timers change records they hold) are encoded and compared with what the directory holds; the
 * changed ones are appended to the journal as one batch. Collections are found by walking State, so
 * a new one is kept without being declared anywhere.
 */
export class StateDir {
  /** Collection address key → the ids the directory holds for it. */
  private readonly known = new Map<string, Set<string>>();
  private readonly settleUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private clockSeen = -1;

  private constructor(
    private readonly core: EmulatorCore,
    private readonly files: StateFiles,
  ) {}

  /** Opens `dir` and loads what it holds into an empty core; `restored` says whether it held anything. */
  static open(dir: string, core: EmulatorCore): { stateDir: StateDir; restored: boolean } {
    const files = StateFiles.open(dir);
    const stateDir = new StateDir(core, files);
    const restored = files.records.size > 0;
    if (restored) stateDir.restore();
    return { stateDir, restored };
  }

  start(): void {
    this.timer = setInterval(() => this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Writes what changed; on close, everything is compared and the journal folded into a snapshot. */
  flush(final = false): void {
    const { state, clock } = this.core;
    const everything = final || clock.activity !== this.clockSeen;
    this.clockSeen = clock.activity;
    const due: [Address, unknown][] = [[["clock"], { offset: clock.offset }]];
    for (const a of state.accounts.values()) {
      const { data: _data, ...fields } = a;
      due.push([["a", a.id], fields]);
    }
    this.collect(["k"], state.keys, everything, due);
    for (const a of state.accounts.values()) {
      for (const mode of MODES) {
        for (const [name, c] of a.data[mode]) {
          if (isTracked(c)) this.collect(["c", a.id, mode, name], c, everything, due);
        }
      }
    }
    for (const [at, v] of due) if (v !== null && typeof v === "object") markAddress(v, at);
    const records = this.files.records;
    const changes: StoredRecord[] = [];
    for (const [at, v] of due) {
      const json = v === undefined ? null : encode(v);
      const had = records.get(addressKey(at));
      if (json === null ? had !== undefined : had?.json !== json) changes.push({ at, json });
    }
    this.files.append(changes);
    for (const c of changes) {
      const key = addressKey(c.at);
      if (c.json === null) records.delete(key);
      else records.set(key, c);
    }
    if (final || this.files.needsCompaction) this.files.compact(records.values());
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.flush(true);
    this.files.close();
  }

  /** Adds a collection's records that may have changed (undefined: deleted) to `due`. */
  private collect(prefix: Address, c: Tracked, everything: boolean, due: [Address, unknown][]): void {
    const key = addressKey(prefix);
    const touched = c.takeTouched();
    const now = Date.now();
    if (SETTLING.has(prefix[3] ?? "") && (touched === "all" || touched.size > 0)) this.settleUntil.set(key, now + SETTLE_MS);
    const whole = everything || touched === "all" || (this.settleUntil.get(key) ?? 0) > now;
    let known = this.known.get(key);
    if (!known) this.known.set(key, (known = new Set()));
    const ids = whole ? new Set([...c.ids(), ...known]) : touched;
    for (const id of ids) {
      const v = c.peek(id);
      if (v === undefined) known.delete(id);
      else known.add(id);
      due.push([[...prefix, id], v]);
    }
  }

  /** Rebuilds State and the clock from the directory's records, in the order they were stored. */
  private restore(): void {
    const { state, clock } = this.core;
    const decoded: [Address, Decoded][] = [];
    for (const r of this.files.records.values()) decoded.push([r.at, decode(r.json!)]);
    for (const [at, d] of decoded) {
      if (at[0] === "clock") clock.restoreOffset((d.value as { offset: number }).offset);
      if (at[0] === "a") {
        const account = { ...(d.value as Omit<Account, "data">), data: { live: new Map(), test: new Map() } };
        state.accounts.set(account.id, account as Account);
      }
    }
    for (const [at, d] of decoded) if (at[0] === "k") state.addKey(d.value as KeyRecord);
    // References are linked before the records go into ordered collections, which read their fields.
    const linked = decoded.filter(([, d]) => d.links.length > 0).map(([, d]) => d);
    if (linked.length > 0) {
      const byAddress = new Map(decoded.map(([at, d]) => [addressKey(at), d.value]));
      link(linked, (at) => (at[0] === "a" ? state.accounts.get(at[1]!) : byAddress.get(addressKey(at))));
    }
    for (const [at, d] of decoded) {
      const account = at[0] === "c" ? state.accounts.get(at[1]!) : undefined;
      if (account) state.collection(account, at[2] as Mode, at[3]!).set(at[4]!, d.value);
    }
    // What was loaded is what the directory holds: the first flush looks at changes only.
    for (const [at, d] of decoded) {
      if (d.value !== null && typeof d.value === "object") markAddress(d.value, at);
      if (at[0] !== "k" && at[0] !== "c") continue;
      const prefix = addressKey(at.slice(0, -1));
      let known = this.known.get(prefix);
      if (!known) this.known.set(prefix, (known = new Set()));
      known.add(at[at.length - 1]!);
    }
    state.keys.takeTouched();
    for (const a of state.accounts.values()) {
      for (const mode of MODES) for (const c of a.data[mode].values()) if (isTracked(c)) c.takeTouched();
    }
    this.clockSeen = clock.activity;
  }
}
