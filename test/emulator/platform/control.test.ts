import { request } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ALL_SCOPES } from "../../../schema/scopes";
import { TestEmulator } from "../../helpers/emulator";
import { clockNow, expectError, keyCounters, newAccount } from "./support";

/**
 * The emulator's control API (issue 3 item 11): its own plain-HTTP loopback listener, no
 * credentials; accounts, the clock, faults, counters, the outbox, settings.
 */

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());
afterEach(async () => {
  await t.control("DELETE", "/control/faults");
});

describe("control API: separate from the service", () => {
  it("control: it has its own listener, plain HTTP on loopback, not the service's port", () => {
    expect(t.emu.controlUrl).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+$/);
    expect(new URL(t.emu.controlUrl).port).not.toBe(new URL(t.emu.baseUrl).port);
  });

  it("control: the service does not serve control paths", async () => {
    expectError(await t.api("GET", "/control/clock"), 404, "route_not_found");
    expectError(await t.api("POST", "/control/accounts", { body: {} }), 404, "route_not_found");
  });

  it("control: service keys are refused on the control API (400 control_api_takes_no_credentials), with no effect", async () => {
    const before = (await t.control("GET", "/control/accounts")).body.data.length;
    for (const key of [t.emu.keys.live, t.emu.keys.test]) {
      const res = await request(t.emu.controlUrl + "/control/accounts", {
        method: "POST",
        headers: { authorization: t.basic(key), "content-type": "application/json" },
        body: "{}",
      });
      const body = (await res.body.json()) as any;
      expect(res.statusCode).toBe(400);
      expect(body.error.code).toBe("control_api_takes_no_credentials");
    }
    expect((await t.control("GET", "/control/accounts")).body.data.length).toBe(before);
  });

  it("control: errors use the service's error shape; fields are named", async () => {
    const unknown = await t.control("GET", "/control/nothing");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: "route_not_found", request_id: expect.stringMatching(/^req_/) });
    const bad = await t.control("POST", "/control/clock/advance", { seconds: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "invalid_request", param: "seconds" });
  });
});

describe("control API: accounts with bootstrap keys", () => {
  it("control: POST /control/accounts creates an account with a live and a test key, each with every scope", async () => {
    const r = await t.control("POST", "/control/accounts", { name: "acme", administrators: ["ops@acme.test"] });
    expect(r.status, r.text).toBe(201);
    expect(r.body.account_id).toMatch(/^acct_/);
    expect(r.body.keys.live.id).toMatch(/^svc_live_k_/);
    expect(r.body.keys.live.secret).toMatch(/^svc_live_s_/);
    expect(r.body.keys.test.id).toMatch(/^svc_test_/);
    expect(r.body.keys.test.secret).toMatch(/^svc_test_/);
    for (const [mode, pair] of Object.entries(r.body.keys) as [string, any][]) {
      const me = await t.api("GET", "/v1/me", { key: pair });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ account_id: r.body.account_id, mode });
      expect([...me.body.scopes].sort()).toEqual([...ALL_SCOPES].sort());
    }
    const list = (await t.control("GET", "/control/accounts")).body.data;
    expect(list.find((a: any) => a.account_id === r.body.account_id)).toMatchObject({
      name: "acme",
      primary: false,
      administrators: ["ops@acme.test"],
    });
    expect(list.find((a: any) => a.account_id === t.emu.accountId)).toMatchObject({ primary: true });
  });

  it("control: an invalid administrator address is refused naming it", async () => {
    const r = await t.control("POST", "/control/accounts", { administrators: ["not-an-email"] });
    expect(r.status).toBe(400);
    expect(r.body.error.param).toBe("administrators.0");
  });
});

describe("control API: the clock", () => {
  it("control: advancing the clock moves every service timestamp with it", async () => {
    const before = (await t.control("GET", "/control/clock")).body;
    const r = await t.control("POST", "/control/clock/advance", { seconds: 7200 });
    expect(r.status).toBe(200);
    expect(r.body.offset_ms - before.offset_ms).toBe(7_200_000);
    expect(Date.parse(r.body.now) - Date.parse(before.now)).toBeGreaterThanOrEqual(7_200_000);
    const key = await t.api("POST", "/v1/keys", { body: { scopes: ["keys:read"] } });
    expect(Date.parse(key.body.created_at)).toBeGreaterThanOrEqual(Date.parse(r.body.now));
    expect(Date.parse(key.body.created_at) - Date.now()).toBeGreaterThan(7_100_000);
  });

  it("control: the clock only moves forward", async () => {
    expect((await t.control("POST", "/control/clock/advance", { seconds: 0 })).status).toBe(400);
    expect((await t.control("POST", "/control/clock/advance", { seconds: -5 })).status).toBe(400);
  });
});

describe("control API: faults", () => {
  it("control: error_5xx answers the chosen status in the error shape, max_count times, then stops", async () => {
    const f = await t.control("POST", "/control/faults", { target: "keys.list", kind: "error_5xx", probability: 1, status: 502, max_count: 2 });
    expect(f.status).toBe(201);
    expect(f.body).toMatchObject({ id: expect.stringMatching(/^flt_/), count: 0, kind: "error_5xx" });
    expectError(await t.api("GET", "/v1/keys"), 502, "service_unavailable");
    expectError(await t.api("GET", "/v1/keys"), 502, "service_unavailable");
    expect((await t.api("GET", "/v1/keys")).status).toBe(200);
    const listed = (await t.control("GET", "/control/faults")).body.data.find((x: any) => x.id === f.body.id);
    expect(listed.count).toBe(2);
  });

  it("control: targets match an operation id, a family (keys.*) or everything (*), and can be limited to one account", async () => {
    const other = await newAccount(t);
    await t.control("POST", "/control/faults", { target: "keys.*", kind: "error_5xx", probability: 1, account_id: other.accountId });
    expect((await t.api("GET", "/v1/keys", { key: other.live })).status).toBe(503);
    expect((await t.api("POST", "/v1/keys", { key: other.live, body: { scopes: ["keys:read"] } })).status).toBe(503);
    expect((await t.api("GET", "/v1/me", { key: other.live })).status).toBe(200);
    expect((await t.api("GET", "/v1/keys")).status).toBe(200);
    await t.control("DELETE", "/control/faults");
    await t.control("POST", "/control/faults", { target: "*", kind: "error_5xx", probability: 1, account_id: other.accountId });
    expect((await t.api("GET", "/v1/me", { key: other.live })).status).toBe(503);
  });

  it("control: a fault can be removed by id; clearing removes all", async () => {
    const f = (await t.control("POST", "/control/faults", { target: "me.get", kind: "error_5xx", probability: 1 })).body;
    expect((await t.api("GET", "/v1/me")).status).toBe(503);
    expect((await t.control("DELETE", `/control/faults/${f.id}`)).body).toEqual({ id: f.id, deleted: true });
    expect((await t.api("GET", "/v1/me")).status).toBe(200);
    expect((await t.control("DELETE", `/control/faults/${f.id}`)).status).toBe(404);
    await t.control("POST", "/control/faults", { target: "me.get", kind: "latency", probability: 0.5 });
    await t.control("POST", "/control/faults", { target: "keys.*", kind: "latency", probability: 0.5 });
    expect((await t.control("DELETE", "/control/faults")).body).toEqual({ deleted: 2 });
  });

  it("control: probability draws are reproducible with fault_seed", async () => {
    const run = async () => {
      await t.control("PATCH", "/control/settings", { fault_seed: 7 });
      await t.control("POST", "/control/faults", { target: "me.get", kind: "error_5xx", probability: 0.5 });
      const pattern: number[] = [];
      for (let i = 0; i < 24; i++) pattern.push((await t.api("GET", "/v1/me")).status);
      await t.control("DELETE", "/control/faults");
      return pattern;
    };
    const first = await run();
    const second = await run();
    expect(second).toEqual(first);
    expect(first).toContain(200);
    expect(first).toContain(503);
  });

  it("control: rate_limit_burst answers 429 with Retry-After for burst_ms of emulator time", async () => {
    const a = await newAccount(t);
    await t.control("POST", "/control/faults", { target: "me.get", kind: "rate_limit_burst", probability: 1, burst_ms: 5000, max_count: 1, account_id: a.accountId });
    const first = await t.api("GET", "/v1/me", { key: a.live });
    expectError(first, 429, "rate_limited");
    expect(first.headers["retry-after"]).toBe("5");
    expect(first.headers["ratelimit-remaining"]).toBe("0");
    const during = await t.api("GET", "/v1/me", { key: a.live });
    expectError(during, 429, "rate_limited");
    expect(Number(during.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    await t.advance(5);
    expect((await t.api("GET", "/v1/me", { key: a.live })).status).toBe(200);
  });

  it("control: latency holds the response for at least latency_ms", async () => {
    await t.control("POST", "/control/faults", { target: "me.get", kind: "latency", latency_ms: 300, probability: 1, max_count: 1 });
    const t0 = performance.now();
    expect((await t.api("GET", "/v1/me")).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(295);
  });

  it("control: reset_after_commit drops the connection after the operation committed (without Idempotency-Key a retry duplicates)", async () => {
    const a = await newAccount(t);
    await t.control("POST", "/control/faults", { target: "keys.create", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: a.accountId });
    await expect(t.api("POST", "/v1/keys", { key: a.live, body: { scopes: ["keys:read"], name: "committed" } })).rejects.toThrow();
    const keys = (await t.api("GET", "/v1/keys?limit=100", { key: a.live })).body.data;
    expect(keys.filter((k: any) => k.name === "committed")).toHaveLength(1);
    expect((await t.api("POST", "/v1/keys", { key: a.live, body: { scopes: ["keys:read"], name: "committed" } })).status).toBe(201);
    const after = (await t.api("GET", "/v1/keys?limit=100", { key: a.live })).body.data;
    expect(after.filter((k: any) => k.name === "committed")).toHaveLength(2);
  });

  it("control: fault specifications are validated", async () => {
    expect((await t.control("POST", "/control/faults", { target: "me.get", kind: "explode", probability: 1 })).status).toBe(400);
    expect((await t.control("POST", "/control/faults", { target: "me.get", kind: "latency", probability: 2 })).status).toBe(400);
    expect((await t.control("POST", "/control/faults", { target: "me.get", kind: "error_5xx", probability: 1, status: 404 })).status).toBe(400);
  });
});

describe("control API: counters, outbox, settings", () => {
  it("control: per-key request counters of both modes, matching the service's own", async () => {
    const a = await newAccount(t);
    for (let i = 0; i < 3; i++) await t.api("GET", "/v1/me", { key: a.live });
    await t.api("GET", "/v1/me", { key: a.test });
    const before = await clockNow(t);
    const counters = await keyCounters(t, a.accountId);
    expect(counters.size).toBe(2);
    expect(counters.get(a.live.id)).toMatchObject({ mode: "live", status: "active", request_count: 3 });
    expect(counters.get(a.test.id)).toMatchObject({ mode: "test", status: "active", request_count: 1 });
    expect(Date.parse(counters.get(a.live.id).last_used_at)).toBeLessThanOrEqual(before);
    const own = (await t.api("GET", `/v1/keys/${a.live.id}`, { key: a.live })).body;
    expect(own.request_count).toBe(4); // the three above and this read itself
    expect((await t.control("GET", "/control/accounts/acct_nope/keys")).status).toBe(404);
  });

  it("control: the administrators' email outbox is readable (empty until something emails them)", async () => {
    const a = await newAccount(t);
    const r = await t.control("GET", `/control/accounts/${a.accountId}/outbox`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: [] });
    expect((await t.control("GET", "/control/accounts/acct_nope/outbox")).status).toBe(404);
  });

  it("control: settings report the spec's values and can lift the limits", async () => {
    const s = (await t.control("GET", "/control/settings")).body;
    expect(s).toEqual({ rate_limits: "spec", revocation_propagation_seconds: 5, body_limit_bytes: 1024 * 1024 });
    try {
      expect((await t.control("PATCH", "/control/settings", { rate_limits: "off" })).body.rate_limits).toBe("off");
      const r = await t.api("GET", "/v1/me");
      expect(Number(r.headers["ratelimit-limit"])).toBeGreaterThan(1_000_000);
      expect((await t.control("PATCH", "/control/settings", { rate_limits: 2 })).body.rate_limits).toBe(2);
      expect((await t.api("GET", "/v1/me")).headers["ratelimit-limit"]).toBe("200");
    } finally {
      await t.control("PATCH", "/control/settings", { rate_limits: "spec" });
    }
    expect((await t.api("GET", "/v1/me")).headers["ratelimit-limit"]).toBe("100");
    expect((await t.control("PATCH", "/control/settings", { rate_limits: -1 })).status).toBe(400);
  });
});
