import { z } from "zod";

/** ISO 8601 UTC timestamp with milliseconds, e.g. 2026-11-21T20:27:40.000Z. */
export const Timestamp = z.string().meta({ description: "ISO 8601 UTC timestamp", format: "date-time" });

/** E.164 phone number: a leading + and 8 to 15 digits (spec 2: "E.164 style with leading +"). */
export const E164 = z
  .string()
  .regex(/^\+[1-9][0-9]{7,14}$/, "must be an E.164 number: + then 8 to 15 digits, e.g. +14155550123");

export const Mode = z.enum(["live", "test"]).meta({
  description: "Which data set the object belongs to: test keys see only test data, live keys only live data",
});
export type Mode = z.infer<typeof Mode>;

/** Every error response, from every endpoint, has this one shape. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().meta({ description: "Machine-readable error code, stable within /v1" }),
      message: z.string().meta({ description: "Human-readable explanation, with how to fix it where we can say" }),
      request_id: z.string().meta({ description: "The req_ identifier of the request, also in the Request-Id header" }),
      param: z.string().optional().meta({ description: "The request field at fault, as a dotted path" }),
      details: z
        .array(z.object({ param: z.string(), message: z.string() }))
        .optional()
        .meta({ description: "Every invalid field, for validation errors" }),
    }),
  })
  .meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Most items a list endpoint returns in one page. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export const PageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .meta({ description: `Page size, 1 to ${MAX_PAGE_SIZE}` }),
  cursor: z.string().min(1).optional().meta({ description: "next_cursor from the previous page" }),
});

/** The list wrapper: cursor pagination, newest first unless an endpoint says otherwise. */
export function ListOf<T extends z.ZodType>(item: T) {
  return z.object({
    object: z.literal("list"),
    data: z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable().meta({ description: "Pass as cursor to get the next page; null on the last" }),
  });
}

/** Query booleans arrive as strings. */
export const QueryBoolean = z.enum(["true", "false"]).transform((v) => v === "true");

/** A deleted-object acknowledgement. */
export const Deleted = z.object({ id: z.string(), object: z.string(), deleted: z.literal(true) });

/** Free-form labels a caller may attach; msgform's reconcile stores its identity here. */
export const Metadata = z
  .record(z.string().max(40), z.string().max(500))
  .refine((m) => Object.keys(m).length <= 20, "at most 20 metadata keys")
  .meta({ description: "Up to 20 string labels (keys up to 40 chars, values up to 500)" });
