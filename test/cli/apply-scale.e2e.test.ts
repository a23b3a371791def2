// `msgform apply` at real size, as a child process against the emulator over HTTPS: it refuses
// before any change while the plan has preflight errors (set-wide service limits included), stops
// cleanly on SIGINT and SIGTERM (what is in flight finishes, every secret reaches the sink, a
// re-run converges), shows progress without a terminal in few lines, and prints one JSON document
// with `--format json`.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { createClient } from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { BRAND_ARGS, campaignArgs } from "../helpers/fixtures";
import { cliEnv, msgform, start, waitFor } from "./run";

/** The sample brand, and a sound campaign of it named `name` (with `extra` fields), as YAML sections. */
/** A web opt-in at its address: a privacy policy is asked of it (AWS's checklist). */
const WEB_FLOW = "Customers opt in at acme.example/checkout by ticking an unchecked box that states the brand, frequency and that rates apply.";

function registration(name: string, extra: Record<string, unknown> = {}): string {
  const { brandId: _, ...campaign } = campaignArgs("");
  return stringify({ brands: { acme: BRAND_ARGS }, campaigns: { [name]: { brand: "acme", ...campaign, ...extra } } });
}

/** `count` exact numbers +1 <area> <exchange> 1000+i on `campaignName`, named <prefix><i>. */
function numbers(count: number, exchange: string, campaignName: string, prefix = "n"): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `  ${prefix}${i}:\n    number: "+1415${exchange}${1000 + i}"\n    campaign: ${campaignName}\n`;
  }
  return out;
}

function hooks(count: number, prefix = "h"): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += `  ${prefix}${i}:\n    url: https://hooks.example/${prefix}${i}\n    enabledEvents: [message.delivered]\n`;
  }
  return out;
}

describe("msgform apply at real size", () => {
  let t: TestEmulator;
  let dir: string;
  let env: Record<string, string>;
  const file = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  /** Everything the account has, by kind: ids, and the owner markers. */
  async function account() {
    const { baseUrl, caFile, keys } = t.emu;
    const c = createClient({ baseUrl, keyId: keys.live.id, keySecret: keys.live.secret, caFile });
    try {
      const mark = (o: { id: string; metadata?: Record<string, string> | null }) =>
        ({ id: o.id, config: o.metadata?.["msgform:config"], name: o.metadata?.["msgform:name"] });
      return {
        keys: (await c.keys.list({ status: "active", limit: 100 }).toArray()).map(mark),
        endpoints: (await c.webhooks.list({ limit: 100 }).toArray()).map(mark),
        brands: (await c.brands.list({ limit: 100 }).toArray()).map(mark),
        campaigns: (await c.campaigns.list({ limit: 100 }).toArray()).map(mark),
        numbers: (await c.numbers.list({ limit: 100 }).toArray()).map(mark),
      };
    } finally {
      await c.close();
    }
  }
  const counts = async () => {
    const a = await account();
    const { keys, endpoints, brands, campaigns, numbers } = a;
    return {
      keys: keys.length,
      endpoints: endpoints.length,
      brands: brands.length,
      campaigns: campaigns.length,
      numbers: numbers.length,
    };
  };

  beforeAll(async () => {
    t = await TestEmulator.start();
    dir = mkdtempSync(join(tmpdir(), "msgform-apply-scale-"));
    env = cliEnv(t.emu);
  });
  afterAll(async () => t?.close());

  // Each test runs the CLI several times over; a shared machine makes that slow, not wrong.
  const SLOW = { timeout: 240_000 };

  it("refuses before any change while the plan has preflight errors (spec 8 limits included); validate and plan agree", SLOW, async () => {
    // A campaign whose web opt-in links no privacy policy, 50 numbers on it without numberPool (49 allowed),
    // 11 endpoints (10 allowed).
    const bad = file(
      "refused.yaml",
      `configuration: refused\n${registration("alerts", { privacyPolicyUrl: undefined, messageFlow: WEB_FLOW })}phone_numbers:\n` +
      `${numbers(50, "234", "alerts")}` +
      `webhook_endpoints:\n${hooks(11)}`,
    );
    const before = await counts();
    const validate = await msgform(["validate", bad]);
    expect(validate.code).toBe(1);
    const plan = await msgform(["plan", bad], env);
    expect(plan.code, plan.stderr).toBe(1);
    const apply = await msgform(["apply", bad, "--yes"], env);
    expect(apply.code).toBe(1);
    for (const { stderr } of [validate, apply]) {
      expect(stderr).toMatch(/privacy-policy/);
      expect(stderr).toMatch(/50 numbers send on this campaign: more than 49 need numberPool: true/);
      expect(stderr).toMatch(/11 webhook endpoints at once .*the service allows 10 per account/);
    }
    // Each finding with its object, field and rule, and the fix.
    expect(apply.stderr).toContain("not applying: 3 preflight error(s)");
    expect(apply.stderr).toContain("campaigns.alerts privacyPolicyUrl [privacy-policy]: no privacy policy: set privacyPolicyUrl");
    expect(apply.stderr).toContain("campaigns.alerts numberPool [number-pool]: 50 numbers");
    // The one over the limit is the last in apply's order (by name: h9 after h10).
    expect(apply.stderr).toMatch(/webhook_endpoints\.h\d+ url \[webhook-endpoint-limit\]: 11 webhook endpoints/);
    expect(apply.stderr).not.toMatch(/: done \(/);
    // A saved plan is refused the same way.
    const saved = join(dir, "refused.plan.json");
    expect((await msgform(["plan", bad, "--out", saved], env)).code).toBe(1);
    const fromSaved = await msgform(["apply", saved, "--yes"], env);
    expect(fromSaved.code).toBe(1);
    expect(fromSaved.stderr).toContain("not applying: 3 preflight error(s)");
    expect(await counts()).toEqual(before);
  });

  it("acknowledged carrier findings pass, and a set within the limits applies: validate, plan and apply agree", SLOW, async () => {
    const before = await counts();
    // The carrier rule acknowledged, numberPool set, one endpoint fewer: all three commands pass.
    const ack = {
      privacyPolicyUrl: undefined,
      messageFlow: WEB_FLOW,
      acknowledge: [{ rule: "privacy-policy", reason: "the policy is on the checkout page itself" }],
      numberPool: true,
    };
    const good = file(
      "accepted.yaml",
      `configuration: refused\n${registration("alerts", ack)}phone_numbers:\n${numbers(50, "234", "alerts")}` +
      `webhook_endpoints:\n${hooks(10)}`,
    );
    expect((await msgform(["validate", good])).code).toBe(0);
    expect((await msgform(["plan", good], env)).code).toBe(0);
    const applied = await msgform(["apply", good, "--yes", "--secrets-out", join(dir, "accepted.secrets.json")], env);
    expect(applied.code, applied.stderr).toBe(0);
    const after = await counts();
    expect(after.numbers - before.numbers).toBe(50);
    expect(after.endpoints - before.endpoints).toBe(10);
  });

  it("spec 2, 8: endpoints the account already has count toward the 10; the plan names them and apply changes nothing", SLOW, async () => {
    // The account holds the ten endpoints of the previous test; one more is declared elsewhere.
    const extra = file("extra.yaml", `configuration: extra\nwebhook_endpoints:\n${hooks(1, "more")}`);
    expect((await msgform(["validate", extra])).code).toBe(0);
    const before = await counts();
    expect(before.endpoints).toBe(10);
    const plan = await msgform(["plan", extra, "--format", "json"], env);
    expect(plan.code).toBe(1);
    expect(JSON.parse(plan.stdout).findings).toEqual([
      expect.objectContaining({
        rule: "webhook-endpoint-limit",
        severity: "error",
        section: "webhook_endpoints",
        name: "more0",
        message: expect.stringContaining("11 webhook endpoints at once (10 already in the account and 1 declared)"),
      }),
    ]);
    const apply = await msgform(["apply", extra, "--yes", "--secrets-out", join(dir, "extra.json"), "--format", "json"], env);
    expect(apply.code).toBe(1);
    const doc = JSON.parse(apply.stdout);
    expect(doc.summary).toMatchObject({ refused: true, done: 0, failed: 0 });
    expect(doc.findings.map((f: { rule: string }) => f.rule)).toEqual(["webhook-endpoint-limit"]);
    expect(await counts()).toEqual(before);
    // An acknowledgement cannot waive a service limit: the config schema rejects the rule id.
    const acked = file(
      "extra-acked.yaml",
      `configuration: extra\nwebhook_endpoints:\n${hooks(1, "more")}` +
      "    acknowledge: [{ rule: webhook-endpoint-limit, reason: \"we really need eleven\" }]\n",
    );
    expect((await msgform(["validate", acked])).code).toBe(1);
    await clearEndpoints();
  });

  it("numbers the account already has on a campaign count toward its 49 without numberPool: plan and apply refuse " +
    "the 50th with the account unchanged", SLOW, async () => {
    const config = (n: number) =>
      file(`live-${n}.yaml`, `configuration: live\n${registration("alerts")}phone_numbers:\n${numbers(n, "291", "alerts")}`);
    const first = await msgform(["apply", config(1), "--yes"], env);
    expect(first.code, first.stderr).toBe(0);
    const campaignId = (await account()).campaigns.find((c) => c.config === "live")!.id;
    // 48 more bought outside the configuration: 49, the most without numberPool.
    for (let i = 0; i < 48; i++) {
      const r = await t.api("POST", "/v1/numbers", { body: { number: `+1415292${1000 + i}`, campaign_id: campaignId } });
      expect(r.status, r.text).toBe(201);
    }
    expect((await msgform(["validate", config(2)])).code).toBe(0);
    const before = await counts();
    const plan = await msgform(["plan", config(2)], env);
    expect(plan.code).toBe(1);
    expect(plan.stdout).toContain("number-pool: numberPool: 50 numbers send on this campaign: more than 49 need numberPool: true");
    const apply = await msgform(["apply", config(2), "--yes"], env);
    expect(apply.code).toBe(1);
    expect(apply.stderr).toContain("campaigns.alerts numberPool [number-pool]: 50 numbers");
    expect(await counts()).toEqual(before);
  });

  it("one campaign per sole-proprietor brand: validate names the second, apply refuses it with the account unchanged", SLOW, async () => {
    const brand = {
      ...BRAND_ARGS,
      entityType: "SOLE_PROPRIETOR",
      legalName: undefined,
      taxId: undefined,
      contact: { ...BRAND_ARGS.contact, firstName: "Jo", lastName: "Acme" },
    };
    const { brandId: _, ...campaign } = campaignArgs("");
    const sole = { ...campaign, brand: "jo", useCase: "SOLE_PROPRIETOR" };
    const config = file(
      "sole.yaml",
      "configuration: sole\n" + stringify({ brands: { jo: brand }, campaigns: { orders: sole, promos: sole } }, { aliasDuplicateObjects: false }),
    );
    const validate = await msgform(["validate", config]);
    expect(validate.code).toBe(1);
    expect(validate.stderr).toMatch(/campaigns\.promos: 2 campaigns of the sole-proprietor brand jo .*allows 1 per/);
    const before = await counts();
    const apply = await msgform(["apply", config, "--yes"], env);
    expect(apply.code).toBe(1);
    expect(apply.stderr).toContain("campaigns.promos brand [sole-proprietor-campaign-limit]: 2 campaigns");
    expect(await counts()).toEqual(before);
  });

  /** Deletes every webhook endpoint (the account allows 10; later tests declare their own). */
  async function clearEndpoints(): Promise<void> {
    for (const e of (await account()).endpoints) await t.api("DELETE", `/v1/webhook_endpoints/${e.id}`);
  }

  /** A long apply: 30 numbers slowed down by the latency fault, plus keys and endpoints with secrets. */
  function longConfig(configuration: string, exchange: string): string {
    const keys = ["ci", "deploy", "reports"].map((n) => `  ${n}:\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n`).join("");
    return file(
      `${configuration}.yaml`,
      `configuration: ${configuration}\n${registration("alerts")}phone_numbers:\n` +
      `${numbers(30, exchange, "alerts")}api_keys:\n${keys}webhook_endpoints:\n${hooks(2, configuration)}`,
    );
  }

  /** The configuration's objects: one per declaration, and the sink holds the secret of each key and endpoint. */
  async function expectConverged(configuration: string, sinkFile: string): Promise<void> {
    const live = await account();
    const mine = (list: { config?: string; name?: string }[]) =>
      list.filter((o) => o.config === configuration).map((o) => o.name!).sort();
    expect(mine(live.numbers)).toEqual(Array.from({ length: 30 }, (_, i) => `n${i}`).sort());
    expect(mine(live.keys)).toEqual(["ci", "deploy", "reports"]);
    expect(mine(live.endpoints)).toEqual([`${configuration}0`, `${configuration}1`]);
    expect(mine(live.campaigns)).toEqual(["alerts"]);
    const sink = JSON.parse(readFileSync(sinkFile, "utf8"));
    for (const k of live.keys.filter((o) => o.config === configuration)) {
      expect(sink.api_keys[k.name!].id).toBe(k.id);
      expect(sink.api_keys[k.name!].secret).toMatch(/^svc_live_s_/);
    }
    for (const e of live.endpoints.filter((o) => o.config === configuration)) {
      expect(sink.webhook_endpoints[e.name!].id).toBe(e.id);
      expect(sink.webhook_endpoints[e.name!].signingSecret).toEqual(expect.any(String));
    }
  }

  for (const [signal, code, exchange] of [["SIGINT", 130, "245"], ["SIGTERM", 143, "256"]] as const) {
    it(`${signal} inside a long apply: nothing new starts, what is in flight finishes, exit ${code}; a re-run converges ` +
      "with no duplicates and every secret in the sink (spec 8: idempotency)", SLOW, async () => {
      const configuration = `stop-${signal.toLowerCase()}`;
      const config = longConfig(configuration, exchange);
      const sink = join(dir, `${configuration}.secrets.json`);
      const slow = await t.control("POST", "/control/faults", { target: "numbers.buy", kind: "latency", latency_ms: 1500, probability: 1 });
      const args = ["apply", config, "--yes", "--secrets-out", sink, "--concurrency", "4"];
      const run = start(args, env);
      await waitFor(run, /create phone_numbers\.n\d+: done/, 2);
      run.child.kill(signal);
      const stopped = await run.done;
      await t.control("DELETE", `/control/faults/${slow.body.id}`);
      expect(stopped.signal).toBeNull();
      expect(stopped.code, stopped.stderr).toBe(code);
      expect(stopped.stderr).toContain(`interrupted (${signal}): starting nothing new; letting the`);
      // The numbers in flight finished: none failed, and the account has exactly the ones reported done.
      const summary = stopped.stderr.match(new RegExp(`Apply: (\\d+) done, 0 failed, 0 skipped, (\\d+) not started \\(interrupted by ${signal}\\)`));
      expect(summary, stopped.stderr).not.toBeNull();
      expect(Number(summary![2])).toBeGreaterThan(0);
      const reported = [...stopped.stderr.matchAll(/create phone_numbers\.(n\d+): done/g)].map((m) => m[1]).sort();
      const live = (await account()).numbers.filter((n) => n.config === configuration).map((n) => n.name).sort();
      expect(live).toEqual(reported);
      // No line per operation that never started.
      expect(stopped.stderr).not.toMatch(/phone_numbers\.n\d+: (failed|skipped)/);
      expect(stopped.stderr.split("\n").length).toBeLessThan(60);
      // Every secret it got is in the sink already.
      const sunk = JSON.parse(readFileSync(sink, "utf8"));
      const got = await account();
      for (const k of got.keys.filter((o) => o.config === configuration)) expect(sunk.api_keys[k.name!].id).toBe(k.id);
      for (const e of got.endpoints.filter((o) => o.config === configuration)) {
        expect(sunk.webhook_endpoints[e.name!].id).toBe(e.id);
      }

      const rerun = await msgform(args, env);
      expect(rerun.code, rerun.stderr).toBe(0);
      await expectConverged(configuration, sink);
      expect((await msgform(["plan", config, "--detailed-exitcode"], env)).code).toBe(0);
      await clearEndpoints();
    });
  }

  it("a second SIGINT quits at once; the re-run converges with no duplicates", SLOW, async () => {
    const configuration = "twice";
    const config = longConfig(configuration, "267");
    const sink = join(dir, `${configuration}.secrets.json`);
    const slow = await t.control("POST", "/control/faults", { target: "numbers.buy", kind: "latency", latency_ms: 3000, probability: 1 });
    const args = ["apply", config, "--yes", "--secrets-out", sink, "--concurrency", "4"];
    const run = start(args, env);
    await waitFor(run, /create phone_numbers\.n\d+: done/, 1);
    run.child.kill("SIGINT");
    await waitFor(run, /interrupted \(SIGINT\): starting nothing new/);
    run.child.kill("SIGINT");
    const quit = await run.done;
    await t.control("DELETE", `/control/faults/${slow.body.id}`);
    expect(quit.code).toBe(130);
    expect(quit.stderr).toContain("SIGINT again: quitting now");
    expect(quit.stderr).not.toContain("Apply:");
    const rerun = await msgform(args, env);
    expect(rerun.code, rerun.stderr).toBe(0);
    await expectConverged(configuration, sink);
    await clearEndpoints();
  });

  it("without a terminal: a short line per finished change, a count line at intervals, each failure reason once", SLOW, async () => {
    // 3 of the 24 numbers are N11 exchanges, which the service does not sell.
    const unsold = "  bad0:\n    number: \"+14153111000\"\n    campaign: alerts\n  bad1:\n    number: \"+14154111001\"\n" +
      "    campaign: alerts\n  bad2:\n    number: \"+14155111002\"\n    campaign: alerts\n";
    const config = file(
      "progress.yaml",
      `configuration: progress\n${registration("alerts")}phone_numbers:\n${numbers(21, "278", "alerts")}${unsold}`,
    );
    const slow = await t.control("POST", "/control/faults", { target: "numbers.buy", kind: "latency", latency_ms: 400, probability: 1 });
    const r = await msgform(["apply", config, "--yes", "--concurrency", "2"], { ...env, MSGFORM_TEST_PROGRESS_MS: "1000" });
    await t.control("DELETE", `/control/faults/${slow.body.id}`);
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines.filter((l) => /^msgform: create phone_numbers\.n\d+: done \(pn_\w+\)$/.test(l))).toHaveLength(21);
    const failedLine = /^msgform: create phone_numbers\.bad\d: failed \(reason at the end\)$/;
    expect(lines.filter((l) => failedLine.test(l))).toHaveLength(3);
    // 26 steps; the count line says how far, how long, and how long is left.
    expect(r.stderr).toMatch(/^msgform: \d+\/26 done, elapsed \d+s(, \d+ failed)?, about \d+s left/m);
    expect(r.stderr).toMatch(/Apply: 23 done, 3 failed, 0 skipped\./);
    // The reason once, with a count and the names.
    expect(r.stderr.match(/is not a US local number/g)).toHaveLength(1);
    expect(r.stderr).toContain(
      "  3 failed (number_not_supported): phone_numbers.bad0, phone_numbers.bad1, phone_numbers.bad2; the first: ",
    );
    // The plan in short, not a block per object: well under a line and a half per change.
    expect(lines.length).toBeLessThan(26 + 30);
  });

  it("without a terminal, 200 numbers bought by search and 3 failing: one line per finished change, the number in it", SLOW, async () => {
    const searched = Array.from({ length: 200 }, (_, i) => `  s${i}:\n    areaCode: "212"\n`).join("");
    const unsold = [0, 1, 2].map((i) => `  bad${i}:\n    number: "+1415${3 + i}11100${i}"\n`).join("");
    const config = file("long.yaml", `configuration: long\nphone_numbers:\n${searched}${unsold}`);
    const r = await msgform(["apply", config, "--yes"], env);
    expect(r.code).toBe(1);
    const lines = r.stderr.trimEnd().split("\n");
    const match = "first available match of areaCode=212";
    const line = new RegExp(`^msgform: create phone_numbers\\.s\\d+: done \\(pn_\\w+, bought \\+1212\\d{7}, ${match}\\)$`);
    const bought = lines.filter((l) => line.test(l));
    expect(bought).toHaveLength(200);
    // No second line per number, and the failures in the same budget: one line each, the reason once at the end.
    expect(r.stderr).not.toMatch(/PhoneNumber: bought/);
    const failed = /^msgform: create phone_numbers\.bad\d: failed \(reason at the end\)$/;
    expect(lines.filter((l) => failed.test(l))).toHaveLength(3);
    expect(r.stderr).toMatch(/Apply: 200 done, 3 failed, 0 skipped\./);
    // 203 changes: the plan in short, a count line now and then, the report.
    expect(lines.length, r.stderr).toBeLessThan(203 + 25);
    // The numbers named are the ones the account has under those names.
    const live = (await account()).numbers.filter((n) => n.config === "long");
    expect(live).toHaveLength(200);
    const { baseUrl, caFile, keys } = t.emu;
    const c = createClient({ baseUrl, keyId: keys.live.id, keySecret: keys.live.secret, caFile });
    try {
      for (const l of bought.slice(0, 5)) {
        const [, id, number] = l.match(/\((pn_\w+), bought (\+\d+),/)!;
        expect((await c.numbers.get(id!)).number).toBe(number);
      }
    } finally {
      await c.close();
    }
  });

  it("--format json: one msgform-apply document on stdout, matching the account, with no secret in it", SLOW, async () => {
    const keys = "  ci:\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n";
    const config = file(
      "json.yaml",
      `configuration: json\napi_keys:\n${keys}webhook_endpoints:\n${hooks(1, "json")}phone_numbers:\n` +
      "  good:\n    number: \"+14152891000\"\n  unsold:\n    number: \"+14153111009\"\n",
    );
    const sink = join(dir, "json.secrets.json");
    const r = await msgform(["apply", config, "--yes", "--secrets-out", sink, "--format", "json"], env);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({
      format: "msgform-apply",
      version: 1,
      summary: { configuration: "json", total: 4, done: 3, failed: 1, skipped: 0, interrupted: null, refused: false },
    });
    const live = await account();
    const idOf = (list: { id: string; config?: string; name?: string }[], name: string) =>
      list.find((o) => o.config === "json" && o.name === name)?.id;
    const byName = Object.fromEntries(doc.results.map((x: { name: string }) => [x.name, x]));
    expect(byName.ci).toEqual({ section: "api_keys", name: "ci", action: "create", outcome: "done", id: idOf(live.keys, "ci"), error: null });
    expect(byName.json0).toMatchObject({ section: "webhook_endpoints", outcome: "done", id: idOf(live.endpoints, "json0") });
    expect(byName.good).toMatchObject({ section: "phone_numbers", outcome: "done", id: idOf(live.numbers, "good") });
    expect(byName.unsold).toMatchObject({ section: "phone_numbers", action: "create", outcome: "failed", id: null });
    expect(byName.unsold.error).toContain("number_not_supported");
    const secrets = JSON.parse(readFileSync(sink, "utf8"));
    expect(r.stdout).not.toContain(secrets.api_keys.ci.secret);
    expect(r.stdout).not.toContain(secrets.webhook_endpoints.json0.signingSecret);
    // Progress and the report stay on stderr.
    expect(r.stderr).toMatch(/Apply: 3 done, 1 failed, 0 skipped\./);
    await clearEndpoints();
  });
});
