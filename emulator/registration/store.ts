import type { Brand, RegistrationReason } from "../../schema/brands";
import type { Campaign, Carrier, CarrierStatus } from "../../schema/campaigns";
import { CARRIERS } from "../../schema/campaigns";
import type { Mode } from "../../schema/common";
import type { PhoneNumber } from "../../schema/numbers";
import type { EmulatorCore } from "../core";
import { notFound } from "../errors";
import { type Account, keepOrdered } from "../state";

/** The wire fields a caller controls, stored already normalized (defaults applied). */
export type BrandFields = Pick<
  Brand,
  | "entity_type"
  | "legal_name"
  | "display_name"
  | "tax_id"
  | "tax_id_country"
  | "vertical"
  | "website"
  | "address"
  | "contact"
  | "stock_symbol"
  | "stock_exchange"
  | "metadata"
>;

export interface BrandRecord {
  id: string;
  accountId: string;
  mode: Mode;
  fields: BrandFields;
  status: Brand["status"];
  reasons: RegistrationReason[];
  trustScore: number | null;
  createdAt: number;
  updatedAt: number;
  submittedAt: number;
  verifiedAt: number | null;
  /** Cancels the pending verification timer. */
  cancelTimer: (() => void) | null;
  /** A control-API outcome to apply when verification completes, instead of the default. */
  planned: { outcome: "verify" | "unverify"; trustScore?: number | null; reasons?: RegistrationReason[] } | null;
}

export type CampaignFields = Omit<
  Campaign,
  | "id"
  | "object"
  | "mode"
  | "status"
  | "status_reasons"
  | "carriers"
  | "throughput_per_second"
  | "number_count"
  | "created_at"
  | "updated_at"
  | "submitted_at"
  | "review_started_at"
  | "approved_at"
>;

export interface CarrierState {
  status: CarrierStatus;
  reasons: RegistrationReason[];
  updatedAt: number | null;
  cancelTimer: (() => void) | null;
  planned: { outcome: "approve" | "reject"; reasons: RegistrationReason[] } | null;
}

export interface CampaignRecord {
  id: string;
  accountId: string;
  mode: Mode;
  fields: CampaignFields;
  carriers: Record<Carrier, CarrierState>;
  expiredAt: number | null;
  /** Set by DELETE just before the campaign leaves the collection. */
  deactivatedAt: number | null;
  createdAt: number;
  updatedAt: number;
  submittedAt: number;
  reviewStartedAt: number | null;
  approvedAt: number | null;
}

export interface NumberRecord {
  id: string;
  accountId: string;
  mode: Mode;
  number: string;
  name: string | null;
  areaCode: string;
  locality: string | null;
  region: string | null;
  capabilities: PhoneNumber["capabilities"];
  campaignId: string | null;
  campaignAssociatedAt: number | null;
  metadata: Record<string, string>;
  purchasedAt: number;
  updatedAt: number;
}

export const BRANDS = "brands";
export const CAMPAIGNS = "campaigns";
const NUMBERS = "numbers";
/** number (E.164) → pn_ id, for the account's own numbers. */
export const NUMBERS_BY_E164 = "numbers.by_e164";
/** E.164 numbers this account released: never offered to it again. */
const RELEASED_NUMBERS = "numbers.released";

// Newest first, ties by id (the order of every list of objects a caller creates).
keepOrdered<BrandRecord>(BRANDS, { time: (b) => b.createdAt, ties: "id" });
keepOrdered<CampaignRecord>(CAMPAIGNS, {
  time: (c) => c.createdAt,
  ties: "id",
  indexes: { brand_id: (c) => c.fields.brand_id },
});
keepOrdered<NumberRecord>(NUMBERS, {
  time: (n) => n.purchasedAt,
  ties: "id",
  indexes: { number: (n) => n.number, area_code: (n) => n.areaCode },
});

export const brands = (core: EmulatorCore, account: Account, mode: Mode) =>
  core.state.ordered<BrandRecord>(account, mode, BRANDS);
export const campaigns = (core: EmulatorCore, account: Account, mode: Mode) =>
  core.state.ordered<CampaignRecord>(account, mode, CAMPAIGNS);
export const numbers = (core: EmulatorCore, account: Account, mode: Mode) =>
  core.state.ordered<NumberRecord>(account, mode, NUMBERS);
export const numbersByE164 = (core: EmulatorCore, account: Account, mode: Mode) =>
  core.state.collection<string>(account, mode, NUMBERS_BY_E164);
export const releasedNumbers = (core: EmulatorCore, account: Account, mode: Mode) =>
  core.state.collection<number>(account, mode, RELEASED_NUMBERS);

export function findBrand(core: EmulatorCore, account: Account, mode: Mode, id: string): BrandRecord {
  const b = brands(core, account, mode).get(id);
  if (!b) throw notFound("brand", id);
  return b;
}

export function findCampaign(core: EmulatorCore, account: Account, mode: Mode, id: string): CampaignRecord {
  const c = campaigns(core, account, mode).get(id);
  if (!c) throw notFound("campaign", id);
  return c;
}

/** Every account's objects of one collection, for the control API (ids are unique service-wide). */
export function* everywhere<T>(
  core: EmulatorCore,
  name: string,
): Generator<{ account: Account; mode: Mode; item: T; id: string }> {
  for (const account of core.state.accounts.values()) {
    for (const mode of ["live", "test"] as const) {
      const c = account.data[mode].get(name) as Map<string, T> | undefined;
      if (!c) continue;
      for (const [id, item] of c) yield { account, mode, item, id };
    }
  }
}

/**
 * Registration timing and automated outcomes. Defaults: brand identity verification 5 minutes;
 * carrier review of a campaign once its brand is VERIFIED: AT&T 24 h, T-Mobile 36 h, Verizon 48 h;
 * trust score assigned at verification 75 (SOLE_PROPRIETOR: none).
 */
export interface RegistrationSettings {
  brandVerificationMs: number;
  carrierReviewMs: Record<Carrier, number>;
  defaultTrustScore: number | null;
  /** Default review outcomes run the automated checks (EIN prefix, undeclared links and phone numbers). */
  automatedChecks: boolean;
}

const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  brandVerificationMs: 5 * 60_000,
  carrierReviewMs: { att: 24 * 3_600_000, tmobile: 36 * 3_600_000, verizon: 48 * 3_600_000 },
  defaultTrustScore: 75,
  automatedChecks: true,
};

const settingsByCore = new WeakMap<EmulatorCore, RegistrationSettings>();

export function registrationSettings(core: EmulatorCore): RegistrationSettings {
  let s = settingsByCore.get(core);
  if (!s) {
    s = {
      ...DEFAULT_REGISTRATION_SETTINGS,
      carrierReviewMs: { ...DEFAULT_REGISTRATION_SETTINGS.carrierReviewMs },
    };
    settingsByCore.set(core, s);
  }
  return s;
}

export function newCarrierStates(now: number | null): Record<Carrier, CarrierState> {
  const out = {} as Record<Carrier, CarrierState>;
  for (const c of CARRIERS) out[c] = { status: "PENDING", reasons: [], updatedAt: now, cancelTimer: null, planned: null };
  return out;
}
