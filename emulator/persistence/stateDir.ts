import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import type { Account, KeyRecord } from "../state";
import { type Address, addressKey, decode, type Decoded, encode, link } from "./codec";
import { StateFiles, type StoredRecord } from "./files";

/** How often changes reach the disk: a SIGKILL loses at most this much (plus one flush's work). */
export const FLUSH_INTERVAL_MS = 1000;
/**
 * After the last sign of activity, how long changes are still looked for: a webhook attempt in
 * flight (10 s time-out) changes its delivery and endpoint when it completes, touching nothing.
 */
const SETTLE_MS = 11_000;

const MODES: Mode[] = ["live", "test"];

/**
 * An emulator's state kept in a directory (`--state-dir`): accounts, keys (hashed), every
 * collection of every account and mode, and the clock. Every FLUSH_INTERVAL_MS, if anything was
 * touched, each record is encoded and compared with what the directory holds; the changed ones
 * are appended to the journal as one batch. Records are found by walking State, so a new
 * collection is kept without being declared anywhere.
 */
export class StateDir {
  private readonly refs = new WeakMap<object, Address>();
  private timer: NodeJS.Timeout | undefined;
  private seen = -1;
  private settleUntil = 0;

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

  /** Writes what changed; on close, also folds the journal into the snapshot for a quick start. */
  flush(final = false): void {
    const activity = this.core.state.activity + this.core.clock.activity;
    const now = Date.now();
    if (activity !== this.seen) {
      this.seen = activity;
      this.settleUntil = now + SETTLE_MS;
    } else if (now > this.settleUntil && !final) {
      return;
    }
    const records = this.files.records;
    const changes: StoredRecord[] = [];
    const live = new Set<string>();
    for (const [at, value] of this.walk()) {
      const key = addressKey(at);
      live.add(key);
      const json = encode(value, this.refs);
      if (records.get(key)?.json !== json) changes.push({ at, json });
    }
    for (const [key, r] of records) if (!live.has(key)) changes.push({ at: r.at, json: null });
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

  /** Every record with its address; record objects are registered first, so references resolve. */
  private walk(): [Address, unknown][] {
    const { state, clock } = this.core;
    const out: [Address, unknown][] = [[["clock"], { offset: clock.offset }]];
    for (const a of state.accounts.values()) {
      const { data, ...fields } = a;
      out.push([["a", a.id], fields]);
      for (const mode of MODES) {
        for (const [name, c] of data[mode]) {
          for (const [id, v] of c) out.push([["c", a.id, mode, name, String(id)], v]);
        }
      }
    }
    for (const k of state.keys.values()) out.push([["k", k.id], k]);
    for (const [at, v] of out) if (v !== null && typeof v === "object") this.refs.set(v, at);
    return out;
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
    const byAddress = new Map(decoded.map(([at, d]) => [addressKey(at), d.value]));
    link(
      decoded.map(([, d]) => d),
      (at) => (at[0] === "a" ? state.accounts.get(at[1]!) : byAddress.get(addressKey(at))),
    );
    for (const [at, d] of decoded) {
      const account = at[0] === "c" ? state.accounts.get(at[1]!) : undefined;
      if (account) state.collection(account, at[2] as Mode, at[3]!).set(at[4]!, d.value);
    }
    this.walk();
    this.seen = state.activity + clock.activity;
  }
}
