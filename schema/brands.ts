import { z } from "zod";
import { E164, Metadata, Mode, Timestamp } from "./common";
import { ListOf, PageQuery } from "./envelopes";
import { endpoint } from "./endpoint";
import type { BodyProblem } from "./problems";

/**
 * 10DLC brands (spec 1: "create and update brands and campaigns for carrier registration").
 * The spec shows no fields; these are the ones The Campaign Registry (TCR) takes, as Twilio and
 * Telnyx pass them through, in our snake_case.
 */

const ENTITY_TYPES = ["PRIVATE_PROFIT", "PUBLIC_PROFIT", "NON_PROFIT", "GOVERNMENT", "SOLE_PROPRIETOR"] as const;
const EntityType = z.enum(ENTITY_TYPES);
type EntityType = z.infer<typeof EntityType>;

/** TCR's verticals. */
const VERTICALS = [
  "AGRICULTURE",
  "COMMUNICATION",
  "CONSTRUCTION",
  "EDUCATION",
  "ENERGY",
  "ENTERTAINMENT",
  "FINANCIAL",
  "GAMBLING",
  "GOVERNMENT",
  "HEALTHCARE",
  "HOSPITALITY",
  "HUMAN_RESOURCES",
  "INSURANCE",
  "LEGAL",
  "MANUFACTURING",
  "NGO",
  "POLITICAL",
  "POSTAL",
  "PROFESSIONAL",
  "REAL_ESTATE",
  "RETAIL",
  "TECHNOLOGY",
  "TRANSPORTATION",
] as const;
const Vertical = z.enum(VERTICALS);

const STOCK_EXCHANGES = [
  "NASDAQ",
  "NYSE",
  "AMEX",
  "AMX",
  "ASX",
  "B3",
  "BME",
  "BSE",
  "FRA",
  "ICEX",
  "JPX",
  "JSE",
  "KRX",
  "LON",
  "NSE",
  "OMX",
  "SEHK",
  "SGX",
  "SSE",
  "STO",
  "SWX",
  "SZSE",
  "TSX",
  "TWSE",
  "VSE",
  "OTHER",
] as const;
const StockExchange = z.enum(STOCK_EXCHANGES);

/**
 * Brand registration status (TCR identity status):
 * PENDING (submitted, identity verification running) → VERIFIED (campaigns may be reviewed) or
 * UNVERIFIED (verification failed, status_reasons say why; fix a review field or resubmit).
 */
const BRAND_STATUSES = ["PENDING", "VERIFIED", "UNVERIFIED"] as const;
const BrandStatus = z.enum(BRAND_STATUSES);
type BrandStatus = z.infer<typeof BrandStatus>;

/** Why a registration was refused or suspended: a machine-readable code and a description. */
export const RegistrationReason = z
  .object({
    code: z.string().meta({ description: "Machine-readable reason, e.g. TAX_ID_NOT_FOUND, EMBEDDED_LINK_UNDECLARED" }),
    description: z.string().meta({ description: "What is wrong and how to fix it" }),
    vendor_codes: z
      .array(z.string())
      .optional()
      .meta({ description: "The codes vendors publish for this reason, e.g. \"Twilio 30887\", \"Bandwidth 2135\" (carrier review's reasons)" }),
  })
  .meta({ id: "RegistrationReason" });
export type RegistrationReason = z.infer<typeof RegistrationReason>;

/** Input form of a reason (control API steering). */
export const ReasonInput = z.strictObject({
  code: z
    .string()
    .regex(/^[A-Z][A-Z0-9_]{0,63}$/, "upper-case letters, digits and underscores, e.g. MESSAGE_FLOW_INSUFFICIENT"),
  description: z.string().min(1).max(1000),
});

const CountryCode = z.string().regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2 country code, e.g. US");
const HttpUrl = z.url({ protocol: /^https?$/, error: "an http(s) URL, e.g. https://example.com" }).max(255);

export const AddressInput = z.strictObject({
  street: z.string().min(1).max(100),
  street2: z.string().max(100).nullable().optional(),
  city: z.string().min(1).max(100),
  state: z.string().min(1).max(20).meta({ description: "State or province; the 2-letter code for US addresses" }),
  postal_code: z.string().min(1).max(10),
  country: CountryCode,
});
const Address = z.object({
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});

export const ContactInput = z.strictObject({
  first_name: z.string().min(1).max(100).nullable().optional().meta({ description: "Required for SOLE_PROPRIETOR" }),
  last_name: z.string().min(1).max(100).nullable().optional().meta({ description: "Required for SOLE_PROPRIETOR" }),
  email: z.email().max(100),
  phone: E164,
});
const Contact = z.object({
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});

/**
 * How a change to each brand field is treated after submission — the one definition the
 * provider (replace vs update in place) and the YAML toolkit's plan (sends back into review?)
 * import.
 * - immutable: a different value is refused (422 field_immutable); register a new brand.
 * - review: the change resubmits the brand for identity verification (status PENDING again).
 * - in_place: updated with no effect on registration.
 */
export const BRAND_FIELD_RULES = {
  entity_type: "immutable",
  tax_id: "immutable",
  tax_id_country: "immutable",
  legal_name: "review",
  address: "review",
  stock_symbol: "review",
  stock_exchange: "review",
  display_name: "in_place",
  vertical: "in_place",
  website: "in_place",
  contact: "in_place",
  metadata: "in_place",
} as const satisfies Record<string, "immutable" | "review" | "in_place">;
export type BrandField = keyof typeof BRAND_FIELD_RULES;
const fieldsWith = (rule: string) =>
  (Object.keys(BRAND_FIELD_RULES) as BrandField[]).filter((f) => BRAND_FIELD_RULES[f] === rule);
/** Brand fields that cannot change after submission: a change needs a new brand. */
export const BRAND_IMMUTABLE_FIELDS: readonly BrandField[] = fieldsWith("immutable");
/** Brand fields whose change sends the brand back into identity verification. */
export const BRAND_REVIEW_FIELDS: readonly BrandField[] = fieldsWith("review");

/**
 * How the service stores a tax id: a US EIN as 12-3456789 (from 123456789 or 12-3456789), any other
 * as given, trimmed. Clients comparing a declared tax id with the stored one normalize with this.
 */
export function normalizeTaxId(taxId: string | null | undefined, country: string | null | undefined): string | null {
  if (taxId === undefined || taxId === null) return null;
  const t = taxId.trim();
  if ((country ?? "US") === "US" && /^[0-9]{2}-?[0-9]{7}$/.test(t)) return `${t.slice(0, 2)}-${t.replace("-", "").slice(2)}`;
  return t;
}

const note = (f: BrandField) =>
  BRAND_FIELD_RULES[f] === "immutable"
    ? " Immutable after submission."
    : BRAND_FIELD_RULES[f] === "review"
      ? " Changing it resubmits the brand for verification."
      : "";

export const CreateBrandBody = z.strictObject({
  entity_type: EntityType.meta({ description: "Legal form of the sender." + note("entity_type") }),
  legal_name: z
    .string()
    .min(1)
    .max(255)
    .optional()
    .meta({ description: "Registered legal name; required except for SOLE_PROPRIETOR." + note("legal_name") }),
  display_name: z.string().min(1).max(255).meta({ description: "Name recipients know the brand by" }),
  tax_id: z
    .string()
    .min(1)
    .max(21)
    .optional()
    .meta({
      description:
        "Tax id; for US the 9-digit EIN (12-3456789 or 123456789, stored as 12-3456789). Required except for " +
        "SOLE_PROPRIETOR, which must not send one." +
        note("tax_id"),
    }),
  tax_id_country: CountryCode.optional().meta({
    description: "Country that issued tax_id; US when omitted." + note("tax_id_country"),
  }),
  vertical: Vertical,
  website: HttpUrl.nullable().optional(),
  address: AddressInput.meta({ description: "Registered address." + note("address") }),
  contact: ContactInput,
  stock_symbol: z
    .string()
    .regex(/^[A-Z0-9.-]{1,10}$/, "upper-case ticker, e.g. ACME")
    .nullable()
    .optional()
    .meta({ description: "Required for PUBLIC_PROFIT, refused otherwise." + note("stock_symbol") }),
  stock_exchange: StockExchange.nullable()
    .optional()
    .meta({ description: "Required for PUBLIC_PROFIT, refused otherwise." + note("stock_exchange") }),
  metadata: Metadata.optional(),
});
export type CreateBrandBody = z.infer<typeof CreateBrandBody>;

/** A brand's registration fields as the service stores them: defaults applied, absent fields null. */
export type BrandSubmission = Pick<
  Brand,
  | "entity_type" | "legal_name" | "display_name" | "tax_id" | "tax_id_country" | "vertical" | "website" | "address"
  | "contact" | "stock_symbol" | "stock_exchange" | "metadata"
>;

export function submittedAddress(a: CreateBrandBody["address"]): BrandSubmission["address"] {
  return {
    street: a.street,
    street2: a.street2 ?? null,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    country: a.country,
  };
}

export function submittedContact(c: CreateBrandBody["contact"]): BrandSubmission["contact"] {
  return { first_name: c.first_name ?? null, last_name: c.last_name ?? null, email: c.email, phone: c.phone };
}

/** A create body as the service stores it (tax id normalized, US when a tax id has no country). */
export function brandSubmission(body: CreateBrandBody): BrandSubmission {
  const country = body.tax_id_country ?? (body.tax_id !== undefined ? "US" : null);
  return {
    entity_type: body.entity_type,
    legal_name: body.legal_name ?? null,
    display_name: body.display_name,
    tax_id: normalizeTaxId(body.tax_id, country),
    tax_id_country: country,
    vertical: body.vertical,
    website: body.website ?? null,
    address: submittedAddress(body.address),
    contact: submittedContact(body.contact),
    stock_symbol: body.stock_symbol ?? null,
    stock_exchange: body.stock_exchange ?? null,
    metadata: { ...(body.metadata ?? {}) },
  };
}

/**
 * The rules between brand fields that TCR applies at submission (create, and a PATCH on the merged
 * brand): the one definition the emulator answers 400 with and the Brand kind checks offline.
 */
export function brandProblems(f: BrandSubmission): BodyProblem[] {
  const p: BodyProblem[] = [];
  const sole = f.entity_type === "SOLE_PROPRIETOR";
  if (!sole && f.legal_name === null) p.push({ param: "legal_name", message: `required for ${f.entity_type}` });
  if (!sole && f.tax_id === null) p.push({ param: "tax_id", message: `required for ${f.entity_type}` });
  if (sole && f.tax_id !== null) {
    p.push({ param: "tax_id", message: "a SOLE_PROPRIETOR brand registers without a tax id; leave it out" });
  }
  if (sole && (f.contact.first_name === null || f.contact.last_name === null)) {
    p.push({ param: "contact.first_name", message: "first_name and last_name are required for SOLE_PROPRIETOR" });
  }
  if (f.tax_id !== null && f.tax_id_country === "US" && !/^[0-9]{2}-[0-9]{7}$/.test(f.tax_id)) {
    p.push({ param: "tax_id", message: "a US EIN is 9 digits, e.g. 12-3456789" });
  }
  const listed = f.entity_type === "PUBLIC_PROFIT";
  for (const param of ["stock_symbol", "stock_exchange"] as const) {
    if (listed && f[param] === null) p.push({ param, message: "required for PUBLIC_PROFIT" });
    if (!listed && f[param] !== null) p.push({ param, message: "only PUBLIC_PROFIT brands have one" });
  }
  if (f.address.country === "US" && !/^[A-Z]{2}$/.test(f.address.state)) {
    p.push({ param: "address.state", message: "the 2-letter state code for a US address, e.g. CA" });
  }
  return p;
}

/** Every field optional; unchanged values of immutable fields are accepted. Metadata is replaced whole. */
export const UpdateBrandBody = CreateBrandBody.partial();
export type UpdateBrandBody = z.infer<typeof UpdateBrandBody>;

/**
 * A brand's vetting score, a whole number from 0 to 100: the brand carries one, the control API's
 * decisions and default setting assign one.
 */
export const TrustScore = z.number().int().min(0).max(100);

export const Brand = z
  .object({
    id: z.string().meta({ description: "Brand id, prefix bn_" }),
    object: z.literal("brand"),
    mode: Mode,
    entity_type: EntityType,
    legal_name: z.string().nullable(),
    display_name: z.string(),
    tax_id: z.string().nullable(),
    tax_id_country: z.string().nullable(),
    vertical: Vertical,
    website: z.string().nullable(),
    address: Address,
    contact: Contact,
    stock_symbol: z.string().nullable(),
    stock_exchange: StockExchange.nullable(),
    metadata: Metadata,
    status: BrandStatus,
    status_reasons: z
      .array(RegistrationReason)
      .meta({ description: "Why the brand is UNVERIFIED; empty otherwise" }),
    trust_score: TrustScore.nullable().meta({
      description:
        "Vetting score assigned at verification (null until verified, and for SOLE_PROPRIETOR); with the use case " +
        "it sets each campaign's carrier throughput",
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
    submitted_at: Timestamp.meta({ description: "Last (re)submission for verification" }),
    verified_at: Timestamp.nullable(),
  })
  .meta({ id: "Brand" });
export type Brand = z.infer<typeof Brand>;

const BrandParams = z.object({ brand_id: z.string() });

export const brandEndpoints = {
  create: endpoint({
    id: "brands.create",
    method: "POST",
    path: "/v1/brands",
    summary: "Register a brand. It starts PENDING and is verified on the emulator clock (default 5 minutes).",
    scopes: ["registration:write"],
    group: "registration",
    body: CreateBrandBody,
    response: Brand,
    status: 201,
  }),
  list: endpoint({
    id: "brands.list",
    method: "GET",
    path: "/v1/brands",
    summary: "List brands of the caller's mode, newest first.",
    scopes: ["registration:read"],
    group: "reads",
    query: PageQuery.extend({ status: BrandStatus.optional(), entity_type: EntityType.optional() }),
    response: ListOf(Brand),
  }),
  get: endpoint({
    id: "brands.get",
    method: "GET",
    path: "/v1/brands/{brand_id}",
    summary: "Read one brand and its registration status.",
    scopes: ["registration:read"],
    group: "reads",
    params: BrandParams,
    response: Brand,
  }),
  update: endpoint({
    id: "brands.update",
    method: "PATCH",
    path: "/v1/brands/{brand_id}",
    summary:
      "Update a brand. Immutable fields (BRAND_IMMUTABLE_FIELDS) refuse a different value; a change to a review " +
      "field (BRAND_REVIEW_FIELDS) resubmits the brand for verification.",
    scopes: ["registration:write"],
    group: "registration",
    params: BrandParams,
    body: UpdateBrandBody,
    response: Brand,
    errors: [{ status: 422, code: "field_immutable", when: "an immutable field is given a different value" }],
  }),
  resubmit: endpoint({
    id: "brands.resubmit",
    method: "POST",
    path: "/v1/brands/{brand_id}/resubmit",
    summary: "Send an UNVERIFIED brand back into verification without changes (an appeal).",
    scopes: ["registration:write"],
    group: "registration",
    params: BrandParams,
    response: Brand,
    errors: [{ status: 409, code: "brand_not_resubmittable", when: "the brand is not UNVERIFIED" }],
  }),
  delete: endpoint({
    id: "brands.delete",
    method: "DELETE",
    path: "/v1/brands/{brand_id}",
    summary: "Delete a brand that has no campaigns. Returns the brand as it was; afterwards it reads as 404.",
    scopes: ["registration:write"],
    group: "registration",
    params: BrandParams,
    response: Brand,
    errors: [{ status: 409, code: "brand_has_campaigns", when: "campaigns of the brand still exist" }],
  }),
};
