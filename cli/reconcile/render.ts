import { SECRET_MASK } from "../../provider/kinds/kind";
import { markdownCode, markdownText, terminalText } from "../../sdk/escape";
import type { DriftReport } from "./drift";
import { elementDiff, elementMarkdown, elementSummary, HTML_MARKS, preflightMarkdown, preflightText, TEXT_MARKS } from "./review";
import { type Change, type ManagedElsewhere, type Plan, PENDING, reviewedFields, type Section, summaryLine, userMetadata } from "./model";

export interface Style {
  color: boolean;
}

const paint = (style: Style, code: number, s: string) => (style.color ? `\u001b[${code}m${s}\u001b[0m` : s);

const SYMBOL: Record<Change["action"], string> = { create: "+", update: "~", replace: "-/+", delete: "-", noop: " " };
const COLOR: Record<Change["action"], number> = { create: 32, update: 33, replace: 35, delete: 31, noop: 0 };

/** A value as a reviewer reads it; never a secret (diffs mask them before they get here). */
export function show(value: unknown): string {
  if (value === PENDING || value === SECRET_MASK) return String(value);
  if (value === undefined || value === null) return "(unset)";
  return JSON.stringify(value);
}

function createdFields(change: Change, sections: Section[]): [string, unknown][] {
  const section = sections.find((s) => s.key === change.section);
  const secret = (f: string) => {
    const rule = (section?.kind.fields as Record<string, unknown> | undefined)?.[f];
    return typeof rule === "object" && rule !== null && (rule as { secret?: boolean }).secret === true;
  };
  type Field = { safeParse(v: unknown): { success: boolean; data?: unknown } };
  const shape = (section?.kind.schema as unknown as { shape?: Record<string, Field> } | undefined)?.shape;
  // A value equal to the field's default was not written by the user: leave it out of the listing.
  const isDefault = (k: string, v: unknown) => {
    const d = shape?.[k]?.safeParse(undefined);
    return d?.success === true && d.data !== undefined && JSON.stringify(d.data) === JSON.stringify(v);
  };
  return Object.entries(change.desired ?? {})
    .map(([k, v]): [string, unknown] => [k, k === "metadata" ? userMetadata(v) : v])
    .filter(([k, v]) => v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0) && !isDefault(k, v))
    .map(([k, v]) => [k, secret(k) ? SECRET_MASK : v]);
}

/** "3 objects managed by configuration prod: webhook_endpoints.orders, …", one line per owner. */
export function elsewhereLines(items: ManagedElsewhere[]): string[] {
  const byOwner = new Map<string, ManagedElsewhere[]>();
  for (const e of items) byOwner.set(e.owner, [...(byOwner.get(e.owner) ?? []), e]);
  return [...byOwner].map(([owner, list]) => {
    const names = list.map((e) => `${e.section}.${e.name}`);
    const shown = names.slice(0, 10).join(", ") + (names.length > 10 ? `, … (${names.length - 10} more)` : "");
    return `${list.length} managed by ${owner}: ${shown}`;
  });
}

/** How a change is named: section.name, or the section alone for a singleton (the allowlist). */
export function label(change: Pick<Change, "section" | "name">): string {
  return change.name === change.section ? change.section : `${change.section}.${change.name}`;
}

export function planText(plan: Plan, sections: Section[], style: Style): string {
  const lines: string[] = [];
  const visible = plan.changes.filter((c) => c.action !== "noop");
  lines.push(`msgform plan for ${plan.base_url}${plan.account_id ? ` (account ${plan.account_id})` : ""}, configuration ${plan.configuration}`);
  lines.push("");
  if (visible.length === 0) lines.push("  No changes: the account matches the configuration.");
  for (const c of visible) {
    const head = `${SYMBOL[c.action]} ${label(c)}`;
    lines.push(`  ${paint(style, COLOR[c.action], head)}  ${c.action}${c.id ? `  ${c.id}` : ""}`);
    if (c.action === "create") {
      for (const [k, v] of createdFields(c, sections)) lines.push(`      ${k}: ${show(v)}`);
    }
    if (c.ownership) lines.push(`      owner: ${c.ownership.from} → ${c.ownership.to}`);
    for (const d of reviewedFields(c)) {
      const how = d.change === "replace" ? " (forces replacement)" : d.change === "local" ? " (local setting)" : "";
      const elements = elementDiff(d, TEXT_MARKS);
      if (elements === undefined) lines.push(`      ${d.field}: ${show(d.old)} → ${show(d.new)}${how}`);
      else lines.push(`      ${d.field}: ${elementSummary(elements)}${how}`, ...elements.map((l) => `        ${l.sign} ${l.text}`));
    }
    if (c.action === "delete") {
      const effect = sections.find((s) => s.key === c.section)?.deleteEffect;
      if (effect) lines.push(`      ${paint(style, 31, `this ${effect}`)}`);
    }
    for (const n of c.notes) lines.push(`      note: ${n}`);
  }
  lines.push(...ownershipToRecord(plan));
  if (plan.unmanaged.length > 0) {
    lines.push("");
    lines.push("Unmanaged (in the account, in no config file; left alone):");
    for (const u of plan.unmanaged) lines.push(`  ${u.section} ${u.id}${u.label ? ` (${u.label})` : ""}`);
  }
  if (plan.managed_elsewhere.length > 0) {
    lines.push("");
    lines.push("Managed elsewhere (other owners' objects; never touched by this configuration):");
    for (const l of elsewhereLines(plan.managed_elsewhere)) lines.push(`  ${l}`);
  }
  lines.push(...preflightText(plan.findings ?? []));
  lines.push("");
  lines.push(`Plan: ${summaryLine(plan.summary)}.`);
  return lines.join("\n") + "\n";
}

/** Owner markers the next apply writes on objects nobody owned: not changes (docs/decisions.md), but said. */
function ownershipToRecord(plan: Plan): string[] {
  const recordings = plan.changes.filter((c) => c.action === "noop" && c.ownership);
  if (recordings.length === 0) return [];
  const lines = recordings.map((c) => terminalText(`  ${label(c)}  owner: ${c.ownership!.from} → ${c.ownership!.to}`));
  return ["", "Ownership to record (the next apply writes it; nothing else changes):", ...lines];
}

function ownershipToRecordMarkdown(plan: Plan): string[] {
  const recordings = plan.changes.filter((c) => c.action === "noop" && c.ownership);
  if (recordings.length === 0) return [];
  const items = recordings.map((c) =>
    `- ${markdownCode(label(c))}: ${markdownText(c.ownership!.from)} → ${markdownText(c.ownership!.to)}`);
  return ["", `<details><summary>${recordings.length} owner(s) to record by the next apply (no change)</summary>`, "", ...items, "", "</details>"];
}

/** A collapsed block listing other owners' objects, for plan and drift comments. */
function elsewhereMarkdown(items: ManagedElsewhere[], what: string): string[] {
  if (items.length === 0) return [];
  const list = elsewhereLines(items).map((l) => `- ${md(l)}`);
  return ["", `<details><summary>${items.length} object(s) managed elsewhere, ${what}</summary>`, "", ...list, "", "</details>"];
}

const md = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
const code = (s: string) => "`" + s.replace(/`/g, "'") + "`";

export function planMarkdown(plan: Plan, sections: Section[]): string {
  const out: string[] = [];
  const visible = plan.changes.filter((c) => c.action !== "noop");
  out.push("### msgform plan");
  out.push("");
  out.push(`**${summaryLine(plan.summary)}** — ${md(plan.base_url)}${plan.account_id ? `, account ${code(plan.account_id)}` : ""}, configuration ${code(plan.configuration)}`);
  out.push("");
  const destructive = visible.filter((c) => c.destructive);
  if (destructive.length > 0) {
    out.push("> [!WARNING]");
    out.push("> **Destructive changes** (apply needs `--allow-destroy`):");
    for (const c of destructive) {
      const effect = sections.find((s) => s.key === c.section)?.deleteEffect ?? "deletes the object";
      const what = c.action === "replace" ? `creates the replacement first, then the old one: ${effect}` : effect;
      out.push(`> - ${c.action} ${code(label(c))}${c.id ? ` (${code(c.id)})` : ""}: ${md(what)}`);
    }
    out.push("");
  }
  if (visible.length === 0) {
    out.push("No changes: the account matches the configuration.");
  } else {
    out.push("| | Resource | Action | Notes |");
    out.push("|---|---|---|---|");
    for (const c of visible) {
      out.push(`| ${SYMBOL[c.action]} | ${code(label(c))} | ${c.action} | ${md(c.notes.join("; "))} |`);
    }
    out.push("");
    for (const c of visible) {
      out.push("<details>");
      out.push(`<summary>${c.action} <code>${label(c)}</code>${c.id ? ` (${c.id})` : ""}</summary>`);
      out.push("");
      if (c.action === "create") {
        out.push("| Field | Value |");
        out.push("|---|---|");
        for (const [k, v] of createdFields(c, sections)) out.push(`| ${k} | ${code(show(v))} |`);
      } else if (reviewedFields(c).length > 0) {
        out.push("| Field | Before | After | How |");
        out.push("|---|---|---|---|");
        const below: string[] = [];
        for (const d of reviewedFields(c)) {
          const how = d.change === "replace" ? "forces replacement" : d.change === "local" ? "local setting" : "in place";
          const elements = elementDiff(d, HTML_MARKS);
          if (elements === undefined) out.push(`| ${d.field} | ${code(show(d.old))} | ${code(show(d.new))} | ${how} |`);
          else out.push(`| ${d.field} | ${elementSummary(elements)} | (below) | ${how} |`);
          if (elements !== undefined) below.push(...elementMarkdown(d.field, elements));
        }
        if (below.length > 0) out.push("", ...below);
      } else if (c.action === "delete") {
        out.push(`This ${md(sections.find((s) => s.key === c.section)?.deleteEffect ?? "deletes the object")}.`);
      }
      if (c.ownership) out.push(`\n- owner: ${md(c.ownership.from)} → ${md(c.ownership.to)}`);
      for (const n of c.notes) out.push(`\n- ${md(n)}`);
      out.push("");
      out.push("</details>");
    }
  }
  if (plan.unmanaged.length > 0) {
    out.push("");
    out.push(`<details><summary>${plan.unmanaged.length} unmanaged object(s), left alone</summary>`);
    out.push("");
    for (const u of plan.unmanaged) out.push(`- ${u.section} ${code(u.id)}${u.label ? ` ${md(u.label)}` : ""}`);
    out.push("");
    out.push("</details>");
  }
  out.push(...ownershipToRecordMarkdown(plan));
  out.push(...elsewhereMarkdown(plan.managed_elsewhere, "never touched"));
  out.push(...preflightMarkdown(plan.findings ?? []));
  return out.join("\n") + "\n";
}

export function driftText(report: DriftReport, style: Style): string {
  const lines: string[] = [`msgform drift for ${report.base_url}, configuration ${report.configuration}`, ""];
  if (!report.drifted) lines.push("  No drift: the account matches the configuration.");
  for (const c of report.changed) {
    lines.push(`  ${paint(style, 33, `~ ${label(c)}`)}  ${c.id}${c.replace ? "  (would be replaced)" : ""}`);
    if (c.ownership) lines.push(`      owner: account has ${c.ownership.from}, config says ${c.ownership.to}`);
    for (const f of c.fields) lines.push(`      ${f.field}: account has ${show(f.old)}, config says ${show(f.new)}`);
  }
  for (const m of report.missing) lines.push(`  ${paint(style, 31, `! ${m.section}.${m.name}`)}  declared but missing from the account`);
  for (const u of report.undeclared) lines.push(`  ${paint(style, 31, `? ${u.section}.${u.name}`)}  ${u.id} managed by msgform but no longer declared`);
  for (const d of report.duplicates) lines.push(`  ${paint(style, 31, `+ ${d.section}.${d.name}`)}  ${d.id} duplicate of ${d.kept} (the one in use)`);
  for (const u of report.unhealthy) lines.push(`  ${paint(style, 31, `! ${u.section}.${u.name}`)}  ${u.id}: ${u.problem}`);
  if (report.unmanaged.length > 0) {
    lines.push("");
    lines.push("Unmanaged (in the account, in no config file):");
    for (const u of report.unmanaged) lines.push(`  ${u.section} ${u.id}${u.label ? ` (${u.label})` : ""}`);
  }
  if (report.managed_elsewhere.length > 0) {
    lines.push("");
    lines.push("Managed elsewhere (not checked by this configuration):");
    for (const l of elsewhereLines(report.managed_elsewhere)) lines.push(`  ${l}`);
  }
  lines.push("");
  lines.push(report.drifted ? "Drift detected." : "No drift.");
  return lines.join("\n") + "\n";
}

export function driftMarkdown(report: DriftReport): string {
  const out: string[] = ["### msgform drift", ""];
  if (!report.drifted) out.push("✅ No drift: the account matches the configuration.");
  else out.push("❌ **Drift detected** — the account no longer matches the configuration.");
  out.push("");
  if (report.changed.length > 0) {
    out.push("| Resource | Field | Account | Config |");
    out.push("|---|---|---|---|");
    for (const c of report.changed) {
      if (c.ownership) out.push(`| ${code(label(c))} | owner | ${md(c.ownership.from)} | ${md(c.ownership.to)} |`);
      for (const f of c.fields) out.push(`| ${code(label(c))} | ${f.field} | ${code(show(f.old))} | ${code(show(f.new))} |`);
    }
    out.push("");
  }
  for (const m of report.missing) out.push(`- **missing**: ${code(`${m.section}.${m.name}`)} is declared but not in the account`);
  for (const u of report.undeclared) out.push(`- **undeclared**: ${code(`${u.section}.${u.name}`)} (${code(u.id)}) is managed by msgform but no longer declared`);
  for (const d of report.duplicates) out.push(`- **duplicate**: ${code(`${d.section}.${d.name}`)} (${code(d.id)}) duplicates ${code(d.kept)}, the one in use`);
  for (const u of report.unhealthy) out.push(`- **attention**: ${code(`${u.section}.${u.name}`)} (${code(u.id)}): ${md(u.problem)}`);
  if (report.unmanaged.length > 0) {
    out.push("");
    out.push(`<details><summary>${report.unmanaged.length} unmanaged object(s)</summary>`);
    out.push("");
    for (const u of report.unmanaged) out.push(`- ${u.section} ${code(u.id)}${u.label ? ` ${md(u.label)}` : ""}`);
    out.push("");
    out.push("</details>");
  }
  out.push(...elsewhereMarkdown(report.managed_elsewhere, "not checked"));
  return out.join("\n") + "\n";
}
