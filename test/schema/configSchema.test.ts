import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { configFileJsonSchema } from "../../cli/config/jsonSchema";
import { sections } from "../../cli/reconcile/catalog";
import { msgform } from "../cli/run";

/**
 * The editor schemas and the CLI agree on one corpus of config files. A base file is checked by
 * schema/config.schema.json (ajv) and by the built CLI alone (`msgform validate base.yaml`); an
 * overlay by schema/config.overlay.schema.json and by the CLI on top of the base it overlays
 * (`msgform validate base.yaml overlay.yaml`).
 */

const dir = mkdtempSync(join(tmpdir(), "msgform-config-corpus-"));
const write = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

const BASE = write(
  "base.yaml",
  `version: 1
ip_allowlist:
  entries:
    - { cidr: 203.0.113.0/24, description: office }
api_keys:
  main: { name: main key, scopes: [messages:read], rotation: "2026-q4", metadata: { team: core } }
webhook_endpoints:
  main:
    url: https://hooks.example.com/messaging
    enabledEvents: [message.delivered, message.failed]
    description: receipts
phone_numbers:
  main: { areaCode: "415" }
`,
);

interface Case {
  name: string;
  yaml: string;
  valid: boolean;
}

const OVERLAYS: Case[] = [
  { name: "a partial entry (one field of a base entry)", yaml: "api_keys:\n  main: { name: renamed }\n", valid: true },
  { name: "null removes an entry", yaml: "api_keys:\n  main: null\n", valid: true },
  { name: "null removes a singleton section", yaml: "ip_allowlist: null\n", valid: true },
  { name: "null removes an optional field", yaml: "webhook_endpoints:\n  main: { description: null }\n", valid: true },
  { name: "null removes a label", yaml: "api_keys:\n  main: { metadata: { team: null } }\n", valid: true },
  { name: "a new complete entry", yaml: "api_keys:\n  extra: { scopes: [lookup:read] }\n", valid: true },
  { name: "null in a new entry is absent", yaml: "api_keys:\n  extra: { scopes: [lookup:read], rotation: null }\n", valid: true },
  {
    name: "null removes a label the base does not have",
    yaml: "webhook_endpoints:\n  main: { metadata: { team: null } }\n",
    valid: true,
  },
  { name: "a list replaces whole", yaml: "webhook_endpoints:\n  main: { enabledEvents: [message.sent] }\n", valid: true },
  { name: "a nested mapping merges", yaml: "phone_numbers:\n  main: { metadata: { team: ops } }\n", valid: true },
  { name: "only the version", yaml: "version: 1\n", valid: true },
  { name: "null on a required field", yaml: "api_keys:\n  main: { scopes: null }\n", valid: false },
  { name: "null on a required list", yaml: "webhook_endpoints:\n  main: { enabledEvents: null }\n", valid: false },
  { name: "an unknown field", yaml: "api_keys:\n  main: { colour: blue }\n", valid: false },
  { name: "a wrong type", yaml: "api_keys:\n  main: { scopes: messages:read }\n", valid: false },
  { name: "an unknown enum value", yaml: "api_keys:\n  main: { scopes: [teleport:write] }\n", valid: false },
  { name: "an invalid entry name", yaml: "api_keys:\n  Main: { scopes: [lookup:read] }\n", valid: false },
  { name: "an unknown section", yaml: "widgets: {}\n", valid: false },
  { name: "another format version", yaml: "version: 2\n", valid: false },
  { name: "an incomplete list item (lists are not layered)", yaml: "ip_allowlist:\n  entries: [{ description: x }]\n", valid: false },
  { name: "null as a list item", yaml: "ip_allowlist:\n  entries: [null]\n", valid: false },
  { name: "a number out of range", yaml: "api_keys:\n  main: { revokeQuietSeconds: -1 }\n", valid: false },
  { name: "an empty name", yaml: "api_keys:\n  main: { name: \"\" }\n", valid: false },
];

const BASES: Case[] = [
  { name: "an optional field left empty (null is absent)", yaml: "api_keys:\n  ci: { scopes: [messages:read], rotation: null }\n", valid: true },
  { name: "a webhook endpoint without enabledEvents", yaml: "webhook_endpoints:\n  h: { url: https://h.example.com/x }\n", valid: false },
  {
    name: "a campaign without a brand",
    yaml: "campaigns:\n  c: { useCase: ACCOUNT_NOTIFICATION, description: d, messageFlow: f, sampleMessages: [a, b] }\n",
    valid: false,
  },
  { name: "an API key without scopes", yaml: "api_keys:\n  ci: { name: ci }\n", valid: false },
  { name: "an allowlist without entries", yaml: "ip_allowlist: { allowSelfLockout: true }\n", valid: false },
  { name: "a partial entry (as an overlay writes it)", yaml: "api_keys:\n  main: { name: renamed }\n", valid: false },
  { name: "a misspelled key with an empty value", yaml: "webhook_endpoints:\n  h: { url: https://h.example.com/x, enabledEvents: [message.sent], descripton: }\n", valid: false },
  { name: "the ... placeholder of an example", yaml: "api_keys:\n  ci: { scopes: [messages:read], ... }\n", valid: false },
];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const baseSchema = ajv.compile(configFileJsonSchema(sections, "base"));
const overlaySchema = ajv.compile(configFileJsonSchema(sections, "overlay"));
type Validator = typeof baseSchema;
const accepts = (validator: Validator, file: string) => validator(parse(readFileSync(file, "utf8")) ?? {});
const errorsOf = (validator: Validator) => (validator.errors ? JSON.stringify(validator.errors) : "");
const ENV = { APP_BASE_URL: "https://app.example.com" };
const cliAccepts = async (files: string[]) => (await msgform(["validate", ...files], ENV)).code === 0;

describe("config.schema.json (a base) and `msgform validate base.yaml` accept the same files", () => {
  it("the corpus base: both accept it", async () => {
    expect(accepts(baseSchema, BASE), errorsOf(baseSchema)).toBe(true);
    expect(await cliAccepts([BASE])).toBe(true);
  });

  it.each(BASES)("base, $name: schema and CLI agree (valid: $valid)", async (c) => {
    const file = write(`base-${c.name.replace(/[^a-z]+/g, "-")}.yaml`, c.yaml);
    expect(accepts(baseSchema, file), errorsOf(baseSchema)).toBe(c.valid);
    expect(await cliAccepts([file])).toBe(c.valid);
  });

  it.each([
    ["/webhook_endpoints/h", "enabledEvents", "webhook_endpoints:\n  h: { url: https://h.example.com/x }\n"],
    ["/campaigns/c", "brand", `campaigns:\n  c: { useCase: ACCOUNT_NOTIFICATION, description: "${"d".repeat(40)}", ` +
    `messageFlow: "${"f".repeat(40)}", sampleMessages: ["${"a".repeat(20)}", "${"b".repeat(20)}"] }\n`],
  ])("a missing required field is reported at %s, naming %s (what the editor underlines); the overlay schema allows it", (at, field, yaml) => {
    const file = write(`base-missing-${field}.yaml`, yaml);
    expect(accepts(baseSchema, file)).toBe(false);
    // (ajv also lists the other branch of the entry's `anyOf [entry, null]`.)
    const required = baseSchema.errors?.filter((e) => e.keyword === "required");
    expect(required).toEqual([expect.objectContaining({ instancePath: at, params: { missingProperty: field } })]);
    expect(accepts(overlaySchema, file), errorsOf(overlaySchema)).toBe(true);
  });
});

describe("config.overlay.schema.json and `msgform validate base.yaml overlay.yaml` accept the same files", () => {
  it.each(OVERLAYS)("overlay, $name: schema and CLI agree (valid: $valid)", async (c) => {
    const file = write(`${c.name.replace(/[^a-z]+/g, "-")}.yaml`, c.yaml);
    expect(accepts(overlaySchema, file), errorsOf(overlaySchema)).toBe(c.valid);
    expect(await cliAccepts([BASE, file])).toBe(c.valid);
  });

  // Rules written as code in the kinds (zod refinements) have no JSON Schema form: there the
  // editor's schema is looser than the CLI. Listed so that a schema that learns one fails here
  // and the case moves to OVERLAYS.
  it.each([
    ["a webhook URL that is not https (or loopback http)", "webhook_endpoints:\n  main: { url: \"ftp://x.example.com/h\" }\n"],
    ["an allowlist entry that is not an address or range", "ip_allowlist:\n  entries: [{ cidr: not-an-ip }]\n"],
  ])("known gap, %s: the schema accepts it, the CLI rejects it", async (name, yaml) => {
    const file = write(`gap-${name.replace(/[^a-z]+/g, "-")}.yaml`, yaml);
    expect(accepts(overlaySchema, file)).toBe(true);
    expect(await cliAccepts([BASE, file])).toBe(false);
  });

  it("examples/bootstrap: the base by the base schema, each environment overlay by the overlay schema, and the CLI", async () => {
    const root = join(__dirname, "..", "..", "examples", "bootstrap");
    const base = join(root, "base.yaml");
    expect(accepts(baseSchema, base), errorsOf(baseSchema)).toBe(true);
    for (const env of ["dev", "staging", "prod"]) {
      const overlay = join(root, `${env}.yaml`);
      expect(accepts(overlaySchema, overlay), `${env}: ${errorsOf(overlaySchema)}`).toBe(true);
      expect(await cliAccepts([base, overlay]), env).toBe(true);
    }
  });
});

describe("the shipped schema files", () => {
  const ROOT = join(__dirname, "..", "..");
  it.each(["config.schema.json", "config.overlay.schema.json"])(
    "%s: descriptions (an editor's hover text, validate's `required (…)`) cite no spec section numbers",
    (name) => {
      const text = readFileSync(join(ROOT, "schema", name), "utf8");
      expect(text).not.toMatch(/\bspec [0-9]/i);
    },
  );

  it("the README's config example: the base schema accepts it, and so does the overlay schema", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("\n## The config files\n"));
    const example = write("readme.yaml", /```yaml\n([\s\S]*?)```/.exec(section)![1]!);
    expect(accepts(baseSchema, example), errorsOf(baseSchema)).toBe(true);
    expect(accepts(overlaySchema, example), errorsOf(overlaySchema)).toBe(true);
  });
});
