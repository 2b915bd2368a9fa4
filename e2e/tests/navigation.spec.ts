import { APPLICATION_STATUSES, APPLICATION_TYPES, DEMAND_STATUSES, NOTICE_STATUSES } from '@portal/api';
import type { RuleSession } from '@portal/auth';
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../apps/portal/src/features/navigation/navigationDoc';
import { PAGES, mayOpen, pageOf, reachablePages, type PageEntry } from '../../apps/portal/src/features/navigation/pages';
import { expect, openInApp, test } from './fixtures';
import { logIn } from './session';

/** The same-origin hrefs of the visible links on the page now (a closed menu's items are not in it), each with whether it is in the page's main content (not the header, menus or footer). */
const visibleLinks = (page: Page) =>
  page.$$eval('a[href]', (links) =>
    links
      .filter((a) => a.checkVisibility())
      .map((a) => ({ href: a.getAttribute('href') ?? '', inMain: a.closest('main') !== null }))
      .filter(({ href }) => href.startsWith('/') && !href.startsWith('//')),
  );

/** Waits for the page's heading (or its 403 card) and for its lists to finish loading (no skeleton, nothing aria-busy). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1, [data-testid="forbidden"]').first()).toBeVisible();
  await expect(page.locator('.chakra-skeleton, [aria-busy="true"]')).toHaveCount(0);
}

/** Stored codes that a page must show as their dictionary label (statuses, application types). */
const CODES = new Set<string>([...APPLICATION_STATUSES, ...DEMAND_STATUSES, ...NOTICE_STATUSES, ...APPLICATION_TYPES].filter(Boolean));
/** A street code (9 digits) or an industry section letter (GB/T 4754-2017: A-T) standing alone in a cell. */
const CODE_PATTERNS = [/^\d{9}$/, /^[A-T]$/];

/** The cells of the page's tables that hold a bare code instead of its label ('gs_publicity' for 公示中, '440120002' for a street). */
const bareCodes = (page: Page) =>
  page.$$eval('table td', (cells) => cells.map((c) => (c.textContent ?? '').trim())).then((texts) => texts.filter((text) => CODES.has(text) || CODE_PATTERNS.some((re) => re.test(text))));

/** Table pages already opened by an earlier account's walk (its breadcrumb and access checked once). */
const checked = new Set<string>();
/** Links between public pages seen by earlier walks (target path → its href and the page it was on): public content links the same for everyone. */
const publicLinks = new Map<string, { href: string; on: string }>();
const isPublic = (path: string) => pageOf(path)?.access.kind === 'public';

/**
 * Walks the portal as the logged-in user of `page`, from /Home (where every login lands): every
 * dropdown of the header (主导航, 工作台 included) is opened and its items read, then the visible
 * links of /Home; then, breadth first, each page found that links to a page of `expected` not yet
 * found is opened and its visible links read (list rows, cards, buttons), and so is each page no
 * earlier account opened. A link from a public page to a public page that an earlier walk saw
 * counts as found once this walk has reached the page it is on (public pages show the same content
 * to everyone), which keeps each walk to the pages of its own role. Pages are opened in the loaded
 * app ({@link openInApp}), as a click on their link opens them. Answers the table pages found
 * (the first href to each) and, of the pages opened, those without a breadcrumb, the links that
 * led to 暂无权限 and the table cells that show a bare code.
 */
async function walk(page: Page, session: RuleSession, expected: readonly PageEntry[]) {
  const found = new Map<string, string>();
  const foundOn = new Map<string, string>();
  const opened = new Set(['/Home']);
  const noCrumbs: string[] = [];
  const refused: string[] = [];
  const emptyLists: string[] = [];
  const coded: string[] = [];
  let here = '/Home';
  const note = (links: { href: string; inMain: boolean }[]) => {
    for (const { href, inMain } of links) {
      const entry = pageOf(new URL(href, 'http://x').pathname);
      if (!entry) continue;
      // a row's link (with its id) is worth more than a bare one (新建), which opens an empty form
      const known = found.get(entry.path);
      if (known === undefined || (!known.includes('?') && href.includes('?') && !opened.has(entry.path))) {
        found.set(entry.path, href);
        foundOn.set(entry.path, here);
      }
      if (inMain && isPublic(here) && isPublic(entry.path) && !publicLinks.has(entry.path)) publicLinks.set(entry.path, { href, on: here });
    }
  };
  await page.goto('/Home');
  await settled(page);
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const trigger of await nav.locator('button[aria-haspopup="menu"]').all()) {
    await trigger.click();
    const menu = page.getByRole('menu').filter({ visible: true });
    await expect(menu.first()).toBeVisible();
    note(await visibleLinks(page));
    // Escape as a keyboard user presses it: once the open menu has taken the focus (its open state's effects,
    // the dismiss on Escape among them, have run; a key pressed before that can be lost on a loaded machine)
    await expect.poll(() => menu.first().evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
  }
  note(await visibleLinks(page));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [path, link] of publicLinks) {
      if (found.has(path) || !found.has(link.on)) continue;
      found.set(path, link.href);
      foundOn.set(path, link.on);
      grew = true;
    }
  }
  // a page that links to pages this user may not open is opened by every account that reaches it, whatever earlier
  // walks checked: which of those links it shows depends on its reader (and `checked` lives only as long as the worker,
  // which Playwright replaces after a failure, so a check left to an earlier account ran or not by the suite's luck)
  const linksAcross = (path: string) => PAGES.some((p) => !mayOpen(p, session) && p.places.some((pl) => pl.in === 'link' && pl.from === path));
  const wanted = (path: string) =>
    !checked.has(path) || linksAcross(path) || expected.some((p) => !found.has(p.path) && p.places.some((pl) => pl.in === 'link' && pl.from === path));
  for (let next = [...found.keys()].find((path) => !opened.has(path) && wanted(path)); next; next = [...found.keys()].find((path) => !opened.has(path) && wanted(path))) {
    opened.add(next);
    // a page this user may not open sends it to a login form or the 403 page: the other accounts check it
    if (!mayOpen(pageOf(next)!, session)) continue;
    checked.add(next);
    const href = found.get(next)!;
    here = next;
    await openInApp(page, href);
    await settled(page);
    if ((await page.getByTestId('forbidden').count()) > 0) refused.push(href);
    if ((await page.getByRole('navigation', { name: 'breadcrumb' }).count()) === 0) noCrumbs.push(next);
    if ((await page.getByTestId('empty-state').count()) > 0) emptyLists.push(next);
    for (const code of await bareCodes(page)) coded.push(`${next}: ${code}`);
    note(await visibleLinks(page));
  }
  return { found, foundOn, noCrumbs, refused, emptyLists, coded };
}

test.describe('every page the navigation table grants is reached by clicking', () => {
  test.describe.configure({ timeout: 420_000 });
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.username}（${account.who}）`, async ({ page }) => {
      const session = account.session.user ? await logIn(page, account.username) : account.session;
      const expected = reachablePages(session);
      const { found, foundOn, noCrumbs, refused, emptyLists, coded } = await walk(page, session, expected);
      // a page linked only from a list that is empty for this account, or from a record page that this account
      // could open only as a new, empty record (its 新建 link, no row to edit), cannot be clicked to: noted, not failed
      const newRecordOnly = (path: string) => found.get(path)?.includes('?') === false && pageOf(path)!.places.every((pl) => pl.in === 'link');
      const unreached = expected.filter((p) => !found.has(p.path));
      // (and, in turn, a page linked only from such unreachable pages: a thread's reply form when there is no thread)
      const rowless: typeof unreached = [];
      for (let grew = true; grew; ) {
        const more = unreached.filter((p) => !rowless.includes(p) && p.places.some((pl) => pl.in === 'link' && (emptyLists.includes(pl.from) || newRecordOnly(pl.from) || rowless.some((r) => r.path === pl.from))));
        rowless.push(...more);
        grew = more.length > 0;
      }
      for (const p of rowless) test.info().annotations.push({ type: 'no rows to click', description: `${p.path}: ${p.places.flatMap((pl) => (pl.in === 'link' ? [pl.from] : [])).join(', ')} had no rows for ${account.username}` });
      const missing = unreached.filter((p) => !rowless.includes(p)).map((p) => `${p.path} ${p.title}`);
      expect(missing, `pages the table grants ${account.username} that no menu, 工作台 or link reached`).toEqual([]);
      expect(refused, 'links that led to 暂无权限').toEqual([]);
      if (session.user) expect([...found.keys()].filter((path) => !mayOpen(pageOf(path)!, session)).map((path) => `${path} (on ${foundOn.get(path)})`), `links shown to ${account.username} to pages it may not open`).toEqual([]);
      expect(noCrumbs, 'inner pages without a breadcrumb').toEqual([]);
      expect(coded, 'table cells showing a stored code instead of its label').toEqual([]);
    });
  }
});
