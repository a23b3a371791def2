#!/usr/bin/env node
// Part of `npm run build`: the emulator's console (emulator/console/ui, Preact) bundled into one
// script and one stylesheet in dist/emulator/console/assets/, which the emulator serves itself: the
// page loads nothing from the network. Minified; Preact's licence kept at the top.
import { build } from "esbuild";
import { join } from "node:path";
import { packageRoot } from "./generate";

export async function buildConsoleAssets(root = packageRoot()): Promise<void> {
  await build({
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
    define: { "process.env.NODE_ENV": "\"production\"" },
    logLevel: "warning",
  });
}

if (require.main === module) {
  buildConsoleAssets().catch((err: unknown) => {
    process.stderr.write(`console assets: ${(err as Error).message}\n`);
    process.exit(1);
  });
}
