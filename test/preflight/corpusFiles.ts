// The preflight corpora's files (test/preflight/corpus/sound/*.yaml, one configuration across
// files, and unsound/*.yaml, the cases), read whole: for corpus.test.ts and the bench's review of
// 1,000 campaigns (bench/preflight.ts).
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

/** The YAML files stay in the source tree: from the build (dist/test/preflight) they are read there. */
const CORPUS = [join(__dirname, "corpus"), join(__dirname, "..", "..", "..", "test", "preflight", "corpus")].find((d) => existsSync(d))!;
const yamlFiles = (dir: string) =>
  readdirSync(join(CORPUS, dir)).filter((f) => f.endsWith(".yaml")).sort().map((f) => join(CORPUS, dir, f));

export const SOUND_FILES = yamlFiles("sound");
export const UNSOUND_FILES = yamlFiles("unsound");

/** The sound files as one configuration, and the names declared twice across them (one would silently replace the other). */
export function readSound(): { sound: CorpusConfig; twice: string[] } {
  const twice: string[] = [];
  const sound: CorpusConfig = { version: 1, brands: {}, campaigns: {} };
  for (const file of SOUND_FILES) {
    const part = parse(readFileSync(file, "utf8")) as Partial<CorpusConfig>;
    for (const key of ["brands", "campaigns"] as const) {
      for (const [name, entry] of Object.entries(part[key] ?? {})) {
        if (sound[key][name]) twice.push(`${key}.${name}`);
        sound[key][name] = entry;
      }
    }
  }
  return { sound, twice };
}

export const readUnsound = () => UNSOUND_FILES.flatMap((file) => parse(readFileSync(file, "utf8")) as UnsoundCase[]);

/** A YAML entry in the wire form the rules read: keys in snake_case (nested too), the `brand` reference left out. */
export function wire(entry: Entry): Record<string, unknown> {
  const snake = (k: string) => k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const convert = (v: unknown): unknown =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== "brand").map(([k, x]) => [snake(k), convert(x)]))
      : v;
  return convert(entry) as Record<string, unknown>;
}
