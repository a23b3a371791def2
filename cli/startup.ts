// Imported first by cli/main.ts, before anything else loads: what makes the CLI start fast beyond
// loading only the command being run (the COMMANDS table in cli/program.ts).
import * as nodeModule from "node:module";

// From Node 22.1 on, V8 keeps the compiled code of every module the CLI loads in a cache on disk (the
// OS temp directory, or NODE_COMPILE_CACHE; NODE_DISABLE_COMPILE_CACHE=1 turns it off).
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
(require("./start/standIns") as typeof import("./start/standIns")).deferUnusedModules();
