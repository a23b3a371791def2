import type { z } from "zod";

/** One zod issue in words a user can act on: what was expected, never the offending value. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? `required, expected ${issue.expected}` : `expected ${issue.expected}`;
    case "invalid_value":
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `'${k}'`).join(", ")}`;
    default:
      return issue.message;
  }
}

/** Flattens issues to (path, message) pairs; each unknown key gets its own path. */
export function flattenIssues(error: z.ZodError): { path: (string | number)[]; message: string }[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((k) => ({ path: [...path, k], message: "unknown field" }));
    }
    return [{ path, message: describeIssue(issue) }];
  });
}
