/**
 * What happens to an outbound message after it leaves the queue, decided by the last four digits
 * of the recipient so that tests and users can aim at each outcome. Every other recipient is
 * delivered. The rules apply to test and live keys alike (spec 1: test keys behave like live).
 */

type FinalStatus = "delivered" | "undelivered" | "failed";

interface OutcomeRule {
  suffix: string;
  status: Exclude<FinalStatus, "delivered">;
  errorCode: string;
  errorMessage: string;
  /** What lookup reports for such a number, so the two agree. */
  lineType?: "landline";
}

const OUTCOME_RULES: readonly OutcomeRule[] = [
  {
    suffix: "0001",
    status: "failed",
    errorCode: "unknown_destination",
    errorMessage: "The recipient number is not assigned to a subscriber; the message was rejected before reaching the carrier.",
  },
  {
    suffix: "0002",
    status: "undelivered",
    errorCode: "unreachable_handset",
    errorMessage: "The carrier accepted the message but could not reach the handset (switched off or out of coverage).",
  },
  {
    suffix: "0003",
    status: "undelivered",
    errorCode: "carrier_filtered",
    errorMessage: "The carrier accepted the message, then blocked it as unwanted content.",
  },
  {
    suffix: "0004",
    status: "undelivered",
    errorCode: "landline_unreachable",
    errorMessage: "The recipient is a landline that cannot receive text messages.",
    lineType: "landline",
  },
];

export type Outcome = { status: "delivered" } | { status: "failed" | "undelivered"; errorCode: string; errorMessage: string };

export function outcomeFor(to: string): Outcome {
  const rule = OUTCOME_RULES.find((r) => to.endsWith(r.suffix));
  return rule ? { status: rule.status, errorCode: rule.errorCode, errorMessage: rule.errorMessage } : { status: "delivered" };
}

export function ruleLineType(e164: string): "landline" | undefined {
  return OUTCOME_RULES.find((r) => r.lineType && e164.endsWith(r.suffix))?.lineType;
}

/**
 * Status timing on the emulator clock, from the moment a message leaves its campaign queue:
 * sending at once, then sent (handed to the carrier; message.sent) or failed (message.failed)
 * after SENT_AFTER_MS, then delivered or undelivered after DELIVERY_RECEIPT_AFTER_MS more.
 */
export const SENT_AFTER_MS = 1000;
export const DELIVERY_RECEIPT_AFTER_MS = 2000;
