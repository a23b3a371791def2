import { readFileSync } from "node:fs";
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import { type ConfigIssue, ConfigError, type Location, type Path, PositionMap } from "./located";

export interface ParsedFile {
  file: string;
  value: unknown;
  positions: PositionMap;
  /** Paths whose value came (wholly or partly) from an environment variable. */
  fromEnv: Set<string>;
}

const ENV_REF = /\$\$\{|\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}|\$\{([^}]*)\}/g;

/**
 * Reads one YAML config file into plain data, remembering where every value stands, and
 * substitutes ${env:NAME} in strings ($${ is a literal ${). Collects every problem before failing.
 */
export function parseConfigFile(file: string, env: NodeJS.ProcessEnv, text?: string): ParsedFile {
  const source = text ?? readSource(file);
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const issues: ConfigIssue[] = [];
  const at = (offset: number): Location => {
    const p = lines.linePos(offset);
    return { file, line: p.line, col: p.col };
  };
  for (const err of doc.errors) {
    issues.push({ location: at(err.pos[0]), path: "", message: `YAML syntax: ${err.message.split("\n")[0]}` });
  }
  if (issues.length > 0) throw new ConfigError(issues);

  const positions = new PositionMap();
  const fromEnv = new Set<string>();

  const convert = (node: Node | null | undefined, path: Path, keyOffset?: number): unknown => {
    const offset = node?.range?.[0] ?? keyOffset ?? 0;
    positions.set(path, at(offset));
    if (node === null || node === undefined) return null;
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const keyStart = (pair.key as Node | null)?.range?.[0];
        out[key] = convert(pair.value as Node | null, [...path, key], keyStart);
        // A key with an empty value points at the key itself.
        if (pair.value === null && keyStart !== undefined) positions.set([...path, key], at(keyStart));
      }
      return out;
    }
    if (isSeq(node)) return node.items.map((item, i) => convert(item as Node, [...path, i], offset));
    if (isScalar(node)) {
      const v = node.value;
      if (typeof v !== "string") return v;
      return substitute(v, path, at(offset));
    }
    issues.push({ location: at(offset), path: path.join("."), message: "aliases and tags are not supported here" });
    return null;
  };

  const substitute = (value: string, path: Path, loc: Location): string => {
    let used = false;
    const out = value.replace(ENV_REF, (match, name: string | undefined, other: string | undefined) => {
      if (match === "$${") return "${";
      if (name !== undefined) {
        used = true;
        const v = env[name];
        if (v === undefined) {
          issues.push({
            location: loc,
            path: path.join("."),
            message: `environment variable ${name} is not set (referenced as \${env:${name}}; write $\${ for a literal \${)`,
          });
          return "";
        }
        return v;
      }
      issues.push({
        location: loc,
        path: path.join("."),
        message: `unknown substitution \${${other}}: only \${env:NAME} is supported (write $\${ for a literal \${)`,
      });
      return match;
    });
    if (used) fromEnv.add(path.join("."));
    return out;
  };

  const value = convert(doc.contents as Node | null, []);
  if (issues.length > 0) throw new ConfigError(issues);
  return { file, value: value ?? {}, positions, fromEnv };
}

function readSource(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EACCES" ? "permission denied" : (err as Error).message;
    throw new ConfigError([{ path: "", message: `cannot read config file ${file}: ${why}` }]);
  }
}
