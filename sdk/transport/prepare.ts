// Step 1, prepare: everything about a call that is the same on every attempt. The idempotency key
// is made here, once per logical operation, so that every retry carries the same one (spec 8).
import { randomUUID } from "node:crypto";
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

export function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null || v === "") throw new TypeError(`msgform: missing path parameter '${name}' for ${template}`);
    return encodeURIComponent(String(v));
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
    path: base.basePath + fillPath(e.path, spec.params) + encodeQuery(spec.query),
    group: typeof e.group === "function" ? e.group(spec.body) : e.group,
    write,
    idempotencyKey,
    body,
    headers,
  };
}
