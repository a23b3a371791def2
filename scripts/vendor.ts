#!/usr/bin/env node
// Part of `npm run build`: the packages the library uses that are ES modules only, as CommonJS
// (ESM_BUNDLES). And what the CLI's bundle (scripts/bundle.ts) takes of zod, yaml and undici: a CLI run
// with no compile cache (a CI job's, always) compiles every byte it loads, so zod's and yaml's copies
// hold only what msgform uses: each is built from the package's ES modules with just the members that
// msgform's shipped code reads (found in the compiled code by `membersUsed`; the build fails on a use it
// cannot read). zod's leaves out its translations, JSON Schema input and most of its formats (508 KB as
// a whole, 158 KB so); yaml's leaves out its CommonJS module wrappers and what parsing and writing YAML
// never reach (162 KB as one CommonJS file, 131 KB so); undici's holds its Agent only (UNDICI_AGENT:
// 535 KB as a whole, 374 KB so). The library (the sdk, the Pulumi provider, the emulator) loads the
// packages as installed.
import { build, type BuildOptions, type Plugin } from "esbuild";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "./generate";

/**
 * eld's n-gram database is one object literal of about a megabyte: bundled as the JSON text of the
 * same object, read by JSON.parse, it loads in about half the time (V8 parses JSON faster than it
 * compiles and runs a literal that size). The action's copy of the detector (scripts/bundle.ts,
 * action/dist/eld.bundle.js) uses it too.
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
}

/**
 * What esbuild builds a package's copy from (the CLI's here, the action's undici.js in scripts/bundle.ts):
 * the members msgform reads of a package a bundler can trim (REDUCED), the fixed part of one it cannot
 * (FIXED), checked to hold every member msgform reads, or else the package's own entry, whole.
 */
export function copySource(root: string, name: string): Pick<BuildOptions, "entryPoints" | "stdin"> {
  const dist = join(root, "dist");
  const reduced = REDUCED.find((r) => r.name === name);
  if (reduced) {
    return { stdin: { contents: reducedEntry(reduced, membersUsed(dist, reduced), root), resolveDir: root, sourcefile: `msgform-${name}.mjs` } };
  }
  const fixed = FIXED.find((f) => f.name === name);
  if (!fixed) return { entryPoints: [require.resolve(name, { paths: [root] })] };
  copyHolds(fixed, membersUsed(dist, fixed));
  return { stdin: { contents: fixed.code, resolveDir: root, sourcefile: `msgform-${name}.cjs` } };
}

/**
 * A package the CLI's copy (and the action's bundle) holds only part of: the members msgform's code
 * reads, bundled from the package's ES modules, which a bundler can trim (a CommonJS package it can only
 * take whole). commander is CommonJS only, and msgform uses most of it: its copy is the package whole.
 */
export interface Reduced {
  readonly name: "zod" | "yaml";
  /** msgform imports one namespace of the package (`import { z } from "zod"`) and reads members of it. */
  readonly namespace?: string;
  /** The ES modules' entry, from the package directory, where Node's own condition leads to CommonJS. */
  readonly esm?: string;
}

export const REDUCED: readonly Reduced[] = [
  { name: "zod", namespace: "z" },
  // yaml's exports map answers "node" (its CommonJS build) before "default" (browser/: the same sources
  // as ES modules, which differ only where they would use Node: process.emitWarning for parse()'s
  // warnings, which msgform never calls, and Buffer for the YAML 1.1 !!binary tag, not in the 1.2 core
  // schema msgform reads and writes).
  { name: "yaml", esm: "browser/index.js" },
];

/**
 * undici as msgform uses it (sdk/agents.ts, emulator/delivery/post.ts): its Agent, whose `request` makes
 * every call. undici's entry also loads fetch, WebSocket, EventSource, the mock, cache and proxy agents
 * and the global dispatcher whatever is used (535 KB bundled, about 55 ms of every command that makes a
 * request, 70 to 90 ms from its files); the Agent with what it needs is 374 KB and about 22 ms. undici is
 * CommonJS, so no bundler can trim its entry: this one requires the Agent's module and gives every
 * dispatcher the request API, as undici's entry does (`Object.assign(Dispatcher.prototype, api)`). The
 * paths are undici's files, not its API: a version that moves them fails this build, never a run.
 */
export const UNDICI_AGENT = [
  "const Agent = require(\"undici/lib/dispatcher/agent.js\");",
  "Object.assign(require(\"undici/lib/dispatcher/dispatcher.js\").prototype, require(\"undici/lib/api/index.js\"));",
  "module.exports = { Agent };",
].join("\n");

/**
 * A CommonJS package no bundler can trim, of which msgform reads a few members: its copy is built from
 * fixed code (`code`, named `codeName` here) that loads only what those members need and exports them
 * (`members`).
 */
export interface Fixed {
  readonly name: string;
  readonly code: string;
  readonly codeName: string;
  readonly members: readonly string[];
}

export const FIXED: readonly Fixed[] = [{ name: "undici", code: UNDICI_AGENT, codeName: "UNDICI_AGENT", members: ["Agent"] }];

/** Stops the build when msgform's shipped code reads a member of the package that its copy does not hold. */
export function copyHolds(copy: Fixed, used: readonly string[]): void {
  const missing = used.filter((m) => !copy.members.includes(m));
  if (missing.length) {
    throw new Error(
      `msgform's code reads ${copy.name}'s ${missing.join(", ")}, which the CLI's and the action's copy (${copy.codeName}) does not hold: ` +
      "use what the copy holds (for undici, the Agent's own methods), or add the member to the copy",
    );
  }
}

/** The folders of dist/ the package ships and the CLI may load (package.json's `files`), code only. */
const SHIPPED = ["cli", "schema", "sdk", "provider", "emulator"];

function* shippedCode(dist: string): Generator<string> {
  const walk = function* (dir: string): Generator<string> {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        // The CLI's bundle (scripts/bundle.ts): the same modules again, with the packages in them.
        if (p !== join(dist, "cli", "bundle")) yield* walk(p);
      } else if (e.name.endsWith(".js") && !e.name.endsWith(".bundle.js") && p !== join(dist, "cli", "main.js")) yield p;
    }
  };
  yield join(dist, "index.js");
  for (const part of SHIPPED) yield* walk(join(dist, part));
}

/**
 * The members of a package that the shipped code reads, from tsc's CommonJS output: every
 * `import { a } from "yaml"` becomes `const yaml_1 = require("yaml")` and every use `yaml_1.a` (for
 * zod, `import { z }` and `zod_1.z.<member>`). Anything else (another import form, the package or `z`
 * passed around whole, a computed member) could read a member the copy leaves out, so it stops the
 * build, naming the file and line.
 */
export function membersUsed(dist: string, pkg: { readonly name: string; readonly namespace?: string }): string[] {
  const { name, namespace } = pkg;
  const members = new Set<string>();
  const problems: string[] = [];
  const use = namespace ? `${name}_N.${namespace}.<member>` : `${name}_N.<member>`;
  const access = new RegExp(`\\b${name}_\\d+\\b(\\s*\\.\\s*${namespace ? `${namespace}\\s*\\.\\s*` : ""}([A-Za-z_$][\\w$]*))?`, "g");
  for (const file of shippedCode(dist)) {
    const text = readFileSync(file, "utf8");
    if (!text.includes(name)) continue;
    const where = (i: number) => `${relative(dist, file)}:${text.slice(0, i).split("\n").length}`;
    const bindings = new Set<string>();
    for (const m of text.matchAll(new RegExp(`\\brequire\\("${name}(?:/[^"]*)?"\\)`, "g"))) {
      const binding = new RegExp(`(?:const|var|let) (${name}_\\d+) = $`).exec(text.slice(Math.max(0, m.index - 40), m.index));
      // A member read straight off the request (`require("undici").Agent`, a package loaded on first use).
      const direct = namespace ? null : /^\s*\.\s*([A-Za-z_$][\w$]*)/.exec(text.slice(m.index + m[0].length));
      if (direct && m[0] === `require("${name}")`) members.add(direct[1]!);
      else if (binding && m[0] === `require("${name}")`) bindings.add(binding[1]!);
      else problems.push(`${where(m.index)}: ${m[0]} not as \`const ${name}_N = require("${name}")\``);
    }
    if (new RegExp(`\\bimport\\(\\s*["']${name}`).test(text)) problems.push(`${relative(dist, file)}: a dynamic import of ${name}`);
    for (const m of text.matchAll(access)) {
      if (!bindings.has(new RegExp(`^${name}_\\d+`).exec(m[0])![0])) continue;
      const declaration = text.startsWith(" = require(", m.index + m[0].length);
      if (m[2]) members.add(m[2]);
      else if (!declaration) problems.push(`${where(m.index)}: ${name} used other than as ${use}`);
    }
  }
  if (problems.length) throw new Error(`cannot tell which ${name} members the CLI uses:\n  ${problems.join("\n  ")}`);
  return [...members].sort();
}

/** An ES module exporting these members of the package only, so the bundler leaves out the rest. */
export function reducedEntry(pkg: Reduced, members: readonly string[], root: string): string {
  const from = pkg.esm
    ? JSON.stringify(join(dirname(require.resolve(`${pkg.name}/package.json`, { paths: [root] })), pkg.esm))
    : JSON.stringify(pkg.name);
  if (!pkg.namespace) return `export { ${members.join(", ")} } from ${from};`;
  return [
    `import * as all from ${from};`,
    `export const ${pkg.namespace} = { ${members.map((m) => `${m}: all.${m}`).join(", ")} };`,
  ].join("\n");
}

if (require.main === module) {
  vendor().catch((err: unknown) => {
    process.stderr.write(`vendor: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
