// The baseline: "the usual Terraform provider". The same API operations as msgform's apply, run by
// 10 parallel workers walking the dependency graph (Terraform's default -parallelism=10) over a raw
// undici client that retries with hashicorp/go-retryablehttp's defaults:
//   RetryWaitMin 1 s, RetryWaitMax 30 s, RetryMax 4 (5 attempts);
//   CheckRetry (DefaultRetryPolicy): retry connection errors, 429 and 5xx except 501; anything else
//     is final (2xx success, 4xx an error surfaced at once);
//   Backoff (DefaultBackoff): on 429 or 503 with a Retry-After in seconds, sleep exactly that;
//     otherwise min · 2^n (n = 0 for the first retry), capped at max; no jitter;
//   after the last attempt: "giving up after 5 attempt(s)", an error surfaced.
// No pacing of any kind. Idempotency keys (one per logical operation, sent on every attempt) make
// its retries safe, which is more than most providers do. A failed operation skips its dependents,
// as Terraform does.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Agent, request } from "undici";
import { sections } from "../cli/reconcile/catalog";
import { DEFAULT_CONFIGURATION, withOwner } from "../provider/ownership";
import { loadDeclarations } from "../cli/config/declarations";
import { ApiKey, Brand, Campaign, IpAllowlist, PhoneNumber, WebhookEndpoint } from "../provider/kinds";
import type { AnyKind } from "../provider/kinds/kind";
import { serviceEndpointGroups as api } from "../schema/index";
import { basic, type KeyPair } from "./emulator";
import { sleep } from "./common";

export const RETRYABLEHTTP = { waitMinMs: 1000, waitMaxMs: 30_000, retryMax: 4 } as const;

type Status = "pending" | "running" | "done" | "failed" | "skipped";

interface Op {
  label: string;
  operation: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  deps: Op[];
  dependents: Op[];
  status: Status;
  result?: Record<string, unknown>;
  error?: string;
}

export interface BaselineResult {
  seconds: number;
  operations: number;
  requests: number;
  rate_limited_429: number;
  server_errors_5xx: number;
  network_errors: number;
  /** Operations that failed after retrying (or at once on a 4xx): errors surfaced. */
  errors_surfaced: number;
  /** Operations not attempted because something they depend on failed. */
  skipped: number;
  by_operation: Record<string, number>;
  retry_wait_seconds_total: number;
  first_error?: string;
}

/** The wire body a kind sends at create for a declaration (identity marker included, as apply adds it). */
function wire(kind: AnyKind, name: string, entry: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const desired: Record<string, unknown> = { ...entry, ...extra };
  if (kind !== IpAllowlist) {
    desired.metadata = withOwner(entry.metadata as Record<string, string> | undefined, { kind: "config", configuration: DEFAULT_CONFIGURATION }, name);
  }
  return kind.toWire(kind.schema.parse(desired));
}

/**
 * The operations of a fresh apply of a config, as msgform's apply performs them (see floor.ts):
 * the live-state reads, the allowlist's read → me → replace chain, then the creates with their
 * references as dependencies.
 */
export function operations(file: string): Op[] {
  const decl = loadDeclarations([file], sections).declared;
  const ops: Op[] = [];
  const add = (op: Omit<Op, "dependents" | "status">): Op => {
    const full: Op = { ...op, dependents: [], status: "pending" };
    for (const d of op.deps) d.dependents.push(full);
    ops.push(full);
    return full;
  };
  const get = (label: string, e: { id: string; path: string }, query = "", deps: Op[] = []) =>
    add({ label, operation: e.id, method: "GET", path: () => e.path + query, deps });
  const post = (label: string, e: { id: string; method: string; path: string }, body: () => unknown, deps: Op[]) =>
    add({ label, operation: e.id, method: e.method, path: () => e.path, body, deps });

  // The refresh: what readLive lists.
  const reads = [
    get("read: me", api.me.get),
    get("read: allowlist", api.allowlist.get),
    get("read: keys", api.keys.list, "?status=active&limit=100"),
    get("read: webhook endpoints", api.webhooks.list, "?limit=100"),
    get("read: brands", api.brands.list, "?limit=100"),
    get("read: campaigns", api.campaigns.list, "?limit=100"),
    get("read: numbers", api.numbers.list, "?limit=100"),
  ];

  const allowlist = decl.ip_allowlist?.ip_allowlist;
  if (allowlist) {
    const me = get("allowlist: me", api.me.get, "", reads);
    const current = get("allowlist: read", api.allowlist.get, "", reads);
    const me2 = get("allowlist: me again", api.me.get, "", [me, current]);
    post("allowlist: replace", api.allowlist.replace, () => wire(IpAllowlist, "ip_allowlist", allowlist), [me2]);
  }
  for (const [name, entry] of Object.entries(decl.api_keys ?? {})) {
    post(`key ${name}`, api.keys.create, () => wire(ApiKey, name, entry), reads);
  }
  for (const [name, entry] of Object.entries(decl.webhook_endpoints ?? {})) {
    post(`webhook ${name}`, api.webhooks.create, () => wire(WebhookEndpoint, name, entry), reads);
  }
  const brands = new Map<string, Op>();
  for (const [name, entry] of Object.entries(decl.brands ?? {})) {
    brands.set(name, post(`brand ${name}`, api.brands.create, () => wire(Brand, name, entry), reads));
  }
  const campaigns = new Map<string, Op>();
  for (const [name, entry] of Object.entries(decl.campaigns ?? {})) {
    const { brand, ...rest } = entry as { brand: string };
    const b = brands.get(brand)!;
    campaigns.set(
      name,
      post(`campaign ${name}`, api.campaigns.create, () => wire(Campaign, name, rest, { brandId: b.result!.id }), [...reads, b]),
    );
  }
  for (const [name, entry] of Object.entries(decl.phone_numbers ?? {})) {
    const { campaign, ...rest } = entry as { campaign?: string };
    const c = campaign === undefined ? undefined : campaigns.get(campaign);
    post(
      `number ${name}`,
      api.numbers.buy,
      () => wire(PhoneNumber, name, rest, c ? { campaignId: c.result!.id } : {}),
      c ? [...reads, c] : reads,
    );
  }
  return ops;
}

/**
 * Prepares the next `terraform apply` after a failed one: the refresh reads run again, and every
 * operation not done yet (failed or skipped) is attempted again; what was created stays created.
 */
export function nextPass(ops: Op[]): number {
  let todo = 0;
  for (const op of ops) {
    if (op.status === "done" && !op.label.startsWith("read:")) continue;
    if (op.status !== "done") todo++;
    op.status = "pending";
    op.error = undefined;
  }
  return todo;
}

/** How many operations of each id (e.g. "numbers.buy"): to check the baseline does what msgform did. */
export function operationCounts(ops: Op[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const op of ops) out[op.operation] = (out[op.operation] ?? 0) + 1;
  return out;
}

/** Runs the pending operations with `workers` parallel workers and the go-retryablehttp policy. */
export async function runBaseline(
  baseUrl: string,
  caFile: string,
  key: KeyPair,
  ops: Op[],
  workers = 10,
): Promise<BaselineResult> {
  const agent = new Agent({ connect: { ca: readFileSync(caFile) }, keepAliveTimeout: 4000 });
  const authorization = basic(key);
  const stats = { requests: 0, r429: 0, r5xx: 0, net: 0, waitMs: 0, byOperation: {} as Record<string, number> };
  let firstError: string | undefined;

  async function execute(op: Op): Promise<void> {
    const write = op.method !== "GET";
    const body = op.body ? JSON.stringify(op.body()) : undefined;
    const headers: Record<string, string> = { authorization, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (write) headers["idempotency-key"] = randomUUID();
    const url = baseUrl + op.path();
    let last: string;
    for (let i = 0; ; i++) {
      stats.requests++;
      stats.byOperation[op.operation] = (stats.byOperation[op.operation] ?? 0) + 1;
      let status: number;
      let text: string;
      let retryAfter: string | undefined;
      try {
        const res = await request(url, { method: op.method as "GET", headers, body, dispatcher: agent });
        status = res.statusCode;
        text = await res.body.text();
        const ra = res.headers["retry-after"];
        retryAfter = Array.isArray(ra) ? ra[0] : ra;
      } catch (e) {
        status = 0;
        text = (e as Error).message;
      }
      if (status >= 200 && status < 300) {
        op.result = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        op.status = "done";
        return;
      }
      if (status === 429) stats.r429++;
      else if (status >= 500) stats.r5xx++;
      else if (status === 0) stats.net++;
      last = `${status || "network error"} ${text.slice(0, 200)}`;
      const retry = status === 0 || status === 429 || (status >= 500 && status !== 501);
      if (!retry) break;
      if (RETRYABLEHTTP.retryMax - i <= 0) {
        last = `giving up after ${i + 1} attempt(s): ${last}`;
        break;
      }
      let waitMs: number;
      const seconds = retryAfter !== undefined && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined;
      if ((status === 429 || status === 503) && seconds !== undefined) waitMs = seconds * 1000;
      else waitMs = Math.min(RETRYABLEHTTP.waitMaxMs, RETRYABLEHTTP.waitMinMs * 2 ** i);
      stats.waitMs += waitMs;
      await sleep(waitMs);
    }
    op.status = "failed";
    op.error = last;
    firstError ??= `${op.label}: ${last}`;
  }

  const ready: Op[] = ops.filter((o) => o.status === "pending" && o.deps.every((d) => d.status === "done"));
  let remaining = ops.filter((o) => o.status === "pending").length;
  const attempted = remaining;
  const pending = new Set(ops.filter((o) => o.status === "pending"));
  let waiters: (() => void)[] = [];
  const wakeAll = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  const skip = (op: Op) => {
    if (op.status !== "pending") return;
    op.status = "skipped";
    remaining--;
    for (const d of op.dependents) skip(d);
  };
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (;;) {
        const op = ready.shift();
        if (!op) {
          if (remaining === 0) return;
          await new Promise<void>((r) => waiters.push(r));
          continue;
        }
        op.status = "running";
        await execute(op);
        remaining--;
        for (const d of op.dependents) {
          if (d.status !== "pending") continue;
          if ((op.status as Status) !== "done") skip(d);
          else if (d.deps.every((x) => x.status === "done")) ready.push(d);
        }
        wakeAll();
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  await agent.close();
  return {
    seconds,
    operations: attempted,
    requests: stats.requests,
    rate_limited_429: stats.r429,
    server_errors_5xx: stats.r5xx,
    network_errors: stats.net,
    errors_surfaced: [...pending].filter((o) => o.status === "failed").length,
    skipped: [...pending].filter((o) => o.status === "skipped").length,
    by_operation: stats.byOperation,
    retry_wait_seconds_total: Math.round(stats.waitMs) / 1000,
    ...(firstError ? { first_error: firstError } : {}),
  };
}
