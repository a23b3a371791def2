import { z } from "zod";
import { endpoint } from "./endpoint";

const MAX_LOOKUP_BATCH = 100;

const LookupResult = z
  .object({
    object: z.literal("lookup"),
    input: z.string().meta({ description: "The number exactly as given" }),
    valid: z.boolean(),
    reason: z
      .enum(["empty", "not_a_number", "too_short", "too_long", "unknown_country_code", "invalid_for_country"])
      .nullable()
      .meta({ description: "Why the input is not a valid number; null when valid" }),
    reason_message: z.string().nullable(),
    e164: z.string().nullable().meta({ description: "The number in E.164 form; null when invalid" }),
    national_format: z.string().nullable(),
    country: z.string().nullable().meta({ description: "ISO 3166-1 alpha-2 country, when known" }),
    country_name: z.string().nullable(),
    country_calling_code: z.string().nullable().meta({ description: "Country calling code without +, e.g. \"1\"" }),
    line_type: z.enum(["mobile", "landline", "voip", "toll_free"]).nullable(),
    carrier: z.string().nullable().meta({ description: "Name of the carrier serving the number" }),
  })
  .meta({ id: "LookupResult" });
type LookupResult = z.infer<typeof LookupResult>;

const LookupBatchResult = z
  .object({
    object: z.literal("lookup_batch"),
    data: z.array(LookupResult).meta({ description: "One result per input number, in input order" }),
  })
  .meta({ id: "LookupBatchResult" });

const NumberInput = z.string().max(64);
const Country = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "must be an ISO 3166-1 alpha-2 country code, e.g. US")
  .meta({ description: "Country of numbers given in national format (default US)" });

const LookupBody = z
  .strictObject({
    number: NumberInput.optional().meta({ description: "Single form: one number in any format" }),
    numbers: z
      .array(NumberInput)
      .min(1)
      .max(MAX_LOOKUP_BATCH)
      .optional()
      .meta({ description: `Batch form: 1 to ${MAX_LOOKUP_BATCH} numbers (rate group lookup_batch)` }),
    country: Country.optional(),
  })
  .refine((b) => (b.number === undefined) !== (b.numbers === undefined), {
    message: "give exactly one of number (single form) or numbers (batch form)",
    path: ["number"],
  });

/** The batch form is its own rate group (spec 8: 10 per second); the single form is an ordinary write. */
function lookupGroup(body: unknown) {
  return typeof body === "object" && body !== null && "numbers" in body ? ("lookup_batch" as const) : ("writes" as const);
}

export const lookupEndpoints = {
  lookup: endpoint({
    id: "lookup.create",
    method: "POST",
    path: "/v1/lookup",
    summary:
      "Number lookup (spec 4): validity, E.164 form, country, line type and carrier. Single form {number} " +
      "answers a LookupResult; batch form {numbers} answers a LookupBatchResult. Invalid input is answered with " +
      "valid false and a reason, not an error.",
    scopes: ["lookup:read"],
    group: lookupGroup,
    groups: ["writes", "lookup_batch"],
    body: LookupBody,
    response: z.union([LookupResult, LookupBatchResult]),
  }),
};
