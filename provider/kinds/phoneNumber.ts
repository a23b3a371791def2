// PhoneNumber: a US local (10DLC) number the account owns (spec 1, 5.4). Bought either as an exact
// `number` or as a match of search criteria (areaCode, contains, capabilities: the first match no
// other create of this process holds, numberSearch.ts); the number bought becomes the output
// `phoneNumber` and never changes afterwards (criteria are only used at create). The campaign association (`campaignId`) changes in place.
//
// Release is irreversible: the service never offers a released number to the account again. So
// delete() refuses unless `allowRelease: true`, with a message that says why and how.
//
// A number bought by search carries the criteria in its metadata under "msgform:search", so read()
// reports the criteria rather than an exact `number` and a stateless tool sees no drift; a number
// without the marker (bought exactly, or outside msgform) reads as its exact `number`.
import { z } from "zod";
import { E164, Metadata } from "../../schema/common";
import { CAPABILITIES, containsMatch, SearchNumbersQuery } from "../../schema/numberSearch";
import { declareFields, local, wire } from "./fields";
import type { Kind, KindObject } from "./kind";
import {
  attempt,
  createOptions,
  type Client,
  deleteOrGone,
  eachItem,
  normalized,
  readOrGone,
  withoutKeys,
} from "./support";
import { buyBySearch } from "./numberSearch";

/** Where the search criteria of a number bought by search live. */
const SEARCH_KEY = "msgform:search";

const FIELDS = declareFields({
  number: wire(
    "number",
    E164.optional().meta({
      description: "The exact number to buy (E.164). A change buys a new number (replacement). Omit it to search instead",
    }),
    // A number bought by search reads as its criteria; declared by its number, it is that number.
    { change: "replace", liveIn: "phoneNumber" },
  ),
  // The search criteria are used only at create; a number bought by search keeps them in its
  // metadata under SEARCH_KEY as one marker (searchMarker), written by toWire and read by fromWire.
  areaCode: local(
    SearchNumbersQuery.shape.area_code.meta({
      description: "Search criterion, used only at create when number is omitted: a 3-digit US area code",
    }),
  ),
  contains: local(
    SearchNumbersQuery.shape.contains.meta({
      description: "Search criterion, used only at create: digits (or keypad letters) the number must contain",
    }),
  ),
  capabilities: local(
    z
      .array(z.enum(CAPABILITIES))
      .min(1)
      .optional()
      .meta({ description: "Search criterion, used only at create: capabilities the number must have, e.g. [sms, mms]" }),
    { unordered: true },
  ),
  name: wire("name", z.string().min(1).max(100).optional().meta({ description: "Friendly label" }), { clearable: true }),
  campaignId: wire(
    "campaign_id",
    z
      .string()
      .nullable()
      .optional()
      .meta({ description: "The cmp_ campaign the number sends under (PENDING or ACTIVE); unset removes the association" }),
    { clearable: true },
  ),
  metadata: wire(
    "metadata",
    Metadata.refine((m) => !(SEARCH_KEY in m), `${SEARCH_KEY} is reserved for the search criteria`).default({}),
  ),
  allowRelease: local(
    z
      .boolean()
      .default(false)
      .meta({
        description:
          "Delete releases the number only when true. A released number leaves the account for good: it cannot be bought back",
      }),
  ),
});

export const PhoneNumberDesired = FIELDS.object;
export type PhoneNumberDesired = z.output<typeof PhoneNumberDesired>;
export type PhoneNumberInput = z.input<typeof PhoneNumberDesired>;

export interface PhoneNumberOutputs {
  /** The number owned (E.164): the exact one, or the search's first match. Stable. */
  phoneNumber: string;
  numberCapabilities: { sms: boolean; mms: boolean; voice: boolean };
  locality: string | null;
  region: string | null;
  /** The associated campaign's status; null without one. */
  campaignStatus: string | null;
  /** True when the number may send: its campaign is ACTIVE. */
  sendingEnabled: boolean;
  mode: string;
  purchasedAt: string;
}

type Criteria = Pick<PhoneNumberDesired, "areaCode" | "contains" | "capabilities">;

/** The marker value: "areaCode=415;contains=55;capabilities=sms,mms", or "any". */
function searchMarker(c: Criteria): string {
  const parts = [
    c.areaCode !== undefined ? `areaCode=${c.areaCode}` : undefined,
    c.contains !== undefined ? `contains=${c.contains}` : undefined,
    c.capabilities !== undefined ? `capabilities=${c.capabilities.join(",")}` : undefined,
  ].filter((p) => p !== undefined);
  return parts.length > 0 ? parts.join(";") : "any";
}

/** The criteria a marker names, before the schema checks them. */
function parseMarker(marker: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const part of marker.split(";")) {
    const [k, v] = part.split("=", 2);
    if (v === undefined) continue;
    if (k === "areaCode" || k === "contains") out[k] = v;
    if (k === "capabilities") out[k] = v.split(",");
  }
  return out;
}

/** The number as the sdk returns it. */
type Wire = Awaited<ReturnType<Client["numbers"]["get"]>>;

function fromWire(n: Wire): KindObject<PhoneNumberDesired, PhoneNumberOutputs> {
  const marker = n.metadata[SEARCH_KEY];
  const view = FIELDS.fromWire(n);
  return {
    id: n.id,
    desired: normalized(PhoneNumberDesired, {
      ...view,
      ...(marker === undefined ? {} : { number: undefined, ...parseMarker(marker) }),
      metadata: withoutKeys(n.metadata, [SEARCH_KEY]),
    }),
    outputs: {
      phoneNumber: n.number,
      numberCapabilities: { sms: n.capabilities.sms, mms: n.capabilities.mms, voice: n.capabilities.voice },
      locality: n.locality,
      region: n.region,
      campaignStatus: n.campaign_status,
      sendingEnabled: n.sending_enabled,
      mode: n.mode,
      purchasedAt: n.purchased_at,
    },
  };
}

/** Metadata with the search marker, when the number carries one. */
function wireMetadata(metadata: Record<string, string>, marker: string | undefined): Record<string, string> {
  return { ...metadata, ...(marker !== undefined ? { [SEARCH_KEY]: marker } : {}) };
}

/** The buy body, less the number: a number bought by search carries its criteria in its metadata. */
function toWire(d: PhoneNumberDesired) {
  const body = FIELDS.toWire(d);
  return { ...body, metadata: wireMetadata(body.metadata, d.number === undefined ? searchMarker(d) : undefined) };
}

/**
 * With an exact `number` declared the search criteria are not used (the number is what is bought or
 * adopted): the ones it does not match are named, so a contradictory declaration is seen at check.
 */
function criteriaNotes(d: PhoneNumberDesired): string[] {
  if (d.number === undefined) return [];
  const unmatched = [
    d.areaCode !== undefined && !d.number.startsWith(`+1${d.areaCode}`) ? `areaCode=${d.areaCode}` : undefined,
    d.contains !== undefined && !containsMatch(d.number, d.contains) ? `contains=${d.contains}` : undefined,
  ].filter((c) => c !== undefined);
  if (unmatched.length === 0) return [];
  return [`number ${d.number} does not match the search criteria ${unmatched.join(", ")}: they are ignored, the number is what is bought or adopted`];
}

export const PhoneNumber = {
  name: "PhoneNumber",
  idParam: "number_id",
  description:
    "A phone number the account owns: an exact number or the first match of search criteria, with its campaign " +
    "association. Deleting it releases the number for good, so delete requires allowRelease: true.",
  schema: PhoneNumberDesired,
  fields: FIELDS.rules,

  outputs: {
    phoneNumber: { stable: true },
    numberCapabilities: { stable: true },
    locality: { stable: true },
    region: { stable: true },
    campaignStatus: {},
    sendingEnabled: {},
    mode: { stable: true },
    purchasedAt: { stable: true },
  },
  toWire,
  fromWire,
  check: (desired) => ({ failures: [], warnings: criteriaNotes(desired) }),

  async read(ctx, id) {
    const n = await readOrGone(`Phone number ${id}: read`, () => ctx.client.numbers.get(id, { signal: ctx.signal }));
    return n === undefined ? undefined : fromWire(n);
  },

  async create(ctx, desired) {
    const body = toWire(desired);
    const buy = (number: string, tried: number) =>
      ctx.client.numbers.buy({ ...body, number }, createOptions(ctx, tried));
    if (desired.number !== undefined) {
      const n = await attempt(`Phone number ${desired.number}: buy`, () => buy(desired.number!, 0));
      const ignored = (desired.areaCode ?? desired.contains ?? desired.capabilities) !== undefined;
      return { id: n.id, outputs: fromWire(n).outputs, ...(ignored ? { detail: "the exact number; the search criteria are ignored" } : {}) };
    }
    const marker = searchMarker(desired);
    const n = await buyBySearch(ctx, desired, marker, buy);
    return { id: n.id, outputs: fromWire(n).outputs, detail: `bought ${n.number}, first available match of ${marker}` };
  },

  async update(ctx, id, { news, diff }) {
    const body = FIELDS.updateBody(news, diff.updateFields);
    if (body.metadata !== undefined) {
      // Metadata is replaced whole: keep the search marker the number carries.
      const live = await attempt(`Phone number ${id}: read`, () => ctx.client.numbers.get(id, { signal: ctx.signal }));
      body.metadata = wireMetadata(body.metadata, live.metadata[SEARCH_KEY]);
    }
    const n = await attempt(`Phone number ${id}: update`, () => ctx.client.numbers.update(id, body, { signal: ctx.signal }));
    return fromWire(n).outputs;
  },

  async delete(ctx, id, state) {
    const number = state.outputs.phoneNumber ?? state.desired.number ?? "";
    if (state.desired.allowRelease !== true) {
      throw new Error(
        `Phone number ${id}${number ? ` (${number})` : ""} was not released: allowRelease is false. Releasing a number is ` +
        "irreversible: it leaves the account and the service never offers it to this account again, so it cannot be " +
        "bought back. To release it, set allowRelease: true and apply, then delete it (msgform CLI: --allow-destroy). " +
        "To stop managing it without releasing, remove it from state instead (pulumi state delete).",
      );
    }
    await deleteOrGone(`Phone number ${id}: release`, () => ctx.client.numbers.release(id, { signal: ctx.signal }));
    ctx.log(`Phone number ${id}${number ? ` (${number})` : ""}: released`);
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.numbers.list({ limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<PhoneNumberDesired, PhoneNumberOutputs, Client>;
