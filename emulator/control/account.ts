import type { z } from "zod";
import { controlAccountEndpoints, type MessageQuery } from "../../schema/controlAccount";
import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { dispatcherFor, eventsOf } from "../delivery/dispatcher";
import { type AttemptRecord, attemptView, deliveriesOf, endpointsOf, endpointView, eventView, isDeliveredOverall } from "../delivery/model";
import { ApiError } from "../errors";
import type { StoredEvent } from "../events/bus";
import { changesOf } from "../events/changes";
import { allowlistView } from "../handlers/allowlist";
import { replayEvent, replayRange } from "../handlers/events";
import { numberView } from "../handlers/numbers";
import { messagesOf } from "../messaging/engine";
import { isOptedOut } from "../messaging/optOuts";
import { type MessageRecord, messageView } from "../messaging/store";
import { brandView, campaignView } from "../registration/lifecycle";
import { brands, campaigns, numbers } from "../registration/store";
import type { Account } from "../state";
import { controlRoutes } from "./app";
import { accountOf, modesOf, receiveText } from "./messaging";

/** Newest first across both modes; the same millisecond by id, so a cursor has one place. */
const newestFirst = (a: { createdAt: number; id: string }, b: { createdAt: number; id: string }) =>
  b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function cursorOf(m: { createdAt: number; id: string }): string {
  return Buffer.from(`${m.createdAt}:${m.id}`).toString("base64url");
}

function afterCursor(cursor: string): { createdAt: number; id: string } {
  const m = /^(-?[0-9]+):(.+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!m) throw new ApiError(400, "invalid_cursor", "The cursor does not match this list; start again without it.", { param: "cursor" });
  return { createdAt: Number(m[1]), id: m[2]! };
}

/** One page of items already sorted newest first, after the cursor's item, with the number matching. */
function pageOf<T extends { createdAt: number; id: string }>(sorted: T[], limit: number, cursor: string | undefined) {
  let start = 0;
  if (cursor !== undefined) {
    const after = afterCursor(cursor);
    start = sorted.findIndex((x) => newestFirst(x, after) > 0);
    if (start < 0) start = sorted.length;
  }
  const items = sorted.slice(start, start + limit);
  const hasMore = start + limit < sorted.length;
  return { items, has_more: hasMore, next_cursor: hasMore ? cursorOf(items.at(-1)!) : null, matching: sorted.length };
}

/** The message filters and search: each one narrows, the search looks in every text a person would type. */
function messageFilter(query: z.output<typeof MessageQuery>): (m: MessageRecord) => boolean {
  const q = query.q?.trim().toLowerCase();
  return (m) =>
    (query.direction === undefined || m.direction === query.direction) &&
    (query.status === undefined || m.status === query.status) &&
    (query.number === undefined || m.from === query.number || m.to === query.number) &&
    (query.with === undefined || m.from === query.with || m.to === query.with) &&
    (query.since === undefined || m.createdAt >= query.since) &&
    (query.until === undefined || m.createdAt < query.until) &&
    (!q ||
      m.body.toLowerCase().includes(q) ||
      m.reference.toLowerCase().includes(q) ||
      m.id.toLowerCase() === q ||
      m.from.includes(q) ||
      m.to.includes(q) ||
      (m.errorCode ?? "").toLowerCase().includes(q));
}

/** A message's events (data is the message) or a campaign's status changes, oldest first. */
function eventsAbout(core: EmulatorCore, account: Account, mode: Mode, id: string): StoredEvent[] {
  const out: StoredEvent[] = [];
  for (const e of eventsOf(core, account, mode).values()) {
    const about = e.event === "campaign.status_changed" ? e.data.campaign_id : e.event.startsWith("message.") ? e.data.id : undefined;
    if (about === id) out.push(e);
  }
  return out.sort((a, b) => a.occurredMs - b.occurredMs);
}

function eventsWithState(core: EmulatorCore, account: Account, mode: Mode, list: StoredEvent[]) {
  const deliveries = deliveriesOf(core, account, mode);
  return list.map((e) => eventView(core, e, deliveries.get(e.id)));
}

/** Failed attempts in a row at the end of an endpoint's attempts (scheduled order), and its last success. */
function streak(attempts: AttemptRecord[]): { failing: number; lastSuccess: number | null } {
  let failing = 0;
  let lastSuccess: number | null = null;
  for (const a of attempts) {
    if (a.outcome === "succeeded") {
      failing = 0;
      lastSuccess = a.completedAt ?? a.startedAt;
    } else if (a.outcome === "failed") failing++;
  }
  return { failing, lastSuccess };
}

/** Reads of one account for the console (and any script), and the actions a person takes there. */
export const accountControlRoutes = controlRoutes(controlAccountEndpoints, {
  listMessages: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    const keep = messageFilter(query);
    const matching: MessageRecord[] = [];
    for (const mode of modesOf(query.mode)) {
      for (const m of messagesOf(core, account, mode).values()) if (keep(m)) matching.push(m);
    }
    const { items, ...rest } = pageOf(matching.sort(newestFirst), query.limit, query.cursor);
    return { ...rest, data: items.map((m) => messageView(m, core.clock)) };
  },
  getMessage: ({ core, params }) => {
    const account = accountOf(core, params.account_id);
    for (const mode of ["live", "test"] as const) {
      const m = messagesOf(core, account, mode).get(params.message_id);
      if (m) {
        return {
          message: messageView(m, core.clock),
          timeline: eventsWithState(core, account, mode, eventsAbout(core, account, mode, m.id)),
        };
      }
    }
    throw new ApiError(404, "resource_not_found", `No message '${params.message_id}' in either mode.`, { param: "message_id" });
  },
  clearMessages: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    let deleted = 0;
    for (const mode of modesOf(query.mode)) {
      const list = messagesOf(core, account, mode);
      deleted += list.size;
      list.clear();
    }
    changesOf(core).changed("messages");
    return { deleted };
  },
  handset: ({ core, params, body }) => {
    const before = core.clock.now();
    const { account, message, keyword, reply } = receiveText(core, params.account_id, body);
    const fired = eventsAbout(core, account, body.mode, message.id).filter((e) => e.occurredMs >= before);
    return {
      message: messageView(message, core.clock),
      keyword,
      reply: reply?.body ?? null,
      reply_message: reply ? messageView(reply, core.clock) : null,
      opted_out: isOptedOut(core, account, body.mode, body.to, body.from) !== undefined,
      events: eventsWithState(core, account, body.mode, fired),
    };
  },
  listEndpoints: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    const dispatcher = dispatcherFor(core);
    return {
      data: modesOf(query.mode).flatMap((mode) =>
        [...endpointsOf(core, account, mode).values()]
          .filter((ep) => !ep.deleted)
          .sort(newestFirst)
          .map((ep) => {
            const attempts = dispatcher.attempts(account, { mode, endpointId: ep.id });
            const { failing, lastSuccess } = streak(attempts);
            return {
              ...endpointView(core, ep),
              failing_streak: failing,
              last_success_at: lastSuccess === null ? null : core.clock.iso(lastSuccess),
              attempts: attempts.length,
            };
          }),
      ),
    };
  },
  listEvents: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    dispatcherFor(core).sweep();
    const rows: (StoredEvent & { createdAt: number })[] = [];
    for (const mode of modesOf(query.mode)) {
      const deliveries = deliveriesOf(core, account, mode);
      for (const e of eventsOf(core, account, mode).values()) {
        if (query.type !== undefined && e.event !== query.type) continue;
        const m = deliveries.get(e.id);
        if (query.endpoint_id !== undefined && !m?.has(query.endpoint_id)) continue;
        if (query.delivered !== undefined && isDeliveredOverall(m) !== query.delivered) continue;
        rows.push({ ...e, createdAt: e.occurredMs });
      }
    }
    const { items, ...rest } = pageOf(rows.sort(newestFirst), query.limit, query.cursor);
    return {
      ...rest,
      data: items.map((e) => {
        const deliveries = deliveriesOf(core, account, e.mode).get(e.id);
        const attempts = [...(deliveries?.values() ?? [])]
          .flatMap((d) => d.attempts)
          .sort((a, b) => a.startedAt - b.startedAt || a.run - b.run || a.number - b.number);
        return { ...eventView(core, e, deliveries), attempts: attempts.map((a) => attemptView(core, a)) };
      }),
    };
  },
  replayEvent: ({ core, params, body }) => {
    const account = accountOf(core, params.account_id);
    const mode = (["live", "test"] as const).find((m) => eventsOf(core, account, m).has(params.event_id)) ?? "live";
    return replayEvent({ core, account, mode, params: { event_id: params.event_id }, body });
  },
  bulkReplay: ({ core, params, body }) => {
    const account = accountOf(core, params.account_id);
    const { mode, ...range } = body;
    return replayRange({ core, account, mode, params: undefined, body: range });
  },
  listBrands: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    const list = (mode: Mode) =>
      [...brands(core, account, mode).values()].sort(newestFirst).map((b) => brandView(core, b));
    return { data: modesOf(query.mode).flatMap(list) };
  },
  listCampaigns: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    return {
      data: modesOf(query.mode).flatMap((mode) =>
        [...campaigns(core, account, mode).values()].sort(newestFirst).map((c) => ({
          campaign: campaignView(core, account, c),
          history: eventsWithState(core, account, mode, eventsAbout(core, account, mode, c.id)),
        })),
      ),
    };
  },
  listNumbers: ({ core, params, query }) => {
    const account = accountOf(core, params.account_id);
    return {
      data: modesOf(query.mode).flatMap((mode) =>
        [...numbers(core, account, mode).values()]
          .filter((n) => query.number === undefined || n.number === query.number)
          .sort((a, b) => newestFirst({ createdAt: a.purchasedAt, id: a.id }, { createdAt: b.purchasedAt, id: b.id }))
          .map((n) => numberView(core, account, n)),
      ),
    };
  },
  getAllowlist: ({ core, params }) => allowlistView(accountOf(core, params.account_id).allowlist, core),
});
