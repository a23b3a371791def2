// The serialized provider of each of the six kinds (what every resource keeps in state as
// `__provider`): a thin shim naming its kind, with no credentials or settings, within its size
// budget, and the same whatever credentials the serializing process holds. Through the host, every
// kind's shim loads the installed package and answers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PulumiHost } from "../../helpers/pulumiHost";
import { Harness } from "./harness";

const KINDS = ["ApiKey", "WebhookEndpoint", "IpAllowlist", "Brand", "Campaign", "PhoneNumber"];
/** The budget of one serialized provider, in bytes. */
const BUDGET = 4096;

let h: Harness;

beforeAll(async () => {
  h = await Harness.start();
});

afterAll(async () => {
  await h?.close();
});

describe("the serialized providers of the six kinds", () => {
  it("each is a small shim naming its kind, with no credentials, settings or kind code in it", async () => {
    const { keys, baseUrl, caFile } = h.emu.emu;
    const secrets = [keys.live.secret, keys.live.id, keys.test.secret, baseUrl, caFile];
    const sizes: string[] = [];
    for (const kind of KINDS) {
      const { text, containsSecrets } = await h.provider.serializeProvider(h.provider.shimFor(kind));
      expect(text).toBe(h.providerText(kind));
      expect(containsSecrets).toBe(false);
      expect(text.length).toBeLessThan(BUDGET);
      expect(text).toContain(`kind: "${kind}"`);
      expect(text).toContain("require(\"msgform/provider\")");
      for (const leak of [...secrets, "keySecret", "createClient", "safeParse", "revokeQuietSeconds", "allowlist"]) {
        expect(text).not.toContain(leak);
      }
      sizes.push(`${kind} ${text.length} B`);
    }
    console.info(`serialized providers: ${sizes.join(", ")} (budget ${BUDGET} B)`);
  });

  it("stay the same while this process holds credentials and configured, connected providers", async () => {
    process.env.MSGFORM_KEY_SECRET = h.emu.emu.keys.live.secret;
    try {
      const config = h.config();
      for (const kind of KINDS) {
        const p = h.provider.kindProvider(kind);
        await p.configure({ config: { get: (k: string) => config[k], require: (k: string) => config[k] ?? "" } } as never);
        // Connect (build the sdk client from the settings) by reading something.
        if (kind === "IpAllowlist") await p.read("ip_allowlist", { entries: [] });
        const text = (await h.provider.serializeProvider(h.provider.shimFor(kind))).text;
        expect(text).toBe(h.providerText(kind));
        expect(text).not.toContain(h.emu.emu.keys.live.secret);
      }
    } finally {
      delete process.env.MSGFORM_KEY_SECRET;
    }
  });

  it("through the host, each kind's shim loads the installed package and checks its inputs", async () => {
    const required: Record<string, string> = {
      ApiKey: "scopes",
      WebhookEndpoint: "url",
      IpAllowlist: "entries",
      Brand: "entityType",
      Campaign: "brandId",
    };
    for (const kind of KINDS) {
      const r = await h.check(kind, "probe", {});
      expect(r.inputs.__provider).toBe(h.providerText(kind));
      // PhoneNumber needs nothing: with no number and no criteria it buys the first number available.
      if (kind === "PhoneNumber") expect(r.failures).toEqual([]);
      else expect(r.failures.map((f) => f.property)).toContain(required[kind]);
    }
  });

  it("without credentials, the first call that needs the service says where to set them", async () => {
    const bare = await PulumiHost.start({ cwd: h.hostDir() });
    try {
      await bare.configure({});
      const checked = await bare.check(h.urn("ApiKey", "k", bare), {}, { scopes: ["messages:read"], __provider: h.providerText("ApiKey") });
      expect(checked.failures).toEqual([]);
      const err = await h.failure(bare.create(h.urn("ApiKey", "k", bare), checked.inputs));
      expect(err.message).toBe(
        "msgform: cannot reach the messaging service: set the base URL (msgform:baseUrl or MSGFORM_BASE_URL), the key ID " +
        "(msgform:keyId or MSGFORM_KEY_ID), the key secret (`pulumi config set --secret msgform:keySecret` or " +
        "MSGFORM_KEY_SECRET) (no msgform settings in stack config or environment)",
      );
    } finally {
      await bare.close();
    }
  });
});
