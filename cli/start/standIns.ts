// Modules our dependencies load at start but msgform's commands rarely or never use. Each gets a stand-in
// that loads the real module the first time anything on it is read, so the API is unchanged.
import { Loader } from "./loader";

interface StandIn {
  /** The module as the dependency asks for it. */
  readonly request: string;
  /** The dependency's files (a path fragment): only their request is deferred, nobody else's. */
  readonly from: string;
  /** Answer `__esModule: true` without loading, for TypeScript's `__importStar`, which would copy every key. */
  readonly esModule?: boolean;
}

const STAND_INS: readonly StandIn[] = [
  // zod's entry loads its 64 translations of error messages (`z.locales`): a third of the files
  // `msgform validate` would load, for messages the CLI shows only in English (zod loads English itself).
  // This is zod as installed; the CLI's one-file copy (scripts/vendor.ts) has no translations at all.
  { request: "../locales/index.cjs", from: "/zod/v4/", esModule: true },
  // commander needs child_process only to run external subcommands, which msgform has none of; loading
  // it also loads net, dgram and the streams (about 4 ms of every start).
  { request: "node:child_process", from: "/commander/lib/", esModule: false },
  { request: "node:child_process", from: "/cli/vendor/commander.js", esModule: false },
];

/** An object that stands for the module `load` returns, loading it on the first read. */
function standIn(load: () => object, esModule: boolean): object {
  let real: object | undefined;
  const target = (): object => (real ??= load());
  return new Proxy({}, {
    get: (_t, key) => (key === "__esModule" && esModule ? true : Reflect.get(target(), key)),
    has: (_t, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_t, key) => {
      const d = Reflect.getOwnPropertyDescriptor(target(), key);
      return d && { ...d, configurable: true };
    },
  });
}

const slashed = (file: string | undefined): string => file?.replaceAll("\\", "/") ?? "";

/** From here on, the requests in STAND_INS get a stand-in. */
export function deferUnusedModules(): void {
  const original = Loader._load;
  Loader._load = function (this: unknown, request, parent, isMain) {
    const entry = STAND_INS.find((s) => s.request === request && slashed(parent?.filename).includes(s.from));
    if (!entry) return original.call(this, request, parent, isMain);
    return standIn(() => original.call(this, request, parent, isMain) as object, entry.esModule === true);
  };
}
