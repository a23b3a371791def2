import type { KindObject } from "../../provider/kinds/kind";
import { kindNamed, type KindName } from "../../provider/kinds/byName";
import type { Section } from "./model";

type Live = KindObject<object, object>;
const out = (o: Live | undefined, field: string) => (o?.outputs as Record<string, unknown> | undefined)?.[field];
const want = (o: Live, field: string) => (o.desired as Record<string, unknown>)[field];
// Health judgement reads the preflight rules and the campaign limits: loaded when a live object is
// first judged, not by `validate`.
const health = () => require("./health") as typeof import("./health");

/** What a reviewer of a registration change needs to know: does it go back into carrier review? */
function reviewNotes(what: "brand" | "campaign", reviewFields: () => readonly string[]): Section["notes"] {
  return ({ action, diff, live }) => {
    const status = out(live, "status");
    const now = status ? ` (current status: ${String(status)})` : "";
    if (action === "create") return [`new ${what} registration: goes into carrier review`];
    if (action === "replace") {
      return [`changes a field fixed at registration (${diff?.replaceFields.join(", ")}): a new ${what} registration is submitted and reviewed from the start${now}`];
    }
    if (action === "update") {
      const review = (diff?.updateFields ?? []).filter((f) => reviewFields().includes(f));
      return review.length > 0
        ? [`sends the ${what} back into carrier review${now}: ${review.join(", ")} changed`]
        : [`updates in place without a new review${now}`];
    }
    if (action === "delete") return [`withdraws the ${what} registration${now}`];
    return [];
  };
}

/** A section of the kind called `kindName`; its `kind` loads on first read. */
function section(kindName: KindName, rest: Omit<Section, "kind" | "kindName">): Section {
  return Object.defineProperty({ kindName, ...rest }, "kind", { get: () => kindNamed(kindName), enumerable: true }) as Section;
}

/**
 * The config file's sections, one per resource kind, in the order a reader expects them. Apply
 * orders them by their references (brands, then campaigns, then phone numbers).
 */
export const sections: Section[] = [
  section("IpAllowlist", {
    key: "ip_allowlist",
    singleton: true,
    deleteEffect: "clears the IP allowlist (API access from anywhere)",
  }),
  section("ApiKey", {
    key: "api_keys",
    deleteEffect: "revokes the API key once its request counter is quiet (irreversible)",
    label: (o) => (want(o, "name") as string | undefined) ?? undefined,
  }),
  section("WebhookEndpoint", {
    key: "webhook_endpoints",
    deleteEffect: "deletes the webhook endpoint: its events are no longer delivered",
    label: (o) => (want(o, "description") as string | undefined) ?? (want(o, "url") as string),
    health: (o) => health().endpointHealth(o),
  }),
  section("Brand", {
    key: "brands",
    deleteEffect: "deletes the brand registration",
    label: (o) => (want(o, "displayName") as string | undefined) ?? undefined,
    notes: reviewNotes("brand", () => (require("../../provider/kinds/brand") as typeof import("../../provider/kinds/brand")).reviewFields),
    health: (o) => health().brandHealth(kindNamed("Brand"))(o),
  }),
  section("Campaign", {
    key: "campaigns",
    refs: { brand: { field: "brandId", section: "brands" } },
    deleteEffect: "deactivates the campaign with every carrier",
    label: (o) => (want(o, "useCase") as string | undefined) ?? undefined,
    notes: reviewNotes("campaign", () => (require("../../provider/kinds/campaign") as typeof import("../../provider/kinds/campaign")).reviewFields),
    health: (o) => health().campaignHealth(kindNamed("Campaign"))(o),
  }),
  section("PhoneNumber", {
    key: "phone_numbers",
    refs: { campaign: { field: "campaignId", section: "campaigns" } },
    deleteEffect: "releases the number: it leaves the account and cannot be bought back",
    destroyOptIn: { allowRelease: true },
    label: (o) => (out(o, "phoneNumber") as string | undefined) ?? (want(o, "number") as string | undefined),
  }),
];
