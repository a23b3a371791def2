import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { VirtualClock } from "../clock";
import { type Endpoint, isWrite } from "../../schema/endpoint";
import type { Scope } from "../../schema/scopes";
import { ApiError } from "../errors";
import type { KeyRecord } from "../state";
import { JSON_TYPE } from "./reply";
import type { PlatformRule, RequestState } from "./request";
import { missingScopes } from "./scope";

/** Spec 8: results are kept 24 hours. */
const IDEMPOTENCY_RETENTION_MS = 24 * 3600 * 1000;
const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

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
  /** The Request-Id of the request that ran: a replay answers with it (the id in a stored error body). */
  requestId?: string;
  /** Who ran it and what authority it needed beyond the endpoint's scope: a replay is held to it. */
  keyId?: string;
  required?: Scope[];
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

/** The outcome of a request that runs, stored (when final) as it is sent. */
export interface IdempotencyTicket {
  kind: "new";
  commit: (status: number, body: string, requestId: string, required: Iterable<Scope>) => void;
  abandon: () => void;
}

export type Begin = IdempotencyTicket | { kind: "replay"; status: number; body: string; requestId: string };

/**
 * Only final outcomes replay: 2xx and the 4xx the operation itself decided. Authentication and
 * authorization refusals (401, 403) are about the caller, not the operation; 408, 429 and 5xx are
 * transient and a retry must run the operation again.
 */
function isFinalOutcome(status: number): boolean {
  if (status >= 200 && status < 300) return true;
  return status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
}

/** The request's identity for "same key, different body": method, path and canonical JSON body. */
function fingerprint(method: string, path: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest("hex");
}

/** Deepest nesting a fingerprinted body may have: bad input must be a 400, never a stack overflow. */
const MAX_BODY_DEPTH = 64;

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
 * Spec 8 idempotency, scoped per account and mode (as Stripe scopes it). A key in flight answers
 * 409 idempotency_key_in_use (retryable); a finished key replays its stored status and body to the
 * key that ran it or to a key holding every scope the operation needed (else 403: a replay never
 * hands a result, such as a new key's secret, to a caller that could not have made the request);
 * a key reused with another request answers 409 idempotency_key_reused. Only final outcomes are
 * stored (isFinalOutcome).
 */
export class IdempotencyStore {
  private entries = new Map<string, Entry>();
  private sinceSweep = 0;

  constructor(private readonly clock: VirtualClock) {}

  begin(scope: string, key: string, print: string, caller: Pick<KeyRecord, "id" | "scopes">): Begin {
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
      authorizeReplay(existing, caller);
      return {
        kind: "replay",
        status: existing.status!,
        body: open(existing.sealed!, sealKey),
        requestId: existing.requestId!,
      };
    }
    const entry: Entry = { fingerprint: print, state: "in_flight", expiresAt: now + IDEMPOTENCY_RETENTION_MS };
    this.entries.set(id, entry);
    return {
      kind: "new",
      commit: (status, body, requestId, required) => {
        if (this.entries.get(id) !== entry || entry.state === "done") return;
        if (!isFinalOutcome(status)) {
          this.entries.delete(id);
          return;
        }
        entry.state = "done";
        entry.status = status;
        entry.sealed = seal(body, sealKey);
        entry.requestId = requestId;
        entry.keyId = caller.id;
        entry.required = [...required];
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
    // An entry still in flight after the retention period belongs to a request that never ended.
    for (const [id, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(id);
  }
}

function authorizeReplay(entry: Entry, caller: Pick<KeyRecord, "id" | "scopes">): void {
  if (entry.keyId === caller.id) return;
  const lacking = missingScopes(caller, entry.required ?? []);
  if (lacking.length > 0) {
    throw new ApiError(
      403,
      "insufficient_scope",
      `This Idempotency-Key holds the result of a request that needed ${lacking.join(", ")}, which this key ` +
      "lacks; a replay needs the same authority as the request. Use a new Idempotency-Key.",
      { param: "Idempotency-Key" },
    );
  }
}

/**
 * Spec 8: after authentication, authorization and validation, so a replay is served only to a
 * caller that may make the request; before injected faults, so a replay never meets one.
 */
export const idempotencyRule: PlatformRule = {
  spec: "spec 8 idempotency",
  stage: (e: Endpoint) => (isWrite(e) ? "preHandler" : undefined),
  run: (core, req, reply, e) => {
    const s = req.svc;
    const idemKey = req.headers["idempotency-key"];
    if (typeof idemKey !== "string") return undefined;
    // The fingerprint is of the validated body: what the operation acts on (a body-less endpoint
    // ignores any body it is sent, so it cannot make a retry "different").
    const print = fingerprint(e.method, req.url.split("?")[0]!, s.parts?.body);
    const begun = core.idempotency.begin(`${s.account!.id}:${s.key!.mode}`, idemKey, print, s.key!);
    if (begun.kind === "new") {
      s.idem = begun;
      return undefined;
    }
    // The original request's id, so the header and a stored error body name the same request.
    s.requestId = begun.requestId;
    return reply.code(begun.status).header("Idempotent-Replayed", "true").type(JSON_TYPE).send(begun.body);
  },
  onSend: (_core, req, reply, payload) => commitOutcome(req.svc, reply.statusCode, String(payload)),
};

/** Stores the request's outcome once, whether it is sent or the connection is dropped after it. */
export function commitOutcome(s: RequestState, status: number, payload: string): void {
  s.idem?.commit(status, payload, s.requestId, s.required);
  s.idem = undefined;
}
