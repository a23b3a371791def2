import { z } from "zod";
import { Brand, ReasonInput, TrustScore } from "./brands";
import { Campaign, Carrier } from "./campaigns";
import { controlEndpoint } from "./endpoint";

/**
 * Control-API levers for 10DLC registration: decide a brand's verification or a campaign's carrier
 * review now or when the review completes, and set the default timings.
 */

const CarrierSeconds = z.object({ att: z.number().min(0), tmobile: z.number().min(0), verizon: z.number().min(0) });

const RegistrationSettingsSchema = z
  .object({
    brand_verification_seconds: z.number().min(0).meta({ description: "Brand identity verification time; default 300" }),
    carrier_review_seconds: CarrierSeconds.meta({
      description: "Each carrier's review time once the brand is VERIFIED; defaults 86400, 129600, 172800",
    }),
    default_trust_score: TrustScore.nullable().meta({
      description: "Trust score a verified brand receives by default; 75",
    }),
    automated_checks: z.boolean().meta({
      description:
        "Default outcomes run the automated checks: US EIN prefix (TAX_ID_NOT_FOUND), links and phone numbers in " +
        "samples not declared by embedded_links / embedded_phone. true by default",
    }),
  })
  .meta({ id: "ControlRegistrationSettings" });

const Seconds = z.number().min(0).max(400 * 86_400);
const SettingsPatch = z.strictObject({
  brand_verification_seconds: Seconds.optional(),
  carrier_review_seconds: z
    .strictObject({ att: Seconds.optional(), tmobile: Seconds.optional(), verizon: Seconds.optional() })
    .optional(),
  default_trust_score: TrustScore.nullable().optional(),
  automated_checks: z.boolean().optional(),
});

const Apply = z
  .enum(["now", "at_review_time"])
  .optional()
  .meta({
    description:
      "now (default): decide at once, cancelling the pending review; at_review_time: decide this way when the review " +
      "completes on the emulator clock, instead of the default outcome",
  });

const BrandDecisionBody = z.strictObject({
  outcome: z.enum(["verify", "unverify"]),
  trust_score: TrustScore.nullable()
    .optional()
    .meta({ description: "Score to assign (drives campaign throughput); the default score when omitted" }),
  reasons: z.array(ReasonInput).min(1).max(10).optional().meta({ description: "Why unverified" }),
  apply: Apply,
});

const CampaignDecisionBody = z.strictObject({
  outcome: z.enum(["approve", "reject", "suspend", "expire"]).meta({
    description:
      "approve (also reinstates a suspended or rejected carrier), reject, suspend (an approved carrier), expire " +
      "(the whole campaign, terminal; carriers ignored)",
  }),
  carriers: z
    .array(Carrier)
    .min(1)
    .optional()
    .meta({ description: "Which carriers decide; every carrier when omitted" }),
  reasons: z
    .array(ReasonInput)
    .min(1)
    .max(10)
    .optional()
    .meta({ description: "Reasons for reject, suspend or expire; a generic one when omitted" }),
  apply: Apply,
});

export const controlRegistrationEndpoints = {
  getSettings: controlEndpoint({
    id: "control.registration.settings.get",
    method: "GET",
    path: "/control/registration/settings",
    summary: "Registration timings and default outcomes.",
    response: RegistrationSettingsSchema,
  }),
  updateSettings: controlEndpoint({
    id: "control.registration.settings.update",
    method: "PATCH",
    path: "/control/registration/settings",
    summary: "Change registration timings and default outcomes; applies to reviews started afterwards.",
    body: SettingsPatch,
    response: RegistrationSettingsSchema,
  }),
  decideBrand: controlEndpoint({
    id: "control.brands.decide",
    method: "POST",
    path: "/control/brands/{brand_id}/decision",
    summary: "Verify or unverify a brand (with reasons and a trust score), now or when its verification completes.",
    params: z.object({ brand_id: z.string() }),
    body: BrandDecisionBody,
    response: Brand,
  }),
  decideCampaign: controlEndpoint({
    id: "control.campaigns.decide",
    method: "POST",
    path: "/control/campaigns/{campaign_id}/decision",
    summary:
      "Steer carrier review: approve, reject with reasons or suspend, per carrier, now or when each carrier's review " +
      "completes; or expire the campaign. Fires campaign.status_changed as a real decision would.",
    params: z.object({ campaign_id: z.string() }),
    body: CampaignDecisionBody,
    response: Campaign,
    errors: [{ status: 409, code: "campaign_expired", when: "the campaign is EXPIRED: no carrier decides on it any more" }],
  }),
};
