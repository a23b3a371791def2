// @pulumi/pulumi is an optional peer dependency: the resource classes load it on first use, and
// without it the error names the package, the supported range and the fix. The package root and
// the CLI load without it.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isPulumiMissing, loadResources, supportedPulumiRange } from "../../provider/pulumi/runtime";
// Read, not imported: an imported package.json would be copied into dist/ and found there as the package root.
const pkg = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, unknown>;
};

const missing = () => {
  throw Object.assign(new Error("Cannot find module '@pulumi/pulumi'\nRequire stack:\n- x.js"), { code: "MODULE_NOT_FOUND" });
};

describe("@pulumi/pulumi as an optional peer dependency", () => {
  it("package.json states it as an optional peer with a range, and installs it for development only", () => {
    expect(pkg.peerDependencies["@pulumi/pulumi"]).toMatch(/^\^3\.\d+\.\d+$/);
    expect(pkg.peerDependenciesMeta["@pulumi/pulumi"]).toEqual({ optional: true });
    expect(Object.keys(pkg.dependencies)).not.toContain("@pulumi/pulumi");
    expect(Object.keys(pkg.devDependencies)).toContain("@pulumi/pulumi");
    expect(supportedPulumiRange()).toBe(pkg.peerDependencies["@pulumi/pulumi"]);
  });

  it("without it, a resource class fails with the package, the range and the fix", () => {
    let err: Error | undefined;
    try {
      loadResources(missing as never);
    } catch (e) {
      err = e as Error;
    }
    expect(err?.message).toBe(
      `msgform: the Pulumi resources need @pulumi/pulumi ${pkg.peerDependencies["@pulumi/pulumi"]}, which is not installed ` +
      `here. Install it in the Pulumi project (\`npm install @pulumi/pulumi@"${pkg.peerDependencies["@pulumi/pulumi"]}"\`); ` +
      "the msgform CLI and sdk do not need it.",
    );
    // Something missing inside an installed @pulumi/pulumi is not reworded.
    const inner = Object.assign(new Error("Cannot find module 'google-protobuf'"), { code: "MODULE_NOT_FOUND" });
    expect(isPulumiMissing(inner)).toBe(false);
    const failing = () => {
      throw inner;
    };
    expect(() => loadResources(failing)).toThrow(inner);
  });

  it("the built package root and CLI load in a process where @pulumi/pulumi cannot be resolved", () => {
    // A project whose only dependency is msgform (linked) and a stub that makes @pulumi/pulumi unresolvable.
    const dir = mkdtempSync(join(tmpdir(), "msgform-nopulumi-"));
    try {
      mkdirSync(join(dir, "node_modules"));
      symlinkSync(join(__dirname, "..", ".."), join(dir, "node_modules", "msgform"), "dir");
      const block = join(dir, "block.js");
      writeFileSync(block, [
        "const Module = require('module');",
        "const orig = Module._resolveFilename;",
        "Module._resolveFilename = function (req, ...rest) {",
        "  if (req === '@pulumi/pulumi' || req.startsWith('@pulumi/pulumi/')) {",
        "    throw Object.assign(new Error(\"Cannot find module '\" + req + \"'\"), { code: 'MODULE_NOT_FOUND' });",
        "  }",
        "  return orig.call(this, req, ...rest);",
        "};",
      ].join("\n"));
      const script = [
        "const m = require('msgform');",
        "console.log(typeof m.createClient, m.VERSION);",
        "try { new m.ApiKey('k', {}); } catch (e) { console.log(e.message); }",
        "console.log(Object.keys(require.cache).some((f) => f.includes('@pulumi')));",
      ].join("\n");
      const out = execFileSync(process.execPath, ["-r", block, "-e", script], { cwd: dir, encoding: "utf8" }).split("\n");
      expect(out[0]).toBe(`function ${pkg.version}`);
      expect(out[1]).toContain("the Pulumi resources need @pulumi/pulumi");
      expect(out[2]).toBe("false");
      const help = execFileSync(process.execPath, ["-r", block, join(dir, "node_modules/msgform/dist/cli/main.js"), "--version"], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(help.trim()).toBe(pkg.version);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
