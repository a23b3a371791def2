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
interface AdoptArgs {
  adoptId?: Input<string>;
}

/**
 * The class of a kind's resources, constructed from `Args` (its `<Kind>Args` interface) with each
 * desired and output field an Output (its `<Kind>State` interface). The interfaces below are named,
 * so TypeScript's errors and editors' hovers say `WebhookEndpointArgs`, not the kind's schema.
 */
export type ResourceClass<Args, State> = new (
  name: string,
  args: Args,
  opts?: CustomResourceOptions,
) => KindResource & State;

/** What a kind's class is built from: its inputs, and `adoptId` unless it adopts its one object otherwise (IpAllowlist). */
type KindArgs<K extends AnyKind> = ArgsOf<InputOf<K>> & ("adoptExisting" extends keyof InputOf<K> ? unknown : AdoptArgs);
type KindState<K extends AnyKind> = OutputProps<DesiredOf<K> & OutputsOf<K>>;

/** The one definition of every kind's resource class (named after the kind, e.g. `Brand`). */
function resourceClass<
  K extends AnyKind,
  Args extends KindArgs<K> = KindArgs<K>,
  State extends KindState<K> = KindState<K>,
>(kind: K): ResourceClass<Args, State> {
  class Resource extends KindResource {
    constructor(name: string, args: KindArgs<K>, opts?: CustomResourceOptions) {
      super(kind, name, args, opts);
    }
  }
  Object.defineProperty(Resource, "name", { value: kind.name });
  // The only cast: the engine assigns an Output to every registered field (KindResource registers them
  // all), which no class declaration can state for a generic kind.
  return Resource as unknown as ResourceClass<Args, State>;
}

// Each Args and State is an interface that adds nothing to what it extends: named, so TypeScript's
// messages and editors' hovers name it (a type alias would be spelled out as the kind's schema).
/* eslint-disable @typescript-eslint/no-empty-object-type */

/** The arguments of `new ApiKey(name, args)`: each field of the kind, as a value or an Output. */
export interface ApiKeyArgs extends ArgsOf<ApiKeyInput>, AdoptArgs {}
/** An ApiKey's fields as Outputs: what it was given and what the service answered. */
export interface ApiKeyState extends KindState<typeof ApiKeyKind> {}
/** An API key pair (spec 2, 5). `secret` is a secret output, shown once. Change `rotation` to rotate the key: the new key is created first (dependents get its secret), the old one revoked once its request counter has gone quiet for `revokeQuietSeconds` (spec 5.5). */
export const ApiKey = resourceClass<typeof ApiKeyKind, ApiKeyArgs, ApiKeyState>(ApiKeyKind);
export type ApiKey = InstanceType<typeof ApiKey>;

/** The arguments of `new WebhookEndpoint(name, args)`: each field of the kind, as a value or an Output. */
export interface WebhookEndpointArgs extends ArgsOf<WebhookEndpointInput>, AdoptArgs {}
/** A WebhookEndpoint's fields as Outputs: what it was given and what the service answered. */
export interface WebhookEndpointState extends KindState<typeof WebhookEndpointKind> {}
/** A webhook endpoint (spec 2, 6). `signingSecret` is a secret output, shown once. At most 10 per account: the 11th fails with the service's error. */
export const WebhookEndpoint =
  resourceClass<typeof WebhookEndpointKind, WebhookEndpointArgs, WebhookEndpointState>(WebhookEndpointKind);
export type WebhookEndpoint = InstanceType<typeof WebhookEndpoint>;

/** The arguments of `new IpAllowlist(name, args)`: each field of the kind, as a value or an Output. */
export interface IpAllowlistArgs extends ArgsOf<IpAllowlistInput> {}
/** An IpAllowlist's fields as Outputs: what it was given and what the service answered. */
export interface IpAllowlistState extends KindState<typeof IpAllowlistKind> {}
/** The account's IP allowlist (spec 5.6), one per account. A list that excludes the address msgform calls from is refused unless `allowSelfLockout`; a non-empty list managed elsewhere is refused unless `adoptExisting`. Deleting it clears the list. */
export const IpAllowlist = resourceClass<typeof IpAllowlistKind, IpAllowlistArgs, IpAllowlistState>(IpAllowlistKind);
export type IpAllowlist = InstanceType<typeof IpAllowlist>;

/** The arguments of `new Brand(name, args)`: each field of the kind, as a value or an Output. */
export interface BrandArgs extends ArgsOf<BrandInput>, AdoptArgs {}
/** A Brand's fields as Outputs: what it was given and what the service answered. */
export interface BrandState extends KindState<typeof BrandKind> {}
/** A 10DLC brand registration. Immutable fields (entityType, taxId, taxIdCountry) replace it; review fields (legalName, address, stockSymbol, stockExchange) send it back into verification. `waitFor: "VERIFIED"` makes create and update wait; an UNVERIFIED outcome fails with the reasons (the brand stays in state). */
export const Brand = resourceClass<typeof BrandKind, BrandArgs, BrandState>(BrandKind);
export type Brand = InstanceType<typeof Brand>;

/** The arguments of `new Campaign(name, args)`: each field of the kind, as a value or an Output. */
export interface CampaignArgs extends ArgsOf<CampaignInput>, AdoptArgs {}
/** A Campaign's fields as Outputs: what it was given and what the service answered. */
export interface CampaignState extends KindState<typeof CampaignKind> {}
/** A 10DLC campaign, reviewed by each carrier. Immutable fields (brandId, useCase, subUseCases) replace it; review fields send it back into carrier review. `waitFor: "ACTIVE"` makes create and update wait; a rejection fails with the carriers' reasons (the campaign stays in state). */
export const Campaign = resourceClass<typeof CampaignKind, CampaignArgs, CampaignState>(CampaignKind);
export type Campaign = InstanceType<typeof Campaign>;

/** The arguments of `new PhoneNumber(name, args)`: each field of the kind, as a value or an Output. */
export interface PhoneNumberArgs extends ArgsOf<PhoneNumberInput>, AdoptArgs {}
/** A PhoneNumber's fields as Outputs: what it was given and what the service answered. */
export interface PhoneNumberState extends KindState<typeof PhoneNumberKind> {}
/** A phone number the account owns: an exact `number`, or the first match of `areaCode` / `contains` / `capabilities` (the number bought is the stable output `phoneNumber`). `campaignId` changes in place. Deleting releases the number for good, so it requires `allowRelease: true`. */
export const PhoneNumber = resourceClass<typeof PhoneNumberKind, PhoneNumberArgs, PhoneNumberState>(PhoneNumberKind);
export type PhoneNumber = InstanceType<typeof PhoneNumber>;
/* eslint-enable @typescript-eslint/no-empty-object-type */
