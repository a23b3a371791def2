#!/usr/bin/env node
// Part of `npm run build`: the emulator's console (emulator/console/ui, Preact) bundled into one
// script and one stylesheet in dist/emulator/console/assets/, which the emulator serves itself: the
// page loads nothing from the network. Minified; Preact's licence kept at the top.
import { build } from "esbuild";
import { join } from "node:path";
import { CHANGE_STREAM_PATH } from "../schema/controlAccount";
import type { ControlEndpoint } from "../schema/endpoint";
import { controlEndpointGroups } from "../schema/index";
import { packageRoot } from "./generate";

/**
 * The control API's operations as the console's client needs them at run time: id, method, path,
 * whether it takes a body. Read from the endpoint table here, at build time, so the page carries the
 * table's routes without its schemas (zod and every wire shape: about 500 KB more); the client takes
 * its types from the same table (emulator/console/ui/api.ts).
 */
export function consoleRoutes() {
  const groups: Record<string, Record<string, { id: string; method: string; path: string; hasBody: boolean }>> = {};
  for (const [group, table] of Object.entries(controlEndpointGroups)) {
    groups[group] = Object.fromEntries(
      Object.entries(table as Record<string, ControlEndpoint>).map(([key, e]) => [
        key,
        { id: e.id, method: e.method, path: e.path, hasBody: e.body !== undefined },
      ]),
    );
  }
  return { groups, changes: CHANGE_STREAM_PATH };
}

export async function buildConsoleAssets(root = packageRoot()): Promise<void> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { console: join(root, "emulator", "console", "ui", "main.tsx") },
    outdir: join(root, "dist", "emulator", "console", "assets"),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: ["chrome120", "firefox120", "safari17"],
    jsx: "automatic",
    jsxImportSource: "preact",
    legalComments: "inline",
    define: { "process.env.NODE_ENV": "\"production\"", __CONTROL_ROUTES__: JSON.stringify(consoleRoutes()) },
    logLevel: "warning",
    metafile: true,
  });
  // The client imports the table's types only: no schema module (nor zod) may end up in the page.
  const stray = Object.keys(result.metafile.inputs)
    .filter((i) => /(^|\/)schema\/(?!ownership\.ts$)|node_modules\/zod\//.test(i));
  if (stray.length > 0) throw new Error(`the console bundle pulled in ${stray.slice(0, 5).join(", ")}: import types only`);
}

if (require.main === module) {
  buildConsoleAssets().catch((err: unknown) => {
    process.stderr.write(`console assets: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
