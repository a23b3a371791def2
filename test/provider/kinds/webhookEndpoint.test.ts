// WebhookEndpoint through the real dynamic-provider host against the emulator: the lifecycle,
// drift, the signing secret, and the 10-endpoint limit (spec 2, 8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Props } from "../../helpers/pulumiHost";
import { Harness, type Res, timingTable } from "./harness";

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  console.info(`WebhookEndpoint host calls: ${timingTable()}`);
  await h?.close();
});

async function wire(id: string): Promise<{ status: number; body: Props }> {
  const r = await h.emu.api("GET", `/v1/webhook_endpoints/${id}`);
  return { status: r.status, body: r.body };
}

describe("WebhookEndpoint lifecycle (spec 2, 6)", () => {
  let ep: Res;
  const args = {
    url: "https://hooks.example.com/msgform",
    enabledEvents: ["message.delivered", "message.failed"],
    description: "delivery receipts",
  };

  it("check: applies defaults; reports invalid input by property", async () => {
    const ok = await h.check("WebhookEndpoint", "ep", args);
    expect(ok.failures).toEqual([]);
    expect(ok.inputs).toMatchObject({ ...args, enabled: true, metadata: {} });

    const bad = await h.check("WebhookEndpoint", "ep", { url: "http://example.com/hook", enabledEvents: ["message.delivered", "message.exploded"] });
    const by = Object.fromEntries(bad.failures.map((f) => [f.property, f.reason]));
    expect(Object.keys(by).sort()).toEqual(["enabledEvents[1]", "url"]);
    expect(by.url).toMatch(/must use https:\/\//);
    const empty = await h.check("WebhookEndpoint", "ep", { url: args.url, enabledEvents: [] });
    expect(empty.failures).toEqual([{ property: "enabledEvents", reason: "subscribe to at least one event kind" }]);
  });

  it("create: the signing secret is an output, shown once", async () => {
    ep = await h.create("WebhookEndpoint", "ep", args);
    expect(ep.id).toMatch(/^we_/);
    expect(ep.outputs).toMatchObject({ ...args, enabled: true, status: "enabled", disabledReason: null, mode: "live" });
    expect(ep.outputs.signingSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    const { signingSecret, ...plain } = ep.outputs;
    expect(JSON.stringify(plain)).not.toContain(signingSecret);
    expect(JSON.stringify((await wire(ep.id)).body)).not.toContain(ep.outputs.signingSecret);
  });

  it("diff: reordered events are no change; every other field updates in place (none replaces)", async () => {
    const diff = async (change: Props) => (await h.plan(ep, { ...args, ...change })).diff;
    expect(await diff({})).toMatchObject({ changes: "none" });
    expect(await diff({ enabledEvents: ["message.failed", "message.delivered"] })).toMatchObject({ changes: "none" });
    for (const change of [
      { url: "https://hooks.example.com/v2" },
      { enabledEvents: ["message.delivered"] },
      { description: "receipts" },
      { enabled: false },
      { metadata: { owner: "ops" } },
    ]) {
      expect(await diff(change)).toMatchObject({ changes: "some", replaces: [] });
    }
  });

  it("read: inputs as declared; the signing secret carried over from state", async () => {
    const r = await h.read(ep);
    expect(r.inputs).toEqual(ep.inputs);
    expect(r.properties.signingSecret).toBe(ep.outputs.signingSecret);
  });

  it("update: URL, events, description in place; enabled: false disables, true re-enables", async () => {
    ep = await h.update(ep, { ...args, url: "https://hooks.example.com/v2", enabledEvents: ["message.delivered", "message.received"], description: undefined });
    expect((await wire(ep.id)).body).toMatchObject({
      url: "https://hooks.example.com/v2",
      enabled_events: ["message.delivered", "message.received"],
      description: null,
      status: "enabled",
    });
    const current = { url: "https://hooks.example.com/v2", enabledEvents: ["message.delivered", "message.received"] };
    ep = await h.update(ep, { ...current, enabled: false });
    expect(ep.outputs).toMatchObject({ enabled: false, status: "disabled", disabledReason: "manual", signingSecret: expect.stringMatching(/^whsec_/) });
    ep = await h.update(ep, { ...current, enabled: true });
    expect(ep.outputs).toMatchObject({ enabled: true, status: "enabled", disabledReason: null });
  });

  it("drift: events changed out of band show on read; the next diff puts them back", async () => {
    await h.emu.api("PATCH", `/v1/webhook_endpoints/${ep.id}`, { body: { enabled_events: ["number.released"], status: "disabled" } });
    const refreshed = await h.refresh(ep);
    expect(refreshed.inputs).toMatchObject({ enabledEvents: ["number.released"], enabled: false });
    expect(refreshed.outputs).toMatchObject({ status: "disabled", disabledReason: "manual" });
    ep = await h.update(refreshed, { url: "https://hooks.example.com/v2", enabledEvents: ["message.delivered", "message.received"] });
    expect((await wire(ep.id)).body).toMatchObject({ enabled_events: ["message.delivered", "message.received"], status: "enabled" });
  });

  it("replace (pulumi up --replace): a new endpoint with a new secret first, then the old one goes", async () => {
    const news = (await h.check("WebhookEndpoint", "ep", { url: "https://hooks.example.com/v2", enabledEvents: ["message.delivered"] }, ep.inputs)).inputs;
    const created = await h.host.create(ep.urn, news);
    expect(created.id).not.toBe(ep.id);
    expect(created.properties.signingSecret).not.toBe(ep.outputs.signingSecret);
    await h.delete(ep);
    expect((await wire(ep.id)).status).toBe(404);
    ep = { ...ep, id: created.id, inputs: news, outputs: created.properties };
  });

  it("create with enabled: false leaves a disabled endpoint", async () => {
    const off = await h.create("WebhookEndpoint", "off", { ...args, enabled: false });
    expect(off.outputs).toMatchObject({ status: "disabled", disabledReason: "manual", signingSecret: expect.stringMatching(/^whsec_/) });
    await h.delete(off);
  });

  it("delete: gone; a read then reports it gone; deleting again is success", async () => {
    await h.delete(ep);
    expect((await wire(ep.id)).status).toBe(404);
    expect((await h.read(ep)).id).toBe("");
    await h.delete(ep);
  });
});

describe("the webhook endpoint limit (spec 2, 8: at most 10 per account)", () => {
  it("the 11th endpoint fails with the API's error, and nothing is left behind", async () => {
    const made: Res[] = [];
    const existing = (await h.emu.api("GET", "/v1/webhook_endpoints?limit=100")).body.data.length;
    for (let i = existing; i < 10; i++) {
      made.push(await h.create("WebhookEndpoint", `ep${i}`, { url: `https://hooks.example.com/${i}`, enabledEvents: ["message.sent"] }));
    }
    const checked = await h.check("WebhookEndpoint", "ep11", { url: "https://hooks.example.com/11", enabledEvents: ["message.sent"] });
    const err = await h.failure(h.host.create(h.urn("WebhookEndpoint", "ep11"), checked.inputs));
    expect(err.message).toMatch(/^Webhook endpoint https:\/\/hooks.example.com\/11: create: /);
    expect(err.message).toContain("This account already has 10 webhook endpoints (live and test together), the limit of 10 per account");
    expect(err.message).toMatch(/\(webhook_endpoint_limit_reached, req_[A-Za-z0-9]+\)/);
    expect(err.initFailure).toBeUndefined();
    expect((await h.emu.api("GET", "/v1/webhook_endpoints?limit=100")).body.data).toHaveLength(10);
    for (const r of made) await h.delete(r);
  });
});
