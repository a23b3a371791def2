import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../emulator/index";
import { CLI } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";
import {
  type ActionJobRun,
  artifactStore,
  type FakePull,
  fakeGh,
  readGithubState,
  runActionJob,
  usesOf,
  writeGithubState,
} from "./actions";
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
 * the pull requests' comments, the runs, main's commits and the pull request of each, and a fake
 * artifact store between the jobs. A pull request gets the plan as its one marked comment and a
 * saved plan; a push to main applies the newest reviewed plan among the merges since the last
 * apply, and names them. The files in the checkout are main's after each merge (a pull request's
 * plan is made of the files as they are when it runs).
 */
const EXAMPLE = join(EXAMPLES, "10dlc-gitops");
const WORKFLOW = join(EXAMPLE, ".github", "workflows", "msgform.yml");
const READ_SCOPES = ["keys:read", "webhooks:read", "allowlist:read", "registration:read", "numbers:read"];
const MARKER = "<!-- msgform:plan:default -->";
const hex = (n: number) => n.toString(16).padStart(2, "0");
const headSha = (pr: number) => `${hex(pr)}23456789abcdef0123456789abcdef01234567`;
const mergeSha = (pr: number) => `${hex(pr)}${"a".repeat(38)}`;
/** A commit pushed to main without a pull request. */
const pushSha = (n: number) => `${hex(n)}${"c".repeat(38)}`;
const ROOT_SHA = "f".repeat(40);
/** A pull-request title is the author's text: the logs must never carry it (`::` starts a workflow command). */
const HOSTILE_TITLE = "Tidy the help text\n::error title=msgform::pwned-by-title";

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
  let mainHead = ROOT_SHA;
  let pushRun = 2000;

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
  const pull = (pr: number): FakePull => ({
    number: pr,
    title: pr === 15 ? HOSTILE_TITLE : `Change ${pr}`,
    state: "closed",
    merged_at: "2026-06-01T12:00:00Z",
    merge_commit_sha: mergeSha(pr),
    head: { sha: headSha(pr), ref: `change-${pr}` },
    base: { ref: "main" },
  });
  /** The plan job of pull request `pr` (run 1000 + pr), recorded in the fake GitHub as that run. */
  const pullRequest = async (pr: number) => {
    store.run = `${1000 + pr}`;
    const r = await job("plan", { "github.event.pull_request.number": String(pr), "github.event.pull_request.head.sha": headSha(pr) });
    const state = readGithubState(gh);
    state.runs.unshift({
      databaseId: 1000 + pr,
      headSha: headSha(pr),
      headBranch: `change-${pr}`,
      status: "completed",
      conclusion: r.code === 0 ? "success" : "failure",
      event: "pull_request",
      workflow: "msgform.yml",
    });
    state.pulls[pr] = { ...pull(pr), state: "open", merged_at: null, merge_commit_sha: null };
    writeGithubState(gh, state);
    const comment = (state.comments[pr] ?? []).find((c) => c.body.startsWith(MARKER));
    return { ...r, comment: comment?.body ?? "" };
  };
  /**
   * The push run of main's commit `sha` (run 2001, 2002, …): the apply job, or with `cancelled`
   * a run that never started (GitHub cancelled it in the concurrency group, or someone did).
   */
  const pushRunOf = async (sha: string, opts: { cancelled?: boolean; id?: number } = {}) => {
    const id = opts.id ?? ++pushRun;
    let state = readGithubState(gh);
    state.runs = state.runs.filter((r) => r.databaseId !== id);
    state.runs.unshift({
      databaseId: id,
      headSha: sha,
      headBranch: "main",
      status: opts.cancelled ? "completed" : "in_progress",
      conclusion: opts.cancelled ? "cancelled" : "",
      event: "push",
      workflow: "msgform.yml",
    });
    writeGithubState(gh, state);
    if (opts.cancelled) return undefined;
    const r = await job("apply", { "github.sha": sha });
    state = readGithubState(gh);
    Object.assign(state.runs.find((x) => x.databaseId === id)!, { status: "completed", conclusion: r.code === 0 ? "success" : "failure" });
    writeGithubState(gh, state);
    return { ...r, runId: id };
  };
  /** Adds a commit to main (a merge commit with the branch's commit, or a plain push) and runs its push run. */
  const pushToMain = (sha: string, pr?: number) => {
    const state = readGithubState(gh);
    const parents = [mainHead];
    if (pr !== undefined) {
      const branch = headSha(pr);
      if (!state.commits!.some((c) => c.sha === branch)) state.commits!.push({ sha: branch, parents: [mainHead] });
      parents.push(headSha(pr));
      state.commitPulls[headSha(pr)] = [pull(pr)];
      state.commitPulls[sha] = [pull(pr)];
      state.pulls[pr] = pull(pr);
    }
    state.commits!.push({ sha, parents, message: pr === undefined ? "Direct push" : `Merge pull request #${pr}` });
    mainHead = sha;
    writeGithubState(gh, state);
  };
  /** The push to main that merges pull request `pr`, and its run (the apply job) unless cancelled. */
  const merge = async (pr: number, opts: { cancelled?: boolean } = {}) => {
    pushToMain(mergeSha(pr), pr);
    return pushRunOf(mergeSha(pr), opts);
  };
  const mergeRun = async (pr: number) => (await merge(pr))!;
  /** What the account's campaign `name` says now. */
  const campaign = async (name: string) => {
    const c = clientFor(t.emu);
    try {
      return (await c.campaigns.list({ limit: 100 }).toArray()).find((x) => x.metadata?.["msgform:name"] === name)!;
    } finally {
      await c.close();
    }
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
    const commits = [{ sha: ROOT_SHA, parents: [] }];
    writeGithubState(gh, { nextId: 900, comments: {}, pulls: {}, commitPulls: {}, runs: [], commits });
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
    // Applies wait in one queue (up to 100: the default keeps one and cancels the one before);
    // a pull request's newer plan cancels its older one.
    expect(wf.jobs.apply!.concurrency).toEqual({ group: "msgform-apply-msgform-production", queue: "max" });
    expect(wf.jobs.plan!.concurrency).toEqual({ group: "msgform-plan-${{ github.event.pull_request.number }}", "cancel-in-progress": true });
    expect(wf).not.toHaveProperty("concurrency");
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

  it("merge, the first apply ever: applies the plan the pull request reviewed, brand before campaigns; the secrets file is removed", async () => {
    const r = await mergeRun(7);
    expect(r.code, r.log).toBe(0);
    // No earlier apply to count the merges from: it says so, and covers all main holds.
    expect(r.log).toContain("no earlier successful apply of main was found (this is the first, or the runs were deleted): " +
      "this apply covers everything main holds up to 07aaaaa");
    expect(r.log).toContain("this apply covers merges: #7 (07aaaaa)\n- #7 (07aaaaa): this run");
    expect(r.log).toContain("reviewed the plan of pull request #7 at 0723456 (run 1007), the newest among these merges");
    expect(r.summary).toContain("**This apply covers merges:** #7 (07aaaaa).");
    expect(r.summary).toContain("**Applied:** #7 (07aaaaa); main is applied up to 07aaaaa.");
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
    const merged = await mergeRun(9);
    expect(merged.code, merged.log).toBe(0);
    expect(merged.log).toContain("main was applied up to 07aaaaa by run 2001\nthis apply covers merges: #9 (09aaaaa)\n");
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
    const merged = await mergeRun(11);
    expect(merged.code).toBe(1);
    expect(merged.log).toContain("pull request #11 has no successful plan of its last commit 0b23456");
    expect(merged.log).toContain("::error title=msgform::nothing reviewed to apply (msgform applies only reviewed plans): " +
      "pull request #11 has no successful plan of its last commit 0b23456. Not applied: #11 (0baaaaa); main stays applied up to 09aaaaa (run 2002).");
    expect(merged.summary).toContain("**Not applied:** #11 (0baaaaa).");
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
    const merged = await mergeRun(12);
    expect(merged.code).toBe(1);
    // #11 was not applied either: this apply covers it too, and names both as still unapplied.
    expect(merged.log).toContain("this apply covers merges: #11 (0baaaaa), #12 (0caaaaa)\n- #11 (0baaaaa): its own run 2003 failed\n");
    expect(merged.summary).toContain("**apply failed (exit 1)**");
    expect(merged.summary).toContain("--allow-destroy");
    expect(merged.log).toContain("::error title=msgform::not applied: #11 (0baaaaa), #12 (0caaaaa); main stays applied up to 09aaaaa.");
    expect(merged.summary).toContain("**Not applied:** #11 (0baaaaa), #12 (0caaaaa); main stays applied up to 09aaaaa.");
    // The cleanup step still ran.
    expect(merged.steps.at(-1)?.name).toBe("Remove the secrets file");
    expect(merged.steps.at(-1)?.code).toBe(0);
  });

  it("what a refusal says to do: a pull request from main (here taking the replacement out); its apply covers the merges left unapplied", async () => {
    editFile("brands.yaml", "taxId: \"98-7654321\"", "taxId: \"12-3456789\"");
    const r = await pullRequest(13);
    expect(r.outputs.plan).toMatchObject({ "has-changes": "false", "exit-code": "0" });
    const merged = await mergeRun(13);
    expect(merged.code, merged.log).toBe(0);
    expect(merged.log).toContain("main was applied up to 09aaaaa by run 2002\nthis apply covers merges: #11 (0baaaaa), #12 (0caaaaa), #13 (0daaaaa)\n");
    expect(merged.log).toContain("- #12 (0caaaaa): its own run 2004 failed\n");
    expect(merged.summary).toContain("**Applied:** #11 (0baaaaa), #12 (0caaaaa), #13 (0daaaaa)");
  });

  it("three quick merges, the second's run cancelled before it started: the third's apply names both merges and applies both", async () => {
    editFile("campaigns.yaml", "email help@acme.example", "email care@acme.example");
    expect((await pullRequest(14)).code).toBe(0);
    const first = await mergeRun(14);
    expect(first.code, first.log).toBe(0);
    // #16 is brought up to date with main after #15 merged, so its plan shows #15's change too.
    editFile("campaigns.yaml", "Help at support@acme.example.", "Help at help@acme.example.");
    expect((await pullRequest(15)).code).toBe(0);
    await merge(15, { cancelled: true });
    editFile("campaigns.yaml", "privacyPolicyUrl: https://acme.example/privacy\n\n", "privacyPolicyUrl: https://acme.example/legal/privacy\n\n");
    const planned = await pullRequest(16);
    expect(planned.comment).toContain("**0 to create, 1 to update, 0 to replace, 0 to delete**");
    // main's commits come one per page, and each merge's branch commit is in the comparison too.
    writeGithubState(gh, { ...readGithubState(gh), maxPerPage: 1 });
    const third = await mergeRun(16);
    writeGithubState(gh, { ...readGithubState(gh), maxPerPage: undefined });
    expect(third.code, third.log).toBe(0);
    expect(third.log).toContain(
      "main was applied up to 0eaaaaa by run 2006\n" +
      "this apply covers merges: #15 (0faaaaa), #16 (10aaaaa)\n" +
      "- #15 (0faaaaa): its own run 2007 was cancelled\n" +
      "- #16 (10aaaaa): this run\n" +
      "reviewed the plan of pull request #16 at 1023456 (run 1016), the newest among these merges\n",
    );
    expect(third.summary).toContain("**Applied:** #15 (0faaaaa), #16 (10aaaaa); main is applied up to 10aaaaa.");
    expect((await campaign("order-updates")).help_message).toContain("Help at help@acme.example.");
    expect((await campaign("order-updates")).privacy_policy_url).toBe("https://acme.example/legal/privacy");
    // The cancelled run started again (a re-run, or a queue that did not keep merge order): main is
    // applied past its commit, so it applies nothing and says which run did.
    const rerun = (await pushRunOf(mergeSha(15), { id: 2007 }))!;
    expect(rerun.code, rerun.log).toBe(0);
    expect(rerun.log).toContain("nothing to apply: run 2008 applied main up to 10aaaaa, which contains 0faaaaa");
    expect(rerun.steps.map((x) => x.name).filter((n) => n.startsWith("msgform apply"))).toEqual([]);
    // A pull request's title is its author's text: no log or summary carries it.
    for (const r of runs) for (const text of [r.summary, ...r.steps.flatMap((x) => [x.stdout, x.stderr])]) expect(text).not.toContain("pwned");
  });

  it("a merge whose reviewed plan does not show an earlier merge's change: refused, both named as unapplied, covered by the next pull request", async () => {
    // #17 and #18 both planned against the same main; #17 merges (its run cancelled), then #18.
    const a = ["Replies from the Acme support team", "Replies from the Acme customer care team"] as const;
    const b = ["email care@acme.example", "email help@acme.example"] as const;
    editFile("campaigns.yaml", ...a);
    expect((await pullRequest(17)).code).toBe(0);
    editFile("campaigns.yaml", a[1], a[0]);
    editFile("campaigns.yaml", ...b);
    expect((await pullRequest(18)).code).toBe(0);
    editFile("campaigns.yaml", ...a);
    await merge(17, { cancelled: true });
    const refused = await mergeRun(18);
    expect(refused.code).toBe(1);
    expect(refused.log).toContain("this apply covers merges: #17 (11aaaaa), #18 (12aaaaa)\n- #17 (11aaaaa): its own run 2009 was cancelled\n");
    expect(refused.log).toContain("not applying: the merged files plan other changes than the reviewed plan");
    expect(refused.log).toContain(
      "::error title=msgform::not applied: #17 (11aaaaa), #18 (12aaaaa); main stays applied up to 10aaaaa. The apply step above says why; " +
      "each later apply covers them until one succeeds. To apply them, open a pull request from main that touches msgform/",
    );
    expect((await campaign("support")).help_message).toContain("email care@acme.example");
    // The pull request the refusal asks for: a comment line; its plan shows both changes.
    editFile("campaigns.yaml", "# 10DLC campaigns: what each brand sends", "# 10DLC campaigns (reviewed again): what each brand sends");
    const catchUp = await pullRequest(19);
    expect(catchUp.comment).toContain("**0 to create, 1 to update, 0 to replace, 0 to delete**");
    const merged = await mergeRun(19);
    expect(merged.code, merged.log).toBe(0);
    expect(merged.log).toContain("this apply covers merges: #17 (11aaaaa), #18 (12aaaaa), #19 (13aaaaa)\n");
    expect(merged.log).toContain("- #18 (12aaaaa): its own run 2010 failed\n");
    const support = await campaign("support");
    expect(support.description).toContain("Replies from the Acme customer care team");
    expect(support.help_message).toContain("email help@acme.example");
  });

  it("a push not from a pull request: nothing reviewed, refused naming it; the next merge covers it", async () => {
    pushToMain(pushSha(1));
    const direct = (await pushRunOf(pushSha(1)))!;
    expect(direct.code).toBe(1);
    expect(direct.log).toContain("this apply covers merges: 01ccccc (no pull request)\n");
    expect(direct.log).toContain("::error title=msgform::nothing reviewed to apply (msgform applies only reviewed plans): " +
      "01ccccc was pushed without a pull request. Not applied: 01ccccc (no pull request); main stays applied up to 13aaaaa (run 2011).");
    expect(direct.summary).toContain("To apply them, open a pull request from main that touches msgform/");
    editFile("campaigns.yaml", "Customers start the conversation by texting", "Customers start a conversation by texting");
    expect((await pullRequest(20)).code).toBe(0);
    const merged = await mergeRun(20);
    expect(merged.code, merged.log).toBe(0);
    expect(merged.log).toContain("this apply covers merges: 01ccccc (no pull request), #20 (14aaaaa)\n- 01ccccc (no pull request): its own run 2012 failed\n");
    expect(merged.summary).toContain("**Applied:** 01ccccc (no pull request), #20 (14aaaaa)");
  });

  it("main's history rewritten since the last apply (compare fails): says it cannot name the merges, applies the newest merge's reviewed plan", async () => {
    const state = readGithubState(gh);
    state.runs.unshift({ databaseId: 2050, headSha: "d".repeat(40), headBranch: "main", status: "completed", conclusion: "success", event: "push", workflow: "msgform.yml" });
    writeGithubState(gh, state);
    editFile("campaigns.yaml", "Customers start a conversation by texting", "Customers start the conversation by texting");
    expect((await pullRequest(21)).code).toBe(0);
    const merged = await mergeRun(21);
    expect(merged.code, merged.log).toBe(0);
    expect(merged.log).toContain("ddddddd (applied by run 2050) could not be compared with 15aaaaa (gh api compare failed), " +
      "so the merges between them that this apply also covers cannot be named\nthis apply covers merges: #21 (15aaaaa)\n");
    expect(merged.summary).toContain("**Applied:** #21 (15aaaaa)");
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
    // The README shows the edited campaign's comment as real output: it is the comment this run got, but for ports and ids.
    const excerpt = /````markdown\n([\s\S]*?)\n````/.exec(readFileSync(join(EXAMPLE, "README.md"), "utf8"))?.[1];
    const anyRun = (text: string) => text.replace(/127\.0\.0\.1:\d+/g, "127.0.0.1:PORT").replace(/\b(acct|cmp|svc_live_k)_\w+/g, "$1_ID");
    expect(excerpt).toContain("**0 to create, 1 to update, 0 to replace, 0 to delete**");
    expect(anyRun(r.stdout)).toContain(anyRun(excerpt!));
    expect(r.stdout).toContain("msgform emulator: stopped");
    expect(readFileSync(join(EXAMPLE, "msgform", "campaigns.yaml"), "utf8")).toContain("Order confirmations and shipping updates");
    expectNoSecrets([r.stdout, r.stderr], []);
  });
});
