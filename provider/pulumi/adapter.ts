// Turns a Kind into a Pulumi dynamic ResourceProvider. This code runs inside the dynamic-provider
// host (@pulumi/pulumi/cmd/dynamic-provider), loaded at call time by the serialized shim
// (shim.ts): it is never serialized itself, so it may import freely.
import type {
  CheckFailure,
  CheckResult,
  ConfigureRequest,
  CreateResult,
  DiffResult,
  ReadResult,
  ResourceProvider,
  UpdateResult,
} from "@pulumi/pulumi/dynamic";
import {
  type AnyKind,
  carryOver,
  desiredFields,
  diffDesired,
  fieldRule,
  isObjectNotReady,
  type KindContext,
  type KindDiff,
  type KindObject,
  outputFields,
  secretFields,
  type Settings,
} from "../kinds/kind";
import { idProblem } from "../../schema/ids";
import { createOnce, findByOwner } from "../idempotency";
import { type Identity, reservedKeyIssues } from "../ownership";
import { engineLog } from "./engineLog";
import {
  adoptRefusal,
  heldBy,
  leftToOwner,
  markedForStack,
  refreshRefusal,
  takeOverIds,
  updateRefusal,
  withoutMarkers,
} from "./ownership";
import { type ConfigSource, resolveSettings } from "./settings";
import { terminalText } from "../../sdk/escape";

/** Pulumi's wire sentinel for a value not known yet (during preview). */
export const UNKNOWN = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
/** The input under which dynamic.Resource stores the serialized provider. */
export const PROVIDER_KEY = "__provider";
/**
 * The hidden input under which KindResource passes the resource's identity (project, stack, name):
 * a dynamic provider's create sees only inputs, and its idempotency is keyed by who declares it.
 */
export const IDENTITY_KEY = "__identity";
/**
 * The input naming an existing object a resource's Create takes over instead of making a new one
 * (every kind but the IpAllowlist, whose one list is taken with `adoptExisting`). It stands in for
 * Pulumi's `import` option, which cannot work for a dynamic resource (the engine's import Read
 * carries no `__provider`, pulumi/pulumi#16175): read only by Create, never a diff.
 */
export const ADOPT_ID = "adoptId";

/** Whether a kind's resources take `adoptId` (a kind with a fixed id adopts by its own flag). */
export const adoptsById = (kind: AnyKind) => !("adoptExisting" in (kind.fields as object));

type Props = Record<string, unknown>;

/**
 * Per-process state shared by every kind's provider: the settings from configure() and the clients
 * built from them (one per connect function, so the built-in kinds share one sdk client and its
 * rate-limit pacing).
 */
export class ProviderSession {
  private current: Settings;
  private configError: Error | undefined;
  private readonly clients = new Map<(s: Settings) => unknown, Promise<unknown>>();

  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {
    this.current = resolveSettings(undefined, env);
  }

  get settings(): Settings {
    return this.current;
  }

  /**
   * Applies the stack config. A bad config fails this call and every later client() call: the host
   * caches a provider before its configure() settles, and would otherwise go on unconfigured.
   */
  configure(config: ConfigSource | undefined): void {
    let next: Settings;
    try {
      next = resolveSettings(config, this.env);
    } catch (e) {
      this.configError = e instanceof Error ? e : new Error(String(e));
      throw this.configError;
    }
    this.configError = undefined;
    const same = (["baseUrl", "keyId", "keySecret", "caFile"] as const).every((k) => next[k] === this.current[k]);
    this.current = next;
    if (!same) this.clients.clear();
  }

  client(connect: (s: Settings) => unknown): Promise<unknown> {
    if (this.configError) return Promise.reject(this.configError);
    let client = this.clients.get(connect);
    if (client === undefined) {
      client = Promise.resolve().then(() => connect(this.current));
      // A failed connect is retried on the next call rather than cached.
      client.catch(() => this.clients.delete(connect));
      this.clients.set(connect, client);
    }
    return client;
  }
}

export interface KindProviderOptions {
  session: ProviderSession;
  /** Finds the kind by name; called on first use, after configure(). */
  resolveKind: (name: string) => AnyKind;
  /** Builds the client for kinds that have no connect() of their own (the sdk client). */
  defaultConnect: (settings: Settings) => unknown;
}

/** The dynamic provider for one kind. */
export class KindProvider implements ResourceProvider {
  private resolved: AnyKind | undefined;

  constructor(
    readonly kindName: string,
    private readonly options: KindProviderOptions,
  ) {}

  /** The kind, found on first use. */
  get kind(): AnyKind {
    this.resolved ??= this.options.resolveKind(this.kindName);
    return this.resolved;
  }

  async configure(req: ConfigureRequest): Promise<void> {
    this.options.session.configure(req.config);
  }

  async check(olds: Props, news: Props): Promise<CheckResult> {
    const kind = this.kind;
    const inputs = withoutProvider(news);
    // adoptId counts only for a resource not in state yet (no old inputs), as Pulumi's own `import`
    // option: a replacement's Create must make a new object, not take the old one again.
    const inState = Object.keys(pick(olds, desiredFields(kind))).length > 0;
    const adoptId = inState ? undefined : news[ADOPT_ID];
    const known = desiredFields(kind);
    const failures: CheckFailure[] = [...adoptIdFailures(kind, adoptId), ...reservedMetadata(kind, inputs.metadata)];
    for (const key of Object.keys(inputs)) {
      if (!known.includes(key)) {
        const all = adoptsById(kind) ? [...known, ADOPT_ID] : known;
        failures.push({ property: key, reason: `${kind.name} has no property "${key}" (it has: ${all.join(", ")})` });
      }
    }
    const parsed = kind.schema.safeParse(inputs);
    const adopt = adoptId === undefined ? {} : { [ADOPT_ID]: adoptId };
    if (parsed.success) {
      if (failures.length > 0) return { inputs: { ...inputs, ...adopt }, failures };
      const review = reviewOf(kind, parsed.data as Props);
      const identity = news[IDENTITY_KEY] === undefined ? {} : { [IDENTITY_KEY]: news[IDENTITY_KEY] };
      if (review.length > 0) return { inputs: { ...inputs, ...adopt }, failures: review };
      return { inputs: { ...plain(parsed.data as Props), ...adopt, ...identity } };
    }
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        // Top-level ones are reported above; nested ones (address.postal_code) one per key here.
        if (issue.path.length === 0) continue;
        for (const key of issue.keys) {
          failures.push({ property: propertyPath([...issue.path, key]), reason: `unknown property "${key}"` });
        }
        continue;
      }
      if (pathTouchesUnknown(inputs, issue.path)) continue; // not known until apply
      failures.push({ property: propertyPath(issue.path) || kind.name, reason: issue.message });
    }
    return { inputs: { ...inputs, ...adopt }, failures };
  }

  async diff(_id: string, olds: Props, news: Props): Promise<DiffResult> {
    const kind = this.kind;
    const d = diffDesired(kind, priorDesired(kind, olds), withoutProvider(news), { isUnknown: (v) => v === UNKNOWN });
    return {
      changes: d.action !== "none",
      replaces: [...d.replaceFields],
      stables: d.action === "replace" ? [] : stableFields(kind),
      deleteBeforeReplace: kind.replaceStrategy === "delete-before-create",
    };
  }

  async create(inputs: Props): Promise<CreateResult> {
    const kind = this.kind;
    try {
      const desired = parseDesired(kind, inputs);
      const ctx = await this.context(kind);
      // With its identity, a Create re-issued after the engine died adopts what the first one made.
      const identity = identityOf(inputs);
      const adoptId = inputs[ADOPT_ID];
      if (typeof adoptId === "string" && adoptsById(kind)) {
        const adopted = await adopt(kind, ctx, adoptId, desired, identity);
        return { id: adoptId, outs: { ...state(kind, desired, adopted), ...hiddenIdentity(inputs) } };
      }
      // Sent with the stack's owner markers; state keeps the metadata the program declared.
      const sent = markedForStack(kind, desired, identity);
      // A number found by a search that now finds another is found again by its owner markers.
      const find = (who: NonNullable<typeof identity>) => () => findByOwner(kind, ctx, who);
      const made = identity ? createOnce(kind, ctx, sent, { identity, find: find(identity) }) : kind.create(ctx, sent);
      const { id, outputs, detail } = await made;
      if (detail !== undefined) ctx.log(`${id}: ${detail}`);
      return { id, outs: { ...state(kind, desired, outputs), ...hiddenIdentity(inputs) } };
    } catch (e) {
      throw this.failure(kind, e, inputs, undefined);
    }
  }

  async read(id: string, props?: Props): Promise<ReadResult> {
    const kind = this.kind;
    const prior = priorObject(kind, id, props ?? {});
    try {
      const identity = identityOf(props ?? {});
      // The engine's import Read sends no state and no __provider, so the host fails before this
      // runs (pulumi/pulumi#16175); anything else calling it so is told the way that works.
      if (identity === undefined && Object.keys(pick(props ?? {}, desiredFields(kind))).length === 0) {
        throw new Error(importRefusal(kind, id));
      }
      const ctx = await this.context(kind);
      const found = await kind.read(ctx, id, prior);
      if (found === undefined) return { id: "", props: {} }; // gone: the engine drops it from state
      const owner = heldBy(kind, found, identity, takeOverIds((k) => ctx.settings.config(k)));
      if (owner !== undefined) throw new Error(refreshRefusal(kind, id, owner));
      const merged = carryOver(kind, withoutMarkers(kind, found), prior);
      const hidden = hiddenIdentity(props ?? {});
      const stateProps = { ...state(kind, merged.desired, merged.outputs), ...hidden };
      return { id: merged.id, props: stateProps, inputs: { ...plain(merged.desired), ...hidden } };
    } catch (e) {
      throw this.failure(kind, e, props ?? {}, undefined);
    }
  }

  async update(id: string, olds: Props, news: Props): Promise<UpdateResult> {
    const kind = this.kind;
    try {
      const prior = priorObject(kind, id, olds);
      const desired = parseDesired(kind, news);
      const d = diffDesired(kind, prior.desired, withoutProvider(news));
      if (d.replaceFields.length > 0) {
        throw new Error(`${kind.name} ${id}: ${d.replaceFields.join(", ")} cannot change in place (the engine should have replaced it)`);
      }
      const ctx = await this.context(kind);
      const identity = identityOf(news) ?? identityOf(olds);
      // No refresh comes first: the live owner is read here, before anything is written.
      const live = await kind.read(ctx, id, prior);
      const owner = live && heldBy(kind, live, identity, takeOverIds((k) => ctx.settings.config(k)));
      if (owner) throw new Error(updateRefusal(kind, id, owner));
      let outputs: object = prior.outputs;
      if (d.updateFields.length > 0) {
        // Every update re-sends the stack's markers: an object taken over from another owner gets them here.
        const sent = { olds: prior.desired, news: markedForStack(kind, desired, identity), outputs: prior.outputs };
        outputs = await kind.update(ctx, id, { ...sent, diff: withMetadata(kind, d, identity) });
      }
      // Outputs the service shows only once (left undefined) keep their prior values.
      const outs = state(kind, desired, { ...prior.outputs, ...definedOnly(outputs as Props) });
      return { outs: { ...outs, ...hiddenIdentity(news) } };
    } catch (e) {
      throw this.failure(kind, e, news, olds);
    }
  }

  async delete(id: string, props: Props): Promise<void> {
    const kind = this.kind;
    try {
      const ctx = await this.context(kind);
      const prior = priorObject(kind, id, props);
      // An object handed over since is its new owner's: the Delete (a resource removed from the
      // program, a destroy) lets go of it without deleting it.
      const live = await kind.read(ctx, id, prior);
      const owner = live && heldBy(kind, live, identityOf(props), []);
      if (owner) {
        await kind.forget?.(ctx, id);
        await engineLog("info", leftToOwner(kind, id, owner));
        return;
      }
      await kind.delete(ctx, id, prior);
    } catch (e) {
      throw this.failure(kind, e, props, undefined);
    }
  }

  private async context(kind: AnyKind): Promise<KindContext> {
    const session = this.options.session;
    const connect = kind.connect ? kind.connect.bind(kind) : this.options.defaultConnect;
    const client = await session.client(connect);
    const settings = session.settings;
    return {
      client,
      settings,
      log: (message: string) => console.error(`msgform ${kind.name}: ${redact(message, secretsIn(kind, settings, {}))}`),
      signal: new AbortController().signal,
    };
  }

  /**
   * The error the host reports: secret text removed. For an object that exists but is not ready,
   * the fields the host turns into a partial-failure (ErrorResourceInitFailed) response: id,
   * properties and reasons. The engine keeps those properties as the resource's state and sends
   * them back on the next Read, Update or Delete, so they carry all a success would: the desired
   * fields, the outputs, the stack's identity and the serialized provider (which the host adds
   * only on success).
   */
  private failure(kind: AnyKind, e: unknown, props: Props, olds: Props | undefined): Error {
    const secrets = secretsIn(kind, this.options.session.settings, { ...olds, ...props });
    const message = redact(e instanceof Error ? e.message : String(e), secrets);
    const err = new Error(message) as Error & { id?: string; properties?: Props; reasons?: string[] };
    if (isObjectNotReady(e)) {
      const base = olds ?? props;
      const desired = pick(withoutProvider(props), desiredFields(kind));
      const prior = pick(base, outputFields(kind));
      const outputs = { ...prior, ...definedOnly(e.outputs as Props) };
      err.id = e.id;
      const provider = props[PROVIDER_KEY] ?? base[PROVIDER_KEY];
      const hidden = { ...hiddenIdentity(base), ...hiddenIdentity(props), [PROVIDER_KEY]: provider };
      err.properties = { ...state(kind, desired, outputs), ...hidden };
      err.reasons = e.reasons.map((r) => redact(r, secrets));
    }
    return err;
  }
}

/**
 * The kind's own check (10DLC preflight) on the values known now: its warnings go to the host's
 * stderr, which the engine shows; its failures fail the check. A check that cannot judge a
 * partly known value (a preview) is skipped: apply checks again with every value known.
 */
function reviewOf(kind: AnyKind, desired: Props): CheckFailure[] {
  if (kind.check === undefined) return [];
  let review;
  try {
    review = kind.check(withoutUnknowns(desired) as Props);
  } catch {
    return [];
  }
  for (const w of review.warnings) console.error(`msgform ${kind.name}: ${terminalText(w)}`);
  return review.failures.map((f) => ({ property: f.property || kind.name, reason: f.reason }));
}

/** The value with every not-yet-known part left out (array elements dropped, fields unset). */
function withoutUnknowns(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== UNKNOWN).map(withoutUnknowns);
  if (value !== null && typeof value === "object") {
    const known = Object.entries(value).filter(([, v]) => v !== UNKNOWN);
    return Object.fromEntries(known.map(([k, v]) => [k, withoutUnknowns(v)]));
  }
  return value;
}

/**
 * Create with `adoptId`: takes over the existing object of this kind, under the owner rule of a
 * hand-over (heldBy), and updates it to the declared inputs in the same step. Refused before any
 * write when it is not of this kind, or when a declared field differs that cannot change in place.
 */
async function adopt(kind: AnyKind, ctx: KindContext, id: string, desired: object, identity: Identity | undefined) {
  const shown = terminalText(id);
  const live = await kind.read(ctx, id);
  if (live === undefined || live.id !== id) {
    throw new Error(`${kind.name} ${shown} was not adopted: the account has no ${kind.name} with this id (${ADOPT_ID} names an existing object of this kind)`);
  }
  const owner = heldBy(kind, live, identity, takeOverIds((k) => ctx.settings.config(k)));
  if (owner !== undefined) throw new Error(adoptRefusal(kind, id, owner));
  // Compared as what the object is: a number bought by search and declared by its number matches.
  const view = carryOver(kind, withoutMarkers(kind, live), { desired });
  const d = diffDesired(kind, view.desired as Props, desired as Props);
  if (d.replaceFields.length > 0) {
    throw new Error(
      `${kind.name} ${shown} was not adopted: ${d.replaceFields.join(", ")} differ from the live object and cannot ` +
      "change in place. Declare the live values (`msgform export --pulumi` writes them), or leave out adoptId to create a new object",
    );
  }
  const diff = withMetadata(kind, d, identity);
  if (diff.updateFields.length === 0) return live.outputs as Props;
  const news = markedForStack(kind, desired, identity);
  const outputs = await kind.update(ctx, id, { olds: view.desired, news, outputs: live.outputs, diff });
  return { ...(live.outputs as Props), ...definedOnly(outputs as Props) };
}

function importRefusal(kind: AnyKind, id: string): string {
  const instead = adoptsById(kind) ? `${ADOPT_ID}: "${terminalText(id)}"` : "adoptExisting: true";
  return (
    `${kind.name} ${terminalText(id)}: msgform resources cannot be imported (\`pulumi import\`, the \`import\` option): ` +
    "the engine's import Read carries no serialized provider for a dynamic resource (pulumi/pulumi#16175). Declare " +
    `the resource with ${instead} instead; its create takes the object over`
  );
}

/** `adoptId`, where the kind takes it: a non-empty id (or not known yet, in a preview). */
function adoptIdFailures(kind: AnyKind, adoptId: unknown): CheckFailure[] {
  if (adoptId === undefined || adoptId === UNKNOWN) return [];
  if (!adoptsById(kind)) {
    return [{ property: ADOPT_ID, reason: `${kind.name} has no ${ADOPT_ID}: its one object is taken over with adoptExisting: true` }];
  }
  const problem = idProblem(adoptId, kind.idParam);
  if (problem === undefined) return [];
  const shown = typeof adoptId === "string" ? ` "${terminalText(adoptId)}"` : "";
  return [{
    property: ADOPT_ID,
    reason: `the id${shown} ${problem}: ${ADOPT_ID} names an existing ${kind.name} by its id, as the service shows it ` +
      "(`msgform export --pulumi` writes it); leave it out to create a new object",
  }];
}

/** Metadata keys in the prefix msgform reserves for its owner markers, refused at Check. */
function reservedMetadata(kind: AnyKind, metadata: unknown): CheckFailure[] {
  type Shape = { shape?: { metadata?: { safeParse(v: unknown): { success: boolean } } } };
  const own = (kind.schema as Shape).shape?.metadata;
  const issues = reservedKeyIssues(metadata, own);
  return issues.map((i) => ({ property: `metadata[${JSON.stringify(i.key)}]`, reason: i.message }));
}

/** The declared inputs: without the engine's hidden ones (the serialized provider, the identity), nor adoptId. */
function withoutProvider(props: Props): Props {
  const { [PROVIDER_KEY]: _provider, [IDENTITY_KEY]: _identity, [ADOPT_ID]: _adopt, ...rest } = props;
  return rest;
}

/** The hidden identity input, kept in state so refresh and update know whose object it is. */
function hiddenIdentity(props: Props): Props {
  return props[IDENTITY_KEY] === undefined ? {} : { [IDENTITY_KEY]: props[IDENTITY_KEY] };
}

/** The diff an update sends: with the stack's identity, metadata always goes (it carries the owner markers). */
function withMetadata(kind: AnyKind, d: KindDiff, identity: Identity | undefined): KindDiff {
  if (!identity || !("metadata" in (kind.fields as object)) || d.updateFields.includes("metadata")) return d;
  return { ...d, updateFields: [...d.updateFields, "metadata"] };
}

/** The declaring Pulumi resource, from the hidden input KindResource passes. */
function identityOf(inputs: Props): Identity | undefined {
  const v = inputs[IDENTITY_KEY] as { project?: unknown; stack?: unknown; name?: unknown } | undefined;
  if (typeof v?.project !== "string" || typeof v.stack !== "string" || typeof v.name !== "string") return undefined;
  return { kind: "pulumi", project: v.project, stack: v.stack, name: v.name };
}

function pick(props: Props, fields: readonly string[]): Props {
  const out: Props = {};
  for (const f of fields) if (props[f] !== undefined) out[f] = props[f];
  return out;
}

function definedOnly(props: Props): Props {
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== undefined));
}

function priorObject(kind: AnyKind, id: string, props: Props): KindObject<Props, Props> {
  return { id, desired: priorDesired(kind, props), outputs: pick(props, outputFields(kind)) };
}

/**
 * The desired state recorded in state, normalized by today's schema when it still parses: a field
 * added since the state was written then reads as its default instead of a change (a new field
 * with a default never replaces existing objects on upgrade).
 */
function priorDesired(kind: AnyKind, props: Props): Props {
  const recorded = pick(props, desiredFields(kind));
  const parsed = kind.schema.safeParse(recorded);
  return parsed.success ? pick(parsed.data as Props, desiredFields(kind)) : recorded;
}

/** The state Pulumi keeps: desired fields and outputs, side by side. */
function state(kind: AnyKind, desired: object, outputs: object): Props {
  return plain({ ...pick(desired as Props, desiredFields(kind)), ...pick(outputs as Props, outputFields(kind)) });
}

function parseDesired(kind: AnyKind, inputs: Props): object {
  const parsed = kind.schema.safeParse(withoutProvider(inputs));
  if (parsed.success) return parsed.data as object;
  const detail = parsed.error.issues.map((i) => `${propertyPath(i.path) || kind.name}: ${i.message}`).join("; ");
  throw new Error(`invalid ${kind.name}: ${detail}`);
}

function stableFields(kind: AnyKind): string[] {
  const replaceOnly = desiredFields(kind).filter((f) => fieldRule(kind, f)?.change === "replace");
  const stableOutputs = Object.entries(kind.outputs as Record<string, { stable?: boolean }>)
    .filter(([, r]) => r.stable === true)
    .map(([f]) => f);
  return [...replaceOnly, ...stableOutputs];
}

/** Pulumi property path syntax: `tags[0].name`. */
export function propertyPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += out === "" ? String(seg) : `.${String(seg)}`;
  }
  return out;
}

function pathTouchesUnknown(value: unknown, path: readonly PropertyKey[]): boolean {
  let cur: unknown = value;
  for (const seg of path) {
    if (cur === UNKNOWN) return true;
    if (cur === null || typeof cur !== "object") return false;
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return cur === UNKNOWN;
}

/** JSON-safe copy: protobuf Structs reject `undefined`. */
function plain<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function secretsIn(kind: AnyKind, settings: Settings, props: Props): string[] {
  const found: string[] = [];
  if (settings.keySecret) found.push(settings.keySecret);
  for (const f of secretFields(kind)) {
    const v = props[f];
    if (typeof v === "string") found.push(v);
  }
  return found;
}

/** Removes secret text from a message. */
export function redact(message: string, secrets: readonly string[]): string {
  let out = message;
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join("[secret]");
  return out;
}
