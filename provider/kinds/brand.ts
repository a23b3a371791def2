// Brand: a 10DLC brand registration (spec 1). Fields follow schema/brands.ts in camelCase. The one
// rule table, BRAND_FIELD_RULES, decides the diff: immutable fields (entityType, taxId,
// taxIdCountry) force replacement (a new registration); the rest update in place, and of those the
// review fields (reviewFields) send the brand back into identity verification.
//
// Waiting: with `waitFor: "VERIFIED"`, create and update return only once the brand is VERIFIED;
// an UNVERIFIED outcome fails with the service's reasons, a timeout with the status reached. Both
// are ObjectNotReadyError: the brand exists and stays in state.
import { z } from "zod";
import {
  AddressInput,
  BRAND_FIELD_RULES,
  BRAND_REVIEW_FIELDS,
  type Brand as WireBrand,
  type BrandField,
  ContactInput,
  CreateBrandBody,
  normalizeTaxId,
} from "../../schema/brands";
import { Metadata } from "../../schema/common";
import { type ChangeKind, type Kind, type KindObject, ObjectNotReadyError } from "./kind";
import {
  attempt,
  createOptions,
  type Client,
  defined,
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

const Address = z.strictObject({
  street: AddressInput.shape.street,
  street2: AddressInput.shape.street2,
  city: AddressInput.shape.city,
  state: AddressInput.shape.state,
  postalCode: AddressInput.shape.postal_code,
  country: AddressInput.shape.country,
});

const Contact = z.strictObject({
  firstName: ContactInput.shape.first_name,
  lastName: ContactInput.shape.last_name,
  email: ContactInput.shape.email,
  phone: ContactInput.shape.phone,
});

const b = CreateBrandBody.shape;

export const BrandDesired = z.strictObject({
  entityType: b.entity_type,
  legalName: b.legal_name,
  displayName: b.display_name,
  taxId: b.tax_id
    .unwrap()
    .transform((t) => normalizeTaxId(t, "US")!)
    .optional()
    .meta({
      description:
        "Tax id; a US EIN may be written 123456789 or 12-3456789 and is kept as 12-3456789 (any 9-digit id of the " +
        "form NN-NNNNNNN is written that way). Required except for SOLE_PROPRIETOR. Immutable: a change registers a new brand",
    }),
  taxIdCountry: b.tax_id_country
    .unwrap()
    .default("US")
    .meta({ description: "Country that issued taxId; US by default. Immutable: a change registers a new brand" }),
  vertical: b.vertical,
  website: b.website,
  address: Address.meta({ description: "Registered address. Changing it resubmits the brand for verification" }),
  contact: Contact,
  stockSymbol: b.stock_symbol,
  stockExchange: b.stock_exchange,
  metadata: Metadata.default({}),
  waitFor: z
    .enum(["VERIFIED"])
    .optional()
    .meta({ description: "Create and update wait until the brand is VERIFIED; UNVERIFIED fails with the reasons" }),
  waitTimeoutSeconds: z
    .number()
    .min(1)
    .max(7 * 86_400)
    .default(DEFAULT_WAIT_TIMEOUT_SECONDS)
    .meta({ description: "How long waitFor waits before failing (the brand stays registered)" }),
});
export type BrandDesired = z.output<typeof BrandDesired>;
export type BrandInput = z.input<typeof BrandDesired>;

export interface BrandOutputs {
  /** PENDING, VERIFIED or UNVERIFIED. */
  status: string;
  /** Why UNVERIFIED; empty otherwise. */
  statusReasons: { code: string; description: string }[];
  /** Vetting score, null until verified (and for SOLE_PROPRIETOR). */
  trustScore: number | null;
  submittedAt: string;
  verifiedAt: string | null;
  mode: string;
  createdAt: string;
}

/** Desired field ↔ wire field. */
const WIRE: Record<Exclude<keyof BrandDesired, "waitFor" | "waitTimeoutSeconds">, BrandField> = {
  entityType: "entity_type",
  legalName: "legal_name",
  displayName: "display_name",
  taxId: "tax_id",
  taxIdCountry: "tax_id_country",
  vertical: "vertical",
  website: "website",
  address: "address",
  contact: "contact",
  stockSymbol: "stock_symbol",
  stockExchange: "stock_exchange",
  metadata: "metadata",
};

const change = (f: BrandField): ChangeKind => (BRAND_FIELD_RULES[f] === "immutable" ? "replace" : "update");

/** Desired field names whose change sends the brand back into identity verification. */
export const reviewFields: readonly string[] = Object.entries(WIRE)
  .filter(([, wire]) => BRAND_REVIEW_FIELDS.includes(wire))
  .map(([field]) => field);

type Wire = Pick<
  WireBrand,
  | "id" | "mode" | "entity_type" | "legal_name" | "display_name" | "tax_id" | "tax_id_country" | "vertical" | "website"
  | "address" | "contact" | "stock_symbol" | "stock_exchange" | "metadata" | "status" | "status_reasons" | "trust_score"
  | "created_at" | "submitted_at" | "verified_at"
>;

function fromWire(wire: unknown): KindObject<BrandDesired, BrandOutputs> {
  const w = wire as Wire;
  return {
    id: w.id,
    desired: normalized(BrandDesired, {
      entityType: w.entity_type,
      legalName: opt(w.legal_name),
      displayName: w.display_name,
      taxId: opt(w.tax_id),
      taxIdCountry: w.tax_id_country ?? "US",
      vertical: w.vertical,
      website: opt(w.website),
      address: defined({
        street: w.address.street,
        street2: opt(w.address.street2),
        city: w.address.city,
        state: w.address.state,
        postalCode: w.address.postal_code,
        country: w.address.country,
      }),
      contact: defined({
        firstName: opt(w.contact.first_name),
        lastName: opt(w.contact.last_name),
        email: w.contact.email,
        phone: w.contact.phone,
      }),
      stockSymbol: opt(w.stock_symbol),
      stockExchange: opt(w.stock_exchange),
      metadata: w.metadata,
    }),
    outputs: {
      status: w.status,
      statusReasons: w.status_reasons.map((r) => ({ code: r.code, description: r.description })),
      trustScore: w.trust_score,
      submittedAt: w.submitted_at,
      verifiedAt: w.verified_at,
      mode: w.mode,
      createdAt: w.created_at,
    },
  };
}

/** One desired field's wire value; `null` clears a field the API lets clear. */
function wireValue(d: BrandDesired, field: keyof typeof WIRE): unknown {
  switch (field) {
    case "address":
      return defined({
        street: d.address.street,
        street2: d.address.street2 ?? undefined,
        city: d.address.city,
        state: d.address.state,
        postal_code: d.address.postalCode,
        country: d.address.country,
      });
    case "contact":
      return defined({
        first_name: d.contact.firstName ?? undefined,
        last_name: d.contact.lastName ?? undefined,
        email: d.contact.email,
        phone: d.contact.phone,
      });
    case "taxIdCountry":
      // Sent only with a tax id (a SOLE_PROPRIETOR brand has neither).
      return d.taxId === undefined ? undefined : d.taxIdCountry;
    case "website":
    case "stockSymbol":
    case "stockExchange":
      return d[field] ?? null;
    default:
      return d[field] ?? undefined;
  }
}

function toWire(d: BrandDesired): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of Object.keys(WIRE) as (keyof typeof WIRE)[]) {
    const v = wireValue(d, field);
    if (v !== undefined && v !== null) body[WIRE[field]] = v;
  }
  return body;
}

/** With waitFor set: wait until VERIFIED; UNVERIFIED or a timeout is an ObjectNotReadyError. */
async function settle(
  ctx: SdkContext,
  id: string,
  desired: BrandDesired,
  outputs: BrandOutputs,
): Promise<BrandOutputs> {
  if (desired.waitFor === undefined) return outputs;
  const result = await waitFor({
    ctx,
    what: `Brand ${id} to be ${desired.waitFor}`,
    timeoutSeconds: desired.waitTimeoutSeconds,
    read: async () => fromWire(await attempt(`Brand ${id}: read`, () => ctx.client.brands.get(id, { signal: ctx.signal }))).outputs,
    check: (o) => (o.status === "VERIFIED" ? "done" : o.status === "UNVERIFIED" ? { failed: o.statusReasons.map(reasonText) } : "waiting"),
    status: (o) => o.status,
  });
  if (result.ok) return result.value;
  const message = result.timedOut
    ? `${result.reasons[0]}; the brand is registered and kept: refresh later, or raise waitTimeoutSeconds`
    : `Brand ${id} is ${result.value.status}: ${sentence(result.reasons)} Fix a review field ` +
      `(${reviewFields.join(", ")}) and apply, or resubmit the brand; an immutable field needs a new brand`;
  throw new ObjectNotReadyError(message, id, result.value, result.reasons);
}

type CreateBody = Parameters<Client["brands"]["create"]>[0];
type UpdateBody = Parameters<Client["brands"]["update"]>[1];

export const Brand = {
  name: "Brand",
  description:
    "A 10DLC brand registration. Immutable fields (entityType, taxId, taxIdCountry) replace it; review fields " +
    "(legalName, address, stockSymbol, stockExchange) send it back into verification. Optional waitFor: VERIFIED.",
  schema: BrandDesired,
  fields: {
    entityType: change("entity_type"),
    legalName: change("legal_name"),
    displayName: change("display_name"),
    taxId: change("tax_id"),
    taxIdCountry: change("tax_id_country"),
    vertical: change("vertical"),
    website: change("website"),
    address: change("address"),
    contact: change("contact"),
    stockSymbol: change("stock_symbol"),
    stockExchange: change("stock_exchange"),
    metadata: change("metadata"),
    waitFor: "local",
    waitTimeoutSeconds: "local",
  },
  outputs: {
    status: {},
    statusReasons: {},
    trustScore: {},
    submittedAt: {},
    verifiedAt: {},
    mode: { stable: true },
    createdAt: { stable: true },
  },
  toWire,
  fromWire,

  async read(ctx, id) {
    const w = await readOrGone(`Brand ${id}: read`, () => ctx.client.brands.get(id, { signal: ctx.signal }));
    return w === undefined ? undefined : fromWire(w);
  },

  async create(ctx, desired) {
    const w = await attempt(`Brand "${desired.displayName}": create`, () =>
      ctx.client.brands.create(toWire(desired) as CreateBody, createOptions(ctx)),
    );
    return { id: w.id, outputs: await settle(ctx, w.id, desired, fromWire(w).outputs) };
  },

  async update(ctx, id, { news, diff }) {
    const body: Record<string, unknown> = {};
    for (const field of diff.updateFields as (keyof typeof WIRE)[]) {
      if (!(field in WIRE)) continue;
      const v = wireValue(news, field);
      if (v !== undefined) body[WIRE[field]] = v;
    }
    const w = await attempt(`Brand ${id}: update`, () => ctx.client.brands.update(id, body as UpdateBody, { signal: ctx.signal }));
    return settle(ctx, id, news, fromWire(w).outputs);
  },

  async delete(ctx, id) {
    await deleteOrGone(`Brand ${id}: delete`, () => ctx.client.brands.delete(id, { signal: ctx.signal }));
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.brands.list({ limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<BrandDesired, BrandOutputs, Client>;
