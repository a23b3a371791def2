import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const bin = join(__dirname, "..", "..", "dist", "cli", "main.js");

describe("msgform binary", () => {
  it("prints help from the built output", async () => {
    const { stdout } = await run(process.execPath, [bin, "--help"]);
    expect(stdout).toContain("Usage: msgform");
  });

  it("prints the package version", async () => {
    const { stdout } = await run(process.execPath, [bin, "--version"]);
    const pkg = require("../../package.json");
    expect(stdout.trim()).toBe(pkg.version);
  });
});
