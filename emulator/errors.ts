import type { z } from "zod";

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
  const details = error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join(".");
    if (issue.code === "unrecognized_keys") {
      // One entry per unknown field, each named by its own path.
      return issue.keys.map((k) => ({ param: path ? `${path}.${k}` : k, message: "unknown field" }));
    }
    return [{ param: path || where, message: describeIssue(issue) }];
  });
  const first = details[0]!;
  const label = where === "body" ? "request body" : where === "query" ? "query parameter" : "path parameter";
  const message =
    first.param === where
      ? `Invalid ${label}: ${first.message}.`
      : `Invalid ${label} '${first.param}': ${first.message}.` +
        (details.length > 1 ? ` (${details.length - 1} more in details)` : "");
  return new ApiError(400, "invalid_request", message, { param: first.param, details });
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? `required, expected ${issue.expected}` : `expected ${issue.expected}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    default:
      return issue.message;
  }
}
