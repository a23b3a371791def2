// Every relative link in the repository's Markdown points at a file inside the repository that
// exists: a user who has only the package or a clone never meets a link into our workspace.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..", "..");
const SKIP = new Set(["node_modules", "dist", ".git", "coverage", ".ci"]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

function relativeLinks(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
  return links.filter((l) => !/^[a-z]+:/i.test(l) && !l.startsWith("#")).map((l) => l.split("#")[0]!).filter(Boolean);
}

describe("documentation links", () => {
  const files = markdownFiles(ROOT);

  it("finds the README and the service description", () => {
    expect(files.map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(["README.md", "docs/service.md"]));
  });

  it.each(files.map((f) => relative(ROOT, f)))("%s links only to files inside the repository", (file) => {
    const text = readFileSync(join(ROOT, file), "utf8");
    expect(text).not.toContain("../shared/");
    for (const link of relativeLinks(text)) {
      const target = resolve(dirname(join(ROOT, file)), link);
      expect(relative(ROOT, target).startsWith(".."), `${file}: ${link} leaves the repository`).toBe(false);
      expect(existsSync(target), `${file}: ${link} does not exist`).toBe(true);
    }
  });
});
