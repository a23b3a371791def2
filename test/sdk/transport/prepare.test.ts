// Step 1, prepare: what is the same on every attempt of a call.
import { describe, expect, it } from "vitest";
import { encodeQuery, fillPath, prepare } from "../../../sdk/transport/prepare";
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
        params: { kind: "a b" },
        query: { limit: 10, tag: ["x", "y"], skip: undefined, at: new Date(0) },
        body: { batch: true },
      },
      {},
      base,
    );
    expect(p.path).toBe("/base/v1/lookup/a%20b?limit=10&tag=x&tag=y&at=1970-01-01T00%3A00%3A00.000Z");
    expect(p.group).toBe("lookup_batch");
    expect([p.method, p.operation, p.write]).toEqual(["POST", "x.op", true]);
    expect(encodeQuery({})).toBe("");
    expect(() => fillPath("/v1/keys/{id}", {})).toThrow("missing path parameter 'id'");
  });
});
