/*
 * Limits the service enforces on a set of objects rather than on one object: no single object's
 * check can see them. The YAML toolkit counts them over the declarations (validate, offline) and
 * over the declarations plus what the account already has (plan, apply), so an apply never starts
 * work the service will refuse halfway. They are the service's rules, not a carrier's judgement:
 * an `acknowledge` cannot waive them (the rule ids are not preflight rule ids).
 *
 * Numbers per campaign (49 without number_pool, one for a sole proprietor) are the `number-pool`
 * preflight rule, which reads the count from its subject (schema/preflight/rules/useCase.ts).
 */

export interface SetLimit {
  /** What findings carry as their rule. */
  readonly id: string;
  /** The error code the service refuses the object beyond the limit with. */
  readonly code: string;
  readonly limit: number;
  /** Where the limit is stated. */
  readonly source: string;
}

/** Webhook endpoints per account, live and test together. Declared here, not with the endpoint's wire
 * model (schema/webhooks), so that counting declarations offline does not load every wire schema. */
export const MAX_WEBHOOK_ENDPOINTS = 10;

export const WEBHOOK_ENDPOINT_LIMIT: SetLimit = {
  id: "webhook-endpoint-limit",
  code: "webhook_endpoint_limit_reached",
  limit: MAX_WEBHOOK_ENDPOINTS,
  source: "docs/service.md, sections 2 and 8: webhook endpoints per account",
};

export const SOLE_PROPRIETOR_CAMPAIGN_LIMIT: SetLimit = {
  id: "sole-proprietor-campaign-limit",
  code: "sole_proprietor_campaign_limit",
  limit: 1,
  source: "The Campaign Registry: a sole-proprietor brand registers one campaign",
};

/** How many objects a set will hold at its fullest: what the account has, and what the change adds. */
export interface SetCount {
  /** Objects the account has that the declarations do not account for (another owner's, unmanaged). */
  existing: number;
  /** The declarations, in order; the ones past the limit are named. */
  declared: readonly string[];
}

/** The declarations that do not fit under the limit, or none. */
export function overLimit(limit: SetLimit, count: SetCount): string[] {
  const room = Math.max(0, limit.limit - count.existing);
  return count.declared.length > room ? count.declared.slice(room) : [];
}

/** What to tell the user about a set past its limit. */
export function limitMessage(
  limit: SetLimit,
  count: SetCount,
  what: { objects: string; scope: string; fix: string },
): string {
  const total = count.existing + count.declared.length;
  const has = count.existing > 0 ? `${count.existing} already in the account and ${count.declared.length} declared` : "all declared";
  return `${total} ${what.objects} (${has}): the service allows ${limit.limit} ${what.scope} and refuses the rest ` +
    `(${limit.code}); ${what.fix}. A service limit cannot be acknowledged`;
}
