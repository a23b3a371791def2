#!/usr/bin/env node
// `prepack` and `postpack`: the package.json in the tarball (`npm pack`, `npm publish`) has no `prepare`
// script. `prepare` builds msgform from its sources, which a clone or a Git install needs and a tarball,
// built already, does not; npm 11 lists every package with an install-time script when installing it,
// `prepare` included, so a tarball carrying it would be listed at every install. `--strip` puts the
// manifest aside and writes it without `prepare`; `--restore` (postpack, and any later --strip) puts it
// back. The same idea as pinst, which husky's users run for `postinstall`.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import process from "node:process";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const manifest = join(root, "package.json");
const aside = join(root, ".package.json.prepack");

function restore() {
  if (existsSync(aside)) renameSync(aside, manifest);
}

if (process.argv.includes("--restore")) restore();
else if (process.argv.includes("--strip")) {
  restore();
  const text = readFileSync(manifest, "utf8");
  const pkg = JSON.parse(text);
  writeFileSync(aside, text);
  delete pkg.scripts.prepare;
  writeFileSync(manifest, JSON.stringify(pkg, null, 2) + "\n");
} else {
  process.stderr.write("usage: node scripts/packManifest.mjs --strip|--restore\n");
  process.exit(2);
}
