import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_GROUPS } from "../../schema/scopes";
import { createClient } from "../../sdk";
import { TestEmulator } from "../helpers/emulator";
import { clientFor, optionsFor, provisionSender, recipient, settings } from "./support";

/**
 * Pacing (spec 8): limits are per account and group; the client paces by the RateLimit-* headers
 * so a burst stays under the limit. Figures are printed, not asserted (shared machines).
 */

function report(label: string, n: number, limit: number, ms: number, tooMany: number) {
  const floor = (n / limit) * 1000;
  console.log(
    `[sdk pacing] ${label}: ${n} requests at ${limit}/s in ${Math.round(ms)} ms; floor ${floor} ms; ` +
    `ratio ${(ms / floor).toFixed(2)}; 429s on the wire ${tooMany}`,
  );
}

describe("pacing against the emulator's spec limits", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    emu = await TestEmulator.start();
  });
  afterAll(async () => {
    await emu.close();
  });

  it("spec 8: 300 concurrent message sends finish with no 429 reaching the caller and at most 1% on the wire", async () => {
    const setup = clientFor(emu);
    const from = await provisionSender(emu, setup.client);
    await setup.client.close();
    // A second process-local client of the same key, as a provider host would have.
    const { client, attempts } = clientFor(emu);
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => client.messages.send({ from, to: recipient(), body: `burst ${i}` })),
    );
    const ms = performance.now() - started;
    const failures = results.filter((r) => r.status === "rejected");
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    const ids = new Set(results.map((r) => (r as PromiseFulfilledResult<{ id: string }>).value.id));
    expect(ids.size).toBe(300);
    expect(attempts.count((a) => a.operation === "messages.create" && a.status === 201)).toBe(300);
    report("messages.send x300", 300, RATE_GROUPS.messages_send.limit, ms, attempts.tooMany);
    expect(attempts.tooMany).toBeLessThanOrEqual(3);
    await client.close();
  });

  it("spec 8: 300 concurrent keys.create (the writes group) finish with no 429 reaching the caller", async () => {
    const { client, attempts } = clientFor(emu);
    const started = performance.now();
    const keys = await Promise.all(
      Array.from({ length: 300 }, (_, i) => client.keys.create({ scopes: ["keys:read"], name: `burst-${i}` })),
    );
    const ms = performance.now() - started;
    expect(new Set(keys.map((k) => k.id)).size).toBe(300);
    report("keys.create x300", 300, RATE_GROUPS.writes.limit, ms, attempts.tooMany);
    expect(attempts.tooMany).toBeLessThanOrEqual(3);
    await client.close();
  });

  it("spec 8 (per account, not per key): two keys of one account share one limiter; 2 x 150 concurrent writes stay under the limit", async () => {
    const { client: a, attempts: aAttempts } = clientFor(emu);
    const second = await a.keys.create({ scopes: ["keys:write", "keys:read"], name: "rotated-in" });
    const { client: b, attempts: bAttempts } = clientFor(emu, { id: second.id, secret: second.secret });
    const started = performance.now();
    await Promise.all([
      ...Array.from({ length: 150 }, (_, i) => a.keys.create({ scopes: ["keys:read"], name: `a-${i}` })),
      ...Array.from({ length: 150 }, (_, i) => b.keys.create({ scopes: ["keys:read"], name: `b-${i}` })),
    ]);
    const ms = performance.now() - started;
    expect(a.accountId).toBe(emu.emu.accountId);
    expect(b.accountId).toBe(emu.emu.accountId);
    // One limiter: each client sees every grant of the other.
    expect(a.stats().pacing.writes!.granted).toBe(b.stats().pacing.writes!.granted);
    const tooMany = aAttempts.tooMany + bAttempts.tooMany;
    report("2 keys x150 keys.create", 300, RATE_GROUPS.writes.limit, ms, tooMany);
    expect(tooMany).toBeLessThanOrEqual(3);
    await Promise.all([a.close(), b.close()]);
  });

  it("spec 8: another account at the same base URL has its own limiter", async () => {
    const created = await emu.control("POST", "/control/accounts", { name: "other" });
    expect(created.status, created.text).toBe(201);
    const { client: mine } = clientFor(emu);
    const { client: theirs } = clientFor(emu, created.body.keys.live);
    await Promise.all([mine.me.get(), theirs.me.get()]);
    expect(theirs.accountId).toBe(created.body.account_id);
    expect(theirs.accountId).not.toBe(mine.accountId);
    const before = mine.stats().pacing.reads!.granted;
    await theirs.keys.list({ limit: 1 });
    expect(mine.stats().pacing.reads!.granted).toBe(before);
    await Promise.all([mine.close(), theirs.close()]);
  });
});

describe("pacing learns limits from RateLimit-* headers", () => {
  let emu: TestEmulator;
  beforeAll(async () => {
    // Every limit at a fifth of the spec's: writes at 20/s. A client that assumed the spec's 100/s
    // would send 100 at once and collect 80 429s.
    emu = await TestEmulator.start({ rateLimits: 0.2 });
  });
  afterAll(async () => {
    await emu.close();
  });

  it("spec 8: RateLimit-Limit lower than the spec's is learned before the burst: 60 concurrent writes, no 429", async () => {
    const { client, attempts } = clientFor(emu);
    const started = performance.now();
    await Promise.all(Array.from({ length: 60 }, (_, i) => client.keys.create({ scopes: ["keys:read"], name: `s-${i}` })));
    const ms = performance.now() - started;
    expect(client.stats().pacing.writes!.limit).toBe(20);
    report("keys.create x60 at a learned 20/s", 60, 20, ms, attempts.tooMany);
    expect(attempts.tooMany).toBe(0);
    await client.close();
  });

  it("spec 8: without pacing the same burst collects 429s on the wire (so the test above can fail)", async () => {
    // A fresh account, so the windows of the test above do not interfere.
    const created = await emu.control("POST", "/control/accounts", { name: "unpaced" });
    // Few 429 retries: an unpaced herd retrying together only digs the tight-loop debt deeper.
    const { client, attempts } = clientFor(emu, created.body.keys.live, {
      pacing: { enabled: false },
      retry: { maxRateLimitedRetries: 2 },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) => client.keys.create({ scopes: ["keys:read"], name: `u-${i}` })),
    );
    const surfaced = results.filter((r) => r.status === "rejected").length;
    console.log(`[sdk pacing] unpaced keys.create x60 at 20/s: 429s on the wire ${attempts.tooMany}, errors surfaced ${surfaced}`);
    expect(attempts.tooMany).toBeGreaterThan(0);
    await client.close();
  });

  it("spec 8: a limit raised at run time is followed (rate limits lifted: no 429, no waiting on the old limit)", async () => {
    await settings(emu, { rate_limits: "off" });
    const created = await emu.control("POST", "/control/accounts", { name: "lifted" });
    const client = createClient(optionsFor(emu, created.body.keys.live));
    await Promise.all(Array.from({ length: 200 }, () => client.me.get()));
    expect(client.stats().pacing.reads!.limit).toBeGreaterThan(1_000_000);
    expect(client.stats().rateLimited).toBe(0);
    await client.close();
    await settings(emu, { rate_limits: 0.2 });
  });
});
