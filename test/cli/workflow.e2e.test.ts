import { copyFileSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { type CliResult, cliEnv, msgform } from "./run";

/**
 * The YAML toolkit end to end (issue 7): the built CLI as a child process against a real emulator
 * over HTTPS, in the order a team uses it: validate, plan, apply, drift, saved plans, destroy
 * guards, export, events. Every output is kept and checked for secrets at the end.
 */
describe("msgform CLI workflow against the emulator", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  let config: string;
  const outputs: CliResult[] = [];
  const secrets: string[] = [];

  const cli = async (...args: string[]) => {
    const r = await msgform(args, env);
    outputs.push(r);
    return r;
  };
  const edit = (from: string, to: string) => {
    const text = readFileSync(config, "utf8");
    expect(text).toContain(from);
    writeFileSync(config, text.replace(from, to));
  };
  const client = (key = t.emu.keys.live) =>
    createClient({ baseUrl: t.emu.baseUrl, keyId: key.id, keySecret: key.secret, caFile: t.emu.caFile });

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-cli-"));
    config = join(dir, "account.yaml");
    copyFileSync(join(__dirname, "fixtures", "account.yaml"), config);
    env = cliEnv(t.emu);
    secrets.push(t.emu.keys.live.secret, t.emu.keys.test.secret);
  });
  afterAll(async () => t?.close());

  it("validate accepts the config offline", async () => {
    const r = await msgform(["validate", config], {});
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain("valid (");
  });

  it("plan --detailed-exitcode on a fresh account exits 2 and lists every object to create", async () => {
    const r = await cli("plan", config, "--detailed-exitcode");
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toContain("+ webhook_endpoints.orders");
    expect(r.stdout).toContain("+ campaigns.alerts");
    expect(r.stdout).toContain("brandId: (known after apply)");
    expect(r.stdout).toMatch(/Plan: 5 to create, 1 to update, 0 to replace, 0 to delete\./);
    // The bootstrap key is in the account but in no file: reported, never touched.
    expect(r.stdout).toContain(`api_keys ${t.emu.keys.live.id}`);
  });

  it("plan --format json follows the documented msgform-plan v1 schema", async () => {
    const r = await cli("plan", config, "--format", "json");
    expect(r.code, r.stderr).toBe(0);
    const plan = JSON.parse(r.stdout);
    expect(plan).toMatchObject({ format: "msgform-plan", version: 1, base_url: t.emu.baseUrl });
    expect(plan.summary).toEqual({ create: 5, update: 1, replace: 0, delete: 0 });
    expect(plan.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(plan.changes.map((c: { section: string; action: string }) => `${c.section}:${c.action}`).sort()).toEqual([
      "api_keys:create",
      "brands:create",
      "campaigns:create",
      "ip_allowlist:update",
      "phone_numbers:create",
      "webhook_endpoints:create",
    ]);
  });

  it("apply refuses to run without confirmation when there is no terminal", async () => {
    const r = await cli("apply", config, "--secrets-out", join(dir, "secrets.json"));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("pass --yes");
  });

  it("apply refuses before doing anything when secrets shown once would have nowhere to go", async () => {
    const r = await cli("apply", config, "--yes");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("--secrets-out");
    const again = await cli("plan", config, "--detailed-exitcode");
    expect(again.stdout).toMatch(/5 to create/);
  });

  it("apply --yes converges, in dependency order, with secrets only in the 0600 sink", async () => {
    const sink = join(dir, "secrets.json");
    const r = await cli("apply", config, "--yes", "--secrets-out", sink);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Apply: 6 done, 0 failed, 0 skipped\./);
    const steps = ["create brands.acme", "create campaigns.alerts", "create phone_numbers.main"];
    const order = steps.map((step) => r.stderr.indexOf(step));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(statSync(sink).mode & 0o777).toBe(0o600);
    const written = JSON.parse(readFileSync(sink, "utf8"));
    expect(written.api_keys.ci.secret).toMatch(/^svc_live_s_/);
    expect(written.webhook_endpoints.orders.signingSecret).toMatch(/^whsec_/);
    secrets.push(written.api_keys.ci.secret, written.webhook_endpoints.orders.signingSecret);
    // The new key works: the secret in the sink is the real one.
    const c = client({ id: written.api_keys.ci.id, secret: written.api_keys.ci.secret });
    await expect(c.messages.list({ limit: 1 })).resolves.toBeDefined();
    await c.close();
  });

  it("plan again shows no changes: exit 0 with --detailed-exitcode", async () => {
    const r = await cli("plan", config, "--detailed-exitcode");
    expect(r.code, r.stdout).toBe(0);
    expect(r.stdout).toContain("No changes");
  });

  it("drift is read-only and exits 2 naming the field changed out of band", async () => {
    const c = client();
    const [endpoint] = await c.webhooks.list({ limit: 100 }).toArray();
    await c.webhooks.update({ webhook_endpoint_id: endpoint!.id }, { description: "edited in the console" });
    await c.close();
    const r = await cli("drift", config);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stdout).toContain("description: account has \"edited in the console\", config says \"order notifications\"");
    const json = JSON.parse((await cli("drift", config, "--format", "json")).stdout);
    expect(json).toMatchObject({ format: "msgform-drift", version: 1, drifted: true });
    expect(json.changed[0].fields[0]).toMatchObject({ field: "description", old: "edited in the console" });
    const md = await cli("drift", config, "--format", "markdown");
    expect(md.stdout).toContain("**Drift detected**");
    // Still drifted: drift changed nothing.
    expect((await cli("drift", config)).code).toBe(2);
  });

  it("spec 8 / saved plans: a saved plan survives unrelated activity, and is refused once an object it depends on changed", async () => {
    const planFile = join(dir, "plan.json");
    expect((await cli("plan", config, "--out", planFile)).code).toBe(0);
    const c = client();
    // An object this configuration does not own: the plan does not depend on it.
    await c.webhooks.create({
      url: "https://hooks.partner.example/in",
      enabled_events: ["message.received"],
      description: "partner",
    });
    const unrelated = await cli("plan", config, "--out", join(dir, "plan2.json"));
    expect(unrelated.code).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "plan2.json"), "utf8")).fingerprint).toBe(JSON.parse(readFileSync(planFile, "utf8")).fingerprint);
    // One of its own objects changed out of band: the saved plan no longer describes the account.
    const saved = JSON.parse(readFileSync(planFile, "utf8"));
    const endpoint = saved.changes.find((ch: any) => ch.section === "webhook_endpoints" && ch.id);
    await c.webhooks.update({ webhook_endpoint_id: endpoint.id }, { description: "changed in the console" });
    await c.close();
    const stale = await cli("apply", planFile, "--yes");
    expect(stale.code).toBe(1);
    expect(stale.stderr).toContain("the account changed since this plan was made");
    expect((await cli("plan", config, "--out", planFile)).code).toBe(0);
    const ok = await cli("apply", planFile, "--yes");
    expect(ok.code, ok.stderr).toBe(0);
    expect((await cli("drift", config)).code).toBe(0);
  });

  it("the markdown plan of a campaign change says it sends the campaign back into review", async () => {
    edit("Account alerts for Acme customers", "Account and order alerts for Acme customers");
    const r = await cli("plan", config, "--format", "markdown");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("**0 to create, 1 to update, 0 to replace, 0 to delete**");
    const review = /sends the campaign back into carrier review \(current status: [A-Z]+\): description changed/;
    expect(r.stdout).toMatch(review);
    expect(r.stdout).toContain("<details>");
    const apply = await cli("apply", config, "--yes");
    expect(apply.code, apply.stderr).toBe(0);
  });

  it("destructive changes are refused without --allow-destroy, then applied with it", async () => {
    edit("webhook_endpoints:\n  orders:", "webhook_endpoints:\n  orders_renamed_away:");
    const md = await cli("plan", config, "--format", "markdown");
    expect(md.stdout).toContain("[!WARNING]");
    expect(md.stdout).toMatch(/delete <code>webhook_endpoints\.orders<\/code>/);
    const refused = await cli("apply", config, "--yes", "--secrets-out", join(dir, "secrets.json"));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("--allow-destroy");
    expect((await cli("plan", config, "--detailed-exitcode")).code).toBe(2);
    const done = await cli("apply", config, "--yes", "--allow-destroy", "--secrets-out", join(dir, "secrets.json"));
    expect(done.code, done.stderr).toBe(0);
    expect((await cli("plan", config, "--detailed-exitcode")).code).toBe(0);
    const written = JSON.parse(readFileSync(join(dir, "secrets.json"), "utf8"));
    secrets.push(written.webhook_endpoints.orders_renamed_away.signingSecret);
    // Nothing lost: the earlier secrets are still in the sink.
    expect(written.api_keys.ci.secret).toMatch(/^svc_live_s_/);
  });

  it("export writes YAML that plan accepts with no changes, adopting unmanaged objects by id", async () => {
    const out = join(dir, "export.yaml");
    const r = await cli("export", "--out", out, "--pulumi", join(dir, "export.ts"));
    expect(r.code, r.stderr).toBe(0);
    const yaml = readFileSync(out, "utf8");
    expect(yaml).toMatch(/partner-?\d*:\n(.*\n)*?\s+id: we_/);
    for (const secret of secrets) expect(yaml).not.toContain(secret);
    const plan = await cli("plan", out, "--detailed-exitcode");
    expect(plan.code, plan.stdout).toBe(0);
    expect(plan.stdout).not.toContain("Unmanaged");
    expect(readFileSync(join(dir, "export.ts"), "utf8")).toContain("new msgform.Campaign(\"alerts\"");
  });

  it("spec 4, 6: events lists undelivered events and replays one", async () => {
    // The endpoint points at a closed port: a campaign decision's event fails until its retries run out.
    const c = client();
    const [campaign] = await c.campaigns.list({ limit: 1 }).toArray();
    await c.close();
    expect((await t.control("POST", `/control/campaigns/${campaign!.id}/decision`, { outcome: "approve" })).status).toBe(200);
    await t.control("POST", "/control/deliveries/settle", {});
    await t.advance(31 * 60);
    await t.control("POST", "/control/deliveries/settle", {});
    const r = await cli("events", "list", "--undelivered", "--format", "json");
    expect(r.code, r.stderr).toBe(0);
    const events = r.stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ event: "campaign.status_changed" });
    expect(events[0].id).toMatch(/^evt_/);
    const replay = await cli("events", "replay", events[0].id);
    expect(replay.code, replay.stderr).toBe(0);
    const range = await cli("events", "replay", "--from", "2000-01-01T00:00:00Z", "--to", "2100-01-01T00:00:00Z", "--undelivered");
    expect(range.code, range.stderr).toBe(0);
    expect(JSON.parse(range.stdout).matched_events).toBeGreaterThan(0);
  });

  it("spec 3, 6: drift flags an endpoint the service disabled after 24 hours of failures", async () => {
    // The endpoint's receiver has never answered; a day later a replay fails too, and the service
    // disables it (its failures now span 24 hours).
    await t.advance(25 * 3600);
    const replay = await cli("events", "replay", "--from", "2000-01-01T00:00:00Z", "--to", "2100-01-01T00:00:00Z", "--undelivered");
    expect(replay.code, replay.stderr).toBe(0);
    await t.control("POST", "/control/deliveries/settle", {});
    const r = await cli("drift", config, "--format", "json");
    expect(r.code, r.stderr).toBe(2);
    const report = JSON.parse(r.stdout);
    expect(report.unhealthy).toEqual([
      expect.objectContaining({ section: "webhook_endpoints", problem: expect.stringContaining("disabled by the service") }),
    ]);
    // The declaration says enabled: apply re-enables it, and the account matches again.
    const fix = await cli("apply", config, "--yes");
    expect(fix.code, fix.stderr).toBe(0);
    expect((await cli("drift", config)).code).toBe(0);
  });

  it("a failure midway reports what was and was not done; a re-run converges", async () => {
    edit("api_keys:\n", "api_keys:\n  reporting:\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n");
    edit("webhook_endpoints:\n", "webhook_endpoints:\n  audit:\n    url: http://127.0.0.1:9/audit\n    enabledEvents: [message.failed]\n");
    const fault = await t.control("POST", "/control/faults", { target: "webhooks.create", kind: "error_5xx", probability: 1 });
    expect(fault.status).toBe(201);
    const sink = join(dir, "secrets.json");
    const failed = await cli("apply", config, "--yes", "--secrets-out", sink);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/Apply: 1 done, 1 failed, 0 skipped\./);
    expect(failed.stderr).toMatch(/create webhook_endpoints\.audit: .*service_unavailable/);
    // The key that was created is in the sink already, although the apply failed.
    const written = JSON.parse(readFileSync(sink, "utf8"));
    expect(written.api_keys.reporting.secret).toMatch(/^svc_live_s_/);
    secrets.push(written.api_keys.reporting.secret);
    await t.control("DELETE", "/control/faults");
    const again = await cli("apply", config, "--yes", "--secrets-out", sink);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/Apply: 1 done, 0 failed, 0 skipped\./);
    secrets.push(JSON.parse(readFileSync(sink, "utf8")).webhook_endpoints.audit.signingSecret);
    expect((await cli("plan", config, "--detailed-exitcode")).code).toBe(0);
  });

  it("colour only when asked for (FORCE_COLOR), and never with NO_COLOR", async () => {
    // Run directly (not collected below): these outputs carry colour on purpose. A read-only plan
    // of a pending change, so that there is something to paint.
    const pending = join(dir, "pending.yaml");
    writeFileSync(pending, "webhook_endpoints:\n  extra:\n    url: http://127.0.0.1:9/x\n    enabledEvents: [message.sent]\n");
    const forced = await msgform(["plan", pending], { ...env, FORCE_COLOR: "1" });
    expect(forced.stdout).toContain("\u001b[");
    const off = await msgform(["plan", pending], { ...env, FORCE_COLOR: "1", NO_COLOR: "1" });
    expect(off.code).toBe(forced.code);
    expect(off.stdout + off.stderr).not.toContain("\u001b[");
  });

  it("no output ever carried a secret or a colour code (no terminal, so plain text)", () => {
    expect(outputs.length).toBeGreaterThan(15);
    for (const o of outputs) {
      for (const s of secrets) {
        expect(o.stdout).not.toContain(s);
        expect(o.stderr).not.toContain(s);
      }
      expect(o.stdout + o.stderr).not.toContain("\u001b[");
    }
  });
});

describe("two configurations in one account", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-two-"));
    env = cliEnv(t.emu);
  });
  afterAll(async () => t?.close());

  it("each manages only the sections its files mention: neither plans to delete the other's objects", async () => {
    const hooks = join(dir, "hooks.yaml");
    const keys = join(dir, "keys.yaml");
    writeFileSync(hooks, "webhook_endpoints:\n  a:\n    url: http://127.0.0.1:9/a\n    enabledEvents: [message.sent]\n");
    writeFileSync(keys, "api_keys:\n  reader:\n    scopes: [messages:read]\n");
    const sink = join(dir, "secrets.json");
    expect((await msgform(["apply", hooks, "--yes", "--secrets-out", sink], env)).code).toBe(0);
    expect((await msgform(["apply", keys, "--yes", "--secrets-out", sink], env)).code).toBe(0);
    for (const f of [hooks, keys]) {
      const plan = await msgform(["plan", f, "--detailed-exitcode"], env);
      expect(plan.code, plan.stdout).toBe(0);
      expect((await msgform(["drift", f], env)).code).toBe(0);
    }
    // Within a section the files are the whole truth: an entry removed is planned for deletion.
    writeFileSync(hooks, "webhook_endpoints: {}\n");
    const plan = await msgform(["plan", hooks, "--format", "json"], env);
    expect(JSON.parse(plan.stdout).summary).toEqual({ create: 0, update: 0, replace: 0, delete: 1 });
  });
});
