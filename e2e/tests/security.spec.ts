import { expect, test } from './fixtures';
import { logIn } from './session';

test('pages come with a Content-Security-Policy that forbids framing, and with nosniff', async ({ page }) => {
  for (const path of ['/', '/screen3/overview']) {
    const res = await page.request.get(path);
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('same-origin');
  }
});

test('the portal and the bigscreen maps (maplibre and deck.gl workers, echarts) run under the policy with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'staff_jyzx');
  await page.goto('/notice');
  await expect(page.getByTestId('notice-list')).toBeVisible();
  await page.goto('/screen3/overview');
  // WebGL in software (swiftshader) on a busy 2-core machine takes tens of seconds to draw the map
  await expect(page.locator('[data-testid="district-map"][data-ready="true"]')).toBeVisible({ timeout: 40_000 });
  await expect(page.locator('[data-testid="chart-industry"][data-ready="true"]')).toBeVisible();
  await page.goto('/screen3/talentIndexStreet');
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.waitForTimeout(2_000);
});

test('a violation is noticed: an injected inline script is refused and reported', async ({ page, cspViolations }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  cspViolations.length = 0;
});
