import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ContractChecker, type Exchange } from "./contract";

/**
 * Opt-in: with MSGFORM_CONTRACT=1, every response a test reads through TestEmulator.api is
 * checked against schema/openapi.json, and a mismatch fails that test. Off by default, so a
 * status added to the emulator is documented in its own change before the whole suite insists.
 */
let checker: ContractChecker | undefined;

export function contractCheckEnabled(): boolean {
  return process.env.MSGFORM_CONTRACT === "1";
}

export function checkAgainstContract(x: Exchange): void {
  // Read on first use: without MSGFORM_CONTRACT no test pays for the document (ajv is fastify's).
  checker ??= new ContractChecker(JSON.parse(readFileSync(join(__dirname, "..", "..", "schema", "openapi.json"), "utf8")));
  // Unknown paths and wrong methods belong to no operation: checked as the shared error response.
  const problems = checker.operation(x.method, x.path) ? checker.problems(x) : checker.pathLevelProblems(x);
  if (problems.length > 0) throw new Error(`response breaks schema/openapi.json:\n${problems.join("\n")}`);
}
