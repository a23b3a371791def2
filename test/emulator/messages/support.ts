import { expect } from "vitest";
import type { ApiResponse, TestEmulator } from "../../helpers/emulator";
import { brandBody, campaignBody } from "../../helpers/fixtures";

export type Mode = "live" | "test";

export interface Sender {
  number: string;
  numberId: string;
  campaignId: string;
  /** The campaign's throughput_per_second as the campaigns API reports it. */
  throughput: number;
}

let areaCodes = ["415", "212", "312", "617", "206", "303", "512", "404", "305", "702"];

/**
 * A number that may send: a verified brand (with the given trust score), a campaign approved by
 * every carrier through the control API, and a bought number associated with it — all through
 * the public API of the numbers and registration engineers, in the given mode.
 */
export async function provisionSender(
  emu: TestEmulator,
  opts: {
    mode?: Mode;
    trustScore?: number;
    useCase?: string;
    approve?: boolean;
    campaign?: Record<string, unknown>;
  } = {},
): Promise<Sender> {
  const key = opts.mode ?? "live";
  const brand = await emu.api("POST", "/v1/brands", { key, body: brandBody() });
  expect(brand.status, brand.text).toBe(201);
  const verified = await emu.control("POST", `/control/brands/${brand.body.id}/decision`, {
    outcome: "verify",
    trust_score: opts.trustScore ?? 80,
  });
  expect(verified.status, verified.text).toBe(200);
  const campaign = await emu.api("POST", "/v1/campaigns", {
    key,
    body: campaignBody(brand.body.id, { use_case: opts.useCase ?? "CUSTOMER_CARE", ...opts.campaign }),
  });
  expect(campaign.status, campaign.text).toBe(201);
  if (opts.approve !== false) {
    const approved = await emu.control("POST", `/control/campaigns/${campaign.body.id}/decision`, { outcome: "approve" });
    expect(approved.status, approved.text).toBe(200);
  }
  const areaCode = areaCodes[0]!;
  areaCodes = [...areaCodes.slice(1), areaCode];
  const search = await emu.api("GET", `/v1/numbers/available?area_code=${areaCode}&limit=5`, { key });
  expect(search.status, search.text).toBe(200);
  let bought: any;
  for (const candidate of search.body.data) {
    const r = await emu.api("POST", "/v1/numbers", {
      key,
      body: { number: candidate.number, campaign_id: campaign.body.id },
    });
    if (r.status === 201) {
      bought = r.body;
      break;
    }
  }
  expect(bought, "bought a number").toBeDefined();
  const c = await emu.api("GET", `/v1/campaigns/${campaign.body.id}`, { key });
  return {
    number: bought.number,
    numberId: bought.id,
    campaignId: campaign.body.id,
    throughput: c.body.throughput_per_second ?? 0,
  };
}

/** The emulator clock now, in ms. */
export async function emulatorNow(emu: TestEmulator): Promise<number> {
  const r = await emu.control("GET", "/control/clock");
  return Date.parse(r.body.now);
}

/**
 * Advances the emulator clock to an absolute emulator time (ms or ISO), so that a check keyed to
 * "k seconds after the message was created" holds however much real time the test itself took.
 * The emulator clock also runs in real time, so on a loaded machine the target may already be past:
 * then nothing moves and it returns false, and the caller skips that sample (the exact timestamps
 * on the messages and events carry the rule either way).
 */
export async function advanceTo(emu: TestEmulator, at: number | string): Promise<boolean> {
  const target = typeof at === "string" ? Date.parse(at) : at;
  const now = await emulatorNow(emu);
  if (target - now < 50) return false;
  await emu.advance((target - now) / 1000);
  return true;
}

export async function send(emu: TestEmulator, body: Record<string, unknown>, opts: { mode?: Mode } = {}) {
  return emu.api("POST", "/v1/messages", { key: opts.mode ?? "live", body });
}

export async function getMessage(emu: TestEmulator, id: string, mode: Mode = "live") {
  const r = await emu.api("GET", `/v1/messages/${id}`, { key: mode });
  expect(r.status, r.text).toBe(200);
  return r.body;
}

/** Every page of GET /v1/messages with the given query. */
export async function listAll(emu: TestEmulator, query: string, mode: Mode = "live"): Promise<any[]> {
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const sep = query ? "&" : "";
    const r: ApiResponse = await emu.api("GET", `/v1/messages?${query}${sep}limit=100${cursor ? `&cursor=${cursor}` : ""}`, {
      key: mode,
    });
    expect(r.status, r.text).toBe(200);
    out.push(...r.body.data);
    cursor = r.body.next_cursor;
  } while (cursor);
  return out;
}

/** A recipient that is delivered (no outcome suffix), distinct per call. */
let seq = 1000;
export function recipient(): string {
  seq++;
  return `+1312555${String(seq).padStart(4, "0")}`;
}

/** Every event about one message (data.id), oldest first, read through GET /v1/events. */
export async function eventsFor(emu: TestEmulator, messageId: string, mode: Mode = "live"): Promise<any[]> {
  const all: any[] = [];
  let cursor: string | null = null;
  do {
    const r: ApiResponse = await emu.api("GET", `/v1/events?limit=100${cursor ? `&cursor=${cursor}` : ""}`, { key: mode });
    expect(r.status, r.text).toBe(200);
    all.push(...r.body.data);
    cursor = r.body.next_cursor;
  } while (cursor);
  return all
    .filter((e) => e.data?.id === messageId)
    .sort((a, b) => (a.occurred_at < b.occurred_at ? -1 : a.occurred_at > b.occurred_at ? 1 : 0));
}

export async function inbound(
  emu: TestEmulator,
  body: { from: string; to: string; body?: string; media_urls?: string[]; mode?: Mode },
  accountId = emu.emu.accountId,
) {
  return emu.control("POST", `/control/accounts/${accountId}/inbound-messages`, body);
}
