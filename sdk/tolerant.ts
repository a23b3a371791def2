import { z } from "zod";

/**
 * Spec 9: clients ignore unrecognized fields and tolerate new enumerated values.
 *
 * The schema/ models are the emulator's contract and are strict on purpose (closed enums, strict
 * objects, format checks). A client that parsed responses with them would break the day the
 * service adds an enum value. So the sdk derives, once per schema, a tolerant twin by walking the
 * zod definition:
 *
 * - objects become loose: unknown fields are kept at run time (untyped) and never rejected;
 * - enums become plain strings: an unknown value is kept as the string it is;
 * - format and range checks (regex, e-mail, int, max length, refinements) are dropped: the
 *   response is validated for structure only, never for the server's business rules;
 * - unions gain a fallback: an object that matches no known variant (a new kind) is kept as is;
 * - literals stay literals: they are discriminators (`object: "api_key"`), which cannot change
 *   within /v1 (spec 9.2); optional, nullable, default, array, record, tuple, lazy and pipe are
 *   rebuilt around their tolerant inner schemas.
 *
 * The TypeScript side mirrors it with {@link Tolerant}: every union of two or more string literals
 * (an enum) gains `(string & {})`, so callers get completion for the known values and must handle
 * the rest.
 */
const cache = new WeakMap<z.ZodType, z.ZodType>();

export function tolerant(schema: z.ZodType): z.ZodType {
  let out = cache.get(schema);
  if (!out) {
    out = build(schema);
    cache.set(schema, out);
  }
  return out;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- walks zod's internal definitions */
function build(schema: z.ZodType): z.ZodType {
  const def = (schema as any)._zod.def;
  switch (def.type as string) {
    case "object": {
      const shape: Record<string, z.ZodType> = {};
      for (const [k, v] of Object.entries(def.shape as Record<string, z.ZodType>)) shape[k] = tolerant(v);
      return z.looseObject(shape);
    }
    case "array":
      return z.array(tolerant(def.element));
    case "optional":
      return tolerant(def.innerType).optional();
    case "nullable":
      return tolerant(def.innerType).nullable();
    case "default":
      return tolerant(def.innerType).default(() => structuredClone(def.defaultValue));
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return tolerant(def.innerType);
    case "enum": {
      const values = Object.values(def.entries as Record<string, string | number>);
      return values.every((v) => typeof v === "string") ? z.string() : z.union([z.string(), z.number()]);
    }
    case "string":
      return z.string();
    case "number":
      return z.number();
    case "int":
      return z.number();
    case "boolean":
      return z.boolean();
    case "bigint":
      return z.bigint();
    case "record":
      return z.record(z.string(), tolerant(def.valueType));
    case "tuple":
      return z.tuple((def.items as z.ZodType[]).map(tolerant) as [z.ZodType, ...z.ZodType[]]);
    case "union": {
      const options = (def.options as z.ZodType[]).map(tolerant);
      const allObjects = (def.options as z.ZodType[]).every((o) => innerType(o) === "object");
      return z.union(allObjects ? [...options, z.looseObject({})] : options);
    }
    case "intersection":
      return z.intersection(tolerant(def.left), tolerant(def.right));
    case "lazy":
      return z.lazy(() => tolerant(def.getter()));
    case "pipe":
      // A transform's output depends on its input schema; keep the transform, loosen the input.
      return def.out._zod.def.type === "transform" ? z.pipe(tolerant(def.in) as any, def.out) : tolerant(def.out);
    default:
      // literal, null, undefined, any, unknown, date, …: already as tolerant as they can be.
      return schema;
  }
}

function innerType(s: z.ZodType): string {
  const def = (s as any)._zod.def;
  if (def.type === "optional" || def.type === "nullable" || def.type === "default" || def.type === "readonly") {
    return innerType(def.innerType);
  }
  return def.type;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

type TolerantCore<T> = [T] extends [string]
  ? string extends T
    ? T
    : true extends IsUnion<T>
      ? T | (string & {})
      : T
  : T extends readonly (infer E)[]
    ? Tolerant<E>[]
    : T extends (...args: never[]) => unknown
      ? T
      : T extends object
        ? { [K in keyof T]: Tolerant<T[K]> }
        : T;

/** The type of a tolerant parse: enums (unions of string literals) also admit unknown strings. */
export type Tolerant<T> = TolerantCore<NonNullable<T>> | Extract<T, null | undefined>;

/** Parses a response body with the tolerant twin of `schema`. */
export function parseTolerant<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { success: true; data: Tolerant<z.output<S>> } | { success: false; error: z.ZodError } {
  const r = tolerant(schema).safeParse(value);
  return r.success ? { success: true, data: r.data as Tolerant<z.output<S>> } : { success: false, error: r.error };
}
