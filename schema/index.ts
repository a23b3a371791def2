import { accountEndpoints } from "./account";
import { allowlistEndpoints } from "./allowlist";
import { controlEndpoints } from "./control";
import type { ControlEndpoint, Endpoint } from "./endpoint";
import { keyEndpoints } from "./keys";

/** The service's operations by group: what the emulator serves, the sdk calls and OpenAPI lists. */
export const serviceEndpointGroups = {
  me: accountEndpoints,
  keys: keyEndpoints,
  allowlist: allowlistEndpoints,
} as const;

/** The emulator's control-API operations by group. */
export const controlEndpointGroups = {
  platform: controlEndpoints,
} as const;

export const serviceEndpoints: Endpoint[] = Object.values(serviceEndpointGroups).flatMap(
  (g) => Object.values(g) as Endpoint[],
);
export const controlEndpointList: ControlEndpoint[] = Object.values(controlEndpointGroups).flatMap(
  (g) => Object.values(g) as ControlEndpoint[],
);
