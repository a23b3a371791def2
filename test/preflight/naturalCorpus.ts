// The natural-wording corpora (test/preflight/corpus/natural, the development set, and
// test/preflight/heldout, the held-out set that is never tuned on: heldout/README.md) and their
// scorer: how many approvable registrations a review passes with no finding at all (what
// `validate --strict` needs), and how many rejectable ones it flags at the right field, naming one
// of the vendors' codes for the reason. For the bench's preflight section; the sets' form is checked
// by naturalCorpus.test.ts, which does not measure the review.
import { join } from "node:path";
import type { BrandSubject, CampaignSubject, Subject } from "../../schema/preflight";
import { type CorpusConfig, type Entry, readCases, readConfig, sourceDir, wire, yamlFiles } from "./corpusFiles";

/** The development set: the review's authors may read and tune on it. */
export const NATURAL_DIR = join(sourceDir("corpus"), "natural");
/** The held-out set: only measured, never tuned on. */
export const HELDOUT_DIR = sourceDir("heldout");

/** A rejectable case: one edit of a sound entry, with where and why a reviewer must flag it. */
export interface NaturalCase {
  case: string;
  campaign?: string;
  brand?: string;
  change: Entry;
  /** The configuration field (camelCase) where the problem is; a list: any of them. */
  field: string | string[];
  reason: string;
  /** The vendors' codes for the reason, e.g. "Twilio 30556"; a finding naming any one counts. */
  vendorCodes: string[];
  /** The vendor page the reason is taken from. */
  source: string;
}

export interface NaturalSet {
  dir: string;
  soundFiles: string[];
  unsoundFiles: string[];
  sound: CorpusConfig;
  /** Names declared in more than one sound file (one would silently replace the other). */
  twice: string[];
  cases: NaturalCase[];
}

/** A set's files: sound/*.yaml (one configuration across files) and unsound/*.yaml (lists of cases). */
export function readSet(dir: string): NaturalSet {
  const soundFiles = yamlFiles(join(dir, "sound"));
  const unsoundFiles = yamlFiles(join(dir, "unsound"));
  const { config, twice } = readConfig(soundFiles);
  return { dir, soundFiles, unsoundFiles, sound: config, twice, cases: readCases<NaturalCase>(unsoundFiles) };
}

/** Where a finding points: its path in the entry (`["sample_messages", 1]`), or a field name or dotted path. */
export type FindingPlace = readonly (string | number)[] | string | null | undefined;
/** What the scorer reads of a finding (the review's findings have more). */
export interface ReviewFinding {
  rule: string;
  severity: string;
  path?: FindingPlace;
  field?: FindingPlace;
  vendorCodes?: readonly string[] | null;
}
/** A review: the findings on one brand, or on one campaign with its brand (the wire form the rules read). */
export type Review = (subject: Subject) => readonly ReviewFinding[];

/** A finding as the score lists it. */
export interface Seen {
  rule: string;
  severity: string;
  field: string;
  vendorCodes: string[];
}
export interface SoundMiss {
  name: string;
  findings: Seen[];
}
export interface UnsoundMiss {
  case: string;
  field: string[];
  reason: string;
  vendorCodes: string[];
  /** What the review reported instead (for a code miss: its findings at the field). */
  findings: Seen[];
}
export interface SetScore {
  dir: string;
  sound: {
    /** Sound campaigns, each reviewed with its brand. */
    total: number;
    /** Those with no finding of any severity. */
    passed: number;
    rate: number;
    misses: SoundMiss[];
    /** Sound brands reviewed alone that got a finding (not counted in `rate`). */
    brandMisses: SoundMiss[];
  };
  unsound: {
    total: number;
    /** Cases with at least one finding at the expected field. */
    atField: number;
    /** Cases with a finding at the expected field that names one of the expected codes. */
    withCode: number;
    fieldRate: number;
    codeRate: number;
    /** Cases with no finding at the expected field. */
    misses: UnsoundMiss[];
    /** Cases found at the field whose findings there name none of the expected codes. */
    codeMisses: UnsoundMiss[];
  };
}

/**
 * A field name as both sides can write it: the last named segment of a path (`["sample_messages", 1]`,
 * `campaigns.x.message_flow`, `sample_messages[2]`, `sampleMessages.1`), without case or underscores.
 */
export function fieldKey(place: FindingPlace): string {
  const segments = typeof place === "string" ? place.replace(/\[[^\]]*\]/g, "").split(".") : (place ?? []);
  const named = segments.filter((s): s is string => typeof s === "string" && s !== "" && !/^\d+$/.test(s));
  return (named.at(-1) ?? "").replace(/_/g, "").toLowerCase();
}
/** A finding's place as text, e.g. `sample_messages.1`. */
const placeText = (place: FindingPlace) => (typeof place === "string" ? place : (place ?? []).join("."));

/** Vendors known under two names: The Campaign Registry's DCA codes are also quoted as TCR codes. */
const VENDOR_ALIASES: Record<string, string> = { tcr: "dca" };
/**
 * A code as vendor and number ("Twilio 30556", "twilio-30556", "Bandwidth #2135", a section "CTIA 5.1.4"); a bare
 * number has no vendor.
 */
function codeKey(code: string): { vendor: string | null; number: string } | null {
  const m = /^\s*([a-z][a-z&. ]*?)?\s*[-:#]?\s*(\d+(?:\.\d+)*)\s*$/i.exec(code);
  if (!m) return null;
  const vendor = m[1] ? m[1].trim().toLowerCase() : null;
  return { vendor: vendor ? (VENDOR_ALIASES[vendor] ?? vendor) : null, number: m[2]! };
}
/** Whether a finding's code is one of the expected ones: same number, and the same vendor where both name one. */
export function codeMatches(found: string, expected: string): boolean {
  const a = codeKey(found);
  const b = codeKey(expected);
  return !!a && !!b && a.number === b.number && (a.vendor === null || b.vendor === null || a.vendor === b.vendor);
}

const seen = (f: ReviewFinding): Seen => ({
  rule: f.rule,
  severity: f.severity,
  field: placeText(f.field ?? f.path),
  vendorCodes: [...(f.vendorCodes ?? [])],
});
const rate = (n: number, total: number) => (total === 0 ? 1 : n / total);

function brandSubject(sound: CorpusConfig, name: string): Subject {
  return { brand: wire(sound.brands[name]!) as BrandSubject };
}
function campaignSubject(sound: CorpusConfig, campaign: Entry): Subject {
  return {
    brand: wire(sound.brands[campaign.brand as string]!) as BrandSubject,
    campaign: wire(campaign) as CampaignSubject,
  };
}

/** The subject a case asks the review about: its brand edited, or its campaign edited (with the brand it names). */
export function caseSubject(set: Pick<NaturalSet, "sound">, u: NaturalCase): Subject {
  if (u.brand) return { brand: wire({ ...set.sound.brands[u.brand]!, ...u.change }) as BrandSubject };
  return campaignSubject(set.sound, { ...set.sound.campaigns[u.campaign!]!, ...u.change });
}

/** Scores a review on a set (a folder with sound/ and unsound/, e.g. NATURAL_DIR or HELDOUT_DIR). */
export function scoreSet(dir: string, review: Review): SetScore {
  const set = readSet(dir);
  const soundMisses: SoundMiss[] = [];
  for (const [name, campaign] of Object.entries(set.sound.campaigns)) {
    const findings = review(campaignSubject(set.sound, campaign));
    if (findings.length > 0) soundMisses.push({ name, findings: findings.map(seen) });
  }
  const brandMisses: SoundMiss[] = [];
  for (const name of Object.keys(set.sound.brands)) {
    const findings = review(brandSubject(set.sound, name));
    if (findings.length > 0) brandMisses.push({ name, findings: findings.map(seen) });
  }

  const misses: UnsoundMiss[] = [];
  const codeMisses: UnsoundMiss[] = [];
  let atField = 0;
  let withCode = 0;
  for (const u of set.cases) {
    const fields = [u.field].flat();
    const keys = new Set(fields.map(fieldKey));
    const findings = review(caseSubject(set, u)).map(seen);
    const there = findings.filter((f) => keys.has(fieldKey(f.field)));
    const miss = { case: u.case, field: fields, reason: u.reason, vendorCodes: u.vendorCodes };
    if (there.length === 0) {
      misses.push({ ...miss, findings });
      continue;
    }
    atField++;
    if (there.some((f) => f.vendorCodes.some((c) => u.vendorCodes.some((e) => codeMatches(c, e))))) withCode++;
    else codeMisses.push({ ...miss, findings: there });
  }

  const campaigns = Object.keys(set.sound.campaigns).length;
  return {
    dir,
    sound: {
      total: campaigns,
      passed: campaigns - soundMisses.length,
      rate: rate(campaigns - soundMisses.length, campaigns),
      misses: soundMisses,
      brandMisses,
    },
    unsound: {
      total: set.cases.length,
      atField,
      withCode,
      fieldRate: rate(atField, set.cases.length),
      codeRate: rate(withCode, set.cases.length),
      misses,
      codeMisses,
    },
  };
}

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const brief = (f: Seen) => `${f.rule} (${f.severity}) at ${f.field || "?"}`;

/**
 * A score as text: one summary line, then (unless `misses: false`) one line per miss, so a bench
 * run shows what the review got wrong. For the held-out set, read the misses to report them, not to
 * tune on them.
 */
export function formatScore(label: string, s: SetScore, { misses = true }: { misses?: boolean } = {}): string {
  const lines = [
    `${label}: sound ${s.sound.passed}/${s.sound.total} pass with no finding (${pct(s.sound.rate)}); ` +
    `unsound ${s.unsound.atField}/${s.unsound.total} flagged at the right field (${pct(s.unsound.fieldRate)}), ` +
    `${s.unsound.withCode}/${s.unsound.total} also naming a vendor code (${pct(s.unsound.codeRate)})`,
  ];
  if (!misses) return lines.join("\n");
  for (const m of s.sound.misses) lines.push(`  sound ${m.name}: ${m.findings.map(brief).join("; ")}`);
  for (const m of s.sound.brandMisses) lines.push(`  sound brand ${m.name}: ${m.findings.map(brief).join("; ")}`);
  for (const m of s.unsound.misses) {
    const got = m.findings.length ? m.findings.map(brief).join("; ") : "no finding";
    lines.push(`  unsound ${m.case} (${m.field.join(" or ")}: ${m.reason}): ${got}`);
  }
  for (const m of s.unsound.codeMisses) {
    const named = m.findings.map((f) => f.vendorCodes.join(", ") || "no code").join("; ");
    lines.push(`  unsound ${m.case}: found at ${m.field.join(" or ")} without ${m.vendorCodes.join(", ")} (named: ${named})`);
  }
  return lines.join("\n");
}
