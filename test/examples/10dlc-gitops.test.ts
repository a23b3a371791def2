import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../emulator/index";
import { TestEmulator } from "../helpers/emulator";
import { binDir, checkout, clientFor, EXAMPLES, expectNoSecrets, type JobRun, loadWorkflow, runJob, runReadme, scratch, type Step, type Workflow } from "./support";

/**
 * examples/10dlc-gitops (issue 8, used-by b): brand and campaign YAML reviewed in pull requests.
 * The workflow file is parsed and its jobs' `run:` steps run in bash, as a runner would, against
 * the emulator: a pull request gets the markdown plan as a comment, the merge applies it.
 */
const EXAMPLE = join(EXAMPLES, "10dlc-gitops");
const READ_SCOPES = ["keys:read", "webhooks:read", "allowlist:read", "registration:read", "numbers:read"];

describe("example: GitOps review of 10DLC registrations", () => {
  let t: TestEmulator;
  let tmp: ReturnType<typeof scratch>;
  let wf: Workflow;
  let repo: string;
  let bin: string;
  let planKey: KeyPair;
  const runs: JobRun[] = [];
  const isInstall = (s: Step) => s.name === "Install msgform";

  const job = async (name: "plan" | "apply", pr = "7") => {
    const r = await runJob(wf, name, {
      cwd: repo,
      bin,
      tempRoot: tmp.dir,
      skip: isInstall,
      expressions: {
        "vars.MSGFORM_BASE_URL": t.emu.baseUrl,
        "vars.MSGFORM_PLAN_KEY_ID": planKey.id,
        "secrets.MSGFORM_PLAN_KEY_SECRET": planKey.secret,
        "vars.MSGFORM_APPLY_KEY_ID": t.emu.keys.live.id,
        "secrets.MSGFORM_APPLY_KEY_SECRET": t.emu.keys.live.secret,
        "github.token": "ghs_fake_token_for_the_test",
        "github.repository": "acme/messaging",
        "github.event.pull_request.number": pr,
        "github.event.pull_request.head.sha": "0123456789abcdef0123456789abcdef01234567",
      },
      extraEnv: { MSGFORM_CA_FILE: t.emu.caFile, GH_CAPTURE: join(tmp.dir, `gh-${runs.length}`) },
    });
    runs.push(r);
    return { ...r, gh: join(tmp.dir, `gh-${runs.length - 1}`) };
  };
  const editCampaigns = (from: string, to: string) => {
    const file = join(repo, "msgform", "campaigns.yaml");
    const text = readFileSync(file, "utf8");
    expect(text).toContain(from);
    writeFileSync(file, text.replace(from, to));
  };

  beforeAll(async () => {
    t = await TestEmulator.start();
    tmp = scratch("gitops");
    wf = loadWorkflow(join(EXAMPLE, ".github", "workflows", "msgform.yml"));
    repo = checkout("10dlc-gitops", tmp.dir);
    bin = binDir(tmp.dir);
    // The plan job's key: read scopes only.
    const c = clientFor(t.emu);
    const k = await c.keys.create({ name: "msgform plan (pull requests)", scopes: READ_SCOPES as never });
    await c.close();
    planKey = { id: k.id, secret: k.secret! };
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it("runs plan on pull requests and apply on pushes to main, with a read-only key for the plan", () => {
    expect(Object.keys(wf.on).sort()).toEqual(["pull_request", "push"]);
    expect((wf.on.push as { branches: string[] }).branches).toEqual(["main"]);
    expect(wf.jobs.plan!.if).toContain("github.event_name == 'pull_request'");
    expect(wf.jobs.plan!.permissions).toMatchObject({ "pull-requests": "write" });
    expect(wf.jobs.apply!.if).toContain("github.event_name == 'push'");
    const install = wf.jobs.plan!.steps.find(isInstall);
    expect(install?.run).toMatch(/npm install --global msgform/);
  });

  it("pull request: the plan comment lists the registrations to create", async () => {
    const r = await job("plan");
    expect(r.code, r.steps.map((s) => s.stdout + s.stderr).join("\n")).toBe(0);
    expect(r.output).toContain("changes=true");
    const body = readFileSync(join(r.gh, "body.md"), "utf8");
    expect(body).toContain("### msgform plan");
    expect(body).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
    expect(body).toContain("new campaign registration: goes into carrier review");
    expect(body).toContain("msgform plan for 0123456");
    expect(readFileSync(join(r.gh, "calls"), "utf8")).toMatch(/^pr comment 7 --edit-last --create-if-none --body-file \S+comment\.md$/m);
    // The same markdown is the job summary.
    expect(r.summary).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
  });

  it("merge: apply creates brand and campaigns in order; the secrets file is removed whatever happens", async () => {
    const r = await job("apply");
    expect(r.code, r.steps.map((s) => s.stdout + s.stderr).join("\n")).toBe(0);
    expect(r.summary).toContain("### msgform apply");
    expect(r.summary).toMatch(/Apply: 3 done, 0 failed, 0 skipped\./);
    expect(r.summary.indexOf("create brands.acme: done")).toBeLessThan(r.summary.indexOf("create campaigns.order-updates: done"));
    expect(r.steps.find((s) => s.step.name === "Hand new secrets to the secret store")?.stdout).toContain("no new secrets");
    expect(existsSync(join(r.runnerTemp, "msgform-secrets.json"))).toBe(false);
    const again = await job("plan", "8");
    expect(again.output).toContain("changes=false");
    expect(readFileSync(join(again.gh, "body.md"), "utf8")).toContain("No changes: the account matches the configuration.");
  });

  it("the plan job's key can read but not change anything", async () => {
    const c = clientFor(t.emu, planKey);
    try {
      await expect(c.brands.list({ limit: 1 }).toArray()).resolves.toHaveLength(1);
      await expect(c.webhooks.create({ url: "https://x.example/h", enabled_events: ["message.sent"] })).rejects.toThrow(/scope/i);
    } finally {
      await c.close();
    }
  });

  it("pull request editing a campaign: the comment says it goes back into carrier review, with its status", async () => {
    editCampaigns("Order confirmations and shipping updates", "Order confirmations, shipping and delivery updates");
    const r = await job("plan", "9");
    expect(r.code).toBe(0);
    const body = readFileSync(join(r.gh, "body.md"), "utf8");
    expect(body).toContain("**0 to create, 1 to update, 0 to replace, 0 to delete**");
    expect(body).toContain(
      "| ~ | <code>campaigns.order-updates</code> | update | sends the campaign back into carrier review (current status: PENDING): " +
      "description changed |",
    );
    const merged = await job("apply");
    expect(merged.code).toBe(0);
    expect(merged.summary).toMatch(/update campaigns\.order-updates: done/);
    const after = await job("plan", "10");
    expect(after.output).toContain("changes=false");
  });

  it("pull request replacing a brand field fixed at registration: a destructive warning, and apply refuses it", async () => {
    const file = join(repo, "msgform", "brands.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace("taxId: \"12-3456789\"", "taxId: \"98-7654321\""));
    const r = await job("plan", "11");
    expect(r.code).toBe(0);
    const body = readFileSync(join(r.gh, "body.md"), "utf8");
    expect(body).toContain("> [!WARNING]");
    expect(body).toMatch(/replace <code>brands\.acme<\/code>/);
    const merged = await job("apply");
    expect(merged.code).toBe(1);
    expect(merged.steps.map((s) => s.stdout + s.stderr).join("\n")).toContain("--allow-destroy");
    // The cleanup step still ran.
    expect(merged.steps.at(-1)?.step.name).toBe("Remove the secrets file");
    expect(merged.steps.at(-1)?.code).toBe(0);
  });

  it("no step printed a secret", () => {
    expectNoSecrets(
      runs.flatMap((r) => [r.summary, ...r.steps.flatMap((s) => [s.stdout, s.stderr])]),
      [planKey.secret, t.emu.keys.live.secret, t.emu.keys.test.secret],
    );
  });

  it("the README's commands work when pasted, against `msgform emulator`", async () => {
    const r = await runReadme(join(EXAMPLE, "README.md"));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain("plan: exit 2 (2: there are changes)");
    expect(r.stdout).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
    expect(r.stdout).toContain("sends the campaign back into carrier review");
    expect(r.stdout).toContain("msgform emulator: stopped");
    expect(readFileSync(join(EXAMPLE, "msgform", "campaigns.yaml"), "utf8")).toContain("Order confirmations and shipping updates");
    expectNoSecrets([r.stdout, r.stderr], []);
  });
});
