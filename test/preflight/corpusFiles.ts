// The preflight corpora's files (test/preflight/corpus/sound/*.yaml, one configuration across
// files, and unsound/*.yaml, the cases), read whole: for corpus.test.ts and the bench's review of
// 1,000 campaigns (bench/preflight.ts). The natural-wording sets (naturalCorpus.ts) are read with
// the same functions from their own folders.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export type Entry = Record<string, unknown>;
export interface CorpusConfig {
  version: 1;
  brands: Record<string, Entry>;
  campaigns: Record<string, Entry>;
}
export interface UnsoundCase {
  case: string;
  campaign?: string;
  brand?: string;
  change: Entry;
  expect: string[];
}

/**
 * A folder of test/preflight, in the source tree: the YAML files stay there, so from the build
 * (dist/test/preflight) they are read there.
 */
export const sourceDir = (name: string) =>
  [join(__dirname, name), join(__dirname, "..", "..", "..", "test", "preflight", name)].find((d) => existsSync(d))!;
const CORPUS = sourceDir("corpus");
/** The .yaml files of a folder, sorted by name. */
export const yamlFiles = (dir: string) =>
  readdirSync(dir).filter((f) => f.endsWith(".yaml")).sort().map((f) => join(dir, f));

export const SOUND_FILES = yamlFiles(join(CORPUS, "sound"));
export const UNSOUND_FILES = yamlFiles(join(CORPUS, "unsound"));

/** Files as one configuration, and the names declared twice across them (one would silently replace the other). */
export function readConfig(files: readonly string[]): { config: CorpusConfig; twice: string[] } {
  const twice: string[] = [];
  const config: CorpusConfig = { version: 1, brands: {}, campaigns: {} };
  for (const file of files) {
    const part = parse(readFileSync(file, "utf8")) as Partial<CorpusConfig>;
    for (const key of ["brands", "campaigns"] as const) {
      for (const [name, entry] of Object.entries(part[key] ?? {})) {
        if (config[key][name]) twice.push(`${key}.${name}`);
        config[key][name] = entry;
      }
    }
  }
  return { config, twice };
}

/** The sound files as one configuration, and the names declared twice across them. */
export function readSound(): { sound: CorpusConfig; twice: string[] } {
  const { config, twice } = readConfig(SOUND_FILES);
  return { sound: config, twice };
}

/** The cases of files that each hold a list of them. */
export const readCases = <C = UnsoundCase>(files: readonly string[]) =>
  files.flatMap((file) => parse(readFileSync(file, "utf8")) as C[]);
export const readUnsound = () => readCases(UNSOUND_FILES);

/**
 * The configuration of unsound cases, each an entry named after it: a brand case is its brand with
 * the change; a campaign case is its campaign with the change and its own copy of its brand (named
 * `<case>-brand`), so cases never meet in a set-wide limit (one campaign per sole-proprietor brand).
 */
export function casesConfig(
  sound: CorpusConfig,
  cases: readonly { case: string; campaign?: string; brand?: string; change: Entry }[],
): CorpusConfig {
  const config: CorpusConfig = { version: 1, brands: {}, campaigns: {} };
  for (const u of cases) {
    if (u.brand) {
      config.brands[u.case] = { ...sound.brands[u.brand]!, ...u.change };
      continue;
    }
    const campaign = sound.campaigns[u.campaign!]!;
    config.brands[`${u.case}-brand`] = { ...sound.brands[campaign.brand as string]! };
    config.campaigns[u.case] = { ...campaign, ...u.change, brand: `${u.case}-brand` };
  }
  return config;
}

/** A YAML entry in the wire form the rules read: keys in snake_case (nested too), the `brand` reference left out. */
export function wire(entry: Entry): Record<string, unknown> {
  const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const convert = (v: unknown): unknown =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== "brand").map(([k, x]) => [snake(k), convert(x)]))
      : v;
  return convert(entry) as Record<string, unknown>;
}
