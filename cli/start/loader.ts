// The parts of Node's CommonJS loader (`Module`'s undocumented members) the CLI's start replaces or
// asks: declared once, here, so every use of a Node internal is found in one place.
import * as nodeModule from "node:module";

type Parent = NodeJS.Module | undefined;
type Load = (request: string, parent: Parent, isMain: boolean) => unknown;
type Resolve = (request: string, parent: Parent, isMain: boolean, options?: unknown) => string;
type Compile = (this: NodeJS.Module, content: string, filename: string, format?: string) => unknown;

export const Loader = nodeModule.Module as unknown as {
  prototype: { _compile: Compile };
  _load: Load;
  _resolveFilename: Resolve;
  _resolveLookupPaths: (request: string, parent: NodeJS.Module) => string[] | null;
  _nodeModulePaths: (from: string) => string[];
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Dict<NodeJS.Module>;
  wrap: (script: string) => string;
};
