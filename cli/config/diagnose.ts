import type { z } from "zod";
import { describeIssue } from "../../schema/issues";
import type { Diagnostic, DiagnosticCode, Location } from "../diagnostics";
import { type Path, pathKey, type PositionMap } from "./located";
import { nearest } from "./nearest";
import { nameFrom } from "../../provider/ownership";
import { declaredAt, exampleOf, fieldsOf, purposeOf, schemaAt, typePhrase, unwrap } from "./schemaInfo";

type Issue = z.core.$ZodIssue;

interface Context {
  root: z.ZodType;
  value: unknown;
  positions: PositionMap;
  /** Each file as written, before the merge: where a field the merge dropped was written empty. */
  written?: readonly { value: unknown; positions: PositionMap }[];
}

/**
 * Every schema problem of a merged config as a Diagnostic that says what to do: the fields or
 * values allowed and the nearest one, "required" with the type and an example, the naming rule.
 * A problem with a key points at the key; a problem with a value, at the value.
 */
export function schemaDiagnostics(error: z.ZodError, ctx: Context): Diagnostic[] {
  const seen = new Set<string>();
  return error.issues
    .flatMap((issue) => explain(issue, issue.path.map((p) => (typeof p === "symbol" ? String(p) : p)), ctx))
    .filter((d) => {
      const key = `${d.path}\0${d.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
}

function explain(issue: Issue, path: Path, ctx: Context): Diagnostic[] {
  const make = (code: DiagnosticCode, at: Location | undefined, p: Path, message: string, suggestion?: string) => ({
    severity: "error" as const,
    code,
    ...at,
    path: pathKey(p),
    message,
    ...(suggestion !== undefined ? { suggestion } : {}),
  });
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((k) => unknownField(ctx.root, ctx.positions, [...path, k]));
  }
  if (issue.code === "invalid_key") return [invalidName(issue, path, ctx, make)];
  // A schema's own rule (e.g. "required for PRIVATE_PROFIT") says it best: keep its words.
  if (isMissing(ctx.value, path)) {
    // A schema's own rule (e.g. "required for PRIVATE_PROFIT") says it best: keep its words.
    const message = issue.code === "custom"
      ? (defaultedCondition(issue.message, path, ctx) ?? issue.message)
      : requiredMessage(ctx.root, path);
    const empty = writtenEmpty(ctx, path);
    if (empty) return [make("required", empty, path, `${message}; it is written here with no value, which means absent`)];
    return [make("required", ctx.positions.locateKey(path.slice(0, -1)), path, message)];
  }
  const at = ctx.positions.locate(path);
  if (issue.code === "invalid_union") return explainUnion(issue, path, ctx) ?? [make("invalid-value", at, path, issue.message)];
  if (issue.code === "invalid_value") {
    const values = issue.values.map(String);
    const input = valueAt(ctx.value, path);
    const expected = values.length === 1 ? values[0] : `one of ${values.join(", ")}`;
    const suggestion = values.length > 1 ? nearest(String(input), values) : undefined;
    return [make("invalid-enum", at, path, `expected ${expected}`, suggestion)];
  }
  if (issue.code === "invalid_type") {
    const field = schemaAt(ctx.root, path);
    const expected = field ? typePhrase(field) : issue.expected;
    const found = valueAt(ctx.value, path);
    if (typeof found === "string" && isPlaceholder(found)) {
      return [make("invalid-type", at, path, `${PLACEHOLDER_VALUE}: ${expected}`)];
    }
    return [make("invalid-type", at, path, `expected ${expected}; found ${yamlTypeOf(found)}${quoteHint(expected, found)}`)];
  }
  return [make("invalid-value", at, path, valueMessage(issue))];
}

const PLACEHOLDER = "a placeholder (as in an example), not a field: write the fields it stands for instead";
const PLACEHOLDER_VALUE = "a placeholder (as in an example), not a value: write what it stands for instead";
const isPlaceholder = (text: string) => /^(\.{2,}|…)$/.test(text);

/**
 * YAML reads `415` and `true` unquoted as a number and a boolean: where a string is expected, say to
 * quote it (not with the value as parsed: `01234` has already lost its zero).
 */
function quoteHint(expected: string, found: unknown): string {
  if (!expected.startsWith("a string")) return "";
  if (typeof found === "number") return " (YAML reads an unquoted number as a number): write it in quotes";
  if (typeof found === "boolean") return " (YAML reads unquoted true and false as booleans): write it in quotes";
  return "";
}

/** A key the mapping at its place does not allow: the fields it does, and the nearest one. */
function unknownField(root: z.ZodType, positions: PositionMap, path: Path): Diagnostic {
  const allowed = fieldsOf(schemaAt(root, path.slice(0, -1)));
  const key = String(path[path.length - 1]);
  const suggestion = nearest(key, allowed);
  return {
    severity: "error",
    code: "unknown-field",
    ...positions.locateKey(path),
    path: pathKey(path),
    message: `${isPlaceholder(key) ? PLACEHOLDER : "unknown field"}${allowed.length ? `; allowed here: ${allowed.join(", ")}` : ""}`,
    ...(suggestion !== undefined ? { suggestion } : {}),
  };
}

/**
 * Unknown keys written with an empty value (`descripton:`, the `...` of a copied example). Merging
 * reads an empty value as "remove", so the merged config never shows them to the schema: each
 * file is walked as written. An empty value under a name (an overlay removing an entry) is fine.
 */
export function emptyUnknownKeys(root: z.ZodType, file: { value: unknown; positions: PositionMap }): Diagnostic[] {
  const found: Diagnostic[] = [];
  const walk = (value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, [...path, i]));
    if (typeof value !== "object" || value === null) return;
    const allowed = schemaAt(root, path);
    const isMapping = allowed !== undefined && fieldsOf(allowed).length > 0;
    for (const [k, v] of Object.entries(value)) {
      const unknown = v === null && isMapping && !fieldsOf(allowed).includes(k);
      if (unknown) found.push(unknownField(root, file.positions, [...path, k]));
      else walk(v, [...path, k]);
    }
  };
  walk(file.value, []);
  return found;
}

/**
 * "required when subscriberHelp is true", where the user never wrote subscriberHelp: its default
 * made the rule apply, so say so and how to turn it off.
 */
function defaultedCondition(message: string, path: Path, ctx: Context): string | undefined {
  const m = /^required when (\w+) is (true|false)$/.exec(message);
  if (!m) return undefined;
  const [, trigger, value] = m as unknown as [string, string, string];
  const sibling = [...path.slice(0, -1), trigger];
  if (!isMissing(ctx.value, sibling)) return undefined;
  const declared = declaredAt(ctx.root, sibling);
  const parsed = declared?.safeParse(undefined);
  if (!parsed?.success || String(parsed.data) !== value) return undefined;
  const field = String(path[path.length - 1]);
  const aside = (s: z.ZodType | undefined) => {
    // Only what the field is for: the rule itself is what this message explains.
    const purpose = s && purposeOf(s)?.split(";")[0];
    return purpose ? ` (${purpose.charAt(0).toLowerCase()}${purpose.slice(1)})` : "";
  };
  return `${trigger} defaults to ${value}${aside(declared)}, so ${field} is required${aside(declaredAt(ctx.root, path))}: ` +
    `write it, or set ${trigger}: ${value === "true" ? "false" : "true"} if that does not apply`;
}

/** A declaration name that breaks the naming rule: the rule, at the name, and a name that follows it. */
function invalidName(issue: z.core.$ZodIssueInvalidKey, path: Path, ctx: Context, make: MakeFn): Diagnostic {
  const rule = issue.issues[0]?.message ?? "not a valid name";
  const name = String(path[path.length - 1]);
  const keyType = recordKeyType(ctx.root, path.slice(0, -1));
  const fixed = nameFrom(name);
  const suggestion = fixed && keyType?.safeParse(fixed).success ? fixed : undefined;
  return make("invalid-name", ctx.positions.locateKey(path), path, `invalid name: ${rule}`, suggestion);
}

type MakeFn = (
  code: DiagnosticCode, at: Location | undefined, p: Path, message: string, suggestion?: string,
) => Diagnostic;

function recordKeyType(root: z.ZodType, path: Path): z.ZodType | undefined {
  const s = schemaAt(root, path);
  const def = s && (s as unknown as { _zod: { def: { type: string; keyType?: z.ZodType } } })._zod.def;
  return def?.type === "record" ? def.keyType : undefined;
}

/** "required (what it is for): a string, e.g. url: https://…" — the purpose, the type and a value it takes. */
function requiredMessage(root: z.ZodType, path: Path): string {
  const declared = declaredAt(root, path);
  if (!declared) return "required";
  const field = unwrap(declared);
  const example = exampleOf(field);
  const key = path[path.length - 1];
  const type = typePhrase(field);
  const purpose = purposeOf(declared);
  const isMapping = type.startsWith("a mapping");
  const eg = example !== undefined && !isMapping ? `, e.g. ${String(key)}: ${example}` : "";
  return `required${purpose ? ` (${purpose})` : ""}: ${type}${eg}`;
}

/** A value that matched none of a union's forms: explain the form it came closest to. */
function explainUnion(issue: z.core.$ZodIssueInvalidUnion, path: Path, ctx: Context): Diagnostic[] | undefined {
  const branches = issue.errors.filter((b) => b.length > 0);
  const closest = branches.find((b) => !b.every((i) => i.code === "invalid_type")) ?? branches[0];
  if (!closest) return undefined;
  return closest.flatMap((i) => explain(i as Issue, [...path, ...i.path.map((p) => p as string | number)], ctx));
}

// zod's own messages start like this; a schema's custom message (e.g. the https rule) is kept as is.
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

function valueMessage(issue: Issue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  if (issue.code === "too_small" || issue.code === "too_big") {
    const bound = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
    const most = issue.code === "too_small" ? "at least" : "at most";
    if (issue.origin === "string") {
      return bound === 1 && issue.code === "too_small" ? "must not be empty" : `must be ${most} ${bound} characters`;
    }
    if (issue.origin === "array" || issue.origin === "set") return `needs ${most} ${bound} item${bound === 1 ? "" : "s"}`;
    return `must be ${most} ${bound}`;
  }
  if (issue.code === "invalid_format") {
    if (issue.format === "regex") return `must match ${(issue as z.core.$ZodIssueInvalidStringFormat).pattern ?? "the pattern"}`;
    return issue.format === "url" ? "must be a URL" : issue.format === "email" ? "must be an email address" : `must be ${issue.format}`;
  }
  return describeIssue(issue);
}

function valueAt(root: unknown, path: Path): unknown {
  let v = root;
  for (const step of path) {
    if (typeof v !== "object" || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[step];
  }
  return v;
}

/** Where the last file that writes `path` with an empty value (`vertical:`) does so, if one does. */
function writtenEmpty(ctx: Context, path: Path): Location | undefined {
  for (const file of [...(ctx.written ?? [])].reverse()) {
    const parent = valueAt(file.value, path.slice(0, -1));
    if (typeof parent !== "object" || parent === null || !Object.hasOwn(parent, path[path.length - 1]!)) continue;
    const value = (parent as Record<string | number, unknown>)[path[path.length - 1]!];
    return value === null ? file.positions.locateKey(path) : undefined;
  }
  return undefined;
}

/** A field the user did not write at all (as opposed to one written with a wrong value). */
function isMissing(root: unknown, path: Path): boolean {
  if (path.length === 0) return false;
  const parent = valueAt(root, path.slice(0, -1));
  return typeof parent === "object" && parent !== null && !Object.hasOwn(parent, path[path.length - 1]!);
}

function yamlTypeOf(v: unknown): string {
  if (v === null || v === undefined) return "an empty value";
  if (Array.isArray(v)) return "a list";
  if (typeof v === "object") return "a mapping";
  if (typeof v === "boolean") return "true/false";
  return `a ${typeof v}`;
}
