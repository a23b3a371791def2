import { fieldRule, SECRET_MASK } from "../../provider/kinds/kind";
import { markdownCode, markdownText, terminalText } from "../../sdk/escape";
import type { DriftReport, Pending, Unhealthy } from "./drift";
import type { ElementFieldDiff } from "./elements";
import type { Reason } from "./health";
import { elementSummary, fieldElements, preflightText, show, TEXT_MARKS } from "./review";
import { type Change, type ManagedElsewhere, orderChanges, type Plan, reviewedFields, type Section, summaryLine, userMetadata } from "./model";

/*
 * Plan and drift as text and markdown. Every account or file string goes through sdk/escape where
 * it is printed (terminalText here, markdownText/markdownCode in markdown): names, ids, values,
 * notes, owners, reasons, URLs. JSON output is the plan or report itself.
 */

export interface Style {
  color: boolean;
}

export const paint = (style: Style, code: number, s: string) => (style.color ? `\u001b[${code}m${s}\u001b[0m` : s);

export const SYMBOL: Record<Change["action"], string> = { create: "+", update: "~", replace: "-/+", delete: "-", noop: " " };
const COLOR: Record<Change["action"], number> = { create: 32, update: 33, replace: 35, delete: 31, noop: 0 };

const t = terminalText;

export function createdFields(change: Change, sections: Section[]): [string, unknown][] {
  const section = sections.find((s) => s.key === change.section);
  const secret = (f: string) => (section ? fieldRule(section.kind, f)?.secret === true : false);
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

/** "3 managed by configuration prod: webhook_endpoints.orders, …", one line per owner, unescaped. */
export function elsewhereLines(items: ManagedElsewhere[]): string[] {
  const byOwner = new Map<string, ManagedElsewhere[]>();
  for (const e of items) byOwner.set(e.owner, [...(byOwner.get(e.owner) ?? []), e]);
  return [...byOwner].map(([owner, list]) => {
    const names = list.map((e) => `${e.section}.${e.name}`);
    const shown = names.slice(0, 10).join(", ") + (names.length > 10 ? `, … (${names.length - 10} more)` : "");
    return `${list.length} managed by ${owner}: ${shown}`;
  });
}

/** How a change is named: section.name, or the section alone for a singleton (the allowlist). Unescaped. */
export function label(change: Pick<Change, "section" | "name">): string {
  return change.name === change.section ? change.section : `${change.section}.${change.name}`;
}

export const howChanged = (d: { change: string }) =>
  d.change === "replace" ? "forces replacement" : d.change === "local" ? "local setting" : "in place";

/** A field change's text lines: `old → new`, or a summary and one line per changed element. */
function fieldText(d: ElementFieldDiff): string[] {
  const how = d.change === "update" ? "" : ` (${howChanged(d)})`;
  const elements = fieldElements(d, TEXT_MARKS);
  if (elements === undefined) return [`      ${d.field}: ${t(show(d.old))} → ${t(show(d.new))}${how}`];
  return [`      ${d.field}: ${elementSummary(elements)}${how}`, ...elements.map((l) => `        ${l.sign} ${l.text}`)];
}

function changeText(c: Change, sections: Section[], style: Style): string[] {
  const lines = [`  ${paint(style, COLOR[c.action], `${SYMBOL[c.action]} ${t(label(c))}`)}  ${c.action}${c.id ? `  ${t(c.id)}` : ""}`];
  if (c.action === "create") {
    for (const [k, v] of createdFields(c, sections)) lines.push(`      ${k}: ${t(show(v))}`);
  }
  if (c.ownership) lines.push(`      owner: ${t(c.ownership.from)} → ${t(c.ownership.to)}`);
  for (const d of reviewedFields(c)) lines.push(...fieldText(d));
  if (c.action === "delete") {
    const effect = sections.find((s) => s.key === c.section)?.deleteEffect;
    if (effect) lines.push(`      ${paint(style, 31, `this ${effect}`)}`);
  }
  for (const n of c.notes) lines.push(`      note: ${t(n)}`);
  return lines;
}

/** "MESSAGE_FLOW_INSUFFICIENT (AT&T, T-Mobile): what is wrong", unescaped. */
export const reasonLine = (r: Reason) => `${r.code}${r.carriers?.length ? ` (${r.carriers.join(", ")})` : ""}: ${r.description}`;

/** Declared objects that need attention, with reasons and the next step; then those in review. */
function attentionText(
  unhealthy: readonly Unhealthy[],
  pending: readonly Pending[],
  style: Style,
  inReview = "In review (not drift):",
): string[] {
  const lines: string[] = [];
  if (unhealthy.length > 0) lines.push("", "Needs attention:");
  for (const u of unhealthy) {
    lines.push(`  ${paint(style, 31, `! ${t(`${u.section}.${u.name}`)}`)}  ${t(u.id)}  ${t(u.status)}: ${t(u.problem)}`);
    for (const r of u.reasons) lines.push(`      reason ${t(reasonLine(r))}`);
    lines.push(`      next: ${t(u.next)}`);
  }
  if (pending.length > 0) lines.push("", inReview);
  for (const p of pending) {
    const since = p.submitted_at ? ` (submitted ${t(p.submitted_at)})` : "";
    lines.push(`  … ${t(`${p.section}.${p.name}`)}  ${t(p.id)}  ${t(p.status)}: ${t(p.problem)}${since}`);
  }
  return lines;
}

/** The same in markdown: a caution block per object, reasons listed, and a line for those in review. */
export function attentionMarkdown(unhealthy: readonly Unhealthy[], pending: readonly Pending[]): string[] {
  const out: string[] = [];
  if (unhealthy.length > 0) out.push("> [!CAUTION]", `> **${unhealthy.length} object(s) need attention**`);
  for (const u of unhealthy) {
    out.push(`> - ${markdownCode(`${u.section}.${u.name}`)} (${markdownCode(u.id)}) **${markdownText(u.status)}**: ${markdownText(u.problem)}`);
    for (const r of u.reasons) out.push(`>   - ${markdownText(reasonLine(r))}`);
    out.push(`>   - next: ${markdownText(u.next)}`);
  }
  if (unhealthy.length > 0) out.push("");
  if (pending.length > 0) {
    const list = pending.map((p) => `${markdownCode(`${p.section}.${p.name}`)} ${markdownText(p.status)}`);
    out.push(`⏳ In review (not drift): ${list.join(", ")}`, "");
  }
  return out;
}

/** Owner markers the next apply writes on objects nobody owned: not changes (docs/decisions.md), but said. */
function ownershipToRecord(plan: Plan): string[] {
  const recordings = plan.changes.filter((c) => c.action === "noop" && c.ownership);
  if (recordings.length === 0) return [];
  const lines = recordings.map((c) => terminalText(`  ${label(c)}  owner: ${c.ownership!.from} → ${c.ownership!.to}`));
  return ["", "Ownership to record (the next apply writes it; nothing else changes):", ...lines];
}

export function planText(plan: Plan, sections: Section[], style: Style): string {
  const lines: string[] = [];
  const visible = orderChanges(plan.changes, sections).filter((c) => c.action !== "noop");
  const account = plan.account_id ? ` (account ${t(plan.account_id)})` : "";
  lines.push(`msgform plan for ${t(plan.base_url)}${account}, configuration ${t(plan.configuration)}`);
  lines.push("");
  if (visible.length === 0) lines.push("  No changes: the account matches the configuration.");
  for (const c of visible) lines.push(...changeText(c, sections, style));
  lines.push(...ownershipToRecord(plan));
  if (plan.unmanaged.length > 0) {
    lines.push("");
    lines.push("Unmanaged (in the account, in no config file; left alone):");
    for (const u of plan.unmanaged) lines.push(`  ${u.section} ${t(u.id)}${u.label ? ` (${t(u.label)})` : ""}`);
  }
  if (plan.managed_elsewhere.length > 0) {
    lines.push("");
    lines.push("Managed elsewhere (other owners' objects; never touched by this configuration):");
    for (const l of elsewhereLines(plan.managed_elsewhere)) lines.push(`  ${t(l)}`);
  }
  lines.push(...attentionText(plan.unhealthy ?? [], plan.pending ?? [], style, "In review:"));
  lines.push(...preflightText(plan.findings ?? [], plan.readings ?? []));
  lines.push("");
  lines.push(`Plan: ${summaryLine(plan.summary)}.`);
  return lines.join("\n") + "\n";
}

export function driftText(report: DriftReport, style: Style): string {
  const lines: string[] = [`msgform drift for ${t(report.base_url)}, configuration ${t(report.configuration)}`, ""];
  if (!report.drifted) lines.push("  No drift: the account matches the configuration.");
  for (const c of report.changed) {
    lines.push(`  ${paint(style, 33, `~ ${t(label(c))}`)}  ${t(c.id)}${c.replace ? "  (would be replaced)" : ""}`);
    if (c.ownership) lines.push(`      owner: account has ${t(c.ownership.from)}, config says ${t(c.ownership.to)}`);
    for (const f of c.fields) {
      const elements = fieldElements(f, TEXT_MARKS);
      if (elements === undefined) lines.push(`      ${f.field}: account has ${t(show(f.old))}, config says ${t(show(f.new))}`);
      else lines.push(`      ${f.field}: ${elementSummary(elements)} (config against account)`, ...elements.map((l) => `        ${l.sign} ${l.text}`));
    }
  }
  for (const m of report.missing) lines.push(`  ${paint(style, 31, `! ${t(`${m.section}.${m.name}`)}`)}  declared but missing from the account`);
  for (const u of report.undeclared) {
    lines.push(`  ${paint(style, 31, `? ${t(`${u.section}.${u.name}`)}`)}  ${t(u.id)} managed by msgform but no longer declared`);
  }
  for (const d of report.duplicates) {
    lines.push(`  ${paint(style, 31, `+ ${t(`${d.section}.${d.name}`)}`)}  ${t(d.id)} duplicate of ${t(d.kept)} (the one in use)`);
  }
  lines.push(...attentionText(report.unhealthy, report.pending ?? [], style));
  if (report.unmanaged.length > 0) {
    lines.push("");
    lines.push("Unmanaged (in the account, in no config file):");
    for (const u of report.unmanaged) lines.push(`  ${u.section} ${t(u.id)}${u.label ? ` (${t(u.label)})` : ""}`);
  }
  if (report.managed_elsewhere.length > 0) {
    lines.push("");
    lines.push("Managed elsewhere (not checked by this configuration):");
    for (const l of elsewhereLines(report.managed_elsewhere)) lines.push(`  ${t(l)}`);
  }
  lines.push("");
  lines.push(report.drifted ? "Drift detected." : "No drift.");
  return lines.join("\n") + "\n";
}
