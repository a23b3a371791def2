import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { createKey } from "../emulator/platform/support";
import { cliEnv, msgform } from "./run";

/**
 * Ids that would walk the API's paths (`..` resolves `/v1/keys/..` to `/v1/`, `.` turns a replay of
 * one event into the bulk replay) are refused by the CLI where the user gave them: an argument or a
 * configuration's `id`, with what was wrong, where and how to fix it, and no request sent.
 */

let t: TestEmulator;
let env: Record<string, string>;
let key: { id: string; secret: string };
const dir = mkdtempSync(join(tmpdir(), "msgform-ids-"));

beforeAll(async () => {
  t = await TestEmulator.start({ rateLimits: "off" });
  key = await createKey(t, ["webhooks:write", "webhooks:read"]);
  env = cliEnv(t.emu, key);
});
afterAll(async () => t?.close());

/** The key's request counter (spec 2), read with another key: what the CLI sent. */
const requestsOfKey = async () => (await t.api("GET", `/v1/keys/${key.id}`)).body.request_count as number;

describe("ids in the CLI", () => {
  it("events replay refuses a dot-segment or malformed event id before sending anything", async () => {
    const before = await requestsOfKey();
    for (const [id, why] of [["..", "is a dot segment"], [".", "is a dot segment"], ["evt_a/../replay", "has characters no id has"],
      ["msg_123", "does not start with evt_"], ["evt_\u202egnp", "has characters no id has"]] as const) {
      const r = await msgform(["events", "replay", id], env);
      expect(r.code, id).toBe(1);
      expect(r.stdout).toBe("");
      expect(r.stderr, id).toContain(why);
      expect(r.stderr).toContain("give the evt_ id of one event (`msgform events list` shows them)");
      expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202a-\u202e]/); // eslint-disable-line no-control-regex
    }
    expect(await requestsOfKey()).toBe(before);
  });

  it("a configuration's adopt id that is a dot segment or not an id is refused at validate and plan, at its line", async () => {
    const file = join(dir, "ids.yaml");
    writeFileSync(file, [
      "configuration: ids",
      "webhook_endpoints:",
      "  up:",
      "    id: \"..\"",
      "    url: https://hooks.example/up",
      "    enabledEvents: [message.delivered]",
      "api_keys:",
      "  ci:",
      "    id: we_notakey",
      "    scopes: [messages:read]",
      "",
    ].join("\n"));
    const before = await requestsOfKey();
    for (const command of ["validate", "plan"]) {
      const r = await msgform([command, file], env);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toContain(`${file}:4:9: webhook_endpoints.up.id: the id ".." is a dot segment`);
      expect(r.stderr).toContain(`${file}:9:9: api_keys.ci.id: the id "we_notakey" does not start with svc_live_k_ or svc_test_`);
      expect(r.stderr).toContain("leave it out to create a new object");
    }
    expect(await requestsOfKey()).toBe(before);
  });
});
