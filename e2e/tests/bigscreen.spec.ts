import { expect, test, type Locator } from '@playwright/test';

/** Pixels of a canvas that are not the dark background (WebGL canvases keep their drawing buffer). */
async function drawnPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(c, 0, 0);
    const d = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 0 && (d[i]! > 40 || d[i + 1]! > 60 || d[i + 2]! > 90)) n++;
    return n;
  });
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('government staff log in and see the overview dashboard with a chart and a street map drawn from the server', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!/^(http:\/\/127\.0\.0\.1|data:|blob:)/.test(r.url())) foreign.push(r.url());
  });
  await page.goto('/login2');
  await page.getByLabel('账号', { exact: true }).fill('staff_jyzx');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);

  await page.goto('/screen3/overview');
  await expect(page.getByText('南湾区人才发展总览')).toBeVisible();
  const hr = await page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token;
    return (await (await fetch('/prod-api/api/dataBoard/getHrResourcesVO', { headers: { token } })).json()).data;
  });
  await expect(page.getByTestId('kpi-enterprise')).toContainText(hr.enterpriseCount.toLocaleString('zh-CN'));
  await expect(page.getByTestId('kpi-talent')).toContainText(hr.talentCount.toLocaleString('zh-CN'));

  const chart = page.locator('[data-testid="chart-industry"][data-ready="true"]');
  const map = page.locator('[data-testid="district-map"][data-ready="true"]');
  await expect(chart).toBeVisible();
  await expect(map).toBeVisible();
  expect(await drawnPixels(chart.locator('canvas').first())).toBeGreaterThan(5000);
  await expect.poll(async () => drawnPixels(map.locator('canvas').last()), { timeout: 20_000 }).toBeGreaterThan(20000);
  await expect(page.getByTestId('demo-geometry-note')).toContainText('示意边界');
  expect(foreign).toEqual([]);
});

test('a visitor without a stored government user is sent to /login2', async ({ page }) => {
  await page.goto('/screen3/overview');
  await expect(page).toHaveURL(/\/login2$/);
  await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
});
