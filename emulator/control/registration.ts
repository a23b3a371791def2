import { CARRIERS } from "../../schema/campaigns";
import { controlRegistrationEndpoints } from "../../schema/controlRegistration";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { brandView, campaignStatus, campaignView, decideBrand, decideCarriers, expireCampaign } from "../registration/lifecycle";
import type { BrandRecord, CampaignRecord } from "../registration/store";
import { BRANDS, CAMPAIGNS, everywhere, registrationSettings } from "../registration/store";
import { controlRoutes } from "./app";

function find<T>(core: EmulatorCore, collection: string, id: string, kind: string, param: string) {
  for (const hit of everywhere<T>(core, collection)) if (hit.id === id) return hit;
  throw new ApiError(404, "resource_not_found", `No ${kind} '${id}' in any account or mode.`, { param });
}

function settingsView(core: EmulatorCore) {
  const s = registrationSettings(core);
  return {
    brand_verification_seconds: s.brandVerificationMs / 1000,
    carrier_review_seconds: {
      att: s.carrierReviewMs.att / 1000,
      tmobile: s.carrierReviewMs.tmobile / 1000,
      verizon: s.carrierReviewMs.verizon / 1000,
    },
    default_trust_score: s.defaultTrustScore,
    automated_checks: s.automatedChecks,
  };
}

const DEFAULT_REASONS = {
  reject: {
    code: "CAMPAIGN_REJECTED",
    description: "The carrier rejected the campaign in review; see its guidelines, fix the campaign and resubmit.",
  },
  suspend: {
    code: "CAMPAIGN_SUSPENDED",
    description: "The carrier suspended the campaign after complaints or a content violation.",
  },
  expire: { code: "CAMPAIGN_EXPIRED", description: "The campaign's registration term ended without renewal." },
} as const;

/** Control operations for 10DLC registration (tests steer vetting outcomes here). */
export const registrationControlRoutes = controlRoutes(controlRegistrationEndpoints, {
  getSettings: ({ core }) => settingsView(core),
  updateSettings: ({ core, body }) => {
    const s = registrationSettings(core);
    if (body.brand_verification_seconds !== undefined) {
      s.brandVerificationMs = Math.round(body.brand_verification_seconds * 1000);
    }
    for (const k of CARRIERS) {
      const v = body.carrier_review_seconds?.[k];
      if (v !== undefined) s.carrierReviewMs[k] = Math.round(v * 1000);
    }
    if (body.default_trust_score !== undefined) s.defaultTrustScore = body.default_trust_score;
    if (body.automated_checks !== undefined) s.automatedChecks = body.automated_checks;
    return settingsView(core);
  },
  decideBrand: ({ core, params, body }) => {
    const { account, item: b } = find<BrandRecord>(core, BRANDS, params.brand_id, "brand", "brand_id");
    const outcome = {
      outcome: body.outcome,
      ...(body.trust_score !== undefined ? { trustScore: body.trust_score } : {}),
      ...(body.reasons !== undefined ? { reasons: body.reasons } : {}),
    };
    if (body.apply === "at_review_time") b.planned = outcome;
    else decideBrand(core, account, b, outcome);
    return brandView(core, b);
  },
  decideCampaign: ({ core, params, body }) => {
    const { account, item: c } = find<CampaignRecord>(core, CAMPAIGNS, params.campaign_id, "campaign", "campaign_id");
    if (campaignStatus(c) === "EXPIRED") {
      throw new ApiError(409, "campaign_expired", `The campaign ${c.id} is EXPIRED; no carrier decides on it any more.`);
    }
    const reasons = body.outcome === "approve" ? [] : (body.reasons ?? [DEFAULT_REASONS[body.outcome]]);
    if (body.outcome === "expire") {
      if (body.apply === "at_review_time") {
        throw new ApiError(400, "invalid_request", "expire applies now only; leave out apply.", { param: "apply" });
      }
      expireCampaign(core, account, c, reasons);
      return campaignView(core, account, c);
    }
    const carriers = body.carriers ?? CARRIERS;
    if (body.apply === "at_review_time") {
      if (body.outcome === "suspend") {
        throw new ApiError(400, "invalid_request", "A review ends in approve or reject; suspend applies now only.", {
          param: "outcome",
        });
      }
      for (const k of carriers) c.carriers[k].planned = { outcome: body.outcome, reasons };
      return campaignView(core, account, c);
    }
    decideCarriers(core, account, c, carriers, body.outcome, reasons);
    return campaignView(core, account, c);
  },
});
