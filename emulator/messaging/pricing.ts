/**
 * What a message costs (spec 1 leaves pricing "not shown"). Amounts are kept in micro-dollars
 * (integers) and rendered as decimal strings with four places, e.g. "0.0079".
 *
 * - SMS to a NANP number (+1: US, Canada, …): $0.0079 per segment.
 * - SMS elsewhere: $0.0500 per segment.
 * - MMS (NANP only): $0.0200 per message.
 *
 * Charged when the message is handed to the carrier (status sent), so failed messages cost
 * nothing and undelivered ones are still charged, as carriers bill. Test keys are never charged.
 */
const SMS_NANP_MICROS = 7_900;
const SMS_INTERNATIONAL_MICROS = 50_000;
const MMS_NANP_MICROS = 20_000;

export function priceMicros(to: string, type: "sms" | "mms", segments: number): number {
  if (type === "mms") return MMS_NANP_MICROS;
  return (to.startsWith("+1") ? SMS_NANP_MICROS : SMS_INTERNATIONAL_MICROS) * segments;
}

export function formatMicros(micros: number): string {
  const whole = Math.floor(micros / 1_000_000);
  const frac = String(micros % 1_000_000).padStart(6, "0").slice(0, 4);
  return `${whole}.${frac}`;
}
