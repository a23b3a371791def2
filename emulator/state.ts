import { hash as digestOf, timingSafeEqual } from "node:crypto";
import type { Mode } from "../schema/common";
import { KEY_CHARS, KEY_PREFIX } from "../schema/ids";
import type { Scope } from "../schema/scopes";
import { newId, PREFIX, randomToken } from "./ids";
import { type Order, OrderedMap } from "./ordered";
import { TrackedMap } from "./tracked";

export interface KeyRecord {
  id: string;
  accountId: string;
  mode: Mode;
  name: string | null;
  scopes: Scope[];
  /** sha256 of the secret: the secret itself is never stored. */
  secretHash: Buffer;
  createdAt: number;
  lastUsedAt: number | null;
  requestCount: number;
  revokedAt: number | null;
  revocationEffectiveAt: number | null;
  metadata: Record<string, string>;
}

export interface AllowlistState {
  entries: { cidr: string; description?: string }[];
  /** Labels on the list as a whole: msgform records the list's one owner here. */
  metadata?: Record<string, string>;
  updatedAt: number | null;
}

export interface Email {
  id: string;
  to: string[];
  subject: string;
  body: string;
  sentAt: number;
}

export interface Account {
  id: string;
  name: string | null;
  createdAt: number;
  /** The account created at start: requests that name no known key are checked against its allowlist. */
  primary: boolean;
  administrators: string[];
  /** Account-wide (both modes), spec 5.6. */
  allowlist: AllowlistState;
  outbox: Email[];
  /**
   * Per-mode data, one Map per collection name, owned by the handler module that uses it; each is
   * a TrackedMap or an OrderedMap (State.collection makes them).
   */
  data: Record<Mode, Map<string, Map<string, unknown>>>;
}

function hashSecret(secret: string): Buffer {
  // One call, no Hash object: it runs on every authenticated request.
  return digestOf("sha256", secret, "buffer");
}

function secretMatches(secret: string, hash: Buffer): boolean {
  return timingSafeEqual(hashSecret(secret), hash);
}

const DUMMY_HASH = hashSecret("svc_dummy");

/** Collection name → its list order: such collections are OrderedMaps, created by collection(). */
const ORDERS = new Map<string, Order<never>>();

/** Declares, once, that a collection is listed in this order (its module does it when loaded). */
export function keepOrdered<T>(name: string, order: Order<T>): void {
  ORDERS.set(name, order as Order<never>);
}

const KEY_ORDER: Order<KeyRecord> = { time: (k) => k.createdAt, ties: "id" };

/** The whole emulated service's data, in memory. */
export class State {
  readonly accounts = new Map<string, Account>();
  /** Tracked, like every collection: a state directory re-encodes the keys handed out (tracked.ts). */
  readonly keys = new TrackedMap<KeyRecord>();
  /** The same key records per account and mode, in list order. */
  private readonly keyLists = new Map<string, OrderedMap<KeyRecord>>();

  createAccount(now: number, opts: { name?: string | null; primary?: boolean; administrators?: string[] } = {}) {
    const account: Account = {
      id: newId(PREFIX.account, 16),
      name: opts.name ?? null,
      createdAt: now,
      primary: opts.primary ?? false,
      administrators: opts.administrators ?? ["admin@example.com"],
      allowlist: { entries: [], updatedAt: null },
      outbox: [],
      data: { live: new Map(), test: new Map() },
    };
    this.accounts.set(account.id, account);
    return account;
  }

  primaryAccount(): Account | undefined {
    for (const a of this.accounts.values()) if (a.primary) return a;
    return undefined;
  }

  /** A collection of one handler module's objects for an account and mode, created on first use. */
  collection<T>(account: Account, mode: Mode, name: string): Map<string, T> {
    let c = account.data[mode].get(name);
    if (!c) {
      const order = ORDERS.get(name);
      c = order ? new OrderedMap(order) : new TrackedMap();
      account.data[mode].set(name, c);
    }
    return c as Map<string, T>;
  }

  /** A collection declared with keepOrdered, which lists can page through. */
  ordered<T>(account: Account, mode: Mode, name: string): OrderedMap<T> {
    const c = this.collection<T>(account, mode, name);
    if (!(c instanceof OrderedMap)) throw new Error(`collection ${name} has no list order`);
    return c;
  }

  /** An account's keys of one mode, in list order. */
  keysOf(accountId: string, mode: Mode): OrderedMap<KeyRecord> {
    const id = `${accountId}/${mode}`;
    let list = this.keyLists.get(id);
    if (!list) this.keyLists.set(id, (list = new OrderedMap(KEY_ORDER)));
    return list;
  }

  /** Stores a key record (new, or restored from a state directory). */
  addKey(record: KeyRecord): void {
    this.keys.set(record.id, record);
    this.keysOf(record.accountId, record.mode).set(record.id, record);
  }

  createKey(
    account: Account,
    mode: Mode,
    now: number,
    opts: { name?: string | null; scopes: Scope[]; metadata?: Record<string, string> },
  ): { record: KeyRecord; secret: string } {
    const id = KEY_PREFIX[mode].id + randomToken(KEY_CHARS.id);
    const secret = KEY_PREFIX[mode].secret + randomToken(KEY_CHARS.secret);
    const record: KeyRecord = {
      id,
      accountId: account.id,
      mode,
      name: opts.name ?? null,
      scopes: [...opts.scopes],
      secretHash: hashSecret(secret),
      createdAt: now,
      lastUsedAt: null,
      requestCount: 0,
      revokedAt: null,
      revocationEffectiveAt: null,
      metadata: { ...(opts.metadata ?? {}) },
    };
    this.addKey(record);
    return { record, secret };
  }

  /** Verifies a key id and secret in time that does not depend on whether the id exists. */
  verifyKey(keyId: string, secret: string): KeyRecord | undefined {
    const record = this.keys.get(keyId);
    const ok = secretMatches(secret, record?.secretHash ?? DUMMY_HASH);
    return ok && record ? record : undefined;
  }

  sendEmail(account: Account, now: number, subject: string, body: string): Email {
    const email: Email = { id: newId(PREFIX.email), to: [...account.administrators], subject, body, sentAt: now };
    account.outbox.push(email);
    return email;
  }
}
