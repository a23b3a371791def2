#!/usr/bin/env node
// `npm run bundle`: the CLI for the GitHub Action in action/dist/ (committed): msgform.js, the files it
// loads on first use beside it, and the licences of the packages in them in LICENSES.txt. A CI job then
// runs msgform straight from the action's checkout: no npm install and no build (docs/decisions.md, "The
// GitHub Action runs a committed bundle"). It holds every command but `msgform emulator`, which a job
// never runs and which would double its size (fastify, the x509 code): that one says where to get it.
//
// Every command in a CI job is a first run with no code cache, so Node compiles every byte of what it
// loads: msgform.js holds what every command needs, and each package a command may not need is a file
// of its own (PARTS), loaded by a relative path only when used. zod and yaml are built from their ES
// modules with only the members msgform reads, as the CLI's own copies (scripts/vendor.ts, `membersUsed`).
// test/package/bundle.test.ts bundles again and fails while a committed file differs, or action/dist/
// holds a file the bundle does not make, so the files follow the sources and the lockfile.
import { build, type BuildOptions, type Metafile, type Plugin } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packageRoot } from "./generate";
import { copySource, ESM_BUNDLES, membersUsed, ngramsAsJson, REDUCED, reducedEntry } from "./vendor";

/** Where the action's files are, from the package root. */
export const BUNDLE_DIR = join("action", "dist");
export const BUNDLE = join(BUNDLE_DIR, "msgform.js");
export const BUNDLE_LICENSES = join(BUNDLE_DIR, "LICENSES.txt");

interface Part {
  /** Its file in action/dist/, which msgform.js requires as `./<file>`. */
  readonly file: string;
  /** The request in msgform's sources that leads to it… */
  readonly request: RegExp;
  /** …when made by this module (its absolute path), else by any. */
  readonly importer?: RegExp;
  /** What is bundled into the file: the package, through this module or this code. */
  readonly pkg: string;
  readonly source: (root: string) => Pick<BuildOptions, "entryPoints" | "stdin">;
}

/**
 * Packages a command may not need, each in its own file beside msgform.js. Node compiles a file only
 * when something requires it; inside msgform.js they were compiled at every start, by every command
 * (2.6 MB in all, where msgform.js is now 0.6 MB). The sources already load each on first use.
 */
export const PARTS: readonly Part[] = [
  {
    // The language detector, for registrations that do not read as English (schema/preflight/language.ts
    // loads eld.bundle.js beside the compiled file: here, beside msgform.js). About a megabyte of n-grams.
    file: "eld.bundle.js",
    request: /^\.\/eld$/,
    importer: /[\\/]schema[\\/]preflight[\\/]language\.ts$/,
    pkg: ESM_BUNDLES[0].from,
    source: (root) => ({ entryPoints: [join(root, `${ESM_BUNDLES[0].module}.ts`)] }),
  },
  {
    // The HTTP client (sdk/agents.ts requires it on the first request): plan, apply, drift and status.
    // Its Agent only, as in the CLI's copy (scripts/vendor.ts, UNDICI_AGENT).
    file: "undici.js",
    request: /^undici$/,
    pkg: "undici",
    source: (root) => copySource(root, "undici"),
  },
];

/** Each part's request as a relative require of its file, so it reaches that file and no other copy. */
const partsOutside: Plugin = {
  name: "msgform-action-parts",
  setup(b) {
    for (const part of PARTS) {
      b.onResolve({ filter: part.request }, ({ importer }) =>
        part.importer && !part.importer.test(importer) ? undefined : { path: `./${part.file}`, external: true });
    }
  },
};

/**
 * commander's `require("node:child_process")`, which it uses only to run external subcommands (msgform
 * has none) and which loads net, dgram and the streams at every start, as a stand-in that loads it on
 * the first read: what cli/start/standIns.ts does for the CLI at run time, done here at build time.
 */
const commanderChildProcess: Plugin = {
  name: "msgform-commander-child-process",
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, ({ importer }) =>
      /[\\/]node_modules[\\/]commander[\\/]/.test(importer) ? { path: "child_process", namespace: "msgform-stand-in" } : undefined);
    b.onLoad({ filter: /.*/, namespace: "msgform-stand-in" }, () => ({
      contents: [
        "let real;",
        "const target = () => (real ??= require(\"node:child_process\"));",
        "module.exports = new Proxy({}, {",
        "  get: (_t, key) => Reflect.get(target(), key),",
        "  has: (_t, key) => Reflect.has(target(), key),",
        "  ownKeys: () => Reflect.ownKeys(target()),",
        "  getOwnPropertyDescriptor: (_t, key) => { const d = Reflect.getOwnPropertyDescriptor(target(), key); return d && { ...d, configurable: true }; },",
        "});",
      ].join("\n"),
      loader: "js",
    }));
  },
};

/** zod and yaml as ES modules exporting only the members msgform reads, as in the CLI's copies (scripts/vendor.ts). */
function reducedPackages(root: string): Plugin {
  return {
    name: "msgform-reduced-packages",
    setup(b) {
      for (const pkg of REDUCED) {
        const namespace = `msgform-reduced-${pkg.name}`;
        const members = membersUsed(join(root, "dist"), pkg);
        b.onResolve({ filter: new RegExp(`^${pkg.name}$`) }, (args) => (args.namespace === namespace ? undefined : { path: pkg.name, namespace }));
        b.onLoad({ filter: /.*/, namespace }, () => ({ contents: reducedEntry(pkg, members, root), resolveDir: root, loader: "js" }));
      }
    },
  };
}

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

/** The package directories (relative to the root) an output's inputs come from. */
function packagesIn(metafile: Metafile): Set<string> {
  const dirs = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) dirs.add(m[1]!);
  }
  return dirs;
}

/** Each bundled package once, by name and version, with its licence text (as ncc's licenses.txt). */
function licences(root: string, dirs: Iterable<string>): string {
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

/** A package's name and version, as installed. */
function packageId(root: string, name: string): string {
  const pkg = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { name: string; version: string };
  return `${pkg.name} ${pkg.version}`;
}

/** What every file of the action's is built with. */
const COMMON = {
  write: false,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node22",
  minify: true,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
} as const satisfies BuildOptions;

/**
 * The action's files (name in action/dist/ to content), built from the sources and the installed
 * packages; nothing written. A package in two of them would be two copies with two states (undici's
 * global dispatcher, its error classes for `instanceof`): the build refuses that.
 */
export async function bundleCli(root = packageRoot()): Promise<Record<string, string>> {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  const main = await build({
    ...COMMON,
    absWorkingDir: root,
    entryPoints: [join(root, "cli", "main.ts")],
    outfile: join(root, BUNDLE),
    // Never loaded by the CLI's commands; a Pulumi program brings its own.
    external: ["@pulumi/pulumi"],
    // The hashbang is cli/main.ts's own, kept by esbuild.
    banner: { js: `/*! msgform ${version}, its CLI for the GitHub Action: npm run bundle (scripts/bundle.ts). The packages in it and in the files beside it, and their licences: LICENSES.txt */` },
    plugins: [actionModules(root), partsOutside, reducedPackages(root), commanderChildProcess],
  });
  const files: Record<string, string> = { "msgform.js": main.outputFiles[0]!.text };
  const owner = new Map<string, string>([...packagesIn(main.metafile)].map((dir) => [dir, "msgform.js"]));
  for (const part of PARTS) {
    const built = await build({
      ...COMMON,
      absWorkingDir: root,
      ...part.source(root),
      outfile: join(root, BUNDLE_DIR, part.file),
      // Named by the package's version, not msgform's: the file changes only when the package does.
      banner: { js: `/*! ${packageId(root, part.pkg)}, bundled for msgform's GitHub Action: msgform.js beside it loads it on first use (scripts/bundle.ts). Its licence: LICENSES.txt */` },
      plugins: [ngramsAsJson],
    });
    files[part.file] = built.outputFiles[0]!.text;
    for (const dir of packagesIn(built.metafile)) {
      const other = owner.get(dir);
      if (other) throw new Error(`${dir} is bundled into both ${other} and ${part.file}: a package must be in one file only`);
      owner.set(dir, part.file);
    }
  }
  files["LICENSES.txt"] = licences(root, owner.keys());
  return files;
}

/** Writes the action's files, and removes any other file from action/dist/ (all of it is the bundle's). */
export async function writeBundle(root = packageRoot()): Promise<void> {
  const files = await bundleCli(root);
  const dir = join(root, BUNDLE_DIR);
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (!(name in files)) rmSync(join(dir, name), { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text, { mode: name === "msgform.js" ? 0o755 : 0o644 });
}

if (require.main === module) {
  writeBundle().catch((err: unknown) => {
    process.stderr.write(`bundle: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
