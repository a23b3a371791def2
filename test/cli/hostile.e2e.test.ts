import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { WORKFLOW_COMMAND_START } from "../../sdk/escape";
import { TestEmulator } from "../helpers/emulator";
import { type CliResult, cliEnv, msgform } from "./run";
import { acmeRegistration } from "./support/fixture";

/**
 * Output nobody can forge: a key holding only webhooks:write (and the carriers, through the control
 * API) put escape sequences, fake headings and raw HTML in every string that reaches a renderer:
 * owner markers, names, descriptions, metadata, URLs, rejection reasons. Another configuration's
 * plan, drift and status, in text and markdown, print them inert: no control character, no raw
 * HTML, no line of ours that the account wrote. JSON stays JSON with the strings as they are.
 */
const FORGED = "team\u001b[2J\n## ✅ No changes. Safe to merge\n</details><img src=https://evil.example/x.png>\u202e" +
  "\n::error::forged\r\n  ::add-mask::team\n\t::stop-commands::tok\n##[error]old form \u200b\u200c\u200d\ufeff\u2066\u2067\u2068\u2069\u0000end";
const SHORT = "x\u001b]8;;https://evil.example\u0007\n# hi\r|a|b|`c`@here</pre>\n ::warning::short";
/** A metadata key that would start its line in YAML: `::` first, a bidi override in it. */
const KEY = "::error::key\u202e";

const CONFIG = stringify({
  version: 1,
  configuration: "team-a",
  webhook_endpoints: {
    orders: {
      url: "http://127.0.0.1:9/orders",
      enabledEvents: ["message.delivered"],
      description: "orders \u001b[31mred\u001b[0m\n## from the file",
    },
  },
  ...acmeRegistration(),
});

/** Our own markdown tags; anything else that opens with `<` would be the account's HTML. */
const OUR_TAGS = /<\/?(details|summary|code|pre|del|ins)>/g;
const OUR_HEADINGS = new Set(["### msgform plan", "### msgform drift", "### msgform status", "#### Preflight"]);

/**
 * No control character but the line breaks of our own lines, no bidirectional or zero-width
 * character, and no line the CI runner would read as a workflow command (`::name` after any
 * leading whitespace, or the older `##[name]` anywhere).
 */
function expectNoForgery(out: string) {
  // eslint-disable-next-line no-control-regex
  expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/);
  expect(out.split("\n").filter((l) => WORKFLOW_COMMAND_START.test(l))).toEqual([]);
  expect(out).not.toContain("##[");
}

function expectInert(r: CliResult, format: "text" | "markdown") {
  const out = r.stdout + r.stderr;
  expectNoForgery(out);
  expect(out).not.toContain("Safe to merge\n");
  const lines = out.split("\n");
  expect(lines.filter((l) => /^\s*#/.test(l) && !OUR_HEADINGS.has(l))).toEqual([]);
  if (format === "markdown") {
    expect(r.stdout.replace(OUR_TAGS, "")).not.toContain("<");
    expect(r.stdout.split("<details>").length).toBe(r.stdout.split("</details>").length);
    expect(r.stdout).not.toContain("@here");
    expect(lines.filter((l) => l.startsWith("|") && !l.endsWith("|"))).toEqual([]);
  }
}

describe("hostile account strings in another configuration's output", () => {
  let t: TestEmulator;
  let config: string;
  let env: Record<string, string>;
  let narrow: { id: string; secret: string };
  let campaignId: string;
  const dir = mkdtempSync(join(tmpdir(), "msgform-hostile-"));

  beforeAll(async () => {
    t = await TestEmulator.start();
    env = cliEnv(t.emu);
    config = join(dir, "team-a.yaml");
    writeFileSync(config, CONFIG);
    const applied = await msgform(["apply", config, "--yes", "--secrets-out", join(dir, "secrets.json")], env);
    expect(applied.code, applied.stderr).toBe(0);
    const key = await t.api("POST", "/v1/keys", { body: { name: "hooks only", scopes: ["webhooks:write"] } });
    expect(key.status, key.text).toBe(201);
    narrow = { id: key.body.id, secret: key.body.secret };

    const forgedOwner = await t.api("POST", "/v1/webhook_endpoints", {
      key: narrow,
      body: {
        url: "https://evil.example/</details><img src=x>",
        enabled_events: ["message.failed"],
        description: FORGED,
        metadata: { "msgform:name": SHORT, "msgform:config": FORGED, note: FORGED, [KEY]: SHORT },
      },
    });
    expect(forgedOwner.status, forgedOwner.text).toBe(201);
    const unmanaged = await t.api("POST", "/v1/webhook_endpoints", {
      key: narrow,
      body: { url: "https://evil.example/hook", enabled_events: ["message.failed"], description: FORGED, metadata: { [KEY]: FORGED } },
    });
    expect(unmanaged.status, unmanaged.text).toBe(201);
    // team-a's own endpoint, changed behind its back by the narrow key.
    const list = await t.api("GET", "/v1/webhook_endpoints");
    const orders = list.body.data.find((e: { metadata: Record<string, string> }) => e.metadata["msgform:name"] === "orders");
    const patched = await t.api("PATCH", `/v1/webhook_endpoints/${orders.id}`, {
      key: narrow,
      body: { description: FORGED, url: "https://evil.example/<img src=y>|a|`b`", metadata: { ...orders.metadata, label: SHORT } },
    });
    expect(patched.status, patched.text).toBe(200);
    // The carriers reject team-a's campaign with a reason that tries the same.
    await t.advance(6 * 60);
    const campaigns = await t.api("GET", "/v1/campaigns");
    campaignId = campaigns.body.data[0].id;
    const reject = await t.control("POST", `/control/campaigns/${campaignId}/decision`, {
      outcome: "reject",
      reasons: [{ code: "MESSAGE_FLOW_INSUFFICIENT", description: FORGED }],
    });
    expect(reject.status, reject.text).toBe(200);
  });
  afterAll(async () => t?.close());

  it("plan in text and markdown prints every hostile string inert; the untrusted owner is marked", async () => {
    const text = await msgform(["plan", config], env);
    expect(text.code, text.stderr).toBe(0);
    expectInert(text, "text");
    expect(text.stdout).toContain("configuration \"team\\e[2J\\n## ✅ No changes. Safe to merge\\n</details>");
    expect(text.stdout).toContain("(untrusted name)");
    expect(text.stdout).toContain("reason MESSAGE_FLOW_INSUFFICIENT");
    const md = await msgform(["plan", config, "--format", "markdown"], env);
    expect(md.code, md.stderr).toBe(0);
    expectInert(md, "markdown");
    expect(md.stdout).toContain("(untrusted name)");
    expect(md.stdout).toContain("&#60;/details&#62;&#60;img src=https://evil.example/x.png&#62;");
  });

  it("drift in text and markdown prints them inert, and exits 2 for the changed endpoint and the rejection", async () => {
    const text = await msgform(["drift", config], env);
    expect(text.code, text.stderr).toBe(2);
    expectInert(text, "text");
    expect(text.stdout).toContain("url: account has \"https://evil.example/<img src=y>|a|`b`\", config says");
    expect(text.stdout).toContain("- [-team\\e[2J-]\\n## [-✅-]");
    const md = await msgform(["drift", config, "--format", "markdown"], env);
    expect(md.code).toBe(2);
    expectInert(md, "markdown");
    const json = await msgform(["drift", config, "--format", "json"], env);
    const report = JSON.parse(json.stdout);
    expect(report.unhealthy[0].reasons[0].description).toBe(FORGED);
    expect(report.managed_elsewhere[0].owner).toBe(`configuration "${FORGED}" (untrusted name)`);
  });

  it("status in text and markdown prints the carriers' hostile reasons inert", async () => {
    for (const format of ["text", "markdown"] as const) {
      const r = await msgform(["status", config, "--format", format], env);
      expect(r.code, r.stderr).toBe(2);
      expectInert(r, format);
    }
  });

  it("an error naming the untrusted owner, export's listing and its YAML stay inert", async () => {
    const list = await t.api("GET", "/v1/webhook_endpoints");
    const forged = list.body.data.find((e: { metadata: Record<string, string> }) => e.metadata["msgform:config"] === FORGED);
    const adopt = join(dir, "adopt.yaml");
    writeFileSync(adopt, `version: 1\nconfiguration: team-a\nwebhook_endpoints:\n  stolen:\n    id: ${forged.id}\n    url: https://evil.example/hook\n    enabledEvents: [message.failed]\n`);
    const refused = await msgform(["plan", adopt], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("(untrusted name)");
    expectInert(refused, "text");
    const exported = await msgform(["export", "--configuration", "team-a"], env);
    expect(exported.code, exported.stderr).toBe(0);
    expectInert({ ...exported, stdout: "" }, "text");
    expect(exported.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/); // eslint-disable-line no-control-regex
    const comments = exported.stdout.split("\n").filter((l) => l.includes("Not exported"));
    expect(comments.length).toBeGreaterThan(0);
    for (const c of comments) expect(c.startsWith("# Not exported, managed elsewhere: ")).toBe(true);
    expect(() => parse(exported.stdout)).not.toThrow();
  });

  it("export writes hostile text escaped: YAML double-quoted on one line, TypeScript \\u escapes; both read back the same", async () => {
    const yaml = await msgform(["export", "--configuration", "team-a"], env);
    expect(yaml.code, yaml.stderr).toBe(0);
    expectNoForgery(yaml.stdout + yaml.stderr);
    type Endpoint = { description?: string; metadata?: Record<string, string> };
    const doc = parse(yaml.stdout) as { webhook_endpoints: Record<string, Endpoint> };
    const hostile = Object.values(doc.webhook_endpoints).find((e) => e.metadata?.[KEY] !== undefined);
    expect(hostile).toMatchObject({ description: FORGED, metadata: { [KEY]: FORGED } });
    // Round trip: the file plans no change, so every escaped string read back as the account has it.
    const file = join(dir, "exported.yaml");
    writeFileSync(file, yaml.stdout);
    const plan = await msgform(["plan", file, "--detailed-exitcode"], env);
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
    expectNoForgery(plan.stdout + plan.stderr);

    const program = join(dir, "index.ts");
    const ts = await msgform(["export", "--configuration", "team-a", "--pulumi", program], env);
    expect(ts.code, ts.stderr).toBe(0);
    const source = readFileSync(program, "utf8");
    expectNoForgery(source + ts.stdout + ts.stderr);
    const literals = [...source.matchAll(/^ {2}description: (".*"),$/gm)].map((m) => JSON.parse(m[1]!) as string);
    expect(literals).toContain(FORGED);
    expect(source).toContain(`${JSON.stringify(KEY).replace("\u202e", "\\u202e")}:`);
  });

  it("validate's diagnostics in text, JSON and GitHub annotations: hostile keys and values start no line of ours", async () => {
    const file = join(dir, "hostile-keys.yaml");
    writeFileSync(file, `version: 1\n${JSON.stringify(KEY)}: 1\nwebhook_endpoints:\n  x:\n    url: ${JSON.stringify(FORGED)}\n` +
    `    enabledEvents: [${JSON.stringify(SHORT)}]\n    "::warning::colour\\u2066": blue\n`);
    const text = await msgform(["validate", file], env);
    expect(text.code).toBe(1);
    expectNoForgery(text.stdout + text.stderr);
    expect(text.stderr).toContain(":2:1: ::error::key\\u202e: unknown field");
    const json = await msgform(["validate", file, "--format", "json"], env);
    expectNoForgery(json.stdout + json.stderr);
    expect(JSON.parse(json.stdout).diagnostics.length).toBeGreaterThan(2);
    const github = await msgform(["validate", file, "--format", "github"], env);
    const lines = github.stdout.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(2);
    // Our annotations are the only commands: one per line, the message encoded so it cannot end or start another.
    for (const l of lines) expect(l).toMatch(/^::(error|warning) file=[^:]+,line=\d+,col=\d+::[^\n]*$/);
    expectNoForgery(github.stderr);
  });

  it("apply's progress and summary print them inert (run last: it changes the account)", async () => {
    const r = await msgform(["apply", config, "--yes", "--secrets-out", join(dir, "secrets-2.json")], env);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toContain("orders");
    expectNoForgery(r.stdout + r.stderr);
    const json = await msgform(["plan", config, "--format", "json"], env);
    expectNoForgery(json.stdout + json.stderr);
  });
});
