// The config files read and checked, offline: what every command starts with, and all that
// `validate` needs (the plan and the account are cli/workflow.ts).
import { checkConfig } from "./load";
import type { MergedConfig } from "./merge";
import { configSchema, declaredFrom, referenceCheck } from "./schema";
import { type Diagnostic, DiagnosticsError, errorCount, sortDiagnostics } from "../diagnostics";
import { DEFAULT_CONFIGURATION, type Owner } from "../../provider/ownership";
import type { Declared, Section } from "../reconcile/model";

export interface Declarations {
  declared: Declared;
  files: string[];
  /** `configuration:` in the files, else "default". */
  configuration: string;
}

/** The owner a configuration writes on its objects. */
export const configOwner = (configuration: string): Owner => ({ kind: "config", configuration });

export interface CheckedDeclarations {
  /** Absent when the files have errors. */
  declarations?: Declarations;
  /** Every problem of every file (YAML, schema, ${env:…}, references), sorted by file, line, column. */
  diagnostics: Diagnostic[];
}

/**
 * A check of the declarations the schema accepted (validate's preflight review), with the merged
 * files to place its findings: given what the one parse made, so the files are not parsed again.
 */
export type DeclaredCheck = (declared: Declared, merged: MergedConfig) => Diagnostic[];

/** Reads and checks the config files, offline, reporting every problem of every file at once. */
export function checkDeclarations(
  files: string[],
  sections: Section[],
  env: NodeJS.ProcessEnv = process.env,
  declaredChecks: DeclaredCheck[] = [],
): CheckedDeclarations {
  const schemaOf = (value: Record<string, unknown>) => configSchema(sections, value);
  const afterSchema = declaredChecks.map((check) => (merged: MergedConfig, parsed?: unknown) =>
    parsed === undefined ? [] : check(declaredFrom(sections, parsed as Record<string, unknown>), merged));
  const checked = checkConfig(files, schemaOf, env, [referenceCheck(sections), ...afterSchema]);
  const diagnostics = sortDiagnostics(checked.diagnostics, files);
  if (errorCount(diagnostics) > 0 || checked.config === undefined) return { diagnostics };
  const config = checked.config as Record<string, unknown>;
  const declarations = {
    declared: declaredFrom(sections, config),
    files,
    configuration: (config.configuration as string | undefined) ?? DEFAULT_CONFIGURATION,
  };
  return { declarations, diagnostics };
}

/** checkDeclarations for commands that go on: a DiagnosticsError (printed by run()) unless valid. */
export function loadDeclarations(
  files: string[],
  sections: Section[],
  env: NodeJS.ProcessEnv = process.env,
): Declarations {
  const { declarations, diagnostics } = checkDeclarations(files, sections, env);
  if (!declarations) throw new DiagnosticsError(diagnostics, files);
  return declarations;
}
