#!/usr/bin/env node
// Part of `npm run build`: the published declarations compile under every TypeScript setup a Pulumi
// program may have, the classic `pulumi new typescript` one included (`module: commonjs`,
// `moduleResolution: node`, no `esModuleInterop`, no `skipLibCheck`). Our declarations name zod's
// types (the wire models are zod schemas), and zod's own declarations export its 64 translations
// with `export { default as ar } from "./ar.cjs"` over `export =` modules, which needs
// `esModuleInterop`: 63 errors in a program that only imports msgform. So the build gives dist/ a
// copy of the zod declarations ours use (its `classic` and `core` types, without the translations,
// which no type of ours names) in dist/types/zod/, with zod's licence, and points our declarations'
// `"zod"` and `"zod/v4/core"` at it. The copy follows the installed zod, so the lockfile, at every
// build; only declarations change: at run time msgform loads zod as installed.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { packageRoot } from "./generate";

/** Where the copy goes, under dist/. */
export const ZOD_TYPES = join("types", "zod");

/** zod's declaration folders ours reach, and the line of each index that reaches the translations. */
const FOLDERS = [join("v4", "core"), join("v4", "classic")];
const LOCALES = /^export \* as locales from "\.\.\/locales\/index\.cjs";\n/m;

/** The module names our declarations import zod by, and the file of the copy each means. */
const ENTRIES: Record<string, string> = {
  zod: "index.cjs",
  "zod/v4/core": join("v4", "core", "index.cjs"),
};

function copyZod(zod: string, out: string): void {
  rmSync(out, { recursive: true, force: true });
  for (const folder of FOLDERS) {
    mkdirSync(join(out, folder), { recursive: true });
    for (const file of readdirSync(join(zod, folder)).filter((f) => f.endsWith(".d.cts"))) {
      const text = readFileSync(join(zod, folder, file), "utf8");
      writeFileSync(join(out, folder, file), text.replace(LOCALES, ""));
    }
  }
  copyFileSync(join(zod, "index.d.cts"), join(out, "index.d.cts"));
  copyFileSync(join(zod, "LICENSE"), join(out, "LICENSE"));
  const { version } = JSON.parse(readFileSync(join(zod, "package.json"), "utf8")) as { version: string };
  writeFileSync(join(out, "README.md"), `zod ${version}'s declarations (MIT, LICENSE), for msgform's own; not loaded at run time.\n`);
}

function* declarationFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(file);
    else if (entry.name.endsWith(".d.ts")) yield file;
  }
}

/** `from "zod"` and `import("zod/v4/core")` in one declaration file, pointed at the copy. */
export function pointAtCopy(text: string, file: string, copy: string): string {
  return text.replace(/(from |import\()"(zod(?:\/v4\/core)?)"/g, (_m, how: string, name: string) => {
    const target = relative(dirname(file), join(copy, ENTRIES[name]!)).split(sep).join("/");
    return `${how}"${target.startsWith(".") ? target : `./${target}`}"`;
  });
}

export function declarations(root = packageRoot()): void {
  const dist = join(root, "dist");
  const copy = join(dist, ZOD_TYPES);
  copyZod(join(root, "node_modules", "zod"), copy);
  for (const file of declarationFiles(dist)) {
    if (file.startsWith(join(dist, "types") + sep)) continue;
    const text = readFileSync(file, "utf8");
    const pointed = pointAtCopy(text, file, copy);
    if (pointed !== text) writeFileSync(file, pointed);
  }
}

if (require.main === module) {
  try {
    declarations();
  } catch (err) {
    process.stderr.write(`declarations: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
