import { join } from "node:path";

/** The built secrets sink (cli/secrets.ts); SINK_JS names another build. */
export const SINK_JS = process.env.SINK_JS ?? join(__dirname, "..", "..", "dist", "cli", "secrets.js");

/**
 * One writer process (`node -e SINK_WRITER SINK_JS <file> <name> <count> <go>`): opens the sink,
 * waits for the start file, writes its secrets and prints the name of each one the sink reported
 * written.
 */
export const SINK_WRITER = `
const { SecretsSink } = require(process.argv[1]);
const [file, me, n, go] = process.argv.slice(2);
const sink = SecretsSink.open(file);
const fs = require("node:fs");
while (!fs.existsSync(go));
for (let i = 0; i < Number(n); i++) {
  sink.write({ section: "api_keys", name: me + "-" + i, id: "k_" + me + "_" + i, field: "secret", value: "s_" + me + "_" + i });
  fs.writeSync(1, me + "-" + i + "\\n");
}
`;
