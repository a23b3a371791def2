// @pulumi/pulumi is an optional peer dependency: the CLI and the sdk never load it, and a Pulumi
// program brings its own single copy (two copies of the Pulumi runtime in one program register
// resources with the wrong one). Only the resource classes load it, through this module.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type * as resources from "./resources";
import { packageDir } from "./shim";

export const PULUMI_PACKAGE = "@pulumi/pulumi";

/** The supported @pulumi/pulumi range: msgform's peer dependency, as package.json states it. */
export function supportedPulumiRange(): string {
  const pkg = JSON.parse(readFileSync(join(packageDir(), "package.json"), "utf8")) as {
    peerDependencies?: Record<string, string>;
  };
  return pkg.peerDependencies?.[PULUMI_PACKAGE] ?? "3.x";
}

/** True when `err` says that @pulumi/pulumi itself (not something inside it) could not be found. */
export function isPulumiMissing(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === "MODULE_NOT_FOUND" && typeof e.message === "string" && e.message.includes(`'${PULUMI_PACKAGE}'`);
}

/**
 * The Pulumi resource classes, loaded on first use. Without @pulumi/pulumi installed, the error
 * names the package, the supported range and the command that fixes it.
 */
export function loadResources(load: () => typeof resources = () => require("./resources") as typeof resources): typeof resources {
  try {
    return load();
  } catch (err) {
    if (!isPulumiMissing(err)) throw err;
    const range = supportedPulumiRange();
    throw new Error(
      `msgform: the Pulumi resources need ${PULUMI_PACKAGE} ${range}, which is not installed here. ` +
      `Install it in the Pulumi project (\`npm install ${PULUMI_PACKAGE}@"${range}"\`); ` +
      "the msgform CLI and sdk do not need it.",
      { cause: err },
    );
  }
}
