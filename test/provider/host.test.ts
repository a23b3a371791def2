// The whole chain, as `pulumi up` / `refresh` / `destroy` would run it: a resource's serialized
// provider (the shim, produced as dynamic.Resource produces it) driven through the real
// dynamic-provider host over gRPC, the shim loading the installed package at call time, the
// adapter running the test "Widget" kind (test/provider/fixtures/widgetKind.ts) against a JSON
// store. Needs the build (`npm run build`; `npm test` builds first).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HostCallError, isSecret, PulumiHost, type Props, reveal, secret, UNKNOWN } from "../helpers/pulumiHost";
import { initStore, readStore, sha256, writeStore } from "./fixtures/widgetKind";

const ROOT = resolve(__dirname, "..", "..");
const FIXTURE = join(ROOT, "dist", "test", "provider", "fixtures", "widgetKind.js");
const TYPE = "pulumi-nodejs:dynamic/msgform:Widget";

type ProviderModule = typeof import("../../provider/pulumi");

function builtProvider(): ProviderModule {
  if (!existsSync(join(ROOT, "dist", "index.js")) || !existsSync(FIXTURE)) {
    throw new Error("these tests drive the built package: run `npm run build` first");
  }
  return (require(join(ROOT, "dist", "index.js")) as { provider: ProviderModule }).provider;
}

const KEY_ID = "svc_test_" + randomBytes(12).toString("hex");
const KEY_SECRET = "svc_test_" + randomBytes(20).toString("hex");

const temps: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A Pulumi project directory with msgform installed (a link to this checkout, like `npm link`). */
function projectWithMsgform(): string {
  const dir = tempDir("msgform-project-");
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(ROOT, join(dir, "node_modules", "msgform"), "dir");
  return dir;
}

const hosts: PulumiHost[] = [];
async function startHost(opts: Parameters<typeof PulumiHost.start>[0]): Promise<PulumiHost> {
  const host = await PulumiHost.start(opts);
  hosts.push(host);
  return host;
}

let provider: ProviderModule;
let providerText: string;
let store: string;
let host: PulumiHost;
const config = () => ({ "msgformtest:dir": store, "msgform:keyId": KEY_ID, "msgform:keySecret": KEY_SECRET });
const SECRETS = ["msgform:keySecret"];

beforeAll(async () => {
  provider = builtProvider();
  providerText = (await provider.serializeProvider(provider.shimFor("Widget"))).text;
  store = tempDir("msgform-store-");
  initStore(store, KEY_ID, KEY_SECRET);
  host = await startHost({ cwd: projectWithMsgform(), env: { MSGFORM_KIND_MODULES: FIXTURE } });
  await host.configure(config(), { secrets: SECRETS });
});

afterAll(async () => {
  await Promise.all(hosts.map((h) => h.close()));
  for (const h of hosts) expect(h.output).not.toContain(KEY_SECRET);
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** What the engine does for a new resource: Check, then Create. */
async function createWidget(h: PulumiHost, name: string, args: Props) {
  const urn = h.urn(TYPE, name);
  const checked = await h.check(urn, {}, { ...args, __provider: providerText });
  expect(checked.failures).toEqual([]);
  const created = await h.create(urn, checked.inputs);
  return { urn, id: created.id, inputs: checked.inputs, outputs: created.properties };
}

describe("the serialized provider", () => {
  it("is a small shim naming its kind, with no settings, credentials or adapter code in it", async () => {
    expect(providerText.length).toBeLessThan(4096);
    expect(providerText).toContain("require(\"msgform/provider\")");
    expect(providerText).toContain("kind: \"Widget\"");
    for (const leak of [KEY_SECRET, KEY_ID, store, "keySecret", "safeParse", "diffDesired"]) expect(providerText).not.toContain(leak);
    const again = await provider.serializeProvider(provider.shimFor("Widget"));
    expect(again.text).toBe(providerText);
    expect(again.containsSecrets).toBe(false);
    console.info(`serialized provider: ${providerText.length} bytes`);
  });

  it("stays the same while this process holds credentials and a configured provider", async () => {
    process.env.MSGFORM_KEY_SECRET = KEY_SECRET;
    try {
      const p = provider.kindProvider("Widget");
      const get = (k: string): string | undefined => (config() as Record<string, string>)[k];
      await p.configure({ config: { get, require: (k: string) => get(k) ?? "" } });
      const text = (await provider.serializeProvider(provider.shimFor("Widget"))).text;
      expect(text).toBe(providerText);
      expect(text).not.toContain(KEY_SECRET);
    } finally {
      delete process.env.MSGFORM_KEY_SECRET;
    }
  });
});

describe("the dynamic-provider host", () => {
  it("starts as the engine starts it and reports its protocol", async () => {
    expect(await host.handshake()).toBe(false); // UNIMPLEMENTED: the engine falls back to Configure
    expect((await host.getPluginInfo()).version).toBe(require("@pulumi/pulumi/package.json").version);
    expect(host.protocol).toEqual({
      acceptSecrets: false,
      acceptResources: false,
      acceptOutputs: false,
      supportsPreview: false,
    });
    console.info(`host start: ${host.startupMs.toFixed(0)} ms`);
  });
});

describe("a Widget's lifecycle through the host", () => {
  let w: Awaited<ReturnType<typeof createWidget>>;

  it("check: applies defaults and keeps __provider", async () => {
    const urn = host.urn(TYPE, "w");
    const r = await host.check(urn, {}, { name: "alpha", color: "red", __provider: providerText });
    expect(r.failures).toEqual([]);
    expect(r.inputs).toEqual({ name: "alpha", color: "red", size: 1, tags: [], allowDelete: false, __provider: providerText });
  });

  it("check: reports invalid inputs with property paths and reasons", async () => {
    const urn = host.urn(TYPE, "w");
    const r = await host.check(urn, {}, { name: "", color: "purple", size: 11, tags: ["ok", 7], colour: "red", __provider: providerText });
    const byProperty = Object.fromEntries(r.failures.map((f) => [f.property, f.reason]));
    expect(Object.keys(byProperty).sort()).toEqual(["color", "colour", "name", "size", "tags[1]"]);
    expect(byProperty.name).toBe("name must not be empty");
    expect(byProperty.color).toMatch(/red.*green.*blue/);
    expect(byProperty.size).toMatch(/10/);
    expect(byProperty["tags[1]"]).toMatch(/string/);
    expect(byProperty.colour).toBe("Widget has no property \"colour\" (it has: name, size, color, tags, allowDelete, adoptId)");
  });

  it("check: accepts values not known yet during a preview", async () => {
    const r = await host.check(host.urn(TYPE, "w"), {}, { name: "alpha", color: UNKNOWN, size: UNKNOWN, __provider: providerText });
    expect(r.failures).toEqual([]);
    expect(r.inputs).toMatchObject({ name: "alpha", color: UNKNOWN, size: UNKNOWN });
  });

  it("create: a preview does not reach the provider (the host declares no preview support)", async () => {
    const before = Object.keys(readStore(store).widgets).length;
    const r = await host.create(host.urn(TYPE, "w"), { name: "alpha", color: "red", __provider: providerText }, { preview: true });
    expect(r.skipped).toBe(true);
    expect(Object.keys(readStore(store).widgets)).toHaveLength(before);
  });

  it("create: returns the id and outputs; the token is shown once and stored hashed", async () => {
    w = await createWidget(host, "w", { name: "alpha", color: "red", tags: ["b", "a"] });
    expect(w.id).toMatch(/^wid_\d+$/);
    expect(w.outputs).toMatchObject({ name: "alpha", color: "red", size: 1, tags: ["b", "a"], allowDelete: false, revision: 1, __provider: providerText });
    expect(w.outputs.token).toMatch(/^wtok_/);
    const stored = readStore(store).widgets[w.id]!;
    expect(stored.token_sha256).toBe(sha256(w.outputs.token));
    expect(JSON.stringify(readStore(store))).not.toContain(w.outputs.token);
  });

  it("diff: no change, in place, replace, reorder, local", async () => {
    const diff = (news: Props) => host.diff(w.id, w.urn, w.outputs, { ...w.inputs, ...news });
    expect(await diff({})).toMatchObject({ changes: "none", replaces: [] });
    expect(await diff({ size: 3 })).toMatchObject({ changes: "some", replaces: [], deleteBeforeReplace: false });
    expect(await diff({ color: "blue", size: 3 })).toMatchObject({ changes: "some", replaces: ["color"], deleteBeforeReplace: false });
    expect(await diff({ tags: ["a", "b"] })).toMatchObject({ changes: "none" });
    expect(await diff({ allowDelete: true })).toMatchObject({ changes: "some", replaces: [] });
    expect(await diff({ color: UNKNOWN })).toMatchObject({ changes: "some", replaces: ["color"] });
    // State written before size/tags/allowDelete existed: their defaults are no change.
    const { size: _s, tags: _t, allowDelete: _a, ...older } = w.outputs;
    expect(await host.diff(w.id, w.urn, older, { ...w.inputs, tags: [] })).toMatchObject({ changes: "none" });
  });

  it("read: returns the live object with outputs and inputs", async () => {
    const r = await host.read(w.id, w.urn, w.outputs, w.inputs);
    expect(r.id).toBe(w.id);
    expect(r.properties).toEqual(w.outputs);
    expect(r.inputs).toEqual({ name: "alpha", size: 1, color: "red", tags: ["b", "a"], allowDelete: false, __provider: providerText });
  });

  it("read: shows drift made out of band, keeping what it cannot observe", async () => {
    const file = readStore(store);
    file.widgets[w.id]!.name = "renamed-out-of-band";
    writeStore(store, file);
    const r = await host.read(w.id, w.urn, { ...w.outputs, allowDelete: true }, w.inputs);
    expect(r.properties).toMatchObject({ name: "renamed-out-of-band", allowDelete: true, token: w.outputs.token });
    expect(r.inputs).toMatchObject({ name: "renamed-out-of-band", allowDelete: true });
    // The program still says "alpha": the next diff is an in-place update back.
    expect(await host.diff(w.id, w.urn, r.properties, w.inputs)).toMatchObject({ changes: "some", replaces: [] });
  });

  it("update: applies in-place changes and keeps the token", async () => {
    const news = (await host.check(w.urn, w.inputs, { name: "alpha", color: "red", size: 4, tags: ["c"], __provider: providerText })).inputs;
    const r = await host.update(w.id, w.urn, w.outputs, news, { oldInputs: w.inputs });
    expect(r.properties).toMatchObject({ name: "alpha", size: 4, tags: ["c"], revision: 2, token: w.outputs.token, createdAt: w.outputs.createdAt });
    expect(readStore(store).widgets[w.id]).toMatchObject({ name: "alpha", size: 4, revision: 2 });
    w = { ...w, inputs: news, outputs: r.properties };
  });

  it("update: a local-only change is recorded without calling the service", async () => {
    const news = { ...w.inputs, allowDelete: true };
    const r = await host.update(w.id, w.urn, w.outputs, news, { oldInputs: w.inputs });
    expect(r.properties).toMatchObject({ allowDelete: true, revision: 2 });
    expect(readStore(store).widgets[w.id]!.revision).toBe(2);
  });

  it("delete: refuses without the opt-in, says why and how, and leaves the object", async () => {
    const err = await host.delete(w.id, w.urn, w.outputs).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HostCallError);
    expect((err as HostCallError).message).toBe(`widget ${w.id} was not deleted: allowDelete is false. Set allowDelete: true and apply, then delete it.`);
    expect(readStore(store).widgets[w.id]).toBeDefined();
  });

  it("delete: with the opt-in; a read then reports it gone (empty id)", async () => {
    const state = { ...w.outputs, allowDelete: true };
    await host.delete(w.id, w.urn, state);
    expect(readStore(store).widgets[w.id]).toBeUndefined();
    const r = await host.read(w.id, w.urn, state);
    expect(r.id).toBe("");
  });

  it("replace: creates the new object before the old one goes", async () => {
    const old = await createWidget(host, "r", { name: "replace-me", color: "red", allowDelete: true });
    const news = (await host.check(old.urn, old.inputs, { name: "replace-me", color: "green", allowDelete: true, __provider: providerText })).inputs;
    const d = await host.diff(old.id, old.urn, old.outputs, news);
    expect(d).toMatchObject({ replaces: ["color"], deleteBeforeReplace: false });
    const created = await host.create(old.urn, news);
    expect(Object.keys(readStore(store).widgets)).toEqual(expect.arrayContaining([old.id, created.id]));
    await host.delete(old.id, old.urn, old.outputs);
    expect(readStore(store).widgets[old.id]).toBeUndefined();
    expect(readStore(store).widgets[created.id]).toMatchObject({ color: "green" });
  });
});

describe("secrets and errors through the host", () => {
  it("a secret input stays secret: stripped for the provider, re-marked on its outputs", async () => {
    const urn = host.urn(TYPE, "s");
    const checked = await host.check(urn, {}, { name: secret("classified"), color: "blue", __provider: providerText });
    expect(isSecret(checked.inputs.name)).toBe(true);
    const created = await host.create(urn, checked.inputs);
    expect(isSecret(created.properties.name)).toBe(true);
    expect(reveal(created.properties.name)).toBe("classified");
    expect(isSecret(created.properties.color)).toBe(false);
  });

  it("an object that exists but is not ready is reported as a partial failure the engine keeps", async () => {
    const urn = host.urn(TYPE, "nr");
    const checked = await host.check(urn, {}, { name: "not-ready-1", color: "red", __provider: providerText });
    const err = (await host.create(urn, checked.inputs).catch((e: unknown) => e)) as HostCallError;
    expect(err).toBeInstanceOf(HostCallError);
    expect(err.message).toMatch(/did not become ready/);
    expect(err.initFailure).toBeDefined();
    const { id, properties, reasons } = err.initFailure!;
    expect(readStore(store).widgets[id]).toBeDefined();
    expect(properties).toMatchObject({ name: "not-ready-1", revision: 1, __provider: providerText });
    expect(reasons).toEqual([err.message]);
    // The state the engine keeps works for the next refresh.
    expect((await host.read(id, urn, properties)).id).toBe(id);
  });

  it("error messages never carry the key secret", async () => {
    const urn = host.urn(TYPE, "leak");
    const checked = await host.check(urn, {}, { name: "leak-secret", color: "red", __provider: providerText });
    const err = (await host.create(urn, checked.inputs).catch((e: unknown) => e)) as HostCallError;
    expect(err.message).toBe("refused: the secret is [secret]");
  });
});

describe("where code and credentials come from", () => {
  it("the shim runs the package installed in the project, not code kept in state", async () => {
    const project = tempDir("msgform-other-");
    const pkg = join(project, "node_modules", "msgform");
    mkdirSync(pkg, { recursive: true });
    const exportsMap = { ".": "./index.js", "./provider": "./provider.js" };
    writeFileSync(join(pkg, "package.json"), JSON.stringify({ name: "msgform", version: "99.0.0", exports: exportsMap }));
    writeFileSync(
      join(pkg, "provider.js"),
      `Object.assign(exports, { kindProvider: (kind) => ({
        configure: async () => {},
        read: async (id) => ({ id, props: { marker: "installed 99.0.0 " + kind } }),
      }) });\n`,
    );
    const other = await startHost({ cwd: project });
    await other.configure({});
    const r = await other.read("wid_1", other.urn(TYPE, "x"), { __provider: providerText });
    expect(r.properties).toEqual({ marker: "installed 99.0.0 Widget", __provider: providerText });
  });

  it("falls back to the recorded package directory when the project has no msgform", async () => {
    const bare = await startHost({ cwd: tempDir("msgform-bare-"), env: { MSGFORM_KIND_MODULES: FIXTURE } });
    await bare.configure(config(), { secrets: SECRETS });
    const r = await bare.check(bare.urn(TYPE, "b"), {}, { name: "b", color: "red", __provider: providerText });
    expect(r.failures).toEqual([]);
  });

  it("takes the key pair from the environment when stack config has none", async () => {
    const env = { MSGFORM_KIND_MODULES: FIXTURE, MSGFORM_KEY_ID: KEY_ID, MSGFORM_KEY_SECRET: KEY_SECRET };
    const h = await startHost({ cwd: projectWithMsgform(), env });
    await h.configure({ "msgformtest:dir": store });
    const w = await createWidget(h, "e", { name: "from-env", color: "red" });
    expect(readStore(store).widgets[w.id]).toMatchObject({ name: "from-env" });
  });

  it("a rejected key's error says where the key came from, not what it is", async () => {
    const wrong = "svc_test_" + "x".repeat(40);
    const env = { MSGFORM_KIND_MODULES: FIXTURE, MSGFORM_KEY_ID: KEY_ID, MSGFORM_KEY_SECRET: wrong };
    const h = await startHost({ cwd: projectWithMsgform(), env });
    await h.configure({ "msgformtest:dir": store });
    const urn = h.urn(TYPE, "bad");
    const checked = await h.check(urn, {}, { name: "bad", color: "red", __provider: providerText });
    const err = (await h.create(urn, checked.inputs).catch((e: unknown) => e)) as HostCallError;
    expect(err.message).toBe(`unauthorized: the widget store rejected key ${KEY_ID} (key from MSGFORM_KEY_ID/MSGFORM_KEY_SECRET)`);
    expect(h.output).not.toContain(wrong);
  });

  it("half a key pair in stack config fails the first call with a fix", async () => {
    const h = await startHost({ cwd: projectWithMsgform(), env: { MSGFORM_KIND_MODULES: FIXTURE } });
    await h.configure({ "msgformtest:dir": store, "msgform:keyId": KEY_ID });
    const err = (await h.check(h.urn(TYPE, "half"), {}, { name: "h", color: "red", __provider: providerText }).catch((e: unknown) => e)) as HostCallError;
    expect(err.message).toMatch(/stack config sets msgform:keyId but not msgform:keySecret/);
  });

  it("an unknown kind name fails with a message naming the kinds there are", async () => {
    const text = (await provider.serializeProvider(provider.shimFor("Gadget"))).text;
    const err = (await host.check(host.urn("pulumi-nodejs:dynamic/msgform:Gadget", "g"), {}, { __provider: text }).catch((e: unknown) => e)) as HostCallError;
    expect(err.message).toContain("no resource kind \"Gadget\" (it has: ApiKey, WebhookEndpoint, IpAllowlist, Brand, Campaign, PhoneNumber, Widget)");
  });
});

describe("figures", () => {
  it("times each lifecycle call through the host", async () => {
    const runs = 15;
    const times: Record<string, number[]> = { check: [], diff: [], create: [], read: [], update: [], delete: [] };
    const timed = async <T>(name: string, f: () => Promise<T>): Promise<T> => {
      const t0 = performance.now();
      const r = await f();
      times[name]!.push(performance.now() - t0);
      return r;
    };
    for (let i = 0; i < runs; i++) {
      const urn = host.urn(TYPE, `t${i}`);
      const inputs = (await timed("check", () => host.check(urn, {}, { name: `t${i}`, color: "red", allowDelete: true, __provider: providerText }))).inputs;
      const created = await timed("create", () => host.create(urn, inputs));
      const news = { ...inputs, size: 2 };
      await timed("diff", () => host.diff(created.id, urn, created.properties, news));
      const updated = await timed("update", () => host.update(created.id, urn, created.properties, news));
      await timed("read", () => host.read(created.id, urn, updated.properties, news));
      await timed("delete", () => host.delete(created.id, urn, updated.properties));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const starts = hosts.map((h) => h.startupMs);
    const table = Object.entries(times).map(([k, xs]) => `${k} ${median(xs).toFixed(2)} ms`).join(", ");
    console.info(`median per call over ${runs} runs: ${table}; host start median ${median(starts).toFixed(0)} ms over ${starts.length} hosts`);
    for (const xs of Object.values(times)) expect(xs).toHaveLength(runs);
  });
});
