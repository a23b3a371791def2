// Many PhoneNumbers declared by one area code, created at once through the real dynamic-provider
// host, as the engine does with its default (unbounded) parallelism. The service's search has no
// cursor and offers the same first matches to every caller (spec 1: search and buy numbers;
// docs/decisions.md), so the Creates of one host share its matches out (provider/kinds/numberSearch.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Harness, type Res } from "./harness";

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});
afterAll(async () => h?.close());

const identity = (name: string) => ({ __identity: { project: "msgform-test", stack: "test", name } });

interface Owned {
  id: string;
  number: string;
  area_code: string;
}

async function owned(): Promise<Owned[]> {
  const out: Owned[] = [];
  for (let cursor: string | null = null; ;) {
    const r = await h.emu.api("GET", `/v1/numbers?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    out.push(...(r.body.data as Owned[]));
    cursor = r.body.next_cursor as string | null;
    if (!cursor) return out;
  }
}

/** `count` PhoneNumbers named prefix-1.. with one area code, all Created at once. */
async function createAtOnce(prefix: string, count: number, args: Record<string, unknown>): Promise<Res[]> {
  const names = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1}`);
  const settled = await Promise.allSettled(names.map((n) => h.create("PhoneNumber", n, { ...args, ...identity(n) })));
  const failed = settled.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason));
  expect(failed).toEqual([]);
  return settled.map((s) => (s as PromiseFulfilledResult<Res>).value);
}

describe("PhoneNumbers by one area code, created at once through one host (spec 1)", () => {
  const made: Res[] = [];

  it("spec 1: 40 Creates with areaCode 212 at once all succeed with distinct numbers; the account holds exactly 40", async () => {
    made.push(...(await createAtOnce("line", 40, { areaCode: "212" })));
    const numbers = made.map((r) => r.outputs.phoneNumber as string);
    expect(new Set(numbers).size).toBe(40);
    for (const n of numbers) expect(n).toMatch(/^\+1212/);
    const live = await owned();
    expect(live).toHaveLength(40);
    expect(new Set(live.map((n) => n.id))).toEqual(new Set(made.map((r) => r.id)));
  });

  it("spec 1: 70 more at once, more than one search answers (50), all succeed; the account holds 110 distinct numbers", async () => {
    made.push(...(await createAtOnce("more", 70, { areaCode: "212" })));
    const live = await owned();
    expect(live).toHaveLength(110);
    expect(new Set(live.map((n) => n.number)).size).toBe(110);
    expect(live.every((n) => n.area_code === "212")).toBe(true);
  });

  it("spec 8: Creates of five of those URNs re-issued at once by a second host adopt the numbers bought first", async () => {
    const other = await h.newHost();
    const again = made.slice(0, 5);
    const results = await Promise.all(
      again.map(async (r) => {
        const checked = await h.check("PhoneNumber", r.name, { areaCode: "212", ...identity(r.name) }, {}, other);
        return other.create(h.urn("PhoneNumber", r.name, other), checked.inputs);
      }),
    );
    expect(results.map((r) => r.id)).toEqual(again.map((r) => r.id));
    expect(results.map((r) => r.properties.phoneNumber)).toEqual(again.map((r) => r.outputs.phoneNumber));
    expect(await owned()).toHaveLength(110);
  });
});
