// The parts of Node's CommonJS loader (`Module`'s undocumented members) the CLI's start replaces or
// asks: declared once, here, so every use of a Node internal is found in one place.
import { Module } from "node:module";

type Parent = NodeJS.Module | undefined;
type Load = (request: string, parent: Parent, isMain: boolean) => unknown;
type Resolve = (request: string, parent: Parent, isMain: boolean, options?: unknown) => string;
type Compile = (this: NodeJS.Module, content: string, filename: string, format?: string) => unknown;

export const Loader = Module as unknown as {
  new (id: string, parent?: Parent): NodeJS.Module;
  prototype: { _compile: Compile };
  _load: Load;
  _resolveFilename: Resolve;
  _resolveLookupPaths: (request: string, parent: NodeJS.Module) => string[] | null;
  _nodeModulePaths: (from: string) => string[];
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Dict<NodeJS.Module>;
  wrap: (script: string) => string;
};

/** The `require` Node would give the module. */
export function requireFor(mod: NodeJS.Module): NodeJS.Require {
  return withRequireMembers(((id: string) => mod.require(id)) as NodeJS.Require, mod);
}

/** `req` with the members of Node's `require` for the module: resolve, resolve.paths, main, extensions, cache. */
export function withRequireMembers(req: NodeJS.Require, mod: NodeJS.Module): NodeJS.Require {
  const resolve = ((request: string, options?: { paths?: string[] }) =>
    Loader._resolveFilename(request, mod, false, options)) as NodeJS.RequireResolve;
  resolve.paths = (request: string) => Loader._resolveLookupPaths(request, mod);
  req.resolve = resolve;
  req.main = require.main;
  req.extensions = Loader._extensions;
  req.cache = Loader._cache;
  return req;
}
