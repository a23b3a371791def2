// The lazy registry the CLI's catalog reads kinds through: each name loads the kind of that name,
// the same object the eager index exports, and the catalog covers every kind once.
import { describe, expect, it } from "vitest";
import { KIND_NAMES, kindNamed } from "../../../provider/kinds/byName";
import { kinds } from "../../../provider/kinds";
import { sections } from "../../../cli/reconcile/catalog";

describe("kinds by name", () => {
  it("each name loads the kind of that name, the same object the index exports", () => {
    for (const name of KIND_NAMES) {
      const kind = kindNamed(name);
      expect(kind.name).toBe(name);
      expect(kinds).toContain(kind);
    }
    expect([...KIND_NAMES].sort()).toEqual(kinds.map((k) => k.name).sort());
  });

  it("the CLI's sections name every kind once, and each section's kind is the one it names", () => {
    expect(sections.map((s) => s.kindName).sort()).toEqual([...KIND_NAMES].sort());
    for (const s of sections) expect(s.kind.name).toBe(s.kindName);
  });
});
