import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ESLint rule `route-split/page-only-in-component`: a route file (apps/portal/src/routes) imports from a page
 * module (a file whose name ends in `Page`, e.g. features/training/TrainingResearchPage.tsx) only the page
 * component itself (a name ending in `Page`), also when it imports through a feature's index.ts.
 *
 * Why: TanStack Router's autoCodeSplitting moves what only `component` uses into the route's own chunk; a route's
 * search schema, loader and guard stay in the first load. A constant or schema taken from a page module therefore
 * pulls the whole page, and everything it imports (echarts, the editor), into the first load of every page
 * (docs/decisions.md, "First load"). Search schemas and constants belong in the feature's search.ts or queries.ts.
 */

/** `name -> file` of the value re-exports `export { a, b as c } from './File'` in a feature's index.ts. */
function barrelExports(indexFile) {
  const found = new Map();
  const source = readFileSync(indexFile, 'utf8');
  for (const m of source.matchAll(/export\s+\{([^}]*)\}\s+from\s+'(\.[^']*)'/g)) {
    for (const part of m[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/).pop().trim();
      found.set(name, path.resolve(path.dirname(indexFile), m[2]));
    }
  }
  return found;
}

const isPageModule = (file) => /Page$/.test(path.basename(file).replace(/\.tsx?$/, ''));

/** @type {import('eslint').Rule.RuleModule} */
const pageOnlyInComponent = {
  meta: {
    type: 'problem',
    docs: { description: 'Route files import only the page component from a page module, so the page stays in its own chunk.' },
    schema: [],
    messages: {
      eager: "'{{name}}' comes from the page module {{file}}: imported by a route it puts the whole page into the first load. Move it into the feature's search.ts or queries.ts.",
    },
  },
  create(context) {
    const dir = path.dirname(context.physicalFilename);
    return {
      ImportDeclaration(node) {
        const spec = node.source.value;
        if (node.importKind === 'type' || typeof spec !== 'string' || !spec.startsWith('.')) return;
        const target = path.resolve(dir, spec);
        const index = path.join(target, 'index.ts');
        const barrel = existsSync(index) ? barrelExports(index) : undefined;
        for (const s of node.specifiers) {
          if (s.type !== 'ImportSpecifier' || s.importKind === 'type') continue;
          const name = s.imported.name ?? s.imported.value;
          const file = barrel ? barrel.get(name) : target;
          if (file && isPageModule(file) && !/Page$/.test(name)) context.report({ node: s, messageId: 'eager', data: { name, file: path.relative(context.cwd, file) } });
        }
      },
    };
  },
};

export default { rules: { 'page-only-in-component': pageOnlyInComponent } };
