import { performance } from "node:perf_hooks";
import { Agent } from "undici";
import { RESPONSE_TIMEOUT_MS } from "./schedule";

export interface PostResult {
  statusCode?: number;
  error?: string;
  latencyMs: number;
  /** The first EXCERPT_BYTES of the response body, as text (what a person inspecting the delivery sees). */
  excerpt?: string;
}

/** How much of a receiver's response body an attempt keeps. */
const EXCERPT_BYTES = 512;

/**
 * Sends one delivery over the network: a POST that must answer within 10 s (spec 3, 6), over a
 * pooled keep-alive agent. Only the status counts (spec 3): the start of the response body is kept
 * for the attempts log, and the rest is discarded.
 */
export class WebhookPoster {
  private readonly agent = new Agent({
    connect: { timeout: RESPONSE_TIMEOUT_MS },
    headersTimeout: RESPONSE_TIMEOUT_MS,
    bodyTimeout: RESPONSE_TIMEOUT_MS,
    keepAliveTimeout: 4_000,
  });

  async post(url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
    const started = performance.now();
    const signal = AbortSignal.timeout(RESPONSE_TIMEOUT_MS);
    try {
      const target = new URL(url);
      const res = await this.agent.request({ origin: target.origin, path: target.pathname + target.search, method: "POST", headers, body, signal });
      const latencyMs = Math.round(performance.now() - started);
      const excerpt = await readExcerpt(res.body);
      return { statusCode: res.statusCode, latencyMs, excerpt };
    } catch (err) {
      return { error: classifyError(err, signal), latencyMs: Math.round(performance.now() - started) };
    }
  }

  close(): Promise<void> {
    return this.agent.destroy();
  }
}

/** A larger response body is cut off (its connection closed) rather than read to its end, as undici's dump() does. */
const DRAIN_LIMIT_BYTES = 128 * 1024;

/**
 * The first EXCERPT_BYTES of a body (within the 10 s the request already has); the rest is read and
 * discarded so the connection can be reused. A body that fails midway yields what arrived.
 */
async function readExcerpt(body: AsyncIterable<Buffer>): Promise<string> {
  const kept: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      if (size < EXCERPT_BYTES) kept.push(chunk);
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) break;
    }
  } catch {
    // what arrived is the excerpt
  }
  return Buffer.concat(kept).subarray(0, EXCERPT_BYTES).toString("utf8").replace(/\uFFFD+$/, "");
}

/** The attempt's error as the attempts log names it: timeout, a socket error code, or network_error. */
function classifyError(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return "timeout";
  const e = err as { code?: string; name?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
  return code ?? e.name ?? "network_error";
}
