import type { z } from "zod";
import { flattenIssues } from "../schema/issues";

/** Every error the service returns: rendered as the one error shape of schema/common.ts. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: {
      param?: string;
      details?: { param: string; message: string }[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
  }
}

export function notFound(kind: string, id: string): ApiError {
  return new ApiError(404, "resource_not_found", `No ${kind} with id '${id}' exists in this account and mode.`, {
    param: "id",
  });
}

/** Turns zod issues into a 400 that names each field and what was expected. */
export function validationError(where: "body" | "query" | "path", error: z.ZodError): ApiError {
  const details = flattenIssues(error).map(({ path, message }) => ({ param: path.join(".") || where, message }));
  const first = details[0]!;
  const label = where === "body" ? "request body" : where === "query" ? "query parameter" : "path parameter";
  const message =
    first.param === where
      ? `Invalid ${label}: ${first.message}.`
      : `Invalid ${label} '${first.param}': ${first.message}.` +
        (details.length > 1 ? ` (${details.length - 1} more in details)` : "");
  return new ApiError(400, "invalid_request", message, { param: first.param, details });
}
