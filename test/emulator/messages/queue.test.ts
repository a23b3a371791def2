import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { advanceTo, listAll, provisionSender, recipient, send, type Sender } from "./support";

let emu: TestEmulator;

beforeAll(async () => {
  emu = await TestEmulator.start();
});
afterAll(async () => {
  await emu?.close();
});

/** How many of a burst of n leave in each one-second window: the i-th (from 0) leaves in window floor(i / T). */
function expectedPerWindow(n: number, throughput: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const k = Math.floor(i / throughput);
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
}

async function queuedCount(from: string): Promise<number> {
  return (await listAll(emu, `from=${encodeURIComponent(from)}&status=queued`)).length;
}

/**
 * Sends n messages at once (concurrently); returns the emulator time the burst started (the
 * creation time of its first message). The burst must arrive within its first window.
 */
async function burst(sender: Sender, n: number): Promise<number> {
  const results = await Promise.all(
    Array.from({ length: n }, (_, i) => send(emu, { from: sender.number, to: recipient(), body: `burst ${i}` })),
  );
  for (const r of results) {
    // spec 8: carrier throughput is not a rate limit: every message is accepted at once.
    expect(r.status, r.text).toBe(201);
    expect(r.body.status).toBe("queued");
  }
  const created = results.map((r) => Date.parse(r.body.created_at));
  const start = Math.min(...created);
  expect(Math.max(...created) - start, "the burst arrived within one window").toBeLessThan(1000);
  return start;
}

/**
 * When each message of a sender left its queue, relative to the burst start, as the messages
 * themselves record it: a message is handed to the carrier (sent_at) exactly 1 s after it leaves
 * the queue, on the emulator clock, so this is exact whatever the test's own real-time pace.
 */
async function departures(sender: Sender, start: number): Promise<number[]> {
  const all = await listAll(emu, `from=${encodeURIComponent(sender.number)}`);
  expect(all.every((m) => m.sent_at !== null)).toBe(true);
  return all.map((m) => Date.parse(m.sent_at) - 1000 - start).sort((a, b) => a - b);
}

function perWindow(offsets: number[]): number[] {
  const out: number[] = [];
  for (const d of offsets) out[Math.floor(d / 1000)] = (out[Math.floor(d / 1000)] ?? 0) + 1;
  return Array.from(out, (x) => x ?? 0);
}

describe("spec 8: accepted messages queue and drain at each campaign's carrier throughput", () => {
  it("spec 8: N messages at throughput T leave T per second: all have left queued within ceil(N/T) s, not before ceil(N/T)-1 s", async () => {
    const slow = await provisionSender(emu, { trustScore: 10 });
    const fast = await provisionSender(emu, { trustScore: 90 });
    const T = slow.throughput;
    expect(Number.isInteger(T) && T >= 2).toBe(true);
    expect(fast.throughput).toBeGreaterThan(20);
    const N = 2 * T + 2;
    const windows = Math.ceil(N / T);
    expect(windows).toBe(3);

    const [start, fastStart] = await Promise.all([burst(slow, N), burst(fast, 10)]);
    // Samples of the queue on the way (each skipped if the machine is too slow to catch it).
    for (let k = 0; k < windows; k++) {
      if (!(await advanceTo(emu, start + k * 1000 + 500))) continue;
      const expected = N - expectedPerWindow(N, T).slice(0, k + 1).reduce((a, b) => a + b, 0);
      expect(await queuedCount(slow.number), `queued at +${k}.5 s`).toBe(expected);
    }
    await emu.advance(windows + 5);
    expect(await queuedCount(slow.number)).toBe(0);

    // The exact schedule: T per one-second window, the last ceil(N/T) - 1 s after the first arrived.
    const slowOut = await departures(slow, start);
    expect(perWindow(slowOut)).toEqual(expectedPerWindow(N, T));
    expect(slowOut[N - 1]).toBe((windows - 1) * 1000);
    expect(slowOut.filter((d) => d >= 1000)).toEqual(slowOut.slice(T).map((_, i) => Math.floor((i + T) / T) * 1000));
    // Another campaign's queue is its own: the fast campaign's 10 all left in its first window.
    expect(perWindow(await departures(fast, fastStart))).toEqual([10]);
    expect(await listAll(emu, `from=${encodeURIComponent(slow.number)}&status=delivered`)).toHaveLength(N);
  });

  it("spec 8: a fractional throughput spreads the same way (LOW_VOLUME: 1.25 per second, 5 messages per 4 s)", async () => {
    const low = await provisionSender(emu, {
      useCase: "LOW_VOLUME",
      campaign: { sub_use_cases: ["CUSTOMER_CARE", "ACCOUNT_NOTIFICATION"] },
    });
    const T = low.throughput;
    expect(T).toBeGreaterThan(1);
    expect(T).toBeLessThan(2);
    const N = 5;
    const start = await burst(low, N);
    await emu.advance(Math.ceil(N / T) + 5);
    const out = await departures(low, start);
    expect(perWindow(out)).toEqual(expectedPerWindow(N, T));
    expect(out[N - 1]).toBe(Math.floor((N - 1) / T) * 1000);
  });

  it("spec 8: an idle queue sends at once; a queue that drained is idle again", async () => {
    const s = await provisionSender(emu, { trustScore: 10 });
    const start = await burst(s, s.throughput + 1);
    await emu.advance(5);
    expect(perWindow(await departures(s, start))).toEqual([s.throughput, 1]);
    const again = await burst(s, s.throughput);
    await emu.advance(5);
    const second = (await departures(s, again)).filter((d) => d >= 0);
    // The new burst left at once, in its first window.
    expect(perWindow(second)).toEqual([s.throughput]);
  });
});
