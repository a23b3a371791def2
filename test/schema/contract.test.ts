import { readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHANGE_STREAM_PATH } from "../../schema/controlAccount";
import { EVENT_KINDS } from "../../schema/eventKinds";
import { serviceEndpoints } from "../../schema/index";
import { webhookEndpoints } from "../../schema/webhooks";
import { parseTolerant } from "../../sdk/tolerant";
import type { ApiResponse, CallOptions } from "../helpers/emulator";
import { TestEmulator } from "../helpers/emulator";
import { inbound, provisionSender, send } from "../emulator/messages/support";
import { concretePath } from "../emulator/platform/support";
import { Receiver } from "../emulator/webhooks/support";
import { ContractChecker } from "./contract";

/**
 * Issue 16: the published contract is checked by independent tools: two OpenAPI 3.1 validators
 * of the documents, and a sweep of real emulator responses and real webhook deliveries validated
 * against them with ajv (JSON Schema 2020-12), headers included.
 */

const read = (file: string) => JSON.parse(readFileSync(join(__dirname, "..", "..", "schema", file), "utf8"));
const service = read("openapi.json");
const control = read("control.openapi.json");
const DOCS = [["openapi.json", service], ["control.openapi.json", control]] as const;

describe("issue 16: the documents are valid OpenAPI 3.1 (two independent validators)", () => {
  it.each(DOCS)("%s passes @seriousme/openapi-schema-validator (the OpenAPI 3.1 JSON Schema)", async (_f, doc) => {
    // An ES module: imported dynamically from this CommonJS test.
    const { Validator } = await import("@seriousme/openapi-schema-validator");
    const result = await new Validator().validate(doc);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it.each(DOCS)("%s: every component schema is valid JSON Schema 2020-12 (ajv's meta-schema)", (_f, doc) => {
    const ajv = new Ajv2020({ strict: false });
    const names = Object.keys(doc.components.schemas);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(ajv.validateSchema(doc.components.schemas[name]), name).toBe(true);
  });
});

/** Every schema node reachable from a root, following $refs once each. */
function reachable(doc: any, roots: unknown[]): any[] {
  const out: any[] = [];
  const seenRefs = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const n = node as Record<string, unknown>;
    out.push(n);
    if (typeof n.$ref === "string" && !seenRefs.has(n.$ref)) {
      seenRefs.add(n.$ref);
      walk(n.$ref.slice(2).split("/").reduce<any>((x, p) => x?.[p.replace(/~1/g, "/")], doc));
    }
    for (const [k, v] of Object.entries(n)) if (k !== "$ref" && k !== "x-extensible-enum") walk(v);
  };
  roots.forEach(walk);
  return out;
}

describe("spec 9: requests strict, responses and deliveries open", () => {
  const ops = Object.values(service.paths).flatMap((item: any) => Object.values(item)) as any[];
  const responseRoots = [
    ...ops.flatMap((op) => Object.values(op.responses)),
    ...Object.values(service.webhooks).map((w: any) => w.post.requestBody),
  ];

  it("spec 9.3: no schema a response or delivery reaches forbids new fields or lists a closed set of strings", () => {
    const nodes = reachable(service, responseRoots);
    expect(nodes.length).toBeGreaterThan(1000);
    for (const n of nodes) {
      expect(n.additionalProperties, JSON.stringify(n).slice(0, 200)).not.toBe(false);
      if (Array.isArray(n.enum) && n.enum.length > 1) {
        // Only the known-values branch of an open enum: its sibling accepts any string.
        expect(nodes.some((p) => Array.isArray(p.anyOf) && p.anyOf.includes(n) && p["x-extensible-enum"])).toBe(true);
      }
    }
    const extensible = nodes.filter((n) => n["x-extensible-enum"]);
    expect(extensible.length).toBeGreaterThan(20);
  });

  it("spec 9.3: request bodies reject unknown fields, as the emulator does", () => {
    const bodies = ops.filter((op) => op.requestBody).map((op) => op.requestBody.content["application/json"].schema);
    expect(bodies.length).toBeGreaterThan(15);
    for (const b of bodies) {
      const own = b.$ref ? reachable(service, [b])[1] : b;
      if (own.type === "object") expect(own.additionalProperties, JSON.stringify(own).slice(0, 120)).toBe(false);
    }
  });

  it("spec 4: GET /v1/events query parameter delivered is a boolean, limit an integer", () => {
    const params = service.paths["/v1/events"].get.parameters;
    expect(params.find((p: any) => p.name === "delivered").schema).toEqual({ type: "boolean" });
    expect(params.find((p: any) => p.name === "limit").schema.type).toBe("integer");
  });

  it("spec 6: webhooks has one entry per event kind, with SVC-Signature and SVC-Event-Id required and a 2XX answer", () => {
    expect(Object.keys(service.webhooks)).toEqual([...EVENT_KINDS]);
    for (const kind of EVENT_KINDS) {
      const post = service.webhooks[kind].post;
      const required = post.parameters.filter((p: any) => p.required).map((p: any) => p.name);
      expect(required).toEqual(expect.arrayContaining(["SVC-Signature", "SVC-Event-Id"]));
      expect(post.responses["2XX"]).toBeDefined();
      const body = reachable(service, [post.requestBody.content["application/json"].schema])[1];
      expect(body.properties.event).toEqual({ type: "string", const: kind });
      expect(body.required).toEqual(["id", "event", "occurred_at", "data"]);
    }
  });

  it("the Event list item extends the delivery envelope", () => {
    expect(service.components.schemas.Event.allOf[0]).toEqual({ $ref: "#/components/schemas/EventEnvelope" });
  });

  it("every service response documents the RateLimit headers and Request-Id as required; 413, 414 and 431 are documented", () => {
    for (const op of ops) {
      for (const s of ["414", "431", "408", "5XX"]) expect(op.responses[s], `${op.operationId} ${s}`).toBeDefined();
      if (op.requestBody) for (const s of ["413", "415"]) expect(op.responses[s], `${op.operationId} ${s}`).toBeDefined();
    }
    for (const h of ["RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset", "Request-Id"]) {
      expect(service.components.headers[h].required, h).toBe(true);
    }
  });
});

describe("issue 16: real emulator responses and webhook deliveries validate against the documents", () => {
  let t: TestEmulator;
  let receiver: Receiver;
  const checker = new ContractChecker(service);
  const controlChecker = new ContractChecker(control);
  const problems: string[] = [];
  let checked = 0;

  /**
   * A service call whose response is checked against the document and, when it succeeded, parsed
   * with the sdk's tolerant parser of the same operation (the two must agree).
   */
  async function api(method: string, path: string, opts: CallOptions = {}): Promise<ApiResponse> {
    const r = await t.api(method, path, opts);
    problems.push(...checker.problems({ method, path, status: r.status, headers: r.headers, body: r.body }));
    checked++;
    const e = serviceEndpoints.find((x) => x.id === checker.operation(method, path)?.operationId);
    if (e && r.status < 300 && !parseTolerant(e.response, r.body).success) problems.push(`${e.id}: sdk parser refused`);
    return r;
  }

  async function ctl(method: string, path: string, body?: unknown): Promise<ApiResponse> {
    const r = await t.control(method, path, body);
    problems.push(...controlChecker.problems({ method, path, status: r.status, headers: r.headers, body: r.body }));
    checked++;
    return r;
  }

  beforeAll(async () => {
    t = await TestEmulator.start({ rateLimits: "off" });
    receiver = await Receiver.start();
    const ep = await api("POST", "/v1/webhook_endpoints", { body: { url: receiver.url, enabled_events: [...EVENT_KINDS] } });
    expect(ep.status, ep.text).toBe(201);
  });
  beforeEach(() => {
    problems.length = 0;
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it("every operation with a valid key, without credentials, and with a key lacking its scope", async () => {
    const scoped = await api("POST", "/v1/keys", { body: { name: "narrow", scopes: ["lookup:read"] } });
    expect(scoped.status, scoped.text).toBe(201);
    const narrow = { id: scoped.body.id, secret: scoped.body.secret };
    for (const [path, item] of Object.entries(service.paths as Record<string, any>)) {
      for (const method of Object.keys(item)) {
        const m = method.toUpperCase();
        const body = m === "GET" ? {} : { body: {} };
        await api(m, concretePath(path), body);
        await api(m, concretePath(path), { ...body, key: null });
        await api(m, concretePath(path), { ...body, key: narrow });
      }
    }
    for (const [path, item] of Object.entries(control.paths as Record<string, any>)) {
      if (path === CHANGE_STREAM_PATH) continue; // a stream that never ends (test/emulator/console/guard.test.ts)
      for (const method of Object.keys(item)) await ctl(method.toUpperCase(), concretePath(path), method === "get" ? undefined : {});
    }
    expect(problems).toEqual([]);
  });

  it("successful flows: keys, endpoints, events, messages, inbound keywords, registration, numbers, lookup", async () => {
    const sender = await provisionSender(t);
    for (const to of ["+13125550100", "+13125550001", "+13125550002"]) {
      expect((await api("POST", "/v1/messages", { body: { from: sender.number, to, body: "hi" } })).status).toBe(201);
    }
    expect((await send(t, { from: sender.number, to: "+13125550111", body: "via helper" })).status).toBe(201);
    for (const text of ["hello", "STOP", "HELP"]) {
      expect((await inbound(t, { from: "+13125550177", to: sender.number, body: text })).status).toBe(201);
    }
    await ctl("POST", "/control/clock/advance", { seconds: 120 });
    await api("GET", "/v1/messages?limit=5");
    await api("GET", "/v1/me");
    await api("GET", "/v1/keys");
    await api("GET", "/v1/ip_allowlist");
    await api("POST", "/v1/lookup", { body: { number: "+13125550100" } });
    const events = await api("GET", "/v1/events?delivered=false&limit=50");
    expect(events.status, events.text).toBe(200);
    const all = await api("GET", "/v1/events?limit=100");
    const first = all.body.data.at(-1);
    await api("GET", `/v1/events/${first.id}`);
    await api("POST", `/v1/events/${first.id}/replay`, { body: { include_delivered: true } });
    const eps = await api("GET", "/v1/webhook_endpoints");
    const epId = eps.body.data[0].id;
    await api("PATCH", `/v1/webhook_endpoints/${epId}`, { body: { description: "contract" } });
    await api("POST", `/v1/webhook_endpoints/${epId}/roll_secret`, { body: { grace_period_seconds: 60 } });
    await api("GET", "/v1/campaigns");
    await api("GET", "/v1/brands");
    await api("GET", `/v1/numbers/${sender.numberId}`);
    await api("DELETE", `/v1/numbers/${sender.numberId}`);
    await ctl("GET", `/control/accounts/${t.emu.accountId}/deliveries`);
    expect(problems).toEqual([]);
  });

  it("protocol and platform errors: 413, 414, 415, 431, injected 408/501/503 and 429, replayed idempotent writes", async () => {
    await api("GET", `/v1/keys?cursor=${"x".repeat(9000)}`);
    await api("GET", "/v1/keys", { headers: { "x-padding": "y".repeat(20_000) } });
    await api("POST", "/v1/keys", { rawBody: JSON.stringify({ name: "z".repeat(2 * 1024 * 1024) }), headers: { "content-type": "application/json" } });
    await api("POST", "/v1/keys", { rawBody: "name=x", headers: { "content-type": "text/plain" } });
    await api("POST", "/v1/keys", { rawBody: "{not json", headers: { "content-type": "application/json" } });
    for (const status of [408, 501, 503]) {
      await ctl("POST", "/control/faults", { target: "me.get", kind: "error_5xx", status, probability: 1, max_count: 1 });
      expect((await api("GET", "/v1/me")).status).toBe(status);
    }
    await ctl("POST", "/control/faults", { target: "me.get", kind: "rate_limit_burst", probability: 1, max_count: 1 });
    expect((await api("GET", "/v1/me")).status).toBe(429);
    const idem = { body: { name: "idem", scopes: ["lookup:read"] }, idempotencyKey: "7c1d3c1e-5f0a-4d39-9d55-0c2f4f0d7a11" };
    await api("POST", "/v1/keys", idem);
    const replay = await api("POST", "/v1/keys", idem);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    await api("POST", "/v1/keys", { ...idem, body: { name: "other", scopes: ["lookup:read"] } });
    for (const [body, type] of [["{\"kind\":\"" + "x".repeat(2 * 1024 * 1024) + "\"}", "application/json"], ["x=1", "text/plain"]]) {
      const r = await request(`${t.emu.controlUrl}/control/faults`, { method: "POST", body, headers: { ...t.emu.controlHeaders, "content-type": type } });
      const text = await r.body.text();
      const x = { method: "POST", path: "/control/faults", status: r.statusCode, headers: r.headers, body: JSON.parse(text) };
      expect(x.status, text).toBeGreaterThanOrEqual(400);
      problems.push(...controlChecker.problems(x));
    }
    const statuses = new Set([...checker.seen].map((s) => s.split(" ")[1]));
    expect([...statuses].sort()).toEqual(expect.arrayContaining(["400", "401", "403", "404", "408", "409", "413", "414", "415", "429", "431", "5XX"]));
    expect(problems).toEqual([]);
  });

  it("spec 6: every real delivery (body and headers) validates against its kind's webhooks entry", async () => {
    await ctl("POST", "/control/deliveries/settle", {});
    await receiver.waitFor(8, 10_000);
    const kinds = new Set<string>();
    for (const d of receiver.requests) {
      problems.push(...checker.deliveryProblems(d.headers, d.body));
      kinds.add(d.body.event);
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        "campaign.status_changed",
        "message.delivered",
        "message.failed",
        "message.help_requested",
        "message.opted_out",
        "message.received",
        "message.sent",
        "message.undelivered",
        "number.released",
      ]),
    );
    expect(problems).toEqual([]);
    // Figures for the issue note: how much traffic this sweep validated.
    console.log(`contract: ${checked} responses, ${receiver.requests.length} deliveries, ${checker.seen.size} operation×status pairs`);
  });

  it("spec 9.3: a response with a new field and a new enum value passes both the document and the sdk's parser", async () => {
    const r = await api("GET", "/v1/webhook_endpoints");
    expect(r.status).toBe(200);
    const later = structuredClone(r.body);
    later.data[0].status = "paused_by_a_later_rule";
    later.data[0].added_later = { nested: true };
    later.added_later = 1;
    expect(checker.problems({ method: "GET", path: "/v1/webhook_endpoints", status: 200, headers: r.headers, body: later })).toEqual([]);
    const parsed = parseTolerant(webhookEndpoints.list.response, later);
    expect(parsed.success).toBe(true);
    expect((parsed as any).data.data[0]).toMatchObject({ status: "paused_by_a_later_rule", added_later: { nested: true } });
    expect(problems).toEqual([]);
  });

  it("a body that breaks the document is caught (the checker can fail)", () => {
    const bad = checker.problems({ method: "GET", path: "/v1/me", status: 200, headers: {}, body: { id: 5 } });
    expect(bad.some((p) => p.includes("required header RateLimit-Limit missing"))).toBe(true);
    expect(bad.some((p) => p.includes("body"))).toBe(true);
    expect(checker.problems({ method: "GET", path: "/v1/me", status: 418, headers: {}, body: {} })[0]).toMatch(/not documented/);
    const delivery = checker.deliveryProblems({ "svc-signature": "t=1,v1=zz" }, { id: "evt_1", event: "message.sent", data: {} });
    expect(delivery.length).toBeGreaterThan(2);
  });
});
