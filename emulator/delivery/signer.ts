import { createHmac } from "node:crypto";

/** The delivery signature header of spec 6. */
export const SIGNATURE_HEADER = "SVC-Signature";
export const EVENT_ID_HEADER = "SVC-Event-Id";

/** Lowercase hex HMAC-SHA256 of "<t>.<raw body>", keyed by the whole secret string as UTF-8. */
export function signatureFor(secret: string, t: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${t}.${rawBody}`, "utf8").digest("hex");
}

/**
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…]` with no spaces (spec 6): one v1 per secret that signs,
 * the current secret first, then any previous secret still inside its roll grace period.
 */
export function signatureHeader(secrets: readonly string[], t: number, rawBody: string): string {
  return [`t=${t}`, ...secrets.map((s) => `v1=${signatureFor(s, t, rawBody)}`)].join(",");
}
