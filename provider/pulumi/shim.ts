// The object passed as `provider` to pulumi.dynamic.Resource, hence serialized into every
// resource's `__provider` input and kept in state. It is a thin shim: at call time it loads the
// installed msgform package and delegates to the adapter for its kind, so refresh and delete run
// the installed code rather than a stale copy kept in state (pulumi/pulumi#6490, #18976).
//
// What the serialized text captures: the kind's name and the package directory (a fallback), both
// plain strings. No settings or credentials: those reach the adapter through configure() or the
// environment. Rules for the functions below, which Pulumi serializes from their source text:
// reference no imported binding (an import of a local module would be serialized by value) and
// nothing but `require`, the parameters and the captured strings.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ResourceProvider } from "@pulumi/pulumi/dynamic";

/** The package name the shim requires. */
export const PACKAGE_NAME = "msgform";
/**
 * The package subpath the shim requires (package.json "exports"): the kind registry alone, which
 * neither imports this file nor the package root (requiring the root, which re-exports this
 * folder, would be a cycle). States written by msgform 0.1 require the root's `provider` export
 * instead (`require("msgform").provider.kindProvider(kind)`), which stays.
 */
export const PROVIDER_ENTRY = "msgform/provider";

function makeShim(kind: string, packageDir: string): ResourceProvider {
  const load = (): ResourceProvider => {
    let m;
    try {
      m = require("msgform/provider");
    } catch (e) {
      // Not installed in the project, or an installed version without this entry: the recorded copy.
      const code = (e as { code?: string }).code;
      if (code !== "MODULE_NOT_FOUND" && code !== "ERR_PACKAGE_PATH_NOT_EXPORTED") throw e;
      try {
        m = require(packageDir + "/dist/provider/pulumi/registry");
      } catch (e2) {
        throw new Error(`cannot load msgform from ${process.cwd()} or ${packageDir}: ${(e2 as Error).message}`, { cause: e2 });
      }
    }
    return m.kindProvider(kind);
  };
  return {
    configure: (req) => load().configure!(req),
    check: (olds, news) => load().check!(olds, news),
    diff: (id, olds, news) => load().diff!(id, olds, news),
    create: (inputs) => load().create(inputs),
    read: (id, props) => load().read!(id, props),
    update: (id, olds, news) => load().update!(id, olds, news),
    delete: (id, props) => load().delete!(id, props),
  };
}

let cachedDir: string | undefined;

/**
 * The installed package's directory: the nearest package.json named "msgform" above this file
 * (dist/provider/pulumi when built, provider/pulumi when run from source).
 */
export function packageDir(): string {
  if (cachedDir !== undefined) return cachedDir;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === PACKAGE_NAME) {
      cachedDir = dir;
      return dir;
    }
    if (dirname(dir) === dir) throw new Error(`msgform: no package.json named ${PACKAGE_NAME} above ${__dirname}`);
  }
}

const shims = new Map<string, ResourceProvider>();

/**
 * The shim for a kind: one object per kind per process, so dynamic.Resource's per-object cache
 * serializes it once per program.
 */
export function shimFor(kind: string): ResourceProvider {
  let shim = shims.get(kind);
  if (shim === undefined) {
    shim = makeShim(kind, packageDir());
    shims.set(kind, shim);
  }
  return shim;
}

/**
 * The text dynamic.Resource stores in `__provider`, produced the same way (a module exporting
 * `handler`, from `runtime.serializeFunction(() => provider, { allowSecrets: true })`; see
 * @pulumi/pulumi/dynamic/index.js serializeFunctionMaybeSecret). For size and content checks.
 */
export async function serializeProvider(
  provider: ResourceProvider,
): Promise<{ text: string; containsSecrets: boolean }> {
  const { serializeFunction } = require("@pulumi/pulumi/runtime/closure/serializeClosure") as typeof import("@pulumi/pulumi/runtime/closure/serializeClosure");
  const sf = await serializeFunction(() => provider, { allowSecrets: true });
  return { text: sf.text, containsSecrets: sf.containsSecrets };
}
