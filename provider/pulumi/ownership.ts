// A Pulumi stack's side of object ownership (provider/ownership.ts): the objects a stack's resources
// create carry `msgform:name` (the resource name) and `msgform:pulumi` ("project/stack"), so the YAML
// CLI lists them as "managed by Pulumi stack …" and never adopts them; and a resource never takes
// over an object another owner (a YAML configuration, another stack) holds unless the stack says so.
//
// The markers are bookkeeping: state and diffs show the metadata the program declared, without them.
import type { AnyKind, KindObject } from "../kinds/kind";
import { describeOwner, type Identity, ownershipOf, sameOwner, withOwner, withoutOwner } from "../ownership";

/** Stack config naming the object ids this stack may take over from another owner (comma-separated). */
export const TAKE_OVER_CONFIG = "msgform:takeOver";

type Metadata = Record<string, string>;

const hasMetadata = (kind: AnyKind) => "metadata" in (kind.fields as object);

/** The desired state as sent to the service: the stack's markers added to its metadata. */
export function markedForStack<D extends object>(kind: AnyKind, desired: D, identity: Identity | undefined): D {
  if (!identity || !hasMetadata(kind)) return desired;
  const metadata = (desired as { metadata?: Metadata }).metadata;
  return { ...desired, metadata: withOwner(metadata, identity, identity.name) };
}

/**
 * A live object as this resource may hold it: its owner markers removed from the metadata. Refused
 * when another owner holds it: on refresh (`identity` known) it was handed over since; on import
 * (no identity yet) the stack must consent by listing the id in `msgform:takeOver`.
 */
export function ownedView<D extends object, O extends object>(
  kind: AnyKind,
  live: KindObject<D, O>,
  identity: Identity | undefined,
  takeOver: readonly string[],
): KindObject<D, O> {
  if (!hasMetadata(kind)) return live;
  const metadata = (live.desired as { metadata?: Metadata }).metadata;
  const o = ownershipOf(metadata);
  if (o.state === "owned") {
    const ours = identity !== undefined && sameOwner(o.owner, identity);
    if (!ours && !takeOver.includes(live.id)) throw new Error(refusal(kind, live.id, describeOwner(o.owner), identity));
  }
  return { ...live, desired: { ...live.desired, metadata: withoutOwner(metadata) } };
}

function refusal(kind: AnyKind, id: string, owner: string, identity: Identity | undefined): string {
  const consent = `pulumi config set ${TAKE_OVER_CONFIG} ${id}`;
  return identity === undefined
    ? `${kind.name} ${id} is managed by ${owner}; a Pulumi resource does not take over another owner's object. ` +
    `Remove it from ${owner} first, or consent with \`${consent}\` (comma-separate several ids) and import again`
    : `${kind.name} ${id} is now managed by ${owner}, not by this resource: it was handed over. Remove it from ` +
      `this stack (\`pulumi state delete <urn>\`), or take it back with \`${consent}\``;
}

/** The ids the stack consents to take over, from its config. */
export function takeOverIds(config: (key: string) => string | undefined): string[] {
  return (config(TAKE_OVER_CONFIG) ?? "").split(",").map((s) => s.trim()).filter(Boolean);
}
