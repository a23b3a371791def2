import { type FieldDiff, SECRET_MASK } from "../../provider/kinds/kind";
import { vendorCode } from "../../schema/preflight/model";
import { htmlText, markdownCode, markdownText, terminalText } from "../../sdk/escape";
import type { ListElements } from "./elements";
import { PENDING } from "./model";
import { messageWithCodes, type PlanFinding, type PlanReading } from "./preflight";

/** A value as a reviewer reads it, unescaped; never a secret (diffs mask them before they get here). */
export function show(value: unknown): string {
  if (value === PENDING || value === SECRET_MASK) return String(value);
  if (value === undefined || value === null) return "(unset)";
  return JSON.stringify(value);
}

/*
 * What a reviewer of a registration change reads beyond the field table: a change to long text or
 * to a list shown element by element (`- old` / `+ new`, the changed words marked, unchanged
 * elements collapsed), and the 10DLC preflight findings per registration with what to change.
 */

/** Text longer than this is diffed word by word instead of shown whole, twice. */
const LONG_TEXT = 60;

type Op<T> = { kind: "same" | "del" | "add"; value: T };

/** The shortest edit script from a to b (longest common subsequence). */
function diffSequence<T>(a: readonly T[], b: readonly T[]): Op<T>[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const ops: Op<T>[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: "same", value: a[i++]! });
      j++;
    } else if (j < m && (i === n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) ops.push({ kind: "add", value: b[j++]! });
    else ops.push({ kind: "del", value: a[i++]! });
  }
  return ops;
}

/** How changed words are marked (text: [-old-]{+new+}; markdown: <del>/<ins>) and text escaped. */
export interface Marks {
  del(words: string): string;
  add(words: string): string;
  escape(text: string): string;
}

export interface DiffLine {
  /** "-" removed, "+" added, "~" changed in place (an element named by its key), "…" a run of unchanged elements. */
  sign: "-" | "+" | "~" | "…";
  text: string;
}

/** One old and one new text with the words that differ marked on each side. */
function wordPair(old: string, next: string, marks: Marks): [string, string] {
  const ops = diffSequence(old.split(/(\s+)/), next.split(/(\s+)/));
  const side = (keep: "del" | "add", mark: (w: string) => string) => {
    let out = "";
    let run = "";
    const flush = () => {
      if (run.trim()) out += mark(marks.escape(run));
      else out += marks.escape(run);
      run = "";
    };
    for (const op of ops) {
      if (op.kind === keep) run += op.value;
      else if (op.kind === "same") {
        flush();
        out += marks.escape(op.value);
      }
    }
    flush();
    return out;
  };
  return [side("del", marks.del), side("add", marks.add)];
}

const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const asList = (v: unknown): string[] | undefined =>
  v === undefined || v === null ? [] : typeof v === "string" ? [v] : isTextList(v) ? v : undefined;

/**
 * A field change as element lines, or undefined when a one-line `old → new` reads better (short
 * scalars, objects). Lists of text and text longer than LONG_TEXT qualify.
 */
function elementDiff(d: Pick<FieldDiff, "old" | "new" | "secret">, marks: Marks): DiffLine[] | undefined {
  if (d.secret) return undefined;
  const old = asList(d.old);
  const next = asList(d.new);
  if (old === undefined || next === undefined) return undefined;
  const lists = Array.isArray(d.old) || Array.isArray(d.new);
  if (!lists && ![...old, ...next].some((s) => s.length > LONG_TEXT)) return undefined;
  const out: DiffLine[] = [];
  const ops = diffSequence(old, next);
  let k = 0;
  while (k < ops.length) {
    const start = k;
    if (ops[k]!.kind === "same") {
      while (ops[k]?.kind === "same") k++;
      out.push({ sign: "…", text: `${k - start} unchanged` });
      continue;
    }
    const dels: string[] = [];
    const adds: string[] = [];
    for (; k < ops.length && ops[k]!.kind !== "same"; k++) (ops[k]!.kind === "del" ? dels : adds).push(ops[k]!.value);
    out.push(...changedRun(dels, adds, marks));
  }
  return out;
}

/** Removed and added elements at the same place are edits of one another: their words are marked. */
function changedRun(dels: readonly string[], adds: readonly string[], marks: Marks): DiffLine[] {
  const out: DiffLine[] = [];
  for (let p = 0; p < Math.max(dels.length, adds.length); p++) {
    const o = dels[p];
    const n = adds[p];
    if (o !== undefined && n !== undefined) {
      const [mo, mn] = wordPair(o, n, marks);
      out.push({ sign: "-", text: mo }, { sign: "+", text: mn });
    } else if (o !== undefined) out.push({ sign: "-", text: marks.escape(o) });
    else out.push({ sign: "+", text: marks.escape(n!) });
  }
  return out;
}

/** "1 changed, 2 removed, 49 unchanged": what the element lines below a field's row hold. */
export function elementSummary(lines: readonly DiffLine[]): string {
  const count = (sign: DiffLine["sign"]) => lines.filter((l) => l.sign === sign).length;
  const same = lines.filter((l) => l.sign === "…").reduce((n, l) => n + Number.parseInt(l.text, 10), 0);
  const parts = [[count("~"), "changed"], [count("-"), "removed"], [count("+"), "added"], [same, "unchanged"]] as const;
  return parts.filter(([n]) => n > 0).map(([n, w]) => `${n} ${w}`).join(", ");
}

/** An element of a list of objects without its key, as one line of JSON ("" when the key is all it has). */
function rest(element: unknown, key: string | undefined): string {
  if (key === undefined || typeof element !== "object" || element === null) return show(element);
  const others = Object.fromEntries(Object.entries(element).filter(([k]) => k !== key));
  return Object.keys(others).length > 0 ? JSON.stringify(others) : "";
}

/**
 * Element lines of a list of objects or an unordered list: each changed element once, named by its
 * key with the fields that changed (`~ 10.0.0.0/8: description "a" → "b"`), each added and removed
 * element whole, and one line counting the unchanged ones.
 */
export function listElementLines(el: ListElements, marks: Marks): DiffLine[] {
  const named = (e: unknown) => {
    const k = el.key === undefined ? undefined : String((e as Record<string, unknown>)[el.key]);
    return marks.escape([k, rest(e, el.key)].filter((x) => x !== undefined && x !== "").join(" "));
  };
  const changed = el.changed.map((c): DiffLine => {
    const field = (f: string) =>
      `${f} ${show((c.old as Record<string, unknown>)[f])} → ${show((c.new as Record<string, unknown>)[f])}`;
    return { sign: "~", text: marks.escape(`${c.key}: ${c.fields.map(field).join("; ")}`) };
  });
  return [
    ...changed,
    ...el.removed.map((e): DiffLine => ({ sign: "-", text: named(e) })),
    ...el.added.map((e): DiffLine => ({ sign: "+", text: named(e) })),
    ...(el.unchanged > 0 ? [{ sign: "…" as const, text: `${el.unchanged} unchanged` }] : []),
  ];
}

/** A field change as element lines: list elements when the plan carries them, else the sequence diff. */
export function fieldElements(d: Pick<FieldDiff, "old" | "new" | "secret"> & { elements?: ListElements }, marks: Marks) {
  if (!d.secret && d.elements !== undefined && d.elements.kind !== "sequence") return listElementLines(d.elements, marks);
  return elementDiff(d, marks);
}

/** Terminal text: account strings with their control characters made visible. */
export const TEXT_MARKS: Marks = { del: (w) => `[-${w}-]`, add: (w) => `{+${w}+}`, escape: terminalText };

/** Inside a markdown <pre>: HTML-escaped, so the marks are the only tags. */
export const HTML_MARKS: Marks = { del: (w) => `<del>${w}</del>`, add: (w) => `<ins>${w}</ins>`, escape: htmlText };

/** The element lines of a field as a markdown block (a <pre>, so the marks render and spacing stays). */
export function elementMarkdown(field: string, lines: readonly DiffLine[]): string[] {
  return [`**${markdownText(field)}**`, "", "<pre>", ...lines.map((l) => `${l.sign} ${l.text}`), "</pre>", ""];
}

// ---------------------------------------------------------------------------------------------
// Preflight findings

const byEntry = (findings: readonly PlanFinding[]) => {
  const out = new Map<string, PlanFinding[]>();
  for (const f of findings) out.set(`${f.section}.${f.name}`, [...(out.get(`${f.section}.${f.name}`) ?? []), f]);
  return out;
};

const verdict = (f: PlanFinding) => (f.acknowledged !== undefined ? "acknowledged" : f.severity);

/** "1 error (carriers reject these), 1 warning, 1 acknowledged" */
export function findingsSummary(findings: readonly PlanFinding[]): string {
  const count = (v: string) => findings.filter((f) => verdict(f) === v).length;
  const errors = count("error");
  const parts = [
    errors && `${errors} error${errors === 1 ? "" : "s"} (carriers reject these)`,
    count("warning") && `${count("warning")} warning${count("warning") === 1 ? "" : "s"} (often rejected or delayed)`,
    count("acknowledged") && `${count("acknowledged")} acknowledged`,
  ];
  return parts.filter(Boolean).join(", ");
}

/** The plan's Preflight block in text: per registration, each finding with its field and fix. */
export function preflightText(findings: readonly PlanFinding[], readings: readonly PlanReading[] = []): string[] {
  if (findings.length === 0 && readings.length === 0) return [];
  const lines = ["", `Preflight (10DLC review of the declared registrations): ${findingsSummary(findings) || "no finding"}`];
  for (const [entry, list] of byEntry(findings)) {
    lines.push(`  ${terminalText(entry)}`);
    for (const f of list) {
      const why = f.acknowledged !== undefined ? ` (acknowledged: ${f.acknowledged})` : "";
      lines.push(`    ${verdict(f)} ${terminalText(`${f.rule}: ${f.field}: ${messageWithCodes(f)}${why}`)}`);
    }
  }
  lines.push(...readingsText(readings, "  "));
  return lines;
}

/** What the review understood of each campaign, as text: the entry, then its reading's lines. */
export function readingsText(readings: readonly PlanReading[], indent = ""): string[] {
  return readings.flatMap((r) => [
    `${indent}${terminalText(`${r.section}.${r.name}`)} (what the 10DLC review read)`,
    ...r.lines.map((l) => `${indent}  ${terminalText(l)}`),
  ]);
}

/** The same in markdown: a collapsed list per campaign under the Preflight block. */
function readingsMarkdown(readings: readonly PlanReading[]): string[] {
  if (readings.length === 0) return [];
  const out = ["<details><summary>What the review read, per campaign</summary>", ""];
  for (const r of readings) {
    out.push(`**${markdownCode(`${r.section}.${r.name}`)}**`, "");
    for (const l of r.lines) out.push(`- ${markdownText(l)}`);
    out.push("");
  }
  out.push("</details>", "");
  return out;
}

/** The vendors' codes of a finding, each linked to the page that publishes it (the rule table's own addresses). */
function codesMarkdown(f: PlanFinding): string {
  const linked = (f.sources ?? []).flatMap((s) => {
    if (s.code === undefined) return [];
    const label = markdownText(vendorCode(s)!);
    return /^https:\/\//.test(s.url) ? [`[${label}](${s.url})`] : [label];
  });
  return linked.length > 0 ? linked.join(", ") : "—";
}

/** The plan's Preflight block in markdown (pull-request comment): a table per registration, with the fix and the source. */
export function preflightMarkdown(
  findings: readonly PlanFinding[],
  budget = Number.POSITIVE_INFINITY,
  readings: readonly PlanReading[] = [],
): string[] {
  if (findings.length === 0 && readings.length === 0) return [];
  const icon = { error: "❌", warning: "⚠️", acknowledged: "☑️" } as const;
  const out = ["", "#### Preflight", "", `10DLC review of the declared registrations: ${findingsSummary(findings) || "no finding"}.`, ""];
  let size = out.join("\n").length;
  let shown = 0;
  for (const [entry, list] of byEntry(findings)) {
    const block = [`**${markdownCode(entry)}**`, "", "| | Rule | Field | What to change | Vendors' codes |", "|---|---|---|---|---|"];
    for (const f of list) {
      const why = f.acknowledged !== undefined ? ` — acknowledged: ${markdownText(f.acknowledged)}` : "";
      // The source is one of the rule table's own addresses, never an account or file string; a
      // service limit's source is a section of the service description, not a link.
      const rule = /^https:\/\//.test(f.source) ? `[${markdownText(f.rule)}](${f.source})` : markdownText(f.rule);
      block.push(`| ${icon[verdict(f)]} | ${rule} | ${markdownCode(f.field)} | ${markdownText(f.message)}${why} | ${codesMarkdown(f)} |`);
    }
    block.push("");
    const text = block.join("\n").length + 1;
    if (size + text > budget) break;
    out.push(...block);
    size += text;
    shown += list.length;
  }
  if (shown < findings.length) out.push(`and ${findings.length - shown} more findings: see the full plan in the job's artifacts`, "");
  const read = readingsMarkdown(readings);
  if (size + read.join("\n").length <= budget) out.push(...read);
  return out;
}
