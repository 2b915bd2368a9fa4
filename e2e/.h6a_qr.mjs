import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3204';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1280, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await ctx.newPage();
  await page.goto(base + '/login2');
  await page.getByLabel('账号', { exact: true }).fill('staff_multi');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/Home/);
  await page.getByRole('alertdialog').getByRole('button', { name: '我知道了' }).click();
  await page.goto(base + '/modifyGJN');
  await page.getByRole('button', { name: '扫码登录补贴系统' }).click();
  await page.waitForTimeout(2600);
  await page.screenshot({ path: `/tmp/h6a_shots/qr-${w}.png` });
  await page.waitForTimeout(5000);
  await page.getByTestId('account-panel').screenshot({ path: `/tmp/h6a_shots/loggedin-${w}.png` });
  await ctx.close();
}
await browser.close();
