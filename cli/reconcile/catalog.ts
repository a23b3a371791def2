import { ApiKey, Brand, Campaign, IpAllowlist, PhoneNumber, WebhookEndpoint } from "../../provider/kinds";
import { reviewFields as brandReviewFields } from "../../provider/kinds/brand";
import { reviewFields as campaignReviewFields } from "../../provider/kinds/campaign";
import type { KindObject } from "../../provider/kinds/kind";
import { brandHealth, campaignHealth, endpointHealth } from "./health";
import type { Section } from "./model";

type Live = KindObject<object, object>;
const out = (o: Live | undefined, field: string) => (o?.outputs as Record<string, unknown> | undefined)?.[field];
const want = (o: Live, field: string) => (o.desired as Record<string, unknown>)[field];

/** What a reviewer of a registration change needs to know: does it go back into carrier review? */
function reviewNotes(what: "brand" | "campaign", reviewFields: readonly string[]): Section["notes"] {
  return ({ action, diff, live }) => {
    const status = out(live, "status");
    const now = status ? ` (current status: ${String(status)})` : "";
    if (action === "create") return [`new ${what} registration: goes into carrier review`];
    if (action === "replace") {
      return [`changes a field fixed at registration (${diff?.replaceFields.join(", ")}): a new ${what} registration is submitted and reviewed from the start${now}`];
    }
    if (action === "update") {
      const review = (diff?.updateFields ?? []).filter((f) => reviewFields.includes(f));
      return review.length > 0
        ? [`sends the ${what} back into carrier review${now}: ${review.join(", ")} changed`]
        : [`updates in place without a new review${now}`];
    }
    if (action === "delete") return [`withdraws the ${what} registration${now}`];
    return [];
  };
}

/**
 * The config file's sections, one per resource kind, in the order a reader expects them. Apply
 * orders them by their references (brands, then campaigns, then phone numbers).
 */
export const sections: Section[] = [
  {
    key: "ip_allowlist",
    kind: IpAllowlist,
    singleton: true,
    deleteEffect: "clears the IP allowlist (API access from anywhere)",
  },
  {
    key: "api_keys",
    kind: ApiKey,
    deleteEffect: "revokes the API key once its request counter is quiet (irreversible)",
    label: (o) => (want(o, "name") as string | undefined) ?? undefined,
  },
  {
    key: "webhook_endpoints",
    kind: WebhookEndpoint,
    deleteEffect: "deletes the webhook endpoint: its events are no longer delivered",
    label: (o) => (want(o, "description") as string | undefined) ?? (want(o, "url") as string),
    health: endpointHealth,
  },
  {
    key: "brands",
    kind: Brand,
    deleteEffect: "deletes the brand registration",
    label: (o) => (want(o, "displayName") as string | undefined) ?? undefined,
    notes: reviewNotes("brand", brandReviewFields),
    health: brandHealth(Brand),
  },
  {
    key: "campaigns",
    kind: Campaign,
    refs: { brand: { field: "brandId", section: "brands" } },
    deleteEffect: "deactivates the campaign with every carrier",
    label: (o) => (want(o, "useCase") as string | undefined) ?? undefined,
    notes: reviewNotes("campaign", campaignReviewFields),
    health: campaignHealth(Campaign),
  },
  {
    key: "phone_numbers",
    kind: PhoneNumber,
    refs: { campaign: { field: "campaignId", section: "campaigns" } },
    deleteEffect: "releases the number: it leaves the account and cannot be bought back",
    destroyOptIn: { allowRelease: true },
    label: (o) => (out(o, "phoneNumber") as string | undefined) ?? (want(o, "number") as string | undefined),
  },
];
