// cli/output.ts: the CLI writes stdout and stderr to the descriptor, not through Node's streams, and
// falls back to the stream where the descriptor cannot take a write whole. Nothing may be lost or
// reordered on the way, whatever the reader on the other end does.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CLI } from "./run";

const dir = mkdtempSync(join(tmpdir(), "msgform-output-"));
// 2,000 keys without scopes: about 790 KB of diagnostics, many times what a pipe holds (64 KB on Linux).
const big = join(dir, "big.yaml");
writeFileSync(big, ["api_keys:", ...Array.from({ length: 2000 }, (_, i) => `  k${i}:\n    name: key-${i}`)].join("\n") + "\n");
const env = { PATH: process.env.PATH, HOME: process.env.HOME, MSGFORM_CACHE_DIR: join(dir, "cache") };

/** The output of a run whose stdout and stderr are files: every write whole, nothing waits. */
function reference(args: string[]): { stdout: string; stderr: string; status: number | null } {
  const out = join(dir, `ref-out-${args.join("-").replace(/\W/g, "")}`);
  const err = `${out}.err`;
  const fds = [openSync(out, "w"), openSync(err, "w")];
  const r = spawnSync(process.execPath, [CLI, ...args], { env, stdio: ["ignore", fds[0], fds[1]] });
  fds.forEach(closeSync);
  return { stdout: readFileSync(out, "utf8"), stderr: readFileSync(err, "utf8"), status: r.status };
}

/**
 * Runs the CLI behind a Node process that opens its own stdout and stderr right after starting it. The
 * CLI shares those pipes, and libuv makes every pipe it opens non-blocking (the flag belongs to the pipe,
 * not to one process): the CLI's writes to a full pipe then fail with EAGAIN. (A child that libuv starts
 * gets blocking pipes, so they are opened after the start.) The test does not read for `pauseMs`, so the
 * pipes fill.
 */
function throughFullPipes(args: string[], pauseMs: number) {
  const parent = [
    "const fs = require('node:fs');",
    "const cli = require('node:child_process').spawn(process.execPath, process.argv.slice(1), { stdio: 'inherit' });",
    "cli.on('exit', (code) => { process.exitCode = code; });",
    "process.stdout; process.stderr;",
    // Linux shows the descriptor's flags: O_NONBLOCK is 04000 (octal).
    "const flags = (fd) => { try { return /flags:\\s+(\\d+)/.exec(fs.readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))[1]; } catch { return ''; } };",
    "fs.writeFileSync(process.env.FLAGS_FILE, JSON.stringify([flags(1), flags(2)]));",
  ].join("\n");
  const flagsFile = join(dir, `flags-${Math.random().toString(36).slice(2)}`);
  const child = spawn(process.execPath, ["-e", parent, CLI, ...args], {
    env: { ...env, FLAGS_FILE: flagsFile },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.pause();
  child.stderr.pause();
  const chunks = { stdout: [] as Buffer[], stderr: [] as Buffer[] };
  const done = new Promise<{ stdout: string; stderr: string; status: number | null }>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) =>
      resolve({
        stdout: Buffer.concat(chunks.stdout).toString(),
        stderr: Buffer.concat(chunks.stderr).toString(),
        status,
      }),
    );
  });
  setTimeout(() => {
    child.stdout.on("data", (d: Buffer) => chunks.stdout.push(d));
    child.stderr.on("data", (d: Buffer) => chunks.stderr.push(d));
    child.stdout.resume();
    child.stderr.resume();
  }, pauseMs);
  return { done, flags: () => JSON.parse(readFileSync(flagsFile, "utf8")) as [string, string] };
}

const nonBlocking = (octal: string) => (parseInt(octal, 8) & 0o4000) !== 0;

describe("the CLI's output through a full non-blocking pipe", () => {
  it.each([
    ["stderr: validate's text diagnostics", ["validate", big]],
    ["stdout: validate's JSON document", ["validate", "--format", "json", big]],
    ["stdout: GitHub annotations", ["validate", "--format", "github", big]],
  ])("%s arrive whole and in order", async (_what, args) => {
    const want = reference(args);
    expect(want.status).toBe(1);
    expect(want.stdout.length + want.stderr.length).toBeGreaterThan(500_000);
    const run = throughFullPipes(args, 1000);
    const got = await run.done;
    if (process.platform === "linux") {
      // The case under test really happened: the descriptors the CLI wrote to were non-blocking.
      const [out, err] = run.flags();
      expect(nonBlocking(out) && nonBlocking(err)).toBe(true);
    }
    expect(got.status).toBe(1);
    expect(got.stderr).toBe(want.stderr);
    expect(got.stdout).toBe(want.stdout);
  });

  it("a closed stderr costs the output nothing else: stdout still whole, exit code kept", () => {
    const want = reference(["validate", "--format", "json", big]);
    const r = spawnSync("sh", ["-c", `"${process.execPath}" "${CLI}" validate --format json "${big}" 2>&-`], { env, encoding: "utf8", maxBuffer: 1 << 26 });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(want.stdout);
  });
});
