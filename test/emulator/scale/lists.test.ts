import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, TestEmulator } from "../../helpers/emulator";
import { provisionSender, type Sender } from "../messages/support";

// Lists are served from ordered collections (emulator/ordered.ts): these tests pin the wire
// behaviour that must not change with that: order, cursors, has_more and filters.

let t: TestEmulator;
let sender: Sender;

async function all(path: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const sep = path.includes("?") ? "&" : "?";
    const r: ApiResponse = await t.api("GET", `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(r.status, r.text).toBe(200);
    ids.push(...r.body.data.map((x: { id: string }) => x.id));
    expect(r.body.has_more).toBe(r.body.next_cursor !== null);
    if (!r.body.has_more) return ids;
    cursor = r.body.next_cursor;
  }
}

async function inbound(from: string, body: string) {
  const r = await t.control("POST", `/control/accounts/${t.emu.accountId}/inbound-messages`, {
    mode: "live",
    from,
    to: sender.number,
    body,
  });
  expect(r.status, r.text).toBe(201);
  return r.body as { id: string; created_at: string };
}

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  sender = await provisionSender(t);
});
afterAll(() => t.close());

describe("lists in cursor order", () => {
  it("spec 4: keys page newest first, ties by id, and a cursor survives inserts before and after it", async () => {
    const made: { id: string; created_at: string }[] = [];
    for (let i = 0; i < 23; i++) {
      const r = await t.api("POST", "/v1/keys", { body: { name: `k${i}`, scopes: ["messages:read"] } });
      expect(r.status, r.text).toBe(201);
      made.push(r.body);
    }
    const whole = await t.api("GET", "/v1/keys?limit=100");
    const expected = [...whole.body.data].sort(
      (a: { id: string; created_at: string }, b: { id: string; created_at: string }) =>
        b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1),
    );
    expect(whole.body.data.map((k: { id: string }) => k.id)).toEqual(expected.map((k) => k.id));
    expect(await all("/v1/keys", 4)).toEqual(expected.map((k) => k.id));

    // Page 1, then new keys arrive, then page 2 continues right after page 1's last key.
    const first = await t.api("GET", "/v1/keys?limit=5");
    for (let i = 0; i < 3; i++) await t.api("POST", "/v1/keys", { body: { scopes: ["messages:read"] } });
    const second = await t.api("GET", `/v1/keys?limit=5&cursor=${first.body.next_cursor}`);
    expect([...first.body.data, ...second.body.data].map((k: { id: string }) => k.id)).toEqual(
      expected.slice(0, 10).map((k) => k.id),
    );
  });

  it("spec 5.5: the status filter pages revoked keys only, and refuses a cursor of a key it does not list", async () => {
    const created = await t.api("POST", "/v1/keys", { body: { scopes: ["messages:read"] } });
    const revokedIds: string[] = [];
    const keys = await t.api("GET", "/v1/keys?limit=100&status=active");
    for (const k of keys.body.data.slice(2, 8)) {
      const r = await t.api("POST", `/v1/keys/${k.id}/revoke`);
      expect(r.status, r.text).toBe(200);
      revokedIds.push(k.id);
    }
    expect(await all("/v1/keys?status=revoked", 4)).toEqual(revokedIds);
    const page = await t.api("GET", "/v1/keys?limit=1&status=active");
    const bad = await t.api("GET", `/v1/keys?status=revoked&cursor=${page.body.next_cursor}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_cursor");
    expect(created.status).toBe(201);
  });

  it("spec 4: messages of the same millisecond list in reverse order of creation; filters page through indexes", async () => {
    const sent: { id: string; created_at: string; from: string }[] = [];
    for (let i = 0; i < 30; i++) {
      const from = i % 3 === 0 ? "+14155550101" : "+14155550102";
      sent.push({ ...(await inbound(from, `hello ${i}`)), from });
    }
    const newestFirst = sent
      .map((m, i) => ({ ...m, i }))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.i - a.i)
      .map((m) => m.id);
    const listed = await all("/v1/messages?direction=inbound", 7);
    expect(listed).toEqual(newestFirst);
    const fromA = newestFirst.filter((id) => sent.find((m) => m.id === id)!.from === "+14155550101");
    expect(await all("/v1/messages?from=%2B14155550101", 3)).toEqual(fromA);
    // A time window is a range of the ordered list: created_after inclusive, created_before exclusive.
    const mid = sent[15]!.created_at;
    const before = await all(`/v1/messages?direction=inbound&created_before=${encodeURIComponent(mid)}`, 6);
    expect(before).toEqual(newestFirst.filter((id) => sent.find((m) => m.id === id)!.created_at < mid));
    const after = await all(`/v1/messages?direction=inbound&created_after=${encodeURIComponent(mid)}`, 6);
    expect(after).toEqual(newestFirst.filter((id) => sent.find((m) => m.id === id)!.created_at >= mid));
  });

  it("spec 6: events list newest occurred_at first, by type, with the same cursor rules", async () => {
    const events = await all("/v1/events?type=message.received", 5);
    const whole = await t.api("GET", "/v1/events?limit=100&type=message.received");
    expect(events).toEqual(whole.body.data.map((e: { id: string }) => e.id));
    expect(events.length).toBeGreaterThanOrEqual(30);
    const times = whole.body.data.map((e: { occurred_at: string }) => e.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
    const other = await t.api("GET", "/v1/events?limit=1&type=number.released");
    expect(other.body.data).toEqual([]);
    const page = await t.api("GET", "/v1/events?limit=1&type=message.received");
    const mismatch = await t.api("GET", `/v1/events?type=message.sent&cursor=${page.body.next_cursor}`);
    expect(mismatch.status).toBe(400);
  });
});
