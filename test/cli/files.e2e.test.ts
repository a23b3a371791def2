// Every path the CLI writes data through or reads code from is checked on its descriptor
// (sdk/files/checked.ts): the request trace (--log-file, MSGFORM_LOG_FILE), the secrets sink
// (--secrets-out), the outputs the user names (plan --out, export --out/--pulumi), a saved plan read back by
// apply, and Node's compile cache directory (MSGFORM_CACHE_DIR). Links, modes others can
// write, FIFOs and files of another user, through the real CLI; and the directory swap of issue 48 run
// by a second local user (`nobody`, through setpriv: the tests run as root in CI), which must fail.
import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync, chownSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync,
  symlinkSync, writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";

const NOBODY = 65534;
const asRoot = process.getuid?.() === 0;
let dir: string;
let keys: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "msgform-files-"));
  keys = join(dir, "keys.yaml");
  writeFileSync(keys, "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const fifo = (path: string) => execFileSync("mkfifo", ["-m", "600", path]);
/** A plan against nothing: the client, and so the trace file, is made before the connection fails. */
const unreachable = {
  MSGFORM_BASE_URL: "https://127.0.0.1:1",
  MSGFORM_KEY_ID: `svc_test_${"k".repeat(24)}`,
  MSGFORM_KEY_SECRET: `svc_test_${"s".repeat(40)}`,
};

describe("the request trace file (--log-file, MSGFORM_LOG_FILE)", () => {
  const refused = async (path: string, how: "flag" | "env", problem: RegExp) => {
    const args = how === "flag" ? ["plan", keys, "--log-file", path] : ["plan", keys];
    const env = how === "env" ? { ...unreachable, MSGFORM_LOG_FILE: path } : unreachable;
    const started = Date.now();
    const r = await msgform(args, env);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toContain(`msgform: refusing the trace file ${path} `);
    expect(r.stderr).toMatch(problem);
    expect(r.stderr).toContain("point MSGFORM_LOG_FILE (--log-file) at another file");
    expect(r.stderr).not.toContain("could not connect");
  };

  it("a symbolic link is refused and its target left as it was", async () => {
    const target = join(dir, "target.txt");
    writeFileSync(target, "theirs\n");
    const link = join(dir, "trace-link.log");
    symlinkSync(target, link);
    await refused(link, "flag", /is a symbolic link, which msgform does not follow there; remove it/);
    await refused(link, "env", /is a symbolic link/);
    expect(readFileSync(target, "utf8")).toBe("theirs\n");
  });

  it("a FIFO is refused at once, not waited on", async () => {
    const pipe = join(dir, "trace.fifo");
    fifo(pipe);
    await refused(pipe, "flag", /is a FIFO \(named pipe\), not a regular file/);
  });

  it("a directory is refused", async () => {
    const sub = join(dir, "trace-dir");
    mkdirSync(sub);
    await refused(sub, "env", /is a directory, not a regular file/);
  });

  it("a file others can write is refused, naming the chmod", async () => {
    const wide = join(dir, "trace-wide.log");
    writeFileSync(wide, "");
    chmodSync(wide, 0o666);
    await refused(wide, "flag", /is writable by others \(mode 0666\); run chmod go-w /);
    expect(readFileSync(wide, "utf8")).toBe("");
  });

  it.runIf(asRoot)("a file of another user is refused", async () => {
    const theirs = join(dir, "trace-theirs.log");
    writeFileSync(theirs, "");
    chmodSync(theirs, 0o600);
    chownSync(theirs, NOBODY, NOBODY);
    await refused(theirs, "flag", new RegExp(`belongs to user ${NOBODY}, not to you`));
  });

  it("a file of ours others may read is made 0600 and appended to; a new one is created 0600", async () => {
    const readable = join(dir, "trace-readable.log");
    writeFileSync(readable, "earlier line\n");
    chmodSync(readable, 0o644);
    const r = await msgform(["plan", keys, "--log-file", readable], unreachable);
    expect(r.stderr).toContain("could not connect");
    expect(statSync(readable).mode & 0o777).toBe(0o600);
    const lines = readFileSync(readable, "utf8").trim().split("\n");
    expect(lines[0]).toBe("earlier line");
    expect(lines.slice(1).every((l) => l.startsWith("msgform: debug: "))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    const fresh = join(dir, "trace-new.log");
    await msgform(["plan", keys], { ...unreachable, MSGFORM_LOG_FILE: fresh });
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
  });
});

describe("the secrets sink (--secrets-out)", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await TestEmulator.start();
  });
  afterAll(async () => {
    await emu?.close();
  });

  const refusedSink = async (path: string, problem: RegExp) => {
    const r = await msgform(["apply", keys, "--yes", "--secrets-out", path], cliEnv(emu.emu));
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(problem);
    expect(r.stdout + r.stderr).not.toMatch(/Apply: \d+ done/);
  };

  it("a FIFO is refused at once", async () => {
    const pipe = join(dir, "sink.fifo");
    fifo(pipe);
    await refusedSink(pipe, /refusing the secrets sink .*sink\.fifo.*not a regular file/);
  });

  it("a sink others can write is refused, naming the chmod", async () => {
    const wide = join(dir, "sink-wide.json");
    writeFileSync(wide, "{}\n");
    chmodSync(wide, 0o666);
    const problem = /refusing the secrets sink .*sink-wide\.json: is writable by others \(mode 0666\); run chmod go-w/;
    await refusedSink(wide, problem);
  });

  it.runIf(asRoot)("a sink of another user is refused", async () => {
    const theirs = join(dir, "sink-theirs.json");
    writeFileSync(theirs, "{}\n");
    chmodSync(theirs, 0o600);
    chownSync(theirs, NOBODY, NOBODY);
    await refusedSink(theirs, new RegExp(`refusing the secrets sink .*sink-theirs\\.json: belongs to user ${NOBODY}, not to you`));
  });
});

describe("the outputs the user names (plan --out, export --out and --pulumi) and a saved plan read back", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await TestEmulator.start();
  });
  afterAll(async () => {
    await emu?.close();
  });

  const refusedOutput = async (args: string[], problem: RegExp) => {
    const started = Date.now();
    const r = await msgform(args, cliEnv(emu.emu));
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(problem);
  };

  it("a symbolic link is refused, for the plan and for each export, and its target left as it was", async () => {
    const target = join(dir, "out-target.txt");
    writeFileSync(target, "theirs\n");
    const link = join(dir, "out-link");
    symlinkSync(target, link);
    const linkRefused = /cannot write the .* is a symbolic link, which msgform does not follow there; remove it/;
    await refusedOutput(["plan", keys, "--out", link], linkRefused);
    await refusedOutput(["export", "--out", link], linkRefused);
    await refusedOutput(["export", "--out", join(dir, "export-ok.yaml"), "--pulumi", link], linkRefused);
    expect(readFileSync(target, "utf8")).toBe("theirs\n");
  });

  it("a FIFO is refused at once, not waited on", async () => {
    const pipe = join(dir, "out.fifo");
    fifo(pipe);
    await refusedOutput(["plan", keys, "--out", pipe], /cannot write the saved plan .*out\.fifo: it is a FIFO \(named pipe\), not a regular file/);
  });

  it("a file others can write is refused and left as it was; a file of ours is written anew", async () => {
    const wide = join(dir, "out-wide.json");
    writeFileSync(wide, "planted\n");
    chmodSync(wide, 0o666);
    await refusedOutput(["plan", keys, "--out", wide], /it is writable by others \(mode 0666\); run chmod go-w /);
    expect(readFileSync(wide, "utf8")).toBe("planted\n");
    const ours = join(dir, "out-ours.yaml");
    writeFileSync(ours, "x".repeat(10_000));
    const r = await msgform(["export", "--out", ours], cliEnv(emu.emu));
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(ours, "utf8")).toMatch(/^[^x]/);
    expect(readFileSync(ours, "utf8")).not.toContain("xxxx");
  });

  it.runIf(asRoot)("an output file of another user is refused and left as it was", async () => {
    const theirs = join(dir, "out-theirs.yaml");
    writeFileSync(theirs, "theirs\n");
    chmodSync(theirs, 0o644);
    chownSync(theirs, NOBODY, NOBODY);
    await refusedOutput(["export", "--out", theirs], new RegExp(`cannot write the export .*out-theirs\\.yaml: it belongs to user ${NOBODY}, not to you`));
    expect(readFileSync(theirs, "utf8")).toBe("theirs\n");
  });

  it("a saved plan that others can write, or that another user owns, is not applied", async () => {
    const plan = join(dir, "saved-plan.json");
    const made = await msgform(["plan", keys, "--out", plan], cliEnv(emu.emu));
    expect(made.code, made.stderr).toBe(0);
    expect(statSync(plan).mode & 0o022).toBe(0);
    chmodSync(plan, 0o666);
    const apply = () => msgform(["apply", plan, "--yes", "--secrets-out", join(dir, "plan-secrets.json")], cliEnv(emu.emu));
    let r = await apply();
    expect(r.code, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/refusing the saved plan .*saved-plan\.json is writable by others \(mode 0666\)/);
    if (asRoot) {
      chmodSync(plan, 0o644);
      chownSync(plan, NOBODY, NOBODY);
      r = await apply();
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toMatch(new RegExp(`refusing the saved plan .*saved-plan\\.json belongs to user ${NOBODY}, not to you`));
      chownSync(plan, process.getuid!(), process.getgid!());
    }
    chmodSync(plan, 0o600);
    r = await apply();
    expect(r.code, r.stderr).toBe(0);
    expect((await emu.api("GET", "/v1/keys")).body.data.map((k: { name: string }) => k.name)).toContain("ci");
  });
});

describe("Node's compile cache directory (MSGFORM_CACHE_DIR)", () => {
  const help = (cacheDir: string, extra: Record<string, string> = {}) =>
    msgform(["--help"], { MSGFORM_CACHE_DIR: cacheDir, MSGFORM_LOG: "debug", ...extra });

  it("a new one is made mode 0700 and holds Node's cache after a run", async () => {
    const cache = join(dir, "cache-new", "msgform");
    const r = await help(cache);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain("no compile cache");
    expect(statSync(cache).mode & 0o777).toBe(0o700);
    expect(readdirSync(cache).length).toBeGreaterThan(0);
  });

  it("one others can write is not used: the CLI runs without it and says why", async () => {
    const wide = join(dir, "cache-wide");
    mkdirSync(wide);
    chmodSync(wide, 0o777);
    const r = await help(wide);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Commands:");
    expect(r.stderr).toMatch(new RegExp(
      "msgform: debug: no compile cache: .*cache-wide is writable by others \\(mode 0777\\), who may have put files in it; " +
      "run chmod 700 .*, or set MSGFORM_CACHE_DIR to a directory of your own",
    ));
    expect(readdirSync(wide)).toEqual([]);
    // Silent without MSGFORM_LOG=debug.
    expect((await msgform(["--help"], { MSGFORM_CACHE_DIR: wide })).stderr).toBe("");
  });

  it("one under a directory others can write (no sticky bit) is not used; with the sticky bit it is", async () => {
    const shared = join(dir, "shared-open");
    mkdirSync(shared);
    chmodSync(shared, 0o777);
    const r = await help(join(shared, "cache"));
    const problem = /no compile cache: .*shared-open is writable by others without the sticky bit \(mode 0777\)/;
    expect(r.stderr).toMatch(problem);
    const sticky = join(dir, "shared-sticky");
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const ok = await help(join(sticky, "cache"));
    expect(ok.stderr).not.toContain("no compile cache");
    expect(existsSync(join(sticky, "cache"))).toBe(true);
  });

  it.runIf(asRoot)("one of another user, or reached through another user's link or directory, is not used", async () => {
    const theirs = join(dir, "cache-theirs");
    mkdirSync(theirs, { mode: 0o700 });
    chownSync(theirs, NOBODY, NOBODY);
    expect((await help(theirs)).stderr).toMatch(new RegExp(`no compile cache: .*cache-theirs belongs to user ${NOBODY}, not to you`));
    const mine = join(dir, "cache-mine");
    mkdirSync(mine, { mode: 0o700 });
    const link = join(dir, "cache-link");
    symlinkSync(mine, link);
    execFileSync("chown", ["-h", `${NOBODY}:${NOBODY}`, link]);
    expect((await help(link)).stderr).toMatch(new RegExp(`no compile cache: .*cache-link, a symbolic link of user ${NOBODY}'s`));
    const theirParent = join(dir, "their-parent");
    mkdirSync(theirParent, { mode: 0o755 });
    chownSync(theirParent, NOBODY, NOBODY);
    const viaParent = await help(join(theirParent, "cache"));
    expect(viaParent.stderr).toMatch(new RegExp(`no compile cache: .*their-parent belongs to user ${NOBODY}, who can rename what is in it`));
  });

  it("a file where the directory should be is not used", async () => {
    const file = join(dir, "cache-file");
    writeFileSync(file, "");
    const problem = /no compile cache: .*cache-file is not a directory; remove it, or set MSGFORM_CACHE_DIR/;
    expect((await help(file)).stderr).toMatch(problem);
  });
});

describe.runIf(asRoot && existsSync("/usr/bin/setpriv"))("the cache directory swap, run by another local user", () => {
  it("another user swapping our cache directory for theirs, in a loop, never gets a run to use theirs", async () => {
    // Shared space: a folder every user can write, without the sticky bit, holding our cache directory.
    const shared = mkdtempSync(join(tmpdir(), "msgform-shared-"));
    chmodSync(shared, 0o777);
    const ours = join(shared, "cache");
    const theirs = join(shared, "theirs");
    const stop = join(shared, "stop");
    const result = join(shared, "result");
    // The attacker, as `nobody`: their own directory with a planted file, then our directory swapped for
    // a link to theirs and back, as fast as it goes, until told to stop.
    const attacker = join(dir, "attacker.cjs");
    writeFileSync(attacker, [
      "const fs = require('fs'); const path = require('path');",
      `const [ours, theirs, stop, result] = ${JSON.stringify([ours, theirs, stop, result])};`,
      "fs.mkdirSync(theirs, { mode: 0o777 }); fs.writeFileSync(path.join(theirs, 'planted'), 'theirs');",
      "let swaps = 0, refused = 0;",
      "while (!fs.existsSync(stop)) {",
      "  try { fs.renameSync(ours, ours + '.aside'); fs.symlinkSync(theirs, ours); swaps++;",
      "    fs.unlinkSync(ours); fs.renameSync(ours + '.aside', ours); } catch (e) { refused++; }",
      "}",
      "fs.writeFileSync(result, JSON.stringify({ swaps, refused }));",
    ].join("\n"));
    chmodSync(dir, 0o755);
    chmodSync(attacker, 0o644);
    try {
      // Our cache directory, ours and private (made before the folder became shared, say); the attacker swaps it from now on.
      mkdirSync(ours, { mode: 0o700 });
      const asNobody = ["--reuid=nobody", "--regid=nogroup", "--clear-groups"];
      const child = spawn("setpriv", [...asNobody, process.execPath, attacker], { stdio: "ignore" });
      const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
      let notes = 0;
      for (let i = 0; i < 15; i++) {
        const r = await msgform(["validate", keys], { MSGFORM_CACHE_DIR: ours, MSGFORM_LOG: "debug" });
        expect(r.code, r.stderr).toBe(0);
        const refused = /no compile cache: .*msgform-shared-\w+ is writable by others without the sticky bit/;
        if (refused.test(r.stderr)) notes++;
      }
      writeFileSync(stop, "");
      await exited;
      const { swaps } = JSON.parse(readFileSync(result, "utf8")) as { swaps: number };
      expect(swaps).toBeGreaterThan(0);
      // Every run refused the directory (whichever it found there) and wrote nothing into theirs.
      expect(notes).toBe(15);
      expect(readdirSync(theirs)).toEqual(["planted"]);
      for (const name of readdirSync(theirs)) expect(lstatSync(join(theirs, name)).uid).toBe(NOBODY);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  }, 120_000);
});
