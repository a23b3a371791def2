// Issue 13 item 4, spec 8 (Idempotency): the real dynamic-provider host driving Create twice for
// one URN, as the engine does when it died after the first Create reached the service. With the
// resource's identity (the hidden input KindResource passes: project, stack, name) the second
// Create adopts the first object, with its secret; a PhoneNumber found by search is never bought twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostCallError } from "../../helpers/pulumiHost";
import { Harness } from "./harness";

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});
afterAll(async () => h?.close());

const identity = (name: string) => ({ __identity: { project: "msgform-test", stack: "test", name } });

/** Check, then Create twice for the same URN, each in its own host process (two `pulumi up`s). */
async function createTwice(kind: string, name: string, args: Record<string, unknown>) {
  const first = await h.create(kind, name, { ...args, ...identity(name) });
  const other = await h.newHost();
  const checked = await h.check(kind, name, { ...args, ...identity(name) }, {}, other);
  expect(checked.failures).toEqual([]);
  const second = await other.create(h.urn(kind, name, other), checked.inputs).catch((e: unknown) => e as HostCallError);
  return { first, second };
}

describe("Pulumi creates are idempotent across engine runs (spec 8)", () => {
  it("spec 8: a second Create of one ApiKey URN adopts the first key, and its secret authenticates", async () => {
    const { first, second } = await createTwice("ApiKey", "deploy", { name: "deploy", scopes: ["messages:read"] });
    expect(second).not.toBeInstanceOf(Error);
    const again = second as { id: string; properties: Record<string, unknown> };
    expect(again.id).toBe(first.id);
    const secret = (again.properties.secret as { value?: string }).value ?? again.properties.secret;
    expect(secret).toBe((first.outputs.secret as { value?: string }).value ?? first.outputs.secret);
    expect((await h.emu.api("GET", "/v1/me", { key: { id: again.id, secret: secret as string } })).status).toBe(200);
    const keys = (await h.emu.api("GET", "/v1/keys?status=active&limit=100")).body.data as { name: string }[];
    expect(keys.filter((k) => k.name === "deploy")).toHaveLength(1);
  });

  it("spec 8: a second Create of one WebhookEndpoint URN adopts the first endpoint with its signing secret", async () => {
    const args = { url: "http://127.0.0.1:9/hooks/twice", enabledEvents: ["message.delivered"] };
    const { first, second } = await createTwice("WebhookEndpoint", "twice", args);
    const again = second as { id: string; properties: Record<string, unknown> };
    expect(again.id).toBe(first.id);
    const hooks = (await h.emu.api("GET", "/v1/webhook_endpoints?limit=100")).body.data as { url: string }[];
    expect(hooks.filter((w) => w.url === args.url)).toHaveLength(1);
  });

  it("spec 8: a PhoneNumber found by search is never bought twice for one URN", async () => {
    const before = (await h.emu.api("GET", "/v1/numbers?limit=100")).body.data.length as number;
    const { first, second } = await createTwice("PhoneNumber", "line", { areaCode: "415" });
    const numbers = (await h.emu.api("GET", "/v1/numbers?limit=100")).body.data as { id: string }[];
    expect(numbers).toHaveLength(before + 1);
    // The replay adopted it (the search found the same number), or the service refused the key with
    // another body and the object carrying this resource's owner markers was found: never a second buy.
    expect(second).not.toBeInstanceOf(Error);
    expect((second as { id: string }).id).toBe(first.id);
  });

  it("without an identity (an older program) a second Create makes a second key: the hidden input is what prevents it", async () => {
    const args = { name: "legacy", scopes: ["messages:read"] };
    await h.create("ApiKey", "legacy", args);
    await h.create("ApiKey", "legacy", args);
    const keys = (await h.emu.api("GET", "/v1/keys?status=active&limit=100")).body.data as { name: string }[];
    expect(keys.filter((k) => k.name === "legacy")).toHaveLength(2);
  });
});
