// The CLI's module packs: the code of the modules that load together, one file each (scripts/packs.ts
// makes them at build time, and says which). Node spends about a quarter of a millisecond on every
// module file it loads (its lookup, a read, a compile of its own, the loader's bookkeeping), and a
// command loads about fifty of ours; from a pack it compiles one file and runs each module's function
// from it when the module is first required.
//
// Only where a module's code comes from changes. Each is still a module of Node's, under its own file
// name in Node's cache, loaded when it would have been (what a module loads on demand stays on demand),
// once: a module Node already has, from its file or another pack, is never run again. A module no pack
// holds loads from its file, as before.
//
// The file wins over its pack: a module whose file is not the one the pack was made from loads from the
// file. It is taken to be the same while its size is the build's and it was last written (`sameWrite`):
// - no later than its pack: a build writes the packs last;
// - or, as an install or a copy writes a package's files in its archive's order within seconds, after
//   its pack: then no later than a minute after the pack (SAME_WRITE_MS) and within IN_PLACE_MS of its
//   folder's last change (an install creates a file in its folder and writes it within milliseconds).
//   Writing a file in place (patch-package after an install, an editor that saves in place, tsc alone)
//   leaves its folder's time as it was, so a same-size patch made a second after an install is seen; an
//   edit saved as a new file moves the folder's time, and is seen from a minute after the pack on.
// Python trusts its compiled files by their source's size and time the same way. A pack that cannot be
// read is left out, each module then from its file. With MSGFORM_DEBUG set, nothing loads from a pack,
// so that a stack trace names each module's own file and line. NODE_DEBUG=msgform reports what came
// from where.
import { readFileSync, statSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import { Loader, withRequireMembers } from "./loader";

/** Where the packs are, under the package's dist directory. */
export const PACKS_DIR = "cli/packs";
/**
 * How much later than its pack a module's file may have been written and still be the one the pack was
 * made from: an install writes the package's files in whatever order its archive has, within seconds.
 */
const SAME_WRITE_MS = 60_000;
/**
 * How much later than its folder's last change a file written after its pack may have been written: an
 * install creates each file and writes it within milliseconds (the largest of an npm install, 3 ms). A
 * file system that keeps times to the second or two (its times whole seconds) gets COARSE_IN_PLACE_MS.
 */
const IN_PLACE_MS = 100;
const COARSE_IN_PLACE_MS = 2_000;

/** The layout of the packs and their index: a build that makes another is not read. */
export const PACK_FORMAT = 2;

/** dist/cli/packs/index.json: for each module in a pack (its path from dist/), a pack's file that holds it. */
export interface PackIndex { format: number; modules: Record<string, string> }

type ModuleFunction = (
  exports: unknown, require: NodeJS.Require, module: NodeJS.Module, filename: string, dirname: string,
) => unknown;
/** A module in a pack: its id, its file's size at build time, where each of its relative requests leads (ids), its code. */
type Packed = readonly [id: string, size: number, requests: Readonly<Record<string, string>>, code: ModuleFunction];

const isPacked = (m: unknown): m is Packed =>
  Array.isArray(m) && typeof m[0] === "string" && typeof m[1] === "number" && typeof m[2] === "object" && m[2] !== null &&
  typeof m[3] === "function";

class Packs {
  private readonly prefix: string;
  /** The modules of the packs loaded so far, by file name, with the time their pack was last modified. */
  private readonly held = new Map<string, { m: Packed; packTime: number }>();
  /** The modules this run took from a pack: only their requests are answered from it. */
  readonly served = new Map<string, Packed>();
  private readonly loaded: string[] = [];
  private readonly skipped: string[] = [];
  /** Our modules this run loaded from their files instead (no pack has them, or the file changed). */
  fromFiles = 0;
  /** Folders' times of last change, asked once each. */
  private readonly folderTimes = new Map<string, number>();

  constructor(
    private readonly dist: string,
    private readonly index: PackIndex,
  ) {
    this.prefix = dist + sep;
  }

  readonly fileOf = sep === "/" ? (id: string) => this.prefix + id : (id: string) => this.prefix + id.split("/").join(sep);

  /** The id (path from dist/, forward slashes) of one of our files: what `fileOf` made it from. */
  private idOf(filename: string): string {
    return filename.slice(this.prefix.length).split(sep).join("/");
  }

  ours(filename: string): boolean {
    return filename.startsWith(this.prefix);
  }

  /** One of msgform's modules (not a pack, a vendored copy or a bundled package): what a pack could hold. */
  packable(filename: string): boolean {
    const id = this.idOf(filename);
    return this.ours(filename) && !id.startsWith(`${PACKS_DIR}/`) && !id.startsWith("cli/vendor/") && !id.endsWith(".bundle.js");
  }

  /** The packed module for this file, loading the pack it starts if need be; none once the file is not the build's. */
  find(filename: string): Packed | undefined {
    if (!this.ours(filename)) return undefined;
    let held = this.held.get(filename);
    if (!held) {
      const pack = this.index.modules[this.idOf(filename)];
      if (!pack || this.loaded.includes(pack) || this.skipped.some((s) => s.startsWith(`${pack} `))) return undefined;
      this.load(pack);
      held = this.held.get(filename);
      if (!held) return undefined;
    }
    const file = statSync(filename, { throwIfNoEntry: false });
    const same = file && file.size === held.m[1] && this.sameWrite(filename, file.mtimeMs, held.packTime);
    return same ? held.m : undefined;
  }

  /** Whether the file, of the build's size, was last written by the build or install that wrote its pack. */
  private sameWrite(filename: string, mtimeMs: number, packTime: number): boolean {
    if (mtimeMs <= packTime) return true;
    if (mtimeMs > packTime + SAME_WRITE_MS) return false;
    const folder = dirname(filename);
    let folderTime = this.folderTimes.get(folder);
    if (folderTime === undefined) {
      folderTime = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? -Infinity;
      this.folderTimes.set(folder, folderTime);
    }
    const coarse = mtimeMs % 1000 === 0 && folderTime % 1000 === 0;
    return mtimeMs <= folderTime + (coarse ? COARSE_IN_PLACE_MS : IN_PLACE_MS);
  }

  private load(pack: string): void {
    const file = join(this.dist, PACKS_DIR, pack);
    let modules: unknown;
    let packTime: number;
    try {
      packTime = statSync(file).mtimeMs;
      modules = require(file) as unknown;
      if (!Array.isArray(modules) || !modules.every(isPacked)) throw new Error("not a pack of this build's format");
    } catch (e) {
      this.skipped.push(`${pack} (${(e as Error).message.split("\n")[0]})`);
      return;
    }
    this.loaded.push(pack);
    for (const m of modules) {
      const file = this.fileOf(m[0]);
      if (!this.held.has(file)) this.held.set(file, { m, packTime });
    }
  }

  /** For NODE_DEBUG=msgform. */
  report(): string {
    const skipped = this.skipped.length ? `; packs not read, their modules from their files: ${this.skipped.join(", ")}` : "";
    return `packs: ${this.served.size} modules from ${this.loaded.length} packs (${this.loaded.join(", ")}), ` +
      `${this.fromFiles} of msgform's from their files${skipped}`;
  }
}

/** From here on, msgform's modules load from the build's packs where they hold them. */
export function usePacks(env = process.env): void {
  const debugging = /(^|,)\s*msgform\s*(,|$)/i.test(env.NODE_DEBUG ?? "");
  const note = (text: string) => (require("./cacheFile") as typeof import("./cacheFile")).debugNote(text);
  if (env.MSGFORM_DEBUG) {
    if (debugging) note("packs: not used (MSGFORM_DEBUG is set: every module from its file, for stack traces)");
    return;
  }
  const dist = join(__dirname, "..", "..");
  let index: PackIndex;
  try {
    index = JSON.parse(readFileSync(join(dist, PACKS_DIR, "index.json"), "utf8")) as PackIndex;
    if (index.format !== PACK_FORMAT || typeof index.modules !== "object" || index.modules === null) throw new Error("another format");
  } catch (e) {
    if (debugging) note(`packs: none (${(e as Error).message}): every module from its file`);
    return;
  }
  const packs = new Packs(dist, index);

  /** The module, run from its pack as Node would run it from its file. */
  const run = (m: Packed, module: NodeJS.Module, filename: string): void => {
    packs.served.set(filename, m);
    m[3].call(module.exports, module.exports, packedRequire(module, m), module, filename, dirname(filename));
  };

  /** A packed module required from another: made and cached as Node makes a module (before it runs, for cycles). */
  const instantiate = (m: Packed, filename: string, parent: NodeJS.Module): unknown => {
    const module = new Loader(filename, parent);
    module.filename = filename;
    lazyPaths(module, filename);
    Loader._cache[filename] = module;
    let ran = false;
    try {
      run(m, module, filename);
      ran = true;
    } finally {
      if (!ran) delete Loader._cache[filename];
    }
    module.loaded = true;
    return module.exports;
  };

  /**
   * The `require` of a module run from a pack: a request the build resolved to another module of ours
   * takes it from Node's cache, or else from its pack, with none of Node's lookups; any other is Node's.
   */
  const packedRequire = (module: NodeJS.Module, m: Packed): NodeJS.Require => {
    const requests = m[2];
    const req = ((request: string) => {
      const to = requests[request];
      if (to !== undefined) {
        const file = packs.fileOf(to);
        const cached = Loader._cache[file];
        if (cached) return cached.exports;
        const target = packs.find(file);
        if (target) return instantiate(target, file, module);
      }
      return module.require(request);
    }) as NodeJS.Require;
    return withRequireMembers(req, module);
  };

  // A module of ours Node loads itself: program.ts from main.ts, or one a module outside the packs requires.
  const js = Loader._extensions[".js"]!;
  Loader._extensions[".js"] = function (module: NodeJS.Module, filename: string) {
    const m = packs.find(filename);
    if (m) return run(m, module, filename);
    if (packs.packable(filename)) packs.fromFiles++;
    return js.call(this, module, filename);
  };

  const resolveFilename = Loader._resolveFilename;
  Loader._resolveFilename = function (this: unknown, request, parent, isMain, options) {
    const to = !options && parent?.filename ? packs.served.get(parent.filename)?.[2][request] : undefined;
    return to ? packs.fileOf(to) : resolveFilename.call(this, request, parent, isMain, options);
  };

  if (debugging) process.on("exit", () => note(packs.report()));
}

/** Where Node looks for packages from the module (Node sets it as it loads a file): worked out when first asked. */
function lazyPaths(module: NodeJS.Module, filename: string): void {
  const set = (paths: string[]) =>
    Object.defineProperty(module, "paths", { value: paths, writable: true, configurable: true, enumerable: true });
  Object.defineProperty(module, "paths", {
    configurable: true,
    enumerable: true,
    get() {
      const paths = Loader._nodeModulePaths(dirname(filename));
      set(paths);
      return paths;
    },
    set,
  });
}
