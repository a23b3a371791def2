// Connection and credential errors through the built CLI (issue 17 item 4): the real problem, the
// source of each setting (flag or environment variable), one line, never a secret.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";

let emu: TestEmulator;
let config: string;
const WRONG = "svc_test_" + "w".repeat(40);

beforeAll(async () => {
  emu = await TestEmulator.start();
  const dir = mkdtempSync(join(tmpdir(), "msgform-conn-"));
  config = join(dir, "account.yaml");
  writeFileSync(config, "version: 1\nip_allowlist:\n  entries:\n    - cidr: 127.0.0.0/8\n");
});
afterAll(async () => {
  await emu?.close();
});

describe("connection and credential errors", () => {
  it("spec 5.1: a wrong secret says the key ID or secret is wrong and where each was read from, not the allowlist", async () => {
    const env = { ...cliEnv(emu.emu), MSGFORM_KEY_SECRET: WRONG };
    const r = await msgform(["plan", config, "--key-id", emu.emu.keys.live.id], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`The key ID ${emu.emu.keys.live.id} or its secret is wrong`);
    expect(r.stderr).toContain("check the key ID from --key-id and the key secret from MSGFORM_KEY_SECRET");
    expect(r.stderr).not.toMatch(/allowlist|\/v1\/me/i);
    expect(r.stderr).not.toContain(WRONG);
    expect(r.stderr).not.toContain(emu.emu.keys.live.secret);
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it("spec 2: a value not shaped as a key secret is refused before any request, saying what is wrong and where, never the value", async () => {
    // Every message the client writes is scrubbed of the secret: a one-letter value ("e") once turned
    // "could not connect" into "could not conn[REDACTED]ct". Refused first, nothing is garbled.
    const cases: Array<[string, RegExp]> = [
      ["e", /it does not begin svc_live_s_ or svc_test_, as every key secret does/],
      [emu.emu.keys.live.id, /it is a key ID \(svc_live_k_…\), not a key secret/],
      ["svc_live_s_short", /it has 5 characters after svc_live_s_ where a key secret has at least 16/],
      [`${emu.emu.keys.live.secret}\n`, /it holds a space, a line break or a control character/],
    ];
    for (const [secret, why] of cases) {
      const r = await msgform(["plan", config, "--key-id", emu.emu.keys.live.id], { ...cliEnv(emu.emu), MSGFORM_KEY_SECRET: secret });
      expect(r.code, secret).toBe(1);
      expect(r.stderr).toMatch(/^msgform: MSGFORM_KEY_SECRET is not a key secret: /);
      expect(r.stderr).toMatch(why);
      expect(r.stderr).toContain("set MSGFORM_KEY_SECRET to the secret shown once when the key was created");
      expect(r.stderr).not.toContain("REDACTED");
      expect(r.stderr.split("\n").filter(Boolean)).toHaveLength(1);
      if (secret.length > 1) expect(r.stderr).not.toContain(secret.trim().slice(11));
    }
    // The same key pair, shaped right, reaches the service.
    const ok = await msgform(["plan", config, "--key-id", emu.emu.keys.live.id], cliEnv(emu.emu));
    expect(ok.stderr).not.toContain("is not a key secret");
  });

  it("nothing listening at the base URL: the URL and the variable it came from", async () => {
    const env = { ...cliEnv(emu.emu), MSGFORM_BASE_URL: "https://127.0.0.1:1" };
    const r = await msgform(["drift", config], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("Is the service running at https://127.0.0.1:1? Check the base URL from MSGFORM_BASE_URL.");
    expect(r.stderr).not.toMatch(/allowlist|\/v1\/me/i);
  });

  it("a certificate the CA does not vouch for: the CA file and its source; a missing CA file names its flag or variable", async () => {
    const noCa = { ...cliEnv(emu.emu), MSGFORM_CA_FILE: "" };
    const r = await msgform(["plan", config], noCa);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("not trusted; for a private CA (the emulator's), set a CA file (--ca-file or MSGFORM_CA_FILE).");
    const missing = await msgform(["plan", config, "--ca-file", "/nonexistent/ca.pem"], noCa);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      "msgform: cannot read the CA file /nonexistent/ca.pem (from --ca-file): no such file or directory; set --ca-file to the service's " +
      "CA certificate, a PEM file (an emulator writes a new one at each start: the ca_file of its start line)\n",
    );
    // The emulator stopped, its CA folder gone, the shell's MSGFORM_CA_FILE still naming it: the variable to fix.
    const stale = await msgform(["plan", config], { ...noCa, MSGFORM_CA_FILE: "/nonexistent/ca.pem" });
    expect(stale.stderr).toBe(
      "msgform: cannot read the CA file /nonexistent/ca.pem (from MSGFORM_CA_FILE): no such file or directory; set MSGFORM_CA_FILE to the " +
      "service's CA certificate, a PEM file (an emulator writes a new one at each start: the ca_file of its start line)\n",
    );
    const directory = await msgform(["plan", config, "--ca-file", "/"], noCa);
    expect(directory.stderr).toContain("msgform: cannot read the CA file / (from --ca-file): it is a directory; set --ca-file to");
  });
});
