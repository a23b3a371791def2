// Who owns a managed object, as its metadata says (provider/ownership.ts writes and judges the markers;
// the emulator's console reads them to name objects):
//
//   msgform:name    the declaration name (YAML) or the Pulumi resource name
//   msgform:config  the YAML configuration that owns it (`configuration:` in the files; "default")
//   msgform:pulumi  the Pulumi stack that owns it, as "project/stack"

export const NAME_KEY = "msgform:name";
export const CONFIG_KEY = "msgform:config";
export const PULUMI_KEY = "msgform:pulumi";

/** The configuration files without a top-level `configuration:` belong to. */
export const DEFAULT_CONFIGURATION = "default";

export type Owner =
  | { readonly kind: "config"; readonly configuration: string }
  | { readonly kind: "pulumi"; readonly project: string; readonly stack: string };

/**
 * Who owns one declaration: its owner and its name there. The same value names the owner markers
 * and keys the create's idempotency (provider/idempotency.ts), so both front ends agree on it.
 */
export type Identity = Owner & { readonly name: string };

/** What the markers on one object say about it. */
export type Ownership =
  /** No msgform markers: made by hand or by another tool. */
  | { readonly state: "unmanaged" }
  /** Named by an older msgform that did not record owners. */
  | { readonly state: "legacy"; readonly name: string }
  | { readonly state: "owned"; readonly name: string; readonly owner: Owner };

type Metadata = Readonly<Record<string, string>> | undefined | null;

export function ownershipOf(metadata: Metadata): Ownership {
  const name = metadata?.[NAME_KEY];
  if (name === undefined) return { state: "unmanaged" };
  const configuration = metadata?.[CONFIG_KEY];
  if (configuration !== undefined) return { state: "owned", name, owner: { kind: "config", configuration } };
  const stack = metadata?.[PULUMI_KEY];
  if (stack !== undefined) {
    const slash = stack.indexOf("/");
    const project = slash < 0 ? stack : stack.slice(0, slash);
    return { state: "owned", name, owner: { kind: "pulumi", project, stack: slash < 0 ? "" : stack.slice(slash + 1) } };
  }
  return { state: "legacy", name };
}
