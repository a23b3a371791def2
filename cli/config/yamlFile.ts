import { readFileSync } from "node:fs";
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import type { Diagnostic, DiagnosticCode, Location } from "../diagnostics";
import { fileReason, isFileError } from "../io";
import { childOf, type Path, pathKey, place, PositionMap, type PositionNode } from "./located";

export interface ParsedFile {
  file: string;
  value: unknown;
  positions: PositionMap;
  /** Paths whose value came (wholly or partly) from an environment variable. */
  fromEnv: Set<string>;
}

export interface FileResult {
  /** Absent when the file could not be read or is not valid YAML: the others are still checked. */
  parsed?: ParsedFile;
  diagnostics: Diagnostic[];
}

const ENV_REF = /\$\$\{|\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}|\$\{([^}]*)\}/g;

const problem = (code: DiagnosticCode, at: Location | { file: string }, path: Path, message: string): Diagnostic => ({
  severity: "error",
  code,
  ...at,
  path: pathKey(path),
  message,
});

/**
 * Reads one YAML config file into plain data, remembering where every key and value stands, and
 * substitutes ${env:NAME} in strings ($${ is a literal ${). Reports every problem it finds.
 */
export function parseConfigFile(file: string, env: NodeJS.ProcessEnv, text?: string): FileResult {
  let source: string;
  try {
    source = text ?? readFileSync(file, "utf8");
  } catch (err) {
    // A read of a directory fails with EISDIR and no path on the error: the file is named here.
    if (!isFileError(err) && !isErrno(err)) throw err;
    return { diagnostics: [problem("file-unreadable", { file }, [], unreadable(err, file))] };
  }
  const lines = new LineCounter();
  // Duplicate keys are found below in one pass: the library's own check is quadratic per mapping.
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: false, prettyErrors: false });
  const at = (offset: number): Location => {
    const p = lines.linePos(offset);
    return { file, line: p.line, column: p.col };
  };
  if (doc.errors.length > 0) {
    const syntax = doc.errors.map((e) => problem("yaml-syntax", at(e.pos[0]), [], yamlMessage(e.message)));
    return { diagnostics: syntax };
  }
  const diagnostics: Diagnostic[] = [];
  const positions = new PositionMap();
  const fromEnv = new Set<string>();

  // `step` is the path's step in `positions`, passed down as the document is read (no walk from the root per value).
  const convert = (
    node: Node | null | undefined, path: Path, step: PositionNode, key?: Location, fallback?: Location,
  ): unknown => {
    // An empty value (`key:`) has no node of its own: it stands where its key does.
    const here = node?.range ? at(node.range[0]) : (key ?? fallback ?? at(0));
    place(step, here, key);
    if (node === null || node === undefined) return null;
    if (isMap(node)) {
      const out: Record<string, unknown> = {};
      for (const pair of node.items) {
        const k = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const keyNode = pair.key as Node | null;
        const keyAt = keyNode?.range ? at(keyNode.range[0]) : here;
        if (Object.hasOwn(out, k)) diagnostics.push(problem("yaml-syntax", keyAt, [], DUPLICATE_KEY));
        out[k] = convert(pair.value as Node | null, [...path, k], childOf(step, k), keyAt);
      }
      return out;
    }
    if (isSeq(node)) {
      return node.items.map((item, i) => convert(item as Node, [...path, i], childOf(step, i), undefined, here));
    }
    if (isScalar(node)) return typeof node.value === "string" ? substitute(node.value, path, here) : node.value;
    diagnostics.push(problem("yaml-unsupported", here, path, "aliases and tags are not supported here"));
    return null;
  };

  const substitute = (value: string, path: Path, loc: Location): string => {
    // (every form ENV_REF finds holds "${": most strings hold none and are kept as they are)
    if (!value.includes("${")) return value;
    let used = false;
    const out = value.replace(ENV_REF, (match, name: string | undefined, other: string | undefined) => {
      if (match === "$${") return "${";
      if (name === undefined) {
        diagnostics.push(problem("env-syntax", loc, path,
          `unknown substitution \${${other}}: only \${env:NAME} is supported (write $\${ for a literal \${)`));
        return match;
      }
      used = true;
      const v = env[name];
      if (v !== undefined) return v;
      diagnostics.push(problem("env-unset", loc, path,
        `environment variable ${name} is not set (referenced as \${env:${name}}; write $\${ for a literal \${)`));
      return "";
    });
    if (used) fromEnv.add(pathKey(path));
    return out;
  };

  const value = convert(doc.contents as Node | null, [], positions.root);
  return { parsed: { file, value: value ?? {}, positions, fromEnv }, diagnostics };
}

const isErrno = (err: unknown): err is NodeJS.ErrnoException =>
  err instanceof Error && typeof (err as NodeJS.ErrnoException).code === "string";

function unreadable(err: NodeJS.ErrnoException, file: string): string {
  const reason = fileReason(err, file);
  if (err.code !== "EISDIR") return `cannot read the file: ${reason}`;
  return `cannot read the file: ${reason}; name the config files in it (e.g. ${file.replace(/\/+$/, "")}/*.yaml)`;
}

const DUPLICATE_KEY = "YAML syntax: this key appears twice in the same mapping (keys must be unique)";

/** The yaml library's message, first line only, without the position it repeats. */
const yamlMessage = (message: string) => `YAML syntax: ${message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}`;
