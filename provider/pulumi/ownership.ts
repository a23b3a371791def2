// A Pulumi stack's side of object ownership (provider/ownership.ts): the objects a stack's resources
// create carry `msgform:name` (the resource name) and `msgform:pulumi` ("project/stack"), so the YAML
// CLI lists them as "managed by Pulumi stack …" and never adopts them; and a resource never writes
// an object another owner (a YAML configuration, another stack) holds unless the stack says so.
//
// The engine calls Update and Delete straight from state, with no refresh first (what most teams
// run), so each of them reads the live markers itself (the provider's one check, `heldBy`): an
// object handed over since is never rewritten, and its Delete leaves it to its new owner.
//
// The markers are bookkeeping: state and diffs show the metadata the program declared, without them.
import { terminalText } from "../../sdk/escape";
import type { AnyKind, KindObject } from "../kinds/kind";
import { type Identity, ownerLabel, standingOf, withOwner, withoutOwner } from "../ownership";

/** Stack config naming the object ids this stack may take over from another owner (comma-separated). */
const TAKE_OVER_CONFIG = "msgform:takeOver";

type Metadata = Record<string, string>;

const hasMetadata = (kind: AnyKind) => "metadata" in (kind.fields as object);
const metadataOf = (live: KindObject<object, object>) => (live.desired as { metadata?: Metadata }).metadata;

/** The desired state as sent to the service: the stack's markers added to its metadata. */
export function markedForStack<D extends object>(kind: AnyKind, desired: D, identity: Identity | undefined): D {
  if (!identity || !hasMetadata(kind)) return desired;
  const metadata = (desired as { metadata?: Metadata }).metadata;
  return { ...desired, metadata: withOwner(metadata, identity, identity.name) };
}

/**
 * Who else holds a live object, as printable text ("configuration platform"), or undefined when
 * this resource may write it: its own (this project/stack, whatever the resource name: a stack that
 * lost its state re-adopts its objects), one without an owner recorded (unmanaged or legacy), or
 * another's whose id the stack lists in `msgform:takeOver`.
 */
export function heldBy(
  kind: AnyKind,
  live: KindObject<object, object>,
  identity: Identity | undefined,
  takeOver: readonly string[],
): string | undefined {
  if (!hasMetadata(kind)) return undefined;
  const standing = standingOf(metadataOf(live), identity);
  if (standing.kind !== "other" || takeOver.includes(live.id)) return undefined;
  return terminalText(ownerLabel(standing.owner));
}

/** A live object as state holds it: its owner markers removed from the metadata. */
export function withoutMarkers<D extends object, O extends object>(
  kind: AnyKind,
  live: KindObject<D, O>,
): KindObject<D, O> {
  if (!hasMetadata(kind)) return live;
  return { ...live, desired: { ...live.desired, metadata: withoutOwner(metadataOf(live)) } };
}

const consent = (id: string) => `\`pulumi config set ${TAKE_OVER_CONFIG} ${terminalText(id)}\` (comma-separate several ids)`;

/** Why an Update was refused: the object was handed over since; how to let go of it or take it back. */
export function updateRefusal(kind: AnyKind, id: string, owner: string): string {
  return (
    `${kind.name} ${terminalText(id)} was not updated: ${owner} owns it now (it was handed over), so this stack no longer ` +
    `manages it. Remove the resource from the program: the next \`pulumi up\` drops it from this stack and leaves the ` +
    `object to ${owner}. Or take it back explicitly with ${consent(id)}, then remove it from ${owner}`
  );
}

/** Why a refresh was refused. A refresh of every resource in state comes before a removal takes effect. */
export function refreshRefusal(kind: AnyKind, id: string, owner: string): string {
  return (
    `${kind.name} ${terminalText(id)} is now managed by ${owner}, not by this stack: it was handed over. Remove the ` +
    `resource from the program and run \`pulumi up\` without --refresh (its delete leaves the object to ${owner}), or ` +
    `drop it from this stack's state with \`pulumi state delete <urn>\`; or take it back with ${consent(id)}`
  );
}

/** Why an adoption (`adoptId`) was refused: another owner's object is taken only with consent. */
export function adoptRefusal(kind: AnyKind, id: string, owner: string): string {
  return (
    `${kind.name} ${terminalText(id)} was not adopted: it is managed by ${owner}, and a stack takes another owner's ` +
    `object only in a hand-over. Remove it from ${owner}, and consent with ${consent(id)}; then run again`
  );
}

/** What a Delete of another owner's object reports instead of deleting it. */
export function leftToOwner(kind: AnyKind, id: string, owner: string): string {
  return `${kind.name} ${terminalText(id)}: not deleted: left to ${owner}, which owns it now; removed from this stack only`;
}

/** The ids the stack consents to take over, from its config. */
export function takeOverIds(config: (key: string) => string | undefined): string[] {
  return (config(TAKE_OVER_CONFIG) ?? "").split(",").map((s) => s.trim()).filter(Boolean);
}
