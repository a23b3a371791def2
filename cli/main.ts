#!/usr/bin/env node
// The `msgform` command. cli/startup.ts comes first, so that the program and all it loads come from the
// code cache (Node compiles this entry file before anything can change how modules load).
import "./startup";

(require("./program") as typeof import("./program")).run(process.argv);
