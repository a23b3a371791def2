import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { mixedLoad } from "./load";

/**
 * Every request is answered under load: valid and malformed requests mixed over many keep-alive
 * connections, each sent the moment the previous answer arrived (the server may not yet have seen
 * its own response finish), some pipelined behind a valid one. LOAD_REQUESTS (default 6,000) and
 * LOAD_SEED pick the run; loopback only.
 */

const COUNT = Number(process.env.LOAD_REQUESTS ?? 6_000);
const SEED = Number(process.env.LOAD_SEED ?? 20261127);
const CONNECTIONS = 16;

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
});
afterAll(async () => t?.close());

describe("spec 7, 8 every request answered under a sustained mixed load", () => {
  it(`spec 7, 8: ${COUNT} mixed requests over ${CONNECTIONS} keep-alive connections (seed ${SEED}): none unanswered, every error in the one shape`, async () => {
    const report = await mixedLoad(t, t.emu.keys.live, { seed: SEED, requests: COUNT, connections: CONNECTIONS });
    process.stderr.write(`load: ${JSON.stringify({ ...report, failures: report.failures.length })}\n`);
    expect(report.failures.slice(0, 20)).toEqual([]);
    expect(report.answered).toBe(report.requests);
    expect(report.requests).toBeGreaterThanOrEqual(COUNT);
    const alive = await t.api("GET", "/v1/me");
    expect(alive.status).toBe(200);
  }, 120_000);
});
