// The six built-in resource kinds, by name: what both front ends use (provider/pulumi's registry
// and the YAML CLI). Each kind's file holds everything about it: schema, wire mapping, diff rules,
// read/create/update/delete/list.
import { ApiKey } from "./apiKey";
import { Brand } from "./brand";
import { Campaign } from "./campaign";
import { IpAllowlist } from "./ipAllowlist";
import type { AnyKind } from "./kind";
import { PhoneNumber } from "./phoneNumber";
import { WebhookEndpoint } from "./webhookEndpoint";

export { ApiKey, Brand, Campaign, IpAllowlist, PhoneNumber, WebhookEndpoint };

/** Every built-in kind, in dependency order (a campaign names a brand, a number a campaign). */
export const kinds: readonly AnyKind[] = [ApiKey, WebhookEndpoint, IpAllowlist, Brand, Campaign, PhoneNumber];
