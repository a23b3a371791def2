// The 10DLC preflight review of 1,000 campaigns, goal under 2 s: in process (the rule table over
// 1,000 brand+campaign subjects, as plan and the emulator's review run it), and end to end
// (`msgform validate --strict` of one file declaring the 1,000 campaigns, spawn to exit). The
// campaigns are the project's corpus (test/preflight/corpus: the sound registrations and the
// unsound edits of them), cycled to the count, each a fresh object with its own name.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { stringify } from "yaml";
import type { BrandSubject, CampaignSubject, Subject } from "../schema/preflight";
import { type CorpusConfig, type Entry, readSound, readUnsound, wire } from "../test/preflight/corpusFiles";
import { median, progress, round, settings } from "./common";
import { ROOT } from "./emulator";

const GOAL_MS = 2000;
const MAIN = join(ROOT, "dist", "cli", "main.js");

/** The corpus's brands, and its campaigns: the sound ones, then each unsound case's edit of one. */
function corpus(): CorpusConfig {
  const { sound } = readSound();
  const count = Object.keys(sound.campaigns).length;
  for (const u of readUnsound()) {
    const base = u.campaign ? sound.campaigns[u.campaign] : undefined;
    if (base) sound.campaigns[`unsound-${u.case}`] = { ...base, ...u.change };
  }
  progress(`  preflight: corpus of ${count} sound and ${Object.keys(sound.campaigns).length - count} unsound campaigns`);
  return sound;
}

/** `count` campaigns cycled from the corpus, each with a name of its own (and a description that says which copy it is). */
function campaigns(c: CorpusConfig, count: number): [string, Entry][] {
  const all = Object.entries(c.campaigns);
  return Array.from({ length: count }, (_, i) => {
    const [name, entry] = all[i % all.length]!;
    return [`${name}-${i}`, { ...entry, description: `${String(entry.description)} (copy ${i})` }];
  });
}

export async function preflightSection() {
  const count = settings.preflight.campaigns;
  const runs = settings.preflight.runs;
  const c = corpus();
  const list = campaigns(c, count);

  // In process: the rule table over every campaign with its brand (the table is loaded already).
  const { preflight } = require("../schema/preflight") as typeof import("../schema/preflight");
  const subjects: Subject[] = list.map(([, e]) => ({
    brand: wire(c.brands[e.brand as string]!) as BrandSubject,
    campaign: wire(e) as CampaignSubject,
  }));
  const inProcess: number[] = [];
  let findings = 0;
  for (let i = 0; i < runs; i++) {
    const fresh = subjects.map((s) => ({ brand: { ...s.brand }, campaign: { ...s.campaign } }));
    const t = performance.now();
    findings = fresh.reduce((n, s) => n + preflight(s).length, 0);
    inProcess.push(performance.now() - t);
  }

  // End to end: validate --strict of one file with the brands and the campaigns.
  const dir = mkdtempSync(join(tmpdir(), "msgform-bench-preflight-"));
  const file = join(dir, "registrations.yaml");
  const config = { version: 1, brands: c.brands, campaigns: Object.fromEntries(list) };
  writeFileSync(file, stringify(config, { aliasDuplicateObjects: false }));
  const cli: number[] = [];
  let diagnostics = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = spawnSync(process.execPath, [MAIN, "validate", file, "--strict", "--format", "json"], {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        env: { ...process.env, MSGFORM_CACHE_DIR: join(dir, "cache") },
      });
      cli.push(performance.now() - t);
      if (r.status !== 0 && r.status !== 1) throw new Error(`validate exited ${r.status}: ${r.stderr.slice(0, 500)}`);
      diagnostics = (JSON.parse(r.stdout) as { diagnostics: unknown[] }).diagnostics.length;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const review = { median_ms: round(median(inProcess), 1), max_ms: round(Math.max(...inProcess), 1) };
  const validate = { median_ms: round(median(cli), 1), max_ms: round(Math.max(...cli), 1) };
  progress(
    `  preflight: ${count} campaigns reviewed in ${review.median_ms} ms, ` +
    `validate --strict ${validate.median_ms} ms`,
  );
  return {
    campaigns: count,
    runs,
    findings,
    diagnostics,
    review_ms: review,
    review_ms_per_campaign: round(median(inProcess) / count, 3),
    validate_strict_ms: validate,
    goal_ms: GOAL_MS,
    goal_met: median(inProcess) < GOAL_MS && median(cli) < GOAL_MS,
  };
}
