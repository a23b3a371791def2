import { accountControlRoutes } from "./control/account";
import type { ControlRoute } from "./control/app";
import { messagingControlRoutes } from "./control/messaging";
import { platformControlRoutes } from "./control/platform";
import { registrationControlRoutes } from "./control/registration";
import { webhookControlRoutes } from "./control/webhooks";
import type { Route } from "./core";
import { allowlistRoutes } from "./handlers/allowlist";
import { brandRoutes } from "./handlers/brands";
import { campaignRoutes } from "./handlers/campaigns";
import { eventRoutes } from "./handlers/events";
import { keyRoutes } from "./handlers/keys";
import { lookupRoutes } from "./handlers/lookup";
import { meRoutes } from "./handlers/me";
import { messageRoutes } from "./handlers/messages";
import { numberRoutes } from "./handlers/numbers";
import { webhookRoutes } from "./handlers/webhooks";

/** Every service route. Each handler module binds one schema group (schema/*.ts). */
export const serviceRoutes: Route[] = [
  ...meRoutes,
  ...keyRoutes,
  ...allowlistRoutes,
  ...webhookRoutes,
  ...eventRoutes,
  ...lookupRoutes,
  ...messageRoutes,
  ...numberRoutes,
  ...brandRoutes,
  ...campaignRoutes,
];

/** Every control-API route. */
export const controlRoutesList: ControlRoute[] = [
  ...platformControlRoutes,
  ...webhookControlRoutes,
  ...messagingControlRoutes,
  ...registrationControlRoutes,
  ...accountControlRoutes,
];
