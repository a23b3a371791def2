import type { z } from "zod";
import { type Diagnostic, DiagnosticsError, errorCount } from "../diagnostics";
import { emptyUnknownKeys, schemaDiagnostics } from "./diagnose";
import { type MergedConfig, mergeFiles } from "./merge";
import { parseConfigFile } from "./yamlFile";

export interface CheckedConfig<T> extends MergedConfig {
  /** The validated config; absent when the schema rejected it. */
  config?: T;
  diagnostics: Diagnostic[];
}

export interface LoadedConfig<T> extends MergedConfig {
  config: T;
  /** Warnings, if a cross check produced any. */
  diagnostics: Diagnostic[];
}

/**
 * Checks that need the whole merged config (references between entries): run even when the schema
 * fails. `parsed` is what the schema made of it, when it passed.
 */
export type CrossCheck = (merged: MergedConfig, parsed?: unknown) => Diagnostic[];

// What a file that could not be read might have supplied: reporting these would be guessing.
const NEEDS_EVERY_FILE = new Set(["required", "unknown-reference"]);
const UNREAD_VALUE = new Set(["env-unset", "yaml-unsupported"]);

const sameProblem = (d: Diagnostic) => `${d.file}:${d.line}:${d.column}:${d.path}:${d.message}`;

/**
 * Reads a base file and its overlays, substitutes ${env:NAME}, merges, validates against the
 * schema and runs the cross checks, reporting every problem of every file: a file that cannot be
 * read or parsed is reported and the others are still checked. The schema may be given as a
 * function of the merged value, to build only what the files declare.
 */
export function checkConfig<S extends z.ZodType>(
  files: string[],
  schemaOf: S | ((value: Record<string, unknown>) => S),
  env: NodeJS.ProcessEnv = process.env,
  crossChecks: CrossCheck[] = [],
): CheckedConfig<z.output<S>> {
  if (files.length === 0) {
    const none: Diagnostic = { severity: "error", code: "no-files", path: "", message: "no config file given" };
    return { ...mergeFiles([]), diagnostics: [none] };
  }
  const results = files.map((f) => parseConfigFile(f, env));
  const parsed = results.flatMap((r) => (r.parsed ? [r.parsed] : []));
  const fileProblems = results.flatMap((r) => r.diagnostics);
  const merged = { ...mergeFiles(parsed), files };
  const schema = typeof schemaOf === "function" ? schemaOf(merged.value) : schemaOf;
  // Without zod's compiled fast path: compiling it costs more than a config's one parse gains.
  const result = schema.safeParse(merged.value, { reportInput: true, jitless: true });
  let found = result.success ? [] : schemaDiagnostics(result.error, { root: schema, ...merged, written: parsed });
  // A list keeps its entries' empty values through the merge, so the schema may have reported one already.
  const reported = new Set(found.map(sameProblem));
  const blanks = parsed.flatMap((p) => emptyUnknownKeys(schema, p));
  found = [...found, ...blanks.filter((d) => !reported.has(sameProblem(d)))];
  const parsedValue: unknown = result.success ? result.data : undefined;
  found = [...found, ...crossChecks.flatMap((check) => check(merged, parsedValue))];
  // A value msgform could not read (an unset variable, an alias) is not the user's: its own problem says so.
  const unset = fileProblems.filter((d) => UNREAD_VALUE.has(d.code)).map((d) => d.path);
  found = found.filter((d) => !unset.some((p) => d.path === p || d.path.startsWith(p + ".")));
  if (parsed.length < files.length) found = found.filter((d) => !NEEDS_EVERY_FILE.has(d.code));
  return {
    ...merged,
    ...(result.success ? { config: result.data } : {}),
    diagnostics: [...fileProblems, ...found],
  };
}

/** checkConfig that throws a DiagnosticsError (every problem, sorted) unless the config is valid. */
export function loadConfig<S extends z.ZodType>(
  files: string[],
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
  crossChecks: CrossCheck[] = [],
): LoadedConfig<z.output<S>> {
  const checked = checkConfig(files, schema, env, crossChecks);
  if (errorCount(checked.diagnostics) > 0 || checked.config === undefined) {
    throw new DiagnosticsError(checked.diagnostics, files);
  }
  return { ...checked, config: checked.config };
}
