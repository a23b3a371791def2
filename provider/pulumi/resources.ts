// msgform's Pulumi resources: `new msgform.ApiKey(name, args, opts)` and the other five. Each is a
// pulumi.dynamic.Resource (KindResource) over its kind in provider/kinds/, made by one generic
// definition (resourceClass): args typed by the kind's schema input, every desired and output field
// exposed as a typed Output, the kind's secret fields (ApiKey.secret, WebhookEndpoint.signingSecret)
// marked secret via additionalSecretOutputs. A field added to a kind appears here by itself.
//
// Loading this module loads @pulumi/pulumi; the package root exports stand-ins that load it on first
// use (runtime.ts lazyResourceClass), so `import * as msgform from "msgform"` stays cheap for sdk and CLI users.
import type { CustomResourceOptions, Input } from "@pulumi/pulumi";

import { ApiKey as ApiKeyKind, type ApiKeyInput } from "../kinds/apiKey";
import { Brand as BrandKind, type BrandInput } from "../kinds/brand";
import { Campaign as CampaignKind, type CampaignInput } from "../kinds/campaign";
import { IpAllowlist as IpAllowlistKind, type IpAllowlistInput } from "../kinds/ipAllowlist";
import type { AnyKind, DesiredOf, InputOf, OutputsOf } from "../kinds/kind";
import { PhoneNumber as PhoneNumberKind, type PhoneNumberInput } from "../kinds/phoneNumber";
import { WebhookEndpoint as WebhookEndpointKind, type WebhookEndpointInput } from "../kinds/webhookEndpoint";
import { type ArgsOf, KindResource, type OutputProps } from "./resource";

/**
 * Create takes over this existing object (its id) instead of making a new one: updated to the args,
 * marked as this stack's. Another owner's object only with the stack's consent (`msgform:takeOver`).
 * The way to bring existing objects under a stack: Pulumi's `import` option cannot work for
 * dynamic resources (pulumi/pulumi#16175). Read only at create.
 */
export interface AdoptArgs {
  adoptId?: Input<string>;
}

/** A kind's args: its inputs, and `adoptId` unless the kind adopts its one object otherwise (IpAllowlist). */
export type KindArgs<K extends AnyKind> = ArgsOf<InputOf<K>> & ("adoptExisting" extends keyof InputOf<K> ? unknown : AdoptArgs);

/** The resource class of a kind: constructed from typed args; each desired and output field an Output. */
export type ResourceClass<K extends AnyKind> = new (
  name: string,
  args: KindArgs<K>,
  opts?: CustomResourceOptions,
) => KindResource & OutputProps<DesiredOf<K> & OutputsOf<K>>;

/** The one definition of every kind's resource class (named after the kind, e.g. `Brand`). */
export function resourceClass<K extends AnyKind>(kind: K): ResourceClass<K> {
  class Resource extends KindResource {
    constructor(name: string, args: KindArgs<K>, opts?: CustomResourceOptions) {
      super(kind, name, args, opts);
    }
  }
  Object.defineProperty(Resource, "name", { value: kind.name });
  // The only cast: the engine assigns an Output to every registered field (KindResource registers them
  // all), which no class declaration can state for a generic kind.
  return Resource as unknown as ResourceClass<K>;
}

export type ApiKeyArgs = ArgsOf<ApiKeyInput> & AdoptArgs;
/** An API key pair (spec 2, 5). `secret` is a secret output, shown once. Change `rotation` to rotate the key: the new key is created first (dependents get its secret), the old one revoked once its request counter has gone quiet for `revokeQuietSeconds` (spec 5.5). */
export const ApiKey = resourceClass(ApiKeyKind);
export type ApiKey = InstanceType<typeof ApiKey>;

export type WebhookEndpointArgs = ArgsOf<WebhookEndpointInput> & AdoptArgs;
/** A webhook endpoint (spec 2, 6). `signingSecret` is a secret output, shown once. At most 10 per account: the 11th fails with the service's error. */
export const WebhookEndpoint = resourceClass(WebhookEndpointKind);
export type WebhookEndpoint = InstanceType<typeof WebhookEndpoint>;

export type IpAllowlistArgs = ArgsOf<IpAllowlistInput>;
/** The account's IP allowlist (spec 5.6), one per account. A list that excludes the address msgform calls from is refused unless `allowSelfLockout`; a non-empty list managed elsewhere is refused unless `adoptExisting`. Deleting it clears the list. */
export const IpAllowlist = resourceClass(IpAllowlistKind);
export type IpAllowlist = InstanceType<typeof IpAllowlist>;

export type BrandArgs = ArgsOf<BrandInput> & AdoptArgs;
/** A 10DLC brand registration. Immutable fields (entityType, taxId, taxIdCountry) replace it; review fields (legalName, address, stockSymbol, stockExchange) send it back into verification. `waitFor: "VERIFIED"` makes create and update wait; an UNVERIFIED outcome fails with the reasons (the brand stays in state). */
export const Brand = resourceClass(BrandKind);
export type Brand = InstanceType<typeof Brand>;

export type CampaignArgs = ArgsOf<CampaignInput> & AdoptArgs;
/** A 10DLC campaign, reviewed by each carrier. Immutable fields (brandId, useCase, subUseCases) replace it; review fields send it back into carrier review. `waitFor: "ACTIVE"` makes create and update wait; a rejection fails with the carriers' reasons (the campaign stays in state). */
export const Campaign = resourceClass(CampaignKind);
export type Campaign = InstanceType<typeof Campaign>;

export type PhoneNumberArgs = ArgsOf<PhoneNumberInput> & AdoptArgs;
/** A phone number the account owns: an exact `number`, or the first match of `areaCode` / `contains` / `capabilities` (the number bought is the stable output `phoneNumber`). `campaignId` changes in place. Deleting releases the number for good, so it requires `allowRelease: true`. */
export const PhoneNumber = resourceClass(PhoneNumberKind);
export type PhoneNumber = InstanceType<typeof PhoneNumber>;
