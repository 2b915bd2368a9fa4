/**
 * npm run bench, part `bundles` (issue 45): the gzipped JavaScript each portal route loads before
 * its page shows, from the built portal (apps/portal/dist/.vite/manifest.json), against its budget.
 *
 * A route's first load is the entry (index.html) and every chunk it imports, the `_shell` layout's
 * chunks for the routes inside the site frame, and the chunks of what the route file loads lazily
 * (its `?tsr-split=component` and `?tsr-split=loader` chunks, the page modules of its `import('…')`
 * calls), each with the chunks they import. What a page loads after it shows (a chart, an editor, a dialog's form) is
 * not counted. Budgets (issue 45, "First-load targets"), over the stack floor `floorKiB`
 * (bench/stack-floor): a login page (routes showing features/auth/LoginPage) + 40 KiB, a page
 * anyone may open (the navigation table's `public` access) + 60 KiB, any other page + 150 KiB.
 *
 * Usage: tsx bench/first-load.ts <floorKiB>; prints one JSON array of
 * `{ route, kind, gzipKiB, budgetKiB, over }` (KiB = 1024 bytes, one decimal), heaviest first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGES } from '../apps/portal/src/features/navigation/pages';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

const portal = path.resolve(import.meta.dirname, '../apps/portal');
const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(path.join(portal, 'dist/.vite/manifest.json'), 'utf8'));
const floorKiB = Number(process.argv[2]);
if (!Number.isFinite(floorKiB)) throw new Error('usage: tsx bench/first-load.ts <floorKiB>');

const gzipBytes = new Map<string, number>();
/** The gzipped size in bytes of a built file (level 9, as tools/vitePrecompress.mjs writes the .gz copies). */
function gzipOf(file: string): number {
  if (!gzipBytes.has(file)) gzipBytes.set(file, zlib.gzipSync(fs.readFileSync(path.join(portal, 'dist', file)), { level: 9 }).length);
  return gzipBytes.get(file)!;
}

/** Adds the manifest entry `key` and the chunks it imports (statically) to `into`. */
function closure(key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, into);
  return into;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const publicPaths = new Set(PAGES.filter((p) => p.access.kind === 'public').map((p) => p.path));
const routesDir = path.join(portal, 'src/routes');
const routeFiles = fs.readdirSync(routesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx') && !f.startsWith('__root') && f !== '_shell.tsx');

const rows = routeFiles.map((file) => {
  const source = fs.readFileSync(path.join(routesDir, file), 'utf8');
  const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1] ?? '';
  const route = id.replace(/^\/_shell/, '') || '/';
  const files = closure(entryKey, new Set());
  if (id.startsWith('/_shell')) for (const part of ['component', 'loader']) closure(`src/routes/_shell.tsx?tsr-split=${part}`, files);
  for (const part of ['component', 'loader']) closure(`src/routes/${file}?tsr-split=${part}`, files);
  for (const [, target] of source.matchAll(/import\('([^']+)'\)/g)) {
    const resolved = path.relative(portal, path.resolve(routesDir, path.dirname(file), target!));
    for (const ext of ['.tsx', '.ts', '/index.ts']) closure(resolved + ext, files);
  }
  const kind = /features\/auth\/LoginPage'/.test(source) ? 'login' : publicPaths.has(route) ? 'public' : 'other';
  const budgetKiB = Math.round((floorKiB + { login: 40, public: 60, other: 150 }[kind]) * 10) / 10;
  const gzipKiB = Math.round(([...files].reduce((sum, f) => sum + gzipOf(f), 0) / 1024) * 10) / 10;
  return { route, kind, gzipKiB, budgetKiB, over: gzipKiB > budgetKiB };
});
rows.sort((a, b) => b.gzipKiB - a.gzipKiB);
console.log(JSON.stringify(rows));
