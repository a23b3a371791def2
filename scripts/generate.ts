#!/usr/bin/env node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { renderConfigSchema } from "../cli/config/jsonSchema";
import { sections } from "../cli/reconcile/catalog";
import { renderControlOpenApi } from "../schema/controlOpenapi";
import { renderOpenApi } from "../schema/openapi";
import { resourcePages } from "./resourceDocs";

/**
 * Every file generated from the zod models, by path from the package root. `npm run gen` writes
 * them; `--check` only compares and fails when one is stale (the tests do the same in memory).
 * This lives above schema/ and cli/ because it reads both: the OpenAPI documents come from the
 * wire models (schema/), the config schema from the resource kinds as the CLI reads them.
 */
export const GENERATED: { file: string; render: () => string }[] = [
  { file: "schema/openapi.json", render: renderOpenApi },
  { file: "schema/control.openapi.json", render: renderControlOpenApi },
  { file: "schema/config.schema.json", render: () => renderConfigSchema(sections, "base") },
  { file: "schema/config.overlay.schema.json", render: () => renderConfigSchema(sections, "overlay") },
];

/** The package root: the nearest folder above this file with msgform's package.json (from scripts/ or dist/scripts/). */
export function packageRoot(from = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "msgform") return dir;
    if (dirname(dir) === dir) throw new Error(`no msgform package.json above ${from}`);
  }
}

function main(argv: string[]): number {
  const check = argv.includes("--check");
  const root = packageRoot();
  let stale = 0;
  // The resource pages read the example config from the package root.
  for (const { file, render } of [...GENERATED, ...resourcePages(root)]) {
    const path = join(root, file);
    const text = render();
    const current = existsSync(path) ? readFileSync(path, "utf8") : undefined;
    if (current === text) continue;
    if (check) {
      process.stderr.write(`${file} is stale: run \`npm run gen\`\n`);
      stale++;
    } else {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, text);
      process.stdout.write(`wrote ${file}\n`);
    }
  }
  return stale === 0 ? 0 : 1;
}

if (require.main === module) process.exitCode = main(process.argv.slice(2));
