import { mkdtempSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer, type Server } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTlsMaterial } from "../../emulator/tls";
import { RATE_GROUPS } from "../../schema/scopes";
import { createClient, InvalidResponseError } from "../../sdk";
import { accountPacer } from "../../sdk/pacing";

/**
 * A client that always ends: a service (or a proxy caching a page, or a mock inventing pages and
 * headers) that answers a list whose cursor never advances, or rate-limit headers that cannot be
 * true, must not keep msgform paging or waiting for ever. A real HTTPS server that answers exactly so.
 */

type Answer = { status?: number; headers?: Record<string, string | undefined>; body: unknown };
let server: Server;
let caPem: string;
let baseUrl: string;
const seen: string[] = [];
let answer: (req: IncomingMessage) => Answer = () => ({ body: {} });

const SANE = { "RateLimit-Limit": "100", "RateLimit-Remaining": "99", "RateLimit-Reset": "1" };

beforeAll(async () => {
  const tls = await makeTlsMaterial([]);
  caPem = tls.caPem;
  server = createServer({ cert: tls.certPem, key: tls.keyPem }, (req: IncomingMessage, res: ServerResponse) => {
    seen.push(req.url!);
    const a = answer(req);
    const headers = { "content-type": "application/json", "request-id": `req_${seen.length}`, "account-id": "acct_endless", ...SANE, ...a.headers };
    const present = Object.entries(headers).filter(([, v]) => v !== undefined);
    const sent = Object.fromEntries(present) as Record<string, string>;
    res.writeHead(a.status ?? 200, sent);
    res.end(JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `https://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function client(extra: Record<string, unknown> = {}) {
  return createClient({
    baseUrl,
    ca: caPem,
    keyId: "svc_test_endlessendlessendless0",
    keySecret: "svc_test_" + "e".repeat(40),
    retry: { maxRetries: 0 },
    ...extra,
  });
}

/** The document's own examples (schema/openapi.json) as the bodies: what a mock built from it answers. */
const doc = JSON.parse(readFileSync(join(__dirname, "..", "..", "schema", "openapi.json"), "utf8"));
const exampleOf = (path: string) => doc.paths[path].get.responses["200"].content["application/json"].example;
const key = (i: number) => ({ ...exampleOf("/v1/keys").data[0], name: `k${i}` });
const endpoint = (i: number) => ({ ...exampleOf("/v1/webhook_endpoints").data[0], description: `e${i}` });
/** A key of its own per account: the sdk learns a key's account once per process. */
const keyIdOf = (account: string) => `svc_test_${account.replace(/\W/g, "").padEnd(24, "0").slice(0, 24)}`;
const page = (data: unknown[], has_more: boolean, next_cursor: string | null) => ({ object: "list", data, has_more, next_cursor });

describe("a list that does not advance ends with an error naming the operation", () => {
  it("the same next_cursor on every page (a mock's invented page): stops after the second page", async () => {
    seen.length = 0;
    answer = () => ({ body: page([key(1)], true, "cur_same") });
    const c = client();
    const err = await c.keys.list().toArray().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as InvalidResponseError).code).toBe("pagination_stalled");
    expect((err as InvalidResponseError).operation).toBe("keys.list");
    expect((err as Error).message).toMatch(/keys\.list \(GET \/v1\/keys\) stopped after page 2: .*does not advance/);
    expect(seen.filter((u) => u.startsWith("/v1/keys"))).toHaveLength(2);
    await c.close();
  });

  it("cursors that come round again (A, B, A): stops when the repeat is given", async () => {
    seen.length = 0;
    answer = (req) => {
      const cursor = new URL(req.url!, baseUrl).searchParams.get("cursor");
      return { body: page([endpoint(seen.length)], true, cursor === "cur_A" ? "cur_B" : "cur_A") };
    };
    const c = client();
    const items: unknown[] = [];
    const err = await (async () => {
      for await (const k of c.webhooks.list()) items.push(k);
    })().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as Error).message).toMatch(/webhooks\.list .*already given by an earlier page/);
    expect(items).toHaveLength(3);
    await c.close();
  });

  it("has_more without a next_cursor: an error, not a listing cut short in silence", async () => {
    answer = () => ({ body: page([key(1)], true, null) });
    const c = client();
    const err = await c.keys.list().toArray().catch((e: unknown) => e);
    expect((err as InvalidResponseError).code).toBe("pagination_stalled");
    expect((err as Error).message).toMatch(/has_more but gives no next_cursor/);
    await c.close();
  });

  it("a list that ends (has_more false) and one started from a cursor still page as before", async () => {
    answer = (req) => {
      const cursor = new URL(req.url!, baseUrl).searchParams.get("cursor");
      return { body: cursor === null ? page([key(1)], true, "cur_2") : cursor === "cur_2" ? page([key(2)], true, "cur_3") : page([key(3)], false, null) };
    };
    const c = client();
    expect(await c.keys.list().toArray()).toHaveLength(3);
    expect(await c.keys.list({ cursor: "cur_2" }).toArray()).toHaveLength(2);
    await c.close();
  });
});

describe("spec 8: rate-limit headers that cannot be true are ignored, traced, and the spec's limits used", () => {
  const me = exampleOf("/v1/me");

  it.each([
    ["negative", { "RateLimit-Limit": "-5", "RateLimit-Remaining": "-1", "RateLimit-Reset": "-9007199254740991" }, /RateLimit-Limit=-5 \(negative\)/],
    ["non-numeric", { "RateLimit-Limit": "string", "RateLimit-Remaining": "0", "RateLimit-Reset": "soon" }, /RateLimit-Limit=string \(not a whole number\)/],
    ["absurdly large", { "RateLimit-Limit": "100", "RateLimit-Remaining": "0", "RateLimit-Reset": "9007199254740991" }, /RateLimit-Reset=9007199254740991 \(more than 3600\)/],
    ["remaining above the limit", { "RateLimit-Limit": "10", "RateLimit-Remaining": "50", "RateLimit-Reset": "1" }, /more than RateLimit-Limit=10/],
  ])("%s headers: calls go on, the trace says which were ignored, the group is paced by its spec 8 limit", async (_what, headers, said) => {
    const dir = mkdtempSync(join(tmpdir(), "msgform-endless-"));
    const file = join(dir, "trace.log");
    const before = process.env.MSGFORM_LOG_FILE;
    process.env.MSGFORM_LOG_FILE = file;
    const account = `acct_${_what.replace(/\W/g, "")}`;
    answer = () => ({ headers: { ...headers, "account-id": account }, body: { ...me, account_id: account } });
    const observed: (string[] | undefined)[] = [];
    const onAttempt = (a: { rateLimitIgnored?: string[] }) => observed.push(a.rateLimitIgnored);
    const c = client({ keyId: keyIdOf(account), onAttempt });
    if (before === undefined) delete process.env.MSGFORM_LOG_FILE;
    else process.env.MSGFORM_LOG_FILE = before;
    for (let i = 0; i < 5; i++) await c.me.get();
    await c.close();
    const trace = readFileSync(file, "utf8");
    expect(trace).toMatch(said);
    expect(trace).toMatch(/rate_limit_headers_ignored=".*" paced_by=spec_limits/);
    expect(observed.every((o) => o && o.length > 0)).toBe(true);
    const stats = accountPacer(baseUrl, account, { windowMs: 1000, marginMs: 0 }).stats().reads!;
    expect(stats.limit).toBe(RATE_GROUPS.reads.limit);
    expect(stats.pausedForMs).toBeLessThanOrEqual(1000);
  });

  it("a 429 whose Retry-After is absurd fails the call at once and does not pause the group for it", async () => {
    const account = "acct_retryafter";
    let n = 0;
    answer = () =>
      n++ === 0
        ? { status: 429, headers: { "Retry-After": "99999999", "account-id": account }, body: { error: { code: "rate_limited", message: "slow down", request_id: "req_1" } } }
        : { headers: { "account-id": account }, body: { ...me, account_id: account } };
    const c = client({ keyId: keyIdOf(account) });
    const err = await c.me.get().catch((e: unknown) => e);
    expect((err as { code?: string }).code).toBe("rate_limited");
    const stats = accountPacer(baseUrl, account, { windowMs: 1000, marginMs: 0 }).stats().reads!;
    expect(stats.pausedForMs).toBeLessThanOrEqual(1000);
    expect((await c.me.get()).account_id).toBe(account);
    await c.close();
  });
});
