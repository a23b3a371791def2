// MSGFORM_LOG=debug and --log-file: a real apply against the emulator, with a 429 the sdk retries;
// every request is one line (method, path, status, request id, attempt, duration, the retry and the
// rate-limit waits), and no key secret, signing secret or Authorization header appears anywhere.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";

let emu: TestEmulator;
let dir: string;

beforeAll(async () => {
  emu = await TestEmulator.start();
  dir = mkdtempSync(join(tmpdir(), "msgform-trace-"));
});

afterAll(async () => {
  await emu?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const LINE = /^msgform: debug: \d{4}-\d\d-\d\dT[\d:.]+Z (GET|POST|PATCH|PUT|DELETE) \/v1\/\S* attempt=\d+ /;

/** Every secret the run could have seen: the bootstrap key's, the created key's and the endpoint's signing secret. */
function secretsIn(sink: string): string[] {
  const held = JSON.parse(readFileSync(sink, "utf8")) as unknown;
  const found: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === "string" && /^(svc_(live|test)_s_|svc_test_|whsec_)/.test(v) && v.length > 30) found.push(v);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(held);
  return found;
}

describe("the request trace", () => {
  it("MSGFORM_LOG=debug: an apply with a 429 and its retry, one line per attempt on stderr, no secret", async () => {
    const fault = await emu.control("POST", "/control/faults", {
      target: "keys.create", kind: "rate_limit_burst", burst_ms: 1000, probability: 1, max_count: 1,
    });
    expect(fault.status, fault.text).toBe(201);
    const config = join(dir, "account.yaml");
    writeFileSync(config, [
      "api_keys:",
      "  ci:",
      "    name: ci",
      "    scopes: [messages:read]",
      "webhook_endpoints:",
      "  receipts:",
      "    url: https://hooks.example.com/receipts",
      "    enabledEvents: [message.delivered]",
      "",
    ].join("\n"));
    const sink = join(dir, "secrets.json");
    const env = { ...cliEnv(emu.emu), MSGFORM_LOG: "debug" };
    const r = await msgform(["apply", config, "--yes", "--secrets-out", sink], env);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stderr.split("\n").filter((l) => l.startsWith("msgform: debug: "));
    for (const l of lines) expect(l).toMatch(LINE);

    const creates = lines.filter((l) => l.includes(" POST /v1/keys "));
    const answered = creates.filter((l) => l.includes(" status="));
    const limited = / attempt=1 status=429 error=rate_limited request_id=req_\w+ duration_ms=\d+ retry_after_s=1 /;
    expect(answered[0]).toMatch(limited);
    expect(answered[0]).toMatch(/ retry_in_ms=\d+ group=writes$/);
    expect(answered.at(-1)).toMatch(/ attempt=2 status=201 request_id=req_\w+ duration_ms=\d+ group=writes$/);
    const endpoint = / POST \/v1\/webhook_endpoints attempt=1 status=201 request_id=req_\w+ /;
    expect(lines.some((l) => endpoint.test(l))).toBe(true);
    // The sdk waits for its rate-limit slot before sending (the first request of a group goes alone).
    expect(lines.some((l) => / rate_limit_wait_ms=\d+ group=/.test(l))).toBe(true);

    const secrets = [emu.emu.keys.live.secret, ...secretsIn(sink)];
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    for (const secret of secrets) expect(r.stderr + r.stdout).not.toContain(secret);
    expect(r.stderr).not.toMatch(/authorization|basic /i);
  }, 120_000);

  it("--log-file: the same lines appended to a 0600 file, nothing on stderr; an unknown level is refused", async () => {
    const config = join(dir, "keys.yaml");
    writeFileSync(config, "api_keys:\n  ci:\n    name: ci\n    scopes: [messages:read]\n");
    const log = join(dir, "trace.log");
    const r = await msgform(["plan", config, "--log-file", log], cliEnv(emu.emu));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain("msgform: debug:");
    const lines = readFileSync(log, "utf8").trim().split("\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const l of lines) expect(l).toMatch(LINE);
    const me = / GET \/v1\/me attempt=1 status=200 request_id=req_\w+ duration_ms=\d+ group=reads$/;
    expect(lines.some((l) => me.test(l))).toBe(true);
    expect(statSync(log).mode & 0o777).toBe(0o600);
    expect(readFileSync(log, "utf8")).not.toContain(emu.emu.keys.live.secret);

    const wrong = await msgform(["plan", config], { ...cliEnv(emu.emu), MSGFORM_LOG: "verbose" });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe("msgform: MSGFORM_LOG=verbose is not a level msgform knows: set it to debug (or unset it)\n");
  }, 120_000);
});
