import type { IncomingMessage, ServerResponse } from "node:http";
import { isKnownEvent, orderByOccurredAt, type TypedWebhookEvent, type UnknownKindEvent, type WebhookEvent } from "./events";
import { type ReceiverOptions, WebhookReceiver } from "./receiver";
import { WebhookVerificationError } from "./signatures";

/** The node:http handler (spec 6 receiver obligations): answers at once, processes afterwards. */

export interface WebhookHandlerOptions extends ReceiverOptions {
  /**
   * Processes one event of a kind this sdk knows, typed by kind, after the 2xx was sent. A
   * rejection releases the id (a replay runs again).
   */
  onEvent: (event: TypedWebhookEvent) => unknown;
  /**
   * Processes an event of a kind added to the service after this sdk (spec 9.3), like onEvent.
   * Default: acknowledged and skipped.
   */
  onUnknownKind?: (event: UnknownKindEvent) => unknown;
  /** Processing failures and rejected deliveries. Default: a process warning. */
  onError?: (error: unknown, event?: WebhookEvent) => void;
  /**
   * Collect events for this many ms and process each batch in occurred_at order, one at a time.
   * 0 (default): each event is processed as it arrives, concurrently.
   */
  batchWindowMs?: number;
  /** Largest accepted body. Default 1 MiB. */
  maxBodyBytes?: number;
  /** An existing receiver (shares its store); otherwise one is built from these options. */
  receiver?: WebhookReceiver;
}

export interface WebhookHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Resolves when every accepted event so far has been processed (tests, graceful shutdown). */
  idle(): Promise<void>;
  readonly receiver: WebhookReceiver;
}

/**
 * A node:http request handler (spec 6 receiver obligations): verifies, drops duplicates, answers
 * 200 at once (well within the service's 10 s) and processes the event afterwards. Rejected
 * signatures get 400 and the event is not processed; duplicates get 200 (so the service stops
 * retrying) and are not processed again.
 */
export function createWebhookHandler(options: WebhookHandlerOptions): WebhookHandler {
  const receiver = options.receiver ?? new WebhookReceiver(options);
  const maxBody = options.maxBodyBytes ?? 1024 * 1024;
  const window = options.batchWindowMs ?? 0;
  const onError =
    options.onError ??
    ((err: unknown) => process.emitWarning(`msgform webhook: ${err instanceof Error ? err.message : String(err)}`));
  const inFlight = new Set<Promise<void>>();
  let buffer: WebhookEvent[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();

  const track = (p: Promise<void>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const processOne = async (event: WebhookEvent) => {
    try {
      // A verified envelope of a known kind: its data has the contract's shape for that kind.
      if (isKnownEvent(event)) await options.onEvent(event);
      else await options.onUnknownKind?.(event);
    } catch (err) {
      try {
        await receiver.store.release(event.id);
      } catch {
        // the store's own failure is reported with the processing error below
      }
      onError(err, event);
    }
  };

  const flush = () => {
    flushTimer = undefined;
    const batch = orderByOccurredAt(buffer);
    buffer = [];
    chain = chain.then(async () => {
      for (const e of batch) await processOne(e);
    });
    track(chain);
  };

  const dispatch = (event: WebhookEvent) => {
    if (window <= 0) {
      track(new Promise<void>((resolve) => setImmediate(() => resolve(processOne(event)))));
      return;
    }
    buffer.push(event);
    flushTimer ??= setTimeout(flush, window);
    track(Promise.resolve());
  };

  const reply = (res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}) => {
    if (res.headersSent) return;
    res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...extra });
    res.end(JSON.stringify(body));
  };

  const handler = ((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST") return reply(res, 405, { error: { code: "method_not_allowed" } }, { allow: "POST" });
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    req.on("data", (c: Buffer) => {
      if (tooBig) return; // discard the rest; the connection closes after the answer
      size += c.length;
      if (size > maxBody) {
        tooBig = true;
        chunks.length = 0;
        reply(res, 413, { error: { code: "payload_too_large" } }, { connection: "close" });
        return;
      }
      chunks.push(c);
    });
    req.on("error", () => undefined);
    req.on("end", () => {
      if (tooBig) return;
      receiver.receive({ rawBody: Buffer.concat(chunks), headers: req.headers }).then(
        (r) => {
          reply(res, 200, { received: true, duplicate: r.status === "duplicate" });
          if (r.status === "accepted") dispatch(r.event);
        },
        (err) => {
          if (err instanceof WebhookVerificationError) {
            reply(res, 400, { error: { code: err.reason, message: err.message } });
          } else {
            reply(res, 500, { error: { code: "receiver_error" } });
          }
          onError(err);
        },
      );
    });
  }) as WebhookHandler;
  Object.defineProperty(handler, "receiver", { value: receiver });
  handler.idle = async () => {
    while (inFlight.size > 0 || buffer.length > 0) {
      if (buffer.length > 0 && flushTimer) {
        clearTimeout(flushTimer);
        flush();
      }
      await Promise.all([...inFlight]);
    }
  };
  return handler;
}
