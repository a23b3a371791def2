import { z } from "zod";
import { idProblem } from "../../schema/ids";
import { ADOPT_FIELD, NAME_PATTERN, reservedKeyIssues, TAKE_OVER_FIELD } from "../../provider/ownership";
import type { Declared, Section } from "../reconcile/model";
import type { Diagnostic } from "../diagnostics";
import type { CrossCheck } from "./load";
import { nearest } from "./nearest";

const Name = z
  .string()
  .regex(NAME_PATTERN, "names are 1 to 63 lowercase letters, digits, '_', '.' or '-', starting with a letter or digit");

const TakeOver = z
  .boolean()
  .optional()
  .meta({ description: "Take this object over from the configuration or Pulumi stack that manages it (a hand-over; shown in the plan)" });

/** The entry schema of a section: the kind's desired state, with references by name, plus adoption by id. */
export function entrySchema(section: Section): z.ZodType {
  let schema = section.kind.schema as unknown as z.ZodObject;
  if (!(schema instanceof z.ZodObject)) throw new Error(`${section.kind.name}'s schema is not an object schema`);
  for (const [yamlField, ref] of Object.entries(section.refs ?? {})) {
    const idField = schema.shape[ref.field] as z.ZodType | undefined;
    const optional = idField === undefined || idField.safeParse(undefined).success;
    const byName = z.string().meta({ description: `Name of an entry of ${ref.section} in the config` });
    const { [ref.field]: _id, ...rest } = schema.shape;
    schema = withShape(schema, { ...rest, [yamlField]: optional ? byName.optional() : byName });
  }
  // Adoption by id (not for a singleton) and the take-over flag in one extend: each extend rebuilds the object.
  const adopt = section.singleton ? {} : {
    [ADOPT_FIELD]: z
      .string()
      .superRefine((id, ctx) => {
        const problem = idProblem(id, section.kind.idParam);
        if (problem !== undefined) {
          ctx.addIssue({
            code: "custom",
            message: `the id ${JSON.stringify(id)} ${problem}: \`id\` adopts an existing object by the id the service shows ` +
              "(`msgform export` writes it); leave it out to create a new object",
          });
        }
      })
      .optional()
      .meta({ description: "Adopt an existing object by its id instead of creating one (msgform export writes this)" }),
  };
  const metadata = schema.shape.metadata as z.ZodType | undefined;
  schema = schema.extend({ ...adopt, [TAKE_OVER_FIELD]: TakeOver }).superRefine((entry, ctx) => {
    // Owner markers are written by msgform alone; a declared one would vanish on apply.
    for (const i of reservedKeyIssues(entry.metadata, metadata)) ctx.addIssue({ code: "custom", path: ["metadata", i.key], message: i.message });
  });
  return schema.meta({ description: section.kind.description ?? section.kind.name });
}

/**
 * The same entry with other fields: zod refuses .omit() on a schema with refinements (a kind's
 * cross-field rules), so the object is rebuilt and the refinements carried over.
 */
function withShape(schema: z.ZodObject, shape: z.ZodRawShape): z.ZodObject {
  const checks = (schema._zod.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[];
  return z.strictObject(shape).check(...checks);
}

// Sections a file leaves out still have a key (so a misspelled one is reported with the nearest)
// but no entry schema: building every kind's schema for every file was half of validate's start.
const ABSENT = z.unknown().optional();

const built = new WeakMap<Section[], Map<string, z.ZodObject>>();

/**
 * The whole config file: one optional section per kind (maps of name to entry; singletons bare).
 * Given the config's value, only the sections it holds get their entry schemas (that value holds
 * no other); without, every section does (the editor schemas). Built once per set of sections.
 */
export function configSchema(sections: Section[], value?: unknown): z.ZodObject {
  const withEntries = value === undefined ? sections : sections.filter((s) => isEntry(value) && s.key in value);
  let cache = built.get(sections);
  if (!cache) built.set(sections, (cache = new Map()));
  const id = value === undefined ? "*" : withEntries.map((s) => s.key).join(",");
  let schema = cache.get(id);
  if (!schema) cache.set(id, (schema = buildConfigSchema(sections, withEntries)));
  return schema;
}

function buildConfigSchema(sections: Section[], withEntries: Section[]): z.ZodObject {
  const shape: Record<string, z.ZodType> = {
    version: z.literal(1).optional().meta({ description: "Config format version" }),
    configuration: Name.optional().meta({
      description: "The configuration these files declare (default: \"default\"). It owns the objects it creates; other configurations never touch them",
    }),
  };
  for (const s of sections) {
    if (!withEntries.includes(s)) {
      shape[s.key] = ABSENT;
      continue;
    }
    const entry = entrySchema(s);
    shape[s.key] = (s.singleton ? entry : z.record(Name, entry)).optional();
  }
  return z.strictObject(shape).meta({
    title: "msgform configuration",
    description: "Messaging account resources declared as code. See the README of msgform.",
  });
}

export function declaredFrom(sections: Section[], config: Record<string, unknown>): Declared {
  const declared: Declared = {};
  for (const s of sections) {
    const v = config[s.key];
    if (v === undefined) continue;
    declared[s.key] = s.singleton ? { [s.key]: v as Record<string, unknown> } : (v as Declared[string]);
  }
  return declared;
}

const isEntry = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * References that name no declaration, each at its place in the files, with the nearest declared
 * name. Reads the merged config as written, so it runs even when the schema rejects something.
 */
export function referenceCheck(sections: Section[]): CrossCheck {
  return ({ value, positions }) => {
    const entriesOf = (s: Section): [string, Record<string, unknown>][] => {
      const v = value[s.key];
      if (s.singleton) return isEntry(v) ? [[s.key, v]] : [];
      return isEntry(v) ? Object.entries(v).filter((e): e is [string, Record<string, unknown>] => isEntry(e[1])) : [];
    };
    const names = (key: string) => {
      const s = sections.find((x) => x.key === key);
      return s ? entriesOf(s).map(([n]) => n) : [];
    };
    const found: Diagnostic[] = [];
    for (const s of sections) {
      for (const [name, entry] of entriesOf(s)) {
        for (const [yamlField, ref] of Object.entries(s.refs ?? {})) {
          const target = entry[yamlField];
          const known = names(ref.section);
          if (typeof target !== "string" || known.includes(target)) continue;
          const path = s.singleton ? [s.key, yamlField] : [s.key, name, yamlField];
          found.push({
            severity: "error",
            code: "unknown-reference",
            ...positions.locate(path),
            path: path.join("."),
            message: `names '${target}', which ${ref.section} does not declare${known.length ? ` (it declares: ${known.join(", ")})` : ""}`,
            ...optionalSuggestion(nearest(target, known)),
          });
        }
      }
    }
    return found;
  };
}

const optionalSuggestion = (s: string | undefined) => (s === undefined ? {} : { suggestion: s });
