#!/usr/bin/env node
/* global require, process, URLSearchParams */
// A stand-in for the GitHub CLI in the workflow and action tests: the few `gh api` and `gh run list`
// calls msgform's action and examples make, answered from a JSON state file ($GH_STATE/state.json:
// comments per pull request, pull requests, the pull requests of a commit, workflow runs, the
// repository's commits), with every call recorded in $GH_STATE/calls.jsonl. Responses have the
// fields GitHub's REST API and gh give (`gh run list --json` prints only the fields asked for, and
// refuses a field gh does not know). `--jq` runs the real jq (gh embeds the same language), so the
// filters the scripts pass are checked too; with `--paginate` it runs on each page, as gh does. An
// unknown call fails loudly; an unknown commit is GitHub's 404.
const { execFileSync } = require("node:child_process");
const { appendFileSync, readFileSync, writeFileSync } = require("node:fs");
const { join } = require("node:path");

const dir = process.env.GH_STATE;
if (!dir) {
  process.stderr.write("fake gh: GH_STATE is not set\n");
  process.exit(1);
}
const stateFile = join(dir, "state.json");
const state = JSON.parse(readFileSync(stateFile, "utf8"));
const args = process.argv.slice(2);

function option(name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
}

function positional(from) {
  const takesValue = new Set([
    "-X", "--method", "--input", "--jq", "-H", "--json", "--workflow", "--event", "--commit", "--status", "--limit", "--branch",
  ]);
  const out = [];
  for (let i = from; i < args.length; i++) {
    if (takesValue.has(args[i])) i++;
    else if (!args[i].startsWith("-")) out.push(args[i]);
  }
  return out;
}

function reply(value) {
  const jq = option("--jq");
  const json = JSON.stringify(value);
  if (jq === undefined) process.stdout.write(json + "\n");
  else process.stdout.write(execFileSync("jq", ["-r", jq], { input: json, encoding: "utf8" }));
}

/** Every commit reachable from sha (itself included), by the parents the state records. */
function ancestors(sha) {
  const bySha = new Map((state.commits ?? []).map((c) => [c.sha, c]));
  const seen = new Set();
  const stack = [sha];
  while (stack.length) {
    const s = stack.pop();
    if (seen.has(s) || !bySha.has(s)) continue;
    seen.add(s);
    stack.push(...bySha.get(s).parents);
  }
  return seen;
}

const commitObject = (c) => ({
  sha: c.sha,
  commit: { message: c.message ?? "" },
  parents: c.parents.map((p) => ({ sha: p, url: `https://api.github.com/repos/x/y/commits/${p}` })),
});

// GET /repos/{owner}/{repo}/compare/{base}...{head}: the commits reachable from head and not from
// base, oldest first (`git log base..head` in chronological order), in pages of per_page (at most
// the state's maxPerPage when set); the changed files only on the first page.
function compare(base, head, query) {
  const known = new Set((state.commits ?? []).map((c) => c.sha));
  if (!known.has(base) || !known.has(head)) fail("HTTP 404: Not Found (https://api.github.com/repos/compare)");
  const fromHead = ancestors(head);
  const fromBase = ancestors(base);
  const ahead = state.commits.filter((c) => fromHead.has(c.sha) && !fromBase.has(c.sha));
  const behind = state.commits.filter((c) => fromBase.has(c.sha) && !fromHead.has(c.sha));
  const status = base === head ? "identical" : behind.length === 0 ? "ahead" : ahead.length === 0 ? "behind" : "diverged";
  const mergeBase = [...state.commits].reverse().find((c) => fromHead.has(c.sha) && fromBase.has(c.sha));
  const perPage = Math.min(Number(query.get("per_page") ?? "250"), state.maxPerPage ?? 250);
  const pages = [];
  for (let i = 0; i === 0 || i < ahead.length; i += perPage) pages.push(ahead.slice(i, i + perPage));
  const page = (commits, n) => ({
    url: `https://api.github.com/repos/x/y/compare/${base}...${head}`,
    status,
    ahead_by: ahead.length,
    behind_by: behind.length,
    total_commits: ahead.length,
    base_commit: commitObject(state.commits.find((c) => c.sha === base)),
    merge_base_commit: mergeBase ? commitObject(mergeBase) : null,
    commits: commits.map(commitObject),
    ...(n === 0 ? { files: [] } : {}),
  });
  const all = args.includes("--paginate") ? pages : pages.slice(0, 1);
  all.forEach((commits, n) => reply(page(commits, n)));
}

function fail(message) {
  process.stderr.write(`fake gh: ${message}\n`);
  process.exit(1);
}

function api() {
  const method = option("-X", option("--method", args.includes("--input") ? "POST" : "GET"));
  const [path, queryString = ""] = positional(1)[0].split("?");
  const query = new URLSearchParams(queryString);
  const input = option("--input");
  const body = input ? JSON.parse(readFileSync(input, "utf8")) : undefined;
  appendFileSync(join(dir, "calls.jsonl"), JSON.stringify({ method, path, body }) + "\n");
  let m;
  // The job's GITHUB_TOKEN is an installation token: GitHub refuses it /user (403).
  if (path === "user" && method === "GET") {
    return state.tokenUser ? reply({ login: state.tokenUser }) : fail("HTTP 403: Resource not accessible by integration");
  }
  if ((m = path.match(/^repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/))) {
    const list = (state.comments[m[1]] ??= []);
    if (method === "GET") return reply(list);
    if (method !== "POST") fail(`${method} ${path}`);
    if (typeof body?.body !== "string") fail("a comment needs a string body");
    const comment = { id: state.nextId++, body: body.body, user: { login: state.tokenUser ?? "github-actions[bot]" } };
    list.push(comment);
    return reply(comment);
  }
  if ((m = path.match(/^repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/)) && method === "PATCH") {
    const comment = Object.values(state.comments).flat().find((c) => String(c.id) === m[1]);
    if (!comment) fail(`no comment ${m[1]}`);
    comment.body = body.body;
    return reply(comment);
  }
  if ((m = path.match(/^repos\/[^/]+\/[^/]+\/commits\/([0-9a-f]+)\/pulls$/)) && method === "GET") {
    if (!(state.commits ?? []).some((c) => c.sha === m[1]) && !state.commitPulls[m[1]]) fail("HTTP 422: No commit found for SHA");
    return reply(state.commitPulls[m[1]] ?? []);
  }
  if ((m = path.match(/^repos\/[^/]+\/[^/]+\/compare\/([0-9a-f]{40})\.\.\.([0-9a-f]{40})$/)) && method === "GET") {
    return compare(m[1], m[2], query);
  }
  if ((m = path.match(/^repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/)) && method === "GET") {
    return state.pulls[m[1]] ? reply(state.pulls[m[1]]) : fail(`no pull request ${m[1]}`);
  }
  fail(`unknown call: ${method} ${path}`);
}

// gh's `run list --json` fields (pkg/cmd/run/shared: RunFields).
const RUN_FIELDS = [
  "name", "displayTitle", "headBranch", "headSha", "createdAt", "updatedAt", "startedAt", "attempt", "status",
  "conclusion", "event", "number", "databaseId", "workflowDatabaseId", "workflowName", "url",
];

// The state's runs are newest first, as GitHub lists them. `--status` matches a status or a
// conclusion (GitHub's `status` filter takes both); an unfinished run's conclusion is "".
function runList() {
  appendFileSync(join(dir, "calls.jsonl"), JSON.stringify({ run: "list", args }) + "\n");
  const fields = (option("--json") ?? "").split(",").filter(Boolean);
  if (fields.length === 0) fail("the scripts read runs with --json");
  for (const f of fields) if (!RUN_FIELDS.includes(f)) fail(`Unknown JSON field: "${f}"`);
  const status = option("--status");
  const runs = state.runs.filter((r) =>
    (option("--commit") === undefined || r.headSha === option("--commit")) &&
    (status === undefined || r.conclusion === status || r.status === status) &&
    (option("--event") === undefined || r.event === option("--event")) &&
    (option("--branch") === undefined || r.headBranch === option("--branch")) &&
    (option("--workflow") === undefined || r.workflow === option("--workflow")));
  const shown = runs.slice(0, Number(option("--limit", "20"))).map((r) =>
    Object.fromEntries(fields.map((f) => [f, r[f] ?? (f === "conclusion" ? "" : null)])));
  reply(shown);
}

if (args[0] === "api") api();
else if (args[0] === "run" && args[1] === "list") runList();
else fail(`unknown command: ${args.join(" ")}`);
writeFileSync(stateFile, JSON.stringify(state, null, 2));
