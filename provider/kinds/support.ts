// What the six built-in kinds share: the sdk client type, error wording, abortable sleeps and list
// iteration (the registration wait is registration.ts). Everything about one kind stays in its own file; this holds only the
// mechanics that would otherwise be written six times. Imports nothing from Pulumi.
import type { z } from "zod";
// The sdk's errors and client type only: the client itself loads when a front end makes one, so
// `msgform validate` (which checks against the kinds offline) does not load it.
import type { Client } from "../../sdk/client";
import { ApiError, connectionProblem } from "../../sdk/errors";
import type { KindContext } from "./kind";

export type { Client };

/** The context the built-in kinds receive: the sdk client built from the front end's settings. */
export type SdkContext = KindContext<Client>;

/**
 * Request options of the write that creates an object: the front end's idempotency (see
 * KindContext.createRequest), else just the signal.
 */
export function createOptions(ctx: SdkContext, attempt?: number) {
  return { signal: ctx.signal, ...ctx.createRequest?.(attempt) };
}

/** True when the service answered 404 (the object is gone). */
export function isNotFound(e: unknown): boolean {
  return e instanceof ApiError && e.kind === "not_found";
}

/**
 * A failed API call as a kind reports it: what was attempted, the service's own message (which
 * says how to fix it where the service can), its code and request id. Never carries secret text:
 * the sdk's messages do not, and the front ends redact again.
 */
export function failure(what: string, e: unknown): Error {
  // A rejected credential or an unreachable service is the problem whatever the operation: shown alone,
  // naming the setting and where it was read from.
  const connection = connectionProblem(e);
  if (connection) return connection;
  if (e instanceof ApiError) {
    const tags = [e.code, e.requestId].filter((t) => t !== undefined && t !== "").join(", ");
    return new Error(`${what}: ${e.message}${tags ? ` (${tags})` : ""}`, { cause: e });
  }
  if (e instanceof Error) return new Error(`${what}: ${e.message}`, { cause: e });
  return new Error(`${what}: ${String(e)}`);
}

/** Runs one API call, turning its error into a {@link failure}. */
export async function attempt<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw failure(what, e);
  }
}

/** Reads an object, or `undefined` when the service says it is gone (404). */
export async function readOrGone<T>(what: string, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (e) {
    if (isNotFound(e)) return undefined;
    throw failure(what, e);
  }
}

/** Deletes an object; gone already is success. */
export async function deleteOrGone(what: string, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (e) {
    if (isNotFound(e)) return;
    throw failure(what, e);
  }
}

/** Resolves after `ms`, or rejects when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(aborted(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted(signal));
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

function aborted(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error("interrupted");
}

/**
 * The desired view the schema produces for a live object (defaults applied, tax ids and keywords
 * normalized), so an unchanged object shows no diff. A live value the input schema would refuse
 * (a value the service added later, spec 9) is kept as it is rather than failing the read.
 */
export function normalized<D>(schema: z.ZodType<D>, raw: Record<string, unknown>): D {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : (raw as D);
}

/** The object without its `undefined` fields (wire bodies: absent means "not given"). */
export function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** `null` (the wire's "not set") as `undefined` (the desired state's "not set"). */
export function opt<T>(value: T | null | undefined): T | undefined {
  return value === null ? undefined : value;
}

/** Metadata without the given keys. */
export function withoutKeys(
  metadata: Record<string, string> | undefined,
  keys: readonly string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata ?? {})) if (!keys.includes(k)) out[k] = v;
  return out;
}

/** Every item of a list endpoint, page by page (the sdk follows the cursor). */
export async function* eachItem<T, R>(items: AsyncIterable<T>, map: (item: T) => R): AsyncGenerator<R> {
  for await (const item of items) yield map(item);
}

/** A registration reason ({code, description}) as one line. */
export function reasonText(r: { code: string; description: string }): string {
  return `${r.code}: ${r.description}`;
}

/** Reasons as one sentence: joined with "; ", ending with one period. */
export function sentence(reasons: readonly string[]): string {
  const text = reasons.length > 0 ? reasons.join("; ") : "no reason given";
  return text.endsWith(".") ? text : `${text}.`;
}
