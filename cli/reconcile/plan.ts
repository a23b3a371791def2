import { carryOver, diffDesired, type KindObject } from "../../provider/kinds/kind";
import {
  ADOPT_FIELD,
  CONFIG_KEY,
  NAME_KEY,
  type Owner,
  ownerLabel as labelOfOwner,
  PULUMI_KEY,
  TAKE_OVER_FIELD,
  withOwner,
  withoutOwner,
} from "../../provider/ownership";
import { terminalText as t } from "../../sdk/escape";
import { type LiveSection, type LiveState, ownershipOfObject } from "./live";
import {
  type Change,
  type Declared,
  PENDING,
  type Plan,
  reviewedFields,
  SECRET_PENDING_KEY,
  type Section,
  summarize,
} from "./model";

type Obj = KindObject<object, object>;

/** Sections in dependency order: every section after the sections it references. */
export function orderSections(sections: Section[]): Section[] {
  const byKey = new Map(sections.map((s) => [s.key, s]));
  const out: Section[] = [];
  const visiting = new Set<string>();
  const visit = (s: Section) => {
    if (out.includes(s)) return;
    if (visiting.has(s.key)) throw new Error(`sections reference each other in a cycle at ${s.key}`);
    visiting.add(s.key);
    for (const ref of Object.values(s.refs ?? {})) visit(byKey.get(ref.section)!);
    visiting.delete(s.key);
    out.push(s);
  };
  sections.forEach(visit);
  return out;
}

/** Planning state shared by the declarations of one plan. */
interface Planning {
  live: LiveState;
  planned: Map<string, Change>;
  /** How owners are named in the plan (the CLI marks names msgform could not have written). */
  describe: Describe;
}

type Describe = (owner: Owner) => string;

const keyOf = (section: string, name: string) => `${section}\u0000${name}`;
const metadataOf = (obj: Obj | undefined) =>
  (obj?.desired as { metadata?: Record<string, string> } | undefined)?.metadata;

/**
 * Compares declarations with the live account, for the configuration the account was read for.
 * Declarations match the objects this configuration owns by name, legacy objects (named by an older
 * msgform with no owner) by name, or any object by an explicit id. Objects another configuration
 * or a Pulumi stack owns are never changed, and neither are unmanaged ones; owned objects no
 * declaration names any more are deleted.
 */
export function computeChanges(
  sectionsIn: Section[],
  declared: Declared,
  live: LiveState,
  describe: Describe = labelOfOwner,
): Change[] {
  const changes: Change[] = [];
  const state: Planning = { live, planned: new Map(), describe };
  for (const section of orderSections(sectionsIn)) {
    const liveSection = live.sections.get(section.key)!;
    const decls = declared[section.key] ?? {};
    for (const [name, entry] of Object.entries(decls)) {
      const change = planDeclaration(section, liveSection, name, entry, state);
      state.planned.set(keyOf(section.key, name), change);
      changes.push(change);
    }
    // A section no file mentions is not managed by this config (another config may manage it),
    // and neither is an undeclared singleton (the allowlist): nothing in them is deleted.
    if (section.singleton || declared[section.key] === undefined) continue;
    changes.push(...planDeletions(section, liveSection, decls));
    changes.push(...planDuplicates(section, liveSection, decls));
  }
  markLostSecrets(changes, live);
  return changes;
}

type Entry = Record<string, unknown>;

function planDeclaration(section: Section, ls: LiveSection, name: string, entry: Entry, state: Planning): Change {
  const { current, adopted, from } = findCurrent(section, ls, name, entry, state.describe);
  const desired: Record<string, unknown> = { ...entry };
  delete desired[ADOPT_FIELD];
  delete desired[TAKE_OVER_FIELD];
  const waitsFor = resolveRefs(section, name, desired, state.planned);
  if (hasMetadata(section)) {
    desired.metadata = markedMetadata(desired, current, name, state.live.owner, adopted && from === undefined);
  }
  const base = { section: section.key, kind: section.kind.name, name, desired, waitsFor, notes: [] as string[] };
  let change: Change;
  if (!current) {
    change = { ...base, action: "create", destructive: false };
  } else {
    const liveView = carryOver(section.kind, current, { desired: desired as Partial<object> });
    const diff = diffDesired(section.kind, liveView.desired as Record<string, unknown>, desired, {
      isUnknown: (v) => v === PENDING,
    });
    const action = diff.action === "none" ? "noop" : diff.action;
    change = { ...base, action, id: current.id, diff, destructive: action === "replace" };
  }
  if (from !== undefined) change.ownership = { from, to: state.describe(state.live.owner) };
  if (recordsOwnerOnly(change, current)) {
    // Nothing the user declared differs: writing our owner markers on an object nobody owned is
    // bookkeeping, not a change (docs/decisions.md, "Recording ownership"). The next apply does it.
    change.action = "noop";
    change.notes.push(RECORD_NOTE);
  }
  const reviewNotes = section.notes?.({ action: change.action, diff: change.diff, live: current }) ?? [];
  change.notes = [...change.notes, ...ownershipNotes(section, ls, name, change, state.describe), ...reviewNotes];
  return change;
}

const RECORD_NOTE = "no owner is recorded on it: the next apply records this configuration as its owner (nothing else changes)";

/** An update whose only difference is writing this configuration's markers on an object no one owns. */
function recordsOwnerOnly(change: Change, current: Obj | undefined): boolean {
  if (change.action !== "update" || change.ownership === undefined || current === undefined) return false;
  return ownershipOfObject(current).state !== "owned" && reviewedFields(change).length === 0;
}

/**
 * The plan an apply carries out: ownership recordings (noop changes with an owner to record) become
 * the metadata updates they are, so every apply records ownership, even one with nothing else to do.
 */
export function withOwnershipRecorded(plan: Plan): Plan {
  const record = (c: Change) => c.action === "noop" && c.ownership !== undefined && c.diff?.action === "update";
  if (!plan.changes.some(record)) return plan;
  const changes = plan.changes.map((c) => (record(c) ? { ...c, action: "update" as const } : c));
  return { ...plan, changes, summary: summarize(changes) };
}

/**
 * The live object a declaration stands for, and whether planning it changes its owner (`from`):
 * an adoption of a legacy object by name, or a hand-over by `id` + `takeOver: true`.
 */
function findCurrent(section: Section, ls: LiveSection, name: string, entry: Entry, describe: Describe) {
  const takeOver = entry[TAKE_OVER_FIELD] === true;
  const adoptId = typeof entry[ADOPT_FIELD] === "string" ? (entry[ADOPT_FIELD] as string) : undefined;
  const where = section.singleton ? section.key : `${section.key}.${name}`;
  const elsewhere = section.singleton ? ls.elsewhere[0] : ls.elsewhere.find((e) => e.obj.id === adoptId);
  if (elsewhere) {
    if (!takeOver) {
      throw new Error(
        `${where}: ${t(elsewhere.obj.id)} is managed by ${t(describe(elsewhere.owner))}; a configuration never changes ` +
        `another owner's objects. To hand it over, remove it from ${t(describe(elsewhere.owner))} and add ` +
        `\`${TAKE_OVER_FIELD}: true\` to this entry${section.singleton ? "" : ` (with id: ${elsewhere.obj.id})`}`,
      );
    }
    return { current: elsewhere.obj, adopted: true, from: describe(elsewhere.owner) };
  }
  if (takeOver && adoptId === undefined && !section.singleton) {
    throw new Error(`${where}: ${TAKE_OVER_FIELD}: true names no object: add id: <the object's id> (export lists other owners' objects)`);
  }
  if (adoptId !== undefined) {
    const current = ls.byId.get(adoptId);
    if (!current) throw new Error(`${where} adopts ${adoptId}, which does not exist in the account`);
    const legacy = ownershipOfObject(current).state === "legacy";
    return { current, adopted: true, from: takeOver || legacy ? ownerLabel(current, describe) : undefined };
  }
  const mine = ls.managed.get(name);
  // A singleton is "ours" until another owner records itself on it; the first to declare it records itself.
  const unowned = mine !== undefined && section.singleton && ownershipOfObject(mine).state !== "owned";
  if (mine) return { current: mine, adopted: false, from: unowned ? ownerLabel(mine, describe) : undefined };
  const legacy = ls.legacy.get(name);
  if (legacy) return { current: legacy, adopted: false, from: ownerLabel(legacy, describe) };
  return { current: undefined, adopted: false, from: undefined };
}

function ownerLabel(obj: Obj, describe: Describe): string {
  const o = ownershipOfObject(obj);
  if (o.state === "owned") return describe(o.owner);
  return o.state === "legacy" ? "no owner recorded (made by an earlier msgform)" : "unmanaged";
}

/**
 * The metadata to apply: what the user declared, plus the owner's markers. An object adopted by id
 * keeps the markers it has (none, for an unmanaged one), so adopting is not itself a change.
 */
function markedMetadata(desired: Entry, current: Obj | undefined, name: string, me: Owner, keep: boolean) {
  const declared = withoutOwner(desired.metadata as Record<string, string> | undefined);
  if (!keep) return withOwner(declared, me, name);
  const live = metadataOf(current) ?? {};
  const kept: Record<string, string> = {};
  for (const key of [NAME_KEY, CONFIG_KEY, PULUMI_KEY]) if (live[key] !== undefined) kept[key] = live[key];
  return { ...declared, ...kept };
}

/** Kinds with a metadata field carry the owner markers (all six do; a test kind may not). */
const hasMetadata = (section: Section) => "metadata" in (section.kind.fields as object);

/** Resolves references by name to ids (or PENDING, for objects this apply creates first). */
function resolveRefs(section: Section, name: string, desired: Record<string, unknown>, planned: Map<string, Change>) {
  const waitsFor: Change["waitsFor"] = [];
  for (const [yamlField, ref] of Object.entries(section.refs ?? {})) {
    const target = desired[yamlField];
    delete desired[yamlField];
    if (target === undefined || target === null) continue;
    const targetName = String(target);
    const targetChange = planned.get(keyOf(ref.section, targetName));
    if (targetChange && (targetChange.action === "create" || targetChange.action === "replace")) {
      desired[ref.field] = PENDING;
      waitsFor.push({ section: ref.section, name: targetName, field: ref.field });
    } else if (targetChange?.id) {
      desired[ref.field] = targetChange.id;
    } else {
      throw new Error(`${section.key}.${name}.${yamlField} names '${targetName}', which ${ref.section} does not declare`);
    }
  }
  return waitsFor;
}

/** What a reviewer should know about owners: a separate object with the same name elsewhere. */
function ownershipNotes(section: Section, ls: LiveSection, name: string, change: Change, describe: Describe): string[] {
  if (change.action !== "create" || section.singleton) return [];
  return ls.elsewhere
    .filter((e) => e.name === name)
    .map((e) => `${describe(e.owner)} has its own ${section.key} object named '${name}' (${e.obj.id}); this creates a separate one and leaves that one alone`);
}

/** Owned objects no declaration names any more (nor adopts by id) are deleted. */
function planDeletions(section: Section, ls: LiveSection, decls: Record<string, Record<string, unknown>>): Change[] {
  const adopted = new Set(Object.values(decls).map((e) => e[ADOPT_FIELD]));
  const out: Change[] = [];
  for (const [name, obj] of ls.managed) {
    if (decls[name] !== undefined || adopted.has(obj.id)) continue;
    const change: Change = { section: section.key, kind: section.kind.name, name, action: "delete", id: obj.id, waitsFor: [], destructive: true, notes: [] };
    change.notes = section.notes?.({ action: "delete", live: obj }) ?? [];
    out.push(change);
  }
  return out;
}

/**
 * Extra objects under one name (of this configuration's, or of a legacy name it declares) are
 * deleted, keeping the one in use: reported by name, so a plan or drift never stops at them.
 */
function planDuplicates(section: Section, ls: LiveSection, decls: Record<string, Record<string, unknown>>): Change[] {
  const adopted = new Set(Object.values(decls).map((e) => e[ADOPT_FIELD]));
  return ls.duplicates
    .filter((d) => (!d.legacy || decls[d.name] !== undefined) && !adopted.has(d.obj.id))
    .map((d) => ({
      section: section.key,
      kind: section.kind.name,
      name: d.name,
      action: "delete" as const,
      id: d.obj.id,
      waitsFor: [],
      destructive: true,
      duplicateOf: d.kept.id,
      notes: [
        `duplicate: ${d.kept.id} carries the same name and is the one in use; this extra copy is deleted`,
        ...(section.notes?.({ action: "delete", live: d.obj }) ?? []),
      ],
    }));
}

/** Names the objects whose once-shown secret never reached a sink (they carry SECRET_PENDING_KEY). */
function markLostSecrets(changes: Change[], live: LiveState): void {
  for (const c of changes) {
    const obj = c.id && c.action !== "delete" ? live.sections.get(c.section)?.byId.get(c.id) : undefined;
    if (metadataOf(obj)?.[SECRET_PENDING_KEY] === undefined) continue;
    c.lostSecret = true;
    c.notes.push(
      "its secret never reached a secrets sink (the apply that created it stopped first): apply recovers it by " +
      "replaying the create (within 24 h, same credentials), else --replace-lost-secrets gets a new one",
    );
  }
}
