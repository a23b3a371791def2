// The CLI loads zod, yaml and commander from the one-file copies the build makes of each
// (scripts/vendor.ts, in dist/cli/vendor/): one file each instead of 33, 72 and 6. Only requests from
// msgform's own files are redirected, and only to copies that are there; without them (a build by tsc
// alone) the CLI loads the packages as installed.
import { existsSync } from "node:fs";
import * as nodeModule from "node:module";
import * as path from "node:path";

const VENDORED = ["zod", "yaml", "commander"];

type Resolve = (request: string, parent: NodeJS.Module | undefined, isMain: boolean, options?: unknown) => string;
const Loader = nodeModule.Module as unknown as { _resolveFilename: Resolve };

export function useVendored(): void {
  const dist = path.join(__dirname, "..", "..");
  const vendor = path.join(dist, "cli", "vendor");
  const copies = new Map(
    VENDORED.map((name) => [name, path.join(vendor, `${name}.js`)] as const).filter(([, file]) => existsSync(file)),
  );
  if (!copies.size) return;
  const ours = dist + path.sep;
  const resolveFilename = Loader._resolveFilename;
  Loader._resolveFilename = function (this: unknown, request, parent, isMain, options) {
    const copy = options ? undefined : copies.get(request);
    if (copy && parent?.filename?.startsWith(ours)) return copy;
    return resolveFilename.call(this, request, parent, isMain, options);
  };
}
