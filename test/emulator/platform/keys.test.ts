import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_SCOPES } from "../../../schema/scopes";
import { TestEmulator } from "../../helpers/emulator";
import { clockNow, createKey, expectError, keyCounters, newAccount } from "./support";

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());

const LIVE_ID = /^svc_live_k_[A-Za-z0-9]{24}$/;
const LIVE_SECRET = /^svc_live_s_[A-Za-z0-9]{40}$/;
const TEST_ID = /^svc_test_[A-Za-z0-9]{24}$/;
const TEST_SECRET = /^svc_test_[A-Za-z0-9]{40}$/;

describe("spec 2, 5.3 API key pairs", () => {
  it("spec 2: bootstrap keys carry the spec's prefixes: svc_live_k_/svc_live_s_, svc_test_ for both test parts", () => {
    expect(t.emu.keys.live.id).toMatch(LIVE_ID);
    expect(t.emu.keys.live.secret).toMatch(LIVE_SECRET);
    expect(t.emu.keys.test.id).toMatch(TEST_ID);
    expect(t.emu.keys.test.secret).toMatch(TEST_SECRET);
  });

  it("spec 2, 5.3: a live key creates live keys and a test key creates test keys", async () => {
    const live = await createKey(t, ["keys:read"], "live");
    expect(live.id).toMatch(LIVE_ID);
    expect(live.secret).toMatch(LIVE_SECRET);
    expect(live.body).toMatchObject({ object: "api_key", mode: "live", status: "active", scopes: ["keys:read"] });
    const test = await createKey(t, ["keys:read"], "test");
    expect(test.id).toMatch(TEST_ID);
    expect(test.secret).toMatch(TEST_SECRET);
    expect(test.body.mode).toBe("test");
  });

  it("spec 2: the secret is shown once, at creation, and never again (get, list, counters, /v1/me)", async () => {
    const k = await createKey(t, ["keys:read", "messages:read"], "live", { name: "shown-once" });
    expect(k.body.secret).toBe(k.secret);
    const reads = [
      await t.api("GET", `/v1/keys/${k.id}`),
      await t.api("GET", "/v1/keys?limit=100"),
      await t.api("GET", "/v1/keys?limit=100", { key: k }),
      await t.api("GET", "/v1/me", { key: k }),
      await t.control("GET", `/control/accounts/${t.emu.accountId}/keys`),
    ];
    for (const r of reads) {
      expect(r.status, r.text).toBe(200);
      expect(r.text).not.toContain(k.secret);
      expect(r.text).not.toContain("\"secret\"");
    }
    const got = reads[0]!.body;
    expect(got.id).toBe(k.id);
    expect(got).not.toHaveProperty("secret");
    expect(reads[1]!.body.data.find((x: any) => x.id === k.id)).toBeDefined();
  });

  it("spec 2: the key ID is what identifies the key; it is listed and readable, the secret authenticates it", async () => {
    const k = await createKey(t, ["keys:read"]);
    const me = await t.api("GET", "/v1/me", { key: k });
    expect(me.body).toMatchObject({ key_id: k.id, account_id: t.emu.accountId, mode: "live", scopes: ["keys:read"] });
  });
});

describe("spec 5.4 scopes on keys", () => {
  it("spec 5.4: a key carries exactly the scopes it was created with and only they grant access", async () => {
    const k = await createKey(t, ["keys:read"]);
    expect((await t.api("GET", "/v1/keys", { key: k })).status).toBe(200);
    const denied = await t.api("POST", "/v1/keys", { key: k, body: { scopes: ["keys:read"] } });
    expectError(denied, 403, "insufficient_scope");
    expect(denied.body.error.message).toContain("keys:write");
  });

  it("spec 5.4: bootstrap keys carry every scope", async () => {
    for (const mode of ["live", "test"] as const) {
      const me = await t.api("GET", "/v1/me", { key: mode });
      expect([...me.body.scopes].sort()).toEqual([...ALL_SCOPES].sort());
    }
  });

  it("spec 5.4: keys:write cannot grant scopes the calling key lacks (no escalation)", async () => {
    const admin = await createKey(t, ["keys:write", "keys:read"]);
    const r = await t.api("POST", "/v1/keys", { key: admin, body: { scopes: ["messages:write"] } });
    expectError(r, 403, "insufficient_scope");
    expect(r.body.error.param).toBe("scopes");
    expect(r.body.error.message).toContain("messages:write");
    const ok = await t.api("POST", "/v1/keys", { key: admin, body: { scopes: ["keys:read"] } });
    expect(ok.status, ok.text).toBe(201);
  });

  it("spec 5.4: unknown and repeated scopes are refused naming the field", async () => {
    const unknown = await t.api("POST", "/v1/keys", { body: { scopes: ["messages:delete"] } });
    expectError(unknown, 400, "invalid_request");
    expect(unknown.body.error.param).toBe("scopes.0");
    const none = await t.api("POST", "/v1/keys", { body: { scopes: [] } });
    expectError(none, 400, "invalid_request");
    expect(none.body.error.param).toBe("scopes");
    const repeated = await t.api("POST", "/v1/keys", { body: { scopes: ["keys:read", "keys:read"] } });
    expectError(repeated, 400, "invalid_request");
  });
});

describe("spec 2, 5.5 per-key request counter and last use", () => {
  it("spec 2, 5.5: every authenticated request counts on its key, with last_used_at on the emulator clock", async () => {
    const k = await createKey(t, ["keys:read"]);
    let view = (await t.api("GET", `/v1/keys/${k.id}`)).body;
    expect(view.request_count).toBe(0);
    expect(view.last_used_at).toBeNull();

    const before = await clockNow(t);
    for (let i = 0; i < 3; i++) expect((await t.api("GET", "/v1/keys", { key: k })).status).toBe(200);
    // A request refused for scope was still authenticated: it counts (the rotation check must see it).
    expect((await t.api("POST", "/v1/keys", { key: k, body: { scopes: ["keys:read"] } })).status).toBe(403);
    const after = await clockNow(t);

    view = (await t.api("GET", `/v1/keys/${k.id}`)).body;
    expect(view.request_count).toBe(4);
    const used = Date.parse(view.last_used_at);
    expect(used).toBeGreaterThanOrEqual(before);
    expect(used).toBeLessThanOrEqual(after);

    await t.advance(3600);
    expect((await t.api("GET", "/v1/keys", { key: k })).status).toBe(200);
    view = (await t.api("GET", `/v1/keys/${k.id}`)).body;
    expect(view.request_count).toBe(5);
    expect(Date.parse(view.last_used_at) - used).toBeGreaterThanOrEqual(3600_000);

    const counters = await keyCounters(t, t.emu.accountId);
    expect(counters.get(k.id)).toMatchObject({ request_count: 5, last_used_at: view.last_used_at, status: "active" });
  });

  it("spec 2: failed authentication does not count on the key it names", async () => {
    const k = await createKey(t, ["keys:read"]);
    const r = await t.api("GET", "/v1/keys", { key: { id: k.id, secret: k.secret + "x" } });
    expectError(r, 401, "invalid_api_key");
    expect((await keyCounters(t, t.emu.accountId)).get(k.id).request_count).toBe(0);
  });

  it("spec 5.5: the rotation procedure works end to end (create, move traffic, confirm by counter, revoke old)", async () => {
    const old = await createKey(t, ["keys:read"], "live", { name: "old" });
    await t.api("GET", "/v1/keys", { key: old });
    const next = await createKey(t, ["keys:read"], "live", { name: "new" });
    for (let i = 0; i < 2; i++) await t.api("GET", "/v1/keys", { key: next });
    const oldCount = (await t.api("GET", `/v1/keys/${old.id}`)).body.request_count;
    const newCount = (await t.api("GET", `/v1/keys/${next.id}`)).body.request_count;
    expect(oldCount).toBe(1);
    expect(newCount).toBe(2);
    expect((await t.api("POST", `/v1/keys/${old.id}/revoke`)).status).toBe(200);
    await t.advance(5);
    expectError(await t.api("GET", "/v1/keys", { key: old }), 401, "api_key_revoked");
    expect((await t.api("GET", "/v1/keys", { key: next })).status).toBe(200);
  });
});

describe("spec 3, 5.5, 8 revocation", () => {
  it("spec 3, 8: revocation takes effect 5 s later on the emulator clock (the propagation model)", async () => {
    const k = await createKey(t, ["keys:read"]);
    const r = await t.api("POST", `/v1/keys/${k.id}/revoke`);
    expect(r.status, r.text).toBe(200);
    expect(r.body.status).toBe("revoked");
    expect(Date.parse(r.body.revocation_effective_at) - Date.parse(r.body.revoked_at)).toBe(5000);
    // Still propagating: the key keeps authenticating until revocation_effective_at.
    expect((await t.api("GET", "/v1/keys", { key: k })).status).toBe(200);
    await t.advance(5);
    const refused = await t.api("GET", "/v1/keys", { key: k });
    expectError(refused, 401, "api_key_revoked");
    expect(refused.headers["www-authenticate"]).toMatch(/^Basic /);
  });

  it("spec 3: revocation is irreversible: re-revoking changes nothing, the key cannot be edited or reactivated", async () => {
    const k = await createKey(t, ["keys:read"]);
    const first = (await t.api("POST", `/v1/keys/${k.id}/revoke`)).body;
    await t.advance(10);
    const again = await t.api("POST", `/v1/keys/${k.id}/revoke`);
    expect(again.status).toBe(200);
    expect(again.body.revoked_at).toBe(first.revoked_at);
    expect(again.body.revocation_effective_at).toBe(first.revocation_effective_at);
    expectError(await t.api("PATCH", `/v1/keys/${k.id}`, { body: { name: "back" } }), 409, "api_key_revoked");
    const reactivate = await t.api("PATCH", `/v1/keys/${k.id}`, { body: { status: "active" } });
    expectError(reactivate, 400, "invalid_request");
    expect(reactivate.body.error.param).toBe("status");
    await t.advance(30 * 86_400);
    expect((await t.api("GET", `/v1/keys/${k.id}`)).body.status).toBe("revoked");
    expectError(await t.api("GET", "/v1/keys", { key: k }), 401, "api_key_revoked");
  });

  it("spec 3: a wrong secret for a revoked key is invalid_api_key (revocation is not revealed without the secret)", async () => {
    const k = await createKey(t, ["keys:read"]);
    await t.api("POST", `/v1/keys/${k.id}/revoke`);
    await t.advance(5);
    expectError(await t.api("GET", "/v1/keys", { key: { id: k.id, secret: "svc_live_s_" + "x".repeat(40) } }), 401, "invalid_api_key");
  });

  it("spec 3: a shorter propagation can be set through the control API (0 s: immediate)", async () => {
    expect((await t.control("PATCH", "/control/settings", { revocation_propagation_seconds: 0 })).status).toBe(200);
    try {
      const k = await createKey(t, ["keys:read"]);
      const r = await t.api("POST", `/v1/keys/${k.id}/revoke`);
      expect(r.body.revocation_effective_at).toBe(r.body.revoked_at);
      expectError(await t.api("GET", "/v1/keys", { key: k }), 401, "api_key_revoked");
    } finally {
      await t.control("PATCH", "/control/settings", { revocation_propagation_seconds: 5 });
    }
    const over = await t.control("PATCH", "/control/settings", { revocation_propagation_seconds: 6 });
    expect(over.status).toBe(400);
  });

  it("spec 3: revoked keys stay listed with their status; the status filter works", async () => {
    const k = await createKey(t, ["keys:read"], "live", { name: `listed-${randomUUID()}` });
    await t.api("POST", `/v1/keys/${k.id}/revoke`);
    const revoked = (await t.api("GET", "/v1/keys?status=revoked&limit=100")).body.data;
    expect(revoked.map((x: any) => x.id)).toContain(k.id);
    const active = (await t.api("GET", "/v1/keys?status=active&limit=100")).body.data;
    expect(active.map((x: any) => x.id)).not.toContain(k.id);
  });
});

describe("spec 1, 5.3 test and live data are separate", () => {
  it("spec 5.3: a test key sees only test keys and a live key only live keys", async () => {
    const acct = await newAccount(t);
    const live = await createKey(t, ["keys:read"], acct.live);
    const test = await createKey(t, ["keys:read"], acct.test);
    const liveList = (await t.api("GET", "/v1/keys?limit=100", { key: acct.live })).body.data.map((k: any) => k.id);
    const testList = (await t.api("GET", "/v1/keys?limit=100", { key: acct.test })).body.data.map((k: any) => k.id);
    expect(liveList).toContain(live.id);
    expect(liveList).not.toContain(test.id);
    expect(testList).toContain(test.id);
    expect(testList).not.toContain(live.id);
    for (const k of liveList) expect(k).toMatch(LIVE_ID);
    for (const k of testList) expect(k).toMatch(TEST_ID);
  });

  it("spec 5.3: a live object is not found with a test key, and cannot be revoked with one", async () => {
    const live = await createKey(t, ["keys:read"], "live");
    expectError(await t.api("GET", `/v1/keys/${live.id}`, { key: "test" }), 404, "resource_not_found");
    expectError(await t.api("POST", `/v1/keys/${live.id}/revoke`, { key: "test" }), 404, "resource_not_found");
    expect((await t.api("GET", `/v1/keys/${live.id}`, { key: "live" })).body.status).toBe("active");
  });

  it("spec 5.3: one account's keys are invisible to another account", async () => {
    const other = await newAccount(t);
    const mine = await createKey(t, ["keys:read"], "live");
    expectError(await t.api("GET", `/v1/keys/${mine.id}`, { key: other.live }), 404, "resource_not_found");
  });
});
