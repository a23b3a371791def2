import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SecretsSink } from "../../cli/secrets";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv } from "./run";
import { apply, expectConverged, owned, writeConfig } from "./support/crash";

/**
 * Issue 13 item 1: apply proves it can write the secrets sink before the first change. Each unusable
 * sink is refused with one line naming the path and the fix, and the account does not change.
 */
describe("the secrets sink is checked before any change", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  let config: string;

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-sink-"));
    env = cliEnv(t.emu);
    config = writeConfig(dir, "sink");
  });
  afterAll(async () => t?.close());

  async function refused(sink: string, message: RegExp): Promise<void> {
    const r = await apply(["apply", config, "--yes", "--secrets-out", sink], env);
    expect(r.code, r.stderr).toBe(1);
    const line = r.stderr.split("\n").find((l) => message.test(l));
    expect(line, r.stderr).toBeDefined();
    expect(line).toContain(sink);
    const live = await owned(t, "sink");
    expect(live.keys.length + live.endpoints.length, "nothing changed in the account").toBe(0);
  }

  it("a sink in a missing directory is refused, naming the directory to create", async () => {
    await refused(join(dir, "missing", "secrets.json"), /does not exist; create it first \(mkdir -p /);
  });

  it("a directory given as the sink is refused, naming a file to use instead", async () => {
    mkdirSync(join(dir, "adir"));
    await refused(join(dir, "adir"), /is a directory; name a file in it/);
  });

  it("a symbolic link as the sink is refused; its target is not touched", async () => {
    const target = join(dir, "target.json");
    writeFileSync(target, "{}\n");
    symlinkSync(target, join(dir, "link.json"));
    await refused(join(dir, "link.json"), /is a symbolic link; pass the path of a real file/);
    expect(readFileSync(target, "utf8")).toBe("{}\n");
  });

  it("a file that is not a msgform sink is refused, not overwritten", async () => {
    writeFileSync(join(dir, "other.json"), "[1, 2, 3]\n");
    await refused(join(dir, "other.json"), /is not a msgform secrets file; choose another path or remove it/);
    writeFileSync(join(dir, "notes.txt"), "hello\n");
    await refused(join(dir, "notes.txt"), /it is not JSON/);
    expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("hello\n");
  });

  it("an empty file is an empty sink; links planted next to it are never followed; the sink ends mode 0600", async () => {
    const sinkDir = join(dir, "planted");
    mkdirSync(sinkDir);
    const sink = join(sinkDir, "secrets.json");
    writeFileSync(sink, "");
    // Links at the names a predictable writer would use (the old ones were pid- and time-based).
    const victim = join(dir, "victim.txt");
    writeFileSync(victim, "untouched\n");
    for (const name of [".secrets.json.tmp", `.${process.pid}.secrets.tmp`, "secrets.json.tmp", "secrets.json.lock.tmp"]) {
      symlinkSync(victim, join(sinkDir, name));
    }
    const r = await apply(["apply", config, "--yes", "--secrets-out", sink], env);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(victim, "utf8")).toBe("untouched\n");
    expect(statSync(sink).mode & 0o777).toBe(0o600);
    await expectConverged(t, "sink", [JSON.parse(readFileSync(sink, "utf8"))]);
    // No temporary or lock file is left behind.
    expect(readdirSync(sinkDir).filter((f) => f.endsWith(".lock") || /\.[0-9a-f]{16}\.tmp$/.test(f))).toEqual([]);
  });

  it("two writers of one sink merge: neither loses the other's secrets", () => {
    const file = join(dir, "merge.json");
    const a = SecretsSink.open(file);
    const b = SecretsSink.open(file);
    a.write({ section: "api_keys", name: "a", id: "k1", field: "secret", value: "one" });
    b.write({ section: "api_keys", name: "b", id: "k2", field: "secret", value: "two" });
    const doc = JSON.parse(readFileSync(file, "utf8"));
    expect(doc.api_keys).toEqual({ a: { id: "k1", secret: "one" }, b: { id: "k2", secret: "two" } });
    expect(b.holds("api_keys", "a", "k1", ["secret"])).toBe(true);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it("a lock left by a killed process is taken over", () => {
    const file = join(dir, "stale.json");
    writeFileSync(`${file}.lock`, "999999999");
    SecretsSink.open(file).write({ section: "api_keys", name: "a", id: "k1", field: "secret", value: "one" });
    expect(JSON.parse(readFileSync(file, "utf8")).api_keys.a.secret).toBe("one");
  });
});
