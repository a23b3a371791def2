import { describe, expect, it } from "vitest";
import {
  type Diagnostic,
  diagnosticsJson,
  formatDiagnostic,
  renderGithub,
  sortDiagnostics,
  summaryLine,
} from "../../cli/diagnostics";
import { editDistance, nearest } from "../../cli/config/nearest";
import { errorText } from "../../cli/io";

const d = (over: Partial<Diagnostic>): Diagnostic => ({ severity: "error", code: "x", path: "", message: "m", ...over });

describe("Diagnostic renderers", () => {
  it("text: file:line:col: path: message; warnings say so; a suggestion is offered last", () => {
    expect(formatDiagnostic(d({ file: "a.yaml", line: 3, column: 5, path: "a.b", message: "unknown field", suggestion: "c" })))
      .toBe("a.yaml:3:5: a.b: unknown field; did you mean 'c'?");
    expect(formatDiagnostic(d({ severity: "warning", file: "a.yaml", line: 1, column: 1, path: "p", message: "vague" })))
      .toBe("a.yaml:1:1: p: warning: vague");
    expect(formatDiagnostic(d({ file: "gone.yaml", message: "cannot read the file: no such file or directory" })))
      .toBe("gone.yaml: cannot read the file: no such file or directory");
    expect(formatDiagnostic(d({ message: "no config file given" }))).toBe("no config file given");
  });

  it("GitHub annotations escape what the workflow-command syntax reserves", () => {
    const out = renderGithub([
      d({ file: "dir,x/a:b.yaml", line: 2, column: 4, path: "p", message: "50% off\nnext" }),
      d({ severity: "warning", file: "a.yaml", path: "q", message: "w" }),
    ]);
    expect(out).toBe("::error file=dir%2Cx/a%3Ab.yaml,line=2,col=4::p: 50%25 off\\nnext\n::warning file=a.yaml::q: w\n");
  });

  it("a diagnostic line and an error's lines never start a CI workflow command, whatever the file, key or message says", () => {
    expect(formatDiagnostic(d({ file: "::error::x.yaml", line: 1, column: 1, path: "a", message: "m" }))).toBe("\\x3a:error::x.yaml:1:1: a: m");
    expect(formatDiagnostic(d({ path: "  ::add-mask::k", message: "m" }))).toBe("  \\x3a:add-mask::k: m");
    const text = errorText(new Error("refused:\n::error::forged\n\t::stop-commands::t\nend"));
    expect(text.split("\n")).toEqual(["msgform: refused:", "\\x3a:error::forged", "\\t::stop-commands::t", "end"]);
  });

  it("sorts by file in the order given (no file first), then line, then column", () => {
    const ds = [
      d({ file: "prod.yaml", line: 1, column: 1, message: "4" }),
      d({ file: "base.yaml", line: 9, column: 2, message: "3" }),
      d({ file: "base.yaml", line: 9, column: 1, message: "2" }),
      d({ message: "1" }),
      d({ file: "base.yaml", line: 2, column: 7, message: "1.5" }),
    ];
    expect(sortDiagnostics(ds, ["base.yaml", "prod.yaml"]).map((x) => x.message)).toEqual(["1", "1.5", "2", "3", "4"]);
  });

  it("JSON has every field, null when unknown, and counts errors and warnings apart", () => {
    const doc = diagnosticsJson([d({ path: "a" }), d({ severity: "warning", file: "f", line: 1, column: 2, suggestion: "s" })]);
    expect(doc).toEqual({
      valid: false,
      error_count: 1,
      warning_count: 1,
      diagnostics: [
        { severity: "error", code: "x", file: null, line: null, column: null, path: "a", message: "m", suggestion: null },
        { severity: "warning", code: "x", file: "f", line: 1, column: 2, path: "", message: "m", suggestion: "s" },
      ],
    });
    expect(summaryLine([d({}), d({}), d({ severity: "warning" })])).toBe("2 problems in the configuration (and 1 warning)");
    expect(summaryLine([d({ severity: "warning" })])).toBe("1 warning in the configuration");
  });
});

describe("nearest", () => {
  it("suggests a close candidate, ignoring case, '_' and '-', and nothing far", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(nearest("enabledEvent", ["url", "enabledEvents"])).toBe("enabledEvents");
    expect(nearest("enabled_events", ["url", "enabledEvents"])).toBe("enabledEvents");
    expect(nearest("retail", ["RETAIL", "LEGAL"])).toBe("RETAIL");
    expect(nearest("message.teleported", ["message.sent", "message.delivered"])).toBeUndefined();
    expect(nearest("colour", ["url", "enabledEvents"])).toBeUndefined();
    expect(nearest("b", ["x", "ab"])).toBeUndefined();
    expect(nearest("ID", ["id"])).toBe("id");
    expect(nearest("webhooks", ["api_keys", "webhook_endpoints"])).toBe("webhook_endpoints");
  });

  it("counts two swapped neighbours as one edit (RETIAL → RETAIL), not two", () => {
    expect(editDistance("RETIAL", "RETAIL")).toBe(1);
    expect(editDistance("ca", "abc")).toBe(3);
    expect(nearest("RETIAL", ["RETAIL", "LEGAL", "POSTAL"])).toBe("RETAIL");
    expect(nearest("descirption", ["url", "description"])).toBe("description");
  });
});
