#!/usr/bin/env node
// `npm run bundle`: the CLI in one file for the GitHub Action, action/dist/msgform.js (committed), with
// the licences of the packages in it in action/dist/LICENSES.txt. A CI job then runs msgform straight
// from the action's checkout: no npm install and no build (docs/decisions.md, "The GitHub Action runs
// a committed bundle"). It holds every command but `msgform emulator`, which a job never runs and which
// would double its size (fastify, the x509 code): that one says where to get it.
// test/package/bundle.test.ts bundles again and fails while the committed file differs, so the bundle
// follows the sources and the lockfile.
import { build, type Metafile, type Plugin } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { packageRoot } from "./generate";
import { ngramsAsJson } from "./vendor";

/** Where the bundle and its licences are, from the package root. */
export const BUNDLE = join("action", "dist", "msgform.js");
export const BUNDLE_LICENSES = join("action", "dist", "LICENSES.txt");

const EMULATOR_STUB = `
exports.registerEmulatorCommand = (program) => {
  program
    .command("emulator")
    .description("run a local emulator of the messaging service (not in the GitHub Action's bundle)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      process.stderr.write("msgform: the emulator is not part of the GitHub Action's bundle: install msgform (npm install msgform) and run npx msgform emulator\\n");
      process.exitCode = 1;
    });
};
`;

/** The emulator command as a stub, and the version read from package.json now instead of at run time. */
function actionModules(root: string): Plugin {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  return {
    name: "msgform-action-modules",
    setup(b) {
      b.onResolve({ filter: /^\.\/commands\/emulator$/ }, () => ({ path: "emulator-command", namespace: "msgform-stub" }));
      b.onLoad({ filter: /.*/, namespace: "msgform-stub" }, () => ({ contents: EMULATOR_STUB, loader: "js" }));
      b.onLoad({ filter: /[\\/]sdk[\\/]version\.ts$/ }, () => ({
        contents: `export const packageInfo = { name: "msgform", version: ${JSON.stringify(version)} };\nexport const VERSION: string = packageInfo.version;\n`,
        loader: "ts",
      }));
    },
  };
}

/** Each bundled package once, by name and version, with its licence text (as ncc's licenses.txt). */
function licences(root: string, metafile: Metafile): string {
  const dirs = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) dirs.add(m[1]!);
  }
  const entries = [...dirs].map((dir) => {
    const abs = join(root, dir);
    const pkg = JSON.parse(readFileSync(join(abs, "package.json"), "utf8")) as { name: string; version: string; license?: string };
    const file = readdirSync(abs).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const text = file ? readFileSync(join(abs, file), "utf8").trim() : `(no licence file; package.json says ${pkg.license ?? "nothing"})`;
    return { id: `${pkg.name}@${pkg.version}`, licence: pkg.license ?? "", text };
  });
  const unique = [...new Map(entries.map((e) => [e.id, e])).values()].sort((a, b) => a.id.localeCompare(b.id));
  return unique.map((e) => `${e.id} (${e.licence})\n\n${e.text}\n`).join("\n---\n\n");
}

/** The bundle and its licences, built from the sources and the installed packages; nothing written. */
export async function bundleCli(root = packageRoot()): Promise<{ code: string; licenses: string }> {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  const result = await build({
    absWorkingDir: root,
    entryPoints: [join(root, "cli", "main.ts")],
    outfile: join(root, BUNDLE),
    write: false,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    minify: true,
    legalComments: "none",
    // Never loaded by the CLI's commands; a Pulumi program brings its own.
    external: ["@pulumi/pulumi"],
    // The language detector is bundled in this file (schema/preflight/language.ts reads this).
    define: { MSGFORM_ONE_FILE: "true" },
    // The hashbang is cli/main.ts's own, kept by esbuild.
    banner: { js: `/*! msgform ${version}, its CLI in one file for the GitHub Action: npm run bundle (scripts/bundle.ts). The packages in it and their licences: LICENSES.txt */` },
    plugins: [actionModules(root), ngramsAsJson],
    metafile: true,
    logLevel: "warning",
  });
  return { code: result.outputFiles[0]!.text, licenses: licences(root, result.metafile) };
}

export async function writeBundle(root = packageRoot()): Promise<void> {
  const { code, licenses } = await bundleCli(root);
  const out = join(root, BUNDLE);
  if (!existsSync(dirname(out))) mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, code, { mode: 0o755 });
  writeFileSync(join(root, BUNDLE_LICENSES), licenses);
}

if (require.main === module) {
  writeBundle().catch((err: unknown) => {
    process.stderr.write(`bundle: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
