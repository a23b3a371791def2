import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

/** The package's name and version, read from its package.json (the one source of the version). */
function readPackageJson(): { name: string; version: string } {
  // Compiled files live in dist/sdk/; sources in sdk/. Walk up to the package root.
  for (let dir = __dirname; ; dir = dirname(dir)) {
    const file = join(dir, "package.json");
    // Asked first, without an exception: every CLI start passes two folders that have none.
    if (statSync(file, { throwIfNoEntry: false })?.isFile()) {
      try {
        const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string };
        if (pkg.name === "msgform" && typeof pkg.version === "string") return { name: pkg.name, version: pkg.version };
      } catch {
        // unreadable or not JSON: keep walking up
      }
    }
    // Bundled without its package.json: an honest placeholder rather than a failed import.
    if (dirname(dir) === dir) return { name: "msgform", version: "0.0.0" };
  }
}

const packageInfo = readPackageJson();
/** msgform's version, as in its package.json. */
export const VERSION: string = packageInfo.version;
