// The console's one way to the control API: a small typed client over the control API's endpoint
// table (schema/control*.ts). Every path and method comes from the table (the build reads it into
// __CONTROL_ROUTES__, scripts/consoleAssets.ts) and every wire type from its schemas (types only: no
// zod in the page), so the page and the API cannot drift apart. Same-origin fetches: the browser
// sends the console's cookie and its Origin, which the guard checks. And the change stream.
import type { controlEndpoints } from "../../../schema/control";
import type { controlAccountEndpoints } from "../../../schema/controlAccount";
import type { controlRegistrationEndpoints } from "../../../schema/controlRegistration";
import type { BodyOf, ControlEndpoint, ParamsOf, QueryOf, ResponseOf } from "../../../schema/endpoint";
import type { controlEndpointGroups } from "../../../schema/index";

/** One operation as the page calls it: its route, typed by the endpoint it was read from. */
export interface Route<E extends ControlEndpoint = ControlEndpoint> {
  id: string;
  method: E["method"];
  path: string;
  hasBody: boolean;
  /** Never set: carries the endpoint's type to call(). */
  readonly endpoint?: E;
}
type Routes<T> = { readonly [K in keyof T]: T[K] extends ControlEndpoint ? Route<T[K]> : never };
type Groups = typeof controlEndpointGroups;

declare const __CONTROL_ROUTES__: { groups: { [G in keyof Groups]: Routes<Groups[G]> }; changes: string };
const ROUTES = __CONTROL_ROUTES__;

/** The control API's operations, by the group they are declared in. */
export const platform: Routes<typeof controlEndpoints> = ROUTES.groups.platform;
export const reads: Routes<typeof controlAccountEndpoints> = ROUTES.groups.account;
export const registration: Routes<typeof controlRegistrationEndpoints> = ROUTES.groups.registration;

type EndpointOf<R> = R extends Route<infer E> ? E : never;
type Item<L> = L extends { data: (infer T)[] } ? T : never;
/** The response type of a route. */
type Answer<R> = ResponseOf<EndpointOf<R>>;
/** The body type of a route. */
export type BodyFor<R> = BodyOf<EndpointOf<R>>;
/** The query type of a route. */
export type QueryFor<R> = QueryOf<EndpointOf<R>>;

// The wire types the views show, read off the operations that return them.
export type Message = Answer<typeof reads.getMessage>["message"];
export type ServiceEvent = Answer<typeof reads.getMessage>["timeline"][number];
export type MessagePage = Answer<typeof reads.listMessages>;
export type CampaignWithHistory = Item<Answer<typeof reads.listCampaigns>>;
export type EndpointHealth = Item<Answer<typeof reads.listEndpoints>>;
export type EventWithAttempts = Item<Answer<typeof reads.listEvents>>;
export type DeliveryAttempt = EventWithAttempts["attempts"][number];
export type Clock = Answer<typeof platform.getClock>;
export type AccountSummary = Item<Answer<typeof platform.listAccounts>>;
export type HandsetResult = Answer<typeof reads.handset>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** One part of a call: absent when the operation has none, optional when every field of it is. */
type Part<K extends string, T> = unknown extends T
  ? { [k in K]?: never }
  : [T] extends [undefined] ? { [k in K]?: never }
      : object extends T ? { [k in K]?: T }
        : { [k in K]: T };
export type CallArgs<E> = Part<"params", ParamsOf<E>> & Part<"query", QueryOf<E>> & Part<"body", BodyOf<E>>;

/** The operation's path with its {placeholders} filled in, and its query string. */
function pathOf(e: Route, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const path = e.path.replace(/\{([a-z_]+)\}/g, (_, k: string) => {
    const v = params?.[k];
    if (v === undefined || v === null || v === "") throw new Error(`${e.id} needs ${k}`);
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Calls one control operation; the answer is typed by the operation's response schema. */
export async function call<E extends ControlEndpoint>(
  e: Route<E>,
  ...[args]: object extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]
): Promise<ResponseOf<E>> {
  const a = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const body = a.body ?? (e.hasBody ? {} : undefined);
  const res = await fetch(pathOf(e, a.params, a.query), {
    method: e.method,
    credentials: "same-origin",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) {
    const err = (parsed as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(res.status, err?.code ?? "error", err?.message ?? `${res.status} ${res.statusText}`);
  }
  return parsed as ResponseOf<E>;
}

/**
 * Calls back on every change the emulator announces; reconnects by itself (EventSource). Whenever the
 * stream opens (the first time, and again after it ended or the connection dropped) it calls back with
 * no topics, so the page reads everything again: what changed while no stream was open is never
 * announced.
 */
export function watchChanges(onChange: (topics: string[]) => void, onState: (live: boolean) => void): () => void {
  const source = new EventSource(ROUTES.changes);
  source.addEventListener("open", () => {
    onState(true);
    onChange([]);
  });
  source.addEventListener("error", () => onState(false));
  source.addEventListener("change", (e) => {
    try {
      onChange((JSON.parse((e as MessageEvent<string>).data) as { topics: string[] }).topics);
    } catch {
      onChange([]);
    }
  });
  return () => source.close();
}
