// Creates that happen once, whatever happens to the process that asked (issue 13).
//
// Each create's Idempotency-Key (spec 8) is derived, not random: an HMAC, under the key secret in
// use, of the service, the key id (so the account and mode), the declaration's identity (owner and
// name), the kind, the desired inputs and a generation. So:
// - a re-run within the service's 24 h replays the first create instead of making a second object,
//   and gets its once-shown secret back (a crash between the response and the sink loses nothing);
// - concurrent applies of one configuration send the same key, and the service collapses them into
//   one object (the later ones wait on 409 idempotency_key_in_use, then replay);
// - only the same credentials reproduce a key, so nobody else can replay a create to read a secret.
// When a replay names an object that no longer exists (deleted since), or replays a stored failure,
// the next generation is tried: every run walks the same generations, so they still converge.
import { createHmac } from "node:crypto";
import {
  type AnyKind,
  canonicalJson,
  desiredFields,
  fieldRule,
  isObjectNotReady,
  type KindContext,
  type KindObject,
} from "./kinds/kind";
import { type Identity, ownershipOf, sameOwner } from "./ownership";

/** Generations tried before giving up (each one means an earlier object with these inputs was deleted). */
const MAX_GENERATIONS = 8;

export interface Created {
  id: string;
  outputs: object;
  /** The kind's detail of its create (Kind.create), when this run made the object. */
  detail?: string;
  /** True when the service replayed an earlier create: the object was made by another run. */
  replayed: boolean;
}

/** The desired inputs a create sends: every field but the local ones (never sent, free to change). */
function inputsOf(kind: AnyKind, desired: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of desiredFields(kind)) {
    if (fieldRule(kind, f)?.change !== "local") out[f] = (desired as Record<string, unknown>)[f];
  }
  return out;
}

/** The create's Idempotency-Key, shaped as a UUID (spec 8 asks for one per logical operation). */
function createKey(
  ctx: KindContext,
  kind: AnyKind,
  identity: Identity,
  desired: object,
  generation: number,
  attempt = 0,
): string | undefined {
  const { keySecret, keyId, baseUrl } = ctx.settings;
  if (!keySecret) return undefined;
  const inputs = canonicalJson(inputsOf(kind, desired));
  const parts = ["msgform-create/1", baseUrl ?? "", keyId ?? "", canonicalJson(identity), kind.name, inputs, generation, attempt];
  const hex = createHmac("sha256", keySecret).update(parts.join("\u0000")).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Try = { made: { id: string; outputs: object }; replayed: boolean } | { error: unknown; replayed: boolean };

/** One create under generation `generation`'s keys; reports whether the service replayed it. */
async function tryCreate(
  kind: AnyKind,
  ctx: KindContext,
  identity: Identity,
  desired: object,
  generation: number,
): Promise<Try> {
  let replayed = false;
  const key = (attempt = 0) => createKey(ctx, kind, identity, desired, generation, attempt);
  const createRequest = key() === undefined ? undefined : (attempt?: number) => ({
    idempotencyKey: key(attempt)!,
    onResponse: (r: { replayed: boolean }) => {
      replayed = r.replayed;
    },
  });
  try {
    const made = await kind.create({ ...ctx, identity, createRequest }, desired);
    return { made, replayed };
  } catch (error) {
    return { error, replayed };
  }
}

/** True when an error (or its cause) is the service's 409 idempotency_key_reused. */
function isKeyReused(e: unknown): boolean {
  for (let c: unknown = e; c instanceof Error; c = c.cause) {
    if ((c as { code?: unknown }).code === "idempotency_key_reused") return true;
  }
  return false;
}

/** The live object carrying this declaration's owner markers, if any: what an earlier create made for it. */
export async function findByOwner(
  kind: AnyKind,
  ctx: KindContext,
  identity: Identity,
): Promise<KindObject<object, object> | undefined> {
  if (!kind.list) return undefined;
  for await (const obj of kind.list(ctx)) {
    const o = ownershipOf((obj.desired as { metadata?: Record<string, string> }).metadata);
    if (o.state === "owned" && o.name === identity.name && sameOwner(o.owner, identity)) return obj;
  }
  return undefined;
}

export interface CreateOnceOptions {
  identity: Identity;
  /**
   * The object an earlier run made for this identity, found by its owner markers. Asked when the
   * same key was used with another body (a number found by a search that now finds another).
   */
  find?: () => Promise<{ id: string; outputs: object } | undefined>;
  /** An id the result must not be (the old object of a replacement with unchanged inputs). */
  avoid?: string;
}

/**
 * Creates the object for `identity`, or gets back the one an earlier or concurrent run made for it
 * (with its secret, while the service keeps the result).
 */
export async function createOnce(
  kind: AnyKind,
  ctx: KindContext,
  desired: object,
  options: CreateOnceOptions,
): Promise<Created> {
  for (let generation = 0; generation < MAX_GENERATIONS; generation++) {
    const t = await tryCreate(kind, ctx, options.identity, desired, generation);
    if ("made" in t) {
      const usable = !t.replayed || (t.made.id !== options.avoid && (await kind.read(ctx, t.made.id)) !== undefined);
      if (usable) return { ...t.made, replayed: t.replayed };
      ctx.log(`${kind.name} ${options.identity.name}: ${t.made.id}, made by an earlier run, no longer exists; creating anew`);
      continue;
    }
    // An object that exists but is not ready is the caller's to keep. The same key with another
    // body: an earlier run made this declaration's object from other search results. A stored
    // failure is an earlier run's answer, not this one's: try afresh.
    if (isObjectNotReady(t.error)) throw t.error;
    if (isKeyReused(t.error)) {
      if (!options.find) throw sameKeyOtherBody(kind, options.identity);
      const found = await options.find();
      if (found) return { ...found, replayed: true };
    } else if (!t.replayed) {
      throw t.error;
    }
  }
  throw new Error(`${kind.name} ${options.identity.name}: not created: ${MAX_GENERATIONS} earlier objects with these inputs were deleted; change an input`);
}

/**
 * An earlier create for this identity sent another body under the same key (a number bought from
 * an earlier search): its object exists, and making a second one is never right.
 */
function sameKeyOtherBody(kind: AnyKind, identity: Identity): Error {
  return new Error(
    `${kind.name} ${identity.name}: an earlier create of this resource already made its object (the service kept ` +
    "that request under this resource's idempotency key, with other search results); not making a second one. " +
    "Find it in the account and adopt it (adoptId), or delete it and run again",
  );
}

export type Recovery = { outputs: object } | { failed: string };

/**
 * The outputs the service showed once when `id` was created, by replaying that create: possible
 * within the service's 24 h, with the same credentials and inputs. Never leaves a second object: a
 * create that turns out not to be a replay (the result expired) is deleted again at once.
 */
export async function recoverCreate(
  kind: AnyKind,
  ctx: KindContext,
  desired: object,
  identity: Identity,
  id: string,
): Promise<Recovery> {
  for (let generation = 0; generation < MAX_GENERATIONS; generation++) {
    const t = await tryCreate(kind, ctx, identity, desired, generation);
    if (!("made" in t)) {
      if (t.replayed) continue;
      return { failed: isKeyReused(t.error) ? "its inputs changed since it was created" : "the service did not replay its create" };
    }
    if (t.replayed && t.made.id === id) return { outputs: t.made.outputs };
    if (t.replayed && (await kind.read(ctx, t.made.id)) === undefined) continue;
    if (!t.replayed) await kind.delete(ctx, t.made.id, { id: t.made.id, desired, outputs: t.made.outputs });
    return { failed: "the service no longer holds its create (kept 24 h, for the same credentials)" };
  }
  return { failed: "the service no longer holds its create" };
}
