import { z } from "zod";
import { RegistrationReason } from "./brands";
import type { BodyProblem } from "./problems";
import { Metadata, Mode, Timestamp } from "./common";
import { ListOf, PageQuery } from "./envelopes";
import { endpoint } from "./endpoint";

/**
 * 10DLC campaigns: what a brand will send, reviewed by each carrier (spec 1, 3, 6, 8). Fields follow
 * The Campaign Registry's campaign record as Twilio and Telnyx expose it, in snake_case.
 */

/** TCR standard use cases plus the common special ones. */
export const STANDARD_USE_CASES = [
  "2FA",
  "ACCOUNT_NOTIFICATION",
  "CUSTOMER_CARE",
  "DELIVERY_NOTIFICATION",
  "FRAUD_ALERT",
  "HIGHER_EDUCATION",
  "MARKETING",
  "POLLING_VOTING",
  "PUBLIC_SERVICE_ANNOUNCEMENT",
  "SECURITY_ALERT",
] as const;
export const USE_CASES = [
  ...STANDARD_USE_CASES,
  "MIXED",
  "LOW_VOLUME",
  "SOLE_PROPRIETOR",
  "AGENTS_FRANCHISES",
  "CHARITY",
  "EMERGENCY",
  "K12_EDUCATION",
  "POLITICAL",
  "PROXY",
  "SOCIAL",
  "SWEEPSTAKE",
] as const;
export const UseCase = z.enum(USE_CASES);
export type UseCase = z.infer<typeof UseCase>;
const SubUseCase = z.enum(STANDARD_USE_CASES);

/** The carriers that review each campaign and assign its throughput (spec 8). */
export const CARRIERS = ["att", "tmobile", "verizon"] as const;
export const Carrier = z.enum(CARRIERS);
export type Carrier = z.infer<typeof Carrier>;
export const CARRIER_NAMES: Record<Carrier, string> = { att: "AT&T", tmobile: "T-Mobile", verizon: "Verizon Wireless" };

/**
 * One carrier's decision: PENDING (in review) → APPROVED | REJECTED; an APPROVED campaign may
 * later be SUSPENDED (and reinstated to APPROVED).
 */
const CARRIER_STATUSES = ["PENDING", "APPROVED", "REJECTED", "SUSPENDED"] as const;
export const CarrierStatus = z.enum(CARRIER_STATUSES);
export type CarrierStatus = z.infer<typeof CarrierStatus>;

/**
 * Campaign status, derived from the carriers: PENDING (in review by at least one carrier) →
 * ACTIVE (every carrier APPROVED: numbers on it may send) | REJECTED (any carrier REJECTED; fix a
 * review field or resubmit); an ACTIVE campaign can become SUSPENDED (any carrier SUSPENDED) or
 * EXPIRED (terminal). DEACTIVATED is the state a DELETE leaves, seen only in its response and
 * event; afterwards the campaign reads as 404.
 */
const CAMPAIGN_STATUSES = ["PENDING", "ACTIVE", "REJECTED", "SUSPENDED", "EXPIRED", "DEACTIVATED"] as const;
export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/**
 * How a change to each campaign field is treated after submission — the one definition the
 * provider (replace vs update in place) and the YAML toolkit's plan (sends back into review?)
 * import.
 * - immutable: a different value is refused (422 field_immutable); register a new campaign.
 * - review: the change sends the campaign back into carrier review (status PENDING, every carrier
 *   PENDING, campaign.status_changed fires); sending stops until it is ACTIVE again.
 * - in_place: updated with no effect on registration.
 */
export const CAMPAIGN_FIELD_RULES = {
  brand_id: "immutable",
  use_case: "immutable",
  sub_use_cases: "immutable",
  description: "review",
  message_flow: "review",
  sample_messages: "review",
  opt_in_keywords: "review",
  opt_in_message: "review",
  opt_out_keywords: "review",
  opt_out_message: "review",
  help_keywords: "review",
  help_message: "review",
  embedded_links: "review",
  embedded_phone: "review",
  number_pool: "review",
  age_gated: "review",
  direct_lending: "review",
  affiliate_marketing: "review",
  subscriber_opt_in: "review",
  subscriber_opt_out: "review",
  subscriber_help: "review",
  privacy_policy_url: "review",
  terms_url: "review",
  metadata: "in_place",
} as const satisfies Record<string, "immutable" | "review" | "in_place">;
export type CampaignField = keyof typeof CAMPAIGN_FIELD_RULES;
const fieldsWith = (rule: string) =>
  (Object.keys(CAMPAIGN_FIELD_RULES) as CampaignField[]).filter((f) => CAMPAIGN_FIELD_RULES[f] === rule);
/** Campaign fields that cannot change after submission: a change needs a new campaign. */
export const CAMPAIGN_IMMUTABLE_FIELDS: readonly CampaignField[] = fieldsWith("immutable");
/** Campaign fields whose change sends the campaign back into carrier review. */
export const CAMPAIGN_REVIEW_FIELDS: readonly CampaignField[] = fieldsWith("review");

/** CTIA opt-out words: the default opt_out_keywords. */
export const DEFAULT_OPT_OUT_KEYWORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const DEFAULT_HELP_KEYWORDS = ["HELP", "INFO"] as const;
/** Numbers a campaign without number_pool may hold (T-Mobile's rule); SOLE_PROPRIETOR campaigns hold one. */
export const MAX_NUMBERS_WITHOUT_POOL = 49;

/** How the service stores keywords: upper case (STOP, HELP), in the order given. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  return keywords.map((k) => k.toUpperCase());
}

const Keyword = z.string().regex(/^[A-Za-z0-9]{1,30}$/, "letters and digits only, up to 30");
const Keywords = z
  .array(Keyword)
  .max(20)
  .refine((k) => new Set(k.map((x) => x.toUpperCase())).size === k.length, "keywords must not repeat");
const Reply = z.string().min(20).max(320);
const HttpUrl = z.url({ protocol: /^https?$/, error: "an http(s) URL, e.g. https://example.com/privacy" }).max(255);

const review = " Changing it sends the campaign back into review.";
const immutable = " Immutable after submission.";

export const CreateCampaignBody = z.strictObject({
  brand_id: z.string().meta({ description: "The bn_ brand sending; PENDING or VERIFIED." + immutable }),
  use_case: UseCase.meta({ description: "What the messages are for." + immutable }),
  sub_use_cases: z
    .array(SubUseCase)
    .max(5)
    .optional()
    .meta({ description: "2 to 5 standard use cases for MIXED and LOW_VOLUME; none otherwise." + immutable }),
  description: z.string().min(40).max(4096).meta({ description: "What the campaign sends and why." + review }),
  message_flow: z
    .string()
    .min(40)
    .max(4096)
    .meta({ description: "How recipients opt in (call to action, form, keyword) and what they are told." + review }),
  sample_messages: z
    .array(z.string().min(20).max(1024))
    .min(2)
    .max(5)
    .meta({ description: "2 to 5 representative messages." + review }),
  opt_in_keywords: Keywords.optional().meta({ description: "Keywords that subscribe; none by default." + review }),
  opt_in_message: Reply.nullable()
    .optional()
    .meta({ description: "Reply to an opt-in keyword; required when opt_in_keywords is not empty." + review }),
  opt_out_keywords: Keywords.optional().meta({
    description: `Keywords that unsubscribe; must include STOP. Default ${DEFAULT_OPT_OUT_KEYWORDS.join(", ")}.` + review,
  }),
  opt_out_message: Reply.nullable()
    .optional()
    .meta({ description: "Reply to an opt-out keyword; required when subscriber_opt_out is true." + review }),
  help_keywords: Keywords.optional().meta({
    description: `Keywords that ask for help; must include HELP. Default ${DEFAULT_HELP_KEYWORDS.join(", ")}.` + review,
  }),
  help_message: Reply.nullable()
    .optional()
    .meta({ description: "Reply to a help keyword; required when subscriber_help is true." + review }),
  embedded_links: z.boolean().optional().meta({ description: "Messages contain URLs. Default false." + review }),
  embedded_phone: z.boolean().optional().meta({ description: "Messages contain phone numbers. Default false." + review }),
  number_pool: z
    .boolean()
    .optional()
    .meta({ description: `More than ${MAX_NUMBERS_WITHOUT_POOL} numbers will send. Default false.` + review }),
  age_gated: z.boolean().optional().meta({ description: "Age-gated content. Default false." + review }),
  direct_lending: z.boolean().optional().meta({ description: "Direct lending or loan arrangement. Default false." + review }),
  affiliate_marketing: z.boolean().optional().meta({ description: "Affiliate marketing. Default false." + review }),
  subscriber_opt_in: z.boolean().optional().meta({ description: "Recipients opt in. Default true." + review }),
  subscriber_opt_out: z.boolean().optional().meta({ description: "Recipients can opt out. Default true." + review }),
  subscriber_help: z.boolean().optional().meta({ description: "Recipients can ask for help. Default true." + review }),
  privacy_policy_url: HttpUrl.nullable().optional().meta({ description: review.trim() }),
  terms_url: HttpUrl.nullable().optional().meta({ description: review.trim() }),
  metadata: Metadata.optional(),
});
export type CreateCampaignBody = z.infer<typeof CreateCampaignBody>;

/** A campaign's registration fields as the service stores them: defaults applied, keywords upper case. */
export type CampaignSubmission = Pick<Campaign, CampaignField>;

/** A create body as the service stores it. */
export function campaignSubmission(body: CreateCampaignBody): CampaignSubmission {
  return {
    brand_id: body.brand_id,
    use_case: body.use_case,
    sub_use_cases: [...(body.sub_use_cases ?? [])],
    description: body.description,
    message_flow: body.message_flow,
    sample_messages: [...body.sample_messages],
    opt_in_keywords: normalizeKeywords(body.opt_in_keywords ?? []),
    opt_in_message: body.opt_in_message ?? null,
    opt_out_keywords: normalizeKeywords(body.opt_out_keywords ?? DEFAULT_OPT_OUT_KEYWORDS),
    opt_out_message: body.opt_out_message ?? null,
    help_keywords: normalizeKeywords(body.help_keywords ?? DEFAULT_HELP_KEYWORDS),
    help_message: body.help_message ?? null,
    embedded_links: body.embedded_links ?? false,
    embedded_phone: body.embedded_phone ?? false,
    number_pool: body.number_pool ?? false,
    age_gated: body.age_gated ?? false,
    direct_lending: body.direct_lending ?? false,
    affiliate_marketing: body.affiliate_marketing ?? false,
    subscriber_opt_in: body.subscriber_opt_in ?? true,
    subscriber_opt_out: body.subscriber_opt_out ?? true,
    subscriber_help: body.subscriber_help ?? true,
    privacy_policy_url: body.privacy_policy_url ?? null,
    terms_url: body.terms_url ?? null,
    metadata: { ...(body.metadata ?? {}) },
  };
}

const KEYWORD_LISTS = ["opt_in_keywords", "opt_out_keywords", "help_keywords"] as const;

/**
 * The rules between campaign fields that TCR applies at submission (create, and a PATCH on the
 * merged campaign): the one definition the emulator answers 400 with and the Campaign kind checks
 * offline. Rules that need the brand (its entity type) are the service's alone.
 */
export function campaignProblems(f: CampaignSubmission): BodyProblem[] {
  const p: BodyProblem[] = [];
  const mixed = f.use_case === "MIXED" || f.use_case === "LOW_VOLUME";
  if (mixed && (f.sub_use_cases.length < 2 || new Set(f.sub_use_cases).size !== f.sub_use_cases.length)) {
    p.push({ param: "sub_use_cases", message: `${f.use_case} needs 2 to 5 different standard use cases` });
  }
  if (!mixed && f.sub_use_cases.length > 0) {
    p.push({ param: "sub_use_cases", message: "only MIXED and LOW_VOLUME campaigns have sub use cases" });
  }
  if (f.opt_in_keywords.length > 0 && f.opt_in_message === null) {
    p.push({ param: "opt_in_message", message: "required when opt_in_keywords is not empty" });
  }
  if (f.subscriber_opt_out) {
    if (!f.opt_out_keywords.includes("STOP")) p.push({ param: "opt_out_keywords", message: "must include STOP" });
    if (f.opt_out_message === null) p.push({ param: "opt_out_message", message: "required when subscriber_opt_out is true" });
  }
  if (f.subscriber_help) {
    if (!f.help_keywords.includes("HELP")) p.push({ param: "help_keywords", message: "must include HELP" });
    if (f.help_message === null) p.push({ param: "help_message", message: "required when subscriber_help is true" });
  }
  KEYWORD_LISTS.forEach((earlier, i) => {
    for (const later of KEYWORD_LISTS.slice(i + 1)) {
      const both = f[later].filter((k) => f[earlier].includes(k));
      if (both.length > 0) p.push({ param: later, message: `${both.join(", ")} is also in ${earlier}; a keyword has one meaning` });
    }
  });
  return p;
}

/** Every field optional; unchanged values of immutable fields are accepted. Metadata is replaced whole. */
export const UpdateCampaignBody = CreateCampaignBody.partial();
export type UpdateCampaignBody = z.infer<typeof UpdateCampaignBody>;

export const CampaignCarrier = z
  .object({
    carrier: Carrier,
    name: z.string().meta({ description: "Display name, e.g. AT&T" }),
    status: CarrierStatus,
    reasons: z.array(RegistrationReason).meta({ description: "Why REJECTED or SUSPENDED; empty otherwise" }),
    throughput_per_second: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: "Messages per second this carrier assigns the campaign once APPROVED; null otherwise or when it sets none" }),
    daily_cap: z
      .number()
      .int()
      .min(0)
      .nullable()
      .meta({ description: "Messages per day this carrier allows the brand (T-Mobile); null when it sets none" }),
    updated_at: Timestamp.nullable(),
  })
  .meta({ id: "CampaignCarrier" });
export type CampaignCarrier = z.infer<typeof CampaignCarrier>;

export const Campaign = z
  .object({
    id: z.string().meta({ description: "Campaign id, prefix cmp_" }),
    object: z.literal("campaign"),
    mode: Mode,
    brand_id: z.string(),
    use_case: UseCase,
    sub_use_cases: z.array(SubUseCase),
    description: z.string(),
    message_flow: z.string(),
    sample_messages: z.array(z.string()),
    opt_in_keywords: z.array(z.string()),
    opt_in_message: z.string().nullable(),
    opt_out_keywords: z.array(z.string()),
    opt_out_message: z.string().nullable(),
    help_keywords: z.array(z.string()),
    help_message: z.string().nullable(),
    embedded_links: z.boolean(),
    embedded_phone: z.boolean(),
    number_pool: z.boolean(),
    age_gated: z.boolean(),
    direct_lending: z.boolean(),
    affiliate_marketing: z.boolean(),
    subscriber_opt_in: z.boolean(),
    subscriber_opt_out: z.boolean(),
    subscriber_help: z.boolean(),
    privacy_policy_url: z.string().nullable(),
    terms_url: z.string().nullable(),
    metadata: Metadata,
    status: CampaignStatus,
    status_reasons: z
      .array(RegistrationReason)
      .meta({ description: "Why REJECTED or SUSPENDED (every carrier's reasons); empty otherwise" }),
    carriers: z.array(CampaignCarrier).meta({ description: "Each carrier's review status and assigned throughput" }),
    throughput_per_second: z.number().min(0).nullable().meta({
      description:
        "Messages per second accepted messages drain at (spec 8): the lowest per-second rate the carriers assign. " +
        "Null unless ACTIVE",
    }),
    number_count: z.number().int().min(0).meta({ description: "Phone numbers associated with the campaign" }),
    created_at: Timestamp,
    updated_at: Timestamp,
    submitted_at: Timestamp.meta({ description: "Last (re)submission for review" }),
    review_started_at: Timestamp.nullable().meta({
      description: "When carrier review of the last submission began: null while the brand is still PENDING",
    }),
    approved_at: Timestamp.nullable().meta({ description: "When the campaign last became ACTIVE" }),
  })
  .meta({ id: "Campaign" });
export type Campaign = z.infer<typeof Campaign>;

/** What made a campaign.status_changed event fire. */
const CAMPAIGN_CHANGE_CAUSES = [
  "submitted",
  "resubmitted",
  "carrier_review",
  "brand_unverified",
  "expired",
  "deactivated",
] as const;

/**
 * data of a campaign.status_changed event (spec 6 leaves it open). Fires on every change of the
 * campaign's status or of any carrier's status, including the first submission (previous_status null).
 */
export const CampaignStatusChangedData = z
  .object({
    object: z.literal("campaign_status_change"),
    campaign_id: z.string(),
    brand_id: z.string(),
    previous_status: CampaignStatus.nullable().meta({ description: "Null for the first submission" }),
    status: CampaignStatus,
    cause: z.enum(CAMPAIGN_CHANGE_CAUSES).meta({
      description:
        "submitted (created), resubmitted (review edit or resubmit), carrier_review (a carrier decided: approval, " +
        "rejection, suspension, reinstatement), brand_unverified, expired, deactivated (deleted)",
    }),
    changed_carriers: z
      .array(z.object({ carrier: Carrier, previous_status: CarrierStatus.nullable(), status: CarrierStatus }))
      .meta({ description: "The carriers whose status changed in this event" }),
    carriers: z.array(CampaignCarrier).meta({ description: "Every carrier's status after the change" }),
    reasons: z
      .array(RegistrationReason)
      .meta({ description: "Reasons given with this change (rejection, suspension); empty otherwise" }),
    throughput_per_second: z.number().min(0).nullable(),
    occurred_at: Timestamp,
  })
  .meta({ id: "CampaignStatusChangedData" });
export type CampaignStatusChangedData = z.infer<typeof CampaignStatusChangedData>;

const CampaignParams = z.object({ campaign_id: z.string() });

export const campaignEndpoints = {
  create: endpoint({
    id: "campaigns.create",
    method: "POST",
    path: "/v1/campaigns",
    summary:
      "Register a campaign for a PENDING or VERIFIED brand. It starts PENDING; carrier review starts once the brand " +
      "is VERIFIED and each carrier decides on the emulator clock (defaults: AT&T 24 h, T-Mobile 36 h, Verizon 48 h).",
    scopes: ["registration:write"],
    group: "registration",
    body: CreateCampaignBody,
    response: Campaign,
    status: 201,
    errors: [
      { status: 404, code: "resource_not_found", when: "brand_id names no brand of this mode" },
      { status: 409, code: "brand_not_verified", when: "the brand is UNVERIFIED" },
      { status: 409, code: "sole_proprietor_campaign_limit", when: "a SOLE_PROPRIETOR brand already has a campaign" },
      {
        status: 422,
        code: "use_case_not_allowed",
        when: "use_case SOLE_PROPRIETOR for a brand of another entity type, or another use case for a SOLE_PROPRIETOR brand",
      },
    ],
  }),
  list: endpoint({
    id: "campaigns.list",
    method: "GET",
    path: "/v1/campaigns",
    summary: "List campaigns of the caller's mode, newest first.",
    scopes: ["registration:read"],
    group: "reads",
    query: PageQuery.extend({
      brand_id: z.string().optional(),
      status: CampaignStatus.optional(),
      use_case: UseCase.optional(),
    }),
    response: ListOf(Campaign),
  }),
  get: endpoint({
    id: "campaigns.get",
    method: "GET",
    path: "/v1/campaigns/{campaign_id}",
    summary: "Read one campaign: status, per-carrier status, reasons and throughput.",
    scopes: ["registration:read"],
    group: "reads",
    params: CampaignParams,
    response: Campaign,
  }),
  update: endpoint({
    id: "campaigns.update",
    method: "PATCH",
    path: "/v1/campaigns/{campaign_id}",
    summary:
      "Update a campaign. Immutable fields (CAMPAIGN_IMMUTABLE_FIELDS) refuse a different value; a change to a " +
      "review field (CAMPAIGN_REVIEW_FIELDS) sends the campaign back into review (PENDING) and fires " +
      "campaign.status_changed.",
    scopes: ["registration:write"],
    group: "registration",
    params: CampaignParams,
    body: UpdateCampaignBody,
    response: Campaign,
    errors: [
      { status: 422, code: "field_immutable", when: "an immutable field is given a different value" },
      { status: 409, code: "campaign_expired", when: "the campaign is EXPIRED" },
      { status: 409, code: "campaign_suspended", when: "a review field changes while the campaign is SUSPENDED" },
      { status: 409, code: "campaign_number_limit", when: "number_pool is turned off while the campaign holds more numbers than it allows" },
    ],
  }),
  resubmit: endpoint({
    id: "campaigns.resubmit",
    method: "POST",
    path: "/v1/campaigns/{campaign_id}/resubmit",
    summary: "Send a REJECTED campaign back into review without changes (an appeal).",
    scopes: ["registration:write"],
    group: "registration",
    params: CampaignParams,
    response: Campaign,
    errors: [{ status: 409, code: "campaign_not_resubmittable", when: "the campaign is not REJECTED" }],
  }),
  delete: endpoint({
    id: "campaigns.delete",
    method: "DELETE",
    path: "/v1/campaigns/{campaign_id}",
    summary:
      "Deactivate a campaign: its numbers lose the association, campaign.status_changed fires with DEACTIVATED, and " +
      "the response shows it DEACTIVATED; afterwards it reads as 404.",
    scopes: ["registration:write"],
    group: "registration",
    params: CampaignParams,
    response: Campaign,
  }),
};
