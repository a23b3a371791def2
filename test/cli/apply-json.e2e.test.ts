// `apply --format json` prints exactly one msgform-apply v1 document on stdout however the apply
// ends: refused before any change (an unusable sink, a configuration error, preflight errors, a
// service limit, a stale or edited saved plan, no confirmation, a signal before the work starts),
// finished with failures (a sink that fails mid-apply: the objects made keep their ids), or stopped
// by one signal or quit by a second. Each document is checked against the shape the README gives.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { TestEmulator } from "../helpers/emulator";
import { type CliResult, cliEnv, msgform, start, waitFor } from "./run";

const Counts = z.strictObject({ create: z.number(), update: z.number(), replace: z.number(), delete: z.number() });

/** The README's msgform-apply v1 document. */
const ApplyDocument = z.strictObject({
  format: z.literal("msgform-apply"),
  version: z.literal(1),
  summary: z.strictObject({
    base_url: z.string().nullable(),
    configuration: z.string().nullable(),
    planned: Counts,
    total: z.number().int(),
    done: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    not_started: z.number().int(),
    interrupted: z.enum(["SIGINT", "SIGTERM"]).nullable(),
    refused: z.boolean(),
    elapsed_seconds: z.number(),
  }),
  results: z.array(
    z.strictObject({
      section: z.string(),
      name: z.string(),
      action: z.enum(["create", "update", "replace", "delete", "recover"]),
      outcome: z.enum(["done", "failed", "skipped"]),
      id: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  error: z.string().optional(),
  findings: z.array(z.object({ rule: z.string() }).loose()).optional(),
  diagnostics: z.array(z.object({ message: z.string() }).loose()).optional(),
});
type ApplyDocument = z.infer<typeof ApplyDocument>;

/** Stdout is one document of that shape, nothing else. */
function documentOf(r: Pick<CliResult, "stdout" | "stderr">): ApplyDocument {
  expect(r.stdout.trim(), r.stderr).not.toBe("");
  return ApplyDocument.parse(JSON.parse(r.stdout));
}

let t: TestEmulator;
let dir: string;
let env: Record<string, string>;
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
/** Runs `fn` with every request of `target` slowed by `ms` (the emulator's fault injection). */
async function withLatency(target: string, ms: number, fn: () => Promise<void>): Promise<void> {
  const fault = await t.control("POST", "/control/faults", { target, kind: "latency", latency_ms: ms, probability: 1 });
  try {
    await fn();
  } finally {
    await t.control("DELETE", `/control/faults/${fault.body.id}`);
  }
}
const keyConfig = (configuration: string, names: string[]) =>
  `configuration: ${configuration}\napi_keys:\n${names.map((n) => `  ${n}:\n    scopes: [messages:read]\n    revokeQuietSeconds: 0\n`).join("")}`;

beforeAll(async () => {
  t = await TestEmulator.start();
  dir = mkdtempSync(join(tmpdir(), "msgform-apply-json-"));
  env = cliEnv(t.emu);
});
afterAll(async () => t?.close());

describe("apply --format json: one document for every refusal (nothing changed)", () => {
  const refusedWith = async (args: string[], error: RegExp) => {
    const r = await msgform(["apply", ...args, "--format", "json"], env);
    expect(r.code, r.stderr).toBe(1);
    const doc = documentOf(r);
    expect(doc.summary).toMatchObject({ refused: true, done: 0, failed: 0 });
    expect(doc.error).toMatch(error);
    return doc;
  };

  it("a secrets sink that is a directory", async () => {
    mkdirSync(join(dir, "sink-dir"));
    const config = file("sinkdir.yaml", keyConfig("sinkdir", ["ci"]));
    await refusedWith([config, "--yes", "--secrets-out", join(dir, "sink-dir")], /is a directory/);
  });

  it("a configuration with errors: its diagnostics", async () => {
    const config = file("bad.yaml", "api_keys:\n  ci:\n    scopes: [messages:read]\n    colour: red\n");
    const doc = await refusedWith([config, "--yes"], /problem/);
    expect(JSON.stringify(doc.diagnostics)).toContain("colour");
  });

  it("preflight errors and a service limit: the findings", async () => {
    const hooks = Array.from({ length: 11 }, (_, i) => `  h${i}:\n    url: http://127.0.0.1:9/h${i}\n    enabledEvents: [message.sent]\n`).join("");
    const config = file("limit.yaml", `configuration: limit\nwebhook_endpoints:\n${hooks}`);
    const doc = await refusedWith([config, "--yes"], /preflight error/);
    expect(doc.findings!.map((f) => f.rule)).toContain("webhook-endpoint-limit");
  });

  it("without --yes and no terminal to ask on", async () => {
    await refusedWith([file("ask.yaml", keyConfig("ask", ["ci"])), "--secrets-out", join(dir, "ask.secrets.json")], /pass --yes/);
  });

  it("a saved plan the account moved away from, or made for another service", async () => {
    const config = file("saved.yaml", keyConfig("saved", ["ci"]));
    const out = join(dir, "saved.plan.json");
    expect((await msgform(["plan", config, "--out", out], env)).code).toBe(0);
    const moved = await msgform(["apply", config, "--yes", "--secrets-out", join(dir, "saved.secrets.json")], env);
    expect(moved.code, moved.stderr).toBe(0);
    await refusedWith([out, "--yes", "--secrets-out", join(dir, "saved.secrets.json")], /the account changed since this plan was made/);
    const edited = JSON.parse(readFileSync(out, "utf8"));
    edited.base_url = "https://127.0.0.1:1";
    const other = file("other.plan.json", JSON.stringify(edited));
    await refusedWith([other, "--yes"], /the plan was made for https:\/\/127\.0\.0\.1:1/);
  });
});

describe("apply --format json: failures and interrupts", () => {
  it("a sink that fails mid-apply: the keys made keep their ids (their secrets pending)", async () => {
    const sink = join(dir, "failing.secrets.json");
    // The sink opens, but every write fails: its lock's path is taken by a directory.
    mkdirSync(`${sink}.lock`);
    const config = file("failing.yaml", keyConfig("failing", ["ci", "deploy"]));
    const r = await msgform(["apply", config, "--yes", "--secrets-out", sink, "--format", "json"], env);
    expect(r.code).toBe(1);
    const doc = documentOf(r);
    expect(doc.summary).toMatchObject({ refused: false, failed: 2 });
    const keys = (await t.api("GET", "/v1/keys?limit=100")).body.data as { id: string; metadata: Record<string, string> }[];
    for (const res of doc.results) {
      const made = keys.find((k) => k.metadata?.["msgform:config"] === "failing" && k.metadata["msgform:name"] === res.name);
      expect(made, res.name).toBeDefined();
      expect(res).toMatchObject({ outcome: "failed", id: made!.id });
      expect(res.error).toContain("failing.secrets.json.lock");
    }
  });

  const numbers = (n: number, exchange: string) =>
    Array.from({ length: n }, (_, i) => `  n${i}:\n    number: "+1415${exchange}${1000 + i}"\n`).join("");

  it("one SIGINT: the document reports what was done and what was not started", async () => {
    await withLatency("numbers.buy", 800, async () => {
      const config = file("stop.yaml", `configuration: stop\nphone_numbers:\n${numbers(12, "245")}`);
      const run = start(["apply", config, "--yes", "--concurrency", "2", "--format", "json"], env);
      await waitFor(run, /create phone_numbers\.n\d+: done/);
      run.child.kill("SIGINT");
      const r = await run.done;
      expect(r.code).toBe(130);
      const doc = documentOf(r);
      expect(doc.summary).toMatchObject({ interrupted: "SIGINT", refused: false });
      expect(doc.summary.done).toBeGreaterThan(0);
      expect(doc.summary.not_started).toBeGreaterThan(0);
      for (const res of doc.results.filter((x) => x.outcome === "done")) expect(res.id).toMatch(/^pn_/);
    });
  });

  it("a second SIGINT quits at once and still prints the document, with the ids of what was done", async () => {
    await withLatency("numbers.buy", 3000, async () => {
      const config = file("quit.yaml", `configuration: quit\nphone_numbers:\n${numbers(8, "267")}`);
      const run = start(["apply", config, "--yes", "--concurrency", "2", "--format", "json"], env);
      await waitFor(run, /create phone_numbers\.n\d+: done/);
      run.child.kill("SIGINT");
      await waitFor(run, /interrupted \(SIGINT\): starting nothing new/);
      run.child.kill("SIGINT");
      const r = await run.done;
      expect(r.code).toBe(130);
      const doc = documentOf(r);
      expect(doc.summary).toMatchObject({ interrupted: "SIGINT", refused: false });
      expect(doc.error).toMatch(/quit at once on a second SIGINT/);
      expect(doc.results.filter((x) => x.outcome === "done").every((x) => x.id?.startsWith("pn_"))).toBe(true);
      expect(doc.summary.done).toBeGreaterThan(0);
    });
  });

  it("a SIGINT before the work starts: refused, nothing changed", async () => {
    // The account read is slowed so the signal lands before any change.
    await withLatency("numbers.list", 1500, async () => {
      const config = file("early.yaml", `configuration: early\nphone_numbers:\n${numbers(2, "289")}`);
      const run = start(["apply", config, "--yes", "--format", "json"], env);
      await waitFor(run, /reading the account/);
      run.child.kill("SIGINT");
      const r = await run.done;
      expect(r.code).toBe(130);
      const doc = documentOf(r);
      expect(doc.summary).toMatchObject({ interrupted: "SIGINT", refused: true, done: 0 });
      expect(doc.error).toBe("interrupted (SIGINT) before any change: nothing was changed");
    });
  });
});
