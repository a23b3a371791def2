import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv } from "./run";
import { apply } from "./support/crash";

/**
 * Issue 13 item 3: duplicates that already exist (two applies at once in an older msgform, a copy
 * made by hand) never wedge plan or drift: they are reported by name, and apply --allow-destroy
 * deletes the extras, keeping the one in use.
 */
describe("duplicate objects under one declaration", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  let config: string;
  const keys: { id: string; secret: string }[] = [];
  const hooks: string[] = [];

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-dups-"));
    env = cliEnv(t.emu);
    config = join(dir, "dups.yaml");
    writeFileSync(
      config,
      "version: 1\nconfiguration: dups\n" +
      "api_keys:\n  ci:\n    name: ci key\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n" +
      "webhook_endpoints:\n  orders:\n    url: http://127.0.0.1:9/hooks/orders\n    enabledEvents: [message.delivered]\n",
    );
    // Three keys of this configuration named ci; two owner-less (older msgform) endpoints named orders.
    for (let i = 0; i < 3; i++) {
      const r = await t.api("POST", "/v1/keys", {
        body: { name: "ci key", scopes: ["messages:read"], metadata: { "msgform:name": "ci", "msgform:config": "dups" } },
      });
      expect(r.status).toBe(201);
      keys.push({ id: r.body.id, secret: r.body.secret });
    }
    for (let i = 0; i < 2; i++) {
      const r = await t.api("POST", "/v1/webhook_endpoints", {
        body: { url: "http://127.0.0.1:9/hooks/orders", enabled_events: ["message.delivered"], metadata: { "msgform:name": "orders" } },
      });
      expect(r.status).toBe(201);
      hooks.push(r.body.id);
    }
    // The second key is the one in use.
    expect((await t.api("GET", "/v1/me", { key: keys[1]! })).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it("plan names each extra copy and the one kept, and exits normally", async () => {
    const r = await apply(["plan", config, "--detailed-exitcode"], env);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout.split(`duplicate: ${keys[1]!.id} carries the same name`).length - 1).toBe(2);
    expect(r.stdout).toContain(keys[0]!.id);
    expect(r.stdout).toContain(keys[2]!.id);
    expect(r.stdout).toContain(hooks[1]!);
  });

  it("drift reports the duplicates by name in JSON", async () => {
    const r = await apply(["drift", config, "--format", "json"], env);
    expect(r.code, r.stderr).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.duplicates).toEqual(
      expect.arrayContaining([
        { section: "api_keys", name: "ci", id: keys[0]!.id, kept: keys[1]!.id },
        { section: "api_keys", name: "ci", id: keys[2]!.id, kept: keys[1]!.id },
        { section: "webhook_endpoints", name: "orders", id: hooks[1]!, kept: hooks[0]! },
      ]),
    );
  });

  it("apply without --allow-destroy refuses; with it, the extras go and the one in use stays", async () => {
    const sink = join(dir, "secrets.json");
    const refused = await apply(["apply", config, "--yes", "--secrets-out", sink], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--allow-destroy");
    const done = await apply(["apply", config, "--yes", "--allow-destroy", "--secrets-out", sink], env);
    expect(done.code, done.stderr).toBe(0);
    const live = await t.api("GET", "/v1/keys?status=active&limit=100");
    const ci = live.body.data.filter((k: { metadata: Record<string, string> }) => k.metadata["msgform:name"] === "ci");
    expect(ci.map((k: { id: string }) => k.id)).toEqual([keys[1]!.id]);
    const eps = (await t.api("GET", "/v1/webhook_endpoints?limit=100")).body.data;
    expect(eps.map((w: { id: string }) => w.id)).toEqual([hooks[0]!]);
    const again = await apply(["drift", config], env);
    expect(again.code, again.stdout).toBe(0);
    // Keys made by hand have no secret this sink could recover: nothing was written for them.
    expect(existsSync(sink) ? readFileSync(sink, "utf8") : "").not.toContain(keys[0]!.secret);
  });
});
