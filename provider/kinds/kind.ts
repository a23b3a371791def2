// The one resource model. Each of the six resource kinds (ApiKey, WebhookEndpoint, IpAllowlist,
// Brand, Campaign, PhoneNumber) implements `Kind` in its own file under provider/kinds/, and both
// front ends drive it: provider/pulumi/ (dynamic resources) and cli/ (YAML config as code).
//
// Nothing in provider/kinds/ imports Pulumi. A kind knows its desired-state schema, how it maps to
// the wire, how to read/create/update/delete it, and its diff rules; the front ends own
// everything else (marshalling, secrets marking, plan display, state files).
import type { z } from "zod";
import type { ConnectionSettings } from "../../sdk/config";
import type { Identity } from "../ownership";

/** How a change to one desired-state field is applied. */
export type ChangeKind =
  /** Changed in place by `update()`. */
  | "update"
  /** Forces replacement: a new object is created, then the old one deleted (see `replaceStrategy`). */
  | "replace"
  /**
   * Never sent to the service: it only steers the front end or the kind (a delete opt-in, a wait
   * timeout). A change is recorded in state without calling `update()`; `read()` cannot observe it,
   * so front ends carry it over from the prior desired state.
   */
  | "local";

/** The diff rule for one desired-state field. The bare string form means `{ change }`. */
export interface FieldRule {
  readonly change: ChangeKind;
  /** Secret text (masked in plans, marked secret in Pulumi state). */
  readonly secret?: boolean;
  /** An array compared as a set: reordering it is not a change (event kinds, scopes, CIDRs). */
  readonly unordered?: boolean;
  /**
   * The output that holds this field's live value when the kind's view leaves the field out
   * (PhoneNumber's `number`: a number bought by search reads as its criteria). A declaration or
   * state that names the field is compared with that value, what the object is (`carryOver`), and
   * an export writes it (`exactView`).
   */
  readonly liveIn?: string;
}

/** Every desired-state field is classified: the type makes the list exhaustive. */
export type FieldRules<D> = { readonly [K in keyof D]-?: ChangeKind | FieldRule };

/** The rule for one output-only field (a field the service computes; never an input). */
interface OutputRule {
  /** Secret text, e.g. an API key's secret or an endpoint's signing secret. */
  readonly secret?: boolean;
  /** Never changes for the life of the object (an id, created_at, the phone number bought). */
  readonly stable?: boolean;
}

/** Every output-only field is listed: the type makes the list exhaustive. */
type OutputRules<O> = { readonly [K in keyof O]-?: OutputRule };

/**
 * Where the kind's client comes from: the sdk's one resolver (sdk/config.ts resolveConnection) run
 * by each front end over its layers (CLI flags, Pulumi stack config `msgform:*`, then `MSGFORM_*`
 * environment variables), with where each value came from. Front ends never log the secret.
 */
export type Settings = ConnectionSettings;

/** What a kind's operations receive. */
export interface KindContext<C = unknown> {
  /** The API client (the sdk client for the built-in kinds), built once per process from `settings`. */
  readonly client: C;
  readonly settings: Settings;
  /** Progress notes (waiting for a status, a rotation's quiet period). Never pass secret text. */
  log(message: string): void;
  /** Aborted when the front end gives up (CLI interrupt). Long waits should honour it. */
  readonly signal: AbortSignal;
  /** The declaration being worked on (YAML configuration entry or Pulumi resource), when known. */
  readonly identity?: Identity;
  /**
   * Set by the front end around `create()` (provider/idempotency.ts): the request options of the
   * write that makes the object. Kinds pass `createOptions(ctx)` to that one write, so a repeated
   * create (a re-run after a crash, a concurrent apply) replays the first (spec 8) instead of
   * making a second object. `attempt` numbers the writes of one create that differ in body (a
   * number bought from a search: each candidate is its own operation).
   */
  readonly createRequest?: (attempt?: number) => CreateRequest;
}

/** The idempotency of one create's write, and how the front end learns it was a replay. */
interface CreateRequest {
  readonly idempotencyKey: string;
  onResponse(info: { status: number; replayed: boolean }): void;
}

/** A live object as the kind sees it. */
export interface KindObject<D, O> {
  readonly id: string;
  /**
   * The live object's desired-state view, in the normalized form `schema.parse` produces (defaults
   * applied), so refreshing an unchanged object shows no diff. `local` fields are overwritten by the
   * front end with their prior values.
   */
  readonly desired: D;
  /**
   * Output-only fields. A field left `undefined` (one the service shows only once, like a secret)
   * keeps its last known value: front ends carry it over from the prior state.
   */
  readonly outputs: O;
}

/** What `create()` made: the id, the outputs, and a `detail` to show with its result. */
interface KindCreated<O> {
  readonly id: string;
  readonly outputs: O;
  readonly detail?: string;
}

/** The input to `update()`. */
export interface KindUpdate<D, O> {
  readonly olds: D;
  readonly news: D;
  /** The prior outputs. */
  readonly outputs: O;
  /** The changed fields (at least one `update` field; never a `replace` one). */
  readonly diff: KindDiff;
}

/**
 * One resource kind: everything about it in one place. Declare a kind with `satisfies`
 * (`export const ApiKey = { … } satisfies Kind<ApiKeyDesired, ApiKeyOutputs, Client>`) so that
 * `InputOf<typeof ApiKey>` sees the schema's input type (optional fields with defaults).
 *
 * @typeParam D desired state: what a user writes (Pulumi args, a YAML entry), as `schema` outputs it.
 * @typeParam O output-only state: what the service computes.
 * @typeParam C the client the operations use (the sdk client for the built-in kinds).
 */
export interface Kind<D extends object, O extends object, C = unknown> {
  /**
   * The kind's name, e.g. "ApiKey": the YAML `kind:`, the Pulumi type `pulumi-nodejs:dynamic/msgform:ApiKey`,
   * and the name recorded in every serialized Pulumi provider. Never rename a kind.
   */
  readonly name: string;
  readonly description?: string;
  /**
   * The path parameter that names one object of this kind (`key_id`): what an id given by hand
   * (Pulumi `adoptId`, a configuration's `id`) must look like (schema/ids.ts `idProblem`).
   */
  readonly idParam?: string;
  /** Desired-state schema: validates user input (errors carry property paths) and applies defaults. */
  readonly schema: z.ZodType<D>;
  /** How each desired field changes. */
  readonly fields: FieldRules<D>;
  /** The output-only fields. */
  readonly outputs: OutputRules<O>;
  /**
   * How a replacement proceeds. Default "create-before-delete", so dependents get the new object
   * (e.g. a rotated key's secret) before the old one goes. "delete-before-create" for singletons.
   */
  readonly replaceStrategy?: "create-before-delete" | "delete-before-create";
  /** Builds the client from settings. Omitted by the built-in kinds: the front end uses the sdk. */
  connect?(settings: Settings): C | Promise<C>;
  /** Desired state → the API's request body (snake_case wire fields). */
  toWire(desired: D): Record<string, unknown>;
  /** The API's object → the kind's view of it. */
  fromWire(wire: unknown): KindObject<D, O>;
  /** The live object, or `undefined` when it is gone (deleted out of band). */
  read(ctx: KindContext<C>, id: string, prior?: KindObject<D, O>): Promise<KindObject<D, O> | undefined>;
  /**
   * Creates the object; must not leave one behind when it fails. `detail`: what the create chose
   * that the declaration did not say (the number a search bought), which front ends show with the
   * create's result ("done (pn_…, bought +1212…, first available match of areaCode=212)").
   */
  create(ctx: KindContext<C>, desired: D): Promise<KindCreated<O>>;
  /** Applies in-place changes; returns the new outputs. */
  update(ctx: KindContext<C>, id: string, change: KindUpdate<D, O>): Promise<O>;
  /** Deletes the object (or refuses with a message that says why and how). Gone already is success. */
  delete(ctx: KindContext<C>, id: string, state: KindObject<D, O>): Promise<void>;
  /**
   * The front end let go of the object without deleting it (another owner holds it now): drop what
   * the kind keeps about it in this process. Optional.
   */
  forget?(ctx: KindContext<C>, id: string): Promise<void>;
  /** Every live object of this kind (for `export`). */
  list?(ctx: KindContext<C>): AsyncIterable<KindObject<D, O>>;
  /**
   * Offline review of a desired state the schema accepted (Brand and Campaign: the 10DLC preflight
   * rules). Values not known yet (a Pulumi preview) are absent. Failures stop the check; warnings
   * are reported.
   */
  check?(desired: D): KindCheck;
}

/** What a kind's own check found. */
export interface KindCheck {
  readonly failures: readonly { property: string; reason: string }[];
  readonly warnings: readonly string[];
}

/**
 * Thrown by `create()` or `update()` when the object exists but did not become ready (a wait for a
 * status timed out, a review rejected it). Front ends keep the object in state (Pulumi records it
 * with the reasons as initialization errors) instead of orphaning it.
 */
export class ObjectNotReadyError extends Error {
  override readonly name = "ObjectNotReadyError";
  constructor(
    message: string,
    readonly id: string,
    readonly outputs: object,
    readonly reasons: readonly string[] = [message],
  ) {
    super(message);
  }
}

/** True for an `ObjectNotReadyError`, even one from another copy of this module. */
export function isObjectNotReady(e: unknown): e is ObjectNotReadyError {
  return e instanceof Error && e.name === "ObjectNotReadyError" && typeof (e as ObjectNotReadyError).id === "string";
}

/** A kind of any shape, for registries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyKind = Kind<any, any, any>;

/** The desired state type of a kind (as its schema outputs it). */
export type DesiredOf<K extends AnyKind> = z.output<K["schema"]>;
/** The user-facing input type of a kind (optional where the schema has defaults). */
export type InputOf<K extends AnyKind> = z.input<K["schema"]>;
/** The output-only state type of a kind. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OutputsOf<K extends AnyKind> = K extends Kind<any, infer O, any> ? O : never;

// ---------------------------------------------------------------------------------------------
// Rules and the generic diff, used by both front ends.

/** The normalized rule of a desired field. */
export function fieldRule(kind: Pick<AnyKind, "fields">, field: string): FieldRule | undefined {
  const rule = (kind.fields as Record<string, ChangeKind | FieldRule | undefined>)[field];
  if (rule === undefined) return undefined;
  return typeof rule === "string" ? { change: rule } : rule;
}

/** Desired field names, in declaration order. */
export function desiredFields(kind: Pick<AnyKind, "fields">): string[] {
  return Object.keys(kind.fields);
}

/** Output-only field names, in declaration order. */
export function outputFields(kind: Pick<AnyKind, "outputs">): string[] {
  return Object.keys(kind.outputs);
}

/** Names of fields (desired or output) holding secret text. */
export function secretFields(kind: Pick<AnyKind, "fields" | "outputs">): string[] {
  const desired = desiredFields(kind).filter((f) => fieldRule(kind, f)?.secret === true);
  const outputs = Object.entries(kind.outputs as Record<string, OutputRule>)
    .filter(([, r]) => r.secret === true)
    .map(([f]) => f);
  return [...desired, ...outputs];
}

/** What diffs show instead of a secret value. */
export const SECRET_MASK = "[secret]";

export interface FieldDiff {
  readonly field: string;
  readonly change: ChangeKind;
  /** Old and new values; `SECRET_MASK` for secret fields. */
  readonly old: unknown;
  readonly new: unknown;
  readonly secret: boolean;
  /** The new value is not known yet (a Pulumi preview): counted as a change. */
  readonly unknown: boolean;
}

export interface KindDiff {
  /** What the changes require: nothing, an in-place update, or a replacement. */
  readonly action: "none" | "update" | "replace";
  readonly changes: readonly FieldDiff[];
  /** Changed fields that force replacement. */
  readonly replaceFields: readonly string[];
  /** Changed fields applied in place by `update()`. */
  readonly updateFields: readonly string[];
  /** Changed fields that are local only (no API call). */
  readonly localFields: readonly string[];
}

export interface DiffOptions {
  /** Recognizes a not-yet-known value (Pulumi's unknown sentinel during preview). */
  isUnknown?: (value: unknown) => boolean;
}

/**
 * Compares two desired states field by field under the kind's rules. Absent, `undefined` and `null`
 * are the same ("unset"); arrays marked `unordered` compare as sets; objects compare by value.
 * Fields the kind does not declare are ignored.
 */
export function diffDesired(
  kind: Pick<AnyKind, "fields">,
  olds: Readonly<Record<string, unknown>>,
  news: Readonly<Record<string, unknown>>,
  options: DiffOptions = {},
): KindDiff {
  const changes: FieldDiff[] = [];
  for (const field of desiredFields(kind)) {
    const rule = fieldRule(kind, field)!;
    const before = olds[field];
    const after = news[field];
    const unknown = options.isUnknown !== undefined && containsUnknown(after, options.isUnknown);
    if (!unknown && sameValue(before, after, rule.unordered === true)) continue;
    const secret = rule.secret === true;
    changes.push({
      field,
      change: rule.change,
      old: secret ? SECRET_MASK : before,
      new: secret ? SECRET_MASK : after,
      secret,
      unknown,
    });
  }
  const of = (c: ChangeKind) => changes.filter((d) => d.change === c).map((d) => d.field);
  const replaceFields = of("replace");
  const updateFields = of("update");
  const localFields = of("local");
  const action = replaceFields.length > 0 ? "replace" : changes.length > 0 ? "update" : "none";
  return { action, changes, replaceFields, updateFields, localFields };
}

function containsUnknown(value: unknown, isUnknown: (v: unknown) => boolean): boolean {
  if (isUnknown(value)) return true;
  if (Array.isArray(value)) return value.some((v) => containsUnknown(v, isUnknown));
  if (value !== null && typeof value === "object") {
    return Object.values(value).some((v) => containsUnknown(v, isUnknown));
  }
  return false;
}

/** Value equality for diffs: unset values are equal, object key order never matters. */
export function sameValue(a: unknown, b: unknown, unordered = false): boolean {
  if (unordered && Array.isArray(a) && Array.isArray(b)) {
    const set = (xs: unknown[]) => JSON.stringify(xs.map((x) => stringify(canonical(x))).sort());
    return set(a) === set(b);
  }
  return stringify(canonical(a)) === stringify(canonical(b));
}

/** JSON with object keys sorted and unset values dropped: equal for values `sameValue` calls equal. */
export function canonicalJson(value: unknown): string {
  return stringify(canonical(value));
}

function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined && v !== null) out[key] = canonical(v);
    }
    return out;
  }
  return value;
}

function stringify(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}

/**
 * The state after a `read()`, with what `read()` cannot observe carried over from the prior state:
 * `local` desired fields, and output fields the service no longer shows (left `undefined`).
 */
export function carryOver<D extends object, O extends object>(
  kind: Pick<Kind<D, O>, "fields" | "outputs">,
  live: KindObject<D, O>,
  prior: { readonly desired?: Partial<D>; readonly outputs?: Partial<O> } | undefined,
): KindObject<D, O> {
  if (prior === undefined) return live;
  const desired: Record<string, unknown> = { ...(live.desired as Record<string, unknown>) };
  const declared = prior.desired as Record<string, unknown> | undefined;
  for (const field of desiredFields(kind)) {
    const rule = fieldRule(kind, field);
    if (rule?.change === "local") desired[field] = declared?.[field];
    else if (rule?.liveIn !== undefined && desired[field] === undefined && declared?.[field] !== undefined) {
      desired[field] = (live.outputs as Record<string, unknown>)[rule.liveIn];
    }
  }
  const outputs: Record<string, unknown> = { ...(live.outputs as Record<string, unknown>) };
  for (const field of outputFields(kind)) {
    if (outputs[field] === undefined) outputs[field] = (prior.outputs as Record<string, unknown> | undefined)?.[field];
  }
  return { id: live.id, desired: desired as D, outputs: outputs as O };
}

/** The live object described by what it is: every field the view leaves out filled from its `liveIn` output. */
export function exactView<D extends object, O extends object>(
  kind: Pick<Kind<D, O>, "fields">,
  live: KindObject<D, O>,
): KindObject<D, O> {
  const desired: Record<string, unknown> = { ...(live.desired as Record<string, unknown>) };
  for (const field of desiredFields(kind)) {
    const liveIn = fieldRule(kind, field)?.liveIn;
    if (liveIn === undefined || desired[field] !== undefined) continue;
    desired[field] = (live.outputs as Record<string, unknown>)[liveIn];
  }
  return { ...live, desired: desired as D };
}
