// Issue 14 item 4: Pulumi stacks and YAML configurations side by side, through the real
// dynamic-provider host. Objects a stack creates carry its owner markers; the CLI lists them as
// "managed by Pulumi stack …" and never adopts them; a resource never takes over a YAML
// configuration's object unless the stack consents (`msgform:takeOver`). The hand-over cases as
// the engine sends them (Update and Delete with no refresh) are in handover.test.ts.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliEnv, msgform } from "../../cli/run";
import { Harness } from "./harness";

let h: Harness;
let dir: string;

beforeAll(async () => {
  h = await Harness.start();
  dir = mkdtempSync(join(tmpdir(), "msgform-stack-owners-"));
});
afterAll(async () => h?.close());

const identity = (name: string) => ({ __identity: { project: "payments", stack: "prod", name } });
const hook = (url: string) => ({ url, enabledEvents: ["message.delivered"], metadata: { team: "payments" } });
const live = async (id: string) => (await h.emu.api("GET", `/v1/webhook_endpoints/${id}`)).body as { metadata: Record<string, string> };
const cli = (...args: string[]) => msgform(args, cliEnv(h.emu.emu));

describe("issue 14: Pulumi stacks and YAML configurations in one account", () => {
  it("a stack's object carries msgform:name and msgform:pulumi; state and refresh show only the declared metadata", async () => {
    const res = await h.create("WebhookEndpoint", "receipts", { ...hook("http://127.0.0.1:9/stack"), ...identity("receipts") });
    expect((await live(res.id)).metadata).toEqual({ team: "payments", "msgform:name": "receipts", "msgform:pulumi": "payments/prod" });
    expect(res.outputs.metadata).toEqual({ team: "payments" });
    const refreshed = await h.refresh(res);
    expect(refreshed.outputs.metadata).toEqual({ team: "payments" });
    const { diff } = await h.plan(refreshed, { ...hook("http://127.0.0.1:9/stack"), ...identity("receipts") });
    expect(diff.changes).toBe("none");
  });

  it("the CLI lists the stack's objects as managed by it, never plans them, and export leaves them out", async () => {
    const config = join(dir, "hooks.yaml");
    const entry = "    url: http://127.0.0.1:9/yaml\n    enabledEvents: [message.delivered]\n";
    writeFileSync(config, `configuration: platform\nwebhook_endpoints:\n  receipts:\n${entry}`);
    const plan = await cli("plan", config, "--format", "json");
    expect(plan.code, plan.stderr).toBe(0);
    const doc = JSON.parse(plan.stdout);
    expect(doc.managed_elsewhere).toContainEqual(expect.objectContaining({ name: "receipts", owner: "Pulumi stack payments/prod" }));
    expect(doc.changes.map((c: any) => c.action)).toEqual(["create"]);
    expect(doc.changes[0].notes.join(" ")).toContain("Pulumi stack payments/prod has its own webhook_endpoints object named 'receipts'");
    const exported = await cli("export");
    expect(exported.code, exported.stderr).toBe(0);
    const listed = /# Not exported, managed elsewhere: webhook_endpoints\.receipts \(we_\w+\): Pulumi stack payments/;
    expect(exported.stdout).toMatch(listed);
    expect(exported.stdout).not.toContain("http://127.0.0.1:9/stack");
  });

  it("adopting a YAML configuration's object is refused, naming the owner; with msgform:takeOver consent it is adopted and marked", async () => {
    const config = join(dir, "owned.yaml");
    writeFileSync(config, "configuration: platform\nwebhook_endpoints:\n  audit:\n    url: http://127.0.0.1:9/audit\n    enabledEvents: [message.delivered]\n");
    const applied = await cli("apply", config, "--yes", "--secrets-out", join(dir, "s.json"));
    expect(applied.code, applied.stderr).toBe(0);
    const all = (await h.emu.api("GET", "/v1/webhook_endpoints?limit=100")).body.data as { id: string; url: string }[];
    const yamlOwned = all.find((e) => e.url === "http://127.0.0.1:9/audit")!;
    const args = { url: "http://127.0.0.1:9/audit", enabledEvents: ["message.delivered"], adoptId: yamlOwned.id, ...identity("audit") };
    const checked = await h.check("WebhookEndpoint", "audit", args);
    const refused = await h.failure(h.host.create(h.urn("WebhookEndpoint", "audit"), checked.inputs));
    expect(refused.message).toContain(`WebhookEndpoint ${yamlOwned.id} was not adopted: it is managed by configuration platform`);
    expect(refused.message).toContain(`pulumi config set msgform:takeOver ${yamlOwned.id}`);

    const consenting = await h.newHost({ "msgform:takeOver": yamlOwned.id });
    const res = await h.create("WebhookEndpoint", "audit", { ...args, description: "now the stack's" }, consenting);
    expect(res.id).toBe(yamlOwned.id);
    expect(res.outputs.metadata).toEqual({});
    expect((await live(yamlOwned.id)).metadata).toEqual({ "msgform:name": "audit", "msgform:pulumi": "payments/prod" });
    const plan = await cli("plan", config, "--format", "json");
    expect(JSON.parse(plan.stdout).managed_elsewhere).toContainEqual(expect.objectContaining({ id: yamlOwned.id, owner: "Pulumi stack payments/prod" }));
  });

  it("an IpAllowlist whose list a YAML configuration owns (even empty) is not created over it; the error names the owner", async () => {
    const marked = { "msgform:name": "ip_allowlist", "msgform:config": "platform" };
    expect((await h.emu.api("PUT", "/v1/ip_allowlist", { body: { entries: [], metadata: marked } })).status).toBe(200);
    const checked = await h.check("IpAllowlist", "acl", { entries: [{ cidr: "127.0.0.0/8" }], ...identity("acl") });
    const err = await h.failure(h.host.create(h.urn("IpAllowlist", "acl"), checked.inputs));
    expect(err.message).toContain("already has an IP allowlist (0 entries), managed by configuration platform");
    expect(err.message).toContain("adoptExisting: true");
    expect((await h.emu.api("GET", "/v1/ip_allowlist")).body.metadata).toEqual(marked);
  });

  it("a stack's object handed over to a YAML configuration is refused on refresh, saying how to let go of it", async () => {
    const res = await h.create("WebhookEndpoint", "handed", { ...hook("http://127.0.0.1:9/handed"), ...identity("handed") });
    const config = join(dir, "takes.yaml");
    writeFileSync(config, `configuration: platform\nwebhook_endpoints:\n  handed:\n    id: ${res.id}\n    takeOver: true\n    url: http://127.0.0.1:9/handed\n    enabledEvents: [message.delivered]\n    metadata: { team: payments }\n`);
    const plan = await cli("plan", config, "--format", "json");
    expect(plan.code, plan.stderr).toBe(0);
    expect(JSON.parse(plan.stdout).changes[0].ownership).toEqual({ from: "Pulumi stack payments/prod", to: "configuration platform" });
    expect((await cli("apply", config, "--yes")).code).toBe(0);
    const refused = await h.failure(h.read(res));
    expect(refused.message).toContain(`WebhookEndpoint ${res.id} is now managed by configuration platform`);
    expect(refused.message).toContain("pulumi state delete");
  });
});
