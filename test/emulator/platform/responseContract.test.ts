import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountEndpoints } from "../../../schema/account";
import { keyEndpoints } from "../../../schema/keys";
import { CHECK_RESPONSES_ENV, checkResponse } from "../../../emulator/service";
import { TestEmulator } from "../../helpers/emulator";

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());

const me = {
  object: "key_context",
  account_id: "acct_0123456789abcdefghijklmn",
  key_id: "svc_live_k_0123456789abcdefghijklmn",
  mode: "live",
  scopes: ["keys:read"],
  source_ip: "127.0.0.1",
};
const check = (e: typeof accountEndpoints.get, result: unknown) => () =>
  checkResponse(e, result, JSON.stringify(result));

describe("the response contract (docs/decisions.md, Response contract)", () => {
  it("the project's tests run every emulator with each response held to its schema", () => {
    expect(process.env[CHECK_RESPONSES_ENV]).toBe("1");
  });

  it("a response that is exactly what its schema sends passes, in any key order", () => {
    expect(check(accountEndpoints.get, me)).not.toThrow();
    const reversed = Object.fromEntries(Object.entries(me).reverse());
    expect(check(accountEndpoints.get, reversed)).not.toThrow();
  });

  it("a wrong value, a missing field, or a field the schema would strip breaks the contract", () => {
    expect(check(accountEndpoints.get, { ...me, mode: "staging" })).toThrow(/me.get response broke its contract/);
    const { source_ip: _ip, ...missing } = me;
    expect(check(accountEndpoints.get, missing)).toThrow(/me.get response broke its contract/);
    // Without the check the handler's own result is sent: a field its schema strips would leak.
    expect(check(accountEndpoints.get, { ...me, secret_hash: "ab12" })).toThrow(/not what its contract sends.*secret_hash/);
  });

  it("GET /v1/me and a page of keys over HTTPS are answered with the check on", async () => {
    const who = await t.api("GET", "/v1/me");
    expect(who.status).toBe(200);
    expect(() => checkResponse(accountEndpoints.get, who.body, who.text)).not.toThrow();
    const page = await t.api("GET", "/v1/keys?limit=10");
    expect(page.status).toBe(200);
    expect(() => checkResponse(keyEndpoints.list as never, page.body, page.text)).not.toThrow();
  });
});
