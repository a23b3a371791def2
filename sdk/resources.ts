import type { z } from "zod";
import type { Endpoint } from "../schema/endpoint";
import { InvalidResponseError } from "./errors";
import type { Tolerant } from "./tolerant";
import type { RequestOptions, Transport } from "./transport";

/**
 * Resource methods, generated from the schema's endpoint table (stripe-node style: thin
 * declarations over the one transport). A new endpoint group added to
 * schema/index.ts serviceEndpointGroups appears on the client with no sdk change.
 *
 * Calling convention, derived from each endpoint:
 * - path parameters first: a string when the endpoint has one (`keys.get("svc_…")`), or an object;
 * - then the body (writes) or the query (reads), typed as the schema's z.input;
 * - then {@link RequestOptions} (idempotencyKey, signal, timeout, maxRetries).
 * Responses are typed as the schema's z.output, made tolerant (spec 9: see tolerant.ts).
 * List endpoints (a `cursor` query and a ListOf response) return a {@link ListResult}: await it for
 * one page, or iterate it with `for await` over every item of every page.
 */

/** True when the endpoint did not declare this part (the type parameter fell back to z.ZodType). */
type Absent<S> = z.ZodType extends S ? true : false;

/** Every field optional: the argument may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type OptionalIfEmpty<Name extends string, T> = AllOptional<T> extends true
  ? Name extends "body" ? [body?: T] : [query?: T]
  : Name extends "body" ? [body: T] : [query: T];

/**
 * Query fields take what a query string can carry: a coerced field (input `unknown`) any scalar, a
 * "true" | "false" field a boolean too.
 */
type QueryField<V> = unknown extends V
  ? string | number | boolean | undefined
  : [Exclude<V, undefined>] extends ["true" | "false"]
      ? V | boolean
      : V;
type QueryInput<T> = { [K in keyof T]: QueryField<T[K]> };

type InputArgs<Q, B> = Absent<B> extends false
  ? OptionalIfEmpty<"body", z.input<B>>
  : Absent<Q> extends false
    ? OptionalIfEmpty<"query", QueryInput<z.input<Q>>>
    : [];

type IdArgs<P> = Absent<P> extends false ? [id: string | z.input<P>] : [];

type MethodArgs<P, Q, B> = [...IdArgs<P>, ...InputArgs<Q, B>, options?: RequestOptions];

/** One page of a list endpoint. */
export interface Page<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * A list call: a promise of the first page (lazy: nothing is sent until it is awaited or iterated),
 * and async-iterable over every item of every page.
 */
export interface ListResult<T> extends Promise<Page<T>>, AsyncIterable<T> {
  /** Every page, fetched one after the other as you iterate. */
  pages(): AsyncIterable<Page<T>>;
  /** Every item, up to `max` (default 10 000). */
  toArray(options?: { max?: number }): Promise<T[]>;
}

type ListItem<R> = z.output<R> extends { object: "list"; data: (infer T)[]; next_cursor: string | null } ? T : never;

type IsList<Q, R> = Absent<Q> extends true
  ? false
  : "cursor" extends keyof z.input<Q>
    ? [ListItem<R>] extends [never] ? false : true
    : false;

type MethodResult<Q, R> = IsList<Q, R> extends true
  ? ListResult<Tolerant<ListItem<R>>>
  : Promise<Tolerant<z.output<R>>>;

export type MethodOf<E> = E extends Endpoint<infer P, infer Q, infer B, infer R>
  ? (...args: MethodArgs<P, Q, B>) => MethodResult<Q, R>
  : never;

export type ResourcesOf<G> = { [K in keyof G]: { [M in keyof G[K]]: MethodOf<G[K][M]> } };

/** Input of a low-level call through {@link Client.request}. */
export interface CallInput<E extends Endpoint> {
  params?: E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
  query?: E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
  body?: E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
}

function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the runtime side of the typed mapping above */
function hasShapeKey(schema: z.ZodType | undefined, key: string): boolean {
  const shape = (schema as any)?.shape;
  return !!shape && typeof shape === "object" && key in shape;
}

export function isListEndpoint(e: Endpoint): boolean {
  return !!e.query && hasShapeKey(e.query, "cursor") && hasShapeKey(e.response, "next_cursor") && hasShapeKey(e.response, "data");
}

/**
 * Why a page cannot lead on (undefined when it can, or when it is the last): a list whose cursor
 * repeats, or that says there is more without a cursor to get it, would otherwise be paged for ever
 * (a service bug, a proxy serving a cached page, a mock inventing pages) or end short in silence.
 */
function stalled(page: Page<unknown>, asked: ReadonlySet<string>, last: string | undefined): string | undefined {
  if (!page.has_more) return undefined;
  if (typeof page.next_cursor !== "string" || page.next_cursor === "") {
    return "the page says has_more but gives no next_cursor";
  }
  if (page.next_cursor === last) return "its next_cursor is the cursor that asked for it (the list does not advance)";
  if (asked.has(page.next_cursor)) return "its next_cursor was already given by an earlier page (the list repeats)";
  return undefined;
}

/** Where a list is read, for the error that stops a list that does not advance. */
interface ListSource {
  operation: string;
  method: string;
  path: string;
}

function listResult<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  startCursor?: string,
  source: ListSource = { operation: "list", method: "GET", path: "" },
): ListResult<T> {
  let first: Promise<Page<T>> | undefined;
  const firstPage = () => (first ??= fetchPage(startCursor));
  async function* pages(): AsyncGenerator<Page<T>> {
    const asked = new Set<string>(startCursor === undefined ? [] : [startCursor]);
    let last = startCursor;
    let page = await firstPage();
    for (let n = 1; ; n++) {
      yield page;
      if (!page.has_more) return;
      const problem = stalled(page, asked, last);
      if (problem) {
        throw new InvalidResponseError({
          kind: "invalid_response",
          status: 200,
          code: "pagination_stalled",
          message:
            `msgform: ${source.operation} (${source.method} ${source.path}) stopped after page ${n}: ${problem}; ` +
            "the service (or a proxy or mock in front of it) answered a list that would never end",
          ...source,
        });
      }
      last = page.next_cursor!;
      asked.add(last);
      page = await fetchPage(last);
    }
  }
  return {
    then(onFulfilled, onRejected) {
      return firstPage().then(onFulfilled, onRejected);
    },
    catch(onRejected) {
      return firstPage().catch(onRejected);
    },
    finally(onFinally) {
      return firstPage().finally(onFinally);
    },
    [Symbol.toStringTag]: "ListResult",
    pages,
    async* [Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page.data;
    },
    async toArray(options = {}) {
      const max = options.max ?? 10_000;
      const out: T[] = [];
      for await (const page of pages()) {
        for (const item of page.data) {
          if (out.length >= max) return out;
          out.push(item);
        }
      }
      return out;
    },
  };
}

/** The method for one endpoint. */
function methodFor(e: Endpoint, transport: Transport): (...args: unknown[]) => unknown {
  const names = pathParamNames(e.path);
  const hasParams = names.length > 0;
  const hasInput = !!e.body || !!e.query;
  const list = isListEndpoint(e);
  const method = (...args: unknown[]) => {
    let i = 0;
    let params: Record<string, unknown> | undefined;
    if (hasParams) {
      const id = args[i++];
      if (typeof id === "string") {
        if (names.length !== 1) {
          throw new TypeError(`msgform: ${e.id} takes path parameters ${names.join(", ")}; pass them as an object.`);
        }
        params = { [names[0]!]: id };
      } else if (id && typeof id === "object") {
        params = Object.fromEntries(names.map((n) => [n, (id as Record<string, unknown>)[n]]));
      } else {
        throw new TypeError(`msgform: ${e.id} needs ${names.join(", ")} as its first argument.`);
      }
    }
    const input = hasInput ? args[i++] : undefined;
    const options = (args[i] ?? {}) as RequestOptions;
    if (e.body) return transport.call({ endpoint: e, params, body: input ?? {} }, options);
    if (list) {
      const query = { ...((input as Record<string, unknown>) ?? {}) };
      const start = typeof query.cursor === "string" ? query.cursor : undefined;
      return listResult(
        (cursor) => transport.call<Page<unknown>>({ endpoint: e, params, query: { ...query, cursor } }, options),
        start,
        { operation: e.id, method: e.method, path: e.path },
      );
    }
    return transport.call({ endpoint: e, params, query: input as Record<string, unknown> | undefined }, options);
  };
  Object.defineProperty(method, "name", { value: e.id });
  return method;
}

/** Builds `{ group: { method } }` for every endpoint of every group. */
export function buildResources<G extends Record<string, Record<string, Endpoint>>>(
  groups: G,
  transport: Transport,
): ResourcesOf<G> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [group, endpoints] of Object.entries(groups)) {
    out[group] = {};
    for (const [name, e] of Object.entries(endpoints)) out[group][name] = methodFor(e, transport);
    Object.freeze(out[group]);
  }
  return out as any;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
