import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clientOf, EmulatorProcess, type StartLine } from "../../helpers/emulatorProcess";
import { brandBody } from "../../helpers/fixtures";
import { Receiver } from "../webhooks/support";

// `msgform emulator --state-dir` as users run it: real child processes, real signals.

const running: EmulatorProcess[] = [];
let dir: string;
let receiver: Receiver;

async function start(): Promise<{ p: EmulatorProcess; line: StartLine; c: ReturnType<typeof clientOf> }> {
  const p = EmulatorProcess.spawn(["--state-dir", dir, "--port", "0"]);
  running.push(p);
  const line = await p.line();
  return { p, line, c: clientOf(line) };
}

beforeAll(async () => {
  receiver = await Receiver.start();
});
afterAll(() => receiver.close());
afterEach(async () => {
  for (const p of running.splice(0)) await p.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("emulator --state-dir", () => {
  it("spec 5: after SIGTERM and a restart, objects, the clock, old secrets, a pending delivery and a brand review are all there", async () => {
    dir = mkdtempSync(join(tmpdir(), "msgform-state-"));
    const first = await start();
    const boot = { id: first.line.keys.live.id, secret: first.line.keys.live.secret! };
    const key = await first.c.api(boot, "POST", "/v1/keys", { name: "ci", scopes: ["numbers:read"] });
    expect(key.status, key.text).toBe(201);
    await first.c.control("POST", "/control/clock/advance", { seconds: 3600 });
    const clockBefore = (await first.c.control("GET", "/control/clock")).body.offset_ms;
    const brand = await first.c.api(boot, "POST", "/v1/brands", brandBody());
    expect(brand.status, brand.text).toBe(201);
    receiver.status = 500;
    const ep = await first.c.api(boot, "POST", "/v1/webhook_endpoints", {
      url: receiver.url,
      enabled_events: ["number.released"],
    });
    expect(ep.status, ep.text).toBe(201);
    const found = await first.c.api(boot, "GET", "/v1/numbers/available?area_code=415&limit=1");
    const bought = await first.c.api(boot, "POST", "/v1/numbers", { number: found.body.data[0].number });
    expect(bought.status, bought.text).toBe(201);
    expect((await first.c.api(boot, "DELETE", `/v1/numbers/${bought.body.id}`)).status).toBe(200);
    await receiver.waitFor(1);
    const events = await first.c.api(boot, "GET", "/v1/events?type=number.released");
    const eventId = events.body.data[0].id;
    const statusOf = async (c: typeof first.c) =>
      (await c.api(boot, "GET", `/v1/events/${eventId}`)).body.deliveries[0].status as string;
    while ((await statusOf(first.c)) !== "awaiting_retry") await sleep(50);
    await first.c.close();
    expect(await first.p.kill("SIGTERM")).toEqual({ code: 0, signal: null });

    receiver.status = 200;
    const second = await start();
    expect(second.line.restored).toBe(true);
    expect(second.line.account_id).toBe(first.line.account_id);
    expect(second.line.keys.live).toEqual({ id: boot.id, secret: null });
    expect(second.line.ca_file).toBe(join(dir, "ca.pem"));
    // Secrets are stored hashed and still verify; the one created before the restart too.
    expect((await second.c.api(boot, "GET", "/v1/me")).status).toBe(200);
    expect((await second.c.api(key.body, "GET", "/v1/numbers")).status).toBe(200);
    const brands = await second.c.api(boot, "GET", "/v1/brands");
    expect(brands.body.data.map((b: { id: string }) => b.id)).toEqual([brand.body.id]);
    expect(brands.body.data[0].status).toBe("PENDING");
    const eps = await second.c.api(boot, "GET", "/v1/webhook_endpoints");
    expect(eps.body.data.map((e: { id: string }) => e.id)).toEqual([ep.body.id]);
    expect((await second.c.control("GET", "/control/clock")).body.offset_ms).toBe(clockBefore);
    // The failed first attempt left a retry waiting: it survived, and runs after the restart.
    expect(await statusOf(second.c)).toBe("awaiting_retry");
    await second.c.control("POST", "/control/clock/advance", { seconds: 15 });
    await receiver.waitFor(2);
    while ((await statusOf(second.c)) === "awaiting_retry" || (await statusOf(second.c)) === "pending") await sleep(50);
    expect(await statusOf(second.c)).toBe("delivered");
    expect(receiver.requests[1]!.headers["svc-event-id"]).toBe(eventId);
    // The brand's verification timer was armed again: it is decided when the clock gets there.
    await second.c.control("POST", "/control/clock/advance", { seconds: 300 });
    expect((await second.c.api(boot, "GET", `/v1/brands/${brand.body.id}`)).body.status).not.toBe("PENDING");
    await second.c.close();
  }, 60_000);

  it("a SIGKILL loses at most the flush interval, and a torn journal tail is ignored", async () => {
    dir = mkdtempSync(join(tmpdir(), "msgform-state-"));
    const first = await start();
    const boot = { id: first.line.keys.live.id, secret: first.line.keys.live.secret! };
    const key = await first.c.api(boot, "POST", "/v1/keys", { name: "before-kill", scopes: ["numbers:read"] });
    expect(key.status).toBe(201);
    // A change in place (the record is mutated, not replaced) is kept too.
    const renamed = await first.c.api(boot, "PATCH", `/v1/keys/${key.body.id}`, { name: "renamed" });
    expect(renamed.status, renamed.text).toBe(200);
    await sleep(1500); // one flush interval and then some
    await first.c.close();
    await first.p.kill("SIGKILL");
    // As if killed in the middle of writing a batch: half a line, no commit.
    appendFileSync(join(dir, "journal.ndjson"), "[\"k\",\"svc_live_k_torn\"]\t{\"id\":\"svc_li");

    const second = await start();
    expect(second.line.restored).toBe(true);
    expect((await second.c.api(key.body, "GET", "/v1/numbers")).status).toBe(200);
    const keys = await second.c.api(boot, "GET", "/v1/keys");
    expect(keys.body.data.map((k: { name: string }) => k.name)).toContain("renamed");
    // Writing goes on after the cut-off tail: a later restart reads it all.
    const after = await second.c.api(boot, "POST", "/v1/keys", { name: "after-restart", scopes: ["numbers:read"] });
    await second.c.close();
    await second.p.kill("SIGTERM");
    const third = await start();
    expect((await third.c.api(after.body, "GET", "/v1/numbers")).status).toBe(200);
    await third.c.close();
  }, 60_000);

  it("a directory from another format version is refused with one clear line", async () => {
    dir = mkdtempSync(join(tmpdir(), "msgform-state-"));
    writeFileSync(join(dir, "snapshot.ndjson"), JSON.stringify({ format: "msgform-emulator-state", version: 99 }) + "\n");
    const p = EmulatorProcess.spawn(["--state-dir", dir]);
    running.push(p);
    expect((await p.exit).code).toBe(1);
    const lines = p.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/format version 99; this msgform emulator reads format version 2/);
    expect(readFileSync(join(dir, "snapshot.ndjson"), "utf8")).toContain("\"version\":99");
  });
});
