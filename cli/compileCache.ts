// Node's compile cache for the CLI (`module.enableCompileCache`, Node's documented API): V8 keeps the
// code it compiled for the bundle's files in msgform's cache directory, and later runs read it instead
// of compiling again. The directory must be one only this user can change, reached through directories
// no one else can rename in (sdk/files/checked.ts): Node reads the cache by path, and V8 accepts cached
// code for any source of the same length, so a directory another user could swap would run their code
// as ours. Anything else, and the CLI runs without the cache (MSGFORM_LOG=debug says why).
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import { privateDirectory } from "../sdk/files/checked";

/** The directory msgform keeps its cache in, or undefined when caching is off. */
function cacheDirectory(env: NodeJS.ProcessEnv): string | undefined {
  if (env.MSGFORM_CACHE_DIR) return resolve(env.MSGFORM_CACHE_DIR);
  const home = homedir();
  if (process.platform === "win32") return join(env.LOCALAPPDATA ?? join(home, "AppData", "Local"), "msgform", "Cache");
  if (process.platform === "darwin") return join(home, "Library", "Caches", "msgform");
  const xdg = env.XDG_CACHE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, ".cache"), "msgform");
}

/** Turns on Node's compile cache in msgform's cache directory when that is safe; says why not under MSGFORM_LOG=debug. */
export function startCompileCache(env: NodeJS.ProcessEnv = process.env): void {
  const why = enable(env);
  if (why && env.MSGFORM_LOG?.trim().toLowerCase() === "debug") process.stderr.write(`msgform: debug: no compile cache: ${why}\n`);
}

function enable(env: NodeJS.ProcessEnv): string | undefined {
  // Node's own switches: NODE_COMPILE_CACHE (already on, in the user's directory) and turning it off.
  if (env.NODE_COMPILE_CACHE) return undefined;
  if (env.NODE_DISABLE_COMPILE_CACHE) return "NODE_DISABLE_COMPILE_CACHE is set";
  const module = require("node:module") as typeof import("node:module");
  if (!module.enableCompileCache) return `Node ${process.version} has no module.enableCompileCache (Node 22.8 and later have it)`;
  let dir: string | undefined;
  try {
    dir = cacheDirectory(env);
    if (!dir) return "no cache directory";
    privateDirectory(dir, "set MSGFORM_CACHE_DIR to a directory of your own");
  } catch (e) {
    return (e as Error).message;
  }
  const result = module.enableCompileCache?.(dir);
  if (result && result.status === module.constants.compileCacheStatus.FAILED) return `Node could not use ${dir}: ${result.message ?? "no reason given"}`;
  return undefined;
}
