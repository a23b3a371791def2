import type { KindObject } from "../../provider/kinds/kind";
import { markdownCode, markdownText, terminalText } from "../../sdk/escape";
import { type Health, numberAllowance, type Reason } from "./health";
import type { LiveSection, LiveState } from "./live";
import type { Section } from "./model";
import type { Declared } from "./model";
import { ADOPT_FIELD } from "../../provider/ownership";
import { capped, MARKDOWN_BUDGET } from "./markdown";
import { paint, reasonLine, type Style } from "./render";

/*
 * `msgform status`: where every declared 10DLC registration stands with the service, read-only.
 * The same health rules as drift (health.ts); on top, the carriers' statuses, time in review and
 * the numbers on each campaign against the limit.
 */

type Live = KindObject<object, object>;

const REGISTRATION_SECTIONS = ["brands", "campaigns"] as const;
/** What status reads: the registrations and the numbers attached to campaigns (registration:read, numbers:read). */
export const STATUS_SECTIONS = [...REGISTRATION_SECTIONS, "phone_numbers"];

interface RegistrationStatus {
  section: string;
  name: string;
  /** null when the account has no object for the declaration (never applied, or deleted). */
  id: string | null;
  /** The service's status (PENDING, VERIFIED, ACTIVE, REJECTED, …), or MISSING. */
  status: string;
  /** approved and pending need nothing; attention needs someone to act (exit 2). */
  state: "approved" | "pending" | "attention";
  submitted_at: string | null;
  /** When it was verified or approved; null while in review or after a refusal. */
  decided_at: string | null;
  /** Seconds from submission to the decision, or to now while in review. */
  in_review_seconds: number | null;
  carriers?: { carrier: string; name: string; status: string }[];
  reasons: Reason[];
  /** Campaigns: the numbers attached and how many it may hold (null: no limit, with numberPool). */
  numbers?: { attached: number; limit: number | null; phone_numbers: string[] };
  problem: string | null;
  next: string | null;
}

export interface StatusReport {
  format: "msgform-status";
  version: 1;
  checked_at: string;
  base_url: string;
  configuration: string;
  /** Something needs attention: the command exits 2. */
  attention: boolean;
  registrations: RegistrationStatus[];
}

const outputs = (o: Live) => o.outputs as Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : null);

/** The live object a declaration stands for: adopted by id, owned by name, or named by an older msgform. */
function liveFor(ls: LiveSection | undefined, name: string, entry: Record<string, unknown>): Live | undefined {
  const id = entry[ADOPT_FIELD];
  if (typeof id === "string") return ls?.byId.get(id);
  return ls?.managed.get(name) ?? ls?.legacy.get(name);
}

function attachedNumbers(live: LiveState, campaignId: string): string[] {
  const ls = live.sections.get("phone_numbers");
  return [...(ls?.byId.values() ?? [])]
    .filter((n) => (n.desired as Record<string, unknown>).campaignId === campaignId)
    .map((n) => String(outputs(n).phoneNumber))
    .sort();
}

function registrationOf(
  section: Section,
  name: string,
  obj: Live | undefined,
  live: LiveState,
  now: Date,
): RegistrationStatus {
  const base = { section: section.key, name };
  if (!obj) {
    return {
      ...base, id: null, status: "MISSING", state: "attention", submitted_at: null, decided_at: null, in_review_seconds: null,
      reasons: [], problem: "declared but not in the account", next: "apply to register it",
    };
  }
  const out = outputs(obj);
  const health: Health | undefined = section.health?.(obj);
  const submitted = text(out.submittedAt);
  const decided = text(out.verifiedAt) ?? text(out.approvedAt);
  const until = health?.state === "pending" ? now.getTime() : decided ? Date.parse(decided) : undefined;
  const start = submitted ? Date.parse(submitted) : undefined;
  const seconds = start !== undefined && until !== undefined ? Math.max(0, Math.round((until - start) / 1000)) : null;
  type Carrier = { carrier: string; name: string; status: string };
  const carriers = Array.isArray(out.carriers)
    ? (out.carriers as Carrier[]).map((k) => ({ carrier: k.carrier, name: k.name, status: k.status }))
    : undefined;
  return {
    ...base,
    id: obj.id,
    status: String(out.status),
    state: health === undefined ? "approved" : health.state === "pending" ? "pending" : "attention",
    submitted_at: submitted,
    decided_at: health === undefined ? decided : null,
    in_review_seconds: health?.state === "unhealthy" ? null : seconds,
    ...(carriers ? { carriers } : {}),
    reasons: health?.reasons ?? [],
    ...(section.key === "campaigns" ? { numbers: { ...numberAllowance(obj), phone_numbers: attachedNumbers(live, obj.id) } } : {}),
    problem: health?.problem ?? null,
    next: health?.next ?? null,
  };
}

export function statusReport(
  sections: Section[],
  declared: Declared,
  live: LiveState,
  meta: { baseUrl: string; configuration: string; now: Date },
): StatusReport {
  const registrations: RegistrationStatus[] = [];
  for (const key of REGISTRATION_SECTIONS) {
    const section = sections.find((s) => s.key === key)!;
    const entries = Object.entries(declared[key] ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [name, entry] of entries) {
      registrations.push(registrationOf(section, name, liveFor(live.sections.get(key), name, entry), live, meta.now));
    }
  }
  return {
    format: "msgform-status",
    version: 1,
    checked_at: meta.now.toISOString(),
    base_url: meta.baseUrl,
    configuration: meta.configuration,
    attention: registrations.some((r) => r.state === "attention"),
    registrations,
  };
}

/** "3d 4h", "2h 5m", "4m", "30s". */
function duration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  return m > 0 ? `${m}m` : `${seconds}s`;
}

/** What a reader sees about time and numbers, unescaped: "in review for 2h 5m", "1 of 49 numbers (numberPool off)". */
function facts(r: RegistrationStatus): string[] {
  const out: string[] = [];
  if (r.in_review_seconds !== null) {
    const took = duration(r.in_review_seconds);
    out.push(r.state === "pending" ? `in review for ${took}` : `${r.status.toLowerCase()} after ${took} in review`);
  } else if (r.submitted_at) out.push(`submitted ${r.submitted_at}`);
  if (r.numbers) {
    const limit = r.numbers.limit === null ? "no limit (numberPool)" : `of ${r.numbers.limit} without numberPool`;
    out.push(`${r.numbers.attached} number(s) ${limit}${r.numbers.phone_numbers.length ? `: ${r.numbers.phone_numbers.join(", ")}` : ""}`);
  }
  return out;
}

const MARK = { approved: "✓", pending: "…", attention: "!" } as const;
const COLOR = { approved: 32, pending: 33, attention: 31 } as const;

/** "3 registrations: 1 approved, 1 in review, 1 needs attention" */
function statusSummary(report: StatusReport): string {
  const n = (s: RegistrationStatus["state"]) => report.registrations.filter((r) => r.state === s).length;
  return `${report.registrations.length} registration(s): ${n("approved")} approved, ${n("pending")} in review, ${n("attention")} need(s) attention`;
}

export function statusText(report: StatusReport, style: Style): string {
  const t = terminalText;
  const lines = [`msgform status for ${t(report.base_url)}, configuration ${t(report.configuration)}`, ""];
  if (report.registrations.length === 0) lines.push("  No brands or campaigns are declared.");
  for (const r of report.registrations) {
    const head = paint(style, COLOR[r.state], `${MARK[r.state]} ${t(`${r.section}.${r.name}`)}`);
    lines.push(`  ${head}  ${r.id ? t(r.id) : "-"}  ${t(r.status)}${r.problem ? `: ${t(r.problem)}` : ""}`);
    if (r.carriers) lines.push(`      carriers: ${t(r.carriers.map((k) => `${k.name} ${k.status}`).join(", "))}`);
    for (const f of facts(r)) lines.push(`      ${t(f)}`);
    for (const reason of r.reasons) lines.push(`      reason ${t(reasonLine(reason))}`);
    if (r.next) lines.push(`      next: ${t(r.next)}`);
  }
  lines.push("", `${statusSummary(report)}.`);
  return lines.join("\n") + "\n";
}

export function statusMarkdown(report: StatusReport): string {
  const icon = { approved: "✅", pending: "⏳", attention: "❌" } as const;
  const out = ["### msgform status", "", `**${statusSummary(report)}** — ${markdownText(report.base_url)}, configuration ${markdownCode(report.configuration)}`, ""];
  if (report.registrations.length === 0) return [...out, "No brands or campaigns are declared.", ""].join("\n");
  out.push("| | Registration | Status | Review and numbers | Next |", "|---|---|---|---|---|");
  const rows: string[][] = [];
  for (const r of report.registrations) {
    const carriers = r.carriers ? ` (${r.carriers.map((k) => `${k.name} ${k.status}`).join(", ")})` : "";
    const id = r.id ? ` ${markdownCode(r.id)}` : "";
    const row = [icon[r.state], `${markdownCode(`${r.section}.${r.name}`)}${id}`, `**${markdownText(r.status)}**${markdownText(carriers)}`,
      markdownText(facts(r).join("; ")), markdownText(r.next ?? "")];
    rows.push([`| ${row.join(" | ")} |`]);
  }
  // The same budget as plan and drift: a job summary or comment with hundreds of campaigns still posts.
  out.push(...capped(rows, 0.5 * MARKDOWN_BUDGET, (n) => `\nand ${n} more registrations: see the JSON report`), "");
  const blocks = report.registrations.filter((x) => x.reasons.length > 0 || x.state === "attention").map((r) => [
    `**${markdownCode(`${r.section}.${r.name}`)}**: ${markdownText(r.problem ?? r.status)}`,
    "",
    ...r.reasons.map((reason) => `- ${markdownText(reasonLine(reason))}`),
    ...(r.next ? [`- next: ${markdownText(r.next)}`] : []),
    "",
  ]);
  out.push(...capped(blocks, 0.4 * MARKDOWN_BUDGET, (n) => `and ${n} more registrations need attention: see the JSON report`));
  return out.join("\n") + "\n";
}
