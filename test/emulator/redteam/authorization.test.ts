import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../../emulator/index";
import { PLATFORM_RULES } from "../../../emulator/platform/rules";
import { ALL_SCOPES } from "../../../schema/scopes";
import { TestEmulator } from "../../helpers/emulator";
import { type Account, createKey, expectError, newAccount } from "../platform/support";

/**
 * Issue 15.1-15.3: an idempotent replay is served only to a caller authorized for the stored
 * operation; key management is bounded by the caller's scopes; only final outcomes are stored.
 */

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
});
afterAll(async () => t?.close());
afterEach(async () => {
  await t.control("DELETE", "/control/faults");
});

const SECRET = /svc_(live_s|test)_[A-Za-z0-9]{40}/;
const createKeyReq = (key: KeyPair, idem: string, scopes: readonly string[], name = "broad") =>
  t.api("POST", "/v1/keys", { key, idempotencyKey: idem, body: { scopes, name } });

describe("spec 5.4, 8 idempotent replay is authorized like the request", () => {
  it("spec 5.4, 8: a narrower key reusing a broader key's Idempotency-Key gets 403, never the stored secret", async () => {
    const a = await newAccount(t);
    const narrow = await createKey(t, ["keys:write", "keys:read"], a.live);
    const idem = randomUUID();
    const first = await createKeyReq(a.live, idem, ALL_SCOPES);
    expect(first.status, first.text).toBe(201);
    const stolen = await createKeyReq(narrow, idem, ALL_SCOPES);
    expectError(stolen, 403, "insufficient_scope");
    expect(stolen.body.error.param).toBe("Idempotency-Key");
    expect(stolen.text).not.toMatch(SECRET);
    expect(stolen.headers["idempotent-replayed"]).toBeUndefined();
    // With a body it could send itself it is refused as a different request, as ever.
    expectError(await createKeyReq(narrow, idem, ["keys:read"]), 409, "idempotency_key_reused");
  });

  it("spec 8: the same key, or one holding every scope the operation needed, gets the replay", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const first = await createKeyReq(a.live, idem, ["keys:read", "numbers:read"]);
    const same = await createKeyReq(a.live, idem, ["keys:read", "numbers:read"]);
    expect(same.headers["idempotent-replayed"]).toBe("true");
    expect(same.body).toEqual(first.body);
    const covering = await createKey(t, ["keys:write", "keys:read", "numbers:read"], a.live);
    const other = await createKeyReq(covering, idem, ["keys:read", "numbers:read"]);
    expect(other.status).toBe(201);
    expect(other.headers["idempotent-replayed"]).toBe("true");
    expect(other.body.secret).toBe(first.body.secret);
  });

  it("spec 5.3, 8: Idempotency-Keys are per account and mode: another account or mode runs its own request", async () => {
    const a = await newAccount(t);
    const b = await newAccount(t);
    const idem = randomUUID();
    const first = await createKeyReq(a.live, idem, ["keys:read"]);
    for (const key of [a.test, b.live]) {
      const r = await createKeyReq(key, idem, ["keys:read"]);
      expect(r.status).toBe(201);
      expect(r.headers["idempotent-replayed"]).toBeUndefined();
      expect(r.body.id).not.toBe(first.body.id);
    }
  });

  it("spec 8: racing a narrower key against the first request never hands it the result", async () => {
    const a = await newAccount(t);
    const narrow = await createKey(t, ["keys:write"], a.live);
    await t.control("POST", "/control/faults", {
      target: "keys.create", kind: "latency", latency_ms: 150, probability: 1, max_count: 1, account_id: a.accountId,
    });
    const idem = randomUUID();
    const owner = createKeyReq(a.live, idem, ALL_SCOPES);
    const racers = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * 20));
      return createKeyReq(narrow, idem, ALL_SCOPES);
    }));
    expect((await owner).status).toBe(201);
    for (const r of racers) {
      expect([403, 409], r.text).toContain(r.status);
      expect(r.text).not.toMatch(SECRET);
    }
  });

  it("spec 8: a refusal about the caller (401, 403) is not stored: an authorized key then runs the request", async () => {
    const a = await newAccount(t);
    const narrow = await createKey(t, ["keys:write"], a.live);
    const idem = randomUUID();
    expectError(await createKeyReq(narrow, idem, ["numbers:read"]), 403, "insufficient_scope");
    const r = await createKeyReq(a.live, idem, ["numbers:read"]);
    expect(r.status).toBe(201);
    expect(r.headers["idempotent-replayed"]).toBeUndefined();
  });
});

describe("spec 8 only final outcomes are stored; request ids of a replay", () => {
  async function faultOnce(a: Account, fault: object) {
    const r = await t.control("POST", "/control/faults", {
      target: "keys.create", probability: 1, max_count: 1, account_id: a.accountId, ...fault,
    });
    expect(r.status, r.text).toBe(201);
  }

  it("spec 8: an injected 408, 503 or 429 is not stored: the retry runs the operation", async () => {
    for (const fault of [{ kind: "error_5xx", status: 408 }, { kind: "error_5xx", status: 503 }, { kind: "rate_limit_burst", burst_ms: 1000 }]) {
      const a = await newAccount(t);
      await faultOnce(a, fault);
      const idem = randomUUID();
      const failed = await createKeyReq(a.live, idem, ["keys:read"]);
      expect([408, 503, 429]).toContain(failed.status);
      if (fault.kind === "rate_limit_burst") await t.advance(2);
      const retry = await createKeyReq(a.live, idem, ["keys:read"]);
      expect(retry.status, `${JSON.stringify(fault)}: ${retry.text}`).toBe(201);
      expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    }
  });

  it("spec 7, 8: a replayed error carries the original body and the original Request-Id, in header and body alike", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const first = await t.api("POST", "/v1/keys/svc_live_k_nothere000000000000000/revoke", { key: a.live, idempotencyKey: idem });
    expectError(first, 404, "resource_not_found");
    const again = await t.api("POST", "/v1/keys/svc_live_k_nothere000000000000000/revoke", { key: a.live, idempotencyKey: idem });
    expectError(again, 404, "resource_not_found");
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(again.headers["request-id"]).toBe(first.body.error.request_id);
  });
});

describe("spec 5.4 key management is bounded by the caller's scopes", () => {
  it("spec 5.4: keys:write cannot create, rename or revoke a key holding a scope it lacks", async () => {
    const a = await newAccount(t);
    const manager = await createKey(t, ["keys:write", "keys:read", "numbers:read"], a.live);
    const broad = await createKey(t, ["messages:write", "numbers:read"], a.live);
    expectError(await t.api("POST", "/v1/keys", { key: manager, body: { scopes: ["messages:write"] } }), 403, "insufficient_scope");
    const rename = await t.api("PATCH", `/v1/keys/${broad.id}`, { key: manager, body: { name: "pwned" } });
    expectError(rename, 403, "insufficient_scope");
    expect(rename.body.error.message).toContain("messages:write");
    expectError(await t.api("POST", `/v1/keys/${broad.id}/revoke`, { key: manager }), 403, "insufficient_scope");
    const still = await t.api("GET", `/v1/keys/${broad.id}`, { key: a.live });
    expect(still.body).toMatchObject({ status: "active", name: null });
  });

  it("spec 5.4: keys:write manages keys within its scopes", async () => {
    const a = await newAccount(t);
    const manager = await createKey(t, ["keys:write", "numbers:read"], a.live);
    const small = await createKey(t, ["numbers:read"], manager);
    const renamed = await t.api("PATCH", `/v1/keys/${small.id}`, { key: manager, body: { name: "ok" } });
    expect(renamed.status, renamed.text).toBe(200);
    const revoked = await t.api("POST", `/v1/keys/${small.id}/revoke`, { key: manager });
    expect(revoked.body.status).toBe("revoked");
  });

  it("spec 3, 5.5: a key revokes itself only with confirm_self_revoke: true", async () => {
    const a = await newAccount(t);
    const self = await createKey(t, ["keys:write", "keys:read"], a.live);
    const refused = await t.api("POST", `/v1/keys/${self.id}/revoke`, { key: self });
    expectError(refused, 422, "self_revocation_unconfirmed");
    expect(refused.body.error.param).toBe("confirm_self_revoke");
    expect((await t.api("GET", `/v1/keys/${self.id}`, { key: self })).body.status).toBe("active");
    const done = await t.api("POST", `/v1/keys/${self.id}/revoke`, { key: self, body: { confirm_self_revoke: true } });
    expect(done.body.status).toBe("revoked");
    // Another key revokes it without the field.
    const other = await createKey(t, ["keys:write", "keys:read"], a.live);
    expect((await t.api("POST", `/v1/keys/${other.id}/revoke`, { key: a.live })).body.status).toBe("revoked");
  });
});

describe("spec 5, 7, 8 the rules run in the spec's order", () => {
  it("spec 5.6, 5.1, 5.4, 8: the rules are registered in the order allowlist, auth, scope, rate limit, validation, idempotency, faults", () => {
    expect(PLATFORM_RULES.map((r) => r.spec.split(" ").slice(2).join(" "))).toEqual([
      "IP allowlist, before authentication",
      "basic authentication",
      "scopes",
      "rate limits",
      "request validation",
      "idempotency",
      "(control API)",
    ]);
  });

  it("spec 5.6, 5.1, 5.4, 7, 8: a request breaking two rules gets the error of the earlier one", async () => {
    const a = await newAccount(t);
    const narrow = await createKey(t, ["numbers:read"], a.live);
    const wrongSecret = { id: narrow.id, secret: "svc_live_s_" + "x".repeat(40) };
    // auth before scope: a wrong secret on a key lacking the scope is 401.
    expectError(await t.api("POST", "/v1/keys", { key: wrongSecret, body: { scopes: ["keys:read"] } }), 401, "invalid_api_key");
    // scope before validation: an invalid body with the wrong scope is 403.
    expectError(await t.api("POST", "/v1/keys", { key: narrow, body: { scopes: "x" } }), 403, "insufficient_scope");
    // validation before idempotency: an invalid body under a reused key is 400, not 409.
    const idem = randomUUID();
    await createKeyReq(a.live, idem, ["keys:read"]);
    expectError(await t.api("POST", "/v1/keys", { key: a.live, idempotencyKey: idem, body: { scopes: 7 } }), 400, "invalid_request");
    // idempotency before faults: a replay is served although every operation would fail.
    await t.control("POST", "/control/faults", { target: "keys.create", kind: "error_5xx", status: 503, probability: 1, account_id: a.accountId });
    const replay = await createKeyReq(a.live, idem, ["keys:read"]);
    expect(replay.status).toBe(201);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
  });

  it("spec 5.6, 8: allowlist before auth, rate limit before validation", async () => {
    const a = await newAccount(t);
    const outside = await t.api("PUT", "/v1/ip_allowlist", {
      key: a.live, body: { entries: [{ cidr: "10.0.0.0/8" }], allow_self_lockout: true },
    });
    expect(outside.status).toBe(200);
    const bad = { id: a.live.id, secret: "svc_live_s_" + "y".repeat(40) };
    expectError(await t.api("GET", "/v1/me", { key: bad }), 403, "ip_not_allowed");
    await t.control("PATCH", "/control/settings", { rate_limits: 0.01 });
    try {
      const b = await newAccount(t);
      let limited;
      for (let i = 0; i < 5 && limited?.status !== 429; i++) {
        await t.api("POST", "/v1/keys", { key: b.live, body: { scopes: ["keys:read"] } });
        limited = await t.api("POST", "/v1/keys", { key: b.live, body: { scopes: 7 } });
      }
      expectError(limited!, 429, "rate_limited");
    } finally {
      await t.control("PATCH", "/control/settings", { rate_limits: "off" });
    }
  });

  it("spec 5.1, 5.6: an unknown key id and a wrong secret are one error; only the allowlist (first, spec 5.6) tells a key id's account", async () => {
    const unknown = await t.api("GET", "/v1/me", { key: { id: "svc_live_k_" + "z".repeat(24), secret: "svc_live_s_" + "z".repeat(40) } });
    const wrong = await t.api("GET", "/v1/me", { key: { id: t.emu.keys.live.id, secret: "svc_live_s_" + "z".repeat(40) } });
    expectError(unknown, 401, "invalid_api_key");
    expectError(wrong, 401, "invalid_api_key");
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
    expect(wrong.text).not.toContain(t.emu.keys.live.id);
  });
});
