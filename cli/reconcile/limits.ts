import {
  limitMessage,
  overLimit,
  type SetCount,
  type SetLimit,
  SOLE_PROPRIETOR_CAMPAIGN_LIMIT,
  WEBHOOK_ENDPOINT_LIMIT,
} from "../../schema/preflight/limits";
import type { LiveState } from "./live";
import type { Change, Section } from "./model";
import type { Declared } from "./model";
import type { PlanFinding } from "./preflight";

/*
 * The service's limits on sets of objects (schema/preflight/limits.ts), counted over a
 * configuration. Offline (validate) only the declarations count; a plan adds what the account
 * already has, at the apply's fullest moment: apply creates before it deletes, so an object being
 * deleted or replaced still counts while the new ones are made.
 */

/** What the account has, for a plan: the live state and the changes planned against it. */
export interface Online {
  live: LiveState;
  changes: readonly Change[];
}

type Obj = { id: string; desired: object };
const adds = (c: Change) => c.action === "create" || c.action === "replace";
const keyOf = (sections: Section[], kind: string) => sections.find((s) => s.kindName === kind)?.key;

function finding(limit: SetLimit, section: string, name: string, field: string, message: string): PlanFinding {
  return { rule: limit.id, severity: "error", section, name, field, message, source: limit.source };
}

/** Webhook endpoints per account (spec 2, 8): every endpoint the key's account shows counts. */
function webhookEndpoints(sections: Section[], declared: Declared, online?: Online): PlanFinding[] {
  const key = keyOf(sections, "WebhookEndpoint");
  if (!key || declared[key] === undefined) return [];
  const count: SetCount = online
    ? {
        existing: online.live.sections.get(key)?.byId.size ?? 0,
        declared: online.changes.filter((c) => c.section === key && adds(c)).map((c) => c.name),
      }
    : { existing: 0, declared: Object.keys(declared[key]) };
  const over = overLimit(WEBHOOK_ENDPOINT_LIMIT, count);
  if (over.length === 0) return [];
  const message = limitMessage(WEBHOOK_ENDPOINT_LIMIT, count, {
    objects: "webhook endpoints at once",
    scope: "per account (live and test together)",
    fix: `${over.join(", ")} would be refused: subscribe an existing endpoint to more event kinds, or delete endpoints ` +
      "no longer used first (apply deletes only after it creates)",
  });
  return [finding(WEBHOOK_ENDPOINT_LIMIT, key, over[0]!, "url", message)];
}

/** Campaigns of each sole-proprietor brand: one. */
function soleProprietorCampaigns(sections: Section[], declared: Declared, online?: Online): PlanFinding[] {
  const brands = sections.find((s) => s.kindName === "Brand");
  const campaigns = sections.find((s) => s.kindName === "Campaign");
  const ref = Object.entries(campaigns?.refs ?? {}).find(([, r]) => r.section === brands?.key)?.[0];
  if (!brands || !campaigns || !ref) return [];
  const out: PlanFinding[] = [];
  for (const [brand, entry] of Object.entries(declared[brands.key] ?? {})) {
    if (entry.entityType !== "SOLE_PROPRIETOR") continue;
    const mine = Object.entries(declared[campaigns.key] ?? {}).filter(([, c]) => c[ref] === brand).map(([n]) => n);
    const count = online
      ? liveCampaignCount(online, brands.key, campaigns.key, brand, mine)
      : { existing: 0, declared: mine };
    const over = overLimit(SOLE_PROPRIETOR_CAMPAIGN_LIMIT, count);
    if (over.length === 0) continue;
    const message = limitMessage(SOLE_PROPRIETOR_CAMPAIGN_LIMIT, count, {
      objects: `campaigns of the sole-proprietor brand ${brand}`,
      scope: "per sole-proprietor brand",
      fix: `keep one campaign for ${brand} (${over.join(", ")} would be refused)`,
    });
    out.push(finding(SOLE_PROPRIETOR_CAMPAIGN_LIMIT, campaigns.key, over[0]!, ref, message));
  }
  return out;
}

/** A sole-proprietor brand's campaigns: live ones no declaration accounts for, and the declared ones that add one. */
function liveCampaignCount(online: Online, brands: string, campaigns: string, brand: string, mine: string[]): SetCount {
  const brandId = online.changes.find((c) => c.section === brands && c.name === brand && !adds(c))?.id;
  const kept = new Set(online.changes.filter((c) => c.section === campaigns && c.id && !adds(c)).map((c) => c.id));
  const live = [...(online.live.sections.get(campaigns)?.byId.values() ?? [])] as Obj[];
  const existing = brandId === undefined ? 0 : live.filter((o) => brandIdOf(o) === brandId && !kept.has(o.id)).length;
  const adding = new Set(online.changes.filter((c) => c.section === campaigns && adds(c)).map((c) => c.name));
  return { existing, declared: mine.filter((n) => adding.has(n)) };
}

const brandIdOf = (o: Obj) => (o.desired as { brandId?: string }).brandId;

/**
 * Live numbers on each declared campaign that no declaration of this configuration accounts for
 * (another owner's, unmanaged): the `number-pool` rule counts them with the declared ones.
 */
export function liveNumbersOn(sections: Section[], declared: Declared, online: Online): Map<string, number> {
  const numbers = sections.find((s) => s.kindName === "PhoneNumber");
  const campaigns = sections.find((s) => s.kindName === "Campaign");
  const out = new Map<string, number>();
  if (!numbers || !campaigns) return out;
  // Declared numbers that stay count as declared; deleted ones are still attached while apply creates.
  const kept = (c: Change) => c.action === "noop" || c.action === "update";
  const mine = new Set(online.changes.filter((c) => c.section === numbers.key && c.id && kept(c)).map((c) => c.id));
  const live = [...(online.live.sections.get(numbers.key)?.byId.values() ?? [])] as Obj[];
  for (const c of online.changes) {
    if (c.section !== campaigns.key || !c.id || adds(c) || declared[campaigns.key]?.[c.name] === undefined) continue;
    const n = live.filter((o) => (o.desired as { campaignId?: string }).campaignId === c.id && !mine.has(o.id)).length;
    if (n > 0) out.set(c.name, n);
  }
  return out;
}

/** Every set-wide limit the configuration (and, for a plan, the account) goes past. */
export function limitFindings(sections: Section[], declared: Declared, online?: Online): PlanFinding[] {
  return [...webhookEndpoints(sections, declared, online), ...soleProprietorCampaigns(sections, declared, online)];
}
