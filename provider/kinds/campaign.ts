// Campaign: a 10DLC campaign of a brand, reviewed by each carrier (spec 1, 3, 6, 8). Fields follow
// schema/campaigns.ts in camelCase. CAMPAIGN_FIELD_RULES decides the diff: immutable fields
// (brandId, useCase, subUseCases) force replacement (a new registration); the rest update in place,
// and of those the review fields (reviewFields) send the campaign back into carrier review.
//
// Keywords are kept as the service stores them (upper case); subUseCases and keyword lists compare
// as sets. Waiting: with `waitFor: "ACTIVE"`, create and update return only once every carrier
// approved; REJECTED, SUSPENDED or EXPIRED fails with the carriers' reasons, a timeout with the
// status reached. Both are ObjectNotReadyError: the campaign exists and stays in state.
import { z } from "zod";
import {
  CAMPAIGN_FIELD_RULES,
  CAMPAIGN_REVIEW_FIELDS,
  type Campaign as WireCampaign,
  type CampaignField,
  CreateCampaignBody,
  DEFAULT_HELP_KEYWORDS,
  DEFAULT_OPT_OUT_KEYWORDS,
  normalizeKeywords,
} from "../../schema/campaigns";
import { Metadata } from "../../schema/common";
import { type ChangeKind, type FieldRule, type Kind, type KindObject, ObjectNotReadyError } from "./kind";
import {
  attempt,
  createOptions,
  type Client,
  deleteOrGone,
  eachItem,
  normalized,
  opt,
  readOrGone,
  reasonText,
  sentence,
  type SdkContext,
  waitFor,
} from "./support";

export const DEFAULT_WAIT_TIMEOUT_SECONDS = 900;

const c = CreateCampaignBody.shape;
const keywords = (schema: typeof c.opt_in_keywords, fallback: readonly string[]) =>
  schema.unwrap().transform(normalizeKeywords).default([...fallback]);

export const CampaignDesired = z.strictObject({
  brandId: c.brand_id,
  useCase: c.use_case,
  subUseCases: c.sub_use_cases.unwrap().default([]),
  description: c.description,
  messageFlow: c.message_flow,
  sampleMessages: c.sample_messages,
  optInKeywords: keywords(c.opt_in_keywords, []).meta({ description: "Keywords that subscribe (kept upper case); none by default" }),
  optInMessage: c.opt_in_message,
  optOutKeywords: keywords(c.opt_out_keywords, DEFAULT_OPT_OUT_KEYWORDS).meta({
    description: `Keywords that unsubscribe (kept upper case); must include STOP. Default ${DEFAULT_OPT_OUT_KEYWORDS.join(", ")}`,
  }),
  optOutMessage: c.opt_out_message,
  helpKeywords: keywords(c.help_keywords, DEFAULT_HELP_KEYWORDS).meta({
    description: `Keywords that ask for help (kept upper case); must include HELP. Default ${DEFAULT_HELP_KEYWORDS.join(", ")}`,
  }),
  helpMessage: c.help_message,
  embeddedLinks: c.embedded_links.unwrap().default(false),
  embeddedPhone: c.embedded_phone.unwrap().default(false),
  numberPool: c.number_pool.unwrap().default(false),
  ageGated: c.age_gated.unwrap().default(false),
  directLending: c.direct_lending.unwrap().default(false),
  affiliateMarketing: c.affiliate_marketing.unwrap().default(false),
  subscriberOptIn: c.subscriber_opt_in.unwrap().default(true),
  subscriberOptOut: c.subscriber_opt_out.unwrap().default(true),
  subscriberHelp: c.subscriber_help.unwrap().default(true),
  privacyPolicyUrl: c.privacy_policy_url,
  termsUrl: c.terms_url,
  metadata: Metadata.default({}),
  waitFor: z
    .enum(["ACTIVE"])
    .optional()
    .meta({ description: "Create and update wait until every carrier approved (ACTIVE); a rejection fails with the reasons" }),
  waitTimeoutSeconds: z
    .number()
    .min(1)
    .max(30 * 86_400)
    .default(DEFAULT_WAIT_TIMEOUT_SECONDS)
    .meta({ description: "How long waitFor waits before failing (the campaign stays registered)" }),
});
export type CampaignDesired = z.output<typeof CampaignDesired>;
export type CampaignInput = z.input<typeof CampaignDesired>;

export interface CampaignCarrierStatus {
  carrier: string;
  name: string;
  /** PENDING, APPROVED, REJECTED or SUSPENDED. */
  status: string;
  reasons: { code: string; description: string }[];
  throughputPerSecond: number | null;
  dailyCap: number | null;
}

export interface CampaignOutputs {
  /** PENDING, ACTIVE, REJECTED, SUSPENDED or EXPIRED. */
  status: string;
  /** Why REJECTED or SUSPENDED (every carrier's reasons); empty otherwise. */
  statusReasons: { code: string; description: string }[];
  /** Each carrier's review status, reasons and throughput. */
  carriers: CampaignCarrierStatus[];
  /** Messages per second accepted messages drain at (spec 8); null unless ACTIVE. */
  throughputPerSecond: number | null;
  numberCount: number;
  submittedAt: string;
  approvedAt: string | null;
  mode: string;
  createdAt: string;
}

type Registered = Exclude<keyof CampaignDesired, "waitFor" | "waitTimeoutSeconds">;

/** Desired field ↔ wire field. */
const WIRE: Record<Registered, CampaignField> = {
  brandId: "brand_id",
  useCase: "use_case",
  subUseCases: "sub_use_cases",
  description: "description",
  messageFlow: "message_flow",
  sampleMessages: "sample_messages",
  optInKeywords: "opt_in_keywords",
  optInMessage: "opt_in_message",
  optOutKeywords: "opt_out_keywords",
  optOutMessage: "opt_out_message",
  helpKeywords: "help_keywords",
  helpMessage: "help_message",
  embeddedLinks: "embedded_links",
  embeddedPhone: "embedded_phone",
  numberPool: "number_pool",
  ageGated: "age_gated",
  directLending: "direct_lending",
  affiliateMarketing: "affiliate_marketing",
  subscriberOptIn: "subscriber_opt_in",
  subscriberOptOut: "subscriber_opt_out",
  subscriberHelp: "subscriber_help",
  privacyPolicyUrl: "privacy_policy_url",
  termsUrl: "terms_url",
  metadata: "metadata",
};

/** Fields the API lets clear with null. */
const NULLABLE = new Set<Registered>(["optInMessage", "optOutMessage", "helpMessage", "privacyPolicyUrl", "termsUrl"]);
/** Arrays that are sets. */
const UNORDERED = new Set<Registered>(["subUseCases", "optInKeywords", "optOutKeywords", "helpKeywords"]);

function rule(field: Registered): FieldRule {
  const change: ChangeKind = CAMPAIGN_FIELD_RULES[WIRE[field]] === "immutable" ? "replace" : "update";
  return UNORDERED.has(field) ? { change, unordered: true } : { change };
}

/** Desired field names whose change sends the campaign back into carrier review. */
export const reviewFields: readonly string[] = (Object.keys(WIRE) as Registered[]).filter((f) =>
  CAMPAIGN_REVIEW_FIELDS.includes(WIRE[f]),
);

type Wire = Pick<
  WireCampaign,
  | "id" | "mode" | CampaignField | "status" | "status_reasons" | "carriers" | "throughput_per_second" | "number_count"
  | "created_at" | "submitted_at" | "approved_at"
>;

function fromWire(wire: unknown): KindObject<CampaignDesired, CampaignOutputs> {
  const w = wire as Wire;
  const raw: Record<string, unknown> = {};
  for (const [field, wireField] of Object.entries(WIRE)) raw[field] = opt(w[wireField]);
  return {
    id: w.id,
    desired: normalized(CampaignDesired, raw),
    outputs: {
      status: w.status,
      statusReasons: w.status_reasons.map((r) => ({ code: r.code, description: r.description })),
      carriers: w.carriers.map((k) => ({
        carrier: k.carrier,
        name: k.name,
        status: k.status,
        reasons: k.reasons.map((r) => ({ code: r.code, description: r.description })),
        throughputPerSecond: k.throughput_per_second,
        dailyCap: k.daily_cap,
      })),
      throughputPerSecond: w.throughput_per_second,
      numberCount: w.number_count,
      submittedAt: w.submitted_at,
      approvedAt: w.approved_at,
      mode: w.mode,
      createdAt: w.created_at,
    },
  };
}

function wireValue(d: CampaignDesired, field: Registered): unknown {
  const v = d[field];
  return v === undefined && NULLABLE.has(field) ? null : v;
}

function toWire(d: CampaignDesired): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(WIRE) as Registered[]) {
    const v = d[field];
    if (v !== undefined && v !== null) body[WIRE[field]] = v;
  }
  return body;
}

const FAILED = new Set(["REJECTED", "SUSPENDED", "EXPIRED", "DEACTIVATED"]);

/** The carriers' reasons, each naming its carrier; the campaign's own when no carrier gave one. */
function reasonsOf(o: CampaignOutputs): string[] {
  const byCarrier = o.carriers.flatMap((k) => k.reasons.map((r) => `${k.name} ${k.status}: ${reasonText(r)}`));
  return byCarrier.length > 0 ? byCarrier : o.statusReasons.map(reasonText);
}

function carrierSummary(o: CampaignOutputs): string {
  return `${o.status} (${o.carriers.map((k) => `${k.name} ${k.status}`).join(", ")})`;
}

/** With waitFor set: wait until ACTIVE; a failed review or a timeout is an ObjectNotReadyError. */
async function settle(
  ctx: SdkContext,
  id: string,
  desired: CampaignDesired,
  outputs: CampaignOutputs,
): Promise<CampaignOutputs> {
  if (desired.waitFor === undefined) return outputs;
  const result = await waitFor({
    ctx,
    what: `Campaign ${id} to be ${desired.waitFor}`,
    timeoutSeconds: desired.waitTimeoutSeconds,
    read: async () =>
      fromWire(await attempt(`Campaign ${id}: read`, () => ctx.client.campaigns.get(id, { signal: ctx.signal }))).outputs,
    check: (o) => (o.status === "ACTIVE" ? "done" : FAILED.has(o.status) ? { failed: reasonsOf(o) } : "waiting"),
    status: carrierSummary,
  });
  if (result.ok) return result.value;
  const message = result.timedOut
    ? `Campaign ${id}: still ${carrierSummary(result.value)} after ${desired.waitTimeoutSeconds} s (waitTimeoutSeconds); ` +
    "the campaign is registered and kept: refresh later, or raise waitTimeoutSeconds"
    : `Campaign ${id} is ${result.value.status}: ${sentence(result.reasons)} ` +
      (result.value.status === "REJECTED"
        ? "Fix a review field and apply (it goes back into review), or resubmit the campaign"
        : "It cannot become ACTIVE as it is");
  throw new ObjectNotReadyError(message, id, result.value, result.reasons);
}

type CreateBody = Parameters<Client["campaigns"]["create"]>[0];
type UpdateBody = Parameters<Client["campaigns"]["update"]>[1];

export const Campaign = {
  name: "Campaign",
  description:
    "A 10DLC campaign of a brand, reviewed by each carrier. Immutable fields (brandId, useCase, subUseCases) replace " +
    "it; review fields send it back into carrier review. Optional waitFor: ACTIVE.",
  schema: CampaignDesired,
  fields: {
    brandId: rule("brandId"),
    useCase: rule("useCase"),
    subUseCases: rule("subUseCases"),
    description: rule("description"),
    messageFlow: rule("messageFlow"),
    sampleMessages: rule("sampleMessages"),
    optInKeywords: rule("optInKeywords"),
    optInMessage: rule("optInMessage"),
    optOutKeywords: rule("optOutKeywords"),
    optOutMessage: rule("optOutMessage"),
    helpKeywords: rule("helpKeywords"),
    helpMessage: rule("helpMessage"),
    embeddedLinks: rule("embeddedLinks"),
    embeddedPhone: rule("embeddedPhone"),
    numberPool: rule("numberPool"),
    ageGated: rule("ageGated"),
    directLending: rule("directLending"),
    affiliateMarketing: rule("affiliateMarketing"),
    subscriberOptIn: rule("subscriberOptIn"),
    subscriberOptOut: rule("subscriberOptOut"),
    subscriberHelp: rule("subscriberHelp"),
    privacyPolicyUrl: rule("privacyPolicyUrl"),
    termsUrl: rule("termsUrl"),
    metadata: rule("metadata"),
    waitFor: "local",
    waitTimeoutSeconds: "local",
  },
  outputs: {
    status: {},
    statusReasons: {},
    carriers: {},
    throughputPerSecond: {},
    numberCount: {},
    submittedAt: {},
    approvedAt: {},
    mode: { stable: true },
    createdAt: { stable: true },
  },
  toWire,
  fromWire,

  async read(ctx, id) {
    const w = await readOrGone(`Campaign ${id}: read`, () => ctx.client.campaigns.get(id, { signal: ctx.signal }));
    return w === undefined ? undefined : fromWire(w);
  },

  async create(ctx, desired) {
    const w = await attempt(`Campaign (${desired.useCase} for brand ${desired.brandId}): create`, () =>
      ctx.client.campaigns.create(toWire(desired) as CreateBody, createOptions(ctx)),
    );
    return { id: w.id, outputs: await settle(ctx, w.id, desired, fromWire(w).outputs) };
  },

  async update(ctx, id, { news, diff }) {
    const body: Record<string, unknown> = {};
    for (const field of diff.updateFields as Registered[]) {
      if (field in WIRE) body[WIRE[field]] = wireValue(news, field);
    }
    const w = await attempt(`Campaign ${id}: update`, () => ctx.client.campaigns.update(id, body as UpdateBody, { signal: ctx.signal }));
    return settle(ctx, id, news, fromWire(w).outputs);
  },

  async delete(ctx, id) {
    await deleteOrGone(`Campaign ${id}: delete`, () => ctx.client.campaigns.delete(id, { signal: ctx.signal }));
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.campaigns.list({ limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<CampaignDesired, CampaignOutputs, Client>;
