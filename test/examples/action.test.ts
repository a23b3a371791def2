import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI } from "../cli/run";
import { TestEmulator } from "../helpers/emulator";
import {
  type ActionJobRun,
  fakeGh,
  githubCalls,
  loadAction,
  readGithubState,
  runActionJob,
  writeGithubState,
} from "./actions";
import { binDir, checkout, clientFor, editConfig, expectNoSecrets, ROOT, scratch, type Workflow } from "./support";

/**
 * msgform's GitHub Action (action.yml): its shell steps run as a runner would (test/examples/actions.ts)
 * against the emulator, with a fake `gh` (test/examples/fake-gh.cjs) that keeps the pull request's
 * comments, so the comment found by its hidden marker is checked: a second plan edits the same
 * comment and no comment without the marker is ever touched.
 */
const FILES = "msgform/brands.yaml msgform/campaigns.yaml";
const MARKER = "<!-- msgform:plan:default -->";
const PR = "7";

describe("the msgform GitHub Action", () => {
  let t: TestEmulator;
  let tmp: ReturnType<typeof scratch>;
  let repo: string;
  let bin: string;
  let gh: string;
  const runs: ActionJobRun[] = [];
  const others = [
    // Another author's comment with our marker, listed first: never the one the action edits.
    { id: 100, body: `${MARKER}\n### msgform plan\n\nNo changes. (written by someone else)`, user: { login: "mallory" } },
    { id: 101, body: "Looks good to me, but wait for compliance.", user: { login: "alice" } },
    { id: 102, body: "### msgform plan\n\nposted by another bot, no marker", user: { login: "github-actions[bot]" } },
    { id: 103, body: "<!-- msgform:plan:staging -->\n### msgform plan\n\nthe staging configuration's comment", user: { login: "github-actions[bot]" } },
    { id: 104, body: `A reviewer quoting the marker: ${MARKER}`, user: { login: "bob" } },
  ];

  /** One job with one step: the action with these inputs. */
  const action = async (inputs: Record<string, string>, env: Record<string, string> = {}, path = bin) => {
    const wf: Workflow = {
      name: "action test",
      on: {},
      defaults: { run: { shell: "bash" } },
      env: { MSGFORM_BASE_URL: t.emu.baseUrl, MSGFORM_KEY_ID: t.emu.keys.live.id, ...env },
      jobs: { job: { "runs-on": "ubuntu-latest", steps: [{ id: "msgform", uses: "./", with: { install: "false", files: FILES, ...inputs } }] } },
    };
    const r = await runActionJob(wf, "job", {
      cwd: repo,
      bin: path,
      tempRoot: tmp.dir,
      expressions: {
        "github.event.pull_request.number": PR,
        "github.event.pull_request.head.sha": "0123456789abcdef0123456789abcdef01234567",
        "github.repository": "acme/messaging",
        "github.token": "ghs_fake_token_for_the_test",
      },
      extraEnv: { MSGFORM_CA_FILE: t.emu.caFile, MSGFORM_KEY_SECRET: t.emu.keys.live.secret, GH_STATE: gh },
    });
    runs.push(r);
    return { ...r, out: r.outputs.msgform ?? {}, log: r.steps.map((s) => s.stdout + s.stderr).join("\n") };
  };
  const comments = () => readGithubState(gh).comments[PR] ?? [];
  const BOT = "github-actions[bot]";
  const ours = () => comments().filter((c) => c.user.login === BOT && c.body.startsWith(MARKER));
  const edit = (file: string, from: string, to: string) => editConfig(repo, file, from, to);

  beforeAll(async () => {
    t = await TestEmulator.start();
    tmp = scratch("action");
    repo = checkout("10dlc-gitops", tmp.dir);
    bin = binDir(tmp.dir);
    fakeGh(bin);
    gh = join(tmp.dir, "github");
    const comments = { [PR]: others.map((c) => ({ ...c })) };
    writeGithubState(gh, { nextId: 500, comments, pulls: {}, commitPulls: {}, runs: [] });
  });
  afterAll(async () => {
    await t?.close();
    tmp?.remove();
  });

  it("is a composite action whose steps run bash and read inputs only through env (no expression in a script)", () => {
    const a = loadAction();
    expect(a.runs.using).toBe("composite");
    for (const s of a.runs.steps) {
      expect(s.shell).toBe("bash");
      expect(s.run, s.name).not.toContain("${{");
    }
    expect(Object.keys(a.inputs)).toEqual(expect.arrayContaining(["command", "files", "key-id", "key-secret", "base-url", "comment", "plan-file"]));
    expect(Object.keys(a.outputs)).toEqual(expect.arrayContaining(["exit-code", "has-changes", "plan-path"]));
    const install = a.runs.steps.find((s) => s.name === "Install msgform")!.run!;
    // The bundled CLI, run from the action's checkout: no npm install, no build (test/package/bundle.test.ts).
    expect(install).toContain("\"%s/action/dist/msgform.js\"");
    expect(install).not.toMatch(/npm (ci|install)|npm run build/);
    expect(install).toContain(">> \"$GITHUB_PATH\"");
    const script = spawnSync("bash", ["-n", join(ROOT, "action", "msgform-action.sh")], { encoding: "utf8" });
    expect(script.status, script.stderr).toBe(0);
  });

  it("plan: posts one comment with the marker, the plan and the saved plan's path; leaves every other comment alone", async () => {
    const r = await action({ command: "plan" });
    expect(r.code, r.log).toBe(0);
    expect(r.out).toMatchObject({ "exit-code": "2", "has-changes": "true" });
    expect(JSON.parse(readFileSync(r.out["plan-path"]!, "utf8"))).toMatchObject({ format: "msgform-plan", summary: { create: 3 } });
    const mine = ours();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body.split("\n")[0]).toBe(MARKER);
    expect(mine[0]!.body).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
    expect(mine[0]!.body).toContain("msgform plan of 0123456");
    expect(r.out["comment-id"]).toBe(String(mine[0]!.id));
    expect(comments().filter((c) => c.id < 500)).toEqual(others);
    expect(r.summary).toContain("**3 to create, 0 to update, 0 to replace, 0 to delete**");
    expect(r.summary).not.toContain(MARKER);
  });

  it("plan again after a push: the same comment is edited, none is added, others untouched", async () => {
    const before = ours()[0]!;
    edit("campaigns.yaml", "Order confirmations and shipping updates", "Order confirmations and delivery updates");
    const r = await action({ command: "plan" });
    expect(r.code, r.log).toBe(0);
    const mine = ours();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.id).toBe(before.id);
    expect(mine[0]!.body).toContain("Order confirmations and delivery updates");
    expect(comments().filter((c) => c.id < 500)).toEqual(others);
    const writes = githubCalls(gh).filter((c) => c.method !== "GET");
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST repos/acme/messaging/issues/${PR}/comments`,
      `PATCH repos/acme/messaging/issues/comments/${before.id}`,
    ]);
  });

  it("a configuration of its own gets a comment of its own", async () => {
    const r = await action({ command: "plan", configuration: "prod-10dlc" });
    expect(r.code, r.log).toBe(0);
    expect(comments().filter((c) => c.body.startsWith("<!-- msgform:plan:prod-10dlc -->"))).toHaveLength(1);
    expect(ours()).toHaveLength(1);
  });

  it("plan with a preflight error: the finding is in the comment and an annotation, and the job fails after commenting", async () => {
    edit("campaigns.yaml", "Reply STOP to opt out.\"\n      - \"Acme: your order 1234 was delivered", "Thanks!\"\n      - \"Acme: your order 1234 was delivered");
    const r = await action({ command: "plan" });
    expect(r.code).toBe(1);
    expect(r.out["exit-code"]).toBe("1");
    const body = ours()[0]!.body;
    expect(body).toContain("### msgform validate: the configuration has problems");
    expect(body).toContain("[preflight sample-opt-out]");
    // The plan is still shown under the problems, with its Preflight block.
    expect(body).toContain("### msgform plan");
    expect(body).toContain("#### Preflight");
    expect(body).not.toContain("plan failed");
    // No runner-local path, no command the action does not run; no plan saved for merging.
    expect(body).not.toContain(r.runnerTemp);
    expect(body + r.log).not.toContain("apply it with");
    expect(body).toContain("no plan was saved for merging");
    expect(body).not.toContain("merging applies this saved plan");
    expect(r.out["plan-path"]).toBe("");
    // The finding once in the comment's problems (the plan's Preflight block lists it in its own table).
    expect(body.split("\n").filter((l) => l.includes("[preflight sample-opt-out]"))).toHaveLength(1);
    expect(r.log).toMatch(/^::error file=msgform\/campaigns\.yaml,line=\d+,col=\d+.*sample-opt-out/m);
    expect(r.log).toContain("::error title=msgform::msgform validate found problems");
    edit("campaigns.yaml", "Thanks!\"\n      - \"Acme: your order 1234 was delivered", "Reply STOP to opt out.\"\n      - \"Acme: your order 1234 was delivered");
  });

  it("apply of the reviewed saved plan; refused when the account changed since it was planned", async () => {
    const planned = await action({ command: "plan", comment: "false" });
    expect(planned.out["exit-code"]).toBe("2");
    const reviewed = join(tmp.dir, "reviewed.json");
    writeFileSync(reviewed, readFileSync(planned.out["plan-path"]!, "utf8"));
    const applied = await action({ command: "apply", "plan-file": reviewed });
    expect(applied.code, applied.log).toBe(0);
    expect(applied.summary).toContain("### msgform apply");
    expect(applied.summary).toMatch(/Apply: 3 done, 0 failed, 0 skipped\./);
    // A second apply of the same reviewed plan: the account moved (it was applied), so it is refused.
    const again = await action({ command: "apply", "plan-file": reviewed });
    expect(again.code).toBe(1);
    expect(again.log).toContain("not applying: the account changed since the plan was reviewed");
    // The refusal is reported as every outcome is: the job summary and the exit-code output.
    expect(again.out["exit-code"]).toBe("1");
    expect(again.summary).toContain("### msgform apply");
    expect(again.summary).toContain("**Not done:** not applying: the account changed since the plan was reviewed");
    expect(again.log).not.toContain("apply it with");
    expect(again.log).not.toContain("merged-plan.json");
  });

  it("apply refuses a reviewed plan that the merged files no longer produce", async () => {
    const planned = await action({ command: "plan", comment: "false" });
    expect(planned.out["exit-code"]).toBe("0");
    const reviewed = join(tmp.dir, "reviewed-noop.json");
    writeFileSync(reviewed, readFileSync(planned.out["plan-path"]!, "utf8"));
    edit("campaigns.yaml", "Order confirmations and delivery updates", "Order confirmations and parcel updates");
    const r = await action({ command: "apply", "plan-file": reviewed });
    expect(r.code).toBe(1);
    expect(r.log).toContain("the merged files plan other changes than the reviewed plan");
    expect(r.out["exit-code"]).toBe("1");
    expect(r.summary).toContain("**Not done:** not applying: the merged files plan other changes");
    edit("campaigns.yaml", "Order confirmations and parcel updates", "Order confirmations and delivery updates");
  });

  it("a configuration error: each problem once in the comment, no plan section repeating it, no saved plan promised", async () => {
    edit("campaigns.yaml", "useCase: ", "colour: red\n    useCase: ");
    const r = await action({ command: "plan" });
    expect(r.code).toBe(1);
    expect(r.out["exit-code"]).toBe("1");
    const body = ours()[0]!.body;
    expect(body.match(/colour/g)).toHaveLength(1);
    expect(body).toContain("No plan: the configuration has the problems listed above.");
    expect(body).toContain("no plan was saved for merging");
    expect(r.summary).toContain("No plan: the configuration has the problems listed above.");
    edit("campaigns.yaml", "colour: red\n    useCase: ", "useCase: ");
  });

  it("an input with a newline that would reach GITHUB_OUTPUT is refused, and the refusal is reported", async () => {
    const r = await action({ command: "plan", comment: "false", "plan-file": `${tmp.dir}/plan.json\nhas-changes=forged` });
    expect(r.code).toBe(1);
    expect(r.out["has-changes"]).toBe("");
    expect(r.out["exit-code"]).toBe("1");
    expect(r.summary).toContain("**Not done:** the plan-file, secrets-out and files inputs are paths on one line");
  });

  it("the token's own user, when GitHub tells it, is the author whose comment is edited", async () => {
    const state = readGithubState(gh);
    writeGithubState(gh, { ...state, tokenUser: "acme-deploy-bot" });
    try {
      const r = await action({ command: "plan", configuration: "by-pat" });
      expect(r.code, r.log).toBe(0);
      const marker = "<!-- msgform:plan:by-pat -->";
      expect(comments().filter((c) => c.body.startsWith(marker)).map((c) => c.user.login)).toEqual(["acme-deploy-bot"]);
      const again = await action({ command: "plan", configuration: "by-pat" });
      expect(again.code, again.log).toBe(0);
      expect(comments().filter((c) => c.body.startsWith(marker))).toHaveLength(1);
    } finally {
      writeGithubState(gh, { ...readGithubState(gh), tokenUser: undefined });
    }
  });

  it("a failed apply still writes the job summary", async () => {
    edit("brands.yaml", "taxId: \"12-3456789\"", "taxId: \"98-7654321\"");
    const r = await action({ command: "apply" });
    expect(r.code).toBe(1);
    expect(r.summary).toContain("### msgform apply");
    expect(r.summary).toContain("**apply failed (exit 1)**");
    expect(r.summary).toContain("--allow-destroy");
    edit("brands.yaml", "taxId: \"98-7654321\"", "taxId: \"12-3456789\"");
  });

  it("drift: exit 0 when the account matches, 2 with the report as the summary when it does not", async () => {
    const clean = await action({ command: "drift" });
    expect(clean.code, clean.log).toBe(0);
    expect(clean.out["exit-code"]).toBe("0");
    const c = clientFor(t.emu);
    try {
      const [campaign] = await c.campaigns.list({ limit: 10 }).toArray();
      await c.campaigns.update(campaign!.id, { description: "Edited in the console: order and shipping texts for Acme customers." } as never);
    } finally {
      await c.close();
    }
    const r = await action({ command: "drift" });
    expect(r.code).toBe(2);
    expect(r.out["exit-code"]).toBe("2");
    // The changed description is in the report (however the renderer marks the words that changed).
    expect(r.summary).toMatch(/description[\s\S]*console/);
    expect(r.log).toContain("::error title=msgform::the account no longer matches the files");
  });

  it("a comment stays under GitHub's 65,536-character limit: problems are cut, a plan too large is left to the summary", async () => {
    // A stand-in msgform: 30,000 characters of problems, 70,000 of plan markdown.
    const big = join(tmp.dir, "big-bin");
    mkdirSync(big);
    writeFileSync(join(big, "msgform"), [
      "#!/bin/sh",
      "case \" $* \" in *\" --format github \"*) exit 1 ;; esac",
      "if [ \"$1\" = validate ]; then head -c 30000 /dev/zero | tr '\\0' v >&2; exit 1; fi",
      "if [ \"$1\" = plan ]; then head -c 70000 /dev/zero | tr '\\0' p; exit 2; fi",
      "exit 1",
      "",
    ].join("\n"));
    chmodSync(join(big, "msgform"), 0o755);
    fakeGh(big);
    const r = await action({ command: "plan", configuration: "large" }, {}, big);
    expect(r.code).toBe(1);
    const body = comments().find((c) => c.body.startsWith("<!-- msgform:plan:large -->"))!.body;
    expect(body.length).toBeLessThan(65_536);
    expect(body).toContain("The plan is too large for a comment");
    expect(body).toContain("v".repeat(20_000));
    expect(r.summary).toContain("p".repeat(70_000));
    expect(r.summary).toContain("v".repeat(30_000));
  });

  it("validate: annotations and exit 0 on valid files; an unknown command fails", async () => {
    const r = await action({ command: "validate" });
    expect(r.code, r.log).toBe(0);
    expect(r.summary).toContain("### msgform validate");
    const bad = await action({ command: "destroy-everything" });
    expect(bad.code).toBe(1);
    expect(bad.log).toContain("::error title=msgform::the command input is one of validate, plan, apply, drift or status");
  });

  // `msgform status` lands on another branch; this runs once both are merged.
  const hasStatus = spawnSync(process.execPath, [CLI, "status", "--help"], { encoding: "utf8" }).stdout.includes("Usage: msgform status");
  it.runIf(hasStatus)("status: exit 0 while registrations are approved or pending, 2 with the reasons once one is rejected", async () => {
    const ok = await action({ command: "status" });
    expect(ok.code, ok.log).toBe(0);
    expect(ok.summary).toContain("order-updates");
    const c = clientFor(t.emu);
    let id: string;
    try {
      id = (await c.campaigns.list({ limit: 10 }).toArray())[0]!.id;
    } finally {
      await c.close();
    }
    const reason = { code: "MESSAGE_FLOW_INSUFFICIENT", description: "The opt-in is not shown to the recipient." };
    await t.control("POST", `/control/campaigns/${id}/decision`, { outcome: "reject", carriers: ["tmobile"], reasons: [reason] });
    const r = await action({ command: "status" });
    expect(r.code).toBe(2);
    expect(r.out["exit-code"]).toBe("2");
    expect(r.summary).toContain("MESSAGE_FLOW_INSUFFICIENT");
    expect(r.log).toContain("::error title=msgform::a registration needs attention");
  });

  it("no step printed a secret", () => {
    expectNoSecrets(
      runs.flatMap((r) => [r.summary, ...r.steps.flatMap((s) => [s.stdout, s.stderr])]),
      [t.emu.keys.live.secret, t.emu.keys.test.secret],
    );
    expectNoSecrets(comments().map((c) => c.body), [t.emu.keys.live.secret]);
  });
});
