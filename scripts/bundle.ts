#!/usr/bin/env node
// The CLI as one esbuild bundle, in two places:
// - the package's bin (`npm run build` runs this after tsc): dist/cli/main.js, the entry (cli/main.ts,
//   which turns on Node's compile cache first), and dist/cli/bundle/, the files it loads;
// - the GitHub Action (`npm run bundle`): action/dist/msgform.js and the files beside it, committed, with
//   the licences of the packages in them in LICENSES.txt. A CI job runs msgform straight from the
//   action's checkout: no npm install and no build (docs/decisions.md, "The GitHub Action runs a
//   committed bundle"). It holds every command but `msgform emulator`, which a job never runs and which
//   would double its size (fastify, the x509 code): that one says where to get it.
//
// What the sources load on demand stays on demand: every `require()` call in msgform's own sources (a
// command's module, a kind, the 10DLC review and whatever it loads lazily, the HTTP client, the language
// detector) is a split point, an entry of its own, which the code requiring it loads by a relative path
// when it runs. esbuild's code splitting puts what several of them share in shared files, so every module
// is in one file only and runs once (one `CliError` class, one undici). esbuild splits ES modules only:
// the files are built as ES modules, then each is turned into CommonJS (the package is CommonJS, and a
// split point is loaded by a synchronous `require`).
//
// A package's JSON data (wink's English model) is a file of its own beside the package's file, read by
// Node's JSON loader (`jsonBeside`).
//
// zod and yaml are built from their ES modules with only the members msgform reads (scripts/vendor.ts,
// `membersUsed`), undici as its Agent only (UNDICI_AGENT). test/package/bundle.test.ts bundles again and
// fails while a committed action file differs, so action/dist/ follows the sources and the lockfile.
import { build, type Metafile, type Plugin, transform } from "esbuild";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { dirname, join, posix, relative, sep } from "node:path";
import { packageRoot } from "./generate";
import { copySource, ESM_BUNDLES, FIXED, membersUsed, ngramsAsJson, REDUCED, reducedEntry } from "./vendor";

/** Where the action's files are, from the package root. */
export const BUNDLE_DIR = join("action", "dist");
export const BUNDLE = join(BUNDLE_DIR, "msgform.js");
export const BUNDLE_LICENSES = join(BUNDLE_DIR, "LICENSES.txt");
/** Where the bin's files are, from the package root: the entry, and the folder of what it loads. */
export const BIN = join("dist", "cli", "main.js");
export const BIN_PARTS = join("dist", "cli", "bundle");

/** Where a build puts its files: `entry` (its name, without .js) in `outdir`, the rest in `outdir/parts`. */
interface Layout {
  readonly outdir: string;
  readonly entry: string;
  /** Relative to outdir, posix; "" for beside the entry. */
  readonly parts: string;
  /** The GitHub Action's build: the emulator command a stub, the version fixed, licences collected. */
  readonly action: boolean;
}

const SPLIT = "msgform-split:";

/** A split point's file name: its source path from the root (`cli/commands/validate` → `cli.commands.validate`), a package's name. */
function splitName(root: string, resolved: string, request: string): string {
  if (!resolved.startsWith(root + sep) || resolved.includes(`${sep}node_modules${sep}`)) return `pkg.${request.replace(/[/@]/g, (c) => (c === "/" ? "." : ""))}`;
  const id = relative(root, resolved).split(sep).join("/").replace(/\.[cm]?[jt]s$/, "").replace(/\/index$/, "");
  // The language detector keeps the name schema/preflight/language.ts looks for beside the code that loads it.
  const esm = ESM_BUNDLES.find((b) => b.module === id);
  return esm ? `${posix.basename(esm.module)}.bundle` : id.replaceAll("/", ".");
}

/** A split point: a module of ours (built with the others, split by esbuild) or a package (a CommonJS file of its own). */
type Split = { kind: "ours"; from: string } | { kind: "package"; request: string };

/**
 * Every `require()` call in msgform's sources (not a built-in's) becomes an external request
 * `msgform-split:<name>`, rewritten to the file's relative path once the files are laid out; the
 * modules so required are collected in `found`.
 */
function splitPoints(root: string, found: Map<string, Split>): Plugin {
  return {
    name: "msgform-split-points",
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        // A package msgform takes part of (undici's Agent) is that one file wherever it is imported from.
        const fixed = FIXED.some((f) => f.name === args.path) && args.pluginData !== SPLIT && !args.importer.includes(`${sep}node_modules${sep}`);
        if ((args.kind !== "require-call" && !fixed) || args.pluginData === SPLIT || isBuiltin(args.path)) return undefined;
        if (args.importer.includes(`${sep}node_modules${sep}`) || !args.importer.startsWith(root + sep)) return undefined;
        const r = await b.resolve(args.path, { kind: "require-call", resolveDir: args.resolveDir, importer: args.importer, pluginData: SPLIT });
        if (r.errors.length || r.external || !r.path) return undefined;
        const name = splitName(root, r.path, args.path);
        const isPackage = !args.path.startsWith(".") && !args.path.startsWith("/");
        found.set(name, isPackage ? { kind: "package", request: args.path } : { kind: "ours", from: r.path });
        return { path: `${SPLIT}${name}`, external: true };
      });
    },
  };
}

/**
 * A package required on demand, as one CommonJS file: what `require` gives is the package's own
 * exports, as Node would give them. undici is its Agent only (UNDICI_AGENT, scripts/vendor.ts).
 */
type Built = { text: string; metafile: Metafile; json: Record<string, string> };

/**
 * A package's JSON data (wink's English model: a 2.9 MB JSON file and a few smaller ones) as files of
 * their own beside the package's file, each `<file>.<its name>.json`, which the package's code requires by
 * that relative path: Node's JSON loader reads it with one JSON.parse, where the same data bundled into
 * the code is an object literal that V8 parses as code and builds property by property on every run
 * (Node's compile cache keeps compiled functions, not the objects they build; bench/README.md, "A
 * registration's first validate"). The files are the packages' own JSON, whitespace removed.
 */
function jsonBeside(base: string, json: Record<string, string>): Plugin {
  return {
    name: "msgform-json-beside",
    setup(b) {
      b.onResolve({ filter: /\.json$/ }, async (args) => {
        if (args.pluginData === SPLIT) return undefined;
        const { kind, resolveDir, importer } = args;
        const r = await b.resolve(args.path, { kind, resolveDir, importer, pluginData: SPLIT });
        if (r.errors.length || r.external || !r.path) return undefined;
        const name = `${base}.${posix.basename(r.path.split(sep).join("/"))}`;
        const text = JSON.stringify(JSON.parse(readFileSync(r.path, "utf8")));
        if (json[name] !== undefined && json[name] !== text) throw new Error(`${name}: two JSON files of ${base} have one name`);
        json[name] = text;
        return { path: `./${name}`, external: true };
      });
    },
  };
}

async function packageFile(root: string, request: string, banner: string, base: string): Promise<Built> {
  const fixed = FIXED.some((f) => f.name === request);
  const json: Record<string, string> = {};
  const source = fixed
    ? copySource(root, request)
    : { stdin: { contents: `module.exports = require(${JSON.stringify(request)});`, resolveDir: root, sourcefile: `msgform-${request}.cjs` } };
  const built = await build({
    absWorkingDir: root,
    ...source,
    write: false,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    metafile: true,
    logLevel: "silent",
    banner: { js: banner },
    plugins: [ngramsAsJson, jsonBeside(base, json)],
  });
  return { text: built.outputFiles[0]!.text, metafile: built.metafile, json };
}

/**
 * commander's `require("node:child_process")`, which it uses only to run external subcommands (msgform
 * has none) and which loads net, dgram and the streams at every start, as a stand-in that loads it on
 * the first read: done here, at build time, in the bundle's own code.
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

/** zod and yaml as ES modules exporting only the members msgform reads (scripts/vendor.ts). */
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
export const registerEmulatorCommand = (program) => {
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

/** The action's: the emulator command as a stub, and the version read from package.json now instead of at run time. */
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

/** The package directories (relative to the root) a build's inputs come from. */
function packagesIn(metafile: Metafile): Set<string> {
  const dirs = new Set<string>();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /^(?:[a-z-]+:)?(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
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

/**
 * The files of a build (path relative to its outdir, posix → content); nothing written. The split points
 * are found by building: each build may find more (a module required on demand requires another), so it
 * builds again until none is new.
 */
type Files = { files: Record<string, string>; metafile: Metafile };

async function bundleFiles(root: string, layout: Layout): Promise<Files> {
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
  const found = new Map<string, Split>();
  const prefix = layout.parts ? `${layout.parts}/` : "";
  for (;;) {
    const known = found.size;
    const result = await build({
      absWorkingDir: root,
      entryPoints: [
        { in: join(root, "cli", "main.ts"), out: layout.entry },
        // In name order: the files are the same whatever order the requires were found in.
        ...[...found].sort(([a], [b]) => a.localeCompare(b))
          .flatMap(([name, split]) => (split.kind === "ours" ? [{ in: split.from, out: `${prefix}${name}` }] : [])),
      ],
      outdir: join(root, layout.outdir),
      write: false,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node22",
      chunkNames: `${prefix}shared-[hash]`,
      // Whitespace and syntax only: names are kept, so a stack trace still names the function.
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: "none",
      metafile: true,
      logLevel: "silent",
      // Never loaded by the CLI's commands; a Pulumi program brings its own.
      external: ["@pulumi/pulumi"],
      plugins: [
        ...(layout.action ? [actionModules(root)] : []),
        splitPoints(root, found),
        reducedPackages(root),
        commanderChildProcess,
        ngramsAsJson,
      ],
    });
    if (result.errors.length) throw new Error(result.errors.map((e) => e.text).join("\n"));
    if (found.size !== known) continue;
    const files: Record<string, string> = {};
    const outdir = join(root, layout.outdir);
    for (const out of result.outputFiles) {
      const name = relative(outdir, out.path).split(sep).join("/");
      if (!name.endsWith(".js")) continue;
      const here = posix.dirname(name);
      // Each split point's request, as the path from this file to the split point's.
      // Node's own `require` of this file (esbuild's `__require` is a helper in a shared file, whose
      // `require` would resolve from there).
      const path = (split: string) => {
        const to = posix.relative(here, `${prefix}${split}.js`);
        return JSON.stringify(to.startsWith(".") ? to : `./${to}`);
      };
      const esm = out.text
        .replace(/\b__require\("msgform-split:([^"]+)"\)/g, (_m, split: string) => `require(${path(split)})`)
        // A static import of a package msgform takes part of (undici's Agent), from the file holding it.
        .replace(/\bfrom\s*"msgform-split:([^"]+)"/g, (_m, split: string) => `from ${path(split)}`);
      if (esm.includes(SPLIT)) throw new Error(`${name}: a split point is required other than by require("…"): ${/.{0,80}msgform-split:[^"]*"/.exec(esm)![0]}`);
      const cjs = await transform(esm, {
        format: "cjs", loader: "js", target: "node22", minifyWhitespace: true, minifySyntax: true, legalComments: "none",
      });
      const isEntry = name === `${layout.entry}.js`;
      const banner = isEntry
        ? `/*! msgform ${version}${layout.action ? ", its CLI for the GitHub Action: npm run bundle" : ": npm run build"} (scripts/bundle.ts).${layout.action ? " The packages in it and in the files beside it, and their licences: LICENSES.txt" : ""} */\n`
        : `/*! msgform ${version}: part of its CLI, loaded by ${layout.entry}.js (scripts/bundle.ts) */\n`;
      const body = cjs.code.replace(/^#!.*\n/, "");
      files[name] = (isEntry ? "#!/usr/bin/env node\n" : "") + banner + body;
    }
    // Each package required on demand, in a file of its own; a package in two files would be two
    // copies with two states (undici's global dispatcher, its error classes for `instanceof`).
    const owner = new Map<string, string>([...packagesIn(result.metafile)].map((dir) => [dir, `${layout.entry}.js`]));
    const inputs = { ...result.metafile.inputs };
    for (const [name, split] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
      if (split.kind !== "package") continue;
      const file = `${prefix}${name}.js`;
      const banner = `/*! ${split.request} for msgform's CLI, loaded on first use (scripts/bundle.ts); its licence: LICENSES.txt */`;
      const built = await packageFile(root, split.request, banner, name);
      files[file] = built.text;
      for (const [json, text] of Object.entries(built.json)) files[`${prefix}${json}`] = text;
      Object.assign(inputs, built.metafile.inputs);
      for (const dir of packagesIn(built.metafile)) {
        const other = owner.get(dir);
        if (other) throw new Error(`${dir} is bundled into both ${other} and ${file}: a package must be in one file only`);
        owner.set(dir, file);
      }
    }
    return { files, metafile: { inputs, outputs: result.metafile.outputs } };
  }
}

/** The bin's files (dist/cli/main.js and dist/cli/bundle/, with the licences of the packages in them), built from the sources and the installed packages. */
export async function bundleBin(root = packageRoot()): Promise<Record<string, string>> {
  const { files, metafile } = await bundleFiles(root, { outdir: join("dist", "cli"), entry: "main", parts: "bundle", action: false });
  files["bundle/LICENSES.txt"] = licences(root, packagesIn(metafile));
  return files;
}

/** The action's files (name in action/dist/ to content), built from the sources and the installed packages; nothing written. */
export async function bundleCli(root = packageRoot()): Promise<Record<string, string>> {
  const { files, metafile } = await bundleFiles(root, { outdir: BUNDLE_DIR, entry: "msgform", parts: "", action: true });
  files["LICENSES.txt"] = licences(root, packagesIn(metafile));
  return files;
}

/** Writes `files` into `dir`, first removing what is there (all of it is the bundle's). */
function writeFiles(dir: string, files: Record<string, string>, entry: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    const file = join(dir, ...name.split("/"));
    if (!existsSync(dirname(file))) mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text, { mode: name === entry ? 0o755 : 0o644 });
  }
}

/** Writes the action's files. */
export async function writeBundle(root = packageRoot()): Promise<void> {
  writeFiles(join(root, BUNDLE_DIR), await bundleCli(root), "msgform.js");
}

/** Writes the bin's files: dist/cli/main.js (over tsc's) and dist/cli/bundle/. */
export async function writeBin(root = packageRoot()): Promise<void> {
  const files = await bundleBin(root);
  rmSync(join(root, BIN_PARTS), { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    const file = join(root, "dist", "cli", ...name.split("/"));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text, { mode: name === "main.js" ? 0o755 : 0o644 });
  }
}

if (require.main === module) {
  const what = process.argv[2] === "--bin" ? writeBin() : writeBundle();
  what.catch((err: unknown) => {
    process.stderr.write(`bundle: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
