import type { ControlRoute } from "./control/app";
import { platformControlRoutes } from "./control/platform";
import type { Route } from "./core";
import { allowlistRoutes } from "./handlers/allowlist";
import { keyRoutes } from "./handlers/keys";
import { meRoutes } from "./handlers/me";

/** Every service route. Each handler module binds one schema group (schema/*.ts). */
export const serviceRoutes: Route[] = [...meRoutes, ...keyRoutes, ...allowlistRoutes];

/** Every control-API route. */
export const controlRoutesList: ControlRoute[] = [...platformControlRoutes];
