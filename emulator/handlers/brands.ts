import type { CreateBrandBody, UpdateBrandBody } from "../../schema/brands";
import { BRAND_FIELD_RULES, BRAND_IMMUTABLE_FIELDS, brandEndpoints, normalizeTaxId } from "../../schema/brands";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import { paginate } from "../paginate";
import { brandView, submitBrand } from "../registration/lifecycle";
import type { BrandFields, BrandRecord } from "../registration/store";
import { brands, campaigns, findBrand } from "../registration/store";
import type { Account } from "../state";

type Problem = { param: string; message: string };

/** A 400 in the same shape as schema validation errors, for rules that span fields. */
export function invalid(problems: Problem[]): ApiError {
  const first = problems[0]!;
  return new ApiError(
    400,
    "invalid_request",
    `Invalid request body '${first.param}': ${first.message}.` +
    (problems.length > 1 ? ` (${problems.length - 1} more in details)` : ""),
    { param: first.param, details: problems },
  );
}

function normalizeAddress(a: CreateBrandBody["address"]): BrandFields["address"] {
  return {
    street: a.street,
    street2: a.street2 ?? null,
    city: a.city,
    state: a.state,
    postal_code: a.postal_code,
    country: a.country,
  };
}

function normalizeContact(c: CreateBrandBody["contact"]): BrandFields["contact"] {
  return { first_name: c.first_name ?? null, last_name: c.last_name ?? null, email: c.email, phone: c.phone };
}

function fromCreate(body: CreateBrandBody): BrandFields {
  const country = body.tax_id_country ?? (body.tax_id !== undefined ? "US" : null);
  return {
    entity_type: body.entity_type,
    legal_name: body.legal_name ?? null,
    display_name: body.display_name,
    tax_id: normalizeTaxId(body.tax_id, country),
    tax_id_country: country,
    vertical: body.vertical,
    website: body.website ?? null,
    address: normalizeAddress(body.address),
    contact: normalizeContact(body.contact),
    stock_symbol: body.stock_symbol ?? null,
    stock_exchange: body.stock_exchange ?? null,
    metadata: { ...(body.metadata ?? {}) },
  };
}

/** The brand as it would be after a PATCH: given fields replace the current ones (objects whole). */
function merged(current: BrandFields, body: UpdateBrandBody): BrandFields {
  const next: BrandFields = { ...current };
  if (body.entity_type !== undefined) next.entity_type = body.entity_type;
  if (body.legal_name !== undefined) next.legal_name = body.legal_name;
  if (body.display_name !== undefined) next.display_name = body.display_name;
  if (body.tax_id_country !== undefined) next.tax_id_country = body.tax_id_country;
  if (body.tax_id !== undefined) next.tax_id = normalizeTaxId(body.tax_id, next.tax_id_country);
  if (body.vertical !== undefined) next.vertical = body.vertical;
  if (body.website !== undefined) next.website = body.website;
  if (body.address !== undefined) next.address = normalizeAddress(body.address);
  if (body.contact !== undefined) next.contact = normalizeContact(body.contact);
  if (body.stock_symbol !== undefined) next.stock_symbol = body.stock_symbol;
  if (body.stock_exchange !== undefined) next.stock_exchange = body.stock_exchange;
  if (body.metadata !== undefined) next.metadata = { ...body.metadata };
  return next;
}

/** Rules between fields that TCR applies at submission. */
function problemsOf(f: BrandFields): Problem[] {
  const p: Problem[] = [];
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
  if (f.entity_type === "PUBLIC_PROFIT") {
    if (f.stock_symbol === null) p.push({ param: "stock_symbol", message: "required for PUBLIC_PROFIT" });
    if (f.stock_exchange === null) p.push({ param: "stock_exchange", message: "required for PUBLIC_PROFIT" });
  } else {
    if (f.stock_symbol !== null) p.push({ param: "stock_symbol", message: "only PUBLIC_PROFIT brands have one" });
    if (f.stock_exchange !== null) p.push({ param: "stock_exchange", message: "only PUBLIC_PROFIT brands have one" });
  }
  if (f.address.country === "US" && !/^[A-Z]{2}$/.test(f.address.state)) {
    p.push({ param: "address.state", message: "the 2-letter state code for a US address, e.g. CA" });
  }
  return p;
}

/** Fields whose value differs, by the one comparison the provider and toolkit can also make. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): (keyof T)[] {
  return fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}

export function immutableError(kind: "brand" | "campaign", fields: string[]): ApiError {
  return new ApiError(
    422,
    "field_immutable",
    `${fields.join(", ")} cannot change after the ${kind} is submitted; register a new ${kind} instead.`,
    { param: fields[0]!, details: fields.map((f) => ({ param: f, message: "immutable after submission" })) },
  );
}

function create(core: EmulatorCore, account: Account, mode: BrandRecord["mode"], body: CreateBrandBody) {
  const fields = fromCreate(body);
  const problems = problemsOf(fields);
  if (problems.length > 0) throw invalid(problems);
  const now = core.clock.now();
  const b: BrandRecord = {
    id: newId(PREFIX.brand),
    accountId: account.id,
    mode,
    fields,
    status: "PENDING",
    reasons: [],
    trustScore: null,
    createdAt: now,
    updatedAt: now,
    submittedAt: now,
    verifiedAt: null,
    cancelTimer: null,
    planned: null,
  };
  brands(core, account, mode).set(b.id, b);
  submitBrand(core, account, b, now);
  return brandView(core, b);
}

const ALL_FIELDS = Object.keys(BRAND_FIELD_RULES) as (keyof typeof BRAND_FIELD_RULES)[];

export const brandRoutes = routes(brandEndpoints, {
  create: ({ core, account, mode, body }) => create(core, account, mode, body),
  list: ({ core, account, mode, query }) => {
    const page = paginate(brands(core, account, mode), query.limit, query.cursor, {
      where: (b) =>
        (query.status === undefined || b.status === query.status) &&
        (query.entity_type === undefined || b.fields.entity_type === query.entity_type),
    });
    return { ...page, data: page.data.map((b) => brandView(core, b)) };
  },
  get: ({ core, account, mode, params }) => brandView(core, findBrand(core, account, mode, params.brand_id)),
  update: ({ core, account, mode, params, body }) => {
    const b = findBrand(core, account, mode, params.brand_id);
    const next = merged(b.fields, body);
    const changed = changedFields(b.fields, next, ALL_FIELDS);
    const immutable = changed.filter((f) => BRAND_IMMUTABLE_FIELDS.includes(f));
    if (immutable.length > 0) throw immutableError("brand", immutable);
    const problems = problemsOf(next);
    if (problems.length > 0) throw invalid(problems);
    b.fields = next;
    if (changed.some((f) => BRAND_FIELD_RULES[f] === "review")) submitBrand(core, account, b);
    else if (changed.length > 0) b.updatedAt = core.clock.now();
    return brandView(core, b);
  },
  resubmit: ({ core, account, mode, params }) => {
    const b = findBrand(core, account, mode, params.brand_id);
    if (b.status !== "UNVERIFIED") {
      throw new ApiError(
        409,
        "brand_not_resubmittable",
        `The brand ${b.id} is ${b.status}; only an UNVERIFIED brand can be resubmitted.`,
      );
    }
    submitBrand(core, account, b);
    return brandView(core, b);
  },
  delete: ({ core, account, mode, params }) => {
    const b = findBrand(core, account, mode, params.brand_id);
    const mine = [...campaigns(core, account, mode).values()]
      .filter((c) => c.fields.brand_id === b.id)
      .map((c) => c.id);
    if (mine.length > 0) {
      throw new ApiError(
        409,
        "brand_has_campaigns",
        `The brand ${b.id} still has campaigns (${mine.join(", ")}); delete them first.`,
      );
    }
    b.cancelTimer?.();
    b.cancelTimer = null;
    brands(core, account, mode).delete(b.id);
    return brandView(core, b);
  },
});
