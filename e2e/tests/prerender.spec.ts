import { expect, test } from './fixtures';
import { PASSWORD, acknowledgeSiteNotice, logIn } from './session';

/**
 * Public pages painted before their script runs (issue 45; apps/server/src/http/prerender.ts,
 * apps/portal/src/features/prerender): what a visitor sees without the script, the script taking
 * the page over as it is, the login form before and after, and a logged-in tab.
 */

/** The portal's entry script (index.html's `link[data-module=entry]`): held back, a page shows only what the server drew. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

test("a visitor sees /Home, /notice and the login form before the page's script has run", async ({ page, request }) => {
  const latest = (await (await request.get('/prod-api/api/notice/list?category=notice&page=1&limit=10')).json()).data.list as { title: string }[];
  expect(latest.length).toBeGreaterThan(0);
  await page.route(ENTRY, (route) => route.abort());
  // 'commit': the script will not start these pages (fixtures.ts otherwise waits for it)
  await page.goto('/Home', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: '通知公告' })).toBeVisible();
  await expect(page.getByText(latest[0]!.title, { exact: true }).first()).toBeVisible();
  await page.goto('/notice', { waitUntil: 'commit' });
  await expect(page.getByTestId('notice-row').first()).toBeVisible();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // a page that is not public is left to the script: nothing drawn
  await page.goto('/mail', { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  await expect(page.locator('#root')).toBeEmpty();
});

test('the script takes the drawn page over as it is: the same elements, no error, links work in the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/Home', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: '通知公告' });
  await heading.waitFor({ state: 'attached' });
  await heading.evaluate((el) => ((window as { drawnHeading?: Element }).drawnHeading = el));
  await expect(page.locator('html[data-started]')).toHaveCount(1);
  // taken over: the heading drawn by the server is the one on the page (hydrated, not drawn again)
  expect(await heading.evaluate((el) => el === (window as { drawnHeading?: Element }).drawnHeading)).toBe(true);
  await page.getByRole('link', { name: '更多通知公告' }).click();
  await expect(page).toHaveURL(/\/notice/);
  // navigated by the script: the window of the first page is still there
  expect(await page.evaluate(() => Boolean((window as { drawnHeading?: Element }).drawnHeading))).toBe(true);
  expect(errors).toEqual([]);
});

test('the login form is read-only and sends nothing until the script has it, then logs in with what was typed', async ({ page }) => {
  await acknowledgeSiteNotice(page.request, 'ent_demo');
  // the page's script held back: the drawn form is all there is
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/', { waitUntil: 'commit' });
  const account = page.getByLabel('账号', { exact: true });
  await expect(account).toBeVisible();
  await expect(account).not.toBeEditable();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForLoadState('load');
  expect(new URL(page.url()).search, 'a form sent by the browser would put its fields in the address').toBe('');
  await page.unroute(ENTRY);
  await page.reload();
  await expect(account).toBeEditable();
  await account.fill('ent_demo');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
});

test("a logged-in tab never shows the visitor's page: the page is drawn by the script with the user's header", async ({ page }) => {
  await logIn(page, 'ent_demo');
  const seen: string[] = [];
  await page.exposeFunction('reportVisibility', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      (window as unknown as { reportVisibility: (v: string) => void }).reportVisibility(root && root.childElementCount > 0 ? getComputedStyle(root).visibility : 'empty');
    });
  });
  await page.goto('/Home');
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(seen.every((v) => v === 'hidden' || v === 'empty'), seen.join()).toBe(true);
  // a page that is not drawn ahead is shown too (the gate hides #root in a tab with a session, whatever the page)
  await page.goto('/modifyPassword');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
