import type { Brand, RegistrationReason } from "../../schema/brands";
import type { Campaign, CampaignCarrier, CampaignStatus, Carrier, CarrierStatus } from "../../schema/campaigns";
import { CampaignStatusChangedData, CARRIER_NAMES, CARRIERS } from "../../schema/campaigns";
import type { Mode } from "../../schema/common";
import { preflight, reasonOf, VERIFICATION_RULES } from "../../schema/preflight";
import type { EmulatorCore } from "../core";
import type { Account } from "../state";
import type { BrandRecord, CampaignRecord } from "./store";
import { brands, campaigns, numbers, registrationSettings } from "./store";
import { carrierThroughput } from "./throughput";

/*
 * The 10DLC registration lifecycle on the emulator clock.
 *
 * Brand: created or resubmitted → PENDING; after the verification time (default 5 min) →
 * VERIFIED (trust score assigned) or UNVERIFIED (reasons). The default outcome is VERIFIED unless
 * a preflight identity rule fails (schema/preflight: an EIN prefix the IRS never issues, TAX_ID_NOT_FOUND).
 *
 * Campaign: created or resubmitted → PENDING with every carrier PENDING. Carrier review starts once
 * the brand is VERIFIED; each carrier decides after its review time (defaults AT&T 24 h, T-Mobile
 * 36 h, Verizon 48 h). The default decision approves unless a 10DLC preflight rule of severity
 * error fails (schema/preflight, the same table `msgform validate` and `plan` run): the rejection
 * carries each finding's reason code and what to change. The campaign status is derived from the carriers.
 * The control API can decide now or plan the decision a carrier makes when its review completes.
 */

const iso = (core: EmulatorCore, ms: number | null) => (ms === null ? null : core.clock.iso(ms));

export function brandView(core: EmulatorCore, b: BrandRecord): Brand {
  return {
    id: b.id,
    object: "brand",
    mode: b.mode,
    ...b.fields,
    address: { ...b.fields.address },
    contact: { ...b.fields.contact },
    metadata: { ...b.fields.metadata },
    status: b.status,
    status_reasons: b.reasons.map((r) => ({ ...r })),
    trust_score: b.trustScore,
    created_at: core.clock.iso(b.createdAt),
    updated_at: core.clock.iso(b.updatedAt),
    submitted_at: core.clock.iso(b.submittedAt),
    verified_at: iso(core, b.verifiedAt),
  };
}

export function campaignStatus(c: CampaignRecord): CampaignStatus {
  if (c.deactivatedAt !== null) return "DEACTIVATED";
  if (c.expiredAt !== null) return "EXPIRED";
  const statuses = CARRIERS.map((k) => c.carriers[k].status);
  if (statuses.includes("REJECTED")) return "REJECTED";
  if (statuses.includes("SUSPENDED")) return "SUSPENDED";
  if (statuses.every((s) => s === "APPROVED")) return "ACTIVE";
  return "PENDING";
}

function brandOf(core: EmulatorCore, account: Account, c: CampaignRecord): BrandRecord | undefined {
  return brands(core, account, c.mode).get(c.fields.brand_id);
}

function carrierViews(core: EmulatorCore, account: Account, c: CampaignRecord): CampaignCarrier[] {
  const trust = brandOf(core, account, c)?.trustScore ?? null;
  return CARRIERS.map((k) => {
    const s = c.carriers[k];
    const t = carrierThroughput(k, c.fields.use_case, trust);
    const approved = s.status === "APPROVED";
    return {
      carrier: k,
      name: CARRIER_NAMES[k],
      status: s.status,
      reasons: s.reasons.map((r) => ({ ...r })),
      throughput_per_second: approved ? t.perSecond : null,
      daily_cap: approved ? t.dailyCap : null,
      updated_at: iso(core, s.updatedAt),
    };
  });
}

/** The rate accepted messages drain at: the lowest per-second rate of the carriers; null unless ACTIVE. */
export function campaignThroughput(core: EmulatorCore, account: Account, c: CampaignRecord): number | null {
  if (campaignStatus(c) !== "ACTIVE") return null;
  const rates = carrierViews(core, account, c)
    .map((v) => v.throughput_per_second)
    .filter((r): r is number => r !== null);
  return rates.length === 0 ? null : Math.min(...rates);
}

function statusReasons(c: CampaignRecord): RegistrationReason[] {
  const out: RegistrationReason[] = [];
  for (const k of CARRIERS) {
    const s = c.carriers[k];
    if (s.status !== "REJECTED" && s.status !== "SUSPENDED") continue;
    for (const r of s.reasons) if (!out.some((o) => o.code === r.code)) out.push({ ...r });
  }
  return out;
}

export function numberCount(core: EmulatorCore, account: Account, mode: Mode, campaignId: string): number {
  let n = 0;
  for (const num of numbers(core, account, mode).values()) if (num.campaignId === campaignId) n++;
  return n;
}

export function campaignView(core: EmulatorCore, account: Account, c: CampaignRecord): Campaign {
  const f = c.fields;
  return {
    id: c.id,
    object: "campaign",
    mode: c.mode,
    ...f,
    sub_use_cases: [...f.sub_use_cases],
    sample_messages: [...f.sample_messages],
    opt_in_keywords: [...f.opt_in_keywords],
    opt_out_keywords: [...f.opt_out_keywords],
    help_keywords: [...f.help_keywords],
    metadata: { ...f.metadata },
    status: campaignStatus(c),
    status_reasons: statusReasons(c),
    carriers: carrierViews(core, account, c),
    throughput_per_second: campaignThroughput(core, account, c),
    number_count: numberCount(core, account, c.mode, c.id),
    created_at: core.clock.iso(c.createdAt),
    updated_at: core.clock.iso(c.updatedAt),
    submitted_at: core.clock.iso(c.submittedAt),
    review_started_at: iso(core, c.reviewStartedAt),
    approved_at: iso(core, c.approvedAt),
  };
}

type Cause = CampaignStatusChangedData["cause"];

/**
 * Runs one change to a campaign and fires campaign.status_changed when the campaign's status or
 * any carrier's status changed (or always, when `always`: a (re)submission restarts review even
 * if every status reads the same).
 */
function transition(
  core: EmulatorCore,
  account: Account,
  c: CampaignRecord,
  opts: { cause: Cause; reasons?: RegistrationReason[]; always?: boolean; initial?: boolean },
  mutate: () => void,
  now = core.clock.now(),
): void {
  const previous = opts.initial ? null : campaignStatus(c);
  const before = Object.fromEntries(CARRIERS.map((k) => [k, c.carriers[k].status])) as Record<Carrier, CarrierStatus>;
  mutate();
  const status = campaignStatus(c);
  const changed = CARRIERS.filter((k) => opts.initial || before[k] !== c.carriers[k].status).map((k) => ({
    carrier: k,
    previous_status: opts.initial ? null : before[k],
    status: c.carriers[k].status,
  }));
  if (!opts.always && !opts.initial && status === previous && changed.length === 0) return;
  c.updatedAt = now;
  if (status === "ACTIVE" && previous !== "ACTIVE") c.approvedAt = now;
  const data = CampaignStatusChangedData.parse({
    object: "campaign_status_change",
    campaign_id: c.id,
    brand_id: c.fields.brand_id,
    previous_status: previous,
    status,
    cause: opts.cause,
    changed_carriers: changed,
    carriers: carrierViews(core, account, c),
    reasons: (opts.reasons ?? []).map((r) => ({ ...r })),
    throughput_per_second: campaignThroughput(core, account, c),
    occurred_at: core.clock.iso(now),
  });
  core.events.emit(account, c.mode, "campaign.status_changed", data, now);
}

function cancelCarrierTimers(c: CampaignRecord) {
  for (const k of CARRIERS) {
    c.carriers[k].cancelTimer?.();
    c.carriers[k].cancelTimer = null;
  }
}

// ---------------------------------------------------------------------------------------------
// Brands

/** The default verification: the preflight identity rules (errors) of the brand's own record. */
function defaultBrandOutcome(core: EmulatorCore, b: BrandRecord): BrandOutcome {
  if (!registrationSettings(core).automatedChecks) return { outcome: "verify" };
  const findings = preflight({ brand: b.fields }, { only: (r) => VERIFICATION_RULES.has(r.id) });
  const errors = findings.filter((f) => f.severity === "error");
  return errors.length === 0 ? { outcome: "verify" } : { outcome: "unverify", reasons: errors.map(reasonOf) };
}

export interface BrandOutcome {
  outcome: "verify" | "unverify";
  trustScore?: number | null;
  reasons?: RegistrationReason[];
}

/** (Re)submits a brand for identity verification: PENDING, decided after the verification time. */
export function submitBrand(core: EmulatorCore, account: Account, b: BrandRecord, now = core.clock.now()): void {
  b.cancelTimer?.();
  b.status = "PENDING";
  b.reasons = [];
  b.submittedAt = now;
  b.updatedAt = now;
  const { id, mode } = b;
  const due = now + registrationSettings(core).brandVerificationMs;
  b.cancelTimer = core.clock.at(due, () => {
    const current = brands(core, account, mode).get(id);
    if (!current || current.status !== "PENDING") return;
    current.cancelTimer = null;
    const planned = current.planned;
    current.planned = null;
    // Decided as of when verification was due, even if the clock jumped past it.
    decideBrand(core, account, current, planned ?? defaultBrandOutcome(core, current), due);
  });
}

export function decideBrand(
  core: EmulatorCore,
  account: Account,
  b: BrandRecord,
  o: BrandOutcome,
  now = core.clock.now(),
): void {
  b.cancelTimer?.();
  b.cancelTimer = null;
  b.updatedAt = now;
  const waiting = [...campaigns(core, account, b.mode).values()].filter(
    (c) => c.fields.brand_id === b.id && campaignStatus(c) === "PENDING" && c.reviewStartedAt === null,
  );
  if (o.outcome === "verify") {
    b.status = "VERIFIED";
    b.reasons = [];
    b.verifiedAt = now;
    // A re-verification keeps the score the brand had unless one is assigned.
    b.trustScore =
      o.trustScore !== undefined
        ? o.trustScore
        : b.fields.entity_type === "SOLE_PROPRIETOR"
          ? null
          : (b.trustScore ?? registrationSettings(core).defaultTrustScore);
    for (const c of waiting) startCarrierReview(core, account, c, now);
    return;
  }
  b.status = "UNVERIFIED";
  b.reasons = (o.reasons ?? [
    { code: "BRAND_IDENTITY_MISMATCH", description: "The legal name, tax id and address could not be matched to one business." },
  ]).map((r) => ({ ...r }));
  if (o.trustScore !== undefined) b.trustScore = o.trustScore;
  const reasons = [
    {
      code: "BRAND_UNVERIFIED",
      description: `The brand ${b.id} failed identity verification (${b.reasons.map((r) => r.code).join(", ")}); ` +
        "fix the brand and resubmit it, then resubmit this campaign.",
    },
  ];
  for (const c of waiting) {
    transition(core, account, c, { cause: "brand_unverified", reasons }, () => {
      for (const k of CARRIERS) c.carriers[k] = { ...c.carriers[k], status: "REJECTED", reasons, updatedAt: now };
    }, now);
  }
}

// ---------------------------------------------------------------------------------------------
// Campaigns

/**
 * The automated part of carrier review: the preflight rules' errors for the campaign, its brand and
 * the numbers on it (identity rules are the brand verification's), as rejection reasons.
 */
function automatedFindings(core: EmulatorCore, account: Account, c: CampaignRecord): RegistrationReason[] {
  if (!registrationSettings(core).automatedChecks) return [];
  const brand = brandOf(core, account, c)?.fields;
  const numbers = numberCount(core, account, c.mode, c.id);
  const findings = preflight({ brand, campaign: c.fields, numbers }, { only: (r) => !VERIFICATION_RULES.has(r.id) });
  return findings.filter((f) => f.severity === "error").map(reasonOf);
}

/** Starts every still-PENDING carrier's review clock. */
export function startCarrierReview(
  core: EmulatorCore,
  account: Account,
  c: CampaignRecord,
  now = core.clock.now(),
): void {
  c.reviewStartedAt = now;
  const settings = registrationSettings(core);
  const { id, mode } = c;
  for (const k of CARRIERS) {
    const s = c.carriers[k];
    if (s.status !== "PENDING") continue;
    s.cancelTimer?.();
    const due = now + settings.carrierReviewMs[k];
    s.cancelTimer = core.clock.at(due, () => {
      const current = campaigns(core, account, mode).get(id);
      if (!current || current.carriers[k].status !== "PENDING") return;
      current.carriers[k].cancelTimer = null;
      const planned = current.carriers[k].planned;
      current.carriers[k].planned = null;
      // Decided as of when the review was due, even if the clock jumped past it.
      if (planned) {
        decideCarriers(core, account, current, [k], planned.outcome, planned.reasons, due);
        return;
      }
      const findings = automatedFindings(core, account, current);
      decideCarriers(core, account, current, [k], findings.length > 0 ? "reject" : "approve", findings, due);
    });
  }
}

/** A carrier decision (review completed, or steered through the control API). */
export function decideCarriers(
  core: EmulatorCore,
  account: Account,
  c: CampaignRecord,
  carriers: readonly Carrier[],
  outcome: "approve" | "reject" | "suspend",
  reasons: RegistrationReason[],
  now = core.clock.now(),
): void {
  const status: CarrierStatus = outcome === "approve" ? "APPROVED" : outcome === "reject" ? "REJECTED" : "SUSPENDED";
  const kept = outcome === "approve" ? [] : reasons.map((r) => ({ ...r }));
  transition(core, account, c, { cause: "carrier_review", reasons: kept }, () => {
    for (const k of carriers) {
      const s = c.carriers[k];
      s.cancelTimer?.();
      s.cancelTimer = null;
      if (s.status === status && JSON.stringify(s.reasons) === JSON.stringify(kept)) continue;
      s.status = status;
      s.reasons = kept;
      s.updatedAt = now;
    }
  }, now);
}

/**
 * (Re)submits a campaign: every carrier back to PENDING, review starting at once when the brand is
 * VERIFIED (else when it becomes VERIFIED). Fires campaign.status_changed.
 */
export function submitCampaign(
  core: EmulatorCore,
  account: Account,
  c: CampaignRecord,
  cause: "submitted" | "resubmitted",
  now = core.clock.now(),
): void {
  transition(core, account, c, { cause, always: true, initial: cause === "submitted" }, () => {
    cancelCarrierTimers(c);
    for (const k of CARRIERS) {
      const s = c.carriers[k];
      s.status = "PENDING";
      s.reasons = [];
      s.updatedAt = now;
    }
    c.submittedAt = now;
    c.reviewStartedAt = null;
  }, now);
  if (brandOf(core, account, c)?.status === "VERIFIED") startCarrierReview(core, account, c, now);
}

export function expireCampaign(core: EmulatorCore, account: Account, c: CampaignRecord, reasons: RegistrationReason[]) {
  const now = core.clock.now();
  transition(core, account, c, { cause: "expired", reasons }, () => {
    cancelCarrierTimers(c);
    c.expiredAt = now;
  }, now);
}

/** DELETE: the campaign's numbers lose the association and the campaign leaves the account. */
export function deactivateCampaign(core: EmulatorCore, account: Account, c: CampaignRecord): Campaign {
  const now = core.clock.now();
  for (const n of numbers(core, account, c.mode).values()) {
    if (n.campaignId === c.id) {
      n.campaignId = null;
      n.campaignAssociatedAt = null;
      n.updatedAt = now;
    }
  }
  transition(core, account, c, { cause: "deactivated" }, () => {
    cancelCarrierTimers(c);
    c.deactivatedAt = now;
  }, now);
  const view = campaignView(core, account, c);
  campaigns(core, account, c.mode).delete(c.id);
  return view;
}
