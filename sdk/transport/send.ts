// Step 3, send: one HTTP attempt over undici, with its own time limit. It never throws for a
// failed exchange: it returns what happened (a response, or a classified network failure).
import { performance } from "node:perf_hooks";
import type { Dispatcher } from "undici";
import { classifyNetworkError, type NetworkFailure } from "../retry";
import type { PreparedCall } from "./prepare";

export type Headers = Record<string, string | string[] | undefined>;

export interface AttemptResult {
  /** The HTTP status; 0 when no response arrived. */
  status: number;
  headers: Headers;
  /** The response body as text ("" without a response). */
  text: string;
  /** Why no (complete) response arrived. */
  network?: NetworkFailure | undefined;
  /** The caller's signal fired during the attempt. */
  aborted: boolean;
  /** performance.now() when the response headers (or the failure) arrived. */
  at: number;
  durationMs: number;
}

/** One header's first value. */
export function header(h: Headers, name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

export interface SendTarget {
  origin: string;
  agent: Dispatcher;
}

export async function sendAttempt(
  target: SendTarget,
  call: PreparedCall,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<AttemptResult> {
  const started = performance.now();
  const timeoutSignal = AbortSignal.timeout(timeoutMs);
  const attemptSignal = signal ? AbortSignal.any([signal, timeoutSignal]) : timeoutSignal;
  let at = 0;
  let res: Dispatcher.ResponseData | undefined;
  try {
    res = await target.agent.request({
      origin: target.origin,
      path: call.path,
      method: call.method as Dispatcher.HttpMethod,
      headers: call.headers,
      body: call.body,
      signal: attemptSignal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    at = performance.now();
    const text = await res.body.text();
    const durationMs = Math.round(performance.now() - started);
    return { status: res.statusCode, headers: res.headers, text, aborted: false, at, durationMs };
  } catch (err) {
    return {
      status: 0,
      // Headers that arrived before the body failed still name the account.
      headers: res?.headers ?? {},
      text: "",
      network: classifyNetworkError(err, timeoutSignal.aborted),
      aborted: signal?.aborted === true,
      at: at === 0 ? performance.now() : at,
      durationMs: Math.round(performance.now() - started),
    };
  }
}
