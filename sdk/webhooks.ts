import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { inspect } from "node:util";
import type { WebhookDelivery } from "../schema/deliveries";
import { EVENT_KINDS } from "../schema/eventKinds";
import type { Tolerant } from "./tolerant";

/**
 * Webhooks for receivers (spec 6): signature verification, duplicate dropping, ordering, and a
 * node:http handler that answers at once and processes asynchronously.
 */

export const SIGNATURE_HEADER = "svc-signature";
export const EVENT_ID_HEADER = "svc-event-id";
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

type RawBody = string | Buffer | Uint8Array;

function bodyBytes(raw: RawBody): Buffer {
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

/** The event envelope (spec 2). Unknown fields are kept; `event` may be a kind this sdk does not know. */
export interface WebhookEvent<D = Record<string, unknown>> {
  id: string;
  event: string;
  occurred_at: string;
  data: D;
  [field: string]: unknown;
}

/**
 * A delivery typed by its kind, from the contract (schema/deliveries.ts, the OpenAPI `webhooks`):
 * `switch (e.event)` narrows `data` to the message object (message.*), the campaign change
 * (campaign.status_changed) or the number (number.released). Tolerant as spec 9.3 asks: enums
 * admit new values and objects keep unknown fields.
 */
export type TypedWebhookEvent = Tolerant<WebhookDelivery>;

/**
 * A delivery of a kind added to the service after this sdk (spec 9.3). It is kept apart from
 * {@link TypedWebhookEvent}, so that a switch on `event` narrows `data` exactly.
 */
export type UnknownKindEvent = WebhookEvent;

const KNOWN_KINDS = new Set<string>(EVENT_KINDS);

/** Whether this sdk knows the event's kind (and so its data's shape). */
export function isKnownEvent(event: Pick<WebhookEvent, "event">): event is TypedWebhookEvent {
  return KNOWN_KINDS.has(event.event);
}

/** Sorts by occurred_at (spec 6: authoritative for ordering), then by id. Returns a new array. */
export function orderByOccurredAt<E extends Pick<WebhookEvent, "id" | "occurred_at">>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => {
    const d = Date.parse(a.occurred_at) - Date.parse(b.occurred_at);
    if (d !== 0 && !Number.isNaN(d)) return d;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** Where processed event ids are remembered, to drop duplicates (spec 6: the same SVC-Event-Id can arrive again). */
export interface EventStore {
  /** Claims an id; resolves false when it was claimed before (a duplicate). */
  claim(eventId: string): boolean | Promise<boolean>;
  /** Forgets a claim (processing failed), so that a redelivery or replay is processed. */
  release(eventId: string): void | Promise<void>;
}

/**
 * In-process store, bounded in size and time. It forgets on restart and is not shared between
 * processes: use a database-backed {@link EventStore} when receivers run in several processes.
 * The default TTL covers the service's retry schedule (about 30 minutes) many times over; events
 * can be replayed for 30 days, so a durable store should keep ids that long.
 */
export class MemoryEventStore implements EventStore {
  private ids = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 7 * 24 * 3600 * 1000;
    this.now = options.now ?? Date.now;
  }

  claim(eventId: string): boolean {
    const now = this.now();
    const seen = this.ids.get(eventId);
    if (seen !== undefined && seen > now) return false;
    if (seen !== undefined) this.ids.delete(eventId);
    this.ids.set(eventId, now + this.ttlMs);
    // Insertion order is expiry order (constant TTL): evict from the front.
    for (const [id, expires] of this.ids) {
      if (this.ids.size <= this.maxEntries && expires > now) break;
      this.ids.delete(id);
    }
    return true;
  }

  release(eventId: string): void {
    this.ids.delete(eventId);
  }

  get size(): number {
    return this.ids.size;
  }
}

export interface ReceiverOptions {
  /** The endpoint's signing secret, or several during a rotation (any may match). */
  secret: string | readonly string[];
  toleranceSeconds?: number;
  /** Duplicate dropping; an in-memory store by default. */
  store?: EventStore;
  /** Current time in ms (tests). */
  now?: () => number;
}

export interface Delivery {
  rawBody: RawBody;
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>;
}

export type ReceiveResult<D = Record<string, unknown>> =
  | { status: "accepted"; event: WebhookEvent<D> }
  | { status: "duplicate"; event: WebhookEvent<D> };

function headerOf(headers: Delivery["headers"], name: string): string | string[] | undefined {
  const direct = headers[name];
  if (direct !== undefined) return direct;
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === name) return v;
  return undefined;
}

function parseEnvelope(rawBody: RawBody): WebhookEvent {
  let value: unknown;
  try {
    value = JSON.parse(bodyBytes(rawBody).toString("utf8"));
  } catch {
    throw new WebhookVerificationError("invalid_payload", "not JSON");
  }
  const v = value as Record<string, unknown>;
  if (
    !v || typeof v !== "object" || Array.isArray(v) ||
    typeof v.id !== "string" || typeof v.event !== "string" || typeof v.occurred_at !== "string" ||
    !v.data || typeof v.data !== "object"
  ) {
    throw new WebhookVerificationError("invalid_payload");
  }
  return v as WebhookEvent;
}

/**
 * Verifies deliveries and drops duplicates. The secrets are held in a private field: they do not
 * show in util.inspect or JSON.stringify of the receiver.
 */
export class WebhookReceiver {
  readonly #secrets: readonly string[];
  readonly store: EventStore;
  readonly toleranceSeconds: number;
  readonly #now: () => number;

  constructor(options: ReceiverOptions) {
    this.#secrets = typeof options.secret === "string" ? [options.secret] : [...options.secret];
    if (this.#secrets.length === 0) throw new TypeError("msgform: a webhook receiver needs a signing secret");
    this.store = options.store ?? new MemoryEventStore();
    this.toleranceSeconds = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    this.#now = options.now ?? Date.now;
  }

  /** Verifies one delivery and claims its event id. Throws WebhookVerificationError. */
  async receive<D = Record<string, unknown>>(delivery: Delivery): Promise<ReceiveResult<D>> {
    const event = this.verify<D>(delivery);
    const fresh = await this.store.claim(event.id);
    return { status: fresh ? "accepted" : "duplicate", event };
  }

  /** Verifies without claiming. */
  verify<D = Record<string, unknown>>(delivery: Delivery): WebhookEvent<D> {
    const sig = headerOf(delivery.headers, SIGNATURE_HEADER);
    const options = { toleranceSeconds: this.toleranceSeconds, now: this.#now() };
    verifySignature(delivery.rawBody, sig, this.#secrets, options);
    const event = parseEnvelope(delivery.rawBody);
    const idHeader = headerOf(delivery.headers, EVENT_ID_HEADER);
    const headerId = Array.isArray(idHeader) ? idHeader[0] : idHeader;
    if (headerId !== undefined && headerId !== event.id) throw new WebhookVerificationError("event_id_mismatch");
    return event as WebhookEvent<D>;
  }

  /**
   * A batch of deliveries (e.g. collected over a short window, or a replay): verified, duplicates
   * dropped (against the store and within the batch), the rest ordered by occurred_at.
   */
  async receiveBatch<D = Record<string, unknown>>(deliveries: readonly Delivery[]): Promise<{
    accepted: WebhookEvent<D>[];
    duplicates: WebhookEvent<D>[];
    rejected: { index: number; error: WebhookVerificationError }[];
  }> {
    const accepted: WebhookEvent<D>[] = [];
    const duplicates: WebhookEvent<D>[] = [];
    const rejected: { index: number; error: WebhookVerificationError }[] = [];
    for (const [index, d] of deliveries.entries()) {
      try {
        const r = await this.receive<D>(d);
        (r.status === "accepted" ? accepted : duplicates).push(r.event);
      } catch (err) {
        if (err instanceof WebhookVerificationError) rejected.push({ index, error: err });
        else throw err;
      }
    }
    return { accepted: orderByOccurredAt(accepted), duplicates, rejected };
  }

  toJSON() {
    return { secrets: this.#secrets.length, toleranceSeconds: this.toleranceSeconds };
  }

  [inspect.custom]() {
    return `WebhookReceiver { secrets: ${this.#secrets.length}, toleranceSeconds: ${this.toleranceSeconds} }`;
  }
}

export interface WebhookHandlerOptions extends ReceiverOptions {
  /**
   * Processes one event of a kind this sdk knows, typed by kind, after the 2xx was sent. A
   * rejection releases the id (a replay runs again).
   */
  onEvent: (event: TypedWebhookEvent) => unknown;
  /**
   * Processes an event of a kind added to the service after this sdk (spec 9.3), like onEvent.
   * Default: acknowledged and skipped.
   */
  onUnknownKind?: (event: UnknownKindEvent) => unknown;
  /** Processing failures and rejected deliveries. Default: a process warning. */
  onError?: (error: unknown, event?: WebhookEvent) => void;
  /**
   * Collect events for this many ms and process each batch in occurred_at order, one at a time.
   * 0 (default): each event is processed as it arrives, concurrently.
   */
  batchWindowMs?: number;
  /** Largest accepted body. Default 1 MiB. */
  maxBodyBytes?: number;
  /** An existing receiver (shares its store); otherwise one is built from these options. */
  receiver?: WebhookReceiver;
}

export interface WebhookHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Resolves when every accepted event so far has been processed (tests, graceful shutdown). */
  idle(): Promise<void>;
  readonly receiver: WebhookReceiver;
}

/**
 * A node:http request handler (spec 6 receiver obligations): verifies, drops duplicates, answers
 * 200 at once (well within the service's 10 s) and processes the event afterwards. Rejected
 * signatures get 400 and the event is not processed; duplicates get 200 (so the service stops
 * retrying) and are not processed again.
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const receiver = options.receiver ?? new WebhookReceiver(options);
  const maxBody = options.maxBodyBytes ?? 1024 * 1024;
  const window = options.batchWindowMs ?? 0;
  const onError =
    options.onError ??
    ((err: unknown) => process.emitWarning(`msgform webhook: ${err instanceof Error ? err.message : String(err)}`));
  const inFlight = new Set<Promise<void>>();
  let buffer: WebhookEvent[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();

  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const processOne = async (event: WebhookEvent) => {
    try {
      // A verified envelope of a known kind: its data has the contract's shape for that kind.
      if (isKnownEvent(event)) await options.onEvent(event);
      else await options.onUnknownKind?.(event);
    } catch (err) {
      try {
        await receiver.store.release(event.id);
      } catch {
        // the store's own failure is reported with the processing error below
      }
      onError(err, event);
    }
  };

  const flush = () => {
    flushTimer = undefined;
    const batch = orderByOccurredAt(buffer);
    buffer = [];
    chain = chain.then(async () => {
      for (const e of batch) await processOne(e);
    });
    track(chain);
  };

  const dispatch = (event: WebhookEvent) => {
    if (window <= 0) {
      track(new Promise<void>((resolve) => setImmediate(() => resolve(processOne(event)))));
      return;
    }
    buffer.push(event);
    flushTimer ??= setTimeout(flush, window);
    track(Promise.resolve());
  };

  const reply = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
    if (res.headersSent) return;
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...extra });
    res.end(JSON.stringify(body));
  };

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST") return reply(res, 405, { error: { code: "method_not_allowed" } }, { allow: "POST" });
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    req.on("data", (c: Buffer) => {
      if (tooBig) return; // discard the rest; the connection closes after the answer
      size += c.length;
      if (size > maxBody) {
        tooBig = true;
        chunks.length = 0;
        reply(res, 413, { error: { code: "payload_too_large" } }, { connection: "close" });
        return;
      }
      chunks.push(c);
    });
    req.on("error", () => undefined);
    req.on("end", () => {
      if (tooBig) return;
      receiver.receive({ rawBody: Buffer.concat(chunks), headers: req.headers }).then(
        (r) => {
          reply(res, 200, { received: true, duplicate: r.status === "duplicate" });
          if (r.status === "accepted") dispatch(r.event);
        },
        (err) => {
          if (err instanceof WebhookVerificationError) {
            reply(res, 400, { error: { code: err.reason, message: err.message } });
          } else {
            reply(res, 500, { error: { code: "receiver_error" } });
          }
          onError(err);
        },
      );
    });
  }) as WebhookHandler;
  Object.defineProperty(handler, "receiver", { value: receiver });
  handler.idle = async () => {
    while (inFlight.size > 0 || buffer.length > 0) {
      if (buffer.length > 0 && flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await Promise.all([...inFlight]);
    }
  };
  return handler;
}
