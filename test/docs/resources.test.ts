// The per-resource reference pages (docs/resources/) are generated from the kinds' declarations:
// a page out of step with the code fails here (run `npm run gen`), and a field a kind gains shows
// up on its page without anyone writing it there.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parse } from "yaml";
import { sections } from "../../cli/reconcile/catalog";
import type { Section } from "../../cli/reconcile/model";
import { kinds } from "../../provider/kinds";
import { EXAMPLE_FILE, renderResourcePage, resourcePages } from "../../scripts/resourceDocs";

const ROOT = resolve(__dirname, "..", "..");
const pages = resourcePages(ROOT);

describe("docs/resources: one generated reference page per kind", () => {
  it("every kind has a page, and the index links each", () => {
    const index = readFileSync(join(ROOT, "docs", "resources", "README.md"), "utf8");
    for (const kind of kinds) {
      expect(pages.map((p) => p.file)).toContain(`docs/resources/${kind.name}.md`);
      expect(index).toContain(`](${kind.name}.md)`);
    }
  });

  it.each(pages.map((p) => [p.file, p.render] as const))("%s is in step with the code (run `npm run gen` when this fails)", (file, render) => {
    const path = join(ROOT, file);
    expect(existsSync(path), `${file} is missing`).toBe(true);
    expect(readFileSync(path, "utf8")).toBe(render());
  });

  it("each page lists every field the kind declares, with its change rule, and every output with the secret ones marked", () => {
    for (const section of sections) {
      const page = readFileSync(join(ROOT, "docs", "resources", `${section.kind.name}.md`), "utf8");
      for (const field of Object.keys(section.kind.fields)) expect(page, `${section.kind.name}.${field}`).toContain(`| \`${field}\` |`);
      for (const [output, rule] of Object.entries(section.kind.outputs as Record<string, { secret?: boolean }>)) {
        expect(page).toContain(`| \`${output}\` | ${rule.secret ? "**yes**" : ""} |`);
      }
    }
    const apiKey = readFileSync(join(ROOT, "docs", "resources", "ApiKey.md"), "utf8");
    expect(apiKey).toMatch(/\| `scopes` \| .* \| yes \| \*\*replaces\*\* \|/);
    expect(apiKey).toMatch(/\| `revokeQuietSeconds` \| a number \| {2}\| local setting \(never sent\) \| `30` \|/);
    expect(apiKey).toContain("| `secret` | **yes** |");
  });

  it("a field added to a kind's declarations appears on its page (the generator reads the schema, not a list)", () => {
    const section = sections.find((s) => s.key === "webhook_endpoints")!;
    const schema = (section.kind.schema as unknown as z.ZodObject).extend({
      adoptId: z.string().optional().meta({ description: "Adopt an existing object by its id" }),
    });
    const kind = { ...section.kind, schema, fields: { ...section.kind.fields, adoptId: "local" } } as Section["kind"];
    const example = parse(readFileSync(join(ROOT, EXAMPLE_FILE), "utf8")) as Record<string, unknown>;
    const page = renderResourcePage({ ...section, kind }, example);
    expect(page).toContain("| `adoptId` | a string |  | local setting (never sent) |  | Adopt an existing object by its id. |");
  });

  it("the README links the reference", () => {
    expect(readFileSync(join(ROOT, "README.md"), "utf8")).toContain("(docs/resources/README.md)");
  });
});
