import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import { RESPONSE_TIMEOUT_MS } from "./schedule";

export interface PostResult {
  statusCode?: number;
  error?: string;
  latencyMs: number;
}

/**
 * Sends one delivery over the network: a POST that must answer within 10 s (spec 3, 6), over a
 * pooled keep-alive agent. Only the status counts; the response body is never read.
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
      const res = await request(url, { method: "POST", headers, body, dispatcher: this.agent, signal });
      const latencyMs = Math.round(performance.now() - started);
      // Spec 3: the response body is not read; drain it so the connection can be reused.
      res.body.dump().catch(() => undefined);
      return { statusCode: res.statusCode, latencyMs };
    } catch (err) {
      return { error: classifyError(err, signal), latencyMs: Math.round(performance.now() - started) };
    }
  }

  close(): Promise<void> {
    return this.agent.destroy();
  }
}

/** The attempt's error as the attempts log names it: timeout, a socket error code, or network_error. */
function classifyError(err: unknown, signal: AbortSignal): string {
  if (signal.aborted) return "timeout";
  const e = err as { code?: string; name?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
  return code ?? e.name ?? "network_error";
}
