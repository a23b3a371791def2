// The markdown budget at sizes an e2e run would take minutes to reach: the text stays under the
// limit, destructive changes are never dropped silently, and what does not fit is counted.
import { describe, expect, it } from "vitest";
import { sections } from "../../cli/reconcile/catalog";
import { driftMarkdown, MARKDOWN_BUDGET, planMarkdown } from "../../cli/reconcile/markdown";
import type { DriftReport } from "../../cli/reconcile/drift";
import { type Change, type Plan, summarize } from "../../cli/reconcile/model";

const NOTE = "sends the campaign back into carrier review (current status: ACTIVE): description, messageFlow changed";

function plan(changes: Change[]): Plan {
  return {
    format: "msgform-plan", version: 1, created_at: "2026-01-01T00:00:00Z", base_url: "https://api.example",
    configuration: "prod", fingerprint: "0".repeat(64), files: ["a.yaml"], sections: ["campaigns", "webhook_endpoints"],
    summary: summarize(changes), changes, unmanaged: [], managed_elsewhere: [],
  };
}

const change = (action: Change["action"], section: string, name: string): Change => ({
  section, kind: "X", name, action, id: `id_${name}`, waitsFor: [], destructive: action === "delete" || action === "replace", notes: [NOTE],
});

describe("plan markdown budget", () => {
  it("with thousands of updates, the table is cut between rows and the rest counted", () => {
    const changes = Array.from({ length: 3000 }, (_, i) => change("update", "campaigns", `c${String(i).padStart(4, "0")}`));
    const md = planMarkdown(plan(changes), sections);
    expect(md.length).toBeLessThan(MARKDOWN_BUDGET);
    const more = /and (\d+) more changes: see the full plan in the job's artifacts/.exec(md);
    const rows = md.split("\n").filter((l) => l.startsWith("| ~ |"));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.length + Number(more![1])).toBe(3000);
    for (const row of rows) expect(row.endsWith(" |")).toBe(true);
  });

  it("with thousands of deletes, every destructive change is listed compactly, or counted past the budget", () => {
    for (const n of [600, 5000]) {
      const changes = Array.from({ length: n }, (_, i) => change("delete", "webhook_endpoints", `w${String(i).padStart(4, "0")}`));
      const md = planMarkdown(plan(changes), sections);
      expect(md.length).toBeLessThan(MARKDOWN_BUDGET);
      expect(md).toContain(`**${n} destructive change(s)**`);
      const listed = (md.split("> [!WARNING]")[1]!.split("\n\n")[0]!.match(/<code>w\d{4}<\/code>/g) ?? []).length;
      const counted = Number(/and (\d+) more\b/.exec(md.split("\n\n")[2] ?? "")?.[1] ?? 0);
      if (n === 600) expect(listed).toBe(600);
      else expect(listed + counted).toBe(n);
    }
  });

  it("drift markdown with thousands of changed objects stays under the budget", () => {
    const report: DriftReport = {
      format: "msgform-drift", version: 1, checked_at: "", base_url: "https://api.example", configuration: "prod", drifted: true,
      changed: Array.from({ length: 4000 }, (_, i) => ({
        section: "webhook_endpoints", name: `w${i}`, id: `we_${i}`, replace: false,
        fields: [{ field: "description", change: "update" as const, old: "a".repeat(40), new: "b".repeat(40), secret: false, unknown: false }],
      })),
      missing: Array.from({ length: 4000 }, (_, i) => ({ section: "api_keys", name: `k${i}` })),
      undeclared: [], duplicates: [], unhealthy: [], pending: [], unmanaged: [], managed_elsewhere: [],
    };
    const md = driftMarkdown(report);
    expect(md.length).toBeLessThan(MARKDOWN_BUDGET);
    expect(md).toMatch(/and \d+ more changed objects: see the JSON report/);
    expect(md).toMatch(/- and \d+ more: see the JSON report/);
  });
});
