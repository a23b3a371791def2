import { accountEndpoints } from "./account";
import { allowlistEndpoints } from "./allowlist";
import { brandEndpoints } from "./brands";
import { campaignEndpoints } from "./campaigns";
import { controlEndpoints } from "./control";
import { controlAccountEndpoints } from "./controlAccount";
import { controlRegistrationEndpoints } from "./controlRegistration";
import { messagingControlEndpoints } from "./controlMessaging";
import { controlWebhookEndpoints } from "./controlWebhooks";
import type { ControlEndpoint, Endpoint } from "./endpoint";
import { eventEndpoints } from "./events";
import { keyEndpoints } from "./keys";
import { lookupEndpoints } from "./lookup";
import { messageEndpoints } from "./messages";
import { numberEndpoints } from "./numbers";
import { webhookEndpoints } from "./webhooks";

/** The service's operations by group: what the emulator serves, the sdk calls and OpenAPI lists. */
export const serviceEndpointGroups = {
  me: accountEndpoints,
  keys: keyEndpoints,
  allowlist: allowlistEndpoints,
  webhooks: webhookEndpoints,
  events: eventEndpoints,
  lookup: lookupEndpoints,
  messages: messageEndpoints,
  numbers: numberEndpoints,
  brands: brandEndpoints,
  campaigns: campaignEndpoints,
} as const;

/** The emulator's control-API operations by group. */
export const controlEndpointGroups = {
  platform: controlEndpoints,
  webhooks: controlWebhookEndpoints,
  messaging: messagingControlEndpoints,
  registration: controlRegistrationEndpoints,
  account: controlAccountEndpoints,
} as const;

export const serviceEndpoints: Endpoint[] = Object.values(serviceEndpointGroups).flatMap(
  (g) => Object.values(g) as Endpoint[],
);
export const controlEndpointList: ControlEndpoint[] = Object.values(controlEndpointGroups).flatMap(
  (g) => Object.values(g) as ControlEndpoint[],
);
