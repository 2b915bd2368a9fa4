import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';

/**
 * The most gzipped JavaScript the login page and an enterprise's /Home may load, in KiB: what they
 * loaded once the route table, the menus and the frame stopped pulling in the contract's endpoint
 * modules and the entry's imports came in one chunk (323 and 315 KiB, docs/decisions.md "First load
 * by module", issue 45), with a little room. A page module, a chart, an editor or an endpoint module slipping into the first load goes
 * over it (a route taking a constant from a page module once made it 687 KiB).
 */
const FIRST_LOAD_BUDGET_KIB = 340;

/** Opens `path` and sums the gzipped size (KiB) of every script it loads until the network is idle. */
async function scriptKiB(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') sizes.push(r.body().then((b) => gzipSync(b).length));
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024;
}

test('the login page loads only what it shows: no other page, chart or editor', async ({ page }) => {
  const kib = await scriptKiB(page, '/', () => expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible());
  expect(kib, `${kib.toFixed(0)} KiB of gzipped JavaScript`).toBeLessThan(FIRST_LOAD_BUDGET_KIB);
});

test("an enterprise's /Home loads only what it shows", async ({ page }) => {
  await logIn(page, 'ent_demo');
  const kib = await scriptKiB(page, '/Home', () => expect(page.getByRole('heading', { name: '通知公告' })).toBeVisible());
  expect(kib, `${kib.toFixed(0)} KiB of gzipped JavaScript`).toBeLessThan(FIRST_LOAD_BUDGET_KIB);
});
