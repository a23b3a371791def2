import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { crashPoint } from "../../sdk/crashPoints";
import { entryKind } from "../../sdk/files/private";
import type { Mode } from "../../schema/common";
import { acquireLock, type HeldLock, LockError, LockHeldError } from "../../sdk/files/lock";
import type { EmulatorCore } from "../core";
import { DELIVERIES_COLLECTION, ENDPOINTS_COLLECTION, type EndpointRecord } from "../delivery/model";
import type { Account, KeyRecord } from "../state";
import { isTracked, type Tracked } from "../tracked";
import { type Address, addressKey, decode, type Decoded, encode, link, markAddress } from "./codec";
import { KEY_FILE, LOCK_FILE, moveAside, prepareDirectory, refuseLinks, sealingKey } from "./directory";
import { type FilesRead, JOURNAL, JOURNAL_TMP, readFiles, SNAPSHOT, SNAPSHOT_TMP, StateDamage, StateDirError, StateFiles, type StoredRecord } from "./files";
import { damageAt } from "./lines";
import { FORMAT1_ASIDE, layoutOf, migrate, readFormat1, removeLeftovers } from "./migration";
import { SEALED_PREFIX, SecretSealer } from "./seal";

export interface StateDirOptions {
  /** On damage, move the damaged files aside (`<name>.damaged-<time>`, never deleted) and start empty. */
  moveDamagedAside?: boolean;
  /** Hears one line for a dropped torn tail, a migration or files moved aside. */
  notice?: (line: string) => void;
}

export interface Opened {
  stateDir: StateDir;
  restored: boolean;
}

/** Every file of the directory that is ours: none may be a symbolic link. */
const OUR_FILES = [LOCK_FILE, SNAPSHOT, SNAPSHOT_TMP, JOURNAL, JOURNAL_TMP, KEY_FILE, `${KEY_FILE}.tmp`, ...FORMAT1_ASIDE, "ca.pem"];
/** What a reset moves aside: the state (and format-1 files a migration kept) and the key its secrets are sealed under. */
const STATE_FILES = [SNAPSHOT, JOURNAL, ...FORMAT1_ASIDE, KEY_FILE];

/** How often changes reach the disk: a SIGKILL loses at most this much (plus one flush's work). */
const FLUSH_INTERVAL_MS = 1000;
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

  /** Set once the directory's files are open for writing (after every check, and a migration, passed). */
  private files!: StateFiles;

  private constructor(
    private readonly core: EmulatorCore,
    private readonly sealer: SecretSealer,
    private readonly lock: HeldLock,
  ) {}

  /**
   * Opens `dir`, ours alone while we run (a lock naming our pid), and loads what it holds into an
   * empty core; `restored` says whether it held anything. Throws StateDirError, on one line.
   */
  static open(dir: string, core: EmulatorCore, options: StateDirOptions = {}): Opened {
    prepareDirectory(dir);
    refuseLinks(dir, OUR_FILES);
    let lock: HeldLock;
    try {
      lock = acquireLock(join(dir, LOCK_FILE), {
        waitMs: 0,
        advice: `another msgform emulator uses the state directory ${dir}: stop it, or choose another --state-dir`,
      });
    } catch (e) {
      throw e instanceof LockHeldError || e instanceof LockError ? new StateDirError(e.message) : e;
    }
    try {
      return StateDir.load(dir, core, lock, options);
    } catch (e) {
      lock.release();
      throw e;
    }
  }

  private static load(dir: string, core: EmulatorCore, lock: HeldLock, options: StateDirOptions): Opened {
    const notice = options.notice ?? (() => {});
    for (let attempt = 0; ; attempt++) {
      let prepared: ReturnType<typeof StateDir.check>;
      try {
        prepared = StateDir.check(dir);
      } catch (e) {
        if (!(e instanceof StateDamage) || !options.moveDamagedAside || attempt > 0) throw e;
        const moved = moveAside(dir, STATE_FILES);
        notice(`${e.message.split("; ")[0]}; moved aside: ${moved.join(", ")}; starting with an empty state`);
        continue;
      }
      // Every check has passed: only from here on does anything in the directory change.
      const { layout, read, key, sealer, loaded, dropped } = prepared;
      key.persist();
      const stateDir = new StateDir(core, sealer, lock);
      const restored = loaded.length > 0;
      if (restored) stateDir.restore(loaded);
      let files: FilesRead;
      if (layout.format === 1) {
        files = migrate(dir, layout, stateDir.encodeAll(), randomBytes(16).toString("hex"));
      } else {
        files = read!;
      }
      stateDir.files = StateFiles.open(dir, files, notice);
      // The migration is finished once the new files are read back and the journal is started.
      const leftovers = layout.format === 1 ? FORMAT1_ASIDE.map((n) => join(dir, n)).filter((p) => entryKind(p) === "file") : layout.leftovers;
      if (leftovers.length > 0) crashPoint("state-migration-journal-started");
      removeLeftovers(dir, leftovers);
      if (layout.format === 1) {
        const tail = dropped > 0 ? `, leaving out ${dropped} bytes at the end of its journal (a batch cut off mid-write, never committed)` : "";
        notice(`${dir}: state of format version 1 read and rewritten as format version 2 (checksummed)${tail}`);
      }
      return { stateDir, restored };
    }
  }

  /**
   * Reads and checks everything the directory holds, changing nothing: the files' format and
   * lines, every record's shape, the sealing key and the secrets sealed under it.
   */
  private static check(dir: string) {
    const layout = layoutOf(dir);
    let read: FilesRead | undefined;
    let records: Map<string, StoredRecord>;
    let dropped = 0;
    if (layout.format === 1) {
      records = new Map();
      dropped = readFormat1(layout, records);
    } else {
      read = readFiles(dir, layout.leftovers.length > 0);
      records = read.records;
      if (layout.leftovers.length > 0 && !read.migrated) {
        throw new StateDirError(
          `${layout.leftovers[0]} is a file of format version 1 beside a state of format version 2 that was not migrated from it; ` +
          `move it out of ${dir}`,
        );
      }
    }
    const key = sealingKey(dir, () => !holdsSealed(records));
    const sealer = new SecretSealer(key.key);
    // Everything is decoded and checked before anything reaches the core: a refusal leaves it empty.
    const loaded = loadRecords(dir, records, sealer);
    return { layout, read, key, sealer, loaded, dropped };
  }

  start(): void {
    this.timer = setInterval(() => this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** Writes what changed; on close, everything is compared and the journal folded into a snapshot. */
  flush(final = false): void {
    const records = this.files.records;
    const changes: StoredRecord[] = [];
    for (const c of this.encode(final)) {
      const had = records.get(addressKey(c.at));
      if (c.json === null ? had !== undefined : had?.json !== c.json) changes.push(c);
    }
    this.files.append(changes);
    for (const c of changes) {
      const key = addressKey(c.at);
      if (c.json === null) records.delete(key);
      else records.set(key, c);
    }
    if (final || this.files.needsCompaction) this.files.compact(records.values());
  }

  /** Every record as this version stores it (signing secrets sealed): a migration's new snapshot. */
  private encodeAll(): StoredRecord[] {
    return this.encode(true).filter((r) => r.json !== null);
  }

  /** The records that may have changed (all of them if `everything`), encoded; null json: deleted. */
  private encode(everything: boolean): StoredRecord[] {
    const { state, clock } = this.core;
    everything ||= clock.activity !== this.clockSeen;
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
    return due.map(([at, v]) => {
      const sealed = at[0] === "c" && at[3] === ENDPOINTS_COLLECTION && v ? this.sealer.sealEndpoint(at, v as EndpointRecord) : v;
      return { at, json: sealed === undefined ? null : encode(sealed) };
    });
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    try {
      this.flush(true);
      this.files.close();
    } finally {
      this.lock.release();
    }
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
  private restore(decoded: [Address, Decoded][]): void {
    const { state, clock } = this.core;
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

/** Whether any record holds a sealed secret (a missing key would leave it unreadable). */
function holdsSealed(records: Map<string, StoredRecord>): boolean {
  for (const r of records.values()) if (r.json?.includes(SEALED_PREFIX)) return true;
  return false;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

/** Why a decoded record is not of the shape its address calls for, or undefined. */
function shapeProblem(at: Address, v: unknown, accounts: Set<string>): string | undefined {
  if (!isObject(v)) {
    if (at[0] !== "c" || v === null || at[3] === ENDPOINTS_COLLECTION) return "a record that is not an object";
    return accounts.has(at[1]!) ? undefined : `a record of account ${at[1]}, which is not there`;
  }
  switch (at[0]) {
    case "clock":
      return Number.isFinite(v.offset) ? undefined : "the clock record is not {\"offset\": number}";
    case "a":
      return v.id === at[1] && typeof v.createdAt === "number" && isObject(v.allowlist) &&
        Array.isArray(v.administrators) && Array.isArray(v.outbox) ? undefined : "not an account record";
    case "k":
      if (!(v.id === at[1] && (v.mode === "live" || v.mode === "test") && Buffer.isBuffer(v.secretHash) && Array.isArray(v.scopes))) {
        return "not an API key record";
      }
      return accounts.has(String(v.accountId)) ? undefined : `a key of account ${String(v.accountId)}, which is not there`;
    default:
      if (!accounts.has(at[1]!)) return `a record of account ${at[1]}, which is not there`;
      if (at[3] === ENDPOINTS_COLLECTION && !(v.id === at[4] && typeof v.secret === "string" && Array.isArray(v.previousSecrets))) {
        return "not a webhook endpoint record";
      }
      return undefined;
  }
}

/**
 * Decodes and checks every record before any reaches the core: JSON, the shape its address calls
 * for, the account it belongs to, sealed signing secrets. Throws StateDamage naming the line.
 */
function loadRecords(dir: string, records: Map<string, StoredRecord>, sealer: SecretSealer): [Address, Decoded][] {
  const read: [StoredRecord, Decoded][] = [];
  const accounts = new Set<string>();
  let primary = 0;
  const damage = (r: StoredRecord, what: string) => damageAt(r.file ?? "the state directory", r.line ?? 0, undefined, what);
  for (const r of records.values()) {
    let d: Decoded;
    try {
      d = decode(r.json!);
    } catch (e) {
      throw damage(r, `a record that is not JSON (${(e as Error).message})`);
    }
    if (r.at[0] === "a" && isObject(d.value)) {
      accounts.add(r.at[1]!);
      if (d.value.primary === true) primary++;
    }
    read.push([r, d]);
  }
  for (const [r, d] of read) {
    const problem = shapeProblem(r.at, d.value, accounts);
    if (problem) throw damage(r, problem);
    if (r.at[0] === "c" && r.at[3] === ENDPOINTS_COLLECTION) {
      sealer.openEndpoint(r.at, d.value as EndpointRecord, `${r.file ?? "the state directory"} line ${r.line ?? "?"}`);
    }
  }
  if (read.length > 0 && primary !== 1) {
    throw new StateDamage(
      `the state directory ${dir} holds ${primary} primary accounts, not one (its ${SNAPSHOT} and ${JOURNAL} are damaged); ` +
      "restore it from a backup, or start with --state-dir-reset-damaged",
    );
  }
  return read.map(([r, d]) => [r.at, d]);
}
