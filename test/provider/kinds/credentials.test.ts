// Issue 17 item 4 through the Pulumi dynamic-provider host: a rejected credential is reported as
// itself (which key ID, where the pair was read from), not as the first operation that met it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PulumiHost } from "../../helpers/pulumiHost";
import { Harness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await Harness.start();
});
afterAll(async () => {
  await h?.close();
});

describe("credential errors through the host", () => {
  it("spec 5.1: a wrong secret in stack config names the key ID and msgform:keyId/msgform:keySecret, not the allowlist", async () => {
    const wrong = "svc_test_" + "q".repeat(40);
    const host = await PulumiHost.start({ cwd: h.hostDir() });
    try {
      await host.configure({ ...h.config(), "msgform:keySecret": wrong }, { secrets: ["msgform:keySecret"] });
      const urn = h.urn("IpAllowlist", "list", host);
      const inputs = { entries: [{ cidr: "127.0.0.0/8" }], __provider: h.providerText("IpAllowlist") };
      const checked = await host.check(urn, {}, inputs);
      const err = await h.failure(host.create(urn, checked.inputs));
      expect(err.message).toContain(`The key ID ${h.emu.emu.keys.live.id} or its secret is wrong`);
      expect(err.message).toContain("check the key ID from msgform:keyId and the key secret from msgform:keySecret.");
      expect(err.message).not.toMatch(/IpAllowlist|\/v1\/me/);
      expect(err.message).not.toContain(wrong);
      expect(host.output).not.toContain(wrong);
    } finally {
      await host.close();
    }
  });
});
