import type { Mode } from "../../schema/common";
import { MAX_NUMBERS_WITHOUT_POOL } from "../../schema/campaigns";
import type { PhoneNumber } from "../../schema/numbers";
import { numberEndpoints } from "../../schema/numbers";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError, notFound } from "../errors";
import { newId, PREFIX } from "../ids";
import { paginate } from "../paginate";
import { describe, NON_GEOGRAPHIC, search, sellable, validAreaCode } from "../registration/inventory";
import { campaignStatus, campaignThroughput, numberCount } from "../registration/lifecycle";
import type { NumberRecord } from "../registration/store";
import { campaigns, everywhere, numbers, numbersByE164, NUMBERS_BY_E164, releasedNumbers } from "../registration/store";
import type { Account } from "../state";

/**
 * Whether an account (in a mode) owns a number and may send from it — for the messages engineer:
 * refuse sends from numbers not owned or without an approved campaign, and pace the queue at the
 * campaign's throughput. `approved` is true only when the campaign is ACTIVE (every carrier
 * approved); `throughputPerSecond` is the campaign's throughput_per_second then, 0 otherwise.
 */
export function senderCheck(
  core: EmulatorCore,
  account: Account,
  mode: Mode,
  e164: string,
):
  | { owned: false }
  | {
    owned: true;
    numberId: string;
    campaign: null | { id: string; status: string; approved: boolean; throughputPerSecond: number };
  } {
  const id = numbersByE164(core, account, mode).get(e164);
  const n = id === undefined ? undefined : numbers(core, account, mode).get(id);
  if (!n) return { owned: false };
  const c = n.campaignId === null ? undefined : campaigns(core, account, mode).get(n.campaignId);
  if (!c) return { owned: true, numberId: n.id, campaign: null };
  const status = campaignStatus(c);
  const approved = status === "ACTIVE";
  return {
    owned: true,
    numberId: n.id,
    campaign: {
      id: c.id,
      status,
      approved,
      throughputPerSecond: approved ? (campaignThroughput(core, account, c) ?? 0) : 0,
    },
  };
}

export function numberView(
  core: EmulatorCore,
  account: Account,
  n: NumberRecord,
  released: number | null = null,
): PhoneNumber {
  const c = n.campaignId === null ? undefined : campaigns(core, account, n.mode).get(n.campaignId);
  const status = c ? campaignStatus(c) : null;
  return {
    id: n.id,
    object: "phone_number",
    mode: n.mode,
    number: n.number,
    status: released === null ? "active" : "released",
    name: n.name,
    country: "US",
    area_code: n.areaCode,
    locality: n.locality,
    region: n.region,
    capabilities: { ...n.capabilities },
    campaign_id: n.campaignId,
    campaign_status: status,
    campaign_associated_at: n.campaignAssociatedAt === null ? null : core.clock.iso(n.campaignAssociatedAt),
    sending_enabled: released === null && status === "ACTIVE",
    metadata: { ...n.metadata },
    purchased_at: core.clock.iso(n.purchasedAt),
    updated_at: core.clock.iso(n.updatedAt),
    released_at: released === null ? null : core.clock.iso(released),
  };
}

function findNumber(core: EmulatorCore, account: Account, mode: Mode, id: string): NumberRecord {
  const n = numbers(core, account, mode).get(id);
  if (!n) throw notFound("phone number", id);
  return n;
}

/** Owned by any account in this mode: numbers are one inventory per mode, shared by every account. */
function ownerOf(core: EmulatorCore, mode: Mode, e164: string): { account: Account; id: string } | undefined {
  for (const account of core.state.accounts.values()) {
    const id = numbersByE164(core, account, mode).get(e164);
    if (id !== undefined) return { account, id };
  }
  return undefined;
}

function ownedNumbersOfMode(core: EmulatorCore, mode: Mode): Set<string> {
  const out = new Set<string>();
  for (const { mode: m, id: e164 } of everywhere<string>(core, NUMBERS_BY_E164)) if (m === mode) out.add(e164);
  return out;
}

/**
 * Checks that a number may be associated with a campaign: the campaign exists in this account and
 * mode, is PENDING or ACTIVE (association is allowed during review; sending needs ACTIVE), and has
 * room (SOLE_PROPRIETOR: 1 number; without number_pool: 49).
 */
function checkAssociation(core: EmulatorCore, account: Account, mode: Mode, campaignId: string) {
  const c = campaigns(core, account, mode).get(campaignId);
  if (!c) {
    throw new ApiError(404, "resource_not_found", `No campaign with id '${campaignId}' exists in this account and mode.`, {
      param: "campaign_id",
    });
  }
  const status = campaignStatus(c);
  if (status !== "PENDING" && status !== "ACTIVE") {
    throw new ApiError(
      409,
      "campaign_not_associable",
      `The campaign ${c.id} is ${status}; numbers can join only a PENDING or ACTIVE campaign.` +
      (status === "REJECTED" ? " Fix and resubmit the campaign first." : ""),
      { param: "campaign_id" },
    );
  }
  const max = c.fields.use_case === "SOLE_PROPRIETOR" ? 1 : c.fields.number_pool ? Number.POSITIVE_INFINITY : MAX_NUMBERS_WITHOUT_POOL;
  if (numberCount(core, account, mode, c.id) >= max) {
    throw new ApiError(
      409,
      "campaign_number_limit",
      c.fields.use_case === "SOLE_PROPRIETOR"
        ? `The SOLE_PROPRIETOR campaign ${c.id} already has its one number.`
        : `The campaign ${c.id} already has ${MAX_NUMBERS_WITHOUT_POOL} numbers, the most without number_pool; ` +
          "set number_pool: true on the campaign (sends it back into review) to add more.",
      { param: "campaign_id" },
    );
  }
  return c;
}

export const numberRoutes = routes(numberEndpoints, {
  search: ({ core, account, mode, query }) => {
    if (query.area_code !== undefined && (NON_GEOGRAPHIC.has(query.area_code) || !validAreaCode(query.area_code))) {
      throw new ApiError(
        422,
        "area_code_not_supported",
        `The area code ${query.area_code} is not a US geographic area code; only local (10DLC) numbers are sold.`,
        { param: "area_code" },
      );
    }
    const owned = ownedNumbersOfMode(core, mode);
    const released = releasedNumbers(core, account, mode);
    const found = search(
      {
        areaCode: query.area_code,
        contains: query.contains,
        region: query.region,
        capabilities: query.capabilities,
        limit: query.limit,
      },
      (e164) => owned.has(e164) || released.has(e164),
    );
    return {
      object: "list" as const,
      data: found.map((n) => ({
        object: "available_phone_number" as const,
        number: n.number,
        country: "US" as const,
        area_code: n.areaCode,
        locality: n.locality,
        region: n.region,
        capabilities: n.capabilities,
      })),
      has_more: false,
      next_cursor: null,
    };
  },
  buy: ({ core, account, mode, body }) => {
    const e164 = body.number;
    if (!e164.startsWith("+1") || e164.length !== 12 || !sellable(e164.slice(2))) {
      throw new ApiError(
        422,
        "number_not_supported",
        `${e164} is not a US local number: only +1 numbers with a geographic area code (not toll-free), an exchange ` +
        "starting 2-9 (not N11 or 555) are sold. Search /v1/numbers/available for numbers to buy.",
        { param: "number" },
      );
    }
    const owner = ownerOf(core, mode, e164);
    if (owner?.account.id === account.id) {
      throw new ApiError(409, "number_already_owned", `This account already owns ${e164} as ${owner.id}.`, {
        param: "number",
      });
    }
    if (owner) {
      throw new ApiError(409, "number_unavailable", `${e164} is not available: another account owns it.`, {
        param: "number",
      });
    }
    if (releasedNumbers(core, account, mode).has(e164)) {
      throw new ApiError(
        409,
        "number_unavailable",
        `${e164} is not available: this account released it, and released numbers are not offered to it again.`,
        { param: "number" },
      );
    }
    const campaign =
      body.campaign_id === undefined ? undefined : checkAssociation(core, account, mode, body.campaign_id);
    const now = core.clock.now();
    const d = describe(e164);
    const n: NumberRecord = {
      id: newId(PREFIX.phoneNumber),
      accountId: account.id,
      mode,
      number: e164,
      name: body.name ?? null,
      areaCode: d.areaCode,
      locality: d.locality,
      region: d.region,
      capabilities: d.capabilities,
      campaignId: campaign?.id ?? null,
      campaignAssociatedAt: campaign ? now : null,
      metadata: { ...(body.metadata ?? {}) },
      purchasedAt: now,
      updatedAt: now,
    };
    numbers(core, account, mode).set(n.id, n);
    numbersByE164(core, account, mode).set(e164, n.id);
    return numberView(core, account, n);
  },
  list: ({ core, account, mode, query }) => {
    if (query.campaign_id !== undefined && query.unassociated === true) {
      throw new ApiError(400, "invalid_request", "Use campaign_id or unassociated=true, not both.", {
        param: "unassociated",
      });
    }
    const page = paginate(numbers(core, account, mode), query.limit, query.cursor, {
      indexed: { number: query.number, area_code: query.area_code },
      where: (n) =>
        (query.campaign_id === undefined || n.campaignId === query.campaign_id) &&
        (query.unassociated === undefined || (n.campaignId === null) === query.unassociated),
    });
    return { ...page, data: page.data.map((n) => numberView(core, account, n)) };
  },
  get: ({ core, account, mode, params }) =>
    numberView(core, account, findNumber(core, account, mode, params.number_id)),
  update: ({ core, account, mode, params, body }) => {
    const n = findNumber(core, account, mode, params.number_id);
    const now = core.clock.now();
    if (body.campaign_id !== undefined && body.campaign_id !== n.campaignId) {
      if (body.campaign_id === null) {
        n.campaignId = null;
        n.campaignAssociatedAt = null;
      } else {
        const c = checkAssociation(core, account, mode, body.campaign_id);
        n.campaignId = c.id;
        n.campaignAssociatedAt = now;
      }
    }
    if (body.name !== undefined) n.name = body.name;
    if (body.metadata !== undefined) n.metadata = { ...body.metadata };
    n.updatedAt = now;
    return numberView(core, account, n);
  },
  release: ({ core, account, mode, params }) => {
    const n = findNumber(core, account, mode, params.number_id);
    const now = core.clock.now();
    const view = numberView(core, account, n, now);
    numbers(core, account, mode).delete(n.id);
    numbersByE164(core, account, mode).delete(n.number);
    releasedNumbers(core, account, mode).set(n.number, now);
    core.events.emit(account, mode, "number.released", view, now);
    return view;
  },
});
