import { NAME_PATTERN } from "../config/schema";
import { describeOwner, type Owner } from "../../provider/ownership";

/**
 * Pulumi project and stack names: letters, digits, '-', '_' and '.' (Pulumi's own rule for both).
 * An organisation-qualified stack (org/project/stack) is not what msgform writes, so it is untrusted too.
 */
const PULUMI_PART = /^[A-Za-z0-9_.-]{1,100}$/;

/** True when the markers name an owner the way msgform itself writes them. */
export function trustedOwner(owner: Owner): boolean {
  return owner.kind === "config"
    ? NAME_PATTERN.test(owner.configuration)
    : PULUMI_PART.test(owner.project) && PULUMI_PART.test(owner.stack);
}

/**
 * How plans, drift, export and errors name an owner. The markers are account strings any key with
 * write access to one object can set: a name msgform could not have written is quoted and marked,
 * so "configuration prod" can only ever mean a configuration named prod. Renderers still escape it.
 */
export function ownerLabel(owner: Owner): string {
  if (trustedOwner(owner)) return describeOwner(owner);
  const raw = owner.kind === "config" ? owner.configuration : `${owner.project}/${owner.stack}`;
  return `${owner.kind === "config" ? "configuration" : "Pulumi stack"} "${raw}" (untrusted name)`;
}
