import type { Mode } from "../../schema/common";
import type { Endpoint } from "../../schema/endpoint";
import { EVENT_RETENTION_DAYS, eventEndpoints } from "../../schema/events";
import type { EmulatorCore } from "../core";
import { type HandlerContext, routes } from "../core";
import { dispatcherFor, eventsOf } from "../delivery/dispatcher";
import { type Delivery, deliveriesOf, type EndpointRecord, eventView, expiredEventsOf, isDeliveredOverall } from "../delivery/model";
import { ApiError } from "../errors";
import type { StoredEvent } from "../events/bus";
import { paginate } from "../paginate";
import type { Account } from "../state";
import { findEndpoint } from "./webhooks";

/** A retained event, or the error that says why there is none. */
function findEvent(core: EmulatorCore, account: Account, mode: Mode, id: string, forReplay: boolean): StoredEvent {
  dispatcherFor(core).sweep();
  const e = eventsOf(core, account, mode).get(id);
  if (e) return e;
  const gone = expiredEventsOf(core, account, mode).get(id);
  if (gone) {
    const when = `it occurred at ${core.clock.iso(gone.occurredMs)} and was deleted at ${core.clock.iso(gone.expiredAt)}`;
    if (forReplay) {
      throw new ApiError(
        410,
        "event_expired",
        `The event ${id} is past the ${EVENT_RETENTION_DAYS}-day retention and can no longer be replayed: ${when}.`,
        { param: "event_id" },
      );
    }
    throw new ApiError(404, "resource_not_found", `No event with id '${id}': ${when}, after the ${EVENT_RETENTION_DAYS}-day retention.`, {
      param: "event_id",
    });
  }
  throw new ApiError(404, "resource_not_found", `No event with id '${id}' exists in this account and mode.`, {
    param: "event_id",
  });
}

/** With an endpoint, "delivered" is about the delivery to that endpoint; otherwise about all of them. */
function deliveredFor(m: Map<string, Delivery> | undefined, endpointId: string | undefined): boolean {
  return endpointId === undefined ? isDeliveredOverall(m) : m?.get(endpointId)?.status === "delivered";
}

/** A named replay target: it must exist and be enabled (subscription is checked per event). */
function replayEndpoint(core: EmulatorCore, account: Account, mode: Mode, id: string): EndpointRecord {
  const ep = findEndpoint(core, account, mode, id);
  if (ep.status !== "enabled") {
    throw new ApiError(
      409,
      "webhook_endpoint_disabled",
      `The webhook endpoint ${ep.id} is disabled and receives nothing; re-enable it with PATCH ` +
      `/v1/webhook_endpoints/${ep.id} {"status":"enabled"} first.`,
      { param: "endpoint_id" },
    );
  }
  return ep;
}

export const eventRoutes = routes(eventEndpoints, {
  list: ({ core, account, mode, query }) => {
    dispatcherFor(core).sweep();
    const deliveries = deliveriesOf(core, account, mode);
    // In the events' list order (events/bus.ts): newest occurred_at first.
    const page = paginate(eventsOf(core, account, mode), query.limit, query.cursor, {
      indexed: { type: query.type },
      from: query.occurred_after,
      until: query.occurred_before,
      where: (e) => {
        const m = deliveries.get(e.id);
        if (query.endpoint_id !== undefined && !m?.has(query.endpoint_id)) return false;
        return query.delivered === undefined || deliveredFor(m, query.endpoint_id) === query.delivered;
      },
    });
    return { ...page, data: page.data.map((e) => eventView(core, e, deliveries.get(e.id))) };
  },
  get: ({ core, account, mode, params }) => {
    const e = findEvent(core, account, mode, params.event_id, false);
    return eventView(core, e, deliveriesOf(core, account, mode).get(e.id));
  },
  replay: (ctx) => replayEvent(ctx),
  bulkReplay: (ctx) => replayRange(ctx),
});

type Ctx<E extends Endpoint> = Pick<HandlerContext<E>, "core" | "account" | "mode" | "params" | "body">;

/** POST /v1/events/{event_id}/replay; the control API's replay in the console calls it too. */
export function replayEvent({ core, account, mode, params, body }: Ctx<typeof eventEndpoints.replay>) {
  const dispatcher = dispatcherFor(core);
  const e = findEvent(core, account, mode, params.event_id, true);
  let targets: EndpointRecord[];
  if (body.endpoint_id !== undefined) {
    const ep = replayEndpoint(core, account, mode, body.endpoint_id);
    if (!ep.enabledEvents.includes(e.event as never)) {
      throw new ApiError(
        422,
        "webhook_endpoint_not_subscribed",
        `The webhook endpoint ${ep.id} does not subscribe to ${e.event}; add it to enabled_events first.`,
        { param: "endpoint_id" },
      );
    }
    targets = [ep];
  } else {
    targets = dispatcher.subscribers(account, mode, e.event);
  }
  const started = dispatcher.replay(account, e, targets, body.include_delivered ?? false);
  if (started === 0) {
    throw new ApiError(
      409,
      "nothing_to_replay",
      targets.length === 0
        ? `No enabled ${mode}-mode webhook endpoint subscribes to ${e.event}, so there is nowhere to replay ${e.id}.`
        : `Every targeted endpoint has already acknowledged ${e.id}; pass include_delivered: true to send it again.`,
    );
  }
  return eventView(core, e, deliveriesOf(core, account, mode).get(e.id));
}

/** POST /v1/events/replay; the control API's bulk replay calls it too. */
export function replayRange({ core, account, mode, body }: Ctx<typeof eventEndpoints.bulkReplay>) {
  const dispatcher = dispatcherFor(core);
  dispatcher.sweep();
  const ep = body.endpoint_id === undefined ? undefined : replayEndpoint(core, account, mode, body.endpoint_id);
  const deliveries = deliveriesOf(core, account, mode);
  const byKind = new Map<string, EndpointRecord[]>();
  const targetsFor = (kind: string) => {
    if (ep) return [ep];
    let t = byKind.get(kind);
    if (!t) {
      t = dispatcher.subscribers(account, mode, kind);
      byKind.set(kind, t);
    }
    return t;
  };
  const matching = [...eventsOf(core, account, mode).values()]
    .filter(
      (e) =>
        e.occurredMs >= body.occurred_after &&
        e.occurredMs < body.occurred_before &&
        (body.type === undefined || e.event === body.type) &&
        (body.delivered === undefined || deliveredFor(deliveries.get(e.id), body.endpoint_id) === body.delivered),
    )
    .sort((a, b) => a.occurredMs - b.occurredMs);
  let replayedEvents = 0;
  let started = 0;
  for (const e of matching) {
    const n = dispatcher.replay(account, e, targetsFor(e.event), body.include_delivered ?? false);
    if (n > 0) replayedEvents++;
    started += n;
  }
  return {
    object: "event_replay" as const,
    occurred_after: core.clock.iso(body.occurred_after),
    occurred_before: core.clock.iso(body.occurred_before),
    matched_events: matching.length,
    replayed_events: replayedEvents,
    deliveries: started,
  };
}
