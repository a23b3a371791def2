#!/usr/bin/env node
// `npm run build` (everything: the package, and the tests', bench's and examples' compiled code) and
// `npm run build:package` (the package only: what `files` ships, and the build scripts that make it).
// The second is `prepare`, which npm runs after `npm ci` in a clone and when it installs msgform from Git:
// it says what it does, one line a step, and builds nothing of test/, bench/ or examples/.
// Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from "node:child_process";
import process from "node:process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const packageOnly = process.argv.includes("--package");
const tsc = createRequire(join(root, "package.json")).resolve("typescript/bin/tsc");

const steps = [
  ["removing the previous build (dist/)", () => rmSync(join(root, "dist"), { recursive: true, force: true })],
  [
    packageOnly ? "compiling the library and the CLI (TypeScript)" : "compiling the library, the CLI, the tests, the bench and the examples (TypeScript)",
    () => run(tsc, "-p", packageOnly ? "tsconfig.package.json" : "tsconfig.json"),
  ],
  ["type-checking the emulator's console", () => run(tsc, "-p", join("emulator", "console", "ui", "tsconfig.json"))],
  ["bundling the language detector for the 10DLC review", () => run(join("dist", "scripts", "vendor.js"))],
  ["bundling the CLI (dist/cli/main.js and dist/cli/bundle/)", () => run(join("dist", "scripts", "bundle.js"), "--bin")],
  ["bundling the emulator's console", () => run(join("dist", "scripts", "consoleAssets.js"))],
  ["writing the declarations' copy of zod's types", () => run(join("dist", "scripts", "declarations.js"))],
];

function run(script, ...args) {
  const r = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${script} ${args.join(" ")} exited ${r.status ?? r.signal}`);
}

const started = Date.now();
process.stderr.write(`msgform: building ${packageOnly ? "the package" : "everything"} from its sources in ${root}\n`);
for (const [i, [what, step]] of steps.entries()) {
  process.stderr.write(`msgform: build ${i + 1}/${steps.length}: ${what}\n`);
  try {
    step();
  } catch (e) {
    process.stderr.write(`msgform: the build failed while ${what}: ${e.message}\n`);
    process.exit(1);
  }
}
process.stderr.write(`msgform: built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
