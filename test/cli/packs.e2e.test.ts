// The CLI's module packs (scripts/packs.ts builds them, cli/start/packs.ts loads them): a command loads
// msgform's modules from a few files, and nothing else about the run changes. Each case runs the real
// CLI as a child process; the ones that damage or edit the build do it in a copy of the package.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKS_DIR, type PackIndex } from "../../cli/start/packs";
import { CLI } from "./run";

const root = join(__dirname, "..", "..");
const dist = join(root, "dist");
const dir = mkdtempSync(join(tmpdir(), "msgform-packs-"));
const keys = join(dir, "keys.yaml");
writeFileSync(keys, "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\nwebhook_endpoints:\n  orders:\n    url: https://example.com/hooks\n    enabledEvents: [message.delivered]\n");
const broken = join(dir, "broken.yaml");
writeFileSync(broken, "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read, nope]\n  x:\n    nme: y\n");

function cli(main: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [main, ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, MSGFORM_CACHE_DIR: join(dir, `cache-${Math.random()}`), ...env },
    encoding: "utf8",
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The report NODE_DEBUG=msgform gives of the packs, and the run without it. */
function withReport(main: string, args: string[], env: Record<string, string> = {}) {
  const r = cli(main, args, { NODE_DEBUG: "msgform", ...env });
  const report = /^MSGFORM \d+: (packs: .*)$/m.exec(r.stderr)?.[1];
  const stderr = r.stderr.split("\n").filter((l) => !l.startsWith("MSGFORM ")).join("\n");
  return { ...r, stderr, report };
}

/**
 * A copy of the built package (dist and package.json; node_modules linked) that a test may damage, with
 * the build's file times.
 */
function copyOfPackage(): { main: string; dist: string } {
  const copy = mkdtempSync(join(dir, "copy-"));
  cpSync(dist, join(copy, "dist"), { recursive: true, preserveTimestamps: true });
  cpSync(join(root, "package.json"), join(copy, "package.json"));
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  return { main: join(copy, "dist", "cli", "main.js"), dist: join(copy, "dist") };
}

const index = JSON.parse(readFileSync(join(dist, PACKS_DIR, "index.json"), "utf8")) as PackIndex;
const packFiles = [...new Set(Object.values(index.modules))];
/**
 * The copy's times as an install may leave them in its archive's order: the packs written first, the
 * modules seconds later, each no later than its folder's last change (the copy's), as a file an install
 * creates and writes. Returns when the folders last changed.
 */
function asInstalled(copy: { dist: string }): number {
  const packsWritten = new Date(Date.now() - 5_000);
  for (const file of [...packFiles, "index.json"]) utimesSync(join(copy.dist, PACKS_DIR, file), packsWritten, packsWritten);
  const modulesWritten = new Date(Date.now() - 2_000);
  for (const id of Object.keys(index.modules)) utimesSync(join(copy.dist, id), modulesWritten, modulesWritten);
  const foldersChanged = new Date(Date.now() - 1_000);
  for (const folder of new Set(Object.keys(index.modules).map((id) => dirname(join(copy.dist, id))))) {
    utimesSync(folder, foldersChanged, foldersChanged);
  }
  return foldersChanged.getTime();
}

const packIds = (file: string): string[] => (require(join(dist, PACKS_DIR, file)) as Array<[string]>).map((m) => m[0]);

describe("the build's packs", () => {
  it("hold what loads together: every module of ours a command can load, what it loads on demand in packs of their own", () => {
    const validatePack = index.modules["cli/commands/validate.js"]!;
    expect(packIds(validatePack)[0]).toBe("cli/commands/validate.js");
    // On demand: the kinds a file declares, the 10DLC review, the HTTP client; each in a pack validate's does not hold.
    for (const lazy of ["provider/kinds/brand.js", "provider/kinds/apiKey.js", "schema/preflight/index.js", "cli/connect.js"]) {
      expect(index.modules[lazy]).toBeDefined();
      expect(packIds(validatePack)).not.toContain(lazy);
    }
    // Every run's modules are in the first two packs, and in no other.
    const program = packIds("cli-program.js");
    expect(program).toContain("cli/io.js");
    expect(program.some((id) => id.startsWith("cli/commands/"))).toBe(false);
    for (const file of packFiles.filter((f) => f !== "cli-program.js")) for (const id of program) expect(packIds(file)).not.toContain(id);
    // A condition at load decides: the code cache loads on a command's later runs only.
    expect(packIds("cli-startup.js")).not.toContain("cli/start/codeCache.js");
    expect(index.modules["cli/start/codeCache.js"]).toBeDefined();
    // Each pack the index names holds the modules it is named for, and each module's file is the one it was made from.
    for (const [id, file] of Object.entries(index.modules)) expect(packIds(file), id).toContain(id);
  });

  it("validate loads msgform's modules from packs alone, each pack once, and prints what it prints from the files", () => {
    const packed = withReport(CLI, ["validate", keys]);
    expect(packed.status).toBe(0);
    const m = /^packs: (\d+) modules from (\d+) packs \((.+)\), 0 of msgform's from their files$/.exec(packed.report ?? "");
    expect(m, packed.report).not.toBeNull();
    const loaded = m![3]!.split(", ");
    expect(new Set(loaded).size).toBe(loaded.length);
    expect(loaded.slice(0, 3)).toEqual(["cli-startup.js", "cli-program.js", index.modules["cli/commands/validate.js"]]);
    expect(loaded).toContain(index.modules["provider/kinds/apiKey.js"]);
    expect(loaded).toContain(index.modules["provider/kinds/webhookEndpoint.js"]);
    // Not the kinds the file does not declare, nor the 10DLC review, nor the HTTP client.
    for (const lazy of ["provider/kinds/brand.js", "schema/preflight/index.js", "sdk/client.js"]) {
      expect(loaded.flatMap(packIds)).not.toContain(lazy);
    }
    expect(Number(m![1])).toBeGreaterThan(30);
    const files = withReport(CLI, ["validate", keys], { MSGFORM_DEBUG: "1" });
    expect(files.report).toBe("packs: not used (MSGFORM_DEBUG is set: every module from its file, for stack traces)");
    expect(packed.stderr).toBe(files.stderr);
    expect(packed.stdout).toBe(files.stdout);
  });

  it.each([
    ["validate with problems, JSON", ["validate", "--format", "json", broken]],
    ["validate with problems, text", ["validate", broken]],
    ["--help", ["--help"]],
    ["plan --help", ["plan", "--help"]],
    ["a usage error", ["plan"]],
    ["export without a connection", ["export"]],
  ])("%s: the same output and exit code with and without packs", (_what, args) => {
    const packed = cli(CLI, args);
    const files = cli(CLI, args, { MSGFORM_DEBUG: "1" });
    expect(packed.status).toBe(files.status);
    expect(packed.stdout).toBe(files.stdout);
    // MSGFORM_DEBUG adds a stack to an error's line; the lines themselves are the same.
    expect(files.stderr.startsWith(packed.stderr.trimEnd())).toBe(true);
  });

  it.each([
    ["grown", (code: string) => `${code}\nthrow "edited after the build";\n`],
    // The same size: `throw "EDIT";` is as long as `"use strict";`, as a changed digit or word would be.
    ["to the same size", (code: string) => code.replace("\"use strict\";", "throw \"EDIT\";")],
  ])("a module edited after the build (%s) runs as it is now, the rest still from the packs", (what, edit) => {
    const copy = copyOfPackage();
    const file = join(copy.dist, "cli", "commands", "validate.js");
    const before = readFileSync(file, "utf8");
    const after = edit(before);
    expect(after).not.toBe(before);
    if (what === "to the same size") expect(after.length).toBe(before.length);
    writeFileSync(file, after);
    // Edited a few minutes after the build (an install or a build writes its files within seconds).
    const later = new Date(statSync(join(copy.dist, PACKS_DIR, index.modules["cli/commands/validate.js"]!)).mtimeMs + 5 * 60_000);
    utimesSync(file, later, later);
    const r = withReport(copy.main, ["validate", keys]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(what === "grown" ? "edited after the build" : "EDIT");
    expect(r.report).toMatch(/, 1 of msgform's from their files$/);
    // What the edited module loads still comes from the packs.
    if (what === "grown") expect(Number(/^packs: (\d+) modules/.exec(r.report!)![1])).toBeGreaterThan(30);
    rmSync(join(copy.dist, ".."), { recursive: true, force: true });
  });

  it("a copy of the package (as an install writes it: files after their pack, in any order) runs from its packs alone", () => {
    const copy = copyOfPackage();
    asInstalled(copy);
    const pack = join(copy.dist, PACKS_DIR, index.modules["cli/commands/validate.js"]!);
    expect(statSync(join(copy.dist, "cli", "commands", "validate.js")).mtimeMs).toBeGreaterThan(statSync(pack).mtimeMs + 2_000);
    const r = withReport(copy.main, ["validate", keys]);
    expect(r.status).toBe(0);
    expect(r.report).toMatch(/, 0 of msgform's from their files$/);
    rmSync(join(copy.dist, ".."), { recursive: true, force: true });
  });

  it("a module patched in place to the same size a second after an install (patch-package) runs as patched", () => {
    const copy = copyOfPackage();
    const asInstalledAt = asInstalled(copy);
    const file = join(copy.dist, "cli", "commands", "validate.js");
    const before = readFileSync(file, "utf8");
    const after = before.replace("\"use strict\";", "throw \"EDIT\";");
    expect(after.length).toBe(before.length);
    // In place, as patch-package writes: the folder's time stays the install's.
    writeFileSync(file, after);
    const patched = new Date(asInstalledAt + 1_000);
    utimesSync(file, patched, patched);
    const r = withReport(copy.main, ["validate", keys]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("EDIT");
    expect(r.report).toMatch(/, 1 of msgform's from their files$/);
    rmSync(join(copy.dist, ".."), { recursive: true, force: true });
  });

  it.each([
    ["cut short", (file: string) => truncateSync(file, Math.floor(readFileSync(file).length / 2))],
    ["another shape", (file: string) => writeFileSync(file, "module.exports = [[1, 2, 3]];\n")],
    ["missing", (file: string) => rmSync(file)],
  ])("a pack %s is left out: its modules load from their files and the command works", (_what, damage) => {
    const copy = copyOfPackage();
    damage(join(copy.dist, PACKS_DIR, index.modules["cli/commands/validate.js"]!));
    const r = withReport(copy.main, ["validate", keys]);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("valid (1 api_keys, 1 webhook_endpoints)");
    expect(r.report).toMatch(/packs not read, their modules from their files: cli-commands-validate\.js \(/);
    expect(r.report).not.toMatch(/, 0 of msgform's from their files/);
    rmSync(join(copy.dist, ".."), { recursive: true, force: true });
  });

  it("a build without packs (tsc alone) runs every module from its file", () => {
    const copy = copyOfPackage();
    rmSync(join(copy.dist, PACKS_DIR), { recursive: true });
    const r = withReport(copy.main, ["validate", keys]);
    expect(r.status).toBe(0);
    expect(r.report).toMatch(/^packs: none \(.*\): every module from its file$/);
    rmSync(join(copy.dist, ".."), { recursive: true, force: true });
  });
});
