// Every string that comes from the account (names, descriptions, metadata, owner markers, reasons,
// URLs, server error messages) or from a configuration file is untrusted when it is printed: a key
// with only webhooks:write can put escape sequences, fake headings or raw HTML in an endpoint's
// metadata, and another team's plan prints it. This module is the one escaping layer per output
// format; every renderer (plan, drift, status, apply, validate diagnostics, errors, Pulumi messages)
// passes account strings through it at the point where it prints them. JSON output needs none: a
// JSON encoder already escapes.
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
  if (!hasUnsafeText(s)) return s;
  return s.replace(ESCAPED, visibleChar);
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
