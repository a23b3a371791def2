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

type ResourceClasses = typeof resources;

/**
 * A stand-in for one resource class that loads the real class (and so @pulumi/pulumi) on first use:
 * `new`, `extends`, `instanceof` and statics all reach the real class, and without @pulumi/pulumi the
 * first use fails with loadResources' error. A plain value rather than a lazy getter, so the package
 * root assigns it as `exports.ApiKey = …`, which Node's CommonJS export detection sees: ESM programs
 * can `import { ApiKey } from "msgform"` from the one CommonJS copy (no second copy of any state).
 */
export function lazyResourceClass<K extends keyof ResourceClasses>(
  name: K,
  load: () => typeof resources = loadResources,
): ResourceClasses[K] {
  const real = (): ResourceClasses[K] => load()[name];
  // A function target (not a class or an arrow): a constructor whose `prototype` stays writable,
  // so the proxy may report the real class's prototype. Its name answers without loading.
  const target = { [name]: function () {} }[name]!;
  const stub: ResourceClasses[K] = new Proxy(target, {
    construct: (_t, args, newTarget) => Reflect.construct(real(), args, newTarget === stub ? real() : newTarget),
    apply: (_t, thisArg, args) => Reflect.apply(real() as unknown as () => unknown, thisArg, args),
    get: (_t, key) => (key === "name" ? name : Reflect.get(real(), key)),
    has: (_t, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  }) as unknown as ResourceClasses[K];
  return stub;
}
