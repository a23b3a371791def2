/**
 * One shape for every problem the CLI reports about the user's files: config errors (YAML, schema,
 * ${env:…}, references, unreadable files) and any other producer's findings (e.g. 10DLC preflight
 * rules). Producers build Diagnostics; validate, plan, apply and drift print them through the
 * renderers below, so every problem reads the same in a terminal, in JSON and in GitHub annotations.
 */
import { inertLine, terminalText, workflowCommandProperty, workflowCommandText } from "../sdk/escape";

type Severity = "error" | "warning";

export interface Diagnostic {
  severity: Severity;
  /**
   * What kind of problem, stable for tools: a config diagnostic kind ("unknown-field", "required",
   * "yaml-syntax", …, see DiagnosticCode) or another producer's rule id (e.g. "10dlc.sample-message").
   */
  code: string;
  /** The file the problem is in, as the user named it; absent when no file is to blame. */
  file?: string;
  /** 1-based; absent when the problem is about the whole file (e.g. it cannot be read). */
  line?: number;
  column?: number;
  /** Dotted path in the merged config, e.g. webhook_endpoints.orders.url; "" for the file itself. */
  path: string;
  /** What is wrong and what is expected; never a secret, never the offending value's content. */
  message: string;
  /** The likely intended key or value (a nearest match), rendered as "did you mean '…'?". */
  suggestion?: string;
}

/** The config diagnostic kinds (other producers use their own rule ids). */
export type DiagnosticCode =
  | "file-unreadable"
  | "no-files"
  | "yaml-syntax"
  | "yaml-unsupported"
  | "env-unset"
  | "env-syntax"
  | "unknown-field"
  | "required"
  | "invalid-name"
  | "invalid-enum"
  | "invalid-type"
  | "invalid-value"
  | "unknown-reference";

/** A position in a file: what config values and keys remember. */
export interface Location {
  file: string;
  line: number;
  column: number;
}

/**
 * Problems that stop a command before it does anything (bad config files): run() prints them
 * sorted, with a summary line, in the command's format.
 */
export class DiagnosticsError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[], files: readonly string[] = []) {
    const sorted = sortDiagnostics(diagnostics, files);
    super(renderText(sorted) + summaryLine(sorted));
    this.name = "DiagnosticsError";
    this.diagnostics = sorted;
  }
}

export const errorCount = (ds: readonly Diagnostic[]) => ds.filter((d) => d.severity === "error").length;

/**
 * By file (in the order given, so a base comes before its overlays), then line, then column.
 * Problems with no file come first: they concern the whole run.
 */
export function sortDiagnostics(ds: readonly Diagnostic[], fileOrder: readonly string[] = []): Diagnostic[] {
  const rank = (f: string | undefined) =>
    f === undefined ? -1 : fileOrder.includes(f) ? fileOrder.indexOf(f) : fileOrder.length;
  return [...ds].sort(
    (a, b) =>
      rank(a.file) - rank(b.file) ||
      (a.file ?? "").localeCompare(b.file ?? "") ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      a.path.localeCompare(b.path),
  );
}

/**
 * `file:line:col: path: message; did you mean 'x'?` (warnings say so before the message). File
 * names, paths (a key of the file) and messages (which may quote a word of it) are shown with
 * their control characters visible: a config file is untrusted text in a CI log.
 */
export function formatDiagnostic(d: Diagnostic): string {
  const t = terminalText;
  const where = d.file === undefined ? "" : d.line === undefined ? `${t(d.file)}: ` : `${t(d.file)}:${d.line}:${d.column ?? 1}: `;
  const what = `${d.severity === "warning" ? "warning: " : ""}${t(d.message)}${d.suggestion ? `; did you mean '${t(d.suggestion)}'?` : ""}`;
  // The line starts with the file's name or a key of the file: neither may start a CI workflow command.
  return inertLine(`${where}${d.path ? `${t(d.path)}: ` : ""}${what}`);
}

export function renderText(ds: readonly Diagnostic[]): string {
  return ds.map((d) => formatDiagnostic(d) + "\n").join("");
}

/** The closing line under the text diagnostics, e.g. "3 problems in the configuration (1 warning)". */
export function summaryLine(ds: readonly Diagnostic[], what = "in the configuration"): string {
  const errors = errorCount(ds);
  const warnings = ds.length - errors;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  if (errors === 0) return warnings === 0 ? "no problems" : `${plural(warnings, "warning")} ${what}`;
  return `${plural(errors, "problem")} ${what}${warnings ? ` (and ${plural(warnings, "warning")})` : ""}`;
}

/** One diagnostic as JSON: every field always present (null when unknown) so consumers need no guards. */
function diagnosticJson(d: Diagnostic) {
  return {
    severity: d.severity,
    code: d.code,
    file: d.file ?? null,
    line: d.line ?? null,
    column: d.column ?? null,
    path: d.path,
    message: d.message,
    suggestion: d.suggestion ?? null,
  };
}

/** The `diagnostics` block that validate, plan and drift JSON carry. */
export function diagnosticsJson(ds: readonly Diagnostic[]) {
  const errors = errorCount(ds);
  return {
    valid: errors === 0,
    error_count: errors,
    warning_count: ds.length - errors,
    diagnostics: ds.map(diagnosticJson),
  };
}

/** `::error file=…,line=…,col=…::path: message` annotations, one per line. */
export function renderGithub(ds: readonly Diagnostic[]): string {
  return ds
    .map((d) => {
      const props = [
        d.file !== undefined ? `file=${workflowCommandProperty(d.file)}` : undefined,
        d.line !== undefined ? `line=${d.line}` : undefined,
        d.column !== undefined ? `col=${d.column}` : undefined,
      ].filter(Boolean);
      const text = formatDiagnostic({ ...d, file: undefined, severity: "error" });
      return `::${d.severity}${props.length ? " " + props.join(",") : ""}::${workflowCommandText(text)}\n`;
    })
    .join("");
}

export type DiagnosticFormat = "text" | "json" | "github";
