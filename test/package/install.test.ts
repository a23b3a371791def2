// The two install paths the README names besides the packed tarball (pack.test.ts), taken literally
// as a user would, from a git repository holding this working tree (a local clone URL, so no network
// but the registry, and npm's cache before it):
//   - `npm install git+<repository>` in an empty project: npm runs the git dependency's `prepare`,
//     which builds once; the CLI and the library then work;
//   - a fresh clone: `npm ci` (which builds, by the same `prepare`), then the examples' first command,
//     `source examples/emulator-env.sh`, and a command against the emulator it started.
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const exec = promisify(execFile);
const root = join(__dirname, "..", "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const env = {
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
  NO_COLOR: "1",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "msgform test",
  GIT_AUTHOR_EMAIL: "test@example.com",
  GIT_COMMITTER_NAME: "msgform test",
  GIT_COMMITTER_EMAIL: "test@example.com",
};
const npmFlags = ["--no-audit", "--no-fund", "--prefer-offline", "--foreground-scripts"];

let dir: string;
let repository: string;

async function sh(cwd: string, file: string, args: string[], timeout = 540_000) {
  return exec(file, args, { cwd, env, encoding: "utf8", maxBuffer: 64 << 20, timeout });
}

/** How many times a build ran, from npm's banners of the lifecycle scripts it ran (--foreground-scripts). */
const builds = (log: string) => log.split("\n").filter((l) => /^> msgform@\S+ build(:package)?$/.test(l)).length;

/** The build says what it does, a line a step, and builds what the package ships only (scripts/build.mjs). */
function saysWhatItBuilds(log: string): void {
  expect(log).toContain("msgform: building the package from its sources");
  expect(log).toContain("msgform: build 2/7: compiling the library and the CLI (TypeScript)");
  expect(log).toContain("msgform: build 5/7: bundling the CLI");
  expect(log).toMatch(/msgform: built in \d+(\.\d)? s/);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "msgform-install-"));
  repository = join(dir, "msgform.git");
  // The working tree as a commit: every tracked file and every new one git would add.
  const work = join(dir, "work");
  const { stdout } = await sh(root, "git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]);
  for (const file of stdout.split("\0").filter((f) => f && existsSync(join(root, f)))) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    cpSync(join(root, file), join(work, file));
  }
  await sh(work, "git", ["init", "-q", "-b", "main"]);
  await sh(work, "git", ["add", "-A"]);
  await sh(work, "git", ["commit", "-q", "-m", "the working tree"]);
  await sh(dir, "git", ["clone", "-q", "--bare", work, repository]);
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
}, 180_000);

describe("npm install git+<repository>", () => {
  it("builds once while installing and gives a working CLI and library", async () => {
    const cwd = join(dir, "consumer");
    mkdirSync(cwd);
    writeFileSync(join(cwd, "package.json"), JSON.stringify({ name: "consumer", private: true }));
    const { stdout, stderr } = await sh(cwd, "npm", ["install", ...npmFlags, `git+file://${repository}`]);
    expect(builds(stdout + stderr)).toBe(1);
    saysWhatItBuilds(stdout + stderr);
    const installed = join(cwd, "node_modules", "msgform");
    // npm packs a Git dependency without running its `prepack`, so the project's copy keeps `prepare`
    // (and npm 11 lists it, the build it just ran); a tarball's has none (pack.test.ts).
    expect(existsSync(join(installed, "dist", "index.js"))).toBe(true);
    // What the package's `files` name, as from the registry: no sources, no development tree.
    expect(existsSync(join(installed, "node_modules"))).toBe(false);
    expect(existsSync(join(installed, "cli"))).toBe(false);

    const bin = join(cwd, "node_modules", ".bin", "msgform");
    expect((await sh(cwd, bin, ["--version"])).stdout.trim()).toBe(pkg.version);
    writeFileSync(join(cwd, "keys.yaml"), "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
    expect((await sh(cwd, bin, ["validate", "keys.yaml"])).stderr).toContain("keys.yaml: valid (1 api_keys)");
    const program = "const m = require('msgform'); console.log(m.VERSION, typeof m.createClient, typeof m.ApiKey);";
    expect((await sh(cwd, process.execPath, ["-e", program])).stdout.trim()).toBe(`${pkg.version} function function`);
  }, 600_000);
});

describe("a fresh clone", () => {
  it("`npm ci` builds, then the examples' commands work as written (source examples/emulator-env.sh)", async () => {
    const clone = join(dir, "clone");
    await sh(dir, "git", ["clone", "-q", repository, clone]);
    const { stdout, stderr } = await sh(clone, "npm", ["ci", ...npmFlags]);
    expect(builds(stdout + stderr)).toBe(1);
    saysWhatItBuilds(stdout + stderr);
    // What ships only: nothing of test/, bench/ or examples/ compiled.
    for (const part of ["test", "bench", "examples"]) expect(existsSync(join(clone, "dist", part)), part).toBe(false);
    expect(existsSync(join(clone, "dist", "cli", "bundle"))).toBe(true);
    // npm's review of dependencies' install scripts: every one is decided in package.json.
    expect(stderr).not.toContain("not yet covered by allowScripts");
    // One example's README, every shell block in order, pasted into bash as a newcomer would.
    const readme = readFileSync(join(clone, "examples", "webhooks-allowlist", "README.md"), "utf8");
    const script = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!).join("\n");
    expect(script).toContain("source examples/emulator-env.sh");
    const ran = await sh(clone, "bash", ["-e", "-c", script], 180_000);
    expect(ran.stdout).toMatch(/msgform emulator: https:\/\/127\.0\.0\.1:\d+ /);
    expect(ran.stderr).toContain("msgform.yaml: valid");
    expect(ran.stdout).toContain("msgform emulator: stopped");
  }, 600_000);
});
