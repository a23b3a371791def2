// A kind's desired fields, each declared once (the Terraform plugin framework's attribute: see
// shared/design/anchors.md §4): its name (the key), its type (a zod schema, usually the request
// body's own), its wire name, and whether it is secret or compared as a set. The change rule and
// the review impact come from the service's rule table of the wire field (schema/brands.ts
// BRAND_FIELD_RULES, schema/campaigns.ts CAMPAIGN_FIELD_RULES), the one the emulator obeys. A kind
// whose service has no such table (keys, webhooks, numbers, the allowlist) says it on the field
// instead (`change: "replace"`); unsaid, a wire field changes in place. A `marker` field is kept in
// the object's metadata under a reserved key, so a stateless reader sees it (an API key's rotation).
//
// From that one declaration `declareFields` derives the zod shape, the diff rules (FieldRules), the
// fields whose change goes back into review, the typed request bodies (create and update), the
// desired view of a wire object, and the service's rules between fields raised offline as issues at
// the desired path. The Pulumi args are the schema's input type (provider/pulumi/resource.ts).
import { z } from "zod";
import { type BodyProblem, reportProblems } from "../../schema/problems";
import type { ChangeKind, FieldRule, FieldRules } from "./kind";

/** How the service treats a change to a wire field after submission. */
export type WireRule = "immutable" | "review" | "in_place";

interface FieldOptions {
  /** An array compared as a set: reordering it is not a change. */
  readonly unordered?: boolean;
  /** Secret text (masked in plans, marked secret in Pulumi state). */
  readonly secret?: boolean;
}

/** A field sent to the service as `wire`, converted by `toWire` / `fromWire` when the shapes differ. */
export interface WireField<T extends z.ZodType, W extends string, V> extends FieldOptions {
  readonly type: T;
  readonly wire: W;
  readonly marker?: undefined;
  /** Unset is sent as null by an update, so the service clears the field. */
  readonly clearable?: boolean;
  readonly liveIn?: string;
  /** The change rule where the service has no rule table (with one, the table decides). */
  readonly change?: WireChange;
  readonly toWire: (value: NonNullable<z.output<T>>) => V;
  /** The wire value as the schema's input (the schema then applies defaults and normalizes). */
  readonly fromWire: (value: NonNullable<V>) => unknown;
}

/** A field never sent: it steers the kind or the front end (a wait, a review mode). */
export interface LocalField<T extends z.ZodType> extends FieldOptions {
  readonly type: T;
  readonly wire?: undefined;
  readonly marker?: undefined;
}

/** A field kept in the wire object's `metadata` under the key `marker` (sent whenever metadata is). */
export interface MarkerField<T extends z.ZodType<string | undefined>> extends FieldOptions {
  readonly type: T;
  readonly wire?: undefined;
  readonly marker: string;
  readonly change: WireChange;
}

/** A field's own change rule: replaced (a new object) or changed in place. */
export type WireChange = "replace" | "update";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = WireField<z.ZodType, string, any> | LocalField<z.ZodType> | MarkerField<z.ZodType<string | undefined>>;
export type FieldSpecs = Record<string, AnyField>;

const same = <V>(value: V) => value;

type WireOptions = FieldOptions & {
  readonly change?: WireChange;
  /** The output that holds what the object is when the view leaves this field out (see FieldRule.liveIn). */
  readonly liveIn?: string;
};

/** A wire field whose desired value is its wire value; a clearable one is sent as null when unset. */
export function wire<W extends string, T extends z.ZodType>(
  name: W,
  type: T,
  options: WireOptions & { clearable: true },
): WireField<T, W, NonNullable<z.output<T>> | null>;
export function wire<W extends string, T extends z.ZodType>(
  name: W,
  type: T,
  options?: WireOptions,
): WireField<T, W, NonNullable<z.output<T>>>;
export function wire<W extends string, T extends z.ZodType>(
  name: W,
  type: T,
  options: WireOptions & { clearable?: boolean } = {},
): WireField<T, W, NonNullable<z.output<T>>> {
  return { type, wire: name, toWire: same, fromWire: same, ...options };
}

/** A wire field whose desired value has another shape (a nested object in camelCase). */
export function mapped<W extends string, T extends z.ZodType, V>(
  name: W,
  type: T,
  convert: WireOptions & {
    toWire: (value: NonNullable<z.output<T>>) => V;
    fromWire: (value: NonNullable<V>) => unknown;
    clearable?: boolean;
  },
): WireField<T, W, V> {
  return { type, wire: name, ...convert };
}

/** A field kept in the object's metadata under `key` (a reserved "msgform:" key). */
export function marker<T extends z.ZodType<string | undefined>>(
  key: string,
  type: T,
  options: FieldOptions & { change: WireChange },
): MarkerField<T> {
  return { type, marker: key, ...options };
}

/** A local field. */
export function local<T extends z.ZodType>(type: T, options: FieldOptions = {}): LocalField<T> {
  return { type, ...options };
}

/** Every field of a record of schemas as a local field (shared local fields such as preflight's). */
export function locals<S extends Record<string, z.ZodType>>(schemas: S): { [K in keyof S]: LocalField<S[K]> } {
  type Locals = { [K in keyof S]: LocalField<S[K]> };
  return Object.fromEntries(Object.entries(schemas).map(([k, t]) => [k, local(t)])) as Locals;
}

type Shape<F extends FieldSpecs> = { [K in keyof F]: F[K]["type"] };
type DesiredValue<S> = S extends { type: infer T extends z.ZodType } ? z.output<T> : never;
type WireName<S> = S extends { wire: infer W extends string } ? W : never;
type WireValue<S> = S extends WireField<z.ZodType, string, infer V> ? V : never;
type IsOptional<S> = undefined extends DesiredValue<S> ? true : false;
type Sent<S> = NonNullable<WireValue<S>>;
type Required<F> = { [K in keyof F as IsOptional<F[K]> extends true ? never : WireName<F[K]>]: Sent<F[K]> };
type Optional<F> = { [K in keyof F as IsOptional<F[K]> extends true ? WireName<F[K]> : never]?: Sent<F[K]> };
/** The request body the wire fields make: required where the desired field is (a create never sends null). */
type WireBody<F extends FieldSpecs> = Required<F> & Optional<F>;
/** The body of an update: any wire field (null clears a clearable one). */
type WireUpdate<F extends FieldSpecs> = { [K in keyof F as WireName<F[K]>]?: WireValue<F[K]> };

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What a kind's field declarations give it. */
export interface DeclaredFields<F extends FieldSpecs> {
  readonly specs: F;
  /** The desired-state object schema (refine it with the service's cross-field rules). */
  readonly object: z.ZodObject<Shape<F>, z.core.$strict>;
  /** The diff rule of every field. */
  readonly rules: FieldRules<z.output<z.ZodObject<Shape<F>>>>;
  /** Desired fields whose change sends the object back into review. */
  readonly reviewFields: readonly string[];
  /** The create body: every set wire field. */
  toWire(desired: z.output<z.ZodObject<Shape<F>>>): WireBody<F>;
  /** The update body of the given fields: set values, null for unset clearable ones. */
  updateBody(desired: z.output<z.ZodObject<Shape<F>>>, fields: readonly string[]): WireUpdate<F>;
  /** The desired view of a wire object, before the schema normalizes it: null is unset. */
  fromWire(wire: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /**
   * Raises the service's rules between fields (brandProblems, campaignProblems) as zod issues of the desired state:
   * at the desired path ("contact.first_name" → contact.firstName), with wire names in the message
   * written as desired names.
   */
  report(ctx: z.RefinementCtx, problems: readonly BodyProblem[]): void;
}

/** The change rule of a field: a local one is never sent; a wire one by the service's table, else its own. */
function changeOf(spec: AnyField, wireRules: Readonly<Record<string, WireRule>> | undefined): ChangeKind {
  if (spec.marker !== undefined) return spec.change;
  if (spec.wire === undefined) return "local";
  const rule = wireRules?.[spec.wire];
  if (rule !== undefined) return rule === "immutable" ? "replace" : "update";
  return spec.change ?? "update";
}

/** Metadata with the markers of `desired` set (an unset marker is left out). */
function withMarkers(metadata: object, markers: readonly [string, string][], desired: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...metadata };
  for (const [k, key] of markers) if (typeof desired[k] === "string") out[key] = desired[k];
  return out;
}

/**
 * Derives everything about a kind's desired fields from their declarations and, when the service has one, its
 * rule table of the wire fields (without one, each field's own `change`).
 */
export function declareFields<F extends FieldSpecs>(
  specs: F,
  wireRules?: Readonly<Record<string, WireRule>>,
): DeclaredFields<F> {
  const entries = Object.entries(specs);
  const wired = entries.filter((e): e is [string, WireField<z.ZodType, string, unknown>] => e[1].wire !== undefined);
  const markers = entries.flatMap(([k, s]): [string, string][] => (s.marker !== undefined ? [[k, s.marker]] : []));
  const markerKeys = new Set(markers.map(([, key]) => key));
  const ruleOf = (spec: AnyField): FieldRule => {
    const change = changeOf(spec, wireRules);
    const liveIn = spec.wire !== undefined ? spec.liveIn : undefined;
    return {
      change,
      ...(spec.unordered ? { unordered: true } : {}),
      ...(spec.secret ? { secret: true } : {}),
      ...(liveIn !== undefined ? { liveIn } : {}),
    };
  };
  const fromMetadata = (metadata: object) =>
    Object.fromEntries(Object.entries(metadata).filter(([key]) => !markerKeys.has(key)));
  const shape = Object.fromEntries(entries.map(([k, s]) => [k, s.type])) as Shape<F>;
  const byWire = new Map(wired.map(([k, s]) => [s.wire, k]));
  type Wired = readonly [string, WireField<z.ZodType, string, unknown>][];
  const body = (desired: Record<string, unknown>, fields: Wired, clear: boolean) => {
    const out: Record<string, unknown> = {};
    for (const [k, s] of fields) {
      const v = desired[k];
      if (v !== undefined && v !== null) out[s.wire] = s.toWire(v);
      else if (clear && s.clearable) out[s.wire] = null;
    }
    // Metadata is replaced whole: it carries the markers whenever it is sent.
    if (markers.length > 0 && typeof out.metadata === "object" && out.metadata !== null) {
      out.metadata = withMarkers(out.metadata, markers, desired);
    }
    return out;
  };
  return {
    specs,
    object: z.strictObject(shape),
    rules: Object.fromEntries(entries.map(([k, s]) => [k, ruleOf(s)])) as DeclaredFields<F>["rules"],
    reviewFields: wired.filter(([, s]) => wireRules?.[s.wire] === "review").map(([k]) => k),
    toWire: (desired) => body(desired, wired, false) as WireBody<F>,
    updateBody: (desired, fields) => body(desired, wired.filter(([k]) => fields.includes(k)), true) as WireUpdate<F>,
    fromWire: (w) => {
      const metadata: unknown = w.metadata;
      const markerOf = (key: string) => (typeof metadata === "object" && metadata !== null ? Object(metadata)[key] : undefined);
      const view: Record<string, unknown> = Object.fromEntries(markers.map(([k, key]) => [k, markerOf(key)]));
      for (const [k, s] of wired) {
        const raw = w[s.wire];
        const v = s.wire === "metadata" && markers.length > 0 && raw != null ? fromMetadata(raw) : raw;
        view[k] = v === undefined || v === null ? undefined : s.fromWire(v);
      }
      return view;
    },
    report: (ctx, problems) => {
      const desiredName = (name: string) => byWire.get(name) ?? camelCase(name);
      const path = (param: string) => param.split(".").map(desiredName);
      const text = (message: string) => message.replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, desiredName);
      reportProblems(ctx, problems.map((p) => ({ param: p.param, message: text(p.message) })), path);
    },
  };
}
