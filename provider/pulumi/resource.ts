// The base of msgform's Pulumi resource classes (`new msgform.ApiKey(name, args, opts)`): a
// pulumi.dynamic.Resource whose provider is the kind's shim, typed args, every desired and output
// field exposed as an Output, and the kind's secret fields marked via additionalSecretOutputs.
import * as pulumi from "@pulumi/pulumi";
import { type AnyKind, desiredFields, outputFields, secretFields } from "../kinds/kind";
import { IDENTITY_KEY } from "./adapter";
import { shimFor } from "./shim";

/** The module part of the resource type token: `pulumi-nodejs:dynamic/msgform:<Kind>`. */
const RESOURCE_MODULE = "msgform";

/** Resource args: each field of the kind's input may be an Output. */
export type ArgsOf<I> = { [P in keyof I]: pulumi.Input<I[P]> };

/** Resource outputs: each desired and output-only field. */
export type OutputProps<T> = { readonly [P in keyof T]-?: pulumi.Output<T[P]> };

/** The Pulumi type token of a kind's resources. */
export function resourceType(kindName: string): string {
  return `pulumi-nodejs:dynamic/${RESOURCE_MODULE}:${kindName}`;
}

/**
 * A kind's resource. Subclasses declare their outputs with `declare readonly x: pulumi.Output<T>`
 * (not `readonly x!: …`: with ES2022 class fields that would reset the Output super() assigned).
 */
export abstract class KindResource extends pulumi.dynamic.Resource {
  protected constructor(kind: Pick<AnyKind, "name" | "fields" | "outputs">, name: string, args: object, opts?: pulumi.CustomResourceOptions) {
    super(
      shimFor(kind.name),
      name,
      KindResource.props(kind, name, args),
      pulumi.mergeOptions(opts, { additionalSecretOutputs: secretFields(kind) }),
      RESOURCE_MODULE,
      kind.name,
    );
  }

  /** The registered props: the args and the identity, plus every other field as undefined so it becomes an output. */
  private static props(kind: Pick<AnyKind, "fields" | "outputs">, name: string, args: object): Record<string, unknown> {
    // Who declares it, hidden from the kind: its creates are idempotent across engine runs.
    const identity = { project: pulumi.getProject(), stack: pulumi.getStack(), name };
    const props: Record<string, unknown> = { ...args, [IDENTITY_KEY]: identity };
    for (const f of [...desiredFields(kind), ...outputFields(kind)]) if (!(f in props)) props[f] = undefined;
    return props;
  }
}
