// The package root: `import * as msgform from "msgform"`.
export { VERSION } from "./cli/version";
// The sdk: createClient, typed errors, webhook verification (sdk/index.ts lists the surface).
export * from "./sdk";
export * as sdk from "./sdk";
export * as provider from "./provider/pulumi";
