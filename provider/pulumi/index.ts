// msgform's Pulumi front end, re-exported by the package root as `provider`. The serialized shim in
// every resource's state calls `require("msgform/provider").kindProvider(kind)` (the package
// subpath of ./registry), and msgform 0.1 states call `require("msgform").provider.kindProvider(kind)`:
// both names are a stable contract. Nothing here imports the package root, so the two form no cycle.
//
// Light on purpose: nothing here loads @pulumi/pulumi, an optional peer dependency, at import time
// (types only), so importing the package root stays cheap for sdk and CLI users. The resource
// classes, which extend pulumi.dynamic.Resource and so load it, are loaded by ./runtime on first use.
export { KindProvider, ProviderSession, PROVIDER_KEY, UNKNOWN, propertyPath, redact } from "./adapter";
export type { KindProviderOptions } from "./adapter";
export { builtinKindNames, findKind, KIND_MODULES_ENV, kindProvider } from "./registry";
export { ENV as ENV_KEYS } from "../../sdk/config";
export { CONFIG_KEYS, resolveSettings, stackConfigLayer } from "./settings";
export type { ConfigSource } from "./settings";
export { isPulumiMissing, loadResources, PULUMI_PACKAGE, supportedPulumiRange } from "./runtime";
export { packageDir, PACKAGE_NAME, PROVIDER_ENTRY, serializeProvider, shimFor } from "./shim";
export type { ArgsOf, OutputProps } from "./resource";
