import type { FastifyReply, FastifyRequest } from "fastify";
import { type Endpoint, isWrite } from "../../schema/endpoint";
import type { RateGroup, Scope } from "../../schema/scopes";
import type { EmulatorCore, RequestParts } from "../core";
import type { ApiError } from "../errors";
import { newId, PREFIX } from "../ids";
import type { Account, KeyRecord } from "../state";
import type { Credentials } from "./auth";
import type { FaultPlan } from "./faults";
import type { IdempotencyTicket } from "./idempotency";
import { normalizeAddress } from "./ipAllowlist";
import type { RateDecision } from "./rateLimit";

/** What the platform rules learn about one service request, in the order they run. */
export interface RequestState {
  requestId: string;
  sourceIp: string;
  group: RateGroup;
  /** Parsed once from Authorization (or why it does not parse). */
  credentials?: Credentials | ApiError;
  account?: Account;
  key?: KeyRecord;
  rate?: RateDecision;
  parts?: RequestParts<Endpoint>;
  idem?: IdempotencyTicket;
  faults?: FaultPlan;
  /**
   * Scopes the operation needed beyond the endpoint's own (a key may manage only keys within its
   * scopes): kept with an idempotent result, so that a replay needs them too.
   */
  required: Set<Scope>;
}

declare module "fastify" {
  interface FastifyRequest {
    svc: RequestState;
  }
}

/** One platform rule: a hook at one stage of every route it applies to. */
export interface PlatformRule {
  /** The spec section the rule implements. */
  spec: string;
  /** Where the rule runs for this endpoint: before the body is read, after it, or not at all. */
  stage: (e: Endpoint) => "onRequest" | "preHandler" | undefined;
  run: (core: EmulatorCore, req: FastifyRequest, reply: FastifyReply, e: Endpoint) => unknown;
  /** Sees every response of the route (e.g. to store it for replay). */
  onSend?: (core: EmulatorCore, req: FastifyRequest, reply: FastifyReply, payload: unknown) => void;
}

/**
 * The stage of a rule that needs the request's body where there is one: after the body is read
 * (preHandler) on operations that take a body; on reads (GET and HEAD: Fastify reads no body) the
 * same hook as the rules before it (onRequest), so that a read runs one stage of rules, in the same
 * order, and no preHandler stage at all (each stage with hooks costs every request: bench/README).
 */
export const afterBody = (e: Pick<Endpoint, "method">): "onRequest" | "preHandler" => (isWrite(e) ? "preHandler" : "onRequest");

const readGroup = (method: string): RateGroup => (method === "GET" || method === "HEAD" ? "reads" : "writes");

export function initialState(
  method: string,
  remoteAddress: string | undefined,
  requestId: string = newId(PREFIX.request),
): RequestState {
  return {
    requestId,
    sourceIp: normalizeAddress(remoteAddress),
    group: readGroup(method),
    required: new Set(),
  };
}

/** Headers every response carries: RateLimit-* (spec 8), Request-Id, and Account-Id once known. */
export function rateHeaders(
  core: EmulatorCore,
  s: Pick<RequestState, "account" | "group" | "rate" | "requestId">,
): Record<string, string> {
  const rate = s.rate ?? core.rate.peek(s.account?.id ?? core.state.primaryAccount()?.id, s.group);
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(rate.limit),
    "RateLimit-Remaining": String(rate.remaining),
    "RateLimit-Reset": String(rate.resetSeconds),
    "Request-Id": s.requestId,
  };
  if (s.account) headers["Account-Id"] = s.account.id;
  return headers;
}
