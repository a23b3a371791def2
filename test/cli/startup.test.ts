// The CLI loads only what the command needs: the emulator, fastify and the x509 code only for
// `msgform emulator`, @pulumi/pulumi never. Asserted on what the process loaded (not on timings:
// `npm run bench` reports those, in its `start` section).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { copyHolds, FIXED, membersUsed, REDUCED } from "../../scripts/vendor";
import { acmeRegistration } from "./support/fixture";

const exec = promisify(execFile);
const root = join(__dirname, "..", "..");
const bin = join(root, "dist", "cli", "main.js");
const dir = mkdtempSync(join(tmpdir(), "msgform-startup-"));
const hook = join(dir, "loaded.cjs");
// Preloaded into the CLI: at exit, every file the process loaded, then every built-in module, one per line.
writeFileSync(hook, [
  "process.on('exit', () => require('fs').writeFileSync(process.env.LOADED_OUT,",
  "  [...Object.keys(require.cache), ...process.moduleLoadList.filter((m) => m.startsWith('NativeModule '))].join('\\n')));",
].join("\n"));
const config = join(dir, "keys.yaml");
writeFileSync(config, "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");

afterAll(() => rmSync(dir, { recursive: true, force: true }));

let runs = 0;
/** The files (relative to the repository) the CLI loaded for these arguments; it must exit 0. */
async function loaded(...args: string[]): Promise<{ files: string[]; builtins: string[]; stdout: string }> {
  const out = join(dir, `loaded-${runs++}.txt`);
  const { stdout } = await exec(process.execPath, ["-r", hook, bin, ...args], {
    env: { ...process.env, LOADED_OUT: out },
    encoding: "utf8",
  });
  const lines = readFileSync(out, "utf8").split("\n");
  const builtins = lines.filter((l) => l.startsWith("NativeModule ")).map((l) => l.slice("NativeModule ".length));
  return { files: lines.filter((l) => !l.startsWith("NativeModule ")).map((f) => relative(root, f)), builtins, stdout };
}

/** The third-party packages loaded: from node_modules, or the CLI's one-file copy of one (dist/cli/vendor/). */
const PACKAGE_FILE = /node_modules\/((?:@[^/]+\/)?[^/]+)|^dist\/cli\/vendor\/(.+)\.js$/;
const packages = (files: string[]) =>
  [...new Set(files.map((f) => PACKAGE_FILE.exec(f)?.slice(1).find(Boolean)).filter(Boolean))].sort();
const VENDORED = ["commander", "yaml", "zod"];
/** Every copy the build makes: undici's too, which only a command that makes requests loads. */
const COPIES = [...VENDORED, "undici"];
const emulatorCode = (files: string[]) => files.filter((f) => f.startsWith("dist/emulator/"));
const EMULATOR_ONLY = ["fastify", "@peculiar/x509"];

describe("what the CLI loads", () => {
  it("--help: the command names from a table, no command module and nothing but commander", async () => {
    const { files, stdout } = await loaded("--help");
    expect(stdout).toContain("Commands:");
    expect(packages(files)).toEqual(["commander"]);
    expect(files.filter((f) => f.startsWith("dist/cli/commands/"))).toEqual([]);
  });

  it("validate of a small file: the config code only (no HTTP client, emulator or Pulumi)", async () => {
    const { files, builtins } = await loaded("validate", config);
    expect(files).toContain("dist/cli/commands/validate.js");
    expect(files.filter((f) => f.startsWith("dist/cli/commands/")).sort()).toEqual(["dist/cli/commands/common.js", "dist/cli/commands/validate.js"]);
    const loadedPackages = packages(files);
    for (const p of [...EMULATOR_ONLY, "undici", "@pulumi/pulumi"]) expect(loadedPackages).not.toContain(p);
    expect(emulatorCode(files)).toEqual([]);
    expect(files).not.toContain("dist/sdk/client.js");
    // zod's translations of its messages wait until something reads z.locales, and commander's
    // child_process until it runs an external subcommand (cli/start/standIns.ts).
    expect(files.filter((f) => f.includes("zod/v4/locales/"))).toEqual([]);
    expect(builtins).not.toContain("child_process");
  });

  it("validate loads zod, yaml and commander from the build's one-file copies, none of the installed packages' files", async () => {
    const { files } = await loaded("validate", config);
    expect(files.filter((f) => f.startsWith("dist/cli/vendor/")).sort()).toEqual(VENDORED.map((n) => `dist/cli/vendor/${n}.js`));
    expect(files.filter((f) => VENDORED.some((n) => f.startsWith(`node_modules/${n}/`)))).toEqual([]);
  });

  it("each copy is the installed version and carries its package's licence", () => {
    for (const name of COPIES) {
      const pkg = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string };
      const copy = readFileSync(join(root, "dist", "cli", "vendor", `${name}.js`), "utf8");
      expect(copy.startsWith(`/*! ${name} ${pkg.version}, bundled for the msgform CLI.`), name).toBe(true);
      const licence = readFileSync(join(root, "node_modules", name, "LICENSE"), "utf8").trim().split("\n")[0]!;
      expect(copy.slice(0, 2000), name).toContain(licence);
    }
  });

  it("a command that makes requests loads undici's Agent from the build's copy, none of undici's files, and not its fetch or WebSocket", async () => {
    const out = join(dir, `loaded-${runs++}.txt`);
    const env = {
      ...process.env,
      LOADED_OUT: out,
      MSGFORM_BASE_URL: "https://127.0.0.1:1",
      MSGFORM_KEY_ID: "svc_test_" + "k".repeat(24),
      MSGFORM_KEY_SECRET: "svc_test_" + "s".repeat(40),
    };
    // Nothing listens there: the plan fails after the client (and so undici) is made.
    const failed = await exec(process.execPath, ["-r", hook, bin, "plan", config], { env, encoding: "utf8" }).then(
      () => undefined,
      (err: { code: number; stderr: string }) => err,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain("could not connect");
    const files = readFileSync(out, "utf8").split("\n").map((f) => relative(root, f));
    expect(files).toContain("dist/cli/vendor/undici.js");
    expect(files.filter((f) => f.startsWith("node_modules/undici/"))).toEqual([]);
    // The copy holds the Agent and what it needs (esbuild names each module it holds): not undici's
    // entry, which loads fetch, WebSocket, EventSource, the mock, cache and proxy agents whatever is used.
    const copy = readFileSync(join(root, "dist", "cli", "vendor", "undici.js"), "utf8");
    const held = [...copy.matchAll(/"node_modules\/undici\/([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(held).toContain("lib/dispatcher/agent.js");
    expect(held).toContain("lib/api/api-request.js");
    for (const absent of ["index.js", "lib/web/fetch/index.js", "lib/web/websocket/websocket.js", "lib/web/eventsource/eventsource.js", "lib/mock/mock-agent.js", "lib/dispatcher/proxy-agent.js", "lib/global.js"]) {
      expect(held, absent).not.toContain(absent);
    }
  });

  it("msgform's shipped code reads only the Agent of undici, and the build stops on a read of a member the copy lacks", () => {
    expect(membersUsed(join(root, "dist"), { name: "undici" })).toEqual(["Agent"]);
    const undici = FIXED.find((f) => f.name === "undici")!;
    expect(undici.members).toEqual(["Agent"]);
    // What the copy exports is what the check counts on.
    expect(Object.keys(require(join(root, "dist", "cli", "vendor", "undici.js")) as object)).toEqual(undici.members);
    expect(() => copyHolds(undici, ["Agent"])).not.toThrow();
    expect(() => copyHolds(undici, ["Agent", "request", "fetch"])).toThrow(/reads undici's request, fetch, which the CLI's and the action's copy \(UNDICI_AGENT\) does not hold/);
  });

  it("validate builds only the kinds a file declares: keys alone load no other kind, wire model or preflight rule", async () => {
    const { files } = await loaded("validate", config);
    const kinds = files.filter((f) => /^dist\/provider\/kinds\/[a-zA-Z]+\.js$/.test(f)).map((f) => f.split("/").pop());
    expect(kinds.filter((k) => ["apiKey.js", "webhookEndpoint.js", "ipAllowlist.js", "brand.js", "campaign.js", "phoneNumber.js"].includes(k!))).toEqual(["apiKey.js"]);
    for (const heavy of ["brands", "campaigns", "numbers", "events", "deliveries", "messages", "preflight/index", "preflight/rules", "preflight/language", "preflight/eld.bundle"]) {
      expect(files, heavy).not.toContain(`dist/schema/${heavy}.js`);
    }
    // Nor the NLP library the review reads registrations with.
    expect(files.filter((f) => f.includes("node_modules/wink-"))).toEqual([]);
    // Nor the reconcile engine: validate reads no account.
    for (const engine of ["workflow", "reconcile/plan", "reconcile/live", "reconcile/drift"]) {
      expect(files, engine).not.toContain(`dist/cli/${engine}.js`);
    }
  });

  it("validate declares each kind's fields without building the service's wire model: no resource module, no endpoint envelope", async () => {
    const file = join(dir, "four-kinds.yaml");
    writeFileSync(file, [
      "api_keys:", "  ci:", "    scopes: [messages:read]",
      "webhook_endpoints:", "  orders:", "    url: https://example.com/hooks/orders", "    enabledEvents: [message.delivered]",
      "ip_allowlist:", "  entries:", "    - cidr: 198.51.100.0/24",
      "phone_numbers:", "  spare:", "    areaCode: \"415\"", "",
    ].join("\n"));
    const { files } = await loaded("validate", file);
    for (const kind of ["apiKey", "webhookEndpoint", "ipAllowlist", "phoneNumber"]) expect(files).toContain(`dist/provider/kinds/${kind}.js`);
    // The pieces they declare: the URL rule, the event kinds, an allowlist entry, the number search.
    for (const piece of ["webhookUrl", "eventKinds", "allowlistEntry", "numberSearch", "scopes", "common"]) expect(files).toContain(`dist/schema/${piece}.js`);
    // Not what the API returns or how its endpoints are listed (responses, lists, errors, endpoint tables).
    for (const wire of ["keys", "webhooks", "allowlist", "numbers", "campaigns", "envelopes", "endpoint"]) {
      expect(files, wire).not.toContain(`dist/schema/${wire}.js`);
    }
  });

  it("validate of a file declaring a brand and a campaign loads those kinds and the preflight rules that review them", async () => {
    const campaignFile = join(dir, "campaign.yaml");
    writeFileSync(campaignFile, stringify(acmeRegistration()));
    const { stderr } = await exec(process.execPath, ["-r", hook, bin, "validate", campaignFile], {
      env: { ...process.env, LOADED_OUT: join(dir, "loaded-campaign.txt") },
      encoding: "utf8",
    });
    expect(stderr).toContain("valid (1 brands, 1 campaigns)");
    const files = readFileSync(join(dir, "loaded-campaign.txt"), "utf8").split("\n").map((f) => relative(root, f));
    expect(files).toContain("dist/provider/kinds/brand.js");
    expect(files).toContain("dist/provider/kinds/campaign.js");
    expect(files).toContain("dist/schema/preflight/rules.js");
    expect(files).not.toContain("dist/provider/kinds/phoneNumber.js");
    // Registrations in plain English never ask the language detector; the review reads them with wink-nlp.
    expect(files).not.toContain("dist/schema/preflight/eld.bundle.js");
    expect(files.some((f) => f.includes("node_modules/wink-nlp/"))).toBe(true);
  });

  it("a registration with a sample in another language loads the language detector (the build's bundle) and names the language", async () => {
    const registration = acmeRegistration();
    const samples = registration.campaigns.alerts.sampleMessages as string[];
    registration.campaigns.alerts.sampleMessages = [...samples, "Acme: su pedido fue enviado y llegará mañana por la tarde."];
    const file = join(dir, "spanish.yaml");
    writeFileSync(file, stringify(registration));
    const out = join(dir, "loaded-spanish.txt");
    const run = await exec(process.execPath, ["-r", hook, bin, "validate", file, "--format", "json"], {
      env: { ...process.env, LOADED_OUT: out },
      encoding: "utf8",
    }).catch((err: { stdout: string }) => err);
    expect(run.stdout).toContain("Spanish");
    const files = readFileSync(out, "utf8").split("\n").map((f) => relative(root, f));
    expect(files).toContain("dist/schema/preflight/eld.bundle.js");
    expect(files.filter((f) => f.startsWith("node_modules/eld/"))).toEqual([]);
  });

  // zod as installed: its translations get a stand-in (cli/start/standIns.ts). The CLI's copy has none.
  const commanders = { installed: require.resolve("commander"), "the CLI's copy": join(root, "dist", "cli", "vendor", "commander.js") };

  it("zod's locales, deferred by the CLI's start, still load on first use (installed)", async () => {
    const script = [
      `require(${JSON.stringify(join(root, "dist", "cli", "startup.js"))});`,
      "const { z } = require('zod');",
      "z.config(z.locales.de());",
      "console.log(Object.keys(z.locales).includes('fr'), z.string().safeParse(1).error.issues[0].message);",
    ].join("\n");
    const { stdout } = await exec(process.execPath, ["-e", script], { cwd: root, encoding: "utf8" });
    expect(stdout.trim()).toBe("true Ungültige Eingabe: erwartet string, erhalten Zahl");
  });

  const reduced = (name: string) => REDUCED.find((r) => r.name === name) ?? { name };

  it("the CLI's copy of zod has every member of z that msgform's shipped code reads, each zod's own, and leaves the rest out", async () => {
    const used = membersUsed(join(root, "dist"), reduced("zod"));
    // What validate, plan, export and the emulator build their models with.
    for (const m of ["strictObject", "object", "string", "enum", "array", "discriminatedUnion", "toJSONSchema", "globalRegistry"]) expect(used).toContain(m);
    const script = [
      `const copy = require(${JSON.stringify(join(root, "dist", "cli", "vendor", "zod.js"))}).z;`,
      "const real = require('zod').z;",
      `const used = ${JSON.stringify(used)};`,
      // esbuild may rename a function in the bundle; what it takes and what it holds stay zod's.
      "const kind = (v) => v === undefined ? 'missing' : typeof v === 'function' ? 'function/' + v.length : typeof v + '/' + Object.keys(v).sort();",
      "console.log(JSON.stringify({",
      "  differ: used.filter((m) => kind(copy[m]) !== kind(real[m]) || kind(copy[m]) === 'missing'),",
      "  extra: Object.keys(copy).filter((m) => !used.includes(m)),",
      "  locales: 'locales' in copy,",
      "  message: copy.strictObject({ a: copy.string() }).safeParse({ a: 1, b: 2 }).error.issues.map((i) => i.message),",
      "}));",
    ].join("\n");
    const { stdout } = await exec(process.execPath, ["-e", script], { cwd: root, encoding: "utf8" });
    expect(JSON.parse(stdout)).toEqual({
      differ: [],
      extra: [],
      locales: false,
      // English messages, as zod as installed gives them.
      message: ["Invalid input: expected string, received number", "Unrecognized key: \"b\""],
    });
  });

  it("the CLI's copy of yaml has every member msgform's shipped code reads, each yaml's own, and reads and writes as yaml as installed", async () => {
    const used = membersUsed(join(root, "dist"), reduced("yaml"));
    // What validate reads config files with, and what export writes them with.
    for (const m of ["parseDocument", "LineCounter", "isMap", "isSeq", "isScalar", "Document", "Scalar", "visit"]) expect(used).toContain(m);
    const script = [
      `const copy = require(${JSON.stringify(join(root, "dist", "cli", "vendor", "yaml.js"))});`,
      "const real = require('yaml');",
      `const used = ${JSON.stringify(used)};`,
      "const kind = (v) => v === undefined ? 'missing' : typeof v === 'function' ? 'function/' + v.length : typeof v;",
      // A file with what configs hold (anchors, flow and block collections, quoted and block scalars, a
      // duplicate key, numbers and booleans of the 1.2 core schema) and an error; each library's view of it.
      "const text = 'a: &x 1\\nb: [yes, 0x1F, .inf, ~]\\nc: |\\n  two\\n  lines\\nd: \"\\\\u00e9\"\\na: 2\\ne: *x\\nf: {g: [1, {h: i}]}\\n';",
      "const view = (Y, src) => { const lines = new Y.LineCounter(); const doc = Y.parseDocument(src, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });",
      "  const nodes = []; Y.visit(doc, (key, node) => { if (node && node.range) nodes.push([Y.isMap(node), Y.isSeq(node), Y.isScalar(node), node.range, lines.linePos(node.range[0]), Y.isScalar(node) ? node.value : null]); });",
      "  return { nodes, errors: doc.errors.map((e) => [e.code, e.pos]), text: doc.errors.length ? null : String(doc) }; };",
      "const written = (Y) => { const doc = new Y.Document({ keys: { ci: { scopes: ['a', 'b'], note: 'x: y' } } }); const s = new Y.Scalar('quoted'); s.type = 'QUOTE_DOUBLE'; doc.set('q', s); return doc.toString(); };",
      "console.log(JSON.stringify({",
      "  differ: used.filter((m) => kind(copy[m]) !== kind(real[m]) || kind(copy[m]) === 'missing'),",
      "  extra: Object.keys(copy).filter((m) => !used.includes(m)),",
      "  sameRead: JSON.stringify(view(copy, text)) === JSON.stringify(view(real, text)),",
      "  sameError: JSON.stringify(view(copy, 'a: [1\\nb')) === JSON.stringify(view(real, 'a: [1\\nb')),",
      "  sameWritten: written(copy) === written(real),",
      "  nodes: view(copy, text).nodes.length,",
      "}));",
    ].join("\n");
    const { stdout } = await exec(process.execPath, ["-e", script], { cwd: root, encoding: "utf8" });
    const seen = JSON.parse(stdout) as { nodes: number };
    expect(seen).toEqual({
      differ: [], extra: [], sameRead: true, sameError: true, sameWritten: true, nodes: expect.any(Number),
    });
    expect(seen.nodes).toBeGreaterThan(15);
  });

  // Per package: files of uses it can read (and the members they give), then files it must refuse and
  // the messages (file:line, in the order the build walks dist/).
  const unreadable = {
    zod: {
      fine: { "schema/fine.js": "const zod_1 = require(\"zod\");\nexports.a = zod_1.z\n    .string();\n" },
      members: ["string"],
      refused: {
        "cli/whole.js": "const zod_1 = require(\"zod\");\nconst z = zod_1.z;\nexports.b = z[\"number\"]();\n",
        "sdk/star.js": "const z = __importStar(require(\"zod\"));\n",
        "provider/deep.js": "const x = require(\"zod/v4/core\");\n",
      },
      messages: ["cli/whole.js:2: zod used other than as zod_N.z.<member>", "sdk/star.js:1: require(\"zod\") not as", "provider/deep.js:1: require(\"zod/v4/core\")"],
    },
    yaml: {
      fine: { "cli/fine.js": "const yaml_1 = require(\"yaml\");\nexports.a = (0, yaml_1.parseDocument)(\"a: 1\");\n" },
      members: ["parseDocument"],
      refused: {
        "emulator/passed.js": "const yaml_1 = require(\"yaml\");\nuse(yaml_1);\nconst y = yaml_1[\"parse\"];\n",
        "sdk/util.js": "const u = require(\"yaml/util\");\n",
      },
      messages: ["sdk/util.js:1: require(\"yaml/util\") not as", "emulator/passed.js:2: yaml used other than as yaml_N.<member>", "emulator/passed.js:3: yaml used"],
    },
    undici: {
      // The sdk loads undici with its first client and reads the Agent straight off the request.
      fine: {
        "sdk/agents.js": "const AgentClass = () => (agentClass ??= require(\"undici\").Agent);\n",
        "emulator/post.js": "const undici_1 = require(\"undici\");\nnew undici_1.Agent({});\n",
      },
      members: ["Agent"],
      refused: {
        "sdk/whole.js": "const u = () => require(\"undici\");\nu().request(url);\n",
        "cli/deep.js": "const c = require(\"undici/lib/dispatcher/client\");\n",
      },
      messages: ["cli/deep.js:1: require(\"undici/lib/dispatcher/client\") not as", "sdk/whole.js:1: require(\"undici\") not as"],
    },
  };

  it.each(Object.entries(unreadable))(
    "the build refuses a use of %s it cannot read (a namespace passed whole, a computed member, another import form), naming the file and line",
    (name, { fine, members, refused, messages }) => {
      const dist = mkdtempSync(join(dir, "dist-"));
      for (const part of ["cli", "schema", "sdk", "provider", "emulator"]) mkdirSync(join(dist, part));
      writeFileSync(join(dist, "index.js"), "\"use strict\";\n");
      for (const [file, text] of Object.entries(fine)) writeFileSync(join(dist, file), text);
      expect(membersUsed(dist, reduced(name))).toEqual(members);
      for (const [file, text] of Object.entries(refused)) writeFileSync(join(dist, file), text);
      const escaped = messages.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      expect(() => membersUsed(dist, reduced(name))).toThrow(new RegExp(escaped.join("[\\s\\S]*")));
    },
  );

  it.each(Object.entries(commanders))("commander, given a stand-in for child_process by the CLI's start, still runs an external subcommand (%s)", async (which, commander) => {
    const sub = join(dir, "sub.js");
    writeFileSync(sub, "console.log('external subcommand ran with', process.argv.slice(2).join(' '));");
    // A script file, not `node -e`: commander passes its execArgv on, and the child would run `-e` again.
    const program = join(dir, `program-${which.replaceAll(" ", "-")}.js`);
    writeFileSync(program, [
      `require(${JSON.stringify(join(root, "dist", "cli", "startup.js"))});`,
      `const { Command } = require(${JSON.stringify(commander)});`,
      `new Command().command('sub', 'an external one', { executableFile: ${JSON.stringify(sub)} }).parse(['node', __filename, 'sub', 'x']);`,
    ].join("\n"));
    const { stdout } = await exec(process.execPath, [program], { encoding: "utf8", timeout: 30_000 });
    expect(stdout.trim()).toBe("external subcommand ran with x");
  });

  it("every command but emulator, listed by --help: no fastify, x509 code or emulator; none loads @pulumi/pulumi", async () => {
    const { stdout } = await loaded("--help");
    const names = [...stdout.split("Commands:")[1]!.matchAll(/^ {2}([a-z-]+)/gm)].map((m) => m[1]!).filter((n) => n !== "help");
    expect(names).toContain("emulator");
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const { files } = await loaded(name, "--help");
      const loadedPackages = packages(files);
      expect(loadedPackages, name).not.toContain("@pulumi/pulumi");
      if (name === "emulator") continue;
      for (const p of EMULATOR_ONLY) expect(loadedPackages, name).not.toContain(p);
      expect(emulatorCode(files), name).toEqual([]);
    }
  });
});
