import { accountEndpoints } from "../../schema/account";
import { routes } from "../core";

export const meRoutes = routes(accountEndpoints, {
  get: ({ account, key, sourceIp }) => ({
    object: "key_context" as const,
    account_id: account.id,
    key_id: key.id,
    mode: key.mode,
    scopes: key.scopes,
    source_ip: sourceIp,
  }),
});
