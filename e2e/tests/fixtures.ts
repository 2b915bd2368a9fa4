import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** The axe-core rule tags the suite checks (docs/accessibility.md): WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The impacts that fail a test (axe-core's scale: minor, moderate, serious, critical). */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Known exceptions, each `{ rule, selector, reason }`: a violation of `rule` whose every node
 * matches a CSS `selector` is not counted. Every entry is listed with its reason in
 * docs/accessibility.md ("Exceptions"). Empty: nothing is excused today.
 */
export const AXE_EXCEPTIONS: readonly { rule: string; selector: string; reason: string }[] = [];

/**
 * Pages already scanned by this worker, keyed `path|viewport width|user kind` (the kinds of
 * e2e/tests/session's demo accounts: none, gov, ent, person, school; `+elder` in elder mode), so
 * a page opened by many tests is scanned once per width and kind.
 */
const scanned = new Set<string>();

/** Whether the suite runs axe (on unless E2E_AXE=off, for a quick local run). */
const AXE_ON = process.env.E2E_AXE !== 'off';

/**
 * The kind of user logged in on `page` (none, gov, ent, person, school), read from the portal's
 * session in sessionStorage, with `+elder` when the page shows elder mode (长者模式, `<html data-elder="on">`).
 */
async function userKind(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      let kind = 'none';
      try {
        const s = JSON.parse(sessionStorage.getItem('portal-session') ?? '{}') as { state?: { userType?: string | number | null; category?: string } };
        const type = String(s.state?.userType ?? '');
        kind = type === '1' ? 'gov' : type === '2' ? 'ent' : type === '3' ? s.state?.category || 'person' : 'none';
      } catch {
        // no session stored: a visitor
      }
      return document.documentElement.dataset.elder === 'on' ? `${kind}+elder` : kind;
    })
    .catch(() => 'none');
}

/**
 * Runs axe-core (tags {@link AXE_TAGS}) on what `page` shows now, unless this worker already
 * scanned its path at this viewport width for this kind of user; waits up to 3 s for loading
 * lists (skeletons, aria-busy) and up to 3 s for finite animations (a dialog fading in) first. Serious and critical violations not excused by
 * {@link AXE_EXCEPTIONS} are pushed onto `found` as one line each (`key: rule (impact) help — targets`).
 * A page that navigates away during the scan is left for a later scan (not an error).
 */
async function scan(page: Page, found: string[]): Promise<void> {
  if (!AXE_ON || page.isClosed()) return;
  const url = page.url();
  if (!/^https?:/.test(url)) return;
  const key = `${new URL(url).pathname}|${page.viewportSize()?.width ?? 0}|${await userKind(page)}`;
  if (scanned.has(key)) return;
  await expect(page.locator('.chakra-skeleton, [aria-busy="true"]')).toHaveCount(0, { timeout: 3_000 }).catch(() => undefined);
  // a dialog or toast still fading in would be measured half transparent: wait for finite animations to end
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  let results;
  try {
    results = await new AxeBuilder({ page }).withTags([...AXE_TAGS]).analyze();
  } catch {
    return;
  }
  scanned.add(key);
  if (process.env.E2E_AXE_LOG) console.log(`axe ${key}: ${results.violations.map((v) => `${v.id}/${v.impact}`).join(' ') || 'no violations'}`);
  for (const v of results.violations) {
    if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
    const nodes = v.nodes.filter((n) => !AXE_EXCEPTIONS.some((e) => e.rule === v.id && n.target.every((t) => typeof t === 'string' && t.includes(e.selector))));
    if (nodes.length === 0) continue;
    const targets = nodes.slice(0, 4).map((n) => `${n.html.replace(/\s+/g, ' ').slice(0, 160)}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 240)}]` : ''}`);
    found.push(`${key}: ${v.id} (${v.impact}) ${v.help} — ${nodes.length} node(s): ${targets.join(' ; ')}`);
  }
}

/** What each watched page does before it shows another page ({@link scan}, bound to its test's findings). */
const leaving = new WeakMap<Page, () => Promise<void>>();

/**
 * Opens `href` (a path of the portal) in the app already loaded on `page`, as a click on one of its
 * links does: history.pushState, which TanStack Router's browser history hears, so the app is not
 * loaded again. Scans the page it leaves first (as before a `page.goto`), then waits for the page
 * that replaces it: a heading (or 403 card) that was not there before, or the heading's text
 * changed (a route that keeps its component).
 * @throws Error when `href` is the page shown now (nothing would replace it)
 */
export async function openInApp(page: Page, href: string): Promise<void> {
  const now = new URL(page.url());
  if (new URL(href, now).href === now.href) throw new Error(`openInApp: ${href} is the page shown now`);
  await leaving.get(page)?.();
  const before = await page.evaluate((to) => {
    document.querySelectorAll('h1, [data-testid="forbidden"]').forEach((el) => el.setAttribute('data-left', ''));
    const index = ((history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0) + 1;
    const key = Math.random().toString(36).slice(2, 10);
    const text = document.querySelector('h1')?.textContent ?? null;
    history.pushState({ __TSR_index: index, key, __TSR_key: key }, '', to);
    return text;
  }, href);
  await page.waitForFunction((text) => {
    const shown = document.querySelector('h1:not([data-left]), [data-testid="forbidden"]:not([data-left])');
    const heading = document.querySelector('h1');
    return shown !== null || (heading !== null && heading.textContent !== text);
  }, before);
}

/**
 * Waits until the portal's script has taken the page over (`<html data-started>`,
 * apps/portal/src/features/prerender): a public page the server drew ahead shows its buttons and
 * tabs before they answer, and a click then would be lost. Pages that are not the portal's (no
 * `link[data-module]`, as the bigscreen's) are not waited for. A test that looks at a page before
 * its script (or without one) opens it with `waitUntil: 'commit'`.
 */
async function started(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('link[data-module]') || document.documentElement.hasAttribute('data-started'));
}

/**
 * Makes every page of `context` (open now or later) scan itself with {@link scan} before each
 * `page.goto` and {@link openInApp} and before `page.close`, and wait after each `page.goto` and `page.reload` until it has {@link started}, and the context scan its pages before `context.close`;
 * answers the function that scans the pages still open (the end of the test).
 */
function watchAxe(context: BrowserContext, found: string[]): () => Promise<void> {
  const wrap = (page: Page) => {
    if (leaving.has(page)) return;
    leaving.set(page, () => scan(page, found));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      await scan(page, found);
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await started(page);
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await started(page);
      return response;
    };
    const close = page.close.bind(page);
    page.close = async (options) => {
      await scan(page, found);
      return close(options);
    };
  };
  context.pages().forEach(wrap);
  context.on('page', wrap);
  const close = context.close.bind(context);
  context.close = async (options) => {
    for (const page of context.pages()) await scan(page, found);
    return close(options);
  };
  return async () => {
    for (const page of context.pages()) await scan(page, found);
  };
}

/**
 * Starts collecting Content-Security-Policy violations of every page of `context` into
 * `violations`: Chromium logs each refused script, style, image, worker or eval as a console
 * error ("Refused to ... because it violates the following Content Security Policy directive"),
 * and a `securitypolicyviolation` listener installed in every page logs the ones reported only as
 * events; workers' consoles are read too.
 */
async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const record = (text: string) => {
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(text);
  };
  context.on('console', (m) => record(m.text()));
  context.on('page', (page) => page.on('worker', (w) => w.on('console', (m) => record(m.text()))));
}

/**
 * Playwright's `test`, with two automatic fixtures. `cspViolations` fails a test when any page it
 * opened reported a Content-Security-Policy violation (issue 11, defect 7). `axeViolations` runs
 * axe-core on every page the test shows (issue 19, docs/accessibility.md): before each
 * `page.goto` and {@link openInApp}, before a page or context closes and at the end of the test, each distinct path
 * once per viewport width and kind of user, and fails the test on a serious or critical
 * violation. Both watch the test's own context and every context the test makes with
 * `browser.newContext` / `browser.newPage` (those calls are watched for the duration of the
 * test). Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ cspViolations: string[]; axeViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        await watchCsp(created, violations);
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  axeViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      const finals = [watchAxe(context, violations)];
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options);
        finals.push(watchAxe(created, violations));
        return created;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      for (const final of finals) await final();
      expect(violations, 'serious or critical axe-core violations (docs/accessibility.md)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
