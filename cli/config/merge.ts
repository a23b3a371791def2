import { type Path, PositionMap } from "./located";
import type { ParsedFile } from "./yamlFile";

export interface MergedConfig {
  value: Record<string, unknown>;
  positions: PositionMap;
  files: string[];
  fromEnv: Set<string>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Layers overlays on a base, in order: mappings merge key by key, scalars and lists replace, and
 * null removes (so an environment can drop something the base declares).
 */
export function mergeFiles(files: ParsedFile[]): MergedConfig {
  const positions = new PositionMap();
  const fromEnv = new Set<string>();
  let value: Record<string, unknown> = {};
  for (const f of files) {
    if (!isObject(f.value)) {
      positions.absorb(f.positions, []);
      value = f.value as Record<string, unknown>;
      continue;
    }
    value = mergeInto(value, f.value, [], f, positions, fromEnv);
  }
  return { value, positions, files: files.map((f) => f.file), fromEnv };
}

function mergeInto(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
  path: Path,
  file: ParsedFile,
  positions: PositionMap,
  fromEnv: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const p = [...path, k];
    if (v === null) {
      delete out[k];
      positions.dropUnder(p);
      continue;
    }
    if (isObject(v)) {
      // A mapping merges into what is there, or into nothing, so that its nulls remove here too
      // (null means absent, as config.schema.json says) instead of staying as values.
      if (!isObject(out[k])) positions.dropUnder(p);
      out[k] = mergeInto(isObject(out[k]) ? (out[k] as Record<string, unknown>) : {}, v, p, file, positions, fromEnv);
      positions.copyAt(file.positions, p);
      continue;
    }
    out[k] = v;
    positions.dropUnder(p);
    positions.absorb(file.positions, p);
    const prefix = p.join(".");
    for (const e of file.fromEnv) if (e === prefix || e.startsWith(prefix + ".")) fromEnv.add(e);
  }
  return out;
}
