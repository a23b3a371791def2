import type { CreateBrandBody, UpdateBrandBody } from "../../schema/brands";
import type { BodyProblem } from "../../schema/problems";
import {
  BRAND_FIELD_RULES,
  BRAND_IMMUTABLE_FIELDS,
  brandEndpoints,
  brandProblems,
  brandSubmission,
  normalizeTaxId,
  submittedAddress,
  submittedContact,
} from "../../schema/brands";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import { paginate } from "../paginate";
import { brandView, submitBrand } from "../registration/lifecycle";
import type { BrandFields, BrandRecord } from "../registration/store";
import { brands, campaigns, findBrand } from "../registration/store";
import type { Account } from "../state";

/** A 400 in the same shape as schema validation errors, for rules that span fields. */
export function invalid(problems: readonly BodyProblem[]): ApiError {
  const first = problems[0]!;
  return new ApiError(
    400,
    "invalid_request",
    `Invalid request body '${first.param}': ${first.message}.` +
    (problems.length > 1 ? ` (${problems.length - 1} more in details)` : ""),
    { param: first.param, details: [...problems] },
  );
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
  if (body.address !== undefined) next.address = submittedAddress(body.address);
  if (body.contact !== undefined) next.contact = submittedContact(body.contact);
  if (body.stock_symbol !== undefined) next.stock_symbol = body.stock_symbol;
  if (body.stock_exchange !== undefined) next.stock_exchange = body.stock_exchange;
  if (body.metadata !== undefined) next.metadata = { ...body.metadata };
  return next;
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
  const fields = brandSubmission(body);
  const problems = brandProblems(fields);
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
    const problems = brandProblems(next);
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
