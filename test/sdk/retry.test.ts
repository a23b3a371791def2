import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, IdempotencyError, NetworkError, RateLimitError, ServerError } from "../../sdk";
import { retryPolicy } from "../../sdk/retry";
import { backoffMs } from "../../sdk/transport/backoff";
import { TestEmulator } from "../helpers/emulator";
import { addFault, clientFor, freshAccount } from "./support";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await TestEmulator.start({ faultSeed: 20260101 });
});
afterAll(async () => {
  await emu.close();
});

/** Every key of the client's account and mode, through the list iterator. */
async function allKeys(client: ReturnType<typeof clientFor>["client"]) {
  return client.keys.list({ limit: 100 }).toArray();
}

describe("idempotent retries under injected faults (spec 8)", () => {
  it("spec 8: with 20% of creates reset after commit plus 10% 5xx, 50 keys.create yield exactly 50 keys", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.create", kind: "reset_after_commit", probability: 0.2, account_id: accountId });
    await addFault(emu, { target: "keys.create", kind: "error_5xx", probability: 0.1, status: 503, account_id: accountId });
    const { client, attempts } = clientFor(emu, key);
    const run = randomUUID();
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.keys.create({ scopes: ["keys:read"], name: `fault-${i}`, metadata: { run } }),
      ),
    );
    const mine = (await allKeys(client)).filter((k) => k.metadata.run === run);
    expect(mine).toHaveLength(50);
    expect(new Set(mine.map((k) => k.name)).size).toBe(50);
    expect(new Set(created.map((k) => k.id))).toEqual(new Set(mine.map((k) => k.id)));
    // The faults did happen, and were absorbed: resets answered by replays, 5xx by re-execution.
    const resets = attempts.count((a) => a.code === "connection_reset");
    const unavailable = attempts.count((a) => a.status === 503);
    const replays = attempts.count((a) => a.replayed);
    console.log(`[sdk retry] 50 creates: ${attempts.list.length} attempts, ${resets} resets, ${unavailable} 503s, ${replays} replays`);
    expect(resets).toBeGreaterThan(0);
    expect(unavailable).toBeGreaterThan(0);
    expect(replays).toBeGreaterThan(0);
    // Never a tight loop: every retry waited at least the floor.
    const waits = attempts.list.filter((x) => x.retryInMs !== undefined).map((x) => x.retryInMs!);
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(25);
    await client.close();
  });

  it("spec 8: a keyed write whose connection is reset after commit is retried with the same key and replayed: one object", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.create", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: accountId });
    const { client, attempts } = clientFor(emu, key);
    const k = await client.keys.create({ scopes: ["keys:read"], name: "keyed" });
    expect(attempts.list.map((a) => a.code ?? a.status)).toEqual(["connection_reset", 201]);
    expect(attempts.list[1]!.replayed).toBe(true);
    const named = (await allKeys(client)).filter((x) => x.name === "keyed");
    expect(named.map((x) => x.id)).toEqual([k.id]);
    await client.close();
  });

  it("spec 8: a write without an idempotency key is not retried after a reset (it may have committed)", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.create", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: accountId });
    const { client, attempts } = clientFor(emu, key);
    const err = await client.keys.create({ scopes: ["keys:read"], name: "keyless" }, { idempotencyKey: false }).catch((e) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.kind).toBe("network");
    expect(err.code).toBe("connection_reset");
    expect(err.attempts).toBe(1);
    expect(attempts.count((a) => a.operation === "keys.create")).toBe(1);
    // It did commit: exactly one, and a retry would have made a second.
    expect((await allKeys(client)).filter((x) => x.name === "keyless")).toHaveLength(1);
    await client.close();
  });

  it("spec 8: a write without a key is not retried after a 5xx either; with a key it is", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.create", kind: "error_5xx", probability: 1, max_count: 2, status: 502, account_id: accountId });
    const { client, attempts } = clientFor(emu, key);
    const err = await client.keys.create({ scopes: ["keys:read"], name: "k5" }, { idempotencyKey: false }).catch((e) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect(err.status).toBe(502);
    expect(err.attempts).toBe(1);
    const ok = await client.keys.create({ scopes: ["keys:read"], name: "k5" });
    expect(ok.name).toBe("k5");
    expect(attempts.list.map((a) => a.status)).toEqual([502, 502, 201]);
    await client.close();
  });

  it("spec 8: reads are retried after a reset; 5xx are retried until maxRetries, then a ServerError", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.list", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: accountId });
    const { client, attempts } = clientFor(emu, key, { retry: { maxRetries: 2, baseDelayMs: 10 } });
    const page = await client.keys.list({ limit: 1 });
    expect(page.data).toHaveLength(1);
    expect(attempts.list.map((a) => a.code ?? a.status)).toEqual(["connection_reset", 200]);
    await addFault(emu, { target: "keys.get", kind: "error_5xx", probability: 1, status: 500, account_id: accountId });
    const err = await client.keys.get(key.id).catch((e) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect(err.attempts).toBe(3);
    await client.close();
  });

  it("408 is retried; 501 (not implemented) is not: it would fail the same way again", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.get", kind: "error_5xx", probability: 1, status: 408, max_count: 2, account_id: accountId });
    const { client, attempts } = clientFor(emu, key, { retry: { maxRetries: 3, baseDelayMs: 10 } });
    await expect(client.keys.get(key.id)).resolves.toMatchObject({ id: key.id });
    expect(attempts.list.map((a) => a.status)).toEqual([408, 408, 200]);
    await addFault(emu, { target: "keys.list", kind: "error_5xx", probability: 1, status: 501, account_id: accountId });
    const err = await client.keys.list({ limit: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(ServerError);
    expect(err).toMatchObject({ status: 501, code: "not_implemented", attempts: 1 });
    await client.close();
  });

  it("spec 8: an Idempotency-Key passed by the caller is the one sent: the service replays it, and refuses it for another body", async () => {
    const { key } = await freshAccount(emu);
    const { client, attempts } = clientFor(emu, key);
    const idem = randomUUID();
    const body = { scopes: ["keys:read" as const], name: "mine" };
    const first = await client.keys.create(body, { idempotencyKey: idem });
    const raw = await emu.api("POST", "/v1/keys", { key, body, idempotencyKey: idem });
    expect(raw.status).toBe(201);
    expect(raw.headers["idempotent-replayed"]).toBe("true");
    expect(raw.body.id).toBe(first.id);
    const err = await client.keys.create({ ...body, name: "other" }, { idempotencyKey: idem }).catch((e) => e);
    expect(err).toBeInstanceOf(IdempotencyError);
    expect(err.kind).toBe("idempotency_conflict");
    expect(err.code).toBe("idempotency_key_reused");
    expect(err.attempts).toBe(1);
    expect(attempts.count((a) => a.code === "idempotency_key_reused")).toBe(1);
    await client.close();
  });

  it("spec 8: 409 idempotency_key_in_use (the first attempt still running) is retried after Retry-After until the replay", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.create", kind: "latency", latency_ms: 3000, probability: 1, max_count: 1, account_id: accountId });
    const { client, attempts } = clientFor(emu, key);
    const k = await client.keys.create({ scopes: ["keys:read"], name: "slow" }, { timeout: 300 });
    const codes = attempts.list.map((a) => a.code ?? a.status);
    expect(codes[0]).toBe("timeout");
    expect(codes).toContain("idempotency_key_in_use");
    expect(codes.at(-1)).toBe(201);
    expect(attempts.list.at(-1)!.replayed).toBe(true);
    for (const a of attempts.list.filter((x) => x.code === "idempotency_key_in_use")) {
      expect(a.retryInMs).toBeGreaterThanOrEqual(1000);
    }
    expect((await allKeys(client)).filter((x) => x.name === "slow").map((x) => x.id)).toEqual([k.id]);
    await client.close();
  });
});

describe("Retry-After and backoff (spec 7, 8)", () => {
  it("spec 7, 8: a 429's Retry-After is honoured (the wait is at least that long), and the group waits with it", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, {
      target: "keys.list",
      kind: "rate_limit_burst",
      probability: 1,
      max_count: 1,
      burst_ms: 2000,
      account_id: accountId,
    });
    const { client, attempts } = clientFor(emu, key);
    let second: Promise<unknown> | undefined;
    const hooked = createClient({
      baseUrl: emu.emu.baseUrl,
      keyId: key.id,
      keySecret: key.secret,
      caFile: emu.emu.caFile,
      onAttempt: (a) => {
        attempts.hook(a);
        // A second call starts right after the 429: the shared pacer holds it until Retry-After.
        if (a.status === 429 && !second) second = client.keys.list({ limit: 1 });
      },
    });
    const page = await hooked.keys.list({ limit: 1 });
    await second;
    expect(page.object).toBe("list");
    const limited = attempts.list.filter((a) => a.status === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0]!.retryAfter).toBe(2);
    expect(limited[0]!.retryInMs).toBeGreaterThanOrEqual(2000);
    expect(attempts.count((a) => a.status === 200)).toBe(2);
    await Promise.all([client.close(), hooked.close()]);
  });

  it("spec 8: 429s do not use up the failure retries: they have their own, higher bound", async () => {
    const { accountId, key } = await freshAccount(emu);
    const burst = { target: "keys.create", kind: "rate_limit_burst", probability: 1, burst_ms: 1, account_id: accountId };
    await addFault(emu, { ...burst, max_count: 3 });
    const { client, attempts } = clientFor(emu, key, { retry: { maxRetries: 1, baseDelayMs: 5 } });
    await expect(client.keys.create({ scopes: ["keys:read"] })).resolves.toMatchObject({ status: "active" });
    expect(attempts.list.map((a) => a.status)).toEqual([429, 429, 429, 201]);
    await client.close();
    await addFault(emu, { ...burst, max_count: 2 });
    const strict = clientFor(emu, key, { retry: { maxRateLimitedRetries: 1, baseDelayMs: 5 } });
    const err = await strict.client.keys.create({ scopes: ["keys:read"] }).catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.attempts).toBe(2);
    await strict.client.close();
  });

  it("spec 8: a Retry-After beyond the cap surfaces at once as a RateLimitError carrying retryAfter", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, {
      target: "keys.get",
      kind: "rate_limit_burst",
      probability: 1,
      max_count: 1,
      burst_ms: 5000,
      account_id: accountId,
    });
    const { client } = clientFor(emu, key, { retry: { maxRetryAfterMs: 1000 } });
    const err = await client.keys.get(key.id).catch((e) => e);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe("rate_limited");
    expect(err.status).toBe(429);
    expect(err.retryAfter).toBe(5);
    expect(err.attempts).toBe(1);
    expect(err.requestId).toMatch(/^req_/);
    await client.close();
  });

  it("spec 8: the retry budget stops retries when failures drain it, and successes refill it", async () => {
    const { accountId, key } = await freshAccount(emu);
    const fault = await addFault(emu, { target: "keys.list", kind: "error_5xx", probability: 1, account_id: accountId });
    const { client, attempts } = clientFor(emu, key, {
      retry: { baseDelayMs: 5, budget: { capacity: 10, retryCost: 5 } },
    });
    await expect(client.keys.list()).rejects.toBeInstanceOf(ServerError);
    expect(attempts.list.length).toBe(3); // two retries of 5 tokens each, then the bucket is empty
    await expect(client.keys.list()).rejects.toBeInstanceOf(ServerError);
    expect(attempts.list.length).toBe(4); // no retry at all
    expect(client.stats().retryBudget).toBe(0);
    await emu.control("DELETE", `/control/faults/${fault}`);
    await client.me.get();
    expect(client.stats().retryBudget).toBe(1);
    await client.close();
  });

  it("spec 8: connection failures before sending are retried for writes too (nothing reached the service)", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const client = createClient({
      baseUrl: `https://127.0.0.1:${port}`,
      keyId: "svc_test_nobodyhomenobodyhome00",
      keySecret: "svc_test_" + "x".repeat(40),
      retry: { maxRetries: 2, baseDelayMs: 5 },
      accountId: "acct_none",
    });
    const err = await client.keys.create({ scopes: ["keys:read"] }, { idempotencyKey: false }).catch((e) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.code).toBe("connection_refused");
    expect(err.attempts).toBe(3);
    await client.close();
  });

  it("backoff is exponential with full jitter, capped, and never below the floor", () => {
    const p = retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, minDelayMs: 25 });
    expect(backoffMs(0, p, () => 0)).toBe(25);
    expect(backoffMs(0, p, () => 0.999999)).toBe(100);
    expect(backoffMs(3, p, () => 0.999999)).toBe(800);
    expect(backoffMs(10, p, () => 0.999999)).toBe(1000);
    const samples = Array.from({ length: 200 }, () => backoffMs(2, p));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(25);
    expect(Math.max(...samples)).toBeLessThanOrEqual(400);
    expect(new Set(samples).size).toBeGreaterThan(20);
  });
});
