import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * ESLint rule `boundaries/no-feature-cycle`: reports an import from one folder of `options.root` (a portal
 * feature) into another when the other folder already depends, directly or through further folders, on the
 * importing one. import-x/no-cycle sees cycles between files only; two features can depend on each other
 * through files that never import each other (layout/SiteChrome -> applications/queries while
 * applications/ListPage -> layout/useDocumentTitle), and this rule sees those.
 *
 * The folder graph is read from the sources with a regular expression over relative `import`/`export ... from`
 * and `import('...')`; type-only imports (`import type`, `export type`) do not count, as in import-x/no-cycle.
 * Parsed files are cached by modification time, so an editor session stays current.
 */

/** Relative module specifiers of value imports in `source` (type-only imports are left out). */
function relativeImports(source) {
  const found = [];
  const statement = /\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?'(\.[^']*)'/g;
  for (const m of source.matchAll(statement)) if (!m[1]) found.push(m[2]);
  for (const m of source.matchAll(/\bimport\(\s*'(\.[^']*)'\s*\)/g)) found.push(m[1]);
  return found;
}

/** file path -> { mtimeMs, folders: Set of other folders it imports } */
const parsed = new Map();

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The folder of `root` that `target` (a file, or a folder imported through its index) lies in; undefined outside. */
function folderOf(root, target) {
  const rel = path.relative(root, target);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0];
}

/** The folder graph of `root`: folder -> Map(imported folder -> one file that imports it). */
function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    const mtimeMs = statSync(file).mtimeMs;
    let entry = parsed.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      const folders = new Set();
      for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
        const to = folderOf(root, path.resolve(path.dirname(file), spec));
        if (to && to !== from) folders.add(to);
      }
      entry = { mtimeMs, folders };
      parsed.set(file, entry);
    }
    const edges = graph.get(from) ?? new Map();
    for (const to of entry.folders) if (!edges.has(to)) edges.set(to, path.relative(root, file));
    graph.set(from, edges);
  }
  return graph;
}

/** A path of folders from `start` to `goal` in `graph` (breadth first), or undefined. */
function findPath(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const route = [];
      for (let n = at; n !== null; n = previous.get(n)) route.unshift(n);
      return route;
    }
    for (const next of graph.get(at)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import between two folders (features) that already depend on each other the other way.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { cycle: 'Feature cycle: {{route}}. Move what both need into one of them (or a shared folder) so the dependency runs one way.' },
  },
  create(context) {
    const root = path.resolve(context.cwd, context.options[0].root); // absolute from the config, else from the cwd
    const own = folderOf(root, context.physicalFilename);
    if (!own) return {};
    let graph;
    const check = (node, spec, typeOnly) => {
      if (typeOnly || typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = folderOf(root, path.resolve(path.dirname(context.physicalFilename), spec));
      if (!to || to === own) return;
      graph ??= folderGraph(root);
      const back = findPath(graph, to, own);
      if (back) context.report({ node, messageId: 'cycle', data: { route: [own, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value, n.importKind === 'type' || (n.specifiers.length > 0 && n.specifiers.every((s) => s.importKind === 'type'))),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value, n.exportKind === 'type'),
      ExportAllDeclaration: (n) => check(n.source, n.source.value, n.exportKind === 'type'),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value, false),
    };
  },
};

export default { rules: { 'no-feature-cycle': noFeatureCycle } };
