// Imported first by cli/main.ts, before anything else loads: what makes the CLI start fast beyond
// loading only the command being run (the COMMANDS table in main.ts).
import * as nodeModule from "node:module";

// From Node 22.1 on, V8 keeps the compiled code of every module the CLI loads in a cache on disk (the
// OS temp directory, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a start
// after the first compiles nothing again. TypeScript's tsc does the same since 5.7.
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/**
 * zod's entry point always loads its 64 translations of error messages (`z.locales`, the public
 * `zod/v4/locales` module): a third of the files `msgform validate` loads (about a third of its start),
 * for messages the CLI only ever shows in English (zod loads English on its own). Until something
 * reads `z.locales`, a stand-in takes that module's place in the module cache; the first read loads
 * the real module, so the API is unchanged. With another zod layout this does nothing.
 */
function deferZodLocales(): void {
  let file: string;
  try {
    file = require.resolve("zod/v4/locales");
  } catch {
    return;
  }
  if (require.cache[file]) return;
  let real: object | undefined;
  const load = (): object => {
    if (!real) {
      delete require.cache[file];
      real = require(file) as object;
    }
    return real;
  };
  const stub = new nodeModule.Module(file);
  stub.filename = file;
  stub.loaded = true;
  // `__esModule` answers without loading: zod takes the module as it is (no copy of its properties).
  stub.exports = new Proxy({}, {
    get: (_t, key) => (key === "__esModule" ? true : Reflect.get(load(), key)),
    has: (_t, key) => Reflect.has(load(), key),
    ownKeys: () => Reflect.ownKeys(load()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(load(), key);
      return d && { ...d, configurable: true };
    },
  });
  require.cache[file] = stub;
}

deferZodLocales();
