// msgform's Pulumi resources: `new msgform.ApiKey(name, args, opts)` and the other five. Each is a
// pulumi.dynamic.Resource (KindResource) over its kind in provider/kinds/: args typed by the kind's
// schema input, every desired and output field exposed as an Output, the kind's secret outputs
// (ApiKey.secret, WebhookEndpoint.signingSecret) marked secret via additionalSecretOutputs.
//
// Loading this module loads @pulumi/pulumi; the package root exposes these classes through lazy
// getters so `import * as msgform from "msgform"` stays cheap for sdk and CLI users.
import type { CustomResourceOptions, Output } from "@pulumi/pulumi";

import { ApiKey as ApiKeyKind, type ApiKeyDesired, type ApiKeyInput, type ApiKeyOutputs } from "../kinds/apiKey";
import { WebhookEndpoint as WebhookEndpointKind, type WebhookEndpointDesired, type WebhookEndpointInput, type WebhookEndpointOutputs } from "../kinds/webhookEndpoint";
import { IpAllowlist as IpAllowlistKind, type IpAllowlistDesired, type IpAllowlistInput, type IpAllowlistOutputs } from "../kinds/ipAllowlist";
import { Brand as BrandKind, type BrandDesired, type BrandInput, type BrandOutputs } from "../kinds/brand";
import { Campaign as CampaignKind, type CampaignDesired, type CampaignInput, type CampaignOutputs } from "../kinds/campaign";
import { PhoneNumber as PhoneNumberKind, type PhoneNumberDesired, type PhoneNumberInput, type PhoneNumberOutputs } from "../kinds/phoneNumber";
import { type ArgsOf, KindResource } from "./resource";

/** Fails to compile when a resource class misses a field of its kind. */
type Complete<C, T> = [Exclude<keyof T, keyof C>] extends [never] ? true : never;

export type ApiKeyArgs = ArgsOf<ApiKeyInput>;

/** An API key pair (spec 2, 5). `secret` is a secret output, shown once. Change `rotation` to rotate the key: the new key is created first (dependents get its secret), the old one revoked once its request counter has gone quiet for `revokeQuietSeconds` (spec 5.5). */
export class ApiKey extends KindResource {
  declare readonly name: Output<ApiKeyDesired["name"]>;
  declare readonly scopes: Output<ApiKeyDesired["scopes"]>;
  declare readonly rotation: Output<ApiKeyDesired["rotation"]>;
  declare readonly metadata: Output<ApiKeyDesired["metadata"]>;
  declare readonly revokeQuietSeconds: Output<ApiKeyDesired["revokeQuietSeconds"]>;
  declare readonly revokeTimeoutSeconds: Output<ApiKeyDesired["revokeTimeoutSeconds"]>;
  declare readonly keyId: Output<ApiKeyOutputs["keyId"]>;
  declare readonly secret: Output<ApiKeyOutputs["secret"]>;
  declare readonly mode: Output<ApiKeyOutputs["mode"]>;
  declare readonly status: Output<ApiKeyOutputs["status"]>;
  declare readonly requestCount: Output<ApiKeyOutputs["requestCount"]>;
  declare readonly lastUsedAt: Output<ApiKeyOutputs["lastUsedAt"]>;
  declare readonly createdAt: Output<ApiKeyOutputs["createdAt"]>;

  constructor(name: string, args: ApiKeyArgs, opts?: CustomResourceOptions) {
    super(ApiKeyKind, name, args, opts);
  }
}
const _apiKeyComplete: Complete<ApiKey, ApiKeyDesired & ApiKeyOutputs> = true;

export type WebhookEndpointArgs = ArgsOf<WebhookEndpointInput>;

/** A webhook endpoint (spec 2, 6). `signingSecret` is a secret output, shown once. At most 10 per account: the 11th fails with the service's error. */
export class WebhookEndpoint extends KindResource {
  declare readonly url: Output<WebhookEndpointDesired["url"]>;
  declare readonly enabledEvents: Output<WebhookEndpointDesired["enabledEvents"]>;
  declare readonly description: Output<WebhookEndpointDesired["description"]>;
  declare readonly enabled: Output<WebhookEndpointDesired["enabled"]>;
  declare readonly metadata: Output<WebhookEndpointDesired["metadata"]>;
  declare readonly signingSecret: Output<WebhookEndpointOutputs["signingSecret"]>;
  declare readonly status: Output<WebhookEndpointOutputs["status"]>;
  declare readonly disabledReason: Output<WebhookEndpointOutputs["disabledReason"]>;
  declare readonly disabledAt: Output<WebhookEndpointOutputs["disabledAt"]>;
  declare readonly failingSince: Output<WebhookEndpointOutputs["failingSince"]>;
  declare readonly mode: Output<WebhookEndpointOutputs["mode"]>;
  declare readonly createdAt: Output<WebhookEndpointOutputs["createdAt"]>;

  constructor(name: string, args: WebhookEndpointArgs, opts?: CustomResourceOptions) {
    super(WebhookEndpointKind, name, args, opts);
  }
}
const _webhookEndpointComplete: Complete<WebhookEndpoint, WebhookEndpointDesired & WebhookEndpointOutputs> = true;

export type IpAllowlistArgs = ArgsOf<IpAllowlistInput>;

/** The account's IP allowlist (spec 5.6), one per account. A list that excludes the address msgform calls from is refused unless `allowSelfLockout`; a non-empty list managed elsewhere is refused unless `adoptExisting`. Deleting it clears the list. */
export class IpAllowlist extends KindResource {
  declare readonly entries: Output<IpAllowlistDesired["entries"]>;
  declare readonly allowSelfLockout: Output<IpAllowlistDesired["allowSelfLockout"]>;
  declare readonly adoptExisting: Output<IpAllowlistDesired["adoptExisting"]>;
  declare readonly enabled: Output<IpAllowlistOutputs["enabled"]>;
  declare readonly updatedAt: Output<IpAllowlistOutputs["updatedAt"]>;
  declare readonly accountId: Output<IpAllowlistOutputs["accountId"]>;

  constructor(name: string, args: IpAllowlistArgs, opts?: CustomResourceOptions) {
    super(IpAllowlistKind, name, args, opts);
  }
}
const _ipAllowlistComplete: Complete<IpAllowlist, IpAllowlistDesired & IpAllowlistOutputs> = true;

export type BrandArgs = ArgsOf<BrandInput>;

/** A 10DLC brand registration. Immutable fields (entityType, taxId, taxIdCountry) replace it; review fields (legalName, address, stockSymbol, stockExchange) send it back into verification. `waitFor: "VERIFIED"` makes create and update wait; an UNVERIFIED outcome fails with the reasons (the brand stays in state). */
export class Brand extends KindResource {
  declare readonly entityType: Output<BrandDesired["entityType"]>;
  declare readonly legalName: Output<BrandDesired["legalName"]>;
  declare readonly displayName: Output<BrandDesired["displayName"]>;
  declare readonly taxId: Output<BrandDesired["taxId"]>;
  declare readonly taxIdCountry: Output<BrandDesired["taxIdCountry"]>;
  declare readonly vertical: Output<BrandDesired["vertical"]>;
  declare readonly website: Output<BrandDesired["website"]>;
  declare readonly address: Output<BrandDesired["address"]>;
  declare readonly contact: Output<BrandDesired["contact"]>;
  declare readonly stockSymbol: Output<BrandDesired["stockSymbol"]>;
  declare readonly stockExchange: Output<BrandDesired["stockExchange"]>;
  declare readonly metadata: Output<BrandDesired["metadata"]>;
  declare readonly waitFor: Output<BrandDesired["waitFor"]>;
  declare readonly waitTimeoutSeconds: Output<BrandDesired["waitTimeoutSeconds"]>;
  declare readonly status: Output<BrandOutputs["status"]>;
  declare readonly statusReasons: Output<BrandOutputs["statusReasons"]>;
  declare readonly trustScore: Output<BrandOutputs["trustScore"]>;
  declare readonly submittedAt: Output<BrandOutputs["submittedAt"]>;
  declare readonly verifiedAt: Output<BrandOutputs["verifiedAt"]>;
  declare readonly mode: Output<BrandOutputs["mode"]>;
  declare readonly createdAt: Output<BrandOutputs["createdAt"]>;

  constructor(name: string, args: BrandArgs, opts?: CustomResourceOptions) {
    super(BrandKind, name, args, opts);
  }
}
const _brandComplete: Complete<Brand, BrandDesired & BrandOutputs> = true;

export type CampaignArgs = ArgsOf<CampaignInput>;

/** A 10DLC campaign, reviewed by each carrier. Immutable fields (brandId, useCase, subUseCases) replace it; review fields send it back into carrier review. `waitFor: "ACTIVE"` makes create and update wait; a rejection fails with the carriers' reasons (the campaign stays in state). */
export class Campaign extends KindResource {
  declare readonly brandId: Output<CampaignDesired["brandId"]>;
  declare readonly useCase: Output<CampaignDesired["useCase"]>;
  declare readonly subUseCases: Output<CampaignDesired["subUseCases"]>;
  declare readonly description: Output<CampaignDesired["description"]>;
  declare readonly messageFlow: Output<CampaignDesired["messageFlow"]>;
  declare readonly sampleMessages: Output<CampaignDesired["sampleMessages"]>;
  declare readonly optInKeywords: Output<CampaignDesired["optInKeywords"]>;
  declare readonly optInMessage: Output<CampaignDesired["optInMessage"]>;
  declare readonly optOutKeywords: Output<CampaignDesired["optOutKeywords"]>;
  declare readonly optOutMessage: Output<CampaignDesired["optOutMessage"]>;
  declare readonly helpKeywords: Output<CampaignDesired["helpKeywords"]>;
  declare readonly helpMessage: Output<CampaignDesired["helpMessage"]>;
  declare readonly embeddedLinks: Output<CampaignDesired["embeddedLinks"]>;
  declare readonly embeddedPhone: Output<CampaignDesired["embeddedPhone"]>;
  declare readonly numberPool: Output<CampaignDesired["numberPool"]>;
  declare readonly ageGated: Output<CampaignDesired["ageGated"]>;
  declare readonly directLending: Output<CampaignDesired["directLending"]>;
  declare readonly affiliateMarketing: Output<CampaignDesired["affiliateMarketing"]>;
  declare readonly subscriberOptIn: Output<CampaignDesired["subscriberOptIn"]>;
  declare readonly subscriberOptOut: Output<CampaignDesired["subscriberOptOut"]>;
  declare readonly subscriberHelp: Output<CampaignDesired["subscriberHelp"]>;
  declare readonly privacyPolicyUrl: Output<CampaignDesired["privacyPolicyUrl"]>;
  declare readonly termsUrl: Output<CampaignDesired["termsUrl"]>;
  declare readonly metadata: Output<CampaignDesired["metadata"]>;
  declare readonly waitFor: Output<CampaignDesired["waitFor"]>;
  declare readonly waitTimeoutSeconds: Output<CampaignDesired["waitTimeoutSeconds"]>;
  declare readonly status: Output<CampaignOutputs["status"]>;
  declare readonly statusReasons: Output<CampaignOutputs["statusReasons"]>;
  declare readonly carriers: Output<CampaignOutputs["carriers"]>;
  declare readonly throughputPerSecond: Output<CampaignOutputs["throughputPerSecond"]>;
  declare readonly numberCount: Output<CampaignOutputs["numberCount"]>;
  declare readonly submittedAt: Output<CampaignOutputs["submittedAt"]>;
  declare readonly approvedAt: Output<CampaignOutputs["approvedAt"]>;
  declare readonly mode: Output<CampaignOutputs["mode"]>;
  declare readonly createdAt: Output<CampaignOutputs["createdAt"]>;

  constructor(name: string, args: CampaignArgs, opts?: CustomResourceOptions) {
    super(CampaignKind, name, args, opts);
  }
}
const _campaignComplete: Complete<Campaign, CampaignDesired & CampaignOutputs> = true;

export type PhoneNumberArgs = ArgsOf<PhoneNumberInput>;

/** A phone number the account owns: an exact `number`, or the first match of `areaCode` / `contains` / `capabilities` (the number bought is the stable output `phoneNumber`). `campaignId` changes in place. Deleting releases the number for good, so it requires `allowRelease: true`. */
export class PhoneNumber extends KindResource {
  declare readonly number: Output<PhoneNumberDesired["number"]>;
  declare readonly areaCode: Output<PhoneNumberDesired["areaCode"]>;
  declare readonly contains: Output<PhoneNumberDesired["contains"]>;
  declare readonly capabilities: Output<PhoneNumberDesired["capabilities"]>;
  declare readonly name: Output<PhoneNumberDesired["name"]>;
  declare readonly campaignId: Output<PhoneNumberDesired["campaignId"]>;
  declare readonly metadata: Output<PhoneNumberDesired["metadata"]>;
  declare readonly allowRelease: Output<PhoneNumberDesired["allowRelease"]>;
  declare readonly phoneNumber: Output<PhoneNumberOutputs["phoneNumber"]>;
  declare readonly numberCapabilities: Output<PhoneNumberOutputs["numberCapabilities"]>;
  declare readonly locality: Output<PhoneNumberOutputs["locality"]>;
  declare readonly region: Output<PhoneNumberOutputs["region"]>;
  declare readonly campaignStatus: Output<PhoneNumberOutputs["campaignStatus"]>;
  declare readonly sendingEnabled: Output<PhoneNumberOutputs["sendingEnabled"]>;
  declare readonly mode: Output<PhoneNumberOutputs["mode"]>;
  declare readonly purchasedAt: Output<PhoneNumberOutputs["purchasedAt"]>;

  constructor(name: string, args: PhoneNumberArgs, opts?: CustomResourceOptions) {
    super(PhoneNumberKind, name, args, opts);
  }
}
const _phoneNumberComplete: Complete<PhoneNumber, PhoneNumberDesired & PhoneNumberOutputs> = true;
