import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestEmulator } from "../helpers/emulator";
import { cliEnv, msgform } from "./run";

/**
 * What reviewers read, end to end (built CLI, emulator over HTTPS): a plan of hundreds of changes
 * fits a pull-request comment in a stable order, and a list field's change shows only the elements
 * that changed.
 */

const dir = mkdtempSync(join(tmpdir(), "msgform-render-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("plan markdown at pull-request size", () => {
  let t: TestEmulator;
  let config: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await TestEmulator.start();
    env = cliEnv(t.emu);
    // 40 keys the configuration owns but no longer declares: 40 destructive changes.
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.api("POST", "/v1/keys", {
          body: { scopes: ["messages:read"], metadata: { "msgform:name": `old-${String(i).padStart(2, "0")}`, "msgform:config": "big" } },
        }),
      ),
    );
    const keys = Array.from({ length: 560 }, (_, i) => `  k${String(559 - i).padStart(3, "0")}:\n    scopes: [messages:read]\n    name: key ${i}\n`);
    config = file("big.yaml", `version: 1\nconfiguration: big\napi_keys:\n${keys.join("")}`);
  });
  afterAll(async () => t?.close());

  it("a 600-change plan's markdown stays under 60,000 characters, with its counts, every destructive change and a stable order", async () => {
    const first = await msgform(["plan", config, "--format", "markdown"], env);
    expect(first.code, first.stderr).toBe(0);
    const md = first.stdout;
    expect(md.length).toBeLessThan(60_000);
    expect(md).toContain("**560 to create, 0 to update, 0 to replace, 40 to delete**");
    expect(md).toContain("**40 destructive change(s)**");
    for (let i = 0; i < 40; i++) expect(md).toContain(`delete <code>api_keys.old-${String(i).padStart(2, "0")}</code>`);
    // What does not fit is counted, never cut mid-table: every table row is whole.
    const more = /and (\d+) more changes: see the full plan in the job's artifacts/.exec(md);
    const rows = md.split("\n").filter((l) => /^\| (\+|-) \| <code>/.test(l));
    expect(rows.length + (more ? Number(more[1]) : 0)).toBe(600);
    const whole = /^\| [+-] \| <code>api_keys\.[a-z0-9-]+<\/code> \| (create|delete) \| .* \|$/;
    for (const row of rows) expect(row).toMatch(whole);
    // Destructive first, then by section and name: k000, k001, … whatever the file's order.
    const labels = rows.map((r) => /<code>api_keys\.([a-z0-9-]+)<\/code>/.exec(r)![1]!);
    expect(labels.slice(0, 40)).toEqual(Array.from({ length: 40 }, (_, i) => `old-${String(i).padStart(2, "0")}`));
    expect(labels.slice(40)).toEqual([...labels.slice(40)].sort());
    expect(labels[40]).toBe("k000");
    const details = /Details of (\d+) more changes are not shown: see the full plan in the job's artifacts/.exec(md);
    expect(md.split("\n<summary>").length - 1 + Number(details![1])).toBe(rows.length);
    expect(md.split("<details>").length).toBe(md.split("</details>").length);
    // Two runs print the same text; text and JSON list the changes in the same order.
    expect((await msgform(["plan", config, "--format", "markdown"], env)).stdout).toBe(md);
    const json = JSON.parse((await msgform(["plan", config, "--format", "json"], env)).stdout);
    expect(json.changes.map((c: { name: string }) => c.name).slice(0, labels.length)).toEqual(labels);
    const text = (await msgform(["plan", config], env)).stdout;
    const textLabels = [...text.matchAll(/^ {2}[+-] api_keys\.([a-z0-9-]+)/gm)].map((m) => m[1]);
    expect(textLabels).toEqual(json.changes.map((c: { name: string }) => c.name));
  });
});

const ENTRIES = Array.from({ length: 50 }, (_, i) => ({ cidr: i === 0 ? "127.0.0.0/8" : `10.0.${i}.0/24`, description: `office ${i}` }));
const allowlist = (entries: { cidr: string; description: string }[]) =>
  `version: 1\nip_allowlist:\n  entries:\n${entries.map((e) => `    - { cidr: ${e.cidr}, description: "${e.description}" }\n`).join("")}`;

describe("list element diffs", () => {
  let t: TestEmulator;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await TestEmulator.start();
    env = cliEnv(t.emu);
    const applied = await msgform(["apply", file("net.yaml", allowlist(ENTRIES)), "--yes"], env);
    expect(applied.code, applied.stderr).toBe(0);
  });
  afterAll(async () => t?.close());

  it("one changed allowlist entry among 50 shows alone, named by its CIDR, in text, markdown and JSON", async () => {
    const edited = ENTRIES.map((e) => (e.cidr === "10.0.17.0/24" ? { ...e, description: "office 17 (moved)" } : e));
    const config = file("net-edit.yaml", allowlist(edited));
    const text = await msgform(["plan", config], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain("      entries: 1 changed, 49 unchanged\n");
    expect(text.stdout).toContain("        ~ 10.0.17.0/24: description \"office 17\" → \"office 17 (moved)\"\n");
    expect(text.stdout).toContain("        … 49 unchanged\n");
    expect(text.stdout.match(/10\.0\.\d+\.0\/24/g)).toEqual(["10.0.17.0/24"]);

    const md = await msgform(["plan", config, "--format", "markdown"], env);
    expect(md.stdout).toContain("| entries | 1 changed, 49 unchanged | (below) | in place |");
    expect(md.stdout).toContain("<pre>\n~ 10.0.17.0/24: description &#34;office 17&#34; → &#34;office 17 (moved)&#34;\n… 49 unchanged\n</pre>");
    expect(md.stdout.match(/10\.0\.\d+\.0\/24/g)).toEqual(["10.0.17.0/24"]);

    const json = JSON.parse((await msgform(["plan", config, "--format", "json"], env)).stdout);
    const entries = json.changes.find((c: { section: string }) => c.section === "ip_allowlist").diff.changes[0];
    expect(entries.elements).toEqual({
      kind: "objects",
      key: "cidr",
      added: [],
      removed: [],
      changed: [{ key: "10.0.17.0/24", fields: ["description"], old: { cidr: "10.0.17.0/24", description: "office 17" }, new: { cidr: "10.0.17.0/24", description: "office 17 (moved)" } }],
      unchanged: 49,
    });
  });

  it("added and removed entries read as + and - lines; drift shows the same elements", async () => {
    const edited = [...ENTRIES.filter((e) => e.cidr !== "10.0.3.0/24"), { cidr: "192.168.0.0/16", description: "lab" }];
    const config = file("net-add.yaml", allowlist(edited));
    const text = (await msgform(["plan", config], env)).stdout;
    expect(text).toContain("      entries: 1 removed, 1 added, 49 unchanged\n");
    expect(text).toContain("        - 10.0.3.0/24 {\"description\":\"office 3\"}\n");
    expect(text).toContain("        + 192.168.0.0/16 {\"description\":\"lab\"}\n");
    const drift = await msgform(["drift", config], env);
    expect(drift.code).toBe(2);
    expect(drift.stdout).toContain("      entries: 1 removed, 1 added, 49 unchanged (config against account)\n");
    const json = JSON.parse((await msgform(["drift", config, "--format", "json"], env)).stdout);
    expect(json.changed[0].fields[0].elements).toMatchObject({
      key: "cidr",
      removed: [{ cidr: "10.0.3.0/24" }],
      added: [{ cidr: "192.168.0.0/16" }],
      unchanged: 49,
    });
  });
});
