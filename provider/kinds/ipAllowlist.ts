// IpAllowlist: the account's one IP allowlist (spec 5.6). A singleton: its id is always
// "ip_allowlist", list() yields exactly one object (even when the list is empty, which means
// unrestricted), and delete() clears it.
//
// Self-lockout: a list that excludes the caller's own source address (as the service reports it,
// GET /v1/me source_ip) would refuse every later request from here, msgform's own included. It is
// refused before any change is sent, unless `allowSelfLockout: true` (the service refuses it too:
// 422 allowlist_excludes_caller, unless allow_self_lockout).
//
// One per account: create() refuses
//  - when another IpAllowlist was already created or updated for the same account in this process
//    (two resources in one Pulumi program), and
//  - when the account's list is not empty (another stack or a person manages it), unless
//    `adoptExisting: true`, which takes the existing list over and replaces it with `entries`.
// delete() clears the list only while it is still the one this resource last applied or read
// (same updated_at): a list another resource adopted, or a person changed, since is left alone.
// An account whose list is empty and managed from two different processes cannot be told apart
// from an unmanaged one; that case is documented, not detected.
import { BlockList, isIP } from "node:net";
import { z } from "zod";
import { AllowlistEntry, MAX_ALLOWLIST_ENTRIES } from "../../schema/allowlistEntry";
import { Metadata } from "../../schema/common";
import { declareFields, local, mapped, wire } from "./fields";
import type { Kind, KindObject } from "./kind";
import { ownerLabel, standingOf } from "../ownership";
import { terminalText } from "../../sdk/escape";
import { attempt, type Client, defined, normalized, opt, type SdkContext } from "./support";

/** The singleton's id. */
const IP_ALLOWLIST_ID = "ip_allowlist";

const FIELDS = declareFields({
  entries: mapped(
    "entries",
    z
      .array(AllowlistEntry)
      .max(MAX_ALLOWLIST_ENTRIES, `at most ${MAX_ALLOWLIST_ENTRIES} entries`)
      .refine((e) => new Set(e.map((x) => x.cidr)).size === e.length, "entries must not repeat a cidr")
      .meta({
        description:
          "Addresses and CIDR ranges allowed to call the API, a set; empty means unrestricted. Must " +
          "include the address msgform calls from, unless allowSelfLockout",
      }),
    {
      unordered: true,
      toWire: (entries) => entries,
      fromWire: (entries) => entries.map((e) => defined({ cidr: e.cidr, description: opt(e.description) })),
    },
  ),
  metadata: wire(
    "metadata",
    Metadata.default({}).meta({
      description: "Labels on the list as a whole; msgform records the list's one owner (configuration or stack) here",
    }),
  ),
  // Sent as allow_self_lockout by the write it applies to (toWire below), never stored by the service.
  allowSelfLockout: local(
    z
      .boolean()
      .default(false)
      .meta({ description: "Apply a list that excludes msgform's own source address (every later call from here gets 403)" }),
  ),
  adoptExisting: local(
    z
      .boolean()
      .default(false)
      .meta({ description: "On create: take over an account's non-empty list (it is replaced by entries) instead of refusing" }),
  ),
});

export const IpAllowlistDesired = FIELDS.object;
export type IpAllowlistDesired = z.output<typeof IpAllowlistDesired>;
export type IpAllowlistInput = z.input<typeof IpAllowlistDesired>;

export interface IpAllowlistOutputs {
  /** True when entries is non-empty: requests from other addresses get 403 ip_not_allowed. */
  enabled: boolean;
  updatedAt: string | null;
  /** The account the list belongs to. */
  accountId: string;
}

/** The list as the sdk returns it, with the account it belongs to when the caller knows it. */
type Wire = Awaited<ReturnType<Client["allowlist"]["get"]>> & { account_id?: string };

function fromWire(w: Wire): KindObject<IpAllowlistDesired, IpAllowlistOutputs> {
  return {
    id: IP_ALLOWLIST_ID,
    desired: normalized(IpAllowlistDesired, FIELDS.fromWire(w)),
    outputs: { enabled: w.enabled, updatedAt: w.updated_at, accountId: w.account_id ?? "" },
  };
}

function toWire(d: IpAllowlistDesired): Parameters<Client["allowlist"]["replace"]>[0] {
  return { ...FIELDS.toWire(d), ...(d.allowSelfLockout ? { allow_self_lockout: true } : {}) };
}

/** "::ffff:127.0.0.2" is the IPv4 address 127.0.0.2. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:([0-9.]+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether a list admits an address (spec 5.6: an empty list admits every address). */
function admits(entries: readonly { cidr: string }[], address: string): boolean {
  if (entries.length === 0) return true;
  const addr = plainAddress(address);
  const family = isIP(addr);
  if (family === 0) return false;
  const list = new BlockList();
  for (const { cidr } of entries) {
    const [base, bits] = cidr.split("/") as [string, string | undefined];
    const type = isIP(base) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(addr, family === 6 ? "ipv6" : "ipv4");
}

/** The caller as the service sees it: account and source address (GET /v1/me). */
async function caller(ctx: SdkContext): Promise<{ accountId: string; sourceIp: string }> {
  const me = await attempt("IP allowlist: reading the caller's source address (GET /v1/me)", () => ctx.client.me.get({ signal: ctx.signal }));
  return { accountId: me.account_id, sourceIp: me.source_ip };
}

function refuseSelfLockout(desired: IpAllowlistDesired, sourceIp: string): void {
  if (desired.allowSelfLockout || admits(desired.entries, sourceIp)) return;
  throw new Error(
    `IP allowlist was not applied: it does not include ${sourceIp}, the address msgform calls from as the service sees ` +
    "it, so every later request from here (msgform's own included) would be refused with 403 ip_not_allowed. " +
    `Add an entry covering ${sourceIp}, or set allowSelfLockout: true if locking this machine out is intended.`,
  );
}

/** Accounts (per service) with an IpAllowlist managed in this process: one per account. */
const claimed = new Set<string>();
const claimKey = (ctx: SdkContext, accountId: string) => `${ctx.client.baseUrl} ${accountId}`;

async function replace(ctx: SdkContext, desired: IpAllowlistDesired, accountId: string): Promise<IpAllowlistOutputs> {
  const w = await attempt("IP allowlist: replace", () =>
    ctx.client.allowlist.replace(toWire(desired), { signal: ctx.signal }),
  );
  return fromWire({ ...w, account_id: accountId }).outputs;
}

async function readAllowlist(ctx: SdkContext, id: string): Promise<KindObject<IpAllowlistDesired, IpAllowlistOutputs>> {
  const [me, w] = await Promise.all([
    caller(ctx),
    attempt("IP allowlist: read", () => ctx.client.allowlist.get({ signal: ctx.signal })),
  ]);
  return { ...fromWire({ ...w, account_id: me.accountId }), id };
}

export const IpAllowlist = {
  name: "IpAllowlist",
  description:
    "The account's IP allowlist, one per account. Refuses a list that excludes msgform's own address unless " +
    "allowSelfLockout. Deleting it clears the list (unrestricted).",
  schema: IpAllowlistDesired,
  fields: FIELDS.rules,

  outputs: {
    enabled: {},
    updatedAt: {},
    accountId: { stable: true },
  },
  replaceStrategy: "delete-before-create",
  toWire,
  fromWire,

  read: (ctx, id) => readAllowlist(ctx, id),

  async create(ctx, desired) {
    const me = await caller(ctx);
    const key = claimKey(ctx, me.accountId);
    if (claimed.has(key)) {
      throw new Error(
        `IP allowlist was not created: account ${me.accountId} already has an IP allowlist managed here. An account has ` +
        "one allowlist: declare a single IpAllowlist per account and put every entry in it.",
      );
    }
    const live = await attempt("IP allowlist: read", () => ctx.client.allowlist.get({ signal: ctx.signal }));
    // The list's one owner is recorded on it (issue 14): a recorded owner counts even for an empty list.
    // Its own owner (a stack that lost its state) takes it back without adoptExisting.
    const standing = standingOf(live.metadata, ctx.identity);
    const owner = standing.kind === "other" ? terminalText(ownerLabel(standing.owner)) : undefined;
    if (standing.kind !== "own" && (live.entries.length > 0 || owner !== undefined) && !desired.adoptExisting) {
      const shown = live.entries.slice(0, 5).map((e) => e.cidr).join(", ");
      throw new Error(
        `IP allowlist was not created: account ${me.accountId} already has an IP allowlist (${live.entries.length} ` +
        `entries${shown ? `: ${shown}` : ""}${live.entries.length > 5 ? ", …" : ""}), managed by ` +
        `${owner ?? "someone else (another stack or config, or by hand)"}. An account has one allowlist: ` +
        "manage it in one place, or set adoptExisting: true to take it over (its entries are replaced by this resource's).",
      );
    }
    refuseSelfLockout(desired, me.sourceIp);
    claimed.add(key);
    try {
      return { id: IP_ALLOWLIST_ID, outputs: await replace(ctx, desired, me.accountId) };
    } catch (e) {
      claimed.delete(key);
      throw e;
    }
  },

  async update(ctx, _id, { news }) {
    const me = await caller(ctx);
    refuseSelfLockout(news, me.sourceIp);
    claimed.add(claimKey(ctx, me.accountId));
    return replace(ctx, news, me.accountId);
  },

  async delete(ctx, _id, state) {
    const me = await caller(ctx);
    claimed.delete(claimKey(ctx, me.accountId));
    const live = await attempt("IP allowlist: read", () => ctx.client.allowlist.get({ signal: ctx.signal }));
    const applied = state.outputs.updatedAt;
    if (live.entries.length === 0) return;
    if (applied !== undefined && applied !== null && live.updated_at !== applied) {
      // Someone replaced the list since this resource last applied or read it (another resource
      // adopted it, or a person changed it): clearing it would undo their list. Leave it.
      ctx.log(
        `IP allowlist: not cleared: the account's list changed at ${live.updated_at ?? "?"}, after this resource last ` +
        `saw it (${applied}); it is managed elsewhere now. Clear it there, or refresh and delete again.`,
      );
      return;
    }
    await attempt("IP allowlist: clear", () => ctx.client.allowlist.clear({ signal: ctx.signal }));
  },

  // Left to another owner: this process no longer manages the account's list.
  async forget(ctx) {
    claimed.delete(claimKey(ctx, (await caller(ctx)).accountId));
  },

  async* list(ctx) {
    yield await readAllowlist(ctx, IP_ALLOWLIST_ID);
  },
} satisfies Kind<IpAllowlistDesired, IpAllowlistOutputs, Client>;
