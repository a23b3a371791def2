// The language detector, eld (Efficient Language Detector), with its extra-small n-gram database.
// eld is published as ES modules only, which the CommonJS build cannot require on every supported Node:
// `npm run build` (scripts/vendor.ts) bundles this module with eld into one CommonJS file beside its
// output, eld.bundle.js, which language.ts loads; the tests, which run the TypeScript, load this module.
// @ts-expect-error TS1479: a CommonJS module re-exporting an ES module (the build bundles it instead).
export { eld } from "eld/extrasmall";
