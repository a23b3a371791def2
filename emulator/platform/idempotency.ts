import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { VirtualClock } from "../clock";
import { ApiError } from "../errors";

/** Spec 8: results are kept 24 hours. */
export const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

interface Sealed {
  iv: Buffer;
  data: Buffer;
  tag: Buffer;
}

interface Entry {
  fingerprint: string;
  state: "in_flight" | "done";
  status?: number;
  /** The stored response body, encrypted under a key derived from the client's Idempotency-Key. */
  sealed?: Sealed;
  expiresAt: number;
}

/**
 * The store keeps neither Idempotency-Keys nor readable results: entries are found by a hash of
 * the key and results are sealed with another hash of it. A stored key creation therefore holds
 * its secret only in a form that the holder of the Idempotency-Key alone can open (secrets are
 * otherwise stored only as hashes).
 */
function derive(label: string, scope: string, key: string): Buffer {
  return createHash("sha256").update(`${label}\u0000${scope}\u0000${key}`).digest();
}

function seal(text: string, key: Buffer): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return { iv, data, tag: cipher.getAuthTag() };
}

function open(sealed: Sealed, key: Buffer): string {
  const decipher = createDecipheriv("aes-256-gcm", key, sealed.iv);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.data), decipher.final()]).toString("utf8");
}

export type Begin = { kind: "new"; commit: (status: number, body: string) => void; abandon: () => void } | {
  kind: "replay";
  status: number;
  body: string;
};

/** The request's identity for "same key, different body": method, path and canonical JSON body. */
export function fingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest("hex");
}

/** Deepest nesting a fingerprinted body may have: bad input must be a 400, never a stack overflow. */
export const MAX_BODY_DEPTH = 64;

function canonicalJson(value: unknown, depth = 0): string {
  if (value === undefined) return "";
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (depth >= MAX_BODY_DEPTH) {
    throw new ApiError(400, "invalid_request", `The request body nests more than ${MAX_BODY_DEPTH} levels deep.`, {
      param: "body",
    });
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, depth + 1)).join(",")}]`;
  const keys = Object.keys(value as object).sort();
  const obj = value as Record<string, unknown>;
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k], depth + 1)}`).join(",")}}`;
}

/**
 * Spec 8 idempotency, scoped per account and mode. A key in flight answers 409
 * idempotency_key_in_use (retryable); a finished key replays its stored status and body; a
 * key reused with another request answers 409 idempotency_key_reused. Server errors (5xx) and
 * rate-limit rejections (429) are not stored, so a retry after one runs the operation again.
 */
export class IdempotencyStore {
  private entries = new Map<string, Entry>();
  private sinceSweep = 0;

  constructor(private readonly clock: VirtualClock) {}

  begin(scope: string, key: string, print: string): Begin {
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new ApiError(
        400,
        "invalid_idempotency_key",
        `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters (a UUID is recommended).`,
        { param: "Idempotency-Key" },
      );
    }
    const now = this.clock.now();
    if (++this.sinceSweep >= 1000) this.sweep(now);
    const id = derive("id", scope, key).toString("base64");
    const sealKey = derive("seal", scope, key);
    const existing = this.entries.get(id);
    if (existing && existing.expiresAt > now) {
      if (existing.fingerprint !== print) {
        throw new ApiError(
          409,
          "idempotency_key_reused",
          "This Idempotency-Key was already used with a different request; use a new key for a new operation.",
          { param: "Idempotency-Key" },
        );
      }
      if (existing.state === "in_flight") {
        throw new ApiError(
          409,
          "idempotency_key_in_use",
          "A request with this Idempotency-Key is still being processed; retry after it finishes.",
          { param: "Idempotency-Key", headers: { "Retry-After": "1" } },
        );
      }
      return { kind: "replay", status: existing.status!, body: open(existing.sealed!, sealKey) };
    }
    const entry: Entry = { fingerprint: print, state: "in_flight", expiresAt: now + IDEMPOTENCY_RETENTION_MS };
    this.entries.set(id, entry);
    return {
      kind: "new",
      commit: (status, body) => {
        if (status >= 500 || status === 429) {
          this.entries.delete(id);
          return;
        }
        entry.state = "done";
        entry.status = status;
        entry.sealed = seal(body, sealKey);
        entry.expiresAt = this.clock.now() + IDEMPOTENCY_RETENTION_MS;
      },
      abandon: () => {
        if (this.entries.get(id) === entry) this.entries.delete(id);
      },
    };
  }

  size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    this.sinceSweep = 0;
    for (const [id, e] of this.entries) if (e.expiresAt <= now && e.state === "done") this.entries.delete(id);
  }
}
