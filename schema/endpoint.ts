import type { z } from "zod";
import type { RateGroup, Scope } from "./scopes";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One operation of the contract. The emulator registers a route from it, the sdk calls through it,
 * and schema/openapi.json is generated from it: nobody writes a wire shape twice.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, "<resource>.<action>": also the fault-injection target name. */
  id: string;
  method: HttpMethod;
  /** Path template with {param} placeholders. */
  path: string;
  summary: string;
  /** Any one of these scopes grants access; an empty list means any valid key. */
  scopes: readonly Scope[];
  /** Rate-limit group; a function when the group depends on the body (lookup batch). */
  group: RateGroup | ((body: unknown) => RateGroup);
  /** When group is a function: every group it can return, for the OpenAPI document. */
  groups?: readonly RateGroup[];
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Success status; 200 unless stated. */
  status?: number;
  /** Extra documentation for OpenAPI: errors this operation returns beyond the common ones. */
  errors?: readonly { status: number; code: string; when: string }[];
}

// Read from the definition's own fields, so they serve a service Endpoint and a ControlEndpoint alike
// (the console's typed client, emulator/console/ui/api.ts). Absent parts read as undefined.
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
export type ParamsOf<E> = E extends { params?: infer P } ? Input<P> : undefined;
export type QueryOf<E> = E extends { query?: infer Q } ? Input<Q> : undefined;
export type BodyOf<E> = E extends { body?: infer B } ? Input<B> : undefined;
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/** Identity helper that keeps the literal types of one endpoint definition. */
export function endpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> {
  return def;
}

export function isWrite(e: Pick<Endpoint, "method">): boolean {
  return e.method !== "GET";
}

/**
 * An operation of the emulator's control API (its own listener, no service keys): the test
 * harness's levers. Same shape as a service endpoint, without scopes or rate limits.
 */
export type ControlEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> = Omit<Endpoint<P, Q, B, R>, "scopes" | "group">;

export function controlEndpoint<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: ControlEndpoint<P, Q, B, R>,
): ControlEndpoint<P, Q, B, R> {
  return def;
}
