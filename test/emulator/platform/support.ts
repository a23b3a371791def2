import { expect } from "vitest";
import type { KeyPair } from "../../../emulator/index";
import type { ApiResponse, TestEmulator } from "../../helpers/emulator";

/** Shared assertions and setup for the platform suite (issue 3). */

const RATE_HEADERS = ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset"] as const;

/** Spec 8: every response carries the three RateLimit headers, each a non-negative integer. */
export function expectRateHeaders(res: Pick<ApiResponse, "headers" | "status">): void {
  for (const h of RATE_HEADERS) {
    expect(res.headers[h], `${h} on a ${res.status}`).toMatch(/^[0-9]+$/);
  }
  expect(Number(res.headers["ratelimit-reset"]), "RateLimit-Reset is delta seconds").toBeGreaterThanOrEqual(1);
}

const ERROR_FIELDS = new Set(["code", "message", "request_id", "param", "details"]);

/** The one error shape (schema/common.ts ErrorBody), its headers, and never a redirect. */
export function expectError(res: ApiResponse, status: number, code: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(Object.keys(res.body ?? {})).toEqual(["error"]);
  const err = res.body.error;
  expect(err.code, res.text).toBe(code);
  expect(typeof err.message).toBe("string");
  expect(err.message.length).toBeGreaterThan(0);
  expect(err.request_id).toMatch(/^req_[A-Za-z0-9]+$/);
  expect(res.headers["request-id"]).toBe(err.request_id);
  for (const k of Object.keys(err)) expect(ERROR_FIELDS.has(k), `unexpected error field ${k}`).toBe(true);
  expect(res.headers.location).toBeUndefined();
  expectRateHeaders(res);
}

export interface Account {
  accountId: string;
  live: KeyPair;
  test: KeyPair;
}

/** A fresh account through the control API (no service request: its rate windows are untouched). */
export async function newAccount(t: TestEmulator, name = "extra"): Promise<Account> {
  const r = await t.control("POST", "/control/accounts", { name });
  expect(r.status, r.text).toBe(201);
  return { accountId: r.body.account_id, live: r.body.keys.live, test: r.body.keys.test };
}

/** Creates a key with the given scopes; returns the pair and the create response body. */
export async function createKey(
  t: TestEmulator,
  scopes: string[],
  as: "live" | "test" | KeyPair = "live",
  extra: Record<string, unknown> = {},
): Promise<KeyPair & { body: any }> {
  const r = await t.api("POST", "/v1/keys", { key: as, body: { scopes, ...extra } });
  expect(r.status, r.text).toBe(201);
  return { id: r.body.id, secret: r.body.secret, body: r.body };
}

export async function keyCounters(t: TestEmulator, accountId: string): Promise<Map<string, any>> {
  const r = await t.control("GET", `/control/accounts/${accountId}/keys`);
  expect(r.status, r.text).toBe(200);
  return new Map(r.body.data.map((k: any) => [k.id, k]));
}

export async function clockNow(t: TestEmulator): Promise<number> {
  const r = await t.control("GET", "/control/clock");
  return Date.parse(r.body.now);
}

/** Fills {param} placeholders so the route matches (the object need not exist). */
export function concretePath(path: string): string {
  return path.replace(/\{[a-z_]+\}/g, "nonexistent_0");
}

/** A deterministic PRNG for fuzzing: a failing run is reproducible from its seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Rate windows are one second of emulator time, which also moves with real time. A sequence
 * whose expected outcome needs one window runs on a fresh account (its window opens with the
 * first request) and counts only when it finished within a second; otherwise it runs again on
 * another fresh account. No timing is asserted: a slow machine only costs attempts.
 */
export async function inOneWindow<T>(
  t: TestEmulator,
  run: (account: Account) => Promise<T>,
  attempts = 6,
): Promise<{ result: T; account: Account; exact: boolean; elapsedMs: number }> {
  let last: { result: T; account: Account; exact: boolean; elapsedMs: number } | undefined;
  for (let i = 0; i < attempts; i++) {
    const account = await newAccount(t, `window-${i}`);
    const t0 = performance.now();
    const result = await run(account);
    const elapsedMs = performance.now() - t0;
    last = { result, account, exact: elapsedMs < 1000, elapsedMs };
    if (last.exact) return last;
  }
  return last!;
}
