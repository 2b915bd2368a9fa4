import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, navigationDoc } from './navigationDoc';
import { PAGES, pageOf, reachablePages } from './pages';

// vitest runs in apps/portal (npm -w @portal/portal and nx both start it there)
const DOC = resolve(process.cwd(), '../../docs/navigation.md');
const SHELL_ROUTES = resolve(process.cwd(), 'src/routes/_shell');

describe('docs/navigation.md', () => {
  it('is generated from the navigation table (WRITE_NAVIGATION_DOC=1 rewrites it)', () => {
    const text = navigationDoc();
    if (process.env.WRITE_NAVIGATION_DOC === '1') writeFileSync(DOC, text);
    expect(readFileSync(DOC, 'utf8')).toBe(text);
  });

  it('declares every page once', () => {
    const paths = PAGES.map((p) => p.path.toLowerCase());
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('has an entry for every page of the site shell (src/routes/_shell)', () => {
    const routes = readdirSync(SHELL_ROUTES, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => `/${f.replace(/\.tsx$/, '')}`);
    expect(routes.filter((r) => !pageOf(r))).toEqual([]);
  });

  it('lets some demo account click its way to every page (no page is reached only by typing its address)', () => {
    const reached = new Set(DEMO_ACCOUNTS.flatMap((a) => reachablePages(a.session).map((p) => p.path)));
    expect(PAGES.filter((p) => !reached.has(p.path)).map((p) => p.path)).toEqual([]);
  });
});
