import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import boundaries from "./eslint-rules/no-feature-cycle.js";
import routeSplit from "./eslint-rules/route-split.js";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The repository root (this file's folder): paths below are relative to it wherever eslint runs from. */
const ROOT = fileURLToPath(new URL(".", import.meta.url));
/** Folder names directly under `dir` (the portal's features, the server's modules). */
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const FEATURES = "apps/portal/src/features";
/**
 * Boundaries (docs/architecture.md, "Boundaries"): a portal feature imports another feature only through that
 * feature's `index.ts`; an endpoint module of the contract never imports another (only the aggregators
 * index.ts, calls.ts and table.ts do); a server module never imports another module's `routes.ts` (only
 * http/app.ts mounts routes).
 */
const boundaryZones = [
  ...folders(`./${FEATURES}`).map((f) => ({
    target: `${FEATURES}/${f}/**`,
    from: `${FEATURES}/!(${f})/**`,
    except: [`**/${FEATURES}/*/index.ts`],
    message:
      "Import another feature through its index.ts (e.g. '../enterprise'), not its files.",
  })),
  {
    target: "libs/api/src/endpoints/!(index|calls|table|*.test).ts",
    from: "libs/api/src/endpoints",
    message:
      "An endpoint module never imports another: the words areas share are libs/api/src/vocabulary, the shapes schemas.ts, records.ts and the like.",
  },
  ...folders("./apps/server/src/modules").map((m) => ({
    target: `apps/server/src/modules/${m}/**`,
    from: `apps/server/src/modules/!(${m})/routes.ts`,
    message:
      "Routes are mounted by http/app.ts; move what both modules need into a service or tables file.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-ssr/**",
      "**/node_modules/**",
      "**/*.gen.ts",
      ".data/**",
      ".nx/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: [
            "apps/*/tsconfig.json",
            "libs/*/tsconfig.json",
            "e2e/tsconfig.json",
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are erased at build time and do not count as cycles.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        { basePath: ROOT, zones: boundaryZones },
      ],
    },
  },
  {
    files: [`${FEATURES}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    rules: {
      "boundaries/no-feature-cycle": ["error", { root: `${ROOT}${FEATURES}` }],
    },
  },
  {
    // the route table, menus and guards, and the role rules they call, read the contract's words
    // (libs/api/src/vocabulary), never its endpoints (docs/architecture.md, "Boundaries")
    files: [
      `${FEATURES}/navigation/{pages,menu,guard}.ts`,
      "libs/auth/src/rules.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@portal/api",
              message:
                "Import the words from '@portal/api/vocabulary': the route table and the role rules never load the endpoints.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // the page stays in its route's own chunk (docs/decisions.md, "First load")
    files: ["apps/portal/src/routes/**/*.tsx"],
    plugins: { "route-split": routeSplit },
    rules: { "route-split/page-only-in-component": "error" },
  },
  {
    files: [
      "apps/portal/**/*.{ts,tsx}",
      "apps/bigscreen/**/*.{ts,tsx}",
      "libs/ui/**/*.{ts,tsx}",
      "libs/auth/**/*.{ts,tsx}",
    ],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["**/test/**", "**/*.test.{ts,tsx}", "e2e/**"],
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Every spec runs in the fixture that fails a test on a Content-Security-Policy violation.
    files: ["e2e/tests/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test", "expect"],
              message: "import test and expect from './fixtures'",
            },
          ],
        },
      ],
    },
  },
);
