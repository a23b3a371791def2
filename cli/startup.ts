// Imported first by cli/main.ts, before anything else loads: what makes the CLI start fast beyond
// loading only the command being run (the COMMANDS table in cli/program.ts). CONTRIBUTING.md, "Start
// time", has the whole picture.
import * as nodeModule from "node:module";

// Node's compile cache (22.1 on) for what the code cache does not take: the start modules below, ES
// modules, and every module where there is no code cache (start/codeCache.ts says when).
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
(require("./start/codeCache") as typeof import("./start/codeCache")).useCodeCache();
(require("./start/standIns") as typeof import("./start/standIns")).deferUnusedModules();
(require("./start/vendored") as typeof import("./start/vendored")).useVendored();
