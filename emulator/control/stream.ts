import type { FastifyInstance } from "fastify";
import { CHANGE_STREAM_PATH } from "../../schema/controlAccount";
import type { EmulatorCore } from "../core";
import { ApiError } from "../errors";
import { changesOf } from "../events/changes";
import { errorBody } from "../platform/reply";

/** The change stream's path (server-sent events; documented in schema/controlOpenapi.ts). */
export const STREAM_PATH = CHANGE_STREAM_PATH;

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * At most this many change streams are open on one control listener at once; the next is refused
 * with 503 and Retry-After. A console tab holds one; a client that opens streams without closing
 * them runs into this, not into the process's file descriptors.
 */
export const MAX_CHANGE_STREAMS = 64;

/** What a refused stream's Retry-After says, in seconds: by then an idle stream may have closed. */
const RETRY_AFTER_S = 5;

/**
 * GET /control/changes: a server-sent event `change` whenever something a view shows may have
 * changed, with the topics (`{"topics":["messages","deliveries"]}`); the console re-reads what it
 * shows. It needs the control token like every control read (guard.ts). A stream that carried no
 * change for core.settings.changeStreamIdleMs is closed: the client sends nothing on a stream, and
 * our own heartbeats are no sign that anyone still listens; an EventSource reconnects by itself
 * (after the `retry` below).
 */
export function registerChangeStream(app: FastifyInstance, core: EmulatorCore): void {
  const open = new Set<() => void>();
  app.get(STREAM_PATH, (req, reply) => {
    if (open.size >= MAX_CHANGE_STREAMS) {
      const err = new ApiError(
        503,
        "change_streams_exhausted",
        `This control listener already serves ${MAX_CHANGE_STREAMS} change streams, its limit; close one ` +
        `(or let an idle one end) and try again in ${RETRY_AFTER_S} s.`,
      );
      return reply.code(err.status).header("retry-after", String(RETRY_AFTER_S)).send(errorBody(err, String(req.id)));
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      connection: "keep-alive",
    });
    res.write("retry: 2000\n: connected\n\n");
    const end = () => {
      stop();
      res.end();
    };
    const idle = setTimeout(end, core.settings.changeStreamIdleMs);
    idle.unref();
    const unsubscribe = changesOf(core).subscribe((topics) => {
      res.write(`event: change\ndata: ${JSON.stringify({ topics: [...topics].sort() })}\n\n`);
      idle.refresh();
    });
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    const stop = () => {
      open.delete(stop);
      clearInterval(heartbeat);
      clearTimeout(idle);
      unsubscribe();
    };
    open.add(stop);
    req.raw.on("close", stop);
    res.on("error", stop);
  });
}
