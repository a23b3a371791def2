// Step 1, prepare: everything about a call that is the same on every attempt. The idempotency key
// is made here, once per logical operation, so that every retry carries the same one (spec 8).
import { randomUUID } from "node:crypto";
import { idProblem } from "../../schema/ids";
import { ValidationError } from "../errors";
import { terminalText } from "../escape";
import type { CallSpec, RequestOptions } from "./types";

/** What the transport adds to every request: the Authorization and User-Agent headers, the base path. */
export interface RequestBase {
  basePath: string;
  authorization: string;
  userAgent: string;
}

export interface PreparedCall {
  operation: string;
  method: string;
  /** Base path + filled path template + query string. */
  path: string;
  /** The endpoint's rate-limit group (spec 8). */
  group: string;
  /** Anything but GET: a write, which may change the service's state. */
  write: boolean;
  /** The Idempotency-Key sent on every attempt, or undefined for reads and opted-out writes. */
  idempotencyKey: string | undefined;
  body: string | undefined;
  headers: Record<string, string>;
}

export function encodeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      sp.append(k, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/**
 * One path segment from an id: the only way a value enters a request path. An id that is empty, a
 * dot segment (a URL parser resolves `/v1/keys/..` to `/v1/`, and `/v1/events/./replay` to the bulk
 * replay) or not of an id's shape (schema/ids.ts) is refused before anything is sent, with a
 * ValidationError naming the parameter, the operation and the rule.
 */
export function pathSegment(param: string, value: unknown, operation: string): string {
  const problem = idProblem(value, param);
  if (problem !== undefined) {
    const shown = typeof value === "string" ? `'${terminalText(value.length > 80 ? `${value.slice(0, 80)}…` : value)}'` : String(value);
    throw new ValidationError({
      kind: "validation",
      status: 0,
      code: "invalid_id",
      param,
      operation,
      message: `msgform: ${operation}: the ${param} ${shown} ${problem}; give the id of an existing object as the service shows it.`,
    });
  }
  return value as string;
}

/** A path template with every `{param}` filled by {@link pathSegment}. */
export function fillPath(template: string, params: Record<string, unknown> | undefined, operation = template): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new TypeError(`msgform: missing path parameter '${name}' for ${template}`);
    return pathSegment(name, v, operation);
  });
}

export function prepare(spec: CallSpec, opts: Pick<RequestOptions, "idempotencyKey">, base: RequestBase): PreparedCall {
  const e = spec.endpoint;
  const write = e.method !== "GET";
  const idempotencyKey = !write || opts.idempotencyKey === false ? undefined : (opts.idempotencyKey ?? randomUUID());
  const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
  const headers: Record<string, string> = {
    authorization: base.authorization,
    "user-agent": base.userAgent,
    accept: "application/json",
  };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (idempotencyKey !== undefined) headers["idempotency-key"] = idempotencyKey;
  return {
    operation: e.id,
    method: e.method,
    path: base.basePath + fillPath(e.path, spec.params, e.id) + encodeQuery(spec.query),
    group: typeof e.group === "function" ? e.group(spec.body) : e.group,
    write,
    idempotencyKey,
    body,
    headers,
  };
}
