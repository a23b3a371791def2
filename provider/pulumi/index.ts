// msgform's Pulumi front end, the part the dynamic-provider host loads. The package root
// re-exports this as `provider`; the serialized shim in every resource's state calls
// `require("msgform").provider.kindProvider(kind)`, so that name is a stable contract.
//
// Light on purpose: nothing here loads @pulumi/pulumi at import time (types only), so importing the
// package root stays cheap for sdk and CLI users. The resource classes, which extend
// pulumi.dynamic.Resource and so load it, live in ./resource (KindResource) and are exported apart.
export { KindProvider, ProviderSession, PROVIDER_KEY, UNKNOWN, propertyPath, redact } from "./adapter";
export type { KindProviderOptions } from "./adapter";
export { builtinKindNames, findKind, KIND_MODULES_ENV, kindProvider } from "./registry";
export { ENV as ENV_KEYS } from "../../sdk/config";
export { CONFIG_KEYS, resolveSettings, stackConfigLayer } from "./settings";
export type { ConfigSource } from "./settings";
export { packageDir, PACKAGE_NAME, serializeProvider, shimFor } from "./shim";
export type { ArgsOf, OutputProps } from "./resource";
