// Who owns a managed object. msgform keeps no state file: the owner is written on the object itself,
// in its metadata, next to the declaration's name. Both front ends use these markers, so the YAML
// CLI and Pulumi stacks can share an account without either touching the other's objects:
//
//   msgform:name    the declaration name (YAML) or the Pulumi resource name
//   msgform:config  the YAML configuration that owns it (`configuration:` in the files; "default")
//   msgform:pulumi  the Pulumi stack that owns it, as "project/stack"
//
// An object with msgform:name but neither owner marker was made by msgform before owners were
// recorded ("legacy"): the first configuration that declares its name adopts it.

/**
 * The metadata key prefix msgform reserves for its own markers (owners here; a kind's marker fields,
 * such as "msgform:rotation"). A declaration never sets one: front ends refuse it (reservedKeyIssues).
 */
const RESERVED_PREFIX = "msgform:";

// The markers and their reading live in the schema layer, so the emulator's console can name objects too.
export {
  CONFIG_KEY,
  DEFAULT_CONFIGURATION,
  type Identity,
  NAME_KEY,
  type Owner,
  type Ownership,
  ownershipOf,
  PULUMI_KEY,
} from "../schema/ownership";
import { CONFIG_KEY, NAME_KEY, type Owner, ownershipOf, PULUMI_KEY } from "../schema/ownership";

type Metadata = Readonly<Record<string, string>> | undefined | null;

/** The markers an owner writes on an object it creates or adopts. */
function ownerMarkers(owner: Owner, name: string): Record<string, string> {
  return owner.kind === "config"
    ? { [NAME_KEY]: name, [CONFIG_KEY]: owner.configuration }
    : { [NAME_KEY]: name, [PULUMI_KEY]: `${owner.project}/${owner.stack}` };
}

/** Metadata with the owner's markers set and any other owner's removed (an adoption or hand-over). */
export function withOwner(metadata: Metadata, owner: Owner, name: string): Record<string, string> {
  const out: Record<string, string> = { ...(metadata ?? {}) };
  delete out[CONFIG_KEY];
  delete out[PULUMI_KEY];
  return { ...out, ...ownerMarkers(owner, name) };
}

/** Metadata without msgform's ownership markers: what a user declared. */
export function withoutOwner(metadata: Metadata): Record<string, string> {
  const out: Record<string, string> = { ...(metadata ?? {}) };
  for (const key of [NAME_KEY, CONFIG_KEY, PULUMI_KEY]) delete out[key];
  return out;
}

export function sameOwner(a: Owner, b: Owner): boolean {
  if (a.kind === "config" && b.kind === "config") return a.configuration === b.configuration;
  if (a.kind === "pulumi" && b.kind === "pulumi") return a.project === b.project && a.stack === b.stack;
  return false;
}

/** "configuration prod", "Pulumi stack payments/prod": an owner named as msgform writes it (see ownerLabel). */
function describeOwner(owner: Owner): string {
  return owner.kind === "config" ? `configuration ${owner.configuration}` : `Pulumi stack ${owner.project}/${owner.stack}`;
}

/** Declaration and configuration names: what the markers store, so stable, short and plain. */
export const NAME_PATTERN = /^[a-z0-9][a-z0-9_.-]{0,62}$/;

/** The nearest name to `text` that can follow NAME_PATTERN: lowercase, other runs of characters → `-`, no separator at either end ("" if nothing is left). */
export const nameFrom = (text: string): string =>
  text.toLowerCase().replace(/[^a-z0-9_.-]+/g, "-").replace(/^[^a-z0-9]+/, "").slice(0, 63).replace(/[^a-z0-9]+$/, "");

/** Field of a declaration that adopts an existing object by id (what export writes). */
export const ADOPT_FIELD = "id";
/** Field that lets a declaration take an object over from another owner (a hand-over). */
export const TAKE_OVER_FIELD = "takeOver";

/**
 * Pulumi project and stack names: letters, digits, '-', '_' and '.' (Pulumi's own rule for both).
 * An organisation-qualified stack (org/project/stack) is not what msgform writes, so it is untrusted too.
 */
const PULUMI_PART = /^[A-Za-z0-9_.-]{1,100}$/;

/** True when the markers name an owner the way msgform itself writes them. */
function trustedOwner(owner: Owner): boolean {
  return owner.kind === "config"
    ? NAME_PATTERN.test(owner.configuration)
    : PULUMI_PART.test(owner.project) && PULUMI_PART.test(owner.stack);
}

/**
 * How plans, drift, export, the Pulumi refusals and errors name an owner. The markers are account
 * strings any key with write access to one object can set: a name msgform could not have written is
 * quoted and marked, so "configuration prod" can only ever mean a configuration named prod.
 * Renderers still escape it.
 */
export function ownerLabel(owner: Owner): string {
  if (trustedOwner(owner)) return describeOwner(owner);
  const raw = owner.kind === "config" ? owner.configuration : `${owner.project}/${owner.stack}`;
  return `${owner.kind === "config" ? "configuration" : "Pulumi stack"} "${raw}" (untrusted name)`;
}

/** Metadata without any reserved key: what an export may write as declared metadata. */
export function withoutReserved(metadata: Metadata): Record<string, string> {
  return Object.fromEntries(Object.entries(metadata ?? {}).filter(([k]) => !k.startsWith(RESERVED_PREFIX)));
}

/** A kind's metadata schema, where it refuses a reserved key itself (a marker field's key). */
interface MetadataSchema {
  safeParse(value: unknown): { success: boolean };
}

/**
 * The reserved keys declared in metadata, each with why it is refused (Pulumi Check, `msgform
 * validate`). A key the kind's own metadata schema refuses (its marker field's, such as
 * "msgform:rotation") is left to that schema, whose message names the field to set instead.
 */
export function reservedKeyIssues(
  metadata: unknown,
  kindMetadata?: MetadataSchema,
): { key: string; message: string }[] {
  if (metadata === null || typeof metadata !== "object" || Array.isArray(metadata)) return [];
  return Object.keys(metadata)
    .filter((k) => k.startsWith(RESERVED_PREFIX) && kindMetadata?.safeParse({ [k]: "x" }).success !== false)
    .map((key) => ({
      key,
      message:
        `the metadata prefix "${RESERVED_PREFIX}" is reserved for msgform's ownership markers, which msgform writes ` +
        "itself: remove this key (an owner changes by a hand-over, not by metadata)",
    }));
}

/** How an owner (when known) stands to an object: its own, free to take (no owner recorded), or another's. */
export type Standing =
  | { readonly kind: "own" }
  | { readonly kind: "free"; readonly legacy: boolean }
  | { readonly kind: "other"; readonly owner: Owner };

/**
 * The one rule both front ends share for who may write an object: an owner may change its own, and
 * take unmanaged and legacy ones; another owner's only by an explicit hand-over. Without a known
 * owner (`me` undefined), every recorded owner is another.
 */
export function standingOf(metadata: Metadata, me: Owner | undefined): Standing {
  const o = ownershipOf(metadata);
  if (o.state !== "owned") return { kind: "free", legacy: o.state === "legacy" };
  return me !== undefined && sameOwner(o.owner, me) ? { kind: "own" } : { kind: "other", owner: o.owner };
}
