// The six built-in kinds by name, each module loaded the first time its kind is asked for: the CLI's
// catalog goes through here so that `msgform validate` of a file declaring two kinds builds the
// schemas of those two only, and the Pulumi provider host so that a resource loads only its own
// kind. The name is the one recorded in every serialized provider in Pulumi state: never rename or
// remove an entry. Everything that wants all kinds at once imports ./index instead.
import type { AnyKind } from "./kind";

const LOADERS = {
  ApiKey: () => (require("./apiKey") as typeof import("./apiKey")).ApiKey,
  WebhookEndpoint: () => (require("./webhookEndpoint") as typeof import("./webhookEndpoint")).WebhookEndpoint,
  IpAllowlist: () => (require("./ipAllowlist") as typeof import("./ipAllowlist")).IpAllowlist,
  Brand: () => (require("./brand") as typeof import("./brand")).Brand,
  Campaign: () => (require("./campaign") as typeof import("./campaign")).Campaign,
  PhoneNumber: () => (require("./phoneNumber") as typeof import("./phoneNumber")).PhoneNumber,
} satisfies Record<string, () => AnyKind>;

export type KindName = keyof typeof LOADERS;

export const KIND_NAMES = Object.keys(LOADERS) as KindName[];

export const isKindName = (name: string): name is KindName => Object.hasOwn(LOADERS, name);

/** The built-in kind called `name` (its module is loaded now if it was not yet). */
export function kindNamed(name: KindName): AnyKind {
  return LOADERS[name]();
}
