import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/portal/src/features/navigation/navigationDoc';
import { reachablePages } from '../../apps/portal/src/features/navigation/pages';
import { AXE_TAGS, expect, openInApp, test } from './fixtures';
import { logIn } from './session';

/**
 * Issue 19 at phone width (390 px): axe-core (the automatic fixture of fixtures.ts) scans every
 * page a menu, the 工作台 or the personal centre offers, for one account of each kind; and elder
 * mode (长者模式) is switched on from the header, kept across a reload and gives large text and
 * large touch targets. Screenshots of /Home, /applySubsidies and /notice in elder mode go to
 * SHOTS_DIR when it is set.
 */
const PHONE = { width: 390, height: 844 };
const SHOTS_DIR = process.env.SHOTS_DIR;

/** Waits for the page's heading (or its 403 card) and for its lists to load. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1, [data-testid="forbidden"]').first()).toBeAttached();
  await expect(page.locator('.chakra-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

const KINDS = ['（访客）', 'ent_demo', 'person_demo', 'school_demo', 'staff_jyzx', 'staff_admin'];

test.describe('at 390 px every page an account is offered passes axe', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const account of DEMO_ACCOUNTS.filter((a) => KINDS.includes(a.username))) {
    test(`${account.username}（${account.who}）`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const session = account.session.user ? await logIn(page, account.username) : account.session;
      const pages = reachablePages(session).filter((p) => p.places.some((pl) => pl.in !== 'link'));
      await page.goto('/Home');
      await settled(page);
      // each page opened in the loaded app, as its menu item or tile opens it (axe scans each as it is left)
      for (const p of pages.filter((p) => p.path !== '/Home')) {
        await openInApp(page, p.path);
        await settled(page);
      }
      await page.goto('/Home');
      await settled(page);
      // the phone menu, open: scanned as it shows
      await page.getByRole('button', { name: '打开菜单' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});

test('elder mode (长者模式) at 390 px: switched from the header, remembered, large text and touch targets', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, 'person_demo');
  await page.goto('/Home');
  await settled(page);
  const elder = page.getByRole('button', { name: '长者模式' });
  await expect(elder).toHaveAttribute('aria-pressed', 'false');
  await elder.click();
  await expect(elder).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  await expect(page.getByTestId('elder-home')).toBeVisible();
  // the main services come first
  await expect(page.getByTestId('elder-home').locator('[data-testid^="home-"]').first()).toHaveAttribute('data-testid', 'home-services');
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-elder', 'on');
  for (const path of ['/Home', '/applySubsidies', '/notice']) {
    await page.goto(path);
    await settled(page);
    const measure = () =>
      page.evaluate(() => {
        const px = (el: Element | null) => (el ? parseFloat(getComputedStyle(el).fontSize) : 0);
        const main = document.getElementById('main')!;
        const texts = Array.from(main.querySelectorAll('p, td, li, a, span, label')).filter((el) => (el as HTMLElement).offsetParent !== null && el.textContent?.trim() && el.children.length === 0);
        const targets = Array.from(document.querySelectorAll('main button, main a[role="button"], header button, main select, main input:not([type=checkbox]):not([type=radio])')).filter((el) => (el as HTMLElement).offsetParent !== null);
        return {
          smallestText: Math.min(...texts.map(px)),
          smallestTarget: Math.min(...targets.map((el) => el.getBoundingClientRect().height)),
        };
      });
    // polled: on a loaded machine the page may still be rendering its list when first measured
    await expect.poll(async () => (await measure()).smallestText, { message: `${path}: body text at least 18 px` }).toBeGreaterThanOrEqual(18);
    await expect.poll(async () => (await measure()).smallestTarget, { message: `${path}: touch targets at least 44 px high` }).toBeGreaterThanOrEqual(44);
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/elder${path.replace('/', '-')}-390.png`, fullPage: true });
  }
  // back to the usual look
  await page.getByRole('button', { name: '长者模式' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-elder', 'on');
});

/** The serious and critical axe-core violations (tags {@link AXE_TAGS}) of what `page` shows now, one line each: `rule: html of the nodes`. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ; ')}`);
}

/**
 * Issue 43: the links inside the sentences of /register (both tabs) are told apart by more than
 * colour (underlined; axe-core link-in-text-block), and the designer /subject-edit with its first,
 * blank question labels every field, the preview's choices too (axe-core label); at desktop and
 * phone width, checked here on each state directly (the fixture scans a path once per width).
 */
for (const width of [1440, 390]) {
  test(`/register at ${width} px: no serious or critical axe-core violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/register', '/register?type=ent']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: '去登录' })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  test(`/subject-edit at ${width} px: no serious or critical axe-core violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, 'staff_jyzx');
    await page.goto('/subject-edit');
    await expect(page.getByTestId('question-editor')).toHaveCount(1);
    await expect(page.getByTestId('phone-preview').getByRole('radio')).toHaveCount(2);
    expect(await seriousViolations(page), '/subject-edit').toEqual([]);
  });
}
