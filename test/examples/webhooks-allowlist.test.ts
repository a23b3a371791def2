import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliResult, msgform } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";
import { clientFor, EXAMPLES, expectNoSecrets, runReadme, scratch, secretsIn } from "./support";

/** examples/webhooks-allowlist (issue 8, used-by a): webhooks and the IP allowlist declared in YAML. */
const CONFIG = join(EXAMPLES, "webhooks-allowlist", "msgform.yaml");

describe("example: webhooks and the IP allowlist as code", () => {
  let t: TestEmulator;
  let tmp: ReturnType<typeof scratch>;
  let env: Record<string, string>;
  const outputs: CliResult[] = [];
  const cli = async (args: string[], extra: Record<string, string> = {}) => {
    const r = await msgform(args, { ...env, ...extra });
    outputs.push(r);
    return r;
  };

  beforeAll(async () => {
    t = await TestEmulator.start();
    tmp = scratch("hooks");
    env = {
      MSGFORM_BASE_URL: t.emu.baseUrl,
      MSGFORM_KEY_ID: t.emu.keys.live.id,
      MSGFORM_KEY_SECRET: t.emu.keys.live.secret,
      MSGFORM_CA_FILE: t.emu.caFile,
      HOOKS_BASE_URL: "https://hooks.acme.example",
    };
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it("validate, plan (exit 2), apply, plan again (exit 0); the account has what the file says", async () => {
    expect((await cli(["validate", CONFIG])).code).toBe(0);
    const plan = await cli(["plan", CONFIG, "--detailed-exitcode"]);
    expect(plan.code, plan.stderr).toBe(2);
    expect(plan.stdout).toMatch(/Plan: 3 to create, 1 to update, 0 to replace, 0 to delete\./);
    expect(plan.stdout).toContain("url: \"https://hooks.acme.example/msgform/receipts\"");

    const sink = join(tmp.dir, "secrets.json");
    const apply = await cli(["apply", CONFIG, "--yes", "--secrets-out", sink]);
    expect(apply.code, apply.stderr).toBe(0);
    expect(apply.stderr).toMatch(/Apply: 4 done, 0 failed, 0 skipped\./);
    expect(statSync(sink).mode & 0o777).toBe(0o600);
    const written = JSON.parse(readFileSync(sink, "utf8"));
    expect(Object.keys(written.webhook_endpoints).sort()).toEqual(["inbound", "receipts", "registration"]);

    const again = await cli(["plan", CONFIG, "--detailed-exitcode"]);
    expect(again.code, again.stdout).toBe(0);
    expect(again.stdout).toContain("No changes");

    const c = clientFor(t.emu);
    try {
      const allowlist = await c.allowlist.get();
      expect(allowlist.entries.map((e) => e.cidr)).toEqual(["127.0.0.0/8", "198.51.100.0/24", "203.0.113.10"]);
      const endpoints = await c.webhooks.list({ limit: 100 }).toArray();
      const byUrl = Object.fromEntries(endpoints.map((e) => [e.url, e]));
      expect(byUrl["https://hooks.acme.example/msgform/inbound"]?.enabled_events).toEqual([
        "message.received",
        "message.opted_out",
        "message.help_requested",
      ]);
      expect(byUrl["https://ops.acme.example/hooks/10dlc"]?.status).toBe("disabled");
    } finally {
      await c.close();
    }
    expectNoSecrets(outputs.flatMap((o) => [o.stdout, o.stderr]), [...secretsIn(sink), t.emu.keys.live.secret]);
  });

  it("another ${env:HOOKS_BASE_URL} moves the two endpoints that use it, in place", async () => {
    const r = await cli(["plan", CONFIG, "--detailed-exitcode"], { HOOKS_BASE_URL: "https://hooks-v2.acme.example" });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/Plan: 0 to create, 2 to update, 0 to replace, 0 to delete\./);
    expect(r.stdout).toContain("url: \"https://hooks.acme.example/msgform/inbound\" → \"https://hooks-v2.acme.example/msgform/inbound\"");
  });

  it("the README's commands work when pasted, against `msgform emulator`", async () => {
    const r = await runReadme(join(EXAMPLES, "webhooks-allowlist", "README.md"));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Apply: 4 done, 0 failed, 0 skipped\./);
    expect(r.stdout).toContain("No changes");
    expect(r.stdout).toMatch(/-rw------- .*webhook-secrets\.json/);
    expect(r.stdout).toContain("msgform emulator: stopped");
    expectNoSecrets([r.stdout, r.stderr], []);
  });
});
