// Pulumi stacks (acme/prod, acme/qa) and a YAML configuration (platform) in one account, with the
// real dynamic-provider host driven the way the engine drives `pulumi up` and `pulumi destroy`:
// Check, Diff, then Update or Delete straight from state, with no Read (refresh) first; Creates in
// parallel; and the engine's import Read, which carries no `__provider`. The YAML side is the real
// CLI as a child process. Every case is judged on the account: owner markers, fields, presence.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PulumiHost, Props } from "../../helpers/pulumiHost";
import { BRAND_ARGS, campaignArgs } from "../../helpers/fixtures";
import { cliEnv, msgform } from "../../cli/run";
import { Harness, type Res, timingTable } from "./harness";

let h: Harness;
let dir: string;
let qa: PulumiHost;

beforeAll(async () => {
  h = await Harness.start();
  qa = await h.newHost();
  dir = mkdtempSync(join(tmpdir(), "msgform-handover-"));
});
afterAll(async () => {
  console.info(`host calls: ${timingTable()}`);
  await h?.close();
});

const stack = (name: string) => (res: string) => ({ __identity: { project: "acme", stack: name, name: res } });
const prod = stack("prod");
const asQa = stack("qa");
const hook = (url: string, extra: Props = {}) => ({ url, enabledEvents: ["message.delivered"], ...extra });
const get = async (path: string) => h.emu.api("GET", path);
const metadataOf = async (path: string) => ((await get(path)).body as { metadata: Record<string, string> }).metadata;
const cli = (...args: string[]) => msgform(args, cliEnv(h.emu.emu));
const yamlFile = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
/** The engine's info messages since `from` (what `pulumi up` shows among its diagnostics). */
const infoSince = (host: PulumiHost, from: number) => host.engineLogs.slice(from).filter((l) => l.severity === "info").map((l) => l.message);

describe("hand-over from a stack to a YAML configuration, then the stack's pulumi up without refresh", () => {
  let res: Res;
  let config: string;
  const url = "http://127.0.0.1:9/orders";

  beforeAll(async () => {
    res = await h.create("WebhookEndpoint", "orders", { ...hook(url, { description: "prod's" }), ...prod("orders") });
    config = yamlFile(
      "platform.yaml",
      `configuration: platform\nwebhook_endpoints:\n  orders:\n    id: ${res.id}\n    takeOver: true\n` +
      `    url: ${url}\n    enabledEvents: [message.delivered]\n    description: platform's\n`,
    );
    const applied = await cli("apply", config, "--yes");
    expect(applied.code, applied.stderr).toBe(0);
    expect(await metadataOf(`/v1/webhook_endpoints/${res.id}`)).toEqual({ "msgform:name": "orders", "msgform:config": "platform" });
  });

  it("an Update with an edited input is refused before any write, naming the new owner and the ways out", async () => {
    const before = (await get(`/v1/webhook_endpoints/${res.id}`)).body;
    const err = await h.failure(h.update(res, { ...hook(url, { description: "prod edited" }), ...prod("orders") }));
    expect(err.message).toContain(`WebhookEndpoint ${res.id} was not updated: configuration platform owns it now`);
    expect(err.message).toContain("Remove the resource from the program");
    expect(err.message).toContain(`pulumi config set msgform:takeOver ${res.id}`);
    // Nothing was written: fields, markers and updated_at as platform left them.
    expect((await get(`/v1/webhook_endpoints/${res.id}`)).body).toEqual(before);
  });

  it("the Delete of the dropped resource leaves the object to platform and says so in the engine's output", async () => {
    const from = h.host.engineLogs.length;
    await h.delete(res);
    const after = await get(`/v1/webhook_endpoints/${res.id}`);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ description: "platform's", metadata: { "msgform:config": "platform" } });
    expect(infoSince(h.host, from)).toContainEqual(
      `WebhookEndpoint ${res.id}: not deleted: left to configuration platform, which owns it now; removed from this stack only`,
    );
    const plan = await cli("plan", config, "--detailed-exitcode");
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
  });

  it("pulumi destroy does the same: a Delete with no refresh never deletes another owner's object", async () => {
    const other = await h.create("WebhookEndpoint", "audit", { ...hook("http://127.0.0.1:9/audit"), ...prod("audit") });
    expect((await h.emu.api("PATCH", `/v1/webhook_endpoints/${other.id}`, {
      body: { metadata: { "msgform:name": "audit", "msgform:pulumi": "acme/qa" } },
    })).status).toBe(200);
    await h.delete(other);
    expect((await get(`/v1/webhook_endpoints/${other.id}`)).status).toBe(200);
    // The stack's own objects are deleted as before.
    const own = await h.create("WebhookEndpoint", "own", { ...hook("http://127.0.0.1:9/own"), ...prod("own") });
    await h.delete(own);
    expect((await get(`/v1/webhook_endpoints/${own.id}`)).status).toBe(404);
  });

  it("an owner name read from the account is printed as inert text", async () => {
    const other = await h.create("WebhookEndpoint", "esc", { ...hook("http://127.0.0.1:9/esc"), ...prod("esc") });
    const marked = { "msgform:name": "esc", "msgform:config": "plat\u001b[2Jform" };
    expect((await h.emu.api("PATCH", `/v1/webhook_endpoints/${other.id}`, { body: { metadata: marked } })).status).toBe(200);
    const err = await h.failure(h.update(other, { ...hook("http://127.0.0.1:9/esc", { description: "x" }), ...prod("esc") }));
    expect(err.message).toContain("configuration \"plat\\e[2Jform\" (untrusted name) owns it now");
    expect(err.message).not.toContain("\u001b");
  });

  it("with msgform:takeOver the stack takes it back explicitly: the Update writes and re-marks it", async () => {
    const consenting = await h.newHost({ "msgform:takeOver": res.id });
    const back = await h.update(res, { ...hook(url, { description: "prod again" }), ...prod("orders") }, consenting);
    expect(back.outputs.description).toBe("prod again");
    expect(await metadataOf(`/v1/webhook_endpoints/${res.id}`)).toEqual({ "msgform:name": "orders", "msgform:pulumi": "acme/prod" });
    // platform's side of the hand-back: its file still says takeOver, which would take it again...
    const plan = await cli("plan", config, "--format", "json");
    expect(JSON.parse(plan.stdout).changes[0].ownership).toEqual({ from: "Pulumi stack acme/prod", to: "configuration platform" });
    // ...so platform drops the declaration, and its apply leaves the stack's object alone.
    writeFileSync(config, "configuration: platform\n");
    const live = (await get(`/v1/webhook_endpoints/${res.id}`)).body;
    const applied = await cli("apply", config, "--yes");
    expect(applied.code, applied.stderr).toBe(0);
    expect((await get(`/v1/webhook_endpoints/${res.id}`)).body).toEqual(live);
  });
});

describe("hand-over from a YAML configuration to a stack (adoptId)", () => {
  const url = "http://127.0.0.1:9/billing";
  let id: string;
  let config: string;

  beforeAll(async () => {
    config = yamlFile("billing.yaml", `configuration: billing\nwebhook_endpoints:\n  billing:\n    url: ${url}\n    enabledEvents: [message.delivered]\n`);
    const applied = await cli("apply", config, "--yes", "--secrets-out", join(dir, "billing-secrets.json"));
    expect(applied.code, applied.stderr).toBe(0);
    const all = (await get("/v1/webhook_endpoints?limit=100")).body.data as { id: string; url: string }[];
    id = all.find((e) => e.url === url)!.id;
  });

  it("without consent the Create is refused, naming the owner, and nothing is written", async () => {
    const before = (await get(`/v1/webhook_endpoints/${id}`)).body;
    const checked = await h.check("WebhookEndpoint", "billing", { ...hook(url), adoptId: id, ...prod("billing") });
    expect(checked.failures).toEqual([]);
    const err = await h.failure(h.host.create(h.urn("WebhookEndpoint", "billing"), checked.inputs));
    expect(err.message).toContain(`WebhookEndpoint ${id} was not adopted: it is managed by configuration billing`);
    expect(err.message).toContain(`pulumi config set msgform:takeOver ${id}`);
    expect((await get(`/v1/webhook_endpoints/${id}`)).body).toEqual(before);
  });

  it("with consent the Create adopts it, updated to the args in the same step; billing drops it and leaves it alone", async () => {
    const count = (await get("/v1/webhook_endpoints?limit=100")).body.data.length;
    const consenting = await h.newHost({ "msgform:takeOver": id });
    const res = await h.create("WebhookEndpoint", "billing", { ...hook(url, { description: "now prod's" }), adoptId: id, ...prod("billing") }, consenting);
    expect(res.id).toBe(id);
    expect(res.outputs).toMatchObject({ url, description: "now prod's", metadata: {} });
    const live = (await get(`/v1/webhook_endpoints/${id}`)).body;
    expect(live).toMatchObject({ description: "now prod's", metadata: { "msgform:name": "billing", "msgform:pulumi": "acme/prod" } });
    expect((await get("/v1/webhook_endpoints?limit=100")).body.data.length).toBe(count);
    // The giving side drops the declaration: its apply no longer touches the object.
    writeFileSync(config, "configuration: billing\n");
    const applied = await cli("apply", config, "--yes");
    expect(applied.code, applied.stderr).toBe(0);
    expect((await get(`/v1/webhook_endpoints/${id}`)).body).toEqual(live);
    // The stack's next update, with no refresh, goes through: the object is its own.
    const updated = await h.update(res, { ...hook(url, { description: "edited by prod" }), ...prod("billing") });
    expect(updated.outputs.description).toBe("edited by prod");
  });
});

describe("the IP allowlist between two stacks", () => {
  const here = { cidr: "127.0.0.0/8" };
  let prodList: Res;

  it("qa adopts prod's list; prod's Update without refresh is refused and its Delete leaves qa's list", async () => {
    prodList = await h.create("IpAllowlist", "acl", { entries: [here, { cidr: "198.51.100.0/24" }], ...prod("acl") });
    expect((await get("/v1/ip_allowlist")).body.metadata).toEqual({ "msgform:name": "acl", "msgform:pulumi": "acme/prod" });
    const qaList = await h.create("IpAllowlist", "acl", { entries: [here, { cidr: "203.0.113.0/24" }], adoptExisting: true, ...asQa("acl") }, qa);
    const qaLive = (await get("/v1/ip_allowlist")).body;
    expect(qaLive).toMatchObject({ entries: [here, { cidr: "203.0.113.0/24" }], metadata: { "msgform:pulumi": "acme/qa" } });

    const err = await h.failure(h.update(prodList, { entries: [here, { cidr: "192.0.2.0/24" }], ...prod("acl") }));
    expect(err.message).toContain("IpAllowlist ip_allowlist was not updated: Pulumi stack acme/qa owns it now");
    expect((await get("/v1/ip_allowlist")).body).toEqual(qaLive);

    const from = h.host.engineLogs.length;
    await h.delete(prodList);
    expect((await get("/v1/ip_allowlist")).body).toEqual(qaLive);
    expect(infoSince(h.host, from).join("\n")).toContain("left to Pulumi stack acme/qa, which owns it now");

    // qa's own lifecycle is untouched; its destroy clears the list.
    await h.update(qaList, { entries: [here], ...asQa("acl") }, qa);
    await h.delete({ ...qaList, outputs: (await h.read(qaList, qa)).properties }, qa);
    expect((await get("/v1/ip_allowlist")).body.entries).toEqual([]);
  });

  it("a stack that lost its state re-creates its list over its own marked one without adoptExisting", async () => {
    const first = await h.create("IpAllowlist", "acl", { entries: [here], ...prod("acl") });
    expect(first.id).toBe("ip_allowlist");
    // State lost: another `pulumi up` (a new host process) runs the same program.
    const again = await h.newHost();
    const second = await h.create("IpAllowlist", "acl", { entries: [here, { cidr: "192.0.2.0/24" }], ...prod("acl") }, again);
    expect((await get("/v1/ip_allowlist")).body).toMatchObject({ entries: [here, { cidr: "192.0.2.0/24" }], metadata: { "msgform:pulumi": "acme/prod" } });
    await h.delete(second, again);
    expect((await get("/v1/ip_allowlist")).body.entries).toEqual([]);
  });
});

describe("adoptId for every kind, Creates sent in parallel", () => {
  it("each Create takes over the existing object of its kind (no new object), updates it and marks it", async () => {
    // Objects made outside any stack (no identity: no owner markers), as by hand or another tool.
    const hookRes = await h.create("WebhookEndpoint", "x-hook", hook("http://127.0.0.1:9/loose"));
    const keyRes = await h.create("ApiKey", "x-key", { name: "loose", scopes: ["messages:read"] });
    const brandRes = await h.create("Brand", "x-brand", BRAND_ARGS);
    const campaignRes = await h.create("Campaign", "x-campaign", campaignArgs(brandRes.id));
    const available = (await get("/v1/numbers/available?area_code=415&limit=1")).body.data[0].number as string;
    const numberRes = await h.create("PhoneNumber", "x-number", { number: available });
    for (const r of [hookRes, keyRes, brandRes, campaignRes, numberRes]) {
      expect(Object.keys(await metadataOf(pathOf(r.kind, r.id)))).not.toContain("msgform:pulumi");
    }
    const counts = await countAll();

    const adopted = await Promise.all([
      h.create("WebhookEndpoint", "hook", { ...hook("http://127.0.0.1:9/loose"), description: "adopted", adoptId: hookRes.id, ...prod("hook") }),
      h.create("ApiKey", "key", { name: "adopted", scopes: ["messages:read"], adoptId: keyRes.id, ...prod("key") }),
      h.create("Brand", "brand", { ...BRAND_ARGS, displayName: "Adopted", adoptId: brandRes.id, ...prod("brand") }),
      h.create("Campaign", "campaign", { ...campaignArgs(brandRes.id), metadata: { team: "adopted" }, adoptId: campaignRes.id, ...prod("campaign") }),
      h.create("PhoneNumber", "number", { number: available, name: "adopted", adoptId: numberRes.id, ...prod("number") }),
    ]);
    expect(adopted.map((r) => r.id)).toEqual([hookRes.id, keyRes.id, brandRes.id, campaignRes.id, numberRes.id]);
    expect(await countAll()).toEqual(counts);
    const live = await Promise.all(adopted.map(async (r) => (await get(pathOf(r.kind, r.id))).body));
    expect(live.map((o) => o.metadata["msgform:pulumi"])).toEqual(Array(5).fill("acme/prod"));
    expect(live.map((o) => o.metadata["msgform:name"])).toEqual(["hook", "key", "brand", "campaign", "number"]);
    expect(live[0].description).toBe("adopted");
    expect(live[1].name).toBe("adopted");
    expect(live[2].display_name).toBe("Adopted");
    expect(live[3].metadata.team).toBe("adopted");
    expect(live[4].name).toBe("adopted");
    // State shows what the program declared, and the next plan is clean.
    expect(adopted[3]!.outputs.metadata).toEqual({ team: "adopted" });
    const { diff } = await h.plan(adopted[0]!, { ...hook("http://127.0.0.1:9/loose"), description: "adopted", adoptId: hookRes.id, ...prod("hook") });
    expect(diff.changes).toBe("none");
  });

  it("refuses an id of another kind, and args that would need a replacement, before any write", async () => {
    const other = await h.create("WebhookEndpoint", "y-hook", hook("http://127.0.0.1:9/y"));
    // (An ApiKey's adoptId must have a key id's prefix: that one fails Check, below.)
    const wrongKind = await h.check("Brand", "b", { ...BRAND_ARGS, adoptId: other.id, ...prod("b") });
    expect(wrongKind.failures).toEqual([]);
    const err = await h.failure(h.host.create(h.urn("Brand", "b"), wrongKind.inputs));
    expect(err.message).toContain(`Brand ${other.id} was not adopted: the account has no Brand with this id`);

    const key = await h.create("ApiKey", "y-key", { name: "y", scopes: ["messages:read"] });
    const before = (await get(`/v1/keys/${key.id}`)).body;
    const scopes = await h.check("ApiKey", "k", { name: "renamed", scopes: ["numbers:read"], adoptId: key.id, ...prod("k") });
    const replace = await h.failure(h.host.create(h.urn("ApiKey", "k"), scopes.inputs));
    expect(replace.message).toContain(`ApiKey ${key.id} was not adopted: scopes differ from the live object and cannot change in place`);
    const after = (await get(`/v1/keys/${key.id}`)).body;
    expect([after.name, after.scopes, after.metadata]).toEqual([before.name, before.scopes, before.metadata]);
    expect(after.name).toBe("y");
  });

  it("adoptId counts only while the resource is not in state: a later replacement creates a new object", async () => {
    const loose = await h.create("ApiKey", "z-key", { name: "z", scopes: ["messages:read"], revokeQuietSeconds: 0 });
    const args = { name: "z", scopes: ["messages:read"], revokeQuietSeconds: 0, adoptId: loose.id, ...prod("z") };
    const adopted = await h.create("ApiKey", "z", args);
    expect(adopted.id).toBe(loose.id);
    expect(adopted.inputs.adoptId).toBe(loose.id);
    // The program changes scopes: Check (with the old inputs), Diff says replace, Create, then Delete of the old key.
    const { created } = await h.replace(adopted, { ...args, scopes: ["numbers:read"] });
    expect(created.id).not.toBe(loose.id);
    expect(created.inputs.adoptId).toBeUndefined();
    expect((await get(`/v1/keys/${created.id}`)).body).toMatchObject({ scopes: ["numbers:read"], metadata: { "msgform:name": "z" } });
    await h.delete(adopted);
    expect((await get(`/v1/keys/${loose.id}`)).body.status).toBe("revoked");
  });

  it("the IpAllowlist takes adoptExisting, not adoptId", async () => {
    const r = await h.check("IpAllowlist", "acl", { entries: [], adoptId: "ip_allowlist", ...prod("acl") });
    expect(r.failures).toEqual([{ property: "adoptId", reason: "IpAllowlist has no adoptId: its one object is taken over with adoptExisting: true" }]);
  });

  it("a dot-segment or malformed adoptId fails Check at the property (what `pulumi preview` shows), and Create sends nothing", async () => {
    const cases: [string, Props, string, RegExp][] = [
      ["WebhookEndpoint", hook("http://127.0.0.1:9/dots"), "..", /is a dot segment/],
      ["WebhookEndpoint", hook("http://127.0.0.1:9/dots"), ".", /is a dot segment/],
      ["Brand", BRAND_ARGS, "bn_x/../y", /has characters no id has/],
      ["PhoneNumber", { areaCode: "415" }, "%2e%2e", /has characters no id has/],
      ["ApiKey", { scopes: ["messages:read"] }, "we_notakey", /does not start with svc_live_k_ or svc_test_/],
      ["ApiKey", { scopes: ["messages:read"] }, "", /is empty/],
    ];
    for (const [kind, args, adoptId, why] of cases) {
      const r = await h.check(kind, "bad-id", { ...args, adoptId, ...prod("bad-id") });
      const failure = r.failures.find((f) => f.property === "adoptId");
      expect(failure?.reason, `${kind} ${adoptId}`).toMatch(why);
      expect(failure?.reason).toContain("adoptId names an existing");
    }
    // A Create that skips Check (the engine always checks first) is still refused by the sdk before any request.
    const before = await countAll();
    const err = await h.failure(h.host.create(h.urn("WebhookEndpoint", "bad-id"), { ...hook("http://127.0.0.1:9/dots"), adoptId: "..", ...prod("bad-id"), __provider: h.providerText("WebhookEndpoint") }));
    expect(err.message).toMatch(/webhook_endpoint_id '\.\.' is a dot segment/);
    expect(await countAll()).toEqual(before);
  });
});

describe("a stack re-adopts its own objects after losing its state", () => {
  it("an object marked with the stack's own project/stack is adopted without msgform:takeOver; another stack is refused", async () => {
    const first = await h.create("WebhookEndpoint", "lost", { ...hook("http://127.0.0.1:9/lost"), ...prod("lost") });
    // State lost: the program, re-run in a new `pulumi up`, names the object by adoptId.
    const again = await h.newHost();
    const res = await h.create("WebhookEndpoint", "lost", { ...hook("http://127.0.0.1:9/lost"), description: "re-adopted", adoptId: first.id, ...prod("lost") }, again);
    expect(res.id).toBe(first.id);
    expect((await get(`/v1/webhook_endpoints/${first.id}`)).body).toMatchObject({
      description: "re-adopted",
      metadata: { "msgform:name": "lost", "msgform:pulumi": "acme/prod" },
    });
    const checked = await h.check("WebhookEndpoint", "lost", { ...hook("http://127.0.0.1:9/lost"), adoptId: first.id, ...asQa("lost") }, {}, qa);
    const err = await h.failure(qa.create(h.urn("WebhookEndpoint", "lost", qa), checked.inputs));
    expect(err.message).toContain("is managed by Pulumi stack acme/prod");
    expect((await get(`/v1/webhook_endpoints/${first.id}`)).body.metadata["msgform:pulumi"]).toBe("acme/prod");
  });
});

describe("an owner name msgform could not have written, in the refusals", () => {
  const FORGED = "x\n::error::forged\r\n  ::add-mask::k\u202e\u2066\u200b##[error]old";

  it("adoption, Update and Delete name it quoted and marked untrusted, with nothing raw and no line a CI runner reads as a command", async () => {
    const res = await h.create("WebhookEndpoint", "marked", { ...hook("http://127.0.0.1:9/marked"), ...prod("marked") });
    // Someone with webhooks:write relabels the object as another configuration's, with a hostile name.
    const relabel = await h.emu.api("PATCH", `/v1/webhook_endpoints/${res.id}`, {
      body: { metadata: { "msgform:name": "marked", "msgform:config": FORGED } },
    });
    expect(relabel.status, relabel.text).toBe(200);
    const checked = await h.check("WebhookEndpoint", "taken", { ...hook("http://127.0.0.1:9/marked"), adoptId: res.id, ...prod("taken") });
    const adopt = await h.failure(h.host.create(h.urn("WebhookEndpoint", "taken"), checked.inputs));
    const update = await h.failure(h.update(res, { ...hook("http://127.0.0.1:9/marked"), description: "edited", ...prod("marked") }));
    const from = h.host.engineLogs.length;
    await h.delete(res);
    const deleted = infoSince(h.host, from).join("\n");
    for (const text of [adopt.message, update.message, deleted]) {
      expect(text).toContain("configuration \"x\\n::error::forged\\r\\n  ::add-mask::k\\u202e\\u2066\\u200b#\\x23[error]old\" (untrusted name)");
      expect(text).not.toMatch(/[\u0000-\u001f\u202a-\u202e\u2066-\u2069\u200b]/); // eslint-disable-line no-control-regex
      expect(text.split("\n").filter((l) => /^\s*::/.test(l))).toEqual([]);
      expect(text).not.toContain("##[");
    }
  });
});

describe("pulumi import, as the engine sends it", () => {
  it("a Read with no state and no __provider fails in the host before msgform runs; the account is unchanged", async () => {
    const res = await h.create("WebhookEndpoint", "imp", { ...hook("http://127.0.0.1:9/imp"), ...prod("imp") });
    const before = (await get(`/v1/webhook_endpoints/${res.id}`)).body;
    const err = await h.failure(h.host.read(res.id, h.urn("WebhookEndpoint", "imp"), {}));
    // The Node dynamic-provider host loads the provider from the `__provider` property the engine does not send.
    expect(err.message).toContain("code must be a string, not undefined");
    expect((await get(`/v1/webhook_endpoints/${res.id}`)).body).toEqual(before);
  });

  it("the same Read with a __provider (never sent by the engine) says to use adoptId", async () => {
    const err = await h.failure(h.host.read("we_x", h.urn("WebhookEndpoint", "imp"), { __provider: h.providerText("WebhookEndpoint") }));
    expect(err.message).toContain("msgform resources cannot be imported");
    expect(err.message).toContain("adoptId: \"we_x\"");
  });
});

describe("msgform: is a reserved metadata prefix", () => {
  it("Pulumi Check refuses a declared marker key, saying the prefix is reserved", async () => {
    const r = await h.check("WebhookEndpoint", "m", { ...hook("http://127.0.0.1:9/m"), metadata: { team: "a", "msgform:config": "platform" }, ...prod("m") });
    expect(r.failures).toEqual([{ property: "metadata[\"msgform:config\"]", reason: expect.stringContaining("the metadata prefix \"msgform:\" is reserved for msgform's ownership markers") }]);
  });

  it("msgform validate refuses one in YAML metadata with file:line:column", async () => {
    const file = yamlFile("reserved.yaml", "webhook_endpoints:\n  m:\n    url: http://127.0.0.1:9/m\n    enabledEvents: [message.delivered]\n    metadata:\n      \"msgform:pulumi\": acme/prod\n");
    const r = await cli("validate", file);
    expect(r.code).toBe(1);
    expect(r.stderr + r.stdout).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:6:\\d+: .*metadata.*the metadata prefix "msgform:" is reserved for msgform's ownership markers`));
  });

  it("export (YAML and Pulumi) never writes marker keys; the Pulumi program adopts by adoptId, never import", async () => {
    const out = join(dir, "export.yaml");
    const program = join(dir, "export.ts");
    const r = await cli("export", "--include-pulumi", "--out", out, "--pulumi", program);
    expect(r.code, r.stderr).toBe(0);
    const doc = parse(readFileSync(out, "utf8")) as Record<string, unknown>;
    const keys: string[] = [];
    for (const section of Object.values(doc)) {
      if (section === null || typeof section !== "object") continue;
      const entries = Object.values(section as Record<string, Props>);
      for (const entry of entries) keys.push(...Object.keys(entry?.metadata ?? {}));
    }
    expect(keys.filter((k) => k.startsWith("msgform:"))).toEqual([]);
    const ts = readFileSync(program, "utf8");
    expect(ts).not.toMatch(/"msgform:(name|config|pulumi)"/);
    expect(ts).not.toMatch(/\bimport: "/);
    expect(ts).toMatch(/adoptId: "we_/);
    expect(ts).toContain("pulumi config set msgform:takeOver ");
  });
});

describe("the cost of the owner check", () => {
  it("an Update reads the object once before it writes: requests per update and time through the host", async () => {
    const res = await h.create("WebhookEndpoint", "cost", { ...hook("http://127.0.0.1:9/cost"), ...prod("cost") });
    let current = res;
    const counts: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const { news } = await h.plan(current, { ...hook("http://127.0.0.1:9/cost"), description: `v${i}`, ...prod("cost") });
      const before = await requestCount();
      const t0 = performance.now();
      const oldInputs = current.inputs;
      const updated = await h.host.update(current.id, current.urn, current.outputs, news, { oldInputs });
      times.push(performance.now() - t0);
      counts.push((await requestCount()) - before);
      current = { ...current, inputs: news, outputs: updated.properties };
    }
    // One GET (the owner check) and one PATCH.
    expect(new Set(counts)).toEqual(new Set([2]));
    const median = [...times].sort((a, b) => a - b)[4]!;
    const reads: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t0 = performance.now();
      await h.read(current);
      reads.push(performance.now() - t0);
    }
    const readMedian = [...reads].sort((a, b) => a - b)[4]!;
    const deleteBefore = await requestCount();
    await h.delete(current);
    const deletes = (await requestCount()) - deleteBefore;
    expect(deletes).toBe(2); // the owner read, then the DELETE
    console.info(
      `WebhookEndpoint through the host: Update ${counts[0]} requests (1 owner read + 1 write), median ` +
      `${median.toFixed(1)} ms over 9; the read alone (a Read call) median ${readMedian.toFixed(1)} ms; Delete ${deletes} requests`,
    );
  });

  it("the IpAllowlist's owner read is its GET and GET /v1/me, sent together", async () => {
    // A fresh `pulumi up` (host process): an earlier one here holds the account's list from a lost state.
    const host = await h.newHost();
    let list = await h.create("IpAllowlist", "cost", { entries: [{ cidr: "127.0.0.0/8" }], ...prod("cost") }, host);
    const before = await requestCount();
    list = await h.update(list, { entries: [{ cidr: "127.0.0.0/8" }, { cidr: "192.0.2.0/24" }], ...prod("cost") }, host);
    const perUpdate = (await requestCount()) - before;
    // Owner read (GET /v1/ip_allowlist + GET /v1/me, in parallel), then the update's GET /v1/me and PUT.
    expect(perUpdate).toBe(4);
    await h.delete(list, host);
    console.info(`IpAllowlist Update through the host: ${perUpdate} requests (2 of them the owner read, sent in parallel)`);
  });
});

function pathOf(kind: string, id: string): string {
  const base: Record<string, string> = {
    WebhookEndpoint: "webhook_endpoints",
    ApiKey: "keys",
    Brand: "brands",
    Campaign: "campaigns",
    PhoneNumber: "numbers",
  };
  return `/v1/${base[kind]}/${id}`;
}

async function countAll(): Promise<number[]> {
  const paths = ["/v1/webhook_endpoints?limit=100", "/v1/keys?limit=100", "/v1/brands?limit=100", "/v1/campaigns?limit=100", "/v1/numbers?limit=100"];
  return Promise.all(paths.map(async (p) => ((await get(p)).body.data as unknown[]).length));
}

/** The request counter of the key the host calls with (the control API does not count). */
async function requestCount(): Promise<number> {
  const r = await h.emu.control("GET", `/control/accounts/${h.emu.emu.accountId}/keys`);
  const keys = r.body.data as { id: string; request_count: number }[];
  return keys.find((k) => k.id === h.emu.emu.keys.live.id)!.request_count;
}
