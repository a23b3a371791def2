// The sdk's certificate name check: an IPv6 host matches the certificate's IP address however either
// is written (Node 22 alone compares them as printed, which refused https://[::1] to the emulator).
import type { PeerCertificate } from "node:tls";
import { describe, expect, it } from "vitest";
import { checkServerIdentity } from "../../sdk/agents";

const cert = (subjectaltname: string) => ({ subject: {}, subjectaltname }) as unknown as PeerCertificate;
const emulator = cert("DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1");

describe("spec 5.2 HTTPS: the certificate's names", () => {
  it("an IPv6 host matches the certificate's address written in full or compressed", () => {
    expect(checkServerIdentity("::1", emulator)).toBeUndefined();
    expect(checkServerIdentity("0:0:0:0:0:0:0:1", cert("IP Address:::1"))).toBeUndefined();
    expect(checkServerIdentity("2001:db8::5", cert("IP Address:2001:DB8:0:0:0:0:0:5"))).toBeUndefined();
  });

  it("anything else is refused as Node refuses it", () => {
    expect(checkServerIdentity("::2", emulator)?.message).toMatch(/does not match certificate's altnames/);
    expect(checkServerIdentity("127.0.0.2", emulator)?.message).toMatch(/does not match certificate's altnames/);
    expect(checkServerIdentity("example.com", emulator)?.message).toMatch(/does not match certificate's altnames/);
    expect(checkServerIdentity("localhost", emulator)).toBeUndefined();
  });
});
