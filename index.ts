// The package root: `import * as msgform from "msgform"`.
// The sdk: createClient, typed errors, webhook verification, VERSION (sdk/index.ts lists the surface).
export * from "./sdk";
export * as sdk from "./sdk";
export * as provider from "./provider/pulumi";

// The Pulumi resources (`new msgform.ApiKey(name, args, opts)` and the other five): stand-ins that
// load the real classes on first use. They extend pulumi.dynamic.Resource, and @pulumi/pulumi is an
// optional peer dependency that sdk and CLI users neither install nor pay most of a second to load.
// Each is assigned as a plain `export const` so ESM programs can import it by name (runtime.ts).
import type * as resources from "./provider/pulumi/resources";
import { lazyResourceClass } from "./provider/pulumi/runtime";
export type {
  ApiKeyArgs,
  ApiKeyState,
  BrandArgs,
  BrandState,
  CampaignArgs,
  CampaignState,
  IpAllowlistArgs,
  IpAllowlistState,
  PhoneNumberArgs,
  PhoneNumberState,
  WebhookEndpointArgs,
  WebhookEndpointState,
} from "./provider/pulumi/resources";
export const ApiKey: typeof resources.ApiKey = lazyResourceClass("ApiKey");
export type ApiKey = resources.ApiKey;
export const WebhookEndpoint: typeof resources.WebhookEndpoint = lazyResourceClass("WebhookEndpoint");
export type WebhookEndpoint = resources.WebhookEndpoint;
export const IpAllowlist: typeof resources.IpAllowlist = lazyResourceClass("IpAllowlist");
export type IpAllowlist = resources.IpAllowlist;
export const Brand: typeof resources.Brand = lazyResourceClass("Brand");
export type Brand = resources.Brand;
export const Campaign: typeof resources.Campaign = lazyResourceClass("Campaign");
export type Campaign = resources.Campaign;
export const PhoneNumber: typeof resources.PhoneNumber = lazyResourceClass("PhoneNumber");
export type PhoneNumber = resources.PhoneNumber;
