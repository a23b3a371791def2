import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { bash, ROOT, type ShellResult, type Step, substitute, type Workflow } from "./support";

/**
 * Runs workflow jobs whose steps use msgform's composite action (`uses: ./`, action.yml at the
 * repository root) the way a runner would: the action's inputs (its defaults, then `with:`), each
 * of its `run:` steps in `bash --noprofile --norc -eo pipefail` with GITHUB_ACTION_PATH, the step
 * env, RUNNER_TEMP, GITHUB_OUTPUT (per step, read back as `steps.<id>.outputs.*`),
 * GITHUB_STEP_SUMMARY and GITHUB_PATH; the action's outputs from its `outputs:` expressions.
 * Third-party actions (`actions/upload-artifact`, …) are run by the test's handlers, or skipped
 * (checkout, setup-node: the checkout is `cwd`, node is this one).
 */

interface ActionInput {
  description?: string;
  required?: boolean;
  default?: string;
}

export interface Action {
  name: string;
  inputs: Record<string, ActionInput>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: (Step & { shell?: string })[] };
}

const ACTION_FILE = join(ROOT, "action.yml");
export const loadAction = (): Action => parse(readFileSync(ACTION_FILE, "utf8")) as Action;

interface StepLog extends ShellResult {
  /** The workflow step, or "<action step name>" inside the action. */
  name: string;
}

export interface ActionJobRun {
  steps: StepLog[];
  summary: string;
  code: number;
  runnerTemp: string;
  /** Outputs of the steps with an id (the action's outputs for `uses: ./`). */
  outputs: Record<string, Record<string, string>>;
}

type UsesHandler = (inputs: Record<string, string>, runnerTemp: string) => void;

export interface JobOptions {
  cwd: string;
  /** PATH entries before the system's: msgform and the fake gh. */
  bin: string;
  tempRoot: string;
  expressions: Record<string, string>;
  extraEnv?: Record<string, string>;
  /** Handlers for third-party actions, by name without the @ref. */
  uses?: Record<string, UsesHandler>;
  /** Steps of the action not to run (by name), e.g. its install step (msgform is on PATH already). */
  skipActionSteps?: string[];
}

/** Writes a `gh` that is test/examples/fake-gh.cjs into bin. */
export function fakeGh(bin: string): void {
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, "gh"), `#!/bin/sh\nexec "${process.execPath}" "${join(__dirname, "fake-gh.cjs")}" "$@"\n`);
  chmodSync(join(bin, "gh"), 0o755);
}

/** A pull request as GitHub's REST API gives it (the fields the scripts read, and a title to escape). */
export interface FakePull {
  number: number;
  title?: string;
  state?: string;
  merged_at?: string | null;
  merge_commit_sha?: string | null;
  head: { sha: string; ref?: string };
  base?: { ref: string };
}

/** A workflow run with gh's `run list --json` field names; `workflow` is the file it ran from. */
interface FakeRun {
  databaseId: number;
  headSha: string;
  headBranch?: string;
  status?: string;
  conclusion: string;
  event: string;
  workflow: string;
}

export interface FakeGithubState {
  nextId: number;
  comments: Record<string, { id: number; body: string; user: { login: string } }[]>;
  pulls: Record<string, FakePull>;
  /** GET commits/{sha}/pulls: the merged pull request that brought the commit to main. */
  commitPulls: Record<string, FakePull[]>;
  /** Newest first, as GitHub lists them. */
  runs: FakeRun[];
  /** The repository's commits, oldest first (for compare). */
  commits?: { sha: string; parents: string[]; message?: string }[];
  /** The most commits compare gives per page, whatever per_page asks (to make the scripts page). */
  maxPerPage?: number;
  /** The login `GET /user` answers for the token; unset: refused, as GitHub refuses the job's GITHUB_TOKEN. */
  tokenUser?: string;
}

export function writeGithubState(dir: string, state: FakeGithubState): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "state.json"), JSON.stringify(state, null, 2));
}

export function readGithubState(dir: string): FakeGithubState {
  return JSON.parse(readFileSync(join(dir, "state.json"), "utf8")) as FakeGithubState;
}

export function githubCalls(dir: string): { method?: string; path?: string; body?: { body: string }; run?: string }[] {
  const file = join(dir, "calls.jsonl");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split("\n").filter(Boolean).map((l) => JSON.parse(l));
}

/**
 * A GITHUB_OUTPUT file as the runner reads it: `key=value` lines and the multi-line form
 * (`key<<DELIMITER`, the value's lines, then the delimiter alone on a line).
 */
function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(file, "utf8").split("\n");
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const heredoc = line.match(/^([^=<]+)<<(.+)$/);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, n + 1);
      if (end < 0) throw new Error(`GITHUB_OUTPUT: ${heredoc[1]} has no closing delimiter`);
      out[heredoc[1]!] = lines.slice(n + 1, end).join("\n");
      n = end;
      continue;
    }
    const i = line.indexOf("=");
    if (i > 0) out[line.slice(0, i)] = line.slice(i + 1);
  }
  return out;
}

/**
 * Whether a step runs, as a runner decides from its `if:`: terms joined by `&&`, each a status
 * function (`always()`, `success()`, `failure()`; none given means `success()`) or a comparison of
 * a step's output with a string (`steps.<id>.outputs.<name> == 'v'`, or `!=`; an output the step did
 * not set is ""). Any other condition fails the test rather than being guessed.
 */
function shouldRun(condition: string | undefined, failed: boolean, scope: Record<string, string>): boolean {
  let status: boolean | undefined;
  let rest = true;
  for (const term of (condition ?? "").split("&&").map((t) => t.trim()).filter(Boolean)) {
    let m: RegExpMatchArray | null;
    if (term === "always()") status = true;
    else if (term === "success()") status = !failed;
    else if (term === "failure()") status = failed;
    else if ((m = term.match(/^(steps\.[\w-]+\.outputs\.[\w-]+)\s*(==|!=)\s*'([^']*)'$/))) {
      rest &&= ((scope[m[1]!] ?? "") === m[3]) === (m[2] === "==");
    } else throw new Error(`the test runner does not evaluate the condition "${term}"`);
  }
  return (status ?? !failed) && rest;
}

interface Runner {
  opts: JobOptions;
  runnerTemp: string;
  summaryFile: string;
  pathFile: string;
  extraPath: string[];
  logs: StepLog[];
}

/** Runs one `run:` step; its outputs are read whether it failed or not (a failed step's outputs still count). */
async function runShell(r: Runner, name: string, script: string, env: Record<string, string>) {
  const outputFile = join(mkdtempSync(join(r.runnerTemp, "_out-")), "output");
  writeFileSync(outputFile, "");
  const path = [...r.extraPath, r.opts.bin, process.env.PATH].join(":");
  const result = await bash(script, {
    cwd: r.opts.cwd,
    env: {
      PATH: path,
      HOME: r.runnerTemp,
      CI: "true",
      GITHUB_ACTIONS: "true",
      RUNNER_TEMP: r.runnerTemp,
      GITHUB_STEP_SUMMARY: r.summaryFile,
      GITHUB_OUTPUT: outputFile,
      GITHUB_PATH: r.pathFile,
      ...env,
      ...r.opts.extraEnv,
    },
  });
  r.logs.push({ ...result, name });
  return { code: result.code, outputs: readOutputs(outputFile) };
}

/** A `uses:` step's `with:` values, expressions substituted. */
const withOf = (step: Step, expressions: Record<string, string>) =>
  Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, substitute(String(v), expressions)]));

const envOf = (e: Record<string, string> | undefined, expressions: Record<string, string>) =>
  Object.fromEntries(Object.entries(e ?? {}).map(([k, v]) => [k, substitute(String(v), expressions)]));

/** Runs msgform's action: its steps, with its inputs; returns its outputs. */
async function runAction(r: Runner, step: Step, env: Record<string, string>, expressions: Record<string, string>) {
  const action = loadAction();
  const given = withOf(step, expressions);
  for (const k of Object.keys(given)) if (!(k in action.inputs)) throw new Error(`the action has no input ${k}`);
  // A default from the event's payload is empty when the event has none (no pull request on a schedule).
  const eventContext = new Proxy(expressions, {
    get: (t, k: string) => t[k] ?? (k.startsWith("github.event.") ? "" : undefined),
    has: (t, k: string) => k in t || k.startsWith("github.event."),
  });
  const inputs: Record<string, string> = {};
  for (const [k, spec] of Object.entries(action.inputs)) {
    inputs[k] = given[k] ?? substitute(String(spec.default ?? ""), eventContext);
    if (spec.required && inputs[k] === "") throw new Error(`the action's input ${k} is required`);
  }
  const scope: Record<string, string> = { ...expressions };
  for (const [k, v] of Object.entries(inputs)) scope[`inputs.${k}`] = v;
  let code = 0;
  for (const s of action.runs.steps) {
    if (r.opts.skipActionSteps?.includes(s.name ?? "") || !shouldRun(s.if, code !== 0, scope)) continue;
    if (s.shell !== "bash") throw new Error(`the action's step ${s.name} runs with ${s.shell}, not bash`);
    const result = await runShell(r, `${step.name ?? "action"} > ${s.name}`, s.run!, {
      GITHUB_ACTION_PATH: ROOT,
      ...env,
      ...envOf(s.env as Record<string, string>, scope),
    });
    if (s.id) for (const [k, v] of Object.entries(result.outputs)) scope[`steps.${s.id}.outputs.${k}`] = v;
    if (result.code !== 0 && code === 0) code = result.code;
  }
  // An output whose step did not set it is empty, as on a runner.
  const valueScope = new Proxy(scope, { get: (t, k: string) => t[k] ?? "", has: () => true });
  const outputs = Object.fromEntries(
    Object.entries(action.outputs).map(([k, o]) => [k, substitute(o.value, valueScope)]),
  );
  return { code, outputs };
}

/** Runs one job of a workflow whose steps may use msgform's action (see the module comment). */
export async function runActionJob(workflow: Workflow, jobName: string, opts: JobOptions): Promise<ActionJobRun> {
  const job = workflow.jobs[jobName];
  if (!job) throw new Error(`no job ${jobName}`);
  const runnerTemp = mkdtempSync(join(opts.tempRoot, "runner-"));
  const r: Runner = {
    opts, runnerTemp, summaryFile: join(runnerTemp, "_step_summary"), pathFile: join(runnerTemp, "_path"), extraPath: [], logs: [],
  };
  writeFileSync(r.summaryFile, "");
  writeFileSync(r.pathFile, "");
  const expressions: Record<string, string> = { ...opts.expressions, "runner.temp": runnerTemp };
  const outputs: Record<string, Record<string, string>> = {};
  let code = 0;
  for (const step of job.steps) {
    if (!shouldRun(step.if, code !== 0, expressions)) continue;
    // A step output no step set is "", as on a runner (a skipped step sets none).
    const scope = new Proxy({ ...expressions }, {
      get: (t, k: string) => t[k] ?? (k.startsWith("steps.") ? "" : undefined),
      has: (t, k: string) => k in t || k.startsWith("steps."),
    });
    for (const [k, v] of Object.entries({ ...workflow.env, ...job.env })) scope[`env.${k}`] = String(v);
    const env = { ...envOf(workflow.env, scope), ...envOf(job.env, scope), ...envOf(step.env, scope) };
    let result = { code: 0, outputs: {} as Record<string, string> };
    if (step.run !== undefined) result = await runShell(r, step.name ?? "run", step.run, env);
    else if (step.uses === "./") result = await runAction(r, step, env, scope);
    else {
      const name = step.uses!.replace(/@.*$/, "");
      opts.uses?.[name]?.(withOf(step, scope), runnerTemp);
    }
    if (step.id) {
      outputs[step.id] = result.outputs;
      for (const [k, v] of Object.entries(result.outputs)) expressions[`steps.${step.id}.outputs.${k}`] = v;
    }
    if (result.code !== 0 && code === 0) code = result.code;
    // GITHUB_PATH additions apply to the later steps.
    r.extraPath = readFileSync(r.pathFile, "utf8").split("\n").filter(Boolean).reverse();
  }
  return { steps: r.logs, summary: readFileSync(r.summaryFile, "utf8"), code, runnerTemp, outputs };
}

/** A fake artifact store for actions/upload-artifact and actions/download-artifact (by run id). */
export function artifactStore(root: string) {
  let runId = "";
  return {
    /** The run the next upload belongs to. */
    set run(id: string) {
      runId = id;
    },
    handlers: {
      "actions/upload-artifact": (w: Record<string, string>) => {
        if (!w.path || !existsSync(w.path)) throw new Error(`upload-artifact: no file at ${w.path}`);
        const dir = join(root, runId, w.name!);
        mkdirSync(dir, { recursive: true });
        cpSync(w.path, join(dir, w.path.split("/").pop()!));
      },
      "actions/download-artifact": (w: Record<string, string>) => {
        const from = join(root, w["run-id"]!, w.name!);
        if (!existsSync(from)) throw new Error(`download-artifact: run ${w["run-id"]} has no artifact ${w.name}`);
        cpSync(from, w.path!, { recursive: true });
      },
    } satisfies Record<string, UsesHandler>,
  };
}

/** Every action a workflow's steps use (`uses:`), for the pinning checks. */
export function usesOf(workflow: Workflow): string[] {
  return Object.values(workflow.jobs).flatMap((j) => j.steps.flatMap((s) => (s.uses === undefined ? [] : [s.uses])));
}
