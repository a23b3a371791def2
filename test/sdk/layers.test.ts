// The structural check of the code base (issue 19): layers only point down, no import cycles, no
// product function over 120 lines. It reads every product .ts file with the TypeScript parser, so
// it sees what the compiler sees: static imports, re-exports, require() and import() calls, and
// the package's own name ("msgform", "msgform/provider") as the files it resolves to.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");

/**
 * The layers, lowest first. A file may import its own layer and those below; layers on one rank
 * are siblings that must not import each other. The package root re-exports the sdk and the
 * Pulumi front end, so only the top layer (examples, bench, scripts) may import it.
 */
const LAYERS: Record<string, number> = {
  schema: 0,
  sdk: 1,
  emulator: 2,
  provider: 2,
  cli: 3,
  "index.ts": 4,
  examples: 5,
  bench: 5,
  scripts: 5,
};

/** What the package's own name resolves to (package.json "exports"). */
const SELF: Record<string, string> = {
  msgform: "index.ts",
  "msgform/provider": "provider/pulumi/registry.ts",
  "msgform/emulator": "emulator/index.ts",
};

const MAX_FUNCTION_LINES = 120;
/** The code the package ships (package.json "files"): the function-length rule applies to it. */
const SHIPPED = new Set(["schema", "sdk", "emulator", "provider", "cli", "index.ts"]);

interface Edge {
  from: string;
  to: string;
  /** Erased at compile time (import type, or only type specifiers): counts for layers, not for cycles. */
  typeOnly: boolean;
}

function productFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const rel = join(dir, name);
      if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
      else if (rel.endsWith(".ts") && !rel.endsWith(".d.ts")) out.push(rel);
    }
  };
  for (const top of Object.keys(LAYERS)) {
    if (top.endsWith(".ts")) out.push(top);
    else if (existsSync(join(ROOT, top))) walk(top);
  }
  return out;
}

function resolveSpecifier(from: string, spec: string): string | undefined {
  if (SELF[spec]) return SELF[spec];
  if (!spec.startsWith(".")) return undefined;
  const base = normalize(join(dirname(from), spec));
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) if (existsSync(join(ROOT, candidate))) return candidate;
  return undefined;
}

const allTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.length > 0 && elements.every((e) => e.isTypeOnly);

function isTypeOnlyImport(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const named = node.exportClause;
    return !!named && ts.isNamedExports(named) && allTypes(named.elements);
  }
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && allTypes(named.elements);
}

/** The specifier of require("x") or import("x"). */
function calledModule(node: ts.Node): string | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  const [arg] = node.arguments;
  if (!arg || !ts.isStringLiteral(arg)) return undefined;
  const callee = node.expression;
  const isRequire = ts.isIdentifier(callee) && callee.text === "require";
  return isRequire || callee.kind === ts.SyntaxKind.ImportKeyword ? arg.text : undefined;
}

interface LongFunction {
  file: string;
  name: string;
  lines: number;
}

function analyse(file: string, edges: Edge[], long: LongFunction[]): void {
  const text = readFileSync(join(ROOT, file), "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const add = (spec: string, typeOnly: boolean) => {
    const to = resolveSpecifier(file, spec);
    if (to !== undefined) edges.push({ from: file, to, typeOnly });
  };
  const visit = (node: ts.Node) => {
    const declaration = ts.isImportDeclaration(node) || ts.isExportDeclaration(node) ? node : undefined;
    if (declaration?.moduleSpecifier && ts.isStringLiteral(declaration.moduleSpecifier)) {
      add(declaration.moduleSpecifier.text, isTypeOnlyImport(declaration));
    }
    const called = calledModule(node);
    if (called !== undefined) add(called, false);
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = (node as ts.FunctionLikeDeclaration).name?.getText(sf) ?? "(anonymous)";
      const lines = end - start + 1;
      if (SHIPPED.has(layerOf(file)) && lines > MAX_FUNCTION_LINES) long.push({ file, name, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

function layerOf(file: string): string {
  return file.includes("/") ? file.slice(0, file.indexOf("/")) : file;
}

/** Strongly connected components of more than one file (Tarjan), over runtime imports only. */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (!e.typeOnly) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of next.keys()) if (!index.has(v)) connect(v);
  return found;
}

const edges: Edge[] = [];
const longFunctions: LongFunction[] = [];
for (const file of productFiles()) analyse(file, edges, longFunctions);

describe("the structure of the code base", () => {
  it("reads the imports it checks (sanity: known edges are found)", () => {
    const has = (from: string, to: string) => edges.some((e) => e.from === from && e.to === to);
    expect(has("cli/connect.ts", "sdk/index.ts")).toBe(true);
    expect(has("index.ts", "provider/pulumi/index.ts")).toBe(true);
    expect(has("provider/pulumi/shim.ts", "provider/pulumi/registry.ts")).toBe(true);
    expect(edges.length).toBeGreaterThan(300);
  });

  it("the package's own names resolve as package.json \"exports\" says", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { exports: Record<string, unknown> };
    const source = (target: unknown) => String((target as { default: string }).default).replace(/^\.\/dist\/(.*)\.js$/, "$1.ts");
    const declared = Object.fromEntries(
      Object.entries(pkg.exports)
        .filter(([k]) => k !== "./package.json")
        .map(([k, v]) => [k === "." ? "msgform" : `msgform/${k.slice(2)}`, source(v)]),
    );
    expect(declared).toEqual(SELF);
  });

  it("layers only point down: schema < sdk < emulator, provider < cli < examples, bench", () => {
    const upward = edges
      .filter((e) => {
        const [from, to] = [LAYERS[layerOf(e.from)]!, LAYERS[layerOf(e.to)]!];
        return to > from || (to === from && layerOf(e.to) !== layerOf(e.from));
      })
      .map((e) => `${e.from} -> ${e.to}`);
    expect(upward).toEqual([]);
  });

  it("no import cycles (runtime imports: static, require() and import(), the package's own name included)", () => {
    expect(cycles(edges).map((c) => c.join(" <-> "))).toEqual([]);
  });

  it(`no function of the shipped code is longer than ${MAX_FUNCTION_LINES} lines`, () => {
    const shown = longFunctions.map((f) => `${relative(".", f.file)} ${f.name}: ${f.lines} lines`);
    expect(shown).toEqual([]);
  });
});
