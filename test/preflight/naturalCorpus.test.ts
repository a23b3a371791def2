// The natural-wording corpora are well formed (test/preflight/heldout/README.md): every sound
// registration is a valid configuration for the real `msgform validate` (schema and references; the
// review's findings are not looked at here), every rejectable case edits an existing entry, changes
// it, and says where and why a reviewer must flag it, with the vendors' codes and a source. This does
// not measure the review: naturalCorpus.ts scores it, the bench prints the figures.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, expectTypeOf, it } from "vitest";
import { stringify } from "yaml";
import { BRAND_FIELD_RULES } from "../../schema/brands";
import { CAMPAIGN_FIELD_RULES, STANDARD_USE_CASES } from "../../schema/campaigns";
import type { preflight } from "../../schema/preflight";
import { RULES } from "../../schema/preflight";
import { msgform } from "../cli/run";
import { casesConfig } from "./corpusFiles";
import { codeMatches, fieldKey, HELDOUT_DIR, NATURAL_DIR, type Review, readSet } from "./naturalCorpus";

const dir = mkdtempSync(join(tmpdir(), "msgform-natural-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const camel = (k: string) => k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const CAMPAIGN_FIELDS = new Set(["useCase", ...Object.keys(CAMPAIGN_FIELD_RULES).map(camel)]);
const BRAND_FIELDS = new Set(Object.keys(BRAND_FIELD_RULES).map(camel));
/** A vendor code as the cases write it: the vendor, a space, the code. */
const VENDOR_CODE = /^(Twilio|Bandwidth|DCA|AWS|CTIA) [0-9][0-9.]*$/;

/** The diagnostics of `msgform validate FILES --format json` that are not the review's findings: schema, references, limits. */
async function configProblems(files: string[]): Promise<string[]> {
  const ruleIds = new Set(RULES.map((r) => r.id));
  const r = await msgform(["validate", ...files, "--format", "json"]);
  const out = JSON.parse(r.stdout) as { diagnostics: { code: string; path: string; message: string }[] };
  return out.diagnostics.filter((d) => !ruleIds.has(d.code)).map((d) => `${d.code} ${d.path}: ${d.message}`);
}

it("the scorer takes the review as it is: a finding's rule, severity, field and vendor codes", () => {
  expectTypeOf<typeof preflight>().toExtend<Review>();
  type Finding = ReturnType<typeof preflight>[number];
  expectTypeOf<Finding>().toHaveProperty("vendorCodes");
  expectTypeOf<Finding>().toHaveProperty("severity");
  // Where a finding points: its path in the entry (or a field name).
  expectTypeOf<"path" extends keyof Finding ? true : "field" extends keyof Finding ? true : false>().toEqualTypeOf<true>();
  // Field names and codes as either side may write them.
  expect(fieldKey("sample_messages[2]")).toBe(fieldKey("sampleMessages"));
  expect(fieldKey("campaigns.x.message_flow")).toBe("messageflow");
  expect(fieldKey("sampleMessages.1")).toBe("samplemessages");
  expect(fieldKey(["sample_messages", 1])).toBe("samplemessages");
  expect(fieldKey(["campaign", "message_flow"])).toBe("messageflow");
  expect(codeMatches("Twilio 30556", "Twilio 30556")).toBe(true);
  expect(codeMatches("twilio-30556", "Twilio 30556")).toBe(true);
  expect(codeMatches("TCR 701", "DCA 701")).toBe(true);
  expect(codeMatches("Bandwidth 30556", "Twilio 30556")).toBe(false);
  expect(codeMatches("Twilio 30551", "Twilio 30556")).toBe(false);
});

for (const [label, setDir] of [["development set (corpus/natural)", NATURAL_DIR], ["held-out set (heldout)", HELDOUT_DIR]] as const) {
  describe(`natural corpus, ${label}`, () => {
    const set = readSet(setDir);

    it("has sound registrations of every standard use case and rejectable cases, each name declared once", () => {
      expect(set.soundFiles.length).toBeGreaterThan(0);
      expect(set.unsoundFiles.length).toBeGreaterThan(0);
      expect(set.twice).toEqual([]);
      const used = new Set(Object.values(set.sound.campaigns).map((c) => c.useCase as string));
      expect(STANDARD_USE_CASES.filter((u) => !used.has(u))).toEqual([]);
      const names = set.cases.map((u) => u.case);
      expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
      expect(set.cases.length).toBeGreaterThan(0);
    });

    it("every rejectable case edits one existing entry, changes it, and names a field, a reason, vendor codes and a source", () => {
      const problems: string[] = [];
      for (const u of set.cases) {
        const entry = u.brand ? set.sound.brands[u.brand] : set.sound.campaigns[u.campaign ?? ""];
        const fields = u.brand ? BRAND_FIELDS : CAMPAIGN_FIELDS;
        if (!entry || (u.brand && u.campaign)) problems.push(`${u.case}: edits no single existing brand or campaign`);
        else if (Object.entries(u.change ?? {}).every(([k, v]) => isDeepStrictEqual(entry[k], v))) {
          problems.push(`${u.case}: its change leaves the entry as it was`);
        }
        const expected = [u.field].flat();
        if (expected.length === 0 || expected.some((f) => typeof f !== "string" || !fields.has(f))) {
          problems.push(`${u.case}: field ${JSON.stringify(u.field)} is not a field of the ${u.brand ? "brand" : "campaign"}`);
        }
        if (typeof u.reason !== "string" || u.reason.length < 10) problems.push(`${u.case}: no reason`);
        const codes = Array.isArray(u.vendorCodes) ? u.vendorCodes : [];
        if (codes.length === 0 || !codes.every((c) => VENDOR_CODE.test(c))) {
          problems.push(`${u.case}: vendor codes ${JSON.stringify(u.vendorCodes)} (e.g. "Twilio 30556")`);
        }
        if (typeof u.source !== "string" || !URL.canParse(u.source) || !u.source.startsWith("https://")) {
          problems.push(`${u.case}: source ${JSON.stringify(u.source)} is not an https URL`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("`msgform validate` finds no configuration problem in the sound files (schema, references, limits)", async () => {
      expect(await configProblems(set.soundFiles)).toEqual([]);
      // (one run reviews every sound campaign, about 2,000: seconds alone, more on a machine running the whole suite)
    }, 180_000);

    it("`msgform validate` finds no configuration problem in the rejectable cases, each applied to a copy of its entry", async () => {
      const file = join(dir, `${set.cases[0]!.case}-cases.yaml`);
      writeFileSync(file, stringify(casesConfig(set.sound, set.cases), { aliasDuplicateObjects: false }));
      expect(await configProblems([file])).toEqual([]);
      // (one run reviews every case, about 1,500 campaigns: seconds alone, more on a machine running the whole suite)
    }, 180_000);
  });
}
