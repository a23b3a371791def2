// The CLI's code cache (cli/start/): the built CLI, run as a child process in a copy of the package, with
// a cache directory of its own. Each run reports what it took from the cache (NODE_DEBUG=msgform), and
// every test also checks that the command did what it should: the cache may only ever make it faster.
import { execFile, execFileSync } from "node:child_process";
import {
  chmodSync, copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync,
  utimesSync, writeFileSync,
} from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { acmeRegistration } from "./support/fixture";

const root = join(__dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "msgform-codecache-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const KEYS = "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n";
const keysFile = join(work, "keys.yaml");
writeFileSync(keysFile, KEYS);
const typoFile = join(work, "typo.yaml");
writeFileSync(typoFile, `${KEYS}    descripton: a typo\n`);

let made = 0;
const fresh = (what: string) => join(work, `${what}-${made++}`);

/**
 * A copy of the built package (what validate loads), its dependencies linked from the repository; with
 * `packs: false`, as tsc alone builds it, every module of ours loading from its own file (cli/start/packs.ts).
 */
function packageCopy({ packs = true } = {}): string {
  const pkg = fresh("pkg");
  for (const part of ["cli", "schema", "sdk", "provider"]) cpSync(join(root, "dist", part), join(pkg, "dist", part), { recursive: true });
  if (!packs) rmSync(join(pkg, "dist", "cli", "packs"), { recursive: true });
  copyFileSync(join(root, "package.json"), join(pkg, "package.json"));
  mkdirSync(join(pkg, "node_modules"));
  for (const dep of ["zod", "yaml", "commander"]) symlinkSync(join(root, "node_modules", dep), join(pkg, "node_modules", dep), "dir");
  return pkg;
}

interface Report {
  modules: number; cached: number; compiled: number;
  requires: number; remembered: number; resolved: number;
  written: boolean;
}
interface Run { code: number; stdout: string; stderr: string; report: Report | undefined; marked: boolean | undefined }

// What NODE_DEBUG=msgform prints at exit: on a command's first run here, that it cached nothing and left
// the marker (FIRST); on later runs, what it took from the cache and whether it wrote it (REPORT).
const FIRST = /code cache .*: first run of the command here, nothing cached, marked: (yes|no)/;
const REPORT = new RegExp(
  "code cache .*: (\\d+) modules \\((\\d+) from the cache, (\\d+) compiled\\), " +
  "(\\d+) requires \\((\\d+) remembered, (\\d+) resolved\\), written: (yes|no)",
);

function msgform(pkg: string, cacheDir: string, ...args: string[]): Promise<Run> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, MSGFORM_CACHE_DIR: cacheDir, NODE_DEBUG: "msgform" };
  return new Promise((resolve) => {
    const options = { env, encoding: "utf8" as const, timeout: 60_000 };
    execFile(process.execPath, [join(pkg, "dist", "cli", "main.js"), ...args], options, (err, stdout, stderr) => {
      const m = REPORT.exec(stderr);
      const n = (i: number) => Number(m![i]);
      const report = m && {
        modules: n(1), cached: n(2), compiled: n(3), requires: n(4), remembered: n(5), resolved: n(6), written: m[7] === "yes",
      };
      const first = FIRST.exec(stderr);
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr, report: report ?? undefined, marked: first ? first[1] === "yes" : undefined });
    });
  });
}

/** A command's first run in `cacheDir`: it compiles as Node does, writes no cache, and marks the command as seen. */
async function firstRun(pkg: string, cacheDir: string, ...args: string[]): Promise<Run> {
  const run = await msgform(pkg, cacheDir, ...args);
  expect(run.report, "a first run reads and writes no cache").toBeUndefined();
  expect(run.marked, run.stderr).toBe(true);
  return run;
}

const cacheFileIn = (dir: string) => {
  const files = readdirSync(dir).filter((f) => f.endsWith(".bin"));
  expect(files).toHaveLength(1);
  return join(dir, files[0]!);
};

const shared = packageCopy();

describe("the CLI's code cache", () => {
  it("a command's first run caches nothing and leaves a marker; the second compiles and writes the cache; the next takes every module and require from it and writes nothing", async () => {
    const cache = fresh("cache");
    const cold = await firstRun(shared, cache, "validate", keysFile);
    expect(cold.code).toBe(0);
    expect(cold.stderr).toContain("valid (1 api_keys)");
    // A CI job's only run: nothing but an empty marker (and no code of Node's own compile cache either).
    expect(readdirSync(cache)).toEqual([expect.stringMatching(/^code-.*-validate\.seen$/)]);
    expect(statSync(join(cache, readdirSync(cache)[0]!)).size).toBe(0);

    const first = await msgform(shared, cache, "validate", keysFile);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain("valid (1 api_keys)");
    expect(first.report).toMatchObject({ cached: 0, written: true, remembered: 0 });
    // The packs and the copies of zod, yaml and commander validate loads, at least.
    expect(first.report!.compiled).toBeGreaterThan(4);
    const bytes = readFileSync(cacheFileIn(cache));
    // The marker has done its work.
    expect(readdirSync(cache).filter((f) => f.endsWith(".seen"))).toEqual([]);

    const second = await msgform(shared, cache, "validate", keysFile);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain("valid (1 api_keys)");
    expect(second.report).toMatchObject({ modules: first.report!.modules, cached: first.report!.modules, compiled: 0 });
    expect(second.report).toMatchObject({ remembered: first.report!.requires, resolved: 0, written: false });
    expect(readFileSync(cacheFileIn(cache)).equals(bytes)).toBe(true);
    // The cache is the user's alone.
    if (process.platform !== "win32") {
      expect(statSync(cache).mode & 0o077).toBe(0);
      expect(statSync(cacheFileIn(cache)).mode & 0o077).toBe(0);
    }
  });

  it("a module changed since it was cached runs as it is now, even at the same size and modification time", async () => {
    // Each module from its own file, cached one by one (a build without packs).
    const pkg = packageCopy({ packs: false });
    const cache = fresh("cache");
    const file = join(pkg, "dist", "cli", "config", "diagnose.js");
    // A whole second, which utimes can set back exactly (copies and archives keep times like this one).
    const then = new Date("2026-01-01T00:00:00Z");
    utimesSync(file, then, then);
    expect((await firstRun(pkg, cache, "validate", typoFile)).stderr).toContain("descripton: unknown field");
    expect((await msgform(pkg, cache, "validate", typoFile)).stderr).toContain("descripton: unknown field");
    expect((await msgform(pkg, cache, "validate", typoFile)).report).toMatchObject({ compiled: 0 });

    const before = statSync(file);
    writeFileSync(file, readFileSync(file, "utf8").replace("\"unknown field\"", "\"UNKNOWN FIELD\""));
    utimesSync(file, then, then);
    expect(statSync(file)).toMatchObject({ size: before.size, mtimeMs: before.mtimeMs });

    const run = await msgform(pkg, cache, "validate", typoFile);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("descripton: UNKNOWN FIELD");
    expect(run.report).toMatchObject({ compiled: 1, written: true });
  });

  it("a package that appears nearer to a module than the one it was loaded from is the one loaded", async () => {
    const pkg = packageCopy();
    // Without the build's one-file copies (cli/start/vendored.ts), the CLI requires yaml as installed.
    rmSync(join(pkg, "dist", "cli", "vendor"), { recursive: true });
    const cache = fresh("cache");
    expect((await firstRun(pkg, cache, "validate", keysFile)).code).toBe(0);
    expect((await msgform(pkg, cache, "validate", keysFile)).code).toBe(0);
    expect((await msgform(pkg, cache, "validate", keysFile)).report).toMatchObject({ resolved: 0 });

    const nearer = join(pkg, "dist", "node_modules", "yaml");
    mkdirSync(nearer, { recursive: true });
    writeFileSync(join(nearer, "package.json"), JSON.stringify({ name: "yaml", version: "9.9.9", main: "index.js" }));
    writeFileSync(join(nearer, "index.js"), "throw new Error('the nearer yaml was loaded');");
    const run = await msgform(pkg, cache, "validate", keysFile);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("the nearer yaml was loaded");
  });

  it("a package answer it cannot check later (a package without package.json) is asked of Node each run, without rewriting the cache", async () => {
    // Requires resolved by Node, each from a module the code cache compiled: no copies of the packages, no packs.
    const pkg = packageCopy({ packs: false });
    rmSync(join(pkg, "dist", "cli", "vendor"), { recursive: true });
    const commander = join(pkg, "node_modules", "commander");
    rmSync(commander);
    mkdirSync(commander);
    writeFileSync(join(commander, "index.js"), `module.exports = require(${JSON.stringify(require.resolve("commander"))});`);
    const cache = fresh("cache");
    await firstRun(pkg, cache, "validate", keysFile);
    expect((await msgform(pkg, cache, "validate", keysFile)).report).toMatchObject({ written: true });
    const run = await msgform(pkg, cache, "validate", keysFile);
    expect(run.stderr).toContain("valid (1 api_keys)");
    expect(run.report).toMatchObject({ compiled: 0, written: false });
    expect(run.report!.resolved).toBeGreaterThan(0);
  });

  describe("a damaged cache file costs a slower start, never a wrong or failed run", () => {
    const damages: Record<string, (buf: Buffer) => Buffer> = {
      "a flipped byte in the compiled code": (buf) => {
        buf[buf.length - 100]! ^= 0xff;
        return buf;
      },
      "a flipped byte in the index": (buf) => {
        buf[40]! ^= 0x01;
        return buf;
      },
      "cut off half way": (buf) => buf.subarray(0, buf.length >> 1),
      empty: () => Buffer.alloc(0),
      "not a cache file at all": () => Buffer.from("PK\u0003\u0004 something else entirely"),
    };
    for (const [damage, apply] of Object.entries(damages)) {
      it(damage, async () => {
        const cache = fresh("cache");
        await firstRun(shared, cache, "validate", keysFile);
        await msgform(shared, cache, "validate", keysFile);
        const file = cacheFileIn(cache);
        writeFileSync(file, apply(readFileSync(file)));

        const run = await msgform(shared, cache, "validate", keysFile);
        expect(run.code).toBe(0);
        expect(run.stderr).toContain("valid (1 api_keys)");
        expect(run.report!.compiled).toBeGreaterThan(0);
        if (damage === "a flipped byte in the compiled code") expect(run.report!.compiled).toBe(1);
        expect(run.report!.written).toBe(true);
        // Rewritten whole: the next run finds everything again.
        expect((await msgform(shared, cache, "validate", keysFile)).report).toMatchObject({ compiled: 0, written: false });
      });
    }
  });

  it("six first runs at once all succeed and leave one marker; six second runs at once leave one whole cache file", async () => {
    const cache = fresh("cache");
    // Each first run reads its file from a FIFO that gets the file only once all six hold theirs open: all six
    // are then past their start, where a run decides it is the first, so none can find another's marker.
    // (Started at once, a run the machine schedules late could otherwise start after another has ended.)
    const fifoDir = fresh("fifos");
    mkdirSync(fifoDir);
    const fifos = Array.from({ length: 6 }, (_, i) => join(fifoDir, `keys-${i}.yaml`));
    for (const fifo of fifos) execFileSync("mkfifo", [fifo]);
    const starting = fifos.map((fifo) => msgform(shared, cache, "validate", fifo));
    const ended = (run: Promise<Run>) => run.then((r) => Promise.reject(new Error(`a first run ended before reading its file: ${r.stderr}`)));
    const readers = await Promise.all(fifos.map((fifo, i) => Promise.race([open(fifo, "w"), ended(starting[i]!)])));
    for (const reader of readers) {
      await reader.writeFile(KEYS);
      await reader.close();
    }
    const firsts = await Promise.all(starting);
    for (const run of firsts) {
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("valid (1 api_keys)");
      expect(run.marked).toBe(true);
    }
    expect(readdirSync(cache).filter((f) => f !== "node")).toEqual([expect.stringMatching(/\.seen$/)]);
    const runs = await Promise.all(Array.from({ length: 6 }, () => msgform(shared, cache, "validate", keysFile)));
    for (const run of runs) {
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("valid (1 api_keys)");
    }
    expect(readdirSync(cache).filter((f) => !f.endsWith(".bin") && f !== "node")).toEqual([]);
    expect((await msgform(shared, cache, "validate", keysFile)).report).toMatchObject({ compiled: 0, written: false });
  });

  it("runs of different commands and files keep each other's modules: no run rewrites the cache once each has run", async () => {
    const cache = fresh("cache");
    const campaign = join(work, "campaign.yaml");
    writeFileSync(campaign, stringify(acmeRegistration()));
    const shapes = [["validate", keysFile], ["validate", campaign], ["--help"], ["plan", "--help"]];
    // The first of each command caches nothing; the second writes.
    for (const args of [...shapes, ...shapes]) expect((await msgform(shared, cache, ...args)).code).toBe(0);
    for (const args of shapes) {
      const run = await msgform(shared, cache, ...args);
      expect(run.code, args.join(" ")).toBe(0);
      expect(run.report, args.join(" ")).toMatchObject({ compiled: 0, resolved: 0, written: false });
    }
  });

  it("each command has a file of its own: another command's modules do not grow validate's", async () => {
    const cache = fresh("cache");
    await firstRun(shared, cache, "validate", keysFile);
    await msgform(shared, cache, "validate", keysFile);
    const validateFile = cacheFileIn(cache);
    const size = statSync(validateFile).size;
    await firstRun(shared, cache, "plan", "--help");
    expect((await msgform(shared, cache, "plan", "--help")).report).toMatchObject({ written: true });
    expect(readdirSync(cache).filter((f) => f.endsWith(".bin"))).toHaveLength(2);
    expect((await msgform(shared, cache, "validate", keysFile)).report).toMatchObject({ compiled: 0, written: false });
    expect(statSync(validateFile).size).toBe(size);
  });

  it("a run that writes removes cache files unused for 30 days and temporary files a killed run left", async () => {
    const cache = fresh("cache");
    mkdirSync(cache, { mode: 0o700 });
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000);
    const files = {
      "code-v0.0.0-x64-0-validate.bin": old, // another Node, 40 days ago: removed
      "code-v0.0.0-x64-0-plan.bin": new Date(), // another Node, today: kept
      "code-v0.0.0-x64-0-plan.bin.123.tmp": new Date(Date.now() - 2 * 24 * 3600 * 1000), // killed run: removed
      "code-v0.0.0-x64-0-drift.seen": old, // a first run of another Node, 40 days ago: removed
      "notes.txt": old, // not ours: kept
    };
    for (const [name, time] of Object.entries(files)) {
      writeFileSync(join(cache, name), "x");
      utimesSync(join(cache, name), time, time);
    }
    await firstRun(shared, cache, "validate", keysFile);
    expect(readdirSync(cache)).toContain("code-v0.0.0-x64-0-validate.bin"); // a first run writes nothing, so removes nothing
    expect((await msgform(shared, cache, "validate", keysFile)).report).toMatchObject({ written: true });
    const left = readdirSync(cache);
    expect(left).toContain("code-v0.0.0-x64-0-plan.bin");
    expect(left).toContain("notes.txt");
    expect(left).not.toContain("code-v0.0.0-x64-0-validate.bin");
    expect(left).not.toContain("code-v0.0.0-x64-0-plan.bin.123.tmp");
    expect(left).not.toContain("code-v0.0.0-x64-0-drift.seen");
  });

  describe("a cache directory that is not the user's alone is not used", () => {
    const cases: Record<string, (dir: string) => string> = {
      "writable by others": (dir) => {
        mkdirSync(dir);
        chmodSync(dir, 0o777);
        return "others can write to";
      },
      "a file": (dir) => {
        writeFileSync(dir, "");
        return "is not a directory";
      },
    };
    for (const [what, make] of Object.entries(cases)) {
      it.skipIf(process.platform === "win32")(what, async () => {
        const cache = fresh("cache");
        const why = make(cache);
        const run = await msgform(shared, cache, "validate", keysFile);
        expect(run.code).toBe(0);
        expect(run.stderr).toContain("valid (1 api_keys)");
        expect(run.stderr).toContain(`no code cache: ${why === "is not a directory" ? `${cache} ${why}` : `${why} ${cache}`}`);
        expect(run.report).toBeUndefined();
        if (what === "writable by others") expect(readdirSync(cache)).toEqual([]);
      });
    }
  });
});
