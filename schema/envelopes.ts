import { z } from "zod";

// The shapes every endpoint of the service shares around its own resource (spec 4 and 7): the error body,
// list pages and their query, query booleans and the deletion acknowledgement. Apart from the field
// primitives of schema/common.ts, so a kind that declares a timestamp or metadata does not build them.

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
const DEFAULT_PAGE_SIZE = 20;

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
