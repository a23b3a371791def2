import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Webhook signatures (spec 6): the SVC-Signature header, computed for tests of a receiver and
 * verified against one signing secret or several during a rotation, with why a delivery is refused.
 */

/** The delivery's signature header (spec 6); lowercase, as node:http gives headers. */
export const SIGNATURE_HEADER = "svc-signature";
/** Spec 6.5: the reference tolerance. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

export type WebhookFailureReason =
  /** No SVC-Signature header. */
  | "missing_header"
  /** The header is not `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`. */
  | "malformed_header"
  /** The header has a timestamp but no v1 signature. */
  | "no_signature"
  /** No v1 value matches the body under any of the secrets. */
  | "signature_mismatch"
  /** t is older than the tolerance. */
  | "timestamp_too_old"
  /** t is further in the future than the tolerance. */
  | "timestamp_in_future"
  /** The body is not a JSON event envelope (spec 2). */
  | "invalid_payload"
  /** SVC-Event-Id differs from the envelope's id. */
  | "event_id_mismatch";

const REASON_TEXT: Record<WebhookFailureReason, string> = {
  missing_header: "the SVC-Signature header is missing",
  malformed_header: "the SVC-Signature header is not 't=<unix seconds>,v1=<hex>'",
  no_signature: "the SVC-Signature header carries no v1 signature",
  signature_mismatch: "no v1 signature matches the raw body under the signing secret(s)",
  timestamp_too_old: "the signature timestamp is older than the tolerance",
  timestamp_in_future: "the signature timestamp is further in the future than the tolerance",
  invalid_payload: "the body is not a JSON event envelope with id, event, occurred_at and data",
  event_id_mismatch: "the SVC-Event-Id header does not match the envelope's id",
};

/** Why a delivery was rejected. Never carries the secret or the body. */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookFailureReason;
  /** The header's t, when it could be read. */
  readonly timestamp: number | undefined;

  constructor(reason: WebhookFailureReason, detail?: string, timestamp?: number) {
    super(`webhook rejected (${reason}): ${REASON_TEXT[reason]}${detail ? `; ${detail}` : ""}`);
    this.name = "WebhookVerificationError";
    this.reason = reason;
    this.timestamp = timestamp;
  }
}

export interface VerifyOptions {
  /** Largest accepted |now - t| in seconds. Default 300 (spec 6). */
  toleranceSeconds?: number;
  /** The current time: milliseconds since the epoch, or a Date. Default Date.now(). */
  now?: number | Date;
}

export interface Verified {
  /** The header's t (unix seconds). */
  timestamp: number;
  /** Which secret matched (its index in the list given). */
  secretIndex: number;
}

/** A body exactly as received: the text or the bytes. */
export type RawBody = string | Buffer | Uint8Array;

export function bodyBytes(raw: RawBody): Buffer {
  if (typeof raw === "string") return Buffer.from(raw, "utf8");
  return Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
}

/** HMAC-SHA256 of `<t>.<raw body>` with the secret, lowercase hex (spec 6.1 to 6.3). */
export function computeSignature(rawBody: RawBody, secret: string, timestamp: number): string {
  return createHmac("sha256", secret).update(`${timestamp}.`, "utf8").update(bodyBytes(rawBody)).digest("hex");
}

/** The SVC-Signature header the service would send: for tests of your receiver. */
export function signPayload(rawBody: RawBody, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${computeSignature(rawBody, secret, timestamp)}`;
}

function parseHeader(header: string | readonly string[] | undefined | null): { t: number; v1: string[] } {
  if (header === undefined || header === null) throw new WebhookVerificationError("missing_header");
  const text = typeof header === "string" ? header : header.join(",");
  if (text.trim() === "") throw new WebhookVerificationError("missing_header");
  let t: number | undefined;
  const v1: string[] = [];
  let sawV1 = false;
  for (const part of text.split(",")) {
    const item = part.trim();
    if (item === "") continue;
    const eq = item.indexOf("=");
    if (eq <= 0) throw new WebhookVerificationError("malformed_header", "an item has no 'name=value' form");
    const name = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (name === "t") {
      if (t !== undefined) throw new WebhookVerificationError("malformed_header", "t appears more than once");
      if (!/^[0-9]{1,12}$/.test(value)) throw new WebhookVerificationError("malformed_header", "t is not a unix time in seconds");
      t = Number(value);
    } else if (name === "v1") {
      sawV1 = true;
      // A v1 that is not 64 hex digits can match nothing; skip it, so one odd value does not
      // hide a valid one next to it.
      if (/^[0-9a-fA-F]{64}$/.test(value)) v1.push(value.toLowerCase());
    }
    // Other schemes (v0, a future v2) are ignored.
  }
  if (t === undefined) throw new WebhookVerificationError("malformed_header", "t is missing");
  if (v1.length === 0) {
    throw sawV1
      ? new WebhookVerificationError("malformed_header", "no v1 value is 64 hex digits", t)
      : new WebhookVerificationError("no_signature", undefined, t);
  }
  return { t, v1 };
}

/**
 * Verifies a delivery (spec 6): the raw body exactly as received (a string or the bytes), the
 * SVC-Signature header, and the endpoint's signing secret, or several during a secret rotation.
 * Accepts when any v1 value matches under any secret, compared in constant time, and |now - t|
 * is within the tolerance (both sides: too old and too far in the future are rejected; exactly
 * the tolerance is accepted). Throws {@link WebhookVerificationError} with a `reason` otherwise.
 */
export function verifySignature(
  rawBody: RawBody,
  header: string | readonly string[] | undefined | null,
  secret: string | readonly string[],
  options: VerifyOptions = {},
): Verified {
  const secrets = typeof secret === "string" ? [secret] : [...secret];
  if (secrets.length === 0 || secrets.some((s) => typeof s !== "string" || s.length === 0)) {
    throw new TypeError("msgform: verifySignature needs a non-empty signing secret (or a list of them)");
  }
  if (typeof rawBody !== "string" && !(rawBody instanceof Uint8Array)) {
    throw new TypeError("msgform: verifySignature needs the raw body as a string or Buffer, not a parsed object");
  }
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const { t, v1 } = parseHeader(header);
  const body = bodyBytes(rawBody);
  const candidates = v1.map((v) => Buffer.from(v, "utf8"));
  let matched = -1;
  for (let i = 0; i < secrets.length; i++) {
    const expected = Buffer.from(computeSignature(body, secrets[i]!, t), "utf8");
    for (const c of candidates) {
      // Every pair is compared, in constant time, whatever matched before.
      if (timingSafeEqual(expected, c) && matched < 0) matched = i;
    }
  }
  if (matched < 0) throw new WebhookVerificationError("signature_mismatch", undefined, t);
  const nowMs = options.now instanceof Date ? options.now.getTime() : (options.now ?? Date.now());
  const age = nowMs / 1000 - t;
  if (age > tolerance) throw new WebhookVerificationError("timestamp_too_old", `${Math.round(age)} s old, tolerance ${tolerance} s`, t);
  if (-age > tolerance) {
    throw new WebhookVerificationError("timestamp_in_future", `${Math.round(-age)} s ahead, tolerance ${tolerance} s`, t);
  }
  return { timestamp: t, secretIndex: matched };
}
