import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { ApiKey, ApiKeyWithSecret } from "../../schema/keys";
import { serviceEndpointGroups } from "../../schema/index";
import { lookupEndpoints } from "../../schema/lookup";
import { AbortedError, createClient, InvalidResponseError, NetworkError, tolerant, ValidationError } from "../../sdk";
import { isListEndpoint } from "../../sdk/resources";
import { TestEmulator } from "../helpers/emulator";
import { addFault, clientFor, freshAccount, optionsFor, WireRecorder } from "./support";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await TestEmulator.start();
});
afterAll(async () => {
  await emu.close();
});

describe("resource methods generated from the endpoint table", () => {
  it("every endpoint of schema/index.ts serviceEndpointGroups is a method of the client, named by its operation id", async () => {
    const client = createClient(optionsFor(emu));
    let count = 0;
    for (const [group, endpoints] of Object.entries(serviceEndpointGroups)) {
      for (const [name, e] of Object.entries(endpoints)) {
        const method = (client as unknown as Record<string, Record<string, { name: string }>>)[group]?.[name];
        expect(typeof method, `${group}.${name}`).toBe("function");
        expect(method!.name).toBe(e.id);
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(9);
    // The list endpoints are the ones with a cursor query and a list response.
    expect(isListEndpoint(serviceEndpointGroups.keys.list)).toBe(true);
    expect(isListEndpoint(serviceEndpointGroups.keys.get)).toBe(false);
    await client.close();
  });

  it("methods are typed from the schema: z.input for requests, tolerant z.output for responses", () => {
    const client = createClient(optionsFor(emu));
    type Created = Awaited<ReturnType<typeof client.keys.create>>;
    expectTypeOf<Created["secret"]>().toEqualTypeOf<string>();
    // Spec 9: an enum admits values this sdk does not know yet.
    expectTypeOf<"suspended">().toExtend<Created["status"]>();
    expectTypeOf<"active">().toExtend<Created["status"]>();
    expectTypeOf(client.keys.get).parameter(0).toExtend<string | { key_id: string }>();
    expectTypeOf(client.keys.create).parameter(0).toExtend<{ scopes: readonly string[] }>();
    void client.close();
  });

  it("list methods: await for one page, for-await over every item of every cursor page, pages(), toArray()", async () => {
    const { key } = await freshAccount(emu);
    const { client, attempts } = clientFor(emu, key);
    const run = randomUUID();
    for (let i = 0; i < 7; i++) await client.keys.create({ scopes: ["keys:read"], name: `page-${i}`, metadata: { run } });
    const first = await client.keys.list({ limit: 3 });
    expect(first.data).toHaveLength(3);
    expect(first.has_more).toBe(true);
    expect(typeof first.next_cursor).toBe("string");
    const seen: string[] = [];
    for await (const k of client.keys.list({ limit: 3 })) seen.push(k.id);
    expect(seen).toHaveLength(8); // 7 plus the account's bootstrap key
    expect(new Set(seen).size).toBe(8);
    const pages = [];
    for await (const p of client.keys.list({ limit: 3 }).pages()) pages.push(p.data.length);
    expect(pages).toEqual([3, 3, 2]);
    expect(await client.keys.list({ limit: 3 }).toArray({ max: 5 })).toHaveLength(5);
    // The next page starts from a given cursor.
    const rest = await client.keys.list({ limit: 3, cursor: first.next_cursor! }).toArray();
    expect(rest.map((k) => k.id)).toEqual(seen.slice(3));
    // Lazy: nothing is sent for a list that is never awaited or iterated.
    const before = attempts.list.length;
    client.keys.list();
    expect(attempts.list.length).toBe(before);
    await client.close();
  });

  it("client.request calls any endpoint definition through the same transport", async () => {
    const { client } = clientFor(emu);
    const k = await client.request(serviceEndpointGroups.keys.get, { params: { key_id: emu.emu.keys.live.id } });
    expect(k.id).toBe(emu.emu.keys.live.id);
    expect(k.object).toBe("api_key");
    await client.close();
  });

  it("per-call signal: an aborted call rejects with an AbortedError, whether waiting or in flight", async () => {
    const { accountId, key } = await freshAccount(emu);
    const { client } = clientFor(emu, key);
    const already = new AbortController();
    already.abort();
    await expect(client.me.get({ signal: already.signal })).rejects.toBeInstanceOf(AbortedError);
    await addFault(emu, { target: "keys.list", kind: "latency", latency_ms: 2000, probability: 1, max_count: 1, account_id: accountId });
    const ctl = new AbortController();
    const p = client.keys.list({ limit: 1 }, { signal: ctl.signal });
    setTimeout(() => ctl.abort(), 100);
    const err = await p.catch((e) => e);
    expect(err).toBeInstanceOf(AbortedError);
    expect(err.kind).toBe("aborted");
    await client.close();
  });

  it("per-call timeout: an attempt slower than `timeout` fails as a network timeout (and is retried up to maxRetries)", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.get", kind: "latency", latency_ms: 1500, probability: 1, max_count: 2, account_id: accountId });
    const { client, attempts } = clientFor(emu, key);
    const err = await client.keys.get(key.id, { timeout: 200, maxRetries: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.code).toBe("timeout");
    expect(err.attempts).toBe(2);
    expect(attempts.list.map((a) => a.code)).toEqual(["timeout", "timeout"]);
    await client.close();
  });
});

describe("tolerant responses (spec 9)", () => {
  it("spec 9: a response with a new field and a new enum value parses; the strict schema would reject it", async () => {
    const rec = await WireRecorder.start(emu, (path, body) =>
      path.startsWith("/v1/keys/") ? { ...body, status: "suspended", scopes: [...body.scopes, "reports:read"], rotated_from: null } : body,
    );
    const client = createClient({ ...optionsFor(emu), baseUrl: rec.baseUrl, caFile: rec.caFile });
    const k = await client.keys.get(emu.emu.keys.live.id);
    expect(k.status).toBe("suspended");
    expect(k.scopes).toContain("reports:read");
    expect(k.id).toBe(emu.emu.keys.live.id);
    expect(ApiKey.safeParse({ ...k }).success).toBe(false);
    await client.close();
    await rec.close();
  });

  it("spec 9: a response missing a documented field is an InvalidResponseError naming the field", async () => {
    const rec = await WireRecorder.start(emu, (path, body) => {
      if (!path.startsWith("/v1/keys/")) return body;
      const { id: _id, ...rest } = body;
      return rest;
    });
    const client = createClient({ ...optionsFor(emu), baseUrl: rec.baseUrl, caFile: rec.caFile });
    const err = await client.keys.get(emu.emu.keys.live.id).catch((e) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect(err.kind).toBe("invalid_response");
    expect(err.details.map((d: { param: string }) => d.param)).toContain("id");
    await client.close();
    await rec.close();
  });

  it("spec 9: the tolerant twin drops checks and closed enums, keeps literals, and keeps unknown union variants", () => {
    const sample = ApiKeyWithSecret.parse({
      id: "svc_live_k_" + "a".repeat(24),
      object: "api_key",
      name: null,
      mode: "live",
      scopes: ["keys:read"],
      status: "active",
      created_at: "2026-01-01T00:00:00.000Z",
      last_used_at: null,
      request_count: 0,
      revoked_at: null,
      revocation_effective_at: null,
      metadata: {},
      secret: "svc_live_s_" + "b".repeat(40),
    });
    const t = tolerant(ApiKeyWithSecret);
    expect(t.parse({ ...sample, mode: "sandbox", request_count: 1.5, extra: { x: 1 } })).toMatchObject({
      mode: "sandbox",
      extra: { x: 1 },
    });
    expect(t.safeParse({ ...sample, object: "not_a_key" }).success).toBe(false);
    expect(t.safeParse({ ...sample, status: 3 }).success).toBe(false);
    const lookup = tolerant(lookupEndpoints.lookup.response);
    expect(lookup.parse({ object: "lookup_something_new", answer: 42 })).toEqual({ object: "lookup_something_new", answer: 42 });
  });
});

describe("ids in request paths", () => {
  it("dot-segment and malformed ids are refused by every method that puts an id in its path, before any request is sent", async () => {
    const { client, attempts } = clientFor(emu);
    const calls: [string, () => Promise<unknown>][] = [
      ["keys.get ..", () => client.keys.get("..")],
      ["keys.revoke .", () => client.keys.revoke(".", {})],
      ["events.replay { event_id: . }", () => client.events.replay({ event_id: "." }, {})],
      ["events.get ..", () => client.events.get("..")],
      ["webhooks.delete ''", () => client.webhooks.delete("")],
      ["brands.update a/../b", () => client.brands.update("bn_a/../b", {})],
      ["numbers.release %2e%2e", () => client.numbers.release("%2e%2e")],
      ["campaigns.get with a query in the id", () => client.campaigns.get("cmp_x?limit=1")],
      ["messages.get with a NUL", () => client.messages.get("msg_\u0000")],
    ];
    for (const [what, call] of calls) {
      const err = await call().then(() => undefined, (e: unknown) => e);
      expect(err, what).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).code, what).toBe("invalid_id");
      expect((err as Error).message, what).toMatch(/give the id of an existing object/);
    }
    expect(attempts.count()).toBe(0);
    // A plain id that does not exist is the service's own 404, as before.
    await expect(client.keys.get("svc_test_nothing")).rejects.toMatchObject({ kind: "not_found" });
    await client.close();
  });
});
