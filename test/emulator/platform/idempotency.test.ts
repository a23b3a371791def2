import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { KeyPair } from "../../../emulator/index";
import { TestEmulator } from "../../helpers/emulator";
import { type Account, expectError, expectRateHeaders, newAccount, sleep } from "./support";

/** Idempotency (spec 8): Idempotency-Key on writes, results kept 24 h on the emulator clock. */

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());
afterEach(async () => {
  await t.control("DELETE", "/control/faults");
});

async function keyIds(account: Account, as: KeyPair = account.live): Promise<string[]> {
  const r = await t.api("GET", "/v1/keys?limit=100", { key: as });
  expect(r.status, r.text).toBe(200);
  return r.body.data.map((k: any) => k.id);
}

const create = (key: KeyPair, idempotencyKey: string | undefined, body: object = { scopes: ["keys:read"], name: "idem" }) =>
  t.api("POST", "/v1/keys", { key, body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) });

describe("spec 8 idempotent replay", () => {
  it("spec 8: the same key and body replay the stored result, marked Idempotent-Replayed, and create no second object", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const first = await create(a.live, idem);
    expect(first.status, first.text).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const second = await create(a.live, idem);
    expect(second.status).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.body).toEqual(first.body);
    expectRateHeaders(second);
    // The replay names the request that ran (README "Spec decisions": request ids of replays).
    expect(second.headers["request-id"]).toBe(first.headers["request-id"]);
    const ids = await keyIds(a);
    expect(ids.filter((id) => id === first.body.id)).toHaveLength(1);
    expect(ids).toHaveLength(2); // the live bootstrap key and the one created
  });

  it("spec 8: field order does not make a body different (bodies compare as JSON values)", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const first = await t.api("POST", "/v1/keys", { key: a.live, rawBody: "{\"name\":\"n\",\"scopes\":[\"keys:read\"]}", headers: { "content-type": "application/json" }, idempotencyKey: idem });
    const second = await t.api("POST", "/v1/keys", { key: a.live, rawBody: "{ \"scopes\": [\"keys:read\"], \"name\": \"n\" }", headers: { "content-type": "application/json" }, idempotencyKey: idem });
    expect(first.status).toBe(201);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(second.body.id).toBe(first.body.id);
  });

  it("spec 8: a stored 4xx outcome replays too (the operation ran and refused)", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const first = await t.api("POST", "/v1/keys/svc_live_k_nothere/revoke", { key: a.live, idempotencyKey: idem });
    expectError(first, 404, "resource_not_found");
    const again = await t.api("POST", "/v1/keys/svc_live_k_nothere/revoke", { key: a.live, idempotencyKey: idem });
    expect(again.status).toBe(404);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toEqual(first.body);
  });

  it("spec 8: a request refused by validation is not stored: the key can then carry a valid request", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    expectError(await create(a.live, idem, { scopes: [] }), 400, "invalid_request");
    const ok = await create(a.live, idem);
    expect(ok.status).toBe(201);
    expect(ok.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("spec 8: a 5xx is not stored: the retry with the same key runs the operation once", async () => {
    const a = await newAccount(t);
    await t.control("POST", "/control/faults", { target: "keys.create", kind: "error_5xx", probability: 1, status: 503, max_count: 1, account_id: a.accountId });
    const idem = randomUUID();
    expectError(await create(a.live, idem), 503, "service_unavailable");
    expect(await keyIds(a)).toHaveLength(1);
    const retry = await create(a.live, idem);
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(await keyIds(a)).toHaveLength(2);
  });

  it("spec 8: a 429 is not stored: after the burst the same key runs the operation", async () => {
    const a = await newAccount(t);
    await t.control("POST", "/control/faults", { target: "keys.create", kind: "rate_limit_burst", probability: 1, burst_ms: 2000, max_count: 1, account_id: a.accountId });
    const idem = randomUUID();
    const limited = await create(a.live, idem);
    expectError(limited, 429, "rate_limited");
    expect(Number(limited.headers["retry-after"])).toBe(2);
    await t.advance(2);
    const retry = await create(a.live, idem);
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("spec 8: reads ignore Idempotency-Key", async () => {
    const idem = randomUUID();
    const one = await t.api("GET", "/v1/keys?limit=1", { idempotencyKey: idem });
    const two = await t.api("GET", "/v1/keys?limit=2", { idempotencyKey: idem });
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("spec 8: Idempotency-Key is 1 to 255 characters", async () => {
    const a = await newAccount(t);
    const long = await create(a.live, "k".repeat(256));
    expectError(long, 400, "invalid_idempotency_key");
    expect(long.body.error.param).toBe("Idempotency-Key");
    expect((await create(a.live, "k".repeat(255))).status).toBe(201);
  });
});

describe("spec 7, 8 idempotency conflicts", () => {
  it("spec 7, 8: the same key with a different body gets 409 idempotency_key_reused and changes nothing", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    expect((await create(a.live, idem)).status).toBe(201);
    const reused = await create(a.live, idem, { scopes: ["keys:write"], name: "other" });
    expectError(reused, 409, "idempotency_key_reused");
    expect(reused.body.error.param).toBe("Idempotency-Key");
    expect(await keyIds(a)).toHaveLength(2);
  });

  it("spec 8: the same key on another operation is also a different request", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    expect((await create(a.live, idem)).status).toBe(201);
    expectError(await t.api("DELETE", "/v1/ip_allowlist", { key: a.live, idempotencyKey: idem }), 409, "idempotency_key_reused");
  });

  it("spec 8: a repeat while the first is in flight gets 409 idempotency_key_in_use with Retry-After; after it, a replay", async () => {
    const a = await newAccount(t);
    const fault = await t.control("POST", "/control/faults", { target: "keys.create", kind: "latency", latency_ms: 1500, probability: 1, max_count: 1, account_id: a.accountId });
    expect(fault.status).toBe(201);
    const idem = randomUUID();
    const first = create(a.live, idem);
    // The fault is drawn once the key is taken: when it has fired, the first request holds the key.
    for (let i = 0; i < 1000; i++) {
      const faults = (await t.control("GET", "/control/faults")).body.data;
      if (faults.find((f: any) => f.id === fault.body.id)?.count === 1) break;
      await sleep(5);
    }
    const during = await create(a.live, idem);
    expectError(during, 409, "idempotency_key_in_use");
    expect(during.headers["retry-after"]).toBe("1");
    const done = await first;
    expect(done.status, done.text).toBe(201);
    const after = await create(a.live, idem);
    expect(after.headers["idempotent-replayed"]).toBe("true");
    expect(after.body.id).toBe(done.body.id);
    expect(await keyIds(a)).toHaveLength(2);
  });
});

describe("spec 8 retention: 24 hours on the emulator clock", () => {
  it("spec 8: a result replays for 24 h; after that the key is fresh and the operation runs again", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const first = await create(a.live, idem);
    await t.advance(24 * 3600 - 60);
    const within = await create(a.live, idem);
    expect(within.headers["idempotent-replayed"]).toBe("true");
    expect(within.body.id).toBe(first.body.id);
    await t.advance(61);
    const fresh = await create(a.live, idem, { scopes: ["keys:write"], name: "after 24 h" });
    expect(fresh.status, fresh.text).toBe(201);
    expect(fresh.headers["idempotent-replayed"]).toBeUndefined();
    expect(fresh.body.id).not.toBe(first.body.id);
  });
});

describe("spec 8 keys are scoped per account and per mode", () => {
  it("spec 8: two accounts using the same Idempotency-Key do not see each other's results", async () => {
    const a = await newAccount(t);
    const b = await newAccount(t);
    const idem = randomUUID();
    const ra = await create(a.live, idem);
    const rb = await create(b.live, idem, { scopes: ["keys:write"] });
    expect([ra.status, rb.status]).toEqual([201, 201]);
    expect(rb.headers["idempotent-replayed"]).toBeUndefined();
    expect(rb.body.id).not.toBe(ra.body.id);
  });

  it("spec 5.3, 8: live and test keys of one account keep separate Idempotency-Keys", async () => {
    const a = await newAccount(t);
    const idem = randomUUID();
    const live = await create(a.live, idem);
    const test = await create(a.test, idem);
    expect([live.status, test.status]).toEqual([201, 201]);
    expect(test.headers["idempotent-replayed"]).toBeUndefined();
    expect(test.body.mode).toBe("test");
  });

  it("spec 8: two keys of one account and mode share the account's Idempotency-Keys", async () => {
    const a = await newAccount(t);
    const second = (await t.api("POST", "/v1/keys", { key: a.live, body: { scopes: ["keys:write", "keys:read"] } })).body;
    const idem = randomUUID();
    const first = await create(a.live, idem);
    const replay = await create({ id: second.id, secret: second.secret }, idem);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.body.id).toBe(first.body.id);
  });
});

describe("spec 8 connection reset after commit", () => {
  it("spec 8: the object exists although the client saw a socket error; the retry with the same key replays it, no duplicate", async () => {
    const a = await newAccount(t);
    await t.control("POST", "/control/faults", { target: "keys.create", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: a.accountId });
    const idem = randomUUID();
    await expect(create(a.live, idem, { scopes: ["keys:read"], name: "reset" })).rejects.toThrow();
    const afterReset = (await t.api("GET", "/v1/keys?limit=100", { key: a.live })).body.data;
    const made = afterReset.filter((k: any) => k.name === "reset");
    expect(made).toHaveLength(1);
    const retry = await create(a.live, idem, { scopes: ["keys:read"], name: "reset" });
    expect(retry.status, retry.text).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body.id).toBe(made[0].id);
    // The replay is the creation response: the one place the secret appears, and it works.
    expect((await t.api("GET", "/v1/me", { key: { id: retry.body.id, secret: retry.body.secret } })).status).toBe(200);
    const final = (await t.api("GET", "/v1/keys?limit=100", { key: a.live })).body.data;
    expect(final.filter((k: any) => k.name === "reset")).toHaveLength(1);
  });
});
