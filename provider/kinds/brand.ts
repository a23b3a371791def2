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
  brandProblems,
  brandSubmission,
  ContactInput,
  CreateBrandBody,
  normalizeTaxId,
} from "../../schema/brands";
import { Metadata } from "../../schema/common";
import { declareFields, locals, mapped, wire } from "./fields";
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
  opt,
  readOrGone,
  reasonText,
  type SdkContext,
} from "./support";

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

type WireAddress = CreateBrandBody["address"];
type WireContact = CreateBrandBody["contact"];

const b = CreateBrandBody.shape;

/** Each field once: name, wire name, type; the change rule and review impact are BRAND_FIELD_RULES'. */
const FIELDS = declareFields(
  {
    entityType: wire("entity_type", b.entity_type),
    legalName: wire("legal_name", b.legal_name),
    displayName: wire("display_name", b.display_name),
    taxId: wire(
      "tax_id",
      b.tax_id
        .unwrap()
        .transform((t) => normalizeTaxId(t, "US")!)
        .optional()
        .meta({
          description:
            "Tax id; a US EIN may be written 123456789 or 12-3456789 and is kept as 12-3456789 (any 9-digit id of the " +
            "form NN-NNNNNNN is written that way). Required except for SOLE_PROPRIETOR. Immutable: a change registers a new brand",
        }),
    ),
    taxIdCountry: wire(
      "tax_id_country",
      b.tax_id_country
        .unwrap()
        .default("US")
        .meta({ description: "Country that issued taxId; US by default. Immutable: a change registers a new brand" }),
    ),
    vertical: wire("vertical", b.vertical),
    website: wire("website", b.website, { clearable: true }),
    address: mapped("address", Address.meta({ description: "Registered address. Changing it resubmits the brand for verification" }), {
      toWire: (a): WireAddress => ({
        street: a.street,
        ...(a.street2 ? { street2: a.street2 } : {}),
        city: a.city,
        state: a.state,
        postal_code: a.postalCode,
        country: a.country,
      }),
      fromWire: (a: WireAddress) => ({
        street: a.street,
        street2: opt(a.street2),
        city: a.city,
        state: a.state,
        postalCode: a.postal_code,
        country: a.country,
      }),
    }),
    contact: mapped("contact", Contact, {
      toWire: (c): WireContact => ({
        ...(c.firstName ? { first_name: c.firstName } : {}),
        ...(c.lastName ? { last_name: c.lastName } : {}),
        email: c.email,
        phone: c.phone,
      }),
      fromWire: (c: WireContact) => ({
        firstName: opt(c.first_name),
        lastName: opt(c.last_name),
        email: c.email,
        phone: c.phone,
      }),
    }),
    stockSymbol: wire("stock_symbol", b.stock_symbol, { clearable: true }),
    stockExchange: wire("stock_exchange", b.stock_exchange, { clearable: true }),
    metadata: wire("metadata", Metadata.default({})),
    ...waitFields({
      noun: "brand",
      target: "VERIFIED",
      until: "the brand is VERIFIED; UNVERIFIED fails with the reasons",
      maxDays: 7,
    }),
    ...locals(preflightFields),
  },
  BRAND_FIELD_RULES,
);

/** The desired state: the fields, refined by the service's own rules between them (brandProblems). */
export const BrandDesired = FIELDS.object.superRefine(
  (d, ctx) => FIELDS.report(ctx, judged(() => brandProblems(brandSubmission(toWire(d))))),
  EVERY_RUN,
);
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

/** Desired field names whose change sends the brand back into identity verification. */
export const reviewFields: readonly string[] = FIELDS.reviewFields;

/** The brand as the sdk returns it. */
type Wire = Awaited<ReturnType<Client["brands"]["get"]>>;

function fromWire(w: Wire): KindObject<BrandDesired, BrandOutputs> {
  return {
    id: w.id,
    desired: normalized(BrandDesired, FIELDS.fromWire(w)),
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

/** The create body (typed: the compiler checks it against the service's body schema). */
function toWire(d: BrandDesired): CreateBrandBody {
  return withTaxIdCountry(d, FIELDS.toWire(d));
}

/** tax_id_country goes only with a tax id (a SOLE_PROPRIETOR brand has neither); undefined is not sent. */
function withTaxIdCountry<B extends { tax_id_country?: string }>(d: BrandDesired, body: B): B {
  return d.taxId === undefined ? { ...body, tax_id_country: undefined } : body;
}

/** With waitFor set: the outputs once VERIFIED; UNVERIFIED or a timeout is an ObjectNotReadyError. */
function settle(ctx: SdkContext, id: string, desired: BrandDesired, outputs: BrandOutputs): Promise<BrandOutputs> {
  return awaitRegistration(ctx, {
    kind: "Brand",
    id,
    target: desired.waitFor,
    timeoutSeconds: desired.waitTimeoutSeconds,
    outputs,
    read: async () => fromWire(await attempt(`Brand ${id}: read`, () => ctx.client.brands.get(id, { signal: ctx.signal }))).outputs,
    failure: (o) => (o.status === "UNVERIFIED" ? o.statusReasons.map(reasonText) : undefined),
    status: (o) => o.status,
    advice: () =>
      `Fix a review field (${reviewFields.join(", ")}) and apply, or resubmit the brand; an immutable field needs a new brand`,
  });
}

export const Brand = {
  name: "Brand",
  idParam: "brand_id",
  description:
    "A 10DLC brand registration. Immutable fields (entityType, taxId, taxIdCountry) replace it; review fields " +
    "(legalName, address, stockSymbol, stockExchange) send it back into verification. Optional waitFor: VERIFIED.",
  schema: BrandDesired,
  fields: FIELDS.rules,
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
  check: (desired) => preflightCheck("brand", desired, { brand: toWire(desired) }),

  async read(ctx, id) {
    const w = await readOrGone(`Brand ${id}: read`, () => ctx.client.brands.get(id, { signal: ctx.signal }));
    return w === undefined ? undefined : fromWire(w);
  },

  async create(ctx, desired) {
    const w = await attempt(`Brand "${desired.displayName}": create`, () =>
      ctx.client.brands.create(toWire(desired), createOptions(ctx)),
    );
    return { id: w.id, outputs: await settle(ctx, w.id, desired, fromWire(w).outputs) };
  },

  async update(ctx, id, { news, diff }) {
    const body = withTaxIdCountry(news, FIELDS.updateBody(news, diff.updateFields));
    const w = await attempt(`Brand ${id}: update`, () => ctx.client.brands.update(id, body, { signal: ctx.signal }));
    return settle(ctx, id, news, fromWire(w).outputs);
  },

  async delete(ctx, id) {
    await deleteOrGone(`Brand ${id}: delete`, () => ctx.client.brands.delete(id, { signal: ctx.signal }));
  },

  async* list(ctx) {
    yield* eachItem(ctx.client.brands.list({ limit: 100 }, { signal: ctx.signal }), fromWire);
  },
} satisfies Kind<BrandDesired, BrandOutputs, Client>;
