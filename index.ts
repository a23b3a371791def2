// The package root: `import * as msgform from "msgform"`.
// The sdk: createClient, typed errors, webhook verification, VERSION (sdk/index.ts lists the surface).
export * from "./sdk";
export * as sdk from "./sdk";
export * as provider from "./provider/pulumi";

// The Pulumi resources (`new msgform.ApiKey(name, args, opts)` and the other five), loaded on
// first use: they extend pulumi.dynamic.Resource, and @pulumi/pulumi is an optional peer
// dependency that sdk and CLI users neither install nor pay most of a second to load.
import type * as resources from "./provider/pulumi/resources";
import { loadResources } from "./provider/pulumi/runtime";
export type {
  ApiKeyArgs,
  BrandArgs,
  CampaignArgs,
  IpAllowlistArgs,
  PhoneNumberArgs,
  WebhookEndpointArgs,
} from "./provider/pulumi/resources";
export declare const ApiKey: typeof resources.ApiKey;
export type ApiKey = resources.ApiKey;
export declare const WebhookEndpoint: typeof resources.WebhookEndpoint;
export type WebhookEndpoint = resources.WebhookEndpoint;
export declare const IpAllowlist: typeof resources.IpAllowlist;
export type IpAllowlist = resources.IpAllowlist;
export declare const Brand: typeof resources.Brand;
export type Brand = resources.Brand;
export declare const Campaign: typeof resources.Campaign;
export type Campaign = resources.Campaign;
export declare const PhoneNumber: typeof resources.PhoneNumber;
export type PhoneNumber = resources.PhoneNumber;
for (const name of ["ApiKey", "WebhookEndpoint", "IpAllowlist", "Brand", "Campaign", "PhoneNumber"] as const) {
  Object.defineProperty(exports, name, {
    enumerable: true,
    get: () => loadResources()[name],
  });
}
