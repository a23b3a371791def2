import { controlWebhookEndpoints } from "../../schema/controlWebhooks";
import { dispatcherFor } from "../delivery/dispatcher";
import { attemptView } from "../delivery/model";
import { ApiError } from "../errors";
import { controlRoutes } from "./app";

/** Control operations for webhook delivery: the attempt log and a wait-until-idle lever. */
export const webhookControlRoutes = controlRoutes(controlWebhookEndpoints, {
  listDeliveries: ({ core, params, query }) => {
    const account = core.state.accounts.get(params.account_id);
    if (!account) {
      throw new ApiError(404, "resource_not_found", `No account '${params.account_id}'.`, { param: "account_id" });
    }
    const attempts = dispatcherFor(core).attempts(account, {
      mode: query.mode,
      eventId: query.event_id,
      endpointId: query.endpoint_id,
    });
    return { data: attempts.map((a) => attemptView(core, a)) };
  },
  settleDeliveries: async ({ core, body }) => dispatcherFor(core).whenIdle((body.timeout_seconds ?? 15) * 1000),
});
