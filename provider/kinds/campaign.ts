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
  campaignProblems,
  campaignSubmission,
  CreateCampaignBody,
  DEFAULT_HELP_KEYWORDS,
  DEFAULT_OPT_OUT_KEYWORDS,
  normalizeKeywords,
} from "../../schema/campaigns";
import { Metadata } from "../../schema/common";
import { declareFields, locals, wire } from "./fields";
import { type Kind, type KindObject } from "./kind";
import { preflightCheck, preflightFields } from "./preflight";
import { awaitRegistration, EVERY_RUN, judged, waitFields } from "./registration";
import {
  attempt,
  createOptions,
  type Client,
  deleteOrGone,
  eachItem,
  normalized,
  readOrGone,
  reasonText,
  type SdkContext,
} from "./support";

const c = CreateCampaignBody.shape;
const keywords = (schema: typeof c.opt_in_keywords, fallback: readonly string[]) =>
  schema.unwrap().transform(normalizeKeywords).default([...fallback]);
/** The wire field's description, which unwrap() leaves behind on the optional wrapper. */
const described = <T extends z.ZodType>(from: z.ZodType, schema: T) =>
  schema.meta({ description: z.globalRegistry.get(from)?.description ?? "" });
/** A wire flag with its default. */
const flag = (schema: typeof c.embedded_links, fallback: boolean) =>
  described(schema, schema.unwrap().default(fallback));

/** Each field once: name, wire name, type; the change rule and review impact are CAMPAIGN_FIELD_RULES'. */
const FIELDS = declareFields(
  {
    brandId: wire("brand_id", c.brand_id),
    useCase: wire("use_case", c.use_case),
    subUseCases: wire("sub_use_cases", described(c.sub_use_cases, c.sub_use_cases.unwrap().default([])), { unordered: true }),
    description: wire("description", c.description),
    messageFlow: wire("message_flow", c.message_flow),
    sampleMessages: wire("sample_messages", c.sample_messages),
    optInKeywords: wire(
      "opt_in_keywords",
      keywords(c.opt_in_keywords, []).meta({ description: "Keywords that subscribe (kept upper case); none by default" }),
      { unordered: true },
    ),
    optInMessage: wire("opt_in_message", c.opt_in_message, { clearable: true }),
    optOutKeywords: wire(
      "opt_out_keywords",
      keywords(c.opt_out_keywords, DEFAULT_OPT_OUT_KEYWORDS).meta({
        description: `Keywords that unsubscribe (kept upper case); must include STOP. Default ${DEFAULT_OPT_OUT_KEYWORDS.join(", ")}`,
      }),
      { unordered: true },
    ),
    optOutMessage: wire("opt_out_message", c.opt_out_message, { clearable: true }),
    helpKeywords: wire(
      "help_keywords",
      keywords(c.help_keywords, DEFAULT_HELP_KEYWORDS).meta({
        description: `Keywords that ask for help (kept upper case); must include HELP. Default ${DEFAULT_HELP_KEYWORDS.join(", ")}`,
      }),
      { unordered: true },
    ),
    helpMessage: wire("help_message", c.help_message, { clearable: true }),
    embeddedLinks: wire("embedded_links", flag(c.embedded_links, false)),
    embeddedPhone: wire("embedded_phone", flag(c.embedded_phone, false)),
    numberPool: wire("number_pool", flag(c.number_pool, false)),
    ageGated: wire("age_gated", flag(c.age_gated, false)),
    directLending: wire("direct_lending", flag(c.direct_lending, false)),
    affiliateMarketing: wire("affiliate_marketing", flag(c.affiliate_marketing, false)),
    subscriberOptIn: wire("subscriber_opt_in", flag(c.subscriber_opt_in, true)),
    subscriberOptOut: wire("subscriber_opt_out", flag(c.subscriber_opt_out, true)),
    subscriberHelp: wire("subscriber_help", flag(c.subscriber_help, true)),
    privacyPolicyUrl: wire("privacy_policy_url", c.privacy_policy_url, { clearable: true }),
    termsUrl: wire("terms_url", c.terms_url, { clearable: true }),
    metadata: wire("metadata", Metadata.default({})),
    ...waitFields({
      noun: "campaign",
      target: "ACTIVE",
      until: "every carrier approved (ACTIVE); a rejection fails with the reasons",
      maxDays: 30,
    }),
    ...locals(preflightFields),
  },
  CAMPAIGN_FIELD_RULES,
);

/** The desired state: the fields, refined by the service's own rules between them (campaignProblems). */
export const CampaignDesired = FIELDS.object.superRefine(
  (d, ctx) => FIELDS.report(ctx, judged(() => campaignProblems(campaignSubmission(toWire(d))))),
  EVERY_RUN,
);
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

/** Desired field names whose change sends the campaign back into carrier review. */
export const reviewFields: readonly string[] = FIELDS.reviewFields;

/** The campaign as the sdk returns it. */
type Wire = Awaited<ReturnType<Client["campaigns"]["get"]>>;

function fromWire(w: Wire): KindObject<CampaignDesired, CampaignOutputs> {
  return {
    id: w.id,
    desired: normalized(CampaignDesired, FIELDS.fromWire(w)),
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

/** The create body (typed: the compiler checks it against the service's body schema). */
function toWire(d: CampaignDesired): CreateCampaignBody {
  return FIELDS.toWire(d);
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

/** With waitFor set: the outputs once ACTIVE; a failed review or a timeout is an ObjectNotReadyError. */
function settle(
  ctx: SdkContext,
  id: string,
  desired: CampaignDesired,
  outputs: CampaignOutputs,
): Promise<CampaignOutputs> {
  return awaitRegistration(ctx, {
    kind: "Campaign",
    id,
    target: desired.waitFor,
    timeoutSeconds: desired.waitTimeoutSeconds,
    outputs,
    read: async () => fromWire(await attempt(`Campaign ${id}: read`, () => ctx.client.campaigns.get(id, { signal: ctx.signal }))).outputs,
    failure: (o) => (FAILED.has(o.status) ? reasonsOf(o) : undefined),
    status: carrierSummary,
    advice: (o) =>
      o.status === "REJECTED"
        ? "Fix a review field and apply (it goes back into review), or resubmit the campaign"
        : "It cannot become ACTIVE as it is",
  });
}

export const Campaign = {
  name: "Campaign",
  idParam: "campaign_id",
  description:
    "A 10DLC campaign of a brand, reviewed by each carrier. Immutable fields (brandId, useCase, subUseCases) replace " +
    "it; review fields send it back into carrier review. Optional waitFor: ACTIVE.",
  schema: CampaignDesired,
  fields: FIELDS.rules,
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
  // The brand is only an id here: rules that need its names run in `validate`, `plan` and the review.
  check: (desired) => preflightCheck("campaign", desired, { campaign: toWire(desired) }),

  async read(ctx, id) {
    const w = await readOrGone(`Campaign ${id}: read`, () => ctx.client.campaigns.get(id, { signal: ctx.signal }));
    return w === undefined ? undefined : fromWire(w);
  },

  async create(ctx, desired) {
    const w = await attempt(`Campaign (${desired.useCase} for brand ${desired.brandId}): create`, () =>
      ctx.client.campaigns.create(toWire(desired), createOptions(ctx)),
    );
    return { id: w.id, outputs: await settle(ctx, w.id, desired, fromWire(w).outputs) };
  },

  async update(ctx, id, { news, diff }) {
    const body = FIELDS.updateBody(news, diff.updateFields);
    const w = await attempt(`Campaign ${id}: update`, () => ctx.client.campaigns.update(id, body, { signal: ctx.signal }));
    return settle(ctx, id, news, fromWire(w).outputs);
  },

  async delete(ctx, id) {
    await deleteOrGone(`Campaign ${id}: delete`, () => ctx.client.campaigns.delete(id, { signal: ctx.signal }));
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.campaigns.list({ limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<CampaignDesired, CampaignOutputs, Client>;
