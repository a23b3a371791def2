import { lookupEndpoints } from "../../schema/lookup";
import { routes } from "../core";
import { ApiError } from "../errors";
import { countryOfIso } from "../messaging/countries";
import { lookupNumber } from "../messaging/lookup";

/**
 * POST /v1/lookup (spec 4). Stateless and deterministic: the same input (and country) always gets
 * the same answer, in either mode. Invalid input is an answer (valid false, reason), not an error.
 */
export const lookupRoutes = routes(lookupEndpoints, {
  lookup: ({ body }) => {
    const country = body.country?.toUpperCase() ?? "US";
    if (!countryOfIso(country)) {
      throw new ApiError(400, "invalid_request", `Unknown country '${body.country}': give an ISO 3166-1 alpha-2 code.`, {
        param: "country",
      });
    }
    const one = (n: string) => ({ object: "lookup" as const, ...lookupNumber(n, country) });
    if (body.numbers !== undefined) return { object: "lookup_batch" as const, data: body.numbers.map(one) };
    return one(body.number!);
  },
});
