import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { type CliResult, msgform } from "./run";

/**
 * Every config diagnostic kind, once, with its exact text: messages are reviewed like UI (issue 17).
 * The built CLI runs as a child process on temp files. `@` in an expected line stands for the
 * directory of the files. Warnings (e.g. 10DLC preflight findings) are not this table's business.
 */
const root = mkdtempSync(join(tmpdir(), "msgform-diag-"));
/** Writes files into a new directory; returns it and their paths. */
function filesIn(files: Record<string, string>): { dir: string; paths: string[] } {
  const dir = mkdtempSync(join(root, "case-"));
  const paths = Object.entries(files).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  });
  return { dir, paths };
}
const errorLines = (stderr: string) =>
  stderr.split("\n").filter((l) => l !== "" && !l.includes(": warning: ") && !l.startsWith("msgform: "));

const BRAND_WITHOUT_VERTICAL = [
  "brands:",
  "  acme:",
  "    entityType: PRIVATE_PROFIT",
  "    legalName: Acme Corp",
  "    displayName: Acme",
  "    taxId: \"12-3456789\"",
  "    website: https://acme.example",
  "    address: { street: 1 Main St, city: San Francisco, state: CA, postalCode: \"94105\", country: US }",
  "    contact: { email: ops@acme.example, phone: \"+14155550100\" }",
  "",
].join("\n");

const CAMPAIGN = (brand: string) =>
  [
    "campaigns:",
    "  alerts:",
    `    brand: ${brand}`,
    "    useCase: ACCOUNT_NOTIFICATION",
    "    description: Account alerts for Acme customers about their orders and account security.",
    "    messageFlow: Customers opt in on the Acme website checkout page (acme.example/checkout) by ticking a box.",
    "    sampleMessages:",
    "      - \"Acme: your order 1234 has shipped. Reply STOP to opt out.\"",
    "      - \"Acme: your password was changed. Reply HELP for help.\"",
    "    optOutMessage: \"Acme: you are unsubscribed and will get no more messages.\"",
    "    helpMessage: \"Acme alerts: reply STOP to stop. Help at support@acme.example.\"",
    "    privacyPolicyUrl: https://acme.example/privacy",
    "",
  ].join("\n");

const HOOK = (url: string, events = "[message.sent]") =>
  `webhook_endpoints:\n  orders:\n    url: ${url}\n    enabledEvents: ${events}\n`;

interface Case {
  kind: string;
  files: Record<string, string>;
  expected: string[];
}

const CASES: Case[] = [
  {
    kind: "yaml-syntax",
    files: { "a.yaml": "api_keys:\n  ci: [messages:read,\n" },
    expected: ["@/a.yaml:3:1: YAML syntax: Flow sequence in block collection must be sufficiently indented and end with a ]"],
  },
  {
    kind: "yaml-syntax (duplicate key)",
    files: { "a.yaml": "api_keys:\n  ci:\n    scopes: [messages:read]\n  ci:\n    scopes: [messages:read]\n" },
    expected: ["@/a.yaml:4:3: YAML syntax: this key appears twice in the same mapping (keys must be unique)"],
  },
  {
    kind: "yaml-unsupported",
    files: { "a.yaml": "api_keys:\n  ci: &k\n    scopes: [messages:read]\n  cd: *k\n" },
    expected: ["@/a.yaml:4:7: api_keys.cd: aliases and tags are not supported here"],
  },
  {
    kind: "env-unset",
    files: { "a.yaml": HOOK("${env:MSGFORM_TEST_UNSET_HOOK}") },
    expected: [
      "@/a.yaml:3:10: webhook_endpoints.orders.url: environment variable MSGFORM_TEST_UNSET_HOOK is not set " +
      "(referenced as ${env:MSGFORM_TEST_UNSET_HOOK}; write $${ for a literal ${)",
    ],
  },
  {
    kind: "env-syntax",
    files: { "a.yaml": HOOK("https://${HOST}/in") },
    expected: [
      "@/a.yaml:3:10: webhook_endpoints.orders.url: unknown substitution ${HOST}: only ${env:NAME} is supported " +
      "(write $${ for a literal ${)",
    ],
  },
  {
    kind: "unknown-field (nearest suggested, at the key)",
    files: { "a.yaml": "webhook_endpoints:\n  orders:\n    url: https://hooks.example.com/in\n    enabledEvent: [message.sent]\n" },
    expected: [
      "@/a.yaml:2:3: webhook_endpoints.orders.enabledEvents: required (The event kinds this endpoint " +
      "receives; a non-empty set): a list, each one of message.sent, " +
      "message.delivered, message.undelivered, message.failed, message.received, message.opted_out, " +
      "message.help_requested, campaign.status_changed, number.released, e.g. enabledEvents: [message.sent]",
      "@/a.yaml:4:5: webhook_endpoints.orders.enabledEvent: unknown field; allowed here: url, enabledEvents, " +
      "description, enabled, metadata, id, takeOver; did you mean 'enabledEvents'?",
    ],
  },
  {
    kind: "unknown-field (top level, nothing near)",
    files: { "a.yaml": "colour: blue\n" },
    expected: [
      "@/a.yaml:1:1: colour: unknown field; allowed here: version, configuration, ip_allowlist, api_keys, " +
      "webhook_endpoints, brands, campaigns, phone_numbers",
    ],
  },
  {
    kind: "unknown-field (a section named by a part of its name)",
    files: { "a.yaml": "webhooks:\n  orders:\n    url: https://hooks.example.com/in\n" },
    expected: [
      "@/a.yaml:1:1: webhooks: unknown field; allowed here: version, configuration, ip_allowlist, api_keys, " +
      "webhook_endpoints, brands, campaigns, phone_numbers; did you mean 'webhook_endpoints'?",
    ],
  },
  {
    kind: "required (a missing enum says required, at the entry's key)",
    files: { "a.yaml": BRAND_WITHOUT_VERTICAL },
    expected: [
      "@/a.yaml:2:3: brands.acme.vertical: required: one of AGRICULTURE, COMMUNICATION, CONSTRUCTION, EDUCATION, " +
      "ENERGY, ENTERTAINMENT, FINANCIAL, GAMBLING, GOVERNMENT, HEALTHCARE, HOSPITALITY, HUMAN_RESOURCES, INSURANCE, " +
      "LEGAL, MANUFACTURING, NGO, POLITICAL, POSTAL, PROFESSIONAL, REAL_ESTATE, RETAIL, TECHNOLOGY, TRANSPORTATION, " +
      "e.g. vertical: AGRICULTURE",
    ],
  },
  {
    kind: "required (its purpose, the type, an example)",
    files: { "a.yaml": "webhook_endpoints:\n  orders:\n    enabledEvents: [message.sent]\n" },
    expected: [
      "@/a.yaml:2:3: webhook_endpoints.orders.url: required (Where deliveries are POSTed): a string, " +
      "e.g. url: https://hooks.example.com/msgform",
    ],
  },
  {
    kind: "required: a purpose whose description cites the docs reads as one sentence (no reference, balanced parentheses)",
    files: { "a.yaml": "api_keys:\n  ci:\n    name: ci\n" },
    expected: [
      "@/a.yaml:2:3: api_keys.ci.scopes: required (The key's scopes, a set; fixed at creation, so a change replaces " +
      "the key (create-before-delete)): a list, each one of messages:write, messages:read, numbers:write, numbers:read, " +
      "registration:write, registration:read, lookup:read, webhooks:write, webhooks:read, keys:write, keys:read, " +
      "allowlist:write, allowlist:read, e.g. scopes: [messages:write]",
    ],
  },
  {
    kind: "required, written with no value (an empty value means absent): at the empty key, in the file that writes it",
    files: {
      "a.yaml": "webhook_endpoints:\n  orders:\n    url: https://hooks.example.com/h\n    enabledEvents: [message.sent]\n",
      "b.yaml": "webhook_endpoints:\n  orders:\n    url:\n",
      "c.yaml": BRAND_WITHOUT_VERTICAL.replace("    website", "    vertical:\n    website"),
    },
    expected: [
      "@/b.yaml:3:5: webhook_endpoints.orders.url: required (Where deliveries are POSTed): a string, " +
      "e.g. url: https://hooks.example.com/msgform; it is written here with no value, which means absent",
      "@/c.yaml:7:5: brands.acme.vertical: required: one of AGRICULTURE, COMMUNICATION, CONSTRUCTION, EDUCATION, " +
      "ENERGY, ENTERTAINMENT, FINANCIAL, GAMBLING, GOVERNMENT, HEALTHCARE, HOSPITALITY, HUMAN_RESOURCES, INSURANCE, " +
      "LEGAL, MANUFACTURING, NGO, POLITICAL, POSTAL, PROFESSIONAL, REAL_ESTATE, RETAIL, TECHNOLOGY, TRANSPORTATION, " +
      "e.g. vertical: AGRICULTURE; it is written here with no value, which means absent",
    ],
  },
  {
    kind: "invalid-type: a whole file that is a list (no section to build an entry schema for)",
    files: { "a.yaml": "- api_keys\n- webhook_endpoints\n" },
    expected: ["@/a.yaml:1:1: expected a mapping; found a list"],
  },
  {
    kind: "invalid-name",
    files: { "a.yaml": "api_keys:\n  CI Deploy:\n    scopes: [messages:read]\n" },
    expected: [
      "@/a.yaml:2:3: api_keys.CI Deploy: invalid name: names are 1 to 63 lowercase letters, digits, '_', '.' or '-', " +
      "starting with a letter or digit; did you mean 'ci-deploy'?",
    ],
  },
  {
    kind: "invalid-name: the suggested name ends on a letter or digit",
    files: { "a.yaml": "api_keys:\n  Deploy Key!:\n    scopes: [messages:read]\n" },
    expected: [
      "@/a.yaml:2:3: api_keys.Deploy Key!: invalid name: names are 1 to 63 lowercase letters, digits, '_', '.' or '-', " +
      "starting with a letter or digit; did you mean 'deploy-key'?",
    ],
  },
  {
    kind: "invalid-enum (values listed, nearest suggested, at the value)",
    files: { "a.yaml": HOOK("https://hooks.example.com/in", "[message.sent, message.deliverd]") },
    expected: [
      "@/a.yaml:4:35: webhook_endpoints.orders.enabledEvents.1: expected one of message.sent, message.delivered, " +
      "message.undelivered, message.failed, message.received, message.opted_out, message.help_requested, " +
      "campaign.status_changed, number.released; did you mean 'message.delivered'?",
    ],
  },
  {
    kind: "invalid-enum (a single allowed value)",
    files: { "a.yaml": "version: 2\n" },
    expected: ["@/a.yaml:1:10: version: expected 1"],
  },
  {
    kind: "invalid-type (an unquoted number where a string is expected: quote it)",
    files: { "a.yaml": "phone_numbers:\n  main:\n    areaCode: 415\n" },
    expected: [
      "@/a.yaml:3:15: phone_numbers.main.areaCode: expected a string; found a number (YAML reads an unquoted number as a number): " +
      "write it in quotes",
    ],
  },
  {
    kind: "invalid-type (an unquoted true where a string is expected)",
    files: { "a.yaml": HOOK("https://hooks.example.com/in") + "    metadata: { verified: true }\n" },
    expected: [
      "@/a.yaml:5:27: webhook_endpoints.orders.metadata.verified: expected a string; found true/false (YAML reads unquoted true and " +
      "false as booleans): write it in quotes",
    ],
  },
  {
    kind: "invalid-type: the `...` placeholder of an example as a value",
    files: { "a.yaml": "webhook_endpoints:\n  orders: ...\n" },
    expected: [
      "@/a.yaml:2:11: webhook_endpoints.orders: a placeholder (as in an example), not a value: write what it stands for instead: " +
      "a mapping with url, enabledEvents",
    ],
  },
  {
    kind: "invalid-value (the schema's own rule)",
    files: { "a.yaml": HOOK("http://hooks.example.com/in") },
    expected: [
      "@/a.yaml:3:10: webhook_endpoints.orders.url: must use https://; plain http:// is accepted only for loopback " +
      "receivers (localhost, 127.0.0.0/8, [::1])",
    ],
  },
  {
    kind: "unknown-reference",
    files: { "a.yaml": BRAND_WITHOUT_VERTICAL.replace("    website", "    vertical: RETAIL\n    website") + CAMPAIGN("acmee") },
    expected: [
      "@/a.yaml:13:12: campaigns.alerts.brand: names 'acmee', which brands does not declare (it declares: acme); " +
      "did you mean 'acme'?",
    ],
  },
  {
    kind: "cross-field rule (spec-service rule, in the same run as an unknown field)",
    files: { "a.yaml": BRAND_WITHOUT_VERTICAL.replace("    legalName: Acme Corp", "    legalNam: Acme Corp").replace("    website", "    vertical: RETAIL\n    website") },
    expected: [
      "@/a.yaml:2:3: brands.acme.legalName: required for PRIVATE_PROFIT",
      "@/a.yaml:4:5: brands.acme.legalNam: unknown field; allowed here: entityType, legalName, displayName, taxId, " +
      "taxIdCountry, vertical, website, address, contact, stockSymbol, stockExchange, metadata, waitFor, waitTimeoutSeconds, " +
      "preflight, acknowledge, id, takeOver; did you mean 'legalName'?",
    ],
  },
  {
    kind: "file-unreadable",
    files: {},
    expected: ["@/absent.yaml: cannot read the file: no such file or directory"],
  },
  {
    kind: "unknown-field with an empty value (a misspelled key left blank)",
    files: { "a.yaml": HOOK("https://hooks.example.com/h") + "    descripton:\n" },
    expected: [
      "@/a.yaml:5:5: webhook_endpoints.orders.descripton: unknown field; allowed here: url, enabledEvents, description, " +
      "enabled, metadata, id, takeOver; did you mean 'description'?",
    ],
  },
  {
    kind: "unknown-field with an empty value in a list entry: reported once",
    files: { "a.yaml": "ip_allowlist:\n  entries:\n    - cidr: 127.0.0.0/8\n      descripton:\n" },
    expected: ["@/a.yaml:4:7: ip_allowlist.entries.0.descripton: unknown field; allowed here: cidr, description; did you mean 'description'?"],
  },
  {
    kind: "unknown-field: the `...` placeholder of an example",
    files: { "a.yaml": "api_keys:\n  ci: { name: ci deploy, scopes: [messages:write], ... }\n" },
    expected: [
      "@/a.yaml:2:52: api_keys.ci....: a placeholder (as in an example), not a field: write the fields it stands for " +
      "instead; allowed here: name, scopes, rotation, metadata, revokeQuietSeconds, revokeTimeoutSeconds, id, takeOver",
    ],
  },
  {
    kind: "invalid-enum: a letter swap gets the nearest value",
    files: { "a.yaml": BRAND_WITHOUT_VERTICAL.replace("    website", "    vertical: RETIAL\n    website") },
    expected: [
      "@/a.yaml:7:15: brands.acme.vertical: expected one of AGRICULTURE, COMMUNICATION, CONSTRUCTION, EDUCATION, ENERGY, " +
      "ENTERTAINMENT, FINANCIAL, GAMBLING, GOVERNMENT, HEALTHCARE, HOSPITALITY, HUMAN_RESOURCES, INSURANCE, LEGAL, " +
      "MANUFACTURING, NGO, POLITICAL, POSTAL, PROFESSIONAL, REAL_ESTATE, RETAIL, TECHNOLOGY, TRANSPORTATION; did you mean 'RETAIL'?",
    ],
  },
  {
    kind: "required because of a default the user did not write",
    files: {
      "a.yaml": BRAND_WITHOUT_VERTICAL.replace("    website", "    vertical: RETAIL\n    website") +
        CAMPAIGN("acme").replace(/ {4}helpMessage: .*\n/, ""),
    },
    expected: [
      "@/a.yaml:12:3: campaigns.alerts.helpMessage: subscriberHelp defaults to true (recipients can ask for help), so " +
      "helpMessage is required (reply to a help keyword): write it, or set subscriberHelp: false if that does not apply",
    ],
  },
  {
    kind: "required because of a value the user wrote: the rule as is",
    files: {
      "a.yaml": BRAND_WITHOUT_VERTICAL.replace("    website", "    vertical: RETAIL\n    website") +
        CAMPAIGN("acme").replace(/ {4}helpMessage: .*\n/, "    subscriberHelp: true\n"),
    },
    expected: ["@/a.yaml:12:3: campaigns.alerts.helpMessage: required when subscriberHelp is true"],
  },
];

const noStackOrDoubledPrefix = (r: CliResult) => {
  expect(r.stderr + r.stdout).not.toMatch(/^\s+at |msgform: msgform:|Error: /m);
};

describe("config diagnostics: one case per kind, exact text", () => {
  it.each(CASES)("$kind", async ({ files, expected }) => {
    const { dir, paths } = filesIn(files);
    const r = await msgform(["validate", ...(paths.length ? paths : [join(dir, "absent.yaml")])]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(errorLines(r.stderr)).toEqual(expected.map((l) => l.replace(/@/g, dir)));
    expect(r.stderr).toMatch(new RegExp(`^msgform: ${expected.length} problems? in the configuration`, "m"));
    noStackOrDoubledPrefix(r);
  });
});

describe("every problem of every file in one run", () => {
  it("a YAML error in one file, schema, ${env:…} and reference errors in another: all reported, sorted by file, line, column", async () => {
    const { dir, paths } = filesIn({
      "base.yaml": [
        "webhook_endpoints:",
        "  orders:",
        "    url: ${env:MSGFORM_TEST_UNSET_HOOK}",
        "    enabledEvents: [message.sent]",
        "    colour: blue",
        "phone_numbers:",
        "  main:",
        "    areaCode: \"415\"",
        "    campaign: promo",
        "api_keys:",
        "  Deploy:",
        "    scopes: [messages:read]",
        "",
      ].join("\n"),
      "prod.yaml": "api_keys: [\n",
    });
    const r = await msgform(["validate", ...paths]);
    expect(r.code).toBe(1);
    const lines = errorLines(r.stderr).map((l) => l.replace(dir + "/", "").replace(/: .*/, ""));
    // The reference to an undeclared campaign is not reported: prod.yaml, unreadable, might declare it.
    expect(lines).toEqual(["base.yaml:3:10", "base.yaml:5:5", "base.yaml:11:3", "prod.yaml:2:1"]);
    noStackOrDoubledPrefix(r);
  });
});

describe("diagnostics for machines: validate --format json|github, plan and drift JSON", () => {
  const bad = () => filesIn({ "a.yaml": "webhook_endpoints:\n  orders:\n    url: https://hooks.example.com/in\n    enabledEvent: [message.sent]\n" });

  it("validate --format json prints every diagnostic with file, line, column, path, code, message, suggestion", async () => {
    const { paths } = bad();
    const r = await msgform(["validate", "--format", "json", paths[0]!]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ format: "msgform-validate", version: 1, valid: false, error_count: 2, warning_count: 0 });
    expect(doc.diagnostics[1]).toEqual({
      severity: "error",
      code: "unknown-field",
      file: paths[0],
      line: 4,
      column: 5,
      path: "webhook_endpoints.orders.enabledEvent",
      message: "unknown field; allowed here: url, enabledEvents, description, enabled, metadata, id, takeOver",
      suggestion: "enabledEvents",
    });
    expect(doc.diagnostics[0]).toMatchObject({ code: "required", line: 2, column: 3, suggestion: null });
    expect(r.stderr).toBe("msgform: 2 problems in the configuration\n");
  });

  it("validate --format json on valid files: valid, no diagnostics, exit 0", async () => {
    const { paths } = filesIn({ "ok.yaml": HOOK("https://hooks.example.com/in") });
    const r = await msgform(["validate", "--format", "json", paths[0]!]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ valid: true, error_count: 0, diagnostics: [] });
  });

  it("validate --format github prints workflow annotations", async () => {
    const { paths } = bad();
    const r = await msgform(["validate", "--format", "github", paths[0]!]);
    expect(r.code).toBe(1);
    const file = paths[0]!.replace(/:/g, "%3A").replace(/,/g, "%2C");
    expect(r.stdout.split("\n")[1]).toBe(
      `::error file=${file},line=4,col=5::webhook_endpoints.orders.enabledEvent: unknown field; allowed here: url, ` +
      "enabledEvents, description, enabled, metadata, id, takeOver; did you mean 'enabledEvents'?",
    );
    expect(r.stdout.split("\n")[0]).toMatch(/^::error file=.*,line=2,col=3::webhook_endpoints\.orders\.enabledEvents: required /);
  });

  it.each(["plan", "drift"])("%s --format json carries the same diagnostics, before any connection setting is needed", async (cmd) => {
    const { paths } = bad();
    const validate = JSON.parse((await msgform(["validate", "--format", "json", paths[0]!])).stdout);
    const r = await msgform([cmd, "--format", "json", paths[0]!]);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.format).toBe(`msgform-${cmd}`);
    expect(doc.diagnostics).toEqual(validate.diagnostics);
    expect(r.stderr).toBe("msgform: 2 problems in the configuration\n");
  });
});

describe("file-system errors: one line naming the path, in every command", () => {
  let t: TestEmulator;
  let env: Record<string, string>;
  let config: string;
  let dir: string;
  beforeAll(async () => {
    t = await TestEmulator.start();
    env = {
      MSGFORM_BASE_URL: t.emu.baseUrl,
      MSGFORM_KEY_ID: t.emu.keys.live.id,
      MSGFORM_KEY_SECRET: t.emu.keys.live.secret,
      MSGFORM_CA_FILE: t.emu.caFile,
    };
    ({ dir, paths: [config] } = filesIn({ "ok.yaml": HOOK("https://hooks.example.com/in") }) as { dir: string; paths: [string] });
  });
  afterAll(async () => t?.close());

  const oneLine = (r: CliResult, line: string) => {
    expect(r.code).toBe(1);
    const progress = /^msgform: (reading|wrote) /;
    expect(r.stderr.split("\n").filter((l) => l !== "" && !progress.test(l))).toEqual([line]);
    noStackOrDoubledPrefix(r);
    expect(r.stderr).not.toContain(t.emu.keys.live.secret);
  };

  it("export -o into a missing directory", async () => {
    const out = join(dir, "missing-dir", "out.yaml");
    oneLine(await msgform(["export", "-o", out], env), `msgform: cannot write the export ${out}: it cannot be created: its directory ${join(dir, "missing-dir")} does not exist; ` +
    "create it first, or write the export somewhere else");
  });

  it("export --pulumi onto a directory", async () => {
    oneLine(await msgform(["export", "-o", join(dir, "x.yaml"), "--pulumi", dir], env), `msgform: cannot write the Pulumi program ${dir}: it is a directory, not a regular file; remove it, or write the Pulumi program somewhere else`);
  });

  it("plan --out into a missing directory", async () => {
    const out = join(dir, "nope", "plan.json");
    const r = await msgform(["plan", config, "--out", out], env);
    expect(r.stderr).toContain(`msgform: cannot write the saved plan ${out}: it cannot be created: its directory ${join(dir, "nope")} does not exist;`);
    noStackOrDoubledPrefix(r);
  });

  it("a directory given as a config file: named, with what to pass instead (no bare EISDIR)", async () => {
    const r = await msgform(["validate", dir]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `${dir}: cannot read the file: it is a directory; name the config files in it (e.g. ${dir}/*.yaml)\n` +
      "msgform: 1 problem in the configuration\n",
    );
  });

  it("a config file that does not exist, in plan, apply and drift", async () => {
    const absent = join(dir, "absent.yaml");
    for (const cmd of [["plan"], ["drift"], ["apply", "--yes"]]) {
      const r = await msgform([...cmd, absent], env);
      expect(r.code, cmd[0]).toBe(1);
      expect(r.stderr, cmd[0]).toBe(`${absent}: cannot read the file: no such file or directory\nmsgform: 1 problem in the configuration\n`);
    }
  });
});

describe("one prefix, once", () => {
  const usage = (cmd: string, args = "[options] <files...>") =>
    `msgform: usage: msgform ${cmd} ${args} (msgform ${cmd} --help describes every option)\n`;
  const top = "msgform: usage: msgform <command> [options] (msgform --help lists the commands)\n";
  it.each([
    [["plan"], `msgform: missing required argument 'files'\n${usage("plan")}`],
    [["validate", "--format", "xml", "x.yaml"], `msgform: option '--format <format>' argument 'xml' is invalid. expected text, json or github\n${usage("validate")}`],
    [["drift", "--bogus", "x.yaml"], `msgform: unknown option '--bogus'\n${usage("drift")}`],
    [["events", "replay", "--bogus"], `msgform: unknown option '--bogus'\n${usage("events replay", "[options] [event_id]")}`],
    [["nonsense"], `msgform: unknown command 'nonsense'\n${top}`],
    [["--bogus"], `msgform: unknown option '--bogus'\n${top}`],
    // Commander's suggestion joins the message's line, so no line goes without the prefix.
    [["plna", "x.yaml"], `msgform: unknown command 'plna'; did you mean plan?\n${top}`],
    [["plan", "--formt", "json", "x.yaml"], `msgform: unknown option '--formt'; did you mean --format?\n${usage("plan")}`],
    [["events", "lst"], `msgform: unknown command 'lst'; did you mean list?\n${usage("events", "[options] [command]")}`],
    // A setting msgform reads from the environment only: the message says where it goes instead.
    [["plan", "--key-secret", "s", "x.yaml"],
      `msgform: unknown option '--key-secret': the key secret is read from MSGFORM_KEY_SECRET only (an option would show it to every user of the machine in the process list)\n${usage("plan")}`],
    [["validate", "--base-url", "https://example.com", "x.yaml"],
      `msgform: unknown option '--base-url': this command does not connect to the service; MSGFORM_BASE_URL and --base-url belong to plan, apply, drift, status, export and events\n${usage("validate")}`],
  ])("usage error %j, then the command's usage line", async (args, stderr) => {
    const r = await msgform(args);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(stderr);
  });

  it("spec 4: a base URL that ends in /v1 is refused before any request, saying to drop /v1 (not a 404 for /v1/v1/me)", async () => {
    const { paths } = filesIn({ "ok.yaml": "version: 1\n" });
    for (const base of ["https://example.com/v1", "https://example.com/msg/v1/"]) {
      const r = await msgform(["plan", paths[0]!, "--base-url", base, "--key-id", "k"], { MSGFORM_KEY_SECRET: "s" });
      expect(r.code).toBe(1);
      const fixed = base.replace(/\/v1\/?$/, "");
      expect(r.stderr).toBe(`msgform: the base URL ${base} ends in /v1, which msgform adds to every request path itself (GET /v1/me); drop it: use ${fixed}.\n`);
      expect(r.stderr).not.toMatch(/IpAllowlist|ApiKey|WebhookEndpoint/);
    }
  });

  it("an sdk error (which says 'msgform: ' itself) is prefixed once", async () => {
    const { paths } = filesIn({ "ok.yaml": "version: 1\n" });
    const r = await msgform(["plan", paths[0]!, "--base-url", "http://example.com", "--key-id", "k"], { MSGFORM_KEY_SECRET: "s" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^msgform: refusing the base URL http:\/\/example\.com: the service accepts HTTPS only/);
    noStackOrDoubledPrefix(r);
  });
});
