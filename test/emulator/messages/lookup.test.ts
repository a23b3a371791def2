import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, TestEmulator } from "../../helpers/emulator";

let emu: TestEmulator;

beforeAll(async () => {
  emu = await TestEmulator.start();
});
afterAll(async () => {
  await emu?.close();
});

const lookup = (body: unknown, key: any = "live"): Promise<ApiResponse> => emu.api("POST", "/v1/lookup", { body, key });

describe("spec 4: POST /v1/lookup", () => {
  it("spec 4: the single form answers one result: E.164, country, line type, carrier", async () => {
    const r = await lookup({ number: "+14155550123" });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      object: "lookup",
      input: "+14155550123",
      valid: true,
      reason: null,
      e164: "+14155550123",
      national_format: "(415) 555-0123",
      country: "US",
      country_calling_code: "1",
    });
    expect(["mobile", "landline", "voip"]).toContain(r.body.line_type);
    expect(typeof r.body.carrier).toBe("string");
  });

  it("answers are deterministic: the same input gives the same answer, in live and test mode alike", async () => {
    const inputs = ["+14155550123", "+447700900123", "+4930123456", "+12125551234", "+61412345678"];
    const a = await lookup({ numbers: inputs });
    const b = await lookup({ numbers: inputs }, "test");
    expect(b.body).toEqual(a.body);
    for (const n of inputs) expect((await lookup({ number: n })).body).toEqual(a.body.data[inputs.indexOf(n)]);
  });

  it("national and formatted input is normalized (default country US; country hint otherwise)", async () => {
    for (const input of ["(415) 555-0123", "415.555.0123", "1 415 555 0123", "+1 (415) 555-0123", "011 1 415 555 0123"]) {
      const r = await lookup({ number: input });
      expect(r.body, input).toMatchObject({ valid: true, e164: "+14155550123", input });
    }
    const uk = await lookup({ number: "07700 900123", country: "GB" });
    expect(uk.body).toMatchObject({ valid: true, e164: "+447700900123", country: "GB", line_type: "mobile" });
    const intl = await lookup({ number: "0049 30 123456" });
    expect(intl.body).toMatchObject({ valid: true, e164: "+4930123456", country: "DE", line_type: "landline" });
    const bad = await lookup({ number: "1", country: "ZZ" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.param).toBe("country");
  });

  it.each([
    ["+18005550199", "toll_free", "US"],
    ["+18885550100", "toll_free", "US"],
    ["+447700900123", "mobile", "GB"],
    ["+442071838750", "landline", "GB"],
    ["+33612345678", "mobile", "FR"],
    ["+61412345678", "mobile", "AU"],
    ["+14155550004", "landline", "US"],
    ["+16135550123", "mobile", "CA"],
  ])("line type and country: %s is %s in %s", async (n, lineType, country) => {
    const r = await lookup({ number: n });
    expect(r.body.valid).toBe(true);
    expect(r.body.country).toBe(country);
    if (lineType === "landline" && country === "GB") expect(["landline", "voip"]).toContain(r.body.line_type);
    else if (country === "CA") expect(["mobile", "landline", "voip"]).toContain(r.body.line_type);
    else expect(r.body.line_type).toBe(lineType);
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["hello", "not_a_number"],
    ["+1-800-FLOWERS", "not_a_number"],
    ["+1415555012", "too_short"],
    ["+141555501234", "too_long"],
    ["+1234567890123456", "too_long"],
    ["+99912345678", "unknown_country_code"],
    ["+11235550123", "invalid_for_country"],
    ["+14151550123", "invalid_for_country"],
  ])("invalid input %j is an answer (valid false, reason %s), not an error", async (input, reason) => {
    const r = await lookup({ number: input });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ valid: false, reason, e164: null, line_type: null, carrier: null, input });
    expect(r.body.reason_message.length).toBeGreaterThan(10);
  });

  it("spec 4: the batch form answers one result per number, in input order, valid or not", async () => {
    const numbers = ["+14155550123", "nope", "+447700900123", "+14155550123"];
    const r = await lookup({ numbers });
    expect(r.status, r.text).toBe(200);
    expect(r.body.object).toBe("lookup_batch");
    expect(r.body.data.map((x: any) => x.input)).toEqual(numbers);
    expect(r.body.data.map((x: any) => x.valid)).toEqual([true, false, true, true]);
    expect(r.body.data[3]).toEqual(r.body.data[0]);
  });

  it("the request must be one form: exactly one of number or numbers, at most 100 numbers", async () => {
    for (const [body, param] of [
      [{}, "number"],
      [{ number: "+14155550123", numbers: ["+14155550123"] }, "number"],
      [{ numbers: [] }, "numbers"],
      [{ numbers: Array.from({ length: 101 }, () => "+14155550123") }, "numbers"],
      [{ number: 14155550123 }, "number"],
      [{ number: "+14155550123", extra: 1 }, "extra"],
    ] as const) {
      const r = await lookup(body);
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(r.body.error.param).toBe(param);
    }
    const hundred = await lookup({ numbers: Array.from({ length: 100 }, (_, i) => `+1415555${String(i).padStart(4, "0")}`) });
    expect(hundred.status).toBe(200);
    expect(hundred.body.data).toHaveLength(100);
  });

  it("spec 5.4: lookup needs lookup:read", async () => {
    const k = await emu.api("POST", "/v1/keys", { body: { scopes: ["messages:read"] } });
    const r = await lookup({ number: "+14155550123" }, { id: k.body.id, secret: k.body.secret });
    expect(r.status).toBe(403);
    const ok = await emu.api("POST", "/v1/keys", { body: { scopes: ["lookup:read"] } });
    expect((await lookup({ number: "+14155550123" }, { id: ok.body.id, secret: ok.body.secret })).status).toBe(200);
  });

  it("spec 8: the batch form is its own group, 10 per second: the 11th batch in a window is 429 with Retry-After", async () => {
    // A fresh account, so that no other test's requests share its windows (limits are per account).
    const acct = await emu.control("POST", "/control/accounts", { name: "lookup-rate" });
    const key = acct.body.keys.live;
    // Ten first, concurrently, so that all eleven fall in one window; then the eleventh.
    const results: ApiResponse[] = await Promise.all(
      Array.from({ length: 10 }, () => lookup({ numbers: ["+14155550123"] }, key)),
    );
    results.push(await lookup({ numbers: ["+14155550123"] }, key));
    expect(results.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.headers["ratelimit-limit"])).toEqual(Array(11).fill("10"));
    expect(results.slice(0, 10).map((r) => Number(r.headers["ratelimit-remaining"])).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const last = results[10]!;
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe("rate_limited");
    expect(Number(last.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // The single form is not in that group: it still passes, under the writes group's 100.
    const single = await lookup({ number: "+14155550123" }, key);
    expect(single.status).toBe(200);
    expect(single.headers["ratelimit-limit"]).toBe("100");
    // A new window admits batches again.
    await emu.advance(Number(last.headers["retry-after"]));
    expect((await lookup({ numbers: ["+14155550123"] }, key)).status).toBe(200);
  });
});
