import { defineConfig, type Plugin } from "vitest/config";

/**
 * The CLI loads some of its own modules on first use with a relative `require("./x")` (a command's
 * module, a kind, the preflight rules), so a command loads only what it needs. Vitest runs the
 * TypeScript sources as ES modules, where such a require would load the .ts file outside vitest's
 * module graph (or not at all); under test each one becomes an import at the top of its file. The
 * built CLI is an esbuild bundle where each such require is a file of its own, loaded when it runs
 * (scripts/bundle.ts; test/cli/startup.test.ts checks what each command loads).
 */
function lazyRequiresAsImports(): Plugin {
  const REQUIRE = /\brequire\(("\.{1,2}\/[^"]+")\)/g;
  return {
    name: "msgform:lazy-requires-as-imports",
    enforce: "pre",
    transform(code, id) {
      if (!id.endsWith(".ts") || id.includes("/node_modules/") || !/\brequire\("\./.test(code)) return undefined;
      const specifiers: string[] = [];
      const body = code.replace(REQUIRE, (_m, spec: string) => {
        const i = specifiers.indexOf(spec);
        return `__lazy${i >= 0 ? i : specifiers.push(spec) - 1}`;
      });
      // At the end, so line numbers stay those of the source (imports are hoisted anyway).
      const imports = specifiers.map((s, i) => `import * as __lazy${i} from ${s};`).join(" ");
      return { code: `${body}\n${imports}\n`, map: null };
    },
  };
}

// Tests start real HTTPS emulators, child processes and the Pulumi dynamic-provider host.
// The forks pool gives each file its own process: Pulumi's closure serialization needs the
// inspector, which worker threads do not provide, and child processes are cleaned up per file.
export default defineConfig({
  plugins: [lazyRequiresAsImports()],
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    reporters: process.env.CI ? ["default"] : ["default"],
    // Every emulator the tests start (in process or as a child) holds each response to its schema
    // (emulator/service.ts CHECK_RESPONSES_ENV; off for users: docs/decisions.md, "Response contract").
    env: { MSGFORM_EMULATOR_CHECK_RESPONSES: "1" },
  },
});
