#!/usr/bin/env node
// The `msgform` command. Its modules load from the build's packs (cli/start/packs.ts), then
// cli/startup.ts comes first, so that the program and all it loads come from the code cache (Node
// compiles this entry file before anything can change how modules load).
(require("./start/packs") as typeof import("./start/packs")).usePacks();
require("./startup");

(require("./program") as typeof import("./program")).run(process.argv);
