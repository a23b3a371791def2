// The package as a user gets it: one `npm pack` of the built package, installed into two empty projects
// (CLI and sdk only, without @pulumi/pulumi; and a Pulumi project), then CommonJS, ESM and TypeScript
// (`module: nodenext`, type-checked by the repository's tsc) programs importing it by name.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { builtinModules } from "node:module";
import { homedir, tmpdir } from "node:os";
import { delimiter, dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declarations } from "../../scripts/declarations";
import * as sdk from "../../sdk";

const exec = promisify(execFile);
const root = join(__dirname, "..", "..");
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const pkg = readJson(join(root, "package.json"));
// The Pulumi version the repository develops against: already in npm's cache.
const pulumiVersion: string = readJson(join(root, "node_modules", "@pulumi", "pulumi", "package.json")).version;
const nodeMajor = Number(process.versions.node.split(".")[0]);
// npm and every program run on the Node running the tests (CI runs them on each supported line).
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`, NO_COLOR: "1" };

const RESOURCES = ["ApiKey", "WebhookEndpoint", "IpAllowlist", "Brand", "Campaign", "PhoneNumber"];
const SDK_FUNCTIONS = Object.entries(sdk).filter(([, v]) => typeof v === "function").map(([k]) => k);
const NAMED = [...RESOURCES, ...SDK_FUNCTIONS];
const MISSING_PEER = "the Pulumi resources need @pulumi/pulumi";
/** tsc over @pulumi/pulumi's declarations takes tens of seconds on a busy machine. */
const TSC_TIMEOUT = 240_000;

let dir: string;
let tarball: string;
const projects = { cli: "", pulumi: "" };
const installLog = { cli: "", pulumi: "" };

async function run(cwd: string, file: string, args: string[]): Promise<string> {
  const { stdout } = await exec(file, args, { cwd, env, encoding: "utf8", maxBuffer: 16 << 20 });
  return stdout;
}
const node = (cwd: string, ...args: string[]) => run(cwd, process.execPath, args);

/** A key npm does not know, added to the user's own npm configuration for the installs. */
const UNKNOWN_KEY = "msgform-test-unknown-key";

/**
 * The user's npm configuration (registry, CA file, proxy: what their installs need) plus a key npm does
 * not know, as a user's ~/.npmrc may hold (`nodedir`, an old tool's setting): npm warns about it on
 * every command, and that warning is not msgform's.
 */
function userConfigWithUnknownKey(): string {
  const own = process.env.npm_config_userconfig ?? join(homedir(), ".npmrc");
  const file = join(dir, "npmrc");
  writeFileSync(file, `${existsSync(own) ? readFileSync(own, "utf8") : ""}\n${UNKNOWN_KEY}=1\n`);
  return file;
}

async function install(name: keyof typeof projects, manifest: object, packages: string[]): Promise<void> {
  const cwd = join(dir, name);
  mkdirSync(cwd);
  writeFileSync(join(cwd, "package.json"), JSON.stringify({ name: `consumer-${name}`, private: true, ...manifest }));
  // One install per project from npm's shared cache; the registry only for what the cache lacks.
  const { stderr } = await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", tarball, ...packages], {
    cwd,
    env: { ...env, npm_config_userconfig: userConfigWithUnknownKey() },
    encoding: "utf8",
  });
  projects[name] = cwd;
  installLog[name] = stderr;
}

/** npm's warnings, one per message: a code's continuation lines (`npm warn EBADENGINE   package: …`) join the first. */
function warnings(log: string): string[] {
  const out: string[] = [];
  let code = "";
  for (const line of log.split("\n")) {
    const m = /^npm warn (\S+)/i.exec(line);
    if (!m) continue;
    const continues = code !== "" && m[1] === code && /^npm warn \S+ {2,}|^npm warn \S+ *[}\]]?$/i.test(line);
    if (continues) out[out.length - 1] += `\n${line}`;
    else out.push(line);
    code = m[1]!;
  }
  return out;
}

/** Every package name under a node_modules directory (scoped ones as @scope/name), nested trees included. */
function installedNames(modules: string, names = new Set<string>()): Set<string> {
  if (!existsSync(modules)) return names;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".")) continue;
    const scoped = entry.startsWith("@") ? readdirSync(join(modules, entry)).map((n) => `${entry}/${n}`) : [entry];
    for (const name of scoped) {
      names.add(name);
      installedNames(join(modules, name, "node_modules"), names);
    }
  }
  return names;
}

/**
 * The warnings msgform causes: those naming msgform or a package of its dependency tree (`name@version`,
 * as npm writes them), and, on the supported Node lines, any engine warning. Whatever else the user's
 * npm configuration or another dependency makes npm say is not counted.
 */
function ours(log: string, tree: Set<string>): string[] {
  const names = (w: string) => [...w.matchAll(/(?:^|[\s'"(])((?:@[\w.-]+\/)?[\w.-]+)@\d/g)].map((m) => m[1]!);
  const lines = log.split("\n").filter((l) => !TARBALL_PREPARE.test(l)).join("\n");
  return warnings(lines).filter((w) => (/EBADENGINE/.test(w) ? nodeMajor >= 22 : names(w).some((n) => tree.has(n))));
}

/**
 * npm 11 lists msgform's `prepare` (the build, for a Git install) among the install scripts of a
 * tarball source to review, though it runs `prepare` for Git and directory sources only (from this
 * tarball it would fail: the sources are not in it, and the installs succeed). From the registry,
 * which the tarball stands in for, npm lists no `prepare`.
 */
const TARBALL_PREPARE = /^npm warn install-scripts\s+msgform@\S+ \(prepare: npm run build\)$/;

/** An ESM program that imports every resource class and every sdk function by name. */
const namedImports = `import { ${NAMED.join(", ")} } from "msgform";\nimport * as ns from "msgform";\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "msgform-pack-"));
  // dist/ is built by `npm test` before the suite (a `tsc` alone re-emits the declarations: their
  // build step, idempotent, runs again here); --ignore-scripts keeps prepare from rebuilding it
  // under the other test files that run it.
  declarations(root);
  const packed = JSON.parse(await run(root, "npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", dir]));
  tarball = join(dir, packed[0].filename);
  await Promise.all([
    install("cli", {}, []),
    install("pulumi", { type: "module" }, [`@pulumi/pulumi@${pulumiVersion}`]),
  ]);
}, 300_000);

// Two node_modules trees: removed asynchronously, with time for a busy disk.
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
}, 180_000);

describe("the packed tarball", () => {
  it("holds the license and the built code, no source maps, no declarations of the CLI's modules, and no install-time script of ours", async () => {
    const manifest = readJson(join(projects.cli, "node_modules", "msgform", "package.json"));
    const files = (await run(dir, "tar", ["-tzf", tarball])).split("\n");
    expect(files).toContain("package/LICENSE");
    expect(files).toContain("package/dist/index.js");
    expect(files).toContain("package/dist/cli/main.js");
    // The CLI's one-file copies of its dependencies, each with its licence on top (test/cli/startup.test.ts).
    for (const dep of ["zod", "yaml", "commander"]) expect(files).toContain(`package/dist/cli/vendor/${dep}.js`);
    expect(files.filter((f) => f.endsWith(".map"))).toEqual([]);
    // The CLI's modules are run, never imported by a user: their declarations would be dead weight (the
    // type-check tests below compile against what is shipped, so a declaration that needs one fails there).
    expect(files.filter((f) => f.startsWith("package/dist/cli/") && f.endsWith(".d.ts"))).toEqual([]);
    expect(files).toContain("package/dist/sdk/index.d.ts");
    // npm runs `prepare` for a git or directory source only (it builds there), never from a tarball.
    expect(Object.keys(manifest.scripts ?? {}).filter((s) => /^(pre|post)?install$/.test(s))).toEqual([]);
    expect(manifest.engines.node).toBe(pkg.engines.node);
  });

  it("builds in prepare (npm pack, npm ci in a clone, a git install), once, and the repository's own scripts build first", () => {
    expect(pkg.scripts.prepare).toBe("npm run build");
    expect(pkg.scripts.prepack).toBeUndefined();
    expect(pkg.scripts.build).toMatch(/^tsc -p tsconfig\.json && .*node dist\/scripts\/declarations\.js/);
    for (const script of ["test", "start", "bench", "gen"]) expect(pkg.scripts[script], script).toMatch(/^npm run build && /);
  });

  it(`installs without a warning about msgform or its dependencies, and without an engine warning on Node 22 and 24 (here ${process.version})`, () => {
    // msgform's tree: everything the CLI-only project installed (msgform and what it depends on).
    const tree = installedNames(join(projects.cli, "node_modules"));
    expect(tree).toContain("msgform");
    expect(tree).toContain("zod");
    // The user's unknown key was warned about, and is not counted: the test holds whatever ~/.npmrc holds.
    expect(installLog.cli).toContain(UNKNOWN_KEY);
    expect(ours(installLog.cli, tree)).toEqual([]);
    // The Pulumi project's own warnings (protobufjs's install script, through @pulumi/pulumi) are not ours.
    expect(ours(installLog.pulumi, tree)).toEqual([]);
  });

  it("counts a warning naming msgform's tree or an engine, not one about the user's npm configuration", () => {
    const tree = new Set(["msgform", "cookie", "@peculiar/x509"]);
    const log = [
      `npm warn Unknown user config "nodedir". This will stop working in the next major version of npm.`,
      "npm warn deprecated cookie@2.0.2: use something else",
      "npm warn deprecated left-pad@1.3.0: not ours",
      "npm warn EBADENGINE Unsupported engine {",
      "npm warn EBADENGINE   package: 'other@1.0.0',",
      "npm warn EBADENGINE }",
      "npm warn install-scripts   @peculiar/x509@1.14.3 (postinstall: node x.js)",
      "npm warn install-scripts   msgform@0.1.0 (prepare: npm run build)",
    ].join("\n");
    const counted = ours(log, tree);
    expect(counted.map((w) => w.split("\n")[0])).toEqual([
      "npm warn deprecated cookie@2.0.2: use something else",
      ...(nodeMajor >= 22 ? ["npm warn EBADENGINE Unsupported engine {"] : []),
      "npm warn install-scripts   @peculiar/x509@1.14.3 (postinstall: node x.js)",
    ]);
  });
});

describe("the packed README and docs", () => {
  it("link only to files the package holds, or to the repository; the manifest names the repository, homepage and issues", async () => {
    const installed = join(projects.cli, "node_modules", "msgform");
    const files = (await run(dir, "tar", ["-tzf", tarball])).split("\n").map((f) => f.replace(/^package\//, ""));
    const markdown = files.filter((f) => f.endsWith(".md") && !f.startsWith("dist/"));
    expect(markdown).toEqual(expect.arrayContaining(["README.md", "docs/service.md", "docs/resources/README.md"]));
    const dangling: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(installed, file), "utf8");
      for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const path = link!.split("#")[0]!;
        if (!path || /^[a-z]+:/i.test(path)) continue;
        if (!existsSync(join(installed, dirname(file), path))) dangling.push(`${file}: ${link}`);
      }
    }
    expect(dangling).toEqual([]);
    const manifest = readJson(join(installed, "package.json"));
    const repository = "https://github.com/msgform/msgform";
    expect(manifest.repository).toEqual({ type: "git", url: `git+${repository}.git` });
    expect(manifest.homepage).toBe(`${repository}#readme`);
    expect(manifest.bugs).toEqual({ url: `${repository}/issues` });
  });
});

describe("a project without @pulumi/pulumi (CLI and sdk users)", () => {
  it("runs the CLI from node_modules/.bin", async () => {
    const cwd = projects.cli;
    expect((await run(cwd, join(cwd, "node_modules", ".bin", "msgform"), ["--version"])).trim()).toBe(pkg.version);
    writeFileSync(join(cwd, "keys.yaml"), "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
    const { stderr } = await exec(join(cwd, "node_modules", ".bin", "msgform"), ["validate", "keys.yaml"], { cwd, env });
    expect(stderr).toContain("keys.yaml: valid (1 api_keys)");
    // As installed (npm gives every file one time), each of msgform's modules comes from the build's packs.
    const traced = await exec(join(cwd, "node_modules", ".bin", "msgform"), ["validate", "keys.yaml"], { cwd, env: { ...env, NODE_DEBUG: "msgform" } });
    expect(traced.stderr).toMatch(/packs: \d+ modules from \d+ packs \(.+\), 0 of msgform's from their files/);
  });

  it("CommonJS: require() gets the sdk; a resource class fails on first use with the missing-peer error", async () => {
    writeFileSync(join(projects.cli, "main.cjs"), [
      "const m = require('msgform');",
      `const missing = ${JSON.stringify(NAMED)}.filter((n) => typeof m[n] !== 'function');`,
      "let error = '';",
      "try { new m.ApiKey('k', {}); } catch (e) { error = e.message; }",
      "const pulumi = Object.keys(require.cache).filter((f) => f.includes('@pulumi'));",
      "console.log(JSON.stringify({ missing, error, pulumi, version: m.VERSION }));",
    ].join("\n"));
    const out = JSON.parse(await node(projects.cli, "main.cjs"));
    expect(out).toMatchObject({ missing: [], pulumi: [], version: pkg.version });
    expect(out.error).toContain(MISSING_PEER);
  });

  it("ESM: named imports of every resource class and sdk function; the classes fail only on first use", async () => {
    writeFileSync(join(projects.cli, "main.mjs"), [
      namedImports,
      `const missing = ${JSON.stringify(NAMED)}.filter((n) => typeof ns[n] !== "function");`,
      "let error = '';",
      "try { new WebhookEndpoint('w', {}); } catch (e) { error = e.message; }",
      "console.log(JSON.stringify({ missing, error, client: typeof createClient({ baseUrl: 'https://x', keyId: 'k', keySecret: 'svc_test_' + 'x'.repeat(40) }) }));",
    ].join("\n"));
    const out = JSON.parse(await node(projects.cli, "main.mjs"));
    expect(out).toMatchObject({ missing: [], client: "object" });
    expect(out.error).toContain(MISSING_PEER);
  });

  it("the emulator by its documented subpath (msgform/emulator), from ESM and CommonJS: starts and closes", async () => {
    writeFileSync(join(projects.cli, "emulator.mjs"), [
      "import { startEmulator } from \"msgform/emulator\";",
      "import { createRequire } from \"node:module\";",
      "const required = typeof createRequire(import.meta.url)(\"msgform/emulator\").startEmulator;",
      "const emu = await startEmulator();",
      "console.log(JSON.stringify({ required, baseUrl: emu.baseUrl, live: emu.keys.live.id }));",
      "await emu.close();",
    ].join("\n"));
    const out = JSON.parse(await node(projects.cli, "emulator.mjs"));
    expect(out).toMatchObject({ required: "function", baseUrl: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+$/) });
    expect(out.live).toMatch(/^svc_live_k_/);
  });

  it("the README's shell lines for the emulator: started in the background, the CLI plans the README's example against it", async () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const section = (heading: string) => readme.slice(readme.indexOf(`\n## ${heading}\n`));
    const example = /```yaml\n([\s\S]*?)```/.exec(section("The config files"))![1]!;
    const script = [...section("The emulator").matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!).find((b) => b.includes("emulator.json"));
    writeFileSync(join(projects.cli, "account.yaml"), example);
    // Resolves once every process holding its output has exited: the emulator too, after the block's `kill`.
    const { stdout, stderr } = await exec("bash", ["-e", "-c", script!], { cwd: projects.cli, env, encoding: "utf8", timeout: 60_000 });
    expect(stdout).toContain("Plan: 5 to create, 1 to update, 0 to replace, 0 to delete.");
    expect(stderr).toContain("msgform emulator: SIGTERM, shutting down");
  });

  // Our declarations name Pulumi's types for the resource classes, so without @pulumi/pulumi a TypeScript
  // program needs skipLibCheck (the default of `tsc --init`).
  it("TypeScript (module: nodenext, skipLibCheck): an sdk program type-checks without @pulumi/pulumi", async () => {
    const cwd = projects.cli;
    writeFileSync(join(cwd, "sdk.mts"), [
      "import { createClient, verifySignature, type Client, VERSION } from \"msgform\";",
      "const client: Client = createClient({ baseUrl: 'https://x', keyId: 'k', keySecret: 'svc_test_' + 'x'.repeat(40) });",
      "const ok: boolean = verifySignature;",
      "console.log(client, ok, VERSION);",
    ].join("\n"));
    // One deliberate error shows the types are really checked; nothing else (no missing Pulumi types) fails.
    expect((await tsc(cwd, "sdk.mts", { skipLibCheck: true })).errors).toEqual([expect.stringMatching(/^sdk\.mts\(3,7\): error TS2322: Type '.*' is not assignable to type 'boolean'/)]);
  }, TSC_TIMEOUT);

  // msgform/emulator's declarations name neither Pulumi's types nor any dependency's: no skipLibCheck.
  it("TypeScript (an ESM .mts, module: nodenext, no skipLibCheck): msgform/emulator type-checks without @pulumi/pulumi, compiles and runs", async () => {
    const cwd = projects.cli;
    writeFileSync(join(cwd, "emulator.mts"), [
      "import { startEmulator, type EmulatorOptions, type RunningEmulator } from \"msgform/emulator\";",
      "const options: EmulatorOptions = { rateLimits: \"off\", notice: (line: string) => console.error(line) };",
      "const emu: RunningEmulator = await startEmulator(options);",
      "const clock = await fetch(`${emu.controlUrl}/control/clock`, { headers: emu.controlHeaders });",
      "const live: string = emu.keys.live.id;",
      "console.log(JSON.stringify({ baseUrl: emu.baseUrl, status: clock.status, live, core: \"core\" in emu }));",
      "await emu.close();",
    ].join("\n"));
    const checked = await tsc(cwd, "emulator.mts", { emit: true, outDir: "out-emulator" });
    expect(checked.errors).toEqual([]);
    expect(foreignDeclarations(cwd, checked.files)).toEqual([]);
    const out = JSON.parse(await node(cwd, join("out-emulator", "emulator.mjs")));
    expect(out).toEqual({
      baseUrl: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+$/),
      status: 200,
      live: expect.stringMatching(/^svc_live_k_/),
      core: false,
    });
    // The classic template's settings too, still without @pulumi/pulumi and skipLibCheck.
    writeFileSync(join(cwd, "emulator-classic.ts"), [
      "import { startEmulator, type RunningEmulator } from \"msgform/emulator\";",
      "export async function url(): Promise<string> {",
      "  const emu: RunningEmulator = await startEmulator({ port: 0 });",
      "  await emu.close();",
      "  return emu.baseUrl;",
      "}",
    ].join("\n"));
    const classic = await tsc(cwd, "emulator-classic.ts", { compilerOptions: CLASSIC_TEMPLATE });
    expect(classic.errors).toEqual([]);
    expect(foreignDeclarations(cwd, classic.files)).toEqual([]);
  }, TSC_TIMEOUT);
});

interface TscOptions {
  emit?: boolean;
  skipLibCheck?: boolean;
  /** The tsconfig's module settings: the current Pulumi template's (nodenext) unless given. */
  compilerOptions?: Record<string, unknown>;
  outDir?: string;
}

/**
 * The tsconfig of the classic `pulumi new typescript` template (the template until recently, and what
 * most existing Pulumi projects have): CommonJS with node10 resolution, no esModuleInterop, no
 * skipLibCheck. Every declaration file the program reaches is checked.
 */
const CLASSIC_TEMPLATE = {
  module: "commonjs",
  moduleResolution: "node",
  target: "es2020",
  experimentalDecorators: true,
  noImplicitReturns: true,
  forceConsistentCasingInFileNames: true,
};

interface Checked {
  /** tsc's error lines. */
  errors: string[];
  /** Every file the type check read, absolute (tsc's `listFiles`). */
  files: string[];
}

/** The repository's tsc over one file: its errors (our declarations too, unless skipLibCheck) and the files it read. */
async function tsc(cwd: string, file: string, options: TscOptions = {}): Promise<Checked> {
  const config = {
    compilerOptions: {
      ...(options.compilerOptions ?? { module: "nodenext", target: "es2022" }),
      strict: true,
      skipLibCheck: options.skipLibCheck ?? false,
      outDir: options.outDir ?? "out",
      noEmit: !options.emit,
      listFiles: true,
      types: ["node"],
      typeRoots: [join(root, "node_modules", "@types")],
    },
    files: [file],
  };
  const project = `tsconfig.${file.replace(/\W/g, "_")}.json`;
  writeFileSync(join(cwd, project), JSON.stringify(config));
  const out = await run(cwd, process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", project]).catch(
    (err: { stdout?: string }) => err.stdout ?? String(err),
  );
  const lines = out.split("\n");
  return { errors: lines.filter((l) => / error TS\d+:/.test(l)), files: lines.filter((l) => l.startsWith("/")) };
}

/** The package a file under a node_modules directory belongs to (`@scope/name` or `name`), or undefined. */
function packageOf(file: string, modules: string): string | undefined {
  if (!file.startsWith(modules + sep)) return undefined;
  const [first, second] = relative(modules, file).split(sep);
  return first!.startsWith("@") ? `${first}/${second}` : first;
}

/**
 * What a type check read beyond msgform's own declarations, Node's (@types/node, which the program
 * names), TypeScript's libraries and the Pulumi SDK's (the peer the program installs itself): every
 * module a declaration of msgform's that it read names other than a relative path, a Node built-in or
 * @pulumi/pulumi (so no declaration of msgform's dependency tree is reached through ours), and every
 * declaration file of msgform's own dependencies it read. Those may need compiler options a user
 * does not have (pino's, through fastify, and zod's translations need esModuleInterop); msgform's
 * declarations give a user none of them, whatever their tsconfig.
 */
function foreignDeclarations(cwd: string, files: string[]): string[] {
  const modules = join(cwd, "node_modules");
  const builtin = new Set(builtinModules);
  const allowed = (name: string) =>
    name.startsWith(".") || builtin.has(name.replace(/^node:/, "")) || name === "@pulumi/pulumi" || name.startsWith("@pulumi/pulumi/");
  // A list without msgform's declarations would check nothing.
  const out = files.some((f) => packageOf(f, modules) === "msgform") ? [] : ["no declaration of msgform was read"];
  for (const file of files) {
    const owner = packageOf(file, modules);
    if (owner === "msgform") {
      const { importedFiles, referencedFiles, typeReferenceDirectives } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const named = [importedFiles, referencedFiles, typeReferenceDirectives].flat().map((r) => r.fileName);
      for (const name of named.filter((n) => !allowed(n))) out.push(`${relative(modules, file)} names ${name}`);
    } else if (owner !== undefined && owner in pkg.dependencies) {
      out.push(relative(modules, file));
    }
  }
  return out;
}

describe("a Pulumi project (ESM, @pulumi/pulumi installed)", () => {
  it("ESM: the named classes are the real Pulumi resources: new, extends, instanceof", async () => {
    writeFileSync(join(projects.pulumi, "main.mjs"), [
      namedImports,
      "import * as pulumi from \"@pulumi/pulumi\";",
      "await pulumi.runtime.setMocks({ newResource: (a) => ({ id: `id_${a.name}`, state: a.inputs }), call: () => ({}) }, 'p', 's', false);",
      "class Mine extends WebhookEndpoint {}",
      "const key = new ApiKey('ci', { name: 'ci', scopes: ['messages:read'] });",
      "const hook = new Mine('h', { url: 'https://example.com/h', enabledEvents: ['message.delivered'] });",
      "console.log(JSON.stringify({",
      "  key: key instanceof ApiKey && key instanceof pulumi.dynamic.Resource, hook: hook instanceof WebhookEndpoint,",
      "  name: ApiKey.name, isResource: pulumi.CustomResource.isInstance(key), sdk: typeof verifySignature,",
      "}));",
    ].join("\n"));
    expect(JSON.parse(await node(projects.pulumi, "main.mjs"))).toEqual({
      key: true,
      hook: true,
      name: "ApiKey",
      isResource: true,
      sdk: "function",
    });
  });

  it("TypeScript (module: nodenext): a Pulumi program type-checks with the repository's tsc, compiles and runs", async () => {
    const cwd = projects.pulumi;
    writeFileSync(join(cwd, "index.ts"), [
      "import * as pulumi from \"@pulumi/pulumi\";",
      "import { ApiKey, type ApiKeyArgs, Brand, WebhookEndpoint, createClient, verifySignature } from \"msgform\";",
      "import * as msgform from \"msgform\";",
      "import { startEmulator, type RunningEmulator } from \"msgform/emulator\";",
      "await pulumi.runtime.setMocks({ newResource: (a) => ({ id: `id_${a.name}`, state: a.inputs }), call: () => ({}) }, 'p', 's', false);",
      "const args: ApiKeyArgs = { name: 'ci', scopes: ['messages:read'] };",
      "const key = new ApiKey('ci', args);",
      "const hook = new msgform.WebhookEndpoint('h', { url: 'https://example.com/h', enabledEvents: ['message.delivered'] });",
      "const id: pulumi.Output<string> = key.id;",
      "const url: pulumi.Output<string> = hook.url;",
      "const ok: boolean = typeof createClient === 'function' && typeof verifySignature === 'function';",
      "const emu: RunningEmulator = await startEmulator({ rateLimits: 'off' });",
      "const client = createClient({ baseUrl: emu.baseUrl, keyId: emu.keys.live.id, keySecret: emu.keys.live.secret, caFile: emu.caFile });",
      "const me = await client.me.get();",
      "await client.close();",
      "await emu.close();",
      "console.log(JSON.stringify([key instanceof ApiKey, hook instanceof WebhookEndpoint, typeof Brand, ok, !!id, !!url, me.account_id === emu.accountId]));",
    ].join("\n"));
    // Declarations checked too (skipLibCheck off, as in Pulumi's TypeScript template).
    const checked = await tsc(cwd, "index.ts", { emit: true });
    expect(checked.errors).toEqual([]);
    expect(foreignDeclarations(cwd, checked.files)).toEqual([]);
    expect(JSON.parse(await node(cwd, join("out", "index.js")))).toEqual([true, true, "function", true, true, true, true]);
  }, TSC_TIMEOUT);

  it("TypeScript: a misspelled or missing argument's error names the resource's Args interface, and an output's type its State", async () => {
    const cwd = projects.pulumi;
    writeFileSync(join(cwd, "typo.ts"), [
      "import { Brand, type BrandState, WebhookEndpoint } from \"msgform\";",
      "new WebhookEndpoint('h', { urll: 'https://example.com/h', enabledEvents: ['message.delivered'] });",
      "new WebhookEndpoint('h2', { enabledEvents: ['message.delivered'] });",
      "const status: BrandState['status'] = new Brand('b', {} as never).status;",
      "export { status };",
    ].join("\n"));
    const { errors } = await tsc(cwd, "typo.ts");
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/'urll' does not exist in type 'WebhookEndpointArgs'/);
    expect(errors[1]).toMatch(/is not assignable to parameter of type 'WebhookEndpointArgs'/);
    expect(errors.join("\n")).not.toMatch(/KindArgs|ZodObject/);
  }, TSC_TIMEOUT);

  it("TypeScript, the classic Pulumi template (commonjs, node10 resolution, no esModuleInterop, no skipLibCheck): the root, msgform/provider and msgform/emulator type-check, compile and run", async () => {
    const cwd = projects.pulumi;
    writeFileSync(join(cwd, "classic.ts"), [
      "import * as pulumi from \"@pulumi/pulumi\";",
      "import * as msgform from \"msgform\";",
      "import { ApiKey, type WebhookEndpointArgs, createClient } from \"msgform\";",
      "import * as registry from \"msgform/provider\";",
      "import { startEmulator, type EmulatorOptions } from \"msgform/emulator\";",
      "export async function main(): Promise<unknown[]> {",
      "  await pulumi.runtime.setMocks({ newResource: (a) => ({ id: `id_${a.name}`, state: a.inputs }), call: () => ({}) }, 'p', 's', false);",
      "  const key = new msgform.ApiKey('ci', { name: 'ci', scopes: ['messages:read'] });",
      "  const args: WebhookEndpointArgs = { url: 'https://example.com/h', enabledEvents: ['message.delivered'] };",
      "  const hook = new msgform.WebhookEndpoint('h', args);",
      "  const id: pulumi.Output<string> = key.id;",
      "  const options: EmulatorOptions = { rateLimits: 'off' };",
      "  const emu = await startEmulator(options);",
      "  const client = createClient({ baseUrl: emu.baseUrl, keyId: emu.keys.live.id, keySecret: emu.keys.live.secret, caFile: emu.caFile });",
      "  const me = await client.me.get();",
      "  await client.close();",
      "  await emu.close();",
      "  return [key instanceof ApiKey, hook instanceof msgform.WebhookEndpoint, typeof createClient, typeof registry, !!id, me.account_id === emu.accountId];",
      "}",
      "main().then((r) => console.log(JSON.stringify(r)));",
    ].join("\n"));
    const checked = await tsc(cwd, "classic.ts", { emit: true, compilerOptions: CLASSIC_TEMPLATE, outDir: "out-classic" });
    expect(checked.errors).toEqual([]);
    expect(foreignDeclarations(cwd, checked.files)).toEqual([]);
    // The project is an ES module package; the classic output is CommonJS, as in a classic project.
    writeFileSync(join(cwd, "out-classic", "package.json"), JSON.stringify({ type: "commonjs" }));
    expect(JSON.parse(await node(cwd, join("out-classic", "classic.js")))).toEqual([true, true, "function", "object", true, true]);
  }, TSC_TIMEOUT);

  it("the published declarations name no dependency's types that need esModuleInterop (zod's come from a copy without its translations)", async () => {
    const dist = join(projects.pulumi, "node_modules", "msgform", "dist");
    const files = (await run(dist, "grep", ["-rlE", "--include=*.d.ts", "from \"zod|import\\(\"zod", "."]).catch(() => "")).trim();
    expect(files).toBe("");
    expect(existsSync(join(dist, "types", "zod", "LICENSE"))).toBe(true);
    const core = readFileSync(join(dist, "types", "zod", "v4", "core", "index.d.cts"), "utf8");
    expect(core).not.toContain("locales");
  });
});
