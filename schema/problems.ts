import type { z } from "zod";

// The rules between fields of a request body, shared by every kind: here rather than with the brand
// wire model, so that a kind which reports them does not load the brand schemas.

/** A rule between fields of a request body, broken: the wire path of the field to fix and why. */
export interface BodyProblem {
  readonly param: string;
  readonly message: string;
}

/**
 * Reports body problems as zod issues, so a schema refined with them (a provider kind's desired
 * state) fails offline exactly where the service would answer 400. `path` maps a wire path
 * ("contact.first_name") to the refined schema's own path.
 */
export function reportProblems(
  ctx: z.RefinementCtx,
  problems: readonly BodyProblem[],
  path: (param: string) => (string | number)[],
): void {
  for (const p of problems) ctx.addIssue({ code: "custom", path: path(p.param), message: p.message, input: undefined });
}
