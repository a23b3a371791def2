import type { Rule } from "./model";
import { BRAND_RULES } from "./rules/brand";
import { CALL_TO_ACTION_RULES } from "./rules/callToAction";
import { CONTENT_RULES } from "./rules/content";
import { LINK_RULES } from "./rules/links";
import { REPLY_RULES } from "./rules/replies";
import { USE_CASE_RULES } from "./rules/useCase";

export { hasOptOutLanguage } from "./rules/replies";

/*
 * The 10DLC preflight rules: what carriers, The Campaign Registry and aggregators publish as
 * reasons to reject a brand or campaign, checked offline on the wire-format bodies. One file per
 * family of rules (schema/preflight/rules/), each row with its published sources and the vendors'
 * codes; this is the one table they make. `validate`, `plan`, the Pulumi check and the emulator's
 * carrier review all run it (schema/preflight/index.ts), so what the plan predicts is what the
 * emulator decides. The order is the families' order, then each family's; a rule's id never
 * changes (it is what `acknowledge` names).
 */
export const RULES: readonly Rule[] = [
  ...REPLY_RULES,
  ...LINK_RULES,
  ...CALL_TO_ACTION_RULES,
  ...CONTENT_RULES,
  ...USE_CASE_RULES,
  ...BRAND_RULES,
];

/** Rules identity verification decides (the brand's own record), not carrier review. */
export const VERIFICATION_RULES: ReadonlySet<string> = new Set(["tax-id-prefix"]);

export const RULE_IDS = RULES.map((r) => r.id) as [string, ...string[]];
