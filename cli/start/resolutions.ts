// Where each `require` of a cached module led last time, and whether it still leads there without
// asking Node, whose answer costs file lookups, package.json reads and, for packages, loading its
// resolver of `exports` maps. A remembered answer holds while the file it names is still there, and
// for a package also while no node_modules directory Node looks in first has gained the package and
// the package's package.json is unchanged. (The requiring file itself must be unchanged: the caller
// only asks for modules whose code was still valid.)
import { isBuiltin } from "node:module";
import { dirname, isAbsolute, join } from "node:path";
import { type Dep, sameStamp, type Stamps } from "./cacheFile";
import { Loader } from "./loader";

const isRelative = (request: string) => request.startsWith("./") || request.startsWith("../");

/** Requests whose answer can be remembered: relative paths and package names (not built-ins, `#imports` or absolute paths). */
export function rememberable(request: string): boolean {
  if (isRelative(request)) return true;
  return /^[@a-z0-9]/i.test(request) && !isAbsolute(request) && !isBuiltin(request);
}

/** `zod` of `zod/v4/locales`, `@scope/name` of `@scope/name/sub`. */
const packageName = (request: string) => request.split("/").slice(0, request.startsWith("@") ? 2 : 1).join("/");

export class Resolutions {
  private readonly lookups = new Map<string, string[]>();

  constructor(private readonly stamps: Stamps) {}

  /** Whether `dep`, remembered for `request` from the module at `from`, still holds. */
  holds(request: string, from: string, dep: Dep): boolean {
    if (typeof dep?.to !== "string" || !this.stamps.file(dep.to)) return false;
    if (isRelative(request)) return true;
    if (typeof dep.via !== "string") return false;
    const name = packageName(request);
    for (const dir of this.lookupDirs(from)) {
      if (dir === dep.via) return sameStamp(this.stamps.file(join(dir, name, "package.json")), dep.manifest);
      if (this.holdsPackage(dir, name)) return false;
    }
    return false;
  }

  /** What to remember of `request` from `from` leading to `to`; undefined when it could not be checked later. */
  record(request: string, from: string, to: string): Dep | undefined {
    if (isRelative(request)) return { to };
    const name = packageName(request);
    const via = this.lookupDirs(from).find((dir) => this.holdsPackage(dir, name));
    const manifest = via && this.stamps.file(join(via, name, "package.json"));
    return via && manifest ? { to, via, manifest } : undefined;
  }

  private holdsPackage(dir: string, name: string): boolean {
    return this.stamps.exists(dir) && this.stamps.exists(join(dir, name));
  }

  /** The node_modules directories Node looks in for a package required from `from`, nearest first. */
  private lookupDirs(from: string): string[] {
    const dir = dirname(from);
    let dirs = this.lookups.get(dir);
    if (!dirs) this.lookups.set(dir, (dirs = Loader._nodeModulePaths(dir)));
    return dirs;
  }
}
