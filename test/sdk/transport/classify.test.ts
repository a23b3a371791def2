// Step 4, classify: an attempt's result -> success, abort, or a typed failure with what the retry
// decision needs; connection and credential failures name the setting to fix and where it came from.
import { describe, expect, it } from "vitest";
import { classifyNetworkError } from "../../../sdk/retry";
import { classify, type ClassifyContext, type Verdict } from "../../../sdk/transport/classify";
import { prepare } from "../../../sdk/transport/prepare";
import type { AttemptResult } from "../../../sdk/transport/send";
import type { CallSpec } from "../../../sdk/transport/types";

const SECRET = "svc_test_" + "z".repeat(40);
const base = { basePath: "", authorization: "Basic x", userAgent: "t" };
const endpoint = (method: string) =>
  ({ id: "keys.op", method, path: "/v1/keys", group: "writes", response: undefined as never }) as CallSpec["endpoint"];
const sources = { baseUrl: "--base-url", keyId: "MSGFORM_KEY_ID", keySecret: "MSGFORM_KEY_SECRET", caFile: "MSGFORM_CA_FILE" };
const ctx = (method = "POST", opts = {}): ClassifyContext => ({
  call: prepare({ endpoint: endpoint(method) }, opts, base),
  attempt: 2,
  scrub: (t) => t.split(SECRET).join("[REDACTED]"),
  keyId: "svc_key_1",
  baseUrl: "https://svc.example",
  sources,
});
const answer = (status: number, body?: unknown, headers: AttemptResult["headers"] = {}): AttemptResult => ({
  status,
  headers: { "request-id": "req_1", ...headers },
  text: body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body),
  aborted: false,
  at: 0,
  durationMs: 1,
});
const failed = (code: string, aborted = false): AttemptResult => ({
  ...answer(0),
  headers: {},
  network: classifyNetworkError(Object.assign(new Error(code), { code }), false),
  aborted,
});
const err = (code: string, message: string) => ({ error: { code, message } });
function failure(v: Verdict) {
  if (v.outcome !== "failure") throw new Error(`expected a failure, got ${v.outcome}`);
  return v;
}

describe("classify", () => {
  it("a 2xx is a success with its parsed body; a 2xx that is not JSON is a final invalid_response", () => {
    expect(classify(answer(200, { id: "k" }), ctx())).toEqual({ outcome: "success", body: { id: "k" } });
    expect(classify(answer(204), ctx())).toEqual({ outcome: "success", body: undefined });
    const bad = failure(classify(answer(200, "<html>"), ctx()));
    expect([bad.error.kind, bad.error.code, bad.retryable]).toEqual(["invalid_response", "invalid_json", false]);
  });

  it("spec 7, 8: 429 and idempotency_key_in_use are told-to-wait with Retry-After as the floor, free of budget", () => {
    const limited = failure(classify(answer(429, err("rate_limited", "slow down"), { "retry-after": "2" }), ctx()));
    expect(limited).toMatchObject({ retryable: true, told: true, waitFloorMs: 2000, cost: "none" });
    expect([limited.error.kind, limited.error.retryAfter, limited.error.requestId]).toEqual(["rate_limited", 2, "req_1"]);
    const inUse = failure(classify(answer(409, err("idempotency_key_in_use", "busy")), ctx()));
    expect(inUse).toMatchObject({ retryable: true, told: true, waitFloorMs: 1000 });
  });

  it("spec 8: 5xx and 408 are retried for reads and keyed writes only; 501 and other 4xx never", () => {
    expect(failure(classify(answer(503), ctx("GET")))).toMatchObject({ retryable: true, told: false, cost: "retry" });
    expect(failure(classify(answer(503), ctx("POST")))).toMatchObject({ retryable: true });
    expect(failure(classify(answer(503), ctx("POST", { idempotencyKey: false })))).toMatchObject({ retryable: false });
    expect(failure(classify(answer(408), ctx("GET")))).toMatchObject({ retryable: true });
    expect(failure(classify(answer(501), ctx("GET")))).toMatchObject({ retryable: false });
    const invalid = failure(classify(answer(400, { error: { code: "invalid", message: "bad", param: "name" } }), ctx()));
    expect([invalid.retryable, invalid.error.kind, invalid.error.param]).toEqual([false, "validation", "name"]);
    expect(failure(classify(answer(502, "oops"), ctx("GET"))).error.code).toBe("http_502");
  });

  it("spec 8: a keyless write is retried after a network failure only when it cannot have been sent", () => {
    const keyless = ctx("POST", { idempotencyKey: false });
    expect(failure(classify(failed("ECONNRESET"), keyless))).toMatchObject({ retryable: false, cost: "timeout" });
    expect(failure(classify(failed("ECONNREFUSED"), keyless))).toMatchObject({ retryable: true, cost: "retry" });
    expect(failure(classify(failed("ECONNRESET"), ctx("POST")))).toMatchObject({ retryable: true });
    expect(failure(classify(failed("CERT_HAS_EXPIRED"), ctx("GET")))).toMatchObject({ retryable: false });
    expect(classify(failed("ECONNRESET", true), ctx())).toEqual({ outcome: "aborted" });
  });

  it("spec 5.1: a bad credential names the key ID and where the key pair was read from, never the secret", () => {
    const body = err("invalid_api_key", `The key ID and secret do not match an API key (${SECRET}).`);
    const e = failure(classify(answer(401, body), ctx())).error;
    expect(e.kind).toBe("authentication");
    expect(e.message).toBe(
      "The key ID and secret do not match an API key ([REDACTED]). The key ID svc_key_1 or its secret is wrong, or the " +
      "key was revoked: check the key ID from MSGFORM_KEY_ID and the key secret from MSGFORM_KEY_SECRET.",
    );
  });

  it("connection failures name the base URL and its source; TLS failures the CA file and its source", () => {
    const refused = failure(classify(failed("ECONNREFUSED"), ctx("GET"))).error;
    expect(refused.message).toMatch(/^could not connect \(ECONNREFUSED\): ECONNREFUSED\./);
    expect([refused.method, refused.path]).toEqual(["GET", "/v1/keys"]);
    expect(failure(classify(failed("ECONNRESET"), ctx("GET"))).error.message).toMatch(/^GET \/v1\/keys: the connection closed/);
    expect(refused.message).toContain("Is the service running at https://svc.example? Check the base URL from --base-url.");
    const tls = failure(classify(failed("UNABLE_TO_VERIFY_LEAF_SIGNATURE"), ctx("GET"))).error;
    expect(tls.message).toContain("The certificate of https://svc.example is not trusted by the CA file from MSGFORM_CA_FILE.");
    const noCa = failure(classify(failed("UNABLE_TO_VERIFY_LEAF_SIGNATURE"), { ...ctx("GET"), sources: {} })).error;
    expect(noCa.message).toContain("is not trusted; for a private CA (the emulator's), set a CA file (the caFile option).");
    const ways = { caFile: ["--ca-file", "MSGFORM_CA_FILE"] };
    const named = failure(classify(failed("UNABLE_TO_VERIFY_LEAF_SIGNATURE"), { ...ctx("GET"), sources: {}, ways })).error;
    expect(named.message).toContain("set a CA file (--ca-file or MSGFORM_CA_FILE).");
  });
});
