import { messageEndpoints } from "../../schema/messages";
import { routes } from "../core";
import { notFound } from "../errors";
import { acceptOutbound, messagesOf } from "../messaging/engine";
import { messageView } from "../messaging/store";
import { paginate } from "../paginate";
import { senderCheck } from "./numbers";

/** POST /v1/messages, GET /v1/messages, GET /v1/messages/{message_id} (spec 4). */
export const messageRoutes = routes(messageEndpoints, {
  send: ({ core, account, mode, body }) => {
    const m = acceptOutbound(
      core,
      account,
      mode,
      { from: body.from, to: body.to, body: body.body, mediaUrls: body.media_urls, reference: body.reference },
      senderCheck(core, account, mode, body.from),
      () => senderCheck(core, account, mode, body.from),
    );
    return messageView(m, core.clock);
  },
  list: ({ core, account, mode, query: q }) => {
    // Newest first; messages created in the same millisecond keep their order of creation
    // reversed (MESSAGE_ORDER), so pages are stable and match what was sent.
    const page = paginate(messagesOf(core, account, mode), q.limit, q.cursor, {
      indexed: { from: q.from, to: q.to, reference: q.reference },
      from: q.created_after,
      until: q.created_before,
      where: (m) =>
        (q.status === undefined || m.status === q.status) && (q.direction === undefined || m.direction === q.direction),
    });
    return { ...page, data: page.data.map((m) => messageView(m, core.clock)) };
  },
  get: ({ core, account, mode, params }) => {
    const m = messagesOf(core, account, mode).get(params.message_id);
    if (!m) throw notFound("message", params.message_id);
    return messageView(m, core.clock);
  },
});
