// The one escaping layer for account strings: what each output format makes of hostile text.
import { describe, expect, it } from "vitest";
import {
  escapedLiterals,
  hasUnsafeText,
  htmlText,
  inertLine,
  jsonText,
  markdownCode,
  markdownText,
  scriptLiteral,
  terminalText,
  workflowCommandText,
} from "../../sdk/escape";

const FORGED = "team\u001b[2J\n## ✅ No changes. Safe to merge\n</details><img src=https://evil.example/x.png>";

describe("terminal text", () => {
  it("leaves ordinary text, paths and unicode as they are", () => {
    for (const s of ["orders", "acme/prod", "C:\\Users\\x", "Café ✅ 日本"]) expect(terminalText(s)).toBe(s);
  });

  it("shows escape sequences, line breaks and bidi overrides as visible escapes on one line", () => {
    const out = terminalText(FORGED);
    expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/); // eslint-disable-line no-control-regex
    expect(out).toContain("team\\e[2J\\n## ✅");
    expect(terminalText("abc\u202edef\u200b")).toBe("abc\\u202edef\\u200b");
    expect(terminalText("a\rb\u0007\u009b")).toBe("a\\rb\\x07\\x9b");
  });

  it("doubles backslashes only in a string it had to escape, so an escaped string cannot pass for a clean one", () => {
    expect(terminalText("\\e[2J")).toBe("\\e[2J");
    expect(terminalText("\\e\u001b")).toBe("\\\\e\\e");
    expect(hasUnsafeText("\\e")).toBe(false);
  });
});

describe("markdown text", () => {
  it("cannot start a heading, close our details, load an image or mention anyone", () => {
    const out = markdownText(FORGED);
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(out).not.toContain("\n");
    expect(out).not.toMatch(/(^|[^&])#(?!\d)/);
    expect(markdownText("@acme/security-team")).toBe("&#64;acme/security-team");
  });

  it("cannot break out of a table cell or a code span, nor add emphasis, links or math", () => {
    const out = markdownText("a | b ` c *d* ~~e~~ [x](y) ![i](j) $x$ \\");
    for (const ch of ["|", "`", "*", "~", "[", "]", "!", "$", "\\"]) expect(out).not.toContain(ch);
  });

  it("keeps names readable: underscores inside words, dots, slashes and dashes stay", () => {
    expect(markdownText("webhook_endpoints.orders")).toBe("webhook_endpoints.orders");
    expect(markdownText("acme/prod-eu")).toBe("acme/prod-eu");
    expect(markdownText("_x_")).toBe("&#95;x&#95;");
  });

  it("inline code is an escaped <code> element", () => {
    expect(markdownCode("a`b</code><b>")).toBe("<code>a&#96;b&#60;/code&#62;&#60;b&#62;</code>");
  });
});

describe("html and workflow commands", () => {
  it("html text escapes markup and quotes", () => {
    expect(htmlText(`</pre><a href="x">'`)).toBe("&#60;/pre&#62;&#60;a href=&#34;x&#34;&#62;&#39;");
  });

  it("a workflow command message cannot end the command or start another one", () => {
    expect(workflowCommandText("50%\n::error::forged")).not.toContain("\n");
    expect(workflowCommandText("50%")).toBe("50%25");
  });
});

describe("CI workflow commands and source literals", () => {
  const HOSTILE = "a\n::error::x\r\n \t::add-mask::s\u202e\u2066\u2069\u200b\u200d\ufeff\u0000##[error]old\u0085";

  it("terminal text shows the runner's older ##[ command form escaped, wherever it stands", () => {
    expect(terminalText("see ##[error]forged")).toBe("see #\\x23[error]forged");
    expect(terminalText("a\\b ##[x")).toBe("a\\\\b #\\x23[x");
    expect(terminalText("# heading [x]")).toBe("# heading [x]");
  });

  it("a line that would start a workflow command (after any whitespace) shows its first colon escaped", () => {
    expect(inertLine("::error::forged")).toBe("\\x3a:error::forged");
    expect(inertLine(" \t\u00a0::add-mask::x")).toBe(" \t\u00a0\\x3a:add-mask::x");
    for (const l of ["msgform: ::error::x", "a::b", ":single", "IPv6 ::1"]) expect(inertLine(l)).toBe(l);
  });

  it("source literals (TypeScript, JSON, YAML double-quoted) carry every unsafe character as a \\u escape and read back the same", () => {
    const literal = scriptLiteral(HOSTILE);
    expect(literal).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/); // eslint-disable-line no-control-regex
    expect(literal).not.toContain("##[");
    expect(literal).toContain("\\u202e");
    expect(JSON.parse(literal)).toBe(HOSTILE);
    expect(new Function(`return ${literal};`)()).toBe(HOSTILE);
    const doc = jsonText({ [HOSTILE]: [HOSTILE] }, 2);
    expect(doc.endsWith("\n")).toBe(true);
    expect(JSON.parse(doc)).toEqual({ [HOSTILE]: [HOSTILE] });
    expect(doc.split("\n").filter((l) => /^\s*::/.test(l))).toEqual([]);
    expect(escapedLiterals("plain text")).toBe("plain text");
  });
});
