import { test as base, expect, type BrowserContext } from '@playwright/test';

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
 * Playwright's `test`, with an automatic fixture that fails a test when any page it opened
 * reported a Content-Security-Policy violation (issue 11, defect 7): the test's own context and
 * every context or page the test makes with `browser.newContext` / `browser.newPage` (those calls
 * are watched for the duration of the test). Every spec imports `test` and `expect` from here.
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
