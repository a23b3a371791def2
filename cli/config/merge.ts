import { childOf, copyInto, type Path, PositionMap, type PositionNode } from "./located";
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
    value = mergeInto(value, f.value, [], f, f.positions.root, positions.root, fromEnv);
  }
  return { value, positions, files: files.map((f) => f.file), fromEnv };
}

/**
 * Merges `over` (the file's value at `path`) into `base`; `from` and `to` are the path's steps in the file's
 * positions and in the merged ones, passed down as the merge goes (no walk from the root for each value).
 */
function mergeInto(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
  path: Path,
  file: ParsedFile,
  from: PositionNode | undefined,
  to: PositionNode,
  fromEnv: Set<string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const p = [...path, k];
    const fromHere = from?.children.get(k);
    if (v === null) {
      delete out[k];
      to.children.delete(k);
      continue;
    }
    if (isObject(v)) {
      // A mapping merges into what is there, or into nothing, so that its nulls remove here too
      // (null means absent, as config.schema.json says) instead of staying as values.
      if (!isObject(out[k])) to.children.delete(k);
      const toHere = childOf(to, k);
      const under = isObject(out[k]) ? (out[k] as Record<string, unknown>) : {};
      out[k] = mergeInto(under, v, p, file, fromHere, toHere, fromEnv);
      if (fromHere?.value) toHere.value = fromHere.value;
      if (fromHere?.key) toHere.key = fromHere.key;
      continue;
    }
    out[k] = v;
    to.children.delete(k);
    if (fromHere) copyInto(childOf(to, k), fromHere);
    if (file.fromEnv.size === 0) continue;
    const prefix = p.join(".");
    for (const e of file.fromEnv) if (e === prefix || e.startsWith(prefix + ".")) fromEnv.add(e);
  }
  return out;
}
