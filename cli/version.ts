import { readFileSync } from "node:fs";
import { join } from "node:path";

function findPackageJson(): { name: string; version: string } {
  // Compiled files live in dist/<folder>/; sources in <folder>/. Walk up to the package root.
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      if (pkg.name === "msgform") return pkg;
    } catch {
      // keep walking up
    }
    dir = join(dir, "..");
  }
  return { name: "msgform", version: "0.0.0" };
}

export const packageInfo = findPackageJson();
export const VERSION: string = packageInfo.version;
