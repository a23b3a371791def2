// One tool for lint and formatting: ESLint with typescript-eslint and @stylistic.
import js from "@eslint/js";
import stylistic from "@stylistic/eslint-plugin";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "action/dist/", "node_modules/", "coverage/", "schema/*.json", "bench/results.json"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  stylistic.configs.customize({ indent: 2, quotes: "double", semi: true, arrowParens: true, braceStyle: "1tbs" }),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-require-imports": "off",
      "@stylistic/max-len": ["error", { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreComments: true }],
      "@stylistic/operator-linebreak": "off",
      "@stylistic/multiline-ternary": "off",
      "@stylistic/quote-props": ["error", "as-needed"],
    },
  },
  {
    // Shipped code imports what it uses from Node's modules by name. tsc compiles a namespace import
    // (`import * as fs from "node:fs"`) to __importStar, which defines a getter for every export of the
    // module (fs has over a hundred) each time a module loads it: time every command's start pays.
    files: ["cli/**/*.ts", "sdk/**/*.ts", "schema/**/*.ts", "provider/**/*.ts", "emulator/**/*.ts", "index.ts"],
    rules: {
      "no-restricted-syntax": ["error", {
        selector: "ImportDeclaration[source.value=/^node:/] > ImportNamespaceSpecifier",
        message: "Import by name from Node's modules (import { statSync } from \"node:fs\"): a namespace import copies every export on load.",
      }],
    },
  },
  {
    // JSX text and expressions read best on one line; splitting them loses the spaces between.
    files: ["emulator/console/ui/**/*.tsx"],
    rules: { "@stylistic/jsx-one-expression-per-line": "off" },
  },
  {
    // Reading the files (cli/config) and comparing them with the account (cli/reconcile) are siblings:
    // what both need (the declaration field names) lives below both, so neither loads the other.
    files: ["cli/config/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", {
        patterns: [{ group: ["../reconcile/*"], allowTypeImports: true, message: "cli/config imports no value from cli/reconcile." }],
      }],
    },
  },
  {
    files: ["cli/reconcile/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", {
        patterns: [{ group: ["../config/*"], allowTypeImports: true, message: "cli/reconcile imports no value from cli/config." }],
      }],
    },
  },
  {
    // Tests read untyped JSON off the wire on purpose.
    files: ["test/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
