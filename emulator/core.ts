import type { z } from "zod";
import type { Mode } from "../schema/common";
import type { Endpoint } from "../schema/endpoint";
import type { Scope } from "../schema/scopes";
import type { VirtualClock } from "./clock";
import type { EventBus } from "./events/bus";
import type { Faults } from "./platform/faults";
import type { IdempotencyStore } from "./platform/idempotency";
import type { RateLimiter } from "./platform/rateLimit";
import type { Account, KeyRecord, State } from "./state";
import { ApiError, validationError } from "./errors";

interface Settings {
  /** How long after revocation a key keeps authenticating (spec 3: within five seconds). */
  revocationPropagationMs: number;
  /** Largest accepted request body. */
  bodyLimitBytes: number;
  /** A request's headers must arrive within this time (slow-header clients get 408, then close). */
  headersTimeoutMs: number;
  /** The whole request must arrive within this time. */
  requestTimeoutMs: number;
  /** A change stream that carried no change for this long is closed (its client reconnects). */
  changeStreamIdleMs: number;
}

/** Everything a handler can reach: one emulated service. */
export interface EmulatorCore {
  clock: VirtualClock;
  state: State;
  rate: RateLimiter;
  idempotency: IdempotencyStore;
  faults: Faults;
  events: EventBus;
  settings: Settings;
  /** Work started on close (delivery queues, timers) registers its stop here. */
  onClose: (fn: () => void | Promise<void>) => void;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The validated request parts of an operation, as its handler receives them. */
export interface RequestParts<E extends Pick<Endpoint, "params" | "query" | "body">> {
  params: Out<NonNullable<E["params"]>>;
  query: Out<NonNullable<E["query"]>>;
  body: Out<NonNullable<E["body"]>>;
}

/**
 * Validates an operation's path parameters, query and body against its schemas (a missing body
 * counts as {} when the operation has one). A wrong value is reported as wrong, not as missing:
 * reportInput keeps the value on the issue.
 */
export function parseRequestParts<E extends Pick<Endpoint, "params" | "query" | "body">>(
  e: E,
  req: { params: unknown; query: unknown; body: unknown },
): RequestParts<E> {
  const part = (schema: z.ZodType | undefined, value: unknown, where: "body" | "query" | "path") => {
    if (!schema) return undefined;
    const r = schema.safeParse(value, { reportInput: true });
    if (!r.success) throw validationError(where, r.error);
    return r.data;
  };
  return {
    params: part(e.params, req.params, "path"),
    query: part(e.query, req.query, "query"),
    body: e.body ? part(e.body, req.body ?? {}, "body") : refuseBody(req.body),
  } as RequestParts<E>;
}

/**
 * An operation declared without a request body takes none (spec 9: request bodies are strict):
 * no body, an empty one, or `{}` (an object with no fields breaks no rule of a body with no fields;
 * clients and the console send it on body-less POSTs). Anything else is refused as an unknown field
 * would be, on every operation of the service and the control API alike (docs/decisions.md).
 */
function refuseBody(body: unknown): undefined {
  if (body === undefined) return undefined;
  if (body !== null && typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0) return undefined;
  const first = body !== null && typeof body === "object" && !Array.isArray(body) ? Object.keys(body)[0] : undefined;
  const message = "This operation takes no request body: send none (or {})" + (first ? `; '${first}' is not a field of it.` : ".");
  throw new ApiError(400, "invalid_request", message, {
    param: first ?? "body",
    details: [{ param: first ?? "body", message: "this operation takes no request body" }],
  });
}

export interface HandlerContext<E extends Endpoint> extends RequestParts<E> {
  account: Account;
  mode: Mode;
  key: KeyRecord;
  sourceIp: string;
  requestId: string;
  /**
   * Scopes the operation needs beyond the endpoint's (platform/scope.ts requireScopes adds them):
   * an idempotent replay of its result is held to them too.
   */
  required: Set<Scope>;
  core: EmulatorCore;
}

export type Handler<E extends Endpoint> = (
  ctx: HandlerContext<E>,
) => z.input<E["response"]> | Promise<z.input<E["response"]>>;

export interface Route {
  endpoint: Endpoint;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- typed at definition by routes()
  handler: Handler<any>;
}

/** Binds one handler to each endpoint of a schema group; the compiler checks none is missing. */
export function routes<T extends Record<string, Endpoint>>(
  endpoints: T,
  impl: { [K in keyof T]: Handler<T[K]> },
): Route[] {
  return Object.keys(endpoints).map((k) => ({ endpoint: endpoints[k]!, handler: impl[k as keyof T] }));
}
