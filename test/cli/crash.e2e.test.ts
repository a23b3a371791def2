import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv } from "./run";
import { apply, cleanUp, expectConverged, owned, writeConfig } from "./support/crash";

/**
 * Issue 13, spec 8 (Idempotency): a real `msgform apply` killed with SIGKILL at every moment that
 * matters, then run again, loses no secret and makes no duplicate; concurrent applies of one
 * configuration converge. Asserted on the account (objects per owner marker) and on the sinks
 * (every secret present and accepted by the service).
 */
describe("apply survives SIGKILL and concurrency (spec 8: idempotency)", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  const sinkOf = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const args = (config: string, sink: string) => ["apply", config, "--yes", "--secrets-out", sink];

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-crash-"));
    env = cliEnv(t.emu);
  });
  afterAll(async () => t?.close());

  /** Kills an apply at a named point (or from outside after `ms`), re-runs it, checks the result. */
  async function killThenRerun(configuration: string, kill: { at?: string; ms?: number }): Promise<void> {
    const config = writeConfig(dir, configuration);
    const sink = join(dir, `${configuration}.secrets.json`);
    const killed = await apply(args(config, sink), kill.at ? { ...env, MSGFORM_TEST_CRASH_AT: kill.at } : env, kill.ms);
    if (kill.at) expect(killed.signal, killed.stderr).toBe("SIGKILL");
    const rerun = await apply(args(config, sink), env);
    expect(rerun.code, rerun.stderr).toBe(0);
    if (kill.at?.startsWith("created")) expect(rerun.stderr).toContain("recovering them by replaying their creates");
    await expectConverged(t, configuration, [sinkOf(sink)]);
    const again = await apply(args(config, sink), env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain("no changes");
    await cleanUp(t, configuration);
  }

  for (let k = 1; k <= 7; k++) {
    it(`spec 8: SIGKILL between create #${k}'s response and the sink write; the re-run replays it and writes its secret`, async () => {
      await killThenRerun(`created-${k}`, { at: `created#${k}` });
    });
  }

  for (const at of ["before-create#1", "before-create#4", "secret-written#3", "secret-written#7"]) {
    it(`spec 8: SIGKILL at ${at}; the re-run converges with every secret`, async () => {
      await killThenRerun(at.replace("#", "-"), { at });
    });
  }

  it("spec 8: SIGKILL from outside at random moments; each re-run converges with every secret", async () => {
    for (const ms of [150, 400, 700, 1000]) await killThenRerun(`random-${ms}`, { ms });
  });

  it("spec 8: four applies of one configuration at once make one object per declaration and fill every sink", async () => {
    const config = writeConfig(dir, "concurrent");
    const sinks = ["a", "b", "c", "c"].map((s) => join(dir, `concurrent-${s}.json`));
    const runs = await Promise.all(sinks.map((sink) => apply(args(config, sink), env)));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    await expectConverged(t, "concurrent", [...new Set(sinks)].map(sinkOf));
    await cleanUp(t, "concurrent");
  });

  it("spec 8: beyond the 24 h window a lost secret is named with the one flag that renews it, and no duplicate is left", async () => {
    const config = writeConfig(dir, "expired");
    const sink = join(dir, "expired.secrets.json");
    const killed = await apply(args(config, sink), { ...env, MSGFORM_TEST_CRASH_AT: "created#1" });
    expect(killed.signal).toBe("SIGKILL");
    const before = await owned(t, "expired");
    await t.advance(25 * 3600);
    const rerun = await apply(args(config, sink), env);
    expect(rerun.code).toBe(1);
    expect(rerun.stderr).toMatch(/never reached the secrets sink and cannot be recovered/);
    expect(rerun.stderr).toContain("--replace-lost-secrets --allow-destroy");
    const lost = [...before.keys, ...before.endpoints].map((o) => o.id);
    expect(lost.length).toBeGreaterThan(0);
    // A probe create that was not a replay is deleted again: nothing extra under the markers.
    const after = await owned(t, "expired");
    expect(after.keys.length + after.endpoints.length).toBe(7);
    const renewed = await apply([...args(config, sink), "--replace-lost-secrets", "--allow-destroy"], env);
    expect(renewed.code, renewed.stderr).toBe(0);
    await expectConverged(t, "expired", [sinkOf(sink)]);
    const now = await owned(t, "expired");
    for (const id of lost) expect([...now.keys, ...now.endpoints].map((o) => o.id)).not.toContain(id);
    await cleanUp(t, "expired");
  });
  /** The pending marker of each object, read from the account. */
  async function markers(ids: string[]): Promise<(string | undefined)[]> {
    return Promise.all(ids.map(async (id) => {
      const r = await t.api("GET", id.startsWith("we_") ? `/v1/webhook_endpoints/${id}` : `/v1/keys/${id}`);
      return (r.body as { metadata?: Record<string, string> }).metadata?.["msgform:secret-pending"];
    }));
  }

  it("spec 8: --replace-lost-secrets recovers first: a secret already in the sink keeps its object, even past 24 h", async () => {
    const config = writeConfig(dir, "in-sink");
    const sink = join(dir, "in-sink.secrets.json");
    // Killed after the sink write, before the pending marker's removal.
    const killed = await apply(args(config, sink), { ...env, MSGFORM_TEST_CRASH_AT: "secret-written#1" });
    expect(killed.signal, killed.stderr).toBe("SIGKILL");
    const before = await owned(t, "in-sink");
    const first = [...before.keys, ...before.endpoints].map((o) => o.id);
    expect(first).toHaveLength(1);
    expect(await markers(first)).toEqual(["true"]);
    await t.advance(25 * 3600);
    const rerun = await apply([...args(config, sink), "--replace-lost-secrets", "--allow-destroy"], env);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stderr).toContain("only their pending markers are removed");
    expect(rerun.stderr).not.toContain("replacing it");
    await expectConverged(t, "in-sink", [sinkOf(sink)]);
    const now = await owned(t, "in-sink");
    expect([...now.keys, ...now.endpoints].map((o) => o.id)).toContain(first[0]);
    expect(await markers(first)).toEqual([undefined]);
    await cleanUp(t, "in-sink");
  });

  it("spec 8: --replace-lost-secrets replays a create the service still keeps instead of replacing the object", async () => {
    const config = writeConfig(dir, "replayable");
    const sink = join(dir, "replayable.secrets.json");
    const killed = await apply(args(config, sink), { ...env, MSGFORM_TEST_CRASH_AT: "created#2" });
    expect(killed.signal, killed.stderr).toBe("SIGKILL");
    const before = await owned(t, "replayable");
    const made = [...before.keys, ...before.endpoints].map((o) => o.id);
    expect((await markers(made)).filter((m) => m === "true").length).toBeGreaterThan(0);
    const rerun = await apply([...args(config, sink), "--replace-lost-secrets", "--allow-destroy"], env);
    expect(rerun.code, rerun.stderr).toBe(0);
    expect(rerun.stderr).toContain("recovering them by replaying their creates");
    await expectConverged(t, "replayable", [sinkOf(sink)]);
    const now = await owned(t, "replayable");
    for (const id of made) expect([...now.keys, ...now.endpoints].map((o) => o.id)).toContain(id);
    expect((await markers(made)).every((m) => m === undefined)).toBe(true);
    await cleanUp(t, "replayable");
  });

  it("--replace-lost-secrets without --allow-destroy is refused before anything happens", async () => {
    const config = writeConfig(dir, "no-destroy");
    const sink = join(dir, "no-destroy.secrets.json");
    await apply(args(config, sink), { ...env, MSGFORM_TEST_CRASH_AT: "created#1" });
    const before = await owned(t, "no-destroy");
    const refused = await apply([...args(config, sink), "--replace-lost-secrets"], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("needs --allow-destroy");
    expect(await owned(t, "no-destroy")).toEqual(before);
    await cleanUp(t, "no-destroy");
  });
});
