import type { z } from "zod";
import { flattenIssues } from "../../schema/issues";
import { type ConfigIssue, ConfigError } from "./located";
import { type MergedConfig, mergeFiles } from "./merge";
import { type ParsedFile, parseConfigFile } from "./yamlFile";

export interface LoadedConfig<T> extends MergedConfig {
  config: T;
}

/**
 * Reads a base file and its overlays, substitutes ${env:NAME}, merges, and validates against the
 * schema. Every problem in every file is reported at once, each with its file, line and column.
 */
export function loadConfig<S extends z.ZodType>(
  files: string[],
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): LoadedConfig<z.output<S>> {
  if (files.length === 0) throw new ConfigError([{ path: "", message: "no config file given" }]);
  const parsed: ParsedFile[] = [];
  const issues: ConfigIssue[] = [];
  for (const file of files) {
    try {
      parsed.push(parseConfigFile(file, env));
    } catch (err) {
      if (err instanceof ConfigError) issues.push(...err.issues);
      else throw err;
    }
  }
  if (issues.length > 0) throw new ConfigError(issues);
  const merged = mergeFiles(parsed);
  return { ...merged, config: validateMerged(schema, merged) };
}

export function validateMerged<S extends z.ZodType>(schema: S, merged: MergedConfig): z.output<S> {
  const result = schema.safeParse(merged.value, { reportInput: true });
  if (result.success) return result.data;
  throw new ConfigError(
    flattenIssues(result.error).map(({ path, message }) => ({
      location: merged.positions.locate(path),
      path: path.join("."),
      message,
    })),
  );
}
