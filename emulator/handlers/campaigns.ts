import type { UpdateCampaignBody } from "../../schema/campaigns";
import {
  CAMPAIGN_FIELD_RULES,
  CAMPAIGN_IMMUTABLE_FIELDS,
  campaignEndpoints,
  campaignProblems,
  campaignSubmission,
  MAX_NUMBERS_WITHOUT_POOL,
  normalizeKeywords,
} from "../../schema/campaigns";
import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import { paginate } from "../paginate";
import {
  campaignStatus,
  campaignView,
  deactivateCampaign,
  numberCount,
  submitCampaign,
} from "../registration/lifecycle";
import type { CampaignFields, CampaignRecord } from "../registration/store";
import { brands, campaigns, findCampaign, newCarrierStates } from "../registration/store";
import type { Account } from "../state";
import { changedFields, immutableError, invalid } from "./brands";

/** The campaign as it would be after a PATCH: given fields replace the current ones. */
function merged(current: CampaignFields, body: UpdateCampaignBody): CampaignFields {
  const next: CampaignFields = { ...current };
  const set = next as Record<string, unknown>;
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined) continue;
    if (k === "opt_in_keywords" || k === "opt_out_keywords" || k === "help_keywords") set[k] = normalizeKeywords(v as string[]);
    else if (Array.isArray(v)) set[k] = [...(v as unknown[])];
    else if (k === "metadata") set[k] = { ...(v as Record<string, string>) };
    else set[k] = v;
  }
  return next;
}

function brandFor(core: EmulatorCore, account: Account, mode: Mode, brandId: string) {
  const b = brands(core, account, mode).get(brandId);
  if (!b) {
    throw new ApiError(404, "resource_not_found", `No brand with id '${brandId}' exists in this account and mode.`, {
      param: "brand_id",
    });
  }
  if (b.status === "UNVERIFIED") {
    throw new ApiError(
      409,
      "brand_not_verified",
      `The brand ${b.id} is UNVERIFIED (${b.reasons.map((r) => r.code).join(", ")}); fix and resubmit it first.`,
      { param: "brand_id" },
    );
  }
  return b;
}

const ALL_FIELDS = Object.keys(CAMPAIGN_FIELD_RULES) as (keyof typeof CAMPAIGN_FIELD_RULES)[];

export const campaignRoutes = routes(campaignEndpoints, {
  create: ({ core, account, mode, body }) => {
    const fields = campaignSubmission(body);
    const problems = campaignProblems(fields);
    if (problems.length > 0) throw invalid(problems);
    const brand = brandFor(core, account, mode, body.brand_id);
    const sole = brand.fields.entity_type === "SOLE_PROPRIETOR";
    if (sole !== (fields.use_case === "SOLE_PROPRIETOR")) {
      throw new ApiError(
        422,
        "use_case_not_allowed",
        sole
          ? `The brand ${brand.id} is a SOLE_PROPRIETOR: its campaign's use_case must be SOLE_PROPRIETOR.`
          : "The SOLE_PROPRIETOR use case is only for SOLE_PROPRIETOR brands.",
        { param: "use_case" },
      );
    }
    if (sole && [...campaigns(core, account, mode).values()].some((c) => c.fields.brand_id === brand.id)) {
      throw new ApiError(
        409,
        "sole_proprietor_campaign_limit",
        `The SOLE_PROPRIETOR brand ${brand.id} already has its one campaign.`,
        { param: "brand_id" },
      );
    }
    const now = core.clock.now();
    const c: CampaignRecord = {
      id: newId(PREFIX.campaign),
      accountId: account.id,
      mode,
      fields,
      carriers: newCarrierStates(now),
      expiredAt: null,
      deactivatedAt: null,
      createdAt: now,
      updatedAt: now,
      submittedAt: now,
      reviewStartedAt: null,
      approvedAt: null,
    };
    campaigns(core, account, mode).set(c.id, c);
    submitCampaign(core, account, c, "submitted", now);
    return campaignView(core, account, c);
  },
  list: ({ core, account, mode, query }) => {
    const page = paginate(campaigns(core, account, mode), query.limit, query.cursor, {
      indexed: { brand_id: query.brand_id },
      where: (c) =>
        (query.status === undefined || campaignStatus(c) === query.status) &&
        (query.use_case === undefined || c.fields.use_case === query.use_case),
    });
    return { ...page, data: page.data.map((c) => campaignView(core, account, c)) };
  },
  get: ({ core, account, mode, params }) =>
    campaignView(core, account, findCampaign(core, account, mode, params.campaign_id)),
  update: ({ core, account, mode, params, body }) => {
    const c = findCampaign(core, account, mode, params.campaign_id);
    const next = merged(c.fields, body);
    const changed = changedFields(c.fields, next, ALL_FIELDS);
    const immutable = changed.filter((f) => CAMPAIGN_IMMUTABLE_FIELDS.includes(f));
    if (immutable.length > 0) throw immutableError("campaign", immutable);
    const status = campaignStatus(c);
    if (status === "EXPIRED" && changed.length > 0) {
      throw new ApiError(409, "campaign_expired", `The campaign ${c.id} is EXPIRED and can no longer change; register a new one.`);
    }
    const review = changed.filter((f) => CAMPAIGN_FIELD_RULES[f] === "review");
    if (review.length > 0 && status === "SUSPENDED") {
      throw new ApiError(
        409,
        "campaign_suspended",
        `The campaign ${c.id} is SUSPENDED by a carrier; ${review.join(", ")} cannot change until it is reinstated.`,
      );
    }
    const problems = campaignProblems(next);
    if (problems.length > 0) throw invalid(problems);
    if (!next.number_pool && next.use_case !== "SOLE_PROPRIETOR") {
      const held = numberCount(core, account, mode, c.id);
      if (held > MAX_NUMBERS_WITHOUT_POOL) {
        throw new ApiError(
          409,
          "campaign_number_limit",
          `The campaign ${c.id} has ${held} numbers; without number_pool it may have ${MAX_NUMBERS_WITHOUT_POOL}.`,
          { param: "number_pool" },
        );
      }
    }
    c.fields = next;
    if (review.length > 0) submitCampaign(core, account, c, "resubmitted");
    else if (changed.length > 0) c.updatedAt = core.clock.now();
    return campaignView(core, account, c);
  },
  resubmit: ({ core, account, mode, params }) => {
    const c = findCampaign(core, account, mode, params.campaign_id);
    const status = campaignStatus(c);
    if (status !== "REJECTED") {
      throw new ApiError(
        409,
        "campaign_not_resubmittable",
        `The campaign ${c.id} is ${status}; only a REJECTED campaign can be resubmitted.`,
      );
    }
    brandFor(core, account, mode, c.fields.brand_id);
    submitCampaign(core, account, c, "resubmitted");
    return campaignView(core, account, c);
  },
  delete: ({ core, account, mode, params }) =>
    deactivateCampaign(core, account, findCampaign(core, account, mode, params.campaign_id)),
});
