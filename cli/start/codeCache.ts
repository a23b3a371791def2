// The CLI's code cache: V8's compiled code for each module the CLI loads, saved when the process exits,
// and where each `require` in those modules led (start/resolutions.ts). Node's own compile cache saves a
// module's code right after compiling it, before it runs, so it holds only the module's top level and
// every function a command calls is compiled again on every start. Saved at exit, the code includes
// those functions. The file and its checks are in start/cacheFile.ts. Nothing is cached on a command's
// first run on a machine, only on its second (`heat` in start/cacheFile.ts).
import { Module } from "node:module";
import { dirname, join } from "node:path";
import { constants, Script } from "node:vm";
import {
  type CacheContents, codeOf, crc32Function, debugNote, type Dep, type NewEntry, readCache, sameStamp, type Stamp,
  Stamps, writeCache,
} from "./cacheFile";
import { Loader, requireFor } from "./loader";
import { Resolutions, rememberable } from "./resolutions";

/** Past this many bytes of code in one command's file, the modules of other installs not run lately are left out. */
const MAX_BYTES = 16 * 1024 * 1024;

/** A module this run compiled: `fresh` when from cached code that V8 accepted. */
interface Loaded { script: Script; stamp: Stamp; fresh: boolean; deps: Record<string, Dep> }

class CodeCache {
  private readonly stamps = new Stamps();
  private readonly resolutions = new Resolutions(this.stamps);
  private readonly loaded = new Map<string, Loaded>();
  private changed = false;
  private readonly counts = { cached: 0, compiled: 0, remembered: 0, resolved: 0 };

  constructor(private readonly file: string, private readonly cached: CacheContents) {}

  /** The module's function, compiled from the cached code where that is still this file's code. */
  compile(filename: string, content: string): (...args: unknown[]) => unknown {
    const stamp = this.stamps.file(filename);
    const entry = this.cached.entries[filename];
    const cachedData = entry && sameStamp(entry, stamp) ? codeOf(entry, this.cached.data) : undefined;
    // A hashbang is only valid at the very start of a script; `//` keeps its length, so columns stay put.
    const source = content.startsWith("#!") ? `//${content.slice(2)}` : content;
    const script = new Script(Loader.wrap(source), {
      filename,
      cachedData,
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const fresh = cachedData !== undefined && !script.cachedDataRejected;
    if (fresh) this.counts.cached++;
    else {
      this.counts.compiled++;
      this.changed = true;
    }
    if (stamp) this.loaded.set(filename, { script, stamp, fresh, deps: {} });
    return script.runInThisContext() as (...args: unknown[]) => unknown;
  }

  /** Where `request` from `parent` leads: the remembered answer while it holds, else Node's. */
  resolve(request: string, parent: NodeJS.Module, resolve: () => string): string {
    const from = this.loaded.get(parent.filename);
    if (!from) return resolve();
    const known = from.fresh ? this.cached.entries[parent.filename]?.deps?.[request] : undefined;
    if (known && this.resolutions.holds(request, parent.filename, known)) {
      from.deps[request] = known;
      this.counts.remembered++;
      return known.to;
    }
    const to = resolve();
    this.counts.resolved++;
    // An answer that could not be checked later is not remembered, so it gives the file nothing new.
    const dep = this.resolutions.record(request, parent.filename, to);
    if (dep) {
      from.deps[request] = dep;
      this.changed = true;
    }
    return to;
  }

  /** If anything was compiled or resolved anew: this run's modules, then the most recently used others that fit. */
  save(): boolean {
    if (!this.changed) return false;
    const now = Date.now();
    const modules: Array<readonly [string, NewEntry, Buffer]> = [];
    for (const [name, m] of this.loaded) {
      // Other commands' requires of the same module (say, a kind loaded on first use) stay remembered.
      const deps = m.fresh ? { ...this.cached.entries[name]?.deps, ...m.deps } : m.deps;
      modules.push([name, { ...m.stamp, used: now, deps }, m.script.createCachedData()]);
    }
    let total = modules.reduce((n, [, , code]) => n + code.length, 0);
    const others = Object.entries(this.cached.entries)
      .filter(([name]) => !this.loaded.has(name))
      .sort(([, a], [, b]) => b.used - a.used);
    for (const [name, e] of others) {
      const code = codeOf(e, this.cached.data);
      if (!code || total + code.length > MAX_BYTES || !sameStamp(e, this.stamps.file(name))) continue;
      modules.push([name, { size: e.size, mtimeMs: e.mtimeMs, ctimeMs: e.ctimeMs, used: e.used, deps: e.deps }, code]);
      total += code.length;
    }
    return writeCache(this.file, modules);
  }

  /** For NODE_DEBUG=msgform: what this run took from the cache and whether it wrote it. */
  report(written: boolean): string {
    const { cached, compiled, remembered, resolved } = this.counts;
    return `code cache ${this.file}: ${cached + compiled} modules (${cached} from the cache, ${compiled} compiled), ` +
      `${remembered + resolved} requires (${remembered} remembered, ${resolved} resolved), written: ${written ? "yes" : "no"}`;
  }
}

/**
 * From here on, the CommonJS modules the CLI loads compile from the code cache in `file` and their
 * requires resolve from it: for a command's second run here (which writes the file) and later ones
 * (`commandCache` in start/cacheFile.ts decides). Changes nothing on a Node before 22.2 (no `zlib.crc32`).
 */
export function useCodeCache(file: string, dir: string): void {
  if (!crc32Function()) {
    debugNote("no code cache: this Node has no zlib.crc32 (22.2 and later have)");
    return;
  }
  // Node's compile cache (22.1 on), in the same directory, for what ours does not take: ES modules.
  (Module as { enableCompileCache?: (dir: string) => unknown }).enableCompileCache?.(join(dir, "node"));
  const cache = new CodeCache(file, readCache(file));

  const compile = Loader.prototype._compile;
  Loader.prototype._compile = function (content, filename, format) {
    // ES modules, TypeScript and whatever else Node compiles its own way stay Node's.
    if ((format !== undefined && format !== "commonjs") || !/\.c?js$/.test(filename)) return compile.call(this, content, filename, format);
    let fn: (...args: unknown[]) => unknown;
    try {
      fn = cache.compile(filename, content);
    } catch (e) {
      // Node reports the syntax error, or loads the file as the ES module it turns out to be.
      if (e instanceof SyntaxError) return compile.call(this, content, filename, format);
      throw e;
    }
    return fn.call(this.exports, this.exports, requireFor(this), this, filename, dirname(filename));
  };

  const resolveFilename = Loader._resolveFilename;
  Loader._resolveFilename = function (this: unknown, request, parent, isMain, options) {
    const node = () => resolveFilename.call(this, request, parent, isMain, options);
    const remember = !options && !isMain && parent?.filename && rememberable(request);
    return remember ? cache.resolve(request, parent, node) : node();
  };

  process.on("exit", () => {
    const written = cache.save();
    debugNote(cache.report(written));
  });
}
