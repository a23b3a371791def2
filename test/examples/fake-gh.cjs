#!/usr/bin/env node
/* global require, process */
// A stand-in for the GitHub CLI in the workflow and action tests: the few `gh api` and `gh run list`
// calls msgform's action and examples make, answered from a JSON state file ($GH_STATE/state.json:
// comments per pull request, pull requests, the pull requests of a commit, workflow runs), with
// every call recorded in $GH_STATE/calls.jsonl. `--jq` runs the real jq (gh embeds the same
// language), so the filters the scripts pass are checked too. An unknown call fails loudly.
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
  const takesValue = new Set(["-X", "--method", "--input", "--jq", "-H", "--json", "--workflow", "--event", "--commit", "--status", "--limit"]);
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

function fail(message) {
  process.stderr.write(`fake gh: ${message}\n`);
  process.exit(1);
}

function api() {
  const method = option("-X", option("--method", args.includes("--input") ? "POST" : "GET"));
  const path = positional(1)[0].replace(/\?.*$/, "");
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
    return reply(state.commitPulls[m[1]] ?? []);
  }
  if ((m = path.match(/^repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/)) && method === "GET") {
    return state.pulls[m[1]] ? reply(state.pulls[m[1]]) : fail(`no pull request ${m[1]}`);
  }
  fail(`unknown call: ${method} ${path}`);
}

function runList() {
  appendFileSync(join(dir, "calls.jsonl"), JSON.stringify({ run: "list", args }) + "\n");
  const runs = state.runs.filter((r) =>
    (option("--commit") === undefined || r.headSha === option("--commit")) &&
    (option("--status") === undefined || r.conclusion === option("--status")) &&
    (option("--event") === undefined || r.event === option("--event")) &&
    (option("--workflow") === undefined || r.workflow === option("--workflow")));
  reply(runs.slice(0, Number(option("--limit", "20"))));
}

if (args[0] === "api") api();
else if (args[0] === "run" && args[1] === "list") runList();
else fail(`unknown command: ${args.join(" ")}`);
writeFileSync(stateFile, JSON.stringify(state, null, 2));
