// Import circles (issue 41; docs/architecture.md, "Boundaries"): fails, printing each circle, when a
// module of apps/ or libs/ reaches itself through its imports, type-only and dynamic imports
// included (eslint's import-x/no-cycle leaves type-only imports out). `npm run lint` runs it after
// eslint. Test and spec files and the generated route tree are left out, as they import freely.
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const graph = await madge(['apps', 'libs'], {
  baseDir: ROOT,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: `${ROOT}tsconfig.base.json`,
  excludeRegExp: [/node_modules/, /[\\/]dist(-ssr)?[\\/]/, /routeTree\.gen/, /\.test\./, /\.spec\./],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const circles = graph.circular();
if (circles.length > 0) {
  console.error(`${circles.length} import circle(s), type-only imports included; move what both sides need to a module both import (docs/architecture.md, "Boundaries"):`);
  for (const circle of circles) console.error(`  ${[...circle, circle[0]].join(' > ')}`);
  process.exit(1);
}
console.log(`No import circles among ${Object.keys(graph.obj()).length} modules of apps/ and libs/.`);
