import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../emulator/index";
import { CLI } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";
import { type ActionJobRun, artifactStore, fakeGh, readGithubState, runActionJob, usesOf, writeGithubState } from "./actions";
import {
  binDir,
  checkout,
  clientFor,
  editConfig,
  EXAMPLES,
  expectNoSecrets,
  loadWorkflow,
  runReadme,
  scratch,
  type Workflow,
} from "./support";

/**
 * examples/10dlc-gitops (issue 8, used-by b): brand and campaign YAML reviewed in pull requests.
 * The workflow file is parsed and its jobs run as a runner would (test/examples/actions.ts): the
 * `run:` steps and msgform's action (`uses: ./`) in bash against the emulator, a fake `gh` holding
 * the pull request's comments, runs and merges, and a fake artifact store between the jobs. A pull
 * request gets the plan as its one marked comment and a saved plan; the merge applies that plan.
 */
const EXAMPLE = join(EXAMPLES, "10dlc-gitops");
const WORKFLOW = join(EXAMPLE, ".github", "workflows", "msgform.yml");
const READ_SCOPES = ["keys:read", "webhooks:read", "allowlist:read", "registration:read", "numbers:read"];
const MARKER = "<!-- msgform:plan:default -->";
const headSha = (pr: number) => `${pr.toString(16).padStart(2, "0")}23456789abcdef0123456789abcdef012345`;
const mergeSha = (pr: number) => `${pr.toString(16).padStart(2, "0")}${"a".repeat(38)}`;

describe("example: GitOps review of 10DLC registrations", () => {
  let t: TestEmulator;
  let tmp: ReturnType<typeof scratch>;
  let wf: Workflow;
  let repo: string;
  let bin: string;
  let gh: string;
  let planKey: KeyPair;
  let store: ReturnType<typeof artifactStore>;
  const runs: ActionJobRun[] = [];

  const job = async (name: "plan" | "apply" | "status", github: Record<string, string>) => {
    const r = await runActionJob(wf, name, {
      cwd: repo,
      bin,
      tempRoot: tmp.dir,
      skipActionSteps: ["Install msgform"],
      uses: store.handlers,
      expressions: {
        "vars.MSGFORM_BASE_URL": t.emu.baseUrl,
        "vars.MSGFORM_PLAN_KEY_ID": planKey.id,
        "secrets.MSGFORM_PLAN_KEY_SECRET": planKey.secret,
        "vars.MSGFORM_APPLY_KEY_ID": t.emu.keys.live.id,
        "secrets.MSGFORM_APPLY_KEY_SECRET": t.emu.keys.live.secret,
        "github.token": "ghs_fake_token_for_the_test",
        "github.repository": "acme/messaging",
        "github.event.pull_request.number": "",
        "github.event.pull_request.head.sha": "",
        "github.sha": "",
        ...github,
      },
      extraEnv: { MSGFORM_CA_FILE: t.emu.caFile, GH_STATE: gh },
    });
    runs.push(r);
    return { ...r, log: r.steps.map((s) => s.stdout + s.stderr).join("\n") };
  };
  /** The plan job of pull request `pr` (run 1000 + pr), recorded in the fake GitHub as that run. */
  const pullRequest = async (pr: number) => {
    store.run = `${1000 + pr}`;
    const r = await job("plan", { "github.event.pull_request.number": String(pr), "github.event.pull_request.head.sha": headSha(pr) });
    const state = readGithubState(gh);
    state.runs.unshift({
      databaseId: 1000 + pr,
      headSha: headSha(pr),
      conclusion: r.code === 0 ? "success" : "failure",
      event: "pull_request",
      workflow: "msgform.yml",
    });
    state.pulls[pr] = { number: pr, head: { sha: headSha(pr) } };
    writeGithubState(gh, state);
    const comment = (state.comments[pr] ?? []).find((c) => c.body.startsWith(MARKER));
    return { ...r, comment: comment?.body ?? "" };
  };
  /** The push to main that merges pull request `pr`: the apply job. */
  const merge = async (pr: number) => {
    const state = readGithubState(gh);
    state.commitPulls[mergeSha(pr)] = [{ number: pr }];
    writeGithubState(gh, state);
    return job("apply", { "github.sha": mergeSha(pr) });
  };
  const editFile = (file: string, from: string, to: string) => editConfig(repo, file, from, to);

  beforeAll(async () => {
    t = await TestEmulator.start();
    tmp = scratch("gitops");
    wf = loadWorkflow(WORKFLOW);
    repo = checkout("10dlc-gitops", tmp.dir);
    bin = binDir(tmp.dir);
    fakeGh(bin);
    gh = join(tmp.dir, "github");
    writeGithubState(gh, { nextId: 900, comments: {}, pulls: {}, commitPulls: {}, runs: [] });
    store = artifactStore(join(tmp.dir, "artifacts"));
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

  it("plans pull requests, applies merges, reports status daily: msgform's action, Node 24, actions pinned by commit", () => {
    expect(Object.keys(wf.on).sort()).toEqual(["pull_request", "push", "schedule", "workflow_dispatch"]);
    expect((wf.on.push as { branches: string[] }).branches).toEqual(["main"]);
    expect(wf.jobs.plan!.if).toContain("github.event_name == 'pull_request'");
    expect(wf.jobs.plan!.permissions).toMatchObject({ "pull-requests": "write" });
    expect(wf.jobs.apply!.if).toContain("github.event_name == 'push'");
    expect(wf.jobs.apply!.permissions).toMatchObject({ actions: "read" });
    const uses = usesOf(wf);
    expect(uses.filter((u) => u === "./")).toHaveLength(3);
    for (const u of uses.filter((x) => x !== "./")) expect(u).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
    // The tag each SHA stands for is written next to it.
    const lines = readFileSync(WORKFLOW, "utf8").split("\n").filter((l) => /uses: actions\//.test(l));
    for (const line of lines) expect(line).toMatch(/@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    for (const j of Object.values(wf.jobs)) {
      expect(j.steps.find((s) => s.uses?.startsWith("actions/setup-node@"))?.with).toEqual({ "node-version": 24 });
    }
  });

  it("pull request: the marked comment lists the registrations to create; the plan is kept for the merge", async () => {
    const r = await pullRequest(7);
    expect(r.code, r.log).toBe(0);
    expect(r.comment.split("\n")[0]).toBe(MARKER);
    expect(r.comment).toContain("### msgform plan");
    expect(r.comment).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
    expect(r.comment).toContain("new campaign registration: goes into carrier review");
    expect(r.comment).toContain("msgform plan of 0723456");
    expect(r.outputs.plan).toMatchObject({ "has-changes": "true", "exit-code": "2" });
    expect(existsSync(join(tmp.dir, "artifacts", "1007", "msgform-plan", "msgform-plan.json"))).toBe(true);
    // The same markdown is the job summary.
    expect(r.summary).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
  });

  it("merge: applies the plan the pull request reviewed, brand before campaigns; the secrets file is removed", async () => {
    const r = await merge(7);
    expect(r.code, r.log).toBe(0);
    expect(r.log).toContain("reviewed the plan of pull request #7 at 0723456 (run 1007)");
    expect(r.log).toContain("applying the saved plan: 3 to create");
    expect(r.summary).toContain("### msgform apply");
    expect(r.summary).toMatch(/Apply: 3 done, 0 failed, 0 skipped\./);
    expect(r.summary.indexOf("create brands.acme: done")).toBeLessThan(r.summary.indexOf("create campaigns.order-updates: done"));
    expect(r.steps.find((s) => s.name === "Hand new secrets to the secret store")?.stdout).toContain("no new secrets");
    expect(existsSync(join(r.runnerTemp, "msgform-secrets.json"))).toBe(false);
    const again = await pullRequest(8);
    expect(again.outputs.plan).toMatchObject({ "has-changes": "false" });
    expect(again.comment).toContain("No changes: the account matches the configuration.");
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

  it("pull request editing a campaign: one comment, edited on the next push, says it goes back into carrier review", async () => {
    editFile("campaigns.yaml", "Order confirmations and shipping updates", "Order confirmations, shipping and delivery updates");
    const first = await pullRequest(9);
    expect(first.code, first.log).toBe(0);
    editFile("campaigns.yaml", "Order confirmations, shipping and delivery updates", "Order confirmations, shipping and delivery news");
    const r = await pullRequest(9);
    expect(readGithubState(gh).comments[9]).toHaveLength(1);
    expect(r.comment).toContain("**0 to create, 1 to update, 0 to replace, 0 to delete**");
    // Names are code spans (backticks, or <code> where the renderer escapes account strings).
    expect(r.comment).toMatch(new RegExp(
      "\\| ~ \\| (`|<code>)campaigns\\.order-updates(`|</code>) \\| update \\| sends the campaign back into carrier review " +
      "\\(current status: PENDING\\): description changed \\|",
    ));
    expect(r.comment).not.toEqual(first.comment);
    const merged = await merge(9);
    expect(merged.code, merged.log).toBe(0);
    expect(merged.summary).toMatch(/update campaigns\.order-updates: done/);
    const after = await pullRequest(10);
    expect(after.outputs.plan).toMatchObject({ "has-changes": "false" });
  });

  it("a pull request whose plan failed (a preflight error, shown in its comment) has nothing reviewed: the merge applies nothing", async () => {
    const sample = "Acme support: your replacement item ships tomorrow. Reply HELP for help.";
    editFile("campaigns.yaml", sample, "Your replacement item ships tomorrow.");
    editFile("campaigns.yaml", "Acme support: thanks for your message", "Thanks for your message");
    const r = await pullRequest(11);
    expect(r.code).toBe(1);
    expect(r.comment).toContain("[preflight sample-brand-name]");
    const merged = await merge(11);
    expect(merged.code).toBe(1);
    expect(merged.log).toContain("pull request #11 has no successful plan of its last commit 0b23456");
    expect(merged.summary).not.toContain("### msgform apply");
    editFile("campaigns.yaml", "Your replacement item ships tomorrow.", sample);
    editFile("campaigns.yaml", "Thanks for your message", "Acme support: thanks for your message");
  });

  it("pull request replacing a brand field fixed at registration: a destructive warning; the merge refuses it, summary kept", async () => {
    editFile("brands.yaml", "taxId: \"12-3456789\"", "taxId: \"98-7654321\"");
    const r = await pullRequest(12);
    expect(r.code, r.log).toBe(0);
    expect(r.comment).toContain("> [!WARNING]");
    expect(r.comment).toMatch(/replace (`|<code>)brands\.acme(`|<\/code>)/);
    const merged = await merge(12);
    expect(merged.code).toBe(1);
    expect(merged.summary).toContain("**apply failed (exit 1)**");
    expect(merged.summary).toContain("--allow-destroy");
    // The cleanup step still ran.
    expect(merged.steps.at(-1)?.name).toBe("Remove the secrets file");
    expect(merged.steps.at(-1)?.code).toBe(0);
    editFile("brands.yaml", "taxId: \"98-7654321\"", "taxId: \"12-3456789\"");
  });

  // `msgform status` lands on another branch; this runs once both are merged.
  const hasStatus = spawnSync(process.execPath, [CLI, "status", "--help"], { encoding: "utf8" }).stdout.includes("Usage: msgform status");
  it.runIf(hasStatus)("daily: the status job reports where each registration stands, read-only", async () => {
    const r = await job("status", {});
    expect([0, 2], r.log).toContain(r.code);
    expect(r.summary).toContain("order-updates");
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
