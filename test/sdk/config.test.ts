import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION } from "../../sdk/version";
import { ConfigurationError, createClient, createClientFromEnv, ENV, USER_AGENT } from "../../sdk";
import { sharedAgentCount } from "../../sdk/agents";
import { TestEmulator } from "../helpers/emulator";
import { addFault, freshAccount, optionsFor, WireRecorder } from "./support";

let emu: TestEmulator;
beforeAll(async () => {
  emu = await TestEmulator.start();
});
afterAll(async () => {
  await emu.close();
});

describe("configuration", () => {
  it("spec 5.2: a non-HTTPS base URL is refused with a clear error before any request", async () => {
    const plain = emu.emu.baseUrl.replace("https://", "http://");
    const before = (await emu.control("GET", `/control/accounts/${emu.emu.accountId}/keys`)).body.data;
    for (const baseUrl of [plain, "ftp://127.0.0.1/", "ws://127.0.0.1"]) {
      let err: unknown;
      try {
        createClient(optionsFor(emu, "live", { baseUrl }));
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ConfigurationError);
      expect((err as Error).message).toMatch(/HTTPS only and would refuse the request/);
      expect((err as Error).message).not.toContain(emu.emu.keys.live.secret);
    }
    // Nothing was sent with the key: its request counter did not move.
    const after = (await emu.control("GET", `/control/accounts/${emu.emu.accountId}/keys`)).body.data;
    expect(after).toEqual(before);
  });

  it("base URLs carrying credentials, a query or no URL at all are refused", () => {
    for (const baseUrl of ["https://user:pass@127.0.0.1", "https://127.0.0.1/?x=1", "not a url", ""]) {
      expect(() => createClient(optionsFor(emu, "live", { baseUrl }))).toThrow(ConfigurationError);
    }
    expect(() => createClient(optionsFor(emu, "live", { keySecret: "" }))).toThrow(/keySecret is required/);
  });

  it("spec 2: a key secret not shaped as one (prefix, length, whitespace, a key ID) is refused by name, the value never shown", async () => {
    const { id, secret } = emu.emu.keys.live;
    const refused: Array<[string, RegExp]> = [
      ["x", /keySecret is not a key secret: it does not begin svc_live_s_ or svc_test_/],
      [id, /keySecret is not a key secret: it is a key ID/],
      ["svc_test_0123456789abcde", /it has 15 characters after svc_test_ where a key secret has at least 16/],
      [` ${secret}`, /it does not begin/],
      [`${secret} `, /it holds a space, a line break or a control character/],
    ];
    for (const [keySecret, why] of refused) {
      let err: unknown;
      try {
        createClient(optionsFor(emu, "live", { keySecret }));
      } catch (e) {
        err = e;
      }
      expect(err, keySecret).toBeInstanceOf(ConfigurationError);
      expect((err as Error).message).toMatch(why);
      if (keySecret.length > 9) expect((err as Error).message).not.toContain(keySecret.trim().slice(9));
    }
    // Where the value came from is named, so the message says what to set.
    expect(() => createClient({ ...optionsFor(emu, "live", { keySecret: "x" }), sources: { keySecret: "MSGFORM_KEY_SECRET" } }))
      .toThrow(/MSGFORM_KEY_SECRET is not a key secret/);
    // Sixteen characters after the prefix is enough; the emulator's 40 are.
    for (const keySecret of ["svc_test_0123456789abcdef", secret]) await createClient(optionsFor(emu, "live", { keySecret })).close();
  });

  it("createClientFromEnv reads MSGFORM_BASE_URL, MSGFORM_KEY_ID, MSGFORM_KEY_SECRET and MSGFORM_CA_FILE", async () => {
    expect(ENV).toEqual({
      baseUrl: "MSGFORM_BASE_URL",
      keyId: "MSGFORM_KEY_ID",
      keySecret: "MSGFORM_KEY_SECRET",
      caFile: "MSGFORM_CA_FILE",
    });
    const env = {
      MSGFORM_BASE_URL: emu.emu.baseUrl,
      MSGFORM_KEY_ID: emu.emu.keys.test.id,
      MSGFORM_KEY_SECRET: emu.emu.keys.test.secret,
      MSGFORM_CA_FILE: emu.emu.caFile,
    };
    const client = createClientFromEnv({}, env);
    const me = await client.me.get();
    expect(me.key_id).toBe(emu.emu.keys.test.id);
    expect(me.mode).toBe("test");
    await client.close();

    let err: unknown;
    try {
      createClientFromEnv({}, { MSGFORM_BASE_URL: emu.emu.baseUrl, MSGFORM_KEY_SECRET: emu.emu.keys.test.secret });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigurationError);
    expect((err as Error).message).toContain("MSGFORM_KEY_ID");
    expect((err as Error).message).not.toContain(emu.emu.keys.test.secret);
    expect(() => createClientFromEnv({}, { ...env, MSGFORM_BASE_URL: env.MSGFORM_BASE_URL.replace("https", "http") })).toThrow(
      /HTTPS only/,
    );
  });

  it("spec 5.1: HTTP basic auth with the key pair, and a User-Agent naming msgform and its version, on the wire", async () => {
    const rec = await WireRecorder.start(emu);
    const client = createClient({
      ...optionsFor(emu, "live"),
      baseUrl: rec.baseUrl,
      caFile: rec.caFile,
      userAgent: "my-tool/1.0",
    });
    const me = await client.me.get();
    expect(me.account_id).toBe(emu.emu.accountId);
    const { id, secret } = emu.emu.keys.live;
    const h = rec.records[0]!.headers;
    expect(h.authorization).toBe(`Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`);
    expect(USER_AGENT).toBe(`msgform/${VERSION} (+node ${process.versions.node})`);
    expect(h["user-agent"]).toBe(`msgform/${VERSION} (+node ${process.versions.node}) my-tool/1.0`);
    await client.close();
    await rec.close();
  });

  it("spec 8: every write carries one Idempotency-Key UUID, the same on each retry; reads and opted-out writes carry none", async () => {
    const { accountId, key } = await freshAccount(emu);
    await addFault(emu, { target: "keys.create", kind: "reset_after_commit", probability: 1, max_count: 1, account_id: accountId });
    const rec = await WireRecorder.start(emu);
    const client = createClient({ ...optionsFor(emu, key), baseUrl: rec.baseUrl, caFile: rec.caFile });
    await client.keys.create({ scopes: ["keys:read"], name: "wire" });
    await client.keys.create({ scopes: ["keys:read"], name: "wire-2" });
    await client.keys.list({ limit: 1 });
    await client.keys.create({ scopes: ["keys:read"], name: "wire-3" }, { idempotencyKey: false });
    const mine = randomUUID();
    await client.keys.create({ scopes: ["keys:read"], name: "wire-4" }, { idempotencyKey: mine });
    const keys = rec.records.map((r) => `${r.method} ${r.headers["idempotency-key"] ?? "-"}`);
    const [first, retry, second, list, optedOut, own] = rec.records;
    expect(keys).toHaveLength(6);
    expect(first!.headers["idempotency-key"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry!.headers["idempotency-key"]).toBe(first!.headers["idempotency-key"]);
    expect(second!.headers["idempotency-key"]).not.toBe(first!.headers["idempotency-key"]);
    expect(list!.method).toBe("GET");
    expect(list!.headers["idempotency-key"]).toBeUndefined();
    expect(optedOut!.headers["idempotency-key"]).toBeUndefined();
    expect(own!.headers["idempotency-key"]).toBe(mine);
    await client.close();
    await rec.close();
  });

  it("one pooled keep-alive agent per base URL and CA, shared by every client in the process", async () => {
    const before = sharedAgentCount();
    const a = createClient(optionsFor(emu, "live"));
    const b = createClient(optionsFor(emu, "test"));
    expect(sharedAgentCount()).toBe(before + 1);
    await Promise.all([a.me.get(), b.me.get()]);
    await a.close();
    expect(sharedAgentCount()).toBe(before + 1);
    await b.close();
    expect(sharedAgentCount()).toBe(before);
  });
});
