// Imported first by cli/main.ts, before anything else loads: from Node 22.1 on, V8 keeps the compiled
// code of every module the CLI loads in a cache on disk (the OS temp directory, or NODE_COMPILE_CACHE;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a start after the first compiles nothing again.
// TypeScript's tsc does the same since 5.7.
import * as nodeModule from "node:module";

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
