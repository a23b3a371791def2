// The CLI loads zod, yaml, commander and undici from the one-file copies the build makes of each
// (scripts/vendor.ts, in dist/cli/vendor/): one file each instead of 33, 72, 6 and about 90 (undici's
// copy holds only its Agent: everything else of it is never loaded). Only requests from
// msgform's own files are redirected, and only to copies that are there; without them (a build by tsc
// alone) the CLI loads the packages as installed.
import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import { Loader } from "./loader";

/** The packages the build copies (scripts/vendor.ts makes them, this module loads them). */
export const VENDORED = ["zod", "yaml", "commander", "undici"] as const;

/** Where the build puts the copy of `name`, under the package's dist directory. */
export const vendoredCopy = (dist: string, name: string): string => join(dist, "cli", "vendor", `${name}.js`);

export function useVendored(): void {
  const dist = join(__dirname, "..", "..");
  const copies = new Map<string, string>(
    VENDORED.map((name) => [name, vendoredCopy(dist, name)] as const).filter(([, file]) => existsSync(file)),
  );
  if (!copies.size) return;
  const ours = dist + sep;
  const resolveFilename = Loader._resolveFilename;
  Loader._resolveFilename = function (this: unknown, request, parent, isMain, options) {
    const copy = options ? undefined : copies.get(request);
    if (copy && parent?.filename?.startsWith(ours)) return copy;
    return resolveFilename.call(this, request, parent, isMain, options);
  };
}
