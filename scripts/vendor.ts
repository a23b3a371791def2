#!/usr/bin/env node
// Part of `npm run build`: the packages the library uses that are ES modules only, as CommonJS
// (ESM_BUNDLES), and the CLI's three dependencies, zod, yaml and commander, each bundled into one
// file in dist/cli/vendor/ from the versions installed, with its licence on top. Loaded one file at a
// time, yaml's 72 modules and zod's 33 cost more of a `msgform validate` than everything else it does;
// as one file each they cost a fraction of that. Only the CLI uses these copies (cli/start/vendored.ts);
// the sdk, the Pulumi provider and the emulator as a library load the packages as installed.
import { build, type Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { VENDORED, vendoredCopy } from "../cli/start/vendored";
import { packageRoot } from "./generate";

/** Left out of the bundle and loaded from the installed package if ever read (cli/start/standIns.ts). */
const zodLocalesOutside: Plugin = {
  name: "zod-locales-outside",
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.cjs$/ }, () => ({ path: "zod/v4/locales", external: true }));
  },
};

/**
 * eld's n-gram database is one object literal of about a megabyte: bundled as the JSON text of the
 * same object, read by JSON.parse, it loads in about half the time (V8 parses JSON faster than it
 * compiles and runs a literal that size). The action's one-file CLI (scripts/bundle.ts) uses it too:
 * there the literal would be parsed at every start, whether a registration is reviewed or not.
 */
export const ngramsAsJson: Plugin = {
  name: "eld-ngrams-as-json",
  setup(b) {
    b.onLoad({ filter: /[\\/]eld[\\/]src[\\/]ngrams[\\/][\w.]+\.js$/ }, async ({ path }) => {
      const { ngramsData } = (await import(pathToFileURL(path).href)) as { ngramsData: unknown };
      return { contents: `export const ngramsData = JSON.parse(${JSON.stringify(JSON.stringify(ngramsData))});`, loader: "js" };
    });
  },
};

/** The package's name, version and licence, as a comment bundlers and minifiers keep. */
function banner(dir: string, purpose = "the msgform CLI"): string {
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string; version: string; license: string };
  const licence = readFileSync(join(dir, "LICENSE"), "utf8").trim().replaceAll("*/", "* /");
  return `/*! ${pkg.name} ${pkg.version}, bundled for ${purpose}. ${pkg.license} licence:\n\n${licence}\n*/`;
}

/**
 * Modules of ours that re-export a package published as ES modules only (eld), which tsc's CommonJS
 * output cannot require: each is bundled with the package into one CommonJS file beside that output,
 * `<module>.bundle.js` (a name tsc never writes, so a build by tsc alone leaves it in place), which
 * every supported Node can require, for the CLI and the library alike.
 */
export const ESM_BUNDLES = [{ module: "schema/preflight/eld", from: "eld" }] as const;

export async function vendor(root = packageRoot()): Promise<void> {
  for (const { module, from } of ESM_BUNDLES) {
    await build({
      absWorkingDir: root,
      entryPoints: [join(root, `${module}.ts`)],
      outfile: join(root, "dist", `${module}.bundle.js`),
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node22",
      banner: { js: banner(join(root, "node_modules", from), "msgform") },
      plugins: [ngramsAsJson],
      logLevel: "warning",
    });
  }
  for (const name of VENDORED) {
    const dir = join(root, "node_modules", name);
    await build({
      absWorkingDir: root,
      entryPoints: [require.resolve(name, { paths: [root] })],
      outfile: vendoredCopy(join(root, "dist"), name),
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node22",
      banner: { js: banner(dir) },
      plugins: name === "zod" ? [zodLocalesOutside] : [],
      logLevel: "warning",
    });
  }
}

if (require.main === module) {
  vendor().catch((err: unknown) => {
    process.stderr.write(`vendor: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
