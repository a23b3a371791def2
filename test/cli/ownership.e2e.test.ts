// Several configurations (and Pulumi stacks) in one account (issue 14): each plans, applies, drifts
// and exports only what it owns; owner markers on the objects themselves, no state file.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";

const hooks = (configuration: string | undefined, urls: Record<string, string>) =>
  (configuration ? `configuration: ${configuration}\n` : "") +
  "webhook_endpoints:\n" +
  Object.entries(urls).map(([name, url]) => `  ${name}:\n    url: ${url}\n    enabledEvents: [message.delivered]\n`).join("");

describe("issue 14: configurations and stacks sharing one account", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const client = () => {
    const { baseUrl, caFile, keys } = t.emu;
    return createClient({ baseUrl, keyId: keys.live.id, keySecret: keys.live.secret, caFile });
  };
  const run = (...args: string[]) => msgform(args, env);
  const planJson = async (...files: string[]) => {
    const r = await run("plan", ...files, "--format", "json");
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout);
  };
  const endpointsByMarker = async () => {
    const c = client();
    const all = await c.webhooks.list({ limit: 100 }).toArray();
    await c.close();
    return all.map((e) => ({ id: e.id, url: e.url, metadata: e.metadata ?? {} }));
  };

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-owners-"));
    env = cliEnv(t.emu);
  });
  afterAll(async () => t?.close());

  it("staging and prod declare the same names in one section: each creates and owns its own objects", async () => {
    const staging = file("staging.yaml", hooks("staging", { orders: "http://127.0.0.1:9/staging", audit: "http://127.0.0.1:9/s-audit" }));
    const prod = file("prod.yaml", hooks("prod", { orders: "http://127.0.0.1:9/prod" }));
    const sink = join(dir, "secrets.json");
    for (const f of [staging, prod]) {
      const r = await run("apply", f, "--yes", "--secrets-out", sink);
      expect(r.code, r.stderr).toBe(0);
    }
    const live = await endpointsByMarker();
    expect(live.filter((e) => e.metadata["msgform:config"] === "staging").map((e) => e.metadata["msgform:name"]).sort()).toEqual(["audit", "orders"]);
    expect(live.filter((e) => e.metadata["msgform:config"] === "prod").map((e) => e.url)).toEqual(["http://127.0.0.1:9/prod"]);

    const plan = await planJson(staging);
    expect(plan.configuration).toBe("staging");
    expect(plan.summary).toEqual({ create: 0, update: 0, replace: 0, delete: 0 });
    expect(plan.managed_elsewhere).toEqual([
      expect.objectContaining({ section: "webhook_endpoints", name: "orders", owner: "configuration prod" }),
    ]);
    const text = await run("plan", staging);
    expect(text.stdout).toContain("configuration staging");
    expect(text.stdout).toContain("1 managed by configuration prod: webhook_endpoints.orders");
  });

  it("a configuration that drops every entry deletes only its own objects, never another configuration's", async () => {
    const prodEmpty = file("prod-empty.yaml", "configuration: prod\nwebhook_endpoints: {}\n");
    const plan = await planJson(prodEmpty);
    expect(plan.summary.delete).toBe(1);
    expect(plan.changes.filter((c: any) => c.action === "delete").map((c: any) => c.name)).toEqual(["orders"]);
    const staging = join(dir, "staging.yaml");
    const drift = await run("drift", staging, "--format", "json");
    expect(drift.code, drift.stdout).toBe(0);
    const report = JSON.parse(drift.stdout);
    expect(report.configuration).toBe("staging");
    expect(report.undeclared).toEqual([]);
    expect(report.managed_elsewhere.map((e: any) => e.owner)).toEqual(["configuration prod"]);
  });

  it("overlays set the configuration per environment; files without one mean `default`", async () => {
    const base = file("base.yaml", hooks(undefined, { shared: "http://127.0.0.1:9/base" }));
    const qa = file("qa.yaml", "configuration: qa\n");
    expect((await planJson(base)).configuration).toBe("default");
    const plan = await planJson(base, qa);
    expect(plan.configuration).toBe("qa");
    expect(plan.summary.create).toBe(1);
    expect(plan.managed_elsewhere.map((e: any) => e.owner).sort()).toEqual(["configuration prod", "configuration staging", "configuration staging"]);
    const bad = file("bad.yaml", "configuration: Not Valid\n");
    const r = await run("validate", bad);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/configuration/);
  });

  it("upgrade: an object an earlier msgform marked with a name only is adopted by the configuration that declares it", async () => {
    const c = client();
    const legacy = await c.webhooks.create({
      url: "http://127.0.0.1:9/legacy",
      enabled_events: ["message.delivered"],
      metadata: { "msgform:name": "legacy" },
    });
    await c.close();
    // Another configuration never deletes it (it is not theirs), even with its section declared.
    const other = await planJson(join(dir, "prod.yaml"));
    expect(other.changes.some((ch: any) => ch.id === legacy.id)).toBe(false);
    const mine = file("legacy.yaml", "configuration: ops\n" + hooks(undefined, { legacy: "http://127.0.0.1:9/legacy" }));
    const plan = await planJson(mine);
    const change = plan.changes.find((ch: any) => ch.name === "legacy");
    // Recording the owner is not a change (nothing declared differs): shown, not counted.
    expect(change).toMatchObject({ action: "noop", id: legacy.id, ownership: { to: "configuration ops" } });
    expect(change.ownership.from).toMatch(/no owner recorded/);
    const text = await run("plan", mine, "--detailed-exitcode");
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("Ownership to record");
    expect(text.stdout).toMatch(/ {2}webhook_endpoints\.legacy {2}owner: no owner recorded .* → configuration ops/);
    expect((await run("apply", mine, "--yes")).code).toBe(0);
    expect((await run("plan", mine, "--detailed-exitcode")).code).toBe(0);
    const after = (await endpointsByMarker()).find((e) => e.id === legacy.id)!;
    expect(after.metadata).toEqual({ "msgform:name": "legacy", "msgform:config": "ops" });
  });

  it("hand-over: adopting another configuration's object needs takeOver: true, and the plan shows the owner change", async () => {
    const prodOrders = (await endpointsByMarker()).find((e) => e.metadata["msgform:config"] === "prod")!;
    const refused = file("grab.yaml", `configuration: intake\nwebhook_endpoints:\n  orders:\n    id: ${prodOrders.id}\n    url: http://127.0.0.1:9/prod\n    enabledEvents: [message.delivered]\n`);
    const r = await run("plan", refused);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${prodOrders.id} is managed by configuration prod`);
    expect(r.stderr).toContain("takeOver: true");
    const taking = file("take.yaml", readFileSync(refused, "utf8").replace(`id: ${prodOrders.id}\n`, `id: ${prodOrders.id}\n    takeOver: true\n`));
    const plan = await planJson(taking);
    expect(plan.changes[0]).toMatchObject({ action: "update", ownership: { from: "configuration prod", to: "configuration intake" } });
    const applied = await run("apply", taking, "--yes");
    expect(applied.code, applied.stderr).toBe(0);
    const moved = (await endpointsByMarker()).find((e) => e.id === prodOrders.id)!;
    expect(moved.metadata).toMatchObject({ "msgform:config": "intake", "msgform:name": "orders" });
    // prod no longer owns it: its plan would create its own again, and says why.
    const prodPlan = await planJson(join(dir, "prod.yaml"));
    const create = prodPlan.changes.find((ch: any) => ch.name === "orders");
    expect(create.action).toBe("create");
    expect(create.notes.join(" ")).toContain("configuration intake has its own webhook_endpoints object named 'orders'");
  });

  it("a take-over that names no object, and an export under a name that breaks the rule, are refused with the fix", async () => {
    const noId = file("no-id.yaml", "configuration: intake\nwebhook_endpoints:\n  x:\n    takeOver: true\n    url: http://127.0.0.1:9/x\n    enabledEvents: [message.delivered]\n");
    const r = await run("plan", noId);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("webhook_endpoints.x: takeOver: true names no object: add id: <the object's id>");
    const badName = await run("export", "--configuration", "Prod EU");
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain("names are 1 to 63 lowercase letters");
  });

  it("objects a Pulumi stack owns are listed as such, never planned, and export lists them unless --include-pulumi", async () => {
    const c = client();
    const stackOwned = await c.webhooks.create({
      url: "http://127.0.0.1:9/pulumi",
      enabled_events: ["message.delivered"],
      metadata: { "msgform:name": "receipts", "msgform:pulumi": "payments/prod" },
    });
    await c.close();
    const plan = await planJson(join(dir, "staging.yaml"));
    expect(plan.managed_elsewhere).toContainEqual(expect.objectContaining({ id: stackOwned.id, owner: "Pulumi stack payments/prod" }));
    expect(plan.unmanaged.map((u: any) => u.id)).not.toContain(stackOwned.id);

    const exported = await run("export", "--configuration", "staging");
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain("configuration: staging");
    expect(exported.stdout).not.toContain(stackOwned.id + "\n");
    expect(exported.stdout).toContain(`# Not exported, managed elsewhere: webhook_endpoints.receipts (${stackOwned.id}): Pulumi stack payments/prod`);
    expect(exported.stderr).toContain("not exported, managed elsewhere");
    // The export is staging's own configuration: plan on it shows no changes.
    const exportFile = file("export.yaml", exported.stdout);
    const again = await run("plan", exportFile, "--detailed-exitcode");
    expect(again.code, exported.stdout + again.stdout + again.stderr).toBe(0);

    const withPulumi = await run("export", "--configuration", "staging", "--include-pulumi");
    expect(withPulumi.stdout).toContain(`id: ${stackOwned.id}`);
    expect(withPulumi.stdout).toContain("takeOver: true");
  });

  it("a saved plan survives activity in another configuration, and is refused after a change to its own objects", async () => {
    const staging = join(dir, "staging.yaml");
    writeFileSync(staging, hooks("staging", { orders: "http://127.0.0.1:9/staging", audit: "http://127.0.0.1:9/s-audit", extra: "http://127.0.0.1:9/s-extra" }));
    const saved = join(dir, "staging-plan.json");
    expect((await run("plan", staging, "--out", saved)).code).toBe(0);
    // prod applies in between: not something staging's plan depends on.
    const prod = file("prod2.yaml", hooks("prod", { orders: "http://127.0.0.1:9/prod", more: "http://127.0.0.1:9/prod-more" }));
    expect((await run("apply", prod, "--yes", "--secrets-out", join(dir, "s2.json"))).code).toBe(0);
    const ok = await run("apply", saved, "--yes", "--secrets-out", join(dir, "s3.json"));
    expect(ok.code, ok.stderr).toBe(0);
    // Now one of staging's own objects changes between plan and apply: refused.
    writeFileSync(staging, hooks("staging", { orders: "http://127.0.0.1:9/staging" }));
    expect((await run("plan", staging, "--out", saved)).code).toBe(0);
    const c = client();
    const audit = (await c.webhooks.list({ limit: 100 }).toArray()).find((e) => e.metadata?.["msgform:config"] === "staging" && e.metadata?.["msgform:name"] === "audit")!;
    await c.webhooks.update({ webhook_endpoint_id: audit.id }, { description: "changed by hand" });
    await c.close();
    const stale = await run("apply", saved, "--yes", "--allow-destroy");
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain("the account changed since this plan was made");
  });

  it("the IP allowlist has exactly one owner: a second configuration fails plan naming it and how to hand it over", async () => {
    const entries = "ip_allowlist:\n  entries:\n    - { cidr: 127.0.0.0/8, description: loopback }\n";
    const platform = file("platform.yaml", "configuration: platform\n" + entries);
    const first = await planJson(platform);
    expect(first.changes[0].ownership.to).toBe("configuration platform");
    const applied = await run("apply", platform, "--yes");
    expect(applied.code, applied.stderr).toBe(0);
    const again = await run("plan", platform, "--detailed-exitcode");
    expect(again.code, again.stdout).toBe(0);
    const c = client();
    expect((await c.allowlist.get()).metadata).toEqual({ "msgform:name": "ip_allowlist", "msgform:config": "platform" });
    await c.close();

    const second = file("second.yaml", "configuration: security\n" + entries);
    const r = await run("plan", second);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("ip_allowlist: ip_allowlist is managed by configuration platform");
    expect(r.stderr).toContain("takeOver: true");
    // Drift of a configuration that does not declare it says nothing about it.
    const quiet = await run("drift", file("quiet.yaml", "configuration: quiet\nwebhook_endpoints: {}\n"));
    expect(quiet.code, quiet.stdout).toBe(0);
    // Hand-over, explicit and visible.
    const takeOver = file("second-take.yaml", "configuration: security\nip_allowlist:\n  takeOver: true\n  entries:\n    - { cidr: 127.0.0.0/8, description: loopback }\n");
    const plan = await planJson(takeOver);
    expect(plan.changes[0].ownership).toEqual({ from: "configuration platform", to: "configuration security" });
  });

  it("a plan made with a test key that changes the allowlist warns that it applies to live traffic too", async () => {
    const testEnv = cliEnv(t.emu, t.emu.keys.test);
    const f = file("test-key.yaml", "configuration: security\nip_allowlist:\n  takeOver: true\n  entries:\n    - { cidr: 127.0.0.0/8, description: everything local }\n");
    const r = await msgform(["plan", f], testEnv);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("this plan uses a test key, but ip_allowlist belongs to the whole account: the change applies to live keys and live traffic too");
  });
});
