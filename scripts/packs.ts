#!/usr/bin/env node
// Part of `npm run build`, after tsc and the vendored copies: the CLI's module packs (cli/start/packs.ts
// loads them). Node spends about a quarter of a millisecond on every module file a command loads (its
// lookup, a read, a compile of its own, the loader's bookkeeping), whatever its size: `msgform validate`
// loads about 45 of ours. A pack holds the code of the modules that load together, as one file:
//
// - `startup` and `program`: what cli/startup.ts and then cli/program.ts load as they load (the modules
//   of every run, in that order; cli/main.ts loads both);
// - the rest grouped by the modules loaded on demand (a command, a kind, the sdk client) that load them as
//   they load: what only validate loads is one pack, what every command that reads config files loads is
//   another. Each module is in one pack, and a pack loads only when all of its modules are about to.
//
// What a module requires on demand (inside a function, or under a condition) stays on demand: a pack holds
// only what loading its modules always loads.
import { readFileSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { transformSync } from "esbuild";
import ts from "typescript";
import { PACKS_DIR, PACK_FORMAT, type PackIndex } from "../cli/start/packs";
import { packageRoot } from "./generate";

interface ModuleInfo {
  /** Path from dist/, with forward slashes: the key the runtime uses. */
  id: string;
  size: number;
  code: string;
  /** Relative requests with a literal argument, as written, and the module each leads to. */
  eager: Map<string, string>;
  lazy: Map<string, string>;
}

const posix = (p: string) => p.split(sep).join("/");

/** The module file a relative request from `from` leads to, as Node would find it among tsc's output. */
function resolveRelative(dist: string, from: string, request: string): string | undefined {
  const base = resolve(dirname(join(dist, from)), request);
  for (const file of [base, `${base}.js`, join(base, "index.js")]) {
    try {
      if (statSync(file).isFile() && file.endsWith(".js")) return posix(relative(dist, file));
    } catch {
      // not this one
    }
  }
  return undefined;
}

const { AmpersandAmpersandToken, BarBarToken, QuestionQuestionToken } = ts.SyntaxKind;
const LOGICAL = new Set([AmpersandAmpersandToken, BarBarToken, QuestionQuestionToken]);

/**
 * Whether a node runs whenever its module loads: no function, method or accessor encloses it, and no
 * condition (`if`, `? :`, `&&`, a `catch`, a `switch`) decides whether it runs.
 */
function alwaysAtLoad(node: ts.Node): boolean {
  for (let n: ts.Node = node; n.parent; n = n.parent) {
    const p = n.parent;
    if (ts.isFunctionLike(p) || ts.isIfStatement(p) || ts.isConditionalExpression(p)) return false;
    if (ts.isCatchClause(p) || ts.isSwitchStatement(p)) return false;
    if (ts.isBinaryExpression(p) && LOGICAL.has(p.operatorToken.kind) && p.right === n) return false;
  }
  return true;
}

function readModule(dist: string, id: string): ModuleInfo {
  const file = join(dist, id);
  const code = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const eager = new Map<string, string>();
  const lazy = new Map<string, string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "require" &&
      node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0]!)
    ) {
      const request = node.arguments[0].text;
      if (request.startsWith("./") || request.startsWith("../")) {
        const to = resolveRelative(dist, id, request);
        if (to && !to.startsWith("cli/vendor/") && !to.endsWith(".bundle.js")) (alwaysAtLoad(node) ? eager : lazy).set(request, to);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { id, size: statSync(file).size, code, eager, lazy };
}

/** Every module of ours the CLI can load from `program`, eagerly or on demand, by id. */
function moduleGraph(dist: string, root: string): Map<string, ModuleInfo> {
  const modules = new Map<string, ModuleInfo>();
  const todo = [root];
  while (todo.length) {
    const id = todo.pop()!;
    if (modules.has(id)) continue;
    const m = readModule(dist, id);
    modules.set(id, m);
    todo.push(...m.eager.values(), ...m.lazy.values());
  }
  return modules;
}

/** What loading `entry` loads at once: it and its eager requires, transitively, in load order. */
function loadedWith(modules: Map<string, ModuleInfo>, entry: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const walk = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    order.push(id);
    for (const to of modules.get(id)!.eager.values()) walk(to);
  };
  walk(entry);
  return order;
}

/** A module's code as the body of the function the pack holds: comments and blank space out (names kept). */
function packedCode(m: ModuleInfo): string {
  return transformSync(m.code, { loader: "js", format: "cjs", minifyWhitespace: true, legalComments: "inline", sourcefile: m.id }).code;
}

/**
 * The pack's file: an array of [id, size, requests, function] the runtime registers (cli/start/packs.ts).
 * Each function is parenthesized, so V8 compiles it with the file instead of skimming it then and parsing
 * it again when the module runs: a pack loads only when all of its modules are about to (the exceptions:
 * a small shared module's copy that another pack already ran, a module whose file wins).
 */
function packFile(ids: readonly string[], loadedBy: readonly string[], modules: Map<string, ModuleInfo>): string {
  const lines = [
    `// msgform's CLI modules that load with ${loadedBy.join(", ")}, as one file (scripts/packs.ts made it from the build; cli/start/packs.ts loads it).`,
    "module.exports = [",
  ];
  for (const id of ids) {
    const m = modules.get(id)!;
    const requests = Object.fromEntries([...m.eager, ...m.lazy]);
    lines.push(
      `[${JSON.stringify(id)},${m.size},${JSON.stringify(requests)},(function(exports,require,module,__filename,__dirname){`,
      packedCode(m).trimEnd(),
      "})],",
    );
  }
  lines.push("];", "");
  return lines.join("\n");
}

/** The modules cli/main.ts loads, in order, on every run: each the first of a pack. */
const EVERY_RUN = ["cli/startup.js", "cli/program.js"];
/** The packs' own code, which cli/main.ts loads first, from its files. */
const RUNTIME = "cli/start/packs.js";

/** A pack: its file's name, its modules in load order, and the modules whose loading loads it. */
interface Pack { name: string; ids: string[]; loadedBy: string[] }

/**
 * Below this many bytes of code, what several on-demand modules load in common goes into each of their
 * packs rather than a pack of its own: a file more costs a run about what parsing this much code again does,
 * and only a run that loads two of them parses it twice (two kinds a file declares share their field code).
 */
const SHARED_MIN = 16 * 1024;

const nameOf = (id: string) => id.replace(/\.js$/, "").replaceAll("/", "-");

/**
 * The packs: one for each of EVERY_RUN (what it loads that the ones before it did not), then one for each
 * module loaded on demand, holding what it loads as it loads. What several of those load in common (config
 * code every command that reads files loads, say) is a pack of its own, loaded with the first of them, when
 * it is large enough to be worth a file of its own (SHARED_MIN); else a copy is in each of their packs, and
 * the first loaded serves it.
 */
function groupPacks(modules: Map<string, ModuleInfo>): Pack[] {
  // What cli/main.ts loads before the packs are in place: never from a pack.
  const base = new Set(loadedWith(modules, RUNTIME));
  const packs: Pack[] = [];
  for (const id of EVERY_RUN) {
    const ids = loadedWith(modules, id).filter((m) => !base.has(m));
    ids.forEach((m) => base.add(m));
    packs.push({ name: nameOf(id), ids, loadedBy: [id] });
  }
  const lazy = new Set([...modules.values()].flatMap((m) => [...m.lazy.values()]));
  const onDemand = [...lazy].filter((id) => !base.has(id)).sort();
  const loads = new Map<string, string[]>();
  for (const entry of onDemand) loads.set(entry, loadedWith(modules, entry).filter((id) => !base.has(id)));
  const reachedBy = new Map<string, string[]>();
  for (const [entry, ids] of loads) for (const id of ids) reachedBy.set(id, [...(reachedBy.get(id) ?? []), entry]);
  // The modules loaded by the same on-demand modules, by who loads them, in the load order of the first.
  const shared = new Map<string, Pack>();
  for (const [entry, ids] of loads) {
    for (const id of ids) {
      const by = reachedBy.get(id)!;
      if (by.length < 2 || by[0] !== entry) continue;
      const key = by.join(" ");
      const group = shared.get(key) ?? { name: `shared-${nameOf(id)}`, ids: [], loadedBy: by };
      group.ids.push(id);
      shared.set(key, group);
    }
  }
  const own = new Set<string>();
  for (const group of shared.values()) {
    const size = group.ids.reduce((n, id) => n + modules.get(id)!.code.length, 0);
    if (size < SHARED_MIN) group.ids.forEach((id) => own.add(id));
    else packs.push(group);
  }
  for (const [entry, ids] of loads) {
    const mine = ids.filter((id) => reachedBy.get(id)!.length === 1 || own.has(id));
    if (mine.length) packs.push({ name: nameOf(entry), ids: mine, loadedBy: [entry] });
  }
  return packs;
}

export function packs(root = packageRoot()): PackIndex {
  const dist = join(root, "dist");
  const modules = new Map<string, ModuleInfo>();
  for (const id of [RUNTIME, ...EVERY_RUN]) for (const [k, m] of moduleGraph(dist, id)) modules.set(k, m);
  const out = join(dist, PACKS_DIR);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const index: PackIndex = { format: PACK_FORMAT, modules: {} };
  for (const pack of groupPacks(modules)) {
    const file = `${pack.name}.js`;
    writeFileSync(join(out, file), packFile(pack.ids, pack.loadedBy, modules));
    for (const id of pack.ids) index.modules[id] ??= file;
  }
  writeFileSync(join(out, "index.json"), JSON.stringify(index, null, 1) + "\n");
  return index;
}

if (require.main === module) {
  try {
    const index = packs();
    process.stderr.write(`packs: ${new Set(Object.values(index.modules)).size} packs in dist/${PACKS_DIR}\n`);
  } catch (err) {
    process.stderr.write(`packs: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
