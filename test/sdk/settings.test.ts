// The one connection-settings resolver (sdk/config.ts): precedence of layers, where each value
// came from, the key-pair rule, and messages that name the place to fix without a value.
import { describe, expect, it } from "vitest";
import { flagLayer } from "../../cli/connect";
import { resolveSettings } from "../../provider/pulumi/settings";
import { clientOptionsFrom, ConfigurationError, createClient, envLayer, resolveConnection } from "../../sdk";

const SECRET = "svc_test_" + "s".repeat(40);
const env = {
  MSGFORM_BASE_URL: "https://env.example",
  MSGFORM_KEY_ID: "env-id",
  MSGFORM_KEY_SECRET: SECRET,
  MSGFORM_CA_FILE: "/env/ca.pem",
};
const stack = (values: Record<string, string>) => ({ get: (k: string) => values[k] });

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected an error");
}

describe("the connection-settings resolver", () => {
  it("takes each value from the first layer that sets it and records which one", () => {
    const s = resolveConnection([flagLayer({ keyId: "flag-id", caFile: "" }), envLayer(env)]);
    expect([s.baseUrl, s.keyId, s.keySecret, s.caFile]).toEqual(["https://env.example", "flag-id", SECRET, "/env/ca.pem"]);
    expect(s.sources).toEqual({
      baseUrl: "MSGFORM_BASE_URL",
      keyId: "--key-id",
      keySecret: "MSGFORM_KEY_SECRET",
      caFile: "MSGFORM_CA_FILE",
    });
    expect(s.describe()).toBe("baseUrl from MSGFORM_BASE_URL, caFile from MSGFORM_CA_FILE, keyId from --key-id, keySecret from MSGFORM_KEY_SECRET");
  });

  it("never takes the key secret from a flag, and an empty value is unset", () => {
    const s = resolveConnection([flagLayer({ baseUrl: "https://flag.example" }), envLayer({ ...env, MSGFORM_KEY_SECRET: "" })]);
    expect(s.keySecret).toBeUndefined();
    expect(s.ways.keySecret).toEqual(["MSGFORM_KEY_SECRET"]);
    expect(s.ways.baseUrl).toEqual(["--base-url", "MSGFORM_BASE_URL"]);
  });

  it("stack config beats the environment, and the key pair comes from one of them whole", () => {
    const s = resolveSettings(stack({ "msgform:keyId": "cfg-id", "msgform:keySecret": "cfg-secret", "x:y": "z" }), env);
    expect([s.keyId, s.keySecret, s.baseUrl]).toEqual(["cfg-id", "cfg-secret", "https://env.example"]);
    expect(s.describe()).toBe("baseUrl from MSGFORM_BASE_URL, caFile from MSGFORM_CA_FILE, key from msgform:keyId/msgform:keySecret");
    expect(s.config("x:y")).toBe("z");
    const half = thrown(() => resolveSettings(stack({ "msgform:keySecret": "cfg-secret" }), env));
    expect(half).toBeInstanceOf(ConfigurationError);
    expect(half.message).toBe(
      "msgform: stack config sets msgform:keySecret but not msgform:keyId; set both (msgform:keyId, " +
      "`pulumi config set --secret msgform:keySecret`) or neither (then MSGFORM_KEY_ID and MSGFORM_KEY_SECRET are used)",
    );
    expect(half.message).not.toContain("cfg-secret");
  });

  it("the secret is not enumerable: no JSON, spread or inspect of the settings shows it", () => {
    const s = resolveConnection([envLayer(env)]);
    expect(s.keySecret).toBe(SECRET);
    expect(JSON.stringify(s)).not.toContain(SECRET);
    expect(JSON.stringify({ ...s })).not.toContain(SECRET);
    expect(s.describe()).not.toContain(SECRET);
    expect(s.describe()).toBe("baseUrl from MSGFORM_BASE_URL, caFile from MSGFORM_CA_FILE, key from MSGFORM_KEY_ID/MSGFORM_KEY_SECRET");
  });

  it("client options carry the sources; missing settings are named with every way to set them", () => {
    const ok = clientOptionsFrom(resolveConnection([envLayer(env)]));
    expect(ok).toEqual({
      baseUrl: "https://env.example",
      keyId: "env-id",
      keySecret: SECRET,
      caFile: "/env/ca.pem",
      sources: { baseUrl: "MSGFORM_BASE_URL", keyId: "MSGFORM_KEY_ID", keySecret: "MSGFORM_KEY_SECRET", caFile: "MSGFORM_CA_FILE" },
      // Every way each setting can be given, for messages that say what to set (an untrusted certificate).
      ways: { baseUrl: ["MSGFORM_BASE_URL"], keyId: ["MSGFORM_KEY_ID"], keySecret: ["MSGFORM_KEY_SECRET"], caFile: ["MSGFORM_CA_FILE"] },
    });
    const cli = thrown(() => clientOptionsFrom(resolveConnection([flagLayer({ keyId: "k" }), envLayer({ MSGFORM_KEY_SECRET: SECRET })])));
    expect(cli).toBeInstanceOf(ConfigurationError);
    expect(cli.message).toBe(
      "msgform: cannot reach the messaging service: set the base URL (--base-url or MSGFORM_BASE_URL) " +
      "(keyId from --key-id, keySecret from MSGFORM_KEY_SECRET)",
    );
    const pulumi = thrown(() => clientOptionsFrom(resolveSettings(undefined, {})));
    expect(pulumi.message).toBe(
      "msgform: cannot reach the messaging service: set the base URL (msgform:baseUrl or MSGFORM_BASE_URL), the key ID " +
      "(msgform:keyId or MSGFORM_KEY_ID), the key secret (`pulumi config set --secret msgform:keySecret` or " +
      "MSGFORM_KEY_SECRET) (no msgform settings in stack config or environment)",
    );
  });

  it("a CA file that cannot be read: the reason in words and the setting to change (the option, for sdk users)", () => {
    const options = { baseUrl: "https://svc.example", keyId: "k", keySecret: SECRET, caFile: "/nonexistent/ca.pem" };
    const sdk = thrown(() => createClient(options));
    expect(sdk).toBeInstanceOf(ConfigurationError);
    expect(sdk.message).toBe(
      "msgform: cannot read the CA file /nonexistent/ca.pem: no such file or directory; set the caFile option to the service's " +
      "CA certificate, a PEM file (an emulator writes a new one at each start: the ca_file of its start line)",
    );
    const config = stack({ "msgform:baseUrl": "https://svc.example", "msgform:keyId": "k", "msgform:keySecret": SECRET, "msgform:caFile": "/" });
    const pulumi = thrown(() => createClient(clientOptionsFrom(resolveSettings(config, {}))));
    expect(pulumi.message).toContain("msgform: cannot read the CA file / (from msgform:caFile): it is a directory; set msgform:caFile to the");
  });
});
