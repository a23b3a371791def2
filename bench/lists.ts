// Issue 20 items 1 and 4: list latency at 100 and at 30,000 objects per collection, in one run on
// one emulator process (rate limits off), and what each stored object costs in memory.
import { performance } from "node:perf_hooks";
import { progress, round, Samples, settings } from "./common";
import { EmulatorProcess, type KeyPair } from "./emulator";

/** Runs fn(0..n-1) with `concurrency` calls in flight. */
async function parallel(n: number, concurrency: number, fn: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, n) }, async () => {
      while (next < n) await fn(next++);
    }),
  );
}

/** The i-th US local number the fill buys: exchanges 720 to 799 of area code 415, none of them N11 or 555. */
const numberAt = (i: number) => `+1415${720 + Math.floor(i / 10_000)}${String(i % 10_000).padStart(4, "0")}`;

/**
 * Fills an account: `keys` API keys, `numbers` phone numbers, and `messages` inbound messages
 * (each one message and one message.received event). Returns the secrets of the keys it made.
 */
export class Filler {
  private receiver: string | undefined;
  readonly keys: KeyPair[] = [];

  /** Numbers are bought from the firstNumber-th of numberAt on: give each account its own range. */
  constructor(
    private readonly emu: EmulatorProcess,
    private readonly key: KeyPair,
    private readonly accountId: string,
    private numberIndex = 0,
  ) {}

  async fill(target: { keys: number; numbers: number; messages: number }, have: typeof target): Promise<void> {
    const key = this.key;
    await parallel(target.keys - have.keys, 16, async () => {
      const k = await this.emu.must<KeyPair>("POST", "/v1/keys", key, { scopes: ["numbers:read", "messages:read"] });
      this.keys.push({ id: k.id, secret: k.secret });
    });
    await parallel(target.numbers - have.numbers, 16, async () => {
      for (;;) {
        const r = await this.emu.api<{ number: string }>("POST", "/v1/numbers", key, { number: numberAt(this.numberIndex++) });
        if (r.status === 201) {
          this.receiver ??= r.body.number;
          return;
        }
        if (r.status !== 409) throw new Error(`buying a number: HTTP ${r.status} ${JSON.stringify(r.body)}`);
      }
    });
    const path = `/control/accounts/${this.accountId}/inbound-messages`;
    await parallel(target.messages - have.messages, 16, async (i) => {
      await this.emu.control("POST", path, { mode: "live", from: "+12065550100", to: this.receiver, body: `hello ${i}` });
    });
  }
}

const PATHS = { keys: "/v1/keys", messages: "/v1/messages", events: "/v1/events", numbers: "/v1/numbers" } as const;
type Collection = keyof typeof PATHS;

/** The cursor format is the emulator's own (emulator/paginate.ts): the bench uses it to start deep. */
const cursorAfter = (id: string) => Buffer.from(`after:${id}`).toString("base64url");

/** p50s of two GETs timed turn about, so that both see the same process and machine state. */
async function p50s(emu: EmulatorProcess, a: [KeyPair, string], b: [KeyPair, string], requests: number) {
  const samples = [new Samples(), new Samples()];
  for (let i = 0; i < requests + 20; i++) {
    for (const [j, [key, path]] of [a, b].entries()) {
      const t0 = performance.now();
      const r = await emu.api("GET", path, key);
      if (r.status !== 200) throw new Error(`GET ${path}: HTTP ${r.status}`);
      if (i >= 20) samples[j]!.add(performance.now() - t0); // the first 20 warm up
    }
  }
  return samples.map((s) => s.summary().p50) as [number, number];
}

export async function listsSection() {
  const big = settings.lists.objects;
  const requests = settings.lists.requests;
  const emu = await EmulatorProcess.start();
  try {
    await emu.setRateLimits("off");
    // Two accounts of one emulator: lists are per account and mode, so one holds 100 objects per
    // collection and the other `big`; their GETs alternate.
    const small = { key: emu.primary.keys.live, id: emu.primary.accountId };
    const other = await emu.newAccount("big");
    const large = { key: other.keys.live, id: other.accountId };
    // Each account starts with 2 bootstrap keys.
    const smallTarget = { keys: 98, numbers: 100, messages: 100 };
    await new Filler(emu, small.key, small.id, 700_000).fill(smallTarget, { keys: 0, numbers: 0, messages: 0 });
    const largeFiller = new Filler(emu, large.key, large.id);
    const firstHundred = { keys: 98, numbers: 100, messages: 100 };
    await largeFiller.fill(firstHundred, { keys: 0, numbers: 0, messages: 0 });
    // A deep cursor: the 31st-oldest object, so that the page after it is full at either size.
    const deep = async (key: KeyPair, path: string) => {
      const all = await emu.must<{ data: { id: string }[] }>("GET", `${path}?limit=100`, key);
      return cursorAfter(all.data[all.data.length - 31]!.id);
    };
    const cursors: Record<string, [string, string]> = {};
    for (const [c, path] of Object.entries(PATHS)) {
      cursors[c] = [await deep(small.key, path), await deep(large.key, path)];
    }
    const memBefore = await emu.memory();
    progress(`lists: filling one account to ${big} keys, numbers, messages and events`);
    const t0 = performance.now();
    await largeFiller.fill({ keys: big - 2, numbers: big, messages: big }, firstHundred);
    const fillSeconds = (performance.now() - t0) / 1000;
    const memAfter = await emu.memory();
    progress(`lists: p50 of ${requests} GETs per list, 100 and ${big} objects turn about`);
    const atSmall: Record<string, { first_page_ms: number; deep_cursor_ms: number }> = {};
    const atBig: typeof atSmall = {};
    for (const [c, path] of Object.entries(PATHS)) {
      const first = await p50s(emu, [small.key, `${path}?limit=20`], [large.key, `${path}?limit=20`], requests);
      const [cs, cl] = cursors[c]!;
      const deepP50 = await p50s(
        emu,
        [small.key, `${path}?limit=20&cursor=${cs}`],
        [large.key, `${path}?limit=20&cursor=${cl}`],
        requests,
      );
      atSmall[c] = { first_page_ms: first[0], deep_cursor_ms: deepP50[0] };
      atBig[c] = { first_page_ms: first[1], deep_cursor_ms: deepP50[1] };
    }
    const ratios: Record<string, { first_page: number; deep_cursor: number }> = {};
    for (const c of Object.keys(PATHS) as Collection[]) {
      ratios[c] = {
        first_page: round(atBig[c]!.first_page_ms / atSmall[c]!.first_page_ms, 2),
        deep_cursor: round(atBig[c]!.deep_cursor_ms / atSmall[c]!.deep_cursor_ms, 2),
      };
    }
    const added = 4 * (big - 100);
    const worst = Math.max(...Object.values(ratios).flatMap((r) => [r.first_page, r.deep_cursor]));
    return {
      setup:
        "one emulator process, rate limits off, two accounts (100 and N objects per collection); keys by POST " +
        "/v1/keys, numbers by POST /v1/numbers, messages by the control API's inbound messages (each also records a " +
        "message.received event); sequential GETs with limit=20, the two accounts' requests alternating; deep " +
        "cursor = the page after the 31st-oldest object",
      objects_small: 100,
      objects_big: big,
      requests_per_figure: requests,
      at_small: atSmall,
      at_big: atBig,
      ratio_big_to_small: ratios,
      worst_ratio: worst,
      goal_ratio: 1.5,
      goal_met: worst <= 1.5,
      fill_seconds: round(fillSeconds, 1),
      memory: {
        rss_before_fill_mb: memBefore?.rssMb,
        rss_after_fill_mb: memAfter?.rssMb,
        objects_added: added,
        bytes_per_object:
          memBefore && memAfter ? Math.round(((memAfter.rssMb - memBefore.rssMb) * 1024 * 1024) / added) : null,
        goal_bytes_per_object: 4096,
        note: "RSS growth over the fill divided by the objects added (keys, numbers, messages, events): an upper bound",
      },
    };
  } finally {
    await emu.close();
  }
}
