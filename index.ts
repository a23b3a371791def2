// The package root: `import * as msgform from "msgform"`.
export { VERSION } from "./cli/version";
export * as provider from "./provider/pulumi";
