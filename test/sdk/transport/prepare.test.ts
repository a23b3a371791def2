// Step 1, prepare: what is the same on every attempt of a call.
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../sdk/errors";
import { encodeQuery, fillPath, pathSegment, prepare } from "../../../sdk/transport/prepare";
import type { CallSpec } from "../../../sdk/transport/types";

const base = { basePath: "/base", authorization: "Basic abc", userAgent: "msgform/test" };
const endpoint = (method: string, path: string, group: CallSpec["endpoint"]["group"] = "reads") =>
  ({ id: "x.op", method, path, group, response: undefined as never }) as CallSpec["endpoint"];

describe("prepare", () => {
  it("spec 8: a write gets one Idempotency-Key UUID; the caller's own wins; false and reads send none", () => {
    const write = prepare({ endpoint: endpoint("POST", "/v1/keys"), body: { a: 1 } }, {}, base);
    expect(write.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(write.headers["idempotency-key"]).toBe(write.idempotencyKey);
    expect(write.headers["content-type"]).toBe("application/json");
    expect(write.body).toBe("{\"a\":1}");
    expect(prepare({ endpoint: endpoint("POST", "/v1/keys") }, { idempotencyKey: "mine" }, base).idempotencyKey).toBe("mine");
    const optedOut = prepare({ endpoint: endpoint("DELETE", "/v1/keys/{id}"), params: { id: "k" } }, { idempotencyKey: false }, base);
    expect(optedOut.idempotencyKey).toBeUndefined();
    expect(optedOut.headers).not.toHaveProperty("idempotency-key");
    const read = prepare({ endpoint: endpoint("GET", "/v1/keys") }, { idempotencyKey: "ignored" }, base);
    expect([read.write, read.idempotencyKey, read.body]).toEqual([false, undefined, undefined]);
    expect(read.headers).toEqual({ authorization: "Basic abc", "user-agent": "msgform/test", accept: "application/json" });
  });

  it("fills the path under the base path, encodes the query, and takes the group from the endpoint (or its body)", () => {
    const p = prepare(
      {
        endpoint: endpoint("POST", "/v1/lookup/{kind}", (body) => ((body as { batch?: boolean }).batch ? "lookup_batch" : "reads")),
        params: { kind: "a-b_1" },
        query: { limit: 10, tag: ["x", "y"], skip: undefined, at: new Date(0) },
        body: { batch: true },
      },
      {},
      base,
    );
    expect(p.path).toBe("/base/v1/lookup/a-b_1?limit=10&tag=x&tag=y&at=1970-01-01T00%3A00%3A00.000Z");
    expect(p.group).toBe("lookup_batch");
    expect([p.method, p.operation, p.write]).toEqual(["POST", "x.op", true]);
    expect(encodeQuery({})).toBe("");
    expect(() => fillPath("/v1/keys/{id}", {})).toThrow("missing path parameter 'id'");
  });

  it("ids become path segments only when they are plain ids: empty, dot segments and other shapes are refused before sending", () => {
    expect(pathSegment("brand_id", "bn_AbC123", "brands.get")).toBe("bn_AbC123");
    expect(pathSegment("event_id", "evt_x1", "events.replay")).toBe("evt_x1");
    expect(pathSegment("key_id", "svc_test_abc", "keys.get")).toBe("svc_test_abc");
    const refused: [string, unknown, RegExp][] = [
      ["key_id", "..", /is a dot segment/],
      ["event_id", ".", /is a dot segment/],
      ["brand_id", "", /is empty/],
      ["brand_id", "bn_a/../b", /has characters no id has/],
      ["brand_id", "%2e%2e", /has characters no id has/],
      ["brand_id", "a?x=1", /has characters no id has/],
      ["brand_id", "a\u202eb", /has characters no id has/],
      ["brand_id", "x".repeat(300), /longer than 255/],
      ["brand_id", 42, /is not a string/],
      ["event_id", "msg_1", /does not start with evt_/],
      ["key_id", "svc_live_s_secret", /does not start with svc_live_k_ or svc_test_/],
    ];
    for (const [param, value, why] of refused) {
      let err: unknown;
      try {
        pathSegment(param, value, "x.op");
      } catch (e) {
        err = e;
      }
      expect(err, `${param}=${String(value)}`).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).code).toBe("invalid_id");
      expect((err as ValidationError).param).toBe(param);
      expect((err as Error).message).toMatch(why);
      expect((err as Error).message).toContain("x.op");
      expect((err as Error).message).not.toMatch(/[\u202e]/);
    }
    expect(() => fillPath("/v1/keys/{key_id}/revoke", { key_id: ".." })).toThrow(/key_id '\.\.' is a dot segment/);
    expect(() => prepare({ endpoint: endpoint("POST", "/v1/events/{event_id}/replay"), params: { event_id: "." } }, {}, base))
      .toThrow(ValidationError);
  });
});
