import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderConfigSchema } from "../../cli/config/jsonSchema";
import { sections } from "../../cli/reconcile/catalog";
import { msgform } from "./run";

const dir = mkdtempSync(join(tmpdir(), "msgform-validate-"));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe("msgform validate: errors a user can act on", () => {
  it("names file, line, column, path and what was expected, for every problem at once", async () => {
    const f = file(
      "bad.yaml",
      [
        "webhook_endpoints:",
        "  orders:",
        "    url: https://hooks.example/x",
        "    enabledEvents: [message.sent, message.teleported]",
        "    colour: blue",
        "api_keys:",
        "  ci:",
        "    scopes: []",
        "",
      ].join("\n"),
    );
    const r = await msgform(["validate", f]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`${f}:4:35: webhook_endpoints.orders.enabledEvents.1: expected one of`);
    expect(r.stderr).toContain(`${f}:5:5: webhook_endpoints.orders.colour: unknown field`);
    expect(r.stderr).toMatch(new RegExp(`${f}:8:13: api_keys\\.ci\\.scopes: `));
    expect(r.stderr).toMatch(/3 problems in the configuration/);
  });

  it("reports a reference to a declaration that does not exist, at the reference", async () => {
    const f = file("ref.yaml", "phone_numbers:\n  main:\n    areaCode: '415'\n    campaign: nope\n");
    const r = await msgform(["validate", f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${f}:4:15: phone_numbers.main.campaign: names 'nope', which campaigns does not declare`);
  });

  it("substitutes ${env:NAME} from the environment and names a missing variable without printing values", async () => {
    const f = file("env.yaml", "webhook_endpoints:\n  o:\n    url: ${env:HOOK_URL}\n    enabledEvents: [message.sent]\n");
    expect((await msgform(["validate", f], { HOOK_URL: "https://hooks.example/in" })).code).toBe(0);
    const missing = await msgform(["validate", f]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`${f}:3:10: webhook_endpoints.o.url: environment variable HOOK_URL is not set`);
  });

  it("applies overlays in order: the later file wins, null removes", async () => {
    const base = file("base.yaml", "webhook_endpoints:\n  o:\n    url: http://example.com/x\n    enabledEvents: [message.sent]\n");
    const prod = file("prod.yaml", "webhook_endpoints:\n  o:\n    url: https://example.com/x\n");
    const bad = await msgform(["validate", base]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`${base}:3:10: webhook_endpoints.o.url`);
    expect((await msgform(["validate", base, prod])).code).toBe(0);
  });

  it("commands that need the service say which setting is missing", async () => {
    const f = file("empty.yaml", "version: 1\n");
    const r = await msgform(["plan", f]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("msgform: cannot reach the messaging service: set the base URL (--base-url or MSGFORM_BASE_URL)");
    const http = await msgform(["plan", f, "--base-url", "http://example.com"], { MSGFORM_KEY_ID: "k", MSGFORM_KEY_SECRET: "s" });
    expect(http.code).toBe(1);
    expect(http.stderr).toMatch(/https/i);
  });

  it("every command has --help", async () => {
    for (const cmd of ["validate", "plan", "apply", "drift", "export", "events", "emulator"]) {
      const r = await msgform([cmd, "--help"]);
      expect(r.code, cmd).toBe(0);
      expect(r.stdout, cmd).toContain(`Usage: msgform ${cmd}`);
    }
  });
});

describe("the editor schemas (schema/config.schema.json for a base, config.overlay.schema.json for an overlay)", () => {
  it.each([
    ["config.schema.json", "base"],
    ["config.overlay.schema.json", "overlay"],
  ] as const)("%s is generated from the kinds and up to date (run `npm run gen` when this fails)", (file, role) => {
    const committed = readFileSync(join(__dirname, "..", "..", "schema", file), "utf8");
    expect(committed).toBe(renderConfigSchema(sections, role));
    const schema = JSON.parse(committed);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(["api_keys", "webhook_endpoints", "ip_allowlist", "brands", "campaigns", "phone_numbers"]),
    );
  });
});
