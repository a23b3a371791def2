import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../../helpers/emulator";
import { createKey, expectError, keyCounters, newAccount } from "./support";

/**
 * IP allowlist (spec 5.6, 7). Source addresses are real: distinct loopback addresses of
 * 127.0.0.0/8 bound as the connection's local address, and ::1 on an IPv6 listener.
 */

let t: TestEmulator;

beforeAll(async () => {
  t = await TestEmulator.start();
});
afterAll(async () => t?.close());

/** Clears the primary account's list from whichever test address it still admits. */
afterEach(async () => {
  for (const a of ["127.0.0.1", "127.0.0.2", "127.0.0.9"]) {
    if ((await t.api("DELETE", "/v1/ip_allowlist", { localAddress: a })).status === 200) return;
  }
  throw new Error("could not clear the allowlist from any test address");
});

const put = (entries: object[], localAddress = "127.0.0.1", extra: object = {}) =>
  t.api("PUT", "/v1/ip_allowlist", { body: { entries, ...extra }, localAddress });

describe("spec 5.6 allowlist entries: IPv4 and IPv6 addresses and CIDR ranges", () => {
  it("spec 5.6: IPv4/IPv6 addresses and ranges are accepted and read back", async () => {
    const entries = [
      { cidr: "127.0.0.1" },
      { cidr: "203.0.113.7", description: "office" },
      { cidr: "198.51.100.0/24" },
      { cidr: "2001:db8::/32" },
      { cidr: "::1" },
      { cidr: "2001:db8:abcd:12::1/128" },
      { cidr: "fe80::/10" },
    ];
    const r = await put(entries);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ object: "ip_allowlist", enabled: true, entries });
    expect(r.body.updated_at).toMatch(/Z$/);
    const read = await t.api("GET", "/v1/ip_allowlist");
    expect(read.body.entries).toEqual(entries);
  });

  const invalid = [
    "256.0.0.1",
    "10.0.0.0/33",
    "2001:db8::/129",
    "10.0.0.0/",
    "/24",
    "example.com",
    "10.0.0.1/24/1",
    "10.0.0.1/-1",
    "2001:db8:::1",
    "10.0.0",
    "",
  ];
  for (const cidr of invalid) {
    it(`spec 5.6: '${cidr}' is refused with 400 naming the entry`, async () => {
      const r = await put([{ cidr: "127.0.0.1" }, { cidr }]);
      expectError(r, 400, "invalid_request");
      expect(r.body.error.param).toBe("entries.1.cidr");
    });
  }

  it("spec 5.6: a repeated entry is refused", async () => {
    expectError(await put([{ cidr: "127.0.0.1" }, { cidr: "127.0.0.1" }]), 400, "invalid_request");
  });

  it("spec 5.6: an empty list means unrestricted; DELETE clears", async () => {
    expect((await put([{ cidr: "127.0.0.1" }])).body.enabled).toBe(true);
    const cleared = await t.api("DELETE", "/v1/ip_allowlist");
    expect(cleared.body).toMatchObject({ enabled: false, entries: [] });
    expect((await t.api("GET", "/v1/ip_allowlist", { localAddress: "127.0.0.77" })).status).toBe(200);
  });
});

describe("spec 5.6, 7 enforcement: 403 ip_not_allowed, before authentication", () => {
  it("spec 5.6: the service sees the real source address", async () => {
    const me = await t.api("GET", "/v1/me", { localAddress: "127.0.0.5" });
    expect(me.body.source_ip).toBe("127.0.0.5");
  });

  it("spec 5.6, 7: from outside the list a valid key, a wrong secret, a malformed header and no credentials all get 403 ip_not_allowed", async () => {
    expect((await put([{ cidr: "127.0.0.2/32" }], "127.0.0.2")).status).toBe(200);
    // Inside the list.
    expect((await t.api("GET", "/v1/me", { localAddress: "127.0.0.2" })).status).toBe(200);
    // Outside, whatever the credentials.
    const outside = "127.0.0.3";
    const live = t.emu.keys.live;
    const cases = [
      await t.api("GET", "/v1/me", { localAddress: outside }),
      await t.api("GET", "/v1/me", { localAddress: outside, key: "test" }),
      await t.api("GET", "/v1/keys", { localAddress: outside, key: { id: live.id, secret: "svc_live_s_" + "x".repeat(40) } }),
      await t.api("GET", "/v1/keys", { localAddress: outside, authorization: "Bearer nonsense" }),
      await t.api("GET", "/v1/keys", { localAddress: outside, key: null }),
      await t.api("POST", "/v1/keys", { localAddress: outside, rawBody: "{bad json", headers: { "content-type": "application/json" } }),
      await t.api("GET", "/no/such/path", { localAddress: outside }),
      await t.api("DELETE", "/v1/me", { localAddress: outside }),
    ];
    for (const r of cases) {
      expectError(r, 403, "ip_not_allowed");
      expect(r.body.error.message).toContain(outside);
    }
  });

  it("spec 5.6: a refused address does not authenticate: no key counts the request", async () => {
    expect((await put([{ cidr: "127.0.0.2/32" }], "127.0.0.2")).status).toBe(200);
    const before = (await keyCounters(t, t.emu.accountId)).get(t.emu.keys.live.id).request_count;
    expectError(await t.api("GET", "/v1/me", { localAddress: "127.0.0.3" }), 403, "ip_not_allowed");
    const after = (await keyCounters(t, t.emu.accountId)).get(t.emu.keys.live.id).request_count;
    expect(after).toBe(before);
  });

  it("spec 5.6: a CIDR range admits exactly its addresses", async () => {
    expect((await put([{ cidr: "127.0.0.0/30" }], "127.0.0.2")).status).toBe(200);
    for (const a of ["127.0.0.1", "127.0.0.2", "127.0.0.3"]) {
      expect((await t.api("GET", "/v1/me", { localAddress: a })).status, a).toBe(200);
    }
    for (const a of ["127.0.0.4", "127.0.0.200", "127.0.1.1"]) {
      expectError(await t.api("GET", "/v1/me", { localAddress: a }), 403, "ip_not_allowed");
    }
  });

  it("spec 5.6: the list is per account: another account is not restricted by it, and its own list binds its keys", async () => {
    expect((await put([{ cidr: "127.0.0.2/32" }], "127.0.0.2")).status).toBe(200);
    const other = await newAccount(t, "allowlist-other");
    expect((await t.api("GET", "/v1/me", { key: other.live, localAddress: "127.0.0.3" })).status).toBe(200);

    const r = await t.api("PUT", "/v1/ip_allowlist", {
      key: other.live,
      body: { entries: [{ cidr: "127.0.0.6" }] },
      localAddress: "127.0.0.6",
    });
    expect(r.status, r.text).toBe(200);
    expect((await t.api("GET", "/v1/me", { key: other.live, localAddress: "127.0.0.6" })).status).toBe(200);
    // The key id names the account, so its list applies even with a wrong secret.
    expectError(await t.api("GET", "/v1/me", { key: other.live, localAddress: "127.0.0.2" }), 403, "ip_not_allowed");
    expectError(
      await t.api("GET", "/v1/me", { key: { id: other.live.id, secret: "wrong" }, localAddress: "127.0.0.2" }),
      403,
      "ip_not_allowed",
    );
    // The other account's test key: the list is account-wide, both modes.
    expectError(await t.api("GET", "/v1/me", { key: other.test, localAddress: "127.0.0.2" }), 403, "ip_not_allowed");
  });

  it("spec 5.6: the list covers both modes and is the same object for live and test keys", async () => {
    expect((await put([{ cidr: "127.0.0.2/32" }], "127.0.0.2")).status).toBe(200);
    const viaTest = await t.api("GET", "/v1/ip_allowlist", { key: "test", localAddress: "127.0.0.2" });
    expect(viaTest.body.entries).toEqual([{ cidr: "127.0.0.2/32" }]);
    expectError(await t.api("GET", "/v1/me", { key: "test", localAddress: "127.0.0.4" }), 403, "ip_not_allowed");
  });

  it("spec 5.6: managing the list needs the allowlist scopes", async () => {
    const reader = await createKey(t, ["allowlist:read"]);
    expect((await t.api("GET", "/v1/ip_allowlist", { key: reader })).status).toBe(200);
    expectError(await t.api("PUT", "/v1/ip_allowlist", { key: reader, body: { entries: [] } }), 403, "insufficient_scope");
    expectError(await t.api("DELETE", "/v1/ip_allowlist", { key: reader }), 403, "insufficient_scope");
  });
});

describe("spec 5.6 self-lockout", () => {
  it("spec 5.6: a list that excludes the caller is refused with 422 allowlist_excludes_caller and changes nothing", async () => {
    const r = await put([{ cidr: "198.51.100.0/24" }], "127.0.0.1");
    expectError(r, 422, "allowlist_excludes_caller");
    expect(r.body.error.param).toBe("entries");
    expect(r.body.error.message).toContain("127.0.0.1");
    expect((await t.api("GET", "/v1/ip_allowlist")).body.entries).toEqual([]);
  });

  it("spec 5.6: allow_self_lockout: true overrides; the caller is then locked out, other listed addresses are not", async () => {
    const r = await put([{ cidr: "127.0.0.9" }], "127.0.0.1", { allow_self_lockout: true });
    expect(r.status, r.text).toBe(200);
    expectError(await t.api("GET", "/v1/me", { localAddress: "127.0.0.1" }), 403, "ip_not_allowed");
    expect((await t.api("GET", "/v1/me", { localAddress: "127.0.0.9" })).status).toBe(200);
    expect((await t.api("DELETE", "/v1/ip_allowlist", { localAddress: "127.0.0.9" })).status).toBe(200);
    expect((await t.api("GET", "/v1/me", { localAddress: "127.0.0.1" })).status).toBe(200);
  });
});

describe("spec 5.6 IPv6 sources", () => {
  let v6: TestEmulator;
  beforeAll(async () => {
    v6 = await TestEmulator.start({ host: "::1" });
  });
  afterAll(async () => v6?.close());

  it("spec 5.6: an IPv6 client is matched against IPv6 entries and ranges", async () => {
    expect(v6.emu.baseUrl).toMatch(/^https:\/\/\[::1\]:/);
    expect((await v6.api("GET", "/v1/me")).body.source_ip).toBe("::1");
    const put6 = (entries: object[], extra: object = {}) =>
      v6.api("PUT", "/v1/ip_allowlist", { body: { entries, ...extra } });
    expect((await put6([{ cidr: "::1/128" }])).status).toBe(200);
    expect((await v6.api("GET", "/v1/me")).status).toBe(200);
    expect((await put6([{ cidr: "::/127" }])).status).toBe(200);
    expect((await v6.api("GET", "/v1/me")).status).toBe(200);
    // An IPv4 entry does not admit an IPv6 client.
    expectError(await put6([{ cidr: "127.0.0.1" }]), 422, "allowlist_excludes_caller");
    expect((await put6([{ cidr: "2001:db8::/32" }], { allow_self_lockout: true })).status).toBe(200);
    expectError(await v6.api("GET", "/v1/me"), 403, "ip_not_allowed");
    expectError(await v6.api("GET", "/v1/me", { key: null }), 403, "ip_not_allowed");
  });
});

describe("spec 5.6 dual-stack listener", () => {
  let dual: TestEmulator;
  beforeAll(async () => {
    dual = await TestEmulator.start({ host: "::" });
  });
  afterAll(async () => dual?.close());

  it("a wildcard listener advertises a loopback base URL its certificate names", () => {
    expect(dual.emu.baseUrl).toMatch(/^https:\/\/127\.0\.0\.1:[0-9]+$/);
  });

  it("spec 5.6: an IPv4 client of an IPv6 socket (::ffff:a.b.c.d) is matched as its IPv4 address", async () => {
    expect((await dual.api("GET", "/v1/me", { localAddress: "127.0.0.2" })).body.source_ip).toBe("127.0.0.2");
    const r = await dual.api("PUT", "/v1/ip_allowlist", { body: { entries: [{ cidr: "127.0.0.2/32" }] }, localAddress: "127.0.0.2" });
    expect(r.status, r.text).toBe(200);
    expect((await dual.api("GET", "/v1/me", { localAddress: "127.0.0.2" })).status).toBe(200);
    expectError(await dual.api("GET", "/v1/me", { localAddress: "127.0.0.3" }), 403, "ip_not_allowed");
  });
});
