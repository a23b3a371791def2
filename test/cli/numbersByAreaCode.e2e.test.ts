// Phone numbers declared by area code, applied by the built CLI as a child process against the
// emulator: they converge in one apply. The service's search offers every caller the same first
// matches and has no cursor (spec 1: search and buy numbers; docs/decisions.md), so the apply shares
// the matches out among its declarations and moves one whose match someone else bought to the next.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import type { KeyPair } from "../../emulator/index";
import { TestEmulator } from "../helpers/emulator";
import { acmeRegistration } from "./support/fixture";
import { cliEnv, msgform } from "./run";

let t: TestEmulator;
let dir: string;

beforeAll(async () => {
  t = await TestEmulator.start();
  dir = mkdtempSync(join(tmpdir(), "msgform-area-codes-"));
});
afterAll(async () => t?.close());

interface Account {
  accountId: string;
  key: KeyPair;
}

/** A fresh account (control API), so what the apply bought can be counted exactly. */
async function newAccount(name: string): Promise<Account> {
  const r = await t.control("POST", "/control/accounts", { name });
  expect(r.status, r.text).toBe(201);
  return { accountId: r.body.account_id, key: r.body.keys.live };
}

interface Owned {
  id: string;
  number: string;
  area_code: string;
  campaign_id: string | null;
}

async function numbersOf(key: KeyPair): Promise<Owned[]> {
  const out: Owned[] = [];
  for (let cursor: string | null = null; ;) {
    const r = await t.api("GET", `/v1/numbers?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key });
    expect(r.status, r.text).toBe(200);
    out.push(...(r.body.data as Owned[]));
    cursor = r.body.next_cursor as string | null;
    if (!cursor) return out;
  }
}

async function available(key: KeyPair, query: string): Promise<string[]> {
  const r = await t.api("GET", `/v1/numbers/available?${query}`, { key });
  expect(r.status, r.text).toBe(200);
  return (r.body.data as { number: string }[]).map((n) => n.number);
}

function writeConfig(name: string, config: Record<string, unknown>): string {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, stringify({ version: 1, ...config }));
  return file;
}

const env = (a: Account) => cliEnv({ ...t.emu, keys: { live: a.key } });

/** `count` number declarations with the same search criteria. */
function numbers(count: number, declaration: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`n${String(i + 1).padStart(3, "0")}`, { ...declaration }]));
}

/** The brand and campaign of the CLI's fixture, the campaign with number_pool (more than 49 numbers). */
function brandAndPooledCampaign(): Record<string, unknown> {
  const { brands, campaigns } = acmeRegistration();
  return { brands, campaigns: { alerts: { ...campaigns.alerts, numberPool: true } } };
}

describe("msgform apply: numbers declared by area code converge in one run (spec 1)", () => {
  it("spec 1: 200 numbers { areaCode: 212, campaign } on a fresh account: one apply, 0 failures, 200 distinct numbers attached", async () => {
    const a = await newAccount("two-hundred");
    const config = writeConfig("two-hundred", {
      ...brandAndPooledCampaign(),
      phone_numbers: numbers(200, { areaCode: "212", campaign: "alerts" }),
    });
    const r = await msgform(["apply", config, "--yes"], env(a));
    expect(r.code, r.stderr).toBe(0);
    const owned = await numbersOf(a.key);
    expect(owned).toHaveLength(200);
    expect(new Set(owned.map((n) => n.number)).size).toBe(200);
    expect(owned.every((n) => n.area_code === "212")).toBe(true);
    const campaigns = new Set(owned.map((n) => n.campaign_id));
    expect(campaigns.size).toBe(1);
    expect([...campaigns][0]).toMatch(/^cmp_/);
    const again = await msgform(["plan", config, "--detailed-exitcode"], env(a));
    expect(again.code, again.stdout + again.stderr).toBe(0);
  });

  it("spec 1: matches someone else buys between the apply's search and its buys move those declarations to the next matches, same run", async () => {
    const a = await newAccount("raced");
    const rival = await newAccount("rival");
    const first = await available(a.key, "area_code=646&limit=6");
    // The apply's first buy is held (a latency fault on its account; the sdk sends a group's first
    // request alone), and meanwhile a rival buys the three matches the apply's search handed out.
    const fault = await t.control("POST", "/control/faults", {
      target: "numbers.buy", kind: "latency", latency_ms: 3000, probability: 1, account_id: a.accountId, max_count: 3,
    });
    expect(fault.status, fault.text).toBe(201);
    const config = writeConfig("raced", { phone_numbers: numbers(3, { areaCode: "646" }) });
    const applying = msgform(["apply", config, "--yes"], env(a));
    const held = async () => (await t.control("GET", "/control/faults")).body.data[0].count as number;
    await expect.poll(held, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    for (const number of first.slice(0, 3)) {
      const bought = await t.api("POST", "/v1/numbers", { key: rival.key, body: { number } });
      expect(bought.status, bought.text).toBe(201);
    }
    const r = await applying;
    await t.control("DELETE", "/control/faults");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/FAILED|run again/);
    expect((await numbersOf(a.key)).map((n) => n.number).sort()).toEqual(first.slice(3, 6).sort());
  });

  it("spec 1 (decided): criteria with fewer matches than declarations: one number bought, the rest fail with one clear error naming the criteria", async () => {
    const a = await newAccount("exhausted");
    // Seven digits placed in the seven local digits of one area code: exactly one number matches.
    const only = await available(a.key, "area_code=415&contains=2345678&limit=50");
    expect(only).toEqual(["+14152345678"]);
    const config = writeConfig("exhausted", { phone_numbers: numbers(3, { areaCode: "415", contains: "2345678" }) });
    const r = await msgform(["apply", config, "--yes"], env(a));
    expect(r.code).not.toBe(0);
    const message = "Phone number was not bought: no number is available matching areaCode=415;contains=2345678; widen the search criteria";
    // Every failure says the same thing: the criteria, and what to do (no "run again", no list of numbers).
    expect(new Set(r.stderr.match(/Phone number was not bought[^\n]*/g))).toEqual(new Set([message]));
    expect((await numbersOf(a.key)).map((n) => n.number)).toEqual(only);
  });
});
