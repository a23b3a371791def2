import type { FastifyInstance } from "fastify";
import { CHANGE_STREAM_PATH } from "../../schema/controlAccount";
import type { EmulatorCore } from "../core";
import { changesOf } from "../events/changes";

/** The change stream's path (server-sent events; documented in schema/controlOpenapi.ts). */
export const STREAM_PATH = CHANGE_STREAM_PATH;

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 15_000;

/**
 * GET /control/changes: a server-sent event `change` whenever something a view shows may have
 * changed, with the topics (`{"topics":["messages","deliveries"]}`); the console re-reads what it
 * shows. The stream carries no data of its own, so it needs nothing the reads do not.
 */
export function registerChangeStream(app: FastifyInstance, core: EmulatorCore): void {
  app.get(STREAM_PATH, (req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      connection: "keep-alive",
    });
    res.write("retry: 2000\n: connected\n\n");
    const unsubscribe = changesOf(core).subscribe((topics) => {
      res.write(`event: change\ndata: ${JSON.stringify({ topics: [...topics].sort() })}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(": heartbeat\n\n"), HEARTBEAT_MS);
    heartbeat.unref();
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    req.raw.on("close", stop);
    res.on("error", stop);
  });
}
