import { MAX_WEBHOOK_ENDPOINTS } from "../../schema/preflight/limits";
import { DEFAULT_ROLL_GRACE_SECONDS, webhookEndpoints } from "../../schema/webhooks";
import type { Mode } from "../../schema/common";
import type { EmulatorCore } from "../core";
import { routes } from "../core";
import { dispatcherFor } from "../delivery/dispatcher";
import { type EndpointRecord, endpointsOf, endpointView } from "../delivery/model";
import { ApiError, notFound } from "../errors";
import { newId, PREFIX, randomToken } from "../ids";
import { paginate } from "../paginate";
import type { Account } from "../state";

const newSecret = () => `whsec_${randomToken(32)}`;

/** A webhook endpoint of the caller's account and mode. */
export function findEndpoint(core: EmulatorCore, account: Account, mode: Mode, id: string): EndpointRecord {
  const ep = endpointsOf(core, account, mode).get(id);
  if (!ep) throw notFound("webhook endpoint", id);
  return ep;
}

export const webhookRoutes = routes(webhookEndpoints, {
  create: ({ core, account, mode, body }) => {
    dispatcherFor(core);
    const all = endpointsOf(core, account, mode);
    // Spec 2, 8: the limit is the account's, live and test endpoints together.
    const count = endpointsOf(core, account, "live").size + endpointsOf(core, account, "test").size;
    if (count >= MAX_WEBHOOK_ENDPOINTS) {
      throw new ApiError(
        422,
        "webhook_endpoint_limit_reached",
        `This account already has ${count} webhook endpoints (live and test together), the limit of ` +
        `${MAX_WEBHOOK_ENDPOINTS} per account. Delete one, or subscribe an existing endpoint to more event kinds.`,
      );
    }
    const now = core.clock.now();
    const ep: EndpointRecord = {
      id: newId(PREFIX.webhookEndpoint),
      accountId: account.id,
      mode,
      url: body.url,
      description: body.description ?? null,
      enabledEvents: [...body.enabled_events],
      status: "enabled",
      disabledReason: null,
      disabledAt: null,
      metadata: { ...(body.metadata ?? {}) },
      createdAt: now,
      updatedAt: now,
      secret: newSecret(),
      previousSecrets: [],
      failingSince: null,
      lastSuccessAt: null,
      deleted: false,
    };
    all.set(ep.id, ep);
    return { ...endpointView(core, ep), secret: ep.secret };
  },
  list: ({ core, account, mode, query }) => {
    const page = paginate(endpointsOf(core, account, mode), query.limit, query.cursor, {
      where: query.status === undefined ? undefined : (ep) => ep.status === query.status,
    });
    return { ...page, data: page.data.map((ep) => endpointView(core, ep)) };
  },
  get: ({ core, account, mode, params }) =>
    endpointView(core, findEndpoint(core, account, mode, params.webhook_endpoint_id)),
  update: ({ core, account, mode, params, body }) => {
    const dispatcher = dispatcherFor(core);
    const ep = findEndpoint(core, account, mode, params.webhook_endpoint_id);
    const now = core.clock.now();
    let changed = false;
    if (body.url !== undefined && body.url !== ep.url) {
      ep.url = body.url;
      changed = true;
    }
    if (body.description !== undefined && body.description !== ep.description) {
      ep.description = body.description;
      changed = true;
    }
    if (body.enabled_events !== undefined) {
      ep.enabledEvents = [...body.enabled_events];
      changed = true;
    }
    if (body.metadata !== undefined) {
      ep.metadata = { ...body.metadata };
      changed = true;
    }
    if (changed) ep.updatedAt = now;
    if (body.status === "enabled") dispatcher.enable(ep, now);
    else if (body.status === "disabled") dispatcher.disable(ep, "manual", now);
    return endpointView(core, ep);
  },
  delete: ({ core, account, mode, params }) => {
    const ep = findEndpoint(core, account, mode, params.webhook_endpoint_id);
    dispatcherFor(core).remove(account, ep);
    return { id: ep.id, object: "webhook_endpoint", deleted: true as const };
  },
  rollSecret: ({ core, account, mode, params, body }) => {
    const ep = findEndpoint(core, account, mode, params.webhook_endpoint_id);
    const now = core.clock.now();
    const grace = (body.grace_period_seconds ?? DEFAULT_ROLL_GRACE_SECONDS) * 1000;
    const kept = ep.previousSecrets.filter((p) => p.expiresAt > now);
    ep.previousSecrets = grace > 0 ? [{ secret: ep.secret, expiresAt: now + grace }, ...kept] : kept;
    ep.secret = newSecret();
    ep.updatedAt = now;
    return { ...endpointView(core, ep), secret: ep.secret };
  },
});
