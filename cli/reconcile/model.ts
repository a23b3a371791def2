import type { AnyKind, FieldDiff, KindDiff, KindObject } from "../../provider/kinds/kind";
import { withoutOwner } from "../../provider/ownership";
import type { Pending, Unhealthy } from "./drift";
import type { Health } from "./health";
import type { PlanFinding, PlanReading } from "./preflight";

/** Declarations by section key, then by name. A singleton section holds one entry under its key. */
export type Declared = Record<string, Record<string, Record<string, unknown>>>;

/** A reference from one declaration to another by name (a campaign's brand). */
interface Ref {
  /** The kind's desired-state field that holds the referenced object's id. */
  field: string;
  /** The section whose declaration is named. */
  section: string;
}

/** One top-level section of the config files, bound to one resource kind. */
export interface Section {
  /** YAML key, e.g. "webhook_endpoints". */
  key: string;
  /** The kind's name: what finds a section by kind without loading the kind (see `kind`). */
  kindName: string;
  /** The kind; in the CLI's catalog its module loads on first read, so a command touches only the kinds it uses. */
  readonly kind: AnyKind;
  /** One object per account (the IP allowlist): no names, no identity marker. */
  singleton?: boolean;
  /** YAML field (a name in another section) → desired field (that object's id). */
  refs?: Record<string, Ref>;
  /** What deleting one does, in plan warnings: "revokes the API key", "releases the number". */
  deleteEffect: string;
  /**
   * Local settings that consent to a destructive delete (PhoneNumber's release opt-in): set when
   * the user passed --allow-destroy, which is the CLI's form of that consent.
   */
  destroyOptIn?: Record<string, unknown>;
  /** Remarks a reviewer needs about a change, e.g. whether it sends a registration back into review. */
  notes?: (change: { action: Action; diff?: KindDiff; live?: KindObject<object, object> }) => string[];
  /** Where a live object stands beyond its fields (a disabled endpoint, a rejected campaign, one in review). */
  health?: (live: KindObject<object, object>) => Health | undefined;
  /** A label for an unmanaged object in reports and export names. */
  label?: (live: KindObject<object, object>) => string | undefined;
}

type Action = "create" | "update" | "replace" | "delete" | "noop";

/**
 * Metadata an apply writes on an object whose create shows a secret once, in the create itself,
 * and removes once the secret is in the sink: an object still carrying it lost its secret (the
 * apply stopped in between), whichever machine looks at it later.
 */
export const SECRET_PENDING_KEY = "msgform:secret-pending";

/** A value that will only be known once an earlier step of the apply has run. */
export const PENDING = "(known after apply)";

export interface Change {
  section: string;
  kind: string;
  /** The declaration's name; for a singleton, the section key. */
  name: string;
  action: Action;
  /** The live object's id, when there is one. */
  id?: string;
  /** The desired state to apply (refs resolved where known; PENDING where not). */
  desired?: Record<string, unknown>;
  /** Names of declarations this one waits for (refs to objects created in the same apply). */
  waitsFor: { section: string; name: string; field: string }[];
  diff?: KindDiff;
  destructive: boolean;
  notes: string[];
  /** The object changes owner: adopted from an earlier msgform (no owner recorded), or handed over. */
  ownership?: { from: string; to: string };
  /** A delete of an extra object under a declared name: the id of the object kept (the one in use). */
  duplicateOf?: string;
  /** The object carries SECRET_PENDING_KEY: its once-shown secret never reached a sink. */
  lostSecret?: boolean;
}

export interface Unmanaged {
  section: string;
  kind: string;
  id: string;
  label?: string;
}

/** An object another configuration or a Pulumi stack manages: listed, never touched. */
export interface ManagedElsewhere {
  section: string;
  kind: string;
  id: string;
  name: string;
  /** "configuration prod", "Pulumi stack payments/prod". */
  owner: string;
}

export interface PlanSummary {
  create: number;
  update: number;
  replace: number;
  delete: number;
}

/** The plan: what apply will do, and what it saw to decide that. */
export interface Plan {
  format: "msgform-plan";
  version: 1;
  created_at: string;
  base_url: string;
  account_id?: string;
  /** The configuration this plan is for (`configuration:` in the files, else "default"). */
  configuration: string;
  /** Hash of the objects the plan depends on; apply of a saved plan refuses when it moved. */
  fingerprint: string;
  files: string[];
  /** The sections the files declare: the only ones the plan changes. */
  sections: string[];
  summary: PlanSummary;
  changes: Change[];
  unmanaged: Unmanaged[];
  managed_elsewhere: ManagedElsewhere[];
  /** 10DLC preflight findings of the declared brands and campaigns (absent in plans saved before them). */
  findings?: PlanFinding[];
  /** What the 10DLC review read of each declared campaign (absent in plans saved before it). */
  readings?: PlanReading[];
  /** Declared objects that need attention (a rejected campaign, a disabled endpoint), as drift reports them. */
  unhealthy?: Unhealthy[];
  /** Declared registrations still in review. */
  pending?: Pending[];
}

export function summarize(changes: Change[]): PlanSummary {
  const count = (a: Action) => changes.filter((c) => c.action === a).length;
  return { create: count("create"), update: count("update"), replace: count("replace"), delete: count("delete") };
}

export const summaryLine = (s: PlanSummary) =>
  `${s.create} to create, ${s.update} to update, ${s.replace} to replace, ${s.delete} to delete`;

/** Metadata as a user declared it: the owner markers are shown as the entry's name and the plan's configuration. */
export function userMetadata(metadata: unknown): unknown {
  if (metadata === undefined || metadata === null) return metadata;
  const rest = withoutOwner(metadata as Record<string, string>);
  delete rest[SECRET_PENDING_KEY];
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** A change's field diffs as a reviewer reads them: a metadata change that only moves owner markers is its ownership line. */
export function reviewedFields(change: Pick<Change, "diff">): FieldDiff[] {
  return (change.diff?.changes ?? [])
    .map((d) => (d.field === "metadata" ? { ...d, old: userMetadata(d.old), new: userMetadata(d.new) } : d))
    .filter((d) => d.field !== "metadata" || JSON.stringify(d.old) !== JSON.stringify(d.new));
}

/**
 * The order every format lists changes in: destructive first (what a reviewer must not miss), then
 * by section in the catalog's order, then by name and id (code-point order, not locale: two runs on
 * two machines print the same text). Apply runs by references, not by this order.
 */
export function orderChanges(changes: Change[], sections: readonly Pick<Section, "key">[]): Change[] {
  const rank = new Map(sections.map((s, i) => [s.key, i]));
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...changes].sort(
    (a, b) =>
      Number(b.destructive) - Number(a.destructive) ||
      (rank.get(a.section) ?? rank.size) - (rank.get(b.section) ?? rank.size) ||
      cmp(a.section, b.section) ||
      cmp(a.name, b.name) ||
      cmp(a.id ?? "", b.id ?? ""),
  );
}
