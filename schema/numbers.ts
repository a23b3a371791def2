import { z } from "zod";
import { CampaignStatus } from "./campaigns";
import { E164, Metadata, Mode, Timestamp } from "./common";
import { ListOf, PageQuery, QueryBoolean } from "./envelopes";
import { endpoint } from "./endpoint";
import { AreaCode, SearchNumbersQuery } from "./numberSearch";

/**
 * Phone numbers (spec 1: search, buy, configure and release; spec 5.4: numbers:write and
 * numbers:read). US local (10DLC) numbers only: +1, a geographic area code, never toll-free.
 */

const Capabilities = z
  .object({ sms: z.boolean(), mms: z.boolean(), voice: z.boolean() })
  .meta({ id: "NumberCapabilities" });

const AvailableNumber = z
  .object({
    object: z.literal("available_phone_number"),
    number: E164,
    country: z.literal("US"),
    area_code: z.string(),
    locality: z.string().nullable().meta({ description: "Rate center city, when known" }),
    region: z.string().nullable().meta({ description: "US state (2 letters), when known" }),
    capabilities: Capabilities,
  })
  .meta({ id: "AvailablePhoneNumber" });

const NUMBER_STATUSES = ["active", "released"] as const;

export const PhoneNumber = z
  .object({
    id: z.string().meta({ description: "Phone number id, prefix pn_" }),
    object: z.literal("phone_number"),
    mode: Mode,
    number: E164,
    status: z.enum(NUMBER_STATUSES).meta({
      description: "active while owned; released only in the DELETE response and the number.released event",
    }),
    name: z.string().nullable().meta({ description: "Friendly label" }),
    country: z.literal("US"),
    area_code: z.string(),
    locality: z.string().nullable(),
    region: z.string().nullable(),
    capabilities: Capabilities,
    campaign_id: z.string().nullable().meta({ description: "The cmp_ campaign the number sends under" }),
    campaign_status: CampaignStatus.nullable().meta({ description: "Status of that campaign" }),
    campaign_associated_at: Timestamp.nullable(),
    sending_enabled: z.boolean().meta({
      description: "True when the number may send: its campaign is ACTIVE",
    }),
    metadata: Metadata,
    purchased_at: Timestamp,
    updated_at: Timestamp,
    released_at: Timestamp.nullable(),
  })
  .meta({ id: "PhoneNumber" });
export type PhoneNumber = z.infer<typeof PhoneNumber>;

const BuyNumberBody = z.strictObject({
  number: E164.meta({ description: "The exact number to buy, usually one a search returned" }),
  name: z.string().min(1).max(100).optional(),
  campaign_id: z
    .string()
    .optional()
    .meta({ description: "Associate with this campaign at once (PENDING or ACTIVE, same mode)" }),
  metadata: Metadata.optional(),
});

const UpdateNumberBody = z.strictObject({
  name: z.string().min(1).max(100).nullable().optional(),
  campaign_id: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "Associate with a PENDING or ACTIVE campaign of the same mode; null removes the association" }),
  metadata: Metadata.optional().meta({ description: "Replaces the metadata whole" }),
});

const NumberParams = z.object({ number_id: z.string() });

export const numberEndpoints = {
  search: endpoint({
    id: "numbers.search",
    method: "GET",
    path: "/v1/numbers/available",
    summary:
      "Search numbers available to buy. Results are a deterministic function of the query, minus numbers owned in " +
      "this mode and numbers this account released. Not paginated: narrow or vary the query instead.",
    scopes: ["numbers:write"],
    group: "reads",
    query: SearchNumbersQuery,
    response: ListOf(AvailableNumber),
    errors: [{ status: 422, code: "area_code_not_supported", when: "the area code is toll-free or not geographic" }],
  }),
  buy: endpoint({
    id: "numbers.buy",
    method: "POST",
    path: "/v1/numbers",
    summary: "Buy one exact number, optionally naming it and associating it with a campaign.",
    scopes: ["numbers:write"],
    group: "writes",
    body: BuyNumberBody,
    response: PhoneNumber,
    status: 201,
    errors: [
      { status: 422, code: "number_not_supported", when: "not a US local (10DLC) number" },
      { status: 409, code: "number_unavailable", when: "owned by another account, or released by this one" },
      { status: 409, code: "number_already_owned", when: "this account already owns it (the message names its id)" },
    ],
  }),
  list: endpoint({
    id: "numbers.list",
    method: "GET",
    path: "/v1/numbers",
    summary: "List owned numbers with their campaign association, newest first.",
    scopes: ["numbers:read"],
    group: "reads",
    query: PageQuery.extend({
      campaign_id: z.string().optional().meta({ description: "Only numbers associated with this campaign" }),
      unassociated: QueryBoolean.optional().meta({ description: "true: only numbers without a campaign" }),
      number: E164.optional().meta({ description: "Only this exact number" }),
      area_code: AreaCode.optional(),
    }),
    response: ListOf(PhoneNumber),
  }),
  get: endpoint({
    id: "numbers.get",
    method: "GET",
    path: "/v1/numbers/{number_id}",
    summary: "Read one owned number and its campaign association.",
    scopes: ["numbers:read"],
    group: "reads",
    params: NumberParams,
    response: PhoneNumber,
  }),
  update: endpoint({
    id: "numbers.update",
    method: "PATCH",
    path: "/v1/numbers/{number_id}",
    summary: "Configure a number: campaign association, name, metadata.",
    scopes: ["numbers:write"],
    group: "writes",
    params: NumberParams,
    body: UpdateNumberBody,
    response: PhoneNumber,
    errors: [
      { status: 409, code: "campaign_not_associable", when: "the campaign is REJECTED, SUSPENDED or EXPIRED" },
      { status: 409, code: "campaign_number_limit", when: "the campaign holds its most numbers" },
    ],
  }),
  release: endpoint({
    id: "numbers.release",
    method: "DELETE",
    path: "/v1/numbers/{number_id}",
    summary:
      "Release a number: it leaves the account (afterwards 404), number.released fires, and search never offers it " +
      "to this account again. The response shows it released.",
    scopes: ["numbers:write"],
    group: "writes",
    params: NumberParams,
    response: PhoneNumber,
  }),
};
