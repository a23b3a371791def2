import { configOwner, type Declarations, loadDeclarations } from "./config/declarations";
import type { Connection } from "./connect";
import { CliError } from "./io";
import { fingerprintOf, type LiveState, readLive } from "./reconcile/live";
import {
  type Change,
  type Declared,
  type ManagedElsewhere,
  orderChanges,
  type Plan,
  type Section,
  summarize,
} from "./reconcile/model";
import { ADOPT_FIELD, ownerLabel } from "../provider/ownership";
import { KEY_PREFIX } from "../schema/ids";
import { withElementDiffs } from "./reconcile/elements";
import { computeChanges } from "./reconcile/plan";
import { limitFindings, liveNumbersOn, type Online } from "./reconcile/limits";
import { declaredFindings, type PlanFinding, planFindings, type PlanReading, planReadings } from "./reconcile/preflight";
import { healthOf, unmanagedOf } from "./reconcile/drift";

/**
 * What plan and drift start with: the files checked offline first (config problems need no
 * account), then the account read as the files' configuration sees it, and the plan.
 */
export async function planFromFiles(
  sections: Section[],
  files: string[],
  connect: () => Connection,
  progress: (line: string) => void,
) {
  const decl = loadDeclarations(files, sections);
  const conn = connect();
  progress(`reading the account at ${conn.settings.baseUrl}`);
  const live = await readAccount(sections, conn, decl.configuration);
  return { decl, live, plan: buildPlan(sections, decl, live, conn) };
}

/** Reads the account as `configuration` sees it: its own objects, other owners', unmanaged ones. */
export async function readAccount(sections: Section[], conn: Connection, configuration: string): Promise<LiveState> {
  return readLive(sections, (kind) => conn.contextFor(kind), configOwner(configuration));
}

export function buildPlan(sections: Section[], decl: Declarations, live: LiveState, conn: Connection): Plan {
  let changes;
  try {
    const computed = computeChanges(sections, decl.declared, live, ownerLabel);
    changes = withElementDiffs(orderChanges(computed, sections), sections);
  } catch (err) {
    throw new CliError(err instanceof Error ? err.message : String(err));
  }
  const declaredSections = sections.map((s) => s.key).filter((k) => decl.declared[k] !== undefined);
  warnTestKeyOnSingletons(sections, changes, conn.settings.keyId);
  return {
    format: "msgform-plan",
    version: 1,
    created_at: new Date().toISOString(),
    base_url: conn.settings.baseUrl!,
    ...(conn.client.accountId ? { account_id: conn.client.accountId } : {}),
    configuration: decl.configuration,
    fingerprint: fingerprintOf(live, planScope(declaredSections, changes)),
    files: decl.files,
    sections: declaredSections,
    summary: summarize(changes),
    changes,
    unmanaged: unmanagedOf(sections, live, adoptedIds(decl.declared)),
    managed_elsewhere: managedElsewhere(sections, live),
    ...planFindingsOf(sections, decl.declared, { live, changes }),
    ...healthOf(changes, sections, live),
  };
}

/**
 * The preflight findings and set-wide limits, counted with what the account already has, and what the
 * review read of each campaign.
 */
function planFindingsOf(
  sections: Section[],
  declared: Declared,
  online: Online,
): { findings: PlanFinding[]; readings?: PlanReading[] } {
  const entries = declaredFindings(sections, declared, liveNumbersOn(sections, declared, online), { explain: true });
  const readings = planReadings(entries);
  return {
    findings: [...limitFindings(sections, declared, online), ...planFindings(entries)],
    ...(readings.length > 0 ? { readings } : {}),
  };
}

/** What a plan's fingerprint covers, from the plan alone (so a saved plan can be checked again). */
export function planScope(declaredSections: string[], changes: Change[]) {
  const names = new Map<string, Set<string>>();
  for (const c of changes) names.set(c.section, (names.get(c.section) ?? new Set()).add(c.name));
  const ids = new Set(changes.flatMap((c) => (c.id ? [c.id] : [])));
  return { sections: declaredSections, names, ids };
}

/** Other owners' objects in the sections this configuration declares. */
function managedElsewhere(sections: Section[], live: LiveState): ManagedElsewhere[] {
  return sections.flatMap((s) =>
    (live.sections.get(s.key)?.elsewhere ?? []).map((e) => ({
      section: s.key,
      kind: s.kind.name,
      id: e.obj.id,
      name: e.name,
      owner: ownerLabel(e.owner),
    })),
  );
}

/** The IP allowlist is account-wide: a test key's plan that changes it changes live traffic too. */
function warnTestKeyOnSingletons(sections: Section[], changes: Change[], keyId: string | undefined): void {
  if (!keyId?.startsWith(KEY_PREFIX.test.id)) return;
  for (const c of changes) {
    if (c.action === "noop" || !sections.find((s) => s.key === c.section)?.singleton) continue;
    c.notes.push(`this plan uses a test key, but ${c.section} belongs to the whole account: the change applies to live keys and live traffic too`);
  }
}

function adoptedIds(declared: Declared): Set<string> {
  const ids = new Set<string>();
  for (const entries of Object.values(declared)) {
    for (const e of Object.values(entries)) if (typeof e[ADOPT_FIELD] === "string") ids.add(e[ADOPT_FIELD] as string);
  }
  return ids;
}
