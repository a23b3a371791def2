// The CLI loads only what the command needs. The bin is an esbuild bundle (scripts/bundle.ts):
// dist/cli/main.js and, in dist/cli/bundle/, a file for each module the sources load on demand (a
// command, a kind, the 10DLC review, the HTTP client, the language detector) and files for what they
// share. Asserted on the files the process loaded (not on timings: `npm run bench` reports those, in
// its `start` section).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { copySource, FIXED, membersUsed, REDUCED } from "../../scripts/vendor";
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

/** The bundle's copies of zod and yaml (what scripts/bundle.ts bundles), built alone to compare with the packages. */
const copies: Record<string, string> = {};

beforeAll(async () => {
  for (const name of ["zod", "yaml"]) {
    copies[name] = join(dir, `${name}-copy.js`);
    await build({ absWorkingDir: root, ...copySource(root, name), outfile: copies[name], bundle: true, platform: "node", format: "cjs", logLevel: "error" });
  }
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

let runs = 0;
/** The files (relative to the repository) the CLI loaded for these arguments, and its built-ins; it must exit 0 unless told. */
interface Loaded { files: string[]; builtins: string[]; stdout: string; stderr: string; code: number }

async function loaded(args: string[], env: Record<string, string> = {}): Promise<Loaded> {
  const out = join(dir, `loaded-${runs++}.txt`);
  const r = await exec(process.execPath, ["-r", hook, bin, ...args], {
    env: { ...process.env, LOADED_OUT: out, ...env },
    encoding: "utf8",
  }).then((x) => ({ ...x, code: 0 }), (err: { stdout: string; stderr: string; code: number }) => err);
  const lines = readFileSync(out, "utf8").split("\n");
  const builtins = lines.filter((l) => l.startsWith("NativeModule ")).map((l) => l.slice("NativeModule ".length));
  const files = lines.filter((l) => !l.startsWith("NativeModule ") && l !== hook).map((f) => relative(root, f));
  return { files, builtins, stdout: r.stdout, stderr: r.stderr, code: r.code };
}

/** The bundle's files loaded by name (dist/cli/bundle/<name>), shared files left out. */
const parts = (files: string[]) => files.filter((f) => f.startsWith("dist/cli/bundle/") && !f.includes("/shared-")).map((f) => f.slice("dist/cli/bundle/".length)).sort();
/** Text only the emulator's packages hold: fastify's error codes, the x509 library. */
const EMULATOR_ONLY = [/FST_ERR_/, /@peculiar\/x509|pkijs|asn1js/];

describe("what the CLI loads", () => {
  it("everything from the bundle: no file of node_modules, nothing of the library's dist/ beside it", async () => {
    const { files } = await loaded(["validate", config]);
    expect(files.filter((f) => !f.startsWith("dist/cli/bundle/") && f !== "dist/cli/main.js")).toEqual([]);
  });

  it("--help: the command names from a table, no command's file", async () => {
    const { files, stdout, builtins } = await loaded(["--help"]);
    expect(stdout).toContain("Commands:");
    expect(parts(files)).toEqual(["cli.program.js"]);
    // commander's child_process waits until it runs an external subcommand, which msgform has none of.
    expect(builtins).not.toContain("child_process");
  });

  it("validate of keys and endpoints: their kinds only, no HTTP client, review, emulator or Pulumi", async () => {
    const file = join(dir, "keys-and-hooks.yaml");
    writeFileSync(file, [
      "api_keys:", "  ci:", "    scopes: [messages:read]",
      "webhook_endpoints:", "  orders:", "    url: https://example.com/hooks/orders", "    enabledEvents: [message.delivered]", "",
    ].join("\n"));
    const { files, builtins } = await loaded(["validate", file]);
    expect(parts(files)).toEqual(["cli.commands.validate.js", "cli.program.js", "provider.kinds.apiKey.js", "provider.kinds.webhookEndpoint.js"]);
    expect(builtins).not.toContain("child_process");
    const text = files.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
    for (const marker of EMULATOR_ONLY) expect(text).not.toMatch(marker);
  });

  it("validate of a file declaring a brand and a campaign loads those kinds and the review, not the language detector", async () => {
    const campaignFile = join(dir, "campaign.yaml");
    writeFileSync(campaignFile, stringify(acmeRegistration()));
    const { files, stderr } = await loaded(["validate", campaignFile]);
    expect(stderr).toContain("valid (1 brands, 1 campaigns)");
    const loadedParts = parts(files);
    for (const part of ["provider.kinds.brand.js", "provider.kinds.campaign.js", "schema.preflight.js"]) expect(loadedParts).toContain(part);
    expect(loadedParts).not.toContain("provider.kinds.phoneNumber.js");
    // Registrations in plain English never ask the language detector.
    expect(loadedParts).not.toContain("eld.bundle.js");
    // The review reads them with its NLP library, a file of its own loaded on first use.
    expect(loadedParts.some((part) => part.includes("wink"))).toBe(true);
  });

  it("a registration with a sample in another language loads the language detector and names the language", async () => {
    const registration = acmeRegistration();
    const samples = registration.campaigns.alerts.sampleMessages as string[];
    registration.campaigns.alerts.sampleMessages = [...samples, "Acme: su pedido fue enviado y llegará mañana por la tarde."];
    const file = join(dir, "spanish.yaml");
    writeFileSync(file, stringify(registration));
    const { files, stdout } = await loaded(["validate", file, "--format", "json"]);
    expect(stdout).toContain("Spanish");
    expect(parts(files)).toContain("eld.bundle.js");
  });

  it("a command that makes requests loads undici's Agent from its own file, not undici's fetch or WebSocket", async () => {
    const env = {
      MSGFORM_BASE_URL: "https://127.0.0.1:1",
      MSGFORM_KEY_ID: "svc_test_" + "k".repeat(24),
      MSGFORM_KEY_SECRET: "svc_test_" + "s".repeat(40),
    };
    // Nothing listens there: the plan fails after the client (and so undici) is made.
    const { files, code, stderr } = await loaded(["plan", config], env);
    expect(code).toBe(1);
    expect(stderr).toContain("could not connect");
    expect(parts(files)).toContain("pkg.undici.js");
    const text = files.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
    expect(text).toContain("UndiciError");
    // Not undici's entry, which loads fetch, WebSocket, EventSource, the mock and proxy agents whatever is used.
    for (const absent of ["class WebSocket", "class EventSource", "class MockAgent", "class ProxyAgent", "fetch failed"]) expect(text, absent).not.toContain(absent);
  });

  it("msgform's shipped code reads only the Agent of undici", () => {
    expect(membersUsed(join(root, "dist"), { name: "undici" })).toEqual(["Agent"]);
    expect(FIXED.find((f) => f.name === "undici")!.members).toEqual(["Agent"]);
  });

  it("every command but emulator, listed by --help: no emulator code; none loads @pulumi/pulumi", async () => {
    const { stdout } = await loaded(["--help"]);
    const names = [...stdout.split("Commands:")[1]!.matchAll(/^ {2}([a-z-]+)/gm)].map((m) => m[1]!).filter((n) => n !== "help");
    expect(names).toContain("emulator");
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      const { files } = await loaded([name, "--help"]);
      expect(files.filter((f) => f.includes("@pulumi")), name).toEqual([]);
      if (name === "emulator") continue;
      expect(parts(files), name).not.toContain("cli.commands.emulator.js");
      const text = files.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
      for (const marker of EMULATOR_ONLY) expect(text, name).not.toMatch(marker);
    }
  }, 120_000);

  const reduced = (name: string) => REDUCED.find((r) => r.name === name) ?? { name };

  it("the bundle's copy of zod has every member of z that msgform's shipped code reads, each zod's own, and leaves the rest out", async () => {
    const used = membersUsed(join(root, "dist"), reduced("zod"));
    // What validate, plan, export and the emulator build their models with.
    for (const m of ["strictObject", "object", "string", "enum", "array", "discriminatedUnion", "toJSONSchema", "globalRegistry"]) expect(used).toContain(m);
    const script = [
      `const copy = require(${JSON.stringify(copies.zod!)}).z;`,
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

  it("the bundle's copy of yaml has every member msgform's shipped code reads, each yaml's own, and reads and writes as yaml as installed", async () => {
    const used = membersUsed(join(root, "dist"), reduced("yaml"));
    // What validate reads config files with, and what export writes them with.
    for (const m of ["parseDocument", "LineCounter", "isMap", "isSeq", "isScalar", "Document", "Scalar", "visit"]) expect(used).toContain(m);
    const script = [
      `const copy = require(${JSON.stringify(copies.yaml!)});`,
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
});
