import { markdownCode, markdownText } from "../../sdk/escape";
import type { DriftReport } from "./drift";
import { elementMarkdown, elementSummary, fieldElements, HTML_MARKS, preflightMarkdown, show } from "./review";
import { type Change, type ManagedElsewhere, orderChanges, type Plan, reviewedFields, type Section, summaryLine, type Unmanaged } from "./model";
import { attentionMarkdown, createdFields, elsewhereLines, howChanged, label, SYMBOL } from "./render";

/*
 * Plan and drift as markdown for a pull-request comment or a job summary. GitHub refuses a comment
 * over 65,536 characters, so the whole text stays under MARKDOWN_BUDGET however large the plan:
 * the summary, what needs attention and every destructive change always appear (more compactly
 * when there are many); the table of changes and the per-change details fill what is left, in the
 * plan's order, and what does not fit is counted, never cut mid-table. Every account or file
 * string is escaped with markdownText/markdownCode: no raw HTML, no way out of a cell or a block.
 */

/** Characters (UTF-16 code units, which over-counts what GitHub counts) a markdown plan or drift report may use. */
export const MARKDOWN_BUDGET = 60_000;
/** Kept free for the lines that say what was left out. */
const RESERVE = 600;

const size = (lines: readonly string[]) => lines.reduce((n, l) => n + l.length + 1, 0);
const code = markdownCode;
const md = markdownText;
const ARTIFACTS = "see the full plan in the job's artifacts";

/** Whole item blocks while they fit in `limit` characters, and how many did not. */
function fitting(items: readonly string[][], limit: number): { lines: string[]; left: number } {
  const lines: string[] = [];
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    const n = size(items[i]!);
    if (used + n > limit) return { lines, left: items.length - i };
    lines.push(...items[i]!);
    used += n;
  }
  return { lines, left: 0 };
}

/** Item blocks while they fit in `limit` characters, then one line counting the rest. */
export function capped(items: readonly string[][], limit: number, more: (n: number) => string): string[] {
  const { lines, left } = fitting(items, limit);
  return left > 0 ? [...lines, more(left)] : lines;
}

/** One line per destructive change; with very many, one line per section listing names (still every one, if it fits). */
function destructiveMarkdown(destructive: readonly Change[], sections: Section[], limit: number): string[] {
  if (destructive.length === 0) return [];
  const effectOf = (section: string) => sections.find((s) => s.key === section)?.deleteEffect ?? "deletes the object";
  const head = ["> [!WARNING]", `> **${destructive.length} destructive change(s)** (apply needs \`--allow-destroy\`):`];
  const lines = destructive.map((c) => {
    const what = c.action === "replace" ? `creates the replacement first, then the old one: ${effectOf(c.section)}` : effectOf(c.section);
    return `> - ${c.action} ${code(label(c))}${c.id ? ` (${code(c.id)})` : ""}: ${md(what)}`;
  });
  if (size([...head, ...lines]) <= limit) return [...head, ...lines, ""];
  const groups = new Map<string, Change[]>();
  for (const c of destructive) groups.set(`${c.action} ${c.section}`, [...(groups.get(`${c.action} ${c.section}`) ?? []), c]);
  const compact = [...groups].map(([key, list]) => {
    const [action, section] = key.split(" ") as [string, string];
    const items = list.map((c) => [code(c.name)]);
    const names = capped(items, limit / groups.size, (n) => `and ${n} more`).join(", ");
    return `> - ${action} ${list.length} ${md(section)} (${md(effectOf(section))}): ${names}`;
  });
  return [...head, ...compact, ""];
}

function createdMarkdown(c: Change, sections: Section[]): string[] {
  const out = ["| Field | Value |", "|---|---|"];
  for (const [k, v] of createdFields(c, sections)) out.push(`| ${md(k)} | ${code(show(v))} |`);
  return out;
}

function fieldsMarkdown(c: Change): string[] {
  const out = ["| Field | Before | After | How |", "|---|---|---|---|"];
  const below: string[] = [];
  for (const d of reviewedFields(c)) {
    const elements = fieldElements(d, HTML_MARKS);
    if (elements === undefined) out.push(`| ${md(d.field)} | ${code(show(d.old))} | ${code(show(d.new))} | ${howChanged(d)} |`);
    else {
      out.push(`| ${md(d.field)} | ${elementSummary(elements)} | (below) | ${howChanged(d)} |`);
      below.push(...elementMarkdown(d.field, elements));
    }
  }
  return below.length > 0 ? [...out, "", ...below] : out;
}

/** One change's collapsible block: created fields, or changed fields (lists element by element), owner, notes. */
function changeMarkdown(c: Change, sections: Section[]): string[] {
  const out = ["<details>", `<summary>${c.action} ${code(label(c))}${c.id ? ` (${code(c.id)})` : ""}</summary>`, ""];
  if (c.action === "create") out.push(...createdMarkdown(c, sections));
  else if (reviewedFields(c).length > 0) out.push(...fieldsMarkdown(c));
  else if (c.action === "delete") out.push(`This ${md(sections.find((s) => s.key === c.section)?.deleteEffect ?? "deletes the object")}.`);
  if (c.ownership) out.push("", `- owner: ${md(c.ownership.from)} → ${md(c.ownership.to)}`);
  for (const n of c.notes) out.push("", `- ${md(n)}`);
  out.push("", "</details>");
  return out;
}

function unmanagedMarkdown(items: readonly Unmanaged[], what: string, limit: number): string[] {
  if (items.length === 0) return [];
  const list = items.map((u) => [`- ${md(u.section)} ${code(u.id)}${u.label ? ` ${md(u.label)}` : ""}`]);
  return ["", `<details><summary>${items.length} unmanaged object(s)${what}</summary>`, "",
    ...capped(list, limit, (n) => `- and ${n} more`), "", "</details>"];
}

/** A collapsed block listing other owners' objects, for plan and drift comments. */
function elsewhereMarkdown(items: ManagedElsewhere[], what: string, limit: number): string[] {
  if (items.length === 0) return [];
  const list = elsewhereLines(items).map((l) => [`- ${md(l)}`]);
  return ["", `<details><summary>${items.length} object(s) managed elsewhere, ${what}</summary>`, "",
    ...capped(list, limit, (n) => `- and ${n} more owners`), "", "</details>"];
}

/** The table of changes, then each change's details, in what the budget leaves; the rest counted. */
function changesMarkdown(visible: readonly Change[], sections: Section[], limit: number): string[] {
  const rows = visible.map((c) => [`| ${SYMBOL[c.action]} | ${code(label(c))} | ${c.action} | ${md(c.notes.join("; "))} |`]);
  const collapse = visible.length > 20;
  const table = [
    ...(collapse ? [`<details><summary>All ${visible.length} changes</summary>`, ""] : []),
    "| | Resource | Action | Notes |",
    "|---|---|---|---|",
  ];
  const { lines: shownRows, left: cut } = fitting(rows, limit - size(table) - RESERVE);
  table.push(...shownRows, "", ...(collapse ? ["</details>", ""] : []));
  if (cut > 0) table.push(`and ${cut} more changes: ${ARTIFACTS}`, "");
  const withRows = visible.slice(0, visible.length - cut);
  const details = capped(withRows.map((c) => changeMarkdown(c, sections)), limit - size(table) - RESERVE, (n) =>
    `\nDetails of ${n} more changes are not shown: ${ARTIFACTS}`);
  return [...table, ...details];
}

/** Owner markers the next apply writes on objects nobody owned (not a change), collapsed. */
function ownershipToRecordMarkdown(plan: Plan, limit: number): string[] {
  const recordings = plan.changes.filter((c) => c.action === "noop" && c.ownership);
  if (recordings.length === 0) return [];
  const items = recordings.map((c) =>
    [`- ${markdownCode(label(c))}: ${markdownText(c.ownership!.from)} → ${markdownText(c.ownership!.to)}`]);
  const summary = `<details><summary>${recordings.length} owner(s) to record by the next apply (no change)</summary>`;
  return ["", summary, "", ...capped(items, limit, (n) => `- and ${n} more: ${ARTIFACTS}`), "", "</details>"];
}

export function planMarkdown(plan: Plan, sections: Section[]): string {
  const B = MARKDOWN_BUDGET - RESERVE;
  const visible = orderChanges(plan.changes, sections).filter((c) => c.action !== "noop");
  const account = plan.account_id ? `, account ${code(plan.account_id)}` : "";
  const head = [
    "### msgform plan",
    "",
    `**${summaryLine(plan.summary)}** — ${md(plan.base_url)}${account}, configuration ${code(plan.configuration)}`,
    "",
    ...capped(attentionBlocks(plan), 0.15 * B, (n) => `> and ${n} more objects need attention: ${ARTIFACTS}\n`),
    ...destructiveMarkdown(visible.filter((c) => c.destructive), sections, 0.4 * B),
  ];
  const tail = [
    ...ownershipToRecordMarkdown(plan, 0.04 * B),
    ...unmanagedMarkdown(plan.unmanaged, ", left alone", 0.04 * B),
    ...elsewhereMarkdown(plan.managed_elsewhere, "never touched", 0.04 * B),
    ...preflightMarkdown(plan.findings ?? [], 0.15 * B, plan.readings ?? []),
  ];
  const middle = visible.length === 0
    ? ["No changes: the account matches the configuration."]
    : changesMarkdown(visible, sections, B - size(head) - size(tail));
  return [...head, ...middle, ...tail].join("\n") + "\n";
}

/** The attention block split per object, so a long list is cut between objects. */
function attentionBlocks(r: Pick<Plan, "unhealthy" | "pending">): string[][] {
  const blocks = (r.unhealthy ?? []).map((u, i) => attentionMarkdown([u], []).slice(i === 0 ? 0 : 2, -1));
  if (blocks.length > 0) blocks[blocks.length - 1]!.push("");
  const pending = attentionMarkdown([], r.pending ?? []);
  return pending.length > 0 ? [...blocks, pending] : blocks;
}

export function driftMarkdown(report: DriftReport): string {
  const B = MARKDOWN_BUDGET - RESERVE;
  const out: string[] = ["### msgform drift", ""];
  if (!report.drifted) out.push("✅ No drift: the account matches the configuration.");
  else out.push("❌ **Drift detected** — the account no longer matches the configuration.");
  out.push("");
  out.push(...capped(attentionBlocks(report), 0.2 * B, (n) => `> and ${n} more objects need attention\n`));
  if (report.changed.length > 0) {
    const blocks = report.changed.map((c) => {
      const rows = c.ownership ? [`| ${code(label(c))} | owner | ${md(c.ownership.from)} | ${md(c.ownership.to)} |`] : [];
      const below: string[] = [];
      for (const f of c.fields) {
        const elements = fieldElements(f, HTML_MARKS);
        if (elements === undefined) rows.push(`| ${code(label(c))} | ${md(f.field)} | ${code(show(f.old))} | ${code(show(f.new))} |`);
        else {
          rows.push(`| ${code(label(c))} | ${md(f.field)} | ${elementSummary(elements)} | (below) |`);
          below.push(...elementMarkdown(`${label(c)} ${f.field} (config against the account)`, elements));
        }
      }
      return { rows, below };
    });
    const { lines, left } = fitting(blocks.map((b) => b.rows), 0.3 * B);
    out.push("| Resource | Field | Account | Config |", "|---|---|---|---|", ...lines, "");
    if (left > 0) out.push(`and ${left} more changed objects: see the JSON report`, "");
    out.push(...capped(blocks.slice(0, blocks.length - left).map((b) => b.below), 0.2 * B, (n) => `and ${n} more list changes: see the JSON report`));
  }
  const items = [
    ...report.missing.map((m) => [`- **missing**: ${code(`${m.section}.${m.name}`)} is declared but not in the account`]),
    ...report.undeclared.map((u) => [`- **undeclared**: ${code(`${u.section}.${u.name}`)} (${code(u.id)}) is managed by msgform but no longer declared`]),
    ...report.duplicates.map((d) => [`- **duplicate**: ${code(`${d.section}.${d.name}`)} (${code(d.id)}) duplicates ${code(d.kept)}, the one in use`]),
  ];
  out.push(...capped(items, 0.15 * B, (n) => `- and ${n} more: see the JSON report`));
  out.push(...unmanagedMarkdown(report.unmanaged, "", 0.05 * B));
  out.push(...elsewhereMarkdown(report.managed_elsewhere, "not checked", 0.05 * B));
  return out.join("\n") + "\n";
}
