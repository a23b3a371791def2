// The README is for users: its config example is valid as printed (a newcomer pastes it), it names
// no issue numbers or spec section numbers they cannot look up, and it keeps the section names
// other documents and examples link to.
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { msgform } from "../cli/run";

const ROOT = resolve(__dirname, "..", "..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");

/** The fenced blocks of a Markdown section, by language. */
function blocks(text: string, heading: string, lang: string): string[] {
  const start = text.indexOf(`\n${heading}\n`);
  const end = text.indexOf("\n## ", start + heading.length + 2);
  const section = text.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)```", "g"))].map((m) => m[1]!);
}

function userDocs(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (["node_modules", "dist", ".git", "test"].includes(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return userDocs(path);
    return name.endsWith(".md") ? [relative(ROOT, path)] : [];
  });
}

describe("README for users", () => {
  it("the config file example under 'The config files' passes msgform validate as printed, without a warning", async () => {
    const [example] = blocks(README, "## The config files", "yaml");
    expect(example).toContain("version: 1");
    const file = join(mkdtempSync(join(tmpdir(), "msgform-readme-")), "account.yaml");
    writeFileSync(file, example!);
    const r = await msgform(["validate", file]);
    expect(r.stderr).not.toContain(": error");
    // No preflight warning either: the example is a campaign carriers would accept.
    expect(r.stderr).not.toContain(": warning");
    expect(r.code, r.stderr).toBe(0);
  });

  it("the diagnostics example under 'The config files' is what validate prints for the files it describes", async () => {
    const [example] = blocks(README, "## The config files", "text").filter((b) => b.includes("problems in the configuration"));
    const dir = mkdtempSync(join(tmpdir(), "msgform-readme-"));
    writeFileSync(join(dir, "base.yaml"), [
      "version: 1",
      "webhook_endpoints:",
      "  orders:",
      "    url: https://hooks.example.com/messaging",
      "    enabledEvent: [message.delivered, message.failed]",
      "api_keys:",
      "  CI Deploy: { name: ci deploy, scopes: [messages:write] }",
      "brands:",
      "  acme:",
      "    entityType: PRIVATE_PROFIT",
      "    legalName: Acme Corporation",
      "    displayName: Acme",
      "    taxId: \"12-3456789\"",
      "    vertical: RETIAL",
      "    website: https://acme.example",
      "    address: { street: 1 Main St, city: San Francisco, state: CA, postalCode: \"94105\", country: US }",
      "    contact: { email: ops@acme.example, phone: \"+14155550100\" }",
      "",
    ].join("\n"));
    writeFileSync(join(dir, "prod.yaml"), "configuration: prod\napi_keys:\n  ci:\n    scopes: [messages:write, messages:read\n");
    const r = await msgform(["validate", join(dir, "base.yaml"), join(dir, "prod.yaml")]);
    expect(r.code).toBe(1);
    const printed = r.stderr.replaceAll(`${dir}/`, "").trimEnd().split("\n");
    // The README's lines, indented under a list item, with `…` standing for the values it leaves out.
    const documented = example!.trimEnd().split("\n").map((l) => l.trim());
    expect(printed).toHaveLength(documented.length);
    documented.forEach((line, i) => {
      const pattern = new RegExp(`^${line.split("…").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
      expect(printed[i]).toMatch(pattern);
    });
  });

  it("keeps the section names others link to, and two Mermaid diagrams", () => {
    for (const h of ["Install", "Quick start", "Concepts", "The config files", "CLI reference", "Pulumi", "The sdk", "The emulator", "Examples"]) {
      expect(README).toContain(`\n## ${h}\n`);
    }
    expect(README.match(/```mermaid\n/g)).toHaveLength(2);
    expect(README).toContain("npm ci && npm start");
    expect(README).toContain("npm install msgform");
  });

  it("cites no spec section numbers (users have docs/service.md, linked by section name)", () => {
    expect(README).not.toMatch(/\bspec [0-9]/i);
  });

  it.each(userDocs())("%s names none of this project's issue numbers", (file) => {
    expect(readFileSync(join(ROOT, file), "utf8")).not.toMatch(/\bissue [0-9]+|\bissues? #[0-9]+/i);
  });
});
