// The preflight corpora (test/preflight/corpus/sound/*.yaml and unsound/*.yaml, one file per family of
// rules or source, so several people add entries without colliding): sound registrations of every use case, with opt-in
// methods described the ways real forms describe them, must get no finding at all, through the rule
// functions and through `msgform validate --strict`; unsound ones (each one edit of a sound one) must
// get exactly the rules they break, and together they break every rule. docs/preflight.md says to
// grow both whenever a false positive is found.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { USE_CASES } from "../../schema/campaigns";
import { type BrandSubject, type CampaignSubject, preflight, RULES } from "../../schema/preflight";
import { msgform } from "../cli/run";
import { casesConfig, type Entry, readSound, readUnsound, SOUND_FILES, wire } from "./corpusFiles";

const { sound, twice } = readSound();
const unsound = readUnsound();
const dir = mkdtempSync(join(tmpdir(), "msgform-corpus-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const campaignSubject = (c: Entry) => ({
  brand: wire(sound.brands[c.brand as string]!) as BrandSubject,
  campaign: wire(c) as CampaignSubject,
});

/** The config of the unsound cases, each an entry named after it (with its own copy of its brand). */
const unsoundConfig = () => casesConfig(sound, unsound);

describe("preflight corpus: sound registrations get no finding", () => {
  it("every brand and campaign name is declared once across sound/*.yaml, every case name once across unsound/*.yaml", () => {
    expect(twice).toEqual([]);
    const cases = unsound.map((u) => u.case);
    expect(cases.filter((c, i) => cases.indexOf(c) !== i)).toEqual([]);
  });

  it("covers every use case and the common opt-in methods", () => {
    const used = new Set(Object.values(sound.campaigns).map((c) => c.useCase as string));
    expect(USE_CASES.filter((u) => !used.has(u))).toEqual([]);
    const flows = Object.values(sound.campaigns).map((c) => String(c.messageFlow)).join("\n");
    const methods = [
      /https:\/\//, /text [A-Z]+ to/i, /checkout/, /in person/, /paper/, /Settings/, /IVR/, /verbal consent/,
      /register/, /QR code/, /taps/,
    ];
    for (const method of methods) expect(flows, String(method)).toMatch(method);
  });

  for (const [name, c] of Object.entries(sound.campaigns)) {
    it(`${name} (${String(c.useCase)}): no finding from any rule`, () => {
      expect(preflight(campaignSubject(c)).map((f) => `${f.rule}: ${f.message}`)).toEqual([]);
    });
  }

  it("the sound brands get no finding", () => {
    for (const b of Object.values(sound.brands)) expect(preflight({ brand: wire(b) as BrandSubject })).toEqual([]);
  });

  it("a 2FA flow: the user enters their number on a web page at a URL and confirms (a call to action)", () => {
    const c = { ...sound.campaigns["northwind-2fa"]! };
    // The wording, then the frequency and rates disclosures Bandwidth asks every call to action for (2135, 2136).
    const issueWording = new RegExp(
      "^The user enters their number on a web page at https://\\S+ and confirms\\. " +
      "One code per sign-in request; message and data rates may apply\\.$",
    );
    expect(String(c.messageFlow)).toMatch(issueWording);
    expect(preflight(campaignSubject(c))).toEqual([]);
  });

  it("`msgform validate --strict` passes the whole corpus with no diagnostic", async () => {
    const r = await msgform(["validate", ...SOUND_FILES, "--strict", "--format", "json"]);
    const out = JSON.parse(r.stdout) as { valid: boolean; diagnostics: unknown[] };
    expect(out.diagnostics).toEqual([]);
    expect(out.valid).toBe(true);
    expect(r.code).toBe(0);
  });
});

describe("preflight corpus: unsound registrations are still caught", () => {
  it("every rule is broken by at least one case, and every case edits a sound registration", () => {
    const expected = new Set(unsound.flatMap((u) => u.expect));
    expect(RULES.map((r) => r.id).filter((id) => !expected.has(id))).toEqual([]);
    for (const u of unsound) {
      expect(u.brand ? sound.brands[u.brand] : sound.campaigns[u.campaign ?? ""], u.case).toBeDefined();
    }
  });

  for (const u of unsound) {
    it(`${u.case}: ${u.expect.join(", ")}`, () => {
      const subject = u.brand
        ? { brand: wire({ ...sound.brands[u.brand]!, ...u.change }) as BrandSubject }
        : campaignSubject({ ...sound.campaigns[u.campaign!]!, ...u.change });
      expect([...new Set(preflight(subject).map((f) => f.rule))].sort()).toEqual([...u.expect].sort());
    });
  }

  it("`msgform validate --strict` reports each case's rules at its entry, and fails", async () => {
    const file = join(dir, "unsound.yaml");
    writeFileSync(file, stringify(unsoundConfig(), { aliasDuplicateObjects: false }));
    const r = await msgform(["validate", file, "--strict", "--format", "json"]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { diagnostics: { code: string; path: string }[] };
    for (const u of unsound) {
      const at = `${u.brand ? "brands" : "campaigns"}.${u.case}.`;
      const codes = new Set(out.diagnostics.filter((d) => d.path.startsWith(at)).map((d) => d.code));
      expect([...codes].sort(), u.case).toEqual([...u.expect].sort());
    }
    // Nothing else in the file is flagged: the copies of the sound brands stay clean next to the cases.
    const elsewhere = out.diagnostics.filter((d) => !unsound.some((u) => d.path.startsWith(`${u.brand ? "brands" : "campaigns"}.${u.case}.`)));
    expect(elsewhere).toEqual([]);
  });
});
