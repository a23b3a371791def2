// The transport's public shapes: what a call is, what it returns, what the transport offers.
import type { Endpoint } from "../../schema/endpoint";
import type { AccountPacer, RateHeaders } from "../pacing";

/** Per-call options, accepted as the last argument of every method. */
export interface RequestOptions {
  /**
   * Writes: the Idempotency-Key of this logical operation (spec 8). By default the sdk makes a
   * UUID once per call and sends it on every attempt. Pass your own to make an operation
   * idempotent across processes (e.g. a key stored with your job), or `false` to send none:
   * such a write is never retried once it may have reached the service.
   */
  idempotencyKey?: string | false;
  /** Cancels the call: waiting for a slot, an attempt in flight, or a backoff. */
  signal?: AbortSignal;
  /** Time limit of each attempt in ms (default: the client's timeouts.requestMs). */
  timeout?: number;
  /** Overrides the client's retry.maxRetries for this call. */
  maxRetries?: number;
  /**
   * Called once with the service's final answer (success or error, not a network failure):
   * whether it was an idempotent replay of an earlier request with this key (spec 8).
   */
  onResponse?: (info: { status: number; replayed: boolean }) => void;
}

/** A call described against the endpoint table. */
export interface CallSpec {
  endpoint: Pick<Endpoint, "id" | "method" | "path" | "group" | "response">;
  params?: Record<string, unknown> | undefined;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

export interface RawResponse {
  status: number;
  body: unknown;
  requestId: string | undefined;
  accountId: string | undefined;
  replayed: boolean;
  attempts: number;
  rate: RateHeaders | undefined;
}

export interface TransportStats {
  calls: number;
  attempts: number;
  retries: number;
  /** 429 responses received (on the wire, whether or not retried). */
  rateLimited: number;
  /** Responses that were idempotent replays. */
  replayed: number;
  /** Calls that ended in an error. */
  failed: number;
  retryBudget: number | undefined;
}

export interface Transport {
  readonly baseUrl: string;
  readonly keyId: string;
  /** The key's account, once learned (Account-Id). */
  accountId(): string | undefined;
  /** Sends a call and returns the raw parsed JSON. Throws ApiError. */
  send(spec: CallSpec, opts?: RequestOptions): Promise<RawResponse>;
  /** Sends a call and parses the response tolerantly with the endpoint's response schema. */
  call<T>(spec: CallSpec, opts?: RequestOptions): Promise<T>;
  stats(): TransportStats;
  /** The shared pacer of this key's account, once known (for diagnostics and tests). */
  pacer(): AccountPacer | undefined;
  close(): Promise<void>;
}
