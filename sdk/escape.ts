// Every string that comes from the account (names, descriptions, metadata, owner markers, reasons,
// URLs, server error messages) or from a configuration file is untrusted when it is printed: a key
// with only webhooks:write can put escape sequences, fake headings or raw HTML in an endpoint's
// metadata, and another team's plan prints it. This module is the one escaping layer per output
// format; every renderer (plan, drift, status, apply, validate diagnostics, errors, Pulumi messages)
// passes account strings through it at the point where it prints them. JSON output is written by
// jsonText: the encoder escapes control characters, and jsonText the bidirectional and zero-width ones
// it leaves raw and the `##[` of the runner's older commands, which it reads anywhere in a line.
//
// The layer sits in the sdk because the lowest layer that prints account strings is the sdk's own
// errors (a service message), and both the CLI and the Pulumi front end build on it.

/**
 * Characters that change how a terminal or a reader sees the text rather than being text: C0 and C1
 * controls (ESC starts every escape sequence; CR and BS overwrite what was printed; LF starts a line
 * the reader takes for ours), DEL, and the Unicode format characters that reorder or hide text
 * (bidirectional overrides and isolates, zero-width characters, the BOM, line and paragraph separators).
 */
const UNSAFE_CLASS = "\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff\\ufff9-\\ufffb";
const UNSAFE = new RegExp(`[${UNSAFE_CLASS}]`, "g");
/** What terminalText rewrites once a string has something unsafe: the unsafe characters and the backslash. */
const ESCAPED = new RegExp(`[\\\\${UNSAFE_CLASS}]`, "g");

const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u001b": "\\e", "\\": "\\\\" };

function visibleChar(ch: string): string {
  const named = NAMED[ch];
  if (named !== undefined) return named;
  const code = ch.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
}

/**
 * The runner's older workflow-command form, `##[name]message`, which it reads anywhere in a line of
 * the job log (`##[add-mask]`, `##[error]`): shown as `#\x23[` wherever an account string is printed.
 */
const LEGACY_COMMAND = "##[";

/** True when printing `s` as it is could change the terminal or fake a line. */
export function hasUnsafeText(s: string): boolean {
  UNSAFE.lastIndex = 0;
  return UNSAFE.test(s);
}

/**
 * A string for terminal text (and plain logs): every control or format character is shown as a
 * visible escape (`\e`, `\n`, `\x07`, `\u202e`), so what is printed is one line of inert text.
 * A backslash is doubled only when the string had something to escape, so ordinary paths and
 * Windows-style text read as they are, and an escaped string cannot be confused with a clean one.
 */
export function terminalText(s: string): string {
  if (!hasUnsafeText(s) && !s.includes(LEGACY_COMMAND)) return s;
  return s.replace(ESCAPED, visibleChar).replaceAll(LEGACY_COMMAND, "#\\x23[");
}

/**
 * Unsafe characters JSON.stringify leaves raw (it escapes C0 controls, `"` and `\\` itself): DEL and
 * C1, the soft hyphen and the format characters that reorder or hide text.
 */
const RAW_IN_JSON = new RegExp(`[${UNSAFE_CLASS.replace("\\u0000-\\u001f", "")}]`, "g");

const unicodeEscape = (ch: string) => `\\u${ch.codePointAt(0)!.toString(16).padStart(4, "0")}`;

/**
 * Source text (JSON, YAML, JavaScript) in which every unsafe character stands inside a JSON-style
 * double-quoted literal, with each of those written as a `\uXXXX` escape: the same value when
 * parsed, nothing raw when read ("Trojan Source" bidirectional overrides, zero-width characters),
 * and no `##[` the CI runner would read as a command (its `#` written `\u0023`).
 * Only for text built so that the invariant holds: a raw unsafe character outside a literal would
 * be rewritten into a backslash sequence the reader does not parse.
 */
export function escapedLiterals(text: string): string {
  return text.replace(RAW_IN_JSON, unicodeEscape).replaceAll(LEGACY_COMMAND, "#\\u0023[");
}

/** A value as a JavaScript/TypeScript (or JSON) literal with no raw control, bidirectional or zero-width character. */
export function scriptLiteral(value: unknown): string {
  return escapedLiterals(JSON.stringify(value));
}

/** A JSON document for output (`--format json`, saved plans): indented by `indent`, then a newline; escaped as {@link scriptLiteral}. */
export function jsonText(value: unknown, indent?: number): string {
  return escapedLiterals(JSON.stringify(value, null, indent)) + "\n";
}

/**
 * True when `s`, printed where a line starts, would be a GitHub Actions workflow command
 * (`::error::`, `::add-mask::`, `::stop-commands::`): the runner reads `::` after any leading
 * whitespace at the start of a line of the job log.
 */
export const WORKFLOW_COMMAND_START = /^[\t\v\f \u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]*::/;

/**
 * A line of plain text output that cannot be read as a workflow command: when it would start one,
 * its first colon is shown as the visible escape `\x3a` (as terminalText shows what it escapes).
 */
export function inertLine(line: string): string {
  const m = WORKFLOW_COMMAND_START.exec(line);
  return m ? `${line.slice(0, m[0].length - 2)}\\x3a:${line.slice(m[0].length)}` : line;
}

/**
 * Characters that are syntax in GitHub-flavoured Markdown or HTML wherever they stand in a line or
 * a table cell: HTML and entities, code spans, emphasis, strikethrough, links and images, table
 * cells, headings, math, @-mentions, backslash escapes. Line-start syntax (lists, setext headings,
 * quotes) needs a line break, which terminalText has already made visible. `_` is syntax only at a
 * word's edge, so names like `webhook_endpoints` stay readable.
 */
const MARKDOWN_SYNTAX = /[\\`*[\]<>&|~#!$@]|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g;

/**
 * A string for Markdown text (a paragraph, a list item, a table cell, inside our `<details>` or
 * `<code>`): control characters made visible first, then every Markdown and HTML syntax character
 * written as a numeric character reference. References are never syntax, so the string cannot
 * start a heading or a table row, cannot close our `<details>`, cannot load an image or
 * @-mention a team, and GitHub shows it exactly as it was.
 */
export function markdownText(s: string): string {
  return terminalText(s).replace(MARKDOWN_SYNTAX, (ch) => `&#${ch.codePointAt(0)};`);
}

/** A string as inline code in Markdown: `<code>` with the same escaping (a backtick span cannot hold every string safely). */
export function markdownCode(s: string): string {
  return `<code>${markdownText(s)}</code>`;
}

/** A string inside an HTML element whose content is not Markdown (`<pre>`, an attribute value). */
export function htmlText(s: string): string {
  return terminalText(s).replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);
}

/** A string for a GitHub Actions workflow command's message (`::error …::message`): `%`, CR and LF encoded as the runner expects. */
export function workflowCommandText(s: string): string {
  return terminalText(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

/** A string for a workflow command's property (`file=…`): also `:` and `,` encoded. */
export function workflowCommandProperty(s: string): string {
  return workflowCommandText(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
