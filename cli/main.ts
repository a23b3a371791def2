#!/usr/bin/env node
// The `msgform` command. The build bundles the CLI with esbuild (scripts/bundle.ts): this file is the
// bundle's entry, dist/cli/main.js, and every module the program requires on demand (a command, a kind,
// the 10DLC review, the HTTP client) is a file of its own beside it in dist/cli/bundle/, loaded only
// when used. Node's compile cache is turned on first, so that what loads after it is read from the cache.
import { startCompileCache } from "./compileCache";

startCompileCache();
(require("./program") as typeof import("./program")).run(process.argv);
