import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../emulator/index";
import { type CliResult, msgform } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";
import { clientFor, EXAMPLES, expectNoSecrets, runReadme, scratch, secretsIn } from "./support";

/**
 * examples/bootstrap (issue 8, used-by c): a base plus dev, staging and prod overlays. dev runs on
 * the production account's test key (test-mode objects), staging on an account of its own, prod on
 * the live key; secrets go to one sink per environment.
 */
const DIR = join(EXAMPLES, "bootstrap");
const BASE = join(DIR, "base.yaml");

describe("example: bootstrapping dev, staging and prod from a base and overlays", () => {
  let t: TestEmulator;
  let tmp: ReturnType<typeof scratch>;
  let staging: KeyPair;
  const outputs: CliResult[] = [];
  const known: string[] = [];

  type Env = "dev" | "staging" | "prod" | "qa";
  const envFor = (name: Env): Record<string, string> => {
    const key = name === "dev" ? t.emu.keys.test : name === "staging" ? staging : t.emu.keys.live;
    return {
      MSGFORM_BASE_URL: t.emu.baseUrl,
      MSGFORM_CA_FILE: t.emu.caFile,
      MSGFORM_KEY_ID: key.id,
      MSGFORM_KEY_SECRET: key.secret,
      APP_BASE_URL: `https://${name}.acme.example`,
    };
  };
  const cli = async (name: Env, ...args: string[]) => {
    const r = await msgform([args[0]!, BASE, join(DIR, `${name}.yaml`), ...args.slice(1)], envFor(name));
    outputs.push(r);
    return r;
  };
  const client = (key: KeyPair) => clientFor(t.emu, key);

  beforeAll(async () => {
    t = await TestEmulator.start();
    tmp = scratch("bootstrap");
    const r = await t.control("POST", "/control/accounts", { name: "staging" });
    expect(r.status, r.text).toBe(201);
    staging = r.body.keys.live;
    known.push(t.emu.keys.live.secret, t.emu.keys.test.secret, staging.secret);
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it.each(["dev", "staging", "prod", "qa"] as const)("%s: validate, plan (exit 2), apply with secrets to a sink, plan again (exit 0)", async (name) => {
    expect((await cli(name, "validate")).code).toBe(0);
    const plan = await cli(name, "plan", "--detailed-exitcode");
    expect(plan.code, plan.stderr).toBe(2);
    const sink = join(tmp.dir, `${name}.json`);
    const apply = await cli(name, "apply", "--yes", "--secrets-out", sink);
    expect(apply.code, apply.stderr).toBe(0);
    expect(apply.stderr).toMatch(/Apply: \d+ done, 0 failed, 0 skipped\./);
    expect(statSync(sink).mode & 0o777).toBe(0o600);
    known.push(...secretsIn(sink));
    const again = await cli(name, "plan", "--detailed-exitcode");
    expect(again.code, again.stdout).toBe(0);
  });

  it("dev made test-mode objects only, and left the account's allowlist to prod", async () => {
    const dev = JSON.parse(readFileSync(join(tmp.dir, "dev.json"), "utf8"));
    expect(Object.keys(dev.api_keys).sort()).toEqual(["app", "fixtures"]);
    expect(dev.api_keys.app.id).toMatch(/^svc_test_/);
    expect(dev.api_keys.app.secret).toMatch(/^svc_test_/);
    expect(Object.keys(dev.webhook_endpoints)).toEqual(["receipts"]);
    const test = client(t.emu.keys.test);
    const live = client(t.emu.keys.live);
    try {
      const testHooks = await test.webhooks.list({ limit: 100 }).toArray();
      expect(testHooks.map((e) => [e.mode, e.url])).toEqual([["test", "https://dev.acme.example/webhooks/msgform/receipts"]]);
      const liveHooks = await live.webhooks.list({ limit: 100 }).toArray();
      expect(liveHooks.filter((e) => e.metadata?.["msgform:config"] === "prod").map((e) => e.url).sort()).toEqual([
        "https://prod.acme.example/webhooks/msgform/inbound",
        "https://prod.acme.example/webhooks/msgform/receipts",
      ]);
      // One allowlist per account: prod's, untouched by dev.
      expect((await live.allowlist.get()).entries.map((e) => e.cidr)).toEqual(["127.0.0.0/8", "203.0.113.10", "203.0.113.11"]);
      const prod = JSON.parse(readFileSync(join(tmp.dir, "prod.json"), "utf8"));
      expect(Object.keys(prod.api_keys).sort()).toEqual(["analytics", "app"]);
      expect(prod.api_keys.app.id).toMatch(/^svc_live_k_/);
    } finally {
      await test.close();
      await live.close();
    }
  });

  it("issue 14: qa shares prod's account and declaration names; each owns its own objects and never plans to touch the other's", async () => {
    const live = client(t.emu.keys.live);
    try {
      const hooks = await live.webhooks.list({ limit: 100 }).toArray();
      const owners = hooks.map((e) => `${e.metadata?.["msgform:config"]}:${e.metadata?.["msgform:name"]}`).sort();
      expect(owners).toEqual(["prod:inbound", "prod:receipts", "qa:receipts"]);
      const keys = await live.keys.list({ limit: 100 }).toArray();
      expect(keys.filter((k) => k.metadata?.["msgform:name"] === "app").map((k) => k.metadata?.["msgform:config"]).sort()).toEqual(["prod", "qa"]);
    } finally {
      await live.close();
    }
    for (const [name, other] of [["prod", "qa"], ["qa", "prod"]] as const) {
      const plan = await cli(name, "plan", "--format", "json");
      expect(plan.code, plan.stderr).toBe(0);
      const doc = JSON.parse(plan.stdout);
      expect(doc.summary).toEqual({ create: 0, update: 0, replace: 0, delete: 0 });
      expect(doc.managed_elsewhere.every((e: any) => e.owner === `configuration ${other}`)).toBe(true);
      expect(doc.managed_elsewhere.length).toBeGreaterThan(0);
    }
  });

  it("staging is its own account with its own allowlist", async () => {
    const c = client(staging);
    try {
      expect((await c.allowlist.get()).entries.map((e) => e.cidr)).toEqual(["127.0.0.0/8", "192.0.2.0/24"]);
      expect((await c.webhooks.list({ limit: 100 }).toArray()).map((e) => e.description).sort()).toEqual([
        "delivery receipts (staging)",
        "replies and opt-outs",
      ]);
    } finally {
      await c.close();
    }
  });

  it("no output carried a secret", () => {
    expect(outputs.length).toBe(18);
    expectNoSecrets(outputs.flatMap((o) => [o.stdout, o.stderr]), known);
  });

  it("the README's commands work when pasted, against `msgform emulator`", async () => {
    const r = await runReadme(join(DIR, "README.md"));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^svc_test_\w+$/m);
    expect(r.stderr.match(/Apply: \d+ done, 0 failed, 0 skipped\./g)).toHaveLength(4);
    expect(r.stdout.match(/No changes: the account matches the configuration\./g)).toHaveLength(5);
    expect(r.stdout).toMatch(/-rw------- .* prod\.json/);
    expect(r.stdout).toContain("msgform emulator: stopped");
    expectNoSecrets([r.stdout, r.stderr], []);
  });
});
