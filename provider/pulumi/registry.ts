// Kinds by name, as the serialized shim looks them up at call time in the installed package.
import { isAbsolute, delimiter, resolve } from "node:path";
import { isKindName, KIND_NAMES, kindNamed } from "../kinds/byName";
import type { AnyKind, Settings } from "../kinds/kind";
import { KindProvider, ProviderSession } from "./adapter";

/**
 * Extra kind modules (tests, or a user's own kinds), searched after the built-ins: a list of module
 * paths or package names separated by the platform's path delimiter (":" on Linux). Relative paths
 * resolve against the working directory (the Pulumi project). Each module exports its kinds as
 * `kinds` (an array) or as named exports. Read in the provider process, at call time.
 */
export const KIND_MODULES_ENV = "MSGFORM_KIND_MODULES";

/**
 * The sdk client for the built-in kinds, from the resolved settings (stack config msgform:*, else
 * MSGFORM_* environment variables). A missing value fails with where to set it, never with a value.
 */
function connectWithSdk(settings: Settings): unknown {
  const { clientOptionsFrom, createClient } = require("../../sdk") as typeof import("../../sdk");
  return createClient(clientOptionsFrom(settings));
}

function isKind(value: unknown): value is AnyKind {
  const k = value as Partial<AnyKind> | null;
  return k !== null && typeof k === "object" && typeof k.name === "string" && typeof k.fields === "object" && typeof k.read === "function";
}

function extraKinds(env: NodeJS.ProcessEnv): Map<string, AnyKind> {
  const found = new Map<string, AnyKind>();
  const spec = env[KIND_MODULES_ENV];
  if (!spec) return found;
  for (const entry of spec.split(delimiter).filter((s) => s.trim() !== "")) {
    const target = entry.startsWith(".") || isAbsolute(entry) ? resolve(process.cwd(), entry) : entry;
    const mod = require(target) as Record<string, unknown>;
    const candidates = Array.isArray(mod.kinds) ? mod.kinds : Object.values(mod);
    for (const k of candidates) if (isKind(k)) found.set(k.name, k);
  }
  return found;
}

/** The kind with this name: a built-in, else one from `MSGFORM_KIND_MODULES`. */
export function findKind(name: string, env: NodeJS.ProcessEnv = process.env): AnyKind {
  if (isKindName(name)) return kindNamed(name);
  const extra = extraKinds(env);
  const kind = extra.get(name);
  if (kind) return kind;
  const known = [...KIND_NAMES, ...extra.keys()];
  throw new Error(
    `msgform: this version of msgform has no resource kind "${name}" (it has: ${known.join(", ") || "none"}). ` +
    `The state was written by a version that had it: install that version, or a later one, in the Pulumi project.`,
  );
}

/** Every built-in kind name. */
export function builtinKindNames(): string[] {
  return [...KIND_NAMES];
}

const session = new ProviderSession();
const providers = new Map<string, KindProvider>();

/**
 * The dynamic provider for a kind, one per process. This is the entry point the serialized shim
 * calls (`require("msgform/provider").kindProvider(name)`): keep its name and signature.
 */
export function kindProvider(name: string): KindProvider {
  let p = providers.get(name);
  if (p === undefined) {
    p = new KindProvider(name, { session, resolveKind: (n) => findKind(n), defaultConnect: connectWithSdk });
    providers.set(name, p);
  }
  return p;
}
