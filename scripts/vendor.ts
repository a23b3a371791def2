#!/usr/bin/env node
// Part of `npm run build`: the CLI's three dependencies, zod, yaml and commander, each bundled into one
// file in dist/cli/vendor/ from the versions installed, with its licence on top. Loaded one file at a
// time, yaml's 72 modules and zod's 33 cost more of a `msgform validate` than everything else it does;
// as one file each they cost a fraction of that. Only the CLI uses these copies (cli/start/vendored.ts);
// the sdk, the Pulumi provider and the emulator as a library load the packages as installed.
import { build, type Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { VENDORED, vendoredCopy } from "../cli/start/vendored";
import { packageRoot } from "./generate";

/** Left out of the bundle and loaded from the installed package if ever read (cli/start/standIns.ts). */
const zodLocalesOutside: Plugin = {
  name: "zod-locales-outside",
  setup(b) {
    b.onResolve({ filter: /\/locales\/index\.cjs$/ }, () => ({ path: "zod/v4/locales", external: true }));
  },
};

/** The package's name, version and licence, as a comment bundlers and minifiers keep. */
function banner(dir: string): string {
  const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string; version: string; license: string };
  const licence = readFileSync(join(dir, "LICENSE"), "utf8").trim().replaceAll("*/", "* /");
  return `/*! ${pkg.name} ${pkg.version}, bundled for the msgform CLI. ${pkg.license} licence:\n\n${licence}\n*/`;
}

export async function vendor(root = packageRoot()): Promise<void> {
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
