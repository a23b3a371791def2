import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DiagnosticsError } from "../../cli/diagnostics";
import { loadConfig } from "../../cli/config/load";

const dir = mkdtempSync(join(tmpdir(), "msgform-config-"));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const Schema = z.strictObject({
  webhook_endpoints: z
    .record(
      z.string(),
      z.strictObject({ url: z.string().startsWith("https://", "must be an https:// URL"), events: z.array(z.string()) }),
    )
    .optional(),
  tags: z.array(z.string()).optional(),
});

function issuesOf(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof DiagnosticsError) return err.diagnostics;
    throw err;
  }
  throw new Error("expected a DiagnosticsError");
}

describe("config files: overlays, env substitution, located errors", () => {
  it("merges overlays key by key, replaces lists and removes entries set to null", () => {
    const base = file(
      "base.yaml",
      "webhook_endpoints:\n  orders:\n    url: https://a.example/h\n    events: [message.sent]\n  audit:\n    url: https://b.example/h\n    events: [message.failed]\ntags: [x, y]\n",
    );
    const prod = file("prod.yaml", "webhook_endpoints:\n  orders:\n    url: https://prod.example/h\n  audit: null\ntags: [z]\n");
    const { config } = loadConfig([base, prod], Schema, {});
    expect(config).toEqual({
      webhook_endpoints: { orders: { url: "https://prod.example/h", events: ["message.sent"] } },
      tags: ["z"],
    });
  });

  it("substitutes ${env:NAME} and keeps $${ literal", () => {
    const f = file("env.yaml", "webhook_endpoints:\n  o:\n    url: \"https://${env:HOOK_HOST}/x\"\n    events: [\"$${literal}\"]\n");
    const { config, fromEnv } = loadConfig([f], Schema, { HOOK_HOST: "hooks.example" });
    expect(config.webhook_endpoints!.o!.url).toBe("https://hooks.example/x");
    expect(config.webhook_endpoints!.o!.events).toEqual(["${literal}"]);
    expect(fromEnv.has("webhook_endpoints.o.url")).toBe(true);
  });

  it("reports a missing environment variable with its file, line and column", () => {
    const f = file("missing-env.yaml", "webhook_endpoints:\n  o:\n    url: ${env:NOPE_NOT_SET}\n    events: []\n");
    const [issue] = issuesOf(() => loadConfig([f], Schema, {}));
    expect(issue).toMatchObject({ file: f, line: 3, column: 10, path: "webhook_endpoints.o.url", code: "env-unset" });
    expect(issue!.message).toContain("NOPE_NOT_SET is not set");
  });

  it("points a validation error at the overlay that supplied the bad value", () => {
    const base = file("b2.yaml", "webhook_endpoints:\n  o:\n    url: https://ok.example\n    events: []\n");
    const over = file("o2.yaml", "webhook_endpoints:\n  o:\n    url: http://plain.example\n");
    const issues = issuesOf(() => loadConfig([base, over], Schema, {}));
    expect(issues).toEqual([
      {
        severity: "error",
        code: "invalid-value",
        file: over,
        line: 3,
        column: 10,
        path: "webhook_endpoints.o.url",
        message: "must be an https:// URL",
      },
    ]);
  });

  it("reports every problem at once: unknown fields, wrong types, missing fields", () => {
    const f = file("many.yaml", "webhook_endpoints:\n  o:\n    urll: https://x\n    events: 5\nextra: 1\n");
    const issues = issuesOf(() => loadConfig([f], Schema, {}));
    const byPath = Object.fromEntries(issues.map((i) => [i.path, i]));
    expect(byPath["webhook_endpoints.o.url"]!.message).toContain("required");
    expect(byPath["webhook_endpoints.o.events"]).toMatchObject({ line: 4, column: 13 });
    expect(byPath["webhook_endpoints.o.urll"]).toMatchObject({ line: 3, column: 5, suggestion: "url" });
    expect(byPath["webhook_endpoints.o.urll"]!.message).toBe("unknown field; allowed here: url, events");
    expect(byPath["extra"]).toMatchObject({ line: 5, column: 1 });
  });

  it("reports YAML syntax errors and duplicate keys with their position", () => {
    const bad = file("syntax.yaml", "a: [1,\nb: 2\n");
    const dup = file("dup.yaml", "tags: [a]\ntags: [b]\n");
    expect(issuesOf(() => loadConfig([bad], Schema, {}))[0]!.message).toMatch(/^YAML syntax/);
    const [d] = issuesOf(() => loadConfig([dup], Schema, {}));
    expect(d).toMatchObject({ file: dup, line: 2 });
  });

  it("names a file that cannot be read", () => {
    const [issue] = issuesOf(() => loadConfig([join(dir, "absent.yaml")], Schema, {}));
    expect(issue!.message).toContain("no such file");
  });
});
