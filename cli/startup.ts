// Imported first by cli/main.ts, before anything else loads: what makes the CLI start fast beyond
// loading only the command being run (the COMMANDS table in cli/program.ts). CONTRIBUTING.md, "Start
// time", has the whole picture.
const start = require("./start/cacheFile") as typeof import("./start/cacheFile");
const cache = start.commandCache(process.argv);
if ("why" in cache) start.debugNote(`no code cache: ${cache.why}`);
// A command's first run here compiles as Node does and caches nothing (a CI job's only run, say).
else if (cache.heat === "cold") start.markSeenAtExit(cache.file);
else (require("./start/codeCache") as typeof import("./start/codeCache")).useCodeCache(cache.file, cache.dir);
(require("./start/standIns") as typeof import("./start/standIns")).deferUnusedModules();
(require("./start/vendored") as typeof import("./start/vendored")).useVendored();
