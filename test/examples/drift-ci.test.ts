import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../emulator/index";
import { msgform } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";
import { type ActionJobRun, runActionJob, usesOf } from "./actions";
import { binDir, checkout, clientFor, EXAMPLES, expectNoSecrets, loadWorkflow, runReadme, scratch, secretsIn, type Workflow } from "./support";
import { brandBody, campaignBody } from "../helpers/fixtures";

/**
 * examples/drift-ci (issue 8, used-by d): a scheduled workflow runs msgform's action with
 * `command: drift` and a read-only key: the report is the job summary and the job fails on drift.
 * Its steps (the action's included) are executed in bash as a runner would, against the emulator.
 */
const EXAMPLE = join(EXAMPLES, "drift-ci");

describe("example: drift detection in CI", () => {
  let t: TestEmulator;
  let tmp: ReturnType<typeof scratch>;
  let wf: Workflow;
  let repo: string;
  let bin: string;
  let driftKey: KeyPair;
  let sink: string;
  const runs: ActionJobRun[] = [];

  const job = async (key: KeyPair = driftKey) => {
    const r = await runActionJob(wf, "drift", {
      cwd: repo,
      bin,
      tempRoot: tmp.dir,
      skipActionSteps: ["Install msgform"],
      expressions: {
        "vars.MSGFORM_BASE_URL": t.emu.baseUrl,
        "vars.MSGFORM_DRIFT_KEY_ID": key.id,
        "secrets.MSGFORM_DRIFT_KEY_SECRET": key.secret,
        "github.repository": "acme/messaging",
        "github.token": "ghs_fake_token_for_the_test",
      },
      extraEnv: { MSGFORM_CA_FILE: t.emu.caFile },
    });
    runs.push(r);
    return { ...r, log: r.steps.map((s) => s.stdout + s.stderr).join("\n") };
  };
  const adminEnv = () => ({
    MSGFORM_BASE_URL: t.emu.baseUrl,
    MSGFORM_KEY_ID: t.emu.keys.live.id,
    MSGFORM_KEY_SECRET: t.emu.keys.live.secret,
    MSGFORM_CA_FILE: t.emu.caFile,
  });
  const admin = () => clientFor(t.emu);

  beforeAll(async () => {
    t = await TestEmulator.start();
    tmp = scratch("drift");
    wf = loadWorkflow(join(EXAMPLE, ".github", "workflows", "msgform-drift.yml"));
    repo = checkout("drift-ci", tmp.dir);
    // The receiver is a closed port on loopback: every delivery fails (used by the disabled-endpoint case).
    const config = join(repo, "msgform", "account.yaml");
    writeFileSync(config, readFileSync(config, "utf8").replace("https://hooks.acme.example/msgform/receipts", "http://127.0.0.1:9/msgform/receipts"));
    bin = binDir(tmp.dir);
    // The first apply, with an admin key, creates the read-only key the job uses.
    sink = join(tmp.dir, "secrets.json");
    const r = await msgform(["apply", join(repo, "msgform", "account.yaml"), "--yes", "--secrets-out", sink], adminEnv());
    expect(r.code, r.stderr).toBe(0);
    const written = JSON.parse(readFileSync(sink, "utf8"));
    driftKey = { id: written.api_keys["drift-check"].id, secret: written.api_keys["drift-check"].secret };
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it("runs on a schedule (and on demand), read-only, with msgform's action on Node 24 (other actions pinned by commit)", () => {
    expect(wf.on.schedule).toEqual([{ cron: "17 * * * *" }]);
    expect(wf.on).toHaveProperty("workflow_dispatch");
    expect(wf.permissions).toEqual({ contents: "read" });
    const step = wf.jobs.drift!.steps.find((s) => s.name === "msgform drift");
    expect(step).toMatchObject({ uses: "./", with: { command: "drift", files: "${{ env.MSGFORM_FILES }}" } });
    for (const u of usesOf(wf).filter((x) => x !== "./")) expect(u).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
    expect(wf.jobs.drift!.steps.find((s) => s.uses?.startsWith("actions/setup-node@"))?.with).toEqual({ "node-version": 24 });
  });

  it("no drift: the job passes and the summary says so", async () => {
    const r = await job();
    expect(r.code, r.log).toBe(0);
    expect(r.summary).toContain("### msgform drift");
    expect(r.summary).toContain("No drift: the account matches the configuration.");
    expect(r.log).toContain("msgform drift: nothing needs attention");
  });

  it("a change made out of band fails the job with exit 2, the field in the summary and an error annotation", async () => {
    const c = admin();
    try {
      const [endpoint] = await c.webhooks.list({ limit: 10 }).toArray();
      await c.webhooks.update(endpoint!.id, { description: "edited in the console" });
      await c.allowlist.replace({ entries: [{ cidr: "127.0.0.0/8", description: "loopback, where msgform runs in this example" }] });
    } finally {
      await c.close();
    }
    const r = await job();
    expect(r.code, r.log).toBe(2);
    expect(r.summary).toContain("**Drift detected**");
    // Names and values are code spans (backticks, or <code> where the renderer escapes account strings).
    const code = (s: string) => `(\`|<code>)${s}(\`|</code>)`;
    expect(r.summary).toMatch(new RegExp(
      `\\| ${code("webhook_endpoints\\.receipts")} \\| description \\| ${code("\"edited in the console\"")} \\| ${code("\"delivery receipts\"")} \\|`,
    ));
    expect(r.summary).toMatch(new RegExp(`\\| ${code("ip_allowlist")} \\| entries \\|`));
    expect(r.log).toContain("::error title=msgform::the account no longer matches the files; the job summary lists what changed");
    // Read-only: still drifted on a second run.
    expect((await job()).code).toBe(2);
  });

  it("an endpoint the service disabled after 24 hours of failures is drift; apply re-enables it", async () => {
    const fixed = await msgform(["apply", join(repo, "msgform", "account.yaml"), "--yes", "--secrets-out", sink], adminEnv());
    expect(fixed.code, fixed.stderr).toBe(0);
    expect((await job()).code).toBe(0);
    // Someone registers a brand and campaign outside msgform: unmanaged objects (listed, not drift),
    // whose campaign.status_changed event the endpoint (a closed port here) fails to take.
    const c = admin();
    try {
      const brand = await c.brands.create(brandBody() as never);
      await c.campaigns.create(campaignBody(brand.id) as never);
    } finally {
      await c.close();
    }
    for (const seconds of [31 * 60, 25 * 3600]) {
      await t.control("POST", "/control/deliveries/settle", {});
      await t.advance(seconds);
    }
    // A day after the first failure, a replay fails too: the failures span 24 hours.
    const late = admin();
    try {
      await late.events.bulkReplay({ occurred_after: "2000-01-01T00:00:00Z", occurred_before: "2100-01-01T00:00:00Z" });
    } finally {
      await late.close();
    }
    await t.control("POST", "/control/deliveries/settle", {});
    const r = await job();
    expect(r.code, r.log).toBe(2);
    const attention = /<code>webhook_endpoints\.receipts<\/code> \(<code>we_\w+<\/code>\) \*\*disabled\*\*: disabled/;
    expect(r.summary).toMatch(attention);
    expect(r.summary).toContain("after failing continuously for 24 hours");
    expect(r.summary).toMatch(/<details><summary>\d+ unmanaged object\(s\)<\/summary>/);
    expect(r.summary).toMatch(/- campaigns <code>cmp_\w+<\/code>/);
    const reenabled = await msgform(["apply", join(repo, "msgform", "account.yaml"), "--yes", "--secrets-out", sink], adminEnv());
    expect(reenabled.code, reenabled.stderr).toBe(0);
    expect((await job()).code).toBe(0);
  });

  it("a key that cannot connect: exit 1, a different error, the job fails", async () => {
    const r = await job({ id: driftKey.id, secret: "svc_live_s_wrongwrongwrongwrongwrong00" });
    expect(r.code, r.log).toBe(1);
    expect(r.log).toContain("::error title=msgform::msgform drift could not check the account (exit 1)");
  });

  it("no step printed a secret", () => {
    expectNoSecrets(
      runs.flatMap((r) => [r.summary, ...r.steps.flatMap((s) => [s.stdout, s.stderr])]).map((s) => s.replace("svc_live_s_wrongwrongwrongwrongwrong00", "")),
      [...secretsIn(sink), t.emu.keys.live.secret, t.emu.keys.test.secret],
    );
  });

  it("the README's commands work when pasted, against `msgform emulator`", async () => {
    const r = await runReadme(join(EXAMPLE, "README.md"));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout.match(/drift: exit 2 \(2: drift\)/g)).toHaveLength(2);
    expect(r.stdout).toContain("description: account has \"edited in the console\", config says \"delivery receipts\"");
    expect(r.stdout.match(/^No drift\.$/gm)).toHaveLength(2);
    expect(r.stdout).toContain("msgform emulator: stopped");
    expectNoSecrets([r.stdout, r.stderr], []);
  });
});
